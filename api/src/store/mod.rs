//! The event store: each game's append-only event log in PostgreSQL with its hash chain, disc
//! openings in escrow, and an in-process cache of folded states so a page load does not refold
//! a long game. All game SQL lives in this module.

mod append;
mod cache;
mod codec;
mod error;
mod escrow;
mod execute;
mod export;
mod games;
mod load;
mod notify;
mod players;

pub use codec::{decode_event, encode_event};
pub use error::StoreError;
pub use execute::Executed;
pub use games::{new_token, token_hash, NewGame, NewPlayer, PlayerLink};
pub use load::{Loaded, StoredEvent};
pub use notify::{Change, Notifier, NotifyFuture, Silent};
pub use players::{
    mint_link_with, session_id_hash, Deadlines, GameRecord, IdempotencyClaim, LinkOwner, NoShow,
    PlayerRecord, SessionRecord, TurnDraft,
};

use crate::database::DbPool;
use cache::StateCache;

/// The event store on a connection pool.
#[derive(Clone)]
pub struct Store {
    pool: DbPool,
    cache: std::sync::Arc<StateCache>,
    notifier: std::sync::Arc<dyn Notifier>,
}

impl Store {
    /// A store on `pool` with an empty cache that tells nobody about changes.
    pub fn new(pool: DbPool) -> Self {
        Self::with_notifier(pool, std::sync::Arc::new(Silent))
    }

    /// A store whose changes are announced through `notifier` (mail), atomically with them.
    pub fn with_notifier(pool: DbPool, notifier: std::sync::Arc<dyn Notifier>) -> Self {
        Self {
            pool,
            cache: std::sync::Arc::new(StateCache::default()),
            notifier,
        }
    }

    /// The pool the store uses.
    pub fn pool(&self) -> &DbPool {
        &self.pool
    }
}

/// Converts between the engine's game ids and PostgreSQL uuids.
pub fn game_uuid(game: durbar_domain::GameId) -> uuid::Uuid {
    uuid::Uuid::from_bytes(game.0)
}
