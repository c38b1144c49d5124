//! What the game waits for from whom, and since when. The mail planner sends a call to act to
//! every seat the game newly waits for; the deadline scheduler times each wait from the event
//! that began it (its `recorded_at`), so its state is derived from the log alone — for a game of
//! any kind ([`running_waits`]).

use std::time::SystemTime;

use durbar_domain::maharaja::{Game, Seat};
use durbar_domain::Rules;

/// What a seat is awaited for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WaitKind {
    /// Setup: choose a starting character.
    StartingCharacter,
    /// Setup: place a starting house.
    InitialHouse,
    /// Set a disc for the round.
    Disc,
    /// Play a turn.
    Turn,
    /// Choose a character after losing one (D6).
    Replacement,
    /// Open character auction: bid or pass (D9).
    Bid,
    /// Sealed character auction: set a hidden bid (D9).
    SealedBid,
    /// Expanded II: a lured player chooses which character to give (D10).
    Gift,
    /// Sealed in the browser: open your disc, your turn begins.
    OpenDisc,
    /// Sealed in the browser: open your sealed bid, every bid is in (R27).
    OpenBid,
    /// Anything else the engine waits for.
    Other,
}

impl WaitKind {
    /// The kind the engine names ([`durbar_domain::maharaja::wait`]).
    pub fn named(name: &str) -> WaitKind {
        use durbar_domain::maharaja::wait;
        match name {
            wait::STARTING_CHARACTER => WaitKind::StartingCharacter,
            wait::INITIAL_HOUSE => WaitKind::InitialHouse,
            wait::DISC => WaitKind::Disc,
            wait::TURN => WaitKind::Turn,
            wait::REPLACEMENT => WaitKind::Replacement,
            wait::BID => WaitKind::Bid,
            wait::SEALED_BID => WaitKind::SealedBid,
            wait::GIFT => WaitKind::Gift,
            wait::OPEN_DISC => WaitKind::OpenDisc,
            wait::OPEN_BID => WaitKind::OpenBid,
            _ => WaitKind::Other,
        }
    }

    /// The engine's name of the kind (`None` for [`WaitKind::Other`]).
    pub fn name(self) -> Option<&'static str> {
        use durbar_domain::maharaja::wait;
        Some(match self {
            WaitKind::StartingCharacter => wait::STARTING_CHARACTER,
            WaitKind::InitialHouse => wait::INITIAL_HOUSE,
            WaitKind::Disc => wait::DISC,
            WaitKind::Turn => wait::TURN,
            WaitKind::Replacement => wait::REPLACEMENT,
            WaitKind::Bid => wait::BID,
            WaitKind::SealedBid => wait::SEALED_BID,
            WaitKind::Gift => wait::GIFT,
            WaitKind::OpenDisc => wait::OPEN_DISC,
            WaitKind::OpenBid => wait::OPEN_BID,
            WaitKind::Other => return None,
        })
    }

    /// What the game waits for the recipient to do, in `w`'s words: "set your disc for round 3".
    pub fn to_do(self, w: durbar_templates::Words, round: u32) -> String {
        let id = match self {
            WaitKind::StartingCharacter => "wait-to-do-character",
            WaitKind::InitialHouse => "wait-to-do-house",
            WaitKind::Disc => "wait-to-do-disc",
            WaitKind::Turn => "wait-to-do-turn",
            WaitKind::Replacement => "wait-to-do-new-character",
            WaitKind::Bid => "wait-to-do-bid",
            WaitKind::SealedBid => "wait-to-do-sealed-bid",
            WaitKind::Gift => "wait-to-do-gift",
            WaitKind::OpenDisc => "wait-to-do-open-disc",
            WaitKind::OpenBid => "wait-to-do-open-bid",
            WaitKind::Other => "wait-to-do-other",
        };
        w.m(id).n("round", round).to_string()
    }

    /// The catalogue's message saying what the wait is for, for someone else ("set a disc").
    pub fn short_id(self) -> &'static str {
        match self {
            WaitKind::StartingCharacter => "wait-short-character",
            WaitKind::InitialHouse => "wait-short-house",
            WaitKind::Disc => "wait-short-disc",
            WaitKind::Turn => "wait-short-turn",
            WaitKind::Replacement => "wait-short-new-character",
            WaitKind::Bid => "wait-short-bid",
            WaitKind::SealedBid => "wait-short-sealed-bid",
            WaitKind::Gift => "wait-short-gift",
            WaitKind::OpenDisc => "wait-short-open-disc",
            WaitKind::OpenBid => "wait-short-open-bid",
            WaitKind::Other => "wait-short-other",
        }
    }
}

/// The seats the game waits for, with what for (the engine's [`durbar_domain::Wait`]s).
pub fn waits(game: &Game) -> Vec<(Seat, WaitKind)> {
    durbar_domain::maharaja::waits(game)
        .into_iter()
        .map(|wait| (wait.seat, WaitKind::named(wait.kind)))
        .collect()
}

/// The waits `after` has that `before` did not have (a seat awaited anew, or for something else).
pub fn new_waits(before: &Game, after: &Game) -> Vec<(Seat, WaitKind)> {
    let old = waits(before);
    waits(after)
        .into_iter()
        .filter(|wait| !old.contains(wait))
        .collect()
}

/// A running wait of a game of any kind: what the engine waits for, and the event that began
/// it (its seq and the time it was recorded: the deadline runs from then).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RunningWait {
    /// The awaited seat and what for.
    pub wait: durbar_domain::Wait,
    /// The event after which the game began to wait for it.
    pub since_seq: u64,
    /// When that event was recorded.
    pub since: SystemTime,
}

/// The waits of a game as far as its log is folded: the public state after event `seq` and
/// the waits running then. [`RunningWaits::advance`] folds the events appended since, so whoever
/// keeps one (the deadline scheduler, between its passes) reads each event once. A wait goes on
/// as long as the seat stays awaited for the same thing (a turn of many steps is one wait; a
/// disc phase is one wait per seat). The fold is the public one ([`Rules::State`]'s default):
/// whom a game waits for is public.
#[derive(Debug, Clone)]
pub struct RunningWaits<G: Rules> {
    /// The last event folded (0: none).
    pub seq: u64,
    state: G::State,
    /// The waits running after it.
    pub running: Vec<RunningWait>,
}

impl<G: Rules> Default for RunningWaits<G> {
    fn default() -> Self {
        Self {
            seq: 0,
            state: G::State::default(),
            running: Vec::new(),
        }
    }
}

impl<G: Rules> RunningWaits<G> {
    /// Folds `events` (each with its seq and recording time) in; events at or before the last
    /// one folded are skipped.
    pub fn advance<'a>(&mut self, events: impl IntoIterator<Item = (u64, &'a G::Event, SystemTime)>)
    where
        G::Event: 'a,
    {
        for (seq, event, at) in events {
            if seq <= self.seq {
                continue;
            }
            self.state = G::evolve(std::mem::take(&mut self.state), event);
            let before = std::mem::take(&mut self.running);
            self.running = G::waits(&self.state)
                .into_iter()
                .map(|wait| {
                    before
                        .iter()
                        .find(|w| w.wait == wait)
                        .copied()
                        .unwrap_or(RunningWait {
                            wait,
                            since_seq: seq,
                            since: at,
                        })
                })
                .collect();
            self.seq = seq;
        }
    }
}

/// Folds a game's whole log (each event with its seq and recording time) and returns the waits
/// running at its end ([`RunningWaits`]).
pub fn running_waits<'a, G: Rules>(
    events: impl IntoIterator<Item = (u64, &'a G::Event, SystemTime)>,
) -> Vec<RunningWait>
where
    G::Event: 'a,
{
    let mut waits = RunningWaits::<G>::default();
    waits.advance(events);
    waits.running
}
