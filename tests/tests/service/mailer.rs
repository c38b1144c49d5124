//! The mailer end to end: messages enqueued in the outbox are delivered through a real SMTP
//! server (aiosmtpd) with every header, survive an SMTP outage without loss or duplicates, are
//! never sent by two workers at once, come back after a dead worker's lease, fail for good on a
//! permanent rejection, cannot inject headers, and — without SMTP — land as files that `/outbox`
//! lists. (Killing the `durbar mailer` process between send and mark is in
//! `api/tests/mailer_crash.rs`, where the binary is at hand.)

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant, SystemTime};

use durbar_mailer::queue::{self, OutboxRow};
use durbar_mailer::{
    enqueue, Backoff, Composer, EnqueueError, InvalidMail, MessageId, OutgoingMail, Transport,
    Worker, WorkerConfig, WorkerHandle,
};
use durbar_tests::{spawn_app, spawn_app_with, DeliveredMail, SmtpServer, TestDatabase};
use uuid::Uuid;

const FROM: &str = "durbar <durbar@durbar.test>";

/// Fast retries and a slow poll, so a prompt delivery shows the NOTIFY wake-up works.
fn fast_config() -> WorkerConfig {
    WorkerConfig {
        batch_size: 5,
        lease: Duration::from_secs(60),
        poll_interval: Duration::from_secs(30),
        reconnect_delay: Duration::from_millis(200),
        backoff: Backoff {
            first: Duration::from_millis(100),
            max: Duration::from_millis(400),
            max_attempts: 1000,
        },
        exit_after_send: false,
        lag_warning: durbar_mailer::DEFAULT_LAG_WARNING,
    }
}

fn worker(db: &TestDatabase, transport: Transport, from: &str, config: WorkerConfig) -> Worker {
    Worker::new(
        db.config.clone(),
        transport,
        Composer::new(from).unwrap(),
        config,
    )
}

async fn smtp_worker(db: &TestDatabase, server: &SmtpServer) -> WorkerHandle {
    worker(
        db,
        Transport::smtp(&server.url()).unwrap(),
        FROM,
        fast_config(),
    )
    .spawn()
}

async fn new_game(client: &tokio_postgres::Client) -> Uuid {
    client
        .query_one(
            "INSERT INTO games (game_id, seed_commitment, seed)
             VALUES (gen_random_uuid(), $1, $1) RETURNING game_id",
            &[&vec![7u8; 32]],
        )
        .await
        .unwrap()
        .get(0)
}

fn mail(game: Option<Uuid>, n: usize) -> OutgoingMail {
    let root = MessageId::parse("<root.game@durbar.test>").unwrap();
    OutgoingMail {
        kind: "your_turn".into(),
        game_id: game,
        message_id: MessageId::random("durbar.test"),
        to_name: format!("Anna Äpfel {n}"),
        to_address: format!("anna{n}@example.test"),
        subject: format!("Maharaja in Agra: your turn ({n})"),
        in_reply_to: Some(root.clone()),
        references: vec![root],
        list_unsubscribe: Some(format!("https://durbar.test/unsubscribe/tok{n}")),
        list_id: Some("Maharaja in Agra <g1.games.durbar.test>".into()),
        text_body: format!("Your turn, number {n}: https://durbar.test/g/1\n"),
        html_body: format!(
            "<p>Your turn, number {n}: <a href=\"https://durbar.test/g/1\">play</a></p>"
        ),
        picture_svg: None,
    }
}

async fn enqueue_many(
    client: &mut tokio_postgres::Client,
    range: std::ops::Range<usize>,
) -> Vec<String> {
    let tx = client.transaction().await.unwrap();
    let mut ids = Vec::new();
    for n in range {
        let m = mail(None, n);
        enqueue(&tx, &m).await.unwrap();
        ids.push(m.message_id.to_string());
    }
    durbar_mailer::wake_workers(&tx).await.unwrap();
    tx.commit().await.unwrap();
    ids
}

/// Delivered messages counted by Message-ID.
fn by_message_id(mails: &[DeliveredMail]) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for mail in mails {
        *counts
            .entry(mail.header("Message-ID").expect("a Message-ID"))
            .or_insert(0) += 1;
    }
    counts
}

async fn pending(client: &tokio_postgres::Client) -> i64 {
    client
        .query_one(
            "SELECT count(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
            &[],
        )
        .await
        .unwrap()
        .get(0)
}

async fn wait_until_none_pending(client: &tokio_postgres::Client, timeout: Duration) {
    let started = Instant::now();
    while pending(client).await > 0 {
        assert!(
            started.elapsed() < timeout,
            "rows still pending after {timeout:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn an_enqueued_message_is_delivered_with_all_its_headers() {
    let db = TestDatabase::create().await;
    let server = SmtpServer::start();
    let mut client = db.connect().await;
    let game = new_game(&client).await;
    let handle = smtp_worker(&db, &server).await;
    // Let the worker start and LISTEN, then enqueue: the poll interval is 30 s, so a prompt
    // delivery means the NOTIFY woke it.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let sent = mail(Some(game), 1);
    let tx = client.transaction().await.unwrap();
    let id = enqueue(&tx, &sent).await.unwrap();
    durbar_mailer::wake_workers(&tx).await.unwrap();
    tx.commit().await.unwrap();
    let started = Instant::now();
    let mails = server.wait_for(1, Duration::from_secs(10)).await;
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "woken by NOTIFY, not the 30 s poll"
    );
    handle.stop().await;

    let m = &mails[0];
    assert_eq!(mails.len(), 1);
    assert_eq!(m.header("Message-ID").unwrap(), sent.message_id.as_str());
    assert_eq!(m.header("In-Reply-To").unwrap(), "<root.game@durbar.test>");
    assert_eq!(m.header("References").unwrap(), "<root.game@durbar.test>");
    assert_eq!(
        m.header("List-Unsubscribe").unwrap(),
        "<https://durbar.test/unsubscribe/tok1>"
    );
    assert_eq!(
        m.header("List-Unsubscribe-Post").unwrap(),
        "List-Unsubscribe=One-Click"
    );
    assert_eq!(
        m.header("List-Id").unwrap(),
        "Maharaja in Agra <g1.games.durbar.test>"
    );
    assert_eq!(m.subject(), "Maharaja in Agra: your turn (1)");
    assert_eq!(m.to(), "anna1@example.test");
    let parsed = m.parsed();
    let to = parsed.to().unwrap().first().unwrap();
    assert_eq!(to.name(), Some("Anna Äpfel 1"));
    let from = parsed.from().unwrap().first().unwrap();
    assert_eq!(from.address(), Some("durbar@durbar.test"));
    assert!(parsed.date().is_some());
    assert!(m
        .header("Content-Type")
        .unwrap()
        .starts_with("multipart/alternative"));
    assert_eq!(m.text(), "Your turn, number 1: https://durbar.test/g/1\n");
    assert!(m
        .html()
        .contains("<a href=\"https://durbar.test/g/1\">play</a>"));

    let row = client
        .query_one(
            "SELECT sent_at IS NOT NULL, failed_at IS NULL, attempts, last_error, game_id, kind
               FROM outbox WHERE id = $1",
            &[&id],
        )
        .await
        .unwrap();
    assert!(row.get::<_, bool>(0), "marked sent");
    assert!(row.get::<_, bool>(1));
    assert_eq!(row.get::<_, i32>(2), 1);
    assert_eq!(row.get::<_, Option<String>>(3), None);
    assert_eq!(row.get::<_, Option<Uuid>>(4), Some(game));
    assert_eq!(row.get::<_, String>(5), "your_turn");
}

#[tokio::test]
async fn a_rolled_back_enqueue_is_never_sent() {
    let db = TestDatabase::create().await;
    let server = SmtpServer::start();
    let mut client = db.connect().await;
    let tx = client.transaction().await.unwrap();
    enqueue(&tx, &mail(None, 1)).await.unwrap();
    tx.rollback().await.unwrap();
    let w = worker(
        &db,
        Transport::smtp(&server.url()).unwrap(),
        FROM,
        fast_config(),
    );
    let report = w.deliver_due(&client).await.unwrap();
    assert_eq!(report.claimed, 0);
    assert!(server.delivered().is_empty());
}

#[tokio::test]
async fn an_smtp_outage_loses_nothing_and_duplicates_nothing() {
    let db = TestDatabase::create().await;
    let mut server = SmtpServer::start();
    let mut client = db.connect().await;
    let handle = smtp_worker(&db, &server).await;

    // Some mail goes through before the outage.
    let mut expected = enqueue_many(&mut client, 0..3).await;
    server.wait_for(3, Duration::from_secs(10)).await;

    server.stop();
    expected.extend(enqueue_many(&mut client, 3..8).await);
    // The worker keeps trying (every 100–400 ms) while the server is down.
    tokio::time::sleep(Duration::from_secs(2)).await;
    expected.extend(enqueue_many(&mut client, 8..12).await);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let during: Vec<(i32, Option<String>)> = client
        .query(
            "SELECT attempts, last_error FROM outbox WHERE sent_at IS NULL ORDER BY id",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    assert_eq!(during.len(), 9, "nothing sent during the outage");
    assert!(
        during
            .iter()
            .all(|(attempts, error)| *attempts >= 1 && error.is_some()),
        "every message was tried and its error kept: {during:?}"
    );
    let most = during.iter().map(|(a, _)| *a).max().unwrap();
    assert!(
        most >= 3,
        "retried with backoff during the outage: {during:?}"
    );

    server.restart();
    server.wait_for(12, Duration::from_secs(20)).await;
    wait_until_none_pending(&client, Duration::from_secs(10)).await;
    // Give a duplicate, if there were one, time to arrive.
    tokio::time::sleep(Duration::from_millis(500)).await;
    handle.stop().await;

    let delivered = server.delivered();
    let counts = by_message_id(&delivered);
    let expected: BTreeSet<String> = expected.into_iter().collect();
    assert_eq!(
        counts.keys().cloned().collect::<BTreeSet<_>>(),
        expected,
        "every message delivered, and no message that was not enqueued"
    );
    assert!(
        counts.values().all(|&n| n == 1),
        "no duplicates: {counts:?}"
    );
    let failed: i64 = client
        .query_one(
            "SELECT count(*) FROM outbox WHERE failed_at IS NOT NULL",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(failed, 0);
    let attempts: Vec<i32> = client
        .query("SELECT attempts FROM outbox ORDER BY id", &[])
        .await
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    eprintln!("attempts per message (3 before the outage, 9 during it): {attempts:?}");
}

#[tokio::test]
async fn two_workers_never_send_the_same_row() {
    let db = TestDatabase::create().await;
    let server = SmtpServer::start();
    let mut client = db.connect().await;
    let expected = enqueue_many(&mut client, 0..60).await;
    let transport = Transport::smtp(&server.url()).unwrap();
    let a = worker(
        &db,
        transport.clone(),
        "worker a <a@durbar.test>",
        fast_config(),
    )
    .spawn();
    let b = worker(&db, transport, "worker b <b@durbar.test>", fast_config()).spawn();
    server.wait_for(60, Duration::from_secs(60)).await;
    wait_until_none_pending(&client, Duration::from_secs(10)).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    a.stop().await;
    b.stop().await;

    let delivered = server.delivered();
    assert_eq!(delivered.len(), 60, "each row sent once");
    let counts = by_message_id(&delivered);
    assert_eq!(
        counts.keys().cloned().collect::<BTreeSet<_>>(),
        expected.into_iter().collect::<BTreeSet<_>>()
    );
    let claimed_twice: i64 = client
        .query_one("SELECT count(*) FROM outbox WHERE attempts <> 1", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(claimed_twice, 0, "every row was claimed exactly once");
    let by_a = delivered
        .iter()
        .filter(|m| m.parsed().from().unwrap().first().unwrap().address() == Some("a@durbar.test"))
        .count();
    eprintln!("worker a sent {by_a}, worker b {}", 60 - by_a);
}

#[tokio::test]
async fn concurrent_claims_are_disjoint() {
    let db = TestDatabase::create().await;
    let mut client = db.connect().await;
    enqueue_many(&mut client, 0..200).await;
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let db = db.clone();
        tasks.push(tokio::spawn(async move {
            let client = db.connect().await;
            let mut mine = Vec::new();
            loop {
                let rows = queue::claim(&client, 7, Duration::from_secs(60))
                    .await
                    .unwrap();
                if rows.is_empty() {
                    break mine;
                }
                mine.extend(rows.into_iter().map(|row| row.id));
            }
        }));
    }
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    let distinct: BTreeSet<i64> = all.iter().copied().collect();
    assert_eq!(all.len(), 200, "no row claimed twice");
    assert_eq!(distinct.len(), 200, "every row claimed");
}

#[tokio::test]
async fn a_dead_workers_rows_come_back_after_the_lease_with_the_same_message_id() {
    let db = TestDatabase::create().await;
    let server = SmtpServer::start();
    let mut client = db.connect().await;
    let ids = enqueue_many(&mut client, 0..1).await;
    // A worker claims the row and dies before sending or marking it.
    let claimed = queue::claim(&client, 10, Duration::from_secs(1))
        .await
        .unwrap();
    assert_eq!(claimed.len(), 1);
    assert_eq!(claimed[0].attempts, 1);
    let w = worker(
        &db,
        Transport::smtp(&server.url()).unwrap(),
        FROM,
        fast_config(),
    );
    assert_eq!(
        w.deliver_due(&client).await.unwrap().claimed,
        0,
        "held while the lease runs"
    );
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let report = w.deliver_due(&client).await.unwrap();
    assert_eq!((report.claimed, report.sent), (1, 1));
    let mails = server.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(mails[0].header("Message-ID").unwrap(), ids[0]);
    let attempts: i32 = client
        .query_one("SELECT attempts FROM outbox", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(attempts, 2);
}

/// An SMTP server that answers every RCPT TO with a permanent 550; it counts the DATA commands
/// it got (there should be none).
async fn rejecting_smtp() -> (u16, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let data = std::sync::Arc::new(AtomicUsize::new(0));
    let counter = data.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let counter = counter.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                let _ = write.write_all(b"220 rejecting ESMTP\r\n").await;
                while let Ok(Some(line)) = lines.next_line().await {
                    let verb = line.get(..4).unwrap_or_default().to_ascii_uppercase();
                    let reply = match verb.as_str() {
                        "EHLO" | "HELO" => "250 rejecting",
                        "RCPT" => "550 5.1.1 no such mailbox here",
                        "DATA" => {
                            counter.fetch_add(1, Ordering::SeqCst);
                            "554 5.5.1 no valid recipients"
                        }
                        "QUIT" => "221 bye",
                        _ => "250 ok",
                    };
                    if write
                        .write_all(format!("{reply}\r\n").as_bytes())
                        .await
                        .is_err()
                        || verb == "QUIT"
                    {
                        break;
                    }
                }
            });
        }
    });
    (port, data)
}

#[tokio::test]
async fn a_permanent_rejection_is_marked_failed_and_never_retried() {
    let db = TestDatabase::create().await;
    let mut client = db.connect().await;
    enqueue_many(&mut client, 0..1).await;
    let (port, data) = rejecting_smtp().await;
    let w = worker(
        &db,
        Transport::smtp(&format!("smtp://127.0.0.1:{port}")).unwrap(),
        FROM,
        fast_config(),
    );
    let report = w.deliver_due(&client).await.unwrap();
    assert_eq!((report.claimed, report.failed, report.retried), (1, 1, 0));
    let row = client
        .query_one(
            "SELECT failed_at IS NOT NULL, sent_at IS NULL, attempts, last_error FROM outbox",
            &[],
        )
        .await
        .unwrap();
    assert!(row.get::<_, bool>(0), "marked failed");
    assert!(row.get::<_, bool>(1));
    assert_eq!(row.get::<_, i32>(2), 1);
    let error: String = row.get(3);
    assert!(
        error.contains("550") && error.contains("no such mailbox"),
        "{error}"
    );
    // Even when its retry time would have come, a failed row is not claimed again.
    client
        .execute(
            "UPDATE outbox SET next_attempt_at = now() - interval '1 hour'",
            &[],
        )
        .await
        .unwrap();
    assert_eq!(w.deliver_due(&client).await.unwrap().claimed, 0);
    assert_eq!(pending(&client).await, 0);
    assert_eq!(data.load(std::sync::atomic::Ordering::SeqCst), 0);
}

#[tokio::test]
async fn transient_failures_give_up_after_the_last_attempt() {
    let db = TestDatabase::create().await;
    let mut client = db.connect().await;
    enqueue_many(&mut client, 0..1).await;
    let mut server = SmtpServer::start();
    server.stop();
    let mut config = fast_config();
    config.backoff = Backoff {
        first: Duration::from_millis(10),
        max: Duration::from_millis(10),
        max_attempts: 3,
    };
    let w = worker(&db, Transport::smtp(&server.url()).unwrap(), FROM, config);
    let mut reports = Vec::new();
    for _ in 0..4 {
        reports.push(w.deliver_due(&client).await.unwrap());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let retried: usize = reports.iter().map(|r| r.retried).sum();
    let failed: usize = reports.iter().map(|r| r.failed).sum();
    assert_eq!((retried, failed), (2, 1), "{reports:?}");
    assert_eq!(reports[3].claimed, 0);
    let (attempts, failed_at): (i32, Option<SystemTime>) = client
        .query_one("SELECT attempts, failed_at FROM outbox", &[])
        .await
        .map(|row| (row.get(0), row.get(1)))
        .unwrap();
    assert_eq!(attempts, 3);
    assert!(failed_at.is_some());
}

#[tokio::test]
async fn header_injection_is_refused_at_enqueue_by_the_database_and_in_composing() {
    let db = TestDatabase::create().await;
    let client = db.connect().await;
    let mut evil = mail(None, 1);
    evil.to_name = "Eve\r\nBcc: mallory@example.test".into();
    let refused = enqueue(&client, &evil).await.unwrap_err();
    assert!(
        matches!(
            refused,
            EnqueueError::Invalid(InvalidMail::ControlCharacter(_))
        ),
        "{refused}"
    );
    let mut evil = mail(None, 2);
    evil.subject = "Hi\nBcc: mallory@example.test".into();
    assert!(enqueue(&client, &evil).await.is_err());

    // Written behind the mailer's back, the database refuses it too.
    let error = client
        .execute(
            "INSERT INTO outbox (kind, message_id, to_name, to_address, subject, text_body, html_body)
             VALUES ('x', '<a@b>', E'Eve\\r\\nBcc: mallory@example.test', 'eve@example.test', 's', '', '')",
            &[],
        )
        .await
        .unwrap_err();
    assert!(
        error.as_db_error().unwrap().constraint().is_some(),
        "{error}"
    );
    assert_eq!(pending(&client).await, 0);

    // And a row that got through anyway is composed without the injected headers.
    let server = SmtpServer::start();
    let row = OutboxRow {
        id: 1,
        game_id: None,
        kind: "invitation".into(),
        message_id: "<evil.1@durbar.test>".into(),
        to_name: "Eve\r\nBcc: mallory@example.test".into(),
        to_address: "eve@example.test".into(),
        subject: "Hello\r\nBcc: mallory@example.test".into(),
        in_reply_to: None,
        references: vec![],
        list_unsubscribe: None,
        list_id: None,
        text_body: "hi\n".into(),
        html_body: "<p>hi</p>".into(),
        picture_svg: None,
        created_at: SystemTime::now(),
        attempts: 1,
    };
    let message = Composer::new(FROM).unwrap().compose(&row).unwrap();
    Transport::smtp(&server.url())
        .unwrap()
        .send(row.id, &message)
        .await
        .unwrap();
    let mails = server.wait_for(1, Duration::from_secs(10)).await;
    let m = &mails[0];
    assert_eq!(m.header("Bcc"), None, "no Bcc header");
    assert_eq!(m.to(), "eve@example.test");
    assert_eq!(
        m.header("X-RcptTo").as_deref(),
        Some("eve@example.test"),
        "the envelope has the one recipient"
    );
    assert_eq!(m.subject(), "Hello  Bcc: mallory@example.test");
}

#[tokio::test]
async fn file_mail_is_written_and_listed_on_the_outbox_page() {
    let app = spawn_app().await;
    let mut client = app.db.connect().await;
    let handle = durbar_api::mail::worker(&app.settings, app.db.config.clone())
        .unwrap()
        .spawn();
    let mut first = mail(None, 1);
    first.subject = "First: Anna is invited".into();
    first.text_body = format!("Join the game: {}/g/1?t=abc&x=1.\n", app.address);
    let mut second = mail(None, 2);
    second.subject = "Second: your turn <now>".into();
    for m in [&first, &second] {
        let tx = client.transaction().await.unwrap();
        enqueue(&tx, m).await.unwrap();
        tx.commit().await.unwrap();
        // Distinct timestamps in the file names.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    wait_until_none_pending(&client, Duration::from_secs(10)).await;
    handle.stop().await;

    let dir = app.settings.data_dir.join("mail");
    let files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(files.iter().all(|f| f.ends_with(".eml")), "{files:?}");
    let first_file = files.iter().find(|f| f.ends_with("-1.eml")).unwrap();
    let raw = std::fs::read_to_string(dir.join(first_file)).unwrap();
    assert!(
        raw.contains(&format!("Message-ID: {}", first.message_id)),
        "{raw}"
    );

    // The operator's link sets the operator cookie (in app.http's jar) and leaves the token.
    let path = &app.operator_url[app.address.len()..];
    let opened = app.get(path).await;
    assert_eq!(opened.status(), 303);
    assert_eq!(opened.headers()["location"], "/outbox");
    let page = app.get("/outbox").await;
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["cache-control"], "no-store");
    let html = page.text().await.unwrap();
    let at_first = html.find("First: Anna is invited").expect("first listed");
    let at_second = html
        .find("Second: your turn &#60;now&#62;")
        .or_else(|| html.find("Second: your turn &lt;now&gt;"))
        .expect("second listed, escaped");
    assert!(at_second < at_first, "newest first");
    assert!(html.contains("anna1@example.test"));
    let link = format!("<a href=\"{}/g/1?t=abc&#38;x=1\">", app.address);
    let link_amp = format!("<a href=\"{}/g/1?t=abc&amp;x=1\">", app.address);
    assert!(html.contains(&link) || html.contains(&link_amp), "{html}");
    app.stop().await;
}

#[tokio::test]
async fn there_is_no_outbox_page_when_smtp_is_configured() {
    let app = spawn_app_with(|settings| {
        settings.smtp_url = Some("smtp://127.0.0.1:25".into());
    })
    .await;
    assert_eq!(app.get("/outbox").await.status(), 404);
    app.stop().await;
}

/// Makes the oldest pending mail `seconds` old.
async fn age_oldest_pending(client: &tokio_postgres::Client, seconds: f64) {
    client
        .execute(
            "UPDATE outbox SET created_at = now() - make_interval(secs => $1)
              WHERE id = (SELECT min(id) FROM outbox WHERE sent_at IS NULL)",
            &[&seconds],
        )
        .await
        .unwrap();
}

async fn game_page(browser: &durbar_tests::browser::Browser, path: &str) -> String {
    browser.get(path).await.body
}

async fn health(app: &durbar_tests::TestApp) -> serde_json::Value {
    let response = app.get("/healthz").await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

#[tokio::test]
async fn healthz_reports_the_outbox_lag_and_whether_it_passed_the_threshold() {
    let app = spawn_app_with(|s| s.mail_lag_warning = Duration::from_secs(60)).await;
    let mut client = app.db.connect().await;
    let idle = health(&app).await;
    assert_eq!(
        idle,
        serde_json::json!({"status": "ok", "database": "ok", "outbox": {
            "unsent": 0, "oldest_unsent_seconds": 0.0, "lag_warning_seconds": 60, "behind": false
        }})
    );

    enqueue_many(&mut client, 0..3).await;
    age_oldest_pending(&client, 90.0).await;
    let behind = health(&app).await;
    assert_eq!(behind["outbox"]["unsent"], 3, "{behind}");
    let oldest = behind["outbox"]["oldest_unsent_seconds"].as_f64().unwrap();
    assert!((90.0..100.0).contains(&oldest), "{behind}");
    assert_eq!(behind["outbox"]["behind"], true, "{behind}");

    // Mail that failed for good is no lag; sent mail neither.
    client
        .execute(
            "UPDATE outbox SET failed_at = now()
              WHERE id = (SELECT min(id) FROM outbox WHERE sent_at IS NULL)",
            &[],
        )
        .await
        .unwrap();
    let after_failure = health(&app).await;
    assert_eq!(after_failure["outbox"]["unsent"], 2, "{after_failure}");
    assert_eq!(after_failure["outbox"]["behind"], false, "{after_failure}");
    client
        .execute(
            "UPDATE outbox SET sent_at = now() WHERE failed_at IS NULL",
            &[],
        )
        .await
        .unwrap();
    assert_eq!(health(&app).await["outbox"]["unsent"], 0);
    app.stop().await;
}

#[tokio::test]
async fn the_hosts_page_shows_the_mail_lag_once_it_passed_the_threshold() {
    let app = spawn_app_with(|s| s.mail_lag_warning = Duration::from_secs(60)).await;
    let mut client = app.db.connect().await;
    let (game, links) = durbar_tests::games::started_game(&app.store, 2).await;
    let signed_in = |token: String| {
        let app = &app;
        async move {
            let mut browser = durbar_tests::browser::Browser::new(app);
            let followed = browser.follow(&format!("/p/{token}")).await;
            assert_eq!(followed.status, 303, "{}", followed.body);
            browser
        }
    };
    let host = signed_in(links[0].token.clone()).await;
    let guest = signed_in(links[1].token.clone()).await;
    let path = format!("/games/{game}");
    let page = |browser| game_page(browser, &path);
    // Fresh mail waiting is no lag worth showing.
    enqueue_many(&mut client, 0..2).await;
    assert!(!page(&host).await.contains("Mail is running behind"));

    age_oldest_pending(&client, 600.0).await;
    let unsent = pending(&client).await;
    let html = page(&host).await;
    let waiting = if unsent == 1 {
        "1 message waits".to_owned()
    } else {
        format!("{unsent} messages wait")
    };
    assert!(
        html.contains(&format!(
            "Mail is running behind: {waiting} to be sent, the oldest for 10 minutes."
        )),
        "{html}"
    );
    assert!(!page(&guest).await.contains("Mail is running behind"));
    app.stop().await;
}

#[tokio::test]
async fn the_worker_warns_in_the_log_when_delivery_falls_behind_and_says_when_it_caught_up() {
    use durbar_tests::logs::CapturedLog;
    let captured = CapturedLog::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("durbar_mailer=info"))
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);

    let db = TestDatabase::create().await;
    let mut server = SmtpServer::start();
    server.stop();
    let mut client = db.connect().await;
    enqueue_many(&mut client, 0..4).await;
    age_oldest_pending(&client, 30.0).await;
    let config = WorkerConfig {
        lag_warning: Duration::from_secs(20),
        poll_interval: Duration::from_millis(200),
        ..fast_config()
    };
    let handle = worker(&db, Transport::smtp(&server.url()).unwrap(), FROM, config).spawn();
    let wait_for_log = |needle: &'static str| {
        let captured = captured.clone();
        async move {
            let started = Instant::now();
            while !captured.text().contains(needle) {
                assert!(
                    started.elapsed() < Duration::from_secs(30),
                    "no {needle:?} in the log:\n{}",
                    captured.text()
                );
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    };
    wait_for_log("mail delivery is behind").await;
    let text = captured.text();
    let warning = text
        .lines()
        .find(|line| line.contains("mail delivery is behind"))
        .unwrap();
    assert!(warning.contains("WARN"), "{warning}");
    assert!(warning.contains("unsent=4"), "{warning}");
    assert!(warning.contains("threshold_seconds=20"), "{warning}");
    assert!(!text.contains("caught up"));

    server.restart();
    server.wait_for(4, Duration::from_secs(30)).await;
    wait_for_log("mail delivery has caught up").await;
    handle.stop().await;
    assert_eq!(
        captured.text().matches("mail delivery is behind").count(),
        1,
        "one warning within a minute"
    );
}
