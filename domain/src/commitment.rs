//! Hash commitments: the seed commitment made at game creation, the disc commitments of each
//! round and the sealed bids of a sealed-bid auction (design.md "Secret choices"). Every field
//! is fixed-width.

use sha2::{Digest, Sha256};

use crate::action::Action;
use crate::bytes::Bytes32;
use crate::gold::Gold;
use crate::ids::{GameId, Seat};

/// Domain separator of disc commitments.
pub const DISC_DOMAIN: &[u8] = b"durbar.disc.v1";
/// Domain separator of sealed-bid commitments.
pub const BID_DOMAIN: &[u8] = b"durbar.bid.v1";
/// Domain separator of the seed commitment.
pub const SEED_DOMAIN: &[u8] = b"durbar.seed.v1";

/// The commitment to a disc:
/// `SHA-256("durbar.disc.v1" ‖ game_id (16 bytes) ‖ u32be(round) ‖ u16be(seat) ‖ action_a (1 byte)
/// ‖ action_b (1 byte) ‖ nonce (32 bytes))`, actions in the order the player set them, coded
/// as in [`Action::code`] (gold 0, house 1, two_houses 2, move_house 3, quarry 4, palace 5,
/// palace_house 6, governor 7, character 8).
pub fn disc_commitment(
    game: GameId,
    round: u32,
    seat: Seat,
    actions: [Action; 2],
    nonce: &Bytes32,
) -> Bytes32 {
    let digest = Sha256::new()
        .chain_update(DISC_DOMAIN)
        .chain_update(game.0)
        .chain_update(round.to_be_bytes())
        .chain_update(u16::from(seat.0).to_be_bytes())
        .chain_update([actions[0].code(), actions[1].code()])
        .chain_update(nonce.0)
        .finalize();
    Bytes32(digest.into())
}

/// The commitment to a sealed bid:
/// `SHA-256("durbar.bid.v1" ‖ game_id (16 bytes) ‖ u32be(auction) ‖ u16be(seat) ‖ u32be(amount)
/// ‖ nonce (32 bytes))`, where `auction` is the auction's number (1 for the game's first) and
/// `amount` the bid in gold.
pub fn bid_commitment(
    game: GameId,
    auction: u32,
    seat: Seat,
    amount: Gold,
    nonce: &Bytes32,
) -> Bytes32 {
    let digest = Sha256::new()
        .chain_update(BID_DOMAIN)
        .chain_update(game.0)
        .chain_update(auction.to_be_bytes())
        .chain_update(u16::from(seat.0).to_be_bytes())
        .chain_update(amount.0.to_be_bytes())
        .chain_update(nonce.0)
        .finalize();
    Bytes32(digest.into())
}

/// The commitment to the game's seed: `SHA-256("durbar.seed.v1" ‖ game_id (16 bytes) ‖ seed)`.
pub fn seed_commitment(game: GameId, seed: &Bytes32) -> Bytes32 {
    let digest = Sha256::new()
        .chain_update(SEED_DOMAIN)
        .chain_update(game.0)
        .chain_update(seed.0)
        .finalize();
    Bytes32(digest.into())
}
