//! The Citadels turn draft: the steps a player has added to their turn (gather gold, keep,
//! build, an ability…) but not finished, held back as Maharaja's draft is, so "Undo last step"
//! can take one back before "End turn". A step that shows the player something hidden (a draw,
//! another hand, a random card) or that hands a decision to another player (C8) cannot be held
//! back: it is played at once, with the steps before it. A draft belongs to one turn: once the
//! game moves on (any new event) it no longer applies and is dropped.

use durbar_domain::citadels::{rules::wait, Citadels, Command, Event, Logged, Phase, Table};
use durbar_domain::{Rules, Seat, Wait};

use crate::store::TurnDraft;

/// A Citadels turn draft as stored.
pub type Draft = TurnDraft<Command>;

/// Whether `seat` is playing its turn now, nobody else's decision pending (so steps may be
/// held back).
pub fn building(table: &Table, seat: Seat) -> bool {
    table.state.phase == Phase::Turns
        && Citadels::waits(table)
            == [Wait {
                seat,
                kind: wait::TURN,
            }]
}

/// An event that shows the player nothing hidden and asks nobody else anything: a step made of
/// such events only may be held back and undone. Every other event (a draw, a look at a hand, a
/// card taken at random, a character exchanged unseen, a decision due from another player, the
/// end of the turn) makes its step final at once.
fn may_be_held_back(event: &Event) -> bool {
    matches!(
        event,
        Event::GoldGained { .. }
            | Event::CharacterKilled { .. }
            | Event::CharacterThreatenedByThief { .. }
            | Event::CrownTaken { .. }
            | Event::CardsKept { .. }
            | Event::DistrictBuilt { .. }
            | Event::CardDiscarded { .. }
            | Event::CardUnderMuseum { .. }
            | Event::DistrictSeized { .. }
            | Event::DistrictsExchanged { .. }
            | Event::GoldGiven { .. }
            | Event::WarrantsAssigned { .. }
            | Event::ThreatsAssigned { .. }
            | Event::DistrictBeautified { .. }
            | Event::CityCompleted { .. }
    )
}

/// Whether `step`, which produced `events` on `before` and leaves `after`, must be played at
/// once: it shows the player something hidden, draws from the deck, or leaves the game waiting
/// for anything but the rest of `seat`'s turn.
pub fn final_at_once(
    before: &Table,
    seat: Seat,
    step: &Command,
    events: &[Logged],
    after: &Table,
) -> bool {
    matches!(step, Command::EndTurn { .. } | Command::Pick { .. })
        || !events.iter().all(|logged| may_be_held_back(&logged.event))
        || after.state.deck_size < before.state.deck_size
        || !building(after, seat)
}

/// `seat`'s `step` tried on `table`: whether it must be played at once, and the state after
/// it, or the engine's refusal.
pub fn try_step(
    table: &Table,
    seat: Seat,
    step: &Command,
) -> Result<(bool, Table), durbar_domain::citadels::RuleViolation> {
    let events = Citadels::decide(table, step)?;
    let after = events.iter().fold(table.clone(), Citadels::evolve);
    Ok((final_at_once(table, seat, step, &events, &after), after))
}

/// The state after `steps` played on `table` and the events they made, or the first refusal.
pub fn apply(
    table: &Table,
    steps: &[Command],
) -> Result<(Table, Vec<Logged>), durbar_domain::citadels::RuleViolation> {
    let mut state = table.clone();
    let mut all = Vec::new();
    for step in steps {
        let events = Citadels::decide(&state, step)?;
        state = events.iter().fold(state, Citadels::evolve);
        all.extend(events);
    }
    Ok((state, all))
}

/// A stored draft on the current state (`seq` its version).
pub enum Checked {
    /// No draft, or an empty one.
    None,
    /// It applies: the state after it and the events it would log.
    Applies(Box<Table>, Vec<Logged>),
    /// It no longer applies (the game moved on); drop it.
    Stale,
}

/// Checks `seat`'s stored draft against the game at `seq`.
pub fn check(table: &Table, seq: u64, seat: Seat, draft: Option<&Draft>) -> Checked {
    let Some(draft) = draft.filter(|d| !d.commands.is_empty()) else {
        return Checked::None;
    };
    if draft.seq != seq || draft.round != table.state.round || !building(table, seat) {
        return Checked::Stale;
    }
    match apply(table, &draft.commands) {
        Ok((state, events)) => Checked::Applies(Box::new(state), events),
        Err(_) => Checked::Stale,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use durbar_domain::citadels::{District, Options};
    use durbar_domain::{Bytes32, GameId};

    /// Plays `command` on `table` (it must be legal).
    #[track_caller]
    fn play(table: Table, command: &Command) -> Table {
        let events = Citadels::decide(&table, command).expect("a legal move");
        events.iter().fold(table, Citadels::evolve)
    }

    /// Given a 4-player first game, its draft made by the first offered picks: the table at the
    /// first turn and whose turn it is.
    #[track_caller]
    fn given_a_turn_begins() -> (Table, Seat) {
        let start = Command::Start {
            game: GameId([7; 16]),
            options: Options::first_game(4),
            seed: Bytes32([3; 32]),
            contributions: vec![Bytes32([1; 32]); 4],
            deck: None,
            drafts: Vec::new(),
        };
        let mut table = play(Table::default(), &start);
        for _ in 0..20 {
            let seat = Citadels::waits(&table)[0].seat;
            if building(&table, seat) {
                return (table, seat);
            }
            let pick = Citadels::legal_moves(&table, seat)
                .into_iter()
                .find(|c| matches!(c, Command::Pick { .. }))
                .expect("a pick");
            table = play(table, &pick);
        }
        panic!("no turn began")
    }

    /// When `seat` plays `step` on `table`: whether it is final at once, and the state after.
    #[track_caller]
    fn when_played(table: &Table, seat: Seat, step: &Command) -> (bool, Table) {
        try_step(table, seat, step).expect("legal")
    }

    #[test]
    fn taking_gold_and_building_are_held_back_drawing_and_ending_are_not() {
        let (table, seat) = given_a_turn_begins();
        let (final_gold, after_gold) = when_played(&table, seat, &Command::Gold { seat });
        assert!(
            !final_gold,
            "taking 2 gold shows nothing hidden: it may be undone"
        );
        let (final_draw, _) = when_played(&table, seat, &Command::Draw { seat });
        assert!(
            final_draw,
            "drawing shows hidden cards: played at once (issue 13)"
        );
        let (final_end, _) = when_played(&after_gold, seat, &Command::EndTurn { seat });
        assert!(final_end, "ending the turn is the finish itself");
        let hand: Vec<District> = after_gold.state.players[seat.index()].hand.clone();
        let gold = after_gold.state.players[seat.index()].gold;
        if let Some(district) = hand.into_iter().find(|d| d.cost() <= gold) {
            let build = Command::Build {
                seat,
                district,
                with: Default::default(),
            };
            if Citadels::decide(&after_gold, &build).is_ok() {
                let (final_build, _) = when_played(&after_gold, seat, &build);
                assert!(!final_build, "a plain build may be undone");
            }
        }
    }

    #[test]
    fn a_draft_from_another_version_or_seat_no_longer_applies() {
        let (table, seat) = given_a_turn_begins();
        let draft = Draft {
            round: table.state.round,
            seq: 10,
            commands: vec![Command::Gold { seat }],
        };
        assert!(matches!(
            check(&table, 10, seat, Some(&draft)),
            Checked::Applies(..)
        ));
        assert!(matches!(
            check(&table, 11, seat, Some(&draft)),
            Checked::Stale
        ));
        let other = Seat((seat.0 + 1) % 4);
        assert!(matches!(
            check(&table, 10, other, Some(&draft)),
            Checked::Stale
        ));
        assert!(matches!(check(&table, 10, seat, None), Checked::None));
    }
}
