//! A Citadels game page's details over real HTTP on a real database: the hand the Spy looked at
//! is shown to the Spy's player only, during her turn (p. 11, C4), and the host re-sends and
//! revokes personal links as in Maharaja; Czech and Polish players get the page and the call
//! mails in their language, the call to a turn telling what happened so far in the round.

use durbar_api::store::Store;
use durbar_api::turn_mail::{MailContext, MailNotifier};
use durbar_domain::citadels::{Ability, Character, Citadels, Command, Options, Phase, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat};
use durbar_templates::play::citadels::card;
use durbar_templates::{Lang, Words};
use durbar_tests::browser::{masked, Browser, Page};
use durbar_tests::citadels_games::{signed_in, table, DealtGame};
use durbar_tests::{spawn_app_unlimited, TestApp};

const NAMES: [&str; 4] = ["Anna", "Bara", "Cyril", "Dana"];

/// Given a game of `options` for the first `options.players` names, dealt from `seed`: its id
/// and each player's browser, signed in by their personal link.
async fn game(app: &TestApp, options: Options, seed: u8) -> (GameId, Vec<Browser>, Vec<String>) {
    let names = &NAMES[..usize::from(options.players)];
    let (game, links) = DealtGame::new("Details", names, Bytes32([seed; 32]))
        .options(options)
        .create(&app.store)
        .await;
    let urls = links
        .iter()
        .map(|link| format!("{}/p/{}", app.address, link.token))
        .collect();
    (game, signed_in(app, &links).await, urls)
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
        let now = table(&app.store, game).await;
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
    let state = table(&app.store, game).await;
    let hand = &state.state.players[target.index()].hand;
    assert!(!hand.is_empty(), "a hand to look at");
    for (i, browser) in browsers.iter().enumerate() {
        let page = browser.get(&format!("/games/{game}")).await;
        if i == spy.index() {
            let shown = looked(&page).expect("the Spy's player sees the hand she looked at");
            for district in hand {
                assert!(
                    shown.contains(&card(durbar_templates::Words::default(), *district).name),
                    "{shown}"
                );
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
    let mut now = table(&app.store, game).await;
    if Citadels::waits(&now)[0].seat == Seat(0) {
        play(&app, game, next_move(&now, Seat(0))).await;
        now = table(&app.store, game).await;
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

/// Every plain sentence and name of the Citadels block of the English catalogue (no
/// placeable) that `lang` says differently: none of them may show on a page in `lang`.
fn english_citadels_texts(lang: Lang) -> Vec<String> {
    let english = durbar_templates::catalogue::SOURCES[0].1;
    let start = english
        .find("# --- citwords ---")
        .expect("the Citadels block");
    english[start..]
        .lines()
        .filter_map(|line| line.split_once(" = "))
        .filter(|(id, text)| id.starts_with("citadels-") && !text.contains('{'))
        .filter(|(_, text)| text.len() > 3)
        .filter(|(id, text)| {
            let theirs = durbar_templates::catalogue::SOURCES
                .iter()
                .find(|(l, _)| *l == lang)
                .expect("the language")
                .1;
            !theirs.lines().any(|l| l == format!("{id} = {text}"))
        })
        .map(|(_, text)| text.to_owned())
        .collect()
}

/// The text a reader sees of `html` (tags dropped, attributes such as a card's `title` kept
/// out), entities as written.
fn visible_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&#39;", "'").replace("&amp;", "&")
}

/// The move a player makes in this test: the Assassin kills, everyone takes gold, builds the
/// first district offered, and ends; a pick takes the Assassin when offered.
fn killing_move(table: &Table, seat: Seat) -> Command {
    let moves = Citadels::legal_moves(table, seat);
    let first = |p: &dyn Fn(&Command) -> bool| moves.iter().find(|c| p(c)).cloned();
    first(&|c| {
        matches!(
            c,
            Command::Pick {
                character: Character::Assassin,
                ..
            }
        )
    })
    .or_else(|| first(&|c| matches!(c, Command::Pick { .. })))
    .or_else(|| first(&|c| matches!(c, Command::Kill { .. })))
    .or_else(|| first(&|c| matches!(c, Command::Gold { .. })))
    .or_else(|| first(&|c| matches!(c, Command::Build { .. })))
    .or_else(|| first(&|c| matches!(c, Command::EndTurn { .. })))
    .or_else(|| first(&|c| !matches!(c, Command::NoShow { .. })))
    .expect("a move")
}

#[tokio::test]
async fn czech_and_polish_players_get_citadels_pages_and_mails_in_their_language() {
    // #15: a player's page and mails in their own language; #13: the call to a turn says what
    // happened so far in the round.
    let app = spawn_app_unlimited().await;
    let (game, browsers, _) = game(&app, Options::first_game(3), 7).await;
    let client = app.pool.get().await.unwrap();
    for (player, lang) in [(1, "cs"), (2, "pl")] {
        client
            .execute(
                "UPDATE players SET lang = $2 WHERE game_id = $1::text::uuid AND player_index = $3",
                &[&game.to_string(), &lang, &(player as i16)],
            )
            .await
            .unwrap();
    }
    let store = Store::with_notifier(
        app.pool.clone(),
        std::sync::Arc::new(MailNotifier::new(MailContext::new(&app.address))),
    );
    // Play four rounds (a kill and a build come in one of them at least).
    loop {
        let now = (*store.load_as::<Citadels>(game).await.unwrap().game).clone();
        if now.state.round > 4 || Citadels::is_over(&now) {
            break;
        }
        let seat = Citadels::waits(&now)[0].seat;
        store
            .execute_once_as::<Citadels>(game, &[killing_move(&now, seat)], &[], None, None)
            .await
            .unwrap();
    }
    let mails = durbar_tests::stored::outbox_mails(&app, game).await;
    for (player, lang, kill, build) in [
        (
            1u8,
            Lang::Cs,
            "Mordýřka zneškodňuje postavu",
            "staví budovu",
        ),
        (2, Lang::Pl, "Skrytobójczyni zabija postać", "buduje:"),
    ] {
        let of = |kind: &str| -> Vec<&String> {
            mails
                .iter()
                .filter(|m| m.0 == kind && m.1 == player)
                .map(|m| &m.2)
                .collect()
        };
        let calls = of("citadels_call");
        let picks: Vec<&&String> = calls
            .iter()
            .filter(|m| {
                m.contains(
                    &Words::new(lang)
                        .m("citadels-call-pick-heading")
                        .n("round", 1)
                        .to_string(),
                )
            })
            .collect();
        assert!(!picks.is_empty(), "player {player} was asked to pick");
        // The deadline is a date of this run: masked.
        let deadline = Words::new(lang)
            .m("citadels-call-deadline")
            .s("deadline", "")
            .to_string();
        let deadline = deadline.trim_end_matches('.');
        let here = |text: &str| {
            let lines: Vec<String> = text
                .replace(&app.address, "[address]")
                .lines()
                .map(|line| match line.strip_prefix(deadline) {
                    Some(_) => format!("{deadline}[deadline]"),
                    None => line.to_owned(),
                })
                .collect();
            masked(&lines.join("\n"))
        };
        insta::assert_snapshot!(format!("citadels_pick_mail_{lang}"), here(picks[0]));
        // The calls to a turn after the kill and a build name them, in the player's words.
        let turns: Vec<&&String> = calls
            .iter()
            .filter(|m| {
                m.contains(
                    &Words::new(lang)
                        .m("citadels-call-turn-heading")
                        .n("round", 1)
                        .to_string(),
                )
            })
            .collect();
        assert!(!turns.is_empty(), "player {player} was called to a turn");
        let told = turns.iter().find(|m| m.contains(kill) && m.contains(build));
        let told = told.unwrap_or_else(|| {
            panic!("no call to {player} names the kill and a build: {turns:#?}")
        });
        assert!(told.contains(&Words::new(lang).t("citadels-call-earlier")));
        insta::assert_snapshot!(format!("citadels_turn_mail_{lang}"), here(told));
        // No English sentence of the Citadels catalogue in any of their Citadels mails.
        let english = english_citadels_texts(lang);
        for mail in of("citadels_call")
            .iter()
            .chain(of("citadels_receipt").iter())
        {
            for text in &english {
                assert!(
                    !mail.contains(text.as_str()),
                    "{lang} mail has {text:?}: {mail}"
                );
            }
        }
    }
    // The Czech player's page: in Czech, with no English text of the Citadels block.
    for (player, lang) in [(1usize, Lang::Cs), (2, Lang::Pl)] {
        let page = browsers[player].get(&format!("/games/{game}")).await;
        assert_eq!(page.status, 200, "{}", page.body);
        assert!(page.body.contains(&format!("<html lang=\"{lang}\">")));
        let shown = visible_text(&masked(&page.body));
        for text in english_citadels_texts(lang) {
            assert!(
                !shown.contains(&text),
                "the {lang} page shows the English {text:?}"
            );
        }
        insta::assert_snapshot!(format!("citadels_page_{lang}"), masked(&page.body));
    }
    // The footer's switch: the Czech player chooses Polish, and the page follows the choice.
    let switched = browsers[1].get(&format!("/games/{game}?lang=pl")).await;
    assert_eq!(switched.status, 303, "{}", switched.body);
    let page = browsers[1].get(&format!("/games/{game}")).await;
    assert!(page.body.contains("<html lang=\"pl\">"), "{}", page.body);
    assert!(page
        .body
        .contains(r#"<strong lang="pl" aria-current="true">Polski</strong>"#));
}

/// The move a player makes in the warrant test: the Magistrate and the Blackmailer are picked
/// when offered and give out their tokens; everyone else takes gold and ends.
fn token_move(table: &Table, seat: Seat) -> Command {
    let moves = Citadels::legal_moves(table, seat);
    let first = |p: &dyn Fn(&Command) -> bool| moves.iter().find(|c| p(c)).cloned();
    let picks = |c: &Command, wanted: Character| matches!(c, Command::Pick { character, .. } if *character == wanted);
    first(&|c| picks(c, Character::Magistrate))
        .or_else(|| first(&|c| picks(c, Character::Blackmailer)))
        .or_else(|| {
            first(&|c| {
                matches!(
                    c,
                    Command::Ability {
                        ability: Ability::Warrants { .. } | Ability::Threaten { .. },
                        ..
                    }
                )
            })
        })
        .or_else(|| first(&|c| matches!(c, Command::Pick { .. })))
        .or_else(|| first(&|c| matches!(c, Command::Gold { .. })))
        .or_else(|| first(&|c| matches!(c, Command::EndTurn { .. })))
        .or_else(|| first(&|c| !matches!(c, Command::NoShow { .. })))
        .expect("a move")
}

#[tokio::test]
async fn the_spectator_sees_warrants_and_threats_face_down_and_never_the_real_one() {
    // p. 10–11: which characters carry a warrant or a threat is public; which one is signed or
    // real only its giver knows until it is revealed.
    let app = spawn_app_unlimited().await;
    let options = Options::preset("devious_dignitaries", 4).unwrap();
    let (game, browsers, _) = game(&app, options, 11).await;
    let visitor = Browser::new(&app);
    let (mut warrants, mut threats) = (false, false);
    for _ in 0..3000 {
        let now = table(&app.store, game).await;
        if (warrants && threats) || Citadels::is_over(&now) {
            break;
        }
        let public = Citadels::view(&now, durbar_domain::Viewer::Spectator);
        for (on, lie, real, what) in [
            (
                &public.warrants,
                "The Magistrate&#39;s warrants lie face down on:",
                "The signed warrant:",
                &mut warrants,
            ),
            (
                &public.threats,
                "The Blackmailer&#39;s threats lie face down on:",
                "The real threat:",
                &mut threats,
            ),
        ] {
            if on.is_empty() || *what {
                continue;
            }
            let watch = visitor.get(&format!("/games/{game}/watch")).await;
            assert_eq!(watch.status, 200, "{}", watch.body);
            assert!(watch.body.contains(lie), "{}", masked(&watch.body));
            assert!(!watch.body.contains(real), "{}", masked(&watch.body));
            // Its giver's page names the real one; the others' pages do not.
            let mut givers = 0;
            for (i, browser) in browsers.iter().enumerate() {
                let page = browser.get(&format!("/games/{game}")).await;
                assert!(page.body.contains(lie), "seat {i}: {}", masked(&page.body));
                givers += usize::from(page.body.contains(real));
            }
            assert_eq!(givers, 1, "only the giver sees the real one");
            *what = true;
        }
        let seat = Citadels::waits(&now)[0].seat;
        play(&app, game, token_move(&now, seat)).await;
    }
    assert!(warrants, "the Magistrate gave out warrants");
    assert!(threats, "the Blackmailer gave out threats");
}
