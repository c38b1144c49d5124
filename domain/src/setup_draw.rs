//! The setup randomness (D11): seating and the governor shuffle, re-derivable by an auditor from
//! the revealed seed and the players' public contributions.
//!
//! Exact derivation:
//! 1. `key = SHA-256(seed ‖ contribution_0 ‖ contribution_1 ‖ …)` — the 32-byte seed followed by
//!    the 32-byte contributions of the players who gave one, in player-index order (the host's
//!    order of names); players without a contribution add nothing.
//! 2. `rng = ChaCha20Rng::from_seed(key)` (crate `rand_chacha` 0.10, 20 rounds).
//! 3. A uniform draw in `0..=i` takes `next_u64()` values `x` until `x < zone`, where
//!    `zone = 2^64 - (2^64 mod (i+1))`, and returns `x mod (i+1)` (rejection sampling: no modulo
//!    bias).
//! 4. Fisher–Yates on a list `l` of length `n`: for `i` from `n-1` down to 1, `j = draw(0..=i)`,
//!    swap `l[i]` and `l[j]`.
//! 5. Unless the seating is fixed, shuffle the player indices `[0, 1, …, n-1]`; the result lists,
//!    for each seat in order, the player index sitting there. A fixed seating is `seat k =
//!    player k` and draws nothing.
//! 6. Unless the governors are given, shuffle the board's cities in board-file order with the
//!    same stream; the result is the track, bottom slot first.

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

use crate::bytes::Bytes32;

/// The random stream of a game's setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupDraw {
    rng: ChaCha20Rng,
}

impl SetupDraw {
    /// The stream for a seed and the contributions in player-index order.
    pub fn new(seed: &Bytes32, contributions: &[Bytes32]) -> SetupDraw {
        let mut hasher = Sha256::new();
        hasher.update(seed.0);
        for contribution in contributions {
            hasher.update(contribution.0);
        }
        let key: [u8; 32] = hasher.finalize().into();
        SetupDraw {
            rng: ChaCha20Rng::from_seed(key),
        }
    }

    /// A uniform number in `0..=max`, without modulo bias.
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

    /// Our own Fisher–Yates shuffle (see the module comment).
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

    #[test]
    fn the_same_seed_gives_the_same_shuffle_and_contributions_change_it() {
        let seed = Bytes32([7; 32]);
        let shuffle = |contributions: &[Bytes32]| {
            let mut list: Vec<u32> = (0..7).collect();
            SetupDraw::new(&seed, contributions).shuffle(&mut list);
            list
        };
        assert_eq!(shuffle(&[]), shuffle(&[]));
        assert_ne!(shuffle(&[]), shuffle(&[Bytes32([1; 32])]));
        let mut sorted = shuffle(&[]);
        sorted.sort();
        assert_eq!(sorted, (0..7).collect::<Vec<_>>());
    }

    #[test]
    fn uniform_draws_stay_in_range() {
        let mut draw = SetupDraw::new(&Bytes32::default(), &[]);
        for max in 0..50 {
            assert!(draw.uniform_inclusive(max) <= max);
        }
    }
}
