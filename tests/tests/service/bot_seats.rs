//! Bots as players (#14): a person plays a Maharaja game against two of the engine's bots. The
//! person's moves go over HTTP (the JSON API, chosen by a greedy bot of the test's own); the bot
//! seats join and move by themselves, through the bot worker of the running service, and the
//! game reaches its end. Every bot move is in the log, made once, and no mail goes to a bot. In
//! a real Chromium, one person makes a bot-filled game on the new-game form and plays it to the
//! end by clicking.

use std::sync::Arc;
use std::time::{Duration, Instant};

use durbar_api::audit::verify::verify;
use durbar_api::store::{NewBot, NewGame, NewPlayer, Store};
use durbar_api::turn_mail::BotWorker;
use durbar_domain::maharaja::{Board, Command, Event, GameOptions, Maharaja, Phase, PlayerCommand};
use durbar_domain::{GameId, Rules, Seat};
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::{spawn_app_unlimited, TestApp};
use serde_json::{json, Value};

/// A game of one person (Anna, the host) and `bots` greedy bots, nobody joined yet.
pub(super) async fn game_with_bots(
    store: &Store,
    bots: usize,
    options: GameOptions,
) -> (GameId, String) {
    let new = NewGame {
        title: "Alone with bots".into(),
        private: false,
        options,
        board: Arc::new(Board::shipped("classic").expect("the classic board loads")),
        players: vec![NewPlayer {
            name: "Anna".into(),
            email: "anna@example.test".into(),
        }],
        lang: durbar_api::turn_mail::Lang::En,
    };
    let bots = (1..=bots)
        .map(|n| NewBot {
            name: format!("Greedy bot {n} (bot)"),
            kind: "greedy",
        })
        .collect();
    let (game, links) = store
        .create_game_with_bots(new, bots, &Default::default(), |_, _, _| Ok(Vec::new()))
        .await
        .expect("the game is created");
    (game, links[0].token.clone())
}

/// Anna (the one person of a bot game) got mail, and nothing went to a bot's seat.
pub(super) async fn only_anna_got_mail(app: &TestApp, game: GameId) {
    let client = app.pool.get().await.unwrap();
    let mail: Vec<(String, String)> = client
        .query(
            "SELECT to_name, to_address FROM outbox WHERE game_id = $1",
            &[&uuid::Uuid::from_bytes(game.0)],
        )
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    assert!(!mail.is_empty(), "Anna gets her mail");
    assert!(
        mail.iter().all(|(_, to)| to == "anna@example.test"),
        "only Anna gets mail: {mail:?}"
    );
}

/// POSTs `body` to the API path `path` of `game` as the player of `token`; the answer's JSON.
async fn post(app: &TestApp, game: GameId, token: &str, path: &str, body: Value) -> Value {
    let response = app
        .http
        .post(format!("{}/api/v1/games/{game}{path}", app.address))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .expect("the request is answered");
    let status = response.status();
    let answer: Value = response.json().await.unwrap_or(Value::Null);
    assert!(
        status.is_success(),
        "{path} {body} answered {status}: {answer}"
    );
    answer
}

/// Plays `command` as the player of `token` over the JSON API (a disc through its own route).
async fn play_as(app: &TestApp, game: GameId, token: &str, command: PlayerCommand) {
    match command {
        PlayerCommand::SetDisc { actions, .. } => {
            post(app, game, token, "/disc", json!({ "actions": actions })).await
        }
        command => {
            let body = serde_json::to_value(&command).expect("a command serialises");
            post(app, game, token, "/commands", body).await
        }
    };
}

/// The seat of player `player`.
fn seat_of(state: &durbar_domain::maharaja::Game, player: u8) -> Option<Seat> {
    state
        .seat_players()
        .iter()
        .position(|p| *p == player)
        .map(|seat| Seat(seat as u8))
}

/// Plays Anna's moves over HTTP until the game ends (the bots answering by themselves); returns
/// how many moves she made.
async fn play_to_the_end(app: &TestApp, game: GameId, token: &str) -> usize {
    post(app, game, token, "/join", json!({})).await;
    let mut anna = Maharaja::bot("greedy", 7).expect("a greedy bot");
    let mut moves = 0;
    let started = Instant::now();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the game did not end in time"
        );
        let loaded = app.store.load(game).await.expect("the game loads");
        let state = &loaded.game;
        if state.phase() == Phase::Over {
            return moves;
        }
        let Some(seat) =
            seat_of(state, 0).filter(|seat| Maharaja::waits(state).iter().any(|w| w.seat == *seat))
        else {
            // The bots' move.
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let Command::Player { command, .. } = anna.choose(state, seat) else {
            panic!("a bot answers with a player command");
        };
        play_as(app, game, token, command).await;
        moves += 1;
    }
}

#[tokio::test]
async fn one_person_plays_two_bots_to_the_end_over_http() {
    let app = spawn_app_unlimited().await;
    let (game, token) = game_with_bots(&app.store, 2, GameOptions::default()).await;
    let moves = play_to_the_end(&app, game, &token).await;
    assert!(moves > 10, "Anna played the game ({moves} moves)");

    // The log: both bots joined, set a disc every round and played their turns; the export
    // verifies.
    let export = app.store.export(game).await.expect("the export");
    verify(&export).expect("the export verifies");
    let events: Vec<Event> = app
        .store
        .events(game, 0, u64::MAX >> 1)
        .await
        .expect("the log")
        .into_iter()
        .map(|stored| stored.event)
        .collect();
    let state = app.store.load(game).await.unwrap().game;
    let rounds = state.round();
    for player in [1u8, 2] {
        let seat = seat_of(&state, player).expect("a bot's seat");
        let joined = events
            .iter()
            .any(|e| matches!(e, Event::ContributionAdded { player: p, .. } if *p == player));
        assert!(joined, "bot player {player} joined");
        let discs = events
            .iter()
            .filter(|e| matches!(e, Event::DiscCommitted { seat: s, .. } if *s == seat))
            .count();
        assert!(
            discs as u32 >= rounds,
            "bot player {player} set a disc each of the {rounds} rounds ({discs})"
        );
    }
    // Each bot move was made once, under its key.
    let client = app.pool.get().await.unwrap();
    let keys: i64 = client
        .query_one(
            "SELECT count(*) FROM idempotency_keys WHERE key LIKE 'bot:' || $1 || ':%'",
            &[&game.to_string()],
        )
        .await
        .unwrap()
        .get(0);
    assert!(
        keys as u32 >= 2 * rounds,
        "{keys} bot moves for {rounds} rounds"
    );
    // Anna got her mail; nothing went to a bot's seat.
    only_anna_got_mail(&app, game).await;
    app.stop().await;
}

#[tokio::test]
async fn two_workers_on_one_database_make_each_bot_move_once() {
    let app = spawn_app_unlimited().await;
    let (game, token) = game_with_bots(&app.store, 1, GameOptions::default()).await;
    post(&app, game, &token, "/join", json!({})).await;
    // Two more workers (two more nodes: stores of their own on the same database, which hear
    // of no change, so they read every game each pass) race the service's own for every move of
    // a few rounds.
    let other = |_: u8| {
        let store = Store::new(app.pool.clone());
        BotWorker::new(store, Duration::ZERO)
    };
    let (one, two) = (other(1), other(2));
    let mut anna = Maharaja::bot("greedy", 11).expect("a greedy bot");
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(60) {
        let (a, b) = tokio::join!(one.sweep(), two.sweep());
        a.expect("worker one");
        b.expect("worker two");
        let loaded = app.store.load(game).await.unwrap();
        let state = &loaded.game;
        if state.phase() == Phase::Over || state.round() > 2 {
            break;
        }
        let Some(seat) =
            seat_of(state, 0).filter(|seat| Maharaja::waits(state).iter().any(|w| w.seat == *seat))
        else {
            continue;
        };
        let Command::Player { command, .. } = anna.choose(state, seat) else {
            panic!("a bot answers with a player command");
        };
        play_as(&app, game, &token, command).await;
    }
    let state = app.store.load(game).await.unwrap().game;
    assert!(state.round() > 2, "the game went on to round 3");
    // The bot set one disc a round: never a second one for the same round.
    let bot = seat_of(&state, 1).unwrap();
    let events = app.store.events(game, 0, u64::MAX >> 1).await.unwrap();
    let mut per_round = std::collections::BTreeMap::<u32, usize>::new();
    for stored in &events {
        if let Event::DiscCommitted { seat, round, .. } = &stored.event {
            if *seat == bot {
                *per_round.entry(*round).or_default() += 1;
            }
        }
    }
    assert!(
        per_round.values().all(|n| *n == 1),
        "one disc a round: {per_round:?}"
    );
    app.stop().await;
}

/// Runs `script` (which clicks something that sends a form) and waits until the page it led
/// to has loaded.
async fn click_and_wait(chrome: &Chrome, script: &str) {
    chrome
        .script(&format!("window.__before = 1; {script}; return 0;"))
        .await;
    for _ in 0..200 {
        tokio::time::sleep(Duration::from_millis(25)).await;
        let loaded = chrome
            .script("return window.__before === undefined && document.readyState === 'complete';")
            .await;
        if loaded.as_bool() == Some(true) {
            return;
        }
    }
    panic!("the form sent by `{script}` led to no page");
}

/// What the person clicks on the game page now, as a script; `None`: nothing to do (the bots'
/// move), `Some("")`: the game is over.
const NEXT_CLICK: &str = r#"
const q = (css) => document.querySelector(css);
const button = (form) => form && form.querySelector('button');
if (q('p.winner')) return '';
const act = (type) => {
  const input = q(`form[action$="/act"] input[name=type][value=${type}]`);
  return input ? input.form : null;
};
let form = q('#join-form') || act('choose_character') || q('#place-house') || act('replace_character');
const disc = q('form[action$="/disc"]');
if (!form && disc && !disc.querySelector('.secret')) form = disc;
const finish = q('form.finish');
if (!form && finish) {
  const forfeit = finish.querySelector('input[name=forfeit]');
  if (forfeit) forfeit.checked = true;
  form = finish;
}
if (!form) form = q('form[action$="/act"]');
if (!form || !button(form)) return null;
window.__next = button(form);
return form.getAttribute('action') + ' ' + (form.querySelector('input[name=type]') || {}).value;
"#;

#[tokio::test]
async fn one_person_plays_a_bot_filled_game_to_the_end_by_clicking() {
    let app = spawn_app_unlimited().await;
    let chrome = Chrome::open(Screen::Phone).await;
    let base = &app.address;
    // The new-game form: the host alone, two greedy bots, the short game at the server level.
    chrome.goto(&format!("{base}/games/new")).await;
    chrome
        .script(
            "const f = document.querySelector('form.new-game');
             f.host_name.value = 'Anna';
             f.host_email.value = 'anna@example.test';
             f.querySelector('select[name=bots]').value = '2';
             f.querySelector('select[name=bot_kind]').value = 'greedy';
             f.querySelector('input[name=opt_trust][value=server]').checked = true;
             f.querySelector('input[name=opt_short_game]').checked = true;
             return 0;",
        )
        .await;
    click_and_wait(
        &chrome,
        "document.querySelector('form.new-game button').click()",
    )
    .await;
    let url = chrome.url().await;
    assert!(
        url.contains("/invited"),
        "the form made the game: {}",
        chrome.text().await
    );
    let game = url
        .split("/games/")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("the game's page after creating it: {url}"))
        .to_owned();
    let page = format!("{base}/games/{game}");
    let started = Instant::now();
    let mut clicks = Vec::new();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the game did not end by clicking: {clicks:?}"
        );
        chrome.goto(&page).await;
        let next = chrome.script(NEXT_CLICK).await;
        match next.as_str() {
            Some("") => break,
            Some(what) => {
                clicks.push(what.to_owned());
                click_and_wait(&chrome, "window.__next.click()").await;
            }
            None => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    assert!(clicks.len() > 5, "Anna played by clicking: {clicks:?}");
    // The finished page names the bots as bots, next to Anna.
    let mut names: Vec<String> = chrome
        .script(
            "return [...document.querySelectorAll('table.players td.wide')].map(td => td.textContent.trim());",
        )
        .await
        .as_array()
        .expect("the players' names")
        .iter()
        .map(|name| name.as_str().unwrap_or_default().to_owned())
        .collect();
    names.sort();
    insta::assert_debug_snapshot!("bot_game_players", names);
    let state = app
        .store
        .load(durbar_api::routes::games::game_id(&game).unwrap())
        .await
        .unwrap();
    assert_eq!(state.game.phase(), Phase::Over);
    chrome.close().await;
    app.stop().await;
}

/// The seats whose disc for round 1 the log holds, in the order they were committed.
async fn round_one_discs(store: &Store, game: GameId) -> Vec<u8> {
    let export = store.export(game).await.expect("an export");
    export
        .events
        .iter()
        .filter(|e| {
            e.payload
                .contains("\"type\":\"disc_committed\",\"round\":1,")
        })
        .map(|e| {
            let event: Value = serde_json::from_str(&e.payload).expect("JSON");
            event["seat"].as_u64().expect("a seat") as u8
        })
        .collect()
}

/// When the first bot seat the game waits for has no move (its bot is one the engine does not
/// know, which only a database edited by hand could hold), the game's other bots still move.
#[tokio::test]
async fn a_bot_without_a_move_does_not_hold_up_the_games_other_bots() {
    let db = durbar_tests::TestDatabase::create().await;
    let pool = durbar_api::database::pool(db.config.clone(), 8).unwrap();
    let store = Store::new(pool.clone());
    let worker = BotWorker::new(store.clone(), Duration::ZERO);
    let (game, _) = game_with_bots(&store, 2, GameOptions::default()).await;
    // Given the bots joined by the worker, Anna's join starts the game,
    worker.run_once().await.expect("a pass");
    store
        .join(game, 0, durbar_domain::Bytes32([1; 32]))
        .await
        .expect("Anna joins");
    // and the bot seated first (the first the game waits for when it waits for both) is one the
    // engine does not know.
    let state = store.load(game).await.unwrap().game;
    let bots: Vec<u8> = state
        .seat_players()
        .iter()
        .copied()
        .filter(|p| *p > 0)
        .collect();
    let (stuck, other) = (bots[0], bots[1]);
    let client = pool.get().await.unwrap();
    client
        .batch_execute("ALTER TABLE players DROP CONSTRAINT players_bot_check")
        .await
        .unwrap();
    client
        .execute(
            "UPDATE players SET bot = 'chess' WHERE game_id = $1 AND player_index = $2",
            &[&uuid::Uuid::from_bytes(game.0), &i16::from(stuck)],
        )
        .await
        .unwrap();
    // When the game plays on, Anna moving when it waits for her, the test moving for the stuck
    // bot only when the game waits for it alone, and the worker's passes otherwise, until the
    // first round's discs are all set (the game then waited for both bots at once),
    let mut anna = Maharaja::bot("greedy", 5).expect("a greedy bot");
    let mut stand_in = Maharaja::bot("greedy", 6).expect("a greedy bot");
    let started = Instant::now();
    let mut stuck_moves = 0;
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the game stopped: the other bot waited for the stuck one"
        );
        if round_one_discs(&store, game).await.len() == 3 {
            break;
        }
        let state = store.load(game).await.unwrap().game;
        let awaited: Vec<u8> = Maharaja::waits(&state)
            .iter()
            .filter_map(|w| state.seat_players().get(w.seat.index()).copied())
            .collect();
        if let Some(seat) = seat_of(&state, 0).filter(|_| awaited.contains(&0)) {
            let command = anna.choose(&state, seat);
            store
                .execute(game, &command, None)
                .await
                .expect("Anna moves");
        } else if awaited == [stuck] {
            let seat = seat_of(&state, stuck).expect("a seat");
            let command = stand_in.choose(&state, seat);
            store
                .execute(game, &command, None)
                .await
                .expect("the stuck bot's move, made by the test");
            stuck_moves += 1;
        } else {
            worker.run_once().await.expect("a pass");
        }
    }
    // then the other bot set its disc before the stuck one's was set for it.
    let committed = round_one_discs(&store, game).await;
    let state = store.load(game).await.unwrap().game;
    let seat = |player: u8| seat_of(&state, player).unwrap().0;
    let position = |player: u8| committed.iter().position(|s| *s == seat(player));
    assert!(stuck_moves > 0, "the test moved for the stuck bot");
    assert!(
        position(other).expect("the other bot set its disc")
            < position(stuck).expect("the stuck bot's disc was set"),
        "{committed:?}"
    );
    // And passes go on without failing until there is nothing to do: then the game waits for
    // Anna or the stuck bot, never for the other one.
    let mut passes = 0;
    while worker.run_once().await.expect("a pass") > 0 {
        passes += 1;
        assert!(passes < 100, "the passes never settle");
    }
    let state = store.load(game).await.unwrap().game;
    let awaited: Vec<u8> = Maharaja::waits(&state)
        .iter()
        .filter_map(|w| state.seat_players().get(w.seat.index()).copied())
        .collect();
    assert!(!awaited.contains(&other), "{awaited:?}");
}

/// Whether `game` is marked ended in the database (`games.ended`).
async fn marked_ended(app: &TestApp, game: GameId) -> bool {
    let client = app.pool.get().await.unwrap();
    client
        .query_one(
            "SELECT ended FROM games WHERE game_id = $1",
            &[&uuid::Uuid::from_bytes(game.0)],
        )
        .await
        .unwrap()
        .get(0)
}

/// `games.ended` is written with the move that ends the game, not later: a game of two people
/// (no bot, so the bot worker never reads it) played to its end, every move but the last through
/// the store and the last one over HTTP, is marked ended as soon as that POST is answered, and
/// not a move before.
#[tokio::test]
async fn the_ending_move_marks_the_game_ended_in_its_own_statement() {
    let app = spawn_app_unlimited().await;
    let (game, links) = durbar_tests::games::started_game(&app.store, 2).await;
    let mut bots = [
        Maharaja::bot("greedy", 21).expect("a greedy bot"),
        Maharaja::bot("greedy", 22).expect("a greedy bot"),
    ];
    let started = Instant::now();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the game did not end in time"
        );
        let state = app.store.load(game).await.expect("the game loads").game;
        assert!(
            state.phase() != Phase::Over,
            "the game ended by a move the test did not foresee as the last"
        );
        assert!(!marked_ended(&app, game).await, "not ended before the end");
        let seat = *state.awaiting_seats().first().expect("someone is awaited");
        let player = state.seat_players()[seat.index()];
        let command = bots[usize::from(player)].choose(&state, seat);
        let events = Maharaja::decide(&state, &command).expect("the bot's move is legal");
        let after = events.iter().fold((*state).clone(), Maharaja::evolve);
        if !Maharaja::is_over(&after) {
            app.store
                .execute(game, &command, None)
                .await
                .expect("the move lands");
            continue;
        }
        // When the last move is POSTed, then the game is marked ended once it is answered.
        let Command::Player { command, .. } = command else {
            panic!("a bot answers with a player command");
        };
        play_as(&app, game, &links[usize::from(player)].token, command).await;
        assert!(marked_ended(&app, game).await, "ended with the ending move");
        break;
    }
    app.stop().await;
}

/// A bot game made through another store (another node, whose change never reached this
/// worker's store) is joined on the worker's next pass: a pass reads the games with a bot seat
/// to join, not only those it heard change; and once joined, an unchanged game is not read.
#[tokio::test]
async fn a_bot_game_made_on_another_node_is_joined_on_the_next_pass() {
    let db = durbar_tests::TestDatabase::create().await;
    let pool = durbar_api::database::pool(db.config.clone(), 8).unwrap();
    let store = Store::new(pool.clone());
    let worker = BotWorker::new(store.clone(), Duration::ZERO);
    // Given the worker's first pass (over every running game) is behind it,
    assert_eq!(worker.run_once().await.expect("a pass"), 0);
    // when another node makes a game with two bots (this store hears nothing of it),
    let elsewhere = Store::new(pool.clone());
    let (game, _) = game_with_bots(&elsewhere, 2, GameOptions::default()).await;
    // then the worker's next pass joins both bots,
    assert_eq!(
        worker.run_once().await.expect("a pass"),
        2,
        "both bots join"
    );
    assert_eq!(store.joined(game).await.unwrap(), [false, true, true]);
    // and, with their seats marked joined, the game is not read again until it changes.
    assert_eq!(worker.run_once().await.expect("a pass"), 0);
    assert_eq!(
        store.bot_seats_of(&[]).await.expect("the query"),
        [],
        "joined and unchanged: not read"
    );
    let seats = store.bot_seats_of(&[game]).await.expect("the query");
    assert_eq!(seats.len(), 2, "changed: read");
    assert!(seats.iter().all(|seat| seat.joined), "{seats:?}");
}
