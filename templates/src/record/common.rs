//! What the game pages share: the navigation between them, the head of the log, the players
//! table, and the sentences for the game's status and whom it waits for.

use durbar_domain::maharaja::{Awaiting, DiscView, Game, Phase, Seat, View, Viewer};

use crate::board::{seat_colour, seat_marks};
use crate::catalogue::maharaja::{and_list, character, disc, place, seat_name, short_hex, Case};
use crate::play::words::{colour_in, phase_in};
use crate::Words;

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
    /// The address of the game's rules page.
    pub rules: &'static str,
}

#[cfg(test)]
impl GameNav {
    /// The navigation of a sample game titled `title` (a fixed id, export open, a visitor).
    pub(crate) fn sample(title: &str, current: &'static str, over: bool) -> GameNav {
        GameNav {
            game_id: "0123456789abcdef0123456789abcdef".into(),
            title: title.into(),
            current,
            can_export: true,
            is_player: false,
            over,
            rules: "/rules",
        }
    }
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
    /// Colour name ("red", "červená").
    pub colour: String,
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
    /// The rows of a view (gold and discs as that view shows them), in `w`'s words.
    pub fn rows(w: Words, game: &Game, view: &View, you: Option<Seat>) -> Vec<PlayerRow> {
        let marks = seat_marks(&view.players);
        view.players
            .iter()
            .map(|p| {
                let colour = seat_colour(p.seat);
                let awaited = view.awaiting.contains(&p.seat);
                let characters: Vec<String> =
                    p.characters.iter().map(|c| character(w, *c)).collect();
                let characters = and_list(w, &characters);
                let tokens = w.m("record-tokens").n("count", p.tokens).to_string();
                let turns = game.phase() == Phase::Turns;
                PlayerRow {
                    colour: colour_in(w, p.seat),
                    fill: colour.fill,
                    ink: colour.ink,
                    mark: marks.get(p.seat.index()).cloned().unwrap_or_default(),
                    name: p.name.clone(),
                    you: you == Some(p.seat),
                    characters: match (characters.is_empty(), p.tokens) {
                        (true, 0) => "—".to_string(),
                        (false, 0) => characters,
                        (true, _) => tokens,
                        (false, _) => format!("{characters} · {tokens}"),
                    },
                    gold: p
                        .gold
                        .map_or_else(|| w.t("game-gold-hidden"), |g| g.0.to_string()),
                    palaces: p.palaces_built,
                    supply: p.supply,
                    quarry: p.quarry,
                    architect: place(w, game.board(), &p.architect, Case::Name),
                    disc: match p.disc {
                        DiscView::Unset => w.t("game-disc-unset"),
                        DiscView::Set => w.t("record-disc-sealed"),
                        DiscView::Revealed(actions) => disc(w, actions),
                        DiscView::Unopenable => w.t("game-disc-unopenable"),
                    },
                    status: if awaited {
                        w.t("record-status-awaited")
                    } else if turns && view.active_seat == Some(p.seat) {
                        w.t("record-status-playing")
                    } else if turns && p.played {
                        w.t("record-status-played")
                    } else if turns {
                        w.t("record-status-to-play")
                    } else {
                        String::new()
                    },
                    awaited,
                }
            })
            .collect()
    }
}

/// "Round 3 · playing turns · the Maharaja is in Agra".
pub fn status_line(w: Words, game: &Game) -> String {
    let maharaja = match game.maharaja() {
        Some(city) => w
            .m("record-maharaja-in")
            .s("place", place(w, game.board(), city.as_str(), Case::In))
            .to_string(),
        None => w.t("record-maharaja-start"),
    };
    if game.round() == 0 {
        w.m("record-status-setup")
    } else {
        w.m("record-status-round").n("round", game.round())
    }
    .s("phase", phase_in(w, game.phase()))
    .s("maharaja", maharaja)
    .to_string()
}

/// Whom the game waits for, as a sentence.
pub fn waiting_sentence(w: Words, game: &Game) -> String {
    let names = |seats: &[Seat]| {
        let names: Vec<String> = seats.iter().map(|s| seat_name(w, game, *s)).collect();
        and_list(w, &names)
    };
    let one =
        |id: &'static str, seat: Seat| w.m(id).s("name", seat_name(w, game, seat)).to_string();
    let many = |id: &'static str, seats: &[Seat]| {
        w.m(id)
            .s("names", names(seats))
            .n("count", seats.len())
            .to_string()
    };
    match game.awaiting() {
        Awaiting::Creation => w.t("record-wait-creation"),
        Awaiting::Start => {
            let missing: Vec<String> = game
                .contributions()
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_none())
                .filter_map(|(i, _)| game.info()?.player_names.get(i).cloned())
                .collect();
            w.m("record-wait-join")
                .s(
                    "names",
                    if missing.is_empty() {
                        w.t("record-the-server")
                    } else {
                        and_list(w, &missing)
                    },
                )
                .to_string()
        }
        Awaiting::Character(seat) => one("record-wait-character", seat),
        Awaiting::Bid(seat) => one("record-wait-bid", seat),
        Awaiting::SealedBids(seats) => many("record-wait-sealed-bids", &seats),
        Awaiting::BidReveal => w.t("record-wait-bid-reveal"),
        Awaiting::BidOpenings(seats) => many("record-wait-bid-openings", &seats),
        Awaiting::Gift(seat) => one("record-wait-gift", seat),
        Awaiting::InitialHouse(seat) => one("record-wait-house", seat),
        Awaiting::Discs(seats) => many("record-wait-discs", &seats),
        Awaiting::Reveal(seat) => one("record-wait-reveal", seat),
        Awaiting::Replacement(seats) => many("record-wait-replacement", &seats),
        Awaiting::Turn(seat) => one("record-wait-turn", seat),
        Awaiting::Nothing => {
            if game.phase() == Phase::Over {
                w.t("game-wait-over")
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
