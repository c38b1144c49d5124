use durbar_domain::citadels::RuleViolation;
use durbar_domain::maharaja::ReplayProblem;
use durbar_domain::{GameKind, LoggedSignatureError, OpeningProblem, Seat, UnknownGameKind};
use durbar_templates::{Lang, Words};

use super::{Cards, Failure};
use crate::store::PayloadError;

/// Every problem the Maharaja replay reports, each naming the event at index 4.
fn replay_problems() -> Vec<ReplayProblem> {
    let kind = || "gold_taken".to_owned();
    let signature = LoggedSignatureError::NotByKey { seat: Seat(1) };
    vec![
        ReplayProblem::MarkerWithoutStep {
            at: 4,
            kind: kind(),
        },
        ReplayProblem::DoesNotFollow {
            at: 4,
            kind: kind(),
        },
        ReplayProblem::NotTheNamedStep {
            at: 4,
            kind: "deadline_passed".to_owned(),
            problem: Box::new(ReplayProblem::DoesNotFollow {
                at: 5,
                kind: kind(),
            }),
        },
        ReplayProblem::BadSignature {
            at: 4,
            error: signature,
        },
        ReplayProblem::NotCanonical {
            at: 4,
            command: "gold".to_owned(),
        },
        ReplayProblem::NotSigned {
            at: 4,
            kind: kind(),
            seat: Seat(1),
        },
        ReplayProblem::NoDeadlineNamed {
            at: 4,
            kind: kind(),
            seat: Seat(1),
        },
        ReplayProblem::CannotBeginStep {
            at: 4,
            kind: kind(),
            over: false,
        },
        ReplayProblem::CannotBeginStep {
            at: 4,
            kind: kind(),
            over: true,
        },
        ReplayProblem::Refused {
            at: 4,
            kind: kind(),
            violation: durbar_domain::maharaja::RuleViolation::GameAlreadyStarted,
        },
        ReplayProblem::ProducesNothing {
            at: 4,
            kind: kind(),
        },
        ReplayProblem::LogEnds {
            last: 4,
            at: 5,
            kind: kind(),
        },
        ReplayProblem::OtherEvent {
            at: 4,
            kind: kind(),
            expected: r#"{"type":"gold_taken","amount":3}"#.to_owned(),
        },
    ]
}

/// The failures that carry what a domain check or the decoder found.
fn found_by_the_domain() -> Vec<Failure> {
    let mut all = vec![
        Failure::UnknownKind(UnknownGameKind("chess".to_owned())),
        Failure::Payload(PayloadError::NotAnEvent {
            kind: Some("gold_found".to_owned()),
            detail: "unknown variant `gold_found`".to_owned(),
        }),
        Failure::Payload(PayloadError::NotAnEvent {
            kind: None,
            detail: "missing field `type`".to_owned(),
        }),
        Failure::Payload(PayloadError::NotCanonical),
        Failure::Opening(OpeningProblem::NotCommitted {
            kind: "disc",
            round: 3,
            seat: Seat(1),
        }),
        Failure::Opening(OpeningProblem::DoesNotOpen {
            kind: "pick",
            round: 3,
            seat: Seat(1),
        }),
        Failure::Opening(OpeningProblem::DoesNotOpen {
            kind: "bid",
            round: 2,
            seat: Seat(1),
        }),
        Failure::BadSignature(LoggedSignatureError::OutOfSequence {
            seat: Seat(1),
            n: 6,
            expected: 7,
        }),
        Failure::BadSignature(LoggedSignatureError::NoKey { seat: Seat(1) }),
        Failure::BadSignature(LoggedSignatureError::NotByKey { seat: Seat(1) }),
    ];
    all.extend(replay_problems().into_iter().map(Failure::Replay));
    all
}

/// One failure of every kind.
fn samples() -> Vec<Failure> {
    let mut all = vec![
        Failure::WrongFormat {
            found: "durbar.export.v0".to_owned(),
            expected: "durbar.export.v1",
        },
        Failure::GameIdNotHex,
        Failure::PrevHashNotHex,
        Failure::HashNotHex,
        Failure::OutOfOrder { expected: 7 },
        Failure::BrokenLink,
        Failure::Altered,
        Failure::HeadNotLast,
        Failure::NotJson,
        Failure::KindDiffers {
            header: GameKind::Maharaja,
            first: GameKind::Citadels,
        },
        Failure::CitadelsExport,
        Failure::OtherGame,
        Failure::CommitmentDiffers,
        Failure::SeedMismatch,
        Failure::HeaderSeedDiffers,
        Failure::NotGameCreated,
        Failure::BoardDiffers,
        Failure::NotCitadelsStarted,
        Failure::SeedShownEarly,
        Failure::PickNeverRevealed { seat: Seat(1) },
        Failure::ScoresDiffer,
        Failure::CannotRederive {
            kind: "gold_gained".to_owned(),
        },
        Failure::SealsNoCards,
        Failure::TooManyTries { tries: 22 },
        Failure::PickSignedAsCharacter,
        Failure::NotTheSignedPick {
            seat: Seat(1),
            commitment: "ab12".to_owned(),
        },
        Failure::NotTheSignedDiscard { seat: Seat(1) },
        Failure::DiscardNeverRevealed { seat: Seat(1) },
        Failure::PickNotOffered { seat: Seat(1) },
        Failure::PickNotSigned { seat: Seat(1) },
        Failure::DeadlineNotNamed { seat: Seat(1) },
        Failure::DiscardNotCommitted { seat: Seat(1) },
        Failure::NotCanonical {
            command: "gold".to_owned(),
        },
        Failure::SignedForOther { seat: Seat(1) },
        Failure::SignedRefused {
            seat: Seat(1),
            violation: RuleViolation::NotYourMove(Seat(1)),
        },
        Failure::NotWhatSignedGives { seat: Seat(1) },
    ];
    all.extend(
        [
            Cards::Kept,
            Cards::Redrawn,
            Cards::Discarded,
            Cards::Paid,
            Cards::GivenForGold,
            Cards::Taken,
            Cards::GivenBack,
        ]
        .map(Failure::NotFromSeed),
    );
    all.extend(found_by_the_domain());
    all
}

#[test]
fn every_failure_is_said_in_every_language() {
    let names = ["Anna".to_owned(), "Bára".to_owned()];
    for failure in samples() {
        let english = failure.sentence(Words::new(Lang::En), &names);
        for lang in Lang::ALL {
            let sentence = failure.sentence(Words::new(lang), &names);
            assert!(
                !sentence.is_empty()
                    && !sentence.contains("verify-failure-")
                    && !sentence.contains('$')
                    && !sentence.contains("{ ")
                    && !sentence.contains("{$"),
                "{lang}: {failure:?} reads {sentence:?}"
            );
            if lang != Lang::En {
                assert_ne!(sentence, english, "{lang}: {failure:?} is not translated");
            }
        }
    }
}

#[test]
fn a_seat_is_named_by_its_player_where_the_names_are_known() {
    let names = ["Anna".to_owned(), "Bára".to_owned()];
    let failure = Failure::PickNotSigned { seat: Seat(1) };
    for lang in Lang::ALL {
        let w = Words::new(lang);
        let named = failure.sentence(w, &names);
        let seat = w.m("seat-fallback").n("seat", 2).to_string();
        assert!(
            named.contains("Bára") && !named.contains(&seat),
            "{lang}: {named}"
        );
        assert!(failure.sentence(w, &[]).contains(&seat), "{lang}");
    }
}

#[test]
fn the_english_words_are_the_verifiers_own() {
    assert_eq!(
        Failure::OutOfOrder { expected: 7 }.to_string(),
        "it stands where seq 7 should: events are missing or out of order"
    );
    assert_eq!(
        Failure::NotWhatSignedGives { seat: Seat(0) }.to_string(),
        "this is not what seat 1's signed move gives (the move was changed after it was signed)"
    );
}

#[test]
fn what_the_domain_found_is_said_in_the_reader_s_language_without_its_english_words() {
    for failure in found_by_the_domain() {
        let english = failure.sentence(Words::new(Lang::En), &[]);
        for lang in [Lang::Cs, Lang::Pl, Lang::Sk] {
            let sentence = failure.sentence(Words::new(lang), &[]);
            for english_word in [" the ", " not ", " event ", " seat ", " round ", " rules "] {
                assert!(
                    !sentence.contains(english_word),
                    "{lang}: {failure:?} reads {sentence:?}"
                );
            }
            assert_ne!(sentence, english, "{lang}: {failure:?}");
        }
    }
}

#[test]
fn the_domain_s_details_are_worded_by_the_catalogue_in_english_too() {
    let replayed = Failure::Replay(ReplayProblem::NotTheNamedStep {
        at: 4,
        kind: "command_signed".to_owned(),
        problem: Box::new(ReplayProblem::NotSigned {
            at: 5,
            kind: "gold_taken".to_owned(),
            seat: Seat(1),
        }),
    });
    assert_eq!(
        replayed.to_string(),
        "the step after event 5 (command_signed) is not the one it names: event 6 (gold_taken) \
         is a move of seat 2 that they did not sign: no command_signed event of theirs stands \
         before it"
    );
    let czech = replayed.sentence(Words::new(Lang::Cs), &[]);
    assert!(czech.contains("místo 2"), "{czech}");
    assert_eq!(
        Failure::Opening(OpeningProblem::DoesNotOpen {
            kind: "disc",
            round: 3,
            seat: Seat(0)
        })
        .to_string(),
        "the revealed disc does not open the commitment seat 1 made in round 3"
    );
}

#[test]
fn every_sealed_kind_of_every_game_is_named_not_called_a_sealed_value() {
    use durbar_domain::citadels::rules::{DISCARD, SECOND_DISCARD};
    use durbar_domain::citadels::Citadels;
    use durbar_domain::maharaja::Maharaja;
    use durbar_domain::Rules;
    let names = ["Anna".to_owned(), "Bára".to_owned()];
    let kinds: Vec<&'static str> = Maharaja::sealed_kinds()
        .iter()
        .chain(Citadels::sealed_kinds())
        .chain([&DISCARD, &SECOND_DISCARD])
        .map(|kind| kind.name)
        .collect();
    for lang in Lang::ALL {
        let said = |kind: &'static str| {
            Failure::Opening(OpeningProblem::DoesNotOpen {
                kind,
                round: 2,
                seat: Seat(1),
            })
            .sentence(Words::new(lang), &names)
        };
        let fallback = said("no such kind");
        for kind in &kinds {
            assert_ne!(said(kind), fallback, "{kind} in {lang:?}");
        }
    }
}
