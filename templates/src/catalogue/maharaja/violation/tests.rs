//! Every Maharaja refusal in every language: a sample of each rule code, put into words with the
//! players' names and the board, without a raw id or a Fluent brace.

use durbar_domain::maharaja::{
    Action, Board, Character, CityId, Gold, PlaceId, RuleViolation, Seat, Slot,
};

use super::{violation, Table};
use crate::catalogue::{Lang, Words};

/// One value of every variant, in the order of [`RuleViolation::CODES`] (a variant added
/// without a sample here fails [`every_code_has_a_sample`]).
pub(crate) fn samples(board: &Board) -> Vec<RuleViolation> {
    use RuleViolation as V;
    let city = board.cities()[2].id;
    let village = board.villages()[3];
    let at = PlaceId::from(village);
    let to = PlaceId::from(board.villages()[4]);
    let seat = Seat(1);
    vec![
        V::GameAlreadyCreated,
        V::GameNotCreated,
        V::PlayerCount { count: 7 },
        V::EmptyPlayerName,
        V::VariantNotAvailable {
            variant: "Expanded III".into(),
        },
        V::HomeCitiesNeedExpanded,
        V::GameAlreadyStarted,
        V::UnknownPlayer { player: 9 },
        V::ContributionAlreadyAdded { player: 1 },
        V::SeedDoesNotMatchCommitment,
        V::GovernorsNotAPermutation,
        V::UnknownSeat { seat: Seat(1) },
        V::NotChoosingCharacters,
        V::NotYourTurnToChoose { next: seat },
        V::CharacterNotInBank {
            character: Character::Merchant,
        },
        V::CharacterNotInGame {
            character: Character::Yogi,
        },
        V::ChoiceIsAuctioned,
        V::NoAuction,
        V::NotAuctioning,
        V::AuctionIsSealed,
        V::AuctionIsOpen,
        V::WaitingForAuctionWinner { seat },
        V::NotYourTurnToBid { next: seat },
        V::NotABidder,
        V::BidTooLow {
            amount: Gold(3),
            current: Gold(4),
        },
        V::BidExceedsGold {
            amount: Gold(9),
            have: Gold(5),
        },
        V::OpenerMustBid,
        V::BidsAllIn,
        V::BidAlreadySet { seat },
        V::BidsNotAllIn,
        V::NoSuchBid { seat },
        V::BidRevealDoesNotMatchCommitment { seat },
        V::NotPlacingHouses,
        V::NotYourTurnToPlace { next: seat },
        V::InitialHouseNotInVillage {
            at: PlaceId::from(city),
        },
        V::VillageFull {
            village,
            capacity: 2,
        },
        V::NotSettingDiscs,
        V::DiscAlreadySet { seat },
        V::NotThisSeatsReveal { seat },
        V::RevealDoesNotMatchCommitment { seat },
        V::NotYourTurn,
        V::SeatNotActive { seat },
        V::WaitingForReplacement { seat },
        V::NoCharacterToReplace,
        V::SlotShowsOtherAction {
            slot: Slot::A,
            shown: Action::Gold,
            wanted: "an action that builds a house",
        },
        V::DiscForfeited,
        V::ActionAlreadyDone { slot: Slot::B },
        V::NoActionTokens,
        V::NoTokenToUse,
        V::TokenAlreadyUsed,
        V::TokenCannotBeCharacter,
        V::NoTokenInUse,
        V::NotEnoughGold {
            needed: Gold(5),
            have: Gold(2),
        },
        V::SupplyEmpty,
        V::QuarryEmpty,
        V::ArchitectNotInCity { city },
        V::ArchitectNotInCityForMove { city },
        V::NotAHouseSite {
            at: PlaceId::new("start"),
        },
        V::UnknownPlace {
            id: PlaceId::new("atlantis"),
        },
        V::UnknownCity {
            city: CityId::new("atlantis"),
        },
        V::SecondHouseMustBeInCity,
        V::NoPalaceLeft,
        V::CentralSiteTaken { city },
        V::OuterSitesFull { city },
        V::NoHouseThere { at },
        V::MoveToSamePlace,
        V::GovernorAtBottom { city },
        V::AlreadyHoldCharacter {
            character: Character::Sadhu,
        },
        V::NotExpandedTwo,
        V::BankEmpty,
        V::BankNotEmpty,
        V::DoNotHoldCharacter {
            character: Character::Builder,
        },
        V::CannotLureFromYourself,
        V::LureNeedsFewerCharacters {
            target: seat,
            yours: 2,
            theirs: 2,
        },
        V::WaitingForGift { seat },
        V::NoGiftToGive,
        V::NotTheBuilder,
        V::BuilderAlreadyUsed,
        V::EmptyPath,
        V::NotAdjacent { from: at, to },
        V::VillageWithoutHouses { village },
        V::TripMustEndInCity { at },
        V::AlreadyThere { city },
        V::NoRoute { city },
        V::CannotPayTolls {
            tolls: Gold(4),
            have: Gold(1),
        },
        V::GameOver,
        V::MoveNotSigned,
        V::BadSignature { n: 12 },
        V::KeyAlreadyRegistered,
        V::DiscSealedInBrowser,
        V::NotSealedInBrowser,
        V::OpeningIsThePlayers { seat },
        V::BidSealedInBrowser,
        V::BidNotToOpen { seat },
    ]
}

fn classic() -> Board {
    Board::shipped("classic").expect("the classic board")
}

fn names() -> Vec<String> {
    vec!["Anna".to_owned(), "Bára".to_owned(), "Cyril".to_owned()]
}

#[test]
fn every_code_has_a_sample() {
    let codes: Vec<&str> = samples(&classic())
        .iter()
        .map(RuleViolation::code)
        .collect();
    assert_eq!(codes, RuleViolation::CODES);
}

#[test]
fn every_refusal_is_a_sentence_in_every_language() {
    let board = classic();
    let names = names();
    let table = Table {
        names: &names,
        seats: &[0, 1, 2],
        board: Some(&board),
    };
    let city_ids: Vec<String> = board.cities().iter().map(|c| c.id.to_string()).collect();
    for lang in Lang::ALL {
        let w = Words::new(lang);
        for v in samples(&board) {
            let text = violation(w, &v, &table);
            let code = v.code();
            assert!(text.len() > 10, "{lang} {code}: {text:?}");
            assert!(!text.contains(['{', '}', '$']), "{lang} {code}: {text:?}");
            let fallback = w.m("seat-fallback").n("seat", 2).to_string();
            assert!(!text.contains(&fallback), "{lang} {code}: {text:?}");
            for id in &city_ids {
                let raw = text.split(|c: char| !c.is_alphanumeric()).any(|w| w == id);
                assert!(!raw, "{lang} {code}: raw id {id} in {text:?}");
            }
            if lang != Lang::En {
                assert_ne!(text, v.to_string(), "{lang} {code} is translated");
            }
        }
    }
}

#[test]
fn seats_places_and_characters_are_named() {
    let board = classic();
    let names = names();
    let table = Table {
        names: &names,
        seats: &[0, 1, 2],
        board: Some(&board),
    };
    let city = &board.cities()[2];
    let cs = Words::new(Lang::Cs);
    let next = RuleViolation::NotYourTurnToChoose { next: Seat(1) };
    assert!(violation(cs, &next, &table).contains("Bára"));
    let taken = RuleViolation::CentralSiteTaken { city: city.id };
    assert!(violation(cs, &taken, &table).contains(&city.name));
    let held = RuleViolation::CharacterNotInBank {
        character: Character::Merchant,
    };
    assert!(violation(cs, &held, &table).contains("Kupec"));
    // Without names (an API refusal), a seat is numbered in the reader's language.
    let bare = violation(cs, &next, &Table::default());
    assert!(bare.contains("místo 2"), "{bare}");
    // The seat is the one who acts, never what the character picks ("… wybiera miejsce 2").
    let pl = Words::new(Lang::Pl);
    assert_eq!(
        violation(pl, &next, &Table::default()),
        "Postać wybiera teraz inny gracz: miejsce 2."
    );
    assert_eq!(
        violation(cs, &next, &Table::default()),
        "Osobnost si teď vybírá jiný hráč: místo 2."
    );
    assert_eq!(
        violation(Words::new(Lang::Sk), &next, &Table::default()),
        "Osobnosť si teraz vyberá iný hráč: miesto 2."
    );
}

#[test]
fn gold_is_counted_in_czech_and_polish_plural_forms() {
    let short = |have: u32| RuleViolation::NotEnoughGold {
        needed: Gold(have),
        have: Gold(have),
    };
    let cases: [(Lang, [&str; 5]); 3] = [
        (
            Lang::Cs,
            [
                "0 zlaťáků",
                "1 zlaťák",
                "2 zlaťáky",
                "5 zlaťáků",
                "22 zlaťáků",
            ],
        ),
        (
            Lang::Pl,
            [
                "0 sztuk złota",
                "1 sztukę złota",
                "2 sztuki złota",
                "5 sztuk złota",
                "22 sztuki złota",
            ],
        ),
        (
            Lang::En,
            ["0 gold", "1 gold", "2 gold", "5 gold", "22 gold"],
        ),
    ];
    for (lang, expected) in cases {
        for (n, text) in [0, 1, 2, 5, 22].into_iter().zip(expected) {
            let sentence = violation(Words::new(lang), &short(n), &Table::default());
            assert!(
                sentence.contains(text),
                "{lang} for {n}: {sentence:?} lacks {text:?}"
            );
        }
    }
}
