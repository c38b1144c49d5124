//! Every rule violation reads as one plain English sentence.

use crate::common;

use common::{city, place, village};
use durbar_domain::maharaja::{Action, Character, Gold, RuleViolation as V, Seat, Slot};

fn every_violation() -> Vec<V> {
    let (s, c, ch) = (Seat(1), city("agra"), Character::Merchant);
    vec![
        V::GameAlreadyCreated,
        V::GameNotCreated,
        V::PlayerCount { count: 6 },
        V::EmptyPlayerName,
        V::VariantNotAvailable {
            variant: "Expanded I".into(),
        },
        V::GameAlreadyStarted,
        V::UnknownPlayer { player: 7 },
        V::ContributionAlreadyAdded { player: 1 },
        V::SeedDoesNotMatchCommitment,
        V::GovernorsNotAPermutation,
        V::UnknownSeat { seat: s },
        V::NotChoosingCharacters,
        V::NotYourTurnToChoose { next: s },
        V::CharacterNotInBank { character: ch },
        V::CharacterNotInGame {
            character: Character::Yogi,
        },
        V::NotPlacingHouses,
        V::NotYourTurnToPlace { next: s },
        V::InitialHouseNotInVillage { at: place("agra") },
        V::VillageFull {
            village: village("v1"),
            capacity: 2,
        },
        V::NotSettingDiscs,
        V::DiscAlreadySet { seat: s },
        V::NotThisSeatsReveal { seat: s },
        V::RevealDoesNotMatchCommitment { seat: s },
        V::NotYourTurn,
        V::SeatNotActive { seat: s },
        V::WaitingForReplacement { seat: s },
        V::NoCharacterToReplace,
        V::SlotShowsOtherAction {
            slot: Slot::A,
            shown: Action::Quarry,
            wanted: "Gold",
        },
        V::DiscForfeited,
        V::ActionAlreadyDone { slot: Slot::B },
        V::NoActionTokens,
        V::NotEnoughGold {
            needed: Gold(12),
            have: Gold(3),
        },
        V::SupplyEmpty,
        V::QuarryEmpty,
        V::ArchitectNotInCity { city: c },
        V::ArchitectNotInCityForMove { city: c },
        V::NotAHouseSite { at: place("start") },
        V::UnknownPlace { id: place("x") },
        V::UnknownCity { city: c },
        V::SecondHouseMustBeInCity,
        V::NoPalaceLeft,
        V::CentralSiteTaken { city: c },
        V::OuterSitesFull { city: c },
        V::NoHouseThere { at: place("v1") },
        V::MoveToSamePlace,
        V::GovernorAtBottom { city: c },
        V::AlreadyHoldCharacter { character: ch },
        V::NotTheBuilder,
        V::BuilderAlreadyUsed,
        V::EmptyPath,
        V::NotAdjacent {
            from: place("start"),
            to: place("agra"),
        },
        V::VillageWithoutHouses {
            village: village("v1"),
        },
        V::TripMustEndInCity { at: place("v1") },
        V::AlreadyThere { city: c },
        V::NoRoute { city: c },
        V::CannotPayTolls {
            tolls: Gold(2),
            have: Gold(1),
        },
        V::GameOver,
    ]
}

#[test]
fn every_violation_is_a_proper_sentence() {
    for v in every_violation() {
        let text = v.to_string();
        let first = text.chars().next().unwrap();
        assert!(first.is_uppercase(), "starts with a capital: {text}");
        assert!(text.ends_with('.'), "ends with a full stop: {text}");
        assert!(
            !text.contains('{') && !text.contains("Some(") && !text.contains("Seat("),
            "no debug text: {text}"
        );
        assert!(!text.contains(".."), "one full stop: {text}");
    }
}

#[test]
fn the_architect_rule_reads_as_the_house_style_example() {
    assert_eq!(
        V::ArchitectNotInCity { city: city("agra") }.to_string(),
        "You can build in agra only while your architect stands there."
    );
    assert_eq!(
        V::NotEnoughGold {
            needed: Gold(12),
            have: Gold(1)
        }
        .to_string(),
        "That costs 12 gold, but you have only 1 gold."
    );
}
