-- The bot worker (#14) marks a bot seat joined once its contribution is in the game, so that a
-- pass reads only the games that changed and those with a bot seat still to join (the partial
-- index), never every running bot game.
ALTER TABLE players ADD COLUMN bot_joined boolean NOT NULL DEFAULT false;
CREATE INDEX players_bots_to_join ON players (game_id) WHERE bot IS NOT NULL AND NOT bot_joined;
