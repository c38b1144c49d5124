//! The invitation mail: sent to every player (the host too) when a game is created, and again
//! with a fresh link when the host re-sends a player's link. Each carries a newly minted
//! personal link; all of a game's mail threads under the game's root Message-ID.

use durbar_domain::maharaja::{GameId, GameOptions};
use durbar_mailer::{MessageId, OutgoingMail};

use super::WebConfig;
use crate::store::Deadlines;

/// One invitation.
pub struct InvitationMail<'a> {
    /// The service's web settings.
    pub config: &'a WebConfig,
    /// The game invited to (its id makes the join link).
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
    /// The recipient's fresh link token.
    pub token: &'a str,
    /// The log's head (seq, hash).
    pub head: (u64, [u8; 32]),
    /// The player's thread anchor when the invitation is re-sent (see
    /// [`crate::turn_mail::InvitationInput::thread_anchor`]).
    pub thread_anchor: Option<&'a MessageId>,
    /// Whether the player has joined already.
    pub joined: bool,
    /// The language of the mail (the player's, or else the game's).
    pub lang: durbar_templates::Lang,
}

impl InvitationMail<'_> {
    /// The rendered message for the outbox: the turn mail's invitation (`turn_mail::invitation`:
    /// its text, the game's stable subject, threading, one-click unsubscribe, List-Id).
    pub fn render(&self) -> anyhow::Result<OutgoingMail> {
        let cx = crate::turn_mail::MailContext {
            base_url: self.config.base_url.clone(),
            domain: self.config.mail_domain.clone(),
        };
        crate::turn_mail::invitation(
            &cx,
            &crate::turn_mail::InvitationInput {
                game: self.game,
                title: self.title,
                names: self.names,
                options: self.options,
                deadlines: self.deadlines,
                player_index: self.player_index,
                email: self.email,
                token: self.token,
                head: self.head,
                thread_anchor: self.thread_anchor,
                joined: self.joined,
                lang: self.lang,
            },
        )
    }
}
