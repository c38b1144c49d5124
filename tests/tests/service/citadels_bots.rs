//! Citadels bots as players (#13, #14): a person plays a Citadels game against three of the
//! engine's bots over the JSON API of the running service (her moves chosen by a greedy bot of
//! the test's own from her seat's view); the bot seats join and move by themselves through the
//! service's bot worker, and the game reaches its end. The export verifies (`durbar verify`'s
//! checks and `docs/verify_export.py`), every bot pick is a commitment in the log with its
//! opening in escrow, no mail goes to a bot, and the person's view and page never show a bot's
//! unrevealed pick. Two more workers racing on one database make each bot step once.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use durbar_api::audit::verify::{verify_any, Verdict};
use durbar_api::store::{Deadlines, NewBot, NewCitadels, NewPlayer, Store};
use durbar_api::turn_mail::BotWorker;
use durbar_domain::citadels::{Character, Citadels, Event, Options, Phase, Table};
use durbar_domain::{GameId, Rules, Seat};
use durbar_tests::browser::Browser;
use durbar_tests::stored::python_verify;
use durbar_tests::{spawn_app_unlimited, TestApp};
use serde_json::{json, Value};

/// A 4-seat Citadels game of Anna (the host, seat 0) and three bots of `kind`, nobody joined.
async fn game_with_bots(store: &Store, kind: &'static str) -> (GameId, String) {
    let new = NewCitadels {
        title: "Alone with bots".into(),
        private: false,
        options: Options::first_game(4),
        players: vec![NewPlayer {
            name: "Anna".into(),
            email: "anna@example.test".into(),
        }],
        seed: None,
        contributions: None,
        lang: Default::default(),
    };
    let bots = (1..=3)
        .map(|n| NewBot {
            name: format!("Bot {n} (bot)"),
            kind,
        })
        .collect();
    let (game, links) = store
        .create_citadels_with_bots(new, bots, &Deadlines::default(), |_, _, _| Ok(Vec::new()))
        .await
        .expect("the game is created");
    (game, links[0].token.clone())
}

/// Sends `body` to the API path `path` of `game` as the player of `token` (`GET` if `None`);
/// the answer's JSON.
async fn api(app: &TestApp, game: GameId, token: &str, path: &str, body: Option<Value>) -> Value {
    let url = format!("{}/api/v1/games/{game}{path}", app.address);
    let request = match &body {
        Some(body) => app.http.post(url).json(body),
        None => app.http.get(url),
    };
    let response = request
        .bearer_auth(token)
        .send()
        .await
        .expect("the request is answered");
    let status = response.status();
    let answer: Value = response.json().await.unwrap_or(Value::Null);
    assert!(
        status.is_success(),
        "{path} {body:?} answered {status}: {answer}"
    );
    answer
}

/// The referee's table (the test's look behind the screen, to check what Anna is shown).
async fn table(app: &TestApp, game: GameId) -> (u64, Table) {
    let loaded = app
        .store
        .load_as::<Citadels>(game)
        .await
        .expect("the game loads");
    (loaded.seq, (*loaded.game).clone())
}

/// The bots' picks not revealed yet, as the referee knows them: (seat, characters).
fn unrevealed(table: &Table) -> Vec<(usize, Vec<Character>)> {
    table
        .state
        .players
        .iter()
        .enumerate()
        .skip(1)
        .map(|(seat, player)| {
            let hidden = player
                .characters
                .iter()
                .map(|(_, c)| *c)
                .filter(|c| !player.revealed.contains(c))
                .collect();
            (seat, hidden)
        })
        .collect()
}

/// Plays Anna's moves over the JSON API until the game ends (the bots answering by
/// themselves), checking at each of her moves that her view shows no bot's unrevealed pick.
/// Returns how many moves she made.
async fn play_to_the_end(app: &TestApp, game: GameId, token: &str) -> usize {
    api(app, game, token, "/join", Some(json!({}))).await;
    let mut anna = Citadels::bot("greedy", 7).expect("a greedy bot");
    let mut moves = 0;
    let started = Instant::now();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the game did not end in time"
        );
        let (_, referee) = table(app, game).await;
        if referee.state.phase == Phase::Over {
            return moves;
        }
        if !Citadels::waits(&referee).iter().any(|w| w.seat == Seat(0)) {
            // The bots' move (or the lobby).
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        let state = api(app, game, token, "", None).await;
        for (seat, hidden) in unrevealed(&referee) {
            let shown = &state["view"]["players"][seat]["characters"];
            for character in &hidden {
                let named = serde_json::to_value(character).unwrap();
                assert!(
                    !shown.as_array().is_some_and(|shown| shown.contains(&named)),
                    "Anna's view shows bot {seat}'s unrevealed {character:?}: {shown}"
                );
            }
            assert!(
                state["view"]["players"][seat]["hand"].is_null(),
                "Anna sees a bot's hand"
            );
        }
        let command = anna.choose(&referee, Seat(0));
        let body = serde_json::to_value(&command).expect("a command serialises");
        api(app, game, token, "/commands", Some(body)).await;
        moves += 1;
    }
}

#[tokio::test]
async fn one_person_plays_three_bots_to_the_end_of_a_citadels_game_over_http() {
    let app = spawn_app_unlimited().await;
    let (game, token) = game_with_bots(&app.store, "greedy").await;
    let started = Instant::now();
    let moves = play_to_the_end(&app, game, &token).await;
    let took = started.elapsed();
    eprintln!("a 1+3-bot Citadels game ended over HTTP in {took:?}, Anna made {moves} moves");
    assert!(moves > 5, "Anna played the game ({moves} moves)");

    // The export verifies, in both verifiers.
    let export = app.store.export(game).await.expect("the export");
    assert!(matches!(verify_any(&export), Ok(Verdict::Citadels(_))));
    let (ok, output) = python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");

    // Every bot pick is a commitment in the log, opened later; the bots played their turns.
    let events: Vec<Event> = export
        .events
        .iter()
        .map(|e| serde_json::from_str(&e.payload).expect("an event"))
        .collect();
    let mut picks = BTreeMap::<u8, usize>::new();
    for event in &events {
        if let Event::CharacterPicked { seat, .. } = event {
            *picks.entry(seat.0).or_default() += 1;
        }
    }
    let (_, referee) = table(&app, game).await;
    let rounds = referee.state.round as usize;
    for seat in 1..=3u8 {
        assert!(
            picks.get(&seat).copied().unwrap_or(0) >= rounds,
            "bot seat {seat} picked each of the {rounds} rounds: {picks:?}"
        );
    }
    let client = app.pool.get().await.unwrap();
    let id = uuid::Uuid::from_bytes(game.0);
    let escrowed: i64 = client
        .query_one(
            "SELECT count(*) FROM sealed_escrow WHERE game_id = $1 AND kind IN ('pick', 'second_pick')
                AND seat > 0",
            &[&id],
        )
        .await
        .unwrap()
        .get(0);
    let bot_picks: usize = picks.iter().filter(|(s, _)| **s > 0).map(|(_, n)| n).sum();
    assert_eq!(
        escrowed as usize, bot_picks,
        "every bot pick's opening went to escrow"
    );
    // Each bot step was made once, under its key.
    let keys: i64 = client
        .query_one(
            "SELECT count(*) FROM idempotency_keys WHERE key LIKE 'bot:' || $1 || ':%'",
            &[&game.to_string()],
        )
        .await
        .unwrap()
        .get(0);
    assert!(
        keys as usize >= bot_picks,
        "{keys} bot steps, {bot_picks} bot picks"
    );
    // The game is marked ended: the worker no longer reads its seats.
    let ended: bool = client
        .query_one("SELECT ended FROM games WHERE game_id = $1", &[&id])
        .await
        .unwrap()
        .get(0);
    assert!(ended);
    assert!(app
        .store
        .bot_seats()
        .await
        .unwrap()
        .iter()
        .all(|seat| seat.game != game));
    // Anna got her mail; nothing went to a bot's seat.
    super::bot_seats::only_anna_got_mail(&app, game).await;
    app.stop().await;
}

#[tokio::test]
async fn a_persons_page_never_shows_a_bots_unrevealed_pick() {
    let app = spawn_app_unlimited().await;
    let (game, token) = game_with_bots(&app.store, "random").await;
    api(&app, game, &token, "/join", Some(json!({}))).await;
    // Anna plays until the game waits for her while some bot holds a pick not revealed yet.
    let mut anna = Citadels::bot("random", 3).unwrap();
    let started = Instant::now();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "a bot held an unrevealed pick while Anna was to move"
        );
        let (_, referee) = table(&app, game).await;
        if !Citadels::waits(&referee).iter().any(|w| w.seat == Seat(0)) {
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        if unrevealed(&referee)
            .iter()
            .any(|(_, hidden)| !hidden.is_empty())
        {
            break;
        }
        let command = anna.choose(&referee, Seat(0));
        let body = serde_json::to_value(&command).unwrap();
        api(&app, game, &token, "/commands", Some(body)).await;
    }
    // The bots' nonces are in escrow; Anna's page (signed in by her link) shows none of them.
    let client = app.pool.get().await.unwrap();
    let nonces: Vec<Vec<u8>> = client
        .query(
            "SELECT nonce FROM sealed_escrow WHERE game_id = $1 AND kind IN ('pick', 'second_pick')
                AND seat > 0",
            &[&uuid::Uuid::from_bytes(game.0)],
        )
        .await
        .unwrap()
        .into_iter()
        .map(|row| row.get(0))
        .collect();
    assert!(!nonces.is_empty(), "a bot picked");
    let mut browser = Browser::new(&app);
    let link = format!("{}/p/{token}", app.address);
    assert_eq!(browser.follow(&link).await.status, 303, "Anna signs in");
    let html = browser.get(&format!("/games/{game}")).await.body;
    let (_, referee) = table(&app, game).await;
    for nonce in &nonces {
        assert!(
            !html.contains(&hex::encode(nonce)),
            "a bot's nonce is on Anna's page"
        );
    }
    // In the players' table, a bot that picked shows "picked face down", never its character.
    for (seat, hidden) in unrevealed(&referee) {
        let name = format!("<tr><td>Bot {seat} (bot)");
        let Some(start) = html.find(&name) else {
            panic!("bot {seat}'s row is on the page");
        };
        let row = &html[start..start + html[start..].find("</tr>").unwrap_or(0)];
        for character in hidden {
            assert!(
                !row.contains(&format!("{character:?}")),
                "bot {seat}'s {character:?} is shown: {row}"
            );
        }
    }
    app.stop().await;
}

#[tokio::test]
async fn two_more_workers_on_one_database_make_each_bot_step_once() {
    let app = spawn_app_unlimited().await;
    let (game, token) = game_with_bots(&app.store, "greedy").await;
    api(&app, game, &token, "/join", Some(json!({}))).await;
    // Two more workers (two more nodes: stores of their own on the same database) race the
    // service's own for every step of two rounds.
    let other = || BotWorker::new(Store::new(app.pool.clone()), Duration::ZERO);
    let (one, two) = (other(), other());
    let mut anna = Citadels::bot("greedy", 11).expect("a greedy bot");
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(90) {
        let (a, b) = tokio::join!(one.run_once(), two.run_once());
        a.expect("worker one");
        b.expect("worker two");
        let (_, referee) = table(&app, game).await;
        if referee.state.phase == Phase::Over || referee.state.round > 2 {
            break;
        }
        if !Citadels::waits(&referee).iter().any(|w| w.seat == Seat(0)) {
            continue;
        }
        let command = anna.choose(&referee, Seat(0));
        let body = serde_json::to_value(&command).unwrap();
        api(&app, game, &token, "/commands", Some(body)).await;
    }
    let (_, referee) = table(&app, game).await;
    assert!(referee.state.round > 2, "the game went on to round 3");
    // Each bot picked once a round (4 players: one pick each), never twice.
    let events = app.store.export(game).await.unwrap().events;
    let mut per_round = BTreeMap::<(u32, u8), usize>::new();
    for stored in &events {
        if let Ok(Event::CharacterPicked { seat, round, .. }) =
            serde_json::from_str(&stored.payload)
        {
            *per_round.entry((round, seat.0)).or_default() += 1;
        }
    }
    assert!(
        per_round.values().all(|n| *n == 1),
        "one pick a seat a round: {per_round:?}"
    );
    // And each turn was played once: one end of turn per character a round.
    let mut round = 0;
    let mut turns = BTreeMap::<(u32, Character), usize>::new();
    for stored in &events {
        match serde_json::from_str(&stored.payload) {
            Ok(Event::RoundStarted { round: n, .. }) => round = n,
            Ok(Event::TurnEnded { character, .. }) => {
                *turns.entry((round, character)).or_default() += 1
            }
            _ => {}
        }
    }
    assert!(!turns.is_empty(), "turns were played");
    assert!(
        turns.values().all(|n| *n == 1),
        "one turn a character a round: {turns:?}"
    );
    app.stop().await;
}

/// In a real Chromium at phone size: the Citadels form's bots fieldset fits the screen, and the
/// host alone with 3 random bots makes a game whose last 3 seats the bots play.
#[tokio::test]
async fn at_phone_size_the_host_alone_fills_a_citadels_game_with_bots_on_the_form() {
    let app = spawn_app_unlimited().await;
    let chrome = durbar_tests::chrome::Chrome::open(durbar_tests::chrome::Screen::Phone).await;
    chrome
        .goto(&format!("{}/games/new?game=citadels", app.address))
        .await;
    assert!(
        chrome.document_width().await <= 390,
        "the form fits a phone's width"
    );
    chrome
        .script(
            "const f = document.querySelector('form.new-game');
             f.host_name.value = 'Anna';
             f.host_email.value = 'anna@example.test';
             f.querySelector('select[name=bots]').value = '3';
             f.querySelector('select[name=bot_kind]').value = 'random';
             f.querySelector('input[name=opt_trust][value=server]').checked = true;
             window.__before = 1;
             f.querySelector('button').click();
             return 0;",
        )
        .await;
    let started = Instant::now();
    while !chrome.url().await.contains("/invited") {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the form made no game: {}",
            chrome.text().await
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let client = app.pool.get().await.unwrap();
    let seats: Vec<(i16, Option<String>)> = client
        .query(
            "SELECT player_index, bot FROM players ORDER BY player_index",
            &[],
        )
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    assert_eq!(
        seats,
        [
            (0, None),
            (1, Some("random".to_owned())),
            (2, Some("random".to_owned())),
            (3, Some("random".to_owned()))
        ]
    );
    // The bot worker joins the bots at once; the lobby waits for Anna alone.
    let id: uuid::Uuid = client
        .query_one("SELECT game_id FROM games", &[])
        .await
        .unwrap()
        .get(0);
    let game = GameId(*id.as_bytes());
    let started = Instant::now();
    while app.store.joined(game).await.unwrap() != [false, true, true, true] {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the bots joined"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    chrome.close().await;
    app.stop().await;
}
