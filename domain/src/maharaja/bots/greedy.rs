//! The greedy bot. At disc time it makes a plan for its turn — a palace where one is affordable
//! (after tolls, with Gold first or by taking the Master Craftsman if that makes it affordable),
//! houses in the city scored this round when that wins scoring gold, the quarry when its supply
//! runs out, a governor move that brings forward the visit of a city it leads, else gold — and
//! sets its disc to that plan.
//! In its turn it takes gold first, travels the cheapest way to where the plan pays most, then
//! builds, and performs every part of its disc it can (it never forfeits on purpose).

use std::sync::Arc;

use crate::ids::{PlaceId, Seat};
use crate::maharaja::action::{Action, Slot};
use crate::maharaja::board::Place;
use crate::maharaja::character::Character;
use crate::maharaja::command::{Command, PlayerCommand};
use crate::maharaja::decide::{decide, palace_cost, CRAFTSMAN_PALACE_COST, GOLD_ACTION};
use crate::maharaja::gold::Gold;
use crate::maharaja::legal_moves::legal_moves;
use crate::maharaja::state::{Awaiting, CharacterSet, Game, PlayerState, TurnState};

use super::insight::{
    best_rival_points, free_site, governor_move_pays, points_in, scoring_cities, scoring_gold,
    travel_costs, BoardSense,
};
use super::rng::BotRng;
use super::sealer::Sealer;
use super::Bot;

/// Trips the greedy bot makes at most in one turn.
const MAX_TRAVELS: u32 = 2;
/// The most the greedy bot bids for choosing a character first.
const MAX_BID: u32 = 2;
/// The disc's arrows and the action token, in the order the bot plays them.
const ALL_SLOTS: [Slot; 3] = [Slot::A, Slot::B, Slot::Token];

/// Characters by how much the greedy bot wants them. The Yogi (Expanded I only) ranks after the
/// Merchant: its token is worth a third action (the bot uses it for Gold) in each turn.
const PREFERENCE: [Character; 7] = [
    Character::MasterCraftsman,
    Character::GreatMogul,
    Character::Merchant,
    Character::Yogi,
    Character::Builder,
    Character::Sadhu,
    Character::WanderingMonk,
];

/// What the bot decided at disc time beyond the disc itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Plan {
    round: u32,
    actions: [Action; 2],
    /// The character the Character action is for.
    character: Option<Character>,
    /// The city (index) whose governor the Governor action moves.
    governor: Option<usize>,
}

/// Plays for palaces and scoring gold (see the module comment).
pub struct GreedyBot {
    rng: BotRng,
    sealer: Sealer,
    sense: Option<BoardSense>,
    plan: Option<Plan>,
    /// (round, seat) of the turn whose trips are counted.
    turn: Option<(u32, Seat)>,
    travels: u32,
}

impl GreedyBot {
    /// A greedy bot; `seed` only breaks ties between equally good villages.
    pub fn new(seed: u64) -> GreedyBot {
        GreedyBot {
            rng: BotRng::new(seed, b"greedy-bot"),
            sealer: Sealer::new(seed),
            sense: None,
            plan: None,
            turn: None,
            travels: 0,
        }
    }

    /// Reads the board's roads once per board.
    fn ensure_sense(&mut self, game: &Game) {
        if let Some(info) = game.info() {
            if !self.sense.as_ref().is_some_and(|s| s.is_for(&info.board)) {
                self.sense = Some(BoardSense::new(Arc::clone(&info.board)));
            }
        }
    }
}

impl Bot for GreedyBot {
    fn choose(&mut self, game: &Game, seat: Seat) -> Command {
        let step = match game.awaiting() {
            Awaiting::Character(_) => PlayerCommand::ChooseCharacter {
                character: preferred(game.bank_characters()).unwrap_or(Character::GreatMogul),
            },
            Awaiting::InitialHouse(_) => self.initial_house(game, seat),
            Awaiting::Discs(_) => {
                let plan = self.plan_disc(game, seat);
                self.plan = Some(plan);
                self.sealer.disc(game, seat, plan.actions)
            }
            Awaiting::Reveal(_) => match self.sealer.open(game, seat) {
                Some(open) => open,
                None => PlayerCommand::EndTurn,
            },
            Awaiting::Replacement(_) => PlayerCommand::ReplaceCharacter {
                character: preferred(game.bank_characters()).unwrap_or(Character::GreatMogul),
            },
            Awaiting::Bid(_) => return self.open_bid(game, seat),
            Awaiting::SealedBids(_) => self.sealer.bid(
                game,
                seat,
                Gold(game.player(seat).map_or(0, |p| p.gold.0).min(MAX_BID)),
            ),
            Awaiting::BidOpenings(_) => match self.sealer.open_bid(game, seat) {
                Some(open) => open,
                None => PlayerCommand::EndTurn,
            },
            Awaiting::Gift(_) => PlayerCommand::GiveCharacter {
                character: least_wanted(
                    game.player(seat).map(|p| p.characters).unwrap_or_default(),
                )
                .unwrap_or(Character::Yogi),
            },
            Awaiting::Turn(_) => return self.turn_step(game, seat),
            _ => PlayerCommand::EndTurn,
        };
        Command::player(seat, step)
    }
}

/// The most wanted of some characters.
fn preferred(available: CharacterSet) -> Option<Character> {
    PREFERENCE.into_iter().find(|c| available.contains(*c))
}

/// The least wanted of some characters (what the bot gives away).
fn least_wanted(available: CharacterSet) -> Option<Character> {
    PREFERENCE
        .into_iter()
        .rev()
        .find(|c| available.contains(*c))
}

/// Whether the Character action can bring this character: from the bank, or (base game) from
/// its holder, or (Expanded II, bank empty) by a swap.
fn can_get(game: &Game, character: Character) -> bool {
    !game.options().multi_character
        || game.bank_characters().contains(character)
        || game.bank_characters().is_empty()
}

/// Expanded II: the other player holding the most characters (more than `seat`), for a lure.
fn richest_other(game: &Game, seat: Seat) -> Option<Seat> {
    let mine = game.player(seat)?.characters.len();
    game.players()
        .iter()
        .filter(|(s, p)| *s != seat && p.characters.len() > mine)
        .max_by_key(|(s, p)| (p.characters.len(), std::cmp::Reverse(*s)))
        .map(|(s, _)| s)
}

fn holds(player: &PlayerState, character: Character) -> bool {
    player.characters.contains(character)
}

impl GreedyBot {
    // ----- setup -----

    /// A starting house: on roads from the start and to the first cities to be scored, on
    /// roads it helps to open, where the bot has no house yet.
    fn initial_house(&mut self, game: &Game, seat: Seat) -> PlayerCommand {
        let targets = scoring_cities(game);
        let capacity = game.village_capacity();
        let Some(board) = game.info().map(|i| Arc::clone(&i.board)) else {
            return PlayerCommand::EndTurn;
        };
        self.ensure_sense(game);
        let Some(sense) = self.sense.as_ref() else {
            return PlayerCommand::EndTurn;
        };
        let mut best: Option<(i32, usize)> = None;
        for v in 0..board.villages().len() {
            let place = Place::Village(v);
            if game.total_houses_at(place) >= capacity {
                continue;
            }
            let mut value = 0;
            if let Some(road) = sense.road_of(v) {
                for end in road.ends {
                    match end {
                        Place::Start => value += 30,
                        Place::City(c) if Some(c) == targets[0] => value += 30,
                        Place::City(c) if Some(c) == targets[1] => value += 20,
                        _ => {}
                    }
                }
                let others_open = road
                    .villages
                    .iter()
                    .filter(|o| **o != v)
                    .all(|o| game.total_houses_at(Place::Village(*o)) > 0);
                if others_open {
                    value += 20;
                }
            }
            if game.houses_at(place, seat) > 0 {
                value -= 50;
            }
            value = value * 8 + self.rng.below(8) as i32;
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, v));
            }
        }
        match best {
            Some((_, v)) => PlayerCommand::PlaceHouse {
                village: board.villages()[v],
            },
            None => PlayerCommand::EndTurn,
        }
    }

    /// Open auction: one more than the high bid while that stays within [`MAX_BID`] and the
    /// bot's gold, else pass (whatever the rules accept, in that order).
    fn open_bid(&self, game: &Game, seat: Seat) -> Command {
        let gold = game.player(seat).map_or(0, |p| p.gold.0);
        let bid = match game.auction().and_then(|a| a.high) {
            None => Some(0),
            Some((_, high)) => Some(high.0 + 1).filter(|b| *b <= MAX_BID.min(gold)),
        };
        let mut steps = Vec::new();
        if let Some(amount) = bid {
            steps.push(PlayerCommand::Bid {
                amount: Gold(amount),
            });
        }
        steps.push(PlayerCommand::PassBid);
        steps.push(PlayerCommand::Bid { amount: Gold(0) });
        steps
            .into_iter()
            .map(|step| Command::player(seat, step))
            .find(|command| decide(game, command).is_ok())
            .or_else(|| legal_moves(game, seat).into_iter().next())
            .unwrap_or_else(|| Command::player(seat, PlayerCommand::PassBid))
    }

    // ----- the disc -----

    /// The city (index) where a palace for `price` is affordable with `gold` after tolls, and
    /// pays most: a free central site, this round's or the next scored city, cheap travel.
    fn palace_city(
        game: &Game,
        costs: &[Option<u32>],
        gold: u32,
        price: u32,
        targets: [Option<usize>; 2],
    ) -> Option<usize> {
        let mut best: Option<(i64, usize)> = None;
        for (c, cost) in costs.iter().enumerate() {
            let Some(cost) = *cost else { continue };
            let Some(site) = free_site(game, c) else {
                continue;
            };
            if gold < cost + price {
                continue;
            }
            let mut value = match site {
                crate::maharaja::state::Site::Central => 30,
                crate::maharaja::state::Site::Outer => 10,
            };
            if Some(c) == targets[0] {
                value += 40;
            } else if Some(c) == targets[1] {
                value += 20;
            }
            value -= 12 * i64::from(cost);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, c));
            }
        }
        best.map(|(_, c)| c)
    }

    fn plan_disc(&mut self, game: &Game, seat: Seat) -> Plan {
        let round = game.round();
        let plan = |actions, character, governor| Plan {
            round,
            actions,
            character,
            governor,
        };
        let Some(player) = game.player(seat).copied() else {
            return plan([Action::Gold, Action::Gold], None, None);
        };
        let gold = player.gold.0 + u32::from(holds(&player, Character::Merchant));
        let costs = travel_costs(game, seat);
        let targets = scoring_cities(game);
        let price = palace_cost(&player).0;
        if player.palaces_built < game.options().palaces_per_player() {
            if let Some(c) = Self::palace_city(game, &costs, gold, price, targets) {
                let mut rest = gold - costs[c].unwrap_or(0) - price;
                let mut supply = player.supply;
                let first = if rest >= 1 && supply >= 1 {
                    rest -= 1;
                    supply -= 1;
                    Action::PalaceHouse
                } else {
                    Action::Palace
                };
                let scored_now = Some(c) == targets[0];
                let second = if supply == 0 && player.quarry > 0 {
                    Action::Quarry
                } else if scored_now && rest >= 2 && supply >= 2 {
                    Action::TwoHouses
                } else if scored_now && rest >= 1 && supply >= 1 {
                    Action::House
                } else {
                    Action::Gold
                };
                return plan([first, second], None, None);
            }
            if Self::palace_city(game, &costs, gold + GOLD_ACTION.0, price, targets).is_some() {
                return plan([Action::Gold, Action::Palace], None, None);
            }
            let craftsman = Character::MasterCraftsman;
            if !holds(&player, craftsman)
                && game.characters_in_play().contains(craftsman)
                && can_get(game, craftsman)
                && Self::palace_city(game, &costs, gold, CRAFTSMAN_PALACE_COST.0, targets).is_some()
            {
                return plan([Action::Character, Action::Palace], Some(craftsman), None);
            }
        }
        if player.supply == 0 && player.quarry > 0 {
            return plan([Action::Gold, Action::Quarry], None, None);
        }
        if let Some(m) = targets[0] {
            if self.houses_win_gold(game, seat, m, &costs, gold) {
                return plan([Action::Gold, Action::TwoHouses], None, None);
            }
        }
        if player.supply <= 1 && player.quarry > 0 {
            return plan([Action::Gold, Action::Quarry], None, None);
        }
        if gold >= 6 {
            if let Some(city) = Self::governor_target(game, seat, 3) {
                return plan([Action::Gold, Action::Governor], None, Some(city));
            }
        }
        plan([Action::Gold, Action::Gold], None, None)
    }

    /// Whether two houses in this round's city `m` (after travelling there) win at least 3
    /// more scoring gold than going there without them.
    fn houses_win_gold(
        &self,
        game: &Game,
        seat: Seat,
        m: usize,
        costs: &[Option<u32>],
        gold: u32,
    ) -> bool {
        let Some(player) = game.player(seat) else {
            return false;
        };
        let Some(cost) = costs.get(m).copied().flatten() else {
            return false;
        };
        if player.supply < 2 || gold + GOLD_ACTION.0 < cost + 2 {
            return false;
        }
        let now = points_in(game, seat, m) + u32::from(player.architect != Some(m));
        let with_houses = now + 2;
        scoring_gold(game, seat, m, with_houses) >= scoring_gold(game, seat, m, now) + 3
    }

    /// A city (index) whose governor move brings its visit forward (in any round, R1) and
    /// where the bot leads by at least `lead` points (the best lead first).
    fn governor_target(game: &Game, seat: Seat, lead: i64) -> Option<usize> {
        let board = game.board()?;
        (0..board.cities().len())
            .filter(|c| governor_move_pays(game, *c))
            .map(|c| {
                let margin = i64::from(points_in(game, seat, c))
                    - i64::from(best_rival_points(game, seat, c));
                (margin, c)
            })
            .filter(|(margin, _)| *margin >= lead)
            .max_by_key(|(margin, c)| (*margin, std::cmp::Reverse(*c)))
            .map(|(_, c)| c)
    }

    // ----- the turn -----

    fn turn_step(&mut self, game: &Game, seat: Seat) -> Command {
        let key = (game.round(), seat);
        if self.turn != Some(key) {
            self.turn = Some(key);
            self.travels = 0;
        }
        let end = Command::player(seat, PlayerCommand::EndTurn);
        let (Some(turn), Some(player)) = (game.turn().copied(), game.player(seat).copied()) else {
            return end;
        };
        for step in self.turn_candidates(game, seat, &turn, &player) {
            let travel = matches!(step, PlayerCommand::Travel { .. });
            let command = Command::player(seat, step);
            if decide(game, &command).is_ok() {
                if travel {
                    self.travels += 1;
                }
                return command;
            }
        }
        // Whatever is left of the disc: any legal way to do it rather than forfeit it.
        if !turn.unfinished().is_empty() {
            let unfinished = turn.unfinished();
            let fallback = legal_moves(game, seat).into_iter().find(|m| match m {
                Command::Player { command, .. } => {
                    slot_of(command).is_some_and(|slot| unfinished.contains(&slot))
                }
                Command::System(_) => false,
            });
            if let Some(command) = fallback {
                return command;
            }
        }
        end
    }

    /// The turn's steps in the order the bot prefers them; the first the rules accept is played.
    fn turn_candidates(
        &mut self,
        game: &Game,
        seat: Seat,
        turn: &TurnState,
        player: &PlayerState,
    ) -> Vec<PlayerCommand> {
        let Some(board) = game.info().map(|i| Arc::clone(&i.board)) else {
            return Vec::new();
        };
        let plan = self.plan.filter(|p| p.round == game.round());
        let mut steps = Vec::new();
        // Expanded I: an action token buys a third action; Gold is always completable.
        if player.tokens > 0 && turn.token.is_none() {
            steps.push(PlayerCommand::UseActionToken {
                action: Action::Gold,
            });
        }
        let pending = |action: Action| {
            ALL_SLOTS.into_iter().filter(move |slot| {
                turn.slot(*slot)
                    .is_some_and(|p| p.action == Some(action) && !p.used)
            })
        };
        for slot in pending(Action::Gold) {
            steps.push(PlayerCommand::TakeGold { slot });
        }
        for slot in pending(Action::Character) {
            let character = self.character_to_take(game, turn, player, plan);
            let bank_empty = game.bank_characters().is_empty();
            match character {
                // Expanded II with an empty bank: swap the least wanted of ours for it, else
                // lure from the player holding the most.
                Some(take) if game.options().multi_character && bank_empty => {
                    let mine: CharacterSet =
                        player.characters.iter().filter(|c| *c != take).collect();
                    if let Some(give) = least_wanted(mine) {
                        steps.push(PlayerCommand::SwapCharacters { slot, take, give });
                    }
                    if let Some(from_seat) = richest_other(game, seat) {
                        steps.push(PlayerCommand::LureCharacter { slot, from_seat });
                    }
                }
                Some(character) => steps.push(PlayerCommand::TakeCharacter { slot, character }),
                None => {}
            }
        }
        if self.travels < MAX_TRAVELS {
            if let Some(city) = self.destination(game, seat, turn, player) {
                steps.push(PlayerCommand::Travel {
                    to: board.city_id(city),
                });
            }
        }
        let palaces_left = player.palaces_built < game.options().palaces_per_player();
        for slot in ALL_SLOTS {
            let Some(progress) = turn.slot(slot) else {
                continue;
            };
            if palaces_left && progress.palace_left() {
                if let Some(city) = player.architect {
                    if let Some(site) = free_site(game, city) {
                        steps.push(PlayerCommand::BuildPalace {
                            slot,
                            city: board.city_id(city),
                            site,
                        });
                    }
                }
            }
        }
        for slot in ALL_SLOTS {
            let Some(progress) = turn.slot(slot) else {
                continue;
            };
            if progress.houses_left() == 0 || player.supply == 0 {
                continue;
            }
            let city_only = progress.action == Some(Action::TwoHouses)
                && progress.houses == 1
                && progress.village_houses == 1;
            if let Some(at) = self.house_site(game, seat, player, city_only) {
                steps.push(PlayerCommand::BuildHouse { slot, at });
            }
        }
        for slot in pending(Action::MoveHouse) {
            if let Some((from, to)) = self.house_move(game, seat, player) {
                steps.push(PlayerCommand::MoveHouse { slot, from, to });
            }
        }
        for slot in pending(Action::Quarry) {
            steps.push(PlayerCommand::TakeFromQuarry { slot });
        }
        for slot in pending(Action::Governor) {
            let city = plan
                .and_then(|p| p.governor)
                .filter(|c| governor_move_pays(game, *c))
                .or_else(|| Self::governor_target(game, seat, i64::MIN));
            if let Some(city) = city {
                steps.push(PlayerCommand::MoveGovernor {
                    slot,
                    city: board.city_id(city),
                });
            }
        }
        if holds(player, Character::Builder) && !turn.builder_used {
            if let Some(city) = player.architect {
                let at: PlaceId = board.city_id(city).into();
                if player.supply > 0 {
                    steps.push(PlayerCommand::BuilderBuildHouse { at });
                } else if let Some((from, to)) = self.house_move(game, seat, player) {
                    steps.push(PlayerCommand::BuilderMoveHouse { from, to });
                }
            }
        }
        steps
    }

    /// The character the Character action takes: the planned one, the Master Craftsman while
    /// a palace is still to be paid, else the most wanted one the bot does not hold.
    fn character_to_take(
        &self,
        game: &Game,
        turn: &TurnState,
        player: &PlayerState,
        plan: Option<Plan>,
    ) -> Option<Character> {
        let in_play = game.characters_in_play();
        let wanted = plan.and_then(|p| p.character).or_else(|| {
            let palace_pending = slots(turn).any(|s| s.palace_left());
            palace_pending.then_some(Character::MasterCraftsman)
        });
        let not_held: CharacterSet = in_play.iter().filter(|c| !holds(player, *c)).collect();
        // With several characters per player (Expanded II) the bank is taken from first.
        let bank = game.bank_characters();
        let first_choice = if game.options().multi_character && !bank.is_empty() {
            bank
        } else {
            not_held
        };
        wanted
            .filter(|c| first_choice.contains(*c))
            .or_else(|| preferred(first_choice))
            .or_else(|| preferred(not_held))
    }

    /// Where to travel now (city index), if anywhere: a city with a free site that the bot can
    /// still pay a palace in; else the best city for the houses still to build or move; else
    /// this round's city when the trip is free (the architect scores a point there).
    fn destination(
        &self,
        game: &Game,
        seat: Seat,
        turn: &TurnState,
        player: &PlayerState,
    ) -> Option<usize> {
        let costs = travel_costs(game, seat);
        let targets = scoring_cities(game);
        let gold = player.gold.0;
        let here = player.architect;
        let palaces_left = player.palaces_built < game.options().palaces_per_player();
        let houses: u32 = if player.supply == 0 {
            0
        } else {
            slots(turn)
                .map(|s| u32::from(s.houses_left()))
                .sum::<u32>()
                .min(u32::from(player.supply))
        };
        if palaces_left && slots(turn).any(|s| s.palace_left()) {
            // A city where the whole disc stays affordable, else one where the palace is.
            let price = palace_cost(player).0;
            let city = Self::palace_city(game, &costs, gold.saturating_sub(houses), price, targets)
                .or_else(|| Self::palace_city(game, &costs, gold, price, targets));
            if let Some(c) = city {
                return (Some(c) != here).then_some(c);
            }
        }
        let moving = slots(turn).any(|s| s.action == Some(Action::MoveHouse) && !s.used);
        let builder = holds(player, Character::Builder) && !turn.builder_used;
        if houses > 0 || moving || builder {
            let mut best: Option<(i64, usize)> = None;
            for (c, cost) in costs.iter().enumerate() {
                let Some(cost) = *cost else { continue };
                if gold < cost + houses {
                    continue;
                }
                let mut value = 10;
                if Some(c) == targets[0] {
                    value += 40;
                } else if Some(c) == targets[1] {
                    value += 25;
                }
                value -= 15 * i64::from(cost);
                if best.is_none_or(|(b, _)| value > b) {
                    best = Some((value, c));
                }
            }
            if let Some((_, c)) = best {
                return (Some(c) != here).then_some(c);
            }
        }
        let m = targets[0]?;
        (here != Some(m) && costs.get(m).copied().flatten() == Some(0)).then_some(m)
    }

    /// Where to build a house: the architect's city, else the village that best opens the
    /// roads toward the next scored cities.
    fn house_site(
        &mut self,
        game: &Game,
        seat: Seat,
        player: &PlayerState,
        city_only: bool,
    ) -> Option<PlaceId> {
        let board = game.info().map(|i| Arc::clone(&i.board))?;
        if let Some(city) = player.architect {
            return Some(board.city_id(city).into());
        }
        if city_only {
            return None;
        }
        let v = self.best_village(game, seat, None)?;
        Some(board.villages()[v].into())
    }

    /// The village with room that the bot most wants a house in (not `except`).
    fn best_village(&mut self, game: &Game, seat: Seat, except: Option<usize>) -> Option<usize> {
        let targets = scoring_cities(game);
        let capacity = game.village_capacity();
        let here = game.player(seat)?.architect;
        self.ensure_sense(game);
        let sense = self.sense.as_ref()?;
        let villages = game.board()?.villages().len();
        let mut best: Option<(i32, usize)> = None;
        for v in 0..villages {
            let place = Place::Village(v);
            if Some(v) == except || game.total_houses_at(place) >= capacity {
                continue;
            }
            let mut value = 0;
            if let Some(road) = sense.road_of(v) {
                for end in road.ends {
                    if let Place::City(c) = end {
                        if Some(c) == targets[0] {
                            value += 30;
                        } else if Some(c) == targets[1] {
                            value += 20;
                        }
                    }
                    if end == here.map_or(Place::Start, Place::City) {
                        value += 15;
                    }
                }
            }
            if game.houses_at(place, seat) > 0 {
                value -= 40;
            }
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, v));
            }
        }
        best.map(|(_, v)| v)
    }

    /// A house move: from a village where the bot has a house into the architect's city, or
    /// (with no city) to a better village.
    fn house_move(
        &mut self,
        game: &Game,
        seat: Seat,
        player: &PlayerState,
    ) -> Option<(PlaceId, PlaceId)> {
        let board = game.info().map(|i| Arc::clone(&i.board))?;
        let from = (0..board.villages().len())
            .filter(|v| game.houses_at(Place::Village(*v), seat) > 0)
            .max_by_key(|v| {
                (
                    game.houses_at(Place::Village(*v), seat),
                    std::cmp::Reverse(*v),
                )
            })?;
        let to: PlaceId = match player.architect {
            Some(city) => board.city_id(city).into(),
            None => board.villages()[self.best_village(game, seat, Some(from))?].into(),
        };
        Some((board.villages()[from].into(), to))
    }
}

/// The progress of the disc's arrows and of the action token used this turn.
fn slots(turn: &TurnState) -> impl Iterator<Item = &crate::maharaja::state::SlotProgress> {
    turn.slots.iter().chain(turn.token.as_ref())
}

/// The disc slot a turn command uses, if any.
fn slot_of(command: &PlayerCommand) -> Option<Slot> {
    match command {
        PlayerCommand::TakeGold { slot }
        | PlayerCommand::TakeFromQuarry { slot }
        | PlayerCommand::BuildHouse { slot, .. }
        | PlayerCommand::BuildPalace { slot, .. }
        | PlayerCommand::MoveHouse { slot, .. }
        | PlayerCommand::MoveGovernor { slot, .. }
        | PlayerCommand::TakeCharacter { slot, .. }
        | PlayerCommand::SwapCharacters { slot, .. }
        | PlayerCommand::LureCharacter { slot, .. } => Some(*slot),
        _ => None,
    }
}
