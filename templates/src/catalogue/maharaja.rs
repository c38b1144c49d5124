//! Maharaja's nouns in every language: the actions on the disc, the characters, lists of names,
//! and times as each language writes them.

use durbar_domain::maharaja::{Action, Character};

use super::{Lang, Words};

pub mod violation;

/// An action of the disc, by the rulebook's name ("Palace + house", "Palác a domek").
pub fn action(w: Words, action: Action) -> String {
    w.t(match action {
        Action::Gold => "action-gold",
        Action::House => "action-house",
        Action::TwoHouses => "action-two-houses",
        Action::MoveHouse => "action-move-house",
        Action::Quarry => "action-quarry",
        Action::Palace => "action-palace",
        Action::PalaceHouse => "action-palace-house",
        Action::Governor => "action-governor",
        Action::Character => "action-character",
    })
}

/// A character card with its number: "2 · the Merchant", "2 · Kupec".
pub fn character(w: Words, character: Character) -> String {
    format!("{} · {}", character.number(), character_name(w, character))
}

/// A character's name: "the Merchant", "Kupec".
pub fn character_name(w: Words, character: Character) -> String {
    w.t(match character {
        Character::GreatMogul => "character-great-mogul",
        Character::Merchant => "character-merchant",
        Character::Sadhu => "character-sadhu",
        Character::WanderingMonk => "character-wandering-monk",
        Character::Builder => "character-builder",
        Character::MasterCraftsman => "character-master-craftsman",
        Character::Yogi => "character-yogi",
    })
}

/// The characters held, listed, or "no character".
pub fn characters(w: Words, held: &[Character]) -> String {
    if held.is_empty() {
        w.t("character-none")
    } else {
        let names: Vec<String> = held.iter().map(|c| character(w, *c)).collect();
        and_list(w, &names)
    }
}

/// "Anna", "Anna and Bára", "Anna, Bára and Cyril" (with the language's "and").
pub fn and_list(w: Words, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => w
            .m("list-and")
            .s("rest", rest.join(", "))
            .s("last", last.as_str())
            .to_string(),
    }
}

/// The `strftime` pattern of a date and time in `lang`: "Mon 23 Nov 2026, 19:52 CET" in
/// English, "23. 11. 2026 19:52 CET" in Czech and Slovak, "23.11.2026, 19:52 CET" in Polish.
pub fn time_pattern(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "%a %-d %b %Y, %H:%M %Z",
        Lang::Cs | Lang::Sk => "%-d. %-m. %Y %H:%M %Z",
        Lang::Pl => "%d.%m.%Y, %H:%M %Z",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nouns_follow_the_rulebooks() {
        let cs = Words::new(Lang::Cs);
        let pl = Words::new(Lang::Pl);
        assert_eq!(action(cs, Action::PalaceHouse), "Palác a domek");
        assert_eq!(action(pl, Action::Quarry), "Kamieniołom");
        assert_eq!(character(cs, Character::Merchant), "2 · Kupec");
        assert_eq!(
            character(pl, Character::MasterCraftsman),
            "6 · Mistrz rzemieślników"
        );
        assert_eq!(
            character(Words::default(), Character::Merchant),
            "2 · the Merchant"
        );
        assert_eq!(characters(cs, &[]), "žádná osobnost");
        let three = ["Anna".to_owned(), "Bára".to_owned(), "Cyril".to_owned()];
        assert_eq!(and_list(cs, &three), "Anna, Bára a Cyril");
        assert_eq!(and_list(pl, &three[..2]), "Anna i Bára");
        assert_eq!(and_list(Words::default(), &three), "Anna, Bára and Cyril");
    }
}
