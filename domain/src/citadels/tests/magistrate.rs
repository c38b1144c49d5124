//! The Magistrate (rank 1, p. 10 and her card p. 11): sealed warrants and the confiscation,
//! a pending decision inside another player's turn (C8).

use super::*;
use crate::citadels::command::Ability;

const MAGISTRATE_SET: [Character; 9] = [
    Magistrate, Thief, Magician, King, Bishop, Merchant, Architect, Warlord, Artist,
];

fn warrants(signed: Character, unsigned: [Character; 2]) -> Command {
    Command::Ability {
        seat: s(0),
        ability: Ability::Warrants {
            signed,
            unsigned: unsigned.to_vec(),
        },
    }
}

fn confiscate(confiscate: bool) -> Command {
    Command::Ability {
        seat: s(0),
        ability: Ability::Confiscate { confiscate },
    }
}

fn build(seat: u8, district: District) -> Command {
    Command::Build {
        seat: s(seat),
        district,
        with: BuildWith::Gold,
    }
}

/// Seat 0 is the Magistrate; seats 1–4 the Merchant, King, Architect, Warlord.
#[track_caller]
fn magistrate_turn() -> State {
    custom(
        MAGISTRATE_SET,
        &[Thief, Bishop],
        Magician,
        [Magistrate, Merchant, King, Architect, Warlord],
        Magistrate,
    )
}

#[test]
fn warrants_go_face_down_on_three_characters_and_only_the_magistrate_knows_the_signed_one() {
    // p. 10 (Soudce): three warrants face down on three different characters, one signed.
    let mut state = magistrate_turn();
    assert_eq!(
        refused(&state, warrants(King, [King, Merchant])),
        RuleViolation::TokenCount(3)
    );
    assert!(matches!(
        refused(&state, warrants(Bishop, [King, Merchant])),
        RuleViolation::BadTarget { .. }
    ));
    let records = decide(&state, &warrants(Merchant, [King, Architect])).unwrap();
    let Event::WarrantsAssigned { characters, .. } = &records[0].event else {
        panic!("{records:?}")
    };
    assert_eq!(characters, &vec![King, Merchant, Architect]);
    // The public event is the same whichever warrant is signed (only the seal differs).
    let other = decide(&state, &warrants(King, [Merchant, Architect])).unwrap();
    let strip = |e: &Event| match e {
        Event::WarrantsAssigned { by, characters, .. } => (*by, characters.clone()),
        _ => panic!(),
    };
    assert_eq!(strip(&records[0].event), strip(&other[0].event));
    // Folded without its secret (a player's or the public log's fold) nobody knows it.
    let public = evolve(state.clone(), &records[0].event, None);
    assert_eq!(public.warrants.as_ref().map(|w| w.real), Some(None));
    apply(&mut state, &records);
    assert_eq!(
        view(&state, Viewer::Seat(s(0))).signed_warrant,
        Some(Merchant)
    );
    for viewer in [Viewer::Seat(s(1)), Viewer::Seat(s(2)), Viewer::Public] {
        let v = view(&state, viewer);
        assert_eq!(v.signed_warrant, None);
        assert_eq!(v.warrants, vec![King, Merchant, Architect]);
    }
}

#[test]
fn the_signed_characters_first_build_may_be_confiscated_and_its_gold_returned() {
    // p. 10: "smíte glejt otočit a tuto budovu zabavit. Postavíte ji zdarma ve svém městě …
    // Postižený hráč však dostane peníze zaplacené za stavbu této budovy z banku zpět";
    // it counts toward the builder's limit. C8: the builder's turn waits for her decision.
    let mut state = magistrate_turn();
    play(&mut state, warrants(Merchant, [King, Architect]));
    no_show(&mut state);
    until(&mut state, Merchant);
    give(&mut state, 1, &[Market, Tavern]);
    play(&mut state, Command::Gold { seat: s(1) });
    let gold_1 = state.players[1].gold;
    let gold_0 = state.players[0].gold;
    let events = play(&mut state, build(1, Market));
    assert_eq!(
        events.last(),
        Some(&Event::ConfiscationDue {
            by: s(0),
            target: s(1),
            district: Market,
            paid: 2,
        })
    );
    assert_eq!(state.awaiting(), vec![s(0)]);
    assert_eq!(
        refused(&state, Command::EndTurn { seat: s(1) }),
        RuleViolation::NotYourMove(s(1))
    );
    let events = play(&mut state, confiscate(true));
    assert!(events.contains(&Event::DistrictConfiscated {
        by: s(0),
        target: s(1),
        character: Merchant,
        district: Market,
        refund: 2,
    }));
    assert!(state.players[0].has(Market));
    assert!(!state.players[1].has(Market));
    assert_eq!(state.players[1].gold, gold_1, "the gold paid comes back");
    assert_eq!(state.players[0].gold, gold_0, "she builds it for free");
    assert_eq!(state.awaiting(), vec![s(1)]);
    assert_eq!(
        refused(&state, build(1, Tavern)),
        RuleViolation::BuildingLimit
    );
    // The signed warrant is now public.
    assert_eq!(view(&state, Viewer::Public).signed_warrant, Some(Merchant));
}

#[test]
fn an_unsigned_warrant_also_waits_for_the_magistrate_who_cannot_confiscate() {
    // p. 10 + C4: every warranted character's first build waits (otherwise the pause would
    // tell which warrant is signed); an unsigned one cannot be confiscated.
    let mut state = magistrate_turn();
    play(&mut state, warrants(Merchant, [King, Architect]));
    no_show(&mut state);
    until(&mut state, King);
    give(&mut state, 2, &[Manor]);
    gold(&mut state, 2, 5);
    play(&mut state, Command::Gold { seat: s(2) });
    play(&mut state, build(2, Manor));
    assert_eq!(state.awaiting(), vec![s(0)]);
    assert_eq!(
        refused(&state, confiscate(true)),
        RuleViolation::NotSigned(King)
    );
    play(&mut state, confiscate(false));
    assert!(state.players[2].has(Manor));
    assert_eq!(view(&state, Viewer::Public).signed_warrant, None);
}

#[test]
fn the_confiscation_is_awaited_as_a_decision_and_a_missed_one_lets_the_build_stand() {
    // C8: the decision is the Magistrate's, with its own kind of wait (its own deadline and
    // mail); C7: missed, the build stands and the builder's turn goes on.
    let mut state = magistrate_turn();
    play(&mut state, warrants(Merchant, [King, Architect]));
    no_show(&mut state);
    until(&mut state, Merchant);
    give(&mut state, 1, &[Market]);
    play(&mut state, Command::Gold { seat: s(1) });
    play(&mut state, build(1, Market));
    assert_eq!(
        crate::citadels::rules::waits(&state),
        vec![crate::Wait {
            seat: s(0),
            kind: crate::citadels::rules::wait::DECISION,
        }]
    );
    no_show(&mut state);
    assert!(state.players[1].has(Market), "the build stands");
    assert!(!state.players[0].has(Market));
    assert_eq!(
        crate::citadels::rules::waits(&state),
        vec![crate::Wait {
            seat: s(1),
            kind: crate::citadels::rules::wait::TURN,
        }]
    );
}

#[test]
fn only_the_first_build_is_warranted_and_not_one_the_magistrate_has() {
    // p. 10: "smíte zabavit jen jeho první postavenou budovu"; "Stejnou budovu, jakou už ve
    // svém městě máte, zabavit nesmíte." C7: a missed decision lets the build stand.
    let mut state = magistrate_turn();
    play(&mut state, warrants(Architect, [King, Merchant]));
    no_show(&mut state);
    until(&mut state, Architect);
    give(&mut state, 3, &[Temple, Church, Tavern]);
    gold(&mut state, 3, 10);
    city(&mut state, 0, &[Temple]);
    play(&mut state, Command::Gold { seat: s(3) });
    play(&mut state, build(3, Temple));
    assert_eq!(
        state.awaiting(),
        vec![s(3)],
        "she has a Temple: no decision"
    );
    play(&mut state, build(3, Church));
    assert_eq!(state.awaiting(), vec![s(0)]);
    no_show(&mut state);
    assert!(state.players[3].has(Church));
    play(&mut state, build(3, Tavern));
    assert_eq!(state.awaiting(), vec![s(3)], "only the first paid build");
}
