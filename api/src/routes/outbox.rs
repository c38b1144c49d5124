//! `GET /outbox`: the local outbox page. When no SMTP server is configured, mail is written as
//! files to `<data_dir>/mail`; this page lists the newest of them with their links clickable, so
//! the whole product works on one machine without a mail server. With SMTP configured it is 404.
//!
//! The page is the operator's only: every player's mail holds their personal links and sealed
//! discs. `GET /outbox?token=…` with the token `durbar serve` printed at start sets the operator
//! cookie and redirects to `/outbox`; without that cookie the page is 404 like any unknown page.

use std::path::PathBuf;

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::{web, HttpRequest, HttpResponse};
use anyhow::Context;
use durbar_templates::{OutboxMail, OutboxPage, Template};

use crate::http_error::{HttpError, Reason};
use crate::web::guard::see_other;
use crate::web::operator::OperatorToken;
use crate::web::WebConfig;

/// How many messages the page shows.
const SHOWN: usize = 100;

/// Where file mail is written; `None` when mail goes to an SMTP server.
#[derive(Debug, Clone)]
pub struct FileMailDir(pub Option<PathBuf>);

/// The query of the operator's first visit.
#[derive(Debug, serde::Deserialize)]
struct OperatorQuery {
    token: String,
}

/// Lists the newest file mail, newest first, to the operator.
pub async fn outbox(
    req: HttpRequest,
    dir: web::Data<FileMailDir>,
    operator: web::Data<OperatorToken>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let not_found = || HttpError::NotFound(Reason::NoSuchPage);
    let Some(dir) = dir.0.clone() else {
        return Err(not_found());
    };
    if let Ok(query) = web::Query::<OperatorQuery>::from_query(req.query_string()) {
        if !operator.matches(&query.token) {
            return Err(not_found());
        }
        // The token leaves the address bar (and the browser's history) at once.
        let mut response = see_other("/outbox");
        response
            .add_cookie(&operator.cookie(&config))
            .map_err(|e| HttpError::Internal(e.into()))?;
        return Ok(response);
    }
    if !operator.signed_in(&req) {
        return Err(not_found());
    }
    let listed = dir.clone();
    let files = web::block(move || durbar_mailer::files::list_mail_files(&listed, SHOWN))
        .await
        .map_err(|error| anyhow::anyhow!("{error}"))?
        .with_context(|| format!("cannot list {}", dir.display()))?;
    let mails = files
        .into_iter()
        .map(|file| OutboxMail::new(file.subject, file.to, file.date, file.file_name, &file.text))
        .collect();
    let html = OutboxPage::new(dir.display().to_string(), mails).render()?;
    Ok(HttpResponse::Ok()
        // The messages hold players' personal links.
        .insert_header(CacheControl(vec![CacheDirective::NoStore]))
        .content_type("text/html; charset=utf-8")
        .body(html))
}
