//! The service running in-process on a free loopback port, on a database of its own.

use std::net::TcpListener;

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
    /// An HTTP client that keeps cookies and does not follow redirects.
    pub http: reqwest::Client,
    handle: actix_web::dev::ServerHandle,
}

/// Starts the service on a fresh database. Call it inside a tokio runtime (`#[tokio::test]`).
pub async fn spawn_app() -> TestApp {
    let db = TestDatabase::create().await;
    let pool = database::pool(db.config.clone(), 8).expect("pool");
    let listener = TcpListener::bind("127.0.0.1:0").expect("cannot bind a loopback port");
    let app = Application::build(listener, pool.clone()).expect("cannot build the application");
    let address = format!("http://127.0.0.1:{}", app.port());
    let handle = app.handle();
    tokio::spawn(app.run_until_stopped());
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("http client");
    TestApp {
        address,
        db,
        pool,
        http,
        handle,
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
