//! What the game page says after a form did its work: the form's answer redirects to the page
//! with `?done=<key>`, and the page shows the sentence as a notice. Only these fixed keys are
//! understood; anything else in the query says nothing.

/// A form's work that the page confirms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Done {
    /// "Finish turn".
    TurnFinished,
    /// The mail settings form.
    MailSaved,
    /// The host re-sent a player's link.
    LinkResent,
    /// The host revoked a player's links.
    LinksRevoked,
    /// A player asked for a fresh link of their own.
    OwnLinkResent,
}

impl Done {
    const ALL: [Done; 5] = [
        Done::TurnFinished,
        Done::MailSaved,
        Done::LinkResent,
        Done::LinksRevoked,
        Done::OwnLinkResent,
    ];

    /// The key in the redirect's query.
    pub fn key(self) -> &'static str {
        match self {
            Done::TurnFinished => "turn_finished",
            Done::MailSaved => "mail_saved",
            Done::LinkResent => "link_resent",
            Done::LinksRevoked => "links_revoked",
            Done::OwnLinkResent => "own_link_resent",
        }
    }

    /// The query suffix for a redirect to the game page (`?done=…`).
    pub fn query(self) -> String {
        format!("?done={}", self.key())
    }

    /// The confirmation named by `key`, if it is one.
    pub fn parse(key: &str) -> Option<Done> {
        Self::ALL.into_iter().find(|done| done.key() == key)
    }

    /// What the page says, in `w`'s language.
    pub fn sentence(self, w: crate::Words) -> String {
        w.t(match self {
            Done::TurnFinished => "done-turn-finished",
            Done::MailSaved => "done-mail-saved",
            Done::LinkResent => "done-link-resent",
            Done::LinksRevoked => "done-links-revoked",
            Done::OwnLinkResent => "done-own-link-resent",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Done;

    #[test]
    fn every_key_reads_back_and_nothing_else_does() {
        for done in Done::ALL {
            assert_eq!(Done::parse(done.key()), Some(done));
            assert!(done.sentence(crate::Words::default()).ends_with('.'));
        }
        assert_eq!(Done::parse("<script>"), None);
        assert_eq!(Done::parse(""), None);
    }
}
