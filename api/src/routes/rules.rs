//! `GET /rules`: the rules summary with every decision (D1…, R1…), each with an anchor.

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::HttpResponse;
use durbar_templates::{RulesPage, Template};

use crate::http_error::HttpError;

/// The rules page (the same for everyone until the next release).
pub async fn rules() -> Result<HttpResponse, HttpError> {
    let html = RulesPage::new().render()?;
    Ok(HttpResponse::Ok()
        .insert_header(CacheControl(vec![
            CacheDirective::Public,
            CacheDirective::MaxAge(3600),
        ]))
        .content_type("text/html; charset=utf-8")
        .body(html))
}
