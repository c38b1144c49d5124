//! The escrow of disc openings: written with the DiscCommitted event (see `append`), read only
//! to publish the DiscRevealed event when the seat's turn begins. Never exported, never shown,
//! never logged. Rows are insert-only, so reading them needs no transaction.

use deadpool_postgres::GenericClient;
use durbar_domain::{Action, Bytes32, GameId, Seat};

use super::{game_uuid, StoreError};

/// A disc's opening.
#[derive(Clone, Copy)]
pub(super) struct Opening {
    pub actions: [Action; 2],
    pub nonce: Bytes32,
}

/// An opening to put in escrow, with the commitment it opens.
#[derive(Clone, Copy)]
pub(super) struct EscrowRow {
    pub round: u32,
    pub seat: Seat,
    pub commitment: Bytes32,
    pub opening: Opening,
}

impl EscrowRow {
    /// The actions as stored: one byte each, in the order set.
    pub(super) fn action_codes(&self) -> [u8; 2] {
        [
            self.opening.actions[0].code(),
            self.opening.actions[1].code(),
        ]
    }

    pub(super) fn nonce(&self) -> &Bytes32 {
        &self.opening.nonce
    }
}

/// The opening held for `commitment`, if any (and if it decodes).
pub(super) async fn opening(
    client: &impl GenericClient,
    game: GameId,
    commitment: &Bytes32,
) -> Result<Option<Opening>, StoreError> {
    let statement = client
        .prepare_cached(
            "SELECT actions, nonce FROM disc_escrow WHERE game_id = $1 AND commitment = $2",
        )
        .await?;
    let row = client
        .query_opt(&statement, &[&game_uuid(game), &commitment.0.as_slice()])
        .await?;
    Ok(row.and_then(|row| {
        let actions: Vec<u8> = row.get(0);
        let nonce: Vec<u8> = row.get(1);
        Some(Opening {
            actions: [
                Action::from_code(*actions.first()?)?,
                Action::from_code(*actions.get(1)?)?,
            ],
            nonce: Bytes32(nonce.try_into().ok()?),
        })
    }))
}
