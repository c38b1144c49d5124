//! The join page after a refresh, in a real Chromium: when the live update puts a fresh join form
//! (with the server-made contribution) in place of the one `join.js` filled, the join still
//! carries a contribution drawn in the browser; and a join sent again from a second tab that
//! still shows the form (the first tab's join went through) keeps the key this device made and
//! registered — it does not put a key the server never registered in its place.

use std::time::Duration;

use durbar_domain::maharaja::{Bytes32, GameId, GameOptions, Phase, Trust};
use durbar_domain::PublicKey;
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::games::{created_game, created_game_with};
use durbar_tests::{spawn_app, TestApp};

const SECOND: Duration = Duration::from_secs(1);

/// Waits until the page's scripts are in place (the document is complete).
async fn complete(chrome: &Chrome) {
    for _ in 0..100 {
        if chrome.script("return document.readyState;").await.as_str() == Some("complete") {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the page never completed");
}

/// Waits until player `player` has joined `game`.
async fn until_joined(app: &TestApp, game: GameId, player: usize) -> durbar_domain::maharaja::Game {
    for _ in 0..100 {
        let loaded = app.store.load(game).await.unwrap();
        if loaded.game.contributions()[player].is_some() {
            return (*loaded.game).clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("player {player} never joined");
}

#[tokio::test]
async fn a_join_form_replaced_by_the_live_update_still_sends_a_contribution_drawn_here() {
    let app = spawn_app().await;
    let (game, links) = created_game(&app.store, 3).await;
    let bara = Chrome::open(Screen::Phone).await;
    bara.goto(&format!("{}/p/{}", app.address, links[1].token))
        .await;
    complete(&bara).await;
    // Anna joins: Bára's open page is refreshed in place, its join form now the server's.
    let seq = app
        .store
        .join(game, 0, Bytes32([1; 32]))
        .await
        .unwrap()
        .after
        .seq;
    bara.wait_for(&format!("main[data-seq='{seq}'] #join-form"), SECOND)
        .await;
    // join.js drew the fresh form's contribution when the update came ("durbar:content").
    let drawn = bara
        .script(
            "const field = document.getElementById('contribution');
             return field.getAttribute('data-drawn') === 'yes' ? field.value : null;",
        )
        .await
        .as_str()
        .expect("the fresh form's contribution was drawn in the browser")
        .to_owned();
    bara.script("document.querySelector('#join-form button').click(); return 0;")
        .await;
    let state = until_joined(&app, game, 1).await;
    let sent = state.contributions()[1].expect("Bára's contribution");
    assert_eq!(
        hex::encode(sent.0),
        drawn,
        "the contribution was drawn in the browser, not the server's fallback"
    );
    assert_eq!(state.phase(), Phase::Setup);
    bara.close().await;
}

/// The public key this browser keeps for `game` (hex of its raw export).
async fn kept_key(chrome: &Chrome, game: GameId) -> PublicKey {
    let hex = chrome
        .client
        .execute_async(
            "const [game, done] = arguments;
             const open = indexedDB.open('durbar', 1);
             open.onsuccess = () => {
               const get = open.result.transaction('keys').objectStore('keys').get(game);
               get.onsuccess = () => crypto.subtle.exportKey('raw', get.result.publicKey)
                 .then(raw => done(Array.from(new Uint8Array(raw))
                   .map(b => b.toString(16).padStart(2, '0')).join('')));
             };",
            vec![serde_json::json!(game.to_string())],
        )
        .await
        .expect("the kept key is read");
    PublicKey::from_hex(hex.as_str().expect("hex")).expect("a public key")
}

#[tokio::test]
async fn a_join_sent_again_from_a_stale_tab_keeps_the_devices_registered_key() {
    let app = spawn_app().await;
    let options = GameOptions {
        trust: Trust::SignedMoves,
        ..GameOptions::default()
    };
    let (game, links) = created_game_with(&app.store, 3, options).await;
    let chrome = Chrome::open(Screen::Desktop).await;
    let page = format!("{}/games/{game}", app.address);
    chrome
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    // Tab 2 shows the join form, its language picked (a form being filled: no live update).
    let first = chrome.client.window().await.unwrap();
    let second = chrome.client.new_window(true).await.unwrap().handle;
    chrome
        .client
        .switch_to_window(second.clone())
        .await
        .unwrap();
    chrome.goto(&page).await;
    complete(&chrome).await;
    chrome
        .script(
            "const s = document.querySelector('#join-form select[name=lang]');
             s.value = 'cs'; s.dispatchEvent(new Event('change', { bubbles: true })); return 0;",
        )
        .await;
    // Tab 1 joins: the device makes a key and the server registers it.
    chrome.client.switch_to_window(first).await.unwrap();
    chrome.goto(&page).await;
    complete(&chrome).await;
    chrome
        .script("document.querySelector('#join-form button').click(); return 0;")
        .await;
    let state = until_joined(&app, game, 0).await;
    let registered: Vec<PublicKey> = state.keys_of_player(0).cloned().collect();
    assert_eq!(registered.len(), 1);
    // When tab 2 joins again, the join is refused, and the device still holds the registered key.
    chrome.client.switch_to_window(second).await.unwrap();
    let seq = app.store.load(game).await.unwrap().seq;
    chrome
        .script("document.querySelector('#join-form button').click(); return 0;")
        .await;
    tokio::time::sleep(SECOND).await;
    complete(&chrome).await;
    let refused = chrome
        .script("return document.querySelector('p.error') !== null;")
        .await;
    assert_eq!(refused, true, "the second join is refused with a sentence");
    assert_eq!(app.store.load(game).await.unwrap().seq, seq, "nothing more");
    assert_eq!(kept_key(&chrome, game).await, registered[0]);
    chrome.close().await;
}
