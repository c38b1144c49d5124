//! The given/when/then harness for any game's decider (feature `testing`): `given(history)`
//! folds the events, `.when(command)` decides, `.then(events)` / `.then_ok()` /
//! `.then_violation(rule)` assert the outcome, naming the caller's line on failure.

use crate::game::Rules;

/// The history a command is decided on.
pub struct Given<G: Rules> {
    /// The state after the history.
    pub game: G::State,
}

/// given(events): the state folded from `events`.
pub fn given<G: Rules>(events: &[G::Event]) -> Given<G> {
    Given {
        game: events.iter().fold(G::State::default(), G::evolve),
    }
}

impl<G: Rules> Given<G> {
    /// when(command): decides it on the history.
    pub fn when(self, command: G::Command) -> Then<G> {
        let result = G::decide(&self.game, &command);
        Then {
            game: self.game,
            result,
        }
    }
}

/// What a command did on a history.
pub struct Then<G: Rules> {
    /// The state the command was decided on.
    pub game: G::State,
    /// Its events, or the rule it broke.
    pub result: Result<Vec<G::Event>, G::Violation>,
}

impl<G: Rules> Then<G> {
    /// The command produced exactly these events; returns the state after them.
    #[track_caller]
    pub fn then(self, expected: Vec<G::Event>) -> G::State {
        let (events, game) = self.then_ok();
        assert_eq!(events, expected);
        game
    }

    /// The command was accepted; returns its events and the state after them.
    #[track_caller]
    pub fn then_ok(self) -> (Vec<G::Event>, G::State) {
        match self.result {
            Ok(events) => {
                let game = events.iter().fold(self.game, G::evolve);
                (events, game)
            }
            Err(v) => panic!("expected events, got the violation: {v}"),
        }
    }

    /// The command broke this rule.
    #[track_caller]
    pub fn then_violation(self, expected: G::Violation) {
        match self.result {
            Ok(events) => panic!("expected the violation {expected:?}, got events {events:?}"),
            Err(v) => assert_eq!(v, expected),
        }
    }
}
