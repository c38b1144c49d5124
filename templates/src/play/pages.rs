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

/// A yes/no option of the new-game form (its label is the catalogue's wording of the option,
/// [`crate::catalogue::settings::option_label`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionField {
    /// The option's name in `GameOptions` (the field name).
    pub name: String,
    /// Checked.
    pub checked: bool,
}

/// A choice option of the new-game form (e.g. the character auction; its values are the
/// catalogue's, [`crate::catalogue::settings::choice_values`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChoiceField {
    /// The option's name in `GameOptions`.
    pub name: String,
    /// The chosen value.
    pub chosen: String,
}

/// The values of the new-game form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGameValues {
    /// The game kind chosen (its stored name, `maharaja`).
    pub game: String,
    /// The games to choose from, by stored name.
    pub games: Vec<String>,
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
    /// The seats bots play.
    pub bots: BotFields,
}

/// The bot seats of the new-game form (#14).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BotFields {
    /// How many seats bots play (0: none).
    pub count: u8,
    /// The bot chosen, by engine name (`"greedy"`).
    pub kind: String,
    /// The bots offered, by engine name (`Rules::bot_names()`; empty: none offered).
    pub kinds: Vec<String>,
}

/// The bots `fields` offers, in `w`'s words: (engine name, label).
pub(crate) fn bot_kinds(w: crate::Words, fields: &BotFields) -> Vec<(String, String)> {
    fields
        .kinds
        .iter()
        .map(|kind| {
            (
                kind.clone(),
                crate::catalogue::settings::bot_kind_label(w, kind),
            )
        })
        .collect()
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

    /// A game's name by its stored name ("Maharadža" for `maharaja` in Czech).
    pub fn game_name(&self, kind: &str) -> String {
        game_name(self.w, kind)
    }

    /// The label of the option `field`.
    pub fn option_label(&self, field: &str) -> String {
        crate::catalogue::settings::option_label(self.w, field)
    }

    /// The values of the choice option `field`: (value, label).
    pub fn choice_values(&self, field: &str) -> Vec<(String, String)> {
        crate::catalogue::settings::choice_values(self.w, field).unwrap_or_default()
    }

    /// The trust levels offered, in the page's words, the chosen one marked.
    pub fn trust(&self) -> Vec<crate::play::TrustChoice> {
        let chosen = self.values.trust.iter().find(|t| t.chosen).and_then(|t| {
            durbar_domain::maharaja::Trust::OFFERED
                .into_iter()
                .find(|level| level.name() == t.value)
        });
        match chosen {
            Some(level) => crate::play::trust::choices(level, self.w.lang),
            None => self.values.trust.clone(),
        }
    }

    /// The bots offered: (engine name, label).
    pub fn bot_kinds(&self) -> Vec<(String, String)> {
        bot_kinds(self.w, &self.values.bots)
    }

    /// The no-show policy's choices: (value, label, chosen).
    pub fn no_shows(&self) -> Vec<(&'static str, String, bool)> {
        crate::catalogue::settings::no_show_choices(
            self.w,
            crate::catalogue::settings::Which::Maharaja,
            &self.values.no_show,
        )
    }
}

/// A game's name by its stored name (`maharaja`, `citadels`), in `w`'s words; a name that is
/// no game's is shown as it is.
pub fn game_name(w: crate::Words, kind: &str) -> String {
    kind.parse()
        .map_or_else(|_| kind.to_owned(), |kind| kind_name(w, kind))
}

/// A game kind's name in `w`'s words ("Maharadža" in Czech): the words' one match on the kinds.
pub fn kind_name(w: crate::Words, kind: durbar_domain::GameKind) -> String {
    w.t(match kind {
        durbar_domain::GameKind::Maharaja => "game-name-maharaja",
        durbar_domain::GameKind::Citadels => "game-name-citadels",
    })
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
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The game's id.
    pub game_id: String,
    /// The title.
    pub title: String,
    /// The game.
    pub game: durbar_domain::GameKind,
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
    /// What the game's trust level protects against, in one sentence (the join form of a game
    /// at the signed-moves level makes this device's key), if it is known.
    pub trust: Option<String>,
    /// The game's moves are signed: the join form's button waits for `sign.js`.
    pub signs: bool,
}

impl LobbyPage {
    /// The attributes of the join button: disabled until `sign.js` runs, where moves are signed
    /// (see [`crate::play::gate`]).
    pub fn awaits(&self, _form: &str) -> &'static str {
        crate::play::gate::Gate::signing(self.signs).attributes()
    }

    /// The refused step's sentence, if it came from `form`.
    pub fn error_for(&self, form: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|e| e.form == form)
            .map(|e| e.sentence.as_str())
    }

    /// The join form's sentence: what the player's contribution to the randomness decides.
    pub fn join_intro(&self) -> String {
        self.w.t("lobby-join-intro-citadels")
    }

    /// The game's name, in the page's words.
    pub fn game_name(&self) -> String {
        kind_name(self.w, self.game)
    }

    /// The address of the game's rules page.
    pub fn rules_path(&self) -> &'static str {
        crate::rules::RulesGame::of(self.game).path()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::citadels::{NewCitadelsPage, NewCitadelsValues};
    use crate::{InLang, Lang};

    fn players(rows: usize) -> Vec<PlayerField> {
        vec![PlayerField::default(); rows]
    }

    fn new_game(lang: Lang) -> String {
        let values = NewGameValues {
            game: "maharaja".into(),
            games: vec!["maharaja".into(), "citadels".into()],
            title: "Maharaja".into(),
            lang: Lang::Cs,
            host: PlayerField::default(),
            others: players(4),
            options: ["hidden_gold", "neutral_palaces", "short_game"]
                .into_iter()
                .map(|name| OptionField {
                    name: name.into(),
                    checked: name == "neutral_palaces",
                })
                .collect(),
            choices: vec![ChoiceField {
                name: "auction".into(),
                chosen: "none".into(),
            }],
            trust: crate::play::trust::choices(
                durbar_domain::maharaja::Trust::SealedInBrowser,
                Lang::En,
            ),
            turn_hours: "48".into(),
            reminder_hours: "12".into(),
            no_show: "auto".into(),
            private: false,
            bots: BotFields {
                count: 0,
                kind: "greedy".into(),
                kinds: vec!["random".into(), "greedy".into()],
            },
        };
        let errors = BTreeMap::from([("host_name".to_owned(), "(the sentence)".to_owned())]);
        NewGamePage {
            version: "0.0.0",
            ..NewGamePage::new(values, errors, "csrf".into(), "idem".into())
        }
        .in_lang(lang)
        .render()
        .unwrap()
    }

    fn new_citadels(lang: Lang) -> String {
        let values = NewCitadelsValues {
            title: "Citadels".into(),
            host: PlayerField::default(),
            others: players(7),
            set: "first_game".into(),
            turn_hours: "48".into(),
            reminder_hours: "12".into(),
            no_show: "wait".into(),
            private: true,
            lang: Lang::Pl,
            trust: "signed_moves".into(),
            bots: BotFields {
                count: 2,
                kind: "random".into(),
                kinds: vec!["random".into(), "greedy".into()],
            },
        };
        NewCitadelsPage {
            version: "0.0.0",
            ..NewCitadelsPage::new(values, BTreeMap::new(), "csrf".into(), "idem".into())
        }
        .in_lang(lang)
        .render()
        .unwrap()
    }

    fn lobby(lang: Lang) -> String {
        LobbyPage {
            version: "0.0.0",
            w: crate::Words::new(lang),
            game_id: "01".repeat(16),
            title: "Friday".into(),
            game: durbar_domain::GameKind::Citadels,
            me: "Bára".into(),
            join: Some("ab".repeat(32)),
            roster: vec![("Anna".into(), true), ("Bára".into(), false)],
            seed_commitment: "cd".repeat(32),
            error: None,
            csrf: "csrf".into(),
            idem: "idem".into(),
            mail_settings: None,
            host: None,
            trust: None,
            signs: false,
        }
        .render()
        .unwrap()
    }

    fn invited(lang: Lang) -> String {
        InvitedPage {
            version: "0.0.0",
            ..InvitedPage::new(
                "01".repeat(16),
                "Friday".into(),
                vec![("Anna".into(), true), ("Bára".into(), false)],
                true,
            )
        }
        .in_lang(lang)
        .render()
        .unwrap()
    }

    /// The visible text of a page: its tags off, one line per line of markup.
    fn text(html: &str) -> String {
        let body = &html[html.find("<body>").unwrap_or(0)..];
        let mut out = String::new();
        let mut in_tag = false;
        for c in body.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => out.push(c),
                _ => {}
            }
        }
        out.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_forms_and_the_pages_around_a_games_start_read_in_czech() {
        let pages = [
            ("new_game", new_game(Lang::Cs)),
            ("new_citadels", new_citadels(Lang::Cs)),
            ("lobby", lobby(Lang::Cs)),
            ("invited", invited(Lang::Cs)),
        ];
        for (name, html) in pages {
            assert!(html.contains(r#"<html lang="cs">"#), "{name}");
            insta::assert_snapshot!(format!("{name}_cs"), text(&html));
            for english in [
                "A new game",
                "The other players",
                "Hours a player",
                "hidden gold",
                "Held by the server",
                "wait for them",
                "the first game's set",
                "Create the game",
                "invitations went out",
                "The game starts once",
                "Join the game",
                "Players",
            ] {
                assert!(!html.contains(english), "{name}: {english}");
            }
        }
    }

    #[test]
    fn the_forms_keep_the_games_language_apart_from_the_pages() {
        // The page in Czech, the game's mail in Polish: the select keeps the game's.
        let html = new_citadels(Lang::Cs);
        assert!(html.contains(r#"<option value="pl" lang="pl" selected>"#));
        let html = new_game(Lang::En);
        assert!(html.contains(r#"<option value="cs" lang="cs" selected>"#));
        assert!(html.contains("hidden gold: other players&#39; gold is not shown"));
        assert!(html.contains(r#"<option value="auto" selected>"#));
    }
}
