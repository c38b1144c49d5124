//! The full rules replay of `durbar verify`: bot games replay to exactly their live state, and a
//! tampered log is rejected at the first event that no longer follows from the rules.

use crate::support;

use durbar_domain::maharaja::replay::{replay_audit, SetupSource};
use durbar_domain::maharaja::{
    replay, Action, BotKind, Event, GameOptions, Gold, PlayedGame, ReplayError,
};

use support::{fingerprint, play};

fn game() -> PlayedGame {
    play(21, 4, BotKind::Greedy, GameOptions::default())
}

fn position(events: &[Event], what: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .position(what)
        .expect("the game has such an event")
}

fn rejected(events: &[Event]) -> ReplayError {
    match replay(events) {
        Ok(_) => panic!("the tampered log was accepted"),
        Err(error) => error,
    }
}

#[test]
fn bot_games_replay_to_exactly_their_live_state() {
    for seed in 0..6 {
        for bots in BotKind::ALL {
            let options = GameOptions {
                short_game: seed % 3 == 2,
                neutral_palaces: seed % 2 == 1,
                ..GameOptions::default()
            };
            let played = play(seed, 2 + (seed as usize % 4), bots, options);
            let replayed = replay(&played.events).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(fingerprint(&replayed), fingerprint(&played.final_state));
        }
    }
}

#[test]
fn every_prefix_of_a_log_replays_and_an_empty_log_is_a_new_game() {
    let played = play(3, 3, BotKind::Random, GameOptions::default());
    // A prefix that ends inside a step is missing events; every step boundary is accepted.
    let boundaries: Vec<usize> = played.commands.iter().map(|c| c.events_before).collect();
    for end in boundaries {
        let replayed = replay(&played.events[..end]).unwrap_or_else(|e| panic!("{e}"));
        let folded = durbar_domain::maharaja::Game::from_events(&played.events[..end]);
        assert_eq!(fingerprint(&replayed), fingerprint(&folded));
    }
}

#[test]
fn the_setup_of_a_bot_game_is_the_seeds_own_draw() {
    let report = replay_audit(&game().events).unwrap();
    assert_eq!(report.setup, Some(SetupSource::Drawn));
}

#[test]
fn a_changed_gold_amount_is_rejected_at_that_event() {
    let mut events = game().events;
    let i = position(&events, |e| matches!(e, Event::GoldTaken { .. }));
    if let Event::GoldTaken { amount, .. } = &mut events[i] {
        *amount = Gold(3);
    }
    let error = rejected(&events);
    assert_eq!(error.index, i);
    assert!(
        error.to_string().starts_with(&format!(
            "event {i} (gold_taken) does not follow from the rules"
        )),
        "{}",
        error.to_string()
    );
}

#[test]
fn a_changed_toll_is_rejected_at_that_trip() {
    let mut events = game().events;
    let i = position(
        &events,
        |e| matches!(e, Event::ArchitectTraveled { tolls, .. } if !tolls.is_empty()),
    );
    if let Event::ArchitectTraveled { tolls, .. } = &mut events[i] {
        tolls[0].amount = Gold(0);
    }
    assert_eq!(rejected(&events).index, i);
}

#[test]
fn changed_actions_in_a_reveal_are_rejected_at_the_reveal() {
    let mut events = game().events;
    let i = position(&events, |e| matches!(e, Event::DiscRevealed { .. }));
    if let Event::DiscRevealed { actions, .. } = &mut events[i] {
        actions[1] = if actions[1] == Action::Gold {
            Action::Palace
        } else {
            Action::Gold
        };
    }
    let error = rejected(&events);
    assert_eq!(error.index, i);
    assert!(
        error.to_string().contains("do not match the commitment"),
        "{}",
        error.to_string()
    );
}

#[test]
fn a_reveal_relabelled_to_another_round_is_rejected() {
    let mut events = game().events;
    let i = position(&events, |e| matches!(e, Event::DiscRevealed { .. }));
    if let Event::DiscRevealed { round, .. } = &mut events[i] {
        *round += 1;
    }
    assert_eq!(rejected(&events).index, i);
}

#[test]
fn a_reveal_carried_into_the_next_round_is_rejected() {
    // Round 2's reveal of a seat replaced by that seat's round-1 opening.
    let mut events = game().events;
    let first = position(&events, |e| {
        matches!(e, Event::DiscRevealed { round: 1, .. })
    });
    let Event::DiscRevealed {
        seat: moved_seat,
        actions,
        nonce,
        ..
    } = events[first].clone()
    else {
        unreachable!()
    };
    let later = position(
        &events,
        |e| matches!(e, Event::DiscRevealed { round: 2, seat, .. } if *seat == moved_seat),
    );
    events[later] = Event::DiscRevealed {
        round: 2,
        seat: moved_seat,
        actions,
        nonce,
    };
    let error = rejected(&events);
    assert_eq!(error.index, later);
    assert!(
        error.to_string().contains("do not match the commitment"),
        "{}",
        error.to_string()
    );
}

#[test]
fn an_extra_event_is_rejected_where_it_stands() {
    // A second Gold action from the same slot.
    let mut events = game().events;
    let i = position(&events, |e| matches!(e, Event::GoldTaken { .. }));
    events.insert(i + 1, events[i].clone());
    let error = rejected(&events);
    assert_eq!(error.index, i + 1);
    assert!(
        error.to_string().contains("already done"),
        "{}",
        error.to_string()
    );

    // A scoring no turn led to.
    let mut events = game().events;
    let scoring = position(&events, |e| matches!(e, Event::CityScored { .. }));
    let turn = position(&events, |e| matches!(e, Event::DiscRevealed { .. }));
    events.insert(turn, events[scoring].clone());
    let error = rejected(&events);
    assert_eq!(error.index, turn);
    assert!(
        error
            .to_string()
            .contains("(city_scored) cannot begin a step"),
        "{}",
        error.to_string()
    );

    // Anything after the end.
    let mut events = game().events;
    let end = events.len();
    events.push(events[end - 1].clone());
    assert_eq!(rejected(&events).index, end);
}

#[test]
fn a_removed_event_is_rejected_where_the_log_goes_wrong() {
    // A scoring left out: the next round starts where the scoring belongs.
    let mut events = game().events;
    let i = position(&events, |e| matches!(e, Event::CityScored { .. }));
    events.remove(i);
    let error = rejected(&events);
    assert_eq!(error.index, i);
    assert!(
        error
            .to_string()
            .contains("(round_started) does not follow"),
        "{}",
        error.to_string()
    );

    // The end of the game left out: the log stops short of the last step.
    let mut events = game().events;
    let last = events.len() - 1;
    events.pop();
    let error = rejected(&events);
    assert_eq!(error.index, last);
    assert!(
        error.to_string().contains("the log ends after event"),
        "{}",
        error.to_string()
    );

    // A disc commitment left out: the round never reaches its turns, so the first reveal fails.
    let mut events = game().events;
    let i = position(&events, |e| matches!(e, Event::DiscCommitted { .. }));
    events.remove(i);
    let reveal = position(&events, |e| matches!(e, Event::DiscRevealed { .. }));
    let error = rejected(&events);
    assert_eq!(error.index, reveal);
}

#[test]
fn a_palace_built_away_from_the_architect_is_rejected_with_the_rule() {
    let mut events = game().events;
    let i = position(&events, |e| matches!(e, Event::PalaceBuilt { .. }));
    let board = durbar_domain::maharaja::Game::from_events(&events[..1]);
    let cities: Vec<_> = board
        .board()
        .unwrap()
        .cities()
        .iter()
        .map(|c| c.id)
        .collect();
    let Event::PalaceBuilt { city, .. } = &mut events[i] else {
        unreachable!()
    };
    let elsewhere = *cities.iter().find(|c| *c != city).unwrap();
    *city = elsewhere;
    let error = rejected(&events);
    assert_eq!(error.index, i);
    let name = durbar_domain::maharaja::Game::from_events(&events[..1])
        .board()
        .unwrap()
        .cities()
        .iter()
        .find(|c| c.id == elsewhere)
        .map(|c| c.id.to_string())
        .unwrap();
    assert_eq!(
        error.to_string(),
        format!("event {i} (palace_built) does not follow from the rules: You can build in {name} only while your architect stands there.")
    );
}

#[test]
fn a_wrong_seed_a_forged_seating_or_a_changed_track_is_rejected() {
    let events = game().events;
    let seed_at = position(&events, |e| matches!(e, Event::SeedRevealed { .. }));

    let mut wrong_seed = events.clone();
    if let Event::SeedRevealed { seed } = &mut wrong_seed[seed_at] {
        seed.0[0] ^= 1;
    }
    let error = rejected(&wrong_seed);
    assert_eq!(error.index, seed_at);
    assert!(
        error.to_string().contains("seed commitment"),
        "{}",
        error.to_string()
    );

    // A seating that is neither the draw nor the fixed order.
    let mut forged = events.clone();
    if let Event::SeatsDrawn { players, .. } = &mut forged[seed_at + 1] {
        let drawn = players.clone();
        let identity: Vec<u8> = (0..drawn.len() as u8).collect();
        let mut other = drawn.clone();
        other.rotate_left(1);
        if other == identity {
            other.rotate_left(1);
        }
        assert!(other != drawn && other != identity);
        *players = other;
    }
    assert_eq!(rejected(&forged).index, seed_at + 1);

    // A track the seed does not give is refused at the setup itself: the log says the track was
    // drawn, so the replay draws it again from the seed.
    let mut reversed = events.clone();
    if let Event::GovernorsPlaced { track, .. } = &mut reversed[seed_at + 2] {
        track.reverse();
    }
    let at = rejected(&reversed).index;
    assert!((seed_at..=seed_at + 2).contains(&at), "refused at {at}");
}

#[test]
fn a_host_given_setup_replays_and_the_audit_says_where_it_came_from() {
    // `durbar play` scripts fix the seating (seat k = player k), and may give the track; the
    // setup events say so, and the audit reports it.
    let script = |governors: &str| {
        format!(
            r#"{{"players": 3, "board": "classic", "seed": "{}", {governors} "moves": []}}"#,
            "cd".repeat(32)
        )
    };
    let track =
        r#""governors": ["agra", "delhi", "jaipur", "udaipur", "gwalior", "jodhpur", "bikaner"],"#;
    for (text, source) in [
        (script(""), SetupSource::FixedSeating),
        (script(track), SetupSource::FixedSeatingAndGivenGovernors),
    ] {
        let output = durbar_domain::maharaja::script::run(&text).unwrap_or_else(|e| panic!("{e}"));
        let report = replay_audit(&output.events).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(report.setup, Some(source));
    }
}
