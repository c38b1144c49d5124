//! The languages durbar speaks ([`Lang`]), how they are named and stored, and how a visitor's
//! `Accept-Language` header picks one.

use std::fmt;

/// A language of the catalogue: the languages of the rulebooks (Czech, Polish, Slovak) and
/// English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English (the default, and the fallback of every lookup).
    #[default]
    En,
    /// Czech.
    Cs,
    /// Polish.
    Pl,
    /// Slovak.
    Sk,
}

impl Lang {
    /// Every language, in the order the language switch lists them.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Cs, Lang::Pl, Lang::Sk];

    /// The BCP 47 tag, as stored, in `<html lang>`, `Content-Language` and `?lang=`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
            Lang::Pl => "pl",
            Lang::Sk => "sk",
        }
    }

    /// The language's own name for itself (the language switch shows these).
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Cs => "Čeština",
            Lang::Pl => "Polski",
            Lang::Sk => "Slovenčina",
        }
    }

    /// The language of a tag such as `cs`, `cs-CZ` or `PL` (`None` for a language durbar does
    /// not speak).
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language an `Accept-Language` header asks for: the spoken language of the highest
    /// weight (the first of equal weights), English when none is spoken here.
    pub fn negotiate(accept_language: &str) -> Lang {
        let mut best: Option<(f32, Lang)> = None;
        for item in accept_language.split(',') {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::parse) else {
                continue;
            };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())
                .unwrap_or(0.0);
            if weight > 0.0 && best.is_none_or(|(w, _)| weight > w) {
                best = Some((weight, lang));
            }
        }
        best.map_or(Lang::En, |(_, l)| l)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn tags_parse_by_their_primary_subtag() {
        assert_eq!(Lang::parse("cs-CZ"), Some(Lang::Cs));
        assert_eq!(Lang::parse(" PL "), Some(Lang::Pl));
        assert_eq!(Lang::parse("sk_SK"), Some(Lang::Sk));
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::parse(""), None);
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
    }

    #[test]
    fn accept_language_picks_the_heaviest_spoken_language() {
        assert_eq!(Lang::negotiate("de-DE,pl;q=0.8,cs;q=0.9"), Lang::Cs);
        assert_eq!(Lang::negotiate("sk, cs"), Lang::Sk);
        assert_eq!(Lang::negotiate("de, fr;q=0.5"), Lang::En);
        assert_eq!(Lang::negotiate("cs;q=0, pl;q=0.1"), Lang::Pl);
        assert_eq!(Lang::negotiate(""), Lang::En);
        assert_eq!(Lang::negotiate("*;q=0.1, en-GB;q=0.2, sk;q=0.3"), Lang::Sk);
    }
}
