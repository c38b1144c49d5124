//! Notices in words: each [`Notice`] for one recipient becomes a [`Section`], filled from the game
//! as that player may see it (their own gold and disc, never another player's sealed disc or
//! hidden gold).

use std::time::{Duration, SystemTime};

use deadpool_postgres::GenericClient;
use durbar_domain::maharaja::{
    scoring, Bytes32, DiscState, EndReason, Event, Game, GameId, Seat, FORFEIT_COMPENSATION,
};
use durbar_templates::mail::{
    ChooseCharacter, ChooseReason, DiscReceipt, DiscSet, GameOver, Holdings, KeyRegistered,
    MailBody, PlaceHouse, PointsLine, RankLine, Reminder, SealedDiscReceipt, Section, SetDisc,
    YourMove, YourTurn,
};

use durbar_templates::catalogue::maharaja;
use durbar_templates::Words;

use super::plan::Notice;
use super::records::{self, GameMail, Recipient};
use super::summary::{earlier_turns, round_summary};
use super::waits::WaitKind;
use super::words::{self, Names};
use crate::store::Change;

/// What rendering a change's notices needs.
pub struct RenderContext<'a> {
    /// The service's public URL.
    pub base_url: &'a str,
    /// The game's title, deadlines and players.
    pub mail: &'a GameMail,
    /// The change: the state after it, its events and the openings it commits to (none of them
    /// readable from the database yet).
    pub change: &'a Change<'a>,
    /// When the change happened (the events' `recorded_at`): waits begun by it start then.
    pub now: SystemTime,
}

impl RenderContext<'_> {
    fn game(&self) -> GameId {
        self.mail.game
    }

    /// `{base}/games/{id}/…`
    pub fn game_url(&self, rest: &str) -> String {
        format!("{}/games/{}{rest}", self.base_url, self.game())
    }

    fn deadline(&self, rcpt: &Recipient) -> Option<String> {
        deadline_text(self.mail, self.now, rcpt)
    }
}

/// The deadline of a wait begun at `since`, in the recipient's time zone (no deadline: `None`).
pub fn deadline_text(mail: &GameMail, since: SystemTime, rcpt: &Recipient) -> Option<String> {
    let hours = mail.deadlines.turn_hours;
    (hours > 0).then(|| {
        words::local_time(
            since + Duration::from_secs(u64::from(hours) * 3600),
            &rcpt.time_zone,
            rcpt.lang,
        )
    })
}

/// What a seat has, as its player sees it, in the words of `w`.
pub fn holdings(game: &Game, seat: Seat, w: Words) -> Holdings {
    let player = game.player(seat).copied();
    let board = game.board();
    Holdings {
        gold: player.map_or(0, |p| p.gold.0),
        supply: player.map_or(0, |p| p.supply),
        quarry: player.map_or(0, |p| p.quarry),
        palaces_built: player.map_or(0, |p| p.palaces_built),
        palaces_total: game.options().palaces_per_player(),
        characters: maharaja::characters(
            w,
            &player
                .map(|p| p.characters.iter().collect::<Vec<_>>())
                .unwrap_or_default(),
        ),
        architect: match (player.and_then(|p| p.architect), board) {
            (Some(city), Some(board)) => board.cities().get(city).map_or_else(
                || w.t("mail-architect-start"),
                |c| {
                    w.m("mail-architect-in")
                        .s("city", c.name.as_str())
                        .to_string()
                },
            ),
            _ => w.t("mail-architect-start"),
        },
    }
}

/// The rank gold in words: "11, 7 and 3 gold".
fn rank_gold(players: usize, w: Words) -> String {
    let gold = scoring::gold_by_rank(players);
    let amounts: Vec<String> = gold.iter().map(u32::to_string).collect();
    w.m("gold-list")
        .s("amounts", maharaja::and_list(w, &amounts))
        .n("last", gold.last().copied().unwrap_or(0))
        .to_string()
}

/// The seats still to set a disc.
fn still_to_set(game: &Game) -> Vec<Seat> {
    match game.awaiting() {
        durbar_domain::maharaja::Awaiting::Discs(seats) => seats,
        _ => Vec::new(),
    }
}

/// The notice for the recipient in `seat`, or `None` if there is nothing to say after all.
pub async fn section(
    client: &impl GenericClient,
    cx: &RenderContext<'_>,
    seat: Seat,
    rcpt: &Recipient,
    notice: &Notice,
) -> anyhow::Result<Option<Section>> {
    let game = cx.change.after;
    let w = Words::new(rcpt.lang);
    let names = Names {
        game,
        me: Some(seat),
        w,
    };
    let section = match notice {
        Notice::Receipt {
            round,
            seq,
            commitment,
            by_system,
        } => {
            // The opening of the recipient's own disc: never anyone else's.
            let opening = match cx.change.disc_opening(commitment) {
                Some(opening) => Some(opening),
                None => records::escrow_opening(client, cx.game(), commitment).await?,
            };
            let others: Vec<String> = still_to_set(game)
                .into_iter()
                .filter(|s| *s != seat)
                .map(|s| names.of(s))
                .collect();
            let Some((actions, nonce)) = opening else {
                if !game.options().trust.seals_in_browser() {
                    tracing::warn!(game = %cx.game(), seat = seat.0, "no opening in escrow for a receipt");
                    return Ok(None);
                }
                // Sealed in the player's browser: the server has the commitment alone.
                return Ok(Some(
                    SealedDiscReceipt {
                        round: *round,
                        seat: seat.0,
                        seq: *seq,
                        commitment: commitment.to_string(),
                        game_id: cx.game().to_string(),
                        replaces: replaced_disc(cx.change.before, seat, commitment),
                        still_to_set: others,
                        export_url: cx.game_url("/export.json"),
                    }
                    .section(w)?,
                ));
            };
            DiscReceipt {
                round: *round,
                seat: seat.0,
                first: maharaja::action(w, actions[0]),
                second: maharaja::action(w, actions[1]),
                codes: format!("{:02x} {:02x}", actions[0].code(), actions[1].code()),
                commitment: commitment.to_string(),
                nonce: nonce.to_string(),
                game_id: cx.game().to_string(),
                by_system: *by_system,
                replaces: replaced_disc(cx.change.before, seat, commitment),
                still_to_set: others,
                export_url: cx.game_url("/export.json"),
            }
            .section(w)?
        }
        Notice::DiscSet { round, setter } => DiscSet {
            round: *round,
            name: names.of(*setter),
            at: words::local_time(cx.now, &rcpt.time_zone, rcpt.lang),
            still_to_set: still_to_set(game).iter().map(|s| names.of(*s)).collect(),
        }
        .section(w)?,
        Notice::RoundSummary { seq, .. } => {
            // The log up to the scoring.
            let events = log_up_to(client, cx, *seq).await?;
            let mut summary = round_summary(&events, Some(seat), w);
            summary.next = cx
                .change
                .events
                .iter()
                .filter(|(s, _)| s > seq)
                .find_map(|(_, e)| match e {
                    Event::RoundStarted {
                        round, maharaja, ..
                    } => Some(
                        w.m("summary-next-round")
                            .n("round", *round)
                            .s("city", words::city(game, *maharaja))
                            .to_string(),
                    ),
                    Event::GameEnded { .. } => Some(w.t("summary-last-round")),
                    _ => None,
                })
                .unwrap_or_default();
            summary.section(w)?
        }
        Notice::GameOver => game_over(cx, names)?.section(w)?,
        Notice::KeyRegistered {
            player,
            device,
            key,
        } => KeyRegistered {
            device: *device,
            key: key.fingerprint(),
            keys: game
                .keys_of_player(*player)
                .map(|k| k.fingerprint())
                .collect(),
        }
        .section(w)?,
        Notice::Act {
            kind,
            resumed,
            taken,
        } => match kind {
            WaitKind::Disc => set_disc(game, seat, names, cx.deadline(rcpt), w).section(w)?,
            WaitKind::Turn => YourTurn {
                round: game.round(),
                resumed: resumed.then(|| resumed_because(cx, names)),
                disc: match game.player(seat).map(|p| p.disc) {
                    Some(DiscState::Revealed(actions)) => Some((
                        maharaja::action(w, actions[0]),
                        maharaja::action(w, actions[1]),
                    )),
                    _ => None,
                },
                maharaja: game
                    .maharaja()
                    .map_or_else(|| w.t("place-start"), |c| words::city(game, c)),
                points: points_in_maharajas_city(game, w),
                earlier: earlier_turns(&log_up_to(client, cx, u64::MAX).await?, seat, w),
                holdings: holdings(game, seat, w),
                forfeit_gold: FORFEIT_COMPENSATION.0,
                deadline: cx.deadline(rcpt),
            }
            .section(w)?,
            WaitKind::StartingCharacter | WaitKind::Replacement => ChooseCharacter {
                round: game.round(),
                reason: match taken {
                    Some((taker, character)) => ChooseReason::Lost {
                        by: names.of(*taker),
                        character: character.name().to_owned(),
                    },
                    None if *kind == WaitKind::Replacement => ChooseReason::Lost {
                        by: w.t("choose-lost-someone"),
                        character: w.t("choose-lost-your-character"),
                    },
                    None => ChooseReason::Setup,
                },
                bank: game
                    .bank_characters()
                    .iter()
                    .map(|c| words::character_with_ability(c, w))
                    .collect(),
                waiting: match (kind, game.active_seat()) {
                    (WaitKind::Replacement, Some(active)) => Some(if names.is_me(active) {
                        w.t("choose-waiting-yours")
                    } else {
                        w.m("choose-waiting")
                            .s("name", names.of(active))
                            .to_string()
                    }),
                    _ => None,
                },
                deadline: cx.deadline(rcpt),
            }
            .section(w)?,
            WaitKind::InitialHouse => PlaceHouse {
                number: game.houses_on_board(seat) + 1,
                of: u32::from(durbar_domain::maharaja::state::STARTING_SUPPLY),
                capacity: game.village_capacity(),
                character: words::characters_of(game, seat, w),
                deadline: cx.deadline(rcpt),
            }
            .section(w)?,
            WaitKind::Bid
            | WaitKind::SealedBid
            | WaitKind::Gift
            | WaitKind::OpenDisc
            | WaitKind::OpenBid
            | WaitKind::Other => YourMove {
                round: game.round(),
                what: kind.to_do(w, game.round()),
                deadline: cx.deadline(rcpt),
            }
            .section(w)?,
        },
    };
    Ok(Some(section))
}

/// Why a turn goes on: the choice that held it up.
fn resumed_because(cx: &RenderContext<'_>, names: Names<'_>) -> String {
    cx.change
        .events
        .iter()
        .rev()
        .find_map(|(_, e)| match e {
            Event::CharacterReplaced {
                seat,
                character,
                by_system,
                ..
            } => {
                let id = match (names.is_me(*seat), *by_system) {
                    (true, false) => "resumed-chosen-you",
                    (true, true) => "resumed-chosen-you-deadline",
                    (false, false) => "resumed-chosen",
                    (false, true) => "resumed-chosen-deadline",
                };
                Some(
                    names
                        .w
                        .m(id)
                        .s("name", names.of(*seat))
                        .s("character", words::character(*character, names.w))
                        .to_string(),
                )
            }
            _ => None,
        })
        .unwrap_or_else(|| names.w.t("resumed-done"))
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "Set your disc" for the round that just began.
pub fn set_disc(
    game: &Game,
    seat: Seat,
    names: Names<'_>,
    deadline: Option<String>,
    w: Words,
) -> SetDisc {
    let city = game.maharaja();
    let mut points: Vec<PointsLine> = match city {
        Some(city) => game
            .seats()
            .map(|s| PointsLine {
                name: if s == seat { w.t("you") } else { names.of(s) },
                points: scoring::points(game, s, city),
            })
            .filter(|p| p.points > 0)
            .collect(),
        None => Vec::new(),
    };
    points.sort_by_key(|p| std::cmp::Reverse(p.points));
    SetDisc {
        round: game.round(),
        last_round: game.round() >= game.options().last_round(),
        city: city.map_or_else(|| w.t("place-start"), |c| words::city(game, c)),
        points,
        rank_gold: rank_gold(game.player_count(), w),
        monopoly_bonus: scoring::MONOPOLY_BONUS.0,
        next_cities: game
            .next_visits()
            .into_iter()
            .take(3)
            .map(|c| words::city(game, c))
            .collect(),
        holdings: holdings(game, seat, w),
        deadline,
    }
}

fn game_over(cx: &RenderContext<'_>, names: Names<'_>) -> anyhow::Result<GameOver> {
    let game = cx.change.after;
    let reason = cx.change.events.iter().find_map(|(_, e)| match e {
        Event::GameEnded { reason, .. } => Some(*reason),
        _ => None,
    });
    let total = game.options().palaces_per_player();
    let builders: Vec<Seat> = game
        .seats()
        .filter(|s| game.player(*s).is_some_and(|p| p.palaces_built >= total))
        .collect();
    let reason = match reason {
        Some(EndReason::AllPalacesBuilt) if !builders.is_empty() => {
            if builders.len() == 1 && names.is_me(builders[0]) {
                names.w.t("game-over-you-built")
            } else {
                capitalised(
                    &names
                        .w
                        .m("game-over-built")
                        .s("names", names.list(&builders))
                        .to_string(),
                )
            }
        }
        Some(EndReason::AllPalacesBuilt) => names.w.t("game-over-someone-built"),
        _ => names.w.t("game-over-track"),
    };
    let ranking: Vec<RankLine> = game
        .ranking()
        .iter()
        .enumerate()
        .map(|(i, r)| RankLine {
            rank: i + 1,
            name: names.of(r.seat),
            palaces: r.palaces,
            gold: r.gold.0,
            character: r.character.map_or_else(
                || names.w.t("character-none"),
                |c| words::character(c, names.w),
            ),
        })
        .collect();
    Ok(GameOver {
        round: game.round(),
        reason,
        winner: ranking.first().map_or_else(String::new, |r| r.name.clone()),
        ranking,
        replay_url: cx.game_url("/replay"),
        export_url: cx.game_url("/export.json"),
    })
}

/// A reminder for a wait of `kind` whose deadline is `deadline`.
pub fn reminder(
    game: &Game,
    mail: &GameMail,
    rcpt: &Recipient,
    kind: WaitKind,
    deadline: SystemTime,
    now: SystemTime,
) -> Reminder {
    let left = deadline
        .duration_since(now)
        .unwrap_or_default()
        .as_secs()
        .div_ceil(3600);
    let w = Words::new(rcpt.lang);
    Reminder {
        round: game.round(),
        what: kind.to_do(w, game.round()),
        deadline: words::local_time(deadline, &rcpt.time_zone, rcpt.lang),
        hours_left: u32::try_from(left).unwrap_or(u32::MAX),
        overdue: now >= deadline,
        after: words::policy_sentence(
            w,
            kind,
            mail.deadlines.no_show == crate::store::NoShow::Auto,
            FORFEIT_COMPENSATION.0,
        ),
    }
}

/// The commitment (its first 16 hex digits) of the disc that `seat`'s new disc `commitment`
/// replaces this round, if the player had set one before: their earlier receipt no longer counts.
fn replaced_disc(before: &Game, seat: Seat, commitment: &Bytes32) -> Option<String> {
    match before.player(seat).map(|p| &p.disc) {
        Some(DiscState::Committed {
            commitment: earlier,
            ..
        }) if earlier != commitment => {
            let hex = earlier.to_string();
            Some(format!("{}…", &hex[..16]))
        }
        _ => None,
    }
}

/// Every player's points in the Maharaja's city as the game stands, most first (ties in seat
/// order), by name: what the scoring at the end of the round would count now.
fn points_in_maharajas_city(game: &Game, w: Words) -> Vec<(String, u32)> {
    let Some(city) = game.maharaja() else {
        return Vec::new();
    };
    let names = Names { game, me: None, w };
    let mut points: Vec<(String, u32)> = game
        .seats()
        .map(|seat| (names.of(seat), scoring::points(game, seat, city)))
        .collect();
    points.sort_by_key(|(_, p)| std::cmp::Reverse(*p));
    points
}

/// The game's log up to event `seq` (`u64::MAX`: all of it), the change being mailed included:
/// the stored events before the change and the change's own (not yet stored).
async fn log_up_to(
    client: &impl GenericClient,
    cx: &RenderContext<'_>,
    seq: u64,
) -> anyhow::Result<Vec<Event>> {
    let first_new = cx.change.events.first().map_or(u64::MAX, |(s, _)| *s);
    let mut events =
        records::events_up_to(client, cx.game(), seq.min(first_new.saturating_sub(1))).await?;
    events.extend(
        cx.change
            .events
            .iter()
            .filter(|(s, _)| *s <= seq)
            .map(|(_, e)| e.clone()),
    );
    Ok(events)
}
