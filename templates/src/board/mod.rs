//! The board drawn as an inline SVG, from a board and a [`View`] only (so it never shows more
//! than that viewer may see): the start space, the roads through their villages, villages with
//! their houses, cities with their palace gardens (1 central + 6 outer sites), houses and
//! architects, the Maharaja, and the governor track beside the map.
//!
//! Every piece is drawn in its owner's colour *and* carries the owner's letter (see
//! [`seat_marks`]), and has a `<title>`. Elements carry `data-*` attributes (`data-city`,
//! `data-village`, `data-road`, `data-owner`) for tests and styling. No script; the SVG scales
//! to the width of its container.

mod layout;
mod map;
mod palette;
mod pieces;
mod png;
#[doc(hidden)]
pub mod sample;
mod svg;
mod track;
mod words;

use std::collections::BTreeSet;
use std::fmt::Write;

use durbar_domain::maharaja::{Board, Seat, View, VillageId};

use crate::Words;

pub use palette::{seat_colour, seat_marks, SeatColour, NEUTRAL};
pub use png::{
    board_picture, board_png, draw_png, BoardPicture, BoardPng, PngError, BOARD_PNG_WIDTH,
};
pub use svg::esc;
pub use words::board_words;

/// Villages drawn as links, e.g. for placing a house.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VillageLinks {
    /// The link; `{village}` is replaced by the village id (e.g. `/games/abc/place?village={village}`).
    pub href: String,
    /// Only these villages are links; `None`: all of them.
    pub only: Option<BTreeSet<VillageId>>,
}

/// How to draw the board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BoardSvgOptions {
    /// The viewer's seat: their pieces get a heavier outline.
    pub you: Option<Seat>,
    /// Villages as links.
    pub village_links: Option<VillageLinks>,
    /// Label each city with its home character (Expanded I home cities, D13).
    pub show_home_cities: bool,
    /// The language of every word drawn: titles, labels, the board in words.
    pub w: Words,
    /// A trip being planned, drawn over the roads: place ids from the architect's place to the
    /// destination (empty: none).
    pub route: Vec<String>,
}

impl BoardSvgOptions {
    /// The link of a village, if it is one.
    fn village_href(&self, village: &VillageId) -> Option<String> {
        let links = self.village_links.as_ref()?;
        if links
            .only
            .as_ref()
            .is_some_and(|only| !only.contains(village))
        {
            return None;
        }
        Some(links.href.replace("{village}", village.as_str()))
    }
}

/// Everything the drawing functions need.
struct Drawing<'a> {
    board: &'a Board,
    view: &'a View,
    options: &'a BoardSvgOptions,
    layout: layout::Layout,
    marks: Vec<String>,
    /// Each seat's colour in words, in the drawing's language.
    colours: Vec<String>,
}

impl Drawing<'_> {
    /// The words of the drawing's language.
    fn w(&self) -> Words {
        self.options.w
    }

    /// Where a place is, as a phrase after "is" ("in Agra", "on the start space", "in village
    /// v12"), in the drawing's language.
    fn at(&self, id: &str) -> String {
        at(self.w(), self.board, id)
    }

    /// The display name of a seat.
    fn name(&self, seat: Seat) -> &str {
        self.view
            .players
            .get(seat.index())
            .map_or("?", |p| p.name.as_str())
    }

    /// The display name of a city id.
    fn city_name<'b>(&'b self, id: &'b str) -> &'b str {
        self.board
            .cities()
            .iter()
            .find(|c| c.id.as_str() == id)
            .map_or(id, |c| c.name.as_str())
    }
}

/// Small CSS for the links (prefixed classes: the style element applies to the whole page).
/// A focused village gets a dark ring (over 3:1 against the map and the village), not only a
/// lighter fill.
const STYLE: &str = "<style>.db-vlink:hover circle,.db-vlink:focus circle{fill:#d6e9ff}.db-vlink:focus-visible{outline:3px solid #1a4fa0;outline-offset:1px}.db-vlink:focus-visible circle{stroke:#1a4fa0;stroke-width:4}</style>";

/// The board as a page shows it: the picture in a region that fits the page's width and
/// scrolls when zoomed (reached and scrolled by keyboard too), the zoom buttons (hidden: shown
/// by `board.js`, so without JavaScript the whole board is shown and nothing is offered that
/// does nothing), a hint for fingers, and the board in words below. The figure names the
/// Maharaja's place and the viewer's architect as fractions of the picture (`data-focus`,
/// `data-you`): where `board.js` centres a zoomed board.
pub fn board_figure(board: &Board, view: &View, options: &BoardSvgOptions) -> String {
    let w = options.w;
    let layout = layout::Layout::of(board);
    let at = |id: &str| {
        let (x, y, width, height) = layout.view_box();
        let p = layout.at(id);
        format!("{:.3},{:.3}", (p.x - x) / width, (p.y - y) / height)
    };
    let you = options
        .you
        .and_then(|seat| view.players.get(seat.index()))
        .map(|p| format!(r#" data-you="{}""#, at(&p.architect)))
        .unwrap_or_default();
    format!(
        r#"<div class="board-figure" data-focus="{focus}"{you}><div class="board-tools" hidden><button type="button" data-zoom="in" aria-label="{zoom_in}">+</button> <button type="button" data-zoom="out" aria-label="{zoom_out}">−</button> <button type="button" data-zoom="all">{whole}</button></div><div class="board" role="region" aria-label="{region}" tabindex="0">{svg}</div></div><p class="board-hint">{hint}</p><script src="/static/board.js" defer></script>{words}"#,
        focus = at(&view.maharaja),
        zoom_in = esc(&w.t("board-zoom-in")),
        zoom_out = esc(&w.t("board-zoom-out")),
        whole = esc(&w.t("board-zoom-all")),
        region = esc(&w.t("board-region")),
        svg = board_svg(board, view, options),
        hint = esc(&w.t("board-hint")),
        words = board_words(board, view, w)
    )
}

/// Where a place is, after "is": "in Agra", "on the start space", "in village v12" (the
/// narrator's and the mails' words; Czech "ve městě Agra": a city's name is never declined).
fn at(w: Words, board: &Board, id: &str) -> String {
    use crate::catalogue::maharaja::{place, Case};
    if id == "start" {
        w.t("mail-architect-start")
    } else {
        place(w, Some(board), id, Case::In)
    }
}

/// The board as an inline `<svg>` element, 100% wide.
pub fn board_svg(board: &Board, view: &View, options: &BoardSvgOptions) -> String {
    let drawing = Drawing {
        board,
        view,
        options,
        layout: layout::Layout::of(board),
        marks: seat_marks(&view.players),
        colours: (0..view.players.len())
            .map(|i| {
                crate::play::words::colour_in(options.w, Seat(u8::try_from(i).unwrap_or(u8::MAX)))
            })
            .collect(),
    };
    let (x, y, w, h) = drawing.layout.view_box();
    let mut out = String::with_capacity(48 * 1024);
    let summary = summary(&drawing);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="db-board" viewBox="{} {} {} {}" width="100%" style="display:block;height:auto;max-width:100%" role="{}" aria-label="{}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">"#,
        svg::num(x),
        svg::num(y),
        svg::num(w),
        svg::num(h),
        // A picture with links in it is a group (an image hides what it holds from screen
        // readers); one without links is an image.
        if options.village_links.is_some() {
            "group"
        } else {
            "img"
        },
        esc(&summary)
    );
    let _ = write!(out, "<title>{}</title>", esc(&summary));
    if options.village_links.is_some() {
        out.push_str(STYLE);
    }
    let _ = write!(
        out,
        r##"<rect x="{}" y="{}" width="{}" height="{}" rx="18" fill="#f6ecd2" stroke="#c8ac78" stroke-width="3"/>"##,
        svg::num(-MAP_PAD),
        svg::num(-MAP_PAD),
        svg::num(drawing.layout.width + 2.0 * MAP_PAD),
        svg::num(drawing.layout.height + 2.0 * MAP_PAD)
    );
    map::roads(&mut out, &drawing);
    map::route(&mut out, &drawing);
    map::start(&mut out, &drawing);
    map::villages(&mut out, &drawing);
    map::cities(&mut out, &drawing);
    track::track(&mut out, &drawing);
    out.push_str("</svg>");
    out
}

/// The map's parchment extends this far beyond the board's size.
const MAP_PAD: f64 = 30.0;

/// One sentence for screen readers: the round and where the Maharaja is.
fn summary(d: &Drawing<'_>) -> String {
    d.w()
        .m("board-summary")
        .n("round", d.view.round)
        .s("at", d.at(&d.view.maharaja))
        .to_string()
}

#[cfg(test)]
mod tests;
