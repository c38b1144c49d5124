//! Idempotency keys: every POST carries one, and a key's first request does the work while a
//! replay or a double submit gets the first one's answer. A move records its key in the same
//! statement as its events ([`MoveKey`], one commit per move); other requests claim the key
//! first, do their work, then store the answer (three short commits).

use deadpool_postgres::GenericClient;
use durbar_domain::GameId;

use super::{game_uuid, Store, StoreError};
use crate::secrets::random_bytes;

/// What is known of a key.
#[derive(Debug, Clone, PartialEq)]
pub enum IdempotencyClaim {
    /// This request is the first: do the work, then [`Store::finish_idempotency_key`].
    Fresh,
    /// The work was done before with this outcome.
    Done(serde_json::Value),
    /// Another request with this key is still running (or died running).
    Pending,
    /// The key was used by another player or game.
    Foreign,
    /// The key was used with another request (another endpoint or body).
    OtherRequest,
}

/// A move's idempotency key and the answer to give its replays, written with the move's events.
#[derive(Debug, Clone)]
pub struct MoveKey {
    /// The idempotency key the form carried (its replays carry the same).
    pub key: String,
    /// The player making the move (host's order).
    pub player: u8,
    /// The hash of the request the key came with (see `web::post::request_hash`).
    pub request: [u8; 32],
    /// The answer a replay gets.
    pub outcome: serde_json::Value,
}

/// The result of work done once per key.
#[derive(Debug, Clone)]
pub enum Once<T> {
    /// This request did the work.
    Ran(T),
    /// A request with the same key did it before (or is doing it, or the key is not this
    /// player's): nothing was done now.
    AlreadySeen(IdempotencyClaim),
}

impl<T> Once<T> {
    /// The work's result changed by `f`, if the work ran.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Once<U> {
        match self {
            Once::Ran(done) => Once::Ran(f(done)),
            Once::AlreadySeen(claim) => Once::AlreadySeen(claim),
        }
    }
}

/// What is stored under `key`, judged for a request of `player` in `game` with the hash
/// `request`; `None` if nothing.
pub(super) async fn stored(
    client: &impl GenericClient,
    key: &str,
    request: &[u8; 32],
    game: Option<uuid::Uuid>,
    player: Option<i16>,
) -> Result<Option<IdempotencyClaim>, StoreError> {
    let statement = client
        .prepare_cached(
            "SELECT game_id, player_index, outcome::text, request_hash
               FROM idempotency_keys WHERE key = $1",
        )
        .await?;
    let Some(row) = client.query_opt(&statement, &[&key]).await? else {
        return Ok(None);
    };
    let (stored_game, stored_player): (Option<uuid::Uuid>, Option<i16>) = (row.get(0), row.get(1));
    if stored_game != game || stored_player != player {
        return Ok(Some(IdempotencyClaim::Foreign));
    }
    let stored_request: Option<Vec<u8>> = row.get(3);
    if stored_request.is_some_and(|stored| stored != request) {
        return Ok(Some(IdempotencyClaim::OtherRequest));
    }
    let outcome: String = row.get(2);
    let outcome: serde_json::Value =
        serde_json::from_str(&outcome).map_err(|e| StoreError::Database(e.into()))?;
    Ok(Some(if outcome.get("pending").is_some() {
        IdempotencyClaim::Pending
    } else {
        IdempotencyClaim::Done(outcome)
    }))
}

impl Store {
    /// What is stored under a move's key, if anything (the move must then not be made).
    pub(super) async fn move_key_seen(
        &self,
        game: GameId,
        key: &MoveKey,
    ) -> Result<Option<IdempotencyClaim>, StoreError> {
        self.idempotency_key(&key.key, &key.request, Some(game), Some(key.player))
            .await
    }

    /// What is stored under `key` for the request hashed `request` of `player` in `game`,
    /// without claiming it.
    pub async fn idempotency_key(
        &self,
        key: &str,
        request: &[u8; 32],
        game: Option<GameId>,
        player: Option<u8>,
    ) -> Result<Option<IdempotencyClaim>, StoreError> {
        let client = self.pool.get().await?;
        stored(
            &client,
            key,
            request,
            game.map(game_uuid),
            player.map(i16::from),
        )
        .await
    }

    /// Claims an idempotency key for the request hashed `request` of `player` in `game` (both
    /// `None` for a request outside any game, such as creating one).
    pub async fn claim_idempotency_key(
        &self,
        key: &str,
        request: &[u8; 32],
        game: Option<GameId>,
        player: Option<u8>,
    ) -> Result<IdempotencyClaim, StoreError> {
        let client = self.pool.get().await?;
        // Now and then (1 claim in 1,024), forget keys older than a week and sessions that have
        // expired.
        if u16::from_be_bytes(random_bytes::<2>()) < 64 {
            client
                .batch_execute(
                    "DELETE FROM idempotency_keys WHERE created_at < now() - interval '7 days';
                     DELETE FROM sessions WHERE expires_at < now();",
                )
                .await?;
        }
        let game = game.map(game_uuid);
        let player = player.map(i16::from);
        // A key released between the insert and the select (its request did nothing) is
        // claimed again.
        for _ in 0..3 {
            let statement = client
                .prepare_cached(
                    "INSERT INTO idempotency_keys (key, game_id, player_index, outcome, request_hash)
                     VALUES ($1, $2, $3, '{\"pending\": true}', $4) ON CONFLICT (key) DO NOTHING",
                )
                .await?;
            let hash = request.as_slice();
            if client
                .execute(&statement, &[&key, &game, &player, &hash])
                .await?
                == 1
            {
                return Ok(IdempotencyClaim::Fresh);
            }
            if let Some(claim) = stored(&client, key, request, game, player).await? {
                return Ok(claim);
            }
        }
        Ok(IdempotencyClaim::Pending)
    }

    /// Stores the outcome of the request that claimed `key`.
    pub async fn finish_idempotency_key(
        &self,
        key: &str,
        outcome: &serde_json::Value,
    ) -> Result<(), StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("UPDATE idempotency_keys SET outcome = $2::text::jsonb WHERE key = $1")
            .await?;
        client
            .execute(&statement, &[&key, &outcome.to_string()])
            .await?;
        Ok(())
    }

    /// Gives a claimed key back: the request did nothing (it was refused), so a retry may run.
    pub async fn release_idempotency_key(&self, key: &str) -> Result<(), StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("DELETE FROM idempotency_keys WHERE key = $1 AND outcome ? 'pending'")
            .await?;
        client.execute(&statement, &[&key]).await?;
        Ok(())
    }
}
