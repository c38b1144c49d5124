//! The Citadels pages: the new-game form and a player's game page (their own hand, picks and
//! drawn cards; everyone's cities, gold and hand counts; the crown, the rank called, the round's
//! log; one button per legal move). Every word of them is here and in `play/citadels*.html`.

use std::collections::BTreeMap;

use askama::Template;
use durbar_domain::citadels::{Character, Colour, Command, District, Phase, View};
use durbar_domain::Seat;

/// A district card as shown: its name, colour and cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// The name ("Haunted Quarter").
    pub name: String,
    /// The colour in words ("noble").
    pub colour: &'static str,
    /// The cost in gold.
    pub cost: u32,
}

/// A card of `district`.
pub fn card(district: District) -> Card {
    Card {
        name: title_case(district.id()),
        colour: colour_name(district.colour()),
        cost: district.cost(),
    }
}

/// A colour in words.
pub fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::Noble => "noble",
        Colour::Religious => "religious",
        Colour::Trade => "trade",
        Colour::Military => "military",
        Colour::Unique => "unique",
    }
}

/// A character's name with its rank ("4 · King").
pub fn character_name(character: Character) -> String {
    format!("{} · {}", character.rank(), title_case(character.id()))
}

/// `haunted_quarter` → `Haunted Quarter`.
fn title_case(id: &str) -> String {
    id.split('_')
        .map(|word| {
            let mut chars = word.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect::<String>(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
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

/// The sentences of face-down tokens (warrants, threats): which characters carry one (public),
/// and which one is real where the viewer may know it (its owner, or everyone once revealed).
fn tokens(on: &[Character], real: Option<Character>, lie: &str, which: &str) -> Vec<String> {
    if on.is_empty() {
        return Vec::new();
    }
    let names: Vec<String> = on.iter().map(|c| character_name(*c)).collect();
    let mut lines = vec![format!("{lie}: {}.", names.join(", "))];
    if let Some(real) = real {
        lines.push(format!("{which}: {}.", character_name(real)));
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
    /// The sentence of a refused move.
    pub error: Option<String>,
    /// The host's panel (the host only): each player's links, to re-send or revoke.
    pub host: Option<Vec<super::game::HostPlayer>>,
}

/// A player's Citadels game page.
#[derive(Template, Debug, Clone)]
#[template(path = "play/citadels.html")]
pub struct CitadelsPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
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
    /// A refused move's sentence.
    pub error: Option<String>,
    /// The host's panel: each player's links, to re-send or revoke.
    pub host: Option<Vec<super::game::HostPlayer>>,
}

impl CitadelsPage {
    /// The page of `input`.
    pub fn new(input: CitadelsInput<'_>) -> Self {
        let view = input.view;
        let name = |seat: Seat| {
            input
                .names
                .get(seat.index())
                .cloned()
                .unwrap_or_else(|| format!("Seat {}", seat.0 + 1))
        };
        let me = view.players.get(input.seat.index());
        let status = match view.phase {
            Phase::NotStarted => "The game has not started".to_owned(),
            Phase::Draft => format!("Round {}: the characters are being picked", view.round),
            Phase::Turns => match view.called {
                Some(rank) => format!("Round {}: rank {rank} is called", view.round),
                None => format!("Round {}: the characters are called", view.round),
            },
            Phase::Over => "The game is over".to_owned(),
        };
        let waiting = match view.awaiting.as_slice() {
            [] => String::new(),
            [seat] if *seat == input.seat => "The game waits for you.".to_owned(),
            seats => format!(
                "The game waits for {}.",
                seats
                    .iter()
                    .map(|s| name(*s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let mut marks = Vec::new();
        if let Some((seat, character)) = view.turn {
            marks.push(format!(
                "{} plays the {}.",
                name(seat),
                character_name(character)
            ));
        }
        if let Some(killed) = view.killed {
            marks.push(format!("The {} was killed.", character_name(killed)));
        }
        if let Some(robbed) = view.robbed {
            marks.push(format!("The {} is robbed.", character_name(robbed)));
        }
        if let Some(bewitched) = view.bewitched {
            marks.push(format!("The {} is bewitched.", character_name(bewitched)));
        }
        marks.extend(tokens(
            &view.warrants,
            view.signed_warrant,
            "The Magistrate's warrants lie face down",
            "The signed warrant",
        ));
        marks.extend(tokens(
            &view.threats,
            view.real_threat,
            "The Blackmailer's threats lie face down",
            "The real threat",
        ));
        let players = view
            .players
            .iter()
            .map(|p| PlayerRow {
                name: name(p.seat),
                you: p.seat == input.seat,
                crown: p.seat == view.crown,
                gold: p.gold,
                hand_count: p.hand_count,
                city: p.city.iter().map(|b| card(b.district)).collect(),
                characters: p.characters.iter().map(|c| character_name(*c)).collect(),
                picks: p.picks,
                completed: p.completed,
                looked: p
                    .hand
                    .as_ref()
                    .filter(|_| p.seat != input.seat)
                    .map(|hand| hand.iter().map(|d| card(*d)).collect()),
            })
            .collect();
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            game_id: input.game_id,
            title: input.title,
            status,
            waiting,
            me: name(input.seat),
            hand: me
                .and_then(|p| p.hand.as_ref())
                .map(|hand| hand.iter().map(|d| card(*d)).collect())
                .unwrap_or_default(),
            characters: me
                .map(|p| p.characters.iter().map(|c| character_name(*c)).collect())
                .unwrap_or_default(),
            offered: view
                .offered
                .iter()
                .flatten()
                .map(|c| character_name(*c))
                .collect(),
            drawn: view.drawn.iter().flatten().map(|d| card(*d)).collect(),
            face_up: view.face_up.iter().map(|c| character_name(*c)).collect(),
            face_down: view.face_down,
            marks,
            players,
            moves: input
                .moves
                .iter()
                .map(|command| MoveButton {
                    label: move_label(command, &name),
                    command: serde_json::to_string(command).unwrap_or_default(),
                })
                .collect(),
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
            host: input.host,
        }
    }
}

/// What a move's button says.
pub fn move_label(command: &Command, name: &dyn Fn(Seat) -> String) -> String {
    let cards = |districts: &[District]| {
        districts
            .iter()
            .map(|d| title_case(d.id()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match command {
        Command::Pick {
            character,
            discard: None,
            ..
        } => format!("Pick the {}", character_name(*character)),
        Command::Pick {
            character,
            discard: Some(aside),
            ..
        } => format!(
            "Pick the {} and set the {} aside",
            character_name(*character),
            character_name(*aside)
        ),
        Command::Gold { .. } => "Take 2 gold".to_owned(),
        Command::Draw { .. } => "Draw cards and keep one".to_owned(),
        Command::Keep { districts, .. } => format!("Keep {}", cards(districts)),
        Command::Build { district, .. } => {
            let card = card(*district);
            format!("Build the {} ({} gold)", card.name, card.cost)
        }
        Command::Collect { .. } => "Collect gold for your districts of your colour".to_owned(),
        Command::Kill { character, .. } => format!("Kill the {}", character_name(*character)),
        Command::Rob { character, .. } => format!("Rob the {}", character_name(*character)),
        Command::Exchange { target, .. } => format!("Exchange hands with {}", name(*target)),
        Command::Redraw { districts, .. } => format!("Discard {} and draw again", cards(districts)),
        Command::Destroy {
            target, district, ..
        } => format!("Destroy {}'s {}", name(*target), title_case(district.id())),
        Command::EndTurn { .. } => "End your turn".to_owned(),
        other => generic_label(other),
    }
}

/// A move the labels above do not name: its type and its fields, in words.
fn generic_label(command: &Command) -> String {
    let json = serde_json::to_value(command).unwrap_or_default();
    let Some(fields) = json.as_object() else {
        return json.to_string();
    };
    let mut words = Vec::new();
    for (key, value) in fields {
        if key == "seat" || key == "nonce" {
            continue;
        }
        let value = match value {
            serde_json::Value::String(text) => title_case(text),
            other => other.to_string().replace(['"', '{', '}'], ""),
        };
        words.push(if key == "type" {
            value
        } else {
            format!("{}: {value}", key.replace('_', " "))
        });
    }
    words.join(", ")
}

/// The named character and district sets the form offers: (value, label).
pub fn set_choices() -> Vec<(String, String)> {
    let mut choices = vec![(
        "first_game".to_owned(),
        "the first game's set (rulebook p. 2)".to_owned(),
    )];
    choices.extend(
        durbar_domain::citadels::PRESETS
            .iter()
            .map(|preset| (preset.id.to_owned(), title_case(preset.id))),
    );
    choices
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
    /// The sets to choose from.
    pub sets: Vec<(String, String)>,
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
            sets: set_choices(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn face_down_tokens_name_their_characters_and_the_real_one_only_where_known() {
        // p. 10–11: everyone sees which characters carry a warrant or a threat, face down;
        // only the Magistrate's / Blackmailer's player (or everyone, once revealed) which is real.
        let on = [Character::King, Character::Merchant, Character::Architect];
        let lie = "The Magistrate's warrants lie face down";
        let others = tokens(&on, None, lie, "The signed warrant");
        assert_eq!(
            others,
            vec![
                "The Magistrate's warrants lie face down: 4 · King, 6 · Merchant, 7 · Architect."
                    .to_owned()
            ]
        );
        let hers = tokens(&on, Some(Character::Merchant), lie, "The signed warrant");
        assert_eq!(hers[1], "The signed warrant: 6 · Merchant.");
        assert!(tokens(&[], None, lie, "The signed warrant").is_empty());
    }
}
