//! Scripts that a live update brings, in a real Chromium at the sealed-in-the-browser level: a
//! player's page made before the discs carries no `seal.js`; when the other player's last house
//! starts the discs, the live update puts the disc form in place, its button disabled until
//! `seal.js` (and `sign.js`) enable it, and loads `seal.js` with it (by its address, not evaluated
//! from the text), so the disc set on that form is sealed in this browser — the server never
//! holds its opening. Without JavaScript the button stays disabled and the page says why; so it
//! does in a browser without WebCrypto (its `crypto.subtle` taken away before the page's
//! scripts run, as over plain http from another host). And when the first turn begins, the open page
//! of the first player is told of the new content ("durbar:content") and opens the disc by
//! itself, without a reload.

use std::time::Duration;

use durbar_domain::maharaja::{Game, GameId, GameOptions, Phase, Trust};
use durbar_tests::browser::Browser;
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::games::{created_game_with, join_in_browsers, landed};
use durbar_tests::{spawn_app, TestApp};

const WAIT: Duration = Duration::from_secs(10);

/// Waits until `done` holds of the game, and returns it.
async fn until(app: &TestApp, game: GameId, done: impl Fn(&Game) -> bool) -> Game {
    for _ in 0..150 {
        let state = app.store.load(game).await.unwrap().game;
        if done(&state) {
            return (*state).clone();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the game did not get there");
}

/// The disc form's button.
const DISC_BUTTON: &str = "form[action$='/disc'] button";

/// Notes, in `window.discButtons`, whether each disc button a live update puts in the page is
/// disabled and waiting for `seal.js` when it arrives (before any script can enable it).
const WATCH_DISC_BUTTONS: &str = "if (!window.discButtons) {
  window.discButtons = [];
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(function (node) {
        if (!node.querySelectorAll) return;
        node.querySelectorAll(\"form[action$='/disc'] button\").forEach(function (button) {
          window.discButtons.push(button.disabled && button.hasAttribute('data-await-seal'));
        });
      });
    });
  }).observe(document.querySelector('main'), { childList: true });
}
return 0;";

/// Whether this page has run `seal.js`.
async fn sealing(chrome: &Chrome) -> bool {
    chrome.script("return window.durbarSeal === true;").await == true
}

#[tokio::test]
async fn a_disc_form_brought_by_a_live_update_is_sealed_and_opened_without_a_reload() {
    let app = spawn_app().await;
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        ..GameOptions::default()
    };
    let (game, links) = created_game_with(&app.store, 2, options).await;
    let page = format!("{}/games/{game}", app.address);
    let browsers =
        join_in_browsers(&app.store, &app.address, game, &links, |_| Screen::Phone).await;
    // Characters and houses, each from the page its player has open (reloaded for each move).
    let mut last = 0;
    loop {
        let state = app.store.load(game).await.unwrap();
        let button = match state.game.phase() {
            Phase::Setup => {
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
            Phase::ChooseCharacters => "form[action$='/act'] button",
            Phase::PlaceHouses => "#place-house button",
            _ => break,
        };
        let seat = state.game.awaiting_seats()[0];
        last = usize::from(state.game.seat_players()[seat.index()]);
        if state.game.phase() == Phase::PlaceHouses {
            // The other player's page, fresh, notes each disc button a live update puts in it.
            browsers[1 - last].goto(&page).await;
            browsers[1 - last].script(WATCH_DISC_BUTTONS).await;
        }
        browsers[last].goto(&page).await;
        browsers[last].click(button).await;
        landed(&app.store, game, state.seq).await;
    }
    let state = until(&app, game, |g| g.phase() == Phase::Discs).await;
    let seq = app.store.load(game).await.unwrap().seq;
    // The other player's page was made during the houses: no disc form, no seal.js. The live
    // update brings both.
    let other = 1 - last;
    let first = usize::from(state.seat_players()[state.character_order()[0].index()]);
    browsers[other]
        .wait_for(
            &format!("main[data-seq='{}'] form[action$='/disc']", seq),
            WAIT,
        )
        .await;
    let seen = browsers[other]
        .script("return window.discButtons || [];")
        .await;
    let seen = seen.as_array().expect("a list");
    assert!(
        !seen.is_empty() && seen.iter().all(|waited| *waited == true),
        "the disc button a live update brought was disabled, waiting for seal.js: {seen:?}"
    );
    for _ in 0..50 {
        if sealing(&browsers[other]).await {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        sealing(&browsers[other]).await,
        "the live update loaded seal.js"
    );
    for _ in 0..50 {
        if !browsers[other].disabled(DISC_BUTTON).await {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        !browsers[other].disabled(DISC_BUTTON).await,
        "seal.js and sign.js enabled the disc button"
    );
    // Without JavaScript the button stays disabled, and the page says why.
    let mut plain = Browser::new(&app);
    plain.follow(&format!("/p/{}", links[other].token)).await;
    let html = plain.get(&format!("/games/{game}")).await.body;
    assert!(
        html.contains("disabled data-await-sign data-await-seal>"),
        "the disc button waits for both scripts: {html}"
    );
    assert!(
        html.contains("<button disabled data-await-sign>"),
        "the other signed forms' buttons wait for sign.js: {html}"
    );
    assert!(
        html.contains("<noscript><p class=\"needs-script\">This trust level needs JavaScript"),
        "{html}"
    );
    assert!(
        browsers[other]
            .has("head script[src$='/static/seal.js']")
            .await,
        "live.js loaded it by its address"
    );
    // With WebCrypto, the sentence that says the disc cannot be sealed here stays hidden.
    assert_eq!(
        browsers[other]
            .script("var p = document.querySelector('[data-needs-crypto]'); return p ? p.hidden : null;")
            .await,
        true,
        "the sentence is in the disc form, hidden"
    );
    // Without it (a page over plain http from another host than localhost, whose scripts see
    // no `crypto.subtle`), the button stays disabled and the page says why, in its language.
    let lacking = Chrome::open(Screen::Phone).await;
    lacking
        .before_page_scripts("delete Crypto.prototype.subtle;")
        .await;
    lacking
        .goto(&format!("{}/p/{}", app.address, links[other].token))
        .await;
    lacking.goto(&page).await;
    lacking
        .wait_for("[data-needs-crypto]:not([hidden])", WAIT)
        .await;
    assert_eq!(
        lacking.script("return typeof crypto.subtle;").await,
        "undefined",
        "the page's scripts saw no WebCrypto"
    );
    assert!(lacking.disabled(DISC_BUTTON).await, "no disc sent unsealed");
    assert!(
        lacking
            .text()
            .await
            .contains("This browser cannot seal your disc"),
        "the page says why"
    );
    lacking.close().await;
    // The first to play sets their disc first, so that their page is still open, unreloaded,
    // when their turn begins. The other player's disc is set on the form the update brought.
    let order = if first == other {
        [other, last]
    } else {
        [last, other]
    };
    for player in order {
        let seq = app.store.load(game).await.unwrap().seq;
        if player == last {
            browsers[last].goto(&page).await;
        }
        browsers[player].click(DISC_BUTTON).await;
        landed(&app.store, game, seq).await;
    }
    // Both discs sealed in their browsers: only commitments on the server.
    let client = app.pool.get().await.unwrap();
    let escrow: i64 = client
        .query_one(
            "SELECT count(*) FROM sealed_escrow WHERE game_id = $1",
            &[&uuid::Uuid::from_bytes(game.0)],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(escrow, 0, "no disc of this game is in escrow");
    // The first player's open page opens their disc by itself: the turn begins.
    let first_seat = state.character_order()[0];
    let begun = until(&app, game, |g| g.active_seat() == Some(first_seat)).await;
    assert_eq!(begun.phase(), Phase::Turns);
    for chrome in browsers {
        chrome.close().await;
    }
}
