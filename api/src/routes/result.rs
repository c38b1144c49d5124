//! `GET /games/{id}/result`: the final ranking and the score table by round (while the game
//! runs: the scorings so far), with links to the replay and the export.

use actix_web::{web, HttpRequest, HttpResponse};
use durbar_templates::record::CitadelsResultPage;
use durbar_templates::{ResultPage, Template};

use super::record::{page, Folded, Reading};
use crate::http_error::HttpError;
use crate::store::Store;

/// The result page: the ranking and the score table by round (the scorings so far while the
/// game runs), for whoever may read the game.
pub async fn result(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    let reading = Reading::open(&req, &store, &path).await?;
    let html = match &reading.folded {
        Folded::Maharaja(_) => {
            let events = reading.events(&store).await?;
            ResultPage::new(reading.w, reading.nav("result"), &events).render()?
        }
        Folded::Citadels(_) => {
            let (events, names) = reading.citadels_events(&store).await?;
            CitadelsResultPage::new(reading.w, reading.nav("result"), &events, &names).render()?
        }
    };
    Ok(page(html))
}
