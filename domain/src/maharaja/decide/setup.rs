//! Setup: creating the game, the seed and contributions, seating and governors (D11),
//! characters in seat order, the 4 initial houses in character order, and the supply of 6.

use std::sync::Arc;

use super::{auction, round_flow, Batch};
use crate::bytes::Bytes32;
use crate::commitment::seed_commitment;
use crate::game::GameKind;
use crate::ids::{CityId, GameId, Seat, VillageId};
use crate::maharaja::board::{Board, Place};
use crate::maharaja::character::Character;
use crate::maharaja::event::Event;
use crate::maharaja::options::GameOptions;
use crate::maharaja::rules::ENGINE_VERSION;
use crate::maharaja::state::{Game, Phase, MAX_PLAYERS, STARTING_SUPPLY, SUPPLY_AFTER_SETUP};
use crate::maharaja::violation::RuleViolation;
use crate::setup_draw::SetupDraw;

pub(super) fn create(
    game: &Game,
    game_id: GameId,
    options: GameOptions,
    board: &Arc<Board>,
    player_names: &[String],
    seed_commitment: Bytes32,
) -> Result<Vec<Event>, RuleViolation> {
    if game.phase() != Phase::NotCreated {
        return Err(RuleViolation::GameAlreadyCreated);
    }
    if !(2..=MAX_PLAYERS).contains(&player_names.len()) {
        return Err(RuleViolation::PlayerCount {
            count: player_names.len(),
        });
    }
    if player_names.iter().any(|n| n.trim().is_empty()) {
        return Err(RuleViolation::EmptyPlayerName);
    }
    options.validate()?;
    Ok(vec![Event::GameCreated {
        game: GameKind::Maharaja,
        engine: ENGINE_VERSION,
        game_id,
        options,
        board: Arc::clone(board),
        player_names: player_names.to_vec(),
        seed_commitment,
    }])
}

pub(super) fn add_contribution(
    batch: &mut Batch,
    player: u8,
    contribution: Bytes32,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    if game.phase() != Phase::Setup {
        return Err(RuleViolation::GameAlreadyStarted);
    }
    match game.contributions().get(usize::from(player)) {
        None => Err(RuleViolation::UnknownPlayer { player }),
        Some(Some(_)) => Err(RuleViolation::ContributionAlreadyAdded { player }),
        Some(None) => {
            batch.push(Event::ContributionAdded {
                player,
                contribution,
            });
            Ok(())
        }
    }
}

/// A device key for a player: in any phase but the end (a second device may come mid-game); a
/// key registered already (for anyone) is refused, so one device cannot speak for two players.
pub(super) fn register_key(
    batch: &mut Batch,
    player: u8,
    key: &crate::signed::PublicKey,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    if usize::from(player) >= game.contributions().len() {
        return Err(RuleViolation::UnknownPlayer { player });
    }
    let Some(device) = game.keyring.next_device(player, key) else {
        return Err(RuleViolation::KeyAlreadyRegistered);
    };
    batch.push(Event::KeyRegistered {
        player,
        key: key.clone(),
        device,
    });
    Ok(())
}

pub(super) fn start(
    batch: &mut Batch,
    seed: &Bytes32,
    fixed_seating: bool,
    governors: Option<&[CityId]>,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    if game.phase() != Phase::Setup {
        return Err(RuleViolation::GameAlreadyStarted);
    }
    let Some(info) = game.info() else {
        return Err(RuleViolation::GameNotCreated);
    };
    if seed_commitment(info.game_id, seed) != info.seed_commitment {
        return Err(RuleViolation::SeedDoesNotMatchCommitment);
    }
    let board = Arc::clone(&info.board);
    let players = info.player_names.len();
    let has_auction = info.options.has_auction();
    let neutral_per_city = if info.options.neutral_palaces {
        (MAX_PLAYERS - players) as u8
    } else {
        0
    };
    if let Some(track) = governors {
        let mut sorted: Vec<CityId> = track.to_vec();
        sorted.sort();
        let mut cities: Vec<CityId> = board.cities().iter().map(|c| c.id).collect();
        cities.sort();
        if sorted != cities {
            return Err(RuleViolation::GovernorsNotAPermutation);
        }
    }
    let contributions: Vec<Bytes32> = game.contributions().iter().flatten().copied().collect();
    let mut draw = SetupDraw::new(seed, &contributions);
    let mut seating: Vec<u8> = (0..players as u8).collect();
    if !fixed_seating {
        draw.shuffle(&mut seating);
    }
    let track = match governors {
        Some(track) => track.to_vec(),
        None => {
            let mut cities: Vec<CityId> = board.cities().iter().map(|c| c.id).collect();
            draw.shuffle(&mut cities);
            cities
        }
    };
    batch.push(Event::SeedRevealed { seed: *seed });
    batch.push(Event::SeatsDrawn {
        players: seating,
        fixed: fixed_seating,
    });
    batch.push(Event::GovernorsPlaced {
        track,
        given: governors.is_some(),
    });
    if neutral_per_city > 0 {
        batch.push(Event::NeutralPalacesPlaced {
            per_city: neutral_per_city,
        });
    }
    if has_auction {
        auction::start_auction(batch, Seat(0));
    }
    Ok(())
}

pub(super) fn choose_character(
    batch: &mut Batch,
    seat: Seat,
    character: Character,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    let Some(next) = game.next_chooser() else {
        return Err(match game.auction() {
            Some(_) if game.phase() == Phase::Auction => RuleViolation::ChoiceIsAuctioned,
            _ => RuleViolation::NotChoosingCharacters,
        });
    };
    if next != seat {
        return Err(RuleViolation::NotYourTurnToChoose { next });
    }
    if !game.characters_in_play().contains(character) {
        return Err(RuleViolation::CharacterNotInGame { character });
    }
    if !game.bank_characters().contains(character) {
        return Err(RuleViolation::CharacterNotInBank { character });
    }
    batch.push(Event::CharacterChosen { seat, character });
    if batch.game.phase() == Phase::Auction && batch.game.seats_without_character().len() >= 2 {
        // D9: the next auction starts with the seat after the previous winner.
        let players = batch.game.player_count().max(1);
        auction::start_auction(batch, Seat(((seat.index() + 1) % players) as u8));
    }
    Ok(())
}

pub(super) fn place_house(
    batch: &mut Batch,
    seat: Seat,
    village: VillageId,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    let Some(next) = game.next_house_placer() else {
        return Err(RuleViolation::NotPlacingHouses);
    };
    if next != seat {
        return Err(RuleViolation::NotYourTurnToPlace { next });
    }
    let board = game.board().ok_or(RuleViolation::GameNotCreated)?;
    match board.place(village.into()) {
        None => return Err(RuleViolation::UnknownPlace { id: village.into() }),
        Some(place @ Place::Village(_)) => {
            let capacity = game.village_capacity();
            if game.total_houses_at(place) >= capacity {
                return Err(RuleViolation::VillageFull { village, capacity });
            }
        }
        Some(_) => return Err(RuleViolation::InitialHouseNotInVillage { at: village.into() }),
    }
    batch.push(Event::InitialHousePlaced { seat, village });
    let all_placed = batch.game.initial_houses_placed as usize
        >= usize::from(STARTING_SUPPLY) * batch.game.player_count();
    if all_placed {
        let seats: Vec<Seat> = batch.game.seats().collect();
        for seat in seats {
            let quarry = batch.game.player(seat).map_or(0, |p| p.quarry);
            batch.push(Event::InitialSupplyTaken {
                seat,
                count: SUPPLY_AFTER_SETUP.min(quarry),
            });
        }
        round_flow::start_round(batch);
    }
    Ok(())
}
