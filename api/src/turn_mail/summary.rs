//! The round summary: a fold over the log up to the round's scoring, collecting who did what in
//! each turn, in words, as one recipient reads it. Only public facts (the log is public to the
//! players): disc openings appear only once revealed.

use durbar_domain::maharaja::{evolve, Event, Game, Means, Party, Seat, Slot};
use durbar_templates::catalogue::maharaja;
use durbar_templates::mail::{RoundSummary, ScoreLine, TurnLine};
use durbar_templates::Words;

use super::words::{self, Names, PlaceCase};

/// The summary of the round scored by the last of `events` (the game's log up to and including
/// its `CityScored`), for the recipient in seat `me`.
pub fn round_summary(events: &[Event], me: Option<Seat>, w: Words) -> RoundSummary {
    let (mut summary, turns) = fold_round(events, me, w);
    summary.turns = turns.into_iter().map(|(_, line)| line).collect();
    summary
}

/// The turns other players took so far in the round running at the end of `events` (the
/// game's log up to now), for the recipient in seat `me`, whose own turn is left out.
pub fn earlier_turns(events: &[Event], me: Seat, w: Words) -> Vec<TurnLine> {
    let (_, turns) = fold_round(events, Some(me), w);
    turns
        .into_iter()
        .filter(|(seat, _)| *seat != me)
        .map(|(_, line)| line)
        .collect()
}

/// Folds the log: the last scoring in `events` and the turns of the round running at its end,
/// each with its seat.
fn fold_round(
    events: &[Event],
    me: Option<Seat>,
    w: Words,
) -> (RoundSummary, Vec<(Seat, TurnLine)>) {
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
        let names = Names { game: &game, me, w };
        match event {
            Event::RoundStarted { .. } => turns.clear(),
            Event::DiscRevealed { seat, actions, .. } => turns.push((
                *seat,
                TurnLine {
                    name: names.of(*seat),
                    character: words::characters_of(&game, *seat, w),
                    disc: words::disc(*actions, w),
                    did: Vec::new(),
                },
            )),
            Event::DiscUnopenable { seat, .. } => turns.push((
                *seat,
                TurnLine {
                    name: names.of(*seat),
                    character: words::characters_of(&game, *seat, w),
                    disc: w.t("turn-disc-unopenable"),
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
            line.did = collapse(line.did, w);
            (seat, line)
        })
        .collect();
    (summary, turns)
}

/// The same step done again and again is said once: "built a house in Agra (3 times)".
fn collapse(steps: Vec<String>, w: Words) -> Vec<String> {
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
                w.m("turn-repeated")
                    .s("step", step)
                    .n("count", n)
                    .to_string()
            }
        })
        .collect()
}

fn slot_name(slot: Slot, w: Words) -> String {
    w.t(match slot {
        Slot::A => "turn-slot-a",
        Slot::B => "turn-slot-b",
        Slot::Token => "turn-slot-token",
    })
}

/// One step of a turn as a phrase without its subject when it is the active player's own
/// ("took 2 gold"), with a subject when it is someone else's ("Bára: chose …"), in the
/// recipient's words.
fn sentence(game: &Game, names: Names<'_>, event: &Event) -> Option<String> {
    let board = game.board()?;
    let w = names.w;
    let active = game.active_seat();
    let subject = |seat: Seat| {
        if Some(seat) == active {
            String::new()
        } else {
            let name = names.of(seat);
            format!("{name}: ")
        }
    };
    let place = |id, case| words::place(board, id, case, w);
    let phrase = match event {
        Event::MerchantGoldReceived { seat, amount, .. } => (
            *seat,
            w.m("turn-merchant-gold").n("gold", amount.0).to_string(),
        ),
        Event::ArchitectTraveled {
            seat, to, tolls, ..
        } => {
            let paid: u32 = tolls.iter().map(|t| t.amount.0).sum();
            let by_bank = tolls.iter().any(|t| t.from == Party::Bank);
            let id = match (paid, by_bank) {
                (0, _) => "turn-travelled",
                (_, true) => "turn-travelled-tolls-bank",
                (_, false) => "turn-travelled-tolls",
            };
            (
                *seat,
                w.m(id)
                    .s("city", words::city(game, *to))
                    .n("gold", paid)
                    .to_string(),
            )
        }
        Event::GoldTaken { seat, amount, .. } => (
            *seat,
            w.m("turn-gold-taken").n("gold", amount.0).to_string(),
        ),
        Event::HousesQuarried { seat, count, .. } => {
            (*seat, w.m("turn-quarried").n("count", *count).to_string())
        }
        Event::HouseBuilt { seat, by, at, .. } => (
            *seat,
            w.m(if *by == Means::Builder {
                "turn-house-built-builder"
            } else {
                "turn-house-built"
            })
            .s("place", place(at, PlaceCase::In))
            .to_string(),
        ),
        Event::HouseMoved {
            seat, by, from, to, ..
        } => (
            *seat,
            w.m(if *by == Means::Builder {
                "turn-house-moved-builder"
            } else {
                "turn-house-moved"
            })
            .s("from", place(from, PlaceCase::From))
            .s("to", place(to, PlaceCase::To))
            .to_string(),
        ),
        Event::PalaceBuilt {
            seat,
            city,
            site,
            cost,
            ..
        } => (
            *seat,
            w.m(match site {
                durbar_domain::maharaja::Site::Central => "turn-palace-central",
                durbar_domain::maharaja::Site::Outer => "turn-palace-outer",
            })
            .s("city", words::city(game, *city))
            .n("gold", cost.0)
            .to_string(),
        ),
        Event::GovernorMoved {
            seat,
            city,
            from_slot,
            to_slot,
            ..
        } => (
            *seat,
            w.m("turn-governor")
                .s("city", words::city(game, *city))
                .n("from", *from_slot)
                .n("to", *to_slot)
                .to_string(),
        ),
        Event::CharacterTaken {
            seat,
            character,
            from_seat,
            ..
        } => (
            *seat,
            match from_seat {
                Some(victim) => w
                    .m("turn-character-from")
                    .s("character", words::character(*character, w))
                    .s("name", names.of(*victim)),
                None => w
                    .m("turn-character-bank")
                    .s("character", words::character(*character, w)),
            }
            .to_string(),
        ),
        Event::CharacterReplaced {
            seat,
            character,
            by_system,
            ..
        } => (
            *seat,
            w.m(if *by_system {
                "turn-character-chosen-deadline"
            } else {
                "turn-character-chosen"
            })
            .s("character", words::character(*character, w))
            .to_string(),
        ),
        Event::ForfeitCompensated {
            seat,
            slots,
            payments,
            ..
        } => {
            let parts: Vec<String> = slots.iter().map(|s| slot_name(*s, w)).collect();
            let gold = payments.first().map_or(0, |p| p.amount.0);
            (
                *seat,
                w.m("turn-forfeit")
                    .s("slots", maharaja::and_list(w, &parts))
                    .n("gold", gold)
                    .to_string(),
            )
        }
        Event::TurnEnded {
            seat,
            by_system: true,
            ..
        } => (*seat, w.t("turn-ended-by-server")),
        _ => return None,
    };
    Some(format!("{}{}", subject(phrase.0), phrase.1))
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
        let summary = round_summary(&events[..=first_scoring], Some(Seat(0)), Words::default());
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

    #[test]
    fn every_turn_line_is_in_the_recipients_language() {
        let played =
            play_game(&GameConfig::classic(4, BotKind::Greedy, 11).unwrap()).expect("a bot game");
        let events: Vec<Event> = played.events.clone();
        let english = [
            "took",
            "built",
            "moved",
            "travelled",
            "chose",
            "forfeited",
            "from the bank",
            "the turn was ended",
            "times)",
            "could not be opened",
            "seat ",
        ];
        let mut lines = 0;
        for lang in [
            durbar_templates::Lang::Cs,
            durbar_templates::Lang::Pl,
            durbar_templates::Lang::Sk,
        ] {
            for (i, _) in events
                .iter()
                .enumerate()
                .filter(|(_, e)| matches!(e, Event::CityScored { .. }))
            {
                let summary = round_summary(&events[..=i], Some(Seat(0)), Words::new(lang));
                for turn in &summary.turns {
                    for line in turn
                        .did
                        .iter()
                        .chain([&turn.disc, &turn.character, &turn.name])
                    {
                        lines += 1;
                        for word in english {
                            assert!(!line.contains(word), "{lang}: {line:?} has {word:?}");
                        }
                    }
                }
            }
        }
        assert!(lines > 100, "only {lines} lines were read");
    }
}
