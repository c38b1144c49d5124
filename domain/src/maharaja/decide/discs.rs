//! Discs: commitments (superseded until the last seat's locks the round), reveals checked
//! against the commitment, unopenable discs (D14) and the no-show default disc; at the
//! sealed-in-the-browser level (design.md "Trust levels") the player's commitment alone, the
//! player's own opening, and the void disc of a player who did not open it by the deadline.

use super::{turn, Batch};
use crate::bytes::Bytes32;
use crate::ids::Seat;
use crate::maharaja::action::Action;
use crate::maharaja::commitment::disc_commitment;
use crate::maharaja::event::Event;
use crate::maharaja::state::{Awaiting, DiscState, Phase};
use crate::maharaja::violation::RuleViolation;

/// The disc the no-show policy sets for an absent player.
pub const ABSENT_DISC: [Action; 2] = [Action::Gold, Action::Gold];

pub(super) fn set(
    batch: &mut Batch,
    seat: Seat,
    actions: [Action; 2],
    nonce: Bytes32,
) -> Result<(), RuleViolation> {
    if batch.game.options().trust.seals_in_browser() {
        return Err(RuleViolation::DiscSealedInBrowser);
    }
    commit(batch, seat, actions, nonce, false)
}

fn sealing_in_browser(batch: &Batch) -> Result<(), RuleViolation> {
    if !batch.game.options().trust.seals_in_browser() {
        return Err(RuleViolation::NotSealedInBrowser);
    }
    Ok(())
}

/// The player's commitment alone (sealed in the browser).
pub(super) fn seal(
    batch: &mut Batch,
    seat: Seat,
    commitment: Bytes32,
) -> Result<(), RuleViolation> {
    sealing_in_browser(batch)?;
    let game = &batch.game;
    if game.phase() != Phase::Discs {
        return Err(RuleViolation::NotSettingDiscs);
    }
    let round = game.round();
    batch.push(Event::DiscCommitted {
        round,
        seat,
        commitment,
        by_system: false,
    });
    Ok(())
}

/// Whether `seat`'s disc is one its player sealed in the browser (the server holds no
/// opening).
fn sealed_by_player(batch: &Batch, seat: Seat) -> bool {
    crate::maharaja::rules::opened_by_player(&batch.game, seat)
}

/// Refuses the server's opening (or D14 declaration) of a disc its player sealed in the
/// browser.
pub(super) fn not_sealed_by(batch: &Batch, seat: Seat) -> Result<(), RuleViolation> {
    if sealed_by_player(batch, seat) {
        return Err(RuleViolation::OpeningIsThePlayers { seat });
    }
    Ok(())
}

/// The seat's turn begins and nothing else is awaited first (a replacement, a gift).
fn awaited_to_open(batch: &Batch, seat: Seat) -> Result<(), RuleViolation> {
    if batch.game.awaiting() != Awaiting::Reveal(seat) {
        return Err(RuleViolation::NotThisSeatsReveal { seat });
    }
    Ok(())
}

/// The player opens the disc their device sealed, when their turn begins.
pub(super) fn open(
    batch: &mut Batch,
    seat: Seat,
    actions: [Action; 2],
    nonce: Bytes32,
) -> Result<(), RuleViolation> {
    sealing_in_browser(batch)?;
    awaited_to_open(batch, seat)?;
    reveal(batch, seat, actions, nonce)
}

/// The opening did not come by the deadline: the disc is void, both actions forfeited.
pub(super) fn void(batch: &mut Batch, seat: Seat) -> Result<(), RuleViolation> {
    sealing_in_browser(batch)?;
    awaited_to_open(batch, seat)?;
    if !sealed_by_player(batch, seat) {
        return Err(RuleViolation::NotSealedInBrowser);
    }
    let round = batch.game.round();
    batch.push(Event::DiscVoided { round, seat });
    turn::start_of_turn_abilities(batch, seat);
    Ok(())
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
