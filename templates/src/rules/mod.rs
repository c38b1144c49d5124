//! The rules pages, written for players: `/rules` (Maharaja, decisions D1… and R1…, anchors
//! `/rules#d3`, `/rules#r1`) and `/rules/citadels` (decisions C1… and CR1…, anchors
//! `/rules/citadels#c3`). Each page is a Markdown text per game and language
//! (`templates/rules/<lang>/<game>.md`), embedded at build time; a language without its text
//! shows the English one (and says `<html lang="en">`). The developers' notes on the same
//! decisions (test names, file paths) stay in `docs/`.

mod cards;
mod markdown;

use std::sync::OnceLock;

use askama::Template;

pub use markdown::to_html as markdown_to_html;

use crate::{InLang, Lang, Words};

/// The game a rules page is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RulesGame {
    /// Maharaja, at `/rules`.
    Maharaja,
    /// Citadels, at `/rules/citadels`.
    Citadels,
}

impl RulesGame {
    /// Both games, in the order the pages link each other.
    pub const ALL: [RulesGame; 2] = [RulesGame::Maharaja, RulesGame::Citadels];

    /// The rules of a kind of game.
    pub fn of(kind: durbar_domain::GameKind) -> RulesGame {
        match kind {
            durbar_domain::GameKind::Maharaja => RulesGame::Maharaja,
            durbar_domain::GameKind::Citadels => RulesGame::Citadels,
        }
    }

    /// The page's address.
    pub fn path(self) -> &'static str {
        match self {
            RulesGame::Maharaja => "/rules",
            RulesGame::Citadels => "/rules/citadels",
        }
    }

    /// The catalogue id of the page's heading.
    pub fn title_id(self) -> &'static str {
        match self {
            RulesGame::Maharaja => "rules-title-maharaja",
            RulesGame::Citadels => "rules-title-citadels",
        }
    }

    /// The other game (the page links its rules).
    fn other(self) -> RulesGame {
        match self {
            RulesGame::Maharaja => RulesGame::Citadels,
            RulesGame::Citadels => RulesGame::Maharaja,
        }
    }
}

/// The rule texts: (game, language, Markdown).
pub const TEXTS: &[(RulesGame, Lang, &str)] = &[
    (
        RulesGame::Maharaja,
        Lang::En,
        include_str!("../../rules/en/maharaja.md"),
    ),
    (
        RulesGame::Citadels,
        Lang::En,
        include_str!("../../rules/en/citadels.md"),
    ),
    (
        RulesGame::Maharaja,
        Lang::Cs,
        include_str!("../../rules/cs/maharaja.md"),
    ),
    (
        RulesGame::Citadels,
        Lang::Cs,
        include_str!("../../rules/cs/citadels.md"),
    ),
    (
        RulesGame::Maharaja,
        Lang::Pl,
        include_str!("../../rules/pl/maharaja.md"),
    ),
    (
        RulesGame::Citadels,
        Lang::Pl,
        include_str!("../../rules/pl/citadels.md"),
    ),
    (
        RulesGame::Maharaja,
        Lang::Sk,
        include_str!("../../rules/sk/maharaja.md"),
    ),
    (
        RulesGame::Citadels,
        Lang::Sk,
        include_str!("../../rules/sk/citadels.md"),
    ),
];

/// The Markdown text of `game` in `lang`, if it is written.
pub fn text(game: RulesGame, lang: Lang) -> Option<&'static str> {
    TEXTS
        .iter()
        .find(|(g, l, _)| *g == game && *l == lang)
        .map(|(_, _, md)| *md)
}

/// A link to one decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecisionLink {
    /// "D3".
    pub label: String,
    /// "d3".
    pub anchor: String,
}

/// The rules page of one game.
#[derive(Template, Debug)]
#[template(path = "rules.html")]
pub struct RulesPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: Words,
    /// The game.
    pub game: RulesGame,
    /// The rules, as HTML.
    pub rules: &'static str,
    /// Links to every decision, in the order of the page.
    pub links: Vec<DecisionLink>,
    /// The other game's rules page: (address, catalogue id of its heading).
    pub other: (&'static str, &'static str),
}

/// Every text rendered once: (game, language, HTML).
fn rendered() -> &'static [(RulesGame, Lang, String)] {
    static HTML: OnceLock<Vec<(RulesGame, Lang, String)>> = OnceLock::new();
    HTML.get_or_init(|| {
        TEXTS
            .iter()
            .map(|(game, lang, md)| (*game, *lang, cards::fill(markdown::to_html(md, 0), *lang)))
            .collect()
    })
}

/// Whether `id` names a decision: one or two lower-case letters, then digits ("d3", "cr12").
fn is_decision(id: &str) -> bool {
    let letters = id.chars().take_while(char::is_ascii_lowercase).count();
    (1..=2).contains(&letters)
        && id.len() > letters
        && id[letters..].chars().all(|c| c.is_ascii_digit())
}

/// The anchors of the decisions in an HTML text, in order ("d1", "d2", …).
pub fn decision_anchors(html: &str) -> Vec<String> {
    html.split(" id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter(|id| is_decision(id))
        .map(str::to_string)
        .collect()
}

impl RulesPage {
    /// The Maharaja rules in English.
    pub fn new() -> Self {
        Self::of(RulesGame::Maharaja, Lang::En)
    }

    /// The rules of `game` in `lang` (in English while `lang`'s text is not written).
    pub fn of(game: RulesGame, lang: Lang) -> Self {
        let lang = if text(game, lang).is_some() {
            lang
        } else {
            Lang::En
        };
        let rules = rendered()
            .iter()
            .find(|(g, l, _)| *g == game && *l == lang)
            .map(|(_, _, html)| html.as_str())
            .expect("every game has its English rules");
        let links = decision_anchors(rules)
            .into_iter()
            .map(|anchor| DecisionLink {
                label: anchor.to_uppercase(),
                anchor,
            })
            .collect();
        let other = game.other();
        Self {
            version: crate::VERSION,
            w: Words::new(lang),
            game,
            rules,
            links,
            other: (other.path(), other.title_id()),
        }
    }
}

impl Default for RulesPage {
    fn default() -> Self {
        Self::new()
    }
}

impl InLang for RulesPage {
    fn words_mut(&mut self) -> &mut Words {
        &mut self.w
    }

    /// The same game's rules in `lang`: the text changes with the words.
    fn in_lang(self, lang: Lang) -> Self {
        Self::of(self.game, lang)
    }
}

#[cfg(test)]
mod tests;
