//! The flow of a round: the end of a turn (forfeits, D3), the next player (D7), the scoring
//! (§8) once everyone has played, the end check (§10) and the next round's start (§6.1, D2).

use super::Batch;
use crate::ids::Seat;
use crate::maharaja::event::{EndReason, Event};
use crate::maharaja::gold::{Gold, Payment};
use crate::maharaja::scoring;
use crate::maharaja::track::numbered;
use crate::maharaja::violation::RuleViolation;

/// Gold each other player receives when a turn forfeits part of its disc (D3).
pub const FORFEIT_COMPENSATION: Gold = Gold(2);

pub(super) fn end_turn(
    batch: &mut Batch,
    seat: Seat,
    by_system: bool,
) -> Result<(), RuleViolation> {
    let Some(turn) = batch.game.turn().copied() else {
        return Err(RuleViolation::NotYourTurn);
    };
    let unfinished = turn.unfinished();
    if !unfinished.is_empty() {
        let payments = batch
            .game
            .seats()
            .filter(|s| *s != seat)
            .map(|s| Payment::from_bank(s, FORFEIT_COMPENSATION))
            .collect();
        batch.push(Event::ForfeitCompensated {
            seat,
            slots: unfinished,
            payments,
        });
    }
    let round = batch.game.round();
    batch.push(Event::TurnEnded {
        round,
        seat,
        by_system,
    });
    if batch.game.next_to_play().is_none() {
        end_round(batch);
    }
    Ok(())
}

fn end_round(batch: &mut Batch) {
    let game = &batch.game;
    let round = game.round();
    if let Some(city) = game.maharaja() {
        let result = scoring::score_city(game, city);
        batch.push(Event::CityScored {
            round,
            city,
            scores: result.scores,
            monopoly: result.monopoly,
            payments: result.payments,
        });
    }
    let game = &batch.game;
    let palaces = game.options().palaces_per_player();
    let last_round = game.options().last_round();
    let reason = if game.players().0.iter().any(|p| p.palaces_built >= palaces) {
        Some(EndReason::AllPalacesBuilt)
    } else if game
        .track()
        .highest()
        .and_then(numbered)
        .is_some_and(|n| u32::from(n) >= last_round)
        || round >= last_round
    {
        Some(EndReason::LastRound)
    } else {
        None
    };
    match reason {
        Some(reason) => end_game(batch, reason),
        None => start_round(batch),
    }
}

/// Round start: the Maharaja goes to the lowest governor's city, whose tile moves above the
/// highest tile, onto the round's numbered slot (R1).
pub(super) fn start_round(batch: &mut Batch) {
    let game = &batch.game;
    let round = game.round() + 1;
    let step = game.track().maharaja_step(round);
    let board = game
        .board()
        .map(|b| b.cities().iter().map(|c| c.id).collect::<Vec<_>>());
    match (step, board) {
        (Some((city, from_slot, to_slot)), Some(cities)) => {
            batch.push(Event::RoundStarted {
                round,
                maharaja: cities[city],
                from_slot,
                to_slot,
            });
        }
        _ => end_game(batch, EndReason::LastRound),
    }
}

fn end_game(batch: &mut Batch, reason: EndReason) {
    let ranking = scoring::final_ranking(&batch.game);
    batch.push(Event::GameEnded { reason, ranking });
}
