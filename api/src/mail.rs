//! The service's mail settings put to use: which transport delivers (SMTP when `smtp_url` is set,
//! else `.eml` files in `<data_dir>/mail`), the outbox worker that `durbar serve` runs beside the
//! web server, and `durbar mailer`, which runs that worker alone.

use std::path::PathBuf;

use anyhow::Context;
use durbar_mailer::{Composer, Transport, Worker, WorkerConfig};

use crate::config::Settings;
use crate::serve;

/// Where file mail goes when no SMTP server is configured; `None` when mail goes to SMTP.
pub fn file_mail_dir(settings: &Settings) -> Option<PathBuf> {
    settings
        .smtp_url
        .is_none()
        .then(|| settings.data_dir.join("mail"))
}

/// The right-hand side of the Message-IDs the service generates: the host of `base_url`.
pub fn message_id_domain(settings: &Settings) -> String {
    durbar_mailer::message_id_domain(&settings.base_url)
}

/// The transport the settings ask for. Call it inside a tokio runtime.
pub fn transport(settings: &Settings) -> anyhow::Result<Transport> {
    match file_mail_dir(settings) {
        Some(dir) => Ok(Transport::files(dir)),
        None => Transport::smtp(settings.smtp_url.as_deref().unwrap_or_default()),
    }
}

/// An outbox worker on the database `db`, configured from the settings. Call it inside a tokio
/// runtime.
pub fn worker(settings: &Settings, db: tokio_postgres::Config) -> anyhow::Result<Worker> {
    let composer = Composer::new(&settings.mail_from)
        .context("DURBAR_MAIL_FROM")?
        .with_pictures(durbar_templates::board::draw_png);
    Ok(Worker::new(
        db,
        transport(settings)?,
        composer,
        WorkerConfig {
            lag_warning: settings.mail_lag_warning,
            ..WorkerConfig::default()
        },
    ))
}

/// `durbar mailer`: delivers the outbox until SIGINT or SIGTERM, on the database `durbar serve`
/// would use (migrating it first, like `serve`).
pub fn run_mailer(settings: Settings) -> anyhow::Result<()> {
    let location = serve::locate_database(&settings)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let result = runtime.block_on(async {
        serve::prepare(&location).await?;
        let handle = worker(&settings, location.config.clone())?.spawn();
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
                .context("cannot listen for SIGTERM")?;
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = terminate.recv() => {}
        }
        tracing::info!("stopping the mail worker");
        handle.stop().await;
        anyhow::Ok(())
    });
    drop(location);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(smtp_url: Option<&str>) -> Settings {
        let mut settings = Settings::load(|name| match name {
            "DURBAR_CONFIG" => Some("/dev/null".to_owned()),
            "DURBAR_DATA_DIR" => Some("/srv/durbar".to_owned()),
            "DURBAR_BASE_URL" => Some("https://durbar.example:8443/".to_owned()),
            _ => None,
        })
        .unwrap();
        settings.smtp_url = smtp_url.map(str::to_owned);
        settings
    }

    #[test]
    fn without_smtp_mail_goes_to_files_in_the_data_dir() {
        assert_eq!(
            file_mail_dir(&settings(None)),
            Some(PathBuf::from("/srv/durbar/mail"))
        );
        assert_eq!(file_mail_dir(&settings(Some("smtp://localhost:25"))), None);
    }

    #[test]
    fn message_ids_use_the_public_host() {
        assert_eq!(message_id_domain(&settings(None)), "durbar.example");
    }

    #[tokio::test]
    async fn the_transport_follows_the_settings() {
        assert_eq!(
            transport(&settings(None)).unwrap().describe(),
            "files in /srv/durbar/mail"
        );
        assert_eq!(
            transport(&settings(Some("smtp://127.0.0.1:2525")))
                .unwrap()
                .describe(),
            "SMTP smtp://127.0.0.1:2525"
        );
        assert!(transport(&settings(Some("gopher://x"))).is_err());
    }
}
