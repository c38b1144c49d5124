//! `GET /games/{id}/export.json`: the audit export (docs/audit.md); `POST /games/{id}/verify`:
//! the server runs `durbar verify`'s checks on that export and shows the report. The POST
//! changes nothing, so it needs no form token; it still refuses cross-site requests and counts
//! against the POST rate limits. Both are open to the players during the game and to anyone
//! once it is over (a private game's only to its players).

use actix_web::http::header::{self, CacheControl, CacheDirective};
use actix_web::{web, HttpRequest, HttpResponse};
use durbar_domain::citadels::Phase;
use durbar_templates::record::ranking_words;
use durbar_templates::{Template, VerifyPage};

use super::record::{page, Reading};
use crate::audit::verify::{verify_any, Verdict};
use crate::http_error::HttpError;
use crate::store::Store;
use crate::web::{PostLimits, WebConfig};

/// The export as JSON, to download.
pub async fn export(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    let reading = Reading::open(&req, &store, &path).await?;
    reading.require_export()?;
    let log = store.export(reading.game).await?;
    let json = serde_json::to_string_pretty(&log)
        .map_err(|e| HttpError::Internal(anyhow::anyhow!("cannot write the export: {e}")))?;
    Ok(HttpResponse::Ok()
        .insert_header(CacheControl(vec![
            CacheDirective::Private,
            CacheDirective::NoCache,
        ]))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"durbar-{}.json\"", reading.game),
        ))
        .content_type("application/json")
        .body(json))
}

/// Verifies the game's export on the server and shows the report.
pub async fn verify(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    let reading = Reading::open(&req, &store, &path).await?;
    if let Some(limits) = req.app_data::<web::Data<PostLimits>>() {
        limits.check_ip(req.peer_addr().map(|a| a.ip()))?;
    }
    if let Some(config) = req.app_data::<web::Data<WebConfig>>() {
        crate::web::guard::check_origin(&req, config)?;
    }
    reading.require_export()?;
    let log = store.export(reading.game).await?;
    // Replaying a whole game is CPU work: off the async workers.
    let names = log.players.clone();
    let outcome = web::block(move || verify_any(&log))
        .await
        .map_err(|e| HttpError::Internal(anyhow::anyhow!("the verifier did not finish: {e}")))?;
    let nav = reading.nav("verify");
    let w = reading.w;
    let report = match outcome {
        Ok(Verdict::Maharaja(verified)) => {
            VerifyPage::verified(w, nav, verified.events, verified.head, &verified.state)
        }
        Ok(Verdict::Citadels(verified)) => {
            let ranking = if verified.state.phase == Phase::Over {
                ranking_words(w, &verified.state.ranking, &names)
            } else {
                Vec::new()
            };
            VerifyPage::citadels_verified(
                w,
                nav,
                verified.events,
                verified.head,
                verified.replayed,
                ranking,
            )
        }
        Err(problem) => VerifyPage::failed(w, nav, problem.seq, problem.reason.sentence(w, &names)),
    };
    Ok(page(report.render()?))
}
