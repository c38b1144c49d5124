//! `GET /games/{game}/mail`: a signed-in player's own mail in the game (the mails sent to them,
//! newest first), so a player can read it even where mail only goes to local files. Anyone else
//! gets 404.

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::{web, HttpRequest, HttpResponse};
use durbar_templates::play::PlayerMailPage;
use durbar_templates::{InLang, OutboxMail, Template};

use super::games::game_id;
use crate::http_error::{HttpError, Reason};
use crate::store::Store;
use crate::web::{viewer_of, PageLang};

/// How many mails the page shows.
const SHOWN: i64 = 50;

/// The player's own mail.
pub async fn own_mail(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    let game = game_id(&path)?;
    let Some(access) = viewer_of(&req, &store, game).await? else {
        return Err(HttpError::NotFound(Reason::NoSuchPage));
    };
    let mails = store
        .own_mail(game, access.player_index, SHOWN)
        .await?
        .into_iter()
        .map(|m| OutboxMail::new(m.subject, m.to, m.created_at, String::new(), &m.text_body))
        .collect();
    // The player's own language (their mail's), unless they chose another with the switch.
    let own = crate::turn_mail::player_lang(&store, game, access.player_index).await?;
    let html = PlayerMailPage::new(game.to_string(), mails)
        .in_lang(PageLang::of(&req).player(own))
        .render()?;
    Ok(HttpResponse::Ok()
        // The messages hold the player's personal links.
        .insert_header(CacheControl(vec![CacheDirective::NoStore]))
        .content_type("text/html; charset=utf-8")
        .body(html))
}
