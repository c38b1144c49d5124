//! `durbar verify` for Citadels: after the generic checks (hash chain, head, kind), a Citadels
//! log is checked against its commitments and re-derived from its seed (C2, C3):
//!
//! 1. event 1 is this game's `game_started`, and the header agrees with it;
//! 2. the seed revealed by `game_ended` opens the seed commitment of event 1;
//! 3. every pick opening (at a rank's call and at the round's end) opens its commitment, and
//!    every pick of a finished round was opened;
//! 4. once the seed is revealed, the referee's game is replayed from it: the deck, the deal,
//!    every draw and every random card follow from the seed; each sealed set of cards (kept,
//!    redrawn, discarded, paid, taken, given) must be cards the replayed game has where the event
//!    says — the one whose commitment it carries — and the final scores must be what the cities
//!    give.

use std::collections::{BTreeMap, HashSet};

use durbar_domain::citadels::rules::{check_picks, opened_picks, sealed_of};
use durbar_domain::citadels::seal::secret_commitment;
use durbar_domain::citadels::{evolve, score, District, Event, Payment, Secret, State};
use durbar_domain::{Bytes32, GameId, GameKind, Seat};

use super::chain::Link;
use super::export::{decode_citadels, Export};
use super::verify::{bad, bad_export, check_created, check_revealed_seed, VerifyError};

/// A verified Citadels export.
#[derive(Debug, Clone)]
pub struct CitadelsVerified {
    /// The number of events checked.
    pub events: usize,
    /// The head hash, hex.
    pub head: String,
    /// The referee's state after the last event (replayed from the seed once it is revealed;
    /// public counts only before).
    pub state: State,
    /// Whether the seed was revealed, so that draws were re-derived.
    pub replayed: bool,
}

/// Most orderings of hidden cards tried for one sealed event.
const MOST_CANDIDATES: usize = 500_000;

/// Checks a Citadels log whose chain is already checked.
pub fn verify_citadels(
    export: &Export,
    game_id: GameId,
    links: &[Link],
    head: String,
) -> Result<CitadelsVerified, VerifyError> {
    let events = links
        .iter()
        .map(|l| {
            decode_citadels(&l.payload)
                .map_err(|reason| bad(l.seq, format!("the payload is {reason}")))
        })
        .collect::<Result<Vec<Event>, VerifyError>>()?;
    let seed = check_header_and_seed(export, game_id, &events)?;
    check_picks(game_id, &events).map_err(|e| bad(e.index as u64 + 1, e.message))?;
    let state = match seed {
        Some(seed) => replay(game_id, seed, &events)?,
        None => durbar_domain::citadels::fold_public(&events),
    };
    Ok(CitadelsVerified {
        events: events.len(),
        head,
        state,
        replayed: seed.is_some(),
    })
}

/// Event 1 creates this game and agrees with the header; the revealed seed (if any) opens its
/// commitment. Returns the revealed seed.
fn check_header_and_seed(
    export: &Export,
    game_id: GameId,
    events: &[Event],
) -> Result<Option<Bytes32>, VerifyError> {
    let Some(Event::GameStarted {
        kind: GameKind::Citadels,
        game,
        seed_commitment: commitment,
        ..
    }) = events.first()
    else {
        return Err(bad(1, "the first event is not a Citadels game_started"));
    };
    check_created(export, game_id, *game, commitment)?;
    let mut revealed = None;
    for (index, event) in events.iter().enumerate() {
        if let Event::GameEnded { seed, .. } = event {
            check_revealed_seed(export, game_id, commitment, index as u64 + 1, seed)?;
            revealed = Some(*seed);
        }
    }
    if revealed.is_none() && export.seed.is_some() {
        return Err(bad_export(
            "the header shows a seed the log has not revealed (C2: the seed is sealed until the end)",
        ));
    }
    Ok(revealed)
}

/// The pick openings of the log by (round, seat, pick index).
fn pick_openings(events: &[Event]) -> BTreeMap<(u32, Seat, u8), Secret> {
    events
        .iter()
        .flat_map(opened_picks)
        .map(|(round, o)| {
            let secret = Secret::Pick {
                character: o.character,
                nonce: o.nonce,
                discard: None,
            };
            ((round, o.seat, o.index), secret)
        })
        .collect()
}

/// The referee's game replayed from the seed, each sealed fact recovered from what the seed
/// gives (see the module documentation).
fn replay(game: GameId, seed: Bytes32, events: &[Event]) -> Result<State, VerifyError> {
    let picks = pick_openings(events);
    let mut state = State::default();
    for (index, event) in events.iter().enumerate() {
        let seq = index as u64 + 1;
        let secret = match event {
            Event::GameStarted { .. } => Some(Secret::Setup {
                seed,
                deck: None,
                drafts: Vec::new(),
            }),
            Event::CharacterPicked {
                round, seat, index, ..
            } => match picks.get(&(*round, *seat, *index)) {
                Some(pick) => Some(pick.clone()),
                None => {
                    return Err(bad(
                        seq,
                        format!("seat {} never revealed this pick (C3)", seat.0),
                    ))
                }
            },
            Event::GameEnded { ranking, .. } => {
                if score::ranking(&state) != *ranking {
                    return Err(bad(
                        seq,
                        "the final scores are not what the replayed cities give",
                    ));
                }
                None
            }
            event => match sealed_of(event) {
                Some(sealed) => Some(
                    recover(game, &seed, &state, event, sealed)
                        .map_err(|reason| bad(seq, reason))?,
                ),
                None => None,
            },
        };
        state = evolve(state, event, secret.as_ref());
    }
    Ok(state)
}

/// The sealed events whose cards [`pool`] knows where to find.
const CARD_EVENTS: [&str; 8] = [
    "cards_kept",
    "cards_redrawn",
    "card_discarded",
    "card_under_museum",
    "district_built",
    "gold_for_cards",
    "card_taken",
    "cards_given_back",
];

/// An event's `type`.
fn kind_of(event: &Event) -> Option<String> {
    let json = serde_json::to_value(event).ok()?;
    json.get("type")?.as_str().map(str::to_owned)
}

/// Where the cards a sealed event hides come from, and how many there are.
fn pool(state: &State, event: &Event) -> Option<(Vec<District>, usize, &'static str)> {
    let hand = |seat: &Seat| state.player(*seat).map(|p| p.hand.clone());
    Some(match event {
        Event::CardsKept { count, .. } => (
            state.turn.as_ref()?.drawn.clone(),
            *count as usize,
            "the kept cards are not among the cards the seed gives to the draw",
        ),
        Event::CardsRedrawn { seat, count, .. } => (
            hand(seat)?,
            *count as usize,
            "the redrawn cards are not cards of the hand the seed gives",
        ),
        Event::CardDiscarded { seat, .. } | Event::CardUnderMuseum { seat, .. } => (
            hand(seat)?,
            1,
            "the card is not a card of the hand the seed gives",
        ),
        Event::DistrictBuilt {
            seat,
            payment: Payment::ThievesDen { cards, .. },
            ..
        } => (
            hand(seat)?,
            *cards as usize,
            "the cards paid are not cards of the hand the seed gives",
        ),
        Event::GoldForCards { seat, gold, .. } => (
            hand(seat)?,
            *gold as usize,
            "the cards given are not cards of the hand the seed gives",
        ),
        Event::CardTaken { from, .. } => (
            hand(from)?,
            1,
            "the card taken is not a card of the hand the seed gives",
        ),
        Event::CardsGivenBack { seat, to, .. } => (
            hand(seat)?,
            to.len(),
            "the cards given back are not cards of the hand the seed gives",
        ),
        _ => return None,
    })
}

/// The cards whose commitment `event` carries, found among the cards the replayed game has
/// there (every ordering of every choice of them), or why none is.
fn recover(
    game: GameId,
    seed: &Bytes32,
    state: &State,
    event: &Event,
    sealed: Bytes32,
) -> Result<Secret, String> {
    let Some((cards, count, refused)) = pool(state, event) else {
        return Err(match kind_of(event) {
            Some(kind) if !CARD_EVENTS.contains(&kind.as_str()) => {
                format!("the verifier cannot re-derive `{kind}` events yet")
            }
            _ => "the event seals cards where the replayed game has none".to_owned(),
        });
    };
    let mut tried = 0usize;
    let mut found = None;
    let mut chosen = Vec::with_capacity(count);
    let mut used = vec![false; cards.len()];
    search(&cards, count, &mut used, &mut chosen, &mut |candidate| {
        tried += 1;
        let secret = Secret::Cards {
            cards: candidate.to_vec(),
        };
        if secret_commitment(game, seed, state.sealed, &secret) == sealed {
            found = Some(secret);
            return true;
        }
        tried >= MOST_CANDIDATES
    });
    found.ok_or_else(|| {
        if tried >= MOST_CANDIDATES {
            format!("its sealed cards could not be checked in {MOST_CANDIDATES} tries")
        } else {
            refused.to_owned()
        }
    })
}

/// Calls `visit` with every ordering of `count` of `cards` (identical cards once); stops when it
/// returns true. Returns whether it stopped.
fn search(
    cards: &[District],
    count: usize,
    used: &mut [bool],
    chosen: &mut Vec<District>,
    visit: &mut dyn FnMut(&[District]) -> bool,
) -> bool {
    if chosen.len() == count {
        return visit(chosen);
    }
    let mut seen = HashSet::new();
    for i in 0..cards.len() {
        if used[i] || !seen.insert(cards[i]) {
            continue;
        }
        used[i] = true;
        chosen.push(cards[i]);
        let stop = search(cards, count, used, chosen, visit);
        chosen.pop();
        used[i] = false;
        if stop {
            return true;
        }
    }
    false
}
