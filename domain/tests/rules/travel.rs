//! Travel (§7.1, D8).

use crate::common;

use common::*;
use durbar_domain::maharaja::{
    cheapest_path, Action, Character, Event, Gold, Party, PlayerCommand, RuleViolation, Seat, Site,
    Slot, Toll,
};

const C3: [Character; 3] = [Character::GreatMogul, Character::Merchant, Character::Sadhu];
const GG: [Action; 2] = [Action::Gold, Action::Gold];

/// Seat 0 to play at the start. Houses: seat 0 v1 v4 v7 v10, seat 1 v2 v5 v8 v11, seat 2 v3 v6
/// v9 v12; v13 and v14 empty.
fn seat0_turn() -> Table {
    Table::round_one(&C3).discs(&[GG, GG, GG])
}

fn path(ids: &[&str]) -> Vec<durbar_domain::maharaja::PlaceId> {
    ids.iter().map(|i| place(i)).collect()
}

#[test]
fn tolls_are_one_gold_per_house_to_each_owner_along_the_recorded_path() {
    let t = seat0_turn();
    let game = given(t.events)
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["v2", "v3", "delhi"]),
            },
        )
        .then(vec![Event::ArchitectTraveled {
            seat: Seat(0),
            from: place("start"),
            path: path(&["v2", "v3", "delhi"]),
            to: city("delhi"),
            tolls: vec![
                Toll {
                    village: village("v2"),
                    from: Party::Seat(Seat(0)),
                    to: Seat(1),
                    amount: Gold(1),
                },
                Toll {
                    village: village("v3"),
                    from: Party::Seat(Seat(0)),
                    to: Seat(2),
                    amount: Gold(1),
                },
            ],
        }]);
    assert_eq!(game.player(Seat(0)).unwrap().gold, Gold(13));
    assert_eq!(game.player(Seat(1)).unwrap().gold, Gold(16));
}

#[test]
fn passing_a_village_where_you_own_a_house_and_passing_cities_is_free() {
    let t = seat0_turn();
    let (events, game) = given(t.events)
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["v1", "agra", "v4", "delhi"]),
            },
        )
        .then_ok();
    assert!(matches!(&events[0], Event::ArchitectTraveled { tolls, .. } if tolls.is_empty()));
    assert_eq!(game.maharaja(), Some(city("agra")));
    assert_eq!(game.player(Seat(0)).unwrap().architect, Some(1));
}

#[test]
fn d8_a_village_passed_twice_is_paid_twice() {
    let t = seat0_turn();
    let (events, game) = given(t.events)
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["v2", "v3", "delhi", "v3", "v2", "start", "v1", "agra"]),
            },
        )
        .then_ok();
    assert!(matches!(&events[0], Event::ArchitectTraveled { tolls, .. } if tolls.len() == 4));
    assert_eq!(game.player(Seat(0)).unwrap().gold, Gold(11));
}

#[test]
fn d8_a_trip_must_end_in_a_city() {
    let t = seat0_turn();
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["v1"]),
            },
        )
        .then_violation(RuleViolation::TripMustEndInCity { at: place("v1") });
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["v1", "agra", "v1", "start"]),
            },
        )
        .then_violation(RuleViolation::TripMustEndInCity { at: place("start") });
    given(t.events)
        .when_player(0, PlayerCommand::TravelPath { path: vec![] })
        .then_violation(RuleViolation::EmptyPath);
}

#[test]
fn a_trip_follows_roads_and_passes_only_villages_with_houses() {
    let t = seat0_turn();
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["agra"]),
            },
        )
        .then_violation(RuleViolation::NotAdjacent {
            from: place("start"),
            to: place("agra"),
        });
    given(t.events)
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["v14", "udaipur"]),
            },
        )
        .then_violation(RuleViolation::VillageWithoutHouses {
            village: village("v14"),
        });
}

#[test]
fn you_must_be_able_to_pay_every_toll() {
    let t = Table::round_one(&C3)
        .fact(Event::PalaceBuilt {
            seat: Seat(0),
            slot: Slot::A,
            city: city("patna"),
            site: Site::Outer,
            cost: Gold(14),
        })
        .discs(&[GG, GG, GG]);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["v2", "v3", "delhi"]),
            },
        )
        .then_violation(RuleViolation::CannotPayTolls {
            tolls: Gold(2),
            have: Gold(1),
        });
    // The cheapest path (free, through Agra) is still open.
    given(t.events)
        .when_player(0, PlayerCommand::Travel { to: city("delhi") })
        .then_ok();
}

#[test]
fn d8_the_cheapest_path_is_cheapest_for_the_player_before_it_is_short() {
    let t = seat0_turn();
    let plan = cheapest_path(&t.game, Seat(0), city("jaipur")).unwrap();
    assert_eq!(
        plan.path,
        path(&["v1", "agra", "v4", "delhi", "v7", "jaipur"])
    );
    assert_eq!(plan.cost, Gold(0));
    let plan = cheapest_path(&t.game, Seat(0), city("delhi")).unwrap();
    assert_eq!(plan.path, path(&["v1", "agra", "v4", "delhi"]));
}

/// The Wandering Monk (seat 0) plays third; houses: seat 1 v1 v4 v7 v10, seat 2 v2 v5 v8 v11,
/// seat 0 v3 v6 v9 v12.
fn monk_turn() -> Table {
    let mut t = Table::round_one(&[
        Character::WanderingMonk,
        Character::GreatMogul,
        Character::Sadhu,
    ])
    .discs(&[GG, GG, GG]);
    t.end_turn();
    t.end_turn();
    assert_eq!(t.game.active_seat(), Some(Seat(0)));
    t
}

#[test]
fn the_wandering_monks_tolls_are_paid_by_the_bank() {
    let t = monk_turn();
    let before = t.gold(0);
    let game = given(t.events)
        .when_player(
            0,
            PlayerCommand::TravelPath {
                path: path(&["v1", "agra"]),
            },
        )
        .then(vec![Event::ArchitectTraveled {
            seat: Seat(0),
            from: place("start"),
            path: path(&["v1", "agra"]),
            to: city("agra"),
            tolls: vec![Toll {
                village: village("v1"),
                from: Party::Bank,
                to: Seat(1),
                amount: Gold(1),
            }],
        }]);
    assert_eq!(game.player(Seat(0)).unwrap().gold.0, before);
}

#[test]
fn d8_cheapest_path_ties_go_to_fewest_villages_then_the_smallest_ids() {
    let t = monk_turn();
    // Everything is free for the Monk. To Delhi, two 2-village paths: "v1" < "v2".
    let plan = cheapest_path(&t.game, Seat(0), city("delhi")).unwrap();
    assert_eq!(plan.path, path(&["v1", "agra", "v4", "delhi"]));
    assert_eq!(plan.cost, Gold(0));
    // To Jaipur, three 3-village paths; the smallest sequence goes v1, agra, v4 (before v5, and
    // before v2). Longer paths through v13 would sort first but have more villages.
    let plan = cheapest_path(&t.game, Seat(0), city("jaipur")).unwrap();
    assert_eq!(
        plan.path,
        path(&["v1", "agra", "v4", "delhi", "v7", "jaipur"])
    );
}

#[test]
fn a_city_behind_empty_villages_cannot_be_reached() {
    let t = Table::round_one(&[Character::GreatMogul, Character::Merchant]).discs(&[GG, GG]);
    assert_eq!(cheapest_path(&t.game, Seat(0), city("surat")), None);
    given(t.events)
        .when_player(0, PlayerCommand::Travel { to: city("surat") })
        .then_violation(RuleViolation::NoRoute {
            city: city("surat"),
        });
}

#[test]
fn the_architect_may_travel_any_number_of_times_in_a_turn() {
    let mut t = seat0_turn();
    t.play(0, PlayerCommand::Travel { to: city("agra") });
    given(t.events.clone())
        .when_player(0, PlayerCommand::Travel { to: city("agra") })
        .then_violation(RuleViolation::AlreadyThere { city: city("agra") });
    t.play(0, PlayerCommand::Travel { to: city("delhi") });
    t.play(0, PlayerCommand::Travel { to: city("agra") });
    assert_eq!(t.game.player(Seat(0)).unwrap().architect, Some(0));
}
