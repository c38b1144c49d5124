//! `GET /`: the home page.

use actix_web::HttpResponse;
use durbar_templates::{HomePage, InLang, Template};

use crate::http_error::HttpError;
use crate::web::PageLang;

/// Renders the home page, in the visitor's language.
pub async fn home(lang: PageLang) -> Result<HttpResponse, HttpError> {
    let html = HomePage::new().in_lang(lang.visitor()).render()?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(html))
}
