//! `GET /games/{id}/log?page=N`: every event of the game in plain words, with its seq and hash,
//! a page at a time (the last page, with the newest events, unless a page is asked for).

use actix_web::{web, HttpRequest, HttpResponse};
use durbar_templates::record::citadels_log_entries;
use durbar_templates::{LogPage, Template};
use serde::Deserialize;

use super::record::{number, page, Folded, Reading};
use crate::http_error::{Counted, HttpError};
use crate::store::Store;

/// The log's query.
#[derive(Debug, Deserialize)]
pub struct LogQuery {
    page: Option<String>,
}

/// The log page asked for (the last one unless `page` names another), for whoever may read the
/// game.
pub async fn log(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<LogQuery>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    let wanted = number(query.page.as_deref(), Counted::Page)?;
    let reading = Reading::open(&req, &store, &path).await?;
    let html = match &reading.folded {
        Folded::Maharaja(_) => {
            let events = reading.events(&store).await?;
            LogPage::new(
                reading.w,
                reading.nav("log"),
                &events,
                wanted,
                reading.head(),
            )
        }
        Folded::Citadels(_) => {
            let (events, names) = reading.citadels_events(&store).await?;
            let entries = citadels_log_entries(reading.w, &events, &names);
            LogPage::of_entries(
                reading.w,
                reading.nav("log"),
                entries,
                wanted,
                reading.head(),
            )
        }
    }
    .render()?;
    Ok(page(html))
}
