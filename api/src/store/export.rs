//! The audit export of a stored game: its log exactly as stored, with the header the verifier
//! checks it against (see docs/audit.md). A running Citadels game's export holds only its
//! public events: no seed (sealed until `game_ended`, C2), no unrevealed pick and no hand —
//! those live in the escrow and the seed column, which no export reads.

use durbar_domain::GameId;

use super::kinds::StoredKind;
use super::load::StoredEvent;
use super::{game_uuid, Store, StoreError};
use crate::audit::chain::Link;
use crate::audit::export::{Export, Exported};

/// The chain links and recording times of stored events.
fn links_of<E>(stored: &[StoredEvent<E>]) -> (Vec<Link>, Vec<Option<String>>) {
    let links = stored
        .iter()
        .map(|e| Link {
            seq: e.seq,
            payload: e.payload.clone(),
            prev_hash: e.prev_hash,
            hash: e.hash,
        })
        .collect();
    let recorded = stored
        .iter()
        .map(|e| Some(humantime::format_rfc3339_millis(e.recorded_at).to_string()))
        .collect();
    (links, recorded)
}

impl Store {
    /// The export of `game` as it stands now, of whichever kind it is.
    pub async fn export(&self, game: GameId) -> Result<Export, StoreError> {
        let kind = self.kind(game).await?;
        durbar_domain::for_kind!(kind, |G| self.export_as::<G>(game).await)
    }

    /// [`Store::export`] of a game of kind `G`.
    async fn export_as<G: Exported>(&self, game: GameId) -> Result<Export, StoreError> {
        let stored = self.stored_nonempty::<G>(game).await?;
        let title = self.title(game).await?;
        let names = self
            .players(game)
            .await?
            .into_iter()
            .map(|p| p.name)
            .collect();
        let (links, recorded) = links_of(&stored);
        let events: Vec<_> = stored.into_iter().map(|e| e.event).collect();
        Ok(G::export(&title, &links, &events, &recorded, names))
    }

    /// Every stored event of `game`; none is [`StoreError::NotFound`].
    async fn stored_nonempty<G: StoredKind>(
        &self,
        game: GameId,
    ) -> Result<Vec<StoredEvent<G::Event>>, StoreError> {
        let stored = self.stored_as::<G>(game, 0, u64::MAX).await?;
        if stored.is_empty() {
            return Err(StoreError::NotFound);
        }
        Ok(stored)
    }

    /// The game's title.
    async fn title(&self, game: GameId) -> Result<String, StoreError> {
        let client = self.pool.get().await?;
        Ok(client
            .query_one(
                "SELECT title FROM games WHERE game_id = $1",
                &[&game_uuid(game)],
            )
            .await?
            .get(0))
    }
}
