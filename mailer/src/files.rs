//! Reading back the `.eml` files the file transport wrote, newest first, for the local outbox
//! page (so the whole product works on one machine without a mail server).

use std::path::Path;

/// One written message, as the outbox page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailFile {
    /// The file's name (`<timestamp>-<id>.eml`).
    pub file_name: String,
    /// The decoded subject.
    pub subject: String,
    /// The recipient: `Name <address>`, or the address alone.
    pub to: String,
    /// The Date header as written (RFC 2822 form).
    pub date: String,
    /// The Message-ID.
    pub message_id: String,
    /// The decoded plain-text body.
    pub text: String,
}

/// The sort key of a file name: its timestamp, then its outbox id as a number.
fn sort_key(name: &str) -> (String, i64) {
    let stem = name.strip_suffix(".eml").unwrap_or(name);
    match stem.rsplit_once('-') {
        Some((timestamp, id)) => (timestamp.to_owned(), id.parse().unwrap_or(0)),
        None => (stem.to_owned(), 0),
    }
}

/// The newest `limit` messages in `dir`, newest first; an absent directory holds none. Files
/// that are not `.eml` (or are hidden, such as a file being written) are skipped.
pub fn list_mail_files(dir: &Path, limit: usize) -> std::io::Result<Vec<MailFile>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(error),
    };
    let mut names: Vec<String> = entries
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".eml") && !name.starts_with('.'))
        .collect();
    names.sort_by_key(|name| std::cmp::Reverse(sort_key(name)));
    names.truncate(limit);
    let mut mails = Vec::with_capacity(names.len());
    for name in names {
        let raw = match std::fs::read(dir.join(&name)) {
            Ok(raw) => raw,
            // Removed since the listing: skip it.
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
            Err(error) => return Err(error),
        };
        mails.push(parse(name, &raw));
    }
    Ok(mails)
}

fn parse(file_name: String, raw: &[u8]) -> MailFile {
    let Some(message) = mail_parser::MessageParser::default().parse(raw) else {
        return MailFile {
            file_name,
            subject: "(unreadable message)".to_owned(),
            to: String::new(),
            date: String::new(),
            message_id: String::new(),
            text: String::from_utf8_lossy(raw).into_owned(),
        };
    };
    let to = message
        .to()
        .and_then(|to| to.first())
        .map(|addr| match (addr.name(), addr.address()) {
            (Some(name), Some(address)) if !name.is_empty() => format!("{name} <{address}>"),
            (_, Some(address)) => address.to_owned(),
            (Some(name), None) => name.to_owned(),
            (None, None) => String::new(),
        })
        .unwrap_or_default();
    MailFile {
        subject: message.subject().unwrap_or_default().to_owned(),
        to,
        date: message.date().map(|d| d.to_rfc822()).unwrap_or_default(),
        message_id: message
            .message_id()
            .map(|id| format!("<{id}>"))
            .unwrap_or_default(),
        text: message
            .body_text(0)
            .map(|text| text.into_owned())
            .unwrap_or_default(),
        file_name,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compose::{tests::row, Composer};
    use crate::transport::FileTransport;

    #[test]
    fn an_absent_directory_is_empty() {
        let dir = tempfile::tempdir().unwrap();
        assert!(list_mail_files(&dir.path().join("mail"), 10)
            .unwrap()
            .is_empty());
    }

    #[test]
    fn names_sort_by_time_then_id() {
        let mut names = vec![
            "20250101T000000.000Z-9.eml",
            "20250101T000000.000Z-10.eml",
            "20240101T000000.000Z-11.eml",
        ];
        names.sort_by_key(|name| std::cmp::Reverse(sort_key(name)));
        assert_eq!(
            names,
            [
                "20250101T000000.000Z-10.eml",
                "20250101T000000.000Z-9.eml",
                "20240101T000000.000Z-11.eml"
            ]
        );
    }

    #[tokio::test]
    async fn written_files_are_read_back_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let files = FileTransport::new(dir.path());
        let composer = Composer::new("durbar <durbar@localhost>").unwrap();
        for (id, subject) in [(1, "First"), (2, "Zweite Runde: Äpfel")] {
            let mut r = row();
            r.id = id;
            r.subject = subject.into();
            r.message_id = format!("<m{id}@durbar.example>");
            files
                .write(id, &composer.compose(&r).unwrap())
                .await
                .unwrap();
        }
        std::fs::write(dir.path().join(".half.eml.tmp"), "x").unwrap();
        std::fs::write(dir.path().join("notes.txt"), "x").unwrap();
        let mails = list_mail_files(dir.path(), 10).unwrap();
        let subjects: Vec<&str> = mails.iter().map(|m| m.subject.as_str()).collect();
        assert_eq!(subjects, ["Zweite Runde: Äpfel", "First"]);
        assert_eq!(mails[0].to, "Anna Äpfel <anna@example.test>");
        assert_eq!(mails[0].message_id, "<m2@durbar.example>");
        assert!(mails[0].date.contains("2023"), "{}", mails[0].date);
        assert!(mails[0].text.contains("https://durbar.example/g/1"));
        assert_eq!(list_mail_files(dir.path(), 1).unwrap().len(), 1);
    }
}
