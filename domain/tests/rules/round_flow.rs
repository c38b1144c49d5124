//! Forfeits (D3), scoring (§8), round start (§6.1, D2), the end of the game (§10) and the final
//! ranking; the bank never runs out (D1).

use crate::common;

use common::*;
use durbar_domain::maharaja::{
    Action, Character, CityScore, EndReason, Event, GameOptions, Gold, Means, Payment, Phase,
    PlayerCommand, Seat, Site, Slot,
};

const GG: [Action; 2] = [Action::Gold, Action::Gold];
const C3: [Character; 3] = [Character::GreatMogul, Character::Merchant, Character::Sadhu];

#[test]
fn d3_forfeit_pays_each_other_player_two_gold_once_per_turn() {
    let t = Table::round_one(&C3).discs(&[[Action::Gold, Action::Quarry], GG, GG]);
    let (events, game) = given(t.events)
        .when_player(0, PlayerCommand::EndTurn)
        .then_ok();
    assert_eq!(
        events[0],
        Event::ForfeitCompensated {
            seat: Seat(0),
            slots: vec![Slot::A, Slot::B],
            payments: vec![
                Payment::from_bank(Seat(1), Gold(2)),
                Payment::from_bank(Seat(2), Gold(2))
            ],
        }
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::ForfeitCompensated { .. }))
            .count(),
        1
    );
    assert_eq!(game.player(Seat(1)).unwrap().gold, Gold(17));
    assert_eq!(game.player(Seat(0)).unwrap().gold, Gold(15));
}

#[test]
fn d3_a_turn_that_does_everything_forfeits_nothing() {
    let mut t = Table::round_one(&C3).discs(&[GG, GG, GG]);
    t.play(0, PlayerCommand::TakeGold { slot: Slot::A });
    t.play(0, PlayerCommand::TakeGold { slot: Slot::B });
    let events = t.play(0, PlayerCommand::EndTurn);
    assert_eq!(
        events,
        vec![Event::TurnEnded {
            round: 1,
            seat: Seat(0),
            by_system: false
        }]
    );
}

/// Plays the rest of the round: each remaining turn takes its two Gold actions.
fn finish_round_with_gold(t: &mut Table) -> Vec<Event> {
    let mut last = Vec::new();
    while let Some(seat) = t.game.active_seat() {
        t.play(seat.0, PlayerCommand::TakeGold { slot: Slot::A });
        t.play(seat.0, PlayerCommand::TakeGold { slot: Slot::B });
        last = t.end_turn();
    }
    last
}

fn gold_round(t: &mut Table) -> Vec<Event> {
    let n = t.game.player_count();
    *t = t.clone().discs(&vec![GG; n]);
    finish_round_with_gold(t)
}

fn scored(events: &[Event]) -> (Vec<CityScore>, Option<Seat>, Vec<Payment>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::CityScored {
                scores,
                monopoly,
                payments,
                ..
            } => Some((scores.clone(), *monopoly, payments.clone())),
            _ => None,
        })
        .expect("the city was scored")
}

#[test]
fn scoring_ties_go_to_the_lower_character_and_zero_points_earn_nothing() {
    let mut t = Table::round_one(&C3)
        .fact(Event::HouseBuilt {
            seat: Seat(2),
            by: Means::Builder,
            at: place("agra"),
            cost: Gold(0),
        })
        .fact(Event::HouseBuilt {
            seat: Seat(1),
            by: Means::Builder,
            at: place("agra"),
            cost: Gold(0),
        });
    let events = gold_round(&mut t);
    let (scores, monopoly, payments) = scored(&events);
    assert_eq!(
        scores,
        vec![
            CityScore {
                seat: Seat(1),
                points: 1,
                gold: Gold(11)
            },
            CityScore {
                seat: Seat(2),
                points: 1,
                gold: Gold(7)
            },
        ]
    );
    assert_eq!(monopoly, None);
    assert_eq!(
        payments,
        vec![
            Payment::from_bank(Seat(1), Gold(11)),
            Payment::from_bank(Seat(2), Gold(7))
        ]
    );
}

#[test]
fn a_lone_scorer_gets_the_monopoly_bonus_of_five() {
    let mut t = Table::round_one(&C3).fact(Event::HouseBuilt {
        seat: Seat(2),
        by: Means::Builder,
        at: place("agra"),
        cost: Gold(0),
    });
    let events = gold_round(&mut t);
    let (scores, monopoly, payments) = scored(&events);
    assert_eq!(
        scores,
        vec![CityScore {
            seat: Seat(2),
            points: 1,
            gold: Gold(11)
        }]
    );
    assert_eq!(monopoly, Some(Seat(2)));
    assert_eq!(
        payments,
        vec![
            Payment::from_bank(Seat(2), Gold(11)),
            Payment::from_bank(Seat(2), Gold(5))
        ]
    );
}

#[test]
fn d2_each_round_moves_the_maharaja_to_the_lowest_governor_whose_tile_goes_above_the_highest() {
    let mut t = Table::round_one(&C3);
    let events = gold_round(&mut t);
    assert_eq!(
        events.last(),
        Some(&Event::RoundStarted {
            round: 2,
            maharaja: city("delhi"),
            from_slot: 2,
            to_slot: 9
        })
    );
    assert_eq!(t.game.maharaja(), Some(city("delhi")));
}

#[test]
fn d1_r1_the_game_ends_after_round_ten_and_the_bank_pays_throughout() {
    let mut t = Table::round_one(&C3);
    let mut last = Vec::new();
    while t.game.phase() != Phase::Over {
        last = gold_round(&mut t);
    }
    assert_eq!(t.game.round(), 10);
    let (_, highest) = *t.game.governors().last().unwrap();
    assert_eq!(
        t.game.governors().last().unwrap().0,
        17,
        "numbered slot 10 ({highest})"
    );
    let Some(Event::GameEnded { reason, ranking }) = last.last() else {
        panic!("game over")
    };
    assert_eq!(*reason, EndReason::LastRound);
    // The Merchant has 10 more gold; the Great Mogul beats the Sadhu on the tie.
    let order: Vec<u8> = ranking.iter().map(|r| r.seat.0).collect();
    assert_eq!(order, vec![1, 0, 2]);
    assert_eq!(ranking[0].gold, Gold(15 + 40 + 10));
    let (paid, received) = t.game.bank_flows();
    assert_eq!((paid, received), (3 * 40 + 10, 0));
}

/// Plays rounds of Gold + Gold for everyone until round `round` has started.
fn gold_rounds_until(t: &mut Table, round: u32) {
    while t.game.round() < round {
        gold_round(t);
    }
}

/// Each round start in `events`: (round, Maharaja's city, from slot, to slot).
fn round_starts(events: &[Event]) -> Vec<(u32, String, u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::RoundStarted {
                round,
                maharaja,
                from_slot,
                to_slot,
            } => Some((*round, maharaja.to_string(), *from_slot, *to_slot)),
            _ => None,
        })
        .collect()
}

/// Each scoring in `events`: (round, city).
fn scorings(events: &[Event]) -> Vec<(u32, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CityScored { round, city, .. } => Some((*round, city.to_string())),
            _ => None,
        })
        .collect()
}

fn slots(cities: &[(u8, &str)]) -> Vec<(u8, String)> {
    cities.iter().map(|(s, c)| (*s, c.to_string())).collect()
}

fn move_governor(slot: Slot, c: &str) -> PlayerCommand {
    PlayerCommand::MoveGovernor {
        slot,
        city: city(c),
    }
}

/// Ends the active turn, plays the rest of the game with Gold + Gold, and returns the events
/// from here to the end.
fn rest_of_game_with_gold(t: &mut Table) -> Vec<Event> {
    let from = t.events.len();
    t.end_turn();
    finish_round_with_gold(t);
    while t.game.phase() != Phase::Over {
        gold_round(t);
    }
    t.events[from..].to_vec()
}

#[track_caller]
fn ended_by_last_round(events: &[Event]) {
    assert!(matches!(
        events.last(),
        Some(Event::GameEnded {
            reason: EndReason::LastRound,
            ..
        })
    ));
}

/// R1, §7.5 ("Hráč může vzít libovolného místodržícího"): in round 7 every tile lies on a
/// numbered slot; the Governor action still moves one two slots down, the two it passes move up
/// one, and rounds 8–10 visit the cities in the track's new order, each tile going onto the
/// round's numbered slot; the game ends after round 10 (§10).
#[test]
fn r1_a_governor_on_a_numbered_slot_moves_in_round_seven_and_the_next_rounds_follow_the_track() {
    let mut t = Table::round_one(&C3);
    gold_rounds_until(&mut t, 7);
    assert_eq!(t.game.maharaja(), Some(city("varanasi")));
    assert_eq!(
        track(&t.game),
        slots(&[
            (8, "agra"),
            (9, "delhi"),
            (10, "jaipur"),
            (11, "udaipur"),
            (12, "surat"),
            (13, "patna"),
            (14, "varanasi")
        ])
    );
    let mut t = t.discs(&[[Action::Governor, Action::Gold], GG, GG]);
    let game = given(t.events.clone())
        .when_player(0, move_governor(Slot::A, "jaipur"))
        .then(vec![Event::GovernorMoved {
            seat: Seat(0),
            slot: Slot::A,
            city: city("jaipur"),
            from_slot: 10,
            to_slot: 8,
        }]);
    assert_eq!(
        track(&game)[..3],
        slots(&[(8, "jaipur"), (9, "agra"), (10, "delhi")])
    );
    t.play(0, move_governor(Slot::A, "jaipur"));
    t.play(0, PlayerCommand::TakeGold { slot: Slot::B });
    let events = rest_of_game_with_gold(&mut t);
    assert_eq!(
        round_starts(&events),
        [
            (8, "jaipur".to_string(), 8, 15),
            (9, "agra".to_string(), 9, 16),
            (10, "delhi".to_string(), 10, 17)
        ]
    );
    assert_eq!(
        scorings(&events),
        [
            (7, "varanasi".to_string()),
            (8, "jaipur".to_string()),
            (9, "agra".to_string()),
            (10, "delhi".to_string())
        ]
    );
    ended_by_last_round(&events);
    assert_eq!(t.game.round(), 10);
}

/// R1, §7.5: in round 9 a city visited in round 4 comes back down (into the unnumbered slots)
/// and is visited again in round 10; the city being visited may move too. The next visits as
/// the track stands name only round 10's city.
#[test]
fn r1_a_visited_city_comes_back_down_in_round_nine_and_is_visited_again_in_round_ten() {
    let mut t = Table::round_one(&C3);
    gold_rounds_until(&mut t, 9);
    assert_eq!(t.game.maharaja(), Some(city("delhi")));
    let mut t = t.discs(&[[Action::Governor, Action::Governor], GG, GG]);
    given(t.events.clone())
        .when_player(0, move_governor(Slot::A, "udaipur"))
        .then(vec![Event::GovernorMoved {
            seat: Seat(0),
            slot: Slot::A,
            city: city("udaipur"),
            from_slot: 11,
            to_slot: 9,
        }]);
    t.play(0, move_governor(Slot::A, "udaipur"));
    t.play(0, move_governor(Slot::B, "delhi"));
    assert_eq!(
        track(&t.game),
        slots(&[
            (9, "udaipur"),
            (11, "jaipur"),
            (12, "surat"),
            (13, "patna"),
            (14, "delhi"),
            (15, "varanasi"),
            (16, "agra")
        ])
    );
    assert_eq!(t.game.next_visits(), [city("udaipur")]);
    let events = rest_of_game_with_gold(&mut t);
    assert_eq!(round_starts(&events), [(10, "udaipur".to_string(), 9, 17)]);
    assert_eq!(
        scorings(&events),
        [(9, "delhi".to_string()), (10, "udaipur".to_string())]
    );
    ended_by_last_round(&events);
    assert!(t.game.next_visits().is_empty());
}

/// D2, R1, §7.5: in a late round a visited city moved all the way down to slot 1 cannot be
/// chosen again; it is the next round's city.
#[test]
fn r1_d2_a_visited_city_moved_down_to_slot_one_cannot_be_chosen_again() {
    let mut t = Table::round_one(&C3);
    gold_rounds_until(&mut t, 9);
    let gg = [Action::Governor, Action::Governor];
    let mut t = t.discs(&[gg, gg, gg]);
    let mut moves = Vec::new();
    for (seat, slot) in [
        (0, Slot::A),
        (0, Slot::B),
        (1, Slot::A),
        (1, Slot::B),
        (2, Slot::A),
    ] {
        if t.game.active_seat() != Some(Seat(seat)) {
            t.end_turn();
        }
        for e in t.play(seat, move_governor(slot, "udaipur")) {
            if let Event::GovernorMoved {
                from_slot, to_slot, ..
            } = e
            {
                moves.push((from_slot, to_slot));
            }
        }
    }
    assert_eq!(moves, [(11, 9), (9, 7), (7, 5), (5, 3), (3, 1)]);
    given(t.events.clone())
        .when_player(2, move_governor(Slot::B, "udaipur"))
        .then_violation(durbar_domain::maharaja::RuleViolation::GovernorAtBottom {
            city: city("udaipur"),
        });
    let events = rest_of_game_with_gold(&mut t);
    assert_eq!(round_starts(&events), [(10, "udaipur".to_string(), 1, 17)]);
    ended_by_last_round(&events);
}

/// R1: Governor moves can empty the slots below the highest tile (the rulebooks never meet
/// this). The round's tile still goes onto the round's numbered slot, above every tile with
/// empty slots between, so round 10 puts it on numbered slot 10 and the game ends (§10).
#[test]
fn r1_a_track_emptied_at_the_top_still_puts_the_rounds_tile_on_its_numbered_slot() {
    let mut t = Table::round_one(&[
        Character::GreatMogul,
        Character::Merchant,
        Character::Sadhu,
        Character::WanderingMonk,
    ]);
    gold_rounds_until(&mut t, 9);
    let gg = [Action::Governor, Action::Governor];
    let mut t = t.discs(&[gg, gg, gg, [Action::Governor, Action::Gold]]);
    // Each tile in turn drops two slots into the empty slots below it, bottom first.
    let order = [
        (0, Slot::A, "jaipur"),
        (0, Slot::B, "udaipur"),
        (1, Slot::A, "surat"),
        (1, Slot::B, "patna"),
        (2, Slot::A, "varanasi"),
        (2, Slot::B, "agra"),
        (3, Slot::A, "delhi"),
    ];
    for (seat, slot, c) in order {
        if t.game.active_seat() != Some(Seat(seat)) {
            t.end_turn();
        }
        t.play(seat, move_governor(slot, c));
    }
    t.play(3, PlayerCommand::TakeGold { slot: Slot::B });
    assert_eq!(
        track(&t.game),
        slots(&[
            (8, "jaipur"),
            (9, "udaipur"),
            (10, "surat"),
            (11, "patna"),
            (12, "varanasi"),
            (13, "agra"),
            (14, "delhi")
        ]),
        "the highest tile lies on numbered slot 7"
    );
    let events = rest_of_game_with_gold(&mut t);
    assert_eq!(round_starts(&events), [(10, "jaipur".to_string(), 8, 17)]);
    ended_by_last_round(&events);
    assert_eq!(t.game.round(), 10);
}

#[test]
fn the_short_game_ends_after_round_eight() {
    let options = GameOptions {
        short_game: true,
        ..GameOptions::default()
    };
    let mut t = Table::with_options(&C3, options).houses(&[
        "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12",
    ]);
    while t.game.phase() != Phase::Over {
        gold_round(&mut t);
    }
    assert_eq!(t.game.round(), 8);
}

#[test]
fn the_game_ends_after_the_scoring_of_the_round_in_which_a_seventh_palace_is_built() {
    let mut t = Table::round_one(&C3);
    for c in ["delhi", "jaipur", "udaipur", "surat", "patna", "varanasi"] {
        t = t.fact(Event::PalaceBuilt {
            seat: Seat(2),
            slot: Slot::A,
            city: city(c),
            site: Site::Outer,
            cost: Gold(0),
        });
    }
    let mut t = t.discs(&[GG, GG, [Action::Palace, Action::Gold]]);
    t.end_turn();
    t.end_turn();
    t.play(2, PlayerCommand::Travel { to: city("agra") });
    t.play(
        2,
        PlayerCommand::BuildPalace {
            slot: Slot::A,
            city: city("agra"),
            site: Site::Outer,
        },
    );
    t.play(2, PlayerCommand::TakeGold { slot: Slot::B });
    let events = t.end_turn();
    let n = events.len();
    assert!(matches!(events[n - 2], Event::CityScored { .. }));
    let Event::GameEnded { reason, ranking } = &events[n - 1] else {
        panic!("game over")
    };
    assert_eq!(*reason, EndReason::AllPalacesBuilt);
    assert_eq!(ranking[0].seat, Seat(2));
    assert_eq!(ranking[0].palaces, 7);
    assert_eq!(t.game.phase(), Phase::Over);
    given(t.events)
        .when_player(0, PlayerCommand::EndTurn)
        .then_violation(durbar_domain::maharaja::RuleViolation::GameOver);
}

/// The Czech rulebook's scoring example (§8), played move by move in Agra ("city A"):
/// Anna (Great Mogul) 4 points, Bára (Sadhu) 5, Cyril (Builder) 6, Daniel (Master Craftsman) 1
/// → Cyril 12, Bára 9, Anna 6, Daniel 3; the next round goes to Daniel's governor's city.
#[test]
fn the_rulebook_scoring_example_pays_12_9_6_3() {
    let (anna, bara, cyril, daniel) = (0, 1, 2, 3);
    let mut t = Table::with_characters(&[
        Character::GreatMogul,
        Character::Sadhu,
        Character::Builder,
        Character::MasterCraftsman,
    ])
    .houses(&[
        "v1", "v1", "v4", "v14", // pass 1: Anna, Bára, Cyril, Daniel
        "v2", "v3", "v5", "v8", //
        "v6", "v7", "v9", "v10", //
        "v11", "v12", "v13", "v2",
    ])
    .discs(&[
        [Action::PalaceHouse, Action::Gold],
        [Action::PalaceHouse, Action::MoveHouse],
        [Action::TwoHouses, Action::TwoHouses],
        [Action::PalaceHouse, Action::Governor],
    ]);
    // Anna pays 13 − 2 = 11: a house in a village, then the central palace of Agra.
    t.play(anna, PlayerCommand::TakeGold { slot: Slot::B });
    t.play(
        anna,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("v3"),
        },
    );
    t.play(anna, PlayerCommand::Travel { to: city("agra") });
    t.play(
        anna,
        PlayerCommand::BuildPalace {
            slot: Slot::A,
            city: city("agra"),
            site: Site::Central,
        },
    );
    assert_eq!(t.gold(anna), 4);
    t.end_turn();
    // Bára: an outer palace and a house in Agra, and moves a house there.
    t.play(bara, PlayerCommand::Travel { to: city("agra") });
    t.play(
        bara,
        PlayerCommand::BuildPalace {
            slot: Slot::A,
            city: city("agra"),
            site: Site::Outer,
        },
    );
    t.play(
        bara,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("agra"),
        },
    );
    t.play(
        bara,
        PlayerCommand::MoveHouse {
            slot: Slot::B,
            from: place("v12"),
            to: place("agra"),
        },
    );
    t.end_turn();
    // Cyril: 4 houses for 4 gold and the Builder's free fifth, all in Agra.
    t.play(cyril, PlayerCommand::Travel { to: city("agra") });
    for slot in [Slot::A, Slot::A, Slot::B, Slot::B] {
        t.play(
            cyril,
            PlayerCommand::BuildHouse {
                slot,
                at: place("agra"),
            },
        );
    }
    t.play(
        cyril,
        PlayerCommand::BuilderBuildHouse { at: place("agra") },
    );
    t.end_turn();
    // Daniel: central palace and a house in Udaipur for 10, moves Udaipur's governor down,
    // then travels to Agra.
    t.play(
        daniel,
        PlayerCommand::Travel {
            to: city("udaipur"),
        },
    );
    t.play(
        daniel,
        PlayerCommand::BuildPalace {
            slot: Slot::A,
            city: city("udaipur"),
            site: Site::Central,
        },
    );
    t.play(
        daniel,
        PlayerCommand::BuildHouse {
            slot: Slot::A,
            at: place("udaipur"),
        },
    );
    t.play(
        daniel,
        PlayerCommand::MoveGovernor {
            slot: Slot::B,
            city: city("udaipur"),
        },
    );
    t.play(daniel, PlayerCommand::Travel { to: city("agra") });
    let events = t.end_turn();
    let (scores, monopoly, _) = scored(&events);
    let seat = |s: u8| Seat(s);
    assert_eq!(
        scores,
        vec![
            CityScore {
                seat: seat(cyril),
                points: 6,
                gold: Gold(12)
            },
            CityScore {
                seat: seat(bara),
                points: 5,
                gold: Gold(9)
            },
            CityScore {
                seat: seat(anna),
                points: 4,
                gold: Gold(6)
            },
            CityScore {
                seat: seat(daniel),
                points: 1,
                gold: Gold(3)
            },
        ]
    );
    assert_eq!(monopoly, None);
    assert!(
        matches!(events.last(), Some(Event::RoundStarted { round: 2, maharaja, .. }) if *maharaja == city("udaipur"))
    );
}
