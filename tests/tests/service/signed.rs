//! Signed moves over real HTTP, PostgreSQL and the verifier (issue 21): a client with keys made
//! in Rust joins a game at the signed-moves level, signs every move as `docs/openapi.yaml` says,
//! and the export verifies (with `durbar verify`'s checks and `docs/verify_export.py`); an
//! unsigned move is refused; a disc commitment an operator appends by SQL for a seat makes the
//! export fail verification, naming the event. Discs sealed in the browser: two browsers join,
//! seal their discs (no opening in the database), open them at their turns (one from a second
//! device with the carry code), and a commitment substituted by SQL is named by the verifier.

use durbar_api::audit::chain;
use durbar_api::audit::export::Export;
use durbar_api::audit::verify::verify;
use durbar_api::store::{encode_event, PlayerLink};
use durbar_api::turn_mail::{self, Scheduler};
use durbar_domain::maharaja::{
    disc_commitment, legal_moves, Action, Bytes32, Command, Event, GameId, GameOptions, Phase,
    PlayerCommand, Seat, Trust,
};
use durbar_domain::signed::TestKey;
use durbar_domain::signed_message;
use durbar_tests::games::{created_game_with, landed};
use durbar_tests::{inbox, spawn_app, spawn_app_with, SmtpServer, TestApp};
use serde_json::{json, Value};

/// A client of one player: their link token and device key (Citadels' signed test too).
pub(super) struct Client<'a> {
    pub(super) app: &'a TestApp,
    pub(super) game: GameId,
    pub(super) link: &'a PlayerLink,
    pub(super) key: TestKey,
}

impl Client<'_> {
    fn url(&self, path: &str) -> String {
        format!("{}/api/v1/games/{}{path}", self.app.address, self.game)
    }

    pub(super) async fn post(
        &self,
        path: &str,
        body: Value,
        signatures: &[String],
    ) -> (u16, Value) {
        let mut request = self
            .app
            .http
            .post(self.url(path))
            .bearer_auth(&self.link.token)
            .json(&body);
        if !signatures.is_empty() {
            request = request.header("Durbar-Signatures", signatures.join(","));
        }
        let response = request.send().await.expect("the server answers");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    pub(super) async fn state(&self) -> Value {
        self.app
            .http
            .get(self.url(""))
            .bearer_auth(&self.link.token)
            .send()
            .await
            .expect("the server answers")
            .json()
            .await
            .expect("JSON")
    }

    /// Signs `command` (canonical bytes) as the seat's next signed command.
    pub(super) async fn sign(&self, command: &str) -> String {
        let state = self.state().await;
        let seat = Seat(state["seat"].as_u64().expect("seated") as u8);
        let n = state["signing"]["signed"].as_u64().expect("a count") + 1;
        let message = signed_message(self.game, seat, n, command.as_bytes());
        self.key.sign(&message).to_string()
    }

    /// Plays `command` signed: a disc through `/disc` with the client's own nonce, anything
    /// else through `/commands`.
    async fn play(&self, command: &PlayerCommand, round: u32, seat: Seat) -> (u16, Value) {
        match command {
            PlayerCommand::SetDisc { actions, .. } => {
                let nonce = Bytes32(rand::random());
                let commitment = disc_commitment(self.game, round, seat, *actions, &nonce);
                let canonical =
                    format!("{{\"type\":\"set_disc\",\"commitment\":\"{commitment}\"}}");
                let signature = self.sign(&canonical).await;
                let body = json!({"actions": actions, "nonce": nonce});
                self.post("/disc", body, &[signature]).await
            }
            other => {
                let canonical = serde_json::to_string(other).unwrap();
                let signature = self.sign(&canonical).await;
                let body = serde_json::to_value(other).unwrap();
                self.post("/commands", body, &[signature]).await
            }
        }
    }
}

fn signed_options() -> GameOptions {
    GameOptions {
        trust: Trust::SignedMoves,
        ..GameOptions::default()
    }
}

/// A two-player game at the signed-moves level, joined by clients with their own keys.
async fn joined(app: &TestApp) -> (GameId, Vec<PlayerLink>) {
    joined_with(app, signed_options()).await
}

/// A two-player game with `options`, joined by clients with their own keys.
async fn joined_with(app: &TestApp, options: GameOptions) -> (GameId, Vec<PlayerLink>) {
    let (game, links) = created_game_with(&app.store, 2, options).await;
    join_with_keys(app, game, &links).await;
    (game, links)
}

/// Every player of `game` joins through the API with a key of their own client's (`clients`),
/// after a join without a key is refused (Citadels' signed test too).
pub(super) async fn join_with_keys(app: &TestApp, game: GameId, links: &[PlayerLink]) {
    for client in clients(app, game, links) {
        let (status, answer) = client.post("/join", json!({}), &[]).await;
        assert_eq!(status, 400, "joining without a key is refused: {answer}");
        let key = client.key.public().to_string();
        let (status, answer) = client.post("/join", json!({ "key": key }), &[]).await;
        assert_eq!(status, 200, "joined with a key: {answer}");
    }
}

/// The clients of `links`' players, each with its own key (seeds 1, 2 …).
pub(super) fn clients<'a>(
    app: &'a TestApp,
    game: GameId,
    links: &'a [PlayerLink],
) -> Vec<Client<'a>> {
    links
        .iter()
        .enumerate()
        .map(|(i, link)| Client {
            app,
            game,
            link,
            key: TestKey::from_seed(i as u8 + 1),
        })
        .collect()
}

/// Plays the first legal move of the awaited seat, signed by its player's client, until
/// `done` holds of the game.
async fn play_until(
    app: &TestApp,
    game: GameId,
    clients: &[Client<'_>],
    done: impl Fn(&durbar_domain::maharaja::Game) -> bool,
) {
    for _ in 0..60 {
        let loaded = app.store.load(game).await.expect("load");
        if done(&loaded.game) {
            return;
        }
        let seat = loaded.game.awaiting_seats()[0];
        let player = loaded.game.seat_players()[seat.index()];
        let Command::Player { command, .. } = legal_moves(&loaded.game, seat)
            .into_iter()
            .next()
            .expect("a legal move")
        else {
            panic!("a player's move")
        };
        let (status, answer) = clients[usize::from(player)]
            .play(&command, loaded.game.round(), seat)
            .await;
        assert_eq!(status, 200, "{command:?}: {answer}");
    }
    panic!("the game did not get there");
}

/// The export as the server makes it from the database (what `/export.json` serves).
async fn export(app: &TestApp, game: GameId) -> Export {
    app.store.export(game).await.expect("an export")
}

fn python_verify(export: &Export) -> (bool, String) {
    durbar_tests::stored::python_verify(&serde_json::to_string(export).unwrap())
}

fn into_the_turns(game: &durbar_domain::maharaja::Game) -> bool {
    game.phase() == Phase::Turns && game.signed_count(Seat(0)) + game.signed_count(Seat(1)) >= 15
}

#[tokio::test]
async fn signed_moves_over_the_api_verify_and_unsigned_ones_are_refused() {
    let app = spawn_app().await;
    let (game, links) = joined(&app).await;
    let clients = clients(&app, game, &links);
    play_until(&app, game, &clients, into_the_turns).await;

    let loaded = app.store.load(game).await.unwrap();
    let seat = loaded.game.awaiting_seats()[0];
    let player = usize::from(loaded.game.seat_players()[seat.index()]);
    let (status, answer) = clients[player]
        .post("/commands", json!({"type": "end_turn"}), &[])
        .await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["error"]["rule"], "move_not_signed");
    let other = &clients[1 - player];
    let canonical = "{\"type\":\"end_turn\"}";
    let foreign = other.sign(canonical).await;
    let (status, answer) = clients[player]
        .post("/commands", json!({"type": "end_turn"}), &[foreign])
        .await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["error"]["rule"], "bad_signature");

    let export = export(&app, game).await;
    let verified = verify(&export).expect("the signed game verifies");
    assert!(verified.state.signed_count(Seat(0)) >= 6);
    let signed = export
        .events
        .iter()
        .filter(|e| e.payload.contains("\"type\":\"command_signed\""))
        .count();
    assert_eq!(
        signed as u64,
        verified.state.signed_count(Seat(0)) + verified.state.signed_count(Seat(1))
    );
    let (ok, output) = python_verify(&export);
    assert!(ok, "verify_export.py: {output}");
    assert!(output.contains("signatures"), "{output}");
}

#[tokio::test]
async fn a_disc_commitment_appended_by_sql_for_a_seat_fails_verification() {
    let app = spawn_app().await;
    let (game, links) = joined(&app).await;
    let clients = clients(&app, game, &links);
    // Every seat but the last has set its disc, signed.
    play_until(&app, game, &clients, |g| {
        g.phase() == Phase::Discs && g.awaiting_seats().len() == 1
    })
    .await;
    let loaded = app.store.load(game).await.unwrap();
    let seat = loaded.game.awaiting_seats()[0];
    // The operator writes a disc for that seat, as the server would, chained onto the head.
    let nonce = Bytes32([5; 32]);
    let forged = Event::DiscCommitted {
        round: loaded.game.round(),
        seat,
        commitment: disc_commitment(
            game,
            loaded.game.round(),
            seat,
            [Action::Palace, Action::Palace],
            &nonce,
        ),
        by_system: false,
    };
    let links = chain::extend(
        &game.0,
        loaded.seq,
        loaded.head,
        vec![encode_event(&forged)],
    );
    let link = &links[0];
    let client = app.pool.get().await.unwrap();
    client
        .execute(
            "INSERT INTO events (game_id, seq, payload, prev_hash, hash) VALUES ($1, $2, $3, $4, $5)",
            &[
                &uuid::Uuid::from_bytes(game.0),
                &(link.seq as i64),
                &link.payload,
                &link.prev_hash.as_slice(),
                &link.hash.as_slice(),
            ],
        )
        .await
        .expect("the operator's insert");

    let export = export(&app, game).await;
    let error = verify(&export).expect_err("the forged disc is found");
    assert_eq!(error.seq, Some(link.seq), "{error}");
    assert!(
        error
            .reason
            .to_string()
            .contains("(disc_committed) is a move of seat")
            && error.reason.to_string().contains("that they did not sign"),
        "{error}"
    );
    let (ok, output) = python_verify(&export);
    assert!(!ok, "verify_export.py accepted the forged disc: {output}");
    assert!(output.contains(&format!("seq {}", link.seq)), "{output}");
}

#[tokio::test]
async fn a_browser_joins_with_a_webcrypto_key_signs_its_moves_and_the_export_verifies() {
    use durbar_tests::chrome::{Chrome, Screen};
    let app = spawn_app().await;
    let (game, links) = created_game_with(&app.store, 2, signed_options()).await;
    let api = Client {
        app: &app,
        game,
        link: &links[1],
        key: TestKey::from_seed(2),
    };
    let key = api.key.public().to_string();
    let (status, answer) = api.post("/join", json!({ "key": key }), &[]).await;
    assert_eq!(status, 200, "{answer}");

    let chrome = Chrome::open(Screen::Desktop).await;
    chrome
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    let page = format!("{}/games/{game}", app.address);
    chrome.goto(&page).await;
    let seq = app.store.load(game).await.unwrap().seq;
    chrome.click("#join-form button").await;
    landed(&app.store, game, seq).await;
    // The join lands first, the start (a second append) right after it.
    let mut loaded = app.store.load(game).await.unwrap();
    for _ in 0..100 {
        if loaded.game.phase() != Phase::Setup {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        loaded = app.store.load(game).await.unwrap();
    }
    assert_eq!(
        loaded.game.keys_of_player(0).count(),
        1,
        "the browser's key is registered"
    );
    assert_ne!(
        loaded.game.phase(),
        Phase::Setup,
        "both joined: the game started"
    );

    for _ in 0..40 {
        let loaded = app.store.load(game).await.unwrap();
        if loaded.game.phase() == Phase::Turns {
            break;
        }
        let seat = loaded.game.awaiting_seats()[0];
        if loaded.game.seat_players()[seat.index()] == 1 {
            let Command::Player { command, .. } =
                legal_moves(&loaded.game, seat).into_iter().next().unwrap()
            else {
                panic!("a player's move")
            };
            let (status, answer) = api.play(&command, loaded.game.round(), seat).await;
            assert_eq!(status, 200, "{answer}");
            continue;
        }
        let button = match loaded.game.phase() {
            Phase::ChooseCharacters => "form[action$='/act'] button",
            Phase::PlaceHouses => "#place-house button",
            Phase::Discs => "form[action$='/disc'] button",
            other => panic!("the browser has no form for {other:?}"),
        };
        chrome.goto(&page).await;
        chrome.click(button).await;
        landed(&app.store, game, loaded.seq).await;
    }
    let loaded = app.store.load(game).await.unwrap();
    assert_eq!(loaded.game.phase(), Phase::Turns);
    let browser_seat = Seat(
        loaded
            .game
            .seat_players()
            .iter()
            .position(|p| *p == 0)
            .unwrap() as u8,
    );
    assert_eq!(
        loaded.game.signed_count(browser_seat),
        6,
        "a character, four houses and a disc, each signed in the browser"
    );
    chrome.goto(&page).await;
    let text = chrome.text().await;
    assert!(text.contains("Keys of your devices"), "{text}");
    assert!(text.contains("makes durbar verify"), "{text}");
    chrome.close().await;

    // A second device, through the personal link: it registers a key of its own, and the page
    // names both.
    let second = Chrome::open(Screen::Phone).await;
    second
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    second.goto(&page).await;
    let seq = app.store.load(game).await.unwrap().seq;
    second.click("#keys form button").await;
    landed(&app.store, game, seq).await;
    let loaded = app.store.load(game).await.unwrap();
    assert_eq!(loaded.game.keys_of_player(0).count(), 2);
    second.goto(&page).await;
    let text = second.text().await;
    assert!(
        text.contains("device 1, key") && text.contains("device 2, key"),
        "{text}"
    );
    second.close().await;

    let export = export(&app, game).await;
    verify(&export).expect("the game signed in the browser verifies");
    let (ok, output) = python_verify(&export);
    assert!(ok, "verify_export.py: {output}");
}

/// Waits until `done` holds of the game.
async fn until(app: &TestApp, game: GameId, done: impl Fn(&durbar_domain::maharaja::Game) -> bool) {
    for _ in 0..150 {
        if done(&app.store.load(game).await.unwrap().game) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the game did not get there");
}

/// The carry code `chrome`'s page shows, once its script has read it (none if the page shows
/// none: the disc was opened already).
async fn carry_code(chrome: &durbar_tests::chrome::Chrome, page: &str) -> Option<String> {
    chrome.goto(page).await;
    for _ in 0..30 {
        let code = chrome
            .script("var c = document.getElementById('carry-code'); return c ? c.textContent : '';")
            .await;
        if let Some(code) = code.as_str().filter(|c| !c.is_empty()) {
            return Some(code.to_owned());
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    None
}

/// Unless `seat`'s disc was opened already, the nonce of its carry code is nowhere in the
/// database: not in the log, the outbox, the stored answers or escrow.
async fn sealed_nowhere(app: &TestApp, game: GameId, seat: Seat, code: &str) {
    let state = app.store.load(game).await.unwrap().game;
    if matches!(
        state.player(seat).map(|p| p.disc),
        Some(durbar_domain::maharaja::state::DiscState::Revealed(_))
    ) {
        return;
    }
    let nonce = code.rsplit('-').next().unwrap_or_default().to_owned();
    assert_eq!(nonce.len(), 64, "a carry code: {code}");
    let client = app.pool.get().await.unwrap();
    for sql in [
        "SELECT count(*) FROM events WHERE convert_from(payload, 'UTF8') ILIKE '%' || $1 || '%'",
        "SELECT count(*) FROM outbox t WHERE t::text ILIKE '%' || $1 || '%'",
        "SELECT count(*) FROM idempotency_keys t WHERE t::text ILIKE '%' || $1 || '%'",
        "SELECT count(*) FROM sealed_escrow t WHERE t::text ILIKE '%' || $1 || '%'",
    ] {
        let found: i64 = client.query_one(sql, &[&nonce]).await.unwrap().get(0);
        assert_eq!(
            found, 0,
            "the opening of seat {} is in the database: {sql}",
            seat.0
        );
    }
}

/// Rows of `sql` (one `$1` = the game) in the database.
async fn count(app: &TestApp, game: GameId, sql: &str) -> i64 {
    let client = app.pool.get().await.unwrap();
    client
        .query_one(sql, &[&uuid::Uuid::from_bytes(game.0)])
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .get(0)
}

#[tokio::test]
async fn discs_sealed_in_the_browser_are_opened_by_their_players_and_a_substituted_one_is_named() {
    use durbar_tests::chrome::{Chrome, Screen};
    let app = spawn_app().await;
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        ..GameOptions::default()
    };
    let (game, links) = created_game_with(&app.store, 2, options).await;
    let page = format!("{}/games/{game}", app.address);
    // Two players, each in a browser of their own: they join (a WebCrypto key each).
    let mut browsers = Vec::new();
    for link in &links {
        let chrome = Chrome::open(Screen::Desktop).await;
        chrome
            .goto(&format!("{}/p/{}", app.address, link.token))
            .await;
        chrome.goto(&page).await;
        let seq = app.store.load(game).await.unwrap().seq;
        chrome.click("#join-form button").await;
        landed(&app.store, game, seq).await;
        browsers.push(chrome);
    }
    until(&app, game, |g| g.phase() != Phase::Setup).await;
    // Characters, houses and discs through the pages; each browser seals its own disc, and the
    // page shows its carry code. Until a disc is opened, the database holds no opening of it.
    let mut codes: std::collections::BTreeMap<u8, String> = Default::default();
    for _ in 0..40 {
        let loaded = app.store.load(game).await.unwrap();
        if loaded.game.phase() == Phase::Turns {
            break;
        }
        let seat = loaded.game.awaiting_seats()[0];
        let chrome = &browsers[usize::from(loaded.game.seat_players()[seat.index()])];
        let button = match loaded.game.phase() {
            Phase::ChooseCharacters => "form[action$='/act'] button",
            Phase::PlaceHouses => "#place-house button",
            Phase::Discs => "form[action$='/disc'] button",
            other => panic!("the browser has no form for {other:?}"),
        };
        chrome.goto(&page).await;
        chrome.click(button).await;
        for _ in 0..100 {
            if app.store.load(game).await.unwrap().seq > loaded.seq {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        if app.store.load(game).await.unwrap().seq == loaded.seq {
            panic!(
                "{:?}: the move did not land; the page: {}",
                loaded.game.phase(),
                chrome.text().await
            );
        }
        if loaded.game.phase() == Phase::Discs {
            let code = carry_code(chrome, &page).await;
            if let Some(code) = code {
                sealed_nowhere(&app, game, seat, &code).await;
                codes.insert(seat.0, code);
            }
        }
    }
    let loaded = app.store.load(game).await.unwrap();
    assert_eq!(loaded.game.phase(), Phase::Turns);
    assert_eq!(
        count(
            &app,
            game,
            "SELECT count(*) FROM sealed_escrow WHERE game_id = $1"
        )
        .await,
        0,
        "no disc of this game is in escrow"
    );
    let first = match loaded.game.awaiting() {
        durbar_domain::maharaja::state::Awaiting::Reveal(seat) => seat,
        _ => loaded.game.active_seat().expect("a turn begins"),
    };
    let second = Seat(1 - first.0);
    let player = |seat: Seat| usize::from(loaded.game.seat_players()[seat.index()]);
    let carried = codes
        .get(&second.0)
        .cloned()
        .expect("the second player's page showed the carry code");
    // The second player goes on from another device: their first browser is closed.
    let old = browsers.remove(player(second));
    old.close().await;
    // The first player's page opens their disc by itself when their turn begins.
    let opener = &browsers[0];
    opener.goto(&page).await;
    until(&app, game, |g| g.active_seat() == Some(first)).await;
    opener.goto(&page).await;
    let seq = app.store.load(game).await.unwrap().seq;
    opener
        .click("form[action$='/turn/finish'] input[name=forfeit]")
        .await;
    opener.click("form[action$='/turn/finish'] button").await;
    landed(&app.store, game, seq).await;
    until(&app, game, |g| g.pending_reveal() == Some(second)).await;
    sealed_nowhere(&app, game, second, &carried).await;
    substituted_commitment_is_named(&app, game, second).await;
    // The second device: a fresh personal link, a key of its own, and the carry code pasted.
    let device = Chrome::open(Screen::Phone).await;
    device
        .goto(&format!(
            "{}/p/{}",
            app.address,
            links[player(second)].token
        ))
        .await;
    device.goto(&page).await;
    let seq = app.store.load(game).await.unwrap().seq;
    device.click("#keys form button").await;
    landed(&app.store, game, seq).await;
    device.goto(&page).await;
    let seq = app.store.load(game).await.unwrap().seq;
    device
        .script(&format!(
            "document.querySelector('#open-disc input[name=code]').value = '{carried}'; return 0;"
        ))
        .await;
    device.click("#open-disc button").await;
    landed(&app.store, game, seq).await;
    until(&app, game, |g| g.active_seat() == Some(second)).await;
    device.close().await;
    for chrome in browsers {
        chrome.close().await;
    }
    let export = export(&app, game).await;
    verify(&export).expect("the game sealed in the browser verifies");
    let (ok, output) = python_verify(&export);
    assert!(ok, "verify_export.py: {output}");
}

/// The operator substitutes `seat`'s disc commitment of this round by SQL (the log's trigger
/// disabled, every later event re-chained): the signature no longer matches, and `durbar verify`
/// and `verify_export.py` name the event. The rows are put back as they were afterwards.
async fn substituted_commitment_is_named(app: &TestApp, game: GameId, second: Seat) {
    let export = export(app, game).await;
    let client = app.pool.get().await.unwrap();
    let rows = client
        .query(
            "SELECT seq, payload FROM events WHERE game_id = $1 ORDER BY seq",
            &[&uuid::Uuid::from_bytes(game.0)],
        )
        .await
        .unwrap();
    let stored: Vec<(u64, Vec<u8>)> = rows
        .iter()
        .map(|r| (r.get::<_, i64>(0) as u64, r.get(1)))
        .collect();
    let at = stored
        .iter()
        .position(|(_, payload)| {
            matches!(
                serde_json::from_slice::<Event>(payload),
                Ok(Event::DiscCommitted { seat, .. }) if seat == second
            )
        })
        .expect("the second seat's disc");
    let mut payloads: Vec<Vec<u8>> = stored[at..].iter().map(|(_, p)| p.clone()).collect();
    if let Ok(Event::DiscCommitted {
        round,
        seat,
        by_system,
        ..
    }) = serde_json::from_slice::<Event>(&payloads[0])
    {
        let commitment = disc_commitment(
            game,
            round,
            seat,
            [Action::Palace, Action::Palace],
            &Bytes32([7; 32]),
        );
        payloads[0] = encode_event(&Event::DiscCommitted {
            round,
            seat,
            commitment,
            by_system,
        });
    }
    let before = &export.events[at - 1];
    let head: [u8; 32] = hex::decode(&before.hash).unwrap().try_into().unwrap();
    let relinked = chain::extend(&game.0, before.seq, head, payloads);
    rewrite(app, game, &relinked).await;
    let tampered = app.store.export(game).await.expect("an export");
    let error = verify(&tampered).expect_err("the substituted disc is found");
    assert_eq!(error.seq, Some(relinked[0].seq), "{error}");
    assert!(
        error.reason.to_string().contains("(disc_committed)")
            || error.reason.to_string().contains("command_signed"),
        "{error}"
    );
    let (ok, output) = python_verify(&tampered);
    assert!(
        !ok,
        "verify_export.py accepted the substituted disc: {output}"
    );
    let originals: Vec<Vec<u8>> = stored[at..].iter().map(|(_, p)| p.clone()).collect();
    rewrite(
        app,
        game,
        &chain::extend(&game.0, before.seq, head, originals),
    )
    .await;
    verify(&app.store.export(game).await.expect("an export")).expect("the rows are back");
}

/// Overwrites the events `links` name, as an operator with SQL access can (the log's trigger
/// that refuses updates disabled meanwhile).
async fn rewrite(app: &TestApp, game: GameId, links: &[chain::Link]) {
    let client = app.pool.get().await.unwrap();
    client
        .batch_execute("ALTER TABLE events DISABLE TRIGGER USER")
        .await
        .unwrap();
    for link in links {
        client
            .execute(
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
            .expect("the operator's update");
    }
    client
        .batch_execute("ALTER TABLE events ENABLE TRIGGER USER")
        .await
        .unwrap();
}

/// A disc sealed in the browser and not opened by its deadline is void even where the game's
/// policy is to wait (the rules' own penalty, design.md "Trust levels"): the scheduler logs the
/// deadline, then the void, once.
#[tokio::test]
async fn a_browser_sealed_disc_not_opened_by_its_deadline_is_void_under_the_wait_policy() {
    let app = spawn_app().await;
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        ..GameOptions::default()
    };
    let (game, links) = joined_with(&app, options).await;
    let clients = clients(&app, game, &links);
    play_until(&app, game, &clients, |g| g.phase() == Phase::Discs).await;
    let loaded = app.store.load(game).await.unwrap();
    let round = loaded.game.round();
    for seat in loaded.game.seats() {
        let player = loaded.game.seat_players()[seat.index()];
        let nonce = Bytes32(rand::random());
        let commitment = disc_commitment(game, round, seat, [Action::Gold, Action::Gold], &nonce);
        let seal = PlayerCommand::SealDisc { commitment };
        let (status, answer) = clients[usize::from(player)].play(&seal, round, seat).await;
        assert_eq!(status, 200, "{answer}");
    }
    // The first player's turn begins with opening their disc; they never do.
    let loaded = app.store.load(game).await.unwrap();
    let waits = durbar_api::turn_mail::waits(&loaded.game);
    let &(absent, _) = waits
        .iter()
        .find(|(_, kind)| *kind == durbar_api::turn_mail::WaitKind::OpenDisc)
        .unwrap_or_else(|| panic!("a player is awaited to open their disc: {waits:?}"));
    let events = moved_for_once_after_the_deadline(&app, game, loaded.seq).await;
    assert!(
        matches!(
            events.as_slice(),
            [Event::DeadlinePassed { seat, .. }, Event::DiscVoided { seat: voided, .. }, ..]
                if *seat == absent && *voided == absent
        ),
        "{events:?}"
    );
    let export = export(&app, game).await;
    let verified = verify(&export).expect("the export verifies");
    assert!(!verified.head.is_empty());
    let (ok, output) = python_verify(&export);
    assert!(ok, "verify_export.py: {output}");

    // An operator who sets the disc aside as unopenable instead (the server holds no opening at
    // this level, so it cannot have tried one) is named by both verifiers.
    let at = export
        .events
        .iter()
        .position(|e| e.seq == loaded.seq + 1)
        .expect("the deadline's marker");
    let unopenable = encode_event(&Event::DiscUnopenable {
        round,
        seat: absent,
    });
    let before = &export.events[at - 1];
    let head: [u8; 32] = hex::decode(&before.hash).unwrap().try_into().unwrap();
    // The two events become the server's claim; every later event keeps its payload.
    let mut payloads = vec![unopenable.clone(), unopenable];
    payloads.extend(
        export.events[at + 2..]
            .iter()
            .map(|e| e.payload.clone().into_bytes()),
    );
    let relinked = chain::extend(&game.0, before.seq, head, payloads);
    rewrite(&app, game, &relinked).await;
    let tampered = app.store.export(game).await.expect("an export");
    let error = verify(&tampered).expect_err("the unopenable disc is refused");
    assert_eq!(error.seq, Some(relinked[0].seq), "{error}");
    let (ok, output) = python_verify(&tampered);
    assert!(!ok, "verify_export.py accepted it: {output}");
    assert!(
        output.contains(&format!("seq {}:", relinked[0].seq))
            && output.contains("sealed in their browser, was set aside as unopenable"),
        "{output}"
    );
}

/// At the sealed level the server has no opening, yet the player gets a receipt at once: the
/// commitment and its event in the log, in their language, and nothing the server does not
/// have (no nonce, no actions); nobody else gets one.
#[tokio::test]
async fn a_disc_sealed_in_the_browser_gets_a_receipt_of_its_commitment_alone() {
    let smtp = SmtpServer::start();
    let url = smtp.url();
    let app = spawn_app_with(|settings| settings.smtp_url = Some(url)).await;
    let worker = inbox::start_worker(&app, &smtp);
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        ..GameOptions::default()
    };
    let (game, links) = joined_with(&app, options).await;
    let clients = clients(&app, game, &links);
    play_until(&app, game, &clients, |g| g.phase() == Phase::Discs).await;
    let loaded = app.store.load(game).await.unwrap();
    let round = loaded.game.round();
    let seat = loaded.game.awaiting_seats()[0];
    let player = loaded.game.seat_players()[seat.index()];
    let actions = [Action::Palace, Action::Quarry];
    let nonce = Bytes32(rand::random());
    let commitment = disc_commitment(game, round, seat, actions, &nonce);
    let seal = PlayerCommand::SealDisc { commitment };
    let (status, answer) = clients[usize::from(player)].play(&seal, round, seat).await;
    assert_eq!(status, 200, "{answer}");
    let seq = app.store.load(game).await.unwrap().seq;
    let mails = inbox::all_delivered(&app, &smtp, std::time::Duration::from_secs(60)).await;
    worker.stop().await;
    let address = ["anna@example.test", "bára@example.test"][usize::from(player)];
    let receipts: Vec<_> = mails.iter().filter(|m| m.kind == "disc_receipt").collect();
    assert_eq!(receipts.len(), 1, "one receipt, to the sealer only");
    let receipt = receipts[0];
    assert_eq!(receipt.to(), address);
    let text = receipt.text();
    assert!(
        text.contains(&format!("Commitment:        {commitment}")),
        "{text}"
    );
    assert!(
        text.contains(&format!("Event in the log:  {seq}")),
        "{text}"
    );
    for mail in &mails {
        let everything = mail.text() + &mail.mail.html();
        assert!(
            !everything.contains(&nonce.to_string()),
            "no nonce in any mail"
        );
        assert!(
            !everything.contains("First arrow"),
            "no actions in any mail"
        );
    }
    // The seating is drawn: the sealer and the other player by role, the seq masked.
    let (me, other) = if player == 0 {
        ("Anna", "Bára")
    } else {
        ("Bára", "Anna")
    };
    let masked = inbox::masked(&text)
        .replace(me, "[sealer]")
        .replace(other, "[other]")
        .replace(&format!(" {seq}"), " [seq]");
    insta::assert_snapshot!("sealed_in_browser_disc_receipt", masked);
}

#[tokio::test]
async fn a_second_device_key_is_mailed_at_once_to_its_player_alone_naming_every_key_of_the_seat() {
    let smtp = SmtpServer::start();
    let url = smtp.url();
    let app = spawn_app_with(|settings| settings.smtp_url = Some(url)).await;
    let worker = inbox::start_worker(&app, &smtp);
    let (game, links) = joined(&app).await;
    let clients = clients(&app, game, &links);
    play_until(&app, game, &clients, into_the_turns).await;
    let before = inbox::all_delivered(&app, &smtp, std::time::Duration::from_secs(60)).await;
    assert!(
        before.iter().all(|m| m.kind != "key_registered"),
        "the keys made at join are not announced"
    );

    // Anna's second device registers its own key through her link.
    let text =
        a_second_key_is_told_to_its_player_alone(&app, &smtp, &clients[0], "anna@example.test")
            .await;
    worker.stop().await;
    for named in [
        "someone else has one of your links",
        "A new device (device 2) now signs your moves",
    ] {
        assert!(text.contains(named), "{named:?} in {text}");
    }
}

/// `client`'s player registers a second device's key (seed 9) through the API: then exactly one
/// `key_registered` mail goes out, to `address`, naming the new key as registered and both keys
/// of the seat. Returns its text.
pub(super) async fn a_second_key_is_told_to_its_player_alone(
    app: &TestApp,
    smtp: &SmtpServer,
    client: &Client<'_>,
    address: &str,
) -> String {
    let second = TestKey::from_seed(9);
    let (status, answer) = client
        .post("/keys", json!({ "key": second.public().to_string() }), &[])
        .await;
    assert_eq!(status, 200, "{answer}");
    let mails = inbox::all_delivered(app, smtp, std::time::Duration::from_secs(60)).await;
    let notices: Vec<_> = mails
        .iter()
        .filter(|m| m.kind == "key_registered")
        .collect();
    assert_eq!(notices.len(), 1, "one notice, to the key's player only");
    assert_eq!(notices[0].to(), address);
    let text = notices[0].text();
    let first = client.key.public().fingerprint();
    let new = second.public().fingerprint();
    for named in [
        format!("Device 2, key {new}, was registered for your seat"),
        format!("device 1, key {first}"),
        format!("device 2, key {new}"),
    ] {
        assert!(text.contains(&named), "{named:?} in {text}");
    }
    text
}

/// A device added before the game starts (the seats not drawn yet) is told too, and to a player
/// who unsubscribed from the game's mail: someone else holding their link could have added it.
#[tokio::test]
async fn a_key_added_before_the_start_is_told_even_to_a_player_who_unsubscribed() {
    let smtp = SmtpServer::start();
    let url = smtp.url();
    let app = spawn_app_with(|settings| settings.smtp_url = Some(url)).await;
    let worker = inbox::start_worker(&app, &smtp);
    let (game, links) = created_game_with(&app.store, 2, signed_options()).await;
    let clients = clients(&app, game, &links);
    let key = clients[0].key.public().to_string();
    let (status, answer) = clients[0].post("/join", json!({ "key": key }), &[]).await;
    assert_eq!(status, 200, "joined with a key: {answer}");
    {
        let client = app.pool.get().await.unwrap();
        turn_mail::unsubscribe(&client, game, 0).await.unwrap();
    }
    app.store.players_changed(game);
    let loaded = app.store.load(game).await.unwrap();
    assert!(
        loaded.game.seat_players().is_empty(),
        "the seats are not drawn yet"
    );

    a_second_key_is_told_to_its_player_alone(&app, &smtp, &clients[0], "anna@example.test").await;
    worker.stop().await;
}

/// The scheduler moves for the seat the game has awaited since now once its 48-hour deadline has
/// passed, and only then: not at 47 hours, once at 49, not again at 50. Returns the events
/// logged after `seq` (the sealed disc's and the sealed bid's void tests).
pub(super) async fn moved_for_once_after_the_deadline(
    app: &TestApp,
    game: GameId,
    seq: u64,
) -> Vec<Event> {
    const HOUR: std::time::Duration = std::time::Duration::from_secs(3600);
    let awaited_since = std::time::SystemTime::now();
    let scheduler = Scheduler::new(app.store.clone(), inbox::mail_context(app));
    let early = scheduler.run_once(awaited_since + 47 * HOUR).await.unwrap();
    assert_eq!(early.no_shows, 0, "not before the deadline");
    let due = scheduler.run_once(awaited_since + 49 * HOUR).await.unwrap();
    assert_eq!(due.no_shows, 1, "{due:?}");
    let again = scheduler.run_once(awaited_since + 50 * HOUR).await.unwrap();
    assert_eq!(again.no_shows, 0, "once");
    app.store
        .events(game, seq, u64::MAX)
        .await
        .unwrap()
        .into_iter()
        .map(|stored| stored.event)
        .collect()
}
