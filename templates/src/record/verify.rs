//! The verifier's report (`POST /games/{id}/verify`): the server ran the same checks as
//! `durbar verify` on the game's export — the hash chain, every disc reveal against its
//! commitment, the seed against its commitment, and a replay of the rules.

use askama::Template;
use durbar_domain::maharaja::{Game, Phase};

use super::common::{phase_words, GameNav};
use super::words::{seat_name, short_hex};

/// The report.
#[derive(Template, Debug)]
#[template(path = "record/verify.html")]
pub struct VerifyPage {
    /// Footer version.
    pub version: &'static str,
    /// Navigation.
    pub nav: GameNav,
    /// Whether every check passed.
    pub verified: bool,
    /// Events checked.
    pub events: usize,
    /// The head hash the checks ended on.
    pub head: String,
    /// The state the replay reached, in words.
    pub reached: String,
    /// The final ranking the replay computed, if the game is over.
    pub ranking: Vec<String>,
    /// The first problem.
    pub problem: Option<String>,
}

impl VerifyPage {
    /// All checks passed: `events` events up to `head`, replayed into `state`.
    pub fn verified(nav: GameNav, events: usize, head: String, state: &Game) -> Self {
        let ranking = if state.phase() == Phase::Over {
            state
                .ranking()
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    format!(
                        "{}. {}: {} palace{}, {}",
                        i + 1,
                        seat_name(state, r.seat),
                        r.palaces,
                        if r.palaces == 1 { "" } else { "s" },
                        r.gold
                    )
                })
                .collect()
        } else {
            Vec::new()
        };
        Self {
            version: crate::VERSION,
            nav,
            verified: true,
            events,
            reached: if state.round() == 0 {
                format!("setup, {}", phase_words(state.phase()))
            } else {
                format!("round {}, {}", state.round(), phase_words(state.phase()))
            },
            head,
            ranking,
            problem: None,
        }
    }

    /// A check failed; `problem` is its sentence (naming the first bad event).
    pub fn failed(nav: GameNav, problem: String) -> Self {
        Self {
            version: crate::VERSION,
            nav,
            verified: false,
            events: 0,
            head: String::new(),
            reached: String::new(),
            ranking: Vec::new(),
            problem: Some(problem),
        }
    }

    /// The first digits of the head.
    pub fn short_head(&self) -> String {
        short_hex(&self.head)
    }
}
