//! `decide`: checks a command against the rules and returns the events it causes, or the rule
//! it breaks. Split by stage: [`setup`], [`auction`] (character auctions), [`discs`], [`turn`]
//! (actions, abilities, tokens, swaps and lures) and
//! [`round_flow`] (end of turn, scoring, next round, end of game).

mod auction;
mod discs;
mod round_flow;
mod setup;
mod turn;

pub use discs::ABSENT_DISC;
pub use round_flow::FORFEIT_COMPENSATION;
pub use turn::{
    palace_cost, CRAFTSMAN_PALACE_COST, GOLD_ACTION, HOUSE_COST, MERCHANT_GOLD, PALACE_COST,
    QUARRY_HOUSES,
};

use crate::maharaja::command::{Command, PlayerCommand, SystemCommand};
use crate::maharaja::event::Event;
use crate::maharaja::state::{Game, Phase};
use crate::maharaja::violation::RuleViolation;

/// The events a command causes, or the rule it breaks. Never changes `game`.
pub fn decide(game: &Game, command: &Command) -> Result<Vec<Event>, RuleViolation> {
    if let Command::System(SystemCommand::CreateGame {
        game_id,
        options,
        board,
        player_names,
        seed_commitment,
    }) = command
    {
        return setup::create(
            game,
            *game_id,
            *options,
            board,
            player_names,
            *seed_commitment,
        );
    }
    match game.phase() {
        Phase::NotCreated => return Err(RuleViolation::GameNotCreated),
        Phase::Over => return Err(RuleViolation::GameOver),
        _ => {}
    }
    let mut batch = Batch::new(game);
    match command {
        Command::System(system) => decide_system(&mut batch, system)?,
        Command::Player { seat, command } => {
            if game.player(*seat).is_none() {
                return Err(RuleViolation::UnknownSeat { seat: *seat });
            }
            decide_player(&mut batch, *seat, command)?;
        }
    }
    Ok(batch.events)
}

fn decide_system(batch: &mut Batch, command: &SystemCommand) -> Result<(), RuleViolation> {
    match command {
        SystemCommand::CreateGame { .. } => Err(RuleViolation::GameAlreadyCreated),
        SystemCommand::AddContribution {
            player,
            contribution,
        } => setup::add_contribution(batch, *player, *contribution),
        SystemCommand::StartGame {
            seed,
            fixed_seating,
            governors,
        } => setup::start(batch, seed, *fixed_seating, governors.as_deref()),
        SystemCommand::RevealDisc {
            seat,
            actions,
            nonce,
        } => {
            discs::not_sealed_by(batch, *seat)?;
            discs::reveal(batch, *seat, *actions, *nonce)
        }
        SystemCommand::DeclareDiscUnopenable { seat } => {
            discs::not_sealed_by(batch, *seat)?;
            discs::unopenable(batch, *seat)
        }
        SystemCommand::VoidDiscForAbsentSeat { seat } => discs::void(batch, *seat),
        SystemCommand::VoidBidForAbsentSeat { seat } => {
            known_seat(batch, *seat)?;
            auction::void_bid(batch, *seat)
        }
        SystemCommand::SetDiscForAbsentSeat { seat, nonce } => {
            discs::set_for_absent(batch, *seat, *nonce)
        }
        SystemCommand::EndTurnForAbsentSeat { seat } => {
            turn::active_turn(&batch.game, *seat).map_err(|e| match e {
                RuleViolation::NotYourTurn => RuleViolation::SeatNotActive { seat: *seat },
                other => other,
            })?;
            round_flow::end_turn(batch, *seat, true)
        }
        SystemCommand::ReplaceCharacterForAbsentSeat { seat } => {
            turn::replace_for_absent(batch, *seat)
        }
        SystemCommand::RevealBids { bids } => auction::reveal_bids(batch, bids),
        SystemCommand::PassForAbsentSeat { seat } => {
            known_seat(batch, *seat)?;
            auction::pass_for_absent(batch, *seat)
        }
        SystemCommand::SealedBidForAbsentSeat { seat, nonce } => {
            known_seat(batch, *seat)?;
            auction::sealed_bid_for_absent(batch, *seat, *nonce)
        }
        SystemCommand::GiveCharacterForAbsentSeat { seat } => turn::give_for_absent(batch, *seat),
        SystemCommand::RegisterKey { player, key } => setup::register_key(batch, *player, key),
        SystemCommand::MarkDeadline {
            seat,
            wait,
            deadline,
        } => {
            known_seat(batch, *seat)?;
            batch.push(Event::DeadlinePassed {
                seat: *seat,
                wait: wait.clone(),
                deadline: deadline.clone(),
            });
            Ok(())
        }
    }
}

fn known_seat(batch: &Batch, seat: crate::ids::Seat) -> Result<(), RuleViolation> {
    match batch.game.player(seat) {
        Some(_) => Ok(()),
        None => Err(RuleViolation::UnknownSeat { seat }),
    }
}

fn decide_player(
    batch: &mut Batch,
    seat: crate::ids::Seat,
    command: &PlayerCommand,
) -> Result<(), RuleViolation> {
    match command {
        PlayerCommand::ChooseCharacter { character } => {
            setup::choose_character(batch, seat, *character)
        }
        PlayerCommand::PlaceHouse { village } => setup::place_house(batch, seat, *village),
        PlayerCommand::SetDisc { actions, nonce } => discs::set(batch, seat, *actions, *nonce),
        PlayerCommand::SealDisc { commitment } => discs::seal(batch, seat, *commitment),
        PlayerCommand::OpenDisc { actions, nonce } => discs::open(batch, seat, *actions, *nonce),
        PlayerCommand::ReplaceCharacter { character } => {
            turn::replace_character(batch, seat, *character, false)
        }
        PlayerCommand::GiveCharacter { character } => {
            turn::give_character(batch, seat, *character, false)
        }
        PlayerCommand::Bid { amount } => auction::bid(batch, seat, *amount, false),
        PlayerCommand::PassBid => auction::pass(batch, seat, false),
        PlayerCommand::SealBid { commitment } => auction::seal_bid(batch, seat, *commitment),
        PlayerCommand::OpenBid { amount, nonce } => auction::open_bid(batch, seat, *amount, *nonce),
        PlayerCommand::SealedBid { amount, nonce } => {
            auction::sealed_bid(batch, seat, *amount, *nonce, false)
        }
        PlayerCommand::EndTurn => {
            turn::active_turn(&batch.game, seat)?;
            round_flow::end_turn(batch, seat, false)
        }
        other => turn::play(batch, seat, other),
    }
}

/// Events being decided, with the state they lead to (so later events see earlier ones).
pub(crate) struct Batch {
    pub(crate) game: Game,
    pub(crate) events: Vec<Event>,
}

impl Batch {
    fn new(game: &Game) -> Batch {
        Batch {
            game: game.clone(),
            events: Vec::new(),
        }
    }

    /// Records an event and applies it.
    pub(crate) fn push(&mut self, event: Event) {
        self.game.apply(&event);
        self.events.push(event);
    }
}
