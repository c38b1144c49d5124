//! Rule violations: why `decide` refused a command. Each message is one plain English sentence
//! naming the broken rule, shown next to the form that sent the command.

use crate::ids::{CityId, PlaceId, Seat, VillageId};
use crate::maharaja::action::{Action, Slot};
use crate::maharaja::character::Character;
use crate::maharaja::gold::Gold;

/// A command that breaks a rule.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleViolation {
    // --- creation and setup ---
    /// `CreateGame` on a game that exists.
    #[error("This game has already been created.")]
    GameAlreadyCreated,
    /// Any command before `CreateGame`.
    #[error("The game has not been created yet.")]
    GameNotCreated,
    /// Wrong number of players.
    #[error("A game needs 2 to 5 players, not {count}.")]
    PlayerCount {
        /// Names given.
        count: usize,
    },
    /// A blank player name.
    #[error("Every player needs a name.")]
    EmptyPlayerName,
    /// A variant the engine does not offer (kept for stored messages; every variant of §11 is
    /// offered now, so the engine no longer produces it).
    #[error("The {variant} variant is not available yet.")]
    VariantNotAvailable {
        /// The variant's name.
        variant: String,
    },
    /// Home cities without Expanded I.
    #[error("Home cities need Expanded I: one city is the home of the Yogi, who is in play only in Expanded I.")]
    HomeCitiesNeedExpanded,
    /// Setup commands after the start.
    #[error("The game has already started.")]
    GameAlreadyStarted,
    /// A player index out of range.
    #[error("There is no player number {player} in this game.")]
    UnknownPlayer {
        /// The index given.
        player: u8,
    },
    /// A second contribution from one player.
    #[error("Player {player} has already added a contribution to the game's randomness.")]
    ContributionAlreadyAdded {
        /// The player index.
        player: u8,
    },
    /// The revealed seed is not the committed one.
    #[error("The seed does not match the seed commitment made when the game was created.")]
    SeedDoesNotMatchCommitment,
    /// A given governor track that is not the board's cities.
    #[error("The governor track must list each of the board's 7 cities exactly once.")]
    GovernorsNotAPermutation,
    /// A seat out of range.
    #[error("There is no {seat} in this game.")]
    UnknownSeat {
        /// The seat given.
        seat: Seat,
    },
    /// Choosing a character outside the character phase.
    #[error("Characters are chosen only at the start of the game, one player after another.")]
    NotChoosingCharacters,
    /// Another seat chooses now.
    #[error("It is {next}'s turn to choose a character.")]
    NotYourTurnToChoose {
        /// Who chooses.
        next: Seat,
    },
    /// The character is held by someone.
    #[error("You cannot take {character}: it is not in the bank.")]
    CharacterNotInBank {
        /// The character.
        character: Character,
    },
    /// The Yogi in the base game.
    #[error("You cannot take {character}: it is used only in the expanded game.")]
    CharacterNotInGame {
        /// The character.
        character: Character,
    },
    /// Choosing a character in an auction game without having won the auction.
    #[error("In this game the right to choose a character is auctioned: win the auction first.")]
    ChoiceIsAuctioned,

    // --- auctions ---
    /// A bid in a game without an auction.
    #[error("This game has no character auction: characters are chosen in seat order.")]
    NoAuction,
    /// A bid outside the auction phase.
    #[error("Bids are made only in the character auctions before the game.")]
    NotAuctioning,
    /// An open bid or pass in a sealed auction.
    #[error("This auction takes sealed bids, all opened together, not open bids or passes.")]
    AuctionIsSealed,
    /// A sealed bid in an open auction.
    #[error("This auction is open: bid or pass in seat order instead of sealing a bid.")]
    AuctionIsOpen,
    /// A bid while the winner chooses.
    #[error("The auction is over and waits until {seat} has chosen a character.")]
    WaitingForAuctionWinner {
        /// The winner.
        seat: Seat,
    },
    /// Another seat bids now.
    #[error("It is {next}'s turn to bid or pass.")]
    NotYourTurnToBid {
        /// Who bids.
        next: Seat,
    },
    /// A seat that holds a character (or takes no part) bids.
    #[error("You already hold a character, so you take no part in this auction.")]
    NotABidder,
    /// A bid not above the current one.
    #[error("A bid must be higher than the current bid of {current}, and {amount} is not.")]
    BidTooLow {
        /// The bid.
        amount: Gold,
        /// The current bid.
        current: Gold,
    },
    /// A bid above the bidder's gold.
    #[error("You cannot bid {amount}: a bid may not be more than your gold, and you have {have}.")]
    BidExceedsGold {
        /// The bid.
        amount: Gold,
        /// The bidder's gold.
        have: Gold,
    },
    /// The opener passes.
    #[error("The first bidder of an auction cannot pass: open it with a bid of 0 gold or more.")]
    OpenerMustBid,
    /// A sealed bid after the last one is in.
    #[error("Every sealed bid of this auction is in; they are being opened.")]
    BidsAllIn,
    /// A no-show bid for a seat that has bid.
    #[error("The sealed bid of {seat} for this auction is already set.")]
    BidAlreadySet {
        /// The seat.
        seat: Seat,
    },
    /// Opening the bids before all are in.
    #[error("Sealed bids are opened only when every bidder has set one.")]
    BidsNotAllIn,
    /// An opening for a seat that has no bid.
    #[error("There is no sealed bid of {seat} in this auction to open.")]
    NoSuchBid {
        /// The seat.
        seat: Seat,
    },
    /// A wrong opening of a sealed bid.
    #[error(
        "The revealed bid and nonce do not match the commitment that {seat} made in this auction."
    )]
    BidRevealDoesNotMatchCommitment {
        /// The seat.
        seat: Seat,
    },

    /// Placing an initial house outside that phase.
    #[error(
        "Initial houses are placed only during setup, after every player has chosen a character."
    )]
    NotPlacingHouses,
    /// Another seat places now.
    #[error("It is {next}'s turn to place a house.")]
    NotYourTurnToPlace {
        /// Who places.
        next: Seat,
    },
    /// An initial house not in a village.
    #[error("Initial houses go in villages, and \"{at}\" is not a village.")]
    InitialHouseNotInVillage {
        /// Where.
        at: PlaceId,
    },
    /// A village at capacity.
    #[error("The village {village} already holds {capacity} house(s), the most a village may hold in this game.")]
    VillageFull {
        /// The village.
        village: VillageId,
        /// The capacity (2, or 1 with 2 players).
        capacity: u8,
    },

    // --- discs ---
    /// Setting a disc outside the disc phase.
    #[error("Discs are set at the start of a round, until the last player has set theirs.")]
    NotSettingDiscs,
    /// A system disc for a seat that has set one.
    #[error("The disc of {seat} is already set for this round.")]
    DiscAlreadySet {
        /// The seat.
        seat: Seat,
    },
    /// Revealing a disc whose turn has not begun.
    #[error("The disc of {seat} is revealed only when that seat's turn begins.")]
    NotThisSeatsReveal {
        /// The seat.
        seat: Seat,
    },
    /// A wrong opening.
    #[error("The revealed actions and nonce do not match the commitment that {seat} made for this round.")]
    RevealDoesNotMatchCommitment {
        /// The seat.
        seat: Seat,
    },

    // --- turns ---
    /// A turn command from a player whose turn it is not.
    #[error("You can act only during your own turn.")]
    NotYourTurn,
    /// The system ends or acts for a seat that is not active.
    #[error("It is not the turn of {seat}.")]
    SeatNotActive {
        /// The seat.
        seat: Seat,
    },
    /// The active turn waits for a player's new character.
    #[error("The turn waits until {seat} has chosen a new character.")]
    WaitingForReplacement {
        /// Who must choose.
        seat: Seat,
    },
    /// `ReplaceCharacter` from a player who lost nothing.
    #[error("Only a player who has just lost their character chooses a new one.")]
    NoCharacterToReplace,
    /// The slot shows another action.
    #[error("Your disc's {slot} shows {shown}, not {wanted}.")]
    SlotShowsOtherAction {
        /// The slot used.
        slot: Slot,
        /// What it shows.
        shown: Action,
        /// What the command needs.
        wanted: &'static str,
    },
    /// The disc could not be opened (D14).
    #[error("Your disc could not be opened, so both of its actions are forfeited.")]
    DiscForfeited,
    /// The slot's action is used up.
    #[error("You have already done the action on your disc's {slot}.")]
    ActionAlreadyDone {
        /// The slot.
        slot: Slot,
    },
    /// Action tokens in the base game.
    #[error("Action tokens are used only in the expanded game.")]
    NoActionTokens,
    /// No token to use.
    #[error("You have no action token to use.")]
    NoTokenToUse,
    /// A second token in one turn.
    #[error(
        "You may use only one action token per turn, and you have already used one this turn."
    )]
    TokenAlreadyUsed,
    /// A token for the Character action.
    #[error("An action token cannot be used for the Character action.")]
    TokenCannotBeCharacter,
    /// The token slot before a token is used.
    #[error("Use an action token first; its action is then played with the token.")]
    NoTokenInUse,
    /// Not enough gold.
    #[error("That costs {needed}, but you have only {have}.")]
    NotEnoughGold {
        /// The cost.
        needed: Gold,
        /// The player's gold.
        have: Gold,
    },
    /// No house in the supply.
    #[error("You have no house in your supply; the Quarry action brings houses from the quarry.")]
    SupplyEmpty,
    /// No house in the quarry.
    #[error("Your quarry is empty, so there is no house to take.")]
    QuarryEmpty,
    /// Building in a city without the architect.
    #[error("You can build in {city} only while your architect stands there.")]
    ArchitectNotInCity {
        /// The city.
        city: CityId,
    },
    /// Moving a house into a city without the architect.
    #[error("You can move a house into {city} only while your architect stands there.")]
    ArchitectNotInCityForMove {
        /// The city.
        city: CityId,
    },
    /// A house site that is neither village nor city.
    #[error("Houses stand in villages and cities, and \"{at}\" is neither.")]
    NotAHouseSite {
        /// The id.
        at: PlaceId,
    },
    /// An id the board does not have.
    #[error("There is no place called \"{id}\" on this board.")]
    UnknownPlace {
        /// The id.
        id: PlaceId,
    },
    /// A city id the board does not have.
    #[error("There is no city called \"{city}\" on this board.")]
    UnknownCity {
        /// The id.
        city: CityId,
    },
    /// D4: Two houses with the first in a village.
    #[error("With Two houses at least one house goes to a city, so after a house in a village the second must be built in a city.")]
    SecondHouseMustBeInCity,
    /// All palaces built.
    #[error("You have no palace left to build.")]
    NoPalaceLeft,
    /// The central site is taken.
    #[error("The central palace site of {city} is already taken.")]
    CentralSiteTaken {
        /// The city.
        city: CityId,
    },
    /// All outer sites are taken.
    #[error("All outer palace sites of {city} are taken.")]
    OuterSitesFull {
        /// The city.
        city: CityId,
    },
    /// Moving a house from where the player has none.
    #[error("You have no house in \"{at}\" to move.")]
    NoHouseThere {
        /// The place.
        at: PlaceId,
    },
    /// A move to the same place.
    #[error("A house must be moved to a different place.")]
    MoveToSamePlace,
    /// D2: a tile in slot 1 cannot move down.
    #[error("The governor of {city} is already in the bottom slot and cannot move down.")]
    GovernorAtBottom {
        /// The city.
        city: CityId,
    },
    /// D6: the character you hold.
    #[error("You already hold {character}; the Character action takes a different one.")]
    AlreadyHoldCharacter {
        /// The character.
        character: Character,
    },
    /// Swap or lure outside Expanded II.
    #[error(
        "Swapping and luring characters are part of Expanded II, which this game does not use."
    )]
    NotExpandedTwo,
    /// Expanded II: taking from the bank when it is empty.
    #[error("The bank has no character left, so the Character action swaps or lures one from another player instead.")]
    BankEmpty,
    /// Expanded II: swap or lure while the bank has characters.
    #[error("While the bank has characters the Character action takes one from it; swapping and luring come only when it is empty.")]
    BankNotEmpty,
    /// Giving a character you do not hold.
    #[error("You do not hold {character}, so you cannot give it.")]
    DoNotHoldCharacter {
        /// The character.
        character: Character,
    },
    /// Luring from yourself.
    #[error("You cannot lure a character from yourself.")]
    CannotLureFromYourself,
    /// D10: lure only from a player holding more.
    #[error("You may lure only from a player who holds more characters than you: you hold {yours} and {target} holds {theirs}.")]
    LureNeedsFewerCharacters {
        /// The target.
        target: Seat,
        /// Characters the active player holds.
        yours: usize,
        /// Characters the target holds.
        theirs: usize,
    },
    /// The active turn waits for a lured player's choice.
    #[error("The turn waits until {seat} has chosen which character to give.")]
    WaitingForGift {
        /// Who must give.
        seat: Seat,
    },
    /// `GiveCharacter` from a player who is not lured.
    #[error("Only a player whose character is being lured chooses one to give.")]
    NoGiftToGive,
    /// Builder ability without the Builder.
    #[error("Only the holder of the Builder may build or move a house for free.")]
    NotTheBuilder,
    /// Builder ability twice in a turn.
    #[error("The Builder's free house or free move may be used only once per turn.")]
    BuilderAlreadyUsed,
    /// A trip with no steps.
    #[error("A trip must name at least one place after your architect's location.")]
    EmptyPath,
    /// A trip step that is not along a road.
    #[error("Your architect cannot go from \"{from}\" to \"{to}\": they are not next to each other on a road.")]
    NotAdjacent {
        /// From.
        from: PlaceId,
        /// To.
        to: PlaceId,
    },
    /// A trip through a village without houses.
    #[error(
        "Your architect may pass only villages with at least one house, and {village} has none."
    )]
    VillageWithoutHouses {
        /// The village.
        village: VillageId,
    },
    /// A trip not ending in a city.
    #[error("A trip must end in a city, and \"{at}\" is not a city.")]
    TripMustEndInCity {
        /// The last place.
        at: PlaceId,
    },
    /// Travelling to where the architect is.
    #[error("Your architect already stands in {city}.")]
    AlreadyThere {
        /// The city.
        city: CityId,
    },
    /// No road through villages with houses.
    #[error("There is no way to {city} through villages with houses.")]
    NoRoute {
        /// The city.
        city: CityId,
    },
    /// Tolls too high.
    #[error("The tolls on this trip come to {tolls}, but you have only {have}, and you must be able to pay every toll.")]
    CannotPayTolls {
        /// The tolls.
        tolls: Gold,
        /// The player's gold.
        have: Gold,
    },
    /// Any command after the end.
    #[error("The game is over.")]
    GameOver,
    // --- signed moves ---
    /// An unsigned move in a game at the signed-moves level.
    #[error("This game runs at the signed-moves level: your device must sign every move, and this move came unsigned (the page needs JavaScript to sign).")]
    MoveNotSigned,
    /// A signature that is not the seat's.
    #[error("The move's signature is not valid for move number {n} of your seat with a key registered for you; reload the page and try again.")]
    BadSignature {
        /// The move number the server expected.
        n: u64,
    },
    /// A key registered twice.
    #[error("That device key is already registered in this game.")]
    KeyAlreadyRegistered,
    // --- sealed in the browser ---
    /// A disc sent with its opening in a game whose discs are sealed in the browser.
    #[error("This game seals discs in the browser: your device sends only your disc's commitment and keeps its opening, so the server takes no disc in the open (the page needs JavaScript to seal it).")]
    DiscSealedInBrowser,
    /// A disc's commitment alone, or its opening by the player, in a game whose discs the
    /// server holds.
    #[error("This game does not seal discs in the browser: the server holds the discs, so set your disc itself and the server opens it when your turn begins.")]
    NotSealedInBrowser,
    /// The server opening, or declaring unopenable, a disc a player sealed in the browser.
    #[error("{seat} sealed their disc in the browser: only their own device can open it, and the server can only void it once the deadline to open it has passed.")]
    OpeningIsThePlayers {
        /// The seat.
        seat: Seat,
    },
    /// A sealed bid sent with its opening in a game whose bids are sealed in the browser.
    #[error("This game seals bids in the browser: your device sends only your bid's commitment and keeps its opening, so the server takes no bid in the open (the page needs JavaScript to seal it).")]
    BidSealedInBrowser,
    /// A player's opening of a sealed bid that is not theirs to open now (R27).
    #[error("{seat} has no sealed bid to open now: bids sealed in the browser are opened once every bid is in, each once, by the device that sealed it.")]
    BidNotToOpen {
        /// The seat.
        seat: Seat,
    },
}

impl RuleViolation {
    /// Every rule code [`RuleViolation::code`] gives, in the order of the variants (the JSON
    /// API's `rule` enum in `docs/openapi.yaml`).
    pub const CODES: [&'static str; 94] = [
        "game_already_created",
        "game_not_created",
        "player_count",
        "empty_player_name",
        "variant_not_available",
        "home_cities_need_expanded",
        "game_already_started",
        "unknown_player",
        "contribution_already_added",
        "seed_does_not_match_commitment",
        "governors_not_a_permutation",
        "unknown_seat",
        "not_choosing_characters",
        "not_your_turn_to_choose",
        "character_not_in_bank",
        "character_not_in_game",
        "choice_is_auctioned",
        "no_auction",
        "not_auctioning",
        "auction_is_sealed",
        "auction_is_open",
        "waiting_for_auction_winner",
        "not_your_turn_to_bid",
        "not_a_bidder",
        "bid_too_low",
        "bid_exceeds_gold",
        "opener_must_bid",
        "bids_all_in",
        "bid_already_set",
        "bids_not_all_in",
        "no_such_bid",
        "bid_reveal_does_not_match_commitment",
        "not_placing_houses",
        "not_your_turn_to_place",
        "initial_house_not_in_village",
        "village_full",
        "not_setting_discs",
        "disc_already_set",
        "not_this_seats_reveal",
        "reveal_does_not_match_commitment",
        "not_your_turn",
        "seat_not_active",
        "waiting_for_replacement",
        "no_character_to_replace",
        "slot_shows_other_action",
        "disc_forfeited",
        "action_already_done",
        "no_action_tokens",
        "no_token_to_use",
        "token_already_used",
        "token_cannot_be_character",
        "no_token_in_use",
        "not_enough_gold",
        "supply_empty",
        "quarry_empty",
        "architect_not_in_city",
        "architect_not_in_city_for_move",
        "not_a_house_site",
        "unknown_place",
        "unknown_city",
        "second_house_must_be_in_city",
        "no_palace_left",
        "central_site_taken",
        "outer_sites_full",
        "no_house_there",
        "move_to_same_place",
        "governor_at_bottom",
        "already_hold_character",
        "not_expanded_two",
        "bank_empty",
        "bank_not_empty",
        "do_not_hold_character",
        "cannot_lure_from_yourself",
        "lure_needs_fewer_characters",
        "waiting_for_gift",
        "no_gift_to_give",
        "not_the_builder",
        "builder_already_used",
        "empty_path",
        "not_adjacent",
        "village_without_houses",
        "trip_must_end_in_city",
        "already_there",
        "no_route",
        "cannot_pay_tolls",
        "game_over",
        "move_not_signed",
        "bad_signature",
        "key_already_registered",
        "disc_sealed_in_browser",
        "not_sealed_in_browser",
        "opening_is_the_players",
        "bid_sealed_in_browser",
        "bid_not_to_open",
    ];

    /// The rule's stable code for the JSON API (`docs/openapi.yaml`), the variant's name in
    /// snake case: `SlotShowsOtherAction` → `"slot_shows_other_action"`.
    pub fn code(&self) -> &'static str {
        match self {
            RuleViolation::GameAlreadyCreated => "game_already_created",
            RuleViolation::GameNotCreated => "game_not_created",
            RuleViolation::PlayerCount { .. } => "player_count",
            RuleViolation::EmptyPlayerName => "empty_player_name",
            RuleViolation::VariantNotAvailable { .. } => "variant_not_available",
            RuleViolation::HomeCitiesNeedExpanded => "home_cities_need_expanded",
            RuleViolation::GameAlreadyStarted => "game_already_started",
            RuleViolation::UnknownPlayer { .. } => "unknown_player",
            RuleViolation::ContributionAlreadyAdded { .. } => "contribution_already_added",
            RuleViolation::SeedDoesNotMatchCommitment => "seed_does_not_match_commitment",
            RuleViolation::GovernorsNotAPermutation => "governors_not_a_permutation",
            RuleViolation::UnknownSeat { .. } => "unknown_seat",
            RuleViolation::NotChoosingCharacters => "not_choosing_characters",
            RuleViolation::NotYourTurnToChoose { .. } => "not_your_turn_to_choose",
            RuleViolation::CharacterNotInBank { .. } => "character_not_in_bank",
            RuleViolation::CharacterNotInGame { .. } => "character_not_in_game",
            RuleViolation::ChoiceIsAuctioned => "choice_is_auctioned",
            RuleViolation::NoAuction => "no_auction",
            RuleViolation::NotAuctioning => "not_auctioning",
            RuleViolation::AuctionIsSealed => "auction_is_sealed",
            RuleViolation::AuctionIsOpen => "auction_is_open",
            RuleViolation::WaitingForAuctionWinner { .. } => "waiting_for_auction_winner",
            RuleViolation::NotYourTurnToBid { .. } => "not_your_turn_to_bid",
            RuleViolation::NotABidder => "not_a_bidder",
            RuleViolation::BidTooLow { .. } => "bid_too_low",
            RuleViolation::BidExceedsGold { .. } => "bid_exceeds_gold",
            RuleViolation::OpenerMustBid => "opener_must_bid",
            RuleViolation::BidsAllIn => "bids_all_in",
            RuleViolation::BidAlreadySet { .. } => "bid_already_set",
            RuleViolation::BidsNotAllIn => "bids_not_all_in",
            RuleViolation::NoSuchBid { .. } => "no_such_bid",
            RuleViolation::BidRevealDoesNotMatchCommitment { .. } => {
                "bid_reveal_does_not_match_commitment"
            }
            RuleViolation::NotPlacingHouses => "not_placing_houses",
            RuleViolation::NotYourTurnToPlace { .. } => "not_your_turn_to_place",
            RuleViolation::InitialHouseNotInVillage { .. } => "initial_house_not_in_village",
            RuleViolation::VillageFull { .. } => "village_full",
            RuleViolation::NotSettingDiscs => "not_setting_discs",
            RuleViolation::DiscAlreadySet { .. } => "disc_already_set",
            RuleViolation::NotThisSeatsReveal { .. } => "not_this_seats_reveal",
            RuleViolation::RevealDoesNotMatchCommitment { .. } => {
                "reveal_does_not_match_commitment"
            }
            RuleViolation::NotYourTurn => "not_your_turn",
            RuleViolation::SeatNotActive { .. } => "seat_not_active",
            RuleViolation::WaitingForReplacement { .. } => "waiting_for_replacement",
            RuleViolation::NoCharacterToReplace => "no_character_to_replace",
            RuleViolation::SlotShowsOtherAction { .. } => "slot_shows_other_action",
            RuleViolation::DiscForfeited => "disc_forfeited",
            RuleViolation::ActionAlreadyDone { .. } => "action_already_done",
            RuleViolation::NoActionTokens => "no_action_tokens",
            RuleViolation::NoTokenToUse => "no_token_to_use",
            RuleViolation::TokenAlreadyUsed => "token_already_used",
            RuleViolation::TokenCannotBeCharacter => "token_cannot_be_character",
            RuleViolation::NoTokenInUse => "no_token_in_use",
            RuleViolation::NotEnoughGold { .. } => "not_enough_gold",
            RuleViolation::SupplyEmpty => "supply_empty",
            RuleViolation::QuarryEmpty => "quarry_empty",
            RuleViolation::ArchitectNotInCity { .. } => "architect_not_in_city",
            RuleViolation::ArchitectNotInCityForMove { .. } => "architect_not_in_city_for_move",
            RuleViolation::NotAHouseSite { .. } => "not_a_house_site",
            RuleViolation::UnknownPlace { .. } => "unknown_place",
            RuleViolation::UnknownCity { .. } => "unknown_city",
            RuleViolation::SecondHouseMustBeInCity => "second_house_must_be_in_city",
            RuleViolation::NoPalaceLeft => "no_palace_left",
            RuleViolation::CentralSiteTaken { .. } => "central_site_taken",
            RuleViolation::OuterSitesFull { .. } => "outer_sites_full",
            RuleViolation::NoHouseThere { .. } => "no_house_there",
            RuleViolation::MoveToSamePlace => "move_to_same_place",
            RuleViolation::GovernorAtBottom { .. } => "governor_at_bottom",
            RuleViolation::AlreadyHoldCharacter { .. } => "already_hold_character",
            RuleViolation::NotExpandedTwo => "not_expanded_two",
            RuleViolation::BankEmpty => "bank_empty",
            RuleViolation::BankNotEmpty => "bank_not_empty",
            RuleViolation::DoNotHoldCharacter { .. } => "do_not_hold_character",
            RuleViolation::CannotLureFromYourself => "cannot_lure_from_yourself",
            RuleViolation::LureNeedsFewerCharacters { .. } => "lure_needs_fewer_characters",
            RuleViolation::WaitingForGift { .. } => "waiting_for_gift",
            RuleViolation::NoGiftToGive => "no_gift_to_give",
            RuleViolation::NotTheBuilder => "not_the_builder",
            RuleViolation::BuilderAlreadyUsed => "builder_already_used",
            RuleViolation::EmptyPath => "empty_path",
            RuleViolation::NotAdjacent { .. } => "not_adjacent",
            RuleViolation::VillageWithoutHouses { .. } => "village_without_houses",
            RuleViolation::TripMustEndInCity { .. } => "trip_must_end_in_city",
            RuleViolation::AlreadyThere { .. } => "already_there",
            RuleViolation::NoRoute { .. } => "no_route",
            RuleViolation::CannotPayTolls { .. } => "cannot_pay_tolls",
            RuleViolation::GameOver => "game_over",
            RuleViolation::MoveNotSigned => "move_not_signed",
            RuleViolation::BadSignature { .. } => "bad_signature",
            RuleViolation::KeyAlreadyRegistered => "key_already_registered",
            RuleViolation::DiscSealedInBrowser => "disc_sealed_in_browser",
            RuleViolation::NotSealedInBrowser => "not_sealed_in_browser",
            RuleViolation::OpeningIsThePlayers { .. } => "opening_is_the_players",
            RuleViolation::BidSealedInBrowser => "bid_sealed_in_browser",
            RuleViolation::BidNotToOpen { .. } => "bid_not_to_open",
        }
    }
}

impl crate::game::RuleCode for RuleViolation {
    fn code(&self) -> &'static str {
        RuleViolation::code(self)
    }
}

#[cfg(test)]
mod tests {
    use super::RuleViolation;

    /// Every arm of `code` names a code of `CODES`, once (the source is the list of arms).
    #[test]
    fn codes_lists_every_code_once() {
        let source = include_str!("violation.rs");
        let start = source.find("pub fn code(&self)").expect("code is defined");
        let body = &source[start..start + source[start..].find("\n    }\n").expect("its end")];
        let arms: Vec<&str> = body.split('"').skip(1).step_by(2).collect();
        assert_eq!(arms, RuleViolation::CODES);
        assert_eq!(RuleViolation::NotYourTurn.code(), "not_your_turn");
        assert_eq!(
            RuleViolation::PlayerCount { count: 7 }.code(),
            "player_count"
        );
    }
}
