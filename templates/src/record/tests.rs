//! The game pages rendered from the sample game: what they show, what they hide, and golden
//! snapshots of each (ids and hashes are fixed stand-ins).

use askama::Template;
use durbar_domain::maharaja::{evolve, Event, Game, Phase, Seat};

use super::*;
use crate::board::sample::sample_events;

/// The English words.
const EN: crate::Words = crate::Words {
    lang: crate::Lang::En,
};

fn nav(current: &'static str, over: bool) -> GameNav {
    GameNav::sample("Sample <game>", current, over)
}

/// The sample log with stand-in hashes ("h0001…").
fn logged() -> Vec<LoggedEvent> {
    sample_events()
        .into_iter()
        .enumerate()
        .map(|(i, event)| LoggedEvent {
            seq: i as u64 + 1,
            hash: format!("{:04x}{}", i + 1, "ab".repeat(30)),
            event,
        })
        .collect()
}

fn fold(events: &[LoggedEvent]) -> Game {
    events
        .iter()
        .fold(Game::default(), |g, e| evolve(g, &e.event))
}

fn head(events: &[LoggedEvent]) -> Head {
    let last = events.last().unwrap();
    Head {
        seq: last.seq,
        hash: last.hash.clone(),
    }
}

/// The sample log up to the middle of round 5, just after a disc was committed and before it
/// was revealed (so a sealed disc is on the table).
fn running() -> Vec<LoggedEvent> {
    let mut events = logged();
    let at = events
        .iter()
        .position(|e| matches!(e.event, Event::DiscCommitted { round: 5, .. }))
        .unwrap();
    events.truncate(at + 1);
    events
}

#[test]
fn the_spectator_view_hides_gold_and_sealed_discs_while_the_game_runs() {
    let events = running();
    let game = fold(&events);
    assert_eq!(game.phase(), Phase::Discs);
    assert!(game.options().hidden_gold);
    let html = WatchPage::new(EN, nav("watch", false), &game, None, head(&events))
        .render()
        .unwrap();
    assert!(html.contains("<svg "));
    assert!(html.contains("Round 5 · setting discs"));
    assert!(html.contains("set (sealed)"));
    assert!(html.contains(">hidden</td>"));
    assert_eq!(html.matches(">hidden</td>").count(), 4);
    assert!(html.contains("Gold totals are hidden"));
    // The sealed disc's actions appear nowhere; the last reveal was last round.
    let sealed = game
        .players()
        .iter()
        .find(|(_, p)| matches!(p.disc, durbar_domain::maharaja::DiscState::Committed { .. }))
        .map(|(s, _)| s)
        .unwrap();
    let name = game.player_name(sealed).unwrap();
    assert!(html.contains(name));
    assert!(
        html.contains("Sample &#60;game&#62;") && !html.contains("<game>"),
        "the title is escaped"
    );
    assert!(html.contains(&format!("Log head: event {}", events.len())));
    let ours = [
        r#"<script src="/static/live.js" defer></script>"#,
        r#"<script src="/static/board.js" defer></script>"#,
    ];
    assert_eq!(
        html.matches("<script").count(),
        ours.iter()
            .map(|script| html.matches(script).count())
            .sum::<usize>(),
        "no script but our own live and board ones, from our origin"
    );
}

#[test]
fn the_spectator_view_of_a_finished_game_shows_gold() {
    let events = logged();
    let game = fold(&events);
    assert_eq!(game.phase(), Phase::Over);
    let html = WatchPage::new(EN, nav("watch", true), &game, Some(Seat(1)), head(&events))
        .render()
        .unwrap();
    assert!(!html.contains(">hidden</td>"));
    assert!(html.contains("The game is over."));
    assert!(html.contains("<tr class=\"you\">"));
}

#[test]
fn the_log_has_every_event_in_words_with_seq_and_hash_and_pages() {
    let events = logged();
    assert!(
        events.len() > LOG_PAGE_SIZE,
        "the sample needs several pages"
    );
    let first = LogPage::new(EN, nav("log", true), &events, Some(1), head(&events));
    assert_eq!(first.entries.len(), LOG_PAGE_SIZE);
    assert_eq!(first.entries[0].seq, 1);
    assert!(first.entries[0]
        .text
        .starts_with("The game was created on the Classic board for Anna, Bára, Cyril and Daniel"));
    let html = first.render().unwrap();
    assert!(html.contains("page 1 of"));
    assert!(html.contains("?page=2\" rel=\"next\""));
    assert!(html.contains("<tr><th colspan=\"3\">Setup</th></tr>"));
    assert!(html.contains("<code class=\"hash short\" title=\"0001abab"));
    assert!(html.contains(">0001abab…</code>"));
    let last = LogPage::new(EN, nav("log", true), &events, None, head(&events));
    assert_eq!(last.page, last.pages);
    assert_eq!(last.last_seq(), events.len() as u64);
    assert!(last
        .entries
        .last()
        .unwrap()
        .text
        .starts_with("The game ended because"));
    let all: Vec<LogEntry> = log::log_entries(EN, &events);
    assert!(all
        .iter()
        .any(|e| e.text.contains("has set their disc (commitment ")));
    assert!(all
        .iter()
        .any(|e| e.text.contains("'s disc was revealed: ")));
    assert!(all.iter().any(|e| e.text.contains("was scored in round 1")));
    assert!(all
        .iter()
        .any(|e| e.round == 3 && e.new_round && e.text.starts_with("Round 3 began")));
    // Beyond the last page: the last page.
    let beyond = LogPage::new(EN, nav("log", true), &events, Some(99), head(&events));
    assert_eq!(beyond.page, beyond.pages);
}

#[test]
fn replay_step_n_shows_the_state_after_n_events() {
    let events = logged();
    let n = events
        .iter()
        .position(|e| matches!(e.event, Event::PalaceBuilt { .. }))
        .unwrap()
        + 1;
    let page = ReplayPage::new(EN, nav("replay", true), &events, Some(n), None);
    assert_eq!(page.step, n);
    assert_eq!(page.prev(), Some(n - 1));
    assert_eq!(page.next(), Some(n + 1));
    let after = fold(&events[..n]);
    let before = fold(&events[..n - 1]);
    let built = |g: &Game| g.players().iter().map(|(_, p)| p.palaces_built).sum::<u8>();
    assert_eq!(built(&after), built(&before) + 1);
    assert_eq!(
        page.players.iter().map(|p| p.palaces).sum::<u8>(),
        built(&after)
    );
    let html = page.render().unwrap();
    assert!(html.contains(&format!("step {n} of {}", events.len())));
    assert!(html.contains("<strong>") && html.contains("built a palace in"));
    assert_eq!(
        html.matches("class=\"db-palace\"").count(),
        7 + 1,
        "7 neutral palaces and the new one"
    );
    assert!(html.contains(&format!("?step={}\" rel=\"prev\"", n - 1)));
    // The finished game's replay shows gold at every step (D12: public once over).
    assert!(!html.contains(">hidden</td>"));
    // A running game's replay does not.
    let running = ReplayPage::new(EN, nav("replay", false), &events, Some(n), None)
        .render()
        .unwrap();
    assert!(running.contains(">hidden</td>"));
    // Step 0 and beyond the end.
    let start = ReplayPage::new(EN, nav("replay", true), &events, Some(0), None);
    assert_eq!((start.step, start.prev()), (0, None));
    assert!(start.board.is_empty());
    start.render().unwrap();
    let end = ReplayPage::new(EN, nav("replay", true), &events, Some(100_000), None);
    assert_eq!((end.step, end.next()), (events.len(), None));
}

#[test]
fn the_result_ranks_the_players_and_tables_every_scoring() {
    let events = logged();
    let game = fold(&events);
    let page = ResultPage::new(EN, nav("result", true), &events);
    assert_eq!(page.ranking.len(), 4);
    assert_eq!(page.ranking[0].rank, 1);
    let ranking = game.ranking();
    assert_eq!(
        page.ranking[0].player.name,
        game.player_name(ranking[0].seat).unwrap()
    );
    assert_eq!(page.ranking[0].palaces, ranking[0].palaces);
    let scorings = events
        .iter()
        .filter(|e| matches!(e.event, Event::CityScored { .. }))
        .count();
    assert_eq!(page.rounds.len(), scorings);
    assert_eq!(page.rounds[0].round, 1);
    let html = page.render().unwrap();
    assert!(html.contains("Final ranking"));
    assert!(html.contains("/export.json"));
    assert!(html.contains("action=\"/games/0123456789abcdef0123456789abcdef/verify\""));
    // While running: no ranking, the scores so far.
    let running = running();
    let page = ResultPage::new(EN, nav("result", false), &running);
    assert!(page.ranking.is_empty());
    assert_eq!(page.rounds.len(), 4);
    let html = page.render().unwrap();
    assert!(html.contains("The game is not over yet."));
}

#[test]
fn the_verify_report_says_verified_or_names_the_problem() {
    let events = logged();
    let game = fold(&events);
    let html = VerifyPage::verified(
        EN,
        nav("verify", true),
        events.len(),
        "ab".repeat(32),
        &game,
    )
    .render()
    .unwrap();
    assert!(html.contains("VERIFIED."));
    assert!(html.contains(&format!("All {} events check out.", events.len())));
    assert!(html.contains("1. "));
    let html = VerifyPage::failed(
        EN,
        nav("verify", true),
        Some(7),
        "the hash <is> wrong".into(),
    )
    .render()
    .unwrap();
    assert!(html.contains("NOT VERIFIED."));
    assert!(html.contains("Event 7: the hash &#60;is&#62; wrong"));
}

#[test]
fn the_navigation_marks_the_page_and_offers_the_export_only_when_open() {
    let events = running();
    let game = fold(&events);
    let mut closed = nav("watch", false);
    closed.can_export = false;
    let html = WatchPage::new(EN, closed, &game, None, head(&events))
        .render()
        .unwrap();
    assert!(html.contains("/watch\" aria-current=\"page\">Board</a>"));
    assert!(!html.contains("export.json"));
    assert!(html.contains(">Scores</a>"));
    let mut player = nav("log", false);
    player.is_player = true;
    let html = LogPage::new(EN, player, &events, None, head(&events))
        .render()
        .unwrap();
    assert!(html.contains("<a href=\"/games/0123456789abcdef0123456789abcdef\">Your game</a>"));
    assert!(html.contains("Verify this game"));
}

/// Snapshot text: the page from its header to the end of `<main>` (the shared head and style
/// are left out), with the board's SVG cut out (it has its own snapshot).
fn without_svg(html: &str) -> String {
    let start = html.find("<header").unwrap_or(0);
    let end = html.find("</main>").map_or(html.len(), |e| e + 7);
    let html = &html[start..end];
    match (html.find("<svg "), html.find("</svg>")) {
        (Some(a), Some(b)) => format!("{}<svg …/>{}", &html[..a], &html[b + 6..]),
        _ => html.to_string(),
    }
}

#[test]
fn snapshots_of_the_game_pages() {
    let events = logged();
    let game = fold(&events);
    let running = running();
    let running_game = fold(&running);
    insta::assert_snapshot!(
        "watch_running",
        without_svg(
            &WatchPage::new(EN, nav("watch", false), &running_game, None, head(&running))
                .render()
                .unwrap()
        )
    );
    insta::assert_snapshot!(
        "log_first_page",
        without_svg(
            &LogPage::new(EN, nav("log", true), &events, Some(1), head(&events))
                .render()
                .unwrap()
        )
    );
    insta::assert_snapshot!(
        "replay_step_40",
        without_svg(
            &ReplayPage::new(EN, nav("replay", true), &events, Some(40), None)
                .render()
                .unwrap()
        )
    );
    insta::assert_snapshot!(
        "result_over",
        without_svg(
            &ResultPage::new(EN, nav("result", true), &events)
                .render()
                .unwrap()
        )
    );
    insta::assert_snapshot!(
        "verify_ok",
        without_svg(
            &VerifyPage::verified(
                EN,
                nav("verify", true),
                events.len(),
                "ab".repeat(32),
                &game
            )
            .render()
            .unwrap()
        )
    );
}
