//! The trust levels in words (design.md "Trust levels"): the new-game form's choices, each with
//! the sentence saying what it protects against and what not, and the one sentence every game
//! page says about its level. The words are the catalogue's (`trust-*` messages).

use durbar_domain::maharaja::Trust;

use crate::catalogue::{Lang, Words};

/// One level the host may choose on the new-game form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrustChoice {
    /// The level's stored name (`signed_moves`), the form's value.
    pub value: String,
    /// The level's name for people.
    pub label: String,
    /// What the level protects against, and what not, in one sentence.
    pub protects: String,
    /// Whether it is the one chosen.
    pub chosen: bool,
}

fn ids(trust: Trust) -> (&'static str, &'static str) {
    match trust {
        Trust::Server => ("trust-server", "trust-server-protects"),
        Trust::SignedMoves => ("trust-signed", "trust-signed-protects"),
        Trust::SealedInBrowser => ("trust-sealed", "trust-sealed-protects"),
    }
}

/// What `trust` protects against, and what not, in one sentence (game pages).
pub fn protects(trust: Trust, lang: Lang) -> String {
    Words::new(lang).t(ids(trust).1)
}

/// The levels a Maharaja host may choose, strongest first, `chosen` marked.
pub fn choices(chosen: Trust, lang: Lang) -> Vec<TrustChoice> {
    let words = Words::new(lang);
    Trust::OFFERED
        .iter()
        .map(|&trust| TrustChoice {
            value: trust.name().to_owned(),
            label: words.t(ids(trust).0),
            protects: words.t(ids(trust).1),
            chosen: trust == chosen,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_strongest_level_comes_first_and_every_level_says_what_it_protects_in_each_language() {
        for lang in Lang::ALL {
            let offered = choices(Trust::OFFERED[0], lang);
            assert!(offered[0].chosen);
            assert_eq!(offered.len(), Trust::OFFERED.len());
            for choice in &offered {
                assert!(!choice.label.is_empty() && choice.protects.ends_with('.'));
            }
        }
        assert_eq!(Trust::OFFERED[0], Trust::SealedInBrowser);
    }
}
