//! The trust levels in words (design.md "Trust levels"): the new-game form's choices, each with
//! the sentence saying what it protects against and what not, and the one sentence every game
//! page says about its level, for both games (Citadels has no sealed-in-the-browser level, and
//! its sentences speak of picks where Maharaja's speak of discs). The words are the catalogue's
//! (`trust-*` messages).

use durbar_domain::citadels::options::Trust as CitadelsTrust;
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

/// A game's trust level, as the words know it.
pub trait Level: Copy + PartialEq + 'static {
    /// The levels the game's host may choose, strongest first.
    const OFFERED: &'static [Self];
    /// The stored name, the form's value.
    fn value(self) -> &'static str;
    /// The catalogue ids of the level's name and of its one sentence.
    fn ids(self) -> (&'static str, &'static str);
}

impl Level for Trust {
    const OFFERED: &'static [Trust] = &Trust::OFFERED;

    fn value(self) -> &'static str {
        self.name()
    }

    fn ids(self) -> (&'static str, &'static str) {
        match self {
            Trust::Server => ("trust-server", "trust-server-protects"),
            Trust::SignedMoves => ("trust-signed", "trust-signed-protects"),
            Trust::SealedInBrowser => ("trust-sealed", "trust-sealed-protects"),
        }
    }
}

impl Level for CitadelsTrust {
    const OFFERED: &'static [CitadelsTrust] = &CitadelsTrust::OFFERED;

    fn value(self) -> &'static str {
        self.name()
    }

    fn ids(self) -> (&'static str, &'static str) {
        match self {
            CitadelsTrust::Server => ("trust-server", "trust-server-protects-citadels"),
            CitadelsTrust::SignedMoves => ("trust-signed", "trust-signed-protects-citadels"),
        }
    }
}

/// What `trust` protects against, and what not, in one sentence (game pages).
pub fn protects<L: Level>(trust: L, lang: Lang) -> String {
    Words::new(lang).t(trust.ids().1)
}

/// The levels a host of the game may choose, strongest first, `chosen` marked.
pub fn choices<L: Level>(chosen: L, lang: Lang) -> Vec<TrustChoice> {
    let words = Words::new(lang);
    L::OFFERED
        .iter()
        .map(|&trust| TrustChoice {
            value: trust.value().to_owned(),
            label: words.t(trust.ids().0),
            protects: words.t(trust.ids().1),
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

    #[test]
    fn a_citadels_host_chooses_signed_moves_or_the_server_and_the_sentences_speak_of_picks() {
        for lang in Lang::ALL {
            let offered = choices(CitadelsTrust::OFFERED[0], lang);
            assert_eq!(offered.len(), 2);
            assert!(offered[0].chosen && offered[0].value == "signed_moves");
            assert_eq!(offered[0].label, choices(Trust::SignedMoves, lang)[1].label);
            for choice in &offered {
                assert!(!choice.label.is_empty() && choice.protects.ends_with('.'));
            }
        }
        assert!(protects(CitadelsTrust::SignedMoves, Lang::En).contains("sealed pick"));
    }
}
