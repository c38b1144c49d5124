//! The one guarded path of every game POST of the browser forms ([`GameForm`]: join, the game
//! page's forms, personal links, mail settings) and of the JSON API ([`ApiPost`]): the client
//! address's rate limit, a same-site origin, who is posting (a session and its form token, or a
//! bearer token), then that player's rate limit — counted only once the player is known, so
//! strangers cannot use up a game's quota — and the idempotency key with the hash of the request
//! it was sent with.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{web, FromRequest, HttpRequest};
use durbar_domain::GameId;
use sha2::{Digest, Sha256};

use super::guard::{self, FormData};
use super::{viewer_of, GameFacts, PlayerAccess, PostLimits, WebConfig};
use crate::http_error::{ApiError, HttpError, Reason};
use crate::routes::games::game_id;
use crate::store::Store;
use crate::web::actions::Actor;

/// A POST that passed the guards: the signed-in player and the request's idempotency key.
pub struct Guarded {
    /// The player.
    pub access: PlayerAccess,
    /// The idempotency key and the hash of the request it came with.
    pub key: RequestKey,
}

/// An idempotency key bound to its request: a replay must be the same method, path and body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestKey {
    /// The key the client sent.
    pub key: String,
    /// SHA-256 of the method, the path and the body (form fields or JSON, canonical).
    pub request: [u8; 32],
}

/// The hash a key is bound to: the method, the path and the body's canonical text.
pub fn request_hash(req: &HttpRequest, body: &str) -> [u8; 32] {
    let mut hash = Sha256::new();
    for part in [req.method().as_str(), req.path(), body] {
        hash.update((part.len() as u64).to_be_bytes());
        hash.update(part.as_bytes());
    }
    hash.finalize().into()
}

/// The canonical text of a form's fields (the idempotency key's own field left out).
pub fn form_text(form: &FormData) -> String {
    let mut text = String::new();
    for (name, value) in form.0.iter().filter(|(n, _)| n != guard::IDEMPOTENCY_FIELD) {
        text.push_str(&format!("{}:{name}{}:{value}", name.len(), value.len()));
    }
    text
}

/// Everything a game form's handler needs: the request, the game in the path, the submitted
/// fields, and the shared services. Extracted with the same extractors a handler would name one
/// by one, so the form limits and their error sentences apply unchanged.
pub struct GameForm {
    /// The request.
    pub req: HttpRequest,
    /// The game in the path (`{game}`), as written.
    pub game: String,
    /// The submitted fields.
    pub form: FormData,
    /// The event store.
    pub store: web::Data<Store>,
    /// Cached game facts (for the page shown again after a refusal).
    pub facts: web::Data<GameFacts>,
    /// The POST limits.
    pub limits: web::Data<PostLimits>,
    /// The web settings.
    pub config: web::Data<WebConfig>,
}

impl FromRequest for GameForm {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let req = req.clone();
        let form = web::Form::<Vec<(String, String)>>::from_request(&req, payload);
        Box::pin(async move {
            let form = FormData::from(form.await?);
            Ok(GameForm {
                game: req.match_info().get("game").unwrap_or_default().to_owned(),
                store: web::Data::extract(&req).await?,
                facts: web::Data::extract(&req).await?,
                limits: web::Data::extract(&req).await?,
                config: web::Data::extract(&req).await?,
                form,
                req,
            })
        })
    }
}

impl GameForm {
    /// The event store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The guards: the address's limit, a same-site origin, a session in this game, the
    /// player's limit, the session's form token, an idempotency key bound to this request.
    pub async fn guarded(&self) -> Result<(GameId, Guarded), HttpError> {
        let game = game_id(&self.game)?;
        self.limits.check_ip(self.req.peer_addr().map(|a| a.ip()))?;
        guard::check_origin(&self.req, &self.config)?;
        let access = viewer_of(&self.req, &self.store, game)
            .await?
            .ok_or_else(|| HttpError::Forbidden(Reason::NotSignedIn))?;
        self.limits.check_player(game, access.player_index)?;
        guard::check_csrf(self.form.get(guard::CSRF_FIELD), &access.csrf_token)?;
        let key = RequestKey {
            key: guard::idempotency_key(self.form.get(guard::IDEMPOTENCY_FIELD))?,
            request: request_hash(&self.req, &form_text(&self.form)),
        };
        Ok((game, Guarded { access, key }))
    }
}

/// A JSON API POST (or DELETE) about the game in the path: the request and the shared services.
pub struct ApiPost {
    /// The request.
    pub req: HttpRequest,
    /// The event store.
    pub store: web::Data<Store>,
    /// The POST limits.
    pub limits: web::Data<PostLimits>,
}

impl FromRequest for ApiPost {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let extracted = (|| -> Result<Self, actix_web::Error> {
            Ok(ApiPost {
                store: req
                    .app_data::<web::Data<Store>>()
                    .cloned()
                    .ok_or_else(|| actix_web::error::ErrorInternalServerError("no store"))?,
                limits: req
                    .app_data::<web::Data<PostLimits>>()
                    .cloned()
                    .ok_or_else(|| actix_web::error::ErrorInternalServerError("no limits"))?,
                req: req.clone(),
            })
        })();
        std::future::ready(extracted)
    }
}

impl ApiPost {
    /// The guards: the address's limit, the bearer token's player in this game, the player's
    /// limit, and the `Idempotency-Key` (if sent) bound to this request and `body`.
    pub async fn guarded(
        &self,
        game: &str,
        body: &serde_json::Value,
    ) -> Result<(GameId, Actor, Option<RequestKey>), ApiError> {
        let game = game_id(game)?;
        self.limits.check_ip(self.req.peer_addr().map(|a| a.ip()))?;
        let actor = bearer(&self.req, &self.store, game).await?;
        self.limits.check_player(game, actor.player_index)?;
        let key = match self
            .req
            .headers()
            .get("idempotency-key")
            .map(|v| v.to_str().ok())
        {
            None => None,
            Some(key) => Some(RequestKey {
                key: guard::idempotency_key(key)
                    .map_err(|_| HttpError::BadRequest(Reason::BadIdempotencyHeader))?,
                request: request_hash(&self.req, &body.to_string()),
            }),
        };
        Ok((game, actor, key))
    }
}

/// The player a bearer token belongs to, in `game`. Whatever the token (none, a bad one, one of
/// another game), a game that does not exist is answered 404.
pub async fn bearer(req: &HttpRequest, store: &Store, game: GameId) -> Result<Actor, ApiError> {
    match token_owner(req, store, game).await {
        Err(ApiError(refused @ (HttpError::Unauthorized(_) | HttpError::Forbidden(_)))) => {
            store.game_record(game).await?;
            Err(ApiError(refused))
        }
        other => other,
    }
}

async fn token_owner(req: &HttpRequest, store: &Store, game: GameId) -> Result<Actor, ApiError> {
    let unauthorized = || ApiError(HttpError::Unauthorized(Reason::NoBearerToken));
    let token = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(unauthorized)?;
    let owner = store
        .link_owner(&token.to_ascii_lowercase())
        .await?
        .map_err(|refused| ApiError(HttpError::Unauthorized(Reason::Link(refused))))?;
    if owner.game != game {
        return Err(ApiError(HttpError::Forbidden(Reason::TokenOfAnotherGame)));
    }
    let seat = crate::web::access::seat_of(store, game, owner.player_index).await?;
    Ok(Actor {
        player_index: owner.player_index,
        seat,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_field_is_not_part_of_the_request() {
        let with = |key: &str, disc: &str| {
            form_text(&FormData(vec![
                ("csrf".into(), "c".into()),
                (guard::IDEMPOTENCY_FIELD.into(), key.into()),
                ("a".into(), disc.into()),
            ]))
        };
        assert_eq!(with("k1", "gold"), with("k2", "gold"));
        assert_ne!(with("k1", "gold"), with("k1", "army"));
        // Field boundaries count: "ab"+"c" is not "a"+"bc".
        assert_ne!(
            form_text(&FormData(vec![("ab".into(), "c".into())])),
            form_text(&FormData(vec![("a".into(), "bc".into())]))
        );
    }
}
