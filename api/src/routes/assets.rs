//! The static files of the game pages: the join, sign, seal, live and board scripts and the
//! style sheet.

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::HttpResponse;

/// A static file, kept by browsers for an hour.
fn static_file(content_type: &'static str, body: &'static str) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header(CacheControl(vec![CacheDirective::MaxAge(3600)]))
        .content_type(content_type)
        .body(body)
}

/// `GET /static/join.js`: draws the player's random contribution in the browser.
pub async fn join_js() -> HttpResponse {
    static_file(
        "text/javascript; charset=utf-8",
        durbar_templates::play::JOIN_SCRIPT,
    )
}

/// `GET /static/sign.js`: makes the device's key and signs moves (signed-moves level).
pub async fn sign_js() -> HttpResponse {
    static_file(
        "text/javascript; charset=utf-8",
        durbar_templates::play::SIGN_SCRIPT,
    )
}

/// `GET /static/seal.js`: seals the disc in the browser and opens it at the player's turn
/// (sealed-in-the-browser level).
pub async fn seal_js() -> HttpResponse {
    static_file(
        "text/javascript; charset=utf-8",
        durbar_templates::play::SEAL_SCRIPT,
    )
}

/// `GET /static/live.js`: keeps an open game page current through the game's live stream.
pub async fn live_js() -> HttpResponse {
    static_file(
        "text/javascript; charset=utf-8",
        durbar_templates::play::LIVE_SCRIPT,
    )
}

/// `GET /static/board.js`: the board's zoom.
pub async fn board_js() -> HttpResponse {
    static_file(
        "text/javascript; charset=utf-8",
        durbar_templates::play::BOARD_SCRIPT,
    )
}

/// `GET /static/play.css`: the game pages' styles.
pub async fn play_css() -> HttpResponse {
    static_file("text/css; charset=utf-8", durbar_templates::play::PLAY_CSS)
}
