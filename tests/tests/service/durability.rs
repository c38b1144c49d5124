//! A database restart in the middle of a run loses nothing that was acknowledged.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use durbar_api::database;
use durbar_api::store::Store;
use durbar_domain::maharaja::{Action, Bytes32, Command, Event, Phase, PlayerCommand, Seat};
use durbar_tests::games::{drive_until, started_game};
use durbar_tests::own_cluster::OwnCluster;
use durbar_tests::stored::stored_chain;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_restart_mid_run_loses_nothing_acknowledged() {
    // fsync on: this server is about durability.
    let mut cluster = OwnCluster::start("durbar-durability-");
    let config = cluster.migrated_database("durbar").await;
    let store = Store::new(database::pool(config.clone(), 8).unwrap());

    let mut games = Vec::new();
    for _ in 0..4 {
        let (game, _) = started_game(&store, 2).await;
        drive_until(&store, game, Phase::Discs).await;
        games.push(game);
    }

    // Each writer keeps re-setting seat 0's disc (legal until seat 1 sets theirs) and records
    // every acknowledged commitment with its seq.
    let acknowledged = Arc::new(AtomicUsize::new(0));
    let writers: Vec<_> = games
        .iter()
        .enumerate()
        .map(|(w, &game)| {
            let store = store.clone();
            let acknowledged = acknowledged.clone();
            tokio::spawn(async move {
                let mut acks = Vec::new();
                let mut failures = 0;
                let mut n = 0u32;
                while acks.len() < 40 {
                    n += 1;
                    let mut nonce = [w as u8; 32];
                    nonce[..4].copy_from_slice(&n.to_be_bytes());
                    let command = Command::player(
                        Seat(0),
                        PlayerCommand::SetDisc {
                            actions: [Action::Gold, Action::House],
                            nonce: Bytes32(nonce),
                        },
                    );
                    match store.execute(game, &command, None).await {
                        Ok(executed) => {
                            for (seq, event) in executed.events {
                                if let Event::DiscCommitted { commitment, .. } = event {
                                    acks.push((seq, commitment));
                                }
                            }
                            acknowledged.fetch_add(1, Ordering::SeqCst);
                        }
                        Err(_) => {
                            failures += 1;
                            assert!(failures < 400, "the store never recovered from the restart");
                            tokio::time::sleep(Duration::from_millis(25)).await;
                        }
                    }
                }
                (game, acks, failures)
            })
        })
        .collect();

    while acknowledged.load(Ordering::SeqCst) < 40 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    cluster.crash_and_restart();

    let mut saw_failures = 0;
    for writer in writers {
        let (game, acks, failures) = writer.await.unwrap();
        saw_failures += failures;
        let links = stored_chain(&config, game).await;
        for (seq, commitment) in acks {
            let payload = String::from_utf8(links[seq as usize - 1].payload.clone()).unwrap();
            assert!(
                payload.contains(&commitment.to_string()),
                "acknowledged event {seq} is in the log"
            );
        }
    }
    assert!(
        saw_failures > 0,
        "the restart happened while the writers were writing"
    );
    drop(cluster);
}
