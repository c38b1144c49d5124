use super::*;

/// Every (game, language) whose text is written.
fn written() -> impl Iterator<Item = (RulesGame, Lang)> {
    TEXTS.iter().map(|(game, lang, _)| (*game, *lang))
}

#[track_caller]
fn page(game: RulesGame, lang: Lang) -> String {
    RulesPage::of(game, lang)
        .render()
        .expect("the rules page renders")
}

/// The decision numbers of a rule text ("**D3** …" → "d3"), in order.
fn numbered(md: &str, letter: &str, after: &[char]) -> Vec<String> {
    md.split(&format!("**{letter}"))
        .skip(1)
        .filter_map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let next = rest[digits.len()..].chars().next()?;
            (!digits.is_empty() && after.contains(&next))
                .then(|| format!("{}{digits}", letter.to_lowercase()))
        })
        .collect()
}

/// The shared rules beside the repository, when they are there.
fn shared(name: &str) -> Option<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/rules")
        .join(name);
    std::fs::read_to_string(path).ok()
}

#[test]
fn every_language_has_both_games_rules() {
    for game in RulesGame::ALL {
        for lang in Lang::ALL {
            assert!(text(game, lang).is_some(), "{game:?} in {lang}");
        }
    }
}

#[test]
fn every_language_has_the_english_pages_decisions_in_the_same_order() {
    for (game, lang) in written() {
        let english = RulesPage::of(game, Lang::En).links;
        let theirs = RulesPage::of(game, lang).links;
        assert_eq!(theirs, english, "{game:?} in {lang}");
    }
}

#[test]
fn every_binding_decision_and_every_answer_of_ours_is_on_the_maharaja_page() {
    let rules = include_str!("../../../docs/rules.md");
    let answers = include_str!("../../../docs/rules-decisions.md");
    let mut wanted = numbered(rules, "D", &['*']);
    assert_eq!(wanted.len(), 14, "{wanted:?}");
    let ours = numbered(answers, "R", &[' ']);
    assert!(ours.len() >= 26, "{ours:?}");
    wanted.extend(ours);
    let anchors = decision_anchors(&page(RulesGame::Maharaja, Lang::En));
    for anchor in &wanted {
        assert!(anchors.contains(anchor), "{anchor} is missing");
    }
    assert_eq!(anchors.len(), wanted.len(), "{anchors:?}");
}

#[test]
fn every_binding_decision_is_on_the_citadels_page() {
    let anchors = decision_anchors(&page(RulesGame::Citadels, Lang::En));
    let wanted = match shared("citadels.md") {
        Some(text) => numbered(&text, "C", &[' ', '*']),
        None => (1..=9).map(|n| format!("c{n}")).collect(),
    };
    assert!(wanted.len() >= 9, "{wanted:?}");
    for anchor in &wanted {
        assert!(anchors.contains(anchor), "{anchor} is missing");
    }
    let ours = anchors.iter().filter(|a| a.starts_with("cr")).count();
    assert!(ours >= 30, "{anchors:?}");
}

#[test]
fn every_decision_has_an_anchor_and_a_link_in_the_pages_list() {
    for (game, lang) in written() {
        let html = page(game, lang);
        let anchors = decision_anchors(&html);
        assert!(!anchors.is_empty(), "{game:?} in {lang}");
        for anchor in anchors {
            let label = anchor.to_uppercase();
            assert!(
                html.contains(&format!("<li id=\"{anchor}\"><strong>{label}</strong> ")),
                "{anchor} in {lang}"
            );
            assert!(
                html.contains(&format!("<a href=\"#{anchor}\">{label}</a>")),
                "link to {anchor} in {lang}"
            );
        }
    }
}

#[test]
fn the_pages_speak_to_players_not_to_developers() {
    for (game, lang) in written() {
        let html = page(game, lang).to_lowercase();
        let main = html.find("<main").expect("a main");
        let html = &html[main..html.find("</main>").expect("a main's end")];
        for word in [
            ".rs", "src/", "docs/", "<code>", "sha-256", "json", "engine", "snake", "seat 0", "§",
        ] {
            assert!(!html.contains(word), "{game:?} in {lang} says {word:?}");
        }
        let developer = html
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .find(|w| matches!(*w, "test" | "tests" | "tested") || w.contains('_'));
        assert_eq!(developer, None, "{game:?} in {lang}");
        assert!(
            !html.contains('['),
            "{game:?} in {lang}: an unfilled placeholder"
        );
    }
}

#[test]
fn the_citadels_page_lists_every_character_and_unique_district_in_its_language() {
    use durbar_domain::citadels::{Character, District};
    for (_, lang) in written().filter(|(game, _)| *game == RulesGame::Citadels) {
        let html = page(RulesGame::Citadels, lang);
        let w = Words::new(lang);
        for c in Character::ALL {
            let name = crate::catalogue::citadels::character_name(w, c);
            assert!(
                html.contains(&format!("<td>{name}</td>")),
                "{name} in {lang}"
            );
        }
        for d in District::unique() {
            let name = crate::catalogue::citadels::district(w, d);
            let name = markdown::escape(&name);
            assert!(
                html.contains(&format!("<td>{name}</td>")),
                "{name} in {lang}"
            );
        }
    }
}

#[test]
fn the_pages_link_each_other_and_the_footer_links_the_same_games_rules() {
    let maharaja = page(RulesGame::Maharaja, Lang::En);
    assert!(maharaja.contains("<a href=\"/rules/citadels\">Citadels: the rules</a>"));
    let citadels = page(RulesGame::Citadels, Lang::En);
    assert!(citadels.contains("<h1>Citadels: the rules</h1>"));
    assert!(citadels.contains("<a href=\"/rules\">Maharaja: the rules</a>"));
    assert!(citadels.contains("<a href=\"/rules/citadels\">rules</a></p>"));
}

#[test]
fn a_language_without_its_text_says_english() {
    for game in RulesGame::ALL {
        for lang in Lang::ALL {
            let html = page(game, lang);
            let shown = if text(game, lang).is_some() {
                lang
            } else {
                Lang::En
            };
            assert!(
                html.contains(&format!("<html lang=\"{}\">", shown.code())),
                "{game:?} in {lang}"
            );
        }
    }
}

#[test]
fn the_rules_page_in_another_language_is_the_same_games_page() {
    let page = RulesPage::of(RulesGame::Citadels, Lang::En).in_lang(Lang::Cs);
    assert_eq!(page.game, RulesGame::Citadels);
    assert_eq!(
        page.w.lang,
        text(RulesGame::Citadels, Lang::Cs).map_or(Lang::En, |_| Lang::Cs)
    );
}

#[test]
fn the_embedded_rules_are_the_shared_rules() {
    if let Some(text) = shared("maharaja.md") {
        assert_eq!(
            text,
            include_str!("../../../docs/rules.md"),
            "docs/rules.md is out of date: copy ../shared/rules/maharaja.md"
        );
    }
}

/// The page's heading, its decisions list and its text up to the second section.
fn head_of(html: &str) -> String {
    let start = html.find("<h1>").expect("a heading");
    let rest = &html[start..];
    let end = rest
        .match_indices("<h2 ")
        .nth(1)
        .map_or(rest.len(), |(i, _)| i);
    rest[..end].to_string()
}

#[test]
fn snapshots_of_each_languages_first_part() {
    for (game, lang) in written() {
        let html = page(game, lang);
        let name = match game {
            RulesGame::Maharaja => format!("maharaja_{lang}"),
            RulesGame::Citadels => format!("citadels_{lang}"),
        };
        insta::assert_snapshot!(name, head_of(&html));
    }
}
