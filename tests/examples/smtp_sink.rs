//! A fast SMTP sink for measuring mail delivery (the reference for `docs/benchmarks.md`, "Mail
//! delivery", and for `scripts/soak`): it accepts every message and throws it away, answering
//! pipelined commands in one write, with `TCP_NODELAY` — so what is measured is the sender, not
//! the sink (aiosmtpd, in Python, tops out at a few hundred messages a second on one core).
//!
//! ```text
//! smtp_sink [--listen 127.0.0.1:0] [--ids FILE]
//! ```
//! It prints `listening on ADDRESS` on its first line of standard output. With `--ids`, it
//! appends the Message-ID of every message it accepts to FILE, one a line (flushed every 100 ms
//! and on SIGTERM/SIGINT), so that a run can check every mail arrived exactly once. Every second
//! with traffic it prints `received N` (the total) on standard error.

use std::io::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

/// Where accepted Message-IDs go.
type Ids = Option<Arc<Mutex<std::io::BufWriter<std::fs::File>>>>;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut listen = "127.0.0.1:0".to_owned();
    let mut ids_path = None;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| anyhow::anyhow!("{flag} needs a value"))?;
        match flag.as_str() {
            "--listen" => listen = value,
            "--ids" => ids_path = Some(value),
            other => anyhow::bail!("unknown flag {other}"),
        }
    }
    let ids: Ids = match ids_path {
        Some(path) => Some(Arc::new(Mutex::new(std::io::BufWriter::new(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)?,
        )))),
        None => None,
    };
    let listener = TcpListener::bind(&listen).await?;
    println!("listening on {}", listener.local_addr()?);
    std::io::stdout().flush()?;

    let received = Arc::new(AtomicU64::new(0));
    tokio::spawn(report(Arc::clone(&received), ids.clone()));
    let accept = async {
        loop {
            let (stream, _) = listener.accept().await?;
            let (ids, received) = (ids.clone(), Arc::clone(&received));
            tokio::spawn(async move {
                let _ = session(stream, ids, received).await;
            });
        }
    };
    let mut terminate = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    let result: anyhow::Result<()> = tokio::select! {
        result = accept => result,
        _ = terminate.recv() => Ok(()),
        _ = tokio::signal::ctrl_c() => Ok(()),
    };
    flush(&ids);
    eprintln!("received {}", received.load(Ordering::Relaxed));
    result
}

/// Flushes the Message-IDs every 100 ms and prints the count every second it changed.
async fn report(received: Arc<AtomicU64>, ids: Ids) {
    let mut last = 0;
    let mut tick = 0u32;
    loop {
        tokio::time::sleep(Duration::from_millis(100)).await;
        flush(&ids);
        tick = (tick + 1) % 10;
        let now = received.load(Ordering::Relaxed);
        if tick == 0 && now != last {
            eprintln!("received {now}");
            last = now;
        }
    }
}

fn flush(ids: &Ids) {
    if let Some(ids) = ids {
        let _ = ids.lock().expect("never poisoned").flush();
    }
}

/// One SMTP session: every command succeeds; replies wait until the client has sent all it
/// sent (pipelining), then go in one write.
async fn session(stream: TcpStream, ids: Ids, received: Arc<AtomicU64>) -> std::io::Result<()> {
    stream.set_nodelay(true)?;
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::with_capacity(64 * 1024, read);
    let mut replies: Vec<u8> = b"220 durbar smtp_sink ESMTP\r\n".to_vec();
    let mut line = Vec::with_capacity(1024);
    loop {
        if read.buffer().is_empty() && !replies.is_empty() {
            write.write_all(&replies).await?;
            replies.clear();
        }
        line.clear();
        if read.read_until(b'\n', &mut line).await? == 0 {
            return Ok(());
        }
        let verb = line
            .get(..4)
            .map(|verb| verb.to_ascii_uppercase())
            .unwrap_or_default();
        match verb.as_slice() {
            b"EHLO" => replies.extend_from_slice(
                b"250-durbar smtp_sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n",
            ),
            b"DATA" => {
                write.write_all(&replies).await?;
                replies.clear();
                write.write_all(b"354 end with .\r\n").await?;
                let message_id = message(&mut read, &mut line).await?;
                received.fetch_add(1, Ordering::Relaxed);
                if let (Some(ids), Some(id)) = (&ids, message_id) {
                    let mut ids = ids.lock().expect("never poisoned");
                    ids.write_all(&id)?;
                    ids.write_all(b"\n")?;
                }
                replies.extend_from_slice(b"250 2.0.0 accepted\r\n");
            }
            b"QUIT" => {
                replies.extend_from_slice(b"221 bye\r\n");
                write.write_all(&replies).await?;
                return Ok(());
            }
            _ => replies.extend_from_slice(b"250 ok\r\n"),
        }
    }
}

/// Reads a message up to its closing `.` line; returns its Message-ID header's value.
async fn message(
    read: &mut BufReader<tokio::net::tcp::OwnedReadHalf>,
    line: &mut Vec<u8>,
) -> std::io::Result<Option<Vec<u8>>> {
    let mut in_headers = true;
    let mut message_id = None;
    loop {
        line.clear();
        if read.read_until(b'\n', line).await? == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        if line.as_slice() == b".\r\n" || line.as_slice() == b".\n" {
            return Ok(message_id);
        }
        if in_headers {
            if line.as_slice() == b"\r\n" || line.as_slice() == b"\n" {
                in_headers = false;
            } else if line.len() > 11 && line[..11].eq_ignore_ascii_case(b"message-id:") {
                message_id = Some(line[11..].trim_ascii().to_vec());
            }
        }
    }
}
