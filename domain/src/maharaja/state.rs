//! The game state `Game`: what a fold over the events knows, with read accessors for views,
//! bots and property tests. Changed only by `evolve`.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::bytes::Bytes32;
use crate::ids::{BySeat, CityId, GameId, PlaceId, Seat};
use crate::maharaja::action::{Action, Slot};
use crate::maharaja::board::{Board, Place};
use crate::maharaja::character::Character;
use crate::maharaja::event::RankEntry;
use crate::maharaja::gold::Gold;
use crate::maharaja::options::{Auction, GameOptions};
use crate::maharaja::track::Track;

/// The most players a game has (and the number of colours).
pub const MAX_PLAYERS: usize = 5;
/// Gold each player starts with.
pub const STARTING_GOLD: Gold = Gold(15);
/// Houses each player has in all.
pub const HOUSES_PER_PLAYER: u8 = 20;
/// Houses in the supply at the start.
pub const STARTING_SUPPLY: u8 = 4;
/// Houses moved from the quarry after the initial houses.
pub const SUPPLY_AFTER_SETUP: u8 = 6;
/// Outer palace sites in a city.
pub const OUTER_SITES: usize = 6;
/// Action tokens in the game (Expanded I, D1: a limit).
pub const ACTION_TOKENS: u8 = 7;

/// A palace site of a city garden (§2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Site {
    /// The central site (3 points).
    Central,
    /// One of the 6 outer sites (1 point, 2 with the Sadhu).
    Outer,
}

/// Who owns a palace: a player or nobody (neutral palaces, §11.2.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SiteOwner {
    /// A player's palace.
    Seat(Seat),
    /// A neutral palace.
    Neutral,
}

/// The palaces of one city.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CityPalaces {
    /// The central palace.
    pub central: Option<SiteOwner>,
    /// The outer palaces, in building order.
    pub outer: [Option<SiteOwner>; OUTER_SITES],
}

impl CityPalaces {
    /// Outer palaces built.
    pub fn outer_count(&self) -> usize {
        self.outer.iter().flatten().count()
    }

    /// Palaces in the city (at most 7).
    pub fn count(&self) -> usize {
        self.outer_count() + usize::from(self.central.is_some())
    }

    pub(crate) fn add(&mut self, site: Site, owner: SiteOwner) {
        match site {
            Site::Central => self.central = Some(owner),
            Site::Outer => {
                if let Some(free) = self.outer.iter_mut().find(|s| s.is_none()) {
                    *free = Some(owner);
                }
            }
        }
    }
}

/// A set of characters (a player's hand, or the bank). A player's lowest character counts for
/// turn order and ties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct CharacterSet(u8);

impl CharacterSet {
    /// The empty set.
    pub const EMPTY: CharacterSet = CharacterSet(0);

    /// Whether the set holds the character.
    pub fn contains(self, character: Character) -> bool {
        self.0 & (1 << character.number()) != 0
    }

    /// Adds a character.
    pub fn insert(&mut self, character: Character) {
        self.0 |= 1 << character.number();
    }

    /// Removes a character.
    pub fn remove(&mut self, character: Character) {
        self.0 &= !(1 << character.number());
    }

    /// The lowest-numbered character.
    pub fn lowest(self) -> Option<Character> {
        self.iter().next()
    }

    /// Whether empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many characters.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The characters, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Character> {
        Character::ALL
            .into_iter()
            .filter(move |c| self.contains(*c))
    }
}

impl FromIterator<Character> for CharacterSet {
    fn from_iter<I: IntoIterator<Item = Character>>(iter: I) -> Self {
        let mut set = CharacterSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

/// A player's disc this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DiscState {
    /// Not set yet.
    #[default]
    Unset,
    /// Committed; the opening is in escrow.
    Committed {
        /// The last commitment.
        commitment: Bytes32,
        /// Set by the no-show policy.
        by_system: bool,
    },
    /// Revealed at the start of the seat's turn.
    Revealed([Action; 2]),
    /// Could not be opened (D14).
    Unopenable,
}

/// Everything a player has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerState {
    /// Gold.
    pub gold: Gold,
    /// Characters held.
    pub characters: CharacterSet,
    /// The architect's city, `None` on the start space.
    pub architect: Option<usize>,
    /// Houses in the personal supply.
    pub supply: u8,
    /// Houses in the quarry.
    pub quarry: u8,
    /// Palaces built.
    pub palaces_built: u8,
    /// Action tokens (Expanded I).
    pub tokens: u8,
    /// This round's disc.
    pub disc: DiscState,
    /// Played this round.
    pub played: bool,
}

impl PlayerState {
    fn starting() -> PlayerState {
        PlayerState {
            gold: STARTING_GOLD,
            characters: CharacterSet::EMPTY,
            architect: None,
            supply: STARTING_SUPPLY,
            quarry: HOUSES_PER_PLAYER - STARTING_SUPPLY,
            palaces_built: 0,
            tokens: 0,
            disc: DiscState::Unset,
            played: false,
        }
    }
}

/// What has been done with one slot's action in the current turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SlotProgress {
    /// The action, `None` when the disc could not be opened.
    pub action: Option<Action>,
    /// Houses built with it.
    pub houses: u8,
    /// Of those, houses built in villages.
    pub village_houses: u8,
    /// Palace built with it.
    pub palace: bool,
    /// Houses quarried with it.
    pub quarried: u8,
    /// Used (for the one-step actions: Gold, Move house, Quarry, Governor, Character).
    pub used: bool,
}

impl SlotProgress {
    /// Whether every part of the action was performed (else: forfeit, D3).
    pub fn is_complete(&self) -> bool {
        match self.action {
            None => false,
            Some(Action::Quarry) => self.quarried >= 2,
            Some(a @ (Action::House | Action::TwoHouses)) => self.houses >= a.houses(),
            Some(Action::Palace) => self.palace,
            Some(Action::PalaceHouse) => self.palace && self.houses >= 1,
            Some(_) => self.used,
        }
    }

    /// Houses the action may still build.
    pub fn houses_left(&self) -> u8 {
        self.action
            .map_or(0, |a| a.houses().saturating_sub(self.houses))
    }

    /// Whether the action may still build a palace.
    pub fn palace_left(&self) -> bool {
        self.action.is_some_and(|a| a.palaces() == 1) && !self.palace
    }
}

/// The active player's turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnState {
    /// Whose turn.
    pub seat: Seat,
    /// The disc's two slots.
    pub slots: [SlotProgress; 2],
    /// The Merchant's gold was granted this turn.
    pub merchant_paid: bool,
    /// The Builder's free house or move was used this turn.
    pub builder_used: bool,
    /// The action of the token used this turn (Expanded I), with its progress.
    pub token: Option<SlotProgress>,
    /// The Yogi's token was granted this turn (D5).
    pub yogi_granted: bool,
    /// Expanded II: the lured player who must choose a character to give (D10).
    pub gift_from: Option<Seat>,
}

impl TurnState {
    /// A turn beginning with these two slots.
    pub(crate) fn new(seat: Seat, slots: [SlotProgress; 2]) -> TurnState {
        TurnState {
            seat,
            slots,
            merchant_paid: false,
            builder_used: false,
            token: None,
            yogi_granted: false,
            gift_from: None,
        }
    }

    /// The progress of a slot: a disc arrow, or the token used this turn.
    pub fn slot(&self, slot: Slot) -> Option<&SlotProgress> {
        match slot.disc_index() {
            Some(i) => Some(&self.slots[i]),
            None => self.token.as_ref(),
        }
    }

    pub(crate) fn slot_mut(&mut self, slot: Slot) -> Option<&mut SlotProgress> {
        match slot.disc_index() {
            Some(i) => Some(&mut self.slots[i]),
            None => self.token.as_mut(),
        }
    }

    /// Slots whose action is not complete (the token's too, once used: D3).
    pub fn unfinished(&self) -> Vec<Slot> {
        [Slot::A, Slot::B, Slot::Token]
            .into_iter()
            .filter(|s| self.slot(*s).is_some_and(|p| !p.is_complete()))
            .collect()
    }
}

/// A character auction (§11.2.5, D9): the right to choose a character first, open or sealed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AuctionState {
    /// 1 for the first auction of the game, then 2, …
    pub number: u32,
    /// Open or sealed.
    pub kind: Auction,
    /// The seat that opens it (D9).
    pub starter: Seat,
    /// The seats taking part: those without a character when it started.
    pub bidders: [bool; MAX_PLAYERS],
    /// Open auction: the seats that passed (out of this auction).
    pub passed: [bool; MAX_PLAYERS],
    /// Open auction: the highest bid so far.
    pub high: Option<(Seat, Gold)>,
    /// Open auction: the seat to bid or pass next.
    pub next: Option<Seat>,
    /// Sealed auction: each bidder's last commitment (the opening is in escrow).
    pub sealed: [Option<Bytes32>; MAX_PLAYERS],
    /// Sealed auction: whether each bidder's last commitment is the server's (the no-show
    /// policy's bid, whose opening the server holds at every level).
    pub sealed_by_system: [bool; MAX_PLAYERS],
    /// Sealed auction: the opened bids (`Some(None)` for a bid that could not be opened).
    pub revealed: [Option<Option<Gold>>; MAX_PLAYERS],
    /// The winner, who chooses a character now.
    pub winner: Option<(Seat, Gold)>,
}

impl AuctionState {
    pub(crate) fn new(number: u32, kind: Auction, starter: Seat, bidders: &[Seat]) -> Self {
        let mut taking_part = [false; MAX_PLAYERS];
        for seat in bidders {
            if let Some(b) = taking_part.get_mut(seat.index()) {
                *b = true;
            }
        }
        AuctionState {
            number,
            kind,
            starter,
            bidders: taking_part,
            passed: [false; MAX_PLAYERS],
            high: None,
            next: (kind == Auction::Open).then_some(starter),
            sealed: [None; MAX_PLAYERS],
            sealed_by_system: [false; MAX_PLAYERS],
            revealed: [None; MAX_PLAYERS],
            winner: None,
        }
    }

    /// Whether a seat takes part.
    pub fn is_bidder(&self, seat: Seat) -> bool {
        self.bidders.get(seat.index()).copied().unwrap_or(false)
    }

    /// Whether a seat has passed (open auction).
    pub fn has_passed(&self, seat: Seat) -> bool {
        self.passed.get(seat.index()).copied().unwrap_or(false)
    }

    /// The seat's sealed commitment, if set.
    pub fn commitment(&self, seat: Seat) -> Option<Bytes32> {
        self.sealed.get(seat.index()).copied().flatten()
    }

    /// The bidders in seat order starting from the starter (the tie order, D9).
    pub fn bidders_from_starter(&self, players: usize) -> Vec<Seat> {
        (0..players)
            .map(|k| Seat(((self.starter.index() + k) % players.max(1)) as u8))
            .filter(|s| self.is_bidder(*s))
            .collect()
    }

    /// Open auction: the bidders still in (not passed), in seat order.
    pub fn still_in(&self) -> Vec<Seat> {
        (0..MAX_PLAYERS)
            .filter(|i| self.bidders[*i] && !self.passed[*i])
            .map(|i| Seat(i as u8))
            .collect()
    }

    /// Open auction: the next seat after `seat` (seat order, cyclic) that is still in.
    pub fn still_in_after(&self, seat: Seat, players: usize) -> Option<Seat> {
        let players = players.max(1);
        (1..=players)
            .map(|k| Seat(((seat.index() + k) % players) as u8))
            .find(|s| self.is_bidder(*s) && !self.has_passed(*s))
    }

    /// Sealed auction: whether the seat's bid is opened (or unopenable, or void) already.
    pub fn is_settled(&self, seat: Seat) -> bool {
        self.revealed
            .get(seat.index())
            .is_some_and(|opened| opened.is_some())
    }

    /// Sealed auction: whether the seat's last commitment is the server's (no-show policy).
    pub fn is_system_bid(&self, seat: Seat) -> bool {
        self.sealed_by_system
            .get(seat.index())
            .copied()
            .unwrap_or(false)
    }

    /// Sealed auction: the bidders whose bids are in and not yet opened, in seat order; with
    /// `by_system`, those the server holds the opening of, else those their players hold.
    pub fn unopened(&self, by_system: bool) -> Vec<Seat> {
        (0..MAX_PLAYERS)
            .map(|i| Seat(i as u8))
            .filter(|s| {
                self.commitment(*s).is_some()
                    && !self.is_settled(*s)
                    && self.is_system_bid(*s) == by_system
            })
            .collect()
    }

    /// Sealed auction: the bidders who have not committed yet, in seat order.
    pub fn missing_bids(&self) -> Vec<Seat> {
        (0..MAX_PLAYERS)
            .filter(|i| self.bidders[*i] && self.sealed[*i].is_none())
            .map(|i| Seat(i as u8))
            .collect()
    }
}

/// The phase of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// No `GameCreated` yet.
    #[default]
    NotCreated,
    /// Created: waiting for contributions and the start.
    Setup,
    /// Players choose characters in seat order.
    ChooseCharacters,
    /// Characters are auctioned (§11.2.5, D9).
    Auction,
    /// Players place their 4 starting houses.
    PlaceHouses,
    /// Players set their discs.
    Discs,
    /// Players play their turns.
    Turns,
    /// The game has ended.
    Over,
}

/// The facts fixed at creation, shared between clones.
#[derive(Debug, Clone, PartialEq)]
pub struct GameInfo {
    /// The game's id.
    pub game_id: GameId,
    /// Options.
    pub options: GameOptions,
    /// The board.
    pub board: Arc<Board>,
    /// Names in the host's order.
    pub player_names: Vec<String>,
    /// Commitment to the seed.
    pub seed_commitment: Bytes32,
}

/// What the game waits for next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Awaiting {
    /// The game is not created.
    Creation,
    /// The system's `StartGame` (and optional contributions).
    Start,
    /// A seat chooses a starting character (in an auction game: the winner, or the last seat).
    Character(Seat),
    /// Open auction: this seat bids or passes.
    Bid(Seat),
    /// Sealed auction: these seats have not set their bid yet.
    SealedBids(Vec<Seat>),
    /// Sealed auction: every bid is in; the system opens them all together (`RevealBids`), or
    /// when bids are sealed in the browser, those the no-show policy set.
    BidReveal,
    /// Sealed in the browser: every bid is in; these seats open their own bids (R27).
    BidOpenings(Vec<Seat>),
    /// A seat places a starting house.
    InitialHouse(Seat),
    /// These seats have not set their disc yet.
    Discs(Vec<Seat>),
    /// The system reveals the disc of this seat, whose turn begins.
    Reveal(Seat),
    /// These seats must replace a lost character before the turn goes on.
    Replacement(Vec<Seat>),
    /// Expanded II: this lured seat chooses which character to give before the turn goes on.
    Gift(Seat),
    /// The active seat plays.
    Turn(Seat),
    /// Nothing: the game is over.
    Nothing,
}

/// The state of a game: `Game::default()` folded over its events.
#[derive(Debug, Clone, Default)]
pub struct Game {
    pub(crate) info: Option<Arc<GameInfo>>,
    pub(crate) contributions: Vec<Option<Bytes32>>,
    pub(crate) seed: Option<Bytes32>,
    pub(crate) seat_players: Vec<u8>,
    pub(crate) phase: Phase,
    pub(crate) round: u32,
    pub(crate) maharaja: Option<usize>,
    pub(crate) track: Track,
    pub(crate) players: BySeat<PlayerState>,
    /// Houses per node (see `Board::node`), counted per seat.
    pub(crate) houses: Vec<[u8; MAX_PLAYERS]>,
    pub(crate) palaces: Vec<CityPalaces>,
    pub(crate) initial_houses_placed: u32,
    pub(crate) turn: Option<TurnState>,
    pub(crate) auction: Option<AuctionState>,
    pub(crate) ranking: Vec<RankEntry>,
    pub(crate) bank_paid_out: u64,
    pub(crate) bank_received: u64,
    /// Device keys registered and signed commands so far, per seat.
    pub(crate) keyring: crate::signed::Keyring,
}

impl Game {
    pub(crate) fn start_players(&mut self, count: usize) {
        self.players = BySeat::from_fn(count, |_| PlayerState::starting());
    }

    /// The device keys registered for player `player` (index in the host's order), first first.
    pub fn keys_of_player(&self, player: u8) -> impl Iterator<Item = &crate::signed::PublicKey> {
        self.keyring.keys_of_player(player)
    }

    /// The player at `seat` (none before seats are drawn).
    pub fn player_at(&self, seat: Seat) -> Option<u8> {
        self.seat_players.get(usize::from(seat.0)).copied()
    }

    /// The device keys registered for the player at `seat` (none before seats are drawn).
    pub fn keys_of_seat(&self, seat: Seat) -> impl Iterator<Item = &crate::signed::PublicKey> {
        self.player_at(seat)
            .into_iter()
            .flat_map(|player| self.keyring.keys_of_player(player))
    }

    /// Every device key registered, in log order: (player index, key).
    pub fn registered_keys(&self) -> &[(u8, crate::signed::PublicKey)] {
        self.keyring.registered()
    }

    /// The keys and signed-command counts of the log.
    pub fn keyring(&self) -> &crate::signed::Keyring {
        &self.keyring
    }

    /// How many commands `seat` has signed so far.
    pub fn signed_count(&self, seat: Seat) -> u64 {
        self.keyring.signed_count(seat)
    }

    /// Creation facts, once created.
    pub fn info(&self) -> Option<&GameInfo> {
        self.info.as_deref()
    }

    /// The board, once created.
    pub fn board(&self) -> Option<&Board> {
        self.info.as_deref().map(|i| &*i.board)
    }

    /// The options, once created.
    pub fn options(&self) -> GameOptions {
        self.info.as_deref().map(|i| i.options).unwrap_or_default()
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The current round (0 before round 1).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Number of players (0 before the start).
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// All seats in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + Clone {
        Seat::all(self.players.len())
    }

    /// One player's state.
    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(seat)
    }

    /// All players' states.
    pub fn players(&self) -> &BySeat<PlayerState> {
        &self.players
    }

    /// The name of the player in a seat.
    pub fn player_name(&self, seat: Seat) -> Option<&str> {
        let index = usize::from(*self.seat_players.get(seat.index())?);
        self.info()?.player_names.get(index).map(String::as_str)
    }

    /// For each seat, the player index (host's order) sitting there.
    pub fn seat_players(&self) -> &[u8] {
        &self.seat_players
    }

    /// The revealed seed, once the game started.
    pub fn seed(&self) -> Option<Bytes32> {
        self.seed
    }

    /// Contributions by player index.
    pub fn contributions(&self) -> &[Option<Bytes32>] {
        &self.contributions
    }

    /// The Maharaja's city, `None` while on the start space.
    pub fn maharaja(&self) -> Option<CityId> {
        Some(self.board()?.city_id(self.maharaja?))
    }

    /// The governor track: (slot 1–17, city), bottom first.
    pub fn governors(&self) -> Vec<(u8, CityId)> {
        let Some(board) = self.board() else {
            return Vec::new();
        };
        self.track
            .tiles()
            .map(|(slot, city)| (slot, board.city_id(city)))
            .collect()
    }

    /// The cities the Maharaja visits next as the track stands, one per round the game still
    /// has: each round takes the lowest tile and puts it above the others (§6.1, R1), so these
    /// are the tiles bottom first, at most as many as rounds are left. Empty once it is over.
    pub fn next_visits(&self) -> Vec<CityId> {
        if self.phase == Phase::Over {
            return Vec::new();
        }
        let left = self.options().last_round().saturating_sub(self.round);
        self.governors()
            .into_iter()
            .map(|(_, city)| city)
            .take(usize::try_from(left).unwrap_or(usize::MAX))
            .collect()
    }

    /// The track.
    pub fn track(&self) -> &Track {
        &self.track
    }

    /// The active turn.
    pub fn turn(&self) -> Option<&TurnState> {
        self.turn.as_ref()
    }

    /// The seat whose turn is running.
    pub fn active_seat(&self) -> Option<Seat> {
        self.turn.map(|t| t.seat)
    }

    /// Houses of a seat at a place.
    pub fn houses_at(&self, place: Place, seat: Seat) -> u8 {
        self.board()
            .and_then(|b| self.houses.get(b.node(place)))
            .and_then(|counts| counts.get(seat.index()).copied())
            .unwrap_or(0)
    }

    /// All houses at a place.
    pub fn total_houses_at(&self, place: Place) -> u8 {
        self.board()
            .and_then(|b| self.houses.get(b.node(place)))
            .map_or(0, |counts| counts.iter().sum())
    }

    /// Houses on the board as (place, owner seat per house), places in board order.
    pub fn houses(&self) -> Vec<(PlaceId, Vec<Seat>)> {
        let Some(board) = self.board() else {
            return Vec::new();
        };
        self.houses
            .iter()
            .enumerate()
            .filter(|(_, counts)| counts.iter().any(|c| *c > 0))
            .map(|(node, counts)| {
                let owners = counts
                    .iter()
                    .enumerate()
                    .flat_map(|(s, n)| std::iter::repeat_n(Seat(s as u8), usize::from(*n)))
                    .collect();
                (board.place_id(board.node_place(node)), owners)
            })
            .collect()
    }

    /// Houses a seat has on the board.
    pub fn houses_on_board(&self, seat: Seat) -> u32 {
        self.houses
            .iter()
            .map(|counts| u32::from(counts.get(seat.index()).copied().unwrap_or(0)))
            .sum()
    }

    /// The palaces of a city (by board index).
    pub fn city_palaces(&self, city: usize) -> CityPalaces {
        self.palaces.get(city).copied().unwrap_or_default()
    }

    /// Village capacity: 2, or 1 in a 2-player game (§4).
    pub fn village_capacity(&self) -> u8 {
        if self.players.len() == 2 {
            1
        } else {
            2
        }
    }

    /// Characters in the bank (not held by anyone), among those in play.
    pub fn bank_characters(&self) -> CharacterSet {
        let held: CharacterSet = self
            .players
            .0
            .iter()
            .flat_map(|p| p.characters.iter())
            .collect();
        self.characters_in_play()
            .iter()
            .filter(|c| !held.contains(*c))
            .collect()
    }

    /// The characters used in this game (1–6, or 1–7 in the expanded game).
    pub fn characters_in_play(&self) -> CharacterSet {
        if self.options().expanded {
            Character::ALL.into_iter().collect()
        } else {
            Character::BASE.into_iter().collect()
        }
    }

    /// Who holds a character.
    pub fn holder_of(&self, character: Character) -> Option<Seat> {
        self.players
            .iter()
            .find(|(_, p)| p.characters.contains(character))
            .map(|(s, _)| s)
    }

    /// The final ranking (only when the game is over).
    pub fn ranking(&self) -> &[RankEntry] {
        &self.ranking
    }

    /// Gold the bank has paid out and received in all (D1: it never runs out). Gold is conserved:
    /// the players' gold = 15 × players + paid out − received.
    pub fn bank_flows(&self) -> (u64, u64) {
        (self.bank_paid_out, self.bank_received)
    }

    /// Rank key of a seat for ties: its lowest character number (no character sorts last).
    pub fn tie_rank(&self, seat: Seat) -> u8 {
        self.player(seat)
            .and_then(|p| p.characters.lowest())
            .map_or(u8::MAX, Character::number)
    }

    /// Seats in character order (lowest character first; seat order if none).
    pub fn character_order(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = self.seats().collect();
        seats.sort_by_key(|s| (self.tie_rank(*s), *s));
        seats
    }

    /// D7: the next seat to play this round: the lowest character among seats that have not
    /// played.
    pub fn next_to_play(&self) -> Option<Seat> {
        self.character_order()
            .into_iter()
            .find(|s| self.player(*s).is_some_and(|p| !p.played))
    }

    /// Seats that lost their character and must choose a new one (D6).
    pub fn pending_replacements(&self) -> Vec<Seat> {
        if self.phase != Phase::Turns {
            return Vec::new();
        }
        self.players
            .iter()
            .filter(|(_, p)| p.characters.is_empty())
            .map(|(s, _)| s)
            .collect()
    }

    /// The seat whose disc the system must reveal now, if the game waits for a reveal.
    pub fn pending_reveal(&self) -> Option<Seat> {
        if self.phase != Phase::Turns || self.turn.is_some() {
            return None;
        }
        self.next_to_play()
    }

    /// The seat that chooses a starting character now: in seat order (D11), or in an auction
    /// game the auction's winner, or the last seat without a character (it chooses free).
    pub fn next_chooser(&self) -> Option<Seat> {
        match self.phase {
            Phase::ChooseCharacters => self.seats_without_character().first().copied(),
            Phase::Auction => match &self.auction {
                Some(auction) => auction.winner.map(|(seat, _)| seat),
                None => match self.seats_without_character().as_slice() {
                    [last] => Some(*last),
                    _ => None,
                },
            },
            _ => None,
        }
    }

    /// Seats that hold no character, in seat order.
    pub fn seats_without_character(&self) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|(_, p)| p.characters.is_empty())
            .map(|(s, _)| s)
            .collect()
    }

    /// The running character auction, if any (§11.2.5).
    pub fn auction(&self) -> Option<&AuctionState> {
        self.auction.as_ref()
    }

    /// Open auction: the seat to bid or pass now.
    pub fn next_bidder(&self) -> Option<Seat> {
        if self.phase != Phase::Auction {
            return None;
        }
        self.auction
            .as_ref()
            .filter(|a| a.kind == Auction::Open && a.winner.is_none())
            .and_then(|a| a.next)
    }

    /// Sealed auction: when every bid is in and the system must open them all, the bidders with
    /// their commitments (seat order), so the caller can fetch each opening from escrow.
    pub fn pending_bids_reveal(&self) -> Option<Vec<(Seat, Bytes32)>> {
        if self.phase != Phase::Auction {
            return None;
        }
        let auction = self.auction.as_ref()?;
        if auction.kind != Auction::Sealed
            || auction.winner.is_some()
            || !auction.missing_bids().is_empty()
        {
            return None;
        }
        if self.options().trust.seals_in_browser() {
            // Only the no-show policy's bids are the server's to open (R27).
            let due: Vec<(Seat, Bytes32)> = auction
                .unopened(true)
                .into_iter()
                .filter_map(|s| auction.commitment(s).map(|c| (s, c)))
                .collect();
            return (!due.is_empty()).then_some(due);
        }
        Some(
            self.seats()
                .filter_map(|s| auction.commitment(s).map(|c| (s, c)))
                .collect(),
        )
    }

    /// Action tokens held by the players (Expanded I).
    pub fn tokens_held(&self) -> u32 {
        self.players.0.iter().map(|p| u32::from(p.tokens)).sum()
    }

    /// Action tokens left in the bank (Expanded I; D1: 7 in all).
    pub fn tokens_in_bank(&self) -> u8 {
        if !self.options().expanded {
            return 0;
        }
        ACTION_TOKENS.saturating_sub(self.tokens_held().min(u32::from(ACTION_TOKENS)) as u8)
    }

    /// Expanded II: the lured seat that must choose a character to give now (D10).
    pub fn pending_gift(&self) -> Option<Seat> {
        if self.phase != Phase::Turns {
            return None;
        }
        self.turn.and_then(|t| t.gift_from)
    }

    /// The seat that places a starting house now (character order, one house per pass).
    pub fn next_house_placer(&self) -> Option<Seat> {
        if self.phase != Phase::PlaceHouses || self.players.is_empty() {
            return None;
        }
        let order = self.character_order();
        order
            .get(self.initial_houses_placed as usize % order.len())
            .copied()
    }

    /// What the game waits for.
    pub fn awaiting(&self) -> Awaiting {
        match self.phase {
            Phase::NotCreated => Awaiting::Creation,
            Phase::Setup => Awaiting::Start,
            Phase::ChooseCharacters => self
                .next_chooser()
                .map_or(Awaiting::Nothing, Awaiting::Character),
            Phase::Auction => self.awaiting_in_auction(),
            Phase::PlaceHouses => self
                .next_house_placer()
                .map_or(Awaiting::Nothing, Awaiting::InitialHouse),
            Phase::Discs => Awaiting::Discs(
                self.players
                    .iter()
                    .filter(|(_, p)| p.disc == DiscState::Unset)
                    .map(|(s, _)| s)
                    .collect(),
            ),
            Phase::Turns => {
                let pending = self.pending_replacements();
                if !pending.is_empty() {
                    Awaiting::Replacement(pending)
                } else if let Some(seat) = self.pending_gift() {
                    Awaiting::Gift(seat)
                } else if let Some(turn) = self.turn {
                    Awaiting::Turn(turn.seat)
                } else if let Some(seat) = self.next_to_play() {
                    Awaiting::Reveal(seat)
                } else {
                    Awaiting::Nothing
                }
            }
            Phase::Over => Awaiting::Nothing,
        }
    }

    fn awaiting_in_auction(&self) -> Awaiting {
        if let Some(seat) = self.next_chooser() {
            return Awaiting::Character(seat);
        }
        match &self.auction {
            Some(auction) if auction.kind == Auction::Open => {
                auction.next.map_or(Awaiting::Nothing, Awaiting::Bid)
            }
            Some(auction) => {
                let missing = auction.missing_bids();
                if missing.is_empty() && self.options().trust.seals_in_browser() {
                    if auction.unopened(true).is_empty() {
                        Awaiting::BidOpenings(auction.unopened(false))
                    } else {
                        Awaiting::BidReveal
                    }
                } else if missing.is_empty() {
                    Awaiting::BidReveal
                } else {
                    Awaiting::SealedBids(missing)
                }
            }
            None => Awaiting::Nothing,
        }
    }

    /// Seats whose input the game waits for (the system's reveals are not listed).
    pub fn awaiting_seats(&self) -> Vec<Seat> {
        match self.awaiting() {
            Awaiting::Character(s)
            | Awaiting::InitialHouse(s)
            | Awaiting::Turn(s)
            | Awaiting::Bid(s)
            | Awaiting::Gift(s) => vec![s],
            Awaiting::Discs(seats)
            | Awaiting::Replacement(seats)
            | Awaiting::SealedBids(seats)
            | Awaiting::BidOpenings(seats) => seats,
            _ => Vec::new(),
        }
    }
}
