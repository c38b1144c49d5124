//! The emails: every message a player gets, as a plain-text part and an HTML part.
//!
//! A message is a [`Frame`] (the greeting, the game, whose move it is, the player's personal
//! link, the head of the game's log, the unsubscribe link) around one or more [`Section`]s. Each
//! kind of notice renders its own section ([`MailBody::section`]); a single mail has one, a
//! daily digest several. Sections hold no personal link, so a digest can keep them for a day and
//! still carry a fresh link. All text from users (names, titles) is escaped in the HTML part by
//! askama; nothing here writes a header (the api and the mailer do, without line breaks).

use askama::Template;

use crate::catalogue::{Lang, Words};

mod bodies;
mod pages;

pub use bodies::{
    ChooseCharacter, ChooseReason, CitadelsInvitation, CitadelsNotice, DiscReceipt, DiscSet,
    GameOver, Holdings, Invitation, KeyRegistered, PlaceHouse, PointsLine, RankLine, Reminder,
    RoundSummary, ScoreLine, SealedDiscReceipt, SetDisc, TurnLine, YourMove, YourTurn,
};
pub use pages::{MailSettingsForm, UnsubscribePage};

/// What every message shows around its sections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The recipient's display name.
    pub name: String,
    /// The game's title.
    pub title: String,
    /// The game's round (0 during setup).
    pub round: u32,
    /// Whose move it is, in words ("you — set a disc", "Bára — play a turn").
    pub whose_move: String,
    /// The recipient's personal link (signs them in; minted for this message).
    pub link: String,
    /// The head of the game's log: the last event's seq…
    pub head_seq: u64,
    /// …and its hash (64 hex digits).
    pub head_hash: String,
    /// The one-click unsubscribe link of this message.
    pub unsubscribe: String,
    /// A daily digest: the intro line above its sections (`None` for a single notice).
    pub digest_intro: Option<String>,
    /// The recipient's language: every word of the message is in it.
    pub lang: Lang,
    /// The board picture the HTML part shows above the sections (sent with the message);
    /// the text part has none.
    pub picture: Option<Picture>,
}

/// A picture in the HTML part: where it is (`cid:…`, a part of the same message) and its size
/// in pixels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    /// The `src` of the `<img>`.
    pub src: String,
    /// Its width in pixels.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
}

impl Frame {
    /// "Round 3", or "Setup" before round 1.
    pub fn round_label(&self) -> String {
        self.words()
            .m("round-label")
            .n("round", self.round)
            .to_string()
    }

    /// The words of the recipient's language.
    pub fn words(&self) -> Words {
        Words::new(self.lang)
    }
}

/// One notice rendered: a heading and its body in text and HTML (no personal links).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// What it is (`set_disc`, `your_turn`, …), as the outbox and digests name it.
    pub kind: String,
    /// One line saying what it is about.
    pub heading: String,
    /// The plain-text body.
    pub text: String,
    /// The HTML body (escaped by askama).
    pub html: String,
}

/// A message's two parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailParts {
    /// The plain-text part.
    pub text: String,
    /// The HTML part.
    pub html: String,
}

/// A kind of notice that renders itself as a section.
pub trait MailBody {
    /// The notice as a section, in the words of `w`.
    fn section(&self, w: Words) -> Result<Section, askama::Error>;
}

#[derive(Template)]
#[template(path = "mail/frame.txt")]
struct FrameText<'a> {
    f: &'a Frame,
    w: Words,
    sections: &'a [Section],
}

#[derive(Template)]
#[template(path = "mail/frame.html")]
struct FrameHtml<'a> {
    f: &'a Frame,
    w: Words,
    sections: &'a [Section],
}

/// Puts `sections` in `frame`: the whole message, text and HTML.
pub fn compose(frame: &Frame, sections: &[Section]) -> Result<MailParts, askama::Error> {
    let w = frame.words();
    let text = FrameText {
        f: frame,
        w,
        sections,
    }
    .render()?;
    let html = FrameHtml {
        f: frame,
        w,
        sections,
    }
    .render()?;
    Ok(MailParts {
        text: normalise_text(&text),
        html,
    })
}

/// Trailing spaces off every line (but the signature separator's), at most one empty line in a row, one newline at the end.
fn normalise_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut empty_run = 0;
    for line in text.trim().lines() {
        // The signature separator keeps its space (RFC 3676).
        let line = if line == "-- " { line } else { line.trim_end() };
        if line.is_empty() {
            empty_run += 1;
            if empty_run > 1 {
                continue;
            }
        } else {
            empty_run = 0;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// "Anna", "Anna and Bára", "Anna, Bára and Cyril".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests;
