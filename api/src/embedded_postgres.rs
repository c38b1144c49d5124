//! A PostgreSQL server of our own, run from the system's binaries in a directory we own.
//!
//! `durbar serve` uses it when no `DATABASE_URL` is configured, and the test harness uses it for
//! its throw-away cluster. The server listens on a unix socket inside the directory only (no TCP).
//! As root, initdb and postgres run as the `postgres` user (initdb refuses root). The postmaster
//! gets a parent-death signal, so it shuts down even if we are killed without a chance to stop it.

use std::ffi::{CStr, CString};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};

/// The sentence shown when the PostgreSQL server binaries cannot be found.
pub const MISSING_BINARIES: &str = "PostgreSQL server binaries (initdb, postgres) were not found: \
install them with `apt-get install postgresql`, or set DATABASE_URL to use an existing server.";

/// How the cluster is run.
#[derive(Debug, Clone)]
pub struct EmbeddedOptions {
    /// Whether PostgreSQL flushes to disk; off only for throw-away test clusters.
    pub fsync: bool,
    /// How long to wait for the server to accept connections.
    pub startup_timeout: Duration,
}

impl Default for EmbeddedOptions {
    fn default() -> Self {
        Self {
            fsync: true,
            startup_timeout: Duration::from_secs(60),
        }
    }
}

/// A running PostgreSQL server that we started; dropping it stops the server.
#[derive(Debug)]
pub struct EmbeddedPostgres {
    child: Option<Child>,
    dir: PathBuf,
}

/// The user the server runs as when we are root.
#[derive(Debug, Clone, Copy)]
struct ServerUser {
    uid: u32,
    gid: u32,
}

impl EmbeddedPostgres {
    /// Starts a server whose data lives in `dir/data` and whose socket is in `dir`, running
    /// initdb first if the data directory does not exist yet. Call it from a thread that lives as
    /// long as the server (the main thread): the server is told to stop when that thread ends.
    pub fn start(dir: &Path, options: &EmbeddedOptions) -> anyhow::Result<Self> {
        let initdb = find_binary("initdb")?;
        let postgres = find_binary("postgres")?;
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the database directory {}", dir.display()))?;
        let dir = dir
            .canonicalize()
            .with_context(|| format!("cannot resolve {}", dir.display()))?;
        let user = server_user()?;
        if let Some(user) = user {
            chown(&dir, user)?;
        }
        let data = dir.join("data");
        if !data.join("PG_VERSION").exists() {
            let output = as_server_user(Command::new(&initdb), user)
                .arg("-D")
                .arg(&data)
                .args([
                    "-U",
                    "postgres",
                    "--auth=trust",
                    "--encoding=UTF8",
                    "--no-locale",
                ])
                .stdin(Stdio::null())
                .output()
                .with_context(|| format!("cannot run {}", initdb.display()))?;
            if !output.status.success() {
                bail!(
                    "initdb failed in {}: {}",
                    data.display(),
                    String::from_utf8_lossy(&output.stderr).trim()
                );
            }
        }
        let log = std::fs::File::create(dir.join("postgres.log"))
            .context("cannot create postgres.log")?;
        if let Some(user) = user {
            chown(&dir.join("postgres.log"), user)?;
        }
        let mut command = as_server_user(Command::new(&postgres), user);
        command
            .arg("-D")
            .arg(&data)
            .arg("-k")
            .arg(&dir)
            .args(["-c", "listen_addresses=", "-p", "5432"])
            .args([
                "-c",
                &format!("fsync={}", if options.fsync { "on" } else { "off" }),
            ])
            .args(["-c", "max_connections=200"])
            // Its own process group: a Ctrl-C at the terminal reaches us, and we stop the
            // database after the web server has finished its requests.
            .process_group(0)
            .stdin(Stdio::null())
            .stdout(log.try_clone()?)
            .stderr(log);
        if !options.fsync {
            command.args(["-c", "synchronous_commit=off", "-c", "full_page_writes=off"]);
        }
        // SAFETY: prctl is async-signal-safe; this runs in the child between fork and exec,
        // after the uid switch (which would otherwise clear the parent-death signal).
        unsafe {
            command.pre_exec(|| {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGINT) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command
            .spawn()
            .with_context(|| format!("cannot start {}", postgres.display()))?;
        let mut server = Self {
            child: Some(child),
            dir,
        };
        server.wait_until_ready(options.startup_timeout)?;
        Ok(server)
    }

    /// The directory holding the server's unix socket (the `host` to connect to).
    pub fn socket_dir(&self) -> &Path {
        &self.dir
    }

    /// A connection configuration for `dbname` as the `postgres` superuser.
    pub fn config(&self, dbname: &str) -> tokio_postgres::Config {
        let mut config = tokio_postgres::Config::new();
        config
            .host_path(&self.dir)
            .port(5432)
            .user("postgres")
            .dbname(dbname)
            .application_name("durbar");
        config
    }

    /// The same as [`Self::config`], as a URL others can parse.
    pub fn url(&self, dbname: &str) -> String {
        format!(
            "postgresql://postgres@/{dbname}?host={}&port=5432",
            self.dir.display()
        )
    }

    fn wait_until_ready(&mut self, timeout: Duration) -> anyhow::Result<()> {
        let pid_file = self.dir.join("data").join("postmaster.pid");
        let started = Instant::now();
        loop {
            if let Some(child) = self.child.as_mut() {
                if let Some(status) = child.try_wait()? {
                    self.child = None;
                    bail!(
                        "PostgreSQL exited at start-up ({status}); its log is in {}: {}",
                        self.dir.join("postgres.log").display(),
                        last_lines(&self.dir.join("postgres.log"), 5)
                    );
                }
            }
            // The postmaster writes "ready" as the status line of its pid file once it accepts
            // connections (the same signal pg_ctl waits for).
            if let Ok(text) = std::fs::read_to_string(&pid_file) {
                if text
                    .lines()
                    .nth(7)
                    .is_some_and(|line| line.trim() == "ready")
                {
                    return Ok(());
                }
            }
            if started.elapsed() > timeout {
                bail!("PostgreSQL did not become ready within {timeout:?}");
            }
            std::thread::sleep(Duration::from_millis(25));
        }
    }

    /// Stops the server (fast shutdown: running sessions are ended) and waits for it to exit.
    pub fn stop(&mut self) {
        self.stop_with(libc::SIGINT);
    }

    /// Stops the server the way a crash would (immediate shutdown: no checkpoint, recovery from
    /// the write-ahead log at the next start), and waits for it to exit.
    pub fn stop_immediately(&mut self) {
        self.stop_with(libc::SIGQUIT);
    }

    fn stop_with(&mut self, signal: libc::c_int) {
        let Some(mut child) = self.child.take() else {
            return;
        };
        let pid = child.id() as libc::pid_t;
        // SAFETY: plain kill(2) on our own child's pid, which has not been reaped yet.
        unsafe { libc::kill(pid, signal) };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            match child.try_wait() {
                Ok(Some(_)) | Err(_) => return,
                Ok(None) if Instant::now() > deadline => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return;
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            }
        }
    }
}

impl Drop for EmbeddedPostgres {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Finds a PostgreSQL server binary on PATH or in Debian's `/usr/lib/postgresql/<version>/bin`
/// (the newest version first).
pub fn find_binary(name: &str) -> anyhow::Result<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|path| {
            std::env::split_paths(&path)
                .map(|dir| dir.join(name))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse::<u32>().ok()?;
            Some((version, entry.path().join("bin").join(name)))
        })
        .collect();
    versions.sort_by_key(|(version, _)| std::cmp::Reverse(*version));
    on_path
        .into_iter()
        .chain(versions.into_iter().map(|(_, path)| path))
        .find(|path| path.is_file())
        .ok_or_else(|| anyhow::anyhow!(MISSING_BINARIES))
}

fn server_user() -> anyhow::Result<Option<ServerUser>> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return Ok(None);
    }
    let name = CString::new("postgres").expect("no NUL in a literal");
    // SAFETY: getpwnam returns a pointer into static storage or null; we copy what we need
    // before any other passwd call.
    let entry = unsafe { libc::getpwnam(name.as_ptr()) };
    if entry.is_null() {
        bail!(
            "running as root needs a `postgres` user to run the database server (initdb refuses \
             root): install the postgresql package, which creates it"
        );
    }
    // SAFETY: entry is non-null and points to a valid passwd record.
    let (uid, gid, _name) = unsafe {
        (
            (*entry).pw_uid,
            (*entry).pw_gid,
            CStr::from_ptr((*entry).pw_name).to_owned(),
        )
    };
    Ok(Some(ServerUser { uid, gid }))
}

fn as_server_user(mut command: Command, user: Option<ServerUser>) -> Command {
    if let Some(user) = user {
        command.uid(user.uid).gid(user.gid);
    }
    command
}

fn chown(path: &Path, user: ServerUser) -> anyhow::Result<()> {
    std::os::unix::fs::chown(path, Some(user.uid), Some(user.gid))
        .with_context(|| format!("cannot hand {} to the postgres user", path.display()))
}

fn last_lines(path: &Path, count: usize) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(count)..].join(" | ")
}
