//! The game's randomness (C2): one ChaCha20 stream per game (Maharaja's `SetupDraw`), keyed by
//! `SHA-256(seed ‖ contribution_0 ‖ contribution_1 ‖ …)` (contributions in seat order), with
//! the same rejection sampling and Fisher–Yates as Maharaja's setup draw
//! (`crate::setup_draw`). The seed stays sealed until the game ends; the verifier then
//! re-derives every draw in this order, each taken from the stream when the game reaches it:
//!
//! 1. At the start: Fisher–Yates over the game's district cards (the 54 basic cards in
//!    [`District::ALL`](super::cards::District::ALL) order, each repeated by its copies, then
//!    the unique districts in option order); the result is the deck, top first. Four cards are
//!    dealt to each seat, one at a time in seat order from seat 0.
//! 2. At each round's start: Fisher–Yates over the characters in play (rank order). The first
//!    cards of the result are set aside face up, skipping any rank-4 character; when a rank-4
//!    character was skipped, the not-yet-used rest is shuffled again (the card is "shuffled back",
//!    p. 3). The next card is set aside face down; the rest are offered, in rank order.
//! 3. With 3 players, after the first three picks: one uniform index into the five cards left
//!    (rank order) is set aside face down (p. 7).
//! 4. A random card from a hand (Emperor, Seer, Theater with 2–3 players): one uniform index
//!    into that hand, in the order the cards came into it (the Seer: one per hand, clockwise
//!    from her left).
//! 5. The Scholar: Fisher–Yates over the deck after the six cards went back (p. 13).

pub use crate::setup_draw::SetupDraw as Stream;

/// A uniform index into a list of `len > 0` items (one [`Stream::uniform_inclusive`] draw).
pub fn index(stream: &mut Stream, len: usize) -> usize {
    stream.uniform_inclusive(len.saturating_sub(1) as u64) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytes::Bytes32;

    #[test]
    fn indices_stay_in_range() {
        let mut stream = Stream::new(&Bytes32([9; 32]), &[]);
        for len in 1..40 {
            assert!(index(&mut stream, len) < len);
        }
    }
}
