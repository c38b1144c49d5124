//! Turn mail in tests: games made as the web makes them (invitations in the creation's
//! transaction), started on a fixed seating and track (so their mail is the same every run),
//! played by the domain's bots through the application's store (so every change writes its
//! mail), an outbox worker delivering to a real SMTP server, and the delivered messages read
//! back: by Message-ID, by kind, by round, masked for golden snapshots.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use durbar_api::store::{Deadlines, NewGame, NewPlayer, Store};
use durbar_api::turn_mail::{self, InvitationInput, MailContext};
use durbar_domain::maharaja::bots::{Bot, BotKind};
use durbar_domain::maharaja::{
    Board, Bytes32, Command, Game, GameId, GameOptions, PlayerCommand, SystemCommand,
};
use durbar_mailer::{Backoff, Composer, Transport, Worker, WorkerConfig, WorkerHandle};

use crate::app::TestApp;
use crate::smtp::{DeliveredMail, SmtpServer};

/// The sender of test mail.
pub const FROM: &str = "durbar <durbar@durbar.test>";

/// A service that sends mail to a fresh SMTP server, without the POST rate limits (one test
/// plays a whole game through the forms), with a mail worker delivering the outbox.
pub async fn app_with_smtp_unlimited() -> (TestApp, SmtpServer, WorkerHandle) {
    let smtp = SmtpServer::start();
    let url = smtp.url();
    let app = crate::spawn_app_with(|s| {
        s.smtp_url = Some(url);
        s.post_rate_per_ip = 0;
        s.post_rate_per_game = 0;
    })
    .await;
    let worker = start_worker(&app, &smtp);
    (app, smtp, worker)
}

/// Starts an outbox worker on the app's database delivering to `smtp`, with quick retries.
pub fn start_worker(app: &TestApp, smtp: &SmtpServer) -> WorkerHandle {
    Worker::new(
        app.db.config.clone(),
        Transport::smtp(&smtp.url()).expect("an SMTP transport"),
        Composer::new(FROM)
            .expect("a sender")
            .with_pictures(durbar_templates::board::draw_png),
        WorkerConfig {
            batch_size: 20,
            lease: Duration::from_secs(60),
            poll_interval: Duration::from_millis(500),
            reconnect_delay: Duration::from_millis(200),
            backoff: Backoff {
                first: Duration::from_millis(100),
                max: Duration::from_millis(500),
                max_attempts: 10_000,
            },
            exit_after_send: false,
            lag_warning: durbar_mailer::DEFAULT_LAG_WARNING,
        },
    )
    .spawn()
}

/// The mail settings of the app.
pub fn mail_context(app: &TestApp) -> MailContext {
    MailContext::new(&app.address)
}

/// Creates a game as the web's form does: players, deadlines and every invitation in one
/// transaction. Returns the game id.
pub async fn create_game(
    app: &TestApp,
    title: &str,
    players: &[(&str, &str)],
    deadlines: Deadlines,
    options: GameOptions,
) -> GameId {
    create_game_in(app, title, players, deadlines, options, turn_mail::Lang::En).await
}

/// [`create_game`] with the host's choice of the game's language (`lang`: its invitations', and
/// every player's mail until they pick their own).
pub async fn create_game_in(
    app: &TestApp,
    title: &str,
    players: &[(&str, &str)],
    deadlines: Deadlines,
    options: GameOptions,
    lang: turn_mail::Lang,
) -> GameId {
    let cx = mail_context(app);
    let names: Vec<String> = players.iter().map(|(n, _)| (*n).to_owned()).collect();
    let emails: Vec<String> = players.iter().map(|(_, e)| (*e).to_owned()).collect();
    let new = NewGame {
        title: title.to_owned(),
        private: false,
        options,
        board: Arc::new(Board::shipped("classic").expect("the classic board")),
        players: players
            .iter()
            .map(|(name, email)| NewPlayer {
                name: (*name).to_owned(),
                email: (*email).to_owned(),
            })
            .collect(),
        lang,
    };
    let (game, _) = app
        .store
        .create_game_with(new, &deadlines, |game, links, head| {
            links
                .iter()
                .map(|link| {
                    turn_mail::invitation(
                        &cx,
                        &InvitationInput {
                            game,
                            title,
                            names: &names,
                            options: &options,
                            deadlines: &deadlines,
                            player_index: link.player,
                            email: &emails[usize::from(link.player)],
                            token: &link.token,
                            head,
                            thread_anchor: None,
                            joined: false,
                            lang,
                        },
                    )
                })
                .collect()
        })
        .await
        .expect("the game is created");
    game
}

/// Starts a created game with seat k = player k and the track in board order (the same game
/// every run).
pub async fn start_fixed(app: &TestApp, game: GameId) {
    let client = app.pool.get().await.expect("a connection");
    let seed: Vec<u8> = client
        .query_one(
            "SELECT seed FROM games WHERE game_id = $1",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .expect("the game's seed")
        .get(0);
    let board = Board::shipped("classic").expect("the classic board");
    let start = Command::System(SystemCommand::StartGame {
        seed: Bytes32(seed.try_into().expect("32 bytes")),
        fixed_seating: true,
        governors: Some(board.cities().iter().map(|c| c.id).collect()),
    });
    app.store
        .execute(game, &start, None)
        .await
        .expect("the game starts");
}

/// Greedy bots for every seat, seeded so their choices repeat.
pub fn bots(players: usize, seed: u64) -> Vec<Box<dyn Bot>> {
    (0..players)
        .map(|seat| BotKind::Greedy.make(seed + seat as u64))
        .collect()
}

/// The command the bot of the first awaited seat chooses (a disc with a fresh random nonce).
pub fn bot_move(game: &Game, bots: &mut [Box<dyn Bot>]) -> Option<Command> {
    let seat = *game.awaiting_seats().first()?;
    let mut command = bots[seat.index()].choose(game, seat);
    if let Command::Player {
        command: PlayerCommand::SetDisc { nonce, .. },
        ..
    } = &mut command
    {
        *nonce = Bytes32(rand::random());
    }
    Some(command)
}

/// Plays bot moves through the store until `stop` holds (or the game waits for nobody).
/// Returns how many moves were played.
pub async fn play_until(
    store: &Store,
    game: GameId,
    bots: &mut [Box<dyn Bot>],
    stop: impl Fn(&Game) -> bool,
) -> usize {
    for moves in 0..5_000 {
        let loaded = store.load(game).await.expect("the game loads");
        if stop(&loaded.game) {
            return moves;
        }
        let Some(command) = bot_move(&loaded.game, bots) else {
            return moves;
        };
        store
            .execute(game, &command, Some(loaded.seq))
            .await
            .unwrap_or_else(|e| panic!("the bot's move {command:?} was refused: {e}"));
    }
    panic!("the game did not get there in 5000 moves");
}

/// Every one of `players` joins `game` through the store, with contributions made from `salt`
/// (a test's own salt gives its own seating).
pub async fn join_everyone(store: &Store, game: GameId, players: usize, salt: u8) {
    for player in 0..players as u8 {
        store
            .join(game, player, durbar_domain::Bytes32([player + salt; 32]))
            .await
            .expect("join");
    }
}

/// Outbox rows not yet sent or failed.
pub async fn pending(app: &TestApp) -> i64 {
    let client = app.pool.get().await.expect("a connection");
    client
        .query_one(
            "SELECT count(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
            &[],
        )
        .await
        .expect("count")
        .get(0)
}

/// Every outbox row's Message-ID with its kind and recipient, in order.
pub async fn outbox(app: &TestApp) -> Vec<(String, String, String)> {
    let client = app.pool.get().await.expect("a connection");
    client
        .query(
            "SELECT message_id, kind, to_address FROM outbox ORDER BY id",
            &[],
        )
        .await
        .expect("outbox")
        .into_iter()
        .map(|row| (row.get(0), row.get(1), row.get(2)))
        .collect()
}

/// Waits until the outbox is empty and every row was delivered to `smtp` (at least once).
pub async fn all_delivered(app: &TestApp, smtp: &SmtpServer, timeout: Duration) -> Vec<Delivered> {
    let started = Instant::now();
    loop {
        let rows = outbox(app).await;
        let mails = smtp.delivered();
        let ids: std::collections::BTreeSet<String> = mails
            .iter()
            .filter_map(|m| m.header("Message-ID"))
            .collect();
        if pending(app).await == 0 && rows.iter().all(|(id, _, _)| ids.contains(id)) {
            let kinds: BTreeMap<String, String> =
                rows.into_iter().map(|(id, kind, _)| (id, kind)).collect();
            return mails
                .into_iter()
                .map(|mail| {
                    let id = mail.header("Message-ID").unwrap_or_default();
                    Delivered {
                        kind: kinds.get(&id).cloned().unwrap_or_default(),
                        id,
                        mail,
                    }
                })
                .collect();
        }
        assert!(
            started.elapsed() < timeout,
            "{} rows pending, {} of {} delivered after {timeout:?}",
            pending(app).await,
            ids.len(),
            rows.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A delivered message with its kind (from the outbox row with its Message-ID).
#[derive(Debug, Clone)]
pub struct Delivered {
    /// Its Message-ID.
    pub id: String,
    /// invitation, set_disc, your_turn, …
    pub kind: String,
    /// The message.
    pub mail: DeliveredMail,
}

impl Delivered {
    /// The recipient's address.
    pub fn to(&self) -> String {
        self.mail.to()
    }

    /// The plain-text part.
    pub fn text(&self) -> String {
        self.mail.text()
    }

    /// The round the mail is about: its heading's ("Round 3: …"), else its footer's ("· Round
    /// 3 ·"); 0 for setup.
    pub fn round(&self) -> u32 {
        let text = self.text();
        text.lines()
            .find_map(|line| {
                let rest = line.trim_start_matches("## ").strip_prefix("Round ")?;
                let (number, _) = rest.split_once(':')?;
                number.parse().ok()
            })
            .unwrap_or_else(|| round_of(&text))
    }

    /// The personal link (`…/p/{token}`) in the text.
    pub fn personal_link(&self) -> Option<String> {
        links(&self.text()).into_iter().find(|l| l.contains("/p/"))
    }
}

/// The round a text part's footer names (0 for "Setup").
pub fn round_of(text: &str) -> u32 {
    text.lines()
        .rev()
        .find_map(|line| {
            let (_, rest) = line.split_once(" · Round ")?;
            rest.split(' ').next()?.parse().ok()
        })
        .unwrap_or(0)
}

/// The http(s) links in a text.
pub fn links(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || matches!(c, '<' | '>' | '"' | '(' | ')'))
        .filter(|w| w.starts_with("http://") || w.starts_with("https://"))
        .map(|w| w.trim_end_matches(['.', ',', ';']).to_owned())
        .collect()
}

/// A text part with what changes from run to run masked: hex runs of 16 or more (tokens,
/// hashes, commitments, nonces, game ids), the service's port, and times.
pub fn masked(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        if run.len() >= 16 {
            out.push_str("[hex]");
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in text.chars() {
        if c.is_ascii_hexdigit() && c.is_ascii_lowercase() || c.is_ascii_digit() {
            run.push(c);
        } else {
            flush(&mut run, &mut out);
            out.push(c);
        }
    }
    flush(&mut run, &mut out);
    mask_numeric_times(&mask_times(&mask_ports(&out)))
}

fn mask_ports(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("http://127.0.0.1:") {
        let after = i + "http://127.0.0.1:".len();
        out.push_str(&rest[..i]);
        out.push_str("http://127.0.0.1:[port]");
        let digits = rest[after..]
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len() - after);
        rest = &rest[after + digits..];
    }
    out.push_str(rest);
    out
}

/// "Mon 23 Nov 2026, 19:52 UTC" → "[time]".
/// Czech, Slovak and Polish times ("29. 11. 2026 03:16 UTC", "29.11.2026, 03:16 CET") as
/// "[time]".
fn mask_numeric_times(text: &str) -> String {
    // `9` one or two digits, `4` four digits, `Z` a zone; anything else itself.
    const PATTERNS: [&str; 2] = ["9. 9. 4 9:9 Z", "9.9.4, 9:9 Z"];
    fn digits(s: &str, min: usize, max: usize) -> Option<usize> {
        let n = s.bytes().take(max).take_while(u8::is_ascii_digit).count();
        (n >= min).then_some(n)
    }
    fn matches(pattern: &str, s: &str) -> Option<usize> {
        let mut used = 0;
        for p in pattern.chars() {
            let rest = &s[used..];
            used += match p {
                '9' => digits(rest, 1, 2)?,
                '4' => digits(rest, 4, 4)?,
                'Z' => {
                    let n = rest
                        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '+' || c == '-'))
                        .unwrap_or(rest.len());
                    (n > 0).then_some(n)?
                }
                c => rest.starts_with(c).then_some(c.len_utf8())?,
            };
        }
        Some(used)
    }
    let mut out = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(used) = PATTERNS.iter().find_map(|p| matches(p, rest)) {
            out.push_str("[time]");
            rest = &rest[used..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

fn mask_times(text: &str) -> String {
    const DAYS: [&str; 7] = ["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "];
    let mut out = String::new();
    let mut rest = text;
    'outer: while !rest.is_empty() {
        for day in DAYS {
            if let Some(tail) = rest.strip_prefix(day) {
                // d{1,2} Mon yyyy, hh:mm ZONE
                let parts: Vec<&str> = tail.splitn(5, ' ').collect();
                if parts.len() >= 5
                    && parts[0].chars().all(|c| c.is_ascii_digit())
                    && parts[2].ends_with(',')
                    && parts[3].len() == 5
                    && parts[3].as_bytes()[2] == b':'
                {
                    let zone_len = parts[4]
                        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '+' || c == '-'))
                        .unwrap_or(parts[4].len());
                    out.push_str("[time]");
                    let used = day.len()
                        + parts[..4].iter().map(|p| p.len() + 1).sum::<usize>()
                        + zone_len;
                    rest = &rest[used..];
                    continue 'outer;
                }
            }
        }
        let c = rest.chars().next().expect("not empty");
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_what_changes() {
        assert_eq!(
            masked(
                "Open: http://127.0.0.1:4242/p/0123456789abcdef0123 by Mon 23 Nov 2026, 19:52 CET."
            ),
            "Open: http://127.0.0.1:[port]/p/[hex] by [time]."
        );
        assert_eq!(masked("event 42, round 3"), "event 42, round 3");
        assert_eq!(round_of("x\nFriday · Round 3 · whose move: you\n"), 3);
        assert_eq!(round_of("x\nFriday · Setup · whose move: you\n"), 0);
    }
}
