//! The game kinds the store serves, and what differs between them for the store: how each
//! kind's folded state sits in the cache ([`Slot`]), how its events are stored, whether its
//! fold needs the server's secrets (Citadels' hands and deck follow from the seed and the
//! escrow, C2–C4), and how its refusals become [`StoreError`]s. Everything else — the log, the
//! chain, escrow, idempotency — is the same code for every kind.

use durbar_domain::citadels::Citadels;
use durbar_domain::maharaja::{Event, Game, Maharaja};
use durbar_domain::{GameKind, Rules, Secrets};

use super::codec;
use super::error::Refusal;
use super::load::Loaded;
use super::notify::{Change, Notifier, NotifyFuture, Reader};
use super::side_writes::SideWrites;
use super::StoreError;

/// A folded state in the cache, of whichever kind the game is.
#[derive(Clone)]
pub enum Slot {
    /// A Maharaja game.
    Maharaja(Loaded<Maharaja>),
    /// A Citadels game (the referee's fold: the server knows every hand).
    Citadels(Loaded<Citadels>),
}

impl Slot {
    /// The seq the state was folded to.
    pub(super) fn seq(&self) -> u64 {
        match self {
            Slot::Maharaja(loaded) => loaded.seq,
            Slot::Citadels(loaded) => loaded.seq,
        }
    }

    /// The kind of the game held.
    pub(super) fn kind(&self) -> GameKind {
        match self {
            Slot::Maharaja(_) => GameKind::Maharaja,
            Slot::Citadels(_) => GameKind::Citadels,
        }
    }
}

/// A game kind the store serves.
pub trait StoredKind: Rules {
    /// The loaded state as a cache slot.
    fn slot(loaded: Loaded<Self>) -> Slot;
    /// The loaded state a cache slot holds, if it is of this kind.
    fn of_slot(slot: &Slot) -> Option<Loaded<Self>>;

    /// The bytes stored and hashed for `event`.
    fn encode(event: &Self::Event) -> Vec<u8> {
        serde_json::to_vec(event).expect("events always serialize")
    }

    /// Reads stored bytes back, refusing anything that is not the canonical encoding.
    fn decode(payload: &[u8]) -> Result<Self::Event, String> {
        let event: Self::Event =
            serde_json::from_slice(payload).map_err(|e| format!("not an event: {e}"))?;
        if Self::encode(&event) != payload {
            return Err("not in canonical form (re-encoding differs)".to_owned());
        }
        Ok(event)
    }

    /// Whether a fold from the stored log needs the seed and the escrow's openings.
    const NEEDS_SECRETS: bool;

    /// `state` given the server's secrets, so the events folded onto it next find theirs.
    fn with_secrets(state: Self::State, secrets: &Secrets) -> Self::State;

    /// A refusal of this kind's rules as a store error (`moved`: the game moved on since the
    /// player looked).
    fn refused(violation: Self::Violation, moved: bool) -> StoreError;

    /// Whether `notifier` has anything to say about these new events of a game of this kind.
    fn interested(notifier: &dyn Notifier, events: &[(u64, Self::Event)]) -> bool;

    /// `notifier`'s mail about `change` to a game of this kind, collected in `writes`.
    fn notify<'a>(
        notifier: &'a dyn Notifier,
        reader: Reader<'a>,
        change: Change<'a, Self>,
        writes: &'a mut SideWrites,
    ) -> NotifyFuture<'a>;
}

impl StoredKind for Maharaja {
    fn slot(loaded: Loaded<Self>) -> Slot {
        Slot::Maharaja(loaded)
    }

    fn of_slot(slot: &Slot) -> Option<Loaded<Self>> {
        match slot {
            Slot::Maharaja(loaded) => Some(loaded.clone()),
            Slot::Citadels(_) => None,
        }
    }

    fn encode(event: &Event) -> Vec<u8> {
        codec::encode_event(event)
    }

    fn decode(payload: &[u8]) -> Result<Event, String> {
        codec::decode_event(payload).map_err(|error| error.to_string())
    }

    const NEEDS_SECRETS: bool = false;

    fn with_secrets(state: Game, _: &Secrets) -> Game {
        state
    }

    fn refused(violation: Self::Violation, moved: bool) -> StoreError {
        if moved {
            StoreError::MovedOn(violation)
        } else {
            StoreError::Rule(violation)
        }
    }

    fn interested(notifier: &dyn Notifier, events: &[(u64, Event)]) -> bool {
        notifier.interested(events)
    }

    fn notify<'a>(
        notifier: &'a dyn Notifier,
        reader: Reader<'a>,
        change: Change<'a, Self>,
        writes: &'a mut SideWrites,
    ) -> NotifyFuture<'a> {
        notifier.notify(reader, change, writes)
    }
}

impl StoredKind for Citadels {
    fn slot(loaded: Loaded<Self>) -> Slot {
        Slot::Citadels(loaded)
    }

    fn of_slot(slot: &Slot) -> Option<Loaded<Self>> {
        match slot {
            Slot::Citadels(loaded) => Some(loaded.clone()),
            Slot::Maharaja(_) => None,
        }
    }

    const NEEDS_SECRETS: bool = true;

    fn with_secrets(
        table: durbar_domain::citadels::Table,
        secrets: &Secrets,
    ) -> durbar_domain::citadels::Table {
        durbar_domain::citadels::Table {
            state: table.state,
            book: Citadels::referee(secrets).book,
        }
    }

    fn refused(violation: Self::Violation, moved: bool) -> StoreError {
        let refusal = Box::new(Refusal {
            code: violation.code(),
            sentence: durbar_templates::Said::new(|w| {
                durbar_templates::catalogue::citadels::violation::violation(w, &violation, &[])
            }),
            citadels: Some(violation),
        });
        if moved {
            StoreError::GameMovedOn(refusal)
        } else {
            StoreError::GameRule(refusal)
        }
    }

    fn interested(notifier: &dyn Notifier, events: &[(u64, Self::Event)]) -> bool {
        notifier.interested_citadels(events)
    }

    fn notify<'a>(
        notifier: &'a dyn Notifier,
        reader: Reader<'a>,
        change: Change<'a, Self>,
        writes: &'a mut SideWrites,
    ) -> NotifyFuture<'a> {
        notifier.notify_citadels(reader, change, writes)
    }
}
