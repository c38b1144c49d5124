//! Times each SMTP phase of a send on one lettre connection, with and without `TCP_NODELAY`:
//! the diagnosis behind the outbox worker's concurrency. lettre writes the message body and the
//! closing `\r\n.\r\n` as two writes and then waits for the reply; with Nagle's algorithm on,
//! the kernel holds the small second write until the first is acknowledged, and the server's
//! delayed ACK (40 ms on Linux) makes that the cost of every message.
//!
//! Start an SMTP server (e.g. `python -m aiosmtpd -n -l 127.0.0.1:18125 -c
//! aiosmtpd.handlers.Sink`), then:
//!
//! ```text
//! cargo run --release -p durbar-mailer --example smtp_phase_timing -- [HOST:PORT] [MESSAGES]
//! ```

use std::time::{Duration, Instant, SystemTime};

use durbar_mailer::queue::OutboxRow;
use durbar_mailer::Composer;
use lettre::transport::smtp::client::AsyncSmtpConnection;
use lettre::transport::smtp::commands::{Data, Mail, Noop, Rcpt};
use lettre::transport::smtp::extension::ClientId;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let server = args.next().unwrap_or_else(|| "127.0.0.1:18125".to_owned());
    let messages: u32 = args.next().map_or(Ok(100), |n| n.parse())?;
    let message = Composer::new("durbar <durbar@durbar.example>")?.compose(&sample_row())?;
    let envelope = message.envelope().clone();
    let body = message.formatted();
    println!("{messages} messages of {} bytes to {server}", body.len());
    for nodelay in [false, true] {
        let stream = tokio::net::TcpStream::connect(&server).await?;
        stream.set_nodelay(nodelay)?;
        let mut connection =
            AsyncSmtpConnection::connect_with_transport(Box::new(stream), &ClientId::default())
                .await?;
        let mut phases = [Duration::ZERO; 5];
        let started = Instant::now();
        for _ in 0..messages {
            let mut lap = Instant::now();
            let mut phase = |index: usize| {
                phases[index] += lap.elapsed();
                lap = Instant::now();
            };
            connection.command(Noop).await?;
            phase(0);
            connection
                .command(Mail::new(envelope.from().cloned(), vec![]))
                .await?;
            phase(1);
            for to in envelope.to() {
                connection.command(Rcpt::new(to.clone(), vec![])).await?;
            }
            phase(2);
            connection.command(Data).await?;
            phase(3);
            connection.message(&body).await?;
            phase(4);
        }
        let elapsed = started.elapsed();
        connection.quit().await?;
        println!(
            "TCP_NODELAY {nodelay:5}: {:7.1} mails/s; mean per mail: {}",
            f64::from(messages) / elapsed.as_secs_f64(),
            ["NOOP", "MAIL", "RCPT", "DATA", "body+."]
                .iter()
                .zip(phases)
                .map(|(name, total)| format!(
                    "{name} {:.2} ms",
                    total.as_secs_f64() * 1000.0 / f64::from(messages)
                ))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    Ok(())
}

/// A typical turn notification.
fn sample_row() -> OutboxRow {
    OutboxRow {
        id: 1,
        game_id: None,
        kind: "your_turn".into(),
        message_id: "<0123abcd@durbar.example>".into(),
        to_name: "Anna Äpfel".into(),
        to_address: "anna@example.test".into(),
        subject: "Maharaja in Agra: your turn".into(),
        in_reply_to: Some("<root@durbar.example>".into()),
        references: vec!["<root@durbar.example>".into()],
        list_unsubscribe: Some("https://durbar.example/unsubscribe/t0k3n".into()),
        list_id: Some("Maharaja in Agra <g1.games.durbar.example>".into()),
        text_body: "Your turn: https://durbar.example/g/1\n".repeat(20),
        html_body: "<p>Your turn: <a href=\"https://durbar.example/g/1\">play</a></p>\n".repeat(20),
        picture_svg: None,
        created_at: SystemTime::now(),
        attempts: 1,
    }
}
