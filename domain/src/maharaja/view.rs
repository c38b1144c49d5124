//! Views: what one viewer may see of a game. Under hidden gold (D12) other players' gold is
//! left out while the game runs. The openings of discs and of sealed bids are never in the
//! state (they stay in the caller's escrow until revealed), so no view has them.

use std::collections::BTreeMap;

use serde::{Serialize, Serializer};

use crate::game::Viewer;
use crate::ids::{BySeat, Seat};
use crate::maharaja::action::Action;
use crate::maharaja::character::Character;
use crate::maharaja::event::RankEntry;
use crate::maharaja::gold::Gold;
use crate::maharaja::options::Auction;
use crate::maharaja::state::{AuctionState, DiscState, Game, Phase, SiteOwner};
use crate::maharaja::track::numbered;

/// A governor tile on the track.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GovernorView {
    /// The tile's city.
    pub city: String,
    /// Track slot 1–17 (D2: 1–7 unnumbered, 8–17 the numbered slots 1–10).
    pub slot: u8,
    /// The numbered slot (1–10), `null` on slots 1–7.
    pub numbered: Option<u8>,
}

/// What is known of a player's disc this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DiscView {
    /// Not set yet.
    Unset,
    /// Set (sealed).
    Set,
    /// Revealed.
    Revealed([Action; 2]),
    /// Could not be opened (D14).
    Unopenable,
}

/// What is known of one bidder's bid in the running auction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BidView {
    /// Open auction: still bidding.
    In,
    /// Open auction: passed, out of this auction.
    Passed,
    /// Sealed auction: no bid yet.
    Unset,
    /// Sealed auction: a bid is set (sealed: its amount is not known).
    Set,
    /// Sealed auction: opened.
    Revealed(Gold),
    /// Sealed auction: could not be opened.
    Unopenable,
}

/// One bidder of the running auction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct BidderView {
    /// The seat.
    pub seat: Seat,
    /// Its bid.
    pub bid: BidView,
}

/// The highest bid of an open auction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HighBidView {
    /// The bidder.
    pub seat: Seat,
    /// The bid.
    pub amount: Gold,
}

/// The running character auction (§11.2.5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuctionView {
    /// 1 for the game's first auction, then 2, …
    pub number: u32,
    /// Open or sealed.
    pub kind: Auction,
    /// The seat that opened it.
    pub starter: Seat,
    /// The bidders, in seat order.
    pub bidders: Vec<BidderView>,
    /// Open auction: the highest bid so far.
    pub high_bid: Option<HighBidView>,
    /// Open auction: the seat to bid or pass now.
    pub next_bidder: Option<Seat>,
    /// The winner (who chooses a character now) and the price paid.
    pub winner: Option<HighBidView>,
}

impl AuctionView {
    fn of(auction: &AuctionState, players: usize) -> AuctionView {
        let bidders = Seat::all(players)
            .filter(|s| auction.is_bidder(*s))
            .map(|seat| {
                let bid = match auction.kind {
                    Auction::Open | Auction::None => {
                        if auction.has_passed(seat) {
                            BidView::Passed
                        } else {
                            BidView::In
                        }
                    }
                    Auction::Sealed => {
                        match auction.revealed.get(seat.index()).copied().flatten() {
                            Some(Some(amount)) => BidView::Revealed(amount),
                            Some(None) => BidView::Unopenable,
                            None if auction.commitment(seat).is_some() => BidView::Set,
                            None => BidView::Unset,
                        }
                    }
                };
                BidderView { seat, bid }
            })
            .collect();
        AuctionView {
            number: auction.number,
            kind: auction.kind,
            starter: auction.starter,
            bidders,
            high_bid: auction
                .high
                .map(|(seat, amount)| HighBidView { seat, amount }),
            next_bidder: auction.next,
            winner: auction
                .winner
                .map(|(seat, amount)| HighBidView { seat, amount }),
        }
    }
}

/// One player as a viewer sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// Seat.
    pub seat: Seat,
    /// Display name.
    pub name: String,
    /// Gold, left out when hidden (D12).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gold: Option<Gold>,
    /// Characters held, lowest first.
    pub characters: Vec<Character>,
    /// The architect's city id, or `"start"`.
    pub architect: String,
    /// Houses in the supply.
    pub supply: u8,
    /// Houses in the quarry.
    pub quarry: u8,
    /// Palaces built.
    pub palaces_built: u8,
    /// Action tokens.
    pub tokens: u8,
    /// This round's disc.
    pub disc: DiscView,
    /// Has played this round.
    pub played: bool,
}

/// The palaces of a city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PalacesView {
    /// Owner of the central palace.
    pub central: Option<SiteOwner>,
    /// Owners of the outer palaces.
    pub outer: Vec<SiteOwner>,
}

impl Serialize for SiteOwner {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            SiteOwner::Seat(seat) => serializer.serialize_u8(seat.0),
            SiteOwner::Neutral => serializer.serialize_str("neutral"),
        }
    }
}

/// A game as one viewer may see it. With [`Viewer::Referee`] this is the `state` of
/// `durbar play`'s output.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    /// Phase.
    pub phase: Phase,
    /// Round (0 before round 1).
    pub round: u32,
    /// The Maharaja's city id, or `"start"`.
    pub maharaja: String,
    /// The governor tiles, bottom first.
    pub governors: Vec<GovernorView>,
    /// The seat whose turn runs, if any.
    pub active_seat: Option<Seat>,
    /// Seats whose input the game waits for.
    pub awaiting: Vec<Seat>,
    /// The seat whose disc the server reveals next, if the game waits for a reveal.
    pub pending_reveal: Option<Seat>,
    /// Players.
    pub players: Vec<PlayerView>,
    /// Houses: place id → one owner seat per house.
    pub houses: BTreeMap<String, Vec<Seat>>,
    /// Palaces: city id → owners.
    pub palaces: BTreeMap<String, PalacesView>,
    /// Characters in the bank.
    pub bank_characters: Vec<Character>,
    /// Expanded I: action tokens left in the bank (7 in all, D1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action_tokens_in_bank: Option<u8>,
    /// The running character auction, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub auction: Option<AuctionView>,
    /// The final ranking, when the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ranking: Option<Vec<RankEntry>>,
}

/// What `viewer` may see of `game`.
pub fn view(game: &Game, viewer: Viewer) -> View {
    let board = game.board();
    let city_name = |city: Option<usize>| match (board, city) {
        (Some(b), Some(c)) => b.city_id(c).to_string(),
        _ => "start".to_string(),
    };
    let hide_gold = |seat: Seat| {
        game.options().hidden_gold
            && game.phase() != Phase::Over
            && viewer != Viewer::Referee
            && viewer != Viewer::Seat(seat)
    };
    let players: BySeat<PlayerView> = BySeat(
        game.players()
            .iter()
            .map(|(seat, p)| PlayerView {
                seat,
                name: game.player_name(seat).unwrap_or_default().to_string(),
                gold: (!hide_gold(seat)).then_some(p.gold),
                characters: p.characters.iter().collect(),
                architect: city_name(p.architect),
                supply: p.supply,
                quarry: p.quarry,
                palaces_built: p.palaces_built,
                tokens: p.tokens,
                disc: match p.disc {
                    DiscState::Unset => DiscView::Unset,
                    DiscState::Committed { .. } => DiscView::Set,
                    DiscState::Revealed(actions) => DiscView::Revealed(actions),
                    DiscState::Unopenable => DiscView::Unopenable,
                },
                played: p.played,
            })
            .collect(),
    );
    let palaces = board
        .map(|b| {
            b.cities()
                .iter()
                .enumerate()
                .filter_map(|(i, city)| {
                    let p = game.city_palaces(i);
                    (p.count() > 0).then(|| {
                        (
                            city.id.to_string(),
                            PalacesView {
                                central: p.central,
                                outer: p.outer.iter().flatten().copied().collect(),
                            },
                        )
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    View {
        phase: game.phase(),
        round: game.round(),
        maharaja: game
            .maharaja()
            .map_or_else(|| "start".to_string(), |c| c.to_string()),
        governors: game
            .governors()
            .into_iter()
            .map(|(slot, city)| GovernorView {
                city: city.to_string(),
                slot,
                numbered: numbered(slot),
            })
            .collect(),
        active_seat: game.active_seat(),
        awaiting: game.awaiting_seats(),
        pending_reveal: game.pending_reveal(),
        players: players.0,
        houses: game
            .houses()
            .into_iter()
            .map(|(place, owners)| (place.to_string(), owners))
            .collect(),
        palaces,
        bank_characters: game.bank_characters().iter().collect(),
        action_tokens_in_bank: game.options().expanded.then(|| game.tokens_in_bank()),
        auction: game
            .auction()
            .filter(|_| game.phase() == Phase::Auction)
            .map(|a| AuctionView::of(a, game.player_count())),
        ranking: (game.phase() == Phase::Over).then(|| game.ranking().to_vec()),
    }
}
