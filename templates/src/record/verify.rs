//! The verifier's report (`POST /games/{id}/verify`): the server ran the same checks as
//! `durbar verify` on the game's export — the hash chain, every disc reveal against its
//! commitment, the seed against its commitment, and a replay of the rules.

use askama::Template;
use durbar_domain::maharaja::{Game, Phase};

use super::common::GameNav;
use crate::catalogue::maharaja::{seat_name, short_hex};
use crate::play::words::phase_in;
use crate::Words;

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
    /// All checks passed: `events` events up to `head`, replayed into `state`; in `w`'s words.
    pub fn verified(w: Words, nav: GameNav, events: usize, head: String, state: &Game) -> Self {
        let ranking = if state.phase() == Phase::Over {
            state
                .ranking()
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    w.m("record-verify-rank")
                        .n("rank", i + 1)
                        .s("name", seat_name(w, state, r.seat))
                        .n("palaces", r.palaces)
                        .n("gold", r.gold.0)
                        .to_string()
                })
                .collect()
        } else {
            Vec::new()
        };
        let phase = phase_in(w, state.phase());
        let reached = if state.round() == 0 {
            w.m("record-verify-reached-setup").s("phase", phase)
        } else {
            w.m("record-verify-reached-round")
                .n("round", state.round())
                .s("phase", phase)
        };
        Self {
            version: crate::VERSION,
            w,
            nav,
            verified: true,
            events,
            checks: vec![w.t("record-verify-discs"), reached.to_string()],
            head,
            ranking,
            problem: None,
        }
    }

    /// A check failed: `reason` is its sentence, `seq` the first bad event (if the problem is
    /// in one).
    pub fn failed(w: Words, nav: GameNav, seq: Option<u64>, reason: String) -> Self {
        let problem = match seq {
            Some(seq) => w
                .m("record-verify-bad-event")
                .n("seq", seq)
                .s("reason", reason)
                .to_string(),
            None => reason,
        };
        Self {
            version: crate::VERSION,
            w,
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
        w: Words,
        nav: GameNav,
        events: usize,
        head: String,
        replayed: bool,
        ranking: Vec<String>,
    ) -> Self {
        let checks = vec![
            w.t("record-verify-picks"),
            w.t(if replayed {
                "record-verify-seed-replayed"
            } else {
                "record-verify-seed-sealed"
            }),
        ];
        Self {
            version: crate::VERSION,
            w,
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
