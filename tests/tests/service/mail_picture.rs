//! The board picture in turn mails (#14), through the real outbox worker and a real SMTP server
//! (aiosmtpd): a "your turn" mail carries an image/png part inline beside its HTML (which shows
//! it as `cid:`), the text part stays the fallback, the PNG decodes to the promised size and is
//! exactly the board of the game when the mail was written — so the next one, after pieces
//! moved, differs.

use std::time::Duration;

use durbar_api::store::game_uuid;
use durbar_domain::maharaja::{view, Game, GameId, GameOptions, Seat, Viewer};
use durbar_mailer::WorkerHandle;
use durbar_templates::board::{board_png, BOARD_PNG_WIDTH};
use durbar_templates::BoardSvgOptions;
use durbar_tests::inbox::{self, Delivered};
use durbar_tests::{SmtpServer, TestApp};
use mail_parser::MimeHeaders;
use resvg::tiny_skia::Pixmap;

const PLAYERS: [(&str, &str); 3] = [
    ("Anna", "anna@example.test"),
    ("Bára", "bara@example.test"),
    ("Cyril", "cyril@example.test"),
];

/// How many `your_turn` rows the outbox holds.
async fn turn_mails(app: &TestApp, game: GameId) -> i64 {
    let client = app.pool.get().await.expect("a connection");
    client
        .query_one(
            "SELECT count(*) FROM outbox WHERE kind = 'your_turn' AND game_id = $1",
            &[&game_uuid(game)],
        )
        .await
        .expect("count")
        .get(0)
}

/// Plays bot moves until one more "your turn" mail is written; returns the game as it is then.
async fn until_next_turn_mail(
    app: &TestApp,
    game: GameId,
    bots: &mut [Box<dyn durbar_domain::maharaja::bots::Bot>],
) -> Game {
    let before = turn_mails(app, game).await;
    for _ in 0..2_000 {
        let loaded = app.store.load(game).await.expect("the game loads");
        if turn_mails(app, game).await > before {
            return (*loaded.game).clone();
        }
        let command = inbox::bot_move(&loaded.game, bots).expect("someone to move");
        app.store
            .execute(game, &command, Some(loaded.seq))
            .await
            .expect("the bot's move");
    }
    panic!("no turn mail was written");
}

/// The picture of the board `game` shows the player in `seat`, drawn as a mail draws it.
fn expected_picture(game: &Game, seat: Seat) -> Vec<u8> {
    let info = game.info().expect("a created game");
    board_png(
        &info.board,
        &view(game, Viewer::Seat(seat)),
        &BoardSvgOptions {
            you: Some(seat),
            ..BoardSvgOptions::default()
        },
    )
    .expect("the board draws")
    .bytes
}

/// The newest "your turn" mail (the last written), as delivered.
async fn last_turn_mail(app: &TestApp, smtp: &SmtpServer) -> Delivered {
    let newest = inbox::outbox(app)
        .await
        .into_iter()
        .rfind(|(_, kind, _)| kind == "your_turn")
        .expect("a turn mail")
        .0;
    inbox::all_delivered(app, smtp, Duration::from_secs(60))
        .await
        .into_iter()
        .find(|m| m.id == newest)
        .expect("the turn mail was delivered")
}

/// The picture part of a delivered mail: its bytes, after checking where it sits.
#[track_caller]
fn picture_of(mail: &Delivered) -> Vec<u8> {
    let parsed = mail.mail.parsed();
    let types: Vec<String> = parsed
        .parts
        .iter()
        .map(|p| {
            p.content_type().map_or_else(String::new, |t| {
                format!("{}/{}", t.ctype(), t.subtype().unwrap_or(""))
            })
        })
        .collect();
    assert_eq!(
        types,
        [
            "multipart/alternative",
            "text/plain",
            "multipart/related",
            "text/html",
            "image/png"
        ]
    );
    let png = &parsed.parts[4];
    assert_eq!(png.content_id(), Some("board@durbar"));
    let html = mail.mail.html();
    assert!(html.contains(r#"<img src="cid:board@durbar""#), "{html}");
    assert!(html.contains(r#"alt="The board in round "#), "{html}");
    let text = mail.text();
    assert!(!text.contains("cid:"), "{text}");
    assert!(
        text.contains("/p/"),
        "the text part keeps the whole mail: {text}"
    );
    png.contents().to_vec()
}

/// A started game of `PLAYERS` titled `title`, everyone joined, its mail sent to a real SMTP
/// server as fast as it comes.
async fn started_game(title: &str) -> (TestApp, SmtpServer, WorkerHandle, GameId) {
    let (app, smtp, worker) = inbox::app_with_smtp_unlimited().await;
    let game = inbox::create_game(
        &app,
        title,
        &PLAYERS,
        durbar_api::store::Deadlines::default(),
        GameOptions::default(),
    )
    .await;
    inbox::join_everyone(&app.store, game, PLAYERS.len(), 7).await;
    (app, smtp, worker, game)
}

#[tokio::test]
async fn turn_mails_carry_a_png_of_the_board_as_it_is() {
    let (app, smtp, _worker, game) = started_game("Picture game").await;
    let mut bots = inbox::bots(PLAYERS.len(), 11);
    // The seat of a mail's recipient (the seating is drawn: seats are not the host's order).
    let seat_of = |game: &Game, mail: &Delivered| {
        let to = mail.to();
        let player = PLAYERS
            .iter()
            .position(|(_, e)| *e == to)
            .expect("a player") as u8;
        let seat = game.seat_players().iter().position(|p| *p == player);
        Seat(seat.expect("a seated player") as u8)
    };

    let first_state = until_next_turn_mail(&app, game, &mut bots).await;
    let first = last_turn_mail(&app, &smtp).await;
    let first_png = picture_of(&first);
    let decoded = Pixmap::decode_png(&first_png).expect("the picture is a PNG");
    assert_eq!(decoded.width(), BOARD_PNG_WIDTH);
    assert!(decoded.height() > 300 && decoded.height() < decoded.width());
    assert_eq!(
        first_png,
        expected_picture(&first_state, seat_of(&first_state, &first)),
        "the picture is the board when the mail was written"
    );
    let size = first.mail.raw.len();
    assert!(size < 150_000, "the whole mail is {size} bytes");
    eprintln!(
        "a your-turn mail with its board picture: {size} bytes (PNG {} bytes)",
        first_png.len()
    );

    // Pieces move; the next turn's mail shows the board as it is then.
    let second_state = until_next_turn_mail(&app, game, &mut bots).await;
    let second = last_turn_mail(&app, &smtp).await;
    assert_ne!(second.id, first.id);
    let second_png = picture_of(&second);
    assert_eq!(
        second_png,
        expected_picture(&second_state, seat_of(&second_state, &second))
    );
    assert_ne!(second_png, first_png);
    // Not only the highlighted seat changed: the first reader's board changed too.
    assert_ne!(
        expected_picture(&second_state, seat_of(&second_state, &first)),
        first_png
    );
}

#[tokio::test]
async fn receipts_carry_no_picture() {
    let (app, smtp, _worker, game) = started_game("Receipts").await;
    let mut bots = inbox::bots(PLAYERS.len(), 11);
    until_next_turn_mail(&app, game, &mut bots).await;
    let mails = inbox::all_delivered(&app, &smtp, Duration::from_secs(60)).await;
    let receipts: Vec<&Delivered> = mails.iter().filter(|m| m.kind == "disc_receipt").collect();
    assert!(!receipts.is_empty());
    for mail in receipts {
        let raw = String::from_utf8_lossy(&mail.mail.raw);
        assert!(!raw.contains("image/png"), "{raw}");
    }
    // The invitations neither.
    assert!(mails
        .iter()
        .filter(|m| m.kind == "invitation")
        .all(|m| !String::from_utf8_lossy(&m.mail.raw).contains("image/png")));
}
