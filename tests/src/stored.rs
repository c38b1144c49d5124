//! Reading a game's log straight from its table, as an auditor of the database would, the mail
//! its players were sent (the outbox), and checking an export without durbar
//! (`docs/verify_export.py`).

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

/// The outbox's mails of `game`: (kind, player index, text body), oldest first.
pub async fn outbox_mails(app: &crate::TestApp, game: GameId) -> Vec<(String, u8, String)> {
    let client = app.pool.get().await.expect("a connection");
    client
        .query(
            "SELECT o.kind, p.player_index, o.text_body FROM outbox o
               JOIN players p ON p.game_id = o.game_id AND p.email = o.to_address
              WHERE o.game_id = $1 ORDER BY o.id",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .expect("the outbox can be read")
        .iter()
        .map(|r| (r.get(0), r.get::<_, i16>(1) as u8, r.get(2)))
        .collect()
}
