//! The local outbox page: the mail written to files when no SMTP server is configured, newest
//! first, with the links in each message clickable.

use askama::Template;

/// The local outbox page.
#[derive(Template, Debug)]
#[template(path = "outbox.html")]
pub struct OutboxPage {
    /// The service version shown in the footer.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The directory the messages are in.
    pub dir: String,
    /// The messages, newest first.
    pub mails: Vec<OutboxMail>,
}

impl OutboxPage {
    /// The page for these messages in `dir`.
    pub fn new(dir: String, mails: Vec<OutboxMail>) -> Self {
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            dir,
            mails,
        }
    }
}

/// One message on the outbox page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxMail {
    /// The subject.
    pub subject: String,
    /// The recipient.
    pub to: String,
    /// The Date header.
    pub date: String,
    /// The file it was written to.
    pub file_name: String,
    /// The plain-text body, split into text and links.
    pub body: Vec<BodyPiece>,
}

impl OutboxMail {
    /// A message with its plain-text body's links made clickable.
    pub fn new(subject: String, to: String, date: String, file_name: String, text: &str) -> Self {
        Self {
            subject,
            to,
            date,
            file_name,
            body: linkify(text),
        }
    }
}

/// A run of body text, and the link it is if it is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BodyPiece {
    /// The text shown.
    pub text: String,
    /// The target, for an `http(s)://` link.
    pub href: Option<String>,
}

/// Splits `text` into plain runs and `http://` / `https://` links. A link ends at white space,
/// a quote or an angle bracket; trailing punctuation (`.`, `,`, `)`, …) is left out of it.
pub fn linkify(text: &str) -> Vec<BodyPiece> {
    let mut pieces = Vec::new();
    let mut plain_start = 0;
    let mut at = 0;
    while let Some(found) = next_link_start(&text[at..]) {
        let start = at + found;
        let length = text[start..]
            .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>'))
            .unwrap_or(text.len() - start);
        let link = text[start..start + length]
            .trim_end_matches(['.', ',', ';', ':', '!', '?', ')', ']', '}']);
        let scheme_only = !link.contains("://") || link.ends_with("://");
        if scheme_only {
            at = start + length.max(1);
            continue;
        }
        if plain_start < start {
            pieces.push(BodyPiece {
                text: text[plain_start..start].to_owned(),
                href: None,
            });
        }
        pieces.push(BodyPiece {
            text: link.to_owned(),
            href: Some(link.to_owned()),
        });
        at = start + link.len();
        plain_start = at;
    }
    if plain_start < text.len() {
        pieces.push(BodyPiece {
            text: text[plain_start..].to_owned(),
            href: None,
        });
    }
    pieces
}

fn next_link_start(text: &str) -> Option<usize> {
    match (text.find("https://"), text.find("http://")) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(text: &str) -> BodyPiece {
        BodyPiece {
            text: text.into(),
            href: Some(text.into()),
        }
    }

    fn plain(text: &str) -> BodyPiece {
        BodyPiece {
            text: text.into(),
            href: None,
        }
    }

    #[test]
    fn links_become_pieces_of_their_own() {
        assert_eq!(
            linkify("Play: https://d.example/g/1?t=ab.\nOr (http://x.example/a)"),
            [
                plain("Play: "),
                link("https://d.example/g/1?t=ab"),
                plain(".\nOr ("),
                link("http://x.example/a"),
                plain(")"),
            ]
        );
        assert_eq!(linkify("no links"), [plain("no links")]);
        assert_eq!(linkify(""), []);
        assert_eq!(linkify("just https:// here"), [plain("just https:// here")]);
        assert_eq!(
            linkify("ftp://x and javascript:alert(1)"),
            [plain("ftp://x and javascript:alert(1)")]
        );
        assert_eq!(
            linkify("Äpfel https://ä.example/ü"),
            [plain("Äpfel "), link("https://ä.example/ü")]
        );
    }

    #[test]
    fn the_page_escapes_text_and_links_urls() {
        let page = OutboxPage::new(
            "var/mail".into(),
            vec![OutboxMail::new(
                "Your turn <b>now</b>".into(),
                "Anna <anna@example.test>".into(),
                "Tue, 14 Nov 2023 22:13:20 +0000".into(),
                "20231114T221320.000Z-1.eml".into(),
                "Go to https://d.example/g/1?a=1&b=2 now <script>",
            )],
        );
        let html = page.render().unwrap();
        assert!(
            html.contains("Your turn &#60;b&#62;now&#60;/b&#62;")
                || html.contains("Your turn &lt;b&gt;now&lt;/b&gt;"),
            "{html}"
        );
        assert!(
            html.contains("<a href=\"https://d.example/g/1?a=1&#38;b=2\">")
                || html.contains("<a href=\"https://d.example/g/1?a=1&amp;b=2\">"),
            "{html}"
        );
        assert!(!html.contains("<script>"), "{html}");
        assert!(html.contains("20231114T221320.000Z-1.eml"));
    }

    #[test]
    fn an_empty_outbox_says_so() {
        let html = OutboxPage::new("var/mail".into(), vec![]).render().unwrap();
        assert!(html.contains("No mail yet"), "{html}");
    }
}
