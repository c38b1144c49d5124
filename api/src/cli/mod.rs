//! The offline subcommands of `durbar`: they need no database and no network.

pub mod play;
pub mod simulate;
pub mod verify;

use std::io::Read;
use std::path::Path;

use anyhow::Context;

/// Reads a file, or standard input for `-`.
pub fn read_input(path: &Path) -> anyhow::Result<String> {
    if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read standard input")?;
        Ok(text)
    } else {
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
    }
}
