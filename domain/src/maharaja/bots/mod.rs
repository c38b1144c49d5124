//! Bots that play Maharaja through the public engine API, and a table that runs whole games with
//! a bot at every seat, acting as the server (escrow of disc openings, reveals, replacements).
//!
//! - [`RandomBot`]: uniform over [`legal_moves`](crate::maharaja::legal_moves), with a cap on trips per
//!   turn so every game ends.
//! - [`GreedyBot`]: plans its disc around palaces, presence in the next cities to be scored,
//!   cheap travel and gold when short, then plays that plan.
//! - [`play_game`]: one whole seeded game, every command checked by `decide`.

mod greedy;
mod insight;
mod random;
mod rng;
mod sealer;
mod table;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::ids::Seat;
use crate::maharaja::command::Command;
use crate::maharaja::state::Game;

pub use greedy::GreedyBot;
pub use random::{RandomBot, MAX_STEPS_PER_TURN, MAX_TRAVELS_PER_TURN};
pub use table::{
    play_game, play_game_with, BotGameError, GameConfig, PlayedGame, RecordedCommand,
    MAX_COMMANDS_PER_GAME,
};

/// A player that chooses a command for its seat from the game it sees.
///
/// The table asks a bot only when the game waits for that seat. A disc command's nonce is
/// replaced by the table (which keeps the opening in escrow), so bots may leave it zero; at the
/// sealed-in-the-browser level a bot seals its disc and opens it itself, with a nonce from its
/// own seed.
pub trait Bot {
    /// The command this bot issues for `seat` now.
    fn choose(&mut self, game: &Game, seat: Seat) -> Command;
}

/// The kinds of bot the table can seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// [`RandomBot`].
    Random,
    /// [`GreedyBot`].
    Greedy,
}

impl BotKind {
    /// Both kinds.
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Greedy];

    /// The command-line name (`"random"`, `"greedy"`).
    pub const fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
        }
    }

    /// A new bot of this kind, its choices drawn from `seed`.
    pub fn make(self, seed: u64) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => Box::new(GreedyBot::new(seed)),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A bot name that is not `random` or `greedy`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("There is no bot called \"{0}\"; the bots are \"random\" and \"greedy\".")]
pub struct UnknownBotKind(pub String);

impl FromStr for BotKind {
    type Err = UnknownBotKind;

    fn from_str(text: &str) -> Result<BotKind, UnknownBotKind> {
        BotKind::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or_else(|| UnknownBotKind(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bot_kinds_parse_from_their_names() {
        assert_eq!("greedy".parse(), Ok(BotKind::Greedy));
        assert_eq!("random".parse(), Ok(BotKind::Random));
        assert_eq!(
            "clever".parse::<BotKind>(),
            Err(UnknownBotKind("clever".to_string()))
        );
        assert_eq!(
            serde_json::to_string(&BotKind::Greedy).unwrap(),
            "\"greedy\""
        );
    }
}
