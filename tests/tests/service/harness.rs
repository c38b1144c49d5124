//! The harness itself: every test gets its own migrated database, the SMTP server really
//! delivers (and can go down and come back), the service answers on a free port.

use std::time::Duration;

use durbar_tests::{spawn_app, SmtpServer, TestDatabase};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

async fn count_games(client: &tokio_postgres::Client) -> i64 {
    client
        .query_one("SELECT count(*) FROM games", &[])
        .await
        .unwrap()
        .get(0)
}

#[tokio::test]
async fn each_test_gets_its_own_migrated_database() {
    let a = TestDatabase::create().await;
    let b = TestDatabase::create().await;
    assert_ne!(a.name, b.name);
    let (ca, cb) = (a.connect().await, b.connect().await);
    for client in [&ca, &cb] {
        let applied: i64 = client
            .query_one("SELECT count(*) FROM schema_migrations", &[])
            .await
            .unwrap()
            .get(0);
        assert!(applied >= 1, "the template's migrations are in every copy");
    }
    ca.execute(
        "INSERT INTO games (game_id, seed_commitment, seed) VALUES (gen_random_uuid(), $1, $1)",
        &[&vec![7u8; 32]],
    )
    .await
    .unwrap();
    assert_eq!(
        (count_games(&ca).await, count_games(&cb).await),
        (1, 0),
        "a row written in one test's database is not in another's"
    );
}

fn transport(server: &SmtpServer) -> AsyncSmtpTransport<Tokio1Executor> {
    AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
        .port(server.port())
        .timeout(Some(Duration::from_secs(5)))
        .build()
}

fn message(subject: &str) -> Message {
    Message::builder()
        .from("durbar <durbar@localhost>".parse().unwrap())
        .to("Anna <anna@example.test>".parse().unwrap())
        .subject(subject)
        .body(format!("Body of {subject}\n"))
        .unwrap()
}

#[tokio::test]
async fn the_smtp_server_delivers_and_the_harness_parses() {
    let server = SmtpServer::start();
    transport(&server)
        .send(message("Your turn in Agra"))
        .await
        .unwrap();
    let mails = server.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject(), "Your turn in Agra");
    assert_eq!(mails[0].to(), "anna@example.test");
    assert!(mails[0].text().contains("Body of Your turn in Agra"));
}

#[tokio::test]
async fn the_smtp_server_can_go_down_and_come_back_on_the_same_port() {
    let mut server = SmtpServer::start();
    let port = server.port();
    server.stop();
    assert!(
        transport(&server).send(message("lost?")).await.is_err(),
        "nobody listens"
    );
    server.restart();
    assert_eq!(server.port(), port);
    transport(&server)
        .send(message("after the outage"))
        .await
        .unwrap();
    let mails = server.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject(), "after the outage");
}

#[tokio::test]
async fn the_service_answers_home_and_health_on_its_own_database() {
    let app = spawn_app().await;
    let home = app.get("/").await;
    assert_eq!(home.status(), 200);
    let headers = home.headers().clone();
    assert_eq!(headers["referrer-policy"], "no-referrer");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert!(headers["content-security-policy"]
        .to_str()
        .unwrap()
        .contains("frame-ancestors 'none'"));
    assert!(home
        .text()
        .await
        .unwrap()
        .contains("Board games with secret choices, played by email"));
    let health = app.get("/healthz").await;
    assert_eq!(health.status(), 200);
    let health: serde_json::Value = health.json().await.unwrap();
    assert_eq!(health["status"], "ok", "{health}");
    app.stop().await;
}

#[tokio::test]
async fn events_cannot_be_updated_deleted_or_truncated() {
    let db = TestDatabase::create().await;
    let client = db.connect().await;
    client
        .batch_execute(
            "INSERT INTO games (game_id, seed_commitment, seed)
               VALUES ('00000000-0000-0000-0000-000000000002', decode(repeat('00', 32), 'hex'), decode(repeat('00', 32), 'hex'));
             INSERT INTO events (game_id, seq, payload, prev_hash, hash)
               VALUES ('00000000-0000-0000-0000-000000000002', 1, 'x', decode(repeat('00', 32), 'hex'), decode(repeat('11', 32), 'hex'))",
        )
        .await
        .unwrap();
    for statement in [
        "UPDATE events SET payload = 'y'",
        "DELETE FROM events",
        "TRUNCATE events CASCADE",
    ] {
        let error = client.batch_execute(statement).await.unwrap_err();
        let text = error
            .as_db_error()
            .map(|e| e.message().to_owned())
            .unwrap_or_default();
        assert!(
            text.contains("events are append-only"),
            "{statement}: {text}"
        );
    }
    let still: i64 = client
        .query_one("SELECT count(*) FROM events", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(still, 1);
}

#[tokio::test]
async fn mail_bodies_are_compressed_with_lz4() {
    let db = TestDatabase::create().await;
    let client = db.connect().await;
    let methods: Vec<String> = client
        .query(
            "SELECT attrelid::regclass::text || '.' || attname || '=' || attcompression::text
               FROM pg_attribute
              WHERE attrelid IN ('outbox'::regclass, 'digest_items'::regclass)
                AND attname IN ('text_body', 'html_body', 'text_part', 'html_part')
              ORDER BY 1",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(
        methods,
        [
            "digest_items.html_part=l",
            "digest_items.text_part=l",
            "outbox.html_body=l",
            "outbox.text_body=l"
        ]
    );
}
