//! The outbox queue's SQL: claiming due rows (with a lease), marking them sent, scheduling a
//! retry with capped exponential backoff, marking them failed for good.
//!
//! A claim is one statement, so one short transaction: it locks due rows with
//! `FOR UPDATE SKIP LOCKED` (two workers never claim the same row), counts the attempt and moves
//! `next_attempt_at` forward by the lease. The message is then sent outside any transaction, and
//! the row marked. A worker that dies in between leaves the row pending; it is due again when the
//! lease runs out and is re-sent with the same Message-ID (at-least-once delivery).

use std::time::{Duration, SystemTime};

use tokio_postgres::{GenericClient, Row};
use uuid::Uuid;

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
    /// When the api wrote the row (the message's Date).
    pub created_at: SystemTime,
    /// Claims so far, this one included.
    pub attempts: i32,
}

const COLUMNS: &str = "id, game_id, kind, message_id, to_name, to_address, subject, in_reply_to, \
     thread_references, list_unsubscribe, list_id, text_body, html_body, created_at, attempts";

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

/// Claims up to `limit` due rows, oldest due first, skipping rows another worker holds: each
/// claimed row's `attempts` goes up by one and it is not due again for `lease`.
pub async fn claim<C: GenericClient + Sync>(
    client: &C,
    limit: i64,
    lease: Duration,
) -> Result<Vec<OutboxRow>, tokio_postgres::Error> {
    let sql = format!(
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
    );
    let rows = client.query(&sql, &[&limit, &lease.as_secs_f64()]).await?;
    let mut rows: Vec<OutboxRow> = rows.iter().map(OutboxRow::from_row).collect();
    rows.sort_by_key(|row| row.id);
    Ok(rows)
}

/// Marks a row sent.
pub async fn mark_sent<C: GenericClient + Sync>(
    client: &C,
    id: i64,
) -> Result<(), tokio_postgres::Error> {
    client
        .execute(
            "UPDATE outbox SET sent_at = now(), failed_at = NULL, last_error = NULL
              WHERE id = $1 AND sent_at IS NULL",
            &[&id],
        )
        .await?;
    Ok(())
}

/// Records a failed attempt and makes the row due again after `delay`.
pub async fn schedule_retry<C: GenericClient + Sync>(
    client: &C,
    id: i64,
    delay: Duration,
    error: &str,
) -> Result<(), tokio_postgres::Error> {
    client
        .execute(
            "UPDATE outbox
                SET next_attempt_at = now() + make_interval(secs => $2), last_error = $3
              WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL",
            &[&id, &delay.as_secs_f64(), &error],
        )
        .await?;
    Ok(())
}

/// Marks a row failed for good: it is never tried again.
pub async fn mark_failed<C: GenericClient + Sync>(
    client: &C,
    id: i64,
    error: &str,
) -> Result<(), tokio_postgres::Error> {
    client
        .execute(
            "UPDATE outbox SET failed_at = now(), last_error = $2
              WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL",
            &[&id, &error],
        )
        .await?;
    Ok(())
}

/// Gives claimed but unsent rows back (a worker stopping mid-batch): due now, the attempt not
/// counted.
pub async fn release<C: GenericClient + Sync>(
    client: &C,
    ids: &[i64],
) -> Result<(), tokio_postgres::Error> {
    if ids.is_empty() {
        return Ok(());
    }
    client
        .execute(
            "UPDATE outbox
                SET next_attempt_at = now(), attempts = greatest(attempts - 1, 0)
              WHERE id = ANY($1) AND sent_at IS NULL AND failed_at IS NULL",
            &[&ids],
        )
        .await?;
    Ok(())
}

/// How long until the next pending row is due (zero if one is due now), or `None` if nothing is
/// pending.
pub async fn next_due_in<C: GenericClient + Sync>(
    client: &C,
) -> Result<Option<Duration>, tokio_postgres::Error> {
    let row = client
        .query_one(
            "SELECT extract(epoch FROM min(next_attempt_at) - now())::float8
               FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
            &[],
        )
        .await?;
    let seconds: Option<f64> = row.get(0);
    Ok(seconds.map(|s| Duration::from_secs_f64(s.max(0.0))))
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
        assert_eq!(COLUMNS.split(", ").count(), 15);
    }
}
