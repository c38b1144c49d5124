//! A Citadels turn is built as Maharaja's is (issue 13): over real HTTP on a real database, the
//! steps that show nothing hidden (gold, a build) are held in the turn's draft until "End
//! turn" and "Undo last step" takes one back with nothing logged; a draw is played at once and
//! its button says it cannot be undone; a tab that shows another draft than the stored one
//! cannot play a step or end the turn (issue 14's stale tab).

use durbar_api::web::citadels_draft;
use durbar_domain::citadels::{Citadels, Command, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat};
use durbar_tests::browser::{Browser, Page};
use durbar_tests::citadels_forms::move_forms;
use durbar_tests::citadels_games::DealtGame;
use durbar_tests::{spawn_app_unlimited, TestApp};

const NAMES: [&str; 4] = ["Anna", "Bara", "Cyril", "Dana"];

/// Given a 4-player first game dealt from `seed`: its id and each player's browser, signed in
/// by their personal link.
async fn given_a_game(app: &TestApp, seed: u8) -> (GameId, Vec<Browser>) {
    DealtGame::new("Undo", &NAMES, Bytes32([seed; 32]))
        .signed_in(app)
        .await
}

/// The game as stored: the referee's table and its version.
async fn stored(app: &TestApp, game: GameId) -> (Table, u64) {
    let loaded = app.store.load_as::<Citadels>(game).await.unwrap();
    ((*loaded.game).clone(), loaded.seq)
}

/// The steps `seat` holds in its draft.
async fn draft_of(app: &TestApp, game: GameId, seat: Seat) -> Vec<Command> {
    app.store
        .draft::<Command>(game, seat.0)
        .await
        .unwrap()
        .map(|d| d.commands)
        .unwrap_or_default()
}

/// Presses the page's move button whose command `pick` chooses, as the page holds it (its
/// draft mark, its version); the answer.
#[track_caller]
fn form_of(page: &Page, pick: impl Fn(&Command) -> bool) -> (String, String) {
    let (idem, text, _) = move_forms(page)
        .into_iter()
        .find(|(_, _, c)| pick(c))
        .unwrap_or_else(|| panic!("no such move on the page: {}", page.body));
    (idem, text)
}

async fn press(browser: &Browser, game: GameId, page: &Page, idem: &str, text: &str) -> Page {
    let fields = vec![
        (
            "csrf".to_owned(),
            page.hidden("csrf").expect("a form token"),
        ),
        ("idem".to_owned(), idem.to_owned()),
        ("seen".to_owned(), page.hidden("seen").expect("the version")),
        (
            "draft".to_owned(),
            page.hidden("draft").expect("a draft mark"),
        ),
        ("move".to_owned(), text.to_owned()),
    ];
    browser
        .post_raw(&format!("/games/{game}/citadels/move"), &fields)
        .await
}

async fn press_undo(browser: &Browser, game: GameId, page: &Page) -> Page {
    let fields = vec![
        (
            "csrf".to_owned(),
            page.hidden("csrf").expect("a form token"),
        ),
        (
            "idem".to_owned(),
            format!("{}-u", durbar_tests::browser::fresh_key()),
        ),
        (
            "draft".to_owned(),
            page.hidden("draft").expect("a draft mark"),
        ),
    ];
    browser
        .post_raw(&format!("/games/{game}/citadels/undo"), &fields)
        .await
}

/// Plays the draft through the pages (each awaited player presses their first pick) until a
/// turn begins: whose it is.
async fn given_the_first_turn(app: &TestApp, game: GameId, browsers: &[Browser]) -> Seat {
    for _ in 0..12 {
        let (table, _) = stored(app, game).await;
        let seat = Citadels::waits(&table)[0].seat;
        if citadels_draft::building(&table, seat) {
            return seat;
        }
        let page = browsers[seat.index()].get(&format!("/games/{game}")).await;
        let (idem, text) = form_of(&page, |c| matches!(c, Command::Pick { .. }));
        assert_eq!(
            press(&browsers[seat.index()], game, &page, &idem, &text)
                .await
                .status,
            303
        );
    }
    panic!("no turn began");
}

#[tokio::test]
async fn a_turn_is_a_draft_until_it_ends_and_undo_takes_a_build_back_unlogged() {
    let app = spawn_app_unlimited().await;
    let (game, browsers) = given_a_game(&app, 5).await;
    let seat = given_the_first_turn(&app, game, &browsers).await;
    let me = &browsers[seat.index()];
    let url = format!("/games/{game}");
    let (before, seq) = stored(&app, game).await;
    let gold_before = before.state.players[seat.index()].gold;

    // Drawing says it cannot be undone; taking gold does not, and is only held.
    let page = me.get(&url).await;
    let body = page.body.replace("&#39;", "'");
    assert!(body.contains("(cannot be undone)"), "{body}");
    let (idem, text) = form_of(&page, |c| matches!(c, Command::Gold { .. }));
    assert_eq!(press(me, game, &page, &idem, &text).await.status, 303);
    assert_eq!(stored(&app, game).await.1, seq, "nothing is logged");
    assert_eq!(
        draft_of(&app, game, seat).await,
        vec![Command::Gold { seat }]
    );

    // A build is held too; the page shows it as an unfinished step.
    let page = me.get(&url).await;
    assert!(page.body.contains("Your unfinished steps"), "{}", page.body);
    let (idem, text) = form_of(&page, |c| matches!(c, Command::Build { .. }));
    assert_eq!(press(me, game, &page, &idem, &text).await.status, 303);
    let steps = draft_of(&app, game, seat).await;
    assert_eq!(steps.len(), 2, "{steps:?}");
    let (built, _) = citadels_draft::apply(&before, &steps).unwrap();
    let Command::Build { district, .. } = &steps[1] else {
        panic!("{steps:?}")
    };
    assert_eq!(
        built.state.players[seat.index()].gold,
        gold_before + 2 - district.cost()
    );
    assert_eq!(stored(&app, game).await.1, seq, "nothing is logged");

    // Undo: the build is gone, its gold back, still nothing logged.
    let page = me.get(&url).await;
    assert_eq!(press_undo(me, game, &page).await.status, 303);
    let steps = draft_of(&app, game, seat).await;
    assert_eq!(steps, vec![Command::Gold { seat }]);
    let (undone, _) = citadels_draft::apply(&before, &steps).unwrap();
    assert_eq!(undone.state.players[seat.index()].gold, gold_before + 2);
    assert!(undone.state.players[seat.index()].city.is_empty());
    assert_eq!(stored(&app, game).await.1, seq, "nothing is logged");

    // End turn plays the draft and the end in one go.
    let page = me.get(&url).await;
    let (idem, text) = form_of(&page, |c| matches!(c, Command::EndTurn { .. }));
    assert_eq!(press(me, game, &page, &idem, &text).await.status, 303);
    let (after, seq_after) = stored(&app, game).await;
    assert!(seq_after > seq, "the turn is logged");
    assert_eq!(after.state.players[seat.index()].gold, gold_before + 2);
    assert!(draft_of(&app, game, seat).await.is_empty());
}

#[tokio::test]
async fn a_stale_tab_cannot_end_another_draft_and_a_draw_is_played_at_once() {
    let app = spawn_app_unlimited().await;
    let (game, browsers) = given_a_game(&app, 5).await;
    let seat = given_the_first_turn(&app, game, &browsers).await;
    let me = &browsers[seat.index()];
    let url = format!("/games/{game}");
    let (_, seq) = stored(&app, game).await;

    // Issue 14's case: tab 1 shows the turn with gold taken; tab 2 takes the gold back; tab 1,
    // still showing the longer draft, presses "End turn".
    let page = me.get(&url).await;
    let (idem, text) = form_of(&page, |c| matches!(c, Command::Gold { .. }));
    assert_eq!(press(me, game, &page, &idem, &text).await.status, 303);
    let tab1 = me.get(&url).await;
    let tab2 = me.get(&url).await;
    assert_eq!(press_undo(me, game, &tab2).await.status, 303);
    let (idem, text) = form_of(&tab1, |c| matches!(c, Command::EndTurn { .. }));
    let refused = press(me, game, &tab1, &idem, &text).await;
    assert_eq!(refused.status, 409, "{}", refused.body);
    assert!(
        refused.body.contains("changed in another tab or window"),
        "{}",
        refused.body
    );
    assert_eq!(stored(&app, game).await.1, seq, "nothing is played");
    assert!(draft_of(&app, game, seat).await.is_empty());
    // Nor may it take back a step it no longer shows.
    assert_eq!(press_undo(me, game, &tab1).await.status, 409);

    // The fresh page draws: played at once, nothing left to undo.
    let page = me.get(&url).await;
    let (idem, text) = form_of(&page, |c| matches!(c, Command::Draw { .. }));
    assert_eq!(press(me, game, &page, &idem, &text).await.status, 303);
    let (after, seq_after) = stored(&app, game).await;
    assert!(seq_after > seq, "the draw is logged at once");
    let turn = after.state.turn.as_ref().expect("the turn goes on");
    assert!(
        !turn.drawn.is_empty(),
        "the drawn cards are the player's to choose from"
    );
    assert!(draft_of(&app, game, seat).await.is_empty());
    let page = me.get(&url).await;
    assert!(!page.body.contains("citadels/undo"), "nothing to undo");
}
