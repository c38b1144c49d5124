//! Events: the facts of a game, past tense, serialized with explicit stable names
//! (`{"type": "palace_built", …}`). Each carries what `evolve` needs to replay it: payments with
//! payer and payee, paths, slots and sites.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::bytes::Bytes32;
use crate::game::GameKind;
use crate::ids::{CityId, GameId, PlaceId, Seat, VillageId};
use crate::maharaja::action::{Action, Slot};
use crate::maharaja::board::Board;
use crate::maharaja::character::Character;
use crate::maharaja::gold::{Gold, Party, Payment};
use crate::maharaja::options::{Auction, GameOptions};
use crate::maharaja::state::Site;
use crate::signed::{PublicKey, Signature};

/// What paid for a house built or moved: an action of the disc, or the Builder's ability.
/// In JSON `{"slot": 0}` or `"builder"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Means {
    /// The action on this slot.
    Slot(Slot),
    /// The Builder's once-per-turn free house or move.
    Builder,
}

/// One toll paid while passing a village.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Toll {
    /// The village passed.
    pub village: VillageId,
    /// The traveller, or the bank for the Wandering Monk.
    pub from: Party,
    /// The owner of a house there.
    pub to: Seat,
    /// 1 gold per house of that owner.
    pub amount: Gold,
}

/// One player's result in a city's scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CityScore {
    /// The player.
    pub seat: Seat,
    /// Points in the city (§8).
    pub points: u32,
    /// Gold from the rank table (0 with 0 points).
    pub gold: Gold,
}

/// Why the game ended (§10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A player built their last palace (7th, or 6th in the short game).
    AllPalacesBuilt,
    /// A governor reached the last numbered slot (10, or the 8th round in the short game).
    LastRound,
}

/// One line of the final ranking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankEntry {
    /// The player.
    pub seat: Seat,
    /// Palaces built.
    pub palaces: u8,
    /// Gold at the end.
    pub gold: Gold,
    /// The player's lowest character, the last tie-breaker.
    pub character: Option<Character>,
}

fn first_engine() -> u32 {
    1
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// A fact of the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Event {
    /// The game exists, with its options, board and the commitment to its seed.
    #[serde(rename = "game_created")]
    GameCreated {
        /// The game kind (`"maharaja"`); absent in logs made before kinds existed.
        #[serde(default)]
        game: GameKind,
        /// The engine version that wrote the log ([`ENGINE_VERSION`](crate::maharaja::ENGINE_VERSION));
        /// absent (1) in logs made before versions were recorded.
        #[serde(default = "first_engine")]
        engine: u32,
        /// The game's id.
        game_id: GameId,
        /// Options.
        options: GameOptions,
        /// The whole board, so the log is self-contained.
        board: Arc<Board>,
        /// Names in the host's order (player index).
        player_names: Vec<String>,
        /// `SHA-256("durbar.seed.v1" ‖ game_id ‖ seed)`.
        seed_commitment: Bytes32,
    },
    /// A player added public randomness.
    #[serde(rename = "contribution_added")]
    ContributionAdded {
        /// Player index.
        player: u8,
        /// The contribution.
        contribution: Bytes32,
    },
    /// The seed is revealed as setup randomness is used.
    #[serde(rename = "seed_revealed")]
    SeedRevealed {
        /// The seed.
        seed: Bytes32,
    },
    /// The seating: for each seat in order, the player index sitting there.
    #[serde(rename = "seats_drawn")]
    SeatsDrawn {
        /// Seat → player index.
        players: Vec<u8>,
        /// The host fixed the seating (seat k = player k) instead of drawing it (D11).
        #[serde(default, skip_serializing_if = "is_false")]
        fixed: bool,
    },
    /// The governor tiles on the track, bottom slot first.
    #[serde(rename = "governors_placed")]
    GovernorsPlaced {
        /// Cities, slot 1 first.
        track: Vec<CityId>,
        /// The track was given at the start (a scripted game) instead of drawn from the seed.
        #[serde(default, skip_serializing_if = "is_false")]
        given: bool,
    },
    /// Neutral outer palaces placed in every city (one per unused colour).
    #[serde(rename = "neutral_palaces_placed")]
    NeutralPalacesPlaced {
        /// Neutral palaces in each city.
        per_city: u8,
    },
    /// A player chose a starting character.
    #[serde(rename = "character_chosen")]
    CharacterChosen {
        /// The player.
        seat: Seat,
        /// The character.
        character: Character,
    },
    /// A character auction began (§11.2.5, D9): the bidders are the seats without a character.
    #[serde(rename = "auction_started")]
    AuctionStarted {
        /// 1 for the game's first auction, then 2, …
        auction: u32,
        /// Open or sealed.
        kind: Auction,
        /// The seat that opens it.
        starter: Seat,
        /// The seats taking part, in seat order.
        bidders: Vec<Seat>,
    },
    /// Open auction: a bid.
    #[serde(rename = "bid_placed")]
    BidPlaced {
        /// The auction.
        auction: u32,
        /// The bidder.
        seat: Seat,
        /// The bid.
        amount: Gold,
        /// Placed by the no-show policy (the opener's bid of 0).
        #[serde(default, skip_serializing_if = "is_false")]
        by_system: bool,
    },
    /// Open auction: a seat passed and is out of this auction.
    #[serde(rename = "bid_passed")]
    BidPassed {
        /// The auction.
        auction: u32,
        /// The seat.
        seat: Seat,
        /// Passed by the no-show policy.
        #[serde(default, skip_serializing_if = "is_false")]
        by_system: bool,
    },
    /// Sealed auction: a seat committed to a hidden bid (the opening stays in escrow).
    #[serde(rename = "bid_committed")]
    BidCommitted {
        /// The auction.
        auction: u32,
        /// The bidder.
        seat: Seat,
        /// `SHA-256("durbar.bid.v1" ‖ game_id ‖ u32be(auction) ‖ u16be(seat) ‖ u32be(amount) ‖
        /// nonce)`.
        commitment: Bytes32,
        /// Set by the no-show policy (a bid of 0).
        #[serde(default, skip_serializing_if = "is_false")]
        by_system: bool,
    },
    /// Sealed auction: a bid opened, once every bid was in.
    #[serde(rename = "bid_revealed")]
    BidRevealed {
        /// The auction.
        auction: u32,
        /// The bidder.
        seat: Seat,
        /// The bid.
        amount: Gold,
        /// The nonce.
        nonce: Bytes32,
    },
    /// Sealed auction: a bid whose opening was not available; it ranks below every opened bid.
    #[serde(rename = "bid_unopenable")]
    BidUnopenable {
        /// The auction.
        auction: u32,
        /// The bidder.
        seat: Seat,
    },
    /// Sealed in the browser: a bid its player did not open by the deadline is void; it cannot
    /// win and costs nothing (R27).
    #[serde(rename = "bid_voided")]
    BidVoided {
        /// The auction.
        auction: u32,
        /// The bidder.
        seat: Seat,
    },
    /// An auction was won: the winner pays their bid to the bank and chooses a character.
    #[serde(rename = "auction_won")]
    AuctionWon {
        /// The auction.
        auction: u32,
        /// The winner.
        seat: Seat,
        /// Paid to the bank.
        amount: Gold,
    },
    /// A player placed a starting house, free.
    #[serde(rename = "initial_house_placed")]
    InitialHousePlaced {
        /// The player.
        seat: Seat,
        /// The village.
        village: VillageId,
    },
    /// After the initial houses, houses moved from the quarry to the supply.
    #[serde(rename = "initial_supply_taken")]
    InitialSupplyTaken {
        /// The player.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// A round began: the Maharaja went to a city and its governor tile moved up the track.
    #[serde(rename = "round_started")]
    RoundStarted {
        /// Round number, from 1.
        round: u32,
        /// The city the Maharaja visits.
        maharaja: CityId,
        /// The tile's slot before.
        from_slot: u8,
        /// The tile's slot after (directly above the highest tile).
        to_slot: u8,
    },
    /// A player committed to a disc (the opening stays in escrow).
    #[serde(rename = "disc_committed")]
    DiscCommitted {
        /// Round.
        round: u32,
        /// The player.
        seat: Seat,
        /// The commitment.
        commitment: Bytes32,
        /// Set by the no-show policy (Gold + Gold), not by the player.
        #[serde(default, skip_serializing_if = "is_false")]
        by_system: bool,
    },
    /// A disc was opened as its seat's turn began.
    #[serde(rename = "disc_revealed")]
    DiscRevealed {
        /// Round.
        round: u32,
        /// The player.
        seat: Seat,
        /// The two actions, in the order set.
        actions: [Action; 2],
        /// The nonce.
        nonce: Bytes32,
    },
    /// A disc could not be opened (D14): the turn begins with both actions forfeited.
    #[serde(rename = "disc_unopenable")]
    DiscUnopenable {
        /// Round.
        round: u32,
        /// The player.
        seat: Seat,
    },
    /// Sealed in the browser: the seat did not open its disc by the deadline, so the disc is
    /// void and the turn begins with both actions forfeited.
    #[serde(rename = "disc_voided")]
    DiscVoided {
        /// Round.
        round: u32,
        /// The player.
        seat: Seat,
    },
    /// The Merchant's gold (D5).
    #[serde(rename = "merchant_gold_received")]
    MerchantGoldReceived {
        /// The holder.
        seat: Seat,
        /// 1 gold from the bank.
        amount: Gold,
    },
    /// The Yogi's action token (Expanded I, D5; none while all 7 are held, D1).
    #[serde(rename = "action_token_received")]
    ActionTokenReceived {
        /// The holder of the Yogi.
        seat: Seat,
    },
    /// An action token was used for a third action this turn; it goes back to the bank.
    #[serde(rename = "action_token_used")]
    ActionTokenUsed {
        /// The player.
        seat: Seat,
        /// The action chosen (any but Character); it is played with slot `"token"`.
        action: Action,
    },
    /// The architect travelled.
    #[serde(rename = "architect_traveled")]
    ArchitectTraveled {
        /// The player.
        seat: Seat,
        /// Where the trip began.
        from: PlaceId,
        /// The places after `from`, ending at `to`.
        path: Vec<PlaceId>,
        /// The destination city.
        to: CityId,
        /// Tolls paid, village by village.
        tolls: Vec<Toll>,
    },
    /// Gold action.
    #[serde(rename = "gold_taken")]
    GoldTaken {
        /// The player.
        seat: Seat,
        /// The slot.
        slot: Slot,
        /// 2 gold from the bank.
        amount: Gold,
    },
    /// Quarry action.
    #[serde(rename = "houses_quarried")]
    HousesQuarried {
        /// The player.
        seat: Seat,
        /// The slot.
        slot: Slot,
        /// Houses moved (2, or 1 when only 1 was left: a partial forfeit).
        count: u8,
    },
    /// A house was built.
    #[serde(rename = "house_built")]
    HouseBuilt {
        /// The player.
        seat: Seat,
        /// Action or Builder.
        by: Means,
        /// Village or city.
        at: PlaceId,
        /// Paid to the bank (1, or 0 with the Builder).
        cost: Gold,
    },
    /// A house was moved.
    #[serde(rename = "house_moved")]
    HouseMoved {
        /// The player.
        seat: Seat,
        /// Action or Builder.
        by: Means,
        /// From.
        from: PlaceId,
        /// To.
        to: PlaceId,
    },
    /// A palace was built.
    #[serde(rename = "palace_built")]
    PalaceBuilt {
        /// The player.
        seat: Seat,
        /// The slot.
        slot: Slot,
        /// The city.
        city: CityId,
        /// Central or outer.
        site: Site,
        /// Paid to the bank (12, or 9 with the Master Craftsman).
        cost: Gold,
    },
    /// A governor tile moved down the track (§7.5); passed tiles moved up 1.
    #[serde(rename = "governor_moved")]
    GovernorMoved {
        /// The player.
        seat: Seat,
        /// The slot.
        slot: Slot,
        /// The tile's city.
        city: CityId,
        /// Slot before.
        from_slot: u8,
        /// Slot after.
        to_slot: u8,
    },
    /// Character action: a character taken from the bank or another player.
    #[serde(rename = "character_taken")]
    CharacterTaken {
        /// The player.
        seat: Seat,
        /// The slot.
        slot: Slot,
        /// The character taken.
        character: Character,
        /// Its former holder, `null` for the bank.
        from_seat: Option<Seat>,
        /// The taker's former characters, returned to the bank.
        returned: Vec<Character>,
    },
    /// Expanded II: the Character action swapped characters with another player (D10).
    #[serde(rename = "characters_swapped")]
    CharactersSwapped {
        /// The player.
        seat: Seat,
        /// The slot.
        slot: Slot,
        /// The character taken.
        took: Character,
        /// Its holder, who receives `gave`.
        from_seat: Seat,
        /// The player's character given in exchange.
        gave: Character,
    },
    /// Expanded II: the Character action lured a character from a player holding more (D10);
    /// that player chooses which one to give.
    #[serde(rename = "character_lured")]
    CharacterLured {
        /// The player.
        seat: Seat,
        /// The slot.
        slot: Slot,
        /// The player who must give one.
        from_seat: Seat,
    },
    /// Expanded II: the lured player gave a character.
    #[serde(rename = "character_given")]
    CharacterGiven {
        /// The giver.
        seat: Seat,
        /// The receiver (the active player).
        to: Seat,
        /// The character.
        character: Character,
        /// Chosen by the no-show policy.
        #[serde(default, skip_serializing_if = "is_false")]
        by_system: bool,
    },
    /// A player who lost their character took one from the bank (D6).
    #[serde(rename = "character_replaced")]
    CharacterReplaced {
        /// The player.
        seat: Seat,
        /// The character.
        character: Character,
        /// Chosen by the no-show policy.
        #[serde(default, skip_serializing_if = "is_false")]
        by_system: bool,
    },
    /// D3: part of the disc was not performed; every other player got 2 gold from the bank.
    #[serde(rename = "forfeit_compensated")]
    ForfeitCompensated {
        /// The player who forfeited.
        seat: Seat,
        /// The unfinished slots.
        slots: Vec<Slot>,
        /// Bank → each other player.
        payments: Vec<Payment>,
    },
    /// A turn ended.
    #[serde(rename = "turn_ended")]
    TurnEnded {
        /// Round.
        round: u32,
        /// The player.
        seat: Seat,
        /// Ended by the no-show policy.
        #[serde(default, skip_serializing_if = "is_false")]
        by_system: bool,
    },
    /// The Maharaja's city was scored (§8).
    #[serde(rename = "city_scored")]
    CityScored {
        /// Round.
        round: u32,
        /// The city.
        city: CityId,
        /// Players with more than 0 points, best first.
        scores: Vec<CityScore>,
        /// The monopoly bonus's receiver, if exactly one player scored.
        monopoly: Option<Seat>,
        /// Bank → players (rank gold and monopoly bonus).
        payments: Vec<Payment>,
    },
    /// A device of a player registered its public key: from now on that key signs the
    /// player's moves (signed-moves level). A player's first key comes with joining, each
    /// further one through a fresh personal link.
    #[serde(rename = "key_registered")]
    KeyRegistered {
        /// Player index (keys may come before seats are drawn).
        player: u8,
        /// The device's P-256 public key.
        key: PublicKey,
        /// 1 for the player's first device, then 2, …
        device: u32,
    },
    /// A seat signed the command whose events follow this one: `command` is its canonical
    /// bytes (a sealed value as its commitment), signed as [`crate::signed::signed_message`] says.
    #[serde(rename = "command_signed")]
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
    /// The server acts for a seat whose deadline passed (no-show policy `auto`): the events of
    /// that step follow.
    #[serde(rename = "deadline_passed")]
    DeadlinePassed {
        /// The seat.
        seat: Seat,
        /// What the seat was awaited for (`"disc"`, `"turn"`…).
        wait: String,
        /// The deadline, RFC 3339 UTC.
        deadline: String,
    },
    /// The game ended (§10).
    #[serde(rename = "game_ended")]
    GameEnded {
        /// Why.
        reason: EndReason,
        /// Final ranking, winner first.
        ranking: Vec<RankEntry>,
    },
}
