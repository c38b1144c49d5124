//! Helpers of the variant tests (`variants_*.rs`): option sets and positions reached through
//! real commands (with a few facts to hand out extra characters or tokens quickly).
#![allow(dead_code)]

use durbar_domain::maharaja::{
    Action, Auction, Character, Event, GameOptions, PlayerCommand, Seat, Slot, SystemCommand,
};

use super::common::*;

pub const GG: [Action; 2] = [Action::Gold, Action::Gold];
pub const CC: [Action; 2] = [Action::Character, Action::Character];

/// Expanded I.
pub fn expanded() -> GameOptions {
    GameOptions {
        expanded: true,
        ..GameOptions::default()
    }
}

/// Expanded I with home cities.
pub fn home_cities() -> GameOptions {
    GameOptions {
        expanded: true,
        home_cities: true,
        ..GameOptions::default()
    }
}

/// Expanded II (several characters per player).
pub fn expanded_two() -> GameOptions {
    GameOptions {
        multi_character: true,
        ..GameOptions::default()
    }
}

/// A character auction of this kind.
pub fn auction(kind: Auction) -> GameOptions {
    GameOptions {
        auction: kind,
        ..GameOptions::default()
    }
}

/// Like `Table::round_one`, with options: characters chosen by seats 0, 1, …, the standard
/// initial houses, round 1 begins in Agra.
#[track_caller]
pub fn round_one_with(characters: &[Character], options: GameOptions) -> Table {
    let n = characters.len();
    let all = [
        "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14",
    ];
    let spots: Vec<&str> = if n == 2 {
        all.iter().take(8).copied().collect()
    } else {
        all.iter().chain(all.iter()).take(4 * n).copied().collect()
    };
    Table::with_options(characters, options).houses(&spots)
}

/// Gives a seat one more character (a fact, to reach a position quickly).
pub fn give(table: Table, seat: u8, character: Character) -> Table {
    table.fact(Event::CharacterReplaced {
        seat: Seat(seat),
        character,
        by_system: false,
    })
}

/// Gives a seat `count` action tokens (facts).
pub fn tokens(mut table: Table, seat: u8, count: u8) -> Table {
    for _ in 0..count {
        table = table.fact(Event::ActionTokenReceived { seat: Seat(seat) });
    }
    table
}

/// Plays out the active turn with its Gold actions (where the disc shows Gold) and ends it.
#[track_caller]
pub fn gold_and_end(t: &mut Table) -> Vec<Event> {
    let seat = t.game.active_seat().expect("a turn runs");
    let turn = *t.game.turn().unwrap();
    for slot in Slot::DISC {
        if turn.slot(slot).and_then(|p| p.action) == Some(Action::Gold) {
            t.play(seat.0, PlayerCommand::TakeGold { slot });
        }
    }
    t.end_turn()
}

/// Plays every remaining turn of the round with [`gold_and_end`]; returns the last turn's
/// events (scoring and the next round's start among them).
#[track_caller]
pub fn finish_round(t: &mut Table) -> Vec<Event> {
    let mut last = Vec::new();
    while t.game.active_seat().is_some() {
        last = gold_and_end(t);
    }
    last
}

/// A system command.
pub fn sys(command: SystemCommand) -> durbar_domain::maharaja::Command {
    durbar_domain::maharaja::Command::System(command)
}
