//! The HTTP routes, one module per page or resource, and the one route table ([`ROUTES`],
//! registered by [`configure`]): a path asked with a method it does not serve is answered 405
//! with `Allow`, an unknown path 404 (both in JSON under `/api/`).

use std::sync::LazyLock;

use actix_web::dev::ResourceDef;
use actix_web::{guard, web, HttpRequest, HttpResponse};

use crate::http_error::{ApiError, HttpError, Reason};

pub mod api_v1;
pub mod assets;
pub mod bot_form;
pub mod citadels;
pub mod games;
pub mod health;
pub mod home;
pub mod links;
pub mod live;
pub mod log;
pub mod outbox;
pub mod own_mail;
pub mod play;
pub mod record;
pub mod replay;
pub mod result;
pub mod rules;
pub mod unsubscribe;
pub mod verify;
pub mod watch;

/// One entry of the route table: a method and a path pattern (actix syntax, `{game}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    /// `GET`, `POST` or `DELETE`.
    pub method: &'static str,
    /// The path pattern.
    pub path: &'static str,
}

/// The route table: [`ROUTES`] and the function registering its handlers, from one list.
macro_rules! route_table {
    ($($method:ident $path:literal => $handler:path,)*) => {
        /// Every route of the service, in the order they are tried.
        pub const ROUTES: &[Route] = &[$(Route { method: stringify!($method), path: $path }),*];

        fn register(cfg: &mut web::ServiceConfig) {
            $(cfg.service(
                web::resource($path)
                    .guard(route_table!(@guard $method))
                    .to($handler),
            );)*
        }
    };
    (@guard GET) => { guard::Get() };
    (@guard POST) => { guard::Post() };
    (@guard DELETE) => { guard::Delete() };
}

// The playing routes first (a game page or a move is what is asked for most), `/games/new`
// before `/games/{game}`.
route_table! {
    GET "/games/new" => games::new_game,
    GET "/games/{game}" => games::game_page,
    POST "/games/{game}/disc" => play::set_disc,
    POST "/games/{game}/act" => play::act,
    POST "/games/{game}/citadels/move" => citadels::play_move,
    POST "/games/{game}/citadels/undo" => citadels::undo,
    GET "/static/join.js" => assets::join_js,
    GET "/static/play.css" => assets::play_css,
    GET "/static/live.js" => assets::live_js,
    GET "/static/sign.js" => assets::sign_js,
    GET "/static/board.js" => assets::board_js,
    GET "/games/{game}/live" => live::live,
    GET "/p/{token}" => links::follow_link,
    POST "/games" => games::create_game,
    GET "/games/{game}/invited" => games::invited,
    POST "/games/{game}/join" => games::join,
    POST "/games/{game}/turn/step" => play::turn_step,
    POST "/games/{game}/turn/undo" => play::turn_undo,
    POST "/games/{game}/turn/finish" => play::turn_finish,
    POST "/games/{game}/to-sign" => play::to_sign,
    POST "/games/{game}/open" => play::open_disc,
    POST "/games/{game}/bid" => play::seal_bid,
    POST "/games/{game}/open-bid" => play::open_bid,
    GET "/static/seal.js" => assets::seal_js,
    POST "/games/{game}/keys" => play::register_key,
    POST "/games/{game}/players/{player}/resend" => links::resend_link,
    POST "/games/{game}/resend-mine" => links::resend_own_link,
    POST "/games/{game}/players/{player}/revoke" => links::revoke_link,
    GET "/games/{game}/mail" => own_mail::own_mail,
    GET "/api/v1/games/{game}" => api_v1::game_state,
    GET "/api/v1/games/{game}/legal-moves" => api_v1::legal_moves,
    POST "/api/v1/games/{game}/join" => api_v1::join,
    POST "/api/v1/games/{game}/keys" => api_v1::register_key,
    POST "/api/v1/games/{game}/commands" => api_v1::command,
    POST "/api/v1/games/{game}/disc" => api_v1::disc,
    POST "/api/v1/games/{game}/draft/steps" => api_v1::draft_step,
    DELETE "/api/v1/games/{game}/draft/steps/last" => api_v1::draft_undo,
    POST "/api/v1/games/{game}/draft/finish" => api_v1::draft_finish,
    GET "/" => home::home,
    GET "/healthz" => health::healthz,
    GET "/outbox" => outbox::outbox,
    GET "/games/{game}/watch" => watch::watch,
    GET "/games/{game}/log" => log::log,
    GET "/games/{game}/replay" => replay::replay,
    GET "/games/{game}/result" => result::result,
    GET "/games/{game}/export.json" => verify::export,
    POST "/games/{game}/verify" => verify::verify,
    GET "/rules" => rules::rules,
    GET "/rules/citadels" => rules::citadels_rules,
    GET "/unsubscribe/{token}" => unsubscribe::unsubscribe_form,
    POST "/unsubscribe/{token}" => unsubscribe::unsubscribe,
    POST "/games/{game}/mail-settings" => unsubscribe::mail_settings,
}

/// Registers every route of [`ROUTES`], then the answer for everything else ([`unrouted`]).
pub fn configure(cfg: &mut web::ServiceConfig) {
    register(cfg);
    cfg.default_service(web::to(unrouted));
}

/// The route table's patterns, compiled once.
static PATTERNS: LazyLock<Vec<(ResourceDef, &'static str)>> = LazyLock::new(|| {
    ROUTES
        .iter()
        .map(|route| (ResourceDef::new(route.path), route.method))
        .collect()
});

/// The methods the route table serves at `path`, in the order of `Allow` (`HEAD` with `GET`:
/// HEAD is answered like GET); empty for a path it does not know.
pub fn allowed_methods(path: &str) -> Vec<&'static str> {
    let mut allowed: Vec<&'static str> = Vec::new();
    for (pattern, method) in PATTERNS.iter() {
        if pattern.is_match(path) && !allowed.contains(method) {
            allowed.push(method);
            if *method == "GET" {
                allowed.push("HEAD");
            }
        }
    }
    allowed
}

/// The answer to a request no route took: 405 with `Allow` for a known path asked with another
/// method, else 404; as JSON under `/api/`, else as a page (an error, for
/// [`crate::http_error::in_reader_language`] to say it in the reader's language).
async fn unrouted(req: HttpRequest) -> Result<HttpResponse, actix_web::Error> {
    let allowed = allowed_methods(req.path());
    let error = if allowed.is_empty() {
        HttpError::NotFound(if is_api(&req) {
            Reason::NoSuchEndpoint
        } else {
            Reason::NoSuchPage
        })
    } else {
        HttpError::MethodNotAllowed(allowed.join(", "))
    };
    Err(if is_api(&req) {
        ApiError(error).into()
    } else {
        error.into()
    })
}

fn is_api(req: &HttpRequest) -> bool {
    req.path() == "/api" || req.path().starts_with("/api/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_path_allows_the_methods_of_its_routes() {
        assert_eq!(
            allowed_methods("/api/v1/games/00112233445566778899aabbccddeeff"),
            ["GET", "HEAD"]
        );
        assert_eq!(allowed_methods("/games/new"), ["GET", "HEAD"]);
        assert_eq!(allowed_methods("/unsubscribe/abc"), ["GET", "HEAD", "POST"]);
        assert_eq!(
            allowed_methods("/api/v1/games/x/draft/steps/last"),
            ["DELETE"]
        );
        assert!(allowed_methods("/api/v2/games").is_empty());
    }

    #[test]
    fn every_route_is_listed_once() {
        for (i, route) in ROUTES.iter().enumerate() {
            assert!(
                !ROUTES[..i].contains(route),
                "{} {} is listed twice",
                route.method,
                route.path
            );
        }
    }
}
