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
