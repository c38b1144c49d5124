//! Citadels behind the game trait: [`Citadels`] implements [`Rules`] with the engine's decider,
//! view (C4), legal moves, sealed picks (C3), no-show policy (C7) and bots, so that the generic
//! core (`durbar play`, `simulate`, `verify`, later the server) can serve it.
//!
//! The engine's decider returns each public [`Event`] with the [`Secret`] it hides (a
//! [`Record`]). Behind the trait an event is a [`Logged`]: the public event, which is all that
//! is ever serialised, and beside it (in memory only) the secret the decider produced. The
//! secret reaches the escrow through [`Rules::sealed_by`]; a fold from the stored log gets it
//! back from the escrow through [`Rules::referee`], whose [`Table`] looks each sealed event's
//! secret up by its commitment.
//!
//! Escrow rows (`sealed_escrow`, primary key game and commitment):
//! - `pick` / `second_pick` (first / second pick of a round; two names so that the verifier's
//!   one check pairs each opening with its own commitment when a seat picks twice): value
//!   `[pick index, character code, code of the card set aside with it or 255]`, followed by
//!   the discard's own nonce (32 bytes) when the pick's event carries a `discard_commitment`;
//!   the C3 commitment covers the first two bytes, the discard commitment the third;
//! - `cards` (cards kept, redrawn, discarded, paid, taken or given): value `[count, district
//!   codes…]`, nonce zero; the event's `sealed` commitment is
//!   [`secret_commitment`](super::seal::secret_commitment), keyed by the seed;
//! - `secret` (any other hidden fact, e.g. tokens): value its JSON when it fits 64 bytes.

use std::collections::HashMap;
use std::ops::RangeInclusive;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::bots::{self, BotKind, BotStream};
use super::cards::{Character, District};
use super::command::Command;
use super::event::{Event, Payment, PickOpening, Record, Secret};
use super::options::Options;
use super::seal::{DISCARD_DOMAIN, PICK_DOMAIN};
use super::state::{Phase, State};
use super::view::{self as engine_view, View};
use super::violation::RuleViolation;
use crate::bytes::Bytes32;
use crate::game::{
    check_trails, BadOpening, GameBot, GameKind, Opening, RuleCode, Rules, Sealed, SealedFact,
    SealedKind, SealedTrail, Secrets, SeedReveal, Viewer, Wait,
};
use crate::ids::{GameId, Seat};

/// Citadels (2016), as durbar plays it (rules/citadels.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Citadels;

/// The engine version event 1 names. Version 2 seals every character laid face down with a
/// pick (`discard_commitment`, `durbar.discard.v1`) and names the deadline of every
/// `deadline_passed` marker; logs of version 1 may lack either.
pub const ENGINE_VERSION: u32 = 2;

/// The first engine version whose logs must seal every discard laid with a pick and name the
/// deadline of every `deadline_passed` marker (`durbar verify` refuses such a log without them).
pub const SEALED_DISCARDS_ENGINE: u32 = 2;

/// A round's first pick (C3): `durbar.pick.v1`, value `[pick index, character code]`.
pub const PICK: SealedKind = SealedKind {
    name: "pick",
    tag: PICK_DOMAIN,
    value_len: 2,
};

/// A round's second pick (2–3 players): the same commitment as [`PICK`], its own escrow name.
pub const SECOND_PICK: SealedKind = SealedKind {
    name: "second_pick",
    tag: PICK_DOMAIN,
    value_len: 2,
};

/// The character laid face down with a round's first pick (a 7-/8-player last pick): a
/// verifier's trail only, its opening rides in the pick's escrow row.
pub const DISCARD: SealedKind = SealedKind {
    name: "discard",
    tag: DISCARD_DOMAIN,
    value_len: 2,
};

/// The character laid face down with a round's second pick (2 players).
pub const SECOND_DISCARD: SealedKind = SealedKind {
    name: "second_discard",
    tag: DISCARD_DOMAIN,
    value_len: 2,
};

/// The escrow name of hidden cards (value `[count, codes…]`).
pub const CARDS: &str = "cards";

/// The escrow name of any other hidden fact (value: its JSON, at most 64 bytes).
pub const SECRET: &str = "secret";

/// The code of "no card set aside" in a pick's escrow value.
const NO_CARD: u8 = 255;

/// What a seat is awaited for, as [`Wait::kind`] names it.
pub mod wait {
    /// Pick a character in the draft.
    pub const PICK: &str = "pick";
    /// Play a character's turn.
    pub const TURN: &str = "turn";
    /// A killed Emperor's player gives the crown at the round's end (C8).
    pub const CROWN_GIFT: &str = "crown_gift";
    /// A decision inside another player's turn (C8): the Magistrate's confiscation, the
    /// Blackmailer's reveal, the Graveyard's offer, the Theater's exchange.
    pub const DECISION: &str = "decision";
}

/// An event behind the trait: the public event (all that is serialised, stored and hashed)
/// and, in memory only, the secret the decider made with it. An event read back from a log has
/// no secret; equality compares the public events only.
#[derive(Debug, Clone)]
pub struct Logged {
    /// The public event.
    pub event: Event,
    /// What it hides (never serialised).
    pub secret: Option<Secret>,
}

impl PartialEq for Logged {
    fn eq(&self, other: &Logged) -> bool {
        self.event == other.event
    }
}

impl From<Record> for Logged {
    fn from(record: Record) -> Logged {
        Logged {
            event: record.event,
            secret: record.secret,
        }
    }
}

impl From<Event> for Logged {
    fn from(event: Event) -> Logged {
        Logged {
            event,
            secret: None,
        }
    }
}

impl Serialize for Logged {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.event.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Logged {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Logged, D::Error> {
        Event::deserialize(deserializer).map(Logged::from)
    }
}

/// The referee's knowledge from the escrow: the seed and every secret by its commitment.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Book {
    /// The seed.
    pub seed: Option<Bytes32>,
    /// Secrets by the commitment their event carries.
    pub secrets: HashMap<Bytes32, Secret>,
}

/// Citadels' state behind the trait: the engine's state and, for a referee fold from the
/// stored log, the escrow's openings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// The engine's state (the referee's when the secrets were folded in).
    pub state: State,
    /// The escrow's openings (None in a public fold or a live one).
    pub book: Option<Arc<Book>>,
}

impl Table {
    /// The secret of `logged`: its own, or the escrow's for its commitment.
    fn secret_of(&self, logged: &Logged) -> Option<Secret> {
        if logged.secret.is_some() {
            return logged.secret.clone();
        }
        let book = self.book.as_ref()?;
        if let Event::GameStarted { .. } = logged.event {
            return book.seed.map(|seed| Secret::Setup {
                seed,
                deck: None,
                drafts: Vec::new(),
            });
        }
        book.secrets.get(&sealed_of(&logged.event)?).cloned()
    }
}

/// The commitment an event carries to a hidden value (a pick or cards), if any.
pub fn sealed_of(event: &Event) -> Option<Bytes32> {
    match event {
        Event::CharacterPicked { commitment, .. } => Some(*commitment),
        Event::CardsKept { sealed, .. }
        | Event::CardsRedrawn { sealed, .. }
        | Event::CardDiscarded { sealed, .. }
        | Event::CardUnderMuseum { sealed, .. }
        | Event::GoldForCards { sealed, .. }
        | Event::CardTaken { sealed, .. }
        | Event::CardsGivenBack { sealed, .. }
        | Event::DistrictBuilt {
            payment: Payment::ThievesDen { sealed, .. },
            ..
        } => Some(*sealed),
        other => sealed_field(other),
    }
}

/// The top-level `sealed` commitment of an event not named above (sealed facts added later).
fn sealed_field(event: &Event) -> Option<Bytes32> {
    let json = serde_json::to_value(event).ok()?;
    serde_json::from_value(json.get("sealed")?.clone()).ok()
}

/// The top-level `seat` of an event, if it has one.
fn seat_field(event: &Event) -> Option<Seat> {
    let json = serde_json::to_value(event).ok()?;
    serde_json::from_value(json.get("seat")?.clone()).ok()
}

fn discard_kind(index: u8) -> SealedKind {
    if index == 0 {
        DISCARD
    } else {
        SECOND_DISCARD
    }
}

fn pick_kind(index: u8) -> SealedKind {
    if index == 0 {
        PICK
    } else {
        SECOND_PICK
    }
}

fn district_code(district: District) -> u8 {
    District::ALL
        .iter()
        .position(|d| *d == district)
        .unwrap_or(0) as u8
}

fn district_of(code: u8) -> Option<District> {
    District::ALL.get(usize::from(code)).copied()
}

fn character_of(code: u8) -> Option<Character> {
    Character::ALL.get(usize::from(code)).copied()
}

/// The escrow row of a secret its event commits to.
fn escrow_row(round: u32, event: &Event, secret: &Secret) -> Option<Sealed> {
    let commitment = sealed_of(event)?;
    let (seat, opening) = match (event, secret) {
        (
            Event::CharacterPicked {
                seat, index, round, ..
            },
            Secret::Pick {
                character,
                nonce,
                discard,
                discard_nonce,
            },
        ) => {
            let aside = discard.map_or(NO_CARD, Character::code);
            let mut value = vec![*index, character.code(), aside];
            if let Some(discard_nonce) = discard_nonce {
                value.extend(discard_nonce.0);
            }
            return Some(Sealed {
                round: *round,
                seat: *seat,
                commitment,
                opening: Opening {
                    kind: pick_kind(*index).name.to_owned(),
                    value,
                    nonce: *nonce,
                },
            });
        }
        (_, Secret::Cards { cards }) => {
            let mut value = vec![cards.len() as u8];
            value.extend(cards.iter().map(|d| district_code(*d)));
            (
                seat_of(event).unwrap_or(Seat(0)),
                Opening {
                    kind: CARDS.to_owned(),
                    value,
                    nonce: Bytes32::default(),
                },
            )
        }
        (_, other) => {
            // Any other hidden fact: its JSON, when it fits the escrow's 64 bytes.
            let value = serde_json::to_vec(other).ok()?;
            if value.len() > 64 {
                return None;
            }
            (
                seat_of(event)
                    .or_else(|| seat_field(event))
                    .unwrap_or(Seat(0)),
                Opening {
                    kind: SECRET.to_owned(),
                    value,
                    nonce: Bytes32::default(),
                },
            )
        }
    };
    Some(Sealed {
        round: round.max(1),
        seat,
        commitment,
        opening,
    })
}

/// The seat whose hidden cards an event seals.
fn seat_of(event: &Event) -> Option<Seat> {
    match event {
        Event::CardsKept { seat, .. }
        | Event::CardsRedrawn { seat, .. }
        | Event::CardDiscarded { seat, .. }
        | Event::CardUnderMuseum { seat, .. }
        | Event::GoldForCards { seat, .. }
        | Event::CardTaken { seat, .. }
        | Event::CardsGivenBack { seat, .. }
        | Event::DistrictBuilt { seat, .. } => Some(*seat),
        _ => None,
    }
}

/// The secret an escrow row holds.
fn secret_from(opening: &Opening) -> Option<Secret> {
    match opening.kind.as_str() {
        name if name == PICK.name || name == SECOND_PICK.name => {
            let (&[_, character, aside], rest) = opening.value.split_first_chunk::<3>()?;
            let discard_nonce = match rest.len() {
                0 => None,
                _ => Some(Bytes32(rest.try_into().ok()?)),
            };
            Some(Secret::Pick {
                character: character_of(character)?,
                nonce: opening.nonce,
                discard: character_of(aside),
                discard_nonce,
            })
        }
        CARDS => {
            let (count, codes) = opening.value.split_first()?;
            let cards = codes
                .iter()
                .map(|c| district_of(*c))
                .collect::<Option<Vec<_>>>()?;
            (cards.len() == usize::from(*count)).then_some(Secret::Cards { cards })
        }
        SECRET => serde_json::from_slice(&opening.value).ok(),
        _ => None,
    }
}

/// The picks an event opens, each with its round: the caller's at a rank's call, and those
/// opened at the round's end.
pub fn opened_picks(event: &Event) -> Vec<(u32, PickOpening)> {
    match event {
        Event::CharacterCalled {
            round,
            character,
            seat: Some(seat),
            nonce: Some(nonce),
            index,
        } => vec![(
            *round,
            PickOpening {
                seat: *seat,
                index: *index,
                character: *character,
                nonce: *nonce,
            },
        )],
        Event::RoundEnded {
            round, openings, ..
        } => openings.iter().map(|o| (*round, o.clone())).collect(),
        _ => Vec::new(),
    }
}

/// Every pick commitment or opening an event publishes, with its kind, round and seat (for
/// the verifier, which pairs each opening with its commitment; [`Rules::sealed_trail`] can
/// name one per event only, so [`check_openings`](crate::game::check_openings) sees the calls'
/// openings and [`check_picks`] all of them).
pub fn pick_trails(event: &Event) -> Vec<SealedTrail> {
    if let Event::CharacterPicked {
        round,
        seat,
        index,
        commitment,
        discard_commitment,
    } = event
    {
        let pick = SealedTrail {
            kind: pick_kind(*index),
            round: *round,
            seat: *seat,
            fact: SealedFact::Committed(*commitment),
        };
        let discard = discard_commitment.map(|c| SealedTrail {
            kind: discard_kind(*index),
            round: *round,
            seat: *seat,
            fact: SealedFact::Committed(c),
        });
        return [pick].into_iter().chain(discard).collect();
    }
    let opened = |kind: fn(u8) -> SealedKind, round: u32, o: &PickOpening| SealedTrail {
        kind: kind(o.index),
        round,
        seat: o.seat,
        fact: SealedFact::Opened {
            value: vec![o.index, o.character.code()],
            nonce: o.nonce,
        },
    };
    let mut trails: Vec<SealedTrail> = opened_picks(event)
        .iter()
        .map(|(round, o)| opened(pick_kind, *round, o))
        .collect();
    trails.extend(
        opened_discards(event)
            .iter()
            .map(|(round, o)| opened(discard_kind, *round, o)),
    );
    trails
}

/// The openings of face-down discards an event publishes, with their rounds: the game's end
/// (C3), or a round's end in logs written before the openings moved to the game's end.
pub fn opened_discards(event: &Event) -> Vec<(u32, PickOpening)> {
    match event {
        Event::RoundEnded {
            round, discards, ..
        } => discards.iter().map(|o| (*round, o.clone())).collect(),
        Event::GameEnded { discards, .. } => {
            discards.iter().map(|o| (o.round, o.opening())).collect()
        }
        _ => Vec::new(),
    }
}

/// Every pick's discard commitment is opened by the game's end (C3: set aside face down, it
/// stays sealed while the game runs; a running game's discards are no failure). Returns the
/// 0-based index of the game's end that leaves one sealed, with the seat.
pub fn unopened_discard(events: &[Event]) -> Option<(usize, Seat)> {
    let mut sealed: Vec<(u32, Seat, u8)> = Vec::new();
    for (at, event) in events.iter().enumerate() {
        if let Event::CharacterPicked {
            round,
            seat,
            index,
            discard_commitment: Some(_),
            ..
        } = event
        {
            sealed.push((*round, *seat, *index));
        }
        let opened = opened_discards(event);
        sealed.retain(|(r, seat, index)| {
            !opened
                .iter()
                .any(|(round, o)| round == r && o.seat == *seat && o.index == *index)
        });
        if let (Event::GameEnded { .. }, Some((_, seat, _))) = (event, sealed.first()) {
            return Some((at, *seat));
        }
    }
    None
}

/// Every pick opening of a log checked against its commitment (C3): [`check_openings`] with
/// the several openings of a round's end included.
pub fn check_picks(game: GameId, events: &[Event]) -> Result<(), BadOpening> {
    check_trails(
        game,
        events
            .iter()
            .enumerate()
            .flat_map(|(index, event)| pick_trails(event).into_iter().map(move |t| (index, t))),
    )
}

/// The seats a Citadels game waits for, with what for.
pub fn waits(state: &State) -> Vec<Wait> {
    let kind = match state.phase {
        Phase::Draft => wait::PICK,
        Phase::Turns if state.crown_gift.is_some() => wait::CROWN_GIFT,
        Phase::Turns if state.decider().is_some() => wait::DECISION,
        Phase::Turns => wait::TURN,
        _ => return Vec::new(),
    };
    state
        .awaiting()
        .into_iter()
        .map(|seat| Wait { seat, kind })
        .collect()
}

/// The referee's view: everything, every hand and pick included (`durbar play`, tests).
fn referee_view(state: &State) -> View {
    let mut view = engine_view::view(state, engine_view::Viewer::Public);
    for (seen, player) in view.players.iter_mut().zip(&state.players) {
        seen.hand = Some(player.hand.clone());
        seen.characters = player.characters.iter().map(|(_, c)| *c).collect();
        seen.city = player.city.clone();
    }
    view.offered = state.draft_pool().map(|(_, pool)| pool);
    view.drawn = state
        .turn
        .as_ref()
        .filter(|t| t.drawn_count > 0)
        .map(|t| t.drawn.clone());
    view.seed = state.referee.as_ref().map(|r| r.seed);
    view
}

/// A Citadels bot behind [`GameBot`]: it chooses from its seat's view and legal moves only
/// ([`bots::choose_for`]), never from the referee's state the table holds.
struct Seated {
    kind: BotKind,
    stream: BotStream,
}

impl GameBot<Citadels> for Seated {
    fn choose(&mut self, table: &Table, seat: Seat) -> Command {
        bots::choose_for(&table.state, seat, self.kind, &mut self.stream)
            .unwrap_or(Command::EndTurn { seat })
    }
}

/// The bots' seed as the 32 bytes of their stream: the seed little-endian, then zeros.
pub fn bot_seed(seed: u64) -> Bytes32 {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    Bytes32(bytes)
}

impl RuleCode for RuleViolation {
    fn code(&self) -> &'static str {
        RuleViolation::code(self)
    }
}

const BOT_NAMES: [&str; 2] = ["random", "greedy"];

impl Rules for Citadels {
    const KIND: GameKind = GameKind::Citadels;
    const ENGINE_VERSION: u32 = ENGINE_VERSION;
    const PLAYERS: RangeInclusive<usize> = 2..=8;
    const SEED_REVEAL: SeedReveal = SeedReveal::AtEnd;

    type Options = Options;
    type Command = Command;
    type Event = Logged;
    type State = Table;
    type View = View;
    type Violation = RuleViolation;

    fn decide(table: &Table, command: &Command) -> Result<Vec<Logged>, RuleViolation> {
        super::decide(&table.state, command)
            .map(|records| records.into_iter().map(Logged::from).collect())
    }

    fn evolve(table: Table, logged: &Logged) -> Table {
        let secret = table.secret_of(logged);
        Table {
            state: super::evolve(table.state, &logged.event, secret.as_ref()),
            book: table.book,
        }
    }

    fn referee(secrets: &Secrets) -> Table {
        let book = Book {
            seed: secrets.seed,
            secrets: secrets
                .openings
                .iter()
                .filter_map(|row| Some((row.commitment, secret_from(&row.opening)?)))
                .collect(),
        };
        Table {
            state: State::default(),
            book: Some(Arc::new(book)),
        }
    }

    fn view(table: &Table, viewer: Viewer) -> View {
        match viewer {
            Viewer::Seat(seat) => engine_view::view(&table.state, engine_view::Viewer::Seat(seat)),
            Viewer::Spectator => engine_view::view(&table.state, engine_view::Viewer::Public),
            Viewer::Referee => referee_view(&table.state),
        }
    }

    fn legal_moves(table: &Table, seat: Seat) -> Vec<Command> {
        super::legal_moves(&table.state, seat)
    }

    fn waits(table: &Table) -> Vec<Wait> {
        waits(&table.state)
    }

    fn is_over(table: &Table) -> bool {
        table.state.phase == Phase::Over
    }

    /// C7: a missed pick takes the lowest-ranked character offered, a missed turn takes 2
    /// gold and ends, a missed crown gift goes to the first eligible player clockwise.
    fn no_show(table: &Table, wait: &Wait, nonce: Bytes32) -> Option<Command> {
        table
            .state
            .awaiting()
            .contains(&wait.seat)
            .then_some(Command::NoShow {
                seat: wait.seat,
                nonce,
                deadline: None,
            })
    }

    fn sealed_kinds() -> &'static [SealedKind] {
        &[PICK, SECOND_PICK]
    }

    fn sealed_by(_command: &Command, events: &[Logged]) -> Vec<Sealed> {
        let mut round = 0;
        events
            .iter()
            .filter_map(|logged| {
                if let Event::RoundStarted { round: n, .. } = logged.event {
                    round = n;
                }
                escrow_row(round, &logged.event, logged.secret.as_ref()?)
            })
            .collect()
    }

    /// A pick's commitment, or its opening when its rank is called; the picks opened at the
    /// round's end and the discards opened at the game's end are several per event:
    /// [`pick_trails`] names them all.
    fn sealed_trail(logged: &Logged) -> Option<SealedTrail> {
        match &logged.event {
            Event::RoundEnded { .. } | Event::GameEnded { .. } => None,
            event => pick_trails(event).into_iter().next(),
        }
    }

    /// Citadels' referee opens picks itself when their rank is called or the round ends.
    fn reveal_due(_table: &Table) -> Option<Vec<(Seat, Bytes32)>> {
        None
    }

    /// Never due ([`Rules::reveal_due`] is always None): a start, which `decide` refuses on a
    /// started game.
    fn reveal(_table: &Table, _openings: &[(Seat, Option<Opening>)]) -> Command {
        Command::Start {
            game: GameId::default(),
            options: Options::default(),
            seed: Bytes32::default(),
            contributions: Vec::new(),
            deck: None,
            drafts: Vec::new(),
        }
    }

    fn unopenable(_table: &Table) -> Option<Command> {
        None
    }

    fn signed(
        table: &Table,
        command: &Command,
        decided: &[Logged],
        signatures: &mut std::slice::Iter<'_, crate::signed::Signature>,
    ) -> Result<Option<Logged>, RuleViolation> {
        let signature = match super::signing::signer(command) {
            Some(_) => signatures.next(),
            None => None,
        };
        super::signing::signed_event(
            &table.state,
            command,
            decided.iter().map(|logged| &logged.event),
            signature,
        )
        .map(|event| event.map(Logged::from))
    }

    fn bot_names() -> &'static [&'static str] {
        &BOT_NAMES
    }

    fn bot(name: &str, seed: u64) -> Option<Box<dyn GameBot<Citadels>>> {
        let kind = match name {
            "random" => BotKind::Random,
            "greedy" => BotKind::Greedy,
            _ => return None,
        };
        Some(Box::new(Seated {
            kind,
            stream: BotStream::new(&bot_seed(seed), &[]),
        }))
    }
}
