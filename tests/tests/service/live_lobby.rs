//! Live lobbies, in a real Chromium: an open lobby or host page shows a player who joins within a
//! second, with no reload — for Citadels, whose joins move no seq (the live stream's `players`
//! event), and for Maharaja, whose joins are events — and moves to the game page by itself when
//! the last join starts the game.

use std::time::{Duration, Instant};

use durbar_api::store::PlayerLink;
use durbar_domain::{Bytes32, GameId};
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::citadels_games::DealtGame;
use durbar_tests::games::created_game;
use durbar_tests::{spawn_app, TestApp};

const SECOND: Duration = Duration::from_secs(1);

/// Waits (up to `within`) until the page's text contains `needle`; returns how long it took.
async fn until_text(chrome: &Chrome, needle: &str, within: Duration) -> Duration {
    let started = Instant::now();
    loop {
        if chrome.text().await.contains(needle) {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < within,
            "no {needle:?} within {within:?}: {}",
            chrome.text().await
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// A 3-player Citadels game waiting in its lobby, and its personal links.
async fn citadels_lobby(app: &TestApp) -> (GameId, Vec<PlayerLink>) {
    DealtGame::new("Live lobby", &["Anna", "Bara", "Cyril"], Bytes32([4; 32]))
        .waiting()
        .create(&app.store)
        .await
}

/// Reads the live stream until its text contains `needle` (within 5 s); returns all read.
async fn read_until(response: &mut reqwest::Response, text: &mut String, needle: &str) {
    let deadline = Instant::now() + 5 * SECOND;
    while !text.contains(needle) {
        let left = deadline.saturating_duration_since(Instant::now());
        let chunk = tokio::time::timeout(left, response.chunk())
            .await
            .unwrap_or_else(|_| panic!("no {needle:?} within 5 s: {text:?}"))
            .expect("the stream stays open")
            .expect("the stream does not end");
        text.push_str(std::str::from_utf8(&chunk).expect("UTF-8"));
    }
}

#[tokio::test]
async fn the_live_stream_tells_a_lobby_join_as_a_players_event_with_nothing_else() {
    let app = spawn_app().await;
    let (game, _) = citadels_lobby(&app).await;
    let mut stream = app.get(&format!("/games/{game}/live")).await;
    assert_eq!(stream.status(), 200);
    let mut text = String::new();
    read_until(&mut stream, &mut text, "data: 0\n\n").await;
    app.store
        .join_citadels(game, 1, Bytes32([2; 32]), None)
        .await
        .unwrap();
    read_until(&mut stream, &mut text, "event: players\ndata: 0\n\n").await;
    // Only numbers travel: no name, no contribution.
    for line in text.lines() {
        let number = |prefix: &str| {
            line.strip_prefix(prefix)
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        };
        assert!(
            line.is_empty()
                || line == "event: players"
                || number("retry: ")
                || number("id: ")
                || number("data: "),
            "the stream carries only numbers, not {line:?}"
        );
    }
}

#[tokio::test]
async fn an_open_citadels_lobby_shows_each_join_and_becomes_the_game_page_at_the_start() {
    let app = spawn_app().await;
    let (game, links) = citadels_lobby(&app).await;
    // Given the host's lobby page, open in a browser, and Cyril's in another.
    let host = Chrome::open(Screen::Desktop).await;
    host.goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    host.wait_for("main[data-view='lobby']", SECOND).await;
    assert!(host.text().await.contains("Bara — not joined yet"));
    let cyril = Chrome::open(Screen::Phone).await;
    cyril
        .goto(&format!("{}/p/{}", app.address, links[2].token))
        .await;
    cyril.wait_for("main[data-view='lobby']", SECOND).await;

    // When Bára joins, both open pages show it within a second, with no reload.
    host.script("window.notReloaded = true;").await;
    app.store
        .join_citadels(game, 1, Bytes32([2; 32]), None)
        .await
        .unwrap();
    let took = until_text(&host, "Bara — joined", SECOND).await;
    eprintln!("the host's lobby showed the join after {took:?}");
    until_text(&cyril, "Bara — joined", SECOND).await;
    assert_eq!(
        host.script("return window.notReloaded === true;").await,
        true,
        "updated in place"
    );
    let violations = host.audit().await;
    assert!(violations.is_empty(), "axe-core: {violations:?}");

    // When the others join too, the game starts and both pages become the game page.
    app.store
        .join_citadels(game, 0, Bytes32([1; 32]), None)
        .await
        .unwrap();
    until_text(&cyril, "Anna — joined", SECOND).await;
    let started = app
        .store
        .join_citadels(game, 2, Bytes32([3; 32]), None)
        .await
        .unwrap()
        .expect("the last join starts the game");
    let seq = started.after.seq;
    for page in [&host, &cyril] {
        page.wait_for(
            &format!("main[data-seq='{seq}']:not([data-view])"),
            2 * SECOND,
        )
        .await;
        assert!(page.url().await.ends_with(&format!("/games/{game}")));
    }
    host.close().await;
    cyril.close().await;
}

#[tokio::test]
async fn an_open_maharaja_host_page_shows_each_join_and_the_start() {
    let app = spawn_app().await;
    let (game, links) = created_game(&app.store, 3).await;
    let host = Chrome::open(Screen::Desktop).await;
    host.goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    host.wait_for("main[data-live]", SECOND).await;
    let joined = app.store.join(game, 0, Bytes32([1; 32])).await.unwrap();
    host.wait_for(&format!("main[data-seq='{}']", joined.after.seq), SECOND)
        .await;
    until_text(&host, "waiting for everyone to join", SECOND).await;
    host.script("window.notReloaded = true;").await;

    app.store.join(game, 1, Bytes32([2; 32])).await.unwrap();
    // Alone it takes a fraction of a second; with the whole suite's browsers on two cores the
    // debug build was once seen to miss the second, so this page gets two.
    let took = until_text(&host, "Bára — joined", 2 * SECOND).await;
    eprintln!("the Maharaja host page showed the join after {took:?}");
    app.store.join(game, 2, Bytes32([3; 32])).await.unwrap();
    let seq = app.store.load(game).await.unwrap().seq;
    host.wait_for(&format!("main[data-seq='{seq}']"), SECOND)
        .await;
    assert!(
        !host.text().await.contains("waiting for everyone to join"),
        "the page shows the started game"
    );
    assert_eq!(
        host.script("return window.notReloaded === true;").await,
        true
    );
    host.close().await;
}
