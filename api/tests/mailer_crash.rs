//! The `durbar` binary's mail delivery, as a separate process: `durbar mailer` killed between a
//! send and its mark re-sends the message with the same Message-ID, and `durbar serve` delivers
//! the outbox beside the web server and stops both on SIGTERM.
//!
//! These tests need the throw-away cluster: run them with `./scripts/test`.

use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use durbar_mailer::{enqueue, MessageId, OutgoingMail};
use durbar_tests::{SmtpServer, TestDatabase};

fn mail(n: usize) -> OutgoingMail {
    OutgoingMail {
        kind: "invitation".into(),
        game_id: None,
        message_id: MessageId::random("durbar.test"),
        to_name: format!("Player {n}"),
        to_address: format!("player{n}@example.test"),
        subject: format!("You are invited ({n})"),
        in_reply_to: None,
        references: vec![],
        list_unsubscribe: None,
        list_id: None,
        text_body: "Join: https://durbar.test/g/1\n".into(),
        html_body: "<p>Join</p>".into(),
        picture_svg: None,
    }
}

/// `durbar COMMAND` on the test database, delivering to `smtp`, with nothing else from our
/// environment.
fn durbar(
    command: &str,
    db: &TestDatabase,
    smtp: &SmtpServer,
    data_dir: &std::path::Path,
) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_durbar"));
    cmd.arg(command)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DURBAR_CONFIG", "/dev/null")
        .env("DATABASE_URL", db.url())
        .env("DURBAR_SMTP_URL", smtp.url())
        .env("DURBAR_DATA_DIR", data_dir)
        .env("DURBAR_BASE_URL", "http://durbar.test")
        .env("RUST_LOG", "info")
        .stdin(Stdio::null());
    cmd
}

fn wait_with_timeout(child: &mut Child, timeout: Duration) -> ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if started.elapsed() > timeout {
            let _ = child.kill();
            panic!("the process did not exit within {timeout:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn terminate(child: &mut Child) -> ExitStatus {
    // SAFETY: plain kill(2) on our own child.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGTERM) };
    wait_with_timeout(child, Duration::from_secs(30))
}

#[tokio::test]
async fn a_mailer_killed_between_send_and_mark_resends_with_the_same_message_id() {
    let db = TestDatabase::create().await;
    let smtp = SmtpServer::start();
    let data_dir = tempfile::tempdir().unwrap();
    let client = db.connect().await;
    let sent = mail(1);
    let id = enqueue(&client, &sent).await.unwrap();

    // First run: the test hook exits right after the SMTP server accepted the message.
    let mut first = durbar("mailer", &db, &smtp, data_dir.path())
        .env("DURBAR_MAILER_EXIT_AFTER_SEND", "1")
        .spawn()
        .unwrap();
    let status = wait_with_timeout(&mut first, Duration::from_secs(60));
    assert_eq!(status.code(), Some(86), "the test hook's exit status");
    let mails = smtp.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(
        mails[0].header("Message-ID").unwrap(),
        sent.message_id.as_str()
    );
    let row = client
        .query_one(
            "SELECT sent_at IS NULL, attempts, next_attempt_at > now() FROM outbox WHERE id = $1",
            &[&id],
        )
        .await
        .unwrap();
    assert!(row.get::<_, bool>(0), "the crash came before the mark");
    assert_eq!(row.get::<_, i32>(1), 1);
    assert!(
        row.get::<_, bool>(2),
        "the dead worker's lease still holds the row"
    );

    // The lease (five minutes) runs out: fast-forward it.
    client
        .execute(
            "UPDATE outbox SET next_attempt_at = now() WHERE id = $1",
            &[&id],
        )
        .await
        .unwrap();

    // Second run, normally: the message goes again, with the same Message-ID, and is marked.
    let mut second = durbar("mailer", &db, &smtp, data_dir.path())
        .spawn()
        .unwrap();
    let mails = smtp.wait_for(2, Duration::from_secs(60)).await;
    let started = Instant::now();
    loop {
        let sent_now: bool = client
            .query_one(
                "SELECT sent_at IS NOT NULL FROM outbox WHERE id = $1",
                &[&id],
            )
            .await
            .unwrap()
            .get(0);
        if sent_now {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "never marked sent"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let status = terminate(&mut second);
    assert!(
        status.success(),
        "durbar mailer stops cleanly on SIGTERM: {status}"
    );

    assert_eq!(mails.len(), 2);
    for m in &mails {
        assert_eq!(m.header("Message-ID").unwrap(), sent.message_id.as_str());
        assert_eq!(m.subject(), "You are invited (1)");
    }
    let attempts: i32 = client
        .query_one("SELECT attempts FROM outbox WHERE id = $1", &[&id])
        .await
        .unwrap()
        .get(0);
    assert_eq!(attempts, 2);
    assert_eq!(smtp.delivered().len(), 2, "no third copy");
}

#[tokio::test]
async fn serve_delivers_the_outbox_and_stops_cleanly() {
    let db = TestDatabase::create().await;
    let smtp = SmtpServer::start();
    let data_dir = tempfile::tempdir().unwrap();
    let client = db.connect().await;
    let sent = mail(2);
    enqueue(&client, &sent).await.unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut serve = durbar("serve", &db, &smtp, data_dir.path())
        .env("DURBAR_BIND", format!("127.0.0.1:{port}"))
        .spawn()
        .unwrap();
    let mails = smtp.wait_for(1, Duration::from_secs(60)).await;
    assert_eq!(
        mails[0].header("Message-ID").unwrap(),
        sent.message_id.as_str()
    );
    // With SMTP configured there is no local outbox page.
    let outbox = reqwest::get(format!("http://127.0.0.1:{port}/outbox"))
        .await
        .unwrap();
    assert_eq!(outbox.status(), 404);
    let status = terminate(&mut serve);
    assert!(
        status.success(),
        "durbar serve stops cleanly on SIGTERM: {status}"
    );
}

#[tokio::test]
async fn two_mailer_processes_share_the_outbox_and_send_every_mail_once() {
    let db = TestDatabase::create().await;
    let smtp = SmtpServer::start();
    let data_dir = tempfile::tempdir().unwrap();
    let mut client = db.connect().await;
    let transaction = client.transaction().await.unwrap();
    let mut expected = std::collections::BTreeSet::new();
    for n in 0..300 {
        let outgoing = mail(n);
        expected.insert(outgoing.message_id.as_str().to_owned());
        enqueue(&transaction, &outgoing).await.unwrap();
    }
    transaction.commit().await.unwrap();

    let mut mailers: Vec<Child> = (0..2)
        .map(|_| {
            durbar("mailer", &db, &smtp, data_dir.path())
                .spawn()
                .unwrap()
        })
        .collect();
    let mails = smtp.wait_for(300, Duration::from_secs(120)).await;
    let started = Instant::now();
    loop {
        let unsent: i64 = client
            .query_one("SELECT count(*) FROM outbox WHERE sent_at IS NULL", &[])
            .await
            .unwrap()
            .get(0);
        if unsent == 0 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "{unsent} never marked sent"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Time for a duplicate to arrive, were there one.
    tokio::time::sleep(Duration::from_millis(500)).await;
    for mailer in &mut mailers {
        assert!(terminate(mailer).success());
    }

    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    for delivered in smtp.delivered() {
        *counts
            .entry(delivered.header("Message-ID").unwrap())
            .or_default() += 1;
    }
    assert!(mails.len() >= 300);
    assert_eq!(
        counts
            .keys()
            .cloned()
            .collect::<std::collections::BTreeSet<_>>(),
        expected
    );
    let twice: Vec<_> = counts.iter().filter(|(_, n)| **n != 1).collect();
    assert!(twice.is_empty(), "sent more than once: {twice:?}");
    let claimed_twice: i64 = client
        .query_one("SELECT count(*) FROM outbox WHERE attempts <> 1", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(claimed_twice, 0, "every row was claimed exactly once");
}
