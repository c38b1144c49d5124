//! `evolve`: applies one event to the state. Total: it never panics and never fails; an event
//! that does not fit the state changes what it can and ignores the rest.

use std::sync::Arc;

use crate::ids::{PlaceId, Seat};
use crate::maharaja::action::Slot;
use crate::maharaja::board::Place;
use crate::maharaja::event::{Event, Means};
use crate::maharaja::gold::{Gold, Party, Payment};
use crate::maharaja::state::{
    AuctionState, CityPalaces, DiscState, Game, GameInfo, Phase, SiteOwner, SlotProgress,
    TurnState, MAX_PLAYERS,
};
use crate::maharaja::track::Track;

/// The state after `event`.
pub fn evolve(mut game: Game, event: &Event) -> Game {
    game.apply(event);
    game
}

impl Game {
    /// Folds events into a fresh game.
    pub fn from_events<'a>(events: impl IntoIterator<Item = &'a Event>) -> Game {
        let mut game = Game::default();
        for event in events {
            game.apply(event);
        }
        game
    }

    /// Applies one event in place (what [`evolve`] does).
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::GameCreated { .. }
            | Event::ContributionAdded { .. }
            | Event::SeedRevealed { .. }
            | Event::SeatsDrawn { .. }
            | Event::GovernorsPlaced { .. }
            | Event::NeutralPalacesPlaced { .. }
            | Event::CharacterChosen { .. }
            | Event::InitialHousePlaced { .. }
            | Event::InitialSupplyTaken { .. } => self.apply_setup(event),
            Event::AuctionStarted { .. }
            | Event::BidPlaced { .. }
            | Event::BidPassed { .. }
            | Event::BidCommitted { .. }
            | Event::BidRevealed { .. }
            | Event::BidUnopenable { .. }
            | Event::BidVoided { .. }
            | Event::AuctionWon { .. } => self.apply_auction(event),
            Event::RoundStarted { .. }
            | Event::DiscCommitted { .. }
            | Event::DiscRevealed { .. }
            | Event::DiscUnopenable { .. }
            | Event::DiscVoided { .. }
            | Event::MerchantGoldReceived { .. }
            | Event::ActionTokenReceived { .. }
            | Event::ForfeitCompensated { .. }
            | Event::CityScored { .. }
            | Event::GameEnded { .. } => self.apply_round(event),
            Event::ActionTokenUsed { .. }
            | Event::ArchitectTraveled { .. }
            | Event::GoldTaken { .. }
            | Event::HousesQuarried { .. }
            | Event::HouseBuilt { .. }
            | Event::HouseMoved { .. }
            | Event::PalaceBuilt { .. }
            | Event::GovernorMoved { .. }
            | Event::TurnEnded { .. } => self.apply_turn(event),
            Event::CharacterTaken { .. }
            | Event::CharactersSwapped { .. }
            | Event::CharacterLured { .. }
            | Event::CharacterGiven { .. }
            | Event::CharacterReplaced { .. } => self.apply_characters(event),
            Event::KeyRegistered { player, key, .. } => self.keyring.register(*player, key.clone()),
            Event::CommandSigned { seat, .. } => self.keyring.count_signed(*seat),
            Event::DeadlinePassed { .. } => {}
        }
    }

    /// Creation, randomness, seating, governors, starting characters and houses.
    fn apply_setup(&mut self, event: &Event) {
        match event {
            Event::GameCreated {
                game_id,
                options,
                board,
                player_names,
                seed_commitment,
                ..
            } => {
                self.houses = vec![[0; MAX_PLAYERS]; board.node_count()];
                self.palaces = vec![CityPalaces::default(); board.cities().len()];
                self.contributions = vec![None; player_names.len()];
                self.info = Some(Arc::new(GameInfo {
                    game_id: *game_id,
                    options: *options,
                    board: Arc::clone(board),
                    player_names: player_names.clone(),
                    seed_commitment: *seed_commitment,
                }));
                self.phase = Phase::Setup;
            }
            Event::ContributionAdded {
                player,
                contribution,
            } => {
                if let Some(slot) = self.contributions.get_mut(usize::from(*player)) {
                    *slot = Some(*contribution);
                }
            }
            Event::SeedRevealed { seed } => self.seed = Some(*seed),
            Event::SeatsDrawn { players, .. } => {
                self.seat_players = players.clone();
                self.start_players(players.len().min(MAX_PLAYERS));
            }
            Event::GovernorsPlaced { track, .. } => {
                if let Some(board) = self.info.as_ref().map(|i| Arc::clone(&i.board)) {
                    let cities: Vec<usize> =
                        track.iter().filter_map(|c| board.city_index(*c)).collect();
                    self.track = Track::with_bottom_first(&cities);
                }
                self.phase = if self.options().has_auction() {
                    Phase::Auction
                } else {
                    Phase::ChooseCharacters
                };
            }
            Event::NeutralPalacesPlaced { per_city } => {
                for city in &mut self.palaces {
                    for _ in 0..*per_city {
                        city.add(crate::maharaja::state::Site::Outer, SiteOwner::Neutral);
                    }
                }
            }
            Event::CharacterChosen { seat, character } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.characters.insert(*character);
                }
                if self
                    .auction
                    .is_some_and(|a| a.winner.is_some_and(|(w, _)| w == *seat))
                {
                    self.auction = None;
                }
                if self.players.0.iter().all(|p| !p.characters.is_empty()) {
                    self.phase = Phase::PlaceHouses;
                }
            }
            Event::InitialHousePlaced { seat, village } => {
                self.add_house(*seat, (*village).into());
                self.initial_houses_placed += 1;
            }
            Event::InitialSupplyTaken { seat, count } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.quarry = p.quarry.saturating_sub(*count);
                    p.supply = p.supply.saturating_add(*count);
                }
            }
            _ => {}
        }
    }

    /// The character auction (§11.2.5, D9).
    fn apply_auction(&mut self, event: &Event) {
        match event {
            Event::AuctionStarted {
                auction,
                kind,
                starter,
                bidders,
            } => {
                self.auction = Some(AuctionState::new(*auction, *kind, *starter, bidders));
            }
            Event::BidPlaced { seat, amount, .. } => {
                let players = self.players.len();
                if let Some(a) = &mut self.auction {
                    a.high = Some((*seat, *amount));
                    a.next = a.still_in_after(*seat, players);
                }
            }
            Event::BidPassed { seat, .. } => {
                let players = self.players.len();
                if let Some(a) = &mut self.auction {
                    if let Some(p) = a.passed.get_mut(seat.index()) {
                        *p = true;
                    }
                    a.next = a.still_in_after(*seat, players);
                }
            }
            Event::BidCommitted {
                seat,
                commitment,
                by_system,
                ..
            } => {
                if let Some(a) = self.auction.as_mut() {
                    if let Some(slot) = a.sealed.get_mut(seat.index()) {
                        *slot = Some(*commitment);
                    }
                    if let Some(slot) = a.sealed_by_system.get_mut(seat.index()) {
                        *slot = *by_system;
                    }
                }
            }
            Event::BidRevealed { seat, amount, .. } => {
                if let Some(slot) = self
                    .auction
                    .as_mut()
                    .and_then(|a| a.revealed.get_mut(seat.index()))
                {
                    *slot = Some(Some(*amount));
                }
            }
            Event::BidUnopenable { seat, .. } | Event::BidVoided { seat, .. } => {
                if let Some(slot) = self
                    .auction
                    .as_mut()
                    .and_then(|a| a.revealed.get_mut(seat.index()))
                {
                    *slot = Some(None);
                }
            }
            Event::AuctionWon { seat, amount, .. } => {
                self.pay(Payment::to_bank(*seat, *amount));
                if let Some(a) = &mut self.auction {
                    a.winner = Some((*seat, *amount));
                    a.next = None;
                }
            }
            _ => {}
        }
    }

    /// Round flow: the round's start, discs, round-start income, city scoring and the end.
    fn apply_round(&mut self, event: &Event) {
        match event {
            Event::RoundStarted {
                round,
                maharaja,
                from_slot,
                to_slot,
            } => {
                self.round = *round;
                self.maharaja = self.board().and_then(|b| b.city_index(*maharaja));
                self.track.move_tile(*from_slot, *to_slot);
                self.phase = Phase::Discs;
                self.turn = None;
                for p in &mut self.players.0 {
                    p.disc = DiscState::Unset;
                    p.played = false;
                }
            }
            Event::DiscCommitted {
                seat,
                commitment,
                by_system,
                ..
            } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.disc = DiscState::Committed {
                        commitment: *commitment,
                        by_system: *by_system,
                    };
                }
                if self.players.0.iter().all(|p| p.disc != DiscState::Unset) {
                    self.phase = Phase::Turns;
                }
            }
            Event::DiscRevealed { seat, actions, .. } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.disc = DiscState::Revealed(*actions);
                }
                let slot = |action| SlotProgress {
                    action: Some(action),
                    ..SlotProgress::default()
                };
                self.turn = Some(TurnState::new(*seat, [slot(actions[0]), slot(actions[1])]));
            }
            Event::DiscUnopenable { seat, .. } | Event::DiscVoided { seat, .. } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.disc = DiscState::Unopenable;
                }
                self.turn = Some(TurnState::new(*seat, [SlotProgress::default(); 2]));
            }
            Event::MerchantGoldReceived { seat, amount } => {
                self.pay(Payment::from_bank(*seat, *amount));
                if let Some(turn) = &mut self.turn {
                    turn.merchant_paid = true;
                }
            }
            Event::ActionTokenReceived { seat } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.tokens = p.tokens.saturating_add(1);
                }
                if let Some(turn) = &mut self.turn {
                    turn.yogi_granted = true;
                }
            }
            Event::ForfeitCompensated { payments, .. } | Event::CityScored { payments, .. } => {
                for payment in payments {
                    self.pay(*payment);
                }
            }
            Event::GameEnded { ranking, .. } => {
                self.ranking = ranking.clone();
                self.phase = Phase::Over;
                self.turn = None;
            }
            _ => {}
        }
    }

    /// A turn's steps: travel, actions, the Builder, action tokens and the turn's end.
    fn apply_turn(&mut self, event: &Event) {
        match event {
            Event::ActionTokenUsed { seat, action } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.tokens = p.tokens.saturating_sub(1);
                }
                if let Some(turn) = &mut self.turn {
                    turn.token = Some(SlotProgress {
                        action: Some(*action),
                        ..SlotProgress::default()
                    });
                }
            }
            Event::ArchitectTraveled {
                seat, to, tolls, ..
            } => {
                let city = self.board().and_then(|b| b.city_index(*to));
                if let Some(p) = self.players.get_mut(*seat) {
                    p.architect = city;
                }
                for toll in tolls {
                    self.pay(Payment {
                        from: toll.from,
                        to: Party::Seat(toll.to),
                        amount: toll.amount,
                    });
                }
            }
            Event::GoldTaken { seat, slot, amount } => {
                self.pay(Payment::from_bank(*seat, *amount));
                self.progress(*slot, |p| p.used = true);
            }
            Event::HousesQuarried { seat, slot, count } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.quarry = p.quarry.saturating_sub(*count);
                    p.supply = p.supply.saturating_add(*count);
                }
                self.progress(*slot, |p| {
                    p.used = true;
                    p.quarried = p.quarried.saturating_add(*count);
                });
            }
            Event::HouseBuilt { seat, by, at, cost } => {
                let in_village = self.add_house(*seat, *at);
                self.pay(Payment::to_bank(*seat, *cost));
                self.mark_means(*by, |p| {
                    p.houses = p.houses.saturating_add(1);
                    if in_village {
                        p.village_houses = p.village_houses.saturating_add(1);
                    }
                });
            }
            Event::HouseMoved { seat, by, from, to } => {
                if let Some(counts) = self.node_of(*from).and_then(|n| self.houses.get_mut(n)) {
                    if let Some(c) = counts.get_mut(seat.index()) {
                        *c = c.saturating_sub(1);
                    }
                }
                if let Some(counts) = self.node_of(*to).and_then(|n| self.houses.get_mut(n)) {
                    if let Some(c) = counts.get_mut(seat.index()) {
                        *c = c.saturating_add(1);
                    }
                }
                self.mark_means(*by, |p| p.used = true);
            }
            Event::PalaceBuilt {
                seat,
                slot,
                city,
                site,
                cost,
            } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.palaces_built = p.palaces_built.saturating_add(1);
                }
                if let Some(i) = self.board().and_then(|b| b.city_index(*city)) {
                    if let Some(palaces) = self.palaces.get_mut(i) {
                        palaces.add(*site, SiteOwner::Seat(*seat));
                    }
                }
                self.pay(Payment::to_bank(*seat, *cost));
                self.progress(*slot, |p| p.palace = true);
            }
            Event::GovernorMoved {
                slot,
                from_slot,
                to_slot,
                ..
            } => {
                self.track.move_tile(*from_slot, *to_slot);
                self.progress(*slot, |p| p.used = true);
            }
            Event::TurnEnded { seat, .. } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.played = true;
                }
                self.turn = None;
            }
            _ => {}
        }
    }

    /// Characters changing hands in a turn: taken, swapped, lured, given, replaced (D6, D10).
    fn apply_characters(&mut self, event: &Event) {
        match event {
            Event::CharacterTaken {
                seat,
                slot,
                character,
                from_seat,
                returned,
            } => {
                if let Some(victim) = from_seat.and_then(|s| self.players.get_mut(s)) {
                    victim.characters.remove(*character);
                }
                if let Some(p) = self.players.get_mut(*seat) {
                    for c in returned {
                        p.characters.remove(*c);
                    }
                    p.characters.insert(*character);
                }
                self.progress(*slot, |p| p.used = true);
            }
            Event::CharactersSwapped {
                seat,
                slot,
                took,
                from_seat,
                gave,
            } => {
                if let Some(other) = self.players.get_mut(*from_seat) {
                    other.characters.remove(*took);
                    other.characters.insert(*gave);
                }
                if let Some(p) = self.players.get_mut(*seat) {
                    p.characters.remove(*gave);
                    p.characters.insert(*took);
                }
                self.progress(*slot, |p| p.used = true);
            }
            Event::CharacterLured {
                slot, from_seat, ..
            } => {
                if let Some(turn) = &mut self.turn {
                    turn.gift_from = Some(*from_seat);
                }
                self.progress(*slot, |p| p.used = true);
            }
            Event::CharacterGiven {
                seat,
                to,
                character,
                ..
            } => {
                if let Some(giver) = self.players.get_mut(*seat) {
                    giver.characters.remove(*character);
                }
                if let Some(p) = self.players.get_mut(*to) {
                    p.characters.insert(*character);
                }
                if let Some(turn) = &mut self.turn {
                    turn.gift_from = None;
                }
            }
            Event::CharacterReplaced {
                seat, character, ..
            } => {
                if let Some(p) = self.players.get_mut(*seat) {
                    p.characters.insert(*character);
                }
            }
            _ => {}
        }
    }

    fn node_of(&self, place: PlaceId) -> Option<usize> {
        let board = self.board()?;
        board.place(place).map(|p| board.node(p))
    }

    /// Puts a house from the supply on the board; returns whether the place is a village.
    fn add_house(&mut self, seat: Seat, at: PlaceId) -> bool {
        let Some(board) = self.info.as_ref().map(|i| Arc::clone(&i.board)) else {
            return false;
        };
        let Some(place) = board.place(at) else {
            return false;
        };
        if let Some(c) = self
            .houses
            .get_mut(board.node(place))
            .and_then(|counts| counts.get_mut(seat.index()))
        {
            *c = c.saturating_add(1);
        }
        if let Some(p) = self.players.get_mut(seat) {
            p.supply = p.supply.saturating_sub(1);
        }
        matches!(place, Place::Village(_))
    }

    fn pay(&mut self, payment: Payment) {
        if payment.amount == Gold::ZERO {
            return;
        }
        match payment.from {
            Party::Bank => self.bank_paid_out += u64::from(payment.amount.0),
            Party::Seat(seat) => {
                if let Some(p) = self.players.get_mut(seat) {
                    p.gold = p.gold.saturating_sub(payment.amount);
                }
            }
        }
        match payment.to {
            Party::Bank => self.bank_received += u64::from(payment.amount.0),
            Party::Seat(seat) => {
                if let Some(p) = self.players.get_mut(seat) {
                    p.gold += payment.amount;
                }
            }
        }
    }

    fn progress(&mut self, slot: Slot, change: impl FnOnce(&mut SlotProgress)) {
        if let Some(progress) = self.turn.as_mut().and_then(|t| t.slot_mut(slot)) {
            change(progress);
        }
    }

    fn mark_means(&mut self, by: Means, change: impl FnOnce(&mut SlotProgress)) {
        match by {
            Means::Slot(slot) => self.progress(slot, change),
            Means::Builder => {
                if let Some(turn) = &mut self.turn {
                    turn.builder_used = true;
                }
            }
        }
    }
}
