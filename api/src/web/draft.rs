//! Turn drafts: the steps a player has added to their turn but not finished. Each step is
//! decided on the state the steps before it leave; a draft that no longer applies to the current
//! state (the game moved on) is dropped with the engine's reason.

use durbar_domain::maharaja::{
    decide, evolve, Command, Game, Phase, PlayerCommand, RuleViolation, Seat,
};

use crate::store::TurnDraft;

/// Whether `seat` is building a turn now: it is their turn and nobody's replacement is pending.
pub fn building(game: &Game, seat: Seat) -> bool {
    game.phase() == Phase::Turns
        && game.active_seat() == Some(seat)
        && game.awaiting_seats().contains(&seat)
}

/// The state after `steps` played by `seat` on `game`, or the first step's violation.
pub fn apply(game: &Game, seat: Seat, steps: &[PlayerCommand]) -> Result<Game, RuleViolation> {
    let mut state = game.clone();
    for step in steps {
        let events = decide(&state, &Command::player(seat, step.clone()))?;
        state = events.iter().fold(state, evolve);
    }
    Ok(state)
}

/// What became of a stored draft on the current state.
pub enum Checked {
    /// No draft (or an empty one).
    None,
    /// It still applies: the state after it.
    Applies(Box<Game>),
    /// It no longer applies; drop it. The reason, if the engine gave one.
    Stale(Option<RuleViolation>),
}

/// Checks a stored draft of `seat` against the current state.
pub fn check(game: &Game, seat: Seat, draft: Option<&TurnDraft>) -> Checked {
    let Some(draft) = draft.filter(|d| !d.commands.is_empty()) else {
        return Checked::None;
    };
    if !building(game, seat) || draft.round != game.round() {
        return Checked::Stale(None);
    }
    match apply(game, seat, &draft.commands) {
        Ok(state) => Checked::Applies(Box::new(state)),
        Err(violation) => Checked::Stale(Some(violation)),
    }
}

/// The name of the form field that carries the draft a page showed.
pub const SHOWN_FIELD: &str = "draft";

/// A short mark of a draft's steps (their count and a hash of them), written into the turn
/// builder's forms: a form from a page that showed another draft (a stale tab) is refused.
pub fn mark<C: serde::Serialize>(steps: &[C]) -> String {
    use sha2::{Digest, Sha256};
    let text = serde_json::to_string(steps).unwrap_or_default();
    let hash = Sha256::digest(text.as_bytes());
    format!("{}-{}", steps.len(), hex::encode(&hash[..8]))
}

/// Refuses a form whose page showed another draft than the stored one (`shown` absent: a form
/// without the field, as the JSON API's, is not checked).
pub fn check_shown<C: serde::Serialize>(
    shown: Option<&str>,
    steps: &[C],
) -> Result<(), crate::http_error::Reason> {
    match shown {
        Some(shown) if shown != mark(steps) => {
            Err(crate::http_error::Reason::ChangedInAnotherTab { steps: steps.len() })
        }
        _ => Ok(()),
    }
}

/// Whether a step takes a character from another player: it needs that player's decision, so
/// the steps before it and the step itself are played at once.
pub fn needs_other_player(game: &Game, seat: Seat, step: &PlayerCommand) -> bool {
    match step {
        PlayerCommand::TakeCharacter { character, .. } => game
            .holder_of(*character)
            .is_some_and(|holder| holder != seat),
        _ => false,
    }
}
