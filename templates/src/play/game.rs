//! The game page of a player: the board, the players, what the game waits for, the last scoring,
//! the head of the log, and the forms that apply now (join, character choice, first houses, the
//! disc, the turn builder, a pending decision), each with the engine's sentence when a step was
//! refused. Built from the player's view (never the referee's) and the player's legal moves.

use std::collections::BTreeMap;

use askama::Template;
use durbar_domain::maharaja::state::TurnState;
use durbar_domain::maharaja::{
    Action, Board, Bytes32, CityScore, DiscView, GameOptions, Gold, Phase, PlaceId, PlayerCommand,
    Seat, Slot, Toll, View,
};

use super::words;

/// The signed-in player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Me {
    /// Index in the host's order.
    pub player_index: u8,
    /// Seat, once drawn.
    pub seat: Option<Seat>,
    /// Display name.
    pub name: String,
    /// Whether this player is the host.
    pub is_host: bool,
}

/// The player's own sealed disc, read from escrow (shown only to them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnDisc {
    /// The actions, in the order set.
    pub actions: [Action; 2],
    /// The commitment (public).
    pub commitment: Bytes32,
    /// The nonce (secret until the reveal).
    pub nonce: Bytes32,
}

/// The cheapest trip to a city, proposed before the player confirms it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravelPreview {
    /// The destination's id.
    pub to: String,
    /// The path (after the architect's place).
    pub path: Vec<PlaceId>,
    /// Every toll.
    pub tolls: Vec<Toll>,
    /// What the traveller pays.
    pub cost: Gold,
    /// Why the trip cannot be made, if it cannot.
    pub refused: Option<String>,
}

/// The last city scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scoring {
    /// The round.
    pub round: u32,
    /// The city's id.
    pub city: String,
    /// Players with points, best first.
    pub scores: Vec<CityScore>,
    /// The monopoly bonus's receiver.
    pub monopoly: Option<Seat>,
}

/// A player row of the host's panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostPlayer {
    /// Index in the host's order.
    pub player_index: u8,
    /// Name.
    pub name: String,
    /// Email.
    pub email: String,
    /// Live personal links.
    pub live_links: i64,
    /// Joined the game.
    pub joined: bool,
}

/// A step refused: which form and the engine's sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormError {
    /// The form's name (`join`, `character`, `house`, `disc`, `step`, `finish`, `replace`,
    /// `host`).
    pub form: String,
    /// The sentence.
    pub sentence: String,
}

/// Everything the game page is made from.
#[derive(Debug, Clone)]
pub struct GameInput<'a> {
    /// The game's id (hex).
    pub game_id: String,
    /// Its title.
    pub title: String,
    /// The board.
    pub board: &'a Board,
    /// The options.
    pub options: GameOptions,
    /// The viewer's registered device keys, as fingerprints, first first.
    pub device_keys: Vec<String>,
    /// The viewer's disc commitment this round, if set (public in the log): at the sealed level
    /// the page opens the opening it kept for this commitment.
    pub own_commitment: Option<Bytes32>,
    /// The viewer's view of the state (after the viewer's unfinished steps).
    pub view: View,
    /// Names of the players in the host's order, with whether each joined.
    pub roster: Vec<(String, bool)>,
    /// The head of the log: seq.
    pub head_seq: u64,
    /// The head of the log: hash (hex).
    pub head_hash: String,
    /// The signed-in player, if any.
    pub me: Option<Me>,
    /// The player's legal moves now (after the unfinished steps).
    pub legal: Vec<PlayerCommand>,
    /// The player's turn in progress, if it is theirs.
    pub turn: Option<TurnState>,
    /// The unfinished steps of the player's turn.
    pub draft: Vec<PlayerCommand>,
    /// The mark of those steps the turn builder's forms send back (a stale tab's form is
    /// refused by it).
    pub draft_mark: String,
    /// The player's own sealed disc.
    pub own_disc: Option<OwnDisc>,
    /// A trip proposed before confirming.
    pub travel_preview: Option<TravelPreview>,
    /// The last scoring.
    pub last_scoring: Option<Scoring>,
    /// A refused step.
    pub error: Option<FormError>,
    /// A notice (the game moved on, a link was re-sent…).
    pub notice: Option<String>,
    /// The session's form token.
    pub csrf: String,
    /// A fresh idempotency key prefix for this render.
    pub idem: String,
    /// The host's panel, for the host.
    pub host: Option<Vec<HostPlayer>>,
    /// Mail delivery running behind, shown in the host's panel.
    pub mail_lag: Option<MailLag>,
    /// The player's mail settings form (turn mail).
    pub mail_settings: Option<crate::mail::MailSettingsForm>,
    /// A server-made contribution for the join form (when the viewer has not joined).
    pub join_fallback: Option<String>,
    /// The board drawn (trusted markup).
    pub board_html: String,
    /// A village clicked on the board, preselected in the house form.
    pub selected_village: Option<String>,
}

/// How far mail delivery is behind, for the host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailLag {
    /// Messages waiting to be sent.
    pub unsent: i64,
    /// How long the oldest has waited, in words ("3 minutes").
    pub waited: String,
}

impl MailLag {
    /// `unsent` messages waiting, the oldest for `oldest`.
    pub fn new(unsent: i64, oldest: std::time::Duration) -> Self {
        let seconds = oldest.as_secs();
        let (amount, unit) = match seconds {
            0..=119 => (seconds, "second"),
            120..=7199 => (seconds / 60, "minute"),
            _ => (seconds / 3600, "hour"),
        };
        let plural = if amount == 1 { "" } else { "s" };
        Self {
            unsent,
            waited: format!("{amount} {unit}{plural}"),
        }
    }
}

/// One option of a select.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The submitted value.
    pub value: String,
    /// What the player reads.
    pub label: String,
}

/// A select of a step form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Select {
    /// The field name.
    pub name: String,
    /// Its label.
    pub label: String,
    /// Its options.
    pub options: Vec<Choice>,
}

/// A form adding one kind of step to the turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepForm {
    /// Heading.
    pub title: String,
    /// The command's type (`build_house`, …).
    pub kind: String,
    /// The slot, if the command has one (`0`, `1`).
    pub slot: Option<String>,
    /// Fixed fields.
    pub hidden: Vec<(String, String)>,
    /// Fields to choose.
    pub selects: Vec<Select>,
    /// The button.
    pub button: String,
    /// A short unique name, for its idempotency key.
    pub id: String,
}

/// A row of the players' table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    /// Seat number (0-based).
    pub seat: u8,
    /// Colour.
    pub colour: &'static str,
    /// Name.
    pub name: String,
    /// Characters.
    pub characters: String,
    /// The architect's city.
    pub architect: String,
    /// Houses in supply.
    pub supply: u8,
    /// Houses in quarry.
    pub quarry: u8,
    /// Palaces built, of all.
    pub palaces: String,
    /// Gold, or "hidden".
    pub gold: String,
    /// The disc this round.
    pub disc: String,
    /// Played this round.
    pub played: bool,
    /// This is the viewer.
    pub is_me: bool,
    /// The game waits for this player.
    pub awaited: bool,
}

/// The turn builder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnBuilder {
    /// The revealed disc in words.
    pub disc: String,
    /// What is left to do, one sentence per part.
    pub left: Vec<String>,
    /// The unfinished steps in words.
    pub steps: Vec<String>,
    /// The mark of the steps shown, sent back by every form of the builder.
    pub mark: String,
    /// Destinations with their cheapest tolls.
    pub travel: Vec<Choice>,
    /// The proposed trip.
    pub preview: Option<TravelPreviewText>,
    /// Forms for each kind of legal step.
    pub forms: Vec<StepForm>,
    /// The warning shown on "finish turn" when parts are left.
    pub forfeit_warning: Option<String>,
}

/// A proposed trip in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravelPreviewText {
    /// The destination's name.
    pub to: String,
    /// The path's ids, space-separated (the form's value).
    pub path_value: String,
    /// The path in words.
    pub path: String,
    /// The tolls in words.
    pub tolls: Vec<String>,
    /// What it costs the traveller.
    pub cost: String,
    /// Why it cannot be made.
    pub refused: Option<String>,
}

/// The disc form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscForm {
    /// The nine actions.
    pub actions: Vec<Choice>,
    /// The disc set so far (actions in words, commitment, nonce).
    pub current: Option<(String, String, String)>,
    /// Preselected values.
    pub a: String,
    /// Preselected values.
    pub b: String,
}

/// The game page of a player.
#[derive(Template, Debug, Clone)]
#[template(path = "play/game.html")]
pub struct GamePage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The game's id.
    pub game_id: String,
    /// Title.
    pub title: String,
    /// Phase in words.
    pub phase: &'static str,
    /// Round.
    pub round: u32,
    /// The Maharaja's city.
    pub maharaja: String,
    /// What the game waits for.
    pub waiting: String,
    /// Whether the viewer is awaited.
    pub your_move: bool,
    /// The board drawn.
    pub board_html: String,
    /// Players.
    pub players: Vec<PlayerRow>,
    /// Players before the start, with joined flags.
    pub roster: Vec<(String, bool)>,
    /// The bank's characters.
    pub bank: String,
    /// Governors on the track, bottom first.
    pub track: Vec<String>,
    /// The last scoring in words.
    pub scoring: Option<(String, Vec<String>)>,
    /// The final ranking in words (the list numbers the places).
    pub ranking: Vec<String>,
    /// Who won, once the game is over.
    pub winner: Option<String>,
    /// Head seq.
    pub head_seq: u64,
    /// Head hash.
    pub head_hash: String,
    /// Signed in as.
    pub me: Option<Me>,
    /// The session's form token.
    pub csrf: String,
    /// Idempotency key prefix.
    pub idem: String,
    /// Join form: the fallback contribution.
    pub join: Option<String>,
    /// Character choice.
    pub choose_character: Vec<Choice>,
    /// Starting house.
    pub place_house: Vec<Choice>,
    /// Disc form.
    pub disc: Option<DiscForm>,
    /// Turn builder.
    pub turn: Option<TurnBuilder>,
    /// Pending decision: a character from the bank.
    pub replace: Vec<Choice>,
    /// Other decisions the engine offers now (variants), played at once.
    pub other: Vec<StepForm>,
    /// The village preselected (a village clicked on the board).
    pub selected_village: Option<String>,
    /// Host's panel.
    pub host: Option<Vec<HostPlayer>>,
    /// Mail delivery running behind (host only).
    pub mail_lag: Option<MailLag>,
    /// The player's mail settings form (turn mail).
    pub mail_settings: Option<crate::mail::MailSettingsForm>,
    /// A refused step.
    pub error: Option<FormError>,
    /// A notice.
    pub notice: Option<String>,
    /// Options in words.
    pub options: Vec<&'static str>,
    /// The game's trust level in one sentence: what it protects against, and what not.
    pub trust: String,
    /// The viewer's keys at the signed levels (none at the server level).
    pub signing: Option<Signing>,
    /// Sealed in the browser: what `seal.js` needs to seal and open the player's disc.
    pub sealed: Option<SealedDisc>,
}

/// What a player's page holds at the sealed-in-the-browser level: the round and seat the
/// commitment is scoped by (the page computes it), and whether the player's turn begins (the
/// page opens the disc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SealedDisc {
    /// The round.
    pub round: u32,
    /// The player's seat (none before the seats are drawn).
    pub seat: Option<u8>,
    /// The game waits for the player to open their disc.
    pub open: bool,
    /// The commitment the log holds for the player's disc this round (hex), if set.
    pub commitment: Option<String>,
}

/// What a game page shows at the signed-moves level.
#[derive(Debug, Clone)]
pub struct Signing {
    /// The viewer's device keys (fingerprints), first first; empty before joining.
    pub keys: Vec<String>,
}

impl GamePage {
    /// Builds the page.
    pub fn new(input: GameInput<'_>) -> Self {
        let board = input.board;
        let view = &input.view;
        let my_seat = input.me.as_ref().and_then(|m| m.seat);
        let palaces_each = input.options.palaces_per_player();
        let players: Vec<PlayerRow> = view
            .players
            .iter()
            .map(|p| PlayerRow {
                seat: p.seat.0,
                colour: words::colour(p.seat),
                name: p.name.clone(),
                characters: if p.characters.is_empty() {
                    "—".to_owned()
                } else {
                    p.characters
                        .iter()
                        .map(|c| words::character(*c))
                        .collect::<Vec<_>>()
                        .join(", ")
                },
                architect: words::place_name(board, &p.architect),
                supply: p.supply,
                quarry: p.quarry,
                palaces: format!("{} of {palaces_each}", p.palaces_built),
                gold: p
                    .gold
                    .map_or_else(|| "hidden".to_owned(), |g| g.0.to_string()),
                disc: match p.disc {
                    DiscView::Unset => "not set".to_owned(),
                    DiscView::Set => "set".to_owned(),
                    DiscView::Revealed(actions) => words::disc(actions),
                    DiscView::Unopenable => "could not be opened".to_owned(),
                },
                played: p.played,
                is_me: Some(p.seat) == my_seat,
                awaited: view.awaiting.contains(&p.seat),
            })
            .collect();
        let name_of = |seat: Seat| {
            view.players
                .get(seat.index())
                .map_or_else(|| seat.to_string(), |p| p.name.clone())
        };
        let waiting = waiting_sentence(view, &name_of, my_seat);
        let your_move = my_seat.is_some_and(|s| view.awaiting.contains(&s));
        let scoring = input.last_scoring.as_ref().map(|s| {
            let heading = format!(
                "Round {}: {} was scored.",
                s.round,
                words::place_name(board, &s.city)
            );
            let mut lines: Vec<String> = s
                .scores
                .iter()
                .map(|score| {
                    format!(
                        "{}: {} point(s), {} gold",
                        name_of(score.seat),
                        score.points,
                        score.gold.0
                    )
                })
                .collect();
            if lines.is_empty() {
                lines.push("Nobody scored.".to_owned());
            }
            if let Some(seat) = s.monopoly {
                lines.push(format!(
                    "{} alone scored and got 5 extra gold.",
                    name_of(seat)
                ));
            }
            (heading, lines)
        });
        let ranking = view
            .ranking
            .as_deref()
            .unwrap_or_default()
            .iter()
            .map(|r| {
                format!(
                    "{} — {} palace(s), {} gold",
                    name_of(r.seat),
                    r.palaces,
                    r.gold.0
                )
            })
            .collect();
        let winner = view
            .ranking
            .as_deref()
            .and_then(|ranking| ranking.first())
            .map(|r| {
                format!(
                    "{} won the game with {} palace(s) and {} gold.",
                    name_of(r.seat),
                    r.palaces,
                    r.gold.0
                )
            });
        let mut page = GamePage {
            version: crate::VERSION,
            w: crate::Words::default(),
            game_id: input.game_id.clone(),
            title: input.title.clone(),
            phase: words::phase(view.phase),
            round: view.round,
            maharaja: words::place_name(board, &view.maharaja),
            waiting,
            your_move,
            board_html: input.board_html.clone(),
            players,
            roster: input.roster.clone(),
            bank: if view.bank_characters.is_empty() {
                "none".to_owned()
            } else {
                view.bank_characters
                    .iter()
                    .map(|c| words::character(*c))
                    .collect::<Vec<_>>()
                    .join(", ")
            },
            track: view
                .governors
                .iter()
                .map(|g| {
                    let name = words::place_name(board, &g.city);
                    match g.numbered {
                        Some(n) => format!("{name} (numbered slot {n})"),
                        None => format!("{name} (slot {})", g.slot),
                    }
                })
                .collect(),
            scoring,
            ranking,
            winner,
            head_seq: input.head_seq,
            head_hash: input.head_hash.clone(),
            me: input.me.clone(),
            csrf: input.csrf.clone(),
            idem: input.idem.clone(),
            join: input.join_fallback.clone(),
            choose_character: Vec::new(),
            place_house: Vec::new(),
            disc: None,
            turn: None,
            replace: Vec::new(),
            other: Vec::new(),
            selected_village: input.selected_village.clone(),
            host: input.host.clone(),
            mail_lag: input.mail_lag.clone(),
            mail_settings: input.mail_settings.clone(),
            error: input.error.clone(),
            notice: input.notice.clone(),
            options: option_words(&input.options),
            trust: crate::play::trust::protects(input.options.trust, crate::Lang::En),
            signing: input.options.trust.signs().then(|| Signing {
                keys: input.device_keys.clone(),
            }),
            sealed: input.options.trust.seals_in_browser().then(|| SealedDisc {
                round: view.round,
                seat: my_seat.map(|seat| seat.0),
                open: input
                    .legal
                    .iter()
                    .any(|c| matches!(c, PlayerCommand::OpenDisc { .. })),
                commitment: input.own_commitment.map(|c| c.to_string()),
            }),
        };
        if input.me.is_some() {
            page.forms(&input);
        }
        page
    }

    fn forms(&mut self, input: &GameInput<'_>) {
        let board = input.board;
        for command in &input.legal {
            match command {
                PlayerCommand::ChooseCharacter { character } => {
                    self.choose_character.push(Choice {
                        value: snake(character),
                        label: words::character(*character),
                    })
                }
                PlayerCommand::PlaceHouse { village } => self.place_house.push(Choice {
                    value: village.to_string(),
                    label: format!(
                        "village {village}{}",
                        houses_note(&input.view, village.as_str())
                    ),
                }),
                PlayerCommand::ReplaceCharacter { character } => self.replace.push(Choice {
                    value: snake(character),
                    label: words::character(*character),
                }),
                _ => {}
            }
        }
        if input.view.phase == Phase::Discs && !input.legal.is_empty() {
            let current = input.own_disc.as_ref().map(|d| {
                (
                    words::disc(d.actions),
                    d.commitment.to_string(),
                    d.nonce.to_string(),
                )
            });
            let (a, b) = input
                .own_disc
                .as_ref()
                .map(|d| (snake(&d.actions[0]), snake(&d.actions[1])))
                .unwrap_or_else(|| ("gold".to_owned(), "gold".to_owned()));
            self.disc = Some(DiscForm {
                actions: Action::ALL
                    .iter()
                    .map(|a| Choice {
                        value: snake(a),
                        label: a.name().to_owned(),
                    })
                    .collect(),
                current,
                a,
                b,
            });
        }
        if let Some(turn) = &input.turn {
            self.turn = Some(turn_builder(input, board, turn));
        } else {
            let others: Vec<PlayerCommand> =
                input.legal.iter().filter(|c| !known(c)).cloned().collect();
            self.other = generic_forms(&others);
        }
    }

    /// What the game's randomness decides, for the join form.
    pub fn join_from(&self) -> &'static str {
        "the seating and the governor track"
    }

    /// The refused step's sentence, if it came from `form`.
    pub fn error_for(&self, form: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|e| e.form == form)
            .map(|e| e.sentence.as_str())
    }

    /// Whether the page has any form with a secret (the player's own disc).
    pub fn shows_secret(&self) -> bool {
        self.disc.as_ref().is_some_and(|d| d.current.is_some())
    }
}

/// A command's JSON fields.
type JsonFields = serde_json::Map<String, serde_json::Value>;

/// A step form's place in the turn builder: order, command type, slot.
type GroupKey = (u8, String, Option<String>);

/// Whether the page has a form of its own for this command.
fn known(command: &PlayerCommand) -> bool {
    matches!(
        command,
        PlayerCommand::ChooseCharacter { .. }
            | PlayerCommand::PlaceHouse { .. }
            | PlayerCommand::ReplaceCharacter { .. }
            | PlayerCommand::SetDisc { .. }
            | PlayerCommand::SealDisc { .. }
            | PlayerCommand::OpenDisc { .. }
            | PlayerCommand::Travel { .. }
            | PlayerCommand::TravelPath { .. }
            | PlayerCommand::TakeGold { .. }
            | PlayerCommand::TakeFromQuarry { .. }
            | PlayerCommand::BuildHouse { .. }
            | PlayerCommand::BuildPalace { .. }
            | PlayerCommand::MoveHouse { .. }
            | PlayerCommand::MoveGovernor { .. }
            | PlayerCommand::TakeCharacter { .. }
            | PlayerCommand::BuilderBuildHouse { .. }
            | PlayerCommand::BuilderMoveHouse { .. }
            | PlayerCommand::EndTurn
    )
}

/// Forms for commands the page has no form of its own for (new variants): one form per command
/// type and slot, a select for each field with several values, the others hidden. A secret's
/// nonce (a sealed bid's) is never in a form: the server draws it when the form is played.
pub fn generic_forms(commands: &[PlayerCommand]) -> Vec<StepForm> {
    let mut groups: BTreeMap<(String, Option<String>), Vec<JsonFields>> = BTreeMap::new();
    for command in commands {
        let Ok(serde_json::Value::Object(mut fields)) = serde_json::to_value(command) else {
            continue;
        };
        fields.remove("nonce");
        let kind = fields
            .get("type")
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_owned();
        let slot = fields.get("slot").map(plain);
        groups.entry((kind, slot)).or_default().push(fields);
    }
    groups
        .into_iter()
        .map(|((kind, slot), members)| {
            let mut names: Vec<String> = members
                .iter()
                .flat_map(|m| m.keys().cloned())
                .filter(|n| n != "type" && n != "slot")
                .collect();
            names.sort();
            names.dedup();
            let mut hidden = Vec::new();
            let mut selects = Vec::new();
            for name in names {
                let mut values: Vec<String> = members
                    .iter()
                    .filter_map(|m| m.get(&name))
                    .filter(|v| !v.is_array() && !v.is_object())
                    .map(plain)
                    .collect();
                values.sort();
                values.dedup();
                match values.as_slice() {
                    [] => {}
                    [one] => hidden.push((name.clone(), one.clone())),
                    _ => selects.push(Select {
                        label: words::capitalised(&name.replace('_', " ")),
                        options: values
                            .iter()
                            .map(|v| Choice {
                                value: v.clone(),
                                label: v.replace('_', " "),
                            })
                            .collect(),
                        name,
                    }),
                }
            }
            let title = words::capitalised(&kind.replace('_', " "));
            StepForm {
                id: format!("{kind}-{}", slot.clone().unwrap_or_default()),
                title: match &slot {
                    Some(s) => format!("{title} — slot {s}"),
                    None => title.clone(),
                },
                button: title,
                kind,
                slot,
                hidden,
                selects,
            }
        })
        .collect()
}

fn plain(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn option_words(options: &GameOptions) -> Vec<&'static str> {
    let mut words = Vec::new();
    if options.hidden_gold {
        words.push("hidden gold");
    }
    if options.short_game {
        words.push("short game");
    }
    if options.neutral_palaces {
        words.push("neutral palaces");
    }
    if options.expanded {
        words.push("expanded game");
    }
    if options.home_cities {
        words.push("home cities");
    }
    if options.multi_character {
        words.push("several characters");
    }
    match options.trust {
        durbar_domain::maharaja::Trust::Server => {}
        durbar_domain::maharaja::Trust::SignedMoves => words.push("signed moves"),
        durbar_domain::maharaja::Trust::SealedInBrowser => {
            words.push("discs sealed in the browser")
        }
    }
    words
}

/// The snake-case JSON name of a unit enum value (`two_houses`).
fn snake<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

fn houses_note(view: &View, place: &str) -> String {
    match view.houses.get(place) {
        Some(owners) if !owners.is_empty() => {
            let colours: Vec<&str> = owners.iter().map(|s| words::colour(*s)).collect();
            format!(" (houses: {})", colours.join(", "))
        }
        _ => String::new(),
    }
}

fn waiting_sentence(view: &View, name_of: &dyn Fn(Seat) -> String, me: Option<Seat>) -> String {
    let names = |seats: &[Seat]| -> String {
        let names: Vec<String> = seats
            .iter()
            .map(|s| {
                if Some(*s) == me {
                    "you".to_owned()
                } else {
                    name_of(*s)
                }
            })
            .collect();
        match names.split_last() {
            None => "nobody".to_owned(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        }
    };
    match view.phase {
        Phase::NotCreated => "The game does not exist yet.".to_owned(),
        Phase::Setup => "The game waits for every player to join.".to_owned(),
        Phase::ChooseCharacters => format!(
            "The game waits for {} to choose a character.",
            names(&view.awaiting)
        ),
        Phase::PlaceHouses => format!(
            "The game waits for {} to place a starting house.",
            names(&view.awaiting)
        ),
        Phase::Discs => format!(
            "The game waits for {} to set a disc.",
            names(&view.awaiting)
        ),
        Phase::Turns => match view.active_seat {
            Some(active) if view.awaiting.contains(&active) && Some(active) == me => {
                "It is your turn.".to_owned()
            }
            Some(active) if view.awaiting.contains(&active) => {
                format!(
                    "The game waits for {} to play their turn.",
                    names(&[active])
                )
            }
            Some(active) => format!(
                "{} took a character; the game waits for {} to choose a new one from the bank.",
                names(&[active]),
                names(&view.awaiting)
            ),
            None => "The next turn is about to begin.".to_owned(),
        },
        Phase::Over => "The game is over.".to_owned(),
        #[allow(unreachable_patterns)]
        _ => format!("The game waits for {}.", names(&view.awaiting)),
    }
}

fn turn_builder(input: &GameInput<'_>, board: &Board, turn: &TurnState) -> TurnBuilder {
    let me = input.me.as_ref().and_then(|m| m.seat);
    let revealed = me
        .and_then(|s| input.view.players.get(s.index()))
        .and_then(|p| match p.disc {
            DiscView::Revealed(actions) => Some(actions),
            _ => None,
        });
    let mut left = Vec::new();
    for slot in Slot::DISC {
        let Some(progress) = turn.slot(slot) else {
            continue;
        };
        let Some(action) = progress.action else {
            left.push(format!(
                "Your {slot} could not be opened: its action is forfeited."
            ));
            continue;
        };
        if progress.is_complete() {
            left.push(format!(
                "{}: {action} — done.",
                words::capitalised(&slot.to_string())
            ));
            continue;
        }
        let mut parts = Vec::new();
        if progress.houses_left() > 0 {
            parts.push(format!("{} house(s) to build", progress.houses_left()));
        }
        if progress.palace_left() {
            parts.push("a palace to build".to_owned());
        }
        if action == Action::Quarry {
            parts.push(format!(
                "{} house(s) to take from the quarry",
                2 - progress.quarried.min(2)
            ));
        }
        if parts.is_empty() {
            parts.push("not done yet".to_owned());
        }
        left.push(format!(
            "{}: {action} — {}.",
            words::capitalised(&slot.to_string()),
            parts.join(", ")
        ));
    }
    let unfinished = turn.unfinished();
    let forfeit_warning = (!unfinished.is_empty()).then(|| {
        "Parts of your disc are not done: if you finish now they are forfeited, and every other \
         player receives 2 gold from the bank."
            .to_owned()
    });
    let mut travel = Vec::new();
    let mut groups: BTreeMap<(u8, String, Option<String>), StepForm> = BTreeMap::new();
    let mut values: BTreeMap<GroupKey, BTreeMap<String, Vec<Choice>>> = BTreeMap::new();
    let slot_text = |slot: &Slot| -> (Option<String>, String) {
        let action = turn.slot(*slot).and_then(|p| p.action);
        (
            Some(match slot {
                Slot::A => "0".to_owned(),
                Slot::B => "1".to_owned(),
                Slot::Token => "token".to_owned(),
            }),
            words::slot(*slot, action),
        )
    };
    let place_choice = |id: &PlaceId| Choice {
        value: id.to_string(),
        label: format!(
            "{}{}",
            words::place(board, id),
            houses_note(&input.view, id.as_str())
        ),
    };
    let mut add = |order: u8,
                   kind: &str,
                   slot: Option<(Option<String>, String)>,
                   title: &str,
                   button: &str,
                   fields: Vec<(&str, &str, Choice)>,
                   hidden: Vec<(String, String)>| {
        let (slot_value, slot_words) = slot.unwrap_or((None, String::new()));
        let key = (order, kind.to_owned(), slot_value.clone());
        let id = format!("{kind}-{}", slot_value.clone().unwrap_or_default());
        groups.entry(key.clone()).or_insert_with(|| StepForm {
            title: if slot_words.is_empty() {
                title.to_owned()
            } else {
                format!("{title} — {slot_words}")
            },
            kind: kind.to_owned(),
            slot: slot_value,
            hidden,
            selects: Vec::new(),
            button: button.to_owned(),
            id,
        });
        let entry = values.entry(key).or_default();
        for (name, label, choice) in fields {
            let list = entry.entry(format!("{name}\u{0}{label}")).or_default();
            if !list.contains(&choice) {
                list.push(choice);
            }
        }
    };
    for command in &input.legal {
        match command {
            PlayerCommand::Travel { to } => {
                let id = PlaceId(to.0);
                travel.push(Choice {
                    value: to.to_string(),
                    label: words::place(board, &id),
                });
            }
            PlayerCommand::TakeGold { slot } => add(
                1,
                "take_gold",
                Some(slot_text(slot)),
                "Take 2 gold",
                "Take 2 gold",
                vec![],
                vec![],
            ),
            PlayerCommand::TakeFromQuarry { slot } => add(
                2,
                "take_from_quarry",
                Some(slot_text(slot)),
                "Take houses from the quarry",
                "Take from the quarry",
                vec![],
                vec![],
            ),
            PlayerCommand::BuildHouse { slot, at } => add(
                3,
                "build_house",
                Some(slot_text(slot)),
                "Build a house",
                "Build the house",
                vec![("at", "Where", place_choice(at))],
                vec![],
            ),
            PlayerCommand::BuildPalace { slot, city, site } => add(
                4,
                "build_palace",
                Some(slot_text(slot)),
                &format!(
                    "Build a palace in {}",
                    words::place(board, &PlaceId(city.0))
                ),
                "Build the palace",
                vec![(
                    "site",
                    "Site",
                    Choice {
                        value: snake(site),
                        label: words::site(*site).to_owned(),
                    },
                )],
                vec![("city".to_owned(), city.to_string())],
            ),
            PlayerCommand::MoveHouse { slot, from, to } => add(
                5,
                "move_house",
                Some(slot_text(slot)),
                "Move a house",
                "Move the house",
                vec![
                    ("from", "From", place_choice(from)),
                    ("to", "To", place_choice(to)),
                ],
                vec![],
            ),
            PlayerCommand::MoveGovernor { slot, city } => add(
                6,
                "move_governor",
                Some(slot_text(slot)),
                "Move a governor 2 slots down the track",
                "Move the governor",
                vec![(
                    "city",
                    "Governor of",
                    Choice {
                        value: city.to_string(),
                        label: words::place(board, &PlaceId(city.0)),
                    },
                )],
                vec![],
            ),
            PlayerCommand::TakeCharacter { slot, character } => {
                let holder = input
                    .view
                    .players
                    .iter()
                    .find(|p| p.characters.contains(character))
                    .map(|p| format!(" (from {})", p.name))
                    .unwrap_or_else(|| " (from the bank)".to_owned());
                add(
                    7,
                    "take_character",
                    Some(slot_text(slot)),
                    "Take a character",
                    "Take the character",
                    vec![(
                        "character",
                        "Character",
                        Choice {
                            value: snake(character),
                            label: format!("{}{holder}", words::character(*character)),
                        },
                    )],
                    vec![],
                )
            }
            PlayerCommand::BuilderBuildHouse { at } => add(
                8,
                "builder_build_house",
                None,
                "The Builder: build a free house",
                "Build for free",
                vec![("at", "Where", place_choice(at))],
                vec![],
            ),
            PlayerCommand::BuilderMoveHouse { from, to } => add(
                9,
                "builder_move_house",
                None,
                "The Builder: move a house for free",
                "Move for free",
                vec![
                    ("from", "From", place_choice(from)),
                    ("to", "To", place_choice(to)),
                ],
                vec![],
            ),
            _ => {}
        }
    }
    let unknown: Vec<PlayerCommand> = input.legal.iter().filter(|c| !known(c)).cloned().collect();
    let forms: Vec<StepForm> = groups
        .into_iter()
        .map(|(key, mut form)| {
            if let Some(fields) = values.remove(&key) {
                for (name_label, mut options) in fields {
                    let (name, label) = name_label
                        .split_once('\u{0}')
                        .unwrap_or((name_label.as_str(), ""));
                    options.sort_by(|a, b| a.label.cmp(&b.label));
                    form.selects.push(Select {
                        name: name.to_owned(),
                        label: label.to_owned(),
                        options,
                    });
                }
                // "from" before "to".
                form.selects.sort_by_key(|s| match s.name.as_str() {
                    "from" => 0,
                    "to" => 1,
                    _ => 2,
                });
            }
            form
        })
        .chain(generic_forms(&unknown))
        .collect();
    let preview = input.travel_preview.as_ref().map(|p| TravelPreviewText {
        to: words::place_name(board, &p.to),
        path_value: p
            .path
            .iter()
            .map(|id| id.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        path: p
            .path
            .iter()
            .map(|id| words::place(board, id))
            .collect::<Vec<_>>()
            .join(" → "),
        tolls: p
            .tolls
            .iter()
            .map(|t| {
                let payer = match t.from {
                    durbar_domain::maharaja::Party::Bank => {
                        "the bank (the Wandering Monk)".to_owned()
                    }
                    durbar_domain::maharaja::Party::Seat(s) if Some(s) == me => "you".to_owned(),
                    durbar_domain::maharaja::Party::Seat(s) => format!("seat {}", s.0),
                };
                let owner = input
                    .view
                    .players
                    .get(t.to.index())
                    .map_or_else(|| t.to.to_string(), |p| p.name.clone());
                format!(
                    "village {}: {payer} pay(s) {} gold to {owner}",
                    t.village, t.amount.0
                )
            })
            .collect(),
        cost: format!("{} gold", p.cost.0),
        refused: p.refused.clone(),
    });
    TurnBuilder {
        disc: revealed.map_or_else(|| "could not be opened".to_owned(), words::disc),
        left,
        steps: input
            .draft
            .iter()
            .map(|c| words::command(board, c))
            .collect(),
        mark: input.draft_mark.clone(),
        travel,
        preview,
        forms,
        forfeit_warning,
    }
}

#[cfg(test)]
mod tests {
    use super::MailLag;
    use std::time::Duration;

    #[test]
    fn the_mail_lag_is_said_in_words() {
        let waited = |seconds| MailLag::new(1, Duration::from_secs(seconds)).waited;
        assert_eq!(waited(1), "1 second");
        assert_eq!(waited(75), "75 seconds");
        assert_eq!(waited(120), "2 minutes");
        assert_eq!(waited(7199), "119 minutes");
        assert_eq!(waited(7200), "2 hours");
    }
}
