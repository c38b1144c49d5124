//! The game trait: what a rules module implements so that the generic core (store, hash chain,
//! escrow, export, `durbar verify`, replay, deadlines, mail) can serve it without naming its
//! pieces (design.md "Many games, one core"; docs/adding-a-game.md).
//!
//! A game is a zero-sized type implementing [`Rules`]: its options, commands, events, state and
//! view are associated types; `decide`/`evolve` are its decider; its sealed choices, reveals,
//! no-show policy, bots and event wording are hooks the server calls. Secrets never travel in
//! events: a sealed value's opening is handed to the server in a command (see [`Rules::sealed_by`]),
//! kept in escrow and given back through [`Rules::reveal`] when [`Rules::reveal_due`] says so,
//! or folded into the referee's state through [`Rules::referee`].
//!
//! Event 1 of every game names its [`GameKind`] (`"game"`, absent = Maharaja, for logs made
//! before kinds existed) and the engine version (`"engine"`), so a log is read by the module
//! that wrote it.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::bytes::Bytes32;
use crate::ids::{GameId, Seat};

/// Who looks at the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// A player.
    Seat(Seat),
    /// Anyone else.
    Spectator,
    /// The referee (tests, `durbar play`): sees everything.
    Referee,
}

/// The games durbar serves. Its name is stored in event 1 (`"game": "maharaja"`), in exports,
/// in scripts and in the `games` table; names never change once a game is stored with them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// Maharaja (2004), rules in `domain/src/maharaja/`.
    #[default]
    Maharaja,
    /// Citadels (2016), rules in `domain/src/citadels/`.
    Citadels,
}

impl GameKind {
    /// Every kind, in the order the new-game form lists them.
    pub const ALL: [GameKind; 2] = [GameKind::Maharaja, GameKind::Citadels];

    /// The stored name: `"maharaja"`.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Maharaja => "maharaja",
            GameKind::Citadels => "citadels",
        }
    }

    /// The name shown to people: "Maharaja".
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Maharaja => "Maharaja",
            GameKind::Citadels => "Citadels",
        }
    }

    /// The kind a JSON object names in its `"game"` field: event 1 as stored, or a script. Absent
    /// means Maharaja (logs and scripts made before kinds existed).
    pub fn named_by(event: &serde_json::Value) -> Result<GameKind, UnknownGameKind> {
        match event.get("game") {
            None | Some(serde_json::Value::Null) => Ok(GameKind::Maharaja),
            Some(serde_json::Value::String(name)) => name.parse(),
            Some(other) => Err(UnknownGameKind(other.to_string())),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game name durbar does not know; the message names the kinds there are.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("There is no game called \"{0}\"; the games are {names}.", names = kind_names())]
pub struct UnknownGameKind(pub String);

fn kind_names() -> String {
    let names: Vec<String> = GameKind::ALL
        .iter()
        .map(|kind| format!("\"{}\"", kind.name()))
        .collect();
    names.join(", ")
}

impl FromStr for GameKind {
    type Err = UnknownGameKind;

    fn from_str(text: &str) -> Result<GameKind, UnknownGameKind> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or_else(|| UnknownGameKind(text.to_string()))
    }
}

/// One kind of sealed value a game commits to (a disc, a bid, a draft pick). Its commitment is
/// `SHA-256(tag ‖ game_id (16 bytes) ‖ u32be(round) ‖ u16be(seat) ‖ value ‖ nonce (32 bytes))`,
/// where `round` is whatever number the game scopes the value by (round, auction number) and
/// `value` the game's fixed-width encoding of the hidden choice (`value_len` bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SealedKind {
    /// The escrow's name for it: `"disc"`, `"bid"`, `"pick"`. Unique across all games.
    pub name: &'static str,
    /// The commitment's domain separator, e.g. `b"durbar.disc.v1"`; never changes once used.
    pub tag: &'static [u8],
    /// The width of the encoded value in bytes.
    pub value_len: usize,
}

impl SealedKind {
    /// The commitment to `value` (see the type's doc for the byte layout).
    pub fn commitment(
        &self,
        game: GameId,
        round: u32,
        seat: Seat,
        value: &[u8],
        nonce: &Bytes32,
    ) -> Bytes32 {
        let digest = Sha256::new()
            .chain_update(self.tag)
            .chain_update(game.0)
            .chain_update(round.to_be_bytes())
            .chain_update(u16::from(seat.0).to_be_bytes())
            .chain_update(value)
            .chain_update(nonce.0)
            .finalize();
        Bytes32(digest.into())
    }
}

/// What a sealed value hides and the nonce that opens its commitment: what the escrow keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// [`SealedKind::name`].
    pub kind: String,
    /// The encoded value ([`SealedKind::value_len`] bytes).
    pub value: Vec<u8>,
    /// The 32-byte nonce, drawn outside `domain`.
    pub nonce: Bytes32,
}

/// A sealed value just committed to: the escrow row the server writes with the event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sealed {
    /// The number the commitment is scoped by (round, auction…).
    pub round: u32,
    /// Whose value it is.
    pub seat: Seat,
    /// The commitment the event carries.
    pub commitment: Bytes32,
    /// Its opening.
    pub opening: Opening,
}

/// What one event says about a sealed value: that a seat committed to it, or its opening.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SealedFact {
    /// The commitment the event carries.
    Committed(Bytes32),
    /// The opening the event publishes.
    Opened {
        /// The encoded value.
        value: Vec<u8>,
        /// The nonce.
        nonce: Bytes32,
    },
}

/// A [`SealedFact`] with the value it is about: the kind, the number it is scoped by and the
/// seat. The verifier's one check pairs each opening with the last commitment of its kind,
/// round and seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SealedTrail {
    /// The kind of value.
    pub kind: SealedKind,
    /// The number the commitment is scoped by.
    pub round: u32,
    /// Whose value it is.
    pub seat: Seat,
    /// Committed or opened.
    pub fact: SealedFact,
}

/// An opening in a log that does not open the commitment it answers.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{problem}")]
pub struct BadOpening {
    /// 0-based index of the event.
    pub index: usize,
    /// What is wrong.
    pub problem: OpeningProblem,
}

/// What is wrong with an opening: the value's kind ([`SealedKind::name`]), the number its
/// commitment is scoped by and its seat are named (the English sentence is for logs and tests;
/// people read it from the catalogue).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum OpeningProblem {
    /// An opening with no commitment before it.
    #[error("{seat} revealed a {kind} in round {round} without committing to one")]
    NotCommitted {
        /// The kind of value (`"disc"`, `"bid"`, `"pick"`).
        kind: &'static str,
        /// The number the commitment is scoped by (round, auction).
        round: u32,
        /// Whose value it is.
        seat: Seat,
    },
    /// An opening that does not open the last commitment of its kind, round and seat.
    #[error("the revealed {kind} does not open {seat}'s commitment of round {round}")]
    DoesNotOpen {
        /// The kind of value.
        kind: &'static str,
        /// The number the commitment is scoped by.
        round: u32,
        /// Whose value it is.
        seat: Seat,
    },
}

/// The verifier's one check of sealed values, for every game and kind: each opening a log
/// publishes opens the last commitment of its kind, round and seat made before it.
pub fn check_openings<G: Rules>(game: GameId, events: &[G::Event]) -> Result<(), BadOpening> {
    check_trails(
        game,
        events
            .iter()
            .enumerate()
            .filter_map(|(index, event)| Some((index, G::sealed_trail(event)?))),
    )
}

/// [`check_openings`] over trails already read from a log, each with the index of its event
/// (for games whose events may open several values at once).
pub fn check_trails(
    game: GameId,
    trails: impl IntoIterator<Item = (usize, SealedTrail)>,
) -> Result<(), BadOpening> {
    let mut commitments: std::collections::BTreeMap<(&'static str, u32, Seat), Bytes32> =
        std::collections::BTreeMap::new();
    for (index, trail) in trails {
        let key = (trail.kind.name, trail.round, trail.seat);
        let (value, nonce) = match trail.fact {
            SealedFact::Committed(commitment) => {
                commitments.insert(key, commitment);
                continue;
            }
            SealedFact::Opened { value, nonce } => (value, nonce),
        };
        let (kind, round, seat) = (trail.kind.name, trail.round, trail.seat);
        let Some(commitment) = commitments.get(&key) else {
            return Err(BadOpening {
                index,
                problem: OpeningProblem::NotCommitted { kind, round, seat },
            });
        };
        if trail
            .kind
            .commitment(game, trail.round, trail.seat, &value, &nonce)
            != *commitment
        {
            return Err(BadOpening {
                index,
                problem: OpeningProblem::DoesNotOpen { kind, round, seat },
            });
        }
    }
    Ok(())
}

/// When the seed committed to in event 1 is revealed, and so when an auditor can re-derive the
/// game's draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeedReveal {
    /// At the start, as setup uses it (Maharaja: seating and governors only).
    AtStart,
    /// Only when the game ends: until then it would tell every player the deck (Citadels C2).
    AtEnd,
}

/// The secrets the server holds for one game: the seed (if the game has not revealed it yet)
/// and every opening in escrow. Only the referee fold sees them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Secrets {
    /// The game's seed.
    pub seed: Option<Bytes32>,
    /// The contributions of the players, in player-index order (those who gave one).
    pub contributions: Vec<Bytes32>,
    /// Every opening held for the game.
    pub openings: Vec<Sealed>,
}

/// One seat the game waits for, and for what: the unit of mail calls to act, deadlines and
/// the no-show policy. Several seats may be awaited at once (discs set together, a decision
/// inside another player's turn).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wait {
    /// The awaited seat.
    pub seat: Seat,
    /// The game's name for what is awaited (`"disc"`, `"turn"`, `"pick"`…), stable: stored with
    /// deadlines.
    pub kind: &'static str,
}

/// A rule code for the JSON API (`docs/openapi.yaml`): a stable snake_case name per violation.
pub trait RuleCode {
    /// The code, e.g. `"not_your_turn"`.
    fn code(&self) -> &'static str;
}

/// A bot for game `G`: chooses a command for its seat from the state it sees. The table asks it
/// only when the game waits for that seat; nonces in its commands are replaced by the table.
pub trait GameBot<G: Rules> {
    /// The command for `seat` now.
    fn choose(&mut self, state: &G::State, seat: Seat) -> G::Command;
}

/// A game's rules, as the generic core sees them. All functions are pure and total where the
/// doc says so; secrets come in as arguments, never from a clock or OS randomness.
pub trait Rules: Sized + 'static {
    /// The kind stored in event 1.
    const KIND: GameKind;
    /// The engine version stored in event 1; bumped when the same commands would produce other
    /// events (old logs keep folding with the rules they were written under).
    const ENGINE_VERSION: u32;
    /// How many players a game may seat.
    const PLAYERS: RangeInclusive<usize>;
    /// When the seed is revealed.
    const SEED_REVEAL: SeedReveal;

    /// The host's choices at creation (variants, board…).
    type Options: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// What players and the system ask the game to do.
    type Command: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// The facts of the game: the public log. Never carries an unrevealed secret.
    type Event: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// The state folded from the events (and, for the referee, the secrets).
    type State: Clone + fmt::Debug + Default;
    /// What one viewer may see of the state.
    type View: fmt::Debug + Serialize;
    /// Why `decide` refused a command: one plain English sentence, with a rule code.
    type Violation: std::error::Error + Clone + PartialEq + RuleCode;

    /// The events a command produces, or the rule it breaks.
    fn decide(
        state: &Self::State,
        command: &Self::Command,
    ) -> Result<Vec<Self::Event>, Self::Violation>;

    /// The state after an event. Total: never panics, never fails.
    fn evolve(state: Self::State, event: &Self::Event) -> Self::State;

    /// The state the referee folds from: knows the seed and every opening in escrow, so hands,
    /// deck and secret picks follow as the events are folded. Games without hidden state keep
    /// the default.
    fn referee(secrets: &Secrets) -> Self::State {
        let _ = secrets;
        Self::State::default()
    }

    /// What `viewer` may see. A seat's view shows only what the rules let that seat know.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// Every command `seat` may issue now (a finite, representative list for open-ended moves).
    fn legal_moves(state: &Self::State, seat: Seat) -> Vec<Self::Command>;

    /// Whom the game waits for now (empty when it waits for the system or is over).
    fn waits(state: &Self::State) -> Vec<Wait>;

    /// Whether the game has ended.
    fn is_over(state: &Self::State) -> bool;

    /// The no-show policy: what the system does for a seat whose deadline passed. `nonce`
    /// (drawn outside `domain`) serves any sealed value the policy commits to.
    fn no_show(state: &Self::State, wait: &Wait, nonce: Bytes32) -> Option<Self::Command>;

    /// Every kind of sealed value this game commits to.
    fn sealed_kinds() -> &'static [SealedKind];

    /// The openings `command` committed to, matched with the commitments in `events` (what it
    /// decided): the escrow rows to write with those events.
    fn sealed_by(command: &Self::Command, events: &[Self::Event]) -> Vec<Sealed>;

    /// What `event` says about a sealed value, if anything (for [`check_openings`]).
    fn sealed_trail(event: &Self::Event) -> Option<SealedTrail>;

    /// The commitments the game waits for the system to open now (in the order
    /// [`Rules::reveal`] expects them), or none.
    fn reveal_due(state: &Self::State) -> Option<Vec<(Seat, Bytes32)>>;

    /// The system command that publishes the due openings; an opening the escrow lost is
    /// `None` (the game's rules say what a lost opening means). If `decide` refuses it (an
    /// opening that does not match), [`Rules::unopenable`] is tried.
    fn reveal(state: &Self::State, openings: &[(Seat, Option<Opening>)]) -> Self::Command;

    /// The command declaring the due openings unopenable, if the game has one.
    fn unopenable(state: &Self::State) -> Option<Self::Command>;

    /// Signed moves: the event recording that `command` (which decided `decided`) was signed,
    /// to log before its events, taking its signature from `signatures` if the command is one a
    /// device signs; or none. Refuses a signature that is not the seat's, and an unsigned
    /// player command where the game's trust level needs one. Games without signed moves keep
    /// the default: nothing is logged and no signature is used.
    fn signed(
        state: &Self::State,
        command: &Self::Command,
        decided: &[Self::Event],
        signatures: &mut std::slice::Iter<'_, crate::signed::Signature>,
    ) -> Result<Option<Self::Event>, Self::Violation> {
        let _ = (state, command, decided, signatures);
        Ok(None)
    }

    /// The bots' names (`"random"`, `"greedy"`…).
    fn bot_names() -> &'static [&'static str];

    /// A bot by name, its choices drawn from `seed`.
    fn bot(name: &str, seed: u64) -> Option<Box<dyn GameBot<Self>>>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_parse_from_their_names_and_unknown_ones_are_named() {
        assert_eq!("maharaja".parse(), Ok(GameKind::Maharaja));
        assert_eq!("citadels".parse(), Ok(GameKind::Citadels));
        let error = "chess".parse::<GameKind>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "There is no game called \"chess\"; the games are \"maharaja\", \"citadels\"."
        );
    }

    #[test]
    fn event_one_without_a_kind_is_maharaja() {
        let old = serde_json::json!({"type": "game_created"});
        assert_eq!(GameKind::named_by(&old), Ok(GameKind::Maharaja));
        let new = serde_json::json!({"type": "game_created", "game": "maharaja"});
        assert_eq!(GameKind::named_by(&new), Ok(GameKind::Maharaja));
        let citadels = serde_json::json!({"type": "game_started", "game": "citadels"});
        assert_eq!(GameKind::named_by(&citadels), Ok(GameKind::Citadels));
        let other = serde_json::json!({"type": "game_created", "game": "go"});
        assert!(GameKind::named_by(&other).is_err());
    }
}
