//! The Citadels game page's move forms as a test reads and presses them: every offered move
//! is one form with its idempotency key and the command as JSON; pressing one posts it back
//! exactly as the page holds it.

use durbar_domain::citadels::Command;
use durbar_domain::Bytes32;

use crate::browser::{Browser, Page};

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
        },
        other => other,
    };
    strip(a) == strip(b)
}
