//! `durbar simulate --game KIND`: plays many bot games through the engine and prints games/s and outcome
//! statistics.

use std::time::Instant;

use durbar_domain::maharaja::bots::BotKind;
use durbar_domain::maharaja::simulate::{simulate, SimulationConfig};
use durbar_domain::maharaja::{GameOptions, Maharaja};
use durbar_domain::{GameKind, Rules};

/// Runs the simulation of game `game` (a [`GameKind`] name) and prints the report.
pub fn run(
    game: &str,
    games: u32,
    players: usize,
    bots: BotKind,
    seed: u64,
    options: &str,
) -> anyhow::Result<i32> {
    let kind: GameKind = game.parse().map_err(|e| anyhow::anyhow!("--game: {e}"))?;
    match kind {
        GameKind::Maharaja => {
            if !Maharaja::PLAYERS.contains(&players) {
                anyhow::bail!("--players: a game of Maharaja has 2 to 5 players, not {players}.");
            }
        }
        GameKind::Citadels => anyhow::bail!("--game: Citadels is not simulated yet."),
    }
    let options =
        GameOptions::parse_list(options).map_err(|e| anyhow::anyhow!("--options: {e}"))?;
    let config = SimulationConfig::classic(games, players, bots, seed)?.with_options(options);
    let started = Instant::now();
    let report = simulate(&config)?;
    let elapsed = started.elapsed();
    println!("{report}");
    println!(
        "{games} games in {:.3} s: {:.0} games/s ({:.3} ms per game)",
        elapsed.as_secs_f64(),
        f64::from(games) / elapsed.as_secs_f64(),
        elapsed.as_secs_f64() * 1000.0 / f64::from(games.max(1))
    );
    Ok(0)
}
