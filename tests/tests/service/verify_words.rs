//! The verify page says why an export does not verify in the reader's language: the failure's
//! sentence comes from the catalogue (`verify-failure-…`), in Czech and Polish as in English.

use durbar_api::audit::failure::Failure;
use durbar_domain::maharaja::{Bytes32, GameId};
use durbar_templates::{Lang, Words};
use durbar_tests::browser::Browser;
use durbar_tests::citadels_games::DealtGame;
use durbar_tests::{spawn_app_unlimited, TestApp};

const NAMES: [&str; 3] = ["Anna", "Bára", "Cyril"];

/// The operator alters event `seq` by SQL: its stored hash no longer matches its payload.
async fn alter_payload(app: &TestApp, game: GameId, seq: i64) {
    let db = app.pool.get().await.unwrap();
    // The operator owns the tables: the append-only trigger does not stop them.
    db.batch_execute("ALTER TABLE events DISABLE TRIGGER USER")
        .await
        .expect("the operator lifts the trigger");
    db.execute(
        "UPDATE events SET hash = sha256(hash) WHERE game_id = $1 AND seq = $2",
        &[&uuid::Uuid::from_bytes(game.0), &seq],
    )
    .await
    .expect("the operator's rewrite");
    db.batch_execute("ALTER TABLE events ENABLE TRIGGER USER")
        .await
        .expect("and puts it back");
}

#[tokio::test]
async fn a_tampered_exports_failure_is_said_in_czech_and_polish_on_the_verify_page() {
    let app = spawn_app_unlimited().await;
    // Given a Citadels game whose second event the operator altered,
    let (game, links) = DealtGame::new("Citadely", &NAMES, Bytes32([42; 32]))
        .create(&app.store)
        .await;
    alter_payload(&app, game, 2).await;
    let mut browser = Browser::new(&app);
    let followed = browser.follow(&format!("/p/{}", links[0].token)).await;
    assert_eq!(followed.status, 303, "{}", followed.body);
    let sentence = |lang: Lang| {
        let w = Words::new(lang);
        w.m("record-verify-bad-event")
            .n("seq", 2u64)
            .s("reason", Failure::Altered.sentence(w, &[]))
            .to_string()
    };
    // when a player presses "verify" with the page in Czech, Polish and English,
    for (lang, code) in [(Lang::Cs, "cs"), (Lang::Pl, "pl"), (Lang::En, "en")] {
        let switched = browser.get(&format!("/games/{game}?lang={code}")).await;
        assert_eq!(switched.status, 303, "{code}");
        let page = browser
            .post_raw(&format!("/games/{game}/verify"), &[])
            .await;
        assert_eq!(page.status, 200, "{code}: {}", page.body);
        // the page names the altered event and why, in that language,
        assert!(page.body.contains(&sentence(lang)), "{code}: {}", page.body);
        // and no other language's sentence.
        for other in [Lang::Cs, Lang::Pl, Lang::En] {
            if other != lang {
                assert!(!page.body.contains(&sentence(other)), "{code}");
            }
        }
    }
    assert_ne!(sentence(Lang::Cs), sentence(Lang::En));
    assert!(sentence(Lang::Pl).contains("zdarzenie zostało zmienione"));
}
