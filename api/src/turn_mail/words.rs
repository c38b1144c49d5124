//! The game in words for mail: names ("you" for the recipient), places, characters, times in
//! the recipient's time zone.

use std::time::SystemTime;

use durbar_domain::maharaja::{Action, Board, Character, CityId, Game, PlaceId, Seat};
use durbar_templates::catalogue::maharaja;
use durbar_templates::{Lang, Words};

use super::waits::{waits, WaitKind};

/// Names seats as one recipient reads them, in the recipient's words.
#[derive(Clone, Copy)]
pub struct Names<'a> {
    /// The game.
    pub game: &'a Game,
    /// The recipient's seat (`None` before seats are drawn).
    pub me: Option<Seat>,
    /// The recipient's words.
    pub w: Words,
}

impl Names<'_> {
    /// Whether `seat` is the recipient's.
    pub fn is_me(&self, seat: Seat) -> bool {
        Some(seat) == self.me
    }

    /// "you" for the recipient, else the player's name.
    pub fn of(&self, seat: Seat) -> String {
        if self.is_me(seat) {
            self.w.t("you")
        } else {
            // Names are shown as one line (a name cannot break the mail's layout).
            self.game.player_name(seat).map_or_else(
                || {
                    self.w
                        .m("seat-fallback")
                        .n("seat", u32::from(seat.0) + 1)
                        .to_string()
                },
                durbar_mailer::compose::header_safe,
            )
        }
    }

    /// "you and Bára".
    pub fn list(&self, seats: &[Seat]) -> String {
        // "you" first reads better.
        let mut seats = seats.to_vec();
        seats.sort_by_key(|s| !self.is_me(*s));
        let names: Vec<String> = seats.iter().map(|s| self.of(*s)).collect();
        maharaja::and_list(self.w, &names)
    }
}

/// Whose move it is, for the mail's footer, in the words of `w`: "you — set a disc", "Bára —
/// play a turn".
pub fn whose_move(game: &Game, me: Option<Seat>, w: Words) -> String {
    match game.phase() {
        durbar_domain::maharaja::Phase::Setup | durbar_domain::maharaja::Phase::NotCreated => {
            return w.t("whose-everyone-join")
        }
        durbar_domain::maharaja::Phase::Over => return w.t("whose-nobody-over"),
        _ => {}
    }
    let waiting = waits(game);
    let Some((_, kind)) = waiting.first() else {
        return w.t("whose-server");
    };
    // "you" first reads better.
    let mut seats: Vec<Seat> = waiting.iter().map(|(s, _)| *s).collect();
    seats.sort_by_key(|s| Some(*s) != me);
    let names: Vec<String> = seats
        .iter()
        .map(|s| {
            if Some(*s) == me {
                w.t("you")
            } else {
                Names { game, me, w }.of(*s)
            }
        })
        .collect();
    w.m("whose-move")
        .s("who", maharaja::and_list(w, &names))
        .s("what", w.t(kind.short_id()))
        .to_string()
}

/// A city's display name.
pub fn city(game: &Game, city: CityId) -> String {
    game.board()
        .and_then(|b| b.city_index(city).map(|i| b.cities()[i].name.clone()))
        .unwrap_or_else(|| city.to_string())
}

/// How a place is named in a sentence: where something is, where it comes from, where it goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceCase {
    /// "in Agra", "in village v12".
    In,
    /// "from Agra", "from village v12".
    From,
    /// "to Agra", "to village v12".
    To,
}

/// A place in a sentence, in `w`'s words: "in Agra", "from village v12", "the start".
pub fn place(board: &Board, id: &PlaceId, case: PlaceCase, w: Words) -> String {
    let (city, village) = match case {
        PlaceCase::In => ("place-in-city", "place-in-village"),
        PlaceCase::From => ("place-from-city", "place-from-village"),
        PlaceCase::To => ("place-to-city", "place-to-village"),
    };
    match board.place(*id) {
        Some(durbar_domain::maharaja::Place::City(i)) => w
            .m(city)
            .s("city", board.cities()[i].name.as_str())
            .to_string(),
        Some(durbar_domain::maharaja::Place::Village(_)) => {
            w.m(village).s("id", id.to_string()).to_string()
        }
        Some(durbar_domain::maharaja::Place::Start) => w.t("place-start"),
        None => id.to_string(),
    }
}

/// "2 · the Merchant", in `w`'s words.
pub fn character(character: Character, w: Words) -> String {
    maharaja::character(w, character)
}

/// A character with what it does, for choosing.
pub fn character_with_ability(c: Character, w: Words) -> String {
    let ability = maharaja::ability(w, c);
    format!("{} — {ability}", character(c, w))
}

/// The characters a seat holds, in words, or "no character".
pub fn characters_of(game: &Game, seat: Seat, w: Words) -> String {
    let held: Vec<Character> = game
        .player(seat)
        .map(|p| p.characters.iter().collect())
        .unwrap_or_default();
    maharaja::characters(w, &held)
}

/// "Gold and Palace + house", in `w`'s words.
pub fn disc(actions: [Action; 2], w: Words) -> String {
    maharaja::and_list(
        w,
        &[
            maharaja::action(w, actions[0]),
            maharaja::action(w, actions[1]),
        ],
    )
}

/// A time in a time zone (an IANA name; UTC if unknown), as `lang` writes it: "Mon 23 Nov
/// 2026, 19:52 CET", "23. 11. 2026 19:52 CET".
pub fn local_time(at: SystemTime, time_zone: &str, lang: Lang) -> String {
    let tz = jiff::tz::TimeZone::get(time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    match jiff::Timestamp::try_from(at) {
        Ok(ts) => ts
            .to_zoned(tz)
            .strftime(maharaja::time_pattern(lang))
            .to_string(),
        Err(_) => humantime::format_rfc3339_seconds(at).to_string(),
    }
}

/// Whether a name is a time zone we know.
pub fn is_time_zone(name: &str) -> bool {
    jiff::tz::TimeZone::get(name).is_ok()
}

/// What happens if the recipient misses the deadline of a wait of `kind`, in `w`'s words (the
/// reminder): the no-show policy's move when `auto`, else the game waits.
pub fn policy_sentence(w: Words, kind: WaitKind, auto: bool, forfeit_gold: u32) -> String {
    let id = match (kind, auto) {
        // The rules' own penalty, whatever the policy.
        (WaitKind::OpenDisc, _) => "policy-open-disc",
        (WaitKind::OpenBid, _) => "policy-open-bid",
        (_, false) => "policy-waits",
        (WaitKind::Disc, true) => "policy-disc",
        (WaitKind::Turn, true) => "policy-turn",
        (WaitKind::Replacement, true) => "policy-new-character",
        (WaitKind::Bid, true) => "policy-bid",
        (WaitKind::SealedBid, true) => "policy-sealed-bid",
        (WaitKind::Gift, true) => "policy-gift",
        (_, true) => "policy-waits",
    };
    w.m(id).n("gold", forfeit_gold).to_string()
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, UNIX_EPOCH};

    use super::*;

    #[test]
    fn times_are_shown_in_the_players_zone() {
        let at = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        assert_eq!(
            local_time(at, "UTC", Lang::En),
            "Tue 14 Nov 2023, 22:13 UTC"
        );
        assert_eq!(
            local_time(at, "Europe/Prague", Lang::En),
            "Tue 14 Nov 2023, 23:13 CET"
        );
        assert_eq!(
            local_time(at, "Asia/Kolkata", Lang::En),
            "Wed 15 Nov 2023, 03:43 IST"
        );
        assert_eq!(
            local_time(at, "Not/AZone", Lang::En),
            "Tue 14 Nov 2023, 22:13 UTC"
        );
        assert!(is_time_zone("America/New_York"));
        assert!(!is_time_zone("Mars/Olympus"));
    }
}
