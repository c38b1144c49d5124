//! The Citadels pages: the new-game form and a player's game page (their own hand, picks and
//! drawn cards; everyone's cities, gold and hand counts; the crown, the rank called, the round's
//! log; one button per legal move). Every word of them is here and in `play/citadels*.html`.

use std::collections::BTreeMap;

use askama::Template;
use durbar_domain::citadels::options::Trust;
use durbar_domain::citadels::{Character, Colour, Command, District, Phase, View};
use durbar_domain::Seat;

use crate::catalogue::citadels as words;
use crate::Words;

/// A district card as shown: its name, colour, cost and (a unique district) its effect, in the
/// viewer's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// The name ("Město duchů").
    pub name: String,
    /// The colour in words ("fialová").
    pub colour: String,
    /// The cost in gold.
    pub cost: u32,
    /// A unique district's effect (shown on hover or tap).
    pub effect: Option<String>,
    /// The colour's class on the page (`noble`, `religious`, `trade`, `military`, `unique`).
    pub class: &'static str,
}

/// A card of `district` in `w`'s words.
pub fn card(w: Words, district: District) -> Card {
    Card {
        name: words::district(w, district),
        colour: words::colour(w, district.colour()),
        cost: district.cost(),
        effect: words::effect(w, district),
        class: match district.colour() {
            Colour::Noble => "noble",
            Colour::Religious => "religious",
            Colour::Trade => "trade",
            Colour::Military => "military",
            Colour::Unique => "unique",
        },
    }
}

/// A character's name with its rank ("4 · Král").
pub fn character_name(w: Words, character: Character) -> String {
    words::character(w, character)
}

/// One player's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    /// Their name.
    pub name: String,
    /// Whether it is the viewer.
    pub you: bool,
    /// Whether they hold the crown.
    pub crown: bool,
    /// Gold.
    pub gold: u32,
    /// Cards in hand.
    pub hand_count: usize,
    /// Their city.
    pub city: Vec<Card>,
    /// The characters the viewer may know (their own; others' once revealed).
    pub characters: Vec<String>,
    /// Picks made this round.
    pub picks: usize,
    /// Whether their city is completed.
    pub completed: bool,
    /// Another player's hand the viewer looked at in their turn (Spy, Wizard; p. 11).
    pub looked: Option<Vec<Card>>,
}

impl PlayerRow {
    /// The names of the cards in the hand the viewer looked at, listed.
    pub fn looked_names(&self) -> String {
        self.looked
            .iter()
            .flatten()
            .map(|c| c.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The sentences of face-down tokens (warrants, threats): which characters carry one (public),
/// and which one is real where the viewer may know it (its owner, or everyone once revealed).
/// `lie` and `which` are the catalogue's sentences for the kind of token.
pub fn tokens(
    w: Words,
    on: &[Character],
    real: Option<Character>,
    lie: &'static str,
    which: &'static str,
) -> Vec<String> {
    if on.is_empty() {
        return Vec::new();
    }
    let mut lines = vec![w
        .m(lie)
        .s("characters", words::characters(w, on))
        .to_string()];
    if let Some(real) = real {
        lines.push(
            w.m(which)
                .s("character", character_name(w, real))
                .to_string(),
        );
    }
    lines
}

/// A legal move, as a button: what it says and the command it sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveButton {
    /// What the button says.
    pub label: String,
    /// The command as JSON (the form's `move` field).
    pub command: String,
    /// Played at once, not held in the turn's draft: it cannot be undone.
    pub at_once: bool,
}

/// A receipt of a sealed pick: what the picker committed to and how it opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickReceipt {
    /// The round.
    pub round: u32,
    /// The character picked.
    pub character: String,
    /// The commitment in the log (hex).
    pub commitment: String,
    /// The nonce that opens it (hex).
    pub nonce: String,
}

/// What the game page is made from.
#[derive(Debug, Clone)]
pub struct CitadelsInput<'a> {
    /// The viewer's words (their language).
    pub w: Words,
    /// The game's trust level.
    pub trust: Trust,
    /// The viewer's device keys (fingerprints), first first.
    pub device_keys: Vec<String>,
    /// The game (hex).
    pub game_id: String,
    /// The title.
    pub title: String,
    /// Players' names by seat.
    pub names: &'a [String],
    /// The viewer's seat.
    pub seat: Seat,
    /// What the viewer may see.
    pub view: &'a View,
    /// The moves the viewer may make now.
    pub moves: &'a [Command],
    /// For each move: whether it is played at once (cannot be undone) in the viewer's turn.
    pub at_once: &'a [bool],
    /// The unfinished steps of the viewer's turn, in words (empty: none).
    pub unfinished: Vec<String>,
    /// The mark of the draft the page shows (every move form carries it).
    pub draft_mark: String,
    /// The viewer's pick receipts this round.
    pub receipts: Vec<PickReceipt>,
    /// The round's log in sentences, oldest first.
    pub log: Vec<String>,
    /// The version the page shows (`seen`).
    pub seq: u64,
    /// The head hash (hex).
    pub head: String,
    /// The form token.
    pub csrf: String,
    /// A fresh idempotency key.
    pub idem: String,
    /// A refused form: its name and sentence.
    pub error: Option<super::FormError>,
    /// What a form just did, confirmed.
    pub notice: Option<String>,
    /// The player's mail settings form (the Maharaja page's own).
    pub mail_settings: Option<crate::mail::MailSettingsForm>,
    /// The host's panel (the host only): each player's links, to re-send or revoke.
    pub host: Option<Vec<super::game::HostPlayer>>,
}

/// A player's Citadels game page.
#[derive(Template, Debug, Clone)]
#[template(path = "play/citadels.html")]
pub struct CitadelsPage {
    /// The viewer's words (their language).
    pub w: Words,
    /// Footer version.
    pub version: &'static str,
    /// The game (hex).
    pub game_id: String,
    /// The title.
    pub title: String,
    /// "Round 2: the draft" …
    pub status: String,
    /// Whose move it is, in words.
    pub waiting: String,
    /// The viewer's name.
    pub me: String,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// The viewer's characters this round.
    pub characters: Vec<String>,
    /// The characters passed to the viewer to pick from.
    pub offered: Vec<String>,
    /// Cards the viewer drew and chooses from.
    pub drawn: Vec<Card>,
    /// Characters set aside face up, and how many face down.
    pub face_up: Vec<String>,
    /// How many characters lie face down.
    pub face_down: usize,
    /// Killed, robbed, bewitched, in sentences.
    pub marks: Vec<String>,
    /// Everyone.
    pub players: Vec<PlayerRow>,
    /// The viewer's moves.
    pub moves: Vec<MoveButton>,
    /// The unfinished steps of the viewer's turn, in words.
    pub unfinished: Vec<String>,
    /// The mark of the draft shown.
    pub draft_mark: String,
    /// The viewer's pick receipts.
    pub receipts: Vec<PickReceipt>,
    /// The round's log.
    pub log: Vec<String>,
    /// The final ranking, once over: (name, score).
    pub ranking: Vec<(String, u32)>,
    /// `seen`.
    pub seq: u64,
    /// The head hash.
    pub head: String,
    /// The form token.
    pub csrf: String,
    /// The idempotency key.
    pub idem: String,
    /// A refused form: its name and sentence.
    pub error: Option<super::FormError>,
    /// What a form just did, confirmed.
    pub notice: Option<String>,
    /// The player's mail settings form.
    pub mail_settings: Option<crate::mail::MailSettingsForm>,
    /// The host's panel: each player's links, to re-send or revoke.
    pub host: Option<Vec<super::game::HostPlayer>>,
    /// What the game's trust level protects against, and what not, in one sentence.
    pub trust: String,
    /// The viewer's device keys (fingerprints), first first.
    pub device_keys: Vec<String>,
    /// Moves are signed (the signed-moves level): the move buttons wait for `sign.js`.
    pub signs: bool,
}

impl CitadelsPage {
    /// The attributes of a move's button: disabled until `sign.js` runs, where moves are signed
    /// (see [`crate::play::gate`]).
    pub fn awaits(&self) -> &'static str {
        crate::play::gate::Gate::signing(self.signs).attributes()
    }

    /// The page of `input`.
    pub fn new(input: CitadelsInput<'_>) -> Self {
        let view = input.view;
        let w = input.w;
        let name = |seat: Seat| words::seat_name(input.names, seat);
        let ch = |c: Character| character_name(w, c);
        let status = match view.phase {
            Phase::NotStarted => w.t("citadels-status-not-started"),
            Phase::Draft => w
                .m("citadels-status-draft")
                .n("round", view.round)
                .to_string(),
            Phase::Turns => match view.called {
                Some(rank) => w
                    .m("citadels-status-called")
                    .n("round", view.round)
                    .n("rank", rank)
                    .to_string(),
                None => w
                    .m("citadels-status-turns")
                    .n("round", view.round)
                    .to_string(),
            },
            Phase::Over => w.t("citadels-status-over"),
        };
        let waiting = match view.awaiting.as_slice() {
            [] => String::new(),
            [seat] if *seat == input.seat => w.t("citadels-waits-for-you"),
            seats => w
                .m("citadels-waits-for")
                .s(
                    "names",
                    seats
                        .iter()
                        .map(|s| name(*s))
                        .collect::<Vec<_>>()
                        .join(", "),
                )
                .to_string(),
        };
        let mut marks = Vec::new();
        if let Some((seat, character)) = view.turn {
            marks.push(
                w.m("citadels-mark-turn")
                    .s("name", name(seat))
                    .s("character", ch(character))
                    .to_string(),
            );
        }
        for (id, character) in [
            ("citadels-mark-killed", view.killed),
            ("citadels-mark-robbed", view.robbed),
            ("citadels-mark-bewitched", view.bewitched),
        ] {
            if let Some(character) = character {
                marks.push(w.m(id).s("character", ch(character)).to_string());
            }
        }
        marks.extend(tokens(
            w,
            &view.warrants,
            view.signed_warrant,
            "citadels-warrants-lie",
            "citadels-warrant-signed",
        ));
        marks.extend(tokens(
            w,
            &view.threats,
            view.real_threat,
            "citadels-threats-lie",
            "citadels-threat-real",
        ));
        let me = view.players.get(input.seat.index());
        let cards = |list: &[District]| list.iter().map(|d| card(w, *d)).collect::<Vec<_>>();
        let players = view
            .players
            .iter()
            .map(|p| PlayerRow {
                name: name(p.seat),
                you: p.seat == input.seat,
                crown: p.seat == view.crown,
                gold: p.gold,
                hand_count: p.hand_count,
                city: p.city.iter().map(|b| card(w, b.district)).collect(),
                characters: p.characters.iter().map(|c| ch(*c)).collect(),
                picks: p.picks,
                completed: p.completed,
                looked: p
                    .hand
                    .as_ref()
                    .filter(|_| p.seat != input.seat)
                    .map(|hand| cards(hand)),
            })
            .collect();
        Self {
            w,
            version: crate::VERSION,
            game_id: input.game_id,
            title: input.title,
            status,
            waiting,
            me: name(input.seat),
            hand: me
                .and_then(|p| p.hand.as_ref())
                .map(|hand| cards(hand))
                .unwrap_or_default(),
            characters: me
                .map(|p| p.characters.iter().map(|c| ch(*c)).collect())
                .unwrap_or_default(),
            offered: view.offered.iter().flatten().map(|c| ch(*c)).collect(),
            drawn: view.drawn.as_deref().map(cards).unwrap_or_default(),
            face_up: view.face_up.iter().map(|c| ch(*c)).collect(),
            face_down: view.face_down,
            marks,
            players,
            moves: input
                .moves
                .iter()
                .enumerate()
                .map(|(i, command)| {
                    let at_once = input.at_once.get(i).copied().unwrap_or(false);
                    let label = words::move_label(w, command, &name);
                    MoveButton {
                        label: if at_once {
                            w.m("citadels-at-once").s("move", label).to_string()
                        } else {
                            label
                        },
                        command: serde_json::to_string(command).unwrap_or_default(),
                        at_once,
                    }
                })
                .collect(),
            unfinished: input.unfinished,
            draft_mark: input.draft_mark,
            receipts: input.receipts,
            log: input.log,
            ranking: view
                .ranking
                .iter()
                .map(|score| (name(score.seat), score.score))
                .collect(),
            seq: input.seq,
            head: input.head,
            csrf: input.csrf,
            idem: input.idem,
            error: input.error,
            notice: input.notice,
            mail_settings: input.mail_settings,
            host: input.host,
            trust: crate::play::trust::protects(input.trust, w.lang),
            device_keys: input.device_keys,
            signs: input.trust.signs(),
        }
    }

    /// The sentence of a refused `form` (`mail-settings`, `links`), if it was refused.
    pub fn error_for(&self, form: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|e| e.form == form)
            .map(|e| e.sentence.as_str())
    }

    /// The sentence of a refused move (any form but the mail settings and the links).
    pub fn move_error(&self) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|e| e.form != "mail-settings" && e.form != "links")
            .map(|e| e.sentence.as_str())
    }
}

/// The named character and district sets the form offers: (value, label in `w`'s words).
pub fn set_choices(w: Words) -> Vec<(String, String)> {
    std::iter::once("first_game")
        .chain(
            durbar_domain::citadels::PRESETS
                .iter()
                .map(|preset| preset.id),
        )
        .map(|id| (id.to_owned(), crate::catalogue::settings::set_name(w, id)))
        .collect()
}

/// The values of the Citadels new-game form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCitadelsValues {
    /// Title.
    pub title: String,
    /// The host (player 1).
    pub host: super::PlayerField,
    /// The other players (7 rows, some empty).
    pub others: Vec<super::PlayerField>,
    /// The set chosen ([`set_choices`]).
    pub set: String,
    /// Hours to act.
    pub turn_hours: String,
    /// Hours before the deadline for a reminder.
    pub reminder_hours: String,
    /// `wait` or `auto`.
    pub no_show: String,
    /// Private after the end.
    pub private: bool,
    /// The game's language (its mail's, until a player picks their own).
    pub lang: crate::Lang,
    /// The trust level chosen (its stored name, `signed_moves`).
    pub trust: String,
    /// The seats bots play (#13: up to 7, the host's seat stays a person's).
    pub bots: super::BotFields,
}

/// The Citadels new-game form.
#[derive(Template, Debug, Clone)]
#[template(path = "play/new_citadels.html")]
pub struct NewCitadelsPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The values.
    pub values: NewCitadelsValues,
    /// Field name → what is wrong with it.
    pub errors: BTreeMap<String, String>,
    /// The anonymous form token.
    pub csrf: String,
    /// The idempotency key.
    pub idem: String,
}

impl NewCitadelsPage {
    /// The form with these values and errors.
    pub fn new(
        values: NewCitadelsValues,
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

    /// The bots offered: (engine name, label).
    pub fn bot_kinds(&self) -> Vec<(String, String)> {
        super::pages::bot_kinds(self.w, &self.values.bots)
    }

    /// The sets to choose from, in the page's words.
    pub fn sets(&self) -> Vec<(String, String)> {
        set_choices(self.w)
    }

    /// The trust levels offered (the same words as Maharaja's form), the chosen one marked.
    pub fn trust(&self) -> Vec<crate::play::TrustChoice> {
        let chosen = Trust::named(&self.values.trust).unwrap_or(Trust::OFFERED[0]);
        crate::play::trust::choices(chosen, self.w.lang)
    }

    /// The no-show policy's choices: (value, label, chosen).
    pub fn no_shows(&self) -> Vec<(&'static str, String, bool)> {
        crate::catalogue::settings::no_show_choices(
            self.w,
            crate::catalogue::settings::Which::Citadels,
            &self.values.no_show,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn face_down_tokens_name_their_characters_and_the_real_one_only_where_known() {
        // p. 10–11: everyone sees which characters carry a warrant or a threat, face down;
        // only the Magistrate's / Blackmailer's player (or everyone, once revealed) which is real.
        let on = [Character::King, Character::Merchant, Character::Architect];
        let (lie, which) = ("citadels-warrants-lie", "citadels-warrant-signed");
        let w = Words::default();
        let others = tokens(w, &on, None, lie, which);
        assert_eq!(
            others,
            vec![
                "The Magistrate's warrants lie face down on: 4 · King, 6 · Merchant, 7 · Architect."
                    .to_owned()
            ]
        );
        let hers = tokens(w, &on, Some(Character::Merchant), lie, which);
        assert_eq!(hers[1], "The signed warrant: 6 · Merchant.");
        assert!(tokens(w, &[], None, lie, which).is_empty());
        let cs = tokens(Words::new(Lang::Cs), &on, None, lie, which);
        assert_eq!(
            cs[0],
            "Glejty soudce leží lícem dolů u postav: 4 · Král, 6 · Obchodnice, 7 · Stavitelka."
        );
    }
}
