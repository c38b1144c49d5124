//! The result (`/games/{id}/result`): the final ranking (palaces, then gold, then the lower
//! character) and every round's scoring, points and gold per player; while the game runs, the
//! scorings so far.

use askama::Template;
use durbar_domain::maharaja::{evolve, EndReason, Event, Game, Party, Phase, RankEntry, Seat};

use super::common::GameNav;
use super::LoggedEvent;
use crate::board::{seat_colour, seat_marks};
use crate::catalogue::maharaja::{character, place, seat_name, Case};
use crate::play::words::colour_in;
use crate::Words;

/// A player's colour chip and name, for table headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerChip {
    /// Name.
    pub name: String,
    /// Colour name, in the page's words.
    pub colour: String,
    /// Chip fill.
    pub fill: &'static str,
    /// Chip ink.
    pub ink: &'static str,
    /// Letter.
    pub mark: String,
}

/// One line of the final ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankRow {
    /// 1 for the winner.
    pub rank: usize,
    /// The player.
    pub player: PlayerChip,
    /// Palaces built.
    pub palaces: u8,
    /// Gold at the end.
    pub gold: u32,
    /// The lowest character held at the end.
    pub character: String,
    /// What decided this place against the player ranked just below: "more palaces", …
    pub decided_by: String,
}

/// One player's result in one round's scoring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreCell {
    /// Points in the city (0 if none).
    pub points: u32,
    /// Gold received (rank gold and monopoly bonus).
    pub gold: u32,
    /// Got the monopoly bonus.
    pub monopoly: bool,
}

/// One round's scoring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreRow {
    /// The round.
    pub round: u32,
    /// The city scored.
    pub city: String,
    /// Per seat.
    pub cells: Vec<ScoreCell>,
}

/// The result page.
#[derive(Template, Debug)]
#[template(path = "record/result.html")]
pub struct ResultPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// Navigation.
    pub nav: GameNav,
    /// Why the game ended, once over.
    pub reason: Option<String>,
    /// The final ranking, once over.
    pub ranking: Vec<RankRow>,
    /// The players in seat order (table columns).
    pub players: Vec<PlayerChip>,
    /// Each round's scoring.
    pub rounds: Vec<ScoreRow>,
    /// Gold from scorings in all, per seat.
    pub totals: Vec<u32>,
}

fn chips(w: Words, game: &Game) -> Vec<PlayerChip> {
    let view = durbar_domain::maharaja::view(game, durbar_domain::maharaja::Viewer::Spectator);
    let marks = seat_marks(&view.players);
    game.seats()
        .map(|seat| {
            let colour = seat_colour(seat);
            PlayerChip {
                name: seat_name(w, game, seat),
                colour: colour_in(w, seat),
                fill: colour.fill,
                ink: colour.ink,
                mark: marks.get(seat.index()).cloned().unwrap_or_default(),
            }
        })
        .collect()
}

fn decided_by(w: Words, this: &RankEntry, below: Option<&RankEntry>) -> String {
    let Some(below) = below else {
        return String::new();
    };
    w.t(if this.palaces != below.palaces {
        "record-ahead-palaces"
    } else if this.gold != below.gold {
        "record-ahead-gold"
    } else {
        "record-ahead-character"
    })
}

impl ResultPage {
    /// The result of a log (the scorings so far if the game is not over), in `w`'s words.
    pub fn new(w: Words, nav: GameNav, events: &[LoggedEvent]) -> Self {
        let mut game = Game::default();
        let mut rounds = Vec::new();
        let mut reason = None;
        let mut ranking: Vec<RankEntry> = Vec::new();
        for logged in events {
            match &logged.event {
                Event::CityScored {
                    round,
                    city,
                    scores,
                    monopoly,
                    payments,
                } => {
                    let cells = game
                        .seats()
                        .map(|seat: Seat| ScoreCell {
                            points: scores
                                .iter()
                                .find(|s| s.seat == seat)
                                .map_or(0, |s| s.points),
                            gold: payments
                                .iter()
                                .filter(|p| p.to == Party::Seat(seat))
                                .map(|p| p.amount.0)
                                .sum(),
                            monopoly: *monopoly == Some(seat),
                        })
                        .collect();
                    rounds.push(ScoreRow {
                        round: *round,
                        city: place(w, game.board(), city.as_str(), Case::Name),
                        cells,
                    });
                }
                Event::GameEnded {
                    reason: why,
                    ranking: final_ranking,
                } => {
                    reason = Some(w.t(match why {
                        EndReason::AllPalacesBuilt => "record-ended-palaces",
                        EndReason::LastRound => "record-ended-last-round",
                    }));
                    ranking = final_ranking.clone();
                }
                _ => {}
            }
            game = evolve(game, &logged.event);
        }
        let players = chips(w, &game);
        let totals = (0..players.len())
            .map(|i| rounds.iter().map(|r: &ScoreRow| r.cells[i].gold).sum())
            .collect();
        let ranking = if game.phase() == Phase::Over {
            ranking
                .iter()
                .enumerate()
                .map(|(i, entry)| RankRow {
                    rank: i + 1,
                    player: players.get(entry.seat.index()).cloned().unwrap_or_else(|| {
                        PlayerChip {
                            name: seat_name(w, &game, entry.seat),
                            colour: String::new(),
                            fill: "#999",
                            ink: "#fff",
                            mark: String::new(),
                        }
                    }),
                    palaces: entry.palaces,
                    gold: entry.gold.0,
                    character: entry
                        .character
                        .map_or_else(|| "—".to_string(), |c| character(w, c)),
                    decided_by: decided_by(w, entry, ranking.get(i + 1)),
                })
                .collect()
        } else {
            Vec::new()
        };
        Self {
            version: crate::VERSION,
            w,
            nav,
            reason,
            ranking,
            players,
            rounds,
            totals,
        }
    }
}
