//! Rendered game pages kept for reloads: a player's plain game page (no refused step, notice,
//! unfinished steps or proposed trip) depends only on the game's seq, the player, the session's
//! form token and the players' mail settings, so it is rendered once per such key and served
//! again with fresh idempotency keys. The host's page is never kept (it lists links that change
//! without the game changing).
//!
//! Every form of a page carries the page's idempotency key (`<key>-<form>`); a kept page is
//! stored with the random key it was rendered with and the places it occurs, and each response
//! gets a fresh key in those places, so two tabs never share a key.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use durbar_domain::GameId;

/// How many pages are kept at most (emptied when full; a page is about 40 kB).
const CAPACITY: usize = 512;

/// What a kept page depends on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PageKey {
    /// The game the page is of.
    pub game: GameId,
    /// The seq the page shows.
    pub seq: u64,
    /// The player looking.
    pub player: u8,
    /// The session's form token, written into every form.
    pub csrf: String,
    /// The version of the game's players (their mail settings) from the store.
    pub players: crate::store::PlayersVersion,
    /// The page's language.
    pub lang: durbar_templates::Lang,
}

/// A rendered page and where its idempotency key occurs in it.
#[derive(Debug)]
pub struct KeptPage {
    html: String,
    key_len: usize,
    key_at: Vec<usize>,
}

impl KeptPage {
    /// `html` as rendered with the idempotency key `key`.
    pub fn new(html: String, key: &str) -> Self {
        let key_at = if key.is_empty() {
            Vec::new()
        } else {
            html.match_indices(key).map(|(at, _)| at).collect()
        };
        Self {
            key_len: key.len(),
            html,
            key_at,
        }
    }

    /// The page with `key` wherever the rendered key was (`key` must be as long).
    pub fn with_key(&self, key: &str) -> String {
        assert_eq!(key.len(), self.key_len, "idempotency keys have one length");
        let mut page = String::with_capacity(self.html.len());
        let mut from = 0;
        for &at in &self.key_at {
            page.push_str(&self.html[from..at]);
            page.push_str(key);
            from = at + self.key_len;
        }
        page.push_str(&self.html[from..]);
        page
    }
}

/// The kept pages.
#[derive(Default)]
pub struct PageCache {
    pages: Mutex<HashMap<PageKey, Arc<KeptPage>>>,
}

impl PageCache {
    /// The page kept for `key`, if any.
    pub fn get(&self, key: &PageKey) -> Option<Arc<KeptPage>> {
        self.pages
            .lock()
            .expect("page cache lock")
            .get(key)
            .cloned()
    }

    /// Keeps `page` for `key`.
    pub fn put(&self, key: PageKey, page: KeptPage) {
        let mut pages = self.pages.lock().expect("page cache lock");
        if pages.len() >= CAPACITY {
            pages.clear();
        }
        pages.insert(key, Arc::new(page));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_occurrence_of_the_key_is_replaced_and_nothing_else() {
        let kept = KeptPage::new(
            "<input value=\"aaaa-join\"><input value=\"aaaa-disc\">aaab".into(),
            "aaaa",
        );
        assert_eq!(
            kept.with_key("bbbb"),
            "<input value=\"bbbb-join\"><input value=\"bbbb-disc\">aaab"
        );
        assert_eq!(
            KeptPage::new("no forms".into(), "aaaa").with_key("cccc"),
            "no forms"
        );
    }
}
