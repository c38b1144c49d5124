//! `GET /games/{id}/replay?step=N`: the game after its first N events, with the board at that
//! step and links to step through it (no script needed).

use actix_web::{web, HttpRequest, HttpResponse};
use durbar_templates::record::CitadelsTablePage;
use durbar_templates::{ReplayPage, Template};
use serde::Deserialize;

use super::record::{number, page, Folded, Reading};
use crate::http_error::{Counted, HttpError};
use crate::store::Store;

/// The replay's query.
#[derive(Debug, Deserialize)]
pub struct ReplayQuery {
    step: Option<String>,
}

/// The replay at one step (the last step when none is asked for).
pub async fn replay(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<ReplayQuery>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    let step = number(query.step.as_deref(), Counted::Step)?;
    let reading = Reading::open(&req, &store, &path).await?;
    let html = match &reading.folded {
        Folded::Maharaja(_) => {
            let events = reading.events(&store).await?;
            ReplayPage::new(
                reading.w,
                reading.nav("replay"),
                &events,
                step,
                reading.you(),
            )
            .render()?
        }
        Folded::Citadels(_) => {
            let (events, names) = reading.citadels_events(&store).await?;
            // Once the game is over nothing is secret: the replay shows every hand.
            let referee = if reading.over() {
                Some(store.finished_referee(reading.game).await?)
            } else {
                None
            };
            CitadelsTablePage::replay(
                reading.w,
                reading.nav("replay"),
                reading.head(),
                &events,
                &names,
                step,
                reading.citadels_seat(),
                referee,
            )
            .render()?
        }
    };
    Ok(page(html))
}
