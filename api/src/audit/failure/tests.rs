use durbar_domain::citadels::RuleViolation;
use durbar_domain::{GameKind, Seat};
use durbar_templates::{Lang, Words};

use super::{Cards, Failure};

/// One failure of every kind.
fn samples() -> Vec<Failure> {
    let detail = || "the disc of seat 1 does not open its commitment".to_owned();
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
        Failure::UnknownKind { detail: detail() },
        Failure::KindDiffers {
            header: GameKind::Maharaja,
            first: GameKind::Citadels,
        },
        Failure::Payload { detail: detail() },
        Failure::Opening { detail: detail() },
        Failure::Replay { detail: detail() },
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
        Failure::BadSignature { detail: detail() },
        Failure::PickSignedAsCharacter,
        Failure::NotTheSignedPick {
            seat: Seat(1),
            commitment: "ab12".to_owned(),
        },
        Failure::NotTheSignedDiscard { seat: Seat(1) },
        Failure::DiscardNeverRevealed { seat: Seat(1) },
        Failure::PickNotSigned { seat: Seat(1) },
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
                    && !sentence.contains('{'),
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
