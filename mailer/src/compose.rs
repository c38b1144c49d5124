//! Building the lettre [`Message`] for an outbox row: From (configured), To, Subject, the stored
//! Message-ID (so a re-send is the same message), Date (when the row was written), threading,
//! List-Unsubscribe with RFC 8058 one-click, List-Id, and a multipart/alternative text + HTML body
//! (the HTML with its picture, if any, as multipart/related: the board of a turn mail).
//!
//! Every header value that came from user text is cleaned here as well as checked at enqueue
//! time: control characters (CR, LF, …) become spaces, so no header can be injected even from a
//! row written behind the mailer's back; lettre then encodes what is left (RFC 2047).

use lettre::message::header::ContentType;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::Message;

use crate::outgoing::{MessageId, PICTURE_CONTENT_ID};
use crate::queue::OutboxRow;

/// Why a row could not become a message; such a row can never be sent (a permanent failure).
#[derive(Debug, thiserror::Error)]
pub enum ComposeError {
    /// The recipient's address does not parse.
    #[error("the recipient's address {0:?} is not an email address")]
    Address(String),
    /// A stored Message-ID is malformed.
    #[error("the stored Message-ID {0:?} is malformed")]
    MessageId(String),
    /// lettre refused to build the message.
    #[error("the message cannot be built: {0}")]
    Build(#[from] lettre::error::Error),
}

/// Replaces every control character (CR, LF, TAB, NUL, …) with a space and trims the ends.
pub fn header_safe(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Turns outbox rows into messages from one sender.
#[derive(Debug, Clone)]
pub struct Composer {
    from: Mailbox,
    draw: Option<DrawPicture>,
}

/// Draws a mail's picture (SVG) as a PNG; `None` if it cannot be drawn.
pub type DrawPicture = fn(&str) -> Option<Vec<u8>>;

impl Composer {
    /// A composer sending from `from` (e.g. `durbar <durbar@durbar.example>`).
    pub fn new(from: &str) -> anyhow::Result<Self> {
        let from: Mailbox = from.parse().map_err(|error| {
            anyhow::anyhow!("the mail sender {from:?} is not a valid address: {error}")
        })?;
        Ok(Self { from, draw: None })
    }

    /// The same composer, drawing each mail's picture with `draw` when it composes the mail
    /// (the mailer's time, never a move's). Without it, or if a picture cannot be drawn, the
    /// mail goes without its picture: text and HTML only.
    pub fn with_pictures(self, draw: DrawPicture) -> Self {
        Self {
            draw: Some(draw),
            ..self
        }
    }

    /// The sender.
    pub fn from(&self) -> &Mailbox {
        &self.from
    }

    /// Builds the message for `row`.
    pub fn compose(&self, row: &OutboxRow) -> Result<Message, ComposeError> {
        let address = row
            .to_address
            .trim()
            .parse()
            .map_err(|_| ComposeError::Address(row.to_address.clone()))?;
        let name = header_safe(&row.to_name);
        let to = Mailbox::new((!name.is_empty()).then_some(name), address);
        let message_id = checked_id(&row.message_id)?;
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(header_safe(&row.subject))
            .message_id(Some(message_id))
            .date(row.created_at)
            // RFC 3834: sent by a machine, so mail programs send no vacation replies to it.
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Auto-Submitted"),
                "auto-generated".to_owned(),
            ));
        if let Some(parent) = &row.in_reply_to {
            builder = builder.in_reply_to(checked_id(parent)?);
        }
        if !row.references.is_empty() {
            let ids = row
                .references
                .iter()
                .map(|id| checked_id(id))
                .collect::<Result<Vec<_>, _>>()?;
            builder = builder.references(ids.join(" "));
        }
        if let Some(url) = &row.list_unsubscribe {
            let url: String = url
                .chars()
                .filter(|c| !c.is_control() && !c.is_whitespace() && !matches!(c, '<' | '>'))
                .collect();
            builder = builder
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    format!("<{url}>"),
                ))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".to_owned(),
                ));
        }
        if let Some(list_id) = &row.list_id {
            builder = builder.raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Id"),
                header_safe(list_id),
            ));
        }
        // The mail's language, as its HTML part declares it (`<html lang="cs">`).
        if let Some(lang) = html_lang(&row.html_body) {
            builder = builder.raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Content-Language"),
                lang.to_owned(),
            ));
        }
        let png = row
            .picture_svg
            .as_deref()
            .zip(self.draw)
            .and_then(|(svg, draw)| {
                let png = draw(svg);
                if png.is_none() {
                    tracing::warn!(
                        outbox_id = row.id,
                        "a mail's picture could not be drawn: sent without it"
                    );
                }
                png
            });
        Ok(builder.multipart(body(row, png))?)
    }
}

/// The body: text and HTML as alternatives; the HTML related to its picture when there is one
/// (an inline part the HTML names as `cid:`), so a mail program without pictures shows the text.
fn body(row: &OutboxRow, png: Option<Vec<u8>>) -> MultiPart {
    let Some(png) = png else {
        return MultiPart::alternative_plain_html(row.text_body.clone(), row.html_body.clone());
    };
    let picture =
        Attachment::new_inline_with_name(PICTURE_CONTENT_ID.to_owned(), "board.png".to_owned())
            .body(png, ContentType::parse("image/png").expect("a MIME type"));
    MultiPart::alternative()
        .singlepart(SinglePart::plain(row.text_body.clone()))
        .multipart(
            MultiPart::related()
                .singlepart(SinglePart::html(row.html_body.clone()))
                .singlepart(picture),
        )
}

/// The language tag of an HTML document's `<html lang="…">` (letters, digits and hyphens only,
/// at most 35 characters), if it starts with one.
pub fn html_lang(html: &str) -> Option<&str> {
    let head = html.get(..html.len().min(200))?;
    let start = head.find("<html lang=\"")? + "<html lang=\"".len();
    let tag = &head[start..start + head[start..].find('"')?];
    (!tag.is_empty()
        && tag.len() <= 35
        && tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
    .then_some(tag)
}

fn checked_id(id: &str) -> Result<String, ComposeError> {
    MessageId::parse(id)
        .map(|id| id.as_str().to_owned())
        .map_err(|_| ComposeError::MessageId(id.to_owned()))
}

#[cfg(test)]
pub(crate) mod tests {
    use std::time::{Duration, SystemTime};

    use super::*;

    #[test]
    fn the_language_comes_from_the_html_part() {
        assert_eq!(
            html_lang("<!doctype html>\n<html lang=\"cs\">\n<head>"),
            Some("cs")
        );
        assert_eq!(html_lang("<html lang=\"en-GB\">"), Some("en-GB"));
        assert_eq!(html_lang("<p>no document</p>"), None);
        assert_eq!(html_lang("<html lang=\"x\r\nBcc: a@b\">"), None);
        let mut with_lang = row();
        with_lang.html_body = "<!doctype html>\n<html lang=\"pl\"><body>Cześć</body></html>".into();
        let composer = Composer::new("durbar <durbar@durbar.example>").unwrap();
        let text = String::from_utf8(composer.compose(&with_lang).unwrap().formatted()).unwrap();
        assert!(text.contains("Content-Language: pl\r\n"), "{text}");
        let text = String::from_utf8(composer.compose(&row()).unwrap().formatted()).unwrap();
        assert!(!text.contains("Content-Language"));
    }

    pub(crate) fn row() -> OutboxRow {
        OutboxRow {
            id: 7,
            game_id: None,
            kind: "your_turn".into(),
            message_id: "<0123abcd@durbar.example>".into(),
            to_name: "Anna Äpfel".into(),
            to_address: "anna@example.test".into(),
            subject: "Your turn in Agra".into(),
            in_reply_to: Some("<root@durbar.example>".into()),
            references: vec![
                "<root@durbar.example>".into(),
                "<second@durbar.example>".into(),
            ],
            list_unsubscribe: Some("https://durbar.example/unsubscribe/t0k3n".into()),
            list_id: Some("Game in Agra <g1.games.durbar.example>".into()),
            text_body: "Play here: https://durbar.example/g/1\n".into(),
            html_body: "<p>Play <a href=\"https://durbar.example/g/1\">here</a></p>".into(),
            picture_svg: None,
            created_at: SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000),
            attempts: 1,
        }
    }

    fn composer() -> Composer {
        Composer::new("durbar <durbar@durbar.example>").unwrap()
    }

    fn formatted(row: &OutboxRow) -> String {
        String::from_utf8(composer().compose(row).unwrap().formatted()).unwrap()
    }

    /// The header block: everything before the first empty line, with folded lines unfolded.
    fn headers(text: &str) -> Vec<String> {
        let head = text.split("\r\n\r\n").next().unwrap();
        let mut lines: Vec<String> = Vec::new();
        for line in head.split("\r\n") {
            if line.starts_with([' ', '\t']) {
                lines.last_mut().unwrap().push_str(line);
            } else {
                lines.push(line.to_owned());
            }
        }
        lines
    }

    fn header(text: &str, name: &str) -> Option<String> {
        headers(text).into_iter().find_map(|line| {
            let (n, v) = line.split_once(':')?;
            n.eq_ignore_ascii_case(name).then(|| v.trim().to_owned())
        })
    }

    #[test]
    fn every_header_is_there() {
        let text = formatted(&row());
        assert_eq!(
            header(&text, "Message-ID").as_deref(),
            Some("<0123abcd@durbar.example>")
        );
        assert_eq!(
            header(&text, "In-Reply-To").as_deref(),
            Some("<root@durbar.example>")
        );
        assert_eq!(
            header(&text, "References").as_deref(),
            Some("<root@durbar.example> <second@durbar.example>")
        );
        assert_eq!(
            header(&text, "List-Unsubscribe").as_deref(),
            Some("<https://durbar.example/unsubscribe/t0k3n>")
        );
        assert_eq!(
            header(&text, "List-Unsubscribe-Post").as_deref(),
            Some("List-Unsubscribe=One-Click")
        );
        assert_eq!(
            header(&text, "List-Id").as_deref(),
            Some("Game in Agra <g1.games.durbar.example>")
        );
        assert_eq!(
            header(&text, "From").as_deref(),
            Some("durbar <durbar@durbar.example>")
        );
        assert_eq!(
            header(&text, "Auto-Submitted").as_deref(),
            Some("auto-generated")
        );
        assert_eq!(
            header(&text, "Date").as_deref(),
            Some("Tue, 14 Nov 2023 22:13:20 +0000")
        );
        assert!(header(&text, "Content-Type")
            .unwrap()
            .starts_with("multipart/alternative"));
        assert!(text.contains("Content-Type: text/plain; charset=utf-8"));
        assert!(text.contains("Content-Type: text/html; charset=utf-8"));
    }

    #[test]
    fn the_same_row_makes_the_same_headers() {
        // A re-send (after a crash) is the same message: same Message-ID, same Date.
        let a = formatted(&row());
        let b = formatted(&row());
        assert_eq!(header(&a, "Message-ID"), header(&b, "Message-ID"));
        assert_eq!(header(&a, "Date"), header(&b, "Date"));
    }

    #[test]
    fn without_threading_or_unsubscribe_those_headers_are_absent() {
        let mut r = row();
        r.in_reply_to = None;
        r.references.clear();
        r.list_unsubscribe = None;
        r.list_id = None;
        let text = formatted(&r);
        for name in [
            "In-Reply-To",
            "References",
            "List-Unsubscribe",
            "List-Unsubscribe-Post",
            "List-Id",
        ] {
            assert_eq!(header(&text, name), None, "{name}");
        }
    }

    #[test]
    fn line_breaks_in_names_and_subjects_cannot_inject_headers() {
        let mut r = row();
        r.to_name = "Eve\r\nBcc: mallory@example.test".into();
        r.subject = "Hello\r\nBcc: mallory@example.test\nX-Evil: 1".into();
        r.list_id = Some("x\r\nBcc: mallory@example.test".into());
        r.list_unsubscribe = Some("https://durbar.example/u>\r\nBcc: mallory@example.test".into());
        let message = composer().compose(&r).unwrap();
        let text = String::from_utf8(message.formatted()).unwrap();
        let names: Vec<String> = headers(&text)
            .iter()
            .map(|line| line.split(':').next().unwrap().to_ascii_lowercase())
            .collect();
        assert!(!names.contains(&"bcc".to_owned()), "{text}");
        assert!(!names.contains(&"x-evil".to_owned()), "{text}");
        assert_eq!(
            header(&text, "Subject").as_deref(),
            Some("Hello  Bcc: mallory@example.test X-Evil: 1")
        );
        // The envelope goes to the one recipient only.
        let to: Vec<String> = message
            .envelope()
            .to()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(to, ["anna@example.test"]);
    }

    #[test]
    fn header_safe_strips_control_characters() {
        assert_eq!(header_safe("Eve\r\nBcc: x@y"), "Eve  Bcc: x@y");
        assert_eq!(header_safe("\tA\u{0}B\u{7f}\n"), "A B");
        assert_eq!(header_safe("Äpfel 🍎"), "Äpfel 🍎");
    }

    #[test]
    fn a_bad_address_or_id_cannot_be_composed() {
        let mut r = row();
        r.to_address = "nobody".into();
        assert!(matches!(
            composer().compose(&r),
            Err(ComposeError::Address(_))
        ));
        let mut r = row();
        r.message_id = "<a@b>\r\nBcc: x@y".into();
        assert!(matches!(
            composer().compose(&r),
            Err(ComposeError::MessageId(_))
        ));
        let mut r = row();
        r.references = vec!["bad".into()];
        assert!(composer().compose(&r).is_err());
    }

    #[test]
    fn a_bad_sender_is_refused_at_start() {
        assert!(Composer::new("not an address").is_err());
    }

    #[test]
    fn a_picture_goes_inline_beside_the_html_and_the_text_stays_the_fallback() {
        use mail_parser::MimeHeaders;
        let mut with_picture = row();
        with_picture.html_body = "<p><img src=\"cid:board@durbar\" alt=\"The board\"></p>".into();
        with_picture.picture_svg = Some("<svg>a board</svg>".into());
        // A stand-in drawer: the picture's bytes tell which SVG they were drawn from.
        fn drawn(svg: &str) -> Option<Vec<u8>> {
            Some([b"\x89PNG drawn from ".as_slice(), svg.as_bytes()].concat())
        }
        let drawing = composer().with_pictures(drawn);
        let raw = drawing.compose(&with_picture).unwrap().formatted();
        let message = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let text = String::from_utf8_lossy(&raw).into_owned();
        let types: Vec<String> = message
            .parts
            .iter()
            .map(|p| {
                p.content_type()
                    .map(|t| format!("{}/{}", t.ctype(), t.subtype().unwrap_or("")))
                    .unwrap_or_default()
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
            ],
            "{text}"
        );
        assert_eq!(
            message.body_text(0).unwrap().trim(),
            "Play here: https://durbar.example/g/1"
        );
        let picture = &message.parts[4];
        assert_eq!(picture.content_id(), Some("board@durbar"));
        assert_eq!(picture.contents(), b"\x89PNG drawn from <svg>a board</svg>");
        assert!(text.contains("Content-Disposition: inline"), "{text}");
        // Without a picture, or without a drawer, or when the drawing fails: the plain
        // alternative, as before.
        let plain = formatted(&row());
        assert!(!plain.contains("multipart/related"), "{plain}");
        let undrawn = formatted(&with_picture);
        assert!(!undrawn.contains("multipart/related"), "{undrawn}");
        fn failed(_: &str) -> Option<Vec<u8>> {
            None
        }
        let raw = composer()
            .with_pictures(failed)
            .compose(&with_picture)
            .unwrap()
            .formatted();
        assert!(!String::from_utf8_lossy(&raw).contains("multipart/related"));
    }
}
