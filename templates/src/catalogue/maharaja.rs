//! Maharaja's nouns in every language: the actions on the disc, the characters, lists of names,
//! and times as each language writes them.

use durbar_domain::maharaja::{Action, Character};

use super::{Lang, Words};

pub mod violation;

mod narrate;

pub use narrate::{
    character as character_in_sentence, disc, narrate, options, place, seat_name, short_hex, slot,
    Case,
};

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

/// What a character does, in a few words ("+1 gold in each of your turns"): for choosing one,
/// on the page and in the mail.
pub fn ability(w: Words, character: Character) -> String {
    w.t(match character {
        Character::GreatMogul => "ability-great-mogul",
        Character::Merchant => "ability-merchant",
        Character::Sadhu => "ability-sadhu",
        Character::WanderingMonk => "ability-wandering-monk",
        Character::Builder => "ability-builder",
        Character::MasterCraftsman => "ability-master-craftsman",
        Character::Yogi => "ability-yogi",
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

/// A time the log writes as RFC 3339 UTC ("2026-11-23T18:52:00Z"), as `lang` writes dates:
/// "23 Nov 2026, 18:52 UTC", "23. 11. 2026 18:52 UTC", "23.11.2026, 18:52 UTC". Anything else
/// is shown as it is.
pub fn utc_time(lang: Lang, rfc3339: &str) -> String {
    let parts = (|| {
        let (date, time) = rfc3339.split_once('T')?;
        let mut ymd = date.splitn(3, '-').map(|p| p.parse::<u32>().ok());
        let (y, m, d) = (ymd.next()??, ymd.next()??, ymd.next()??);
        let hm = time.get(..5)?;
        (hm.as_bytes().get(2) == Some(&b':') && (1..=12).contains(&m)).then_some((y, m, d, hm))
    })();
    let Some((y, m, d, hm)) = parts else {
        return rfc3339.to_owned();
    };
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    match lang {
        Lang::En => format!("{d} {} {y}, {hm} UTC", MONTHS[m as usize - 1]),
        Lang::Cs | Lang::Sk => format!("{d}. {m}. {y} {hm} UTC"),
        Lang::Pl => format!("{d:02}.{m:02}.{y}, {hm} UTC"),
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

    #[test]
    fn utc_times_are_written_as_each_language_writes_dates() {
        let at = "2026-11-23T18:52:00Z";
        assert_eq!(utc_time(Lang::En, at), "23 Nov 2026, 18:52 UTC");
        assert_eq!(utc_time(Lang::Cs, at), "23. 11. 2026 18:52 UTC");
        assert_eq!(utc_time(Lang::Sk, at), "23. 11. 2026 18:52 UTC");
        assert_eq!(
            utc_time(Lang::Pl, "2026-01-05T08:05:00Z"),
            "05.01.2026, 08:05 UTC"
        );
        assert_eq!(utc_time(Lang::Cs, "soon"), "soon");
        assert_eq!(
            utc_time(Lang::Cs, "2026-13-01T00:00:00Z"),
            "2026-13-01T00:00:00Z"
        );
    }
}
