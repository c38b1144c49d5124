//! Game things in words: commands, phases, places and discs, for pages and mails.

use durbar_domain::maharaja::{
    Action, Board, Character, Command, Phase, PlaceId, PlayerCommand, Seat, Site, Slot,
};

use crate::catalogue::maharaja;
use crate::Words;

/// The colour of a seat (red, blue, green, yellow, black): the CSS class of its dot.
pub fn colour(seat: Seat) -> &'static str {
    ["red", "blue", "green", "yellow", "black"]
        .get(seat.index())
        .copied()
        .unwrap_or("grey")
}

/// The colour of a seat in words, as its pieces are drawn ("orange", "oranžová").
pub fn colour_in(w: Words, seat: Seat) -> String {
    w.t(crate::board::seat_colour(seat).word)
}

/// A place's name: the city's name, "village v12", or "the start".
pub fn place(board: &Board, id: &PlaceId) -> String {
    place_in(Words::default(), board, id)
}

/// A place's name in `w`'s language.
pub fn place_in(w: Words, board: &Board, id: &PlaceId) -> String {
    match board.place(*id) {
        Some(durbar_domain::maharaja::Place::City(i)) => board.cities()[i].name.clone(),
        Some(durbar_domain::maharaja::Place::Village(_)) => w
            .m("place-village")
            .s("village", id.to_string())
            .to_string(),
        Some(durbar_domain::maharaja::Place::Start) => w.t("place-start"),
        None => id.to_string(),
    }
}

/// A place's name from its id text (`"start"` for the start space).
pub fn place_name(board: &Board, id: &str) -> String {
    place_name_in(Words::default(), board, id)
}

/// A place's name from its id text, in `w`'s language.
pub fn place_name_in(w: Words, board: &Board, id: &str) -> String {
    match durbar_domain::maharaja::Id::new(id) {
        Ok(id) => place_in(w, board, &PlaceId(id)),
        Err(_) => id.to_owned(),
    }
}

/// A slot of the disc: "first arrow", "action token".
pub fn slot_name(w: Words, slot: Slot) -> String {
    w.t(match slot {
        Slot::A => "slot-first",
        Slot::B => "slot-second",
        Slot::Token => "slot-token",
    })
}

/// "first arrow (Gold)".
pub fn slot(slot: Slot, action: Option<Action>) -> String {
    slot_in(Words::default(), slot, action)
}

/// "first arrow (Gold)" in `w`'s language.
pub fn slot_in(w: Words, slot: Slot, action: Option<Action>) -> String {
    match action {
        Some(action) => format!("{} ({})", slot_name(w, slot), maharaja::action(w, action)),
        None => slot_name(w, slot),
    }
}

/// A character with its number: "2 · the Merchant".
pub fn character(character: Character) -> String {
    character_in(Words::default(), character)
}

/// A character with its number, capitalised: "2 · The Merchant", "2 · Kupec".
pub fn character_in(w: Words, character: Character) -> String {
    let numbered = maharaja::character(w, character);
    match numbered.split_once(" · ") {
        Some((number, name)) => format!("{number} · {}", capitalised(name)),
        None => numbered,
    }
}

/// A character's name with a capital letter ("The Merchant").
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A disc: "Gold + Two houses".
pub fn disc(actions: [Action; 2]) -> String {
    disc_in(Words::default(), actions)
}

/// A disc in `w`'s language: "Zlato + 2 domky".
pub fn disc_in(w: Words, actions: [Action; 2]) -> String {
    format!(
        "{} + {}",
        maharaja::action(w, actions[0]),
        maharaja::action(w, actions[1])
    )
}

/// The phase in words.
pub fn phase(phase: Phase) -> String {
    phase_in(Words::default(), phase)
}

/// The phase in `w`'s language.
pub fn phase_in(w: Words, phase: Phase) -> String {
    w.t(match phase {
        Phase::NotCreated => "phase-not-created",
        Phase::Setup => "phase-setup",
        Phase::ChooseCharacters => "phase-choose-characters",
        Phase::PlaceHouses => "phase-place-houses",
        Phase::Discs => "phase-discs",
        Phase::Turns => "phase-turns",
        Phase::Over => "phase-over",
        Phase::Auction => "phase-auction",
        #[allow(unreachable_patterns)]
        _ => "phase-playing",
    })
}

/// A site: "the central site (3 points)" / "an outer site".
pub fn site(site: Site) -> String {
    site_in(Words::default(), site)
}

/// A site in `w`'s language.
pub fn site_in(w: Words, site: Site) -> String {
    w.t(match site {
        Site::Central => "site-central",
        Site::Outer => "site-outer",
    })
}

/// A player's command in words, as a step of a turn or a move in the log.
pub fn command(board: &Board, command: &PlayerCommand) -> String {
    command_in(Words::default(), board, command)
}

/// A player's command in `w`'s language.
pub fn command_in(w: Words, board: &Board, command: &PlayerCommand) -> String {
    let p = |id: &PlaceId| place_in(w, board, id);
    let s = |slot: &Slot| slot_name(w, *slot);
    let c = |c: &Character| character_in(w, *c);
    match command {
        PlayerCommand::ChooseCharacter { character } => {
            w.m("step-choose").s("character", c(character)).to_string()
        }
        PlayerCommand::PlaceHouse { village } => w
            .m("step-place-house")
            .s("village", village.to_string())
            .to_string(),
        PlayerCommand::SetDisc { actions, .. } => w
            .m("step-set-disc")
            .s("disc", disc_in(w, *actions))
            .to_string(),
        PlayerCommand::Travel { to } => w.m("step-travel").s("to", p(&PlaceId(to.0))).to_string(),
        PlayerCommand::TravelPath { path } => {
            let names: Vec<String> = path.iter().map(p).collect();
            match names.split_last() {
                Some((last, [])) => w.m("step-travel").s("to", last.as_str()).to_string(),
                Some((last, via)) => w
                    .m("step-travel-via")
                    .s("to", last.as_str())
                    .s("via", via.join(", "))
                    .to_string(),
                None => w.t("step-travel-nowhere"),
            }
        }
        PlayerCommand::TakeGold { slot } => w.m("step-take-gold").s("slot", s(slot)).to_string(),
        PlayerCommand::TakeFromQuarry { slot } => {
            w.m("step-take-quarry").s("slot", s(slot)).to_string()
        }
        PlayerCommand::BuildHouse { slot, at } => w
            .m("step-build-house")
            .s("at", p(at))
            .s("slot", s(slot))
            .to_string(),
        PlayerCommand::BuildPalace {
            slot,
            city,
            site: site_of,
        } => w
            .m("step-build-palace")
            .s("site", site_in(w, *site_of))
            .s("city", p(&PlaceId(city.0)))
            .s("slot", s(slot))
            .to_string(),
        PlayerCommand::MoveHouse { slot, from, to } => w
            .m("step-move-house")
            .s("from", p(from))
            .s("to", p(to))
            .s("slot", s(slot))
            .to_string(),
        PlayerCommand::MoveGovernor { slot, city } => w
            .m("step-move-governor")
            .s("city", p(&PlaceId(city.0)))
            .s("slot", s(slot))
            .to_string(),
        PlayerCommand::TakeCharacter { slot, character } => w
            .m("step-take-character")
            .s("character", c(character))
            .s("slot", s(slot))
            .to_string(),
        PlayerCommand::BuilderBuildHouse { at } => {
            w.m("step-builder-house").s("at", p(at)).to_string()
        }
        PlayerCommand::BuilderMoveHouse { from, to } => w
            .m("step-builder-move")
            .s("from", p(from))
            .s("to", p(to))
            .to_string(),
        PlayerCommand::EndTurn => w.t("step-end-turn"),
        PlayerCommand::ReplaceCharacter { character } => w
            .m("step-replace-character")
            .s("character", c(character))
            .to_string(),
        PlayerCommand::Bid { amount } => w.m("step-bid").n("gold", amount.0).to_string(),
        PlayerCommand::PassBid => w.t("step-pass-bid"),
        PlayerCommand::SealedBid { amount, .. } => {
            w.m("step-sealed-bid").n("gold", amount.0).to_string()
        }
        PlayerCommand::SealDisc { .. } => w.t("step-seal-disc"),
        PlayerCommand::SealBid { .. } => w.t("step-seal-bid"),
        PlayerCommand::OpenBid { amount, .. } => w
            .m("step-open-bid")
            .s("bid", w.m("game-gold").n("gold", amount.0).to_string())
            .to_string(),
        PlayerCommand::OpenDisc { actions, .. } => w
            .m("step-open-disc")
            .s("disc", disc_in(w, *actions))
            .to_string(),
        PlayerCommand::SwapCharacters { slot, take, give } => w
            .m("step-swap")
            .s("give", c(give))
            .s("take", c(take))
            .s("slot", s(slot))
            .to_string(),
        PlayerCommand::LureCharacter { slot, from_seat } => w
            .m("step-lure")
            .n("seat", u32::from(from_seat.0) + 1)
            .s("slot", s(slot))
            .to_string(),
        PlayerCommand::UseActionToken { action } => w
            .m("step-use-token")
            .s("action", maharaja::action(w, *action))
            .to_string(),
        PlayerCommand::GiveCharacter { character } => w
            .m("step-give-character")
            .s("character", c(character))
            .to_string(),
    }
}

/// Any command in words (the system's own steps are named plainly).
pub fn any_command(board: &Board, cmd: &Command) -> String {
    match cmd {
        Command::Player { command: c, .. } => command(board, c),
        Command::System(_) => "A step of the server".to_owned(),
    }
}
