//! The cards of Citadels (2016): the 27 characters (ranks 1–9, three per rank) and the district
//! cards — 54 basic districts in four colours and the unique (purple) districts with their
//! costs. Effects are implemented in the rules; this module owns only the printed data.

use serde::{Deserialize, Serialize};

/// A character card (rulebook pp. 10–14). Serialised as its snake_case English id.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Character {
    #[default]
    Assassin,
    Witch,
    Magistrate,
    Thief,
    Spy,
    Blackmailer,
    Magician,
    Wizard,
    Seer,
    King,
    Emperor,
    Patrician,
    Bishop,
    Abbot,
    Cardinal,
    Merchant,
    Alchemist,
    Trader,
    Architect,
    Navigator,
    Scholar,
    Warlord,
    Diplomat,
    Marshal,
    Queen,
    Artist,
    TaxCollector,
}

impl Character {
    /// All 27 characters, by rank, in the rulebook's order within a rank.
    pub const ALL: [Character; 27] = [
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
        Character::Emperor,
        Character::Patrician,
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

    /// The character's rank, 1–9 (the order in which characters are called).
    pub fn rank(self) -> u8 {
        (Character::ALL.iter().position(|c| *c == self).unwrap_or(0) / 3) as u8 + 1
    }

    /// The one-byte code used in pick commitments (C3): the index in [`Character::ALL`].
    pub fn code(self) -> u8 {
        Character::ALL.iter().position(|c| *c == self).unwrap_or(0) as u8
    }

    /// The district colour this character gains resources for, when it has such an ability.
    pub fn colour(self) -> Option<Colour> {
        use Character::*;
        match self {
            King | Emperor | Patrician => Some(Colour::Noble),
            Bishop | Abbot | Cardinal => Some(Colour::Religious),
            Merchant | Trader => Some(Colour::Trade),
            Warlord | Diplomat | Marshal => Some(Colour::Military),
            _ => None,
        }
    }

    /// The snake_case id (as in scripts and events).
    pub fn id(self) -> &'static str {
        use Character::*;
        match self {
            Assassin => "assassin",
            Witch => "witch",
            Magistrate => "magistrate",
            Thief => "thief",
            Spy => "spy",
            Blackmailer => "blackmailer",
            Magician => "magician",
            Wizard => "wizard",
            Seer => "seer",
            King => "king",
            Emperor => "emperor",
            Patrician => "patrician",
            Bishop => "bishop",
            Abbot => "abbot",
            Cardinal => "cardinal",
            Merchant => "merchant",
            Alchemist => "alchemist",
            Trader => "trader",
            Architect => "architect",
            Navigator => "navigator",
            Scholar => "scholar",
            Warlord => "warlord",
            Diplomat => "diplomat",
            Marshal => "marshal",
            Queen => "queen",
            Artist => "artist",
            TaxCollector => "tax_collector",
        }
    }
}

impl std::fmt::Display for Character {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// A district's colour (type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Yellow.
    Noble,
    /// Blue.
    Religious,
    /// Green.
    Trade,
    /// Red.
    Military,
    /// Purple.
    Unique,
}

impl Colour {
    /// The five colours, in the order above.
    pub const ALL: [Colour; 5] = [
        Colour::Noble,
        Colour::Religious,
        Colour::Trade,
        Colour::Military,
        Colour::Unique,
    ];
}

macro_rules! districts {
    ($( $variant:ident $id:literal $colour:ident $cost:literal $copies:literal ),* $(,)?) => {
        /// A district card by name. Serialised as its snake_case English id.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        #[allow(missing_docs)]
        pub enum District { $( $variant ),* }

        impl District {
            /// Every district name: the 17 basic ones, then the unique ones.
            pub const ALL: &'static [District] = &[ $( District::$variant ),* ];

            /// The snake_case id.
            pub fn id(self) -> &'static str {
                match self { $( District::$variant => $id ),* }
            }

            /// Printed colour.
            pub fn colour(self) -> Colour {
                match self { $( District::$variant => Colour::$colour ),* }
            }

            /// Printed building cost (before any beautification).
            pub fn cost(self) -> u32 {
                match self { $( District::$variant => $cost ),* }
            }

            /// Copies in the box: 1 for every unique district.
            pub fn copies(self) -> usize {
                match self { $( District::$variant => $copies ),* }
            }
        }
    };
}

districts! {
    // Noble (yellow), 12 cards.
    Manor "manor" Noble 3 5,
    Castle "castle" Noble 4 4,
    Palace "palace" Noble 5 3,
    // Religious (blue), 11 cards.
    Temple "temple" Religious 1 3,
    Church "church" Religious 2 3,
    Monastery "monastery" Religious 3 3,
    Cathedral "cathedral" Religious 5 2,
    // Trade (green), 20 cards.
    Tavern "tavern" Trade 1 5,
    Market "market" Trade 2 4,
    TradingPost "trading_post" Trade 2 3,
    Docks "docks" Trade 3 3,
    Harbor "harbor" Trade 4 3,
    TownHall "town_hall" Trade 5 2,
    // Military (red), 11 cards.
    Watchtower "watchtower" Military 1 3,
    Prison "prison" Military 2 3,
    Barracks "barracks" Military 3 3,
    Fortress "fortress" Military 5 2,
    // Unique (purple), one card each.
    Armory "armory" Unique 3 1,
    Basilica "basilica" Unique 4 1,
    Capitol "capitol" Unique 5 1,
    DragonGate "dragon_gate" Unique 6 1,
    Factory "factory" Unique 5 1,
    Framework "framework" Unique 3 1,
    GoldMine "gold_mine" Unique 6 1,
    GreatWall "great_wall" Unique 6 1,
    HauntedQuarter "haunted_quarter" Unique 2 1,
    ImperialTreasury "imperial_treasury" Unique 5 1,
    IvoryTower "ivory_tower" Unique 5 1,
    Keep "keep" Unique 3 1,
    Laboratory "laboratory" Unique 5 1,
    Library "library" Unique 6 1,
    MapRoom "map_room" Unique 5 1,
    Monument "monument" Unique 4 1,
    Museum "museum" Unique 4 1,
    Necropolis "necropolis" Unique 5 1,
    Observatory "observatory" Unique 4 1,
    Park "park" Unique 6 1,
    PoorHouse "poor_house" Unique 4 1,
    Quarry "quarry" Unique 5 1,
    SchoolOfMagic "school_of_magic" Unique 6 1,
    SecretVault "secret_vault" Unique 1 1,
    Smithy "smithy" Unique 5 1,
    Stables "stables" Unique 2 1,
    Statue "statue" Unique 3 1,
    Theater "theater" Unique 6 1,
    ThievesDen "thieves_den" Unique 6 1,
    WishingWell "wishing_well" Unique 5 1,
    Graveyard "graveyard" Unique 5 1,
    Hospital "hospital" Unique 6 1,
}

impl District {
    /// The 17 basic district names (54 cards with their copies).
    pub fn basic() -> impl Iterator<Item = District> {
        District::ALL
            .iter()
            .copied()
            .filter(|d| d.colour() != Colour::Unique)
    }

    /// Every unique district of the rulebook.
    pub fn unique() -> impl Iterator<Item = District> {
        District::ALL
            .iter()
            .copied()
            .filter(|d| d.colour() == Colour::Unique)
    }

    /// The 54 basic cards, each name repeated by its copies, in [`District::ALL`] order.
    pub fn basic_cards() -> Vec<District> {
        District::basic()
            .flat_map(|d| std::iter::repeat_n(d, d.copies()))
            .collect()
    }
}

impl std::fmt::Display for District {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_27_characters_three_per_rank() {
        for rank in 1..=9 {
            assert_eq!(
                Character::ALL.iter().filter(|c| c.rank() == rank).count(),
                3
            );
        }
        assert_eq!(Character::TaxCollector.rank(), 9);
        assert_eq!(Character::Warlord.rank(), 8);
    }

    #[test]
    fn the_basic_deck_has_the_rulebooks_counts_per_colour() {
        // Rulebook p. 1 (components): 12 noble, 11 religious, 20 trade, 11 military.
        let cards = District::basic_cards();
        assert_eq!(cards.len(), 54);
        let count = |c: Colour| cards.iter().filter(|d| d.colour() == c).count();
        assert_eq!(count(Colour::Noble), 12);
        assert_eq!(count(Colour::Religious), 11);
        assert_eq!(count(Colour::Trade), 20);
        assert_eq!(count(Colour::Military), 11);
    }

    #[test]
    fn ids_round_trip_through_serde() {
        for d in District::ALL {
            let json = serde_json::to_string(d).unwrap();
            assert_eq!(json, format!("\"{}\"", d.id()));
        }
        for c in Character::ALL {
            let json = serde_json::to_string(&c).unwrap();
            assert_eq!(json, format!("\"{}\"", c.id()));
        }
    }
}
