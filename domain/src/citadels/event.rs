//! The Citadels events (past tense, public) and the secrets that travel beside some of them.
//!
//! Every event is public: it goes into the log that players may read during the game. What a
//! rule keeps hidden (the seed, a pick, the card kept from a draw, …) travels as a [`Secret`]
//! beside its event: the event carries only a commitment to it, the secret itself goes to the
//! server's escrow. The referee folds events with their secrets; anyone else folds the events
//! alone and learns hidden cards only as counts.

use serde::{Deserialize, Serialize};

use super::cards::{Character, District};
use super::options::Options;
use crate::bytes::Bytes32;
use crate::game::GameKind;
use crate::ids::{GameId, Seat};
use crate::signed::{PublicKey, Signature};
use crate::timestamp::Timestamp;

/// Why gold or cards came in (for the log in words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// Gather resources: 2 gold (+1 with the Gold Mine).
    Gather,
    /// The character's gold or cards for districts of its colour.
    Colour,
    /// The Merchant's extra gold.
    Merchant,
    /// The Architect's two extra cards.
    Architect,
    /// The Laboratory (a card for 2 gold).
    Laboratory,
    /// The Smithy (2 gold for 3 cards).
    Smithy,
    /// The Poor House (1 gold with an empty stash at the end of a turn).
    PoorHouse,
    /// The Park (2 cards with an empty hand at the end of a turn).
    Park,
    /// The Navigator's 4 gold or 4 cards.
    Navigator,
    /// The Spy's cards.
    Spy,
    /// The Abbot's cards for religious districts (as [`Source::Colour`]).
    Tithe,
    /// The Queen's 3 gold.
    Queen,
    /// The Tax Collector takes the taxes.
    Taxes,
    /// The Alchemist's refund.
    Alchemist,
    /// The Magician's redraw.
    Magician,
}

/// How a district was paid for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Payment {
    /// Gold paid to the bank (after the Factory's discount).
    Gold {
        /// Gold paid.
        gold: u32,
    },
    /// The Thieves' Den: part of its cost paid with cards from hand (1 card : 1 gold).
    ThievesDen {
        /// Gold paid.
        gold: u32,
        /// Cards paid.
        cards: u32,
        /// Commitment to which cards.
        sealed: Bytes32,
    },
    /// The Framework destroyed instead of paying.
    Framework,
    /// The Necropolis built by destroying a district of the builder's city.
    Necropolis {
        /// The district destroyed.
        destroyed: District,
    },
    /// Built for free (the Magistrate's confiscation).
    Free,
}

/// A public event of a Citadels game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Event 1: the game, its options, the seed commitment and the players' public
    /// contributions. Every seat gets 2 gold and 4 cards; seat 0 holds the crown (C1).
    GameStarted {
        /// The kind of game: always [`GameKind::Citadels`] (`"citadels"`).
        #[serde(rename = "game")]
        kind: GameKind,
        /// The engine version that wrote the log ([`super::rules::ENGINE_VERSION`]).
        engine: u32,
        /// The game.
        #[serde(rename = "game_id")]
        game: GameId,
        /// Its options.
        options: Options,
        /// `SHA-256("durbar.seed.v1" ‖ game_id ‖ seed)`.
        seed_commitment: Bytes32,
        /// One per seat, in seat order.
        contributions: Vec<Bytes32>,
    },
    /// A round begins: characters set aside face up and how many face down.
    RoundStarted {
        /// Round number, from 1.
        round: u32,
        /// The crowned seat, who picks first.
        crown: Seat,
        /// Characters set aside face up.
        face_up: Vec<Character>,
        /// How many are set aside face down.
        face_down: u8,
    },
    /// A seat picked a character (sealed, C3).
    CharacterPicked {
        /// Round.
        round: u32,
        /// Who picked.
        seat: Seat,
        /// 0 for the first pick of the round, 1 for the second (2–3 players).
        index: u8,
        /// `SHA-256("durbar.pick.v1" ‖ …)`.
        commitment: Bytes32,
        /// With a pick that lays a character face down (2 players from the second pick on; the
        /// 7-/8-player last pick): `SHA-256("durbar.discard.v1" ‖ …)` of
        /// [`discard_commitment`](super::seal::discard_commitment), opened at the round's end.
        /// None in logs from before the discard was sealed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        discard_commitment: Option<Bytes32>,
    },
    /// With 3 players: a random card set aside face down after the first picks (p. 7).
    DraftCardSetAside {
        /// Round.
        round: u32,
    },
    /// The draft is over; ranks are called from 1.
    DraftEnded {
        /// Round.
        round: u32,
    },
    /// A rank was called. `seat` is the player revealing the character; None when nobody
    /// answers (set aside, or killed: the killed player stays silent, p. 10).
    CharacterCalled {
        /// The round (the pick's commitment is scoped by it, C3).
        round: u32,
        /// The character.
        character: Character,
        /// Its holder, when someone picked it.
        seat: Option<Seat>,
        /// The pick's opening: index and nonce (when someone picked it).
        nonce: Option<Bytes32>,
        /// Which of the holder's picks it was.
        index: u8,
    },
    /// The Assassin killed a character.
    CharacterKilled {
        /// The victim.
        character: Character,
    },
    /// The Thief named a character to rob.
    CharacterThreatenedByThief {
        /// The target.
        character: Character,
    },
    /// The robbed character was called: the Thief takes all its gold.
    GoldStolen {
        /// The thief.
        thief: Seat,
        /// The victim.
        victim: Seat,
        /// Amount.
        gold: u32,
    },
    /// The player took the crown (King, Patrician, Statue; or as heir at the round's end).
    CrownTaken {
        /// New holder.
        seat: Seat,
    },
    /// Gold from the bank.
    GoldGained {
        /// Who.
        seat: Seat,
        /// How much.
        gold: u32,
        /// Why.
        source: Source,
    },
    /// Cards from the top of the deck into the hand (which ones is the holder's secret).
    CardsGained {
        /// Who.
        seat: Seat,
        /// How many.
        count: u32,
        /// Why.
        source: Source,
    },
    /// Gather resources by drawing: cards shown to the player only.
    CardsDrawn {
        /// Who.
        seat: Seat,
        /// How many.
        count: u32,
        /// How many may be kept.
        keep: u32,
        /// The Scholar's draw: the rest is shuffled into the deck, and it is not the gathering.
        #[serde(default)]
        scholar: bool,
    },
    /// The player kept some of the drawn cards; the rest went to the bottom of the deck.
    CardsKept {
        /// Who.
        seat: Seat,
        /// How many kept.
        count: u32,
        /// Commitment to the kept cards.
        sealed: Bytes32,
    },
    /// A district was built.
    DistrictBuilt {
        /// Builder.
        seat: Seat,
        /// The district.
        district: District,
        /// How it was paid.
        payment: Payment,
        /// Whether it counted toward the building limit.
        counted: bool,
    },
    /// The Magician swapped hands with another player.
    HandsExchanged {
        /// The Magician.
        seat: Seat,
        /// The other player.
        target: Seat,
    },
    /// The Magician discarded cards to the bottom of the deck and drew as many.
    CardsRedrawn {
        /// The Magician.
        seat: Seat,
        /// How many.
        count: u32,
        /// Commitment to the discarded cards.
        sealed: Bytes32,
    },
    /// A district was destroyed (rank 8) and went to the bottom of the deck.
    DistrictDestroyed {
        /// Who destroyed it.
        by: Seat,
        /// Whose city.
        target: Seat,
        /// The district.
        district: District,
        /// Gold paid.
        paid: u32,
        /// By the Armory's effect (not a character ability).
        #[serde(default)]
        armory: bool,
    },
    /// The Laboratory: a card from the hand for 2 gold.
    CardDiscarded {
        /// Who.
        seat: Seat,
        /// Commitment to the card.
        sealed: Bytes32,
    },
    /// A card went under the Museum (p. 16).
    CardUnderMuseum {
        /// Who.
        seat: Seat,
        /// Commitment to the card.
        sealed: Bytes32,
    },
    /// Gold paid to the bank for an effect (the Smithy).
    GoldPaid {
        /// Who.
        seat: Seat,
        /// How much.
        gold: u32,
    },
    /// The Marshal seized a district (p. 13).
    DistrictSeized {
        /// The Marshal.
        by: Seat,
        /// The former owner.
        target: Seat,
        /// The district.
        district: District,
        /// Gold paid to the owner.
        paid: u32,
    },
    /// The Diplomat exchanged districts (p. 13).
    DistrictsExchanged {
        /// The Diplomat.
        by: Seat,
        /// The other player.
        target: Seat,
        /// The Diplomat's district, now the other player's.
        gave: District,
        /// The other player's, now the Diplomat's.
        took: District,
        /// Gold paid to the other player.
        paid: u32,
    },
    /// Gold from one player to another (the Abbot's alms, the Spy's take).
    GoldGiven {
        /// Who gives.
        from: Seat,
        /// Who gets.
        to: Seat,
        /// How much.
        gold: u32,
    },
    /// The Cardinal took gold from a player and gave as many cards (p. 12).
    GoldForCards {
        /// The Cardinal.
        seat: Seat,
        /// The other player.
        from: Seat,
        /// Gold taken (= cards given).
        gold: u32,
        /// Commitment to the cards.
        sealed: Bytes32,
    },
    /// The Spy looked at a hand: how many cards matched the named colour (p. 11).
    HandSpied {
        /// The Spy.
        seat: Seat,
        /// The player.
        target: Seat,
        /// The colour named.
        colour: super::cards::Colour,
        /// Matching cards.
        matches: u32,
    },
    /// The Wizard took a card from another player's hand (p. 11); which one is sealed.
    CardTaken {
        /// The Wizard.
        seat: Seat,
        /// The player who lost the card.
        from: Seat,
        /// Commitment to the card.
        sealed: Bytes32,
    },
    /// The Seer took a random card from each of these players' hands (p. 11; C2 draw 4, in
    /// this order); which cards only the Seer learns.
    CardsForeseen {
        /// The Seer.
        seat: Seat,
        /// The players, clockwise from the Seer's left, each with at least one card.
        from: Vec<Seat>,
    },
    /// The Seer gave a card to each player she took one from; which ones is sealed.
    CardsGivenBack {
        /// The Seer.
        seat: Seat,
        /// The players, in the order of `cards_foreseen`.
        to: Vec<Seat>,
        /// Commitment to the cards, in that order.
        sealed: Bytes32,
    },
    /// The Emperor gave the crown (p. 12): 1 gold or 1 random card (C2 draw 4) from the new
    /// holder in his turn; nothing when he was killed (at the round's end).
    CrownGiven {
        /// The Emperor's player.
        by: Seat,
        /// The new holder.
        to: Seat,
        /// Gold taken (0 or 1).
        gold: u32,
        /// A random card was taken (which one only the Emperor learns).
        card: bool,
    },
    /// The killed Emperor's player must give the crown before the round ends (C8).
    CrownGiftDue {
        /// The Emperor's player.
        seat: Seat,
    },
    /// The Witch bewitched a character (p. 10): her turn is suspended until it is called.
    CharacterBewitched {
        /// The Witch's player.
        by: Seat,
        /// The bewitched character.
        character: Character,
    },
    /// The bewitched character's player has gathered: the Witch's suspended turn goes on as
    /// that character (p. 10).
    TurnResumed {
        /// The Witch's player.
        seat: Seat,
        /// The character she now plays.
        character: Character,
    },
    /// The Magistrate put her three warrants face down on characters (p. 10); which one is
    /// signed is sealed.
    WarrantsAssigned {
        /// The Magistrate's player.
        by: Seat,
        /// The characters, in rank order.
        characters: Vec<Character>,
        /// Commitment to the signed one.
        sealed: Bytes32,
    },
    /// A warranted character's first paid build: the Magistrate decides whether to reveal
    /// her warrant and confiscate it (C8). Asked for every warranted character, signed or not.
    ConfiscationDue {
        /// The Magistrate's player.
        by: Seat,
        /// The builder.
        target: Seat,
        /// The district.
        district: District,
        /// Gold paid for it (returned if confiscated).
        paid: u32,
    },
    /// The Magistrate revealed the signed warrant and took the district into her city for
    /// free; the builder got the gold paid back (p. 10).
    DistrictConfiscated {
        /// The Magistrate's player.
        by: Seat,
        /// The builder.
        target: Seat,
        /// The signed warrant's character.
        character: Character,
        /// The district.
        district: District,
        /// Gold returned to the builder from the bank.
        refund: u32,
    },
    /// The Magistrate let the build stand.
    ConfiscationDeclined {
        /// The Magistrate's player.
        by: Seat,
    },
    /// The Blackmailer put her two threats face down on characters (p. 11); which one is real
    /// is sealed.
    ThreatsAssigned {
        /// The Blackmailer's player.
        by: Seat,
        /// The characters, in rank order.
        characters: Vec<Character>,
        /// Commitment to the real one.
        sealed: Bytes32,
    },
    /// The threatened player paid half their gold (rounded down) to be rid of the threat,
    /// which is not revealed (p. 11).
    ThreatPaidOff {
        /// The threatened player.
        seat: Seat,
        /// The Blackmailer's player.
        by: Seat,
        /// The character.
        character: Character,
        /// Gold paid.
        gold: u32,
    },
    /// The threatened player refused to pay: the Blackmailer's player may reveal (C8).
    BribeRefused {
        /// The threatened player.
        seat: Seat,
        /// The Blackmailer's player.
        by: Seat,
        /// The character.
        character: Character,
    },
    /// The Blackmailer revealed the threat: the real one takes all the player's gold (p. 11).
    ThreatRevealed {
        /// The Blackmailer's player.
        by: Seat,
        /// The threatened player.
        target: Seat,
        /// The character.
        character: Character,
        /// Whether it was the real threat (the rose).
        real: bool,
        /// Gold taken.
        gold: u32,
    },
    /// The Blackmailer did not reveal the refused threat.
    ThreatKept {
        /// The Blackmailer's player.
        by: Seat,
    },
    /// The Warlord destroyed a district of a city with the Graveyard: its owner may pay 1 gold
    /// to take it into the hand (C8).
    GraveyardOffered {
        /// The owner.
        seat: Seat,
        /// The district.
        district: District,
    },
    /// The owner paid 1 gold and took the destroyed district back into the hand (Graveyard).
    DistrictBuried {
        /// The owner.
        seat: Seat,
        /// The district.
        district: District,
        /// Whether it was taken (1 gold paid) or left under the deck.
        taken: bool,
    },
    /// The draft is over and the Theater's owner may exchange characters (C8).
    TheaterDue {
        /// The owner.
        seat: Seat,
    },
    /// The Theater's owner exchanged a character card with another player, unseen (p. 16);
    /// which cards only the two players learn (sealed).
    CharactersExchanged {
        /// The Theater's owner.
        seat: Seat,
        /// The other player.
        target: Seat,
        /// Commitment to the cards given and taken.
        sealed: Bytes32,
    },
    /// The Theater's owner kept the character.
    TheaterPassed {
        /// The owner.
        seat: Seat,
    },
    /// The Wizard looked at a player's hand (p. 11) before taking a card from it.
    HandLookedAt {
        /// The Wizard.
        seat: Seat,
        /// The player.
        target: Seat,
    },
    /// A player paid the Tax Collector's tax after building (p. 14).
    TaxPaid {
        /// Who.
        seat: Seat,
    },
    /// The Artist beautified a district: 1 gold onto the card, +1 cost for good (p. 14).
    DistrictBeautified {
        /// The Artist.
        seat: Seat,
        /// The district.
        district: District,
    },
    /// A turn ended.
    TurnEnded {
        /// Who.
        seat: Seat,
        /// The character.
        character: Character,
    },
    /// A city reached the completion size (p. 6).
    CityCompleted {
        /// Whose.
        seat: Seat,
        /// Whether it was the first.
        first: bool,
    },
    /// The round ended; picks never called are opened.
    RoundEnded {
        /// Round.
        round: u32,
        /// Openings of picks not revealed during the round: seat, index, character, nonce.
        openings: Vec<PickOpening>,
        /// Openings of the characters laid face down with a pick this round, in logs written
        /// before they moved to the game's end (C3: set-aside cards stay sealed until then);
        /// new logs leave it empty. Each opens the pick's `discard_commitment`.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        discards: Vec<PickOpening>,
    },
    /// A device of a player registered its public key (signed-moves level): from now on that
    /// key signs the player's moves. The players' first keys come right after event 1 (they
    /// were made at join, in the lobby); each further one through a fresh personal link.
    KeyRegistered {
        /// Player index (the seat: Citadels seats players in the host's order).
        player: u8,
        /// The device's P-256 public key.
        key: PublicKey,
        /// 1 for the player's first device, then 2, …
        device: u32,
    },
    /// A seat signed the command whose events follow this one: `command` is its canonical
    /// bytes (a pick as its commitment), signed as [`crate::signed::signed_message`] says.
    CommandSigned {
        /// The seat.
        seat: Seat,
        /// The seat's count of signed commands so far plus one.
        n: u64,
        /// The canonical command bytes, as signed.
        command: String,
        /// The signature of a key registered for the seat's player.
        signature: Signature,
    },
    /// A seat missed its deadline: the moves that follow are the no-show policy's (C7, C8),
    /// made by the server for the seat.
    DeadlinePassed {
        /// The seat.
        seat: Seat,
        /// The deadline that passed, RFC 3339 UTC: what allowed the server's move (none in
        /// scripts, bot games and logs from before it was named). Parsed as the event is read
        /// (a malformed one is refused), written back as the text it was read from.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deadline: Option<Timestamp>,
    },
    /// The game ended: the seed is revealed (C2), so are the characters laid face down with
    /// the picks (C3), and the scores are final.
    GameEnded {
        /// The game's seed.
        seed: Bytes32,
        /// Best first.
        ranking: Vec<Score>,
        /// Openings of every character laid face down with a pick during the game (each opens
        /// the pick's `discard_commitment`); none in games without such picks.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        discards: Vec<DiscardOpening>,
    },
}

/// The opening of a character laid face down with a pick (its `discard_commitment`, C3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscardOpening {
    /// The round of the pick.
    pub round: u32,
    /// The picker.
    pub seat: Seat,
    /// The pick's index: 0 or 1.
    pub index: u8,
    /// The character laid face down.
    pub character: Character,
    /// The discard's nonce.
    pub nonce: Bytes32,
}

impl DiscardOpening {
    /// The opening without its round, as a pick's.
    pub fn opening(&self) -> PickOpening {
        PickOpening {
            seat: self.seat,
            index: self.index,
            character: self.character,
            nonce: self.nonce,
        }
    }
}

/// The opening of a sealed pick (C3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PickOpening {
    /// The picker.
    pub seat: Seat,
    /// 0 or 1.
    pub index: u8,
    /// The character.
    pub character: Character,
    /// The nonce.
    pub nonce: Bytes32,
}

/// A final score, broken down.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The seat.
    pub seat: Seat,
    /// The total.
    pub score: u32,
    /// Sum of district costs (beautified ones +1).
    pub districts: u32,
    /// 3 for all five colours.
    pub colours: u32,
    /// 4 for the first completed city, 2 for the others.
    pub completion: u32,
    /// Unique districts' extra points.
    pub unique: u32,
    /// The highest rank the seat played in the last round (the tie rule).
    pub last_rank: u8,
}

/// What an event hides, for the escrow and the referee's fold.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Secret {
    /// Beside `GameStarted`: the seed, and a script's fixed deck and drafts.
    Setup {
        /// The seed.
        seed: Bytes32,
        /// A fixed deck, top first, before the deal (scripts only).
        deck: Option<Vec<District>>,
        /// Fixed set-asides per round, round 1 first (scripts only).
        drafts: Vec<DraftSetup>,
    },
    /// Beside `CharacterPicked`: the pick, its nonce and any card set aside face down with it.
    Pick {
        /// The character.
        character: Character,
        /// The nonce of the commitment.
        nonce: Bytes32,
        /// The card set aside face down with the pick (2 players; the 7-/8-player last pick).
        discard: Option<Character>,
        /// The nonce of the discard's commitment (none without a discard, and in logs from
        /// before the discard was sealed).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        discard_nonce: Option<Bytes32>,
    },
    /// Beside `WarrantsAssigned` (and the Blackmailer's threats): the real token's character.
    Token {
        /// The character carrying the real token.
        character: Character,
    },
    /// Beside `CharactersExchanged`: the Theater owner's card given and the one taken.
    Exchange {
        /// Given by the Theater's owner.
        gave: Character,
        /// Taken from the other player.
        took: Character,
    },
    /// Beside `CardsKept`, `CardsRedrawn`, `CardDiscarded`, a Thieves' Den payment: cards.
    Cards {
        /// The cards.
        cards: Vec<District>,
    },
}

/// A script's fixed set-aside characters for one round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftSetup {
    /// Face up.
    pub face_up: Vec<Character>,
    /// Face down.
    pub face_down: Character,
}

/// An event with what it hides (the referee's record).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// The public event.
    pub event: Event,
    /// Its secret, if any.
    pub secret: Option<Secret>,
}
