//! Engine benchmarks (design.md targets: fold ≥ 1,000,000 events/s; a complete 5-player game
//! simulated by bots in ≤ 5 ms): folding a recorded 5-player game, `decide` per command on a
//! mix taken from a recorded game, the full rules replay, and whole 5-player bot games.
//!
//! `cargo bench -p durbar-domain --bench engine -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;
use std::sync::Arc;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use durbar_domain::maharaja::bots::{play_game, BotKind, GameConfig, PlayedGame};
use durbar_domain::maharaja::{
    decide, replay, Board, Command, Game, GameOptions, PlayerCommand, SystemCommand,
};

fn config(bots: BotKind, seed: u64, board: &Arc<Board>) -> GameConfig {
    GameConfig {
        players: 5,
        bots,
        seed,
        options: GameOptions::default(),
        board: Arc::clone(board),
    }
}

/// The longest of a few recorded 5-player games.
fn long_game(board: &Arc<Board>) -> PlayedGame {
    (0..8)
        .map(|seed| play_game(&config(BotKind::Random, seed, board)).expect("the game ends"))
        .max_by_key(|g| g.events.len())
        .expect("games were played")
}

/// What a command is, for grouping the decide latencies.
fn kind(command: &Command) -> &'static str {
    match command {
        Command::System(SystemCommand::RevealDisc { .. }) => "reveal_disc",
        Command::System(_) => "setup",
        Command::Player { command, .. } => match command {
            PlayerCommand::SetDisc { .. } => "set_disc",
            PlayerCommand::Travel { .. } | PlayerCommand::TravelPath { .. } => "travel",
            PlayerCommand::EndTurn => "end_turn",
            PlayerCommand::BuildPalace { .. } => "build_palace",
            PlayerCommand::BuildHouse { .. } | PlayerCommand::BuilderBuildHouse { .. } => {
                "build_house"
            }
            PlayerCommand::ChooseCharacter { .. } | PlayerCommand::PlaceHouse { .. } => "setup",
            _ => "other_action",
        },
    }
}

fn fold(c: &mut Criterion) {
    let board = Arc::new(Board::shipped("classic").expect("classic"));
    let game = long_game(&board);
    let mut group = c.benchmark_group("fold");
    group.throughput(Throughput::Elements(game.events.len() as u64));
    group.bench_function(
        BenchmarkId::new("5_player_game", format!("{}_events", game.events.len())),
        |b| b.iter(|| Game::from_events(black_box(&game.events))),
    );
    group.finish();

    let mut group = c.benchmark_group("replay");
    group.throughput(Throughput::Elements(game.events.len() as u64));
    group.bench_function(
        BenchmarkId::new("5_player_game", format!("{}_events", game.events.len())),
        |b| b.iter(|| replay(black_box(&game.events)).expect("the log replays")),
    );
    group.finish();
}

fn decide_latency(c: &mut Criterion) {
    let board = Arc::new(Board::shipped("classic").expect("classic"));
    // One greedy and one random 5-player game: each command with the state it was decided on.
    let mut cases: Vec<(&'static str, Game, Command)> = Vec::new();
    for bots in [BotKind::Greedy, BotKind::Random] {
        let played = play_game(&config(bots, 3, &board)).expect("the game ends");
        let mut game = Game::default();
        let mut folded = 0;
        for recorded in &played.commands {
            for event in &played.events[folded..recorded.events_before] {
                game.apply(event);
            }
            folded = recorded.events_before;
            if kind(&recorded.command) != "setup" {
                cases.push((
                    kind(&recorded.command),
                    game.clone(),
                    recorded.command.clone(),
                ));
            }
        }
    }
    let mut group = c.benchmark_group("decide");
    group.throughput(Throughput::Elements(cases.len() as u64));
    group.bench_function(
        BenchmarkId::new("mix", format!("{}_commands", cases.len())),
        |b| {
            b.iter(|| {
                for (_, game, command) in &cases {
                    black_box(decide(black_box(game), black_box(command)).expect("accepted"));
                }
            })
        },
    );
    let mut kinds: Vec<&str> = cases.iter().map(|(k, _, _)| *k).collect();
    kinds.sort_unstable();
    kinds.dedup();
    for k in kinds {
        let some: Vec<&(&str, Game, Command)> = cases.iter().filter(|(c, _, _)| *c == k).collect();
        group.throughput(Throughput::Elements(some.len() as u64));
        group.bench_function(
            BenchmarkId::new(k, format!("{}_commands", some.len())),
            |b| {
                b.iter(|| {
                    for (_, game, command) in &some {
                        black_box(decide(black_box(game), black_box(command)).expect("accepted"));
                    }
                })
            },
        );
    }
    group.finish();
}

fn whole_games(c: &mut Criterion) {
    let board = Arc::new(Board::shipped("classic").expect("classic"));
    let mut group = c.benchmark_group("bot_game");
    for bots in [BotKind::Greedy, BotKind::Random] {
        let mut seed = 0u64;
        group.bench_function(BenchmarkId::new("5_players", bots.name()), |b| {
            b.iter(|| {
                seed = (seed + 1) % 16;
                play_game(black_box(&config(bots, seed, &board))).expect("the game ends")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, fold, decide_latency, whole_games);
criterion_main!(benches);
