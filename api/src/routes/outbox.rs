//! `GET /outbox`: the local outbox page. When no SMTP server is configured, mail is written as
//! files to `<data_dir>/mail`; this page lists the newest of them with their links clickable, so
//! the whole product works on one machine without a mail server. With SMTP configured it is 404.

use std::path::PathBuf;

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::{get, web, HttpResponse};
use anyhow::Context;
use durbar_templates::{OutboxMail, OutboxPage, Template};

use crate::http_error::HttpError;

/// How many messages the page shows.
const SHOWN: usize = 100;

/// Where file mail is written; `None` when mail goes to an SMTP server.
#[derive(Debug, Clone)]
pub struct FileMailDir(pub Option<PathBuf>);

/// Lists the newest file mail, newest first.
#[get("/outbox")]
pub async fn outbox(dir: web::Data<FileMailDir>) -> Result<HttpResponse, HttpError> {
    let Some(dir) = dir.0.clone() else {
        return Ok(HttpResponse::NotFound()
            .content_type("text/plain; charset=utf-8")
            .body("There is no local outbox: mail is sent to an SMTP server.\n"));
    };
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
