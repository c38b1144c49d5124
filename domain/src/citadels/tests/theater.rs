//! The Theater (p. 16; English card: "At the end of each selection phase, you may exchange
//! your chosen character card with an opponent's character card"): a decision of its owner
//! after the draft (C8), unseen by the others.

use super::*;
use crate::citadels::command::Ability;
use crate::citadels::seal::pick_commitment;

fn theater(seat: u8, target: Option<u8>, give: Option<Character>) -> Command {
    Command::Ability {
        seat: s(seat),
        ability: Ability::Theater {
            target: target.map(s),
            give,
        },
    }
}

#[test]
fn the_theaters_owner_exchanges_characters_unseen_after_the_draft() {
    // p. 16 (divadlo): the owner names the player before seeing any other card; the cards are
    // exchanged so that the others do not see them. C4: only the two players learn the cards.
    let mut state = start(
        Options::first_game(4),
        &[],
        vec![aside(&[Thief, Bishop], Warlord)],
    );
    city(&mut state, 1, &[Theater]);
    let picks = [King, Assassin, Merchant, Architect];
    for (i, c) in picks.iter().enumerate() {
        play(&mut state, pick(i as u8, *c));
    }
    assert_eq!(state.theater, Some(s(1)));
    assert_eq!(state.awaiting(), vec![s(1)]);
    assert_eq!(state.called, Some(0), "no rank called before the decision");
    assert_eq!(
        refused(&state, theater(1, Some(1), None)),
        RuleViolation::SelfTarget
    );
    let records = decide(&state, &theater(1, Some(2), None)).unwrap();
    // The exchange itself names no card (the Assassin's call that follows reveals only it).
    let json = serde_json::to_string(&records[0].event).unwrap();
    for hidden in ["assassin", "merchant"] {
        assert!(!json.contains(hidden), "{json}");
    }
    apply(&mut state, &records);
    let mine = |state: &State, seat: usize| -> Vec<Character> {
        state.players[seat].characters.iter().map(|c| c.1).collect()
    };
    assert_eq!(mine(&state, 1), [Merchant]);
    assert_eq!(mine(&state, 2), [Assassin]);
    assert_eq!(
        view(&state, Viewer::Seat(s(1))).players[1].characters,
        [Merchant]
    );
    assert!(view(&state, Viewer::Seat(s(0))).players[1]
        .characters
        .is_empty());
    // The Assassin is now seat 2's; its call opens seat 1's sealed pick.
    assert_eq!(
        state.turn.as_ref().map(|t| (t.seat, t.character)),
        Some((s(2), Assassin))
    );
    let called = records
        .iter()
        .find_map(|r| match &r.event {
            Event::CharacterCalled {
                seat: Some(seat),
                nonce: Some(nonce),
                index,
                character,
                ..
            } => Some((*seat, *nonce, *index, *character)),
            _ => None,
        })
        .unwrap();
    assert_eq!((called.0, called.3), (s(2), Assassin));
    assert_eq!(
        pick_commitment(GAME, 1, s(1), called.2, Assassin, &called.1),
        state.players[1].commitments[0]
    );
    // C3: each player's receipt stays their own after the exchange — seat 1 keeps the proof of
    // its Assassin pick, seat 2 of its Merchant pick, and neither gets the other's nonce.
    for (seat, picked) in [(1, Assassin), (2, Merchant)] {
        let receipts = state.pick_receipts(s(seat));
        assert_eq!(receipts.len(), 1, "{receipts:?}");
        let (opening, commitment) = &receipts[0];
        assert_eq!((opening.seat, opening.character), (s(seat), picked));
        assert_eq!(
            pick_commitment(
                GAME,
                1,
                s(seat),
                opening.index,
                opening.character,
                &opening.nonce
            ),
            *commitment
        );
    }
}

#[test]
fn with_two_players_the_owner_gives_a_named_card_and_takes_one_at_random_or_passes() {
    // p. 16 (divadlo): "Při hře ve dvou či třech hráčích určí majitel divadla, kterou kartu
    // postavy odevzdá, a od určeného soupeře si jednu vytáhne náhodně." C7: a missed
    // decision keeps the cards.
    let draft = |state: &mut State| {
        let with = |seat, character, discard| Command::Pick {
            seat: Seat(seat),
            character,
            discard: Some(discard),
            nonce: Bytes32::default(),
            discard_nonce: None,
        };
        play(state, pick(0, King));
        play(state, with(1, Thief, Assassin));
        play(state, with(0, Merchant, Bishop));
        play(state, with(1, Architect, Magician));
    };
    let mut state = start(Options::first_game(2), &[], vec![aside(&[], Warlord)]);
    city(&mut state, 0, &[Theater]);
    draft(&mut state);
    assert_eq!(
        refused(&state, theater(0, Some(1), None)),
        RuleViolation::GiveWhich
    );
    assert_eq!(
        refused(&state, theater(0, Some(1), Some(Thief))),
        RuleViolation::NotYours(Thief)
    );
    play(&mut state, theater(0, Some(1), Some(King)));
    let mine: Vec<Character> = state.players[0].characters.iter().map(|c| c.1).collect();
    let theirs: Vec<Character> = state.players[1].characters.iter().map(|c| c.1).collect();
    assert!(mine.contains(&Merchant) && !mine.contains(&King));
    assert!(theirs.contains(&King));
    assert_eq!((mine.len(), theirs.len()), (2, 2));
    assert!(mine.contains(&Thief) ^ mine.contains(&Architect));

    let mut state = start(Options::first_game(2), &[], vec![aside(&[], Warlord)]);
    city(&mut state, 0, &[Theater]);
    draft(&mut state);
    play(
        &mut state,
        Command::NoShow {
            seat: s(0),
            nonce: Bytes32::default(),
            deadline: None,
        },
    );
    let mine: Vec<Character> = state.players[0].characters.iter().map(|c| c.1).collect();
    assert_eq!(mine, [King, Merchant]);
    assert_eq!(state.theater, None);
}
