//! The delivery loop: claim a batch of due outbox rows, send them outside any transaction (several
//! at once, see [`crate::concurrent_send`]), then mark the rows sent, retry them later (transient
//! failure) or fail them for good (permanent failure), one statement for each of these per
//! batch; then sleep until the next row is due, a poll interval passes, the api enqueues
//! something (LISTEN on `durbar_outbox`: see `wake_workers`) or the worker is told to stop.
//! The worker prepares its statements once per database connection.
//!
//! A worker that dies after a send and before the batch is marked re-sends those messages, with
//! the same Message-IDs, when their lease runs out: delivery is at-least-once.
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
use crate::concurrent_send::{Attempt, ConcurrentSend, SENDS_IN_FLIGHT};
use crate::lag_watch::{LagWatch, LOOK_EVERY};
use crate::queue::{Backoff, Failure, OutboxRow, PreparedQueue, Retry};
use crate::transport::{SendError, Transport};

/// The test hook's variable (see the module documentation).
pub const EXIT_AFTER_SEND_VARIABLE: &str = "DURBAR_MAILER_EXIT_AFTER_SEND";
/// The exit status of the test hook.
pub const EXIT_AFTER_SEND_STATUS: i32 = 86;

/// The default [`WorkerConfig::lag_warning`].
pub const DEFAULT_LAG_WARNING: Duration = Duration::from_secs(60);

/// How the worker paces itself.
#[derive(Debug, Clone, PartialEq)]
pub struct WorkerConfig {
    /// Rows claimed at once. Their sends overlap ([`SENDS_IN_FLIGHT`] at a time), and they are
    /// marked together once the last has finished, so a crash in a batch re-sends at most this
    /// many messages. A multiple of [`SENDS_IN_FLIGHT`] keeps every connection busy.
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
    /// The outbox lag (the oldest unsent mail's age) above which the worker logs a warning
    /// (see [`crate::lag_watch`]).
    pub lag_warning: Duration,
}

impl Default for WorkerConfig {
    fn default() -> Self {
        Self {
            batch_size: 2 * SENDS_IN_FLIGHT as i64,
            lease: Duration::from_secs(300),
            poll_interval: Duration::from_secs(5),
            reconnect_delay: Duration::from_secs(2),
            backoff: Backoff::default(),
            exit_after_send: std::env::var_os(EXIT_AFTER_SEND_VARIABLE)
                .is_some_and(|value| !value.is_empty()),
            lag_warning: DEFAULT_LAG_WARNING,
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

/// A running worker; [`WorkerHandle::stop`] stops it gracefully (the messages being sent are
/// finished and marked, the rest of the batch given back). Dropping the handle also tells the
/// worker to stop.
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
        crate::queue::listen(&client).await?;
        Ok((client, wake, driver))
    }

    /// Delivers batches and sleeps between them until told to stop; returns a database error.
    async fn serve(
        &self,
        client: &Client,
        wake: &Notify,
        stop: &mut watch::Receiver<bool>,
    ) -> Result<(), tokio_postgres::Error> {
        let queue = PreparedQueue::prepare(client).await?;
        let mut watch = LagWatch::new(self.config.lag_warning);
        let mut looked: Option<Instant> = None;
        loop {
            if stop_requested(stop) {
                return Ok(());
            }
            if looked.is_none_or(|at| at.elapsed() >= LOOK_EVERY) {
                let now = Instant::now();
                looked = Some(now);
                let news = watch.observe(queue.lag().await?, now);
                watch.log(news);
            }
            let report = self.deliver_batch(&queue, stop).await?;
            if report.claimed as i64 >= self.config.batch_size && report.released == 0 {
                continue;
            }
            let wait = match queue.next_due_in().await? {
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
        let queue = PreparedQueue::prepare(client).await?;
        self.deliver_batch(&queue, &never).await
    }

    /// Claims a batch, sends it and records the outcomes.
    async fn deliver_batch(
        &self,
        queue: &PreparedQueue<'_>,
        stop: &watch::Receiver<bool>,
    ) -> Result<BatchReport, tokio_postgres::Error> {
        let claimed_at = Instant::now();
        let rows = queue
            .claim(self.config.batch_size, self.config.lease)
            .await?;
        let claimed = rows.len();
        let may_start = || !stop_requested(stop) && claimed_at.elapsed() <= self.config.lease / 2;
        let (outcomes, unsent) = self.send(rows, may_start).await;
        let report = BatchReport {
            claimed,
            sent: outcomes.sent.len(),
            retried: outcomes.retried.len(),
            failed: outcomes.failed.len(),
            released: unsent.len(),
        };
        self.record(queue, outcomes).await?;
        queue.release(&unsent).await?;
        Ok(report)
    }

    /// Sends `rows`, [`SENDS_IN_FLIGHT`] at a time, starting each only while `may_start` says
    /// so; returns the outcomes and the ids of the rows not started.
    async fn send(
        &self,
        rows: Vec<OutboxRow>,
        mut may_start: impl FnMut() -> bool,
    ) -> (Outcomes, Vec<i64>) {
        let mut batch = ConcurrentSend::new(
            self.transport.clone(),
            self.composer.clone(),
            rows,
            SENDS_IN_FLIGHT,
        );
        let mut outcomes = Outcomes::default();
        while let Some(Attempt { row, result }) = batch.next_finished(&mut may_start).await {
            match result {
                Ok(()) => {
                    if self.config.exit_after_send {
                        tracing::warn!(
                            id = row.id,
                            "{EXIT_AFTER_SEND_VARIABLE} is set: exiting after the send, \
                             before marking it (a test hook)"
                        );
                        std::process::exit(EXIT_AFTER_SEND_STATUS);
                    }
                    outcomes.sent.push(row);
                }
                Err(error)
                    if error.is_permanent() || self.config.backoff.exhausted(row.attempts) =>
                {
                    outcomes.failed.push((row, error));
                }
                Err(error) => outcomes.retried.push((row, error)),
            }
        }
        let unsent = batch.not_started().iter().map(|row| row.id).collect();
        (outcomes, unsent)
    }

    /// Records a batch's outcomes, one statement for each kind, and logs them.
    async fn record(
        &self,
        queue: &PreparedQueue<'_>,
        outcomes: Outcomes,
    ) -> Result<(), tokio_postgres::Error> {
        let sent: Vec<i64> = outcomes.sent.iter().map(|row| row.id).collect();
        queue.mark_sent(&sent).await?;
        for row in &outcomes.sent {
            tracing::info!(
                id = row.id,
                kind = %row.kind,
                message_id = %row.message_id,
                attempts = row.attempts,
                "mail sent"
            );
        }

        let retries: Vec<Retry> = outcomes
            .retried
            .iter()
            .map(|(row, error)| Retry {
                id: row.id,
                delay: self.config.backoff.delay(row.attempts),
                error: error.message.clone(),
            })
            .collect();
        queue.schedule_retries(&retries).await?;
        for ((row, error), retry) in outcomes.retried.iter().zip(&retries) {
            tracing::warn!(
                id = row.id,
                attempts = row.attempts,
                retry_in = ?retry.delay,
                error = %error,
                "mail not sent; will try again"
            );
        }

        let failures: Vec<Failure> = outcomes
            .failed
            .iter()
            .map(|(row, error)| Failure {
                id: row.id,
                error: error.message.clone(),
            })
            .collect();
        queue.mark_failed(&failures).await?;
        for (row, error) in &outcomes.failed {
            tracing::error!(
                id = row.id,
                kind = %row.kind,
                attempts = row.attempts,
                error = %error,
                "mail failed for good"
            );
        }
        Ok(())
    }
}

/// What became of a batch's sends.
#[derive(Debug, Default)]
struct Outcomes {
    /// Accepted by the transport.
    sent: Vec<OutboxRow>,
    /// Failed, to be tried again.
    retried: Vec<(OutboxRow, SendError)>,
    /// Failed for good.
    failed: Vec<(OutboxRow, SendError)>,
}
