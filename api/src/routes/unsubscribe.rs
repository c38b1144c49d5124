//! One-click unsubscribe (RFC 8058) and the mail settings form.
//!
//! `GET /unsubscribe/{token}` only asks (mail scanners prefetch links: GET never changes
//! anything); `POST /unsubscribe/{token}` — what a mail program sends for
//! `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, without cookies — unsubscribes and
//! answers 200. The token is the SHA-256 of the personal link the message carried: it names one
//! player in one game and signs nobody in. Unsubscribing stops that player's mail about that
//! game, never the game.
//!
//! `POST /games/{id}/mail-settings`: the game page's form (session, form token, idempotency key):
//! every mail, a daily digest or none; the time zone; vacation.

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use durbar_domain::Phase;
use durbar_templates::mail::UnsubscribePage;
use durbar_templates::Template;

use crate::http_error::HttpError;
use crate::routes::games::{guarded, respond, Guarded};
use crate::store::Store;
use crate::turn_mail::{self, MailMode, MailSettings};
use crate::web::game_page::PageContext;
use crate::web::guard::{self, FormData, Outcome};
use crate::web::{GameFacts, PostLimits, WebConfig};

async fn page(
    store: &Store,
    token: &str,
    unsubscribe_now: bool,
) -> Result<HttpResponse, HttpError> {
    let client = store.pool().get().await.map_err(anyhow::Error::from)?;
    let Some((game, player, name, title, already)) =
        turn_mail::unsubscribe_owner(&client, token).await?
    else {
        return Err(HttpError::NotFound(
            "This unsubscribe link is not known here.".into(),
        ));
    };
    if unsubscribe_now && !already {
        turn_mail::unsubscribe(&client, game, player).await?;
        store.players_changed(game);
        tracing::info!(game = %game, player, "unsubscribed from mail");
    }
    let game_over = store
        .load(game)
        .await
        .map(|l| l.game.phase() == Phase::Over)
        .unwrap_or(false);
    let html = UnsubscribePage {
        version: durbar_templates::VERSION,
        name,
        title,
        done: unsubscribe_now || already,
        game_over,
        action: format!("/unsubscribe/{token}"),
    }
    .render()?;
    Ok(HttpResponse::Ok()
        .insert_header(CacheControl(vec![CacheDirective::NoStore]))
        .content_type("text/html; charset=utf-8")
        .body(html))
}

/// Asks whether to unsubscribe (changes nothing).
#[get("/unsubscribe/{token}")]
pub async fn unsubscribe_form(
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    page(&store, &path, false).await
}

/// Unsubscribes: the one-click POST (no cookie, no form token: the token in the URL is the
/// authority) and the form's button.
#[post("/unsubscribe/{token}")]
pub async fn unsubscribe(
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    page(&store, &path, true).await
}

/// Saves a player's mail settings from the game page.
#[post("/games/{game}/mail-settings")]
#[allow(clippy::too_many_arguments)]
pub async fn mail_settings(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<Vec<(String, String)>>,
    store: web::Data<Store>,
    facts: web::Data<GameFacts>,
    limits: web::Data<PostLimits>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let game = crate::routes::games::game_id(&path)?;
    let form = FormData::from(form);
    let Guarded { access, key } = guarded(&req, &store, &limits, &config, game, &form).await?;
    let back = format!("/games/{game}#mail-settings");
    let result = guard::once(
        &store,
        &key,
        Some(game),
        Some(access.player_index),
        Outcome::Redirect(back.clone()),
        || async {
            let mode = form.text("mail_mode");
            let time_zone = form.text("time_zone");
            let time_zone = if time_zone.is_empty() {
                "UTC".to_owned()
            } else {
                time_zone
            };
            if !turn_mail::is_time_zone(&time_zone) {
                return Err(HttpError::BadRequest(format!(
                    "\"{time_zone}\" is not a time zone we know: write it like Europe/Prague, \
                     America/New_York or UTC."
                )));
            }
            let settings = MailSettings {
                mode: if mode == "digest" {
                    MailMode::Digest
                } else {
                    MailMode::Every
                },
                unsubscribed: match mode.as_str() {
                    "every" | "digest" => false,
                    "none" => true,
                    other => {
                        return Err(HttpError::BadRequest(format!(
                            "\"{other}\" is not a mail setting: choose every mail, a daily \
                             digest or no mail."
                        )))
                    }
                },
                time_zone,
                on_vacation: form.get("on_vacation").is_some(),
            };
            let client = store.pool().get().await.map_err(anyhow::Error::from)?;
            turn_mail::set_mail_settings(&client, game, access.player_index, &settings).await?;
            store.players_changed(game);
            Ok(Outcome::Redirect(back.clone()))
        },
    )
    .await;
    let ctx = PageContext {
        store: &store,
        facts: &facts,
        config: &config,
    };
    respond(&ctx, game, &access, "mail-settings", result).await
}
