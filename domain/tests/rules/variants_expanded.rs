//! Expanded I (§11.2.1–3): the Yogi (character 7) and the action tokens (D1, D3, D5, R21, R22).

use crate::common;
use crate::variants_common;

use common::*;
use durbar_domain::maharaja::{
    legal_moves, Action, Character, Command, Event, GameOptions, Gold, Payment, PlayerCommand,
    RuleViolation, Seat, Site, Slot, SystemCommand, ACTION_TOKENS,
};
use variants_common::*;

const YOGI: Character = Character::Yogi;

#[test]
fn the_yogi_is_in_play_only_in_expanded_i_and_five_players_leave_two_in_the_bank() {
    let base = Table::started(3, GameOptions::default());
    given(base.events)
        .when_player(0, PlayerCommand::ChooseCharacter { character: YOGI })
        .then_violation(RuleViolation::CharacterNotInGame { character: YOGI });
    let t = Table::with_options(
        &[
            Character::GreatMogul,
            Character::Merchant,
            Character::Sadhu,
            Character::WanderingMonk,
            YOGI,
        ],
        expanded(),
    );
    assert_eq!(
        t.game.bank_characters().iter().collect::<Vec<_>>(),
        vec![Character::Builder, Character::MasterCraftsman]
    );
}

#[test]
fn d5_the_yogis_holder_receives_a_token_as_the_turn_starts() {
    let mut t = round_one_with(&[Character::GreatMogul, YOGI], expanded()).discs(&[GG, GG]);
    t.play(0, PlayerCommand::EndTurn);
    let game = given(t.events)
        .when(sys(SystemCommand::RevealDisc {
            seat: Seat(1),
            actions: GG,
            nonce: nonce(1),
        }))
        .then(vec![
            Event::DiscRevealed {
                round: 1,
                seat: Seat(1),
                actions: GG,
                nonce: nonce(1),
            },
            Event::ActionTokenReceived { seat: Seat(1) },
        ]);
    assert_eq!(game.player(Seat(1)).unwrap().tokens, 1);
    assert_eq!(game.tokens_in_bank(), ACTION_TOKENS - 1);
}

#[test]
fn d1_no_token_is_granted_while_all_seven_are_held() {
    let t = round_one_with(&[Character::GreatMogul, YOGI], expanded());
    for (held, granted) in [(ACTION_TOKENS, false), (ACTION_TOKENS - 1, true)] {
        let mut t = tokens(t.clone(), 0, held).discs(&[GG, GG]);
        t.play(0, PlayerCommand::EndTurn);
        let (events, game) = given(t.events)
            .when(sys(SystemCommand::RevealDisc {
                seat: Seat(1),
                actions: GG,
                nonce: nonce(1),
            }))
            .then_ok();
        assert_eq!(
            events.contains(&Event::ActionTokenReceived { seat: Seat(1) }),
            granted,
            "{held} tokens held"
        );
        assert!(game.tokens_held() <= u32::from(ACTION_TOKENS));
    }
}

#[test]
fn d5_a_yogi_taken_during_the_turn_gives_its_token_at_once() {
    let t = round_one_with(
        &[Character::GreatMogul, Character::Merchant, YOGI],
        expanded(),
    )
    .discs(&[CC, GG, GG]);
    let game = given(t.events)
        .when_player(
            0,
            PlayerCommand::TakeCharacter {
                slot: Slot::A,
                character: YOGI,
            },
        )
        .then(vec![
            Event::CharacterTaken {
                seat: Seat(0),
                slot: Slot::A,
                character: YOGI,
                from_seat: Some(Seat(2)),
                returned: vec![Character::GreatMogul],
            },
            Event::ActionTokenReceived { seat: Seat(0) },
        ]);
    assert_eq!(game.pending_replacements(), vec![Seat(2)]);
}

#[test]
fn d5_the_yogis_token_is_granted_once_per_turn_even_if_the_yogi_comes_back() {
    // Expanded I and II, 2 players, every character held: seat 0 swaps the Yogi away and back.
    let options = GameOptions {
        expanded: true,
        multi_character: true,
        ..GameOptions::default()
    };
    let mut t = round_one_with(&[Character::GreatMogul, Character::Builder], options);
    for c in [YOGI, Character::Merchant, Character::Sadhu] {
        t = give(t, 0, c);
    }
    for c in [Character::WanderingMonk, Character::MasterCraftsman] {
        t = give(t, 1, c);
    }
    assert!(t.game.bank_characters().is_empty());
    let mut t = t.discs(&[CC, GG]);
    let start = t.events.len() - 3;
    assert_eq!(
        t.events[start..],
        [
            Event::DiscRevealed {
                round: 1,
                seat: Seat(0),
                actions: CC,
                nonce: nonce(0),
            },
            Event::MerchantGoldReceived {
                seat: Seat(0),
                amount: Gold(1),
            },
            Event::ActionTokenReceived { seat: Seat(0) },
        ]
    );
    t.play(
        0,
        PlayerCommand::SwapCharacters {
            slot: Slot::A,
            take: Character::Builder,
            give: YOGI,
        },
    );
    let events = t.play(
        0,
        PlayerCommand::SwapCharacters {
            slot: Slot::B,
            take: YOGI,
            give: Character::Builder,
        },
    );
    assert_eq!(
        events,
        vec![Event::CharactersSwapped {
            seat: Seat(0),
            slot: Slot::B,
            took: YOGI,
            from_seat: Seat(1),
            gave: Character::Builder,
        }]
    );
    assert_eq!(t.game.player(Seat(0)).unwrap().tokens, 1);
}

#[test]
fn a_player_who_replaces_with_the_yogi_gets_its_token_only_in_their_own_turn() {
    let mut t = round_one_with(
        &[Character::GreatMogul, Character::Merchant, Character::Sadhu],
        expanded(),
    )
    .discs(&[CC, GG, GG]);
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::A,
            character: Character::Merchant,
        },
    );
    let events = t.play(1, PlayerCommand::ReplaceCharacter { character: YOGI });
    assert_eq!(
        events,
        vec![Event::CharacterReplaced {
            seat: Seat(1),
            character: YOGI,
            by_system: false,
        }]
    );
    assert_eq!(t.game.player(Seat(1)).unwrap().tokens, 0);
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::B,
            character: Character::GreatMogul,
        },
    );
    t.end_turn();
    // Seat 2 (Sadhu, 3) plays before seat 1 (Yogi, 7).
    gold_and_end(&mut t);
    assert_eq!(t.game.active_seat(), Some(Seat(1)));
    assert_eq!(
        t.events.last(),
        Some(&Event::ActionTokenReceived { seat: Seat(1) })
    );
}

/// Seat 0 (Great Mogul) plays first with a Gold + Gold disc and `count` tokens.
fn seat0_with_tokens(count: u8) -> Table {
    let t = round_one_with(
        &[Character::GreatMogul, Character::Merchant, YOGI],
        expanded(),
    );
    tokens(t, 0, count).discs(&[GG, GG, GG])
}

#[test]
fn r21_an_action_token_buys_a_third_action_of_any_kind_but_character() {
    let mut t = seat0_with_tokens(2);
    // Governor is on neither arrow of the disc: a token may play any of the nine but Character.
    let events = t.play(
        0,
        PlayerCommand::UseActionToken {
            action: Action::Governor,
        },
    );
    assert_eq!(
        events,
        vec![Event::ActionTokenUsed {
            seat: Seat(0),
            action: Action::Governor,
        }]
    );
    assert_eq!(t.game.player(Seat(0)).unwrap().tokens, 1);
    assert_eq!(t.game.tokens_in_bank(), ACTION_TOKENS - 1);
    let events = t.play(
        0,
        PlayerCommand::MoveGovernor {
            slot: Slot::Token,
            city: city("udaipur"),
        },
    );
    assert!(matches!(
        events[0],
        Event::GovernorMoved {
            slot: Slot::Token,
            ..
        }
    ));
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::UseActionToken {
                action: Action::Gold,
            },
        )
        .then_violation(RuleViolation::TokenAlreadyUsed);
    given(seat0_with_tokens(1).events)
        .when_player(
            0,
            PlayerCommand::UseActionToken {
                action: Action::Character,
            },
        )
        .then_violation(RuleViolation::TokenCannotBeCharacter);
    given(seat0_with_tokens(0).events)
        .when_player(
            0,
            PlayerCommand::UseActionToken {
                action: Action::Gold,
            },
        )
        .then_violation(RuleViolation::NoTokenToUse);
}

#[test]
fn the_token_slot_needs_a_token_used_this_turn_and_tokens_need_expanded_i() {
    given(seat0_with_tokens(1).events)
        .when_player(0, PlayerCommand::TakeGold { slot: Slot::Token })
        .then_violation(RuleViolation::NoTokenInUse);
    let base = Table::round_one(&[Character::GreatMogul, Character::Merchant]).discs(&[GG, GG]);
    given(base.events.clone())
        .when_player(
            0,
            PlayerCommand::UseActionToken {
                action: Action::Gold,
            },
        )
        .then_violation(RuleViolation::NoActionTokens);
    given(base.events)
        .when_player(0, PlayerCommand::TakeGold { slot: Slot::Token })
        .then_violation(RuleViolation::NoActionTokens);
}

#[test]
fn the_rulebook_example_quarry_then_a_token_for_palace_and_house_then_two_houses() {
    // §11.2.3: disc Two houses + Quarry; quarry first, then the token's Palace + house, then the
    // disc's two houses. The token may be used between the disc's actions.
    let t = round_one_with(
        &[Character::GreatMogul, Character::Merchant, YOGI],
        expanded(),
    );
    let mut t = tokens(t, 0, 1).discs(&[[Action::TwoHouses, Action::Quarry], GG, GG]);
    t.play(0, PlayerCommand::TakeFromQuarry { slot: Slot::B });
    t.play(
        0,
        PlayerCommand::UseActionToken {
            action: Action::PalaceHouse,
        },
    );
    t.play(0, PlayerCommand::Travel { to: city("agra") });
    t.play(
        0,
        PlayerCommand::BuildPalace {
            slot: Slot::Token,
            city: city("agra"),
            site: Site::Central,
        },
    );
    for slot in [Slot::Token, Slot::A, Slot::A] {
        t.play(
            0,
            PlayerCommand::BuildHouse {
                slot,
                at: place("agra"),
            },
        );
    }
    let events = t.play(0, PlayerCommand::EndTurn);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ForfeitCompensated { .. })),
        "{events:?}"
    );
    let p = t.game.player(Seat(0)).unwrap();
    assert_eq!(p.gold, Gold(0), "12 + 1 + 2 of 15");
    assert_eq!(p.palaces_built, 1);
    assert_eq!(
        t.game
            .houses_at(durbar_domain::maharaja::Place::City(0), Seat(0)),
        3
    );
    assert_eq!(p.tokens, 0);
}

#[test]
fn d3_an_unfinished_token_action_is_a_forfeit() {
    let mut t = seat0_with_tokens(1);
    t.play(0, PlayerCommand::TakeGold { slot: Slot::A });
    t.play(0, PlayerCommand::TakeGold { slot: Slot::B });
    t.play(
        0,
        PlayerCommand::UseActionToken {
            action: Action::TwoHouses,
        },
    );
    t.play(
        0,
        PlayerCommand::BuildHouse {
            slot: Slot::Token,
            at: place("v13"),
        },
    );
    let events = t.play(0, PlayerCommand::EndTurn);
    assert_eq!(
        events[0],
        Event::ForfeitCompensated {
            seat: Seat(0),
            slots: vec![Slot::Token],
            payments: vec![
                Payment::from_bank(Seat(1), Gold(2)),
                Payment::from_bank(Seat(2), Gold(2)),
            ],
        }
    );
}

#[test]
fn unused_tokens_are_kept_after_losing_the_yogi_and_used_later() {
    // Round 1: seat 2 (Yogi, plays last) gets a token and keeps it.
    let mut t = round_one_with(
        &[Character::GreatMogul, Character::Merchant, YOGI],
        expanded(),
    )
    .discs(&[GG, GG, GG]);
    finish_round(&mut t);
    assert_eq!(t.game.round(), 2);
    assert_eq!(t.game.player(Seat(2)).unwrap().tokens, 1);
    // Round 2: seat 0 takes the Yogi (and gets a token of its own); seat 2 takes the Sadhu.
    let mut t = t.discs(&[CC, GG, GG]);
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::A,
            character: YOGI,
        },
    );
    t.play(
        2,
        PlayerCommand::ReplaceCharacter {
            character: Character::Sadhu,
        },
    );
    assert_eq!(t.game.player(Seat(0)).unwrap().tokens, 1);
    t.play(
        0,
        PlayerCommand::TakeCharacter {
            slot: Slot::B,
            character: Character::GreatMogul,
        },
    );
    t.end_turn();
    gold_and_end(&mut t);
    assert_eq!(t.game.active_seat(), Some(Seat(2)));
    let p = t.game.player(Seat(2)).unwrap();
    assert!(!p.characters.contains(YOGI));
    assert_eq!(p.tokens, 1);
    t.play(
        2,
        PlayerCommand::UseActionToken {
            action: Action::Gold,
        },
    );
    let events = t.play(2, PlayerCommand::TakeGold { slot: Slot::Token });
    assert_eq!(
        events,
        vec![Event::GoldTaken {
            seat: Seat(2),
            slot: Slot::Token,
            amount: Gold(2),
        }]
    );
}

#[test]
fn legal_moves_offer_the_token_for_eight_actions_then_its_parts() {
    let mut t = seat0_with_tokens(1);
    let uses: Vec<Action> = legal_moves(&t.game, Seat(0))
        .into_iter()
        .filter_map(|c| match c {
            Command::Player {
                command: PlayerCommand::UseActionToken { action },
                ..
            } => Some(action),
            _ => None,
        })
        .collect();
    assert_eq!(uses.len(), 8);
    assert!(!uses.contains(&Action::Character));
    t.play(
        0,
        PlayerCommand::UseActionToken {
            action: Action::Quarry,
        },
    );
    let moves = legal_moves(&t.game, Seat(0));
    assert!(moves.contains(&Command::player(
        Seat(0),
        PlayerCommand::TakeFromQuarry { slot: Slot::Token }
    )));
    assert!(!moves.iter().any(|c| matches!(
        c,
        Command::Player {
            command: PlayerCommand::UseActionToken { .. },
            ..
        }
    )));
}
