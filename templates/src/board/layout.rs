//! Where things go: the positions of the start, cities and villages from the board file
//! (`start_pos`, `pos`, `size`), with a fallback layout for boards drawn without them, and the
//! frame of the whole picture (the map plus the governor track beside it).

use std::collections::{BTreeMap, BTreeSet};

use durbar_domain::maharaja::Board;
use serde_json::Value;

/// A point in board units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// Rightwards.
    pub x: f64,
    /// Downwards.
    pub y: f64,
}

/// Margin around the map, in board units.
pub const MARGIN: f64 = 40.0;
/// Gap between the map and the governor track.
pub const TRACK_GAP: f64 = 24.0;
/// Width of the governor track.
pub const TRACK_WIDTH: f64 = 190.0;

/// The positions of every place, and the size of the map.
#[derive(Debug, Clone)]
pub struct Layout {
    /// Map width.
    pub width: f64,
    /// Map height.
    pub height: f64,
    /// Place id → position.
    pub places: BTreeMap<String, Point>,
    /// The ids of the cities.
    pub cities: BTreeSet<String>,
}

fn point(value: Option<&Value>) -> Option<Point> {
    match value? {
        Value::Array(xy) if xy.len() == 2 => Some(Point {
            x: xy[0].as_f64()?,
            y: xy[1].as_f64()?,
        }),
        Value::Object(map) => Some(Point {
            x: map.get("x")?.as_f64()?,
            y: map.get("y")?.as_f64()?,
        }),
        _ => None,
    }
}

impl Layout {
    /// The board's own positions; places without one are laid out: the start in the middle,
    /// cities on an ellipse around it, villages evenly along their road.
    pub fn of(board: &Board) -> Layout {
        let source = board.source();
        let (width, height) = point(source.size.as_ref())
            .filter(|p| p.x >= 100.0 && p.y >= 100.0 && p.x <= 10_000.0 && p.y <= 10_000.0)
            .map_or((1000.0, 700.0), |p| (p.x, p.y));
        let mut places = BTreeMap::new();
        let centre = Point {
            x: width / 2.0,
            y: height / 2.0,
        };
        places.insert(
            source.start.to_string(),
            point(source.start_pos.as_ref()).unwrap_or(centre),
        );
        let count = source.cities.len().max(1) as f64;
        for (i, city) in source.cities.iter().enumerate() {
            let angle = std::f64::consts::TAU * i as f64 / count - std::f64::consts::FRAC_PI_2;
            let fallback = Point {
                x: centre.x + angle.cos() * width * 0.4,
                y: centre.y + angle.sin() * height * 0.4,
            };
            places.insert(
                city.id.to_string(),
                point(city.pos.as_ref()).unwrap_or(fallback),
            );
        }
        let given: BTreeMap<String, Point> = source
            .villages
            .iter()
            .filter_map(|v| Some((v.id.to_string(), point(v.pos.as_ref())?)))
            .collect();
        for road in &source.roads {
            let (Some(first), Some(last)) = (road.first(), road.last()) else {
                continue;
            };
            let a = places.get(first.as_str()).copied().unwrap_or(centre);
            let b = places.get(last.as_str()).copied().unwrap_or(centre);
            let inner = road.len().saturating_sub(2);
            for (k, village) in road.iter().enumerate().skip(1).take(inner) {
                let t = k as f64 / (inner + 1) as f64;
                let fallback = Point {
                    x: a.x + (b.x - a.x) * t,
                    y: a.y + (b.y - a.y) * t,
                };
                let at = given.get(village.as_str()).copied().unwrap_or(fallback);
                places.insert(village.to_string(), at);
            }
        }
        Layout {
            width,
            height,
            places,
            cities: source.cities.iter().map(|c| c.id.to_string()).collect(),
        }
    }

    /// The position of a place (the middle of the map for an unknown id).
    pub fn at(&self, id: &str) -> Point {
        self.places.get(id).copied().unwrap_or(Point {
            x: self.width / 2.0,
            y: self.height / 2.0,
        })
    }

    /// Left edge of the governor track.
    pub fn track_x(&self) -> f64 {
        self.width + TRACK_GAP
    }

    /// The SVG viewBox: the map with its margin and the track.
    pub fn view_box(&self) -> (f64, f64, f64, f64) {
        (
            -MARGIN,
            -MARGIN,
            self.width + TRACK_GAP + TRACK_WIDTH + 2.0 * MARGIN,
            self.height + 2.0 * MARGIN,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_classic_board_has_a_position_for_every_place() {
        let board = Board::shipped("classic").unwrap();
        let layout = Layout::of(&board);
        assert_eq!(layout.places.len(), 1 + 7 + 30);
        assert_eq!((layout.width, layout.height), (1000.0, 700.0));
        assert_eq!(layout.at("agra"), Point { x: 865.0, y: 250.0 });
    }

    #[test]
    fn a_board_without_positions_is_laid_out() {
        let classic = Board::shipped("classic").unwrap();
        let mut source = classic.source().clone();
        source.size = None;
        source.start_pos = None;
        for city in &mut source.cities {
            city.pos = None;
        }
        for village in &mut source.villages {
            village.pos = None;
        }
        let board = Board::from_source(source).unwrap();
        let layout = Layout::of(&board);
        assert_eq!(layout.at("start"), Point { x: 500.0, y: 350.0 });
        // v21 lies halfway between the start and Bikaner (road start, v21, bikaner).
        let (s, b, v) = (layout.at("start"), layout.at("bikaner"), layout.at("v21"));
        assert!((v.x - (s.x + b.x) / 2.0).abs() < 1e-9);
        assert!((v.y - (s.y + b.y) / 2.0).abs() < 1e-9);
    }
}
