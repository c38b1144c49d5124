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
//! tab-separated `--vars` file. `--expect 303` counts other statuses as errors.
//!
//! `web_load --insert-ceiling 'host=/path/to/socket/dir user=postgres dbname=durbar'
//! [--duration 10] [--connections 32]` measures instead the plain single-row INSERT loop (prepared,
//! autocommit) on that PostgreSQL server: the ceiling a move POST is compared with.

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

/// The plain single-row INSERT loop from `connections` connections.
async fn insert_ceiling(conninfo: &str, seconds: f64, connections: usize) {
    let config: tokio_postgres::Config = conninfo.parse().expect("a connection string");
    let (admin, connection) = config
        .connect(tokio_postgres::NoTls)
        .await
        .expect("connect");
    tokio::spawn(connection);
    admin
        .batch_execute(
            "DROP TABLE IF EXISTS bench_ceiling;
             CREATE TABLE bench_ceiling (task int, n bigint, payload bytea, PRIMARY KEY (task, n))",
        )
        .await
        .expect("the ceiling table");
    let end = Instant::now() + Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let mut tasks = Vec::new();
    for task in 0..connections as i32 {
        let config = config.clone();
        tasks.push(tokio::spawn(async move {
            let (client, connection) = config
                .connect(tokio_postgres::NoTls)
                .await
                .expect("connect");
            tokio::spawn(connection);
            let insert = client
                .prepare("INSERT INTO bench_ceiling (task, n, payload) VALUES ($1, $2, $3)")
                .await
                .expect("prepare");
            let payload = vec![7u8; 200];
            let mut latencies = Vec::new();
            let mut n: i64 = 0;
            while Instant::now() < end {
                n += 1;
                let t = Instant::now();
                client
                    .execute(&insert, &[&task, &n, &payload])
                    .await
                    .expect("insert");
                latencies.push(t.elapsed());
            }
            latencies
        }));
    }
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await.expect("a task"));
    }
    let elapsed = start.elapsed().as_secs_f64();
    latencies.sort();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p).ceil() as usize).saturating_sub(1))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "{{\"rows\": {}, \"seconds\": {elapsed:.2}, \"rows_per_s\": {:.1}, \"p50_ms\": {:.2}, \"p99_ms\": {:.2}}}",
        latencies.len(),
        latencies.len() as f64 / elapsed,
        pct(0.5),
        pct(0.99)
    );
    admin
        .batch_execute("DROP TABLE bench_ceiling")
        .await
        .expect("drop the ceiling table");
}

#[tokio::main]
async fn main() {
    let raw: Vec<String> = std::env::args().collect();
    if let Some(i) = raw.iter().position(|a| a == "--insert-ceiling") {
        let conninfo = raw
            .get(i + 1)
            .expect("--insert-ceiling needs a connection string");
        let value = |flag: &str, default: f64| {
            raw.iter()
                .position(|a| a == flag)
                .and_then(|j| raw.get(j + 1))
                .map_or(default, |v| v.parse().expect("a number"))
        };
        insert_ceiling(
            conninfo,
            value("--duration", 10.0),
            value("--connections", 32.0) as usize,
        )
        .await;
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
            (scheduled.elapsed(), ok)
        }));
        n += 1;
        if args.rate <= 0.0 && tasks.len() > 100_000 {
            break;
        }
    }
    let mut latencies = Vec::with_capacity(tasks.len());
    let mut errors = 0u64;
    for task in tasks {
        let (latency, ok) = task.await.expect("a request task");
        if !ok {
            errors += 1;
        }
        latencies.push(latency);
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
