//! Commands: what players and the system ask the game to do, in the imperative. `decide` turns
//! a command into events or a rule violation.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::bytes::Bytes32;
use crate::ids::{CityId, GameId, PlaceId, Seat, VillageId};
use crate::maharaja::action::{Action, Slot};
use crate::maharaja::board::Board;
use crate::maharaja::character::Character;
use crate::maharaja::gold::Gold;
use crate::maharaja::options::GameOptions;
use crate::maharaja::state::Site;

/// A command and who issues it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// A player's move.
    Player {
        /// The player's seat.
        seat: Seat,
        /// The move.
        command: PlayerCommand,
    },
    /// The server's own step: setup, reveals, no-show policies.
    System(SystemCommand),
}

impl Command {
    /// A player's command.
    pub fn player(seat: Seat, command: PlayerCommand) -> Command {
        Command::Player { seat, command }
    }
}

/// A player's move.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PlayerCommand {
    /// Setup: choose a starting character (seat order, D11).
    ChooseCharacter {
        /// The character.
        character: Character,
    },
    /// Setup: place a starting house in a village (character order).
    PlaceHouse {
        /// The village.
        village: VillageId,
    },
    /// Open auction: bid for the right to choose a character (more than the current bid, no
    /// more than your gold; the opener may bid 0).
    Bid {
        /// The bid.
        amount: Gold,
    },
    /// Open auction: pass (out of this auction).
    PassBid,
    /// Sealed auction: commit to a hidden bid (may be repeated until the last bid is in).
    SealedBid {
        /// The bid (no more than your gold).
        amount: Gold,
        /// The secret nonce (the caller keeps the opening in escrow).
        nonce: Bytes32,
    },
    /// Sealed in the browser: commit to a hidden bid by its commitment alone (as
    /// [`crate::maharaja::commitment::bid_commitment`] computes it); the player's device keeps
    /// the opening (may be repeated until the last bid is in).
    SealBid {
        /// The commitment.
        commitment: Bytes32,
    },
    /// Sealed in the browser: open your sealed bid once every bid is in (the opening your
    /// device kept).
    OpenBid {
        /// The bid.
        amount: Gold,
        /// The nonce the device drew.
        nonce: Bytes32,
    },
    /// Commit to a disc for this round (may be repeated until the last disc is set).
    SetDisc {
        /// The two arrows.
        actions: [Action; 2],
        /// The secret nonce (the caller keeps it in escrow).
        nonce: Bytes32,
    },
    /// Sealed in the browser: commit to a disc for this round by its commitment alone (as
    /// [`crate::maharaja::commitment::disc_commitment`] computes it); the player's device keeps
    /// the opening (may be repeated until the last disc is set).
    SealDisc {
        /// The commitment.
        commitment: Bytes32,
    },
    /// Sealed in the browser: open your disc when your turn begins (the opening your device
    /// kept).
    OpenDisc {
        /// The two arrows, in the order they were set.
        actions: [Action; 2],
        /// The nonce the device drew.
        nonce: Bytes32,
    },
    /// Travel by the cheapest path (D8).
    Travel {
        /// The destination city.
        to: CityId,
    },
    /// Travel along an explicit path (places and villages after the current location).
    TravelPath {
        /// The path, ending in a city.
        path: Vec<PlaceId>,
    },
    /// Gold action.
    TakeGold {
        /// The slot showing Gold.
        slot: Slot,
    },
    /// Quarry action.
    TakeFromQuarry {
        /// The slot showing Quarry.
        slot: Slot,
    },
    /// Build a house with House, Two houses or Palace + house.
    BuildHouse {
        /// The slot.
        slot: Slot,
        /// Village or city.
        at: PlaceId,
    },
    /// Build a palace with Palace or Palace + house.
    BuildPalace {
        /// The slot.
        slot: Slot,
        /// The city (your architect must be there).
        city: CityId,
        /// Central or outer.
        site: Site,
    },
    /// Move house action.
    MoveHouse {
        /// The slot.
        slot: Slot,
        /// Where your house is.
        from: PlaceId,
        /// Where it goes.
        to: PlaceId,
    },
    /// Governor action.
    MoveGovernor {
        /// The slot.
        slot: Slot,
        /// The city whose tile moves down.
        city: CityId,
    },
    /// Character action.
    TakeCharacter {
        /// The slot.
        slot: Slot,
        /// The character to take (from the bank or a player).
        character: Character,
    },
    /// Expanded II, bank empty: take `take` from its holder and give them `give` (D10).
    SwapCharacters {
        /// The slot showing Character.
        slot: Slot,
        /// A character another player holds.
        take: Character,
        /// One of yours.
        give: Character,
    },
    /// Expanded II, bank empty: lure a character from a player holding more than you; they
    /// choose which (D10).
    LureCharacter {
        /// The slot showing Character.
        slot: Slot,
        /// The player to lure from.
        from_seat: Seat,
    },
    /// Expanded I: use an action token for a third action this turn (any but Character); its
    /// parts are then played with `Slot::Token`.
    UseActionToken {
        /// The action.
        action: Action,
    },
    /// The Builder's free house.
    BuilderBuildHouse {
        /// Village or city.
        at: PlaceId,
    },
    /// The Builder's free move.
    BuilderMoveHouse {
        /// From.
        from: PlaceId,
        /// To.
        to: PlaceId,
    },
    /// End the turn (unfinished actions are forfeited, D3).
    EndTurn,
    /// After losing your character: take one from the bank (D6).
    ReplaceCharacter {
        /// The character.
        character: Character,
    },
    /// Expanded II: as the target of a lure, give one of your characters (D10).
    GiveCharacter {
        /// The character.
        character: Character,
    },
}

/// The opening of a sealed bid, held in escrow until every bid is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidOpening {
    /// The bidder.
    pub seat: Seat,
    /// The bid.
    pub amount: Gold,
    /// The nonce.
    pub nonce: Bytes32,
}

/// The server's own commands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SystemCommand {
    /// Create the game.
    CreateGame {
        /// 16 random bytes.
        game_id: GameId,
        /// Options (unavailable variants are refused).
        options: GameOptions,
        /// The board.
        board: Arc<Board>,
        /// 2–5 names, in the host's order.
        player_names: Vec<String>,
        /// `SHA-256("durbar.seed.v1" ‖ game_id ‖ seed)`.
        seed_commitment: Bytes32,
    },
    /// A player's public contribution to the randomness (optional, once each).
    AddContribution {
        /// Player index.
        player: u8,
        /// 32 bytes.
        contribution: Bytes32,
    },
    /// Reveal the seed and draw the seating and the governors.
    StartGame {
        /// The seed committed to at creation.
        seed: Bytes32,
        /// Seat k = player k instead of a random seating.
        fixed_seating: bool,
        /// The initial track, bottom first, instead of the shuffle.
        governors: Option<Vec<CityId>>,
    },
    /// Open the disc of the seat whose turn begins.
    RevealDisc {
        /// The seat.
        seat: Seat,
        /// The actions.
        actions: [Action; 2],
        /// The nonce.
        nonce: Bytes32,
    },
    /// D14: the seat's commitment cannot be opened; both actions are forfeited.
    DeclareDiscUnopenable {
        /// The seat.
        seat: Seat,
    },
    /// No-show policy `auto`: set Gold + Gold for a seat without a disc.
    SetDiscForAbsentSeat {
        /// The seat.
        seat: Seat,
        /// The nonce (kept in escrow like a player's).
        nonce: Bytes32,
    },
    /// No-show policy `auto`: end the active seat's turn (forfeits apply).
    EndTurnForAbsentSeat {
        /// The seat.
        seat: Seat,
    },
    /// No-show policy `auto`: give a seat that lost its character the lowest one in the bank.
    ReplaceCharacterForAbsentSeat {
        /// The seat.
        seat: Seat,
    },
    /// Sealed auction: open every bid together once the last is in. Seats left out of `bids`
    /// (their opening is lost) count as unopenable bids, below every opened bid.
    RevealBids {
        /// The openings from escrow.
        bids: Vec<BidOpening>,
    },
    /// No-show policy `auto`, open auction: the seat to bid passes (the opener bids 0).
    PassForAbsentSeat {
        /// The seat.
        seat: Seat,
    },
    /// No-show policy `auto`, sealed auction: a bid of 0 for a seat without one.
    SealedBidForAbsentSeat {
        /// The seat.
        seat: Seat,
        /// The nonce (kept in escrow like a player's).
        nonce: Bytes32,
    },
    /// Signed moves: the server is about to act for `seat` by the no-show policy because its
    /// deadline passed (logged as `deadline_passed` before the policy's move).
    MarkDeadline {
        /// The seat.
        seat: Seat,
        /// What the seat was awaited for.
        wait: String,
        /// The deadline, RFC 3339 UTC.
        deadline: String,
    },
    /// Signed moves: a device of player `player` registers its public key.
    RegisterKey {
        /// Player index.
        player: u8,
        /// The device's key.
        key: crate::signed::PublicKey,
    },
    /// Sealed in the browser: the seat whose turn begins did not open its disc by the
    /// deadline; the disc is void and both its actions are forfeited.
    VoidDiscForAbsentSeat {
        /// The seat.
        seat: Seat,
    },
    /// Sealed in the browser: a sealed bid its player did not open by the deadline is void
    /// (R27: it cannot win and pays nothing), whatever the no-show policy.
    VoidBidForAbsentSeat {
        /// The seat.
        seat: Seat,
    },
    /// No-show policy `auto`, Expanded II: a lured seat gives its highest-numbered character.
    GiveCharacterForAbsentSeat {
        /// The seat.
        seat: Seat,
    },
}
