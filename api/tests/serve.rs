//! `durbar serve` with no environment: it runs its own PostgreSQL, answers `/` and `/healthz`,
//! and after SIGTERM no database process is left behind.

use std::net::TcpListener;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A live process: its pid and its start time (so a reused pid is not mistaken for it).
type Process = (u32, u64);

/// `(pid, parent pid, start time)` of every process, from /proc/PID/stat.
fn all_processes() -> Vec<(u32, u32, u64)> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|entry| {
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
            // Fields after the command name (which may hold spaces) start after the last ')'.
            let fields: Vec<&str> = stat[stat.rfind(')')? + 2..].split(' ').collect();
            Some((pid, fields[1].parse().ok()?, fields[19].parse().ok()?))
        })
        .collect()
}

/// The postmaster and all its children.
fn cluster_processes(postmaster: u32) -> Vec<Process> {
    all_processes()
        .into_iter()
        .filter(|&(pid, ppid, _)| pid == postmaster || ppid == postmaster)
        .map(|(pid, _, start)| (pid, start))
        .collect()
}

fn still_alive(processes: &[Process]) -> Vec<Process> {
    let now = all_processes();
    processes
        .iter()
        .filter(|(pid, start)| now.iter().any(|(p, _, s)| p == pid && s == start))
        .copied()
        .collect()
}

#[tokio::test]
async fn serve_runs_its_own_database_answers_and_stops_cleanly() {
    let data_dir = tempfile::Builder::new()
        .prefix("durbar-serve-")
        .tempdir()
        .unwrap();
    std::fs::set_permissions(
        data_dir.path(),
        std::os::unix::fs::PermissionsExt::from_mode(0o755),
    )
    .unwrap();
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_durbar"))
        .arg("serve")
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DURBAR_DATA_DIR", data_dir.path())
        .env("DURBAR_BIND", format!("127.0.0.1:{port}"))
        .env("DURBAR_CONFIG", "/dev/null")
        .stdin(Stdio::null())
        .spawn()
        .unwrap();

    let client = reqwest::Client::new();
    let base = format!("http://127.0.0.1:{port}");
    let started = Instant::now();
    let health = loop {
        if let Ok(response) = client.get(format!("{base}/healthz")).send().await {
            break response;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "durbar serve exited early"
        );
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "durbar serve never answered"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(health.status(), 200);
    let health: serde_json::Value = health.json().await.unwrap();
    assert_eq!(health["status"], "ok", "{health}");
    assert!(health["outbox"]["unsent"].is_i64(), "{health}");
    assert_eq!(client.get(&base).send().await.unwrap().status(), 200);

    let pid_file = data_dir.path().join("pg/data/postmaster.pid");
    let postmaster: u32 = std::fs::read_to_string(pid_file)
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let cluster = cluster_processes(postmaster);
    assert!(
        cluster.len() >= 3,
        "the embedded postgres runs with its workers: {cluster:?}"
    );

    // SAFETY: plain kill(2) on our own child.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGTERM) };
    let status = child.wait().unwrap();
    assert!(
        status.success(),
        "durbar serve exits cleanly on SIGTERM: {status}"
    );
    let deadline = Instant::now() + Duration::from_secs(10);
    while !still_alive(&cluster).is_empty() {
        assert!(
            Instant::now() < deadline,
            "postgres processes left behind: {:?}",
            still_alive(&cluster)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
