//! Bots for Citadels: `random` (a uniform legal move) and `greedy` (builds the dearest district
//! it can, collects its colour's resources, and aims its ability at the leader). Both choose
//! from [`legal_moves`] with their own random stream, never the game's.

use super::cards::{Character, District};
use super::command::Command;
use super::decide::decide;
use super::draw::Stream;
use super::event::{DraftSetup, Record};
use super::legal::legal_moves;
use super::options::Options;
use super::state::{Phase, State};
use super::violation::RuleViolation;
use crate::bytes::Bytes32;
use crate::ids::{GameId, Seat};

/// Which bot plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BotKind {
    /// A uniformly random legal move.
    Random,
    /// A simple greedy player.
    Greedy,
}

/// The stream a bot chooses with.
pub type BotStream = Stream;

/// The move a bot makes (None when it is not this seat's move).
pub fn choose(state: &State, seat: Seat, kind: BotKind, stream: &mut BotStream) -> Option<Command> {
    let mut moves = legal_moves(state, seat);
    if moves.is_empty() {
        return None;
    }
    let mut nonce = [0u8; 32];
    for chunk in nonce.chunks_mut(8) {
        chunk.copy_from_slice(&stream.uniform_inclusive(u64::MAX).to_le_bytes());
    }
    for m in &mut moves {
        if let Command::Pick { nonce: n, .. } = m {
            *n = Bytes32(nonce);
        }
    }
    let pick = match kind {
        BotKind::Random => super::draw::index(stream, moves.len()),
        BotKind::Greedy => {
            let scores: Vec<i64> = moves.iter().map(|m| greedy_value(state, seat, m)).collect();
            let best = scores.iter().copied().max().unwrap_or(0);
            let ties: Vec<usize> = (0..moves.len()).filter(|i| scores[*i] == best).collect();
            ties[super::draw::index(stream, ties.len())]
        }
    };
    Some(moves.swap_remove(pick))
}

fn leader(state: &State, seat: Seat) -> Option<Seat> {
    (0..state.seats())
        .map(|i| Seat(i as u8))
        .filter(|s| *s != seat)
        .max_by_key(|s| {
            state.players[s.index()]
                .city
                .iter()
                .map(|b| b.cost())
                .sum::<u32>()
        })
}

fn greedy_value(state: &State, seat: Seat, command: &Command) -> i64 {
    let me = &state.players[seat.index()];
    match command {
        Command::Pick { character, .. } => match character {
            Character::Architect if me.hand_count >= 2 => 9,
            Character::Merchant | Character::King | Character::Warlord => 7,
            Character::Thief | Character::Assassin => 5,
            Character::Bishop => 4,
            _ => i64::from(character.rank()) % 4,
        },
        Command::Collect { .. } => 100,
        Command::Build { district, with, .. } => {
            let base = 50 + i64::from(district.cost()) * 5;
            if matches!(with, super::command::BuildWith::Gold) {
                base
            } else {
                base - 40
            }
        }
        Command::Gold { .. } => {
            if me.hand_count >= 2 {
                30
            } else {
                20
            }
        }
        Command::Draw { .. } => {
            if me.hand_count >= 2 {
                20
            } else {
                30
            }
        }
        Command::Keep { districts, .. } => districts.iter().map(|d| i64::from(d.cost())).sum(),
        Command::Destroy {
            target, district, ..
        } => {
            if Some(*target) == leader(state, seat) && district.cost() <= 2 {
                40
            } else {
                -10
            }
        }
        Command::Kill { character, .. } | Command::Rob { character, .. } => {
            10 + i64::from(character.rank())
        }
        Command::Exchange { target, .. } => {
            if state.players[target.index()].hand_count > me.hand_count + 1 {
                25
            } else {
                -5
            }
        }
        Command::Redraw { .. } => -5,
        Command::Ability { .. } => 5,
        Command::EndTurn { .. } => 0,
        _ => 0,
    }
}

/// A bot game's setup.
#[derive(Debug, Clone)]
pub struct BotGame {
    /// Options.
    pub options: Options,
    /// The game's seed.
    pub seed: Bytes32,
    /// The bots, by seat.
    pub bots: Vec<BotKind>,
    /// The bots' own seed.
    pub bot_seed: Bytes32,
}

/// A finished (or stopped) bot game.
#[derive(Debug, Clone)]
pub struct PlayedGame {
    /// Every record.
    pub records: Vec<Record>,
    /// The final referee state.
    pub state: State,
}

/// Most commands a bot game may take before it is stopped (a safety net).
pub const MAX_COMMANDS: usize = 20_000;

/// Plays a whole game with bots.
pub fn play(game: &BotGame) -> Result<PlayedGame, RuleViolation> {
    play_with(game, None, Vec::new())
}

/// Plays a whole game with bots, optionally from a fixed deck and set-asides.
pub fn play_with(
    game: &BotGame,
    deck: Option<Vec<District>>,
    drafts: Vec<DraftSetup>,
) -> Result<PlayedGame, RuleViolation> {
    let players = usize::from(game.options.players);
    let contributions: Vec<Bytes32> = (0..players).map(|i| Bytes32([i as u8; 32])).collect();
    let start = Command::Start {
        game: GameId([7; 16]),
        options: game.options.clone(),
        seed: game.seed,
        contributions,
        deck,
        drafts,
    };
    let mut records = decide(&State::default(), &start)?;
    let mut state = super::fold(&records);
    let mut stream = Stream::new(&game.bot_seed, &[]);
    for _ in 0..MAX_COMMANDS {
        if state.phase == Phase::Over {
            break;
        }
        let Some(&seat) = state.awaiting().first() else {
            break;
        };
        let kind = game
            .bots
            .get(seat.index())
            .copied()
            .unwrap_or(BotKind::Random);
        let Some(command) = choose(&state, seat, kind, &mut stream) else {
            break;
        };
        let new = decide(&state, &command)?;
        for r in &new {
            state = super::evolve(state, &r.event, r.secret.as_ref());
        }
        records.extend(new);
    }
    Ok(PlayedGame { records, state })
}
