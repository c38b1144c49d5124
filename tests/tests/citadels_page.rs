//! A Citadels game page's details over real HTTP on a real database: the hand the Spy looked at
//! is shown to the Spy's player only, during her turn (p. 11, C4), and the host re-sends and
//! revokes personal links as in Maharaja.

use durbar_api::store::{Deadlines, NewCitadels, NewPlayer};
use durbar_domain::citadels::{Ability, Character, Citadels, Command, Options, Phase, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat};
use durbar_templates::play::citadels::card;
use durbar_tests::browser::{Browser, Page};
use durbar_tests::{spawn_app_unlimited, TestApp};

const NAMES: [&str; 4] = ["Anna", "Bara", "Cyril", "Dana"];

/// Given a game of `options` for the first `options.players` names, dealt from `seed`: its id
/// and each player's browser, signed in by their personal link.
async fn game(app: &TestApp, options: Options, seed: u8) -> (GameId, Vec<Browser>, Vec<String>) {
    let players = NAMES[..usize::from(options.players)]
        .iter()
        .map(|name| NewPlayer {
            name: name.to_string(),
            email: format!("{}@example.test", name.to_lowercase()),
        })
        .collect();
    let (game, links) = app
        .store
        .create_citadels_with(
            NewCitadels {
                title: "Details".into(),
                private: false,
                options,
                players,
                seed: Some(Bytes32([seed; 32])),
                // Started at once with no contributions: the deal these tests read.
                contributions: Some(Vec::new()),
            },
            &Deadlines::default(),
            |_, _, _| Ok(Vec::new()),
        )
        .await
        .unwrap();
    let mut browsers = Vec::new();
    let mut tokens = Vec::new();
    for link in &links {
        let mut browser = Browser::new(app);
        let url = format!("{}/p/{}", app.address, link.token);
        assert_eq!(browser.follow(&url).await.status, 303);
        browsers.push(browser);
        tokens.push(url);
    }
    (game, browsers, tokens)
}

async fn table(app: &TestApp, game: GameId) -> Table {
    (*app.store.load_as::<Citadels>(game).await.unwrap().game).clone()
}

async fn play(app: &TestApp, game: GameId, command: Command) {
    app.store
        .execute_once_as::<Citadels>(game, &[command], &[], None, None)
        .await
        .unwrap();
}

/// The next move of the awaited seat: the Spy whenever offered, otherwise the first pick; in
/// a turn gold, then the end (`spy` is left to the test).
fn next_move(table: &Table, seat: Seat) -> Command {
    let moves = Citadels::legal_moves(table, seat);
    let pick =
        |c: &Command| matches!(c, Command::Pick { character, .. } if *character == Character::Spy);
    moves
        .iter()
        .find(|c| pick(c))
        .or_else(|| moves.iter().find(|c| matches!(c, Command::Pick { .. })))
        .or_else(|| moves.iter().find(|c| matches!(c, Command::Gold { .. })))
        .or_else(|| moves.iter().find(|c| matches!(c, Command::EndTurn { .. })))
        .or_else(|| moves.iter().find(|c| !matches!(c, Command::NoShow { .. })))
        .cloned()
        .expect("a move")
}

fn looked(page: &Page) -> Option<String> {
    let body = page.body.replace("&#39;", "'").replace("&amp;", "&");
    let at = body.find("The hand you looked at:")?;
    let end = body[at..].find("</p>")?;
    Some(body[at..at + end].to_owned())
}

#[tokio::test]
async fn the_hand_the_spy_looked_at_is_shown_to_her_player_only() {
    let app = spawn_app_unlimited().await;
    let options = Options::preset("tenacious_delegates", 4).unwrap();
    let (game, browsers, _) = game(&app, options, 3).await;
    // Play until the Spy's turn, her gathering done.
    let mut spying = None;
    for _ in 0..2000 {
        let now = table(&app, game).await;
        assert_ne!(now.state.phase, Phase::Over, "the Spy never played");
        let seat = Citadels::waits(&now)[0].seat;
        if let Some(turn) = &now.state.turn {
            if turn.character == Character::Spy && turn.gathered && !turn.ability_used {
                spying = Some(seat);
                break;
            }
        }
        play(&app, game, next_move(&now, seat)).await;
    }
    let spy = spying.expect("the Spy's turn came");
    let target = Seat((spy.0 + 1) % 4);
    // Before she looks, no page shows a looked-at hand.
    for browser in &browsers {
        let page = browser.get(&format!("/games/{game}")).await;
        assert_eq!(page.status, 200, "{}", page.body);
        assert!(looked(&page).is_none());
    }
    play(
        &app,
        game,
        Command::Ability {
            seat: spy,
            ability: Ability::Spy {
                target,
                colour: durbar_domain::citadels::Colour::Trade,
            },
        },
    )
    .await;
    let state = table(&app, game).await;
    let hand = &state.state.players[target.index()].hand;
    assert!(!hand.is_empty(), "a hand to look at");
    for (i, browser) in browsers.iter().enumerate() {
        let page = browser.get(&format!("/games/{game}")).await;
        if i == spy.index() {
            let shown = looked(&page).expect("the Spy's player sees the hand she looked at");
            for district in hand {
                assert!(shown.contains(&card(*district).name), "{shown}");
            }
        } else {
            assert!(
                looked(&page).is_none(),
                "seat {i} sees the hand the Spy looked at"
            );
        }
    }
    // Her turn over, the hand is hers no more.
    play(&app, game, Command::EndTurn { seat: spy }).await;
    let page = browsers[spy.index()].get(&format!("/games/{game}")).await;
    assert!(looked(&page).is_none());
}

#[tokio::test]
async fn the_host_resends_and_revokes_personal_links_of_a_citadels_game() {
    let app = spawn_app_unlimited().await;
    let (game, mut browsers, links) = game(&app, Options::first_game(3), 5).await;
    let host_page = browsers[0].get(&format!("/games/{game}")).await;
    assert!(
        host_page.body.contains("Players (host)"),
        "{}",
        host_page.body
    );
    let other = browsers[1].get(&format!("/games/{game}")).await;
    assert!(!other.body.contains("Players (host)"));

    // A new link for Bára, by mail in her thread.
    let resent = browsers[0]
        .post(&format!("/games/{game}/players/1/resend"), &[])
        .await;
    assert_eq!(resent.status, 303, "{}", resent.body);
    let client = app.pool.get().await.unwrap();
    let rows = client
        .query(
            "SELECT text_body FROM outbox WHERE game_id = $1 AND to_address = 'bara@example.test'
              ORDER BY id",
            &[&durbar_api::store::game_uuid(game)],
        )
        .await
        .unwrap();
    let text: String = rows.last().expect("the re-sent invitation").get(0);
    let link = durbar_tests::browser::link_in(&text).expect("a personal link");
    let mut fresh = Browser::new(&app);
    assert_eq!(fresh.follow(&link).await.status, 303);

    // Only the host may (asked by the player the draft waits for, whose page has forms).
    let mut now = table(&app, game).await;
    if Citadels::waits(&now)[0].seat == Seat(0) {
        play(&app, game, next_move(&now, Seat(0))).await;
        now = table(&app, game).await;
    }
    let picker = &mut browsers[Citadels::waits(&now)[0].seat.index()];
    let refused = picker
        .post(&format!("/games/{game}/players/2/resend"), &[])
        .await;
    assert_eq!(refused.status, 403, "{}", refused.body);

    // Cyril's links revoked: his old link no longer signs in.
    let revoked = browsers[0]
        .post(&format!("/games/{game}/players/2/revoke"), &[])
        .await;
    assert_eq!(revoked.status, 303, "{}", revoked.body);
    assert_eq!(Browser::new(&app).follow(&links[2]).await.status, 404);
}
