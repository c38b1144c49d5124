//! One fresh database per test, copied from the run's migrated template database.

use anyhow::Context;
use durbar_api::database;

/// Names the socket directory of the run's throw-away cluster (set by `testenv`).
pub const HOST_VARIABLE: &str = "DURBAR_TEST_PG_HOST";
/// Names the migrated template database (set by `testenv`).
pub const TEMPLATE_VARIABLE: &str = "DURBAR_TEST_PG_TEMPLATE";
/// The template database's name.
pub const TEMPLATE_DATABASE: &str = "durbar_template";

/// A database that belongs to one test.
#[derive(Debug, Clone)]
pub struct TestDatabase {
    /// The database's name.
    pub name: String,
    /// How to connect to it.
    pub config: tokio_postgres::Config,
}

fn cluster_config(dbname: &str) -> tokio_postgres::Config {
    let host = std::env::var(HOST_VARIABLE).unwrap_or_else(|_| {
        panic!(
            "{HOST_VARIABLE} is not set: run the tests with ./scripts/test, which starts the \
             throw-away PostgreSQL cluster they use"
        )
    });
    let mut config = tokio_postgres::Config::new();
    config
        .host(&host)
        .port(5432)
        .user("postgres")
        .dbname(dbname);
    config
}

impl TestDatabase {
    /// Creates a new database from the migrated template.
    pub async fn create() -> Self {
        Self::try_create()
            .await
            .expect("cannot create a test database")
    }

    async fn try_create() -> anyhow::Result<Self> {
        let template =
            std::env::var(TEMPLATE_VARIABLE).unwrap_or_else(|_| TEMPLATE_DATABASE.to_owned());
        let admin = database::connect(&cluster_config("postgres")).await?;
        let name = format!("test_{}", hex::encode(rand::random::<[u8; 8]>()));
        let sql = format!(
            "CREATE DATABASE {} TEMPLATE {}",
            database::quote_identifier(&name),
            database::quote_identifier(&template)
        );
        // Copies of one template may briefly contend; a few tries settle it.
        let mut attempt = 0;
        loop {
            match admin.batch_execute(&sql).await {
                Ok(()) => break,
                Err(_) if attempt < 20 => {
                    attempt += 1;
                    tokio::time::sleep(std::time::Duration::from_millis(20 * attempt)).await;
                }
                Err(error) => return Err(error).context("CREATE DATABASE failed"),
            }
        }
        Ok(Self {
            config: cluster_config(&name),
            name,
        })
    }

    /// A `DATABASE_URL` for this database (key=value form), for a `durbar` subprocess.
    pub fn url(&self) -> String {
        let host = std::env::var(HOST_VARIABLE).unwrap_or_default();
        format!(
            "host='{}' port=5432 user=postgres dbname='{}'",
            host.replace('\\', "\\\\").replace('\'', "\\'"),
            self.name
        )
    }

    /// A single connection to this database.
    pub async fn connect(&self) -> tokio_postgres::Client {
        database::connect(&self.config)
            .await
            .expect("cannot connect to the test database")
    }
}
