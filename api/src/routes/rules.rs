//! `GET /rules` and `GET /rules/citadels`: each game's rules in the visitor's language, with every
//! decision (D1…, R1…; C1…, CR1…), each with an anchor.

use actix_web::http::header::{self, CacheControl, CacheDirective};
use actix_web::HttpResponse;
use durbar_templates::rules::RulesGame;
use durbar_templates::{RulesPage, Template};

use crate::http_error::HttpError;
use crate::web::PageLang;

/// The Maharaja rules page.
pub async fn rules(lang: PageLang) -> Result<HttpResponse, HttpError> {
    page(RulesGame::Maharaja, lang)
}

/// The Citadels rules page.
pub async fn citadels_rules(lang: PageLang) -> Result<HttpResponse, HttpError> {
    page(RulesGame::Citadels, lang)
}

/// A rules page: the same for every visitor of one language until the next release.
fn page(game: RulesGame, lang: PageLang) -> Result<HttpResponse, HttpError> {
    let html = RulesPage::of(game, lang.visitor()).render()?;
    Ok(HttpResponse::Ok()
        .insert_header(CacheControl(vec![
            CacheDirective::Private,
            CacheDirective::MaxAge(3600),
        ]))
        .insert_header((header::VARY, "Accept-Language, Cookie"))
        .content_type("text/html; charset=utf-8")
        .body(html))
}
