//! The log (`/games/{id}/log`): every event in plain words with its seq and the start of its
//! hash, grouped by round, a page of [`LOG_PAGE_SIZE`] events at a time.

use askama::Template;
use durbar_domain::maharaja::{evolve, Game};

use super::common::{GameNav, Head};
use super::LoggedEvent;
use crate::catalogue::maharaja::{narrate, short_hex};
use crate::Words;

/// Events on one page of the log.
pub const LOG_PAGE_SIZE: usize = 100;

/// One line of the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    /// Seq.
    pub seq: u64,
    /// The hash, 64 hex digits.
    pub hash: String,
    /// Its first digits.
    pub short_hash: String,
    /// The round the event belongs to (0: setup).
    pub round: u32,
    /// Whether a new round starts with this line (a heading is shown above it).
    pub new_round: bool,
    /// The event in words.
    pub text: String,
}

/// Every event of a log in `w`'s words.
pub fn log_entries(w: Words, events: &[LoggedEvent]) -> Vec<LogEntry> {
    let mut game = Game::default();
    let mut round = u32::MAX;
    events
        .iter()
        .map(|logged| {
            let text = narrate(w, &game, &logged.event);
            game = evolve(std::mem::take(&mut game), &logged.event);
            let new_round = game.round() != round;
            round = game.round();
            LogEntry {
                seq: logged.seq,
                short_hash: short_hex(&logged.hash),
                hash: logged.hash.clone(),
                round,
                new_round,
                text,
            }
        })
        .collect()
}

/// One page of the log.
#[derive(Template, Debug)]
#[template(path = "record/log.html")]
pub struct LogPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// Navigation.
    pub nav: GameNav,
    /// The lines of this page.
    pub entries: Vec<LogEntry>,
    /// This page, from 1.
    pub page: usize,
    /// Pages in all.
    pub pages: usize,
    /// Events in all.
    pub total: usize,
    /// The head of the log.
    pub head: Head,
}

impl LogPage {
    /// Page `page` (from 1; `None`: the last page, with the newest events) of the log, in
    /// `w`'s words.
    pub fn new(
        w: Words,
        nav: GameNav,
        events: &[LoggedEvent],
        page: Option<usize>,
        head: Head,
    ) -> Self {
        Self::of_entries(w, nav, log_entries(w, events), page, head)
    }

    /// Page `page` of a log already in `w`'s words (any game's).
    pub fn of_entries(
        w: Words,
        nav: GameNav,
        entries: Vec<LogEntry>,
        page: Option<usize>,
        head: Head,
    ) -> Self {
        let total = entries.len();
        let pages = total.div_ceil(LOG_PAGE_SIZE).max(1);
        let page = page.unwrap_or(pages).clamp(1, pages);
        let mut shown: Vec<LogEntry> = entries
            .into_iter()
            .skip((page - 1) * LOG_PAGE_SIZE)
            .take(LOG_PAGE_SIZE)
            .collect();
        // A page that starts inside a round repeats the round's heading.
        if let Some(first) = shown.first_mut() {
            first.new_round = true;
        }
        Self {
            version: crate::VERSION,
            w,
            nav,
            entries: shown,
            page,
            pages,
            total,
            head,
        }
    }

    /// The seq of the first line shown.
    pub fn first_seq(&self) -> u64 {
        self.entries.first().map_or(0, |e| e.seq)
    }

    /// The seq of the last line shown.
    pub fn last_seq(&self) -> u64 {
        self.entries.last().map_or(0, |e| e.seq)
    }
}
