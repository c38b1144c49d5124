//! The rules page (`/rules`): the rules summary with every binding decision D1–D14 (from
//! `docs/rules.md`, a copy of the shared rules) and our own rule decisions R1… (from
//! `docs/rules-decisions.md`), both embedded at build time, each decision with an anchor
//! (`/rules#d3`, `/rules#r1`).

mod markdown;

use std::sync::OnceLock;

use askama::Template;

pub use markdown::to_html as markdown_to_html;

/// The rules summary and decisions D1… (Markdown).
pub const RULES_MD: &str = include_str!("../../../docs/rules.md");
/// Our rule decisions R1… (Markdown).
pub const DECISIONS_MD: &str = include_str!("../../../docs/rules-decisions.md");

/// A link to one decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecisionLink {
    /// "D3".
    pub label: String,
    /// "d3".
    pub anchor: String,
}

/// The rules page.
#[derive(Template, Debug)]
#[template(path = "rules.html")]
pub struct RulesPage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The rules, as HTML.
    pub rules: &'static str,
    /// Our decisions, as HTML.
    pub decisions: &'static str,
    /// Links to every decision, D1… then R1….
    pub links: Vec<DecisionLink>,
}

fn rendered() -> &'static (String, String) {
    static HTML: OnceLock<(String, String)> = OnceLock::new();
    HTML.get_or_init(|| {
        (
            markdown::to_html(RULES_MD, 1),
            markdown::to_html(DECISIONS_MD, 1),
        )
    })
}

/// The anchors of the decisions in an HTML text, in order ("d1", "d2", …).
pub fn decision_anchors(html: &str) -> Vec<String> {
    html.split(" id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter(|id| {
            let mut chars = id.chars();
            matches!(chars.next(), Some('d' | 'r'))
                && chars.clone().next().is_some()
                && chars.all(|c| c.is_ascii_digit())
        })
        .map(str::to_string)
        .collect()
}

impl RulesPage {
    /// The page.
    pub fn new() -> Self {
        let (rules, decisions) = rendered();
        let links = decision_anchors(rules)
            .into_iter()
            .chain(decision_anchors(decisions))
            .map(|anchor| DecisionLink {
                label: anchor.to_uppercase(),
                anchor,
            })
            .collect();
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
            rules,
            decisions,
            links,
        }
    }
}

impl Default for RulesPage {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_decision_has_an_anchor_and_a_link() {
        let page = RulesPage::new();
        let html = page.render().unwrap();
        for n in 1..=14 {
            assert!(
                html.contains(&format!("<li id=\"d{n}\"><strong>D{n}</strong>")),
                "D{n}"
            );
            assert!(
                html.contains(&format!("<a href=\"#d{n}\">D{n}</a>")),
                "link to D{n}"
            );
        }
        let r_count = DECISIONS_MD.matches("\n**R").count();
        assert!(r_count >= 15, "{r_count}");
        for n in 1..=r_count {
            assert!(html.contains(&format!("<p id=\"r{n}\">")), "R{n}");
        }
        assert!(html
            .contains("<h3 id=\"decisions-binding-where-the-rulebooks-are-silent-or-unclear\">"));
        assert!(html.contains("<td>Master Craftsman</td>"));
    }

    #[test]
    fn the_embedded_rules_are_the_shared_rules() {
        // The shared rules live beside the repository; when they are there, the copy must match.
        let shared =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/rules/maharaja.md");
        if let Ok(text) = std::fs::read_to_string(shared) {
            assert_eq!(
                text, RULES_MD,
                "docs/rules.md is out of date: copy ../shared/rules/maharaja.md"
            );
        }
    }
}
