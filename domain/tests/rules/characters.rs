//! Characters: abilities (D5), the Character action and replacement (D6), turn order (D7).

use crate::common;

use common::*;
use durbar_domain::maharaja::{
    Action, Character, Event, Gold, Means, Phase, PlayerCommand, RuleViolation, Seat, Site, Slot,
};

const GG: [Action; 2] = [Action::Gold, Action::Gold];
const CC: [Action; 2] = [Action::Character, Action::Character];

#[test]
fn the_great_mogul_plays_first_whatever_the_seat() {
    let mut t = Table::round_one(&[Character::Sadhu, Character::GreatMogul, Character::Merchant]);
    for s in 0..3 {
        t.play(
            s,
            PlayerCommand::SetDisc {
                actions: GG,
                nonce: nonce(s),
            },
        );
    }
    assert_eq!(t.game.pending_reveal(), Some(Seat(1)));
}

#[test]
fn d5_the_merchant_receives_one_gold_as_the_turn_starts() {
    let mut t = Table::round_one(&[Character::GreatMogul, Character::Merchant, Character::Sadhu])
        .discs(&[GG, GG, GG]);
    t.play(0, PlayerCommand::EndTurn);
    let events = t.system(durbar_domain::maharaja::SystemCommand::RevealDisc {
        seat: Seat(1),
        actions: GG,
        nonce: nonce(1),
    });
    assert_eq!(
        events,
        vec![
            Event::DiscRevealed {
                round: 1,
                seat: Seat(1),
                actions: GG,
                nonce: nonce(1)
            },
            Event::MerchantGoldReceived {
                seat: Seat(1),
                amount: Gold(1)
            },
        ]
    );
}

/// Seat 0 (Great Mogul) holds two Character actions; seat 1 the Merchant, seat 2 the Sadhu.
fn mogul_with_two_character_actions(seat1_disc: [Action; 2]) -> Table {
    Table::round_one(&[Character::GreatMogul, Character::Merchant, Character::Sadhu])
        .discs(&[CC, seat1_disc, GG])
}

#[test]
fn d5_d6_taking_the_merchant_pays_its_gold_once_and_leaves_the_victim_to_choose() {
    let mut t = mogul_with_two_character_actions(GG);
    let events = t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::A,
            character: Character::Merchant,
        },
    );
    assert_eq!(
        events,
        vec![
            Event::CharacterTaken {
                seat: Seat(0),
                slot: Slot::A,
                character: Character::Merchant,
                from_seat: Some(Seat(1)),
                returned: vec![Character::GreatMogul],
            },
            Event::MerchantGoldReceived {
                seat: Seat(0),
                amount: Gold(1)
            },
        ]
    );
    assert_eq!(t.game.pending_replacements(), vec![Seat(1)]);
    // The active turn waits for the victim's choice.
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::TakeCharacter {
                slot: Slot::B,
                character: Character::Sadhu,
            },
        )
        .then_violation(RuleViolation::WaitingForReplacement { seat: Seat(1) });
    given(t.events.clone())
        .when_player(
            2,
            PlayerCommand::ReplaceCharacter {
                character: Character::Builder,
            },
        )
        .then_violation(RuleViolation::NoCharacterToReplace);
    given(t.events.clone())
        .when_player(
            1,
            PlayerCommand::ReplaceCharacter {
                character: Character::Sadhu,
            },
        )
        .then_violation(RuleViolation::CharacterNotInBank {
            character: Character::Sadhu,
        });
    t.play(
        1,
        PlayerCommand::ReplaceCharacter {
            character: Character::Builder,
        },
    );
    // R4: the old character may be taken back from the bank; the Merchant's gold is not paid
    // twice in one turn.
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::B,
            character: Character::GreatMogul,
        },
    );
    t.play(0, PlayerCommand::EndTurn);
    let merchant_gold = t
        .events
        .iter()
        .filter(|e| matches!(e, Event::MerchantGoldReceived { .. }))
        .count();
    assert_eq!(merchant_gold, 1);
    assert!(t.game.bank_characters().contains(Character::Merchant));
}

#[test]
fn d6_you_may_not_take_the_character_you_hold() {
    let t = mogul_with_two_character_actions(GG);
    given(t.events)
        .when_player(
            0,
            PlayerCommand::TakeCharacter {
                slot: Slot::A,
                character: Character::GreatMogul,
            },
        )
        .then_violation(RuleViolation::AlreadyHoldCharacter {
            character: Character::GreatMogul,
        });
}

#[test]
fn d6_d7_a_victim_who_has_not_played_plays_in_the_new_order_and_may_take_a_character_back() {
    let mut t = mogul_with_two_character_actions([Action::Character, Action::Gold]);
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::A,
            character: Character::Merchant,
        },
    );
    t.play(
        1,
        PlayerCommand::ReplaceCharacter {
            character: Character::Builder,
        },
    );
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::B,
            character: Character::WanderingMonk,
        },
    );
    t.end_turn();
    // Seat 1 now holds the Builder (5), seat 2 the Sadhu (3): seat 2 plays before seat 1 (D7).
    assert_eq!(t.game.active_seat(), Some(Seat(2)));
    t.end_turn();
    assert_eq!(t.game.active_seat(), Some(Seat(1)));
    // Seat 1 takes the Monk from seat 0.
    let events = t.play(
        1,
        PlayerCommand::TakeCharacter {
            slot: Slot::A,
            character: Character::WanderingMonk,
        },
    );
    assert!(matches!(
        events[0],
        Event::CharacterTaken {
            from_seat: Some(Seat(0)),
            ..
        }
    ));
    // R5: seat 0 has already played but must still choose a new character at once; R6: the
    // no-show policy gives the lowest character in the bank.
    assert_eq!(t.game.pending_replacements(), vec![Seat(0)]);
    given(t.events)
        .when(durbar_domain::maharaja::Command::System(
            durbar_domain::maharaja::SystemCommand::ReplaceCharacterForAbsentSeat { seat: Seat(0) },
        ))
        .then(vec![Event::CharacterReplaced {
            seat: Seat(0),
            character: Character::GreatMogul,
            by_system: true,
        }]);
}

/// Two players: seat 0 the Builder plays first, seat 1 the Master Craftsman. Houses: seat 0 v1
/// v3 v5 v7, seat 1 v2 v4 v6 v8.
fn builder_turn(disc: [Action; 2]) -> Table {
    Table::round_one(&[Character::Builder, Character::MasterCraftsman])
        .discs(&[disc, [Action::Palace, Action::Gold]])
}

#[test]
fn d5_the_builder_builds_one_free_house_once_per_turn() {
    let mut t = builder_turn(GG);
    let events = t.play(0, PlayerCommand::BuilderBuildHouse { at: place("v13") });
    assert_eq!(
        events,
        vec![Event::HouseBuilt {
            seat: Seat(0),
            by: Means::Builder,
            at: place("v13"),
            cost: Gold(0)
        }]
    );
    assert_eq!(t.gold(0), 15);
    given(t.events.clone())
        .when_player(0, PlayerCommand::BuilderBuildHouse { at: place("v14") })
        .then_violation(RuleViolation::BuilderAlreadyUsed);
    given(t.events)
        .when_player(
            0,
            PlayerCommand::BuilderMoveHouse {
                from: place("v1"),
                to: place("v14"),
            },
        )
        .then_violation(RuleViolation::BuilderAlreadyUsed);
}

#[test]
fn d5_the_builder_may_instead_move_a_house_free_and_unused_abilities_are_no_forfeit() {
    let mut t = builder_turn(GG);
    let events = t.play(
        0,
        PlayerCommand::BuilderMoveHouse {
            from: place("v1"),
            to: place("v14"),
        },
    );
    assert_eq!(
        events,
        vec![Event::HouseMoved {
            seat: Seat(0),
            by: Means::Builder,
            from: place("v1"),
            to: place("v14")
        }]
    );
    let mut t = builder_turn(GG);
    t.play(0, PlayerCommand::TakeGold { slot: Slot::A });
    t.play(0, PlayerCommand::TakeGold { slot: Slot::B });
    let events = t.end_turn();
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::ForfeitCompensated { .. })));
}

#[test]
fn only_the_builders_holder_builds_for_free() {
    let mut t = builder_turn(GG);
    t.end_turn();
    given(t.events)
        .when_player(1, PlayerCommand::BuilderBuildHouse { at: place("v13") })
        .then_violation(RuleViolation::NotTheBuilder);
}

#[test]
fn d5_the_master_craftsman_pays_nine_for_a_palace() {
    let mut t = builder_turn(GG);
    t.end_turn();
    t.play(1, PlayerCommand::Travel { to: city("agra") });
    let events = t.play(
        1,
        PlayerCommand::BuildPalace {
            slot: Slot::A,
            city: city("agra"),
            site: Site::Outer,
        },
    );
    assert!(matches!(
        events[0],
        Event::PalaceBuilt { cost: Gold(9), .. }
    ));
}

#[test]
fn the_game_continues_in_phase_turns_while_a_replacement_is_pending() {
    let mut t = mogul_with_two_character_actions(GG);
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::A,
            character: Character::Sadhu,
        },
    );
    assert_eq!(t.game.phase(), Phase::Turns);
    assert_eq!(t.game.awaiting_seats(), vec![Seat(2)]);
}
