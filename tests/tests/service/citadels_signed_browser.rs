//! A signed Citadels game in real browsers (issues 13 and 21): four players, each in a headless
//! Chromium of their own, join a game at the signed-moves level (each browser makes its key with
//! WebCrypto at join), pick their characters and play their turns by clicking the page's buttons
//! (gather gold, build, end the turn) for a whole round. Every move in the log is signed by the
//! key its seat's browser registered, and the export verifies (`durbar verify`'s checks and
//! `docs/verify_export.py`). Two players click through a signed draft: each pick after the
//! first lays a character face down, whose nonce the page draws and whose commitment it signs
//! with the pick.

use std::time::Duration;

use durbar_api::store::PlayerLink;
use durbar_domain::citadels::options::Trust;
use durbar_domain::citadels::{Citadels, Event, Options, Phase, Table};
use durbar_domain::{signed_message, Bytes32, GameId, Rules};
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::citadels_games::DealtGame;
use durbar_tests::{spawn_app, TestApp};

async fn table(app: &TestApp, game: GameId) -> (u64, Table) {
    let loaded = app.store.load_as::<Citadels>(game).await.unwrap();
    (loaded.seq, (*loaded.game).clone())
}

/// Whether player `index` has joined (their browser's key waits in the lobby).
async fn joined(app: &TestApp, game: GameId, index: usize) -> bool {
    let client = app.pool.get().await.unwrap();
    client
        .query_one(
            "SELECT lobby_key IS NOT NULL FROM players WHERE game_id = $1 AND player_index = $2",
            &[&uuid::Uuid::from_bytes(game.0), &(index as i16)],
        )
        .await
        .unwrap()
        .get(0)
}

/// Clicks the button of the `index`-th move form of the page and waits for the page the answer
/// brings (a POST, then the game page again); returns that page's text.
async fn press(chrome: &Chrome, index: usize) -> String {
    chrome
        .script(&format!(
            "window.beforeMove = true; \
             document.querySelectorAll(\"form[action$='/citadels/move'] button\")[{index}].click(); \
             return 0;"
        ))
        .await;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let loaded = chrome
            .script("return window.beforeMove === undefined && document.readyState === 'complete';")
            .await;
        if loaded == true {
            return chrome.text().await;
        }
    }
    panic!("the move's answer did not come: {}", chrome.text().await);
}

/// The moves the page offers: each form's command as JSON.
async fn offered(chrome: &Chrome) -> Vec<serde_json::Value> {
    let moves = chrome
        .script(
            "return Array.from(document.querySelectorAll(\"form[action$='/citadels/move'] \
             input[name=move]\")).map(i => i.value);",
        )
        .await;
    moves
        .as_array()
        .expect("a list")
        .iter()
        .map(|m| serde_json::from_str(m.as_str().expect("text")).expect("a command"))
        .collect()
}

/// The move a player makes by clicking: the first pick; in a turn gold, one build, then the end.
fn choose(moves: &[serde_json::Value], built: bool) -> Option<usize> {
    let first = |kind: &str| moves.iter().position(|m| m["do"] == kind);
    first("pick")
        .or_else(|| first("gold"))
        .or_else(|| if built { None } else { first("build") })
        .or_else(|| first("end_turn"))
        .or_else(|| moves.iter().position(|m| m["do"] != "no_show"))
}

/// Every player joins in a Chromium of their own (its WebCrypto key made at join) by following
/// their link and pressing "Join" on the game's page; the last join starts the draft. Returns
/// the browsers, in the players' order.
async fn joined_in_browsers(
    app: &TestApp,
    game: GameId,
    links: &[PlayerLink],
    names: &[&str],
) -> Vec<Chrome> {
    let page = format!("{}/games/{game}", app.address);
    let mut browsers = Vec::new();
    for (index, link) in links.iter().enumerate() {
        let chrome = Chrome::open(Screen::Desktop).await;
        chrome
            .goto(&format!("{}/p/{}", app.address, link.token))
            .await;
        chrome.goto(&page).await;
        chrome.click("#join-form button").await;
        let mut waited = 0;
        while !joined(app, game, index).await {
            waited += 1;
            assert!(
                waited < 100,
                "{}'s join did not land: {} {}",
                names[index],
                chrome.url().await,
                chrome.text().await
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        browsers.push(chrome);
    }
    let mut waited = 0;
    while table(app, game).await.1.state.phase != Phase::Draft {
        waited += 1;
        assert!(waited < 100, "the last join did not start the game");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browsers
}

#[tokio::test]
async fn four_browsers_play_a_signed_round_of_citadels_by_clicking_and_the_export_verifies() {
    let app = spawn_app().await;
    let names = ["Anna", "Bara", "Cyril", "Dana"];
    let options = Options {
        trust: Trust::SignedMoves,
        ..Options::first_game(4)
    };
    let (game, links) = DealtGame::new("Signed in browsers", &names, Bytes32([7; 32]))
        .options(options)
        .waiting()
        .create(&app.store)
        .await;
    let page = format!("{}/games/{game}", app.address);

    // Given four players who join, each in a browser of their own (a WebCrypto key each).
    let browsers = joined_in_browsers(&app, game, &links, &names).await;

    // When they pick and play their turns by clicking, for the whole first round.
    let mut built = std::collections::BTreeSet::new();
    let mut clicks = 0;
    loop {
        let (seq, now) = table(&app, game).await;
        if now.state.round > 1 {
            break;
        }
        assert!(clicks < 80, "the round did not end");
        let seat = Citadels::waits(&now)[0].seat;
        let chrome = &browsers[usize::from(seat.0)];
        chrome.goto(&page).await;
        let moves = offered(chrome).await;
        let turn = (now.state.round, seat, now.state.turn.is_some());
        let Some(index) = choose(&moves, built.contains(&turn)) else {
            panic!("{seat}: nothing to click on {}", chrome.text().await);
        };
        let kind = moves[index]["do"].as_str().unwrap_or_default().to_owned();
        let text = press(chrome, index).await;
        clicks += 1;
        if kind == "build" {
            built.insert(turn);
        }
        let (after, _) = table(&app, game).await;
        assert!(
            !text.contains("not signed") && !text.contains("signature"),
            "{kind}: {text}"
        );
        if matches!(kind.as_str(), "pick" | "end_turn") {
            assert!(after > seq, "{seat}'s {kind} was not played: {text}");
        }
    }
    for chrome in browsers {
        chrome.close().await;
    }

    // Then every player's move in the log is signed by the key their browser registered.
    let export = app.store.export(game).await.expect("an export");
    let events: Vec<Event> = export
        .events
        .iter()
        .map(|e| serde_json::from_str(&e.payload).expect("an event"))
        .collect();
    let keys: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::KeyRegistered { player, key, .. } => Some((*player, key)),
            _ => None,
        })
        .collect();
    assert_eq!(keys.len(), 4, "one key per browser, logged at the start");
    let mut signed = [0u64; 4];
    for event in &events {
        if let Event::CommandSigned {
            seat,
            n,
            command,
            signature,
        } = event
        {
            signed[usize::from(seat.0)] += 1;
            assert_eq!(*n, signed[usize::from(seat.0)]);
            let (_, key) = keys.iter().find(|(p, _)| *p == seat.0).expect("a key");
            let message = signed_message(game, *seat, *n, command.as_bytes());
            assert!(key.verifies(&message, signature), "{seat}'s move {n}");
        }
    }
    let picks = events
        .iter()
        .filter(|e| matches!(e, Event::CharacterPicked { .. }))
        .count();
    let ended = events
        .iter()
        .filter(|e| matches!(e, Event::TurnEnded { .. }))
        .count();
    let built = events
        .iter()
        .filter(|e| matches!(e, Event::DistrictBuilt { .. }))
        .count();
    assert!(picks >= 4 && ended >= 3, "{picks} picks, {ended} turns");
    assert!(built >= 1, "somebody built");
    assert!(
        signed.iter().sum::<u64>() as usize >= picks + ended,
        "each pick and each turn's steps signed: {signed:?}"
    );
    eprintln!("{clicks} clicks; {picks} picks, {ended} turns, {built} districts built; signed per seat {signed:?}");
    match durbar_api::audit::verify::verify_any(&export) {
        Ok(durbar_api::audit::verify::Verdict::Citadels(_)) => {}
        Ok(_) => panic!("verified as another game"),
        Err(error) => panic!("durbar verify: {error}"),
    }
    let (ok, output) =
        durbar_tests::stored::python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");
    assert!(output.contains("every player's move is signed"), "{output}");
}

#[tokio::test]
async fn two_browsers_sign_the_draft_and_each_discard_with_its_pick() {
    // p. 7: with two players every pick after the first also lays a character face down; the
    // page draws that discard's nonce too, and signs the pick with both commitments.
    let app = spawn_app().await;
    let names = ["Anna", "Bara"];
    let options = Options {
        trust: Trust::SignedMoves,
        ..Options::first_game(2)
    };
    let (game, links) = DealtGame::new("Signed draft for two", &names, Bytes32([9; 32]))
        .options(options)
        .waiting()
        .create(&app.store)
        .await;
    let page = format!("{}/games/{game}", app.address);
    let browsers = joined_in_browsers(&app, game, &links, &names).await;

    // When they click their picks (each with the first discard the page offers) to the end of
    // the draft.
    for step in 0..4 {
        let (seq, now) = table(&app, game).await;
        assert_eq!(now.state.phase, Phase::Draft, "step {step}");
        let seat = Citadels::waits(&now)[0].seat;
        let chrome = &browsers[usize::from(seat.0)];
        chrome.goto(&page).await;
        let moves = offered(chrome).await;
        let index = moves
            .iter()
            .position(|m| m["do"] == "pick")
            .expect("a pick to click");
        assert_eq!(
            moves[index]["discard"].is_string(),
            step > 0,
            "{}",
            moves[index]
        );
        let text = press(chrome, index).await;
        let (after, _) = table(&app, game).await;
        assert!(after > seq, "step {step}: the pick was not played: {text}");
    }
    assert_eq!(table(&app, game).await.1.state.phase, Phase::Turns);
    for chrome in browsers {
        chrome.close().await;
    }

    // Then each discard's commitment is in the pick and in the bytes its browser signed.
    let export = app.store.export(game).await.expect("an export");
    let events: Vec<Event> = export
        .events
        .iter()
        .map(|e| serde_json::from_str(&e.payload).expect("an event"))
        .collect();
    let mut discards = 0;
    for (i, event) in events.iter().enumerate() {
        if let Event::CharacterPicked {
            discard_commitment: Some(discard),
            ..
        } = event
        {
            discards += 1;
            let Event::CommandSigned { command, .. } = &events[i - 1] else {
                panic!("an unsigned pick at {}", i + 1);
            };
            assert!(
                command.contains(&format!("\"discard\":\"{discard}\"")),
                "{command}"
            );
        }
    }
    assert_eq!(discards, 3);
    match durbar_api::audit::verify::verify_any(&export) {
        Ok(durbar_api::audit::verify::Verdict::Citadels(_)) => {}
        Ok(_) => panic!("verified as another game"),
        Err(error) => panic!("durbar verify: {error}"),
    }
    let (ok, output) =
        durbar_tests::stored::python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");
    assert!(output.contains("every player's move is signed"), "{output}");
}
