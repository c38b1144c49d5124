//! A Citadels game waits for its players (C2), over real HTTP, a real database and a real SMTP
//! server: created by the new-game form it has no event and its invitations say "Join"; each
//! player joins from their invitation with a random contribution; a second join keeps the
//! first; a stranger cannot join; the host's page and the page after creating the game say who
//! joined; the last join starts the game (the first picker is called by mail) with every
//! contribution in event 1, mixed into the seed; the finished game's export verifies with
//! `durbar verify` (which re-derives every draw from the seed and the contributions) and with
//! `docs/verify_export.py`.

use std::time::{Duration, Instant};

use durbar_api::audit::export::Export;
use durbar_api::audit::verify::{verify_any, Verdict};
use durbar_domain::citadels::{Citadels, Command, Event, Phase, Table};
use durbar_domain::{Bytes32, GameId, Rules};
use durbar_tests::browser::Browser;
use durbar_tests::citadels_forms::create_by_form;
use durbar_tests::inbox::{self, Delivered};
use durbar_tests::stored::python_verify;
use durbar_tests::{SmtpServer, TestApp};

const PLAYERS: [(&str, &str); 3] = [
    ("Anna", "anna@example.test"),
    ("Bára", "bara@example.test"),
    ("Cyril", "cyril@example.test"),
];

/// The referee's state as the server holds it (a blank table while the game waits).
async fn table(app: &TestApp, game: GameId) -> (u64, Table) {
    let loaded = app.store.load_as::<Citadels>(game).await.unwrap();
    (loaded.seq, (*loaded.game).clone())
}

/// The delivered mail of `kind` to `address`, waiting (a while) until there is one.
async fn delivered(app: &TestApp, smtp: &SmtpServer, kind: &str, address: &str) -> Vec<Delivered> {
    let started = Instant::now();
    loop {
        let mails: Vec<Delivered> = inbox::all_delivered(app, smtp, Duration::from_secs(30))
            .await
            .into_iter()
            .filter(|m| m.kind == kind && m.to() == address)
            .collect();
        if !mails.is_empty() || started.elapsed() > Duration::from_secs(10) {
            return mails;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Signs a fresh browser in with the personal link of `mail`.
async fn open_mail(app: &TestApp, mail: &Delivered) -> Browser {
    let mut browser = Browser::new(app);
    let link = mail.personal_link().expect("a personal link");
    assert_eq!(browser.follow(&link).await.status, 303);
    browser
}

/// How many `citadels_call` mails the outbox holds for the game.
async fn calls(app: &TestApp, game: &str) -> i64 {
    let client = app.pool.get().await.unwrap();
    client
        .query_one(
            "SELECT count(*) FROM outbox WHERE game_id = $1::text::uuid AND kind = 'citadels_call'",
            &[&game],
        )
        .await
        .unwrap()
        .get(0)
}

#[tokio::test]
async fn a_citadels_game_waits_for_every_join_and_starts_on_the_last_with_every_contribution() {
    let (app, smtp, worker) = inbox::app_with_smtp_unlimited().await;
    let mut host = Browser::new(&app);
    let game = create_by_form(&host, "Lobby", &PLAYERS).await;
    let id = GameId(durbar_domain::parse_hex::<16>(&game).unwrap());

    // Given a new game: no event, invitations to join, nobody joined.
    let (seq, state) = table(&app, id).await;
    assert_eq!((seq, state.state.phase), (0, Phase::NotStarted));
    let mut invitations = Vec::new();
    for (_, address) in PLAYERS {
        let mail = delivered(&app, &smtp, "invitation", address).await;
        assert_eq!(mail.len(), 1, "one invitation to {address}");
        let text = mail[0].text();
        assert!(text.contains("press \"Join\""), "{text}");
        assert!(!text.contains("are being picked"), "{text}");
        invitations.push(mail[0].clone());
    }
    let page = host.get(&format!("/games/{game}")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("id=\"join-form\""), "{}", page.body);
    assert_eq!(page.body.matches("not joined yet").count(), 3);
    // Its rules link goes to the Citadels rules, not Maharaja's.
    assert!(
        page.body.contains("href=\"/rules/citadels\""),
        "{}",
        page.body
    );
    assert!(!page.body.contains("href=\"/rules\""), "{}", page.body);
    let commitment: Vec<u8> = app
        .pool
        .get()
        .await
        .unwrap()
        .query_one(
            "SELECT seed_commitment FROM games WHERE game_id = $1::text::uuid",
            &[&game],
        )
        .await
        .unwrap()
        .get(0);
    assert!(
        page.body.contains(&hex::encode(&commitment)),
        "the seed's commitment is shown before anyone contributes"
    );

    // The game's other pages answer while it waits (nothing to show yet, no error).
    for path in ["watch", "log", "export.json", "replay", "result", "mail"] {
        let page = host.get(&format!("/games/{game}/{path}")).await;
        assert!(page.status < 500, "{path}: {} {}", page.status, page.body);
    }

    // A stranger cannot join: not signed in, or signed in to another game.
    let nobody = Browser::new(&app);
    let fields = |c: &str| {
        vec![
            ("csrf".to_owned(), "x".repeat(43)),
            ("idem".to_owned(), "stranger-join".to_owned()),
            ("contribution".to_owned(), c.to_owned()),
        ]
    };
    let refused = nobody
        .post_raw(&format!("/games/{game}/join"), &fields(&"ab".repeat(32)))
        .await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    let other_host = Browser::new(&app);
    let other = create_by_form(&other_host, "Elsewhere", &PLAYERS).await;
    let other_page = other_host.get(&format!("/games/{other}")).await;
    let mut elsewhere = fields(&"cd".repeat(32));
    elsewhere[0].1 = other_page.hidden("csrf").expect("a form token");
    let refused = other_host
        .post_raw(&format!("/games/{game}/join"), &elsewhere)
        .await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert_eq!(app.store.joined(id).await.unwrap(), [false, false, false]);

    // When Bára joins twice, the second time with another number, she joins once, with the
    // first; the game still waits.
    let mut bara = open_mail(&app, &invitations[1]).await;
    let (bara_gives, joined) = bara.join(&game, &[]).await;
    assert_eq!(joined.status, 303, "{}", joined.body);
    let again = bara
        .post(
            &format!("/games/{game}/join"),
            &[("contribution", &"ef".repeat(32))],
        )
        .await;
    assert_eq!(again.status, 303, "{}", again.body);
    assert_eq!(app.store.joined(id).await.unwrap(), [false, true, false]);
    assert_eq!(table(&app, id).await.0, 0, "no event before the last join");
    assert_eq!(calls(&app, &game).await, 0, "nobody is called yet");
    let invited = host.get(&format!("/games/{game}/invited")).await;
    assert!(invited.body.contains("Bára — joined"), "{}", invited.body);
    assert!(invited.body.contains("Cyril — not joined yet"));
    let panel = host.get(&format!("/games/{game}")).await;
    assert!(panel.body.contains("Bára — joined"), "{}", panel.body);
    let bara_page = bara.get(&format!("/games/{game}")).await;
    assert!(!bara_page.body.contains("id=\"join-form\""), "joined once");
    // She chooses a daily digest on the page while the game waits.
    let saved = bara
        .post(
            &format!("/games/{game}/mail-settings"),
            &[("mail_mode", "digest"), ("time_zone", "Europe/Prague")],
        )
        .await;
    assert_eq!(saved.status, 303, "{}", saved.body);
    let settings = app
        .pool
        .get()
        .await
        .unwrap()
        .query_one(
            "SELECT mail_mode FROM players WHERE game_id = $1::text::uuid AND player_index = 1",
            &[&game],
        )
        .await
        .unwrap();
    assert_eq!(settings.get::<_, String>(0), "digest");

    // Anna joins: still waiting. Cyril's join, the last, starts the game.
    let (anna_gives, _) = host.join(&game, &[]).await;
    assert_eq!(table(&app, id).await.0, 0, "no event before the last join");
    let mut cyril = open_mail(&app, &invitations[2]).await;
    let (cyril_gives, joined) = cyril.join(&game, &[]).await;
    assert_eq!(joined.status, 303, "{}", joined.body);
    let (seq, state) = table(&app, id).await;
    assert!(seq > 0, "the last join starts the game");
    assert_eq!(state.state.phase, Phase::Draft);
    assert_eq!(app.store.joined(id).await.unwrap(), [true, true, true]);
    let events = app.store.events_as::<Citadels>(id, 0, 1).await.unwrap();
    let Event::GameStarted {
        contributions,
        seed_commitment,
        ..
    } = &events[0].1.event
    else {
        panic!("event 1 starts the game: {:?}", events[0].1.event);
    };
    let given: Vec<String> = [anna_gives, bara_gives, cyril_gives].to_vec();
    let logged: Vec<String> = contributions.iter().map(|c| hex::encode(c.0)).collect();
    assert_eq!(logged, given, "every first contribution, in seat order");
    assert_eq!(seed_commitment.0.to_vec(), commitment);
    let first = state.state.awaiting()[0];
    let call = delivered(&app, &smtp, "citadels_call", PLAYERS[first.index()].1).await;
    assert_eq!(call.len(), 1, "the first picker is called at the start");
    assert!(call[0].text().contains("pick your character"));

    // Then the game, played to its end by bots, is exported and verified by both verifiers;
    // its deal is not the one the seed alone would give.
    let mut bot = Citadels::bot("greedy", 5).unwrap();
    for _ in 0..5_000 {
        let (_, state) = table(&app, id).await;
        if Citadels::is_over(&state) {
            break;
        }
        let seat = Citadels::waits(&state)[0].seat;
        let mut command = bot.choose(&state, seat);
        if let Command::Pick { nonce, .. } = &mut command {
            *nonce = Bytes32(rand::random());
        }
        app.store
            .execute_once_as::<Citadels>(id, &[command], &[], None, None)
            .await
            .unwrap();
    }
    let (_, over) = table(&app, id).await;
    assert!(Citadels::is_over(&over));
    let response = cyril.get(&format!("/games/{game}/export.json")).await;
    assert_eq!(response.status, 200, "{}", response.body);
    let export: Export = serde_json::from_str(&response.body).unwrap();
    match verify_any(&export) {
        Ok(Verdict::Citadels(verified)) => assert!(verified.replayed),
        other => panic!("the export verifies: {other:?}"),
    }
    let (ok, output) = python_verify(&response.body);
    assert!(ok, "verify_export.py: {output}");
    assert!(
        output.contains("event 1 holds 3 join contributions"),
        "{output}"
    );
    let seed = Bytes32(durbar_domain::parse_hex::<32>(export.seed.as_deref().unwrap()).unwrap());
    let alone = Citadels::decide(
        &Table::default(),
        &Command::Start {
            game: id,
            options: over.state.options.clone(),
            seed,
            contributions: Vec::new(),
            deck: None,
            drafts: Vec::new(),
        },
    )
    .unwrap();
    let with_all = Citadels::decide(
        &Table::default(),
        &Command::Start {
            game: id,
            options: over.state.options.clone(),
            seed,
            contributions: contributions.clone(),
            deck: None,
            drafts: Vec::new(),
        },
    )
    .unwrap();
    let dealt = |events: &[durbar_domain::citadels::Logged]| {
        let table = events.iter().fold(
            Citadels::referee(&durbar_domain::Secrets::default()),
            Citadels::evolve,
        );
        table
            .state
            .players
            .iter()
            .map(|p| p.hand.clone())
            .collect::<Vec<_>>()
    };
    assert_ne!(
        dealt(&alone),
        dealt(&with_all),
        "the contributions change the deal"
    );
    worker.stop().await;
}
