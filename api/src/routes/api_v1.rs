//! The JSON API under `/api/v1/`, mirroring the forms for bots and other clients (documented in
//! `docs/openapi.yaml`). A request is authenticated by `Authorization: Bearer <token>` with the
//! player's personal link token, and acts only for that player's seat; it needs no form token. A
//! POST may carry an `Idempotency-Key` header: a replay with the same key plays once and gets
//! the same answer. Errors are `{"error": {"message": "…", "rule": "…"}}`.

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::{web, HttpRequest, HttpResponse};
use durbar_domain::maharaja::{Action, GameId, PlayerCommand};
use serde::Deserialize;
use serde_json::{json, Value};

use super::games::game_id;
use crate::http_error::{ApiError, HttpError};
use crate::store::Once;
use crate::store::Store;
use crate::web::actions::{self, Actor};
use crate::web::game_page::PlayerState;
use crate::web::guard::{self, Outcome};
use crate::web::post::{bearer, ApiPost};
use crate::web::PlayerAccess;

fn access_of(game: GameId, actor: Actor) -> PlayerAccess {
    PlayerAccess {
        game,
        player_index: actor.player_index,
        seat: actor.seat,
        csrf_token: String::new(),
    }
}

/// The player's state as JSON: the head, the player's view (after their unfinished steps), their
/// legal moves, their unfinished steps and their own sealed disc.
async fn state_json(store: &Store, game: GameId, actor: Actor) -> Result<Value, ApiError> {
    let state: PlayerState = PlayerState::load(store, game, &access_of(game, actor)).await?;
    let own_disc = state.own_disc(store, game).await?.map(|d| {
        json!({
            "actions": d.actions,
            "commitment": d.commitment,
            "nonce": d.nonce,
        })
    });
    Ok(json!({
        "game": game,
        "seq": state.loaded.seq,
        "head": hex::encode(state.loaded.head),
        "player_index": actor.player_index,
        "seat": actor.seat,
        "view": state.view(),
        "legal_moves": state.legal(),
        "draft": state.draft,
        "draft_dropped": state.dropped,
        "own_disc": own_disc,
    }))
}

fn ok_json(body: Value) -> HttpResponse {
    Outcome::Json(200, body).response()
}

/// Runs a POST through the guards ([`ApiPost::guarded`]: limits, the bearer's seat, the
/// `Idempotency-Key` bound to this request and `body`), then `work` once per key (if given);
/// answers the player's new state.
async fn post_action<F, Fut>(
    post: &ApiPost,
    game: &str,
    body: &Value,
    work: F,
) -> Result<HttpResponse, ApiError>
where
    F: FnOnce(Actor, GameId) -> Fut,
    Fut: std::future::Future<Output = Result<Option<Value>, HttpError>>,
{
    let store: &Store = &post.store;
    let (game, actor, key) = post.guarded(game, body).await?;
    let run = || async {
        let extra = work(actor, game).await?;
        let mut body = state_json(store, game, actor).await?;
        if let Some(extra) = extra {
            body["result"] = extra;
        }
        Ok::<_, ApiError>(Outcome::Json(200, body))
    };
    let outcome = match key {
        Some(key) => {
            guard::once(
                store,
                &key,
                Some(game),
                Some(actor.player_index),
                Outcome::Json(
                    409,
                    json!({"error": {"message": "The same request is still being handled."}}),
                ),
                run,
            )
            .await?
        }
        None => run().await?,
    };
    Ok(outcome.response())
}

/// `GET /api/v1/games/{game}`: the player's state.
pub async fn game_state(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, ApiError> {
    let game = game_id(&path)?;
    let actor = bearer(&req, &store, game).await?;
    Ok(ok_json(state_json(&store, game, actor).await?))
}

/// `GET /api/v1/games/{game}/legal-moves`: the commands the player may send now.
pub async fn legal_moves(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, ApiError> {
    let game = game_id(&path)?;
    let actor = bearer(&req, &store, game).await?;
    let state: PlayerState = PlayerState::load(&store, game, &access_of(game, actor)).await?;
    Ok(HttpResponse::Ok()
        .insert_header(CacheControl(vec![CacheDirective::NoStore]))
        .json(json!({ "seq": state.loaded.seq, "legal_moves": state.legal() })))
}

/// The body of a join.
#[derive(Debug, Deserialize)]
pub struct JoinBody {
    /// 64 hex digits; drawn by the server if left out.
    contribution: Option<String>,
}

/// `POST /api/v1/games/{game}/join`.
pub async fn join(
    post: ApiPost,
    path: web::Path<String>,
    body: Option<web::Json<JoinBody>>,
) -> Result<HttpResponse, ApiError> {
    let given = body.and_then(|b| b.into_inner().contribution);
    let request = json!({ "contribution": given });
    let contribution = given.unwrap_or_else(|| hex::encode(crate::secrets::random_bytes::<32>()));
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &request, |actor, game| async move {
        actions::join(store_ref, game, actor, &contribution).await?;
        Ok(None)
    })
    .await
}

/// `POST /api/v1/games/{game}/commands`: plays a command at once (a setup command, a
/// replacement, or a single step of a turn, which is saved at once: no draft).
pub async fn command(
    post: ApiPost,
    path: web::Path<String>,
    body: web::Json<Value>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let command = parse_command(body.clone())?;
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &body, |actor, game| async move {
        let executed = ran(actions::play_now(store_ref, game, actor, command, None, None).await?)?;
        Ok(Some(events_json(&executed)))
    })
    .await
}

fn parse_command(body: Value) -> Result<PlayerCommand, ApiError> {
    serde_json::from_value(body).map_err(|e| {
        ApiError(HttpError::BadRequest(crate::web::unreadable(
            "The command",
            &e,
        )))
    })
}

fn events_json(executed: &crate::store::Executed) -> Value {
    json!({
        "events": executed
            .events
            .iter()
            .map(|(seq, event)| json!({ "seq": seq, "event": event }))
            .collect::<Vec<_>>(),
    })
}

/// The body of a disc.
#[derive(Debug, Deserialize)]
pub struct DiscBody {
    /// The two arrows, in order.
    actions: [Action; 2],
}

/// `POST /api/v1/games/{game}/disc`: sets or changes the disc; the server draws the nonce and
/// answers the opening (`result`: actions, commitment, nonce) — keep it to check the reveal.
pub async fn disc(
    post: ApiPost,
    path: web::Path<String>,
    body: web::Json<DiscBody>,
) -> Result<HttpResponse, ApiError> {
    let actions = body.into_inner().actions;
    let request = json!({ "actions": actions });
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &request, |actor, game| async move {
        let (executed, nonce) =
            ran(actions::set_disc(store_ref, game, actor, actions, None, None).await?)?;
        let commitment = executed.events.iter().find_map(|(_, e)| match e {
            durbar_domain::maharaja::Event::DiscCommitted { commitment, .. } => Some(*commitment),
            _ => None,
        });
        Ok(Some(json!({
            "actions": actions,
            "nonce": nonce,
            "commitment": commitment,
        })))
    })
    .await
}

/// `POST /api/v1/games/{game}/draft/steps`: adds a step to the turn being built.
pub async fn draft_step(
    post: ApiPost,
    path: web::Path<String>,
    body: web::Json<Value>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let step = parse_command(body.clone())?;
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &body, |actor, game| async move {
        actions::add_step(store_ref, game, actor, step, None).await?;
        Ok(None)
    })
    .await
}

/// `DELETE /api/v1/games/{game}/draft/steps/last`: takes back the last step.
pub async fn draft_undo(post: ApiPost, path: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &Value::Null, |actor, game| async move {
        actions::undo(store_ref, game, actor, None).await?;
        Ok(None)
    })
    .await
}

/// `POST /api/v1/games/{game}/draft/finish`: plays the steps and ends the turn, at once.
pub async fn draft_finish(
    post: ApiPost,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &Value::Null, |actor, game| async move {
        let executed = ran(actions::finish(store_ref, game, actor, None, None).await?)?;
        Ok(Some(events_json(&executed)))
    })
    .await
}

/// The result of a move made without a key for the store to record (the API's key is claimed
/// around the whole request), so the store never reports it as seen before.
fn ran<T>(once: Once<T>) -> Result<T, HttpError> {
    match once {
        Once::Ran(done) => Ok(done),
        Once::AlreadySeen(_) => Err(HttpError::Conflict(
            "The same request was handled already.".into(),
        )),
    }
}
