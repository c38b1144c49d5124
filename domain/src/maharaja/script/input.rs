//! The script file: its JSON structure, parsed with errors that name the line and the field,
//! and the translation of each move into an engine command.

use serde::Deserialize;

use super::ScriptError;
use crate::ids::{CityId, PlaceId};
use crate::maharaja::action::{Action, Slot};
use crate::maharaja::character::Character;
use crate::maharaja::command::PlayerCommand;
use crate::maharaja::gold::Gold;
use crate::maharaja::options::GameOptions;
use crate::maharaja::state::Site;

/// A whole script.
#[derive(Debug, Deserialize)]
pub(super) struct Script {
    pub players: usize,
    #[serde(default)]
    pub options: GameOptions,
    /// A shipped board's id or an inline board; the classic board when left out.
    #[serde(default = "classic_board")]
    pub board: serde_json::Value,
    #[serde(default)]
    pub seed: Option<String>,
    #[serde(default)]
    pub governors: Option<Vec<CityId>>,
    #[serde(default)]
    pub moves: Vec<Move>,
}

fn classic_board() -> serde_json::Value {
    serde_json::Value::String("classic".to_owned())
}

/// One move: a seat and what it does.
#[derive(Debug, Deserialize)]
pub(super) struct Move {
    pub seat: u8,
    #[serde(flatten)]
    pub step: Step,
}

/// The `"do"` of a move, with its fields.
#[derive(Debug, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub(super) enum Step {
    ChooseCharacter {
        character: Character,
    },
    PlaceHouse {
        at: PlaceId,
    },
    Bid {
        amount: u32,
    },
    Pass,
    SealedBid {
        amount: u32,
    },
    SetDisc {
        actions: [Action; 2],
    },
    Travel {
        #[serde(default)]
        to: Option<CityId>,
        #[serde(default)]
        path: Option<Vec<PlaceId>>,
    },
    Gold {
        slot: Slot,
    },
    Quarry {
        slot: Slot,
    },
    House {
        slot: Slot,
        at: PlaceId,
    },
    Palace {
        slot: Slot,
        city: CityId,
        site: Site,
    },
    MoveHouse {
        slot: Slot,
        from: PlaceId,
        to: PlaceId,
    },
    Governor {
        slot: Slot,
        city: CityId,
    },
    Character {
        slot: Slot,
        take: Character,
    },
    Swap {
        slot: Slot,
        take: Character,
        give: Character,
    },
    Lure {
        slot: Slot,
        from_seat: u8,
    },
    BuilderHouse {
        at: PlaceId,
    },
    BuilderMove {
        from: PlaceId,
        to: PlaceId,
    },
    UseToken {
        action: Action,
    },
    EndTurn,
    ReplaceCharacter {
        character: Character,
    },
    GiveCharacter {
        character: Character,
    },
}

impl Step {
    /// The engine command (a `set_disc` or `sealed_bid` gets its nonce from the runner).
    pub fn to_command(&self) -> Result<PlayerCommand, String> {
        Ok(match self {
            Step::ChooseCharacter { character } => PlayerCommand::ChooseCharacter {
                character: *character,
            },
            Step::PlaceHouse { at } => PlayerCommand::PlaceHouse {
                village: crate::ids::VillageId(at.0),
            },
            Step::Bid { amount } => PlayerCommand::Bid {
                amount: Gold(*amount),
            },
            Step::Pass => PlayerCommand::PassBid,
            Step::SealedBid { amount } => PlayerCommand::SealedBid {
                amount: Gold(*amount),
                nonce: Default::default(),
            },
            Step::SetDisc { actions } => PlayerCommand::SetDisc {
                actions: *actions,
                nonce: Default::default(),
            },
            Step::Travel { to, path } => match (to, path) {
                (Some(to), None) => PlayerCommand::Travel { to: *to },
                (None, Some(path)) => PlayerCommand::TravelPath { path: path.clone() },
                _ => {
                    return Err(
                        "A trip names either its destination (\"to\") or its path (\"path\")."
                            .into(),
                    )
                }
            },
            Step::Gold { slot } => PlayerCommand::TakeGold { slot: *slot },
            Step::Quarry { slot } => PlayerCommand::TakeFromQuarry { slot: *slot },
            Step::House { slot, at } => PlayerCommand::BuildHouse {
                slot: *slot,
                at: *at,
            },
            Step::Palace { slot, city, site } => PlayerCommand::BuildPalace {
                slot: *slot,
                city: *city,
                site: *site,
            },
            Step::MoveHouse { slot, from, to } => PlayerCommand::MoveHouse {
                slot: *slot,
                from: *from,
                to: *to,
            },
            Step::Governor { slot, city } => PlayerCommand::MoveGovernor {
                slot: *slot,
                city: *city,
            },
            Step::Character { slot, take } => PlayerCommand::TakeCharacter {
                slot: *slot,
                character: *take,
            },
            Step::Swap { slot, take, give } => PlayerCommand::SwapCharacters {
                slot: *slot,
                take: *take,
                give: *give,
            },
            Step::Lure { slot, from_seat } => PlayerCommand::LureCharacter {
                slot: *slot,
                from_seat: crate::ids::Seat(*from_seat),
            },
            Step::GiveCharacter { character } => PlayerCommand::GiveCharacter {
                character: *character,
            },
            Step::UseToken { action } => PlayerCommand::UseActionToken { action: *action },
            Step::BuilderHouse { at } => PlayerCommand::BuilderBuildHouse { at: *at },
            Step::BuilderMove { from, to } => PlayerCommand::BuilderMoveHouse {
                from: *from,
                to: *to,
            },
            Step::EndTurn => PlayerCommand::EndTurn,
            Step::ReplaceCharacter { character } => PlayerCommand::ReplaceCharacter {
                character: *character,
            },
        })
    }
}

/// Parses a script (any game's), naming the line, column and field of the first problem.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, ScriptError> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let script: T = serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        let inner = e.inner();
        ScriptError::Invalid {
            message: format!(
                "line {}, column {}, field `{}`: {}",
                inner.line(),
                inner.column(),
                e.path(),
                inner
            ),
        }
    })?;
    deserializer.end().map_err(|e| ScriptError::Invalid {
        message: format!("line {}, column {}: {}", e.line(), e.column(), e),
    })?;
    Ok(script)
}

/// The 1-based line where `"key"` first appears (1 if it does not).
pub(crate) fn line_of_key(text: &str, key: &str) -> usize {
    let quoted = format!("\"{key}\"");
    text.find(&quoted)
        .map_or(1, |at| text[..at].matches('\n').count() + 1)
}
