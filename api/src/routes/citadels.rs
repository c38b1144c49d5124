//! Citadels in the browser, its routes: the new-game form (`/games/new?game=citadels`) and its
//! POST (dispatched from `POST /games`), the page after it, and the move form
//! (`POST /games/{game}/citadels/move`) with its undo (`POST /games/{game}/citadels/undo`). The game page itself is `web::citadels::page`.

use std::collections::BTreeMap;

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};
use durbar_domain::citadels::options::Trust;
use durbar_domain::citadels::{Citadels, Options};
use durbar_domain::Rules;
use durbar_templates::catalogue::settings::set_name;
use durbar_templates::play::citadels::{set_choices, NewCitadelsPage, NewCitadelsValues};
use durbar_templates::play::PlayerField;
use durbar_templates::{InLang, Lang, Template, Words};

use super::bot_form::{self, BotLimits};
use super::games::{check_deadlines, check_lang, check_players, check_title, created, mark_rows};
use crate::http_error::HttpError;
use crate::store::{Deadlines, NewBot, NewCitadels, Store};
use crate::turn_mail::{citadels_invitation, InvitationInput, MailContext};
use crate::web::guard::{self, FormData};
use crate::web::post::{GameForm, RequestKey};
use crate::web::WebConfig;

/// Rows for the players besides the host (Citadels seats up to 8).
const OTHER_ROWS: usize = 7;

fn blank_values() -> NewCitadelsValues {
    let defaults = Deadlines::default();
    NewCitadelsValues {
        title: "Citadels".into(),
        host: PlayerField::default(),
        others: vec![PlayerField::default(); OTHER_ROWS],
        set: "first_game".into(),
        turn_hours: defaults.turn_hours.to_string(),
        reminder_hours: defaults.reminder_hours.to_string(),
        no_show: "wait".into(),
        private: false,
        lang: Lang::En,
        trust: Trust::OFFERED[0].name().into(),
        bots: bot_form::blank(Citadels::bot_names()),
    }
}

/// What the Citadels form allows of bots (#13): up to 7 (the host plays), 8 seats in all.
fn bot_limits() -> BotLimits {
    BotLimits {
        kinds: Citadels::bot_names(),
        most: 7,
        seats: 8,
        count_sentence: "form-error-bots-count-citadels",
        seats_sentence: "form-error-players-citadels",
    }
}

fn form_response(
    values: NewCitadelsValues,
    errors: BTreeMap<String, String>,
    config: &WebConfig,
    status: StatusCode,
    page: Lang,
) -> Result<HttpResponse, HttpError> {
    let csrf = guard::fresh_key();
    let html = NewCitadelsPage::new(values, errors, csrf.clone(), guard::fresh_key())
        .in_lang(page)
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

/// The blank Citadels form in the language `page`, the game's language preset to `lang`.
pub fn new_game_form(
    config: &WebConfig,
    page: Lang,
    lang: Lang,
) -> Result<HttpResponse, HttpError> {
    let values = NewCitadelsValues {
        lang,
        ..blank_values()
    };
    form_response(values, BTreeMap::new(), config, StatusCode::OK, page)
}

/// The form's values, the game they ask for (if valid) and what is wrong.
struct Parsed {
    values: NewCitadelsValues,
    errors: BTreeMap<String, String>,
    game: Option<(NewCitadels, Vec<NewBot>, Deadlines)>,
}

/// The options of `set` for `players` players: the first game's, or a named set of the
/// rulebook with its replacements for the player count.
fn options_of(set: &str, players: u8) -> Result<Options, String> {
    // The domain's sentences (helper violwords puts them in the catalogue).
    let options = if set == "first_game" {
        Options::first_game(players)
    } else {
        Options::preset(set, players).map_err(|e| e.to_string())?
    };
    durbar_domain::citadels::check_options(&options).map_err(|e| e.to_string())?;
    Ok(options)
}

/// The form's values, the game they ask for and what is wrong, in `w`'s words.
fn parse(form: &FormData, w: Words) -> Parsed {
    let mut errors = BTreeMap::new();
    let mut values = blank_values();
    if let Some(lang) = check_lang(form, w, &mut errors) {
        values.lang = lang;
    }
    values.title = form.text("title");
    if values.title.is_empty() {
        values.title = "Citadels".into();
    }
    values.host = PlayerField {
        name: form.text("host_name"),
        email: form.text("host_email"),
        ..PlayerField::default()
    };
    for (i, row) in values.others.iter_mut().enumerate() {
        row.name = form.text(&format!("player_name_{}", i + 1));
        row.email = form.text(&format!("player_email_{}", i + 1));
    }
    if let Some(set) = form.get("set") {
        values.set = set.to_owned();
    }
    values.turn_hours = form.text("turn_hours");
    values.reminder_hours = form.text("reminder_hours");
    values.no_show = form.text("no_show");
    values.private = form.get("private") == Some("on");
    // The trust level: the form always sends one (signed moves is checked when it opens); a
    // post without it (a script) keeps the server level.
    let trust = match form.get("opt_trust") {
        None => Trust::Server,
        Some(level) => {
            values.trust = level.to_owned();
            Trust::named(level).unwrap_or_else(|| {
                errors.insert("trust".into(), w.t("form-error-trust"));
                Trust::Server
            })
        }
    };
    check_title(&values.title, w, &mut errors);
    let players = check_players(
        &values.host,
        &values.others,
        w.t("form-error-players-citadels"),
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
    let seats = (players.len() + bots.len()) as u8;
    let deadlines = check_deadlines(
        &values.turn_hours,
        &values.reminder_hours,
        &values.no_show,
        w,
        &mut errors,
    );
    let options = if set_choices(Words::default())
        .iter()
        .any(|(id, _)| *id == values.set)
    {
        options_of(&values.set, seats)
            .map(|options| Options { trust, ..options })
            .map_err(|sentence| errors.insert("set".into(), sentence))
            .ok()
    } else {
        errors.insert("set".into(), w.t("form-error-set"));
        None
    };
    let game = match (errors.is_empty(), options, deadlines) {
        (true, Some(options), Some(deadlines)) => Some((
            NewCitadels {
                title: values.title.clone(),
                private: values.private,
                options,
                players,
                seed: None,
                contributions: None,
                lang: values.lang,
            },
            bots,
            deadlines,
        )),
        _ => None,
    };
    mark_rows(&mut values.others, &errors);
    Parsed {
        values,
        errors,
        game,
    }
}

/// Creates a Citadels game from the form (the guards of `POST /games` passed): the game, its
/// players and links, its first events and every player's invitation, in one transaction.
pub async fn create_game(
    req: &HttpRequest,
    form: &FormData,
    key: &RequestKey,
    store: &Store,
    config: &WebConfig,
    page: Lang,
) -> Result<HttpResponse, HttpError> {
    let parsed = parse(form, Words::new(page));
    let Some((new, bots, deadlines)) = parsed.game else {
        return form_response(
            parsed.values,
            parsed.errors,
            config,
            StatusCode::UNPROCESSABLE_ENTITY,
            page,
        );
    };
    let lang = parsed.values.lang;
    let set = set_name(Words::new(lang), &parsed.values.set);
    let result = created(req, store, config, key, || async {
        // The bots' seats come after the players': they get no invitation.
        let names: Vec<String> = new
            .players
            .iter()
            .map(|p| p.name.clone())
            .chain(bots.iter().map(|bot| bot.name.clone()))
            .collect();
        let emails: Vec<String> = new.players.iter().map(|p| p.email.clone()).collect();
        let people = new.players.len();
        let title = new.title.clone();
        let cx = MailContext {
            base_url: config.base_url.clone(),
            domain: config.mail_domain.clone(),
        };
        let no_options = durbar_domain::maharaja::GameOptions::default();
        let (game, _) = store
            .create_citadels_with_bots(new, bots, &deadlines, |game, links, head| {
                links
                    .iter()
                    .filter(|link| usize::from(link.player) < people)
                    .map(|link| {
                        let input = InvitationInput {
                            game,
                            title: &title,
                            names: &names,
                            options: &no_options,
                            deadlines: &deadlines,
                            player_index: link.player,
                            email: &emails[usize::from(link.player)],
                            token: &link.token,
                            head,
                            thread_anchor: None,
                            joined: false,
                            lang,
                        };
                        citadels_invitation(&cx, &input, &set)
                    })
                    .collect()
            })
            .await?;
        tracing::info!(game = %game, players = names.len(), "citadels game created");
        Ok(game)
    })
    .await;
    match result {
        Err(HttpError::GameRule(refusal)) => {
            let lang = crate::web::PageLang::of(req).visitor();
            let sentence = refusal.sentence.get(lang).to_owned();
            let errors = BTreeMap::from([("set".to_owned(), sentence)]);
            form_response(
                parsed.values,
                errors,
                config,
                StatusCode::UNPROCESSABLE_ENTITY,
                page,
            )
        }
        other => other,
    }
}

/// Plays one move of the signed-in player (the command's JSON in `move`): a pick at once, once
/// per idempotency key in the move's own commit; any other move as [`web::citadels::step`]
/// (held in the turn's draft, or played at once). A refused move shows the page again with the
/// rule's sentence.
pub async fn play_move(post: GameForm) -> Result<HttpResponse, HttpError> {
    let text = post.form.text("move");
    let seen = post.form.get("seen").and_then(|s| s.parse().ok());
    let signed =
        crate::web::actions::Signed::parse(post.form.get("signatures"), post.form.get("nonce"))
            .and_then(|s| s.with_discard_nonce(post.form.get("discard_nonce")));
    let store = post.store();
    if crate::web::citadels::is_pick(&text) {
        return post
            .run_move("move", |actor, game, key| async move {
                let seat = durbar_domain::Seat(actor.player_index);
                crate::web::citadels::play(store, game, seat, &text, &signed?, (seen, Some(key)))
                    .await
            })
            .await;
    }
    let shown = post
        .form
        .get(crate::web::draft::SHOWN_FIELD)
        .map(str::to_owned);
    post.run("move", |actor, game| async move {
        let seat = durbar_domain::Seat(actor.player_index);
        crate::web::citadels::step(
            store,
            game,
            (actor.player_index, seat),
            &text,
            &signed?,
            (seen, shown.as_deref()),
        )
        .await
    })
    .await
}

/// `POST /games/{game}/citadels/undo`: takes back the last unfinished step of the turn.
pub async fn undo(post: GameForm) -> Result<HttpResponse, HttpError> {
    let shown = post
        .form
        .get(crate::web::draft::SHOWN_FIELD)
        .map(str::to_owned);
    let store = post.store();
    post.run("move", |actor, game| async move {
        let seat = durbar_domain::Seat(actor.player_index);
        crate::web::citadels::undo(store, game, (actor.player_index, seat), shown.as_deref()).await
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_en(form: &FormData) -> Parsed {
        parse(form, Words::default())
    }

    const THREE: [(&str, &str); 9] = [
        ("game", "citadels"),
        ("host_name", "Anna"),
        ("host_email", "anna@example.test"),
        ("player_name_1", "Bára"),
        ("player_email_1", "bara@example.test"),
        ("player_name_2", "Cyril"),
        ("player_email_2", "cyril@example.test"),
        ("turn_hours", "48"),
        ("reminder_hours", "12"),
    ];

    #[test]
    fn three_players_get_the_first_game_set_with_a_ninth_character() {
        let parsed = parse_en(&FormData::of(
            &[&THREE[..], &[("no_show", "wait")]].concat(),
        ));
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        let (game, bots, _) = parsed.game.unwrap();
        assert!(bots.is_empty());
        assert_eq!(game.players.len(), 3);
        assert_eq!(game.options, Options::first_game(3));
        assert_eq!(
            game.options.characters.len(),
            9,
            "rulebook p. 8: 3 players use 9"
        );
    }

    #[test]
    fn a_named_set_is_offered_by_name_and_an_unknown_one_refused() {
        let named = PRESETS_FIRST.to_owned();
        let fields = [&THREE[..], &[("no_show", "wait"), ("set", &named)]].concat();
        let parsed = parse_en(&FormData::of(&fields));
        assert!(
            set_choices(Words::default())
                .iter()
                .any(|(id, _)| *id == named),
            "the rulebook's sets are offered"
        );
        if parsed.errors.is_empty() {
            assert_eq!(
                parsed.game.unwrap().0.options,
                Options::preset(&named, 3).unwrap()
            );
        } else {
            // A set the engine cannot play yet says so next to the set.
            assert!(parsed.errors.contains_key("set"), "{:?}", parsed.errors);
        }
        let unknown = [&THREE[..], &[("no_show", "wait"), ("set", "nope")]].concat();
        assert_eq!(
            parse_en(&FormData::of(&unknown))
                .errors
                .get("set")
                .map(String::as_str),
            Some("Choose one of the sets offered.")
        );
    }

    const PRESETS_FIRST: &str = durbar_domain::citadels::PRESETS[0].id;

    #[test]
    fn one_player_is_not_a_game_of_citadels() {
        let parsed = parse_en(&FormData::of(&[
            ("host_name", "Anna"),
            ("host_email", "anna@example.test"),
            ("turn_hours", "48"),
            ("reminder_hours", "0"),
            ("no_show", "wait"),
        ]));
        assert_eq!(
            parsed.errors.get("players").map(String::as_str),
            Some("Citadels needs 2 to 8 players: you and 1 to 7 others.")
        );
    }
}
