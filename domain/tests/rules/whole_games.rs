//! Whole games played by a random bot on `legal_moves`: every legal move is accepted by
//! `decide`, replaying the log gives the live state, games end within 10 rounds, gold and
//! houses are conserved.

use crate::common;

use std::sync::Arc;

use durbar_domain::maharaja::{
    decide, legal_moves, seed_commitment, view, Action, Board, Bytes32, Command, Event, Game,
    GameId, GameOptions, Phase, PlayerCommand, Seat, SystemCommand, Viewer,
};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn play_random_game(
    board: Arc<Board>,
    players: usize,
    seed: u64,
    options: GameOptions,
) -> (Game, Vec<Event>) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let game_seed = Bytes32([seed as u8; 32]);
    let game_id = GameId([seed as u8; 16]);
    let mut game = Game::default();
    let mut log = Vec::new();
    let apply = |game: &mut Game, log: &mut Vec<Event>, command: &Command| {
        let events = decide(game, command)
            .unwrap_or_else(|v| panic!("legal command {command:?} refused: {v}"));
        for e in events {
            game.apply(&e);
            log.push(e);
        }
    };
    apply(
        &mut game,
        &mut log,
        &Command::System(SystemCommand::CreateGame {
            game_id,
            options,
            board,
            player_names: (0..players).map(|i| format!("P{i}")).collect(),
            seed_commitment: seed_commitment(game_id, &game_seed),
        }),
    );
    apply(
        &mut game,
        &mut log,
        &Command::System(SystemCommand::StartGame {
            seed: game_seed,
            fixed_seating: false,
            governors: None,
        }),
    );
    let mut escrow: Vec<Option<([Action; 2], Bytes32)>> = vec![None; players];
    let mut steps = 0;
    while game.phase() != Phase::Over {
        steps += 1;
        assert!(steps < 20_000, "the game does not end");
        if let Some(seat) = game.pending_reveal() {
            let (actions, nonce) = escrow[seat.index()].take().expect("escrowed disc");
            apply(
                &mut game,
                &mut log,
                &Command::System(SystemCommand::RevealDisc {
                    seat,
                    actions,
                    nonce,
                }),
            );
            continue;
        }
        let seats = game.awaiting_seats();
        assert!(!seats.is_empty(), "nobody to act in {:?}", game.awaiting());
        let seat = seats[rng.below(seats.len())];
        let mut moves = legal_moves(&game, seat);
        assert!(!moves.is_empty(), "no legal move for {seat}");
        // Every legal move must be accepted.
        for m in &moves {
            assert!(
                decide(&game, m).is_ok(),
                "legal move refused: {m:?}: {:?}",
                decide(&game, m)
            );
        }
        // Prefer doing something over ending the turn early.
        if moves.len() > 1 && rng.below(4) != 0 {
            moves.retain(|m| {
                !matches!(
                    m,
                    Command::Player {
                        command: PlayerCommand::EndTurn,
                        ..
                    }
                )
            });
        }
        let mut command = moves.swap_remove(rng.below(moves.len()));
        if let Command::Player {
            seat,
            command: PlayerCommand::SetDisc { actions, nonce },
        } = &mut command
        {
            *nonce = Bytes32([rng.next() as u8; 32]);
            escrow[seat.index()] = Some((*actions, *nonce));
        }
        apply(&mut game, &mut log, &command);
    }
    (game, log)
}

fn check_invariants(game: &Game, log: &[Event], players: usize) {
    // Replay == live.
    let replayed = Game::from_events(log);
    assert_eq!(
        view(&replayed, Viewer::Referee),
        view(game, Viewer::Referee)
    );
    // Rounds.
    assert!(game.round() <= game.options().last_round());
    // Gold conserved against the bank.
    let (paid, received) = game.bank_flows();
    let total: u64 = game.players().0.iter().map(|p| u64::from(p.gold.0)).sum();
    assert_eq!(total, 15 * players as u64 + paid - received);
    // 20 houses per colour.
    for seat in game.seats() {
        let p = game.player(seat).unwrap();
        assert_eq!(
            u32::from(p.supply) + u32::from(p.quarry) + game.houses_on_board(seat),
            20
        );
    }
    // Events survive a JSON round trip.
    for e in log {
        let json = serde_json::to_string(e).unwrap();
        let back: Event = serde_json::from_str(&json).unwrap();
        assert_eq!(&back, e);
    }
}

#[test]
fn random_games_on_the_tiny_board_keep_every_invariant() {
    for seed in 1..40u64 {
        let players = 2 + (seed as usize % 4);
        let (game, log) =
            play_random_game(common::tiny_board(), players, seed, GameOptions::default());
        check_invariants(&game, &log, players);
        assert!(!game.ranking().is_empty());
    }
}

#[test]
fn random_games_on_the_classic_board_keep_every_invariant() {
    let board = Arc::new(Board::shipped("classic").unwrap());
    for seed in 100..120u64 {
        let players = 2 + (seed as usize % 4);
        let options = GameOptions {
            short_game: seed % 3 == 0,
            neutral_palaces: seed % 2 == 0,
            ..GameOptions::default()
        };
        let (game, log) = play_random_game(Arc::clone(&board), players, seed, options);
        check_invariants(&game, &log, players);
    }
}

#[test]
fn views_hide_other_players_gold_while_the_game_runs_d12() {
    let board = common::tiny_board();
    let (game, log) = play_random_game(board, 3, 5, GameOptions::default());
    // Find a mid-game state.
    let mid = Game::from_events(&log[..log.len() / 2]);
    let seen = view(&mid, Viewer::Seat(Seat(0)));
    assert!(seen.players[0].gold.is_some());
    assert!(seen.players[1].gold.is_none() && seen.players[2].gold.is_none());
    assert!(view(&mid, Viewer::Spectator)
        .players
        .iter()
        .all(|p| p.gold.is_none()));
    // At the end all totals are public.
    assert!(view(&game, Viewer::Spectator)
        .players
        .iter()
        .all(|p| p.gold.is_some()));
}
