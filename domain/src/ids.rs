//! Typed identifiers: seats, board ids (cities, villages, places) and the game id.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A seat at the table, 0-based, in playing (clockwise) order. Seat 0 chooses a character first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat as an index into per-seat data.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// All seats of a game with `count` players, in seat order.
    pub fn all(count: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..count).map(|i| Seat(i as u8))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// The longest id a board may use, in bytes.
pub const MAX_ID_LEN: usize = 31;

/// A short board id (`"agra"`, `"v12"`): ASCII letters, digits, `_` and `-`, 1 to 31 bytes.
/// Stored inline so ids are `Copy` and folding events allocates nothing.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Id {
    len: u8,
    bytes: [u8; MAX_ID_LEN],
}

/// Why a text is not a valid board id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    /// The id is empty.
    #[error("An id may not be empty.")]
    Empty,
    /// The id is too long.
    #[error("The id \"{0}\" is longer than 31 characters.")]
    TooLong(String),
    /// The id has a character other than ASCII letters, digits, `_` and `-`.
    #[error("The id \"{0}\" may contain only letters, digits, \"_\" and \"-\".")]
    BadCharacter(String),
}

impl Id {
    /// Parses an id.
    pub fn new(text: &str) -> Result<Id, IdError> {
        if text.is_empty() {
            return Err(IdError::Empty);
        }
        if text.len() > MAX_ID_LEN {
            return Err(IdError::TooLong(text.to_string()));
        }
        if !text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        {
            return Err(IdError::BadCharacter(text.to_string()));
        }
        let mut bytes = [0u8; MAX_ID_LEN];
        bytes[..text.len()].copy_from_slice(text.as_bytes());
        Ok(Id {
            len: text.len() as u8,
            bytes,
        })
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        // Only ASCII bytes are ever stored (checked in `new`).
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl PartialOrd for Id {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Id {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        // Ids are ASCII, so byte order is string order.
        self.bytes[..usize::from(self.len)].cmp(&other.bytes[..usize::from(other.len)])
    }
}

impl fmt::Debug for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Id {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Id {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Id::new(&text).map_err(serde::de::Error::custom)
    }
}

macro_rules! board_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub Id);

        impl $name {
            /// Parses the id; panics on an invalid id, so use it for literals in tests and code.
            pub fn new(text: &str) -> $name {
                $name(Id::new(text).unwrap_or_else(|e| panic!("{e}")))
            }

            /// The id as text.
            pub fn as_str(&self) -> &str {
                self.0.as_str()
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({:?})", stringify!($name), self.0.as_str())
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.0.as_str())
            }
        }
    };
}

board_id!(
    /// The id of a city on the board.
    CityId
);
board_id!(
    /// The id of a village on the board.
    VillageId
);
board_id!(
    /// The id of any place on the board: the start space, a city or a village. Paths and house
    /// sites use it; the board tells which kind it is.
    PlaceId
);

impl From<CityId> for PlaceId {
    fn from(city: CityId) -> PlaceId {
        PlaceId(city.0)
    }
}

impl From<VillageId> for PlaceId {
    fn from(village: VillageId) -> PlaceId {
        PlaceId(village.0)
    }
}

/// A game's id: 16 random bytes, written as 32 lowercase hex characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct GameId(pub [u8; 16]);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.0))
    }
}

impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&hex::encode(self.0))
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(GameId(crate::bytes::hex_array(deserializer)?))
    }
}

/// Per-seat data, indexed by [`Seat`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySeat<T>(pub Vec<T>);

impl<T> Default for BySeat<T> {
    fn default() -> Self {
        BySeat(Vec::new())
    }
}

impl<T> BySeat<T> {
    /// One value per seat, made by `make`.
    pub fn from_fn(count: usize, make: impl FnMut(usize) -> T) -> BySeat<T> {
        BySeat((0..count).map(make).collect())
    }

    /// The value of one seat; `None` for a seat not in the game.
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat.index())
    }

    /// The value of one seat, mutably.
    pub fn get_mut(&mut self, seat: Seat) -> Option<&mut T> {
        self.0.get_mut(seat.index())
    }

    /// Number of seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no seats (before the game starts).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Seats with their values, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }
}
