//! The `durbar` command: run the service, migrate its database, play scripted games.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use durbar_api::config::Settings;
use durbar_api::{serve, telemetry};

/// durbar: a play-by-email server for the board game Maharaja.
#[derive(Debug, Parser)]
#[command(name = "durbar", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run the web service (with its own PostgreSQL unless DATABASE_URL is set).
    Serve,
    /// Apply the database migrations and exit.
    Migrate,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    telemetry::init();
    let result = match cli.command {
        Command::Serve => Settings::from_environment().and_then(serve::serve),
        Command::Migrate => Settings::from_environment().and_then(serve::migrate_only),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("durbar: {error:#}");
            ExitCode::FAILURE
        }
    }
}
