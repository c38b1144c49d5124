//! The replay (`/games/{id}/replay?step=N`): the game after its first N events, with the board,
//! the players and the events around that step, and links to step through it without script.

use askama::Template;
use durbar_domain::maharaja::{evolve, view, Event, Game, Phase, Seat};

use super::common::{status_line, viewer_for, waiting_sentence, GameNav, PlayerRow};
use super::LoggedEvent;
use crate::board::{board_figure, BoardSvgOptions};
use crate::catalogue::maharaja::narrate;
use crate::Words;

/// One line of the events shown around the step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayLine {
    /// The step this event leads to (its seq).
    pub step: usize,
    /// The event in words.
    pub text: String,
    /// Whether it is the event of the step shown.
    pub current: bool,
}

/// Where each round begins, for jumping.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundMark {
    /// The round.
    pub round: u32,
    /// The step at which it began.
    pub step: usize,
}

/// The replay at one step.
#[derive(Template, Debug)]
#[template(path = "record/replay.html")]
pub struct ReplayPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// Navigation.
    pub nav: GameNav,
    /// The step shown: the number of events folded (0 to `total`).
    pub step: usize,
    /// Events in all.
    pub total: usize,
    /// The status after the step.
    pub status: String,
    /// Whom the game waited for after the step.
    pub waiting: String,
    /// The board after the step (empty before the game was created).
    pub board: String,
    /// The players after the step.
    pub players: Vec<PlayerRow>,
    /// Whether gold totals are hidden.
    pub gold_hidden: bool,
    /// The step's event and a few before and after it.
    pub lines: Vec<ReplayLine>,
    /// The first step of each round.
    pub rounds: Vec<RoundMark>,
    /// The event's seq and hash at this step.
    pub hash: String,
}

/// How many events are listed before and after the step's own.
const AROUND: usize = 4;

impl ReplayPage {
    /// The replay after `step` events (clamped to the log), in `w`'s words; `you` is the
    /// visitor's seat.
    pub fn new(
        w: Words,
        nav: GameNav,
        events: &[LoggedEvent],
        step: Option<usize>,
        you: Option<Seat>,
    ) -> Self {
        let total = events.len();
        let step = step.unwrap_or(total).min(total);
        let over = nav.over;
        let mut game = Game::default();
        let mut texts = Vec::with_capacity(total);
        let mut rounds = Vec::new();
        let mut at_step: Option<Game> = (step == 0).then(Game::default);
        for (index, logged) in events.iter().enumerate() {
            texts.push(narrate(w, &game, &logged.event));
            if let Event::RoundStarted { round, .. } = logged.event {
                rounds.push(RoundMark {
                    round,
                    step: index + 1,
                });
            }
            game = evolve(game, &logged.event);
            if index + 1 == step {
                at_step = Some(game.clone());
            }
        }
        let game = at_step.unwrap_or_default();
        let view = view(&game, viewer_for(you, over));
        let board = game.board().map_or_else(String::new, |b| {
            board_figure(
                b,
                &view,
                &BoardSvgOptions {
                    you,
                    village_links: None,
                    show_home_cities: game.options().home_cities,
                    w,
                    route: Vec::new(),
                },
            )
        });
        let from = step.saturating_sub(AROUND).max(1);
        let to = (step + AROUND).min(total);
        let lines = (from..=to)
            .filter(|s| *s >= 1)
            .map(|s| ReplayLine {
                step: s,
                text: texts[s - 1].clone(),
                current: s == step,
            })
            .collect();
        Self {
            version: crate::VERSION,
            w,
            nav,
            step,
            total,
            status: status_line(w, &game),
            waiting: waiting_sentence(w, &game),
            board,
            players: PlayerRow::rows(w, &game, &view, you),
            gold_hidden: game.phase() != Phase::Over
                && view.players.iter().any(|p| p.gold.is_none()),
            lines,
            rounds,
            hash: step
                .checked_sub(1)
                .and_then(|i| events.get(i))
                .map(|e| e.hash.clone())
                .unwrap_or_default(),
        }
    }

    /// The step before, if any.
    pub fn prev(&self) -> Option<usize> {
        self.step.checked_sub(1)
    }

    /// The sentence of the step's own event.
    pub fn current(&self) -> Option<&str> {
        self.lines
            .iter()
            .find(|l| l.current)
            .map(|l| l.text.as_str())
    }

    /// The step after, if any.
    pub fn next(&self) -> Option<usize> {
        (self.step < self.total).then_some(self.step + 1)
    }
}
