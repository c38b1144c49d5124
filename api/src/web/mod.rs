//! What the browser pages and the JSON API share: who is looking ([`access`]), the guards every
//! POST passes ([`guard`], [`rate_limit`]), the game page ([`game_page`]) and turn drafts
//! ([`draft`]), the page's language ([`page_lang`]), the invitation mail ([`invitation`]) and
//! the request span that keeps personal links out of the logs ([`root_span`]).

pub mod access;
pub mod actions;
pub mod citadels;
pub mod citadels_draft;
pub mod draft;
pub mod facts;
pub mod game_page;
pub mod guard;
pub mod inputs;
pub mod invitation;
pub mod lobby;
pub mod operator;
pub mod page_cache;
pub mod page_lang;
pub mod post;
pub mod rate_limit;
pub mod root_span;

use std::time::Duration;

pub use access::{viewer_of, PlayerAccess, SessionCache, SESSION_COOKIE};
pub use facts::GameFacts;
pub use page_lang::PageLang;
pub use rate_limit::PostLimits;
pub use root_span::RedactingRootSpan;

use crate::config::Settings;

/// How long a browser stays signed in after following a personal link.
pub const SESSION_LIFETIME: Duration = Duration::from_secs(30 * 24 * 3600);

/// The largest form or JSON body accepted, in bytes.
pub const MAX_BODY: usize = 16 * 1024;

/// What the web layer needs to know of the settings.
#[derive(Debug, Clone)]
pub struct WebConfig {
    /// The public URL (links in mail).
    pub base_url: String,
    /// `scheme://host[:port]` of the public URL (what browsers send as `Origin`).
    pub origin: String,
    /// Cookies only over HTTPS (when the public URL is https).
    pub secure_cookies: bool,
    /// Mail goes to local files (the outbox page exists).
    pub file_mail: bool,
    /// The right-hand side of our Message-IDs.
    pub mail_domain: String,
    /// The outbox lag above which the host's page shows it.
    pub mail_lag_warning: std::time::Duration,
}

impl WebConfig {
    /// From the service's settings.
    pub fn from_settings(settings: &Settings) -> Self {
        let base_url = settings.base_url.trim_end_matches('/').to_owned();
        let origin = match base_url.split_once("://") {
            Some((scheme, rest)) => {
                let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
                format!("{scheme}://{host}")
            }
            None => base_url.clone(),
        };
        Self {
            secure_cookies: base_url.starts_with("https://"),
            origin,
            file_mail: settings.smtp_url.is_none(),
            mail_domain: crate::mail::message_id_domain(settings),
            mail_lag_warning: settings.mail_lag_warning,
            base_url,
        }
    }
}

/// Answers HEAD like GET: the request is routed as a GET (every page is a GET route) and the
/// HTTP layer sends the response's headers without its body, as it does for any HEAD request.
pub fn head_as_get<S>(mut req: actix_web::dev::ServiceRequest, service: &S) -> S::Future
where
    S: actix_web::dev::Service<actix_web::dev::ServiceRequest>,
{
    if req.method() == actix_web::http::Method::HEAD {
        req.head_mut().method = actix_web::http::Method::GET;
    }
    service.call(req)
}

/// Why the service could not read a value (a serde error's text is for developers:
/// "data did not match any variant of untagged enum Raw", "invalid type: …").
pub fn unreadable(
    what: crate::http_error::Unreadable,
    error: &dyn std::fmt::Display,
) -> crate::http_error::Reason {
    crate::http_error::Reason::Unreadable {
        what,
        why: crate::http_error::Shape::of(error),
    }
}

/// The shared state of the browser pages and the API, made once per server and handed to every
/// worker: settings, caches, rate limits.
#[derive(Clone)]
pub struct WebState {
    config: actix_web::web::Data<WebConfig>,
    sessions: actix_web::web::Data<SessionCache>,
    facts: actix_web::web::Data<GameFacts>,
    limits: actix_web::web::Data<PostLimits>,
}

impl WebState {
    /// The state for these settings.
    pub fn new(settings: &Settings) -> Self {
        Self {
            config: actix_web::web::Data::new(WebConfig::from_settings(settings)),
            sessions: actix_web::web::Data::new(SessionCache::default()),
            facts: actix_web::web::Data::new(GameFacts::default()),
            limits: actix_web::web::Data::new(PostLimits::new(
                settings.post_rate_per_ip,
                settings.post_rate_per_game,
            )),
        }
    }

    /// Registers the state and the body limits of the browser pages and the JSON API (the
    /// `Store` is registered by the caller, the routes by [`crate::routes::configure`]).
    pub fn configure(&self, cfg: &mut actix_web::web::ServiceConfig) {
        use crate::http_error::{ApiError, HttpError, Reason, Unreadable};
        cfg.app_data(self.config.clone())
            .app_data(self.sessions.clone())
            .app_data(self.facts.clone())
            .app_data(self.limits.clone())
            .app_data(
                actix_web::web::FormConfig::default()
                    .limit(MAX_BODY)
                    .error_handler(|error, _| {
                        let error = match error {
                            actix_web::error::UrlencodedError::Overflow { .. } => {
                                HttpError::PayloadTooLarge
                            }
                            other => HttpError::BadRequest(Reason::FormUnreadable {
                                detail: other.to_string(),
                            }),
                        };
                        error.into()
                    }),
            )
            .app_data(
                actix_web::web::JsonConfig::default()
                    .limit(MAX_BODY)
                    .error_handler(|error, _| {
                        let error = match error {
                            actix_web::error::JsonPayloadError::Overflow { .. }
                            | actix_web::error::JsonPayloadError::OverflowKnownLength { .. } => {
                                HttpError::PayloadTooLarge
                            }
                            actix_web::error::JsonPayloadError::ContentType => {
                                HttpError::BadRequest(Reason::NotJson)
                            }
                            actix_web::error::JsonPayloadError::Deserialize(error) => {
                                HttpError::BadRequest(unreadable(Unreadable::Body, &error))
                            }
                            other => HttpError::BadRequest(unreadable(Unreadable::Body, &other)),
                        };
                        ApiError(error).into()
                    }),
            )
            .app_data(actix_web::web::PayloadConfig::default().limit(MAX_BODY))
            // A path part that is not what the route wants (a player index of 300) names
            // nothing here.
            .app_data(
                actix_web::web::PathConfig::default()
                    .error_handler(|_, _| HttpError::NotFound(Reason::NoSuchPage).into()),
            )
            .app_data(
                actix_web::web::QueryConfig::default()
                    .error_handler(|_, _| HttpError::BadRequest(Reason::QueryNotUnderstood).into()),
            );
    }
}

/// The language a visitor's browser asks for (`Accept-Language`; English when it asks for none
/// durbar speaks).
pub fn accept_language(req: &actix_web::HttpRequest) -> durbar_templates::Lang {
    req.headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map_or(
            durbar_templates::Lang::En,
            durbar_templates::Lang::negotiate,
        )
}
