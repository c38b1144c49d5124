//! `durbar verify` for Citadels: after the generic checks (hash chain, head, kind), a Citadels
//! log is checked against its commitments and re-derived from its seed (C2, C3):
//!
//! 1. event 1 is this game's `game_started`, and the header agrees with it; when it names
//!    engine 2 or later, every `deadline_passed` marker names its deadline and every pick that
//!    lays a character face down carries its discard commitment (older logs may lack both);
//! 2. the seed revealed by `game_ended` opens the seed commitment of event 1;
//! 3. every pick opening (at a rank's call and at the round's end) opens its commitment, and
//!    every pick of a finished round was opened; so is every face-down discard laid with a
//!    pick (its own commitment in the pick's event, opened at the game's end — or at the
//!    round's end in logs of 2026-11-27 —; a running game's discards stay sealed);
//! 4. once the seed is revealed, the referee's game is replayed from it: the deck, the deal,
//!    every draw and every random card follow from the seed; each sealed set of cards (kept,
//!    redrawn, discarded, paid, taken, given) must be cards the replayed game has where the event
//!    says — the one whose commitment it carries —, every opened pick (and the character laid
//!    face down with it) must be among the characters passed to its picker, and the final scores
//!    must be what the cities give;
//! 5. signed moves (design.md "Trust levels"): every `command_signed` is numbered on from its
//!    seat's last one and signed by a key registered for the seat; a signed pick is followed by
//!    that seat's sealed pick with the commitment signed, and with the discard's commitment
//!    signed when the pick lays a character face down; once the seed is revealed, every other
//!    signed move is decided again on the replayed game, and the events after its signature must
//!    be the ones it gives (a move rewritten after signing is named at its event); at the
//!    signed-moves level every pick must come signed, and every build and turn end must follow a
//!    signature of its seat or that seat's `deadline_passed` marker (the server moves for a seat
//!    only after the deadline the marker names).

use std::collections::{BTreeMap, HashSet};

use durbar_domain::citadels::rules::{
    check_picks, opened_discards, opened_picks, sealed_of, unopened_discard, SEALED_DISCARDS_ENGINE,
};
use durbar_domain::citadels::seal::secret_commitment;
use durbar_domain::citadels::{
    decide, evolve, score, Character, Command, District, Event, Payment, Secret, State,
};
use durbar_domain::{Bytes32, GameId, GameKind, Seat};

use super::chain::Link;
use super::export::{decode_citadels, Export};
use super::failure::{Cards, Failure};
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
        .map(|l| decode_citadels(&l.payload).map_err(|reason| bad(l.seq, Failure::Payload(reason))))
        .collect::<Result<Vec<Event>, VerifyError>>()?;
    let seed = check_header_and_seed(export, game_id, &events)?;
    check_engine_markers(&events)?;
    check_signatures(game_id, &events)?;
    check_picks(game_id, &events)
        .map_err(|e| bad(e.index as u64 + 1, Failure::Opening(e.problem)))?;
    if let Some((index, seat)) = unopened_discard(&events) {
        return Err(bad(
            index as u64 + 1,
            Failure::DiscardNeverRevealed { seat },
        ));
    }
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
        return Err(bad(1, Failure::NotCitadelsStarted));
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
        return Err(bad_export(Failure::SeedShownEarly));
    }
    Ok(revealed)
}

/// The pick openings of the log by (round, seat, pick index), each with the face-down discard
/// laid with it where the game's end (or, in older logs, the round's end) opened one.
fn pick_openings(events: &[Event]) -> BTreeMap<(u32, Seat, u8), Secret> {
    let discards: BTreeMap<(u32, Seat, u8), (Character, Bytes32)> = events
        .iter()
        .flat_map(opened_discards)
        .map(|(round, o)| ((round, o.seat, o.index), (o.character, o.nonce)))
        .collect();
    events
        .iter()
        .flat_map(opened_picks)
        .map(|(round, o)| {
            let key = (round, o.seat, o.index);
            let discard = discards.get(&key);
            let secret = Secret::Pick {
                character: o.character,
                nonce: o.nonce,
                discard: discard.map(|d| d.0),
                discard_nonce: discard.map(|d| d.1),
            };
            (key, secret)
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
                round,
                seat,
                index,
                discard_commitment,
                ..
            } => match picks.get(&(*round, *seat, *index)) {
                Some(pick) => {
                    check_offered(&state, event, *seat, pick, discard_commitment.is_some())
                        .map_err(|reason| bad(seq, reason))?;
                    Some(pick.clone())
                }
                None => return Err(bad(seq, Failure::PickNeverRevealed { seat: *seat })),
            },
            Event::GameEnded { ranking, .. } => {
                if score::ranking(&state) != *ranking {
                    return Err(bad(seq, Failure::ScoresDiffer));
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
        if let Event::CommandSigned { seat, command, .. } = event {
            check_signed_move(&state, events, index, *seat, command)?;
        }
        state = evolve(state, event, secret.as_ref());
    }
    Ok(state)
}

/// A pick, opened, decided again on the replayed draft: the character (and the one laid face
/// down with it) must be among those passed to the picker, and the pick's event the one that
/// gives. Of a pick that lays a character face down in a log from before discards were sealed
/// (its discard was never published), only the character is checked: it must have been passed.
fn check_offered(
    state: &State,
    event: &Event,
    seat: Seat,
    pick: &Secret,
    sealed_discard: bool,
) -> Result<(), Failure> {
    let Secret::Pick {
        character,
        nonce,
        discard,
        discard_nonce,
    } = pick
    else {
        return Ok(());
    };
    let Some((step, pool)) = state.draft_pool() else {
        return Err(Failure::PickNotOffered { seat });
    };
    if (step.discards || step.with_face_down) && !sealed_discard {
        // Its discard is unknown, but the pick itself must still be one passed to the picker.
        return if pool.contains(character) {
            Ok(())
        } else {
            Err(Failure::PickNotOffered { seat })
        };
    }
    let command = Command::Pick {
        seat,
        character: *character,
        discard: discard.filter(|_| step.discards),
        nonce: *nonce,
        discard_nonce: *discard_nonce,
    };
    match decide(state, &command) {
        Ok(records) if records.first().map(|r| &r.event) == Some(event) => Ok(()),
        _ => Err(Failure::PickNotOffered { seat }),
    }
}

/// What a log of the engine that seals discards (version [`SEALED_DISCARDS_ENGINE`] on) must
/// carry: every `deadline_passed` marker names its deadline, and every pick that lays a
/// character face down (the 2-player draft's discards, the 7-/8-player last pick) carries its
/// discard commitment. Logs of older engines are accepted without them, as they were written.
fn check_engine_markers(events: &[Event]) -> Result<(), VerifyError> {
    let engine = match events.first() {
        Some(Event::GameStarted { engine, .. }) => *engine,
        _ => return Ok(()),
    };
    if engine < SEALED_DISCARDS_ENGINE {
        return Ok(());
    }
    let mut state = State::default();
    for (index, event) in events.iter().enumerate() {
        let seq = index as u64 + 1;
        match event {
            Event::DeadlinePassed {
                seat,
                deadline: None,
            } => return Err(bad(seq, Failure::DeadlineNotNamed { seat: *seat })),
            Event::CharacterPicked {
                seat,
                discard_commitment: None,
                ..
            } => {
                let lays_one = state
                    .draft
                    .steps
                    .get(state.draft.next)
                    .is_some_and(|step| step.discards || step.with_face_down);
                if lays_one {
                    return Err(bad(seq, Failure::DiscardNotCommitted { seat: *seat }));
                }
            }
            _ => {}
        }
        state = evolve(state, event, None);
    }
    Ok(())
}

/// Every `command_signed` of the log: its number follows its seat's last, a key registered for
/// the seat signed it, and a signed pick is the sealed pick that follows it. At the
/// signed-moves level every pick must come signed, and a build or turn end of a seat must
/// follow that seat's signature or its `deadline_passed` marker. A signed command gives at most
/// one build or turn end of its seat, so a signature covers one; a marker covers the rest of
/// the seat's turn, which the server plays.
fn check_signatures(game: GameId, events: &[Event]) -> Result<(), VerifyError> {
    let mut state = State::default();
    // The seat whose signed command or missed deadline the events that follow belong to, and
    // whether it is a missed deadline.
    let mut covered: Option<(Seat, bool)> = None;
    for (index, event) in events.iter().enumerate() {
        let seq = index as u64 + 1;
        match event {
            Event::CommandSigned { seat, .. } => covered = Some((*seat, false)),
            Event::DeadlinePassed { seat, .. } => covered = Some((*seat, true)),
            _ => {}
        }
        match event {
            Event::CommandSigned {
                seat,
                n,
                command,
                signature,
            } => {
                durbar_domain::signed::check_logged(
                    &state.keyring,
                    game,
                    (*seat, Some(seat.0)),
                    *n,
                    command,
                    signature,
                )
                .map_err(|reason| bad(seq, Failure::BadSignature(reason)))?;
                if let Ok(Command::Pick { .. }) = serde_json::from_str::<Command>(command) {
                    return Err(bad(seq, Failure::PickSignedAsCharacter));
                }
                let pick: Option<serde_json::Value> = serde_json::from_str(command)
                    .ok()
                    .filter(|v: &serde_json::Value| v["do"] == "pick");
                if let Some(pick) = pick {
                    let signed_commitment = pick["commitment"].as_str().unwrap_or_default();
                    let signed_discard = pick["discard"].as_str();
                    match events.get(index + 1) {
                        Some(Event::CharacterPicked {
                            seat: picker,
                            commitment,
                            discard_commitment,
                            ..
                        }) if picker == seat && hex::encode(commitment.0) == signed_commitment => {
                            // A discard's commitment is signed with its pick, or neither has one.
                            if discard_commitment.map(|c| hex::encode(c.0)).as_deref()
                                != signed_discard
                            {
                                return Err(bad(
                                    seq + 1,
                                    Failure::NotTheSignedDiscard { seat: *seat },
                                ));
                            }
                        }
                        _ => {
                            return Err(bad(
                                seq + 1,
                                Failure::NotTheSignedPick {
                                    seat: *seat,
                                    commitment: signed_commitment.to_owned(),
                                },
                            ))
                        }
                    }
                }
            }
            Event::CharacterPicked { seat, .. } if state.options.trust.signs() => {
                // Signed right before it, or its seat's deadline marker right before it.
                let signed = index > 0
                    && match &events[index - 1] {
                        Event::CommandSigned { .. } => true,
                        Event::DeadlinePassed { seat: absent, .. } => absent == seat,
                        _ => false,
                    };
                if !signed {
                    return Err(bad(seq, Failure::PickNotSigned { seat: *seat }));
                }
                covered = None;
            }
            Event::DistrictBuilt { seat, .. } | Event::TurnEnded { seat, .. }
                if state.options.trust.signs() =>
            {
                match covered {
                    Some((by, true)) if by == *seat => {}
                    Some((by, false)) if by == *seat => covered = None,
                    _ => return Err(bad(seq, Failure::MoveNotCovered { seat: *seat })),
                }
            }
            _ => {}
        }
        state = evolve(state, event, None);
    }
    Ok(())
}

/// `event` without the discard openings of a round's or the game's end: where they are
/// published moved from the one to the other (logs of 2026-11-27 open them at the round's end),
/// and each is checked against its signed commitment on its own ([`check_picks`],
/// [`unopened_discard`], the replayed draft).
fn without_discards(event: &Event) -> Event {
    let mut event = event.clone();
    match &mut event {
        Event::RoundEnded { discards, .. } => discards.clear(),
        Event::GameEnded { discards, .. } => discards.clear(),
        _ => {}
    }
    event
}

/// The signed move whose `command_signed` is `events[index]`, decided again on the replayed
/// referee `state`: the events after the signature must be the ones it gives (a pick is checked
/// by [`check_signatures`]: its character is sealed in the signed bytes).
fn check_signed_move(
    state: &State,
    events: &[Event],
    index: usize,
    seat: Seat,
    command: &str,
) -> Result<(), VerifyError> {
    let seq = index as u64 + 1;
    let Ok(parsed) = serde_json::from_str::<Command>(command) else {
        return match serde_json::from_str::<serde_json::Value>(command) {
            Ok(value) if value["do"] == "pick" => Ok(()),
            _ => Err(bad(
                seq,
                Failure::NotCanonical {
                    command: command.to_owned(),
                },
            )),
        };
    };
    if parsed.seat() != Some(seat) {
        return Err(bad(seq, Failure::SignedForOther { seat }));
    }
    let decided = decide(state, &parsed)
        .map_err(|violation| bad(seq, Failure::SignedRefused { seat, violation }))?;
    for (offset, record) in decided.iter().enumerate() {
        let at = index + 1 + offset;
        if events.get(at).map(without_discards) != Some(without_discards(&record.event)) {
            return Err(bad(at as u64 + 1, Failure::NotWhatSignedGives { seat }));
        }
    }
    Ok(())
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
fn pool(state: &State, event: &Event) -> Option<(Vec<District>, usize, Cards)> {
    let hand = |seat: &Seat| state.player(*seat).map(|p| p.hand.clone());
    Some(match event {
        Event::CardsKept { count, .. } => (
            state.turn.as_ref()?.drawn.clone(),
            *count as usize,
            Cards::Kept,
        ),
        Event::CardsRedrawn { seat, count, .. } => (hand(seat)?, *count as usize, Cards::Redrawn),
        Event::CardDiscarded { seat, .. } | Event::CardUnderMuseum { seat, .. } => {
            (hand(seat)?, 1, Cards::Discarded)
        }
        Event::DistrictBuilt {
            seat,
            payment: Payment::ThievesDen { cards, .. },
            ..
        } => (hand(seat)?, *cards as usize, Cards::Paid),
        Event::GoldForCards { seat, gold, .. } => {
            (hand(seat)?, *gold as usize, Cards::GivenForGold)
        }
        Event::CardTaken { from, .. } => (hand(from)?, 1, Cards::Taken),
        Event::CardsGivenBack { seat, to, .. } => (hand(seat)?, to.len(), Cards::GivenBack),
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
) -> Result<Secret, Failure> {
    let Some((cards, count, refused)) = pool(state, event) else {
        return Err(match kind_of(event) {
            Some(kind) if !CARD_EVENTS.contains(&kind.as_str()) => Failure::CannotRederive { kind },
            _ => Failure::SealsNoCards,
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
    found.ok_or(if tried >= MOST_CANDIDATES {
        Failure::TooManyTries {
            tries: MOST_CANDIDATES,
        }
    } else {
        Failure::NotFromSeed(refused)
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

#[cfg(test)]
mod tests {
    use durbar_domain::citadels::options::Trust;
    use durbar_domain::citadels::signing::{signer, to_sign_nth};
    use durbar_domain::citadels::{Citadels, Logged, Options, Table};
    use durbar_domain::signed::DeviceKey;
    use durbar_domain::{Bytes32, Rules};

    use super::*;
    use crate::audit::export::from_citadels;
    use crate::audit::verify::{verify_any, Verdict};

    fn key(seed: u8) -> DeviceKey {
        let mut scalar = [0x22; 32];
        scalar[31] = seed;
        DeviceKey::from_scalar(scalar).expect("a valid scalar")
    }

    /// Given a 3-player game at the signed-moves level played to its end by bots, every player
    /// move signed by its seat's key as the server logs it: the log.
    fn given_a_signed_game() -> Vec<Logged> {
        given_a_signed_game_of(3)
    }

    /// [`given_a_signed_game`] with `players` players.
    fn given_a_signed_game_of(players: u8) -> Vec<Logged> {
        let options = Options {
            trust: Trust::SignedMoves,
            ..Options::first_game(players)
        };
        let start = Command::Start {
            game: GameId([4; 16]),
            options,
            seed: Bytes32([6; 32]),
            contributions: (0..players).map(|i| Bytes32([i; 32])).collect(),
            deck: None,
            drafts: Vec::new(),
        };
        let keys: Vec<DeviceKey> = (1..=players).map(key).collect();
        let mut commands = vec![start];
        commands.extend((0..players).map(|player| Command::RegisterKey {
            player,
            key: keys[usize::from(player)].public(),
        }));
        commands.reverse();
        let mut table = Table::default();
        let mut log = Vec::new();
        let mut bots: Vec<_> = (0..u64::from(players))
            .map(|i| Citadels::bot("greedy", 70 + i).expect("a bot"))
            .collect();
        for _ in 0..20_000 {
            let command = match commands.pop() {
                Some(command) => command,
                None if Citadels::is_over(&table) => break,
                None => {
                    let wait = Citadels::waits(&table)[0];
                    bots[wait.seat.index()].choose(&table, wait.seat)
                }
            };
            let decided = Citadels::decide(&table, &command).expect("a legal move");
            let signature: Vec<_> = signer(&command)
                .into_iter()
                .map(|seat| {
                    let n = table.state.keyring.signed_count(seat) + 1;
                    let events = decided.iter().map(|l| &l.event);
                    let message = to_sign_nth(&table.state, seat, n, &command, events).message;
                    keys[seat.index()].sign(&message)
                })
                .collect();
            let signed = Citadels::signed(&table, &command, &decided, &mut signature.iter())
                .expect("signed by its seat");
            for logged in signed.into_iter().chain(decided) {
                table = Citadels::evolve(table, &logged);
                log.push(logged);
            }
        }
        assert!(Citadels::is_over(&table));
        log
    }

    #[test]
    fn a_signed_game_verifies_and_a_move_rewritten_after_signing_is_named_at_its_event() {
        let log = given_a_signed_game();
        let verdict = verify_any(&from_citadels("signed", &log)).expect("a signed game verifies");
        assert!(
            matches!(verdict, Verdict::Citadels(v) if v.state.keyring.signed_count(Seat(0)) > 5)
        );
        // When the gold a signed "take 2 gold" gave is rewritten (the chain recomputed, as an
        // operator with SQL access can).
        let at = log
            .windows(2)
            .position(|pair| {
                matches!(&pair[0].event, Event::CommandSigned { command, .. } if command.contains("\"gold\""))
                    && matches!(pair[1].event, Event::GoldGained { .. })
            })
            .expect("a signed gold-taking")
            + 1;
        let mut tampered = log.clone();
        if let Event::GoldGained { gold, .. } = &mut tampered[at].event {
            *gold += 3;
        }
        let error = match verify_any(&from_citadels("signed", &tampered)) {
            Err(error) => error,
            Ok(_) => panic!("a rewritten move must not verify"),
        };
        assert_eq!(error.seq, Some(at as u64 + 1), "{}", error.reason);
        assert!(
            error
                .reason
                .to_string()
                .contains("changed after it was signed"),
            "{}",
            error.reason
        );
    }

    #[test]
    fn a_build_added_after_a_signed_build_is_named_before_the_seed_is_out() {
        let log = given_a_signed_game();
        // When an operator adds a second build right after a seat's signed build, in a game
        // still running (its seed not revealed, so no move can be decided again).
        let built = log
            .iter()
            .position(|l| matches!(l.event, Event::DistrictBuilt { .. }))
            .expect("a build");
        let Event::DistrictBuilt { seat, .. } = log[built].event else {
            unreachable!()
        };
        assert!(
            matches!(log[built - 1].event, Event::CommandSigned { seat: by, .. } if by == seat),
            "the build follows its seat's signature"
        );
        let mut tampered: Vec<Logged> = log[..=built].to_vec();
        tampered.push(log[built].clone());
        let error = match verify_any(&from_citadels("signed", &tampered)) {
            Err(error) => error,
            Ok(_) => panic!("a build nobody signed must not verify"),
        };
        assert_eq!(error.seq, Some(built as u64 + 2), "{}", error.reason);
        assert!(
            matches!(error.reason, Failure::MoveNotCovered { seat: named } if named == seat),
            "{}",
            error.reason
        );
        // The untouched log up to the same point verifies.
        verify_any(&from_citadels("signed", &log[..=built])).expect("the running game verifies");
    }

    #[test]
    fn a_turn_played_by_the_server_without_a_deadline_marker_is_named() {
        let log = given_a_signed_game();
        // When an operator plays a seat's turn for them without its deadline having passed:
        // that turn's signatures are gone (the moves stand as the server's, unmarked).
        let called = log
            .iter()
            .position(|l| matches!(l.event, Event::CharacterCalled { seat: Some(_), .. }))
            .expect("a called character");
        let Event::CharacterCalled {
            seat: Some(absent), ..
        } = log[called].event
        else {
            unreachable!()
        };
        let ended = called
            + log[called..]
                .iter()
                .position(|l| matches!(l.event, Event::TurnEnded { seat, .. } if seat == absent))
                .expect("the turn's end");
        let tampered: Vec<Logged> = log
            .iter()
            .enumerate()
            .filter(|(i, l)| {
                !(*i > called
                    && *i <= ended
                    && matches!(l.event, Event::CommandSigned { seat, .. } if seat == absent))
            })
            .map(|(_, l)| l.clone())
            .collect();
        let unmarked = tampered[called..]
            .iter()
            .position(|l| {
                matches!(l.event, Event::DistrictBuilt { seat, .. } | Event::TurnEnded { seat, .. } if seat == absent)
            })
            .expect("the turn's end")
            + called;
        let error = match verify_any(&from_citadels("signed", &tampered)) {
            Err(error) => error,
            Ok(_) => panic!("a turn the server played unmarked must not verify"),
        };
        assert_eq!(error.seq, Some(unmarked as u64 + 1), "{}", error.reason);
        assert!(
            matches!(error.reason, Failure::MoveNotCovered { .. }),
            "{}",
            error.reason
        );
        assert!(
            error.reason.to_string().contains("deadline_passed"),
            "{}",
            error.reason
        );
    }

    #[test]
    fn a_pick_whose_commitment_is_not_the_signed_one_is_named() {
        let log = given_a_signed_game();
        let at = log
            .iter()
            .position(|l| matches!(l.event, Event::CharacterPicked { .. }))
            .expect("a pick");
        let mut tampered = log.clone();
        if let Event::CharacterPicked { commitment, .. } = &mut tampered[at].event {
            commitment.0[0] ^= 1;
        }
        let error = match verify_any(&from_citadels("signed", &tampered)) {
            Err(error) => error,
            Ok(_) => panic!("a substituted pick must not verify"),
        };
        assert_eq!(error.seq, Some(at as u64 + 1), "{}", error.reason);
    }

    /// Runs `docs/verify_export.py` on `export`: whether it accepts it, and what it said.
    fn python(export: &Export) -> (bool, String) {
        static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let path =
            std::env::temp_dir().join(format!("durbar-discard-{}-{n}.json", std::process::id()));
        std::fs::write(&path, serde_json::to_vec(export).expect("json")).expect("written");
        let checker = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/verify_export.py");
        let output = std::process::Command::new("python3")
            .arg(checker)
            .arg(&path)
            .output()
            .expect("python3 runs");
        let _ = std::fs::remove_file(&path);
        let text = String::from_utf8_lossy(&output.stdout).to_string()
            + &String::from_utf8_lossy(&output.stderr);
        (output.status.success(), text)
    }

    /// The index of the game's end, which opens the discards, and of the pick its first
    /// opening opens.
    fn first_opened_discard(log: &[Logged]) -> (usize, usize) {
        let ended = log
            .iter()
            .position(
                |l| matches!(&l.event, Event::GameEnded { discards, .. } if !discards.is_empty()),
            )
            .expect("a game's end that opens the discards");
        let Event::GameEnded { discards, .. } = &log[ended].event else {
            unreachable!()
        };
        let (round, seat, index) = (&discards[0].round, discards[0].seat, discards[0].index);
        let picked = log
            .iter()
            .position(|l| {
                matches!(l.event, Event::CharacterPicked { round: r, seat: s, index: i, .. }
                    if r == *round && s == seat && i == index)
            })
            .expect("its pick");
        (ended, picked)
    }

    #[test]
    fn a_two_player_signed_game_signs_each_discard_and_opens_it_at_the_games_end() {
        // Given a 2-player signed game (p. 7: from the second pick on, each picker also lays a
        // character face down).
        let log = given_a_signed_game_of(2);
        let mut committed = 0;
        for (i, logged) in log.iter().enumerate() {
            if let Event::CharacterPicked {
                discard_commitment: Some(discard),
                ..
            } = &logged.event
            {
                committed += 1;
                let Event::CommandSigned { command, .. } = &log[i - 1].event else {
                    panic!("a signed pick");
                };
                assert!(
                    command.ends_with(&format!(",\"discard\":\"{}\"}}", hex::encode(discard.0))),
                    "{command}"
                );
            }
        }
        // C3: no round's end opens one; the game's end opens them all.
        assert!(!log.iter().any(
            |l| matches!(&l.event, Event::RoundEnded { discards, .. } if !discards.is_empty())
        ));
        let opened: usize = log
            .iter()
            .map(|l| match &l.event {
                Event::GameEnded { discards, .. } => discards.len(),
                _ => 0,
            })
            .sum();
        // Three of the four picks of every round lay one face down.
        let rounds = log
            .iter()
            .filter(|l| matches!(l.event, Event::RoundStarted { .. }))
            .count();
        assert_eq!(committed, 3 * rounds);
        assert_eq!(opened, committed);
        // Then both verifiers accept it.
        let export = from_citadels("signed", &log);
        verify_any(&export).expect("a signed 2-player game verifies");
        let (ok, output) = python(&export);
        assert!(ok, "{output}");
        assert!(
            output.contains(&format!(
                "all {opened} characters laid face down open their commitments"
            )),
            "{output}"
        );
    }

    #[test]
    fn a_discard_rewritten_in_the_log_is_named_at_its_seq_by_both_verifiers() {
        let log = given_a_signed_game_of(2);
        let (ended, picked) = first_opened_discard(&log);
        let other = |c: Character| {
            if c == Character::Assassin {
                Character::Thief
            } else {
                Character::Assassin
            }
        };
        // When an operator rewrites the character the game's end says was laid face down.
        let mut opening = log.clone();
        if let Event::GameEnded { discards, .. } = &mut opening[ended].event {
            discards[0].character = other(discards[0].character);
        }
        let export = from_citadels("signed", &opening);
        let error = verify_any(&export).expect_err("a rewritten discard must not verify");
        assert_eq!(error.seq, Some(ended as u64 + 1), "{}", error.reason);
        assert!(
            error.reason.to_string().contains("discard"),
            "{}",
            error.reason
        );
        let (ok, output) = python(&export);
        assert!(!ok, "{output}");
        assert!(
            output.contains(&format!("seq {}: the ", ended + 1))
                && output.contains("laid face down does not open"),
            "{output}"
        );

        // When the operator also puts a commitment to that other character in the pick (a
        // nonce of their own), so that the opening opens it: not the discard the player signed.
        let mut both = opening.clone();
        let Event::GameEnded { discards, .. } = &mut both[ended].event else {
            unreachable!()
        };
        let forged = discards[0].clone();
        let round = forged.round;
        discards[0].nonce = Bytes32([9; 32]);
        if let Event::CharacterPicked {
            discard_commitment, ..
        } = &mut both[picked].event
        {
            *discard_commitment = Some(durbar_domain::citadels::seal::discard_commitment(
                GameId([4; 16]),
                round,
                forged.seat,
                forged.index,
                forged.character,
                &Bytes32([9; 32]),
            ));
        }
        let export = from_citadels("signed", &both);
        let error = verify_any(&export).expect_err("a substituted discard must not verify");
        assert_eq!(error.seq, Some(picked as u64 + 1), "{}", error.reason);
        assert!(
            matches!(error.reason, Failure::NotTheSignedDiscard { seat } if seat == forged.seat),
            "{}",
            error.reason
        );
        let (ok, output) = python(&export);
        assert!(!ok, "{output}");
        assert!(
            output.contains(&format!(
                "seq {}: the character laid face down with this pick is not the one Seat {} signed",
                picked + 1,
                forged.seat.0 + 1
            )),
            "{output}"
        );

        // When the game's end leaves the discard sealed.
        let mut unopened = log.clone();
        if let Event::GameEnded { discards, .. } = &mut unopened[ended].event {
            discards.remove(0);
        }
        let export = from_citadels("signed", &unopened);
        let error = verify_any(&export).expect_err("an unopened discard must not verify");
        assert_eq!(error.seq, Some(ended as u64 + 1), "{}", error.reason);
        assert!(
            matches!(error.reason, Failure::DiscardNeverRevealed { .. }),
            "{}",
            error.reason
        );
        let (ok, output) = python(&export);
        assert!(!ok, "{output}");
        assert!(
            output.contains(&format!("seq {}: ", ended + 1))
                && output.contains("the game's end does not reveal it"),
            "{output}"
        );
    }

    /// The log as engine 1 wrote it: event 1 names engine 1 (its other events are the test's).
    fn as_engine_1(log: Vec<Logged>) -> Vec<Logged> {
        log.into_iter()
            .map(|logged| match logged.event {
                Event::GameStarted {
                    kind,
                    game,
                    options,
                    seed_commitment,
                    contributions,
                    ..
                } => Logged::from(Event::GameStarted {
                    kind,
                    engine: 1,
                    game,
                    options,
                    seed_commitment,
                    contributions,
                }),
                _ => logged,
            })
            .collect()
    }

    #[test]
    fn a_signed_two_player_log_from_before_the_discard_was_sealed_still_verifies() {
        // Given the same game as the code before sealed discards logged it: no discard
        // commitments, no openings at the round's end, each pick signed as
        // {"do":"pick","seat":…,"commitment":…} by the same keys.
        let log = given_a_signed_game_of(2);
        let mut counts = [0u64; 2];
        let old: Vec<Logged> = log
            .iter()
            .map(|logged| {
                let mut event = logged.event.clone();
                match &mut event {
                    Event::CharacterPicked {
                        discard_commitment, ..
                    } => *discard_commitment = None,
                    Event::GameEnded { discards, .. } => discards.clear(),
                    Event::CommandSigned {
                        seat,
                        n,
                        command,
                        signature,
                    } => {
                        counts[seat.index()] += 1;
                        if let Some(cut) = command.find(",\"discard\":") {
                            command.replace_range(cut..command.len() - 1, "");
                            let message = durbar_domain::signed_message(
                                GameId([4; 16]),
                                *seat,
                                *n,
                                command.as_bytes(),
                            );
                            *signature = key(seat.0 + 1).sign(&message);
                        }
                    }
                    _ => {}
                }
                Logged::from(event)
            })
            .collect();
        assert!(counts.iter().all(|c| *c > 5));
        assert!(old.iter().all(|l| {
            let text = encode_citadels_text(l);
            !text.contains("discard_commitment") && !text.contains("\"discards\"")
        }));
        // Then both verifiers accept it, byte for byte as it was logged (by engine 1).
        let old = as_engine_1(old);
        let export = from_citadels("signed", &old);
        verify_any(&export).expect("an old signed export verifies");
        let (ok, output) = python(&export);
        assert!(ok, "{output}");
    }

    #[test]
    fn discards_opened_at_the_rounds_end_in_a_log_of_2026_11_27_still_verify() {
        // Given the same 2-player signed game as the code of 2026-11-27 logged it: each
        // round's discards opened at that round's end, none at the game's end.
        let log = given_a_signed_game_of(2);
        let (ended, _) = first_opened_discard(&log);
        let Event::GameEnded { discards, .. } = &log[ended].event else {
            unreachable!()
        };
        let all = discards.clone();
        let old: Vec<Logged> = log
            .iter()
            .map(|logged| {
                let mut event = logged.event.clone();
                match &mut event {
                    Event::RoundEnded {
                        round, discards, ..
                    } => {
                        let mine = all.iter().filter(|o| o.round == *round);
                        *discards = mine.map(|o| o.opening()).collect();
                    }
                    Event::GameEnded { discards, .. } => discards.clear(),
                    _ => {}
                }
                Logged::from(event)
            })
            .collect();
        assert!(encode_citadels_text(
            old[2..ended]
                .iter()
                .rfind(|l| {
                    matches!(&l.event, Event::RoundEnded { discards, .. } if !discards.is_empty())
                })
                .expect("a round's end that opens discards")
        )
        .contains("\"discards\""));
        // Then both verifiers accept it (written by engine 1).
        let old = as_engine_1(old);
        let export = from_citadels("signed", &old);
        verify_any(&export).expect("discards opened at the round's end verify");
        let (ok, output) = python(&export);
        assert!(ok, "{output}");
        assert!(
            output.contains(&format!(
                "all {} characters laid face down open their commitments",
                all.len()
            )),
            "{output}"
        );
    }

    #[test]
    fn a_running_game_keeps_its_discards_sealed_and_verifies() {
        // Given a 2-player signed game cut right after round 2's end: its discards are
        // committed, none opened.
        let log = given_a_signed_game_of(2);
        let cut = log
            .iter()
            .position(|l| matches!(l.event, Event::RoundEnded { round: 2, .. }))
            .expect("round 2's end");
        let running = &log[..=cut];
        assert!(running.iter().any(|l| matches!(
            l.event,
            Event::CharacterPicked {
                discard_commitment: Some(_),
                ..
            }
        )));
        assert!(!running
            .iter()
            .any(|l| encode_citadels_text(l).contains("\"discards\"")));
        // Then both verifiers accept it: sealed discards of a running game are no failure.
        let export = from_citadels("signed", running);
        verify_any(&export).expect("a running game verifies");
        let (ok, output) = python(&export);
        assert!(ok, "{output}");
    }

    fn encode_citadels_text(logged: &Logged) -> String {
        String::from_utf8(crate::audit::export::encode_citadels(logged)).expect("utf-8")
    }

    #[test]
    fn a_deadline_marker_from_before_the_rounds_start_covers_no_pick() {
        // Given a signed game cut right after the first pick of round 2 (the seat's last
        // signature, so no later number is missing).
        let log = given_a_signed_game();
        let started = log
            .iter()
            .position(|l| matches!(l.event, Event::RoundStarted { round: 2, .. }))
            .expect("round 2");
        let picked = started
            + log[started..]
                .iter()
                .position(|l| matches!(l.event, Event::CharacterPicked { .. }))
                .expect("its first pick");
        let Event::CharacterPicked { seat, .. } = log[picked].event else {
            unreachable!()
        };
        // When an operator picks for that seat unsigned, with a deadline marker of that seat
        // put before the round's start (where no pick of that seat was due).
        let mut tampered: Vec<Logged> = log[..picked + 1]
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != picked - 1)
            .map(|(_, l)| l.clone())
            .collect();
        let ended = tampered
            .iter()
            .rposition(|l| matches!(l.event, Event::RoundEnded { .. }))
            .expect("round 1's end");
        tampered.insert(
            ended,
            Logged::from(Event::DeadlinePassed {
                seat,
                deadline: Some("2026-11-27T21:00:00Z".parse().expect("RFC 3339")),
            }),
        );
        assert!(matches!(log[picked - 1].event, Event::CommandSigned { .. }));
        let export = from_citadels("signed", &tampered);
        let error = verify_any(&export).expect_err("a pick covered by a stale marker");
        assert_eq!(error.seq, Some(tampered.len() as u64), "{}", error.reason);
        let (ok, output) = python(&export);
        assert!(!ok, "{output}");
        assert!(
            output.contains(&format!(
                "seq {}: the deadline_passed marker at seq {} is not for this pick",
                tampered.len(),
                ended + 1
            )),
            "{output}"
        );
    }

    /// A finished 2-player game held by the server (the signed game, its signatures and keys
    /// left out), whose discards no signature covers.
    fn a_server_held_two_player_game() -> Vec<Logged> {
        given_a_signed_game_of(2)
            .into_iter()
            .filter(|l| {
                !matches!(
                    l.event,
                    Event::CommandSigned { .. } | Event::KeyRegistered { .. }
                )
            })
            .map(|l| {
                let mut event = l.event.clone();
                if let Event::GameStarted { options, .. } = &mut event {
                    options.trust = Trust::Server;
                }
                Logged::from(event)
            })
            .collect()
    }

    #[test]
    fn a_discard_rewritten_whole_to_a_character_never_passed_is_named_once_the_seed_is_out() {
        // Given a finished 2-player game held by the server, whose discards no signature covers.
        let log = a_server_held_two_player_game();
        verify_any(&from_citadels("server", &log)).expect("the server-held game verifies");
        // When an operator rewrites a discard whole (its commitment and its opening, with a nonce
        // of their own) to the character the other player picked first, never passed on.
        let (ended, picked) = first_opened_discard(&log);
        let first = log
            .iter()
            .position(|l| matches!(l.event, Event::CharacterPicked { .. }))
            .expect("the round's first pick");
        let taken = log
            .iter()
            .flat_map(|l| opened_picks(&l.event))
            .find(|(round, o)| {
                matches!(log[first].event, Event::CharacterPicked { round: r, seat, index, .. }
                    if r == *round && seat == o.seat && index == o.index)
            })
            .map(|(_, o)| o.character)
            .expect("the first pick's opening");
        let mut tampered = log.clone();
        let Event::GameEnded { discards, .. } = &mut tampered[ended].event else {
            unreachable!()
        };
        let round = discards[0].round;
        discards[0].character = taken;
        discards[0].nonce = Bytes32([8; 32]);
        let forged = discards[0].clone();
        if let Event::CharacterPicked {
            discard_commitment, ..
        } = &mut tampered[picked].event
        {
            *discard_commitment = Some(durbar_domain::citadels::seal::discard_commitment(
                GameId([4; 16]),
                round,
                forged.seat,
                forged.index,
                taken,
                &forged.nonce,
            ));
        }
        // Then the commitments all open, but the replayed draft names the pick.
        let error = verify_any(&from_citadels("server", &tampered))
            .expect_err("a discard never passed must not verify");
        assert_eq!(error.seq, Some(picked as u64 + 1), "{}", error.reason);
        assert!(
            matches!(error.reason, Failure::PickNotOffered { seat } if seat == forged.seat),
            "{}",
            error.reason
        );
    }

    #[test]
    fn a_pick_stripped_of_its_discard_commitment_must_still_be_a_character_passed_to_its_picker() {
        // Given a finished 2-player game held by the server,
        let log = a_server_held_two_player_game();
        let (_, picked) = first_opened_discard(&log);
        let Event::CharacterPicked {
            round, seat, index, ..
        } = log[picked].event.clone()
        else {
            unreachable!()
        };
        let first = log
            .iter()
            .position(|l| matches!(l.event, Event::CharacterPicked { round: r, .. } if r == round))
            .expect("the round's first pick");
        let taken = log
            .iter()
            .flat_map(|l| opened_picks(&l.event))
            .find(|(r, o)| {
                matches!(log[first].event, Event::CharacterPicked { round, seat, index, .. }
                    if round == *r && seat == o.seat && index == o.index)
            })
            .map(|(_, o)| o.character)
            .expect("the first pick's opening");
        // when an operator makes a pick that lays a character face down the character the
        // round's first pick took (its commitment and opening under a nonce of their own), and
        // strips its discard's commitment and opening, as if the log were from before discards
        // were sealed,
        let nonce = Bytes32([9; 32]);
        let mut tampered = log.clone();
        for logged in &mut tampered {
            match &mut logged.event {
                Event::CharacterPicked {
                    round: r,
                    seat: s,
                    index: i,
                    commitment,
                    discard_commitment,
                } if (*r, *s, *i) == (round, seat, index) => {
                    *commitment = durbar_domain::citadels::seal::pick_commitment(
                        GameId([4; 16]),
                        round,
                        seat,
                        index,
                        taken,
                        &nonce,
                    );
                    *discard_commitment = None;
                }
                Event::CharacterCalled {
                    round: r,
                    seat: Some(s),
                    index: i,
                    character,
                    nonce: Some(n),
                } if (*r, *s, *i) == (round, seat, index) => {
                    *character = taken;
                    *n = nonce;
                }
                Event::RoundEnded {
                    round: r, openings, ..
                } if *r == round => {
                    for o in openings
                        .iter_mut()
                        .filter(|o| (o.seat, o.index) == (seat, index))
                    {
                        o.character = taken;
                        o.nonce = nonce;
                    }
                }
                Event::GameEnded { discards, .. } => {
                    discards.retain(|d| (d.round, d.seat, d.index) != (round, seat, index))
                }
                _ => {}
            }
        }
        // then, in a log of engine 1, the replayed draft names the pick: its character was
        // never passed to the picker.
        let error = verify_any(&from_citadels("server", &as_engine_1(tampered)))
            .expect_err("a pick never passed must not verify");
        assert_eq!(error.seq, Some(picked as u64 + 1), "{}", error.reason);
        assert!(
            matches!(error.reason, Failure::PickNotOffered { seat: s } if s == seat),
            "{}",
            error.reason
        );
    }

    #[test]
    fn a_log_of_the_sealed_discards_engine_needs_every_discard_commitment_and_deadline() {
        // Given a finished 2-player game held by the server, written by engine 2 (its picks
        // seal their discards),
        let log = a_server_held_two_player_game();
        assert!(matches!(
            log[0].event,
            Event::GameStarted { engine, .. } if engine == SEALED_DISCARDS_ENGINE
        ));
        let (ended, picked) = first_opened_discard(&log);
        let Event::CharacterPicked {
            round, seat, index, ..
        } = log[picked].event.clone()
        else {
            unreachable!()
        };
        // when a pick that laid a character face down loses its discard commitment (and the
        // game's end its opening), as a log from before discards were sealed,
        let mut stripped = log.clone();
        if let Event::CharacterPicked {
            discard_commitment, ..
        } = &mut stripped[picked].event
        {
            *discard_commitment = None;
        }
        if let Event::GameEnded { discards, .. } = &mut stripped[ended].event {
            discards.retain(|d| (d.round, d.seat, d.index) != (round, seat, index));
        }
        let stripped: Vec<Logged> = stripped
            .into_iter()
            .map(|l| Logged::from(l.event))
            .collect();
        // then both verifiers refuse it at the pick, naming it;
        let export = from_citadels("server", &stripped);
        let error = verify_any(&export).expect_err("engine 2 seals every discard");
        assert_eq!(error.seq, Some(picked as u64 + 1), "{}", error.reason);
        assert_eq!(error.reason, Failure::DiscardNotCommitted { seat });
        let (ok, output) = python(&export);
        assert!(!ok, "{output}");
        assert!(
            output.contains(&format!(
                "seq {}: a character_picked that lays a character face down without its discard_commitment",
                picked + 1
            )),
            "{output}"
        );
        // and the same log written by engine 1 is accepted by both, as it always was.
        let old = from_citadels("server", &as_engine_1(stripped));
        verify_any(&old).expect("engine 1 may lack a discard commitment");
        let (ok, output) = python(&old);
        assert!(ok, "{output}");

        // When the server's move for a seat follows a deadline marker that names no deadline,
        let mut unnamed = log.clone();
        unnamed.insert(
            picked,
            Logged::from(Event::DeadlinePassed {
                seat,
                deadline: None,
            }),
        );
        // then engine 2's log is refused at the marker by both verifiers,
        let export = from_citadels("server", &unnamed);
        let error = verify_any(&export).expect_err("engine 2 names every deadline");
        assert_eq!(error.seq, Some(picked as u64 + 1), "{}", error.reason);
        assert_eq!(error.reason, Failure::DeadlineNotNamed { seat });
        let (ok, output) = python(&export);
        assert!(!ok, "{output}");
        assert!(
            output.contains(&format!(
                "seq {}: a deadline_passed marker that names no deadline",
                picked + 1
            )),
            "{output}"
        );
        // and engine 1's is accepted.
        let old = from_citadels("server", &as_engine_1(unnamed));
        verify_any(&old).expect("engine 1 may leave a deadline unnamed");
        let (ok, output) = python(&old);
        assert!(ok, "{output}");
    }
}
