//! Citadels mail for a daily-digest player (real PostgreSQL, real SMTP), as for Maharaja: a
//! notice that is not a call to act (a round summary) waits for her digest while the others get
//! theirs at once; the scheduler sends it at her next local morning, not before; a call to act
//! comes at once, with whatever waits in her digest folded into the same mail; her pick's
//! receipt comes at once.

use std::time::{Duration, SystemTime};

use durbar_api::turn_mail::{self, Scheduler};
use durbar_domain::citadels::{Citadels, Command, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat};
use durbar_tests::citadels_games::{table, DealtGame};
use durbar_tests::inbox::{self, Delivered};
use durbar_tests::{spawn_app_with, SmtpServer, TestApp};

const NAMES: [&str; 3] = ["Anna", "Bára", "Cyril"];
const BARA: &str = "bara@example.test";
const TIMEOUT: Duration = Duration::from_secs(60);

/// A started 3-player game dealt from a fixed seed, Bára reading a daily digest (Prague time).
async fn game_with_a_digest_player(app: &TestApp) -> GameId {
    let (game, _) = DealtGame::new("Digest", &NAMES, Bytes32([9; 32]))
        .contributions(vec![Bytes32([1; 32]), Bytes32([2; 32]), Bytes32([3; 32])])
        .create(&app.store)
        .await;
    app.pool
        .get()
        .await
        .unwrap()
        .execute(
            "UPDATE players SET mail_mode = 'digest', time_zone = 'Europe/Prague'
              WHERE game_id = $1 AND email = $2",
            &[&durbar_api::store::game_uuid(game), &BARA],
        )
        .await
        .unwrap();
    app.store.players_changed(game);
    game
}

/// Plays bot moves until `done` holds of the state (checked before each move).
async fn play_until(app: &TestApp, game: GameId, done: impl Fn(&Table) -> bool) -> Table {
    let mut bot = Citadels::bot("greedy", 3).unwrap();
    for _ in 0..2_000 {
        let state = table(&app.store, game).await;
        if done(&state) || Citadels::is_over(&state) {
            return state;
        }
        let seat = Citadels::waits(&state)[0].seat;
        let mut command = bot.choose(&state, seat);
        if let Command::Pick { nonce, .. } = &mut command {
            *nonce = Bytes32(rand::random());
        }
        app.store
            .execute_once_as::<Citadels>(game, &[command], &[], None, None)
            .await
            .unwrap();
    }
    panic!("the game did not get there");
}

fn awaits(state: &Table, seat: Seat) -> bool {
    Citadels::waits(state).iter().any(|w| w.seat == seat)
}

fn to<'a>(mails: &'a [Delivered], address: &str) -> Vec<&'a Delivered> {
    mails.iter().filter(|m| m.to() == address).collect()
}

/// Bára's notices not yet sent, by kind.
async fn held(app: &TestApp, game: GameId) -> Vec<String> {
    app.pool
        .get()
        .await
        .unwrap()
        .query(
            "SELECT kind FROM digest_items WHERE game_id = $1 AND player_index = 1
                AND sent_in IS NULL ORDER BY id",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect()
}

#[tokio::test]
async fn a_digest_player_gets_citadels_summaries_in_her_digest_and_calls_at_once() {
    let smtp = SmtpServer::start();
    let url = smtp.url();
    let app = spawn_app_with(|s| s.smtp_url = Some(url)).await;
    let worker = inbox::start_worker(&app, &smtp);
    let game = game_with_a_digest_player(&app).await;
    let bara = Seat(1);

    // Given round 1 played until it ends while the game does not wait for Bára.
    let ended_without_her = |t: &Table| t.state.round == 2 && !awaits(t, bara);
    let state = play_until(&app, game, |t| t.state.round >= 2).await;
    let state = if ended_without_her(&state) {
        state
    } else {
        // Round 2 began with her call: play on to the end of round 2 instead.
        play_until(&app, game, |t| t.state.round == 3 && !awaits(t, bara)).await
    };
    let summary_round = state.state.round - 1;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    // Then the others got the round's summary at once, Bára's waits in her digest.
    for address in ["anna@example.test", "cyril@example.test"] {
        assert!(
            to(&mails, address)
                .iter()
                .any(|m| m.kind == "citadels_round"),
            "{address} gets the summary at once"
        );
    }
    let bara_mails = to(&mails, BARA);
    assert!(
        bara_mails
            .iter()
            .all(|m| !m.text().contains(&format!("Round {summary_round} is over"))),
        "Bára's summary is not mailed at once"
    );
    assert_eq!(
        held(&app, game).await.last().map(String::as_str),
        Some("citadels_round")
    );
    // Her calls came at once (the game waited for her alone), and so did her receipts.
    assert!(bara_mails
        .iter()
        .any(|m| m.text().contains("pick your character")));
    assert!(bara_mails.iter().any(|m| m.kind == "citadels_receipt"));

    // When the morning comes (08:00 in Prague), the scheduler sends her digest, not before.
    let scheduler = Scheduler::new(app.store.clone(), inbox::mail_context(&app));
    let morning = turn_mail::next_digest_time(SystemTime::now(), "Europe/Prague");
    let early = scheduler
        .run_once(morning - Duration::from_secs(60))
        .await
        .unwrap();
    assert_eq!(early.digests, 0);
    let due = scheduler
        .run_once(morning + Duration::from_secs(60))
        .await
        .unwrap();
    assert_eq!(due.digests, 1);
    assert!(held(&app, game).await.is_empty());
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    let last = *to(&mails, BARA).last().unwrap();
    assert!(
        last.text()
            .contains(&format!("Round {summary_round} is over")),
        "{}",
        last.text()
    );

    // When the next round ends while the game does not wait for her, and then her call
    // comes, the call and the waiting summary arrive as one digest.
    // (Or, when the next round begins with her call, at once.)
    let next = summary_round + 2;
    let state = play_until(&app, game, |t| t.state.round == next).await;
    assert!(!Citadels::is_over(&state), "the game lasts {next} rounds");
    if !awaits(&state, bara) {
        assert_eq!(held(&app, game).await, ["citadels_round"]);
        play_until(&app, game, |t| awaits(t, bara)).await;
    }
    assert!(
        held(&app, game).await.is_empty(),
        "her call sent her digest"
    );
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    let digest = to(&mails, BARA)
        .into_iter()
        .rfind(|m| m.kind == "digest")
        .expect("a digest with her call");
    let text = digest.text();
    assert!(
        text.contains(&format!("Round {} is over", next - 1)),
        "{text}"
    );
    assert!(text.contains("Your digest of"), "{text}");
    assert!(
        text.contains("pick your character") || text.contains("your turn"),
        "{text}"
    );
}
