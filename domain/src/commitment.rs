//! The seed commitment made at game creation, the same for every game (design.md "Secret
//! choices"). A game's own sealed values are [`SealedKind`](crate::game::SealedKind)s.

use sha2::{Digest, Sha256};

use crate::bytes::Bytes32;
use crate::ids::GameId;

/// Domain separator of the seed commitment.
pub const SEED_DOMAIN: &[u8] = b"durbar.seed.v1";

/// The commitment to the game's seed: `SHA-256("durbar.seed.v1" ‖ game_id (16 bytes) ‖ seed)`.
pub fn seed_commitment(game: GameId, seed: &Bytes32) -> Bytes32 {
    let digest = Sha256::new()
        .chain_update(SEED_DOMAIN)
        .chain_update(game.0)
        .chain_update(seed.0)
        .finalize();
    Bytes32(digest.into())
}
