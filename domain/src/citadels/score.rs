//! Final scoring (p. 6): district costs, 3 for all five colours, 4 for the first completed
//! city and 2 for every other, the unique districts' extra points; best first, ties to the
//! higher rank played in the last round.

use super::cards::{Colour, District};
use super::event::Score;
use super::state::State;
use crate::ids::Seat;

/// Scores every seat; the Haunted Quarter takes the colour that scores best for its owner.
pub fn ranking(state: &State) -> Vec<Score> {
    let mut scores: Vec<Score> = (0..state.seats())
        .map(|i| score(state, Seat(i as u8)))
        .collect();
    scores.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.last_rank.cmp(&a.last_rank))
            .then(a.seat.cmp(&b.seat))
    });
    scores
}

/// One seat's score.
pub fn score(state: &State, seat: Seat) -> Score {
    let haunted = state
        .player(seat)
        .is_some_and(|p| p.has(District::HauntedQuarter));
    let choices: &[Colour] = if haunted {
        &Colour::ALL
    } else {
        &[Colour::Unique]
    };
    choices
        .iter()
        .map(|c| score_as(state, seat, *c))
        .max_by_key(|s| s.score)
        .unwrap_or_else(|| score_as(state, seat, Colour::Unique))
}

fn score_as(state: &State, seat: Seat, haunted: Colour) -> Score {
    let Some(p) = state.player(seat) else {
        return Score {
            seat,
            score: 0,
            districts: 0,
            colours: 0,
            completion: 0,
            unique: 0,
            last_rank: 0,
        };
    };
    let colour = |d: District| {
        if d == District::HauntedQuarter {
            haunted
        } else {
            d.colour()
        }
    };
    let districts: u32 = p.city.iter().map(|b| b.cost()).sum();
    let has_all = Colour::ALL
        .iter()
        .all(|c| p.city.iter().any(|b| colour(b.district) == *c));
    let colours = if has_all { 3 } else { 0 };
    let completion = match state.completers.iter().position(|s| *s == seat) {
        Some(0) => 4,
        Some(_) => 2,
        None => 0,
    };
    let uniques = p
        .city
        .iter()
        .filter(|b| colour(b.district) == Colour::Unique)
        .count() as u32;
    let mut unique = 0;
    for b in &p.city {
        unique += match b.district {
            District::DragonGate => 2,
            District::ImperialTreasury => p.gold,
            District::MapRoom => p.hand_count as u32,
            District::WishingWell => uniques,
            District::Statue if state.crown == seat => 5,
            District::Basilica => p.city.iter().filter(|b| b.cost() & 1 == 1).count() as u32,
            District::Capitol => {
                let most = Colour::ALL
                    .iter()
                    .map(|c| p.city.iter().filter(|b| colour(b.district) == *c).count())
                    .max()
                    .unwrap_or(0);
                if most >= 3 {
                    3
                } else {
                    0
                }
            }
            District::IvoryTower if uniques == 1 => 5,
            District::Museum => b.under_count as u32,
            _ => 0,
        };
    }
    if p.hand.contains(&District::SecretVault) {
        unique += 3;
    }
    let last_rank = p
        .last_characters
        .iter()
        .map(|c| c.rank())
        .max()
        .unwrap_or(0);
    Score {
        seat,
        score: districts + colours + completion + unique,
        districts,
        colours,
        completion,
        unique,
        last_rank,
    }
}
