//! Maharaja (2004), rules/maharaja.md: the whole engine behind the game trait ([`Maharaja`]).
//!
//! `Game::default()` folded with [`evolve`] over a game's events is its current state;
//! [`decide`] turns a [`Command`] into new events or a [`RuleViolation`].

pub mod action;
pub mod board;
pub mod bots;
pub mod character;
pub mod command;
pub mod commitment;
mod decide;
pub mod event;
mod evolve;
pub mod gold;
mod legal_moves;
pub mod options;
pub mod replay;
mod rules;
pub mod scoring;
pub mod script;
pub mod signing;
pub mod simulate;
pub mod state;
#[cfg(feature = "testing")]
pub mod testing;
pub mod track;
pub mod travel;
pub mod turn_plan;
mod view;
pub mod violation;

pub use crate::bytes::{parse_hex, Bytes32};
pub use crate::commitment::seed_commitment;
pub use crate::game::Viewer;
pub use crate::ids::{BySeat, CityId, GameId, Id, PlaceId, Seat, VillageId};
pub use action::{Action, Slot};
pub use board::{Board, BoardError, Place};
pub use bots::{play_game, Bot, BotKind, GameConfig, PlayedGame};
pub use character::Character;
pub use command::{BidOpening, Command, PlayerCommand, SystemCommand};
pub use commitment::{bid_commitment, disc_commitment};
pub use decide::{
    decide, palace_cost, ABSENT_DISC, CRAFTSMAN_PALACE_COST, FORFEIT_COMPENSATION, GOLD_ACTION,
    HOUSE_COST, MERCHANT_GOLD, PALACE_COST, QUARRY_HOUSES,
};
pub use event::{CityScore, EndReason, Event, Means, RankEntry, Toll};
pub use evolve::evolve;
pub use gold::{Gold, Party, Payment};
pub use legal_moves::legal_moves;
pub use options::{Auction, GameOptions, OptionsError, Trust};
pub use replay::{replay, ReplayError, ReplayProblem};
pub use rules::{
    no_show, reveal, reveal_due, sealed_by, sealed_trail, wait, waits, Maharaja, ENGINE_VERSION,
};
pub use simulate::{simulate, SimulationConfig, SimulationReport};
pub use state::{
    AuctionState, Awaiting, CharacterSet, DiscState, Game, Phase, PlayerState, Site, SiteOwner,
    ACTION_TOKENS,
};
pub use travel::{cheapest_path, TravelPlan};
pub use view::{
    view, AuctionView, BidView, BidderView, DiscView, GovernorView, HighBidView, PalacesView,
    PlayerView, View,
};
pub use violation::RuleViolation;
