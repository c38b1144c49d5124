//! Citadels engine benchmarks (design.md targets, for every game kind: fold ≥ 1,000,000
//! events/s; the target: a 6-player bot game ≤ 5 ms): the referee fold of a recorded
//! 6-player game, the public fold of the same events, and whole 6-player bot games.
//!
//! `cargo bench -p durbar-domain --bench citadels -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use durbar_domain::citadels::bots::{play, BotGame, BotKind};
use durbar_domain::citadels::{fold, fold_public, Options};
use durbar_domain::Bytes32;

fn game(seed: u8, bots: BotKind) -> BotGame {
    BotGame {
        options: Options::first_game(6),
        seed: Bytes32([seed; 32]),
        bots: vec![bots; 6],
        bot_seed: Bytes32([seed.wrapping_add(100); 32]),
    }
}

fn folds(c: &mut Criterion) {
    let played = (0..8)
        .map(|seed| play(&game(seed, BotKind::Random)).expect("the game ends"))
        .max_by_key(|g| g.records.len())
        .expect("games were played");
    let n = played.records.len();
    let events: Vec<_> = played.records.iter().map(|r| r.event.clone()).collect();
    let mut group = c.benchmark_group("citadels_fold");
    group.throughput(Throughput::Elements(n as u64));
    group.bench_function(
        BenchmarkId::new("referee_6_players", format!("{n}_events")),
        |b| b.iter(|| fold(black_box(&played.records))),
    );
    group.bench_function(
        BenchmarkId::new("public_6_players", format!("{n}_events")),
        |b| b.iter(|| fold_public(black_box(&events))),
    );
    group.finish();
}

fn bot_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("citadels_bot_game");
    for (name, kind) in [("random", BotKind::Random), ("greedy", BotKind::Greedy)] {
        let mut seed = 0u8;
        group.bench_function(BenchmarkId::new("6_players", name), |b| {
            b.iter(|| {
                seed = seed.wrapping_add(1);
                play(black_box(&game(seed, kind))).expect("the game ends")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, folds, bot_games);
criterion_main!(benches);
