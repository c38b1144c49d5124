-- Sealed bids of the sealed-bid character auction use the same escrow as discs: a `kind` tells
-- them apart. For a bid, `round` holds the auction's number and `actions` the amount as four
-- bytes (u32 big-endian) — exactly the fields its commitment covers.

ALTER TABLE disc_escrow
    ADD COLUMN kind text NOT NULL DEFAULT 'disc' CHECK (kind IN ('disc', 'bid'));

ALTER TABLE disc_escrow DROP CONSTRAINT disc_escrow_actions_check;

ALTER TABLE disc_escrow
    ADD CONSTRAINT disc_escrow_opening_fits_kind CHECK (
        (kind = 'disc' AND length(actions) = 2) OR (kind = 'bid' AND length(actions) = 4)
    );
