-- A turn mail may carry a picture of the board (#14): a PNG sent as an inline part of the HTML
-- alternative (`cid:`), the text part unchanged. PNG is compressed already: stored as it is.
ALTER TABLE outbox ADD COLUMN picture_png bytea;
ALTER TABLE outbox ALTER COLUMN picture_png SET STORAGE EXTERNAL;
