//! Maharaja behind the game trait: [`Maharaja`] implements [`Rules`] with the engine's own
//! decider, view, legal moves, sealed discs and bids, no-show policy (design.md "Deadlines")
//! and bots.

use std::ops::RangeInclusive;

use crate::bytes::Bytes32;
use crate::game::{
    GameBot, GameKind, Opening, Rules, Sealed, SealedFact, SealedKind, SealedTrail, SeedReveal,
    Viewer, Wait,
};
use crate::ids::Seat;
use crate::maharaja::action::Action;
use crate::maharaja::bots::{Bot, BotKind};
use crate::maharaja::command::{BidOpening, Command, PlayerCommand, SystemCommand};
use crate::maharaja::commitment::{
    bid_from_value, bid_value, disc_from_value, disc_value, BID, DISC,
};
use crate::maharaja::event::Event;
use crate::maharaja::gold::Gold;
use crate::maharaja::options::GameOptions;
use crate::maharaja::state::{Awaiting, DiscState, Game, Phase};
use crate::maharaja::view::View;
use crate::maharaja::violation::RuleViolation;

/// Maharaja (2004), as durbar plays it (rules/maharaja.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Maharaja;

/// The engine version event 1 names (1: the engine as it was when kinds were introduced).
pub const ENGINE_VERSION: u32 = 1;

/// What a seat is awaited for, as [`Wait::kind`] names it.
pub mod wait {
    /// Setup: choose a starting character.
    pub const STARTING_CHARACTER: &str = "starting_character";
    /// Setup: place a starting house.
    pub const INITIAL_HOUSE: &str = "initial_house";
    /// Set a disc for the round.
    pub const DISC: &str = "disc";
    /// Play a turn.
    pub const TURN: &str = "turn";
    /// Choose a character after losing one (D6).
    pub const REPLACEMENT: &str = "replacement";
    /// Open character auction: bid or pass (D9).
    pub const BID: &str = "bid";
    /// Sealed character auction: set a hidden bid (D9).
    pub const SEALED_BID: &str = "sealed_bid";
    /// Expanded II: a lured player chooses which character to give (D10).
    pub const GIFT: &str = "gift";
    /// Sealed in the browser: open your disc, your turn begins.
    pub const OPEN_DISC: &str = "open_disc";
    /// Sealed in the browser: open your sealed bid, every bid is in (R27).
    pub const OPEN_BID: &str = "open_bid";
}

fn waits_of(seats: Vec<Seat>, kind: &'static str) -> Vec<Wait> {
    seats.into_iter().map(|seat| Wait { seat, kind }).collect()
}

/// The seats a Maharaja game waits for, with what for.
pub fn waits(game: &Game) -> Vec<Wait> {
    match game.awaiting() {
        Awaiting::Character(seat) => waits_of(vec![seat], wait::STARTING_CHARACTER),
        Awaiting::InitialHouse(seat) => waits_of(vec![seat], wait::INITIAL_HOUSE),
        Awaiting::Discs(seats) => waits_of(seats, wait::DISC),
        Awaiting::Turn(seat) => waits_of(vec![seat], wait::TURN),
        Awaiting::Replacement(seats) => waits_of(seats, wait::REPLACEMENT),
        Awaiting::Bid(seat) => waits_of(vec![seat], wait::BID),
        Awaiting::SealedBids(seats) => waits_of(seats, wait::SEALED_BID),
        Awaiting::BidOpenings(seats) => waits_of(seats, wait::OPEN_BID),
        Awaiting::Gift(seat) => waits_of(vec![seat], wait::GIFT),
        Awaiting::Reveal(seat) if opened_by_player(game, seat) => {
            waits_of(vec![seat], wait::OPEN_DISC)
        }
        Awaiting::Creation
        | Awaiting::Start
        | Awaiting::BidReveal
        | Awaiting::Reveal(_)
        | Awaiting::Nothing => Vec::new(),
    }
}

/// Whether `seat`'s disc is one its player sealed in the browser: the player opens it, the
/// server holds no opening.
pub fn opened_by_player(game: &Game, seat: Seat) -> bool {
    game.options().trust.seals_in_browser()
        && matches!(
            game.player(seat).map(|p| p.disc),
            Some(DiscState::Committed {
                by_system: false,
                ..
            })
        )
}

/// The no-show policy `auto` (design.md "Deadlines"): a missing disc becomes Gold + Gold, an
/// unfinished turn ends (the rest of the disc is forfeited, D3), a lost character is replaced by
/// the lowest in the bank, an open-auction bidder passes, a sealed bid is 0, a lured player
/// gives a character. Choosing a starting character and placing the starting houses have none:
/// the game waits. Sealed in the browser, a disc or bid not opened is void (R27).
pub fn no_show(wait: &Wait, nonce: Bytes32) -> Option<Command> {
    let seat = wait.seat;
    Some(Command::System(match wait.kind {
        wait::DISC => SystemCommand::SetDiscForAbsentSeat { seat, nonce },
        wait::TURN => SystemCommand::EndTurnForAbsentSeat { seat },
        wait::REPLACEMENT => SystemCommand::ReplaceCharacterForAbsentSeat { seat },
        wait::BID => SystemCommand::PassForAbsentSeat { seat },
        wait::SEALED_BID => SystemCommand::SealedBidForAbsentSeat { seat, nonce },
        wait::GIFT => SystemCommand::GiveCharacterForAbsentSeat { seat },
        wait::OPEN_DISC => SystemCommand::VoidDiscForAbsentSeat { seat },
        wait::OPEN_BID => SystemCommand::VoidBidForAbsentSeat { seat },
        _ => return None,
    }))
}

/// The opening a command commits to, if it commits to one.
fn opening_of(command: &Command) -> Option<Opening> {
    let (kind, value, nonce) = match command {
        Command::Player {
            command: PlayerCommand::SetDisc { actions, nonce },
            ..
        } => (&DISC, disc_value(*actions), nonce),
        Command::System(SystemCommand::SetDiscForAbsentSeat { nonce, .. }) => {
            (&DISC, disc_value([Action::Gold, Action::Gold]), nonce)
        }
        Command::Player {
            command: PlayerCommand::SealedBid { amount, nonce },
            ..
        } => (&BID, bid_value(*amount), nonce),
        Command::System(SystemCommand::SealedBidForAbsentSeat { nonce, .. }) => {
            (&BID, bid_value(Gold(0)), nonce)
        }
        _ => return None,
    };
    Some(Opening {
        kind: kind.name.to_string(),
        value,
        nonce: *nonce,
    })
}

/// The escrow rows for the discs and sealed bids a command committed to.
pub fn sealed_by(command: &Command, events: &[Event]) -> Vec<Sealed> {
    let Some(opening) = opening_of(command) else {
        return Vec::new();
    };
    events
        .iter()
        .filter_map(|event| {
            let (round, seat, commitment, kind) = match event {
                Event::DiscCommitted {
                    round,
                    seat,
                    commitment,
                    ..
                } => (round, seat, commitment, &DISC),
                Event::BidCommitted {
                    auction,
                    seat,
                    commitment,
                    ..
                } => (auction, seat, commitment, &BID),
                _ => return None,
            };
            (kind.name == opening.kind).then(|| Sealed {
                round: *round,
                seat: *seat,
                commitment: *commitment,
                opening: opening.clone(),
            })
        })
        .collect()
}

/// What a Maharaja event says about a disc or a sealed bid.
pub fn sealed_trail(event: &Event) -> Option<SealedTrail> {
    let (kind, round, seat, fact) = match event {
        Event::DiscCommitted {
            round,
            seat,
            commitment,
            ..
        } => (DISC, round, seat, SealedFact::Committed(*commitment)),
        Event::DiscRevealed {
            round,
            seat,
            actions,
            nonce,
        } => (
            DISC,
            round,
            seat,
            SealedFact::Opened {
                value: disc_value(*actions),
                nonce: *nonce,
            },
        ),
        Event::BidCommitted {
            auction,
            seat,
            commitment,
            ..
        } => (BID, auction, seat, SealedFact::Committed(*commitment)),
        Event::BidRevealed {
            auction,
            seat,
            amount,
            nonce,
        } => (
            BID,
            auction,
            seat,
            SealedFact::Opened {
                value: bid_value(*amount),
                nonce: *nonce,
            },
        ),
        _ => return None,
    };
    Some(SealedTrail {
        kind,
        round: *round,
        seat: *seat,
        fact,
    })
}

/// The commitments to open now: the disc of the seat whose turn begins (none listed when it
/// has no committed disc), or every sealed bid once the last is in. A disc its player sealed
/// in the browser is not the server's to open: nothing is due (the seat is awaited instead).
pub fn reveal_due(game: &Game) -> Option<Vec<(Seat, Bytes32)>> {
    if let Some(seat) = game.pending_reveal() {
        if opened_by_player(game, seat) {
            return None;
        }
        return Some(match game.player(seat).map(|p| p.disc) {
            Some(DiscState::Committed { commitment, .. }) => vec![(seat, commitment)],
            _ => Vec::new(),
        });
    }
    game.pending_bids_reveal()
}

/// The reveal command: the disc (or that it cannot be opened, D14), or all bids (lost openings
/// left out; the engine records them as unopenable).
pub fn reveal(game: &Game, openings: &[(Seat, Option<Opening>)]) -> Command {
    if let Some(seat) = game.pending_reveal() {
        let disc = openings
            .iter()
            .find(|(s, _)| *s == seat)
            .and_then(|(_, opening)| opening.as_ref())
            .filter(|opening| opening.kind == DISC.name)
            .and_then(|opening| Some((disc_from_value(&opening.value)?, opening.nonce)));
        return Command::System(match disc {
            Some((actions, nonce)) => SystemCommand::RevealDisc {
                seat,
                actions,
                nonce,
            },
            None => SystemCommand::DeclareDiscUnopenable { seat },
        });
    }
    let bids = openings
        .iter()
        .filter_map(|(seat, opening)| {
            let opening = opening.as_ref().filter(|o| o.kind == BID.name)?;
            Some(BidOpening {
                seat: *seat,
                amount: bid_from_value(&opening.value)?,
                nonce: opening.nonce,
            })
        })
        .collect();
    Command::System(SystemCommand::RevealBids { bids })
}

/// A Maharaja bot behind [`GameBot`].
struct Seated(Box<dyn Bot>);

impl GameBot<Maharaja> for Seated {
    fn choose(&mut self, state: &Game, seat: Seat) -> Command {
        self.0.choose(state, seat)
    }
}

const BOT_NAMES: [&str; 2] = [BotKind::ALL[0].name(), BotKind::ALL[1].name()];

impl Rules for Maharaja {
    const KIND: GameKind = GameKind::Maharaja;
    const ENGINE_VERSION: u32 = ENGINE_VERSION;
    const PLAYERS: RangeInclusive<usize> = 2..=5;
    const SEED_REVEAL: SeedReveal = SeedReveal::AtStart;

    type Options = GameOptions;
    type Command = Command;
    type Event = Event;
    type State = Game;
    type View = View;
    type Violation = RuleViolation;

    fn decide(state: &Game, command: &Command) -> Result<Vec<Event>, RuleViolation> {
        crate::maharaja::decide::decide(state, command)
    }

    fn evolve(state: Game, event: &Event) -> Game {
        crate::maharaja::evolve::evolve(state, event)
    }

    fn view(state: &Game, viewer: Viewer) -> View {
        crate::maharaja::view::view(state, viewer)
    }

    fn legal_moves(state: &Game, seat: Seat) -> Vec<Command> {
        crate::maharaja::legal_moves::legal_moves(state, seat)
    }

    fn waits(state: &Game) -> Vec<Wait> {
        waits(state)
    }

    fn is_over(state: &Game) -> bool {
        state.phase() == Phase::Over
    }

    fn no_show(_state: &Game, wait: &Wait, nonce: Bytes32) -> Option<Command> {
        no_show(wait, nonce)
    }

    fn sealed_kinds() -> &'static [SealedKind] {
        &[DISC, BID]
    }

    fn sealed_by(command: &Command, events: &[Event]) -> Vec<Sealed> {
        sealed_by(command, events)
    }

    fn sealed_trail(event: &Event) -> Option<SealedTrail> {
        sealed_trail(event)
    }

    fn reveal_due(state: &Game) -> Option<Vec<(Seat, Bytes32)>> {
        reveal_due(state)
    }

    fn reveal(state: &Game, openings: &[(Seat, Option<Opening>)]) -> Command {
        reveal(state, openings)
    }

    fn unopenable(state: &Game) -> Option<Command> {
        let seat = state.pending_reveal()?;
        Some(Command::System(SystemCommand::DeclareDiscUnopenable {
            seat,
        }))
    }

    fn signed(
        state: &Game,
        command: &Command,
        decided: &[Event],
        signatures: &mut std::slice::Iter<'_, crate::signed::Signature>,
    ) -> Result<Option<Event>, RuleViolation> {
        match command {
            Command::Player { seat, command } => crate::maharaja::signing::signed_event(
                state,
                *seat,
                command,
                decided,
                signatures.next(),
            ),
            Command::System(_) => Ok(None),
        }
    }

    fn bot_names() -> &'static [&'static str] {
        &BOT_NAMES
    }

    fn bot(name: &str, seed: u64) -> Option<Box<dyn GameBot<Maharaja>>> {
        let kind: BotKind = name.parse().ok()?;
        Some(Box::new(Seated(kind.make(seed))))
    }
}
