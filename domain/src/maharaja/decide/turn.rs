//! The active player's turn: the nine actions with their conditions (§7, D4), travel, the
//! characters' abilities (D5), the Character action and the victim's replacement (D6).

use super::Batch;
use crate::ids::{CityId, PlaceId, Seat};
use crate::maharaja::action::{Action, Slot};
use crate::maharaja::board::Place;
use crate::maharaja::character::Character;
use crate::maharaja::command::PlayerCommand;
use crate::maharaja::event::{Event, Means};
use crate::maharaja::gold::Gold;
use crate::maharaja::state::{
    Game, Phase, PlayerState, Site, SlotProgress, TurnState, OUTER_SITES,
};
use crate::maharaja::track::GovernorBlocked;
use crate::maharaja::travel;
use crate::maharaja::violation::RuleViolation;

/// Cost of a house.
pub const HOUSE_COST: Gold = Gold(1);
/// Cost of a palace.
pub const PALACE_COST: Gold = Gold(12);
/// Cost of a palace for the Master Craftsman.
pub const CRAFTSMAN_PALACE_COST: Gold = Gold(9);
/// Gold from the Gold action.
pub const GOLD_ACTION: Gold = Gold(2);
/// The Merchant's gold per turn.
pub const MERCHANT_GOLD: Gold = Gold(1);
/// Houses the Quarry action moves.
pub const QUARRY_HOUSES: u8 = 2;

/// The running turn of `seat`, if it may act now.
pub(super) fn active_turn(game: &Game, seat: Seat) -> Result<TurnState, RuleViolation> {
    let turn = match (game.phase(), game.turn()) {
        (Phase::Turns, Some(turn)) if turn.seat == seat => *turn,
        _ => return Err(RuleViolation::NotYourTurn),
    };
    if let Some(waiting) = game.pending_replacements().first() {
        return Err(RuleViolation::WaitingForReplacement { seat: *waiting });
    }
    if let Some(seat) = game.pending_gift() {
        return Err(RuleViolation::WaitingForGift { seat });
    }
    Ok(turn)
}

/// D5: the Merchant's gold and the Yogi's token at the start of the turn.
pub(super) fn start_of_turn_abilities(batch: &mut Batch, seat: Seat) {
    grant_merchant_gold(batch, seat);
    grant_yogi_token(batch, seat);
}

/// D5: the same abilities when the active player acquires a character during the turn (each
/// is granted at most once per turn).
fn acquired_abilities(batch: &mut Batch, seat: Seat) {
    start_of_turn_abilities(batch, seat);
}

/// D5, D1: the Yogi's holder gets a token once per turn, unless all 7 are held (R22).
fn grant_yogi_token(batch: &mut Batch, seat: Seat) {
    let holds = batch
        .game
        .player(seat)
        .is_some_and(|p| p.characters.contains(Character::Yogi));
    let granted = batch.game.turn().is_none_or(|t| t.yogi_granted);
    if holds && !granted && batch.game.tokens_in_bank() > 0 {
        batch.push(Event::ActionTokenReceived { seat });
    }
}

fn grant_merchant_gold(batch: &mut Batch, seat: Seat) {
    let holds = batch
        .game
        .player(seat)
        .is_some_and(|p| p.characters.contains(Character::Merchant));
    let granted = batch.game.turn().is_none_or(|t| t.merchant_paid);
    if holds && !granted {
        batch.push(Event::MerchantGoldReceived {
            seat,
            amount: MERCHANT_GOLD,
        });
    }
}

pub(super) fn play(
    batch: &mut Batch,
    seat: Seat,
    command: &PlayerCommand,
) -> Result<(), RuleViolation> {
    match command {
        PlayerCommand::TakeCharacter { .. }
        | PlayerCommand::SwapCharacters { .. }
        | PlayerCommand::LureCharacter { .. } => character_step(batch, seat, command),
        PlayerCommand::BuildHouse { .. }
        | PlayerCommand::BuildPalace { .. }
        | PlayerCommand::MoveHouse { .. }
        | PlayerCommand::BuilderBuildHouse { .. }
        | PlayerCommand::BuilderMoveHouse { .. } => build_step(batch, seat, command),
        _ => board_step(batch, seat, command),
    }
}

/// A step that builds nothing: travel, gold, quarry, the governor, an action token.
fn board_step(batch: &mut Batch, seat: Seat, command: &PlayerCommand) -> Result<(), RuleViolation> {
    let turn = active_turn(&batch.game, seat)?;
    let game = &batch.game;
    let player = *game
        .player(seat)
        .ok_or(RuleViolation::UnknownSeat { seat })?;
    let event = match command {
        PlayerCommand::Travel { to } => {
            let plan = travel::plan_cheapest(game, seat, *to)?;
            travel::traveled_event(game, seat, plan)
        }
        PlayerCommand::TravelPath { path } => {
            let plan = travel::plan_path(game, seat, path)?;
            travel::traveled_event(game, seat, plan)
        }
        PlayerCommand::TakeGold { slot } => {
            let progress = slot_with(game, &turn, *slot, &[Action::Gold], "Gold")?;
            unused(&progress, *slot)?;
            Event::GoldTaken {
                seat,
                slot: *slot,
                amount: GOLD_ACTION,
            }
        }
        PlayerCommand::TakeFromQuarry { slot } => {
            let progress = slot_with(game, &turn, *slot, &[Action::Quarry], "Quarry")?;
            unused(&progress, *slot)?;
            if player.quarry == 0 {
                return Err(RuleViolation::QuarryEmpty);
            }
            Event::HousesQuarried {
                seat,
                slot: *slot,
                count: player.quarry.min(QUARRY_HOUSES),
            }
        }
        PlayerCommand::MoveGovernor { slot, city } => {
            let progress = slot_with(game, &turn, *slot, &[Action::Governor], "Governor")?;
            unused(&progress, *slot)?;
            let index = city_index(game, *city)?;
            let (from_slot, to_slot) =
                game.track().governor_move(index).map_err(|why| match why {
                    GovernorBlocked::AtBottom => RuleViolation::GovernorAtBottom { city: *city },
                    GovernorBlocked::NotOnTrack => RuleViolation::UnknownCity { city: *city },
                })?;
            Event::GovernorMoved {
                seat,
                slot: *slot,
                city: *city,
                from_slot,
                to_slot,
            }
        }
        PlayerCommand::UseActionToken { action } => {
            if !game.options().expanded {
                return Err(RuleViolation::NoActionTokens);
            }
            if turn.token.is_some() {
                return Err(RuleViolation::TokenAlreadyUsed);
            }
            if *action == Action::Character {
                return Err(RuleViolation::TokenCannotBeCharacter);
            }
            if player.tokens == 0 {
                return Err(RuleViolation::NoTokenToUse);
            }
            Event::ActionTokenUsed {
                seat,
                action: *action,
            }
        }
        PlayerCommand::ChooseCharacter { .. }
        | PlayerCommand::PlaceHouse { .. }
        | PlayerCommand::SetDisc { .. }
        | PlayerCommand::SealDisc { .. }
        | PlayerCommand::OpenDisc { .. }
        | PlayerCommand::SealBid { .. }
        | PlayerCommand::OpenBid { .. }
        | PlayerCommand::EndTurn
        | PlayerCommand::ReplaceCharacter { .. }
        | PlayerCommand::GiveCharacter { .. }
        | PlayerCommand::Bid { .. }
        | PlayerCommand::PassBid
        | PlayerCommand::SealedBid { .. }
        | PlayerCommand::TakeCharacter { .. }
        | PlayerCommand::SwapCharacters { .. }
        | PlayerCommand::LureCharacter { .. }
        | PlayerCommand::BuildHouse { .. }
        | PlayerCommand::BuildPalace { .. }
        | PlayerCommand::MoveHouse { .. }
        | PlayerCommand::BuilderBuildHouse { .. }
        | PlayerCommand::BuilderMoveHouse { .. } => {
            // `decide` routes these elsewhere (characters: `character_step`); they are never
            // board steps.
            return Err(RuleViolation::NotYourTurn);
        }
    };
    batch.push(event);
    Ok(())
}

/// A building step: a house built or moved (by an action or the Builder), a palace built.
fn build_step(batch: &mut Batch, seat: Seat, command: &PlayerCommand) -> Result<(), RuleViolation> {
    let turn = active_turn(&batch.game, seat)?;
    let game = &batch.game;
    let player = *game
        .player(seat)
        .ok_or(RuleViolation::UnknownSeat { seat })?;
    let event = match command {
        PlayerCommand::BuildHouse { slot, at } => {
            let progress = slot_with(
                game,
                &turn,
                *slot,
                &[Action::House, Action::TwoHouses, Action::PalaceHouse],
                "an action that builds a house",
            )?;
            if progress.houses_left() == 0 {
                return Err(RuleViolation::ActionAlreadyDone { slot: *slot });
            }
            let place = house_site(game, &player, *at)?;
            let first_went_to_village = progress.action == Some(Action::TwoHouses)
                && progress.houses == 1
                && progress.village_houses == 1;
            if first_went_to_village && matches!(place, Place::Village(_)) {
                return Err(RuleViolation::SecondHouseMustBeInCity);
            }
            if player.supply == 0 {
                return Err(RuleViolation::SupplyEmpty);
            }
            afford(&player, HOUSE_COST)?;
            Event::HouseBuilt {
                seat,
                by: Means::Slot(*slot),
                at: *at,
                cost: HOUSE_COST,
            }
        }
        PlayerCommand::BuildPalace { slot, city, site } => {
            let progress = slot_with(
                game,
                &turn,
                *slot,
                &[Action::Palace, Action::PalaceHouse],
                "an action that builds a palace",
            )?;
            if !progress.palace_left() {
                return Err(RuleViolation::ActionAlreadyDone { slot: *slot });
            }
            let index = city_index(game, *city)?;
            if player.architect != Some(index) {
                return Err(RuleViolation::ArchitectNotInCity { city: *city });
            }
            if player.palaces_built >= game.options().palaces_per_player() {
                return Err(RuleViolation::NoPalaceLeft);
            }
            let palaces = game.city_palaces(index);
            match site {
                Site::Central if palaces.central.is_some() => {
                    return Err(RuleViolation::CentralSiteTaken { city: *city })
                }
                Site::Outer if palaces.outer_count() >= OUTER_SITES => {
                    return Err(RuleViolation::OuterSitesFull { city: *city })
                }
                _ => {}
            }
            let cost = palace_cost(&player);
            afford(&player, cost)?;
            Event::PalaceBuilt {
                seat,
                slot: *slot,
                city: *city,
                site: *site,
                cost,
            }
        }
        PlayerCommand::MoveHouse { slot, from, to } => {
            let progress = slot_with(game, &turn, *slot, &[Action::MoveHouse], "Move house")?;
            unused(&progress, *slot)?;
            check_move(game, seat, &player, *from, *to)?;
            Event::HouseMoved {
                seat,
                by: Means::Slot(*slot),
                from: *from,
                to: *to,
            }
        }
        PlayerCommand::BuilderBuildHouse { at } => {
            builder_available(&turn, &player)?;
            house_site(game, &player, *at)?;
            if player.supply == 0 {
                return Err(RuleViolation::SupplyEmpty);
            }
            Event::HouseBuilt {
                seat,
                by: Means::Builder,
                at: *at,
                cost: Gold::ZERO,
            }
        }
        PlayerCommand::BuilderMoveHouse { from, to } => {
            builder_available(&turn, &player)?;
            check_move(game, seat, &player, *from, *to)?;
            Event::HouseMoved {
                seat,
                by: Means::Builder,
                from: *from,
                to: *to,
            }
        }
        _ => return Err(RuleViolation::NotYourTurn),
    };
    batch.push(event);
    Ok(())
}

/// A Character action: take, swap (D10) or lure (D10) a character.
fn character_step(
    batch: &mut Batch,
    seat: Seat,
    command: &PlayerCommand,
) -> Result<(), RuleViolation> {
    let turn = active_turn(&batch.game, seat)?;
    let game = &batch.game;
    let player = *game
        .player(seat)
        .ok_or(RuleViolation::UnknownSeat { seat })?;
    let event = match command {
        PlayerCommand::TakeCharacter { slot, character } => {
            let progress = slot_with(game, &turn, *slot, &[Action::Character], "Character")?;
            unused(&progress, *slot)?;
            if !game.characters_in_play().contains(*character) {
                return Err(RuleViolation::CharacterNotInGame {
                    character: *character,
                });
            }
            if player.characters.contains(*character) {
                return Err(RuleViolation::AlreadyHoldCharacter {
                    character: *character,
                });
            }
            let event = if game.options().multi_character {
                // D10: from the bank, keeping every character held.
                let bank = game.bank_characters();
                if bank.is_empty() {
                    return Err(RuleViolation::BankEmpty);
                }
                if !bank.contains(*character) {
                    return Err(RuleViolation::CharacterNotInBank {
                        character: *character,
                    });
                }
                Event::CharacterTaken {
                    seat,
                    slot: *slot,
                    character: *character,
                    from_seat: None,
                    returned: Vec::new(),
                }
            } else {
                Event::CharacterTaken {
                    seat,
                    slot: *slot,
                    character: *character,
                    from_seat: game.holder_of(*character),
                    returned: player.characters.iter().collect(),
                }
            };
            batch.push(event);
            acquired_abilities(batch, seat);
            return Ok(());
        }
        PlayerCommand::SwapCharacters { slot, take, give } => {
            let progress = slot_with(game, &turn, *slot, &[Action::Character], "Character")?;
            unused(&progress, *slot)?;
            swap_or_lure_allowed(game)?;
            if !game.characters_in_play().contains(*take) {
                return Err(RuleViolation::CharacterNotInGame { character: *take });
            }
            if player.characters.contains(*take) {
                return Err(RuleViolation::AlreadyHoldCharacter { character: *take });
            }
            if !player.characters.contains(*give) {
                return Err(RuleViolation::DoNotHoldCharacter { character: *give });
            }
            let Some(from_seat) = game.holder_of(*take) else {
                return Err(RuleViolation::CharacterNotInBank { character: *take });
            };
            batch.push(Event::CharactersSwapped {
                seat,
                slot: *slot,
                took: *take,
                from_seat,
                gave: *give,
            });
            acquired_abilities(batch, seat);
            return Ok(());
        }
        PlayerCommand::LureCharacter { slot, from_seat } => {
            let progress = slot_with(game, &turn, *slot, &[Action::Character], "Character")?;
            unused(&progress, *slot)?;
            swap_or_lure_allowed(game)?;
            if *from_seat == seat {
                return Err(RuleViolation::CannotLureFromYourself);
            }
            let target = game
                .player(*from_seat)
                .ok_or(RuleViolation::UnknownSeat { seat: *from_seat })?;
            let yours = player.characters.len();
            let theirs = target.characters.len();
            if yours >= theirs {
                return Err(RuleViolation::LureNeedsFewerCharacters {
                    target: *from_seat,
                    yours,
                    theirs,
                });
            }
            Event::CharacterLured {
                seat,
                slot: *slot,
                from_seat: *from_seat,
            }
        }
        _ => return Err(RuleViolation::NotYourTurn),
    };
    batch.push(event);
    Ok(())
}

pub(super) fn replace_character(
    batch: &mut Batch,
    seat: Seat,
    character: Character,
    by_system: bool,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    if !game.pending_replacements().contains(&seat) {
        return Err(RuleViolation::NoCharacterToReplace);
    }
    if !game.characters_in_play().contains(character) {
        return Err(RuleViolation::CharacterNotInGame { character });
    }
    if !game.bank_characters().contains(character) {
        return Err(RuleViolation::CharacterNotInBank { character });
    }
    batch.push(Event::CharacterReplaced {
        seat,
        character,
        by_system,
    });
    Ok(())
}

/// Expanded II: the lured player gives one of their characters (D10); the active player
/// gets its abilities at once (D5).
pub(super) fn give_character(
    batch: &mut Batch,
    seat: Seat,
    character: Character,
    by_system: bool,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    if game.pending_gift() != Some(seat) {
        return Err(RuleViolation::NoGiftToGive);
    }
    let Some(to) = game.active_seat() else {
        return Err(RuleViolation::NoGiftToGive);
    };
    if !game
        .player(seat)
        .is_some_and(|p| p.characters.contains(character))
    {
        return Err(RuleViolation::DoNotHoldCharacter { character });
    }
    batch.push(Event::CharacterGiven {
        seat,
        to,
        character,
        by_system,
    });
    acquired_abilities(batch, to);
    Ok(())
}

/// No-show policy: a lured seat gives its highest-numbered character (R25).
pub(super) fn give_for_absent(batch: &mut Batch, seat: Seat) -> Result<(), RuleViolation> {
    let Some(player) = batch.game.player(seat) else {
        return Err(RuleViolation::UnknownSeat { seat });
    };
    let Some(character) = player.characters.iter().last() else {
        return Err(RuleViolation::NoGiftToGive);
    };
    give_character(batch, seat, character, true)
}

pub(super) fn replace_for_absent(batch: &mut Batch, seat: Seat) -> Result<(), RuleViolation> {
    if batch.game.player(seat).is_none() {
        return Err(RuleViolation::UnknownSeat { seat });
    }
    let Some(character) = batch.game.bank_characters().lowest() else {
        return Err(RuleViolation::NoCharacterToReplace);
    };
    replace_character(batch, seat, character, true)
}

/// Expanded II: swap and lure need the variant and an empty bank (D10).
fn swap_or_lure_allowed(game: &Game) -> Result<(), RuleViolation> {
    if !game.options().multi_character {
        return Err(RuleViolation::NotExpandedTwo);
    }
    if !game.bank_characters().is_empty() {
        return Err(RuleViolation::BankNotEmpty);
    }
    Ok(())
}

/// The progress of `slot`, which must show one of `accepted`.
fn slot_with(
    game: &Game,
    turn: &TurnState,
    slot: Slot,
    accepted: &[Action],
    wanted: &'static str,
) -> Result<SlotProgress, RuleViolation> {
    let progress = *turn.slot(slot).ok_or(if game.options().expanded {
        RuleViolation::NoTokenInUse
    } else {
        RuleViolation::NoActionTokens
    })?;
    let shown = progress.action.ok_or(RuleViolation::DiscForfeited)?;
    if !accepted.contains(&shown) {
        return Err(RuleViolation::SlotShowsOtherAction {
            slot,
            shown,
            wanted,
        });
    }
    Ok(progress)
}

fn unused(progress: &SlotProgress, slot: Slot) -> Result<(), RuleViolation> {
    if progress.used {
        Err(RuleViolation::ActionAlreadyDone { slot })
    } else {
        Ok(())
    }
}

fn afford(player: &PlayerState, cost: Gold) -> Result<(), RuleViolation> {
    if player.gold < cost {
        Err(RuleViolation::NotEnoughGold {
            needed: cost,
            have: player.gold,
        })
    } else {
        Ok(())
    }
}

/// What a palace costs this player now (D5: the Master Craftsman while held).
pub fn palace_cost(player: &PlayerState) -> Gold {
    if player.characters.contains(Character::MasterCraftsman) {
        CRAFTSMAN_PALACE_COST
    } else {
        PALACE_COST
    }
}

fn builder_available(turn: &TurnState, player: &PlayerState) -> Result<(), RuleViolation> {
    if !player.characters.contains(Character::Builder) {
        return Err(RuleViolation::NotTheBuilder);
    }
    if turn.builder_used {
        return Err(RuleViolation::BuilderAlreadyUsed);
    }
    Ok(())
}

pub(crate) fn city_index(game: &Game, city: CityId) -> Result<usize, RuleViolation> {
    game.board()
        .and_then(|b| b.city_index(city))
        .ok_or(RuleViolation::UnknownCity { city })
}

/// Where a house may be built or moved to: a village with room, or the city where the
/// architect stands.
fn house_site(game: &Game, player: &PlayerState, at: PlaceId) -> Result<Place, RuleViolation> {
    destination(game, player, at, false)
}

fn destination(
    game: &Game,
    player: &PlayerState,
    at: PlaceId,
    moving: bool,
) -> Result<Place, RuleViolation> {
    let board = game.board().ok_or(RuleViolation::GameNotCreated)?;
    let place = board
        .place(at)
        .ok_or(RuleViolation::UnknownPlace { id: at })?;
    match place {
        Place::Start => Err(RuleViolation::NotAHouseSite { at }),
        Place::Village(v) => {
            let capacity = game.village_capacity();
            if game.total_houses_at(place) >= capacity {
                Err(RuleViolation::VillageFull {
                    village: board.villages()[v],
                    capacity,
                })
            } else {
                Ok(place)
            }
        }
        Place::City(c) => {
            if player.architect == Some(c) {
                Ok(place)
            } else if moving {
                Err(RuleViolation::ArchitectNotInCityForMove {
                    city: board.city_id(c),
                })
            } else {
                Err(RuleViolation::ArchitectNotInCity {
                    city: board.city_id(c),
                })
            }
        }
    }
}

fn check_move(
    game: &Game,
    seat: Seat,
    player: &PlayerState,
    from: PlaceId,
    to: PlaceId,
) -> Result<(), RuleViolation> {
    let board = game.board().ok_or(RuleViolation::GameNotCreated)?;
    let origin = board
        .place(from)
        .ok_or(RuleViolation::UnknownPlace { id: from })?;
    if game.houses_at(origin, seat) == 0 {
        return Err(RuleViolation::NoHouseThere { at: from });
    }
    if from == to {
        return Err(RuleViolation::MoveToSamePlace);
    }
    destination(game, player, to, true).map(|_| ())
}
