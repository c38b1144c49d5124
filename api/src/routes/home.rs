//! `GET /`: the home page.

use actix_web::HttpResponse;
use durbar_templates::{HomePage, Template};

use crate::http_error::HttpError;

/// Renders the home page.
pub async fn home() -> Result<HttpResponse, HttpError> {
    let html = HomePage::new().render()?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(html))
}
