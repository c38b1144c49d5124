//! Who is watching a game live: each open live stream (`GET /games/{game}/live`) subscribes to
//! its game's head here and is woken when the game reaches a newer seq — by a move made in this
//! process (the store's append) or in another one (the change feed, `feed.rs`) — or when its
//! players change (a join in a lobby, which moves no seq; a player's mail settings). Nothing is
//! kept for a game nobody watches, and the number of open subscriptions is bounded.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use durbar_domain::GameId;
use tokio::sync::watch;

/// How many live streams one process keeps open at most.
pub const LIVE_STREAMS: usize = 1000;

/// How many changed games are kept for the bot worker at most; past that, its next pass looks
/// at every running bot game.
const TOUCHED: usize = 100_000;

/// What a live stream follows of a game: its head seq, and how often its players changed since
/// the first subscription of this process (a count that means nothing outside it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Head {
    /// The newest seq.
    pub seq: u64,
    /// Bumped whenever the game's players change.
    pub players: u64,
}

/// The heads of the games someone watches, and the count of subscriptions.
pub(super) struct LiveHeads {
    games: Mutex<HashMap<GameId, watch::Sender<Head>>>,
    /// Bumped on every change to any game (the bot worker's wake-up).
    any: watch::Sender<u64>,
    /// The games changed since the bot worker last took them (`None`: too many to keep).
    touched: Mutex<Option<HashSet<GameId>>>,
    open: Arc<AtomicUsize>,
    limit: usize,
}

impl Default for LiveHeads {
    fn default() -> Self {
        Self::with_limit(LIVE_STREAMS)
    }
}

impl LiveHeads {
    pub(super) fn with_limit(limit: usize) -> Self {
        Self {
            games: Mutex::default(),
            any: watch::channel(0).0,
            touched: Mutex::new(Some(HashSet::new())),
            open: Arc::default(),
            limit,
        }
    }

    /// Wakes whoever watches `game` if `seq` is newer than what they were told.
    pub(super) fn advanced(&self, game: GameId, seq: u64) {
        self.touch(game);
        let games = self.games.lock().expect("live lock");
        if let Some(sender) = games.get(&game) {
            sender.send_if_modified(|head| {
                let newer = seq > head.seq;
                if newer {
                    head.seq = seq;
                }
                newer
            });
        }
    }

    /// Wakes whoever watches `game`: its players changed.
    pub(super) fn players_changed(&self, game: GameId) {
        self.touch(game);
        let games = self.games.lock().expect("live lock");
        if let Some(sender) = games.get(&game) {
            sender.send_modify(|head| head.players += 1);
        }
    }

    /// Notes `game` as changed for the bot worker and wakes it.
    fn touch(&self, game: GameId) {
        {
            let mut touched = self.touched.lock().expect("live lock");
            if let Some(games) = touched.as_mut() {
                games.insert(game);
                if games.len() > TOUCHED {
                    *touched = None;
                }
            }
        }
        self.any.send_modify(|count| *count = count.wrapping_add(1));
    }

    /// The games changed since the last call (`None`: more than could be kept, look at all).
    pub(super) fn take_touched(&self) -> Option<Vec<GameId>> {
        let mut touched = self.touched.lock().expect("live lock");
        touched
            .replace(HashSet::new())
            .map(|games| games.into_iter().collect())
    }

    /// A receiver that changes whenever any game moves or its players change (in this process,
    /// or in another one through the change feed).
    pub(super) fn any_change(&self) -> watch::Receiver<u64> {
        self.any.subscribe()
    }

    /// A subscription to `game`'s head, or `None` when [`LIVE_STREAMS`] are open already.
    pub(super) fn subscribe(self: &Arc<Self>, game: GameId) -> Option<LiveHead> {
        let taken = self
            .open
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |open| {
                (open < self.limit).then_some(open + 1)
            });
        taken.ok()?;
        let receiver = {
            let mut games = self.games.lock().expect("live lock");
            games
                .entry(game)
                .or_insert_with(|| watch::channel(Head::default()).0)
                .subscribe()
        };
        Some(LiveHead {
            game,
            receiver,
            heads: Arc::downgrade(self),
            open: self.open.clone(),
        })
    }

    /// How many subscriptions are open.
    #[cfg(test)]
    fn open(&self) -> usize {
        self.open.load(Ordering::Acquire)
    }
}

/// One live stream's view of a game's head; dropping it ends the subscription.
pub struct LiveHead {
    game: GameId,
    receiver: watch::Receiver<Head>,
    heads: std::sync::Weak<LiveHeads>,
    open: Arc<AtomicUsize>,
}

impl LiveHead {
    /// Waits until the game reaches a seq newer than the last one this returned (or than 0) or
    /// its players change, and returns the head then; `None` if the store is gone.
    pub async fn next(&mut self) -> Option<Head> {
        self.receiver.changed().await.ok()?;
        Some(*self.receiver.borrow_and_update())
    }

    /// The head as it is now (without waiting, and without marking it seen).
    pub fn now(&self) -> Head {
        *self.receiver.borrow()
    }
}

impl Drop for LiveHead {
    fn drop(&mut self) {
        self.open.fetch_sub(1, Ordering::AcqRel);
        if let Some(heads) = self.heads.upgrade() {
            let mut games = heads.games.lock().expect("live lock");
            // This receiver still counts: the last one leaving sees 1.
            if games
                .get(&self.game)
                .is_some_and(|sender| sender.receiver_count() <= 1)
            {
                games.remove(&self.game);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;
    use tokio::time::timeout;

    const SECOND: Duration = Duration::from_secs(1);

    const GAME: GameId = GameId([7; 16]);
    const OTHER: GameId = GameId([8; 16]);

    #[tokio::test]
    async fn a_subscriber_is_woken_with_the_newer_head_only() {
        let heads = Arc::new(LiveHeads::default());
        let mut head = heads.subscribe(GAME).expect("room");
        heads.advanced(GAME, 5);
        assert_eq!(timeout(SECOND, head.next()).await, Ok(Some(at(5, 0))));
        heads.advanced(GAME, 4);
        heads.advanced(OTHER, 9);
        heads.players_changed(OTHER);
        let quiet = timeout(Duration::from_millis(50), head.next()).await;
        assert!(quiet.is_err(), "an older head or another game wakes nobody");
        heads.advanced(GAME, 6);
        assert_eq!(timeout(SECOND, head.next()).await, Ok(Some(at(6, 0))));
    }

    #[tokio::test]
    async fn a_subscriber_is_woken_when_the_players_change() {
        let heads = Arc::new(LiveHeads::default());
        let mut head = heads.subscribe(GAME).expect("room");
        heads.players_changed(GAME);
        assert_eq!(timeout(SECOND, head.next()).await, Ok(Some(at(0, 1))));
        heads.players_changed(GAME);
        heads.advanced(GAME, 3);
        assert_eq!(
            timeout(SECOND, head.next()).await,
            Ok(Some(at(3, 2))),
            "both changes at once"
        );
    }

    #[tokio::test]
    async fn any_change_to_any_game_wakes_the_bot_worker_even_if_nobody_watches_it() {
        let heads = Arc::new(LiveHeads::default());
        let mut any = heads.any_change();
        heads.advanced(OTHER, 3);
        assert!(matches!(timeout(SECOND, any.changed()).await, Ok(Ok(()))));
        any.mark_unchanged();
        heads.players_changed(GAME);
        assert!(matches!(timeout(SECOND, any.changed()).await, Ok(Ok(()))));
        any.mark_unchanged();
        let quiet = timeout(Duration::from_millis(50), any.changed()).await;
        assert!(quiet.is_err(), "nothing changed, nobody is woken");
    }

    #[test]
    fn the_changed_games_are_taken_once_and_too_many_mean_all() {
        let heads = LiveHeads::default();
        heads.advanced(GAME, 3);
        heads.players_changed(OTHER);
        heads.advanced(GAME, 4);
        let mut taken = heads.take_touched().expect("kept");
        taken.sort_by_key(|game| game.0);
        assert_eq!(taken, [GAME, OTHER]);
        assert_eq!(heads.take_touched(), Some(Vec::new()), "taken already");
        for n in 0..=TOUCHED as u32 {
            let mut id = [0; 16];
            id[..4].copy_from_slice(&n.to_be_bytes());
            heads.advanced(GameId(id), 1);
        }
        assert_eq!(heads.take_touched(), None, "too many: look at all");
        assert_eq!(heads.take_touched(), Some(Vec::new()));
    }

    fn at(seq: u64, players: u64) -> Head {
        Head { seq, players }
    }

    #[tokio::test]
    async fn subscriptions_are_bounded_and_freed_when_dropped() {
        let heads = Arc::new(LiveHeads::with_limit(2));
        let first = heads.subscribe(GAME).expect("room");
        let second = heads.subscribe(OTHER).expect("room");
        assert!(heads.subscribe(GAME).is_none(), "the third is refused");
        drop(first);
        assert_eq!(heads.open(), 1);
        assert!(heads.games.lock().unwrap().get(&GAME).is_none());
        let _third = heads.subscribe(GAME).expect("room again");
        drop(second);
        assert!(heads.games.lock().unwrap().get(&OTHER).is_none());
    }
}
