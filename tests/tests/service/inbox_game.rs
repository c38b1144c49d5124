//! A whole game played from the inbox: a 3-player game created through the web's new-game form,
//! then played to the end only by following the links in the emails the real SMTP server
//! received — each move begins at the personal link of the mail that called the player, signs
//! that browser in, and submits the game page's forms (with their form token and an idempotency
//! key). The domain's greedy bots choose the moves. At the end the export is fetched and
//! verified, and the emails per player per round are counted.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use durbar_api::audit::export::Export;
use durbar_api::audit::verify::verify;
use durbar_api::turn_mail::WaitKind;
use durbar_domain::maharaja::bots::{Bot, BotKind};
use durbar_domain::maharaja::{Command, GameId, Phase, PlayerCommand, Seat};
use durbar_tests::browser::{Browser, Page};
use durbar_tests::inbox::{self, Delivered};
use durbar_tests::{SmtpServer, TestApp};

const PLAYERS: [(&str, &str); 3] = [
    ("Anna", "anna@example.test"),
    ("Bára", "bara@example.test"),
    ("Cyril", "cyril@example.test"),
];

/// Mails that call their recipient to act.
const CALLS: [&str; 6] = [
    "invitation",
    "choose_character",
    "place_house",
    "set_disc",
    "your_turn",
    "your_move",
];

/// Creates the game through the new-game form, as the host's browser.
async fn create_by_form(host: &Browser) -> GameId {
    let form = host.get("/games/new").await;
    assert_eq!(form.status, 200);
    let mut fields: Vec<(String, String)> = vec![
        ("csrf".into(), form.hidden("csrf").expect("a form token")),
        (
            "idem".into(),
            form.hidden("idem").expect("an idempotency key"),
        ),
        ("title".into(), "Inbox game".into()),
        ("host_name".into(), PLAYERS[0].0.into()),
        ("host_email".into(), PLAYERS[0].1.into()),
        ("opt_hidden_gold".into(), "on".into()),
        ("turn_hours".into(), "48".into()),
        ("reminder_hours".into(), "12".into()),
        ("no_show".into(), "wait".into()),
    ];
    for (i, (name, email)) in PLAYERS[1..].iter().enumerate() {
        fields.push((format!("player_name_{}", i + 1), (*name).into()));
        fields.push((format!("player_email_{}", i + 1), (*email).into()));
    }
    let created = host.post_raw("/games", &fields).await;
    assert_eq!(created.status, 303, "{}", created.body);
    let location = created.location.expect("a redirect");
    let hex = location
        .strip_prefix("/games/")
        .and_then(|rest| rest.strip_suffix("/invited"))
        .unwrap_or_else(|| panic!("unexpected redirect {location}"));
    GameId(durbar_domain::parse_hex::<16>(hex).expect("a game id"))
}

/// The mail the test has read so far, and per player the calls to act not yet answered.
struct Inbox {
    read: usize,
    calls: BTreeMap<String, Vec<Delivered>>,
}

impl Inbox {
    /// Reads newly delivered mail; waits (up to a timeout) until `address` has a call to act.
    async fn call_for(&mut self, app: &TestApp, smtp: &SmtpServer, address: &str) -> Delivered {
        let started = Instant::now();
        loop {
            let mails = inbox::all_delivered(app, smtp, Duration::from_secs(60)).await;
            for mail in &mails[self.read..] {
                if CALLS.contains(&mail.kind.as_str()) {
                    self.calls.entry(mail.to()).or_default().push(mail.clone());
                }
            }
            self.read = mails.len();
            if let Some(calls) = self.calls.get_mut(address) {
                if let Some(newest) = calls.pop() {
                    // Older calls are answered by this move too.
                    calls.clear();
                    return newest;
                }
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "no mail calls {address} to act, yet the game waits for them"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// Follows the personal link of a mail in a fresh browser (signed in by it).
async fn open_mail(app: &TestApp, mail: &Delivered) -> Browser {
    let link = mail
        .personal_link()
        .expect("every mail carries a personal link");
    let mut browser = Browser::new(app);
    let followed = browser.follow(&link).await;
    assert_eq!(followed.status, 303, "the link signs in: {}", followed.body);
    let to = followed.location.expect("a redirect");
    assert!(
        !to.contains(&link[link.len() - 64..]),
        "the token leaves the URL"
    );
    let page = browser.get(&to).await;
    assert_eq!(page.status, 200);
    browser
}

/// The value of the first input named `name` on a page (whatever attributes stand between).
fn field(page: &Page, name: &str) -> Option<String> {
    page.hidden(name).or_else(|| {
        let at = page.body.find(&format!("name=\"{name}\""))?;
        let rest = &page.body[at..];
        let tag_end = rest.find('>')?;
        let value = rest[..tag_end].find("value=\"")? + "value=\"".len();
        let end = rest[value..].find('"')? + value;
        Some(rest[value..end].to_owned())
    })
}

fn expect_ok(page: &Page, what: &str) {
    assert_eq!(page.status, 303, "{what} was refused: {}", page.body);
}

#[tokio::test]
async fn a_three_player_game_is_played_to_the_end_from_the_inbox() {
    let (app, smtp, worker) = inbox::app_with_smtp_unlimited().await;
    let host = Browser::new(&app);
    let game = create_by_form(&host).await;
    let mut mailbox = Inbox {
        read: 0,
        calls: BTreeMap::new(),
    };

    // Everyone joins from their invitation.
    for (_, address) in PLAYERS {
        let invitation = mailbox.call_for(&app, &smtp, address).await;
        assert_eq!(invitation.kind, "invitation");
        let mut browser = open_mail(&app, &invitation).await;
        let page = browser.get(&format!("/games/{game}")).await;
        let contribution = field(&page, "contribution").expect("a join form");
        // Cyril reads Polish: he says so at join.
        let lang = if address == PLAYERS[2].1 { "pl" } else { "en" };
        let joined = browser
            .post(
                &format!("/games/{game}/join"),
                &[("contribution", &contribution), ("lang", lang)],
            )
            .await;
        expect_ok(&joined, "joining");
    }

    let loaded = app.store.load(game).await.unwrap();
    let seats: Vec<usize> = loaded
        .game
        .seat_players()
        .iter()
        .map(|p| usize::from(*p))
        .collect();
    let mut bots: Vec<Box<dyn Bot>> = (0..3).map(|i| BotKind::Greedy.make(11 + i)).collect();
    // The browser of the player building a turn, and the steps they added so far.
    let mut session: Option<(Seat, Browser)> = None;
    let mut draft: Vec<PlayerCommand> = Vec::new();
    let mut moves = 0;
    let mut links_followed = 3;
    for _ in 0..5000 {
        let loaded = app.store.load(game).await.unwrap();
        if loaded.game.phase() == Phase::Over {
            break;
        }
        let seat = *loaded
            .game
            .awaiting_seats()
            .first()
            .expect("someone is awaited");
        let building = loaded.game.phase() == Phase::Turns
            && loaded.game.active_seat() == Some(seat)
            && loaded.game.pending_replacements().is_empty();
        // A move that does not go on with the turn being built begins at a mail.
        let continuing =
            building && !draft.is_empty() && session.as_ref().is_some_and(|(s, _)| *s == seat);
        if !continuing {
            draft.clear();
            let address = PLAYERS[seats[seat.index()]].1;
            let call = mailbox.call_for(&app, &smtp, address).await;
            let expected = match durbar_api::turn_mail::waits(&loaded.game)[0].1 {
                WaitKind::StartingCharacter | WaitKind::Replacement => "choose_character",
                WaitKind::InitialHouse => "place_house",
                WaitKind::Disc => "set_disc",
                WaitKind::Turn => "your_turn",
                _ => "your_move",
            };
            assert_eq!(
                call.kind, expected,
                "the mail calls for the move the game waits for"
            );
            session = Some((seat, open_mail(&app, &call).await));
            links_followed += 1;
        }
        let (_, browser) = session.as_mut().expect("a signed-in browser");
        // The state the player sees: the stored game and their unfinished steps.
        let mut state = (*loaded.game).clone();
        for step in &draft {
            let events =
                durbar_domain::maharaja::decide(&state, &Command::player(seat, step.clone()))
                    .expect("a drafted step still applies");
            state = events.iter().fold(state, durbar_domain::maharaja::evolve);
        }
        let command = match bots[seat.index()].choose(&state, seat) {
            Command::Player { command, .. } => command,
            Command::System(_) => panic!("a bot plays for its seat"),
        };
        let commits_at_once = matches!(&command, PlayerCommand::TakeCharacter { character, .. }
            if state.holder_of(*character).is_some_and(|h| h != seat));
        let page = match &command {
            PlayerCommand::Travel { to } if building => {
                let preview = browser.get(&format!("/games/{game}?travel={to}")).await;
                let path = field(&preview, "path").expect("a travel preview");
                browser
                    .post(
                        &format!("/games/{game}/turn/step"),
                        &[("type", "travel_path"), ("path", &path)],
                    )
                    .await
            }
            other => browser.play(game, other, building).await,
        };
        expect_ok(&page, &format!("{command:?}"));
        moves += 1;
        if building && !matches!(command, PlayerCommand::EndTurn) && !commits_at_once {
            draft.push(command);
        } else {
            draft.clear();
            if !building || matches!(command, PlayerCommand::EndTurn) {
                session = None;
            }
        }
    }
    let loaded = app.store.load(game).await.unwrap();
    assert_eq!(
        loaded.game.phase(),
        Phase::Over,
        "the game ended after {moves} moves"
    );

    // Everyone hears the end; the game over mail links the replay and the export.
    let mails = inbox::all_delivered(&app, &smtp, Duration::from_secs(60)).await;
    worker.stop().await;
    for (_, address) in PLAYERS {
        let over = mails
            .iter()
            .find(|m| m.kind == "game_over" && m.to() == address)
            .expect("a game over mail");
        let links = inbox::links(&over.text());
        assert!(links
            .iter()
            .any(|l| l.ends_with(&format!("/games/{game}/replay"))));
        assert!(links
            .iter()
            .any(|l| l.ends_with(&format!("/games/{game}/export.json"))));
    }

    // Cyril's mail is in the language he picked at join, everyone else's in English.
    for mail in mails.iter().filter(|m| m.kind != "invitation") {
        let polish = mail.to() == PLAYERS[2].1;
        assert_eq!(
            mail.text().contains("Otwórz grę:"),
            polish,
            "{}",
            mail.text()
        );
        assert_eq!(mail.text().contains("Open the game:"), !polish);
    }

    // The export, from the link in the mail, verifies.
    let over = mails
        .iter()
        .find(|m| m.kind == "game_over" && m.to() == PLAYERS[0].1)
        .unwrap();
    let export_link = inbox::links(&over.text())
        .into_iter()
        .find(|l| l.ends_with("/export.json"))
        .unwrap();
    let response = reqwest::get(&export_link).await.unwrap();
    assert_eq!(response.status(), 200);
    let export: Export = response.json().await.unwrap();
    let verified = verify(&export).expect("the export verifies");
    assert_eq!(verified.head, hex::encode(loaded.head));
    assert_eq!(verified.ranking(), Some(loaded.game.ranking()));
    // The head in the last mails is the export's head.
    assert!(over.text().contains(&format!(
        "Log head: event {}, hash {}",
        export.head.seq, export.head.hash
    )));

    // Emails per player per round.
    let mut counts: BTreeMap<(u32, String), BTreeMap<String, usize>> = BTreeMap::new();
    for mail in &mails {
        *counts
            .entry((mail.round(), mail.to()))
            .or_default()
            .entry(mail.kind.clone())
            .or_default() += 1;
    }
    println!(
        "{moves} moves, {links_followed} mail links followed, {} mails",
        mails.len()
    );
    for ((round, to), kinds) in &counts {
        let total: usize = kinds.values().sum();
        println!("round {round:>2} {to:<20} {total} {kinds:?}");
    }
    let ids: std::collections::BTreeSet<&str> = mails.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids.len(), mails.len(), "every mail arrived once");
}
