-- Turn emails: each player's mail thread, the daily digest's queue, and the deadline reminders
-- already sent (so a restarted scheduler does not send them again).
-- The messages themselves are outbox rows (0003), written in the same transaction as the events
-- they are about.

-- One thread per game: every message of the game names the game's root Message-ID
-- (<game.{id}@{domain}>) first in its References. Each player's invitation is the root of that
-- player's own mailbox thread: every later message to the player answers it (In-Reply-To) and
-- names both (References). Recorded on the first message after the invitation.
CREATE TABLE mail_thread_members (
    game_id               uuid     NOT NULL,
    player_index          smallint NOT NULL,
    -- The Message-ID of this player's invitation (or of the first message they were sent).
    invitation_message_id text     NOT NULL
                                   CHECK (invitation_message_id ~ '^<[!-;=?A-~]+@[!-;=?A-~]+>$'),
    PRIMARY KEY (game_id, player_index),
    FOREIGN KEY (game_id, player_index) REFERENCES players (game_id, player_index)
);

-- One-click unsubscribe (RFC 8058) needs no table of its own: every message carries a freshly
-- minted personal link token, and its List-Unsubscribe URL is /unsubscribe/{SHA-256 of that
-- token}, the player_links row's token_hash. Knowing the hash does not sign anyone in (that
-- takes the token), so the URL can only unsubscribe its player from its game's mail.

-- Notices waiting for a player's daily digest (players.mail_mode = 'digest'): each one a rendered
-- section (plain text and HTML) without personal links; the digest adds a fresh link. sent_in is
-- the Message-ID of the digest that carried it, NULL while it waits.
CREATE TABLE digest_items (
    id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id      uuid        NOT NULL,
    player_index smallint    NOT NULL,
    kind         text        NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]*$'),
    -- The game's round when the notice was made (0 during setup).
    round        integer     NOT NULL CHECK (round >= 0),
    heading      text        NOT NULL,
    text_part    text        NOT NULL,
    html_part    text        NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    sent_in      text,
    FOREIGN KEY (game_id, player_index) REFERENCES players (game_id, player_index)
);
CREATE INDEX digest_items_waiting ON digest_items (game_id, player_index, created_at)
    WHERE sent_in IS NULL;

-- Reminders sent before a deadline: one per wait. A wait is named by the seq of the event that
-- made the game wait for the player (its recorded_at is when the wait began).
CREATE TABLE deadline_reminders (
    game_id           uuid        NOT NULL,
    player_index      smallint    NOT NULL,
    waiting_since_seq bigint      NOT NULL CHECK (waiting_since_seq >= 1),
    sent_at           timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, player_index, waiting_since_seq),
    FOREIGN KEY (game_id, player_index) REFERENCES players (game_id, player_index)
);
