//! The new-game form, the page after creating a game, and the one-sentence message page.

use std::collections::BTreeMap;

use askama::Template;

/// One player row of the new-game form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerField {
    /// Name as typed.
    pub name: String,
    /// Email as typed.
    pub email: String,
    /// What is wrong with the name.
    pub name_error: Option<String>,
    /// What is wrong with the email.
    pub email_error: Option<String>,
}

/// A yes/no option of the new-game form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionField {
    /// The option's name in `GameOptions` (the field name).
    pub name: String,
    /// What the host reads.
    pub label: String,
    /// Checked.
    pub checked: bool,
}

/// A choice option of the new-game form (e.g. the character auction).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChoiceField {
    /// The option's name in `GameOptions`.
    pub name: String,
    /// What the host reads.
    pub label: String,
    /// (value, label) pairs.
    pub values: Vec<(String, String)>,
    /// The chosen value.
    pub chosen: String,
}

/// The values of the new-game form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGameValues {
    /// The game kind chosen (its stored name, `maharaja`).
    pub game: String,
    /// The games to choose from: stored name and title.
    pub games: Vec<(String, String)>,
    /// Title.
    pub title: String,
    /// The game's language (its mail's, until a player picks their own).
    pub lang: crate::Lang,
    /// The host (player 1).
    pub host: PlayerField,
    /// The other players (4 rows, some empty).
    pub others: Vec<PlayerField>,
    /// Yes/no options.
    pub options: Vec<OptionField>,
    /// Choice options.
    pub choices: Vec<ChoiceField>,
    /// The trust levels the host may choose, strongest first (empty: the game offers one).
    pub trust: Vec<crate::play::TrustChoice>,
    /// Hours to act.
    pub turn_hours: String,
    /// Hours before the deadline for a reminder.
    pub reminder_hours: String,
    /// `wait` or `auto`.
    pub no_show: String,
    /// Private after the end.
    pub private: bool,
}

/// The new-game form.
#[derive(Template, Debug, Clone)]
#[template(path = "play/new_game.html")]
pub struct NewGamePage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The values.
    pub values: NewGameValues,
    /// Field name → what is wrong with it (`form` for the whole form).
    pub errors: BTreeMap<String, String>,
    /// The anonymous form token (double-submitted as a cookie).
    pub csrf: String,
    /// The idempotency key.
    pub idem: String,
}

impl NewGamePage {
    /// The form with these values and errors.
    pub fn new(
        values: NewGameValues,
        errors: BTreeMap<String, String>,
        csrf: String,
        idem: String,
    ) -> Self {
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            values,
            errors,
            csrf,
            idem,
        }
    }

    /// What is wrong with a field.
    pub fn err(&self, field: &str) -> Option<&str> {
        self.errors.get(field).map(String::as_str)
    }
}

/// After creating a game: the invitations went out.
#[derive(Template, Debug, Clone)]
#[template(path = "play/invited.html")]
pub struct InvitedPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The game's id.
    pub game_id: String,
    /// The title.
    pub title: String,
    /// Each player's name and whether they have joined.
    pub roster: Vec<(String, bool)>,
    /// Whether mail goes to local files (link the outbox page).
    pub file_mail: bool,
}

impl InvitedPage {
    /// The page.
    pub fn new(
        game_id: String,
        title: String,
        roster: Vec<(String, bool)>,
        file_mail: bool,
    ) -> Self {
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            game_id,
            title,
            roster,
            file_mail,
        }
    }
}

/// The page of a game that waits for its players to join (Citadels', whose first event is
/// written at the last join): the player's join form, who has joined, the host's panel.
#[derive(Template, Debug, Clone)]
#[template(path = "play/lobby.html")]
pub struct LobbyPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>` (English: its words are not in
    /// the catalogue yet).
    pub w: crate::Words,
    /// The game's id.
    pub game_id: String,
    /// The title.
    pub title: String,
    /// The game's name ("Citadels").
    pub game: String,
    /// The viewer's name.
    pub me: String,
    /// The server-made contribution (the join form's fallback without JavaScript), while the
    /// viewer has not joined.
    pub join: Option<String>,
    /// Each player's name and whether they have joined.
    pub roster: Vec<(String, bool)>,
    /// The seed's commitment (hex), published before anyone contributes.
    pub seed_commitment: String,
    /// A refused join.
    pub error: Option<super::game::FormError>,
    /// The form token.
    pub csrf: String,
    /// The idempotency key.
    pub idem: String,
    /// The viewer's mail settings (the join form presets their language).
    pub mail_settings: Option<crate::mail::MailSettingsForm>,
    /// The host's panel.
    pub host: Option<Vec<super::game::HostPlayer>>,
}

impl LobbyPage {
    /// The refused step's sentence, if it came from `form`.
    pub fn error_for(&self, form: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|e| e.form == form)
            .map(|e| e.sentence.as_str())
    }

    /// The join form's sentence: what the player's contribution to the randomness decides.
    pub fn join_intro(&self) -> String {
        "Join the game. Your browser adds a random number to the game's randomness (the deal, the \
         characters set aside in each round and every draw come from it and the server's \
         committed seed)."
            .to_owned()
    }
}

/// A page saying one thing (an error, a notice), with an optional link onwards.
#[derive(Template, Debug, Clone)]
#[template(path = "play/message.html")]
pub struct MessagePage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// Heading.
    pub heading: String,
    /// The sentence.
    pub sentence: String,
    /// A link onwards: (href, text).
    pub link: Option<(String, String)>,
}

impl MessagePage {
    /// A message page without a link.
    pub fn new(heading: impl Into<String>, sentence: impl Into<String>) -> Self {
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            heading: heading.into(),
            sentence: sentence.into(),
            link: None,
        }
    }

    /// The same with a link onwards.
    pub fn with_link(mut self, href: impl Into<String>, text: impl Into<String>) -> Self {
        self.link = Some((href.into(), text.into()));
        self
    }
}

/// A signed-in player's own mail in one game (the mails sent to them, newest first).
#[derive(Template, Debug, Clone)]
#[template(path = "play/mail.html")]
pub struct PlayerMailPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The game (hex).
    pub game_id: String,
    /// The mails, newest first.
    pub mails: Vec<crate::OutboxMail>,
}

impl PlayerMailPage {
    /// The page of these mails of `game_id`.
    pub fn new(game_id: String, mails: Vec<crate::OutboxMail>) -> Self {
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            game_id,
            mails,
        }
    }
}
