//! What is read about a game's players (mail settings, names and addresses for mail) and kept
//! in memory while the store vouches that they did not change: a [`PlayersVersion`] that
//! changes with them (here, or announced by another process through the change feed), for the
//! cache's trust period at most. Without a version (no feed) nothing is kept.

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::Mutex;
use std::time::Instant;

use super::cache::TRUST_FOR;

/// A version of a game's players: the same value means nothing about them changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PlayersVersion {
    /// The change feed's connection it was given on.
    pub(super) feed: u64,
    /// How many changes to the players were heard on it.
    pub(super) changes: u64,
}

/// How many values are kept at most (all are dropped when it is reached).
const CAPACITY: usize = 4096;

/// Values read about players, by key, each with the version and time it was read at.
pub struct PlayersKept<K, V> {
    entries: Mutex<HashMap<K, (PlayersVersion, Instant, V)>>,
}

impl<K, V> Default for PlayersKept<K, V> {
    fn default() -> Self {
        Self {
            entries: Mutex::new(HashMap::new()),
        }
    }
}

impl<K: Hash + Eq, V: Clone> PlayersKept<K, V> {
    /// The value kept for `key` if it was read at `version` (and recently), else what `read`
    /// reads, kept for next time when there is a version.
    pub async fn get_or_read<E, F, Fut>(
        &self,
        key: K,
        version: Option<PlayersVersion>,
        read: F,
    ) -> Result<V, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<V, E>>,
    {
        let Some(version) = version else {
            return read().await;
        };
        if let Some((kept_version, read_at, value)) =
            self.entries.lock().expect("players kept lock").get(&key)
        {
            if *kept_version == version && read_at.elapsed() < TRUST_FOR {
                return Ok(value.clone());
            }
        }
        let read_at = Instant::now();
        let value = read().await?;
        let mut entries = self.entries.lock().expect("players kept lock");
        if entries.len() >= CAPACITY {
            entries.clear();
        }
        entries.insert(key, (version, read_at, value.clone()));
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const V1: PlayersVersion = PlayersVersion {
        feed: 1,
        changes: 0,
    };
    const V2: PlayersVersion = PlayersVersion {
        feed: 1,
        changes: 1,
    };

    async fn read(kept: &PlayersKept<u8, u32>, version: Option<PlayersVersion>, value: u32) -> u32 {
        kept.get_or_read(7, version, || async { Ok::<_, ()>(value) })
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn a_value_is_kept_while_the_version_stays_the_same() {
        let kept = PlayersKept::default();
        assert_eq!(read(&kept, Some(V1), 1).await, 1);
        assert_eq!(read(&kept, Some(V1), 2).await, 1, "kept");
        assert_eq!(read(&kept, Some(V2), 3).await, 3, "read again");
        assert_eq!(read(&kept, None, 4).await, 4, "no version: always read");
        assert_eq!(
            read(&kept, Some(V2), 5).await,
            3,
            "a read without a version keeps nothing"
        );
    }
}
