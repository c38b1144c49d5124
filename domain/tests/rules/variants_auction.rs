//! Character auctions before the game (§11.2.5, D9, R16–R20, R25): the open ascending auction
//! and the sealed-bid auction (commit and reveal, like discs).

use crate::common;
use crate::variants_common;

use common::*;
use durbar_domain::maharaja::{
    bid_commitment, legal_moves, view, Auction, Awaiting, BidOpening, Bytes32, Character, Command,
    Event, GameOptions, Gold, Phase, PlayerCommand, RuleViolation, Seat, SystemCommand, Viewer,
};
use sha2::{Digest, Sha256};
use variants_common::*;

fn open_table(players: usize) -> Table {
    Table::started(players, auction(Auction::Open))
}

fn sealed_table(players: usize) -> Table {
    Table::started(players, auction(Auction::Sealed))
}

fn bid(amount: u32) -> PlayerCommand {
    PlayerCommand::Bid {
        amount: Gold(amount),
    }
}

fn choose(character: Character) -> PlayerCommand {
    PlayerCommand::ChooseCharacter { character }
}

fn bid_nonce(seat: u8, amount: u32) -> Bytes32 {
    Bytes32([seat * 16 + amount as u8; 32])
}

fn seal(t: &mut Table, seat: u8, amount: u32) -> Vec<Event> {
    t.play(
        seat,
        PlayerCommand::SealedBid {
            amount: Gold(amount),
            nonce: bid_nonce(seat, amount),
        },
    )
}

fn opening(seat: u8, amount: u32) -> BidOpening {
    BidOpening {
        seat: Seat(seat),
        amount: Gold(amount),
        nonce: bid_nonce(seat, amount),
    }
}

fn reveal(bids: Vec<BidOpening>) -> Command {
    sys(SystemCommand::RevealBids { bids })
}

fn started(auction: u32, kind: Auction, starter: u8, bidders: &[u8]) -> Event {
    Event::AuctionStarted {
        auction,
        kind,
        starter: Seat(starter),
        bidders: bidders.iter().map(|s| Seat(*s)).collect(),
    }
}

// ----- the open auction -----

#[test]
fn r16_the_open_auction_sells_the_right_to_choose_any_character_first() {
    let mut t = open_table(3);
    assert_eq!(t.game.phase(), Phase::Auction);
    assert_eq!(
        t.events.last(),
        Some(&started(1, Auction::Open, 0, &[0, 1, 2]))
    );
    assert_eq!(t.game.awaiting(), Awaiting::Bid(Seat(0)));
    assert_eq!(
        t.play(0, bid(0)),
        vec![Event::BidPlaced {
            auction: 1,
            seat: Seat(0),
            amount: Gold(0),
            by_system: false,
        }]
    );
    t.play(1, PlayerCommand::PassBid);
    assert_eq!(
        t.play(2, PlayerCommand::PassBid),
        vec![
            Event::BidPassed {
                auction: 1,
                seat: Seat(2),
                by_system: false,
            },
            Event::AuctionWon {
                auction: 1,
                seat: Seat(0),
                amount: Gold(0),
            },
        ]
    );
    assert_eq!(t.game.awaiting(), Awaiting::Character(Seat(0)));
    // No character is auctioned: the winner chooses any in the bank.
    assert_eq!(
        t.play(0, choose(Character::MasterCraftsman)),
        vec![
            Event::CharacterChosen {
                seat: Seat(0),
                character: Character::MasterCraftsman,
            },
            started(2, Auction::Open, 1, &[1, 2]),
        ]
    );
    assert_eq!(t.gold(0), 15, "a bid of 0 that nobody raises is free");
}

#[test]
fn d9_bids_go_round_in_seat_order_must_exceed_the_current_bid_and_the_winner_pays() {
    let mut t = open_table(3);
    t.play(0, bid(0));
    given(t.events.clone())
        .when_player(2, bid(1))
        .then_violation(RuleViolation::NotYourTurnToBid { next: Seat(1) });
    given(t.events.clone())
        .when_player(1, bid(0))
        .then_violation(RuleViolation::BidTooLow {
            amount: Gold(0),
            current: Gold(0),
        });
    t.play(1, bid(2));
    t.play(2, PlayerCommand::PassBid);
    // Seat 2 passed: the bidding goes from seat 1 back to seat 0.
    assert_eq!(t.game.awaiting(), Awaiting::Bid(Seat(0)));
    t.play(0, bid(3));
    let events = t.play(1, PlayerCommand::PassBid);
    assert_eq!(
        events.last(),
        Some(&Event::AuctionWon {
            auction: 1,
            seat: Seat(0),
            amount: Gold(3),
        })
    );
    assert_eq!(t.gold(0), 12);
    assert_eq!(t.game.bank_flows(), (0, 3));
    // A pass is out of that auction only: seat 2 bids in the next one.
    let events = t.play(0, choose(Character::GreatMogul));
    assert_eq!(events[1], started(2, Auction::Open, 1, &[1, 2]));
}

#[test]
fn d9_a_bid_cannot_exceed_the_bidders_gold() {
    let t = open_table(2);
    given(t.events.clone())
        .when_player(0, bid(16))
        .then_violation(RuleViolation::BidExceedsGold {
            amount: Gold(16),
            have: Gold(15),
        });
    given(t.events).when_player(0, bid(15)).then_ok();
}

#[test]
fn r17_the_opener_may_bid_zero_but_cannot_pass() {
    let t = open_table(3);
    given(t.events.clone())
        .when_player(0, PlayerCommand::PassBid)
        .then_violation(RuleViolation::OpenerMustBid);
    let moves = legal_moves(&t.game, Seat(0));
    assert_eq!(moves.len(), 16, "bids of 0 to 15, no pass");
    assert!(!moves.contains(&Command::player(Seat(0), PlayerCommand::PassBid)));
    let mut t = t;
    t.play(0, bid(4));
    let moves = legal_moves(&t.game, Seat(1));
    assert_eq!(moves.len(), 11 + 1, "bids of 5 to 15 and a pass");
    assert!(moves.contains(&Command::player(Seat(1), PlayerCommand::PassBid)));
    assert!(legal_moves(&t.game, Seat(2)).is_empty());
}

#[test]
fn d9_later_auctions_start_after_the_previous_winner_and_the_last_player_chooses_free() {
    let mut t = open_table(4);
    // Auction 1: seat 2 wins for 1.
    t.play(0, bid(0));
    t.play(1, PlayerCommand::PassBid);
    t.play(2, bid(1));
    t.play(3, PlayerCommand::PassBid);
    t.play(0, PlayerCommand::PassBid);
    let events = t.play(2, choose(Character::Sadhu));
    assert_eq!(events[1], started(2, Auction::Open, 3, &[0, 1, 3]));
    // Auction 2: seat 3 opens with 0 and nobody raises.
    t.play(3, bid(0));
    t.play(0, PlayerCommand::PassBid);
    t.play(1, PlayerCommand::PassBid);
    let events = t.play(3, choose(Character::GreatMogul));
    // After seat 3 comes seat 0 (seat order wraps round).
    assert_eq!(events[1], started(3, Auction::Open, 0, &[0, 1]));
    // Auction 3: seat 1 wins for 1; seat 0 is the last one and chooses free.
    t.play(0, bid(0));
    t.play(1, bid(1));
    t.play(0, PlayerCommand::PassBid);
    let events = t.play(1, choose(Character::MasterCraftsman));
    assert_eq!(events.len(), 1, "no auction for the last player");
    assert_eq!(t.game.awaiting(), Awaiting::Character(Seat(0)));
    t.play(0, choose(Character::Builder));
    assert_eq!(t.game.phase(), Phase::PlaceHouses);
    assert_eq!(
        (0..4).map(|s| t.gold(s)).collect::<Vec<_>>(),
        vec![15, 14, 14, 15]
    );
    // Initial houses go in character order as usual: seat 3 (Great Mogul) first.
    assert_eq!(t.game.next_house_placer(), Some(Seat(3)));
}

#[test]
fn choosing_needs_a_won_auction_and_bids_need_a_running_auction() {
    let mut t = open_table(3);
    given(t.events.clone())
        .when_player(0, choose(Character::Sadhu))
        .then_violation(RuleViolation::ChoiceIsAuctioned);
    t.play(0, bid(0));
    t.play(1, PlayerCommand::PassBid);
    t.play(2, PlayerCommand::PassBid);
    given(t.events.clone())
        .when_player(1, choose(Character::Sadhu))
        .then_violation(RuleViolation::NotYourTurnToChoose { next: Seat(0) });
    given(t.events.clone())
        .when_player(1, bid(1))
        .then_violation(RuleViolation::WaitingForAuctionWinner { seat: Seat(0) });
    t.play(0, choose(Character::Sadhu));
    given(t.events.clone())
        .when_player(0, bid(1))
        .then_violation(RuleViolation::NotABidder);
    given(t.events.clone())
        .when_player(
            1,
            PlayerCommand::SealedBid {
                amount: Gold(1),
                nonce: Bytes32::default(),
            },
        )
        .then_violation(RuleViolation::AuctionIsOpen);
    t.play(1, bid(0));
    t.play(2, PlayerCommand::PassBid);
    t.play(1, choose(Character::Merchant));
    t.play(2, choose(Character::Builder));
    given(t.events.clone())
        .when_player(2, bid(1))
        .then_violation(RuleViolation::NotAuctioning);
    let base = Table::started(3, GameOptions::default());
    given(base.events)
        .when_player(0, bid(0))
        .then_violation(RuleViolation::NoAuction);
    given(sealed_table(3).events)
        .when_player(0, bid(0))
        .then_violation(RuleViolation::AuctionIsSealed);
}

#[test]
fn r25_the_no_show_policy_opens_with_zero_then_passes() {
    let mut t = open_table(3);
    assert_eq!(
        t.system(SystemCommand::PassForAbsentSeat { seat: Seat(0) }),
        vec![Event::BidPlaced {
            auction: 1,
            seat: Seat(0),
            amount: Gold(0),
            by_system: true,
        }]
    );
    given(t.events.clone())
        .when(sys(SystemCommand::PassForAbsentSeat { seat: Seat(2) }))
        .then_violation(RuleViolation::NotYourTurnToBid { next: Seat(1) });
    assert_eq!(
        t.system(SystemCommand::PassForAbsentSeat { seat: Seat(1) }),
        vec![Event::BidPassed {
            auction: 1,
            seat: Seat(1),
            by_system: true,
        }]
    );
}

// ----- the sealed-bid auction -----

#[test]
fn sealed_bids_are_committed_then_opened_together_and_the_highest_wins_and_pays() {
    let mut t = sealed_table(3);
    assert_eq!(
        t.events.last(),
        Some(&started(1, Auction::Sealed, 0, &[0, 1, 2]))
    );
    assert_eq!(
        t.game.awaiting(),
        Awaiting::SealedBids(vec![Seat(0), Seat(1), Seat(2)])
    );
    assert_eq!(
        seal(&mut t, 1, 5),
        vec![Event::BidCommitted {
            auction: 1,
            seat: Seat(1),
            commitment: bid_commitment(GAME_ID, 1, Seat(1), Gold(5), &bid_nonce(1, 5)),
            by_system: false,
        }]
    );
    seal(&mut t, 0, 2);
    assert_eq!(t.game.awaiting(), Awaiting::SealedBids(vec![Seat(2)]));
    assert_eq!(t.game.pending_bids_reveal(), None);
    seal(&mut t, 2, 3);
    assert_eq!(t.game.awaiting(), Awaiting::BidReveal);
    assert!(t.game.awaiting_seats().is_empty());
    let pending = t.game.pending_bids_reveal().expect("every bid is in");
    assert_eq!(
        pending.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
        vec![Seat(0), Seat(1), Seat(2)]
    );
    let events = t.apply(reveal(vec![opening(2, 3), opening(0, 2), opening(1, 5)]));
    assert_eq!(
        events,
        vec![
            Event::BidRevealed {
                auction: 1,
                seat: Seat(0),
                amount: Gold(2),
                nonce: bid_nonce(0, 2),
            },
            Event::BidRevealed {
                auction: 1,
                seat: Seat(1),
                amount: Gold(5),
                nonce: bid_nonce(1, 5),
            },
            Event::BidRevealed {
                auction: 1,
                seat: Seat(2),
                amount: Gold(3),
                nonce: bid_nonce(2, 3),
            },
            Event::AuctionWon {
                auction: 1,
                seat: Seat(1),
                amount: Gold(5),
            },
        ]
    );
    assert_eq!(t.gold(1), 10, "the winner pays their bid");
    assert_eq!(t.gold(0), 15);
    assert_eq!(t.game.awaiting(), Awaiting::Character(Seat(1)));
}

#[test]
fn d9_sealed_ties_go_to_the_earlier_seat_from_the_auctions_starter() {
    let mut t = sealed_table(3);
    seal(&mut t, 0, 0);
    seal(&mut t, 1, 1);
    seal(&mut t, 2, 0);
    t.apply(reveal(vec![opening(0, 0), opening(1, 1), opening(2, 0)]));
    let events = t.play(1, choose(Character::GreatMogul));
    // The second auction starts with seat 2, the seat after the winner.
    assert_eq!(events[1], started(2, Auction::Sealed, 2, &[0, 2]));
    seal(&mut t, 0, 4);
    seal(&mut t, 2, 4);
    let events = t.apply(reveal(vec![opening(0, 4), opening(2, 4)]));
    assert!(matches!(
        events[0],
        Event::BidRevealed { seat: Seat(2), .. }
    ));
    assert_eq!(
        events.last(),
        Some(&Event::AuctionWon {
            auction: 2,
            seat: Seat(2),
            amount: Gold(4),
        })
    );
}

#[test]
fn the_bid_commitment_hashes_fixed_width_fields_after_its_domain_separator() {
    let nonce = Bytes32([9; 32]);
    let mut bytes = Vec::new();
    bytes.extend_from_slice(b"durbar.bid.v1");
    bytes.extend_from_slice(&GAME_ID.0);
    bytes.extend_from_slice(&3u32.to_be_bytes());
    bytes.extend_from_slice(&2u16.to_be_bytes());
    bytes.extend_from_slice(&12u32.to_be_bytes());
    bytes.extend_from_slice(&nonce.0);
    let expected: [u8; 32] = Sha256::digest(&bytes).into();
    assert_eq!(
        bid_commitment(GAME_ID, 3, Seat(2), Gold(12), &nonce),
        Bytes32(expected)
    );
    assert_eq!(bytes.len(), 13 + 16 + 4 + 2 + 4 + 32);
}

#[test]
fn r19_a_sealed_bid_may_be_changed_until_the_last_bid_is_in() {
    let mut t = sealed_table(2);
    seal(&mut t, 0, 9);
    seal(&mut t, 0, 1);
    seal(&mut t, 1, 3);
    given(t.events.clone())
        .when_player(
            0,
            PlayerCommand::SealedBid {
                amount: Gold(7),
                nonce: bid_nonce(0, 7),
            },
        )
        .then_violation(RuleViolation::BidsAllIn);
    // The last commitment counts.
    given(t.events.clone())
        .when(reveal(vec![opening(0, 9), opening(1, 3)]))
        .then_violation(RuleViolation::BidRevealDoesNotMatchCommitment { seat: Seat(0) });
    let (events, _) = given(t.events)
        .when(reveal(vec![opening(0, 1), opening(1, 3)]))
        .then_ok();
    assert_eq!(
        events.last(),
        Some(&Event::AuctionWon {
            auction: 1,
            seat: Seat(1),
            amount: Gold(3),
        })
    );
}

#[test]
fn sealed_bids_are_opened_only_when_all_are_in_and_only_real_bids() {
    let mut t = sealed_table(3);
    seal(&mut t, 0, 1);
    given(t.events.clone())
        .when(reveal(vec![opening(0, 1)]))
        .then_violation(RuleViolation::BidsNotAllIn);
    seal(&mut t, 1, 1);
    seal(&mut t, 2, 1);
    let mut with_stranger = vec![opening(0, 1), opening(1, 1), opening(2, 1)];
    with_stranger[2].seat = Seat(4);
    given(t.events.clone())
        .when(reveal(with_stranger))
        .then_violation(RuleViolation::NoSuchBid { seat: Seat(4) });
    given(sealed_table(2).events)
        .when_player(
            1,
            PlayerCommand::SealedBid {
                amount: Gold(16),
                nonce: Bytes32::default(),
            },
        )
        .then_violation(RuleViolation::BidExceedsGold {
            amount: Gold(16),
            have: Gold(15),
        });
}

#[test]
fn r19_a_bid_without_its_opening_ranks_below_every_opened_bid() {
    let mut t = sealed_table(3);
    seal(&mut t, 0, 1);
    seal(&mut t, 1, 9);
    seal(&mut t, 2, 0);
    // Seat 1's opening is lost: its bid of 9 cannot count.
    let (events, game) = given(t.events.clone())
        .when(reveal(vec![opening(0, 1), opening(2, 0)]))
        .then_ok();
    assert_eq!(
        events[1],
        Event::BidUnopenable {
            auction: 1,
            seat: Seat(1),
        }
    );
    assert_eq!(
        events.last(),
        Some(&Event::AuctionWon {
            auction: 1,
            seat: Seat(0),
            amount: Gold(1),
        })
    );
    assert_eq!(game.player(Seat(1)).unwrap().gold, Gold(15));
    // No opening at all: the starter wins for nothing.
    let (events, _) = given(t.events).when(reveal(vec![])).then_ok();
    assert_eq!(
        events.last(),
        Some(&Event::AuctionWon {
            auction: 1,
            seat: Seat(0),
            amount: Gold(0),
        })
    );
}

#[test]
fn r25_the_no_show_policy_bids_zero_for_a_seat_without_a_bid() {
    let mut t = sealed_table(2);
    let events = t.system(SystemCommand::SealedBidForAbsentSeat {
        seat: Seat(1),
        nonce: Bytes32([5; 32]),
    });
    assert_eq!(
        events,
        vec![Event::BidCommitted {
            auction: 1,
            seat: Seat(1),
            commitment: bid_commitment(GAME_ID, 1, Seat(1), Gold(0), &Bytes32([5; 32])),
            by_system: true,
        }]
    );
    given(t.events)
        .when(sys(SystemCommand::SealedBidForAbsentSeat {
            seat: Seat(1),
            nonce: Bytes32([6; 32]),
        }))
        .then_violation(RuleViolation::BidAlreadySet { seat: Seat(1) });
}

#[test]
fn a_sealed_bid_is_never_visible_in_any_view_before_the_reveal() {
    // Two auctions that differ only in the amounts bid look the same to everyone until the
    // reveal: the state holds commitments only.
    let bids = |amounts: [u32; 3]| {
        let mut t = sealed_table(3);
        for (seat, amount) in amounts.iter().enumerate() {
            t.play(
                seat as u8,
                PlayerCommand::SealedBid {
                    amount: Gold(*amount),
                    nonce: bid_nonce(seat as u8, 0),
                },
            );
        }
        t
    };
    let low = bids([0, 1, 2]);
    let high = bids([7, 3, 11]);
    let viewers = [
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(1)),
        Viewer::Seat(Seat(2)),
        Viewer::Spectator,
        Viewer::Referee,
    ];
    for viewer in viewers {
        let a = serde_json::to_value(view(&low.game, viewer)).unwrap();
        let b = serde_json::to_value(view(&high.game, viewer)).unwrap();
        assert_eq!(a, b, "{viewer:?} can tell the bids apart");
        let bidders = a["auction"]["bidders"].as_array().unwrap();
        assert!(bidders.iter().all(|b| b["bid"] == "set"), "{bidders:?}");
        let text = a.to_string();
        for seat in 0..3 {
            assert!(!text.contains(&bid_nonce(seat, 0).to_string()));
        }
    }
    // After the reveal the bids are public.
    let mut high = high;
    high.apply(reveal(
        (0..3)
            .zip([7, 3, 11])
            .map(|(seat, amount)| BidOpening {
                seat: Seat(seat),
                amount: Gold(amount),
                nonce: bid_nonce(seat, 0),
            })
            .collect(),
    ));
    let shown = serde_json::to_value(view(&high.game, Viewer::Spectator)).unwrap();
    assert_eq!(
        shown["auction"]["bidders"][2]["bid"],
        serde_json::json!({"revealed": 11})
    );
    assert_eq!(
        shown["auction"]["winner"],
        serde_json::json!({"seat": 2, "amount": 11})
    );
}

#[test]
fn legal_moves_offer_every_sealed_bid_up_to_the_bidders_gold() {
    let mut t = sealed_table(3);
    assert_eq!(legal_moves(&t.game, Seat(2)).len(), 16);
    seal(&mut t, 0, 1);
    // A bid may still be changed.
    assert_eq!(legal_moves(&t.game, Seat(0)).len(), 16);
    seal(&mut t, 1, 1);
    seal(&mut t, 2, 1);
    assert!(legal_moves(&t.game, Seat(0)).is_empty());
}
