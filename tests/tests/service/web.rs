//! Playing in the browser, over real HTTP against the service on a real database: creating a
//! game by the form, personal links, every form of the game page with the engine's sentences,
//! the POST guards (CSRF, origin, idempotency, rate and size limits), who may see and do what,
//! the JSON API, golden snapshots of the main pages, and a whole 3-player game played through
//! the forms only.

use std::io::Write;
use std::sync::{Arc, Mutex};

use durbar_api::store::Store;
use durbar_domain::maharaja::bots::{Bot, GreedyBot};
use durbar_domain::maharaja::{
    Action, Bytes32, CityId, Command, GameId, Phase, PlayerCommand, Seat, SystemCommand,
};
use durbar_tests::browser::{
    fresh_key, invitation_links, link_in, masked, new_game_fields, Browser, Page,
};
use durbar_tests::games::{created_game, drive_until};
use durbar_tests::{spawn_app_unlimited, spawn_app_with, TestApp};

fn store(app: &TestApp) -> Store {
    Store::new(app.pool.clone())
}

/// Creates a game through the new-game form; returns its id (hex).
async fn create_by_form(app: &TestApp, host: &Browser, others: &[(&str, &str)]) -> String {
    create_by_form_with(app, host, others, &[]).await
}

/// Creates a game through the new-game form with `extra` fields sent too (ticked options).
async fn create_by_form_with(
    app: &TestApp,
    host: &Browser,
    others: &[(&str, &str)],
    extra: &[(&str, &str)],
) -> String {
    let extra = [&[("opt_hidden_gold", "on")][..], extra].concat();
    let fields = new_game_fields(host, "Friday game", others, &extra).await;
    let created = host.post_raw("/games", &fields).await;
    assert_eq!(created.status, 303, "{}", created.body);
    let location = created.location.unwrap();
    let game = location
        .strip_prefix("/games/")
        .and_then(|rest| rest.strip_suffix("/invited"))
        .unwrap_or_else(|| panic!("unexpected redirect {location}"))
        .to_owned();
    assert_eq!(app.get(&location).await.status(), 200);
    game
}

/// A game of Anna, Bára (and Cyril) created by the form, each player signed in by their link.
async fn game_with_players(app: &TestApp, players: usize) -> (String, Vec<Browser>) {
    let others = [
        ("Bára", "bara@example.test"),
        ("Cyril", "cyril@example.test"),
    ];
    let mut browsers: Vec<Browser> = (0..players).map(|_| Browser::new(app)).collect();
    let game = create_by_form(app, &browsers[0], &others[..players - 1]).await;
    let links = invitation_links(app, &game).await;
    assert_eq!(links.len(), players);
    for (browser, link) in browsers.iter_mut().zip(&links) {
        let followed = browser.follow(link).await;
        assert_eq!(followed.status, 303);
    }
    (game, browsers)
}

/// Every player presses "Join" with the contribution their page carries.
async fn join_all(game: &str, browsers: &mut [Browser]) {
    for browser in browsers.iter_mut() {
        let page = browser.get(&format!("/games/{game}")).await;
        let contribution = page.hidden("contribution").expect("a join form");
        let joined = browser
            .post(
                &format!("/games/{game}/join"),
                &[("contribution", &contribution)],
            )
            .await;
        assert_eq!(joined.status, 303, "{}", joined.body);
    }
}

fn game_id(hex: &str) -> GameId {
    GameId(durbar_domain::parse_hex::<16>(hex).unwrap())
}

/// The player index sitting in each seat.
async fn seating(app: &TestApp, game: &str) -> Vec<usize> {
    let loaded = store(app).load(game_id(game)).await.unwrap();
    loaded
        .game
        .seat_players()
        .iter()
        .map(|p| usize::from(*p))
        .collect()
}

/// Starts a store-made game with seat k = player k and a fixed governor track, so its pages
/// are the same in every run.
async fn fixed_game(app: &TestApp, players: usize) -> (GameId, Vec<String>) {
    let store = store(app);
    let (game, links) = created_game(&store, players).await;
    let client = app.pool.get().await.unwrap();
    let seed: Vec<u8> = client
        .query_one(
            "SELECT seed FROM games WHERE game_id = $1",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap()
        .get(0);
    let track = [
        "agra", "bikaner", "delhi", "gwalior", "jaipur", "jodhpur", "udaipur",
    ]
    .map(CityId::new)
    .to_vec();
    store
        .execute(
            game,
            &Command::System(SystemCommand::StartGame {
                seed: Bytes32(seed.try_into().unwrap()),
                fixed_seating: true,
                governors: Some(track),
            }),
            None,
        )
        .await
        .unwrap();
    let links = links
        .into_iter()
        .map(|l| format!("{}/p/{}", app.address, l.token))
        .collect();
    (game, links)
}

async fn signed_in(app: &TestApp, link: &str) -> Browser {
    let mut browser = Browser::new(app);
    assert_eq!(browser.follow(link).await.status, 303);
    browser
}

fn assert_error(page: &Page, status: u16, sentence: &str) {
    assert_eq!(page.status, status, "{}", page.body);
    let escaped = sentence.replace('\'', "&#39;").replace('"', "&#34;");
    assert!(
        page.body.contains(sentence) || page.body.contains(&escaped),
        "the page does not say {sentence:?}: {}",
        page.body
    );
    assert!(page.body.contains("class=\"error\""), "{}", page.body);
}

// --- pages ---

#[tokio::test]
async fn the_home_page_and_the_new_game_form_render() {
    let app = spawn_app_unlimited().await;
    let browser = Browser::new(&app);
    let home = browser.get("/").await;
    assert_eq!(home.status, 200);
    assert!(home
        .body
        .contains("Board games with secret choices, played by email"));
    assert!(
        home.body.contains("href=\"/games/new\""),
        "the home page leads to a new game of Maharaja"
    );
    assert!(
        home.body.contains("href=\"/games/new?game=citadels\""),
        "the home page leads to a new game of Citadels"
    );
    let form = browser.get("/games/new").await;
    assert_eq!(form.status, 200);
    for field in [
        "host_name",
        "host_email",
        "player_name_4",
        "opt_hidden_gold",
        "opt_short_game",
        "opt_neutral_palaces",
        "turn_hours",
        "no_show",
        "private",
    ] {
        assert!(form.body.contains(&format!("name=\"{field}\"")), "{field}");
    }
    assert!(form
        .set_cookies
        .iter()
        .any(|c| c.starts_with("durbar_form=")));
    insta::assert_snapshot!("new_game_form", masked(&form.body));
}

/// Base rules §5 send games of fewer than 5 players to §11.2.4: the form pre-checks neutral
/// palaces; sent as it comes, the game has them, and a host who unticks the box gets none.
#[tokio::test]
async fn the_new_game_form_prechecks_neutral_palaces_and_the_host_may_untick_them() {
    let app = spawn_app_unlimited().await;
    let host = Browser::new(&app);
    let form = host.get("/games/new").await;
    assert!(form
        .body
        .contains(r#"<input type="checkbox" name="opt_neutral_palaces" value="on" checked>"#));
    let others = [
        ("Bára", "bara@example.test"),
        ("Cyril", "cyril@example.test"),
    ];
    let ticked = create_by_form_with(&app, &host, &others, &[("opt_neutral_palaces", "on")]).await;
    let unticked = create_by_form(&app, &host, &others).await;
    for (game, neutral) in [(ticked, true), (unticked, false)] {
        let loaded = store(&app).load(game_id(&game)).await.unwrap();
        assert_eq!(loaded.game.options().neutral_palaces, neutral);
    }
}

/// The host chooses the trust level (design.md "Trust levels"): the form checks the strongest
/// the game allows, each choice says what it protects against, the game gets the level chosen
/// and its page says the level in one sentence.
#[tokio::test]
async fn the_new_game_form_checks_the_strongest_trust_level_and_the_game_runs_at_the_chosen_one() {
    use durbar_domain::maharaja::Trust;
    let app = spawn_app_unlimited().await;
    let host = Browser::new(&app);
    let form = host.get("/games/new").await;
    for (i, trust) in Trust::OFFERED.into_iter().enumerate() {
        let checked = if i == 0 { " checked" } else { "" };
        let radio = format!(
            r#"<input type="radio" name="opt_trust" value="{}"{checked}>"#,
            trust.name()
        );
        assert!(form.body.contains(&radio), "{radio}");
    }
    let others = [("Bára", "bara@example.test")];
    for trust in Trust::OFFERED {
        let game = create_by_form_with(&app, &host, &others, &[("opt_trust", trust.name())]).await;
        let loaded = store(&app).load(game_id(&game)).await.unwrap();
        assert_eq!(loaded.game.options().trust, trust);
        let links = invitation_links(&app, &game).await;
        let mut anna = Browser::new(&app);
        assert_eq!(anna.follow(&links[0]).await.status, 303);
        let page = anna.get(&format!("/games/{game}")).await;
        let sentence = match trust {
            Trust::SignedMoves => "<p class=\"trust\">Signed moves: your device signs",
            Trust::Server => "<p class=\"trust\">Held by the server: the server keeps",
            Trust::SealedInBrowser => "<p class=\"trust\">Sealed in the browser: your device",
        };
        assert!(page.body.contains(sentence), "{trust:?}: {}", page.body);
    }
}

#[tokio::test]
async fn the_new_game_form_shows_errors_next_to_the_fields_and_keeps_the_values() {
    let app = spawn_app_unlimited().await;
    let browser = Browser::new(&app);
    let form = browser.get("/games/new").await;
    let page = browser
        .post_raw(
            "/games",
            &[
                ("csrf".into(), form.hidden("csrf").unwrap()),
                ("idem".into(), form.hidden("idem").unwrap()),
                ("host_name".into(), "Anna".into()),
                ("host_email".into(), "not an address".into()),
                ("player_name_1".into(), "Bára".into()),
                ("turn_hours".into(), "0".into()),
                ("reminder_hours".into(), "12".into()),
                ("no_show".into(), "wait".into()),
            ],
        )
        .await;
    assert_eq!(page.status, 422);
    assert!(page
        .body
        .contains("This is not an email address mail can be sent to"));
    assert!(
        page.body.contains("Please give an email address."),
        "Bára's email"
    );
    assert!(page
        .body
        .contains("Give a whole number of hours from 1 to 720."));
    assert!(page.body.contains("value=\"Bára\""), "values are kept");
    assert!(page.body.contains("value=\"not an address\""));
    // A variant the engine refuses is refused with its sentence.
    let form = browser.get("/games/new").await;
    let page = browser
        .post_raw(
            "/games",
            &[
                ("csrf".into(), form.hidden("csrf").unwrap()),
                ("idem".into(), form.hidden("idem").unwrap()),
                ("host_name".into(), "Anna".into()),
                ("host_email".into(), "anna@example.test".into()),
                ("player_name_1".into(), "Bára".into()),
                ("player_email_1".into(), "bara@example.test".into()),
                ("opt_expanded".into(), "on".into()),
                ("turn_hours".into(), "48".into()),
                ("reminder_hours".into(), "12".into()),
                ("no_show".into(), "wait".into()),
            ],
        )
        .await;
    let engine_refuses = durbar_domain::maharaja::GameOptions {
        expanded: true,
        ..durbar_domain::maharaja::GameOptions::default()
    }
    .check_available();
    if let Err(violation) = engine_refuses {
        assert_error(&page, 422, &violation.to_string());
    } else {
        assert_eq!(page.status, 303, "the engine offers the expanded game");
    }
}

#[tokio::test]
async fn creating_a_game_mails_every_player_a_personal_link_in_one_thread() {
    let app = spawn_app_unlimited().await;
    let host = Browser::new(&app);
    let game = create_by_form(&app, &host, &[("Bára", "bara@example.test")]).await;
    let invited = host.get(&format!("/games/{game}/invited")).await;
    assert!(invited.body.contains("the invitations went out"));
    assert!(
        invited
            .body
            .contains("the operator reads them on the outbox page"),
        "file mail: where the mails are is said"
    );
    assert!(
        !invited.body.contains("href=\"/outbox\""),
        "the outbox is the operator's: not linked"
    );
    insta::assert_snapshot!("invited_page", masked(&invited.body));

    let client = app.pool.get().await.unwrap();
    let rows = client
        .query(
            "SELECT to_address, subject, in_reply_to, thread_references, text_body, html_body
               FROM outbox WHERE game_id = $1::text::uuid ORDER BY id",
            &[&game],
        )
        .await
        .unwrap();
    assert_eq!(rows.len(), 2, "the host is invited too");
    // One thread per game: every message answers the game's root Message-ID.
    let root: Option<String> = rows[0].get(2);
    let root = root.expect("threaded under a root Message-ID");
    for row in &rows {
        let text: String = row.get(4);
        let html: String = row.get(5);
        let link = link_in(&text).expect("a personal link");
        assert!(link.starts_with(&format!("{}/p/", app.address)));
        assert!(html.contains(&link));
        assert_eq!(
            row.get::<_, Option<String>>(2).as_deref(),
            Some(root.as_str())
        );
        assert!(row.get::<_, Vec<String>>(3).contains(&root));
        assert!(row.get::<_, String>(1).contains("Friday game"));
    }
    // The links are signed: no token (nor its hash) is stored.
    let links = invitation_links(&app, &game).await;
    let stored: i64 = client
        .query_one(
            "SELECT count(*) FROM player_links WHERE game_id = $1::text::uuid",
            &[&game],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(stored, 0);
    for link in &links {
        let token = &link[link.len() - durbar_api::store::SIGNED_TOKEN_LEN..];
        assert!(durbar_api::store::is_signed_token(token));
    }
    // A replayed creation creates nothing new.
    let deadlines: String = client
        .query_one(
            "SELECT deadlines::text FROM games WHERE game_id = $1::text::uuid",
            &[&game],
        )
        .await
        .unwrap()
        .get(0);
    assert!(deadlines.contains("\"no_show\": \"wait\""), "{deadlines}");
}

#[tokio::test]
async fn a_replayed_new_game_form_creates_one_game() {
    let app = spawn_app_unlimited().await;
    let browser = Browser::new(&app);
    let form = browser.get("/games/new").await;
    let fields: Vec<(String, String)> = vec![
        ("csrf".into(), form.hidden("csrf").unwrap()),
        ("idem".into(), form.hidden("idem").unwrap()),
        ("host_name".into(), "Anna".into()),
        ("host_email".into(), "anna@example.test".into()),
        ("player_name_1".into(), "Bára".into()),
        ("player_email_1".into(), "bara@example.test".into()),
        ("turn_hours".into(), "48".into()),
        ("reminder_hours".into(), "12".into()),
        ("no_show".into(), "wait".into()),
    ];
    let (a, b) = tokio::join!(
        browser.post_raw("/games", &fields),
        browser.post_raw("/games", &fields)
    );
    let c = browser.post_raw("/games", &fields).await;
    assert_eq!((a.status, b.status, c.status), (303, 303, 303));
    assert_eq!(a.location, b.location);
    assert_eq!(a.location, c.location);
    let client = app.pool.get().await.unwrap();
    let games: i64 = client
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(games, 1);
}

#[tokio::test]
async fn a_personal_link_signs_in_and_redirects_to_a_url_without_the_token() {
    let app = spawn_app_unlimited().await;
    let (game, links) = fixed_game(&app, 2).await;
    let mut browser = Browser::new(&app);
    let followed = browser.follow(&links[1]).await;
    assert_eq!(followed.status, 303);
    assert_eq!(
        followed.location.as_deref(),
        Some(format!("/games/{game}").as_str())
    );
    let cookie = followed
        .set_cookies
        .iter()
        .find(|c| c.starts_with("durbar_session="))
        .expect("a session cookie");
    for attribute in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(attribute), "{cookie}");
    }
    assert!(!cookie.contains("Secure"), "plain http in tests");
    let token = &links[1][links[1].len() - 64..];
    assert!(!cookie.contains(token));
    let page = browser.get(&format!("/games/{game}")).await;
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains("You are <strong>Bára</strong>"),
        "{}",
        page.body
    );
    // A made-up or malformed link does not sign in.
    let bogus = Browser::new(&app);
    let page = bogus.get(&format!("/p/{}", "ab".repeat(32))).await;
    assert_eq!(page.status, 404);
    assert!(page.body.contains("This personal link is not valid"));
    assert_eq!(bogus.get("/p/nonsense").await.status, 404);
    // Without a session the game page points to the spectator view.
    let page = bogus.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("You are not signed in to this game"));
    assert!(!page.body.contains("name=\"csrf\""));
    assert_eq!(
        bogus
            .get(&format!("/games/{}", "00".repeat(16)))
            .await
            .status,
        404
    );
}

#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn no_personal_link_token_reaches_a_log_line() {
    let captured = Captured::default();
    let writer = captured.clone();
    tracing_subscriber::fmt()
        .with_env_filter(durbar_api::telemetry::filter(
            "trace,reqwest=off,hyper=off,hyper_util=off,h2=off",
        ))
        .with_span_events(tracing_subscriber::fmt::format::FmtSpan::CLOSE)
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .init();
    let app = spawn_app_unlimited().await;
    let (game, links) = fixed_game(&app, 2).await;
    let mut browser = Browser::new(&app);
    browser.follow(&links[0]).await;
    browser.get(&format!("/games/{game}?travel=agra")).await;
    // Bearer tokens too.
    let token = &links[0][links[0].len() - 64..];
    app.http
        .get(format!("{}/api/v1/games/{game}", app.address))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    // A request's span closes (and is written) just after its response: wait for the last.
    let mut logs = String::new();
    for _ in 0..100 {
        logs = String::from_utf8_lossy(&captured.0.lock().unwrap()).into_owned();
        if logs.contains("/p/[redacted]") && logs.contains("?[redacted]") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(
        logs.contains("/p/[redacted]"),
        "the request span is in the log lines: {logs}"
    );
    assert!(logs.contains("?[redacted]"));
    for link in &links {
        let token = &link[link.len() - 64..];
        assert!(!logs.contains(token), "a token reached the log");
    }
}

#[tokio::test]
async fn joining_starts_the_game_once_everyone_has_joined() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers) = game_with_players(&app, 2).await;
    let page = browsers[0].get(&format!("/games/{game}")).await;
    assert_eq!(page.status, 200);
    assert!(page.cache_control.as_deref().unwrap().contains("no-store"));
    assert!(page.body.contains("/static/join.js"));
    assert!(page.body.contains("Players (host)"), "the host's panel");
    let contribution = page.hidden("contribution").unwrap();
    assert_eq!(contribution.len(), 64, "a server-made fallback");
    let contribution_of_anna = contribution.clone();
    let bara = browsers[1].get(&format!("/games/{game}")).await;
    assert!(!bara.body.contains("Players (host)"));
    assert!(
        !bara.body.contains("anna@example.test"),
        "emails are for the host"
    );

    let joined = browsers[0]
        .post(
            &format!("/games/{game}/join"),
            &[("contribution", &contribution)],
        )
        .await;
    assert_eq!(joined.status, 303);
    assert_eq!(
        store(&app).load(game_id(&game)).await.unwrap().game.phase(),
        Phase::Setup
    );
    // Joining twice is refused with the engine's sentence.
    let again = browsers[0]
        .post(
            &format!("/games/{game}/join"),
            &[("contribution", &"11".repeat(32))],
        )
        .await;
    assert_error(
        &again,
        422,
        "Anna has already added a contribution to the game's randomness.",
    );
    let contribution = browsers[1]
        .get(&format!("/games/{game}"))
        .await
        .hidden("contribution")
        .unwrap();
    browsers[1]
        .post(
            &format!("/games/{game}/join"),
            &[("contribution", &contribution)],
        )
        .await;
    let loaded = store(&app).load(game_id(&game)).await.unwrap();
    assert_eq!(loaded.game.phase(), Phase::ChooseCharacters);
    assert_eq!(
        loaded.game.contributions()[0].unwrap().to_string(),
        contribution_of_anna
    );
    let page = browsers[0].get(&format!("/games/{game}")).await;
    assert!(page.body.contains("to choose a character"), "{}", page.body);
}

#[tokio::test]
async fn the_character_and_house_forms_play_and_show_the_engines_sentences() {
    let app = spawn_app_unlimited().await;
    let (game, links) = fixed_game(&app, 2).await;
    let mut anna = signed_in(&app, &links[0]).await;
    let mut bara = signed_in(&app, &links[1]).await;
    let page = anna.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Choose your character"));
    insta::assert_snapshot!("game_page_choose_character", masked(&page.body));
    // Bára (seat 1) may not choose before Anna (seat 0): she acts only for her own seat.
    let refused = bara
        .post(
            &format!("/games/{game}/act"),
            &[("type", "choose_character"), ("character", "merchant")],
        )
        .await;
    assert_error(&refused, 422, "It is Anna's turn to choose a character.");
    // A form made before the game moved on says so, with the engine's reason.
    let stale = bara
        .post(
            &format!("/games/{game}/act"),
            &[
                ("type", "choose_character"),
                ("character", "merchant"),
                ("seen", "1"),
            ],
        )
        .await;
    assert_error(
        &stale,
        409,
        "The game moved on: It is Anna's turn to choose a character.",
    );
    let chosen = anna
        .post(
            &format!("/games/{game}/act"),
            &[("type", "choose_character"), ("character", "merchant")],
        )
        .await;
    assert_eq!(chosen.status, 303, "{}", chosen.body);
    let taken = bara
        .post(
            &format!("/games/{game}/act"),
            &[("type", "choose_character"), ("character", "merchant")],
        )
        .await;
    assert_error(
        &taken,
        422,
        "You cannot take the Merchant: it is not in the bank.",
    );
    bara.post(
        &format!("/games/{game}/act"),
        &[("type", "choose_character"), ("character", "great_mogul")],
    )
    .await;
    // Houses: Bára holds the Great Mogul, so she places first.
    let page = bara.get(&format!("/games/{game}?village=v07")).await;
    assert!(page.body.contains("Place a starting house"));
    assert!(
        page.body.contains("<option value=\"v07\" selected>"),
        "a clicked village is preselected"
    );
    assert!(
        page.body.contains("?village=v01"),
        "villages on the board are links"
    );
    let wrong = anna
        .post(
            &format!("/games/{game}/act"),
            &[("type", "place_house"), ("village", "v01")],
        )
        .await;
    assert_error(&wrong, 422, "It is Bára's turn to place a house.");
    let placed = bara
        .post(
            &format!("/games/{game}/act"),
            &[("type", "place_house"), ("village", "v01")],
        )
        .await;
    assert_eq!(placed.status, 303);
    let full = anna
        .post(
            &format!("/games/{game}/act"),
            &[("type", "place_house"), ("village", "v01")],
        )
        .await;
    assert_error(
        &full,
        422,
        "The village v01 already holds 1 house, the most a village may hold in this game.",
    );
    let unreadable = anna
        .post(
            &format!("/games/{game}/act"),
            &[("type", "place_house"), ("village", "no such place!")],
        )
        .await;
    assert_eq!(unreadable.status, 400);
    assert!(unreadable.body.contains("That step could not be read"));
}

/// Plays a store-made game to the disc phase; returns the game and both players' browsers.
async fn at_discs(app: &TestApp) -> (GameId, Browser, Browser) {
    let (game, links) = fixed_game(app, 2).await;
    drive_until(&store(app), game, Phase::Discs).await;
    let anna = signed_in(app, &links[0]).await;
    let bara = signed_in(app, &links[1]).await;
    (game, anna, bara)
}

#[tokio::test]
async fn the_disc_is_sealed_shown_only_to_its_player_and_may_be_changed() {
    let app = spawn_app_unlimited().await;
    let (game, mut anna, mut bara) = at_discs(&app).await;
    let page = anna.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Set your disc"));
    insta::assert_snapshot!("game_page_set_disc", masked(&page.body));
    let set = anna
        .post(
            &format!("/games/{game}/disc"),
            &[("a", "palace"), ("b", "two_houses")],
        )
        .await;
    assert_eq!(set.status, 303);
    let mine = anna.get(&format!("/games/{game}")).await;
    assert!(mine.cache_control.as_deref().unwrap().contains("no-store"));
    assert!(
        mine.body.contains("<strong>Palace + Two houses</strong>"),
        "{}",
        mine.body
    );
    assert!(mine.body.contains("Change disc"));
    let nonce = mine
        .body
        .split("Nonce <code class=\"hash\">")
        .nth(1)
        .and_then(|rest| rest.split('<').next())
        .unwrap()
        .to_owned();
    assert_eq!(nonce.len(), 64);
    // Bára sees that Anna's disc is set, not what it is.
    let theirs = bara.get(&format!("/games/{game}")).await;
    assert!(!theirs.body.contains(&nonce));
    assert!(!theirs.body.contains("Palace + Two houses"));
    assert!(
        theirs.body.contains(">set<") || theirs.body.contains(">set "),
        "{}",
        theirs.body
    );
    // Nor through the API.
    let token_b = bara_token(&app, game).await;
    let state: serde_json::Value = app
        .http
        .get(format!("{}/api/v1/games/{game}", app.address))
        .bearer_auth(&token_b)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(state["own_disc"].is_null());
    assert!(!state.to_string().contains(&nonce));
    // Anna changes her disc: the last commitment counts.
    anna.post(
        &format!("/games/{game}/disc"),
        &[("a", "gold"), ("b", "gold")],
    )
    .await;
    let mine = anna.get(&format!("/games/{game}")).await;
    assert!(mine.body.contains("<strong>Gold + Gold</strong>"));
    // Unknown actions are refused with a sentence next to the form.
    let bad = anna
        .post(
            &format!("/games/{game}/disc"),
            &[("a", "nap"), ("b", "gold")],
        )
        .await;
    assert_error(&bad, 400, "\"nap\" is not one of the nine actions.");
    // Once both discs are set the round locks: the form refuses with the engine's sentence.
    bara.post(
        &format!("/games/{game}/disc"),
        &[("a", "gold"), ("b", "quarry")],
    )
    .await;
    let late = anna
        .post(
            &format!("/games/{game}/disc"),
            &[("a", "palace"), ("b", "gold")],
        )
        .await;
    assert!(late.status == 422 || late.status == 409, "{}", late.status);
    assert!(late
        .body
        .contains("Discs are set at the start of a round, until the last player has set theirs."));
}

async fn bara_token(app: &TestApp, game: GameId) -> String {
    // A fresh link for Bára, as the mail engineer's mails will carry.
    store(app).mint_link(game, 1).await.unwrap()
}

#[tokio::test]
async fn a_replayed_or_double_submitted_post_plays_once() {
    let app = spawn_app_unlimited().await;
    let (game, mut anna, _bara) = at_discs(&app).await;
    let csrf = anna.refresh_csrf(&game.to_string()).await;
    let fields: Vec<(String, String)> = vec![
        ("csrf".into(), csrf),
        (
            "idem".into(),
            "0123456789abcdef0123456789abcdef-disc".into(),
        ),
        ("a".into(), "gold".into()),
        ("b".into(), "palace".into()),
    ];
    let path = format!("/games/{game}/disc");
    let (first, second) =
        tokio::join!(anna.post_raw(&path, &fields), anna.post_raw(&path, &fields));
    let third = anna.post_raw(&path, &fields).await;
    for page in [&first, &second, &third] {
        assert_eq!(page.status, 303, "{}", page.body);
        assert_eq!(page.location, first.location);
    }
    let events = store(&app).events(game, 0, u64::MAX).await.unwrap();
    let commits = events
        .iter()
        .filter(|e| {
            matches!(
                e.event,
                durbar_domain::maharaja::Event::DiscCommitted { .. }
            )
        })
        .count();
    assert_eq!(commits, 1, "three posts with one key set the disc once");
}

#[tokio::test]
async fn a_cross_site_post_without_the_form_token_is_refused() {
    let app = spawn_app_unlimited().await;
    let (game, mut anna, _bara) = at_discs(&app).await;
    let path = format!("{}/games/{game}/disc", app.address);
    let fields = [
        ("idem", "0123456789abcdef0123456789abcdef"),
        ("a", "gold"),
        ("b", "gold"),
    ];
    // From another site, without the token (the browser would not even send the cookie).
    let refused = anna
        .http
        .post(&path)
        .header("origin", "https://evil.example")
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    assert!(refused.text().await.unwrap().contains("another website"));
    // With the session cookie but no token.
    let refused = anna.http.post(&path).form(&fields).send().await.unwrap();
    assert_eq!(refused.status(), 403);
    assert!(refused
        .text()
        .await
        .unwrap()
        .contains("This form has expired"));
    // With a token, but the browser says the request is cross-site.
    let csrf = anna.refresh_csrf(&game.to_string()).await;
    let with_token = [
        ("csrf", csrf.as_str()),
        ("idem", "0123456789abcdef0123456789abcdee"),
        ("a", "gold"),
        ("b", "gold"),
    ];
    let refused = anna
        .http
        .post(&path)
        .header("sec-fetch-site", "cross-site")
        .form(&with_token)
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    // The browser's own form (Origin: null under no-referrer, same-origin fetch) is accepted.
    let accepted = anna
        .http
        .post(&path)
        .header("origin", "null")
        .header("sec-fetch-site", "same-origin")
        .form(&with_token)
        .send()
        .await
        .unwrap();
    assert_eq!(accepted.status(), 303);
    let events = store(&app).events(game, 0, u64::MAX).await.unwrap();
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(
                e.event,
                durbar_domain::maharaja::Event::DiscCommitted { .. }
            ))
            .count(),
        1
    );
}

#[tokio::test]
async fn another_seats_session_cannot_act_for_a_seat_or_use_the_hosts_forms() {
    let app = spawn_app_unlimited().await;
    let (game, mut anna, mut bara) = at_discs(&app).await;
    // Anna's form token does not work in Bára's session.
    let anna_csrf = anna.refresh_csrf(&game.to_string()).await;
    bara.csrf = Some(anna_csrf);
    let refused = bara
        .post(
            &format!("/games/{game}/disc"),
            &[("a", "gold"), ("b", "gold")],
        )
        .await;
    assert_eq!(refused.status, 403);
    bara.csrf = None;
    // No form names a seat: whatever Bára posts, she plays for her own seat only.
    let posted = bara
        .post(
            &format!("/games/{game}/disc"),
            &[("a", "gold"), ("b", "gold"), ("seat", "0")],
        )
        .await;
    assert_eq!(posted.status, 303);
    let loaded = store(&app).load(game).await.unwrap();
    assert!(matches!(
        loaded.game.player(Seat(1)).unwrap().disc,
        durbar_domain::maharaja::DiscState::Committed { .. }
    ));
    assert_eq!(
        loaded.game.player(Seat(0)).unwrap().disc,
        durbar_domain::maharaja::DiscState::Unset
    );
    // Only the host re-sends or revokes links.
    let refused = bara
        .post(&format!("/games/{game}/players/0/revoke"), &[])
        .await;
    assert_eq!(refused.status, 403);
    assert!(refused.body.contains("Only the host"));
    // Without a session nothing can be posted.
    let stranger = Browser::new(&app);
    let refused = stranger
        .post_raw(
            &format!("/games/{game}/disc"),
            &[("a".into(), "gold".into()), ("b".into(), "gold".into())],
        )
        .await;
    assert_eq!(refused.status, 403);
    assert!(refused.body.contains("You are not signed in to this game"));
}

#[tokio::test]
async fn the_host_resends_and_revokes_a_players_link() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers) = game_with_players(&app, 2).await;
    let old_link = invitation_links(&app, &game).await[1].clone();
    let resent = browsers[0]
        .post(&format!("/games/{game}/players/1/resend"), &[])
        .await;
    assert_eq!(resent.status, 303);
    // (Links are signed: one sent in the same second as the invitation may be the same link.)
    let new_link = invitation_links(&app, &game).await[1].clone();
    // Both links work until revoked.
    let mut other = Browser::new(&app);
    assert_eq!(other.follow(&old_link).await.status, 303);
    let revoked = browsers[0]
        .post(&format!("/games/{game}/players/1/revoke"), &[])
        .await;
    assert_eq!(revoked.status, 303);
    for link in [&old_link, &new_link] {
        assert_eq!(Browser::new(&app).follow(link).await.status, 404);
    }
    // Bára's sessions are signed out.
    let page = browsers[1].get(&format!("/games/{game}")).await;
    assert!(page.body.contains("You are not signed in"), "{}", page.body);
    let page = other.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("You are not signed in"));
    // A link re-sent after the revocation works.
    browsers[0]
        .post(&format!("/games/{game}/players/1/resend"), &[])
        .await;
    let newest = invitation_links(&app, &game).await[1].clone();
    assert_eq!(browsers[1].follow(&newest).await.status, 303);
    let page = browsers[1].get(&format!("/games/{game}")).await;
    assert!(page.body.contains("You are <strong>Bára</strong>"));
}

#[tokio::test]
async fn forms_are_confirmed_on_the_page_and_a_link_re_sent_mid_game_is_not_an_invitation() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers) = game_with_players(&app, 2).await;
    // Before joining, a re-sent link is still the invitation.
    let resent = browsers[0]
        .post(&format!("/games/{game}/players/1/resend"), &[])
        .await;
    assert_eq!(resent.status, 303);
    assert_eq!(
        resent.location.as_deref(),
        Some(format!("/games/{game}?done=link_resent").as_str())
    );
    let page = browsers[0].get(resent.location.as_deref().unwrap()).await;
    assert!(
        page.body
            .contains("A new personal link was mailed to the player"),
        "{}",
        page.body
    );
    let newest_invitation = |app: &TestApp| {
        let pool = app.pool.clone();
        let game = game.clone();
        async move {
            pool.get()
                .await
                .unwrap()
                .query_one(
                    "SELECT o.text_body FROM outbox o
                       JOIN players p ON p.game_id = o.game_id AND p.email = o.to_address
                      WHERE o.game_id = $1::text::uuid AND o.kind = 'invitation'
                        AND p.player_index = 1 ORDER BY o.id DESC LIMIT 1",
                    &[&game],
                )
                .await
                .unwrap()
                .get::<_, String>(0)
        }
    };
    assert!(newest_invitation(&app).await.contains("press \"Join\""));
    // Once Bára has joined, a re-sent link says it is a new link, not "press Join".
    join_all(&game, &mut browsers).await;
    browsers[0]
        .post(&format!("/games/{game}/players/1/resend"), &[])
        .await;
    let text = newest_invitation(&app).await;
    assert!(!text.contains("Join"), "{text}");
    assert!(text.contains("Here is a new personal link to your game of Maharaja"));
    // Saving the mail settings is confirmed next to the form.
    let saved = browsers[1]
        .post(
            &format!("/games/{game}/mail-settings"),
            &[("mail_mode", "digest"), ("time_zone", "Europe/Prague")],
        )
        .await;
    assert_eq!(saved.status, 303, "{}", saved.body);
    let to = saved.location.clone().unwrap();
    assert_eq!(to, format!("/games/{game}?done=mail_saved#mail-settings"));
    let page = browsers[1].get(&to).await;
    assert!(page.body.contains("Your mail settings are saved."));
    // An unknown key says nothing.
    let page = browsers[1]
        .get(&format!("/games/{game}?done=%3Cb%3Ehello"))
        .await;
    assert!(!page.body.contains("hello"));
    assert!(!page.body.contains("class=\"notice\""));
}

#[tokio::test]
async fn a_re_sent_invitation_stays_in_the_players_thread_and_its_first_host() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers) = game_with_players(&app, 2).await;
    let client = app.pool.get().await.unwrap();
    // Bára's invitation went out while the service answered at another address.
    let first = "<invitation.1@first.test>";
    client
        .execute(
            "UPDATE outbox o SET message_id = $2 FROM players p
              WHERE o.game_id = $1::text::uuid AND o.kind = 'invitation'
                AND p.game_id = o.game_id AND p.email = o.to_address AND p.player_index = 1",
            &[&game, &first],
        )
        .await
        .unwrap();
    let resent = browsers[0]
        .post(&format!("/games/{game}/players/1/resend"), &[])
        .await;
    assert_eq!(resent.status, 303);
    let row = client
        .query_one(
            "SELECT o.message_id, o.in_reply_to, o.thread_references FROM outbox o
               JOIN players p ON p.game_id = o.game_id AND p.email = o.to_address
              WHERE o.game_id = $1::text::uuid AND o.kind = 'invitation' AND p.player_index = 1
              ORDER BY o.id DESC LIMIT 1",
            &[&game],
        )
        .await
        .unwrap();
    let message_id: String = row.get(0);
    let in_reply_to: Option<String> = row.get(1);
    let references: Vec<String> = row.get(2);
    assert!(message_id.ends_with("@first.test>"), "{message_id}");
    assert_eq!(in_reply_to.as_deref(), Some(first));
    assert_eq!(
        references,
        vec![format!("<game.{game}@first.test>"), first.to_owned()]
    );
    // The host's own thread is untouched: a re-sent link for the host keeps the host's domain.
    let resent = browsers[0]
        .post(&format!("/games/{game}/players/0/resend"), &[])
        .await;
    assert_eq!(resent.status, 303);
    let ids: Vec<String> = client
        .query(
            "SELECT o.message_id FROM outbox o
               JOIN players p ON p.game_id = o.game_id AND p.email = o.to_address
              WHERE o.game_id = $1::text::uuid AND o.kind = 'invitation' AND p.player_index = 0",
            &[&game],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(ids.len(), 2);
    assert!(
        ids.iter().all(|id| !id.ends_with("@first.test>")),
        "{ids:?}"
    );
}

/// A store-made game at the start of the first seat's turn; the first seat is the returned
/// browser, the game's state is returned too.
async fn at_a_turn(app: &TestApp, actions: [Action; 2]) -> (GameId, Vec<Browser>, Seat) {
    let (game, links) = fixed_game(app, 2).await;
    let store = store(app);
    drive_until(&store, game, Phase::Discs).await;
    for seat in [Seat(0), Seat(1)] {
        store
            .execute(
                game,
                &Command::player(seat, durbar_tests::games::set_disc(actions)),
                None,
            )
            .await
            .unwrap();
    }
    let loaded = store.load(game).await.unwrap();
    let active = loaded.game.active_seat().expect("a turn runs");
    let mut browsers = Vec::new();
    for link in &links {
        browsers.push(signed_in(app, link).await);
    }
    (game, browsers, active)
}

#[tokio::test]
async fn the_turn_builder_keeps_a_draft_until_the_turn_is_finished() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers, active) = at_a_turn(&app, [Action::Gold, Action::TwoHouses]).await;
    let me = &mut browsers[active.index()];
    let page = me.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Your turn"), "{}", page.body);
    assert!(page
        .body
        .contains("Your disc: <strong>Gold + Two houses</strong>"));
    assert!(page.body.contains("Take 2 gold"));
    insta::assert_snapshot!("game_page_turn_builder", masked(&page.body));
    let head_before = store(&app).load(game).await.unwrap().seq;
    let took = me
        .post(
            &format!("/games/{game}/turn/step"),
            &[("type", "take_gold"), ("slot", "0")],
        )
        .await;
    assert_eq!(took.status, 303, "{}", took.body);
    assert_eq!(
        store(&app).load(game).await.unwrap().seq,
        head_before,
        "a step is a draft, not an event"
    );
    let page = me.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Steps so far"));
    assert!(page.body.contains("Take 2 gold (first arrow)"));
    assert!(page.body.contains("Undo last step"));
    // The same step again is refused by the engine, next to the step forms.
    let again = me
        .post(
            &format!("/games/{game}/turn/step"),
            &[("type", "take_gold"), ("slot", "0")],
        )
        .await;
    assert_error(
        &again,
        422,
        "You have already done the action on your disc's first arrow.",
    );
    // A house in a city without the architect there: the engine's sentence.
    let city = me
        .post(
            &format!("/games/{game}/turn/step"),
            &[("type", "build_house"), ("slot", "1"), ("at", "agra")],
        )
        .await;
    assert_error(
        &city,
        422,
        "You can build in Agra only while your architect stands there.",
    );
    // Undo takes the step back.
    let undone = me.post(&format!("/games/{game}/turn/undo"), &[]).await;
    assert_eq!(undone.status, 303);
    let page = me.get(&format!("/games/{game}")).await;
    assert!(!page.body.contains("Steps so far"));
    // Travel: the cheapest path and its tolls are shown before confirming.
    let preview = me.get(&format!("/games/{game}?travel=delhi")).await;
    assert!(preview.body.contains("Travel to Delhi"), "{}", preview.body);
    let path = preview.hidden("path");
    if let Some(path) = path {
        assert!(preview.body.contains("The cheapest way:"));
        assert!(preview.body.contains("You pay"));
        let travelled = me
            .post(
                &format!("/games/{game}/turn/step"),
                &[("type", "travel_path"), ("path", &path)],
            )
            .await;
        assert_eq!(travelled.status, 303, "{}", travelled.body);
    } else {
        assert!(
            preview.body.contains("class=\"error\""),
            "a refused trip says why"
        );
    }
    let nowhere = me.get(&format!("/games/{game}?travel=atlantis")).await;
    assert!(
        nowhere.body.contains("There is no city called"),
        "{}",
        nowhere.body
    );
    assert!(nowhere.body.contains("atlantis"));
    // Finish: the draft and the end of the turn become events at once; forfeits apply.
    me.post(
        &format!("/games/{game}/turn/step"),
        &[("type", "take_gold"), ("slot", "0")],
    )
    .await;
    let page = me.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Parts of your disc are not done"));
    // The finish form asks for a ticked box naming what is given up (no script needed); without
    // it, the finish is refused with a sentence and nothing is played.
    assert!(
        page.body.contains(
            "<input type=\"checkbox\" name=\"forfeit\" value=\"yes\" required> Finish anyway \
             and give up: second arrow (Two houses)"
        ),
        "{}",
        page.body
    );
    let unconfirmed = me.post(&format!("/games/{game}/turn/finish"), &[]).await;
    assert_error(
        &unconfirmed,
        409,
        "Finishing now gives up second arrow (Two houses), and every other player receives 2 \
         gold from the bank. Nothing was done",
    );
    assert_eq!(store(&app).load(game).await.unwrap().seq, head_before);
    assert!(unconfirmed.body.contains("name=\"forfeit\""), "asked again");
    // With the box ticked it plays, once: the same form sent twice plays nothing more.
    let csrf = me.refresh_csrf(&game.to_string()).await;
    let fields = [
        ("csrf".to_owned(), csrf),
        ("idem".to_owned(), durbar_tests::browser::fresh_key()),
        ("forfeit".to_owned(), "yes".to_owned()),
    ];
    let finish = format!("/games/{game}/turn/finish");
    let finished = me.post_raw(&finish, &fields).await;
    assert_eq!(finished.status, 303, "{}", finished.body);
    let played = store(&app).load(game).await.unwrap().seq;
    assert!(played > head_before);
    let twice = me.post_raw(&finish, &fields).await;
    assert_eq!(twice.status, 303, "{}", twice.body);
    assert_eq!(store(&app).load(game).await.unwrap().seq, played);
    let loaded = store(&app).load(game).await.unwrap();
    assert!(loaded.game.player(active).unwrap().played);
    let events = store(&app)
        .events(game, head_before, u64::MAX)
        .await
        .unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e.event, durbar_domain::maharaja::Event::GoldTaken { .. })));
    assert!(events.iter().any(|e| matches!(
        e.event,
        durbar_domain::maharaja::Event::ForfeitCompensated { .. }
    )));
    // Finishing again: not this player's turn any more.
    let again = me
        .post(&format!("/games/{game}/turn/finish"), &[("forfeit", "yes")])
        .await;
    assert!(again.status == 422 || again.status == 409);
    assert!(
        again
            .body
            .contains("You can act only during your own turn."),
        "{}",
        again.body
    );
}

#[tokio::test]
async fn a_stale_tab_cannot_finish_or_undo_a_turn_it_does_not_show() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers, active) = at_a_turn(&app, [Action::Gold, Action::TwoHouses]).await;
    let me = &mut browsers[active.index()];
    let path = |p: &str| format!("/games/{game}/turn/{p}");
    me.post(&path("step"), &[("type", "take_gold"), ("slot", "0")])
        .await;
    // Tab 1 shows the turn with its one step.
    let tab_one = me.get(&format!("/games/{game}")).await;
    let shown = tab_one
        .hidden("draft")
        .expect("the builder's forms carry the draft shown");
    assert!(shown.starts_with("1-"), "{shown}");
    // Tab 2 takes the step back.
    let tab_two = me.get(&format!("/games/{game}")).await;
    let undone = me
        .post(
            &path("undo"),
            &[("draft", &tab_two.hidden("draft").unwrap())],
        )
        .await;
    assert_eq!(undone.status, 303, "{}", undone.body);
    let head = store(&app).load(game).await.unwrap().seq;
    // Tab 1, still showing the longer turn, finishes: refused, and nothing is played.
    let finished = me.post(&path("finish"), &[("draft", &shown)]).await;
    assert_error(
        &finished,
        409,
        "Your turn was changed in another tab or window since this page was shown: it now has 0 unfinished steps.",
    );
    assert_eq!(
        store(&app).load(game).await.unwrap().seq,
        head,
        "nothing was played"
    );
    // Nor may it undo or add a step to a turn it does not show.
    let undo = me.post(&path("undo"), &[("draft", &shown)]).await;
    assert_eq!(undo.status, 409, "{}", undo.body);
    let step = me
        .post(
            &path("step"),
            &[("type", "take_gold"), ("slot", "0"), ("draft", &shown)],
        )
        .await;
    assert_eq!(step.status, 409, "{}", step.body);
    // The refusal shows the turn as it is: its forms carry the current draft, and finish works.
    let current = finished
        .hidden("draft")
        .expect("the page shown again has the builder");
    assert!(current.starts_with("0-"), "{current}");
    let finished = me
        .post(&path("finish"), &[("draft", &current), ("forfeit", "yes")])
        .await;
    assert_eq!(finished.status, 303, "{}", finished.body);
    assert!(store(&app).load(game).await.unwrap().seq > head);
    // The page it leads to confirms it.
    let to = finished.location.expect("a redirect");
    assert_eq!(to, format!("/games/{game}?done=turn_finished"));
    let page = me.get(&to).await;
    assert!(page
        .body
        .contains("Your turn is finished and saved in the game."));
}

#[tokio::test]
async fn taking_another_players_character_commits_and_asks_them_to_choose() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers, active) = at_a_turn(&app, [Action::Character, Action::Gold]).await;
    let other = Seat(1 - active.0);
    let loaded = store(&app).load(game).await.unwrap();
    let theirs = loaded
        .game
        .player(other)
        .unwrap()
        .characters
        .lowest()
        .unwrap();
    let name = durbar_tests::browser::json_name(&theirs);
    let me = &mut browsers[active.index()];
    me.post(
        &format!("/games/{game}/turn/step"),
        &[("type", "take_gold"), ("slot", "1")],
    )
    .await;
    let took = me
        .post(
            &format!("/games/{game}/turn/step"),
            &[
                ("type", "take_character"),
                ("slot", "0"),
                ("character", &name),
            ],
        )
        .await;
    assert_eq!(took.status, 303, "{}", took.body);
    let loaded = store(&app).load(game).await.unwrap();
    assert_eq!(
        loaded.game.pending_replacements(),
        vec![other],
        "committed at once"
    );
    assert!(
        store(&app)
            .events(game, 0, u64::MAX)
            .await
            .unwrap()
            .iter()
            .any(|e| matches!(e.event, durbar_domain::maharaja::Event::GoldTaken { .. })),
        "with the steps before it"
    );
    // The victim's page asks for a character from the bank.
    let victim = &mut browsers[other.index()];
    let page = victim.get(&format!("/games/{game}")).await;
    assert!(
        page.body.contains("Choose a new character"),
        "{}",
        page.body
    );
    let bank = loaded.game.bank_characters().iter().next().unwrap();
    let wrong = victim
        .post(
            &format!("/games/{game}/act"),
            &[("type", "replace_character"), ("character", &name)],
        )
        .await;
    assert_eq!(wrong.status, 422);
    assert!(wrong.body.contains("class=\"error\""));
    let chosen = victim
        .post(
            &format!("/games/{game}/act"),
            &[
                ("type", "replace_character"),
                ("character", &durbar_tests::browser::json_name(&bank)),
            ],
        )
        .await;
    assert_eq!(chosen.status, 303, "{}", chosen.body);
    // Replacing again: the engine's sentence, next to the form.
    let again = victim
        .post(
            &format!("/games/{game}/act"),
            &[
                ("type", "replace_character"),
                ("character", &durbar_tests::browser::json_name(&bank)),
            ],
        )
        .await;
    assert_error(
        &again,
        422,
        "Only a player who has just lost their character chooses a new one.",
    );
}

#[tokio::test]
async fn posts_beyond_the_rate_limit_get_429_with_a_sentence() {
    let app = spawn_app_with(|s| {
        s.post_rate_per_ip = 1000;
        s.post_rate_per_game = 3;
    })
    .await;
    let (game, links) = fixed_game(&app, 2).await;
    let mut anna = signed_in(&app, &links[0]).await;
    let mut statuses = Vec::new();
    for _ in 0..5 {
        let page = anna
            .post(
                &format!("/games/{game}/disc"),
                &[("a", "gold"), ("b", "gold")],
            )
            .await;
        statuses.push(page.status);
        if page.status == 429 {
            assert!(page
                .body
                .contains("You are sending too many moves to this game"));
        }
    }
    assert!(statuses.contains(&429), "{statuses:?}");
}

#[tokio::test]
async fn oversized_bodies_are_refused() {
    let app = spawn_app_unlimited().await;
    let (game, links) = fixed_game(&app, 2).await;
    let mut anna = signed_in(&app, &links[0]).await;
    let big = "x".repeat(64 * 1024);
    let page = anna
        .post(
            &format!("/games/{game}/disc"),
            &[("a", "gold"), ("b", &big)],
        )
        .await;
    assert_eq!(page.status, 413);
    assert!(page.body.contains("This request is too large."));
    let token = &links[0][links[0].len() - 64..];
    let response = app
        .http
        .post(format!("{}/api/v1/games/{game}/commands", app.address))
        .bearer_auth(token)
        .header("content-type", "application/json")
        .body(format!("{{\"type\": \"end_turn\", \"pad\": \"{big}\"}}"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 413);
}

// --- the JSON API ---

#[tokio::test]
async fn the_json_api_mirrors_the_forms_with_bearer_tokens() {
    let app = spawn_app_unlimited().await;
    let (game, links) = fixed_game(&app, 2).await;
    let token = |i: usize| token_of(&links[i]).to_owned();
    let url = |path: &str| format!("{}/api/v1/games/{game}{path}", app.address);
    let http = reqwest::Client::new();

    let missing = http.get(url("")).send().await.unwrap();
    assert_eq!(missing.status(), 401);
    let body: serde_json::Value = missing.json().await.unwrap();
    assert!(body["error"]["message"]
        .as_str()
        .unwrap()
        .contains("Bearer"));

    let state: serde_json::Value = http
        .get(url(""))
        .bearer_auth(token(0))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(state["seat"], 0);
    assert_eq!(state["view"]["phase"], "choose_characters");
    assert!(state["legal_moves"].as_array().unwrap().len() >= 6);

    // A rule violation: the engine's sentence and the rule's name.
    let refused = http
        .post(url("/commands"))
        .bearer_auth(token(1))
        .json(&serde_json::json!({"type": "choose_character", "character": "merchant"}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 422);
    let body: serde_json::Value = refused.json().await.unwrap();
    assert_eq!(body["error"]["rule"], "not_your_turn_to_choose");
    assert_eq!(
        body["error"]["message"],
        "It is Anna's turn to choose a character."
    );

    // Idempotent commands.
    let choose = || {
        http.post(url("/commands"))
            .bearer_auth(token(0))
            .header("idempotency-key", "api-key-0123456789abcdef")
            .json(&serde_json::json!({"type": "choose_character", "character": "merchant"}))
            .send()
    };
    let first = choose().await.unwrap();
    assert_eq!(first.status(), 200);
    let first: serde_json::Value = first.json().await.unwrap();
    let second: serde_json::Value = choose().await.unwrap().json().await.unwrap();
    assert_eq!(first, second, "a replay gets the same answer");
    assert_eq!(
        first["result"]["events"][0]["event"]["type"],
        "character_chosen"
    );

    // Another game's token is refused.
    let (other_game, other_links) = fixed_game(&app, 2).await;
    assert_ne!(other_game, game);
    let wrong = http
        .get(url(""))
        .bearer_auth(token_of(&other_links[0]))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), 403);

    // Play through setup to the discs with the API, then set a disc.
    drive_until(&store(&app), game, Phase::Discs).await;
    let disc = http
        .post(url("/disc"))
        .bearer_auth(token(1))
        .json(&serde_json::json!({"actions": ["quarry", "gold"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(disc.status(), 200);
    let disc: serde_json::Value = disc.json().await.unwrap();
    assert_eq!(
        disc["result"]["actions"],
        serde_json::json!(["quarry", "gold"])
    );
    assert_eq!(disc["own_disc"]["nonce"], disc["result"]["nonce"]);
    let commitment = disc["result"]["commitment"].as_str().unwrap();
    let nonce = durbar_domain::parse_hex::<32>(disc["result"]["nonce"].as_str().unwrap()).unwrap();
    assert_eq!(
        durbar_domain::maharaja::disc_commitment(
            game,
            1,
            Seat(1),
            [Action::Quarry, Action::Gold],
            &Bytes32(nonce)
        )
        .to_string(),
        commitment,
        "the opening checks against the commitment"
    );
    // Drafts through the API.
    let anna_state: serde_json::Value = http
        .post(url("/disc"))
        .bearer_auth(token(0))
        .json(&serde_json::json!({"actions": ["gold", "gold"]}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let active = anna_state["view"]["active_seat"].as_u64().unwrap() as usize;
    // Anna's disc is Gold + Gold and Bára's Quarry + Gold: the active seat's slot `active` is Gold.
    let step = http
        .post(url("/draft/steps"))
        .bearer_auth(token(active))
        .json(&serde_json::json!({"type": "take_gold", "slot": active}))
        .send()
        .await
        .unwrap();
    assert_eq!(step.status(), 200, "{}", step.text().await.unwrap());
    let draft: serde_json::Value = http
        .get(url(""))
        .bearer_auth(token(active))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let steps = draft["draft"].as_array().unwrap().len();
    let undone: serde_json::Value = http
        .delete(url("/draft/steps/last"))
        .bearer_auth(token(active))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        undone["draft"].as_array().unwrap().len(),
        steps.saturating_sub(1)
    );
    let finished = http
        .post(url("/draft/finish"))
        .bearer_auth(token(active))
        .send()
        .await
        .unwrap();
    assert_eq!(finished.status(), 200);
    let unknown = http
        .get(format!("{}/api/v1/nothing", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(unknown.status(), 404);
}

// --- a whole game ---

#[tokio::test]
async fn a_whole_three_player_game_is_played_through_the_forms() {
    let app = spawn_app_unlimited().await;
    let (game_hex, mut browsers) = game_with_players(&app, 3).await;
    join_all(&game_hex, &mut browsers).await;
    let game = game_id(&game_hex);
    let seats = seating(&app, &game_hex).await;
    let store = store(&app);
    let mut bots: Vec<GreedyBot> = (0..3).map(|i| GreedyBot::new(7 + i)).collect();
    let mut draft: Vec<PlayerCommand> = Vec::new();
    let mut posts = 0;
    for _ in 0..3000 {
        let loaded = store.load(game).await.unwrap();
        if loaded.game.phase() == Phase::Over {
            break;
        }
        let seat = *loaded
            .game
            .awaiting_seats()
            .first()
            .expect("someone is awaited");
        let building = loaded.game.phase() == Phase::Turns
            && loaded.game.active_seat() == Some(seat)
            && loaded.game.pending_replacements().is_empty();
        if !building {
            draft.clear();
        }
        // The state the player sees: the stored game and their unfinished steps.
        let mut state = (*loaded.game).clone();
        for step in &draft {
            let events =
                durbar_domain::maharaja::decide(&state, &Command::player(seat, step.clone()))
                    .unwrap();
            state = events.iter().fold(state, durbar_domain::maharaja::evolve);
        }
        let command = match bots[seat.index()].choose(&state, seat) {
            Command::Player { command, .. } => command,
            Command::System(_) => panic!("a bot plays for its seat"),
        };
        let browser = &mut browsers[seats[seat.index()]];
        let commits_at_once = matches!(&command, PlayerCommand::TakeCharacter { character, .. }
            if state.holder_of(*character).is_some_and(|h| h != seat));
        let page = match &command {
            PlayerCommand::Travel { to } if building => {
                // Preview the cheapest path, then confirm it.
                let preview = browser.get(&format!("/games/{game}?travel={to}")).await;
                let path = preview.hidden("path").expect("a travel preview");
                browser
                    .post(
                        &format!("/games/{game}/turn/step"),
                        &[("type", "travel_path"), ("path", &path)],
                    )
                    .await
            }
            other => browser.play(game, other, building).await,
        };
        posts += 1;
        assert_eq!(page.status, 303, "{command:?} was refused: {}", page.body);
        if building && !matches!(command, PlayerCommand::EndTurn) && !commits_at_once {
            draft.push(command);
        } else {
            draft.clear();
        }
    }
    let loaded = store.load(game).await.unwrap();
    assert_eq!(
        loaded.game.phase(),
        Phase::Over,
        "the game ended after {posts} posts"
    );
    let page = browsers[0].get(&format!("/games/{game}")).await;
    assert!(page.body.contains("The game is over."));
    assert!(page.body.contains("Final ranking"));
    assert!(
        !page.body.contains(">hidden</td>"),
        "all gold is public at the end"
    );
    // Who won is said at the top, with the result and the replay a tap away; the ranking is
    // numbered once.
    let winner = loaded.game.ranking()[0].seat;
    let name = ["Anna", "Bára", "Cyril"][usize::from(loaded.game.seat_players()[winner.index()])];
    let top = page
        .body
        .find("class=\"winner\"")
        .expect("the winner is named");
    assert!(top < page.body.find("Final ranking").unwrap());
    assert!(page.body[top..].starts_with(&format!(
        "class=\"winner\" role=\"status\"><strong>{name} won the game with"
    )));
    assert!(page
        .body
        .contains(&format!("href=\"/games/{game}/result\">The result</a>")));
    assert!(page
        .body
        .contains(&format!("href=\"/games/{game}/replay\">the replay</a>")));
    assert!(
        !page.body.contains("<li>1. "),
        "the list numbers the places itself"
    );
}

/// The idempotency key of the page's disc form.
fn disc_key(page: &Page) -> String {
    let marker = "value=\"";
    let at = page.body.find("-disc\"").expect("a disc form");
    let start = page.body[..at].rfind(marker).unwrap() + marker.len();
    page.body[start..at].to_owned()
}

#[tokio::test]
async fn a_reloaded_page_gets_fresh_keys_so_two_tabs_both_play() {
    let app = spawn_app_unlimited().await;
    let (game, mut anna, bara) = at_discs(&app).await;
    let path = format!("/games/{game}");
    // Two tabs of the same page (the second may be served from memory): the same page with
    // different idempotency keys.
    let first = bara.get(&path).await;
    let second = bara.get(&path).await;
    let (k1, k2) = (disc_key(&first), disc_key(&second));
    assert_ne!(k1, k2);
    assert_eq!(
        first.body.replace(&k1, "KEY"),
        second.body.replace(&k2, "KEY")
    );
    // Both tabs' disc forms play: the second is a change of disc, not a replay of the first.
    let csrf = first.hidden("csrf").unwrap();
    for (key, a) in [(&k1, "gold"), (&k2, "palace")] {
        let fields: Vec<(String, String)> = vec![
            ("csrf".into(), csrf.clone()),
            ("idem".into(), format!("{key}-disc")),
            ("a".into(), a.into()),
            ("b".into(), "quarry".into()),
        ];
        assert_eq!(
            bara.post_raw(&format!("{path}/disc"), &fields).await.status,
            303
        );
    }
    let commits = store(&app)
        .events(game, 0, u64::MAX)
        .await
        .unwrap()
        .iter()
        .filter(|e| {
            matches!(
                e.event,
                durbar_domain::maharaja::Event::DiscCommitted { .. }
            )
        })
        .count();
    assert_eq!(commits, 2);
    assert!(bara
        .get(&path)
        .await
        .body
        .contains("<strong>Palace + Quarry</strong>"));
    // Another player's move shows at once.
    anna.post(&format!("{path}/disc"), &[("a", "gold"), ("b", "gold")])
        .await;
    let after = bara.get(&path).await;
    assert!(
        !after.body.contains("Set your disc"),
        "the round locked: {}",
        after.body
    );
    // A changed mail setting shows at once too.
    assert!(!bara.get(&path).await.body.contains("America/New_York"));
    let settings: Vec<(String, String)> = vec![
        ("csrf".into(), csrf.clone()),
        ("idem".into(), format!("{}-mail-settings", fresh_key())),
        ("mail_mode".into(), "digest".into()),
        ("time_zone".into(), "America/New_York".into()),
    ];
    assert_eq!(
        bara.post_raw(&format!("{path}/mail-settings"), &settings)
            .await
            .status,
        303
    );
    assert!(bara.get(&path).await.body.contains("America/New_York"));
}

// --- Signed personal links (issue 20, item 8) ---

/// The rows of `sql` (a count about the game `game`).
async fn count_rows(app: &TestApp, sql: &str, game: &str) -> i64 {
    let client = app.pool.get().await.unwrap();
    client
        .query_one(sql, &[&game])
        .await
        .unwrap()
        .get::<_, i64>(0)
}

/// The token of a personal link.
fn token_of(link: &str) -> &str {
    &link[link.rfind("/p/").expect("a personal link") + 3..]
}

#[track_caller]
fn assert_refused(page: &durbar_tests::browser::Page, sentence: &str) {
    assert_eq!(page.status, 404, "{}", page.body);
    assert!(page.body.contains(sentence), "{}", page.body);
}

#[tokio::test]
async fn a_signed_link_works_and_one_with_a_changed_mac_or_claim_is_refused() {
    // Given an invitation link
    let app = spawn_app_unlimited().await;
    let host = Browser::new(&app);
    let game = create_by_form(&app, &host, &[("Bára", "bara@example.test")]).await;
    let link = invitation_links(&app, &game).await[1].clone();
    let token = token_of(&link);
    assert_eq!(token.len(), durbar_api::store::SIGNED_TOKEN_LEN);

    // When its last (MAC) or a claim's character is changed, then it signs nobody in
    for at in [token.len() - 1, 33] {
        let mut tampered = token.as_bytes().to_vec();
        tampered[at] = if tampered[at] == b'a' { b'b' } else { b'a' };
        let tampered = String::from_utf8(tampered).unwrap();
        let page = Browser::new(&app).get(&format!("/p/{tampered}")).await;
        assert_refused(&page, "This personal link is not valid.");
    }
    // And the link itself works
    assert_eq!(Browser::new(&app).follow(&link).await.status, 303);
}

#[tokio::test]
async fn an_expired_link_is_refused_with_a_sentence() {
    // Given a link for Bára signed with the server's key but past its expiry
    let app = spawn_app_unlimited().await;
    let host = Browser::new(&app);
    let game = create_by_form(&app, &host, &[("Bára", "bara@example.test")]).await;
    let key = store(&app).link_key().await.unwrap();
    let expired = key.sign(&durbar_api::store::LinkClaims {
        game: game_id(&game),
        player: 1,
        generation: 0,
        expires: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs()
            - 1,
    });

    // When it is followed, or sent as the API's bearer token, then it is refused with a sentence
    let page = Browser::new(&app).get(&format!("/p/{expired}")).await;
    assert_refused(&page, "This personal link has expired.");
    let api = |token: String| {
        let url = format!("{}/api/v1/games/{game}", app.address);
        async move {
            let answer = reqwest::Client::new()
                .get(url)
                .bearer_auth(token)
                .send()
                .await
                .unwrap();
            (answer.status().as_u16(), answer.text().await.unwrap())
        }
    };
    let (status, body) = api(expired).await;
    assert_eq!(status, 401, "{body}");
    assert!(body.contains("This personal link has expired."), "{body}");
    // While the link the invitation carries is a bearer token
    let sent = invitation_links(&app, &game).await[1].clone();
    let (status, body) = api(token_of(&sent).to_owned()).await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn a_revoked_link_is_refused_while_one_sent_afterwards_works() {
    // Given Bára's invitation link
    let app = spawn_app_unlimited().await;
    let (game, mut browsers) = game_with_players(&app, 2).await;
    let old_link = invitation_links(&app, &game).await[1].clone();

    // When the host revokes her links and sends a new one a second later
    let revoked = browsers[0]
        .post(&format!("/games/{game}/players/1/revoke"), &[])
        .await;
    assert_eq!(revoked.status, 303);
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    browsers[0]
        .post(&format!("/games/{game}/players/1/resend"), &[])
        .await;
    let new_link = invitation_links(&app, &game).await[1].clone();

    // Then the old link is refused with a sentence, and the new one works
    assert_ne!(new_link, old_link);
    let page = Browser::new(&app)
        .get(&format!("/p/{}", token_of(&old_link)))
        .await;
    assert_refused(
        &page,
        "This personal link was revoked by the host of your game.",
    );
    assert_eq!(Browser::new(&app).follow(&new_link).await.status, 303);
}

#[tokio::test]
async fn moves_write_no_link_rows_and_the_host_sees_one_live_link_per_player() {
    // Given a game of three made by the form
    let app = spawn_app_unlimited().await;
    let (game, mut browsers) = game_with_players(&app, 3).await;
    let mails_before = count_rows(
        &app,
        "SELECT count(*) FROM outbox WHERE game_id = $1::text::uuid",
        &game,
    )
    .await;

    // When everyone joins (moves that start the game and mail the players)
    join_all(&game, &mut browsers).await;

    // Then mails with links went out, and no link row was written
    let mails_after = count_rows(
        &app,
        "SELECT count(*) FROM outbox WHERE game_id = $1::text::uuid",
        &game,
    )
    .await;
    assert!(mails_after > mails_before, "the moves sent mail");
    let link_rows = count_rows(
        &app,
        "SELECT count(*) FROM player_links WHERE game_id = $1::text::uuid",
        &game,
    )
    .await;
    assert_eq!(link_rows, 0);
    // And the host's page shows one live link per player
    let page = browsers[0].get(&format!("/games/{game}")).await;
    assert_eq!(
        page.body.matches("1 live link<").count(),
        3,
        "{}",
        page.body
    );
}

#[tokio::test]
async fn before_travel_the_turn_says_when_the_palace_form_comes() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers, active) = at_a_turn(&app, [Action::Palace, Action::Gold]).await;
    let me = &mut browsers[active.index()];
    let page = me.get(&format!("/games/{game}")).await;
    // Before travel the architect stands on the start space: no palace form yet, but a hint.
    assert!(
        page.body.contains(
            "The palace is built once your architect is in a city: travel first, then the palace form appears here."
        ),
        "{}",
        page.body
    );
    assert!(!page.body.contains(r#"value="build_palace""#));
    assert!(!page.body.contains("db-route"), "no trip planned, no route");
}

#[tokio::test]
async fn taking_a_character_says_it_cannot_be_undone() {
    let app = spawn_app_unlimited().await;
    let (game, links) = fixed_game(&app, 2).await;
    let store = store(&app);
    drive_until(&store, game, Phase::ChooseCharacters).await;
    let loaded = store.load(game).await.unwrap();
    let seat = *loaded.game.awaiting_seats().first().expect("a chooser");
    let me = signed_in(&app, &links[usize::from(seat.0)]).await;
    let page = me.get(&format!("/games/{game}")).await;
    assert!(
        page.body
            .contains("<button>Choose this character (cannot be undone)</button>"),
        "{}",
        page.body
    );
}
