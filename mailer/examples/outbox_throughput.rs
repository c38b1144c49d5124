//! Measures the outbox worker end to end: enqueues a number of messages into the outbox of a
//! database, runs a [`Worker`] with the default configuration against an SMTP server, and
//! reports mails per second until every one of them is marked sent. The batch size (rows claimed
//! at once) is the configuration's default unless given.
//!
//! It needs a throw-away database with durbar's migrations applied (it writes to `outbox`) and
//! an SMTP server that accepts everything, e.g. `python -m aiosmtpd -n -l 127.0.0.1:18125 -c
//! aiosmtpd.handlers.Sink`. Then:
//!
//! ```text
//! cargo run --release -p durbar-mailer --example outbox_throughput -- \
//!     postgres://postgres@127.0.0.1:5432/bench [smtp://127.0.0.1:18125] [MESSAGES] [BATCH_SIZE]
//! ```

use std::time::{Duration, Instant};

use durbar_mailer::{enqueue, Composer, MessageId, OutgoingMail, Transport, Worker, WorkerConfig};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let database: tokio_postgres::Config = args
        .next()
        .ok_or_else(|| {
            anyhow::anyhow!("usage: outbox_throughput DATABASE_URL [SMTP_URL] [N] [BATCH_SIZE]")
        })?
        .parse()?;
    let smtp_url = args
        .next()
        .unwrap_or_else(|| "smtp://127.0.0.1:18125".to_owned());
    let messages: usize = args.next().map_or(Ok(500), |n| n.parse())?;
    let mut config = WorkerConfig::default();
    if let Some(batch_size) = args.next() {
        config.batch_size = batch_size.parse()?;
    }

    let (mut client, connection) = database.connect(tokio_postgres::NoTls).await?;
    tokio::spawn(connection);
    let transaction = client.transaction().await?;
    let mut ids = Vec::with_capacity(messages);
    for n in 0..messages {
        ids.push(enqueue(&transaction, &mail(n)).await?);
    }
    transaction.commit().await?;

    println!(
        "{messages} messages through {smtp_url}, {} claimed at a time",
        config.batch_size
    );
    let started = Instant::now();
    let worker = Worker::new(
        database,
        Transport::smtp(&smtp_url)?,
        Composer::new("durbar <durbar@durbar.example>")?,
        config,
    )
    .spawn();
    loop {
        let unsent: i64 = client
            .query_one(
                "SELECT count(*) FROM outbox WHERE id = ANY($1) AND sent_at IS NULL",
                &[&ids],
            )
            .await?
            .get(0);
        if unsent == 0 {
            break;
        }
        anyhow::ensure!(
            started.elapsed() < Duration::from_secs(600),
            "{unsent} messages still unsent after ten minutes"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let elapsed = started.elapsed();
    worker.stop().await;
    println!(
        "sent and marked in {:.2} s: {:.1} mails/s",
        elapsed.as_secs_f64(),
        messages as f64 / elapsed.as_secs_f64()
    );
    Ok(())
}

/// A typical turn notification.
fn mail(n: usize) -> OutgoingMail {
    let root = MessageId::parse("<root.game@durbar.example>").expect("a valid Message-ID");
    OutgoingMail {
        kind: "your_turn".into(),
        game_id: None,
        message_id: MessageId::random("durbar.example"),
        to_name: format!("Anna Äpfel {n}"),
        to_address: format!("anna{n}@example.test"),
        subject: format!("Maharaja in Agra: your turn ({n})"),
        in_reply_to: Some(root.clone()),
        references: vec![root],
        list_unsubscribe: Some(format!("https://durbar.example/unsubscribe/tok{n}")),
        list_id: Some("Maharaja in Agra <g1.games.durbar.example>".into()),
        text_body: "Your turn: https://durbar.example/g/1\n".repeat(20),
        html_body: "<p>Your turn: <a href=\"https://durbar.example/g/1\">play</a></p>\n".repeat(20),
        picture_svg: None,
    }
}
