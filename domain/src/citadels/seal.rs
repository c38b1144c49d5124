//! Citadels' commitments: the sealed pick of C3, the character laid face down with a pick,
//! and the commitment to any other hidden fact (cards kept, discarded or paid), which binds
//! the referee to it without a nonce from outside: its key is the game's seed, itself sealed
//! until the end (C2).

use sha2::{Digest, Sha256};

use super::cards::Character;
use super::event::Secret;
use crate::bytes::Bytes32;
use crate::ids::{GameId, Seat};

/// Domain separator of pick commitments (C3).
pub const PICK_DOMAIN: &[u8] = b"durbar.pick.v1";
/// Domain separator of the commitments to other hidden facts.
pub const SECRET_DOMAIN: &[u8] = b"durbar.citadels.secret.v1";

/// `SHA-256("durbar.pick.v1" ‖ game_id (16 bytes) ‖ u32be(round) ‖ u16be(seat) ‖ u8(pick
/// index) ‖ character byte ‖ nonce (32 bytes))`; the character byte is
/// [`Character::code`] (its index in rank order, 0–26).
pub fn pick_commitment(
    game: GameId,
    round: u32,
    seat: Seat,
    index: u8,
    character: Character,
    nonce: &Bytes32,
) -> Bytes32 {
    seated_commitment(PICK_DOMAIN, game, round, seat, index, character, nonce)
}

/// Domain separator of the commitments to the character a picker lays face down with a pick
/// (the 2-player draft's chosen discard; the 7-/8-player last pick's other card).
pub const DISCARD_DOMAIN: &[u8] = b"durbar.discard.v1";

/// `SHA-256("durbar.discard.v1" ‖ game_id (16 bytes) ‖ u32be(round) ‖ u16be(seat) ‖ u8(pick
/// index) ‖ character byte ‖ nonce (32 bytes))`: the layout of [`pick_commitment`] under its
/// own tag, with the discarded character's byte ([`Character::code`]) and a nonce of its own
/// (the pick's opening, published when the character is called, says nothing of it). Its
/// opening is published at the game's end (C3).
pub fn discard_commitment(
    game: GameId,
    round: u32,
    seat: Seat,
    index: u8,
    character: Character,
    nonce: &Bytes32,
) -> Bytes32 {
    seated_commitment(DISCARD_DOMAIN, game, round, seat, index, character, nonce)
}

/// `SHA-256(domain ‖ game_id ‖ u32be(round) ‖ u16be(seat) ‖ u8(pick index) ‖ character byte ‖
/// nonce)`: the one layout of the pick's and the discard's commitments.
fn seated_commitment(
    domain: &[u8],
    game: GameId,
    round: u32,
    seat: Seat,
    index: u8,
    character: Character,
    nonce: &Bytes32,
) -> Bytes32 {
    let digest = Sha256::new()
        .chain_update(domain)
        .chain_update(game.0)
        .chain_update(round.to_be_bytes())
        .chain_update(u16::from(seat.0).to_be_bytes())
        .chain_update([index, character.code()])
        .chain_update(nonce.0)
        .finalize();
    Bytes32(digest.into())
}

/// The discard nonce of a pick command that brings none (the server's no-show pick, a script,
/// a client from before the discard was sealed): `SHA-256("durbar.discard.nonce.v1" ‖ seed ‖
/// u32be(round) ‖ u16be(seat) ‖ u8(pick index))`. The seed stays sealed until the game ends,
/// so the pick's opening, published earlier, says nothing of the discard.
pub fn fallback_discard_nonce(seed: &Bytes32, round: u32, seat: Seat, index: u8) -> Bytes32 {
    let digest = Sha256::new()
        .chain_update(b"durbar.discard.nonce.v1")
        .chain_update(seed.0)
        .chain_update(round.to_be_bytes())
        .chain_update(u16::from(seat.0).to_be_bytes())
        .chain_update([index])
        .finalize();
    Bytes32(digest.into())
}

/// `SHA-256("durbar.citadels.secret.v1" ‖ game_id ‖ seed ‖ u32be(n) ‖ JSON(secret))`, where
/// `n` numbers the game's sealed facts from 0. Anyone can check it once the seed is revealed.
pub fn secret_commitment(game: GameId, seed: &Bytes32, n: u32, secret: &Secret) -> Bytes32 {
    let json = serde_json::to_vec(secret).unwrap_or_default();
    let digest = Sha256::new()
        .chain_update(SECRET_DOMAIN)
        .chain_update(game.0)
        .chain_update(seed.0)
        .chain_update(n.to_be_bytes())
        .chain_update(json)
        .finalize();
    Bytes32(digest.into())
}
