-- A Citadels game waits for its players before its first event (#13, C2): `lobby` holds what its
-- event 1 will say (`{"game": "citadels", "options": …}`) until the last player joins; meanwhile
-- each player's public random contribution waits in `players.contribution` (0002), and event 1
-- then carries them all, in seat order. A Maharaja game logs its contributions as events and
-- keeps both NULL.
ALTER TABLE games ADD COLUMN lobby jsonb;
