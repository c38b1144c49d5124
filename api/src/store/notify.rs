//! The hook through which a change to a game reaches people: the notifier reads what it needs,
//! then collects the mail about the change as [`SideWrites`], which the store writes in the
//! statement that appends the events — so a crash between the commit and the sending still sends
//! it, and a change that does not land sends nothing.

use std::future::Future;
use std::pin::Pin;

use durbar_domain::citadels::Citadels;
use durbar_domain::maharaja::commitment::{disc_from_value, DISC};
use durbar_domain::maharaja::{Action, Event, Maharaja};
use durbar_domain::{Bytes32, GameId, Rules, Sealed};

use super::side_writes::SideWrites;
use crate::audit::chain::Hash;

/// A change about to be written (to a Maharaja game unless `G` names another kind).
pub struct Change<'a, G: Rules = Maharaja> {
    /// The game changing.
    pub game: GameId,
    /// The state before the change.
    pub before: &'a G::State,
    /// The state after it.
    pub after: &'a G::State,
    /// The new events with their seq.
    pub events: &'a [(u64, G::Event)],
    /// The new head: the last seq and its hash.
    pub head: (u64, Hash),
    /// The version of the game's players as the store knows it ([`super::Store::players_version`]):
    /// what the notifier keeps about them is valid while it stays the same.
    pub players: Option<super::PlayersVersion>,
    /// The openings the change puts in escrow (not yet readable from the database).
    pub(super) escrowed: &'a [Sealed],
}

impl<G: Rules> Change<'_, G> {
    /// The openings this change puts in escrow (its own sealed values: for their owners'
    /// receipts only).
    pub fn escrowed(&self) -> &[Sealed] {
        self.escrowed
    }
}

impl Change<'_> {
    /// The opening of the disc `commitment` if this change commits to it: the actions in the
    /// order set, and the nonce.
    pub fn disc_opening(&self, commitment: &Bytes32) -> Option<([Action; 2], Bytes32)> {
        self.escrowed
            .iter()
            .find(|row| row.commitment == *commitment)
            .filter(|row| row.opening.kind == DISC.name)
            .and_then(|row| Some((disc_from_value(&row.opening.value)?, row.opening.nonce)))
    }
}

/// Where a notifier reads: a connection of the pool (the change is then written in one
/// statement, without a transaction), or the change's transaction.
#[derive(Clone, Copy)]
pub enum Reader<'a> {
    /// A plain connection: reads see what is committed; nothing is locked.
    Connection(&'a deadpool_postgres::Client),
    /// The change's transaction: reads may lock rows until the change commits.
    Transaction(&'a deadpool_postgres::Transaction<'a>),
}

/// What a notifier made of a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notified {
    /// Its side writes are collected.
    Done,
    /// It must lock what it reads: run it again in a transaction (a [`Reader::Transaction`]),
    /// with fresh side writes.
    NeedsTransaction,
}

/// A boxed future borrowing the reader and the side writes.
pub type NotifyFuture<'a> = Pin<Box<dyn Future<Output = anyhow::Result<Notified>> + Send + 'a>>;

/// Decides whom to tell about a change, and collects what it decides as side writes.
pub trait Notifier: Send + Sync + 'static {
    /// Whether these events need any notification (cheap: decides whether the store asks
    /// [`Notifier::notify`] at all).
    fn interested(&self, events: &[(u64, Event)]) -> bool;

    /// Collects the notifications (outbox rows, minted links…) of `change` in `writes`,
    /// reading through `reader`; an error drops the whole change.
    fn notify<'a>(
        &'a self,
        reader: Reader<'a>,
        change: Change<'a>,
        writes: &'a mut SideWrites,
    ) -> NotifyFuture<'a>;

    /// [`Notifier::interested`] for a change to a Citadels game (none by default).
    fn interested_citadels(&self, events: &[(u64, <Citadels as Rules>::Event)]) -> bool {
        let _ = events;
        false
    }

    /// [`Notifier::notify`] for a change to a Citadels game (nothing by default).
    fn notify_citadels<'a>(
        &'a self,
        reader: Reader<'a>,
        change: Change<'a, Citadels>,
        writes: &'a mut SideWrites,
    ) -> NotifyFuture<'a> {
        let _ = (reader, change, writes);
        Box::pin(async { Ok(Notified::Done) })
    }
}

/// Tells nobody anything.
pub struct Silent;

impl Notifier for Silent {
    fn interested(&self, _: &[(u64, Event)]) -> bool {
        false
    }

    fn notify<'a>(
        &'a self,
        _: Reader<'a>,
        _: Change<'a>,
        _: &'a mut SideWrites,
    ) -> NotifyFuture<'a> {
        Box::pin(async { Ok(Notified::Done) })
    }
}
