-- A turn mail may carry a picture of the board (#14): the SVG the pages draw, kept with the mail;
-- the mailer draws it as a PNG when it sends the mail (an inline part of the HTML alternative,
-- `cid:`, the text part unchanged), so no move waits for a picture to be drawn.
ALTER TABLE outbox ADD COLUMN picture_svg text;
