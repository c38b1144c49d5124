-- Every read of the escrow goes by (game_id, commitment), its primary key; the index by
-- (game_id, round, seat) was never used and cost an index insert on every disc and bid.
DROP INDEX disc_escrow_by_seat;
