//! Building and running the HTTP application: the part `durbar serve` and the tests share.

use std::net::TcpListener;

use actix_web::dev::Server;
use actix_web::{web, App, HttpServer};
use anyhow::Context;

use crate::config::Settings;
use crate::database::DbPool;
use crate::mail;
use crate::routes;
use crate::security_headers::security_headers;
use crate::store::Store;
use crate::web::operator::OperatorToken;

/// How often the bot worker looks again while a bot waits out its delay (it wakes on every
/// change to a game, and else polls slowly: `turn_mail::bots::SLOW_POLL`).
const BOT_POLL: std::time::Duration = std::time::Duration::from_millis(200);

/// A bound, not yet running HTTP application.
pub struct Application {
    server: Server,
    port: u16,
    store: Store,
    operator: OperatorToken,
    /// The bot worker (#14): moves for the seats the hosts filled with bots.
    bots: crate::turn_mail::BotWorkerHandle,
}

impl Application {
    /// Binds `listener` and prepares the server on the given database pool and settings;
    /// `database` is where the pool connects, for the store's change feed (its own connection).
    /// Call it inside a tokio runtime.
    pub fn build(
        listener: TcpListener,
        pool: DbPool,
        database: &tokio_postgres::Config,
        settings: &Settings,
    ) -> anyhow::Result<Self> {
        let port = listener.local_addr()?.port();
        // Every change's mail is written with it (turn_mail).
        let notifier = crate::turn_mail::MailNotifier::new(
            crate::turn_mail::MailContext::from_settings(settings),
        );
        let game_store = Store::with_notifier(pool.clone(), std::sync::Arc::new(notifier));
        game_store.watch_changes(database.clone());
        let store = web::Data::new(game_store.clone());
        let web_state = crate::web::WebState::new(settings);
        let pool = web::Data::new(pool);
        let file_mail = web::Data::new(routes::outbox::FileMailDir(mail::file_mail_dir(settings)));
        let operator = OperatorToken::fresh();
        let operator_data = web::Data::new(operator.clone());
        let lag_warning = web::Data::new(routes::health::LagWarning(settings.mail_lag_warning));
        let server = HttpServer::new(move || {
            App::new()
                .wrap(actix_web::middleware::from_fn(
                    crate::http_error::in_reader_language,
                ))
                .wrap(actix_web::middleware::from_fn(
                    crate::web::page_lang::switch_language,
                ))
                .wrap(security_headers())
                .wrap_fn(crate::web::head_as_get)
                .wrap(tracing_actix_web::TracingLogger::<
                    crate::web::RedactingRootSpan,
                >::new())
                .app_data(pool.clone())
                .app_data(store.clone())
                .app_data(file_mail.clone())
                .app_data(operator_data.clone())
                .app_data(lag_warning.clone())
                .configure(|cfg| web_state.configure(cfg))
                .configure(routes::configure)
        })
        .listen(listener)
        .context("cannot listen for HTTP")?
        .shutdown_timeout(10)
        .run();
        let bots = crate::turn_mail::BotWorker::new(game_store.clone(), settings.bot_delay)
            .spawn(BOT_POLL);
        Ok(Self {
            server,
            port,
            store: game_store,
            operator,
            bots,
        })
    }

    /// The event store the application writes through (with its mail notifier): the deadline
    /// scheduler uses it too.
    pub fn store(&self) -> Store {
        self.store.clone()
    }

    /// The operator's URL of the outbox page (with its secret token): print it once, at start.
    pub fn operator_url(&self, base_url: &str) -> String {
        self.operator.url(base_url)
    }

    /// The port the application listens on (useful when bound to port 0).
    pub fn port(&self) -> u16 {
        self.port
    }

    /// A handle to stop the server from elsewhere.
    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    /// Serves until the server is stopped (Ctrl-C, SIGTERM or its handle).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let served = self.server.await;
        self.bots.stop().await;
        served
    }
}
