//! Citadels in the browser, over real HTTP against the service on a real database: a 3-player
//! game created by the new-game form, joined (each player's join form) by the links in the
//! invitations, and a whole round
//! of picks and turns played through the move forms only — each page checked for what its
//! player may see (their own hand and picks) and must not (others' hands and unrevealed picks,
//! C4); a double-submitted pick plays once; an illegal move is answered with the rule's
//! sentence; a golden snapshot of a game page.

use durbar_domain::citadels::{Citadels, Command, Phase, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat};
use durbar_templates::play::citadels::{card, character_name};

/// The pages these tests read are English (the players have no language of their own).
const EN: durbar_templates::Words = durbar_templates::Words {
    lang: durbar_templates::Lang::En,
};
use durbar_tests::browser::{fresh_key, invitation_links, masked, Browser, Page};
use durbar_tests::citadels_forms::{move_forms, post_move, same_move};
use durbar_tests::citadels_games::{table, DealtGame};
use durbar_tests::{spawn_app_unlimited, TestApp};

const NAMES: [&str; 3] = ["Anna", "Bára", "Cyril"];

/// Given the Citadels form filled in by Anna for Anna, Bára and Cyril: the game's id.
async fn create_by_form(host: &Browser) -> String {
    let players = [
        ("Anna", "anna@example.test"),
        ("Bára", "bara@example.test"),
        ("Cyril", "cyril@example.test"),
    ];
    durbar_tests::citadels_forms::create_by_form(host, "Friday citadels", &players).await
}

fn unescaped(html: &str) -> String {
    html.replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// C4 on a page of `seat`: every card of its own hand is shown; no card of another hand is,
/// unless the viewer may see that card elsewhere (own hand or drawn cards, a city); no other
/// player's unrevealed character stands in that player's row.
#[track_caller]
fn assert_sees_only_its_own(page: &Page, table: &Table, seat: Seat) {
    let state = &table.state;
    let body = unescaped(&page.body);
    let me = &state.players[seat.index()];
    for district in &me.hand {
        assert!(
            body.contains(&card(EN, *district).name),
            "own hand shows {district}"
        );
    }
    let mut visible: Vec<String> = me.hand.iter().map(|d| card(EN, *d).name).collect();
    if let Some(turn) = state.turn.as_ref().filter(|t| t.seat == seat) {
        visible.extend(turn.drawn.iter().map(|d| card(EN, *d).name));
    }
    for player in &state.players {
        visible.extend(player.city.iter().map(|b| card(EN, b.district).name));
    }
    for (index, other) in state.players.iter().enumerate() {
        if index == seat.index() {
            continue;
        }
        for district in &other.hand {
            let card = card(EN, *district);
            if visible.contains(&card.name) {
                continue;
            }
            // Every way the page shows a card: in a list, in a city, on a button.
            let shown = [
                format!("<li>{} <span", card.name),
                format!("{} ({}, {})", card.name, card.colour, card.cost),
                format!("Build the {} (", card.name),
                format!("Keep {}", card.name),
            ];
            for form in &shown {
                assert!(
                    !body.contains(form),
                    "seat {} sees {form:?} of seat {index}'s hand",
                    seat.0
                );
            }
        }
        let row_start = body
            .find(&format!("<tr><td>{}", NAMES[index]))
            .expect("a row per player");
        let row = &body[row_start..row_start + body[row_start..].find("</tr>").unwrap()];
        for (_, character) in &other.characters {
            if !other.revealed.contains(character) {
                assert!(
                    !row.contains(&character_name(EN, *character)),
                    "seat {} sees seat {index}'s unrevealed {character}",
                    seat.0
                );
            }
        }
    }
}

/// When three players play a whole round (and into the next) through the move forms, each page
/// shows its player their own hand and nothing secret of the others, a double-submitted pick
/// plays once and an illegal move gets the rule's sentence.
#[tokio::test]
async fn a_round_of_citadels_is_played_through_the_forms() {
    let app = spawn_app_unlimited().await;
    let mut browsers: Vec<Browser> = (0..3).map(|_| Browser::new(&app)).collect();
    let game = create_by_form(&browsers[0]).await;
    let id = GameId(durbar_domain::parse_hex::<16>(&game).unwrap());
    let links = invitation_links(&app, &game).await;
    assert_eq!(links.len(), 3, "every player is invited");
    for (browser, link) in browsers.iter_mut().zip(&links) {
        assert_eq!(browser.follow(link).await.status, 303);
        let (_, joined) = browser.join(&game, &[]).await;
        assert_eq!(joined.status, 303, "{}", joined.body);
    }

    // The first pick, submitted twice with one key, is played once; its receipt is shown.
    let state = table(&app.store, id).await;
    let first = state.state.awaiting()[0];
    let page = browsers[first.index()].get(&format!("/games/{game}")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert_sees_only_its_own(&page, &state, first);
    let (idem, text, command) = move_forms(&page).remove(0);
    assert!(matches!(command, Command::Pick { .. }), "{command:?}");
    for _ in 0..2 {
        let posted = post_move(&browsers[first.index()], &game, &page, &idem, &text).await;
        assert_eq!(posted.status, 303, "{}", posted.body);
    }
    let after = table(&app.store, id).await;
    assert_eq!(
        after.state.players[first.index()].commitments.len(),
        1,
        "one pick"
    );
    let page = browsers[first.index()].get(&format!("/games/{game}")).await;
    assert!(page.body.contains("Your sealed picks"), "{}", page.body);
    let nonce = hex::encode(after.state.players[first.index()].openings[0].nonce.0);
    assert!(
        page.body.contains(&nonce),
        "the receipt on the page opens the pick"
    );
    assert_pick_mails(&app, &game, first, after.state.awaiting()[0], &nonce).await;

    // An illegal move: the next picker takes gold during the draft.
    let idle = after.state.awaiting()[0];
    let idle_page = browsers[idle.index()].get(&format!("/games/{game}")).await;
    let gold = Command::Gold { seat: idle };
    let sentence = Citadels::decide(&after, &gold).unwrap_err().to_string();
    let refused = post_move(
        &browsers[idle.index()],
        &game,
        &idle_page,
        &fresh_key(),
        &serde_json::to_string(&gold).unwrap(),
    )
    .await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(
        unescaped(&refused.body).contains(&sentence),
        "{sentence} in {}",
        refused.body
    );
    // Another player's move is not one's own.
    let theirs = Command::Gold { seat: first };
    let forbidden = post_move(
        &browsers[idle.index()],
        &game,
        &idle_page,
        &fresh_key(),
        &serde_json::to_string(&theirs).unwrap(),
    )
    .await;
    assert_eq!(forbidden.status, 403, "{}", forbidden.body);

    // Everything else until the second round's draft: the awaited player presses a button
    // (the n-th offered, n drawn from a fixed stream), every page checked.
    let mut choice: u64 = 7;
    let mut moves = 0;
    loop {
        let state = table(&app.store, id).await;
        if state.state.round >= 2 || state.state.phase == Phase::Over {
            break;
        }
        let seat = state.state.awaiting()[0];
        // The awaited player's page shows their turn with its unfinished steps (issue 13).
        let steps: Vec<Command> = app
            .store
            .draft::<Command>(id, seat.0)
            .await
            .unwrap()
            .map(|d| d.commands)
            .unwrap_or_default();
        let (shown, _) = durbar_api::web::citadels_draft::apply(&state, &steps).unwrap();
        let page = browsers[seat.index()].get(&format!("/games/{game}")).await;
        assert_eq!(page.status, 200, "{}", page.body);
        assert_sees_only_its_own(&page, &shown, seat);
        for other in (0..3u8).map(Seat).filter(|s| *s != seat) {
            let theirs = browsers[other.index()].get(&format!("/games/{game}")).await;
            assert_sees_only_its_own(&theirs, &state, other);
        }
        let forms = move_forms(&page);
        assert!(
            !forms.is_empty(),
            "the awaited seat has a move: {}",
            page.body
        );
        let legal = Citadels::legal_moves(&shown, seat);
        choice = choice
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let (idem, text, command) = &forms[(choice >> 33) as usize % forms.len()];
        assert!(
            legal.iter().any(|l| same_move(l, command)),
            "only legal moves are offered: {command:?}"
        );
        let posted = post_move(&browsers[seat.index()], &game, &page, idem, text).await;
        assert_eq!(posted.status, 303, "{command:?}: {}", posted.body);
        moves += 1;
        assert!(moves < 400, "a round ends");
    }
    let state = table(&app.store, id).await;
    assert!(state.state.round >= 2, "a whole round was played");
    let client = app.pool.get().await.unwrap();
    let turns: i64 = client
        .query_one(
            "SELECT count(*) FROM outbox WHERE game_id = $1::text::uuid AND kind = 'citadels_call'
                AND text_body LIKE '%: your turn%'",
            &[&game],
        )
        .await
        .unwrap()
        .get(0);
    assert!(
        turns >= 1,
        "a called character's player is told it is their turn"
    );
    for seat in (0..3u8).map(Seat) {
        let page = browsers[seat.index()].get(&format!("/games/{game}")).await;
        assert_sees_only_its_own(&page, &state, seat);
    }
}

/// The outbox after the first pick: its receipt (with the nonce) went once, to the picker only;
/// the next picker was called; both in the players' threads under the game's root.
async fn assert_pick_mails(app: &TestApp, game: &str, picker: Seat, next: Seat, nonce: &str) {
    let client = app.pool.get().await.unwrap();
    let rows = client
        .query(
            "SELECT o.kind, p.player_index, o.text_body, o.thread_references[1] FROM outbox o
               JOIN players p ON p.game_id = o.game_id AND p.email = o.to_address
              WHERE o.game_id = $1::text::uuid ORDER BY o.id",
            &[&game],
        )
        .await
        .unwrap();
    let mails: Vec<(String, u8, String, String)> = rows
        .iter()
        .map(|r| (r.get(0), r.get::<_, i16>(1) as u8, r.get(2), r.get(3)))
        .collect();
    let receipts: Vec<_> = mails.iter().filter(|m| m.0 == "citadels_receipt").collect();
    assert_eq!(receipts.len(), 1, "one receipt for a double-submitted pick");
    assert_eq!(receipts[0].1, picker.0);
    assert!(receipts[0].2.contains(nonce), "{}", receipts[0].2);
    for (kind, player, text, _) in &mails {
        if *player != picker.0 {
            assert!(
                !text.contains(nonce),
                "{kind} to player {player} holds the nonce"
            );
        }
    }
    let call = mails
        .iter()
        .find(|m| m.0 == "citadels_call" && m.1 == next.0)
        .expect("the next picker is called");
    assert!(call.2.contains("pick your character"), "{}", call.2);
    let root = &mails.iter().find(|m| m.0 == "invitation").unwrap().3;
    assert!(mails.iter().all(|m| m.3 == *root), "one thread per game");
}

/// A golden snapshot of the first picker's page of a game dealt from a fixed seed.
#[tokio::test]
async fn a_citadels_game_page_snapshot() {
    let app = spawn_app_unlimited().await;
    let (game, links) = DealtGame::new("Snapshot", &NAMES, Bytes32([42; 32]))
        .create(&app.store)
        .await;
    let state = table(&app.store, game).await;
    let seat = state.state.awaiting()[0];
    let mut browser = Browser::new(&app);
    let link = format!("{}/p/{}", app.address, links[seat.index()].token);
    assert_eq!(browser.follow(&link).await.status, 303);
    let page = browser.get(&format!("/games/{game}")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    insta::assert_snapshot!("citadels_first_pick", masked(&page.body));
    // A visitor without a session is pointed to the links, not told there is no such game.
    let visitor = Browser::new(&app).get(&format!("/games/{game}")).await;
    assert_eq!(visitor.status, 200, "{}", visitor.body);
    assert!(visitor.body.contains("You are not signed in to this game"));
}
