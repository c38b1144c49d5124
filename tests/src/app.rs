//! The service running in-process on a free loopback port, on a database of its own.

use std::net::TcpListener;

use durbar_api::config::Settings;
use durbar_api::database::{self, DbPool};
use durbar_api::startup::Application;

use crate::cluster::TestDatabase;

/// A running service for one test.
pub struct TestApp {
    /// `http://127.0.0.1:PORT`.
    pub address: String,
    /// The test's own database.
    pub db: TestDatabase,
    /// A pool on that database.
    pub pool: DbPool,
    /// The application's event store (with its mail notifier: changes made through it write
    /// their turn mail to the outbox, as the web's do).
    pub store: durbar_api::store::Store,
    /// An HTTP client that keeps cookies and does not follow redirects.
    pub http: reqwest::Client,
    /// The service's settings: no configuration file, `base_url` is `address`, `data_dir` a
    /// temporary directory of its own (file mail goes to `<data_dir>/mail`), no SMTP server.
    pub settings: Settings,
    /// The operator's secret URL of the outbox page (what `durbar serve` prints at start).
    pub operator_url: String,
    handle: actix_web::dev::ServerHandle,
    _data_dir: tempfile::TempDir,
}

/// Starts the service on a fresh database. Call it inside a tokio runtime (`#[tokio::test]`).
pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// Starts the service on a fresh database without POST rate limits (tests post fast).
pub async fn spawn_app_unlimited() -> TestApp {
    spawn_app_with(|s| {
        s.post_rate_per_ip = 0;
        s.post_rate_per_game = 0;
    })
    .await
}

/// Starts the service on a fresh database with settings changed by `adjust` (e.g. an SMTP URL).
pub async fn spawn_app_with(adjust: impl FnOnce(&mut Settings)) -> TestApp {
    let db = TestDatabase::create().await;
    let pool = database::pool(db.config.clone(), 8).expect("pool");
    let listener = TcpListener::bind("127.0.0.1:0").expect("cannot bind a loopback port");
    let address = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let data_dir = tempfile::Builder::new()
        .prefix("durbar-app-")
        .tempdir()
        .expect("cannot make a data directory");
    let data_dir_text = data_dir.path().to_string_lossy().into_owned();
    let mut settings = Settings::load(|name| match name {
        "DURBAR_CONFIG" => Some("/dev/null".to_owned()),
        "DURBAR_BASE_URL" => Some(address.clone()),
        "DURBAR_DATA_DIR" => Some(data_dir_text.clone()),
        // Bots move at once in tests.
        "DURBAR_BOT_DELAY_MS" => Some("0".to_owned()),
        _ => None,
    })
    .expect("test settings");
    adjust(&mut settings);
    let app = Application::build(listener, pool.clone(), &db.config, &settings)
        .expect("cannot build the application");
    let handle = app.handle();
    let operator_url = app.operator_url(&settings.base_url);
    let store = app.store();
    tokio::spawn(app.run_until_stopped());
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        // Shorter than the server's 5 s keep-alive: a connection the server is closing is
        // never reused (a loaded machine saw `IncompleteMessage` from that race).
        .pool_idle_timeout(std::time::Duration::from_secs(2))
        .build()
        .expect("http client");
    TestApp {
        address,
        db,
        pool,
        store,
        http,
        settings,
        operator_url,
        handle,
        _data_dir: data_dir,
    }
}

impl TestApp {
    /// GETs a path on the service.
    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.http
            .get(format!("{}{}", self.address, path))
            .send()
            .await
            .expect("request failed")
    }

    /// Stops the server.
    pub async fn stop(&self) {
        self.handle.stop(true).await;
    }
}
