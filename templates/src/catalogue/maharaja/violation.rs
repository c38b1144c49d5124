//! Maharaja's refusals in every language: each [`RuleViolation`] as the sentence a player reads
//! when a move is refused, naming the rule it breaks (one message `violation-maharaja-<code>`
//! per rule code). Seats are named by the players' names, places by the board when they are
//! known.

use durbar_domain::maharaja::{
    Action, Board, CityId, Game, PlaceId, RuleViolation, Seat, VillageId,
};

use super::super::{Msg, Words};
use super::{action, character_name};

/// What names a refusal's seats and places: the players' names (by seat) and the board, as far
/// as they are known where the refusal is put into words.
#[derive(Debug, Clone, Copy, Default)]
pub struct Table<'a> {
    /// The players' names, in the host's order.
    pub names: &'a [String],
    /// For each seat, the player (an index into `names`) sitting there; empty before the start.
    pub seats: &'a [u8],
    /// The game's board.
    pub board: Option<&'a Board>,
}

impl Table<'_> {
    /// What `game` knows of its players' names, seats and board.
    pub fn of(game: &Game) -> Table<'_> {
        let info = game.info();
        Table {
            names: info.map_or(&[][..], |i| &i.player_names),
            seats: game.seat_players(),
            board: info.map(|i| &*i.board),
        }
    }

    /// The name of the player `index` (in the host's order).
    fn player(&self, w: Words, index: u8) -> String {
        self.names
            .get(usize::from(index))
            .cloned()
            .unwrap_or_else(|| {
                w.m("seat-fallback")
                    .n("seat", u32::from(index) + 1)
                    .to_string()
            })
    }

    fn seat(&self, w: Words, seat: Seat) -> String {
        match self.seats.get(seat.index()) {
            Some(player) => self.player(w, *player),
            None => w
                .m("seat-fallback")
                .n("seat", u32::from(seat.0) + 1)
                .to_string(),
        }
    }

    fn city(&self, city: &CityId) -> String {
        self.board
            .and_then(|b| b.city_index(*city).map(|i| b.cities()[i].name.clone()))
            .unwrap_or_else(|| city.to_string())
    }

    fn place(&self, w: Words, at: &PlaceId) -> String {
        match self.board {
            Some(board) => crate::play::words::place_in(w, board, at),
            None => at.to_string(),
        }
    }
}

/// A village by its id, the name the board gives it (the sentence says "village").
fn village(village: &VillageId) -> String {
    village.to_string()
}

/// What a disc slot had to show, in words (the engine names it in English).
fn wanted(w: Words, wanted: &str) -> String {
    let known = [
        ("Gold", Action::Gold),
        ("Quarry", Action::Quarry),
        ("Governor", Action::Governor),
        ("Move house", Action::MoveHouse),
        ("Character", Action::Character),
    ];
    if let Some((_, a)) = known.iter().find(|(name, _)| *name == wanted) {
        return action(w, *a);
    }
    match wanted {
        "an action that builds a house" => w.t("violation-maharaja-wanted-house"),
        "an action that builds a palace" => w.t("violation-maharaja-wanted-palace"),
        other => other.to_owned(),
    }
}

/// The sentence of `v` in `w`'s language.
pub fn violation(w: Words, v: &RuleViolation, table: &Table) -> String {
    message(w, v, table).to_string()
}

fn message(w: Words, v: &RuleViolation, t: &Table) -> Msg {
    use RuleViolation as V;
    let seat = |s: &Seat| t.seat(w, *s);
    let slot = |s: &durbar_domain::maharaja::Slot| crate::play::words::slot_name(w, *s);
    match v {
        V::GameAlreadyCreated => w.m("violation-maharaja-game_already_created"),
        V::GameNotCreated => w.m("violation-maharaja-game_not_created"),
        V::PlayerCount { count } => w.m("violation-maharaja-player_count").n("count", count),
        V::EmptyPlayerName => w.m("violation-maharaja-empty_player_name"),
        V::VariantNotAvailable { variant } => w
            .m("violation-maharaja-variant_not_available")
            .s("variant", variant.as_str()),
        V::HomeCitiesNeedExpanded => w.m("violation-maharaja-home_cities_need_expanded"),
        V::GameAlreadyStarted => w.m("violation-maharaja-game_already_started"),
        V::UnknownPlayer { player } => w.m("violation-maharaja-unknown_player").n("player", player),
        V::ContributionAlreadyAdded { player } => w
            .m("violation-maharaja-contribution_already_added")
            .s("player", t.player(w, *player)),
        V::SeedDoesNotMatchCommitment => w.m("violation-maharaja-seed_does_not_match_commitment"),
        V::GovernorsNotAPermutation => w.m("violation-maharaja-governors_not_a_permutation"),
        V::UnknownSeat { seat: s } => w.m("violation-maharaja-unknown_seat").s("seat", seat(s)),
        V::NotChoosingCharacters => w.m("violation-maharaja-not_choosing_characters"),
        V::NotYourTurnToChoose { next } => w
            .m("violation-maharaja-not_your_turn_to_choose")
            .s("next", seat(next)),
        V::CharacterNotInBank { character: c } => w
            .m("violation-maharaja-character_not_in_bank")
            .s("character", character_name(w, *c)),
        V::CharacterNotInGame { character: c } => w
            .m("violation-maharaja-character_not_in_game")
            .s("character", character_name(w, *c)),
        V::ChoiceIsAuctioned => w.m("violation-maharaja-choice_is_auctioned"),
        V::NoAuction => w.m("violation-maharaja-no_auction"),
        V::NotAuctioning => w.m("violation-maharaja-not_auctioning"),
        V::AuctionIsSealed => w.m("violation-maharaja-auction_is_sealed"),
        V::AuctionIsOpen => w.m("violation-maharaja-auction_is_open"),
        V::WaitingForAuctionWinner { seat: s } => w
            .m("violation-maharaja-waiting_for_auction_winner")
            .s("seat", seat(s)),
        V::NotYourTurnToBid { next } => w
            .m("violation-maharaja-not_your_turn_to_bid")
            .s("next", seat(next)),
        V::NotABidder => w.m("violation-maharaja-not_a_bidder"),
        V::BidTooLow { amount, current } => w
            .m("violation-maharaja-bid_too_low")
            .n("amount", amount.0)
            .n("current", current.0),
        V::BidExceedsGold { amount, have } => w
            .m("violation-maharaja-bid_exceeds_gold")
            .n("amount", amount.0)
            .n("have", have.0),
        V::OpenerMustBid => w.m("violation-maharaja-opener_must_bid"),
        V::BidsAllIn => w.m("violation-maharaja-bids_all_in"),
        V::BidAlreadySet { seat: s } => {
            w.m("violation-maharaja-bid_already_set").s("seat", seat(s))
        }
        V::BidsNotAllIn => w.m("violation-maharaja-bids_not_all_in"),
        V::NoSuchBid { seat: s } => w.m("violation-maharaja-no_such_bid").s("seat", seat(s)),
        V::BidRevealDoesNotMatchCommitment { seat: s } => w
            .m("violation-maharaja-bid_reveal_does_not_match_commitment")
            .s("seat", seat(s)),
        V::NotPlacingHouses => w.m("violation-maharaja-not_placing_houses"),
        V::NotYourTurnToPlace { next } => w
            .m("violation-maharaja-not_your_turn_to_place")
            .s("next", seat(next)),
        V::InitialHouseNotInVillage { at } => w
            .m("violation-maharaja-initial_house_not_in_village")
            .s("at", t.place(w, at)),
        V::VillageFull {
            village: v,
            capacity,
        } => w
            .m("violation-maharaja-village_full")
            .s("village", village(v))
            .n("capacity", capacity),
        V::NotSettingDiscs => w.m("violation-maharaja-not_setting_discs"),
        V::DiscAlreadySet { seat: s } => w
            .m("violation-maharaja-disc_already_set")
            .s("seat", seat(s)),
        V::NotThisSeatsReveal { seat: s } => w
            .m("violation-maharaja-not_this_seats_reveal")
            .s("seat", seat(s)),
        V::RevealDoesNotMatchCommitment { seat: s } => w
            .m("violation-maharaja-reveal_does_not_match_commitment")
            .s("seat", seat(s)),
        V::NotYourTurn => w.m("violation-maharaja-not_your_turn"),
        V::SeatNotActive { seat: s } => {
            w.m("violation-maharaja-seat_not_active").s("seat", seat(s))
        }
        V::WaitingForReplacement { seat: s } => w
            .m("violation-maharaja-waiting_for_replacement")
            .s("seat", seat(s)),
        V::NoCharacterToReplace => w.m("violation-maharaja-no_character_to_replace"),
        V::SlotShowsOtherAction {
            slot: s,
            shown,
            wanted: x,
        } => w
            .m("violation-maharaja-slot_shows_other_action")
            .s("slot", slot(s))
            .s("shown", action(w, *shown))
            .s("wanted", wanted(w, x)),
        V::DiscForfeited => w.m("violation-maharaja-disc_forfeited"),
        V::ActionAlreadyDone { slot: s } => w
            .m("violation-maharaja-action_already_done")
            .s("slot", slot(s)),
        V::NoActionTokens => w.m("violation-maharaja-no_action_tokens"),
        V::NoTokenToUse => w.m("violation-maharaja-no_token_to_use"),
        V::TokenAlreadyUsed => w.m("violation-maharaja-token_already_used"),
        V::TokenCannotBeCharacter => w.m("violation-maharaja-token_cannot_be_character"),
        V::NoTokenInUse => w.m("violation-maharaja-no_token_in_use"),
        V::NotEnoughGold { needed, have } => w
            .m("violation-maharaja-not_enough_gold")
            .n("needed", needed.0)
            .n("have", have.0),
        V::SupplyEmpty => w.m("violation-maharaja-supply_empty"),
        V::QuarryEmpty => w.m("violation-maharaja-quarry_empty"),
        V::ArchitectNotInCity { city } => w
            .m("violation-maharaja-architect_not_in_city")
            .s("city", t.city(city)),
        V::ArchitectNotInCityForMove { city } => w
            .m("violation-maharaja-architect_not_in_city_for_move")
            .s("city", t.city(city)),
        V::NotAHouseSite { at } => w
            .m("violation-maharaja-not_a_house_site")
            .s("at", t.place(w, at)),
        V::UnknownPlace { id } => w
            .m("violation-maharaja-unknown_place")
            .s("id", id.to_string()),
        V::UnknownCity { city } => w
            .m("violation-maharaja-unknown_city")
            .s("city", city.to_string()),
        V::SecondHouseMustBeInCity => w.m("violation-maharaja-second_house_must_be_in_city"),
        V::NoPalaceLeft => w.m("violation-maharaja-no_palace_left"),
        V::CentralSiteTaken { city } => w
            .m("violation-maharaja-central_site_taken")
            .s("city", t.city(city)),
        V::OuterSitesFull { city } => w
            .m("violation-maharaja-outer_sites_full")
            .s("city", t.city(city)),
        V::NoHouseThere { at } => w
            .m("violation-maharaja-no_house_there")
            .s("at", t.place(w, at)),
        V::MoveToSamePlace => w.m("violation-maharaja-move_to_same_place"),
        V::GovernorAtBottom { city } => w
            .m("violation-maharaja-governor_at_bottom")
            .s("city", t.city(city)),
        V::AlreadyHoldCharacter { character: c } => w
            .m("violation-maharaja-already_hold_character")
            .s("character", character_name(w, *c)),
        V::NotExpandedTwo => w.m("violation-maharaja-not_expanded_two"),
        V::BankEmpty => w.m("violation-maharaja-bank_empty"),
        V::BankNotEmpty => w.m("violation-maharaja-bank_not_empty"),
        V::DoNotHoldCharacter { character: c } => w
            .m("violation-maharaja-do_not_hold_character")
            .s("character", character_name(w, *c)),
        V::CannotLureFromYourself => w.m("violation-maharaja-cannot_lure_from_yourself"),
        V::LureNeedsFewerCharacters {
            target,
            yours,
            theirs,
        } => w
            .m("violation-maharaja-lure_needs_fewer_characters")
            .s("target", seat(target))
            .n("yours", yours)
            .n("theirs", theirs),
        V::WaitingForGift { seat: s } => w
            .m("violation-maharaja-waiting_for_gift")
            .s("seat", seat(s)),
        V::NoGiftToGive => w.m("violation-maharaja-no_gift_to_give"),
        V::NotTheBuilder => w.m("violation-maharaja-not_the_builder"),
        V::BuilderAlreadyUsed => w.m("violation-maharaja-builder_already_used"),
        V::EmptyPath => w.m("violation-maharaja-empty_path"),
        V::NotAdjacent { from, to } => w
            .m("violation-maharaja-not_adjacent")
            .s("from", t.place(w, from))
            .s("to", t.place(w, to)),
        V::VillageWithoutHouses { village: v } => w
            .m("violation-maharaja-village_without_houses")
            .s("village", village(v)),
        V::TripMustEndInCity { at } => w
            .m("violation-maharaja-trip_must_end_in_city")
            .s("at", t.place(w, at)),
        V::AlreadyThere { city } => w
            .m("violation-maharaja-already_there")
            .s("city", t.city(city)),
        V::NoRoute { city } => w.m("violation-maharaja-no_route").s("city", t.city(city)),
        V::CannotPayTolls { tolls, have } => w
            .m("violation-maharaja-cannot_pay_tolls")
            .n("tolls", tolls.0)
            .n("have", have.0),
        V::GameOver => w.m("violation-maharaja-game_over"),
        V::MoveNotSigned => w.m("violation-maharaja-move_not_signed"),
        V::BadSignature { n } => w.m("violation-maharaja-bad_signature").n("n", n),
        V::KeyAlreadyRegistered => w.m("violation-maharaja-key_already_registered"),
        V::DiscSealedInBrowser => w.m("violation-maharaja-disc_sealed_in_browser"),
        V::NotSealedInBrowser => w.m("violation-maharaja-not_sealed_in_browser"),
        V::OpeningIsThePlayers { seat: s } => w
            .m("violation-maharaja-opening_is_the_players")
            .s("seat", seat(s)),
        V::BidSealedInBrowser => w.m("violation-maharaja-bid_sealed_in_browser"),
        V::BidNotToOpen { seat: s } => w.m("violation-maharaja-bid_not_to_open").s("seat", seat(s)),
    }
}

#[cfg(test)]
mod tests;
