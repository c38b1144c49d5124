//! The in-process cache of folded game states, keyed by game and holding the seq it was folded
//! to; loads fold only the events after it. Bounded: past the limit, the least recently used
//! game is dropped.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use durbar_domain::GameId;

use super::load::Loaded;

/// How many games the cache holds at most.
const CAPACITY: usize = 4096;

/// Folded states by game.
#[derive(Default)]
pub(super) struct StateCache {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    games: HashMap<GameId, (u64, Loaded)>,
    clock: u64,
    writers: HashMap<GameId, Arc<tokio::sync::Mutex<()>>>,
}

impl StateCache {
    /// The cached state of `game`, if any.
    pub(super) fn get(&self, game: GameId) -> Option<Loaded> {
        let mut inner = self.inner.lock().expect("cache lock");
        inner.clock += 1;
        let now = inner.clock;
        inner.games.get_mut(&game).map(|(used, loaded)| {
            *used = now;
            loaded.clone()
        })
    }

    /// Keeps `loaded` unless the cache already holds a later state of the game.
    pub(super) fn put(&self, game: GameId, loaded: Loaded) {
        let mut inner = self.inner.lock().expect("cache lock");
        inner.clock += 1;
        let now = inner.clock;
        if inner
            .games
            .get(&game)
            .is_some_and(|(_, held)| held.seq >= loaded.seq)
        {
            return;
        }
        if inner.games.len() >= CAPACITY && !inner.games.contains_key(&game) {
            if let Some(oldest) = inner
                .games
                .iter()
                .min_by_key(|(_, (used, _))| *used)
                .map(|(id, _)| *id)
            {
                inner.games.remove(&oldest);
                inner.writers.remove(&oldest);
            }
        }
        inner.games.insert(game, (now, loaded));
    }

    /// The lock that serialises this process's writers of one game (other processes are caught
    /// by the primary key).
    pub(super) fn writer_lock(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        let mut inner = self.inner.lock().expect("cache lock");
        inner.writers.entry(game).or_default().clone()
    }
}
