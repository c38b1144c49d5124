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
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// Navigation.
    pub nav: GameNav,
    /// Whether every check passed.
    pub verified: bool,
    /// Events checked.
    pub events: usize,
    /// The head hash the checks ended on.
    pub head: String,
    /// What was checked beyond the chain, one sentence each (our own words, no user text).
    pub checks: Vec<String>,
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
            w: crate::Words::default(),
            nav,
            verified: true,
            events,
            checks: vec![
                "Every revealed disc opens its player's commitment, and the seed, once revealed, \
                 matches the commitment made when the game was created."
                    .to_owned(),
                format!(
                    "Replaying the rules from the seed gives exactly these events; the game \
                     reached {}.",
                    if state.round() == 0 {
                        format!("setup, {}", phase_words(state.phase()))
                    } else {
                        format!("round {}, {}", state.round(), phase_words(state.phase()))
                    }
                ),
            ],
            head,
            ranking,
            problem: None,
        }
    }

    /// A check failed; `problem` is its sentence (naming the first bad event).
    pub fn failed(nav: GameNav, problem: String) -> Self {
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            nav,
            verified: false,
            events: 0,
            head: String::new(),
            checks: Vec::new(),
            ranking: Vec::new(),
            problem: Some(problem),
        }
    }

    /// A Citadels export passed every check: `events` events up to `head`; `replayed` when
    /// the seed was revealed (the game is over) and every draw was re-derived from it;
    /// `ranking` is the final ranking in words, best first.
    pub fn citadels_verified(
        nav: GameNav,
        events: usize,
        head: String,
        replayed: bool,
        ranking: Vec<String>,
    ) -> Self {
        let mut checks = vec![
            "Every revealed character pick opens its player's sealed commitment (C3), and every \
             pick of a finished round was revealed."
                .to_owned(),
        ];
        checks.push(if replayed {
            "The seed revealed at the end matches the commitment made when the game began; \
             replaying the game from it gives every shuffle, deal and draw the log seals, and \
             the final scores the cities give."
                .to_owned()
        } else {
            "The game is still running, so its seed is sealed (C2): the deck, the deals and the \
             draws can be re-derived from it only once the game is over."
                .to_owned()
        });
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            nav,
            verified: true,
            events,
            head,
            checks,
            ranking,
            problem: None,
        }
    }

    /// The first digits of the head.
    pub fn short_head(&self) -> String {
        short_hex(&self.head)
    }
}
