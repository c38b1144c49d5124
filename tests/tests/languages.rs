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
