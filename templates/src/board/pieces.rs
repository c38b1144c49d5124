//! The pieces, drawn at a point: houses (squares), palaces (on the garden's sites), architects
//! (pawns) and the Maharaja (a crown). Each carries its owner's letter and a `<title>` naming
//! it, so the picture reads without colour and with a screen reader.

use std::fmt::Write;

use super::layout::Point;
use super::palette::SeatColour;
use super::svg::{esc, num};

/// Outline of pieces.
pub const OUTLINE: &str = "#3b2a12";

/// Whose piece it is, as drawn.
#[derive(Debug, Clone, Copy)]
pub struct Owner<'a> {
    /// The colour.
    pub colour: SeatColour,
    /// The letter.
    pub mark: &'a str,
    /// The name, for titles.
    pub name: &'a str,
    /// The colour in words, in the drawing's language, for titles.
    pub colour_word: &'a str,
    /// Whether it belongs to the viewer ("you"): drawn with a heavier outline.
    pub you: bool,
}

impl Owner<'_> {
    fn stroke(&self) -> (&'static str, f64) {
        if self.you {
            ("#000000", 3.0)
        } else {
            (OUTLINE, 1.2)
        }
    }
}

/// The owner's letter centred on `at`.
fn letter(out: &mut String, at: Point, mark: &str, ink: &str, size: f64) {
    let _ = write!(
        out,
        r#"<text x="{}" y="{}" dy="0.35em" font-size="{}" font-weight="700" fill="{ink}" text-anchor="middle">{}</text>"#,
        num(at.x),
        num(at.y),
        num(size),
        esc(mark)
    );
}

/// A house: a square of side `size` centred on `at`.
pub fn house(out: &mut String, at: Point, size: f64, owner: &Owner<'_>, title: &str) {
    let (stroke, width) = owner.stroke();
    let half = size / 2.0;
    let _ = write!(
        out,
        r#"<g class="db-house" data-owner="{}"><title>{}</title><rect x="{}" y="{}" width="{}" height="{}" rx="2" fill="{}" stroke="{stroke}" stroke-width="{}"/>"#,
        owner.colour.name,
        esc(title),
        num(at.x - half),
        num(at.y - half),
        num(size),
        num(size),
        owner.colour.fill,
        num(width),
    );
    letter(out, at, owner.mark, owner.colour.ink, size * 0.72);
    out.push_str("</g>");
}

/// A palace on a site of radius `r`: a filled disc (the central site) or a filled circle.
pub fn palace(out: &mut String, at: Point, r: f64, central: bool, owner: &Owner<'_>, title: &str) {
    let (stroke, width) = owner.stroke();
    let _ = write!(
        out,
        r#"<g class="db-palace" data-owner="{}" data-site="{}"><title>{}</title>"#,
        owner.colour.name,
        if central { "central" } else { "outer" },
        esc(title)
    );
    site_shape(out, at, r, central, owner.colour.palace, stroke, width, "");
    letter(out, at, owner.mark, owner.colour.palace_ink, r * 1.15);
    out.push_str("</g>");
}

/// An empty palace site.
pub fn empty_site(out: &mut String, at: Point, r: f64, central: bool) {
    site_shape(
        out,
        at,
        r,
        central,
        "#f4f1e1",
        "#7d8f5b",
        1.5,
        r#" stroke-dasharray="3 2""#,
    );
}

/// The central site is a square turned on its corner (a diamond); outer sites are circles.
#[allow(clippy::too_many_arguments)]
fn site_shape(
    out: &mut String,
    at: Point,
    r: f64,
    central: bool,
    fill: &str,
    stroke: &str,
    width: f64,
    extra: &str,
) {
    if central {
        let d = r * 1.25;
        let _ = write!(
            out,
            r#"<path d="M{} {}L{} {}L{} {}L{} {}Z" fill="{fill}" stroke="{stroke}" stroke-width="{}"{extra}/>"#,
            num(at.x),
            num(at.y - d),
            num(at.x + d),
            num(at.y),
            num(at.x),
            num(at.y + d),
            num(at.x - d),
            num(at.y),
            num(width)
        );
    } else {
        let _ = write!(
            out,
            r#"<circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="{stroke}" stroke-width="{}"{extra}/>"#,
            num(at.x),
            num(at.y),
            num(r),
            num(width)
        );
    }
}

/// An architect: a pawn standing on `at` (its foot), `h` tall.
pub fn pawn(out: &mut String, at: Point, h: f64, owner: &Owner<'_>, title: &str) {
    let (stroke, width) = owner.stroke();
    let s = h / 34.0;
    let (x, y) = (at.x, at.y);
    let _ = write!(
        out,
        r#"<g class="db-architect" data-owner="{}"><title>{}</title>"#,
        owner.colour.name,
        esc(title)
    );
    if owner.you {
        let _ = write!(
            out,
            r##"<ellipse cx="{}" cy="{}" rx="{}" ry="{}" fill="#ffe66b" stroke="#000" stroke-width="1.5"/>"##,
            num(x),
            num(y),
            num(19.0 * s),
            num(6.5 * s)
        );
    }
    // Base, body and head in one outline.
    let _ = write!(
        out,
        r#"<path d="M{} {}H{}L{} {}A{} {} 0 1 0 {} {}Z" fill="{}" stroke="{stroke}" stroke-width="{}" stroke-linejoin="round"/>"#,
        num(x - 12.0 * s),
        num(y),
        num(x + 12.0 * s),
        num(x + 5.0 * s),
        num(y - 21.0 * s),
        num(8.0 * s),
        num(8.0 * s),
        num(x - 5.0 * s),
        num(y - 21.0 * s),
        owner.colour.fill,
        num(width)
    );
    letter(
        out,
        Point { x, y: y - 9.0 * s },
        owner.mark,
        owner.colour.ink,
        12.0 * s,
    );
    out.push_str("</g>");
}

/// The Maharaja: a golden crown centred on `at`, `w` wide, titled `title`.
pub fn crown(out: &mut String, at: Point, w: f64, title: &str) {
    let s = w / 32.0;
    let (x, y) = (at.x, at.y);
    let p = |dx: f64, dy: f64| format!("{} {}", num(x + dx * s), num(y + dy * s));
    let _ = write!(
        out,
        r##"<g class="db-maharaja"><title>{}</title><path d="M{}L{}L{}L{}L{}L{}L{}Z" fill="#f5b700" stroke="#6b4a00" stroke-width="{}" stroke-linejoin="round"/><circle cx="{}" cy="{}" r="{}" fill="#c0392b"/></g>"##,
        esc(title),
        p(-16.0, 10.0),
        p(-16.0, -8.0),
        p(-8.0, 0.0),
        p(0.0, -13.0),
        p(8.0, 0.0),
        p(16.0, -8.0),
        p(16.0, 10.0),
        num(1.6 * s),
        num(x),
        num(y + 4.0 * s),
        num(3.0 * s)
    );
}
