//! The outbox's SQL: writing a message to it ([`enqueue`]) and waking the workers, and the
//! queue's side: claiming due rows (with a lease), marking them sent, scheduling
//! retries with capped exponential backoff, marking them failed for good. The worker prepares
//! these statements once per connection ([`PreparedQueue`]) and marks a whole batch's outcomes
//! with one statement each.
//!
//! A claim is one statement, so one short transaction: it locks due rows with
//! `FOR UPDATE SKIP LOCKED` (two workers never claim the same row), counts the attempt and moves
//! `next_attempt_at` forward by the lease. The messages are then sent outside any transaction,
//! and the rows marked once the batch's sends have finished. A worker that dies in between leaves
//! the rows pending; they are due again when the lease runs out and are re-sent with the same
//! Message-IDs (at-least-once delivery).

use std::time::{Duration, SystemTime};

use tokio_postgres::{Client, GenericClient, Row, Statement};
use uuid::Uuid;

use crate::outgoing::{EnqueueError, MessageId, OutgoingMail, NOTIFY_CHANNEL};

/// Checks `mail` and writes it to the outbox; returns the new row's id. Pass the transaction that
/// writes the events the message is about, so the message exists exactly when they do. Nobody
/// is woken: call [`wake_workers`] in the same transaction, or NOTIFY [`NOTIFY_CHANNEL`] after
/// it commits (workers also look at the queue every few seconds on their own).
pub async fn enqueue<C: GenericClient + Sync>(
    client: &C,
    mail: &OutgoingMail,
) -> Result<i64, EnqueueError> {
    enqueue_with(client, ENQUEUE, mail).await
}

/// The statement [`enqueue`] runs: callers that keep prepared statements per connection prepare
/// it once and pass it to [`enqueue_with`].
pub const ENQUEUE: &str =
    "INSERT INTO outbox (kind, game_id, message_id, to_name, to_address, subject,
                        in_reply_to, thread_references, list_unsubscribe, list_id,
                        text_body, html_body, picture_svg)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
    RETURNING id";

/// [`enqueue`] with [`ENQUEUE`] as given: its text, or the statement prepared from it.
pub async fn enqueue_with<C, S>(
    client: &C,
    statement: &S,
    mail: &OutgoingMail,
) -> Result<i64, EnqueueError>
where
    C: GenericClient + Sync,
    S: tokio_postgres::ToStatement + Sync + Send + ?Sized,
{
    mail.validate()?;
    let references: Vec<&str> = mail.references.iter().map(MessageId::as_str).collect();
    let row = client
        .query_one(
            statement,
            &[
                &mail.kind,
                &mail.game_id,
                &mail.message_id.as_str(),
                &mail.to_name,
                &mail.to_address,
                &mail.subject,
                &mail.in_reply_to.as_ref().map(MessageId::as_str),
                &references,
                &mail.list_unsubscribe,
                &mail.list_id,
                &mail.text_body,
                &mail.html_body,
                &mail.picture_svg,
            ],
        )
        .await?;
    Ok(row.get(0))
}

/// Wakes the listening workers when the caller's transaction commits (`pg_notify` on
/// [`NOTIFY_CHANNEL`]). PostgreSQL holds a lock from a NOTIFY until its transaction has
/// committed, so transactions that notify commit one after the other: busy paths should notify
/// after their commit instead.
pub async fn wake_workers<C: GenericClient + Sync>(
    client: &C,
) -> Result<(), tokio_postgres::Error> {
    client
        .execute("SELECT pg_notify($1, '')", &[&NOTIFY_CHANNEL])
        .await?;
    Ok(())
}

/// Listens on [`NOTIFY_CHANNEL`] on `client`'s connection, so a worker wakes at once when mail
/// is enqueued.
pub async fn listen(client: &Client) -> Result<(), tokio_postgres::Error> {
    client
        .batch_execute(&format!("LISTEN {NOTIFY_CHANNEL}"))
        .await
}

/// One outbox row as a worker claimed it.
#[derive(Debug, Clone, PartialEq)]
pub struct OutboxRow {
    /// The row's id.
    pub id: i64,
    /// The game it is about.
    pub game_id: Option<Uuid>,
    /// `invitation`, `your_turn`, …
    pub kind: String,
    /// The stored Message-ID, with angle brackets.
    pub message_id: String,
    /// The recipient's display name.
    pub to_name: String,
    /// The recipient's address.
    pub to_address: String,
    /// The subject.
    pub subject: String,
    /// The Message-ID this one answers.
    pub in_reply_to: Option<String>,
    /// The thread's Message-IDs, oldest first.
    pub references: Vec<String>,
    /// The one-click unsubscribe URL.
    pub list_unsubscribe: Option<String>,
    /// The List-Id value.
    pub list_id: Option<String>,
    /// The plain-text part.
    pub text_body: String,
    /// The HTML part.
    pub html_body: String,
    /// The picture the HTML part shows, if any (SVG, drawn as a PNG when sent).
    pub picture_svg: Option<String>,
    /// When the api wrote the row (the message's Date).
    pub created_at: SystemTime,
    /// Claims so far, this one included.
    pub attempts: i32,
}

const COLUMNS: &str = "id, game_id, kind, message_id, to_name, to_address, subject, in_reply_to, \
     thread_references, list_unsubscribe, list_id, text_body, html_body, picture_svg, created_at, \
     attempts";

impl OutboxRow {
    fn from_row(row: &Row) -> Self {
        Self {
            id: row.get("id"),
            game_id: row.get("game_id"),
            kind: row.get("kind"),
            message_id: row.get("message_id"),
            to_name: row.get("to_name"),
            to_address: row.get("to_address"),
            subject: row.get("subject"),
            in_reply_to: row.get("in_reply_to"),
            references: row.get("thread_references"),
            list_unsubscribe: row.get("list_unsubscribe"),
            list_id: row.get("list_id"),
            text_body: row.get("text_body"),
            html_body: row.get("html_body"),
            picture_svg: row.get("picture_svg"),
            created_at: row.get("created_at"),
            attempts: row.get("attempts"),
        }
    }
}

/// When a failed attempt is tried again, and when to give up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    /// The wait after the first failed attempt; it doubles after each further one…
    pub first: Duration,
    /// …up to this.
    pub max: Duration,
    /// After this many attempts a transient failure becomes permanent.
    pub max_attempts: i32,
}

impl Default for Backoff {
    /// 30 s, doubling up to an hour; given up after 12 attempts (about five hours).
    fn default() -> Self {
        Self {
            first: Duration::from_secs(30),
            max: Duration::from_secs(3600),
            max_attempts: 12,
        }
    }
}

impl Backoff {
    /// The wait after attempt number `attempts` (1 for the first) failed.
    pub fn delay(&self, attempts: i32) -> Duration {
        let doublings = attempts.saturating_sub(1).clamp(0, 30) as u32;
        self.first
            .checked_mul(1 << doublings)
            .map_or(self.max, |delay| delay.min(self.max))
    }

    /// Whether a row that failed its attempt number `attempts` gets no further attempt.
    pub fn exhausted(&self, attempts: i32) -> bool {
        attempts >= self.max_attempts
    }
}

/// The claim: locks up to `$1` due rows (oldest due first, skipping rows another worker holds),
/// counts the attempt and moves each row's `next_attempt_at` forward by the lease (`$2` seconds).
fn claim_sql() -> String {
    format!(
        "WITH due AS (
             SELECT id FROM outbox
              WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
              ORDER BY next_attempt_at, id
              LIMIT $1
                FOR UPDATE SKIP LOCKED
         )
         UPDATE outbox AS o
            SET attempts = o.attempts + 1,
                next_attempt_at = now() + make_interval(secs => $2)
           FROM due
          WHERE o.id = due.id
         RETURNING {}",
        COLUMNS
            .split(", ")
            .map(|column| format!("o.{column}"))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// Marks the rows `$1` sent.
const MARK_SENT: &str = "UPDATE outbox SET sent_at = now(), failed_at = NULL, last_error = NULL
                          WHERE id = ANY($1) AND sent_at IS NULL";

/// Records failed attempts: row `$1[i]` is due again in `$2[i]` seconds, its error `$3[i]`.
const SCHEDULE_RETRIES: &str = "UPDATE outbox AS o
                                   SET next_attempt_at = now() + make_interval(secs => r.delay),
                                       last_error = r.error
                                  FROM unnest($1::int8[], $2::float8[], $3::text[])
                                       AS r (id, delay, error)
                                 WHERE o.id = r.id AND o.sent_at IS NULL AND o.failed_at IS NULL";

/// Marks row `$1[i]` failed for good with the error `$2[i]`.
const MARK_FAILED: &str = "UPDATE outbox AS o SET failed_at = now(), last_error = r.error
                             FROM unnest($1::int8[], $2::text[]) AS r (id, error)
                            WHERE o.id = r.id AND o.sent_at IS NULL AND o.failed_at IS NULL";

/// Gives the rows `$1` back: due now, the attempt not counted.
const RELEASE: &str = "UPDATE outbox
                          SET next_attempt_at = now(), attempts = greatest(attempts - 1, 0)
                        WHERE id = ANY($1) AND sent_at IS NULL AND failed_at IS NULL";

/// Seconds until the next pending row is due (NULL if none is pending).
const NEXT_DUE_IN: &str = "SELECT extract(epoch FROM min(next_attempt_at) - now())::float8
                             FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL";

/// The backlog: unsent mail (due, or waiting for a retry) and the age of the oldest. It reads
/// only the pending rows (through their partial index `outbox_due`), so it stays cheap however
/// many sent rows the outbox holds.
const LAG: &str = "SELECT count(*), extract(epoch FROM now() - min(created_at))::float8
                     FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL";

/// How far delivery is behind.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Lag {
    /// Mail not yet sent (and not failed for good).
    pub unsent: i64,
    /// How long the oldest unsent mail has waited since it was written (zero when none waits).
    pub oldest: Duration,
}

impl Lag {
    fn from_row(row: &Row) -> Self {
        let oldest: Option<f64> = row.get(1);
        Self {
            unsent: row.get(0),
            oldest: Duration::from_secs_f64(oldest.unwrap_or(0.0).max(0.0)),
        }
    }
}

/// The outbox's [`Lag`] now.
pub async fn lag<C: GenericClient + Sync>(client: &C) -> Result<Lag, tokio_postgres::Error> {
    Ok(Lag::from_row(&client.query_one(LAG, &[]).await?))
}

/// Claims up to `limit` due rows, oldest due first, skipping rows another worker holds: each
/// claimed row's `attempts` goes up by one and it is not due again for `lease`. (The worker
/// claims through [`PreparedQueue::claim`]; this one prepares nothing, for one-off claims.)
pub async fn claim<C: GenericClient + Sync>(
    client: &C,
    limit: i64,
    lease: Duration,
) -> Result<Vec<OutboxRow>, tokio_postgres::Error> {
    let rows = client
        .query(claim_sql().as_str(), &[&limit, &lease.as_secs_f64()])
        .await?;
    Ok(claimed_rows(&rows))
}

/// The claimed rows, by id.
fn claimed_rows(rows: &[Row]) -> Vec<OutboxRow> {
    let mut rows: Vec<OutboxRow> = rows.iter().map(OutboxRow::from_row).collect();
    rows.sort_by_key(|row| row.id);
    rows
}

/// A failed attempt to be tried again.
#[derive(Debug, Clone, PartialEq)]
pub struct Retry {
    /// The row.
    pub id: i64,
    /// How long until it is due again.
    pub delay: Duration,
    /// What went wrong.
    pub error: String,
}

/// A row that failed for good.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The row.
    pub id: i64,
    /// What went wrong.
    pub error: String,
}

/// The queue on one connection, with every statement the worker uses prepared once. Each
/// method is one statement, however many rows it is about (none: no statement at all).
#[derive(Debug)]
pub struct PreparedQueue<'c> {
    client: &'c Client,
    claim: Statement,
    mark_sent: Statement,
    schedule_retries: Statement,
    mark_failed: Statement,
    release: Statement,
    next_due_in: Statement,
    lag: Statement,
}

impl<'c> PreparedQueue<'c> {
    /// Prepares the statements on `client` (pipelined: they go to the server together).
    pub async fn prepare(client: &'c Client) -> Result<Self, tokio_postgres::Error> {
        let claim = claim_sql();
        let prepared = tokio::try_join!(
            client.prepare(&claim),
            client.prepare(MARK_SENT),
            client.prepare(SCHEDULE_RETRIES),
            client.prepare(MARK_FAILED),
            client.prepare(RELEASE),
            client.prepare(NEXT_DUE_IN),
            client.prepare(LAG),
        )?;
        let (claim, mark_sent, schedule_retries, mark_failed, release, next_due_in, lag) = prepared;
        Ok(Self {
            client,
            claim,
            mark_sent,
            schedule_retries,
            mark_failed,
            release,
            next_due_in,
            lag,
        })
    }

    /// The outbox's [`Lag`] now.
    pub async fn lag(&self) -> Result<Lag, tokio_postgres::Error> {
        Ok(Lag::from_row(&self.client.query_one(&self.lag, &[]).await?))
    }

    /// Claims up to `limit` due rows (see [`claim`]).
    pub async fn claim(
        &self,
        limit: i64,
        lease: Duration,
    ) -> Result<Vec<OutboxRow>, tokio_postgres::Error> {
        let rows = self
            .client
            .query(&self.claim, &[&limit, &lease.as_secs_f64()])
            .await?;
        Ok(claimed_rows(&rows))
    }

    /// Marks rows sent.
    pub async fn mark_sent(&self, ids: &[i64]) -> Result<(), tokio_postgres::Error> {
        if !ids.is_empty() {
            self.client.execute(&self.mark_sent, &[&ids]).await?;
        }
        Ok(())
    }

    /// Records failed attempts; each row is due again after its delay.
    pub async fn schedule_retries(&self, retries: &[Retry]) -> Result<(), tokio_postgres::Error> {
        if retries.is_empty() {
            return Ok(());
        }
        let ids: Vec<i64> = retries.iter().map(|retry| retry.id).collect();
        let delays: Vec<f64> = retries
            .iter()
            .map(|retry| retry.delay.as_secs_f64())
            .collect();
        let errors: Vec<&str> = retries.iter().map(|retry| retry.error.as_str()).collect();
        self.client
            .execute(&self.schedule_retries, &[&ids, &delays, &errors])
            .await?;
        Ok(())
    }

    /// Marks rows failed for good: they are never tried again.
    pub async fn mark_failed(&self, failures: &[Failure]) -> Result<(), tokio_postgres::Error> {
        if failures.is_empty() {
            return Ok(());
        }
        let ids: Vec<i64> = failures.iter().map(|failure| failure.id).collect();
        let errors: Vec<&str> = failures
            .iter()
            .map(|failure| failure.error.as_str())
            .collect();
        self.client
            .execute(&self.mark_failed, &[&ids, &errors])
            .await?;
        Ok(())
    }

    /// Gives claimed but unsent rows back (a worker stopping mid-batch): due now, the attempt
    /// not counted.
    pub async fn release(&self, ids: &[i64]) -> Result<(), tokio_postgres::Error> {
        if !ids.is_empty() {
            self.client.execute(&self.release, &[&ids]).await?;
        }
        Ok(())
    }

    /// How long until the next pending row is due (zero if one is due now), or `None` if
    /// nothing is pending.
    pub async fn next_due_in(&self) -> Result<Option<Duration>, tokio_postgres::Error> {
        let row = self.client.query_one(&self.next_due_in, &[]).await?;
        let seconds: Option<f64> = row.get(0);
        Ok(seconds.map(|s| Duration::from_secs_f64(s.max(0.0))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_thirty_seconds_to_an_hour() {
        let b = Backoff::default();
        let delays: Vec<u64> = (1..=9).map(|n| b.delay(n).as_secs()).collect();
        assert_eq!(delays, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
        assert_eq!(b.delay(0).as_secs(), 30);
        assert_eq!(b.delay(i32::MAX), b.max);
        assert!(!b.exhausted(11));
        assert!(b.exhausted(12));
    }

    #[test]
    fn the_claim_selects_every_column_a_row_needs() {
        assert_eq!(COLUMNS.split(", ").count(), 16);
    }
}
