//! Turn emails: which mail goes to whom when a game changes, written to the outbox in the same
//! transaction as the events ([`MailNotifier`], the store's [`Notifier`]); daily digests;
//! deadline reminders and the no-show policy ([`Scheduler`]). The mailer delivers what is
//! written here; the texts are in `templates/` (`durbar_templates::mail`).
//!
//! What is sent, to whom:
//! - invitation — every player, when the game is created (the web's new-game form);
//! - "choose a character" / "place a starting house" — the seat setup waits for;
//! - "set your disc" — everyone, when a round begins (the Maharaja's city, the scoring at stake,
//!   the governor track's next cities);
//! - disc receipt — only the player whose disc was committed (by them, or by the no-show policy):
//!   their actions, the commitment and the nonce, and how to check the reveal later;
//! - "your turn" — the seat whose disc was just revealed (and again when its turn goes on after
//!   another player's pending choice);
//! - "choose a new character" — a player whose character was taken (D6);
//! - round summary — everyone, when the Maharaja's city is scored;
//! - game over — everyone, with the ranking and links to the replay and the export;
//! - reminder — a player the game waits for, before their deadline (not on vacation).
//!
//! Nobody gets mail about their own move except the receipt. That another player has set their
//! disc is a minor notice: never mailed alone (every mail's "whose move" line shows who is still
//! to set a disc), but listed in digests. Unsubscribed players get nothing; the game goes on.
//!
//! Variants: an auction bid, a sealed bid or a character to give — "your move". The whole
//! design, with the deadlines: `docs/mail.md`.
//!
//! Digest mode: notices wait in `digest_items` and go out as one message at 08:00 in the
//! player's time zone (the first 08:00 after the oldest waiting notice). Two exceptions go out at
//! once: the disc receipt (the player just acted and the receipt is their proof), and a
//! player's waiting digest as soon as the game waits for that player alone (a call to act is
//! waiting in it) — otherwise a digest player would hold up the whole table for a day.

mod bots;
mod citadels;
mod deliver;
mod hold;
mod picture;
mod plan;
use crate::store::turn_mail as records;
mod render;
mod scheduled;
mod scheduler;
mod summary;
mod waits;
mod words;

use std::sync::Arc;

use deadpool_postgres::Transaction;
use durbar_domain::maharaja::{Event, GameId, GameOptions};
use durbar_mailer::{MessageId, OutgoingMail};
use durbar_templates::catalogue::settings::Which;
use durbar_templates::mail::{compose, Frame, Invitation, MailBody};

pub use bots::{bot_seed, bot_step, BotWorker, BotWorkerHandle};
pub use deliver::{list_id, root_message_id, subject, unsubscribe_url};
pub use durbar_templates::{Lang, Words};
pub use plan::{plan, Notice};
pub use records::{
    game_lang, mail_settings, set_mail_settings, set_player_lang, unsubscribe, unsubscribe_owner,
    MailMode, MailSettings,
};
pub use scheduler::{next_digest_time, Scheduler, SchedulerHandle, TickReport};
pub use waits::{running_waits, waits, RunningWait, WaitKind};
pub use words::{is_time_zone, local_time};

use crate::config::Settings;
use crate::store::{
    Change, Deadlines, NoShow, Notified, Notifier, NotifyFuture, PlayersKept, Reader, SideWrites,
};
use deliver::Standing;
use records::GameMail;
use records::MailMode as Mode;
use render::RenderContext;

/// What every message needs from the service's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailContext {
    /// The public URL (links in mail), without a trailing slash.
    pub base_url: String,
    /// The right-hand side of our Message-IDs.
    pub domain: String,
}

impl MailContext {
    /// From the service's settings.
    pub fn from_settings(settings: &Settings) -> Self {
        Self::new(&settings.base_url)
    }

    /// For a service at `base_url`.
    pub fn new(base_url: &str) -> Self {
        Self {
            base_url: base_url.trim_end_matches('/').to_owned(),
            domain: durbar_mailer::message_id_domain(base_url),
        }
    }
}

/// The store's notifier: writes the turn mail of every change to the outbox (or the digest
/// queue) in the change's transaction.
pub struct MailNotifier {
    cx: Arc<MailContext>,
    /// What mail needs of each game, kept while its players stay the same.
    games: PlayersKept<GameId, Arc<GameMail>>,
}

impl MailNotifier {
    /// A notifier for a service at `cx.base_url`.
    pub fn new(cx: MailContext) -> Self {
        Self {
            cx: Arc::new(cx),
            games: PlayersKept::default(),
        }
    }

    /// [`Notifier::notify`] reading through `client` (`tx` when it is the change's transaction).
    async fn collect(
        &self,
        client: &impl deadpool_postgres::GenericClient,
        tx: Option<&Transaction<'_>>,
        change: Change<'_>,
        writes: &mut SideWrites,
    ) -> anyhow::Result<Notified> {
        let mail = self.game_mail(client, &change).await?;
        notify_change(client, tx, writes, &self.cx, &mail, change).await
    }

    /// What mail needs of the changed game: kept while its players stay the same.
    async fn game_mail<G: durbar_domain::Rules>(
        &self,
        client: &impl deadpool_postgres::GenericClient,
        change: &Change<'_, G>,
    ) -> anyhow::Result<Arc<GameMail>> {
        self.games
            .get_or_read(change.game, change.players, || async {
                Ok::<_, anyhow::Error>(Arc::new(records::game_mail(client, change.game).await?))
            })
            .await
    }
}

impl Notifier for MailNotifier {
    fn interested(&self, events: &[(u64, Event)]) -> bool {
        events.iter().any(|(_, event)| plan::interesting(event))
    }

    fn notify<'a>(
        &'a self,
        reader: Reader<'a>,
        change: Change<'a>,
        writes: &'a mut SideWrites,
    ) -> NotifyFuture<'a> {
        Box::pin(async move {
            match reader {
                Reader::Connection(client) => self.collect(client, None, change, writes).await,
                Reader::Transaction(tx) => self.collect(tx, Some(tx), change, writes).await,
            }
        })
    }

    fn interested_citadels(&self, events: &[(u64, durbar_domain::citadels::Logged)]) -> bool {
        citadels::interested(events)
    }

    fn notify_citadels<'a>(
        &'a self,
        reader: Reader<'a>,
        change: Change<'a, durbar_domain::citadels::Citadels>,
        writes: &'a mut SideWrites,
    ) -> NotifyFuture<'a> {
        Box::pin(async move {
            match reader {
                Reader::Connection(client) => {
                    let mail = self.game_mail(client, &change).await?;
                    citadels::notify(client, None, writes, &self.cx, &mail, change).await
                }
                Reader::Transaction(tx) => {
                    let mail = self.game_mail(tx, &change).await?;
                    citadels::notify(tx, Some(tx), writes, &self.cx, &mail, change).await
                }
            }
        })
    }
}

/// Collects the mail a change makes, reading through `client`. A waiting digest to send at once
/// must be locked: without a transaction (`tx`) that asks for one.
async fn notify_change(
    client: &impl deadpool_postgres::GenericClient,
    tx: Option<&Transaction<'_>>,
    writes: &mut SideWrites,
    cx: &MailContext,
    mail: &GameMail,
    change: Change<'_>,
) -> anyhow::Result<Notified> {
    let notices = plan(change.before, change.after, change.events);
    let alone = match change.after.awaiting_seats().as_slice() {
        [seat] => Some(*seat),
        _ => None,
    };
    if notices.is_empty() && alone.is_none() {
        return Ok(Notified::Done);
    }
    // The time the change is written (within a few milliseconds of its events' recorded_at).
    let now = std::time::SystemTime::now();
    let rc = RenderContext {
        base_url: &cx.base_url,
        mail,
        change: &change,
        now,
    };
    let standing = Standing {
        game: change.after,
        head: change.head,
    };
    let mut holding = hold::Holding::default();
    for (seat, notice) in &notices {
        let player = match notice {
            Notice::KeyRegistered { player, .. } => Some(*player),
            _ => change.after.seat_players().get(seat.index()).copied(),
        };
        let Some(rcpt) = player.and_then(|player| mail.recipient(player)) else {
            continue;
        };
        if (rcpt.unsubscribed && !notice.reaches_the_unsubscribed())
            || (notice.is_minor() && rcpt.mode == Mode::Every)
        {
            continue;
        }
        let Some(section) = render::section(client, &rc, *seat, rcpt, notice).await? else {
            continue;
        };
        let held = hold::Held {
            kind: notice.kind(),
            round: change.after.round(),
            at_once: notice.is_urgent(),
            call: notice.is_call_to_act(),
            section,
        };
        let framing = deliver::framing(standing, rcpt);
        holding
            .deliver(client, writes, cx, mail, rcpt, framing, held)
            .await?;
    }
    // A digest player the game now waits for alone gets their waiting calls to act at once.
    if let Some(seat) = alone {
        let player = change.after.seat_players().get(seat.index()).copied();
        if let Some(rcpt) = player.and_then(|p| mail.recipient(p)) {
            let framing = deliver::framing(standing, rcpt);
            return holding
                .release(client, tx, writes, cx, mail, rcpt, framing)
                .await;
        }
    }
    Ok(Notified::Done)
}

/// The deadlines of `deadlines` in sentences, in `w`'s words (invitations).
pub fn deadline_sentences(
    w: Words,
    which: durbar_templates::catalogue::settings::Which,
    deadlines: &Deadlines,
) -> Vec<String> {
    durbar_templates::catalogue::settings::deadline_sentences(
        w,
        which,
        deadlines.turn_hours,
        deadlines.reminder_hours,
        deadlines.no_show == NoShow::Auto,
    )
}

/// One invitation, as the game's creation writes it (the first message of the player's thread):
/// made without the database, so the new-game transaction can write it beside the game.
pub struct InvitationInput<'a> {
    /// The game invited to (its id makes the join link and the thread).
    pub game: GameId,
    /// Its title.
    pub title: &'a str,
    /// Every player's name, host first.
    pub names: &'a [String],
    /// Options.
    pub options: &'a GameOptions,
    /// Deadlines.
    pub deadlines: &'a Deadlines,
    /// The recipient's index.
    pub player_index: u8,
    /// The recipient's address.
    pub email: &'a str,
    /// The recipient's freshly minted link token.
    pub token: &'a str,
    /// The log's head (seq, hash).
    pub head: (u64, [u8; 32]),
    /// The first message the player got about the game, when this invitation is re-sent: the
    /// re-sent one keeps its thread and its host, also after the base URL changed.
    pub thread_anchor: Option<&'a MessageId>,
    /// Whether the player has joined already (a re-sent link mid-game says so, not "Join").
    pub joined: bool,
    /// The language of the mail.
    pub lang: durbar_templates::Lang,
}

/// The invitation message.
pub fn invitation(cx: &MailContext, input: &InvitationInput<'_>) -> anyhow::Result<OutgoingMail> {
    let w = Words::new(input.lang);
    let body = Invitation {
        host: input
            .names
            .first()
            .map(|n| durbar_mailer::compose::header_safe(n))
            .unwrap_or_default(),
        you_are_host: input.player_index == 0,
        players: input
            .names
            .iter()
            .map(|n| durbar_mailer::compose::header_safe(n))
            .collect(),
        deadlines: deadline_sentences(w, Which::Maharaja, input.deadlines),
        options: durbar_templates::catalogue::settings::option_phrases(w, input.options),
        joined: input.joined,
    };
    invitation_of(cx, input, body.section(w)?)
}

/// The invitation to a game of Citadels: press "Join" (C2), or — `input.joined` — a new link.
/// `input.options` is not read; `set` names the characters and unique districts in play, in the
/// words of `input.lang`.
pub fn citadels_invitation(
    cx: &MailContext,
    input: &InvitationInput<'_>,
    set: &str,
) -> anyhow::Result<OutgoingMail> {
    let w = Words::new(input.lang);
    let safe = |n: &String| durbar_mailer::compose::header_safe(n);
    let body = durbar_templates::mail::CitadelsInvitation {
        host: input.names.first().map(safe).unwrap_or_default(),
        you_are_host: input.player_index == 0,
        players: input.names.iter().map(safe).collect(),
        deadlines: deadline_sentences(w, Which::Citadels, input.deadlines),
        set: set.to_owned(),
        joined: input.joined,
    };
    invitation_of(cx, input, body.section(w)?)
}

/// An invitation with `body`: the frame with the personal link, the game's root thread.
fn invitation_of(
    cx: &MailContext,
    input: &InvitationInput<'_>,
    body: durbar_templates::mail::Section,
) -> anyhow::Result<OutgoingMail> {
    let name = input
        .names
        .get(usize::from(input.player_index))
        .cloned()
        .unwrap_or_default();
    let unsubscribe = unsubscribe_url(&cx.base_url, input.token);
    let frame = Frame {
        name: durbar_mailer::compose::header_safe(&name),
        title: durbar_mailer::compose::header_safe(input.title),
        round: 0,
        whose_move: Words::new(input.lang).t("whose-everyone-join"),
        link: format!("{}/p/{}", cx.base_url, input.token),
        head_seq: input.head.0,
        head_hash: hex::encode(input.head.1),
        unsubscribe: unsubscribe.clone(),
        digest_intro: None,
        lang: input.lang,
        picture: None,
    };
    let parts = compose(&frame, &[body])?;
    let domain = input
        .thread_anchor
        .map_or(cx.domain.as_str(), MessageId::domain);
    let root = root_message_id(input.game, domain);
    let references = match input.thread_anchor {
        Some(anchor) if *anchor != root => vec![root.clone(), anchor.clone()],
        _ => vec![root.clone()],
    };
    Ok(OutgoingMail {
        kind: "invitation".to_owned(),
        game_id: Some(uuid::Uuid::from_bytes(input.game.0)),
        message_id: MessageId::random(domain),
        to_name: durbar_mailer::compose::header_safe(&name),
        to_address: input.email.trim().to_owned(),
        subject: subject(input.title),
        in_reply_to: references.last().cloned(),
        references,
        list_unsubscribe: Some(unsubscribe),
        list_id: Some(list_id(input.title, input.game, domain)),
        text_body: parts.text,
        html_body: parts.html,
        picture_svg: None,
    })
}

/// The game page's mail settings form for a player (`None` if the player is unknown).
pub async fn settings_form(
    store: &crate::store::Store,
    game: GameId,
    player: u8,
) -> Result<Option<durbar_templates::mail::MailSettingsForm>, crate::store::StoreError> {
    let client = store.pool().get().await?;
    let settings = mail_settings(&client, game, player)
        .await
        .map_err(crate::store::StoreError::Database)?;
    Ok(settings.map(|s| durbar_templates::mail::MailSettingsForm {
        mode: match (s.unsubscribed, s.mode) {
            (true, _) => "none",
            (false, MailMode::Every) => "every",
            (false, MailMode::Digest) => "digest",
        }
        .to_owned(),
        time_zone: s.time_zone,
        on_vacation: s.on_vacation,
        lang: s.lang,
        action: format!("/games/{game}/mail-settings"),
    }))
}

/// The language of a player's mail: the one they chose, else the game's (English for an unknown
/// player).
pub async fn player_lang(
    store: &crate::store::Store,
    game: GameId,
    player: u8,
) -> Result<Lang, crate::store::StoreError> {
    let client = store.pool().get().await?;
    let settings = mail_settings(&client, game, player)
        .await
        .map_err(crate::store::StoreError::Database)?;
    Ok(settings.map(|s| s.lang).unwrap_or_default())
}
