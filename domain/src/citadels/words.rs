//! The Citadels log in words: one English sentence per event, made from the state just before
//! it and saying only what the event says (never a hidden card or an unrevealed pick).

use super::cards::Character;
use super::event::{Event, Payment, Source};
use super::state::State;
use crate::ids::Seat;

fn seat(seat: Seat) -> String {
    format!("Seat {}", seat.0)
}

fn cards(count: u32) -> String {
    match count {
        1 => "1 card".to_owned(),
        n => format!("{n} cards"),
    }
}

fn names(characters: &[Character]) -> String {
    if characters.is_empty() {
        return "none".to_owned();
    }
    let names: Vec<&str> = characters.iter().map(|c| c.id()).collect();
    names.join(", ")
}

fn why(source: Source) -> String {
    serde_json::to_value(source)
        .ok()
        .and_then(|v| v.as_str().map(|s| s.replace('_', " ")))
        .unwrap_or_default()
}

/// The event in words, given the state just before it.
#[allow(unreachable_patterns)]
pub fn describe(before: &State, event: &Event) -> String {
    match event {
        Event::GameStarted { options, .. } => format!(
            "A game of Citadels for {} players begins: each has 2 gold and 4 cards; Seat 0 \
             holds the crown.",
            options.players
        ),
        Event::RoundStarted {
            round,
            crown,
            face_up,
            face_down,
        } => format!(
            "Round {round} begins; {} picks first. Set aside face up: {}; face down: {face_down}.",
            seat(*crown),
            names(face_up)
        ),
        Event::CharacterPicked { seat: s, index, .. } => format!(
            "{} picks a character in secret{}.",
            seat(*s),
            if *index > 0 { " (their second)" } else { "" }
        ),
        Event::DraftCardSetAside { .. } => "A random character is set aside face down.".to_owned(),
        Event::DraftEnded { round } => {
            format!("The draft of round {round} is over; the ranks are called.")
        }
        Event::CharacterCalled {
            character,
            seat: Some(s),
            ..
        } => format!("The {character} is called: {} reveals it.", seat(*s)),
        Event::CharacterCalled { character, .. } => {
            format!("The {character} is called; nobody answers.")
        }
        Event::CharacterKilled { character } => format!("The assassin kills the {character}."),
        Event::CharacterThreatenedByThief { character } => {
            format!("The thief will rob the {character}.")
        }
        Event::GoldStolen {
            thief,
            victim,
            gold,
        } => format!("{} robs {} of {gold} gold.", seat(*thief), seat(*victim)),
        Event::CrownTaken { seat: s } => format!("{} takes the crown.", seat(*s)),
        Event::GoldGained {
            seat: s,
            gold,
            source,
        } => format!("{} gains {gold} gold ({}).", seat(*s), why(*source)),
        Event::CardsGained {
            seat: s,
            count,
            source,
        } => format!("{} draws {} ({}).", seat(*s), cards(*count), why(*source)),
        Event::CardsDrawn {
            seat: s,
            count,
            keep,
            ..
        } => format!("{} draws {} and will keep {keep}.", seat(*s), cards(*count)),
        Event::CardsKept { seat: s, count, .. } => {
            format!("{} keeps {}.", seat(*s), cards(*count))
        }
        Event::DistrictBuilt {
            seat: s,
            district,
            payment,
            ..
        } => {
            let paid = match payment {
                Payment::Gold { gold } => format!("for {gold} gold"),
                Payment::ThievesDen { gold, cards: n, .. } => {
                    format!("for {gold} gold and {}", cards(*n))
                }
                Payment::Framework => "by destroying the framework".to_owned(),
                Payment::Necropolis { destroyed } => format!("by destroying the {destroyed}"),
                Payment::Free => "for free".to_owned(),
            };
            format!("{} builds the {district} {paid}.", seat(*s))
        }
        Event::HandsExchanged { seat: s, target } => {
            format!("{} exchanges hands with {}.", seat(*s), seat(*target))
        }
        Event::CardsRedrawn { seat: s, count, .. } => {
            format!("{} discards {} and draws as many.", seat(*s), cards(*count))
        }
        Event::DistrictDestroyed {
            by,
            target,
            district,
            paid,
            armory,
        } => format!(
            "{} destroys the {district} of {}{}.",
            seat(*by),
            seat(*target),
            if *armory {
                " with the armory".to_owned()
            } else {
                format!(", paying {paid} gold")
            }
        ),
        Event::CardDiscarded { seat: s, .. } => {
            format!("{} discards a card at the laboratory.", seat(*s))
        }
        Event::CardUnderMuseum { seat: s, .. } => {
            format!("{} puts a card under the museum.", seat(*s))
        }
        Event::GoldPaid { seat: s, gold } => format!("{} pays {gold} gold.", seat(*s)),
        Event::DistrictSeized {
            by,
            target,
            district,
            paid,
        } => format!(
            "{} seizes the {district} of {}, paying {paid} gold.",
            seat(*by),
            seat(*target)
        ),
        Event::DistrictsExchanged {
            by,
            target,
            gave,
            took,
            paid,
        } => format!(
            "{} exchanges their {gave} for the {took} of {}, paying {paid} gold.",
            seat(*by),
            seat(*target)
        ),
        Event::GoldGiven { from, to, gold } => {
            format!("{} gives {gold} gold to {}.", seat(*from), seat(*to))
        }
        Event::GoldForCards {
            seat: s,
            from,
            gold,
            ..
        } => format!(
            "{} takes {gold} gold from {} and gives {}.",
            seat(*s),
            seat(*from),
            cards(*gold)
        ),
        Event::HandSpied {
            seat: s,
            target,
            colour,
            matches,
        } => format!(
            "{} looks at the hand of {}: {matches} {} card(s).",
            seat(*s),
            seat(*target),
            why_colour(*colour)
        ),
        Event::CardTaken { seat: s, from, .. } => {
            format!(
                "{} takes a card from the hand of {}.",
                seat(*s),
                seat(*from)
            )
        }
        Event::CardsForeseen { seat: s, from } => format!(
            "{} takes a random card from {} hand(s).",
            seat(*s),
            from.len()
        ),
        Event::CardsGivenBack { seat: s, to, .. } => {
            format!("{} gives a card back to {} player(s).", seat(*s), to.len())
        }
        Event::CrownGiven { by, to, gold, card } => format!(
            "{} gives the crown to {}{}.",
            seat(*by),
            seat(*to),
            if *card {
                ", taking a card".to_owned()
            } else if *gold > 0 {
                format!(", taking {gold} gold")
            } else {
                String::new()
            }
        ),
        Event::CrownGiftDue { seat: s } => format!(
            "The emperor was killed: {} gives the crown before the round ends.",
            seat(*s)
        ),
        Event::TaxPaid { seat: s } => format!("{} pays 1 gold of tax.", seat(*s)),
        Event::DistrictBeautified {
            seat: s, district, ..
        } => format!("{} beautifies the {district}.", seat(*s)),
        Event::TurnEnded {
            seat: s, character, ..
        } => format!("{} ends the turn of the {character}.", seat(*s)),
        Event::DeadlinePassed { seat: s } => format!(
            "{} missed the deadline: the server moves for them (the no-show policy).",
            seat(*s)
        ),
        Event::CityCompleted { seat: s, first } => format!(
            "{} completes their city{}.",
            seat(*s),
            if *first { " first" } else { "" }
        ),
        Event::RoundEnded { round, openings } => {
            let opened: Vec<String> = openings
                .iter()
                .map(|o| format!("{} had the {}", seat(o.seat), o.character))
                .collect();
            if opened.is_empty() {
                format!("Round {round} ends.")
            } else {
                format!("Round {round} ends; {}.", opened.join(", "))
            }
        }
        Event::GameEnded { ranking, .. } => {
            let places: Vec<String> = ranking
                .iter()
                .map(|s| format!("{} {} points", seat(s.seat), s.score))
                .collect();
            format!(
                "The game ends after round {}; the seed is revealed. {}.",
                before.round,
                places.join(", ")
            )
        }
        other => serde_json::to_value(other)
            .ok()
            .and_then(|v| v["type"].as_str().map(|t| t.replace('_', " ")))
            .unwrap_or_default(),
    }
}

fn why_colour(colour: super::cards::Colour) -> String {
    serde_json::to_value(colour)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}
