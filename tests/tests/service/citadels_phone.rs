//! The Citadels page on a phone, in real Chromium (390 × 844): every city is a row of district
//! cards that wraps, so the page is no wider than the screen; a tap on a unique district's card
//! shows its effect (a `<details>`, no script needed).

use durbar_domain::citadels::{Citadels, Colour, Phase};
use durbar_domain::{Bytes32, Rules};
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::citadels_games::DealtGame;
use durbar_tests::spawn_app_unlimited;

/// The elements that end past the viewport's right edge (for the failure message).
const TOO_WIDE: &str = "const w = window.innerWidth;
  const name = e => e.tagName.toLowerCase() + '.' + (e.getAttribute('class') || '');
  return Array.from(document.querySelectorAll('body *'))
    .filter(e => e.getBoundingClientRect().right > w + 1
      && !(e.parentElement && e.parentElement.getBoundingClientRect().right > w + 1))
    .map(e => name(e) + ' ends at ' + Math.round(e.getBoundingClientRect().right))
    .slice(0, 12).join('; ');";

#[tokio::test]
async fn at_390_px_the_citadels_page_fits_and_a_tap_shows_a_unique_districts_effect() {
    let app = spawn_app_unlimited().await;
    let names = [
        "Anna Nováková-Dvořáková",
        "Bára",
        "Cyril Szczepański",
        "Dana",
    ];
    let (game, links) = DealtGame::new("Phone", &names, Bytes32([11; 32]))
        .create(&app.store)
        .await;
    // Greedy bots play until a city holds a unique district (and several cities have cards).
    let mut bots: Vec<_> = (0..4u64)
        .map(|i| Citadels::bot("greedy", 5 + i).expect("a bot"))
        .collect();
    let mut found = false;
    for _ in 0..3000 {
        let table = (*app.store.load_as::<Citadels>(game).await.unwrap().game).clone();
        assert_ne!(
            table.state.phase,
            Phase::Over,
            "no unique district was built"
        );
        found = table
            .state
            .players
            .iter()
            .any(|p| p.city.iter().any(|b| b.district.colour() == Colour::Unique));
        if found {
            break;
        }
        let seat = Citadels::waits(&table)[0].seat;
        let command = bots[seat.index()].choose(&table, seat);
        app.store
            .execute_once_as::<Citadels>(game, &[command], &[], None, None)
            .await
            .unwrap();
    }
    assert!(found, "a unique district was built");

    let chrome = Chrome::open(Screen::Phone).await;
    chrome
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    chrome
        .wait_for(
            "li.district.unique summary",
            std::time::Duration::from_secs(5),
        )
        .await;
    let width = chrome.document_width().await;
    let wide = chrome.script(TOO_WIDE).await;
    assert!(
        width <= 390,
        "the page is {width} px wide at 390 px: {wide}"
    );
    let closed = chrome
        .script(
            "const d = document.querySelector('li.district.unique details');
             return [d.open, d.querySelector('.effect').getBoundingClientRect().height];",
        )
        .await;
    assert_eq!(closed[0], false, "the effect is folded away until tapped");
    chrome
        .script("document.querySelector('li.district.unique summary').click(); return true;")
        .await;
    let open = chrome
        .script(
            "const d = document.querySelector('li.district.unique details');
             const e = d.querySelector('.effect');
             return [d.open, e.getBoundingClientRect().height, e.textContent];",
        )
        .await;
    assert_eq!(open[0], true, "a tap opens the card");
    assert!(
        open[1].as_f64().unwrap_or(0.0) > 0.0,
        "its effect shows: {open}"
    );
    assert!(!open[2].as_str().unwrap_or("").is_empty());
    let width = chrome.document_width().await;
    assert!(width <= 390, "the opened card keeps the page at {width} px");
    chrome.close().await;
}
