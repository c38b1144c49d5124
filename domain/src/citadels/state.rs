//! The state of a Citadels game: the fold of its events. The referee's state (folded with the
//! secrets) knows hands, the deck and the picks; the public state knows only counts and what
//! has been revealed. `Default` is the state before event 1.

use std::collections::VecDeque;

use serde::Serialize;

use super::cards::{Character, District};
use super::draw::Stream;
use super::event::{DiscardOpening, DraftSetup, PickOpening, Score};
use super::options::Options;
use crate::bytes::Bytes32;
use crate::ids::{GameId, Seat};

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Before event 1.
    #[default]
    NotStarted,
    /// Characters are being picked.
    Draft,
    /// Ranks are being called.
    Turns,
    /// Scored.
    Over,
}

/// A district in a city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Built {
    /// The card.
    pub district: District,
    /// Beautified by the Artist (+1 cost for every purpose).
    pub beautified: bool,
    /// Referee: cards under the Museum (they move with it, p. 16).
    pub under: Vec<District>,
    /// Cards under the Museum (public count).
    pub under_count: usize,
}

impl Built {
    /// The district's cost for every purpose (printed cost, +1 if beautified).
    pub fn cost(&self) -> u32 {
        self.district.cost() + u32::from(self.beautified)
    }
}

/// One player.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Player {
    /// Gold in the stash (public).
    pub gold: u32,
    /// The hand (referee only; empty in a public fold).
    pub hand: Vec<District>,
    /// Cards in the hand (public).
    pub hand_count: usize,
    /// The city, in building order.
    pub city: Vec<Built>,
    /// This round's characters (referee: all picks; public: revealed ones), with pick index.
    pub characters: Vec<(u8, Character)>,
    /// This round's characters revealed to everyone (called, or opened at the round's end).
    pub revealed: Vec<Character>,
    /// Pick commitments of this round, by pick index.
    pub commitments: Vec<Bytes32>,
    /// Referee: the openings of this round's picks.
    pub openings: Vec<PickOpening>,
    /// The characters played in the last finished or current round (the tie rule).
    pub last_characters: Vec<Character>,
}

impl Player {
    /// Whether the city holds a district of this name.
    pub fn has(&self, district: District) -> bool {
        self.city.iter().any(|b| b.district == district)
    }

    /// Where in the city the copy of `district` that a card naming it takes is: a city holds two
    /// of a name only through the Quarry, and then the plain copy is taken before a beautified one
    /// (a rule of ours: a command names a district, not a copy).
    pub fn copy_of(&self, district: District) -> Option<usize> {
        let mut copies = self
            .city
            .iter()
            .enumerate()
            .filter(|(_, b)| b.district == district);
        let first = copies.next()?;
        if !first.1.beautified {
            return Some(first.0);
        }
        Some(copies.find(|(_, b)| !b.beautified).unwrap_or(first).0)
    }

    /// Districts toward completion: the Monument counts twice.
    pub fn city_size(&self) -> usize {
        self.city.len() + usize::from(self.has(District::Monument))
    }
}

/// The draft of the current round.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Draft {
    /// Set aside face up.
    pub face_up: Vec<Character>,
    /// Cards set aside face down so far (count public).
    pub face_down_count: usize,
    /// The picks of the round in order: seat and pick index.
    pub steps: Vec<DraftStep>,
    /// The next step.
    pub next: usize,
    /// Referee: the cards the next picker receives, in rank order.
    pub offered: Vec<Character>,
    /// Referee: the face-down cards.
    pub face_down: Vec<Character>,
    /// Referee: the openings of the discards laid with the picks of every round so far (kept
    /// from round to round, published at the game's end).
    #[serde(skip)]
    pub discards: Vec<DiscardOpening>,
}

/// One pick of the draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DraftStep {
    /// The picker.
    pub seat: Seat,
    /// 0 or 1.
    pub index: u8,
    /// The picker also sets one card aside face down (2 players, after the first pick).
    pub discards: bool,
    /// The last picker who gets the face-down card too (7 players with 8 characters, 8 with 9).
    pub with_face_down: bool,
}

/// The character turn being played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Turn {
    /// The player.
    pub seat: Seat,
    /// The character.
    pub character: Character,
    /// Resources gathered (2 gold, or a draw).
    pub gathered: bool,
    /// Referee: drawn cards waiting for the keep choice.
    pub drawn: Vec<District>,
    /// How many drawn cards wait (public).
    pub drawn_count: u32,
    /// How many of them may be kept.
    pub keep: u32,
    /// The drawn cards not kept are shuffled into the deck (the Scholar).
    pub shuffle_back: bool,
    /// Districts built that count toward the limit.
    pub builds: u32,
    /// The character's main ability (kill, rob, exchange/redraw, destroy, …) was used.
    pub ability_used: bool,
    /// The colour resources were collected.
    pub collected: bool,
    /// The Laboratory was used.
    pub laboratory_used: bool,
    /// The Smithy was used.
    pub smithy_used: bool,
    /// The Museum was used.
    pub museum_used: bool,
    /// Gold paid for buildings this turn (Alchemist).
    pub paid_for_builds: u32,
    /// Districts beautified this turn (Artist, up to 2).
    pub beautified: u32,
    /// The Abbot's alms were taken.
    pub alms_taken: bool,
    /// The Seer owes these players a card each (in this order) before doing anything else.
    pub owed: Vec<Seat>,
    /// The Emperor gave the crown (he must, p. 12).
    pub crown_given: bool,
    /// The player only gathers: the bewitched character's (p. 10, Witch) or a killed one's
    /// with the Hospital.
    pub gather_only: bool,
    /// The first paid build of a warranted character's turn happened (only it may be
    /// confiscated, p. 10).
    pub warrant_checked: bool,
    /// The Spy looked at this player's hand (p. 11): her view shows it for the rest of the
    /// turn.
    pub spied: Option<Seat>,
    /// The Blackmailer's threat on this character waits: after gathering, the player pays or
    /// refuses before anything else (p. 11).
    pub threat_pending: bool,
}

impl Turn {
    /// A fresh turn of `character` played by `seat`.
    pub fn new(seat: Seat, character: Character) -> Turn {
        Turn {
            seat,
            character,
            gathered: false,
            drawn: Vec::new(),
            drawn_count: 0,
            keep: 0,
            shuffle_back: false,
            builds: 0,
            ability_used: false,
            collected: false,
            laboratory_used: false,
            smithy_used: false,
            museum_used: false,
            paid_for_builds: 0,
            beautified: 0,
            alms_taken: false,
            owed: Vec::new(),
            crown_given: false,
            gather_only: false,
            warrant_checked: false,
            threat_pending: false,
            spied: None,
        }
    }
}

/// Face-down tokens on characters (the Magistrate's warrants, the Blackmailer's threats): one
/// real (signed, with the rose), the others bluffs. Which characters carry one is public; which
/// is real only the referee and the token's owner know until it is revealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tokens {
    /// The Magistrate's or Blackmailer's player.
    pub by: Seat,
    /// The characters carrying a token, in rank order.
    pub characters: Vec<Character>,
    /// Referee (or everyone once revealed): the real one.
    pub real: Option<Character>,
    /// The real token was turned face up.
    pub revealed: bool,
}

/// The Magistrate's warrants.
pub type Warrants = Tokens;

/// A build waiting for the Magistrate's decision (C8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Confiscation {
    /// The Magistrate's player.
    pub by: Seat,
    /// The builder.
    pub target: Seat,
    /// The warranted character the builder plays.
    pub character: Character,
    /// The district built.
    pub district: District,
    /// Gold paid for it (returned if it is confiscated).
    pub paid: u32,
}

/// What only the referee knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Referee {
    /// The seed.
    pub seed: Bytes32,
    /// The random stream.
    pub stream: Stream,
    /// The deck, top first.
    pub deck: VecDeque<District>,
    /// A script's fixed set-asides, by round.
    pub drafts: Vec<DraftSetup>,
}

/// A Citadels game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The game.
    pub game: GameId,
    /// Options.
    pub options: Options,
    /// Phase.
    pub phase: Phase,
    /// Round, from 1.
    pub round: u32,
    /// The crowned seat.
    pub crown: Seat,
    /// The players, by seat.
    pub players: Vec<Player>,
    /// Cards in the deck (public).
    pub deck_size: usize,
    /// The seed commitment.
    pub seed_commitment: Bytes32,
    /// Contributions, by seat.
    pub contributions: Vec<Bytes32>,
    /// The referee's secrets (None in a public fold).
    pub referee: Option<Referee>,
    /// This round's draft.
    pub draft: Draft,
    /// The rank being called (None in the draft).
    pub called: Option<u8>,
    /// The killed character this round.
    pub killed: Option<Character>,
    /// A killed Emperor's player owes the crown gift at the round's end (C8), and whether it
    /// was given this round.
    pub crown_gift: Option<Seat>,
    /// The killed Emperor's crown was given this round.
    pub crown_gifted: bool,
    /// The character to rob this round, and the thief.
    pub robbed: Option<(Character, Seat)>,
    /// The character the Witch bewitched this round, and the Witch's seat (p. 10).
    pub bewitched: Option<(Character, Seat)>,
    /// The Magistrate's warrants this round (p. 10).
    pub warrants: Option<Warrants>,
    /// A build the Magistrate may confiscate, waiting for her decision (C8).
    pub confiscation: Option<Confiscation>,
    /// The Blackmailer's threats this round (p. 11).
    pub threats: Option<Tokens>,
    /// A threatened player refused to pay: the Blackmailer's player decides whether to reveal
    /// (C8).
    pub threat_decision: Option<Seat>,
    /// Graveyard: the owner of a district the Warlord destroyed may take it into the hand for
    /// 1 gold (C8): the owner and the district.
    pub graveyard: Option<(Seat, District)>,
    /// The Theater's owner decides whether to exchange characters after the draft (C8).
    pub theater: Option<Seat>,
    /// The turn being played.
    pub turn: Option<Turn>,
    /// Seats with a completed city, first first.
    pub completers: Vec<Seat>,
    /// Gold on the Tax Collector's card.
    pub taxes: u32,
    /// Number of secrets sealed so far (numbers the secret commitments).
    pub sealed: u32,
    /// The final ranking.
    pub ranking: Vec<Score>,
    /// Device keys registered (players are seats in Citadels) and signed moves so far.
    pub keyring: crate::signed::Keyring,
    /// Payments the payer's gold did not cover, folded as paying what they had (gold never goes
    /// below 0). A game `decide` played has none: the bot-game property tests check it.
    pub overdrafts: u32,
}

impl Default for State {
    fn default() -> Self {
        State {
            game: GameId::default(),
            options: Options::default(),
            phase: Phase::NotStarted,
            round: 0,
            crown: Seat(0),
            players: Vec::new(),
            deck_size: 0,
            seed_commitment: Bytes32::default(),
            contributions: Vec::new(),
            referee: None,
            draft: Draft::default(),
            called: None,
            killed: None,
            crown_gift: None,
            crown_gifted: false,
            robbed: None,
            bewitched: None,
            warrants: None,
            confiscation: None,
            threats: None,
            threat_decision: None,
            graveyard: None,
            theater: None,
            turn: None,
            completers: Vec::new(),
            taxes: 0,
            sealed: 0,
            ranking: Vec::new(),
            keyring: crate::signed::Keyring::default(),
            overdrafts: 0,
        }
    }
}

impl State {
    /// The player in a seat.
    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat.index())
    }

    /// Number of players.
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    /// Referee: who holds a character this round (and with which pick index).
    pub fn holder(&self, character: Character) -> Option<(Seat, u8)> {
        self.players.iter().enumerate().find_map(|(i, p)| {
            p.characters
                .iter()
                .find(|(_, c)| *c == character)
                .map(|(index, _)| (Seat(i as u8), *index))
        })
    }

    /// Referee: the opening of the pick that brought `character` into the game this round (held
    /// by its current holder; after a Theater exchange, opened with the original picker's seat).
    pub fn opening(&self, character: Character) -> Option<&PickOpening> {
        self.players
            .iter()
            .flat_map(|p| &p.openings)
            .find(|o| o.character == character)
    }

    /// Referee: the receipts of `seat`'s own sealed picks this round (C3), each opening with
    /// the commitment of `seat` it opens — wherever the card went since: a Theater exchange
    /// moves the card and its opening to the other player, but the receipt stays the picker's.
    pub fn pick_receipts(&self, seat: Seat) -> Vec<(PickOpening, Bytes32)> {
        let Some(picker) = self.players.get(seat.index()) else {
            return Vec::new();
        };
        self.players
            .iter()
            .flat_map(|p| &p.openings)
            .filter(|o| o.seat == seat)
            .filter_map(|o| Some((o.clone(), *picker.commitments.get(usize::from(o.index))?)))
            .collect()
    }

    /// Whether `character` was killed or bewitched this round (neither may be robbed nor
    /// threatened, p. 11).
    pub fn struck(&self, character: Character) -> bool {
        self.killed == Some(character) || self.bewitched.is_some_and(|(c, _)| c == character)
    }

    /// Referee: who plays `character`'s abilities this round: the Witch when she bewitched it
    /// and its holder answered (p. 10), otherwise its holder.
    pub fn playing(&self, character: Character) -> Option<Seat> {
        let (holder, _) = self.holder(character)?;
        match self.bewitched {
            Some((c, witch)) if c == character => Some(witch),
            _ => Some(holder),
        }
    }

    /// Referee: the draft's next step and the cards its picker chooses from (the cards passed
    /// on, plus the face-down card for the 7-/8-player last pick), in rank order.
    pub fn draft_pool(&self) -> Option<(DraftStep, Vec<Character>)> {
        if self.phase != Phase::Draft {
            return None;
        }
        let step = *self.draft.steps.get(self.draft.next)?;
        let mut pool = self.draft.offered.clone();
        if step.with_face_down {
            pool.extend(self.draft.face_down.last().copied());
        }
        pool.sort();
        Some((step, pool))
    }

    /// The seat whose decision inside another player's turn is pending (C8): the Magistrate's
    /// confiscation or the Blackmailer's reveal.
    pub fn decider(&self) -> Option<Seat> {
        self.confiscation
            .as_ref()
            .map(|c| c.by)
            .or(self.threat_decision)
            .or(self.graveyard.map(|(seat, _)| seat))
            .or(self.theater)
    }

    /// The seats whose move the game awaits.
    pub fn awaiting(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Draft => self
                .draft
                .steps
                .get(self.draft.next)
                .map(|s| vec![s.seat])
                .unwrap_or_default(),
            Phase::Turns => match (self.crown_gift, self.decider()) {
                (Some(seat), _) | (None, Some(seat)) => vec![seat],
                (None, None) => self.turn.iter().map(|t| t.seat).collect(),
            },
            _ => Vec::new(),
        }
    }
}
