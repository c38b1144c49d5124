//! Reading games: the folded current state (from the cache plus the events after it) and the
//! stored events themselves (for the log, replay and export).

use std::sync::Arc;
use std::time::{Instant, SystemTime};

use durbar_domain::maharaja::{Event, Maharaja};
use durbar_domain::{GameId, GameKind, Rules};

use super::kinds::StoredKind;
use super::{game_uuid, Store, StoreError};
use crate::audit::chain::{Hash, GENESIS};

/// A game folded up to an event (a Maharaja game unless `G` names another kind).
pub struct Loaded<G: Rules = Maharaja> {
    /// The state after event `seq`.
    pub game: Arc<G::State>,
    /// The last event folded (the version commands are decided on).
    pub seq: u64,
    /// That event's hash: the head of the chain, shown on every page and email.
    pub head: Hash,
}

impl<G: Rules> Clone for Loaded<G> {
    fn clone(&self) -> Self {
        Self {
            game: self.game.clone(),
            seq: self.seq,
            head: self.head,
        }
    }
}

impl<G: Rules> Loaded<G> {
    fn empty() -> Self {
        Self {
            game: Arc::new(G::State::default()),
            seq: 0,
            head: GENESIS,
        }
    }

    /// Folds more events onto this state.
    pub fn extended(&self, events: impl IntoIterator<Item = (u64, Hash, G::Event)>) -> Self {
        let mut game = (*self.game).clone();
        let (mut seq, mut head) = (self.seq, self.head);
        for (event_seq, hash, event) in events {
            game = G::evolve(game, &event);
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

/// One stored event (of a Maharaja game unless `E` is another kind's event).
#[derive(Debug, Clone)]
pub struct StoredEvent<E = Event> {
    /// Its seq, from 1.
    pub seq: u64,
    /// The event as decoded from `payload`.
    pub event: E,
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
    /// A game of another kind is [`StoreError::OtherKind`].
    pub async fn load(&self, game: GameId) -> Result<Loaded, StoreError> {
        self.load_as::<Maharaja>(game).await
    }

    /// [`Store::load`] for a game of kind `G` (see [`Store::kind`]).
    pub async fn load_as<G: StoredKind>(&self, game: GameId) -> Result<Loaded<G>, StoreError> {
        match self.cache.get::<G>(game) {
            Some((loaded, true)) => Ok(loaded),
            cached => {
                self.load_after(game, cached.map(|(loaded, _)| loaded))
                    .await
            }
        }
    }

    /// The referee's starting state of a finished Citadels game (its seed and the escrow's
    /// openings), to replay it with every hand: once it is over nothing in it is secret any more
    /// (the seed is in the log and re-derives every deal and draw, C2). A running game is
    /// refused as [`StoreError::NotFound`].
    pub async fn finished_referee(
        &self,
        game: GameId,
    ) -> Result<durbar_domain::citadels::Table, StoreError> {
        let loaded = self
            .load_as::<durbar_domain::citadels::Citadels>(game)
            .await?;
        if !durbar_domain::citadels::Citadels::is_over(&loaded.game) {
            return Err(StoreError::NotFound);
        }
        let client = self.pool.get().await?;
        let secrets = super::escrow::secrets(&client, game).await?;
        Ok(durbar_domain::citadels::Citadels::referee(&secrets))
    }

    /// The kind of `game`: named by its event 1.
    pub async fn kind(&self, game: GameId) -> Result<GameKind, StoreError> {
        if let Some(kind) = self.cache.kind(game) {
            return Ok(kind);
        }
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("SELECT payload FROM events WHERE game_id = $1 AND seq = 1")
            .await?;
        match client.query_opt(&statement, &[&game_uuid(game)]).await? {
            Some(row) => kind_of_first(row.get(0)),
            // A game waiting for its players has no event 1 yet: its lobby names its kind.
            None => self.lobby_kind(game).await?.ok_or(StoreError::NotFound),
        }
    }

    /// Asks the database for the events after `base` (or all) and folds them.
    async fn load_after<G: StoredKind>(
        &self,
        game: GameId,
        base: Option<Loaded<G>>,
    ) -> Result<Loaded<G>, StoreError> {
        let asked = Instant::now();
        let mut base = base.unwrap_or_else(Loaded::empty);
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("SELECT seq, payload, hash FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq")
            .await?;
        let rows = client
            .query(&statement, &[&game_uuid(game), &(base.seq as i64)])
            .await?;
        if rows.is_empty() && base.seq == 0 {
            // A game waiting for its players has no event yet: it is the kind's blank state,
            // the one its start is decided on.
            return match self.lobby_kind(game).await? {
                Some(kind) if kind == G::KIND => Ok(base),
                Some(kind) => Err(StoreError::OtherKind(kind)),
                None => Err(StoreError::NotFound),
            };
        }
        if base.seq == 0 {
            let kind = kind_of_first(rows[0].get(1))?;
            if kind != G::KIND {
                return Err(StoreError::OtherKind(kind));
            }
        }
        let mut decoded = Vec::with_capacity(rows.len());
        for row in rows {
            let (seq, event) = seq_and_event::<G>(&row)?;
            decoded.push((seq, hash_from(row.get(2), seq)?, event));
        }
        if G::NEEDS_SECRETS && !decoded.is_empty() {
            // Events written by another process find their secrets in the escrow.
            let secrets = super::escrow::secrets(&client, game).await?;
            base.game = Arc::new(G::with_secrets((*base.game).clone(), &secrets));
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
    pub(super) async fn load_for_writing<G: StoredKind>(
        &self,
        game: GameId,
        fresh: bool,
    ) -> Result<Loaded<G>, StoreError> {
        match self.cache.get::<G>(game) {
            Some((loaded, _)) if !fresh => Ok(loaded),
            cached => {
                self.load_after(game, cached.map(|(loaded, _)| loaded))
                    .await
            }
        }
    }

    /// The stored events of a Maharaja `game` with `after < seq ≤ up_to`, in order.
    pub async fn events(
        &self,
        game: GameId,
        after: u64,
        up_to: u64,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        self.stored_as::<Maharaja>(game, after, up_to).await
    }

    /// The stored events of a game of kind `G` with `after < seq ≤ up_to`, in order, with
    /// their chain links (for the log, the replay and the export).
    pub async fn stored_as<G: StoredKind>(
        &self,
        game: GameId,
        after: u64,
        up_to: u64,
    ) -> Result<Vec<StoredEvent<G::Event>>, StoreError> {
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
                let (seq, event) = seq_and_event::<G>(&row)?;
                Ok(StoredEvent {
                    seq,
                    event,
                    payload: row.get(1),
                    prev_hash: hash_from(row.get(2), seq)?,
                    hash: hash_from(row.get(3), seq)?,
                    recorded_at: row.get(4),
                })
            })
            .collect()
    }
}

/// The seq (column 0) and the decoded event (column 1, its stored payload) of an events row.
fn seq_and_event<G: StoredKind>(row: &tokio_postgres::Row) -> Result<(u64, G::Event), StoreError> {
    let seq = row.get::<_, i64>(0) as u64;
    let event = G::decode(row.get(1)).map_err(|reason| StoreError::Corrupt { seq, reason })?;
    Ok((seq, event))
}

/// The kind event 1's stored payload names.
fn kind_of_first(payload: &[u8]) -> Result<GameKind, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt { seq: 1, reason };
    let json: serde_json::Value =
        serde_json::from_slice(payload).map_err(|e| corrupt(format!("not an event: {e}")))?;
    GameKind::named_by(&json).map_err(|e| corrupt(e.to_string()))
}

impl Store {
    /// The stored events of a game of kind `G` with `after < seq ≤ up_to`, in order, with their
    /// seq (for its log).
    pub async fn events_as<G: StoredKind>(
        &self,
        game: GameId,
        after: u64,
        up_to: u64,
    ) -> Result<Vec<(u64, G::Event)>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached(
                "SELECT seq, payload FROM events WHERE game_id = $1 AND seq > $2 AND seq <= $3
                  ORDER BY seq",
            )
            .await?;
        let rows = client
            .query(
                &statement,
                &[
                    &game_uuid(game),
                    &(after as i64),
                    &(up_to.min(i64::MAX as u64) as i64),
                ],
            )
            .await?;
        rows.into_iter()
            .map(|row| {
                let (seq, event) = seq_and_event::<G>(&row)?;
                Ok((seq, event))
            })
            .collect()
    }
}

/// One stored event of a game of kind `G` with its hash and the time it was recorded (the
/// deadline scheduler times waits from it).
pub struct TimedEvent<G: Rules> {
    /// Its seq, from 1.
    pub seq: u64,
    /// The event.
    pub event: G::Event,
    /// Its hash.
    pub hash: Hash,
    /// When the server recorded it.
    pub recorded_at: SystemTime,
}

impl Store {
    /// The stored events of a game of kind `G` after seq `after` (0: all of them), in order,
    /// with their hashes and recording times.
    pub async fn timed_events_as<G: StoredKind>(
        &self,
        game: GameId,
        after: u64,
    ) -> Result<Vec<TimedEvent<G>>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached(
                "SELECT seq, payload, hash, recorded_at FROM events
                  WHERE game_id = $1 AND seq > $2 ORDER BY seq",
            )
            .await?;
        let after = i64::try_from(after).unwrap_or(i64::MAX);
        let rows = client
            .query(&statement, &[&game_uuid(game), &after])
            .await?;
        rows.into_iter()
            .map(|row| {
                let (seq, event) = seq_and_event::<G>(&row)?;
                Ok(TimedEvent {
                    seq,
                    event,
                    hash: hash_from(row.get(2), seq)?,
                    recorded_at: row.get(3),
                })
            })
            .collect()
    }
}
