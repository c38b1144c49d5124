//! A real SMTP server for tests: aiosmtpd with its `Mailbox` handler on a free loopback port,
//! writing every delivered message to a Maildir that the test reads and parses.
//!
//! The Python interpreter is `DURBAR_TEST_PYTHON` (the venv `./scripts/test` makes), else
//! `python3`. The server can be stopped and started again on the same port (mail outages).

use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running aiosmtpd.
pub struct SmtpServer {
    child: Option<Child>,
    port: u16,
    maildir: tempfile::TempDir,
}

/// A message the server received.
#[derive(Debug, Clone)]
pub struct DeliveredMail {
    /// The file aiosmtpd wrote.
    pub path: PathBuf,
    /// The message exactly as delivered.
    pub raw: Vec<u8>,
}

impl SmtpServer {
    /// Starts a server on a free loopback port and waits until it accepts connections.
    pub fn start() -> Self {
        let maildir = tempfile::Builder::new()
            .prefix("durbar-maildir-")
            .tempdir()
            .unwrap();
        let port = free_port();
        let mut server = Self {
            child: None,
            port,
            maildir,
        };
        server.launch();
        server
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// An SMTP URL for lettre: plain SMTP on loopback, no TLS.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Stops the server (an outage); delivered messages stay.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Starts the server again on the same port.
    pub fn restart(&mut self) {
        self.stop();
        self.launch();
    }

    fn launch(&mut self) {
        let python = std::env::var("DURBAR_TEST_PYTHON").unwrap_or_else(|_| "python3".into());
        // aiosmtpd's Mailbox creates the Maildir itself.
        let maildir = self.maildir.path().join("Maildir");
        let mut command = Command::new(&python);
        command
            .args([
                "-m",
                "aiosmtpd",
                "-n",
                "-u",
                "-c",
                "aiosmtpd.handlers.Mailbox",
            ])
            .arg("-l")
            .arg(format!("127.0.0.1:{}", self.port))
            .arg(&maildir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        // SAFETY: prctl is async-signal-safe; the server dies with the thread that started it.
        unsafe {
            command.pre_exec(|| {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                Ok(())
            });
        }
        let mut child = command
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start aiosmtpd with {python}: {e}"));
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            if let Ok(Some(status)) = child.try_wait() {
                let mut stderr = String::new();
                use std::io::Read;
                let _ = child
                    .stderr
                    .take()
                    .map(|mut e| e.read_to_string(&mut stderr));
                panic!(
                    "aiosmtpd exited ({status}): {stderr}\n(install it: python3 -m venv v && \
                     v/bin/pip install aiosmtpd, then set DURBAR_TEST_PYTHON=v/bin/python)"
                );
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "aiosmtpd did not start"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        self.child = Some(child);
    }

    /// Every message delivered so far, oldest first.
    pub fn delivered(&self) -> Vec<DeliveredMail> {
        let mut paths: Vec<PathBuf> = ["new", "cur"]
            .iter()
            .flat_map(|sub| read_dir(&self.maildir.path().join("Maildir").join(sub)))
            .collect();
        let mut mails: Vec<(std::time::SystemTime, DeliveredMail)> = paths
            .drain(..)
            .filter_map(|path| {
                let modified = std::fs::metadata(&path).ok()?.modified().ok()?;
                let raw = std::fs::read(&path).ok()?;
                Some((modified, DeliveredMail { path, raw }))
            })
            .collect();
        mails.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.path.cmp(&b.1.path)));
        mails.into_iter().map(|(_, mail)| mail).collect()
    }

    /// Waits until at least `count` messages were delivered, or panics after `timeout`.
    pub async fn wait_for(&self, count: usize, timeout: Duration) -> Vec<DeliveredMail> {
        let started = Instant::now();
        loop {
            let mails = self.delivered();
            if mails.len() >= count {
                return mails;
            }
            assert!(
                started.elapsed() < timeout,
                "expected {count} delivered messages within {timeout:?}, got {}",
                mails.len()
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        self.stop();
    }
}

impl DeliveredMail {
    /// The parsed message.
    pub fn parsed(&self) -> mail_parser::Message<'_> {
        mail_parser::MessageParser::default()
            .parse(&self.raw)
            .expect("a delivered message parses")
    }

    /// The Subject header.
    pub fn subject(&self) -> String {
        self.parsed().subject().unwrap_or_default().to_owned()
    }

    /// The first To address.
    pub fn to(&self) -> String {
        self.parsed()
            .to()
            .and_then(|to| to.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_owned()
    }

    /// A header's raw value, if present.
    pub fn header(&self, name: &str) -> Option<String> {
        self.parsed().header_raw(name).map(|v| v.trim().to_owned())
    }

    /// The plain-text body.
    pub fn text(&self) -> String {
        self.parsed()
            .body_text(0)
            .map(|t| t.into_owned())
            .unwrap_or_default()
    }

    /// The HTML body.
    pub fn html(&self) -> String {
        self.parsed()
            .body_html(0)
            .map(|t| t.into_owned())
            .unwrap_or_default()
    }
}

fn read_dir(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default()
}

/// A free loopback port (bound, read and released).
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
