//! The escrow of sealed choices, one table for every game and every kind of sealed value
//! (`sealed_escrow`: a disc, a sealed bid, later a draft pick), keyed by the game's
//! [`SealedKind`](durbar_domain::SealedKind) name. Written with the event that commits to a value
//! (see `append`), read only to publish the reveal when the game calls for it and to write the
//! owner's receipt. Never exported, never shown, never logged. Rows are insert-only, so reading
//! them needs no transaction.

use deadpool_postgres::GenericClient;
use durbar_domain::{Bytes32, GameId, Opening, Sealed, Seat};

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

/// What the referee of a game with hidden state folds from: the seed and every opening held.
pub async fn secrets(
    client: &impl GenericClient,
    game: GameId,
) -> Result<durbar_domain::Secrets, StoreError> {
    let corrupt = |reason: &str| StoreError::Corrupt {
        seq: 0,
        reason: reason.into(),
    };
    let seed = client
        .query_opt(
            "SELECT seed FROM games WHERE game_id = $1",
            &[&game_uuid(game)],
        )
        .await?
        .ok_or(StoreError::NotFound)?;
    let seed: Vec<u8> = seed.get(0);
    let seed = Bytes32(
        seed.try_into()
            .map_err(|_| corrupt("the seed is not 32 bytes"))?,
    );
    let rows = client
        .query(
            "SELECT round, seat, commitment, kind, value, nonce FROM sealed_escrow
              WHERE game_id = $1",
            &[&game_uuid(game)],
        )
        .await?;
    let mut openings = Vec::with_capacity(rows.len());
    for row in rows {
        let commitment: Vec<u8> = row.get(2);
        let nonce: Vec<u8> = row.get(5);
        openings.push(Sealed {
            round: row.get::<_, i32>(0) as u32,
            seat: Seat(row.get::<_, i16>(1) as u8),
            commitment: Bytes32(
                commitment
                    .try_into()
                    .map_err(|_| corrupt("an escrowed commitment is not 32 bytes"))?,
            ),
            opening: Opening {
                kind: row.get(3),
                value: row.get(4),
                nonce: Bytes32(
                    nonce
                        .try_into()
                        .map_err(|_| corrupt("an escrowed nonce is not 32 bytes"))?,
                ),
            },
        });
    }
    Ok(durbar_domain::Secrets {
        seed: Some(seed),
        contributions: Vec::new(),
        openings,
    })
}
