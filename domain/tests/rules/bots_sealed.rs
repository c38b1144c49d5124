//! Bots at the signed levels (issue 21): at the sealed-in-the-browser level `legal_moves` lists
//! a disc as the sealed move (`seal_disc`) and its opening as `open_disc`, never `set_disc`; a
//! bot seals its disc with a nonce from its own seed and opens it itself when its turn begins;
//! the table signs every bot move with the player's registered key, so a whole bot game at
//! either signed level replays under `durbar verify`'s rules.

use crate::support;

use durbar_domain::maharaja::testing::Table;
use durbar_domain::maharaja::{
    decide, legal_moves, replay, BotKind, Character, Command, Event, GameOptions, Phase,
    PlayerCommand, Seat, Trust,
};
use proptest::prelude::*;

use support::play;

fn at(trust: Trust) -> GameOptions {
    GameOptions {
        trust,
        ..GameOptions::default()
    }
}

/// A two-player game at `trust` in round 1's disc phase (setup played by the table, unsigned:
/// `decide` does not check signatures, the server does).
fn discs_at(trust: Trust) -> Table {
    let table = Table::with_options(&[Character::Builder, Character::Merchant], at(trust))
        .houses(&["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8"]);
    assert_eq!(table.game.phase(), Phase::Discs);
    table
}

fn player_moves(table: &Table, seat: u8) -> Vec<PlayerCommand> {
    legal_moves(&table.game, Seat(seat))
        .into_iter()
        .map(|command| match command {
            Command::Player { command, .. } => command,
            Command::System(system) => panic!("a system command listed: {system:?}"),
        })
        .collect()
}

#[test]
fn at_the_sealed_level_a_disc_is_listed_as_its_commitment_and_each_is_accepted() {
    // Given a game sealed in the browser, setting discs
    let table = discs_at(Trust::SealedInBrowser);
    // When seat 0 asks for its legal moves
    let moves = player_moves(&table, 0);
    // Then every disc is there once, as the sealed move, never set_disc
    assert_eq!(moves.len(), 81);
    assert!(moves
        .iter()
        .all(|m| matches!(m, PlayerCommand::SealDisc { .. })));
    let distinct: std::collections::BTreeSet<String> = moves
        .iter()
        .map(|m| serde_json::to_string(m).unwrap())
        .collect();
    assert_eq!(distinct.len(), 81, "one commitment per disc");
    // And the rules accept each of them
    for command in moves {
        decide(&table.game, &Command::player(Seat(0), command.clone()))
            .unwrap_or_else(|v| panic!("{command:?} refused: {v}"));
    }
}

#[test]
fn at_the_other_levels_a_disc_is_still_set_with_its_opening() {
    for trust in [Trust::Server, Trust::SignedMoves] {
        let table = discs_at(trust);
        let moves = player_moves(&table, 1);
        assert_eq!(moves.len(), 81, "{trust:?}");
        assert!(
            moves
                .iter()
                .all(|m| matches!(m, PlayerCommand::SetDisc { .. })),
            "{trust:?}"
        );
    }
}

/// Whether every `disc_committed` of a player at the sealed level follows that seat's signed
/// `seal_disc`, and every player-sealed disc's reveal follows that seat's signed `open_disc`
/// (the server never opened one).
#[track_caller]
fn every_disc_sealed_and_opened_by_its_player(events: &[Event]) {
    let mut sealed = 0;
    for (i, event) in events.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| &events[j]);
        match event {
            Event::DiscCommitted {
                seat,
                by_system: false,
                ..
            } => {
                sealed += 1;
                assert!(
                    matches!(before, Some(Event::CommandSigned { seat: s, command, .. })
                        if s == seat && command.starts_with("{\"type\":\"seal_disc\"")),
                    "event {i}: {event:?} after {before:?}"
                );
            }
            Event::DiscRevealed { seat, .. } => assert!(
                matches!(before, Some(Event::CommandSigned { seat: s, command, .. })
                    if s == seat && command.starts_with("{\"type\":\"open_disc\"")),
                "event {i}: {event:?} after {before:?}"
            ),
            _ => {}
        }
    }
    assert!(sealed > 0, "discs were sealed");
}

#[test]
fn a_bot_game_sealed_in_the_browser_ends_signed_and_replays() {
    for bots in BotKind::ALL {
        // Given bots at every seat of a game sealed in the browser
        // When they play it through
        let played = play(21, 3, bots, at(Trust::SealedInBrowser));
        // Then it ends, every disc was sealed and opened by its own bot, signed
        assert_eq!(played.final_state.phase(), Phase::Over, "{bots}");
        every_disc_sealed_and_opened_by_its_player(&played.events);
        // And the log replays under the rules, signatures included
        let replayed = replay(&played.events).unwrap_or_else(|e| panic!("{bots}: {e}"));
        assert_eq!(replayed.phase(), Phase::Over);
        // And the same seed plays the same game
        assert_eq!(
            play(21, 3, bots, at(Trust::SealedInBrowser)).events,
            played.events
        );
    }
}

#[test]
fn a_bot_game_with_sealed_bids_sealed_in_the_browser_ends_and_replays() {
    for bots in BotKind::ALL {
        // Given bots at every seat of a game sealed in the browser with a sealed-bid auction
        let options = GameOptions {
            auction: durbar_domain::maharaja::Auction::Sealed,
            ..at(Trust::SealedInBrowser)
        };
        // When they play it through
        let played = play(5, 4, bots, options);
        // Then it ends, and every bid was sealed and opened by its own bot, signed (R27)
        assert_eq!(played.final_state.phase(), Phase::Over, "{bots}");
        let mut opened = 0;
        for (i, event) in played.events.iter().enumerate() {
            let before = i.checked_sub(1).map(|j| &played.events[j]);
            let kind = match event {
                Event::BidCommitted { .. } => "{\"type\":\"seal_bid\"",
                Event::BidRevealed { .. } => "{\"type\":\"open_bid\"",
                _ => continue,
            };
            opened += usize::from(matches!(event, Event::BidRevealed { .. }));
            assert!(
                matches!(before, Some(Event::CommandSigned { command, .. }) if command.starts_with(kind)),
                "{bots} event {i}: {event:?} after {before:?}"
            );
        }
        assert!(opened >= 3, "{bots}: three auctions' bids opened");
        // And the log replays under the rules, signatures and openings included
        let replayed = replay(&played.events).unwrap_or_else(|e| panic!("{bots}: {e}"));
        assert_eq!(replayed.phase(), Phase::Over);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, max_shrink_iters: 8, ..ProptestConfig::default() })]

    /// Any seeded bot game at a signed level ends and replays; at the sealed level the server
    /// opens no player's disc.
    #[test]
    fn bot_games_at_the_signed_levels_replay(
        seed in any::<u64>(),
        players in 2usize..=5,
        greedy in any::<bool>(),
        sealed in any::<bool>(),
    ) {
        let bots = if greedy { BotKind::Greedy } else { BotKind::Random };
        let trust = if sealed { Trust::SealedInBrowser } else { Trust::SignedMoves };
        let played = play(seed, players, bots, at(trust));
        prop_assert_eq!(played.final_state.phase(), Phase::Over);
        if sealed {
            every_disc_sealed_and_opened_by_its_player(&played.events);
        }
        prop_assert!(replay(&played.events).is_ok(), "{:?}", replay(&played.events).err());
    }
}
