//! The forms of the game page: a command played at once (character choice, starting house, a new
//! character after losing one), the disc, and the turn builder (add a step, undo, finish). Each
//! passes the POST guards; a refused step shows the game page again with the engine's sentence
//! next to the form.

use actix_web::{post, web, HttpRequest, HttpResponse};

use super::games::{game_id, guarded, respond, Guarded};
use crate::http_error::HttpError;
use crate::store::Store;
use crate::web::actions::{self, Actor};
use crate::web::game_page::PageContext;
use crate::web::guard::{self, FormData, Outcome};
use crate::web::{GameFacts, PostLimits, WebConfig};

/// The shared pieces of a form handler.
struct Ctx<'a> {
    store: &'a Store,
    facts: &'a GameFacts,
    config: &'a WebConfig,
}

impl Ctx<'_> {
    fn page(&self) -> PageContext<'_> {
        PageContext {
            store: self.store,
            facts: self.facts,
            config: self.config,
        }
    }
}

/// Runs `work` once per idempotency key for a game form, then answers (303 to the game page, or
/// the page with the refusal next to `form_name`).
async fn run_form<F, Fut>(
    req: &HttpRequest,
    ctx: &Ctx<'_>,
    limits: &PostLimits,
    game: &str,
    form: &FormData,
    form_name: &str,
    work: F,
) -> Result<HttpResponse, HttpError>
where
    F: FnOnce(Actor, durbar_domain::GameId) -> Fut,
    Fut: std::future::Future<Output = Result<(), HttpError>>,
{
    let game = game_id(game)?;
    let Guarded { access, key } = guarded(req, ctx.store, limits, ctx.config, game, form).await?;
    let back = format!("/games/{game}");
    let actor = Actor {
        player_index: access.player_index,
        seat: access.seat,
    };
    let result = guard::once(
        ctx.store,
        &key,
        Some(game),
        Some(access.player_index),
        Outcome::Redirect(back.clone()),
        || async {
            work(actor, game).await?;
            Ok(Outcome::Redirect(back.clone()))
        },
    )
    .await;
    respond(&ctx.page(), game, &access, form_name, result).await
}

/// The version of the game the form was made on, if it says.
fn seen(form: &FormData) -> Option<u64> {
    form.get("seen").and_then(|s| s.parse().ok())
}

/// Plays a setup command or a replacement at once.
#[post("/games/{game}/act")]
#[allow(clippy::too_many_arguments)]
pub async fn act(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<Vec<(String, String)>>,
    store: web::Data<Store>,
    facts: web::Data<GameFacts>,
    limits: web::Data<PostLimits>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let form = FormData::from(form);
    let store: &Store = &store;
    let ctx = Ctx {
        store,
        facts: &facts,
        config: &config,
    };
    let form_name = match form.get("type") {
        Some("choose_character") => "character",
        Some("place_house") => "house",
        Some("replace_character") => "replace",
        _ => "other",
    };
    let parsed = actions::command_from_fields(&form.0);
    let seen = seen(&form);
    run_form(
        &req,
        &ctx,
        &limits,
        &path,
        &form,
        form_name,
        |actor, game| async move {
            let command = parsed?;
            actions::play_now(store, game, actor, command, seen).await?;
            Ok(())
        },
    )
    .await
}

/// Sets or changes the disc (the server draws the nonce; the opening goes to escrow).
#[post("/games/{game}/disc")]
pub async fn set_disc(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<Vec<(String, String)>>,
    store: web::Data<Store>,
    facts: web::Data<GameFacts>,
    limits: web::Data<PostLimits>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let form = FormData::from(form);
    let store: &Store = &store;
    let ctx = Ctx {
        store,
        facts: &facts,
        config: &config,
    };
    let a = form.get("a").map(actions::action_from);
    let b = form.get("b").map(actions::action_from);
    let seen = seen(&form);
    run_form(
        &req,
        &ctx,
        &limits,
        &path,
        &form,
        "disc",
        |actor, game| async move {
            let (Some(a), Some(b)) = (a, b) else {
                return Err(HttpError::BadRequest(
                    "Choose an action for each arrow of the disc.".into(),
                ));
            };
            actions::set_disc(store, game, actor, [a?, b?], seen).await?;
            Ok(())
        },
    )
    .await
}

/// Adds a step to the turn being built.
#[post("/games/{game}/turn/step")]
pub async fn turn_step(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<Vec<(String, String)>>,
    store: web::Data<Store>,
    facts: web::Data<GameFacts>,
    limits: web::Data<PostLimits>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let form = FormData::from(form);
    let store: &Store = &store;
    let ctx = Ctx {
        store,
        facts: &facts,
        config: &config,
    };
    let parsed = actions::command_from_fields(&form.0);
    run_form(
        &req,
        &ctx,
        &limits,
        &path,
        &form,
        "step",
        |actor, game| async move { actions::add_step(store, game, actor, parsed?).await },
    )
    .await
}

/// Takes back the last step of the turn being built.
#[post("/games/{game}/turn/undo")]
pub async fn turn_undo(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<Vec<(String, String)>>,
    store: web::Data<Store>,
    facts: web::Data<GameFacts>,
    limits: web::Data<PostLimits>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let form = FormData::from(form);
    let store: &Store = &store;
    let ctx = Ctx {
        store,
        facts: &facts,
        config: &config,
    };
    run_form(
        &req,
        &ctx,
        &limits,
        &path,
        &form,
        "step",
        |actor, game| async move { actions::undo(store, game, actor).await },
    )
    .await
}

/// Finishes the turn: its steps and the end of the turn, played at once.
#[post("/games/{game}/turn/finish")]
pub async fn turn_finish(
    req: HttpRequest,
    path: web::Path<String>,
    form: web::Form<Vec<(String, String)>>,
    store: web::Data<Store>,
    facts: web::Data<GameFacts>,
    limits: web::Data<PostLimits>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let form = FormData::from(form);
    let store: &Store = &store;
    let ctx = Ctx {
        store,
        facts: &facts,
        config: &config,
    };
    run_form(
        &req,
        &ctx,
        &limits,
        &path,
        &form,
        "finish",
        |actor, game| async move {
            actions::finish(store, game, actor).await?;
            Ok(())
        },
    )
    .await
}
