//! What the api hands the mailer: an [`OutgoingMail`] (one message to one recipient, already
//! rendered), checked and written to the outbox by [`enqueue`](crate::queue::enqueue) inside the caller's transaction,
//! and the [`MessageId`]s that thread a game's mail.

use std::fmt;

use uuid::Uuid;

/// The NOTIFY channel [`enqueue`](crate::queue::enqueue) signals, so a listening worker wakes at once.
pub const NOTIFY_CHANNEL: &str = "durbar_outbox";

/// An RFC 5322 Message-ID with its angle brackets: `<left@right>`, printable ASCII only, no
/// spaces, no line breaks. Every outbox row has its own; a re-send carries the same one.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MessageId(String);

impl MessageId {
    /// A fresh id `<32 random hex digits@domain>`; `domain` is normally [`message_id_domain`] of
    /// the service's base URL.
    pub fn random(domain: &str) -> Self {
        let left = hex::encode(rand::random::<[u8; 16]>());
        let domain = if is_id_part(domain) {
            domain
        } else {
            "localhost"
        };
        Self(format!("<{left}@{domain}>"))
    }

    /// Checks an id given as text, e.g. read back from a header or the database.
    pub fn parse(text: &str) -> Result<Self, InvalidMail> {
        let inner = text
            .strip_prefix('<')
            .and_then(|rest| rest.strip_suffix('>'))
            .ok_or(InvalidMail::MessageId)?;
        match inner.split_once('@') {
            Some((left, right)) if is_id_part(left) && is_id_part(right) => {
                Ok(Self(text.to_owned()))
            }
            _ => Err(InvalidMail::MessageId),
        }
    }

    /// The id with its angle brackets, as it appears in headers.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Its right-hand side (`<abc@durbar.example>` → `durbar.example`).
    pub fn domain(&self) -> &str {
        self.0
            .trim_end_matches('>')
            .rsplit_once('@')
            .map_or("localhost", |(_, domain)| domain)
    }
}

impl fmt::Display for MessageId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One side of a Message-ID: printable ASCII without spaces, `<`, `>` or `@`.
fn is_id_part(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_graphic() && !matches!(b, b'<' | b'>' | b'@'))
}

/// The right-hand side of our Message-IDs: the host of the service's public URL
/// (`https://durbar.example:8443/x` → `durbar.example`), or `localhost` if it has none usable.
pub fn message_id_domain(base_url: &str) -> String {
    let rest = base_url
        .split_once("://")
        .map_or(base_url, |(_, rest)| rest);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host_port = authority
        .rsplit_once('@')
        .map_or(authority, |(_, host)| host);
    let host = if host_port.starts_with('[') {
        // An IPv6 literal keeps its brackets (a valid no-fold-literal).
        host_port
            .find(']')
            .map_or(host_port, |end| &host_port[..=end])
    } else {
        host_port.split(':').next().unwrap_or_default()
    };
    let host = host.to_ascii_lowercase();
    let usable = !host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'[' | b']' | b':'));
    if usable {
        host
    } else {
        "localhost".to_owned()
    }
}

/// One message to one recipient, fully rendered, as the api gives it to the mailer.
#[derive(Debug, Clone, PartialEq)]
pub struct OutgoingMail {
    /// What the message is, in lower-case words joined by `_` (`invitation`, `your_turn`, …).
    pub kind: String,
    /// The game it is about, if any.
    pub game_id: Option<Uuid>,
    /// This message's own id (see [`MessageId::random`]).
    pub message_id: MessageId,
    /// The recipient's display name (may be empty); no control characters.
    pub to_name: String,
    /// The recipient's address.
    pub to_address: String,
    /// The subject; no control characters.
    pub subject: String,
    /// The message this one answers (the game's root message, for one thread per game).
    pub in_reply_to: Option<MessageId>,
    /// The thread's ids, oldest first (sent as `References`).
    pub references: Vec<MessageId>,
    /// The one-click unsubscribe URL (`http(s)://…`), sent as `List-Unsubscribe` with
    /// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
    pub list_unsubscribe: Option<String>,
    /// The `List-Id` value, e.g. `Game in Agra <0f3a….games.durbar.example>`.
    pub list_id: Option<String>,
    /// The plain-text part.
    pub text_body: String,
    /// The HTML part.
    pub html_body: String,
    /// A picture (SVG) the HTML part shows as `cid:{PICTURE_CONTENT_ID}` (the board in a turn
    /// mail): drawn as a PNG when the mail is sent (see [`crate::compose::Composer::with_pictures`])
    /// and sent with the HTML as a multipart/related part.
    pub picture_svg: Option<String>,
}

/// The Content-ID of a message's picture (see [`OutgoingMail::picture_svg`]): its HTML part
/// shows it as `<img src="cid:board@durbar">`.
pub const PICTURE_CONTENT_ID: &str = "board@durbar";

/// Why an [`OutgoingMail`] was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidMail {
    /// A header field holds a line break or another control character (header injection).
    #[error("the {0} holds a line break or another control character")]
    ControlCharacter(&'static str),
    /// The recipient's address is not an email address.
    #[error("{0:?} is not an email address")]
    Address(String),
    /// The subject is empty.
    #[error("the subject is empty")]
    EmptySubject,
    /// A Message-ID is not of the form `<left@right>` in printable ASCII.
    #[error("a Message-ID must look like <left@right>, in printable ASCII without spaces")]
    MessageId,
    /// The kind is not lower-case words joined by `_`.
    #[error("the mail kind {0:?} must be lower-case words joined by _")]
    Kind(String),
    /// The unsubscribe link is not a plain http(s) URL.
    #[error("the unsubscribe link must be an http(s) URL without spaces or angle brackets")]
    UnsubscribeUrl,
}

/// Why [`enqueue`](crate::queue::enqueue) failed.
#[derive(Debug, thiserror::Error)]
pub enum EnqueueError {
    /// The message was refused before it reached the database.
    #[error("the message was refused: {0}")]
    Invalid(#[from] InvalidMail),
    /// The database refused the row (e.g. the transaction was aborted).
    #[error("the outbox row could not be written")]
    Database(#[from] tokio_postgres::Error),
}

impl OutgoingMail {
    /// Checks every field that ends up in a header: no control characters (so no header can be
    /// injected), a real address, a well-formed kind and unsubscribe link.
    pub fn validate(&self) -> Result<(), InvalidMail> {
        let kind_ok = self.kind.starts_with(|c: char| c.is_ascii_lowercase())
            && self
                .kind
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if !kind_ok {
            return Err(InvalidMail::Kind(self.kind.clone()));
        }
        no_control_characters("recipient's name", &self.to_name)?;
        no_control_characters("recipient's address", &self.to_address)?;
        no_control_characters("subject", &self.subject)?;
        if let Some(list_id) = &self.list_id {
            no_control_characters("List-Id", list_id)?;
        }
        if self.subject.trim().is_empty() {
            return Err(InvalidMail::EmptySubject);
        }
        let address_ok = self.to_address.parse::<lettre::Address>().is_ok()
            && !self.to_address.contains(char::is_whitespace);
        if !address_ok {
            return Err(InvalidMail::Address(self.to_address.clone()));
        }
        if let Some(url) = &self.list_unsubscribe {
            let rest = url
                .strip_prefix("https://")
                .or_else(|| url.strip_prefix("http://"));
            let ok = rest.is_some_and(|rest| {
                !rest.is_empty()
                    && rest
                        .bytes()
                        .all(|b| b.is_ascii_graphic() && !matches!(b, b'<' | b'>'))
            });
            if !ok {
                return Err(InvalidMail::UnsubscribeUrl);
            }
        }
        Ok(())
    }
}

fn no_control_characters(field: &'static str, value: &str) -> Result<(), InvalidMail> {
    if value.chars().any(char::is_control) {
        Err(InvalidMail::ControlCharacter(field))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn mail() -> OutgoingMail {
        OutgoingMail {
            kind: "your_turn".into(),
            game_id: None,
            message_id: MessageId::random("durbar.example"),
            to_name: "Anna Äpfel".into(),
            to_address: "anna@example.test".into(),
            subject: "Your turn in Agra".into(),
            in_reply_to: None,
            references: vec![],
            list_unsubscribe: Some("https://durbar.example/unsubscribe/abc".into()),
            list_id: None,
            text_body: "Play: https://durbar.example/g/1\n".into(),
            html_body: "<p>Play</p>".into(),
            picture_svg: None,
        }
    }

    #[test]
    fn an_ids_domain_is_its_right_hand_side() {
        let id = MessageId::parse("<abc.def@durbar.example>").unwrap();
        assert_eq!(id.domain(), "durbar.example");
        assert_eq!(MessageId::random("x.test").domain(), "x.test");
    }

    #[test]
    fn random_ids_are_well_formed_and_distinct() {
        let a = MessageId::random("durbar.example");
        let b = MessageId::random("durbar.example");
        assert_ne!(a, b);
        assert!(a.as_str().starts_with('<') && a.as_str().ends_with("@durbar.example>"));
        assert_eq!(a.as_str().len(), 1 + 32 + 1 + "durbar.example".len() + 1);
        assert_eq!(MessageId::parse(a.as_str()).unwrap(), a);
        assert!(MessageId::random("bad host\r\n")
            .as_str()
            .ends_with("@localhost>"));
    }

    #[test]
    fn message_ids_are_checked() {
        for bad in [
            "a@b",
            "<ab>",
            "<a@b@c>",
            "<a b@c>",
            "<a@b>\r\nBcc: x@y",
            "<ä@b>",
            "<@b>",
            "<a@>",
        ] {
            assert!(MessageId::parse(bad).is_err(), "{bad:?}");
        }
        assert!(MessageId::parse("<root.1f@durbar.example>").is_ok());
    }

    #[test]
    fn the_domain_comes_from_the_base_url() {
        assert_eq!(message_id_domain("http://127.0.0.1:8080"), "127.0.0.1");
        assert_eq!(
            message_id_domain("https://user@Durbar.Example:8443/x?y"),
            "durbar.example"
        );
        assert_eq!(message_id_domain("http://[::1]:8080"), "[::1]");
        assert_eq!(message_id_domain("durbar.example"), "durbar.example");
        assert_eq!(message_id_domain("http://"), "localhost");
        assert_eq!(message_id_domain("http://bad_host"), "localhost");
    }

    #[test]
    fn a_good_mail_passes() {
        mail().validate().unwrap();
    }

    #[test]
    fn header_injection_is_refused() {
        let mut m = mail();
        m.to_name = "Eve\r\nBcc: x@y".into();
        assert_eq!(
            m.validate(),
            Err(InvalidMail::ControlCharacter("recipient's name"))
        );
        let mut m = mail();
        m.subject = "Hi\nBcc: x@y".into();
        assert_eq!(m.validate(), Err(InvalidMail::ControlCharacter("subject")));
        let mut m = mail();
        m.to_address = "eve@example.test\r\nBcc: x@y".into();
        assert!(m.validate().is_err());
        let mut m = mail();
        m.list_id = Some("x\u{0}".into());
        assert!(m.validate().is_err());
    }

    #[test]
    fn bad_fields_are_named() {
        let mut m = mail();
        m.to_address = "not an address".into();
        assert!(matches!(m.validate(), Err(InvalidMail::Address(_))));
        let mut m = mail();
        m.subject = " ".into();
        assert_eq!(m.validate(), Err(InvalidMail::EmptySubject));
        let mut m = mail();
        m.kind = "Your Turn".into();
        assert!(matches!(m.validate(), Err(InvalidMail::Kind(_))));
        for url in [
            "javascript:alert(1)",
            "https://x y",
            "https://x>\r\n",
            "https://",
        ] {
            let mut m = mail();
            m.list_unsubscribe = Some(url.into());
            assert_eq!(m.validate(), Err(InvalidMail::UnsubscribeUrl), "{url}");
        }
    }
}
