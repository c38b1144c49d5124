//! Times `simulate` from the command line:
//! `cargo run --release -p durbar-domain --example simulate -- [GAMES] [PLAYERS] [greedy|random] [SEED] [OPTIONS]`
//! (defaults: 10000 games, 5 players, greedy, seed 1, the base game). OPTIONS is a
//! comma-separated option set, e.g. `expanded,home_cities,auction=sealed,multi_character`
//! (see `GameOptions::parse_list`).

use std::time::Instant;

use durbar_domain::maharaja::bots::BotKind;
use durbar_domain::maharaja::simulate::{simulate, SimulationConfig};
use durbar_domain::maharaja::GameOptions;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.to_string());
    let games: u32 = arg(0, "10000").parse().expect("GAMES is a number");
    let players: usize = arg(1, "5").parse().expect("PLAYERS is a number");
    let bots: BotKind = arg(2, "greedy").parse().unwrap_or_else(|e| panic!("{e}"));
    let seed: u64 = arg(3, "1").parse().expect("SEED is a number");
    let options = GameOptions::parse_list(&arg(4, "")).unwrap_or_else(|e| panic!("{e}"));
    let config = SimulationConfig::classic(games, players, bots, seed)
        .expect("classic board")
        .with_options(options);
    let started = Instant::now();
    let report = simulate(&config).unwrap_or_else(|e| panic!("{e}"));
    let elapsed = started.elapsed();
    print!("{report}");
    println!();
    println!(
        "{} games in {:.3} s: {:.0} games/s, {:.3} ms per game",
        games,
        elapsed.as_secs_f64(),
        f64::from(games) / elapsed.as_secs_f64(),
        elapsed.as_secs_f64() * 1000.0 / f64::from(games.max(1))
    );
}
