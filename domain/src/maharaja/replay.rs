//! Full rules replay for `durbar verify`: rebuilds, event by event, the command that must have
//! produced each step of a log, runs `decide` on the state so far and requires the log to hold
//! exactly the events the rules produce. The first event that does not follow from the rules is
//! reported with its 0-based index and a sentence saying what is wrong.
//!
//! Two things cannot be fully re-derived from the events alone (the engine's event types do not
//! carry them):
//! - a disc commitment or a sealed bid: its opening is in escrow until the reveal, so
//!   `DiscCommitted` and `BidCommitted` are checked for the seat, round or auction and phase only
//!   (the reveal is later checked against it by `decide`);
//! - whether the host fixed the seating or gave the governor track at `StartGame`: the setup
//!   events carry both flags (`fixed`, `given`), the replay issues exactly that `StartGame`, and
//!   [`replay_audit`] reports it ([`SetupSource`]) so a verifier can tell a seeded setup from a
//!   host-given one.

use crate::bytes::Bytes32;
use crate::ids::Seat;
use crate::maharaja::action::Action;
use crate::maharaja::command::{BidOpening, Command, PlayerCommand, SystemCommand};
use crate::maharaja::decide::decide;
use crate::maharaja::event::{Event, Means};
use crate::maharaja::state::Game;
use crate::signed::{PublicKey, Signature};

/// The first event of a log that does not follow from the rules.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{problem}")]
pub struct ReplayError {
    /// 0-based index of the event (the log's length when events are missing at its end).
    pub index: usize,
    /// What is wrong, naming the event.
    pub problem: ReplayProblem,
}

/// What is wrong with a replayed log. Events are named by their 0-based index `at` and their
/// `type` (`kind`); the English sentence is for logs and tests, people read it from the
/// catalogue.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayProblem {
    /// A marker (signature, deadline) is the log's last event.
    #[error("event {at} ({kind}) stands before a step the log does not hold.")]
    MarkerWithoutStep {
        /// The marker's index.
        at: usize,
        /// Its type.
        kind: String,
    },
    /// No command the rules allow gives the event.
    #[error("event {at} ({kind}) does not follow from the rules.")]
    DoesNotFollow {
        /// The event's index.
        at: usize,
        /// Its type.
        kind: String,
    },
    /// The step after a marker is not the one the marker names.
    #[error("the step after event {at} ({kind}) is not the one it names: {problem}")]
    NotTheNamedStep {
        /// The marker's index.
        at: usize,
        /// Its type.
        kind: String,
        /// What is wrong with the step.
        problem: Box<ReplayProblem>,
    },
    /// A `command_signed` event whose signature does not hold.
    #[error("event {at} (command_signed) {error}")]
    BadSignature {
        /// The event's index.
        at: usize,
        /// What is wrong with it.
        error: crate::signed::LoggedSignatureError,
    },
    /// A `command_signed` event whose command is not in canonical form.
    #[error("event {at} (command_signed) holds no command in canonical form: {command}")]
    NotCanonical {
        /// The event's index.
        at: usize,
        /// The command as logged.
        command: String,
    },
    /// A player's move nobody signed, at the signed-moves level.
    #[error(
        "event {at} ({kind}) is a move of {seat} that they did not sign: no command_signed event of theirs stands before it."
    )]
    NotSigned {
        /// The event's index.
        at: usize,
        /// Its type.
        kind: String,
        /// The seat that moved.
        seat: Seat,
    },
    /// A move the server made for an absent seat without a deadline marker.
    #[error(
        "event {at} ({kind}) is a move the server made for {seat} without naming the deadline that allowed it."
    )]
    NoDeadlineNamed {
        /// The event's index.
        at: usize,
        /// Its type.
        kind: String,
        /// The absent seat.
        seat: Seat,
    },
    /// An event the rules produce only after another in the same step.
    #[error(
        "event {at} ({kind}) cannot begin a step of the game: the rules produce it only as a consequence of the event before it in the same step{}.",
        already_over(.over)
    )]
    CannotBeginStep {
        /// The event's index.
        at: usize,
        /// Its type.
        kind: String,
        /// Whether the game is already over.
        over: bool,
    },
    /// The command the event stands for breaks a rule.
    #[error("event {at} ({kind}) does not follow from the rules: {violation}")]
    Refused {
        /// The event's index.
        at: usize,
        /// Its type.
        kind: String,
        /// The rule it breaks.
        violation: crate::maharaja::violation::RuleViolation,
    },
    /// The command the event stands for produces no event.
    #[error(
        "event {at} ({kind}) does not follow from the rules: the command it stands for produces no event."
    )]
    ProducesNothing {
        /// The event's index.
        at: usize,
        /// Its type.
        kind: String,
    },
    /// The log ends in the middle of a step.
    #[error(
        "the log ends after event {last} but the rules also produce event {at} ({kind}) in the same step."
    )]
    LogEnds {
        /// The log's last event.
        last: usize,
        /// The index of the missing event.
        at: usize,
        /// The missing event's type.
        kind: String,
    },
    /// The rules produce another event here.
    #[error(
        "event {at} ({kind}) does not follow from the rules: here the rules produce {expected}."
    )]
    OtherEvent {
        /// The event's index.
        at: usize,
        /// Its type.
        kind: String,
        /// The event the rules produce, as JSON.
        expected: String,
    },
}

/// The words [`ReplayProblem::CannotBeginStep`] adds when the game is over.
fn already_over(over: &bool) -> &'static str {
    if *over {
        ", and the game is already over"
    } else {
        ""
    }
}

/// Where the seating and the governor track came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupSource {
    /// Both were drawn from the seed and the contributions (D11).
    Drawn,
    /// The host fixed the seating (seat k = player k); the track was drawn.
    FixedSeating,
    /// The seating was drawn; the host gave the track.
    GivenGovernors,
    /// The host fixed the seating and gave the track.
    FixedSeatingAndGivenGovernors,
}

/// A replayed log: the state it leads to and how its setup was made.
#[derive(Debug, Clone)]
pub struct ReplayReport {
    /// The state after the last event.
    pub game: Game,
    /// How the setup was made (`None` if the log stops before the start).
    pub setup: Option<SetupSource>,
}

/// Replays a whole log under the rules; returns the final state.
pub fn replay(events: &[Event]) -> Result<Game, ReplayError> {
    replay_audit(events).map(|report| report.game)
}

/// Replays a whole log under the rules; returns the final state and the setup's source.
pub fn replay_audit(events: &[Event]) -> Result<ReplayReport, ReplayError> {
    replay_audit_with(events, &mut |_, keys, message, signature| {
        crate::signed::at_once(keys, message, signature)
    })
}

/// A signature check a replay asks for: the index of the `command_signed` event, the keys
/// registered for its seat's player, the signed message and the signature; true if one of the
/// keys made it.
pub type SignatureCheck<'a> = dyn FnMut(usize, &[&PublicKey], &[u8], &Signature) -> bool + 'a;

/// [`replay_audit`] with every signature check left to `verifies`. A verifier that notes the
/// checks and answers true replays the log as if every signature held; if every check noted
/// then holds, its outcome is [`replay_audit`]'s (which differs only from the first signature
/// that does not hold).
pub fn replay_audit_with(
    events: &[Event],
    verifies: &mut SignatureCheck<'_>,
) -> Result<ReplayReport, ReplayError> {
    let mut game = Game::default();
    let mut setup = None;
    let mut index = 0;
    while index < events.len() {
        // A marker (a signature, the server's deadline) says who made the step after it.
        let marker = marker_at(&game, events, index, verifies)?;
        if let Some(at) = marker {
            game.apply(&events[at]);
            index += 1;
            if index == events.len() {
                return Err(ReplayError {
                    index: at,
                    problem: ReplayProblem::MarkerWithoutStep {
                        at,
                        kind: kind(&events[at]),
                    },
                });
            }
        }
        let candidates = match marker {
            Some(at) => marked_candidates(&game, events, at)?,
            None => commands_for(&game, events, index)?,
        };
        let mut first_failure: Option<ReplayError> = None;
        let mut accepted = None;
        for candidate in candidates {
            match check(&game, events, index, &candidate) {
                Ok(count) => {
                    accepted = Some((count, candidate));
                    break;
                }
                Err(error) => {
                    first_failure.get_or_insert(error);
                }
            }
        }
        let Some((count, candidate)) = accepted else {
            let error = first_failure.unwrap_or_else(|| ReplayError {
                index,
                problem: ReplayProblem::DoesNotFollow {
                    at: index,
                    kind: kind(&events[index]),
                },
            });
            return Err(match marker {
                Some(at) => ReplayError {
                    index: error.index,
                    problem: ReplayProblem::NotTheNamedStep {
                        at,
                        kind: kind(&events[at]),
                        problem: Box::new(error.problem),
                    },
                },
                None => error,
            });
        };
        if marker.is_none() {
            check_unmarked(&game, events, index, &candidate.command)?;
        }
        if candidate.setup.is_some() {
            setup = candidate.setup;
        }
        for event in &events[index..index + count] {
            game.apply(event);
        }
        index += count;
    }
    Ok(ReplayReport { game, setup })
}

/// Where a candidate's disc or bid commitment comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Commitment {
    /// As `decide` makes it (the command holds no sealed value).
    Produced,
    /// From the log (the opening is not known yet).
    FromLog,
    /// From the player's signed command: the log must hold this one.
    Signed(Bytes32),
}

/// A command that may have produced the step starting at an event.
struct Candidate {
    command: Command,
    /// `DiscCommitted`, `BidCommitted`: where the commitment comes from.
    commitment: Commitment,
    /// `StartGame`: which setup this candidate assumes.
    setup: Option<SetupSource>,
}

impl Candidate {
    fn of(command: Command) -> Candidate {
        Candidate {
            command,
            commitment: Commitment::Produced,
            setup: None,
        }
    }
}

/// `Some(index)` if `events[index]` is a marker (`command_signed`, `deadline_passed`), after
/// checking a signature's number and key.
fn marker_at(
    game: &Game,
    events: &[Event],
    index: usize,
    verifies: &mut SignatureCheck<'_>,
) -> Result<Option<usize>, ReplayError> {
    match &events[index] {
        Event::CommandSigned {
            seat,
            n,
            command,
            signature,
        } => {
            let game_id = game.info().map(|info| info.game_id).unwrap_or_default();
            crate::signed::check_logged_with(
                game.keyring(),
                game_id,
                (*seat, game.player_at(*seat)),
                *n,
                command,
                signature,
                &mut |keys, message, signature| verifies(index, keys, message, signature),
            )
            .map_err(|error| ReplayError {
                index,
                problem: ReplayProblem::BadSignature { at: index, error },
            })?;
            Ok(Some(index))
        }
        Event::DeadlinePassed { .. } => Ok(Some(index)),
        _ => Ok(None),
    }
}

/// The one command the marker at `events[at]` allows for the step after it: the signed command,
/// or the no-show policy's move for the seat whose deadline passed.
fn marked_candidates(
    game: &Game,
    events: &[Event],
    at: usize,
) -> Result<Vec<Candidate>, ReplayError> {
    match &events[at] {
        Event::CommandSigned { seat, command, .. } => Ok(vec![signed_candidate(*seat, command)
            .ok_or_else(|| ReplayError {
                index: at,
                problem: ReplayProblem::NotCanonical {
                    at,
                    command: command.clone(),
                },
            })?]),
        Event::DeadlinePassed { seat, .. } => Ok(commands_for(game, events, at + 1)?
            .into_iter()
            .filter(|candidate| absent_seat(&candidate.command) == Some(*seat))
            .collect()),
        _ => Ok(Vec::new()),
    }
}

/// The command a `command_signed` event names, if its bytes are the canonical form of one.
fn signed_candidate(seat: Seat, command: &str) -> Option<Candidate> {
    let value: serde_json::Value = serde_json::from_str(command).ok()?;
    let sealed =
        || -> Option<Bytes32> { serde_json::from_value(value.get("commitment")?.clone()).ok() };
    let (parsed, commitment) = match value.get("type")?.as_str()? {
        "set_disc" => (
            PlayerCommand::SetDisc {
                actions: [Action::Gold, Action::Gold],
                nonce: Bytes32::default(),
            },
            Commitment::Signed(sealed()?),
        ),
        "sealed_bid" => (
            PlayerCommand::SealedBid {
                amount: crate::maharaja::gold::Gold::ZERO,
                nonce: Bytes32::default(),
            },
            Commitment::Signed(sealed()?),
        ),
        _ => (serde_json::from_value(value).ok()?, Commitment::Produced),
    };
    let events: Vec<Event> = match commitment {
        Commitment::Signed(commitment) => vec![Event::DiscCommitted {
            round: 0,
            seat,
            commitment,
            by_system: false,
        }],
        _ => Vec::new(),
    };
    if crate::maharaja::signing::canonical_command(&parsed, &events) != command {
        return None;
    }
    Some(Candidate {
        command: Command::player(seat, parsed),
        commitment,
        setup: None,
    })
}

/// The seat a no-show policy's command acts for.
fn absent_seat(command: &Command) -> Option<Seat> {
    match command {
        Command::System(
            SystemCommand::SetDiscForAbsentSeat { seat, .. }
            | SystemCommand::EndTurnForAbsentSeat { seat }
            | SystemCommand::ReplaceCharacterForAbsentSeat { seat }
            | SystemCommand::PassForAbsentSeat { seat }
            | SystemCommand::SealedBidForAbsentSeat { seat, .. }
            | SystemCommand::GiveCharacterForAbsentSeat { seat }
            | SystemCommand::VoidDiscForAbsentSeat { seat }
            | SystemCommand::VoidBidForAbsentSeat { seat },
        ) => Some(*seat),
        _ => None,
    }
}

/// At the signed-moves level, a step no marker names: a player's move nobody signed, or a
/// move the server made for a seat without naming the deadline.
fn check_unmarked(
    game: &Game,
    events: &[Event],
    index: usize,
    command: &Command,
) -> Result<(), ReplayError> {
    if !game.options().trust.signs() {
        return Ok(());
    }
    let what = kind(&events[index]);
    match command {
        Command::Player { seat, .. } => Err(ReplayError {
            index,
            problem: ReplayProblem::NotSigned {
                at: index,
                kind: what,
                seat: *seat,
            },
        }),
        other => match absent_seat(other) {
            Some(seat) => Err(ReplayError {
                index,
                problem: ReplayProblem::NoDeadlineNamed {
                    at: index,
                    kind: what,
                    seat,
                },
            }),
            None => Ok(()),
        },
    }
}

/// The type name an event has in the log (`"palace_built"`).
fn kind(event: &Event) -> String {
    serde_json::to_value(event)
        .ok()
        .and_then(|v| v.get("type").and_then(|t| t.as_str()).map(str::to_string))
        .unwrap_or_else(|| "unknown".to_string())
}

fn player(seat: Seat, command: PlayerCommand) -> Candidate {
    Candidate::of(Command::player(seat, command))
}

fn system(command: SystemCommand) -> Candidate {
    Candidate::of(Command::System(command))
}

/// The commands that may have produced the step starting at `events[index]`, most likely first.
fn commands_for(
    game: &Game,
    events: &[Event],
    index: usize,
) -> Result<Vec<Candidate>, ReplayError> {
    let event = &events[index];
    let candidates = match event {
        Event::GameCreated { .. }
        | Event::ContributionAdded { .. }
        | Event::SeedRevealed { .. }
        | Event::CharacterChosen { .. }
        | Event::InitialHousePlaced { .. } => setup_commands(events, index),
        Event::BidPlaced { .. }
        | Event::BidPassed { .. }
        | Event::BidCommitted { .. }
        | Event::BidRevealed { .. }
        | Event::BidUnopenable { .. }
        | Event::BidVoided { .. } => auction_commands(events, index),
        Event::DiscCommitted { .. }
        | Event::DiscRevealed { .. }
        | Event::DiscUnopenable { .. }
        | Event::DiscVoided { .. } => disc_commands(events, index),
        Event::ActionTokenUsed { .. }
        | Event::ArchitectTraveled { .. }
        | Event::GoldTaken { .. }
        | Event::HousesQuarried { .. }
        | Event::HouseBuilt { .. }
        | Event::HouseMoved { .. }
        | Event::PalaceBuilt { .. }
        | Event::GovernorMoved { .. }
        | Event::ForfeitCompensated { .. }
        | Event::TurnEnded { .. } => turn_commands(events, index),
        Event::CharactersSwapped { .. }
        | Event::CharacterLured { .. }
        | Event::CharacterGiven { .. }
        | Event::CharacterTaken { .. }
        | Event::CharacterReplaced { .. } => character_commands(events, index),
        Event::KeyRegistered { player, key, .. } => {
            vec![system(SystemCommand::RegisterKey {
                player: *player,
                key: key.clone(),
            })]
        }
        Event::CommandSigned { .. } | Event::DeadlinePassed { .. } => Vec::new(),
        Event::SeatsDrawn { .. }
        | Event::GovernorsPlaced { .. }
        | Event::NeutralPalacesPlaced { .. }
        | Event::InitialSupplyTaken { .. }
        | Event::RoundStarted { .. }
        | Event::MerchantGoldReceived { .. }
        | Event::CityScored { .. }
        | Event::AuctionStarted { .. }
        | Event::AuctionWon { .. }
        | Event::ActionTokenReceived { .. }
        | Event::GameEnded { .. } => {
            return Err(ReplayError {
                index,
                problem: ReplayProblem::CannotBeginStep {
                    at: index,
                    kind: kind(event),
                    over: game.phase() == crate::maharaja::state::Phase::Over,
                },
            })
        }
    };
    Ok(candidates)
}

/// The commands that may have begun a step of creation, contributions, the start, starting characters and houses at `events[index]`.
fn setup_commands(events: &[Event], index: usize) -> Vec<Candidate> {
    let event = &events[index];
    match event {
        Event::GameCreated {
            game_id,
            options,
            board,
            player_names,
            seed_commitment,
            ..
        } => vec![system(SystemCommand::CreateGame {
            game_id: *game_id,
            options: *options,
            board: std::sync::Arc::clone(board),
            player_names: player_names.clone(),
            seed_commitment: *seed_commitment,
        })],
        Event::ContributionAdded {
            player,
            contribution,
        } => vec![system(SystemCommand::AddContribution {
            player: *player,
            contribution: *contribution,
        })],
        Event::SeedRevealed { seed } => start_candidates(*seed, &events[index + 1..]),
        Event::CharacterChosen { seat, character } => vec![player(
            *seat,
            PlayerCommand::ChooseCharacter {
                character: *character,
            },
        )],
        Event::InitialHousePlaced { seat, village } => {
            vec![player(
                *seat,
                PlayerCommand::PlaceHouse { village: *village },
            )]
        }
        _ => Vec::new(),
    }
}

/// The commands that may have begun a step of the character auction at `events[index]`.
fn auction_commands(events: &[Event], index: usize) -> Vec<Candidate> {
    let event = &events[index];
    match event {
        Event::BidPlaced {
            seat,
            amount,
            by_system,
            ..
        } => {
            if *by_system {
                vec![system(SystemCommand::PassForAbsentSeat { seat: *seat })]
            } else {
                vec![player(*seat, PlayerCommand::Bid { amount: *amount })]
            }
        }
        Event::BidPassed {
            seat, by_system, ..
        } => {
            if *by_system {
                vec![system(SystemCommand::PassForAbsentSeat { seat: *seat })]
            } else {
                vec![player(*seat, PlayerCommand::PassBid)]
            }
        }
        Event::BidCommitted {
            seat, by_system, ..
        } => {
            let command = if *by_system {
                Command::System(SystemCommand::SealedBidForAbsentSeat {
                    seat: *seat,
                    nonce: Bytes32::default(),
                })
            } else {
                Command::player(
                    *seat,
                    PlayerCommand::SealedBid {
                        amount: crate::maharaja::gold::Gold::ZERO,
                        nonce: Bytes32::default(),
                    },
                )
            };
            vec![Candidate {
                command,
                commitment: Commitment::FromLog,
                setup: None,
            }]
        }
        Event::BidRevealed { .. } | Event::BidUnopenable { .. } => {
            let bids = events[index..]
                .iter()
                .map_while(|e| match e {
                    Event::BidRevealed {
                        seat,
                        amount,
                        nonce,
                        ..
                    } => Some(Some(BidOpening {
                        seat: *seat,
                        amount: *amount,
                        nonce: *nonce,
                    })),
                    Event::BidUnopenable { .. } => Some(None),
                    _ => None,
                })
                .flatten()
                .collect();
            vec![system(SystemCommand::RevealBids { bids })]
        }
        Event::BidVoided { seat, .. } => {
            vec![system(SystemCommand::VoidBidForAbsentSeat { seat: *seat })]
        }
        _ => Vec::new(),
    }
}

/// The commands that may have begun a step of discs at `events[index]`.
fn disc_commands(events: &[Event], index: usize) -> Vec<Candidate> {
    let event = &events[index];
    match event {
        Event::DiscCommitted {
            seat,
            by_system: false,
            commitment,
            ..
        } => vec![
            Candidate {
                command: Command::player(
                    *seat,
                    PlayerCommand::SetDisc {
                        actions: [Action::Gold, Action::Gold],
                        nonce: Bytes32::default(),
                    },
                ),
                commitment: Commitment::FromLog,
                setup: None,
            },
            // Sealed in the browser: the player sent the commitment alone.
            player(
                *seat,
                PlayerCommand::SealDisc {
                    commitment: *commitment,
                },
            ),
        ],
        Event::DiscCommitted {
            seat, by_system, ..
        } => {
            let command = if *by_system {
                Command::System(SystemCommand::SetDiscForAbsentSeat {
                    seat: *seat,
                    nonce: Bytes32::default(),
                })
            } else {
                Command::player(
                    *seat,
                    PlayerCommand::SetDisc {
                        actions: [Action::Gold, Action::Gold],
                        nonce: Bytes32::default(),
                    },
                )
            };
            vec![Candidate {
                command,
                commitment: Commitment::FromLog,
                setup: None,
            }]
        }
        Event::DiscRevealed {
            seat,
            actions,
            nonce,
            ..
        } => vec![system(SystemCommand::RevealDisc {
            seat: *seat,
            actions: *actions,
            nonce: *nonce,
        })],
        Event::DiscUnopenable { seat, .. } => {
            vec![system(SystemCommand::DeclareDiscUnopenable { seat: *seat })]
        }
        Event::DiscVoided { seat, .. } => {
            vec![system(SystemCommand::VoidDiscForAbsentSeat { seat: *seat })]
        }
        _ => Vec::new(),
    }
}

/// The commands that may have begun a step of a turn's steps and its end at `events[index]`.
fn turn_commands(events: &[Event], index: usize) -> Vec<Candidate> {
    let event = &events[index];
    match event {
        Event::ActionTokenUsed { seat, action } => {
            vec![player(
                *seat,
                PlayerCommand::UseActionToken { action: *action },
            )]
        }
        Event::ArchitectTraveled { seat, path, .. } => {
            vec![player(
                *seat,
                PlayerCommand::TravelPath { path: path.clone() },
            )]
        }
        Event::GoldTaken { seat, slot, .. } => {
            vec![player(*seat, PlayerCommand::TakeGold { slot: *slot })]
        }
        Event::HousesQuarried { seat, slot, .. } => {
            vec![player(*seat, PlayerCommand::TakeFromQuarry { slot: *slot })]
        }
        Event::HouseBuilt { seat, by, at, .. } => vec![player(
            *seat,
            match by {
                Means::Slot(slot) => PlayerCommand::BuildHouse {
                    slot: *slot,
                    at: *at,
                },
                Means::Builder => PlayerCommand::BuilderBuildHouse { at: *at },
            },
        )],
        Event::HouseMoved { seat, by, from, to } => vec![player(
            *seat,
            match by {
                Means::Slot(slot) => PlayerCommand::MoveHouse {
                    slot: *slot,
                    from: *from,
                    to: *to,
                },
                Means::Builder => PlayerCommand::BuilderMoveHouse {
                    from: *from,
                    to: *to,
                },
            },
        )],
        Event::PalaceBuilt {
            seat,
            slot,
            city,
            site,
            ..
        } => vec![player(
            *seat,
            PlayerCommand::BuildPalace {
                slot: *slot,
                city: *city,
                site: *site,
            },
        )],
        Event::GovernorMoved {
            seat, slot, city, ..
        } => vec![player(
            *seat,
            PlayerCommand::MoveGovernor {
                slot: *slot,
                city: *city,
            },
        )],
        // The end of a turn: `ForfeitCompensated` comes first when part of the disc was left.
        Event::ForfeitCompensated { seat, .. } | Event::TurnEnded { seat, .. } => {
            let by_system = events[index..]
                .iter()
                .take(2)
                .find_map(|e| match e {
                    Event::TurnEnded { by_system, .. } => Some(*by_system),
                    _ => None,
                })
                .unwrap_or(false);
            let by_player = player(*seat, PlayerCommand::EndTurn);
            let by_policy = system(SystemCommand::EndTurnForAbsentSeat { seat: *seat });
            if by_system {
                vec![by_policy, by_player]
            } else {
                vec![by_player, by_policy]
            }
        }
        _ => Vec::new(),
    }
}

/// The commands that may have begun a step of characters changing hands at `events[index]`.
fn character_commands(events: &[Event], index: usize) -> Vec<Candidate> {
    let event = &events[index];
    match event {
        Event::CharactersSwapped {
            seat,
            slot,
            took,
            gave,
            ..
        } => vec![player(
            *seat,
            PlayerCommand::SwapCharacters {
                slot: *slot,
                take: *took,
                give: *gave,
            },
        )],
        Event::CharacterLured {
            seat,
            slot,
            from_seat,
        } => vec![player(
            *seat,
            PlayerCommand::LureCharacter {
                slot: *slot,
                from_seat: *from_seat,
            },
        )],
        Event::CharacterGiven {
            seat,
            character,
            by_system,
            ..
        } => {
            if *by_system {
                vec![system(SystemCommand::GiveCharacterForAbsentSeat {
                    seat: *seat,
                })]
            } else {
                vec![player(
                    *seat,
                    PlayerCommand::GiveCharacter {
                        character: *character,
                    },
                )]
            }
        }
        Event::CharacterTaken {
            seat,
            slot,
            character,
            ..
        } => vec![player(
            *seat,
            PlayerCommand::TakeCharacter {
                slot: *slot,
                character: *character,
            },
        )],
        Event::CharacterReplaced {
            seat,
            character,
            by_system,
        } => {
            if *by_system {
                vec![system(SystemCommand::ReplaceCharacterForAbsentSeat {
                    seat: *seat,
                })]
            } else {
                vec![player(
                    *seat,
                    PlayerCommand::ReplaceCharacter {
                        character: *character,
                    },
                )]
            }
        }
        _ => Vec::new(),
    }
}

/// `StartGame` exactly as the setup events say it was given: the seating drawn or fixed, the
/// track drawn or given. The events carry both flags, so there is one candidate, and `decide`
/// re-derives whatever was drawn from the seed and contributions.
fn start_candidates(seed: Bytes32, rest: &[Event]) -> Vec<Candidate> {
    let setup = &rest[..rest.len().min(3)];
    let fixed_seating = setup
        .iter()
        .any(|e| matches!(e, Event::SeatsDrawn { fixed: true, .. }));
    let governors = setup.iter().find_map(|e| match e {
        Event::GovernorsPlaced { track, given: true } => Some(track.clone()),
        _ => None,
    });
    let source = match (fixed_seating, governors.is_some()) {
        (false, false) => SetupSource::Drawn,
        (true, false) => SetupSource::FixedSeating,
        (false, true) => SetupSource::GivenGovernors,
        (true, true) => SetupSource::FixedSeatingAndGivenGovernors,
    };
    vec![Candidate {
        command: Command::System(SystemCommand::StartGame {
            seed,
            fixed_seating,
            governors,
        }),
        commitment: Commitment::Produced,
        setup: Some(source),
    }]
}

/// Runs `decide` for a candidate and compares its events with the log from `index`; returns
/// how many events the step has.
fn check(
    game: &Game,
    events: &[Event],
    index: usize,
    candidate: &Candidate,
) -> Result<usize, ReplayError> {
    let mut produced = decide(game, &candidate.command).map_err(|violation| ReplayError {
        index,
        problem: ReplayProblem::Refused {
            at: index,
            kind: kind(&events[index]),
            violation,
        },
    })?;
    if produced.is_empty() {
        return Err(ReplayError {
            index,
            problem: ReplayProblem::ProducesNothing {
                at: index,
                kind: kind(&events[index]),
            },
        });
    }
    let given = match candidate.commitment {
        Commitment::Produced => None,
        Commitment::FromLog => match events.get(index) {
            Some(Event::DiscCommitted { commitment, .. })
            | Some(Event::BidCommitted { commitment, .. }) => Some(*commitment),
            _ => None,
        },
        Commitment::Signed(commitment) => Some(commitment),
    };
    if let Some(given) = given {
        match produced.first_mut() {
            Some(Event::DiscCommitted { commitment, .. })
            | Some(Event::BidCommitted { commitment, .. }) => *commitment = given,
            _ => {}
        }
    }
    for (offset, expected) in produced.iter().enumerate() {
        let at = index + offset;
        let Some(found) = events.get(at) else {
            return Err(ReplayError {
                index: at,
                problem: ReplayProblem::LogEnds {
                    last: at.saturating_sub(1),
                    at,
                    kind: kind(expected),
                },
            });
        };
        if found != expected {
            let expected_json = serde_json::to_string(expected).unwrap_or_default();
            return Err(ReplayError {
                index: at,
                problem: ReplayProblem::OtherEvent {
                    at,
                    kind: kind(found),
                    expected: expected_json,
                },
            });
        }
    }
    Ok(produced.len())
}
