//! The forms of the game page: a command played at once (character choice, starting house, a new
//! character after losing one), the disc, and the turn builder (add a step, undo, finish). Each
//! passes the POST guards; a refused step shows the game page again with the engine's sentence
//! next to the form.

use std::future::Future;

use actix_web::HttpResponse;
use durbar_domain::GameId;

use super::games::respond;
use crate::http_error::HttpError;
use crate::store::{MoveKey, Once};
use crate::web::actions::{self, Actor, Sealed};
use crate::web::draft;
use crate::web::game_page::PageContext;
use crate::web::guard::{self, FormData, Outcome};
use crate::web::inputs::{self, DiscForm};
use crate::web::post::{GameForm, Guarded};
use crate::web::PlayerAccess;
use durbar_templates::play::Done;

impl GameForm {
    /// Runs `work` once per idempotency key for this game form (the key claimed before, the
    /// answer stored after), then answers (303 to the game page, or the page with the refusal
    /// next to `form_name`).
    pub(crate) async fn run<F, Fut>(
        &self,
        form_name: &str,
        work: F,
    ) -> Result<HttpResponse, HttpError>
    where
        F: FnOnce(Actor, GameId) -> Fut,
        Fut: Future<Output = Result<(), HttpError>>,
    {
        self.run_to(form_name, "", work).await
    }

    /// [`GameForm::run`], answering with a redirect to the game page followed by `suffix` (a
    /// query such as [`Done::query`], an anchor `#…`, both, or "").
    pub(crate) async fn run_to<F, Fut>(
        &self,
        form_name: &str,
        suffix: &str,
        work: F,
    ) -> Result<HttpResponse, HttpError>
    where
        F: FnOnce(Actor, GameId) -> Fut,
        Fut: Future<Output = Result<(), HttpError>>,
    {
        let (game, Guarded { access, key }) = self.guarded().await?;
        let back = Outcome::Redirect(format!("/games/{game}{suffix}"));
        let result = guard::once(
            self.store(),
            &key,
            Some(game),
            Some(access.player_index),
            back.clone(),
            || async {
                work(Actor::of(&access), game).await?;
                Ok(back.clone())
            },
        )
        .await;
        self.respond(game, &access, form_name, result).await
    }

    /// Like [`GameForm::run`] for a form whose work is one move: the key is recorded in the
    /// move's own statement (`work` hands the [`MoveKey`] to the store), one commit in all.
    pub(crate) async fn run_move<F, Fut>(
        &self,
        form_name: &str,
        work: F,
    ) -> Result<HttpResponse, HttpError>
    where
        F: FnOnce(Actor, GameId, MoveKey) -> Fut,
        Fut: Future<Output = Result<Once<()>, HttpError>>,
    {
        self.run_move_to(form_name, "", work).await
    }

    /// [`GameForm::run_move`], answering with a redirect to the game page followed by
    /// `suffix` (a query or an anchor, or "").
    async fn run_move_to<F, Fut>(
        &self,
        form_name: &str,
        suffix: &str,
        work: F,
    ) -> Result<HttpResponse, HttpError>
    where
        F: FnOnce(Actor, GameId, MoveKey) -> Fut,
        Fut: Future<Output = Result<Once<()>, HttpError>>,
    {
        let (game, Guarded { access, key }) = self.guarded().await?;
        let back = Outcome::Redirect(format!("/games/{game}{suffix}"));
        let result = guard::once_move(
            self.store(),
            &key,
            game,
            access.player_index,
            back,
            |move_key| work(Actor::of(&access), game, move_key),
        )
        .await;
        self.respond(game, &access, form_name, result).await
    }

    /// Answers a game form: the outcome (a redirect), or the game page again with the
    /// refusal next to `form_name`.
    pub(crate) async fn respond(
        &self,
        game: GameId,
        access: &PlayerAccess,
        form_name: &str,
        result: Result<Outcome, HttpError>,
    ) -> Result<HttpResponse, HttpError> {
        let page = PageContext {
            store: self.store(),
            facts: &self.facts,
            config: &self.config,
            lang: crate::web::PageLang::of(&self.req),
        };
        respond(&page, game, access, form_name, result).await
    }
}

/// The version of the game the form was made on, if it says.
fn seen(form: &FormData) -> Option<u64> {
    inputs::seen(form)
}

/// The signatures and nonce the page's script added to a form (absent without JavaScript).
fn signed(form: &FormData) -> Result<actions::Signed, HttpError> {
    actions::Signed::parse(form.get("signatures"), form.get("nonce"))
}

/// `POST /games/{game}/to-sign`: what the page's script signs before it submits the game form
/// named in the field `form` with the same fields (nothing is played): `{"messages": [hex…]}`.
pub async fn to_sign(post: GameForm) -> Result<HttpResponse, HttpError> {
    let (game, Guarded { access, .. }) = post.guarded().await?;
    let form = post.form.get("form").unwrap_or_default();
    let messages =
        actions::to_sign_form(post.store(), game, Actor::of(&access), form, &post.form.0).await?;
    let messages: Vec<String> = messages.iter().map(|m| hex::encode(&m.message)).collect();
    Ok(HttpResponse::Ok()
        .insert_header(actix_web::http::header::CacheControl(vec![
            actix_web::http::header::CacheDirective::NoStore,
        ]))
        .json(serde_json::json!({ "messages": messages })))
}

/// Registers the key of another device of the signed-in player (the device that followed a
/// fresh personal link); the game page then names every key of the seat.
pub async fn register_key(post: GameForm) -> Result<HttpResponse, HttpError> {
    let key = post.form.get("key").unwrap_or_default().to_string();
    let store = post.store();
    post.run_to("key", "#keys", |actor, game| async move {
        actions::register_key(store, game, actor, &key).await?;
        Ok(())
    })
    .await
}

/// Plays a setup command or a replacement at once.
pub async fn act(post: GameForm) -> Result<HttpResponse, HttpError> {
    let form_name = match post.form.get("type") {
        Some("choose_character") => "character",
        Some("place_house") => "house",
        Some("replace_character") => "replace",
        _ => "other",
    };
    let parsed = actions::command_from_fields(&post.form.0);
    let signed = signed(&post.form);
    let seen = seen(&post.form);
    let store = post.store();
    post.run_move(form_name, |actor, game, key| async move {
        let command = parsed?;
        Ok(
            actions::play_now(store, game, actor, command, &signed?, seen, Some(key))
                .await?
                .map(drop),
        )
    })
    .await
}

/// Sets or changes the disc (the server draws the nonce; the opening goes to escrow), or,
/// sealed in the browser, takes the commitment alone (the `commitment` field).
pub async fn set_disc(post: GameForm) -> Result<HttpResponse, HttpError> {
    if let Some(commitment) = post.form.get("commitment").map(str::to_owned) {
        let signed = signed(&post.form);
        let seen = seen(&post.form);
        let store = post.store();
        return post
            .run_move("disc", |actor, game, key| async move {
                Ok(actions::seal(
                    store,
                    game,
                    actor,
                    Sealed::Disc,
                    &commitment,
                    &signed?,
                    seen,
                    Some(key),
                )
                .await?
                .map(drop))
            })
            .await;
    }
    let disc = DiscForm::parse(&post.form);
    let signed = signed(&post.form);
    let store = post.store();
    post.run_move("disc", |actor, game, key| async move {
        let disc = disc?;
        Ok(actions::set_disc(
            store,
            game,
            actor,
            disc.arrows(),
            &signed?,
            disc.seen,
            Some(key),
        )
        .await?
        .map(drop))
    })
    .await
}

/// Opens the disc the player's device sealed (sealed in the browser): the form's `code` is the
/// carry code the page filled in from this browser's store, or the player pasted.
pub async fn open_disc(post: GameForm) -> Result<HttpResponse, HttpError> {
    let code = post.form.get("code").unwrap_or_default().to_owned();
    let signed = signed(&post.form);
    let seen = seen(&post.form);
    let store = post.store();
    post.run_move("open", |actor, game, key| async move {
        Ok(
            actions::open_disc(store, game, actor, &code, &signed?, seen, Some(key))
                .await?
                .map(drop),
        )
    })
    .await
}

/// Seals (or changes) a sealed bid by the commitment the player's device made (sealed in the
/// browser, R27): the `commitment` field alone; the amount never leaves the page.
pub async fn seal_bid(post: GameForm) -> Result<HttpResponse, HttpError> {
    let commitment = post.form.get("commitment").unwrap_or_default().to_owned();
    let signed = signed(&post.form);
    let seen = seen(&post.form);
    let store = post.store();
    post.run_move("bid", |actor, game, key| async move {
        Ok(actions::seal(
            store,
            game,
            actor,
            Sealed::Bid,
            &commitment,
            &signed?,
            seen,
            Some(key),
        )
        .await?
        .map(drop))
    })
    .await
}

/// Opens the sealed bid the player's device sealed, once every bid is in (R27): the form's
/// `code` is the carry code the page filled in from this browser's store, or the player pasted.
pub async fn open_bid(post: GameForm) -> Result<HttpResponse, HttpError> {
    let code = post.form.get("code").unwrap_or_default().to_owned();
    let signed = signed(&post.form);
    let seen = seen(&post.form);
    let store = post.store();
    post.run_move("open-bid", |actor, game, key| async move {
        Ok(
            actions::open_bid(store, game, actor, &code, &signed?, seen, Some(key))
                .await?
                .map(drop),
        )
    })
    .await
}

/// Adds a step to the turn being built.
pub async fn turn_step(post: GameForm) -> Result<HttpResponse, HttpError> {
    let parsed = actions::command_from_fields(&post.form.0);
    let shown = post.form.get(draft::SHOWN_FIELD);
    let signed = signed(&post.form);
    let store = post.store();
    post.run("step", |actor, game| async move {
        actions::add_step(store, game, actor, parsed?, &signed?, shown).await
    })
    .await
}

/// Takes back the last step of the turn being built.
pub async fn turn_undo(post: GameForm) -> Result<HttpResponse, HttpError> {
    let shown = post.form.get(draft::SHOWN_FIELD);
    let store = post.store();
    post.run("step", |actor, game| async move {
        actions::undo(store, game, actor, shown).await
    })
    .await
}

/// Finishes the turn: its steps and the end of the turn, played at once.
pub async fn turn_finish(post: GameForm) -> Result<HttpResponse, HttpError> {
    let shown = post.form.get(draft::SHOWN_FIELD);
    let agreed = post.form.get("forfeit") == Some("yes");
    let signed = signed(&post.form);
    let store = post.store();
    let lang = crate::web::PageLang::of(&post.req);
    post.run_move_to(
        "finish",
        &Done::TurnFinished.query(),
        |actor, game, key| async move {
            let forfeit = if agreed {
                actions::Forfeit::Agreed
            } else {
                let own = crate::turn_mail::player_lang(store, game, actor.player_index).await?;
                actions::Forfeit::NotAgreed(durbar_templates::Words::new(lang.player(own)))
            };
            Ok(
                actions::finish(store, game, actor, &signed?, Some(key), shown, forfeit)
                    .await?
                    .map(drop),
            )
        },
    )
    .await
}
