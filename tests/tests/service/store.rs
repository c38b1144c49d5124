//! The event store on a real PostgreSQL: creation and start, concurrent writers, escrow of disc
//! openings, the hash chain as stored.

use std::collections::BTreeSet;

use durbar_api::audit::chain::Link;
use durbar_api::database;
use durbar_api::store::{IdempotencyClaim, MoveKey, Once, Store, StoreError};
use durbar_domain::maharaja::{
    seed_commitment, Action, Bytes32, Command, Event, GameId, Phase, Seat,
};
use durbar_tests::games::{drive_until, set_disc, started_game};
use durbar_tests::stored::stored_chain;
use durbar_tests::TestDatabase;

async fn store() -> (TestDatabase, Store) {
    let db = TestDatabase::create().await;
    let pool = database::pool(db.config.clone(), 60).unwrap();
    (db, Store::new(pool))
}

async fn stored(db: &TestDatabase, game: GameId) -> Vec<Link> {
    stored_chain(&db.config, game).await
}

#[tokio::test]
async fn a_game_starts_when_every_player_has_joined_and_reveals_its_committed_seed() {
    let (db, store) = store().await;
    let (game, links) = started_game(&store, 3).await;
    assert_eq!(links.len(), 3);
    let loaded = store.load(game).await.unwrap();
    assert_eq!(loaded.game.phase(), Phase::ChooseCharacters);
    let client = db.connect().await;
    let row = client
        .query_one(
            "SELECT seed, seed_commitment FROM games WHERE game_id = $1",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap();
    let seed = Bytes32(row.get::<_, Vec<u8>>(0).try_into().unwrap());
    let commitment: Vec<u8> = row.get(1);
    assert_eq!(seed_commitment(game, &seed).0.to_vec(), commitment);
    let events = store.events(game, 0, u64::MAX).await.unwrap();
    assert!(matches!(
        events[0].event,
        Event::GameCreated {
            game: durbar_domain::GameKind::Maharaja,
            engine: 1,
            ..
        }
    ));
    // The stored payload of event 1 names the game (issue 12: a stored game carries its kind).
    let first = client
        .query_one(
            "SELECT payload FROM events WHERE game_id = $1 AND seq = 1",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap();
    let payload: serde_json::Value = serde_json::from_slice(first.get::<_, &[u8]>(0)).unwrap();
    assert_eq!(payload["game"], "maharaja");
    assert!(
        events
            .iter()
            .any(|e| e.event == Event::SeedRevealed { seed }),
        "the seed is revealed once setup uses it"
    );
    // Link tokens are signed, not stored; each names its player.
    let rows: i64 = client
        .query_one(
            "SELECT count(*) FROM player_links WHERE game_id = $1",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(rows, 0);
    for link in &links {
        let owner = store.link_owner(&link.token).await.unwrap().unwrap();
        assert_eq!((owner.game, owner.player_index), (game, link.player));
    }
    stored(&db, game).await;
}

#[tokio::test]
async fn a_game_does_not_start_before_everyone_joined() {
    let (_db, store) = store().await;
    let (game, _) = durbar_tests::games::created_game(&store, 3).await;
    store.join(game, 0, Bytes32([9; 32])).await.unwrap();
    store.join(game, 2, Bytes32([8; 32])).await.unwrap();
    assert_eq!(store.load(game).await.unwrap().game.phase(), Phase::Setup);
    store.join(game, 1, Bytes32([7; 32])).await.unwrap();
    assert_eq!(
        store.load(game).await.unwrap().game.phase(),
        Phase::ChooseCharacters
    );
}

#[tokio::test]
async fn fifty_concurrent_submissions_land_exactly_the_legal_ones() {
    let (db, store) = store().await;
    let (game, _) = started_game(&store, 5).await;
    drive_until(&store, game, Phase::Discs).await;
    let before = store.load(game).await.unwrap().seq;

    let actions = [
        Action::Gold,
        Action::House,
        Action::Palace,
        Action::Quarry,
        Action::Governor,
    ];
    let tasks: Vec<_> = (0..50u8)
        .map(|k| {
            let store = store.clone();
            let command = Command::player(
                Seat(k % 5),
                set_disc([actions[usize::from(k % 5)], actions[usize::from(k / 10)]]),
            );
            tokio::spawn(async move { store.execute(game, &command, None).await })
        })
        .collect();
    let mut landed = 0;
    let mut refused = 0;
    for task in tasks {
        match task.await.unwrap() {
            Ok(executed) => {
                landed += 1;
                assert!(executed
                    .events
                    .iter()
                    .any(|(_, e)| matches!(e, Event::DiscCommitted { .. })));
            }
            Err(StoreError::Rule(_) | StoreError::MovedOn(_)) => refused += 1,
            Err(other) => panic!("a submission failed for another reason than the rules: {other}"),
        }
    }
    assert_eq!(landed + refused, 50);

    let links = stored(&db, game).await;
    let events = store.events(game, before, u64::MAX).await.unwrap();
    let committed = events
        .iter()
        .filter(|e| matches!(e.event, Event::DiscCommitted { .. }))
        .count();
    assert_eq!(
        committed, landed,
        "every accepted submission is in the log, and nothing else"
    );
    let seats: BTreeSet<Seat> = events
        .iter()
        .filter_map(|e| match e.event {
            Event::DiscCommitted { seat, .. } => Some(seat),
            _ => None,
        })
        .collect();
    assert_eq!(seats.len(), 5, "every seat set a disc, so the round locked");
    assert!(refused > 0, "submissions after the lock are refused");
    let live = store.load(game).await.unwrap();
    assert_eq!(live.seq, links.len() as u64);
    assert_eq!(live.game.phase(), Phase::Turns);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.event, Event::DiscRevealed { .. })),
        "the first player's disc was revealed from escrow when the round locked"
    );
}

#[tokio::test]
async fn openings_stay_in_escrow_until_the_turn_begins_and_then_open_the_commitment() {
    let (db, store) = store().await;
    let (game, _) = started_game(&store, 3).await;
    drive_until(&store, game, Phase::Discs).await;
    let mut nonces = Vec::new();
    for seat in 0..3u8 {
        let nonce = Bytes32([0xA0 + seat; 32]);
        nonces.push(nonce);
        let command = Command::player(
            Seat(seat),
            durbar_domain::maharaja::PlayerCommand::SetDisc {
                actions: [Action::Gold, Action::Quarry],
                nonce,
            },
        );
        store.execute(game, &command, None).await.unwrap();
        // While the round is open, no event holds the nonce of any disc.
        if seat < 2 {
            let links = stored(&db, game).await;
            for n in &nonces {
                let hex = n.to_string();
                assert!(links
                    .iter()
                    .all(|l| !String::from_utf8_lossy(&l.payload).contains(&hex)));
            }
        }
    }
    let loaded = store.load(game).await.unwrap();
    let first = loaded.game.active_seat().expect("the first turn began");
    let links = stored(&db, game).await;
    let text: Vec<String> = links
        .iter()
        .map(|l| String::from_utf8_lossy(&l.payload).into_owned())
        .collect();
    for (seat, nonce) in nonces.iter().enumerate() {
        let in_log = text.iter().any(|t| t.contains(&nonce.to_string()));
        assert_eq!(
            in_log,
            Seat(seat as u8) == first,
            "only the active seat's opening is public (seat {seat})"
        );
    }
}

#[tokio::test]
async fn sealed_bids_stay_in_escrow_until_the_last_is_in_then_all_open_at_once() {
    use durbar_domain::maharaja::{Auction, GameOptions, Gold, PlayerCommand};
    let (db, store) = store().await;
    let options = GameOptions {
        auction: Auction::Sealed,
        ..GameOptions::default()
    };
    let (game, _) = durbar_tests::games::started_game_with(&store, 3, options).await;
    assert_eq!(store.load(game).await.unwrap().game.phase(), Phase::Auction);

    let bids = [
        (Seat(0), 3u32, Bytes32([0xB0; 32])),
        (Seat(1), 7, Bytes32([0xB1; 32])),
        (Seat(2), 5, Bytes32([0xB2; 32])),
    ];
    for (index, (seat, amount, nonce)) in bids.iter().enumerate() {
        let command = Command::player(
            *seat,
            PlayerCommand::SealedBid {
                amount: Gold(*amount),
                nonce: *nonce,
            },
        );
        store.execute(game, &command, None).await.unwrap();
        let text: String = stored(&db, game)
            .await
            .iter()
            .map(|l| String::from_utf8_lossy(&l.payload).into_owned())
            .collect();
        let last = index == bids.len() - 1;
        for (_, _, n) in &bids {
            assert_eq!(
                text.contains(&n.to_string()),
                last,
                "bids open only when the last is in"
            );
        }
    }
    let events = store.events(game, 0, u64::MAX).await.unwrap();
    let revealed = events
        .iter()
        .filter(|e| matches!(e.event, Event::BidRevealed { .. }))
        .count();
    assert_eq!(revealed, 3);
    assert!(
        events.iter().any(|e| matches!(
            e.event,
            Event::AuctionWon {
                seat: Seat(1),
                amount: Gold(7),
                ..
            }
        )),
        "the highest sealed bid wins and pays its bid"
    );
    let client = db.connect().await;
    let kinds: i64 = client
        .query_one(
            "SELECT count(*) FROM sealed_escrow WHERE kind = 'bid' AND length(value) = 4",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(kinds, 3, "each bid's amount is escrowed as four bytes");
}

/// Whether `load` answers while another connection holds every reader of the events table off
/// (so: without asking the database), within a second.
async fn loads_without_the_database(db: &TestDatabase, store: &Store, game: GameId) -> Option<u64> {
    let mut locker = db.connect().await;
    let lock = locker.transaction().await.unwrap();
    lock.batch_execute("LOCK TABLE events IN ACCESS EXCLUSIVE MODE")
        .await
        .unwrap();
    let answered = tokio::time::timeout(std::time::Duration::from_secs(1), store.load(game)).await;
    lock.rollback().await.unwrap();
    answered.ok().map(|loaded| loaded.unwrap().seq)
}

/// Loads until `store` shows `seq` (or fails after 5 s).
async fn until_seq(store: &Store, game: GameId, seq: u64) {
    let started = std::time::Instant::now();
    while store.load(game).await.unwrap().seq < seq {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "the store never saw seq {seq}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_watching_store_serves_pages_from_memory_and_sees_other_processes_moves() {
    let (db, watching) = store().await;
    watching.watch_changes(db.config.clone());
    // Another process: its own pool and cache, no watch of its own.
    let other = Store::new(database::pool(db.config.clone(), 4).unwrap());
    let (game, _) = started_game(&other, 3).await;
    drive_until(&other, game, Phase::Discs).await;
    let head = other.load(game).await.unwrap().seq;

    // Once the feed is up and the state confirmed, loads do not ask the database.
    let started = std::time::Instant::now();
    while loads_without_the_database(&db, &watching, game).await != Some(head) {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "never trusted"
        );
        watching.load(game).await.unwrap();
    }

    // A move made elsewhere is announced, and the next loads show it.
    let moved = other
        .execute(
            game,
            &Command::player(Seat(0), set_disc([Action::Gold, Action::House])),
            None,
        )
        .await
        .unwrap();
    let new_head = moved.after.seq;
    assert!(new_head > head);
    until_seq(&watching, game, new_head).await;
    assert_eq!(
        loads_without_the_database(&db, &watching, game).await,
        Some(new_head),
        "confirmed again, the new state is served from memory"
    );

    // Without the feed, nothing is trusted: loads ask the database (and wait for the lock).
    let client = db.connect().await;
    let ended = client
        .query_one(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
              WHERE query = 'LISTEN durbar_events' AND datname = current_database()",
            &[],
        )
        .await
        .unwrap()
        .get::<_, i64>(0);
    assert_eq!(ended, 1, "one connection listens");
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert_eq!(loads_without_the_database(&db, &watching, game).await, None);
    // It reconnects, and trust comes back once a load has confirmed the state.
    let started = std::time::Instant::now();
    while loads_without_the_database(&db, &watching, game).await != Some(new_head) {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "never reconnected"
        );
        watching.load(game).await.unwrap();
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_store_that_does_not_watch_asks_the_database_every_time() {
    let (db, store) = store().await;
    let (game, _) = started_game(&store, 2).await;
    store.load(game).await.unwrap();
    assert_eq!(loads_without_the_database(&db, &store, game).await, None);
}

fn move_key(key: &str, player: u8) -> MoveKey {
    MoveKey {
        key: key.into(),
        player,
        request: [7; 32],
        outcome: serde_json::json!({ "redirect": "/games/x" }),
    }
}

fn disc_commits(events: &[durbar_api::store::StoredEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e.event, Event::DiscCommitted { .. }))
        .count()
}

#[tokio::test]
async fn a_moves_idempotency_key_is_written_with_it_so_a_twin_anywhere_plays_nothing() {
    let (db, here) = store().await;
    // Another process: its own pool, cache and writer locks.
    let elsewhere = Store::new(database::pool(db.config.clone(), 4).unwrap());
    let (game, _) = started_game(&here, 3).await;
    drive_until(&here, game, Phase::Discs).await;
    let player = here.load(game).await.unwrap().game.seat_players()[0];
    let disc = Command::player(Seat(0), set_disc([Action::Gold, Action::House]));
    let disc = std::slice::from_ref(&disc);

    // A replay of the same key, here or elsewhere, does nothing and gets the stored answer.
    let key = move_key("0123456789abcdef-first", player);
    let first = here
        .execute_all_once(game, disc, None, Some(&key))
        .await
        .unwrap();
    assert!(matches!(first, Once::Ran(_)));
    for store in [&here, &elsewhere] {
        match store
            .execute_all_once(game, disc, None, Some(&key))
            .await
            .unwrap()
        {
            Once::AlreadySeen(IdempotencyClaim::Done(outcome)) => {
                assert_eq!(outcome, key.outcome)
            }
            other => panic!("a replay ran: {}", matches!(other, Once::Ran(_))),
        }
    }
    let events = here.events(game, 0, u64::MAX).await.unwrap();
    assert_eq!(disc_commits(&events), 1);

    // Twins racing in two processes: one plays, the other gets its answer.
    let twin = move_key("0123456789abcdef-twins", player);
    // (Each request draws its own nonce, as the disc form does.)
    let other_disc = Command::player(Seat(0), set_disc([Action::Gold, Action::House]));
    let this_disc = Command::player(Seat(0), set_disc([Action::Gold, Action::House]));
    let (a, b) = tokio::join!(
        here.execute_all_once(game, std::slice::from_ref(&this_disc), None, Some(&twin)),
        elsewhere.execute_all_once(game, std::slice::from_ref(&other_disc), None, Some(&twin)),
    );
    let ran = [a.unwrap(), b.unwrap()]
        .iter()
        .filter(|once| matches!(once, Once::Ran(_)))
        .count();
    assert_eq!(ran, 1);
    let events = here.events(game, 0, u64::MAX).await.unwrap();
    assert_eq!(disc_commits(&events), 2);

    // A refused move records nothing: its key stays free for a retry.
    let refused = move_key("0123456789abcdef-refused", player);
    let end_turn = Command::player(Seat(0), durbar_domain::maharaja::PlayerCommand::EndTurn);
    assert!(matches!(
        here.execute_all_once(game, &[end_turn], None, Some(&refused))
            .await,
        Err(StoreError::Rule(_))
    ));
    assert_eq!(
        here.idempotency_key(&refused.key, &refused.request, Some(game), Some(player))
            .await
            .unwrap(),
        None
    );
}

/// A store with the application's mail notifier, on its own pool (as another process has).
fn mailing_store(db: &TestDatabase, connections: usize) -> Store {
    mailing_store_at(db, connections, "http://durbar.test")
}

/// A store with the application's mail notifier, its public URL `base_url`.
fn mailing_store_at(db: &TestDatabase, connections: usize, base_url: &str) -> Store {
    let cx = durbar_api::turn_mail::MailContext::new(base_url);
    Store::with_notifier(
        database::pool(db.config.clone(), connections).unwrap(),
        std::sync::Arc::new(durbar_api::turn_mail::MailNotifier::new(cx)),
    )
}

#[tokio::test]
async fn a_move_and_its_mail_land_together_and_a_lost_race_writes_neither() {
    let db = TestDatabase::create().await;
    let here = mailing_store(&db, 16);
    let elsewhere = mailing_store(&db, 4);
    let (game, _links) = started_game(&here, 3).await;
    drive_until(&here, game, Phase::Discs).await;

    // Two processes change seat 0's disc at the same moments: every race has a loser, who
    // decides again on the winner's state.
    for _ in 0..12 {
        let mine = Command::player(Seat(0), set_disc([Action::Gold, Action::House]));
        let theirs = Command::player(Seat(0), set_disc([Action::Palace, Action::Quarry]));
        let (a, b) = tokio::join!(
            here.execute(game, &mine, None),
            elsewhere.execute(game, &theirs, None)
        );
        a.unwrap();
        b.unwrap();
    }

    let client = db.connect().await;
    let id = durbar_api::store::game_uuid(game);
    let commitments: BTreeSet<String> = here
        .events(game, 0, u64::MAX)
        .await
        .unwrap()
        .iter()
        .filter_map(|e| match &e.event {
            Event::DiscCommitted {
                seat: Seat(0),
                commitment,
                ..
            } => Some(commitment.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(commitments.len(), 24);
    let receipts = client
        .query(
            "SELECT text_body, thread_references FROM outbox
              WHERE game_id = $1 AND kind = 'disc_receipt'",
            &[&id],
        )
        .await
        .unwrap();
    // Exactly one receipt per landed commitment, and it names that commitment.
    assert_eq!(receipts.len(), commitments.len());
    let named: BTreeSet<String> = receipts
        .iter()
        .map(|row| {
            let text: String = row.get(0);
            let named: Vec<&String> = commitments
                .iter()
                .filter(|c| text.contains(c.as_str()))
                .collect();
            assert_eq!(named.len(), 1, "a receipt names one commitment");
            named[0].clone()
        })
        .collect();
    assert_eq!(named, commitments);
    // Every receipt is threaded under the game's root (the list split back into its ids).
    let root = durbar_api::turn_mail::root_message_id(game, "durbar.test").to_string();
    for row in &receipts {
        let references: Vec<String> = row.get(1);
        assert_eq!(references.first(), Some(&root));
        assert!(references
            .iter()
            .all(|r| r.starts_with('<') && !r.contains(' ')));
    }
    // No mail wrote a link row (links are signed); nothing of a lost race was written.
    let count = |sql: &'static str| {
        let client = &client;
        async move {
            client
                .query_one(sql, &[&id])
                .await
                .unwrap()
                .get::<_, i64>(0)
        }
    };
    let links_minted = count("SELECT count(*) FROM player_links WHERE game_id = $1").await;
    let mails =
        count("SELECT count(*) FROM outbox WHERE game_id = $1 AND kind <> 'invitation'").await;
    assert_eq!(links_minted, 0);
    assert!(mails > 0);
    let anchors = count("SELECT count(*) FROM mail_thread_members WHERE game_id = $1").await;
    assert_eq!(anchors, 3, "each player's thread anchor is recorded once");
}

#[tokio::test]
async fn a_games_mail_threads_keep_their_first_host_when_the_base_url_changes() {
    let db = TestDatabase::create().await;
    let before = mailing_store_at(&db, 4, "http://first.test");
    let (game, _links) = started_game(&before, 3).await;
    drive_until(&before, game, Phase::Discs).await;
    let written_before = db_count_outbox(&db, game).await;

    // The operator moves the service to another address mid-game.
    let after = mailing_store_at(&db, 4, "https://moved.example");
    drive_until(&after, game, Phase::Turns).await;
    assert!(
        db_count_outbox(&db, game).await > written_before,
        "mail was written after the move"
    );

    let client = db.connect().await;
    let rows = client
        .query(
            "SELECT message_id, in_reply_to, thread_references FROM outbox WHERE game_id = $1",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap();
    for row in rows {
        let mut ids: Vec<String> = row.get(2);
        ids.push(row.get(0));
        ids.extend(row.get::<_, Option<String>>(1));
        for id in ids {
            assert!(
                id.ends_with("@first.test>"),
                "{id} keeps the game's first host"
            );
        }
    }
}

async fn db_count_outbox(db: &TestDatabase, game: GameId) -> i64 {
    db.connect()
        .await
        .query_one(
            "SELECT count(*) FROM outbox WHERE game_id = $1",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap()
        .get(0)
}
