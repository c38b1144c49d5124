-- Personal links signed by the server instead of stored one row per mail (issue 20, item 8).
-- A link carries its game, player, link generation and expiry, and an HMAC-SHA256 of them under
-- the key below; it is live while its MAC holds, it has not expired and its generation is the
-- player's current one. The host's "revoke" bumps the generation: every link sent before stops
-- working, while a mail sent afterwards carries a working one. Old 64-hex links (rows in
-- player_links) keep working until revoked or 30 days old.

-- The one key links are signed with, drawn by the first server that needs it (so several
-- `durbar serve` processes on one database share it). Losing it only makes links sent so far
-- stop working; a new one is drawn.
CREATE TABLE link_keys (
    id         smallint    PRIMARY KEY CHECK (id = 1),
    secret     bytea       NOT NULL CHECK (length(secret) = 32),
    created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE players
    -- The generation a live link must carry; "revoke" adds one.
    ADD COLUMN link_generation integer NOT NULL DEFAULT 0,
    -- When the host last revoked the player's links, until the host sends a new one (for the
    -- host's page only: a turn mail sent meanwhile carries a working link too).
    ADD COLUMN link_revoked_at timestamptz;
