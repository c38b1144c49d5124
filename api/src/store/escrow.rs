//! The escrow of sealed choices, one table for every game and every kind of sealed value
//! (`sealed_escrow`: a disc, a sealed bid, later a draft pick), keyed by the game's
//! [`SealedKind`](durbar_domain::SealedKind) name. Written with the event that commits to a value
//! (see `append`), read only to publish the reveal when the game calls for it and to write the
//! owner's receipt. Never exported, never shown, never logged. Rows are insert-only, so reading
//! them needs no transaction.

use deadpool_postgres::GenericClient;
use durbar_domain::{Bytes32, GameId, Opening};

use super::{game_uuid, StoreError};

/// The opening held for `commitment`, if any.
pub async fn opening(
    client: &impl GenericClient,
    game: GameId,
    commitment: &Bytes32,
) -> Result<Option<Opening>, StoreError> {
    let statement = client
        .prepare_cached(
            "SELECT kind, value, nonce FROM sealed_escrow WHERE game_id = $1 AND commitment = $2",
        )
        .await?;
    let row = client
        .query_opt(&statement, &[&game_uuid(game), &commitment.0.as_slice()])
        .await?;
    Ok(row.and_then(|row| {
        let nonce: Vec<u8> = row.get(2);
        Some(Opening {
            kind: row.get(0),
            value: row.get(1),
            nonce: Bytes32(nonce.try_into().ok()?),
        })
    }))
}
