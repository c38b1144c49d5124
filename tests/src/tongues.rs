//! What tells the four languages apart on a page or in a mail: the literal pieces of each
//! language's catalogue messages (between placeables, long enough to be telling) that no other
//! language's catalogue holds. A Czech reader's mail holding a Polish, Slovak or English piece
//! shows a text that was not worded in the reader's language.

use std::sync::LazyLock;

use durbar_templates::catalogue::SOURCES;
use durbar_templates::Lang;

/// Pieces shorter than this (in characters) are not telling ("Gold", a name, a number).
const TELLING: usize = 16;

static PIECES: LazyLock<Vec<(Lang, Vec<String>)>> = LazyLock::new(|| {
    SOURCES
        .iter()
        .map(|(lang, source)| {
            let others: Vec<&str> = SOURCES
                .iter()
                .filter(|(other, _)| other != lang)
                .map(|(_, s)| *s)
                .collect();
            let mut pieces: Vec<String> = source
                .lines()
                .filter(|line| !line.starts_with('#'))
                .filter_map(|line| line.split_once(" = ").map(|(_, text)| text))
                .flat_map(|text| text.split(['{', '}']).step_by(2).map(str::trim))
                // Pages escape these; a piece with them would be missed there, not mistaken.
                .filter(|piece| !piece.contains(['\'', '"', '&', '<', '>', '*']))
                .filter(|piece| piece.chars().count() >= TELLING && piece.contains(' '))
                .filter(|piece| !others.iter().any(|other| other.contains(piece)))
                .map(str::to_owned)
                .collect();
            pieces.sort();
            pieces.dedup();
            (*lang, pieces)
        })
        .collect()
});

/// The telling pieces of `lang`'s catalogue.
pub fn pieces_of(lang: Lang) -> &'static [String] {
    &PIECES
        .iter()
        .find(|(l, _)| *l == lang)
        .expect("every language has its catalogue")
        .1
}

/// The first piece of another language than `lang` that `text` holds, with its language.
pub fn foreign_piece(text: &str, lang: Lang) -> Option<(Lang, &'static str)> {
    Lang::ALL
        .into_iter()
        .filter(|other| *other != lang)
        .find_map(|other| {
            pieces_of(other)
                .iter()
                .find(|piece| text.contains(piece.as_str()))
                .map(|piece| (other, piece.as_str()))
        })
}

/// How many telling pieces of `lang` `text` holds (a page in `lang` holds some).
pub fn own_pieces(text: &str, lang: Lang) -> usize {
    pieces_of(lang)
        .iter()
        .filter(|piece| text.contains(piece.as_str()))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_many_telling_pieces_and_they_tell_it() {
        for lang in Lang::ALL {
            assert!(
                pieces_of(lang).len() > 300,
                "{lang}: {}",
                pieces_of(lang).len()
            );
        }
        let czech = "Nastavte svůj disk. Hra na vás čeká: nastavit svůj disk pro 1. kolo";
        assert_eq!(foreign_piece(czech, Lang::Cs), None);
        let (lang, _) = foreign_piece(czech, Lang::Pl).expect("Czech is not Polish");
        assert_eq!(lang, Lang::Cs);
    }
}
