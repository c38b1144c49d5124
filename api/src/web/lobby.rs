//! The page of a game waiting for its players (a Citadels game before its last join, C2): the
//! signed-in player's join form while they have not joined, who has joined, the seed's
//! commitment they contribute after, and the host's panel.

use actix_web::http::StatusCode;
use actix_web::HttpResponse;
use durbar_domain::{GameId, GameKind};
use durbar_templates::play::{FormError, LobbyPage};
use durbar_templates::Template;

use super::game_page::{host_row, PageContext};
use super::{guard, PlayerAccess};
use crate::http_error::HttpError;

/// The lobby page of `game` (of `kind`) for `access`, with a refused join's `error` if any.
pub async fn page(
    ctx: &PageContext<'_>,
    game: GameId,
    kind: GameKind,
    access: &PlayerAccess,
    error: Option<FormError>,
    status: StatusCode,
) -> Result<HttpResponse, HttpError> {
    let store = ctx.store;
    let record = store.game_record(game).await?;
    let players = store.players(game).await?;
    let joined = store.joined(game).await?;
    let has_joined = |i: u8| joined.get(usize::from(i)).copied().unwrap_or(false);
    let me = players
        .iter()
        .find(|p| p.player_index == access.player_index)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let roster = players
        .iter()
        .map(|p| (p.name.clone(), has_joined(p.player_index)))
        .collect();
    let host = (access.player_index == 0).then(|| {
        players
            .iter()
            .map(|p| host_row(p.clone(), has_joined(p.player_index)))
            .collect()
    });
    let mail_settings = ctx
        .facts
        .mail_settings(store, game, access.player_index)
        .await?;
    // The player's own language (their mail's), unless they chose another with the switch.
    let own = mail_settings.as_ref().map(|ms| ms.lang).unwrap_or_default();
    // The trust level of a Citadels game (a Maharaja game has no lobby of its own).
    let trust = match kind {
        GameKind::Citadels => Some(store.citadels_options(game).await?.trust),
        GameKind::Maharaja => None,
    };
    let lang = ctx.lang.player(own);
    let html = LobbyPage {
        version: durbar_templates::VERSION,
        w: durbar_templates::Words::new(lang),
        game_id: game.to_string(),
        title: record.title,
        game: kind,
        me,
        join: (!has_joined(access.player_index))
            .then(|| hex::encode(crate::secrets::random_bytes::<32>())),
        roster,
        seed_commitment: hex::encode(store.seed_commitment(game).await?.0),
        error,
        csrf: access.csrf_token.clone(),
        idem: guard::fresh_key(),
        mail_settings,
        host,
        trust: trust.map(|trust| durbar_templates::play::trust::protects(trust, lang)),
        signs: trust.is_some_and(|trust| trust.signs()),
    }
    .render()?;
    Ok(super::game_page::page_response(status, html))
}
