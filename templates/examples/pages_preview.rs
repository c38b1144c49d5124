//! Writes the game pages of the sample game as HTML files, for looking at them in a browser:
//! `cargo run -p durbar-templates --example pages_preview -- DIR`.

use durbar_domain::maharaja::{evolve, Event, Game};
use durbar_templates::board::sample::sample_events;
use durbar_templates::record::{
    GameNav, Head, LogPage, LoggedEvent, ReplayPage, ResultPage, VerifyPage, WatchPage,
};
use durbar_templates::{RulesPage, Template};

fn main() {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    std::fs::create_dir_all(&dir).expect("cannot make the directory");
    let events: Vec<LoggedEvent> = sample_events()
        .into_iter()
        .enumerate()
        .map(|(i, event)| LoggedEvent {
            seq: i as u64 + 1,
            hash: format!("{:064x}", (i as u128 + 1) * 0x9e37_79b9_7f4a_7c15),
            event,
        })
        .collect();
    let cut = events
        .iter()
        .position(|e| matches!(e.event, Event::DiscCommitted { round: 5, .. }))
        .map_or(events.len(), |i| i + 1);
    let fold = |events: &[LoggedEvent]| {
        events
            .iter()
            .fold(Game::default(), |g, e| evolve(g, &e.event))
    };
    let head = |events: &[LoggedEvent]| Head {
        seq: events.len() as u64,
        hash: events.last().map(|e| e.hash.clone()).unwrap_or_default(),
    };
    let nav = |current, over| GameNav {
        game_id: "0123456789abcdef0123456789abcdef".into(),
        title: "Friday game".into(),
        current,
        can_export: true,
        is_player: false,
        over,
        rules: "/rules",
    };
    let running = &events[..cut];
    let pages = [
        (
            "watch.html",
            WatchPage::new(
                durbar_templates::Words::default(),
                nav("watch", false),
                &fold(running),
                None,
                head(running),
            )
            .render(),
        ),
        (
            "watch_over.html",
            WatchPage::new(
                durbar_templates::Words::default(),
                nav("watch", true),
                &fold(&events),
                None,
                head(&events),
            )
            .render(),
        ),
        (
            "log.html",
            LogPage::new(
                durbar_templates::Words::default(),
                nav("log", true),
                &events,
                Some(2),
                head(&events),
            )
            .render(),
        ),
        (
            "replay.html",
            ReplayPage::new(
                durbar_templates::Words::default(),
                nav("replay", true),
                &events,
                Some(cut),
                None,
            )
            .render(),
        ),
        (
            "result.html",
            ResultPage::new(
                durbar_templates::Words::default(),
                nav("result", true),
                &events,
            )
            .render(),
        ),
        (
            "verify.html",
            VerifyPage::verified(
                durbar_templates::Words::default(),
                nav("verify", true),
                events.len(),
                head(&events).hash,
                &fold(&events),
            )
            .render(),
        ),
        ("rules.html", RulesPage::new().render()),
    ];
    for (name, html) in pages {
        let path = dir.join(name);
        std::fs::write(&path, html.expect("the page renders")).expect("cannot write");
        eprintln!("wrote {}", path.display());
    }
}
