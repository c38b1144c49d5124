//! Games in the browser: the new-game form and its POST (the game is created and every player's
//! invitation goes to the outbox in one transaction), the page after it, the game page of a
//! signed-in player, and joining.

use std::collections::BTreeMap;
use std::sync::Arc;

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};
use durbar_domain::maharaja::{Board, GameOptions, Maharaja, Trust};
use durbar_domain::{GameId, GameKind, Rules};
use durbar_templates::catalogue::settings::choice_values;
use durbar_templates::play::trust;
use durbar_templates::play::{
    ChoiceField, FormError, InvitedPage, MessagePage, NewGamePage, NewGameValues, OptionField,
    PlayerField,
};
use durbar_templates::{InLang, Lang, Template, Words};
use serde::Deserialize;
use serde_json::{Map, Value};

use super::bot_form::{self, BotLimits};
use crate::http_error::{HttpError, Reason};
use crate::store::{Deadlines, NewBot, NewGame, NewPlayer, NoShow, Store, StoreError};
use crate::web::actions;
use crate::web::game_page::{player_page, Extras, PageContext};
use crate::web::guard::{self, FormData, Outcome};
use crate::web::inputs::{is_invisible, EmailAddress, PlayerName};
use crate::web::invitation::InvitationMail;
use crate::web::post::{form_text, request_hash, GameForm, RequestKey};
use crate::web::{viewer_of, GameFacts, PageLang, PlayerAccess, PostLimits, WebConfig};

/// Parses a game id from a path (32 hex digits); anything else is "no such game".
pub fn game_id(text: &str) -> Result<GameId, HttpError> {
    durbar_domain::parse_hex::<16>(text)
        .map(GameId)
        .map_err(|_| HttpError::NotFound(Reason::NoSuchGame))
}

/// The answer to a game form: the outcome (a redirect), or — when the step was refused — the
/// game page again with the sentence next to the form that sent it.
pub async fn respond(
    ctx: &PageContext<'_>,
    game: GameId,
    access: &PlayerAccess,
    form: &str,
    result: Result<Outcome, HttpError>,
) -> Result<HttpResponse, HttpError> {
    match result {
        Ok(outcome) => Ok(outcome.response()),
        Err(
            error @ (HttpError::Rule(_)
            | HttpError::MovedOn(_)
            | HttpError::GameRule(_)
            | HttpError::GameMovedOn(_)
            | HttpError::Contended
            | HttpError::BadRequest(_)
            | HttpError::Conflict(_)),
        ) => {
            let status = error.status_code();
            let w = crate::web::game_page::player_words(ctx, game, access).await?;
            let sentence = error.named(ctx.store, game).await.sentence(w);
            let extras = Extras {
                error: Some(FormError {
                    form: form.to_owned(),
                    sentence,
                }),
                ..Extras::default()
            };
            player_page(ctx, game, access, extras, status).await
        }
        Err(error) => Err(error),
    }
}

/// The query of the game page: a trip to preview.
#[derive(Debug, Deserialize)]
pub struct GameQuery {
    travel: Option<String>,
    village: Option<String>,
    /// What a form just did (a [`durbar_templates::play::Done`] key), to confirm it.
    done: Option<String>,
}

/// The game page: a signed-in player's page, or a pointer to the spectator view.
pub async fn game_page(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<GameQuery>,
    store: web::Data<Store>,
    facts: web::Data<GameFacts>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let game = game_id(&path)?;
    let Some(access) = viewer_of(&req, &store, game).await? else {
        // Not signed in: is there such a game at all?
        store.kind(game).await?;
        let w = Words::new(PageLang::of(&req).visitor());
        let html = MessagePage {
            w,
            ..MessagePage::new(w.t("not-signed-in-heading"), w.t("not-signed-in-sentence"))
        }
        .with_link(format!("/games/{game}/watch"), w.t("not-signed-in-watch"))
        .render()?;
        return Ok(HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .body(html));
    };
    let ctx = PageContext {
        store: &store,
        facts: &facts,
        config: &config,
        lang: crate::web::PageLang::of(&req),
    };
    let query = query.into_inner();
    let extras = Extras {
        travel: query.travel,
        village: query.village,
        notice: query
            .done
            .as_deref()
            .and_then(durbar_templates::play::Done::parse),
        ..Extras::default()
    };
    player_page(&ctx, game, &access, extras, StatusCode::OK).await
}

/// Joins the game with the player's random contribution (drawn in the browser, or the
/// server-made fallback without JavaScript); the game starts when everyone has joined.
pub async fn join(post: GameForm) -> Result<HttpResponse, HttpError> {
    let contribution = post.form.get("contribution").unwrap_or_default();
    let lang = post
        .form
        .get("lang")
        .and_then(crate::turn_mail::Lang::parse);
    let key = post.form.get("key");
    let store = post.store();
    post.run("join", |actor, game| async move {
        // The language picked at join, stored first: the mail the join sets off (the game's
        // start, when this is the last player) is already in it.
        if let Some(lang) = lang {
            let client = store.pool().get().await.map_err(anyhow::Error::from)?;
            crate::turn_mail::set_player_lang(&client, game, actor.player_index, lang).await?;
            store.players_changed(game);
        }
        actions::join(store, game, actor, contribution, key).await?;
        Ok(())
    })
    .await
}

/// The options of the form, read from `GameOptions` (so new variants appear by themselves):
/// every yes/no field is a checkbox, every other known field a select.
fn option_fields(chosen: &Map<String, Value>) -> (Vec<OptionField>, Vec<ChoiceField>) {
    let defaults = serde_json::to_value(GameOptions::default())
        .ok()
        .and_then(|v| v.as_object().cloned())
        .unwrap_or_default();
    let mut checks = Vec::new();
    let mut choices = Vec::new();
    for (name, default) in &defaults {
        let value = chosen.get(name).unwrap_or(default);
        match value {
            Value::Bool(checked) => checks.push(OptionField {
                name: name.clone(),
                checked: *checked,
            }),
            Value::String(current) if choice_values(Words::default(), name).is_some() => {
                choices.push(ChoiceField {
                    name: name.clone(),
                    chosen: current.clone(),
                });
            }
            _ => {}
        }
    }
    (checks, choices)
}

/// The blank form's choices where they differ from `GameOptions::default()` (the default of
/// `durbar play`): neutral palaces are pre-checked, as the base rules §5 send games of fewer than
/// 5 players to §11.2.4 (with 5 players they place none, R20). The host may untick them.
fn form_defaults() -> Map<String, Value> {
    Map::from_iter([("neutral_palaces".to_owned(), Value::Bool(true))])
}

fn blank_values() -> NewGameValues {
    let (options, choices) = option_fields(&form_defaults());
    let defaults = Deadlines::default();
    NewGameValues {
        game: GameKind::Maharaja.name().into(),
        games: GameKind::ALL
            .iter()
            .map(|kind| kind.name().to_owned())
            .collect(),
        title: "Maharaja".into(),
        host: PlayerField::default(),
        others: vec![PlayerField::default(); 4],
        options,
        choices,
        trust: trust::choices(Trust::OFFERED[0], Lang::En),
        turn_hours: defaults.turn_hours.to_string(),
        reminder_hours: defaults.reminder_hours.to_string(),
        no_show: "wait".into(),
        private: false,
        lang: durbar_templates::Lang::En,
        bots: bot_form::blank(Maharaja::bot_names()),
    }
}

fn new_game_response(
    values: NewGameValues,
    errors: BTreeMap<String, String>,
    config: &WebConfig,
    status: StatusCode,
    lang: Lang,
) -> Result<HttpResponse, HttpError> {
    let csrf = guard::fresh_key();
    let html = NewGamePage::new(values, errors, csrf.clone(), guard::fresh_key())
        .in_lang(lang)
        .render()?;
    let mut response = HttpResponse::build(status)
        .insert_header(CacheControl(vec![CacheDirective::NoStore]))
        .content_type("text/html; charset=utf-8")
        .body(html);
    response
        .add_cookie(&guard::form_cookie(&csrf, config))
        .map_err(|e| HttpError::Internal(e.into()))?;
    Ok(response)
}

/// The query of the new-game form: which game (`?game=citadels`; Maharaja by default).
#[derive(Debug, Deserialize)]
pub struct NewGameQuery {
    game: Option<String>,
}

/// The new-game form (of the game the query names).
pub async fn new_game(
    req: HttpRequest,
    query: web::Query<NewGameQuery>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    // The page in the visitor's language; the game's preset to the one the host's browser asks
    // for.
    let page = PageLang::of(&req).visitor();
    let lang = crate::web::accept_language(&req);
    if query.game.as_deref() == Some(GameKind::Citadels.name()) {
        return super::citadels::new_game_form(&config, page, lang);
    }
    let values = NewGameValues {
        lang,
        ..blank_values()
    };
    new_game_response(values, BTreeMap::new(), &config, StatusCode::OK, page)
}

/// The form's values, the game they ask for (if valid) and what is wrong.
struct Parsed {
    values: NewGameValues,
    errors: BTreeMap<String, String>,
    game: Option<(NewGame, Vec<NewBot>, Deadlines)>,
}

/// What the Maharaja form allows of bots (#14): up to 4, 5 seats in all.
fn bot_limits() -> BotLimits {
    BotLimits {
        kinds: Maharaja::bot_names(),
        most: 4,
        seats: 5,
        count_sentence: "form-error-bots-count",
        seats_sentence: "form-error-players-maharaja",
    }
}

/// The game's language the form asks for (`None`: the field was not sent); a language not
/// offered is an error of `lang`.
pub(crate) fn check_lang(
    form: &FormData,
    w: Words,
    errors: &mut BTreeMap<String, String>,
) -> Option<Lang> {
    let lang = form.get("lang")?;
    let parsed = Lang::parse(lang);
    if parsed.is_none() {
        errors.insert("lang".into(), w.t("form-error-lang"));
    }
    parsed
}

/// The form's values, the game they ask for and what is wrong, in `w`'s words.
fn parse_new_game(form: &FormData, w: Words) -> Parsed {
    let mut errors = BTreeMap::new();
    let mut values = blank_values();
    if let Some(lang) = check_lang(form, w, &mut errors) {
        values.lang = lang;
    }
    if let Some(game) = form.get("game") {
        values.game = game.to_owned();
    }
    // A Citadels form goes to `routes::citadels` before it is parsed here.
    if values.game.parse::<GameKind>().is_err() {
        errors.insert("game".into(), w.t("form-error-game"));
    }
    values.title = form.text("title");
    values.host = PlayerField {
        name: form.text("host_name"),
        email: form.text("host_email"),
        ..PlayerField::default()
    };
    for (i, row) in values.others.iter_mut().enumerate() {
        row.name = form.text(&format!("player_name_{}", i + 1));
        row.email = form.text(&format!("player_email_{}", i + 1));
    }
    let mut chosen = Map::new();
    let defaults = serde_json::to_value(GameOptions::default())
        .ok()
        .and_then(|v| v.as_object().cloned())
        .unwrap_or_default();
    for (name, default) in &defaults {
        let field = form.get(&format!("opt_{name}"));
        match default {
            Value::Bool(_) => {
                chosen.insert(name.clone(), Value::Bool(field == Some("on")));
            }
            Value::String(_) => {
                if let Some(value) = field {
                    chosen.insert(name.clone(), Value::from(value));
                }
            }
            _ => {}
        }
    }
    (values.options, values.choices) = option_fields(&chosen);
    // The trust level: the form always sends one (the strongest is checked when it opens); a
    // post without it (a script) keeps the server level of `GameOptions::default()`.
    let trust = match form.get("opt_trust") {
        None => Trust::default(),
        Some(level) => match Trust::OFFERED.into_iter().find(|t| t.name() == level) {
            Some(trust) => {
                values.trust = trust::choices(trust, w.lang);
                chosen.insert("trust".into(), Value::from(level));
                trust
            }
            None => {
                errors.insert("trust".into(), w.t("form-error-trust"));
                Trust::default()
            }
        },
    };
    values.turn_hours = form.text("turn_hours");
    values.reminder_hours = form.text("reminder_hours");
    values.no_show = form.text("no_show");
    values.private = form.get("private") == Some("on");

    if values.title.is_empty() {
        values.title = "Maharaja".into();
    }
    check_title(&values.title, w, &mut errors);
    let players = check_players(
        &values.host,
        &values.others,
        w.t("form-error-players-maharaja"),
        w,
        &mut errors,
    );
    let bots = bot_form::check(
        form,
        &mut values.bots,
        &bot_limits(),
        (values.lang, trust == Trust::Server),
        &players,
        w,
        &mut errors,
    );
    let deadlines = check_deadlines(
        &values.turn_hours,
        &values.reminder_hours,
        &values.no_show,
        w,
        &mut errors,
    );
    let options = match serde_json::from_value::<GameOptions>(Value::Object(chosen)) {
        Ok(options) => Some(options),
        Err(_) => {
            errors.insert("options".into(), w.t("form-error-options"));
            None
        }
    };
    let game = match (errors.is_empty(), options, deadlines) {
        (true, Some(options), Some(deadlines)) => match Board::shipped("classic") {
            Ok(board) => Some((
                NewGame {
                    title: values.title.clone(),
                    private: values.private,
                    options,
                    board: Arc::new(board),
                    players,
                    lang: values.lang,
                },
                bots,
                deadlines,
            )),
            Err(e) => {
                errors.insert(
                    "form".into(),
                    w.m("form-error-board")
                        .s("error", e.to_string())
                        .to_string(),
                );
                None
            }
        },
        _ => None,
    };
    mark_rows(&mut values.others, &errors);
    Parsed {
        values,
        errors,
        game,
    }
}

/// A game's title: one line of at most 80 visible characters.
pub(crate) fn check_title(title: &str, w: Words, errors: &mut BTreeMap<String, String>) {
    if title.chars().count() > 80 || title.chars().any(char::is_control) {
        errors.insert("title".into(), w.t("form-error-title-long"));
    } else if title.chars().any(is_invisible) {
        errors.insert("title".into(), w.t("form-error-title-invisible"));
    }
}

/// Each player row's errors, next to it.
pub(crate) fn mark_rows(rows: &mut [PlayerField], errors: &BTreeMap<String, String>) {
    for (i, row) in rows.iter_mut().enumerate() {
        row.name_error = errors.get(&format!("player_name_{}", i + 1)).cloned();
        row.email_error = errors.get(&format!("player_email_{}", i + 1)).cloned();
    }
}

/// The host and the filled player rows as players, each name and address checked (no two
/// alike); fewer than two players is an error of `players`.
pub(crate) fn check_players(
    host: &PlayerField,
    others: &[PlayerField],
    too_few: String,
    w: Words,
    errors: &mut BTreeMap<String, String>,
) -> Vec<NewPlayer> {
    if let Err(e) = PlayerName::parse(&host.name) {
        errors.insert("host_name".into(), w.t(e));
    }
    if let Err(e) = EmailAddress::parse(&host.email) {
        errors.insert("host_email".into(), w.t(e));
    }
    let mut players = vec![NewPlayer {
        name: host.name.clone(),
        email: host.email.clone(),
    }];
    for (i, row) in others.iter().enumerate() {
        if row.name.is_empty() && row.email.is_empty() {
            continue;
        }
        if let Err(e) = PlayerName::parse(&row.name) {
            errors.insert(format!("player_name_{}", i + 1), w.t(e));
        }
        if let Err(e) = EmailAddress::parse(&row.email) {
            errors.insert(format!("player_email_{}", i + 1), w.t(e));
        }
        if players.iter().any(|p| p.name == row.name) && !row.name.is_empty() {
            errors.insert(
                format!("player_name_{}", i + 1),
                w.t("form-error-name-twice"),
            );
        }
        // Each seat's secrets (its personal link, its sealed receipts) go to its own inbox.
        let same_inbox = |a: &str, b: &str| a.trim().eq_ignore_ascii_case(b.trim());
        if !row.email.is_empty() && players.iter().any(|p| same_inbox(&p.email, &row.email)) {
            errors.insert(
                format!("player_email_{}", i + 1),
                w.t("form-error-email-twice"),
            );
        }
        players.push(NewPlayer {
            name: row.name.clone(),
            email: row.email.clone(),
        });
    }
    if players.len() < 2 {
        errors.insert("players".into(), too_few);
    }
    players
}

/// The deadline fields, checked.
pub(crate) fn check_deadlines(
    turn_hours: &str,
    reminder_hours: &str,
    no_show: &str,
    w: Words,
    errors: &mut BTreeMap<String, String>,
) -> Option<Deadlines> {
    let turn_hours = turn_hours
        .parse::<u32>()
        .ok()
        .filter(|h| (1..=720).contains(h));
    if turn_hours.is_none() {
        errors.insert("turn_hours".into(), w.t("form-error-turn-hours"));
    }
    let reminder_hours = reminder_hours.parse::<u32>().ok();
    match (reminder_hours, turn_hours) {
        (None, _) => {
            errors.insert("reminder_hours".into(), w.t("form-error-reminder-hours"));
        }
        (Some(r), Some(t)) if r >= t && r > 0 => {
            errors.insert("reminder_hours".into(), w.t("form-error-reminder-late"));
        }
        _ => {}
    }
    let no_show = match no_show {
        "wait" => Some(NoShow::Wait),
        "auto" => Some(NoShow::Auto),
        _ => {
            errors.insert("no_show".into(), w.t("form-error-no-show"));
            None
        }
    };
    match (turn_hours, reminder_hours, no_show) {
        (Some(turn_hours), Some(reminder_hours), Some(no_show)) => Some(Deadlines {
            turn_hours,
            reminder_hours,
            no_show,
        }),
        _ => None,
    }
}

/// Creates a game from the form: the game, its players and their links, and every player's
/// invitation in the outbox, in one transaction. Errors go next to their fields, values kept.
pub async fn create_game(
    req: HttpRequest,
    form: web::Form<Vec<(String, String)>>,
    store: web::Data<Store>,
    limits: web::Data<PostLimits>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    limits.check_ip(req.peer_addr().map(|a| a.ip()))?;
    guard::check_origin(&req, &config)?;
    let form = FormData::from(form);
    let cookie = req.cookie(guard::FORM_COOKIE);
    guard::check_csrf(
        form.get(guard::CSRF_FIELD),
        cookie.as_ref().map(|c| c.value()).unwrap_or_default(),
    )?;
    let key = RequestKey {
        key: guard::idempotency_key(form.get(guard::IDEMPOTENCY_FIELD))?,
        request: request_hash(&req, &form_text(&form)),
    };
    let page = PageLang::of(&req).visitor();
    if form.get("game") == Some(GameKind::Citadels.name()) {
        return super::citadels::create_game(&req, &form, &key, &store, &config, page).await;
    }
    let parsed = parse_new_game(&form, Words::new(page));
    let Some((new, bots, deadlines)) = parsed.game else {
        return new_game_response(
            parsed.values,
            parsed.errors,
            &config,
            StatusCode::UNPROCESSABLE_ENTITY,
            page,
        );
    };
    let values = parsed.values;
    let result = created(&req, &store, &config, &key, || async {
        let names: Vec<String> = new
            .players
            .iter()
            .map(|p| p.name.clone())
            .chain(bots.iter().map(|bot| bot.name.clone()))
            .collect();
        // The bots' seats come after the players': they get no invitation.
        let emails: Vec<String> = new.players.iter().map(|p| p.email.clone()).collect();
        let title = new.title.clone();
        let options = new.options;
        let lang = new.lang;
        let (game, _) = store
            .create_game_with_bots(new, bots, &deadlines, |game, links, head| {
                links
                    .iter()
                    .filter(|link| usize::from(link.player) < emails.len())
                    .map(|link| {
                        InvitationMail {
                            config: &config,
                            game,
                            title: &title,
                            names: &names,
                            options: &options,
                            deadlines: &deadlines,
                            player_index: link.player,
                            email: &emails[usize::from(link.player)],
                            token: &link.token,
                            head,
                            thread_anchor: None,
                            joined: false,
                            lang,
                        }
                        .render()
                    })
                    .collect()
            })
            .await
            .map_err(|error| match error {
                StoreError::Rule(v) => HttpError::Rule(v),
                other => other.into(),
            })?;
        tracing::info!(game = %game, players = names.len(), "game created");
        Ok(game)
    })
    .await;
    match result {
        Err(HttpError::Rule(violation)) => {
            let field = match violation {
                durbar_domain::maharaja::RuleViolation::PlayerCount { .. }
                | durbar_domain::maharaja::RuleViolation::EmptyPlayerName => "players",
                _ => "options",
            };
            let w = Words::new(page);
            let table = durbar_templates::catalogue::maharaja::violation::Table::default();
            let sentence =
                durbar_templates::catalogue::maharaja::violation::violation(w, &violation, &table);
            let mut errors = BTreeMap::new();
            errors.insert(field.to_owned(), sentence);
            new_game_response(
                values,
                errors,
                &config,
                StatusCode::UNPROCESSABLE_ENTITY,
                page,
            )
        }
        other => other,
    }
}

/// Creates a game once per idempotency key (`create` makes it and its invitations), signs the
/// browser that made it in as the host, and sends it to the page after.
pub(crate) async fn created<F, Fut>(
    req: &HttpRequest,
    store: &Store,
    config: &WebConfig,
    key: &RequestKey,
    create: F,
) -> Result<HttpResponse, HttpError>
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = Result<GameId, HttpError>>,
{
    let host_session = std::sync::Mutex::new(None::<String>);
    let outcome = guard::once(
        store,
        key,
        None,
        None,
        Outcome::Redirect("/".into()),
        || async {
            let game = create().await?;
            // The browser that made the game is the host's: it is signed in as the host.
            let previous = req
                .cookie(crate::web::SESSION_COOKIE)
                .map(|c| c.value().to_owned())
                .filter(|v| crate::web::access::is_session_id(v));
            let (session, _) = store
                .sign_in(previous.as_deref(), game, 0, crate::web::SESSION_LIFETIME)
                .await?;
            *host_session.lock().expect("host session lock") = Some(session);
            Ok::<_, HttpError>(Outcome::Redirect(format!("/games/{game}/invited")))
        },
    )
    .await?;
    let mut response = outcome.response();
    if let Some(session) = host_session.lock().expect("host session lock").take() {
        response
            .add_cookie(&guard::session_cookie(&session, config))
            .map_err(|e| HttpError::Internal(e.into()))?;
    }
    Ok(response)
}

/// After creating a game: the invitations went out. A private game's page is its players'
/// only (the browser that made it is signed in as the host); anyone else gets 404.
pub async fn invited(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
    config: web::Data<WebConfig>,
) -> Result<HttpResponse, HttpError> {
    let reading = super::record::Reading::open(&req, &store, &path).await?;
    let names = match reading.maharaja() {
        Some(loaded) => loaded
            .game
            .info()
            .map(|i| i.player_names.clone())
            .unwrap_or_default(),
        None => reading.names(&store).await?,
    };
    let (game, record) = (reading.game, reading.record);
    let joined = store.joined(game).await?;
    let roster = names
        .into_iter()
        .enumerate()
        .map(|(i, name)| (name, joined.get(i).copied().unwrap_or(false)))
        .collect();
    let html = InvitedPage::new(game.to_string(), record.title, roster, config.file_mail)
        .in_lang(PageLang::of(&req).visitor())
        .render()?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(html))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_new_game_en(form: &FormData) -> Parsed {
        parse_new_game(form, Words::default())
    }

    /// The host chooses the trust level: the blank form checks the strongest the game allows,
    /// each level says what it protects against, and the game gets the level chosen.
    #[test]
    fn the_blank_form_checks_the_strongest_trust_level_and_the_game_gets_the_chosen_one() {
        let blank = blank_values();
        let offered: Vec<(&str, bool)> = blank
            .trust
            .iter()
            .map(|t| (t.value.as_str(), t.chosen))
            .collect();
        assert_eq!(
            offered,
            [
                ("sealed_in_browser", true),
                ("signed_moves", false),
                ("server", false)
            ]
        );
        assert!(blank.trust.iter().all(|t| t.protects.contains("server")));
        let fields = TWO_PLAYERS;
        for trust in Trust::OFFERED {
            let parsed = parse_new_game_en(&FormData::of(
                &[&fields[..], &[("opt_trust", trust.name())]].concat(),
            ));
            assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
            assert_eq!(parsed.game.unwrap().0.options.trust, trust);
            let kept: Vec<bool> = parsed.values.trust.iter().map(|t| t.chosen).collect();
            assert_eq!(kept.iter().filter(|c| **c).count(), 1);
        }
        let bogus = parse_new_game_en(&FormData::of(
            &[&fields[..], &[("opt_trust", "none")]].concat(),
        ));
        assert_eq!(
            bogus.errors.get("trust").map(String::as_str),
            Some("Choose one of the trust levels listed.")
        );
        assert!(bogus.game.is_none());
    }

    /// The fields of a form for a game of Anna and Bára, every option left as it comes.
    const TWO_PLAYERS: [(&str, &str); 7] = [
        ("host_name", "Anna"),
        ("host_email", "anna@example.test"),
        ("player_name_1", "Bára"),
        ("player_email_1", "bara@example.test"),
        ("turn_hours", "48"),
        ("reminder_hours", "12"),
        ("no_show", "wait"),
    ];

    #[test]
    fn the_form_offers_every_game() {
        let games: Vec<String> = blank_values().games;
        assert_eq!(games, ["maharaja", "citadels"]);
    }

    /// The host alone fills the other seats with bots (#14), named as bots in the game's
    /// language; at a signed level the form refuses them, saying why.
    #[test]
    fn the_host_alone_may_fill_seats_with_bots_at_the_server_level() {
        let alone = [
            ("host_name", "Anna"),
            ("host_email", "anna@example.test"),
            ("turn_hours", "48"),
            ("reminder_hours", "12"),
            ("no_show", "wait"),
        ];
        let with = |extra: &[(&'static str, &'static str)]| {
            parse_new_game_en(&FormData::of(&[&alone[..], extra].concat()))
        };
        let without_bots = with(&[("opt_trust", "server")]);
        assert!(without_bots.errors.contains_key("players"));

        let parsed = with(&[
            ("opt_trust", "server"),
            ("bots", "2"),
            ("bot_kind", "random"),
            ("lang", "cs"),
        ]);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        let (game, bots, _) = parsed.game.unwrap();
        assert_eq!(game.players.len(), 1);
        let names: Vec<(&str, &str)> = bots.iter().map(|b| (b.name.as_str(), b.kind)).collect();
        assert_eq!(
            names,
            [
                ("Náhodný bot 1 (bot)", "random"),
                ("Náhodný bot 2 (bot)", "random")
            ]
        );
        assert_eq!(parsed.values.bots.count, 2);

        let signed = with(&[("opt_trust", "signed_moves"), ("bots", "1")]);
        assert_eq!(
            signed.errors.get("bots").map(String::as_str),
            Some(
                "Bots play only at the trust level “Held by the server”: choose that level, \
                 or no bots."
            )
        );
        assert!(signed.game.is_none());
        for bad in [("bots", "5"), ("bots", "x")] {
            let parsed = with(&[("opt_trust", "server"), bad]);
            assert!(parsed.errors.contains_key("bots"), "{bad:?}");
        }
        let unknown = with(&[
            ("opt_trust", "server"),
            ("bots", "1"),
            ("bot_kind", "chess"),
        ]);
        assert!(unknown.errors.contains_key("bots"));
    }

    #[test]
    fn a_good_form_makes_a_game() {
        let parsed = parse_new_game_en(&FormData::of(&[
            ("title", "Friday"),
            ("host_name", "Anna"),
            ("host_email", "anna@example.test"),
            ("player_name_1", "Bára"),
            ("player_email_1", "bara@example.test"),
            ("opt_hidden_gold", "on"),
            ("turn_hours", "48"),
            ("reminder_hours", "12"),
            ("no_show", "auto"),
        ]));
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        let (game, bots, deadlines) = parsed.game.unwrap();
        assert_eq!(game.players.len(), 2);
        assert!(bots.is_empty());
        assert!(game.options.hidden_gold);
        assert!(!game.options.short_game);
        assert_eq!(deadlines.no_show, NoShow::Auto);
    }

    /// Base rules §5 → §11.2.4: the blank form pre-checks neutral palaces; a form sent without
    /// the box (unticked) makes a game without them.
    #[test]
    fn the_blank_form_prechecks_neutral_palaces_and_the_host_may_untick_them() {
        let checked = |values: &NewGameValues| {
            values
                .options
                .iter()
                .find(|o| o.name == "neutral_palaces")
                .map(|o| o.checked)
        };
        assert_eq!(checked(&blank_values()), Some(true));
        assert!(
            !GameOptions::default().neutral_palaces,
            "durbar play's default"
        );
        let fields = TWO_PLAYERS;
        let unticked = parse_new_game_en(&FormData::of(&fields));
        assert_eq!(checked(&unticked.values), Some(false));
        assert!(!unticked.game.unwrap().0.options.neutral_palaces);
        let ticked = parse_new_game_en(&FormData::of(
            &[&fields[..], &[("opt_neutral_palaces", "on")]].concat(),
        ));
        assert!(ticked.game.unwrap().0.options.neutral_palaces);
    }

    #[test]
    fn errors_are_named_by_field() {
        let parsed = parse_new_game_en(&FormData::of(&[
            ("host_name", ""),
            ("host_email", "nope"),
            ("player_name_2", "Cyril"),
            ("turn_hours", "0"),
            ("reminder_hours", "x"),
            ("no_show", "maybe"),
        ]));
        assert!(parsed.game.is_none());
        for field in [
            "host_name",
            "host_email",
            "player_email_2",
            "turn_hours",
            "reminder_hours",
            "no_show",
        ] {
            assert!(
                parsed.errors.contains_key(field),
                "{field}: {:?}",
                parsed.errors
            );
        }
        assert_eq!(parsed.values.others[1].name, "Cyril", "values are kept");
    }

    #[test]
    fn two_players_may_not_share_an_email_address() {
        let parsed = parse_new_game_en(&FormData::of(&[
            ("host_name", "Anna"),
            ("host_email", "anna@example.test"),
            ("player_name_1", "Bára"),
            ("player_email_1", " Anna@Example.test "),
            ("player_name_2", "Cyril"),
            ("player_email_2", "cyril@example.test"),
            ("turn_hours", "48"),
            ("reminder_hours", "12"),
            ("no_show", "wait"),
        ]));
        assert!(parsed.game.is_none());
        assert_eq!(
            parsed.errors.get("player_email_1").map(String::as_str),
            Some(
                "Two players may not share an email address: each player's link and sealed \
                 receipts go to their own inbox."
            )
        );
        assert!(!parsed.errors.contains_key("player_email_2"));
    }

    #[test]
    fn one_player_is_not_a_game() {
        let parsed = parse_new_game_en(&FormData::of(&[
            ("host_name", "Anna"),
            ("host_email", "anna@example.test"),
            ("turn_hours", "48"),
            ("reminder_hours", "0"),
            ("no_show", "wait"),
        ]));
        assert!(parsed.errors.contains_key("players"));
    }
}
