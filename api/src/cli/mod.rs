//! The offline subcommands of `durbar`: they need no database and no network. Every line they
//! print for people comes from the catalogue, in the language of `--lang` or the locale.

pub mod help;
pub mod play;
pub mod simulate;
pub mod usage;
pub mod verify;

use std::io::Read;
use std::path::Path;

use durbar_templates::Lang;

pub use usage::UsageError;

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

/// `value` with `places` decimals, written the way `lang` writes numbers (a decimal comma in
/// Czech, Polish and Slovak).
pub fn decimal(lang: Lang, value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match lang {
        Lang::En => text,
        Lang::Cs | Lang::Pl | Lang::Sk => text.replace('.', ","),
    }
}

/// `value` per cent with one decimal, written the way `lang` writes it: "12.5%", "12,5 %".
pub fn percent(lang: Lang, value: f64) -> String {
    match lang {
        Lang::En => format!("{}%", decimal(lang, value, 1)),
        Lang::Cs | Lang::Pl | Lang::Sk => format!("{} %", decimal(lang, value, 1)),
    }
}

/// Reads a file, or standard input for `-`.
pub fn read_input(path: &Path) -> Result<String, UsageError> {
    if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|_| UsageError::CannotReadStdin)?;
        Ok(text)
    } else {
        std::fs::read_to_string(path).map_err(|error| UsageError::reading(path, &error))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_written_the_language_s_way() {
        assert_eq!(decimal(Lang::En, 12.345, 1), "12.3");
        assert_eq!(decimal(Lang::Cs, 12.345, 1), "12,3");
        assert_eq!(decimal(Lang::Pl, 0.5, 2), "0,50");
        assert_eq!(decimal(Lang::Sk, 3.0, 0), "3");
        assert_eq!(percent(Lang::En, 12.5), "12.5%");
        assert_eq!(percent(Lang::Pl, 12.5), "12,5 %");
    }
}
