//! Sealed bids sealed in the browser (R27, design.md "Trust levels"): each bidder's device sends
//! its bid's commitment alone, signed, and opens the bid itself once every bid is in; a wrong
//! opening is refused naming the rule, a bid not opened by the deadline is void (it cannot win
//! and costs nothing), the server opens only the no-show policy's bids, and the replay of
//! `durbar verify` checks every opening.

use durbar_domain::maharaja::signing::{signed_event, to_sign};
use durbar_domain::maharaja::testing::{Table, GAME_ID};
use durbar_domain::maharaja::{
    bid_commitment, decide, legal_moves, replay, reveal_due, waits, Auction, Awaiting, BidOpening,
    Bytes32, Command, Event, GameOptions, Gold, PlayerCommand, RuleViolation, Seat, SystemCommand,
    Trust,
};
use durbar_domain::signed::TestKey;

/// `players` players at the sealed-in-the-browser level with a sealed-bid auction, each with a
/// registered device key; the first auction has started (seat 0 starts it).
fn auction_table(players: usize) -> (Table, Vec<TestKey>) {
    let options = GameOptions {
        trust: Trust::SealedInBrowser,
        auction: Auction::Sealed,
        ..GameOptions::default()
    };
    let mut table = Table::started(players, options);
    let keys: Vec<TestKey> = (0..players)
        .map(|k| TestKey::from_seed(k as u8 + 1))
        .collect();
    for (player, key) in keys.iter().enumerate() {
        table.system(SystemCommand::RegisterKey {
            player: player as u8,
            key: key.public(),
        });
    }
    (table, keys)
}

fn nonce(seat: u8) -> Bytes32 {
    Bytes32([0x40 + seat; 32])
}

/// The commitment the page of `seat` computes for `amount` in auction 1.
fn sealed(seat: u8, amount: u32) -> Bytes32 {
    bid_commitment(GAME_ID, 1, Seat(seat), Gold(amount), &nonce(seat))
}

/// Plays `command` for `seat` signed with `key`, as the server appends it; the events decided.
fn play_signed(
    table: &mut Table,
    keys: &[TestKey],
    seat: u8,
    command: PlayerCommand,
) -> Vec<Event> {
    let seat = Seat(seat);
    let decided = decide(&table.game, &Command::player(seat, command.clone()))
        .unwrap_or_else(|v| panic!("{command:?} was refused: {v}"));
    let message = to_sign(&table.game, seat, &command, &decided).message;
    let signature = keys[seat.index()].sign(&message);
    let signed = signed_event(&table.game, seat, &command, &decided, Some(&signature))
        .expect("the signature is accepted")
        .expect("a signed command is logged");
    for event in std::iter::once(signed).chain(decided.clone()) {
        table.game.apply(&event);
        table.events.push(event);
    }
    decided
}

fn seal(table: &mut Table, keys: &[TestKey], seat: u8, amount: u32) {
    play_signed(
        table,
        keys,
        seat,
        PlayerCommand::SealBid {
            commitment: sealed(seat, amount),
        },
    );
}

fn open(seat: u8, amount: u32) -> PlayerCommand {
    PlayerCommand::OpenBid {
        amount: Gold(amount),
        nonce: nonce(seat),
    }
}

#[track_caller]
fn refused(table: &Table, seat: u8, command: PlayerCommand) -> RuleViolation {
    decide(&table.game, &Command::player(Seat(seat), command)).expect_err("refused")
}

fn won(events: &[Event]) -> Option<(Seat, Gold)> {
    events.iter().find_map(|event| match event {
        Event::AuctionWon { seat, amount, .. } => Some((*seat, *amount)),
        _ => None,
    })
}

#[test]
fn r27_the_server_takes_no_bid_in_the_open_and_each_bidder_opens_their_own() {
    // Given three bidders sealed in the browser
    let (mut table, keys) = auction_table(3);
    // When a bid comes with its opening, it is refused
    assert_eq!(
        refused(
            &table,
            0,
            PlayerCommand::SealedBid {
                amount: Gold(2),
                nonce: nonce(0)
            }
        ),
        RuleViolation::BidSealedInBrowser
    );
    // When each seals a commitment alone
    seal(&mut table, &keys, 0, 2);
    assert_eq!(refused(&table, 0, open(0, 2)), RuleViolation::BidsNotAllIn);
    seal(&mut table, &keys, 1, 5);
    seal(&mut table, &keys, 2, 5);
    // Then the server has nothing to open: every bidder is awaited to open their own
    assert_eq!(reveal_due(&table.game), None);
    assert_eq!(
        table.game.awaiting(),
        Awaiting::BidOpenings(vec![Seat(0), Seat(1), Seat(2)])
    );
    let kinds: Vec<_> = waits(&table.game).iter().map(|w| w.kind).collect();
    assert_eq!(kinds, ["open_bid"; 3]);
    assert_eq!(legal_moves(&table.game, Seat(1)).len(), 1);
    // When they open, no winner is named before the last opening
    assert!(won(&play_signed(&mut table, &keys, 2, open(2, 5))).is_none());
    assert_eq!(
        refused(&table, 2, open(2, 5)),
        RuleViolation::BidNotToOpen { seat: Seat(2) }
    );
    assert!(won(&play_signed(&mut table, &keys, 0, open(0, 2))).is_none());
    // Then the last opening names the winner: 5 against 5 goes to the earlier seat from the
    // starter (D9), who pays their bid
    let last = play_signed(&mut table, &keys, 1, open(1, 5));
    assert_eq!(won(&last), Some((Seat(1), Gold(5))));
    assert_eq!(table.game.awaiting(), Awaiting::Character(Seat(1)));
    // And the replay of durbar verify accepts the log
    replay(&table.events).expect("the log replays");
}

#[test]
fn r27_an_opening_that_does_not_match_the_commitment_is_refused_naming_the_rule() {
    // Given two bidders who sealed 3 and 1
    let (mut table, keys) = auction_table(2);
    seal(&mut table, &keys, 0, 3);
    seal(&mut table, &keys, 1, 1);
    // When seat 0 opens 2, or 3 with another nonce
    for wrong in [
        open(0, 2),
        PlayerCommand::OpenBid {
            amount: Gold(3),
            nonce: nonce(9),
        },
    ] {
        // Then it is refused naming the rule
        let violation = refused(&table, 0, wrong);
        assert_eq!(
            violation,
            RuleViolation::BidRevealDoesNotMatchCommitment { seat: Seat(0) }
        );
        assert!(violation.to_string().contains("commitment"), "{violation}");
    }
    // And a bid above the bidder's gold cannot be opened (it stays sealed, void at the deadline)
    let (mut table, keys) = auction_table(2);
    let gold = table.game.player(Seat(0)).unwrap().gold.0;
    play_signed(
        &mut table,
        &keys,
        0,
        PlayerCommand::SealBid {
            commitment: sealed(0, gold + 1),
        },
    );
    seal(&mut table, &keys, 1, 1);
    assert!(matches!(
        refused(&table, 0, open(0, gold + 1)),
        RuleViolation::BidExceedsGold { .. }
    ));
}

#[test]
fn r27_a_bid_not_opened_by_the_deadline_is_void_cannot_win_and_costs_nothing() {
    // Given three bidders: seat 0 sealed 9, seat 1 sealed 2, seat 2 sealed 1
    let (mut table, keys) = auction_table(3);
    seal(&mut table, &keys, 0, 9);
    seal(&mut table, &keys, 1, 2);
    seal(&mut table, &keys, 2, 1);
    let gold_before = table.game.player(Seat(0)).unwrap().gold;
    play_signed(&mut table, &keys, 1, open(1, 2));
    play_signed(&mut table, &keys, 2, open(2, 1));
    // When seat 0's deadline passes without its opening
    let deadline = table.system(SystemCommand::MarkDeadline {
        seat: Seat(0),
        wait: "open_bid".to_string(),
        deadline: "2026-11-28T00:00:00Z".to_string(),
    });
    assert!(matches!(deadline[..], [Event::DeadlinePassed { .. }]));
    let wait = &waits(&table.game)[0];
    let void = durbar_domain::maharaja::no_show(wait, Bytes32::default()).expect("a policy");
    assert_eq!(
        void,
        Command::System(SystemCommand::VoidBidForAbsentSeat { seat: Seat(0) })
    );
    let events = table.apply(void);
    // Then its bid is void and the highest opened bid wins
    assert_eq!(
        events[0],
        Event::BidVoided {
            auction: 1,
            seat: Seat(0)
        }
    );
    assert_eq!(won(&events), Some((Seat(1), Gold(2))));
    assert_eq!(table.game.player(Seat(0)).unwrap().gold, gold_before);
    replay(&table.events).expect("the log replays");
    // And with every bid void, the first bidder from the starter chooses for nothing (R19)
    let (mut table, keys) = auction_table(2);
    seal(&mut table, &keys, 0, 4);
    seal(&mut table, &keys, 1, 3);
    table.system(SystemCommand::VoidBidForAbsentSeat { seat: Seat(1) });
    let events = table.system(SystemCommand::VoidBidForAbsentSeat { seat: Seat(0) });
    assert_eq!(won(&events), Some((Seat(0), Gold(0))));
}

#[test]
fn r27_the_server_opens_only_the_no_show_policys_bids() {
    // Given two bidders: seat 0 sealed 3 in the browser, seat 1 missed its deadline (the
    // policy's bid of 0, whose opening the server holds)
    let (mut table, keys) = auction_table(2);
    seal(&mut table, &keys, 0, 3);
    let absent_nonce = Bytes32([7; 32]);
    table.system(SystemCommand::SealedBidForAbsentSeat {
        seat: Seat(1),
        nonce: absent_nonce,
    });
    // Then the server's reveal is due for seat 1's bid alone, before anyone opens
    let commitment = bid_commitment(GAME_ID, 1, Seat(1), Gold(0), &absent_nonce);
    assert_eq!(reveal_due(&table.game), Some(vec![(Seat(1), commitment)]));
    assert_eq!(table.game.awaiting(), Awaiting::BidReveal);
    // And it cannot open the player's bid
    let theirs = SystemCommand::RevealBids {
        bids: vec![BidOpening {
            seat: Seat(0),
            amount: Gold(3),
            nonce: nonce(0),
        }],
    };
    assert_eq!(
        decide(&table.game, &Command::System(theirs)).expect_err("refused"),
        RuleViolation::BidNotToOpen { seat: Seat(0) }
    );
    // Nor can the player open theirs before the server has opened the policy's
    assert_eq!(refused(&table, 0, open(0, 3)), RuleViolation::BidsNotAllIn);
    // When it opens seat 1's, seat 0 opens its own and wins
    let events = table.system(SystemCommand::RevealBids {
        bids: vec![BidOpening {
            seat: Seat(1),
            amount: Gold(0),
            nonce: absent_nonce,
        }],
    });
    assert!(won(&events).is_none());
    assert_eq!(table.game.awaiting(), Awaiting::BidOpenings(vec![Seat(0)]));
    let last = play_signed(&mut table, &keys, 0, open(0, 3));
    assert_eq!(won(&last), Some((Seat(0), Gold(3))));
}

#[test]
fn r27_a_forged_opening_in_the_log_fails_the_replay() {
    // Given an auction whose bids were sealed and opened in the browser
    let (mut table, keys) = auction_table(2);
    seal(&mut table, &keys, 0, 3);
    seal(&mut table, &keys, 1, 1);
    play_signed(&mut table, &keys, 0, open(0, 3));
    play_signed(&mut table, &keys, 1, open(1, 1));
    replay(&table.events).expect("the log replays");
    // When the log's opening of seat 1 is rewritten to 4 (a bid it never committed to)
    let mut forged = table.events.clone();
    for event in &mut forged {
        if let Event::BidRevealed {
            seat: Seat(1),
            amount,
            ..
        } = event
        {
            *amount = Gold(4);
        }
    }
    // Then verify's replay fails
    assert!(replay(&forged).is_err());
}
