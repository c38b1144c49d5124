//! The board file format (inline boards of `script-format.md`) and its validation, with one
//! error per way a board can be wrong.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Board, City, Place};
use crate::ids::{CityId, Id, PlaceId, VillageId};
use crate::maharaja::character::Character;

/// The board file as written: ids, positions for drawing, roads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoardJson {
    /// The board's id.
    pub id: String,
    /// Display name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Drawing size (free form, passed through).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<Value>,
    /// The start space's id.
    pub start: PlaceId,
    /// Where to draw the start space (free form, passed through).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_pos: Option<Value>,
    /// The 7 cities.
    pub cities: Vec<CityJson>,
    /// The villages.
    pub villages: Vec<VillageJson>,
    /// Roads: a place, the villages along it in order, a place.
    pub roads: Vec<Vec<PlaceId>>,
}

/// A city in the board file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CityJson {
    /// Its id.
    pub id: CityId,
    /// Display name (defaults to the id).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The character whose home city it is.
    pub home: Character,
    /// Where to draw it (free form, passed through).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pos: Option<Value>,
}

/// A village in the board file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VillageJson {
    /// Its id.
    pub id: VillageId,
    /// Where to draw it (free form, passed through).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pos: Option<Value>,
}

/// Why a board file is not a valid board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Not JSON of the board format.
    #[error("The board is not valid board JSON: {0}")]
    Json(String),
    /// No shipped board has this id.
    #[error("There is no shipped board called \"{0}\".")]
    UnknownShippedBoard(String),
    /// Two places share an id.
    #[error("The id \"{0}\" is used for more than one place.")]
    DuplicateId(String),
    /// Not exactly 7 cities.
    #[error("A board must have exactly 7 cities, but this one has {0}.")]
    CityCount(usize),
    /// A road names an id that is not on the board.
    #[error("Road {road} names \"{id}\", which is not a place or village of the board.")]
    UnknownId {
        /// 0-based road number.
        road: usize,
        /// The unknown id.
        id: String,
    },
    /// A road is too short to join two places.
    #[error("Road {road} must list a place, its villages and a place.")]
    RoadTooShort {
        /// 0-based road number.
        road: usize,
    },
    /// A road does not begin and end at the start or a city.
    #[error("Road {road} must begin and end at the start or a city, but \"{id}\" is a village.")]
    RoadEndNotAPlace {
        /// 0-based road number.
        road: usize,
        /// The offending id.
        id: String,
    },
    /// A road has a city or the start between its ends.
    #[error("Road {road} may have only villages between its ends, but \"{id}\" is not a village.")]
    RoadInnerNotAVillage {
        /// 0-based road number.
        road: usize,
        /// The offending id.
        id: String,
    },
    /// A road has 0 or more than 2 villages.
    #[error("Road {road} has {count} villages, but a road has 1 or 2.")]
    RoadVillageCount {
        /// 0-based road number.
        road: usize,
        /// How many villages it has.
        count: usize,
    },
    /// A road joins a place to itself.
    #[error("Road {road} joins \"{id}\" to itself.")]
    RoadJoinsPlaceToItself {
        /// 0-based road number.
        road: usize,
        /// The place.
        id: String,
    },
    /// A village lies on more than one road, or twice on one road.
    #[error("The village \"{0}\" lies on more than one road, but a village lies on exactly one.")]
    VillageOnSeveralRoads(String),
    /// A village lies on no road.
    #[error("The village \"{0}\" lies on no road, but a village lies on exactly one.")]
    VillageOnNoRoad(String),
    /// Two cities have the same home character.
    #[error("Each city must be the home of a different character, but {character} is the home of both \"{first}\" and \"{second}\".")]
    HomeTwice {
        /// The character.
        character: Character,
        /// One city.
        first: String,
        /// The other city.
        second: String,
    },
    /// A place cannot be reached from the start.
    #[error("The map is not connected: \"{0}\" cannot be reached from the start.")]
    Disconnected(String),
}

pub(super) fn validate(source: BoardJson) -> Result<Board, BoardError> {
    if source.cities.len() != 7 {
        return Err(BoardError::CityCount(source.cities.len()));
    }
    let mut lookup: BTreeMap<Id, Place> = BTreeMap::new();
    let mut add = |id: Id, place: Place| {
        if lookup.insert(id, place).is_some() {
            Err(BoardError::DuplicateId(id.to_string()))
        } else {
            Ok(())
        }
    };
    add(source.start.0, Place::Start)?;
    for (i, city) in source.cities.iter().enumerate() {
        add(city.id.0, Place::City(i))?;
    }
    for (i, village) in source.villages.iter().enumerate() {
        add(village.id.0, Place::Village(i))?;
    }

    let mut homes: BTreeMap<Character, CityId> = BTreeMap::new();
    for city in &source.cities {
        if let Some(first) = homes.insert(city.home, city.id) {
            return Err(BoardError::HomeTwice {
                character: city.home,
                first: first.to_string(),
                second: city.id.to_string(),
            });
        }
    }

    let node_count = 1 + source.cities.len() + source.villages.len();
    let node = |place: Place| match place {
        Place::Start => 0,
        Place::City(i) => 1 + i,
        Place::Village(i) => 1 + source.cities.len() + i,
    };
    let mut edges: Vec<BTreeSet<(Id, Place)>> = vec![BTreeSet::new(); node_count];
    let mut village_seen: BTreeSet<usize> = BTreeSet::new();
    for (r, road) in source.roads.iter().enumerate() {
        let places = road
            .iter()
            .map(|id| {
                lookup
                    .get(&id.0)
                    .copied()
                    .ok_or_else(|| BoardError::UnknownId {
                        road: r,
                        id: id.to_string(),
                    })
            })
            .collect::<Result<Vec<Place>, BoardError>>()?;
        if places.len() < 2 {
            return Err(BoardError::RoadTooShort { road: r });
        }
        for &end in [places[0], places[places.len() - 1]].iter() {
            if let Place::Village(_) = end {
                let id = if end == places[0] {
                    road[0]
                } else {
                    road[road.len() - 1]
                };
                return Err(BoardError::RoadEndNotAPlace {
                    road: r,
                    id: id.to_string(),
                });
            }
        }
        let inner = &places[1..places.len() - 1];
        for (k, place) in inner.iter().enumerate() {
            match place {
                Place::Village(v) => {
                    if !village_seen.insert(*v) {
                        return Err(BoardError::VillageOnSeveralRoads(road[k + 1].to_string()));
                    }
                }
                _ => {
                    return Err(BoardError::RoadInnerNotAVillage {
                        road: r,
                        id: road[k + 1].to_string(),
                    })
                }
            }
        }
        if inner.is_empty() || inner.len() > 2 {
            return Err(BoardError::RoadVillageCount {
                road: r,
                count: inner.len(),
            });
        }
        if places[0] == places[places.len() - 1] {
            return Err(BoardError::RoadJoinsPlaceToItself {
                road: r,
                id: road[0].to_string(),
            });
        }
        for (pair, ids) in places.windows(2).zip(road.windows(2)) {
            edges[node(pair[0])].insert((ids[1].0, pair[1]));
            edges[node(pair[1])].insert((ids[0].0, pair[0]));
        }
    }
    for (i, village) in source.villages.iter().enumerate() {
        if !village_seen.contains(&i) {
            return Err(BoardError::VillageOnNoRoad(village.id.to_string()));
        }
    }

    let mut reached = vec![false; node_count];
    let mut stack = vec![0usize];
    reached[0] = true;
    while let Some(n) = stack.pop() {
        for (_, next) in &edges[n] {
            let m = node(*next);
            if !reached[m] {
                reached[m] = true;
                stack.push(m);
            }
        }
    }
    if let Some((id, _)) = lookup.iter().find(|(_, place)| !reached[node(**place)]) {
        return Err(BoardError::Disconnected(id.to_string()));
    }

    let cities = source
        .cities
        .iter()
        .map(|c| City {
            id: c.id,
            name: c.name.clone().unwrap_or_else(|| c.id.to_string()),
            home: c.home,
        })
        .collect();
    let villages = source.villages.iter().map(|v| v.id).collect();
    Ok(Board {
        start: source.start,
        cities,
        villages,
        lookup: lookup.into_iter().collect(),
        neighbours: edges
            .into_iter()
            .map(|set| set.into_iter().map(|(_, place)| place).collect())
            .collect(),
        source,
    })
}
