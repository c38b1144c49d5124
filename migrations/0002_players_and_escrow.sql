-- Personal data and secrets, kept out of the event log: the players of each game (emails and
-- hashed link tokens), and the escrow of disc openings, published only as DiscRevealed events.

ALTER TABLE games
    ADD COLUMN title      text    NOT NULL DEFAULT 'Maharaja',
    -- Whether the export stays restricted to the players after the game ends.
    ADD COLUMN private    boolean NOT NULL DEFAULT false;

CREATE TABLE players (
    game_id          uuid        NOT NULL REFERENCES games (game_id),
    -- The index in GameCreated.player_names (the host's order), not the seat.
    player_index     smallint    NOT NULL CHECK (player_index BETWEEN 0 AND 4),
    display_name     text        NOT NULL,
    email            text        NOT NULL,
    is_host          boolean     NOT NULL DEFAULT false,
    -- SHA-256 of the personal link's 256-bit token; the token itself is never stored.
    token_hash       bytea       UNIQUE CHECK (length(token_hash) = 32),
    token_revoked_at timestamptz,
    -- The player's public random contribution to the game's randomness.
    contribution     bytea       CHECK (length(contribution) = 32),
    unsubscribed_at  timestamptz,
    mail_mode        text        NOT NULL DEFAULT 'every' CHECK (mail_mode IN ('every', 'digest')),
    time_zone        text        NOT NULL DEFAULT 'UTC',
    on_vacation      boolean     NOT NULL DEFAULT false,
    PRIMARY KEY (game_id, player_index)
);

-- Disc openings held in escrow: never exported, never shown, deleted from nowhere (they become
-- public as DiscRevealed). Superseded commitments stay, like their DiscCommitted events.
CREATE TABLE disc_escrow (
    game_id    uuid        NOT NULL REFERENCES games (game_id),
    round      integer     NOT NULL CHECK (round >= 1),
    seat       smallint    NOT NULL CHECK (seat BETWEEN 0 AND 4),
    commitment bytea       NOT NULL CHECK (length(commitment) = 32),
    actions    bytea       NOT NULL CHECK (length(actions) = 2),
    nonce      bytea       NOT NULL CHECK (length(nonce) = 32),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, commitment)
);
CREATE INDEX disc_escrow_by_seat ON disc_escrow (game_id, round, seat);
