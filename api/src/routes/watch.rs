//! `GET /games/{id}/watch`: the spectator view — the board, the players, the track, whom the
//! game waits for and the head of the log, from a spectator's view (no sealed disc, no gold
//! under hidden gold while the game runs).

use actix_web::{web, HttpRequest, HttpResponse};
use durbar_templates::record::CitadelsTablePage;
use durbar_templates::{Template, WatchPage};

use super::record::{page, Folded, Reading};
use crate::http_error::HttpError;
use crate::store::Store;

/// The spectator view.
pub async fn watch(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    let reading = Reading::open(&req, &store, &path).await?;
    let html = match &reading.folded {
        Folded::Maharaja(loaded) => WatchPage::new(
            reading.w,
            reading.nav("watch"),
            &loaded.game,
            reading.you(),
            reading.head(),
        )
        .render()?,
        Folded::Citadels(loaded) => {
            let names = reading.names(&store).await?;
            CitadelsTablePage::watch(
                reading.w,
                reading.nav("watch"),
                reading.head(),
                &loaded.game.state,
                &names,
                reading.citadels_seat(),
            )
            .render()?
        }
    };
    Ok(page(html))
}
