//! Live pages: the game's live stream (`GET /games/{game}/live`) tells the new head seq after a
//! move made in this process or through another store on the same database, and nothing else;
//! in a real Chromium an open page shows the new state by itself within a second of another
//! player's move, and a half-filled form is never replaced under the player's hands (the button
//! offering the new state is in the page's language); a form answered without leaving the page
//! (posted into a frame) holds the updates back for a while only; a form being signed
//! (`window.durbarSigning`) is not replaced, and the update is applied once the signing ends.

use std::time::{Duration, Instant};

use durbar_api::database;
use durbar_api::store::Store;
use durbar_domain::maharaja::{Action, Command, Phase};
use durbar_domain::GameId;
use durbar_templates::{Lang, Words};
use durbar_tests::chrome::{Chrome, Screen};
use durbar_tests::games::{drive_until, play_first_move, set_disc, started_game};
use durbar_tests::{spawn_app, TestApp};

/// An open live stream, read event by event.
struct LiveStream {
    response: reqwest::Response,
    /// Everything received so far.
    text: String,
    /// How much of `text` was handed out as events.
    read: usize,
}

impl LiveStream {
    async fn open(app: &TestApp, game: GameId) -> LiveStream {
        let response = app.get(&format!("/games/{game}/live")).await;
        assert_eq!(response.status(), 200);
        assert_eq!(
            response.headers()["content-type"].to_str().unwrap(),
            "text/event-stream"
        );
        LiveStream {
            response,
            text: String::new(),
            read: 0,
        }
    }

    /// The data of the next event that carries some (comments and `retry:` are skipped).
    async fn next_data(&mut self) -> String {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            while let Some(end) = self.text[self.read..].find("\n\n") {
                let event = &self.text[self.read..self.read + end];
                self.read += end + 2;
                if let Some(data) = event.lines().find_map(|l| l.strip_prefix("data: ")) {
                    return data.to_owned();
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            let chunk = tokio::time::timeout(left, self.response.chunk())
                .await
                .expect("an event within 5 s")
                .expect("the stream stays open")
                .expect("the stream does not end");
            self.text
                .push_str(std::str::from_utf8(&chunk).expect("UTF-8"));
        }
    }

    /// Every line received is a retry time, an event id, a seq or a keep-alive comment.
    #[track_caller]
    fn assert_only_seqs(&self) {
        for line in self.text.lines() {
            let number = |prefix: &str| {
                line.strip_prefix(prefix)
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            };
            assert!(
                line.is_empty()
                    || line == ": keep-alive"
                    || number("retry: ")
                    || number("id: ")
                    || number("data: "),
                "the stream carries only numbers, not {line:?}"
            );
        }
    }
}

/// A player other than the first (whose page the browser shows) sets their disc; returns the
/// new head seq.
async fn another_player_sets_a_disc(store: &Store, game: GameId) -> u64 {
    let state = store.load(game).await.expect("the game loads").game;
    let seat = *state
        .awaiting_seats()
        .iter()
        .find(|seat| state.seat_players()[seat.index()] != 0)
        .expect("another player has a disc to set");
    store
        .execute(
            game,
            &Command::player(seat, set_disc([Action::Gold, Action::Character])),
            None,
        )
        .await
        .expect("a disc is set")
        .after
        .seq
}

async fn head(store: &Store, game: GameId) -> u64 {
    store.load(game).await.expect("the game loads").seq
}

#[tokio::test]
async fn the_stream_tells_the_head_then_each_newer_one_from_this_process_and_others() {
    let app = spawn_app().await;
    let (game, _) = started_game(&app.store, 3).await;
    let mut stream = LiveStream::open(&app, game).await;
    assert_eq!(
        stream.next_data().await,
        head(&app.store, game).await.to_string()
    );

    let moved = play_first_move(&app.store, game).await;
    assert_eq!(stream.next_data().await, moved.to_string(), "a move here");

    // Another process: a store of its own on the same database, no feed watch of its own.
    let other = Store::new(database::pool(app.db.config.clone(), 2).expect("a pool"));
    let moved = play_first_move(&other, game).await;
    assert_eq!(
        stream.next_data().await,
        moved.to_string(),
        "a move elsewhere"
    );
    stream.assert_only_seqs();
}

#[tokio::test]
async fn the_stream_sends_nothing_secret_and_changes_nothing() {
    let app = spawn_app().await;
    let (game, _) = started_game(&app.store, 3).await;
    // Discs are sealed choices: their setting must not show in the stream.
    drive_until(&app.store, game, Phase::Discs).await;
    let before = head(&app.store, game).await;
    let mut stream = LiveStream::open(&app, game).await;
    stream.next_data().await;
    let disc = play_first_move(&app.store, game).await;
    assert_eq!(stream.next_data().await, disc.to_string());
    stream.assert_only_seqs();
    drop(stream);
    assert_eq!(
        head(&app.store, game).await,
        disc,
        "reading the stream moved nothing"
    );
    assert_eq!(disc, before + 1);

    let posted = app
        .http
        .post(format!("{}/games/{game}/live", app.address))
        .send()
        .await
        .expect("an answer");
    assert!(
        posted.status().is_client_error(),
        "the stream is GET only, not {}",
        posted.status()
    );
    let missing = app.get(&format!("/games/{}/live", GameId([9; 16]))).await;
    assert_eq!(missing.status(), 404);
    assert_eq!(head(&app.store, game).await, disc);
}

/// The page's head seq as its main element carries it.
async fn page_seq(chrome: &Chrome) -> u64 {
    chrome
        .script_number("return Number(document.querySelector('main').dataset.seq)")
        .await
}

/// Waits until the page's main element says `seq`, and returns how long that took.
async fn until_page_shows(chrome: &Chrome, seq: u64, within: Duration) -> Duration {
    let started = Instant::now();
    chrome
        .wait_for(&format!("main[data-seq='{seq}']"), within)
        .await;
    started.elapsed()
}

#[tokio::test]
async fn an_open_page_updates_by_itself_within_a_second_when_another_player_moves() {
    let app = spawn_app().await;
    let (game, links) = started_game(&app.store, 3).await;
    let chrome = Chrome::open(Screen::Desktop).await;
    // The spectator page and the first player's own page, each while another player moves.
    chrome
        .goto(&format!("{}/games/{game}/watch", app.address))
        .await;
    assert_eq!(page_seq(&chrome).await, head(&app.store, game).await);
    let moved = play_first_move(&app.store, game).await;
    let took = until_page_shows(&chrome, moved, Duration::from_secs(1)).await;
    eprintln!("the spectator page showed the move after {took:?}");

    drive_until(&app.store, game, Phase::Discs).await;
    chrome
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    let waiting = chrome.text().await;
    let moved = another_player_sets_a_disc(&app.store, game).await;
    let took = until_page_shows(&chrome, moved, Duration::from_secs(1)).await;
    eprintln!("the player's page showed the move after {took:?}");
    assert_ne!(chrome.text().await, waiting, "the page shows the new state");
    let violations = chrome.audit().await;
    assert!(violations.is_empty(), "axe-core: {violations:?}");
    chrome.close().await;
}

#[tokio::test]
async fn a_half_filled_form_is_not_replaced_but_offered_again_in_the_pages_language() {
    let app = spawn_app().await;
    let (game, links) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Discs).await;
    let chrome = Chrome::open(Screen::Phone).await;
    // Everyone sets a disc: the first player's page, in Czech, has the disc form; they change a
    // field.
    chrome
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    chrome
        .goto(&format!("{}/games/{game}?lang=cs", app.address))
        .await;
    let shown = page_seq(&chrome).await;
    let chosen = chrome
        .script(
            "const s = document.querySelector('select[name=b]');
             s.focus(); s.selectedIndex = s.options.length - 1;
             s.dispatchEvent(new Event('change', { bubbles: true }));
             return s.value;",
        )
        .await;
    chrome.script("document.activeElement.blur();").await;

    let moved = another_player_sets_a_disc(&app.store, game).await;

    chrome
        .wait_for(".live-notice button", Duration::from_secs(2))
        .await;
    assert_eq!(page_seq(&chrome).await, shown, "the form was not replaced");
    let kept = chrome
        .script("return document.querySelector('select[name=b]').value;")
        .await;
    assert_eq!(kept, chosen, "the half-filled form keeps its choice");
    let offered = chrome
        .script("return document.querySelector('.live-notice button').textContent;")
        .await;
    let czech = Words::new(Lang::Cs).t("live-moved-on");
    assert_eq!(offered.as_str(), Some(czech.as_str()), "in Czech");
    let violations = chrome.audit().await;
    assert!(violations.is_empty(), "axe-core: {violations:?}");

    chrome
        .script("document.querySelector('.live-notice button').click();")
        .await;
    until_page_shows(&chrome, moved, Duration::from_secs(2)).await;
    chrome.close().await;
}

#[tokio::test]
async fn a_form_answered_without_leaving_the_page_does_not_stop_its_updates_for_good() {
    let app = spawn_app().await;
    let (game, links) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Discs).await;
    let chrome = Chrome::open(Screen::Desktop).await;
    chrome
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    // The first player's disc form is posted into a frame of the page: the move is answered
    // there, and this page stays.
    let before = head(&app.store, game).await;
    chrome
        .script(
            "const frame = document.createElement('iframe');
             frame.name = 'answer'; frame.hidden = true; document.body.appendChild(frame);
             const form = document.querySelector(\"form[action$='/disc']\");
             form.target = 'answer'; form.requestSubmit(); return 0;",
        )
        .await;
    let mut set = before;
    for _ in 0..100 {
        set = head(&app.store, game).await;
        if set > before {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(set > before, "the disc posted into the frame was set");
    assert_eq!(page_seq(&chrome).await, before, "the page stayed");
    // Once the form is answered and another player moves too, the page catches up by itself
    // (live.js waits a while for a form sent to leave the page, not for ever).
    let moved = another_player_sets_a_disc(&app.store, game).await;
    let took = until_page_shows(&chrome, moved, Duration::from_secs(15)).await;
    eprintln!("the page showed the moves {took:?} after the last one");
    let text = chrome.text().await;
    assert!(
        text.contains("Change your disc"),
        "the disc set is shown: {text}"
    );
    chrome.close().await;
}

#[tokio::test]
async fn a_form_being_signed_is_not_replaced_and_the_update_follows_the_signing() {
    let app = spawn_app().await;
    let (game, links) = started_game(&app.store, 3).await;
    drive_until(&app.store, game, Phase::Discs).await;
    let chrome = Chrome::open(Screen::Desktop).await;
    chrome
        .goto(&format!("{}/p/{}", app.address, links[0].token))
        .await;
    let shown = page_seq(&chrome).await;
    // Given the disc form is being signed (sign.js counts it in window.durbarSigning while it
    // waits for the signature), the form marked to be known again,
    chrome
        .script(
            "window.durbarSigning = (window.durbarSigning || 0) + 1;
             document.querySelector(\"form[action$='/disc']\").dataset.mark = 'signing';
             return 0;",
        )
        .await;
    // when another player moves,
    let moved = another_player_sets_a_disc(&app.store, game).await;
    // then the page hears of it (it offers the new state) but keeps the form being signed,
    chrome
        .wait_for(".live-notice button", Duration::from_secs(2))
        .await;
    assert_eq!(page_seq(&chrome).await, shown, "the form was not replaced");
    assert!(
        chrome.has("form[data-mark='signing']").await,
        "the very form being signed is in the page"
    );
    // and once the signing is over (sign.js says so: "durbar:signed"), the update is applied
    // by itself.
    chrome
        .script(
            "window.durbarSigning -= 1;
             document.dispatchEvent(new CustomEvent('durbar:signed'));
             return 0;",
        )
        .await;
    until_page_shows(&chrome, moved, Duration::from_secs(2)).await;
    assert!(
        !chrome.has("form[data-mark='signing']").await,
        "the content is the fresh one"
    );
    chrome.close().await;
}
