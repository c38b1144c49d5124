//! The bot table: runs one whole game with a bot at every seat, acting as the server would.
//! It creates and starts the game (ids, seed, contributions and nonces all drawn from the
//! config's seed), keeps every disc opening and sealed bid in escrow, reveals the disc of each
//! seat whose turn begins and the sealed bids once all are in, asks the seats the game waits
//! for (including character replacements and gifts), and stops with a [`BotGameError`] as soon
//! as `decide` refuses a command.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::bytes::Bytes32;
use crate::commitment::seed_commitment;
use crate::ids::{GameId, Seat};
use crate::maharaja::action::Action;
use crate::maharaja::board::{Board, BoardError};
use crate::maharaja::command::{BidOpening, Command, PlayerCommand, SystemCommand};
use crate::maharaja::decide::decide;
use crate::maharaja::event::Event;
use crate::maharaja::options::GameOptions;
use crate::maharaja::rules::opened_by_player;
use crate::maharaja::signing::{signed_event, to_sign};
use crate::maharaja::state::{Awaiting, Game, Phase};
use crate::maharaja::violation::RuleViolation;
use crate::signed::DeviceKey;

use super::rng::BotRng;
use super::{Bot, BotKind};

/// More commands than any game needs (a 5-player game takes a few hundred): a game that has not
/// ended by then is reported as [`BotGameError::DidNotEnd`].
pub const MAX_COMMANDS_PER_GAME: usize = 20_000;

/// More commands than any single turn needs.
const MAX_COMMANDS_PER_TURN: usize = 500;

/// What game to play, and with which bots.
#[derive(Debug, Clone, PartialEq)]
pub struct GameConfig {
    /// 2–5.
    pub players: usize,
    /// The bot at every seat.
    pub bots: BotKind,
    /// Fixes every random choice: ids, seed, contributions, nonces and the bots' choices.
    pub seed: u64,
    /// Game options.
    pub options: GameOptions,
    /// The board.
    pub board: Arc<Board>,
}

impl GameConfig {
    /// A game on the shipped classic board with default options.
    pub fn classic(players: usize, bots: BotKind, seed: u64) -> Result<GameConfig, BoardError> {
        Ok(GameConfig {
            players,
            bots,
            seed,
            options: GameOptions::default(),
            board: Arc::new(Board::shipped("classic")?),
        })
    }
}

/// A command the table passed to `decide`, with the number of events logged before it (so the
/// state it was decided on is the fold of `events[..events_before]`).
#[derive(Debug, Clone, PartialEq)]
pub struct RecordedCommand {
    /// Events in the log before this command.
    pub events_before: usize,
    /// The command (disc commands with their real nonce).
    pub command: Command,
}

/// A finished bot game.
#[derive(Debug, Clone)]
pub struct PlayedGame {
    /// The whole log, from `GameCreated` to `GameEnded`.
    pub events: Vec<Event>,
    /// The live state at the end (equal to the fold of `events`).
    pub final_state: Game,
    /// Every command, in order.
    pub commands: Vec<RecordedCommand>,
}

/// Why a bot game stopped before its end.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BotGameError {
    /// Creating or starting the game was refused.
    #[error("The game could not be set up: {violation}")]
    Setup {
        /// The rule broken.
        violation: RuleViolation,
    },
    /// The table's reveal of an escrowed disc or of the sealed bids was refused.
    #[error("The reveal of the disc or bid of {seat} was refused: {violation}")]
    RevealRefused {
        /// The seat.
        seat: Seat,
        /// The rule broken.
        violation: RuleViolation,
    },
    /// A bot issued a command that `decide` refused: a bot bug, or `legal_moves` and `decide`
    /// disagree.
    #[error("The {bot} bot at {seat} chose {command:?} after event {events_before}, and the rules refused it: {violation}")]
    Rejected {
        /// The bot's seat.
        seat: Seat,
        /// The bot's kind.
        bot: BotKind,
        /// The refused command.
        command: Box<Command>,
        /// Events logged before it.
        events_before: usize,
        /// The rule broken.
        violation: RuleViolation,
    },
    /// A bot answered for another seat.
    #[error("The bot at {asked} issued a command for {answered}.")]
    WrongSeat {
        /// The seat asked.
        asked: Seat,
        /// The seat in the command.
        answered: Seat,
    },
    /// The game waits for a reveal whose opening the table does not hold.
    #[error("The disc of {seat} must be revealed, but its opening is not in escrow.")]
    MissingOpening {
        /// The seat.
        seat: Seat,
    },
    /// The game waits for nothing a bot or the table can give.
    #[error("The game is stuck: it waits for {awaiting}.")]
    Stuck {
        /// What the game waits for.
        awaiting: String,
    },
    /// The game did not end in time.
    #[error("The game did not end after {commands} commands.")]
    DidNotEnd {
        /// Commands issued.
        commands: usize,
    },
}

/// Plays a whole game with a bot of `config.bots` at every seat.
pub fn play_game(config: &GameConfig) -> Result<PlayedGame, BotGameError> {
    let mut bots: Vec<Box<dyn Bot>> = (0..config.players)
        .map(|seat| {
            let seed = BotRng::new(config.seed, format!("seat-{seat}").as_bytes()).next_u64();
            config.bots.make(seed)
        })
        .collect();
    play_game_with(config, &mut bots)
}

/// Plays a whole game with the given bots, one per seat (seat order; `config.bots` only names
/// them in errors). Fewer bots than players is [`BotGameError::Stuck`].
pub fn play_game_with(
    config: &GameConfig,
    bots: &mut [Box<dyn Bot>],
) -> Result<PlayedGame, BotGameError> {
    let mut table = Table {
        game: Game::default(),
        events: Vec::new(),
        commands: Vec::new(),
        escrow: BTreeMap::new(),
        bids: BTreeMap::new(),
        rng: BotRng::new(config.seed, b"table"),
        keys: Vec::new(),
    };
    table.set_up(config)?;
    let mut turn_commands = 0usize;
    let mut turn_key = None;
    while table.game.phase() != Phase::Over {
        if table.commands.len() >= MAX_COMMANDS_PER_GAME {
            return Err(BotGameError::DidNotEnd {
                commands: table.commands.len(),
            });
        }
        if let Some(seat) = table.game.pending_reveal() {
            // A disc its bot sealed itself is the bot's to open (it is asked below).
            if !opened_by_player(&table.game, seat) {
                table.reveal(seat)?;
                continue;
            }
        }
        let seat = match table.game.awaiting() {
            Awaiting::BidReveal => {
                table.reveal_bids()?;
                continue;
            }
            Awaiting::Character(seat)
            | Awaiting::InitialHouse(seat)
            | Awaiting::Turn(seat)
            | Awaiting::Bid(seat)
            | Awaiting::Gift(seat)
            | Awaiting::Reveal(seat) => seat,
            Awaiting::Discs(seats)
            | Awaiting::Replacement(seats)
            | Awaiting::SealedBids(seats)
            | Awaiting::BidOpenings(seats)
                if !seats.is_empty() =>
            {
                seats[0]
            }
            other => {
                return Err(BotGameError::Stuck {
                    awaiting: format!("{other:?}"),
                })
            }
        };
        let key = (table.game.round(), table.game.active_seat());
        if turn_key != Some(key) {
            turn_key = Some(key);
            turn_commands = 0;
        }
        turn_commands += 1;
        if turn_commands > MAX_COMMANDS_PER_TURN {
            return Err(BotGameError::DidNotEnd {
                commands: table.commands.len(),
            });
        }
        let Some(bot) = bots.get_mut(seat.index()) else {
            return Err(BotGameError::Stuck {
                awaiting: format!("{seat}, which has no bot"),
            });
        };
        let command = bot.choose(&table.game, seat);
        table.play(seat, config.bots, command)?;
    }
    Ok(PlayedGame {
        events: table.events,
        final_state: table.game,
        commands: table.commands,
    })
}

/// The server's side of a bot game.
struct Table {
    game: Game,
    events: Vec<Event>,
    commands: Vec<RecordedCommand>,
    escrow: BTreeMap<Seat, ([Action; 2], Bytes32)>,
    /// Sealed bids of the running auction.
    bids: BTreeMap<Seat, BidOpening>,
    rng: BotRng,
    /// At the signed levels, each player's device key (by player index): every bot move is
    /// signed, so the log verifies as a signed game.
    keys: Vec<DeviceKey>,
}

impl Table {
    fn set_up(&mut self, config: &GameConfig) -> Result<(), BotGameError> {
        let game_id = GameId(self.rng.bytes16());
        let seed = self.rng.bytes32();
        let setup = |violation| BotGameError::Setup { violation };
        self.system(SystemCommand::CreateGame {
            game_id,
            options: config.options,
            board: Arc::clone(&config.board),
            player_names: (1..=config.players).map(|i| format!("Bot {i}")).collect(),
            seed_commitment: seed_commitment(game_id, &seed),
        })
        .map_err(setup)?;
        for player in 0..config.players as u8 {
            let contribution = self.rng.bytes32();
            // Some players add randomness, some do not (both are allowed).
            if contribution.0[0] & 1 == 0 {
                self.system(SystemCommand::AddContribution {
                    player,
                    contribution,
                })
                .map_err(setup)?;
            }
        }
        if config.options.trust.signs() {
            let mut keys = BotRng::new(config.seed, b"device-keys");
            for player in 0..config.players as u8 {
                let key = loop {
                    if let Some(key) = DeviceKey::from_scalar(keys.bytes32().0) {
                        break key;
                    }
                };
                self.system(SystemCommand::RegisterKey {
                    player,
                    key: key.public(),
                })
                .map_err(setup)?;
                self.keys.push(key);
            }
        }
        self.system(SystemCommand::StartGame {
            seed,
            fixed_seating: false,
            governors: None,
        })
        .map_err(setup)
    }

    fn system(&mut self, command: SystemCommand) -> Result<(), RuleViolation> {
        let command = Command::System(command);
        let events = decide(&self.game, &command)?;
        self.record(command, events);
        Ok(())
    }

    /// Logs a decided command and applies its events.
    fn record(&mut self, command: Command, events: Vec<Event>) {
        self.commands.push(RecordedCommand {
            events_before: self.events.len(),
            command,
        });
        for event in events {
            self.game.apply(&event);
            self.events.push(event);
        }
    }

    fn reveal(&mut self, seat: Seat) -> Result<(), BotGameError> {
        let (actions, nonce) = self
            .escrow
            .remove(&seat)
            .ok_or(BotGameError::MissingOpening { seat })?;
        self.system(SystemCommand::RevealDisc {
            seat,
            actions,
            nonce,
        })
        .map_err(|violation| BotGameError::RevealRefused { seat, violation })
    }

    /// Opens every sealed bid of the auction from escrow (a missing opening is left out: the
    /// rules count it as unopenable).
    fn reveal_bids(&mut self) -> Result<(), BotGameError> {
        let bidders = self.game.pending_bids_reveal().unwrap_or_default();
        let bids: Vec<BidOpening> = bidders
            .iter()
            .filter_map(|(seat, _)| self.bids.get(seat).copied())
            .collect();
        self.bids.clear();
        let seat = bidders.first().map_or(Seat(0), |(s, _)| *s);
        self.system(SystemCommand::RevealBids { bids })
            .map_err(|violation| BotGameError::RevealRefused { seat, violation })
    }

    /// At the signed levels, the seat's `command_signed` before the events `step` decided,
    /// signed by its player's key; otherwise the events as they are.
    fn signed(
        &self,
        seat: Seat,
        step: &PlayerCommand,
        mut events: Vec<Event>,
    ) -> Result<Vec<Event>, RuleViolation> {
        let player = self.game.seat_players().get(seat.index()).copied();
        let Some(key) = player.and_then(|p| self.keys.get(usize::from(p))) else {
            return Ok(events);
        };
        let message = to_sign(&self.game, seat, step, &events).message;
        let signature = key.sign(&message);
        if let Some(marker) = signed_event(&self.game, seat, step, &events, Some(&signature))? {
            events.insert(0, marker);
        }
        Ok(events)
    }

    fn play(
        &mut self,
        asked: Seat,
        bot: BotKind,
        mut command: Command,
    ) -> Result<(), BotGameError> {
        let Command::Player {
            seat,
            command: step,
        } = &mut command
        else {
            return Err(BotGameError::Rejected {
                seat: asked,
                bot,
                command: Box::new(command),
                events_before: self.events.len(),
                violation: RuleViolation::NotYourTurn,
            });
        };
        if *seat != asked {
            return Err(BotGameError::WrongSeat {
                asked,
                answered: *seat,
            });
        }
        // The table makes the nonce and keeps the opening until the seat's turn begins.
        let mut opening = None;
        let mut bid = None;
        match step {
            PlayerCommand::SetDisc { actions, nonce } => {
                *nonce = self.rng.bytes32();
                opening = Some((*actions, *nonce));
            }
            PlayerCommand::SealedBid { amount, nonce } => {
                *nonce = self.rng.bytes32();
                bid = Some(BidOpening {
                    seat: asked,
                    amount: *amount,
                    nonce: *nonce,
                });
            }
            _ => {}
        }
        let events_before = self.events.len();
        let step = step.clone();
        match decide(&self.game, &command).and_then(|events| self.signed(asked, &step, events)) {
            Ok(events) => {
                self.record(command, events);
                if let Some(opening) = opening {
                    self.escrow.insert(asked, opening);
                }
                if let Some(bid) = bid {
                    self.bids.insert(asked, bid);
                }
                Ok(())
            }
            Err(violation) => Err(BotGameError::Rejected {
                seat: asked,
                bot,
                command: Box::new(command),
                events_before,
                violation,
            }),
        }
    }
}
