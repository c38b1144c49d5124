//! The delivery loop: claim a batch of due outbox rows, send each outside any transaction, mark
//! it sent, retry it later (transient failure) or fail it for good (permanent failure); then
//! sleep until the next row is due, a poll interval passes, the api enqueues something (LISTEN on
//! `durbar_outbox`, which `enqueue` NOTIFYs) or the worker is told to stop.
//!
//! Test hook: when the environment variable `DURBAR_MAILER_EXIT_AFTER_SEND` is set (non-empty),
//! the process exits with status 86 right after the first successful send, before the row is
//! marked sent — a crash at the worst moment, for the crash-recovery test. Never set it otherwise.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::{watch, Notify};
use tokio::task::JoinHandle;
use tokio_postgres::{AsyncMessage, Client};

use crate::compose::Composer;
use crate::outgoing::NOTIFY_CHANNEL;
use crate::queue::{self, Backoff, OutboxRow};
use crate::transport::{SendError, Transport};

/// The test hook's variable (see the module documentation).
pub const EXIT_AFTER_SEND_VARIABLE: &str = "DURBAR_MAILER_EXIT_AFTER_SEND";
/// The exit status of the test hook.
pub const EXIT_AFTER_SEND_STATUS: i32 = 86;

/// How the worker paces itself.
#[derive(Debug, Clone, PartialEq)]
pub struct WorkerConfig {
    /// Rows claimed at once.
    pub batch_size: i64,
    /// How long a claimed row stays claimed: a worker that dies gives its rows back after this.
    /// Rows of a batch not sent within half the lease are given back rather than sent late.
    pub lease: Duration,
    /// The longest sleep between looks at the queue (the fallback when a NOTIFY is missed).
    pub poll_interval: Duration,
    /// The wait before connecting again after the database connection failed.
    pub reconnect_delay: Duration,
    /// Retries of transient failures.
    pub backoff: Backoff,
    /// The crash test hook: exit right after a send, before marking it.
    pub exit_after_send: bool,
}

impl Default for WorkerConfig {
    fn default() -> Self {
        Self {
            batch_size: 10,
            lease: Duration::from_secs(300),
            poll_interval: Duration::from_secs(5),
            reconnect_delay: Duration::from_secs(2),
            backoff: Backoff::default(),
            exit_after_send: std::env::var_os(EXIT_AFTER_SEND_VARIABLE)
                .is_some_and(|value| !value.is_empty()),
        }
    }
}

/// What one pass over the queue did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BatchReport {
    /// Rows claimed.
    pub claimed: usize,
    /// Rows sent and marked sent.
    pub sent: usize,
    /// Rows that failed transiently and were scheduled again.
    pub retried: usize,
    /// Rows that failed for good.
    pub failed: usize,
    /// Rows given back unsent (stopping, or the lease running short).
    pub released: usize,
}

/// An outbox worker: a database to read the queue from, a transport, a sender.
#[derive(Debug, Clone)]
pub struct Worker {
    db: tokio_postgres::Config,
    transport: Transport,
    composer: Composer,
    config: WorkerConfig,
}

/// A running worker; [`WorkerHandle::stop`] stops it gracefully (the message being sent is
/// finished and marked). Dropping the handle also tells the worker to stop.
#[derive(Debug)]
pub struct WorkerHandle {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl WorkerHandle {
    /// Tells the worker to stop and waits until it has.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        if let Err(error) = self.task.await {
            tracing::error!(%error, "the mail worker ended abnormally");
        }
    }
}

fn stop_requested(stop: &watch::Receiver<bool>) -> bool {
    *stop.borrow() || stop.has_changed().is_err()
}

impl Worker {
    /// A worker on the database `db`, delivering through `transport`.
    pub fn new(
        db: tokio_postgres::Config,
        transport: Transport,
        composer: Composer,
        config: WorkerConfig,
    ) -> Self {
        Self {
            db,
            transport,
            composer,
            config,
        }
    }

    /// Runs the worker on the current tokio runtime until its handle says stop.
    pub fn spawn(self) -> WorkerHandle {
        let (stop, stopped) = watch::channel(false);
        let task = tokio::spawn(self.run(stopped));
        WorkerHandle { stop, task }
    }

    /// The loop; returns when `stop` becomes true (or its sender is dropped). Database trouble
    /// is logged and the worker connects again; it never gives up on its own.
    pub async fn run(self, mut stop: watch::Receiver<bool>) {
        tracing::info!(transport = %self.transport.describe(), "mail worker started");
        while !stop_requested(&stop) {
            match self.connect().await {
                Ok((client, wake, driver)) => {
                    let result = self.serve(&client, &wake, &mut stop).await;
                    drop(client);
                    driver.abort();
                    if let Err(error) = result {
                        tracing::warn!(error = %error, "mail worker lost its database connection");
                    }
                }
                Err(error) => {
                    tracing::warn!(error = %error, "mail worker cannot connect to the database");
                }
            }
            if stop_requested(&stop) {
                break;
            }
            tokio::select! {
                _ = tokio::time::sleep(self.config.reconnect_delay) => {}
                _ = stop.changed() => {}
            }
        }
        tracing::info!("mail worker stopped");
    }

    /// Connects, LISTENs, and drives the connection on a task that wakes `wake` on every
    /// notification (and once more when the connection ends).
    async fn connect(
        &self,
    ) -> Result<(Client, Arc<Notify>, JoinHandle<()>), tokio_postgres::Error> {
        let (client, mut connection) = self.db.connect(tokio_postgres::NoTls).await?;
        let wake = Arc::new(Notify::new());
        let notifier = Arc::clone(&wake);
        let driver = tokio::spawn(async move {
            loop {
                match std::future::poll_fn(|cx| connection.poll_message(cx)).await {
                    Some(Ok(AsyncMessage::Notification(_))) => notifier.notify_one(),
                    Some(Ok(_)) => {}
                    Some(Err(error)) => {
                        tracing::warn!(%error, "mail worker's database connection failed");
                        break;
                    }
                    None => break,
                }
            }
            notifier.notify_one();
        });
        client
            .batch_execute(&format!("LISTEN {NOTIFY_CHANNEL}"))
            .await?;
        Ok((client, wake, driver))
    }

    /// Delivers batches and sleeps between them until told to stop; returns a database error.
    async fn serve(
        &self,
        client: &Client,
        wake: &Notify,
        stop: &mut watch::Receiver<bool>,
    ) -> Result<(), tokio_postgres::Error> {
        loop {
            if stop_requested(stop) {
                return Ok(());
            }
            let report = self.deliver_batch(client, stop).await?;
            if report.claimed as i64 >= self.config.batch_size && report.released == 0 {
                continue;
            }
            let wait = match queue::next_due_in(client).await? {
                // Due now but not claimable: another worker is claiming it; look again soon.
                Some(due) if due.is_zero() && report.claimed == 0 => Duration::from_millis(50),
                Some(due) => due.min(self.config.poll_interval),
                None => self.config.poll_interval,
            };
            if wait.is_zero() {
                continue;
            }
            tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = wake.notified() => {}
                _ = stop.changed() => {}
            }
        }
    }

    /// One pass: claims up to a batch of due rows and delivers them. Useful on its own in tests.
    pub async fn deliver_due(&self, client: &Client) -> Result<BatchReport, tokio_postgres::Error> {
        let (_keep, never) = watch::channel(false);
        self.deliver_batch(client, &never).await
    }

    async fn deliver_batch(
        &self,
        client: &Client,
        stop: &watch::Receiver<bool>,
    ) -> Result<BatchReport, tokio_postgres::Error> {
        let claimed_at = Instant::now();
        let rows = queue::claim(client, self.config.batch_size, self.config.lease).await?;
        let mut report = BatchReport {
            claimed: rows.len(),
            ..BatchReport::default()
        };
        for (index, row) in rows.iter().enumerate() {
            if stop_requested(stop) || claimed_at.elapsed() > self.config.lease / 2 {
                let rest: Vec<i64> = rows[index..].iter().map(|row| row.id).collect();
                queue::release(client, &rest).await?;
                report.released = rest.len();
                break;
            }
            match self.deliver(row).await {
                Ok(()) => {
                    if self.config.exit_after_send {
                        tracing::warn!(
                            id = row.id,
                            "{EXIT_AFTER_SEND_VARIABLE} is set: exiting after the send, \
                             before marking it (a test hook)"
                        );
                        std::process::exit(EXIT_AFTER_SEND_STATUS);
                    }
                    queue::mark_sent(client, row.id).await?;
                    tracing::info!(
                        id = row.id,
                        kind = %row.kind,
                        message_id = %row.message_id,
                        attempts = row.attempts,
                        "mail sent"
                    );
                    report.sent += 1;
                }
                Err(error)
                    if error.is_permanent() || self.config.backoff.exhausted(row.attempts) =>
                {
                    queue::mark_failed(client, row.id, &error.message).await?;
                    tracing::error!(
                        id = row.id,
                        kind = %row.kind,
                        attempts = row.attempts,
                        error = %error,
                        "mail failed for good"
                    );
                    report.failed += 1;
                }
                Err(error) => {
                    let delay = self.config.backoff.delay(row.attempts);
                    queue::schedule_retry(client, row.id, delay, &error.message).await?;
                    tracing::warn!(
                        id = row.id,
                        attempts = row.attempts,
                        retry_in = ?delay,
                        error = %error,
                        "mail not sent; will try again"
                    );
                    report.retried += 1;
                }
            }
        }
        Ok(report)
    }

    /// Composes and sends one row.
    async fn deliver(&self, row: &OutboxRow) -> Result<(), SendError> {
        let message = self
            .composer
            .compose(row)
            .map_err(|error| SendError::permanent(error.to_string()))?;
        self.transport.send(row.id, &message).await
    }
}
