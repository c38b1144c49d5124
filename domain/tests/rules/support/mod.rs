//! Shared helpers of the bot, replay, property and snapshot tests: seeded bot games and a
//! comparable fingerprint of a game state (`Game` itself has no `PartialEq`).
#![allow(dead_code)]

use std::sync::{Arc, OnceLock};

use durbar_domain::maharaja::state::{CityPalaces, TurnState};
use durbar_domain::maharaja::{decide, legal_moves, replay};
use durbar_domain::maharaja::{
    play_game, view, Board, BotKind, Bytes32, Game, GameConfig, GameOptions, Phase, PlayedGame,
    PlayerState, RankEntry, View, Viewer,
};
use proptest::prelude::{prop_assert_eq, TestCaseError};

/// The shipped classic board, loaded once.
pub fn classic() -> Arc<Board> {
    static BOARD: OnceLock<Arc<Board>> = OnceLock::new();
    Arc::clone(BOARD.get_or_init(|| Arc::new(Board::shipped("classic").expect("classic loads"))))
}

/// A bot game on the classic board; panics (with the table's error) if it fails.
pub fn play(seed: u64, players: usize, bots: BotKind, options: GameOptions) -> PlayedGame {
    let config = GameConfig {
        players,
        bots,
        seed,
        options,
        board: classic(),
    };
    play_game(&config).unwrap_or_else(|e| panic!("bot game (seed {seed}) failed: {e}"))
}

/// Everything a fold knows, in comparable form.
#[derive(Debug, Clone, PartialEq)]
pub struct Fingerprint {
    pub referee: View,
    pub phase: Phase,
    pub round: u32,
    pub players: Vec<PlayerState>,
    pub turn: Option<TurnState>,
    pub palaces: Vec<CityPalaces>,
    pub bank_flows: (u64, u64),
    pub ranking: Vec<RankEntry>,
    pub seed: Option<Bytes32>,
    pub contributions: Vec<Option<Bytes32>>,
    pub seat_players: Vec<u8>,
}

/// The fingerprint of a state.
pub fn fingerprint(game: &Game) -> Fingerprint {
    let cities = game.board().map_or(0, |b| b.cities().len());
    Fingerprint {
        referee: view(game, Viewer::Referee),
        phase: game.phase(),
        round: game.round(),
        players: game.players().0.clone(),
        turn: game.turn().copied(),
        palaces: (0..cities).map(|c| game.city_palaces(c)).collect(),
        bank_flows: game.bank_flows(),
        ranking: game.ranking().to_vec(),
        seed: game.seed(),
        contributions: game.contributions().to_vec(),
        seat_players: game.seat_players().to_vec(),
    }
}

/// The live state equals both the plain fold of the log and the full rules replay of it.
pub fn check_replay(played: &PlayedGame) -> Result<(), TestCaseError> {
    let live = fingerprint(&played.final_state);
    prop_assert_eq!(&fingerprint(&Game::from_events(&played.events)), &live);
    let replayed = replay(&played.events).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&fingerprint(&replayed), &live);
    Ok(())
}

/// Every legal move of every seat is accepted, at every `every`-th command of the game.
pub fn check_legal_moves(played: &PlayedGame, every: usize) -> Result<(), TestCaseError> {
    let mut game = Game::default();
    let mut folded = 0;
    for recorded in played.commands.iter().step_by(every) {
        for event in &played.events[folded..recorded.events_before] {
            game.apply(event);
        }
        folded = recorded.events_before;
        for seat in game.seats() {
            for command in legal_moves(&game, seat) {
                if let Err(violation) = decide(&game, &command) {
                    return Err(TestCaseError::fail(format!(
                        "legal move {command:?} refused after event {folded}: {violation}"
                    )));
                }
            }
        }
    }
    Ok(())
}
