//! Travel (§7.1, D8): paths along roads through villages with houses, tolls to the house
//! owners (free where you own a house, paid by the bank for the Wandering Monk), and the
//! cheapest path the service proposes.

use crate::ids::{CityId, PlaceId, Seat};
use crate::maharaja::board::Place;
use crate::maharaja::character::Character;
use crate::maharaja::event::{Event, Toll};
use crate::maharaja::gold::{Gold, Party};
use crate::maharaja::state::Game;
use crate::maharaja::violation::RuleViolation;

/// A trip: its path and its tolls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravelPlan {
    /// The places after the architect's location, ending in the destination city.
    pub path: Vec<PlaceId>,
    /// The destination.
    pub to: CityId,
    /// Every toll, in path order.
    pub tolls: Vec<Toll>,
    /// What the traveller pays in all (0 for the Wandering Monk: the bank pays).
    pub cost: Gold,
}

/// The architect's location as a place.
pub fn architect_place(game: &Game, seat: Seat) -> Place {
    match game.player(seat).and_then(|p| p.architect) {
        Some(city) => Place::City(city),
        None => Place::Start,
    }
}

fn holds_monk(game: &Game, seat: Seat) -> bool {
    game.player(seat)
        .is_some_and(|p| p.characters.contains(Character::WanderingMonk))
}

/// Tolls for passing a village once: nothing where the traveller owns a house; else 1 gold per
/// house to each owner.
fn village_tolls(game: &Game, seat: Seat, village: usize, out: &mut Vec<Toll>) {
    let place = Place::Village(village);
    if game.houses_at(place, seat) > 0 {
        return;
    }
    let Some(board) = game.board() else {
        return;
    };
    let payer = if holds_monk(game, seat) {
        Party::Bank
    } else {
        Party::Seat(seat)
    };
    for owner in game.seats() {
        let houses = game.houses_at(place, owner);
        if houses > 0 {
            out.push(Toll {
                village: board.villages()[village],
                from: payer,
                to: owner,
                amount: Gold(u32::from(houses)),
            });
        }
    }
}

fn cost_to_traveller(tolls: &[Toll]) -> Gold {
    tolls
        .iter()
        .filter(|t| t.from != Party::Bank)
        .fold(Gold::ZERO, |sum, t| sum + t.amount)
}

/// What passing a village once costs the traveller (0 where they own a house or hold the
/// Wandering Monk); `None` if it has no house and cannot be passed.
fn toll_cost(game: &Game, seat: Seat, village: usize, monk: bool) -> Option<u32> {
    let place = Place::Village(village);
    let total = game.total_houses_at(place);
    if total == 0 {
        None
    } else if monk || game.houses_at(place, seat) > 0 {
        Some(0)
    } else {
        Some(u32::from(total))
    }
}

/// For each node, the weight of entering it: (gold for the traveller, villages); `None` for a
/// village without houses.
fn entry_weights(game: &Game, seat: Seat) -> Vec<Option<(u32, u32)>> {
    let Some(board) = game.board() else {
        return Vec::new();
    };
    let monk = holds_monk(game, seat);
    (0..board.node_count())
        .map(|i| match board.node_place(i) {
            Place::Village(v) => toll_cost(game, seat, v, monk).map(|cost| (cost, 1)),
            _ => Some((0, 0)),
        })
        .collect()
}

/// Dijkstra over (gold, villages) from `origin`. Relaxing the edge `u → v` costs
/// `step(u, weight of v)`; impassable nodes (`None` weight) are never entered.
fn shortest(
    board: &crate::maharaja::board::Board,
    weights: &[Option<(u32, u32)>],
    origin: usize,
    step: impl Fn(usize, (u32, u32)) -> (u32, u32),
) -> Vec<Option<(u32, u32)>> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let mut dist: Vec<Option<(u32, u32)>> = vec![None; weights.len()];
    let mut heap = BinaryHeap::new();
    dist[origin] = Some((0, 0));
    heap.push(Reverse(((0u32, 0u32), origin)));
    while let Some(Reverse((d, u))) = heap.pop() {
        if dist[u] != Some(d) {
            continue;
        }
        for &next in board.neighbours(board.node_place(u)) {
            let v = board.node(next);
            let Some(w) = weights[v] else { continue };
            let cost = step(u, w);
            let through = (d.0 + cost.0, d.1 + cost.1);
            if dist[v].is_none_or(|old| through < old) {
                dist[v] = Some(through);
                heap.push(Reverse((through, v)));
            }
        }
    }
    dist
}

/// What the cheapest trip to each city (by board index) costs the traveller, `None` where no
/// trip leads (or for the city the architect stands in). One Dijkstra for all cities.
pub fn trip_costs(game: &Game, seat: Seat) -> Vec<Option<Gold>> {
    let Some(board) = game.board() else {
        return Vec::new();
    };
    let weights = entry_weights(game, seat);
    let source = board.node(architect_place(game, seat));
    let dist = shortest(board, &weights, source, |_, w| w);
    (0..board.cities().len())
        .map(|c| {
            let node = board.node(Place::City(c));
            (node != source)
                .then(|| dist[node].map(|d| Gold(d.0)))
                .flatten()
        })
        .collect()
}

/// The cheapest trip to `to` for `seat` (D8): least gold for the player, then fewest villages,
/// then lexicographically smallest sequence of ids. `None` if no road through villages with
/// houses leads there, or the architect already stands there.
pub fn cheapest_path(game: &Game, seat: Seat, to: CityId) -> Option<TravelPlan> {
    let board = game.board()?;
    let target = Place::City(board.city_index(to)?);
    let source = architect_place(game, seat);
    if source == target {
        return None;
    }
    let n = board.node_count();
    let weights = entry_weights(game, seat);
    // Distance from each node to the target: a backward Dijkstra where stepping from `u` back
    // to its neighbour costs entering `u` (nothing for the target: it is a city).
    let dist = shortest(board, &weights, board.node(target), |u, _| {
        weights[u].unwrap_or_default()
    });
    let start = board.node(source);
    dist[start]?;
    // Walk forward, choosing the smallest id among neighbours on a cheapest path.
    let mut path = Vec::new();
    let mut tolls = Vec::new();
    let mut here = start;
    while here != board.node(target) {
        let remaining = dist[here]?;
        let step = board
            .neighbours(board.node_place(here))
            .iter()
            .find(|next| {
                let m = board.node(**next);
                match (weights[m], dist[m]) {
                    (Some(w), Some(d)) => (w.0 + d.0, w.1 + d.1) == remaining,
                    _ => false,
                }
            })?;
        if let Place::Village(v) = step {
            village_tolls(game, seat, *v, &mut tolls);
        }
        path.push(board.place_id(*step));
        here = board.node(*step);
        if path.len() > n {
            return None;
        }
    }
    let cost = cost_to_traveller(&tolls);
    Some(TravelPlan {
        path,
        to,
        tolls,
        cost,
    })
}

/// The cheapest trip, checked: it exists and the player can pay it.
pub(crate) fn plan_cheapest(
    game: &Game,
    seat: Seat,
    to: CityId,
) -> Result<TravelPlan, RuleViolation> {
    let board = game.board().ok_or(RuleViolation::GameNotCreated)?;
    let index = board
        .city_index(to)
        .ok_or(RuleViolation::UnknownCity { city: to })?;
    if architect_place(game, seat) == Place::City(index) {
        return Err(RuleViolation::AlreadyThere { city: to });
    }
    let plan = cheapest_path(game, seat, to).ok_or(RuleViolation::NoRoute { city: to })?;
    check_affordable(game, seat, plan)
}

/// An explicit trip, checked step by step.
pub(crate) fn plan_path(
    game: &Game,
    seat: Seat,
    path: &[PlaceId],
) -> Result<TravelPlan, RuleViolation> {
    let board = game.board().ok_or(RuleViolation::GameNotCreated)?;
    let Some(last) = path.last() else {
        return Err(RuleViolation::EmptyPath);
    };
    let mut here = architect_place(game, seat);
    let mut tolls = Vec::new();
    for id in path {
        let next = board
            .place(*id)
            .ok_or(RuleViolation::UnknownPlace { id: *id })?;
        if !board.neighbours(here).contains(&next) {
            return Err(RuleViolation::NotAdjacent {
                from: board.place_id(here),
                to: *id,
            });
        }
        if let Place::Village(v) = next {
            if game.total_houses_at(next) == 0 {
                return Err(RuleViolation::VillageWithoutHouses {
                    village: board.villages()[v],
                });
            }
            village_tolls(game, seat, v, &mut tolls);
        }
        here = next;
    }
    let Place::City(city) = here else {
        return Err(RuleViolation::TripMustEndInCity { at: *last });
    };
    let cost = cost_to_traveller(&tolls);
    check_affordable(
        game,
        seat,
        TravelPlan {
            path: path.to_vec(),
            to: board.city_id(city),
            tolls,
            cost,
        },
    )
}

fn check_affordable(
    game: &Game,
    seat: Seat,
    plan: TravelPlan,
) -> Result<TravelPlan, RuleViolation> {
    let have = game.player(seat).map_or(Gold::ZERO, |p| p.gold);
    if plan.cost > have {
        return Err(RuleViolation::CannotPayTolls {
            tolls: plan.cost,
            have,
        });
    }
    Ok(plan)
}

/// The event of a checked trip.
pub(crate) fn traveled_event(game: &Game, seat: Seat, plan: TravelPlan) -> Event {
    let from = game
        .board()
        .map(|b| b.place_id(architect_place(game, seat)))
        .unwrap_or(PlaceId(plan.to.0));
    Event::ArchitectTraveled {
        seat,
        from,
        path: plan.path,
        to: plan.to,
        tolls: plan.tolls,
    }
}
