//! `legal_moves`: every command a seat may issue now, for every phase. Each entry is accepted by
//! `decide` (tests check this over whole games). Disc commands carry a zero nonce as a
//! placeholder the caller replaces; at the sealed-in-the-browser level a disc is listed as the
//! sealed move (`seal_disc`, one per disc in [`disc_pairs`] order, its commitment made with the
//! zero nonce: the caller commits with its own nonce) and the disc's opening as `open_disc`
//! (placeholder arrows and nonce: the player's device holds the real ones). Travel is listed as `Travel { to }` (the cheapest path) for
//! every affordable city; explicit paths are unbounded and not listed.

use crate::bytes::Bytes32;
use crate::ids::{PlaceId, Seat};
use crate::maharaja::action::{Action, Slot};
use crate::maharaja::board::Place;
use crate::maharaja::character::Character;
use crate::maharaja::command::{Command, PlayerCommand};
use crate::maharaja::commitment::{bid_commitment, disc_commitment};
use crate::maharaja::decide::palace_cost;
use crate::maharaja::gold::Gold;
use crate::maharaja::options::Auction;
use crate::maharaja::state::{Game, Phase, PlayerState, Site, TurnState, OUTER_SITES};
use crate::maharaja::travel::trip_costs;

/// The commands `seat` may issue now.
pub fn legal_moves(game: &Game, seat: Seat) -> Vec<Command> {
    let Some(player) = game.player(seat).copied() else {
        return Vec::new();
    };
    let commands = match game.phase() {
        Phase::ChooseCharacters | Phase::Auction if game.next_chooser() == Some(seat) => game
            .bank_characters()
            .iter()
            .map(|character| PlayerCommand::ChooseCharacter { character })
            .collect(),
        Phase::Auction => auction_moves(game, seat, &player),
        Phase::PlaceHouses if game.next_house_placer() == Some(seat) => game
            .board()
            .map(|b| {
                (0..b.villages().len())
                    .filter(|v| game.total_houses_at(Place::Village(*v)) < game.village_capacity())
                    .map(|v| PlayerCommand::PlaceHouse {
                        village: b.villages()[v],
                    })
                    .collect()
            })
            .unwrap_or_default(),
        Phase::Discs if game.options().trust.seals_in_browser() => {
            let game_id = game.info().map(|info| info.game_id).unwrap_or_default();
            disc_pairs()
                .map(|actions| PlayerCommand::SealDisc {
                    commitment: disc_commitment(
                        game_id,
                        game.round(),
                        seat,
                        actions,
                        &Bytes32::default(),
                    ),
                })
                .collect()
        }
        Phase::Discs => disc_pairs()
            .map(|actions| PlayerCommand::SetDisc {
                actions,
                nonce: Bytes32::default(),
            })
            .collect(),
        Phase::Turns => turn_moves(game, seat, &player),
        _ => Vec::new(),
    };
    commands
        .into_iter()
        .map(|command| Command::player(seat, command))
        .collect()
}

/// Every disc a player may set (81 pairs, the first arrow's action first), in the order
/// `legal_moves` lists them.
pub(crate) fn disc_pairs() -> impl Iterator<Item = [Action; 2]> {
    Action::ALL
        .into_iter()
        .flat_map(|a| Action::ALL.into_iter().map(move |b| [a, b]))
}

/// Bids: in an open auction the seat to act may bid any amount above the current bid up to its
/// gold (the opener from 0) or pass (not the opener); in a sealed auction every bidder may
/// (re)commit any amount up to its gold until the last bid is in.
fn auction_moves(game: &Game, seat: Seat, player: &PlayerState) -> Vec<PlayerCommand> {
    let Some(auction) = game.auction().filter(|a| a.winner.is_none()) else {
        return Vec::new();
    };
    if !auction.is_bidder(seat) {
        return Vec::new();
    }
    let amounts = |from: u32| (from..=player.gold.0).map(Gold);
    match auction.kind {
        Auction::Sealed if game.options().trust.seals_in_browser() => {
            if auction.missing_bids().is_empty() {
                // Sealed in the browser: the player opens their bid (the opening their device
                // kept; the amount and nonce shown here are placeholders).
                if !auction.unopened(true).is_empty() || !auction.unopened(false).contains(&seat) {
                    return Vec::new();
                }
                return vec![PlayerCommand::OpenBid {
                    amount: Gold::ZERO,
                    nonce: Bytes32::default(),
                }];
            }
            let game_id = game.info().map(|info| info.game_id).unwrap_or_default();
            amounts(0)
                .map(|amount| PlayerCommand::SealBid {
                    commitment: bid_commitment(
                        game_id,
                        auction.number,
                        seat,
                        amount,
                        &Bytes32::default(),
                    ),
                })
                .collect()
        }
        Auction::Sealed => {
            if auction.missing_bids().is_empty() {
                return Vec::new();
            }
            amounts(0)
                .map(|amount| PlayerCommand::SealedBid {
                    amount,
                    nonce: Bytes32::default(),
                })
                .collect()
        }
        Auction::Open | Auction::None => {
            if auction.next != Some(seat) {
                return Vec::new();
            }
            let from = auction.high.map_or(0, |(_, high)| high.0 + 1);
            let mut moves: Vec<PlayerCommand> = amounts(from)
                .map(|amount| PlayerCommand::Bid { amount })
                .collect();
            if auction.high.is_some() {
                moves.push(PlayerCommand::PassBid);
            }
            moves
        }
    }
}

fn turn_moves(game: &Game, seat: Seat, player: &PlayerState) -> Vec<PlayerCommand> {
    let pending = game.pending_replacements();
    if pending.contains(&seat) {
        return game
            .bank_characters()
            .iter()
            .map(|character| PlayerCommand::ReplaceCharacter { character })
            .collect();
    }
    if game.awaiting() == crate::maharaja::state::Awaiting::Reveal(seat)
        && crate::maharaja::rules::opened_by_player(game, seat)
    {
        // Sealed in the browser: the player opens their disc (the opening their device kept;
        // the actions and nonce shown here are placeholders).
        return vec![PlayerCommand::OpenDisc {
            actions: [Action::Gold, Action::Gold],
            nonce: Bytes32::default(),
        }];
    }
    if let Some(giver) = game.pending_gift() {
        if giver != seat {
            return Vec::new();
        }
        return player
            .characters
            .iter()
            .map(|character| PlayerCommand::GiveCharacter { character })
            .collect();
    }
    let Some(turn) = game.turn().copied().filter(|t| t.seat == seat) else {
        return Vec::new();
    };
    if !pending.is_empty() {
        return Vec::new();
    }
    let Some(board) = game.board() else {
        return Vec::new();
    };
    let mut moves = vec![PlayerCommand::EndTurn];
    for (city, cost) in trip_costs(game, seat).into_iter().enumerate() {
        if cost.is_some_and(|cost| cost <= player.gold) {
            moves.push(PlayerCommand::Travel {
                to: board.city_id(city),
            });
        }
    }
    let sites = house_sites(game, player);
    if game.options().expanded && turn.token.is_none() && player.tokens > 0 {
        for action in Action::ALL {
            if action != Action::Character {
                moves.push(PlayerCommand::UseActionToken { action });
            }
        }
    }
    for slot in [Slot::A, Slot::B, Slot::Token] {
        slot_moves(game, seat, player, &turn, slot, &sites, &mut moves);
    }
    let builder = player.characters.contains(Character::Builder) && !turn.builder_used;
    if builder {
        if player.supply > 0 {
            for at in &sites {
                moves.push(PlayerCommand::BuilderBuildHouse {
                    at: board.place_id(*at),
                });
            }
        }
        for (from, to) in house_moves(game, seat, &sites) {
            moves.push(PlayerCommand::BuilderMoveHouse { from, to });
        }
    }
    moves
}

fn slot_moves(
    game: &Game,
    seat: Seat,
    player: &PlayerState,
    turn: &TurnState,
    slot: Slot,
    sites: &[Place],
    moves: &mut Vec<PlayerCommand>,
) {
    let Some(progress) = turn.slot(slot).copied() else {
        return;
    };
    let Some(action) = progress.action else {
        return;
    };
    let Some(board) = game.board() else {
        return;
    };
    if progress.houses_left() > 0 && player.supply > 0 && player.gold.0 >= 1 {
        let first_in_village =
            action == Action::TwoHouses && progress.houses == 1 && progress.village_houses == 1;
        for at in sites {
            if first_in_village && matches!(at, Place::Village(_)) {
                continue;
            }
            moves.push(PlayerCommand::BuildHouse {
                slot,
                at: board.place_id(*at),
            });
        }
    }
    if progress.palace_left()
        && player.palaces_built < game.options().palaces_per_player()
        && player.gold >= palace_cost(player)
    {
        if let Some(city) = player.architect {
            let palaces = game.city_palaces(city);
            if palaces.central.is_none() {
                moves.push(PlayerCommand::BuildPalace {
                    slot,
                    city: board.city_id(city),
                    site: Site::Central,
                });
            }
            if palaces.outer_count() < OUTER_SITES {
                moves.push(PlayerCommand::BuildPalace {
                    slot,
                    city: board.city_id(city),
                    site: Site::Outer,
                });
            }
        }
    }
    if progress.used {
        return;
    }
    match action {
        Action::Gold => moves.push(PlayerCommand::TakeGold { slot }),
        Action::Quarry if player.quarry > 0 => moves.push(PlayerCommand::TakeFromQuarry { slot }),
        Action::MoveHouse => {
            for (from, to) in house_moves(game, seat, sites) {
                moves.push(PlayerCommand::MoveHouse { slot, from, to });
            }
        }
        Action::Governor => {
            for (i, city) in board.cities().iter().enumerate() {
                if game.track().governor_move(i).is_ok() {
                    moves.push(PlayerCommand::MoveGovernor {
                        slot,
                        city: city.id,
                    });
                }
            }
        }
        Action::Character if game.options().multi_character => {
            character_moves_expanded_two(game, seat, player, slot, moves);
        }
        Action::Character => {
            for character in game.characters_in_play().iter() {
                if !player.characters.contains(character) {
                    moves.push(PlayerCommand::TakeCharacter { slot, character });
                }
            }
        }
        _ => {}
    }
}

/// Expanded II (D10): take from the bank while it has characters; else swap any character
/// another player holds for one of yours, or lure from any player holding more than you.
fn character_moves_expanded_two(
    game: &Game,
    seat: Seat,
    player: &PlayerState,
    slot: Slot,
    moves: &mut Vec<PlayerCommand>,
) {
    let bank = game.bank_characters();
    if !bank.is_empty() {
        for character in bank.iter() {
            moves.push(PlayerCommand::TakeCharacter { slot, character });
        }
        return;
    }
    for (other, p) in game.players().iter() {
        if other == seat {
            continue;
        }
        for take in p.characters.iter() {
            for give in player.characters.iter() {
                moves.push(PlayerCommand::SwapCharacters { slot, take, give });
            }
        }
        if player.characters.len() < p.characters.len() {
            moves.push(PlayerCommand::LureCharacter {
                slot,
                from_seat: other,
            });
        }
    }
}

/// Where a house may go now: villages with room and the architect's city.
fn house_sites(game: &Game, player: &PlayerState) -> Vec<Place> {
    let Some(board) = game.board() else {
        return Vec::new();
    };
    let mut sites: Vec<Place> = (0..board.villages().len())
        .map(Place::Village)
        .filter(|v| game.total_houses_at(*v) < game.village_capacity())
        .collect();
    if let Some(city) = player.architect {
        sites.push(Place::City(city));
    }
    sites
}

/// Every (from, to) move of one of the seat's houses.
fn house_moves(game: &Game, seat: Seat, sites: &[Place]) -> Vec<(PlaceId, PlaceId)> {
    let Some(board) = game.board() else {
        return Vec::new();
    };
    let mut moves = Vec::new();
    for node in 0..board.node_count() {
        let from = board.node_place(node);
        if game.houses_at(from, seat) == 0 {
            continue;
        }
        for to in sites {
            if *to != from {
                moves.push((board.place_id(from), board.place_id(*to)));
            }
        }
    }
    moves
}
