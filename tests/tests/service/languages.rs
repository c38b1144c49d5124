//! The language a page is shown in: the switch in its footer (a cookie kept by the browser), the
//! browser's `Accept-Language`, and a page's `<html lang>` saying which it is.

use durbar_tests::spawn_app;
use reqwest::header::{ACCEPT_LANGUAGE, COOKIE, LOCATION, SET_COOKIE};
use reqwest::redirect::Policy;

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(Policy::none())
        .build()
        .expect("a client")
}

#[track_caller]
fn html_lang(html: &str) -> &str {
    let start = html.find("<html lang=\"").expect("an <html lang>") + 12;
    &html[start..start + html[start..].find('"').expect("a closing quote")]
}

#[tokio::test]
async fn the_home_page_speaks_the_language_the_browser_asks_for() {
    let app = spawn_app().await;
    for (accept, lang, title) in [
        (
            "cs-CZ,cs;q=0.9,en;q=0.8",
            "cs",
            "Deskové hry s tajnými volbami",
        ),
        ("pl", "pl", "Gry planszowe z tajnymi wyborami"),
        ("sk,en;q=0.5", "sk", "Spoločenské hry s tajnými voľbami"),
        ("de-DE,fr;q=0.9", "en", "Board games with secret choices"),
    ] {
        let html = client()
            .get(format!("{}/", app.address))
            .header(ACCEPT_LANGUAGE, accept)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert_eq!(html_lang(&html), lang, "{accept}");
        assert!(html.contains(title), "{accept}: {html}");
    }
}

#[tokio::test]
async fn the_switch_keeps_the_choice_in_a_cookie_and_returns_to_the_same_page() {
    let app = spawn_app().await;
    let response = client()
        .get(format!("{}/?lang=pl", app.address))
        .header(ACCEPT_LANGUAGE, "cs")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 303);
    assert_eq!(response.headers()[LOCATION], "/");
    let cookie = response.headers()[SET_COOKIE].to_str().unwrap().to_owned();
    assert!(cookie.starts_with("durbar_lang=pl;"), "{cookie}");
    // The choice beats the browser's own language.
    let html = client()
        .get(format!("{}/", app.address))
        .header(ACCEPT_LANGUAGE, "cs")
        .header(COOKIE, "durbar_lang=pl")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(html_lang(&html), "pl");
    assert!(html.contains("Gry planszowe"));
    // The language in use is marked, the others are links to the same page.
    assert!(html.contains(r#"<strong lang="pl" aria-current="true">Polski</strong>"#));
    assert!(html.contains(r#"<a href="?lang=cs" lang="cs" hreflang="cs">Čeština</a>"#));
}

#[tokio::test]
async fn the_switch_keeps_the_rest_of_the_query_and_never_leaves_the_site() {
    let app = spawn_app().await;
    let location = |path: &'static str| {
        let url = format!("{}{path}", app.address);
        async move {
            let response = client().get(url).send().await.unwrap();
            assert_eq!(response.status().as_u16(), 303, "{path}");
            response.headers()[LOCATION].to_str().unwrap().to_owned()
        }
    };
    assert_eq!(
        location("/games/new?game=citadels&lang=sk").await,
        "/games/new?game=citadels"
    );
    assert_eq!(location("//evil.example/?lang=cs").await, "/");
    // A language durbar does not speak changes nothing but the address.
    let response = client()
        .get(format!("{}/rules?lang=de", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()[LOCATION], "/rules");
    assert!(response.headers().get(SET_COOKIE).is_none());
    // Only a page's GET is a switch: a POST with the parameter is the POST's own business.
    let response = client()
        .post(format!("{}/games?lang=cs", app.address))
        .send()
        .await
        .unwrap();
    assert_ne!(response.status().as_u16(), 303);
}

/// The English texts of the game page's own messages and of the board drawing's (those long
/// enough to be telling), as they appear on a page.
fn english_game_page_texts() -> Vec<String> {
    let en = include_str!("../../../templates/locales/en.ftl");
    // Only the game page's block and the board's: other blocks hold other pages' words.
    let block = |start: &str| {
        let block = &en[en.find(start).expect("the block")..];
        &block[..block[1..]
            .find("\n# --- ")
            .map_or(block.len(), |end| end + 1)]
    };
    let page = block("# --- pagewords ---");
    let board = block("# The board drawing");
    assert!(board.contains("board-words-summary"), "{board}");
    page.lines()
        .chain(board.lines())
        .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
        .filter_map(|l| l.split_once(" = ").map(|(_, text)| text))
        .flat_map(|text| text.split(['{', '}']).step_by(2).map(str::trim))
        .filter(|piece| piece.len() >= 12)
        .map(|piece| piece.replace('\'', "&#39;"))
        .collect()
}

#[tokio::test]
async fn a_czech_players_game_page_is_in_czech_and_the_switch_can_change_it() {
    use durbar_api::store::{NewGame, NewPlayer};
    use durbar_domain::maharaja::{Board, Bytes32, GameOptions, Phase};
    use durbar_tests::browser::Browser;
    use durbar_tests::games::drive_until;

    let app = spawn_app().await;
    let new = NewGame {
        title: "Hra".into(),
        private: false,
        options: GameOptions::default(),
        board: std::sync::Arc::new(Board::shipped("classic").expect("the classic board")),
        players: ["Anna", "Bára", "Cyril"]
            .iter()
            .map(|name| NewPlayer {
                name: (*name).into(),
                email: format!("{}@example.test", name.to_lowercase()),
            })
            .collect(),
        lang: durbar_templates::Lang::Cs,
    };
    let (game, links) = app.store.create_game(new).await.expect("a game");
    for player in 0..3u8 {
        app.store
            .join(game, player, Bytes32([player + 1; 32]))
            .await
            .expect("join");
    }
    drive_until(&app.store, game, Phase::Discs).await;
    // Anna, the host, signs in with her link: her page is in her own language (the game's).
    let mut anna = Browser::new(&app);
    let followed = anna.follow(&format!("/p/{}", links[0].token)).await;
    assert_eq!(followed.status, 303, "{}", followed.body);
    let page = anna.get(&format!("/games/{game}")).await;
    assert_eq!(page.status, 200);
    let html = &page.body;
    assert_eq!(html_lang(html), "cs");
    assert!(html.contains("Nastavte svůj disk"), "{html}");
    assert!(html.contains("Hráči (zakladatel hry)"), "{html}");
    assert!(html.contains("Rádža je ve městě") || html.contains("rádža je ve městě"));
    assert!(html.contains(r#"<strong lang="cs" aria-current="true">Čeština</strong>"#));
    for english in english_game_page_texts() {
        assert!(
            !html.contains(&english),
            "English on the Czech page: {english}"
        );
    }
    // The switch's choice beats the player's own language.
    let switched = anna.get(&format!("/games/{game}?lang=en")).await;
    assert_eq!(switched.status, 303);
    let html = anna.get(&format!("/games/{game}")).await.body;
    assert_eq!(html_lang(&html), "en");
    assert!(html.contains("Set your disc"), "{html}");
}

#[tokio::test]
async fn a_czech_visitor_reads_the_rules_of_both_games_in_czech() {
    let app = spawn_app().await;
    for (path, heading, anchor) in [
        (
            "/rules",
            "<h1>Pravidla hry Maharadža</h1>",
            "<li id=\"d3\"><strong>D3</strong> ",
        ),
        (
            "/rules/citadels",
            "<h1>Pravidla hry Citadela</h1>",
            "<li id=\"c7\"><strong>C7</strong> ",
        ),
    ] {
        let response = client()
            .get(format!("{}{path}", app.address))
            .header(ACCEPT_LANGUAGE, "cs-CZ,cs;q=0.9,en;q=0.5")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200, "{path}");
        // The page differs by language, so a cache must keep one per language.
        let vary = response.headers()["vary"].to_str().unwrap().to_owned();
        assert!(
            vary.contains("Accept-Language") && vary.contains("Cookie"),
            "{vary}"
        );
        let html = response.text().await.unwrap();
        assert_eq!(html_lang(&html), "cs", "{path}");
        assert!(html.contains(heading), "{path}");
        assert!(html.contains(anchor), "{path}");
        assert!(!html.contains("What you play for"), "{path}");
    }
}

/// The English texts of the new-game forms, their options and errors, and the pages around a
/// game's start (the catalogue's formwords block and the options' words), as on a page.
fn english_form_texts() -> Vec<String> {
    let en = include_str!("../../../templates/locales/en.ftl");
    let block = &en[en.find("# --- formwords ---").expect("the forms' block")..];
    let forms = &block[block
        .find("## The new-game forms")
        .expect("the forms' part")..];
    let options = block
        .lines()
        .filter(|l| l.starts_with("game-option-") || l.starts_with("set-"))
        .collect::<Vec<_>>()
        .join("\n");
    [forms, options.as_str()]
        .into_iter()
        .flat_map(str::lines)
        .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
        .filter_map(|l| l.split_once(" = ").map(|(_, text)| text))
        .flat_map(|text| text.split(['{', '}']).step_by(2).map(str::trim))
        .filter(|piece| piece.len() >= 12)
        .map(|piece| piece.replace('\'', "&#39;"))
        .collect()
}

#[track_caller]
fn no_english(page: &str, html: &str) {
    assert_eq!(html_lang(html), "cs", "{page}");
    for english in english_form_texts() {
        assert!(!html.contains(&english), "{page}: English {english:?}");
    }
    assert!(
        html.contains(r#"<strong lang="cs" aria-current="true">Čeština</strong>"#),
        "{page}: the language switch"
    );
}

#[tokio::test]
async fn a_czech_visitor_gets_the_new_game_forms_lobby_and_invited_pages_in_czech() {
    use durbar_tests::browser::{invitation_links, Browser};
    let app = spawn_app().await;
    // Given a visitor who chose Czech with the switch
    let anna = Browser::new(&app);
    assert_eq!(anna.get("/?lang=cs").await.status, 303);
    // Then both new-game forms are in Czech, options and sets included
    let maharaja = anna.get("/games/new").await;
    assert_eq!(maharaja.status, 200);
    no_english("the Maharaja form", &maharaja.body);
    assert!(maharaja.body.contains("Nová hra Maharadža"));
    assert!(maharaja
        .body
        .contains("skryté zlaťáky: zlaťáky ostatních hráčů nejsou během hry vidět"));
    assert!(maharaja.body.contains("Drží server"), "the trust levels");
    let citadels = anna.get("/games/new?game=citadels").await;
    assert_eq!(citadels.status, 200);
    no_english("the Citadels form", &citadels.body);
    assert!(citadels.body.contains("sada pro první hru"));
    assert!(
        citadels.body.contains(r#"<select name="lang">"#),
        "the game's language"
    );
    // And a refused form says what is wrong in Czech
    let maharaja = anna.get("/games/new").await;
    let refused = anna
        .post_raw(
            "/games",
            &[
                ("csrf".into(), maharaja.hidden("csrf").unwrap()),
                ("idem".into(), maharaja.hidden("idem").unwrap()),
                ("host_name".into(), String::new()),
                ("host_email".into(), "anna@".into()),
                ("turn_hours".into(), "0".into()),
                ("reminder_hours".into(), "0".into()),
                ("no_show".into(), "wait".into()),
            ],
        )
        .await;
    assert_eq!(refused.status, 422);
    no_english("the refused form", &refused.body);
    for sentence in [
        "Zadejte prosím jméno.",
        "Na tuto adresu nelze poslat e-mail",
        "Zadejte celý počet hodin od 1 do 720.",
        "Hra potřebuje 2 až 5 hráčů",
    ] {
        assert!(refused.body.contains(sentence), "{sentence}");
    }
    // When she creates a game of Citadels in Czech
    let citadels = anna.get("/games/new?game=citadels").await;
    let fields: Vec<(String, String)> = vec![
        ("csrf".into(), citadels.hidden("csrf").unwrap()),
        ("idem".into(), citadels.hidden("idem").unwrap()),
        ("game".into(), "citadels".into()),
        ("title".into(), "Hra".into()),
        ("set".into(), "first_game".into()),
        ("lang".into(), "cs".into()),
        ("host_name".into(), "Anna".into()),
        ("host_email".into(), "anna@example.test".into()),
        ("player_name_1".into(), "Bára".into()),
        ("player_email_1".into(), "bara@example.test".into()),
        ("turn_hours".into(), "48".into()),
        ("reminder_hours".into(), "12".into()),
        ("no_show".into(), "wait".into()),
    ];
    let created = anna.post_raw("/games", &fields).await;
    assert_eq!(created.status, 303, "{}", created.body);
    let location = created.location.expect("the page after");
    // Then the page after it is in Czech
    let invited = anna.get(&location).await;
    assert_eq!(invited.status, 200);
    no_english("the invited page", &invited.body);
    assert!(invited.body.contains("Hra: pozvánky jsou odeslané"));
    // And the invitations went out in the game's language, Czech
    let game = location
        .strip_prefix("/games/")
        .and_then(|rest| rest.strip_suffix("/invited"))
        .expect("the game's id")
        .to_owned();
    let links = invitation_links(&app, &game).await;
    // And Bára, whose browser asks for nothing, finds the lobby in her mail's language
    let mut bara = Browser::new(&app);
    assert_eq!(bara.follow(&links[1]).await.status, 303);
    let lobby = bara.get(&format!("/games/{game}")).await;
    assert_eq!(lobby.status, 200);
    no_english("the lobby", &lobby.body);
    assert!(lobby.body.contains("Hra začne, jakmile se připojí všichni"));
    assert!(lobby.body.contains("Připojte se ke hře. Váš prohlížeč"));
}
