//! The random bot: picks uniformly among `legal_moves(game, seat)` (a sealed disc with its own
//! nonce, opened by itself: see [`Sealer`]). To guarantee progress it
//! travels at most [`MAX_TRAVELS_PER_TURN`] times in a turn and ends a turn after
//! [`MAX_STEPS_PER_TURN`] steps; everything else in a turn (actions, abilities) is finite, so
//! every turn, round and game ends.

use crate::ids::Seat;
use crate::maharaja::action::Action;
use crate::maharaja::command::{Command, PlayerCommand};
use crate::maharaja::legal_moves::{disc_pairs, legal_moves};
use crate::maharaja::state::Game;

use super::rng::BotRng;
use super::sealer::Sealer;
use super::Bot;
use crate::maharaja::gold::Gold;

/// Trips the random bot makes at most in one turn.
pub const MAX_TRAVELS_PER_TURN: u32 = 3;
/// Commands the random bot issues at most in one turn before it ends the turn.
pub const MAX_STEPS_PER_TURN: u32 = 40;

/// Chooses uniformly among the legal moves (see the module comment for the progress rules).
pub struct RandomBot {
    rng: BotRng,
    sealer: Sealer,
    /// (round, seat) of the turn being counted.
    turn: Option<(u32, Seat)>,
    travels: u32,
    steps: u32,
}

impl RandomBot {
    /// A random bot whose choices come from `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: BotRng::new(seed, b"random-bot"),
            sealer: Sealer::new(seed),
            turn: None,
            travels: 0,
            steps: 0,
        }
    }
}

fn is_travel(command: &Command) -> bool {
    matches!(
        command,
        Command::Player {
            command: PlayerCommand::Travel { .. } | PlayerCommand::TravelPath { .. },
            ..
        }
    )
}

impl Bot for RandomBot {
    fn choose(&mut self, game: &Game, seat: Seat) -> Command {
        let mut moves = legal_moves(game, seat);
        let in_own_turn =
            game.active_seat() == Some(seat) && game.pending_replacements().is_empty();
        if in_own_turn {
            let key = (game.round(), seat);
            if self.turn != Some(key) {
                self.turn = Some(key);
                self.travels = 0;
                self.steps = 0;
            }
            self.steps += 1;
            if self.steps > MAX_STEPS_PER_TURN {
                return Command::player(seat, PlayerCommand::EndTurn);
            }
            if self.travels >= MAX_TRAVELS_PER_TURN {
                moves.retain(|m| !is_travel(m));
            }
        }
        if moves.is_empty() {
            // Nothing is legal: ending the turn is the only thing left to try (the table reports
            // it if the rules refuse).
            return Command::player(seat, PlayerCommand::EndTurn);
        }
        let index = self.rng.below(moves.len());
        let pick = match &moves[index] {
            // Sealed in the browser: the disc listed at `index`, sealed with the bot's own
            // nonce; the opening the bot kept.
            Command::Player {
                command: PlayerCommand::SealDisc { .. },
                ..
            } => {
                let actions = disc_pairs().nth(index).unwrap_or([Action::Gold; 2]);
                Command::player(seat, self.sealer.disc(game, seat, actions))
            }
            Command::Player {
                command: PlayerCommand::OpenDisc { .. },
                ..
            } => match self.sealer.open(game, seat) {
                Some(open) => Command::player(seat, open),
                None => moves.swap_remove(index),
            },
            // Sealed in the browser: the bid listed at `index` (amounts from 0 up), sealed with
            // the bot's own nonce; the opening the bot kept.
            Command::Player {
                command: PlayerCommand::SealBid { .. },
                ..
            } => Command::player(seat, self.sealer.bid(game, seat, Gold(index as u32))),
            Command::Player {
                command: PlayerCommand::OpenBid { .. },
                ..
            } => match self.sealer.open_bid(game, seat) {
                Some(open) => Command::player(seat, open),
                None => moves.swap_remove(index),
            },
            _ => moves.swap_remove(index),
        };
        if is_travel(&pick) {
            self.travels += 1;
        }
        pick
    }
}
