//! `durbar play FILE|-`: runs a game script through the rules engine and prints the outcome as
//! JSON on standard output (script-format.md, script-format-citadels.md; `"game"` names the game,
//! Maharaja when absent); `--export FILE` also writes the audit export of the scripted game. A
//! line for people goes to standard error in the reader's language; the JSON's words are the
//! script format's and do not change with it.

use std::path::Path;

use durbar_domain::maharaja::script::ScriptError;
use durbar_domain::GameKind;
use durbar_templates::{Lang, Words};

use super::UsageError;
use crate::audit::export::{self, Export};

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
    let ran: Result<(serde_json::Value, usize, Export), ScriptError> = match kind {
        GameKind::Maharaja => durbar_domain::maharaja::script::run(&text).map(|output| {
            let export = export::from_events("Scripted game", &output.events);
            let events = output.events.len();
            (
                serde_json::to_value(&output).unwrap_or_default(),
                events,
                export,
            )
        }),
        GameKind::Citadels => durbar_domain::citadels::script::run(&text).map(|output| {
            let export = export::from_citadels("Scripted game", &output.events);
            let events = output.events.len();
            (
                serde_json::to_value(&output).unwrap_or_default(),
                events,
                export,
            )
        }),
    };
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
