//! What a change writes besides its events: outbox mails, the players' thread anchors and
//! digest items (the personal links in the mails are signed, not written). The notifier collects them here instead of
//! executing statements, so that the store writes them in the very statement that appends the
//! events (`append`): a move and its mail cost one round trip and commit atomically without an
//! explicit transaction.

use durbar_mailer::{InvalidMail, MessageId, OutgoingMail};

use super::signed_links::LinkKey;

/// Rows to write with a change (or on their own, [`super::write_side`]).
#[derive(Default)]
pub struct SideWrites {
    /// The key the mails' personal links are signed with (none: no mail with a link).
    link_key: Option<LinkKey>,
    pub(super) mails: Vec<OutgoingMail>,
    pub(super) anchors: Vec<(u8, MessageId)>,
    pub(super) digest_items: Vec<DigestRow>,
}

/// A notice put in a player's digest queue.
pub struct DigestRow {
    /// The player.
    pub player: u8,
    /// What it is (`set_disc`, `round_summary`…).
    pub kind: String,
    /// The game's round when it was made.
    pub round: u32,
    /// Its heading.
    pub heading: String,
    /// The text part.
    pub text: String,
    /// The HTML part.
    pub html: String,
}

impl SideWrites {
    /// Side writes whose mails may carry personal links signed with `key`.
    pub fn with_link_key(key: LinkKey) -> Self {
        Self {
            link_key: Some(key),
            ..Self::default()
        }
    }

    /// A personal link token for `game`'s `player` at their link `generation` (signed: nothing
    /// is written for it), to put in a message.
    pub fn mint_link(
        &self,
        game: durbar_domain::GameId,
        player: u8,
        generation: u32,
    ) -> anyhow::Result<String> {
        let key = self
            .link_key
            .as_ref()
            .ok_or_else(|| anyhow::anyhow!("these side writes were made without a link key"))?;
        Ok(key.sign_now(game, player, generation))
    }

    /// Puts `mail` in the outbox, unless it is invalid (then nothing is written).
    pub fn mail(&mut self, mail: OutgoingMail) -> Result<(), InvalidMail> {
        mail.validate()?;
        self.mails.push(mail);
        Ok(())
    }

    /// Records `id` as the anchor of `player`'s thread, unless one is recorded already (in the
    /// database, or here).
    pub fn set_thread_anchor(&mut self, player: u8, id: MessageId) {
        if self.thread_anchor(player).is_none() {
            self.anchors.push((player, id));
        }
    }

    /// The anchor of `player`'s thread recorded here, if any.
    pub fn thread_anchor(&self, player: u8) -> Option<&MessageId> {
        self.anchors
            .iter()
            .find(|(p, _)| *p == player)
            .map(|(_, id)| id)
    }

    /// Puts a notice in a player's digest queue.
    pub fn digest_item(&mut self, row: DigestRow) {
        self.digest_items.push(row);
    }

    /// Takes the notices put in digest queues out, as side writes of their own (to write them
    /// before a digest that must carry them is read).
    pub fn take_digest_items(&mut self) -> SideWrites {
        SideWrites {
            digest_items: std::mem::take(&mut self.digest_items),
            ..SideWrites::default()
        }
    }

    /// Whether any mail is to be written (the mail workers are then woken after the commit).
    pub fn has_mail(&self) -> bool {
        !self.mails.is_empty()
    }

    /// Whether nothing at all is to be written.
    pub fn is_empty(&self) -> bool {
        self.mails.is_empty() && self.anchors.is_empty() && self.digest_items.is_empty()
    }
}
