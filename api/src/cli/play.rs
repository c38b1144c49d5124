//! `durbar play FILE|-`: runs a game script through the rules engine and prints the outcome as
//! JSON on standard output (script-format.md, script-format-citadels.md; `"game"` names the game,
//! Maharaja when absent); `--export FILE` also writes the audit export of the scripted game. A
//! line for people goes to standard error in the reader's language; the JSON's words are the
//! script format's and do not change with it.

use std::path::Path;

use durbar_domain::citadels::{self, Citadels};
use durbar_domain::maharaja::script::ScriptError;
use durbar_domain::maharaja::{self, Maharaja};
use durbar_domain::GameKind;
use durbar_templates::{Lang, Words};

use super::UsageError;
use crate::audit::export::{Export, Exported};

/// Runs the script; returns the process exit status (0 ok, 1 invalid input, 2 rule broken).
pub fn run(input: &Path, export_to: Option<&Path>, lang: Lang) -> anyhow::Result<i32> {
    let w = Words::new(lang);
    let text = super::read_input(input)?;
    let named = serde_json::from_str::<serde_json::Value>(&text)
        .map_or(Ok(GameKind::Maharaja), |script| GameKind::named_by(&script));
    let kind = match named {
        Ok(kind) => kind,
        Err(unknown) => {
            let error = ScriptError::Invalid {
                message: format!("field `game`: {unknown}"),
            };
            eprintln!(
                "{}",
                w.m("cli-play-unknown-game")
                    .s("name", unknown.0.as_str())
                    .s("games", super::usage::game_names())
            );
            println!("{}", error.to_json());
            return Ok(error.exit_code());
        }
    };
    let ran = durbar_domain::for_kind!(kind, |G| G::play(&text));
    match ran {
        Ok((output, events, export)) => {
            if let Some(path) = export_to {
                std::fs::write(path, serde_json::to_string_pretty(&export)? + "\n")
                    .map_err(|_| UsageError::CannotWrite(path.to_owned()))?;
            }
            println!("{}", serde_json::to_string_pretty(&output)?);
            eprintln!("{}", w.m("cli-play-done").n("events", events));
            if let Some(path) = export_to {
                eprintln!(
                    "{}",
                    w.m("cli-play-exported")
                        .s("path", path.display().to_string())
                );
            }
            Ok(0)
        }
        Err(error) => {
            match &error {
                ScriptError::Invalid { message } => {
                    eprintln!("{}", w.m("cli-play-invalid").s("detail", message.as_str()))
                }
                ScriptError::Rejected {
                    move_index, seat, ..
                } => eprintln!(
                    "{}",
                    w.m("cli-play-refused")
                        .n("move", *move_index)
                        .n("seat", *seat)
                ),
            }
            println!("{}", error.to_json());
            Ok(error.exit_code())
        }
    }
}

/// What `durbar play` needs of each game kind: its script runner (the script's format is the
/// game's own).
trait Scripted: Exported {
    /// Runs the script: the output as JSON, the number of events and their export.
    fn play(text: &str) -> Result<(serde_json::Value, usize, Export), ScriptError>;
}

/// The script output's JSON, its event count and the export of its events.
fn played<G: Exported>(
    output: &impl serde::Serialize,
    events: &[G::Event],
) -> (serde_json::Value, usize, Export) {
    (
        serde_json::to_value(output).unwrap_or_default(),
        events.len(),
        G::scripted("Scripted game", events),
    )
}

impl Scripted for Maharaja {
    fn play(text: &str) -> Result<(serde_json::Value, usize, Export), ScriptError> {
        maharaja::script::run(text).map(|output| played::<Self>(&output, &output.events))
    }
}

impl Scripted for Citadels {
    fn play(text: &str) -> Result<(serde_json::Value, usize, Export), ScriptError> {
        citadels::script::run(text).map(|output| played::<Self>(&output, &output.events))
    }
}
