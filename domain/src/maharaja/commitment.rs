//! Maharaja's sealed values: the disc of each round and the sealed bids of a sealed-bid auction
//! (design.md "Secret choices"). Both are [`SealedKind`]s of the generic escrow; their tags and
//! byte layouts are fixed forever (stored commitments must still open).

use crate::bytes::Bytes32;
use crate::game::SealedKind;
use crate::ids::{GameId, Seat};
use crate::maharaja::action::Action;
use crate::maharaja::gold::Gold;

/// Domain separator of disc commitments.
pub const DISC_DOMAIN: &[u8] = b"durbar.disc.v1";
/// Domain separator of sealed-bid commitments.
pub const BID_DOMAIN: &[u8] = b"durbar.bid.v1";

/// A disc: two action codes ([`Action::code`]), in the order the player set them, scoped by
/// the round.
pub const DISC: SealedKind = SealedKind {
    name: "disc",
    tag: DISC_DOMAIN,
    value_len: 2,
};

/// A sealed bid: the amount as u32 big-endian, scoped by the auction's number (1 for the
/// game's first).
pub const BID: SealedKind = SealedKind {
    name: "bid",
    tag: BID_DOMAIN,
    value_len: 4,
};

/// A disc's value bytes.
pub fn disc_value(actions: [Action; 2]) -> Vec<u8> {
    vec![actions[0].code(), actions[1].code()]
}

/// The disc a value encodes, if it is one.
pub fn disc_from_value(value: &[u8]) -> Option<[Action; 2]> {
    match value {
        [a, b] => Some([Action::from_code(*a)?, Action::from_code(*b)?]),
        _ => None,
    }
}

/// A bid's value bytes.
pub fn bid_value(amount: Gold) -> Vec<u8> {
    amount.0.to_be_bytes().to_vec()
}

/// The bid a value encodes, if it is one.
pub fn bid_from_value(value: &[u8]) -> Option<Gold> {
    Some(Gold(u32::from_be_bytes(value.try_into().ok()?)))
}

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
    DISC.commitment(game, round, seat, &disc_value(actions), nonce)
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
    BID.commitment(game, auction, seat, &bid_value(amount), nonce)
}

/// A disc's opening as the short code a player carries to another device (sealed in the
/// browser): `round-ab-nonce`, the round in decimal, the two action codes ([`Action::code`])
/// as digits, the nonce in 64 hex digits, e.g. `3-05-9f…`. The page that sealed the disc shows
/// it; the page on the other device takes it pasted.
pub fn carry_code(round: u32, actions: [Action; 2], nonce: &Bytes32) -> String {
    format!("{round}-{}{}-{nonce}", actions[0].code(), actions[1].code())
}

/// The round, disc and nonce a carry code ([`carry_code`]) holds; spaces around it and
/// upper-case hex are accepted, anything else is `None`.
pub fn parse_carry_code(code: &str) -> Option<(u32, [Action; 2], Bytes32)> {
    let code = code.trim().to_ascii_lowercase();
    let mut parts = code.split('-');
    let round = parts.next()?.parse().ok()?;
    let arrows = parts.next()?.as_bytes();
    let nonce = crate::bytes::parse_hex::<32>(parts.next()?).ok()?;
    if parts.next().is_some() || arrows.len() != 2 {
        return None;
    }
    let action = |digit: u8| Action::from_code(digit.checked_sub(b'0')?);
    Some((
        round,
        [action(arrows[0])?, action(arrows[1])?],
        Bytes32(nonce),
    ))
}

/// A sealed bid's opening as the short code a player carries to another device (sealed in the
/// browser, R27): `bid-auction-amount-nonce`, the auction's number and the amount in decimal,
/// the nonce in 64 hex digits, e.g. `bid-1-4-9f…`.
pub fn bid_carry_code(auction: u32, amount: Gold, nonce: &Bytes32) -> String {
    format!("bid-{auction}-{}-{nonce}", amount.0)
}

/// The auction, amount and nonce a bid's carry code ([`bid_carry_code`]) holds; spaces around
/// it and upper-case letters are accepted, anything else is `None`.
pub fn parse_bid_carry_code(code: &str) -> Option<(u32, Gold, Bytes32)> {
    let code = code.trim().to_ascii_lowercase();
    let mut parts = code.strip_prefix("bid-")?.split('-');
    let auction = parts.next()?.parse().ok()?;
    let amount = parts.next()?.parse().ok()?;
    let nonce = crate::bytes::parse_hex::<32>(parts.next()?).ok()?;
    if parts.next().is_some() {
        return None;
    }
    Some((auction, Gold(amount), Bytes32(nonce)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bid_carry_code_gives_back_the_opening_it_was_made_of() {
        let nonce = Bytes32([0x9f; 32]);
        let code = bid_carry_code(2, Gold(14), &nonce);
        assert_eq!(code, format!("bid-2-14-{}", "9f".repeat(32)));
        assert_eq!(
            parse_bid_carry_code(&format!(" {} ", code.to_uppercase())),
            Some((2, Gold(14), nonce))
        );
        let disc = carry_code(2, [Action::Gold, Action::Palace], &nonce);
        for bad in [
            "",
            "bid-2-14",
            "bid-x-1-ab",
            "2-14-ab",
            &disc,
            &format!("{code}-1"),
        ] {
            assert_eq!(parse_bid_carry_code(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_carry_code_gives_back_the_opening_it_was_made_of() {
        let nonce = Bytes32([0xab; 32]);
        let code = carry_code(3, [Action::Gold, Action::Palace], &nonce);
        assert_eq!(code, format!("3-05-{}", "ab".repeat(32)));
        assert_eq!(
            parse_carry_code(&format!(" {} ", code.to_uppercase())),
            Some((3, [Action::Gold, Action::Palace], nonce))
        );
        for bad in [
            "",
            "3-05",
            "3-9-ab",
            "x-05-ab",
            "3-95-".to_owned().as_str(),
            &format!("{code}-1"),
        ] {
            assert_eq!(parse_carry_code(bad), None, "{bad}");
        }
    }
}
