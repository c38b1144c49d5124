//! Citadels' turn mail: "pick your character" to the seat the draft now waits for (the
//! characters passed to it only, and what lies face up), "your turn" when its character is
//! called (its hand and gold), the crown to give (C8), and the receipt of a sealed pick to its
//! picker alone (commitment and nonce, C3). Each goes at once (a digest player too: a call to
//! act cannot wait for the morning), through the outbox, threaded under the game's root like
//! Maharaja's.

use durbar_domain::citadels::rules::wait;
use durbar_domain::citadels::{evolve, Citadels, Event, Logged, State, Table};
use durbar_domain::{Rules, Seat, Viewer, Wait};
use durbar_templates::mail::{CitadelsNotice, MailBody};
use durbar_templates::play::citadels::{card, character_name};

use durbar_templates::record::{ranking_words, with_names};

use super::deliver::{self, Body, Framing};
use super::records::GameMail;
use super::MailContext;
use crate::store::turn_mail as records;
use crate::store::{Change, Notified, SideWrites};

/// Whether these events may call anyone to act or seal a pick (any change may: cheap check).
pub fn interested(events: &[(u64, Logged)]) -> bool {
    !events.is_empty()
}

/// Collects the mail of `change`.
pub async fn notify(
    client: &impl deadpool_postgres::GenericClient,
    writes: &mut SideWrites,
    cx: &MailContext,
    mail: &GameMail,
    change: Change<'_, Citadels>,
) -> anyhow::Result<Notified> {
    let before = Citadels::waits(change.before);
    let after = Citadels::waits(change.after);
    let mut notices: Vec<(Seat, &str, CitadelsNotice)> = Vec::new();
    for row in change.escrowed() {
        if let Some(notice) = receipt(change.after, row) {
            notices.push((row.seat, "citadels_receipt", notice));
        }
    }
    for called in after.iter().filter(|w| !before.contains(w)) {
        notices.push((called.seat, "citadels_call", call(change.after, called)));
    }
    let ends = change.events.iter().any(|(_, logged)| {
        matches!(
            logged.event,
            Event::RoundEnded { .. } | Event::GameEnded { .. }
        )
    });
    if ends {
        let first = change.events.first().map_or(0, |(seq, _)| *seq);
        let mut events =
            records::events_up_to_as::<Citadels>(client, change.game, first.saturating_sub(1))
                .await?;
        events.extend(change.events.iter().map(|(_, logged)| logged.clone()));
        let events: Vec<Event> = events.into_iter().map(|logged| logged.event).collect();
        let names: Vec<String> = (0..change.after.state.seats())
            .map(|i| {
                mail.recipient(i as u8)
                    .map_or_else(|| format!("Seat {}", i + 1), |r| r.name.clone())
            })
            .collect();
        let link = format!("{}/games/{}/result", cx.base_url, change.game);
        for (kind, notice) in ended(&events, change.events.len(), &names, &link) {
            for seat in 0..names.len() {
                notices.push((Seat(seat as u8), kind, notice.clone()));
            }
        }
    }
    let round = change.after.state.round;
    for (seat, kind, notice) in notices {
        let Some(rcpt) = mail.recipient(seat.0) else {
            continue;
        };
        if rcpt.unsubscribed {
            continue;
        }
        let waiting = after.iter().any(|w| w.seat == seat);
        let framing = Framing {
            round,
            whose_move: if waiting {
                "you".to_owned()
            } else {
                "another player".to_owned()
            },
            head: change.head,
        };
        let body = Body::single(
            kind,
            notice.section(durbar_templates::Words::new(rcpt.lang))?,
        );
        deliver::send_framed(client, writes, cx, mail, rcpt, framing, &body).await?;
    }
    Ok(Notified::Done)
}

/// The receipt of a sealed pick: only its picker gets it.
fn receipt(table: &Table, row: &durbar_domain::Sealed) -> Option<CitadelsNotice> {
    if !matches!(row.opening.kind.as_str(), "pick" | "second_pick") {
        return None;
    }
    let character = durbar_domain::citadels::Character::ALL
        .get(usize::from(*row.opening.value.get(1)?))
        .copied()?;
    Some(CitadelsNotice {
        heading: format!(
            "Round {}: your pick is sealed",
            table.state.round.max(row.round)
        ),
        lines: vec![
            format!(
                "You picked the {}. Keep this mail: it proves what you chose.",
                character_name(character)
            ),
            format!("Commitment: {}", hex::encode(row.commitment.0)),
            format!("Nonce: {}", hex::encode(row.opening.nonce.0)),
            "The others see only that you picked, until your character is called or the round \
             ends."
                .to_owned(),
        ],
    })
}

/// A call to act, with what the called seat may see (its own view only, C4).
fn call(table: &Table, called: &Wait) -> CitadelsNotice {
    let view = Citadels::view(table, Viewer::Seat(called.seat));
    let me = view.players.get(called.seat.index());
    let hand: Vec<String> = me
        .and_then(|p| p.hand.as_ref())
        .map(|hand| hand.iter().map(|d| card(*d).name).collect())
        .unwrap_or_default();
    let mut lines = Vec::new();
    let heading = match called.kind {
        wait::PICK => {
            let offered: Vec<String> = view
                .offered
                .iter()
                .flatten()
                .map(|c| character_name(*c))
                .collect();
            lines.push(format!(
                "The characters passed to you: {}.",
                offered.join(", ")
            ));
            if !view.face_up.is_empty() {
                let face_up: Vec<String> =
                    view.face_up.iter().map(|c| character_name(*c)).collect();
                lines.push(format!("Set aside face up: {}.", face_up.join(", ")));
            }
            format!("Round {}: pick your character", view.round)
        }
        wait::CROWN_GIFT => {
            lines.push("Your Emperor was killed: give the crown to another player.".to_owned());
            format!("Round {}: give the crown", view.round)
        }
        _ => {
            if let Some((_, character)) = view.turn {
                lines.push(format!(
                    "The {} is called: it is your turn.",
                    character_name(character)
                ));
            }
            format!("Round {}: your turn", view.round)
        }
    };
    if let Some(me) = me {
        lines.push(format!("You have {} gold.", me.gold));
    }
    lines.push(if hand.is_empty() {
        "Your hand is empty.".to_owned()
    } else {
        format!("Your hand: {}.", hand.join(", "))
    });
    lines.push("Open the game with the link below to make your move.".to_owned());
    CitadelsNotice { heading, lines }
}

/// The mails to everyone about the rounds and the game that the last `new` of `events` (the
/// whole public log) end: a round summary per round ended, the final scores once the game is
/// over (`result`: the result page's address). Public facts only: the log's own words.
fn ended(
    events: &[Event],
    new: usize,
    names: &[String],
    result: &str,
) -> Vec<(&'static str, CitadelsNotice)> {
    let mut state = State::default();
    let mut round_lines = Vec::new();
    let mut notices = Vec::new();
    let first_new = events.len().saturating_sub(new);
    for (index, event) in events.iter().enumerate() {
        if let Event::RoundStarted { .. } = event {
            round_lines.clear();
        }
        if worth_telling(event) {
            round_lines.push(with_names(
                &durbar_domain::citadels::words::describe(&state, event),
                names,
            ));
        }
        state = evolve(state, event, None);
        if index < first_new {
            continue;
        }
        match event {
            Event::RoundEnded { round, .. } => notices.push((
                "citadels_round",
                round_summary(&state, *round, &round_lines, names),
            )),
            Event::GameEnded { ranking, .. } => {
                let mut lines = vec![format!(
                    "The game is over after round {}. The final scores:",
                    state.round
                )];
                lines.extend(ranking_words(ranking, names));
                lines.push(
                    "A tie goes to the player whose character in the last round had the higher \
                     rank."
                        .to_owned(),
                );
                lines.push(format!("The result page: {result}"));
                lines.push(
                    "The seed is revealed: anyone may now download the export and check every \
                     shuffle, deal and draw with durbar verify."
                        .to_owned(),
                );
                notices.push((
                    "citadels_game_over",
                    CitadelsNotice {
                        heading: "The game is over".to_owned(),
                        lines,
                    },
                ));
            }
            _ => {}
        }
    }
    notices
}

/// The events a round summary tells: the characters called, kills, robberies, builds,
/// destructions and the crown.
fn worth_telling(event: &Event) -> bool {
    matches!(
        event,
        Event::CharacterKilled { .. }
            | Event::CharacterThreatenedByThief { .. }
            | Event::GoldStolen { .. }
            | Event::CharacterBewitched { .. }
            | Event::DistrictBuilt { .. }
            | Event::DistrictDestroyed { .. }
            | Event::DistrictSeized { .. }
            | Event::DistrictsExchanged { .. }
            | Event::DistrictConfiscated { .. }
            | Event::HandsExchanged { .. }
            | Event::CrownTaken { .. }
            | Event::CrownGiven { .. }
            | Event::CityCompleted { .. }
    )
}

/// The summary of round `round` (the public state just after it ended): who was which
/// character, then what happened.
fn round_summary(
    state: &State,
    round: u32,
    happened: &[String],
    names: &[String],
) -> CitadelsNotice {
    let mut lines = Vec::new();
    let characters: Vec<String> = state
        .players
        .iter()
        .zip(names)
        .map(|(player, name)| {
            let played: Vec<String> = player
                .last_characters
                .iter()
                .map(|c| format!("the {}", character_name(*c)))
                .collect();
            format!(
                "{name}: {}",
                if played.is_empty() {
                    "?".to_owned()
                } else {
                    played.join(" and ")
                }
            )
        })
        .collect();
    lines.push(format!("Who was who: {}.", characters.join("; ")));
    if happened.is_empty() {
        lines.push("Nobody built, killed or robbed anything.".to_owned());
    } else {
        lines.extend(happened.iter().cloned());
    }
    let scores: Vec<String> = state
        .players
        .iter()
        .zip(names)
        .map(|(player, name)| {
            format!(
                "{name} has {} gold, {} card{} and {} district{}",
                player.gold,
                player.hand_count,
                if player.hand_count == 1 { "" } else { "s" },
                player.city.len(),
                if player.city.len() == 1 { "" } else { "s" }
            )
        })
        .collect();
    lines.push(format!("Now: {}.", scores.join("; ")));
    CitadelsNotice {
        heading: format!("Round {round} is over"),
        lines,
    }
}
