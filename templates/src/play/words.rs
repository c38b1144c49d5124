//! Game things in words: commands, phases, places and discs, for pages and mails.

use durbar_domain::maharaja::{
    Action, Board, Character, Command, Phase, PlaceId, PlayerCommand, Seat, Site, Slot,
};

/// The colour of a seat (red, blue, green, yellow, black).
pub fn colour(seat: Seat) -> &'static str {
    ["red", "blue", "green", "yellow", "black"]
        .get(seat.index())
        .copied()
        .unwrap_or("grey")
}

/// A place's name: the city's name, "village v12", or "the start".
pub fn place(board: &Board, id: &PlaceId) -> String {
    match board.place(*id) {
        Some(durbar_domain::maharaja::Place::City(i)) => board.cities()[i].name.clone(),
        Some(durbar_domain::maharaja::Place::Village(_)) => format!("village {id}"),
        Some(durbar_domain::maharaja::Place::Start) => "the start".to_owned(),
        None => id.to_string(),
    }
}

/// A place's name from its id text (`"start"` for the start space).
pub fn place_name(board: &Board, id: &str) -> String {
    match durbar_domain::maharaja::Id::new(id) {
        Ok(id) => place(board, &PlaceId(id)),
        Err(_) => id.to_owned(),
    }
}

/// "first arrow (Gold)".
pub fn slot(slot: Slot, action: Option<Action>) -> String {
    match action {
        Some(action) => format!("{slot} ({action})"),
        None => slot.to_string(),
    }
}

/// A character with its number: "2 · the Merchant".
pub fn character(character: Character) -> String {
    format!("{} · {}", character.number(), capitalised(character.name()))
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
    format!("{} + {}", actions[0], actions[1])
}

/// The phase in words.
pub fn phase(phase: Phase) -> &'static str {
    match phase {
        Phase::NotCreated => "not created",
        Phase::Setup => "waiting for everyone to join",
        Phase::ChooseCharacters => "choosing characters",
        Phase::PlaceHouses => "placing the first houses",
        Phase::Discs => "setting discs",
        Phase::Turns => "playing turns",
        Phase::Over => "over",
        Phase::Auction => "auctioning the characters",
        #[allow(unreachable_patterns)]
        _ => "playing",
    }
}

/// A site: "the central site" / "an outer site".
pub fn site(site: Site) -> &'static str {
    match site {
        Site::Central => "the central site (3 points)",
        Site::Outer => "an outer site",
    }
}

/// A player's command in words, as a step of a turn or a move in the log.
pub fn command(board: &Board, command: &PlayerCommand) -> String {
    let p = |id: &PlaceId| place(board, id);
    match command {
        PlayerCommand::ChooseCharacter { character: c } => {
            format!("Choose {}", character(*c))
        }
        PlayerCommand::PlaceHouse { village } => {
            format!("Place a starting house in village {village}")
        }
        PlayerCommand::SetDisc { actions, .. } => format!("Set the disc to {}", disc(*actions)),
        PlayerCommand::Travel { to } => format!("Travel to {}", p(&PlaceId(to.0))),
        PlayerCommand::TravelPath { path } => {
            let names: Vec<String> = path.iter().map(p).collect();
            match names.split_last() {
                Some((last, [])) => format!("Travel to {last}"),
                Some((last, via)) => format!("Travel to {last} via {}", via.join(", ")),
                None => "Travel nowhere".to_owned(),
            }
        }
        PlayerCommand::TakeGold { slot } => format!("Take 2 gold ({slot})"),
        PlayerCommand::TakeFromQuarry { slot } => {
            format!("Take houses from the quarry ({slot})")
        }
        PlayerCommand::BuildHouse { slot, at } => format!("Build a house in {} ({slot})", p(at)),
        PlayerCommand::BuildPalace {
            slot,
            city,
            site: s,
        } => format!(
            "Build a palace on {} of {} ({slot})",
            site(*s),
            p(&PlaceId(city.0))
        ),
        PlayerCommand::MoveHouse { slot, from, to } => {
            format!("Move a house from {} to {} ({slot})", p(from), p(to))
        }
        PlayerCommand::MoveGovernor { slot, city } => format!(
            "Move the governor of {} down the track ({slot})",
            p(&PlaceId(city.0))
        ),
        PlayerCommand::TakeCharacter { slot, character: c } => {
            format!("Take {} ({slot})", character(*c))
        }
        PlayerCommand::BuilderBuildHouse { at } => {
            format!("Build a free house in {} (the Builder)", p(at))
        }
        PlayerCommand::BuilderMoveHouse { from, to } => format!(
            "Move a house from {} to {} for free (the Builder)",
            p(from),
            p(to)
        ),
        PlayerCommand::EndTurn => "End the turn".to_owned(),
        PlayerCommand::ReplaceCharacter { character: c } => {
            format!("Take {} from the bank", character(*c))
        }
        other => generic(other),
    }
}

/// Any command in words from its JSON form: "Swap characters: give the_merchant, take
/// the_sadhu" (for commands without words of their own yet).
pub fn generic(command: &PlayerCommand) -> String {
    let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(command) else {
        return "A move".to_owned();
    };
    let kind = fields
        .get("type")
        .and_then(|v| v.as_str())
        .unwrap_or("move")
        .replace('_', " ");
    let details: Vec<String> = fields
        .iter()
        .filter(|(name, _)| name.as_str() != "type" && name.as_str() != "nonce")
        .map(|(name, value)| {
            let value = match value {
                serde_json::Value::String(s) => s.replace('_', " "),
                other => other.to_string(),
            };
            format!("{} {value}", name.replace('_', " "))
        })
        .collect();
    if details.is_empty() {
        capitalised(&kind)
    } else {
        format!("{}: {}", capitalised(&kind), details.join(", "))
    }
}

/// Any command in words (the system's own steps are named plainly).
pub fn any_command(board: &Board, cmd: &Command) -> String {
    match cmd {
        Command::Player { command: c, .. } => command(board, c),
        Command::System(_) => "A step of the server".to_owned(),
    }
}
