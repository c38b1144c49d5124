//! An open Citadels page keeps up by itself, in a real Chromium: when another player picks a
//! character or plays a turn, the first player's page shows the new state within a second, with
//! no reload (issue 14, "a page updates by itself within a second when another player moves").

use std::time::{Duration, Instant};

use durbar_domain::citadels::{Citadels, Command, Phase, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat};
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::citadels_games::DealtGame;
use durbar_tests::{spawn_app, TestApp};

const SECOND: Duration = Duration::from_secs(1);

/// A started 3-player game (no contributions: the deal is the seed's), and its personal links.
async fn started(app: &TestApp) -> (GameId, Vec<String>) {
    let (game, links) = DealtGame::new("Live", &["Anna", "Bara", "Cyril"], Bytes32([5; 32]))
        .create(&app.store)
        .await;
    let links = links
        .iter()
        .map(|link| format!("{}/p/{}", app.address, link.token))
        .collect();
    (game, links)
}

async fn table(app: &TestApp, game: GameId) -> (u64, Table) {
    let loaded = app.store.load_as::<Citadels>(game).await.unwrap();
    (loaded.seq, (*loaded.game).clone())
}

/// The seat the game waits for now.
fn awaited(table: &Table) -> Seat {
    Citadels::waits(table)[0].seat
}

/// A move of `seat`: the first pick in the draft; in a turn gold, then the end.
fn next_move(table: &Table, seat: Seat) -> Command {
    let moves = Citadels::legal_moves(table, seat);
    moves
        .iter()
        .find(|c| matches!(c, Command::Pick { .. }))
        .or_else(|| moves.iter().find(|c| matches!(c, Command::Gold { .. })))
        .or_else(|| moves.iter().find(|c| matches!(c, Command::EndTurn { .. })))
        .or_else(|| moves.iter().find(|c| !matches!(c, Command::NoShow { .. })))
        .cloned()
        .expect("a move")
}

/// Plays `seat`'s next move; returns the new head seq.
async fn play(app: &TestApp, game: GameId, seat: Seat) -> u64 {
    let (_, now) = table(app, game).await;
    app.store
        .execute_once_as::<Citadels>(game, &[next_move(&now, seat)], &[], None, None)
        .await
        .unwrap();
    table(app, game).await.0
}

/// Plays on until `wanted` holds for the table and Anna (seat 0) is not the one awaited.
async fn play_until(app: &TestApp, game: GameId, wanted: impl Fn(&Table) -> bool) {
    for _ in 0..500 {
        let (_, now) = table(app, game).await;
        let seat = awaited(&now);
        if wanted(&now) && seat != Seat(0) {
            return;
        }
        play(app, game, seat).await;
    }
    panic!("the game never got there");
}

/// Waits until the open page shows `seq`; returns how long that took.
async fn until_seq(chrome: &Chrome, seq: u64) -> Duration {
    let started = Instant::now();
    chrome
        .wait_for(&format!("main[data-seq='{seq}']"), SECOND)
        .await;
    started.elapsed()
}

#[tokio::test]
async fn another_players_pick_and_turn_refresh_an_open_citadels_page_within_a_second() {
    let app = spawn_app().await;
    let (game, links) = started(&app).await;
    let anna = Chrome::open(Screen::Phone).await;

    // Given Anna's page open while another player picks a character.
    play_until(&app, game, |t| t.state.phase == Phase::Draft).await;
    anna.goto(&links[0]).await;
    anna.script("window.notReloaded = true;").await;
    let before = anna.text().await;
    let (_, now) = table(&app, game).await;
    let picked = play(&app, game, awaited(&now)).await;
    let took = until_seq(&anna, picked).await;
    eprintln!("Anna's page showed the pick after {took:?}");

    // And while another player plays a turn (gold, then the end).
    play_until(&app, game, |t| t.state.turn.is_some()).await;
    anna.goto(&links[0]).await;
    anna.script("window.notReloaded = true;").await;
    let in_turn = anna.text().await;
    let (_, now) = table(&app, game).await;
    let seat = awaited(&now);
    let moved = play(&app, game, seat).await;
    let took = until_seq(&anna, moved).await;
    eprintln!("Anna's page showed the turn's move after {took:?}");
    assert_ne!(anna.text().await, in_turn, "the page shows the new state");
    assert_ne!(before, in_turn);
    assert_eq!(
        anna.script("return window.notReloaded === true;").await,
        true,
        "updated in place, not reloaded"
    );
    let violations = anna.audit().await;
    assert!(violations.is_empty(), "axe-core: {violations:?}");
    anna.close().await;
}
