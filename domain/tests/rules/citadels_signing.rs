//! Citadels at the signed-moves level (design.md "Trust levels"; issues 13 and 21): the keys
//! made at join are registered right after the start; every command a player originates
//! (picks, turn steps, the end of a turn, decisions inside another's turn, C8) is logged after
//! a `command_signed` event checked against the seat's keys and next number; an unsigned, a
//! wrongly signed or a replayed move is refused naming the rule; the server's moves (the
//! no-show policy, C7) are marked by `deadline_passed` and signed by nobody.

use durbar_domain::citadels::options::Trust;
use durbar_domain::citadels::signing::{canonical_command, signer, to_sign_nth};
use durbar_domain::citadels::{Citadels, Command, Event, Logged, Options, RuleViolation, Table};
use durbar_domain::signed::{Signature, TestKey};
use durbar_domain::{Bytes32, GameId, Rules, Seat};

const GAME: GameId = GameId([9; 16]);

/// A 4-player first game at `trust`, each player's key registered after the start as the
/// server does with the keys made at join (seat k = player k): the table and the keys.
#[track_caller]
fn given_a_game_at(trust: Trust) -> (Table, Vec<TestKey>) {
    let options = Options {
        trust,
        ..Options::first_game(4)
    };
    let start = Command::Start {
        game: GAME,
        options,
        seed: Bytes32([5; 32]),
        contributions: (0..4).map(|i| Bytes32([i; 32])).collect(),
        deck: None,
        drafts: Vec::new(),
    };
    let mut table = server(Table::default(), &start);
    let keys: Vec<TestKey> = (1..=4).map(TestKey::from_seed).collect();
    for (player, key) in keys.iter().enumerate() {
        table = server(
            table,
            &Command::RegisterKey {
                player: player as u8,
                key: key.public(),
            },
        );
    }
    (table, keys)
}

/// Plays a server command (nothing signs it).
#[track_caller]
fn server(table: Table, command: &Command) -> Table {
    let (table, logged) = when_played(&table, command, &[]).expect("the server's move");
    assert!(
        !logged
            .iter()
            .any(|l| matches!(l.event, Event::CommandSigned { .. })),
        "the server's moves are signed by nobody"
    );
    table
}

/// When `command` is played with `signatures`, as the server appends it: the table after it
/// and the events logged (the `command_signed` first), or the rule it breaks.
fn when_played(
    table: &Table,
    command: &Command,
    signatures: &[Signature],
) -> Result<(Table, Vec<Logged>), RuleViolation> {
    let decided = Citadels::decide(table, command)?;
    let signed = Citadels::signed(table, command, &decided, &mut signatures.iter())?;
    let logged: Vec<Logged> = signed.into_iter().chain(decided).collect();
    let after = logged.iter().fold(table.clone(), Citadels::evolve);
    Ok((after, logged))
}

/// The signature `key` makes for `command` as its seat's `n`-th signed move.
fn signature(table: &Table, key: &TestKey, n: u64, command: &Command) -> Signature {
    let decided = Citadels::decide(table, command).expect("a legal move");
    let seat = signer(command).expect("a player's move");
    let events = decided.iter().map(|logged| &logged.event);
    key.sign(&to_sign_nth(&table.state, seat, n, command, events).message)
}

/// Plays `command` signed by its seat's key with the seat's next number.
#[track_caller]
fn play_signed(table: &Table, keys: &[TestKey], command: &Command) -> (Table, Vec<Logged>) {
    let seat = signer(command).expect("a player's move");
    let n = table.state.keyring.signed_count(seat) + 1;
    let signature = signature(table, &keys[seat.index()], n, command);
    when_played(table, command, &[signature])
        .unwrap_or_else(|v| panic!("{command:?} signed was refused: {v}"))
}

/// The first pick offered to whoever picks now.
#[track_caller]
fn first_pick(table: &Table) -> Command {
    let seat = Citadels::waits(table)[0].seat;
    Citadels::legal_moves(table, seat)
        .into_iter()
        .find(|c| matches!(c, Command::Pick { .. }))
        .expect("a pick is offered")
}

#[test]
fn a_signed_pick_is_logged_after_its_signature_which_shows_the_commitment_not_the_character() {
    let (table, keys) = given_a_game_at(Trust::SignedMoves);
    let pick = first_pick(&table);
    let (after, logged) = play_signed(&table, &keys, &pick);
    let Event::CommandSigned {
        seat, n, command, ..
    } = &logged[0].event
    else {
        panic!("the signature comes first: {:?}", logged[0].event)
    };
    let Event::CharacterPicked { commitment, .. } = &logged[1].event else {
        panic!("then the sealed pick: {:?}", logged[1].event)
    };
    assert_eq!((*seat, *n), (signer(&pick).unwrap(), 1));
    assert_eq!(
        *command,
        format!(
            "{{\"do\":\"pick\",\"seat\":{},\"commitment\":\"{}\"}}",
            seat.0,
            hex::encode(commitment.0)
        ),
        "C3: the signed bytes carry the commitment, never the character"
    );
    assert_eq!(after.state.keyring.signed_count(*seat), 1);
}

#[test]
fn an_unsigned_move_at_the_signed_moves_level_is_refused_naming_the_rule() {
    let (table, _) = given_a_game_at(Trust::SignedMoves);
    let refused = when_played(&table, &first_pick(&table), &[]).unwrap_err();
    assert_eq!(refused, RuleViolation::MoveNotSigned);
    assert_eq!(refused.code(), "move_not_signed");
    assert!(refused.to_string().contains("signed-moves level"));
}

#[test]
fn a_move_signed_by_another_players_key_is_refused() {
    let (table, keys) = given_a_game_at(Trust::SignedMoves);
    let pick = first_pick(&table);
    let seat = signer(&pick).unwrap();
    let other = &keys[(seat.index() + 1) % 4];
    let forged = signature(&table, other, 1, &pick);
    let refused = when_played(&table, &pick, &[forged]).unwrap_err();
    assert_eq!(refused, RuleViolation::BadSignature { n: 1 });
    assert_eq!(refused.code(), "bad_signature");
}

#[test]
fn an_old_signature_replayed_with_its_old_number_is_refused() {
    let (mut table, keys) = given_a_game_at(Trust::SignedMoves);
    // Given the draft played signed: each seat has signed its pick as its move 1.
    while table.state.phase == durbar_domain::citadels::Phase::Draft {
        let pick = first_pick(&table);
        table = play_signed(&table, &keys, &pick).0;
    }
    let seat = Citadels::waits(&table)[0].seat;
    assert_eq!(table.state.keyring.signed_count(seat), 1);
    // When the turn's first step comes signed as move 1 again (a replayed number).
    let step = Command::Gold { seat };
    let replayed = signature(&table, &keys[seat.index()], 1, &step);
    // Then it is refused: the server expected move 2.
    assert_eq!(
        when_played(&table, &step, &[replayed]).unwrap_err(),
        RuleViolation::BadSignature { n: 2 }
    );
    let fresh = signature(&table, &keys[seat.index()], 2, &step);
    assert!(when_played(&table, &step, &[fresh]).is_ok());
}

#[test]
fn at_the_server_level_an_unsigned_move_logs_no_signature_and_a_signed_one_is_still_checked() {
    let (table, keys) = given_a_game_at(Trust::Server);
    let pick = first_pick(&table);
    let (_, logged) = when_played(&table, &pick, &[]).expect("unsigned is allowed");
    assert!(matches!(logged[0].event, Event::CharacterPicked { .. }));
    let seat = signer(&pick).unwrap();
    let forged = signature(&table, &keys[(seat.index() + 1) % 4], 1, &pick);
    assert_eq!(
        when_played(&table, &pick, &[forged]).unwrap_err(),
        RuleViolation::BadSignature { n: 1 }
    );
}

#[test]
fn a_key_is_registered_once_per_game_and_a_second_device_is_numbered() {
    let (table, keys) = given_a_game_at(Trust::SignedMoves);
    let again = Command::RegisterKey {
        player: 1,
        key: keys[0].public(),
    };
    assert_eq!(
        Citadels::decide(&table, &again).unwrap_err(),
        RuleViolation::KeyAlreadyRegistered
    );
    let second = Command::RegisterKey {
        player: 1,
        key: TestKey::from_seed(9).public(),
    };
    let logged = Citadels::decide(&table, &second).expect("a new device");
    assert!(matches!(
        logged[0].event,
        Event::KeyRegistered {
            player: 1,
            device: 2,
            ..
        }
    ));
}

/// Every player move of a whole bot game played signed, every fourth wait left to the no-show
/// policy: each player command's events follow its `command_signed` (numbered 1, 2, … per
/// seat), each no-show's follow `deadline_passed` and carry no signature.
#[test]
fn a_whole_game_signs_every_pick_step_and_decision_and_marks_the_servers_moves() {
    let (mut table, keys) = given_a_game_at(Trust::SignedMoves);
    let mut bots: Vec<_> = (0..4)
        .map(|i| Citadels::bot("greedy", 40 + i).expect("a bot"))
        .collect();
    let mut signed_kinds = std::collections::BTreeSet::new();
    let mut no_shows = 0;
    for step in 0..20_000 {
        if Citadels::is_over(&table) {
            break;
        }
        let wait = Citadels::waits(&table)[0];
        let (after, logged) = if step % 4 == 3 {
            let command = Citadels::no_show(&table, &wait, Bytes32([7; 32])).expect("a no-show");
            no_shows += 1;
            let (after, logged) = when_played(&table, &command, &[]).expect("the server's move");
            assert!(matches!(logged[0].event, Event::DeadlinePassed { .. }));
            assert!(!logged
                .iter()
                .any(|l| matches!(l.event, Event::CommandSigned { .. })));
            (after, logged)
        } else {
            let command = bots[wait.seat.index()].choose(&table, wait.seat);
            let n = table.state.keyring.signed_count(wait.seat) + 1;
            let (after, logged) = play_signed(&table, &keys, &command);
            let Event::CommandSigned {
                seat, n: logged_n, ..
            } = logged[0].event
            else {
                panic!("a player's move starts with its signature")
            };
            assert_eq!((seat, logged_n), (wait.seat, n));
            let kind = serde_json::to_value(&command).unwrap()["do"].clone();
            signed_kinds.insert(kind.as_str().unwrap_or_default().to_owned());
            (after, logged)
        };
        let _ = logged;
        table = after;
    }
    assert!(Citadels::is_over(&table), "the game ends");
    assert!(no_shows > 0);
    for kind in ["pick", "end_turn"] {
        assert!(
            signed_kinds.contains(kind),
            "{kind} signed: {signed_kinds:?}"
        );
    }
}

#[test]
fn the_trust_level_is_left_out_of_event_one_at_the_server_level_and_old_games_read_as_server() {
    let old = serde_json::json!({"players": 4, "characters": [], "unique_districts": []});
    let options: Options = serde_json::from_value(old).expect("old options read");
    assert_eq!(options.trust, Trust::Server);
    assert!(serde_json::to_value(&options)
        .unwrap()
        .get("trust")
        .is_none());
    let signed = Options {
        trust: Trust::SignedMoves,
        ..options
    };
    assert_eq!(
        serde_json::to_value(&signed).unwrap()["trust"],
        "signed_moves"
    );
    assert_eq!(Trust::OFFERED[0], Trust::SignedMoves, "the form's default");
    assert_eq!(Trust::named("server"), Some(Trust::Server));
}

#[test]
fn a_turn_steps_canonical_bytes_are_its_json() {
    let command = Command::Gold { seat: Seat(2) };
    assert_eq!(
        canonical_command(&command, []),
        "{\"do\":\"gold\",\"seat\":2}"
    );
}
