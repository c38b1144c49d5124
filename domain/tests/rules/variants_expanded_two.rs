//! Expanded II (§11.3, D10, R23–R25): several characters per player; the Character action
//! takes from the bank without giving one back, and once the bank is empty it swaps or lures;
//! turn order and ties go by each player's lowest character; one turn per player per round.

use crate::common;
use crate::variants_common;

use common::*;
use durbar_domain::maharaja::{
    legal_moves, Action, Awaiting, Character, Command, Event, GameOptions, Gold, PlayerCommand,
    RuleViolation, Seat, Site, Slot, SystemCommand,
};
use variants_common::*;

const C3: [Character; 3] = [Character::GreatMogul, Character::Merchant, Character::Sadhu];

fn take(slot: Slot, character: Character) -> PlayerCommand {
    PlayerCommand::TakeCharacter { slot, character }
}

fn swap(slot: Slot, take: Character, give: Character) -> PlayerCommand {
    PlayerCommand::SwapCharacters { slot, take, give }
}

fn lure(slot: Slot, from: u8) -> PlayerCommand {
    PlayerCommand::LureCharacter {
        slot,
        from_seat: Seat(from),
    }
}

/// Seat 0: Great Mogul; seat 1: Merchant, Monk, Builder; seat 2: Sadhu, Craftsman. The bank
/// is empty.
fn bank_empty(discs: &[[Action; 2]; 3]) -> Table {
    let mut t = round_one_with(&C3, expanded_two());
    t = give(t, 1, Character::WanderingMonk);
    t = give(t, 1, Character::Builder);
    t = give(t, 2, Character::MasterCraftsman);
    assert!(t.game.bank_characters().is_empty());
    t.discs(discs)
}

#[test]
fn d10_the_character_action_takes_from_the_bank_and_keeps_every_character_held() {
    let mut t = round_one_with(&C3, expanded_two()).discs(&[CC, GG, GG]);
    assert_eq!(
        t.play(0, take(Slot::A, Character::Builder)),
        vec![Event::CharacterTaken {
            seat: Seat(0),
            slot: Slot::A,
            character: Character::Builder,
            from_seat: None,
            returned: vec![],
        }]
    );
    // With characters in the bank, nothing is taken from a player.
    given(t.events.clone())
        .when_player(0, take(Slot::B, Character::Merchant))
        .then_violation(RuleViolation::CharacterNotInBank {
            character: Character::Merchant,
        });
    t.play(0, take(Slot::B, Character::WanderingMonk));
    let held: Vec<Character> = t.game.player(Seat(0)).unwrap().characters.iter().collect();
    assert_eq!(
        held,
        vec![
            Character::GreatMogul,
            Character::WanderingMonk,
            Character::Builder
        ]
    );
    assert!(t.game.pending_replacements().is_empty());
}

#[test]
fn d10_with_the_bank_empty_the_character_action_swaps_a_named_character() {
    let t = bank_empty(&[CC, GG, GG]);
    given(t.events.clone())
        .when_player(0, take(Slot::A, Character::Sadhu))
        .then_violation(RuleViolation::BankEmpty);
    let (events, game) = given(t.events)
        .when_player(
            0,
            swap(Slot::A, Character::MasterCraftsman, Character::GreatMogul),
        )
        .then_ok();
    assert_eq!(
        events,
        vec![Event::CharactersSwapped {
            seat: Seat(0),
            slot: Slot::A,
            took: Character::MasterCraftsman,
            from_seat: Seat(2),
            gave: Character::GreatMogul,
        }]
    );
    let held =
        |s: u8| -> Vec<Character> { game.player(Seat(s)).unwrap().characters.iter().collect() };
    assert_eq!(held(0), vec![Character::MasterCraftsman]);
    assert_eq!(held(2), vec![Character::GreatMogul, Character::Sadhu]);
}

#[test]
fn swap_and_lure_need_expanded_ii_and_an_empty_bank() {
    let base = Table::round_one(&C3).discs(&[CC, GG, GG]);
    given(base.events.clone())
        .when_player(0, swap(Slot::A, Character::Sadhu, Character::GreatMogul))
        .then_violation(RuleViolation::NotExpandedTwo);
    given(base.events)
        .when_player(0, lure(Slot::A, 1))
        .then_violation(RuleViolation::NotExpandedTwo);
    let with_bank = round_one_with(&C3, expanded_two()).discs(&[CC, GG, GG]);
    given(with_bank.events.clone())
        .when_player(0, swap(Slot::A, Character::Sadhu, Character::GreatMogul))
        .then_violation(RuleViolation::BankNotEmpty);
    given(with_bank.events)
        .when_player(0, lure(Slot::A, 1))
        .then_violation(RuleViolation::BankNotEmpty);
}

#[test]
fn a_swap_gives_one_of_yours_for_one_another_player_holds() {
    let t = bank_empty(&[CC, GG, GG]);
    given(t.events.clone())
        .when_player(0, swap(Slot::A, Character::Sadhu, Character::Builder))
        .then_violation(RuleViolation::DoNotHoldCharacter {
            character: Character::Builder,
        });
    given(t.events.clone())
        .when_player(
            0,
            swap(Slot::A, Character::GreatMogul, Character::GreatMogul),
        )
        .then_violation(RuleViolation::AlreadyHoldCharacter {
            character: Character::GreatMogul,
        });
    given(t.events.clone())
        .when_player(0, swap(Slot::A, Character::Yogi, Character::GreatMogul))
        .then_violation(RuleViolation::CharacterNotInGame {
            character: Character::Yogi,
        });
    // D5: the Merchant taken by a swap pays its gold at once.
    let (events, _) = given(t.events)
        .when_player(0, swap(Slot::A, Character::Merchant, Character::GreatMogul))
        .then_ok();
    assert_eq!(
        events[1],
        Event::MerchantGoldReceived {
            seat: Seat(0),
            amount: Gold(1),
        }
    );
}

#[test]
fn d10_a_lure_takes_from_a_player_holding_more_who_chooses_what_to_give() {
    let mut t = bank_empty(&[CC, GG, GG]);
    given(t.events.clone())
        .when_player(0, lure(Slot::A, 0))
        .then_violation(RuleViolation::CannotLureFromYourself);
    assert_eq!(
        t.play(0, lure(Slot::A, 1)),
        vec![Event::CharacterLured {
            seat: Seat(0),
            slot: Slot::A,
            from_seat: Seat(1),
        }]
    );
    assert_eq!(t.game.awaiting(), Awaiting::Gift(Seat(1)));
    assert_eq!(t.game.awaiting_seats(), vec![Seat(1)]);
    // The active turn waits for the target's choice (as for a replacement, R14).
    given(t.events.clone())
        .when_player(0, lure(Slot::B, 2))
        .then_violation(RuleViolation::WaitingForGift { seat: Seat(1) });
    given(t.events.clone())
        .when_player(0, PlayerCommand::EndTurn)
        .then_violation(RuleViolation::WaitingForGift { seat: Seat(1) });
    given(t.events.clone())
        .when_player(
            2,
            PlayerCommand::GiveCharacter {
                character: Character::Sadhu,
            },
        )
        .then_violation(RuleViolation::NoGiftToGive);
    given(t.events.clone())
        .when_player(
            1,
            PlayerCommand::GiveCharacter {
                character: Character::Sadhu,
            },
        )
        .then_violation(RuleViolation::DoNotHoldCharacter {
            character: Character::Sadhu,
        });
    let gifts = legal_moves(&t.game, Seat(1));
    assert_eq!(gifts.len(), 3);
    assert!(legal_moves(&t.game, Seat(0)).is_empty());
    assert_eq!(
        t.play(
            1,
            PlayerCommand::GiveCharacter {
                character: Character::Merchant,
            }
        ),
        vec![
            Event::CharacterGiven {
                seat: Seat(1),
                to: Seat(0),
                character: Character::Merchant,
                by_system: false,
            },
            Event::MerchantGoldReceived {
                seat: Seat(0),
                amount: Gold(1),
            },
        ]
    );
    // Now seat 0 holds 2, like seat 2: no lure from seat 2.
    given(t.events.clone())
        .when_player(0, lure(Slot::B, 2))
        .then_violation(RuleViolation::LureNeedsFewerCharacters {
            target: Seat(2),
            yours: 2,
            theirs: 2,
        });
    // A lure is an action performed: the turn ends without forfeiting it.
    t.play(0, swap(Slot::B, Character::Sadhu, Character::Merchant));
    let events = t.play(0, PlayerCommand::EndTurn);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::ForfeitCompensated { .. })));
}

#[test]
fn r25_the_no_show_policy_gives_the_highest_numbered_character() {
    let mut t = bank_empty(&[CC, GG, GG]);
    t.play(0, lure(Slot::A, 1));
    let events = t.system(SystemCommand::GiveCharacterForAbsentSeat { seat: Seat(1) });
    assert_eq!(
        events,
        vec![Event::CharacterGiven {
            seat: Seat(1),
            to: Seat(0),
            character: Character::Builder,
            by_system: true,
        }]
    );
    given(t.events)
        .when(sys(SystemCommand::GiveCharacterForAbsentSeat {
            seat: Seat(1),
        }))
        .then_violation(RuleViolation::NoGiftToGive);
}

#[test]
fn turn_order_goes_by_lowest_character_and_each_player_plays_once_per_round() {
    // Seat 1 (Merchant, Monk, Builder) swaps the Great Mogul away from seat 0 after seat 0 has
    // played: seat 0 does not play again, and in round 2 seat 1 plays first.
    let mut t = bank_empty(&[GG, CC, GG]);
    gold_and_end(&mut t);
    assert_eq!(t.game.active_seat(), Some(Seat(1)));
    t.play(1, swap(Slot::A, Character::GreatMogul, Character::Builder));
    t.play(1, swap(Slot::B, Character::Sadhu, Character::WanderingMonk));
    t.end_turn();
    assert_eq!(t.game.active_seat(), Some(Seat(2)));
    let events = gold_and_end(&mut t);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::RoundStarted { round: 2, .. })));
    let ended: Vec<Seat> = t
        .events
        .iter()
        .filter_map(|e| match e {
            Event::TurnEnded { round: 1, seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(ended, vec![Seat(0), Seat(1), Seat(2)]);
    // Round 2: seat 1 (Great Mogul), seat 2 (Wandering Monk 4 < Craftsman 6), seat 0 (Builder).
    assert_eq!(t.game.character_order(), vec![Seat(1), Seat(2), Seat(0)]);
    let t = t.discs(&[GG, GG, GG]);
    assert_eq!(t.game.active_seat(), Some(Seat(1)));
}

#[test]
fn scoring_ties_go_to_the_lower_lowest_character() {
    // Seat 0: Sadhu; seat 1: Builder and Great Mogul. Both architects end in Agra: a tie that
    // seat 1's Great Mogul wins, although seat 0's Sadhu is lower than seat 1's Builder.
    let t = round_one_with(
        &[Character::Sadhu, Character::Builder, Character::Merchant],
        expanded_two(),
    );
    let mut t = give(t, 1, Character::GreatMogul).discs(&[GG, GG, GG]);
    assert_eq!(t.game.active_seat(), Some(Seat(1)));
    while let Some(seat) = t.game.active_seat() {
        if seat != Seat(2) {
            t.play(seat.0, PlayerCommand::Travel { to: city("agra") });
        }
        gold_and_end(&mut t);
        if t.game.round() == 2 {
            break;
        }
    }
    let scores = t
        .events
        .iter()
        .find_map(|e| match e {
            Event::CityScored { scores, .. } => Some(scores.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        scores
            .iter()
            .map(|s| (s.seat, s.points))
            .collect::<Vec<_>>(),
        vec![(Seat(1), 1), (Seat(0), 1)]
    );
}

#[test]
fn a_player_with_several_characters_uses_all_their_abilities() {
    // Seat 0: Great Mogul, Merchant (+1 gold) and Master Craftsman (palaces for 9).
    let t = round_one_with(
        &[Character::GreatMogul, Character::Sadhu],
        GameOptions {
            multi_character: true,
            ..GameOptions::default()
        },
    );
    let t = give(
        give(t, 0, Character::Merchant),
        0,
        Character::MasterCraftsman,
    );
    let mut t = t.discs(&[[Action::Palace, Action::Gold], GG]);
    assert_eq!(t.gold(0), 16, "the Merchant's gold");
    t.play(0, PlayerCommand::Travel { to: city("agra") });
    let events = t.play(
        0,
        PlayerCommand::BuildPalace {
            slot: Slot::A,
            city: city("agra"),
            site: Site::Central,
        },
    );
    assert!(matches!(
        events[0],
        Event::PalaceBuilt { cost: Gold(9), .. }
    ));
}

#[test]
fn legal_moves_offer_swaps_and_lures_once_the_bank_is_empty() {
    let t = bank_empty(&[CC, GG, GG]);
    let moves = legal_moves(&t.game, Seat(0));
    let swaps = moves
        .iter()
        .filter(|m| {
            matches!(
                m,
                Command::Player {
                    command: PlayerCommand::SwapCharacters { slot: Slot::A, .. },
                    ..
                }
            )
        })
        .count();
    // Five characters held by others, one of seat 0's to give for each.
    assert_eq!(swaps, 5);
    assert!(moves.contains(&Command::player(Seat(0), lure(Slot::A, 1))));
    assert!(moves.contains(&Command::player(Seat(0), lure(Slot::A, 2))));
    assert!(!moves.iter().any(|m| matches!(
        m,
        Command::Player {
            command: PlayerCommand::TakeCharacter { .. },
            ..
        }
    )));
}
