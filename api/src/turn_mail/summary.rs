//! The round summary: a fold over the log up to the round's scoring, collecting who did what in
//! each turn, in words, as one recipient reads it. Only public facts (the log is public to the
//! players): disc openings appear only once revealed.

use durbar_domain::maharaja::{evolve, Event, Game, Means, Party, Seat, Slot};
use durbar_templates::mail::{RoundSummary, ScoreLine, TurnLine};

use super::words::{self, Names};

/// The summary of the round scored by the last of `events` (the game's log up to and including
/// its `CityScored`), for the recipient in seat `me`.
pub fn round_summary(events: &[Event], me: Option<Seat>) -> RoundSummary {
    let (mut summary, turns) = fold_round(events, me);
    summary.turns = turns.into_iter().map(|(_, line)| line).collect();
    summary
}

/// The turns other players took so far in the round running at the end of `events` (the
/// game's log up to now), for the recipient in seat `me`, whose own turn is left out.
pub fn earlier_turns(events: &[Event], me: Seat) -> Vec<TurnLine> {
    let (_, turns) = fold_round(events, Some(me));
    turns
        .into_iter()
        .filter(|(seat, _)| *seat != me)
        .map(|(_, line)| line)
        .collect()
}

/// Folds the log: the last scoring in `events` and the turns of the round running at its end,
/// each with its seat.
fn fold_round(events: &[Event], me: Option<Seat>) -> (RoundSummary, Vec<(Seat, TurnLine)>) {
    let mut game = Game::default();
    let mut turns: Vec<(Seat, TurnLine)> = Vec::new();
    let mut summary = RoundSummary {
        round: 0,
        city: String::new(),
        scores: Vec::new(),
        no_points: Vec::new(),
        monopoly: None,
        monopoly_bonus: durbar_domain::maharaja::scoring::MONOPOLY_BONUS.0,
        turns: Vec::new(),
        next: String::new(),
    };
    for event in events {
        let names = Names { game: &game, me };
        match event {
            Event::RoundStarted { .. } => turns.clear(),
            Event::DiscRevealed { seat, actions, .. } => turns.push((
                *seat,
                TurnLine {
                    name: names.of(*seat),
                    character: words::characters_of(&game, *seat),
                    disc: words::disc(*actions),
                    did: Vec::new(),
                },
            )),
            Event::DiscUnopenable { seat, .. } => turns.push((
                *seat,
                TurnLine {
                    name: names.of(*seat),
                    character: words::characters_of(&game, *seat),
                    disc: "could not be opened (both actions forfeited)".to_owned(),
                    did: Vec::new(),
                },
            )),
            Event::CityScored {
                round,
                city,
                scores,
                monopoly,
                ..
            } => {
                summary.round = *round;
                summary.city = words::city(&game, *city);
                summary.scores = scores
                    .iter()
                    .enumerate()
                    .map(|(i, s)| ScoreLine {
                        rank: i + 1,
                        name: names.of(s.seat),
                        points: s.points,
                        gold: s.gold.0,
                    })
                    .collect();
                summary.no_points = game
                    .seats()
                    .filter(|seat| scores.iter().all(|s| s.seat != *seat))
                    .map(|seat| names.of(seat))
                    .collect();
                summary.monopoly = monopoly.map(|seat| names.of(seat));
            }
            other => {
                if let Some(sentence) = sentence(&game, names, other) {
                    // What happens belongs to the turn running now.
                    if let Some((_, line)) = turns.last_mut() {
                        line.did.push(sentence);
                    }
                }
            }
        }
        game = evolve(game, event);
    }
    let turns = turns
        .into_iter()
        .map(|(seat, mut line)| {
            line.did = collapse(line.did);
            (seat, line)
        })
        .collect();
    (summary, turns)
}

/// The same step done again and again is said once: "built a house in Agra (3 times)".
fn collapse(steps: Vec<String>) -> Vec<String> {
    let mut out: Vec<(String, usize)> = Vec::new();
    for step in steps {
        match out.last_mut() {
            Some((last, n)) if *last == step => *n += 1,
            _ => out.push((step, 1)),
        }
    }
    out.into_iter()
        .map(|(step, n)| {
            if n == 1 {
                step
            } else {
                format!("{step} ({n} times)")
            }
        })
        .collect()
}

fn slot_name(slot: Slot) -> &'static str {
    match slot {
        Slot::A => "first arrow",
        Slot::B => "second arrow",
        Slot::Token => "action token",
    }
}

/// One step of a turn as a sentence without its subject when it is the active player's own
/// ("took 2 gold"), with a subject when it is someone else's ("Bára chose …").
fn sentence(game: &Game, names: Names<'_>, event: &Event) -> Option<String> {
    let board = game.board()?;
    let active = game.active_seat();
    let subject = |seat: Seat| {
        if Some(seat) == active {
            String::new()
        } else {
            let name = names.of(seat);
            format!("{name}: ")
        }
    };
    Some(match event {
        Event::MerchantGoldReceived { seat, amount, .. } => {
            format!("{}got {amount} (the Merchant)", subject(*seat))
        }
        Event::ArchitectTraveled {
            seat, to, tolls, ..
        } => {
            let paid: u32 = tolls.iter().map(|t| t.amount.0).sum();
            let by_bank = tolls.iter().any(|t| t.from == Party::Bank);
            let tolls = match (paid, by_bank) {
                (0, _) => String::new(),
                (n, true) => format!(" (the bank paid {n} gold in tolls)"),
                (n, false) => format!(" (paid {n} gold in tolls)"),
            };
            format!(
                "{}travelled to {}{tolls}",
                subject(*seat),
                words::city(game, *to)
            )
        }
        Event::GoldTaken { seat, amount, .. } => format!("{}took {amount}", subject(*seat)),
        Event::HousesQuarried { seat, count, .. } => format!(
            "{}moved {count} {} from the quarry to the supply",
            subject(*seat),
            if *count == 1 { "house" } else { "houses" }
        ),
        Event::HouseBuilt { seat, by, at, .. } => format!(
            "{}built a house in {}{}",
            subject(*seat),
            words::place(board, at),
            if *by == Means::Builder {
                " (the Builder, free)"
            } else {
                ""
            }
        ),
        Event::HouseMoved {
            seat, by, from, to, ..
        } => format!(
            "{}moved a house from {} to {}{}",
            subject(*seat),
            words::place(board, from),
            words::place(board, to),
            if *by == Means::Builder {
                " (the Builder)"
            } else {
                ""
            }
        ),
        Event::PalaceBuilt {
            seat,
            city,
            site,
            cost,
            ..
        } => format!(
            "{}built a palace in {} ({}) for {cost}",
            subject(*seat),
            words::city(game, *city),
            match site {
                durbar_domain::maharaja::Site::Central => "the central site",
                durbar_domain::maharaja::Site::Outer => "an outer site",
            }
        ),
        Event::GovernorMoved {
            seat,
            city,
            from_slot,
            to_slot,
            ..
        } => format!(
            "{}moved the governor of {} down the track (slot {from_slot} to {to_slot})",
            subject(*seat),
            words::city(game, *city)
        ),
        Event::CharacterTaken {
            seat,
            character,
            from_seat,
            ..
        } => format!(
            "{}took {} {}",
            subject(*seat),
            words::character(*character),
            match from_seat {
                Some(victim) => format!("from {}", names.of(*victim)),
                None => "from the bank".to_owned(),
            }
        ),
        Event::CharacterReplaced {
            seat,
            character,
            by_system,
            ..
        } => format!(
            "{}chose {} from the bank{}",
            subject(*seat),
            words::character(*character),
            if *by_system {
                " (chosen by the server at the deadline)"
            } else {
                ""
            }
        ),
        Event::ForfeitCompensated {
            seat,
            slots,
            payments,
            ..
        } => {
            let parts: Vec<String> = slots.iter().map(|s| slot_name(*s).to_owned()).collect();
            let gold = payments.first().map_or(0, |p| p.amount.0);
            format!(
                "{}forfeited the {} (everyone else got {gold} gold)",
                subject(*seat),
                durbar_templates::mail::and_list(&parts)
            )
        }
        Event::TurnEnded {
            seat,
            by_system: true,
            ..
        } => format!(
            "{}the turn was ended by the server at the deadline",
            subject(*seat)
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use durbar_domain::maharaja::bots::{play_game, BotKind, GameConfig};

    use super::*;

    #[test]
    fn a_bot_games_rounds_read_as_sentences() {
        let played =
            play_game(&GameConfig::classic(3, BotKind::Greedy, 7).unwrap()).expect("a bot game");
        let events: Vec<Event> = played.events.clone();
        let first_scoring = events
            .iter()
            .position(|e| matches!(e, Event::CityScored { .. }))
            .expect("a round was scored");
        let summary = round_summary(&events[..=first_scoring], Some(Seat(0)));
        assert_eq!(summary.round, 1);
        assert_eq!(summary.turns.len(), 3, "{summary:?}");
        assert!(summary.turns.iter().any(|t| t.name == "you"));
        assert!(!summary.city.is_empty());
        assert_eq!(
            summary.scores.len() + summary.no_points.len(),
            3,
            "{summary:?}"
        );
    }
}
