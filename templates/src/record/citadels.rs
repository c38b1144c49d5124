//! The read-only pages of a Citadels game: the log in words, the table as everyone sees it
//! (the spectator view and each replay step), and the result with each player's score broken
//! down. Everything here is made from the public events and the public view (C4): a pick is
//! "picks a character in secret" until its rank is called, a draw is a count, hands are counts.

use askama::Template;
use durbar_domain::citadels::{
    evolve, view, Character, Citadels, District, Event, Phase, Score, State, Table, Viewer,
};
use durbar_domain::{Rules, Seat};

use super::common::{GameNav, Head};
use super::log::LogEntry;
use super::replay::{ReplayLine, RoundMark};
use crate::catalogue::citadels::narrate;
use crate::catalogue::maharaja::short_hex;
use crate::play::citadels::{tokens, Card};
use crate::Words;

use crate::play::citadels::{card, character_name};

/// One stored Citadels event as the pages need it: its seq, its hash (hex) and the event.
#[derive(Debug, Clone)]
pub struct CitadelsLogged {
    /// Seq, from 1.
    pub seq: u64,
    /// The event's hash, 64 hex digits.
    pub hash: String,
    /// The public event.
    pub event: Event,
}

/// The name of `seat`.
fn name_of(names: &[String], seat: Seat) -> String {
    crate::catalogue::citadels::seat_name(names, seat)
}

/// Every event of a Citadels log in `w`'s words (the catalogue's narrator, with names), by
/// round.
pub fn citadels_log_entries(
    w: Words,
    events: &[CitadelsLogged],
    names: &[String],
) -> Vec<LogEntry> {
    let mut state = State::default();
    let mut round = u32::MAX;
    events
        .iter()
        .map(|logged| {
            let text = narrate(w, &state, &logged.event, names);
            state = evolve(std::mem::take(&mut state), &logged.event, None);
            let new_round = state.round != round;
            round = state.round;
            LogEntry {
                seq: logged.seq,
                short_hash: short_hex(&logged.hash),
                hash: logged.hash.clone(),
                round,
                new_round,
                text,
            }
        })
        .collect()
}

/// One player at the table, as everyone sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRow {
    /// Name.
    pub name: String,
    /// The visitor's own row.
    pub you: bool,
    /// Holds the crown.
    pub crown: bool,
    /// Gold.
    pub gold: u32,
    /// Cards in hand (a count: hands are secret).
    pub hand_count: usize,
    /// The characters revealed this round.
    pub characters: Vec<String>,
    /// Picks made this round.
    pub picks: usize,
    /// The city.
    pub city: Vec<Card>,
    /// The city is completed.
    pub completed: bool,
    /// The game waits for them.
    pub awaited: bool,
    /// The hand, shown only in the replay of a finished game (nothing is secret then).
    pub hand: Vec<Card>,
}

/// The table after some events, as the public view shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableView {
    /// "Round 2: rank 4 is called" …
    pub status: String,
    /// Whom the game waits for.
    pub waiting: String,
    /// Whose turn, killed, robbed, bewitched: sentences.
    pub marks: Vec<String>,
    /// Characters set aside face up.
    pub face_up: Vec<String>,
    /// How many lie face down.
    pub face_down: usize,
    /// Cards left in the deck.
    pub deck_size: usize,
    /// Everyone.
    pub players: Vec<TableRow>,
    /// Whether the rows show the hands (the replay of a finished game).
    pub hands: bool,
}

impl TableView {
    /// The public view of `state` in `w`'s words; `you` marks the visitor's row.
    pub fn new(w: Words, state: &State, names: &[String], you: Option<Seat>) -> Self {
        let view = view(state, Viewer::Public);
        let name = |seat: Seat| name_of(names, seat);
        let ch = |c: Character| character_name(w, c);
        let status = match view.phase {
            Phase::NotStarted => w.m("citadels-status-not-started"),
            Phase::Draft => w.m("citadels-status-draft").n("round", view.round),
            Phase::Turns => match view.called {
                Some(rank) => w
                    .m("citadels-status-called")
                    .n("round", view.round)
                    .n("rank", rank),
                None => w.m("citadels-status-turns").n("round", view.round),
            },
            Phase::Over => w.m("citadels-status-over"),
        }
        .to_string();
        let waiting = if view.awaiting.is_empty() {
            String::new()
        } else {
            let awaited: Vec<String> = view.awaiting.iter().map(|s| name(*s)).collect();
            w.m("citadels-waits-for")
                .s("names", awaited.join(", "))
                .to_string()
        };
        let mut marks = Vec::new();
        if let Some((seat, character)) = view.turn {
            marks.push(
                w.m("citadels-mark-turn")
                    .s("name", name(seat))
                    .s("character", ch(character))
                    .to_string(),
            );
        }
        for (id, character) in [
            ("citadels-mark-killed", view.killed),
            ("citadels-mark-robbed", view.robbed),
            ("citadels-mark-bewitched", view.bewitched),
        ] {
            if let Some(character) = character {
                marks.push(w.m(id).s("character", ch(character)).to_string());
            }
        }
        // Warrants and threats lie face down: everyone sees which characters carry one, the
        // real one only once the rules reveal it (the public view has it then, never before).
        marks.extend(tokens(
            w,
            &view.warrants,
            view.signed_warrant,
            "citadels-warrants-lie",
            "citadels-warrant-signed",
        ));
        marks.extend(tokens(
            w,
            &view.threats,
            view.real_threat,
            "citadels-threats-lie",
            "citadels-threat-real",
        ));
        let players = view
            .players
            .iter()
            .map(|p| TableRow {
                name: name(p.seat),
                you: you == Some(p.seat),
                crown: p.seat == view.crown,
                gold: p.gold,
                hand_count: p.hand_count,
                characters: p.characters.iter().map(|c| ch(*c)).collect(),
                picks: p.picks,
                city: p.city.iter().map(|b| card(w, b.district)).collect(),
                completed: p.completed,
                awaited: view.awaiting.contains(&p.seat),
                hand: Vec::new(),
            })
            .collect();
        Self {
            status,
            waiting,
            marks,
            face_up: view.face_up.iter().map(|c| ch(*c)).collect(),
            face_down: view.face_down,
            deck_size: view.deck_size,
            players,
            hands: false,
        }
    }
}

/// The spectator view of a Citadels game (`/games/{id}/watch`), or its replay at one step
/// (`/games/{id}/replay?step=N`).
#[derive(Template, Debug)]
#[template(path = "record/citadels_table.html")]
pub struct CitadelsTablePage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// Navigation.
    pub nav: GameNav,
    /// The head of the log.
    pub head: Head,
    /// The table.
    pub table: TableView,
    /// The replay's step, when this is the replay.
    pub replay: Option<ReplayStep>,
}

/// Where the replay stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayStep {
    /// The step shown: events folded (0 to `total`).
    pub step: usize,
    /// Events in all.
    pub total: usize,
    /// The step's event and a few around it.
    pub lines: Vec<ReplayLine>,
    /// The first step of each round.
    pub rounds: Vec<RoundMark>,
    /// The hash of the step's event.
    pub hash: String,
    /// Whether every hand is shown (a finished game).
    pub hands: bool,
}

impl ReplayStep {
    /// The previous step.
    pub fn prev(&self) -> Option<usize> {
        self.step.checked_sub(1)
    }

    /// The next step.
    pub fn next(&self) -> Option<usize> {
        (self.step < self.total).then_some(self.step + 1)
    }
}

/// How many events are listed before and after the step's own.
const AROUND: usize = 4;

impl CitadelsTablePage {
    /// The table as it stands: `state` is the server's fold, of which only the public view is
    /// shown.
    pub fn watch(
        w: Words,
        nav: GameNav,
        head: Head,
        state: &State,
        names: &[String],
        you: Option<Seat>,
    ) -> Self {
        Self {
            version: crate::VERSION,
            w,
            nav,
            head,
            table: TableView::new(w, state, names, you),
            replay: None,
        }
    }

    /// The table after `step` events (clamped; the last when `None`), folded from the public
    /// events alone; with `referee` (the referee's start of a finished game: nothing is secret
    /// any more) every hand is shown too.
    // The page's words, its place in the game and the replay's own inputs: each is needed.
    #[allow(clippy::too_many_arguments)]
    pub fn replay(
        w: Words,
        nav: GameNav,
        head: Head,
        events: &[CitadelsLogged],
        names: &[String],
        step: Option<usize>,
        you: Option<Seat>,
        mut referee: Option<Table>,
    ) -> Self {
        let total = events.len();
        let step = step.unwrap_or(total).min(total);
        let mut state = State::default();
        let mut at_step = State::default();
        let mut hands: Option<Vec<Vec<District>>> = None;
        let mut texts = Vec::with_capacity(total);
        let mut rounds = Vec::new();
        for (index, logged) in events.iter().enumerate() {
            texts.push(narrate(w, &state, &logged.event, names));
            if let Event::RoundStarted { round, .. } = logged.event {
                rounds.push(RoundMark {
                    round,
                    step: index + 1,
                });
            }
            state = evolve(std::mem::take(&mut state), &logged.event, None);
            referee = referee.map(|table| Citadels::evolve(table, &logged.event.clone().into()));
            if index + 1 == step {
                at_step = state.clone();
                hands = referee
                    .as_ref()
                    .map(|table| table.state.players.iter().map(|p| p.hand.clone()).collect());
            }
        }
        let mut table = TableView::new(w, &at_step, names, you);
        table.hands = hands.is_some();
        for (row, hand) in table.players.iter_mut().zip(hands.iter().flatten()) {
            row.hand = hand.iter().map(|d| card(w, *d)).collect();
        }
        let from = step.saturating_sub(AROUND + 1);
        let lines = texts
            .iter()
            .enumerate()
            .skip(from)
            .take(2 * AROUND + 1)
            .map(|(i, text)| ReplayLine {
                step: i + 1,
                text: text.clone(),
                current: i + 1 == step,
            })
            .collect();
        let hash = step
            .checked_sub(1)
            .and_then(|i| events.get(i))
            .map(|e| e.hash.clone())
            .unwrap_or_default();
        Self {
            version: crate::VERSION,
            w,
            nav,
            head,
            table,
            replay: Some(ReplayStep {
                hands: referee.is_some(),
                step,
                total,
                lines,
                rounds,
                hash,
            }),
        }
    }
}

/// One line of the final ranking, with the score broken down (rulebook p. 6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreLine {
    /// 1 for the winner.
    pub rank: usize,
    /// The player.
    pub name: String,
    /// The cost of the districts in the city.
    pub districts: u32,
    /// 3 for all five colours.
    pub colours: u32,
    /// 4 for the first completed city, 2 for every other.
    pub completion: u32,
    /// The unique districts' extra points.
    pub unique: u32,
    /// The total.
    pub score: u32,
    /// The highest-ranked character the player had in the last round (the tie rule).
    pub last_character: String,
    /// What put the player ahead of the one ranked just below.
    pub decided_by: String,
}

/// The score lines of a final ranking (best first): `last` names each seat's characters of the
/// last round.
pub fn score_lines(
    w: Words,
    ranking: &[Score],
    names: &[String],
    last: &dyn Fn(Seat) -> Vec<Character>,
) -> Vec<ScoreLine> {
    ranking
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let highest = last(s.seat).into_iter().max_by_key(|c| c.rank());
            ScoreLine {
                rank: i + 1,
                name: name_of(names, s.seat),
                districts: s.districts,
                colours: s.colours,
                completion: s.completion,
                unique: s.unique,
                score: s.score,
                last_character: highest.map(|c| character_name(w, c)).unwrap_or_default(),
                decided_by: match ranking.get(i + 1) {
                    None => String::new(),
                    Some(below) if below.score != s.score => w.t("record-ahead-points"),
                    Some(below) if below.last_rank != s.last_rank => {
                        w.t("record-ahead-higher-character")
                    }
                    Some(_) => w.t("record-ahead-earlier-seat"),
                },
            }
        })
        .collect()
}

/// The result of a Citadels game (`/games/{id}/result`).
#[derive(Template, Debug)]
#[template(path = "record/citadels_result.html")]
pub struct CitadelsResultPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// Navigation.
    pub nav: GameNav,
    /// The final ranking, once over.
    pub ranking: Vec<ScoreLine>,
    /// The round the game ended in.
    pub rounds: u32,
    /// The cities as they stand (everyone's, public).
    pub table: TableView,
}

impl CitadelsResultPage {
    /// The result of a log (the cities so far while it runs), from its public events, in `w`'s
    /// words.
    pub fn new(w: Words, nav: GameNav, events: &[CitadelsLogged], names: &[String]) -> Self {
        let state = events.iter().fold(State::default(), |state, logged| {
            evolve(state, &logged.event, None)
        });
        let ranking = if state.phase == Phase::Over {
            score_lines(w, &state.ranking, names, &|seat| {
                state
                    .player(seat)
                    .map(|p| p.last_characters.clone())
                    .unwrap_or_default()
            })
        } else {
            Vec::new()
        };
        Self {
            version: crate::VERSION,
            w,
            nav,
            ranking,
            rounds: state.round,
            table: TableView::new(w, &state, names, None),
        }
    }
}

/// A final ranking in words, one line per player, best first ("1. Anna: 27 points …").
pub fn ranking_words(w: Words, ranking: &[Score], names: &[String]) -> Vec<String> {
    ranking
        .iter()
        .enumerate()
        .map(|(i, s)| {
            w.m("record-citadels-rank")
                .n("rank", i + 1)
                .s("name", name_of(names, s.seat))
                .n("score", s.score)
                .n("districts", s.districts)
                .n("colours", s.colours)
                .n("completion", s.completion)
                .n("unique", s.unique)
                .to_string()
        })
        .collect()
}
