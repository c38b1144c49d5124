//! Maharaja's events in plain words, for the log and the replay: "Anna built a palace in Agra (central
//! site) for 12 gold". Each sentence is made from the state *before* the event (names, board)
//! and the event itself, and says only what the event says, so it never tells more than the
//! public log.

use crate::maharaja::{
    Action, Board, Character, EndReason, Event, Game, GameOptions, Means, Party, Payment, PlaceId,
    Seat, Site, Slot,
};

/// The first 8 hex digits of a hash or commitment, with an ellipsis: "3f2a9c01…".
pub fn short_hex(hex: &str) -> String {
    let short: String = hex.chars().take(8).collect();
    if hex.len() > 8 {
        format!("{short}…")
    } else {
        short
    }
}

/// A list in words: "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "the Merchant (2)".
pub fn character(character: Character) -> String {
    format!("{} ({})", character.name(), character.number())
}

/// "Palace and Gold" (not "+": one action is called "Palace + house").
pub fn disc(actions: [Action; 2]) -> String {
    format!("{} and {}", actions[0], actions[1])
}

/// "first arrow" / "second arrow" / "action token".
fn slot(slot: Slot) -> String {
    slot.to_string()
}

/// The name of the player in a seat ("seat 3" if unknown).
pub fn seat_name(game: &Game, seat: Seat) -> String {
    game.player_name(seat)
        .map_or_else(|| format!("seat {}", seat.0 + 1), str::to_string)
}

/// A place: a city's name, "village v12" or "the start".
pub fn place(board: Option<&Board>, id: &str) -> String {
    let Some(board) = board else {
        return id.to_string();
    };
    if board.start().as_str() == id {
        return "the start".to_string();
    }
    if let Some(city) = board.cities().iter().find(|c| c.id.as_str() == id) {
        return city.name.clone();
    }
    if board.villages().iter().any(|v| v.as_str() == id) {
        return format!("village {id}");
    }
    id.to_string()
}

fn place_id(board: Option<&Board>, id: &PlaceId) -> String {
    place(board, id.as_str())
}

/// The options of a game in words (only those that are on).
pub fn options(options: &GameOptions) -> Vec<String> {
    let mut words = Vec::new();
    if options.short_game {
        words.push("short game".to_string());
    }
    if options.expanded {
        words.push("expanded game (Yogi and action tokens)".to_string());
    }
    if options.home_cities {
        words.push("home cities".to_string());
    }
    match options.auction {
        crate::maharaja::Auction::None => {}
        crate::maharaja::Auction::Open => words.push("character auction".to_string()),
        crate::maharaja::Auction::Sealed => words.push("sealed-bid character auction".to_string()),
    }
    if options.neutral_palaces {
        words.push("neutral palaces".to_string());
    }
    if options.multi_character {
        words.push("several characters per player".to_string());
    }
    if options.hidden_gold {
        words.push("hidden gold".to_string());
    }
    match options.trust {
        crate::maharaja::Trust::Server => {}
        crate::maharaja::Trust::SignedMoves => {
            words.push("moves signed on the players' devices".to_string())
        }
        crate::maharaja::Trust::SealedInBrowser => {
            words.push("moves signed and discs sealed on the players' devices".to_string())
        }
    }
    words
}

fn party(game: &Game, party: Party) -> String {
    match party {
        Party::Bank => "the bank".to_string(),
        Party::Seat(seat) => seat_name(game, seat),
    }
}

/// "Bára 2 gold and Cyril 2 gold".
fn receivers(game: &Game, payments: &[Payment]) -> String {
    let parts: Vec<String> = payments
        .iter()
        .map(|p| format!("{} {}", party(game, p.to), p.amount))
        .collect();
    and_list(&parts)
}

/// "slot 3" or "round slot 2".
fn track_slot(slot: u8) -> String {
    match crate::maharaja::track::numbered(slot) {
        Some(n) => format!("round slot {n}"),
        None => format!("slot {slot}"),
    }
}

/// One event in words, given the game just before it.
pub fn describe(before: &Game, event: &Event) -> String {
    match event {
        Event::GameCreated { .. }
        | Event::ContributionAdded { .. }
        | Event::SeedRevealed { .. }
        | Event::SeatsDrawn { .. }
        | Event::GovernorsPlaced { .. }
        | Event::NeutralPalacesPlaced { .. }
        | Event::CharacterChosen { .. }
        | Event::InitialHousePlaced { .. }
        | Event::InitialSupplyTaken { .. } => describe_setup(before, event),
        Event::AuctionStarted { .. }
        | Event::BidPlaced { .. }
        | Event::BidPassed { .. }
        | Event::BidCommitted { .. }
        | Event::BidRevealed { .. }
        | Event::BidUnopenable { .. }
        | Event::AuctionWon { .. } => describe_auction(before, event),
        Event::RoundStarted { .. }
        | Event::DiscCommitted { .. }
        | Event::DiscRevealed { .. }
        | Event::DiscUnopenable { .. }
        | Event::DiscVoided { .. }
        | Event::MerchantGoldReceived { .. }
        | Event::ActionTokenReceived { .. }
        | Event::ForfeitCompensated { .. }
        | Event::TurnEnded { .. } => describe_round(before, event),
        Event::CityScored { .. } | Event::GameEnded { .. } => describe_scoring(before, event),
        Event::ActionTokenUsed { .. }
        | Event::GoldTaken { .. }
        | Event::HousesQuarried { .. }
        | Event::HouseBuilt { .. }
        | Event::HouseMoved { .. }
        | Event::PalaceBuilt { .. }
        | Event::GovernorMoved { .. } => describe_turn(before, event),
        Event::ArchitectTraveled { .. } => describe_travel(before, event),
        Event::CharacterTaken { .. }
        | Event::CharactersSwapped { .. }
        | Event::CharacterLured { .. }
        | Event::CharacterGiven { .. }
        | Event::CharacterReplaced { .. } => describe_characters(before, event),
        Event::KeyRegistered { .. }
        | Event::CommandSigned { .. }
        | Event::DeadlinePassed { .. } => describe_signing(before, event),
    }
}

/// A player's name by index in the host's order ("player 2" before the game is created).
fn player_name(game: &Game, player: u8) -> String {
    game.info()
        .and_then(|i| i.player_names.get(usize::from(player)))
        .cloned()
        .unwrap_or_else(|| format!("player {}", player + 1))
}

/// Keys, signatures and the server's moves for absent seats, in words.
fn describe_signing(before: &Game, event: &Event) -> String {
    match event {
        Event::KeyRegistered {
            player,
            key,
            device,
        } => {
            let who = player_name(before, *player);
            format!(
                "{who} registered device {device}, key {}: it signs their moves from now on.",
                key.fingerprint()
            )
        }
        Event::CommandSigned { seat, n, .. } => format!(
            "{} signed the next move (their signed move {n}).",
            seat_name(before, *seat)
        ),
        Event::DeadlinePassed { seat, deadline, .. } => format!(
            "{}'s deadline ({deadline}) passed: the server makes the next move for them by the no-show policy.",
            seat_name(before, *seat)
        ),
        _ => String::new(),
    }
}

/// Creation, randomness, seating, governors, starting characters and houses, in words.
fn describe_setup(before: &Game, event: &Event) -> String {
    let board = before.board();
    let name = |seat: &Seat| seat_name(before, *seat);
    let city = |id: &crate::maharaja::CityId| place(board, id.as_str());
    match event {
        Event::GameCreated {
            options: o,
            board: b,
            player_names,
            seed_commitment,
            ..
        } => {
            let on = self::options(o);
            format!(
                "The game was created on the {} board for {}{}. The server committed to its random seed (commitment {}).",
                b.source().name.as_deref().unwrap_or(b.id()),
                and_list(player_names),
                if on.is_empty() {
                    String::new()
                } else {
                    format!(", with {}", on.join(", "))
                },
                short_hex(&seed_commitment.to_string())
            )
        }
        Event::ContributionAdded {
            player,
            contribution,
        } => {
            let who = player_name(before, *player);
            format!(
                "{who} joined and added randomness ({}).",
                short_hex(&contribution.to_string())
            )
        }
        Event::SeedRevealed { seed } => format!(
            "The server revealed the random seed ({}); the seating and the governor track are drawn from it and the players' randomness.",
            short_hex(&seed.to_string())
        ),
        Event::SeatsDrawn { players, fixed } => {
            let names: Vec<String> = players
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    let who = before
                        .info()
                        .and_then(|i| i.player_names.get(usize::from(*p)))
                        .cloned()
                        .unwrap_or_else(|| format!("player {}", p + 1));
                    format!("{}. {who}", seat + 1)
                })
                .collect();
            if *fixed {
                format!(
                    "The host fixed the seating: {}.",
                    names.join(", ")
                )
            } else {
                format!("The seats were drawn: {}.", names.join(", "))
            }
        }
        Event::GovernorsPlaced { track, given } => {
            let names: Vec<String> = track.iter().map(city).collect();
            format!(
                "The governor tiles were {} on the track, from the bottom: {}.",
                if *given {
                    "laid as given by the host"
                } else {
                    "drawn and laid"
                },
                names.join(", ")
            )
        }
        Event::NeutralPalacesPlaced { per_city } => format!(
            "Every city received {per_city} neutral palace{}.",
            if *per_city == 1 { "" } else { "s" }
        ),
        Event::CharacterChosen { seat, character: c } => {
            format!("{} chose {}.", name(seat), character(*c))
        }
        Event::InitialHousePlaced { seat, village } => format!(
            "{} placed a starting house in village {village}.",
            name(seat)
        ),
        Event::InitialSupplyTaken { seat, count } => format!(
            "{} moved {count} houses from the quarry to their supply.",
            name(seat)
        ),
        _ => String::new(),
    }
}

/// The character auction in words.
fn describe_auction(before: &Game, event: &Event) -> String {
    let name = |seat: &Seat| seat_name(before, *seat);
    match event {
        Event::AuctionStarted {
            auction,
            kind,
            starter,
            bidders,
        } => {
            let names: Vec<String> = bidders.iter().map(name).collect();
            format!(
                "Character auction {auction} began ({}): {} bid, starting with {}.",
                match kind {
                    crate::maharaja::Auction::Sealed => "sealed bids",
                    _ => "open bidding",
                },
                and_list(&names),
                name(starter)
            )
        }
        Event::BidPlaced {
            seat,
            amount,
            by_system,
            ..
        } => format!(
            "{} bid {amount}{}.",
            name(seat),
            if *by_system {
                " (by the no-show policy)"
            } else {
                ""
            }
        ),
        Event::BidPassed {
            seat, by_system, ..
        } => format!(
            "{} passed and is out of this auction{}.",
            name(seat),
            if *by_system {
                " (by the no-show policy)"
            } else {
                ""
            }
        ),
        Event::BidCommitted {
            seat,
            commitment,
            by_system,
            ..
        } => {
            if *by_system {
                format!(
                    "The server set {}'s bid by the no-show policy (commitment {}).",
                    name(seat),
                    short_hex(&commitment.to_string())
                )
            } else {
                format!(
                    "{} has set their sealed bid (commitment {}).",
                    name(seat),
                    short_hex(&commitment.to_string())
                )
            }
        }
        Event::BidRevealed { seat, amount, .. } => {
            format!("{}'s sealed bid was opened: {amount}.", name(seat))
        }
        Event::BidUnopenable { seat, .. } => format!(
            "{}'s sealed bid could not be opened; it ranks below every opened bid.",
            name(seat)
        ),
        Event::AuctionWon {
            auction,
            seat,
            amount,
        } => format!(
            "{} won auction {auction}, paid {amount} to the bank and chooses a character.",
            name(seat)
        ),
        _ => String::new(),
    }
}

/// Round flow in words: the round's start, discs, income, forfeits, turns' ends, scoring, the end.
fn describe_round(before: &Game, event: &Event) -> String {
    let board = before.board();
    let name = |seat: &Seat| seat_name(before, *seat);
    let city = |id: &crate::maharaja::CityId| place(board, id.as_str());
    match event {
        Event::RoundStarted {
            round,
            maharaja,
            from_slot,
            to_slot,
        } => format!(
            "Round {round} began: the Maharaja went to {}, and its governor moved from {} to {}.",
            city(maharaja),
            track_slot(*from_slot),
            track_slot(*to_slot)
        ),
        Event::DiscCommitted {
            seat,
            commitment,
            by_system,
            ..
        } => {
            if *by_system {
                format!(
                    "The server set {}'s disc by the no-show policy (commitment {}).",
                    name(seat),
                    short_hex(&commitment.to_string())
                )
            } else {
                format!(
                    "{} has set their disc (commitment {}).",
                    name(seat),
                    short_hex(&commitment.to_string())
                )
            }
        }
        Event::DiscRevealed { seat, actions, .. } => {
            format!("{}'s disc was revealed: {}.", name(seat), disc(*actions))
        }
        Event::DiscUnopenable { seat, .. } => format!(
            "{}'s disc could not be opened: both of its actions are forfeited (D14).",
            name(seat)
        ),
        Event::DiscVoided { seat, .. } => format!(
            "{} did not open their disc by the deadline: it is void, and both of its actions are forfeited.",
            name(seat)
        ),
        Event::MerchantGoldReceived { seat, amount } => {
            format!("{} received {amount} as the Merchant.", name(seat))
        }
        Event::ActionTokenReceived { seat } => {
            format!("{} received an action token as the Yogi.", name(seat))
        }
        Event::ForfeitCompensated {
            seat,
            slots,
            payments,
        } => {
            let parts: Vec<String> = slots.iter().map(|s| slot(*s)).collect();
            format!(
                "{} left part of their disc undone ({}): the bank paid {} (D3).",
                name(seat),
                and_list(&parts),
                receivers(before, payments)
            )
        }
        Event::TurnEnded {
            seat, by_system, ..
        } => {
            if *by_system {
                format!(
                    "The server ended {}'s turn by the no-show policy.",
                    name(seat)
                )
            } else {
                format!("{} ended their turn.", name(seat))
            }
        }
        _ => String::new(),
    }
}

/// City scoring and the end of the game, in words.
fn describe_scoring(before: &Game, event: &Event) -> String {
    let board = before.board();
    let name = |seat: &Seat| seat_name(before, *seat);
    let city = |id: &crate::maharaja::CityId| place(board, id.as_str());
    match event {
        Event::CityScored {
            round,
            city: c,
            scores,
            monopoly,
            payments,
        } => {
            if scores.is_empty() {
                return format!(
                    "{} was scored in round {round}: nobody had any points there.",
                    city(c)
                );
            }
            let parts: Vec<String> = scores
                .iter()
                .map(|s| {
                    format!(
                        "{} {} point{} → {}",
                        name(&s.seat),
                        s.points,
                        if s.points == 1 { "" } else { "s" },
                        s.gold
                    )
                })
                .collect();
            let bonus = monopoly
                .map(|m| {
                    let amount = payments
                        .iter()
                        .filter(|p| p.to == Party::Seat(m))
                        .map(|p| p.amount.0)
                        .sum::<u32>()
                        .saturating_sub(scores.first().map_or(0, |s| s.gold.0));
                    format!(
                        "; {} alone scored and got {} more (monopoly)",
                        name(&m),
                        crate::maharaja::Gold(amount)
                    )
                })
                .unwrap_or_default();
            format!(
                "{} was scored in round {round}: {}{bonus}.",
                city(c),
                parts.join(", ")
            )
        }
        Event::GameEnded { reason, ranking } => {
            let parts: Vec<String> = ranking
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    format!(
                        "{}. {} ({} palace{}, {})",
                        i + 1,
                        name(&r.seat),
                        r.palaces,
                        if r.palaces == 1 { "" } else { "s" },
                        r.gold
                    )
                })
                .collect();
            format!(
                "The game ended because {}. Final ranking: {}.",
                match reason {
                    EndReason::AllPalacesBuilt => "a player built their last palace",
                    EndReason::LastRound => "the last round was played",
                },
                parts.join(", ")
            )
        }
        _ => String::new(),
    }
}

/// A turn's steps in words: travel, actions, builds, the governor.
fn describe_turn(before: &Game, event: &Event) -> String {
    let board = before.board();
    let name = |seat: &Seat| seat_name(before, *seat);
    let city = |id: &crate::maharaja::CityId| place(board, id.as_str());
    match event {
        Event::ActionTokenUsed { seat, action } => format!(
            "{} used an action token for a third action: {action}.",
            name(seat)
        ),
        Event::GoldTaken {
            seat,
            slot: s,
            amount,
        } => format!("{} took {amount} ({}).", name(seat), slot(*s)),
        Event::HousesQuarried {
            seat,
            slot: s,
            count,
        } => format!(
            "{} moved {count} house{} from the quarry to their supply ({}){}.",
            name(seat),
            if *count == 1 { "" } else { "s" },
            slot(*s),
            if *count < 2 {
                ", all that was left"
            } else {
                ""
            }
        ),
        Event::HouseBuilt { seat, by, at, cost } => match by {
            Means::Slot(s) => format!(
                "{} built a house in {} for {cost} ({}).",
                name(seat),
                place_id(board, at),
                slot(*s)
            ),
            Means::Builder => format!(
                "{} built a free house in {} (the Builder).",
                name(seat),
                place_id(board, at)
            ),
        },
        Event::HouseMoved { seat, by, from, to } => format!(
            "{} moved a house from {} to {} ({}).",
            name(seat),
            place_id(board, from),
            place_id(board, to),
            match by {
                Means::Slot(s) => slot(*s),
                Means::Builder => "the Builder, free".to_string(),
            }
        ),
        Event::PalaceBuilt {
            seat,
            slot: s,
            city: c,
            site,
            cost,
        } => format!(
            "{} built a palace in {} ({} site) for {cost} ({}).",
            name(seat),
            city(c),
            match site {
                Site::Central => "central",
                Site::Outer => "outer",
            },
            slot(*s)
        ),
        Event::GovernorMoved {
            seat,
            slot: s,
            city: c,
            from_slot,
            to_slot,
        } => format!(
            "{} moved the governor of {} down from {} to {} ({}).",
            name(seat),
            city(c),
            track_slot(*from_slot),
            track_slot(*to_slot),
            slot(*s)
        ),
        _ => String::new(),
    }
}

/// The architect's travel in words, with the tolls paid.
fn describe_travel(before: &Game, event: &Event) -> String {
    let board = before.board();
    let name = |seat: &Seat| seat_name(before, *seat);
    let city = |id: &crate::maharaja::CityId| place(board, id.as_str());
    match event {
        Event::ArchitectTraveled {
            seat,
            from,
            path,
            to,
            tolls,
        } => {
            let via: Vec<String> = path
                .iter()
                .take(path.len().saturating_sub(1))
                .map(|p| place_id(board, p))
                .collect();
            let mut text = format!(
                "{}'s architect travelled from {} {}to {}",
                name(seat),
                place_id(board, from),
                if via.is_empty() {
                    String::new()
                } else {
                    format!("via {} ", via.join(", "))
                },
                city(to)
            );
            if tolls.is_empty() {
                text.push_str(" without tolls.");
            } else {
                let bank_pays = tolls.iter().all(|t| t.from == Party::Bank);
                let total: u32 = tolls.iter().map(|t| t.amount.0).sum();
                let parts: Vec<String> = tolls
                    .iter()
                    .map(|t| format!("{} to {} at {}", t.amount, name(&t.to), t.village))
                    .collect();
                if bank_pays {
                    text.push_str(&format!(
                        "; the bank paid the tolls for the Wandering Monk: {}.",
                        and_list(&parts)
                    ));
                } else {
                    text.push_str(&format!(
                        ", paying {} in tolls: {}.",
                        crate::maharaja::Gold(total),
                        and_list(&parts)
                    ));
                }
            }
            text
        }
        _ => String::new(),
    }
}

/// Characters changing hands, in words.
fn describe_characters(before: &Game, event: &Event) -> String {
    let name = |seat: &Seat| seat_name(before, *seat);
    match event {
        Event::CharacterTaken {
            seat,
            slot: s,
            character: c,
            from_seat,
            returned,
        } => {
            let from = match from_seat {
                Some(victim) => name(victim),
                None => "the bank".to_string(),
            };
            let returned: Vec<String> = returned.iter().map(|r| character(*r)).collect();
            format!(
                "{} took {} from {from} ({}){}.",
                name(seat),
                character(*c),
                slot(*s),
                if returned.is_empty() {
                    String::new()
                } else {
                    format!(" and returned {} to the bank", and_list(&returned))
                }
            )
        }
        Event::CharactersSwapped {
            seat,
            slot: s,
            took,
            from_seat,
            gave,
        } => format!(
            "{} took {} from {} and gave them {} in exchange ({}).",
            name(seat),
            character(*took),
            name(from_seat),
            character(*gave),
            slot(*s)
        ),
        Event::CharacterLured {
            seat,
            slot: s,
            from_seat,
        } => format!(
            "{} lured a character from {}, who chooses which one to give ({}).",
            name(seat),
            name(from_seat),
            slot(*s)
        ),
        Event::CharacterGiven {
            seat,
            to,
            character: c,
            by_system,
        } => format!(
            "{} gave {} to {}{}.",
            name(seat),
            character(*c),
            name(to),
            if *by_system {
                " (chosen by the no-show policy)"
            } else {
                ""
            }
        ),
        Event::CharacterReplaced {
            seat,
            character: c,
            by_system,
        } => format!(
            "{} took {} from the bank{}.",
            name(seat),
            character(*c),
            if *by_system {
                " (chosen by the no-show policy)"
            } else {
                ""
            }
        ),
        _ => String::new(),
    }
}
