//! The read-only pages of a game, for players and spectators alike: the spectator view
//! ([`WatchPage`]), the log in words ([`LogPage`]), the replay ([`ReplayPage`]), the result
//! ([`ResultPage`]) and the verifier's report ([`VerifyPage`]). They are made from the events and
//! from views ([`durbar_domain::maharaja::view`]), so they show only public information.

mod citadels;
mod common;
mod log;
mod replay;
mod result;
mod verify;
mod watch;

pub use citadels::{
    citadels_log_entries, ranking_words, score_lines, CitadelsLogged, CitadelsResultPage,
    CitadelsTablePage, ScoreLine, TableView,
};
pub use common::{GameNav, Head, PlayerRow};
pub use log::{LogEntry, LogPage, LOG_PAGE_SIZE};
pub use replay::ReplayPage;
pub use result::{RankRow, ResultPage, ScoreRow};
pub use verify::VerifyPage;
pub use watch::WatchPage;

/// One stored event as the pages need it: its seq, its hash (hex) and the event.
#[derive(Debug, Clone)]
pub struct LoggedEvent {
    /// Seq, from 1.
    pub seq: u64,
    /// The event's hash, 64 hex digits.
    pub hash: String,
    /// The event.
    pub event: durbar_domain::maharaja::Event,
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod lang_tests;
