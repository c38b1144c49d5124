//! Personal links: `GET /p/{token}` signs the browser in to the player's game and sends it to a
//! URL without the token; the host re-sends (a fresh link by mail) or revokes (every link sent so
//! far, and every session) a player's link. Links are signed, not stored (`store::LinkKey`).

use actix_web::{web, HttpRequest, HttpResponse};
use durbar_domain::citadels::Citadels;
use durbar_domain::{GameId, GameKind};
use durbar_templates::play::citadels::character_name;

use crate::http_error::{HttpError, Reason};
use crate::store::{GameRecord, Store};
use crate::turn_mail::{citadels_invitation, InvitationInput, MailContext};
use crate::web::actions::Actor;
use crate::web::guard::{self, see_other};
use crate::web::invitation::InvitationMail;
use crate::web::post::GameForm;
use crate::web::{SessionCache, WebConfig, SESSION_COOKIE, SESSION_LIFETIME};
use durbar_templates::play::Done;

/// Follows a personal link: a new session signed in as that player, 303 to the game page.
/// A GET changes no game state (mail scanners fetch links); it only makes a session.
pub async fn follow_link(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
    sessions: web::Data<SessionCache>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let token = path.into_inner();
    let owner = store.link_owner(&token.to_ascii_lowercase()).await?;
    let owner = match owner {
        Ok(owner) => owner,
        Err(refused) => return Err(HttpError::NotFound(Reason::Link(refused))),
    };
    let previous = req
        .cookie(SESSION_COOKIE)
        .map(|c| c.value().to_owned())
        .filter(|v| crate::web::access::is_session_id(v));
    // A browser already signed in as this player keeps its session: following the link again
    // (or a mail scanner fetching it with the cookie) writes nothing.
    let already = match &previous {
        Some(previous) => store
            .session(previous, owner.game)
            .await?
            .is_some_and(|s| s.player_index == owner.player_index),
        None => false,
    };
    let session_id = match previous {
        Some(previous) if already => previous,
        previous => {
            let (session_id, _) = store
                .sign_in(
                    previous.as_deref(),
                    owner.game,
                    owner.player_index,
                    SESSION_LIFETIME,
                )
                .await?;
            if let Some(previous) = &previous {
                sessions.forget_session(previous, owner.game);
            }
            tracing::info!(game = %owner.game, player = owner.player_index, "signed in by personal link");
            session_id
        }
    };
    let mut response = see_other(&format!("/games/{}", owner.game));
    response
        .add_cookie(&guard::session_cookie(&session_id, &config))
        .map_err(|e| HttpError::Internal(e.into()))?;
    Ok(response)
}

/// The player index in the path (`{player}`); an unreadable one is "no such player".
fn player_in_path(post: &GameForm) -> Result<u8, HttpError> {
    post.req
        .match_info()
        .get("player")
        .and_then(|p| p.parse().ok())
        .ok_or_else(|| HttpError::NotFound(Reason::NoSuchPlayer))
}

/// The host mints a fresh link for a player and mails it (an invitation marked as re-sent).
pub async fn resend_link(post: GameForm) -> Result<HttpResponse, HttpError> {
    let player = player_in_path(&post)?;
    let store = post.store();
    let config = &post.config;
    post.run_to(
        "links",
        &Done::LinkResent.query(),
        |actor, game| async move {
            host_only(actor)?;
            resend(store, config, game, player).await
        },
    )
    .await
}

/// `POST /games/{game}/resend-mine`: a player mints a fresh link of their own, mailed to their
/// own address (to open the game on another device); their other links keep working.
pub async fn resend_own_link(post: GameForm) -> Result<HttpResponse, HttpError> {
    let store = post.store();
    let config = &post.config;
    post.run_to(
        "links",
        &format!("{}#links", Done::OwnLinkResent.query()),
        |actor, game| async move { resend(store, config, game, actor.player_index).await },
    )
    .await
}

/// Mints a fresh link for `player` and mails it (an invitation marked as re-sent).
async fn resend(
    store: &Store,
    config: &WebConfig,
    game: GameId,
    player: u8,
) -> Result<(), HttpError> {
    let players = store.players(game).await?;
    let target = players
        .iter()
        .find(|p| p.player_index == player)
        .ok_or_else(|| HttpError::NotFound(Reason::NoSuchPlayer))?;
    // A bot's seat (#14) has no address and no link to send.
    if target.bot.is_some() {
        return Err(HttpError::NotFound(Reason::NoSuchPlayer));
    }
    let record = store.game_record(game).await?;
    // The player's own language (the game's, until they chose one).
    let lang = crate::turn_mail::player_lang(store, game, player).await?;
    if store.kind(game).await? == GameKind::Citadels {
        let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
        let email = target.email.clone();
        let to = Resent {
            player,
            email: &email,
            lang,
        };
        return resend_citadels(store, config, game, &record, &names, to).await;
    }
    let loaded = store.load(game).await?;
    let info = loaded
        .game
        .info()
        .ok_or_else(|| HttpError::NotFound(Reason::NoSuchGame))?;
    let names = info.player_names.clone();
    let joined = loaded
        .game
        .contributions()
        .get(usize::from(player))
        .is_some_and(Option::is_some);
    let options = info.options;
    let email = target.email.clone();
    let anchor = store.thread_anchor(game, player, &email).await?;
    store
        .mint_link_with_mail(game, player, |token| {
            InvitationMail {
                config,
                game,
                title: &record.title,
                names: &names,
                options: &options,
                deadlines: &record.deadlines,
                player_index: player,
                email: &email,
                token,
                head: (loaded.seq, loaded.head),
                thread_anchor: anchor.as_ref(),
                joined,
                lang,
            }
            .render()
        })
        .await?;
    tracing::info!(game = %game, player, "personal link re-sent");
    Ok(())
}

/// Whom a link is re-sent to: the player, their address and their mail's language.
struct Resent<'a> {
    player: u8,
    email: &'a str,
    lang: durbar_templates::Lang,
}

/// The host's re-sent link of a Citadels game: its invitation again (to join, or a new link to a
/// player who has joined; its set named by the characters in play), threaded under the player's
/// first mail.
async fn resend_citadels(
    store: &Store,
    config: &WebConfig,
    game: GameId,
    record: &GameRecord,
    names: &[String],
    to: Resent<'_>,
) -> Result<(), HttpError> {
    let Resent {
        player,
        email,
        lang,
    } = to;
    let w = durbar_templates::Words::new(lang);
    let loaded = store.load_as::<Citadels>(game).await?;
    let joined = store
        .joined(game)
        .await?
        .get(usize::from(player))
        .copied()
        .unwrap_or(false);
    let characters: Vec<String> = store
        .citadels_options(game)
        .await?
        .characters
        .iter()
        .map(|c| character_name(w, *c))
        .collect();
    let set = w
        .m("invite-set-characters")
        .s("characters", characters.join(", "))
        .to_string();
    let anchor = store.thread_anchor(game, player, email).await?;
    let cx = MailContext {
        base_url: config.base_url.clone(),
        domain: config.mail_domain.clone(),
    };
    let no_options = durbar_domain::maharaja::GameOptions::default();
    store
        .mint_link_with_mail(game, player, |token| {
            citadels_invitation(
                &cx,
                &InvitationInput {
                    game,
                    title: &record.title,
                    names,
                    options: &no_options,
                    deadlines: &record.deadlines,
                    player_index: player,
                    email,
                    token,
                    head: (loaded.seq, loaded.head),
                    thread_anchor: anchor.as_ref(),
                    joined,
                    lang,
                },
                &set,
            )
        })
        .await?;
    tracing::info!(game = %game, player, "personal link re-sent");
    Ok(())
}

/// The host revokes every link and session of a player (not of a bot's seat: 404).
pub async fn revoke_link(
    post: GameForm,
    sessions: web::Data<SessionCache>,
) -> Result<HttpResponse, HttpError> {
    let player = player_in_path(&post)?;
    let store = post.store();
    post.run_to(
        "links",
        &Done::LinksRevoked.query(),
        |actor, game| async move {
            host_only(actor)?;
            // A bot's seat (#14) has no link to revoke: no such player, as for a re-send.
            if !store.revoke_links(game, player).await? {
                return Err(HttpError::NotFound(Reason::NoSuchPlayer));
            }
            store.players_changed(game);
            sessions.forget_player(game, player);
            tracing::info!(game = %game, player, "personal links revoked");
            Ok(())
        },
    )
    .await
}

fn host_only(actor: Actor) -> Result<(), HttpError> {
    if actor.player_index == 0 {
        Ok(())
    } else {
        Err(HttpError::Forbidden(Reason::OnlyHost))
    }
}
