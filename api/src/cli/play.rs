//! `durbar play FILE|-`: runs a game script through the rules engine and prints the outcome as
//! JSON (script-format.md, script-format-citadels.md; `"game"` names the game, Maharaja when
//! absent); `--export FILE` also writes the audit export of the scripted game.

use std::path::Path;

use durbar_domain::maharaja::script::ScriptError;
use durbar_domain::GameKind;

use crate::audit::export::{self, Export};

/// Runs the script; returns the process exit status (0 ok, 1 invalid input, 2 rule broken).
pub fn run(input: &Path, export_to: Option<&Path>) -> anyhow::Result<i32> {
    let text = super::read_input(input)?;
    let named = serde_json::from_str::<serde_json::Value>(&text)
        .map_or(Ok(GameKind::Maharaja), |script| GameKind::named_by(&script));
    let kind = match named {
        Ok(kind) => kind,
        Err(unknown) => {
            let error = ScriptError::Invalid {
                message: format!("field `game`: {unknown}"),
            };
            eprintln!("durbar play: {error}");
            println!("{}", error.to_json());
            return Ok(error.exit_code());
        }
    };
    let ran: Result<(serde_json::Value, Export), ScriptError> = match kind {
        GameKind::Maharaja => durbar_domain::maharaja::script::run(&text).map(|output| {
            let export = export::from_events("Scripted game", &output.events);
            (serde_json::to_value(&output).unwrap_or_default(), export)
        }),
        GameKind::Citadels => durbar_domain::citadels::script::run(&text).map(|output| {
            let export = export::from_citadels("Scripted game", &output.events);
            (serde_json::to_value(&output).unwrap_or_default(), export)
        }),
    };
    match ran {
        Ok((output, export)) => {
            if let Some(path) = export_to {
                std::fs::write(path, serde_json::to_string_pretty(&export)? + "\n")?;
            }
            println!("{}", serde_json::to_string_pretty(&output)?);
            Ok(0)
        }
        Err(error) => {
            if let ScriptError::Invalid { message } = &error {
                eprintln!("durbar play: {message}");
            }
            println!("{}", error.to_json());
            Ok(error.exit_code())
        }
    }
}
