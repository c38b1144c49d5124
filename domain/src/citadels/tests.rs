//! Given/when/then tests of the Citadels rules, each citing the rulebook page (Czech 2016
//! edition) or the decision (C1–C9) it checks.

use super::cards::{Character, District};
use super::command::{Ability, BuildWith, Command};
use super::event::{DraftSetup, Event, Record};
use super::options::Options;
use super::state::{Built, Phase, State};
use super::violation::RuleViolation;
use super::{decide, evolve, fold, fold_public, legal_moves, view, Viewer};
use crate::bytes::Bytes32;
use crate::ids::{GameId, Seat};

use Character::*;
use District::*;

const GAME: GameId = GameId([7; 16]);

/// A deck with `top` first and the rest of the game's cards after, in card order.
fn deck_with(options: &Options, top: &[District]) -> Vec<District> {
    let mut rest = options.deck_cards();
    for card in top {
        let i = rest
            .iter()
            .position(|d| d == card)
            .expect("card in the game");
        rest.remove(i);
    }
    let mut deck = top.to_vec();
    deck.extend(rest);
    deck
}

/// Starts a game with a fixed deck (`top` first) and fixed set-asides.
#[track_caller]
fn start(options: Options, top: &[District], drafts: Vec<DraftSetup>) -> State {
    let deck = deck_with(&options, top);
    let players = usize::from(options.players);
    let records = decide(
        &State::default(),
        &Command::Start {
            game: GAME,
            options,
            seed: Bytes32([1; 32]),
            contributions: vec![Bytes32([2; 32]); players],
            deck: Some(deck),
            drafts,
        },
    )
    .expect("start");
    fold(&records)
}

fn aside(face_up: &[Character], face_down: Character) -> DraftSetup {
    DraftSetup {
        face_up: face_up.to_vec(),
        face_down,
    }
}

/// Applies a command that must be accepted; returns its events.
#[track_caller]
fn play(state: &mut State, command: Command) -> Vec<Event> {
    let records = decide(state, &command).unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    apply(state, &records);
    records.into_iter().map(|r| r.event).collect()
}

fn apply(state: &mut State, records: &[Record]) {
    for r in records {
        *state = evolve(std::mem::take(state), &r.event, r.secret.as_ref());
    }
}

#[track_caller]
fn refused(state: &State, command: Command) -> RuleViolation {
    decide(state, &command).expect_err("the command must be refused")
}

fn pick(seat: u8, character: Character) -> Command {
    Command::Pick {
        seat: Seat(seat),
        character,
        discard: None,
        nonce: Bytes32([seat + 10; 32]),
        discard_nonce: None,
    }
}

/// A 4-player first game whose round 1 sets aside the given cards; seats pick in order.
#[track_caller]
fn four_players(
    top: &[District],
    face_up: [Character; 2],
    down: Character,
    picks: [Character; 4],
) -> State {
    let mut state = start(Options::first_game(4), top, vec![aside(&face_up, down)]);
    for (i, c) in picks.iter().enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    state
}

/// `seat` builds `district`, paying gold.
fn build(seat: Seat, district: District) -> Command {
    Command::Build {
        seat,
        district,
        with: BuildWith::Gold,
    }
}

/// `seat` (the Assassin) kills `character`.
fn kill(seat: Seat, character: Character) -> Command {
    Command::Kill { seat, character }
}

fn s(i: u8) -> Seat {
    Seat(i)
}

fn city(state: &mut State, seat: u8, districts: &[District]) {
    state.players[seat as usize].city = districts
        .iter()
        .map(|d| Built {
            district: *d,
            beautified: false,
            under: Vec::new(),
            under_count: 0,
        })
        .collect();
}

fn give(state: &mut State, seat: u8, districts: &[District]) {
    let p = &mut state.players[seat as usize];
    p.hand.extend_from_slice(districts);
    p.hand_count += districts.len();
}

fn gold(state: &mut State, seat: u8, gold: u32) {
    state.players[seat as usize].gold = gold;
}

/// The awaited seat misses its deadline (C7).
#[track_caller]
fn no_show(state: &mut State) {
    let seat = state.awaiting()[0];
    play(
        state,
        Command::NoShow {
            seat,
            nonce: Bytes32::default(),
            deadline: None,
        },
    );
}

/// Plays no-shows until `character`'s turn.
#[track_caller]
fn until(state: &mut State, character: Character) {
    while state.turn.as_ref().map(|t| t.character) != Some(character) {
        no_show(state);
    }
}

// ---- setup and draft ----

#[test]
fn setup_deals_four_cards_and_two_gold_and_seat_0_has_the_crown() {
    // p. 2 (setup 2.–5.), C1.
    let state = start(Options::first_game(4), &[], vec![]);
    assert_eq!(state.crown, s(0));
    assert_eq!(state.deck_size, 68 - 16);
    for p in &state.players {
        assert_eq!((p.gold, p.hand.len(), p.hand_count), (2, 4, 4));
    }
    assert_eq!(state.phase, Phase::Draft);
    assert_eq!(state.draft.face_up.len(), 2);
    assert_eq!(state.awaiting(), [s(0)]);
}

#[test]
fn the_deal_is_one_card_at_a_time_in_seat_order() {
    // script-format-citadels.md: 4 cards to each seat in seat order, one at a time.
    let state = start(
        Options::first_game(4),
        &[Manor, Castle, Palace, Temple, Church],
        vec![],
    );
    assert_eq!(state.players[0].hand[0], Manor);
    assert_eq!(state.players[1].hand[0], Castle);
    assert_eq!(state.players[3].hand[0], Temple);
    assert_eq!(state.players[0].hand[1], Church);
}

#[test]
fn picks_go_clockwise_from_the_crown_and_are_sealed() {
    // p. 3 steps 3–4, C3.
    let mut state = start(
        Options::first_game(4),
        &[],
        vec![aside(&[Thief, Bishop], Warlord)],
    );
    assert_eq!(
        refused(&state, pick(1, King)),
        RuleViolation::NotYourMove(s(1))
    );
    assert_eq!(
        refused(&state, pick(0, Thief)),
        RuleViolation::NotOffered(Thief)
    );
    let events = play(&mut state, pick(0, King));
    let Event::CharacterPicked { commitment, .. } = &events[0] else {
        panic!("{events:?}")
    };
    let json = serde_json::to_string(&events).unwrap();
    assert!(!json.contains("king"), "the pick is sealed: {json}");
    assert_eq!(
        *commitment,
        super::seal::pick_commitment(GAME, 1, s(0), 0, King, &Bytes32([10; 32]))
    );
    assert_eq!(state.awaiting(), [s(1)]);
}

#[test]
fn the_unpicked_card_goes_face_down_and_rank_1_is_called() {
    // p. 3 step 4 and "Fáze akcí".
    let state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Assassin, Merchant, Architect],
    );
    assert_eq!(state.phase, Phase::Turns);
    assert_eq!(state.draft.face_down_count, 2);
    assert_eq!(
        state.turn.as_ref().map(|t| (t.seat, t.character)),
        Some((s(1), Assassin))
    );
}

#[test]
fn the_last_of_seven_players_chooses_between_the_last_card_and_the_face_down_one() {
    // p. 3, "Pravidlo sedmi hráčů".
    let mut state = start(Options::first_game(7), &[], vec![aside(&[], Warlord)]);
    let picks = [Assassin, Thief, Magician, King, Bishop, Merchant];
    for (i, c) in picks.iter().enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    let v = view(&state, Viewer::Seat(s(6)));
    assert_eq!(v.offered, Some(vec![Architect, Warlord]));
    play(&mut state, pick(6, Warlord));
    assert_eq!(state.holder(Warlord), Some((s(6), 0)));
    assert_eq!(state.draft.face_down, vec![Architect]);
}

#[test]
fn two_players_pick_twice_and_set_a_card_aside_after_the_first_pick() {
    // p. 7, "hra 2 hráčů".
    let mut state = start(Options::first_game(2), &[], vec![aside(&[], Warlord)]);
    play(&mut state, pick(0, King));
    assert_eq!(
        refused(&state, pick(1, Thief)),
        RuleViolation::DiscardRequired
    );
    let with = |seat, character, discard| Command::Pick {
        seat: Seat(seat),
        character,
        discard: Some(discard),
        nonce: Bytes32::default(),
        discard_nonce: None,
    };
    play(&mut state, with(1, Thief, Assassin));
    play(&mut state, with(0, Merchant, Bishop));
    play(&mut state, with(1, Architect, Magician));
    assert_eq!(state.phase, Phase::Turns);
    assert_eq!(state.draft.face_down_count, 4);
    let mine: Vec<_> = state.players[0].characters.iter().map(|c| c.1).collect();
    assert_eq!(mine, [King, Merchant]);
}

#[test]
fn a_discard_without_its_own_nonce_is_never_sealed_under_a_zero_nonce() {
    // C3: given a 2-player draft where Bára lays a character face down without a nonce of
    // her own (a script, the no-show policy),
    let mut state = start(Options::first_game(2), &[], vec![aside(&[], Warlord)]);
    play(&mut state, pick(0, King));
    let round = state.round;
    let bare = Command::Pick {
        seat: Seat(1),
        character: Thief,
        discard: Some(Assassin),
        nonce: Bytes32([0x33; 32]),
        discard_nonce: None,
    };
    let zero =
        super::seal::discard_commitment(GAME, round, Seat(1), 0, Assassin, &Bytes32::default());
    // when a state without the referee's seed (folded from the public log) decides it, then it
    // is refused, the no-show policy's pick as well: no commitment under a zero nonce is made,
    let mut public = state.clone();
    public.referee = None;
    assert_eq!(decide(&public, &bare), Err(RuleViolation::NotReferee));
    let no_show = Command::NoShow {
        seat: Seat(1),
        nonce: Bytes32([0x55; 32]),
        deadline: None,
    };
    assert_eq!(decide(&public, &no_show), Err(RuleViolation::NotReferee));
    // and the referee seals it under the nonce its seed gives.
    let events = play(&mut state, bare);
    let Event::CharacterPicked {
        discard_commitment: Some(sealed),
        ..
    } = events[0]
    else {
        panic!("a sealed discard: {events:?}")
    };
    assert_ne!(sealed, zero);
    let seed = state.referee.as_ref().expect("the referee").seed;
    let nonce = super::seal::fallback_discard_nonce(&seed, round, Seat(1), 0);
    assert_eq!(
        sealed,
        super::seal::discard_commitment(GAME, round, Seat(1), 0, Assassin, &nonce)
    );
}

#[test]
fn a_discard_is_sealed_under_its_own_nonce_signed_with_its_pick_and_opened_at_the_rounds_end() {
    // p. 7 (2 players), C3: the character laid face down is committed to like the pick.
    let mut state = start(Options::first_game(2), &[], vec![aside(&[], Warlord)]);
    play(&mut state, pick(0, King));
    let own = Bytes32([0x44; 32]);
    let command = Command::Pick {
        seat: Seat(1),
        character: Thief,
        discard: Some(Assassin),
        nonce: Bytes32([0x33; 32]),
        discard_nonce: Some(own),
    };
    let events = play(&mut state, command.clone());
    let Event::CharacterPicked {
        commitment,
        discard_commitment: Some(discard),
        ..
    } = events[0]
    else {
        panic!("a sealed discard: {events:?}")
    };
    let round = state.round;
    assert_eq!(
        discard,
        super::seal::discard_commitment(GAME, round, Seat(1), 0, Assassin, &own)
    );
    // Then the signed bytes carry both commitments, the discard's after the pick's.
    assert_eq!(
        super::signing::canonical_command(&command, &events),
        format!(
            r#"{{"do":"pick","seat":1,"commitment":"{}","discard":"{}"}}"#,
            hex::encode(commitment.0),
            hex::encode(discard.0)
        )
    );
    // And a pick without a discard signs the bytes it always did.
    assert!(!super::signing::canonical_command(&pick(0, King), &[]).contains("discard"));
    // When the server picks for a seat (no nonce of its own): one from the sealed seed, not the
    // pick's.
    let events = play(
        &mut state,
        Command::NoShow {
            seat: Seat(0),
            nonce: Bytes32([0x55; 32]),
            deadline: None,
        },
    );
    let Some((server_discard, _)) = events.iter().find_map(|e| match e {
        Event::CharacterPicked {
            discard_commitment: Some(d),
            commitment,
            ..
        } => Some((*d, *commitment)),
        _ => None,
    }) else {
        panic!("the server's pick lays one face down too: {events:?}")
    };
    let opening = state.draft.discards[1].clone();
    let seed = state.referee.as_ref().expect("the referee").seed;
    assert_eq!(
        opening.nonce,
        super::seal::fallback_discard_nonce(&seed, round, Seat(0), 1)
    );
    assert_eq!(
        server_discard,
        super::seal::discard_commitment(GAME, round, Seat(0), 1, opening.character, &opening.nonce)
    );
    let offered = state.draft.offered.clone();
    play(
        &mut state,
        Command::Pick {
            seat: Seat(1),
            character: offered[0],
            discard: Some(offered[1]),
            nonce: Bytes32::default(),
            discard_nonce: Some(own),
        },
    );
    // Then the round's end opens none of the three discards (C3: set aside face down, they stay
    // sealed until the game ends), and the referee keeps them, each its own commitment, into
    // the next round.
    let mut ended = Vec::new();
    for _ in 0..200 {
        if let Some(Event::RoundEnded { discards, .. }) = ended.last() {
            assert!(discards.is_empty(), "{discards:?}");
            assert!(
                !ended.iter().any(|e| matches!(e, Event::GameEnded { .. })),
                "{ended:?}"
            );
            let kept = &state.draft.discards;
            assert_eq!(kept.len(), 3);
            assert!(kept.iter().all(|o| o.round == round));
            assert_eq!(kept[0].character, Assassin);
            assert_eq!(state.round, round + 1);
            return;
        }
        let seat = state.awaiting()[0];
        ended = play(
            &mut state,
            Command::NoShow {
                seat,
                nonce: Bytes32::default(),
                deadline: None,
            },
        );
        if let Some(at) = ended
            .iter()
            .position(|e| matches!(e, Event::RoundEnded { .. }))
        {
            ended.truncate(at + 1);
        }
    }
    panic!("the round never ended");
}

#[test]
fn three_players_set_a_random_card_aside_after_the_first_picks() {
    // p. 7, "hra 3 hráčů".
    let mut state = start(Options::first_game(3), &[], vec![aside(&[], Artist)]);
    for (i, c) in [King, Thief, Merchant].iter().enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    assert_eq!(state.draft.face_down_count, 2);
    assert_eq!(state.draft.offered.len(), 4);
    let offered = state.draft.offered.clone();
    for (i, c) in offered.iter().take(3).enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    assert_eq!(state.phase, Phase::Turns);
    assert_eq!(state.draft.face_down_count, 3);
    let picked: usize = state.players.iter().map(|p| p.characters.len()).sum();
    assert_eq!(picked, 6);
}

#[test]
fn the_rank_4_character_cannot_be_set_aside_face_up_by_a_script() {
    // p. 3, "Důležité upozornění".
    let records = decide(
        &State::default(),
        &Command::Start {
            game: GAME,
            options: Options::first_game(4),
            seed: Bytes32::default(),
            contributions: vec![],
            deck: None,
            drafts: vec![aside(&[King, Thief], Bishop)],
        },
    );
    assert_eq!(records.unwrap_err(), RuleViolation::BadDraft(1));
}

// ---- turns ----

#[test]
fn a_turn_gathers_first_then_builds_one_district() {
    // p. 4, "akce hráče na tahu".
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Assassin, Merchant, Architect],
    );
    let seat = s(1);
    play(
        &mut state,
        Command::Kill {
            seat,
            character: Warlord,
        },
    );
    let hand0 = state.players[1].hand[0];
    assert_eq!(
        refused(
            &state,
            Command::Build {
                seat,
                district: hand0,
                with: BuildWith::Gold
            }
        ),
        RuleViolation::GatherFirst
    );
    play(&mut state, Command::Gold { seat });
    assert_eq!(state.players[1].gold, 4);
    assert_eq!(
        refused(&state, Command::Draw { seat }),
        RuleViolation::AlreadyGathered
    );
}

#[test]
fn drawing_shows_two_cards_keeps_one_and_returns_the_other_to_the_bottom() {
    // p. 4: "druhou odloží zpět – lícem dolů dospod".
    let options = Options::first_game(4);
    let mut top: Vec<District> = vec![Tavern; 5];
    top.extend([
        Temple, Temple, Temple, Manor, Manor, Manor, Manor, Manor, Castle, Castle, Castle,
    ]);
    top.extend([Palace, Prison]);
    let mut state = start(options, &top, vec![aside(&[Thief, Bishop], Warlord)]);
    for (i, c) in [King, Assassin, Merchant, Architect].iter().enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    let seat = s(1);
    play(&mut state, Command::Draw { seat });
    assert_eq!(state.turn.as_ref().unwrap().drawn, vec![Palace, Prison]);
    assert_eq!(view(&state, Viewer::Seat(s(0))).drawn, None);
    assert_eq!(
        view(&state, Viewer::Seat(seat)).drawn,
        Some(vec![Palace, Prison])
    );
    assert_eq!(
        refused(
            &state,
            Command::Keep {
                seat,
                districts: vec![Manor]
            }
        ),
        RuleViolation::NotDrawn(Manor)
    );
    let size = state.deck_size;
    play(
        &mut state,
        Command::Keep {
            seat,
            districts: vec![Palace],
        },
    );
    assert!(state.players[1].hand.contains(&Palace));
    assert_eq!(state.deck_size, size + 1);
    assert_eq!(state.referee.as_ref().unwrap().deck.back(), Some(&Prison));
}

#[test]
fn no_second_district_of_the_same_name_and_the_building_limit_is_one() {
    // p. 4, "Pozor".
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Assassin, Merchant, Architect],
    );
    let seat = s(1);
    city(&mut state, 1, &[Tavern]);
    give(&mut state, 1, &[Tavern, Temple, Church]);
    gold(&mut state, 1, 10);
    play(&mut state, Command::Gold { seat });
    assert_eq!(
        refused(
            &state,
            Command::Build {
                seat,
                district: Tavern,
                with: BuildWith::Gold
            }
        ),
        RuleViolation::AlreadyInCity(Tavern)
    );
    play(
        &mut state,
        Command::Build {
            seat,
            district: Temple,
            with: BuildWith::Gold,
        },
    );
    assert_eq!(state.players[1].gold, 11);
    assert_eq!(
        refused(
            &state,
            Command::Build {
                seat,
                district: Church,
                with: BuildWith::Gold
            }
        ),
        RuleViolation::BuildingLimit
    );
}

#[test]
fn the_killed_character_stays_silent_and_is_revealed_at_the_round_end() {
    // p. 10 (Assassin), C3.
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Assassin, Merchant, Architect],
    );
    play(&mut state, kill(s(1), Merchant));
    play(&mut state, Command::Gold { seat: s(1) });
    let events = play(&mut state, Command::EndTurn { seat: s(1) });
    // Magician (3) is not in play; the King (seat 0) is next.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CharacterCalled {
            character: Magician,
            seat: None,
            ..
        }
    )));
    assert_eq!(state.turn.as_ref().unwrap().seat, s(0));
    play(&mut state, Command::Gold { seat: s(0) });
    let events = play(&mut state, Command::EndTurn { seat: s(0) });
    let called = events.iter().find(|e| {
        matches!(
            e,
            Event::CharacterCalled {
                character: Merchant,
                ..
            }
        )
    });
    assert!(matches!(
        called,
        Some(Event::CharacterCalled { seat: None, .. })
    ));
    assert_eq!(
        view(&state, Viewer::Seat(s(0))).players[2].characters,
        Vec::<Character>::new()
    );
    assert_eq!(state.turn.as_ref().unwrap().character, Architect);
    play(&mut state, Command::Gold { seat: s(3) });
    let events = play(&mut state, Command::EndTurn { seat: s(3) });
    let ended = events.iter().find_map(|e| match e {
        Event::RoundEnded { openings, .. } => Some(openings.clone()),
        _ => None,
    });
    assert_eq!(ended.unwrap()[0].character, Merchant);
}

#[test]
fn the_thief_takes_all_gold_when_the_robbed_character_is_called() {
    // p. 11 (Thief).
    let mut state = four_players(
        &[],
        [Magician, Bishop],
        Warlord,
        [King, Thief, Merchant, Architect],
    );
    // Rank 1 is face down: the Thief plays first.
    assert_eq!(
        refused(
            &state,
            Command::Rob {
                seat: s(1),
                character: Assassin
            }
        ),
        RuleViolation::BadTarget {
            ability: Thief,
            target: Assassin
        }
    );
    play(
        &mut state,
        Command::Rob {
            seat: s(1),
            character: King,
        },
    );
    play(&mut state, Command::Gold { seat: s(1) });
    gold(&mut state, 0, 5);
    let events = play(&mut state, Command::EndTurn { seat: s(1) });
    assert!(events.contains(&Event::GoldStolen {
        thief: s(1),
        victim: s(0),
        gold: 5
    }));
    assert_eq!((state.players[0].gold, state.players[1].gold), (0, 9));
}

#[test]
fn the_magician_exchanges_hands_or_redraws() {
    // p. 11 (Magician).
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Magician, Merchant, Architect],
    );
    let mine = state.players[1].hand.clone();
    let theirs = state.players[2].hand.clone();
    let mut other = state.clone();
    play(
        &mut state,
        Command::Exchange {
            seat: s(1),
            target: s(2),
        },
    );
    assert_eq!(
        (state.players[1].hand.clone(), state.players[2].hand.clone()),
        (theirs, mine.clone())
    );
    assert_eq!(
        refused(
            &state,
            Command::Redraw {
                seat: s(1),
                districts: vec![]
            }
        ),
        RuleViolation::AbilityUsed
    );
    let top = other
        .referee
        .as_ref()
        .unwrap()
        .deck
        .front()
        .copied()
        .unwrap();
    play(
        &mut other,
        Command::Redraw {
            seat: s(1),
            districts: vec![mine[0]],
        },
    );
    assert_eq!(other.players[1].hand_count, 4);
    assert!(other.players[1].hand.contains(&top));
    assert_eq!(other.referee.as_ref().unwrap().deck.back(), Some(&mine[0]));
}

#[test]
fn the_king_takes_the_crown_and_collects_for_noble_districts() {
    // p. 12 (King).
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [Assassin, King, Merchant, Architect],
    );
    play(&mut state, Command::Gold { seat: s(0) });
    city(&mut state, 1, &[Manor, Castle, Tavern]);
    let events = play(&mut state, Command::EndTurn { seat: s(0) });
    assert!(events.contains(&Event::CrownTaken { seat: s(1) }));
    play(&mut state, Command::Collect { seat: s(1) });
    assert_eq!(state.players[1].gold, 4);
    assert_eq!(
        refused(&state, Command::Collect { seat: s(1) }),
        RuleViolation::AlreadyCollected
    );
}

#[test]
fn a_killed_king_still_takes_the_crown_at_the_round_end() {
    // p. 12 (King) and C5.
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [Assassin, King, Merchant, Architect],
    );
    play(&mut state, kill(s(0), King));
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, Command::EndTurn { seat: s(0) });
    assert_eq!(state.crown, s(0));
    play(&mut state, Command::Gold { seat: s(2) });
    play(&mut state, Command::EndTurn { seat: s(2) });
    play(&mut state, Command::Gold { seat: s(3) });
    let events = play(&mut state, Command::EndTurn { seat: s(3) });
    assert!(events.contains(&Event::CrownTaken { seat: s(1) }));
    assert_eq!((state.round, state.crown), (2, s(1)));
    assert_eq!(state.awaiting(), [s(1)]);
}

#[test]
fn the_bishop_is_safe_from_the_warlord_unless_killed() {
    // p. 12 (Bishop).
    let setup = || {
        let mut state = four_players(
            &[],
            [Thief, Magician],
            King,
            [Assassin, Bishop, Merchant, Warlord],
        );
        city(&mut state, 1, &[Temple]);
        state
    };
    let mut state = setup();
    play(&mut state, kill(s(0), Merchant));
    for seat in [0, 1] {
        play(&mut state, Command::Gold { seat: s(seat) });
        play(&mut state, Command::EndTurn { seat: s(seat) });
    }
    let destroy = Command::Destroy {
        seat: s(3),
        target: s(1),
        district: Temple,
    };
    assert_eq!(
        refused(&state, destroy.clone()),
        RuleViolation::BishopProtected
    );
    let mut state = setup();
    play(&mut state, kill(s(0), Bishop));
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, Command::EndTurn { seat: s(0) });
    play(&mut state, Command::Gold { seat: s(2) });
    play(&mut state, Command::EndTurn { seat: s(2) });
    play(&mut state, destroy);
    assert!(state.players[1].city.is_empty());
}

#[test]
fn of_two_copies_the_warlord_destroys_the_plain_one_at_its_price() {
    // p. 12 (Warlord) with the Quarry's duplicates and the Artist's beautified copy: a command
    // names a district, and the copy it takes is the plain one (legal_moves and decide agree).
    let mut state = four_players(
        &[],
        [Thief, Magician],
        King,
        [Assassin, Bishop, Merchant, Warlord],
    );
    city(&mut state, 2, &[Tavern, Quarry, Tavern]);
    state.players[2].city[0].beautified = true;
    for seat in [0, 1, 2] {
        play(&mut state, Command::Gold { seat: s(seat) });
        play(&mut state, Command::EndTurn { seat: s(seat) });
    }
    gold(&mut state, 3, 0);
    let destroy = Command::Destroy {
        seat: s(3),
        target: s(2),
        district: Tavern,
    };
    let offered = legal_moves(&state, s(3));
    assert_eq!(offered.iter().filter(|m| **m == destroy).count(), 1);
    let events = play(&mut state, destroy);
    assert!(events.contains(&Event::DistrictDestroyed {
        by: s(3),
        target: s(2),
        district: Tavern,
        paid: 0,
        armory: false,
    }));
    let left: Vec<_> = state.players[2]
        .city
        .iter()
        .map(|b| (b.district, b.beautified))
        .collect();
    assert_eq!(left, [(Tavern, true), (Quarry, false)]);
}

#[test]
fn the_merchant_gets_one_extra_gold_and_gold_for_trade_districts() {
    // p. 12 (Merchant).
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Assassin, Merchant, Architect],
    );
    city(&mut state, 2, &[Tavern, Market, Temple]);
    play(&mut state, kill(s(1), Architect));
    play(&mut state, Command::Gold { seat: s(1) });
    play(&mut state, Command::EndTurn { seat: s(1) });
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, Command::EndTurn { seat: s(0) });
    assert_eq!(state.players[2].gold, 3);
    play(&mut state, Command::Collect { seat: s(2) });
    assert_eq!(state.players[2].gold, 5);
}

#[test]
fn the_architect_gains_two_cards_and_builds_up_to_three() {
    // p. 13 (Architect).
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Assassin, Merchant, Architect],
    );
    play(&mut state, kill(s(1), Merchant));
    for seat in [1, 0] {
        play(&mut state, Command::Gold { seat: s(seat) });
        play(&mut state, Command::EndTurn { seat: s(seat) });
    }
    assert_eq!(state.players[3].hand_count, 6);
    state.players[3].hand = vec![Temple, Tavern, Watchtower, Manor];
    state.players[3].hand_count = 4;
    gold(&mut state, 3, 10);
    play(&mut state, Command::Gold { seat: s(3) });
    for d in [Temple, Tavern, Watchtower] {
        play(&mut state, build(s(3), d));
    }
    assert_eq!(
        refused(&state, build(s(3), Manor)),
        RuleViolation::BuildingLimit
    );
}

#[test]
fn the_rulebooks_warlord_turn() {
    // p. 5, "příklad jednoho tahu hráče": Veronika (Warlord) is robbed, takes 2 gold, 2 gold
    // for prison and watchtower, destroys Martin's market for 1 and builds barracks for 3.
    let mut state = four_players(
        &[],
        [Magician, Bishop],
        Merchant,
        [Assassin, Thief, King, Warlord],
    );
    // Seat 1 (Žaneta) is the Thief, seat 0 ends rank 1 quietly, seat 3 (Veronika) the Warlord,
    // seat 2 (Martin) had built a market.
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, Command::EndTurn { seat: s(0) });
    play(
        &mut state,
        Command::Rob {
            seat: s(1),
            character: Warlord,
        },
    );
    play(&mut state, Command::Gold { seat: s(1) });
    play(&mut state, Command::EndTurn { seat: s(1) });
    play(&mut state, Command::Gold { seat: s(2) });
    city(&mut state, 2, &[Market]);
    city(&mut state, 3, &[Prison, Watchtower]);
    give(&mut state, 3, &[Barracks]);
    gold(&mut state, 3, 3);
    let zaneta = state.players[1].gold;
    play(&mut state, Command::EndTurn { seat: s(2) });
    assert_eq!(
        (state.players[3].gold, state.players[1].gold),
        (0, zaneta + 3)
    );
    let v = s(3);
    play(&mut state, Command::Gold { seat: v });
    play(&mut state, Command::Collect { seat: v });
    assert_eq!(state.players[3].gold, 4);
    play(
        &mut state,
        Command::Destroy {
            seat: v,
            target: s(2),
            district: Market,
        },
    );
    assert_eq!(state.players[3].gold, 3);
    assert!(state.players[2].city.is_empty());
    assert_eq!(state.referee.as_ref().unwrap().deck.back(), Some(&Market));
    play(&mut state, build(v, Barracks));
    assert_eq!(state.players[3].gold, 0);
    assert_eq!(
        refused(&state, Command::Collect { seat: v }),
        RuleViolation::AlreadyCollected
    );
    let events = play(&mut state, Command::EndTurn { seat: v });
    assert!(matches!(events[0], Event::TurnEnded { .. }));
    assert!(events.iter().any(|e| matches!(e, Event::RoundEnded { .. })));
}

#[test]
fn the_warlord_cannot_destroy_in_a_completed_city_nor_the_keep() {
    // p. 13 (Warlord); district clarifications (Keep).
    let mut state = four_players(
        &[],
        [Thief, Magician],
        King,
        [Assassin, Bishop, Merchant, Warlord],
    );
    play(&mut state, kill(s(0), Bishop));
    for seat in [0, 2] {
        play(&mut state, Command::Gold { seat: s(seat) });
        play(&mut state, Command::EndTurn { seat: s(seat) });
    }
    city(
        &mut state,
        1,
        &[Temple, Church, Manor, Castle, Tavern, Market, Keep],
    );
    city(&mut state, 2, &[Keep, Tavern, GreatWall]);
    gold(&mut state, 3, 0);
    assert_eq!(
        refused(
            &state,
            Command::Destroy {
                seat: s(3),
                target: s(1),
                district: Temple
            }
        ),
        RuleViolation::CompletedCity
    );
    assert_eq!(
        refused(
            &state,
            Command::Destroy {
                seat: s(3),
                target: s(2),
                district: Keep
            }
        ),
        RuleViolation::KeepProtected
    );
    // Great Wall: one more gold.
    assert_eq!(
        refused(
            &state,
            Command::Destroy {
                seat: s(3),
                target: s(2),
                district: Tavern
            }
        ),
        RuleViolation::NotEnoughGold { needed: 1, have: 0 }
    );
}

// ---- unique districts ----

fn warlord_turn() -> State {
    // Seat 3 is the Warlord and plays after the others passed.
    let mut state = four_players(
        &[],
        [Thief, Magician],
        King,
        [Assassin, Bishop, Merchant, Warlord],
    );
    play(&mut state, kill(s(0), Bishop));
    for seat in [0, 2] {
        play(&mut state, Command::Gold { seat: s(seat) });
        play(&mut state, Command::EndTurn { seat: s(seat) });
    }
    state
}

#[test]
fn library_keeps_every_drawn_card_and_observatory_draws_three() {
    // District clarifications (Library with Observatory keeps all 3).
    let mut state = warlord_turn();
    city(&mut state, 3, &[Library, Observatory]);
    let before = state.players[3].hand_count;
    play(&mut state, Command::Draw { seat: s(3) });
    assert_eq!(state.players[3].hand_count, before + 3);
}

#[test]
fn gold_mine_adds_a_gold_when_gathering_gold() {
    let mut state = warlord_turn();
    city(&mut state, 3, &[GoldMine]);
    gold(&mut state, 3, 0);
    play(&mut state, Command::Gold { seat: s(3) });
    assert_eq!(state.players[3].gold, 3);
}

#[test]
fn factory_discounts_other_unique_districts_and_quarry_allows_duplicates() {
    let mut state = warlord_turn();
    city(&mut state, 3, &[Factory, Quarry, Tavern]);
    give(&mut state, 3, &[Keep, Tavern]);
    gold(&mut state, 3, 0);
    play(&mut state, Command::Gold { seat: s(3) });
    play(&mut state, build(s(3), Keep));
    assert_eq!(state.players[3].gold, 0);
    let mut state = warlord_turn();
    city(&mut state, 3, &[Quarry, Tavern]);
    give(&mut state, 3, &[Tavern]);
    play(&mut state, Command::Gold { seat: s(3) });
    play(&mut state, build(s(3), Tavern));
    assert_eq!(state.players[3].city.len(), 3);
}

#[test]
fn laboratory_and_smithy_once_per_turn() {
    let mut state = warlord_turn();
    city(&mut state, 3, &[Laboratory, Smithy]);
    let card = state.players[3].hand[0];
    gold(&mut state, 3, 0);
    play(
        &mut state,
        Command::Ability {
            seat: s(3),
            ability: Ability::Laboratory { district: card },
        },
    );
    assert_eq!((state.players[3].gold, state.players[3].hand_count), (2, 3));
    assert_eq!(
        refused(
            &state,
            Command::Ability {
                seat: s(3),
                ability: Ability::Laboratory {
                    district: state.players[3].hand[0]
                }
            }
        ),
        RuleViolation::AbilityUsed
    );
    play(
        &mut state,
        Command::Ability {
            seat: s(3),
            ability: Ability::Smithy,
        },
    );
    assert_eq!((state.players[3].gold, state.players[3].hand_count), (0, 6));
    assert_eq!(
        refused(
            &state,
            Command::Ability {
                seat: s(3),
                ability: Ability::Smithy
            }
        ),
        RuleViolation::AbilityUsed
    );
}

#[test]
fn statue_takes_the_crown_and_scores_five_with_it() {
    let mut state = warlord_turn();
    give(&mut state, 3, &[Statue]);
    gold(&mut state, 3, 3);
    play(&mut state, Command::Gold { seat: s(3) });
    let events = play(&mut state, build(s(3), Statue));
    assert!(events.contains(&Event::CrownTaken { seat: s(3) }));
    assert_eq!(super::score::score(&state, s(3)).unique, 5);
}

#[test]
fn thieves_den_is_paid_partly_with_cards() {
    let mut state = warlord_turn();
    state.players[3].hand = vec![ThievesDen, Temple, Tavern, Manor];
    state.players[3].hand_count = 4;
    gold(&mut state, 3, 2);
    play(&mut state, Command::Gold { seat: s(3) });
    let with = BuildWith::Cards {
        cards: vec![Temple, Tavern],
    };
    play(
        &mut state,
        Command::Build {
            seat: s(3),
            district: ThievesDen,
            with,
        },
    );
    assert_eq!(
        (state.players[3].gold, state.players[3].hand.clone()),
        (0, vec![Manor])
    );
}

#[test]
fn school_of_magic_counts_as_the_characters_colour() {
    let mut state = warlord_turn();
    city(&mut state, 3, &[SchoolOfMagic, Prison]);
    gold(&mut state, 3, 0);
    play(&mut state, Command::Collect { seat: s(3) });
    assert_eq!(state.players[3].gold, 2);
}

#[test]
fn framework_and_necropolis_replace_the_payment() {
    let mut state = warlord_turn();
    city(&mut state, 3, &[Framework, Tavern]);
    give(&mut state, 3, &[Palace, Necropolis]);
    gold(&mut state, 3, 0);
    play(&mut state, Command::Gold { seat: s(3) });
    play(
        &mut state,
        Command::Build {
            seat: s(3),
            district: Palace,
            with: BuildWith::Framework,
        },
    );
    assert_eq!(
        state.players[3]
            .city
            .iter()
            .map(|b| b.district)
            .collect::<Vec<_>>(),
        [Tavern, Palace]
    );
    let mut state = warlord_turn();
    city(&mut state, 3, &[Tavern]);
    give(&mut state, 3, &[Necropolis]);
    gold(&mut state, 3, 0);
    play(&mut state, Command::Gold { seat: s(3) });
    play(
        &mut state,
        Command::Build {
            seat: s(3),
            district: Necropolis,
            with: BuildWith::Necropolis { destroy: Tavern },
        },
    );
    assert_eq!(
        state.players[3]
            .city
            .iter()
            .map(|b| b.district)
            .collect::<Vec<_>>(),
        [Necropolis]
    );
}

#[test]
fn poor_house_and_park_at_the_end_of_the_turn() {
    let mut state = warlord_turn();
    city(&mut state, 3, &[PoorHouse, Park]);
    state.players[3].hand.clear();
    state.players[3].hand_count = 0;
    play(&mut state, Command::Gold { seat: s(3) });
    gold(&mut state, 3, 0);
    let events = play(&mut state, Command::EndTurn { seat: s(3) });
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::GoldGained { gold: 1, .. })));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CardsGained { count: 2, .. })));
}

#[test]
fn stables_do_not_count_and_monument_and_secret_vault_have_limits() {
    let mut state = warlord_turn();
    give(&mut state, 3, &[Stables, Temple, SecretVault]);
    gold(&mut state, 3, 10);
    play(&mut state, Command::Gold { seat: s(3) });
    play(&mut state, build(s(3), Temple));
    play(&mut state, build(s(3), Stables));
    assert_eq!(
        refused(&state, build(s(3), SecretVault)),
        RuleViolation::CannotBuild(SecretVault)
    );
    let mut state = warlord_turn();
    city(&mut state, 3, &[Temple, Church, Manor, Castle, Tavern]);
    give(&mut state, 3, &[Monument]);
    gold(&mut state, 3, 10);
    play(&mut state, Command::Gold { seat: s(3) });
    assert_eq!(
        refused(&state, build(s(3), Monument)),
        RuleViolation::MonumentTooLate
    );
}

// ---- end and scoring ----

#[test]
fn the_rulebooks_final_scoring_gives_29_and_28() {
    // p. 6, "příklad závěrečného vyhodnocení": Žaneta 29 (a later completed city), Martin 28
    // (first completed city; the Haunted Quarter counts as military for the five colours).
    let mut state = warlord_turn();
    city(
        &mut state,
        0,
        &[
            Docks,
            Market,
            Barracks,
            Manor,
            Prison,
            SchoolOfMagic,
            DragonGate,
        ],
    );
    city(
        &mut state,
        1,
        &[
            Castle,
            Tavern,
            Market,
            Monastery,
            Cathedral,
            Observatory,
            HauntedQuarter,
        ],
    );
    state.completers = vec![s(1), s(0)];
    let zaneta = super::score::score(&state, s(0));
    assert_eq!(
        (
            zaneta.districts,
            zaneta.colours,
            zaneta.completion,
            zaneta.unique
        ),
        (25, 0, 2, 2)
    );
    assert_eq!(zaneta.score, 29);
    let martin = super::score::score(&state, s(1));
    assert_eq!(
        (martin.districts, martin.colours, martin.completion),
        (21, 3, 4)
    );
    assert_eq!(martin.score, 28);
}

#[test]
fn unique_districts_score_their_extra_points() {
    let mut state = warlord_turn();
    city(
        &mut state,
        3,
        &[WishingWell, ImperialTreasury, MapRoom, Temple],
    );
    gold(&mut state, 3, 4);
    state.players[3].hand_count = 2;
    state.players[3].hand = vec![SecretVault, Tavern];
    let score = super::score::score(&state, s(3));
    // Wishing Well 3 (three unique), Treasury 4 gold, Map Room 2 cards, Secret Vault 3.
    assert_eq!(score.unique, 3 + 4 + 2 + 3);
    city(
        &mut state,
        3,
        &[IvoryTower, Basilica, Temple, Tavern, Church],
    );
    state.players[3].hand.clear();
    // Ivory Tower is not the only unique; Basilica: 5, 1, 1, 5? temple 1, tavern 1, ivory 5.
    assert_eq!(super::score::score(&state, s(3)).unique, 3);
    city(&mut state, 3, &[Capitol, Temple, Church, Monastery]);
    assert_eq!(super::score::score(&state, s(3)).unique, 3);
}

#[test]
fn a_city_of_seven_ends_the_game_after_the_round_and_ties_go_to_the_higher_rank() {
    // p. 6 "KONEC HRY" and the tie rule.
    let mut state = warlord_turn();
    city(
        &mut state,
        3,
        &[Temple, Church, Manor, Castle, Tavern, Market],
    );
    city(
        &mut state,
        0,
        &[Temple, Church, Manor, Castle, Tavern, Market, Prison],
    );
    give(&mut state, 3, &[Prison]);
    play(&mut state, Command::Gold { seat: s(3) });
    let events = play(&mut state, build(s(3), Prison));
    assert!(events.contains(&Event::CityCompleted {
        seat: s(3),
        first: true
    }));
    let events = play(&mut state, Command::EndTurn { seat: s(3) });
    assert_eq!(state.phase, Phase::Over);
    let Some(Event::GameEnded { ranking, seed, .. }) = events.last() else {
        panic!()
    };
    assert_eq!(*seed, Bytes32([1; 32]));
    // Seat 0 never completed in a turn here; seat 3 did, first: 4 points ahead.
    assert_eq!(ranking[0].seat, s(3));
    // Tie rule: equal scores rank the higher character first.
    let mut tied = state.clone();
    tied.completers = vec![];
    city(&mut tied, 0, &[Temple]);
    city(&mut tied, 3, &[Temple]);
    let ranking = super::score::ranking(&tied);
    assert_eq!(ranking[0].seat, s(3));
    assert!(ranking[0].last_rank > ranking[1].last_rank || ranking[0].score > ranking[1].score);
}

#[test]
fn two_and_three_player_cities_complete_at_eight() {
    assert_eq!(Options::first_game(2).completion(), 8);
    assert_eq!(Options::first_game(3).completion(), 8);
    assert_eq!(Options::first_game(4).completion(), 7);
}

// ---- no-show (C7) and views (C4) ----

#[test]
fn a_missed_pick_takes_the_lowest_ranked_character_offered() {
    // C7.
    let mut state = start(
        Options::first_game(4),
        &[],
        vec![aside(&[Thief, Bishop], Warlord)],
    );
    let events = play(
        &mut state,
        Command::NoShow {
            seat: s(0),
            nonce: Bytes32::default(),
            deadline: None,
        },
    );
    assert_eq!(state.players[0].characters, vec![(0, Assassin)]);
    // The log says the server moved for the seat before the move it made.
    assert_eq!(
        events[0],
        Event::DeadlinePassed {
            seat: s(0),
            deadline: None
        }
    );
    // Nobody else's deadline can pass.
    assert_eq!(
        refused(
            &state,
            Command::NoShow {
                seat: s(3),
                nonce: Bytes32::default(),
                deadline: None,
            }
        ),
        RuleViolation::NotYourMove(s(3))
    );
}

#[test]
fn the_deadline_passed_marker_names_the_deadline_that_allowed_the_servers_move() {
    // Given a draft waiting for seat 0.
    let mut state = start(
        Options::first_game(4),
        &[],
        vec![aside(&[Thief, Bishop], Warlord)],
    );
    // When the scheduler applies the no-show policy after the deadline it names.
    let deadline = Some("2026-11-27T18:00:00Z".parse().expect("RFC 3339"));
    let events = play(
        &mut state,
        Command::NoShow {
            seat: s(0),
            nonce: Bytes32::default(),
            deadline: deadline.clone(),
        },
    );
    // Then the marker before the server's pick names it.
    assert_eq!(
        events[0],
        Event::DeadlinePassed {
            seat: s(0),
            deadline
        }
    );
    assert!(matches!(events[1], Event::CharacterPicked { seat, .. } if seat == s(0)));
    // A deadline that is no RFC 3339 time is refused as the command or the event is read.
    let zeros = "0".repeat(64);
    let command =
        format!(r#"{{"do":"no_show","seat":0,"nonce":"{zeros}","deadline":"yesterday"}}"#);
    let event = r#"{"type":"deadline_passed","seat":0,"deadline":"2026-11-31T18:00:00Z"}"#;
    let refusals = [
        serde_json::from_str::<Command>(&command).map(drop),
        serde_json::from_str::<Event>(event).map(drop),
    ];
    for refused in refusals {
        let said = refused.expect_err("a malformed deadline").to_string();
        assert!(said.contains("is not an RFC 3339 date and time"), "{said}");
    }
    // And a well-formed one is written back as it was read.
    let read: Event = serde_json::from_str(
        r#"{"type":"deadline_passed","seat":0,"deadline":"2026-11-27T19:00:00+01:00"}"#,
    )
    .expect("an event");
    assert!(serde_json::to_string(&read)
        .expect("json")
        .contains(r#""deadline":"2026-11-27T19:00:00+01:00""#));
}

#[test]
fn a_missed_turn_takes_two_gold_and_ends() {
    // C7.
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Assassin, Merchant, Architect],
    );
    let cities = state.players[1].city.len();
    play(
        &mut state,
        Command::NoShow {
            seat: s(1),
            nonce: Bytes32::default(),
            deadline: None,
        },
    );
    assert_eq!(state.players[1].gold, 4);
    assert_eq!(state.players[1].city.len(), cities);
    assert_eq!(state.killed, None);
    assert_eq!(state.turn.as_ref().unwrap().seat, s(0));
}

#[test]
fn views_show_only_the_viewers_hand_and_picks() {
    // C4.
    let state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [King, Assassin, Merchant, Architect],
    );
    let v = view(&state, Viewer::Seat(s(2)));
    assert!(v.players[2].hand.is_some());
    assert!(v
        .players
        .iter()
        .filter(|p| p.seat != s(2))
        .all(|p| p.hand.is_none()));
    assert_eq!(v.players[2].characters, vec![Merchant]);
    assert_eq!(v.players[0].characters, Vec::<Character>::new());
    assert_eq!(v.players[1].characters, vec![Assassin]);
    assert_eq!(view(&state, Viewer::Public).seed, None);
}

#[test]
fn the_public_fold_knows_counts_but_no_hands() {
    let mut records = decide(
        &State::default(),
        &Command::Start {
            game: GAME,
            options: Options::first_game(4),
            seed: Bytes32([1; 32]),
            contributions: vec![Bytes32([2; 32]); 4],
            deck: None,
            drafts: vec![],
        },
    )
    .unwrap();
    let state = fold(&records);
    let seat = state.awaiting()[0];
    let more = decide(&state, &super::legal_moves(&state, seat)[0]).unwrap();
    records.extend(more);
    let public = fold_public(records.iter().map(|r| &r.event));
    let referee = fold(&records);
    assert!(public
        .players
        .iter()
        .all(|p| p.hand.is_empty() && p.hand_count == 4));
    assert_eq!(public.deck_size, referee.deck_size);
    assert_eq!(
        public.players[0].commitments,
        referee.players[0].commitments
    );
}

#[test]
fn the_artist_beautifies_up_to_two_districts_once_each() {
    // p. 14 (Artist): +1 cost for every purpose, each district once.
    let mut state = start(Options::first_game(3), &[], vec![aside(&[], Assassin)]);
    for (i, c) in [Artist, Thief, Merchant].iter().enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    let offered = state.draft.offered.clone();
    for (i, c) in offered.iter().take(3).enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    while state.turn.as_ref().map(|t| t.character) != Some(Artist) {
        let seat = state.turn.as_ref().unwrap().seat;
        play(
            &mut state,
            Command::NoShow {
                seat,
                nonce: Bytes32::default(),
                deadline: None,
            },
        );
    }
    let seat = state.turn.as_ref().unwrap().seat;
    city(&mut state, seat.0, &[Temple, Manor, Tavern]);
    gold(&mut state, seat.0, 5);
    let beautify = |d| Command::Ability {
        seat,
        ability: Ability::Beautify { district: d },
    };
    play(&mut state, beautify(Temple));
    assert_eq!(
        refused(&state, beautify(Temple)),
        RuleViolation::NotInCity(Temple)
    );
    play(&mut state, beautify(Manor));
    assert_eq!(
        refused(&state, beautify(Tavern)),
        RuleViolation::AbilityUsed
    );
    assert_eq!(state.players[seat.index()].gold, 3);
    assert_eq!(super::score::score(&state, seat).districts, 2 + 4 + 1);
}

/// A 5-player game with the given characters (rank order) whose round 1 sets `face_up` aside
/// and `down` face down; seats pick `picks` in order and turns pass by no-show until `until`.
#[track_caller]
fn custom(
    characters: [Character; 9],
    face_up: &[Character],
    down: Character,
    picks: [Character; 5],
    until: Character,
) -> State {
    let options = Options {
        players: 5,
        characters: characters.to_vec(),
        unique_districts: super::options::FIRST_GAME_DISTRICTS.to_vec(),
        trust: Default::default(),
    };
    let mut state = start(options, &[], vec![aside(face_up, down)]);
    for (i, c) in picks.iter().enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    while state.turn.as_ref().map(|t| t.character) != Some(until) {
        let seat = state.turn.as_ref().expect("a turn").seat;
        play(
            &mut state,
            Command::NoShow {
                seat,
                nonce: Bytes32::default(),
                deadline: None,
            },
        );
    }
    state
}

const OTHERS: [Character; 9] = [
    Assassin,
    Thief,
    Magician,
    Patrician,
    Bishop,
    Trader,
    Navigator,
    Warlord,
    TaxCollector,
];

#[test]
fn the_patrician_takes_the_crown_and_draws_for_noble_districts() {
    // p. 12 (Patrician).
    let mut state = custom(
        OTHERS,
        &[Thief, Magician],
        Assassin,
        [Bishop, Patrician, Trader, Navigator, Warlord],
        Patrician,
    );
    assert_eq!(state.crown, s(1));
    city(&mut state, 1, &[Manor, Palace]);
    let before = state.players[1].hand_count;
    play(&mut state, Command::Collect { seat: s(1) });
    assert_eq!(state.players[1].hand_count, before + 2);
}

#[test]
fn the_trader_builds_any_number_of_trade_districts() {
    // p. 13 (Trader).
    let mut state = custom(
        OTHERS,
        &[Thief, Magician],
        Assassin,
        [Bishop, Patrician, Trader, Navigator, Warlord],
        Trader,
    );
    give(&mut state, 2, &[Tavern, Market, Temple, Church]);
    gold(&mut state, 2, 10);
    play(&mut state, Command::Gold { seat: s(2) });
    for d in [Tavern, Market, Temple] {
        play(&mut state, build(s(2), d));
    }
    assert_eq!(
        refused(&state, build(s(2), Church)),
        RuleViolation::BuildingLimit
    );
}

#[test]
fn the_navigator_takes_four_gold_or_cards_and_cannot_build() {
    // p. 13 (Navigator).
    let mut state = custom(
        OTHERS,
        &[Thief, Magician],
        Assassin,
        [Bishop, Patrician, Trader, Navigator, Warlord],
        Navigator,
    );
    give(&mut state, 3, &[Stables]);
    gold(&mut state, 3, 0);
    play(&mut state, Command::Gold { seat: s(3) });
    play(
        &mut state,
        Command::Ability {
            seat: s(3),
            ability: Ability::Navigate { cards: false },
        },
    );
    assert_eq!(state.players[3].gold, 6);
    assert_eq!(
        refused(
            &state,
            Command::Ability {
                seat: s(3),
                ability: Ability::Navigate { cards: true }
            }
        ),
        RuleViolation::AbilityUsed
    );
    assert_eq!(
        refused(&state, build(s(3), Stables)),
        RuleViolation::BuildingLimit
    );
}

#[test]
fn the_tax_collector_takes_the_tax_paid_after_every_build() {
    // p. 14 (Tax Collector): a build with gold left pays 1; an empty stash pays nothing; the
    // taxes stay on the card even when the Tax Collector was set aside.
    let mut state = custom(
        OTHERS,
        &[Thief, Magician],
        Assassin,
        [Bishop, Patrician, Trader, Navigator, TaxCollector],
        Trader,
    );
    give(&mut state, 2, &[Tavern, Market]);
    gold(&mut state, 2, 2);
    play(&mut state, Command::Gold { seat: s(2) });
    play(&mut state, build(s(2), Tavern));
    assert_eq!((state.players[2].gold, state.taxes), (2, 1));
    play(&mut state, build(s(2), Market));
    assert_eq!((state.players[2].gold, state.taxes), (0, 1));
    while state.turn.as_ref().map(|t| t.character) != Some(TaxCollector) {
        let seat = state.turn.as_ref().unwrap().seat;
        play(
            &mut state,
            Command::NoShow {
                seat,
                nonce: Bytes32::default(),
                deadline: None,
            },
        );
    }
    let before = state.players[4].gold;
    play(
        &mut state,
        Command::Ability {
            seat: s(4),
            ability: Ability::TakeTaxes,
        },
    );
    assert_eq!((state.players[4].gold, state.taxes), (before + 1, 0));
}

#[test]
fn the_alchemist_gets_back_the_gold_paid_to_build() {
    // p. 13 (Alchemist).
    let chars = [
        Assassin, Thief, Magician, King, Bishop, Alchemist, Architect, Warlord, Artist,
    ];
    let mut state = custom(
        chars,
        &[Thief, Magician],
        Assassin,
        [Bishop, King, Alchemist, Architect, Warlord],
        Alchemist,
    );
    give(&mut state, 2, &[Palace]);
    gold(&mut state, 2, 3);
    play(&mut state, Command::Gold { seat: s(2) });
    play(&mut state, build(s(2), Palace));
    assert_eq!(state.players[2].gold, 0);
    play(&mut state, Command::EndTurn { seat: s(2) });
    assert_eq!(state.players[2].gold, 5);
}

#[test]
fn the_queen_gains_three_gold_next_to_the_rank_4_character() {
    // p. 14 (Queen), also when the rank-4 neighbour was killed (at the round's end).
    let chars = [
        Assassin, Thief, Magician, King, Bishop, Merchant, Architect, Warlord, Queen,
    ];
    let state = custom(
        chars,
        &[Thief, Magician],
        Bishop,
        [King, Merchant, Architect, Warlord, Queen],
        Queen,
    );
    // Seat 4 (Queen) sits next to seat 0 (King).
    assert_eq!(state.players[4].gold, 2 + 3);
    let state = custom(
        chars,
        &[Thief, Magician],
        Bishop,
        [Merchant, King, Architect, Warlord, Queen],
        Queen,
    );
    assert_eq!(state.players[4].gold, 2);
    let mut state = custom(
        chars,
        &[Thief, Magician],
        Bishop,
        [King, Assassin, Architect, Warlord, Queen],
        Assassin,
    );
    play(&mut state, kill(s(1), King));
    while state.round == 1 {
        let seat = state.turn.as_ref().unwrap().seat;
        play(
            &mut state,
            Command::NoShow {
                seat,
                nonce: Bytes32::default(),
                deadline: None,
            },
        );
    }
    assert_eq!(state.players[4].gold, 2 + 2 + 3);
}

#[test]
fn the_marshal_seizes_a_cheap_district_paying_its_owner() {
    // p. 13 (Marshal).
    let chars = [
        Assassin, Thief, Magician, King, Bishop, Merchant, Architect, Marshal, Artist,
    ];
    let mut state = custom(
        chars,
        &[Thief, Magician],
        Assassin,
        [Bishop, King, Merchant, Architect, Marshal],
        Marshal,
    );
    city(&mut state, 2, &[Docks, Palace]);
    city(&mut state, 0, &[Tavern]);
    gold(&mut state, 4, 3);
    let seize = |target, district| Command::Ability {
        seat: s(4),
        ability: Ability::Seize {
            target: s(target),
            district,
        },
    };
    assert_eq!(
        refused(&state, seize(2, Palace)),
        RuleViolation::TooDear(Palace)
    );
    assert_eq!(
        refused(&state, seize(0, Tavern)),
        RuleViolation::BishopProtected
    );
    let owner = state.players[2].gold;
    play(&mut state, seize(2, Docks));
    assert_eq!(
        state.players[4].city.last().map(|b| b.district),
        Some(Docks)
    );
    assert_eq!(
        (state.players[4].gold, state.players[2].gold),
        (0, owner + 3)
    );
}

#[test]
fn the_diplomat_exchanges_districts_paying_the_difference() {
    // p. 13 (Diplomat).
    let chars = [
        Assassin, Thief, Magician, King, Bishop, Merchant, Architect, Diplomat, Artist,
    ];
    let mut state = custom(
        chars,
        &[Thief, Magician],
        Assassin,
        [Bishop, King, Merchant, Architect, Diplomat],
        Diplomat,
    );
    city(&mut state, 2, &[Palace]);
    city(&mut state, 4, &[Tavern]);
    gold(&mut state, 4, 4);
    let swap = Command::Ability {
        seat: s(4),
        ability: Ability::Swap {
            target: s(2),
            give: Tavern,
            take: Palace,
        },
    };
    play(&mut state, swap);
    assert_eq!(state.players[4].city[0].district, Palace);
    assert_eq!(state.players[2].city[0].district, Tavern);
    assert_eq!(state.players[4].gold, 0);
}

#[test]
fn the_scholar_draws_seven_keeps_one_and_shuffles_the_rest_back() {
    // p. 13 (Scholar), draw order step 5.
    let chars = [
        Assassin, Thief, Magician, King, Bishop, Merchant, Scholar, Warlord, Artist,
    ];
    let mut state = custom(
        chars,
        &[Thief, Magician],
        Assassin,
        [Bishop, King, Merchant, Scholar, Warlord],
        Scholar,
    );
    let deck = state.deck_size;
    let hand = state.players[3].hand_count;
    play(
        &mut state,
        Command::Ability {
            seat: s(3),
            ability: Ability::Study,
        },
    );
    let drawn = state.turn.as_ref().unwrap().drawn.clone();
    assert_eq!(drawn.len(), 7);
    assert!(!state.turn.as_ref().unwrap().gathered);
    play(
        &mut state,
        Command::Keep {
            seat: s(3),
            districts: vec![drawn[3]],
        },
    );
    assert_eq!(
        (state.deck_size, state.players[3].hand_count),
        (deck - 1, hand + 1)
    );
    play(&mut state, Command::Gold { seat: s(3) });
}

#[test]
fn the_abbot_splits_his_resources_and_takes_alms_from_the_richest() {
    // p. 12 (Abbot).
    let chars = [
        Assassin, Thief, Magician, King, Abbot, Merchant, Architect, Warlord, Artist,
    ];
    let mut state = custom(
        chars,
        &[Thief, Magician],
        Assassin,
        [Abbot, King, Merchant, Architect, Warlord],
        Abbot,
    );
    city(&mut state, 0, &[Temple, Church, Monastery]);
    gold(&mut state, 2, 9);
    let hand = state.players[0].hand_count;
    play(
        &mut state,
        Command::Ability {
            seat: s(0),
            ability: Ability::Tithe { cards: 1 },
        },
    );
    assert_eq!(
        (state.players[0].gold, state.players[0].hand_count),
        (4, hand + 1)
    );
    assert_eq!(
        refused(
            &state,
            Command::Ability {
                seat: s(0),
                ability: Ability::Alms { from: s(1) }
            }
        ),
        RuleViolation::NotRichest(s(1))
    );
    play(
        &mut state,
        Command::Ability {
            seat: s(0),
            ability: Ability::Alms { from: s(2) },
        },
    );
    assert_eq!((state.players[0].gold, state.players[2].gold), (5, 8));
}

#[test]
fn the_cardinal_takes_missing_gold_for_cards() {
    // p. 12 (Cardinal).
    let chars = [
        Assassin, Thief, Magician, King, Cardinal, Merchant, Architect, Warlord, Artist,
    ];
    let mut state = custom(
        chars,
        &[Thief, Magician],
        Assassin,
        [Cardinal, King, Merchant, Architect, Warlord],
        Cardinal,
    );
    state.players[0].hand = vec![Palace, Temple, Tavern];
    state.players[0].hand_count = 3;
    gold(&mut state, 0, 1);
    gold(&mut state, 2, 5);
    play(&mut state, Command::Gold { seat: s(0) });
    let with = BuildWith::Cardinal {
        from: s(2),
        cards: vec![Temple, Tavern],
    };
    play(
        &mut state,
        Command::Build {
            seat: s(0),
            district: Palace,
            with,
        },
    );
    assert_eq!((state.players[0].gold, state.players[2].gold), (0, 3));
    assert!(state.players[2].hand.ends_with(&[Temple, Tavern]));
    assert!(state.players[0].hand.is_empty());
}

#[test]
fn the_spy_takes_gold_and_cards_per_matching_card() {
    // p. 11 (Spy): more matches than gold takes all the gold, still all the cards.
    let chars = [
        Assassin, Spy, Magician, King, Bishop, Merchant, Architect, Warlord, Artist,
    ];
    let mut state = custom(
        chars,
        &[Magician, Artist],
        Assassin,
        [Bishop, Spy, Merchant, Architect, Warlord],
        Spy,
    );
    state.players[2].hand = vec![Temple, Church, Tavern];
    state.players[2].hand_count = 3;
    gold(&mut state, 2, 1);
    let hand = state.players[1].hand_count;
    play(
        &mut state,
        Command::Ability {
            seat: s(1),
            ability: Ability::Spy {
                target: s(2),
                colour: super::cards::Colour::Religious,
            },
        },
    );
    assert_eq!((state.players[1].gold, state.players[2].gold), (3, 0));
    assert_eq!(state.players[1].hand_count, hand + 2);
    // "Poté se podívejte, kolik karet … má tento hráč v ruce": the Spy's view shows that hand
    // for the rest of her turn, nobody else's does (C4).
    let hand_of_2 = |state: &State, viewer| view(state, viewer).players[2].hand.clone();
    assert_eq!(
        hand_of_2(&state, Viewer::Seat(s(1))),
        Some(vec![Temple, Church, Tavern])
    );
    for viewer in [Viewer::Seat(s(0)), Viewer::Seat(s(3)), Viewer::Public] {
        assert_eq!(hand_of_2(&state, viewer), None);
    }
    assert_eq!(view(&state, Viewer::Seat(s(1))).players[3].hand, None);
    play(&mut state, Command::Gold { seat: s(1) });
    play(&mut state, Command::EndTurn { seat: s(1) });
    assert_eq!(
        hand_of_2(&state, Viewer::Seat(s(1))),
        None,
        "only during her turn"
    );
}

#[test]
fn the_armory_is_destroyed_to_destroy_a_district_and_the_museum_scores_its_cards() {
    // District clarifications (Armory: not in a completed city; Museum: cards go with it, to
    // the bottom of the deck when destroyed).
    let mut state = warlord_turn();
    city(&mut state, 3, &[Armory, Museum]);
    city(&mut state, 1, &[Palace]);
    let card = state.players[3].hand[0];
    play(
        &mut state,
        Command::Ability {
            seat: s(3),
            ability: Ability::Museum { district: card },
        },
    );
    assert_eq!(
        refused(
            &state,
            Command::Ability {
                seat: s(3),
                ability: Ability::Museum {
                    district: state.players[3].hand[0]
                }
            }
        ),
        RuleViolation::AbilityUsed
    );
    assert_eq!(super::score::score(&state, s(3)).unique, 1);
    play(
        &mut state,
        Command::Ability {
            seat: s(3),
            ability: Ability::Armory {
                target: s(1),
                district: Palace,
            },
        },
    );
    assert!(state.players[1].city.is_empty());
    assert_eq!(state.players[3].city.len(), 1);
    // The Warlord's own ability is still unused.
    assert!(!state.turn.as_ref().unwrap().ability_used);
}

/// A 5-player game at the Wizard's turn (seat 1); seat 2 holds a Temple and a Tavern.
#[track_caller]
fn wizard_turn() -> State {
    let chars = [
        Assassin, Thief, Wizard, King, Bishop, Merchant, Architect, Warlord, Artist,
    ];
    let mut state = custom(
        chars,
        &[Thief, Artist],
        Assassin,
        [Bishop, Wizard, Merchant, Architect, Warlord],
        Wizard,
    );
    state.players[2].hand = vec![Temple, Tavern];
    state.players[2].hand_count = 2;
    state
}

#[test]
fn the_wizard_may_look_at_a_hand_first_and_then_takes_from_that_hand() {
    // p. 11 (Zaklínač): "Podívejte se do karet v ruce libovolného soupeře, jednu si vyberte":
    // `peek` shows the hand in his view only (C4); the card must then come from that hand.
    let mut state = wizard_turn();
    let peek = |target| Command::Ability {
        seat: s(1),
        ability: Ability::Peek { target: s(target) },
    };
    let conjure = |target| Command::Ability {
        seat: s(1),
        ability: Ability::Conjure {
            target: s(target),
            district: Temple,
            build: false,
        },
    };
    assert_eq!(refused(&state, peek(1)), RuleViolation::SelfTarget);
    play(&mut state, peek(2));
    assert_eq!(
        view(&state, Viewer::Seat(s(1))).players[2].hand,
        Some(vec![Temple, Tavern])
    );
    assert_eq!(view(&state, Viewer::Seat(s(3))).players[2].hand, None);
    assert_eq!(refused(&state, peek(3)), RuleViolation::AbilityUsed);
    assert_eq!(
        refused(&state, conjure(3)),
        RuleViolation::LookedElsewhere(s(3))
    );
    play(&mut state, conjure(2));
    assert!(state.players[1].hand.contains(&Temple));
}

#[test]
fn the_wizard_looks_before_he_takes_and_no_move_names_a_card_he_has_not_seen() {
    // p. 11 (Zaklínač) and C4: the moves offered to the Wizard are shown on his page, so before
    // his look they name no card of another hand, and a take without a look is refused before
    // the hand is consulted (a crafted move cannot probe it card by card).
    let mut state = wizard_turn();
    let before = legal_moves(&state, s(1));
    assert!(before.iter().all(|m| !matches!(
        m,
        Command::Ability {
            ability: Ability::Conjure { .. },
            ..
        }
    )));
    assert!(before.contains(&Command::Ability {
        seat: s(1),
        ability: Ability::Peek { target: s(2) },
    }));
    let take = |district| Command::Ability {
        seat: s(1),
        ability: Ability::Conjure {
            target: s(2),
            district,
            build: false,
        },
    };
    assert_eq!(refused(&state, take(Temple)), RuleViolation::LookFirst);
    assert_eq!(refused(&state, take(Castle)), RuleViolation::LookFirst);
    play(
        &mut state,
        Command::Ability {
            seat: s(1),
            ability: Ability::Peek { target: s(2) },
        },
    );
    let after = legal_moves(&state, s(1));
    assert!(after.contains(&take(Temple)) && after.contains(&take(Tavern)));
}

#[test]
fn the_wizard_takes_a_card_from_another_hand_into_his_own() {
    // p. 11 (Zaklínač): look at a hand, take one card into your hand; once per turn; the card
    // stays the Wizard's secret (C4: the event carries only a commitment).
    let mut state = wizard_turn();
    let hand = state.players[1].hand_count;
    let conjure = |district, build| Command::Ability {
        seat: s(1),
        ability: Ability::Conjure {
            target: s(2),
            district,
            build,
        },
    };
    play(
        &mut state,
        Command::Ability {
            seat: s(1),
            ability: Ability::Peek { target: s(2) },
        },
    );
    assert_eq!(
        refused(&state, conjure(Castle, false)),
        RuleViolation::NotInHand(Castle)
    );
    let events = play(&mut state, conjure(Tavern, false));
    assert!(matches!(events[0], Event::CardTaken { .. }));
    assert!(!serde_json::to_string(&events).unwrap().contains("tavern"));
    assert_eq!(state.players[2].hand, vec![Temple]);
    assert_eq!(state.players[1].hand_count, hand + 1);
    assert!(state.players[1].hand.contains(&Tavern));
    assert_eq!(
        refused(&state, conjure(Temple, false)),
        RuleViolation::AbilityUsed
    );
}

#[test]
fn the_wizard_builds_the_card_at_once_outside_the_limit_even_a_duplicate() {
    // p. 11 (Zaklínač): build it at once paying its cost; it does not count toward the limit,
    // and this turn the Wizard may build a district identical to one in his city.
    let mut state = wizard_turn();
    city(&mut state, 1, &[Temple]);
    give(&mut state, 1, &[Watchtower]);
    play(&mut state, Command::Gold { seat: s(1) });
    gold(&mut state, 1, 5);
    play(
        &mut state,
        Command::Ability {
            seat: s(1),
            ability: Ability::Peek { target: s(2) },
        },
    );
    play(
        &mut state,
        Command::Ability {
            seat: s(1),
            ability: Ability::Conjure {
                target: s(2),
                district: Temple,
                build: true,
            },
        },
    );
    let temples = state.players[1]
        .city
        .iter()
        .filter(|b| b.district == Temple)
        .count();
    assert_eq!((temples, state.players[1].gold), (2, 4));
    play(&mut state, build(s(1), Watchtower));
    assert_eq!(state.players[1].gold, 3);
}

#[test]
fn the_seer_takes_a_random_card_from_each_hand_and_gives_one_back_to_each() {
    // p. 11 (Kartářka): a random card from each player's hand (C2 draw 4, clockwise from the
    // Seer's left, players without cards skipped), then one card of her choice back to each
    // of them before anything else; she may build up to 2 districts.
    let chars = [
        Assassin, Thief, Seer, King, Bishop, Merchant, Architect, Warlord, Artist,
    ];
    let mut state = custom(
        chars,
        &[Thief, Artist],
        Assassin,
        [Bishop, Seer, Merchant, Architect, Warlord],
        Seer,
    );
    let hands: [&[District]; 5] = [&[Temple], &[Watchtower], &[], &[Tavern, Market], &[Castle]];
    for (i, hand) in hands.iter().enumerate() {
        state.players[i].hand = hand.to_vec();
        state.players[i].hand_count = hand.len();
    }
    let events = play(
        &mut state,
        Command::Ability {
            seat: s(1),
            ability: Ability::Foresee,
        },
    );
    assert_eq!(
        events[0],
        Event::CardsForeseen {
            seat: s(1),
            from: vec![s(3), s(4), s(0)],
        }
    );
    let counts: Vec<usize> = state.players.iter().map(|p| p.hand_count).collect();
    assert_eq!(counts, vec![0, 4, 0, 1, 0]);
    assert!(state.players[1].hand.contains(&Castle));
    assert!(state.players[1].hand.contains(&Temple));
    assert_eq!(
        refused(&state, Command::Gold { seat: s(1) }),
        RuleViolation::GiveBackFirst
    );
    let give_back = |cards: &[District]| Command::Ability {
        seat: s(1),
        ability: Ability::GiveBack {
            cards: cards.to_vec(),
        },
    };
    assert_eq!(
        refused(&state, give_back(&[Watchtower, Castle])),
        RuleViolation::GiveBackCount { owed: 3 }
    );
    let taken_from_3 = state.players[1].hand[1];
    let events = play(&mut state, give_back(&[Watchtower, Castle, taken_from_3]));
    assert!(!serde_json::to_string(&events)
        .unwrap()
        .contains("watchtower"));
    assert_eq!(state.players[3].hand.len(), 2);
    assert!(state.players[3].hand.contains(&Watchtower));
    assert_eq!(state.players[4].hand, vec![Castle]);
    assert_eq!(state.players[0].hand, vec![taken_from_3]);
    assert_eq!(state.players[1].hand, vec![Temple]);
    assert_eq!(
        refused(&state, give_back(&[Temple])),
        RuleViolation::NothingToGiveBack
    );
    play(&mut state, Command::Gold { seat: s(1) });
    assert_eq!(super::decide::build_limit(Seer), 2);
}

const EMPEROR_SET: [Character; 9] = [
    Assassin, Thief, Magician, Emperor, Bishop, Merchant, Architect, Warlord, Artist,
];

#[test]
fn the_emperor_must_give_the_crown_to_another_player_for_a_gold_or_a_card() {
    // p. 12 (Císař): he must, in his turn, give the crown to another player (not himself; C9:
    // not its holder either) and takes 1 gold or 1 random card from them.
    let mut state = custom(
        EMPEROR_SET,
        &[Thief, Artist],
        Assassin,
        [Bishop, Emperor, Merchant, Architect, Warlord],
        Emperor,
    );
    let crown = |to: u8, card| Command::Ability {
        seat: s(1),
        ability: Ability::Crown { to: s(to), card },
    };
    assert_eq!(state.crown, s(0));
    for to in [0, 1] {
        assert_eq!(
            refused(&state, crown(to, false)),
            RuleViolation::BadCrownGift
        );
    }
    play(&mut state, Command::Gold { seat: s(1) });
    assert_eq!(
        refused(&state, Command::EndTurn { seat: s(1) }),
        RuleViolation::CrownFirst
    );
    gold(&mut state, 3, 0);
    state.players[3].hand = vec![Tavern];
    state.players[3].hand_count = 1;
    assert_eq!(
        refused(&state, crown(3, false)),
        RuleViolation::NothingToTake
    );
    let hand = state.players[1].hand_count;
    play(&mut state, crown(3, true));
    assert_eq!(state.crown, s(3));
    assert_eq!(state.players[3].hand_count, 0);
    assert_eq!(state.players[1].hand_count, hand + 1);
    assert!(state.players[1].hand.contains(&Tavern));
    assert_eq!(refused(&state, crown(4, false)), RuleViolation::AbilityUsed);
    play(&mut state, Command::EndTurn { seat: s(1) });
}

#[test]
fn a_killed_emperors_player_gives_the_crown_at_the_round_end_for_nothing() {
    // p. 12 (Císař) + C8: killed, he gives the crown at the round's end (not to himself) and
    // takes nothing; the round waits for that decision of his.
    let mut state = custom(
        EMPEROR_SET,
        &[Thief, Artist],
        Magician,
        [Assassin, Emperor, Merchant, Architect, Warlord],
        Assassin,
    );
    play(&mut state, kill(s(0), Emperor));
    while state.crown_gift.is_none() {
        let seat = state.turn.as_ref().expect("a turn").seat;
        play(
            &mut state,
            Command::NoShow {
                seat,
                nonce: Bytes32::default(),
                deadline: None,
            },
        );
    }
    assert_eq!(state.awaiting(), vec![s(1)]);
    assert_eq!(state.round, 1);
    let gold_before: Vec<u32> = state.players.iter().map(|p| p.gold).collect();
    let events = play(
        &mut state,
        Command::Ability {
            seat: s(1),
            ability: Ability::Crown {
                to: s(2),
                card: false,
            },
        },
    );
    assert!(events.contains(&Event::CrownGiven {
        by: s(1),
        to: s(2),
        gold: 0,
        card: false,
    }));
    assert_eq!(
        state.players.iter().map(|p| p.gold).collect::<Vec<_>>(),
        gold_before
    );
    assert_eq!((state.round, state.crown), (2, s(2)));
    assert_eq!(state.phase, Phase::Draft);
}

mod blackmailer;
mod hospital_graveyard;
mod magistrate;
mod theater;
mod witch;
