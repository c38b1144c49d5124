//! A bot's own disc and sealed bid at the sealed-in-the-browser level, as a player's page keeps
//! them: the bot draws the nonce from its own seeded stream (never the clock or the OS), commits
//! to the disc (`seal_disc`) or bid (`seal_bid`) by the commitment alone, keeps the opening, and
//! opens the disc itself (`open_disc`) when its turn begins and the bid (`open_bid`) once every
//! bid is in. At the other levels a disc is `set_disc` and a bid `sealed_bid` with a zero nonce,
//! which the table replaces.

use crate::bytes::Bytes32;
use crate::ids::Seat;
use crate::maharaja::action::Action;
use crate::maharaja::command::PlayerCommand;
use crate::maharaja::commitment::{bid_commitment, disc_commitment};
use crate::maharaja::gold::Gold;
use crate::maharaja::state::Game;

use super::rng::BotRng;

/// The openings of the discs a bot sealed itself.
pub(crate) struct Sealer {
    rng: BotRng,
    /// (round, seat) → the disc and its nonce; the last sealed one counts.
    openings: Vec<((u32, Seat), [Action; 2], Bytes32)>,
    /// (auction, seat) → the bid and its nonce; the last sealed one counts.
    bids: Vec<((u32, Seat), Gold, Bytes32)>,
}

impl Sealer {
    /// The sealer of a bot seeded with `seed` (its own stream: the bot's choices do not shift).
    pub(crate) fn new(seed: u64) -> Sealer {
        Sealer {
            rng: BotRng::new(seed, b"disc-nonces"),
            openings: Vec::new(),
            bids: Vec::new(),
        }
    }

    /// The command that sets `actions` as `seat`'s disc now.
    pub(crate) fn disc(&mut self, game: &Game, seat: Seat, actions: [Action; 2]) -> PlayerCommand {
        if !game.options().trust.seals_in_browser() {
            return PlayerCommand::SetDisc {
                actions,
                nonce: Bytes32::default(),
            };
        }
        let nonce = self.rng.bytes32();
        let game_id = game.info().map(|info| info.game_id).unwrap_or_default();
        let commitment = disc_commitment(game_id, game.round(), seat, actions, &nonce);
        let key = (game.round(), seat);
        self.openings.retain(|(k, _, _)| *k != key);
        self.openings.push((key, actions, nonce));
        PlayerCommand::SealDisc { commitment }
    }

    /// The opening of `seat`'s disc this round, if this bot sealed one (its turn begins).
    pub(crate) fn open(&mut self, game: &Game, seat: Seat) -> Option<PlayerCommand> {
        let key = (game.round(), seat);
        let at = self.openings.iter().position(|(k, _, _)| *k == key)?;
        let (_, actions, nonce) = self.openings.swap_remove(at);
        Some(PlayerCommand::OpenDisc { actions, nonce })
    }

    /// The command that sets `amount` as `seat`'s sealed bid now.
    pub(crate) fn bid(&mut self, game: &Game, seat: Seat, amount: Gold) -> PlayerCommand {
        let number = game.auction().map_or(0, |a| a.number);
        if !game.options().trust.seals_in_browser() {
            return PlayerCommand::SealedBid {
                amount,
                nonce: Bytes32::default(),
            };
        }
        let nonce = self.rng.bytes32();
        let game_id = game.info().map(|info| info.game_id).unwrap_or_default();
        let commitment = bid_commitment(game_id, number, seat, amount, &nonce);
        let key = (number, seat);
        self.bids.retain(|(k, _, _)| *k != key);
        self.bids.push((key, amount, nonce));
        PlayerCommand::SealBid { commitment }
    }

    /// The opening of `seat`'s sealed bid in the running auction, if this bot sealed one.
    pub(crate) fn open_bid(&mut self, game: &Game, seat: Seat) -> Option<PlayerCommand> {
        let key = (game.auction()?.number, seat);
        let at = self.bids.iter().position(|(k, _, _)| *k == key)?;
        let (_, amount, nonce) = self.bids.swap_remove(at);
        Some(PlayerCommand::OpenBid { amount, nonce })
    }
}
