//! The host's links of a bot's seat (#14) over real HTTP and PostgreSQL: a bot plays with no
//! email and no link, so the host's table says that a bot plays the seat where a person's row
//! counts live links, and offers neither re-send nor revoke for it; posted anyway, both answer
//! 404 (no such player), as for a seat the game does not have, and nothing about the seat
//! changes. The store knows a bot's seat by `players.bot`, not by its empty email.

use durbar_domain::maharaja::GameOptions;
use durbar_domain::GameId;
use durbar_tests::browser::Browser;
use durbar_tests::{spawn_app_unlimited, TestApp};

use super::bot_seats::game_with_bots;

/// The link generation and revocation time of player `player`'s row.
async fn link_state(app: &TestApp, game: GameId, player: i16) -> (i32, bool) {
    let client = app.pool.get().await.unwrap();
    let row = client
        .query_one(
            "SELECT link_generation, link_revoked_at IS NOT NULL FROM players
              WHERE game_id = $1 AND player_index = $2",
            &[&uuid::Uuid::from_bytes(game.0), &player],
        )
        .await
        .unwrap();
    (row.get(0), row.get(1))
}

#[tokio::test]
async fn a_bots_seat_has_no_links_for_the_host_to_resend_or_revoke() {
    // Given a game of Anna (the host) and one bot, Anna signed in
    let app = spawn_app_unlimited().await;
    let (game, token) = game_with_bots(&app.store, 1, GameOptions::default()).await;
    let mut anna = Browser::new(&app);
    assert_eq!(anna.follow(&format!("/p/{token}")).await.status, 303);
    let before = link_state(&app, game, 1).await;

    // When she opens the game page
    let page = anna.get(&format!("/games/{game}")).await;

    // Then her own row offers both forms and counts her links; the bot's offers none and says
    // that a bot plays the seat
    assert_eq!(page.status, 200, "{}", page.body);
    for path in ["/players/0/resend", "/players/0/revoke"] {
        assert!(page.body.contains(path), "Anna's row offers {path}");
    }
    for path in ["/players/1/resend", "/players/1/revoke"] {
        assert!(!page.body.contains(path), "the bot's row offers {path}");
    }
    assert!(
        page.body
            .contains("a bot plays this seat (no link, no mail)"),
        "{}",
        page.body
    );
    assert_eq!(
        page.body.matches("live link").count(),
        1,
        "only Anna's row counts live links"
    );

    // And a re-send or revoke posted for the bot's seat is no such player, like one for a seat
    // the game does not have; the seat's links are as they were
    for path in ["resend", "revoke"] {
        for player in [1, 9] {
            let answer = anna
                .post(&format!("/games/{game}/players/{player}/{path}"), &[])
                .await;
            assert_eq!(
                answer.status, 404,
                "{path} of player {player}: {}",
                answer.body
            );
        }
    }
    assert_eq!(link_state(&app, game, 1).await, before);

    // While Anna's own revoke still works
    let answer = anna
        .post(&format!("/games/{game}/players/0/revoke"), &[])
        .await;
    assert_eq!(answer.status, 303, "{}", answer.body);
    assert!(
        link_state(&app, game, 0).await.1,
        "Anna's links are revoked"
    );
}
