//! The Citadels cards on the rules page: the characters with their abilities and the unique
//! districts with their costs and effects, in the catalogue's words (the same the game page
//! uses), in place of the text's `[characters]` and `[districts]` paragraphs.

use durbar_domain::citadels::{Character, District};

use super::markdown::escape;
use crate::catalogue::citadels::{ability, character_name, district, effect};
use crate::{Lang, Words};

/// A table: a header row and body rows, every cell escaped.
fn table(head: [String; 3], rows: impl Iterator<Item = [String; 3]>) -> String {
    let mut out = String::from("<div class=\"table-wrap\"><table>\n<thead><tr>");
    for cell in head {
        out.push_str(&format!("<th>{}</th>", escape(&cell)));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for row in rows {
        out.push_str("<tr>");
        for cell in row {
            out.push_str(&format!("<td>{}</td>", escape(&cell)));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table></div>\n");
    out
}

/// Every character: rank, name, ability.
fn characters(w: Words) -> String {
    table(
        [
            w.t("rules-col-rank"),
            w.t("rules-col-character"),
            w.t("rules-col-ability"),
        ],
        Character::ALL
            .iter()
            .map(|c| [c.rank().to_string(), character_name(w, *c), ability(w, *c)]),
    )
}

/// Every unique district: name, cost, effect.
fn districts(w: Words) -> String {
    table(
        [
            w.t("rules-col-district"),
            w.t("rules-col-cost"),
            w.t("rules-col-effect"),
        ],
        District::unique().map(|d| {
            [
                district(w, d),
                d.cost().to_string(),
                effect(w, d).unwrap_or_default(),
            ]
        }),
    )
}

/// `html` with its `[characters]` and `[districts]` paragraphs replaced by the tables in `lang`.
pub fn fill(html: String, lang: Lang) -> String {
    let w = Words::new(lang);
    let mut html = html;
    if html.contains("<p>[characters]</p>") {
        html = html.replace("<p>[characters]</p>", &characters(w));
    }
    if html.contains("<p>[districts]</p>") {
        html = html.replace("<p>[districts]</p>", &districts(w));
    }
    html
}
