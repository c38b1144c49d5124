//! The rules engines' tests in one binary, a module per topic (the rulebook's sections, the
//! variants, whole bot games, the script contract, the stored format).

mod common;
mod support;
mod variants_common;

mod actions;
mod board_loader;
mod bots;
mod bots_sealed;
mod characters;
mod citadels_rules;
mod citadels_script;
mod citadels_signing;
mod decisions;
mod discs;
mod properties;
mod replay;
mod round_flow;
mod script;
mod script_variants;
mod sealed_bids_browser;
mod setup;
mod signing;
mod snapshots;
mod travel;
mod variants_auction;
mod variants_expanded;
mod variants_expanded_two;
mod variants_home_cities;
mod variants_options;
mod variants_properties;
mod violation_sentences;
mod whole_games;
