//! The unsubscribe page (GET shows the question, POST answers it) and the mail settings form on
//! the game page.

use askama::Template;

/// The unsubscribe page.
#[derive(Template, Debug)]
#[template(path = "mail/unsubscribe.html")]
pub struct UnsubscribePage {
    /// The service version shown in the footer.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The player's name.
    pub name: String,
    /// The game's title.
    pub title: String,
    /// Unsubscribed (after the POST, or before).
    pub done: bool,
    /// The game is over.
    pub game_over: bool,
    /// Where the form posts (the same URL).
    pub action: String,
}

/// A player's mail settings as the game page's form shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailSettingsForm {
    /// `every`, `digest` or `none`.
    pub mode: String,
    /// The IANA time zone.
    pub time_zone: String,
    /// On vacation.
    pub on_vacation: bool,
    /// The language of the player's mail.
    pub lang: crate::Lang,
    /// Where the form posts: `/games/{id}/mail-settings`.
    pub action: String,
}

impl MailSettingsForm {
    /// The choices of the mail mode select: (value, label).
    pub fn modes(&self, w: &crate::Words) -> [(&'static str, String); 3] {
        [
            ("every", w.t("mail-settings-every")),
            ("digest", w.t("mail-settings-digest")),
            ("none", w.t("mail-settings-none")),
        ]
    }
}
