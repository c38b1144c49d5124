//! Reading a game's log straight from its table, as an auditor of the database would, and
//! checking an export without durbar (`docs/verify_export.py`).

use durbar_api::audit::chain::{self, Link};
use durbar_api::database;
use durbar_domain::GameId;

/// The stored rows of `game`, checked to form a valid, gapless hash chain.
pub async fn stored_chain(config: &tokio_postgres::Config, game: GameId) -> Vec<Link> {
    let client = database::connect(config).await.expect("connect");
    let rows = client
        .query(
            "SELECT seq, payload, prev_hash, hash FROM events WHERE game_id = $1 ORDER BY seq",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .expect("the events can be read");
    let links: Vec<Link> = rows
        .iter()
        .map(|row| Link {
            seq: row.get::<_, i64>(0) as u64,
            payload: row.get(1),
            prev_hash: row.get::<_, Vec<u8>>(2).try_into().expect("32 bytes"),
            hash: row.get::<_, Vec<u8>>(3).try_into().expect("32 bytes"),
        })
        .collect();
    chain::check(&game.0, &links).expect("the stored chain is valid and gapless");
    links
}

/// `docs/verify_export.py` (the check without durbar) on an export's JSON: its exit status and
/// output.
pub fn python_verify(export: &str) -> (bool, String) {
    let file = tempfile::NamedTempFile::new().expect("a temporary file");
    std::fs::write(file.path(), export).expect("the export is written");
    let python = std::env::var("DURBAR_TEST_PYTHON").unwrap_or_else(|_| "python3".into());
    let output = std::process::Command::new(python)
        .arg(format!(
            "{}/../docs/verify_export.py",
            env!("CARGO_MANIFEST_DIR")
        ))
        .arg(file.path())
        .output()
        .expect("python runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.success(), text)
}
