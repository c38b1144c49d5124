//! No disc opening reaches a log line, even with every log level switched on: the database
//! driver prints query parameters at debug level, and our log filter caps it.

use durbar_api::database;
use durbar_api::store::Store;
use durbar_domain::maharaja::{Action, Bytes32, Command, Phase, PlayerCommand, Seat};
use durbar_tests::games::{drive_until, started_game};
use durbar_tests::logs::CapturedLog;
use durbar_tests::TestDatabase;
use tracing_subscriber::EnvFilter;

/// Sets seat 0's disc with `nonce` while logging everything through `filter` into a buffer.
async fn logged_disc(
    store: &Store,
    game: durbar_domain::GameId,
    nonce: Bytes32,
    filter: EnvFilter,
) -> String {
    let captured = CapturedLog::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let command = Command::player(
        Seat(0),
        PlayerCommand::SetDisc {
            actions: [Action::Palace, Action::Character],
            nonce,
        },
    );
    store.execute(game, &command, None).await.unwrap();
    captured.text()
}

/// The ways a nonce could appear in a log line: hex, or the driver's debug print of bytes.
fn traces_of(nonce: &Bytes32) -> [String; 2] {
    [nonce.to_string(), format!("{:?}", nonce.0.as_slice())]
}

#[tokio::test]
async fn no_disc_opening_reaches_a_log_line_even_at_trace_level() {
    tracing_log::LogTracer::builder()
        .with_max_level(tracing_log::log::LevelFilter::Trace)
        .init()
        .ok();
    let db = TestDatabase::create().await;
    let store = Store::new(database::pool(db.config.clone(), 4).unwrap());
    let (game, _) = started_game(&store, 2).await;
    drive_until(&store, game, Phase::Discs).await;

    // The control: with a plain trace filter the driver does print the opening, so this test
    // would catch a missing cap.
    let leaky = Bytes32([0x5A; 32]);
    let uncapped = logged_disc(&store, game, leaky, EnvFilter::new("trace")).await;
    assert!(
        traces_of(&leaky).iter().any(|t| uncapped.contains(t)),
        "expected the uncapped driver log to show the parameters"
    );

    let secret = Bytes32([0xC3; 32]);
    let capped = logged_disc(&store, game, secret, durbar_api::telemetry::filter("trace")).await;
    assert!(!capped.is_empty(), "trace logging is on");
    for trace in traces_of(&secret) {
        assert!(
            !capped.contains(&trace),
            "the opening leaked into a log line"
        );
    }
}

#[tokio::test]
async fn no_link_key_or_personal_link_reaches_a_log_line_even_at_trace_level() {
    tracing_log::LogTracer::builder()
        .with_max_level(tracing_log::log::LevelFilter::Trace)
        .init()
        .ok();
    let db = TestDatabase::create().await;
    let pool = database::pool(db.config.clone(), 4).unwrap();
    let (game, links) = started_game(&Store::new(pool.clone()), 2).await;

    // A fresh store draws or reads the key, mints a link and checks one, all logged at trace.
    let captured = CapturedLog::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_env_filter(durbar_api::telemetry::filter("trace"))
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    let store = Store::new(pool);
    let (key, minted) = {
        let _guard = tracing::subscriber::set_default(subscriber);
        let key = store.link_key().await.unwrap();
        let minted = store.mint_link(game, 1).await.unwrap();
        store.link_owner(&minted).await.unwrap().unwrap();
        store.link_owner(&links[0].token).await.unwrap().unwrap();
        (key, minted)
    };
    let logged = captured.text();
    assert!(format!("{key:?}").contains("redacted"));
    let secret: Vec<u8> = database::pool(db.config.clone(), 1)
        .unwrap()
        .get()
        .await
        .unwrap()
        .query_one("SELECT secret FROM link_keys", &[])
        .await
        .unwrap()
        .get(0);
    for trace in [hex::encode(&secret), format!("{:?}", secret.as_slice())] {
        assert!(
            !logged.contains(&trace),
            "the link key leaked into a log line"
        );
    }
    for secret in [minted.as_str(), links[0].token.as_str()] {
        assert!(
            !logged.contains(secret),
            "a personal link leaked into a log line"
        );
    }
}
