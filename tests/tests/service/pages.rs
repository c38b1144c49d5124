//! The read-only pages of a game over real HTTP on a real database: the spectator view, the log,
//! the replay, the result, the rules, the export and the verify button — who may see them, and
//! that they show public information only.

use std::sync::Arc;

use durbar_api::store::{NewGame, NewPlayer, PlayerLink, Store};
use durbar_domain::maharaja::{
    evolve, Action, Board, Bytes32, Command, Event, Game, GameId, GameOptions, Phase,
    PlayerCommand, SystemCommand,
};
use durbar_tests::browser::{masked, Browser, Page};
use durbar_tests::games::{drive_until, started_game};
use durbar_tests::inbox::{bots, play_until, start_fixed};
use durbar_tests::{spawn_app_unlimited, TestApp};

/// A visitor who is no player.
fn stranger(app: &TestApp) -> Browser {
    Browser::new(app)
}

/// A browser signed in with a player's personal link.
async fn player(app: &TestApp, link: &PlayerLink) -> Browser {
    let mut browser = Browser::new(app);
    let followed = browser.follow(&format!("/p/{}", link.token)).await;
    assert_eq!(followed.status, 303, "{}", followed.body);
    browser
}

/// POSTs the verify button's form (it has no fields).
async fn press_verify(browser: &Browser, game: GameId) -> Page {
    browser
        .post_raw(&format!("/games/{game}/verify"), &[])
        .await
}

/// A game created and joined by every player, `private` or not; started by the store.
async fn game_of(store: &Store, players: usize, private: bool) -> (GameId, Vec<PlayerLink>) {
    let names = ["Anna", "Bára", "Cyril", "Daniel"];
    let new = NewGame {
        title: "Pages <test>".into(),
        private,
        options: GameOptions::default(),
        board: Arc::new(Board::shipped("classic").unwrap()),
        players: names[..players]
            .iter()
            .map(|n| NewPlayer {
                name: (*n).into(),
                email: format!("{}@example.test", n.to_lowercase()),
            })
            .collect(),
        lang: durbar_api::turn_mail::Lang::En,
    };
    let (game, links) = store.create_game(new).await.unwrap();
    for p in 0..players as u8 {
        store.join(game, p, Bytes32([p + 9; 32])).await.unwrap();
    }
    (game, links)
}

/// Plays the game to its end with greedy bots.
async fn play_to_the_end(store: &Store, game: GameId, players: usize) {
    let mut bots = bots(players, 11);
    play_until(store, game, &mut bots, |g| g.phase() == Phase::Over).await;
}

/// Sets the disc of the first seat the round waits for; returns the actions.
async fn set_one_disc(store: &Store, game: GameId, actions: [Action; 2]) {
    let loaded = store.load(game).await.unwrap();
    let seat = loaded.game.awaiting_seats()[0];
    let command = Command::player(
        seat,
        PlayerCommand::SetDisc {
            actions,
            nonce: Bytes32(rand::random()),
        },
    );
    store.execute(game, &command, None).await.unwrap();
}

/// The game folded over its first `n` stored events.
async fn fold(store: &Store, game: GameId, n: u64) -> Game {
    store
        .events(game, 0, n)
        .await
        .unwrap()
        .iter()
        .fold(Game::default(), |g, e| evolve(g, &e.event))
}

#[tokio::test]
async fn the_spectator_view_shows_the_board_and_the_head_but_no_gold_and_no_sealed_disc() {
    let app = spawn_app_unlimited().await;
    let (game, _) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Discs).await;
    set_one_disc(&app.store, game, [Action::Palace, Action::Governor]).await;
    let loaded = app.store.load(game).await.unwrap();
    let page = stranger(&app).get(&format!("/games/{game}/watch")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    let html = &page.body;
    assert!(html.contains("<svg "), "the board is drawn");
    assert_eq!(html.matches("class=\"db-city\"").count(), 7);
    assert_eq!(html.matches("class=\"db-village\"").count(), 30);
    assert!(html.contains("Round 1 · setting discs"));
    assert!(html.contains(&format!(
        "Log head: event {}, hash <code class=\"hash\">{}</code>",
        loaded.seq,
        hex::encode(loaded.head)
    )));
    // Hidden gold (the default): every player's gold is hidden while the game runs.
    assert_eq!(html.matches("data-label=\"Gold\">hidden</td>").count(), 3);
    assert!(!html.contains("data-label=\"Gold\">15</td>"));
    // The disc is set, sealed: its actions appear nowhere.
    assert_eq!(html.matches("set (sealed)").count(), 1);
    assert!(!html.contains("Palace and Governor"));
    assert!(!html.contains("Governor and Palace"));
    assert!(html.contains("Waiting for"));
    // The page is no secret, but it changes: revalidated each time.
    assert_eq!(page.cache_control.as_deref(), Some("private, no-cache"));
}

#[tokio::test]
async fn a_private_game_is_404_for_a_stranger_and_open_to_its_players() {
    let app = spawn_app_unlimited().await;
    let (game, links) = game_of(&app.store, 2, true).await;
    play_to_the_end(&app.store, game, 2).await;
    let outsider = stranger(&app);
    for page in [
        "watch",
        "log",
        "replay",
        "replay?step=3",
        "result",
        "export.json",
        "live",
    ] {
        let seen = outsider.get(&format!("/games/{game}/{page}")).await;
        assert_eq!(seen.status, 404, "{page}");
        assert!(
            seen.body.contains("There is no such game."),
            "{page}: {}",
            seen.body
        );
    }
    assert_eq!(press_verify(&outsider, game).await.status, 404);
    let anna = player(&app, &links[0]).await;
    for page in ["watch", "log", "replay", "result", "export.json"] {
        let seen = anna.get(&format!("/games/{game}/{page}")).await;
        assert_eq!(seen.status, 200, "{page}: {}", seen.body);
    }
    let verified = press_verify(&anna, game).await;
    assert_eq!(verified.status, 200);
    assert!(verified.body.contains("VERIFIED."), "{}", verified.body);
    assert!(anna
        .get(&format!("/games/{game}/watch"))
        .await
        .body
        .contains(&format!("<a href=\"/games/{game}\">Your game</a>")));
}

#[tokio::test]
async fn unknown_and_malformed_games_are_404_pages_with_a_sentence() {
    let app = spawn_app_unlimited().await;
    let visitor = stranger(&app);
    for path in [
        "/games/0123456789abcdef0123456789abcdef/watch",
        "/games/not-a-game/log",
        "/games/0123456789abcdef0123456789abcdef/replay?step=1",
        "/games/0123456789ABCDEF/result",
        "/games/0123456789abcdef0123456789abcdef/export.json",
    ] {
        let page = visitor.get(path).await;
        assert_eq!(page.status, 404, "{path}");
        assert!(page.body.contains("There is no such game."), "{path}");
        assert!(page.body.contains("<html"), "{path}: an HTML page");
    }
}

#[tokio::test]
async fn a_running_games_export_is_for_its_players_only() {
    let app = spawn_app_unlimited().await;
    let (game, links) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Discs).await;
    let outsider = stranger(&app);
    let refused = outsider.get(&format!("/games/{game}/export.json")).await;
    assert_eq!(refused.status, 403);
    assert!(
        refused.body.contains("open only to its players"),
        "{}",
        refused.body
    );
    assert_eq!(press_verify(&outsider, game).await.status, 403);
    // The pages say nothing of an export to a stranger.
    let watch = outsider.get(&format!("/games/{game}/watch")).await;
    assert!(!watch.body.contains("export.json"));
    // A player gets it, and it verifies offline.
    let bara = player(&app, &links[1]).await;
    let export = bara.get(&format!("/games/{game}/export.json")).await;
    assert_eq!(export.status, 200);
    let parsed: durbar_api::audit::export::Export = serde_json::from_str(&export.body).unwrap();
    assert_eq!(parsed.game_id, game.to_string());
    let verified = durbar_api::audit::verify::verify(&parsed).unwrap();
    assert_eq!(
        verified.events as u64,
        app.store.load(game).await.unwrap().seq
    );
    assert!(bara
        .get(&format!("/games/{game}/log"))
        .await
        .body
        .contains("Verify this game"));
}

#[tokio::test]
async fn the_log_tells_every_event_in_words_with_its_seq_and_hash() {
    let app = spawn_app_unlimited().await;
    let (game, _) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Discs).await;
    set_one_disc(&app.store, game, [Action::Gold, Action::Quarry]).await;
    let events = app.store.events(game, 0, u64::MAX).await.unwrap();
    let page = stranger(&app).get(&format!("/games/{game}/log")).await;
    assert_eq!(page.status, 200);
    let html = &page.body;
    assert!(html.contains(
        "The game was created on the Classic board for Anna, Bára and Cyril, with hidden gold."
    ));
    assert!(html.contains("Anna joined and added randomness"));
    assert!(html.contains("The seats were drawn: 1. "));
    assert!(html.contains("Round 1 began: the Maharaja went to "));
    assert!(html.contains("has set their disc (commitment "));
    assert!(
        !html.contains("Gold and Quarry"),
        "a sealed disc stays sealed"
    );
    for stored in &events {
        let hash = hex::encode(stored.hash);
        assert!(html.contains(&format!("<tr id=\"e{}\">", stored.seq)));
        assert!(html.contains(&format!("title=\"{hash}\">{}…</code>", &hash[..8])));
    }
    // Page numbers that are not numbers get a sentence.
    let bad = stranger(&app)
        .get(&format!("/games/{game}/log?page=two"))
        .await;
    assert_eq!(bad.status, 400);
    assert!(bad.body.contains("The page must be a whole number"));
}

#[tokio::test]
async fn replay_step_n_shows_the_state_after_n_events() {
    let app = spawn_app_unlimited().await;
    let (game, _) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Discs).await;
    let events = app.store.events(game, 0, u64::MAX).await.unwrap();
    let total = events.len();
    // The step right after the third starting house.
    let n = events
        .iter()
        .filter(|e| matches!(e.event, Event::InitialHousePlaced { .. }))
        .nth(2)
        .unwrap()
        .seq;
    let visitor = stranger(&app);
    let page = visitor.get(&format!("/games/{game}/replay?step={n}")).await;
    assert_eq!(page.status, 200);
    let html = &page.body;
    assert!(html.contains(&format!("step {n} of {total}")));
    assert!(html.contains(&format!("?step={}\" rel=\"prev\"", n - 1)));
    assert!(html.contains(&format!("?step={}\" rel=\"next\"", n + 1)));
    // Three houses on the board, the state after exactly n events.
    let state = fold(&app.store, game, n).await;
    assert_eq!(
        state.houses().iter().map(|(_, o)| o.len()).sum::<usize>(),
        3
    );
    assert_eq!(html.matches("class=\"db-house\"").count(), 3);
    assert!(html.contains("placing the first houses"));
    assert!(html.contains(&format!(
        "Event {n} has the hash <code class=\"hash\">{}</code>",
        hex::encode(events[n as usize - 1].hash)
    )));
    // The last step by default; 0 before everything; a word is refused with a sentence.
    let last = visitor.get(&format!("/games/{game}/replay")).await;
    assert!(last.body.contains(&format!("step {total} of {total}")));
    let start = visitor.get(&format!("/games/{game}/replay?step=0")).await;
    assert!(start.body.contains("Before the first event"));
    let bad = visitor.get(&format!("/games/{game}/replay?step=x")).await;
    assert_eq!(bad.status, 400);
    assert!(bad.body.contains("The step must be a whole number"));
}

#[tokio::test]
async fn a_finished_game_has_its_result_export_and_verify_open_to_anyone() {
    let app = spawn_app_unlimited().await;
    let (game, _) = game_of(&app.store, 3, false).await;
    play_to_the_end(&app.store, game, 3).await;
    let loaded = app.store.load(game).await.unwrap();
    let ranking = loaded.game.ranking().to_vec();
    let visitor = stranger(&app);
    let result = visitor.get(&format!("/games/{game}/result")).await;
    assert_eq!(result.status, 200);
    assert!(result.body.contains("Final ranking"));
    let winner = loaded.game.player_name(ranking[0].seat).unwrap();
    assert!(result.body.contains(&format!("<strong>{winner}</strong>")));
    let scorings = app
        .store
        .events(game, 0, u64::MAX)
        .await
        .unwrap()
        .iter()
        .filter(|e| matches!(e.event, Event::CityScored { .. }))
        .count();
    assert_eq!(
        result.body.matches("<tr><td>").count(),
        scorings,
        "a row per scoring"
    );
    assert!(result.body.contains(&format!("/games/{game}/export.json")));
    assert!(result.body.contains("Verify this game"));
    // Gold is public once the game is over.
    let watch = visitor.get(&format!("/games/{game}/watch")).await;
    assert!(!watch.body.contains(">hidden</td>"));
    assert!(watch.body.contains("The game is over."));
    let export = visitor.get(&format!("/games/{game}/export.json")).await;
    assert_eq!(export.status, 200);
    let verified = press_verify(&visitor, game).await;
    assert_eq!(verified.status, 200);
    assert!(verified.body.contains("VERIFIED."), "{}", verified.body);
    assert!(verified
        .body
        .contains(&format!("All {} events check out.", loaded.seq)));
    assert!(verified.body.contains(&hex::encode(loaded.head)));
    assert!(verified.body.contains(&format!("1. {winner}: ")));
}

#[tokio::test]
async fn a_cross_site_verify_is_refused() {
    let app = spawn_app_unlimited().await;
    let (game, _) = game_of(&app.store, 2, false).await;
    play_to_the_end(&app.store, game, 2).await;
    let response = reqwest::Client::new()
        .post(format!("{}/games/{game}/verify", app.address))
        .header("sec-fetch-site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 403);
}

#[tokio::test]
async fn the_rules_page_has_every_decision_with_an_anchor() {
    let app = spawn_app_unlimited().await;
    let page = stranger(&app).get("/rules").await;
    assert_eq!(page.status, 200);
    for n in 1..=14 {
        assert!(
            page.body
                .contains(&format!("<li id=\"d{n}\"><strong>D{n}</strong>")),
            "D{n}"
        );
        assert!(
            page.body.contains(&format!("<a href=\"#d{n}\">D{n}</a>")),
            "D{n}"
        );
    }
    assert!(page.body.contains("<li id=\"r1\"><strong>R1</strong> "));
    assert!(page.body.contains("<td>Wandering Monk</td>"));
    let citadels = stranger(&app).get("/rules/citadels").await;
    assert_eq!(citadels.status, 200);
    assert!(citadels.body.contains("<li id=\"c1\"><strong>C1</strong> "));
    assert!(citadels
        .body
        .contains("<li id=\"cr1\"><strong>CR1</strong> "));
}

/// The page's `<main>` with what changes between runs masked: [`masked`]'s long hex runs and
/// the board, and the short hashes and commitments ("3f2a9c01…").
fn masked_short(html: &str) -> String {
    let html = masked(html);
    let mut out = String::with_capacity(html.len());
    let chars: Vec<char> = html.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let run = chars[i..]
            .iter()
            .take_while(|c| c.is_ascii_hexdigit())
            .count();
        if run == 8
            && chars.get(i + 8) == Some(&'…')
            && (i == 0 || !chars[i - 1].is_ascii_alphanumeric())
        {
            out.push_str("[short]");
            i += 8;
        } else if run > 0 {
            out.extend(&chars[i..i + run]);
            i += run;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// A game that is the same every run: fixed contributions, seating and track, then the first
/// legal move of whoever is awaited.
async fn fixed_game(app: &TestApp) -> GameId {
    let names = ["Anna", "Bára", "Cyril"];
    let new = NewGame {
        title: "Snapshot game".into(),
        private: false,
        options: GameOptions::default(),
        board: Arc::new(Board::shipped("classic").unwrap()),
        players: names
            .iter()
            .map(|n| NewPlayer {
                name: (*n).into(),
                email: format!("{}@example.test", n.to_lowercase()),
            })
            .collect(),
        lang: durbar_api::turn_mail::Lang::En,
    };
    let (game, _) = app.store.create_game(new).await.unwrap();
    for p in 0..3u8 {
        let add = Command::System(SystemCommand::AddContribution {
            player: p,
            contribution: Bytes32([p + 1; 32]),
        });
        app.store.execute(game, &add, None).await.unwrap();
    }
    start_fixed(app, game).await;
    drive_until(&app.store, game, Phase::Turns).await;
    game
}

#[tokio::test]
async fn snapshots_of_the_watch_log_and_result_pages() {
    let app = spawn_app_unlimited().await;
    let game = fixed_game(&app).await;
    let visitor = stranger(&app);
    let watch = visitor.get(&format!("/games/{game}/watch")).await;
    insta::assert_snapshot!("http_watch", masked_short(&watch.body));
    let log = visitor.get(&format!("/games/{game}/log")).await;
    insta::assert_snapshot!("http_log", masked_short(&log.body));
    let result = visitor.get(&format!("/games/{game}/result")).await;
    insta::assert_snapshot!("http_result", masked_short(&result.body));
}
