//! Our own rule decisions (docs/rules-decisions.md) not covered elsewhere.

use crate::common;

use common::*;
use durbar_domain::maharaja::{
    Action, Character, Event, Gold, Means, PlayerCommand, RuleViolation, Seat, Slot,
};

const GG: [Action; 2] = [Action::Gold, Action::Gold];

#[test]
fn r7_the_builders_free_house_follows_the_site_rules_and_is_not_part_of_two_houses() {
    let mut t = Table::round_one(&[Character::Builder, Character::MasterCraftsman])
        .discs(&[[Action::TwoHouses, Action::Gold], GG]);
    given(t.events.clone())
        .when_player(0, PlayerCommand::BuilderBuildHouse { at: place("agra") })
        .then_violation(RuleViolation::ArchitectNotInCity { city: city("agra") });
    given(t.events.clone())
        .when_player(0, PlayerCommand::BuilderBuildHouse { at: place("v1") })
        .then_violation(RuleViolation::VillageFull {
            village: village("v1"),
            capacity: 1,
        });
    t.play(
        0,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("v13"),
        },
    );
    t.play(0, PlayerCommand::Travel { to: city("agra") });
    t.play(0, PlayerCommand::BuilderBuildHouse { at: place("agra") });
    // The free house in a city does not count as Two houses' city house.
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("v14"),
            },
        )
        .then_violation(RuleViolation::SecondHouseMustBeInCity);
}

#[test]
fn r9_a_house_may_leave_a_city_where_the_architect_is_not() {
    let mut t = Table::round_one(&[Character::GreatMogul, Character::Merchant])
        .fact(Event::HouseBuilt {
            seat: Seat(0),
            by: Means::Builder,
            at: place("jaipur"),
            cost: Gold(0),
        })
        .discs(&[[Action::MoveHouse, Action::Gold], GG]);
    let events = t.play(
        0,
        PlayerCommand::MoveHouse {
            slot: Slot::A,
            from: place("jaipur"),
            to: place("v13"),
        },
    );
    assert_eq!(events.len(), 1);
}

#[test]
fn r10_an_explicit_path_may_come_back_to_the_city_it_left() {
    let mut t = Table::round_one(&[Character::GreatMogul, Character::Merchant]).discs(&[GG, GG]);
    t.play(0, PlayerCommand::Travel { to: city("agra") });
    let path = ["v1", "start", "v1", "agra"].map(place).to_vec();
    let (events, _) = given(t.events)
        .when_player(0, PlayerCommand::TravelPath { path })
        .then_ok();
    assert!(matches!(&events[0], Event::ArchitectTraveled { tolls, .. } if tolls.is_empty()));
}

#[test]
fn r14_a_turn_cannot_end_while_a_replacement_is_pending() {
    let mut t = Table::round_one(&[Character::GreatMogul, Character::Merchant])
        .discs(&[[Action::Character, Action::Gold], GG]);
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::A,
            character: Character::Merchant,
        },
    );
    given(t.events)
        .when_player(0, PlayerCommand::EndTurn)
        .then_violation(RuleViolation::WaitingForReplacement { seat: Seat(1) });
}
