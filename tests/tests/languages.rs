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

/// The English texts of the game page's own messages (those long enough to be telling), as
/// they appear on a page.
fn english_game_page_texts() -> Vec<String> {
    let en = include_str!("../../templates/locales/en.ftl");
    let block = &en[en
        .find("# --- pagewords ---")
        .expect("the game page's block")..];
    block
        .lines()
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
