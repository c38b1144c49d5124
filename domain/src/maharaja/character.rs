//! The characters (§5.1): their numbers, ids and names. The number orders turns and breaks ties.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A character card. The discriminant is the number on the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Character {
    /// 1: plays first, wins all ties.
    GreatMogul = 1,
    /// 2: +1 gold in each of the holder's turns.
    Merchant = 2,
    /// 3: the holder's outer palaces score 2 points.
    Sadhu = 3,
    /// 4: the bank pays the holder's tolls.
    WanderingMonk = 4,
    /// 5: once per turn a free extra house or a free house move.
    Builder = 5,
    /// 6: palaces cost 9 gold.
    MasterCraftsman = 6,
    /// 7 (Expanded I): an action token in each of the holder's turns.
    Yogi = 7,
}

impl Character {
    /// All seven characters, by number.
    pub const ALL: [Character; 7] = [
        Character::GreatMogul,
        Character::Merchant,
        Character::Sadhu,
        Character::WanderingMonk,
        Character::Builder,
        Character::MasterCraftsman,
        Character::Yogi,
    ];

    /// The base game's characters 1–6.
    pub const BASE: [Character; 6] = [
        Character::GreatMogul,
        Character::Merchant,
        Character::Sadhu,
        Character::WanderingMonk,
        Character::Builder,
        Character::MasterCraftsman,
    ];

    /// The number on the card (1–7).
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The English name, for sentences.
    pub fn name(self) -> &'static str {
        match self {
            Character::GreatMogul => "the Great Mogul",
            Character::Merchant => "the Merchant",
            Character::Sadhu => "the Sadhu",
            Character::WanderingMonk => "the Wandering Monk",
            Character::Builder => "the Builder",
            Character::MasterCraftsman => "the Master Craftsman",
            Character::Yogi => "the Yogi",
        }
    }
}

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
