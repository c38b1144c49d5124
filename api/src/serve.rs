//! `durbar serve` and `durbar migrate`: finding (or starting) the database, migrating it, and
//! running the web server until it is told to stop.

use std::net::TcpListener;

use anyhow::Context;

use crate::config::Settings;
use crate::database;
use crate::embedded_postgres::{EmbeddedOptions, EmbeddedPostgres};
use crate::mail;
use crate::migrations::migrate;
use crate::startup::Application;

/// The name of the service's database on an embedded server.
pub const DATABASE_NAME: &str = "durbar";

/// Where the service's data lives: a server we were given, or one we run ourselves.
pub struct DatabaseLocation {
    /// How to connect to the service's database.
    pub config: tokio_postgres::Config,
    /// Our own server, if we started one; dropping it stops the server.
    pub embedded: Option<EmbeddedPostgres>,
}

/// Resolves `DATABASE_URL`, or starts our own PostgreSQL in `<data_dir>/pg`. Call it on the main
/// thread: an embedded server is told to stop when the thread that started it ends.
pub fn locate_database(settings: &Settings) -> anyhow::Result<DatabaseLocation> {
    match &settings.database_url {
        Some(url) => Ok(DatabaseLocation {
            config: database::parse_url(url)?,
            embedded: None,
        }),
        None => {
            let dir = settings.data_dir.join("pg");
            tracing::info!(dir = %dir.display(), "starting our own PostgreSQL (no DATABASE_URL set)");
            let server = EmbeddedPostgres::start(&dir, &EmbeddedOptions::default())?;
            Ok(DatabaseLocation {
                config: server.config(DATABASE_NAME),
                embedded: Some(server),
            })
        }
    }
}

/// Creates the service's database on an embedded server (first run) and applies migrations.
pub(crate) async fn prepare(location: &DatabaseLocation) -> anyhow::Result<()> {
    if let Some(server) = &location.embedded {
        let admin = database::connect(&server.config("postgres")).await?;
        database::create_database_if_missing(&admin, DATABASE_NAME).await?;
    }
    let mut client = database::connect(&location.config).await?;
    let applied = migrate(&mut client).await?;
    tracing::info!(applied, "database schema is up to date");
    Ok(())
}

/// Runs the web service, the outbox worker and the deadline scheduler until SIGINT or SIGTERM,
/// then stops them and our own database if we started one.
pub fn serve(settings: Settings) -> anyhow::Result<()> {
    let location = locate_database(&settings)?;
    let result = actix_web::rt::System::new().block_on(async {
        prepare(&location).await?;
        let pool = database::pool(location.config.clone(), 32)?;
        let listener = TcpListener::bind(settings.bind)
            .with_context(|| format!("cannot listen on {}", settings.bind))?;
        let app = Application::build(listener, pool, &location.config, &settings)?;
        let mailer = mail::worker(&settings, location.config.clone())?.spawn();
        // Deadlines (reminders, the no-show policy) and daily digests, once a minute.
        let scheduler = crate::turn_mail::Scheduler::new(
            app.store(),
            crate::turn_mail::MailContext::from_settings(&settings),
        )
        .spawn(std::time::Duration::from_secs(60));
        tracing::info!(url = %settings.base_url, "durbar is serving");
        if settings.smtp_url.is_none() {
            // On standard output, not in the log: the token is the operator's password.
            println!(
                "The outbox (every mail, for the operator only) opens with this link:\n    {}",
                app.operator_url(&settings.base_url)
            );
        }
        let served = app
            .run_until_stopped()
            .await
            .context("the web server failed");
        scheduler.stop().await;
        mailer.stop().await;
        served
    });
    drop(location);
    tracing::info!("durbar stopped");
    result
}

/// Applies the migrations and exits.
pub fn migrate_only(settings: Settings) -> anyhow::Result<()> {
    let location = locate_database(&settings)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let result = runtime.block_on(prepare(&location));
    drop(location);
    result
}
