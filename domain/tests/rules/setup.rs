//! Creation, randomness, seating (D11), characters and initial houses (§5).

use crate::common;

use common::*;
use durbar_domain::maharaja::{
    decide, Bytes32, Character, Command, Event, Game, GameOptions, Phase, PlaceId, PlayerCommand,
    RuleViolation, Seat, SystemCommand,
};

fn created(players: usize) -> Vec<Event> {
    decide(
        &Game::default(),
        &create_command(players, GameOptions::default()),
    )
    .unwrap()
}

#[test]
fn a_game_needs_two_to_five_players() {
    given(vec![])
        .when(create_command(1, GameOptions::default()))
        .then_violation(RuleViolation::PlayerCount { count: 1 });
    given(vec![])
        .when(create_command(6, GameOptions::default()))
        .then_violation(RuleViolation::PlayerCount { count: 6 });
    let (events, game) = given(vec![])
        .when(create_command(5, GameOptions::default()))
        .then_ok();
    assert!(matches!(events[0], Event::GameCreated { .. }));
    assert_eq!(game.phase(), Phase::Setup);
}

#[test]
fn a_game_is_created_once() {
    given(created(3))
        .when(create_command(3, GameOptions::default()))
        .then_violation(RuleViolation::GameAlreadyCreated);
}

#[test]
fn commands_before_creation_are_refused() {
    given(vec![])
        .when(Command::player(Seat(0), PlayerCommand::EndTurn))
        .then_violation(RuleViolation::GameNotCreated);
}

#[test]
fn the_seed_must_match_its_commitment() {
    given(created(3))
        .when(Command::System(SystemCommand::StartGame {
            seed: Bytes32([1; 32]),
            fixed_seating: true,
            governors: None,
        }))
        .then_violation(RuleViolation::SeedDoesNotMatchCommitment);
}

#[test]
fn start_reveals_the_seed_and_places_seats_and_governors() {
    let track: Vec<_> = TRACK.iter().map(|c| city(c)).collect();
    given(created(3))
        .when(Command::System(SystemCommand::StartGame {
            seed: SEED,
            fixed_seating: true,
            governors: Some(track.clone()),
        }))
        .then(vec![
            Event::SeedRevealed { seed: SEED },
            Event::SeatsDrawn {
                players: vec![0, 1, 2],
                fixed: true,
            },
            Event::GovernorsPlaced { track, given: true },
        ]);
}

#[test]
fn a_given_track_must_list_each_city_once() {
    let mut track: Vec<_> = TRACK.iter().map(|c| city(c)).collect();
    track[1] = city("agra");
    given(created(3))
        .when(Command::System(SystemCommand::StartGame {
            seed: SEED,
            fixed_seating: true,
            governors: Some(track),
        }))
        .then_violation(RuleViolation::GovernorsNotAPermutation);
}

fn random_start(contributions: &[(u8, Bytes32)]) -> (Vec<u8>, Vec<String>) {
    let mut events = created(5);
    for (player, contribution) in contributions {
        let game = Game::from_events(&events);
        events.extend(
            decide(
                &game,
                &Command::System(SystemCommand::AddContribution {
                    player: *player,
                    contribution: *contribution,
                }),
            )
            .unwrap(),
        );
    }
    let (started, _) = given(events)
        .when(Command::System(SystemCommand::StartGame {
            seed: SEED,
            fixed_seating: false,
            governors: None,
        }))
        .then_ok();
    let mut seats = Vec::new();
    let mut track = Vec::new();
    for e in started {
        match e {
            Event::SeatsDrawn { players, fixed } => {
                assert!(!fixed, "a drawn seating says so");
                seats = players
            }
            Event::GovernorsPlaced { track: t, given } => {
                assert!(!given, "a drawn track says so");
                track = t.iter().map(|c| c.to_string()).collect()
            }
            _ => {}
        }
    }
    (seats, track)
}

#[test]
fn d11_seating_and_governors_are_drawn_from_the_seed_and_contributions() {
    let (seats, track) = random_start(&[]);
    assert_eq!(
        random_start(&[]),
        (seats.clone(), track.clone()),
        "deterministic"
    );
    let mut sorted = seats.clone();
    sorted.sort();
    assert_eq!(sorted, vec![0, 1, 2, 3, 4]);
    let mut cities = track.clone();
    cities.sort();
    let mut expected: Vec<String> = TRACK.iter().map(|c| c.to_string()).collect();
    expected.sort();
    assert_eq!(cities, expected);
    let other = random_start(&[(0, Bytes32([9; 32])), (3, Bytes32([8; 32]))]);
    assert_ne!(other, (seats, track), "contributions change the draw");
}

#[test]
fn each_player_contributes_at_most_once() {
    let mut t = Table {
        game: Game::from_events(&created(3)),
        events: created(3),
        discs: vec![],
    };
    t.system(SystemCommand::AddContribution {
        player: 1,
        contribution: Bytes32([1; 32]),
    });
    given(t.events.clone())
        .when(Command::System(SystemCommand::AddContribution {
            player: 1,
            contribution: Bytes32([2; 32]),
        }))
        .then_violation(RuleViolation::ContributionAlreadyAdded { player: 1 });
    given(t.events)
        .when(Command::System(SystemCommand::AddContribution {
            player: 3,
            contribution: Bytes32([2; 32]),
        }))
        .then_violation(RuleViolation::UnknownPlayer { player: 3 });
}

#[test]
fn d11_the_first_seat_chooses_a_character_first_then_seat_order() {
    let t = Table::started(3, GameOptions::default());
    given(t.events.clone())
        .when_player(
            1,
            PlayerCommand::ChooseCharacter {
                character: Character::Merchant,
            },
        )
        .then_violation(RuleViolation::NotYourTurnToChoose { next: Seat(0) });
    let game = given(t.events)
        .when_player(
            0,
            PlayerCommand::ChooseCharacter {
                character: Character::Merchant,
            },
        )
        .then(vec![Event::CharacterChosen {
            seat: Seat(0),
            character: Character::Merchant,
        }]);
    assert_eq!(game.next_chooser(), Some(Seat(1)));
}

#[test]
fn a_chosen_character_is_no_longer_in_the_bank_and_the_yogi_is_not_in_the_base_game() {
    let mut t = Table::started(3, GameOptions::default());
    t.play(
        0,
        PlayerCommand::ChooseCharacter {
            character: Character::Sadhu,
        },
    );
    given(t.events.clone())
        .when_player(
            1,
            PlayerCommand::ChooseCharacter {
                character: Character::Sadhu,
            },
        )
        .then_violation(RuleViolation::CharacterNotInBank {
            character: Character::Sadhu,
        });
    given(t.events)
        .when_player(
            1,
            PlayerCommand::ChooseCharacter {
                character: Character::Yogi,
            },
        )
        .then_violation(RuleViolation::CharacterNotInGame {
            character: Character::Yogi,
        });
}

#[test]
fn initial_houses_are_placed_in_character_order_one_per_pass() {
    // Seat 0 holds 6, seat 1 holds 2, seat 2 holds 4: order is 1, 2, 0.
    let t = Table::with_characters(&[
        Character::MasterCraftsman,
        Character::Merchant,
        Character::WanderingMonk,
    ]);
    assert_eq!(t.game.phase(), Phase::PlaceHouses);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::PlaceHouse {
                village: village("v1"),
            },
        )
        .then_violation(RuleViolation::NotYourTurnToPlace { next: Seat(1) });
    let t = t.houses(&["v1", "v2", "v3"]);
    assert_eq!(
        t.game.next_house_placer(),
        Some(Seat(1)),
        "second pass starts again with the lowest"
    );
}

#[test]
fn initial_houses_go_in_villages_with_room() {
    let t = Table::with_characters(&[Character::GreatMogul, Character::Merchant, Character::Sadhu]);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::PlaceHouse {
                village: village("agra"),
            },
        )
        .then_violation(RuleViolation::InitialHouseNotInVillage {
            at: PlaceId::new("agra"),
        });
    let t = t.houses(&["v1", "v1"]);
    given(t.events)
        .when_player(
            2,
            PlayerCommand::PlaceHouse {
                village: village("v1"),
            },
        )
        .then_violation(RuleViolation::VillageFull {
            village: village("v1"),
            capacity: 2,
        });
}

#[test]
fn with_two_players_a_village_holds_one_house() {
    let t = Table::with_characters(&[Character::GreatMogul, Character::Merchant]).houses(&["v1"]);
    given(t.events)
        .when_player(
            1,
            PlayerCommand::PlaceHouse {
                village: village("v1"),
            },
        )
        .then_violation(RuleViolation::VillageFull {
            village: village("v1"),
            capacity: 1,
        });
}

#[test]
fn after_the_initial_houses_six_go_to_the_supply_and_round_one_starts() {
    let t = Table::round_one(&[Character::GreatMogul, Character::Merchant, Character::Sadhu]);
    for seat in t.game.seats() {
        let p = t.game.player(seat).unwrap();
        assert_eq!((p.supply, p.quarry, p.gold.0), (6, 10, 15));
        assert_eq!(t.game.houses_on_board(seat), 4);
    }
    assert_eq!(t.game.phase(), Phase::Discs);
    assert_eq!(t.game.round(), 1);
    assert_eq!(t.game.maharaja(), Some(city("agra")));
    let last = t.events.last().unwrap();
    assert_eq!(
        last,
        &Event::RoundStarted {
            round: 1,
            maharaja: city("agra"),
            from_slot: 1,
            to_slot: 8
        }
    );
}

#[test]
fn neutral_palaces_fill_one_outer_site_per_unused_colour() {
    let options = GameOptions {
        neutral_palaces: true,
        ..Default::default()
    };
    let t = Table::started(3, options);
    assert!(t
        .events
        .contains(&Event::NeutralPalacesPlaced { per_city: 2 }));
    for c in 0..7 {
        assert_eq!(t.game.city_palaces(c).outer_count(), 2);
    }
}
