//! Citadels (2016 edition), durbar's second game: the rulebook
//! (`rules/seeds/citadels-2016-rules-cs.txt`) with the decisions C1–C9 of `rules/citadels.md`.
//!
//! A pure decider like Maharaja's: [`decide`] turns a [`Command`] into [`Record`]s (public
//! [`Event`]s with the [`Secret`]s they hide), [`evolve`] folds them, [`view`] strips what a
//! viewer may not see (C4), [`legal_moves`] enumerates moves for bots and tests. The referee's
//! state is the fold of events *with* their secrets; a player's or the public log's fold uses
//! the events alone.

pub mod bots;
pub mod cards;
pub mod command;
mod decide;
pub mod draft;
pub mod draw;
pub mod event;
mod evolve;
mod legal;
pub mod options;
pub mod rules;
pub mod score;
pub mod script;
pub mod seal;
pub mod signing;
pub mod state;
mod view;
pub mod violation;

pub use cards::{Character, Colour, District};
pub use command::{Ability, BuildWith, Command};
pub use decide::{check_options, decide, GATHER_CARDS, GATHER_GOLD};
pub use event::{
    DiscardOpening, DraftSetup, Event, Payment, PickOpening, Record, Score, Secret, Source,
};
pub use evolve::evolve;
pub use legal::legal_moves;
pub use options::{Options, OptionsError, PRESETS};
pub use rules::{Citadels, Logged, Table};
pub use state::{Phase, State};
pub use view::{view, PlayerView, View, Viewer};
pub use violation::RuleViolation;

/// The referee's fold: every event with its secret.
pub fn fold<'a>(records: impl IntoIterator<Item = &'a Record>) -> State {
    records.into_iter().fold(State::default(), |state, r| {
        evolve(state, &r.event, r.secret.as_ref())
    })
}

/// The public fold: the events alone.
pub fn fold_public<'a>(events: impl IntoIterator<Item = &'a Event>) -> State {
    events
        .into_iter()
        .fold(State::default(), |state, e| evolve(state, e, None))
}

/// What the engine says about itself (for the rules page and `describe`).
pub fn describe() -> &'static str {
    "Citadels (2016 edition) for 2–8 players: a secret draft of characters by commit and \
     reveal (C3), then turns in rank order: gather 2 gold or draw 2 and keep 1, build one \
     district, use the character's ability. The game ends after the round in which a city \
     reaches 7 districts (8 with 2–3 players)."
}

#[cfg(test)]
mod props;
#[cfg(test)]
mod tests;
