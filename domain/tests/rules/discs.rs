//! Disc commitments and reveals (design.md "Secret choices"), D14 and the no-show policy.

use crate::common;

use common::*;
use durbar_domain::maharaja::{
    disc_commitment, seed_commitment, Action, Bytes32, Character, Command, Event, GameId, Phase,
    PlayerCommand, RuleViolation, Seat, SystemCommand,
};

const C3: [Character; 3] = [Character::GreatMogul, Character::Merchant, Character::Sadhu];

#[test]
fn disc_commitment_matches_an_independently_computed_vector() {
    // python3: hashlib.sha256(b"durbar.disc.v1" + bytes(range(16)) + (3).to_bytes(4,'big')
    //   + (2).to_bytes(2,'big') + bytes([5,0]) + bytes([0x11]*32)).hexdigest()
    let c = disc_commitment(
        GameId(core::array::from_fn(|i| i as u8)),
        3,
        Seat(2),
        [Action::Palace, Action::Gold],
        &Bytes32([0x11; 32]),
    );
    assert_eq!(
        c.to_string(),
        "44846522d9e6b4190a2e3b6ec33beb9b78fb60ec61a08a09354412a1ce6c6d07"
    );
}

#[test]
fn seed_commitment_matches_an_independently_computed_vector() {
    let c = seed_commitment(
        GameId(core::array::from_fn(|i| i as u8)),
        &Bytes32([0x42; 32]),
    );
    assert_eq!(
        c.to_string(),
        "734996c19d8cbd2986d938d8f49af94ccd0d8969e14b7d4816e4f96b79ef3c07"
    );
}

#[test]
fn action_byte_codes_are_fixed() {
    let codes: Vec<u8> = Action::ALL.iter().map(|a| a.code()).collect();
    assert_eq!(codes, (0..9).collect::<Vec<u8>>());
    assert_eq!(Action::from_code(6), Some(Action::PalaceHouse));
}

#[test]
fn setting_a_disc_publishes_only_the_commitment() {
    let t = Table::round_one(&C3);
    let game = given(t.events)
        .when_player(
            1,
            PlayerCommand::SetDisc {
                actions: [Action::Gold, Action::Palace],
                nonce: nonce(1),
            },
        )
        .then(vec![Event::DiscCommitted {
            round: 1,
            seat: Seat(1),
            commitment: disc_commitment(
                GAME_ID,
                1,
                Seat(1),
                [Action::Gold, Action::Palace],
                &nonce(1),
            ),
            by_system: false,
        }]);
    let json =
        serde_json::to_string(&game.player(Seat(1)).map(|p| format!("{:?}", p.disc))).unwrap();
    assert!(!json.contains("Palace"));
}

#[test]
fn a_seat_may_set_again_until_the_last_disc_locks_the_round() {
    let mut t = Table::round_one(&C3);
    t.play(
        0,
        PlayerCommand::SetDisc {
            actions: [Action::Gold, Action::Gold],
            nonce: nonce(0),
        },
    );
    t.play(
        0,
        PlayerCommand::SetDisc {
            actions: [Action::Quarry, Action::Gold],
            nonce: nonce(0),
        },
    );
    t.play(
        1,
        PlayerCommand::SetDisc {
            actions: [Action::Gold, Action::Gold],
            nonce: nonce(1),
        },
    );
    assert_eq!(t.game.phase(), Phase::Discs);
    t.play(
        2,
        PlayerCommand::SetDisc {
            actions: [Action::Gold, Action::Gold],
            nonce: nonce(2),
        },
    );
    assert_eq!(t.game.phase(), Phase::Turns);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::SetDisc {
                actions: [Action::Gold, Action::Gold],
                nonce: nonce(0),
            },
        )
        .then_violation(RuleViolation::NotSettingDiscs);
    // The superseded opening no longer opens the disc; the last one does.
    given(t.events.clone())
        .when(Command::System(SystemCommand::RevealDisc {
            seat: Seat(0),
            actions: [Action::Gold, Action::Gold],
            nonce: nonce(0),
        }))
        .then_violation(RuleViolation::RevealDoesNotMatchCommitment { seat: Seat(0) });
    given(t.events)
        .when(Command::System(SystemCommand::RevealDisc {
            seat: Seat(0),
            actions: [Action::Quarry, Action::Gold],
            nonce: nonce(0),
        }))
        .then(vec![Event::DiscRevealed {
            round: 1,
            seat: Seat(0),
            actions: [Action::Quarry, Action::Gold],
            nonce: nonce(0),
        }]);
}

#[test]
fn a_disc_is_revealed_only_when_its_seats_turn_begins() {
    let mut t = Table::round_one(&C3);
    for s in 0..3 {
        t.play(
            s,
            PlayerCommand::SetDisc {
                actions: [Action::Gold, Action::Gold],
                nonce: nonce(s),
            },
        );
    }
    given(t.events)
        .when(Command::System(SystemCommand::RevealDisc {
            seat: Seat(1),
            actions: [Action::Gold, Action::Gold],
            nonce: nonce(1),
        }))
        .then_violation(RuleViolation::NotThisSeatsReveal { seat: Seat(1) });
}

#[test]
fn a_wrong_nonce_does_not_open_the_disc() {
    let mut t = Table::round_one(&C3);
    for s in 0..3 {
        t.play(
            s,
            PlayerCommand::SetDisc {
                actions: [Action::Gold, Action::Gold],
                nonce: nonce(s),
            },
        );
    }
    given(t.events)
        .when(Command::System(SystemCommand::RevealDisc {
            seat: Seat(0),
            actions: [Action::Gold, Action::Gold],
            nonce: Bytes32([0; 32]),
        }))
        .then_violation(RuleViolation::RevealDoesNotMatchCommitment { seat: Seat(0) });
}

#[test]
fn d14_an_unopenable_disc_forfeits_both_actions() {
    let mut t = Table::round_one(&C3);
    for s in 0..3 {
        t.play(
            s,
            PlayerCommand::SetDisc {
                actions: [Action::Gold, Action::Gold],
                nonce: nonce(s),
            },
        );
    }
    t.system(SystemCommand::DeclareDiscUnopenable { seat: Seat(0) });
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::TakeGold {
                slot: durbar_domain::maharaja::Slot::A,
            },
        )
        .then_violation(RuleViolation::DiscForfeited);
    let (events, _) = given(t.events)
        .when_player(0, PlayerCommand::EndTurn)
        .then_ok();
    assert!(
        matches!(&events[0], Event::ForfeitCompensated { seat: Seat(0), slots, payments } if slots.len() == 2 && payments.len() == 2)
    );
}

#[test]
fn no_show_policy_sets_gold_and_gold_for_an_absent_seat() {
    let mut t = Table::round_one(&C3);
    t.play(
        0,
        PlayerCommand::SetDisc {
            actions: [Action::Gold, Action::Gold],
            nonce: nonce(0),
        },
    );
    given(t.events.clone())
        .when(Command::System(SystemCommand::SetDiscForAbsentSeat {
            seat: Seat(0),
            nonce: nonce(0),
        }))
        .then_violation(RuleViolation::DiscAlreadySet { seat: Seat(0) });
    given(t.events)
        .when(Command::System(SystemCommand::SetDiscForAbsentSeat {
            seat: Seat(2),
            nonce: nonce(9),
        }))
        .then(vec![Event::DiscCommitted {
            round: 1,
            seat: Seat(2),
            commitment: disc_commitment(
                GAME_ID,
                1,
                Seat(2),
                [Action::Gold, Action::Gold],
                &nonce(9),
            ),
            by_system: true,
        }]);
}

#[test]
fn no_show_policy_ends_an_unfinished_turn_with_forfeits() {
    let t = Table::round_one(&C3).discs(&[[Action::Gold, Action::Quarry]; 3]);
    given(t.events.clone())
        .when(Command::System(SystemCommand::EndTurnForAbsentSeat {
            seat: Seat(1),
        }))
        .then_violation(RuleViolation::SeatNotActive { seat: Seat(1) });
    let (events, _) = given(t.events)
        .when(Command::System(SystemCommand::EndTurnForAbsentSeat {
            seat: Seat(0),
        }))
        .then_ok();
    assert!(matches!(events[0], Event::ForfeitCompensated { .. }));
    assert_eq!(
        events[1],
        Event::TurnEnded {
            round: 1,
            seat: Seat(0),
            by_system: true
        }
    );
}
