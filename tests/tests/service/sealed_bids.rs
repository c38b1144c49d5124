//! Sealed bids sealed in the browser over real HTTP and PostgreSQL (#21, R27): three clients
//! with keys of their own seal their bids by the commitment alone, signed; the database holds
//! no opening (checked by SQL) until each bidder opens their own bid, signed, once every bid
//! is in; a bid sent in the open and an opening that does not match the commitment are refused
//! naming the rule; the highest opened bid wins and the export verifies with both verifiers.

use super::signed::{clients, join_with_keys, moved_for_once_after_the_deadline};
use durbar_domain::maharaja::{
    bid_commitment, Auction, Awaiting, Bytes32, Event, GameId, GameOptions, Gold, Seat, Trust,
};
use durbar_tests::games::created_game_with;
use durbar_tests::{spawn_app, TestApp};
use serde_json::json;

/// Rows anywhere in the database a bid's nonce (hex) appears in: the log, the outbox, the
/// stored answers, escrow.
async fn rows_holding(app: &TestApp, nonce: &str) -> i64 {
    let client = app.pool.get().await.unwrap();
    let mut found = 0;
    for sql in [
        "SELECT count(*) FROM events WHERE convert_from(payload, 'UTF8') ILIKE '%' || $1 || '%'",
        "SELECT count(*) FROM outbox t WHERE t::text ILIKE '%' || $1 || '%'",
        "SELECT count(*) FROM idempotency_keys t WHERE t::text ILIKE '%' || $1 || '%'",
        "SELECT count(*) FROM sealed_escrow t WHERE t::text ILIKE '%' || $1 || '%'",
    ] {
        let rows: i64 = client.query_one(sql, &[&nonce]).await.unwrap().get(0);
        found += rows;
    }
    found
}

async fn escrow_rows(app: &TestApp, game: GameId) -> i64 {
    let client = app.pool.get().await.unwrap();
    client
        .query_one(
            "SELECT count(*) FROM sealed_escrow WHERE game_id = $1",
            &[&uuid::Uuid::from_bytes(game.0)],
        )
        .await
        .unwrap()
        .get(0)
}

#[tokio::test]
async fn bids_sealed_in_the_browser_are_opened_by_their_bidders_and_a_wrong_opening_is_refused() {
    // Given three players at the sealed-in-the-browser level with a sealed-bid auction, joined
    // with keys of their own
    let app = spawn_app().await;
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        auction: Auction::Sealed,
        ..GameOptions::default()
    };
    let (game, links) = created_game_with(&app.store, 3, options).await;
    join_with_keys(&app, game, &links).await;
    let clients = clients(&app, game, &links);
    let state = app.store.load(game).await.unwrap().game;
    assert_eq!(
        state.awaiting(),
        Awaiting::SealedBids(vec![Seat(0), Seat(1), Seat(2)])
    );
    let client_of = |seat: u8| &clients[usize::from(state.seat_players()[usize::from(seat)])];

    // When a bid comes in the open, it is refused naming the rule
    let (status, answer) = client_of(0)
        .post(
            "/commands",
            json!({"type": "sealed_bid", "amount": 1, "nonce": Bytes32([9; 32])}),
            &[],
        )
        .await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["error"]["rule"], "bid_sealed_in_browser", "{answer}");

    // When each bidder seals a bid by its commitment alone, signed
    let bids = [3u32, 7, 5];
    let mut nonces = Vec::new();
    for seat in 0..3u8 {
        let nonce = Bytes32(rand::random());
        let commitment = bid_commitment(game, 1, Seat(seat), Gold(bids[usize::from(seat)]), &nonce);
        let canonical = format!("{{\"type\":\"seal_bid\",\"commitment\":\"{commitment}\"}}");
        let signature = client_of(seat).sign(&canonical).await;
        let (status, answer) = client_of(seat)
            .post(
                "/commands",
                json!({"type": "seal_bid", "commitment": commitment}),
                &[signature],
            )
            .await;
        assert_eq!(status, 200, "seat {seat}: {answer}");
        nonces.push(nonce);
    }
    // Then the database holds no opening: no escrow row, no nonce anywhere
    assert_eq!(escrow_rows(&app, game).await, 0);
    for nonce in &nonces {
        assert_eq!(rows_holding(&app, &nonce.to_string()).await, 0);
    }
    let state = app.store.load(game).await.unwrap().game;
    assert_eq!(
        state.awaiting(),
        Awaiting::BidOpenings(vec![Seat(0), Seat(1), Seat(2)])
    );

    // When seat 0 opens a bid it did not seal, it is refused naming the rule
    let open = |seat: u8, amount: u32| json!({"type": "open_bid", "amount": amount, "nonce": nonces[usize::from(seat)]});
    let wrong = open(0, 4);
    let signature = client_of(0).sign(&wrong.to_string()).await;
    let (status, answer) = client_of(0).post("/commands", wrong, &[signature]).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(
        answer["error"]["rule"], "bid_reveal_does_not_match_commitment",
        "{answer}"
    );
    assert!(
        answer["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("commitment")),
        "{answer}"
    );
    // And the other bids are still sealed nowhere but in their browsers
    assert_eq!(rows_holding(&app, &nonces[1].to_string()).await, 0);

    // When every bidder opens their own bid, signed
    for seat in [2u8, 0, 1] {
        let body = open(seat, bids[usize::from(seat)]);
        let canonical = serde_json::to_string(
            &serde_json::from_value::<durbar_domain::maharaja::PlayerCommand>(body.clone())
                .unwrap(),
        )
        .unwrap();
        let signature = client_of(seat).sign(&canonical).await;
        let (status, answer) = client_of(seat).post("/commands", body, &[signature]).await;
        assert_eq!(status, 200, "seat {seat}: {answer}");
    }
    // Then the highest bid wins and pays
    let events = app.store.events(game, 0, u64::MAX).await.unwrap();
    let won = events.iter().find_map(|e| match e.event {
        Event::AuctionWon { seat, amount, .. } => Some((seat, amount)),
        _ => None,
    });
    assert_eq!(won, Some((Seat(1), Gold(7))));
    assert_eq!(
        app.store.load(game).await.unwrap().game.awaiting(),
        Awaiting::Character(Seat(1))
    );
    // And the export verifies with durbar verify and verify_export.py
    let export = app.store.export(game).await.expect("an export");
    durbar_api::audit::verify::verify(&export).expect("the export verifies");
    let (ok, output) =
        durbar_tests::stored::python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");
}

/// The bid carry code `chrome`'s page shows once its script has read it, if any.
async fn bid_carry_code(chrome: &durbar_tests::chrome::Chrome, page: &str) -> Option<String> {
    chrome.goto(page).await;
    for _ in 0..30 {
        let code = chrome
            .script(
                "var c = document.getElementById('bid-carry-code'); return c ? c.textContent : '';",
            )
            .await;
        if let Some(code) = code.as_str().filter(|c| !c.is_empty()) {
            return Some(code.to_owned());
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    None
}

#[tokio::test]
async fn three_browsers_seal_their_bids_open_them_and_the_auction_resolves() {
    use durbar_tests::chrome::Screen;
    use durbar_tests::games::{join_in_browsers, landed};
    // Given three players at the sealed-in-the-browser level with a sealed-bid auction, each
    // joined in a Chromium of their own (a WebCrypto key each)
    let app = spawn_app().await;
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        auction: Auction::Sealed,
        ..GameOptions::default()
    };
    let (game, links) = created_game_with(&app.store, 3, options).await;
    let browsers =
        join_in_browsers(&app.store, &app.address, game, &links, |_| Screen::Desktop).await;
    let page = format!("{}/games/{game}", app.address);
    // The start lands just after the last join.
    let mut state = app.store.load(game).await.unwrap().game;
    for _ in 0..100 {
        if matches!(state.awaiting(), Awaiting::SealedBids(_)) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        state = app.store.load(game).await.unwrap().game;
    }
    assert!(
        matches!(state.awaiting(), Awaiting::SealedBids(_)),
        "{:?}",
        state.awaiting()
    );
    let browser_of = |seat: u8| &browsers[usize::from(state.seat_players()[usize::from(seat)])];

    // When each page seals its player's bid (seat 0: 2, seat 1: 6, seat 2: 4)
    let bids = [2u32, 6, 4];
    for seat in 0..3u8 {
        let chrome = browser_of(seat);
        chrome.goto(&page).await;
        // The bid form holds the sentence a browser without WebCrypto shows (hidden here).
        let needs_crypto = chrome
            .script("var p = document.querySelector('#seal-bid [data-needs-crypto]'); return p ? p.hidden : null;")
            .await;
        assert_eq!(needs_crypto, serde_json::Value::Bool(true), "seat {seat}");
        let amount = bids[usize::from(seat)];
        chrome
            .script(&format!(
                "document.querySelector('#seal-bid select[name=amount]').value = '{amount}'; return 1;"
            ))
            .await;
        let seq = app.store.load(game).await.unwrap().seq;
        chrome.click("#seal-bid button").await;
        landed(&app.store, game, seq).await;
        // Then the page shows the bid's carry code, and until the bid can be opened the
        // database holds none of it
        let code = bid_carry_code(chrome, &page).await.expect("a carry code");
        assert!(
            code.starts_with(&format!("bid-1-{amount}-")),
            "seat {seat}: {code}"
        );
        // (bids open only once every bid is in: checked while some are still awaited)
        let opened = !matches!(
            app.store.load(game).await.unwrap().game.awaiting(),
            Awaiting::SealedBids(_)
        );
        if !opened {
            let nonce = code.rsplit('-').next().unwrap_or_default();
            assert_eq!(nonce.len(), 64, "{code}");
            assert_eq!(
                rows_holding(&app, nonce).await,
                0,
                "seat {seat}'s opening is in the database before its reveal"
            );
        }
    }
    assert_eq!(escrow_rows(&app, game).await, 0, "no bid is in escrow");

    // When every bidder's page is open, each opens its own bid, signed
    let mut won = None;
    for _ in 0..5 {
        for seat in 0..3u8 {
            browser_of(seat).goto(&page).await;
        }
        let events = app.store.events(game, 0, u64::MAX).await.unwrap();
        won = events.iter().find_map(|e| match e.event {
            Event::AuctionWon { seat, amount, .. } => Some((seat, amount)),
            _ => None,
        });
        if won.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
    // Then the highest bid wins and pays, and every opening was signed by its bidder
    assert_eq!(won, Some((Seat(1), Gold(6))));
    let export = app.store.export(game).await.expect("an export");
    durbar_api::audit::verify::verify(&export).expect("the export verifies");
    let opened_by_bidders = export
        .events
        .iter()
        .filter(|e| e.payload.contains("\\\"type\\\":\\\"open_bid\\\""))
        .count();
    assert_eq!(opened_by_bidders, 3, "three signed openings");
    let (ok, output) =
        durbar_tests::stored::python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");
    for chrome in browsers {
        chrome.close().await;
    }
}

#[tokio::test]
async fn a_browser_sealed_bid_not_opened_by_its_deadline_is_void_under_the_wait_policy() {
    // Given two bidders at the sealed-in-the-browser level who sealed 2 and 5
    let app = spawn_app().await;
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        auction: Auction::Sealed,
        ..GameOptions::default()
    };
    let (game, links) = created_game_with(&app.store, 2, options).await;
    join_with_keys(&app, game, &links).await;
    let clients = clients(&app, game, &links);
    let state = app.store.load(game).await.unwrap().game;
    let client_of = |seat: u8| &clients[usize::from(state.seat_players()[usize::from(seat)])];
    let bids = [2u32, 5];
    let nonces = [Bytes32(rand::random()), Bytes32(rand::random())];
    for seat in 0..2u8 {
        let s = usize::from(seat);
        let commitment = bid_commitment(game, 1, Seat(seat), Gold(bids[s]), &nonces[s]);
        let canonical = format!("{{\"type\":\"seal_bid\",\"commitment\":\"{commitment}\"}}");
        let signature = client_of(seat).sign(&canonical).await;
        let body = json!({"type": "seal_bid", "commitment": commitment});
        let (status, answer) = client_of(seat).post("/commands", body, &[signature]).await;
        assert_eq!(status, 200, "{answer}");
    }
    // When seat 0 opens its bid and seat 1 never opens its higher one
    let body = json!({"type": "open_bid", "amount": 2, "nonce": nonces[0]});
    let canonical = serde_json::to_string(
        &serde_json::from_value::<durbar_domain::maharaja::PlayerCommand>(body.clone()).unwrap(),
    )
    .unwrap();
    let signature = client_of(0).sign(&canonical).await;
    let (status, answer) = client_of(0).post("/commands", body, &[signature]).await;
    assert_eq!(status, 200, "{answer}");
    let loaded = app.store.load(game).await.unwrap();
    let waits = durbar_api::turn_mail::waits(&loaded.game);
    assert_eq!(
        waits,
        vec![(Seat(1), durbar_api::turn_mail::WaitKind::OpenBid)]
    );
    // Then the scheduler voids it once its deadline has passed, whatever the no-show policy
    let events = moved_for_once_after_the_deadline(&app, game, loaded.seq).await;
    // And the void bid cannot win: the opened one wins for its own amount
    assert!(
        matches!(
            events.as_slice(),
            [
                Event::DeadlinePassed { seat: Seat(1), .. },
                Event::BidVoided { seat: Seat(1), .. },
                Event::AuctionWon {
                    seat: Seat(0),
                    amount: Gold(2),
                    ..
                },
                ..
            ]
        ),
        "{events:?}"
    );
    let export = app.store.export(game).await.expect("an export");
    durbar_api::audit::verify::verify(&export).expect("the export verifies");
    let (ok, output) =
        durbar_tests::stored::python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");
}
