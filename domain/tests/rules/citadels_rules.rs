//! Citadels behind the game trait: a whole bot game played only through `Rules` (decide,
//! evolve, waits, bots, no-shows, escrow rows), replayed from its serialised log and the
//! escrow as the server would, and the generic checks (`check_openings`) run on its log.

use durbar_domain::citadels::rules::{check_picks, pick_trails, ENGINE_VERSION};
use durbar_domain::citadels::{Character, Citadels, Command, Event, Logged, Options, Table};
use durbar_domain::testing::given;
use durbar_domain::{
    check_openings, Bytes32, GameId, GameKind, Rules, Sealed, SealedFact, Seat, Secrets, Viewer,
};

const GAME: GameId = GameId([3; 16]);

fn start(players: u8, seed: u8) -> Command {
    Command::Start {
        game: GAME,
        options: Options::first_game(players),
        seed: Bytes32([seed; 32]),
        contributions: (0..players).map(|i| Bytes32([i; 32])).collect(),
        deck: None,
        drafts: Vec::new(),
    }
}

/// A game played through the trait alone: the log, the escrow rows, the live referee state.
struct Played {
    events: Vec<Logged>,
    escrow: Vec<Sealed>,
    table: Table,
}

fn apply(played: &mut Played, command: &Command) {
    let events = Citadels::decide(&played.table, command).expect("the command is accepted");
    played.escrow.extend(Citadels::sealed_by(command, &events));
    for event in &events {
        played.table = Citadels::evolve(std::mem::take(&mut played.table), event);
    }
    played.events.extend(events);
}

/// Plays with bots; every `no_show_every`-th wait is answered by the no-show policy instead.
fn play(players: u8, seed: u8, no_show_every: usize) -> Played {
    let mut played = Played {
        events: Vec::new(),
        escrow: Vec::new(),
        table: Table::default(),
    };
    apply(&mut played, &start(players, seed));
    let mut bots: Vec<_> = (0..players)
        .map(|i| {
            let name = Citadels::bot_names()[usize::from(i) % 2];
            Citadels::bot(name, u64::from(seed) * 10 + u64::from(i)).unwrap()
        })
        .collect();
    for step in 0..20_000 {
        if Citadels::is_over(&played.table) {
            break;
        }
        let waits = Citadels::waits(&played.table);
        let wait = *waits.first().expect("a running game waits for someone");
        let command = if no_show_every > 0 && step % no_show_every == 0 {
            Citadels::no_show(&played.table, &wait, Bytes32([step as u8; 32]))
                .expect("C7 answers every wait")
        } else {
            bots[wait.seat.index()].choose(&played.table, wait.seat)
        };
        apply(&mut played, &command);
    }
    assert!(Citadels::is_over(&played.table), "the game ended");
    played
}

fn seed_of(events: &[Logged]) -> Bytes32 {
    match events.last().map(|l| &l.event) {
        Some(Event::GameEnded { seed, .. }) => *seed,
        other => panic!("the log ends with {other:?}"),
    }
}

#[test]
fn the_trait_names_citadels_and_its_limits() {
    assert_eq!(Citadels::KIND, GameKind::Citadels);
    assert_eq!(Citadels::KIND.name(), "citadels");
    assert_eq!(Citadels::ENGINE_VERSION, 2);
    assert_eq!(Citadels::PLAYERS, 2..=8);
    assert_eq!(Citadels::SEED_REVEAL, durbar_domain::SeedReveal::AtEnd);
    assert_eq!(Citadels::sealed_kinds()[0].tag, b"durbar.pick.v1");
    assert_eq!(Citadels::bot_names(), ["random", "greedy"]);
    assert!(Citadels::bot("clever", 1).is_none());
}

#[test]
fn event_1_names_the_game_and_the_engine_and_hides_the_seed() {
    let events = Citadels::decide(&Table::default(), &start(4, 9)).unwrap();
    let json = serde_json::to_value(&events[0]).unwrap();
    assert_eq!(json["type"], "game_started");
    assert_eq!(json["game"], "citadels");
    assert_eq!(json["engine"], ENGINE_VERSION);
    assert_eq!(GameKind::named_by(&json), Ok(GameKind::Citadels));
    let log = serde_json::to_string(&events).unwrap();
    assert!(!log.contains(&Bytes32([9; 32]).to_string()), "C2: no seed");
    let hand = &events
        .iter()
        .fold(Table::default(), Citadels::evolve)
        .state
        .players[0]
        .hand;
    assert_eq!(hand.len(), 4, "the live referee fold knows the deal");
}

#[test]
fn a_bot_game_through_the_trait_ends_for_every_player_count() {
    for players in 2..=8 {
        let played = play(players, players, 0);
        assert!(!played.table.state.ranking.is_empty());
    }
}

#[test]
fn every_pick_of_a_bot_game_opens_its_commitment() {
    for players in [2, 3, 5, 7] {
        let played = play(players, 40 + players, 0);
        check_openings::<Citadels>(GAME, &played.events).expect("every called pick opens");
        let events: Vec<Event> = played.events.iter().map(|l| l.event.clone()).collect();
        check_picks(GAME, &events).expect("every pick opens, round ends included");
        let opened = |kinds: [&str; 2]| {
            events
                .iter()
                .flat_map(pick_trails)
                .filter(|t| matches!(t.fact, SealedFact::Opened { .. }))
                .filter(|t| kinds.contains(&t.kind.name))
                .count()
        };
        let committed = events
            .iter()
            .filter(|e| matches!(e, Event::CharacterPicked { .. }))
            .count();
        assert_eq!(
            opened(["pick", "second_pick"]),
            committed,
            "C3: every pick is opened by the round's end"
        );
        // Every character laid face down with a pick (2 players from the second pick on, the
        // 7-player last pick) is opened at its round's end too.
        let discards = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::CharacterPicked {
                        discard_commitment: Some(_),
                        ..
                    }
                )
            })
            .count();
        assert_eq!(opened(["discard", "second_discard"]), discards);
        let rounds = events
            .iter()
            .filter(|e| matches!(e, Event::RoundStarted { .. }))
            .count();
        let expected = match players {
            2 => 3 * rounds,
            7 => rounds,
            _ => 0,
        };
        assert_eq!(discards, expected, "{players} players");
    }
}

#[test]
fn a_changed_pick_is_refused_at_its_event() {
    let played = play(4, 11, 0);
    let mut events = played.events.clone();
    let at = events
        .iter()
        .position(|l| matches!(l.event, Event::CharacterCalled { seat: Some(_), .. }))
        .unwrap();
    if let Event::CharacterCalled { character, .. } = &mut events[at].event {
        *character = if *character == Character::King {
            Character::Bishop
        } else {
            Character::King
        };
    }
    let error = check_openings::<Citadels>(GAME, &events).unwrap_err();
    assert_eq!(error.index, at);
    assert!(
        matches!(
            error.problem,
            durbar_domain::OpeningProblem::DoesNotOpen { kind: "pick", .. }
        ),
        "{error}"
    );
}

/// The server's path: the log as stored (public JSON, no secrets) folded from the referee's
/// secrets (the seed and the escrow rows `sealed_by` gave) is the live game.
#[test]
fn the_stored_log_and_the_escrow_replay_the_live_game() {
    for (players, no_shows) in [(4, 0), (2, 7), (6, 5), (8, 0)] {
        let played = play(players, 60 + players, no_shows);
        let stored = serde_json::to_string(&played.events).unwrap();
        let read: Vec<Logged> = serde_json::from_str(&stored).unwrap();
        assert!(read.iter().all(|l| l.secret.is_none()));
        assert_eq!(read, played.events, "equality is on the public events");
        let secrets = Secrets {
            seed: Some(seed_of(&read)),
            contributions: Vec::new(),
            openings: played.escrow.clone(),
        };
        let replayed = read
            .iter()
            .fold(Citadels::referee(&secrets), Citadels::evolve);
        assert_eq!(replayed.state, played.table.state);
        // Without the secrets, only counts: the public fold still follows the game.
        let public = read.iter().fold(Table::default(), Citadels::evolve);
        assert_eq!(public.state.ranking, played.table.state.ranking);
        assert!(public.state.players.iter().all(|p| p.hand.is_empty()));
    }
}

#[test]
fn escrow_rows_fit_the_table_and_picks_use_the_c3_layout() {
    let played = play(3, 5, 0);
    assert!(!played.escrow.is_empty());
    for row in &played.escrow {
        assert!((1..=64).contains(&row.opening.value.len()));
        assert!(row.seat.index() < 8 && row.round >= 1);
        if row.opening.kind.ends_with("pick") {
            let kind = Citadels::sealed_kinds()
                .iter()
                .find(|k| k.name == row.opening.kind)
                .unwrap();
            let value = &row.opening.value[..2];
            assert_eq!(
                kind.commitment(GAME, row.round, row.seat, value, &row.opening.nonce),
                row.commitment
            );
        }
    }
    let mut keys: Vec<_> = played.escrow.iter().map(|r| r.commitment).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), played.escrow.len(), "one row per commitment");
}

#[test]
fn waits_name_what_is_awaited_and_views_hide_other_hands() {
    let mut played = Played {
        events: Vec::new(),
        escrow: Vec::new(),
        table: Table::default(),
    };
    apply(&mut played, &start(4, 2));
    let waits = Citadels::waits(&played.table);
    assert_eq!(waits.len(), 1);
    assert_eq!((waits[0].seat, waits[0].kind), (Seat(0), "pick"));
    let mine = Citadels::view(&played.table, Viewer::Seat(Seat(1)));
    assert!(mine.players[1].hand.is_some());
    assert!(mine.players[0].hand.is_none() && mine.offered.is_none());
    let spectator = Citadels::view(&played.table, Viewer::Spectator);
    assert!(spectator.players.iter().all(|p| p.hand.is_none()));
    let referee = Citadels::view(&played.table, Viewer::Referee);
    assert!(referee.players.iter().all(|p| p.hand.is_some()));
    assert!(referee.offered.is_some());
    assert!(!Citadels::legal_moves(&played.table, Seat(0)).is_empty());
    assert!(Citadels::legal_moves(&played.table, Seat(1)).is_empty());
}

#[test]
fn given_when_then_works_for_citadels() {
    let history = Citadels::decide(&Table::default(), &start(4, 1)).unwrap();
    let violation = given::<Citadels>(&history)
        .when(Command::Gold { seat: Seat(0) })
        .then_violation_code();
    assert_eq!(violation, "not_in_turn");
}

trait ViolationCode {
    fn then_violation_code(self) -> &'static str;
}

impl ViolationCode for durbar_domain::testing::Then<Citadels> {
    #[track_caller]
    fn then_violation_code(self) -> &'static str {
        match self.result {
            Err(violation) => violation.code(),
            Ok(events) => panic!("expected a violation, got {events:?}"),
        }
    }
}
