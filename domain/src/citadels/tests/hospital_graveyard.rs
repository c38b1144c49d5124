//! Hospital and Graveyard: the Czech text names only their dependencies (p. 16: Graveyard with
//! the Warlord, Hospital with the Assassin); their effects follow the Classic cards (C9,
//! docs/citadels-decisions.md).

use super::*;
use crate::citadels::command::Ability;

/// A 4-player first game: seats 0–3 Assassin, Merchant, King, Architect; the Merchant killed.
#[track_caller]
fn merchant_killed() -> State {
    let mut state = four_players(
        &[],
        [Thief, Bishop],
        Warlord,
        [Assassin, Merchant, King, Architect],
    );
    play(&mut state, kill(s(0), Merchant));
    state
}

#[test]
fn a_killed_player_with_the_hospital_still_gathers_but_does_nothing_else() {
    // C9 (Hospital, Classic/Dark City card): "Even if you are assassinated, you may still take
    // an action (gold or cards) … but not build nor use your character's power."
    let mut state = merchant_killed();
    city(&mut state, 1, &[Hospital, Market]);
    give(&mut state, 1, &[Tavern]);
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, Command::EndTurn { seat: s(0) });
    play(&mut state, Command::Gold { seat: s(2) });
    play(&mut state, Command::EndTurn { seat: s(2) });
    assert_eq!(
        state.turn.as_ref().map(|t| (t.seat, t.character)),
        Some((s(1), Merchant))
    );
    assert_eq!(state.players[1].gold, 2, "no Merchant's extra gold");
    for command in [Command::Collect { seat: s(1) }, build(s(1), Tavern)] {
        assert_eq!(refused(&state, command), RuleViolation::Bewitched);
    }
    play(&mut state, Command::Draw { seat: s(1) });
    let kept = state.turn.as_ref().unwrap().drawn[0];
    let events = play(
        &mut state,
        Command::Keep {
            seat: s(1),
            districts: vec![kept],
        },
    );
    assert!(events.contains(&Event::TurnEnded {
        seat: s(1),
        character: Merchant
    }));
    assert_eq!(state.turn.as_ref().map(|t| t.character), Some(Architect));
    // Without the Hospital the killed character stays silent (p. 10).
    let mut state = merchant_killed();
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, Command::EndTurn { seat: s(0) });
    play(&mut state, Command::Gold { seat: s(2) });
    play(&mut state, Command::EndTurn { seat: s(2) });
    assert_eq!(state.turn.as_ref().map(|t| t.character), Some(Architect));
}

#[test]
fn the_graveyards_owner_may_pay_one_gold_to_take_the_destroyed_district_into_the_hand() {
    // C9 (Graveyard, Classic card): "When the Warlord destroys a district, you may pay one gold
    // to take the destroyed district into your hand" — a decision of the owner inside the
    // Warlord's turn (C8); not offered to an owner without gold.
    let graveyard = |take| Command::Ability {
        seat: s(2),
        ability: Ability::Graveyard { take },
    };
    let destroy = |district| Command::Destroy {
        seat: s(3),
        target: s(2),
        district,
    };
    let mut state = warlord_turn();
    city(&mut state, 2, &[Graveyard, Temple]);
    gold(&mut state, 3, 5);
    play(&mut state, Command::Gold { seat: s(3) });
    let (deck, hand, gold_2) = (
        state.deck_size,
        state.players[2].hand_count,
        state.players[2].gold,
    );
    let events = play(&mut state, destroy(Temple));
    assert_eq!(
        events.last(),
        Some(&Event::GraveyardOffered {
            seat: s(2),
            district: Temple
        })
    );
    assert_eq!(state.awaiting(), vec![s(2)]);
    assert_eq!(
        refused(&state, Command::EndTurn { seat: s(3) }),
        RuleViolation::NotYourMove(s(3))
    );
    play(&mut state, graveyard(true));
    assert!(state.players[2].hand.contains(&Temple));
    assert_eq!(state.players[2].hand_count, hand + 1);
    assert_eq!(state.players[2].gold, gold_2 - 1);
    assert_eq!(state.deck_size, deck);
    assert_eq!(state.awaiting(), vec![s(3)]);

    let mut state = warlord_turn();
    city(&mut state, 2, &[Graveyard, Temple]);
    gold(&mut state, 2, 0);
    play(&mut state, Command::Gold { seat: s(3) });
    play(&mut state, destroy(Temple));
    assert_eq!(state.awaiting(), vec![s(3)], "no gold, no offer");
    assert_eq!(
        refused(&state, graveyard(true)),
        RuleViolation::NothingToDecide
    );
}
