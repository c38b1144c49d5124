//! Signed moves for Citadels (design.md "Trust levels"): a player command's canonical bytes
//! (its public form), what a device signs for it and the `command_signed` event logged before
//! its events, checked against the seat's registered keys and next number (the generic part is
//! [`crate::signed`], shared with Maharaja).
//!
//! Every command a player originates is signed: picks, turn steps, the end of a turn and the
//! decisions inside another player's turn (C8). The server's own commands (the start, a key's
//! registration, the no-show policy, whose events follow a `deadline_passed` marker) are not.
//! The canonical bytes are the command's JSON as [`Command`] writes it, except a pick, whose
//! character is sealed (C3): it shows its commitment instead, `{"do":"pick","seat":0,
//! "commitment":"…"}`, so the signature binds the player to the sealed pick without putting the
//! character in the log. A pick that also lays a character face down (2 players from the
//! second pick on, the 7-/8-player last pick) adds that discard's commitment,
//! `{"do":"pick","seat":0,"commitment":"…","discard":"…"}`; a pick without one keeps the
//! bytes it always had, so signed logs from before still verify byte for byte.

use serde::Serialize;

use super::command::Command;
use super::event::Event;
use super::state::State;
use super::violation::RuleViolation;
use crate::bytes::Bytes32;
use crate::ids::Seat;
use crate::signed::{check_move, Refusal, Signature, ToSign};

/// The public form of a pick.
#[derive(Serialize)]
struct SealedPick {
    #[serde(rename = "do")]
    kind: &'static str,
    seat: Seat,
    commitment: Bytes32,
    #[serde(skip_serializing_if = "Option::is_none")]
    discard: Option<Bytes32>,
}

/// The seat that signs `command`: the player's, or none for the server's own commands.
pub fn signer(command: &Command) -> Option<Seat> {
    match command {
        Command::Start { .. } | Command::RegisterKey { .. } | Command::NoShow { .. } => None,
        other => other.seat(),
    }
}

/// The canonical bytes of a player's `command`, given the events it decided (where a pick's
/// commitment is found).
pub fn canonical_command<'e>(
    command: &Command,
    decided: impl IntoIterator<Item = &'e Event>,
) -> String {
    match command {
        Command::Pick { seat, .. } => {
            let (commitment, discard) = decided
                .into_iter()
                .find_map(|event| match event {
                    Event::CharacterPicked {
                        commitment,
                        discard_commitment,
                        ..
                    } => Some((*commitment, *discard_commitment)),
                    _ => None,
                })
                .unwrap_or_default();
            serde_json::to_string(&SealedPick {
                kind: "pick",
                seat: *seat,
                commitment,
                discard,
            })
            .expect("a struct serializes")
        }
        other => serde_json::to_string(other).expect("a command serializes"),
    }
}

/// What `seat` signs as its `n`-th signed command, `command` (which decided `decided`), on
/// `state`.
pub fn to_sign_nth<'e>(
    state: &State,
    seat: Seat,
    n: u64,
    command: &Command,
    decided: impl IntoIterator<Item = &'e Event>,
) -> ToSign {
    ToSign::new(state.game, seat, n, canonical_command(command, decided))
}

/// The `command_signed` event to log before the events of `command`, or none for the server's
/// commands and for an unsigned move at the server level. Refused: an unsigned player move at
/// the signed-moves level, and a signature no key registered for the seat makes for the seat's
/// next number (an old signature replayed, say).
pub fn signed_event<'e>(
    state: &State,
    command: &Command,
    decided: impl IntoIterator<Item = &'e Event>,
    signature: Option<&Signature>,
) -> Result<Option<Event>, RuleViolation> {
    let Some(seat) = signer(command) else {
        return Ok(None);
    };
    let n = state.keyring.signed_count(seat) + 1;
    let checked = check_move(
        state.keyring.keys_of_player(seat.0),
        state.options.trust.signs(),
        to_sign_nth(state, seat, n, command, decided),
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
