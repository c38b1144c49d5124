//! `legal_moves`: the commands a seat may give now, on the referee's state. Picks carry a zero
//! nonce (the caller supplies its own). Every move listed is accepted by `decide` (a property
//! test checks it); a few rarely useful variants are left out (Thieves' Den card payments,
//! Magician redraws other than the whole hand).

use super::cards::{Character, Colour, District};
use super::command::{Ability, BuildWith, Command};
use super::decide::{build_limit, counts_toward_limit};
use super::state::{Phase, State};
use crate::bytes::Bytes32;
use crate::ids::Seat;

/// The legal commands of `seat`.
pub fn legal_moves(state: &State, seat: Seat) -> Vec<Command> {
    let mut moves = Vec::new();
    match state.phase {
        Phase::Draft => draft_moves(state, seat, &mut moves),
        Phase::Turns if state.crown_gift == Some(seat) => crown_moves(state, seat, &mut moves),
        Phase::Turns if state.decider().is_some() => decision_moves(state, seat, &mut moves),
        Phase::Turns => turn_moves(state, seat, &mut moves),
        _ => {}
    }
    moves
}

fn draft_moves(state: &State, seat: Seat, moves: &mut Vec<Command>) {
    let Some((step, pool)) = state.draft_pool() else {
        return;
    };
    if step.seat != seat {
        return;
    }
    for &character in &pool {
        if step.discards {
            for &discard in pool.iter().filter(|d| **d != character) {
                moves.push(Command::Pick {
                    seat,
                    character,
                    discard: Some(discard),
                    nonce: Bytes32::default(),
                    discard_nonce: None,
                });
            }
        } else {
            moves.push(Command::Pick {
                seat,
                character,
                discard: None,
                nonce: Bytes32::default(),
                discard_nonce: None,
            });
        }
    }
}

fn distinct(cards: &[District]) -> Vec<District> {
    let mut list = cards.to_vec();
    list.sort();
    list.dedup();
    list
}

fn turn_moves(state: &State, seat: Seat, moves: &mut Vec<Command>) {
    let Some(turn) = state.turn.as_ref() else {
        return;
    };
    if turn.seat != seat {
        return;
    }
    let Some(player) = state.player(seat) else {
        return;
    };
    if !turn.owed.is_empty() {
        let owed = turn.owed.len().min(player.hand.len());
        moves.push(Command::Ability {
            seat,
            ability: Ability::GiveBack {
                cards: player.hand[..owed].to_vec(),
            },
        });
        moves.push(Command::Ability {
            seat,
            ability: Ability::GiveBack {
                cards: player.hand[player.hand.len() - owed..].to_vec(),
            },
        });
        return;
    }
    if turn.drawn_count > 0 {
        if turn.keep == 1 {
            for card in distinct(&turn.drawn) {
                moves.push(Command::Keep {
                    seat,
                    districts: vec![card],
                });
            }
        } else {
            moves.push(Command::Keep {
                seat,
                districts: turn.drawn[..turn.keep as usize].to_vec(),
            });
        }
        return;
    }
    if turn.threat_pending {
        if !turn.gathered {
            moves.push(Command::Gold { seat });
            if state.deck_size > 0 {
                moves.push(Command::Draw { seat });
            }
        } else {
            for pay in [true, false] {
                moves.push(Command::Ability {
                    seat,
                    ability: Ability::Bribe { pay },
                });
            }
        }
        return;
    }
    if turn.gather_only || turn.character == Character::Witch {
        witch_moves(state, seat, moves);
        return;
    }
    if !turn.gathered {
        moves.push(Command::Gold { seat });
        if state.deck_size > 0 {
            moves.push(Command::Draw { seat });
        }
    } else {
        let limit = build_limit(turn.character);
        for card in distinct(&player.hand) {
            let counted = counts_toward_limit(turn.character, card);
            if turn.character == Character::Navigator || (counted && turn.builds >= limit) {
                continue;
            }
            if card == District::SecretVault
                || (card == District::Monument && player.city.len() >= 5)
                || (player.has(card) && !player.has(District::Quarry))
            {
                continue;
            }
            let mut cost = card.cost();
            if card.colour() == Colour::Unique
                && card != District::Factory
                && player.has(District::Factory)
            {
                cost -= 1;
            }
            if player.gold >= cost {
                moves.push(Command::Build {
                    seat,
                    district: card,
                    with: BuildWith::Gold,
                });
            } else if turn.character == Character::Cardinal {
                let missing = (cost - player.gold) as usize;
                let mut rest = player.hand.clone();
                if let Some(i) = rest.iter().position(|d| *d == card) {
                    rest.remove(i);
                }
                let from = state
                    .players
                    .iter()
                    .enumerate()
                    .find(|(i, p)| *i != seat.index() && p.gold as usize >= missing);
                if let (Some((from, _)), true) = (from, rest.len() >= missing) {
                    moves.push(Command::Build {
                        seat,
                        district: card,
                        with: BuildWith::Cardinal {
                            from: Seat(from as u8),
                            cards: rest[..missing].to_vec(),
                        },
                    });
                }
            }
            if player.has(District::Framework) && card != District::Framework {
                moves.push(Command::Build {
                    seat,
                    district: card,
                    with: BuildWith::Framework,
                });
            }
        }
        if turn.character != Character::Emperor || turn.crown_given {
            moves.push(Command::EndTurn { seat });
        }
    }
    if turn.character == Character::Emperor && !turn.crown_given {
        crown_moves(state, seat, moves);
    }
    if turn.character.colour().is_some() && !turn.collected {
        moves.push(Command::Collect { seat });
    }
    if !turn.ability_used {
        ability_moves(state, seat, turn.character, moves);
    }
    if player.has(District::Laboratory) && !turn.laboratory_used {
        for card in distinct(&player.hand) {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Laboratory { district: card },
            });
        }
    }
    if turn.character == Character::Navigator && !turn.ability_used {
        moves.push(Command::Ability {
            seat,
            ability: Ability::Navigate { cards: false },
        });
        if state.deck_size > 0 {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Navigate { cards: true },
            });
        }
    }
    if turn.character == Character::Scholar && !turn.ability_used && state.deck_size > 0 {
        moves.push(Command::Ability {
            seat,
            ability: Ability::Study,
        });
    }
    if matches!(turn.character, Character::Marshal | Character::Diplomat) && !turn.ability_used {
        rank_8_moves(state, seat, turn.character, moves);
    }
    if turn.character == Character::Abbot {
        if !turn.collected {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Tithe { cards: 1 },
            });
        }
        let richest = state.players.iter().map(|p| p.gold).max().unwrap_or(0);
        if !turn.alms_taken && player.gold < richest {
            for (i, p) in state.players.iter().enumerate() {
                if p.gold == richest {
                    moves.push(Command::Ability {
                        seat,
                        ability: Ability::Alms {
                            from: Seat(i as u8),
                        },
                    });
                }
            }
        }
    }
    if turn.character == Character::Spy && !turn.ability_used {
        for i in (0..state.seats()).filter(|i| *i != seat.index()) {
            for colour in Colour::ALL {
                moves.push(Command::Ability {
                    seat,
                    ability: Ability::Spy {
                        target: Seat(i as u8),
                        colour,
                    },
                });
            }
        }
    }
    if turn.character == Character::Seer && !turn.ability_used {
        moves.push(Command::Ability {
            seat,
            ability: Ability::Foresee,
        });
    }
    if turn.character == Character::Wizard && !turn.ability_used {
        wizard_moves(state, seat, moves);
    }
    if turn.character == Character::TaxCollector && !turn.ability_used {
        moves.push(Command::Ability {
            seat,
            ability: Ability::TakeTaxes,
        });
    }
    if turn.character == Character::Artist && turn.beautified < 2 && player.gold >= 1 {
        for built in player.city.iter().filter(|b| !b.beautified) {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Beautify {
                    district: built.district,
                },
            });
        }
    }
    if player.has(District::Museum) && !turn.museum_used {
        for card in distinct(&player.hand) {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Museum { district: card },
            });
        }
    }
    if player.has(District::Armory) {
        for (i, p) in state.players.iter().enumerate() {
            if p.city_size() >= state.options.completion() {
                continue;
            }
            for built in &p.city {
                if i == seat.index() && built.district == District::Armory {
                    continue;
                }
                moves.push(Command::Ability {
                    seat,
                    ability: Ability::Armory {
                        target: Seat(i as u8),
                        district: built.district,
                    },
                });
            }
        }
    }
    if player.has(District::Smithy) && !turn.smithy_used && player.gold >= 2 {
        moves.push(Command::Ability {
            seat,
            ability: Ability::Smithy,
        });
    }
}

fn ability_moves(state: &State, seat: Seat, character: Character, moves: &mut Vec<Command>) {
    let targets = targets(state, character);
    match character {
        Character::Assassin => {
            for target in targets {
                moves.push(Command::Kill {
                    seat,
                    character: target,
                });
            }
        }
        Character::Thief => {
            for target in targets.filter(|c| !state.struck(*c)) {
                moves.push(Command::Rob {
                    seat,
                    character: target,
                });
            }
        }
        Character::Magistrate => {
            let list: Vec<Character> = targets.collect();
            for (i, &a) in list.iter().enumerate() {
                for (j, &b) in list.iter().enumerate().skip(i + 1) {
                    for &c in &list[j + 1..] {
                        for (signed, unsigned) in [(a, [b, c]), (b, [a, c]), (c, [a, b])] {
                            moves.push(Command::Ability {
                                seat,
                                ability: Ability::Warrants {
                                    signed,
                                    unsigned: unsigned.to_vec(),
                                },
                            });
                        }
                    }
                }
            }
        }
        Character::Blackmailer => {
            let list: Vec<Character> = targets.filter(|c| !state.struck(*c)).collect();
            for &real in &list {
                for &bluff in list.iter().filter(|b| **b != real) {
                    moves.push(Command::Ability {
                        seat,
                        ability: Ability::Threaten { real, bluff },
                    });
                }
            }
        }
        Character::Magician => {
            for other in 0..state.seats() {
                if other != seat.index() {
                    moves.push(Command::Exchange {
                        seat,
                        target: Seat(other as u8),
                    });
                }
            }
            let hand = &state.players[seat.index()].hand;
            if !hand.is_empty() {
                moves.push(Command::Redraw {
                    seat,
                    districts: hand.clone(),
                });
            }
        }
        Character::Warlord => {
            let gold = state.players[seat.index()].gold;
            let bishop = if state.killed == Some(Character::Bishop) {
                None
            } else {
                state.playing(Character::Bishop)
            };
            for (i, p) in state.players.iter().enumerate() {
                let target = Seat(i as u8);
                if p.city_size() >= state.options.completion() || bishop == Some(target) {
                    continue;
                }
                let wall = p.has(District::GreatWall);
                for (i, built) in p.city.iter().enumerate() {
                    // Of two copies (the Quarry) the command takes one: offer that one's price.
                    if built.district == District::Keep || p.copy_of(built.district) != Some(i) {
                        continue;
                    }
                    let price = built.cost().saturating_sub(1)
                        + u32::from(wall && built.district != District::GreatWall);
                    if price <= gold {
                        moves.push(Command::Destroy {
                            seat,
                            target,
                            district: built.district,
                        });
                    }
                }
            }
        }
        _ => {}
    }
}

/// The Marshal's seizures and the Diplomat's exchanges, each checked by `decide` (they are few).
fn rank_8_moves(state: &State, seat: Seat, character: Character, moves: &mut Vec<Command>) {
    let mine = &state.players[seat.index()].city;
    for (i, p) in state.players.iter().enumerate() {
        let target = Seat(i as u8);
        if target == seat {
            continue;
        }
        for built in &p.city {
            let candidates: Vec<Ability> = if character == Character::Marshal {
                vec![Ability::Seize {
                    target,
                    district: built.district,
                }]
            } else {
                mine.iter()
                    .map(|m| Ability::Swap {
                        target,
                        give: m.district,
                        take: built.district,
                    })
                    .collect()
            };
            for ability in candidates {
                let command = Command::Ability { seat, ability };
                if super::decide(state, &command).is_ok() {
                    moves.push(command);
                }
            }
        }
    }
}

/// The Wizard's moves (p. 11): first a look at another hand; then any card of that hand, kept,
/// or built at once when the turn may build and the gold suffices. Before the look nothing
/// names a card of another hand (C4: the moves offered to a player are shown to them).
fn wizard_moves(state: &State, seat: Seat, moves: &mut Vec<Command>) {
    let (Some(turn), Some(player)) = (state.turn.as_ref(), state.player(seat)) else {
        return;
    };
    let Some(target) = turn.spied else {
        for i in (0..state.players.len()).filter(|i| *i != seat.index()) {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Peek {
                    target: Seat(i as u8),
                },
            });
        }
        return;
    };
    let may_build = turn.gathered && turn.drawn_count == 0;
    if let Some(other) = state.player(target).filter(|_| target != seat) {
        for card in distinct(&other.hand) {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Conjure {
                    target,
                    district: card,
                    build: false,
                },
            });
            let buildable = card != District::SecretVault
                && !(card == District::Monument && player.city.len() >= 5);
            if may_build && buildable && player.gold >= card.cost() {
                moves.push(Command::Ability {
                    seat,
                    ability: Ability::Conjure {
                        target,
                        district: card,
                        build: true,
                    },
                });
            }
        }
    }
}

/// The Emperor's crown gifts (p. 12): to any player but himself and the holder, taking what
/// they have (gold, or a card when they have no gold); the killed Emperor's gift takes nothing.
fn crown_moves(state: &State, seat: Seat, moves: &mut Vec<Command>) {
    for (i, p) in state.players.iter().enumerate() {
        let to = Seat(i as u8);
        if to == seat || to == state.crown {
            continue;
        }
        moves.push(Command::Ability {
            seat,
            ability: Ability::Crown {
                to,
                card: p.gold == 0,
            },
        });
        if p.gold > 0 && p.hand_count > 0 && state.crown_gift.is_none() {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Crown { to, card: true },
            });
        }
    }
}

/// p. 10: the bewitched player only gathers; the Witch gathers, then bewitches a character or
/// ends her turn.
fn witch_moves(state: &State, seat: Seat, moves: &mut Vec<Command>) {
    let Some(turn) = state.turn.as_ref() else {
        return;
    };
    if !turn.gathered {
        moves.push(Command::Gold { seat });
        if state.deck_size > 0 {
            moves.push(Command::Draw { seat });
        }
        return;
    }
    if turn.gather_only {
        return;
    }
    if !turn.ability_used {
        for character in targets(state, Character::Witch) {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Bewitch { character },
            });
        }
    }
    moves.push(Command::EndTurn { seat });
}

/// The characters a rank-1 or rank-2 ability may name (in the game, not rank 1, not face up,
/// not the actor).
fn targets(state: &State, character: Character) -> impl Iterator<Item = Character> + '_ {
    state
        .options
        .characters
        .iter()
        .copied()
        .filter(move |c| c.rank() != 1 && *c != character && !state.draft.face_up.contains(c))
}

/// Decisions inside another's turn (C8): the Magistrate lets a warranted build stand or
/// confiscates it (signed warrant only); the Blackmailer reveals a refused threat or not.
fn decision_moves(state: &State, seat: Seat, moves: &mut Vec<Command>) {
    if state.theater == Some(seat) {
        moves.push(Command::Ability {
            seat,
            ability: Ability::Theater {
                target: None,
                give: None,
            },
        });
        let mine: Vec<Character> = state.players[seat.index()]
            .characters
            .iter()
            .map(|c| c.1)
            .collect();
        for target in (0..state.seats())
            .map(|i| Seat(i as u8))
            .filter(|s| *s != seat)
        {
            for &give in &mine {
                moves.push(Command::Ability {
                    seat,
                    ability: Ability::Theater {
                        target: Some(target),
                        give: (mine.len() > 1).then_some(give),
                    },
                });
                if mine.len() == 1 {
                    break;
                }
            }
        }
    }
    if state.graveyard.is_some_and(|(owner, _)| owner == seat) {
        for take in [true, false] {
            moves.push(Command::Ability {
                seat,
                ability: Ability::Graveyard { take },
            });
        }
    }
    if state.threat_decision == Some(seat) {
        for reveal in [true, false] {
            moves.push(Command::Ability {
                seat,
                ability: Ability::RevealThreat { reveal },
            });
        }
    }
    let Some(pending) = state.confiscation.as_ref().filter(|c| c.by == seat) else {
        return;
    };
    moves.push(Command::Ability {
        seat,
        ability: Ability::Confiscate { confiscate: false },
    });
    if state.warrants.as_ref().and_then(|w| w.real) == Some(pending.character) {
        moves.push(Command::Ability {
            seat,
            ability: Ability::Confiscate { confiscate: true },
        });
    }
}
