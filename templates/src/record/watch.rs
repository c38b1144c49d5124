//! The spectator view (`/games/{id}/watch`): the board, the players, the track and whom the
//! game waits for — public information only: the view is always a spectator's, so no sealed
//! disc and, under hidden gold, no gold totals while the game runs (D12).

use askama::Template;
use durbar_domain::maharaja::{view, Game, Phase, Seat, Viewer};

use super::common::{status_line, waiting_sentence, GameNav, Head, PlayerRow};
use crate::board::{board_figure, BoardSvgOptions};
use crate::catalogue::maharaja::{and_list, character, options, place, Case};
use crate::Words;

/// The spectator view.
#[derive(Template, Debug)]
#[template(path = "record/watch.html")]
pub struct WatchPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// Navigation.
    pub nav: GameNav,
    /// "Round 3 · playing turns · the Maharaja is in Agra".
    pub status: String,
    /// Whom the game waits for.
    pub waiting: String,
    /// The board as an inline SVG (already escaped).
    pub board: String,
    /// The players.
    pub players: Vec<PlayerRow>,
    /// Whether gold totals are hidden (D12).
    pub gold_hidden: bool,
    /// The cities the Maharaja visits next, in order.
    pub next_cities: String,
    /// Characters in the bank.
    pub bank: String,
    /// The options that are on.
    pub options: String,
    /// The head of the log.
    pub head: Head,
}

impl WatchPage {
    /// The spectator view of `game` in `w`'s words; `you` only highlights a player's own
    /// pieces and row.
    pub fn new(w: Words, nav: GameNav, game: &Game, you: Option<Seat>, head: Head) -> Self {
        let view = view(game, Viewer::Spectator);
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
        let next: Vec<String> = game
            .next_visits()
            .iter()
            .map(|c| place(w, game.board(), c.as_str(), Case::Name))
            .collect();
        let bank: Vec<String> = view
            .bank_characters
            .iter()
            .map(|c| character(w, *c))
            .collect();
        Self {
            version: crate::VERSION,
            w,
            status: status_line(w, game),
            waiting: waiting_sentence(w, game),
            board,
            players: PlayerRow::rows(w, game, &view, you),
            gold_hidden: view.players.iter().any(|p| p.gold.is_none())
                && game.phase() != Phase::Over,
            next_cities: next.join(" → "),
            bank: and_list(w, &bank),
            options: options(w, &game.options()).join(", "),
            head,
            nav,
        }
    }
}
