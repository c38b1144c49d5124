//! The bots fieldset of both new-game forms (#13, #14): `bots` (how many seats bots play) and
//! `bot_kind` (which bot), read once into a typed [`BotRequest`], then seated after the players
//! as [`NewBot`]s named in the game's language. Each refusal is a [`BotRefusal`] with its own
//! catalogue sentence, shown next to the fieldset.

use std::collections::BTreeMap;

use durbar_templates::play::BotFields;
use durbar_templates::{Lang, Words};

use crate::store::{NewBot, NewPlayer};
use crate::web::guard::FormData;

/// What one game's form allows: its bots, how many seats they may take and the game's seats.
#[derive(Debug, Clone, Copy)]
pub struct BotLimits {
    /// The bots' engine names (`Rules::bot_names()`).
    pub kinds: &'static [&'static str],
    /// How many seats bots may take (the host's seat stays a person's).
    pub most: u8,
    /// How many seats the game has at most, players and bots together.
    pub seats: usize,
    /// The catalogue key of "choose 0 to `most` bots".
    pub count_sentence: &'static str,
    /// The catalogue key of the game's player count ("Citadels needs 2 to 8 players…").
    pub seats_sentence: &'static str,
}

/// The bots the form asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BotRequest {
    /// How many seats (1 or more).
    pub count: u8,
    /// The bot, by its engine name.
    pub kind: &'static str,
}

/// Why the form's bots are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BotRefusal {
    /// Not a number, or more than the game allows.
    Count,
    /// A bot the game does not offer.
    Kind,
    /// Bots at a trust level other than the server's (a bot has no device to sign with).
    Trust,
    /// Players and bots together are more than the game seats.
    Seats,
    /// A bot's name is a player's name.
    NameTaken,
}

impl BotRefusal {
    /// The catalogue key of the sentence shown for it.
    pub fn sentence(self, limits: &BotLimits) -> &'static str {
        match self {
            BotRefusal::Count => limits.count_sentence,
            BotRefusal::Kind => "form-error-bots-kind",
            BotRefusal::Trust => "form-error-bots-trust",
            BotRefusal::Seats => limits.seats_sentence,
            BotRefusal::NameTaken => "form-error-name-twice",
        }
    }
}

/// Reads `bots` and `bot_kind` (kept in `fields` to show the form again): none if the form
/// sent no bots or 0.
pub fn parse(
    form: &FormData,
    fields: &mut BotFields,
    limits: &BotLimits,
) -> Result<Option<BotRequest>, BotRefusal> {
    if let Some(kind) = form.get("bot_kind") {
        fields.kind = kind.to_owned();
    }
    let count = match form.get("bots").map(str::parse::<u8>) {
        None => 0,
        Some(Ok(count)) if count <= limits.most => count,
        Some(_) => return Err(BotRefusal::Count),
    };
    fields.count = count;
    if count == 0 {
        return Ok(None);
    }
    let kind = limits
        .kinds
        .iter()
        .copied()
        .find(|name| *name == fields.kind)
        .ok_or(BotRefusal::Kind)?;
    Ok(Some(BotRequest { count, kind }))
}

/// The bot seats of `request`, named in the game's language `lang` after `players`; bots play
/// only at the server level (`server`).
pub fn seat(
    request: BotRequest,
    lang: Lang,
    server: bool,
    players: &[NewPlayer],
    limits: &BotLimits,
) -> Result<Vec<NewBot>, BotRefusal> {
    if !server {
        return Err(BotRefusal::Trust);
    }
    if players.len() + usize::from(request.count) > limits.seats {
        return Err(BotRefusal::Seats);
    }
    let names = Words::new(lang);
    let bots: Vec<NewBot> = (1..=usize::from(request.count))
        .map(|number| NewBot {
            name: durbar_templates::catalogue::settings::bot_name(names, request.kind, number),
            kind: request.kind,
        })
        .collect();
    if bots
        .iter()
        .any(|bot| players.iter().any(|p| p.name == bot.name))
    {
        return Err(BotRefusal::NameTaken);
    }
    Ok(bots)
}

/// The form's bot seats ([`parse`], then [`seat`]), a refusal put in `errors` under `bots` in
/// `w`'s words; and the host alone with bots is a game (the `players` error is dropped).
pub fn check(
    form: &FormData,
    fields: &mut BotFields,
    limits: &BotLimits,
    (lang, server): (Lang, bool),
    players: &[NewPlayer],
    w: Words,
    errors: &mut BTreeMap<String, String>,
) -> Vec<NewBot> {
    let bots = parse(form, fields, limits).and_then(|request| match request {
        Some(request) => seat(request, lang, server, players, limits),
        None => Ok(Vec::new()),
    });
    match bots {
        Ok(bots) => {
            if players.len() == 1 && !bots.is_empty() {
                errors.remove("players");
            }
            bots
        }
        Err(refusal) => {
            errors.insert("bots".into(), w.t(refusal.sentence(limits)));
            Vec::new()
        }
    }
}

/// The blank fieldset: no bots, the greedy one chosen, `kinds` offered.
pub fn blank(kinds: &[&str]) -> BotFields {
    BotFields {
        count: 0,
        kind: "greedy".into(),
        kinds: kinds.iter().map(|name| (*name).to_owned()).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: BotLimits = BotLimits {
        kinds: &["random", "greedy"],
        most: 7,
        seats: 8,
        count_sentence: "form-error-bots-count-citadels",
        seats_sentence: "form-error-players-citadels",
    };

    fn host() -> Vec<NewPlayer> {
        vec![NewPlayer {
            name: "Anna".into(),
            email: "anna@example.test".into(),
        }]
    }

    #[test]
    fn each_refusal_has_its_own_sentence() {
        let w = Words::default();
        let refused = |pairs: &[(&str, &str)], server: bool, players: &[NewPlayer]| {
            let mut errors = BTreeMap::new();
            let mut fields = blank(LIMITS.kinds);
            check(
                &FormData::of(pairs),
                &mut fields,
                &LIMITS,
                (Lang::En, server),
                players,
                w,
                &mut errors,
            );
            errors.get("bots").cloned()
        };
        assert_eq!(
            refused(&[("bots", "8")], true, &host()).as_deref(),
            Some("Choose 0 to 7 bots.")
        );
        assert_eq!(
            refused(&[("bots", "x")], true, &host()).as_deref(),
            Some("Choose 0 to 7 bots.")
        );
        assert_eq!(
            refused(&[("bots", "2"), ("bot_kind", "chess")], true, &host()).as_deref(),
            Some("Choose one of the bots listed.")
        );
        assert!(refused(&[("bots", "2")], false, &host())
            .unwrap()
            .contains("Held by the server"));
        let eight: Vec<NewPlayer> = (0..8)
            .map(|i| NewPlayer {
                name: format!("P{i}"),
                email: format!("p{i}@example.test"),
            })
            .collect();
        assert_eq!(
            refused(&[("bots", "1")], true, &eight).as_deref(),
            Some("Citadels needs 2 to 8 players: you and 1 to 7 others.")
        );
        assert_eq!(
            refused(&[("bots", "0"), ("bot_kind", "chess")], false, &host()),
            None
        );
    }

    #[test]
    fn the_host_alone_with_bots_is_a_game() {
        let mut errors = BTreeMap::from([("players".to_owned(), "too few".to_owned())]);
        let mut fields = blank(LIMITS.kinds);
        let bots = check(
            &FormData::of(&[("bots", "3"), ("bot_kind", "random")]),
            &mut fields,
            &LIMITS,
            (Lang::En, true),
            &host(),
            Words::default(),
            &mut errors,
        );
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(bots.len(), 3);
        assert!(bots.iter().all(|bot| bot.kind == "random"));
        assert_eq!((fields.count, fields.kind.as_str()), (3, "random"));
    }
}
