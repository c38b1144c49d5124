-- An idempotency key is bound to the request it came with: the SHA-256 of its method, path and
-- body. A replay of the same request gets the stored answer; the same key sent with another
-- endpoint or body is refused (422). Keys stored before this migration have no hash and are
-- answered as before.
ALTER TABLE idempotency_keys
    ADD COLUMN request_hash bytea CHECK (length(request_hash) = 32);
