//! The change feed: how each process's state cache learns that a game changed, so a page can be
//! served from the cache without asking the database. Every append is announced on the
//! PostgreSQL channel `durbar_events` (payload `<game id>:<seq>`) after it commits; a store that
//! watches the feed LISTENs on it and marks older cached states as untrusted.
//!
//! Announcements are sent after the move's commit, batched, in a transaction of their own with
//! `synchronous_commit` off. Not inside the move's transaction: PostgreSQL holds a lock from a
//! NOTIFY until its transaction has committed — through the commit's fsync — so notifying moves
//! would commit one at a time. A process that dies between a commit and its announcement leaves
//! other processes' caches behind for at most the cache's trust period.

use std::sync::{OnceLock, Weak};
use std::time::Duration;

use durbar_domain::GameId;
use tokio::sync::mpsc;
use tokio_postgres::AsyncMessage;

use super::cache::StateCache;
use crate::database::DbPool;

/// The channel appended events are announced on.
pub const CHANNEL: &str = "durbar_events";

/// The payload's second part when a game's players changed (instead of a seq).
const PLAYERS: &str = "players";

/// The most announcements sent in one statement.
const BATCH: usize = 256;

/// The wait before the feed connects again after losing its connection.
const RECONNECT_DELAY: Duration = Duration::from_secs(2);

/// What is announced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Announcement {
    /// A game reached a seq.
    Appended(GameId, u64),
    /// A game's players changed (their mail settings).
    Players(GameId),
    /// The outbox has new mail (wakes the mail workers, which LISTEN on the mailer's channel).
    Mail,
}

impl Announcement {
    /// The `(channel, payload)` SQL literals: hex digits, digits and `:` only.
    fn literals(self) -> String {
        match self {
            Announcement::Appended(game, seq) => format!("('{CHANNEL}', '{game}:{seq}')"),
            Announcement::Players(game) => format!("('{CHANNEL}', '{game}:{PLAYERS}')"),
            Announcement::Mail => format!("('{}', '')", durbar_mailer::NOTIFY_CHANNEL),
        }
    }
}

/// Sends the announcements of one store, from a task of its own (started with the first).
pub(super) struct Announcer {
    pool: DbPool,
    queue: OnceLock<mpsc::UnboundedSender<Announcement>>,
}

impl Announcer {
    pub(super) fn new(pool: DbPool) -> Self {
        Self {
            pool,
            queue: OnceLock::new(),
        }
    }

    /// Announces that `game` reached `seq` (call it after the commit).
    pub(super) fn appended(&self, game: GameId, seq: u64) {
        self.send(Announcement::Appended(game, seq));
    }

    /// Announces that `game`'s players changed (call it after the commit).
    pub(super) fn players(&self, game: GameId) {
        self.send(Announcement::Players(game));
    }

    /// Wakes the mail workers (call it after the commit that wrote the mail).
    pub(super) fn mail(&self) {
        self.send(Announcement::Mail);
    }

    fn send(&self, announcement: Announcement) {
        let queue = self.queue.get_or_init(|| {
            let (sender, receiver) = mpsc::unbounded_channel();
            tokio::spawn(send_announcements(self.pool.clone(), receiver));
            sender
        });
        if queue.send(announcement).is_err() {
            tracing::warn!(
                ?announcement,
                "the announcer has stopped; a change is not announced"
            );
        }
    }
}

async fn send_announcements(pool: DbPool, mut queue: mpsc::UnboundedReceiver<Announcement>) {
    while let Some(first) = queue.recv().await {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match queue.try_recv() {
                Ok(next) if !batch.contains(&next) => batch.push(next),
                Ok(_) => {}
                Err(_) => break,
            }
        }
        let rows: Vec<String> = batch.iter().map(|a| a.literals()).collect();
        // One implicit transaction (a simple query of two statements): an error rolls it all
        // back and leaves no transaction open on the pooled connection.
        let sql = format!(
            "SELECT set_config('synchronous_commit', 'off', true);
             SELECT pg_notify(c, p) FROM (VALUES {}) AS a (c, p)",
            rows.join(",")
        );
        let sent = match pool.get().await {
            Ok(client) => client.batch_execute(&sql).await.map_err(|e| e.to_string()),
            Err(error) => Err(error.to_string()),
        };
        if let Err(error) = sent {
            tracing::warn!(%error, count = batch.len(), "cannot announce changes");
        }
    }
}

/// Parses the payload of an announcement on [`CHANNEL`] (what [`Announcement::literals`] writes).
fn parse_announcement(payload: &str) -> Option<Announcement> {
    let (game, what) = payload.split_once(':')?;
    let mut id = [0u8; 16];
    hex::decode_to_slice(game, &mut id).ok()?;
    let game = GameId(id);
    if what == PLAYERS {
        return Some(Announcement::Players(game));
    }
    Some(Announcement::Appended(game, what.parse().ok()?))
}

/// Watches the feed for `cache` until the cache is gone: connects, LISTENs, records every
/// announcement, and tells the cache whenever the connection is up (a new number each time) or
/// down.
pub(super) async fn watch(config: tokio_postgres::Config, cache: Weak<StateCache>) {
    let mut connection_number = 0u64;
    loop {
        if cache.strong_count() == 0 {
            return;
        }
        match config.connect(tokio_postgres::NoTls).await {
            Ok((client, mut connection)) => {
                connection_number += 1;
                let driven = {
                    let cache = cache.clone();
                    tokio::spawn(async move {
                        loop {
                            match std::future::poll_fn(|cx| connection.poll_message(cx)).await {
                                Some(Ok(AsyncMessage::Notification(note))) => {
                                    let Some(cache) = cache.upgrade() else { return };
                                    match parse_announcement(note.payload()) {
                                        Some(Announcement::Appended(game, seq)) => {
                                            cache.announced(game, seq)
                                        }
                                        Some(Announcement::Players(game)) => {
                                            cache.players_changed(game)
                                        }
                                        Some(Announcement::Mail) | None => tracing::warn!(
                                            payload = note.payload(),
                                            "an announcement that is not <game>:<seq>"
                                        ),
                                    }
                                }
                                Some(Ok(_)) => {}
                                Some(Err(error)) => {
                                    tracing::warn!(%error, "the change feed's connection failed");
                                    return;
                                }
                                None => return,
                            }
                        }
                    })
                };
                match client.batch_execute(&format!("LISTEN {CHANNEL}")).await {
                    Ok(()) => {
                        if let Some(cache) = cache.upgrade() {
                            cache.feed_changed(Some(connection_number));
                        }
                        let _ = driven.await;
                    }
                    Err(error) => {
                        tracing::warn!(%error, "the change feed cannot LISTEN");
                        driven.abort();
                    }
                }
                if let Some(cache) = cache.upgrade() {
                    cache.feed_changed(None);
                }
            }
            Err(error) => tracing::warn!(%error, "the change feed cannot connect"),
        }
        tokio::time::sleep(RECONNECT_DELAY).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_round_trip() {
        let game = GameId([0xab; 16]);
        assert_eq!(
            parse_announcement(&format!("{game}:42")),
            Some(Announcement::Appended(game, 42))
        );
        assert_eq!(
            parse_announcement(&format!("{game}:players")),
            Some(Announcement::Players(game))
        );
        assert_eq!(parse_announcement("zz:1"), None);
        assert_eq!(parse_announcement(&format!("{game}")), None);
        assert_eq!(parse_announcement(&format!("{game}:x")), None);
    }
}
