//! The bots' and the bot table's random stream: ChaCha20 keyed from an explicit seed (never the
//! clock or the OS), with unbiased draws. Each user of randomness gets its own stream, named by a
//! purpose, so adding a draw in one place never shifts the draws of another.

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

use crate::bytes::Bytes32;

/// A ChaCha20 stream: `key = SHA-256("durbar.bots.v1" ‖ purpose ‖ u64be(seed))`.
pub(crate) struct BotRng {
    rng: ChaCha20Rng,
}

impl BotRng {
    /// The stream for `seed`, separated by `purpose` (e.g. `b"table"`, `b"seat-3"`).
    pub(crate) fn new(seed: u64, purpose: &[u8]) -> BotRng {
        let key: [u8; 32] = Sha256::new()
            .chain_update(b"durbar.bots.v1")
            .chain_update((purpose.len() as u32).to_be_bytes())
            .chain_update(purpose)
            .chain_update(seed.to_be_bytes())
            .finalize()
            .into();
        BotRng {
            rng: ChaCha20Rng::from_seed(key),
        }
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }

    /// A uniform index in `0..count` (rejection sampling, no modulo bias). `count` must be > 0;
    /// 0 is treated as 1.
    pub(crate) fn below(&mut self, count: usize) -> usize {
        let range = count.max(1) as u64;
        let zone = u64::MAX - (u64::MAX % range + 1) % range;
        loop {
            let x = self.rng.next_u64();
            if x <= zone {
                return (x % range) as usize;
            }
        }
    }

    /// 32 random bytes (seeds, nonces, contributions).
    pub(crate) fn bytes32(&mut self) -> Bytes32 {
        let mut bytes = [0u8; 32];
        self.rng.fill_bytes(&mut bytes);
        Bytes32(bytes)
    }

    /// 16 random bytes (game ids).
    pub(crate) fn bytes16(&mut self) -> [u8; 16] {
        let mut bytes = [0u8; 16];
        self.rng.fill_bytes(&mut bytes);
        bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_reproducible_and_separated_by_purpose() {
        let a: Vec<u64> = (0..4).map(|_| BotRng::new(7, b"x").next_u64()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(
            BotRng::new(7, b"x").next_u64(),
            BotRng::new(7, b"y").next_u64()
        );
        assert_ne!(
            BotRng::new(7, b"x").next_u64(),
            BotRng::new(8, b"x").next_u64()
        );
    }

    #[test]
    fn draws_stay_below_the_bound() {
        let mut rng = BotRng::new(1, b"below");
        for count in 1..100 {
            assert!(rng.below(count) < count);
        }
    }
}
