//! Signed moves for Maharaja: a player command's canonical bytes (its public form), the message
//! a device signs for it, the `command_signed` event that carries the signature in the log, and
//! the check the server makes before appending it (the `n` rule: a seat's signed commands are
//! numbered 1, 2, … in log order, so an old signature cannot be replayed).
//!
//! The canonical bytes are the command's JSON as [`PlayerCommand`] writes it, except that a
//! sealed value shows its commitment instead of its opening: `{"type":"set_disc","commitment":
//! "…"}` and `{"type":"sealed_bid","commitment":"…"}`. Signing the commitment binds the
//! player to the disc they set without putting the disc in the log.

use serde::Serialize;

use crate::bytes::Bytes32;
use crate::ids::Seat;
use crate::maharaja::command::PlayerCommand;
use crate::maharaja::event::Event;
use crate::maharaja::state::Game;
use crate::maharaja::violation::RuleViolation;
pub use crate::signed::ToSign;
use crate::signed::{check_move, Refusal, Signature};

/// The public form of a sealed command.
#[derive(Serialize)]
struct Sealed<'a> {
    #[serde(rename = "type")]
    kind: &'a str,
    commitment: Bytes32,
}

/// The canonical bytes of `command`, given the events it decided (where a sealed command's
/// commitment is found).
pub fn canonical_command(command: &PlayerCommand, decided: &[Event]) -> String {
    let sealed = |kind| {
        let commitment = decided
            .iter()
            .find_map(|event| match event {
                Event::DiscCommitted { commitment, .. }
                | Event::BidCommitted { commitment, .. } => Some(*commitment),
                _ => None,
            })
            .unwrap_or_default();
        serde_json::to_string(&Sealed { kind, commitment }).expect("a struct serializes")
    };
    match command {
        PlayerCommand::SetDisc { .. } => sealed("set_disc"),
        PlayerCommand::SealedBid { .. } => sealed("sealed_bid"),
        other => serde_json::to_string(other).expect("a command serializes"),
    }
}

/// What `seat` signs to play `command` (which decided `decided`) now, on `game`.
pub fn to_sign(game: &Game, seat: Seat, command: &PlayerCommand, decided: &[Event]) -> ToSign {
    to_sign_nth(game, seat, game.signed_count(seat) + 1, command, decided)
}

/// [`to_sign`] for the `n`-th signed command (a batch signs several in a row).
pub fn to_sign_nth(
    game: &Game,
    seat: Seat,
    n: u64,
    command: &PlayerCommand,
    decided: &[Event],
) -> ToSign {
    let game_id = game.info().map(|info| info.game_id).unwrap_or_default();
    ToSign::new(game_id, seat, n, canonical_command(command, decided))
}

/// The `command_signed` event to log before the events of `seat`'s `command`, or none when the
/// move comes unsigned in a game at the server level. Refused: an unsigned move at the
/// signed-moves level, and a signature no key registered for the seat's player makes for the
/// seat's next number.
pub fn signed_event(
    game: &Game,
    seat: Seat,
    command: &PlayerCommand,
    decided: &[Event],
    signature: Option<&Signature>,
) -> Result<Option<Event>, RuleViolation> {
    let checked = check_move(
        game.keys_of_seat(seat),
        game.options().trust.signs(),
        to_sign(game, seat, command, decided),
        signature,
    )
    .map_err(|refusal| match refusal {
        Refusal::NotSigned => RuleViolation::MoveNotSigned,
        Refusal::BadSignature { n } => RuleViolation::BadSignature { n },
    })?;
    Ok(checked.map(|checked| Event::CommandSigned {
        seat,
        n: checked.n,
        command: checked.command,
        signature: checked.signature,
    }))
}
