//! What the game pages share: the navigation between them, the head of the log, the players
//! table, and the sentences for the game's status and whom it waits for.

use durbar_domain::maharaja::{Awaiting, DiscView, Game, Phase, Seat, View, Viewer};

use super::words::{and_list, character, disc, place, seat_name, short_hex};
use crate::board::{seat_colour, seat_marks};

/// The navigation between a game's pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameNav {
    /// The game id (32 hex digits).
    pub game_id: String,
    /// The game's title.
    pub title: String,
    /// The page shown: "watch", "log", "replay", "result", "verify".
    pub current: &'static str,
    /// Whether the export (and the verify button) is open to this visitor.
    pub can_export: bool,
    /// Whether the visitor is a player of this game (links to their game page).
    pub is_player: bool,
    /// Whether the game is over.
    pub over: bool,
}

/// The head of the log: its last seq and hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    /// The last event's seq.
    pub seq: u64,
    /// Its hash, 64 hex digits.
    pub hash: String,
}

impl Head {
    /// The first digits of the hash.
    pub fn short(&self) -> String {
        short_hex(&self.hash)
    }
}

/// One player in the players table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    /// Colour name ("red").
    pub colour: &'static str,
    /// Chip fill.
    pub fill: &'static str,
    /// Chip text colour.
    pub ink: &'static str,
    /// The letter on the player's pieces.
    pub mark: String,
    /// Name.
    pub name: String,
    /// The viewer's own row.
    pub you: bool,
    /// Characters held, in words.
    pub characters: String,
    /// Gold, or "hidden" (D12).
    pub gold: String,
    /// Palaces built.
    pub palaces: u8,
    /// Houses in the supply.
    pub supply: u8,
    /// Houses in the quarry.
    pub quarry: u8,
    /// Where the architect stands.
    pub architect: String,
    /// This round's disc as the viewer may see it.
    pub disc: String,
    /// Played / to play / waited for.
    pub status: String,
    /// The game waits for this player.
    pub awaited: bool,
}

impl PlayerRow {
    /// The rows of a view (gold and discs as that view shows them).
    pub fn rows(game: &Game, view: &View, you: Option<Seat>) -> Vec<PlayerRow> {
        let marks = seat_marks(&view.players);
        view.players
            .iter()
            .map(|p| {
                let colour = seat_colour(p.seat);
                let awaited = view.awaiting.contains(&p.seat);
                let characters: Vec<String> = p.characters.iter().map(|c| character(*c)).collect();
                PlayerRow {
                    colour: colour.name,
                    fill: colour.fill,
                    ink: colour.ink,
                    mark: marks.get(p.seat.index()).cloned().unwrap_or_default(),
                    name: p.name.clone(),
                    you: you == Some(p.seat),
                    characters: match (characters.is_empty(), p.tokens) {
                        (true, 0) => "—".to_string(),
                        (false, 0) => and_list(&characters),
                        (_, n) => format!(
                            "{}{n} action token{}",
                            if characters.is_empty() {
                                String::new()
                            } else {
                                format!("{} · ", and_list(&characters))
                            },
                            if n == 1 { "" } else { "s" }
                        ),
                    },
                    gold: p
                        .gold
                        .map_or_else(|| "hidden".to_string(), |g| g.0.to_string()),
                    palaces: p.palaces_built,
                    supply: p.supply,
                    quarry: p.quarry,
                    architect: place(game.board(), &p.architect),
                    disc: match p.disc {
                        DiscView::Unset => "not set".to_string(),
                        DiscView::Set => "set (sealed)".to_string(),
                        DiscView::Revealed(actions) => disc(actions),
                        DiscView::Unopenable => "could not be opened".to_string(),
                    },
                    status: if awaited {
                        "waited for".to_string()
                    } else if game.phase() == Phase::Turns && view.active_seat == Some(p.seat) {
                        "playing".to_string()
                    } else if game.phase() == Phase::Turns && p.played {
                        "has played".to_string()
                    } else if game.phase() == Phase::Turns {
                        "to play".to_string()
                    } else {
                        String::new()
                    },
                    awaited,
                }
            })
            .collect()
    }
}

/// The phase in words.
pub fn phase_words(phase: Phase) -> &'static str {
    match phase {
        Phase::NotCreated => "not created",
        Phase::Setup => "waiting for everyone to join",
        Phase::ChooseCharacters => "choosing characters",
        Phase::Auction => "auctioning characters",
        Phase::PlaceHouses => "placing the starting houses",
        Phase::Discs => "setting discs",
        Phase::Turns => "playing turns",
        Phase::Over => "over",
    }
}

/// "Round 3 · playing turns · the Maharaja is in Agra".
pub fn status_line(game: &Game) -> String {
    let maharaja = match game.maharaja() {
        Some(city) => format!("the Maharaja is in {}", place(game.board(), city.as_str())),
        None => "the Maharaja waits on the start".to_string(),
    };
    if game.round() == 0 {
        format!("Setup · {} · {maharaja}", phase_words(game.phase()))
    } else {
        format!(
            "Round {} · {} · {maharaja}",
            game.round(),
            phase_words(game.phase())
        )
    }
}

/// Whom the game waits for, as a sentence.
pub fn waiting_sentence(game: &Game) -> String {
    let names = |seats: &[Seat]| {
        let names: Vec<String> = seats.iter().map(|s| seat_name(game, *s)).collect();
        and_list(&names)
    };
    match game.awaiting() {
        Awaiting::Creation => "The game is being created.".to_string(),
        Awaiting::Start => {
            let missing: Vec<String> = game
                .contributions()
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_none())
                .filter_map(|(i, _)| game.info()?.player_names.get(i).cloned())
                .collect();
            format!(
                "Waiting for {} to join the game.",
                if missing.is_empty() {
                    "the server".to_string()
                } else {
                    and_list(&missing)
                }
            )
        }
        Awaiting::Character(seat) => {
            format!(
                "Waiting for {} to choose a character.",
                seat_name(game, seat)
            )
        }
        Awaiting::Bid(seat) => format!("Waiting for {} to bid or pass.", seat_name(game, seat)),
        Awaiting::SealedBids(seats) => format!(
            "Waiting for {} to set {}.",
            names(&seats),
            if seats.len() == 1 {
                "their sealed bid"
            } else {
                "their sealed bids"
            }
        ),
        Awaiting::BidReveal => "Every bid is in: the server opens them.".to_string(),
        Awaiting::Gift(seat) => format!(
            "Waiting for {} to choose which character to give (D10).",
            seat_name(game, seat)
        ),
        Awaiting::InitialHouse(seat) => format!(
            "Waiting for {} to place a starting house.",
            seat_name(game, seat)
        ),
        Awaiting::Discs(seats) => format!(
            "Waiting for {} to set {}.",
            names(&seats),
            if seats.len() == 1 {
                "their disc"
            } else {
                "their discs"
            }
        ),
        Awaiting::Reveal(seat) => format!(
            "{}'s turn begins: the server reveals their disc.",
            seat_name(game, seat)
        ),
        Awaiting::Replacement(seats) => format!(
            "Waiting for {} to choose a new character from the bank (D6).",
            names(&seats)
        ),
        Awaiting::Turn(seat) => format!("{} is playing their turn.", seat_name(game, seat)),
        Awaiting::Nothing => {
            if game.phase() == Phase::Over {
                "The game is over.".to_string()
            } else {
                String::new()
            }
        }
    }
}

/// The view a visitor gets: a player sees as their seat, anyone else as a spectator. Once the
/// game is over nothing is hidden any more (D12), so a finished game's replay shows everything.
pub fn viewer_for(you: Option<Seat>, over: bool) -> Viewer {
    match (over, you) {
        (true, _) => Viewer::Referee,
        (false, Some(seat)) => Viewer::Seat(seat),
        (false, None) => Viewer::Spectator,
    }
}
