//! Where messages go: an SMTP server (from a URL such as `smtp://host:port`,
//! `smtps://user:pass@host` or `smtp://host?tls=required`: see [`crate::smtp`]), or — when no SMTP server is
//! configured — `.eml` files in a directory (`<data_dir>/mail/<timestamp>-<id>.eml`) that the
//! local outbox page lists. Failures are classified as transient (try again later) or permanent.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use lettre::transport::smtp::Error as SmtpError;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::smtp::{Parsed, SmtpPool};

/// How long one SMTP command may take before the attempt counts as failed.
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// Whether a failed delivery may succeed if tried again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Permanence {
    /// Try again later (network trouble, 4xx replies, a server being reconfigured).
    Transient,
    /// Never try again (a 5xx reply to this message, a message that cannot be built).
    Permanent,
}

/// A failed delivery.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SendError {
    /// Whether to try again.
    pub permanence: Permanence,
    /// What went wrong, for `outbox.last_error` and the log.
    pub message: String,
}

impl SendError {
    /// A failure worth another attempt.
    pub fn transient(message: impl Into<String>) -> Self {
        Self {
            permanence: Permanence::Transient,
            message: message.into(),
        }
    }

    /// A failure no further attempt can fix.
    pub fn permanent(message: impl Into<String>) -> Self {
        Self {
            permanence: Permanence::Permanent,
            message: message.into(),
        }
    }

    /// Whether no further attempt can fix it.
    pub fn is_permanent(&self) -> bool {
        self.permanence == Permanence::Permanent
    }
}

/// Classifies an SMTP reply code. 5xx is permanent, except the authentication replies
/// (530, 534, 535, 538): those mean our own configuration is wrong, and mail should wait for it
/// to be fixed rather than be thrown away. Everything else (4xx) is transient.
pub fn classify_reply_code(code: u16) -> Permanence {
    match code {
        530 | 534 | 535 | 538 => Permanence::Transient,
        500..=599 => Permanence::Permanent,
        _ => Permanence::Transient,
    }
}

/// Classifies a lettre SMTP error: a 5xx reply (see [`classify_reply_code`]) is permanent;
/// connection, TLS, timeout, protocol and 4xx errors are transient.
pub fn classify_smtp_error(error: &SmtpError) -> SendError {
    let mut message = error.to_string();
    let mut source = std::error::Error::source(error);
    while let Some(inner) = source {
        message.push_str(": ");
        message.push_str(&inner.to_string());
        source = inner.source();
    }
    let permanence = match error.status() {
        Some(code) if error.is_permanent() => classify_reply_code(u16::from(code)),
        _ => Permanence::Transient,
    };
    SendError {
        permanence,
        message,
    }
}

/// The delivery backend.
#[derive(Clone)]
pub enum Transport {
    /// An SMTP server reached over `smtp://` (plain or STARTTLS), on connections of our own with
    /// `TCP_NODELAY` ([`crate::smtp`]).
    Smtp {
        /// The connections.
        pool: Arc<SmtpPool>,
        /// The URL without its password, for the log.
        description: String,
    },
    /// An SMTP server reached over `smtps://` (implicit TLS), through lettre's pooled transport.
    Smtps {
        /// The (pooled) lettre transport.
        transport: AsyncSmtpTransport<Tokio1Executor>,
        /// The URL without its password, for the log.
        description: String,
    },
    /// `.eml` files in a directory.
    Files(FileTransport),
}

impl std::fmt::Debug for Transport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl Transport {
    /// SMTP from a lettre URL (`smtp://host:port`, `smtps://user:pass@host`,
    /// `smtp://host?tls=required`, …). Call it inside a tokio runtime (the connection pool runs
    /// a task on it).
    pub fn smtp(url: &str) -> anyhow::Result<Self> {
        let description = without_password(url);
        let unusable = |error: &dyn std::fmt::Display| {
            anyhow::anyhow!("the SMTP URL {description} is not usable: {error}")
        };
        match SmtpPool::from_url(url).map_err(|error| unusable(&error))? {
            Parsed::Pool(pool) => {
                return Ok(Self::Smtp {
                    pool: Arc::new(pool),
                    description,
                })
            }
            Parsed::ImplicitTls => {}
        }
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|error| unusable(&error))?
            .timeout(Some(SMTP_TIMEOUT))
            .build();
        Ok(Self::Smtps {
            transport,
            description,
        })
    }

    /// Files in `dir` (created when the first message is written).
    pub fn files(dir: impl Into<PathBuf>) -> Self {
        Self::Files(FileTransport::new(dir))
    }

    /// SMTP if a URL is given, else files in `mail_dir`.
    pub fn from_settings(smtp_url: Option<&str>, mail_dir: &Path) -> anyhow::Result<Self> {
        match smtp_url {
            Some(url) => Self::smtp(url),
            None => Ok(Self::files(mail_dir)),
        }
    }

    /// What this transport is, without secrets: `SMTP smtp://host:25` or `files in var/mail`.
    pub fn describe(&self) -> String {
        match self {
            Self::Smtp { description, .. } | Self::Smtps { description, .. } => {
                format!("SMTP {description}")
            }
            Self::Files(files) => format!("files in {}", files.dir().display()),
        }
    }

    /// Delivers `message`; `id` is its outbox row (used in file names).
    pub async fn send(&self, id: i64, message: &Message) -> Result<(), SendError> {
        match self {
            Self::Smtp { pool, .. } => pool.send(message).await,
            Self::Smtps { transport, .. } => transport
                .send(message.clone())
                .await
                .map(drop)
                .map_err(|error| classify_smtp_error(&error)),
            Self::Files(files) => files.write(id, message).await.map(drop),
        }
    }
}

/// The URL with any password replaced by `***`.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((user_info, host)) => {
            let user = user_info.split(':').next().unwrap_or_default();
            let hidden = if user_info.contains(':') {
                format!("{user}:***")
            } else {
                user.to_owned()
            };
            format!("{scheme}://{hidden}@{host}{tail}")
        }
        None => url.to_owned(),
    }
}

/// Writes each message as `<dir>/<UTC timestamp>-<outbox id>.eml`, e.g.
/// `20251121T192800.123Z-42.eml` (names sort by time). A file is written under a hidden
/// temporary name and renamed, so a reader never sees half a message.
#[derive(Debug, Clone)]
pub struct FileTransport {
    dir: PathBuf,
}

impl FileTransport {
    /// Files in `dir`.
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Writes `message`; returns the file's path.
    pub async fn write(&self, id: i64, message: &Message) -> Result<PathBuf, SendError> {
        let name = format!("{}-{id}.eml", file_timestamp(SystemTime::now()));
        let path = self.dir.join(&name);
        let temporary = self.dir.join(format!(".{name}.tmp"));
        let bytes = message.formatted();
        let result = async {
            tokio::fs::create_dir_all(&self.dir).await?;
            tokio::fs::write(&temporary, &bytes).await?;
            tokio::fs::rename(&temporary, &path).await
        }
        .await;
        result.map_err(|error| {
            SendError::transient(format!("cannot write {}: {error}", path.display()))
        })?;
        Ok(path)
    }
}

/// `YYYYMMDDTHHMMSS.mmmZ` in UTC.
pub fn file_timestamp(time: SystemTime) -> String {
    let since_epoch = time
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default();
    let seconds = since_epoch.as_secs();
    let (days, of_day) = (seconds / 86_400, seconds % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!(
        "{year:04}{month:02}{day:02}T{:02}{:02}{:02}.{:03}Z",
        of_day / 3600,
        of_day / 60 % 60,
        of_day % 60,
        since_epoch.subsec_millis()
    )
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reply_codes_are_classified() {
        assert_eq!(classify_reply_code(550), Permanence::Permanent);
        assert_eq!(classify_reply_code(554), Permanence::Permanent);
        assert_eq!(classify_reply_code(553), Permanence::Permanent);
        assert_eq!(classify_reply_code(535), Permanence::Transient);
        assert_eq!(classify_reply_code(530), Permanence::Transient);
        assert_eq!(classify_reply_code(421), Permanence::Transient);
        assert_eq!(classify_reply_code(451), Permanence::Transient);
        assert_eq!(classify_reply_code(452), Permanence::Transient);
    }

    #[test]
    fn timestamps_are_utc_and_sortable() {
        let t = SystemTime::UNIX_EPOCH + Duration::from_millis(1_700_000_000_123);
        assert_eq!(file_timestamp(t), "20231114T221320.123Z");
        assert_eq!(
            file_timestamp(SystemTime::UNIX_EPOCH),
            "19700101T000000.000Z"
        );
        let leap = SystemTime::UNIX_EPOCH + Duration::from_secs(951_782_400); // 2000-02-29
        assert_eq!(file_timestamp(leap), "20000229T000000.000Z");
    }

    #[tokio::test]
    async fn passwords_stay_out_of_descriptions() {
        assert_eq!(
            without_password("smtps://user:s3cret@mail.example:465"),
            "smtps://user:***@mail.example:465"
        );
        assert_eq!(
            without_password("smtp://127.0.0.1:2525?tls=required"),
            "smtp://127.0.0.1:2525?tls=required"
        );
        let t = Transport::smtp("smtps://user:s3cret@mail.example").unwrap();
        assert!(!t.describe().contains("s3cret"));
        assert!(!format!("{t:?}").contains("s3cret"));
    }

    #[tokio::test]
    async fn smtp_urls_are_understood_or_refused() {
        for url in [
            "smtp://127.0.0.1:2525",
            "smtps://user:pass@mail.example",
            "smtp://mail.example:587?tls=required",
        ] {
            assert!(Transport::smtp(url).is_ok(), "{url}");
        }
        for url in ["http://mail.example", "not a url", "smtp://"] {
            assert!(Transport::smtp(url).is_err(), "{url}");
        }
    }

    #[tokio::test]
    async fn a_refused_connection_is_transient() {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        // Nobody listens on the port any more.
        let transport = Transport::smtp(&format!("smtp://127.0.0.1:{port}")).unwrap();
        let composer = crate::compose::Composer::new("durbar <durbar@localhost>").unwrap();
        let message = composer
            .compose(&crate::compose::tests::row())
            .expect("composes");
        let error = transport.send(1, &message).await.unwrap_err();
        assert_eq!(error.permanence, Permanence::Transient, "{error}");
    }

    /// A minimal SMTP server on loopback that answers RCPT TO with `rcpt_reply` and everything
    /// else with success; it serves one connection at a time.
    async fn scripted_smtp(rcpt_reply: &'static str) -> u16 {
        use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 scripted ESMTP\r\n").await.unwrap();
                while let Ok(Some(line)) = lines.next_line().await {
                    let verb = line.get(..4).unwrap_or_default().to_ascii_uppercase();
                    let reply = match verb.as_str() {
                        "EHLO" | "HELO" => "250 scripted",
                        "RCPT" => rcpt_reply,
                        "QUIT" => "221 bye",
                        _ => "250 ok",
                    };
                    write
                        .write_all(format!("{reply}\r\n").as_bytes())
                        .await
                        .unwrap();
                    if verb == "QUIT" {
                        break;
                    }
                }
            }
        });
        port
    }

    async fn send_through(port: u16) -> SendError {
        let transport = Transport::smtp(&format!("smtp://127.0.0.1:{port}")).unwrap();
        let composer = crate::compose::Composer::new("durbar <durbar@localhost>").unwrap();
        let message = composer.compose(&crate::compose::tests::row()).unwrap();
        transport.send(1, &message).await.unwrap_err()
    }

    #[tokio::test]
    async fn a_rejected_recipient_is_permanent() {
        let port = scripted_smtp("550 5.1.1 no such user here").await;
        let error = send_through(port).await;
        assert_eq!(error.permanence, Permanence::Permanent, "{error}");
        assert!(error.message.contains("no such user"), "{error}");
    }

    #[tokio::test]
    async fn a_temporary_rejection_is_transient() {
        let port = scripted_smtp("451 4.3.0 try again later").await;
        let error = send_through(port).await;
        assert_eq!(error.permanence, Permanence::Transient, "{error}");
    }

    #[tokio::test]
    async fn an_authentication_refusal_is_transient() {
        let port = scripted_smtp("530 5.7.0 authentication required").await;
        let error = send_through(port).await;
        assert_eq!(error.permanence, Permanence::Transient, "{error}");
    }

    #[tokio::test]
    async fn the_file_transport_writes_whole_messages() {
        let dir = tempfile::tempdir().unwrap();
        let transport = Transport::files(dir.path().join("mail"));
        let composer = crate::compose::Composer::new("durbar <durbar@localhost>").unwrap();
        let message = composer.compose(&crate::compose::tests::row()).unwrap();
        transport.send(42, &message).await.unwrap();
        let names: Vec<String> = std::fs::read_dir(dir.path().join("mail"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
        assert!(names[0].ends_with("Z-42.eml"), "{names:?}");
        let written = std::fs::read(dir.path().join("mail").join(&names[0])).unwrap();
        assert_eq!(written, message.formatted());
    }
}
