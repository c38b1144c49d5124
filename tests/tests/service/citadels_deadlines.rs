//! Citadels' deadlines (C7, C8) kept by the scheduler of `durbar serve`, on a real database
//! with the application's store and mail notifier, on a made-up clock: a reminder before the
//! deadline (once), then a missed pick takes the lowest-ranked character offered and a missed
//! turn takes 2 gold and ends — each landing once however often the scheduler runs — and the
//! seat awaited next gets its call to act.

use std::time::{Duration, SystemTime};

use durbar_api::store::{Deadlines, NoShow};
use durbar_api::turn_mail::{Scheduler, TickReport};
use durbar_domain::citadels::{Citadels, Command, Event, Phase, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat};
use durbar_tests::citadels_games::{table, DealtGame};
use durbar_tests::{inbox, spawn_app, TestApp};

const HOUR: Duration = Duration::from_secs(3600);
const JUST: Duration = Duration::from_millis(1);

fn auto() -> Deadlines {
    Deadlines {
        turn_hours: 48,
        reminder_hours: 12,
        no_show: NoShow::Auto,
    }
}

/// Given a 3-player game of the first game's set with `deadlines`, dealt from a fixed seed.
async fn game(app: &TestApp, deadlines: Deadlines) -> GameId {
    let names = ["Anna", "Bára", "Cyril"];
    let (game, _) = DealtGame::new("Deadlines", &names, Bytes32([7; 32]))
        .deadlines(deadlines)
        .create(&app.store)
        .await;
    game
}

/// The events of the game with the time each was recorded.
async fn timed(app: &TestApp, game: GameId) -> Vec<(Event, SystemTime)> {
    app.store
        .timed_events_as::<Citadels>(game, 0)
        .await
        .unwrap()
        .into_iter()
        .map(|e| (e.event.event, e.recorded_at))
        .collect()
}

fn scheduler(app: &TestApp) -> Scheduler {
    Scheduler::new(app.store.clone(), inbox::mail_context(app))
}

/// The one seat the game waits for.
#[track_caller]
fn awaited(table: &Table) -> Seat {
    let waits = Citadels::waits(table);
    assert_eq!(waits.len(), 1, "{waits:?}");
    waits[0].seat
}

#[tokio::test]
async fn a_missed_pick_and_a_missed_turn_are_played_once_by_the_c7_policy() {
    let app = spawn_app().await;
    let game = game(&app, auto()).await;
    let s = scheduler(&app);
    let before = table(&app.store, game).await;
    let picker = awaited(&before);
    let offered = Citadels::view(&before, durbar_domain::Viewer::Seat(picker))
        .offered
        .expect("the cards passed to the picker");
    let dealt = timed(&app, game).await.last().unwrap().1;

    // Nothing is due an hour in; 36 hours in, the picker's reminder, once.
    assert_eq!(
        s.run_once(dealt + HOUR).await.unwrap(),
        TickReport::default()
    );
    assert_eq!(
        s.run_once(dealt + 36 * HOUR - JUST)
            .await
            .unwrap()
            .reminders,
        0
    );
    assert_eq!(s.run_once(dealt + 36 * HOUR).await.unwrap().reminders, 1);
    assert_eq!(s.run_once(dealt + 40 * HOUR).await.unwrap().reminders, 0);
    assert_eq!(
        scheduler(&app)
            .run_once(dealt + 40 * HOUR)
            .await
            .unwrap()
            .reminders,
        0
    );
    let reminders: Vec<_> = durbar_tests::stored::outbox_mails(&app, game)
        .await
        .into_iter()
        .filter(|m| m.0 == "reminder")
        .collect();
    assert_eq!(reminders.len(), 1);
    assert_eq!(reminders[0].1, picker.0);
    assert!(
        reminders[0].2.contains("pick your character"),
        "{}",
        reminders[0].2
    );
    assert!(
        reminders[0].2.contains("lowest-ranked character"),
        "{}",
        reminders[0].2
    );

    // At the deadline the pick is made for the picker: the lowest-ranked character offered.
    assert_eq!(
        s.run_once(dealt + 48 * HOUR - JUST).await.unwrap().no_shows,
        0
    );
    let report = s.run_once(dealt + 48 * HOUR).await.unwrap();
    assert_eq!(report.no_shows, 1, "{report:?}");
    assert_eq!(s.run_once(dealt + 48 * HOUR).await.unwrap().no_shows, 0);
    assert_eq!(
        scheduler(&app)
            .run_once(dealt + 48 * HOUR)
            .await
            .unwrap()
            .no_shows,
        0
    );
    let after = table(&app.store, game).await;
    assert_eq!(
        after.state.players[picker.index()].characters,
        vec![(0, offered[0])],
        "C7: the lowest-ranked character offered"
    );
    let next = awaited(&after);
    assert_ne!(next, picker);
    assert!(timed(&app, game).await.iter().any(
        |(e, _)| matches!(e, Event::DeadlinePassed { seat, deadline: Some(_) } if *seat == picker)
    ));
    let mail = durbar_tests::stored::outbox_mails(&app, game).await;
    let receipt = mail
        .iter()
        .find(|m| m.0 == "citadels_receipt" && m.1 == picker.0)
        .expect("the picker's receipt");
    assert!(receipt.2.contains("the server picked"), "{}", receipt.2);
    assert!(mail
        .iter()
        .any(|m| m.0 == "citadels_call" && m.1 == next.0 && m.2.contains("pick your character")));

    // The others pick themselves, up to the first turn.
    loop {
        let now = table(&app.store, game).await;
        if now.state.phase != Phase::Draft {
            break;
        }
        let seat = awaited(&now);
        let pick = Citadels::legal_moves(&now, seat)
            .into_iter()
            .find(|c| matches!(c, Command::Pick { .. }))
            .expect("a pick");
        app.store
            .execute_once_as::<Citadels>(game, &[pick], &[], None, None)
            .await
            .unwrap();
    }

    // The first turn's deadline runs from the event that called its character.
    let turns = table(&app.store, game).await;
    let player = awaited(&turns);
    let character = turns.state.turn.as_ref().unwrap().character;
    let gold = turns.state.players[player.index()].gold;
    let city = turns.state.players[player.index()].city.clone();
    let called = timed(&app, game).await.last().unwrap().1;
    let count = timed(&app, game).await.len();
    assert_eq!(
        s.run_once(called + 48 * HOUR - JUST)
            .await
            .unwrap()
            .no_shows,
        0
    );
    assert_eq!(s.run_once(called + 48 * HOUR).await.unwrap().no_shows, 1);
    assert_eq!(s.run_once(called + 48 * HOUR).await.unwrap().no_shows, 0);
    let events: Vec<Event> = timed(&app, game)
        .await
        .into_iter()
        .skip(count)
        .map(|(e, _)| e)
        .collect();
    assert!(
        events.contains(&Event::TurnEnded {
            seat: player,
            character
        }),
        "{events:?}"
    );
    let ended = table(&app.store, game).await;
    let me = &ended.state.players[player.index()];
    assert!(
        me.gold >= gold + 2,
        "C7: 2 gold taken ({} → {})",
        gold,
        me.gold
    );
    assert_eq!(me.city, city, "C7: nothing built");
    // The marker names the deadline that allowed the server's move.
    let Event::DeadlinePassed {
        seat,
        deadline: Some(deadline),
    } = &events[0]
    else {
        panic!("no deadline named: {:?}", events[0]);
    };
    assert_eq!(*seat, player);
    assert!(
        deadline.as_str().len() == 20 && deadline.as_str().ends_with('Z'),
        "an RFC 3339 time: {deadline}"
    );
    assert!(durbar_tests::stored::outbox_mails(&app, game)
        .await
        .iter()
        .any(|m| m.0 == "citadels_no_show" && m.1 == player.0 && m.2.contains("deadline passed")));
    let next = awaited(&ended);
    assert!(durbar_tests::stored::outbox_mails(&app, game)
        .await
        .iter()
        .any(|m| m.0 == "citadels_call" && m.1 == next.0 && m.2.contains("your turn")));
}

#[tokio::test]
async fn under_the_wait_policy_a_citadels_game_only_reminds() {
    let app = spawn_app().await;
    let game = game(
        &app,
        Deadlines {
            no_show: NoShow::Wait,
            ..auto()
        },
    )
    .await;
    let dealt = timed(&app, game).await.last().unwrap().1;
    let report = scheduler(&app).run_once(dealt + 500 * HOUR).await.unwrap();
    assert_eq!(report.no_shows, 0);
    assert_eq!(report.reminders, 1);
    let reminder = durbar_tests::stored::outbox_mails(&app, game)
        .await
        .into_iter()
        .find(|m| m.0 == "reminder")
        .unwrap();
    assert!(
        reminder.2.contains("the game waits for you"),
        "{}",
        reminder.2
    );
}
