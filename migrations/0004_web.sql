-- Playing in the browser: personal links (many per player, each revocable), browser sessions,
-- the idempotency keys that make every POST play once, the turn a player is building, and the
-- deadlines a game was created with.

-- Personal link tokens: 256 bits, only their SHA-256 stored. Every email carries a freshly
-- minted link, so a player has many live tokens; revoking a player's link revokes them all.
CREATE TABLE player_links (
    token_hash   bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
    game_id      uuid        NOT NULL,
    player_index smallint    NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    revoked_at   timestamptz,
    FOREIGN KEY (game_id, player_index) REFERENCES players (game_id, player_index)
);
CREATE INDEX player_links_by_player ON player_links (game_id, player_index);

-- The tokens made before this migration move over; the column on players goes.
INSERT INTO player_links (token_hash, game_id, player_index, revoked_at)
    SELECT token_hash, game_id, player_index, token_revoked_at
      FROM players WHERE token_hash IS NOT NULL;
ALTER TABLE players DROP COLUMN token_hash, DROP COLUMN token_revoked_at;

-- Browser sessions, made by following a personal link. The cookie holds a random id; only its
-- SHA-256 is stored. One browser session may be signed in to several games (one row each).
CREATE TABLE sessions (
    id_hash      bytea       NOT NULL CHECK (length(id_hash) = 32),
    game_id      uuid        NOT NULL,
    player_index smallint    NOT NULL,
    -- The form token of this session in this game (compared in constant time).
    csrf_secret  bytea       NOT NULL CHECK (length(csrf_secret) = 32),
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    PRIMARY KEY (id_hash, game_id),
    FOREIGN KEY (game_id, player_index) REFERENCES players (game_id, player_index)
);
CREATE INDEX sessions_by_player ON sessions (game_id, player_index);

-- Idempotency keys: every form carries a random key; the first POST with it stores its outcome
-- (where the browser was sent), a replay or double submit gets the same answer and plays nothing.
CREATE TABLE idempotency_keys (
    key          text        PRIMARY KEY CHECK (length(key) BETWEEN 16 AND 128),
    game_id      uuid,
    player_index smallint,
    -- The answer: {"redirect": "/games/…"} or an API response body.
    outcome      jsonb       NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);

-- The turn a player is building: player commands (JSON, as the engine serializes them), each
-- checked on the current state when added; kept until the turn is finished or the round moves on.
CREATE TABLE turn_drafts (
    game_id      uuid        NOT NULL,
    player_index smallint    NOT NULL,
    round        integer     NOT NULL,
    -- The game's seq the draft was last checked against.
    seq          bigint      NOT NULL,
    commands     jsonb       NOT NULL DEFAULT '[]',
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, player_index),
    FOREIGN KEY (game_id, player_index) REFERENCES players (game_id, player_index)
);

-- Deadlines (the scheduler applies them): hours a player has to act, hours before the deadline
-- for a reminder, and the no-show policy, e.g. {"turn_hours": 48, "reminder_hours": 12,
-- "no_show": "wait"}.
ALTER TABLE games
    ADD COLUMN deadlines jsonb NOT NULL DEFAULT '{"turn_hours": 48, "reminder_hours": 12, "no_show": "wait"}'
        CHECK (deadlines->>'no_show' IN ('wait', 'auto'));
