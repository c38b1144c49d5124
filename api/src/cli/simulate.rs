//! `durbar simulate`: plays many bot games through the engine and prints games/s and outcome
//! statistics.

use std::time::Instant;

use durbar_domain::bots::BotKind;
use durbar_domain::simulate::{simulate, SimulationConfig};
use durbar_domain::GameOptions;

/// Runs the simulation and prints the report.
pub fn run(
    games: u32,
    players: usize,
    bots: BotKind,
    seed: u64,
    options: &str,
) -> anyhow::Result<i32> {
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
