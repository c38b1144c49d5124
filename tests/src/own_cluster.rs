//! A PostgreSQL cluster of one test's or benchmark's own, with fsync on, for what is about
//! durability or speed (the run's shared throw-away cluster has fsync off).

use durbar_api::embedded_postgres::{EmbeddedOptions, EmbeddedPostgres};
use durbar_api::{database, migrations};

/// A running cluster in a temporary directory; dropping it stops the server and removes it.
pub struct OwnCluster {
    server: EmbeddedPostgres,
    dir: tempfile::TempDir,
}

impl OwnCluster {
    /// Starts a fresh cluster. Call it on a thread that outlives the server (the test's or the
    /// benchmark's main thread): the server is told to stop when that thread ends.
    pub fn start(prefix: &str) -> Self {
        let dir = tempfile::Builder::new()
            .prefix(prefix)
            .tempdir()
            .expect("a temporary directory");
        // The server runs as the postgres user when we are root: let it into the directory.
        std::fs::set_permissions(
            dir.path(),
            std::os::unix::fs::PermissionsExt::from_mode(0o755),
        )
        .expect("permissions");
        let server = EmbeddedPostgres::start(&dir.path().join("pg"), &EmbeddedOptions::default())
            .expect("the cluster starts");
        Self { server, dir }
    }

    /// Stops the server as a crash would (immediate shutdown) and starts it again on the same
    /// data: recovery replays the write-ahead log.
    pub fn crash_and_restart(&mut self) {
        self.server.stop_immediately();
        std::thread::sleep(std::time::Duration::from_millis(300));
        self.server =
            EmbeddedPostgres::start(&self.dir.path().join("pg"), &EmbeddedOptions::default())
                .expect("the cluster starts again");
    }

    /// Creates database `name` with every migration applied, and says how to connect to it.
    pub async fn migrated_database(&self, name: &str) -> tokio_postgres::Config {
        let admin = database::connect(&self.server.config("postgres"))
            .await
            .expect("connect");
        database::create_database_if_missing(&admin, name)
            .await
            .expect("create database");
        let config = self.server.config(name);
        let mut client = database::connect(&config).await.expect("connect");
        migrations::migrate(&mut client).await.expect("migrate");
        config
    }
}
