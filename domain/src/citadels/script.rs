//! The `durbar play` contract for Citadels (script-format-citadels.md) as a pure function:
//! [`run`] reads a script naming `"game": "citadels"`, plays it through the rules behind the
//! game trait as the server would (the start with the script's seed, deck and set-asides, each
//! pick sealed with a nonce drawn from the seed, the escrow rows kept) and returns the public
//! events and the referee's view of the final state.

use serde::{Deserialize, Serialize};

use super::cards::{Character, District};
use super::command::Command;
use super::event::{DraftSetup, Score};
use super::options::Options;
use super::rules::{Citadels, Logged, Table};
use super::state::{Phase, State};
use super::violation::RuleViolation;
use crate::bytes::{parse_hex, Bytes32};
use crate::game::{Rules, Sealed};
use crate::ids::Seat;
use crate::maharaja::script::input::{line_of_key, parse};
use crate::maharaja::script::output::NumberedEvents;
use crate::maharaja::script::{script_game_id, script_nonce, ScriptError};

/// A Citadels script.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Script {
    game: String,
    players: u8,
    #[serde(default)]
    options: ScriptOptions,
    #[serde(default)]
    seed: Option<String>,
    #[serde(default)]
    deck: Option<Vec<District>>,
    #[serde(default)]
    drafts: Vec<DraftSetup>,
    #[serde(default)]
    moves: Vec<serde_json::Value>,
}

/// The host's choices; left out, the rulebook's first-game set.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptOptions {
    #[serde(default)]
    characters: Option<Vec<Character>>,
    #[serde(default)]
    unique_districts: Option<Vec<District>>,
}

/// One player as the script's output shows them (the referee sees every hand).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerState {
    /// The seat.
    pub seat: Seat,
    /// Gold.
    pub gold: u32,
    /// The hand.
    pub hand: Vec<District>,
    /// The city, in building order.
    pub city: Vec<District>,
    /// This round's characters, in pick order.
    pub characters: Vec<Character>,
    /// Whether the city reached the completion size.
    pub completed_city: bool,
}

/// The referee's view of the final state (script-format-citadels.md, "Output").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScriptState {
    /// `draft`, `turns` or `over`.
    pub phase: Phase,
    /// The round, from 1.
    pub round: u32,
    /// The seat holding the crown.
    pub crown: Seat,
    /// The rank being called; null during the draft.
    pub called: Option<u8>,
    /// The seat whose move it is (the picker, or the player of the turn).
    pub active_seat: Option<Seat>,
    /// Every seat the game waits for.
    pub awaiting: Vec<Seat>,
    /// Cards in the deck.
    pub deck_size: usize,
    /// Characters set aside face up this round.
    pub face_up: Vec<Character>,
    /// The players.
    pub players: Vec<PlayerState>,
    /// The character killed this round, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub killed: Option<Character>,
    /// The character the Thief named this round, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub robbed: Option<Character>,
    /// Best first, with the breakdown; only when the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ranking: Option<Vec<Score>>,
}

impl ScriptState {
    /// The referee's view of `state`.
    pub fn of(state: &State) -> ScriptState {
        let awaiting = state.awaiting();
        ScriptState {
            phase: state.phase,
            round: state.round,
            crown: state.crown,
            called: state.called,
            active_seat: state
                .turn
                .as_ref()
                .map(|t| t.seat)
                .or(awaiting.first().copied()),
            awaiting,
            deck_size: state.deck_size,
            face_up: state.draft.face_up.clone(),
            players: state
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| PlayerState {
                    seat: Seat(i as u8),
                    gold: p.gold,
                    hand: p.hand.clone(),
                    city: p.city.iter().map(|b| b.district).collect(),
                    characters: p.characters.iter().map(|(_, c)| *c).collect(),
                    completed_city: state.completers.contains(&Seat(i as u8)),
                })
                .collect(),
            killed: state.killed,
            robbed: state.robbed.map(|(c, _)| c),
            ranking: (state.phase == Phase::Over).then(|| state.ranking.clone()),
        }
    }
}

/// What a script run produced.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayOutput {
    /// The public events, in order (`seq` = index + 1).
    pub events: Vec<Logged>,
    /// The referee's view of the final state.
    pub state: ScriptState,
    /// The escrow rows the run wrote (not part of the output JSON).
    pub escrow: Vec<Sealed>,
    /// The script's seed.
    pub seed: Bytes32,
}

impl Serialize for PlayOutput {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut out = serializer.serialize_struct("PlayOutput", 2)?;
        out.serialize_field("events", &NumberedEvents(&self.events))?;
        out.serialize_field("state", &self.state)?;
        out.end()
    }
}

/// The moves a script may not make: the server's own commands.
const SERVER_ONLY: [&str; 2] = ["start", "no_show"];

/// The 1-based line of move `index` (the line of its `"seat"` key), 1 if not found.
fn line_of_move(text: &str, index: usize) -> usize {
    let Some(moves) = text.find("\"moves\"") else {
        return 1;
    };
    text[moves..]
        .match_indices("\"seat\"")
        .nth(index)
        .map_or(1, |(at, _)| text[..moves + at].matches('\n').count() + 1)
}

/// The command of one move: `keep {district}` becomes `keep {districts: [district]}`, a pick
/// gets its nonce.
fn command_of(
    text: &str,
    index: usize,
    mut step: serde_json::Value,
    nonce: Bytes32,
) -> Result<Command, ScriptError> {
    let invalid = |field: &str, message: String| ScriptError::Invalid {
        message: format!(
            "line {}, move {index}, field `{field}`: {message}",
            line_of_move(text, index)
        ),
    };
    let Some(map) = step.as_object_mut() else {
        return Err(invalid("moves", "a move is an object".to_owned()));
    };
    match map.get("do").and_then(|d| d.as_str()) {
        None => return Err(invalid("do", "every move names what it does".to_owned())),
        Some(name) if SERVER_ONLY.contains(&name) => {
            return Err(invalid(
                "do",
                format!("`{name}` is the server's, not a move"),
            ))
        }
        Some("pick") => {
            map.insert("nonce".to_owned(), nonce.to_string().into());
        }
        Some("keep") => {
            if let Some(one) = map.remove("district") {
                map.insert("districts".to_owned(), serde_json::Value::Array(vec![one]));
            }
        }
        Some(_) => {}
    }
    serde_json::from_value(step).map_err(|e| invalid("do", e.to_string()))
}

/// Runs a Citadels game script.
pub fn run(text: &str) -> Result<PlayOutput, ScriptError> {
    let script: Script = parse(text)?;
    let invalid = |field: &str, message: String| ScriptError::Invalid {
        message: format!(
            "line {}, field `{field}`: {message}",
            line_of_key(text, field)
        ),
    };
    if script.game != "citadels" {
        return Err(invalid(
            "game",
            "this runner plays \"citadels\".".to_owned(),
        ));
    }
    if !Citadels::PLAYERS.contains(&usize::from(script.players)) {
        return Err(invalid(
            "players",
            format!("a game has 2 to 8 players, not {}.", script.players),
        ));
    }
    let mut options = Options::first_game(script.players);
    if let Some(characters) = script.options.characters {
        options.characters = characters;
    }
    if let Some(districts) = script.options.unique_districts {
        options.unique_districts = districts;
    }
    let seed = match &script.seed {
        Some(hex) => Bytes32(parse_hex::<32>(hex).map_err(|e| invalid("seed", e))?),
        None => Bytes32::default(),
    };
    let mut runner = Runner::default();
    let start = Command::Start {
        game: script_game_id(&seed),
        options,
        seed,
        contributions: Vec::new(),
        deck: script.deck,
        drafts: script.drafts,
    };
    runner.apply(&start).map_err(|violation| {
        let field = match violation {
            RuleViolation::BadDeck => "deck",
            RuleViolation::BadDraft(_) => "drafts",
            _ => "options",
        };
        invalid(field, violation.to_string())
    })?;
    for (index, step) in script.moves.into_iter().enumerate() {
        let seat = step.get("seat").and_then(|s| s.as_u64()).unwrap_or(0) as u8;
        let nonce = script_nonce(&seed, runner.table.state.round, Seat(seat), index);
        let command = command_of(text, index, step, nonce)?;
        runner
            .apply(&command)
            .map_err(|violation| ScriptError::Rejected {
                move_index: index,
                seat,
                message: violation.to_string(),
            })?;
    }
    Ok(PlayOutput {
        state: ScriptState::of(&runner.table.state),
        events: runner.events,
        escrow: runner.escrow,
        seed,
    })
}

/// The server's part: the game, its log and the escrow.
#[derive(Default)]
struct Runner {
    table: Table,
    events: Vec<Logged>,
    escrow: Vec<Sealed>,
}

impl Runner {
    fn apply(&mut self, command: &Command) -> Result<(), RuleViolation> {
        let events = Citadels::decide(&self.table, command)?;
        self.escrow.extend(Citadels::sealed_by(command, &events));
        for event in &events {
            self.table = Citadels::evolve(std::mem::take(&mut self.table), event);
        }
        self.events.extend(events);
        Ok(())
    }
}
