//! Service configuration: defaults, an optional TOML file, and environment variables (which win).
//!
//! | variable           | file key       | default                        |
//! |--------------------|----------------|--------------------------------|
//! | `DURBAR_CONFIG`    | —              | `durbar.toml` if it exists     |
//! | `DURBAR_BIND`      | `bind`         | `127.0.0.1:8080`               |
//! | `DURBAR_BASE_URL`  | `base_url`     | `http://<bind>`                |
//! | `DURBAR_DATA_DIR`  | `data_dir`     | `var`                          |
//! | `DATABASE_URL`     | `database_url` | unset: our own PostgreSQL in `<data_dir>/pg` |
//! | `DURBAR_SMTP_URL`  | `smtp_url`     | unset: mail written to `<data_dir>/mail`     |
//! | `DURBAR_MAIL_FROM` | `mail_from`    | `durbar <durbar@localhost>`    |
//! | `DURBAR_POST_RATE_PER_IP`   | `post_rate_per_ip`   | `120`: form/API POSTs a minute per client address |
//! | `DURBAR_POST_RATE_PER_GAME` | `post_rate_per_game` | `240`: POSTs a minute per player in a game |
//! | `DURBAR_MAIL_LAG_WARNING_SECONDS` | `mail_lag_warning_seconds` | `60`: outbox lag (oldest unsent mail's age) above which the log warns and the host's page says so |

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use serde::Deserialize;

/// Everything the service needs to know to start.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    /// Address the HTTP server listens on.
    pub bind: SocketAddr,
    /// The public URL of the service, used in links sent by email.
    pub base_url: String,
    /// Where the service keeps its own files (embedded database, file mail).
    pub data_dir: PathBuf,
    /// An existing PostgreSQL server; without it the service runs its own.
    pub database_url: Option<String>,
    /// An SMTP server URL (lettre's format); without it mail is written to files.
    pub smtp_url: Option<String>,
    /// The From address of every email.
    pub mail_from: String,
    /// POSTs a minute one client address may make (bursts up to this many); 0: no limit.
    pub post_rate_per_ip: u32,
    /// POSTs a minute for one player in one game (bursts up to this many); 0: no limit.
    pub post_rate_per_game: u32,
    /// The outbox lag (the oldest unsent mail's age) above which the mail worker warns in the
    /// log and the host's game page shows the lag.
    pub mail_lag_warning: Duration,
    /// How long a bot seat waits before it moves (#14): a person playing with bots sees the
    /// game go on step by step; 0 in tests.
    pub bot_delay: Duration,
}

/// The optional configuration file; every key may be left out.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSettings {
    bind: Option<String>,
    base_url: Option<String>,
    data_dir: Option<PathBuf>,
    database_url: Option<String>,
    smtp_url: Option<String>,
    mail_from: Option<String>,
    post_rate_per_ip: Option<u32>,
    post_rate_per_game: Option<u32>,
    mail_lag_warning_seconds: Option<u32>,
    bot_delay_ms: Option<u32>,
}

impl Settings {
    /// Reads the process environment and the configuration file it names (if any).
    pub fn from_environment() -> anyhow::Result<Self> {
        Self::load(|name| std::env::var(name).ok().filter(|value| !value.is_empty()))
    }

    /// Builds settings from a variable lookup, so tests can supply their own environment.
    pub fn load(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
        let file = match var("DURBAR_CONFIG") {
            Some(path) => read_file(Path::new(&path))?,
            None if Path::new("durbar.toml").exists() => read_file(Path::new("durbar.toml"))?,
            None => FileSettings::default(),
        };
        let bind_text = var("DURBAR_BIND")
            .or(file.bind)
            .unwrap_or_else(|| "127.0.0.1:8080".to_owned());
        let bind: SocketAddr = bind_text.parse().with_context(|| {
            format!("DURBAR_BIND must be an address like 127.0.0.1:8080, not {bind_text:?}")
        })?;
        let base_url = var("DURBAR_BASE_URL")
            .or(file.base_url)
            .unwrap_or_else(|| format!("http://{bind}"))
            .trim_end_matches('/')
            .to_owned();
        Ok(Self {
            bind,
            base_url,
            data_dir: var("DURBAR_DATA_DIR")
                .map(PathBuf::from)
                .or(file.data_dir)
                .unwrap_or_else(|| "var".into()),
            database_url: var("DATABASE_URL").or(file.database_url),
            smtp_url: var("DURBAR_SMTP_URL").or(file.smtp_url),
            mail_from: var("DURBAR_MAIL_FROM")
                .or(file.mail_from)
                .unwrap_or_else(|| "durbar <durbar@localhost>".to_owned()),
            post_rate_per_ip: rate(var("DURBAR_POST_RATE_PER_IP"), file.post_rate_per_ip, 120)?,
            post_rate_per_game: rate(
                var("DURBAR_POST_RATE_PER_GAME"),
                file.post_rate_per_game,
                240,
            )?,
            mail_lag_warning: Duration::from_secs(match var("DURBAR_MAIL_LAG_WARNING_SECONDS") {
                Some(text) => text.parse().with_context(|| {
                    format!("DURBAR_MAIL_LAG_WARNING_SECONDS must be a whole number, not {text:?}")
                })?,
                None => file.mail_lag_warning_seconds.map_or(60, u64::from),
            }),
            bot_delay: Duration::from_millis(match var("DURBAR_BOT_DELAY_MS") {
                Some(text) => text.parse().with_context(|| {
                    format!("DURBAR_BOT_DELAY_MS must be a whole number, not {text:?}")
                })?,
                None => file.bot_delay_ms.map_or(1500, u64::from),
            }),
        })
    }
}

/// A rate limit from the environment (text), the file, or the default.
fn rate(env: Option<String>, file: Option<u32>, default: u32) -> anyhow::Result<u32> {
    match env {
        Some(text) => text
            .parse()
            .with_context(|| format!("a POST rate must be a whole number, not {text:?}")),
        None => Ok(file.unwrap_or(default)),
    }
}

fn read_file(path: &Path) -> anyhow::Result<FileSettings> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the configuration file {}", path.display()))?;
    toml::from_str(&text)
        .with_context(|| format!("the configuration file {} is not valid", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn settings(vars: &[(&str, &str)]) -> anyhow::Result<Settings> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Settings::load(|name| vars.get(name).cloned())
    }

    #[test]
    fn defaults_need_no_environment() {
        let s = settings(&[("DURBAR_CONFIG", "/dev/null")]).unwrap();
        assert_eq!(s.bind, "127.0.0.1:8080".parse().unwrap());
        assert_eq!(s.base_url, "http://127.0.0.1:8080");
        assert_eq!(s.data_dir, PathBuf::from("var"));
        assert_eq!(s.database_url, None);
        assert_eq!(s.smtp_url, None);
        assert_eq!(s.mail_lag_warning, Duration::from_secs(60));
    }

    #[test]
    fn the_mail_lag_warning_is_configurable() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("durbar.toml");
        std::fs::write(&path, "mail_lag_warning_seconds = 20\n").unwrap();
        let from_file = settings(&[("DURBAR_CONFIG", path.to_str().unwrap())]).unwrap();
        assert_eq!(from_file.mail_lag_warning, Duration::from_secs(20));
        let from_env = settings(&[
            ("DURBAR_CONFIG", path.to_str().unwrap()),
            ("DURBAR_MAIL_LAG_WARNING_SECONDS", "5"),
        ])
        .unwrap();
        assert_eq!(from_env.mail_lag_warning, Duration::from_secs(5));
        let err = settings(&[
            ("DURBAR_CONFIG", "/dev/null"),
            ("DURBAR_MAIL_LAG_WARNING_SECONDS", "soon"),
        ])
        .unwrap_err();
        assert!(
            err.to_string().contains("DURBAR_MAIL_LAG_WARNING_SECONDS"),
            "{err}"
        );
    }

    #[test]
    fn environment_overrides_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("durbar.toml");
        std::fs::write(&path, "bind = \"127.0.0.1:9000\"\nmail_from = \"a@b\"\n").unwrap();
        let s = settings(&[
            ("DURBAR_CONFIG", path.to_str().unwrap()),
            ("DURBAR_BIND", "0.0.0.0:7000"),
            ("DURBAR_BASE_URL", "https://durbar.example/"),
        ])
        .unwrap();
        assert_eq!(s.bind, "0.0.0.0:7000".parse().unwrap());
        assert_eq!(s.base_url, "https://durbar.example");
        assert_eq!(s.mail_from, "a@b");
    }

    #[test]
    fn a_bad_address_is_named() {
        let err =
            settings(&[("DURBAR_CONFIG", "/dev/null"), ("DURBAR_BIND", "nowhere")]).unwrap_err();
        assert!(err.to_string().contains("DURBAR_BIND"), "{err}");
    }

    #[test]
    fn unknown_file_keys_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("durbar.toml");
        std::fs::write(&path, "bnid = \"x\"\n").unwrap();
        let err = settings(&[("DURBAR_CONFIG", path.to_str().unwrap())]).unwrap_err();
        assert!(format!("{err:#}").contains("bnid"), "{err:#}");
    }
}
