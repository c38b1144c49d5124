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
use actix_web::{web, HttpRequest, HttpResponse};
use durbar_domain::maharaja::Phase;
use durbar_templates::mail::UnsubscribePage;
use durbar_templates::Template;

use crate::http_error::{HttpError, Reason};
use crate::store::Store;
use crate::turn_mail::{self, MailMode, MailSettings};
use crate::web::post::GameForm;
use crate::web::{PageLang, PostLimits};

/// The page in the player's language (the switch's choice first, else the player's mail's).
async fn page(
    store: &Store,
    token: &str,
    unsubscribe_now: bool,
    langs: PageLang,
) -> Result<HttpResponse, HttpError> {
    let key = store.link_key().await?;
    let client = store.pool().get().await.map_err(anyhow::Error::from)?;
    let Some((game, player, name, title, already)) =
        turn_mail::unsubscribe_owner(&client, &key, token).await?
    else {
        return Err(HttpError::NotFound(Reason::UnknownUnsubscribeLink));
    };
    if unsubscribe_now && !already {
        turn_mail::unsubscribe(&client, game, player).await?;
        store.players_changed(game);
        tracing::info!(game = %game, player, "unsubscribed from mail");
    }
    let own = turn_mail::player_lang(store, game, player).await?;
    let game_over = store
        .load(game)
        .await
        .map(|l| l.game.phase() == Phase::Over)
        .unwrap_or(false);
    let html = UnsubscribePage {
        version: durbar_templates::VERSION,
        w: durbar_templates::Words::new(langs.player(own)),
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
pub async fn unsubscribe_form(
    path: web::Path<String>,
    store: web::Data<Store>,
    langs: PageLang,
) -> Result<HttpResponse, HttpError> {
    page(&store, &path, false, langs).await
}

/// Unsubscribes: the one-click POST (no cookie, no form token: the token in the URL is the
/// authority) and the form's button.
pub async fn unsubscribe(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
    limits: web::Data<PostLimits>,
) -> Result<HttpResponse, HttpError> {
    // Mail programs send it without cookies or form tokens: only the address's limit applies.
    limits.check_ip(req.peer_addr().map(|a| a.ip()))?;
    page(&store, &path, true, PageLang::of(&req)).await
}

/// Saves a player's mail settings from the game page.
pub async fn mail_settings(post: GameForm) -> Result<HttpResponse, HttpError> {
    let store = post.store();
    let form = &post.form;
    post.run_to(
        "mail-settings",
        &format!(
            "{}#mail-settings",
            durbar_templates::play::Done::MailSaved.query()
        ),
        |actor, game| async move {
            let mode = form.text("mail_mode");
            let time_zone = form.text("time_zone");
            let time_zone = if time_zone.is_empty() {
                "UTC".to_owned()
            } else {
                time_zone
            };
            if !turn_mail::is_time_zone(&time_zone) {
                return Err(HttpError::BadRequest(Reason::UnknownTimeZone {
                    zone: time_zone,
                }));
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
                        return Err(HttpError::BadRequest(Reason::UnknownMailSetting {
                            value: other.to_owned(),
                        }))
                    }
                },
                time_zone,
                on_vacation: form.get("on_vacation").is_some(),
                lang: turn_mail::Lang::default(),
            };
            let client = store.pool().get().await.map_err(anyhow::Error::from)?;
            // The language picked, or else the one the player has.
            let lang = match turn_mail::Lang::parse(&form.text("lang")) {
                Some(lang) => lang,
                None => turn_mail::mail_settings(&client, game, actor.player_index)
                    .await?
                    .map(|s| s.lang)
                    .unwrap_or_default(),
            };
            let settings = MailSettings { lang, ..settings };
            turn_mail::set_mail_settings(&client, game, actor.player_index, &settings).await?;
            store.players_changed(game);
            Ok(())
        },
    )
    .await
}
