//! Golden snapshot of the stored event format: the events of one seeded 3-player greedy-bot game
//! on the classic board, one `serde_json::to_string` line per event. A change here changes what
//! the event store holds (or what the greedy bot or the rules do): review it, never accept it
//! blindly. Accept an intended change with `INSTA_UPDATE=always cargo test -p durbar-domain
//! --test snapshots`, then check it with `INSTA_UPDATE=no`.

use crate::support;

use durbar_domain::maharaja::{BotKind, Event, GameOptions};

#[test]
fn the_stored_events_of_a_seeded_greedy_game() {
    let played = support::play(2024, 3, BotKind::Greedy, GameOptions::default());
    let lines: Vec<String> = played
        .events
        .iter()
        .map(|e| serde_json::to_string(e).expect("events serialize"))
        .collect();
    // The stored lines read back as the same events.
    for (line, event) in lines.iter().zip(&played.events) {
        let back: Event = serde_json::from_str(line).expect("events deserialize");
        assert_eq!(&back, event);
    }
    insta::assert_snapshot!("greedy_3_players_seed_2024_events", lines.join("\n"));
}
