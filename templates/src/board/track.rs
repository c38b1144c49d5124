//! The governor track beside the map (D2): 17 slots, slot 1 at the bottom; slots 1–7 are
//! unnumbered, slots 8–17 carry the round numbers 1–10. Each tile names its city; the lowest
//! tile, whose city the Maharaja visits next, is highlighted as "next".

use std::fmt::Write;

use super::layout::TRACK_WIDTH;
use super::pieces;
use super::svg::{esc, num};
use super::Drawing;
use durbar_domain::maharaja::track::{TRACK_SLOTS, UNNUMBERED_SLOTS};

/// Draws the track in the column right of the map.
pub fn track(out: &mut String, d: &Drawing<'_>) {
    let x = d.layout.track_x();
    let h = d.layout.height;
    let top = 20.0;
    let pitch = (h - top) / f64::from(TRACK_SLOTS);
    let tile_h = pitch - 6.0;
    // After the end the Maharaja goes nowhere: no governor is marked "next".
    let next_slot = if d.view.phase == durbar_domain::maharaja::Phase::Over {
        None
    } else {
        d.view.governors.iter().map(|g| g.slot).min()
    };
    let _ = write!(
        out,
        r##"<g class="db-track"><rect x="{}" y="-30" width="{}" height="{}" rx="14" fill="#eadbb5" stroke="#c8ac78" stroke-width="3"/><text x="{}" y="2" font-size="18" font-weight="700" fill="#3a2410" text-anchor="middle">{}</text>"##,
        num(x),
        num(TRACK_WIDTH),
        num(h + 60.0),
        num(x + TRACK_WIDTH / 2.0),
        esc(&d.w().t("board-governors"))
    );
    // The line between the unnumbered slots and the round slots.
    let divider = h - f64::from(UNNUMBERED_SLOTS) * pitch - 3.0;
    let _ = write!(
        out,
        r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#8c6a3c" stroke-width="2" stroke-dasharray="6 4"/>"##,
        num(x + 8.0),
        num(divider),
        num(x + TRACK_WIDTH - 8.0),
        num(divider)
    );
    for slot in 1..=TRACK_SLOTS {
        let y = h - f64::from(slot) * pitch + 3.0;
        let mid = y + tile_h / 2.0;
        // The slot's number (round markers), or a dot for the unnumbered slots.
        match durbar_domain::maharaja::track::numbered(slot) {
            Some(n) => {
                let _ = write!(
                    out,
                    r##"<circle cx="{}" cy="{}" r="12" fill="#fffaf0" stroke="#8c6a3c" stroke-width="1.5"/><text x="{}" y="{}" dy="0.35em" font-size="13" font-weight="700" fill="#3a2410" text-anchor="middle">{n}</text>"##,
                    num(x + 20.0),
                    num(mid),
                    num(x + 20.0),
                    num(mid)
                );
            }
            None => {
                let _ = write!(
                    out,
                    r##"<circle cx="{}" cy="{}" r="3" fill="#8c6a3c"/>"##,
                    num(x + 20.0),
                    num(mid)
                );
            }
        }
        let tile_x = x + 38.0;
        let tile_w = TRACK_WIDTH - 46.0;
        let governor = d.view.governors.iter().find(|g| g.slot == slot);
        let Some(governor) = governor else {
            let _ = write!(
                out,
                r##"<rect x="{}" y="{}" width="{}" height="{}" rx="5" fill="none" stroke="#b89c6a" stroke-width="1" stroke-dasharray="4 3"/>"##,
                num(tile_x),
                num(y),
                num(tile_w),
                num(tile_h)
            );
            continue;
        };
        let name = d.city_name(&governor.city);
        let is_next = next_slot == Some(slot);
        let (fill, stroke, width) = if is_next {
            ("#ffd75e", "#8a5a00", 3.0)
        } else {
            ("#fffaf0", "#6b5434", 1.5)
        };
        let title = match governor.numbered {
            Some(n) => d.w().m("board-governor-round").s("city", name).n("slot", n),
            None => d
                .w()
                .m("board-governor-slot")
                .s("city", name)
                .n("slot", slot),
        }
        .to_string();
        let next = if is_next {
            format!(" {}", d.w().t("board-governor-next"))
        } else {
            String::new()
        };
        let _ = write!(
            out,
            r##"<g class="db-governor{}" data-city="{}" data-slot="{slot}"><title>{}{}</title><rect x="{}" y="{}" width="{}" height="{}" rx="5" fill="{fill}" stroke="{stroke}" stroke-width="{}"/><text x="{}" y="{}" dy="0.35em" font-size="16" font-weight="600" fill="#2a1a08">{}</text>"##,
            if is_next { " db-next" } else { "" },
            esc(&governor.city),
            esc(&title),
            esc(&next),
            num(tile_x),
            num(y),
            num(tile_w),
            num(tile_h),
            num(width),
            num(tile_x + 8.0),
            num(mid),
            esc(name)
        );
        if is_next {
            let _ = write!(
                out,
                r##"<text x="{}" y="{}" dy="0.35em" font-size="12" font-weight="700" fill="#6b3e00" text-anchor="end">{}</text>"##,
                num(tile_x + tile_w - 6.0),
                num(mid),
                esc(&d.w().t("board-next"))
            );
        } else if d.view.maharaja == governor.city {
            // The tile of the city being visited, wherever Governor moves took it (R1).
            pieces::crown(
                out,
                super::layout::Point {
                    x: tile_x + tile_w - 16.0,
                    y: mid,
                },
                20.0,
                &d.w().t("board-maharaja"),
            );
        }
        out.push_str("</g>");
    }
    out.push_str("</g>");
}
