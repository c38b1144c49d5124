//! Why an export does not verify: each check's [`Failure`] with what it names, put into words by
//! the catalogue in the reader's language ([`Failure::sentence`], keys `verify-failure-…`).
//! Seats are named by the players' names where the reader knows them. What the domain's own
//! checks found (an opening, the replay, a logged signature, the decoder) comes as its typed
//! error and is worded here too (keys `verify-detail-…`, `verify-replay-…`); their seats are
//! numbered, as the domain knows no names.

use durbar_domain::maharaja::ReplayProblem;
use durbar_domain::{GameKind, LoggedSignatureError, OpeningProblem, Seat, UnknownGameKind};
use durbar_templates::catalogue::maharaja::violation::Table;
use durbar_templates::Words;

use crate::store::PayloadError;

/// The first problem the verifier found, with what its sentence names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The export's format is not the one this verifier reads.
    WrongFormat {
        /// The format the export names.
        found: String,
        /// The format expected.
        expected: &'static str,
    },
    /// `game_id` is not 32 hex digits.
    GameIdNotHex,
    /// An event's `prev_hash` is not 64 hex digits.
    PrevHashNotHex,
    /// An event's `hash` is not 64 hex digits.
    HashNotHex,
    /// The event stands where another seq should.
    OutOfOrder {
        /// The seq that should stand here.
        expected: u64,
    },
    /// The event does not link to the one before it.
    BrokenLink,
    /// The event's hash is not its payload's.
    Altered,
    /// The header's head is not the log's last event.
    HeadNotLast,
    /// An event's payload is not JSON.
    NotJson,
    /// Event 1 names a game durbar does not know.
    UnknownKind(UnknownGameKind),
    /// The header and event 1 name different games.
    KindDiffers {
        /// The header's game.
        header: GameKind,
        /// Event 1's game.
        first: GameKind,
    },
    /// A payload is not an event of this game (what the decoder found).
    Payload(PayloadError),
    /// An opening does not open its commitment.
    Opening(OpeningProblem),
    /// The rules' replay does not give this event.
    Replay(ReplayProblem),
    /// A Citadels export given to the Maharaja-only `verify`.
    CitadelsExport,
    /// Event 1 is another game's.
    OtherGame,
    /// The header's seed commitment is not event 1's.
    CommitmentDiffers,
    /// The revealed seed does not open event 1's commitment.
    SeedMismatch,
    /// The header's seed is not the revealed one.
    HeaderSeedDiffers,
    /// A Maharaja log that does not begin with `game_created`.
    NotGameCreated,
    /// The header's board is not event 1's.
    BoardDiffers,
    /// A Citadels log that does not begin with its `game_started`.
    NotCitadelsStarted,
    /// The header shows a seed the log has not revealed.
    SeedShownEarly,
    /// A pick of a finished round was never opened.
    PickNeverRevealed {
        /// The picker.
        seat: Seat,
    },
    /// The final scores are not the replayed cities'.
    ScoresDiffer,
    /// A sealed event the verifier cannot re-derive yet.
    CannotRederive {
        /// The event's `type`.
        kind: String,
    },
    /// The event seals cards where the replayed game has none.
    SealsNoCards,
    /// Too many orderings of the sealed cards to try.
    TooManyTries {
        /// How many were tried.
        tries: usize,
    },
    /// The sealed cards are not cards the seed gives there.
    NotFromSeed(Cards),
    /// A logged signature that does not hold.
    BadSignature(LoggedSignatureError),
    /// A pick signed as its character rather than its commitment.
    PickSignedAsCharacter,
    /// The pick after a signed pick is not the one signed.
    NotTheSignedPick {
        /// The signer.
        seat: Seat,
        /// The commitment signed, hex.
        commitment: String,
    },
    /// The face-down discard of the pick after a signed pick is not the one signed (or one of
    /// them has none).
    NotTheSignedDiscard {
        /// The signer.
        seat: Seat,
    },
    /// A pick (or the character laid face down with it) that was not passed to its picker in
    /// the replayed draft.
    PickNotOffered {
        /// The picker.
        seat: Seat,
    },
    /// A face-down discard committed to with a pick was not opened at the game's end.
    DiscardNeverRevealed {
        /// The picker.
        seat: Seat,
    },
    /// A `deadline_passed` marker that names no deadline, in a log whose engine names every
    /// deadline (Citadels engine 2 on).
    DeadlineNotNamed {
        /// The seat the server moved for.
        seat: Seat,
    },
    /// A pick that lays a character face down without its discard commitment, in a log whose
    /// engine seals every discard (Citadels engine 2 on).
    DiscardNotCommitted {
        /// The picker.
        seat: Seat,
    },
    /// A pick without a signature at the signed-moves level.
    PickNotSigned {
        /// The picker.
        seat: Seat,
    },
    /// A `command_signed` whose command is not in canonical form.
    NotCanonical {
        /// The command as logged.
        command: String,
    },
    /// A build or turn end of a seat that neither its signature nor its deadline marker covers
    /// (the server moves for a seat only after its deadline).
    MoveNotCovered {
        /// The seat that moved.
        seat: Seat,
    },
    /// A move signed by one seat for another's.
    SignedForOther {
        /// The signer.
        seat: Seat,
    },
    /// A signed move the replayed game refuses.
    SignedRefused {
        /// The signer.
        seat: Seat,
        /// The rule it breaks there.
        violation: durbar_domain::citadels::RuleViolation,
    },
    /// The events after a signed move are not the ones it gives.
    NotWhatSignedGives {
        /// The signer.
        seat: Seat,
    },
}

/// Which sealed cards are not the seed's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cards {
    /// Kept from a draw.
    Kept,
    /// Redrawn from a hand.
    Redrawn,
    /// Discarded or put under the Museum.
    Discarded,
    /// Paid for the Thieves' Den.
    Paid,
    /// Given for gold.
    GivenForGold,
    /// Taken from another hand.
    Taken,
    /// Given back.
    GivenBack,
}

impl Failure {
    /// The sentence in `w`'s language; `names` are the players' names by seat (empty where they
    /// are not known: seats are then numbered from 1).
    pub fn sentence(&self, w: Words, names: &[String]) -> String {
        let player = |seat: &Seat| {
            names.get(seat.index()).cloned().unwrap_or_else(|| {
                w.m("seat-fallback")
                    .n("seat", u32::from(seat.0) + 1)
                    .to_string()
            })
        };
        let detail = |id: &'static str, detail: String| w.m(id).s("detail", detail).to_string();
        match self {
            Self::WrongFormat { found, expected } => w
                .m("verify-failure-wrong-format")
                .s("found", format!("{found:?}"))
                .s("expected", format!("{expected:?}"))
                .to_string(),
            Self::GameIdNotHex => w.t("verify-failure-game-id-not-hex"),
            Self::PrevHashNotHex => w.t("verify-failure-prev-hash-not-hex"),
            Self::HashNotHex => w.t("verify-failure-hash-not-hex"),
            Self::OutOfOrder { expected } => w
                .m("verify-failure-out-of-order")
                .n("expected", *expected)
                .to_string(),
            Self::BrokenLink => w.t("verify-failure-broken-link"),
            Self::Altered => w.t("verify-failure-altered"),
            Self::HeadNotLast => w.t("verify-failure-head-not-last"),
            Self::NotJson => w.t("verify-failure-not-json"),
            Self::UnknownKind(unknown) => detail(
                "verify-failure-unknown-kind",
                w.m("verify-detail-unknown-game")
                    .s("name", unknown.0.as_str())
                    .s("games", crate::cli::usage::game_names())
                    .to_string(),
            ),
            Self::KindDiffers { header, first } => w
                .m("verify-failure-kind-differs")
                .s("header", header.name())
                .s("first", first.name())
                .to_string(),
            Self::Payload(problem) => detail("verify-failure-payload", payload(w, problem)),
            Self::Opening(problem) => detail("verify-failure-opening", opening(w, problem)),
            Self::Replay(problem) => detail("verify-failure-replay", replay(w, problem)),
            Self::CitadelsExport => w.t("verify-failure-citadels-export"),
            Self::OtherGame => w.t("verify-failure-other-game"),
            Self::CommitmentDiffers => w.t("verify-failure-commitment-differs"),
            Self::SeedMismatch => w.t("verify-failure-seed-mismatch"),
            Self::HeaderSeedDiffers => w.t("verify-failure-header-seed-differs"),
            Self::NotGameCreated => w.t("verify-failure-not-game-created"),
            Self::BoardDiffers => w.t("verify-failure-board-differs"),
            Self::NotCitadelsStarted => w.t("verify-failure-not-citadels-started"),
            Self::SeedShownEarly => w.t("verify-failure-seed-shown-early"),
            Self::PickNeverRevealed { seat } => w
                .m("verify-failure-pick-never-revealed")
                .s("player", player(seat))
                .to_string(),
            Self::ScoresDiffer => w.t("verify-failure-scores-differ"),
            Self::CannotRederive { kind } => w
                .m("verify-failure-cannot-rederive")
                .s("kind", kind.as_str())
                .to_string(),
            Self::SealsNoCards => w.t("verify-failure-seals-no-cards"),
            Self::TooManyTries { tries } => w
                .m("verify-failure-too-many-tries")
                .n("tries", *tries)
                .to_string(),
            Self::NotFromSeed(cards) => w.t(match cards {
                Cards::Kept => "verify-failure-kept-not-from-seed",
                Cards::Redrawn => "verify-failure-redrawn-not-from-seed",
                Cards::Discarded => "verify-failure-discarded-not-from-seed",
                Cards::Paid => "verify-failure-paid-not-from-seed",
                Cards::GivenForGold => "verify-failure-given-for-gold-not-from-seed",
                Cards::Taken => "verify-failure-taken-not-from-seed",
                Cards::GivenBack => "verify-failure-given-back-not-from-seed",
            }),
            Self::BadSignature(error) => {
                detail("verify-failure-bad-signature", signature(w, error))
            }
            Self::PickSignedAsCharacter => w.t("verify-failure-pick-signed-as-character"),
            Self::NotTheSignedPick { seat, commitment } => w
                .m("verify-failure-not-the-signed-pick")
                .s("player", player(seat))
                .s("commitment", commitment.as_str())
                .to_string(),
            Self::NotTheSignedDiscard { seat } => w
                .m("verify-failure-not-the-signed-discard")
                .s("player", player(seat))
                .to_string(),
            Self::PickNotOffered { seat } => w
                .m("verify-failure-pick-not-offered")
                .s("player", player(seat))
                .to_string(),
            Self::DiscardNeverRevealed { seat } => w
                .m("verify-failure-discard-never-revealed")
                .s("player", player(seat))
                .to_string(),
            Self::DeadlineNotNamed { seat } => w
                .m("verify-failure-deadline-not-named")
                .s("player", player(seat))
                .to_string(),
            Self::DiscardNotCommitted { seat } => w
                .m("verify-failure-discard-not-committed")
                .s("player", player(seat))
                .to_string(),
            Self::PickNotSigned { seat } => w
                .m("verify-failure-pick-not-signed")
                .s("player", player(seat))
                .to_string(),
            Self::MoveNotCovered { seat } => w
                .m("verify-failure-move-not-covered")
                .s("player", player(seat))
                .to_string(),
            Self::NotCanonical { command } => w
                .m("verify-failure-not-canonical")
                .s("command", command.as_str())
                .to_string(),
            Self::SignedForOther { seat } => w
                .m("verify-failure-signed-for-other")
                .s("player", player(seat))
                .to_string(),
            Self::SignedRefused { seat, violation } => w
                .m("verify-failure-signed-refused")
                .s("player", player(seat))
                .s(
                    "rule",
                    durbar_templates::catalogue::citadels::violation::violation(
                        w, violation, names,
                    ),
                )
                .to_string(),
            Self::NotWhatSignedGives { seat } => w
                .m("verify-failure-not-what-signed-gives")
                .s("player", player(seat))
                .to_string(),
        }
    }
}

/// A seat as the domain's details name it: numbered from 1.
fn seat_number(w: Words, seat: Seat) -> String {
    w.m("seat-fallback")
        .n("seat", u32::from(seat.0) + 1)
        .to_string()
}

/// What the decoder found wrong with a payload.
fn payload(w: Words, problem: &PayloadError) -> String {
    match problem {
        PayloadError::NotAnEvent {
            kind: Some(kind), ..
        } => w
            .m("verify-detail-payload-unknown-type")
            .s("kind", kind.as_str())
            .to_string(),
        PayloadError::NotAnEvent { kind: None, .. } => w.t("verify-detail-payload-not-an-event"),
        PayloadError::NotCanonical => w.t("verify-detail-payload-not-canonical"),
    }
}

/// What is wrong with an opening.
fn opening(w: Words, problem: &OpeningProblem) -> String {
    let (id, kind, round, seat) = match problem {
        OpeningProblem::NotCommitted { kind, round, seat } => {
            ("verify-detail-opening-not-committed", kind, round, seat)
        }
        OpeningProblem::DoesNotOpen { kind, round, seat } => {
            ("verify-detail-opening-does-not-open", kind, round, seat)
        }
    };
    w.m(id)
        .s("value", *kind)
        .n("round", *round)
        .s("player", seat_number(w, *seat))
        .to_string()
}

/// What is wrong with a logged signature (follows "command_signed").
fn signature(w: Words, error: &LoggedSignatureError) -> String {
    match error {
        LoggedSignatureError::OutOfSequence { seat, n, expected } => w
            .m("verify-detail-signature-out-of-sequence")
            .n("n", *n)
            .n("expected", *expected)
            .s("player", seat_number(w, *seat))
            .to_string(),
        LoggedSignatureError::NoKey { seat } => w
            .m("verify-detail-signature-no-key")
            .s("player", seat_number(w, *seat))
            .to_string(),
        LoggedSignatureError::NotByKey { seat } => w
            .m("verify-detail-signature-not-by-key")
            .s("player", seat_number(w, *seat))
            .to_string(),
    }
}

/// What the rules' replay found; events are named by their seq (index + 1).
fn replay(w: Words, problem: &ReplayProblem) -> String {
    let at = |id: &'static str, at: usize, kind: &str| {
        w.m(id).n("seq", at + 1).s("kind", kind.to_owned())
    };
    match problem {
        ReplayProblem::MarkerWithoutStep { at: i, kind } => {
            at("verify-replay-marker-without-step", *i, kind).to_string()
        }
        ReplayProblem::DoesNotFollow { at: i, kind } => {
            at("verify-replay-does-not-follow", *i, kind).to_string()
        }
        ReplayProblem::NotTheNamedStep {
            at: i,
            kind,
            problem,
        } => at("verify-replay-not-the-named-step", *i, kind)
            .s("problem", replay(w, problem))
            .to_string(),
        ReplayProblem::BadSignature { at: i, error } => {
            at("verify-replay-bad-signature", *i, "command_signed")
                .s("detail", signature(w, error))
                .to_string()
        }
        ReplayProblem::NotCanonical { at: i, command } => {
            at("verify-replay-not-canonical", *i, "command_signed")
                .s("command", command.as_str())
                .to_string()
        }
        ReplayProblem::NotSigned { at: i, kind, seat } => at("verify-replay-not-signed", *i, kind)
            .s("player", seat_number(w, *seat))
            .to_string(),
        ReplayProblem::NoDeadlineNamed { at: i, kind, seat } => {
            at("verify-replay-no-deadline", *i, kind)
                .s("player", seat_number(w, *seat))
                .to_string()
        }
        ReplayProblem::CannotBeginStep { at: i, kind, over } => at(
            if *over {
                "verify-replay-cannot-begin-over"
            } else {
                "verify-replay-cannot-begin"
            },
            *i,
            kind,
        )
        .to_string(),
        ReplayProblem::Refused {
            at: i,
            kind,
            violation,
        } => at("verify-replay-refused", *i, kind)
            .s(
                "rule",
                durbar_templates::catalogue::maharaja::violation::violation(
                    w,
                    violation,
                    &Table::default(),
                ),
            )
            .to_string(),
        ReplayProblem::ProducesNothing { at: i, kind } => {
            at("verify-replay-produces-nothing", *i, kind).to_string()
        }
        ReplayProblem::LogEnds { last, at: i, kind } => at("verify-replay-log-ends", *i, kind)
            .n("last", last + 1)
            .to_string(),
        ReplayProblem::OtherEvent {
            at: i,
            kind,
            expected,
        } => at("verify-replay-other-event", *i, kind)
            .s("expected", expected.as_str())
            .to_string(),
    }
}

impl std::fmt::Display for Failure {
    /// The English sentence, seats numbered (the CLI's and the log's words).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.sentence(Words::default(), &[]))
    }
}

#[cfg(test)]
mod tests;
