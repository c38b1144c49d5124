//! The hook through which a change to a game reaches people: mail about events is written to the
//! outbox in the same transaction as the events, so a crash between the commit and the sending
//! still sends it, and a rolled-back change sends nothing.

use std::future::Future;
use std::pin::Pin;

use durbar_domain::{Event, Game, GameId};

use crate::audit::chain::Hash;

/// A change about to be committed.
pub struct Change<'a> {
    /// The game.
    pub game: GameId,
    /// The state before the change.
    pub before: &'a Game,
    /// The state after it.
    pub after: &'a Game,
    /// The new events with their seq.
    pub events: &'a [(u64, Event)],
    /// The new head: the last seq and its hash.
    pub head: (u64, Hash),
    /// The version of the game's players as the store knows it ([`super::Store::players_version`]):
    /// what the notifier keeps about them is valid while it stays the same.
    pub players: Option<super::PlayersVersion>,
}

/// A boxed future borrowing the transaction.
pub type NotifyFuture<'a> = Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send + 'a>>;

/// Decides whom to tell about a change, and writes what it decides in the change's transaction.
pub trait Notifier: Send + Sync + 'static {
    /// Whether these events need any notification (cheap: decides whether the store opens a
    /// transaction at all).
    fn interested(&self, events: &[Event]) -> bool;

    /// Writes the notifications (outbox rows, minted links…) inside `tx`; an error rolls the
    /// whole change back.
    fn notify<'a>(
        &'a self,
        tx: &'a deadpool_postgres::Transaction<'a>,
        change: Change<'a>,
    ) -> NotifyFuture<'a>;
}

/// Tells nobody anything.
pub struct Silent;

impl Notifier for Silent {
    fn interested(&self, _: &[Event]) -> bool {
        false
    }

    fn notify<'a>(
        &'a self,
        _: &'a deadpool_postgres::Transaction<'a>,
        _: Change<'a>,
    ) -> NotifyFuture<'a> {
        Box::pin(async { Ok(()) })
    }
}
