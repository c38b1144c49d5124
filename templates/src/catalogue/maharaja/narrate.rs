//! Maharaja's events in the reader's words, for the log and the replay: "Anna built a palace in
//! Agra (central site) for 12 gold", "Anna staví palác ve městě Agra …". Each sentence is made
//! from the state *before* the event (names, board) and the event itself, and says only what
//! the event says, so it never tells more than the public log.

use durbar_domain::maharaja::{
    Auction, Board, EndReason, Event, Game, Means, Party, Payment, Place, PlaceId, Seat, Site, Slot,
};

use super::{action, and_list, Words};
use crate::catalogue::Msg;

/// The first 8 hex digits of a hash or commitment, with an ellipsis: "3f2a9c01…".
pub fn short_hex(hex: &str) -> String {
    let short: String = hex.chars().take(8).collect();
    if hex.len() > 8 {
        format!("{short}…")
    } else {
        short
    }
}

/// A character in a sentence: "the Merchant (2)", "Kupec (2)".
pub fn character(w: Words, character: durbar_domain::maharaja::Character) -> String {
    let numbered = super::character(w, character);
    match numbered.split_once(" · ") {
        Some((number, name)) => w
            .m("log-character")
            .s("name", name)
            .s("number", number)
            .to_string(),
        None => numbered,
    }
}

/// A disc's two actions: "Gold and Palace".
pub fn disc(w: Words, actions: [durbar_domain::maharaja::Action; 2]) -> String {
    w.m("log-disc")
        .s("first", action(w, actions[0]))
        .s("second", action(w, actions[1]))
        .to_string()
}

/// A slot of the disc: "first arrow", "action token".
pub fn slot(w: Words, slot: Slot) -> String {
    w.t(match slot {
        Slot::A => "slot-first",
        Slot::B => "slot-second",
        Slot::Token => "slot-token",
    })
}

/// The name of the player in a seat ("seat 3" if unknown).
pub fn seat_name(w: Words, game: &Game, seat: Seat) -> String {
    game.player_name(seat).map_or_else(
        || {
            w.m("seat-fallback")
                .n("seat", u32::from(seat.0) + 1)
                .to_string()
        },
        str::to_string,
    )
}

/// How a place stands in a sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Case {
    /// Its name alone: "Agra", "village v12", "the start".
    Name,
    /// Where something is: "in Agra".
    In,
    /// Where something comes from: "from Agra".
    From,
    /// Where something goes: "to Agra".
    To,
}

/// A place in a sentence: "in Agra", "from village v12", "the start".
pub fn place(w: Words, board: Option<&Board>, id: &str, case: Case) -> String {
    let Some(board) = board else {
        return id.to_owned();
    };
    let Some(place) = durbar_domain::maharaja::Id::new(id)
        .ok()
        .and_then(|id| board.place(PlaceId(id)))
    else {
        return id.to_owned();
    };
    let (start, city, village) = match case {
        Case::Name => ("place-start", "log-city", "place-village"),
        Case::In => ("log-in-start", "place-in-city", "place-in-village"),
        Case::From => ("log-from-start", "place-from-city", "place-from-village"),
        Case::To => ("log-to-start", "place-to-city", "place-to-village"),
    };
    match place {
        Place::Start => w.t(start),
        Place::City(i) => w
            .m(city)
            .s("city", board.cities()[i].name.as_str())
            .to_string(),
        Place::Village(_) => w.m(village).s("id", id).s("village", id).to_string(),
    }
}

/// "slot 3" or "round slot 2".
fn track_slot(w: Words, slot: u8) -> String {
    match durbar_domain::maharaja::track::numbered(slot) {
        Some(n) => w.m("log-round-slot").n("slot", n).to_string(),
        None => w.m("log-slot").n("slot", slot).to_string(),
    }
}

/// The options of a game in words (only those that are on).
pub fn options(w: Words, options: &durbar_domain::maharaja::GameOptions) -> Vec<String> {
    let mut ids = Vec::new();
    if options.short_game {
        ids.push("game-option-short");
    }
    if options.expanded {
        ids.push("log-option-expanded");
    }
    if options.home_cities {
        ids.push("game-option-home-cities");
    }
    match options.auction {
        Auction::None => {}
        Auction::Open => ids.push("log-option-auction"),
        Auction::Sealed => ids.push("log-option-sealed-auction"),
    }
    if options.neutral_palaces {
        ids.push("game-option-neutral-palaces");
    }
    if options.multi_character {
        ids.push("game-option-several-characters");
    }
    if options.hidden_gold {
        ids.push("game-option-hidden-gold");
    }
    match options.trust {
        durbar_domain::maharaja::Trust::Server => {}
        durbar_domain::maharaja::Trust::SignedMoves => ids.push("game-option-signed"),
        durbar_domain::maharaja::Trust::SealedInBrowser => ids.push("game-option-sealed"),
    }
    ids.into_iter().map(|id| w.t(id)).collect()
}

/// The names a narration uses.
#[derive(Clone, Copy)]
struct Teller<'a> {
    w: Words,
    game: &'a Game,
}

impl Teller<'_> {
    fn name(&self, seat: Seat) -> String {
        seat_name(self.w, self.game, seat)
    }

    /// A player's name by index in the host's order ("player 2" before the game is created).
    fn player(&self, player: u8) -> String {
        self.game
            .info()
            .and_then(|i| i.player_names.get(usize::from(player)))
            .cloned()
            .unwrap_or_else(|| {
                self.w
                    .m("log-player")
                    .n("player", u32::from(player) + 1)
                    .to_string()
            })
    }

    fn place(&self, id: &str, case: Case) -> String {
        place(self.w, self.game.board(), id, case)
    }

    fn city(&self, id: &durbar_domain::maharaja::CityId) -> String {
        self.place(id.as_str(), Case::Name)
    }

    fn gold(&self, gold: u32) -> String {
        self.w.m("gold-amount").n("gold", gold).to_string()
    }

    fn party(&self, party: Party) -> String {
        match party {
            Party::Bank => self.w.t("log-bank"),
            Party::Seat(seat) => self.name(seat),
        }
    }

    /// "Bára 2 gold and Cyril 2 gold".
    fn receivers(&self, payments: &[Payment]) -> String {
        let parts: Vec<String> = payments
            .iter()
            .map(|p| {
                self.w
                    .m("log-payment")
                    .s("name", self.party(p.to))
                    .s("gold", self.gold(p.amount.0))
                    .to_string()
            })
            .collect();
        and_list(self.w, &parts)
    }

    /// The message `id` with the seat's name as `name`.
    fn by(&self, id: &'static str, seat: Seat) -> Msg {
        self.w.m(id).s("name", self.name(seat))
    }
}

/// One event in `w`'s words, given the game just before it.
pub fn narrate(w: Words, before: &Game, event: &Event) -> String {
    let t = Teller { w, game: before };
    match event {
        Event::GameCreated { .. }
        | Event::ContributionAdded { .. }
        | Event::SeedRevealed { .. }
        | Event::SeatsDrawn { .. }
        | Event::GovernorsPlaced { .. }
        | Event::NeutralPalacesPlaced { .. }
        | Event::CharacterChosen { .. }
        | Event::InitialHousePlaced { .. }
        | Event::InitialSupplyTaken { .. } => setup(t, event),
        Event::AuctionStarted { .. }
        | Event::BidPlaced { .. }
        | Event::BidPassed { .. }
        | Event::BidCommitted { .. }
        | Event::BidRevealed { .. }
        | Event::BidUnopenable { .. }
        | Event::BidVoided { .. }
        | Event::AuctionWon { .. } => auction(t, event),
        Event::RoundStarted { .. }
        | Event::DiscCommitted { .. }
        | Event::DiscRevealed { .. }
        | Event::DiscUnopenable { .. }
        | Event::DiscVoided { .. }
        | Event::MerchantGoldReceived { .. }
        | Event::ActionTokenReceived { .. }
        | Event::ForfeitCompensated { .. }
        | Event::TurnEnded { .. } => round(t, event),
        Event::CityScored { .. } | Event::GameEnded { .. } => scoring(t, event),
        Event::ActionTokenUsed { .. }
        | Event::GoldTaken { .. }
        | Event::HousesQuarried { .. }
        | Event::HouseBuilt { .. }
        | Event::HouseMoved { .. }
        | Event::PalaceBuilt { .. }
        | Event::GovernorMoved { .. } => turn(t, event),
        Event::ArchitectTraveled { .. } => travel(t, event),
        Event::CharacterTaken { .. }
        | Event::CharactersSwapped { .. }
        | Event::CharacterLured { .. }
        | Event::CharacterGiven { .. }
        | Event::CharacterReplaced { .. } => characters(t, event),
        Event::KeyRegistered { .. }
        | Event::CommandSigned { .. }
        | Event::DeadlinePassed { .. } => signing(t, event),
    }
}

/// Keys, signatures and the server's moves for absent seats.
fn signing(t: Teller<'_>, event: &Event) -> String {
    match event {
        Event::KeyRegistered {
            player,
            key,
            device,
        } => {
            t.w.m("log-key-registered")
                .s("name", t.player(*player))
                .n("device", *device)
                .s("key", key.fingerprint())
                .to_string()
        }
        Event::CommandSigned { seat, n, .. } => {
            t.by("log-command-signed", *seat).n("n", *n).to_string()
        }
        Event::DeadlinePassed { seat, deadline, .. } => t
            .by("log-deadline-passed", *seat)
            .s("deadline", super::utc_time(t.w.lang, deadline))
            .to_string(),
        _ => String::new(),
    }
}

/// Creation, randomness, seating, governors, starting characters and houses.
fn setup(t: Teller<'_>, event: &Event) -> String {
    let w = t.w;
    match event {
        Event::GameCreated {
            options: o,
            board: b,
            player_names,
            seed_commitment,
            ..
        } => {
            let on = options(w, o);
            w.m(if on.is_empty() {
                "log-created"
            } else {
                "log-created-with"
            })
            .s("board", b.source().name.as_deref().unwrap_or(b.id()))
            .s("players", and_list(w, player_names))
            .s("options", on.join(", "))
            .s("commitment", short_hex(&seed_commitment.to_string()))
            .to_string()
        }
        Event::ContributionAdded {
            player,
            contribution,
        } => w
            .m("log-joined")
            .s("name", t.player(*player))
            .s("hex", short_hex(&contribution.to_string()))
            .to_string(),
        Event::SeedRevealed { seed } => w
            .m("log-seed-revealed")
            .s("hex", short_hex(&seed.to_string()))
            .to_string(),
        Event::SeatsDrawn { players, fixed } => {
            let names: Vec<String> = players
                .iter()
                .enumerate()
                .map(|(seat, p)| format!("{}. {}", seat + 1, t.player(*p)))
                .collect();
            w.m(if *fixed {
                "log-seats-fixed"
            } else {
                "log-seats-drawn"
            })
            .s("seats", names.join(", "))
            .to_string()
        }
        Event::GovernorsPlaced { track, given } => {
            let names: Vec<String> = track.iter().map(|c| t.city(c)).collect();
            w.m(if *given {
                "log-governors-given"
            } else {
                "log-governors-drawn"
            })
            .s("cities", names.join(", "))
            .to_string()
        }
        Event::NeutralPalacesPlaced { per_city } => {
            w.m("log-neutral-palaces").n("count", *per_city).to_string()
        }
        Event::CharacterChosen { seat, character: c } => t
            .by("log-character-chosen", *seat)
            .s("character", character(w, *c))
            .to_string(),
        Event::InitialHousePlaced { seat, village } => t
            .by("log-initial-house", *seat)
            .s("place", t.place(village.as_str(), Case::In))
            .to_string(),
        Event::InitialSupplyTaken { seat, count } => t
            .by("log-initial-supply", *seat)
            .n("count", *count)
            .to_string(),
        _ => String::new(),
    }
}

/// The character auction.
fn auction(t: Teller<'_>, event: &Event) -> String {
    let w = t.w;
    let commitment = |c: &dyn std::fmt::Display| short_hex(&c.to_string());
    match event {
        Event::AuctionStarted {
            auction,
            kind,
            starter,
            bidders,
        } => {
            let names: Vec<String> = bidders.iter().map(|s| t.name(*s)).collect();
            w.m(match kind {
                Auction::Sealed => "log-auction-sealed",
                _ => "log-auction-open",
            })
            .n("auction", *auction)
            .s("bidders", and_list(w, &names))
            .s("starter", t.name(*starter))
            .to_string()
        }
        Event::BidPlaced {
            seat,
            amount,
            by_system,
            ..
        } => t
            .by(
                if *by_system {
                    "log-bid-deadline"
                } else {
                    "log-bid"
                },
                *seat,
            )
            .s("gold", t.gold(amount.0))
            .to_string(),
        Event::BidPassed {
            seat, by_system, ..
        } => t
            .by(
                if *by_system {
                    "log-passed-deadline"
                } else {
                    "log-passed"
                },
                *seat,
            )
            .to_string(),
        Event::BidCommitted {
            seat,
            commitment: c,
            by_system,
            ..
        } => t
            .by(
                if *by_system {
                    "log-bid-sealed-deadline"
                } else {
                    "log-bid-sealed"
                },
                *seat,
            )
            .s("commitment", commitment(c))
            .to_string(),
        Event::BidRevealed { seat, amount, .. } => t
            .by("log-bid-opened", *seat)
            .s("gold", t.gold(amount.0))
            .to_string(),
        Event::BidUnopenable { seat, .. } => t.by("log-bid-unopenable", *seat).to_string(),
        Event::BidVoided { seat, .. } => t.by("log-bid-voided", *seat).to_string(),
        Event::AuctionWon {
            auction,
            seat,
            amount,
        } => t
            .by("log-auction-won", *seat)
            .n("auction", *auction)
            .s("gold", t.gold(amount.0))
            .to_string(),
        _ => String::new(),
    }
}

/// The round's start, discs, income, forfeits and turns' ends.
fn round(t: Teller<'_>, event: &Event) -> String {
    let w = t.w;
    match event {
        Event::RoundStarted {
            round,
            maharaja,
            from_slot,
            to_slot,
        } => w
            .m("log-round-started")
            .n("round", *round)
            .s("city", t.place(maharaja.as_str(), Case::To))
            .s("from", track_slot(w, *from_slot))
            .s("to", track_slot(w, *to_slot))
            .to_string(),
        Event::DiscCommitted {
            seat,
            commitment,
            by_system,
            ..
        } => t
            .by(
                if *by_system {
                    "log-disc-set-deadline"
                } else {
                    "log-disc-set"
                },
                *seat,
            )
            .s("commitment", short_hex(&commitment.to_string()))
            .to_string(),
        Event::DiscRevealed { seat, actions, .. } => t
            .by("log-disc-revealed", *seat)
            .s("disc", disc(w, *actions))
            .to_string(),
        Event::DiscUnopenable { seat, .. } => t.by("log-disc-unopenable", *seat).to_string(),
        Event::DiscVoided { seat, .. } => t.by("log-disc-voided", *seat).to_string(),
        Event::MerchantGoldReceived { seat, amount } => t
            .by("log-merchant-gold", *seat)
            .s("gold", t.gold(amount.0))
            .to_string(),
        Event::ActionTokenReceived { seat } => t.by("log-token-received", *seat).to_string(),
        Event::ForfeitCompensated {
            seat,
            slots,
            payments,
        } => {
            let parts: Vec<String> = slots.iter().map(|s| slot(w, *s)).collect();
            t.by("log-forfeit", *seat)
                .s("slots", and_list(w, &parts))
                .s("paid", t.receivers(payments))
                .to_string()
        }
        Event::TurnEnded {
            seat, by_system, ..
        } => t
            .by(
                if *by_system {
                    "log-turn-ended-deadline"
                } else {
                    "log-turn-ended"
                },
                *seat,
            )
            .to_string(),
        _ => String::new(),
    }
}

/// City scoring and the end of the game.
fn scoring(t: Teller<'_>, event: &Event) -> String {
    let w = t.w;
    match event {
        Event::CityScored {
            round,
            city,
            scores,
            monopoly,
            payments,
        } => {
            let scored = w.m("log-scored").n("round", *round).s("city", t.city(city));
            if scores.is_empty() {
                return scored.s("scores", w.t("log-scored-nobody")).to_string();
            }
            let parts: Vec<String> = scores
                .iter()
                .map(|s| {
                    w.m("log-score")
                        .s("name", t.name(s.seat))
                        .n("points", s.points)
                        .s("gold", t.gold(s.gold.0))
                        .to_string()
                })
                .collect();
            let mut line = parts.join(", ");
            if let Some(m) = monopoly {
                let amount = payments
                    .iter()
                    .filter(|p| p.to == Party::Seat(*m))
                    .map(|p| p.amount.0)
                    .sum::<u32>()
                    .saturating_sub(scores.first().map_or(0, |s| s.gold.0));
                line = w
                    .m("log-monopoly")
                    .s("scores", line)
                    .s("name", t.name(*m))
                    .s("gold", t.gold(amount))
                    .to_string();
            }
            scored.s("scores", line).to_string()
        }
        Event::GameEnded { reason, ranking } => {
            let parts: Vec<String> = ranking
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    w.m("log-rank")
                        .n("rank", i + 1)
                        .s("name", t.name(r.seat))
                        .n("palaces", r.palaces)
                        .s("gold", t.gold(r.gold.0))
                        .to_string()
                })
                .collect();
            w.m(match reason {
                EndReason::AllPalacesBuilt => "log-ended-palaces",
                EndReason::LastRound => "log-ended-last-round",
            })
            .s("ranking", parts.join(", "))
            .to_string()
        }
        _ => String::new(),
    }
}

/// A turn's actions: gold, houses, palaces, the governor.
fn turn(t: Teller<'_>, event: &Event) -> String {
    let w = t.w;
    match event {
        Event::ActionTokenUsed { seat, action: a } => t
            .by("log-token-used", *seat)
            .s("action", action(w, *a))
            .to_string(),
        Event::GoldTaken {
            seat,
            slot: s,
            amount,
        } => t
            .by("log-gold-taken", *seat)
            .s("gold", t.gold(amount.0))
            .s("slot", slot(w, *s))
            .to_string(),
        Event::HousesQuarried {
            seat,
            slot: s,
            count,
        } => t
            .by(
                if *count < 2 {
                    "log-quarried-last"
                } else {
                    "log-quarried"
                },
                *seat,
            )
            .n("count", *count)
            .s("slot", slot(w, *s))
            .to_string(),
        Event::HouseBuilt { seat, by, at, cost } => match by {
            Means::Slot(s) => t
                .by("log-house-built", *seat)
                .s("place", t.place(at.as_str(), Case::In))
                .s("gold", t.gold(cost.0))
                .s("slot", slot(w, *s))
                .to_string(),
            Means::Builder => t
                .by("log-house-built-builder", *seat)
                .s("place", t.place(at.as_str(), Case::In))
                .to_string(),
        },
        Event::HouseMoved { seat, by, from, to } => t
            .by("log-house-moved", *seat)
            .s("from", t.place(from.as_str(), Case::From))
            .s("to", t.place(to.as_str(), Case::To))
            .s(
                "slot",
                match by {
                    Means::Slot(s) => slot(w, *s),
                    Means::Builder => w.t("log-builder-free"),
                },
            )
            .to_string(),
        Event::PalaceBuilt {
            seat,
            slot: s,
            city,
            site,
            cost,
        } => t
            .by(
                match site {
                    Site::Central => "log-palace-central",
                    Site::Outer => "log-palace-outer",
                },
                *seat,
            )
            .s("place", t.place(city.as_str(), Case::In))
            .s("gold", t.gold(cost.0))
            .s("slot", slot(w, *s))
            .to_string(),
        Event::GovernorMoved {
            seat,
            slot: s,
            city,
            from_slot,
            to_slot,
        } => t
            .by("log-governor", *seat)
            .s("city", t.city(city))
            .s("from", track_slot(w, *from_slot))
            .s("to", track_slot(w, *to_slot))
            .s("slot", slot(w, *s))
            .to_string(),
        _ => String::new(),
    }
}

/// The architect's travel, with the tolls paid.
fn travel(t: Teller<'_>, event: &Event) -> String {
    let w = t.w;
    let Event::ArchitectTraveled {
        seat,
        from,
        path,
        to,
        tolls,
    } = event
    else {
        return String::new();
    };
    let via: Vec<String> = path
        .iter()
        .take(path.len().saturating_sub(1))
        .map(|p| t.place(p.as_str(), Case::Name))
        .collect();
    let paid = if tolls.is_empty() {
        w.t("log-tolls-none")
    } else {
        let parts: Vec<String> = tolls
            .iter()
            .map(|toll| {
                w.m("log-toll")
                    .s("gold", t.gold(toll.amount.0))
                    .s("name", t.name(toll.to))
                    .s("place", t.place(toll.village.as_str(), Case::In))
                    .to_string()
            })
            .collect();
        if tolls.iter().all(|toll| toll.from == Party::Bank) {
            w.m("log-tolls-bank").s("tolls", and_list(w, &parts))
        } else {
            let total: u32 = tolls.iter().map(|toll| toll.amount.0).sum();
            w.m("log-tolls-paid")
                .s("gold", t.gold(total))
                .s("tolls", and_list(w, &parts))
        }
        .to_string()
    };
    t.by(
        if via.is_empty() {
            "log-travelled"
        } else {
            "log-travelled-via"
        },
        *seat,
    )
    .s("from", t.place(from.as_str(), Case::From))
    .s("via", via.join(", "))
    .s("to", t.place(to.as_str(), Case::To))
    .s("tolls", paid)
    .to_string()
}

/// Characters changing hands.
fn characters(t: Teller<'_>, event: &Event) -> String {
    let w = t.w;
    match event {
        Event::CharacterTaken {
            seat,
            slot: s,
            character: c,
            from_seat,
            returned,
        } => {
            let returned: Vec<String> = returned.iter().map(|r| character(w, *r)).collect();
            t.by(
                match (from_seat.is_some(), returned.is_empty()) {
                    (true, true) => "log-character-taken",
                    (true, false) => "log-character-taken-returned",
                    (false, true) => "log-character-taken-bank",
                    (false, false) => "log-character-taken-bank-returned",
                },
                *seat,
            )
            .s("character", character(w, *c))
            .s("other", from_seat.map(|v| t.name(v)).unwrap_or_default())
            .s("slot", slot(w, *s))
            .s("returned", and_list(w, &returned))
            .to_string()
        }
        Event::CharactersSwapped {
            seat,
            slot: s,
            took,
            from_seat,
            gave,
        } => t
            .by("log-characters-swapped", *seat)
            .s("took", character(w, *took))
            .s("other", t.name(*from_seat))
            .s("gave", character(w, *gave))
            .s("slot", slot(w, *s))
            .to_string(),
        Event::CharacterLured {
            seat,
            slot: s,
            from_seat,
        } => t
            .by("log-character-lured", *seat)
            .s("other", t.name(*from_seat))
            .s("slot", slot(w, *s))
            .to_string(),
        Event::CharacterGiven {
            seat,
            to,
            character: c,
            by_system,
        } => t
            .by(
                if *by_system {
                    "log-character-given-deadline"
                } else {
                    "log-character-given"
                },
                *seat,
            )
            .s("character", character(w, *c))
            .s("other", t.name(*to))
            .to_string(),
        Event::CharacterReplaced {
            seat,
            character: c,
            by_system,
        } => t
            .by(
                if *by_system {
                    "log-character-replaced-deadline"
                } else {
                    "log-character-replaced"
                },
                *seat,
            )
            .s("character", character(w, *c))
            .to_string(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests;
