//! The `durbar` command: run the service, migrate its database, play scripted games, simulate bot
//! games, verify audit exports.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use durbar_api::config::Settings;
use durbar_api::{cli, mail, serve, telemetry};

/// durbar: a play-by-email server for the board game Maharaja.
#[derive(Debug, Parser)]
#[command(name = "durbar", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of what durbar prints for people: en, cs, pl or sk (default: from LC_ALL,
    /// LC_MESSAGES or LANG, else en).
    #[arg(long, global = true)]
    lang: Option<String>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run the web service (with its own PostgreSQL unless DATABASE_URL is set).
    Serve,
    /// Apply the database migrations and exit.
    Migrate,
    /// Deliver the mail outbox (without the web service; `serve` also delivers it).
    Mailer,
    /// Run a game script (JSON, see script-format.md) and print the outcome as JSON.
    Play {
        /// The script, or `-` for standard input.
        file: PathBuf,
        /// Also write the game's audit export to this file.
        #[arg(long)]
        export: Option<PathBuf>,
    },
    /// Verify an audit export offline: hash chain, commitments, seed, full rules replay.
    Verify {
        /// The export (JSON), or `-` for standard input.
        file: PathBuf,
    },
    /// Play bot games and print games/s and outcome statistics.
    Simulate {
        /// Which game: maharaja or citadels.
        #[arg(long, default_value = "maharaja")]
        game: String,
        /// How many games.
        #[arg(long, default_value_t = 1000)]
        games: u32,
        /// Players per game (as many as the game seats: 2–5 for Maharaja, 2–8 for Citadels).
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..))]
        players: u8,
        /// Which bots play.
        #[arg(long, value_enum, default_value_t = Bots::Greedy)]
        bots: Bots,
        /// The seed of the first game (each game's seed is derived from it).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Variant options, comma-separated: short_game, expanded, home_cities, auction=open|sealed,
        /// neutral_palaces, multi_character, hidden_gold=false.
        #[arg(long, default_value = "")]
        options: String,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Bots {
    Greedy,
    Random,
}

fn main() -> ExitCode {
    // The help and clap's errors speak the reader's language too (cli::help): it is read from
    // the raw arguments before clap parses them.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let lang = cli::help::lang_of_args(&args);
    let words = durbar_templates::Words::new(lang);
    let parsed = cli::help::localized(Cli::command(), words)
        .try_get_matches_from(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => {
            return match error.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    println!("{}", error.render().to_string().trim_end());
                    ExitCode::SUCCESS
                }
                // `durbar` alone: its help, on standard error.
                ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                    let _ = error.print();
                    ExitCode::from(2)
                }
                _ => {
                    eprintln!("durbar: {}", cli::help::error_sentence(&error, words));
                    ExitCode::from(2)
                }
            };
        }
    };
    telemetry::init();
    // The flag as clap read it (the same as the raw arguments' in every call clap accepts).
    let lang = cli
        .lang
        .as_deref()
        .map_or(lang, |flag| cli::language(Some(flag)));
    let result = match cli.command {
        Command::Serve => Settings::from_environment()
            .and_then(serve::serve)
            .map(|()| 0),
        Command::Migrate => Settings::from_environment()
            .and_then(serve::migrate_only)
            .map(|()| 0),
        Command::Mailer => Settings::from_environment()
            .and_then(mail::run_mailer)
            .map(|()| 0),
        Command::Play { file, export } => cli::play::run(&file, export.as_deref(), lang),
        Command::Verify { file } => cli::verify::run(&file, lang),
        Command::Simulate {
            game,
            games,
            players,
            bots,
            seed,
            options,
        } => {
            let bots = match bots {
                Bots::Greedy => durbar_domain::maharaja::bots::BotKind::Greedy,
                Bots::Random => durbar_domain::maharaja::bots::BotKind::Random,
            };
            cli::simulate::run(
                lang,
                &game,
                games,
                usize::from(players),
                bots,
                seed,
                &options,
            )
        }
    };
    match result {
        Ok(0) => ExitCode::SUCCESS,
        Ok(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        Err(error) => {
            let w = durbar_templates::Words::new(lang);
            let said = match error.downcast_ref::<cli::UsageError>() {
                Some(usage) => usage.sentence(w),
                // The service's own failures (configuration, database) are for the operator's
                // log, in English.
                None => format!("{error:#}"),
            };
            // The program's name, then the sentence (as command-line tools do).
            eprintln!("durbar: {said}");
            ExitCode::FAILURE
        }
    }
}
