//! The nine disc actions and their general conditions (§6.2, §7, D4).

use crate::common;

use common::*;
use durbar_domain::maharaja::{
    Action, Character, CityId, Event, Gold, Means, PlayerCommand, RuleViolation, Seat, Site, Slot,
};

const C3: [Character; 3] = [Character::GreatMogul, Character::Merchant, Character::Sadhu];

/// Round 1, 3 players; seat 0 (Great Mogul) plays `disc` first. Seat 0's houses: v1, v4, v7,
/// v10; seat 1: v2, v5, v8, v11; seat 2: v3, v6, v9, v12; v13 and v14 are empty.
fn turn_of_seat0(disc: [Action; 2]) -> Table {
    Table::round_one(&C3).discs(&[
        disc,
        [Action::Gold, Action::Gold],
        [Action::Gold, Action::Gold],
    ])
}

fn to_agra(t: &mut Table) {
    t.play(0, PlayerCommand::Travel { to: city("agra") });
}

#[test]
fn gold_takes_two_gold_from_the_bank_once() {
    let mut t = turn_of_seat0([Action::Gold, Action::Quarry]);
    given(t.events.clone())
        .when_player(0, PlayerCommand::TakeGold { slot: Slot::A })
        .then(vec![Event::GoldTaken {
            seat: Seat(0),
            slot: Slot::A,
            amount: Gold(2),
        }]);
    given(t.events.clone())
        .when_player(0, PlayerCommand::TakeGold { slot: Slot::B })
        .then_violation(RuleViolation::SlotShowsOtherAction {
            slot: Slot::B,
            shown: Action::Quarry,
            wanted: "Gold",
        });
    t.play(0, PlayerCommand::TakeGold { slot: Slot::A });
    given(t.events)
        .when_player(0, PlayerCommand::TakeGold { slot: Slot::A })
        .then_violation(RuleViolation::ActionAlreadyDone { slot: Slot::A });
}

#[test]
fn only_the_active_player_acts_and_tokens_are_not_in_the_base_game() {
    let t = turn_of_seat0([Action::Gold, Action::Quarry]);
    given(t.events.clone())
        .when_player(1, PlayerCommand::TakeGold { slot: Slot::A })
        .then_violation(RuleViolation::NotYourTurn);
    given(t.events)
        .when_player(0, PlayerCommand::TakeGold { slot: Slot::Token })
        .then_violation(RuleViolation::NoActionTokens);
}

#[test]
fn quarry_moves_two_houses_to_the_supply() {
    let t = turn_of_seat0([Action::Gold, Action::Quarry]);
    let game = given(t.events)
        .when_player(0, PlayerCommand::TakeFromQuarry { slot: Slot::B })
        .then(vec![Event::HousesQuarried {
            seat: Seat(0),
            slot: Slot::B,
            count: 2,
        }]);
    let p = game.player(Seat(0)).unwrap();
    assert_eq!((p.supply, p.quarry), (8, 8));
}

#[test]
fn d3_a_quarry_that_can_take_only_one_house_is_a_partial_forfeit() {
    let mut t = Table::round_one(&C3)
        .fact(Event::InitialSupplyTaken {
            seat: Seat(0),
            count: 9,
        })
        .discs(&[
            [Action::Gold, Action::Quarry],
            [Action::Gold, Action::Gold],
            [Action::Gold, Action::Gold],
        ]);
    t.play(0, PlayerCommand::TakeGold { slot: Slot::A });
    let events = t.play(0, PlayerCommand::TakeFromQuarry { slot: Slot::B });
    assert_eq!(
        events,
        vec![Event::HousesQuarried {
            seat: Seat(0),
            slot: Slot::B,
            count: 1
        }]
    );
    let (events, _) = given(t.events)
        .when_player(0, PlayerCommand::EndTurn)
        .then_ok();
    assert!(
        matches!(&events[0], Event::ForfeitCompensated { slots, .. } if slots == &vec![Slot::B])
    );
}

#[test]
fn quarry_with_an_empty_quarry_is_refused() {
    let t = Table::round_one(&C3)
        .fact(Event::InitialSupplyTaken {
            seat: Seat(0),
            count: 10,
        })
        .discs(&[
            [Action::Gold, Action::Quarry],
            [Action::Gold, Action::Gold],
            [Action::Gold, Action::Gold],
        ]);
    given(t.events)
        .when_player(0, PlayerCommand::TakeFromQuarry { slot: Slot::B })
        .then_violation(RuleViolation::QuarryEmpty);
}

#[test]
fn a_house_in_a_village_costs_one_gold_and_needs_no_architect() {
    let t = turn_of_seat0([Action::House, Action::Gold]);
    let game = given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("v13"),
            },
        )
        .then(vec![Event::HouseBuilt {
            seat: Seat(0),
            by: Means::Slot(Slot::A),
            at: place("v13"),
            cost: Gold(1),
        }]);
    assert_eq!(game.player(Seat(0)).unwrap().gold, Gold(14));
    assert_eq!(game.player(Seat(0)).unwrap().supply, 5);
}

#[test]
fn you_can_build_in_a_city_only_while_your_architect_stands_there() {
    let mut t = turn_of_seat0([Action::House, Action::Gold]);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("agra"),
            },
        )
        .then_violation(RuleViolation::ArchitectNotInCity { city: city("agra") });
    to_agra(&mut t);
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("agra"),
            },
        )
        .then_ok();
}

#[test]
fn r3_a_player_may_own_both_houses_of_a_village_but_no_third_fits() {
    let mut t = turn_of_seat0([Action::TwoHouses, Action::House]);
    t.play(
        0,
        PlayerCommand::BuildHouse {
            slot: Slot::B,
            at: place("v1"),
        },
    );
    assert_eq!(
        t.game
            .houses_at(t.game.board().unwrap().place(place("v1")).unwrap(), Seat(0)),
        2
    );
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("v1"),
            },
        )
        .then_violation(RuleViolation::VillageFull {
            village: village("v1"),
            capacity: 2,
        });
}

#[test]
fn d4_after_a_village_house_the_second_of_two_houses_must_go_to_a_city() {
    let mut t = turn_of_seat0([Action::TwoHouses, Action::Gold]);
    t.play(
        0,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("v13"),
        },
    );
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("v14"),
            },
        )
        .then_violation(RuleViolation::SecondHouseMustBeInCity);
    to_agra(&mut t);
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("agra"),
            },
        )
        .then_ok();
}

#[test]
fn two_houses_may_put_the_first_in_a_city_and_the_second_in_a_village() {
    let mut t = turn_of_seat0([Action::TwoHouses, Action::Gold]);
    to_agra(&mut t);
    t.play(
        0,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("agra"),
        },
    );
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("v13"),
            },
        )
        .then_ok();
}

#[test]
fn r2_both_houses_of_two_houses_may_go_to_the_same_city() {
    let mut t = turn_of_seat0([Action::TwoHouses, Action::Gold]);
    to_agra(&mut t);
    t.play(
        0,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("agra"),
        },
    );
    t.play(
        0,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("agra"),
        },
    );
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("agra"),
            },
        )
        .then_violation(RuleViolation::ActionAlreadyDone { slot: Slot::A });
}

#[test]
fn houses_come_from_the_supply() {
    let mut t = Table::round_one(&C3);
    for _ in 0..6 {
        t = t.fact(Event::HouseBuilt {
            seat: Seat(0),
            by: Means::Builder,
            at: place("jaipur"),
            cost: Gold(0),
        });
    }
    let t = t.discs(&[
        [Action::House, Action::Gold],
        [Action::Gold, Action::Gold],
        [Action::Gold, Action::Gold],
    ]);
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("v13"),
            },
        )
        .then_violation(RuleViolation::SupplyEmpty);
}

#[test]
fn d4_palace_and_house_parts_may_be_done_in_either_order_at_different_times() {
    let mut t = turn_of_seat0([Action::PalaceHouse, Action::Gold]);
    t.play(
        0,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("v13"),
        },
    );
    t.play(0, PlayerCommand::TakeGold { slot: Slot::B });
    to_agra(&mut t);
    let events = t.play(
        0,
        PlayerCommand::BuildPalace {
            slot: Slot::A,
            city: city("agra"),
            site: Site::Central,
        },
    );
    assert_eq!(
        events,
        vec![Event::PalaceBuilt {
            seat: Seat(0),
            slot: Slot::A,
            city: city("agra"),
            site: Site::Central,
            cost: Gold(12)
        }]
    );
    let events = t.end_turn();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ForfeitCompensated { .. })),
        "nothing was forfeited"
    );
}

#[test]
fn a_palace_costs_twelve_needs_a_free_site_and_the_gold() {
    let mut t = turn_of_seat0([Action::Palace, Action::Palace]);
    to_agra(&mut t);
    t.play(
        0,
        PlayerCommand::BuildPalace {
            slot: Slot::A,
            city: city("agra"),
            site: Site::Central,
        },
    );
    assert_eq!(t.gold(0), 3);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::BuildPalace {
                slot: Slot::B,
                city: city("agra"),
                site: Site::Central,
            },
        )
        .then_violation(RuleViolation::CentralSiteTaken { city: city("agra") });
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::BuildPalace {
                slot: Slot::B,
                city: city("agra"),
                site: Site::Outer,
            },
        )
        .then_violation(RuleViolation::NotEnoughGold {
            needed: Gold(12),
            have: Gold(3),
        });
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildPalace {
                slot: Slot::B,
                city: city("delhi"),
                site: Site::Outer,
            },
        )
        .then_violation(RuleViolation::ArchitectNotInCity {
            city: city("delhi"),
        });
}

#[test]
fn a_city_holds_at_most_six_outer_palaces_and_a_player_may_own_several() {
    let mut t = Table::round_one(&C3);
    for _ in 0..6 {
        t = t.fact(Event::PalaceBuilt {
            seat: Seat(1),
            slot: Slot::A,
            city: city("agra"),
            site: Site::Outer,
            cost: Gold(0),
        });
    }
    let mut t = t.discs(&[
        [Action::Palace, Action::Gold],
        [Action::Gold, Action::Gold],
        [Action::Gold, Action::Gold],
    ]);
    to_agra(&mut t);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::BuildPalace {
                slot: Slot::A,
                city: city("agra"),
                site: Site::Outer,
            },
        )
        .then_violation(RuleViolation::OuterSitesFull { city: city("agra") });
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildPalace {
                slot: Slot::A,
                city: city("agra"),
                site: Site::Central,
            },
        )
        .then_ok();
}

#[test]
fn palaces_come_from_the_players_stock_of_seven() {
    let mut t = Table::round_one(&C3);
    for c in [
        "delhi", "jaipur", "udaipur", "surat", "patna", "varanasi", "delhi",
    ] {
        t = t.fact(Event::PalaceBuilt {
            seat: Seat(0),
            slot: Slot::A,
            city: city(c),
            site: Site::Outer,
            cost: Gold(0),
        });
    }
    let mut t = t.discs(&[
        [Action::Palace, Action::Gold],
        [Action::Gold, Action::Gold],
        [Action::Gold, Action::Gold],
    ]);
    to_agra(&mut t);
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildPalace {
                slot: Slot::A,
                city: city("agra"),
                site: Site::Outer,
            },
        )
        .then_violation(RuleViolation::NoPalaceLeft);
}

#[test]
fn move_house_is_free_and_a_village_left_empty_cannot_be_passed() {
    let mut t = turn_of_seat0([Action::MoveHouse, Action::Gold]);
    let events = t.play(
        0,
        PlayerCommand::MoveHouse {
            slot: Slot::A,
            from: place("v1"),
            to: place("v13"),
        },
    );
    assert_eq!(
        events,
        vec![Event::HouseMoved {
            seat: Seat(0),
            by: Means::Slot(Slot::A),
            from: place("v1"),
            to: place("v13")
        }]
    );
    assert_eq!(t.gold(0), 15);
    given(t.events)
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: vec![place("v1"), place("agra")],
            },
        )
        .then_violation(RuleViolation::VillageWithoutHouses {
            village: village("v1"),
        });
}

#[test]
fn a_house_moves_into_a_city_only_with_the_architect_there_and_only_your_own() {
    let mut t = turn_of_seat0([Action::MoveHouse, Action::Gold]);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::MoveHouse {
                slot: Slot::A,
                from: place("v1"),
                to: place("agra"),
            },
        )
        .then_violation(RuleViolation::ArchitectNotInCityForMove { city: city("agra") });
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::MoveHouse {
                slot: Slot::A,
                from: place("v2"),
                to: place("v13"),
            },
        )
        .then_violation(RuleViolation::NoHouseThere { at: place("v2") });
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::MoveHouse {
                slot: Slot::A,
                from: place("v1"),
                to: place("v1"),
            },
        )
        .then_violation(RuleViolation::MoveToSamePlace);
    to_agra(&mut t);
    given(t.events)
        .when_player(
            0,
            PlayerCommand::MoveHouse {
                slot: Slot::A,
                from: place("v4"),
                to: place("agra"),
            },
        )
        .then_ok();
}

#[test]
fn governor_moves_a_tile_two_slots_down_and_the_passed_tiles_up_one() {
    let mut t = turn_of_seat0([Action::Governor, Action::Governor]);
    // After round 1's start: 2 delhi, 3 jaipur, 4 udaipur, 5 surat, 6 patna, 7 varanasi, 8 agra.
    let events = t.play(
        0,
        PlayerCommand::MoveGovernor {
            slot: Slot::A,
            city: city("udaipur"),
        },
    );
    assert_eq!(
        events,
        vec![Event::GovernorMoved {
            seat: Seat(0),
            slot: Slot::A,
            city: city("udaipur"),
            from_slot: 4,
            to_slot: 2
        }]
    );
    assert_eq!(
        track(&t.game)[..3],
        [
            (2, "udaipur".to_string()),
            (3, "delhi".to_string()),
            (4, "jaipur".to_string())
        ]
    );
}

#[test]
fn d2_a_governor_in_slot_two_moves_one_slot_and_one_in_slot_one_cannot_move() {
    let mut t = turn_of_seat0([Action::Governor, Action::Governor]);
    let events = t.play(
        0,
        PlayerCommand::MoveGovernor {
            slot: Slot::A,
            city: city("delhi"),
        },
    );
    assert!(matches!(
        events[0],
        Event::GovernorMoved {
            from_slot: 2,
            to_slot: 1,
            ..
        }
    ));
    given(t.events)
        .when_player(
            0,
            PlayerCommand::MoveGovernor {
                slot: Slot::B,
                city: city("delhi"),
            },
        )
        .then_violation(RuleViolation::GovernorAtBottom {
            city: city("delhi"),
        });
}

#[test]
fn unknown_ids_are_named() {
    let t = turn_of_seat0([Action::House, Action::Governor]);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("atlantis"),
            },
        )
        .then_violation(RuleViolation::UnknownPlace {
            id: place("atlantis"),
        });
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::MoveGovernor {
                slot: Slot::B,
                city: CityId::new("v1"),
            },
        )
        .then_violation(RuleViolation::UnknownCity {
            city: CityId::new("v1"),
        });
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: place("start"),
            },
        )
        .then_violation(RuleViolation::NotAHouseSite { at: place("start") });
}
