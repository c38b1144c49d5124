//! The nine disc actions (§6.2), their one-byte codes for commitments, and the disc's slots.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// An action an arrow of the disc can name.
///
/// Byte codes (used in disc commitments, fixed forever): gold = 0, house = 1, two_houses = 2,
/// move_house = 3, quarry = 4, palace = 5, palace_house = 6, governor = 7, character = 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Take 2 gold from the bank.
    Gold = 0,
    /// Build 1 house.
    House = 1,
    /// Build 2 houses, at least one in a city.
    TwoHouses = 2,
    /// Move one of your houses.
    MoveHouse = 3,
    /// Move 2 houses from the quarry to your supply.
    Quarry = 4,
    /// Build 1 palace.
    Palace = 5,
    /// Build 1 palace and 1 house.
    PalaceHouse = 6,
    /// Move a governor tile 2 slots down the track.
    Governor = 7,
    /// Take a character.
    Character = 8,
}

impl Action {
    /// All nine actions, in byte-code order.
    pub const ALL: [Action; 9] = [
        Action::Gold,
        Action::House,
        Action::TwoHouses,
        Action::MoveHouse,
        Action::Quarry,
        Action::Palace,
        Action::PalaceHouse,
        Action::Governor,
        Action::Character,
    ];

    /// The byte that stands for this action in a disc commitment.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The action with this byte code.
    pub fn from_code(code: u8) -> Option<Action> {
        Action::ALL.get(usize::from(code)).copied()
    }

    /// The English name, for sentences.
    pub fn name(self) -> &'static str {
        match self {
            Action::Gold => "Gold",
            Action::House => "House",
            Action::TwoHouses => "Two houses",
            Action::MoveHouse => "Move house",
            Action::Quarry => "Quarry",
            Action::Palace => "Palace",
            Action::PalaceHouse => "Palace + house",
            Action::Governor => "Governor",
            Action::Character => "Character",
        }
    }

    /// How many houses this action lets you build.
    pub fn houses(self) -> u8 {
        match self {
            Action::House | Action::PalaceHouse => 1,
            Action::TwoHouses => 2,
            _ => 0,
        }
    }

    /// Whether this action lets you build a palace.
    pub fn palaces(self) -> u8 {
        u8::from(matches!(self, Action::Palace | Action::PalaceHouse))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a played action comes from: one of the disc's two arrows, or (Expanded I) an action
/// token. In JSON: `0`, `1` or `"token"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slot {
    /// The disc's first arrow.
    A,
    /// The disc's second arrow.
    B,
    /// An action token (Expanded I): the third action of a turn.
    Token,
}

impl Slot {
    /// The two arrows of the disc.
    pub const DISC: [Slot; 2] = [Slot::A, Slot::B];

    /// Position in the disc (0 or 1), `None` for a token.
    pub fn disc_index(self) -> Option<usize> {
        match self {
            Slot::A => Some(0),
            Slot::B => Some(1),
            Slot::Token => None,
        }
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Slot::A => "first arrow",
            Slot::B => "second arrow",
            Slot::Token => "action token",
        })
    }
}

impl Serialize for Slot {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Slot::A => serializer.serialize_u8(0),
            Slot::B => serializer.serialize_u8(1),
            Slot::Token => serializer.serialize_str("token"),
        }
    }
}

impl<'de> Deserialize<'de> for Slot {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Index(u8),
            Name(String),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Index(0) => Ok(Slot::A),
            Raw::Index(1) => Ok(Slot::B),
            Raw::Name(name) if name == "token" => Ok(Slot::Token),
            _ => Err(serde::de::Error::custom(
                "a slot is 0, 1 or \"token\"".to_string(),
            )),
        }
    }
}
