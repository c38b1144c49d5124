//! Home cities (§11.2.6, D5, D13): the holder of a city's home character gets 1 extra point
//! when that city is scored, even as their only point. On the tiny board Agra, scored in round 1,
//! is the home of the Great Mogul.

use crate::common;
use crate::variants_common;

use common::*;
use durbar_domain::maharaja::{
    Character, CityScore, Event, GameOptions, Gold, Payment, PlayerCommand, Seat, Slot,
};
use variants_common::*;

const C3: [Character; 3] = [Character::GreatMogul, Character::Merchant, Character::Yogi];

/// The scoring of round 1 (Agra) after the given turns; each seat in `to_agra` travels there.
fn agra_scoring(
    options: GameOptions,
    to_agra: &[u8],
) -> (Vec<CityScore>, Option<Seat>, Vec<Payment>) {
    let mut t = round_one_with(&C3, options).discs(&[GG, GG, GG]);
    while let Some(seat) = t.game.active_seat() {
        if to_agra.contains(&seat.0) {
            t.play(seat.0, PlayerCommand::Travel { to: city("agra") });
        }
        gold_and_end(&mut t);
        if t.game.round() == 2 {
            break;
        }
    }
    scoring_of(&t.events)
}

fn scoring_of(events: &[Event]) -> (Vec<CityScore>, Option<Seat>, Vec<Payment>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::CityScored {
                scores,
                monopoly,
                payments,
                ..
            } => Some((scores.clone(), *monopoly, payments.clone())),
            _ => None,
        })
        .expect("Agra was scored")
}

fn score(seat: u8, points: u32, gold: u32) -> CityScore {
    CityScore {
        seat: Seat(seat),
        points,
        gold: Gold(gold),
    }
}

#[test]
fn d13_the_home_point_adds_to_the_holders_other_points() {
    let (scores, monopoly, _) = agra_scoring(home_cities(), &[0, 1]);
    assert_eq!(scores, vec![score(0, 2, 11), score(1, 1, 7)]);
    assert_eq!(monopoly, None);
}

#[test]
fn the_home_point_counts_even_as_the_only_point_and_can_make_a_monopoly() {
    let (scores, monopoly, payments) = agra_scoring(home_cities(), &[]);
    assert_eq!(scores, vec![score(0, 1, 11)]);
    assert_eq!(monopoly, Some(Seat(0)));
    assert_eq!(
        payments,
        vec![
            Payment::from_bank(Seat(0), Gold(11)),
            Payment::from_bank(Seat(0), Gold(5)),
        ]
    );
    // Without home cities nobody scores in Agra.
    let (scores, monopoly, _) = agra_scoring(expanded(), &[]);
    assert!(scores.is_empty());
    assert_eq!(monopoly, None);
}

#[test]
fn the_home_point_can_break_a_monopoly() {
    // Only seat 1's architect is in Agra: a monopoly without home cities…
    let (scores, monopoly, _) = agra_scoring(expanded(), &[1]);
    assert_eq!(scores, vec![score(1, 1, 11)]);
    assert_eq!(monopoly, Some(Seat(1)));
    // …but the Great Mogul's home point makes two scorers (the tie goes to character 1).
    let (scores, monopoly, _) = agra_scoring(home_cities(), &[1]);
    assert_eq!(scores, vec![score(0, 1, 11), score(1, 1, 7)]);
    assert_eq!(monopoly, None);
}

#[test]
fn d5_home_cities_apply_to_whoever_holds_the_home_character_at_scoring_time() {
    // Seat 2 (the Yogi, last to play) takes the Great Mogul in round 1; seat 0 takes the Sadhu.
    let char_gold = [
        durbar_domain::maharaja::Action::Character,
        durbar_domain::maharaja::Action::Gold,
    ];
    let mut t = round_one_with(&C3, home_cities()).discs(&[GG, GG, char_gold]);
    gold_and_end(&mut t);
    gold_and_end(&mut t);
    t.play(
        2,
        PlayerCommand::TakeCharacter {
            slot: Slot::A,
            character: Character::GreatMogul,
        },
    );
    t.play(
        0,
        PlayerCommand::ReplaceCharacter {
            character: Character::Sadhu,
        },
    );
    gold_and_end(&mut t);
    let (scores, monopoly, _) = scoring_of(&t.events);
    assert_eq!(scores, vec![score(2, 1, 11)]);
    assert_eq!(monopoly, Some(Seat(2)));
}
