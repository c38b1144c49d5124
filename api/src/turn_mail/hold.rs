//! A notice for a daily-digest player, for every kind of game: sent at once or held in the
//! player's digest queue, and a waiting digest sent at once when the game waits for that player
//! alone and a call to act is in it (else a digest player would hold up the whole table for a
//! day). What each kind's notify decides is only which notices go at once (a receipt) and which
//! call to act; the rest is here, the same for Maharaja and Citadels.

use deadpool_postgres::{GenericClient, Transaction};
use durbar_templates::mail::Section;

use super::deliver::{self, Body, Framing};
use super::records::{self, GameMail, MailMode, Recipient};
use super::MailContext;
use crate::store::{write_side, DigestRow, Notified, SideWrites};

/// One notice for one recipient.
pub struct Held<'a> {
    /// The outbox's kind.
    pub kind: &'a str,
    /// What it says; its kind is the digest item's (a single held item goes out as it).
    pub section: Section,
    /// The game's round (the digest item's).
    pub round: u32,
    /// Sent at once even to a digest player (a receipt: the proof of what they just did).
    pub at_once: bool,
    /// A call to act (a digest is sent early for it when the game waits for the player alone).
    pub call: bool,
}

/// The notices of one change: sent, or held in digest queues; remembers whose queue got a call
/// to act (not yet stored).
#[derive(Default)]
pub struct Holding {
    called: Vec<u8>,
}

impl Holding {
    /// Sends `notice` to `rcpt` at once (every-mail mode, or a notice that goes at once), else
    /// holds it in their digest queue (in `writes`).
    #[allow(clippy::too_many_arguments)]
    pub async fn deliver(
        &mut self,
        client: &impl GenericClient,
        writes: &mut SideWrites,
        cx: &MailContext,
        mail: &GameMail,
        rcpt: &Recipient,
        framing: Framing<'_>,
        notice: Held<'_>,
    ) -> anyhow::Result<()> {
        if rcpt.mode == MailMode::Every || notice.at_once {
            let body = Body::single(notice.kind, notice.section);
            deliver::send_framed(client, writes, cx, mail, rcpt, framing, &body).await?;
            return Ok(());
        }
        if notice.call {
            self.called.push(rcpt.player_index);
        }
        writes.digest_item(DigestRow {
            player: rcpt.player_index,
            kind: notice.section.kind,
            round: notice.round,
            heading: notice.section.heading,
            text: notice.section.text,
            html: notice.section.html,
        });
        Ok(())
    }

    /// When the game now waits for `rcpt` alone: if they read a digest and a call to act waits
    /// in it (from this change or earlier), their digest goes now, this change's notices in it.
    /// That needs the queue locked: without the change's transaction (`tx`) it asks for one.
    #[allow(clippy::too_many_arguments)]
    pub async fn release(
        &self,
        client: &impl GenericClient,
        tx: Option<&Transaction<'_>>,
        writes: &mut SideWrites,
        cx: &MailContext,
        mail: &GameMail,
        rcpt: &Recipient,
        framing: Framing<'_>,
    ) -> anyhow::Result<Notified> {
        if rcpt.mode != MailMode::Digest
            || rcpt.unsubscribed
            || !(self.called.contains(&rcpt.player_index)
                || records::has_waiting_call(client, mail.game, rcpt.player_index).await?)
        {
            return Ok(Notified::Done);
        }
        let Some(tx) = tx else {
            return Ok(Notified::NeedsTransaction);
        };
        // This change's notices go in first, so that the digest carries them.
        let queued = writes.take_digest_items();
        write_side(tx, mail.game, &queued).await?;
        deliver::send_digest(tx, writes, cx, mail, rcpt, framing).await?;
        Ok(Notified::Done)
    }
}
