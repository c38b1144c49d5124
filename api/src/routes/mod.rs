//! The HTTP routes, one module per page or resource, and the one route table ([`configure`]).

pub mod api_v1;
pub mod assets;
pub mod games;
pub mod health;
pub mod home;
pub mod links;
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

/// Registers every route of the service, in the order they are tried: the playing routes first
/// (a game page or a move is what is asked for most), `/games/new` before `/games/{game}`.
pub fn configure(cfg: &mut actix_web::web::ServiceConfig) {
    cfg.service(games::new_game)
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
        .service(own_mail::own_mail)
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
        )
        .service(home::home)
        .service(health::healthz)
        .service(outbox::outbox)
        .service(watch::watch)
        .service(log::log)
        .service(replay::replay)
        .service(result::result)
        .service(verify::export)
        .service(verify::verify)
        .service(rules::rules)
        .service(unsubscribe::unsubscribe_form)
        .service(unsubscribe::unsubscribe)
        .service(unsubscribe::mail_settings);
}
