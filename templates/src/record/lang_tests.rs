//! The record pages in the viewer's language: a Czech visitor's log, replay, result, watch and
//! verify pages of both games hold none of the English catalogue's sentences, and snapshots of
//! the Maharaja log and the Citadels result in Czech and Polish.

use std::collections::BTreeSet;

use askama::Template;
use durbar_domain::citadels::bots::{play, BotGame, BotKind};
use durbar_domain::citadels::{Options, State};
use durbar_domain::maharaja::{evolve, Bytes32, Event, Game};
use fluent_syntax::ast;

use super::*;
use crate::board::sample::sample_events;
use crate::catalogue::SOURCES;
use crate::{Lang, Words};

fn nav(current: &'static str, over: bool) -> GameNav {
    GameNav::sample("Sample", current, over)
}

fn maharaja_log() -> Vec<LoggedEvent> {
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

/// A 4-player Citadels game played by bots to its end, its public log and its players' names.
fn citadels_log() -> (Vec<CitadelsLogged>, Vec<String>) {
    let played = play(&BotGame {
        options: Options::first_game(4),
        seed: Bytes32([5; 32]),
        bots: vec![BotKind::Greedy; 4],
        bot_seed: Bytes32([6; 32]),
    })
    .expect("a bot game");
    let events = played
        .records
        .into_iter()
        .enumerate()
        .map(|(i, record)| CitadelsLogged {
            seq: i as u64 + 1,
            hash: format!("{:04x}{}", i + 1, "cd".repeat(30)),
            event: record.event,
        })
        .collect();
    let names = ["Anna", "Bára", "Cyril", "Daniel"]
        .map(String::from)
        .to_vec();
    (events, names)
}

fn head(seq: usize) -> Head {
    Head {
        seq: seq as u64,
        hash: "ef".repeat(32),
    }
}

/// The literal text of every English message, cut at its placeables: the runs of two words
/// or more that the message's Czech text does not share.
fn english_fragments() -> BTreeSet<String> {
    fn texts(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
        let mut run = String::new();
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => run.push_str(value),
                ast::PatternElement::Placeable { expression } => {
                    out.push(std::mem::take(&mut run));
                    if let ast::Expression::Select { variants, .. } = expression {
                        for variant in variants {
                            texts(&variant.value, out);
                        }
                    }
                }
            }
        }
        out.push(run);
    }
    let parse = |source: &'static str| {
        fluent_syntax::parser::parse(source)
            .expect("parses")
            .body
            .into_iter()
            .filter_map(|entry| match entry {
                ast::Entry::Message(m) => {
                    let mut out = Vec::new();
                    if let Some(value) = &m.value {
                        texts(value, &mut out);
                    }
                    Some((m.id.name, out.join(" ")))
                }
                _ => None,
            })
            .collect::<std::collections::BTreeMap<_, _>>()
    };
    let english = parse(SOURCES[0].1);
    let czech = parse(SOURCES[1].1);
    let mut fragments = BTreeSet::new();
    for (id, text) in &english {
        let mut parts = Vec::new();
        let message = fluent_syntax::parser::parse(SOURCES[0].1).expect("parses");
        for entry in &message.body {
            if let ast::Entry::Message(m) = entry {
                if m.id.name == *id {
                    if let Some(value) = &m.value {
                        texts(value, &mut parts);
                    }
                }
            }
        }
        let _ = text;
        for part in parts {
            let part = part.trim().trim_matches(|c: char| !c.is_alphanumeric());
            let words = part
                .split_whitespace()
                .filter(|w| w.chars().any(char::is_alphabetic));
            if words.count() >= 2 && !czech.get(id).is_some_and(|cs| cs.contains(part)) {
                fragments.insert(part.to_owned());
            }
        }
    }
    fragments
}

/// The page's text as a reader sees it (entities decoded), the Maharaja board's drawing and
/// its words included.
fn text(html: &str) -> String {
    html.replace("&#39;", "'")
        .replace("&#34;", "\"")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
        .replace("&#60;", "<")
        .replace("&#62;", ">")
}

#[track_caller]
fn assert_no_english(page: &str, html: &str, fragments: &BTreeSet<String>) {
    let text = text(html);
    let found: Vec<&String> = fragments
        .iter()
        .filter(|f| text.contains(f.as_str()))
        .collect();
    assert!(found.is_empty(), "{page} in Czech still says {found:?}");
    assert!(html.contains("<html lang=\"cs\">"), "{page}: <html lang>");
    assert!(
        html.contains("aria-current=\"true\">Čeština"),
        "{page}: the switch"
    );
}

/// Every record page of both games for a Czech visitor, by name.
fn czech_pages() -> Vec<(&'static str, String)> {
    let cs = Words::new(Lang::Cs);
    let events = maharaja_log();
    let n = events.len();
    let game = events
        .iter()
        .fold(Game::default(), |g, e| evolve(g, &e.event));
    let running = events
        .iter()
        .position(|e| matches!(e.event, Event::DiscCommitted { round: 5, .. }))
        .expect("round 5");
    let running_game = events[..=running]
        .iter()
        .fold(Game::default(), |g, e| evolve(g, &e.event));
    let (cevents, names) = citadels_log();
    let cn = cevents.len();
    let cstate = cevents.iter().fold(State::default(), |s, e| {
        durbar_domain::citadels::evolve(s, &e.event, None)
    });
    let mid = cevents.len() / 2;
    let cmid = cevents[..mid].iter().fold(State::default(), |s, e| {
        durbar_domain::citadels::evolve(s, &e.event, None)
    });
    let ranking = ranking_words(cs, &cstate.ranking, &names);
    let r = |page: Result<String, askama::Error>| page.expect("renders");
    vec![
        (
            "log",
            r(LogPage::new(cs, nav("log", true), &events, Some(1), head(n)).render()),
        ),
        (
            "last log page",
            r(LogPage::new(cs, nav("log", true), &events, None, head(n)).render()),
        ),
        (
            "replay",
            r(ReplayPage::new(cs, nav("replay", true), &events, Some(40), None).render()),
        ),
        (
            "replay start",
            r(ReplayPage::new(cs, nav("replay", true), &events, Some(0), None).render()),
        ),
        (
            "replay end",
            r(ReplayPage::new(cs, nav("replay", true), &events, None, None).render()),
        ),
        (
            "result",
            r(ResultPage::new(cs, nav("result", true), &events).render()),
        ),
        (
            "running result",
            r(ResultPage::new(cs, nav("result", false), &events[..=running]).render()),
        ),
        (
            "watch",
            r(WatchPage::new(
                cs,
                nav("watch", false),
                &running_game,
                None,
                head(running + 1),
            )
            .render()),
        ),
        (
            "watch over",
            r(WatchPage::new(cs, nav("watch", true), &game, None, head(n)).render()),
        ),
        (
            "citadels log",
            r(LogPage::of_entries(
                cs,
                nav("log", true),
                citadels_log_entries(cs, &cevents, &names),
                Some(1),
                head(cn),
            )
            .render()),
        ),
        (
            "citadels last log page",
            r(LogPage::of_entries(
                cs,
                nav("log", true),
                citadels_log_entries(cs, &cevents, &names),
                None,
                head(cn),
            )
            .render()),
        ),
        (
            "citadels replay",
            r(CitadelsTablePage::replay(
                cs,
                nav("replay", false),
                head(cn),
                &cevents,
                &names,
                Some(mid),
                None,
                None,
            )
            .render()),
        ),
        (
            "citadels watch",
            r(
                CitadelsTablePage::watch(cs, nav("watch", false), head(mid), &cmid, &names, None)
                    .render(),
            ),
        ),
        (
            "citadels result",
            r(CitadelsResultPage::new(cs, nav("result", true), &cevents, &names).render()),
        ),
        (
            "citadels running result",
            r(CitadelsResultPage::new(cs, nav("result", false), &cevents[..mid], &names).render()),
        ),
    ]
    .into_iter()
    .chain(
        [
            (
                "verify",
                VerifyPage::verified(cs, nav("verify", true), n, "ab".repeat(32), &game),
            ),
            (
                "citadels verify",
                VerifyPage::citadels_verified(
                    cs,
                    nav("verify", true),
                    cn,
                    "ab".repeat(32),
                    true,
                    ranking,
                ),
            ),
            (
                "failed verify",
                VerifyPage::failed(cs, nav("verify", true), Some(7), "—".into()),
            ),
        ]
        .map(|(name, page)| (name, r(page.render()))),
    )
    .collect()
}

#[test]
fn a_czech_visitor_reads_every_record_page_in_czech() {
    let fragments = english_fragments();
    assert!(
        fragments.contains("the Maharaja is"),
        "the fragments are the catalogue's"
    );
    assert!(fragments.len() > 500, "only {} fragments", fragments.len());
    for (page, html) in czech_pages() {
        if page.contains("verify") {
            // The verify page answers a POST: it has no language switch (its link would GET).
            let text = text(&html);
            let found: Vec<&String> = fragments
                .iter()
                .filter(|f| text.contains(f.as_str()))
                .collect();
            assert!(found.is_empty(), "{page} in Czech still says {found:?}");
            assert!(html.contains("<html lang=\"cs\">"), "{page}: <html lang>");
        } else {
            assert_no_english(page, &html, &fragments);
        }
    }
}

/// The page from its header to the end of `<main>`, the board's drawing left out.
fn main_part(html: &str) -> String {
    let start = html.find("<header").unwrap_or(0);
    let end = html.find("</main>").map_or(html.len(), |e| e + 7);
    let html = &html[start..end];
    match (html.find("<svg "), html.find("</svg>")) {
        (Some(a), Some(b)) => format!("{}<svg …/>{}", &html[..a], &html[b + 6..]),
        _ => html.to_string(),
    }
}

#[test]
fn snapshots_in_czech_and_polish() {
    let events = maharaja_log();
    let (cevents, names) = citadels_log();
    for lang in [Lang::Cs, Lang::Pl] {
        let w = Words::new(lang);
        let log = LogPage::new(w, nav("log", true), &events, Some(1), head(events.len()))
            .render()
            .unwrap();
        insta::assert_snapshot!(format!("maharaja_log_{lang}"), main_part(&log));
        let result = CitadelsResultPage::new(w, nav("result", true), &cevents, &names)
            .render()
            .unwrap();
        insta::assert_snapshot!(format!("citadels_result_{lang}"), main_part(&result));
    }
}
