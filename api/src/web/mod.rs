//! What the browser pages and the JSON API share: who is looking ([`access`]), the guards every
//! POST passes ([`guard`], [`rate_limit`]), the game page ([`game_page`]) and turn drafts
//! ([`draft`]), the invitation mail ([`invitation`]) and the request span that keeps personal
//! links out of the logs ([`root_span`]).

pub mod access;
pub mod actions;
pub mod draft;
pub mod facts;
pub mod game_page;
pub mod guard;
pub mod invitation;
pub mod page_cache;
pub mod rate_limit;
pub mod root_span;

use std::time::Duration;

pub use access::{viewer_of, PlayerAccess, SessionCache, SESSION_COOKIE};
pub use facts::GameFacts;
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
            base_url,
        }
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

    /// Registers the state, the body limits and the routes of playing in the browser and the
    /// JSON API (the `Store` is registered by the caller).
    pub fn configure(&self, cfg: &mut actix_web::web::ServiceConfig) {
        use crate::http_error::{ApiError, HttpError};
        use crate::routes::{api_v1, assets, games, links, play};
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
                            other => HttpError::BadRequest(format!(
                                "The form could not be read: {other}."
                            )),
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
                            other => HttpError::BadRequest(format!(
                                "The request body could not be read: {other}."
                            )),
                        };
                        ApiError(error).into()
                    }),
            )
            .app_data(actix_web::web::PayloadConfig::default().limit(MAX_BODY))
            // `/games/new` before `/games/{game}`; then what is asked for most.
            .service(games::new_game)
            .service(games::game_page)
            .service(play::set_disc)
            .service(play::act)
            .service(assets::join_js)
            .service(assets::play_css)
            .service(links::follow_link)
            .service(games::create_game)
            .service(games::invited)
            .service(games::join)
            .service(play::turn_step)
            .service(play::turn_undo)
            .service(play::turn_finish)
            .service(links::resend_link)
            .service(links::revoke_link)
            .service(api_v1::game_state)
            .service(api_v1::legal_moves)
            .service(api_v1::join)
            .service(api_v1::command)
            .service(api_v1::disc)
            .service(api_v1::draft_step)
            .service(api_v1::draft_undo)
            .service(api_v1::draft_finish)
            .route(
                "/api/{tail:.*}",
                actix_web::web::route().to(api_v1::not_found),
            );
    }
}
