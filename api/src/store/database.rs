//! Connecting to PostgreSQL: the connection pool the service shares, and where it points.

use anyhow::Context;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};

/// The service's pool of database connections.
pub type DbPool = Pool;

/// Parses a `DATABASE_URL` (URL or key=value form) into a connection configuration.
pub fn parse_url(url: &str) -> anyhow::Result<tokio_postgres::Config> {
    url.parse::<tokio_postgres::Config>()
        .context("DATABASE_URL is not a valid PostgreSQL connection string")
}

/// Makes a pool of up to `size` connections; connections are opened lazily.
pub fn pool(config: tokio_postgres::Config, size: usize) -> anyhow::Result<DbPool> {
    let manager = Manager::from_config(
        config,
        tokio_postgres::NoTls,
        ManagerConfig {
            recycling_method: RecyclingMethod::Fast,
        },
    );
    Pool::builder(manager)
        .max_size(size)
        .build()
        .context("cannot build the database pool")
}

/// Opens one connection outside the pool (for migrations and administration), driving it on
/// the current runtime.
pub async fn connect(config: &tokio_postgres::Config) -> anyhow::Result<tokio_postgres::Client> {
    let (client, connection) = config
        .connect(tokio_postgres::NoTls)
        .await
        .context("cannot connect to PostgreSQL")?;
    tokio::spawn(async move {
        if let Err(error) = connection.await {
            tracing::warn!(%error, "database connection ended");
        }
    });
    Ok(client)
}

/// Creates database `name` on the server `admin` is connected to, unless it exists.
pub async fn create_database_if_missing(
    admin: &tokio_postgres::Client,
    name: &str,
) -> anyhow::Result<()> {
    let exists = admin
        .query_opt("SELECT 1 FROM pg_database WHERE datname = $1", &[&name])
        .await?
        .is_some();
    if !exists {
        admin
            .batch_execute(&format!("CREATE DATABASE {}", quote_identifier(name)))
            .await
            .with_context(|| format!("cannot create database {name}"))?;
    }
    Ok(())
}

/// Quotes an SQL identifier.
pub fn quote_identifier(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}
