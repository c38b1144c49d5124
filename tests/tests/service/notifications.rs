//! Turn mail end to end: real PostgreSQL, the application's store with its mail notifier, an
//! outbox worker and a real SMTP server (aiosmtpd). Every message type rendered and delivered
//! (golden snapshots of the text parts, what changes from run to run masked), threading across a
//! whole game, one-click unsubscribe without cookies, hostile names, digests, reminders and the
//! no-show policy on a made-up clock, and a game's mail through an SMTP outage; a Czech, a
//! Polish and an English player of one game each reading only their own language.

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, SystemTime};

use durbar_api::store::{Deadlines, NoShow};
use durbar_api::turn_mail::{self, Scheduler, TickReport};
use durbar_domain::maharaja::{
    legal_moves, Action, Character, Command, Event, GameId, GameOptions, Phase, PlayerCommand, Seat,
};
use durbar_tests::inbox::{self, Delivered};
use durbar_tests::{spawn_app_with, SmtpServer, TestApp};

const PLAYERS: [(&str, &str); 3] = [
    ("Anna", "anna@example.test"),
    ("Bára", "bara@example.test"),
    ("Cyril", "cyril@example.test"),
];

const TIMEOUT: Duration = Duration::from_secs(60);

async fn app_with_smtp() -> (TestApp, SmtpServer, durbar_mailer::WorkerHandle) {
    let smtp = SmtpServer::start();
    let url = smtp.url();
    let app = spawn_app_with(|settings| settings.smtp_url = Some(url)).await;
    let worker = inbox::start_worker(&app, &smtp);
    (app, smtp, worker)
}

fn scheduler(app: &TestApp) -> Scheduler {
    Scheduler::new(app.store.clone(), inbox::mail_context(app))
}

async fn fixed_game(app: &TestApp, deadlines: Deadlines) -> GameId {
    let game = inbox::create_game(
        app,
        "Friday game",
        &PLAYERS,
        deadlines,
        GameOptions::default(),
    )
    .await;
    inbox::start_fixed(app, game).await;
    game
}

fn of_kind<'a>(mails: &'a [Delivered], kind: &str, to: &str) -> Vec<&'a Delivered> {
    mails
        .iter()
        .filter(|m| m.kind == kind && m.to() == to)
        .collect()
}

fn snapshot(name: &str, mail: &Delivered) {
    insta::assert_snapshot!(name, inbox::masked(&mail.text()));
}

/// A header's value unfolded (continuation lines joined with one space).
fn header(mail: &durbar_tests::DeliveredMail, name: &str) -> String {
    mail.header(name)
        .unwrap_or_default()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The root of a game's thread.
fn root(app: &TestApp, game: GameId) -> String {
    turn_mail::root_message_id(game, &durbar_mailer::message_id_domain(&app.address)).to_string()
}

#[tokio::test]
async fn every_message_type_is_rendered_and_delivered_threaded_in_one_thread() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, Deadlines::default()).await;
    let mut bots = inbox::bots(3, 1);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Over).await;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;

    // Every type, as Anna (seat 0) gets it first; the receipt and "your turn" also as Bára.
    for kind in [
        "invitation",
        "choose_character",
        "place_house",
        "set_disc",
        "disc_receipt",
        "your_turn",
        "round_summary",
        "game_over",
    ] {
        let first = of_kind(&mails, kind, "anna@example.test");
        let first = first
            .first()
            .unwrap_or_else(|| panic!("no {kind} mail to Anna"));
        snapshot(kind, first);
        assert!(!first.mail.html().is_empty(), "{kind} has an HTML part");
    }
    snapshot(
        "disc_receipt_bara",
        of_kind(&mails, "disc_receipt", "bara@example.test")[0],
    );

    // Exactly once each, all of them.
    let ids: Vec<&str> = mails.iter().map(|m| m.id.as_str()).collect();
    let unique: BTreeSet<&str> = ids.iter().copied().collect();
    assert_eq!(ids.len(), unique.len(), "no message twice");
    assert_eq!(unique.len(), inbox::outbox(&app).await.len());

    // One thread per game, per mailbox rooted in the player's invitation.
    let root = root(&app, game);
    for (_, address) in PLAYERS {
        let mine: Vec<&Delivered> = mails.iter().filter(|m| m.to() == address).collect();
        let invitation = mine
            .iter()
            .find(|m| m.kind == "invitation")
            .expect("an invitation");
        assert_eq!(header(&invitation.mail, "In-Reply-To"), root);
        assert_eq!(header(&invitation.mail, "References"), root);
        for mail in &mine {
            assert_eq!(mail.mail.subject(), "durbar: Friday game", "{}", mail.kind);
            assert!(mail
                .mail
                .header("List-Id")
                .unwrap()
                .contains(&game.to_string()));
            assert_eq!(
                mail.mail.header("List-Unsubscribe-Post").as_deref(),
                Some("List-Unsubscribe=One-Click")
            );
            let unsubscribe = mail
                .mail
                .header("List-Unsubscribe")
                .expect("List-Unsubscribe");
            assert!(unsubscribe.starts_with(&format!("<{}/unsubscribe/", app.address)));
            let personal = mail.personal_link().expect("a personal link");
            assert!(personal.starts_with(&format!("{}/p/", app.address)));
            if mail.kind != "invitation" {
                assert_eq!(
                    header(&mail.mail, "In-Reply-To"),
                    invitation.id,
                    "{}",
                    mail.kind
                );
                assert_eq!(
                    header(&mail.mail, "References"),
                    format!("{root} {}", invitation.id),
                    "{}",
                    mail.kind
                );
            }
        }
        // A personal link in every mail (signed when written: mails of one second may share it).
        let links: Vec<String> = mine.iter().filter_map(|m| m.personal_link()).collect();
        assert_eq!(links.len(), mine.len());
    }

    // The log head in every mail: the game over mail names the last event.
    let head = app.store.load(game).await.unwrap();
    let over = of_kind(&mails, "game_over", "cyril@example.test")[0].text();
    assert!(
        over.contains(&format!(
            "Log head: event {}, hash {}",
            head.seq,
            hex::encode(head.head)
        )),
        "{over}"
    );
    print_counts(&mails);
}

/// Emails per player per round, printed (the closing note reports them).
fn print_counts(mails: &[Delivered]) -> BTreeMap<(String, u32), usize> {
    let mut counts: BTreeMap<(String, u32), usize> = BTreeMap::new();
    for mail in mails {
        *counts.entry((mail.to(), mail.round())).or_default() += 1;
    }
    for ((to, round), n) in &counts {
        println!("mails: {to} round {round}: {n}");
    }
    counts
}

#[tokio::test]
async fn disc_receipts_carry_only_the_setters_own_opening() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, Deadlines::default()).await;
    let mut bots = inbox::bots(3, 2);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    let nonces: Vec<durbar_domain::Bytes32> = (0..3)
        .map(|_| durbar_domain::Bytes32(rand::random()))
        .collect();
    let discs = [
        [Action::Gold, Action::Palace],
        [Action::House, Action::Quarry],
        [Action::Governor, Action::Gold],
    ];
    for seat in 0..3u8 {
        let command = Command::player(
            Seat(seat),
            PlayerCommand::SetDisc {
                actions: discs[usize::from(seat)],
                nonce: nonces[usize::from(seat)],
            },
        );
        app.store.execute(game, &command, None).await.unwrap();
    }
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    for (seat, (_, address)) in PLAYERS.iter().enumerate() {
        let receipts = of_kind(&mails, "disc_receipt", address);
        assert_eq!(receipts.len(), 1, "one receipt to {address}");
        let text = receipts[0].text();
        for (other, nonce) in nonces.iter().enumerate() {
            // Their own nonce, never another player's — in any mail they got.
            let everything: String = mails
                .iter()
                .filter(|m| m.to() == *address)
                .map(|m| m.text() + &m.mail.html())
                .collect();
            assert_eq!(
                everything.contains(&nonce.to_string()),
                other == seat,
                "{address} and the nonce of seat {other}"
            );
        }
        assert!(text.contains(&format!("First arrow:   {}", discs[seat][0])));
        assert!(text.contains(&format!("Second arrow:  {}", discs[seat][1])));
    }
    // The others learn nothing mailed about it: no "disc set" mail in every-mail mode.
    assert!(mails.iter().all(|m| m.kind != "disc_set"));
}

#[tokio::test]
async fn a_changed_disc_gets_a_receipt_saying_it_replaces_the_first() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, Deadlines::default()).await;
    let mut bots = inbox::bots(3, 2);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    let set = |actions| Command::player(Seat(0), durbar_tests::games::set_disc(actions));
    for actions in [
        [Action::Gold, Action::Palace],
        [Action::House, Action::Gold],
    ] {
        app.store.execute(game, &set(actions), None).await.unwrap();
    }
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    let receipts = of_kind(&mails, "disc_receipt", PLAYERS[0].1);
    assert_eq!(receipts.len(), 2, "one receipt per disc set");
    let (first, second): (Vec<String>, Vec<String>) = receipts
        .iter()
        .map(|m| m.text())
        .partition(|text| text.contains("First arrow:   Gold"));
    let commitment = first[0]
        .lines()
        .find_map(|line| line.trim().strip_prefix("Commitment:"))
        .map(str::trim)
        .expect("the first receipt's commitment")
        .to_owned();
    assert!(
        !first[0].contains("replaces"),
        "the first disc replaces nothing"
    );
    let replaces = format!(
        "This disc replaces the one you set before (commitment {}…): its receipt no longer counts",
        &commitment[..16]
    );
    assert!(second[0].contains(&replaces), "{}", second[0]);
}

#[tokio::test]
async fn a_character_taken_asks_its_loser_to_choose_and_the_turn_goes_on() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, Deadlines::default()).await;
    let mut bots = inbox::bots(3, 3);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    // Everyone sets a disc; the first to play takes a character from another player.
    let loaded = app.store.load(game).await.unwrap();
    let first = loaded.game.character_order()[0];
    for seat in loaded.game.seats() {
        let actions = if seat == first {
            [Action::Character, Action::Gold]
        } else {
            [Action::Gold, Action::Gold]
        };
        app.store
            .execute(
                game,
                &Command::player(seat, durbar_tests::games::set_disc(actions)),
                None,
            )
            .await
            .unwrap();
    }
    let loaded = app.store.load(game).await.unwrap();
    let take = legal_moves(&loaded.game, first)
        .into_iter()
        .find(|c| {
            matches!(c, Command::Player { command: PlayerCommand::TakeCharacter { character, .. }, .. }
                if loaded.game.holder_of(*character).is_some())
        })
        .expect("a character to take from another player");
    app.store.execute(game, &take, None).await.unwrap();
    let loaded = app.store.load(game).await.unwrap();
    let victim = loaded.game.pending_replacements()[0];
    let replace = legal_moves(&loaded.game, victim)
        .into_iter()
        .next()
        .expect("a replacement");
    app.store.execute(game, &replace, None).await.unwrap();
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    let victim_address = PLAYERS[victim.index()].1;
    let first_address = PLAYERS[first.index()].1;
    let choose: Vec<&Delivered> = of_kind(&mails, "choose_character", victim_address)
        .into_iter()
        .filter(|m| m.round() == 1)
        .collect();
    assert_eq!(choose.len(), 1);
    snapshot("choose_character_replacement", choose[0]);
    let turns = of_kind(&mails, "your_turn", first_address);
    assert_eq!(turns.len(), 2, "the turn began, then went on");
    snapshot("your_turn_goes_on", turns[1]);
}

#[tokio::test]
async fn unsubscribing_by_post_without_cookies_stops_mail_but_not_the_game() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, Deadlines::default()).await;
    let mut bots = inbox::bots(3, 4);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    let bara = of_kind(&mails, "set_disc", "bara@example.test")[0];
    let header = bara.mail.header("List-Unsubscribe").unwrap();
    let url = header
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_owned();
    let no_cookies = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();

    // GET only asks.
    let page = no_cookies.get(&url).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let body = page.text().await.unwrap();
    assert!(body.contains("Unsubscribe from"), "{body}");
    let unsubscribed = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            let client = pool.get().await.unwrap();
            client
                .query_one(
                    "SELECT unsubscribed_at IS NOT NULL FROM players WHERE email = 'bara@example.test'",
                    &[],
                )
                .await
                .unwrap()
                .get::<_, bool>(0)
        }
    };
    assert!(!unsubscribed(&app).await, "a GET changes nothing");

    // The one-click POST, as a mail program sends it: no cookie, no form token.
    let response = no_cookies
        .post(&url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert!(response
        .text()
        .await
        .unwrap()
        .contains("You are unsubscribed"));
    assert!(unsubscribed(&app).await);
    // Again: still 200.
    let again = no_cookies
        .post(&url)
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 200);
    // An unknown token: 404.
    let unknown = no_cookies
        .post(format!("{}/unsubscribe/{}", app.address, "ab".repeat(32)))
        .send()
        .await
        .unwrap();
    assert_eq!(unknown.status(), 404);

    // The game goes on (Bára's moves too), and Bára gets no more mail.
    let before = smtp.delivered().len();
    inbox::play_until(&app.store, game, &mut bots, |g| {
        g.round() == 2 && g.phase() == Phase::Turns
    })
    .await;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    assert!(mails.len() > before);
    let after: Vec<&Delivered> = mails[before..].iter().collect();
    assert!(after.iter().all(|m| m.to() != "bara@example.test"));
    assert!(after
        .iter()
        .any(|m| m.to() == "anna@example.test" && m.kind == "round_summary"));
    let state = app.store.load(game).await.unwrap();
    assert_eq!(state.game.round(), 2);
}

#[tokio::test]
async fn hostile_names_cannot_inject_headers_or_html() {
    let (app, smtp, worker) = app_with_smtp().await;
    let players = [
        ("Eve\r\nBcc: mallory@evil.test", "eve@example.test"),
        ("<script>alert(1)</script>", "script@example.test"),
        ("Ann \"<b>bold</b>\" & co", "ann@example.test"),
    ];
    let game = inbox::create_game(
        &app,
        "Evil\r\nX-Injected: yes <img src=x onerror=alert(1)>",
        &players,
        Deadlines::default(),
        GameOptions::default(),
    )
    .await;
    inbox::start_fixed(&app, game).await;
    let mut bots = inbox::bots(3, 5);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Turns).await;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    assert!(
        mails.len() >= 3 * 4,
        "every player got their mail: {}",
        mails.len()
    );
    for mail in &mails {
        let raw = String::from_utf8_lossy(&mail.mail.raw).to_string();
        let head = raw.split("\r\n\r\n").next().unwrap().to_ascii_lowercase();
        assert!(!head.contains("\r\nbcc:"), "{head}");
        assert!(!head.contains("\r\nx-injected:"), "{head}");
        assert!(!raw.contains("mallory@evil.test>"), "no address injected");
        assert!(
            players.iter().any(|(_, address)| mail.to() == *address),
            "{}",
            mail.to()
        );
        let html = mail.mail.html();
        assert!(!html.contains("<script>"), "{html}");
        // (the only picture is the board's own, `cid:`: the name's <img> stays text)
        assert!(!html.contains("<img src=x"), "{html}");
        assert!(
            html.matches("<img").count() == html.matches("<img src=\"cid:board@durbar\"").count(),
            "{html}"
        );
        assert!(!html.contains("<b>bold"), "{html}");
        assert_eq!(
            mail.mail.subject(),
            "durbar: Evil  X-Injected: yes <img src=x onerror=alert(1)>"
        );
    }
    // The names are in the HTML, escaped.
    assert!(mails.iter().any(|m| m
        .mail
        .html()
        .contains("&#60;script&#62;alert(1)&#60;/script&#62;")
        || m.mail
            .html()
            .contains("&lt;script&gt;alert(1)&lt;/script&gt;")));
}

/// Changes a player's mail settings in the database and, as every writer of players must, tells
/// the store (which keeps what mail needs of a game's players until they change).
async fn set_mode(app: &TestApp, email: &str, mode: &str, time_zone: &str, vacation: bool) {
    let client = app.pool.get().await.unwrap();
    let games = client
        .query(
            "UPDATE players SET mail_mode = $2, time_zone = $3, on_vacation = $4 WHERE email = $1
             RETURNING game_id",
            &[&email, &mode, &time_zone, &vacation],
        )
        .await
        .unwrap();
    for row in games {
        let game: uuid::Uuid = row.get(0);
        app.store.players_changed(GameId(*game.as_bytes()));
    }
}

#[tokio::test]
async fn a_digest_player_gets_one_mail_a_morning_and_at_once_when_the_game_waits_for_them() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, Deadlines::default()).await;
    set_mode(&app, "bara@example.test", "digest", "Asia/Kolkata", false).await;
    let mut bots = inbox::bots(3, 6);
    // Setup calls Bára in turn: each call comes at once, the game waits for her alone.
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    let bara: Vec<&Delivered> = mails
        .iter()
        .filter(|m| m.to() == "bara@example.test")
        .collect();
    let kinds: BTreeSet<&str> = bara.iter().map(|m| m.kind.as_str()).collect();
    assert_eq!(
        kinds,
        BTreeSet::from(["invitation", "choose_character", "place_house"]),
        "calls to act come at once when the game waits for her alone (a digest of one is sent \
         as itself)"
    );
    let count_before = bara.len();

    // Round 1: "set your disc" waits in her digest while others are still to set theirs.
    let loaded = app.store.load(game).await.unwrap();
    assert_eq!(loaded.game.phase(), Phase::Discs);
    let anna = inbox::bot_move(&loaded.game, &mut bots).unwrap();
    app.store.execute(game, &anna, None).await.unwrap();
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    assert_eq!(
        mails
            .iter()
            .filter(|m| m.to() == "bara@example.test")
            .count(),
        count_before
    );
    // Cyril sets his: the game waits for Bára alone, so her digest goes now.
    let cyril = Command::player(
        Seat(2),
        durbar_tests::games::set_disc([Action::Gold, Action::Gold]),
    );
    app.store.execute(game, &cyril, None).await.unwrap();
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    let digests: Vec<&Delivered> = mails
        .iter()
        .filter(|m| m.to() == "bara@example.test" && m.kind == "digest")
        .collect();
    let last = digests.last().expect("a digest");
    let text = last.text();
    assert!(text.contains("## Round 1: set your disc"), "{text}");
    assert!(
        text.contains("## Round 1: Anna has set their disc"),
        "{text}"
    );
    assert!(
        text.contains("## Round 1: Cyril has set their disc"),
        "{text}"
    );
    snapshot("digest", last);

    // Her own disc: the receipt comes at once. Then the round plays out; its summary waits for
    // the morning (08:00 in Kolkata), unless the game waits for her alone again.
    let n = mails.len();
    let loaded = app.store.load(game).await.unwrap();
    let bara_disc = inbox::bot_move(&loaded.game, &mut bots).unwrap();
    app.store.execute(game, &bara_disc, None).await.unwrap();
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    assert!(mails[n..]
        .iter()
        .any(|m| m.to() == "bara@example.test" && m.kind == "disc_receipt"));

    // Waiting notices go out at her next local morning, not before.
    let client = app.pool.get().await.unwrap();
    client
        .execute(
            "INSERT INTO digest_items (game_id, player_index, kind, round, heading, text_part, html_part)
             VALUES ($1, 1, 'round_summary', 1, 'A test notice', 'Nothing much.', '<p>Nothing much.</p>')",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap();
    let now = SystemTime::now();
    let morning = turn_mail::next_digest_time(now, "Asia/Kolkata");
    let scheduler = scheduler(&app);
    assert_eq!(
        scheduler
            .run_once(morning - Duration::from_secs(60))
            .await
            .unwrap()
            .digests,
        0
    );
    let report = scheduler
        .run_once(morning + Duration::from_secs(60))
        .await
        .unwrap();
    assert_eq!(report.digests, 1);
    assert_eq!(
        scheduler
            .run_once(morning + Duration::from_secs(120))
            .await
            .unwrap()
            .digests,
        0
    );
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    let last = mails
        .iter()
        .rfind(|m| m.to() == "bara@example.test")
        .unwrap();
    assert!(last.text().contains("A test notice"), "{}", last.text());
}

fn auto_deadlines() -> Deadlines {
    Deadlines {
        turn_hours: 48,
        reminder_hours: 12,
        no_show: NoShow::Auto,
    }
}

async fn events_of(app: &TestApp, game: GameId) -> Vec<Event> {
    app.store
        .events(game, 0, u64::MAX)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.event)
        .collect()
}

/// When the last event matching `which` was recorded.
async fn recorded_at(app: &TestApp, game: GameId, which: impl Fn(&Event) -> bool) -> SystemTime {
    app.store
        .events(game, 0, u64::MAX)
        .await
        .unwrap()
        .into_iter()
        .rev()
        .find(|e| which(&e.event))
        .expect("such an event")
        .recorded_at
}

const HOUR: Duration = Duration::from_secs(3600);
const JUST: Duration = Duration::from_millis(1);

#[tokio::test]
async fn reminders_come_once_before_the_deadline_and_the_auto_policy_moves_for_the_absent() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, auto_deadlines()).await;
    let mut bots = inbox::bots(3, 7);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    set_mode(&app, "cyril@example.test", "every", "Europe/Prague", true).await;
    // The discs' deadline runs from the round's start.
    let round_start = recorded_at(&app, game, |e| matches!(e, Event::RoundStarted { .. })).await;

    // Nothing is due an hour in; 36 hours in, the reminders (not to Cyril: on vacation).
    let s = scheduler(&app);
    assert_eq!(
        s.run_once(round_start + HOUR).await.unwrap(),
        TickReport::default()
    );
    assert_eq!(
        s.run_once(round_start + 36 * HOUR - JUST)
            .await
            .unwrap()
            .reminders,
        0
    );
    let report = s.run_once(round_start + 36 * HOUR).await.unwrap();
    assert_eq!(report.reminders, 2, "{report:?}");
    assert_eq!(report.no_shows, 0);
    // Again, and from a restarted scheduler: nothing twice.
    assert_eq!(
        s.run_once(round_start + 38 * HOUR).await.unwrap().reminders,
        0
    );
    assert_eq!(
        scheduler(&app)
            .run_once(round_start + 38 * HOUR)
            .await
            .unwrap()
            .reminders,
        0
    );
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    let reminders: Vec<&Delivered> = mails.iter().filter(|m| m.kind == "reminder").collect();
    assert_eq!(reminders.len(), 2);
    assert!(reminders.iter().all(|m| m.to() != "cyril@example.test"));
    // Mail is sent several at a time, so the order of delivery says nothing: take Anna's.
    let annas = reminders
        .iter()
        .find(|m| m.to() == "anna@example.test")
        .expect("Anna's reminder");
    snapshot("reminder", annas);

    // Anna sets her disc herself; at the deadline Bára and Cyril get Gold + Gold, and the
    // turns begin (their own clocks start now).
    let anna = Command::player(
        Seat(0),
        durbar_tests::games::set_disc([Action::Gold, Action::House]),
    );
    app.store.execute(game, &anna, None).await.unwrap();
    assert_eq!(
        s.run_once(round_start + 48 * HOUR - JUST)
            .await
            .unwrap()
            .no_shows,
        0
    );
    let before = events_of(&app, game).await.len();
    let report = s.run_once(round_start + 48 * HOUR).await.unwrap();
    assert_eq!(report.no_shows, 2, "{report:?}");
    let events = events_of(&app, game).await;
    let system_discs: Vec<Seat> = events[before..]
        .iter()
        .filter_map(|e| match e {
            Event::DiscCommitted {
                seat,
                by_system: true,
                ..
            } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(system_discs, vec![Seat(1), Seat(2)]);
    let state = app.store.load(game).await.unwrap().game;
    let active = state.active_seat().expect("a turn began");

    // The first turn's deadline: it ends, what was not played is forfeited.
    let turn_start = recorded_at(&app, game, |e| matches!(e, Event::DiscRevealed { .. })).await;
    let before = events_of(&app, game).await.len();
    let report = s.run_once(turn_start + 48 * HOUR).await.unwrap();
    assert_eq!(report.no_shows, 1, "{report:?}");
    let events = events_of(&app, game).await;
    assert!(events[before..].iter().any(|e| matches!(
        e,
        Event::TurnEnded { seat, by_system: true, .. } if *seat == active
    )));
    assert!(
        events[before..]
            .iter()
            .any(|e| matches!(e, Event::ForfeitCompensated { seat, .. } if *seat == active)),
        "an unfinished turn forfeits what it did not play"
    );
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    let by_system = mails
        .iter()
        .find(|m| m.kind == "disc_receipt" && m.to() == "bara@example.test")
        .expect("Bára's receipt for the disc set for her");
    assert!(by_system.text().contains("the server set it for you"));
    snapshot("disc_receipt_by_system", by_system);
}

#[tokio::test]
async fn under_the_wait_policy_the_game_waits_and_a_pending_choice_is_timed_too() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(
        &app,
        Deadlines {
            turn_hours: 24,
            reminder_hours: 6,
            no_show: NoShow::Wait,
        },
    )
    .await;
    let s = scheduler(&app);
    // Setup waits for Anna's character: a reminder, then nothing more, ever.
    let report = s.run_once(SystemTime::now() + 19 * HOUR).await.unwrap();
    assert_eq!(report.reminders, 1);
    let seq = app.store.load(game).await.unwrap().seq;
    let report = s.run_once(SystemTime::now() + 500 * HOUR).await.unwrap();
    assert_eq!(report, TickReport::default());
    assert_eq!(
        app.store.load(game).await.unwrap().seq,
        seq,
        "the game waited"
    );
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    let reminder = mails.iter().find(|m| m.kind == "reminder").unwrap();
    assert_eq!(reminder.to(), "anna@example.test");
    assert!(reminder.text().contains("choose your starting character"));
    assert!(reminder.text().contains("the game waits for you"));
}

#[tokio::test]
async fn the_auto_policy_replaces_a_lost_character_at_the_deadline() {
    let (app, _smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, auto_deadlines()).await;
    let mut bots = inbox::bots(3, 8);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    let loaded = app.store.load(game).await.unwrap();
    let first = loaded.game.character_order()[0];
    for seat in loaded.game.seats() {
        let actions = if seat == first {
            [Action::Character, Action::Gold]
        } else {
            [Action::Gold, Action::Gold]
        };
        app.store
            .execute(
                game,
                &Command::player(seat, durbar_tests::games::set_disc(actions)),
                None,
            )
            .await
            .unwrap();
    }
    let loaded = app.store.load(game).await.unwrap();
    let take = legal_moves(&loaded.game, first)
        .into_iter()
        .find(|c| {
            matches!(c, Command::Player { command: PlayerCommand::TakeCharacter { character, .. }, .. }
                if loaded.game.holder_of(*character).is_some())
        })
        .unwrap();
    app.store.execute(game, &take, None).await.unwrap();
    let victim = app
        .store
        .load(game)
        .await
        .unwrap()
        .game
        .pending_replacements()[0];
    let taken = recorded_at(&app, game, |e| matches!(e, Event::CharacterTaken { .. })).await;
    let s = scheduler(&app);
    assert_eq!(
        s.run_once(taken + 48 * HOUR - JUST).await.unwrap().no_shows,
        0
    );
    assert_eq!(s.run_once(taken + 48 * HOUR).await.unwrap().no_shows, 1);
    let events = events_of(&app, game).await;
    let replaced = events.iter().find_map(|e| match e {
        Event::CharacterReplaced {
            seat,
            character,
            by_system: true,
        } => Some((*seat, *character)),
        _ => None,
    });
    let state = app.store.load(game).await.unwrap().game;
    assert_eq!(replaced.map(|r| r.0), Some(victim));
    assert!(replaced.is_some_and(|(_, c)| c != Character::Yogi));
    assert!(state.pending_replacements().is_empty());
    worker.stop().await;
}

#[tokio::test]
async fn a_games_mail_survives_an_smtp_outage_each_message_arriving_once() {
    let (app, mut smtp, worker) = app_with_smtp().await;
    let game = inbox::create_game(
        &app,
        "Outage",
        &PLAYERS,
        Deadlines::default(),
        GameOptions::default(),
    )
    .await;
    for player in 0..3u8 {
        app.store
            .join(game, player, durbar_domain::Bytes32([player + 1; 32]))
            .await
            .unwrap();
    }
    let mut bots = inbox::bots(3, 9);
    inbox::play_until(&app.store, game, &mut bots, |g| g.round() == 2).await;
    // The mail server goes away for a while; the game goes on.
    smtp.stop();
    inbox::play_until(&app.store, game, &mut bots, |g| g.round() == 4).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(inbox::pending(&app).await > 0, "mail waits in the outbox");
    smtp.restart();
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Over).await;
    let mails = inbox::all_delivered(&app, &smtp, Duration::from_secs(120)).await;
    worker.stop().await;
    let rows = inbox::outbox(&app).await;
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for mail in &mails {
        *seen.entry(mail.id.as_str()).or_default() += 1;
    }
    // No loss: every row delivered; no duplicates (none with another id, none twice here).
    assert_eq!(seen.len(), rows.len());
    assert!(rows.iter().all(|(id, _, _)| seen.contains_key(id.as_str())));
    assert!(seen.values().all(|n| *n == 1), "{seen:?}");
    assert!(mails.iter().any(|m| m.kind == "game_over"));
}

#[tokio::test]
async fn the_mail_settings_form_on_the_game_page_sets_mode_time_zone_and_vacation() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, Deadlines::default()).await;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    let invitation = of_kind(&mails, "invitation", "bara@example.test")[0];
    let mut browser = durbar_tests::browser::Browser::new(&app);
    let followed = browser.follow(&invitation.personal_link().unwrap()).await;
    assert_eq!(followed.status, 303);
    let page = browser.get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Mail settings"), "{}", page.body);
    assert!(page
        .body
        .contains(&format!("action=\"/games/{game}/mail-settings\"")));
    let settings = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            let client = pool.get().await.unwrap();
            let row = client
                .query_one(
                    "SELECT mail_mode, time_zone, on_vacation, unsubscribed_at IS NOT NULL
                       FROM players WHERE email = 'bara@example.test'",
                    &[],
                )
                .await
                .unwrap();
            (
                row.get::<_, String>(0),
                row.get::<_, String>(1),
                row.get::<_, bool>(2),
                row.get::<_, bool>(3),
            )
        }
    };
    let path = format!("/games/{game}/mail-settings");
    let saved = browser
        .post(
            &path,
            &[
                ("mail_mode", "digest"),
                ("time_zone", "Europe/Prague"),
                ("on_vacation", "on"),
                ("lang", "pl"),
            ],
        )
        .await;
    assert_eq!(saved.status, 303, "{}", saved.body);
    let lang: Option<String> = app
        .pool
        .get()
        .await
        .unwrap()
        .query_one(
            "SELECT lang FROM players WHERE email = 'bara@example.test'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(lang.as_deref(), Some("pl"), "the language picked is stored");
    assert_eq!(
        settings(&app).await,
        ("digest".into(), "Europe/Prague".into(), true, false)
    );
    // The form shows what is saved.
    let page = browser.get(&format!("/games/{game}")).await;
    assert!(
        page.body.contains("<option value=\"digest\" selected>"),
        "{}",
        page.body
    );
    assert!(page.body.contains("value=\"Europe/Prague\""));

    // An unknown zone is refused with a sentence next to the form, in the language she picked
    // (Polish); nothing changes.
    let refused = browser
        .post(
            &path,
            &[("mail_mode", "every"), ("time_zone", "Mars/Olympus")],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(
        refused.body.contains("nie jest znaną nam strefą czasową"),
        "{}",
        refused.body
    );
    assert_eq!(settings(&app).await.0, "digest");

    // "No mail" unsubscribes; "every mail" subscribes again.
    let none = browser
        .post(&path, &[("mail_mode", "none"), ("time_zone", "UTC")])
        .await;
    assert_eq!(none.status, 303);
    assert!(settings(&app).await.3);
    let every = browser
        .post(&path, &[("mail_mode", "every"), ("time_zone", "UTC")])
        .await;
    assert_eq!(every.status, 303);
    assert_eq!(
        settings(&app).await,
        ("every".into(), "UTC".into(), false, false)
    );

    // Without a session the form is refused.
    let stranger = durbar_tests::browser::Browser::new(&app);
    let page = stranger
        .post_raw(&path, &[("mail_mode".into(), "none".into())])
        .await;
    assert_eq!(page.status, 403);
}

#[tokio::test]
async fn the_scheduler_task_of_durbar_serve_runs_passes_until_stopped() {
    let (app, smtp, worker) = app_with_smtp().await;
    let game = fixed_game(&app, Deadlines::default()).await;
    // A notice that has waited in Cyril's digest since the day before yesterday: due now.
    let client = app.pool.get().await.unwrap();
    client
        .execute(
            "INSERT INTO digest_items (game_id, player_index, kind, round, heading, text_part,
                                       html_part, created_at)
             VALUES ($1, 2, 'round_summary', 0, 'An old notice', 'Old news.', '<p>Old news.</p>',
                     now() - interval '2 days')",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap();
    let before = inbox::outbox(&app).await.len();
    let task = scheduler(&app).spawn(Duration::from_millis(100));
    let started = std::time::Instant::now();
    while inbox::outbox(&app).await.len() == before {
        assert!(
            started.elapsed() < TIMEOUT,
            "the scheduler task sent nothing"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    task.stop().await;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    let old = mails
        .iter()
        .rfind(|m| m.to() == "cyril@example.test")
        .unwrap();
    assert!(old.text().contains("Old news."), "{}", old.text());
}

#[tokio::test]
async fn a_czech_a_polish_and_an_english_player_each_read_pages_and_mail_in_their_own_language() {
    use durbar_templates::Lang;
    use durbar_tests::browser::Browser;
    use durbar_tests::tongues::{foreign_piece, own_pieces};

    let (app, smtp, worker) = app_with_smtp().await;
    // Given a game in English, whose invitations go out in English
    let game = inbox::create_game(
        &app,
        "Friday game",
        &PLAYERS,
        Deadlines::default(),
        GameOptions::default(),
    )
    .await;
    let invitations = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    let link_of = |address: &str| {
        invitations
            .iter()
            .find(|m| m.to() == address && m.kind == "invitation")
            .and_then(Delivered::personal_link)
            .expect("an invitation with a personal link")
    };
    // When Bára picks Czech and Cyril Polish as they join through their links (Anna keeps the
    // game's English and does not join: the game is started with a fixed seating, so that its
    // mail is the same every run)
    let mut browsers = Vec::new();
    for ((_, address), lang) in PLAYERS.iter().zip([None, Some("cs"), Some("pl")]) {
        let mut browser = Browser::new(&app);
        assert_eq!(browser.follow(&link_of(address)).await.status, 303);
        if let Some(lang) = lang {
            // A fixed contribution (a browser draws its own): the same game every run.
            let contribution = format!("{:02x}", lang.as_bytes()[0]).repeat(32);
            let joined = browser
                .post(
                    &format!("/games/{game}/join"),
                    &[("contribution", &contribution), ("lang", lang)],
                )
                .await;
            assert!(joined.status < 400, "{}", joined.body);
        }
        browsers.push(browser);
    }
    inbox::start_fixed(&app, game).await;
    let mut bots = inbox::bots(3, 1);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Over).await;
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    // Then every mail after the invitations, and each player's page of the finished game, is in
    // its reader's language and holds no text of the other three languages' catalogues
    let langs = [Lang::En, Lang::Cs, Lang::Pl];
    for (((_, address), lang), browser) in PLAYERS.iter().zip(langs).zip(&browsers) {
        let theirs: Vec<&Delivered> = mails
            .iter()
            .filter(|m| m.to() == *address && m.kind != "invitation")
            .collect();
        assert!(theirs.len() > 5, "{address} got their mail");
        for mail in theirs {
            let text = mail.text();
            let html = mail.mail.html();
            for part in [&text, &html] {
                assert_eq!(
                    foreign_piece(part, lang),
                    None,
                    "{address} ({lang}) {}: {part}",
                    mail.kind
                );
            }
            assert!(own_pieces(&text, lang) > 0, "{address} ({lang}): {text}");
            assert_eq!(header(&mail.mail, "Content-Language"), lang.code());
            assert!(html.contains(&format!("<html lang=\"{lang}\">")));
        }
        for path in [format!("/games/{game}"), format!("/games/{game}/result")] {
            let page = browser.get(&path).await;
            assert_eq!(page.status, 200, "{path}");
            assert!(
                page.body.contains(&format!("<html lang=\"{lang}\"")),
                "{path}"
            );
            assert_eq!(foreign_piece(&page.body, lang), None, "{address} {path}");
            assert!(own_pieces(&page.body, lang) > 3, "{address} {path}");
        }
    }
    for (kind, address, name) in [
        ("your_turn", "bara@example.test", "your_turn_cs"),
        ("your_turn", "cyril@example.test", "your_turn_pl"),
        ("round_summary", "anna@example.test", "round_summary_en"),
        ("round_summary", "bara@example.test", "round_summary_cs"),
        ("round_summary", "cyril@example.test", "round_summary_pl"),
        ("game_over", "bara@example.test", "game_over_cs"),
        ("game_over", "cyril@example.test", "game_over_pl"),
    ] {
        snapshot(name, of_kind(&mails, kind, address)[0]);
    }
}

#[tokio::test]
async fn a_czech_game_invites_in_czech_and_reminds_each_player_in_their_own_language() {
    let (app, smtp, worker) = app_with_smtp().await;
    // Given a game whose host chose Czech, where Cyril then picks Polish for his mail
    let game = inbox::create_game_in(
        &app,
        "Hra v patek",
        &PLAYERS,
        auto_deadlines(),
        GameOptions {
            hidden_gold: true,
            ..GameOptions::default()
        },
        turn_mail::Lang::Cs,
    )
    .await;
    {
        let client = app.pool.get().await.unwrap();
        turn_mail::set_player_lang(&client, game, 2, turn_mail::Lang::Pl)
            .await
            .unwrap();
    }
    app.store.players_changed(game);
    inbox::start_fixed(&app, game).await;
    let mut bots = inbox::bots(3, 7);
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    // When the reminders of the discs' deadline are due
    let round_start = recorded_at(&app, game, |e| matches!(e, Event::RoundStarted { .. })).await;
    let report = scheduler(&app)
        .run_once(round_start + 36 * HOUR)
        .await
        .unwrap();
    assert_eq!(report.reminders, 3, "{report:?}");
    let mails = inbox::all_delivered(&app, &smtp, TIMEOUT).await;
    worker.stop().await;
    // Then every invitation came in Czech, the game's language, subject and all
    let invitations: Vec<&Delivered> = mails.iter().filter(|m| m.kind == "invitation").collect();
    assert_eq!(invitations.len(), 3);
    for mail in &invitations {
        let text = mail.text();
        assert_eq!(header(&mail.mail, "Content-Language"), "cs");
        assert!(text.contains("Otevřete hru odkazem níže"), "{text}");
        assert!(
            text.contains("skryté zlaťáky (zlaťáky ostatních hráčů"),
            "{text}"
        );
        assert!(text.contains("48 hodin na každý tah"), "{text}");
        assert!(
            text.contains("na tahu: všichni — připojit se ke hře"),
            "{text}"
        );
        for english in [
            "invites you",
            "Open the game",
            "Rules:",
            "hours",
            "deadline",
        ] {
            assert!(!text.contains(english), "{english}: {text}");
        }
        assert_eq!(header(&mail.mail, "Subject"), "durbar: Hra v patek");
    }
    snapshot(
        "invitation_cs",
        of_kind(&mails, "invitation", "bara@example.test")[0],
    );
    // And each reminder in its reader's language: Czech for Anna and Bára, Polish for Cyril
    for ((_, address), lang, words) in [
        (
            PLAYERS[0],
            "cs",
            "Hra na vás čeká: nastavit svůj disk pro 1. kolo",
        ),
        (
            PLAYERS[1],
            "cs",
            "Hra na vás čeká: nastavit svůj disk pro 1. kolo",
        ),
        (
            PLAYERS[2],
            "pl",
            "Gra czeka na Ciebie: ustawić swój dysk na rundę 1",
        ),
    ] {
        let reminder = of_kind(&mails, "reminder", address)[0];
        let text = reminder.text();
        assert_eq!(header(&reminder.mail, "Content-Language"), lang);
        assert!(text.contains(words), "{address}: {text}");
        assert!(!text.contains("The game waits") && !text.contains("If you miss it"));
    }
    snapshot(
        "reminder_cs",
        of_kind(&mails, "reminder", "bara@example.test")[0],
    );
    snapshot(
        "reminder_pl",
        of_kind(&mails, "reminder", "cyril@example.test")[0],
    );
}
