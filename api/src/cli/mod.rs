//! The offline subcommands of `durbar`: they need no database and no network.

pub mod play;
pub mod simulate;
pub mod verify;

use std::io::Read;
use std::path::Path;

use anyhow::Context;
use durbar_templates::Lang;

/// The language of the human output: `flag` (`--lang`), else the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set, if it names a language of the catalogue; else English.
pub fn language(flag: Option<&str>) -> Lang {
    let from_env = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()));
    flag.map(str::to_owned)
        .or(from_env)
        .and_then(|tag| Lang::parse(&tag))
        .unwrap_or(Lang::En)
}

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
