//! Character auctions (§11.2.5, D9, R16–R19): the right to choose a character first is
//! auctioned among the seats without a character, again and again until one seat is left, which
//! chooses free. Open auctions go round in seat order (bid higher or pass); sealed auctions take
//! one hidden bid per seat (commit and reveal, like discs) and open them all together; sealed in
//! the browser (R27), each bidder's device sends its commitment alone and opens its own bid once
//! every bid is in, and a bid not opened by the deadline is void.

use super::Batch;
use crate::bytes::Bytes32;
use crate::ids::Seat;
use crate::maharaja::command::BidOpening;
use crate::maharaja::commitment::bid_commitment;
use crate::maharaja::event::Event;
use crate::maharaja::gold::Gold;
use crate::maharaja::options::Auction;
use crate::maharaja::state::{AuctionState, Game, Phase};
use crate::maharaja::violation::RuleViolation;

/// Starts the next auction among the seats without a character; it opens with the first of
/// them at or after `from` in seat order (D9).
pub(super) fn start_auction(batch: &mut Batch, from: Seat) {
    let game = &batch.game;
    let players = game.player_count().max(1);
    let bidders = game.seats_without_character();
    let Some(starter) = (0..players)
        .map(|k| Seat(((from.index() + k) % players) as u8))
        .find(|s| bidders.contains(s))
    else {
        return;
    };
    let number = (players - bidders.len()) as u32 + 1;
    let kind = game.options().auction;
    batch.push(Event::AuctionStarted {
        auction: number,
        kind,
        starter,
        bidders,
    });
}

/// The running auction of the kind wanted, with no winner choosing yet.
fn running(game: &Game, kind: Auction) -> Result<AuctionState, RuleViolation> {
    if !game.options().has_auction() {
        return Err(RuleViolation::NoAuction);
    }
    let auction = match (game.phase(), game.auction()) {
        (Phase::Auction, Some(auction)) => *auction,
        _ => return Err(RuleViolation::NotAuctioning),
    };
    if let Some((seat, _)) = auction.winner {
        return Err(RuleViolation::WaitingForAuctionWinner { seat });
    }
    match (auction.kind, kind) {
        (Auction::Sealed, Auction::Open) => Err(RuleViolation::AuctionIsSealed),
        (Auction::Open, Auction::Sealed) => Err(RuleViolation::AuctionIsOpen),
        _ => Ok(auction),
    }
}

/// Whose turn it is in an open auction.
fn open_turn(game: &Game, seat: Seat) -> Result<AuctionState, RuleViolation> {
    let auction = running(game, Auction::Open)?;
    if !auction.is_bidder(seat) {
        return Err(RuleViolation::NotABidder);
    }
    match auction.next {
        Some(next) if next == seat => Ok(auction),
        Some(next) => Err(RuleViolation::NotYourTurnToBid { next }),
        None => Err(RuleViolation::NotAuctioning),
    }
}

fn gold_of(game: &Game, seat: Seat) -> Gold {
    game.player(seat).map_or(Gold::ZERO, |p| p.gold)
}

fn check_gold(game: &Game, seat: Seat, amount: Gold) -> Result<(), RuleViolation> {
    let have = gold_of(game, seat);
    if amount > have {
        return Err(RuleViolation::BidExceedsGold { amount, have });
    }
    Ok(())
}

/// Open auction: a bid higher than the current one (the opener may bid 0), within the bidder's
/// gold (D9).
pub(super) fn bid(
    batch: &mut Batch,
    seat: Seat,
    amount: Gold,
    by_system: bool,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    let auction = open_turn(game, seat)?;
    if let Some((_, current)) = auction.high {
        if amount <= current {
            return Err(RuleViolation::BidTooLow { amount, current });
        }
    }
    check_gold(game, seat, amount)?;
    batch.push(Event::BidPlaced {
        auction: auction.number,
        seat,
        amount,
        by_system,
    });
    Ok(())
}

/// Open auction: a pass; when only the highest bidder is left, they win and pay (R17, R18).
pub(super) fn pass(batch: &mut Batch, seat: Seat, by_system: bool) -> Result<(), RuleViolation> {
    let auction = open_turn(&batch.game, seat)?;
    if auction.high.is_none() {
        return Err(RuleViolation::OpenerMustBid);
    }
    batch.push(Event::BidPassed {
        auction: auction.number,
        seat,
        by_system,
    });
    let Some(after) = batch.game.auction().copied() else {
        return Ok(());
    };
    if let (Some((high, amount)), [only]) = (after.high, after.still_in().as_slice()) {
        if *only == high {
            batch.push(Event::AuctionWon {
                auction: after.number,
                seat: high,
                amount,
            });
        }
    }
    Ok(())
}

/// No-show policy, open auction: the seat to act passes, or bids 0 when it opens the auction.
pub(super) fn pass_for_absent(batch: &mut Batch, seat: Seat) -> Result<(), RuleViolation> {
    let auction = open_turn(&batch.game, seat)?;
    if auction.high.is_none() {
        bid(batch, seat, Gold::ZERO, true)
    } else {
        pass(batch, seat, true)
    }
}

/// Sealed auction: commits a hidden bid (it may be changed until the last bid is in, R19).
pub(super) fn sealed_bid(
    batch: &mut Batch,
    seat: Seat,
    amount: Gold,
    nonce: Bytes32,
    by_system: bool,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    if game.options().trust.seals_in_browser() && !by_system {
        return Err(RuleViolation::BidSealedInBrowser);
    }
    let auction = open_for_bids(game, seat)?;
    check_gold(game, seat, amount)?;
    let game_id = game.info().ok_or(RuleViolation::GameNotCreated)?.game_id;
    batch.push(Event::BidCommitted {
        auction: auction.number,
        seat,
        commitment: bid_commitment(game_id, auction.number, seat, amount, &nonce),
        by_system,
    });
    Ok(())
}

/// The sealed auction `seat` may set (or change) a bid in now.
fn open_for_bids(game: &Game, seat: Seat) -> Result<AuctionState, RuleViolation> {
    let auction = running(game, Auction::Sealed)?;
    if !auction.is_bidder(seat) {
        return Err(RuleViolation::NotABidder);
    }
    if auction.missing_bids().is_empty() {
        return Err(RuleViolation::BidsAllIn);
    }
    Ok(auction)
}

fn sealing_in_browser(game: &Game) -> Result<(), RuleViolation> {
    if !game.options().trust.seals_in_browser() {
        return Err(RuleViolation::NotSealedInBrowser);
    }
    Ok(())
}

/// Sealed in the browser: the player's commitment alone (R27); the device keeps the opening.
/// The gold is checked when the bid is opened.
pub(super) fn seal_bid(
    batch: &mut Batch,
    seat: Seat,
    commitment: Bytes32,
) -> Result<(), RuleViolation> {
    sealing_in_browser(&batch.game)?;
    let auction = open_for_bids(&batch.game, seat)?;
    batch.push(Event::BidCommitted {
        auction: auction.number,
        seat,
        commitment,
        by_system: false,
    });
    Ok(())
}

/// The seats whose bids sealed in the browser are awaited to be opened now (R27).
fn to_open(game: &Game, seat: Seat) -> Result<AuctionState, RuleViolation> {
    sealing_in_browser(game)?;
    let auction = running(game, Auction::Sealed)?;
    // The bids the no-show policy placed are opened first, by the server (R27): until then the
    // bids are not all in the open to be compared.
    if !auction.missing_bids().is_empty() || !auction.unopened(true).is_empty() {
        return Err(RuleViolation::BidsNotAllIn);
    }
    if !auction.unopened(false).contains(&seat) {
        return Err(RuleViolation::BidNotToOpen { seat });
    }
    Ok(auction)
}

/// Sealed in the browser: the player opens their own bid once every bid is in (R27); checked
/// against the commitment and the bidder's gold. The last opening names the winner.
pub(super) fn open_bid(
    batch: &mut Batch,
    seat: Seat,
    amount: Gold,
    nonce: Bytes32,
) -> Result<(), RuleViolation> {
    let game = &batch.game;
    let auction = to_open(game, seat)?;
    let game_id = game.info().ok_or(RuleViolation::GameNotCreated)?.game_id;
    if Some(bid_commitment(
        game_id,
        auction.number,
        seat,
        amount,
        &nonce,
    )) != auction.commitment(seat)
    {
        return Err(RuleViolation::BidRevealDoesNotMatchCommitment { seat });
    }
    check_gold(game, seat, amount)?;
    batch.push(Event::BidRevealed {
        auction: auction.number,
        seat,
        amount,
        nonce,
    });
    settle(batch);
    Ok(())
}

/// Sealed in the browser: the bid was not opened by the deadline; it is void, cannot win and
/// costs nothing (R27).
pub(super) fn void_bid(batch: &mut Batch, seat: Seat) -> Result<(), RuleViolation> {
    let auction = to_open(&batch.game, seat)?;
    batch.push(Event::BidVoided {
        auction: auction.number,
        seat,
    });
    settle(batch);
    Ok(())
}

/// Once every bid is opened (or unopenable, or void), names the winner: the highest opened
/// bid, ties to the earlier seat from the starter, below it every bid not opened; if none is
/// opened, the first bidder from the starter wins for 0 (R19, R27).
fn settle(batch: &mut Batch) {
    let game = &batch.game;
    let Some(auction) = game.auction().copied() else {
        return;
    };
    let order = auction.bidders_from_starter(game.player_count());
    if auction.winner.is_some() || !order.iter().all(|s| auction.is_settled(*s)) {
        return;
    }
    let mut best: Option<(Option<Gold>, Seat)> = None;
    for seat in order {
        let amount = auction
            .revealed
            .get(seat.index())
            .copied()
            .flatten()
            .flatten();
        // Strictly higher wins; on a tie the earlier seat from the starter keeps it.
        if best.is_none_or(|(high, _)| amount > high) {
            best = Some((amount, seat));
        }
    }
    if let Some((amount, seat)) = best {
        batch.push(Event::AuctionWon {
            auction: auction.number,
            seat,
            amount: amount.unwrap_or(Gold::ZERO),
        });
    }
}

/// No-show policy, sealed auction: a bid of 0 for a seat that has none.
pub(super) fn sealed_bid_for_absent(
    batch: &mut Batch,
    seat: Seat,
    nonce: Bytes32,
) -> Result<(), RuleViolation> {
    let auction = running(&batch.game, Auction::Sealed)?;
    if auction.commitment(seat).is_some() {
        return Err(RuleViolation::BidAlreadySet { seat });
    }
    sealed_bid(batch, seat, Gold::ZERO, nonce, true)
}

/// Sealed auction: opens every bid together, checks each against its commitment, and names the
/// winner: the highest opened bid, ties to the earlier seat from the starter; a bid without an
/// opening ranks below every opened bid; if none opens, the starter's side wins for 0 (R19).
/// Sealed in the browser, only the no-show policy's bids are the server's to open; the players
/// open theirs (R27).
pub(super) fn reveal_bids(batch: &mut Batch, bids: &[BidOpening]) -> Result<(), RuleViolation> {
    let game = &batch.game;
    let auction = running(game, Auction::Sealed)?;
    if !auction.missing_bids().is_empty() {
        return Err(RuleViolation::BidsNotAllIn);
    }
    let in_browser = game.options().trust.seals_in_browser();
    let game_id = game.info().ok_or(RuleViolation::GameNotCreated)?.game_id;
    for opening in bids {
        let Some(commitment) = auction.commitment(opening.seat) else {
            return Err(RuleViolation::NoSuchBid { seat: opening.seat });
        };
        if in_browser && !auction.unopened(true).contains(&opening.seat) {
            return Err(RuleViolation::BidNotToOpen { seat: opening.seat });
        }
        let opened = bid_commitment(
            game_id,
            auction.number,
            opening.seat,
            opening.amount,
            &opening.nonce,
        );
        if opened != commitment {
            return Err(RuleViolation::BidRevealDoesNotMatchCommitment { seat: opening.seat });
        }
        check_gold(game, opening.seat, opening.amount)?;
    }
    let order = auction.bidders_from_starter(game.player_count());
    let due = |seat: &Seat| !in_browser || auction.unopened(true).contains(seat);
    let mut events = Vec::with_capacity(order.len());
    for seat in order.into_iter().filter(due) {
        events.push(match bids.iter().find(|b| b.seat == seat) {
            Some(opening) => Event::BidRevealed {
                auction: auction.number,
                seat,
                amount: opening.amount,
                nonce: opening.nonce,
            },
            None => Event::BidUnopenable {
                auction: auction.number,
                seat,
            },
        });
    }
    for event in events {
        batch.push(event);
    }
    settle(batch);
    Ok(())
}
