//! The signatures of a Maharaja log checked on every core (#21): an ECDSA P-256 check costs
//! about 90 µs, the rest of the replay a few µs an event, so `durbar verify` of a signed log is
//! the signature checks. The replay runs once noting each check it asks for and taking it to
//! hold; the checks noted are then made on all cores. If every one holds, that replay's outcome
//! is the sequential replay's; if one does not, the log is replayed again checking each
//! signature in turn, so the report (the first failing event and its words) is exactly the one
//! a sequential check gives.

use durbar_domain::maharaja::replay::{replay_audit, replay_audit_with, ReplayError, ReplayReport};
use durbar_domain::maharaja::Event;
use durbar_domain::{PublicKey, Signature};

/// Below this many checks the threads are not worth starting.
const ALONE: usize = 8;

/// One noted check: the keys registered for the signer, the message, the signature.
struct Noted {
    keys: Vec<PublicKey>,
    message: Vec<u8>,
    signature: Signature,
}

impl Noted {
    fn holds(&self) -> bool {
        self.keys
            .iter()
            .any(|key| key.verifies(&self.message, &self.signature))
    }
}

/// [`replay_audit`] of `events`, with the signatures checked on all cores.
pub(super) fn replay_checked(events: &[Event]) -> Result<ReplayReport, ReplayError> {
    let mut noted = Vec::new();
    let trusting = replay_audit_with(events, &mut |_, keys, message, signature| {
        noted.push(Noted {
            keys: keys.iter().map(|key| (*key).clone()).collect(),
            message: message.to_vec(),
            signature: signature.clone(),
        });
        true
    });
    if all_hold(&noted) {
        trusting
    } else {
        replay_audit(events)
    }
}

/// Whether every noted check holds, checked on as many threads as there are cores.
fn all_hold(noted: &[Noted]) -> bool {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    if cores == 1 || noted.len() < ALONE {
        return noted.iter().all(Noted::holds);
    }
    let chunk = noted.len().div_ceil(cores);
    std::thread::scope(|scope| {
        let workers: Vec<_> = noted
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().all(Noted::holds)))
            .collect();
        workers
            .into_iter()
            .all(|worker| worker.join().unwrap_or(false))
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use durbar_domain::maharaja::bots::play_game;
    use durbar_domain::maharaja::{Board, BotKind, GameConfig, GameOptions, Trust};

    use super::*;

    /// A whole 3-player greedy game sealed in the browser: every player move signed.
    fn signed_log() -> Vec<Event> {
        let config = GameConfig {
            players: 3,
            bots: BotKind::Greedy,
            seed: 5,
            options: GameOptions {
                trust: Trust::SealedInBrowser,
                ..GameOptions::default()
            },
            board: Arc::new(Board::shipped("classic").expect("the classic board")),
        };
        play_game(&config).expect("the bot game ends").events
    }

    /// The indices of the log's `command_signed` events.
    fn signed_at(log: &[Event]) -> Vec<usize> {
        (0..log.len())
            .filter(|i| matches!(log[*i], Event::CommandSigned { .. }))
            .collect()
    }

    /// `log` with the signature at `index` replaced by the one at `from` (a real signature,
    /// over another message).
    fn swapped(log: &[Event], index: usize, from: usize) -> Vec<Event> {
        let mut log = log.to_vec();
        let Event::CommandSigned { signature, .. } = log[from].clone() else {
            unreachable!()
        };
        if let Event::CommandSigned { signature: s, .. } = &mut log[index] {
            *s = signature;
        }
        log
    }

    #[test]
    fn a_sound_log_replays_as_the_sequential_check_does() {
        let log = signed_log();
        assert!(signed_at(&log).len() > ALONE, "enough checks for threads");
        let parallel = replay_checked(&log).expect("the log verifies");
        let sequential = replay_audit(&log).expect("the log verifies");
        assert_eq!(
            format!("{:?}", parallel.game),
            format!("{:?}", sequential.game)
        );
        assert_eq!(parallel.setup, sequential.setup);
    }

    #[test]
    fn the_first_bad_signature_is_reported_as_the_sequential_check_reports_it() {
        let log = signed_log();
        let signed = signed_at(&log);
        // Given two bad signatures, one early and one late (each another move's signature),
        let (early, late) = (signed[3], signed[signed.len() - 2]);
        let bad = swapped(&swapped(&log, late, signed[0]), early, signed[1]);
        // when the log is checked on all cores, then the error is the sequential check's: the
        // earlier one, in the same words.
        let parallel = replay_checked(&bad).expect_err("a bad signature");
        let sequential = replay_audit(&bad).expect_err("a bad signature");
        assert_eq!(parallel, sequential);
        assert_eq!(parallel.index, early);
        // And so for a late one alone.
        let bad = swapped(&log, late, signed[0]);
        assert_eq!(
            replay_checked(&bad).expect_err("a bad signature"),
            replay_audit(&bad).expect_err("a bad signature")
        );
    }
}
