//! The board as data: start space, 7 cities, villages and roads, with the lookups the rules
//! need (which place an id names, who is next to whom). Loading and validation are in
//! [`format`]; shipped boards in [`shipped`].

mod format;
mod shipped;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sha2::{Digest, Sha256};

use crate::ids::{CityId, Id, PlaceId, VillageId};
use crate::maharaja::character::Character;

pub use format::{BoardError, BoardJson, CityJson, VillageJson};

/// What an id names on the board. Cities and villages are numbered in the board file's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Place {
    /// The architects' and the Maharaja's start space.
    Start,
    /// A city, by its position in the board's city list.
    City(usize),
    /// A village, by its position in the board's village list.
    Village(usize),
}

/// A city of the board.
#[derive(Debug, Clone, PartialEq)]
pub struct City {
    /// Its id.
    pub id: CityId,
    /// Its display name.
    pub name: String,
    /// The character whose home city it is (D13).
    pub home: Character,
}

/// A validated board. Cheap to share: games hold it behind an `Arc`.
#[derive(Debug, Clone, PartialEq)]
pub struct Board {
    source: BoardJson,
    start: PlaceId,
    cities: Vec<City>,
    villages: Vec<VillageId>,
    /// Every id with what it names, sorted by id.
    lookup: Vec<(Id, Place)>,
    /// Neighbours of each node (see [`Board::node`]), sorted by id.
    neighbours: Vec<Vec<Place>>,
}

impl Board {
    /// Parses and validates a board in the inline-board JSON format of `script-format.md`.
    pub fn from_json(text: &str) -> Result<Board, BoardError> {
        let source: BoardJson =
            serde_json::from_str(text).map_err(|e| BoardError::Json(e.to_string()))?;
        Board::from_source(source)
    }

    /// Validates a parsed board file.
    pub fn from_source(source: BoardJson) -> Result<Board, BoardError> {
        format::validate(source)
    }

    /// The board shipped with the engine under this id (`"classic"`, …).
    pub fn shipped(id: &str) -> Result<Board, BoardError> {
        shipped::load(id)
    }

    /// Ids of the boards shipped with the engine.
    pub fn shipped_ids() -> Vec<&'static str> {
        shipped::ids()
    }

    /// The board's id.
    pub fn id(&self) -> &str {
        &self.source.id
    }

    /// The board as its JSON file structure.
    pub fn source(&self) -> &BoardJson {
        &self.source
    }

    /// The canonical JSON text of the board (what [`Board::content_hash`] hashes).
    pub fn canonical_json(&self) -> String {
        serde_json::to_string(&self.source).unwrap_or_default()
    }

    /// SHA-256 of the board's canonical JSON, for the audit export.
    pub fn content_hash(&self) -> [u8; 32] {
        Sha256::digest(self.canonical_json().as_bytes()).into()
    }

    /// The start space's id.
    pub fn start(&self) -> PlaceId {
        self.start
    }

    /// The cities, in board order.
    pub fn cities(&self) -> &[City] {
        &self.cities
    }

    /// The villages, in board order.
    pub fn villages(&self) -> &[VillageId] {
        &self.villages
    }

    /// What an id names, if anything.
    pub fn place(&self, id: PlaceId) -> Option<Place> {
        self.lookup
            .binary_search_by(|(key, _)| key.cmp(&id.0))
            .ok()
            .map(|i| self.lookup[i].1)
    }

    /// The index of a city, if the id names a city.
    pub fn city_index(&self, city: CityId) -> Option<usize> {
        match self.place(PlaceId(city.0)) {
            Some(Place::City(i)) => Some(i),
            _ => None,
        }
    }

    /// The id of a place.
    pub fn place_id(&self, place: Place) -> PlaceId {
        match place {
            Place::Start => self.start,
            Place::City(i) => self.cities[i].id.into(),
            Place::Village(i) => self.villages[i].into(),
        }
    }

    /// The id of the city with this index.
    pub fn city_id(&self, index: usize) -> CityId {
        self.cities[index].id
    }

    /// The city whose home is this character (D13).
    pub fn home_of(&self, character: Character) -> Option<CityId> {
        self.cities
            .iter()
            .find(|c| c.home == character)
            .map(|c| c.id)
    }

    /// The places next to `place` along a road, sorted by id.
    pub fn neighbours(&self, place: Place) -> &[Place] {
        &self.neighbours[self.node(place)]
    }

    /// Number of nodes (start, cities, villages).
    pub(crate) fn node_count(&self) -> usize {
        1 + self.cities.len() + self.villages.len()
    }

    /// Dense node number of a place: start 0, then cities, then villages.
    pub(crate) fn node(&self, place: Place) -> usize {
        match place {
            Place::Start => 0,
            Place::City(i) => 1 + i,
            Place::Village(i) => 1 + self.cities.len() + i,
        }
    }

    /// The place with this dense node number.
    pub(crate) fn node_place(&self, node: usize) -> Place {
        if node == 0 {
            Place::Start
        } else if node <= self.cities.len() {
            Place::City(node - 1)
        } else {
            Place::Village(node - 1 - self.cities.len())
        }
    }
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.source.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let source = BoardJson::deserialize(deserializer)?;
        Board::from_source(source).map_err(serde::de::Error::custom)
    }
}
