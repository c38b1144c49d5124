//! The Witch (rank 1, p. 10 and her card p. 11): the bewitched turn.

use super::*;

const WITCH_SET: [Character; 9] = [
    Witch,
    Thief,
    Magician,
    King,
    Bishop,
    Merchant,
    Architect,
    Warlord,
    TaxCollector,
];

fn bewitch(seat: u8, character: Character) -> Command {
    Command::Ability {
        seat: s(seat),
        ability: Ability::Bewitch { character },
    }
}

/// Seat 0 plays the Witch; the Thief and Bishop are face up, the Magician face down.
#[track_caller]
fn witch_turn(picks: [Character; 5]) -> State {
    custom(WITCH_SET, &[Thief, Bishop], Magician, picks, Witch)
}

#[test]
fn the_witch_gathers_then_bewitches_and_her_turn_is_suspended() {
    // p. 10 (Ježibaba): "Nejprve si doberte zdroje. Poté určete postavu … Tím je váš tah
    // přerušen … Nemůžete zatím stavět žádné budovy."
    let mut state = witch_turn([Witch, Merchant, King, Architect, Warlord]);
    give(&mut state, 0, &[Tavern]);
    assert_eq!(
        refused(&state, bewitch(0, Merchant)),
        RuleViolation::GatherFirst
    );
    play(&mut state, Command::Gold { seat: s(0) });
    assert_eq!(
        refused(&state, build(s(0), Tavern)),
        RuleViolation::WitchOnlyGathers
    );
    for rank_1 in [Witch, Bishop] {
        assert!(matches!(
            refused(&state, bewitch(0, rank_1)),
            RuleViolation::BadTarget { .. }
        ));
    }
    let events = play(&mut state, bewitch(0, Merchant));
    assert_eq!(
        events[..2],
        [
            Event::CharacterBewitched {
                by: s(0),
                character: Merchant
            },
            Event::TurnEnded {
                seat: s(0),
                character: Witch
            }
        ]
    );
    // Her turn is suspended: the calls go on (the King's player is next).
    assert_eq!(
        state.turn.as_ref().map(|t| (t.seat, t.character)),
        Some((s(2), King))
    );
    assert_eq!(state.bewitched, Some((Merchant, s(0))));
}

#[test]
fn the_bewitched_player_only_gathers_then_the_witch_plays_the_character() {
    // p. 10: the bewitched character's player gathers and the turn ends (no build, no ability,
    // no colour gold); then the Witch's turn goes on as that character, with its abilities
    // (the Merchant's extra gold, trade gold for *her* city), her hand, her gold, her city.
    let mut state = witch_turn([Witch, Merchant, King, Architect, Warlord]);
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, bewitch(0, Merchant));
    no_show(&mut state); // the King
    assert_eq!(
        state.turn.as_ref().map(|t| (t.seat, t.character)),
        Some((s(1), Merchant))
    );
    assert!(state.players[1].revealed.contains(&Merchant));
    assert_eq!(
        state.players[1].gold, 2,
        "no extra Merchant gold for the bewitched player"
    );
    give(&mut state, 1, &[Market]);
    for command in [
        Command::Collect { seat: s(1) },
        build(s(1), Market),
        Command::EndTurn { seat: s(1) },
    ] {
        assert_eq!(refused(&state, command), RuleViolation::Bewitched);
    }
    city(&mut state, 0, &[Tavern, Docks]);
    city(&mut state, 1, &[Harbor]);
    give(&mut state, 0, &[TradingPost]);
    let gold_0 = state.players[0].gold;
    let events = play(&mut state, Command::Gold { seat: s(1) });
    assert_eq!(state.players[1].gold, 4);
    assert!(events.contains(&Event::TurnEnded {
        seat: s(1),
        character: Merchant
    }));
    assert!(events.contains(&Event::TurnResumed {
        seat: s(0),
        character: Merchant
    }));
    assert_eq!(
        state.players[0].gold,
        gold_0 + 1,
        "the Merchant's extra gold"
    );
    let turn = state.turn.as_ref().expect("the Witch's turn");
    assert_eq!(
        (turn.seat, turn.character, turn.gathered),
        (s(0), Merchant, true)
    );
    assert_eq!(
        refused(&state, Command::Gold { seat: s(0) }),
        RuleViolation::AlreadyGathered
    );
    play(&mut state, Command::Collect { seat: s(0) });
    assert_eq!(
        state.players[0].gold,
        gold_0 + 3,
        "2 trade districts in her city"
    );
    play(&mut state, build(s(0), TradingPost));
    assert!(state.players[0].has(TradingPost));
    play(&mut state, Command::EndTurn { seat: s(0) });
    assert_eq!(state.turn.as_ref().map(|t| t.character), Some(Architect));
}

#[test]
fn a_bewitched_king_keeps_the_crown_and_an_absent_character_ends_the_witchs_turn() {
    // p. 11 (Král): "Stejně tak si korunu necháte i v případě, že jste očarován ježibabou";
    // p. 10: "Pokud očarovaná postava není v daném kole ve hře, … váš pozastavený tah skončí
    // bez pokračování." The Thief cannot rob the bewitched character (p. 11).
    let mut state = custom(
        WITCH_SET,
        &[Bishop, Merchant],
        Magician,
        [Witch, King, Thief, Architect, Warlord],
        Witch,
    );
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, bewitch(0, King));
    assert!(matches!(
        refused(
            &state,
            Command::Rob {
                seat: s(2),
                character: King
            }
        ),
        RuleViolation::BadTarget { .. }
    ));
    no_show(&mut state); // the Thief
    assert_eq!(
        state.turn.as_ref().map(|t| (t.seat, t.character)),
        Some((s(1), King))
    );
    assert_eq!(
        state.crown,
        s(1),
        "the bewitched King's player takes the crown"
    );
    play(&mut state, Command::Gold { seat: s(1) });
    assert_eq!(
        state.turn.as_ref().map(|t| (t.seat, t.character)),
        Some((s(0), King))
    );
    assert_eq!(state.crown, s(1), "the Witch does not take it");
    play(&mut state, Command::EndTurn { seat: s(0) });

    // The bewitched Magician is face down: no continuation.
    let mut state = witch_turn([Witch, Merchant, King, Architect, Warlord]);
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, bewitch(0, TaxCollector));
    while state.phase == Phase::Turns && state.round == 1 {
        assert_ne!(state.turn.as_ref().map(|t| t.seat), Some(s(0)));
        no_show(&mut state);
    }
}

#[test]
fn a_bewitched_bishop_shields_the_witchs_city_not_his_players() {
    // p. 10: the Witch plays the bewitched character "včetně pasivních schopností (např. ochrana
    // budov kněze před postavami s č. 8)".
    let mut state = custom(
        WITCH_SET,
        &[Thief, Merchant],
        Magician,
        [Witch, Bishop, King, Architect, Warlord],
        Witch,
    );
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, bewitch(0, Bishop));
    city(&mut state, 0, &[Temple]);
    city(&mut state, 1, &[Church]);
    while state.turn.as_ref().map(|t| t.character) != Some(Warlord) {
        no_show(&mut state);
    }
    gold(&mut state, 4, 5);
    assert_eq!(
        refused(
            &state,
            Command::Destroy {
                seat: s(4),
                target: s(0),
                district: Temple
            }
        ),
        RuleViolation::BishopProtected
    );
    play(
        &mut state,
        Command::Destroy {
            seat: s(4),
            target: s(1),
            district: Church,
        },
    );
}

#[test]
fn a_bewitched_player_who_misses_the_turn_takes_two_gold_and_the_witch_goes_on() {
    // C7 + p. 10.
    let mut state = witch_turn([Witch, Merchant, King, Architect, Warlord]);
    play(&mut state, Command::Gold { seat: s(0) });
    play(&mut state, bewitch(0, Merchant));
    no_show(&mut state); // the King
    no_show(&mut state); // the bewitched Merchant's player
    assert_eq!(state.players[1].gold, 4);
    assert_eq!(
        state.turn.as_ref().map(|t| (t.seat, t.character)),
        Some((s(0), Merchant))
    );
}
