//! Bot-game simulation: plays many seeded games with one kind of bot at every seat and reports
//! per-game results and their averages (rounds, palaces, gold, how games ended, who won).
//! Pure: no clock (the CLI times the call), every game's seed derived from the simulation's.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::maharaja::board::{Board, BoardError};
use crate::maharaja::bots::{play_game, BotGameError, BotKind, GameConfig, PlayedGame};
use crate::maharaja::event::{EndReason, Event};
use crate::maharaja::options::GameOptions;

/// What to simulate.
#[derive(Debug, Clone, PartialEq)]
pub struct SimulationConfig {
    /// Number of games.
    pub games: u32,
    /// Players per game (2–5).
    pub players: usize,
    /// The bot at every seat.
    pub bots: BotKind,
    /// Fixes every game (see [`game_seed`]).
    pub seed: u64,
    /// Game options.
    pub options: GameOptions,
    /// The board.
    pub board: Arc<Board>,
}

impl SimulationConfig {
    /// A simulation on the shipped classic board with default options.
    pub fn classic(
        games: u32,
        players: usize,
        bots: BotKind,
        seed: u64,
    ) -> Result<SimulationConfig, BoardError> {
        Ok(SimulationConfig {
            games,
            players,
            bots,
            seed,
            options: GameOptions::default(),
            board: Arc::new(Board::shipped("classic")?),
        })
    }
}

/// The seed of game `index` of a simulation: the first 8 bytes (big-endian) of
/// `SHA-256("durbar.simulate.v1" ‖ u64be(seed) ‖ u32be(index))`.
pub fn game_seed(seed: u64, index: u32) -> u64 {
    let digest: [u8; 32] = Sha256::new()
        .chain_update(b"durbar.simulate.v1")
        .chain_update(seed.to_be_bytes())
        .chain_update(index.to_be_bytes())
        .finalize()
        .into();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

impl SimulationConfig {
    /// The same simulation with another option set (see [`GameOptions::parse_list`] for the
    /// command-line form, e.g. `"expanded,home_cities,auction=sealed"`).
    pub fn with_options(self, options: GameOptions) -> SimulationConfig {
        SimulationConfig { options, ..self }
    }
}

/// One simulated game's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameSummary {
    /// 0-based game number.
    pub index: u32,
    /// The game's seed (replay it with `play_game`).
    pub seed: u64,
    /// Rounds played.
    pub rounds: u32,
    /// Why it ended.
    pub end_reason: EndReason,
    /// Palaces built, by seat.
    pub palaces: Vec<u8>,
    /// Gold at the end, by seat.
    pub gold: Vec<u32>,
    /// The winner's seat.
    pub winner: u8,
    /// Events in the log.
    pub events: usize,
    /// Turns that forfeited part of a disc (D3).
    pub forfeits: u32,
}

/// How the games ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct EndCounts {
    /// A player built their last palace.
    pub all_palaces_built: u32,
    /// The last round was played.
    pub last_round: u32,
}

/// The mean, least and greatest of a per-game figure.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct Spread {
    /// Mean (0 with no games).
    pub mean: f64,
    /// Least.
    pub min: f64,
    /// Greatest.
    pub max: f64,
}

impl Spread {
    fn of(values: impl Iterator<Item = f64>) -> Spread {
        let mut count = 0u64;
        let mut sum = 0.0;
        let mut min = f64::INFINITY;
        let mut max = f64::NEG_INFINITY;
        for value in values {
            count += 1;
            sum += value;
            min = min.min(value);
            max = max.max(value);
        }
        if count == 0 {
            return Spread::default();
        }
        Spread {
            mean: sum / count as f64,
            min,
            max,
        }
    }
}

/// The result of a simulation.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SimulationReport {
    /// Games played.
    pub games: u32,
    /// Players per game.
    pub players: usize,
    /// The bots.
    pub bots: BotKind,
    /// The simulation's seed.
    pub seed: u64,
    /// The game options every game was played with.
    pub options: GameOptions,
    /// Rounds per game.
    pub rounds: Spread,
    /// Palaces built per player.
    pub palaces_per_player: Spread,
    /// Palaces built by the winner.
    pub winner_palaces: Spread,
    /// Gold per player at the end.
    pub gold_per_player: Spread,
    /// Events per game.
    pub events_per_game: Spread,
    /// Forfeiting turns per game.
    pub forfeits_per_game: Spread,
    /// How the games ended.
    pub ended_by: EndCounts,
    /// Games by number of rounds.
    pub rounds_histogram: BTreeMap<u32, u32>,
    /// Wins by the seat that won (0-based).
    pub wins_by_seat: BTreeMap<u8, u32>,
    /// Every game.
    pub per_game: Vec<GameSummary>,
}

/// A simulated game that failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("Simulated game {index} (seed {seed}) failed: {error}")]
pub struct SimulationError {
    /// The game's number.
    pub index: u32,
    /// Its seed.
    pub seed: u64,
    /// What went wrong.
    pub error: BotGameError,
}

/// Plays `config.games` bot games and reports on them. Stops at the first game that fails.
pub fn simulate(config: &SimulationConfig) -> Result<SimulationReport, SimulationError> {
    let mut per_game = Vec::with_capacity(config.games as usize);
    for index in 0..config.games {
        let seed = game_seed(config.seed, index);
        let game = GameConfig {
            players: config.players,
            bots: config.bots,
            seed,
            options: config.options,
            board: Arc::clone(&config.board),
        };
        let played = play_game(&game).map_err(|error| SimulationError { index, seed, error })?;
        per_game.push(summarize(index, seed, &played));
    }
    Ok(report(config, per_game))
}

/// One game's summary.
pub fn summarize(index: u32, seed: u64, played: &PlayedGame) -> GameSummary {
    let state = &played.final_state;
    let mut end_reason = EndReason::LastRound;
    let mut forfeits = 0;
    for event in &played.events {
        match event {
            Event::GameEnded { reason, .. } => end_reason = *reason,
            Event::ForfeitCompensated { .. } => forfeits += 1,
            _ => {}
        }
    }
    GameSummary {
        index,
        seed,
        rounds: state.round(),
        end_reason,
        palaces: state.players().0.iter().map(|p| p.palaces_built).collect(),
        gold: state.players().0.iter().map(|p| p.gold.0).collect(),
        winner: state.ranking().first().map_or(0, |r| r.seat.0),
        events: played.events.len(),
        forfeits,
    }
}

fn report(config: &SimulationConfig, per_game: Vec<GameSummary>) -> SimulationReport {
    let mut ended_by = EndCounts::default();
    let mut rounds_histogram = BTreeMap::new();
    let mut wins_by_seat = BTreeMap::new();
    for game in &per_game {
        match game.end_reason {
            EndReason::AllPalacesBuilt => ended_by.all_palaces_built += 1,
            EndReason::LastRound => ended_by.last_round += 1,
        }
        *rounds_histogram.entry(game.rounds).or_insert(0) += 1;
        *wins_by_seat.entry(game.winner).or_insert(0) += 1;
    }
    let each = |f: fn(&GameSummary) -> f64| Spread::of(per_game.iter().map(f));
    SimulationReport {
        games: config.games,
        players: config.players,
        bots: config.bots,
        seed: config.seed,
        options: config.options,
        rounds: each(|g| f64::from(g.rounds)),
        palaces_per_player: Spread::of(
            per_game
                .iter()
                .flat_map(|g| g.palaces.iter().map(|p| f64::from(*p))),
        ),
        winner_palaces: each(|g| {
            f64::from(g.palaces.get(usize::from(g.winner)).copied().unwrap_or(0))
        }),
        gold_per_player: Spread::of(
            per_game
                .iter()
                .flat_map(|g| g.gold.iter().map(|p| f64::from(*p))),
        ),
        events_per_game: each(|g| g.events as f64),
        forfeits_per_game: each(|g| f64::from(g.forfeits)),
        ended_by,
        rounds_histogram,
        wins_by_seat,
        per_game,
    }
}

impl fmt::Display for SimulationReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Simulation: {} games, {} players, {} bots, seed {}",
            self.games, self.players, self.bots, self.seed
        )?;
        for line in self.options.describe() {
            writeln!(f, "  {line}")?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "{:<28}{:>10}{:>10}{:>10}",
            "per game", "mean", "min", "max"
        )?;
        let rows = [
            ("rounds", self.rounds),
            ("palaces per player", self.palaces_per_player),
            ("palaces of the winner", self.winner_palaces),
            ("gold per player at the end", self.gold_per_player),
            ("events", self.events_per_game),
            ("forfeiting turns", self.forfeits_per_game),
        ];
        for (name, spread) in rows {
            writeln!(
                f,
                "{:<28}{:>10.2}{:>10}{:>10}",
                name, spread.mean, spread.min, spread.max
            )?;
        }
        writeln!(f)?;
        let percent = |n: u32| {
            if self.games == 0 {
                0.0
            } else {
                100.0 * f64::from(n) / f64::from(self.games)
            }
        };
        writeln!(f, "{:<28}{:>10}{:>10}", "games ended by", "games", "share")?;
        for (name, count) in [
            ("a player's last palace", self.ended_by.all_palaces_built),
            ("the last round", self.ended_by.last_round),
        ] {
            writeln!(f, "{:<28}{:>10}{:>9.1}%", name, count, percent(count))?;
        }
        writeln!(f)?;
        writeln!(f, "{:<28}{:>10}{:>10}", "rounds played", "games", "share")?;
        for (rounds, count) in &self.rounds_histogram {
            writeln!(f, "{:<28}{:>10}{:>9.1}%", rounds, count, percent(*count))?;
        }
        writeln!(f)?;
        writeln!(f, "{:<28}{:>10}{:>10}", "wins by seat", "games", "share")?;
        for (seat, count) in &self.wins_by_seat {
            writeln!(
                f,
                "{:<28}{:>10}{:>9.1}%",
                format!("seat {}", u32::from(*seat) + 1),
                count,
                percent(*count)
            )?;
        }
        Ok(())
    }
}
