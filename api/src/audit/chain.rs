//! The hash chain over a game's events:
//! `hash_n = SHA-256("durbar.event.v1" ‖ game_id ‖ u64be(n) ‖ prev_hash ‖ u32be(len) ‖ payload)`,
//! with `prev_hash` of event 1 = 32 zero bytes. The store computes it when appending and the
//! verifier recomputes it from an export.

use sha2::{Digest, Sha256};

/// A SHA-256 digest.
pub type Hash = [u8; 32];

/// The `prev_hash` of a game's first event.
pub const GENESIS: Hash = [0; 32];

const DOMAIN: &[u8] = b"durbar.event.v1";

/// The hash of event `seq` of game `game_id` with the given payload bytes.
pub fn event_hash(game_id: &[u8; 16], seq: u64, prev_hash: &Hash, payload: &[u8]) -> Hash {
    let length = u32::try_from(payload.len()).expect("an event payload is smaller than 4 GiB");
    let mut hasher = Sha256::new();
    hasher.update(DOMAIN);
    hasher.update(game_id);
    hasher.update(seq.to_be_bytes());
    hasher.update(prev_hash);
    hasher.update(length.to_be_bytes());
    hasher.update(payload);
    hasher.finalize().into()
}

/// One link of the chain as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    /// The event's sequence number, from 1.
    pub seq: u64,
    /// The exact payload bytes that were hashed.
    pub payload: Vec<u8>,
    /// The previous event's hash.
    pub prev_hash: Hash,
    /// This event's hash.
    pub hash: Hash,
}

/// Links `payloads` onto a chain whose head is `(head_seq, head_hash)`.
pub fn extend(
    game_id: &[u8; 16],
    head_seq: u64,
    head_hash: Hash,
    payloads: Vec<Vec<u8>>,
) -> Vec<Link> {
    let mut prev = head_hash;
    payloads
        .into_iter()
        .enumerate()
        .map(|(offset, payload)| {
            let seq = head_seq + 1 + offset as u64;
            let hash = event_hash(game_id, seq, &prev, &payload);
            let link = Link {
                seq,
                payload,
                prev_hash: prev,
                hash,
            };
            prev = hash;
            link
        })
        .collect()
}

/// Why a chain does not hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChainError {
    /// Sequence numbers must run 1, 2, 3… without gaps.
    #[error("event seq {found} is out of order: expected seq {expected}")]
    OutOfOrder {
        /// The seq that should stand here.
        expected: u64,
        /// The seq that does.
        found: u64,
    },
    /// The event does not point at the hash of the event before it.
    #[error("event seq {seq} does not link to the event before it (prev_hash differs)")]
    BrokenLink {
        /// The event's seq.
        seq: u64,
    },
    /// The stored hash is not the hash of the stored payload.
    #[error("event seq {seq} was altered: its hash does not match its payload")]
    HashMismatch {
        /// The event's seq.
        seq: u64,
    },
}

/// Checks a whole chain from event 1.
pub fn check(game_id: &[u8; 16], links: &[Link]) -> Result<(), ChainError> {
    let mut prev = GENESIS;
    for (index, link) in links.iter().enumerate() {
        let expected = index as u64 + 1;
        if link.seq != expected {
            return Err(ChainError::OutOfOrder {
                expected,
                found: link.seq,
            });
        }
        if link.prev_hash != prev {
            return Err(ChainError::BrokenLink { seq: link.seq });
        }
        if event_hash(game_id, link.seq, &link.prev_hash, &link.payload) != link.hash {
            return Err(ChainError::HashMismatch { seq: link.seq });
        }
        prev = link.hash;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: [u8; 16] = [0x11; 16];

    fn chain() -> Vec<Link> {
        extend(
            &GAME,
            0,
            GENESIS,
            vec![b"{\"a\":1}".to_vec(), b"{\"b\":2}".to_vec(), b"{}".to_vec()],
        )
    }

    #[test]
    fn the_hash_follows_the_documented_layout() {
        // Computed independently: python3 -c "import hashlib,struct;
        // print(hashlib.sha256(b'durbar.event.v1'+b'\x11'*16+struct.pack('>Q',1)+b'\0'*32
        // +struct.pack('>I',7)+b'{\"a\":1}').hexdigest())"
        assert_eq!(
            hex::encode(event_hash(&GAME, 1, &GENESIS, b"{\"a\":1}")),
            "16595ef8bb5c86cd8bd8f58210213b90c0fc34c741ddcdca1897918d5285774e"
        );
    }

    #[test]
    fn an_intact_chain_checks() {
        assert_eq!(check(&GAME, &chain()), Ok(()));
    }

    #[test]
    fn an_altered_payload_is_named_by_its_seq() {
        let mut links = chain();
        links[1].payload = b"{\"b\":3}".to_vec();
        assert_eq!(
            check(&GAME, &links),
            Err(ChainError::HashMismatch { seq: 2 })
        );
    }

    #[test]
    fn a_rehashed_alteration_breaks_the_next_link() {
        let mut links = chain();
        links[1].payload = b"{\"b\":3}".to_vec();
        links[1].hash = event_hash(&GAME, 2, &links[1].prev_hash, &links[1].payload);
        assert_eq!(check(&GAME, &links), Err(ChainError::BrokenLink { seq: 3 }));
    }

    #[test]
    fn reordered_events_are_out_of_order() {
        let mut links = chain();
        links.swap(1, 2);
        assert_eq!(
            check(&GAME, &links),
            Err(ChainError::OutOfOrder {
                expected: 2,
                found: 3
            })
        );
    }

    #[test]
    fn another_games_chain_does_not_check() {
        assert_eq!(
            check(&[0x22; 16], &chain()),
            Err(ChainError::HashMismatch { seq: 1 })
        );
    }
}
