//! `durbar verify` with signatures on (issue 21): the export of bot games played at the
//! sealed-in-the-browser level, where every player move carries a `command_signed` event with
//! an ECDSA P-256 signature by the player's registered key, verified as `durbar verify` does
//! it (decode, hash chain, commitments, every signature, full rules replay). The throughput is
//! in events of the log per second; the target is ≥ 150,000 events/s.
//!
//! `cargo bench -p durbar-tests --bench verify_signed` (add `-- --quick` for a short run).

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use durbar_api::audit::export::{from_events, Export};
use durbar_api::audit::verify::verify;
use durbar_domain::maharaja::bots::play_game;
use durbar_domain::maharaja::{Board, BotKind, Event, GameConfig, GameOptions, Trust};

/// A whole 5-player greedy game sealed in the browser, exported as the server would.
fn signed_export(seed: u64) -> Export {
    let config = GameConfig {
        players: 5,
        bots: BotKind::Greedy,
        seed,
        options: GameOptions {
            trust: Trust::SealedInBrowser,
            ..GameOptions::default()
        },
        board: Arc::new(Board::shipped("classic").expect("the classic board")),
    };
    let played = play_game(&config).expect("the bot game ends");
    let signed = played
        .events
        .iter()
        .filter(|e| matches!(e, Event::CommandSigned { .. }))
        .count();
    eprintln!(
        "seed {seed}: {} events, {signed} of them signatures (every player move is signed)",
        played.events.len()
    );
    from_events("Signed bench game", &played.events)
}

fn bench(c: &mut Criterion) {
    let export = signed_export(7);
    verify(&export).expect("the signed export verifies");
    let mut group = c.benchmark_group("verify");
    group.throughput(Throughput::Elements(export.events.len() as u64));
    group.bench_function("signed_sealed_in_browser_5p", |b| {
        b.iter(|| verify(&export).expect("verifies"))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
