//! `testenv COMMAND…`: runs COMMAND (the test runner) beside one throw-away PostgreSQL cluster.
//!
//! The cluster lives in a fresh temporary directory with fsync off; a database
//! `durbar_template` is created and migrated once, and every test copies it into a database of
//! its own. The command finds the cluster through `DURBAR_TEST_PG_HOST` (the socket directory)
//! and `DURBAR_TEST_PG_TEMPLATE`. When the command ends — or if we are killed — the cluster stops
//! and its directory is removed, so a run leaves no process behind, also when a test panics.
//!
//! It also starts one chromedriver on a free loopback port for the real-browser tests and names
//! it in `DURBAR_TEST_WEBDRIVER`; every such test opens a headless Chromium of its own through it.

use std::process::{Command, ExitCode};

use anyhow::Context;
use durbar_api::embedded_postgres::{EmbeddedOptions, EmbeddedPostgres};
use durbar_api::{database, migrations};
use durbar_tests::chrome::WEBDRIVER_VARIABLE;
use durbar_tests::cluster::{HOST_VARIABLE, TEMPLATE_DATABASE, TEMPLATE_VARIABLE};

extern "C" fn let_the_child_handle_it(_: libc::c_int) {}

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(error) => {
            eprintln!("testenv: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<ExitCode> {
    let mut args = std::env::args_os().skip(1);
    let program = args.next().context("usage: testenv COMMAND [ARGS…]")?;
    let dir = tempfile::Builder::new()
        .prefix("durbar-test-pg-")
        .tempdir()
        .context("cannot make a directory for the test cluster")?;
    // The server runs as the postgres user when we are root: let it into the directory.
    std::fs::set_permissions(
        dir.path(),
        std::os::unix::fs::PermissionsExt::from_mode(0o755),
    )?;
    let options = EmbeddedOptions {
        fsync: false,
        ..EmbeddedOptions::default()
    };
    let server = EmbeddedPostgres::start(&dir.path().join("pg"), &options)?;
    prepare_template(&server)?;
    eprintln!(
        "testenv: throw-away PostgreSQL cluster at {} (fsync off)",
        server.socket_dir().display()
    );

    // Ctrl-C goes to the test runner (same process group); we stay to clean up after it. A
    // handler (not SIG_IGN) is reset to the default in the child by exec.
    // SAFETY: installing a handler that does nothing is async-signal-safe.
    unsafe {
        libc::signal(
            libc::SIGINT,
            let_the_child_handle_it as *const () as libc::sighandler_t,
        );
        libc::signal(
            libc::SIGTERM,
            let_the_child_handle_it as *const () as libc::sighandler_t,
        );
    }
    let driver = Chromedriver::start()?;
    let status = Command::new(&program)
        .args(args)
        .env(HOST_VARIABLE, server.socket_dir())
        .env(TEMPLATE_VARIABLE, TEMPLATE_DATABASE)
        .env(WEBDRIVER_VARIABLE, &driver.address)
        .status()
        .with_context(|| format!("cannot run {}", program.to_string_lossy()))?;
    drop(driver);
    drop(server);
    drop(dir);
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        None => ExitCode::FAILURE,
    })
}

fn prepare_template(server: &EmbeddedPostgres) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let admin = database::connect(&server.config("postgres")).await?;
        database::create_database_if_missing(&admin, TEMPLATE_DATABASE).await?;
        let mut client = database::connect(&server.config(TEMPLATE_DATABASE)).await?;
        migrations::migrate(&mut client).await?;
        anyhow::Ok(())
    })
    // Dropping the runtime closes both connections: a template must have none when copied.
}

/// The run's chromedriver, stopped when dropped.
struct Chromedriver {
    address: String,
    child: std::process::Child,
}

impl Chromedriver {
    fn start() -> anyhow::Result<Chromedriver> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")?
            .local_addr()?
            .port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .context(
                "cannot start chromedriver (scripts/install-deps --tests installs Debian's \
                 chromium and chromium-driver)",
            )?;
        let driver = Chromedriver {
            address: format!("http://127.0.0.1:{port}"),
            child,
        };
        let started = std::time::Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            anyhow::ensure!(
                started.elapsed() < std::time::Duration::from_secs(20),
                "chromedriver did not listen on port {port} within 20 s"
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        eprintln!("testenv: chromedriver at {}", driver.address);
        Ok(driver)
    }
}

impl Drop for Chromedriver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
