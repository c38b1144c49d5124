//! Citadels' turn mail: "pick your character" to the seat the draft now waits for (the
//! characters passed to it only, and what lies face up), "your turn" when its character is
//! called (its hand and gold), the crown to give (C8), and the receipt of a sealed pick to its
//! picker alone (commitment and nonce, C3). Each goes at once (a digest player too: a call to
//! act cannot wait for the morning), through the outbox, threaded under the game's root like
//! Maharaja's.

use durbar_domain::citadels::rules::wait;
use durbar_domain::citadels::{Citadels, Logged, Table};
use durbar_domain::{Rules, Seat, Viewer, Wait};
use durbar_templates::mail::{CitadelsNotice, MailBody};
use durbar_templates::play::citadels::{card, character_name};

use super::deliver::{self, Body, Framing};
use super::records::GameMail;
use super::MailContext;
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
