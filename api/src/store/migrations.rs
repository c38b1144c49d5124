//! Schema migrations: the SQL files in `migrations/`, compiled in and applied once each, in order.

use anyhow::{bail, Context};
use sha2::{Digest, Sha256};

/// One migration file.
#[derive(Debug, Clone, Copy)]
pub struct Migration {
    /// Its number, from the file name.
    pub version: i32,
    /// Its file name.
    pub name: &'static str,
    /// The SQL it runs.
    pub sql: &'static str,
}

/// Every migration, in the order they are applied.
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        name: "0001_event_store.sql",
        sql: include_str!("../../../migrations/0001_event_store.sql"),
    },
    Migration {
        version: 2,
        name: "0002_players_and_escrow.sql",
        sql: include_str!("../../../migrations/0002_players_and_escrow.sql"),
    },
    Migration {
        version: 3,
        name: "0003_outbox.sql",
        sql: include_str!("../../../migrations/0003_outbox.sql"),
    },
    Migration {
        version: 4,
        name: "0004_web.sql",
        sql: include_str!("../../../migrations/0004_web.sql"),
    },
    Migration {
        version: 5,
        name: "0005_turn_mail.sql",
        sql: include_str!("../../../migrations/0005_turn_mail.sql"),
    },
    Migration {
        version: 6,
        name: "0006_bid_escrow.sql",
        sql: include_str!("../../../migrations/0006_bid_escrow.sql"),
    },
    Migration {
        version: 7,
        name: "0007_drop_unused_escrow_index.sql",
        sql: include_str!("../../../migrations/0007_drop_unused_escrow_index.sql"),
    },
    Migration {
        version: 8,
        name: "0008_lz4_mail_bodies.sql",
        sql: include_str!("../../../migrations/0008_lz4_mail_bodies.sql"),
    },
    Migration {
        version: 9,
        name: "0009_idempotency_request.sql",
        sql: include_str!("../../../migrations/0009_idempotency_request.sql"),
    },
    Migration {
        version: 10,
        name: "0010_signed_links.sql",
        sql: include_str!("../../../migrations/0010_signed_links.sql"),
    },
    Migration {
        version: 11,
        name: "0011_sealed_escrow.sql",
        sql: include_str!("../../../migrations/0011_sealed_escrow.sql"),
    },
    Migration {
        version: 12,
        name: "0012_eight_seats.sql",
        sql: include_str!("../../../migrations/0012_eight_seats.sql"),
    },
    Migration {
        version: 18,
        name: "0018_languages.sql",
        sql: include_str!("../../../migrations/0018_languages.sql"),
    },
    Migration {
        version: 19,
        name: "0019_citadels_lobby.sql",
        sql: include_str!("../../../migrations/0019_citadels_lobby.sql"),
    },
    Migration {
        version: 20,
        name: "0020_citadels_lobby_keys.sql",
        sql: include_str!("../../../migrations/0020_citadels_lobby_keys.sql"),
    },
    Migration {
        version: 21,
        name: "0021_outbox_picture.sql",
        sql: include_str!("../../../migrations/0021_outbox_picture.sql"),
    },
    Migration {
        version: 22,
        name: "0022_bot_seats.sql",
        sql: include_str!("../../../migrations/0022_bot_seats.sql"),
    },
    Migration {
        version: 23,
        name: "0023_games_ended.sql",
        sql: include_str!("../../../migrations/0023_games_ended.sql"),
    },
    Migration {
        version: 24,
        name: "0024_bots_joined.sql",
        sql: include_str!("../../../migrations/0024_bots_joined.sql"),
    },
];

/// An arbitrary constant key for the advisory lock that serialises concurrent migrators.
const MIGRATION_LOCK: i64 = 0x6475_7262_6172; // "durbar"

/// Applies every migration not yet applied; returns how many were applied now.
pub async fn migrate(client: &mut tokio_postgres::Client) -> anyhow::Result<usize> {
    client
        .batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (
                 version    integer     PRIMARY KEY,
                 name       text        NOT NULL,
                 sha256     bytea       NOT NULL,
                 applied_at timestamptz NOT NULL DEFAULT now()
             )",
        )
        .await
        .context("cannot create the schema_migrations table")?;
    let mut applied = 0;
    for migration in MIGRATIONS {
        let digest = Sha256::digest(migration.sql.as_bytes()).to_vec();
        let tx = client.transaction().await?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .await?;
        let row = tx
            .query_opt(
                "SELECT sha256 FROM schema_migrations WHERE version = $1",
                &[&migration.version],
            )
            .await?;
        match row {
            Some(row) => {
                let recorded: Vec<u8> = row.get(0);
                if recorded != digest {
                    bail!(
                        "migration {} was changed after it was applied; add a new migration instead",
                        migration.name
                    );
                }
            }
            None => {
                tx.batch_execute(migration.sql)
                    .await
                    .with_context(|| format!("migration {} failed", migration.name))?;
                tx.execute(
                    "INSERT INTO schema_migrations (version, name, sha256) VALUES ($1, $2, $3)",
                    &[&migration.version, &migration.name, &digest],
                )
                .await?;
                applied += 1;
                tracing::info!(migration = migration.name, "applied migration");
            }
        }
        tx.commit().await?;
    }
    Ok(applied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_numbered_in_order_and_named_after_their_number() {
        // Numbers rise; a gap is allowed (branches reserve ranges of numbers).
        for pair in MIGRATIONS.windows(2) {
            assert!(pair[0].version < pair[1].version, "{}", pair[1].name);
        }
        for migration in MIGRATIONS {
            assert!(migration
                .name
                .starts_with(&format!("{:04}_", migration.version)));
        }
    }

    #[test]
    fn every_sql_file_is_listed() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|name| name.ends_with(".sql"))
            .collect();
        files.sort();
        let listed: Vec<&str> = MIGRATIONS.iter().map(|m| m.name).collect();
        assert_eq!(files, listed);
    }
}
