//! Citadels commands: what a player (or the server, for the start and the no-show policy) asks
//! the rules to do. Parameters name cards and seats by their public ids.

use serde::{Deserialize, Serialize};

use crate::timestamp::Timestamp;

use super::cards::{Character, Colour, District};
use super::event::DraftSetup;
use super::options::Options;
use crate::bytes::Bytes32;
use crate::ids::{GameId, Seat};

/// A command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Command {
    /// The server starts the game (event 1) with its sealed seed.
    Start {
        /// The game.
        game: GameId,
        /// Options (validated).
        options: Options,
        /// The seed (sealed until the end).
        seed: Bytes32,
        /// Contributions, by seat.
        contributions: Vec<Bytes32>,
        /// Scripts only: the whole deck, top first, before the deal.
        deck: Option<Vec<District>>,
        /// Scripts only: set-asides per round.
        drafts: Vec<DraftSetup>,
    },
    /// Pick a character; `discard` sets one aside face down where the rules say (2 players;
    /// the 7-/8-player last pick chooses between the last card and the face-down one).
    Pick {
        /// Picker.
        seat: Seat,
        /// The character.
        character: Character,
        /// The card set aside.
        discard: Option<Character>,
        /// The commitment's nonce (drawn outside the domain).
        nonce: Bytes32,
        /// The nonce of the discard's commitment, drawn outside the domain like `nonce` (none:
        /// one follows from the sealed seed, see
        /// [`fallback_discard_nonce`](super::seal::fallback_discard_nonce)).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        discard_nonce: Option<Bytes32>,
    },
    /// Gather 2 gold.
    Gold {
        /// Player.
        seat: Seat,
    },
    /// Gather by drawing cards.
    Draw {
        /// Player.
        seat: Seat,
    },
    /// Keep drawn cards (one, or all with the Library).
    Keep {
        /// Player.
        seat: Seat,
        /// The kept cards.
        districts: Vec<District>,
    },
    /// Build a district from the hand.
    Build {
        /// Player.
        seat: Seat,
        /// The district.
        district: District,
        /// How to pay, when not only with gold.
        #[serde(default)]
        with: BuildWith,
    },
    /// The character's resources for districts of its colour.
    Collect {
        /// Player.
        seat: Seat,
    },
    /// Assassin.
    Kill {
        /// Player.
        seat: Seat,
        /// The victim.
        character: Character,
    },
    /// Thief.
    Rob {
        /// Player.
        seat: Seat,
        /// The victim.
        character: Character,
    },
    /// Magician: swap hands.
    Exchange {
        /// Player.
        seat: Seat,
        /// The other player.
        target: Seat,
    },
    /// Magician: discard cards, draw as many.
    Redraw {
        /// Player.
        seat: Seat,
        /// The cards discarded.
        districts: Vec<District>,
    },
    /// Warlord: destroy a district.
    Destroy {
        /// Player.
        seat: Seat,
        /// The city.
        target: Seat,
        /// The district.
        district: District,
    },
    /// A unique district's once-per-turn effect.
    Ability {
        /// Player.
        seat: Seat,
        /// Which.
        ability: Ability,
    },
    /// End the turn.
    EndTurn {
        /// Player.
        seat: Seat,
    },
    /// Signed moves: a device of player `player` registers its public key (the server's
    /// command: at the start for the keys made at join, later for a further device).
    RegisterKey {
        /// Player index (the seat).
        player: u8,
        /// The device's key.
        key: crate::signed::PublicKey,
    },
    /// The server applies the no-show policy (C7) to the awaited seat.
    NoShow {
        /// The seat that missed its deadline.
        seat: Seat,
        /// The nonce for a forced pick.
        nonce: Bytes32,
        /// The deadline that passed and allowed the move, RFC 3339 UTC (the scheduler names
        /// it; scripts and bot games have none); a malformed one is refused as the command is
        /// read.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deadline: Option<Timestamp>,
    },
}

/// How to pay for a build.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BuildWith {
    /// Gold only.
    #[default]
    Gold,
    /// Thieves' Den: these cards from the hand pay 1 gold each.
    Cards {
        /// The cards.
        cards: Vec<District>,
    },
    /// Destroy the Framework instead of paying.
    Framework,
    /// Cardinal (rank 5): the missing gold from `from`, who gets these cards, one per gold.
    Cardinal {
        /// The player who gives the gold.
        from: Seat,
        /// The cards given, as many as the gold missing.
        cards: Vec<District>,
    },
    /// Necropolis: destroy this district of your city instead of paying.
    Necropolis {
        /// The district.
        destroy: District,
    },
}

/// A unique district's effect, or a character ability without a command of its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "name", rename_all = "snake_case")]
pub enum Ability {
    /// Laboratory: discard a card for 2 gold.
    Laboratory {
        /// The card.
        district: District,
    },
    /// Smithy: pay 2 gold, draw 3 cards.
    Smithy,
    /// Armory: destroy it to destroy a district (not in a completed city).
    Armory {
        /// The city.
        target: Seat,
        /// The district.
        district: District,
    },
    /// Museum: put a card from the hand face down under it (1 point each at the end).
    Museum {
        /// The card.
        district: District,
    },
    /// Navigator (rank 7): take 4 gold (`cards: false`) or draw 4 cards (`cards: true`).
    Navigate {
        /// Cards instead of gold.
        cards: bool,
    },
    /// Marshal (rank 8): seize a district of cost 3 or less, paying its cost to its owner.
    Seize {
        /// The owner.
        target: Seat,
        /// The district.
        district: District,
    },
    /// Diplomat (rank 8): exchange a district of yours for one of another player's, paying
    /// the difference in cost.
    Swap {
        /// The other player.
        target: Seat,
        /// Your district.
        give: District,
        /// Theirs.
        take: District,
    },
    /// Scholar (rank 7): draw 7 cards, keep 1 (with `keep`), shuffle the rest into the deck.
    Study,
    /// Abbot (rank 5): the resources for religious districts, `cards` of them as cards and
    /// the rest as gold (instead of `collect`, which takes all as gold).
    Tithe {
        /// How many as cards.
        cards: u32,
    },
    /// Abbot (rank 5): the richest player (strictly richer than you; your choice among tied)
    /// gives you 1 gold.
    Alms {
        /// The richest player.
        from: Seat,
    },
    /// Spy (rank 2): name a player and a colour; 1 gold from them and 1 card from the deck per
    /// matching card in their hand.
    Spy {
        /// The player.
        target: Seat,
        /// The colour.
        colour: Colour,
    },
    /// Seer (rank 3): take a random card from each other player's hand (p. 11); then
    /// `give_back` is owed.
    Foresee,
    /// Seer (rank 3): one card of your choice to each player you took one from, in the order
    /// of the `cards_foreseen` event.
    GiveBack {
        /// The cards, one per player.
        cards: Vec<District>,
    },
    /// Emperor (rank 4): give the crown to `to` (neither you nor its holder), taking 1 random
    /// card from their hand (`card`) or 1 gold; also the killed Emperor's gift at the round's
    /// end (nothing taken).
    Crown {
        /// The new holder.
        to: Seat,
        /// A card instead of gold.
        card: bool,
    },
    /// Tax Collector (rank 9): take all the taxes.
    TakeTaxes,
    /// Wizard (rank 3): look at another player's hand and take `district` from it; with
    /// `build`, build it at once, paying its cost in gold, outside the building limit (p. 11).
    Conjure {
        /// The player.
        target: Seat,
        /// The card chosen.
        district: District,
        /// Build it at once instead of keeping it.
        build: bool,
    },
    /// Witch (rank 1): after gathering, bewitch a character; her turn is suspended and goes on
    /// as that character once its player has gathered (p. 10).
    Bewitch {
        /// The character.
        character: Character,
    },
    /// Magistrate (rank 1): three warrants face down on three characters, `signed` the real
    /// one (p. 10).
    Warrants {
        /// The signed warrant's character.
        signed: Character,
        /// The two unsigned warrants' characters.
        unsigned: Vec<Character>,
    },
    /// Magistrate (rank 1), when a warranted character's first build waits for her (C8):
    /// reveal the signed warrant and take the district (`confiscate: true`), or let it stand.
    Confiscate {
        /// Reveal and confiscate.
        confiscate: bool,
    },
    /// Blackmailer (rank 2): two threats face down on two characters, `real` the one with the
    /// rose (p. 11).
    Threaten {
        /// The real threat's character.
        real: Character,
        /// The bluff's character.
        bluff: Character,
    },
    /// The threatened player, after gathering (p. 11): pay half the gold (rounded down) or
    /// refuse.
    Bribe {
        /// Pay.
        pay: bool,
    },
    /// Blackmailer (rank 2), when a threatened player refused (C8): reveal the threat or not.
    RevealThreat {
        /// Reveal.
        reveal: bool,
    },
    /// Graveyard, when the Warlord destroyed a district of your city (C8): pay 1 gold and take
    /// it into your hand (`take: true`), or not.
    Graveyard {
        /// Take it.
        take: bool,
    },
    /// Theater, after the draft (C8): exchange your character with `target`'s, unseen
    /// (`target: None` keeps it); with 2–3 players `give` names which of your two you give and
    /// you take one of theirs at random (p. 16).
    Theater {
        /// The other player, or None.
        target: Option<Seat>,
        /// 2–3 players: the character given.
        #[serde(default)]
        give: Option<Character>,
    },
    /// Wizard (rank 3): first look at `target`'s hand (p. 11: "Podívejte se do karet v ruce
    /// libovolného soupeře"); his view shows it, and `conjure` must then name that player.
    /// Optional: `conjure` alone looks and takes in one step.
    Peek {
        /// The player.
        target: Seat,
    },
    /// Artist (rank 9): beautify a district of your city with 1 gold (up to two a turn, each
    /// district once per game).
    Beautify {
        /// The district.
        district: District,
    },
}

impl Command {
    /// The seat a player command is for (None for the start).
    pub fn seat(&self) -> Option<Seat> {
        use Command::*;
        match self {
            Start { .. } | RegisterKey { .. } => None,
            Pick { seat, .. }
            | Gold { seat }
            | Draw { seat }
            | Keep { seat, .. }
            | Build { seat, .. }
            | Collect { seat }
            | Kill { seat, .. }
            | Rob { seat, .. }
            | Exchange { seat, .. }
            | Redraw { seat, .. }
            | Destroy { seat, .. }
            | Ability { seat, .. }
            | EndTurn { seat }
            | NoShow { seat, .. } => Some(*seat),
        }
    }
}
