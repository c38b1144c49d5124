-- The languages of mail (#15): the game's default, chosen by the host when creating the game,
-- and each player's own, chosen at join or in the mail settings (NULL: the game's default).
ALTER TABLE games ADD COLUMN lang text NOT NULL DEFAULT 'en'
    CHECK (lang IN ('en', 'cs', 'pl', 'sk'));
ALTER TABLE players ADD COLUMN lang text
    CHECK (lang IN ('en', 'cs', 'pl', 'sk'));
