//! The `durbar play` contract (script-format.md) as a pure function: [`run`] reads a game script,
//! plays it through the engine as the server would (creation, start, escrow of disc and sealed
//! bid openings, automatic reveals) and returns the events and the referee's view of the final
//! state.

pub(crate) mod input;
pub(crate) mod output;

use std::collections::BTreeMap;
use std::sync::Arc;

use sha2::{Digest, Sha256};

use crate::bytes::{parse_hex, Bytes32};
use crate::commitment::seed_commitment;
use crate::game::Viewer;
use crate::ids::{GameId, Seat};
use crate::maharaja::action::Action;
use crate::maharaja::board::Board;
use crate::maharaja::command::{BidOpening, Command, PlayerCommand, SystemCommand};
use crate::maharaja::decide::decide;
use crate::maharaja::event::Event;
use crate::maharaja::state::Game;
use crate::maharaja::view::view;

pub use output::PlayOutput;

/// Why a script did not run to its end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScriptError {
    /// The file is not valid input (exit status 1).
    #[error("{message}")]
    Invalid {
        /// Names the line and the field.
        message: String,
    },
    /// A move broke a rule (exit status 2).
    #[error("move {move_index} (seat {seat}): {message}")]
    Rejected {
        /// 0-based index in `moves`.
        move_index: usize,
        /// The move's seat.
        seat: u8,
        /// The broken rule, as a sentence.
        message: String,
    },
}

impl ScriptError {
    /// The exit status `durbar play` uses for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            ScriptError::Invalid { .. } => 1,
            ScriptError::Rejected { .. } => 2,
        }
    }

    /// `{"error": {"move": K, "seat": S, "message": "…"}}` for a rejected move, or
    /// `{"error": {"message": "…"}}` for invalid input.
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            ScriptError::Invalid { message } => {
                serde_json::json!({ "error": { "message": message } })
            }
            ScriptError::Rejected {
                move_index,
                seat,
                message,
            } => serde_json::json!({
                "error": { "move": move_index, "seat": seat, "message": message }
            }),
        }
    }
}

/// The game id a script's game gets: the first 16 bytes of
/// `SHA-256("durbar.script.game_id.v1" ‖ seed)`.
pub fn script_game_id(seed: &Bytes32) -> GameId {
    let digest: [u8; 32] = Sha256::new()
        .chain_update(b"durbar.script.game_id.v1")
        .chain_update(seed.0)
        .finalize()
        .into();
    let mut id = [0u8; 16];
    id.copy_from_slice(&digest[..16]);
    GameId(id)
}

/// The nonce of a script's disc: `SHA-256("durbar.script.nonce.v1" ‖ seed ‖ u32be(round) ‖
/// u16be(seat) ‖ u32be(move index))`.
pub fn script_nonce(seed: &Bytes32, round: u32, seat: Seat, move_index: usize) -> Bytes32 {
    Bytes32(
        Sha256::new()
            .chain_update(b"durbar.script.nonce.v1")
            .chain_update(seed.0)
            .chain_update(round.to_be_bytes())
            .chain_update(u16::from(seat.0).to_be_bytes())
            .chain_update((move_index as u32).to_be_bytes())
            .finalize()
            .into(),
    )
}

/// The nonce of a script's sealed bid: `SHA-256("durbar.script.bid_nonce.v1" ‖ seed ‖
/// u16be(seat) ‖ u32be(move index))`.
pub fn script_bid_nonce(seed: &Bytes32, seat: Seat, move_index: usize) -> Bytes32 {
    Bytes32(
        Sha256::new()
            .chain_update(b"durbar.script.bid_nonce.v1")
            .chain_update(seed.0)
            .chain_update(u16::from(seat.0).to_be_bytes())
            .chain_update((move_index as u32).to_be_bytes())
            .finalize()
            .into(),
    )
}

/// Runs a game script.
pub fn run(text: &str) -> Result<PlayOutput, ScriptError> {
    let script: input::Script = input::parse(text)?;
    let invalid = |field: &str, message: String| ScriptError::Invalid {
        message: format!(
            "line {}, field `{field}`: {message}",
            input::line_of_key(text, field)
        ),
    };
    if !(2..=5).contains(&script.players) {
        return Err(invalid(
            "players",
            format!("a game has 2 to 5 players, not {}.", script.players),
        ));
    }
    let board = match &script.board {
        serde_json::Value::String(id) => Board::shipped(id),
        other => serde_json::from_value(other.clone())
            .map_err(|e| crate::maharaja::board::BoardError::Json(e.to_string()))
            .and_then(Board::from_source),
    }
    .map_err(|e| invalid("board", e.to_string()))?;
    let seed = match &script.seed {
        Some(hex) => Bytes32(parse_hex::<32>(hex).map_err(|e| invalid("seed", e))?),
        None => Bytes32::default(),
    };
    let game_id = script_game_id(&seed);

    let mut runner = Runner {
        game: Game::default(),
        events: Vec::new(),
        escrow: BTreeMap::new(),
        bids: BTreeMap::new(),
    };
    runner
        .system(SystemCommand::CreateGame {
            game_id,
            options: script.options,
            board: Arc::new(board),
            player_names: (0..script.players).map(|i| format!("Seat {i}")).collect(),
            seed_commitment: seed_commitment(game_id, &seed),
        })
        .map_err(|e| invalid("options", e))?;
    runner
        .system(SystemCommand::StartGame {
            seed,
            fixed_seating: true,
            governors: script.governors.clone(),
        })
        .map_err(|e| invalid("governors", e))?;

    for (index, step) in script.moves.iter().enumerate() {
        let seat = Seat(step.seat);
        let rejected = |message: String| ScriptError::Rejected {
            move_index: index,
            seat: step.seat,
            message,
        };
        let mut command = step.step.to_command().map_err(rejected)?;
        // The runner makes the nonce, keeps the opening in escrow and reveals it later.
        let mut opening = None;
        let mut bid = None;
        match &mut command {
            PlayerCommand::SetDisc { actions, nonce } => {
                *nonce = script_nonce(&seed, runner.game.round(), seat, index);
                opening = Some((*actions, *nonce));
            }
            PlayerCommand::SealedBid { amount, nonce } => {
                *nonce = script_bid_nonce(&seed, seat, index);
                bid = Some(BidOpening {
                    seat,
                    amount: *amount,
                    nonce: *nonce,
                });
            }
            _ => {}
        }
        runner
            .apply(&Command::player(seat, command))
            .map_err(rejected)?;
        if let Some(opening) = opening {
            runner.escrow.insert(seat, opening);
        }
        if let Some(bid) = bid {
            runner.bids.insert(seat, bid);
        }
        runner.reveal_pending().map_err(rejected)?;
    }
    Ok(PlayOutput {
        state: view(&runner.game, Viewer::Referee),
        events: runner.events,
    })
}

/// The server's part: the game, its log and the escrow of disc and bid openings.
struct Runner {
    game: Game,
    events: Vec<Event>,
    escrow: BTreeMap<Seat, ([Action; 2], Bytes32)>,
    bids: BTreeMap<Seat, BidOpening>,
}

impl Runner {
    fn apply(&mut self, command: &Command) -> Result<(), String> {
        let events = decide(&self.game, command).map_err(|e| e.to_string())?;
        for event in events {
            self.game.apply(&event);
            self.events.push(event);
        }
        Ok(())
    }

    fn system(&mut self, command: SystemCommand) -> Result<(), String> {
        self.apply(&Command::System(command))
    }

    /// Reveals the disc of each seat whose turn begins, and the sealed bids once all are in,
    /// from the escrow.
    fn reveal_pending(&mut self) -> Result<(), String> {
        if self.game.pending_bids_reveal().is_some() {
            let bids = std::mem::take(&mut self.bids).into_values().collect();
            self.system(SystemCommand::RevealBids { bids })?;
        }
        while let Some(seat) = self.game.pending_reveal() {
            let Some((actions, nonce)) = self.escrow.remove(&seat) else {
                return Err(format!("The disc of {seat} is not in escrow."));
            };
            self.system(SystemCommand::RevealDisc {
                seat,
                actions,
                nonce,
            })?;
        }
        Ok(())
    }
}
