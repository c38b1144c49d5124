//! The running Citadels page's own forms, over real HTTP on a real database: the mail settings
//! form (the Maharaja page's own include and route) saves and confirms, and changes the page's
//! language with the mail's; "Re-send my link" mails the player a fresh link of their own that
//! signs in, and says so.

use durbar_domain::{Bytes32, GameId};
use durbar_tests::browser::{link_in, Browser};
use durbar_tests::citadels_games::DealtGame;
use durbar_tests::{spawn_app_unlimited, TestApp};

/// Given a running 3-player first game: its id and each player's signed-in browser.
async fn given_a_running_game(app: &TestApp) -> (GameId, Vec<Browser>) {
    DealtGame::new("Settings", &["Anna", "Bara", "Cyril"], Bytes32([9; 32]))
        .signed_in(app)
        .await
}

#[tokio::test]
async fn a_citadels_player_saves_mail_settings_and_gets_a_fresh_link_from_the_game_page() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers) = given_a_running_game(&app).await;
    let url = format!("/games/{game}");
    let page = browsers[1].get(&url).await;
    assert!(page.body.contains("id=\"mail-settings\""), "{}", page.body);
    assert!(page
        .body
        .contains(&format!("action=\"/games/{game}/mail-settings\"")));
    assert!(page.body.contains("Re-send my link"));

    // Mail settings: a daily digest, in Czech; the page confirms, in Czech now.
    let saved = browsers[1]
        .post(
            &format!("/games/{game}/mail-settings"),
            &[
                ("mail_mode", "digest"),
                ("time_zone", "Europe/Prague"),
                ("lang", "cs"),
            ],
        )
        .await;
    assert_eq!(saved.status, 303, "{}", saved.body);
    let location = saved.location.expect("back to the page");
    assert_eq!(
        location,
        format!("/games/{game}?done=mail_saved#mail-settings")
    );
    let confirmed = browsers[1].get(&location).await;
    assert!(
        confirmed.body.contains("<html lang=\"cs\">"),
        "{}",
        confirmed.body
    );
    assert!(
        confirmed.body.contains("class=\"notice\" role=\"status\""),
        "{}",
        confirmed.body
    );
    assert!(confirmed
        .body
        .contains("<option value=\"digest\" selected>"));
    // A bad time zone is refused next to the form, with its sentence.
    let refused = browsers[1]
        .post(
            &format!("/games/{game}/mail-settings"),
            &[("mail_mode", "every"), ("time_zone", "Mars/Olympus")],
        )
        .await;
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(refused.body.contains("Mars/Olympus"), "{}", refused.body);

    // Re-send my link: a fresh link to Cyril's own address that signs in, confirmed.
    let before = mails_to(&app, game, "cyril@example.test").await.len();
    let bara_before = mails_to(&app, game, "bara@example.test").await.len();
    let resent = browsers[2]
        .post(&format!("/games/{game}/resend-mine"), &[])
        .await;
    assert_eq!(resent.status, 303, "{}", resent.body);
    let location = resent.location.expect("back to the page");
    assert!(location.contains("done=own_link_resent"), "{location}");
    let confirmed = browsers[2].get(&location).await;
    assert!(
        confirmed
            .body
            .contains("A new personal link was mailed to you"),
        "{}",
        confirmed.body
    );
    let mails = mails_to(&app, game, "cyril@example.test").await;
    assert_eq!(mails.len(), before + 1, "one mail, to Cyril");
    let link = link_in(mails.last().unwrap()).expect("a personal link");
    let mut other_device = Browser::new(&app);
    assert_eq!(other_device.follow(&link).await.status, 303);
    let page = other_device.get(&url).await;
    assert!(page.body.contains("You, Cyril"), "{}", page.body);
    assert_eq!(
        mails_to(&app, game, "bara@example.test").await.len(),
        bara_before,
        "nobody else is mailed"
    );
}

/// The text bodies mailed to `address` in `game`, oldest first.
async fn mails_to(app: &TestApp, game: GameId, address: &str) -> Vec<String> {
    let client = app.pool.get().await.unwrap();
    client
        .query(
            "SELECT text_body FROM outbox WHERE game_id = $1 AND to_address = $2 ORDER BY id",
            &[&durbar_api::store::game_uuid(game), &address],
        )
        .await
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect()
}
