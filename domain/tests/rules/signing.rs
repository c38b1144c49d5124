//! Signed moves (design.md "Trust levels"): the server logs a `command_signed` event before the
//! events of each signed command, numbered per seat; at the signed-moves level an unsigned move
//! is refused, and the replay of `durbar verify` rejects a log holding a move its seat did not
//! sign, a replayed signature, or a signature by a key not registered for the seat.
//!
//! Sealed in the browser (the last tests): the player sends a disc's commitment alone, opens it
//! themselves, signed, when their turn begins; a wrong opening is refused naming the rule, and
//! a disc not opened by the deadline is void.

use durbar_domain::maharaja::signing::{canonical_command, signed_event, to_sign};
use durbar_domain::maharaja::testing::{nonce, Table};
use durbar_domain::maharaja::{
    decide, replay, Action, Character, Command, Event, GameOptions, PlayerCommand, ReplayError,
    RuleViolation, Seat, SystemCommand, Trust,
};
use durbar_domain::signed::TestKey;

/// Two players at the signed-moves level, each with a registered device key (seat k = player k).
fn table() -> (Table, [TestKey; 2]) {
    table_at(Trust::SignedMoves)
}

/// Two players at `trust`, each with a registered device key (seat k = player k).
fn table_at(trust: Trust) -> (Table, [TestKey; 2]) {
    let options = GameOptions {
        trust,
        ..GameOptions::default()
    };
    let mut table = Table::started(2, options);
    let keys = [TestKey::from_seed(1), TestKey::from_seed(2)];
    for (player, key) in keys.iter().enumerate() {
        table.system(SystemCommand::RegisterKey {
            player: player as u8,
            key: key.public(),
        });
    }
    (table, keys)
}

/// Plays `command` for `seat`, signed with `key`, as the server appends it.
#[track_caller]
fn play_signed(table: &mut Table, key: &TestKey, seat: u8, command: PlayerCommand) {
    let seat = Seat(seat);
    let decided = decide(&table.game, &Command::player(seat, command.clone()))
        .unwrap_or_else(|v| panic!("{command:?} was refused: {v}"));
    let message = to_sign(&table.game, seat, &command, &decided).message;
    let signature = key.sign(&message);
    let signed = signed_event(&table.game, seat, &command, &decided, Some(&signature))
        .expect("the signature is accepted")
        .expect("a signed command is logged");
    for event in std::iter::once(signed).chain(decided) {
        table.game.apply(&event);
        table.events.push(event);
    }
}

/// Characters chosen and houses placed, all signed.
fn signed_setup() -> (Table, [TestKey; 2]) {
    signed_setup_at(Trust::SignedMoves)
}

/// [`signed_setup`] at `trust`.
fn signed_setup_at(trust: Trust) -> (Table, [TestKey; 2]) {
    let (mut table, keys) = table_at(trust);
    for (seat, character) in [Character::Builder, Character::Merchant]
        .into_iter()
        .enumerate()
    {
        play_signed(
            &mut table,
            &keys[seat],
            seat as u8,
            PlayerCommand::ChooseCharacter { character },
        );
    }
    for village in ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8"] {
        let seat = table.game.next_house_placer().expect("placing houses");
        play_signed(
            &mut table,
            &keys[seat.index()],
            seat.0,
            PlayerCommand::PlaceHouse {
                village: durbar_domain::maharaja::testing::village(village),
            },
        );
    }
    (table, keys)
}

/// [`signed_setup`], then round 1's discs set, signed.
fn signed_round_one() -> (Table, [TestKey; 2]) {
    let (mut table, keys) = signed_setup();
    for seat in 0..2u8 {
        let actions = [Action::Gold, Action::House];
        play_signed(
            &mut table,
            &keys[usize::from(seat)],
            seat,
            PlayerCommand::SetDisc {
                actions,
                nonce: nonce(seat),
            },
        );
        table.discs[usize::from(seat)] = Some(actions);
    }
    table.reveal();
    (table, keys)
}

fn rejected(events: &[Event]) -> ReplayError {
    match replay(events) {
        Ok(_) => panic!("the log was accepted"),
        Err(error) => error,
    }
}

fn position(events: &[Event], what: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .rposition(what)
        .expect("the log has such an event")
}

#[test]
fn a_log_whose_every_move_is_signed_replays() {
    let (table, _) = signed_round_one();
    let replayed = replay(&table.events).expect("the signed log replays");
    assert_eq!(replayed.signed_count(Seat(0)), 6);
    assert_eq!(replayed.signed_count(Seat(1)), 6);
}

#[test]
fn signed_commands_are_numbered_per_seat_from_one() {
    let (table, _) = signed_round_one();
    let numbers: Vec<(u8, u64)> = table
        .events
        .iter()
        .filter_map(|e| match e {
            Event::CommandSigned { seat, n, .. } => Some((seat.0, *n)),
            _ => None,
        })
        .collect();
    let seat0: Vec<u64> = numbers
        .iter()
        .filter(|(s, _)| *s == 0)
        .map(|(_, n)| *n)
        .collect();
    assert_eq!(seat0, vec![1, 2, 3, 4, 5, 6]);
}

#[test]
fn a_disc_is_signed_as_its_commitment_never_its_opening() {
    let (table, _) = signed_round_one();
    let (signed, commitment) = table
        .events
        .windows(2)
        .find_map(|pair| match pair {
            [Event::CommandSigned { command, .. }, Event::DiscCommitted { commitment, .. }] => {
                Some((command.clone(), *commitment))
            }
            _ => None,
        })
        .expect("a signed disc");
    assert_eq!(
        signed,
        format!("{{\"type\":\"set_disc\",\"commitment\":\"{commitment}\"}}")
    );
    assert_eq!(
        canonical_command(&PlayerCommand::EndTurn, &[]),
        "{\"type\":\"end_turn\"}"
    );
}

#[test]
fn an_unsigned_move_at_the_signed_level_is_refused_and_allowed_at_the_server_level() {
    let (table, _) = signed_round_one();
    let command = PlayerCommand::EndTurn;
    let seat = table.game.active_seat().expect("a turn runs");
    let decided = decide(&table.game, &Command::player(seat, command.clone())).unwrap();
    assert_eq!(
        signed_event(&table.game, seat, &command, &decided, None),
        Err(RuleViolation::MoveNotSigned)
    );
    let server = Table::started(2, GameOptions::default());
    assert_eq!(
        signed_event(
            &server.game,
            Seat(0),
            &PlayerCommand::ChooseCharacter {
                character: Character::Builder
            },
            &[],
            None
        ),
        Ok(None)
    );
}

#[test]
fn a_signature_by_another_seats_key_or_for_an_old_number_is_refused() {
    let (table, keys) = signed_round_one();
    let seat = table.game.active_seat().expect("a turn runs");
    let command = PlayerCommand::EndTurn;
    let decided = decide(&table.game, &Command::player(seat, command.clone())).unwrap();
    let signed = to_sign(&table.game, seat, &command, &decided);
    let other = &keys[1 - seat.index()];
    assert_eq!(
        signed_event(
            &table.game,
            seat,
            &command,
            &decided,
            Some(&other.sign(&signed.message))
        ),
        Err(RuleViolation::BadSignature { n: signed.n })
    );
    let old = durbar_domain::maharaja::signing::to_sign_nth(
        &table.game,
        seat,
        signed.n - 1,
        &command,
        &decided,
    );
    assert_eq!(
        signed_event(
            &table.game,
            seat,
            &command,
            &decided,
            Some(&keys[seat.index()].sign(&old.message))
        ),
        Err(RuleViolation::BadSignature { n: signed.n })
    );
}

#[test]
fn a_disc_commitment_appended_for_a_seat_without_its_signature_is_named() {
    let (mut table, keys) = signed_setup();
    play_signed(
        &mut table,
        &keys[0],
        0,
        PlayerCommand::SetDisc {
            actions: [Action::Gold, Action::Gold],
            nonce: nonce(0),
        },
    );
    // The operator sets seat 1's disc: a commitment appended as the server would write it.
    let seat = Seat(1);
    let forged = decide(
        &table.game,
        &Command::player(
            seat,
            PlayerCommand::SetDisc {
                actions: [Action::Palace, Action::Palace],
                nonce: nonce(9),
            },
        ),
    )
    .expect("seat 1 has no disc yet");
    table.events.extend(forged);
    let error = rejected(&table.events);
    assert_eq!(error.index, table.events.len() - 1);
    assert!(
        error
            .to_string()
            .contains("(disc_committed) is a move of seat 1 that they did not sign"),
        "{error}"
    );
}

#[test]
fn a_replayed_signature_is_rejected_by_its_number() {
    let (mut table, _) = signed_round_one();
    let at = position(&table.events, |e| {
        matches!(e, Event::CommandSigned { seat: Seat(1), .. })
    });
    let replayed: Vec<Event> = table.events[at..at + 2].to_vec();
    table.events.extend(replayed);
    let error = rejected(&table.events);
    assert!(
        error
            .to_string()
            .contains("is numbered 6, but it is seat 1's signed move 7"),
        "{error}"
    );
}

#[test]
fn a_signed_command_the_following_events_do_not_match_is_named() {
    let (mut table, _) = signed_round_one();
    let at = position(&table.events, |e| matches!(e, Event::DiscCommitted { .. }));
    if let Event::DiscCommitted { commitment, .. } = &mut table.events[at] {
        commitment.0[0] ^= 1;
    }
    let error = rejected(&table.events);
    assert_eq!(error.index, at);
    assert!(
        error.to_string().starts_with("the step after event"),
        "{error}"
    );
}

#[test]
fn a_signature_by_a_key_not_registered_for_the_seat_is_named() {
    let (mut table, keys) = signed_round_one();
    let at = position(&table.events, |e| {
        matches!(e, Event::CommandSigned { seat: Seat(1), .. })
    });
    if let Event::CommandSigned {
        signature,
        seat,
        n,
        command,
    } = &mut table.events[at]
    {
        let message = durbar_domain::signed_message(
            durbar_domain::maharaja::testing::GAME_ID,
            *seat,
            *n,
            command.as_bytes(),
        );
        *signature = keys[0].sign(&message);
    }
    let error = rejected(&table.events);
    assert_eq!(error.index, at);
    assert!(
        error
            .to_string()
            .contains("not made by a key registered for seat 1"),
        "{error}"
    );
}

#[test]
fn keys_are_numbered_per_player_and_one_key_serves_one_player_only() {
    let (mut table, keys) = table();
    let second = TestKey::from_seed(7);
    let events = table.system(SystemCommand::RegisterKey {
        player: 0,
        key: second.public(),
    });
    assert!(matches!(
        events[..],
        [Event::KeyRegistered {
            player: 0,
            device: 2,
            ..
        }]
    ));
    assert_eq!(table.game.keys_of_seat(Seat(0)).count(), 2);
    let again = decide(
        &table.game,
        &Command::System(SystemCommand::RegisterKey {
            player: 1,
            key: keys[0].public(),
        }),
    );
    assert_eq!(again, Err(RuleViolation::KeyAlreadyRegistered));
}

#[test]
fn the_servers_move_for_an_absent_seat_must_name_the_deadline_that_allowed_it() {
    let (mut table, keys) = signed_setup();
    play_signed(
        &mut table,
        &keys[0],
        0,
        PlayerCommand::SetDisc {
            actions: [Action::Gold, Action::Gold],
            nonce: nonce(0),
        },
    );
    let mut unmarked = table.clone();
    unmarked.system(SystemCommand::SetDiscForAbsentSeat {
        seat: Seat(1),
        nonce: nonce(1),
    });
    let error = rejected(&unmarked.events);
    assert!(
        error
            .to_string()
            .contains("a move the server made for seat 1 without naming the deadline"),
        "{error}"
    );
    table.system(SystemCommand::MarkDeadline {
        seat: Seat(1),
        wait: "disc".into(),
        deadline: "2026-11-27T12:00:00Z".into(),
    });
    table.system(SystemCommand::SetDiscForAbsentSeat {
        seat: Seat(1),
        nonce: nonce(1),
    });
    replay(&table.events).expect("a marked no-show move replays");
}

// --- sealed in the browser ---

/// The commitment seat `seat` seals `actions` under in round 1 (as the page computes it).
fn sealed(seat: u8, actions: [Action; 2]) -> durbar_domain::maharaja::Bytes32 {
    durbar_domain::maharaja::commitment::disc_commitment(
        durbar_domain::maharaja::testing::GAME_ID,
        1,
        Seat(seat),
        actions,
        &nonce(seat),
    )
}

/// Given two players at the sealed-in-the-browser level whose devices sealed round 1's discs
/// (seat 0: Gold + House, seat 1: Palace + Gold), signed: seat 1's turn begins (the Merchant
/// plays before the Builder).
fn sealed_round_one() -> (Table, [TestKey; 2]) {
    let (mut table, keys) = signed_setup_at(Trust::SealedInBrowser);
    for (seat, actions) in [
        (0u8, [Action::Gold, Action::House]),
        (1, [Action::Palace, Action::Gold]),
    ] {
        play_signed(
            &mut table,
            &keys[usize::from(seat)],
            seat,
            PlayerCommand::SealDisc {
                commitment: sealed(seat, actions),
            },
        );
        table.discs[usize::from(seat)] = Some(actions);
    }
    (table, keys)
}

#[track_caller]
fn refused(table: &Table, command: Command) -> RuleViolation {
    decide(&table.game, &command).expect_err("the command is refused")
}

#[test]
fn at_the_sealed_level_the_server_takes_no_disc_in_the_open_and_holds_nothing_to_open() {
    let (table, _) = signed_setup_at(Trust::SealedInBrowser);
    let set = PlayerCommand::SetDisc {
        actions: [Action::Gold, Action::Gold],
        nonce: nonce(0),
    };
    assert_eq!(
        refused(&table, Command::player(Seat(0), set)),
        RuleViolation::DiscSealedInBrowser
    );
    let (table, _) = sealed_round_one();
    // Seat 1's turn begins: the game awaits seat 1's own opening, the server has none due.
    assert_eq!(durbar_domain::maharaja::reveal_due(&table.game), None);
    let waits = durbar_domain::maharaja::waits(&table.game);
    assert_eq!(waits.len(), 1);
    assert_eq!((waits[0].seat, waits[0].kind), (Seat(1), "open_disc"));
    assert_eq!(
        refused(
            &table,
            Command::System(SystemCommand::DeclareDiscUnopenable { seat: Seat(1) })
        ),
        RuleViolation::OpeningIsThePlayers { seat: Seat(1) }
    );
}

#[test]
fn a_disc_commitment_alone_is_refused_where_the_server_holds_the_discs() {
    let (table, _) = signed_setup_at(Trust::SignedMoves);
    let seal = PlayerCommand::SealDisc {
        commitment: sealed(0, [Action::Gold, Action::Gold]),
    };
    assert_eq!(
        refused(&table, Command::player(Seat(0), seal)),
        RuleViolation::NotSealedInBrowser
    );
}

#[test]
fn the_player_opens_their_sealed_disc_signed_and_the_log_replays() {
    let (mut table, keys) = sealed_round_one();
    play_signed(
        &mut table,
        &keys[1],
        1,
        PlayerCommand::OpenDisc {
            actions: [Action::Palace, Action::Gold],
            nonce: nonce(1),
        },
    );
    assert!(table
        .events
        .iter()
        .any(|e| matches!(e, Event::DiscRevealed { seat: Seat(1), .. })));
    assert_eq!(table.game.active_seat(), Some(Seat(1)));
    replay(&table.events).expect("the sealed log replays");
}

#[test]
fn a_wrong_opening_is_refused_naming_the_rule() {
    let (table, _) = sealed_round_one();
    let wrong = PlayerCommand::OpenDisc {
        actions: [Action::Palace, Action::Palace],
        nonce: nonce(1),
    };
    let violation = refused(&table, Command::player(Seat(1), wrong));
    assert_eq!(
        violation,
        RuleViolation::RevealDoesNotMatchCommitment { seat: Seat(1) }
    );
    assert_eq!(
        durbar_domain::game::RuleCode::code(&violation),
        "reveal_does_not_match_commitment"
    );
    let early = PlayerCommand::OpenDisc {
        actions: [Action::Gold, Action::House],
        nonce: nonce(0),
    };
    assert_eq!(
        refused(&table, Command::player(Seat(0), early)),
        RuleViolation::NotThisSeatsReveal { seat: Seat(0) }
    );
}

#[test]
fn a_disc_not_opened_by_the_deadline_is_void_and_both_its_actions_are_forfeited() {
    let (mut table, _) = sealed_round_one();
    let wait = durbar_domain::maharaja::waits(&table.game).remove(0);
    let policy = durbar_domain::maharaja::no_show(&wait, nonce(9)).expect("a policy");
    assert_eq!(
        policy,
        Command::System(SystemCommand::VoidDiscForAbsentSeat { seat: Seat(1) })
    );
    table.system(SystemCommand::MarkDeadline {
        seat: Seat(1),
        wait: wait.kind.to_string(),
        deadline: "2026-11-27T07:00:00Z".into(),
    });
    let events = table.apply(policy);
    assert!(matches!(
        events[0],
        Event::DiscVoided {
            round: 1,
            seat: Seat(1)
        }
    ));
    let turn = table.game.turn().copied().expect("seat 1's turn runs");
    assert_eq!(turn.seat, Seat(1));
    assert!(turn.slots.iter().all(|slot| slot.action.is_none()));
    replay(&table.events).expect("a void after the deadline replays");
}

#[test]
fn a_void_without_the_deadline_or_before_the_turn_is_refused_or_named() {
    let (mut table, _) = sealed_round_one();
    assert_eq!(
        refused(
            &table,
            Command::System(SystemCommand::VoidDiscForAbsentSeat { seat: Seat(0) })
        ),
        RuleViolation::NotThisSeatsReveal { seat: Seat(0) }
    );
    // The operator voids seat 1's disc without its deadline having passed.
    table.system(SystemCommand::VoidDiscForAbsentSeat { seat: Seat(1) });
    let error = rejected(&table.events);
    let at = position(&table.events, |e| matches!(e, Event::DiscVoided { .. }));
    assert_eq!(error.index, at);
    assert!(
        error.to_string().contains(
            "(disc_voided) is a move the server made for seat 1 without naming the deadline"
        ),
        "{error}"
    );
    let (server, _) = signed_setup_at(Trust::Server);
    assert_eq!(
        refused(
            &server,
            Command::System(SystemCommand::VoidDiscForAbsentSeat { seat: Seat(0) })
        ),
        RuleViolation::NotSealedInBrowser
    );
}

#[test]
fn a_sealed_commitment_substituted_in_the_log_is_named() {
    let (mut table, _) = sealed_round_one();
    let at = position(&table.events, |e| matches!(e, Event::DiscCommitted { .. }));
    if let Event::DiscCommitted { commitment, .. } = &mut table.events[at] {
        *commitment = sealed(1, [Action::Gold, Action::Gold]);
    }
    let error = rejected(&table.events);
    assert_eq!(error.index, at);
    assert!(
        error.to_string().starts_with("the step after event"),
        "{error}"
    );
    assert!(error.to_string().contains("(command_signed)"), "{error}");
}

#[test]
fn sealed_bids_are_offered_with_discs_sealed_in_the_browser() {
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        auction: durbar_domain::maharaja::Auction::Sealed,
        ..GameOptions::default()
    };
    assert_eq!(options.validate(), Ok(()));
}
