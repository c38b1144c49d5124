//! `durbar --help` and clap's own errors in the reader's language (#15): the command line is
//! declared with clap's derive in `main`, and [`localized`] rewrites what clap would print in
//! English — every about and help text, the headings, the usage line, the value names, the help
//! and version flags — from the catalogue (keys `cli-help-…`) in the language of `--lang` or the
//! locale, read before clap parses ([`lang_of_args`]). A call clap cannot parse is worded by
//! [`error_sentence`] (keys `cli-error-…`), and `main` prints it after "durbar: " as it does the
//! other usage errors.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};
use durbar_templates::{Lang, Words};

/// The language of the run, from the raw arguments (`--lang X`, `--lang=X`) or the locale:
/// needed before clap parses, to print its help in it.
pub fn lang_of_args(args: &[std::ffi::OsString]) -> Lang {
    let mut flag = None;
    let mut words = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        if word == "--lang" {
            flag = words.next();
        } else if let Some(value) = word.strip_prefix("--lang=") {
            flag = Some(value.to_owned());
        }
    }
    super::language(flag.as_deref())
}

/// The help text of each subcommand and of each of its arguments, by the argument's id.
fn texts(name: &str) -> (&'static str, &'static [(&'static str, &'static str)]) {
    match name {
        "serve" => ("cli-help-serve", &[]),
        "migrate" => ("cli-help-migrate", &[]),
        "mailer" => ("cli-help-mailer", &[]),
        "play" => (
            "cli-help-play",
            &[
                ("file", "cli-help-play-file"),
                ("export", "cli-help-play-export"),
            ],
        ),
        "verify" => ("cli-help-verify", &[("file", "cli-help-verify-file")]),
        "simulate" => (
            "cli-help-simulate",
            &[
                ("game", "cli-help-simulate-game"),
                ("games", "cli-help-simulate-games"),
                ("players", "cli-help-simulate-players"),
                ("bots", "cli-help-simulate-bots"),
                ("seed", "cli-help-simulate-seed"),
                ("options", "cli-help-simulate-options"),
            ],
        ),
        _ => ("cli-help-about", &[]),
    }
}

/// `command` (the `durbar` command line) with everything its help shows in `w`'s language.
pub fn localized(command: Command, w: Words) -> Command {
    let command = command
        .about(w.t("cli-help-about"))
        .disable_help_subcommand(true)
        .subcommand_help_heading(w.t("cli-help-commands"))
        .subcommand_value_name(w.t("cli-help-command-value"))
        .mut_arg("lang", |arg| {
            arg.help(w.t("cli-help-lang"))
                .value_name(w.t("cli-help-lang-value"))
        })
        .mut_subcommands(|sub| {
            let name = sub.get_name().to_owned();
            let (about, args) = texts(&name);
            let mut sub = sub.about(w.t(about));
            for (id, key) in args {
                sub = sub.mut_arg(*id, |arg| arg.help(w.t(key)));
            }
            flags(sub, w, false)
        });
    flags(command, w, true)
}

/// `command` with its own help (and, at the top, version) flag, its headings, value names and
/// usage line in `w`'s language.
fn flags(command: Command, w: Words, top: bool) -> Command {
    let mut command = command
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(w.t("cli-help-help")),
        )
        .help_template(format!(
            "{{about}}\n\n{} {{usage}}\n\n{{all-args}}",
            w.t("cli-help-usage")
        ));
    if top {
        command = command.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(w.t("cli-help-version")),
        );
    }
    let ids: Vec<(String, bool)> = command
        .get_arguments()
        .map(|arg| (arg.get_id().to_string(), arg.is_positional()))
        .collect();
    let mut usage = format!("durbar {}", if top { "" } else { command.get_name() });
    usage = usage.trim_end().to_owned();
    usage.push_str(&format!(" [{}]", w.t("cli-help-options-value")));
    for (id, positional) in ids {
        command = command.mut_arg(&id, |arg| {
            // The texts name the defaults and the values themselves, in the reader's words.
            let arg = if arg.get_action().takes_values() {
                arg.hide_default_value(true).hide_possible_values(true)
            } else {
                arg
            };
            if positional {
                arg.help_heading(w.t("cli-help-arguments"))
                    .value_name(w.t("cli-help-file-value"))
            } else {
                let arg = arg.help_heading(w.t("cli-help-options"));
                if arg.get_action().takes_values() && arg.get_id() != "lang" {
                    arg.value_name(w.t("cli-help-value"))
                } else {
                    arg
                }
            }
        });
        if positional {
            usage.push_str(&format!(" <{}>", w.t("cli-help-file-value")));
        }
    }
    if top {
        usage.push_str(&format!(" <{}>", w.t("cli-help-command-value")));
    }
    command.override_usage(usage)
}

/// What `error` (clap's, from parsing the command line) says, in `w`'s language.
pub fn error_sentence(error: &clap::Error, w: Words) -> String {
    let context = |kind: ContextKind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        Some(ContextValue::Strings(texts)) => texts.join(", "),
        _ => String::new(),
    };
    let sentence = match error.kind() {
        ErrorKind::InvalidSubcommand => w
            .m("cli-error-unknown-command")
            .s("command", context(ContextKind::InvalidSubcommand))
            .to_string(),
        ErrorKind::UnknownArgument => w
            .m("cli-error-unknown-argument")
            .s("argument", context(ContextKind::InvalidArg))
            .to_string(),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            w.t("cli-error-missing-command")
        }
        ErrorKind::MissingRequiredArgument => w
            .m("cli-error-missing-argument")
            .s("argument", context(ContextKind::InvalidArg))
            .to_string(),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => w
            .m("cli-error-invalid-value")
            .s("value", context(ContextKind::InvalidValue))
            .s("argument", context(ContextKind::InvalidArg))
            .to_string(),
        _ => w.t("cli-error-command-line"),
    };
    format!("{sentence} {}", w.t("cli-error-try-help"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<std::ffi::OsString> {
        words.iter().map(Into::into).collect()
    }

    #[test]
    fn the_language_is_read_from_the_raw_arguments() {
        assert_eq!(
            lang_of_args(&args(&["durbar", "--lang", "cs", "--help"])),
            Lang::Cs
        );
        assert_eq!(
            lang_of_args(&args(&["durbar", "verify", "--lang=pl", "x"])),
            Lang::Pl
        );
    }
}
