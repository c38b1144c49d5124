//! Citadels' turn mail: "pick your character" to the seat the draft now waits for (the
//! characters passed to it only, and what lies face up), "your turn" when its character is
//! called (its hand and gold), the crown to give (C8), and the receipt of a sealed pick to its
//! picker alone (commitment and nonce, C3); when a deadline passed (C7), the receipt says the
//! server picked, and a seat it moved for otherwise is told so. Through the outbox, threaded
//! under the game's root like Maharaja's. A daily-digest player's notices wait for their digest
//! as Maharaja's do (`hold`): the receipt goes at once, and a call to act goes at once with the
//! digest waiting (the game waits for one seat at a time: it cannot wait for the morning). A
//! further device's key registered for a seat tells that seat at once, naming all its keys.

use durbar_domain::citadels::rules::wait;
use durbar_domain::citadels::{
    evolve, Citadels, DiscardOpening, Event, Logged, Score, State, Table,
};
use durbar_domain::{Rules, Seat, Viewer, Wait};
use durbar_templates::catalogue::citadels::{self as cwords, narrate};
use durbar_templates::mail::{CitadelsNotice, KeyRegistered, MailBody, Section};
use durbar_templates::Words;

use super::deliver::Framing;
use super::hold::{Held, Holding};
use super::records::GameMail;
use super::MailContext;
use crate::store::turn_mail as records;
use crate::store::{Change, Notified, SideWrites};

/// Whether these events may call anyone to act or seal a pick (any change may: cheap check).
pub fn interested(events: &[(u64, Logged)]) -> bool {
    !events.is_empty()
}

/// Collects the mail of `change`. Sending a waiting digest at once must lock it: without the
/// change's transaction (`tx`) that asks for one.
pub async fn notify(
    client: &impl deadpool_postgres::GenericClient,
    tx: Option<&deadpool_postgres::Transaction<'_>>,
    writes: &mut SideWrites,
    cx: &MailContext,
    mail: &GameMail,
    change: Change<'_, Citadels>,
) -> anyhow::Result<Notified> {
    let before = Citadels::waits(change.before);
    let after = Citadels::waits(change.after);
    let names: Vec<String> = (0..change.after.state.seats())
        .map(|i| {
            mail.recipient(i as u8)
                .map_or_else(|| format!("Seat {}", i + 1), |r| r.name.clone())
        })
        .collect();
    let words = |seat: Seat| Words::new(mail.recipient(seat.0).map(|r| r.lang).unwrap_or_default());
    let mut notices: Vec<(Seat, &str, Section)> = Vec::new();
    // Seats whose deadline passed in this change: the server moved for them (C7).
    let absent: Vec<Seat> = change
        .events
        .iter()
        .filter_map(|(_, logged)| match logged.event {
            durbar_domain::citadels::Event::DeadlinePassed { seat, .. } => Some(seat),
            _ => None,
        })
        .collect();
    for row in change.escrowed() {
        if let Some(notice) = receipt(
            change.after,
            row,
            absent.contains(&row.seat),
            words(row.seat),
        ) {
            notices.push((
                row.seat,
                "citadels_receipt",
                notice.section(words(row.seat))?,
            ));
        }
    }
    for seat in absent
        .iter()
        .filter(|s| !change.escrowed().iter().any(|r| r.seat == **s))
    {
        notices.push((
            *seat,
            "citadels_no_show",
            no_show_notice(change.after, words(*seat)).section(words(*seat))?,
        ));
    }
    for (_, logged) in change.events {
        if let Event::KeyRegistered {
            player,
            key,
            device,
        } = &logged.event
        {
            if *device > 1 {
                let keys = change.after.state.keyring.keys_of_player(*player);
                let notice = KeyRegistered {
                    device: *device,
                    key: key.fingerprint(),
                    keys: keys.map(|k| k.fingerprint()).collect(),
                };
                let seat = Seat(*player);
                notices.push((seat, "key_registered", notice.section(words(seat))?));
            }
        }
    }
    let called: Vec<&Wait> = after.iter().filter(|w| !before.contains(w)).collect();
    let ends = change.events.iter().any(|(_, logged)| {
        matches!(
            logged.event,
            Event::RoundEnded { .. } | Event::GameEnded { .. }
        )
    });
    // The whole public log up to this change's end, read once: a called turn is told what
    // happened so far in its round, and an ended round or game is summed up from it.
    let turn_called = called.iter().any(|c| is_turn(c.kind));
    let log: Vec<Event> = if ends || turn_called {
        let first = change.events.first().map_or(0, |(seq, _)| *seq);
        let mut events =
            records::events_up_to_as::<Citadels>(client, change.game, first.saturating_sub(1))
                .await?;
        events.extend(change.events.iter().map(|(_, logged)| logged.clone()));
        events.into_iter().map(|logged| logged.event).collect()
    } else {
        Vec::new()
    };
    let now = std::time::SystemTime::now();
    for called in called {
        let w = words(called.seat);
        let so_far = if is_turn(called.kind) {
            Some(round_so_far(&log, &names, w))
        } else {
            None
        };
        let mut notice = call(change.after, called, w, so_far);
        let deadline = mail
            .recipient(called.seat.0)
            .and_then(|rcpt| super::render::deadline_text(mail, now, rcpt));
        if let Some(deadline) = deadline {
            let at = notice.lines.len().saturating_sub(1);
            notice.lines.insert(
                at,
                w.m("citadels-call-deadline")
                    .s("deadline", deadline)
                    .to_string(),
            );
        }
        notices.push((called.seat, "citadels_call", notice.section(w)?));
    }
    if ends {
        let link = format!("{}/games/{}/result", cx.base_url, change.game);
        for fact in ended(&log, change.events.len()) {
            for rcpt in &mail.recipients {
                let w = Words::new(rcpt.lang);
                let notice = fact.notice(&names, &link, w);
                notices.push((Seat(rcpt.player_index), fact.kind(), notice.section(w)?));
            }
        }
    }
    let round = change.after.state.round;
    let mut holding = Holding::default();
    for (seat, kind, mut section) in notices {
        let Some(rcpt) = mail.recipient(seat.0) else {
            continue;
        };
        // A new key for their seat may be someone else's: told also to the unsubscribed.
        if rcpt.unsubscribed && kind != "key_registered" {
            continue;
        }
        let w = Words::new(rcpt.lang);
        let framing = Framing {
            round,
            whose_move: whose_move(change.after, &after, seat, &names, w),
            head: change.head,
            board: None,
        };
        // A digest item keeps the outbox's kind (a single one goes out as what it is).
        section.kind = kind.to_owned();
        let held = Held {
            kind,
            section,
            round,
            at_once: matches!(kind, "citadels_receipt" | "key_registered"),
            call: kind == "citadels_call",
        };
        holding
            .deliver(client, writes, cx, mail, rcpt, framing, held)
            .await?;
    }
    // A digest player the game now waits for alone (a pick, a turn, a decision: Citadels waits
    // for one seat at a time) gets their waiting digest with the call at once.
    if let [alone] = after.as_slice() {
        if let Some(rcpt) = mail.recipient(alone.seat.0) {
            let framing = framing(change.after, mail, rcpt, change.head);
            return holding
                .release(client, tx, writes, cx, mail, rcpt, framing)
                .await;
        }
    }
    Ok(Notified::Done)
}

/// The frame of a message to `rcpt` about `table` at `head`: the round and whose move it is.
pub fn framing(
    table: &Table,
    mail: &GameMail,
    rcpt: &super::records::Recipient,
    head: (u64, crate::audit::chain::Hash),
) -> Framing<'static> {
    let names: Vec<String> = (0..table.state.seats())
        .map(|i| {
            mail.recipient(i as u8)
                .map_or_else(|| format!("Seat {}", i + 1), |r| r.name.clone())
        })
        .collect();
    let waits = Citadels::waits(table);
    let me = Seat(rcpt.player_index);
    Framing {
        round: table.state.round,
        whose_move: whose_move(table, &waits, me, &names, Words::new(rcpt.lang)),
        head,
        board: None,
    }
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
fn no_show_notice(table: &Table, w: Words) -> CitadelsNotice {
    CitadelsNotice {
        heading: w
            .m("citadels-no-show-heading")
            .n("round", table.state.round)
            .to_string(),
        lines: vec![w.t("citadels-no-show"), w.t("citadels-no-show-log")],
    }
}

/// The receipt of a sealed pick: only its picker gets it (`by_server`: the no-show policy
/// picked for them).
fn receipt(
    table: &Table,
    row: &durbar_domain::Sealed,
    by_server: bool,
    w: Words,
) -> Option<CitadelsNotice> {
    if !matches!(row.opening.kind.as_str(), "pick" | "second_pick") {
        return None;
    }
    let character = durbar_domain::citadels::Character::ALL
        .get(usize::from(*row.opening.value.get(1)?))
        .copied()?;
    let discard = discard_line(table, row, w);
    Some(CitadelsNotice {
        heading: w
            .m("citadels-receipt-heading")
            .n("round", table.state.round.max(row.round))
            .to_string(),
        lines: vec![
            w.m(if by_server {
                "citadels-receipt-by-server"
            } else {
                "citadels-receipt-picked"
            })
            .s("character", cwords::character(w, character))
            .to_string(),
            w.m("citadels-receipt-commitment")
                .s("hex", hex::encode(row.commitment.0))
                .to_string(),
            w.m("citadels-receipt-nonce")
                .s("hex", hex::encode(row.opening.nonce.0))
                .to_string(),
            w.t("citadels-receipt-secret"),
        ]
        .into_iter()
        .chain(discard)
        .collect(),
    })
}

/// The receipt's line on the character laid face down with the pick, if any: which, the
/// commitment the log holds for it and its own nonce (the escrow row's value `[index,
/// character, discard, nonce…]`, see `durbar_domain::citadels::rules`).
fn discard_line(table: &Table, row: &durbar_domain::Sealed, w: Words) -> Option<String> {
    let (&[index, _, code], rest) = row.opening.value.split_first_chunk::<3>()?;
    let discard = durbar_domain::citadels::Character::ALL
        .get(usize::from(code))
        .copied()?;
    let nonce = durbar_domain::Bytes32(rest.try_into().ok()?);
    let commitment = durbar_domain::citadels::seal::discard_commitment(
        table.state.game,
        row.round,
        row.seat,
        index,
        discard,
        &nonce,
    );
    Some(
        w.m("citadels-receipt-discard")
            .s("character", cwords::character(w, discard))
            .s("commitment", hex::encode(commitment.0))
            .s("nonce", hex::encode(nonce.0))
            .to_string(),
    )
}

/// Whether a wait is a character's turn (not a pick, a crown gift or a decision).
fn is_turn(kind: &str) -> bool {
    !matches!(kind, wait::PICK | wait::CROWN_GIFT | wait::DECISION)
}

/// What happened so far in the last round of `log` (the whole public log), in `w`'s words:
/// the events a round summary tells (kills, robberies, spells, builds, destructions, …).
fn round_so_far(log: &[Event], names: &[String], w: Words) -> Vec<String> {
    let mut told = Vec::new();
    fold_told(log, |_, state, event| {
        if let Event::RoundStarted { .. } = event {
            told.clear();
        }
        if worth_telling(event) {
            told.push(narrate(w, state, event, names));
        }
    });
    told
}

/// Folds the public `log` from the start, calling `each(index, state just before, event)`.
fn fold_told(log: &[Event], mut each: impl FnMut(usize, &State, &Event)) {
    let mut state = State::default();
    for (index, event) in log.iter().enumerate() {
        each(index, &state, event);
        state = evolve(state, event, None);
    }
}

/// A call to act, with what the called seat may see (its own view only, C4), in `w`'s words;
/// a called turn is told `so_far`, what happened earlier in the round.
fn call(table: &Table, called: &Wait, w: Words, so_far: Option<Vec<String>>) -> CitadelsNotice {
    let view = Citadels::view(table, Viewer::Seat(called.seat));
    let me = view.players.get(called.seat.index());
    let hand: Vec<String> = me
        .and_then(|p| p.hand.as_ref())
        .map(|hand| hand.iter().map(|d| cwords::district(w, *d)).collect())
        .unwrap_or_default();
    let mut lines = Vec::new();
    let round = view.round;
    let heading = match called.kind {
        wait::PICK => {
            let offered: Vec<_> = view.offered.iter().flatten().copied().collect();
            lines.push(
                w.m("citadels-call-passed")
                    .s("characters", cwords::characters(w, &offered))
                    .to_string(),
            );
            if !view.face_up.is_empty() {
                lines.push(
                    w.m("citadels-face-up")
                        .s("characters", cwords::characters(w, &view.face_up))
                        .to_string(),
                );
            }
            w.m("citadels-call-pick-heading").n("round", round)
        }
        wait::CROWN_GIFT => {
            lines.push(w.t("citadels-call-crown"));
            w.m("citadels-call-crown-heading").n("round", round)
        }
        wait::DECISION => {
            lines.push(decision(&table.state, w));
            w.m("citadels-call-decision-heading").n("round", round)
        }
        _ => {
            if let Some((_, character)) = view.turn {
                lines.push(
                    w.m("citadels-call-turn")
                        .s("character", cwords::character(w, character))
                        .to_string(),
                );
            }
            if let Some(so_far) = so_far {
                if so_far.is_empty() {
                    lines.push(w.t("citadels-call-earlier-nothing"));
                } else {
                    lines.push(w.t("citadels-call-earlier"));
                    lines.extend(so_far.into_iter().map(|line| format!("- {line}")));
                }
            }
            w.m("citadels-call-turn-heading").n("round", round)
        }
    }
    .to_string();
    if let Some(me) = me {
        lines.push(w.m("citadels-call-gold").n("gold", me.gold).to_string());
    }
    lines.push(if hand.is_empty() {
        w.t("citadels-hand-empty")
    } else {
        w.m("citadels-call-hand")
            .s("cards", hand.join(", "))
            .to_string()
    });
    lines.push(w.t("citadels-call-open"));
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
        /// Its notable events, each with the public state just before it.
        happened: Vec<(State, Event)>,
    },
    /// The game ended.
    Game {
        /// The last round.
        round: u32,
        /// The final scores, best first.
        ranking: Vec<Score>,
        /// The characters laid face down with a pick, opened now (C3).
        discards: Vec<DiscardOpening>,
    },
}

/// The rounds and the game that the last `new` of `events` (the whole public log) end, with
/// the public facts their mails tell: the log's own words, never a hand or a sealed pick.
fn ended(events: &[Event], new: usize) -> Vec<Ended> {
    let mut happened = Vec::new();
    let mut ended = Vec::new();
    let first_new = events.len().saturating_sub(new);
    fold_told(events, |index, state, event| {
        if let Event::RoundStarted { .. } = event {
            happened.clear();
        }
        if worth_telling(event) {
            happened.push((state.clone(), event.clone()));
        }
        if index < first_new {
            return;
        }
        match event {
            Event::RoundEnded { round, .. } => {
                ended.push(Ended::Round {
                    round: *round,
                    state: Box::new(evolve(state.clone(), event, None)),
                    happened: happened.clone(),
                });
            }
            Event::GameEnded {
                ranking, discards, ..
            } => ended.push(Ended::Game {
                round: state.round,
                ranking: ranking.clone(),
                discards: discards.clone(),
            }),
            _ => {}
        }
    });
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
                            .map(|c| cwords::character(w, *c))
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
                    lines.extend(
                        happened
                            .iter()
                            .map(|(before, event)| narrate(w, before, event, names)),
                    );
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
            Ended::Game {
                round,
                ranking,
                discards,
            } => {
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
                lines.extend(cwords::laid_down(w, discards, names));
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
fn decision(state: &State, w: Words) -> String {
    if let Some(c) = &state.confiscation {
        w.m("citadels-decision-confiscate")
            .s("character", cwords::character(w, c.character))
            .s("district", cwords::district(w, c.district))
            .to_string()
    } else if state.threat_decision.is_some() {
        w.t("citadels-decision-threat")
    } else if let Some((_, district)) = state.graveyard {
        w.m("citadels-decision-graveyard")
            .s("district", cwords::district(w, district))
            .to_string()
    } else if state.theater.is_some() {
        w.t("citadels-decision-theater")
    } else {
        w.t("citadels-decision-other")
    }
}

/// What a wait is for, after "to" ("pick your character for round 2").
fn to_do(kind: &str, round: u32, w: Words) -> String {
    match kind {
        wait::PICK => w.m("citadels-to-pick").n("round", round).to_string(),
        wait::CROWN_GIFT => w.t("citadels-to-crown"),
        wait::DECISION => w.t("citadels-to-decide"),
        _ => w.m("citadels-to-turn").n("round", round).to_string(),
    }
}

/// What the server does at the deadline under the game's policy (C7; `auto`: it moves).
fn policy(kind: &str, auto: bool, w: Words) -> String {
    w.t(if !auto {
        "citadels-policy-wait"
    } else {
        match kind {
            wait::PICK => "citadels-policy-pick",
            wait::CROWN_GIFT => "citadels-policy-crown",
            wait::DECISION => "citadels-policy-decision",
            _ => "citadels-policy-turn",
        }
    })
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
    let w = Words::new(rcpt.lang);
    let when = super::words::local_time(deadline, &rcpt.time_zone, rcpt.lang);
    let left = deadline
        .duration_since(now)
        .unwrap_or_default()
        .as_secs()
        .div_ceil(3600);
    let what = to_do(waiting.kind, round, w);
    let mut lines = vec![if now >= deadline {
        w.m("citadels-reminder-passed")
            .s("what", what)
            .s("when", when)
            .to_string()
    } else {
        w.m("citadels-reminder-left")
            .s("what", what)
            .s("when", when)
            .n("hours", left)
            .to_string()
    }];
    if waiting.kind == wait::DECISION {
        lines.push(decision(&table.state, w));
    }
    lines.push(policy(waiting.kind, auto, w));
    lines.push(w.t("citadels-call-open"));
    CitadelsNotice {
        heading: w
            .m("citadels-reminder-heading")
            .n("round", round)
            .to_string(),
        lines,
    }
}

#[cfg(test)]
mod tests {
    //! The calls inside another player's turn (C8) and the crown to give, as their mails word
    //! them, at every such wait of bot games with the characters that make them.
    use durbar_domain::citadels::bots::{play, BotGame, BotKind};
    use durbar_domain::citadels::{Character, Options};
    use durbar_domain::Bytes32;
    use durbar_templates::Lang;

    use super::*;

    /// Every wait `kind` of bot games with `characters`, 3–8 players, `games` games of each
    /// count (greedy and random bots by turns): the table at it.
    fn tables_waiting(characters: [Character; 9], kind: &str, games: u8) -> Vec<(Table, Wait)> {
        let mut found = Vec::new();
        for (players, k) in (3u8..=8).flat_map(|p| (0..games).map(move |k| (p, k))) {
            let mut options = Options::first_game(players);
            options.characters = characters.to_vec();
            if options.validate().is_err() {
                continue;
            }
            let game = BotGame {
                options,
                seed: Bytes32([players + 10 * k; 32]),
                bots: vec![
                    [BotKind::Greedy, BotKind::Random][usize::from(k % 2)];
                    usize::from(players)
                ],
                bot_seed: Bytes32([players + 10 * k + 100; 32]),
            };
            let played = play(&game).expect("the bots finish");
            let mut state = State::default();
            for record in &played.records {
                state = evolve(state, &record.event, record.secret.as_ref());
                let table = Table {
                    state: state.clone(),
                    book: None,
                };
                for wait in Citadels::waits(&table)
                    .into_iter()
                    .filter(|w| w.kind == kind)
                {
                    found.push((table.clone(), wait));
                }
            }
        }
        found
    }

    #[test]
    fn a_decision_inside_another_turn_is_mailed_as_what_it_asks_in_every_language() {
        use Character::*;
        let sets = [
            [
                Magistrate,
                Blackmailer,
                Wizard,
                Emperor,
                Abbot,
                Alchemist,
                Scholar,
                Diplomat,
                Queen,
            ],
            [
                Witch,
                Blackmailer,
                Seer,
                King,
                Cardinal,
                Trader,
                Navigator,
                Marshal,
                TaxCollector,
            ],
        ];
        let mut asked = std::collections::BTreeSet::new();
        for set in sets {
            for (table, wait) in tables_waiting(set, wait::DECISION, 1) {
                for lang in Lang::ALL {
                    let w = Words::new(lang);
                    let notice = call(&table, &wait, w, None);
                    let round = table.state.round;
                    let heading = w.m("citadels-call-decision-heading").n("round", round);
                    assert_eq!(notice.heading, heading.to_string());
                    let what = decision(&table.state, w);
                    assert_eq!(notice.lines[0], what);
                    assert_ne!(what, w.t("citadels-decision-other"), "{:?}", table.state);
                    let section = notice.section(w).expect("renders");
                    assert!(section.text.contains(&what), "{}", section.text);
                    assert!(!section.text.contains('{'), "{}", section.text);
                    if lang == Lang::En {
                        asked.insert(what.split(':').next().unwrap_or_default().to_owned());
                    }
                }
            }
        }
        for kind in ["Your threat was refused", " built "] {
            assert!(
                asked.iter().any(|a| a.contains(kind)),
                "no {kind:?} among {asked:?}"
            );
        }
    }

    #[test]
    fn the_crown_to_give_is_mailed_to_the_emperor_in_every_language() {
        use Character::*;
        let set = [
            Assassin, Thief, Magician, Emperor, Bishop, Merchant, Architect, Warlord, Artist,
        ];
        let waits = tables_waiting(set, wait::CROWN_GIFT, 8);
        assert!(!waits.is_empty(), "the Emperor gave no crown in any game");
        for (table, wait) in waits {
            for lang in Lang::ALL {
                let w = Words::new(lang);
                let notice = call(&table, &wait, w, None);
                let heading = w
                    .m("citadels-call-crown-heading")
                    .n("round", table.state.round);
                assert_eq!(notice.heading, heading.to_string());
                assert_eq!(notice.lines[0], w.t("citadels-call-crown"));
                assert!(notice.lines.iter().any(|l| l == &w.t("citadels-call-open")));
            }
        }
    }

    #[test]
    fn the_game_over_mail_says_which_character_each_seat_laid_face_down_in_which_round() {
        // C3: given a finished 2-player bot game, whose picks laid characters face down,
        let played = play(&BotGame {
            options: Options::first_game(2),
            seed: Bytes32([5; 32]),
            bots: vec![BotKind::Greedy, BotKind::Random],
            bot_seed: Bytes32([6; 32]),
        })
        .expect("a bot game");
        let events: Vec<Event> = played.records.into_iter().map(|r| r.event).collect();
        // when the game's end is told by mail,
        let game_over = ended(&events, 1)
            .pop()
            .expect("the last event ends the game");
        let Ended::Game { discards, .. } = &game_over else {
            panic!("the last event ends the game")
        };
        let names = ["Anna".to_owned(), "Bára".to_owned()];
        let first = &discards[0];
        // then the mail names each seat, the character it laid face down and the round.
        for lang in Lang::ALL {
            let w = Words::new(lang);
            let notice = game_over.notice(&names, "https://durbar.test/result", w);
            let told = cwords::laid_down(w, discards, &names).expect("discards were laid");
            assert!(notice.lines.contains(&told), "{lang}: {:?}", notice.lines);
            assert!(
                told.contains(&cwords::character(w, first.character)),
                "{lang}: {told}"
            );
        }
        let english = game_over
            .notice(&names, "", Words::default())
            .lines
            .join("\n");
        assert!(
            english.contains(&format!(
                "{} laid {} face down in round {}",
                names[first.seat.index()],
                cwords::character(Words::default(), first.character),
                first.round
            )),
            "{english}"
        );
    }
}
