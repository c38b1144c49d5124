//! A small HTTP load generator for `scripts/bench-web`: requests at a fixed rate (open loop:
//! each request has a scheduled start, and its latency counts from then, so a slow server
//! cannot hide its queueing — what wrk2 does and plain wrk does not) or as fast as the
//! connections allow (closed loop, `--rate 0`). Prints one JSON line: throughput, latency
//! percentiles, errors.
//!
//! ```text
//! web_load --url 'http://127.0.0.1:8080/games/{0}' --rate 200 --duration 10 --connections 32 \
//!     --header 'Cookie: durbar_session={1}' --vars targets.tsv [--method POST --body 'a=gold&idem=k{n}']
//! ```
//! `{n}` is the request's number; `{0}`, `{1}`, … are the fields of line `n % lines` of the
//! tab-separated `--vars` file. `--expect 303` counts other statuses as errors. `--acked FILE`
//! writes the number `n` of every request answered as expected to FILE, one a line (what
//! `scripts/soak` checks against the store and the mail). `--timeline FILE` writes every
//! request's scheduled start and latency (milliseconds, tab-separated), one a line: where in
//! time the slow ones fall.
//!
//! `web_load --insert-ceiling 'host=/path/to/socket/dir user=postgres dbname=durbar'
//! [--duration 10] [--connections 32]` measures instead the plain single-row INSERT loop (prepared,
//! autocommit) on that PostgreSQL server: the ceiling a move POST is compared with.
//!
//! `web_load --move-rows '…'` [same options] measures the rows a disc move writes, by SQL alone:
//! one statement per move inserting an event, an escrow row, an idempotency key, a personal link
//! and an outbox mail (the newest mail in the server's outbox as its body) into copies of those
//! tables with the same columns, checks, indexes and foreign keys. What the database itself
//! allows for such a move, without HTTP, decisions or rendering.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Semaphore;

struct Args {
    url: String,
    method: reqwest::Method,
    headers: Vec<(String, String)>,
    body: Option<String>,
    rate: f64,
    duration: f64,
    connections: usize,
    vars: Vec<Vec<String>>,
    expect: Option<u16>,
    acked: Option<String>,
    timeline: Option<String>,
}

fn parse_args() -> Args {
    let mut args = Args {
        url: String::new(),
        method: reqwest::Method::GET,
        headers: Vec::new(),
        body: None,
        rate: 0.0,
        duration: 10.0,
        connections: 32,
        vars: vec![Vec::new()],
        expect: None,
        acked: None,
        timeline: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--url" => args.url = value(),
            "--method" => args.method = value().parse().expect("a method"),
            "--header" => {
                let header = value();
                let (name, val) = header.split_once(':').expect("Name: value");
                args.headers
                    .push((name.trim().to_owned(), val.trim().to_owned()));
            }
            "--body" => args.body = Some(value()),
            "--rate" => args.rate = value().parse().expect("a rate"),
            "--duration" => args.duration = value().parse().expect("seconds"),
            "--connections" => args.connections = value().parse().expect("a count"),
            "--expect" => args.expect = Some(value().parse().expect("a status")),
            "--acked" => args.acked = Some(value()),
            "--timeline" => args.timeline = Some(value()),
            "--vars" => {
                let text = std::fs::read_to_string(value()).expect("the vars file");
                args.vars = text
                    .lines()
                    .filter(|l| !l.is_empty())
                    .map(|l| l.split('\t').map(str::to_owned).collect())
                    .collect();
            }
            other => panic!("unknown flag {other}"),
        }
    }
    assert!(!args.url.is_empty(), "--url is required");
    args
}

fn fill(template: &str, n: u64, vars: &[String]) -> String {
    let mut out = template.replace("{n}", &n.to_string());
    for (i, v) in vars.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), v);
    }
    out
}

/// Copies of the tables a disc move writes (columns, checks, defaults, indexes, compression) with
/// their foreign keys, on games and players of their own.
const MOVE_TABLES: &str = "
    DROP TABLE IF EXISTS bench_events, bench_escrow, bench_keys, bench_outbox,
                         bench_players, bench_games;
    CREATE TABLE bench_games (LIKE games INCLUDING ALL);
    CREATE TABLE bench_players (game_id uuid, player_index smallint,
                                PRIMARY KEY (game_id, player_index));
    CREATE TABLE bench_events (LIKE events INCLUDING ALL,
                               FOREIGN KEY (game_id) REFERENCES bench_games (game_id));
    CREATE TABLE bench_escrow (LIKE sealed_escrow INCLUDING ALL,
                               FOREIGN KEY (game_id) REFERENCES bench_games (game_id));
    CREATE TABLE bench_keys (LIKE idempotency_keys INCLUDING ALL);
    CREATE TABLE bench_outbox (LIKE outbox INCLUDING ALL,
                               FOREIGN KEY (game_id) REFERENCES bench_games (game_id));
    INSERT INTO bench_games SELECT * FROM games;
    INSERT INTO bench_players SELECT game_id, player_index FROM players;";

/// One disc move's rows in one statement.
const MOVE_ROWS: &str = "
    WITH escrowed AS (
        INSERT INTO bench_escrow (game_id, round, seat, commitment, value, nonce, kind)
        VALUES ($1, 1, 0, $3, '\\x0005', $4, 'disc')
    ), remembered AS (
        INSERT INTO bench_keys (key, game_id, player_index, outcome, request_hash)
        VALUES ($5, $1, 0, '{\"answer\": \"see_other\"}', $6)
    ), mailed AS (
        INSERT INTO bench_outbox (kind, game_id, message_id, to_name, to_address, subject,
                                  in_reply_to, thread_references, list_unsubscribe, list_id,
                                  text_body, html_body)
        VALUES ('disc_receipt', $1, $7, 'Anna', 'anna@example.test', 'durbar: bench',
                '<game.bench@durbar.test>', ARRAY['<game.bench@durbar.test>'],
                'http://127.0.0.1/unsubscribe/00', '\"bench\" <bench.games.durbar.test>', $8, $9)
    )
    INSERT INTO bench_events (game_id, seq, payload, prev_hash, hash) VALUES ($1, $2, $10, $4, $3)";

/// 32 bytes unique to (task, n).
fn unique32(task: i32, n: i64, salt: u8) -> Vec<u8> {
    let mut bytes = vec![salt; 32];
    bytes[..4].copy_from_slice(&task.to_be_bytes());
    bytes[4..12].copy_from_slice(&n.to_be_bytes());
    bytes
}

/// A connection driven on this runtime.
async fn connect(config: &tokio_postgres::Config) -> tokio_postgres::Client {
    let (client, connection) = config
        .connect(tokio_postgres::NoTls)
        .await
        .expect("connect");
    tokio::spawn(connection);
    client
}

/// The parameters of statement number `n` of task `task`.
type Params = Vec<Box<dyn tokio_postgres::types::ToSql + Sync + Send>>;

/// Runs `sql` (prepared, autocommit) in a loop on `connections` connections for `seconds`, with
/// the parameters `params(task, n)`, and prints what it did as `what`.
async fn statement_loop(
    config: &tokio_postgres::Config,
    seconds: f64,
    connections: usize,
    sql: &'static str,
    params: impl Fn(i32, i64) -> Params + Clone + Send + 'static,
    what: &str,
) {
    let end = Instant::now() + Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let mut tasks = Vec::new();
    for task in 0..connections as i32 {
        let config = config.clone();
        let params = params.clone();
        tasks.push(tokio::spawn(async move {
            let client = connect(&config).await;
            let statement = client.prepare(sql).await.expect("prepare");
            let mut latencies = Vec::new();
            let mut n: i64 = 0;
            while Instant::now() < end {
                n += 1;
                let values = params(task, n);
                let refs: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> = values
                    .iter()
                    .map(|v| v.as_ref() as &(dyn tokio_postgres::types::ToSql + Sync))
                    .collect();
                let t = Instant::now();
                client
                    .execute(&statement, &refs)
                    .await
                    .expect("the statement");
                latencies.push(t.elapsed());
            }
            latencies
        }));
    }
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await.expect("a task"));
    }
    latencies.sort();
    let elapsed = start.elapsed().as_secs_f64();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p).ceil() as usize).saturating_sub(1))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "{{\"{what}\": {}, \"seconds\": {elapsed:.2}, \"{what}_per_s\": {:.1}, \"p50_ms\": {:.2}, \"p99_ms\": {:.2}}}",
        latencies.len(),
        latencies.len() as f64 / elapsed,
        pct(0.5),
        pct(0.99)
    );
}

/// The rows of a disc move written by SQL alone, one statement per move, from `connections`
/// connections (each on a game of the server's, as far as there are games).
async fn move_rows(config: &tokio_postgres::Config, seconds: f64, connections: usize) {
    let admin = connect(config).await;
    admin.batch_execute(MOVE_TABLES).await.expect("the copies");
    let games: Vec<uuid::Uuid> = admin
        .query("SELECT game_id FROM bench_games ORDER BY game_id", &[])
        .await
        .expect("the games")
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert!(!games.is_empty(), "the server has no games to copy");
    let body = admin
        .query_one(
            "SELECT text_body, html_body FROM outbox ORDER BY id DESC LIMIT 1",
            &[],
        )
        .await
        .expect("a mail in the outbox");
    let (text, html): (String, String) = (body.get(0), body.get(1));
    let params = move |task: i32, n: i64| -> Params {
        // Tasks sharing a game write seqs of their own.
        let seq = i64::from(task) * 1_000_000_000 + n;
        vec![
            Box::new(games[task as usize % games.len()]),
            Box::new(seq),
            Box::new(unique32(task, n, 1)),
            Box::new(unique32(task, n, 2)),
            Box::new(format!("bench-move-key-{task}-{n}")),
            Box::new(unique32(task, n, 3)),
            Box::new(format!("<bench.{task}.{n}@durbar.test>")),
            Box::new(text.clone()),
            Box::new(html.clone()),
            Box::new(vec![b'x'; 160]),
        ]
    };
    statement_loop(config, seconds, connections, MOVE_ROWS, params, "moves").await;
    admin
        .batch_execute(
            "DROP TABLE bench_events, bench_escrow, bench_keys, bench_outbox,
                        bench_players, bench_games",
        )
        .await
        .expect("drop the copies");
}

/// The plain single-row INSERT loop from `connections` connections.
async fn insert_ceiling(config: &tokio_postgres::Config, seconds: f64, connections: usize) {
    let admin = connect(config).await;
    admin
        .batch_execute(
            "DROP TABLE IF EXISTS bench_ceiling;
             CREATE TABLE bench_ceiling (task int, n bigint, payload bytea, PRIMARY KEY (task, n))",
        )
        .await
        .expect("the ceiling table");
    let params = |task: i32, n: i64| -> Params {
        vec![Box::new(task), Box::new(n), Box::new(vec![7u8; 200])]
    };
    statement_loop(
        config,
        seconds,
        connections,
        "INSERT INTO bench_ceiling (task, n, payload) VALUES ($1, $2, $3)",
        params,
        "rows",
    )
    .await;
    admin
        .batch_execute("DROP TABLE bench_ceiling")
        .await
        .expect("drop the ceiling table");
}

#[tokio::main]
async fn main() {
    let raw: Vec<String> = std::env::args().collect();
    let after = |flag: &str| {
        raw.iter().position(|a| a == flag).map(|i| {
            raw.get(i + 1)
                .unwrap_or_else(|| panic!("{flag} needs a value"))
        })
    };
    let database = |conninfo: &str| -> tokio_postgres::Config {
        conninfo.parse().expect("a connection string")
    };
    let number =
        |flag: &str, default: f64| after(flag).map_or(default, |v| v.parse().expect("a number"));
    let (seconds, connections) = (
        number("--duration", 10.0),
        number("--connections", 32.0) as usize,
    );
    if let Some(conninfo) = after("--move-rows") {
        move_rows(&database(conninfo), seconds, connections).await;
        return;
    }
    if let Some(conninfo) = after("--insert-ceiling") {
        insert_ceiling(&database(conninfo), seconds, connections).await;
        return;
    }
    let args = Arc::new(parse_args());
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .pool_max_idle_per_host(args.connections)
        .build()
        .expect("a client");
    let permits = Arc::new(Semaphore::new(args.connections));
    let start = Instant::now();
    let end = Duration::from_secs_f64(args.duration);
    let mut tasks = Vec::new();
    let mut n: u64 = 0;
    loop {
        let scheduled = if args.rate > 0.0 {
            let at = Duration::from_secs_f64(n as f64 / args.rate);
            if at >= end {
                break;
            }
            tokio::time::sleep_until((start + at).into()).await;
            start + at
        } else {
            if start.elapsed() >= end {
                break;
            }
            Instant::now()
        };
        let permit = permits.clone().acquire_owned().await.expect("semaphore");
        let task_args = args.clone();
        let client = client.clone();
        let i = n;
        tasks.push(tokio::spawn(async move {
            let args = task_args;
            let vars = &args.vars[(i as usize) % args.vars.len()];
            let mut request = client.request(args.method.clone(), fill(&args.url, i, vars));
            for (name, value) in &args.headers {
                request = request.header(name, fill(value, i, vars));
            }
            if let Some(body) = &args.body {
                request = request.body(fill(body, i, vars));
            }
            let ok = match request.send().await {
                Ok(response) => {
                    let status = response.status().as_u16();
                    let _ = response.bytes().await;
                    args.expect.is_none_or(|e| e == status) && status < 500
                }
                Err(_) => false,
            };
            drop(permit);
            (scheduled - start, scheduled.elapsed(), ok, i)
        }));
        n += 1;
        if args.rate <= 0.0 && tasks.len() > 100_000 {
            break;
        }
    }
    let mut latencies = Vec::with_capacity(tasks.len());
    let mut errors = 0u64;
    let mut acked = String::new();
    let mut timeline = String::new();
    for task in tasks {
        let (at, latency, ok, i) = task.await.expect("a request task");
        if args.timeline.is_some() {
            timeline.push_str(&format!(
                "{:.3}\t{:.3}\n",
                at.as_secs_f64() * 1000.0,
                latency.as_secs_f64() * 1000.0
            ));
        }
        if ok {
            acked.push_str(&format!("{i}\n"));
        } else {
            errors += 1;
        }
        latencies.push(latency);
    }
    if let Some(path) = &args.acked {
        std::fs::write(path, acked).expect("the --acked file");
    }
    if let Some(path) = &args.timeline {
        std::fs::write(path, timeline).expect("the --timeline file");
    }
    let elapsed = start.elapsed().as_secs_f64();
    latencies.sort();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p).ceil() as usize).saturating_sub(1))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "{{\"requests\": {}, \"errors\": {errors}, \"seconds\": {elapsed:.2}, \"rps\": {:.1}, \
         \"p50_ms\": {:.2}, \"p90_ms\": {:.2}, \"p99_ms\": {:.2}, \"max_ms\": {:.2}}}",
        latencies.len(),
        latencies.len() as f64 / elapsed,
        pct(0.50),
        pct(0.90),
        pct(0.99),
        pct(1.0)
    );
}
