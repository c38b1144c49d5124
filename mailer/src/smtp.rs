//! SMTP delivery over connections we open ourselves with `TCP_NODELAY` set, kept open between
//! sends in a small pool.
//!
//! Why: lettre (0.11.23) leaves Nagle's algorithm on, and it writes a message's body and the
//! closing `\r\n.\r\n` as two writes before waiting for the reply, so the kernel holds the small
//! second write until the server acknowledges the body — which a delayed ACK does after 40 ms.
//! One lettre-made connection therefore sends about 22 messages a second however fast the server
//! is (`examples/smtp_phase_timing.rs`). Here the worker connects the TCP stream itself, sets
//! `TCP_NODELAY`, and hands the stream to lettre's [`AsyncSmtpConnection`] for the protocol
//! (EHLO, STARTTLS, AUTH, MAIL/RCPT/DATA): the same connection sends over a thousand a second.
//!
//! This covers `smtp://` URLs, plain or with STARTTLS (`?tls=required`, `?tls=opportunistic`).
//! Implicit TLS (`smtps://`) must be negotiated before the server's greeting, which lettre's
//! public API only does on a socket it opened itself; those URLs keep lettre's own pooled
//! transport (see [`crate::transport::Transport`]), with several sends at once.
//!
//! A connection idle for longer than [`CHECK_AFTER_IDLE`] is checked with a NOOP before it is
//! used again (servers close idle connections); one that failed is dropped, not pooled.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use lettre::transport::smtp::authentication::{Credentials, DEFAULT_MECHANISMS};
use lettre::transport::smtp::client::{AsyncSmtpConnection, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::Message;

use crate::transport::{classify_smtp_error, SendError};

/// The longest a whole send (connecting included) may take before it counts as a transient
/// failure.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(30);
/// Idle connections kept open at most (more than the worker ever uses at once).
pub const MAX_IDLE: usize = 16;
/// A pooled connection idle for longer than this is checked (NOOP) before it is used again.
pub const CHECK_AFTER_IDLE: Duration = Duration::from_secs(2);

/// Whether and how a connection is encrypted with STARTTLS.
#[derive(Clone)]
enum StartTls {
    /// Never.
    Never,
    /// When the server offers it.
    Opportunistic(TlsParameters),
    /// Always; a server that does not offer it is an error.
    Required(TlsParameters),
}

/// Where and how to connect.
#[derive(Clone)]
struct Server {
    host: String,
    port: u16,
    start_tls: StartTls,
    hello: ClientId,
    credentials: Option<Credentials>,
}

/// A connection waiting in the pool, and since when.
struct Idle {
    connection: AsyncSmtpConnection,
    since: Instant,
}

/// An SMTP server and the connections open to it.
pub struct SmtpPool {
    server: Server,
    idle: Mutex<Vec<Idle>>,
}

impl std::fmt::Debug for SmtpPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SmtpPool")
            .field("host", &self.server.host)
            .field("port", &self.server.port)
            .finish_non_exhaustive()
    }
}

/// What [`SmtpPool::from_url`] makes of a URL.
pub enum Parsed {
    /// A pool of our own connections.
    Pool(SmtpPool),
    /// Implicit TLS: left to lettre's transport.
    ImplicitTls,
}

impl SmtpPool {
    /// Reads an `smtp://[user[:password]@]host[:port][/hello-name][?tls=required|opportunistic]`
    /// URL (lettre's syntax and defaults: port 25 without `tls`, 587 with it); `smtps://` is
    /// [`Parsed::ImplicitTls`]. The error says what is wrong, without the password.
    pub fn from_url(url: &str) -> Result<Parsed, String> {
        let parsed = url::Url::parse(url).map_err(|error| error.to_string())?;
        let host = parsed
            .host_str()
            .filter(|host| !host.is_empty())
            .ok_or("no host")?
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_owned();
        let tls = parsed
            .query_pairs()
            .find(|(key, _)| key == "tls")
            .map(|(_, value)| value.into_owned());
        let tls_parameters =
            || TlsParameters::new(host.clone()).map_err(|error| format!("TLS: {error}"));
        let (start_tls, default_port) = match (parsed.scheme(), tls.as_deref()) {
            ("smtps", _) => return Ok(Parsed::ImplicitTls),
            ("smtp", None) => (StartTls::Never, 25),
            ("smtp", Some("required")) => (StartTls::Required(tls_parameters()?), 587),
            ("smtp", Some("opportunistic")) => (StartTls::Opportunistic(tls_parameters()?), 587),
            (scheme, tls) => return Err(format!("unknown scheme {scheme} or tls={tls:?}")),
        };
        let hello = match parsed.path().trim_matches('/') {
            "" => ClientId::default(),
            name => ClientId::Domain(name.to_owned()),
        };
        let decode = |text: &str| {
            percent_encoding::percent_decode_str(text)
                .decode_utf8()
                .map(|text| text.into_owned())
                .map_err(|_| "the user or password is not UTF-8".to_owned())
        };
        let credentials = match parsed.password() {
            Some(password) => Some(Credentials::new(
                decode(parsed.username())?,
                decode(password)?,
            )),
            None => None,
        };
        Ok(Parsed::Pool(Self {
            server: Server {
                host,
                port: parsed.port().unwrap_or(default_port),
                start_tls,
                hello,
                credentials,
            },
            idle: Mutex::new(Vec::new()),
        }))
    }

    /// Sends `message` on a pooled connection (or a new one), within [`SEND_TIMEOUT`].
    pub async fn send(&self, message: &Message) -> Result<(), SendError> {
        let body = message.formatted();
        let attempt = async {
            let mut connection = self.connection().await?;
            let result = connection.send(message.envelope(), &body).await;
            if connection.has_broken() {
                connection.abort().await;
            } else {
                self.put_back(connection);
            }
            result
                .map(drop)
                .map_err(|error| classify_smtp_error(&error))
        };
        tokio::time::timeout(SEND_TIMEOUT, attempt)
            .await
            .unwrap_or_else(|_| {
                Err(SendError::transient(format!(
                    "no answer from {}:{} within {SEND_TIMEOUT:?}",
                    self.server.host, self.server.port
                )))
            })
    }

    /// How many connections wait in the pool.
    pub fn idle_connections(&self) -> usize {
        self.idle
            .lock()
            .expect("the pool's lock is never poisoned")
            .len()
    }

    /// A usable connection: the most recently used idle one, else a new one.
    async fn connection(&self) -> Result<AsyncSmtpConnection, SendError> {
        loop {
            let idle = self
                .idle
                .lock()
                .expect("the pool's lock is never poisoned")
                .pop();
            let Some(Idle {
                mut connection,
                since,
            }) = idle
            else {
                return self.connect().await;
            };
            if since.elapsed() <= CHECK_AFTER_IDLE || connection.test_connected().await {
                return Ok(connection);
            }
            connection.abort().await;
        }
    }

    fn put_back(&self, connection: AsyncSmtpConnection) {
        let mut idle = self.idle.lock().expect("the pool's lock is never poisoned");
        if idle.len() < MAX_IDLE {
            idle.push(Idle {
                connection,
                since: Instant::now(),
            });
        }
    }

    /// Connects with `TCP_NODELAY`, greets, upgrades with STARTTLS and authenticates as
    /// configured.
    async fn connect(&self) -> Result<AsyncSmtpConnection, SendError> {
        let server = &self.server;
        let stream = tokio::net::TcpStream::connect((server.host.as_str(), server.port))
            .await
            .and_then(|stream| stream.set_nodelay(true).map(|()| stream))
            .map_err(|error| {
                SendError::transient(format!(
                    "cannot connect to {}:{}: {error}",
                    server.host, server.port
                ))
            })?;
        let smtp = |error| classify_smtp_error(&error);
        let mut connection =
            AsyncSmtpConnection::connect_with_transport(Box::new(stream), &server.hello)
                .await
                .map_err(smtp)?;
        let upgrade = match &server.start_tls {
            StartTls::Never => None,
            StartTls::Opportunistic(tls) => connection.can_starttls().then_some(tls),
            StartTls::Required(tls) => Some(tls),
        };
        if let Some(tls) = upgrade {
            connection
                .starttls(tls.clone(), &server.hello)
                .await
                .map_err(smtp)?;
        }
        if let Some(credentials) = &server.credentials {
            connection
                .auth(DEFAULT_MECHANISMS, credentials)
                .await
                .map_err(smtp)?;
        }
        Ok(connection)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server(url: &str) -> Server {
        match SmtpPool::from_url(url) {
            Ok(Parsed::Pool(pool)) => pool.server,
            Ok(Parsed::ImplicitTls) => panic!("{url}: implicit TLS"),
            Err(error) => panic!("{url}: {error}"),
        }
    }

    #[test]
    fn urls_follow_lettres_syntax_and_defaults() {
        let plain = server("smtp://127.0.0.1:2525");
        assert_eq!((plain.host.as_str(), plain.port), ("127.0.0.1", 2525));
        assert!(matches!(plain.start_tls, StartTls::Never));
        assert!(plain.credentials.is_none());
        assert_eq!(server("smtp://mail.example").port, 25);

        let submission = server("smtp://us%40er:p%3Ass@mail.example/durbar.example?tls=required");
        assert_eq!(submission.port, 587);
        assert!(matches!(submission.start_tls, StartTls::Required(_)));
        assert_eq!(
            submission.credentials,
            Some(Credentials::new("us@er".into(), "p:ss".into()))
        );
        assert_eq!(
            submission.hello,
            ClientId::Domain("durbar.example".to_owned())
        );
        assert!(matches!(
            server("smtp://mail.example?tls=opportunistic").start_tls,
            StartTls::Opportunistic(_)
        ));
        assert!(matches!(
            SmtpPool::from_url("smtps://u:p@mail.example"),
            Ok(Parsed::ImplicitTls)
        ));
        for url in [
            "http://mail.example",
            "not a url",
            "smtp://",
            "smtp://h?tls=maybe",
        ] {
            assert!(SmtpPool::from_url(url).is_err(), "{url}");
        }
    }
}
