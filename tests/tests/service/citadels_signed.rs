//! Citadels at the signed-moves level over real HTTP, PostgreSQL and the verifier (issues 13
//! and 21): clients with keys made in Rust join a Citadels game through the JSON API (a join
//! without a key is refused, the keys wait in the lobby and are logged at the start); an
//! unsigned pick is refused naming the rule; a pick signed as its commitment is played and the
//! export verifies (`durbar verify`'s checks and `docs/verify_export.py`); the same pick rewritten
//! by SQL after signing (a new commitment, the chain recomputed as an operator would) makes both
//! verifiers name that event. A 2-player draft signs each discard's commitment with its pick
//! (nonces and commitments made by the client), verifies, and each receipt tells the discard;
//! once its round ended, no view, spectators' page or export of the running game opens one (C3).
//! A page whose signing script is from before discards were sealed (it signs a discarding pick
//! without the discard) is told to reload; the fresh page plays the pick signed whole.

use durbar_api::audit::chain;
use durbar_api::audit::verify::{verify_any, Verdict};
use durbar_api::store::{Deadlines, NewCitadels, NewPlayer, PlayerLink};
use durbar_domain::citadels::options::Trust;
use durbar_domain::citadels::seal::{discard_commitment, pick_commitment};
use durbar_domain::citadels::signing::to_sign_nth;
use durbar_domain::citadels::{Citadels, Command, Event, Options};
use durbar_domain::signed::TestKey;
use durbar_domain::{signed_message, Bytes32, GameId, Rules};
use durbar_tests::stored::python_verify;
use durbar_tests::{inbox, spawn_app, spawn_app_with, SmtpServer, TestApp};
use serde_json::json;

use super::signed::{a_second_key_is_told_to_its_player_alone, clients, join_with_keys, Client};

/// Given a Citadels game of `players` at the signed-moves level, joined through the API by
/// clients with their own keys (a join without one refused first).
async fn given_a_signed_game_of(app: &TestApp, players: u8) -> (GameId, Vec<PlayerLink>) {
    let new = NewCitadels {
        title: format!("Signed Citadels for {players}"),
        private: false,
        options: Options {
            trust: Trust::SignedMoves,
            ..Options::first_game(players)
        },
        players: (0..players)
            .map(|i| NewPlayer {
                name: format!("Player {i}"),
                email: format!("p{i}@example.test"),
            })
            .collect(),
        seed: None,
        contributions: None,
        lang: Default::default(),
    };
    let (game, links) = app
        .store
        .create_citadels_with(new, &Deadlines::default(), |_, _, _| Ok(Vec::new()))
        .await
        .expect("created");
    join_with_keys(app, game, &links).await;
    (game, links)
}

#[tokio::test]
async fn a_signed_pick_verifies_an_unsigned_one_is_refused_and_one_rewritten_by_sql_is_named() {
    let app = spawn_app().await;
    let (game, links) = given_a_signed_game_of(&app, 4).await;
    let clients = clients(&app, game, &links);
    // The start logged every key made at join.
    let export = app.store.export(game).await.expect("an export");
    let registered = export
        .events
        .iter()
        .filter(|e| e.payload.contains("\"key_registered\""))
        .count();
    assert_eq!(registered, 4);

    // Whoever picks first: their first offered pick.
    let mut picker = None;
    for client in &clients {
        let state = client.state().await;
        let pick = state["legal_moves"]
            .as_array()
            .and_then(|moves| moves.iter().find(|m| m["do"] == "pick"))
            .cloned();
        if let Some(pick) = pick {
            picker = Some((client, state, pick));
        }
    }
    let (client, state, pick) = picker.expect("someone picks");
    assert_eq!(state["signing"]["trust"], "signed_moves");
    assert_eq!(state["signing"]["keys"].as_array().map(Vec::len), Some(1));

    // When the pick comes unsigned: refused, naming the rule.
    let (status, answer) = client.post("/commands", pick.clone(), &[]).await;
    assert_eq!(status, 422, "{answer}");
    assert!(answer.to_string().contains("move_not_signed"), "{answer}");

    // When it comes signed as its commitment, with the client's own nonce: played.
    let command: Command = serde_json::from_value(pick.clone()).expect("a command");
    let Command::Pick {
        seat, character, ..
    } = command
    else {
        unreachable!()
    };
    let nonce = Bytes32([0x5a; 32]);
    let round = state["view"]["round"].as_u64().expect("a round") as u32;
    let commitment = pick_commitment(game, round, seat, 0, character, &nonce);
    let canonical = format!(
        "{{\"do\":\"pick\",\"seat\":{},\"commitment\":\"{commitment}\"}}",
        seat.0
    );
    let n = state["signing"]["signed"].as_u64().expect("a count") + 1;
    let signature = client
        .key
        .sign(&signed_message(game, seat, n, canonical.as_bytes()))
        .to_string();
    let mut body = pick.clone();
    body["nonce"] = json!(nonce);
    let (status, answer) = client.post("/commands", body, &[signature]).await;
    assert!(status < 300, "the signed pick is played: {status} {answer}");

    // Then the export verifies, and the log holds the signature before the sealed pick.
    let export = app.store.export(game).await.expect("an export");
    assert!(matches!(verify_any(&export), Ok(Verdict::Citadels(_))));
    let (ok, output) = python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");
    assert!(
        output.contains("1 signatures of registered keys check out; every player's move is signed"),
        "{output}"
    );
    let at = export
        .events
        .iter()
        .position(|e| e.payload.contains("\"command_signed\""))
        .expect("a signature")
        + 1;
    let picked: Event = serde_json::from_str(&export.events[at].payload).expect("an event");
    assert!(matches!(picked, Event::CharacterPicked { commitment: c, .. } if c == commitment));
    assert!(!export.events[at - 1]
        .payload
        .contains(&format!("{character:?}").to_lowercase()));

    // When an operator rewrites that pick by SQL (another commitment, the chain recomputed).
    let forged_commitment = pick_commitment(game, round, seat, 0, character, &Bytes32([1; 32]));
    let forged = Event::CharacterPicked {
        round,
        seat,
        index: 0,
        commitment: forged_commitment,
        discard_commitment: None,
    };
    let mut payloads: Vec<Vec<u8>> = export.events[at..]
        .iter()
        .map(|e| e.payload.clone().into_bytes())
        .collect();
    payloads[0] = serde_json::to_vec(&forged).unwrap();
    let before = &export.events[at - 1];
    let prev: chain::Hash = hex::decode(&before.hash).unwrap().try_into().unwrap();
    let links = chain::extend(&game.0, before.seq, prev, payloads);
    let db = app.pool.get().await.unwrap();
    // The operator owns the tables: the append-only trigger does not stop them.
    db.batch_execute("ALTER TABLE events DISABLE TRIGGER USER")
        .await
        .expect("the operator lifts the trigger");
    for link in &links {
        db.execute(
            "UPDATE events SET payload = $3, prev_hash = $4, hash = $5 WHERE game_id = $1 AND seq = $2",
            &[
                &uuid::Uuid::from_bytes(game.0),
                &(link.seq as i64),
                &link.payload,
                &link.prev_hash.as_slice(),
                &link.hash.as_slice(),
            ],
        )
        .await
        .expect("the operator's rewrite");
    }
    db.batch_execute("ALTER TABLE events ENABLE TRIGGER USER")
        .await
        .expect("and puts it back");
    // Then the verifier names the rewritten pick.
    let export = app.store.export(game).await.expect("an export");
    let error = match verify_any(&export) {
        Err(error) => error,
        Ok(_) => panic!("the rewritten pick verified"),
    };
    assert_eq!(error.seq, Some(at as u64 + 1), "{}", error.reason);
    assert!(
        error.reason.to_string().contains("not the pick"),
        "{}",
        error.reason
    );
    let (ok, output) = python_verify(&serde_json::to_string(&export).unwrap());
    assert!(
        !ok,
        "verify_export.py accepted the rewritten pick: {output}"
    );
    assert!(
        output.contains(&format!(
            "seq {}: this is not the pick Player {} signed",
            at + 1,
            seat.0
        )),
        "{output}"
    );
}

#[tokio::test]
async fn a_two_player_draft_signs_each_discard_with_its_pick_over_http_and_verifies() {
    // p. 7: with two players every pick after the first also lays a character face down.
    let app = spawn_app().await;
    let (game, links) = given_a_signed_game_of(&app, 2).await;
    let clients = clients(&app, game, &links);
    let signed_discards = signed_draft(&app, game, &clients).await;
    assert_eq!(signed_discards, 3);
    // Then the export verifies with both verifiers, the draft's three discards sealed.
    let export = app.store.export(game).await.expect("an export");
    let sealed = export
        .events
        .iter()
        .filter(|e| e.payload.contains("\"discard_commitment\""))
        .count();
    assert_eq!(sealed, 3);
    assert!(matches!(verify_any(&export), Ok(Verdict::Citadels(_))));
    let (ok, output) = python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");
    assert!(
        output.contains("4 signatures of registered keys check out; every player's move is signed"),
        "{output}"
    );
    // And each picker's receipt mail tells the character laid face down with its opening.
    let mails = durbar_tests::stored::outbox_mails(&app, game).await;
    let told: Vec<&(String, u8, String)> = mails
        .iter()
        .filter(|(kind, _, text)| kind == "citadels_receipt" && text.contains("face down"))
        .collect();
    assert_eq!(told.len(), 3, "{mails:?}");
    assert!(
        told.iter()
            .any(|(_, _, text)| text.contains(&hex::encode([0x71u8; 32]))),
        "the discard's own nonce is in its receipt: {told:?}"
    );
}

/// The four picks of a 2-player draft, each by its picker's client through the API: the first
/// offered pick with its first discard, sealed with nonces of the client's own and signed as
/// both commitments. Returns how many discards were signed.
async fn signed_draft(app: &TestApp, game: GameId, clients: &[Client<'_>]) -> usize {
    signed_picks(app, game, clients, 4).await
}

/// The first `picks` picks of [`signed_draft`].
async fn signed_picks(app: &TestApp, game: GameId, clients: &[Client<'_>], picks: u8) -> usize {
    let mut signed_discards = 0;
    for step in 0u8..picks {
        // Whoever picks now: their first offered pick (with its first discard, if any).
        let mut picker = None;
        for client in clients {
            let state = client.state().await;
            let pick = state["legal_moves"]
                .as_array()
                .and_then(|moves| moves.iter().find(|m| m["do"] == "pick"))
                .cloned();
            if let Some(pick) = pick {
                picker = Some((client, state, pick));
            }
        }
        let (client, state, pick) = picker.expect("someone picks");
        let Ok(Command::Pick {
            seat,
            character,
            discard,
            ..
        }) = serde_json::from_value::<Command>(pick.clone())
        else {
            panic!("a pick: {pick}")
        };
        assert_eq!(discard.is_some(), step > 0, "step {step}: {pick}");
        // The client seals the pick and its discard with nonces of its own and signs both
        // commitments.
        let round = state["view"]["round"].as_u64().expect("a round") as u32;
        let index = u8::from(step >= 2);
        let nonce = Bytes32([0x60 + step; 32]);
        let discard_nonce = Bytes32([0x70 + step; 32]);
        let commitment = pick_commitment(game, round, seat, index, character, &nonce);
        let mut canonical = format!(
            "{{\"do\":\"pick\",\"seat\":{},\"commitment\":\"{commitment}\"",
            seat.0
        );
        if let Some(discard) = discard {
            let sealed = discard_commitment(game, round, seat, index, discard, &discard_nonce);
            canonical.push_str(&format!(",\"discard\":\"{sealed}\""));
            signed_discards += 1;
        }
        canonical.push('}');
        let n = state["signing"]["signed"].as_u64().expect("a count") + 1;
        let signature = client
            .key
            .sign(&signed_message(game, seat, n, canonical.as_bytes()))
            .to_string();
        let mut body = pick.clone();
        body["nonce"] = json!(nonce);
        body["discard_nonce"] = json!(discard_nonce);
        let (status, answer) = client.post("/commands", body, &[signature]).await;
        assert!(
            status < 300,
            "step {step}: the signed pick is played: {status} {answer}"
        );
        // The log holds the signed bytes as the client made them.
        let export = app.store.export(game).await.expect("an export");
        assert!(
            export
                .events
                .iter()
                .any(|e| e.payload.contains(&canonical.replace('"', "\\\""))),
            "step {step}: {canonical}"
        );
    }
    signed_discards
}

#[tokio::test]
async fn a_running_game_shows_no_discard_opening_after_the_round_ended() {
    // C3: a character laid face down stays sealed until the game ends.
    let app = spawn_app().await;
    let (game, links) = given_a_signed_game_of(&app, 2).await;
    let clients = clients(&app, game, &links);
    assert_eq!(signed_draft(&app, game, &clients).await, 3);
    // When the round is played to its end on a server that loads the game from the database
    // (each seat gathers gold and ends its turn, signed by its key).
    let server = durbar_api::store::Store::new(app.pool.clone());
    for _ in 0..40 {
        let loaded = server.load_as::<Citadels>(game).await.expect("loaded");
        let table = (*loaded.game).clone();
        if table.state.round > 1 || Citadels::is_over(&table) {
            break;
        }
        let seat = Citadels::waits(&table)[0].seat;
        let command = [Command::Gold { seat }, Command::EndTurn { seat }]
            .into_iter()
            .find(|c| Citadels::decide(&table, c).is_ok())
            .expect("gold or the turn's end");
        let decided = Citadels::decide(&table, &command).expect("decided");
        let n = table.state.keyring.signed_count(seat) + 1;
        let message = to_sign_nth(
            &table.state,
            seat,
            n,
            &command,
            decided.iter().map(|l| &l.event),
        )
        .message;
        let signature = TestKey::from_seed(seat.0 + 1).sign(&message);
        server
            .execute_once_as::<Citadels>(game, &[command], &[signature], None, None)
            .await
            .expect("played");
    }
    let loaded = server.load_as::<Citadels>(game).await.expect("loaded");
    assert_eq!(loaded.game.state.round, 2, "round 1 ended, the game runs");
    // Then the referee still holds round 1's three discards (rebuilt from the escrow) ...
    let kept: Vec<String> = loaded
        .game
        .state
        .draft
        .discards
        .iter()
        .map(|o| hex::encode(o.nonce.0))
        .collect();
    assert_eq!(kept.len(), 3);
    // ... the client's own nonces (signed_draft: 0x71, 0x72, 0x73).
    for step in 1u8..4 {
        assert!(kept.contains(&hex::encode([0x70 + step; 32])), "{kept:?}");
    }
    // And no event of the export, no player's view and not the game's page shows an opening.
    let export = app.store.export(game).await.expect("an export");
    let export_text = serde_json::to_string(&export).unwrap();
    assert!(!export_text.contains("\\\"discards\\\""), "{export_text}");
    let mut shown = vec![("export".to_owned(), export_text)];
    for client in &clients {
        shown.push(("a view".to_owned(), client.state().await.to_string()));
    }
    let watched = app
        .http
        .get(format!("{}/games/{game}/watch", app.address))
        .send()
        .await
        .expect("the page answers");
    assert!(watched.status().is_success(), "{}", watched.status());
    let page = watched.text().await.expect("text");
    assert!(
        page.contains("Player 1"),
        "the spectators' page of the game: {page}"
    );
    shown.push(("the spectators' page".to_owned(), page));
    for (what, text) in &shown {
        for nonce in &kept {
            assert!(!text.contains(nonce.as_str()), "{what} shows {nonce}");
        }
    }
    // And both verifiers accept the running game, its discards sealed.
    assert!(matches!(verify_any(&export), Ok(Verdict::Citadels(_))));
    let (ok, output) = python_verify(&serde_json::to_string(&export).unwrap());
    assert!(ok, "verify_export.py: {output}");
    assert!(
        !output.contains("characters laid face down open their commitments"),
        "{output}"
    );
}

#[tokio::test]
async fn a_second_device_key_is_mailed_at_once_to_its_player_alone() {
    let smtp = SmtpServer::start();
    let url = smtp.url();
    let app = spawn_app_with(|settings| settings.smtp_url = Some(url)).await;
    let worker = inbox::start_worker(&app, &smtp);
    let (game, links) = given_a_signed_game_of(&app, 2).await;
    let clients = clients(&app, game, &links);
    a_second_key_is_told_to_its_player_alone(&app, &smtp, &clients[1], "p1@example.test").await;
    worker.stop().await;
}

#[tokio::test]
async fn a_page_with_a_stale_signing_script_is_told_to_reload_and_its_pick_is_not_lost() {
    // Given a signed 2-player game whose first pick is made, Bára (seat 1) picks next and lays
    // a character face down (p. 7).
    let app = spawn_app().await;
    let (game, links) = given_a_signed_game_of(&app, 2).await;
    let clients = clients(&app, game, &links);
    signed_picks(&app, game, &clients, 1).await;
    let browsers = durbar_tests::citadels_games::signed_in(&app, &links).await;
    let bara = &browsers[1];
    let page = bara.get(&format!("/games/{game}")).await;
    let (idem, text, command) = durbar_tests::citadels_forms::move_forms(&page)
        .into_iter()
        .find(|(_, _, c)| {
            matches!(
                c,
                Command::Pick {
                    discard: Some(_),
                    ..
                }
            )
        })
        .unwrap_or_else(|| panic!("a pick that lays one face down: {}", page.body));
    let Command::Pick {
        seat,
        character,
        discard: Some(discard),
        ..
    } = command
    else {
        unreachable!()
    };
    let state = clients[1].state().await;
    let round = state["view"]["round"].as_u64().expect("a round") as u32;
    let n = state["signing"]["signed"].as_u64().expect("a count") + 1;
    let nonce = Bytes32([0x61; 32]);
    let commitment = pick_commitment(game, round, seat, 0, character, &nonce);
    let old_bytes = format!(
        "{{\"do\":\"pick\",\"seat\":{},\"commitment\":\"{commitment}\"}}",
        seat.0
    );
    let sign = |bytes: &str| {
        clients[1]
            .key
            .sign(&signed_message(game, seat, n, bytes.as_bytes()))
            .to_string()
    };
    let form = |page: &durbar_tests::browser::Page, idem: &str, signature: String| {
        vec![
            (
                "csrf".to_owned(),
                page.hidden("csrf").expect("a form token"),
            ),
            ("idem".to_owned(), idem.to_owned()),
            ("seen".to_owned(), page.hidden("seen").expect("the version")),
            ("move".to_owned(), text.clone()),
            ("signatures".to_owned(), signature),
            ("nonce".to_owned(), nonce.to_string()),
        ]
    };
    let logged = app
        .store
        .export(game)
        .await
        .expect("an export")
        .events
        .len();
    // When her page, loaded before discards were sealed, sends the pick signed without the
    // discard and without the discard's nonce,
    let refused = bara
        .post_raw(
            &format!("/games/{game}/citadels/move"),
            &form(&page, &idem, sign(&old_bytes)),
        )
        .await;
    // then it is refused with a sentence telling her to reload the page, and nothing is logged;
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(
        refused.body.contains(
            "Reload the page: your pick is not lost, the fresh page shows the form again."
        ),
        "{}",
        refused.body
    );
    assert!(!refused.body.contains("signature"), "{}", refused.body);
    let export = app.store.export(game).await.expect("an export");
    assert_eq!(export.events.len(), logged);
    // and the fresh page shows the form again, whose pick signed with its discard is played.
    let fresh = bara.get(&format!("/games/{game}")).await;
    let (idem, _, _) = durbar_tests::citadels_forms::move_forms(&fresh)
        .into_iter()
        .find(|(_, t, _)| *t == text)
        .unwrap_or_else(|| panic!("the same pick offered again: {}", fresh.body));
    let discard_nonce = Bytes32([0x71; 32]);
    let sealed = discard_commitment(game, round, seat, 0, discard, &discard_nonce);
    let new_bytes = format!(
        "{{\"do\":\"pick\",\"seat\":{},\"commitment\":\"{commitment}\",\"discard\":\"{sealed}\"}}",
        seat.0
    );
    let mut fields = form(&fresh, &idem, sign(&new_bytes));
    fields.push(("discard_nonce".to_owned(), discard_nonce.to_string()));
    let played = bara
        .post_raw(&format!("/games/{game}/citadels/move"), &fields)
        .await;
    assert_eq!(played.status, 303, "{}", played.body);
    let export = app.store.export(game).await.expect("an export");
    assert!(
        export
            .events
            .iter()
            .any(|e| e.payload.contains(&sealed.to_string())),
        "the discard is sealed as signed"
    );
}
