//! Games for tests, made and driven through the real store: created, joined by every player, and
//! played through setup by taking the first legal move of whoever the game waits for.

use std::sync::Arc;

use durbar_api::store::{NewGame, NewPlayer, PlayerLink, Store};
use durbar_domain::maharaja::{
    legal_moves, Board, Bytes32, Command, GameId, GameOptions, Phase, PlayerCommand,
};

/// A new game of `players` on the classic board, created and joined by everyone (so started).
pub async fn started_game(store: &Store, players: usize) -> (GameId, Vec<PlayerLink>) {
    let (game, links) = created_game(store, players).await;
    for player in 0..players as u8 {
        store
            .join(game, player, Bytes32([player + 1; 32]))
            .await
            .expect("join");
    }
    (game, links)
}

/// A disc command with a fresh random nonce.
pub fn set_disc(actions: [durbar_domain::maharaja::Action; 2]) -> PlayerCommand {
    PlayerCommand::SetDisc {
        actions,
        nonce: Bytes32(rand::random()),
    }
}

/// Plays the first legal move of the awaited seat until the game reaches `phase`.
pub async fn drive_until(store: &Store, game: GameId, phase: Phase) {
    for _ in 0..200 {
        let loaded = store.load(game).await.expect("load");
        if loaded.game.phase() == phase {
            return;
        }
        play_first_move(store, game).await;
    }
    panic!("the game did not reach {phase:?}");
}

/// Plays the first legal move of the first seat the game waits for (a disc with a fresh
/// nonce) and returns the new head seq.
pub async fn play_first_move(store: &Store, game: GameId) -> u64 {
    let loaded = store.load(game).await.expect("load");
    let seat = *loaded
        .game
        .awaiting_seats()
        .first()
        .expect("someone is awaited");
    let mut command = legal_moves(&loaded.game, seat)
        .into_iter()
        .next()
        .expect("a legal move");
    if let Command::Player {
        command: PlayerCommand::SetDisc { nonce, .. },
        ..
    } = &mut command
    {
        *nonce = Bytes32(rand::random());
    }
    store
        .execute(game, &command, None)
        .await
        .expect("a legal move is accepted")
        .after
        .seq
}

/// Waits (up to 15 s) until the game's head passes `seq`: a move a browser sent has landed.
pub async fn landed(store: &Store, game: GameId, seq: u64) {
    for _ in 0..150 {
        if store.load(game).await.expect("load").seq > seq {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the browser's move did not land");
}

/// Every player of `game` joins in a Chromium of their own (its screen chosen by `screen`
/// from the player's index), by following their personal link and pressing "Join" on the
/// service at `address`; returns the browsers, in the players' order.
pub async fn join_in_browsers(
    store: &Store,
    address: &str,
    game: GameId,
    links: &[PlayerLink],
    screen: impl Fn(usize) -> crate::chrome::Screen,
) -> Vec<crate::chrome::Chrome> {
    let mut browsers = Vec::new();
    for (i, link) in links.iter().enumerate() {
        let chrome = crate::chrome::Chrome::open(screen(i)).await;
        chrome.goto(&format!("{address}/p/{}", link.token)).await;
        let seq = store.load(game).await.expect("load").seq;
        chrome.click("#join-form button").await;
        landed(store, game, seq).await;
        browsers.push(chrome);
    }
    browsers
}

/// A new game of `players` on the classic board that nobody has joined yet.
pub async fn created_game(store: &Store, players: usize) -> (GameId, Vec<PlayerLink>) {
    created_game_with(store, players, GameOptions::default()).await
}

/// A new game with `options` that everyone has joined (so started).
pub async fn started_game_with(
    store: &Store,
    players: usize,
    options: GameOptions,
) -> (GameId, Vec<PlayerLink>) {
    let (game, links) = created_game_with(store, players, options).await;
    for player in 0..players as u8 {
        store
            .join(game, player, Bytes32([player + 1; 32]))
            .await
            .expect("join");
    }
    (game, links)
}

/// A new game of `players` with `options` on the classic board that nobody has joined yet.
pub async fn created_game_with(
    store: &Store,
    players: usize,
    options: GameOptions,
) -> (GameId, Vec<PlayerLink>) {
    let names = ["Anna", "Bára", "Cyril", "Daniel", "Eva"];
    let new = NewGame {
        title: "Test game".into(),
        private: false,
        options,
        board: Arc::new(Board::shipped("classic").expect("the classic board loads")),
        players: names[..players]
            .iter()
            .map(|name| NewPlayer {
                name: (*name).into(),
                email: format!("{}@example.test", name.to_lowercase()),
            })
            .collect(),
        lang: durbar_api::turn_mail::Lang::En,
    };
    store.create_game(new).await.expect("create game")
}
