//! The escrow of sealed choices — disc openings and sealed auction bids: written with the event
//! that commits to them (see `append`), read only to publish the reveal when the game calls for
//! it. Never exported, never shown, never logged. Rows are insert-only, so reading them needs no
//! transaction.

use deadpool_postgres::GenericClient;
use durbar_domain::{Action, Bytes32, GameId, Gold, Seat};

use super::{game_uuid, StoreError};

/// What a sealed choice hides.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Sealed {
    /// A disc's two actions, in the order set.
    Disc([Action; 2]),
    /// A sealed bid's amount.
    Bid(Gold),
}

/// A sealed choice's opening: what it hides and the nonce.
#[derive(Clone, Copy)]
pub(super) struct Opening {
    pub sealed: Sealed,
    pub nonce: Bytes32,
}

/// An opening to put in escrow, with the commitment it opens. `round` is the auction's number
/// for a bid.
#[derive(Clone, Copy)]
pub(super) struct EscrowRow {
    pub round: u32,
    pub seat: Seat,
    pub commitment: Bytes32,
    pub opening: Opening,
}

impl EscrowRow {
    /// `disc` or `bid`.
    pub(super) fn kind(&self) -> &'static str {
        match self.opening.sealed {
            Sealed::Disc(_) => "disc",
            Sealed::Bid(_) => "bid",
        }
    }

    /// The hidden fields as stored: one byte per action, or the amount as u32 big-endian.
    pub(super) fn sealed_bytes(&self) -> Vec<u8> {
        match self.opening.sealed {
            Sealed::Disc(actions) => vec![actions[0].code(), actions[1].code()],
            Sealed::Bid(amount) => amount.0.to_be_bytes().to_vec(),
        }
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
            "SELECT kind, actions, nonce FROM disc_escrow WHERE game_id = $1 AND commitment = $2",
        )
        .await?;
    let row = client
        .query_opt(&statement, &[&game_uuid(game), &commitment.0.as_slice()])
        .await?;
    Ok(row.and_then(|row| {
        let kind: String = row.get(0);
        let sealed: Vec<u8> = row.get(1);
        let nonce: Vec<u8> = row.get(2);
        let sealed = match kind.as_str() {
            "disc" => Sealed::Disc([
                Action::from_code(*sealed.first()?)?,
                Action::from_code(*sealed.get(1)?)?,
            ]),
            "bid" => Sealed::Bid(Gold(u32::from_be_bytes(sealed.try_into().ok()?))),
            _ => return None,
        };
        Some(Opening {
            sealed,
            nonce: Bytes32(nonce.try_into().ok()?),
        })
    }))
}
