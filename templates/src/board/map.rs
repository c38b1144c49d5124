//! The map: roads as lines through their villages, the start space, villages with their houses,
//! and cities with their palace garden (1 central and 6 outer sites), houses, architects, the
//! Maharaja and (optionally) the home character.

use std::fmt::Write;

use durbar_domain::maharaja::{Place, Seat, SiteOwner};

use super::layout::Point;
use super::palette::NEUTRAL;
use super::pieces::{self, Owner};
use super::svg::{esc, num};
use super::Drawing;
use crate::Words;

/// Radius of a village.
const VILLAGE_R: f64 = 21.0;
/// Side of a house in a village.
const VILLAGE_HOUSE: f64 = 15.0;
/// Radius of a city's garden.
const GARDEN_R: f64 = 46.0;
/// Radius of the ring of outer sites.
const RING_R: f64 = 31.0;
/// Radius of an outer site.
const OUTER_R: f64 = 10.0;
/// Half-size of the central site.
const CENTRAL_R: f64 = 12.0;
/// Side of a house in a city.
const CITY_HOUSE: f64 = 17.0;
/// Height of an architect.
const PAWN_H: f64 = 32.0;

fn owner_of_seat<'a>(d: &'a Drawing<'_>, seat: Seat) -> Owner<'a> {
    Owner {
        colour: super::palette::seat_colour(seat),
        mark: d.marks.get(seat.index()).map_or("?", String::as_str),
        name: d.name(seat),
        colour_word: d.colours.get(seat.index()).map_or("?", String::as_str),
        you: d.options.you == Some(seat),
    }
}

/// Roads: a dark casing under a light track, casings first so crossings look clean.
pub fn roads(out: &mut String, d: &Drawing<'_>) {
    let lines: Vec<(String, String)> = d
        .board
        .source()
        .roads
        .iter()
        .map(|road| {
            let points = road
                .iter()
                .map(|id| {
                    let p = d.layout.at(id.as_str());
                    format!("{},{}", num(p.x), num(p.y))
                })
                .collect::<Vec<_>>()
                .join(" ");
            let ids = road
                .iter()
                .map(|id| id.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            (points, ids)
        })
        .collect();
    out.push_str(
        r##"<g class="db-roads" fill="none" stroke-linecap="round" stroke-linejoin="round">"##,
    );
    for (points, _) in &lines {
        let _ = write!(
            out,
            r##"<polyline points="{points}" stroke="#8c6a3c" stroke-width="12"/>"##
        );
    }
    for (points, ids) in &lines {
        let _ = write!(
            out,
            r##"<polyline class="db-road" data-road="{}" points="{points}" stroke="#efdcaa" stroke-width="6"/>"##,
            esc(ids)
        );
    }
    out.push_str("</g>");
}

/// The trip being planned, over the roads it takes: a thick blue line from the architect's place
/// through each village to the destination (`data-route` lists the ids). Nothing without one.
/// Hidden from screen readers: the travel form says the same route in words.
pub fn route(out: &mut String, d: &Drawing<'_>) {
    if d.options.route.len() < 2 {
        return;
    }
    let points = d
        .options
        .route
        .iter()
        .map(|id| {
            let p = d.layout.at(id);
            format!("{},{}", num(p.x), num(p.y))
        })
        .collect::<Vec<_>>()
        .join(" ");
    let _ = write!(
        out,
        r##"<polyline class="db-route" data-route="{}" aria-hidden="true" points="{points}" fill="none" stroke="#1a4fa0" stroke-width="8" stroke-opacity="0.8" stroke-linecap="round" stroke-linejoin="round"/>"##,
        esc(&d.options.route.join(" "))
    );
}

/// Pawns standing in a row beside a place of radius `r` at `c`: on its right, or on its left
/// when that side has more room (farther from the other places).
fn architects_at(out: &mut String, d: &Drawing<'_>, place: &str, c: Point, r: f64) {
    let here: Vec<Seat> = d
        .view
        .players
        .iter()
        .filter(|p| p.architect == place)
        .map(|p| p.seat)
        .collect();
    if here.is_empty() {
        return;
    }
    let step = PAWN_H * 0.78;
    let width = step * (here.len() as f64 - 1.0);
    let foot_y = c.y + 22.0;
    let right = c.x + r + 16.0;
    let left = c.x - r - 16.0 - width;
    // The room around a row: the distance from its middle to the nearest other place's edge.
    let room = |x0: f64| {
        let middle = Point {
            x: x0 + width / 2.0,
            y: foot_y - PAWN_H / 2.0,
        };
        d.layout
            .places
            .iter()
            .filter(|(other, _)| other.as_str() != place)
            .map(|(other, q)| {
                let radius = if d.layout.cities.contains(other) {
                    GARDEN_R
                } else {
                    VILLAGE_R
                };
                (middle.x - q.x).hypot(middle.y - q.y) - radius - width / 2.0
            })
            .fold(f64::INFINITY, f64::min)
    };
    let x0 = if room(left) > room(right) + 8.0 {
        left
    } else {
        right
    };
    for (i, seat) in here.iter().enumerate() {
        let owner = owner_of_seat(d, *seat);
        let at = Point {
            x: x0 + i as f64 * step,
            y: foot_y,
        };
        let title = d
            .w()
            .m("board-architect-title")
            .s("name", owner.name)
            .s("colour", owner.colour_word)
            .s("at", d.at(place))
            .to_string();
        pieces::pawn(out, at, PAWN_H, &owner, &title);
    }
}

/// The start space: an eight-pointed star with the architects and the Maharaja until they leave.
pub fn start(out: &mut String, d: &Drawing<'_>) {
    let id = d.board.start();
    let c = d.layout.at(id.as_str());
    let mut path = String::new();
    for k in 0..16 {
        let angle = std::f64::consts::PI * k as f64 / 8.0 - std::f64::consts::FRAC_PI_2;
        let r = if k % 2 == 0 { 34.0 } else { 24.0 };
        let _ = write!(
            path,
            "{}{} {}",
            if k == 0 { "M" } else { "L" },
            num(c.x + angle.cos() * r),
            num(c.y + angle.sin() * r)
        );
    }
    let _ = write!(
        out,
        r##"<g class="db-start" data-place="{}"><title>{}</title><path d="{path}Z" fill="#e7cf94" stroke="#6b5434" stroke-width="2"/><text x="{}" y="{}" dy="0.35em" font-size="13" font-weight="700" fill="#4a3820" text-anchor="middle">{}</text></g>"##,
        esc(id.as_str()),
        esc(&d.w().t("board-start-title")),
        num(c.x),
        num(c.y),
        esc(&d.w().t("board-start-label"))
    );
    architects_at(out, d, "start", c, 28.0);
    if d.view.maharaja == "start" {
        pieces::crown(
            out,
            Point {
                x: c.x,
                y: c.y - 48.0,
            },
            32.0,
            &d.w().t("board-maharaja"),
        );
    }
}

/// Each village: a circle with its houses as small squares, its id beside it, as a link when
/// the options ask for one.
pub fn villages(out: &mut String, d: &Drawing<'_>) {
    for village in d.board.villages() {
        let id = village.as_str();
        let c = d.layout.at(id);
        let owners: &[Seat] = d.view.houses.get(id).map_or(&[], Vec::as_slice);
        let link = d.options.village_href(village);
        let names: Vec<&str> = owners.iter().map(|s| d.name(*s)).collect();
        let title = d
            .w()
            .m("board-village-title")
            .s("village", id)
            .n("houses", names.len())
            .s("names", names.join(", "))
            .to_string();
        if let Some(href) = &link {
            let _ = write!(
                out,
                r#"<a class="db-vlink" href="{}" aria-label="{}">"#,
                esc(href),
                esc(&d.w().m("board-village-choose").s("village", id).to_string())
            );
        }
        let _ = write!(
            out,
            r##"<g class="db-village" data-village="{}"><title>{}</title><circle cx="{}" cy="{}" r="{}" fill="#fffaf0" stroke="{}" stroke-width="{}"/>"##,
            esc(id),
            esc(&title),
            num(c.x),
            num(c.y),
            num(VILLAGE_R),
            if link.is_some() { "#1565c0" } else { "#6b5434" },
            if link.is_some() { "3.5" } else { "2" },
        );
        if link.is_some() {
            // A larger invisible target, for fingers.
            let _ = write!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}" fill="transparent"/>"#,
                num(c.x),
                num(c.y),
                num(VILLAGE_R + 12.0)
            );
        }
        let n = owners.len();
        let (cols, size) = match n {
            0..=2 => (n.max(1), VILLAGE_HOUSE),
            3..=4 => (2, 12.0),
            _ => (3, 9.0),
        };
        let rows = n.div_ceil(cols);
        let pitch = size + 3.0;
        for (k, seat) in owners.iter().enumerate() {
            let (row, col) = (k / cols, k % cols);
            let in_row = if row + 1 == rows {
                n - (rows - 1) * cols
            } else {
                cols
            };
            let at = Point {
                x: c.x + (col as f64 - (in_row as f64 - 1.0) / 2.0) * pitch,
                y: c.y + (row as f64 - (rows as f64 - 1.0) / 2.0) * pitch,
            };
            let owner = owner_of_seat(d, *seat);
            let title = d
                .w()
                .m("board-village-house")
                .s("name", owner.name)
                .s("colour", owner.colour_word)
                .s("village", id)
                .to_string();
            pieces::house(out, at, size, &owner, &title);
        }
        let label = label_spot(d, id, c);
        let _ = write!(
            out,
            r##"<text x="{}" y="{}" dy="0.35em" font-size="13" fill="#5a4528" stroke="#f6ecd2" stroke-width="3" paint-order="stroke" text-anchor="middle" class="db-vlabel">{}</text></g>"##,
            num(label.x),
            num(label.y),
            esc(id)
        );
        if link.is_some() {
            out.push_str("</a>");
        }
    }
}

/// Where a village's id goes: beside the village, across its road, on the side with more room.
fn label_spot(d: &Drawing<'_>, id: &str, c: Point) -> Point {
    let road = d.board.source().roads.iter().find_map(|road| {
        let k = road.iter().position(|p| p.as_str() == id)?;
        let before = d.layout.at(road.get(k.checked_sub(1)?)?.as_str());
        let after = d.layout.at(road.get(k + 1)?.as_str());
        Some((before, after))
    });
    let (dx, dy) = road.map_or((1.0, 0.0), |(a, b)| (b.x - a.x, b.y - a.y));
    let length = dx.hypot(dy).max(1e-9);
    let (nx, ny) = (-dy / length, dx / length);
    let distance = VILLAGE_R + 14.0;
    let room = |p: Point| {
        d.layout
            .places
            .iter()
            .filter(|(other, _)| other.as_str() != id)
            .map(|(other, q)| {
                let radius = if d.layout.cities.contains(other) {
                    GARDEN_R + 20.0
                } else {
                    VILLAGE_R
                };
                (p.x - q.x).hypot(p.y - q.y) - radius
            })
            .fold(f64::INFINITY, f64::min)
    };
    let one = Point {
        x: c.x + nx * distance,
        y: c.y + ny * distance,
    };
    let other = Point {
        x: c.x - nx * distance,
        y: c.y - ny * distance,
    };
    if room(one) >= room(other) {
        one
    } else {
        other
    }
}

/// Each city: garden with its sites, name, houses, architects, the Maharaja, home character.
pub fn cities(out: &mut String, d: &Drawing<'_>) {
    for (index, city) in d.board.cities().iter().enumerate() {
        let id = city.id.as_str();
        let c = d.layout.at(id);
        let _ = write!(
            out,
            r#"<g class="db-city" data-city="{}"><title>{}</title>"#,
            esc(id),
            esc(&city.name)
        );
        let maharaja_here = d.view.maharaja == id;
        if maharaja_here {
            let _ = write!(
                out,
                r##"<circle cx="{}" cy="{}" r="{}" fill="none" stroke="#f5b700" stroke-width="7" opacity="0.9"/>"##,
                num(c.x),
                num(c.y),
                num(GARDEN_R + 5.0)
            );
        }
        let _ = write!(
            out,
            r##"<circle cx="{}" cy="{}" r="{}" fill="#cfe0b0" stroke="#56703a" stroke-width="3"/>"##,
            num(c.x),
            num(c.y),
            num(GARDEN_R)
        );
        garden(out, d, id, &city.name, c);
        // The name above the garden, with a light halo so roads do not cross it.
        let _ = write!(
            out,
            r##"<text x="{}" y="{}" font-size="25" font-weight="700" fill="#3a2410" stroke="#fffaf0" stroke-width="5" paint-order="stroke" stroke-linejoin="round" text-anchor="middle" class="db-cname">{}</text>"##,
            num(c.x),
            num(c.y - GARDEN_R - 9.0),
            esc(&city.name)
        );
        city_houses(out, d, index, &city.name, c);
        architects_at(out, d, id, c, GARDEN_R);
        if maharaja_here {
            pieces::crown(
                out,
                Point {
                    x: c.x - GARDEN_R - 6.0,
                    y: c.y - GARDEN_R + 4.0,
                },
                34.0,
                &d.w().t("board-maharaja"),
            );
        }
        if d.options.show_home_cities {
            home_badge(out, d.w(), city.home, c);
        }
        out.push_str("</g>");
    }
}

/// A tag at the garden's upper right: "home 2", titled with the character's name (D13).
fn home_badge(out: &mut String, w: Words, home: durbar_domain::maharaja::Character, c: Point) {
    let at = Point {
        x: c.x + GARDEN_R + 24.0,
        y: c.y - GARDEN_R * 0.72,
    };
    let _ = write!(
        out,
        r##"<g class="db-home"><title>{}</title><rect x="{}" y="{}" width="58" height="20" rx="10" fill="#fffaf0" stroke="#8c6a3c" stroke-width="1.5"/><text x="{}" y="{}" dy="0.35em" font-size="12.5" font-weight="600" fill="#5a3d1a" text-anchor="middle">{}</text></g>"##,
        esc(&w
            .m("board-home-title")
            .s(
                "character",
                crate::catalogue::maharaja::character_name(w, home)
            )
            .n("number", home.number())
            .to_string()),
        num(at.x - 29.0),
        num(at.y - 10.0),
        num(at.x),
        num(at.y),
        esc(&w
            .m("board-home-label")
            .n("number", home.number())
            .to_string())
    );
}

/// The 7 sites of a city's garden: the central one in the middle, 6 outer ones in a ring.
fn garden(out: &mut String, d: &Drawing<'_>, id: &str, name: &str, c: Point) {
    let palaces = d.view.palaces.get(id);
    let draw = |out: &mut String, at: Point, r: f64, central: bool, owner: Option<&SiteOwner>| {
        let site = if central { "central" } else { "outer" };
        let w = d.w();
        match owner {
            None => pieces::empty_site(out, at, r, central),
            Some(SiteOwner::Neutral) => {
                let owner = Owner {
                    colour: NEUTRAL,
                    mark: "N",
                    name: "",
                    colour_word: "",
                    you: false,
                };
                pieces::palace(
                    out,
                    at,
                    r,
                    central,
                    &owner,
                    &w.m("board-palace-neutral")
                        .s("city", name)
                        .s("site", site)
                        .to_string(),
                );
            }
            Some(SiteOwner::Seat(seat)) => {
                let owner = owner_of_seat(d, *seat);
                let title = w
                    .m("board-palace")
                    .s("name", owner.name)
                    .s("colour", owner.colour_word)
                    .s("city", name)
                    .s("site", site)
                    .to_string();
                pieces::palace(out, at, r, central, &owner, &title);
            }
        }
    };
    for k in 0..6 {
        let angle = std::f64::consts::PI * k as f64 / 3.0 - std::f64::consts::FRAC_PI_2;
        let at = Point {
            x: c.x + angle.cos() * RING_R,
            y: c.y + angle.sin() * RING_R,
        };
        draw(
            out,
            at,
            OUTER_R,
            false,
            palaces.and_then(|p| p.outer.get(k)),
        );
    }
    draw(
        out,
        c,
        CENTRAL_R,
        true,
        palaces.and_then(|p| p.central.as_ref()),
    );
}

/// How many houses each seat has among `owners` (one entry per house), in seat order.
pub(super) fn houses_by_seat(owners: &[Seat]) -> Vec<(Seat, usize)> {
    let mut counts: Vec<(Seat, usize)> = Vec::new();
    for seat in owners {
        match counts.iter_mut().find(|(s, _)| s == seat) {
            Some((_, n)) => *n += 1,
            None => counts.push((*seat, 1)),
        }
    }
    counts.sort();
    counts
}

/// The houses in a city, below its garden: up to two squares per player, or one square and a
/// count when a player has more.
fn city_houses(out: &mut String, d: &Drawing<'_>, index: usize, name: &str, c: Point) {
    let id = d.board.place_id(Place::City(index));
    let Some(owners) = d.view.houses.get(id.as_str()) else {
        return;
    };
    let counts = houses_by_seat(owners);
    let gap = 5.0;
    let chip_width = |n: usize| match n {
        1 => CITY_HOUSE,
        2 => 2.0 * CITY_HOUSE + 2.0,
        _ => CITY_HOUSE + 24.0,
    };
    // At most three chips a row.
    let rows: Vec<&[(Seat, usize)]> = counts.chunks(3).collect();
    for (r, row) in rows.iter().enumerate() {
        let total: f64 =
            row.iter().map(|(_, n)| chip_width(*n)).sum::<f64>() + gap * (row.len() as f64 - 1.0);
        let mut x = c.x - total / 2.0;
        let y = c.y + GARDEN_R + 6.0 + CITY_HOUSE / 2.0 + r as f64 * (CITY_HOUSE + 4.0);
        for (seat, n) in row.iter() {
            let owner = owner_of_seat(d, *seat);
            let title = d
                .w()
                .m("board-city-houses")
                .n("houses", *n)
                .s("name", owner.name)
                .s("colour", owner.colour_word)
                .s("city", name)
                .to_string();
            let first = Point {
                x: x + CITY_HOUSE / 2.0,
                y,
            };
            pieces::house(out, first, CITY_HOUSE, &owner, &title);
            if *n == 2 {
                let second = Point {
                    x: first.x + CITY_HOUSE + 2.0,
                    y,
                };
                pieces::house(out, second, CITY_HOUSE, &owner, &title);
            } else if *n > 2 {
                let _ = write!(
                    out,
                    r##"<text x="{}" y="{}" dy="0.35em" font-size="15" font-weight="700" fill="#2a1a08" stroke="#fffaf0" stroke-width="3" paint-order="stroke" class="db-count">×{n}</text>"##,
                    num(x + CITY_HOUSE + 2.0),
                    num(y)
                );
            }
            x += chip_width(*n) + gap;
        }
    }
}
