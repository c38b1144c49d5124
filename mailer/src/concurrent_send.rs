//! Sending a claimed batch several messages at a time (over SMTP, each on its own connection from
//! the transport's pool), and reporting each attempt as it finishes.
//!
//! Why: a send waits for the server's reply to each command, so one connection is bound by
//! round trips and by the server's own time per message; several connections at once keep a
//! server busy that handles them in parallel. (Our SMTP connections set `TCP_NODELAY`, see
//! [`crate::smtp`]; before they did, this was the only thing that got past lettre's 40 ms per
//! message.)
//!
//! Messages to the same recipient are sent one after the other, in the batch's (id) order; only
//! messages to different recipients overlap.

use std::collections::VecDeque;

use tokio::task::{Id, JoinSet};

use crate::compose::Composer;
use crate::queue::OutboxRow;
use crate::transport::{SendError, Transport};

/// How many messages the worker sends at once. The SMTP pool keeps up to
/// [`crate::smtp::MAX_IDLE`] connections open between sends, so every one of these finds a
/// connection to reuse.
pub const SENDS_IN_FLIGHT: usize = 8;

/// One finished attempt to send a row.
#[derive(Debug)]
pub struct Attempt {
    /// The row.
    pub row: OutboxRow,
    /// Whether the transport accepted it.
    pub result: Result<(), SendError>,
}

/// A batch being sent: rows waiting, sends in flight.
#[derive(Debug)]
pub struct ConcurrentSend {
    transport: Transport,
    composer: Composer,
    limit: usize,
    waiting: VecDeque<OutboxRow>,
    in_flight: JoinSet<Attempt>,
    /// The row id and recipient of each send in flight, by task.
    recipients: Vec<(Id, i64, String)>,
    starting: bool,
}

impl ConcurrentSend {
    /// Sends `rows` (in id order) through `transport`, at most `limit` at once.
    pub fn new(
        transport: Transport,
        composer: Composer,
        rows: Vec<OutboxRow>,
        limit: usize,
    ) -> Self {
        Self {
            transport,
            composer,
            limit: limit.max(1),
            waiting: rows.into(),
            in_flight: JoinSet::new(),
            recipients: Vec::new(),
            starting: true,
        }
    }

    /// Starts what may start, then waits for the next attempt to finish; `None` once nothing
    /// is in flight and nothing more starts. Before each start it asks `may_start`: once that
    /// says no, nothing more starts (the sends in flight still finish), and the rows not started
    /// stay in [`ConcurrentSend::not_started`].
    pub async fn next_finished(&mut self, mut may_start: impl FnMut() -> bool) -> Option<Attempt> {
        loop {
            while self.starting && self.in_flight.len() < self.limit {
                let Some(index) = self.next_startable() else {
                    break;
                };
                if !may_start() {
                    self.starting = false;
                    break;
                }
                let row = self.waiting.remove(index).expect("the index is in range");
                self.start(row);
            }
            match self.in_flight.join_next_with_id().await? {
                Ok((task, attempt)) => {
                    self.recipients.retain(|(id, _, _)| *id != task);
                    return Some(attempt);
                }
                Err(error) => {
                    let task = error.id();
                    if let Some((_, row_id, _)) =
                        self.recipients.iter().find(|(id, ..)| *id == task)
                    {
                        tracing::error!(
                            id = row_id,
                            %error,
                            "sending a mail panicked; the row stays claimed until its lease \
                             runs out"
                        );
                    }
                    self.recipients.retain(|(id, _, _)| *id != task);
                }
            }
        }
    }

    /// The rows never started, in id order.
    pub fn not_started(self) -> Vec<OutboxRow> {
        self.waiting.into()
    }

    /// The first waiting row whose recipient has no send in flight. (An earlier waiting row to
    /// the same recipient would have been found first, so a recipient's rows go in order.)
    fn next_startable(&self) -> Option<usize> {
        self.waiting.iter().position(|row| {
            let recipient = recipient_key(row);
            !self
                .recipients
                .iter()
                .any(|(_, _, busy)| *busy == recipient)
        })
    }

    fn start(&mut self, row: OutboxRow) {
        let (id, recipient) = (row.id, recipient_key(&row));
        let transport = self.transport.clone();
        let composer = self.composer.clone();
        let task = self.in_flight.spawn(async move {
            let result = send(&transport, &composer, &row).await;
            Attempt { row, result }
        });
        self.recipients.push((task.id(), id, recipient));
    }
}

/// Composes and sends one row.
async fn send(
    transport: &Transport,
    composer: &Composer,
    row: &OutboxRow,
) -> Result<(), SendError> {
    let message = composer
        .compose(row)
        .map_err(|error| SendError::permanent(error.to_string()))?;
    transport.send(row.id, &message).await
}

/// The recipient's address as compared for ordering.
fn recipient_key(row: &OutboxRow) -> String {
    row.to_address.trim().to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: i64, to: &str) -> OutboxRow {
        OutboxRow {
            id,
            to_address: to.to_owned(),
            message_id: format!("<{id}@durbar.example>"),
            ..crate::compose::tests::row()
        }
    }

    fn sender(dir: &std::path::Path, rows: Vec<OutboxRow>, limit: usize) -> ConcurrentSend {
        ConcurrentSend::new(
            Transport::files(dir),
            Composer::new("durbar <durbar@localhost>").unwrap(),
            rows,
            limit,
        )
    }

    #[tokio::test]
    async fn every_row_is_attempted_once() {
        let dir = tempfile::tempdir().unwrap();
        let rows: Vec<OutboxRow> = (1..=20)
            .map(|id| row(id, &format!("p{id}@example.test")))
            .collect();
        let mut batch = sender(dir.path(), rows, 4);
        let mut ids = Vec::new();
        while let Some(attempt) = batch.next_finished(|| true).await {
            assert!(attempt.result.is_ok(), "{:?}", attempt.result);
            ids.push(attempt.row.id);
        }
        ids.sort_unstable();
        assert_eq!(ids, (1..=20).collect::<Vec<_>>());
        assert!(batch.not_started().is_empty());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 20);
    }

    #[tokio::test]
    async fn a_recipients_rows_finish_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let rows: Vec<OutboxRow> = (1..=12)
            .map(|id| {
                row(
                    id,
                    if id % 3 == 0 {
                        "b@example.test"
                    } else {
                        " A@example.test"
                    },
                )
            })
            .collect();
        let mut batch = sender(dir.path(), rows, 8);
        let mut to_a = Vec::new();
        let mut to_b = Vec::new();
        while let Some(attempt) = batch.next_finished(|| true).await {
            let list = if attempt.row.to_address.contains('b') {
                &mut to_b
            } else {
                &mut to_a
            };
            list.push(attempt.row.id);
        }
        assert_eq!(to_a, [1, 2, 4, 5, 7, 8, 10, 11]);
        assert_eq!(to_b, [3, 6, 9, 12]);
    }

    #[tokio::test]
    async fn nothing_starts_once_told_not_to() {
        let dir = tempfile::tempdir().unwrap();
        let rows: Vec<OutboxRow> = (1..=10)
            .map(|id| row(id, &format!("p{id}@example.test")))
            .collect();
        let mut batch = sender(dir.path(), rows, 3);
        let mut starts = 0;
        let mut finished = 0;
        while batch
            .next_finished(|| {
                starts += 1;
                starts <= 5
            })
            .await
            .is_some()
        {
            finished += 1;
        }
        assert_eq!(finished, 5);
        let rest: Vec<i64> = batch.not_started().iter().map(|row| row.id).collect();
        assert_eq!(rest, [6, 7, 8, 9, 10]);
    }

    #[tokio::test]
    async fn a_row_that_cannot_be_composed_fails_for_good() {
        let dir = tempfile::tempdir().unwrap();
        let mut batch = sender(dir.path(), vec![row(1, "nobody")], 8);
        let attempt = batch.next_finished(|| true).await.unwrap();
        assert!(attempt.result.unwrap_err().is_permanent());
        assert!(batch.next_finished(|| true).await.is_none());
    }
}
