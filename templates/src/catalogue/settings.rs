//! A game's settings in words, written once for every place that shows them: the rule options
//! (the new-game form's labels, the invitation, the game page), the deadlines and the no-show
//! policy (the invitations, the new-game forms), and the Citadels sets of characters and unique
//! districts (the form, the invitation).

use durbar_domain::maharaja::{Auction, GameOptions};

use super::Words;

/// Which game a sentence is about (the deadlines' and the no-show policy's words differ).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// Maharaja: discs, turns, characters.
    Maharaja,
    /// Citadels: picks, turns, decisions.
    Citadels,
}

/// The yes/no rule options of Maharaja: the field in `GameOptions`, the option's name and what it
/// does, in the catalogue.
const OPTIONS: [(&str, &str, &str); 6] = [
    (
        "hidden_gold",
        "game-option-hidden-gold",
        "game-option-hidden-gold-what",
    ),
    ("short_game", "game-option-short", "game-option-short-what"),
    (
        "neutral_palaces",
        "game-option-neutral-palaces",
        "game-option-neutral-palaces-what",
    ),
    (
        "expanded",
        "game-option-expanded",
        "game-option-expanded-what",
    ),
    (
        "home_cities",
        "game-option-home-cities",
        "game-option-home-cities-what",
    ),
    (
        "multi_character",
        "game-option-several-characters",
        "game-option-several-characters-what",
    ),
];

/// The catalogue's name and explanation of the yes/no option `field` (its name in
/// `GameOptions`), if it is one.
fn option_ids(field: &str) -> Option<(&'static str, &'static str)> {
    OPTIONS
        .iter()
        .find(|(f, _, _)| *f == field)
        .map(|(_, name, what)| (*name, *what))
}

/// The new-game form's label of the option `field`: "hidden gold: other players' gold is not
/// shown while the game runs" (an option the catalogue does not know: its field name).
pub fn option_label(w: Words, field: &str) -> String {
    match (field, option_ids(field)) {
        (_, Some((name, what))) => w
            .m("game-option-label")
            .s("option", w.t(name))
            .s("what", w.t(what))
            .to_string(),
        ("auction", None) => w.t("game-option-auction"),
        (other, None) => other.replace('_', " "),
    }
}

/// The values of the choice option `field` the form offers: (value, label).
pub fn choice_values(w: Words, field: &str) -> Option<Vec<(String, String)>> {
    match field {
        "auction" => Some(
            [Auction::None, Auction::Open, Auction::Sealed]
                .into_iter()
                .map(|a| (auction_value(a).to_owned(), w.t(auction_id(a))))
                .collect(),
        ),
        _ => None,
    }
}

fn auction_value(auction: Auction) -> &'static str {
    match auction {
        Auction::None => "none",
        Auction::Open => "open",
        Auction::Sealed => "sealed",
    }
}

fn auction_id(auction: Auction) -> &'static str {
    match auction {
        Auction::None => "game-option-auction-none",
        Auction::Open => "game-option-auction-open",
        Auction::Sealed => "game-option-auction-sealed",
    }
}

/// The yes/no options `options` has on, as (name, explanation) message ids, in the form's order.
fn options_on(options: &GameOptions) -> Vec<(&'static str, &'static str)> {
    let on = [
        options.hidden_gold,
        options.short_game,
        options.neutral_palaces,
        options.expanded,
        options.home_cities,
        options.multi_character,
    ];
    OPTIONS
        .iter()
        .zip(on)
        .filter(|(_, on)| *on)
        .map(|((_, name, what), _)| (*name, *what))
        .collect()
}

/// The options' short names (the game page): "hidden gold", "short game".
pub fn option_names(w: Words, options: &GameOptions) -> Vec<String> {
    options_on(options)
        .into_iter()
        .map(|(name, _)| w.t(name))
        .collect()
}

/// The options explained (the invitation): "hidden gold (other players' gold is not shown while
/// the game runs)", and how the characters are handed out when they are auctioned.
pub fn option_phrases(w: Words, options: &GameOptions) -> Vec<String> {
    let mut phrases: Vec<String> = options_on(options)
        .into_iter()
        .map(|(name, what)| {
            w.m("game-option-explained")
                .s("option", w.t(name))
                .s("what", w.t(what))
                .to_string()
        })
        .collect();
    if options.auction != Auction::None {
        phrases.push(
            w.m("game-option-auctioned")
                .s("how", w.t(auction_id(options.auction)))
                .to_string(),
        );
    }
    phrases
}

/// The deadlines in sentences (the invitations): hours per move, the reminder, a missed
/// deadline. `turn_hours` 0: no deadlines.
pub fn deadline_sentences(
    w: Words,
    which: Which,
    turn_hours: u32,
    reminder_hours: u32,
    auto: bool,
) -> Vec<String> {
    if turn_hours == 0 {
        return vec![w.t("deadline-none")];
    }
    let turn = match which {
        Which::Maharaja => "deadline-turn-maharaja",
        Which::Citadels => "deadline-turn-citadels",
    };
    let mut sentences = vec![w.m(turn).n("hours", turn_hours).to_string()];
    if reminder_hours > 0 && reminder_hours < turn_hours {
        sentences.push(
            w.m("deadline-reminder")
                .n("hours", reminder_hours)
                .to_string(),
        );
    }
    sentences.push(w.t(match (auto, which) {
        (false, _) => "deadline-missed-wait",
        (true, Which::Maharaja) => "deadline-missed-auto-maharaja",
        (true, Which::Citadels) => "deadline-missed-auto-citadels",
    }));
    sentences
}

/// The no-show policy's choices of the new-game form: (value, label, whether it is `chosen`).
pub fn no_show_choices(w: Words, which: Which, chosen: &str) -> Vec<(&'static str, String, bool)> {
    let auto = match which {
        Which::Maharaja => "form-no-show-auto-maharaja",
        Which::Citadels => "form-no-show-auto-citadels",
    };
    [("wait", "form-no-show-wait"), ("auto", auto)]
        .into_iter()
        .map(|(value, id)| (value, w.t(id), value == chosen))
        .collect()
}

/// A Citadels set's name: the first game's, or one of the rulebook's named sets (an unknown id
/// as it is).
pub fn set_name(w: Words, id: &str) -> String {
    let message = match id {
        "first_game" => "set-first-game",
        "ambitious_aristocrats" => "set-ambitious-aristocrats",
        "cunning_agents" => "set-cunning-agents",
        "illustrious_emissaries" => "set-illustrious-emissaries",
        "devious_dignitaries" => "set-devious-dignitaries",
        "tenacious_delegates" => "set-tenacious-delegates",
        "vicious_nobles" => "set-vicious-nobles",
        other => return other.replace('_', " "),
    };
    w.t(message)
}

/// The name of a seat a bot plays (#14), which enters the game's events: "Greedy bot 1 (bot)".
/// `kind` is the bot's engine name (`"greedy"`, `"random"`), `number` counts the bots from 1.
pub fn bot_name(w: Words, kind: &str, number: usize) -> String {
    w.m("bot-seat-name")
        .s("kind", kind)
        .n("number", number as u32)
        .to_string()
}

/// The new-game form's label of the bot `kind`: "Greedy (plays to win)".
pub fn bot_kind_label(w: Words, kind: &str) -> String {
    match kind {
        "greedy" => w.t("form-bot-kind-greedy"),
        "random" => w.t("form-bot-kind-random"),
        other => other.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_preset_has_a_name_in_every_language() {
        for lang in Lang::ALL {
            let w = Words::new(lang);
            for preset in durbar_domain::citadels::PRESETS {
                assert_ne!(
                    set_name(w, preset.id),
                    preset.id.replace('_', " "),
                    "{lang}"
                );
            }
        }
    }

    #[test]
    fn every_yes_no_option_of_the_game_has_words() {
        let fields = serde_json::to_value(GameOptions::default()).unwrap();
        for (field, default) in fields.as_object().unwrap() {
            if default.is_boolean() && field != "trust" {
                assert!(option_ids(field).is_some(), "{field} has no words");
            }
        }
    }

    #[test]
    fn deadlines_count_hours_in_each_language() {
        let cs = Words::new(Lang::Cs);
        let pl = Words::new(Lang::Pl);
        let en = Words::new(Lang::En);
        let first = |w, hours| deadline_sentences(w, Which::Maharaja, hours, 0, false)[0].clone();
        assert!(first(en, 1).starts_with("1 hour "), "{}", first(en, 1));
        assert!(first(en, 48).starts_with("48 hours "));
        assert!(first(cs, 1).starts_with("1 hodina "), "{}", first(cs, 1));
        assert!(first(cs, 2).starts_with("2 hodiny "), "{}", first(cs, 2));
        assert!(first(cs, 5).starts_with("5 hodin "), "{}", first(cs, 5));
        assert!(first(cs, 22).starts_with("22 hodin "), "{}", first(cs, 22));
        assert!(first(pl, 1).starts_with("1 godzina "), "{}", first(pl, 1));
        assert!(first(pl, 2).starts_with("2 godziny "), "{}", first(pl, 2));
        assert!(first(pl, 5).starts_with("5 godzin "), "{}", first(pl, 5));
        assert!(
            first(pl, 22).starts_with("22 godziny "),
            "{}",
            first(pl, 22)
        );
    }

    #[test]
    fn a_bots_seat_is_named_as_a_bot_in_every_language() {
        let names: Vec<String> = crate::Lang::ALL
            .into_iter()
            .map(|lang| bot_name(Words::new(lang), "greedy", 2))
            .collect();
        assert_eq!(names[0], "Greedy bot 2 (bot)");
        assert!(
            names.iter().all(|name| name.ends_with(" 2 (bot)")),
            "{names:?}"
        );
        assert_eq!(
            bot_name(Words::default(), "random", 1),
            "Random bot 1 (bot)"
        );
    }
}
