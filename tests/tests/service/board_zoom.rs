//! The board on a phone (390 × 844) in a real Chromium: the game page is no wider than the
//! screen; the board opens zoomed in with the Maharaja's city in sight; "+" makes the picture
//! larger, "whole board" fits it to the width again; a live update keeps the zoom chosen.

use std::time::Duration;

use durbar_domain::maharaja::Phase;
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::games::{drive_until, play_first_move, started_game};
use durbar_tests::spawn_app;
use serde_json::Value;

const WAIT: Duration = Duration::from_secs(5);

/// The board as shown: its zoom, the picture's and the box's widths, whether the Maharaja's
/// place (the middle of the city or start space under the crown) is inside the box, and whether
/// the zoom buttons are shown.
async fn board(chrome: &Chrome) -> Value {
    chrome
        .script(
            "const figure = document.querySelector('.board-figure');
             const box = figure.querySelector('.board').getBoundingClientRect();
             const svg = figure.querySelector('svg').getBoundingClientRect();
             const place = document.querySelector('.db-maharaja').closest('.db-city, .db-start')
               .getBoundingClientRect();
             const x = place.left + place.width / 2, y = place.top + place.height / 2;
             return { zoom: figure.getAttribute('data-zoom'), svg: svg.width, box: box.width,
               inside: x >= box.left && x <= box.right && y >= box.top && y <= box.bottom,
               tools: !figure.querySelector('.board-tools').hidden };",
        )
        .await
}

async fn click(chrome: &Chrome, zoom: &str) {
    chrome
        .script(&format!(
            "document.querySelector('.board-tools [data-zoom=\"{zoom}\"]').click(); return 0;"
        ))
        .await;
}

#[track_caller]
fn width(shown: &Value, what: &str) -> f64 {
    shown[what].as_f64().expect("a width")
}

#[tokio::test]
async fn on_a_phone_the_board_opens_on_the_maharaja_zooms_and_keeps_its_zoom_when_live() {
    let app = spawn_app().await;
    let (game, links) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Turns).await;
    let chrome = Chrome::open(Screen::Phone).await;
    chrome
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    chrome.wait_for(".board-figure[data-zoom]", WAIT).await;
    let (viewport, _) = Screen::Phone.size();

    let opened = board(&chrome).await;
    assert_eq!(opened["tools"], true, "{opened}");
    assert_eq!(
        opened["zoom"], "2",
        "a phone opens the board zoomed in: {opened}"
    );
    assert!(
        width(&opened, "svg") > 1.9 * width(&opened, "box"),
        "{opened}"
    );
    assert_eq!(
        opened["inside"], true,
        "the Maharaja's city is in sight: {opened}"
    );
    assert!(chrome.document_width().await <= u64::from(viewport));

    click(&chrome, "in").await;
    let zoomed = board(&chrome).await;
    assert_eq!(zoomed["zoom"], "3", "{zoomed}");
    assert!(
        width(&zoomed, "svg") > 1.4 * width(&opened, "svg"),
        "{zoomed}"
    );
    assert!(chrome.document_width().await <= u64::from(viewport));

    // Another move: the page is refreshed in place, the board keeps the zoom chosen.
    let seq = play_first_move(&app.store, game).await;
    chrome
        .wait_for(
            &format!("main[data-seq='{seq}'] .board-figure[data-zoom]"),
            WAIT,
        )
        .await;
    let live = board(&chrome).await;
    assert_eq!(live["zoom"], "3", "{live}");
    assert_eq!(live["tools"], true, "{live}");

    click(&chrome, "all").await;
    let whole = board(&chrome).await;
    assert_eq!(whole["zoom"], "1", "{whole}");
    assert!(
        (width(&whole, "svg") - width(&whole, "box")).abs() <= 1.0,
        "the whole board fits the box: {whole}"
    );
    assert_eq!(whole["inside"], true, "{whole}");
    assert!(chrome.document_width().await <= u64::from(viewport));
    chrome.close().await;
}

#[tokio::test]
async fn on_a_desktop_the_board_opens_whole() {
    let app = spawn_app().await;
    let (game, links) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Turns).await;
    let chrome = Chrome::open(Screen::Desktop).await;
    chrome
        .goto(&format!("{}/p/{}", app.address, links[1].token))
        .await;
    chrome.wait_for(".board-figure[data-zoom]", WAIT).await;
    let opened = board(&chrome).await;
    assert_eq!(opened["zoom"], "1", "{opened}");
    assert_eq!(opened["inside"], true, "{opened}");
    click(&chrome, "in").await;
    assert_eq!(board(&chrome).await["zoom"], "1.5");
    chrome.close().await;
}
