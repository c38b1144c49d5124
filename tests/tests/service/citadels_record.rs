//! The record of a Citadels game over real HTTP against the service on a real database: a
//! 3-player game dealt from a fixed seed and played to its end by bots through the store; its
//! log, result, replay, spectator view, export and verify page as a player, as a visitor of a
//! public game and as a stranger to a private one (the same "no such game" 404 as for a game
//! that does not exist); the export of a running game holds no seed, no unrevealed pick and no
//! card that is only in a hand (C2–C4); the finished game's export passes `durbar verify`;
//! a golden snapshot of the result page.

use durbar_api::audit::export::Export;
use durbar_api::audit::verify::{verify_any, Verdict};
use durbar_api::http_error::Reason;
use durbar_api::store::{PlayerLink, Store};
use durbar_api::turn_mail::{MailContext, MailNotifier};
use durbar_domain::citadels::{Citadels, Command, District, Phase, Table};
use durbar_domain::{Bytes32, GameId, Rules};
use durbar_tests::browser::{masked, Browser, Page};
use durbar_tests::citadels_games::{table, DealtGame};
use durbar_tests::stored::python_verify;
use durbar_tests::{spawn_app_unlimited, TestApp};

const NAMES: [&str; 3] = ["Anna", "Bára", "Cyril"];
const SEED: Bytes32 = Bytes32([42; 32]);

/// Given a 3-player game of the first game's set dealt from [`SEED`].
async fn dealt(store: &Store, private: bool) -> (GameId, Vec<PlayerLink>) {
    DealtGame::new("Record", &NAMES, SEED)
        .private(private)
        .create(store)
        .await
}

/// When bots play the awaited seats until `done` holds of the referee's state (or the game
/// ends): the state then.
async fn play_until(store: &Store, game: GameId, done: impl Fn(&Table) -> bool) -> Table {
    let mut bot = Citadels::bot("greedy", 7).unwrap();
    for _ in 0..5_000 {
        let state = table(store, game).await;
        if done(&state) || Citadels::is_over(&state) {
            return state;
        }
        let seat = Citadels::waits(&state)[0].seat;
        let mut command = bot.choose(&state, seat);
        if let Command::Pick { nonce, .. } = &mut command {
            *nonce = Bytes32(rand::random());
        }
        store
            .execute_once_as::<Citadels>(game, &[command], &[], None, None)
            .await
            .unwrap();
    }
    panic!("the bots did not finish the game");
}

/// A browser signed in as player `index`.
async fn signed_in(app: &TestApp, links: &[PlayerLink], index: usize) -> Browser {
    let mut browser = Browser::new(app);
    let link = format!("{}/p/{}", app.address, links[index].token);
    assert_eq!(browser.follow(&link).await.status, 303);
    browser
}

#[track_caller]
fn assert_ok(page: &Page, what: &str) {
    assert_eq!(page.status, 200, "{what}: {}", page.body);
}

/// Every card that is in some hand and nowhere public (no city, no discard the log names).
fn only_in_hands(state: &Table) -> Vec<District> {
    let mut hidden = Vec::new();
    for player in &state.state.players {
        for card in &player.hand {
            let built = state
                .state
                .players
                .iter()
                .any(|p| p.city.iter().any(|b| b.district == *card));
            if !built && !hidden.contains(card) {
                hidden.push(*card);
            }
        }
    }
    hidden
}

/// `html` with the start of each hash ("61ad1499…", which differs from run to run) masked.
fn short_hashes_masked(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find('…') {
        let start = rest[..at]
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_ascii_hexdigit())
            .last()
            .map_or(at, |(i, _)| i);
        out.push_str(&rest[..start]);
        if at - start == 8 {
            out.push_str("[hash]");
        } else {
            out.push_str(&rest[start..at]);
        }
        out.push('…');
        rest = &rest[at + '…'.len_utf8()..];
    }
    out.push_str(rest);
    out
}

#[tokio::test]
async fn the_export_of_a_running_citadels_game_holds_no_secret() {
    let app = spawn_app_unlimited().await;
    let store = Store::new(app.pool.clone());
    let (game, links) = dealt(&store, false).await;
    // Mid-round: the ranks are being called, so some picks are still sealed.
    let state = play_until(&store, game, |t| {
        t.state.phase == Phase::Turns && t.state.called.is_some_and(|rank| rank >= 2)
    })
    .await;
    assert!(!Citadels::is_over(&state));
    let anna = signed_in(&app, &links, 0).await;
    let export = anna.get(&format!("/games/{game}/export.json")).await;
    assert_ok(&export, "a player's export");
    let json = export.body.to_lowercase();
    assert!(
        !json.contains(&hex::encode(SEED.0)),
        "the seed is sealed until the end (C2)"
    );
    let parsed: Export = serde_json::from_str(&export.body).unwrap();
    assert_eq!(parsed.game, durbar_domain::GameKind::Citadels);
    assert_eq!(parsed.seed, None);
    assert_eq!(parsed.players, NAMES);
    for player in &state.state.players {
        for opening in &player.openings {
            let revealed = player.revealed.contains(&opening.character);
            assert!(
                revealed || !json.contains(&hex::encode(opening.nonce.0)),
                "an unrevealed pick's opening is in the export"
            );
        }
    }
    let hidden = only_in_hands(&state);
    assert!(!hidden.is_empty(), "the hands hold cards nobody has built");
    for card in hidden {
        assert!(
            !json.contains(&format!("\"{}\"", card.id())),
            "{} is only in a hand, yet the export names it",
            card.id()
        );
    }
    // The running game's export is its players' only; it verifies as far as it goes.
    let visitor = Browser::new(&app)
        .get(&format!("/games/{game}/export.json"))
        .await;
    assert_eq!(visitor.status, 403, "{}", visitor.body);
    match verify_any(&parsed) {
        Ok(Verdict::Citadels(verified)) => assert!(!verified.replayed),
        other => panic!("a running game's export verifies: {other:?}"),
    }
    // The pages of a running game say nothing secret either.
    for path in ["log", "watch", "replay", "result"] {
        let page = anna.get(&format!("/games/{game}/{path}")).await;
        assert_ok(&page, path);
        assert!(
            !page.body.contains(&hex::encode(SEED.0)),
            "{path} shows the seed"
        );
        assert!(!page.body.contains("In hand:"), "{path} shows a hand");
    }
}

#[tokio::test]
async fn a_finished_citadels_game_is_read_verified_and_snapshotted() {
    let app = spawn_app_unlimited().await;
    let store = Store::with_notifier(
        app.pool.clone(),
        std::sync::Arc::new(MailNotifier::new(MailContext::new(&app.address))),
    );
    let (game, links) = dealt(&store, false).await;
    // Bára reads her mail in Czech.
    app.pool
        .get()
        .await
        .unwrap()
        .execute(
            "UPDATE players SET lang = 'cs' WHERE game_id = $1::text::uuid AND player_index = 1",
            &[&game.to_string()],
        )
        .await
        .unwrap();
    let state = play_until(&store, game, |_| false).await;
    assert!(Citadels::is_over(&state));
    let visitor = Browser::new(&app);
    let cyril = signed_in(&app, &links, 2).await;
    for browser in [&visitor, &cyril] {
        let log = browser.get(&format!("/games/{game}/log?page=1")).await;
        assert_ok(&log, "log");
        assert!(log.body.contains("A game of Citadels for 3 players begins"));
        assert!(log.body.contains("Anna picks a character in secret"));
        let last = browser.get(&format!("/games/{game}/log")).await;
        assert!(last.body.contains("the seed is revealed"), "{}", last.body);
        // The nav and the footer link the Citadels rules, not Maharaja's.
        assert_eq!(last.body.matches("href=\"/rules/citadels\"").count(), 2);
        assert!(!last.body.contains("href=\"/rules\""), "{}", last.body);
        let replay = browser.get(&format!("/games/{game}/replay?step=5")).await;
        assert_ok(&replay, "replay");
        assert!(replay.body.contains("step 5 of"));
        let watch = browser.get(&format!("/games/{game}/watch")).await;
        assert_ok(&watch, "watch");
        assert!(watch.body.contains("The game is over"));
        let export = browser.get(&format!("/games/{game}/export.json")).await;
        assert_ok(&export, "export of a finished game");
        let parsed: Export = serde_json::from_str(&export.body).unwrap();
        assert_eq!(parsed.seed, Some(SEED.to_string()));
        match verify_any(&parsed) {
            Ok(Verdict::Citadels(verified)) => {
                assert!(verified.replayed);
                assert_eq!(verified.state.ranking, state.state.ranking);
            }
            other => panic!("the export does not verify: {other:?}"),
        }
        let (ok, output) = python_verify(&export.body);
        assert!(ok, "verify_export.py: {output}");
        assert!(
            output.contains("opened character picks open their commitments"),
            "{output}"
        );
        let verified = browser
            .post_raw(&format!("/games/{game}/verify"), &[])
            .await;
        assert_ok(&verified, "verify");
        assert!(verified.body.contains("VERIFIED."), "{}", verified.body);
        assert!(verified.body.contains("1. "), "the ranking is listed");
    }
    let log = visitor.get(&format!("/games/{game}/log?page=1")).await;
    insta::assert_snapshot!(
        "citadels_log_page_1",
        short_hashes_masked(&masked(&log.body))
    );
    let replay = visitor.get(&format!("/games/{game}/replay?step=40")).await;
    assert!(
        replay.body.contains("In hand:"),
        "after the end the replay shows the hands"
    );
    insta::assert_snapshot!("citadels_replay_step_40", masked(&replay.body));
    let result = visitor.get(&format!("/games/{game}/result")).await;
    assert_ok(&result, "result");
    for score in &state.state.ranking {
        assert!(result
            .body
            .contains(&format!("<strong>{}</strong>", score.score)));
    }
    insta::assert_snapshot!("citadels_result", masked(&result.body));
    assert_end_mails(&app, game, &state).await;
}

/// Every player got one round summary per round and one game-over mail with the score
/// breakdown and the result page's address; no summary names a card of a hand.
async fn assert_end_mails(app: &TestApp, game: GameId, state: &Table) {
    let mails = durbar_tests::stored::outbox_mails(app, game).await;
    let rounds = state.state.round as usize;
    for player in 0..NAMES.len() as u8 {
        let of = |kind: &str| -> Vec<&String> {
            mails
                .iter()
                .filter(|m| m.0 == kind && m.1 == player)
                .map(|m| &m.2)
                .collect()
        };
        let over = of("citadels_game_over");
        assert_eq!(over.len(), 1, "one game-over mail to player {player}");
        assert!(
            over[0].contains(&format!("/games/{game}/result")),
            "{}",
            over[0]
        );
        let czech = player == 1;
        for (i, score) in state.state.ranking.iter().enumerate() {
            let line = format!(
                "{}. {}: {} {} ({} {}",
                i + 1,
                NAMES[score.seat.index()],
                score.score,
                if czech { "bodů" } else { "points" },
                if czech { "budovy" } else { "districts" },
                score.districts
            );
            assert!(over[0].contains(&line), "{line} in {}", over[0]);
        }
        let summaries = of("citadels_round");
        assert_eq!(
            summaries.len(),
            rounds,
            "a summary per round to player {player}"
        );
        let (heading, who) = if czech {
            ("Kolo 1 skončilo", "Kdo byl kým: Anna: ")
        } else {
            ("Round 1 is over", "Who was who: Anna: ")
        };
        assert!(summaries[0].contains(heading), "{}", summaries[0]);
        if player < 2 {
            let lang = if czech { "cs" } else { "en" };
            let here = |text: &str| masked(&text.replace(&app.address, "[address]"));
            insta::assert_snapshot!(format!("citadels_game_over_{lang}"), here(over[0]));
            insta::assert_snapshot!(format!("citadels_round_1_{lang}"), here(summaries[0]));
        }
        assert!(summaries[0].contains(who), "{}", summaries[0]);
    }
}

#[tokio::test]
async fn a_private_citadels_game_is_no_such_game_to_strangers() {
    let app = spawn_app_unlimited().await;
    let store = Store::new(app.pool.clone());
    let (game, links) = dealt(&store, true).await;
    let stranger = Browser::new(&app);
    let no_such_game = Reason::NoSuchGameAddress.sentence(durbar_templates::Words::default());
    for path in ["log", "watch", "replay", "result", "export.json", "invited"] {
        let page = stranger.get(&format!("/games/{game}/{path}")).await;
        assert_eq!(page.status, 404, "{path}: {}", page.body);
        assert!(
            page.body.contains(&no_such_game.replace('\'', "&#39;"))
                || page.body.contains(&no_such_game),
            "{path}: {}",
            page.body
        );
    }
    let verify = stranger
        .post_raw(&format!("/games/{game}/verify"), &[])
        .await;
    assert_eq!(verify.status, 404, "{}", verify.body);
    // The game page itself points a signed-out visitor to the links, as for Maharaja.
    let page = stranger.get(&format!("/games/{game}")).await;
    assert_ok(&page, "the signed-out game page");
    assert!(page.body.contains("You are not signed in to this game"));
    // Its players read it.
    let bara = signed_in(&app, &links, 1).await;
    for path in ["log", "watch", "replay", "result", "export.json"] {
        assert_ok(&bara.get(&format!("/games/{game}/{path}")).await, path);
    }
}

#[tokio::test]
async fn the_json_api_serves_a_citadels_seat_its_view_and_plays_its_commands_once() {
    let app = spawn_app_unlimited().await;
    let store = Store::new(app.pool.clone());
    let (game, links) = dealt(&store, false).await;
    let state = table(&store, game).await;
    let seat = state.state.awaiting()[0];
    let token = &links[seat.index()].token;
    let http = reqwest::Client::new();
    let url = format!("{}/api/v1/games/{game}", app.address);
    let got: serde_json::Value = http
        .get(&url)
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(got["kind"], "citadels");
    assert_eq!(got["seat"], seat.0);
    let own = &got["view"]["players"][seat.index()]["hand"];
    assert!(own.as_array().is_some_and(|h| h.len() == 4), "{own}");
    for (i, player) in got["view"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
    {
        if i != seat.index() {
            assert!(player["hand"].is_null(), "another hand is shown: {player}");
        }
    }
    let moves = got["legal_moves"].as_array().unwrap().clone();
    assert!(!moves.is_empty());
    // A pick sent twice with one key plays once.
    let pick = moves[0].clone();
    for _ in 0..2 {
        let answer = http
            .post(format!("{url}/commands"))
            .bearer_auth(token)
            .header("Idempotency-Key", "citadels-first-pick-01")
            .json(&pick)
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 200, "{}", answer.text().await.unwrap());
    }
    let after = table(&store, game).await;
    assert_eq!(after.state.players[seat.index()].commitments.len(), 1);
    // An illegal command is answered with the rule's sentence.
    let refused = http
        .post(format!("{url}/commands"))
        .bearer_auth(token)
        .json(&serde_json::json!({"do": "gold", "seat": seat.0}))
        .send()
        .await
        .unwrap();
    assert!(refused.status().is_client_error());
    // A Maharaja-only path of a Citadels game: no such game.
    let disc = http
        .post(format!("{url}/disc"))
        .bearer_auth(token)
        .json(&serde_json::json!({"actions": ["gold", "gold"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(disc.status(), 404);
    assert!(disc
        .text()
        .await
        .unwrap()
        .contains("There is no such game."));
}
