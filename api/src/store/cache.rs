//! The in-process cache of folded game states, keyed by game and holding the seq it was folded
//! to; loads fold only the events after it. Bounded: past the limit, the least recently used
//! game is dropped.
//!
//! A cached state may also be *trusted*: served without asking the database at all. That is
//! only while the change feed (`feed.rs`) is connected, no change past the cached seq was
//! announced, and the state was confirmed by the database (or written by this process) within
//! [`TRUST_FOR`] — the bound on how stale a missed announcement can leave a page.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use durbar_domain::GameId;

use super::kinds::{Slot, StoredKind};
use super::load::Loaded;
use super::players_kept::PlayersVersion;

/// How many games the cache holds at most.
const CAPACITY: usize = 4096;

/// How long a confirmed state is served without asking the database again.
pub(super) const TRUST_FOR: Duration = Duration::from_secs(10);

/// Folded states by game.
#[derive(Default)]
pub(super) struct StateCache {
    inner: Mutex<Inner>,
    /// The heads live streams wait on (woken by [`StateCache::announced`] and by appends).
    pub(super) live: Arc<super::live::LiveHeads>,
}

#[derive(Default)]
struct Inner {
    games: HashMap<GameId, Entry>,
    clock: u64,
    writers: HashMap<GameId, Arc<tokio::sync::Mutex<()>>>,
    /// The change feed's connection number while it is connected (announcements may have been
    /// missed between two connections, so confirmations from an older one count for nothing).
    feed: Option<u64>,
}

#[derive(Default)]
struct Entry {
    used: u64,
    loaded: Option<Slot>,
    /// The highest seq any process announced for the game.
    announced: u64,
    /// When the database last confirmed `loaded` as the head, on which feed connection.
    confirmed: Option<(Instant, u64)>,
    /// Counts changes to the game's players (names, mail settings) announced by any process.
    players: u64,
}

impl StateCache {
    /// The cached state of `game`, if any and of kind `G`, and whether it may be served without
    /// asking the database.
    pub(super) fn get<G: StoredKind>(&self, game: GameId) -> Option<(Loaded<G>, bool)> {
        let mut inner = self.inner.lock().expect("cache lock");
        inner.clock += 1;
        let now = inner.clock;
        let feed = inner.feed;
        let entry = inner.games.get_mut(&game)?;
        entry.used = now;
        let loaded = G::of_slot(entry.loaded.as_ref()?)?;
        let trusted = match (feed, entry.confirmed) {
            (Some(feed), Some((at, confirmed_on))) => {
                confirmed_on == feed && loaded.seq >= entry.announced && at.elapsed() < TRUST_FOR
            }
            _ => false,
        };
        Some((loaded, trusted))
    }

    /// Keeps `loaded` unless the cache already holds a later state of the game. `confirmed` is
    /// when the database was last asked for the head (for states this process appended: when it
    /// appended them), measured before the question was sent.
    pub(super) fn put<G: StoredKind>(&self, game: GameId, loaded: Loaded<G>, confirmed: Instant) {
        let mut inner = self.inner.lock().expect("cache lock");
        inner.clock += 1;
        let now = inner.clock;
        let feed = inner.feed;
        let entry = inner.entry(game);
        entry.used = now;
        let same = match &entry.loaded {
            Some(held) if held.seq() > loaded.seq => return,
            Some(held) => held.seq() == loaded.seq,
            None => false,
        };
        if !same {
            entry.loaded = Some(G::slot(loaded));
        }
        // A repeated confirmation of the same state keeps the later one.
        let later_known = same
            && entry
                .confirmed
                .is_some_and(|(at, on)| Some(on) == feed && at >= confirmed);
        if !later_known {
            entry.confirmed = feed.map(|feed| (confirmed, feed));
        }
    }

    /// The kind of `game`, if a state of it is cached.
    pub(super) fn kind(&self, game: GameId) -> Option<durbar_domain::GameKind> {
        let inner = self.inner.lock().expect("cache lock");
        inner.games.get(&game)?.loaded.as_ref().map(Slot::kind)
    }

    /// Another process (or this one) announced that `game` reached `seq`.
    pub(super) fn announced(&self, game: GameId, seq: u64) {
        let mut inner = self.inner.lock().expect("cache lock");
        // Remember it even for a game not cached yet: a load in flight must not trust the
        // older state it is about to put.
        let entry = inner.entry(game);
        entry.announced = entry.announced.max(seq);
        drop(inner);
        self.live.advanced(game, seq);
    }

    /// The game's players changed (here or in another process).
    pub(super) fn players_changed(&self, game: GameId) {
        self.inner.lock().expect("cache lock").entry(game).players += 1;
        self.live.players_changed(game);
    }

    /// A version of the game's players that changes whenever they do, on the feed's current
    /// connection; `None` while the feed is not connected (then nothing about players may be
    /// kept).
    pub(super) fn players_version(&self, game: GameId) -> Option<PlayersVersion> {
        let inner = self.inner.lock().expect("cache lock");
        Some(PlayersVersion {
            feed: inner.feed?,
            changes: inner.games.get(&game).map_or(0, |entry| entry.players),
        })
    }

    /// The change feed connected (as connection number `connection`), or lost its connection
    /// (`None`): nothing confirmed before counts any more.
    pub(super) fn feed_changed(&self, connection: Option<u64>) {
        let mut inner = self.inner.lock().expect("cache lock");
        inner.feed = connection;
    }

    /// The lock that serialises this process's writers of one game (other processes are caught
    /// by the primary key).
    pub(super) fn writer_lock(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        let mut inner = self.inner.lock().expect("cache lock");
        inner.writers.entry(game).or_default().clone()
    }
}

impl Inner {
    /// The game's entry, made (dropping the least recently used game if full) if there is none.
    fn entry(&mut self, game: GameId) -> &mut Entry {
        if self.games.len() >= CAPACITY && !self.games.contains_key(&game) {
            self.evict_oldest();
        }
        self.games.entry(game).or_default()
    }

    fn evict_oldest(&mut self) {
        if let Some(oldest) = self
            .games
            .iter()
            .min_by_key(|(_, entry)| entry.used)
            .map(|(id, _)| *id)
        {
            self.games.remove(&oldest);
            self.writers.remove(&oldest);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audit::chain::GENESIS;

    fn at(seq: u64) -> Loaded<durbar_domain::maharaja::Maharaja> {
        Loaded {
            game: Arc::new(durbar_domain::maharaja::Game::default()),
            seq,
            head: GENESIS,
        }
    }

    const GAME: GameId = GameId([7; 16]);

    /// The seq the cache holds for `GAME` and whether it trusts it.
    fn held(cache: &StateCache) -> Option<(u64, bool)> {
        cache
            .get::<durbar_domain::maharaja::Maharaja>(GAME)
            .map(|(loaded, trusted)| (loaded.seq, trusted))
    }

    /// Whether the cache trusts what it holds for `GAME`.
    fn trusted(cache: &StateCache) -> Option<bool> {
        held(cache).map(|(_, trusted)| trusted)
    }

    #[test]
    fn without_a_feed_nothing_is_trusted() {
        let cache = StateCache::default();
        cache.put(GAME, at(3), Instant::now());
        assert_eq!(held(&cache), Some((3, false)));
    }

    #[test]
    fn a_confirmed_state_is_trusted_until_a_later_seq_is_announced() {
        let cache = StateCache::default();
        cache.feed_changed(Some(1));
        cache.put(GAME, at(3), Instant::now());
        assert_eq!(trusted(&cache), Some(true));
        cache.announced(GAME, 3);
        assert_eq!(trusted(&cache), Some(true));
        cache.announced(GAME, 4);
        assert_eq!(trusted(&cache), Some(false));
        cache.put(GAME, at(4), Instant::now());
        assert_eq!(held(&cache), Some((4, true)));
    }

    #[test]
    fn an_announcement_that_overtakes_a_load_is_not_forgotten() {
        let cache = StateCache::default();
        cache.feed_changed(Some(1));
        // A load asked the database (and got seq 3); meanwhile seq 4 was announced.
        cache.announced(GAME, 4);
        cache.put(GAME, at(3), Instant::now());
        assert_eq!(trusted(&cache), Some(false));
    }

    #[test]
    fn losing_the_feed_or_reconnecting_withdraws_trust() {
        let cache = StateCache::default();
        cache.feed_changed(Some(1));
        cache.put(GAME, at(3), Instant::now());
        cache.feed_changed(None);
        assert_eq!(trusted(&cache), Some(false));
        cache.feed_changed(Some(2));
        assert_eq!(trusted(&cache), Some(false));
        cache.put(GAME, at(3), Instant::now());
        assert_eq!(trusted(&cache), Some(true));
    }

    #[test]
    fn trust_expires() {
        let cache = StateCache::default();
        cache.feed_changed(Some(1));
        let long_ago = Instant::now()
            .checked_sub(TRUST_FOR + Duration::from_secs(1))
            .expect("the clock is far enough from its start");
        cache.put(GAME, at(3), long_ago);
        assert_eq!(trusted(&cache), Some(false));
    }

    #[test]
    fn an_older_state_never_replaces_a_newer_one() {
        let cache = StateCache::default();
        cache.put(GAME, at(5), Instant::now());
        cache.put(GAME, at(4), Instant::now());
        assert_eq!(held(&cache).map(|(seq, _)| seq), Some(5));
    }
}
