-- One escrow for every kind of sealed value of every game (issue 12): the disc escrow becomes
-- `sealed_escrow`, its `actions` column the encoded `value`, and `kind` names the value's kind
-- (`disc`, `bid`, later `pick`…; the game's `SealedKind::name`). The value's width is the game's
-- business (its commitment covers exactly these bytes); the table only bounds it. Seats go up to
-- 7 (Citadels seats 8 players).

ALTER TABLE disc_escrow RENAME TO sealed_escrow;
ALTER TABLE sealed_escrow RENAME COLUMN actions TO value;

ALTER TABLE sealed_escrow DROP CONSTRAINT disc_escrow_opening_fits_kind;
ALTER TABLE sealed_escrow DROP CONSTRAINT disc_escrow_kind_check;
ALTER TABLE sealed_escrow DROP CONSTRAINT disc_escrow_seat_check;
ALTER TABLE sealed_escrow ALTER COLUMN kind DROP DEFAULT;

ALTER TABLE sealed_escrow
    ADD CONSTRAINT sealed_escrow_kind_named CHECK (kind ~ '^[a-z][a-z_]{0,30}$'),
    ADD CONSTRAINT sealed_escrow_value_fits CHECK (length(value) BETWEEN 1 AND 64),
    ADD CONSTRAINT sealed_escrow_seat_check CHECK (seat BETWEEN 0 AND 7);
