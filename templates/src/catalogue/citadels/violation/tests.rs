//! Every Citadels refusal in every language: a sample of each rule code (and of each kind of
//! wrong options), put into words without an id or a Fluent brace.

use durbar_domain::citadels::{Character, District, OptionsError, RuleViolation};
use durbar_domain::Seat;

use super::violation;
use crate::catalogue::{Lang, Words};

/// One value of every variant, in the order of [`RuleViolation::CODES`] (a variant added
/// without a sample here fails [`every_code_has_a_sample`]).
pub(crate) fn samples() -> Vec<RuleViolation> {
    use RuleViolation as V;
    vec![
        V::NotStarted,
        V::AlreadyStarted,
        V::GameOver,
        V::Options(OptionsError::PlayerCount(9)),
        V::BadDeck,
        V::BadDraft(3),
        V::NotReferee,
        V::CannotBuild(District::SecretVault),
        V::MonumentTooLate,
        V::NotYourMove(Seat(1)),
        V::NoSuchSeat(Seat(1)),
        V::NotDrafting,
        V::NotOffered(Character::King),
        V::DiscardRequired,
        V::DiscardNotAllowed,
        V::NotInTurn,
        V::AlreadyGathered,
        V::GatherFirst,
        V::KeepFirst,
        V::GiveBackFirst,
        V::NothingToGiveBack,
        V::GiveBackCount { owed: 2 },
        V::CrownFirst,
        V::BadCrownGift,
        V::NothingToTake,
        V::NothingToKeep,
        V::KeepCount(1),
        V::NotDrawn(District::Castle),
        V::NotInHand(District::HauntedQuarter),
        V::AlreadyInCity(District::Tavern),
        V::NotEnoughGold { needed: 5, have: 2 },
        V::BuildingLimit,
        V::AbilityUsed,
        V::NoSuchAbility(Character::King),
        V::BadTarget {
            ability: Character::Assassin,
            target: Character::Assassin,
        },
        V::SelfTarget,
        V::NotInCity(District::Temple),
        V::CompletedCity,
        V::BishopProtected,
        V::KeepProtected,
        V::TooDear(District::Castle),
        V::NotRichest(Seat(1)),
        V::AlreadyCollected,
        V::NeedDistrict(District::Laboratory),
        V::BadPayment(District::Necropolis),
        V::WitchOnlyGathers,
        V::Bewitched,
        V::TokenCount(2),
        V::NothingToDecide,
        V::NotSigned(Character::Merchant),
        V::NotYours(Character::Architect),
        V::GiveWhich,
        V::LookFirst,
        V::LookedElsewhere(Seat(1)),
        V::ThreatFirst,
        V::MoveNotSigned,
        V::BadSignature { n: 12 },
        V::KeyAlreadyRegistered,
    ]
}

/// One value of every kind of wrong options.
fn wrong_options() -> Vec<OptionsError> {
    use OptionsError as E;
    vec![
        E::PlayerCount(9),
        E::CharacterRanks,
        E::CharacterCount {
            players: 3,
            needed: "9",
        },
        E::CharacterNotForPlayerCount {
            character: Character::Queen,
            players: 4,
        },
        E::UniqueDistrictCount,
        E::NotUnique(District::Castle),
        E::DistrictNeedsCharacter {
            district: District::Hospital,
            needs: Character::Assassin,
        },
        E::NotYetPlayable("witch"),
        E::UnknownPreset("Nonsense".into()),
    ]
}

#[test]
fn every_code_has_a_sample() {
    let codes: Vec<&str> = samples().iter().map(RuleViolation::code).collect();
    assert_eq!(codes, RuleViolation::CODES);
}

#[test]
fn every_refusal_is_a_sentence_in_every_language() {
    let names = vec!["Anna".to_owned(), "Bára".to_owned()];
    let all = samples()
        .into_iter()
        .chain(wrong_options().into_iter().map(RuleViolation::Options));
    let all: Vec<RuleViolation> = all.collect();
    for lang in Lang::ALL {
        let w = Words::new(lang);
        let fallback = w.m("seat-fallback").n("seat", 2).to_string();
        for v in &all {
            let text = violation(w, v, &names);
            assert!(text.len() > 10, "{lang} {v:?}: {text:?}");
            assert!(
                !text.contains(['{', '}', '$', '_']),
                "{lang} {v:?}: {text:?}"
            );
            assert!(!text.contains(&fallback), "{lang} {v:?}: {text:?}");
            for id in Character::ALL.map(Character::id) {
                let raw = text.split(|c: char| !c.is_alphanumeric()).any(|w| w == id);
                assert!(!raw, "{lang} {v:?}: raw id {id} in {text:?}");
            }
            if lang != Lang::En {
                assert_ne!(text, v.to_string(), "{lang} {v:?} is translated");
            }
        }
    }
}

#[test]
fn names_come_from_the_rulebooks() {
    let cs = Words::new(Lang::Cs);
    let names = vec!["Anna".to_owned(), "Bára".to_owned()];
    let text = violation(cs, &RuleViolation::NotOffered(Character::King), &names);
    assert!(text.contains("Král"), "{text}");
    let text = violation(cs, &RuleViolation::NotRichest(Seat(1)), &names);
    assert!(text.contains("Bára"), "{text}");
    let pl = Words::new(Lang::Pl);
    let text = violation(pl, &RuleViolation::NotInHand(District::Castle), &names);
    assert!(text.contains("Zamek"), "{text}");
}

#[test]
fn cards_to_give_back_are_counted_in_czech_and_polish_plural_forms() {
    let cases: [(Lang, [&str; 5]); 2] = [
        (
            Lang::Cs,
            ["0 karet", "1 kartu", "2 karty", "5 karet", "22 karet"],
        ),
        (
            Lang::Pl,
            ["0 kart", "1 kartę", "2 karty", "5 kart", "22 karty"],
        ),
    ];
    for (lang, expected) in cases {
        for (owed, text) in [0, 1, 2, 5, 22].into_iter().zip(expected) {
            let v = RuleViolation::GiveBackCount { owed };
            let sentence = violation(Words::new(lang), &v, &[]);
            assert!(
                sentence.contains(text),
                "{lang} {owed}: {sentence:?} lacks {text:?}"
            );
        }
    }
}
