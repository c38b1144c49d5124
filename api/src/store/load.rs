//! Reading games: the folded current state (from the cache plus the events after it) and the
//! stored events themselves (for the log, replay and export).

use std::sync::Arc;
use std::time::{Instant, SystemTime};

use durbar_domain::maharaja::{evolve, Event, Game, GameId};

use super::codec::decode_event;
use super::{game_uuid, Store, StoreError};
use crate::audit::chain::{Hash, GENESIS};

/// A game folded up to an event.
#[derive(Clone)]
pub struct Loaded {
    /// The state after event `seq`.
    pub game: Arc<Game>,
    /// The last event folded (the version commands are decided on).
    pub seq: u64,
    /// That event's hash: the head of the chain, shown on every page and email.
    pub head: Hash,
}

impl Loaded {
    fn empty() -> Self {
        Self {
            game: Arc::new(Game::default()),
            seq: 0,
            head: GENESIS,
        }
    }

    /// Folds more events onto this state.
    pub fn extended(&self, events: impl IntoIterator<Item = (u64, Hash, Event)>) -> Self {
        let mut game = (*self.game).clone();
        let (mut seq, mut head) = (self.seq, self.head);
        for (event_seq, hash, event) in events {
            game = evolve(game, &event);
            seq = event_seq;
            head = hash;
        }
        Self {
            game: Arc::new(game),
            seq,
            head,
        }
    }
}

/// One stored event.
#[derive(Debug, Clone)]
pub struct StoredEvent {
    /// Its seq, from 1.
    pub seq: u64,
    /// The event.
    pub event: Event,
    /// The exact bytes hashed.
    pub payload: Vec<u8>,
    /// The previous event's hash.
    pub prev_hash: Hash,
    /// Its hash.
    pub hash: Hash,
    /// When the server recorded it.
    pub recorded_at: SystemTime,
}

pub(super) fn hash_from(bytes: &[u8], seq: u64) -> Result<Hash, StoreError> {
    bytes.try_into().map_err(|_| StoreError::Corrupt {
        seq,
        reason: "a hash is not 32 bytes".into(),
    })
}

impl Store {
    /// The current state of `game`: the cached fold when the change feed vouches for it, else
    /// the cached fold plus whatever the database has after it.
    pub async fn load(&self, game: GameId) -> Result<Loaded, StoreError> {
        match self.cache.get(game) {
            Some((loaded, true)) => Ok(loaded),
            cached => {
                self.load_after(game, cached.map(|(loaded, _)| loaded))
                    .await
            }
        }
    }

    /// Asks the database for the events after `base` (or all) and folds them.
    async fn load_after(&self, game: GameId, base: Option<Loaded>) -> Result<Loaded, StoreError> {
        let asked = Instant::now();
        let base = base.unwrap_or_else(Loaded::empty);
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("SELECT seq, payload, hash FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq")
            .await?;
        let rows = client
            .query(&statement, &[&game_uuid(game), &(base.seq as i64)])
            .await?;
        if rows.is_empty() && base.seq == 0 {
            return Err(StoreError::NotFound);
        }
        let mut decoded = Vec::with_capacity(rows.len());
        for row in rows {
            let seq = row.get::<_, i64>(0) as u64;
            let event =
                decode_event(row.get(1)).map_err(|reason| StoreError::Corrupt { seq, reason })?;
            decoded.push((seq, hash_from(row.get(2), seq)?, event));
        }
        let loaded = if decoded.is_empty() {
            base
        } else {
            base.extended(decoded)
        };
        self.cache.put(game, loaded.clone(), asked);
        Ok(loaded)
    }

    /// The state to decide a write on: the cached one even if unconfirmed (a stale state shows
    /// up as a seq conflict on append), or — `fresh`, after a conflict or a refusal — the
    /// database's head.
    pub(super) async fn load_for_writing(
        &self,
        game: GameId,
        fresh: bool,
    ) -> Result<Loaded, StoreError> {
        match self.cache.get(game) {
            Some((loaded, _)) if !fresh => Ok(loaded),
            cached => {
                self.load_after(game, cached.map(|(loaded, _)| loaded))
                    .await
            }
        }
    }

    /// The stored events of `game` with `after < seq ≤ up_to`, in order.
    pub async fn events(
        &self,
        game: GameId,
        after: u64,
        up_to: u64,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let client = self.pool.get().await?;
        let rows = client
            .query(
                "SELECT seq, payload, prev_hash, hash, recorded_at FROM events
                  WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq",
                &[
                    &game_uuid(game),
                    &(after as i64),
                    &(up_to.min(i64::MAX as u64) as i64),
                ],
            )
            .await?;
        rows.into_iter()
            .map(|row| {
                let seq = row.get::<_, i64>(0) as u64;
                let payload: Vec<u8> = row.get(1);
                let event =
                    decode_event(&payload).map_err(|reason| StoreError::Corrupt { seq, reason })?;
                Ok(StoredEvent {
                    seq,
                    event,
                    payload,
                    prev_hash: hash_from(row.get(2), seq)?,
                    hash: hash_from(row.get(3), seq)?,
                    recorded_at: row.get(4),
                })
            })
            .collect()
    }
}
