//! A phone on a train: at 390 × 844 the game page (waiting, choosing, building a turn), the
//! new-game form and the finished game's pages fit the screen's width — no sideways scroll of the
//! page itself (the board may scroll inside its own box).

use durbar_api::store::Deadlines;
use durbar_domain::maharaja::{Awaiting, GameOptions, Phase};
use durbar_domain::GameId;
use durbar_tests::browser::invitation_links;
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::inbox;
use durbar_tests::{spawn_app, TestApp};

const PLAYERS: [(&str, &str); 4] = [
    (
        "Anna Nováková-Dvořáková",
        "anna.novakova-dvorakova@example.test",
    ),
    ("Bára", "bara@example.test"),
    ("Cyril Szczepański", "cyril@example.test"),
    ("Dorota", "dorota@example.test"),
];

/// The elements wider than the viewport (tag, class, width), for the failure message.
const TOO_WIDE: &str = "const w = window.innerWidth;
  const name = e => e.tagName.toLowerCase() + '.' + (e.getAttribute('class') || '');
  const all = Array.from(document.querySelectorAll('body *'));
  const wide = all.filter(e => e.getBoundingClientRect().right > w + 1
      && !(e.parentElement && e.parentElement.getBoundingClientRect().right > w + 1))
    .map(e => name(e) + ' ends at ' + Math.round(e.getBoundingClientRect().right));
  const spilling = all.filter(e => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1
      && getComputedStyle(e).overflowX === 'visible')
    .map(e => name(e) + ' holds ' + e.scrollWidth + ' in ' + e.clientWidth);
  return wide.concat(spilling).slice(0, 12).join('; ');";

/// What was measured: each page and its document width.
#[derive(Default)]
struct Widths(Vec<(String, u64, String)>);

impl Widths {
    async fn measure(&mut self, chrome: &Chrome, label: &str) {
        let width = chrome.document_width().await;
        let wide = chrome.script(TOO_WIDE).await;
        self.0.push((
            label.to_owned(),
            width,
            wide.as_str().unwrap_or("").to_owned(),
        ));
    }

    #[track_caller]
    fn assert_fit(&self, viewport: u64) {
        let wide: Vec<String> = self
            .0
            .iter()
            .filter(|(_, width, _)| *width > viewport)
            .map(|(page, width, what)| format!("{page}: {width} px ({what})"))
            .collect();
        eprintln!(
            "measured: {}",
            self.0
                .iter()
                .map(|(p, w, _)| format!("{p} {w}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        assert!(
            wide.is_empty(),
            "wider than {viewport} px:\n{}",
            wide.join("\n")
        );
    }
}

async fn game(app: &TestApp) -> (GameId, Vec<String>) {
    let game = inbox::create_game(
        app,
        "A long title for a game played on the train to Ostrava",
        &PLAYERS,
        Deadlines::default(),
        GameOptions::default(),
    )
    .await;
    let links = invitation_links(app, &game.to_string()).await;
    (game, links)
}

#[tokio::test]
async fn every_page_a_player_uses_fits_a_phone_without_sideways_scroll() {
    let app = spawn_app().await;
    let chrome = Chrome::open(Screen::Phone).await;
    let (viewport, _) = Screen::Phone.size();
    let viewport = u64::from(viewport);
    let mut widths = Widths::default();
    let base = app.address.clone();

    chrome.goto(&format!("{base}/games/new")).await;
    widths.measure(&chrome, "new game").await;

    let (game, links) = game(&app).await;
    chrome.goto(&links[0]).await;
    widths.measure(&chrome, "join").await;
    inbox::join_everyone(&app.store, game, PLAYERS.len(), 21).await;
    let mut bots = inbox::bots(PLAYERS.len(), 17);
    let mut seen = std::collections::BTreeSet::new();
    loop {
        let state = app.store.load(game).await.expect("loads").game;
        if state.phase() == Phase::Over {
            break;
        }
        let kind = match state.awaiting() {
            Awaiting::Character(_) => "character choice",
            Awaiting::InitialHouse(_) => "starting house",
            Awaiting::Discs(_) => "disc",
            Awaiting::Turn(_) => "turn builder",
            _ => "",
        };
        if !kind.is_empty() && seen.insert(kind) {
            let seat = *state.awaiting_seats().first().expect("someone is awaited");
            let player = usize::from(state.seat_players()[seat.index()]);
            chrome.goto(&links[player]).await;
            widths.measure(&chrome, kind).await;
            if kind == "turn builder" {
                chrome
                    .goto(&format!("{base}/games/{game}?travel=delhi"))
                    .await;
                widths.measure(&chrome, "route preview").await;
                for path in ["watch", "log"] {
                    chrome.goto(&format!("{base}/games/{game}/{path}")).await;
                    widths.measure(&chrome, path).await;
                }
            }
        }
        let Some(command) = inbox::bot_move(&state, &mut bots) else {
            break;
        };
        app.store
            .execute(game, &command, None)
            .await
            .expect("a bot's move is legal");
    }
    chrome.goto(&links[0]).await;
    widths.measure(&chrome, "player page (over)").await;
    for path in ["result", "replay"] {
        chrome.goto(&format!("{base}/games/{game}/{path}")).await;
        widths.measure(&chrome, path).await;
    }
    chrome.close().await;
    assert_eq!(seen.len(), 4, "the tour saw every kind of form: {seen:?}");
    widths.assert_fit(viewport);
}
