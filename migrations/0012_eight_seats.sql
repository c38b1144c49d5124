-- Citadels seats 2 to 8 players (issue 13): a player's index in the host's order goes up to 7.

ALTER TABLE players DROP CONSTRAINT players_player_index_check;
ALTER TABLE players ADD CONSTRAINT players_player_index_check CHECK (player_index BETWEEN 0 AND 7);
