//! A refused move in the player's own language: the sentence of the broken rule next to the
//! form on the game page and in the JSON API's `message`, for Maharaja and for Citadels, with the
//! same `rule` code in every language.

use std::sync::Arc;

use durbar_api::store::{NewGame, NewPlayer, PlayerLink};
use durbar_domain::citadels::{self, Citadels};
use durbar_domain::maharaja::{
    decide, Board, Bytes32, Character, Command, GameId, GameOptions, PlayerCommand, Seat,
};
use durbar_domain::Rules;
use durbar_templates::catalogue::citadels::violation as citadels_words;
use durbar_templates::catalogue::maharaja::violation::{violation, Table};
use durbar_templates::{Lang, Words};
use durbar_tests::browser::{fresh_key, Browser, Page};
use durbar_tests::citadels_forms::post_move;
use durbar_tests::citadels_games::DealtGame;
use durbar_tests::{spawn_app_unlimited, TestApp};
use reqwest::header::ACCEPT_LANGUAGE;

const NAMES: [&str; 3] = ["Anna", "Bára", "Cyril"];

fn players() -> Vec<NewPlayer> {
    NAMES
        .iter()
        .map(|name| NewPlayer {
            name: (*name).into(),
            email: format!("{}@example.test", name.to_lowercase()),
        })
        .collect()
}

/// The page's text with the HTML escapes of a sentence undone.
fn unescaped(html: &str) -> String {
    html.replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

#[track_caller]
fn assert_says(page: &Page, status: u16, sentence: &str, not: &str) {
    assert_eq!(page.status, status, "{}", page.body);
    let text = unescaped(&page.body);
    assert!(text.contains(sentence), "{sentence:?} is not in {text}");
    assert!(!text.contains(not), "{not:?} is in {text}");
}

/// A JSON API refusal: its `rule` code and `message`.
async fn api_refusal(
    app: &TestApp,
    game: impl std::fmt::Display,
    token: &str,
    accept: &str,
    command: serde_json::Value,
) -> (u16, String, String) {
    let answer = app
        .http
        .post(format!("{}/api/v1/games/{game}/commands", app.address))
        .bearer_auth(token)
        .header(ACCEPT_LANGUAGE, accept)
        .json(&command)
        .send()
        .await
        .unwrap();
    let status = answer.status().as_u16();
    let body: serde_json::Value = answer.json().await.unwrap();
    let text = |key: &str| body["error"][key].as_str().unwrap_or_default().to_owned();
    (status, text("rule"), text("message"))
}

#[tokio::test]
async fn a_czech_players_refused_maharaja_move_is_said_in_czech_and_an_english_players_in_english()
{
    let app = spawn_app_unlimited().await;
    let new = NewGame {
        title: "Hra".into(),
        private: false,
        options: GameOptions::default(),
        board: Arc::new(Board::shipped("classic").expect("the classic board")),
        players: players(),
        lang: Lang::Cs,
    };
    let (game, links) = app.store.create_game(new).await.expect("a game");
    for player in 0..3u8 {
        app.store
            .join(game, player, Bytes32([player + 1; 32]))
            .await
            .expect("join");
    }
    // Given a player who may not choose a character yet,
    let loaded = app.store.load(game).await.unwrap();
    let first = loaded.game.awaiting_seats()[0];
    let seat = Seat(if first.0 == 0 { 1 } else { 0 });
    let player = loaded.game.seat_players()[seat.index()];
    let link = links.iter().find(|l| l.player == player).unwrap();
    let choose = PlayerCommand::ChooseCharacter {
        character: Character::Merchant,
    };
    let broken = decide(&loaded.game, &Command::player(seat, choose)).unwrap_err();
    let table = Table::of(&loaded.game);
    let czech = violation(Words::new(Lang::Cs), &broken, &table);
    let english = violation(Words::new(Lang::En), &broken, &table);
    assert!(
        czech.contains(loaded.game.player_name(first).unwrap()),
        "{czech}"
    );

    // when they choose on the game page of a Czech game, then the page says why in Czech;
    let mut browser = Browser::new(&app);
    assert_eq!(
        browser.follow(&format!("/p/{}", link.token)).await.status,
        303
    );
    let form = [("type", "choose_character"), ("character", "merchant")];
    let refused = browser.post(&format!("/games/{game}/act"), &form).await;
    assert_says(&refused, 422, &czech, &english);
    // and once they switch to English, in English.
    assert_eq!(
        browser.get(&format!("/games/{game}?lang=en")).await.status,
        303
    );
    let refused = browser.post(&format!("/games/{game}/act"), &form).await;
    assert_says(&refused, 422, &english, &czech);

    // The JSON API says it in the requester's language, with the same rule code.
    let command = serde_json::json!({"type": "choose_character", "character": "merchant"});
    for (accept, sentence) in [("cs-CZ,cs;q=0.9", &czech), ("en", &english)] {
        let (status, rule, message) =
            api_refusal(&app, game, &link.token, accept, command.clone()).await;
        assert_eq!(status, 422);
        assert_eq!(rule, broken.code());
        assert_eq!(&message, sentence, "{accept}");
    }
}

async fn citadels_game(app: &TestApp) -> (GameId, Vec<PlayerLink>) {
    DealtGame::new("Citadely", &NAMES, Bytes32([42; 32]))
        .create(&app.store)
        .await
}

#[tokio::test]
async fn a_czech_players_refused_citadels_move_is_said_in_czech_and_an_english_players_in_english()
{
    let app = spawn_app_unlimited().await;
    let (game, links) = citadels_game(&app).await;
    // Given the player picking a character,
    let table = (*app.store.load_as::<Citadels>(game).await.unwrap().game).clone();
    let picker = table.state.awaiting()[0];
    let gold = citadels::Command::Gold { seat: picker };
    let broken = Citadels::decide(&table, &gold).unwrap_err();
    let czech = citadels_words::violation(Words::new(Lang::Cs), &broken, &[]);
    let english = citadels_words::violation(Words::new(Lang::En), &broken, &[]);
    assert_ne!(czech, english);

    // when they take gold during the draft on the game page in Czech, the page says why in
    // Czech (and in English in English),
    let mut browser = Browser::new(&app);
    let link = &links[picker.index()];
    assert_eq!(
        browser.follow(&format!("/p/{}", link.token)).await.status,
        303
    );
    let text = serde_json::to_string(&gold).unwrap();
    let game_path = format!("/games/{game}");
    for (lang, sentence, other) in [("cs", &czech, &english), ("en", &english, &czech)] {
        let switched = browser.get(&format!("{game_path}?lang={lang}")).await;
        assert_eq!(switched.status, 303);
        let page = browser.get(&game_path).await;
        assert_eq!(page.status, 200, "{}", page.body);
        let refused = post_move(&browser, &game.to_string(), &page, &fresh_key(), &text).await;
        assert_says(&refused, 422, sentence, other);
    }
    // and the JSON API in the requester's language, with the same rule code.
    let command = serde_json::to_value(&gold).unwrap();
    for (accept, sentence) in [("cs", &czech), ("en-GB,en;q=0.8", &english)] {
        let (status, rule, message) =
            api_refusal(&app, game, &link.token, accept, command.clone()).await;
        assert_eq!(status, 422);
        assert_eq!(rule, broken.code());
        assert_eq!(&message, sentence, "{accept}");
    }
}

/// A GET in a language: the status and the text of the answer.
async fn get_in(app: &TestApp, path: &str, accept: &str) -> (u16, String) {
    let answer = app
        .http
        .get(format!("{}{path}", app.address))
        .header(ACCEPT_LANGUAGE, accept)
        .send()
        .await
        .unwrap();
    (
        answer.status().as_u16(),
        unescaped(&answer.text().await.unwrap()),
    )
}

#[tokio::test]
async fn a_refused_request_is_said_in_the_readers_language_and_the_api_names_its_reason() {
    let app = spawn_app_unlimited().await;
    let (game, links) = citadels_game(&app).await;
    let nowhere = "0".repeat(32);

    // A Czech visitor at a game that does not exist reads it in Czech,
    let (status, page) = get_in(&app, &format!("/games/{nowhere}/log"), "cs").await;
    assert_eq!(status, 404, "{page}");
    assert!(page.contains("Taková hra neexistuje."), "{page}");
    assert!(!page.contains("There is no such game"), "{page}");
    // a Slovak one who asks for the log's page "x" in Slovak,
    let (status, page) = get_in(&app, &format!("/games/{game}/log?page=x"), "sk").await;
    assert_eq!(status, 400, "{page}");
    assert!(
        page.contains("Strana musí byť celé číslo, nie „x“."),
        "{page}"
    );
    assert!(!page.contains("whole number"), "{page}");
    // and a Polish one at a page that does not exist in Polish.
    let (status, page) = get_in(&app, "/no/such/page", "pl").await;
    assert_eq!(status, 404, "{page}");
    assert!(page.contains("Nie ma takiej strony."), "{page}");

    // The JSON API: the same reason code in every language, the sentence in the reader's.
    let api = |accept: &'static str, token: Option<&str>| {
        let mut request = app
            .http
            .post(format!("{}/api/v1/games/{game}/commands", app.address))
            .header(ACCEPT_LANGUAGE, accept)
            .json(&serde_json::json!({"type": "gold"}));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        async move {
            let answer = request.send().await.unwrap();
            let status = answer.status().as_u16();
            let body: serde_json::Value = answer.json().await.unwrap();
            (status, body["error"].clone())
        }
    };
    for (accept, sentence) in [
        ("pl", "Wyślij token swojego osobistego linku"),
        ("cs", "Pošlete token svého osobního odkazu"),
        ("en", "Send your personal link's token"),
    ] {
        let (status, error) = api(accept, None).await;
        assert_eq!(status, 401);
        assert_eq!(error["reason"], "no_bearer_token");
        let message = error["message"].as_str().unwrap();
        assert!(message.starts_with(sentence), "{accept}: {message}");
    }
    // A token of this game sent to another game's address: the same code in any language.
    let other = app
        .http
        .post(format!("{}/api/v1/games/{nowhere}/commands", app.address))
        .header(ACCEPT_LANGUAGE, "sk")
        .bearer_auth(&links[0].token)
        .json(&serde_json::json!({"type": "gold"}))
        .send()
        .await
        .unwrap();
    let status = other.status().as_u16();
    let body: serde_json::Value = other.json().await.unwrap();
    assert!(matches!(status, 403 | 404), "{body}");
    assert!(
        matches!(
            body["error"]["reason"].as_str(),
            Some("token_of_another_game" | "no_such_game")
        ),
        "{body}"
    );
    assert!(
        !body["error"]["message"].as_str().unwrap().contains("game"),
        "{body}"
    );
}

#[tokio::test]
async fn a_citadels_refusal_names_the_player_not_their_seat_in_every_language() {
    let app = spawn_app_unlimited().await;
    let (game, links) = citadels_game(&app).await;
    // Given a player who is not picking a character,
    let table = (*app.store.load_as::<Citadels>(game).await.unwrap().game).clone();
    let picker = table.state.awaiting()[0];
    let other = durbar_domain::Seat(if picker.0 == 0 { 1 } else { 0 });
    let pick = citadels::Command::Pick {
        seat: other,
        character: table
            .state
            .draft
            .offered
            .first()
            .copied()
            .unwrap_or(citadels::Character::Assassin),
        discard: None,
        nonce: Bytes32([7; 32]),
        discard_nonce: None,
    };
    let broken = Citadels::decide(&table, &pick).unwrap_err();
    assert_eq!(broken, citadels::RuleViolation::NotYourMove(other));
    let names: Vec<String> = NAMES.iter().map(|n| (*n).to_owned()).collect();
    let name = &names[other.index()];
    // when they pick through the JSON API, the refusal names them, in every language.
    for (accept, lang) in [
        ("cs", Lang::Cs),
        ("pl", Lang::Pl),
        ("sk", Lang::Sk),
        ("en", Lang::En),
    ] {
        let (status, rule, message) = api_refusal(
            &app,
            game,
            &links[other.index()].token,
            accept,
            serde_json::to_value(&pick).unwrap(),
        )
        .await;
        assert_eq!(status, 422, "{message}");
        assert_eq!(rule, broken.code());
        let named = citadels_words::violation(Words::new(lang), &broken, &names);
        assert_eq!(message, named, "{accept}");
        assert!(message.contains(name.as_str()), "{accept}: {message}");
        let seat_words = Words::new(lang)
            .m("seat-fallback")
            .n("seat", u32::from(other.0) + 1)
            .to_string();
        assert!(!message.contains(&seat_words), "{accept}: {message}");
    }
}
