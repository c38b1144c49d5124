//! A whole setup and first round played by clicking, in real Chromium: three players, each in a
//! browser of their own (one a phone), join from their personal links, choose characters, place
//! houses, set discs and play their turns — travel to a destination chosen in the list (kept
//! there after a reload), a step of the disc, and "Finish turn" (confirming what it forfeits) —
//! until the second round starts. Along the way each page says whose move it is.

use std::time::Duration;

use durbar_domain::maharaja::{Awaiting, Phase};
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::games::{created_game, join_in_browsers, landed};
use durbar_tests::spawn_app;
use serde_json::Value;

const WAIT: Duration = Duration::from_secs(10);

/// The steps the turn being built lists.
async fn steps(chrome: &Chrome) -> u64 {
    chrome.complete().await;
    chrome
        .script_number("return document.querySelectorAll('section.turn ol li').length;")
        .await
}

/// Waits until the turn being built lists more than `before` steps.
async fn stepped(chrome: &Chrome, before: u64) {
    for _ in 0..100 {
        if steps(chrome).await > before {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the step was not added: {}", chrome.text().await);
}

/// A turn played on the page: travel (the destination chosen is kept in the list after a
/// reload of the form), the first step its disc allows, then "Finish turn". Returns whether it
/// travelled.
async fn play_turn(chrome: &Chrome, page: &str) -> bool {
    chrome.goto(page).await;
    assert!(
        chrome.has("p.waiting.yours").await,
        "the page says it is my turn"
    );
    let options = chrome
        .script(
            "const s = document.querySelector('select[name=travel]');
             return s ? Array.from(s.options).map(o => o.value) : [];",
        )
        .await;
    let mut travelled = false;
    for to in options.as_array().cloned().unwrap_or_default() {
        let to = to.as_str().expect("a place").to_owned();
        chrome.goto(page).await;
        chrome.complete().await;
        chrome
            .script(&format!(
                "const s = document.querySelector('select[name=travel]'); s.value = '{to}';
                 s.form.querySelector('button').click(); return 0;"
            ))
            .await;
        chrome
            .wait_for("form.preview input[name=draft]", WAIT)
            .await;
        assert!(chrome.url().await.contains(&format!("travel={to}")));
        // The form after a reload: the destination is still the one chosen, not the first.
        let url = chrome.url().await;
        chrome.goto(&url).await;
        let kept = chrome
            .script("return document.querySelector('select[name=travel]').value;")
            .await;
        assert_eq!(kept, Value::from(to.clone()), "the destination is kept");
        assert!(
            chrome.has(".board svg .db-route").await,
            "the trip is drawn on the board"
        );
        if chrome.has("form.preview button").await {
            let before = steps(chrome).await;
            chrome.click("form.preview button").await;
            stepped(chrome, before).await;
            travelled = true;
            break;
        }
    }
    let before = steps(chrome).await;
    let step = "form.step[action$='/turn/step']:not(.preview) button";
    if chrome.has(step).await {
        chrome.click(step).await;
        stepped(chrome, before).await;
    }
    if chrome.has("form.finish input[name=forfeit]").await {
        chrome.click("form.finish input[name=forfeit]").await;
    }
    chrome.click("form.finish button").await;
    travelled
}

#[tokio::test]
async fn three_players_play_the_setup_and_a_round_by_clicking() {
    let app = spawn_app().await;
    let (game, links) = created_game(&app.store, 3).await;
    let page = format!("{}/games/{game}", app.address);
    let screen = |player| {
        if player == 0 {
            Screen::Phone
        } else {
            Screen::Desktop
        }
    };
    let browsers = join_in_browsers(&app.store, &app.address, game, &links, screen).await;
    let (mut turns, mut travels, mut discs, mut kinds) = (0, 0, 0, Vec::new());
    for _ in 0..60 {
        let loaded = app.store.load(game).await.unwrap();
        let state = &loaded.game;
        if state.round() > 1 || state.phase() == Phase::Over {
            break;
        }
        if state.phase() == Phase::Setup {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        }
        let seat = state.awaiting_seats()[0];
        let player = usize::from(state.seat_players()[seat.index()]);
        let chrome = &browsers[player];
        // Everyone else's page says who is awaited, not that it is their move.
        for (other, browser) in browsers.iter().enumerate() {
            if !state
                .awaiting_seats()
                .iter()
                .any(|s| usize::from(state.seat_players()[s.index()]) == other)
            {
                browser.goto(&page).await;
                assert!(
                    !browser.has("p.waiting.yours").await,
                    "{:?}",
                    state.awaiting()
                );
            }
        }
        let kind = match state.awaiting() {
            Awaiting::Turn(_) => {
                turns += 1;
                travels += usize::from(play_turn(chrome, &page).await);
                "turn"
            }
            Awaiting::Character(_) => {
                chrome.goto(&page).await;
                assert!(chrome.text().await.contains("cannot be undone"));
                chrome.click("#choose-character ~ button").await;
                "character"
            }
            Awaiting::InitialHouse(_) => {
                // The first house in v21, on the road from the start to Bikaner: a trip there
                // is open to everyone from the first turn.
                chrome.goto(&page).await;
                chrome.complete().await;
                chrome
                    .script(
                        "const s = document.querySelector('#place-house select[name=village]');
                         if (Array.from(s.options).some(o => o.value === 'v21')) s.value = 'v21';
                         return 0;",
                    )
                    .await;
                chrome.click("#place-house button").await;
                "house"
            }
            Awaiting::Discs(_) => {
                chrome.goto(&page).await;
                assert!(chrome.has("p.waiting.yours").await);
                discs += 1;
                chrome.click("form[action$='/disc'] button").await;
                "disc"
            }
            other => {
                // Whatever else the rules ask (a replacement character, a gift): its form.
                chrome.goto(&page).await;
                chrome.click("form.step button").await;
                let _ = other;
                "other"
            }
        };
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
        landed(&app.store, game, loaded.seq).await;
    }
    let state = app.store.load(game).await.unwrap().game;
    assert_eq!(
        state.round(),
        2,
        "the second round started: {:?}",
        state.awaiting()
    );
    assert_eq!(turns, 3, "each player played a turn");
    assert_eq!(discs, 3, "each player set a disc");
    assert!(travels >= 1, "someone travelled");
    for kind in ["character", "house", "disc", "turn"] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
    // The new round's page says so to a player.
    browsers[0].goto(&page).await;
    assert!(browsers[0].text().await.contains("Round 2"));
    for chrome in browsers {
        chrome.close().await;
    }
}
