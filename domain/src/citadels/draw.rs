//! The game's randomness (C2): one ChaCha20 stream per game, keyed by
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
//!    into that hand, in the order the cards came into it.
//! 5. The Scholar: Fisher–Yates over the deck after the six cards went back (p. 13).

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

use crate::bytes::Bytes32;

/// The game's random stream (only the referee, who knows the seed, has it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stream {
    rng: ChaCha20Rng,
}

impl Stream {
    /// The stream for a seed and the players' contributions in seat order.
    pub fn new(seed: &Bytes32, contributions: &[Bytes32]) -> Stream {
        let mut hasher = Sha256::new();
        hasher.update(seed.0);
        for contribution in contributions {
            hasher.update(contribution.0);
        }
        let key: [u8; 32] = hasher.finalize().into();
        Stream {
            rng: ChaCha20Rng::from_seed(key),
        }
    }

    /// A uniform number in `0..=max`, by rejection sampling (no modulo bias).
    pub fn uniform_inclusive(&mut self, max: u64) -> u64 {
        if max == u64::MAX {
            return self.rng.next_u64();
        }
        let range = max + 1;
        let zone = u64::MAX - (u64::MAX % range + 1) % range;
        loop {
            let x = self.rng.next_u64();
            if x <= zone {
                return x % range;
            }
        }
    }

    /// A uniform index into a list of `len > 0` items.
    pub fn index(&mut self, len: usize) -> usize {
        self.uniform_inclusive(len.saturating_sub(1) as u64) as usize
    }

    /// Fisher–Yates: for `i` from `n-1` down to 1, swap `l[i]` with `l[uniform(0..=i)]`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.uniform_inclusive(i as u64) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup_draw::SetupDraw;

    #[test]
    fn the_stream_draws_exactly_as_maharajas_setup_draw() {
        let seed = Bytes32([9; 32]);
        let contributions = [Bytes32([1; 32]), Bytes32([2; 32])];
        let mut ours: Vec<u32> = (0..68).collect();
        let mut theirs = ours.clone();
        Stream::new(&seed, &contributions).shuffle(&mut ours);
        SetupDraw::new(&seed, &contributions).shuffle(&mut theirs);
        assert_eq!(ours, theirs);
    }
}
