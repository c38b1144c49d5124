-- The mail outbox: one row per message to one recipient, written by the api in the same
-- transaction as the events that caused it, and delivered by the mailer (durbar-mailer), which
-- claims due rows with FOR UPDATE SKIP LOCKED, sends them outside any transaction and marks them.
--
-- A row is pending while sent_at and failed_at are both NULL. next_attempt_at is when it is due;
-- a worker that claims a row moves next_attempt_at forward by a lease, so a worker that dies
-- before marking the row gives it back when the lease runs out (delivery is at-least-once: a
-- re-send carries the same message_id). Header fields hold no line breaks (checked here as well
-- as by the mailer), so no header can be injected from a player's name or a subject.

CREATE TABLE outbox (
    id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- The game the message is about (NULL for mail about no game).
    game_id           uuid        REFERENCES games (game_id),
    -- What the message is (invitation, your_turn, …), for the game page and digests.
    kind              text        NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]*$'),
    -- Our own Message-ID with its angle brackets, e.g. <5f0c…@durbar.example>; every attempt
    -- (including a re-send after a crash) carries this same id.
    message_id        text        NOT NULL UNIQUE CHECK (message_id ~ '^<[!-;=?A-~]+@[!-;=?A-~]+>$'),
    to_name           text        NOT NULL CHECK (to_name !~ '[[:cntrl:]]'),
    to_address        text        NOT NULL CHECK (to_address ~ '^[^[:cntrl:][:space:]<>]+@[^[:cntrl:][:space:]<>]+$'),
    subject           text        NOT NULL CHECK (subject !~ '[[:cntrl:]]'),
    -- Threading: the Message-ID this one answers and the thread's ids, oldest first.
    in_reply_to       text        CHECK (in_reply_to ~ '^<[!-;=?A-~]+@[!-;=?A-~]+>$'),
    thread_references text[]      NOT NULL DEFAULT '{}'
                                  CHECK (array_to_string(thread_references, ' ') !~ '[[:cntrl:]]'),
    -- The one-click unsubscribe URL (RFC 8058): sent as List-Unsubscribe: <url> together with
    -- List-Unsubscribe-Post: List-Unsubscribe=One-Click.
    list_unsubscribe  text        CHECK (list_unsubscribe ~ '^https?://[!-;=?-~]+$'),
    -- The List-Id header's value, e.g. "Game in Agra <0f3a….games.durbar.example>".
    list_id           text        CHECK (list_id !~ '[[:cntrl:]]'),
    text_body         text        NOT NULL,
    html_body         text        NOT NULL,
    created_at        timestamptz NOT NULL DEFAULT now(),
    -- Claims so far (a claim counts as an attempt even if its worker died before sending).
    attempts          integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at   timestamptz NOT NULL DEFAULT now(),
    last_error        text,
    sent_at           timestamptz,
    -- Set when delivery failed for good (a permanent SMTP error, or too many attempts).
    failed_at         timestamptz,
    CHECK (sent_at IS NULL OR failed_at IS NULL)
);

-- The due queue: pending rows by due time.
CREATE INDEX outbox_due ON outbox (next_attempt_at, id)
    WHERE sent_at IS NULL AND failed_at IS NULL;

-- A game's mail, newest last, for the game page and digests.
CREATE INDEX outbox_game ON outbox (game_id, created_at)
    WHERE game_id IS NOT NULL;
