//! The one place where errors become HTTP responses: each kind of error has its status here, and
//! the sentence the user reads — as a small HTML page for browsers, or as
//! `{"error": {"message": "…", "reason": "…", "rule": "…"}}` for the JSON API ([`ApiError`]) — in the reader's
//! language: a broken rule is put into words by its game's catalogue module
//! ([`HttpError::sentence`]), and [`in_reader_language`] answers each refused request in the
//! language of its page (the switch's choice, else `Accept-Language`; the `rule` code stays).

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, CacheControl, CacheDirective};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{HttpResponse, ResponseError};
use durbar_domain::maharaja::RuleViolation;
use durbar_domain::GameId;
use durbar_templates::catalogue::maharaja::violation::{self, Table};
use durbar_templates::{Lang, MessagePage, Said, Template, Words};

use crate::store::StoreError;

mod reason;

pub use reason::{Counted, Reason, Shape, Unreadable};

/// An error a handler returns; its status and the sentence shown to the user are decided here.
#[derive(Debug, thiserror::Error)]
pub enum HttpError {
    /// Something went wrong on our side; details go to the log, not to the user.
    #[error("Something went wrong on our side; please try again.")]
    Internal(#[source] anyhow::Error),
    /// The command breaks a rule of the game.
    #[error("{0}")]
    Rule(RuleViolation),
    /// The command no longer applies: the game moved on since the page was shown.
    #[error("The game moved on: {0}")]
    MovedOn(RuleViolation),
    /// The command breaks a rule of a game other than Maharaja.
    #[error("{0}")]
    GameRule(Box<crate::store::Refusal>),
    /// [`HttpError::MovedOn`] in a game other than Maharaja.
    #[error("The game moved on: {0}")]
    GameMovedOn(Box<crate::store::Refusal>),
    /// Other writers kept winning; nothing was written.
    #[error("The game is busy right now; nothing was changed, please try again.")]
    Contended,
    /// No such thing (game, page, link).
    #[error("{}", .0.sentence(Words::default()))]
    NotFound(Reason),
    /// The request is malformed (a form field missing or unreadable).
    #[error("{}", .0.sentence(Words::default()))]
    BadRequest(Reason),
    /// Not signed in (no session, or no valid bearer token).
    #[error("{}", .0.sentence(Words::default()))]
    Unauthorized(Reason),
    /// Signed in, but not allowed: another seat, a missing form token, a cross-site request.
    #[error("{}", .0.sentence(Words::default()))]
    Forbidden(Reason),
    /// The same request is being handled right now, or its key was used for another request.
    #[error("{}", .0.sentence(Words::default()))]
    Conflict(Reason),
    /// The request body is larger than the service accepts.
    #[error("This request is too large.")]
    PayloadTooLarge,
    /// An idempotency key sent again with another endpoint or body.
    #[error(
        "This idempotency key was already used for another request (another address or other \
         fields); send a new key with each new request."
    )]
    KeyReused,
    /// An idempotency key sent by another player or in another game.
    #[error("This form was already used elsewhere; reload the page and try again.")]
    KeyForeign,
    /// Too many requests from this address or by this player.
    #[error("{}", .0.sentence(Words::default()))]
    TooManyRequests(Reason),
    /// The path exists, but not with this method; the methods it has (`Allow`).
    #[error("This address does not answer that method; it answers {0}.")]
    MethodNotAllowed(String),
}

impl HttpError {
    /// Every code the JSON API's `reason` may be ([`HttpError::code`]), in the order
    /// `docs/openapi.yaml` lists them: the kinds of error with no [`Reason`], then the reasons.
    pub fn codes() -> Vec<&'static str> {
        [
            "internal",
            "rule_broken",
            "moved_on",
            "contended",
            "payload_too_large",
            "key_reused",
            "key_foreign",
            "method_not_allowed",
        ]
        .into_iter()
        .chain(Reason::CODES.iter().copied())
        .collect()
    }

    /// The stable machine code of what went wrong, the JSON API's `reason` (`no_such_game`); a
    /// broken rule is `rule_broken` (or `moved_on`), with the rule in [`HttpError::rule`].
    pub fn code(&self) -> &'static str {
        match self {
            Self::Internal(_) => "internal",
            Self::Rule(_) | Self::GameRule(_) => "rule_broken",
            Self::MovedOn(_) | Self::GameMovedOn(_) => "moved_on",
            Self::Contended => "contended",
            Self::PayloadTooLarge => "payload_too_large",
            Self::KeyReused => "key_reused",
            Self::KeyForeign => "key_foreign",
            Self::MethodNotAllowed(_) => "method_not_allowed",
            Self::NotFound(reason)
            | Self::BadRequest(reason)
            | Self::Unauthorized(reason)
            | Self::Forbidden(reason)
            | Self::Conflict(reason)
            | Self::TooManyRequests(reason) => reason.code(),
        }
    }

    /// The engine's name of a broken rule, in snake case (`not_your_turn`), for the JSON API.
    pub fn rule(&self) -> Option<String> {
        match self {
            Self::Rule(v) | Self::MovedOn(v) => Some(rule_name(v)),
            Self::GameRule(refusal) | Self::GameMovedOn(refusal) => Some(refusal.code.to_owned()),
            _ => None,
        }
    }
}

impl HttpError {
    /// The sentence the user reads, in `w`'s language; a Maharaja rule's seats and places named
    /// by `table` (what the game's page knows of them).
    pub fn sentence_at(&self, w: Words, table: &Table) -> String {
        let moved = |sentence: String| w.m("error-moved-on").s("sentence", sentence).to_string();
        match self {
            Self::Internal(_) => w.t("error-internal"),
            Self::Rule(v) => violation::violation(w, v, table),
            Self::MovedOn(v) => moved(violation::violation(w, v, table)),
            Self::GameRule(refusal) => refusal.sentence.get(w.lang).to_owned(),
            Self::GameMovedOn(refusal) => moved(refusal.sentence.get(w.lang).to_owned()),
            Self::Contended => w.t("error-contended"),
            Self::PayloadTooLarge => w.t("error-payload-too-large"),
            Self::KeyReused => w.t("error-key-reused"),
            Self::KeyForeign => w.t("error-key-foreign"),
            Self::MethodNotAllowed(allowed) => w
                .m("error-method-not-allowed")
                .s("methods", allowed.as_str())
                .to_string(),
            Self::NotFound(reason)
            | Self::BadRequest(reason)
            | Self::Unauthorized(reason)
            | Self::Forbidden(reason)
            | Self::Conflict(reason)
            | Self::TooManyRequests(reason) => reason.sentence(w),
        }
    }

    /// The sentence the user reads, in `w`'s language.
    pub fn sentence(&self, w: Words) -> String {
        self.sentence_at(w, &Table::default())
    }

    /// The small HTML page that answers this error in `w`'s language.
    fn page(&self, w: Words) -> HttpResponse {
        let status = self.status_code();
        let sentence = self.sentence(w);
        let mut page = MessagePage::new(heading(status, w), sentence.clone());
        page.w = w;
        let html = page
            .render()
            .unwrap_or_else(|_| format!("<p>{}</p>", html_escape(&sentence)));
        let mut response = HttpResponse::build(status);
        response
            .insert_header(CacheControl(vec![CacheDirective::NoStore]))
            .insert_header((header::CONTENT_LANGUAGE, w.lang.code()))
            .content_type("text/html; charset=utf-8");
        headers(self, &mut response);
        response.body(html)
    }
}

impl HttpError {
    /// The same error with a rule put into words with `game`'s players' names (and a Maharaja
    /// rule with its board), in every language (a [`HttpError::GameRule`] of the same code),
    /// for the answer to name them; any other error as it is.
    pub async fn named(self, store: &crate::store::Store, game: GameId) -> HttpError {
        let (violation, moved) = match self {
            Self::Rule(v) => (v, false),
            Self::MovedOn(v) => (v, true),
            Self::GameRule(refusal) => {
                return Self::GameRule(Box::new(citadels_named(*refusal, store, game).await))
            }
            Self::GameMovedOn(refusal) => {
                return Self::GameMovedOn(Box::new(citadels_named(*refusal, store, game).await))
            }
            other => return other,
        };
        let Ok(loaded) = store.load(game).await else {
            return if moved {
                Self::MovedOn(violation)
            } else {
                Self::Rule(violation)
            };
        };
        let table = Table::of(&loaded.game);
        let refusal = crate::store::Refusal {
            code: violation.code(),
            sentence: Said::new(|w| violation::violation(w, &violation, &table)),
            citadels: None,
        };
        if moved {
            Self::GameMovedOn(Box::new(refusal))
        } else {
            Self::GameRule(Box::new(refusal))
        }
    }
}

/// A Citadels refusal said again with the game's players' names for its seats ("Anna", not
/// "seat 1"); any other refusal, or one whose players cannot be read, as it is.
async fn citadels_named(
    refusal: crate::store::Refusal,
    store: &crate::store::Store,
    game: GameId,
) -> crate::store::Refusal {
    let Some(violation) = &refusal.citadels else {
        return refusal;
    };
    let Ok(players) = store.players(game).await else {
        return refusal;
    };
    let names: Vec<String> = players.into_iter().map(|p| p.name).collect();
    crate::store::Refusal {
        code: refusal.code,
        sentence: Said::new(|w| {
            durbar_templates::catalogue::citadels::violation::violation(w, violation, &names)
        }),
        citadels: refusal.citadels.clone(),
    }
}

/// Answers a refused request in its reader's language: an [`HttpError`] or [`ApiError`] a
/// handler returned (answered in English by `error_response`) is answered again in the language
/// of the request's pages (the switch's cookie, else `Accept-Language`). Everything else goes on
/// as it is.
pub async fn in_reader_language(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let lang = crate::web::PageLang::of(req.request()).visitor();
    let response = next.call(req).await?;
    if lang == Lang::En {
        return Ok(response.map_into_boxed_body());
    }
    let w = Words::new(lang);
    let again = response.response().error().and_then(|error| {
        if let Some(api) = error.as_error::<ApiError>() {
            Some(api.json(w))
        } else {
            error.as_error::<HttpError>().map(|http| http.page(w))
        }
    });
    Ok(match again {
        Some(answer) => response.into_response(answer),
        None => response.map_into_boxed_body(),
    })
}

/// The rule code of a violation (`slot_shows_other_action`): [`RuleViolation::code`].
pub fn rule_name(violation: &RuleViolation) -> String {
    violation.code().to_owned()
}

impl From<StoreError> for HttpError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Rule(v) => Self::Rule(v),
            StoreError::MovedOn(v) => Self::MovedOn(v),
            StoreError::GameRule(refusal) => Self::GameRule(refusal),
            StoreError::GameMovedOn(refusal) => Self::GameMovedOn(refusal),
            // A path of another game's pages: to the visitor, there is no such game there.
            StoreError::OtherKind(_) => Self::NotFound(Reason::NoSuchGameAddress),
            StoreError::Contended => Self::Contended,
            StoreError::NotFound => Self::NotFound(Reason::NoSuchGame),
            other => Self::Internal(other.into()),
        }
    }
}

impl From<askama::Error> for HttpError {
    fn from(error: askama::Error) -> Self {
        Self::Internal(error.into())
    }
}

impl From<anyhow::Error> for HttpError {
    fn from(error: anyhow::Error) -> Self {
        Self::Internal(error)
    }
}

impl ResponseError for HttpError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            Self::Rule(_) | Self::GameRule(_) | Self::KeyReused => StatusCode::UNPROCESSABLE_ENTITY,
            Self::MovedOn(_) | Self::GameMovedOn(_) | Self::Conflict(_) | Self::KeyForeign => {
                StatusCode::CONFLICT
            }
            Self::Contended => StatusCode::SERVICE_UNAVAILABLE,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
        }
    }

    fn error_response(&self) -> HttpResponse {
        log(self);
        self.page(Words::default())
    }
}

/// The headers a status asks for: `Retry-After` with 429, `Allow` with 405.
fn headers(error: &HttpError, response: &mut actix_web::HttpResponseBuilder) {
    match error {
        HttpError::TooManyRequests(_) => {
            response.insert_header((header::RETRY_AFTER, RETRY_AFTER_SECONDS));
        }
        HttpError::MethodNotAllowed(allowed) => {
            response.insert_header((header::ALLOW, allowed.as_str()));
        }
        _ => {}
    }
}

/// Every rule code the JSON API may answer (`rule`): Maharaja's, then those only Citadels has,
/// in the order `docs/openapi.yaml` lists them.
pub fn rule_codes() -> Vec<&'static str> {
    let citadels = durbar_domain::citadels::RuleViolation::CODES;
    RuleViolation::CODES
        .iter()
        .chain(
            citadels
                .iter()
                .filter(|c| !RuleViolation::CODES.contains(c)),
        )
        .copied()
        .collect()
}

/// What a 429 asks the client to wait, in seconds (`Retry-After`): enough for a few POSTs of a
/// quota of 6 or more a minute to come back.
const RETRY_AFTER_SECONDS: &str = "10";

fn log(error: &HttpError) {
    match error {
        HttpError::Internal(inner) => {
            tracing::error!(error = format!("{inner:#}"), "request failed");
        }
        other => tracing::debug!(status = %other.status_code(), "request refused"),
    }
}

fn heading(status: StatusCode, w: Words) -> String {
    w.t(match status.as_u16() {
        400 => "error-heading-400",
        401 => "error-heading-401",
        403 => "error-heading-403",
        404 => "error-heading-404",
        405 => "error-heading-405",
        409 => "error-heading-409",
        413 => "error-heading-413",
        422 => "error-heading-422",
        429 => "error-heading-429",
        503 => "error-heading-503",
        _ => "error-heading-500",
    })
}

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// An [`HttpError`] answered as JSON, for `/api/v1/`: the same statuses, the body
/// `{"error": {"message": "…", "reason": "…", "rule": "…"}}` (`rule` only for a broken rule).
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct ApiError(#[from] pub HttpError);

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        Self(error.into())
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(error: anyhow::Error) -> Self {
        Self(error.into())
    }
}

impl ApiError {
    /// The sentence for an API client, in `w`'s language: the browser's, but for the words
    /// that speak of forms and pages.
    fn message(&self, w: Words) -> String {
        match &self.0 {
            HttpError::KeyForeign => w.t("error-key-foreign-api"),
            other => other.sentence(w),
        }
    }

    /// The JSON answer in `w`'s language.
    fn json(&self, w: Words) -> HttpResponse {
        let mut error = serde_json::json!({ "message": self.message(w), "reason": self.0.code() });
        if let Some(rule) = self.0.rule() {
            error["rule"] = rule.into();
        }
        let mut response = HttpResponse::build(self.status_code());
        response
            .insert_header(CacheControl(vec![CacheDirective::NoStore]))
            .insert_header((header::CONTENT_LANGUAGE, w.lang.code()));
        if self.status_code() == StatusCode::UNAUTHORIZED {
            response.insert_header((header::WWW_AUTHENTICATE, "Bearer"));
        }
        headers(&self.0, &mut response);
        response.json(serde_json::json!({ "error": error }))
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self.0 {
            // For a client, another player's key is a key reused for another request.
            HttpError::KeyForeign => StatusCode::UNPROCESSABLE_ENTITY,
            ref other => other.status_code(),
        }
    }

    fn error_response(&self) -> HttpResponse {
        log(&self.0);
        self.json(Words::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_named_in_snake_case() {
        assert_eq!(rule_name(&RuleViolation::NotYourTurn), "not_your_turn");
        assert_eq!(
            rule_name(&RuleViolation::PlayerCount { count: 7 }),
            "player_count"
        );
        assert_eq!(
            HttpError::MovedOn(RuleViolation::GameOver)
                .rule()
                .as_deref(),
            Some("game_over")
        );
    }

    #[test]
    fn the_rule_codes_are_those_the_openapi_document_lists() {
        let doc = include_str!("../../docs/openapi.yaml");
        let start = doc
            .find("description: The rule the engine says was broken")
            .expect("the Error schema describes `rule`");
        let listed: Vec<&str> = doc[start..]
            .lines()
            .skip(2)
            .map_while(|line| line.trim().strip_prefix("- "))
            .collect();
        assert_eq!(listed, rule_codes());
    }

    #[test]
    fn the_reason_codes_are_those_the_openapi_document_lists() {
        let doc = include_str!("../../docs/openapi.yaml");
        let start = doc
            .find("description: What went wrong, a stable machine code")
            .expect("the Error schema describes `reason`");
        let listed: Vec<&str> = doc[start..]
            .lines()
            .skip(2)
            .map_while(|line| line.trim().strip_prefix("- "))
            .collect();
        assert_eq!(listed, HttpError::codes());
    }

    #[test]
    fn another_players_key_is_a_reused_key_for_api_clients_and_a_used_form_for_browsers() {
        let browser = HttpError::KeyForeign;
        assert_eq!(browser.status_code(), StatusCode::CONFLICT);
        assert!(browser.to_string().contains("form"));
        let api = ApiError(HttpError::KeyForeign);
        assert_eq!(api.status_code(), StatusCode::UNPROCESSABLE_ENTITY);
        let message = api.message(Words::default());
        assert!(message.contains("idempotency key"));
        assert!(!message.contains("form"));
    }

    #[test]
    fn a_method_not_allowed_says_which_are() {
        for response in [
            HttpError::MethodNotAllowed("GET, HEAD".into()).error_response(),
            ApiError(HttpError::MethodNotAllowed("GET, HEAD".into())).error_response(),
        ] {
            assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
            assert_eq!(response.headers().get(header::ALLOW).unwrap(), "GET, HEAD");
        }
    }

    #[test]
    fn every_error_has_its_status() {
        assert_eq!(
            HttpError::Rule(RuleViolation::NotYourTurn).status_code(),
            StatusCode::UNPROCESSABLE_ENTITY
        );
        assert_eq!(
            HttpError::from(StoreError::NotFound).status_code(),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            HttpError::TooManyRequests(Reason::TooManyRequests).status_code(),
            StatusCode::TOO_MANY_REQUESTS
        );
    }
}
