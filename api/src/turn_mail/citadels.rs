//! Citadels' turn mail: "pick your character" to the seat the draft now waits for (the
//! characters passed to it only, and what lies face up), "your turn" when its character is
//! called (its hand and gold), the crown to give (C8), and the receipt of a sealed pick to its
//! picker alone (commitment and nonce, C3); when a deadline passed (C7), the receipt says the
//! server picked, and a seat it moved for otherwise is told so. Each goes at once (a digest
//! player too: a call to act cannot wait for the morning), through the outbox, threaded under
//! the game's root like Maharaja's.

use durbar_domain::citadels::rules::wait;
use durbar_domain::citadels::{evolve, Citadels, Event, Logged, Score, State, Table};
use durbar_domain::{Rules, Seat, Viewer, Wait};
use durbar_templates::mail::{CitadelsNotice, MailBody};
use durbar_templates::play::citadels::{card, character_name};

use durbar_templates::record::with_names;
use durbar_templates::Words;

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
    // Seats whose deadline passed in this change: the server moved for them (C7).
    let absent: Vec<Seat> = change
        .events
        .iter()
        .filter_map(|(_, logged)| match logged.event {
            durbar_domain::citadels::Event::DeadlinePassed { seat } => Some(seat),
            _ => None,
        })
        .collect();
    for row in change.escrowed() {
        if let Some(notice) = receipt(change.after, row, absent.contains(&row.seat)) {
            notices.push((row.seat, "citadels_receipt", notice));
        }
    }
    for seat in absent
        .iter()
        .filter(|s| !change.escrowed().iter().any(|r| r.seat == **s))
    {
        notices.push((*seat, "citadels_no_show", no_show_notice(change.after)));
    }
    let now = std::time::SystemTime::now();
    for called in after.iter().filter(|w| !before.contains(w)) {
        let mut notice = call(change.after, called);
        let deadline = mail
            .recipient(called.seat.0)
            .and_then(|rcpt| super::render::deadline_text(mail, now, rcpt));
        if let Some(deadline) = deadline {
            let at = notice.lines.len().saturating_sub(1);
            notice
                .lines
                .insert(at, format!("Your deadline: {deadline}."));
        }
        notices.push((called.seat, "citadels_call", notice));
    }
    let names: Vec<String> = (0..change.after.state.seats())
        .map(|i| {
            mail.recipient(i as u8)
                .map_or_else(|| format!("Seat {}", i + 1), |r| r.name.clone())
        })
        .collect();
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
        let link = format!("{}/games/{}/result", cx.base_url, change.game);
        for fact in ended(&events, change.events.len(), &names) {
            for rcpt in &mail.recipients {
                let notice = fact.notice(&names, &link, Words::new(rcpt.lang));
                notices.push((Seat(rcpt.player_index), fact.kind(), notice));
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
        let w = Words::new(rcpt.lang);
        let framing = Framing {
            round,
            whose_move: whose_move(change.after, &after, seat, &names, w),
            head: change.head,
        };
        let body = Body::single(kind, notice.section(w)?);
        deliver::send_framed(client, writes, cx, mail, rcpt, framing, &body).await?;
    }
    Ok(Notified::Done)
}

/// Whose move it is, for the mail's footer: "you" first, then the others awaited by name.
fn whose_move(table: &Table, after: &[Wait], me: Seat, names: &[String], w: Words) -> String {
    if Citadels::is_over(table) {
        return w.t("whose-nobody-over");
    }
    let mut seats: Vec<Seat> = after.iter().map(|wait| wait.seat).collect();
    seats.dedup();
    seats.sort_by_key(|s| *s != me);
    let who: Vec<String> = seats
        .iter()
        .map(|s| {
            if *s == me {
                w.t("you")
            } else {
                names.get(s.index()).cloned().unwrap_or_default()
            }
        })
        .collect();
    if who.is_empty() {
        w.t("whose-server")
    } else {
        who.join(", ")
    }
}

/// What a seat whose deadline passed is told when the server's move sealed nothing (a turn, a
/// crown gift, a decision).
fn no_show_notice(table: &Table) -> CitadelsNotice {
    CitadelsNotice {
        heading: format!("Round {}: your deadline passed", table.state.round),
        lines: vec![
            "The server moved for you by the game's no-show policy: a missed turn takes 2 gold, \
             builds nothing and ends; a missed decision changes as little as it can; a missed \
             crown gift goes to the first player on your left who may take it."
                .to_owned(),
            "The game's log says what was done.".to_owned(),
        ],
    }
}

/// The receipt of a sealed pick: only its picker gets it (`by_server`: the no-show policy
/// picked for them).
fn receipt(table: &Table, row: &durbar_domain::Sealed, by_server: bool) -> Option<CitadelsNotice> {
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
            if by_server {
                format!(
                    "Your deadline passed: the server picked the {} for you, the lowest-ranked \
                     character passed to you (the game's no-show policy). Keep this mail: it \
                     proves what was picked.",
                    character_name(character)
                )
            } else {
                format!(
                    "You picked the {}. Keep this mail: it proves what you chose.",
                    character_name(character)
                )
            },
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
        wait::DECISION => {
            lines.push(decision(&table.state));
            format!("Round {}: a decision waits for you", view.round)
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

/// What a change ended, told to every player: a round (the public state just after it, and
/// what happened in it in the log's words) or the game (its final ranking).
enum Ended {
    /// A round ended.
    Round {
        /// Its number.
        round: u32,
        /// The public state just after it.
        state: Box<State>,
        /// Its notable events in words.
        happened: Vec<String>,
    },
    /// The game ended.
    Game {
        /// The last round.
        round: u32,
        /// The final scores, best first.
        ranking: Vec<Score>,
    },
}

/// The rounds and the game that the last `new` of `events` (the whole public log) end, with
/// the public facts their mails tell: the log's own words, never a hand or a sealed pick.
fn ended(events: &[Event], new: usize, names: &[String]) -> Vec<Ended> {
    let mut state = State::default();
    let mut happened = Vec::new();
    let mut ended = Vec::new();
    let first_new = events.len().saturating_sub(new);
    for (index, event) in events.iter().enumerate() {
        if let Event::RoundStarted { .. } = event {
            happened.clear();
        }
        if worth_telling(event) {
            happened.push(with_names(
                &durbar_domain::citadels::words::describe(&state, event),
                names,
            ));
        }
        state = evolve(state, event, None);
        if index < first_new {
            continue;
        }
        match event {
            Event::RoundEnded { round, .. } => ended.push(Ended::Round {
                round: *round,
                state: Box::new(state.clone()),
                happened: happened.clone(),
            }),
            Event::GameEnded { ranking, .. } => ended.push(Ended::Game {
                round: state.round,
                ranking: ranking.clone(),
            }),
            _ => {}
        }
    }
    ended
}

/// The events a round summary tells: kills, robberies, spells, builds, destructions, the
/// crown and completed cities.
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

impl Ended {
    /// The outbox's kind of its mail.
    fn kind(&self) -> &'static str {
        match self {
            Ended::Round { .. } => "citadels_round",
            Ended::Game { .. } => "citadels_game_over",
        }
    }

    /// Its mail in `w`'s language; `result` is the result page's address.
    fn notice(&self, names: &[String], result: &str, w: Words) -> CitadelsNotice {
        match self {
            Ended::Round {
                round,
                state,
                happened,
            } => {
                let who: Vec<String> = state
                    .players
                    .iter()
                    .zip(names)
                    .map(|(player, name)| {
                        let played: Vec<String> = player
                            .last_characters
                            .iter()
                            .map(|c| character_name(*c))
                            .collect();
                        format!("{name}: {}", played.join(", "))
                    })
                    .collect();
                let mut lines = vec![w
                    .m("citadels-round-who")
                    .s("characters", who.join("; "))
                    .to_string()];
                if happened.is_empty() {
                    lines.push(w.t("citadels-round-quiet"));
                } else {
                    lines.extend(happened.iter().cloned());
                }
                lines.extend(state.players.iter().zip(names).map(|(player, name)| {
                    w.m("citadels-round-player")
                        .s("name", name.as_str())
                        .n("gold", player.gold)
                        .n("cards", player.hand_count)
                        .n("districts", player.city.len())
                        .to_string()
                }));
                CitadelsNotice {
                    heading: w.m("citadels-round-over").n("round", *round).to_string(),
                    lines,
                }
            }
            Ended::Game { round, ranking } => {
                let mut lines = vec![w
                    .m("citadels-game-over-intro")
                    .n("round", *round)
                    .to_string()];
                lines.extend(ranking.iter().enumerate().map(|(i, score)| {
                    w.m("citadels-game-over-score")
                        .n("place", i + 1)
                        .s(
                            "name",
                            names.get(score.seat.index()).cloned().unwrap_or_default(),
                        )
                        .n("score", score.score)
                        .n("districts", score.districts)
                        .n("colours", score.colours)
                        .n("completion", score.completion)
                        .n("unique", score.unique)
                        .to_string()
                }));
                lines.push(w.t("citadels-game-over-tie"));
                lines.push(
                    w.m("citadels-game-over-result")
                        .s("link", result)
                        .to_string(),
                );
                lines.push(w.t("citadels-game-over-seed"));
                CitadelsNotice {
                    heading: w.t("citadels-game-over"),
                    lines,
                }
            }
        }
    }
}
/// The decision a seat is awaited for inside another player's turn (C8), in a sentence.
fn decision(state: &durbar_domain::citadels::state::State) -> String {
    if let Some(c) = &state.confiscation {
        format!(
            "The {} built the {} under your warrant: confiscate it (if your warrant is the \
             signed one) or let it stand.",
            character_name(c.character),
            card(c.district).name
        )
    } else if state.threat_decision.is_some() {
        "Your threat was refused: reveal it (a real threat takes all their gold) or not.".to_owned()
    } else if let Some((_, district)) = state.graveyard {
        format!(
            "The Warlord destroyed the {}: pay 1 gold to take it into your hand (Graveyard), or not.",
            card(district).name
        )
    } else if state.theater.is_some() {
        "Theater: exchange your character with another player's, or keep it.".to_owned()
    } else {
        "Open the game to see what is asked of you.".to_owned()
    }
}

/// What a wait is for, after "to" ("pick your character for round 2").
fn to_do(kind: &str, round: u32) -> String {
    match kind {
        wait::PICK => format!("pick your character for round {round}"),
        wait::CROWN_GIFT => "give the crown".to_owned(),
        wait::DECISION => "make the decision asked of you".to_owned(),
        _ => format!("play your turn in round {round}"),
    }
}

/// What the server does at the deadline under the game's policy (C7; `auto`: it moves).
fn policy(kind: &str, auto: bool) -> &'static str {
    if !auto {
        return "If you miss it, the game waits for you — and so does everyone else.";
    }
    match kind {
        wait::PICK => {
            "If you miss it, the server picks the lowest-ranked character passed to you (the \
             game's no-show policy)."
        }
        wait::CROWN_GIFT => {
            "If you miss it, the server gives the crown to the first player on your left who may \
             take it (the game's no-show policy)."
        }
        wait::DECISION => {
            "If you miss it, the server decides for you as little as it can: no confiscation, no \
             reveal, no payment, no exchange (the game's no-show policy)."
        }
        _ => {
            "If you miss it, the server takes 2 gold for you and ends your turn: nothing built, \
             no ability used (the game's no-show policy)."
        }
    }
}

/// A reminder before the deadline of `waiting` (`deadline`, shown in the recipient's zone).
pub fn reminder(
    table: &Table,
    rcpt: &super::records::Recipient,
    waiting: &Wait,
    auto: bool,
    deadline: std::time::SystemTime,
    now: std::time::SystemTime,
) -> CitadelsNotice {
    let round = table.state.round;
    let when = super::words::local_time(deadline, &rcpt.time_zone, rcpt.lang);
    let left = deadline
        .duration_since(now)
        .unwrap_or_default()
        .as_secs()
        .div_ceil(3600);
    let mut lines = vec![if now >= deadline {
        format!(
            "The game is waiting for you to {}; your deadline ({when}) has passed.",
            to_do(waiting.kind, round)
        )
    } else {
        format!(
            "The game is waiting for you to {} by {when} ({left} hours left).",
            to_do(waiting.kind, round)
        )
    }];
    if waiting.kind == wait::DECISION {
        lines.push(decision(&table.state));
    }
    lines.push(policy(waiting.kind, auto).to_owned());
    lines.push("Open the game with the link below to make your move.".to_owned());
    CitadelsNotice {
        heading: format!("Round {round}: reminder"),
        lines,
    }
}
