//! The event store: each game's append-only event log in PostgreSQL with its hash chain, the
//! openings of sealed choices in escrow, and an in-process cache of folded states so a page load
//! does not refold a long game. All the service's SQL lives in this module: the store's, turn
//! mail's ([`turn_mail`]), the connection pool and health check ([`database`]) and the schema
//! migrations ([`migrations`]); the mailer's outbox has its own (`mailer/src/queue.rs`).

mod append;
mod bots;
mod cache;
mod codec;
pub mod database;
mod error;
mod escrow;
mod execute;
mod export;
mod feed;
mod games;
mod idempotency;
mod kinds;
mod live;
mod load;
mod lobby;
pub mod migrations;
mod notify;
mod outbox_lag;
mod own_mail;
mod players;
mod players_kept;
mod side_writes;
mod signed_links;
pub mod turn_mail;

pub use append::write_side;
pub use bots::BotSeat;
pub use codec::{decode_event, encode_event, PayloadError};
pub use error::{Refusal, StoreError};
pub use escrow::opening as sealed_opening;
pub use execute::Executed;
pub use feed::CHANNEL as CHANGE_CHANNEL;
pub use games::{new_token, token_hash, NewBot, NewCitadels, NewGame, NewPlayer, PlayerLink};
pub use idempotency::{IdempotencyClaim, MoveKey, Once};
pub use kinds::StoredKind;
pub use live::{Head, LiveHead, LIVE_STREAMS};
pub use load::{Loaded, StoredEvent, TimedEvent};
pub use notify::{Change, Notified, Notifier, NotifyFuture, Reader, Silent};
pub use own_mail::OwnMail;
pub use players::{
    session_id_hash, Deadlines, GameRecord, LinkOwner, NoShow, PlayerRecord, SessionRecord,
    TurnDraft, SESSIONS_PER_PLAYER,
};
pub use players_kept::{PlayersKept, PlayersVersion};
pub use side_writes::{DigestRow, SideWrites};
pub use signed_links::{
    is_signed_token, LinkClaims, LinkKey, LinkRefused, LINK_LIFETIME, SIGNED_TOKEN_LEN,
};

use crate::database::DbPool;
use cache::StateCache;

/// The event store on a connection pool.
#[derive(Clone)]
pub struct Store {
    pool: DbPool,
    cache: std::sync::Arc<StateCache>,
    notifier: std::sync::Arc<dyn Notifier>,
    announcer: std::sync::Arc<feed::Announcer>,
    link_key: std::sync::Arc<tokio::sync::OnceCell<LinkKey>>,
}

impl Store {
    /// A store on `pool` with an empty cache that tells nobody about changes.
    pub fn new(pool: DbPool) -> Self {
        Self::with_notifier(pool, std::sync::Arc::new(Silent))
    }

    /// A store whose changes are announced through `notifier` (mail), atomically with them.
    pub fn with_notifier(pool: DbPool, notifier: std::sync::Arc<dyn Notifier>) -> Self {
        Self {
            announcer: std::sync::Arc::new(feed::Announcer::new(pool.clone())),
            pool,
            cache: std::sync::Arc::new(StateCache::default()),
            notifier,
            link_key: std::sync::Arc::default(),
        }
    }

    /// Starts watching the change feed on a connection of its own to `database`, so loads serve
    /// the cached state without asking the database while nothing announced a newer one. Call
    /// it inside a tokio runtime; the watch ends with the runtime or once every clone of this
    /// store is gone. Without it every load asks the database.
    pub fn watch_changes(&self, database: tokio_postgres::Config) {
        tokio::spawn(feed::watch(
            database,
            std::sync::Arc::downgrade(&self.cache),
        ));
    }

    /// Records that `game`'s players changed (mail settings, unsubscribing): here at once, in
    /// other processes through the change feed. Call it after the change committed.
    pub fn players_changed(&self, game: durbar_domain::GameId) {
        self.cache.players_changed(game);
        self.announcer.players(game);
    }

    /// A version of `game`'s players that changes with them, or `None` while this store cannot
    /// tell (it does not watch the change feed, or the feed is down): what is kept about
    /// players is valid while this stays the same (and for the cache's trust period at most).
    pub fn players_version(&self, game: durbar_domain::GameId) -> Option<PlayersVersion> {
        self.cache.players_version(game)
    }

    /// How long what was read from the database may be served without asking again.
    pub const TRUST_FOR: std::time::Duration = cache::TRUST_FOR;

    /// The key personal links are signed with: read from `link_keys` once (the first store to
    /// need one on a fresh database draws it; every node on the database then shares it).
    pub async fn link_key(&self) -> Result<LinkKey, StoreError> {
        self.link_key
            .get_or_try_init(|| async {
                let client = self.pool.get().await?;
                let drawn = crate::secrets::random_bytes::<32>();
                client
                    .execute(
                        "INSERT INTO link_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
                        &[&drawn.as_slice()],
                    )
                    .await?;
                let row = client
                    .query_one("SELECT secret FROM link_keys WHERE id = 1", &[])
                    .await?;
                let secret: Vec<u8> = row.get(0);
                let secret: [u8; 32] = secret.try_into().map_err(|_| StoreError::Corrupt {
                    seq: 0,
                    reason: "the link key is not 32 bytes".into(),
                })?;
                Ok::<_, StoreError>(LinkKey(secret))
            })
            .await
            .cloned()
    }

    /// Follows `game`'s head for a live stream: woken by moves made through any store on this
    /// database (through the change feed when the store watches it, see
    /// [`Store::watch_changes`]; else by this process's moves only). `None` when
    /// [`LIVE_STREAMS`] are open already. Holds no database connection.
    pub fn follow(&self, game: durbar_domain::GameId) -> Option<LiveHead> {
        self.cache.live.subscribe(game)
    }

    /// A receiver that changes whenever any game moves or its players change (here or, through
    /// the change feed, in another process): what the bot worker wakes on.
    pub fn changes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.cache.live.any_change()
    }

    /// The games that changed (here or, through the change feed, in another process) since the
    /// last call: what the bot worker's next pass looks at. `None` when more changed than are
    /// kept (then it looks at every running bot game).
    pub fn take_changed_games(&self) -> Option<Vec<durbar_domain::GameId>> {
        self.cache.live.take_touched()
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
