//! Discs: commitments (superseded until the last seat's locks the round), reveals checked
//! against the commitment, unopenable discs (D14) and the no-show default disc.

use super::{turn, Batch};
use crate::bytes::Bytes32;
use crate::ids::Seat;
use crate::maharaja::action::Action;
use crate::maharaja::commitment::disc_commitment;
use crate::maharaja::event::Event;
use crate::maharaja::state::{DiscState, Phase};
use crate::maharaja::violation::RuleViolation;

/// The disc the no-show policy sets for an absent player.
pub const ABSENT_DISC: [Action; 2] = [Action::Gold, Action::Gold];

pub(super) fn set(
    batch: &mut Batch,
    seat: Seat,
    actions: [Action; 2],
    nonce: Bytes32,
) -> Result<(), RuleViolation> {
    commit(batch, seat, actions, nonce, false)
}

pub(super) fn set_for_absent(
    batch: &mut Batch,
    seat: Seat,
    nonce: Bytes32,
) -> Result<(), RuleViolation> {
    let player = batch
        .game
        .player(seat)
        .ok_or(RuleViolation::UnknownSeat { seat })?;
    if batch.game.phase() == Phase::Discs && player.disc != DiscState::Unset {
        return Err(RuleViolation::DiscAlreadySet { seat });
    }
    commit(batch, seat, ABSENT_DISC, nonce, true)
}

fn commit(
    batch: &mut Batch,
    seat: Seat,
    actions: [Action; 2],
    nonce: Bytes32,
    by_system: bool,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    if game.phase() != Phase::Discs {
        return Err(RuleViolation::NotSettingDiscs);
    }
    let game_id = game.info().ok_or(RuleViolation::GameNotCreated)?.game_id;
    let round = game.round();
    batch.push(Event::DiscCommitted {
        round,
        seat,
        commitment: disc_commitment(game_id, round, seat, actions, &nonce),
        by_system,
    });
    Ok(())
}

fn check_reveal_turn(batch: &Batch, seat: Seat) -> Result<(), RuleViolation> {
    if batch.game.pending_reveal() != Some(seat) {
        return Err(RuleViolation::NotThisSeatsReveal { seat });
    }
    Ok(())
}

pub(super) fn reveal(
    batch: &mut Batch,
    seat: Seat,
    actions: [Action; 2],
    nonce: Bytes32,
) -> Result<(), RuleViolation> {
    check_reveal_turn(batch, seat)?;
    let game = &batch.game;
    let game_id = game.info().ok_or(RuleViolation::GameNotCreated)?.game_id;
    let round = game.round();
    let committed = match game.player(seat).map(|p| p.disc) {
        Some(DiscState::Committed { commitment, .. }) => commitment,
        _ => return Err(RuleViolation::RevealDoesNotMatchCommitment { seat }),
    };
    if disc_commitment(game_id, round, seat, actions, &nonce) != committed {
        return Err(RuleViolation::RevealDoesNotMatchCommitment { seat });
    }
    batch.push(Event::DiscRevealed {
        round,
        seat,
        actions,
        nonce,
    });
    turn::start_of_turn_abilities(batch, seat);
    Ok(())
}

pub(super) fn unopenable(batch: &mut Batch, seat: Seat) -> Result<(), RuleViolation> {
    check_reveal_turn(batch, seat)?;
    let round = batch.game.round();
    batch.push(Event::DiscUnopenable { round, seat });
    turn::start_of_turn_abilities(batch, seat);
    Ok(())
}
