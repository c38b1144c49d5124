//! Measures how fast messages go through [`Transport::smtp`] alone (no database): the same
//! messages sent one after another (as the worker used to) and [`SENDS_IN_FLIGHT`] at a time (as
//! the worker does now, through [`ConcurrentSend`]), in mails per second.
//!
//! Start an SMTP server that accepts everything, e.g. `python -m aiosmtpd -n -l
//! 127.0.0.1:18125 -c aiosmtpd.handlers.Sink`, then:
//!
//! ```text
//! cargo run --release -p durbar-mailer --example smtp_throughput -- [SMTP_URL] [MESSAGES]
//! ```

use std::time::{Instant, SystemTime};

use durbar_mailer::concurrent_send::{ConcurrentSend, SENDS_IN_FLIGHT};
use durbar_mailer::queue::OutboxRow;
use durbar_mailer::{Composer, Transport};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let url = args
        .next()
        .unwrap_or_else(|| "smtp://127.0.0.1:18125".to_owned());
    let messages: i64 = args.next().map_or(Ok(500), |n| n.parse())?;
    let composer = Composer::new("durbar <durbar@durbar.example>")?;
    println!("{messages} messages through {url}");
    for in_flight in [1, SENDS_IN_FLIGHT] {
        // A fresh transport (and connection pool) for each run.
        let transport = Transport::smtp(&url)?;
        let rows = (1..=messages).map(row).collect();
        let started = Instant::now();
        let mut batch = ConcurrentSend::new(transport, composer.clone(), rows, in_flight);
        while let Some(attempt) = batch.next_finished(|| true).await {
            attempt.result?;
        }
        let elapsed = started.elapsed();
        println!(
            "{in_flight} at a time: {:.2} s, {:.1} mails/s",
            elapsed.as_secs_f64(),
            messages as f64 / elapsed.as_secs_f64()
        );
    }
    Ok(())
}

/// Turn notification number `n`, to a recipient of its own.
fn row(n: i64) -> OutboxRow {
    OutboxRow {
        id: n,
        game_id: None,
        kind: "your_turn".into(),
        message_id: format!("<bench.{n}@durbar.example>"),
        to_name: format!("Anna Äpfel {n}"),
        to_address: format!("anna{n}@example.test"),
        subject: format!("Maharaja in Agra: your turn ({n})"),
        in_reply_to: Some("<root@durbar.example>".into()),
        references: vec!["<root@durbar.example>".into()],
        list_unsubscribe: Some(format!("https://durbar.example/unsubscribe/tok{n}")),
        list_id: Some("Maharaja in Agra <g1.games.durbar.example>".into()),
        text_body: "Your turn: https://durbar.example/g/1\n".repeat(20),
        html_body: "<p>Your turn: <a href=\"https://durbar.example/g/1\">play</a></p>\n".repeat(20),
        picture_svg: None,
        created_at: SystemTime::now(),
        attempts: 1,
    }
}
