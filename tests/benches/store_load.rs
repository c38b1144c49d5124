//! Store load benchmark: moves appended per second from 32 concurrent games with fsync on,
//! against a plain single-row INSERT loop on the same server as the ceiling; latency p50/p99;
//! the cold load of a 300-event game; `verify` events/s.
//!
//! `cargo bench -p durbar-tests --bench store_load` (it runs its own PostgreSQL, fsync on).
//! Optional: `STORE_BENCH_SECONDS` (default 5) per throughput phase.

use std::sync::Arc;
use std::time::{Duration, Instant};

use durbar_api::store::Store;
use durbar_api::{audit, database};
use durbar_domain::maharaja::{Action, Bytes32, Command, GameId, Phase, PlayerCommand, Seat};
use durbar_tests::games::{drive_until, started_game};
use durbar_tests::own_cluster::OwnCluster;

const WRITERS: usize = 32;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn re_set_disc(n: u64) -> Command {
    let mut nonce = [0u8; 32];
    nonce[..8].copy_from_slice(&n.to_be_bytes());
    Command::player(
        Seat(0),
        PlayerCommand::SetDisc {
            actions: [Action::Gold, Action::Palace],
            nonce: Bytes32(nonce),
        },
    )
}

struct Throughput {
    per_second: f64,
    p50: Duration,
    p99: Duration,
}

/// Runs `WRITERS` tasks for `seconds`, each calling `op(task, n)` in a loop.
async fn measure<F, Fut>(seconds: u64, op: F) -> Throughput
where
    F: Fn(usize, u64) -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    let op = Arc::new(op);
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let tasks: Vec<_> = (0..WRITERS)
        .map(|task| {
            let op = op.clone();
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut n = 0u64;
                while Instant::now() < deadline {
                    n += 1;
                    let t = Instant::now();
                    op(task, n).await;
                    latencies.push(t.elapsed());
                }
                latencies
            })
        })
        .collect();
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    let elapsed = started.elapsed();
    all.sort();
    Throughput {
        per_second: all.len() as f64 / elapsed.as_secs_f64(),
        p50: percentile(&all, 0.5),
        p99: percentile(&all, 0.99),
    }
}

fn main() {
    let seconds: u64 = std::env::var("STORE_BENCH_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    let cluster = OwnCluster::start("durbar-store-bench-");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(run(&cluster, seconds));
    drop(cluster);
}

async fn run(cluster: &OwnCluster, seconds: u64) {
    let config = cluster.migrated_database("bench").await;
    let client = database::connect(&config).await.unwrap();
    client.batch_execute("CREATE TABLE IF NOT EXISTS ceiling (id bigserial PRIMARY KEY, task int, n bigint, payload bytea)").await.unwrap();
    let pool = database::pool(config.clone(), WRITERS + 4).unwrap();
    println!(
        "fsync: {}",
        client
            .query_one("SHOW fsync", &[])
            .await
            .unwrap()
            .get::<_, String>(0)
    );
    println!(
        "synchronous_commit: {}",
        client
            .query_one("SHOW synchronous_commit", &[])
            .await
            .unwrap()
            .get::<_, String>(0)
    );

    // The ceiling: a plain single-row INSERT (autocommit) loop from 32 connections.
    let ceiling_pool = pool.clone();
    let ceiling = measure(seconds, move |task, n| {
        let pool = ceiling_pool.clone();
        async move {
            let client = pool.get().await.unwrap();
            let insert = client
                .prepare_cached("INSERT INTO ceiling (task, n, payload) VALUES ($1, $2, $3)")
                .await
                .unwrap();
            client
                .execute(&insert, &[&(task as i32), &(n as i64), &vec![7u8; 120]])
                .await
                .unwrap();
        }
    })
    .await;
    println!(
        "plain single-row INSERT loop (prepared, autocommit), {WRITERS} connections: {:.0} rows/s, p50 {:.2} ms, p99 {:.2} ms",
        ceiling.per_second,
        ceiling.p50.as_secs_f64() * 1e3,
        ceiling.p99.as_secs_f64() * 1e3
    );

    // The same loop as most code writes it: the text statement is prepared on every call.
    let unprepared_pool = pool.clone();
    let unprepared = measure(seconds, move |task, n| {
        let pool = unprepared_pool.clone();
        async move {
            let client = pool.get().await.unwrap();
            client
                .execute(
                    "INSERT INTO ceiling (task, n, payload) VALUES ($1, $2, $3)",
                    &[&(task as i32), &(n as i64), &vec![7u8; 120]],
                )
                .await
                .unwrap();
        }
    })
    .await;
    println!(
        "plain single-row INSERT loop (unprepared text statement), {WRITERS} connections: {:.0} rows/s, p50 {:.2} ms, p99 {:.2} ms",
        unprepared.per_second,
        unprepared.p50.as_secs_f64() * 1e3,
        unprepared.p99.as_secs_f64() * 1e3
    );

    // The store: 32 games, each re-setting a disc (decide + escrow + append in one statement).
    let store = Store::new(pool.clone());
    let mut games: Vec<GameId> = Vec::new();
    for _ in 0..WRITERS {
        let (game, _) = started_game(&store, 2).await;
        drive_until(&store, game, Phase::Discs).await;
        games.push(game);
    }
    let games = Arc::new(games);
    let moves_store = store.clone();
    let moves_games = games.clone();
    let moves = measure(seconds, move |task, n| {
        let store = moves_store.clone();
        let game = moves_games[task];
        async move {
            store.execute(game, &re_set_disc(n), None).await.unwrap();
        }
    })
    .await;
    println!(
        "store.execute, {WRITERS} concurrent games: {:.0} moves/s, p50 {:.2} ms, p99 {:.2} ms",
        moves.per_second,
        moves.p50.as_secs_f64() * 1e3,
        moves.p99.as_secs_f64() * 1e3
    );
    println!(
        "ratio to the prepared INSERT ceiling: {:.2}; to the unprepared one: {:.2}",
        moves.per_second / ceiling.per_second,
        moves.per_second / unprepared.per_second
    );

    // Cold load of a 300-event game: a fresh store (empty cache) folds the whole log.
    let (long_game, _) = started_game(&store, 2).await;
    drive_until(&store, long_game, Phase::Discs).await;
    let mut n = 1_000_000;
    while store.load(long_game).await.unwrap().seq < 300 {
        n += 1;
        store
            .execute(long_game, &re_set_disc(n), None)
            .await
            .unwrap();
    }
    let events = store.load(long_game).await.unwrap().seq;
    let mut loads = Vec::new();
    for _ in 0..50 {
        let cold = Store::new(pool.clone());
        let t = Instant::now();
        cold.load(long_game).await.unwrap();
        loads.push(t.elapsed());
    }
    loads.sort();
    println!(
        "cold load of a {events}-event game: p50 {:.2} ms, p99 {:.2} ms",
        percentile(&loads, 0.5).as_secs_f64() * 1e3,
        percentile(&loads, 0.99).as_secs_f64() * 1e3
    );
    let warm = Instant::now();
    for _ in 0..200 {
        store.load(long_game).await.unwrap();
    }
    println!(
        "warm load (cache + one query): {:.3} ms",
        warm.elapsed().as_secs_f64() * 1e3 / 200.0
    );

    // verify: decode, hash, replay.
    let export = store.export(long_game).await.unwrap();
    let t = Instant::now();
    let mut rounds = 0;
    while t.elapsed() < Duration::from_secs(2) {
        audit::verify::verify(&export).unwrap();
        rounds += 1;
    }
    println!(
        "verify: {:.0} events/s ({} events × {rounds} runs)",
        (export.events.len() * rounds) as f64 / t.elapsed().as_secs_f64(),
        export.events.len()
    );
}
