//! Typed form inputs: what a person types or picks, parsed once at the edge into a value that
//! is right by construction (a [`PlayerName`], an [`EmailAddress`], a [`DiscForm`]), or into
//! what is wrong, as the catalogue's sentence (parse, don't validate).

use durbar_domain::maharaja::Action;

use super::actions::action_from;
use super::guard::FormData;
use crate::http_error::{HttpError, Reason};

/// A player's name as typed: trimmed by the form, one line of at most 40 characters, with no
/// character that shows nothing or turns the text around it ([`is_invisible`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerName(String);

impl PlayerName {
    /// The longest name, in characters.
    pub const MAX_CHARS: usize = 40;

    /// `text` as a name, or the id of the catalogue's sentence saying what is wrong.
    pub fn parse(text: &str) -> Result<PlayerName, &'static str> {
        if text.is_empty() {
            Err("form-error-name-empty")
        } else if text.chars().count() > Self::MAX_CHARS {
            Err("form-error-name-long")
        } else if text.chars().any(char::is_control) {
            Err("form-error-name-lines")
        } else if text.chars().any(is_invisible) {
            Err("form-error-name-invisible")
        } else {
            Ok(PlayerName(text.to_owned()))
        }
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An email address as typed, judged by the mail library's own parser (what it refuses could
/// never be sent), at a domain name (an address at an IP address is refused: no invitation
/// would reach it), without spaces, brackets or quotes (which the outbox does not store).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailAddress(String);

impl EmailAddress {
    /// The longest address, in bytes.
    pub const MAX_BYTES: usize = 200;

    /// `text` as an address, or the id of the catalogue's sentence saying what is wrong.
    pub fn parse(text: &str) -> Result<EmailAddress, &'static str> {
        if text.is_empty() {
            return Err("form-error-email-empty");
        }
        if text.len() > Self::MAX_BYTES {
            return Err("form-error-email-long");
        }
        let plain = !text.chars().any(|c| {
            c.is_whitespace() || c.is_control() || matches!(c, '<' | '>' | ',' | ';' | '"')
        });
        let Some(address) = text
            .parse::<lettre::Address>()
            .ok()
            .filter(|_| plain && text.contains('@'))
        else {
            return Err("form-error-email-bad");
        };
        let domain = address.domain();
        if domain.starts_with('[') || domain.parse::<std::net::IpAddr>().is_ok() {
            return Err("form-error-email-ip");
        }
        Ok(EmailAddress(text.to_owned()))
    }

    /// The address.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Characters that show nothing or turn the text around them: bidirectional embeddings,
/// overrides, isolates and marks, zero-width spaces and joiners, word joiners and invisible
/// operators, the byte-order mark, soft hyphens and the Mongolian vowel separator. In a name they
/// only serve to make one player look like another or to reorder what a page says.
pub fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}')
}

/// The disc form of a Maharaja game (sealed by the server): the disc's two arrows, in the
/// order they are played, and the version of the game the form was made on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscForm {
    /// The first arrow (field `a`).
    pub first: Action,
    /// The second arrow (field `b`).
    pub second: Action,
    /// The seq the page showed (field `seen`), if it says.
    pub seen: Option<u64>,
}

impl DiscForm {
    /// The form's fields as a disc: a missing arrow is [`Reason::ChooseEveryArrow`], an arrow
    /// that is no action [`Reason::NotAnAction`] (the first one's before the second's).
    pub fn parse(form: &FormData) -> Result<DiscForm, HttpError> {
        Self::from_fields(|name| form.get(name))
    }

    /// [`DiscForm::parse`] of fields looked up by `field`.
    pub fn from_fields<'a>(field: impl Fn(&str) -> Option<&'a str>) -> Result<DiscForm, HttpError> {
        let (Some(first), Some(second)) = (field("a"), field("b")) else {
            return Err(HttpError::BadRequest(Reason::ChooseEveryArrow));
        };
        Ok(DiscForm {
            first: action_from(first)?,
            second: action_from(second)?,
            seen: field("seen").and_then(|s| s.parse().ok()),
        })
    }

    /// The two arrows, in order.
    pub fn arrows(&self) -> [Action; 2] {
        [self.first, self.second]
    }
}

/// The version of the game a form was made on (field `seen`), if it says.
pub fn seen(form: &FormData) -> Option<u64> {
    form.get("seen").and_then(|s| s.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_one_visible_line_of_at_most_forty_characters() {
        assert_eq!(PlayerName::parse("Anna").map(|n| n.0), Ok("Anna".into()));
        assert_eq!(PlayerName::parse(""), Err("form-error-name-empty"));
        assert_eq!(
            PlayerName::parse(&"x".repeat(41)),
            Err("form-error-name-long")
        );
        assert!(PlayerName::parse(&"ř".repeat(40)).is_ok());
        assert_eq!(PlayerName::parse("An\nna"), Err("form-error-name-lines"));
        assert_eq!(
            PlayerName::parse("An\u{202E}na"),
            Err("form-error-name-invisible")
        );
    }

    #[test]
    fn an_address_must_reach_an_inbox_at_a_domain() {
        assert!(EmailAddress::parse("anna@example.test").is_ok());
        assert_eq!(EmailAddress::parse(""), Err("form-error-email-empty"));
        assert_eq!(EmailAddress::parse("nope"), Err("form-error-email-bad"));
        assert_eq!(
            EmailAddress::parse("Anna <anna@example.test>"),
            Err("form-error-email-bad")
        );
        assert_eq!(
            EmailAddress::parse("anna@[127.0.0.1]"),
            Err("form-error-email-ip")
        );
        let long = format!("{}@example.test", "a".repeat(200));
        assert_eq!(EmailAddress::parse(&long), Err("form-error-email-long"));
    }

    #[test]
    fn a_disc_needs_both_arrows_and_each_must_be_an_action() {
        let disc = DiscForm::parse(&FormData::of(&[
            ("a", "gold"),
            ("b", "house"),
            ("seen", "7"),
        ]));
        assert!(disc.is_ok(), "{disc:?}");
        let disc = disc.unwrap_or_else(|_| unreachable!());
        assert_eq!(disc.seen, Some(7));
        assert!(matches!(
            DiscForm::parse(&FormData::of(&[("a", "gold")])),
            Err(HttpError::BadRequest(Reason::ChooseEveryArrow))
        ));
        assert!(matches!(
            DiscForm::parse(&FormData::of(&[("a", "gold"), ("b", "fly")])),
            Err(HttpError::BadRequest(Reason::NotAnAction { .. }))
        ));
    }
}
