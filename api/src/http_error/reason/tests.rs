//! Every reason has its code and a sentence in every language.

use std::collections::BTreeSet;

use durbar_templates::{Lang, Words};

use super::*;

/// One value of every reason (a new variant without a sample fails the code test).
fn samples() -> Vec<Reason> {
    vec![
        Reason::NoSuchGame,
        Reason::NoSuchGameAddress,
        Reason::NoSuchPage,
        Reason::NoSuchEndpoint,
        Reason::NoSuchPlayer,
        Reason::UnknownUnsubscribeLink,
        Reason::Link(LinkRefused::Unknown),
        Reason::Link(LinkRefused::Expired),
        Reason::Link(LinkRefused::Revoked),
        Reason::NotSignedIn,
        Reason::NoBearerToken,
        Reason::TokenOfAnotherGame,
        Reason::OnlyHost,
        Reason::ExportWhileRunning,
        Reason::OnlyOwnMoves,
        Reason::CrossSite,
        Reason::FormExpired,
        Reason::NoFormKey,
        Reason::BadIdempotencyHeader,
        Reason::NoField {
            name: "seat".into(),
        },
        Reason::FormUnreadable {
            detail: "Content type error".into(),
        },
        Reason::NotJson,
        Reason::Unreadable {
            what: Unreadable::Body,
            why: Shape::NeitherNumberNorName,
        },
        Reason::Unreadable {
            what: Unreadable::Command,
            why: Shape::WrongType,
        },
        Reason::Unreadable {
            what: Unreadable::Command,
            why: Shape::Named("missing field `type`".into()),
        },
        Reason::Unreadable {
            what: Unreadable::Body,
            why: Shape::Other,
        },
        Reason::QueryNotUnderstood,
        Reason::NotWholeNumber {
            what: Counted::Page,
            text: "x".into(),
        },
        Reason::NotWholeNumber {
            what: Counted::Step,
            text: "x".into(),
        },
        Reason::NotStarted,
        Reason::BadSignature,
        Reason::BadKey,
        Reason::BadNonce,
        Reason::BadContribution,
        Reason::BadCommitment,
        Reason::SignedNeedsScript,
        Reason::DiscsViaDiscForm,
        Reason::NotCarryCode,
        Reason::CarryCodeOfAnotherRound { of: 2, round: 3 },
        Reason::NotBidCarryCode,
        Reason::CarryCodeOfAnotherAuction { of: 1, auction: 2 },
        Reason::NotAStep,
        Reason::ChangedInAnotherTab { steps: 2 },
        Reason::StaleSigningScript,
        Reason::ChooseEveryArrow,
        Reason::NoSuchFormToSign,
        Reason::FormSaysNothing,
        Reason::StepUnreadable {
            detail: "unknown variant `x`".into(),
        },
        Reason::NotAnAction {
            name: "dance".into(),
        },
        Reason::MoveUnreadable,
        Reason::SignaturesHeaderEmpty {
            header: "Durbar-Signatures".into(),
        },
        Reason::TooManyRequests,
        Reason::TooManyMoves,
        Reason::AlreadyHandled,
        Reason::UnknownTimeZone {
            zone: "Mars/Olympus".into(),
        },
        Reason::UnknownMailSetting {
            value: "weekly".into(),
        },
        Reason::ForfeitUnconfirmed {
            slots: "first arrow (Gold)".into(),
        },
    ]
}

#[test]
fn every_reason_has_one_listed_code_and_every_code_a_sample() {
    let listed: BTreeSet<&str> = Reason::CODES.iter().copied().collect();
    assert_eq!(listed.len(), Reason::CODES.len(), "no code is listed twice");
    let sampled: BTreeSet<&str> = samples().iter().map(Reason::code).collect();
    assert_eq!(sampled, listed);
}

#[test]
fn every_reason_is_said_in_every_language() {
    for reason in samples() {
        let english = reason.sentence(Words::new(Lang::En));
        for lang in Lang::ALL {
            let sentence = reason.sentence(Words::new(lang));
            assert!(
                !sentence.is_empty()
                    && !sentence.contains("refused-")
                    && !sentence.contains('$')
                    && !sentence.contains('{'),
                "{lang}: {reason:?} reads {sentence:?}"
            );
            if lang != Lang::En {
                assert_ne!(sentence, english, "{lang}: {reason:?} is not translated");
            }
        }
    }
}

#[test]
fn czech_polish_and_slovak_count_steps_in_their_forms() {
    let said =
        |lang: Lang, steps: usize| Reason::ChangedInAnotherTab { steps }.sentence(Words::new(lang));
    let cases: [(Lang, [&str; 5]); 3] = [
        (
            Lang::Cs,
            [
                "0 nedokončených kroků",
                "1 nedokončený krok",
                "2 nedokončené kroky",
                "5 nedokončených kroků",
                "22 nedokončených kroků",
            ],
        ),
        (
            Lang::Pl,
            [
                "0 niedokończonych kroków",
                "1 niedokończony krok",
                "2 niedokończone kroki",
                "5 niedokończonych kroków",
                "22 niedokończone kroki",
            ],
        ),
        (
            Lang::Sk,
            [
                "0 nedokončených krokov",
                "1 nedokončený krok",
                "2 nedokončené kroky",
                "5 nedokončených krokov",
                "22 nedokončených krokov",
            ],
        ),
    ];
    for (lang, expected) in cases {
        for (n, text) in [0, 1, 2, 5, 22].into_iter().zip(expected) {
            let sentence = said(lang, n);
            assert!(sentence.contains(text), "{lang} {n}: {sentence:?}");
        }
    }
}
