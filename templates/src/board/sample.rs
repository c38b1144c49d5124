//! A sample game for previews, tests and snapshots: a seeded 4-player greedy-bot game on the
//! classic board with neutral palaces, players renamed Anna, Bára, Cyril and Daniel.

use std::sync::Arc;

use durbar_domain::maharaja::{evolve, play_game, BotKind, Event, Game, GameConfig};

/// The whole log of the sample game.
pub fn sample_events() -> Vec<Event> {
    sample_events_with(4, 7)
}

/// The whole log of a seeded greedy-bot game of `players` on the classic board, with neutral
/// palaces when fewer than 5 play, the players renamed Anna, Bára, Cyril, Daniel and Eva.
pub fn sample_events_with(players: usize, seed: u64) -> Vec<Event> {
    let mut config =
        GameConfig::classic(players, BotKind::Greedy, seed).expect("the classic board loads");
    config.options.neutral_palaces = players < 5;
    let mut events = play_game(&config).expect("the sample game plays").events;
    if let Some(Event::GameCreated { player_names, .. }) = events.first_mut() {
        *player_names = ["Anna", "Bára", "Cyril", "Daniel", "Eva"][..players]
            .iter()
            .map(|n| n.to_string())
            .collect();
    }
    events
}

/// The sample game folded over its first `count` events.
pub fn sample_game_after(count: usize) -> Game {
    sample_events()
        .iter()
        .take(count)
        .fold(Game::default(), evolve)
}

/// The sample game in the middle of round 5: after the first turn of the round has ended.
pub fn sample_mid_game() -> Game {
    let events = sample_events();
    let at = events
        .iter()
        .position(|e| matches!(e, Event::TurnEnded { round: 5, .. }))
        .map_or(events.len(), |i| i + 1);
    events.iter().take(at).fold(Game::default(), evolve)
}

/// The board of a game (the classic board before creation).
pub fn board_of(game: &Game) -> Arc<durbar_domain::maharaja::Board> {
    game.info().map_or_else(
        || Arc::new(durbar_domain::maharaja::Board::shipped("classic").expect("classic")),
        |info| Arc::clone(&info.board),
    )
}
