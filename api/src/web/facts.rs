//! Facts of a game the pages show that change rarely or never (the title, the last scoring),
//! kept per game in memory so a page load asks the database only for new events.

use std::collections::HashMap;
use std::sync::Mutex;

use durbar_domain::maharaja::{Event, GameId};
use durbar_templates::mail::MailSettingsForm;
use durbar_templates::play::Scoring;

use crate::store::{Loaded, PlayersKept, Store, StoreError};

/// How many games' facts are kept (emptied when full).
const CAPACITY: usize = 4096;

#[derive(Clone, Default)]
struct Entry {
    title: String,
    /// The seq up to which the events were scanned for scorings.
    scanned: u64,
    last_scoring: Option<Scoring>,
}

/// The facts cache.
#[derive(Default)]
pub struct GameFacts {
    entries: Mutex<HashMap<GameId, Entry>>,
    /// Boards drawn recently.
    pub boards: BoardCache,
    /// Game pages rendered recently.
    pub pages: super::page_cache::PageCache,
    /// Players' mail settings, kept while the game's players stay the same.
    mail_settings: PlayersKept<(GameId, u8), Option<MailSettingsForm>>,
}

impl GameFacts {
    /// The title and the last scoring of `game` as of `loaded`.
    pub async fn get(
        &self,
        store: &Store,
        game: GameId,
        loaded: &Loaded,
    ) -> Result<(String, Option<Scoring>), StoreError> {
        let cached = self.entries.lock().expect("facts lock").get(&game).cloned();
        let mut entry = match cached {
            Some(entry) if entry.scanned == loaded.seq => {
                return Ok((entry.title, entry.last_scoring));
            }
            Some(entry) if entry.scanned < loaded.seq => entry,
            _ => Entry {
                title: store.game_record(game).await?.title,
                ..Entry::default()
            },
        };
        for stored in store.events(game, entry.scanned, loaded.seq).await? {
            if let Event::CityScored {
                round,
                city,
                scores,
                monopoly,
                ..
            } = stored.event
            {
                entry.last_scoring = Some(Scoring {
                    round,
                    city: city.to_string(),
                    scores,
                    monopoly,
                });
            }
            entry.scanned = stored.seq;
        }
        entry.scanned = loaded.seq;
        let answer = (entry.title.clone(), entry.last_scoring.clone());
        let mut entries = self.entries.lock().expect("facts lock");
        if entries.len() >= CAPACITY {
            entries.clear();
        }
        entries.insert(game, entry);
        Ok(answer)
    }
}

impl GameFacts {
    /// A player's mail settings form: kept while the store vouches that the game's players did
    /// not change (the change feed), read from the database otherwise.
    pub async fn mail_settings(
        &self,
        store: &Store,
        game: GameId,
        player: u8,
    ) -> Result<Option<MailSettingsForm>, StoreError> {
        self.mail_settings
            .get_or_read((game, player), store.players_version(game), || {
                crate::turn_mail::settings_form(store, game, player)
            })
            .await
    }
}

/// What a drawn board depends on besides the game's seq: the viewer's seat, whether villages
/// are links, and the language of its words.
type BoardKey = (
    GameId,
    u64,
    Option<durbar_domain::maharaja::Seat>,
    bool,
    durbar_templates::Lang,
);

/// Boards drawn recently: the same board at the same seq is drawn once (a page reloaded, several
/// players looking). Pages with unfinished steps are drawn afresh.
#[derive(Default)]
pub struct BoardCache {
    boards: Mutex<HashMap<BoardKey, std::sync::Arc<str>>>,
}

/// How many drawn boards are kept (emptied when full).
const BOARDS: usize = 512;

impl BoardCache {
    /// The board for `key`, drawn by `draw` if it is not kept.
    pub fn get_or_draw(&self, key: BoardKey, draw: impl FnOnce() -> String) -> std::sync::Arc<str> {
        if let Some(svg) = self.boards.lock().expect("boards lock").get(&key) {
            return svg.clone();
        }
        let svg: std::sync::Arc<str> = draw().into();
        let mut boards = self.boards.lock().expect("boards lock");
        if boards.len() >= BOARDS {
            boards.clear();
        }
        boards.insert(key, svg.clone());
        svg
    }
}
