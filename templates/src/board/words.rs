//! The board told in words, beside the picture, for screen readers and anyone who prefers a
//! list: where the Maharaja and every architect stand, each city's palaces by site and owner and
//! its houses by owner, and each village's houses by owner. Drawn from the same [`View`] as the
//! picture, so it never says more than that viewer may see.

use std::fmt::Write;

use durbar_domain::maharaja::{Board, Place, SiteOwner, View};
use durbar_domain::Seat;

use super::map::houses_by_seat;
use super::palette::seat_colour;
use super::svg::esc;

/// The board in words as a closed `<details>` (its summary says what it holds).
pub fn board_words(board: &Board, view: &View) -> String {
    let mut out = String::with_capacity(4 * 1024);
    out.push_str(r#"<details class="board-words"><summary>The board in words</summary>"#);
    let _ = write!(out, "<p>{}</p>", esc(&pieces_sentence(board, view)));
    out.push_str("<h3>Cities</h3><ul>");
    for (index, city) in board.cities().iter().enumerate() {
        let id = board.place_id(Place::City(index));
        let _ = write!(
            out,
            "<li><strong>{}</strong>: {}; {}.</li>",
            esc(&city.name),
            esc(&palaces_phrase(view, city.id.as_str())),
            esc(&houses_phrase(view, view.houses.get(id.as_str())))
        );
    }
    out.push_str("</ul><h3>Villages</h3><ul>");
    let mut empty = Vec::new();
    for village in board.villages() {
        match view.houses.get(village.as_str()) {
            Some(owners) if !owners.is_empty() => {
                let _ = write!(
                    out,
                    "<li>{}: {}.</li>",
                    esc(village.as_str()),
                    esc(&houses_phrase(view, Some(owners)))
                );
            }
            _ => empty.push(village.as_str()),
        }
    }
    out.push_str("</ul>");
    if !empty.is_empty() {
        let _ = write!(
            out,
            "<p>Villages without houses: {}.</p>",
            esc(&empty.join(", "))
        );
    }
    out.push_str("</details>");
    out
}

/// "Anna (red)".
fn owner(view: &View, seat: Seat) -> String {
    let name = view
        .players
        .get(seat.index())
        .map_or("?", |p| p.name.as_str());
    format!("{name} ({})", seat_colour(seat).name)
}

fn place_name(board: &Board, id: &str) -> String {
    if id == "start" {
        return "the start space".to_owned();
    }
    board
        .cities()
        .iter()
        .find(|c| c.id.as_str() == id)
        .map_or_else(|| format!("village {id}"), |c| c.name.clone())
}

/// Where the Maharaja and each architect are.
fn pieces_sentence(board: &Board, view: &View) -> String {
    let mut sentence = if view.round == 0 {
        "Before the first round".to_owned()
    } else {
        format!("Round {}", view.round)
    };
    let _ = write!(
        sentence,
        ": the Maharaja is in {}",
        place_name(board, &view.maharaja)
    );
    let architects: Vec<String> = view
        .players
        .iter()
        .enumerate()
        .map(|(index, p)| {
            let seat = Seat(u8::try_from(index).unwrap_or(u8::MAX));
            format!(
                "{} in {}",
                owner(view, seat),
                place_name(board, &p.architect)
            )
        })
        .collect();
    if !architects.is_empty() {
        let _ = write!(sentence, ". Architects: {}", architects.join("; "));
    }
    sentence.push('.');
    sentence
}

fn site_owner(view: &View, site: &SiteOwner) -> String {
    match site {
        SiteOwner::Seat(seat) => owner(view, *seat),
        SiteOwner::Neutral => "neutral".to_owned(),
    }
}

/// "central palace Anna (red); outer palaces Bára (blue), neutral; 5 outer sites free".
fn palaces_phrase(view: &View, city: &str) -> String {
    const OUTER_SITES: usize = 6;
    let palaces = view.palaces.get(city);
    let central = palaces.and_then(|p| p.central.as_ref());
    let outer: Vec<String> = palaces
        .map(|p| p.outer.iter().map(|s| site_owner(view, s)).collect())
        .unwrap_or_default();
    let mut phrase = match central {
        Some(site) => format!("central palace {}", site_owner(view, site)),
        None => "central site free".to_owned(),
    };
    if !outer.is_empty() {
        let _ = write!(phrase, "; outer palaces {}", outer.join(", "));
    }
    let free = OUTER_SITES.saturating_sub(outer.len());
    let _ = write!(
        phrase,
        "; {free} outer {} free",
        if free == 1 { "site" } else { "sites" }
    );
    phrase
}

/// "houses: Anna (red) 2, Bára (blue) 1" or "no houses".
fn houses_phrase(view: &View, owners: Option<&Vec<Seat>>) -> String {
    let counts = houses_by_seat(owners.map_or(&[], Vec::as_slice));
    if counts.is_empty() {
        return "no houses".to_owned();
    }
    let parts: Vec<String> = counts
        .iter()
        .map(|(seat, n)| {
            format!(
                "{} {n} {}",
                owner(view, *seat),
                if *n == 1 { "house" } else { "houses" }
            )
        })
        .collect();
    format!("houses of {}", parts.join(", "))
}
