//! The Citadels forms as a test fills in and presses them: the new-game form, and the game
//! page's move forms — every offered move is one form with its idempotency key and the command
//! as JSON; pressing one posts it back exactly as the page holds it.

use durbar_domain::citadels::Command;
use durbar_domain::Bytes32;

use crate::browser::{Browser, Page};

/// Creates a game of Citadels through the new-game form as `host`'s browser, for `players`
/// (name, email; the host first), with the first game's set and 48-hour deadlines; checks that
/// the page after it lists every player. The game's id in hex.
pub async fn create_by_form(host: &Browser, title: &str, players: &[(&str, &str)]) -> String {
    let form = host.get("/games/new?game=citadels").await;
    assert_eq!(form.status, 200, "{}", form.body);
    assert!(form.body.contains("A new game of Citadels"));
    let mut fields: Vec<(String, String)> = vec![
        ("csrf".into(), form.hidden("csrf").expect("a form token")),
        ("idem".into(), form.hidden("idem").expect("a key")),
        ("game".into(), "citadels".into()),
        ("title".into(), title.into()),
        ("set".into(), "first_game".into()),
        ("host_name".into(), players[0].0.into()),
        ("host_email".into(), players[0].1.into()),
        ("turn_hours".into(), "48".into()),
        ("reminder_hours".into(), "12".into()),
        ("no_show".into(), "wait".into()),
    ];
    for (i, (name, email)) in players[1..].iter().enumerate() {
        fields.push((format!("player_name_{}", i + 1), (*name).into()));
        fields.push((format!("player_email_{}", i + 1), (*email).into()));
    }
    let created = host.post_raw("/games", &fields).await;
    assert_eq!(created.status, 303, "{}", created.body);
    let location = created.location.expect("a redirect");
    let game = location
        .strip_prefix("/games/")
        .and_then(|rest| rest.strip_suffix("/invited"))
        .unwrap_or_else(|| panic!("unexpected redirect {location}"))
        .to_owned();
    let invited = host.get(&location).await;
    assert_eq!(invited.status, 200, "{}", invited.body);
    for (name, _) in players {
        assert!(invited.body.contains(name), "{name}: {}", invited.body);
    }
    game
}

/// The move forms of a page: each form's idempotency key, its command as the page holds it
/// (JSON) and that command parsed.
pub fn move_forms(page: &Page) -> Vec<(String, String, Command)> {
    let mut forms = Vec::new();
    let mut rest = page.body.as_str();
    while let Some(at) = rest.find("/citadels/move\">") {
        rest = &rest[at..];
        let end = rest.find("</form>").expect("a form's end");
        let form = Page {
            body: rest[..end].to_owned(),
            ..page.clone()
        };
        let text = form.hidden("move").expect("a form's move");
        let command: Command = serde_json::from_str(&text).expect("a command");
        forms.push((form.hidden("idem").expect("a form's key"), text, command));
        rest = &rest[end..];
    }
    forms
}

/// Posts a move form as it is on the page (its key, its command).
pub async fn post_move(browser: &Browser, game: &str, page: &Page, idem: &str, text: &str) -> Page {
    let fields = vec![
        (
            "csrf".to_owned(),
            page.hidden("csrf").expect("a form token"),
        ),
        ("idem".to_owned(), idem.to_owned()),
        (
            "seen".to_owned(),
            page.hidden("seen").expect("the version seen"),
        ),
        ("move".to_owned(), text.to_owned()),
    ];
    browser
        .post_raw(&format!("/games/{game}/citadels/move"), &fields)
        .await
}

/// Two moves are the same but for a pick's nonce (drawn by the server).
pub fn same_move(a: &Command, b: &Command) -> bool {
    let strip = |c: &Command| match c.clone() {
        Command::Pick {
            seat,
            character,
            discard,
            ..
        } => Command::Pick {
            seat,
            character,
            discard,
            nonce: Bytes32::default(),
            discard_nonce: None,
        },
        other => other,
    };
    strip(a) == strip(b)
}
