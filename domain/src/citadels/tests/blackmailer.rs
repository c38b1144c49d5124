//! The Blackmailer (rank 2, p. 11): a real and a bluff threat face down, pay or refuse (the
//! threatened player's decision), reveal or not (the Blackmailer's decision inside another's
//! turn, C8).

use super::*;
use crate::citadels::command::Ability;

const BLACKMAIL_SET: [Character; 9] = [
    Assassin,
    Blackmailer,
    Magician,
    King,
    Bishop,
    Merchant,
    Architect,
    Warlord,
    Artist,
];

fn threaten(real: Character, bluff: Character) -> Command {
    Command::Ability {
        seat: s(1),
        ability: Ability::Threaten { real, bluff },
    }
}

fn bribe(seat: u8, pay: bool) -> Command {
    Command::Ability {
        seat: s(seat),
        ability: Ability::Bribe { pay },
    }
}

fn reveal(reveal: bool) -> Command {
    Command::Ability {
        seat: s(1),
        ability: Ability::RevealThreat { reveal },
    }
}

/// Seats 0–4: Assassin, Blackmailer, King, Merchant, Warlord; the Assassin killed the Warlord
/// and the Blackmailer threatens the Merchant (real) and the King (bluff).
#[track_caller]
fn threatened() -> State {
    let mut state = custom(
        BLACKMAIL_SET,
        &[Magician, Bishop],
        Architect,
        [Assassin, Blackmailer, King, Merchant, Warlord],
        Assassin,
    );
    play(&mut state, kill(s(0), Warlord));
    no_show(&mut state);
    assert_eq!(state.awaiting(), vec![s(1)]);
    for bad in [threaten(Warlord, King), threaten(Assassin, King)] {
        assert!(matches!(
            refused(&state, bad),
            RuleViolation::BadTarget { .. }
        ));
    }
    assert_eq!(
        refused(&state, threaten(King, King)),
        RuleViolation::TokenCount(2)
    );
    play(&mut state, threaten(Merchant, King));
    state
}

#[test]
fn threats_are_face_down_and_only_the_blackmailer_knows_the_real_one() {
    // p. 11 (Vyděračka): two tokens face down on two characters, the rose on one; not rank 1,
    // not the killed character.
    let state = threatened();
    assert_eq!(view(&state, Viewer::Seat(s(1))).real_threat, Some(Merchant));
    for viewer in [Viewer::Seat(s(2)), Viewer::Seat(s(3)), Viewer::Public] {
        let v = view(&state, viewer);
        assert_eq!(v.threats, vec![King, Merchant]);
        assert_eq!(v.real_threat, None);
    }
}

#[test]
fn the_threatened_player_gathers_then_pays_half_the_gold_rounded_down() {
    // p. 11: "musí si vzít obvyklé zdroje a poté vyřešit hrozbu: může vám zaplatit výpalné ve
    // výši poloviny peněz … (zaokrouhleno dolů) … dříve, než provede cokoli dalšího".
    let mut state = threatened();
    until(&mut state, King);
    assert_eq!(
        refused(&state, Command::Collect { seat: s(2) }),
        RuleViolation::ThreatFirst
    );
    assert_eq!(refused(&state, bribe(2, true)), RuleViolation::GatherFirst);
    gold(&mut state, 2, 3);
    play(&mut state, Command::Gold { seat: s(2) });
    let blackmailer = state.players[1].gold;
    let events = play(&mut state, bribe(2, true));
    assert_eq!(
        events,
        vec![Event::ThreatPaidOff {
            seat: s(2),
            by: s(1),
            character: King,
            gold: 2,
        }]
    );
    assert_eq!(state.players[2].gold, 3);
    assert_eq!(state.players[1].gold, blackmailer + 2);
    assert_eq!(
        view(&state, Viewer::Public).real_threat,
        None,
        "not revealed"
    );
    play(&mut state, Command::Collect { seat: s(2) });
}

#[test]
fn a_refused_real_threat_revealed_takes_all_the_gold() {
    // p. 11: "Pokud hráč … odmítne výpalné zaplatit, smíte šátek otočit. Jedná-li se o šátek
    // s růží, musí vám odevzdat všechny mince" — C8: the Blackmailer decides inside the turn.
    let mut state = threatened();
    until(&mut state, Merchant);
    play(&mut state, Command::Gold { seat: s(3) });
    let gold_3 = state.players[3].gold;
    let blackmailer = state.players[1].gold;
    play(&mut state, bribe(3, false));
    assert_eq!(state.awaiting(), vec![s(1)]);
    assert_eq!(
        refused(&state, Command::EndTurn { seat: s(3) }),
        RuleViolation::NotYourMove(s(3))
    );
    let events = play(&mut state, reveal(true));
    assert_eq!(
        events,
        vec![Event::ThreatRevealed {
            by: s(1),
            target: s(3),
            character: Merchant,
            real: true,
            gold: gold_3,
        }]
    );
    assert_eq!(state.players[3].gold, 0);
    assert_eq!(state.players[1].gold, blackmailer + gold_3);
    assert_eq!(view(&state, Viewer::Public).real_threat, Some(Merchant));
    assert_eq!(state.awaiting(), vec![s(3)]);
    play(&mut state, Command::EndTurn { seat: s(3) });
}

#[test]
fn a_refused_bluff_revealed_costs_nothing_and_a_missed_turn_pays() {
    // p. 11: "Není-li na šátku růže, nestane se mu nic." C7: a threatened player who misses
    // the turn takes 2 gold and pays; a Blackmailer who misses the decision does not reveal.
    let mut state = threatened();
    until(&mut state, King);
    play(&mut state, Command::Gold { seat: s(2) });
    let gold_2 = state.players[2].gold;
    play(&mut state, bribe(2, false));
    let events = play(&mut state, reveal(true));
    assert!(matches!(
        events[0],
        Event::ThreatRevealed {
            real: false,
            gold: 0,
            ..
        }
    ));
    assert_eq!(state.players[2].gold, gold_2);
    play(&mut state, Command::EndTurn { seat: s(2) });

    let mut state = threatened();
    until(&mut state, King);
    gold(&mut state, 2, 5);
    no_show(&mut state);
    assert_eq!(state.players[2].gold, 4, "5 + 2 gathered − 3 paid");

    let mut state = threatened();
    until(&mut state, Merchant);
    play(&mut state, Command::Gold { seat: s(3) });
    play(&mut state, bribe(3, false));
    let gold_3 = state.players[3].gold;
    no_show(&mut state);
    assert_eq!(state.players[3].gold, gold_3);
    assert_eq!(state.awaiting(), vec![s(3)]);
}
