-- A Citadels game at the signed-moves level (#13, #21): the public key each player's device made
-- at join waits with the player's contribution (0019) until the last join starts the game; the
-- start then logs every key as `key_registered` right after event 1, in seat order. NULL for a
-- player who has not joined, for a game at the server level, and for every Maharaja player
-- (Maharaja logs a key at join).
ALTER TABLE players ADD COLUMN lobby_key bytea CHECK (length(lobby_key) = 65);
