-- Bots as players (#14): a seat the host filled with one of the engine's bots. `bot` names the
-- bot (`Rules::bot_names()`: "greedy", "random"); NULL for a person. A bot seat has no email
-- (the empty string), no link and gets no mail; the server moves for it.
ALTER TABLE players ADD COLUMN bot text CHECK (bot IN ('greedy', 'random'));
CREATE INDEX players_with_bots ON players (game_id) WHERE bot IS NOT NULL;
