//! Several nodes on one database: two `durbar serve` processes and one `durbar mailer` on one
//! `DATABASE_URL`, a game played with its POSTs alternating between the two nodes. Every page is
//! fresh on both nodes after every move (each node's cache follows the change feed), every mail
//! goes out exactly once (three outbox workers share the queue).

use std::collections::BTreeMap;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use durbar_api::store::Store;
use durbar_domain::maharaja::bots::{Bot, GreedyBot};
use durbar_domain::maharaja::{GameId, Phase, PlayerCommand};
use durbar_tests::browser::{link_in, Browser};
use durbar_tests::smtp::free_port;
use durbar_tests::{SmtpServer, TestDatabase};

/// A `durbar` process that is killed when dropped.
struct Node(Child);

impl Drop for Node {
    fn drop(&mut self) {
        // SIGTERM first: serve and mailer stop cleanly on it.
        // SAFETY: kill(2) on our own child's pid.
        unsafe {
            libc::kill(self.0.id() as i32, libc::SIGTERM);
        }
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.0.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `durbar <command>` on the shared database and SMTP server; `public` is the service's
/// public URL (the same for every node, as behind one load balancer).
fn start(
    command: &str,
    port: Option<u16>,
    public: &str,
    db: &TestDatabase,
    smtp: &SmtpServer,
) -> Node {
    let data_dir = tempfile::Builder::new()
        .prefix("durbar-node-")
        .tempdir()
        .unwrap()
        .keep();
    let mut process = Command::new(env!("CARGO_BIN_EXE_durbar"));
    process
        .arg(command)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DURBAR_CONFIG", "/dev/null")
        .env("DATABASE_URL", db.url())
        .env("DURBAR_SMTP_URL", smtp.url())
        .env("DURBAR_BASE_URL", public)
        .env("DURBAR_DATA_DIR", &data_dir)
        .env("DURBAR_POST_RATE_PER_IP", "0")
        .env("DURBAR_POST_RATE_PER_GAME", "0")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null());
    if let Some(port) = port {
        process.env("DURBAR_BIND", format!("127.0.0.1:{port}"));
    }
    Node(process.spawn().expect("cannot start durbar"))
}

async fn wait_healthy(address: &str) {
    let client = reqwest::Client::new();
    let started = Instant::now();
    loop {
        if let Ok(response) = client.get(format!("{address}/healthz")).send().await {
            if response.status().is_success() {
                return;
            }
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{address} did not start"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The version of the game a page was made on (its forms' `seen`), if it has forms.
fn seen(body: &str) -> Option<u64> {
    durbar_tests::browser::field_value(body, "seen").and_then(|s| s.parse().ok())
}

#[tokio::test]
async fn two_serve_nodes_and_a_mailer_play_one_game_on_one_database() {
    // Given two `durbar serve` and one `durbar mailer` on one database
    let db = TestDatabase::create().await;
    let smtp = SmtpServer::start();
    let ports = [free_port(), free_port()];
    let nodes: Vec<String> = ports
        .iter()
        .map(|p| format!("http://127.0.0.1:{p}"))
        .collect();
    let public = nodes[0].clone();
    let _a = start("serve", Some(ports[0]), &public, &db, &smtp);
    let _b = start("serve", Some(ports[1]), &public, &db, &smtp);
    let _mailer = start("mailer", None, &public, &db, &smtp);
    for node in &nodes {
        wait_healthy(node).await;
    }
    let pool = durbar_api::database::pool(db.config.clone(), 4).unwrap();
    let store = Store::new(pool.clone());

    // When Anna creates a game of two on node A
    let anna = Browser::on(&nodes[0], &public);
    let form = anna.get("/games/new").await;
    let fields: Vec<(String, String)> = [
        ("csrf", form.hidden("csrf").unwrap()),
        ("idem", form.hidden("idem").unwrap()),
        ("title", "Two nodes".into()),
        ("host_name", "Anna".into()),
        ("host_email", "anna@example.test".into()),
        ("player_name_1", "Bára".into()),
        ("player_email_1", "bara@example.test".into()),
        ("turn_hours", "48".into()),
        ("reminder_hours", "12".into()),
        ("no_show", "wait".into()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v))
    .collect();
    let created = anna.post_raw("/games", &fields).await;
    assert_eq!(created.status, 303, "{}", created.body);
    let game_hex = created
        .location
        .unwrap()
        .trim_start_matches("/games/")
        .trim_end_matches("/invited")
        .to_owned();
    let game = GameId(durbar_domain::parse_hex::<16>(&game_hex).unwrap());

    // And each player follows their invitation (delivered by SMTP) on the other node
    let invitations = smtp.wait_for(2, Duration::from_secs(30)).await;
    let mut browsers = Vec::new();
    for (i, email) in ["anna@example.test", "bara@example.test"]
        .iter()
        .enumerate()
    {
        let mail = invitations
            .iter()
            .find(|m| m.to().contains(email))
            .expect("an invitation for each player");
        let link = link_in(&mail.text()).expect("a personal link");
        let mut browser = Browser::on(&nodes[1 - i % 2], &public);
        assert_eq!(browser.follow(&link).await.status, 303);
        browsers.push(browser);
    }

    // And the game is played with every POST going to the other node than the last one
    let mut post = 0usize;
    for browser in browsers.iter_mut() {
        browser.address = nodes[post % 2].clone();
        post += 1;
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
    let seats: Vec<usize> = store
        .load(game)
        .await
        .unwrap()
        .game
        .seat_players()
        .iter()
        .map(|p| usize::from(*p))
        .collect();
    let mut bots: Vec<GreedyBot> = (0..2).map(|i| GreedyBot::new(11 + i)).collect();
    let mut slowest = Duration::ZERO;
    // Setup and the first rounds, played without a turn builder (each step is its own POST).
    while post < 40 {
        let loaded = store.load(game).await.unwrap();
        if loaded.game.phase() == Phase::Over {
            break;
        }
        let seat = *loaded
            .game
            .awaiting_seats()
            .first()
            .expect("someone is awaited");
        let command = match bots[seat.index()].choose(&loaded.game, seat) {
            durbar_domain::maharaja::Command::Player { command, .. } => command,
            durbar_domain::maharaja::Command::System(_) => panic!("a bot plays for its seat"),
        };
        let building = loaded.game.phase() == Phase::Turns
            && loaded.game.active_seat() == Some(seat)
            && loaded.game.pending_replacements().is_empty();
        let browser = &mut browsers[seats[seat.index()]];
        browser.address = nodes[post % 2].clone();
        post += 1;
        let page = if building && !matches!(command, PlayerCommand::EndTurn) {
            // One step, then the turn is finished at once: a whole move per POST pair.
            let step = browser.play(game, &command, true).await;
            assert_eq!(step.status, 303, "{command:?}: {}", step.body);
            browser.address = nodes[post % 2].clone();
            post += 1;
            browser
                .post(&format!("/games/{game}/turn/finish"), &[("forfeit", "yes")])
                .await
        } else {
            browser.play(game, &command, building).await
        };
        assert_eq!(page.status, 303, "{command:?}: {}", page.body);

        // Then the page is fresh on both nodes: at once on the node that took the POST, and on
        // the other as soon as the change's announcement arrives (milliseconds)
        let head = store.load(game).await.unwrap().seq;
        for node in &nodes {
            browser.address = node.clone();
            let asked = Instant::now();
            loop {
                let page = browser.get(&format!("/games/{game}")).await;
                assert_eq!(page.status, 200);
                match seen(&page.body) {
                    Some(seen) if seen < head => {
                        assert!(
                            asked.elapsed() < Duration::from_secs(2),
                            "{node} still shows version {seen} of {head}"
                        );
                        tokio::time::sleep(Duration::from_millis(5)).await;
                    }
                    _ => break,
                }
            }
            slowest = slowest.max(asked.elapsed());
        }
    }
    eprintln!("slowest fresh page on a node: {slowest:?}");
    assert!(post >= 20, "the game went on for {post} posts");

    // And every mail of the outbox went out, each exactly once
    let client = pool.get().await.unwrap();
    let started = Instant::now();
    loop {
        let pending: i64 = client
            .query_one(
                "SELECT count(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
                &[],
            )
            .await
            .unwrap()
            .get(0);
        if pending == 0 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{pending} mails still pending"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let ids: Vec<String> = client
        .query("SELECT message_id FROM outbox", &[])
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut delivered: BTreeMap<String, usize> = BTreeMap::new();
    for mail in smtp.delivered() {
        let id = mail.header("Message-ID").unwrap_or_default();
        *delivered.entry(id.trim().to_owned()).or_default() += 1;
    }
    assert_eq!(delivered.len(), ids.len(), "one delivery per outbox row");
    for id in &ids {
        assert_eq!(delivered.get(id), Some(&1), "{id} delivered once");
    }
}
