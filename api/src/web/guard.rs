//! The checks every POST passes before it may change anything: the rate limits, a same-site
//! origin, the session's form token (CSRF), and the idempotency key that makes a replayed or
//! double-submitted POST play once.

use std::time::Duration;

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use durbar_domain::GameId;
use serde_json::json;

use super::WebConfig;
use crate::http_error::{HttpError, Reason};
use crate::store::{IdempotencyClaim, MoveKey, Once, Store};
pub use crate::web::post::RequestKey;

/// A submitted form: its fields in order (repeated names allowed).
#[derive(Debug, Clone, Default)]
pub struct FormData(pub Vec<(String, String)>);

impl FormData {
    /// A form of these fields, in order (the route tests' forms).
    #[cfg(test)]
    pub fn of(pairs: &[(&str, &str)]) -> FormData {
        FormData(
            pairs
                .iter()
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .collect(),
        )
    }

    /// The first value of a field.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    /// The first value of a field, trimmed; `""` if missing.
    pub fn text(&self, name: &str) -> String {
        self.get(name).unwrap_or_default().trim().to_owned()
    }

    /// A field that must be there.
    pub fn require(&self, name: &str) -> Result<&str, HttpError> {
        self.get(name).ok_or_else(|| {
            HttpError::BadRequest(Reason::NoField {
                name: name.to_owned(),
            })
        })
    }
}

impl From<web::Form<Vec<(String, String)>>> for FormData {
    fn from(form: web::Form<Vec<(String, String)>>) -> Self {
        Self(form.into_inner())
    }
}

/// The hidden field with the session's form token.
pub const CSRF_FIELD: &str = "csrf";
/// The hidden field with the idempotency key.
pub const IDEMPOTENCY_FIELD: &str = "idem";
/// The anonymous form token's cookie (the new-game form, before anyone is signed in).
pub const FORM_COOKIE: &str = "durbar_form";

/// Refuses a POST that a browser says came from another site. Browsers send `Sec-Fetch-Site`
/// with every request and `Origin` with every POST (as `null` under our no-referrer policy);
/// clients that send neither (scripts, the API) are judged by their token alone. An `Origin` is
/// compared with the configured base URL's only: `Host`, `X-Forwarded-Host` and `Forwarded` are
/// the client's to write, so they prove nothing.
pub fn check_origin(req: &HttpRequest, config: &WebConfig) -> Result<(), HttpError> {
    let refused = || HttpError::Forbidden(Reason::CrossSite);
    let headers = req.headers();
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        if site.eq_ignore_ascii_case("cross-site") {
            return Err(refused());
        }
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().map_err(|_| refused())?;
        if origin != "null" && !origin.eq_ignore_ascii_case(&config.origin) {
            return Err(refused());
        }
    }
    Ok(())
}

/// Whether two secrets are the same (and not empty), compared in constant time.
pub fn same_secret(given: &[u8], expected: &[u8]) -> bool {
    given.len() == expected.len()
        && !expected.is_empty()
        && given
            .iter()
            .zip(expected)
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// Compares the submitted form token with the expected one, in constant time.
pub fn check_csrf(given: Option<&str>, expected: &str) -> Result<(), HttpError> {
    if same_secret(given.unwrap_or_default().as_bytes(), expected.as_bytes()) {
        Ok(())
    } else {
        Err(HttpError::Forbidden(Reason::FormExpired))
    }
}

/// Reads an idempotency key: 16 to 128 letters, digits, `-` or `_`.
pub fn idempotency_key(value: Option<&str>) -> Result<String, HttpError> {
    match value {
        Some(key)
            if (16..=128).contains(&key.len())
                && key
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') =>
        {
            Ok(key.to_owned())
        }
        _ => Err(HttpError::BadRequest(Reason::NoFormKey)),
    }
}

/// A fresh random key for the forms of one page render.
pub fn fresh_key() -> String {
    hex::encode(crate::secrets::random_bytes::<16>())
}

/// What a POST did, stored under its idempotency key and answered again on a replay.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// A form's answer: go to this page (303).
    Redirect(String),
    /// An API answer: this status and JSON body.
    Json(u16, serde_json::Value),
}

impl Outcome {
    fn to_json(&self) -> serde_json::Value {
        match self {
            Outcome::Redirect(to) => json!({ "redirect": to }),
            Outcome::Json(status, body) => json!({ "status": status, "body": body }),
        }
    }

    fn from_json(value: &serde_json::Value) -> Option<Outcome> {
        if let Some(to) = value.get("redirect").and_then(|v| v.as_str()) {
            return Some(Outcome::Redirect(to.to_owned()));
        }
        let status = u16::try_from(value.get("status")?.as_u64()?).ok()?;
        Some(Outcome::Json(status, value.get("body")?.clone()))
    }

    /// The HTTP response.
    pub fn response(&self) -> HttpResponse {
        match self {
            Outcome::Redirect(to) => see_other(to),
            Outcome::Json(status, body) => HttpResponse::build(
                actix_web::http::StatusCode::from_u16(*status)
                    .unwrap_or(actix_web::http::StatusCode::OK),
            )
            .insert_header(header::CacheControl(vec![header::CacheDirective::NoStore]))
            .json(body),
        }
    }
}

/// A 303 to `to`.
pub fn see_other(to: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, to))
        .finish()
}

/// Runs `work` once per idempotency key: the first request with the key does it and stores the
/// outcome; a replay, or a double submit that arrives while the first runs, gets the same
/// outcome without doing anything. If `work` fails nothing was done, so the key is given back.
/// `fallback` answers a request whose twin has not finished after a few seconds.
pub async fn once<E, F, Fut>(
    store: &Store,
    key: &RequestKey,
    game: Option<GameId>,
    player: Option<u8>,
    fallback: Outcome,
    work: F,
) -> Result<Outcome, E>
where
    E: From<HttpError>,
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = Result<Outcome, E>>,
{
    let store_error = |e: crate::store::StoreError| E::from(HttpError::from(e));
    let claim = store
        .claim_idempotency_key(&key.key, &key.request, game, player)
        .await
        .map_err(store_error)?;
    if claim != IdempotencyClaim::Fresh {
        return answer_seen(store, claim, key, game, player, fallback)
            .await
            .map_err(E::from);
    }
    match work().await {
        Ok(outcome) => {
            store
                .finish_idempotency_key(&key.key, &outcome.to_json())
                .await
                .map_err(store_error)?;
            Ok(outcome)
        }
        Err(error) => {
            if let Err(release) = store.release_idempotency_key(&key.key).await {
                tracing::warn!(error = %release, "cannot release an idempotency key");
            }
            Err(error)
        }
    }
}

/// Makes a move once per idempotency key, recording the key in the move's own statement (one
/// commit per move): `work` passes the [`MoveKey`] to the store. A replay, or a double submit
/// that arrives while the first runs, gets `outcome` as the first one recorded it, without
/// doing anything; a refused move records nothing, so a retry is decided again.
pub async fn once_move<E, F, Fut>(
    store: &Store,
    key: &RequestKey,
    game: GameId,
    player: u8,
    outcome: Outcome,
    work: F,
) -> Result<Outcome, E>
where
    E: From<HttpError>,
    F: FnOnce(MoveKey) -> Fut,
    Fut: std::future::Future<Output = Result<Once<()>, E>>,
{
    let move_key = MoveKey {
        key: key.key.clone(),
        request: key.request,
        player,
        outcome: outcome.to_json(),
    };
    match work(move_key).await? {
        Once::Ran(()) => Ok(outcome),
        Once::AlreadySeen(claim) => {
            answer_seen(store, claim, key, Some(game), Some(player), outcome)
                .await
                .map_err(E::from)
        }
    }
}

/// The answer to a request whose key was seen before: the stored outcome, a refusal for a key
/// of someone else's, or — while the twin request still runs — its outcome once stored (or
/// `fallback` after a few seconds).
async fn answer_seen(
    store: &Store,
    claim: IdempotencyClaim,
    key: &RequestKey,
    game: Option<GameId>,
    player: Option<u8>,
    fallback: Outcome,
) -> Result<Outcome, HttpError> {
    match claim {
        IdempotencyClaim::Done(outcome) => Ok(Outcome::from_json(&outcome).unwrap_or(fallback)),
        IdempotencyClaim::Foreign => Err(HttpError::KeyForeign),
        IdempotencyClaim::OtherRequest => Err(HttpError::KeyReused),
        IdempotencyClaim::Fresh | IdempotencyClaim::Pending => {
            // The twin request is running: wait for its answer, briefly.
            for _ in 0..60 {
                tokio::time::sleep(Duration::from_millis(50)).await;
                if let Some(IdempotencyClaim::Done(outcome)) = store
                    .idempotency_key(&key.key, &key.request, game, player)
                    .await?
                {
                    return Ok(Outcome::from_json(&outcome).unwrap_or(fallback));
                }
            }
            Ok(fallback)
        }
    }
}

/// The session cookie for `session_id`.
pub fn session_cookie(session_id: &str, config: &WebConfig) -> Cookie<'static> {
    Cookie::build(super::SESSION_COOKIE, session_id.to_owned())
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/")
        .secure(config.secure_cookies)
        .max_age(actix_web::cookie::time::Duration::seconds(
            super::SESSION_LIFETIME.as_secs() as i64,
        ))
        .finish()
}

/// The anonymous form token's cookie (double-submitted with the new-game form).
pub fn form_cookie(value: &str, config: &WebConfig) -> Cookie<'static> {
    Cookie::build(FORM_COOKIE, value.to_owned())
        .http_only(true)
        .same_site(SameSite::Strict)
        .path("/")
        .secure(config.secure_cookies)
        .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_must_match_exactly() {
        assert!(check_csrf(Some("abc"), "abc").is_ok());
        assert!(check_csrf(Some("abd"), "abc").is_err());
        assert!(check_csrf(Some("ab"), "abc").is_err());
        assert!(check_csrf(None, "abc").is_err());
        assert!(check_csrf(Some(""), "").is_err());
    }

    #[test]
    fn keys_are_checked() {
        assert!(idempotency_key(Some("0123456789abcdef")).is_ok());
        assert!(idempotency_key(Some("0123456789abcdef-join")).is_ok());
        assert!(idempotency_key(Some("short")).is_err());
        assert!(idempotency_key(Some("0123456789abcdef<x>")).is_err());
        assert!(idempotency_key(None).is_err());
    }

    #[test]
    fn outcomes_survive_storage() {
        for outcome in [
            Outcome::Redirect("/games/1".into()),
            Outcome::Json(201, json!({"seq": 3})),
        ] {
            assert_eq!(Outcome::from_json(&outcome.to_json()), Some(outcome));
        }
    }
}
