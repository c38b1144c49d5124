//! The holes a security probe of a running game found (issue 20), each closed and tested over
//! real HTTP against the service on a real database: the operator's outbox, the rate limit per
//! player, addresses the mail library refuses, idempotency keys bound to their request, the
//! origin check against the base URL, private games' pages, HEAD, session rows, names, and
//! error sentences.

use durbar_tests::browser::{fresh_key, invitation_links, new_game_fields, Browser, Page};
use durbar_tests::games::created_game;
use durbar_tests::{spawn_app_with, TestApp};

/// The service without rate limits (tests post fast).
async fn app() -> TestApp {
    spawn_app_with(|s| {
        s.post_rate_per_ip = 0;
        s.post_rate_per_game = 0;
    })
    .await
}

/// Creates a game of Anna and Bára by the form (with `extra` fields); returns its id.
async fn created_by_form(host: &Browser, extra: &[(&str, &str)]) -> String {
    let fields = new_game_fields(host, "Probe game", &[("Bára", "bara@example.test")], extra).await;
    let created = host.post_raw("/games", &fields).await;
    assert_eq!(created.status, 303, "{}", created.body);
    let location = created.location.unwrap();
    location
        .strip_prefix("/games/")
        .and_then(|rest| rest.strip_suffix("/invited"))
        .unwrap_or_else(|| panic!("unexpected redirect {location}"))
        .to_owned()
}

/// Anna's and Bára's browsers, each signed in by their invitation link.
async fn signed_in_players(app: &TestApp, game: &str) -> (Browser, Browser) {
    let links = invitation_links(app, game).await;
    let mut anna = Browser::new(app);
    let mut bara = Browser::new(app);
    assert_eq!(anna.follow(&links[0]).await.status, 303);
    assert_eq!(bara.follow(&links[1]).await.status, 303);
    (anna, bara)
}

#[track_caller]
fn assert_status(page: &Page, status: u16) {
    assert_eq!(page.status, status, "{}", page.body);
}

// --- 1. the outbox is the operator's ---

#[tokio::test]
async fn the_outbox_is_the_operators_only_and_a_player_reads_only_their_own_mail() {
    // Given a game whose invitations went to the (file) outbox
    let app = app().await;
    let host = Browser::new(&app);
    let game = created_by_form(&host, &[]).await;
    let (anna, bara) = signed_in_players(&app, &game).await;

    // When a stranger, a player or a wrong token asks for the outbox, then it is not there
    let stranger = Browser::new(&app);
    assert_status(&stranger.get("/outbox").await, 404);
    assert_status(&anna.get("/outbox").await, 404);
    assert_status(&stranger.get("/outbox?token=0123").await, 404);
    let operator_path = &app.operator_url[app.address.len()..];
    // (The last character changed to another one: a token ending in "0" gets a "1".)
    let last = if operator_path.ends_with('0') {
        '1'
    } else {
        '0'
    };
    let wrong = format!("{}{last}", &operator_path[..operator_path.len() - 1]);
    assert_status(&stranger.get(&wrong).await, 404);

    // When the operator opens the printed link, then the token becomes a cookie and leaves the URL
    let operator = Browser::new(&app);
    let opened = operator.get(operator_path).await;
    assert_status(&opened, 303);
    assert_eq!(opened.location.as_deref(), Some("/outbox"));
    let cookie = opened.set_cookies.join("; ");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    let page = operator.get("/outbox").await;
    assert_status(&page, 200);
    assert_eq!(page.cache_control.as_deref(), Some("no-store"));

    // And each player reads the mail sent to them, and only that, on their game page
    let own = anna.get(&format!("/games/{game}/mail")).await;
    assert_status(&own, 200);
    assert!(own.body.contains("anna@example.test"), "{}", own.body);
    assert!(!own.body.contains("bara@example.test"), "{}", own.body);
    let own = bara.get(&format!("/games/{game}/mail")).await;
    assert!(own.body.contains("bara@example.test"), "{}", own.body);
    assert!(!own.body.contains("anna@example.test"), "{}", own.body);
    assert_status(&stranger.get(&format!("/games/{game}/mail")).await, 404);
    assert!(anna
        .get(&format!("/games/{game}"))
        .await
        .body
        .contains(&format!("href=\"/games/{game}/mail\"")));
    app.stop().await;
}

// --- 3. addresses the mail library refuses ---

#[tokio::test]
async fn addresses_the_mail_library_refuses_get_a_sentence_and_make_no_game() {
    let app = app().await;
    let host = Browser::new(&app);
    for bad in [
        "a..b@x.test",
        ".a@x.test",
        "a:b@x.test",
        "a\\b@x.test",
        "(c)a@x.test",
        "a@[127.0.0.1]",
        "a@127.0.0.1",
    ] {
        // When the form names a player at this address
        let fields = new_game_fields(&host, "Probe game", &[("Bára", bad)], &[]).await;
        let page = host.post_raw("/games", &fields).await;
        // Then it is shown again with a sentence next to the field
        assert_status(&page, 422);
        assert!(
            page.body
                .contains("not an email address mail can be sent to")
                || page.body.contains("not at an IP address"),
            "{bad}: {}",
            page.body
        );
    }
    // And no game was made
    let client = app.pool.get().await.unwrap();
    let games: i64 = client
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(games, 0);
    app.stop().await;
}

// --- 2. the POST limit is a player's, counted once the player is known ---

#[tokio::test]
async fn strangers_without_a_session_cannot_use_up_a_games_post_limit() {
    // Given a game whose players may post 3 times a minute each
    let app = spawn_app_with(|s| {
        s.post_rate_per_ip = 0;
        s.post_rate_per_game = 3;
    })
    .await;
    let store = durbar_api::store::Store::new(app.pool.clone());
    let (game, links) = created_game(&store, 2).await;
    let url = |path: &str| format!("{}/api/v1/games/{game}{path}", app.address);
    // When strangers without a session or token post 12 times, by form and by API
    let stranger = Browser::new(&app);
    for _ in 0..6 {
        let page = stranger
            .post_raw(
                &format!("/games/{game}/join"),
                &[
                    ("csrf".into(), "x".repeat(64)),
                    ("idem".into(), fresh_key()),
                ],
            )
            .await;
        assert_status(&page, 403);
        let response = app.http.post(url("/join")).send().await.unwrap();
        assert_eq!(response.status(), 401);
    }
    // Then the players' own posts still play
    let joined = app
        .http
        .post(url("/join"))
        .bearer_auth(&links[0].token)
        .send()
        .await
        .unwrap();
    assert_eq!(joined.status(), 200);
    // And a player beyond their own quota gets 429 with Retry-After, the other player does not
    let mut last = None;
    for _ in 0..3 {
        last = Some(
            app.http
                .get(url(""))
                .bearer_auth(&links[0].token)
                .send()
                .await
                .unwrap(),
        );
        let response = app
            .http
            .delete(url("/draft/steps/last"))
            .bearer_auth(&links[0].token)
            .send()
            .await
            .unwrap();
        if response.status() == 429 {
            last = Some(response);
            break;
        }
    }
    let limited = last.unwrap();
    assert_eq!(limited.status(), 429);
    assert!(limited.headers().contains_key("retry-after"));
    let other = app
        .http
        .post(url("/join"))
        .bearer_auth(&links[1].token)
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), 200);
    app.stop().await;
}

// --- 4. an idempotency key is bound to its request ---

#[tokio::test]
async fn a_key_replayed_with_another_body_or_endpoint_is_refused() {
    let app = app().await;
    let store = durbar_api::store::Store::new(app.pool.clone());
    let (game, links) = created_game(&store, 2).await;
    let url = |path: &str| format!("{}/api/v1/games/{game}{path}", app.address);
    let key = fresh_key();
    let post = |path: &str, body: serde_json::Value| {
        app.http
            .post(url(path))
            .bearer_auth(&links[0].token)
            .header("idempotency-key", &key)
            .json(&body)
            .send()
    };
    let contribution = serde_json::json!({ "contribution": "11".repeat(32) });
    // Given a join made with a key
    let first = post("/join", contribution.clone()).await.unwrap();
    assert_eq!(first.status(), 200);
    let first: serde_json::Value = first.json().await.unwrap();
    // When the same request is sent again, then it gets the stored answer
    let again = post("/join", contribution).await.unwrap();
    assert_eq!(again.status(), 200);
    assert_eq!(again.json::<serde_json::Value>().await.unwrap(), first);
    // When the key comes with another body or another endpoint, then it is refused with a sentence
    let other_body = post(
        "/join",
        serde_json::json!({ "contribution": "22".repeat(32) }),
    )
    .await
    .unwrap();
    assert_eq!(other_body.status(), 422);
    let sentence = other_body.text().await.unwrap();
    assert!(
        sentence.contains("already used for another request"),
        "{sentence}"
    );
    let other_endpoint = post("/draft/finish", serde_json::Value::Null)
        .await
        .unwrap();
    assert_eq!(other_endpoint.status(), 422);
    app.stop().await;
}

/// The JSON error of an API answer, after checking its status.
#[track_caller]
fn api_error(status: reqwest::StatusCode, body: &str, expected: u16) -> String {
    assert_eq!(status, expected, "{body}");
    let body: serde_json::Value = serde_json::from_str(body).expect("a JSON error");
    body["error"]["message"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_key_reused_by_another_player_gets_a_sentence_for_api_clients() {
    let app = app().await;
    let store = durbar_api::store::Store::new(app.pool.clone());
    let (game, links) = created_game(&store, 2).await;
    let url = |path: &str| format!("{}/api/v1/games/{game}{path}", app.address);
    let key = fresh_key();
    let send = |request: reqwest::RequestBuilder, token: &str| {
        let key = key.clone();
        let token = token.to_owned();
        async move {
            let response = request
                .bearer_auth(token)
                .header("idempotency-key", key)
                .send()
                .await
                .unwrap();
            (response.status(), response.text().await.unwrap())
        }
    };
    // Given Anna's join, sent with a key
    let (joined, body) = send(
        app.http.post(url("/join")).json(&serde_json::json!({})),
        &links[0].token,
    )
    .await;
    assert_eq!(joined, 200, "{body}");
    // When another player sends the same key, then the answer speaks of the key, not a form
    let (status, body) = send(
        app.http.post(url("/join")).json(&serde_json::json!({})),
        &links[1].token,
    )
    .await;
    let sentence = api_error(status, &body, 422);
    assert!(sentence.contains("idempotency key"), "{sentence}");
    assert!(!sentence.contains("form"), "{sentence}");
    // And Bára did not join by it
    assert_eq!(
        store.load(game).await.unwrap().game.phase(),
        durbar_domain::maharaja::Phase::Setup
    );
    app.stop().await;
}

#[tokio::test]
async fn an_undos_key_neither_joins_nor_finishes_the_turn() {
    use durbar_domain::maharaja::Phase;
    let app = app().await;
    let store = durbar_api::store::Store::new(app.pool.clone());
    let (game, links) = durbar_tests::games::started_game(&store, 2).await;
    durbar_tests::games::drive_until(&store, game, Phase::Turns).await;
    let loaded = store.load(game).await.unwrap();
    let seat = loaded.game.awaiting_seats()[0];
    let player = usize::from(loaded.game.seat_players()[usize::from(seat.0)]);
    let token = links[player].token.clone();
    let url = |path: &str| format!("{}/api/v1/games/{game}{path}", app.address);
    let send = |request: reqwest::RequestBuilder, key: Option<&str>| {
        let request = request.bearer_auth(&token);
        let request = match key {
            Some(key) => request.header("idempotency-key", key),
            None => request,
        };
        async move {
            let response = request.send().await.unwrap();
            (response.status(), response.text().await.unwrap())
        }
    };
    // Given a step of the player's turn, taken back with a key
    let (_, body) = send(app.http.get(url("/legal-moves")), None).await;
    let legal: serde_json::Value = serde_json::from_str(&body).unwrap();
    let step = legal["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["type"] != "end_turn")
        .expect("a step")
        .clone();
    let (status, body) = send(app.http.post(url("/draft/steps")).json(&step), None).await;
    assert_eq!(status, 200, "{body}");
    let key = fresh_key();
    let (status, body) = send(app.http.delete(url("/draft/steps/last")), Some(&key)).await;
    assert_eq!(status, 200, "{body}");
    let before = store.load(game).await.unwrap().seq;
    // When the same key comes with a join, or to finish the turn, then each is refused with a
    // sentence, not answered with the undo's state, and nothing is played
    let join = app.http.post(url("/join")).json(&serde_json::json!({}));
    let finish = app.http.post(url("/draft/finish"));
    for request in [join, finish] {
        let (status, body) = send(request, Some(&key)).await;
        let sentence = api_error(status, &body, 422);
        assert!(
            sentence.contains("already used for another request"),
            "{sentence}"
        );
    }
    assert_eq!(store.load(game).await.unwrap().seq, before);
    assert_eq!(store.load(game).await.unwrap().game.phase(), Phase::Turns);
    app.stop().await;
}

// --- 5. the origin is compared with the base URL ---

#[tokio::test]
async fn an_origin_that_only_matches_forged_host_headers_is_refused() {
    let app = app().await;
    let store = durbar_api::store::Store::new(app.pool.clone());
    let (game, links) = created_game(&store, 2).await;
    let mut anna = Browser::new(&app);
    assert_eq!(
        anna.follow(&format!("{}/p/{}", app.address, links[0].token))
            .await
            .status,
        303
    );
    let csrf = anna.refresh_csrf(&game.to_string()).await;
    for (name, value) in [
        ("x-forwarded-host", "evil.test"),
        ("forwarded", "host=evil.test;proto=http"),
        ("host", "evil.test"),
    ] {
        let response = anna
            .http
            .post(format!("{}/games/{game}/join", app.address))
            .header("origin", "http://evil.test")
            .header(name, value)
            .form(&[("csrf", csrf.as_str()), ("idem", &fresh_key())])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 403, "{name}");
    }
    app.stop().await;
}

// --- 6. a private game's pages are its players' ---

#[tokio::test]
async fn a_private_games_invited_page_is_not_shown_to_strangers() {
    let app = app().await;
    let host = Browser::new(&app);
    let game = created_by_form(&host, &[("private", "on")]).await;
    // The browser that made it is the host's, and sees it
    let mine = host.get(&format!("/games/{game}/invited")).await;
    assert_status(&mine, 200);
    assert!(mine.body.contains("Probe game"));
    // A stranger sees nothing
    let stranger = Browser::new(&app)
        .get(&format!("/games/{game}/invited"))
        .await;
    assert_status(&stranger, 404);
    assert!(!stranger.body.contains("Probe game") && !stranger.body.contains("Bára"));
    app.stop().await;
}

// --- 7. HEAD, session rows, names, sentences ---

#[tokio::test]
async fn head_is_answered_like_get() {
    let app = app().await;
    for path in ["/", "/games/new", "/rules", "/rules/citadels"] {
        let response = app
            .http
            .head(format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert!(response.text().await.unwrap().is_empty());
    }
    app.stop().await;
}

async fn session_rows(app: &TestApp) -> i64 {
    let client = app.pool.get().await.unwrap();
    client
        .query_one("SELECT count(*) FROM sessions", &[])
        .await
        .unwrap()
        .get(0)
}

#[tokio::test]
async fn following_a_link_again_reuses_the_session_and_rows_per_player_are_bounded() {
    let app = app().await;
    let store = durbar_api::store::Store::new(app.pool.clone());
    let (_, links) = created_game(&store, 2).await;
    let link = format!("{}/p/{}", app.address, links[0].token);
    // A browser that follows its link five times keeps one session
    let mut anna = Browser::new(&app);
    for _ in 0..5 {
        assert_eq!(anna.follow(&link).await.status, 303);
    }
    assert_eq!(session_rows(&app).await, 1);
    // Clients without cookies following it 30 times leave at most the bound
    for _ in 0..30 {
        assert_eq!(Browser::new(&app).follow(&link).await.status, 303);
    }
    assert_eq!(
        session_rows(&app).await,
        durbar_api::store::SESSIONS_PER_PLAYER
    );
    app.stop().await;
}

#[tokio::test]
async fn names_with_invisible_or_direction_characters_are_refused_with_a_sentence() {
    let app = app().await;
    let host = Browser::new(&app);
    for name in [
        "B\u{202E}ára",
        "Bá\u{200B}ra",
        "\u{2066}Bára\u{2069}",
        "Bára\u{FEFF}",
    ] {
        let fields =
            new_game_fields(&host, "Probe game", &[(name, "bara@example.test")], &[]).await;
        let page = host.post_raw("/games", &fields).await;
        assert_status(&page, 422);
        assert!(
            page.body.contains("invisible or text-direction characters"),
            "{name:?}: {}",
            page.body
        );
    }
    app.stop().await;
}

#[tokio::test]
async fn unreadable_values_get_sentences_not_parser_messages() {
    let app = app().await;
    let store = durbar_api::store::Store::new(app.pool.clone());
    let (game, links) = created_game(&store, 2).await;
    let response = app
        .http
        .post(format!("{}/api/v1/games/{game}/commands", app.address))
        .bearer_auth(&links[0].token)
        .json(&serde_json::json!({ "type": "take_gold", "slot": 300 }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
    let text = response.text().await.unwrap();
    assert!(
        !text.contains("untagged enum") && !text.contains("Raw"),
        "{text}"
    );
    assert!(text.contains("could not be read"), "{text}");
    // A player index that is not one in a path names no page
    let mut anna = Browser::new(&app);
    anna.follow(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    let page = anna
        .post(&format!("/games/{game}/players/300/resend"), &[])
        .await;
    assert_status(&page, 404);
    assert!(!page.body.contains("can not parse"), "{}", page.body);
    app.stop().await;
}
