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
use crate::maharaja::options::Trust;
use crate::maharaja::state::Game;
use crate::maharaja::violation::RuleViolation;
use crate::signed::{signed_message, Signature};

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

/// What a device signs for one command: its number and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToSign {
    /// The seat's next signed-command number.
    pub n: u64,
    /// The canonical command bytes.
    pub command: String,
    /// The full message ([`signed_message`]).
    pub message: Vec<u8>,
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
    let command = canonical_command(command, decided);
    let game_id = game.info().map(|info| info.game_id).unwrap_or_default();
    let message = signed_message(game_id, seat, n, command.as_bytes());
    ToSign {
        n,
        command,
        message,
    }
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
    let Some(signature) = signature else {
        return match game.options().trust {
            Trust::SignedMoves | Trust::SealedInBrowser => Err(RuleViolation::MoveNotSigned),
            Trust::Server => Ok(None),
        };
    };
    let signed = to_sign(game, seat, command, decided);
    if !game
        .keys_of_seat(seat)
        .any(|key| key.verifies(&signed.message, signature))
    {
        return Err(RuleViolation::BadSignature { n: signed.n });
    }
    Ok(Some(Event::CommandSigned {
        seat,
        n: signed.n,
        command: signed.command,
        signature: signature.clone(),
    }))
}
