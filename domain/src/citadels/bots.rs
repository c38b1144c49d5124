//! Bots for Citadels: `random` (a uniform legal move) and `greedy` (builds the dearest district
//! it can, collects its colour's resources, and aims its ability at the leader). Both choose
//! from what their seat may know (C4): the seat's [`view`] and its [`legal_moves`], never the
//! referee's state (other hands, the deck, the seed), with their own random stream, never the
//! game's. A bot seat of the server (`turn_mail::bots`) and `durbar simulate` play the same bot.

use super::cards::{Character, District};
use super::command::Command;
use super::decide::decide;
use super::draw::Stream;
use super::event::{DraftSetup, Record};
use super::legal::legal_moves;
use super::options::Options;
use super::state::{Phase, State};
use super::view::{view, View, Viewer};
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

/// The move a bot makes for `seat` on the referee's `state` (None when it is not this seat's
/// move): [`choose`] on what the seat may see, the seat's view and legal moves.
pub fn choose_for(
    state: &State,
    seat: Seat,
    kind: BotKind,
    stream: &mut BotStream,
) -> Option<Command> {
    choose(
        &view(state, Viewer::Seat(seat)),
        seat,
        legal_moves(state, seat),
        kind,
        stream,
    )
}

/// The move a bot makes for `seat` from the seat's `seen` view, among its legal `moves` (None
/// when there are none). A pick's nonce is drawn from `stream` (the server replaces it with one
/// from the OS generator).
pub fn choose(
    seen: &View,
    seat: Seat,
    mut moves: Vec<Command>,
    kind: BotKind,
    stream: &mut BotStream,
) -> Option<Command> {
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
            let scores: Vec<i64> = moves.iter().map(|m| greedy_value(seen, seat, m)).collect();
            let best = scores.iter().copied().max().unwrap_or(0);
            let ties: Vec<usize> = (0..moves.len()).filter(|i| scores[*i] == best).collect();
            ties[super::draw::index(stream, ties.len())]
        }
    };
    Some(moves.swap_remove(pick))
}

fn leader(seen: &View, seat: Seat) -> Option<Seat> {
    seen.players
        .iter()
        .filter(|p| p.seat != seat)
        .max_by_key(|p| p.city.iter().map(|b| b.cost()).sum::<u32>())
        .map(|p| p.seat)
}

fn greedy_value(seen: &View, seat: Seat, command: &Command) -> i64 {
    let Some(me) = seen.players.get(seat.index()) else {
        return 0;
    };
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
            if Some(*target) == leader(seen, seat) && district.cost() <= 2 {
                40
            } else {
                -10
            }
        }
        Command::Kill { character, .. } | Command::Rob { character, .. } => {
            10 + i64::from(character.rank())
        }
        Command::Exchange { target, .. } => {
            let theirs = seen.players.get(target.index()).map_or(0, |p| p.hand_count);
            if theirs > me.hand_count + 1 {
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
        let Some(command) = choose_for(&state, seat, kind, &mut stream) else {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `state` with what `seat` cannot see changed: every other hand it is not spying on holds
    /// other cards (as many), and the deck is in another order.
    fn unseen_changed(state: &State, seat: Seat) -> State {
        let mut other = state.clone();
        let spied = state.turn.as_ref().and_then(|t| t.spied);
        let Some(referee) = other.referee.as_mut() else {
            return other;
        };
        for (index, player) in other.players.iter_mut().enumerate() {
            let theirs = Seat(index as u8);
            if theirs == seat || spied == Some(theirs) {
                continue;
            }
            for card in &mut player.hand {
                if let Some(swapped) = referee.deck.pop_front() {
                    referee.deck.push_back(std::mem::replace(card, swapped));
                }
            }
        }
        referee.deck.make_contiguous().reverse();
        other
    }

    #[test]
    fn a_bot_chooses_the_same_whatever_its_seat_cannot_see() {
        // Given bot games of 2 to 6 players, greedy and random,
        let mut compared = 0;
        let mut differed = 0;
        for players in 2..=6u8 {
            for kind in [BotKind::Greedy, BotKind::Random] {
                let game = BotGame {
                    options: Options::first_game(players),
                    seed: Bytes32([players; 32]),
                    bots: vec![kind; usize::from(players)],
                    bot_seed: Bytes32([9; 32]),
                };
                let played = play(&game).expect("a bot game plays");
                let mut state = State::default();
                for record in played.records.iter().take(1500) {
                    state = super::super::evolve(state, &record.event, record.secret.as_ref());
                    let Some(&seat) = state.awaiting().first() else {
                        continue;
                    };
                    // When the referee's state differs in another hand and the deck order,
                    let other = unseen_changed(&state, seat);
                    if other != state {
                        differed += 1;
                    }
                    assert_eq!(
                        view(&state, Viewer::Seat(seat)),
                        view(&other, Viewer::Seat(seat))
                    );
                    // then the seat's bot makes the same choice with the same stream.
                    let stream = Stream::new(&Bytes32([players; 32]), &[]);
                    let mine = choose_for(&state, seat, kind, &mut stream.clone());
                    let theirs = choose_for(&other, seat, kind, &mut stream.clone());
                    assert_eq!(mine, theirs, "seat {seat:?}, {players} players");
                    compared += 1;
                }
            }
        }
        assert!(compared > 1000, "{compared} choices compared");
        assert!(differed * 2 > compared, "the hidden facts did differ");
    }
}
