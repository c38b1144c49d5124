-- The event store: one row per game, the append-only log of its events, and the triggers that
-- keep the log immutable. Payloads are the exact bytes that were hashed (canonical JSON), never
-- jsonb, so the hash chain can be re-checked from what is stored.

CREATE TABLE games (
    game_id         uuid        PRIMARY KEY,
    created_at      timestamptz NOT NULL DEFAULT now(),
    -- SHA-256("durbar.seed.v1" || game_id || seed); public from the start.
    seed_commitment bytea       NOT NULL CHECK (length(seed_commitment) = 32),
    -- The seed itself stays server-side until setup uses it; it is then revealed in the log.
    seed            bytea       NOT NULL CHECK (length(seed) = 32)
);

CREATE TABLE events (
    game_id     uuid        NOT NULL REFERENCES games (game_id),
    seq         bigint      NOT NULL CHECK (seq >= 1),
    payload     bytea       NOT NULL,
    prev_hash   bytea       NOT NULL CHECK (length(prev_hash) = 32),
    hash        bytea       NOT NULL CHECK (length(hash) = 32),
    recorded_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, seq)
);

CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'events are append-only: % is not allowed on events', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER events_no_update_or_delete
    BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_are_immutable();

CREATE TRIGGER events_no_truncate
    BEFORE TRUNCATE ON events
    FOR EACH STATEMENT EXECUTE FUNCTION events_are_immutable();
