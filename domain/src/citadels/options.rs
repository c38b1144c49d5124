//! A Citadels game's options: the player count, the characters in play (one per rank, 8 or 9)
//! and the 14 unique districts shuffled into the deck; the rulebook's first-game set (the
//! default) and its named sets (pp. 8–9); validation against the rulebook's limits; the trust
//! level the host chose (design.md "Trust levels").

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::cards::{Character, Colour, District};

/// The options of one game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {
    /// 2–8 players.
    pub players: u8,
    /// One character per rank, in rank order: ranks 1–8, or 1–9.
    pub characters: Vec<Character>,
    /// The 14 unique districts shuffled with the 54 basic ones.
    pub unique_districts: Vec<District>,
    /// The trust level (absent in event 1, as in games made before levels and scripts: the
    /// server level).
    #[serde(default, skip_serializing_if = "Trust::is_server")]
    pub trust: Trust,
}

/// What a Citadels game's log can prove about its moves (design.md "Trust levels"), chosen by
/// the host; the web's new-game form offers [`Trust::SignedMoves`] first.
///
/// There is no sealed-in-the-browser level for Citadels (Maharaja has one for its discs): a
/// pick is made from the cards passed to the picker, which only a dealer who knows the whole
/// draft can hand on, and the set-aside and face-down cards follow from the seed the server
/// keeps sealed until the end (C2, C3). So picks stay sealed by the server, in its escrow; what
/// the signed-moves level adds is that the server cannot make or change a move in a player's
/// name unnoticed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trust {
    /// The server vouches for every move (games made before trust levels, scripts, bots).
    #[default]
    Server,
    /// Every move a player makes (picks, turn steps, decisions in another's turn) is signed by
    /// a key of their device registered in the log: a move the player did not sign (written by
    /// SQL, say) makes `durbar verify` fail.
    SignedMoves,
}

impl Trust {
    /// The levels a Citadels host may choose, strongest first: the first is the new-game
    /// form's default.
    pub const OFFERED: [Trust; 2] = [Trust::SignedMoves, Trust::Server];

    /// The level's stored name (`"signed_moves"`), as in event 1 and the form.
    pub fn name(self) -> &'static str {
        match self {
            Trust::Server => "server",
            Trust::SignedMoves => "signed_moves",
        }
    }

    /// The level called `name`, if any.
    pub fn named(name: &str) -> Option<Trust> {
        Trust::OFFERED
            .into_iter()
            .find(|trust| trust.name() == name)
    }

    /// Whether every player move must be signed by the player's device.
    pub fn signs(self) -> bool {
        self == Trust::SignedMoves
    }

    /// Whether this is the server level (left out of event 1).
    pub fn is_server(&self) -> bool {
        *self == Trust::Server
    }
}

/// An option the rulebook does not allow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionsError {
    /// Citadels is for 2 to 8 players.
    #[error("Citadels is played by 2 to 8 players, not {0}.")]
    PlayerCount(u8),
    /// The character list is not one per rank in rank order.
    #[error("The characters must be one per rank in rank order, ranks 1–8 or 1–9.")]
    CharacterRanks,
    /// 3 and 8 players need a rank-9 character; 2 players cannot use one (p. 8).
    #[error("With {players} players the game uses {needed} characters (rulebook p. 8).")]
    CharacterCount {
        /// The player count.
        players: u8,
        /// 8 or 9.
        needed: &'static str,
    },
    /// A character that the rulebook forbids at this player count (Emperor with 2, Queen with
    /// fewer than 5).
    #[error("The {character} cannot be used with {players} players (rulebook p. 8).")]
    CharacterNotForPlayerCount {
        /// The character.
        character: Character,
        /// The player count.
        players: u8,
    },
    /// Not exactly 14 different unique districts.
    #[error("Choose exactly 14 different unique districts.")]
    UniqueDistrictCount,
    /// A basic district listed as unique.
    #[error("The {0} is not a unique district.")]
    NotUnique(District),
    /// Graveyard needs the Warlord, Hospital the Assassin (district clarifications).
    #[error("The {district} can only be used together with the {needs}.")]
    DistrictNeedsCharacter {
        /// The district.
        district: District,
        /// The character it needs.
        needs: Character,
    },
    /// A card the engine does not play yet.
    #[error("The {0} is not playable on durbar yet.")]
    NotYetPlayable(&'static str),
    /// An unknown preset name.
    #[error("There is no character set called \"{0}\".")]
    UnknownPreset(String),
}

/// The first game's eight characters (rulebook p. 2).
pub const FIRST_GAME_CHARACTERS: [Character; 8] = [
    Character::Assassin,
    Character::Thief,
    Character::Magician,
    Character::King,
    Character::Bishop,
    Character::Merchant,
    Character::Architect,
    Character::Warlord,
];

/// The first game's 14 unique districts (rulebook p. 2).
pub const FIRST_GAME_DISTRICTS: [District; 14] = [
    District::DragonGate,
    District::Factory,
    District::HauntedQuarter,
    District::ImperialTreasury,
    District::Keep,
    District::Laboratory,
    District::Library,
    District::MapRoom,
    District::Quarry,
    District::SchoolOfMagic,
    District::Smithy,
    District::Statue,
    District::ThievesDen,
    District::WishingWell,
];

/// The characters whose abilities the engine plays (all 27).
pub const PLAYABLE_CHARACTERS: [Character; 27] = [
    Character::Assassin,
    Character::Witch,
    Character::Magistrate,
    Character::Thief,
    Character::Spy,
    Character::Blackmailer,
    Character::Magician,
    Character::Wizard,
    Character::Seer,
    Character::King,
    Character::Patrician,
    Character::Emperor,
    Character::Bishop,
    Character::Abbot,
    Character::Cardinal,
    Character::Merchant,
    Character::Alchemist,
    Character::Trader,
    Character::Architect,
    Character::Navigator,
    Character::Scholar,
    Character::Warlord,
    Character::Diplomat,
    Character::Marshal,
    Character::Queen,
    Character::Artist,
    Character::TaxCollector,
];

/// The unique districts whose effects the engine does not play yet (none: every card of the
/// rulebook is played).
pub const UNPLAYABLE_DISTRICTS: [District; 0] = [];

/// A named set of the rulebook (pp. 8–9): nine characters and 14 unique districts.
pub struct Preset {
    /// snake_case id.
    pub id: &'static str,
    /// Ranks 1–9.
    pub characters: [Character; 9],
    /// The unique districts.
    pub districts: [District; 14],
}

/// The rulebook's named sets (English names of the 2016 edition; the Czech edition names
/// three of them "Můj dům, můj hrad", "Nelítostná řež" and "Intriky").
pub const PRESETS: [Preset; 6] = {
    use Character::*;
    use District::*;
    [
        Preset {
            id: "ambitious_aristocrats",
            characters: [
                Magistrate, Thief, Wizard, Patrician, Bishop, Trader, Architect, Marshal, Queen,
            ],
            districts: [
                Capitol,
                Factory,
                Framework,
                GreatWall,
                HauntedQuarter,
                Keep,
                Necropolis,
                Park,
                PoorHouse,
                Quarry,
                SchoolOfMagic,
                Stables,
                Statue,
                ThievesDen,
            ],
        },
        Preset {
            id: "cunning_agents",
            characters: [
                Witch,
                Blackmailer,
                Magician,
                Emperor,
                Abbot,
                Alchemist,
                Architect,
                Warlord,
                TaxCollector,
            ],
            districts: [
                Armory,
                Basilica,
                DragonGate,
                GoldMine,
                Keep,
                Monument,
                Museum,
                Necropolis,
                Park,
                PoorHouse,
                Quarry,
                SecretVault,
                Smithy,
                Theater,
            ],
        },
        Preset {
            id: "illustrious_emissaries",
            characters: [
                Witch, Spy, Seer, Emperor, Bishop, Merchant, Scholar, Diplomat, Artist,
            ],
            districts: [
                Factory,
                Framework,
                GreatWall,
                HauntedQuarter,
                IvoryTower,
                Keep,
                Library,
                Museum,
                Observatory,
                Park,
                PoorHouse,
                Quarry,
                SchoolOfMagic,
                Smithy,
            ],
        },
        Preset {
            id: "devious_dignitaries",
            characters: [
                Magistrate,
                Blackmailer,
                Wizard,
                King,
                Abbot,
                Alchemist,
                Navigator,
                Marshal,
                Queen,
            ],
            districts: [
                DragonGate,
                Factory,
                Framework,
                HauntedQuarter,
                Laboratory,
                Necropolis,
                Park,
                PoorHouse,
                SecretVault,
                Smithy,
                Stables,
                Theater,
                ThievesDen,
                WishingWell,
            ],
        },
        Preset {
            id: "tenacious_delegates",
            characters: [
                Assassin, Spy, Seer, King, Cardinal, Trader, Scholar, Diplomat, Artist,
            ],
            districts: [
                Basilica,
                Capitol,
                HauntedQuarter,
                ImperialTreasury,
                Laboratory,
                Library,
                MapRoom,
                Observatory,
                SchoolOfMagic,
                SecretVault,
                Smithy,
                Stables,
                Statue,
                WishingWell,
            ],
        },
        Preset {
            id: "vicious_nobles",
            characters: [
                Assassin,
                Thief,
                Magician,
                Patrician,
                Cardinal,
                Merchant,
                Navigator,
                Warlord,
                TaxCollector,
            ],
            districts: [
                Armory,
                Basilica,
                DragonGate,
                GoldMine,
                ImperialTreasury,
                IvoryTower,
                Laboratory,
                MapRoom,
                Monument,
                Museum,
                SchoolOfMagic,
                Statue,
                ThievesDen,
                WishingWell,
            ],
        },
    ]
};

/// Whether this player count must (3, 8), may (4–7) or cannot (2) use a rank-9 character.
fn needs_ninth(players: u8) -> Option<bool> {
    match players {
        3 | 8 => Some(true),
        2 => Some(false),
        _ => None,
    }
}

impl Options {
    /// The first game's set for `players` players. With 3 or 8 players, who must play with a
    /// rank-9 character, the Artist is added (it is allowed at every player count).
    pub fn first_game(players: u8) -> Options {
        let mut characters = FIRST_GAME_CHARACTERS.to_vec();
        if needs_ninth(players) == Some(true) {
            characters.push(Character::Artist);
        }
        Options {
            players,
            characters,
            unique_districts: FIRST_GAME_DISTRICTS.to_vec(),
            trust: Trust::Server,
        }
    }

    /// A named set for `players` players with the rulebook's replacements: the rank-9
    /// character only where required (3 and 8 players), the Emperor replaced by the
    /// Patrician with 2 players, the Queen by the Artist with 3–4 players.
    pub fn preset(id: &str, players: u8) -> Result<Options, OptionsError> {
        let preset = PRESETS
            .iter()
            .find(|p| p.id == id)
            .ok_or_else(|| OptionsError::UnknownPreset(id.to_string()))?;
        let mut characters: Vec<Character> = preset.characters.to_vec();
        if needs_ninth(players) != Some(true) {
            characters.pop();
        }
        for c in &mut characters {
            if players == 2 && *c == Character::Emperor {
                *c = Character::Patrician;
            }
            if players < 5 && *c == Character::Queen {
                *c = Character::Artist;
            }
        }
        let options = Options {
            players,
            characters,
            unique_districts: preset.districts.to_vec(),
            trust: Trust::Server,
        };
        options.validate()?;
        Ok(options)
    }

    /// Checks the options against the rulebook (pp. 7–8 and the district clarifications).
    pub fn validate(&self) -> Result<(), OptionsError> {
        let players = self.players;
        if !(2..=8).contains(&players) {
            return Err(OptionsError::PlayerCount(players));
        }
        let n = self.characters.len();
        if !(n == 8 || n == 9)
            || self
                .characters
                .iter()
                .enumerate()
                .any(|(i, c)| usize::from(c.rank()) != i + 1)
        {
            return Err(OptionsError::CharacterRanks);
        }
        match needs_ninth(players) {
            Some(true) if n != 9 => {
                return Err(OptionsError::CharacterCount {
                    players,
                    needed: "9",
                })
            }
            Some(false) if n != 8 => {
                return Err(OptionsError::CharacterCount {
                    players,
                    needed: "8",
                })
            }
            _ => {}
        }
        for &character in &self.characters {
            let forbidden = (character == Character::Emperor && players == 2)
                || (character == Character::Queen && players < 5);
            if forbidden {
                return Err(OptionsError::CharacterNotForPlayerCount { character, players });
            }
        }
        let mut districts = self.unique_districts.clone();
        districts.sort();
        districts.dedup();
        if districts.len() != 14 || self.unique_districts.len() != 14 {
            return Err(OptionsError::UniqueDistrictCount);
        }
        for &district in &districts {
            if district.colour() != Colour::Unique {
                return Err(OptionsError::NotUnique(district));
            }
            let needs = match district {
                District::Graveyard => Some(Character::Warlord),
                District::Hospital => Some(Character::Assassin),
                _ => None,
            };
            if let Some(needs) = needs {
                if !self.characters.contains(&needs) {
                    return Err(OptionsError::DistrictNeedsCharacter { district, needs });
                }
            }
        }
        Ok(())
    }

    /// Checks that every card chosen is one the engine plays (see [`PLAYABLE_CHARACTERS`] and
    /// [`UNPLAYABLE_DISTRICTS`]); [`Options::validate`] checks the rulebook's limits.
    pub fn check_playable(&self) -> Result<(), OptionsError> {
        if let Some(c) = self
            .characters
            .iter()
            .find(|c| !PLAYABLE_CHARACTERS.contains(c))
        {
            return Err(OptionsError::NotYetPlayable(c.id()));
        }
        if let Some(d) = self
            .unique_districts
            .iter()
            .find(|d| UNPLAYABLE_DISTRICTS.contains(d))
        {
            return Err(OptionsError::NotYetPlayable(d.id()));
        }
        Ok(())
    }

    /// Whether a rank-9 character is in play.
    pub fn has_ninth(&self) -> bool {
        self.characters.len() == 9
    }

    /// Whether the given character is in the game.
    pub fn uses(&self, character: Character) -> bool {
        self.characters.contains(&character)
    }

    /// The game's district cards: the 54 basic ones, then the unique ones in option order.
    pub fn deck_cards(&self) -> Vec<District> {
        let mut cards = District::basic_cards();
        cards.extend(self.unique_districts.iter().copied());
        cards
    }

    /// Districts in a completed city: 7, or 8 with 2 or 3 players (p. 7).
    pub fn completion(&self) -> usize {
        if self.players <= 3 {
            8
        } else {
            7
        }
    }

    /// Characters each player picks per round: two with 2 or 3 players (p. 7), else one.
    pub fn picks_per_player(&self) -> usize {
        if self.players <= 3 {
            2
        } else {
            1
        }
    }

    /// Characters set aside face up before the draft (tables p. 3 and p. 8): as many as leave
    /// the last picker two cards, none with 2 or 3 players.
    pub fn face_up_count(&self) -> usize {
        if self.players <= 3 {
            return 0;
        }
        self.characters
            .len()
            .saturating_sub(1 + usize::from(self.players) + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_game_set_is_valid_for_every_player_count() {
        for players in 2..=8 {
            Options::first_game(players).validate().unwrap();
        }
    }

    #[test]
    fn face_up_counts_follow_the_rulebook_tables() {
        // p. 3 (8 characters) and p. 8 (9 characters).
        let eight = |p| Options::first_game(p).face_up_count();
        assert_eq!([eight(4), eight(5), eight(6), eight(7)], [2, 1, 0, 0]);
        let nine = |p| {
            let mut o = Options::first_game(p);
            if o.characters.len() == 8 {
                o.characters.push(Character::TaxCollector);
            }
            o.face_up_count()
        };
        assert_eq!(
            [nine(4), nine(5), nine(6), nine(7), nine(8)],
            [3, 2, 1, 0, 0]
        );
    }

    #[test]
    fn every_preset_is_valid_for_every_player_count() {
        for preset in &PRESETS {
            for players in 2..=8 {
                let o = Options::preset(preset.id, players).unwrap();
                assert_eq!(
                    o.characters.len(),
                    if [3, 8].contains(&players) { 9 } else { 8 }
                );
            }
        }
    }

    #[test]
    fn limits_are_refused() {
        let mut o = Options::first_game(4);
        o.players = 9;
        assert_eq!(o.validate(), Err(OptionsError::PlayerCount(9)));
        let mut o = Options::first_game(4);
        o.characters.swap(0, 1);
        assert_eq!(o.validate(), Err(OptionsError::CharacterRanks));
        let mut o = Options::first_game(3);
        o.characters.pop();
        assert!(matches!(
            o.validate(),
            Err(OptionsError::CharacterCount { .. })
        ));
        let mut o = Options::first_game(2);
        o.characters[3] = Character::Emperor;
        assert!(matches!(
            o.validate(),
            Err(OptionsError::CharacterNotForPlayerCount { .. })
        ));
        let mut o = Options::first_game(4);
        o.characters.push(Character::Queen);
        assert!(matches!(
            o.validate(),
            Err(OptionsError::CharacterNotForPlayerCount { .. })
        ));
        let mut o = Options::first_game(4);
        o.unique_districts[0] = District::Keep;
        assert_eq!(o.validate(), Err(OptionsError::UniqueDistrictCount));
        let mut o = Options::first_game(4);
        o.unique_districts[0] = District::Manor;
        assert_eq!(o.validate(), Err(OptionsError::NotUnique(District::Manor)));
        let mut o = Options::first_game(4);
        o.characters[0] = Character::Witch;
        o.unique_districts[0] = District::Hospital;
        assert!(matches!(
            o.validate(),
            Err(OptionsError::DistrictNeedsCharacter { .. })
        ));
    }
}
