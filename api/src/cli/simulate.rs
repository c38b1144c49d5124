//! `durbar simulate --game KIND`: plays many bot games through the engine and prints games/s and
//! outcome statistics (for Citadels: rounds, how games end, wins by seat).

use std::fmt::Write;
use std::time::Instant;

use durbar_domain::citadels::bots::{play, BotGame, BotKind as CitadelsBot, MAX_COMMANDS};
use durbar_domain::citadels::rules::bot_seed;
use durbar_domain::citadels::{Citadels, Options, Phase};
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
    let started = Instant::now();
    match kind {
        GameKind::Maharaja => {
            if !Maharaja::PLAYERS.contains(&players) {
                anyhow::bail!("--players: a game of Maharaja has 2 to 5 players, not {players}.");
            }
            let options =
                GameOptions::parse_list(options).map_err(|e| anyhow::anyhow!("--options: {e}"))?;
            let config =
                SimulationConfig::classic(games, players, bots, seed)?.with_options(options);
            let report = simulate(&config)?;
            println!("{report}");
        }
        GameKind::Citadels => {
            if !Citadels::PLAYERS.contains(&players) {
                anyhow::bail!("--players: a game of Citadels has 2 to 8 players, not {players}.");
            }
            if !options.is_empty() {
                anyhow::bail!("--options: Citadels is simulated with the first-game set only.");
            }
            let bot = match bots {
                BotKind::Greedy => CitadelsBot::Greedy,
                BotKind::Random => CitadelsBot::Random,
            };
            print!("{}", simulate_citadels(games, players as u8, bot, seed)?);
        }
    }
    let elapsed = started.elapsed();
    println!(
        "{games} games in {:.3} s: {:.0} games/s ({:.3} ms per game)",
        elapsed.as_secs_f64(),
        f64::from(games) / elapsed.as_secs_f64(),
        elapsed.as_secs_f64() * 1000.0 / f64::from(games.max(1))
    );
    Ok(0)
}

/// Plays `games` Citadels games of the first-game set, every seat played by `bot`; game `g`
/// has seed `bot_seed(seed + g)` and its bots the next seed. Returns the report.
pub fn simulate_citadels(
    games: u32,
    players: u8,
    bot: CitadelsBot,
    seed: u64,
) -> anyhow::Result<String> {
    let mut rounds = Vec::with_capacity(games as usize);
    let mut ended = 0u32;
    let mut wins = vec![0u32; usize::from(players)];
    let mut first_completer_won = 0u32;
    let mut winning_scores = 0u64;
    let mut events = 0u64;
    for g in 0..u64::from(games) {
        let game = BotGame {
            options: Options::first_game(players),
            seed: bot_seed(seed.wrapping_add(g)),
            bots: vec![bot; usize::from(players)],
            bot_seed: bot_seed(seed.wrapping_add(g).wrapping_add(1 << 32)),
        };
        let played = play(&game).map_err(|e| anyhow::anyhow!("game {g}: {e}"))?;
        let state = &played.state;
        events += played.records.len() as u64;
        rounds.push(state.round);
        if state.phase == Phase::Over {
            ended += 1;
            if let Some(winner) = state.ranking.first() {
                wins[winner.seat.index()] += 1;
                winning_scores += u64::from(winner.score);
                if state.completers.first() == Some(&winner.seat) {
                    first_completer_won += 1;
                }
            }
        }
    }
    rounds.sort_unstable();
    let n = f64::from(games.max(1));
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Citadels, {players} players, first-game set, {} bots, {games} games",
        match bot {
            CitadelsBot::Greedy => "greedy",
            CitadelsBot::Random => "random",
        }
    );
    let _ = writeln!(
        out,
        "rounds: mean {:.2}, median {}, min {}, max {}",
        rounds.iter().map(|r| f64::from(*r)).sum::<f64>() / n,
        rounds.get(rounds.len() / 2).copied().unwrap_or(0),
        rounds.first().copied().unwrap_or(0),
        rounds.last().copied().unwrap_or(0)
    );
    let _ = writeln!(
        out,
        "how games end: {ended} by a completed city and the round finished, {} stopped after \
         {MAX_COMMANDS} commands; the first to complete won {first_completer_won}",
        games - ended
    );
    let by_seat: Vec<String> = wins
        .iter()
        .enumerate()
        .map(|(seat, w)| format!("seat {seat} {w} ({:.1}%)", f64::from(*w) * 100.0 / n))
        .collect();
    let _ = writeln!(out, "wins by seat: {}", by_seat.join(", "));
    let _ = writeln!(
        out,
        "winning score: mean {:.1}; events per game: mean {:.0}",
        winning_scores as f64 / f64::from(ended.max(1)),
        events as f64 / n
    );
    Ok(out)
}
