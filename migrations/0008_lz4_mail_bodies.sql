-- Every move that writes mail stores its text and HTML bodies (a few kB) in the outbox or the
-- digest queue; PostgreSQL compresses such values, with pglz by default, which cost more CPU per
-- move than any other part of writing the mail. lz4 compresses several times faster. Values
-- already stored stay as they are. A server built without lz4 keeps pglz.
DO $$
BEGIN
    ALTER TABLE outbox
        ALTER COLUMN text_body SET COMPRESSION lz4,
        ALTER COLUMN html_body SET COMPRESSION lz4;
    ALTER TABLE digest_items
        ALTER COLUMN text_part SET COMPRESSION lz4,
        ALTER COLUMN html_part SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'this PostgreSQL has no lz4: mail bodies stay compressed with pglz';
END
$$;
