//! The JSON API under `/api/v1/`, mirroring the forms for bots and other clients (documented in
//! `docs/openapi.yaml`). A request is authenticated by `Authorization: Bearer <token>` with the
//! player's personal link token, and acts only for that player's seat; it needs no form token. A
//! POST may carry an `Idempotency-Key` header: a replay with the same key plays once and gets
//! the same answer. Errors are `{"error": {"message": "…", "rule": "…"}}`.

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::{web, HttpRequest, HttpResponse};
use durbar_domain::citadels::Citadels;
use durbar_domain::maharaja::{Action, GameId, PlayerCommand};
use durbar_domain::{GameKind, Rules, Seat, Viewer};
use durbar_templates::Words;
use serde::Deserialize;
use serde_json::{json, Value};

use super::games::game_id;
use crate::http_error::{ApiError, HttpError, Reason};
use crate::store::Store;
use crate::store::{Loaded, Once};
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
async fn state_json(
    store: &Store,
    game: GameId,
    actor: Actor,
    w: Words,
) -> Result<Value, ApiError> {
    if store.kind(game).await? == GameKind::Citadels {
        return citadels_state_json(store, game, actor).await;
    }
    let state: PlayerState = PlayerState::load(store, game, &access_of(game, actor)).await?;
    let dropped = state.dropped_sentence(w);
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
        "draft_dropped": dropped,
        "own_disc": own_disc,
        "signing": signing_json(&state.loaded.game, actor),
    }))
}

/// A Citadels player's state as JSON: the head, the seat's own view (C4: its hand, picks and
/// drawn cards; of others only what the rules reveal) and its legal moves.
async fn citadels_state_json(store: &Store, game: GameId, actor: Actor) -> Result<Value, ApiError> {
    let loaded: Loaded<Citadels> = store.load_as(game).await?;
    let seat = Seat(actor.player_index);
    Ok(json!({
        "game": game,
        "kind": GameKind::Citadels,
        "seq": loaded.seq,
        "head": hex::encode(loaded.head),
        "player_index": actor.player_index,
        "seat": seat,
        "view": Citadels::view(&loaded.game, Viewer::Seat(seat)),
        "legal_moves": crate::web::citadels::legal_moves(&loaded.game, seat),
        "signing": keyring_json(
            loaded.game.state.options.trust,
            &loaded.game.state.keyring,
            (actor.player_index, Some(seat)),
        ),
    }))
}

/// The player's trust level, signed commands so far (the next is number `signed + 1`) and keys.
fn signing_json(game: &durbar_domain::maharaja::Game, actor: Actor) -> Value {
    keyring_json(
        game.options().trust,
        game.keyring(),
        (actor.player_index, actor.seat),
    )
}

/// [`signing_json`] of either game: its `trust`, the keys of player `player` in `keyring` and
/// the seat's signed commands so far.
fn keyring_json(
    trust: impl serde::Serialize,
    keyring: &durbar_domain::signed::Keyring,
    (player, seat): (u8, Option<Seat>),
) -> Value {
    let keys: Vec<String> = keyring
        .keys_of_player(player)
        .map(|key| key.to_string())
        .collect();
    json!({
        "trust": trust,
        "signed": seat.map_or(0, |seat| keyring.signed_count(seat)),
        "keys": keys,
    })
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
        let extra = match work(actor, game).await {
            Ok(extra) => extra,
            Err(error) => return Err(ApiError(error.named(store, game).await)),
        };
        let w = Words::new(crate::web::PageLang::of(&post.req).visitor());
        let mut body = state_json(store, game, actor, w).await?;
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
                    json!({"error": {"message": Words::new(
                        crate::web::PageLang::of(&post.req).visitor()
                    )
                    .t("api-still-handled")}}),
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
    let w = Words::new(crate::web::PageLang::of(&req).visitor());
    Ok(ok_json(state_json(&store, game, actor, w).await?))
}

/// `GET /api/v1/games/{game}/legal-moves`: the commands the player may send now.
pub async fn legal_moves(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, ApiError> {
    let game = game_id(&path)?;
    let actor = bearer(&req, &store, game).await?;
    if store.kind(game).await? == GameKind::Citadels {
        let state = citadels_state_json(&store, game, actor).await?;
        return Ok(HttpResponse::Ok()
            .insert_header(CacheControl(vec![CacheDirective::NoStore]))
            .json(json!({ "seq": state["seq"], "legal_moves": state["legal_moves"] })));
    }
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
    /// The client's device key (P-256, SEC1 uncompressed, hex): needed at the signed-moves level.
    key: Option<String>,
}

/// The header carrying a move's signatures: hex `r ‖ s`, one per player command, comma-separated.
pub const SIGNATURES_HEADER: &str = "Durbar-Signatures";

/// The signatures a request carries in [`SIGNATURES_HEADER`], with the nonce of a sealed value
/// it signed.
fn signed_by(req: &HttpRequest, nonce: Option<&str>) -> Result<actions::Signed, ApiError> {
    let header = req
        .headers()
        .get(SIGNATURES_HEADER)
        .map(|value| value.to_str().unwrap_or("?"));
    if header.is_some_and(|text| text.trim().is_empty()) {
        return Err(ApiError(HttpError::BadRequest(
            Reason::SignaturesHeaderEmpty {
                header: SIGNATURES_HEADER.to_owned(),
            },
        )));
    }
    Ok(actions::Signed::parse(header, nonce)?)
}

/// The body of a key registration.
#[derive(Debug, Deserialize)]
pub struct KeyBody {
    /// The device key (P-256, SEC1 uncompressed, hex).
    key: String,
}

/// `POST /api/v1/games/{game}/keys`: registers another key for the player (a client's own).
pub async fn register_key(
    post: ApiPost,
    path: web::Path<String>,
    body: web::Json<KeyBody>,
) -> Result<HttpResponse, ApiError> {
    let key = body.into_inner().key;
    let request = json!({ "key": key });
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &request, |actor, game| async move {
        actions::register_key(store_ref, game, actor, &key).await?;
        Ok(None)
    })
    .await
}

/// `POST /api/v1/games/{game}/join`.
pub async fn join(
    post: ApiPost,
    path: web::Path<String>,
    body: Option<web::Json<JoinBody>>,
) -> Result<HttpResponse, ApiError> {
    let (given, key) = body
        .map(|b| {
            let b = b.into_inner();
            (b.contribution, b.key)
        })
        .unwrap_or_default();
    let request = json!({ "contribution": given, "key": key });
    let contribution = given.unwrap_or_else(|| hex::encode(crate::secrets::random_bytes::<32>()));
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &request, |actor, game| async move {
        actions::join(store_ref, game, actor, &contribution, key.as_deref()).await?;
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
    let game = game_id(&path)?;
    if post.store.kind(game).await? == GameKind::Citadels {
        return citadels_command(&post, &path, body).await;
    }
    let command = parse_command(body.clone())?;
    // A signed sealed bid keeps the nonce the client sealed it with.
    let nonce = match &command {
        PlayerCommand::SealedBid { nonce, .. } => Some(nonce.to_string()),
        _ => None,
    };
    let signed = signed_by(&post.req, nonce.as_deref())?;
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &body, |actor, game| async move {
        let executed =
            ran(actions::play_now(store_ref, game, actor, command, &signed, None, None).await?)?;
        Ok(Some(events_json(&executed)))
    })
    .await
}

/// A Citadels command: the seat's own, played once per `Idempotency-Key`, with the signature
/// of the `Durbar-Signatures` header if any (required at the signed-moves level); a pick's nonce
/// is drawn by the server (C3) unless the pick is signed: then the client sealed it with the
/// nonce in the body and signed that commitment (and its face-down discard, if any, with the
/// body's `discard_nonce`). The answer is the seat's new state.
async fn citadels_command(
    post: &ApiPost,
    path: &str,
    body: Value,
) -> Result<HttpResponse, ApiError> {
    let text = body.to_string();
    let (nonce, discard_nonce) = match serde_json::from_value(body.clone()) {
        Ok(durbar_domain::citadels::Command::Pick {
            nonce,
            discard_nonce,
            ..
        }) => (
            Some(nonce.to_string()),
            discard_nonce.map(|n| n.to_string()),
        ),
        _ => (None, None),
    };
    let signed = signed_by(&post.req, nonce.as_deref())?
        .with_discard_nonce(discard_nonce.as_deref())
        .map_err(ApiError)?;
    let store_ref: &Store = &post.store;
    post_action(post, path, &body, |actor, game| async move {
        let seat = Seat(actor.player_index);
        crate::web::citadels::play(store_ref, game, seat, &text, &signed, (None, None)).await?;
        Ok(None)
    })
    .await
}

fn parse_command(body: Value) -> Result<PlayerCommand, ApiError> {
    serde_json::from_value(body).map_err(|e| {
        ApiError(HttpError::BadRequest(crate::web::unreadable(
            crate::http_error::Unreadable::Command,
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
    /// The client's nonce (64 hex digits), kept when the request is signed (the client signs
    /// the commitment made with it); the server draws one otherwise.
    nonce: Option<String>,
}

/// `POST /api/v1/games/{game}/disc`: sets or changes the disc; the server draws the nonce and
/// answers the opening (`result`: actions, commitment, nonce) — keep it to check the reveal.
pub async fn disc(
    post: ApiPost,
    path: web::Path<String>,
    body: web::Json<DiscBody>,
) -> Result<HttpResponse, ApiError> {
    let DiscBody { actions, nonce } = body.into_inner();
    let request = json!({ "actions": actions, "nonce": nonce });
    let signed = signed_by(&post.req, nonce.as_deref())?;
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &request, |actor, game| async move {
        let (executed, nonce) =
            ran(actions::set_disc(store_ref, game, actor, actions, &signed, None, None).await?)?;
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
    let signed = signed_by(&post.req, None)?;
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &body, |actor, game| async move {
        actions::add_step(store_ref, game, actor, step, &signed, None).await?;
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
    let signed = signed_by(&post.req, None)?;
    let store_ref: &Store = &post.store;
    post_action(&post, &path, &Value::Null, |actor, game| async move {
        let executed = ran(actions::finish(
            store_ref,
            game,
            actor,
            &signed,
            None,
            None,
            actions::Forfeit::Agreed,
        )
        .await?)?;
        Ok(Some(events_json(&executed)))
    })
    .await
}

/// The result of a move made without a key for the store to record (the API's key is claimed
/// around the whole request), so the store never reports it as seen before.
fn ran<T>(once: Once<T>) -> Result<T, HttpError> {
    match once {
        Once::Ran(done) => Ok(done),
        Once::AlreadySeen(_) => Err(HttpError::Conflict(Reason::AlreadyHandled)),
    }
}
