//! What the greedy bot reads from a game beyond the engine's accessors: the board's roads, the
//! cost of travelling to every city at once, the next cities to be scored, which Governor moves
//! bring a visit forward, points and ranks in a city, and free palace sites.

use std::sync::Arc;

use crate::ids::Seat;
use crate::maharaja::board::{Board, Place};
use crate::maharaja::character::Character;
use crate::maharaja::scoring::{gold_by_rank, points};
use crate::maharaja::state::{Game, Phase, Site, OUTER_SITES};
use crate::maharaja::track::Track;

/// A road of the board: its two end places and the villages along it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Road {
    /// The places (start or cities) at both ends.
    pub(crate) ends: [Place; 2],
    /// The villages along it, by board index.
    pub(crate) villages: Vec<usize>,
}

/// The roads of one board, with the road of each village.
#[derive(Debug, Clone)]
pub(crate) struct BoardSense {
    board: Arc<Board>,
    roads: Vec<Road>,
    /// Index into `roads` of each village's road.
    village_road: Vec<Option<usize>>,
}

impl BoardSense {
    /// Reads the roads of a board.
    pub(crate) fn new(board: Arc<Board>) -> BoardSense {
        let mut roads = Vec::new();
        let mut village_road = vec![None; board.villages().len()];
        for road in &board.source().roads {
            let places: Vec<Place> = road.iter().filter_map(|id| board.place(*id)).collect();
            let (Some(first), Some(last)) = (places.first(), places.last()) else {
                continue;
            };
            let villages: Vec<usize> = places
                .iter()
                .filter_map(|p| match p {
                    Place::Village(v) => Some(*v),
                    _ => None,
                })
                .collect();
            for v in &villages {
                if let Some(slot) = village_road.get_mut(*v) {
                    *slot = Some(roads.len());
                }
            }
            roads.push(Road {
                ends: [*first, *last],
                villages,
            });
        }
        BoardSense {
            board,
            roads,
            village_road,
        }
    }

    /// Whether this sense was read from `board` (the same shared board).
    pub(crate) fn is_for(&self, board: &Arc<Board>) -> bool {
        Arc::ptr_eq(&self.board, board)
    }

    /// The road a village lies on.
    pub(crate) fn road_of(&self, village: usize) -> Option<&Road> {
        self.roads.get((*self.village_road.get(village)?)?)
    }
}

/// Gold `seat` pays to pass a village, `None` if it cannot be passed (no house there).
fn village_toll(game: &Game, seat: Seat, place: Place, monk: bool) -> Option<u32> {
    let total = game.total_houses_at(place);
    if total == 0 {
        return None;
    }
    let own = game.houses_at(place, seat);
    if own > 0 || monk {
        Some(0)
    } else {
        Some(u32::from(total))
    }
}

/// The least gold `seat` pays to travel from its architect's place to each city (by city
/// index): `Some(0)` for the city it stands in, `None` where no road through villages with
/// houses leads. The same costs as the engine's cheapest path (§7.1, D8).
pub(crate) fn travel_costs(game: &Game, seat: Seat) -> Vec<Option<u32>> {
    let Some(board) = game.board() else {
        return Vec::new();
    };
    let Some(player) = game.player(seat) else {
        return vec![None; board.cities().len()];
    };
    let monk = player.characters.contains(Character::WanderingMonk);
    let source = player.architect.map_or(Place::Start, Place::City);
    let n = board.node_count();
    let mut dist: Vec<Option<u32>> = vec![None; n];
    let mut done = vec![false; n];
    dist[board.node(source)] = Some(0);
    loop {
        let mut next: Option<(u32, usize)> = None;
        for (node, d) in dist.iter().enumerate() {
            if let (false, Some(d)) = (done[node], d) {
                if next.is_none_or(|(best, _)| *d < best) {
                    next = Some((*d, node));
                }
            }
        }
        let Some((d, node)) = next else { break };
        done[node] = true;
        for &neighbour in board.neighbours(board.node_place(node)) {
            let step = match neighbour {
                Place::Village(_) => match village_toll(game, seat, neighbour, monk) {
                    Some(toll) => toll,
                    None => continue,
                },
                _ => 0,
            };
            let m = board.node(neighbour);
            if !done[m] && dist[m].is_none_or(|old| d + step < old) {
                dist[m] = Some(d + step);
            }
        }
    }
    (0..board.cities().len())
        .map(|c| dist[board.node(Place::City(c))])
        .collect()
}

/// The next two cities to be scored, by index: this round's Maharaja city (while the round
/// runs), then the cities of the lowest governor tiles (each round the lowest tile goes above
/// the highest, so after round 7 the Maharaja visits the numbered slots' cities again).
pub(crate) fn scoring_cities(game: &Game) -> [Option<usize>; 2] {
    let mut cities = [None, None];
    let mut found = 0;
    let running = matches!(game.phase(), Phase::Discs | Phase::Turns);
    if running {
        if let Some(m) = game.maharaja().and_then(|id| game.board()?.city_index(id)) {
            cities[0] = Some(m);
            found = 1;
        }
    }
    // The track is a queue: each round the lowest tile moves above the highest.
    for (_, city) in game.track().tiles() {
        if found == 2 {
            break;
        }
        cities[found] = Some(city);
        found += 1;
    }
    cities
}

/// Whether the Governor move of a city's tile (index) brings the city's visit forward to a round
/// the game still has: the tile passes another tile (R1: on a numbered slot too) and then lies
/// among the lowest `rounds left` tiles.
pub(crate) fn governor_move_pays(game: &Game, city: usize) -> bool {
    let track = game.track();
    let Ok((from, to)) = track.governor_move(city) else {
        return false;
    };
    let mut after = *track;
    after.move_tile(from, to);
    let place_in_queue = |t: &Track| t.tiles().position(|(_, c)| c == city);
    let rounds_left = game.options().last_round().saturating_sub(game.round());
    match (place_in_queue(track), place_in_queue(&after)) {
        (Some(before), Some(now)) => {
            now < before && u32::try_from(now).is_ok_and(|n| n < rounds_left)
        }
        _ => false,
    }
}

/// `seat`'s points in a city (by index), as scored now.
pub(crate) fn points_in(game: &Game, seat: Seat, city: usize) -> u32 {
    game.board()
        .map_or(0, |b| points(game, seat, b.city_id(city)))
}

/// The most points any other player has in a city.
pub(crate) fn best_rival_points(game: &Game, seat: Seat, city: usize) -> u32 {
    game.seats()
        .filter(|s| *s != seat)
        .map(|s| points_in(game, s, city))
        .max()
        .unwrap_or(0)
}

/// The scoring gold `seat` would get in `city` with `mine` points, the others as they stand.
pub(crate) fn scoring_gold(game: &Game, seat: Seat, city: usize, mine: u32) -> u32 {
    if mine == 0 {
        return 0;
    }
    let rank = game
        .seats()
        .filter(|s| *s != seat)
        .filter(|s| {
            let theirs = points_in(game, *s, city);
            theirs > mine || (theirs == mine && game.tie_rank(*s) < game.tie_rank(seat))
        })
        .count();
    gold_by_rank(game.player_count())
        .get(rank)
        .copied()
        .unwrap_or(0)
}

/// The best free palace site of a city: the central one if free, else an outer one.
pub(crate) fn free_site(game: &Game, city: usize) -> Option<Site> {
    let palaces = game.city_palaces(city);
    if palaces.central.is_none() {
        Some(Site::Central)
    } else if palaces.outer_count() < OUTER_SITES {
        Some(Site::Outer)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maharaja::bots::{play_game, BotKind, GameConfig};
    use crate::maharaja::travel::cheapest_path;

    #[test]
    fn travel_costs_agree_with_the_engines_cheapest_path() {
        for seed in 0..6 {
            for bots in BotKind::ALL {
                let config = GameConfig::classic(3 + (seed as usize % 3), bots, seed).unwrap();
                let played = play_game(&config).unwrap();
                let mut game = Game::default();
                for (i, event) in played.events.iter().enumerate() {
                    game.apply(event);
                    if i % 5 != 0 || game.phase() != Phase::Turns {
                        continue;
                    }
                    let board = game.board().unwrap();
                    for seat in game.seats() {
                        let here = game.player(seat).unwrap().architect;
                        for (c, mine) in travel_costs(&game, seat).into_iter().enumerate() {
                            let engine = cheapest_path(&game, seat, board.city_id(c))
                                .map(|plan| plan.cost.0);
                            if here == Some(c) {
                                assert_eq!(mine, Some(0));
                            } else {
                                assert_eq!(mine, engine, "seat {seat} to city {c} after event {i}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_next_scored_cities_follow_the_track() {
        let config = GameConfig::classic(3, BotKind::Greedy, 1).unwrap();
        let played = play_game(&config).unwrap();
        let mut game = Game::default();
        for event in &played.events {
            game.apply(event);
            if game.phase() == Phase::Discs {
                let [now, next] = scoring_cities(&game);
                let board = game.board().unwrap();
                assert_eq!(now.map(|c| board.city_id(c)), game.maharaja());
                assert_eq!(next, game.track().lowest().map(|(_, c)| c));
            }
        }
    }
}
