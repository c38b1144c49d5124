//! The board told in words, beside the picture, for screen readers and anyone who prefers a
//! list: where the Maharaja and every architect stand, each city's palaces by site and owner and
//! its houses by owner, and each village's houses by owner. Drawn from the same [`View`] as the
//! picture, so it never says more than that viewer may see.

use std::fmt::Write;

use durbar_domain::maharaja::{Board, Place, SiteOwner, View};
use durbar_domain::Seat;

use super::map::houses_by_seat;
use super::svg::esc;
use crate::play::words::colour_in;
use crate::Words;

/// The board in words as a closed `<details>` (its summary says what it holds), in `w`'s
/// language.
pub fn board_words(board: &Board, view: &View, w: Words) -> String {
    let mut out = String::with_capacity(4 * 1024);
    let _ = write!(
        out,
        r#"<details class="board-words"><summary>{}</summary>"#,
        esc(&w.t("board-words-summary"))
    );
    let _ = write!(out, "<p>{}</p>", esc(&pieces_sentence(board, view, w)));
    let _ = write!(out, "<h3>{}</h3><ul>", esc(&w.t("board-words-cities")));
    for (index, city) in board.cities().iter().enumerate() {
        let id = board.place_id(Place::City(index));
        let _ = write!(
            out,
            "<li><strong>{}</strong>: {}; {}.</li>",
            esc(&city.name),
            esc(&palaces_phrase(view, city.id.as_str(), w)),
            esc(&houses_phrase(view, view.houses.get(id.as_str()), w))
        );
    }
    let _ = write!(
        out,
        "</ul><h3>{}</h3><ul>",
        esc(&w.t("board-words-villages"))
    );
    let mut empty = Vec::new();
    for village in board.villages() {
        match view.houses.get(village.as_str()) {
            Some(owners) if !owners.is_empty() => {
                let _ = write!(
                    out,
                    "<li>{}: {}.</li>",
                    esc(village.as_str()),
                    esc(&houses_phrase(view, Some(owners), w))
                );
            }
            _ => empty.push(village.as_str()),
        }
    }
    out.push_str("</ul>");
    if !empty.is_empty() {
        let _ = write!(
            out,
            "<p>{}</p>",
            esc(&w
                .m("board-words-empty-villages")
                .s("villages", empty.join(", "))
                .to_string())
        );
    }
    out.push_str("</details>");
    out
}

/// "Anna (red)".
fn owner(view: &View, seat: Seat, w: Words) -> String {
    let name = view
        .players
        .get(seat.index())
        .map_or("?", |p| p.name.as_str());
    format!("{name} ({})", colour_in(w, seat))
}

/// Where the Maharaja and each architect are.
fn pieces_sentence(board: &Board, view: &View, w: Words) -> String {
    let architects: Vec<String> = view
        .players
        .iter()
        .enumerate()
        .map(|(index, p)| {
            let seat = Seat(u8::try_from(index).unwrap_or(u8::MAX));
            w.m("board-words-architect")
                .s("owner", owner(view, seat, w))
                .s("at", super::at(w, board, &p.architect))
                .to_string()
        })
        .collect();
    let maharaja = w
        .m("board-words-maharaja")
        .n("round", view.round)
        .s("at", super::at(w, board, &view.maharaja))
        .to_string();
    if architects.is_empty() {
        maharaja
    } else {
        w.m("board-words-architects")
            .s("maharaja", maharaja)
            .s("architects", architects.join("; "))
            .to_string()
    }
}

fn site_owner(view: &View, site: &SiteOwner, w: Words) -> String {
    match site {
        SiteOwner::Seat(seat) => owner(view, *seat, w),
        SiteOwner::Neutral => w.t("board-words-neutral"),
    }
}

/// "central palace Anna (red); outer palaces Bára (blue), neutral; 5 outer sites free".
fn palaces_phrase(view: &View, city: &str, w: Words) -> String {
    const OUTER_SITES: usize = 6;
    let palaces = view.palaces.get(city);
    let central = palaces.and_then(|p| p.central.as_ref());
    let outer: Vec<String> = palaces
        .map(|p| p.outer.iter().map(|s| site_owner(view, s, w)).collect())
        .unwrap_or_default();
    let mut phrase = match central {
        Some(site) => w
            .m("board-words-central")
            .s("owner", site_owner(view, site, w))
            .to_string(),
        None => w.t("board-words-central-free"),
    };
    if !outer.is_empty() {
        let _ = write!(
            phrase,
            "; {}",
            w.m("board-words-outer").s("owners", outer.join(", "))
        );
    }
    let free = OUTER_SITES.saturating_sub(outer.len());
    let _ = write!(
        phrase,
        "; {}",
        w.m("board-words-outer-free").n("free", free)
    );
    phrase
}

/// "houses of Anna (red) 2 houses, Bára (blue) 1 house" or "no houses".
fn houses_phrase(view: &View, owners: Option<&Vec<Seat>>, w: Words) -> String {
    let counts = houses_by_seat(owners.map_or(&[], Vec::as_slice));
    if counts.is_empty() {
        return w.t("board-words-no-houses");
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(seat, n)| {
            w.m("board-words-house-count")
                .s("owner", owner(view, *seat, w))
                .n("houses", *n)
                .to_string()
        })
        .collect();
    w.m("board-words-houses")
        .s("owners", parts.join(", "))
        .to_string()
}
