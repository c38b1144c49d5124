//! The audit export of a stored game: its log exactly as stored, with the header the verifier
//! checks it against (see docs/audit.md).

use durbar_domain::GameId;

use super::{game_uuid, Store, StoreError};
use crate::audit::chain::Link;
use crate::audit::export::{self, Export};

impl Store {
    /// The export of `game` as it stands now.
    pub async fn export(&self, game: GameId) -> Result<Export, StoreError> {
        let stored = self.events(game, 0, u64::MAX).await?;
        if stored.is_empty() {
            return Err(StoreError::NotFound);
        }
        let client = self.pool.get().await?;
        let title: String = client
            .query_one(
                "SELECT title FROM games WHERE game_id = $1",
                &[&game_uuid(game)],
            )
            .await?
            .get(0);
        let links: Vec<Link> = stored
            .iter()
            .map(|e| Link {
                seq: e.seq,
                payload: e.payload.clone(),
                prev_hash: e.prev_hash,
                hash: e.hash,
            })
            .collect();
        let recorded: Vec<Option<String>> = stored
            .iter()
            .map(|e| Some(humantime::format_rfc3339_millis(e.recorded_at).to_string()))
            .collect();
        let events: Vec<_> = stored.into_iter().map(|e| e.event).collect();
        Ok(export::build(&title, &links, &events, &recorded))
    }
}
