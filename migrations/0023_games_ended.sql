-- A game whose rules say it is over (#13, #14): set when the move that ends it is appended (or
-- when the bot worker first finds it over, for games that ended before this column), so that
-- the bot worker reads only the bot seats of running games.
ALTER TABLE games ADD COLUMN ended boolean NOT NULL DEFAULT false;
