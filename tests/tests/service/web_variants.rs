//! Variant games through the player's page: the engine's extra decisions get generic forms, and a
//! sealed bid — a secret like a disc — is sealed with a nonce the server draws, never one from
//! the form.

use durbar_domain::maharaja::{Auction, Bytes32, Event, GameOptions, Gold};
use durbar_tests::browser::Browser;
use durbar_tests::games::started_game_with;
use durbar_tests::spawn_app;

#[tokio::test]
async fn a_sealed_bid_auction_is_played_through_the_page_with_nonces_drawn_by_the_server() {
    let app = spawn_app().await;
    let options = GameOptions {
        auction: Auction::Sealed,
        ..GameOptions::default()
    };
    let (game, links) = started_game_with(&app.store, 3, options).await;
    let bids = ["4", "9", "2"];
    for (link, amount) in links.iter().zip(bids) {
        let mut browser = Browser::new(&app);
        browser.follow(&format!("/p/{}", link.token)).await;
        let page = browser.get(&format!("/games/{game}")).await;
        assert!(
            page.body.contains("value=\"sealed_bid\""),
            "the page offers a sealed bid"
        );
        assert!(
            !page.body.contains("name=\"nonce\""),
            "no nonce travels in a form"
        );
        let done = browser
            .post(
                &format!("/games/{game}/act"),
                &[("type", "sealed_bid"), ("amount", amount)],
            )
            .await;
        assert!(done.status < 400, "the bid is accepted: {}", done.status);
    }
    let events = app.store.events(game, 0, u64::MAX).await.unwrap();
    let revealed: Vec<(Gold, Bytes32)> = events
        .iter()
        .filter_map(|e| match &e.event {
            Event::BidRevealed { amount, nonce, .. } => Some((*amount, *nonce)),
            _ => None,
        })
        .collect();
    assert_eq!(revealed.len(), 3, "all bids open once the last is in");
    assert!(
        revealed
            .iter()
            .all(|(_, nonce)| *nonce != Bytes32::default()),
        "server-drawn nonces"
    );
    let winner = events.iter().find_map(|e| match e.event {
        Event::AuctionWon { amount, .. } => Some(amount),
        _ => None,
    });
    assert_eq!(winner, Some(Gold(9)), "the highest sealed bid wins");
}

/// What an English page of a variant's move would show: the catalogue's English form words and
/// the JSON names the forms were once built from.
const ENGLISH_VARIANT_WORDS: [&str; 8] = [
    "Bid for the right to choose a character",
    "Pass in this auction",
    ">Bid<",
    ">Pass<",
    "Amount",
    "Pass bid",
    "— slot",
    "great mogul",
];

#[tokio::test]
async fn an_auctions_forms_a_refused_trip_and_the_pages_around_them_are_in_the_players_language() {
    let app = spawn_app().await;
    let options = GameOptions {
        auction: Auction::Open,
        ..GameOptions::default()
    };
    let (game, links) = started_game_with(&app.store, 3, options).await;
    let mut offered = Vec::new();
    for (lang, title, button) in [
        ("cs", "Přihodit v dražbě o výběr osobnosti", ">Přihodit<"),
        ("pl", "Licytuj prawo wyboru Postaci", ">Licytuj<"),
    ] {
        for link in &links {
            // Given a player whose browser's switch chose Czech (then Polish)
            let mut browser = Browser::new(&app);
            browser.follow(&format!("/p/{}", link.token)).await;
            assert_eq!(browser.get(&format!("/?lang={lang}")).await.status, 303);
            // When she opens the game during the character auction
            let page = browser.get(&format!("/games/{game}")).await;
            assert_eq!(page.status, 200);
            // Then no move is named in English or by its JSON name
            for english in ENGLISH_VARIANT_WORDS {
                assert!(
                    !page.body.contains(english),
                    "{lang}: {english:?} on {}",
                    page.body
                );
            }
            if page.body.contains("value=\"bid\"") {
                assert!(page.body.contains(title), "{lang}: {}", page.body);
                assert!(page.body.contains(button), "{lang}: {}", page.body);
                offered.push(lang);
            }
        }
    }
    assert_eq!(offered, ["cs", "pl"], "the opener sees the bid form");

    // And a visitor's error page and the verify page carry the language switch
    let stranger = Browser::new(&app);
    assert_eq!(stranger.get("/?lang=sk").await.status, 303);
    let message = stranger.get(&format!("/games/{game}")).await;
    assert!(
        message
            .body
            .contains(r#"<strong lang="sk" aria-current="true">Slovenčina</strong>"#),
        "the error page's switch: {}",
        message.body
    );
    assert!(message.body.contains(r#"<a href="?lang=cs""#));
    let verified = stranger
        .post_raw(&format!("/games/{game}/verify"), &[])
        .await;
    assert!(
        verified
            .body
            .contains(r#"<strong lang="sk" aria-current="true">Slovenčina</strong>"#),
        "the verify page's switch: {}",
        verified.body
    );
}

#[tokio::test]
async fn a_refused_trip_is_explained_in_the_players_language() {
    use durbar_domain::maharaja::Phase;
    let app = spawn_app().await;
    let (game, links) = durbar_tests::games::started_game(&app.store, 3).await;
    durbar_tests::games::drive_until(&app.store, game, Phase::Turns).await;
    let mut explained = 0;
    for link in &links {
        // Given a Czech player
        let mut browser = Browser::new(&app);
        browser.follow(&format!("/p/{}", link.token)).await;
        assert_eq!(browser.get("/?lang=cs").await.status, 303);
        // When she asks for the way to a city the board does not have
        let page = browser.get(&format!("/games/{game}?travel=atlantis")).await;
        // Then the player on turn reads why in Czech, and nobody reads the engine's English
        assert!(!page.body.contains("There is no"), "{}", page.body);
        if page
            .body
            .contains("Na tomto plánu není žádné město „atlantis“.")
        {
            explained += 1;
        }
    }
    assert_eq!(explained, 1, "the player on turn is told");
}
