//! `durbar play FILE|-`: runs a game script through the rules engine and prints the outcome as
//! JSON (script-format.md); `--export FILE` also writes the audit export of the scripted game.

use std::path::Path;

use crate::audit::export;

/// Runs the script; returns the process exit status (0 ok, 1 invalid input, 2 rule broken).
pub fn run(input: &Path, export_to: Option<&Path>) -> anyhow::Result<i32> {
    let text = super::read_input(input)?;
    match durbar_domain::script::run(&text) {
        Ok(output) => {
            if let Some(path) = export_to {
                let export = export::from_events("Scripted game", &output.events);
                std::fs::write(path, serde_json::to_string_pretty(&export)? + "\n")?;
            }
            println!("{}", serde_json::to_string_pretty(&output)?);
            Ok(0)
        }
        Err(error) => {
            if let durbar_domain::script::ScriptError::Invalid { message } = &error {
                eprintln!("durbar play: {message}");
            }
            println!("{}", error.to_json());
            Ok(error.exit_code())
        }
    }
}
