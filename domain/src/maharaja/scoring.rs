//! Scoring (§8): points in the Maharaja's city, the gold by rank table, the monopoly bonus, and
//! the final ranking (§10).

use crate::ids::{CityId, Seat};
use crate::maharaja::board::Place;
use crate::maharaja::character::Character;
use crate::maharaja::event::{CityScore, RankEntry};
use crate::maharaja::gold::{Gold, Payment};
use crate::maharaja::state::{Game, SiteOwner};

/// The monopoly bonus.
pub const MONOPOLY_BONUS: Gold = Gold(5);

/// Gold by rank for a number of players (§8 table).
pub fn gold_by_rank(players: usize) -> &'static [u32] {
    match players {
        2 => &[10, 5],
        3 => &[11, 7, 3],
        4 => &[12, 9, 6, 3],
        5 => &[13, 10, 7, 4, 1],
        _ => &[],
    }
}

/// A seat's points in a city: architect 1, each house 1, each outer palace 1 (2 with the
/// Sadhu), the central palace 3, and with home cities 1 for holding the city's home character.
pub fn points(game: &Game, seat: Seat, city: CityId) -> u32 {
    let Some(index) = game.board().and_then(|b| b.city_index(city)) else {
        return 0;
    };
    let Some(player) = game.player(seat) else {
        return 0;
    };
    let mine = SiteOwner::Seat(seat);
    let palaces = game.city_palaces(index);
    let outer_value = if player.characters.contains(Character::Sadhu) {
        2
    } else {
        1
    };
    let outer = palaces.outer.iter().filter(|o| **o == Some(mine)).count() as u32;
    let central = if palaces.central == Some(mine) { 3 } else { 0 };
    let architect = u32::from(player.architect == Some(index));
    // §11.2.6, D13: +1 to the holder of the city's home character, even as the only point.
    let home = game.options().home_cities
        && game
            .board()
            .and_then(|b| b.cities().get(index))
            .is_some_and(|c| player.characters.contains(c.home));
    architect
        + u32::from(game.houses_at(Place::City(index), seat))
        + outer * outer_value
        + central
        + u32::from(home)
}

/// The result of scoring a city.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CityScoring {
    /// Players with points, best first, with their gold.
    pub scores: Vec<CityScore>,
    /// The only player who scored, if exactly one did.
    pub monopoly: Option<Seat>,
    /// Bank → players.
    pub payments: Vec<Payment>,
}

/// Scores a city: ranks players with points (ties: lower character), pays by the table.
pub fn score_city(game: &Game, city: CityId) -> CityScoring {
    let mut ranked: Vec<(Seat, u32)> = game
        .seats()
        .map(|s| (s, points(game, s, city)))
        .filter(|(_, p)| *p > 0)
        .collect();
    ranked.sort_by_key(|(seat, points)| (std::cmp::Reverse(*points), game.tie_rank(*seat), *seat));
    let table = gold_by_rank(game.player_count());
    let scores: Vec<CityScore> = ranked
        .iter()
        .enumerate()
        .map(|(rank, (seat, points))| CityScore {
            seat: *seat,
            points: *points,
            gold: Gold(table.get(rank).copied().unwrap_or(0)),
        })
        .collect();
    let monopoly = (scores.len() == 1).then(|| scores[0].seat);
    let mut payments: Vec<Payment> = scores
        .iter()
        .filter(|s| s.gold > Gold::ZERO)
        .map(|s| Payment::from_bank(s.seat, s.gold))
        .collect();
    if let Some(seat) = monopoly {
        payments.push(Payment::from_bank(seat, MONOPOLY_BONUS));
    }
    CityScoring {
        scores,
        monopoly,
        payments,
    }
}

/// The final ranking (§10): most palaces, then most gold, then lower character.
pub fn final_ranking(game: &Game) -> Vec<RankEntry> {
    let mut entries: Vec<RankEntry> = game
        .players()
        .iter()
        .map(|(seat, p)| RankEntry {
            seat,
            palaces: p.palaces_built,
            gold: p.gold,
            character: p.characters.lowest(),
        })
        .collect();
    entries.sort_by_key(|e| {
        (
            std::cmp::Reverse(e.palaces),
            std::cmp::Reverse(e.gold),
            game.tie_rank(e.seat),
            e.seat,
        )
    });
    entries
}
