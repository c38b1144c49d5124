//! Accessibility as a blind or keyboard-only player meets it, in a real headless Chromium:
//! axe-core finds no violation on any kind of page at desktop and phone size, and the first
//! moves of a game (a character, a starting house, a disc, a turn, a pending choice) can be made
//! with the keyboard alone.

use std::time::Duration;

use durbar_api::store::Deadlines;
use durbar_domain::maharaja::{Action, Awaiting, Game, GameOptions, Phase};
use durbar_domain::{GameId, Seat};
use durbar_tests::browser::invitation_links;
use durbar_tests::chrome::{Chrome, Screen, Violation};
use durbar_tests::inbox;
use durbar_tests::{spawn_app, TestApp};

const PLAYERS: [(&str, &str); 3] = [
    ("Anna", "anna@example.test"),
    ("Bára", "bara@example.test"),
    ("Cyril", "cyril@example.test"),
];

/// What a tour of the pages found: each page's violations, labelled.
#[derive(Default)]
struct Findings(Vec<(String, Vec<Violation>)>);

impl Findings {
    async fn audit(&mut self, chrome: &Chrome, label: &str) {
        let violations = chrome.audit().await;
        self.0.push((label.to_owned(), violations));
    }

    #[track_caller]
    fn assert_none(&self, screen: Screen) {
        let pages: Vec<&str> = self.0.iter().map(|(page, _)| page.as_str()).collect();
        eprintln!("audited at {screen:?}: {}", pages.join(", "));
        let broken: Vec<String> = self
            .0
            .iter()
            .filter(|(_, violations)| !violations.is_empty())
            .flat_map(|(page, violations)| {
                violations.iter().map(move |v| {
                    format!(
                        "{page}: {} ({}) at {}",
                        v.id,
                        v.impact.as_deref().unwrap_or("?"),
                        v.nodes.join(", ")
                    )
                })
            })
            .collect();
        for kind in [
            "join",
            "character choice",
            "starting house",
            "disc",
            "turn builder",
            "pending choice",
            "result",
        ] {
            assert!(
                self.0.iter().any(|(page, _)| page == kind),
                "the tour never saw the {kind} page"
            );
        }
        assert!(
            broken.is_empty(),
            "axe-core violations at {screen:?}:\n{}",
            broken.join("\n")
        );
    }
}

async fn new_game(app: &TestApp) -> (GameId, Vec<String>) {
    let game = inbox::create_game(
        app,
        "Accessible game",
        &PLAYERS,
        Deadlines::default(),
        GameOptions::default(),
    )
    .await;
    let links = invitation_links(app, &game.to_string()).await;
    (game, links)
}

async fn load(app: &TestApp, game: GameId) -> std::sync::Arc<Game> {
    app.store.load(game).await.expect("the game loads").game
}

/// The personal link of whoever sits at `seat`.
fn link_of<'a>(game: &Game, links: &'a [String], seat: Seat) -> &'a str {
    &links[usize::from(game.seat_players()[seat.index()])]
}

/// Opens the page of the first seat the game waits for, through their personal link.
async fn visit_awaited(chrome: &Chrome, app: &TestApp, game: GameId, links: &[String]) -> Seat {
    let state = load(app, game).await;
    let seat = *state.awaiting_seats().first().expect("someone is awaited");
    chrome.goto(link_of(&state, links, seat)).await;
    seat
}

/// A legal move of the seat whose turn it is after which another player must choose a new
/// character, if there is one.
fn leads_to_a_pending_choice(state: &Game) -> Option<durbar_domain::maharaja::Command> {
    let Awaiting::Turn(seat) = state.awaiting() else {
        return None;
    };
    durbar_domain::maharaja::legal_moves(state, seat)
        .into_iter()
        .find(|command| {
            durbar_domain::maharaja::decide(state, command).is_ok_and(|events| {
                let after = events.iter().fold(state.clone(), |game, event| {
                    durbar_domain::maharaja::evolve(game, event)
                });
                matches!(after.awaiting(), Awaiting::Replacement(_))
            })
        })
}

/// The move that steers a game towards a pending choice: every disc takes a character, and a
/// turn takes another player's character when it can.
fn towards_a_pending_choice(state: &Game) -> Option<durbar_domain::maharaja::Command> {
    if let Awaiting::Discs(seats) = state.awaiting() {
        seats.first().map(|seat| {
            durbar_domain::maharaja::Command::player(
                *seat,
                durbar_tests::games::set_disc([Action::Character, Action::Gold]),
            )
        })
    } else {
        leads_to_a_pending_choice(state)
    }
}

async fn tour(screen: Screen) {
    let app = spawn_app().await;
    let chrome = Chrome::open(screen).await;
    let mut findings = Findings::default();
    let base = app.address.clone();

    for (label, path) in [
        ("home", "/"),
        ("rules", "/rules"),
        ("citadels rules", "/rules/citadels"),
        ("new game", "/games/new"),
    ] {
        chrome.goto(&format!("{base}{path}")).await;
        findings.audit(&chrome, label).await;
    }

    let (game, links) = new_game(&app).await;
    chrome.goto(&links[0]).await;
    findings.audit(&chrome, "join").await;
    inbox::join_everyone(&app.store, game, PLAYERS.len(), 7).await;

    let mut bots = inbox::bots(PLAYERS.len(), 11);
    let mut seen = std::collections::BTreeSet::new();
    loop {
        let state = load(&app, game).await;
        let kind = match state.awaiting() {
            Awaiting::Character(_) => "character choice",
            Awaiting::InitialHouse(_) => "starting house",
            Awaiting::Discs(_) => "disc",
            Awaiting::Turn(_) => "turn builder",
            Awaiting::Replacement(_) | Awaiting::Gift(_) => "pending choice",
            _ => "",
        };
        if state.phase() == Phase::Over {
            break;
        }
        if !kind.is_empty() && seen.insert(kind) {
            visit_awaited(&chrome, &app, game, &links).await;
            findings.audit(&chrome, kind).await;
            if kind == "turn builder" {
                for path in ["log", "watch"] {
                    chrome.goto(&format!("{base}/games/{game}/{path}")).await;
                    findings.audit(&chrome, &format!("{path} (running)")).await;
                }
            }
        }
        // Steer towards a pending choice (a character taken from another player) once.
        let steer = if seen.contains("pending choice") {
            None
        } else {
            towards_a_pending_choice(&state)
        };
        let Some(command) = steer.or_else(|| inbox::bot_move(&state, &mut bots)) else {
            break;
        };
        app.store
            .execute(game, &command, None)
            .await
            .expect("a bot's move is legal");
    }

    chrome.goto(&links[0]).await;
    findings.audit(&chrome, "player page (over)").await;
    for path in ["result", "replay", "replay?step=40", "log", "watch"] {
        chrome.goto(&format!("{base}/games/{game}/{path}")).await;
        findings.audit(&chrome, path).await;
    }
    chrome.close().await;
    findings.assert_none(screen);
}

#[tokio::test]
async fn every_kind_of_page_passes_axe_core_on_a_laptop() {
    tour(Screen::Desktop).await;
}

#[tokio::test]
async fn every_kind_of_page_passes_axe_core_on_a_phone() {
    tour(Screen::Phone).await;
}

#[tokio::test]
async fn the_harness_sees_a_violation_where_there_is_one() {
    let app = spawn_app().await;
    let chrome = Chrome::open(Screen::Desktop).await;
    chrome.goto(&format!("{}/", app.address)).await;
    chrome
        .script("const s = document.createElement('select'); document.body.appendChild(s);")
        .await;
    let violations = chrome.audit().await;
    assert!(
        violations.iter().any(|v| v.id == "select-name"),
        "an unlabelled select is reported: {violations:?}"
    );
    chrome.close().await;
}

const TAB: &str = "\u{E004}";
const ENTER: &str = "\u{E007}";
const ARROW_DOWN: &str = "\u{E015}";
const SPACE: &str = "\u{E00D}";

/// Presses Tab until `target` (a CSS selector) has the focus, checking on the way that every
/// element the focus lands on shows it (an outline that is not `none`). Returns the presses.
async fn tab_to(chrome: &Chrome, target: &str) -> usize {
    chrome
        .script("document.activeElement && document.activeElement.blur(); window.focus();")
        .await;
    for presses in 1..=120 {
        chrome.keys(TAB).await;
        let here = chrome.focused().await;
        let outline = chrome
            .script(
                "const s = getComputedStyle(document.activeElement);
                 return [s.outlineStyle, s.outlineWidth];",
            )
            .await;
        assert!(
            outline[0] != "none" && outline[1] != "0px",
            "the focus on {here} is invisible: outline {outline}"
        );
        let matched = chrome
            .script(&format!(
                "return document.activeElement.matches({});",
                serde_json::to_string(target).unwrap()
            ))
            .await;
        if matched == serde_json::Value::Bool(true) {
            return presses;
        }
    }
    panic!("Tab never reached {target}");
}

#[tokio::test]
async fn a_starting_house_a_disc_and_a_turn_are_played_with_the_keyboard_alone() {
    let app = spawn_app().await;
    let (game, links) = new_game(&app).await;
    inbox::join_everyone(&app.store, game, PLAYERS.len(), 3).await;
    let mut bots = inbox::bots(PLAYERS.len(), 5);
    inbox::play_until(&app.store, game, &mut bots, |g| {
        g.phase() == Phase::PlaceHouses
    })
    .await;
    let chrome = Chrome::open(Screen::Desktop).await;

    // A starting house: Tab to the village list, pick the next village, Tab to the button, Enter.
    let seat = visit_awaited(&chrome, &app, game, &links).await;
    let before = load(&app, game).await.houses_on_board(seat);
    tab_to(&chrome, "select[name=village]").await;
    chrome.keys(ARROW_DOWN).await;
    chrome.keys(TAB).await;
    assert!(
        chrome.focused().await.starts_with("button"),
        "the button follows the list"
    );
    chrome.keys(ENTER).await;
    wait_until(|| async { load(&app, game).await.houses_on_board(seat) == before + 1 }).await;

    // The others place theirs; then a disc, set the same way.
    inbox::play_until(&app.store, game, &mut bots, |g| g.phase() == Phase::Discs).await;
    let seat = visit_awaited(&chrome, &app, game, &links).await;
    tab_to(&chrome, "select[name=a]").await;
    chrome.keys(ARROW_DOWN).await;
    chrome.keys(TAB).await;
    assert!(chrome.focused().await.starts_with("select[name=b]"));
    chrome.keys(ARROW_DOWN).await;
    chrome.keys(ARROW_DOWN).await;
    chrome.keys(TAB).await;
    assert!(chrome.focused().await.starts_with("button"));
    chrome.keys(ENTER).await;
    wait_until(|| async { !load(&app, game).await.awaiting_seats().contains(&seat) }).await;
    chrome.wait_for("p.secret", Duration::from_secs(5)).await;
    assert!(
        chrome
            .text()
            .await
            .contains("Your disc (only you see this until your turn)"),
        "the page confirms the disc to its owner"
    );

    // A turn: ask for a route (a GET form), then finish the turn, all by keyboard.
    inbox::play_until(&app.store, game, &mut bots, |g| {
        matches!(g.awaiting(), Awaiting::Turn(_))
    })
    .await;
    let seat = visit_awaited(&chrome, &app, game, &links).await;
    tab_to(&chrome, "select[name=travel]").await;
    chrome.keys(TAB).await;
    chrome.keys(ENTER).await;
    chrome
        .wait_for("form.preview", Duration::from_secs(5))
        .await;
    // Nothing of the disc is played yet: the finish asks to tick the box naming what is given up.
    tab_to(&chrome, "form.finish input[name=forfeit]").await;
    chrome.keys(SPACE).await;
    tab_to(&chrome, "form.finish button").await;
    chrome.keys(ENTER).await;
    wait_until(|| async { load(&app, game).await.awaiting() != Awaiting::Turn(seat) }).await;
    chrome.close().await;
}

#[tokio::test]
async fn a_character_and_a_pending_choice_are_made_with_the_keyboard_alone() {
    let app = spawn_app().await;
    let (game, links) = new_game(&app).await;
    inbox::join_everyone(&app.store, game, PLAYERS.len(), 9).await;
    let chrome = Chrome::open(Screen::Phone).await;

    // The character choice at the start: Tab to the list, take the next character, Enter.
    let state = load(&app, game).await;
    assert!(matches!(state.awaiting(), Awaiting::Character(_)));
    let seat = visit_awaited(&chrome, &app, game, &links).await;
    tab_to(&chrome, "select#choose-character").await;
    chrome.keys(ARROW_DOWN).await;
    chrome.keys(TAB).await;
    assert!(
        chrome.focused().await.starts_with("button"),
        "the button follows the list"
    );
    chrome.keys(ENTER).await;
    wait_until(|| async { !load(&app, game).await.awaiting_seats().contains(&seat) }).await;

    // Bots play on, steered until a player's character is taken from them.
    let mut bots = inbox::bots(PLAYERS.len(), 13);
    let waiting = loop {
        let state = load(&app, game).await;
        if let Awaiting::Replacement(seats) = state.awaiting() {
            break seats;
        }
        assert_ne!(
            state.phase(),
            Phase::Over,
            "the game ended without a pending choice"
        );
        let command = towards_a_pending_choice(&state)
            .or_else(|| inbox::bot_move(&state, &mut bots))
            .expect("someone can move");
        app.store
            .execute(game, &command, None)
            .await
            .expect("a steered move is legal");
    };

    // The pending choice: the new character is chosen by keyboard inside the other's turn.
    let seat = visit_awaited(&chrome, &app, game, &links).await;
    assert!(
        waiting.contains(&seat),
        "{seat:?} is the one who must choose"
    );
    tab_to(&chrome, "select#replace-character").await;
    chrome.keys(ARROW_DOWN).await;
    chrome.keys(TAB).await;
    assert!(
        chrome.focused().await.starts_with("button"),
        "the button follows the list"
    );
    chrome.keys(ENTER).await;
    wait_until(|| async {
        !matches!(load(&app, game).await.awaiting(), Awaiting::Replacement(seats) if seats.contains(&seat))
    })
    .await;
    chrome.close().await;
}

/// Waits up to five seconds for `done`.
async fn wait_until<F, Fut>(done: F)
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    for _ in 0..50 {
        if done().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the move was not played within five seconds");
}
