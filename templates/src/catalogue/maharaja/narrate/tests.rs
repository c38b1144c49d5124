//! Every kind of event in words, and the whole sample game without a sentence left unmade.

use std::sync::Arc;

use durbar_domain::maharaja::{
    evolve, Action, Board, Bytes32, CityId, CityScore, EndReason, Event, Game, GameId, GameOptions,
    Gold, Means, Party, Payment, PlaceId, RankEntry, Seat, Site, Slot, Toll, VillageId,
};

use super::*;
use crate::board::sample::sample_events;

/// An event in English words.
fn describe(before: &Game, event: &Event) -> String {
    narrate(Words::default(), before, event)
}

/// The sample game just after its seats were drawn (names known), and its seat names.
fn seated() -> (Game, Vec<String>) {
    let events = sample_events();
    let at = events
        .iter()
        .position(|e| matches!(e, Event::SeatsDrawn { .. }))
        .unwrap();
    let game = events.iter().take(at + 1).fold(Game::default(), evolve);
    let names = game
        .seats()
        .map(|s| seat_name(Words::default(), &game, s))
        .collect();
    (game, names)
}

fn place(id: &str) -> PlaceId {
    PlaceId::new(id)
}

/// One event of every kind (the match in `kind_of` makes a new kind fail to compile here).
fn one_of_each() -> Vec<Event> {
    let s0 = Seat(0);
    let s1 = Seat(1);
    let agra = CityId::new("agra");
    let pay = |to: u8, n: u32| Payment {
        from: Party::Bank,
        to: Party::Seat(Seat(to)),
        amount: Gold(n),
    };
    vec![
        Event::GameCreated {
            game: durbar_domain::GameKind::Maharaja,
            engine: 1,
            game_id: GameId([7; 16]),
            options: GameOptions::default(),
            board: Arc::new(Board::shipped("classic").unwrap()),
            player_names: vec!["Anna".into(), "Bára".into(), "Cyril".into()],
            seed_commitment: Bytes32([0x3f; 32]),
        },
        Event::ContributionAdded {
            player: 1,
            contribution: Bytes32([0xab; 32]),
        },
        Event::SeedRevealed {
            seed: Bytes32([0x12; 32]),
        },
        Event::SeatsDrawn {
            players: vec![2, 0, 1],
            fixed: false,
        },
        Event::GovernorsPlaced {
            track: vec![agra, CityId::new("delhi")],
            given: false,
        },
        Event::NeutralPalacesPlaced { per_city: 2 },
        Event::CharacterChosen {
            seat: s0,
            character: durbar_domain::maharaja::Character::Merchant,
        },
        Event::InitialHousePlaced {
            seat: s0,
            village: VillageId::new("v12"),
        },
        Event::InitialSupplyTaken { seat: s0, count: 6 },
        Event::RoundStarted {
            round: 3,
            maharaja: agra,
            from_slot: 1,
            to_slot: 10,
        },
        Event::DiscCommitted {
            round: 3,
            seat: s1,
            commitment: Bytes32([0x3f; 32]),
            by_system: false,
        },
        Event::DiscRevealed {
            round: 3,
            seat: s1,
            actions: [Action::Palace, Action::Gold],
            nonce: Bytes32([1; 32]),
        },
        Event::DiscUnopenable { round: 3, seat: s1 },
        Event::DiscVoided { round: 3, seat: s1 },
        Event::MerchantGoldReceived {
            seat: s0,
            amount: Gold(1),
        },
        Event::ArchitectTraveled {
            seat: s0,
            from: place("delhi"),
            path: vec![place("v05"), place("v06"), place("agra")],
            to: agra,
            tolls: vec![Toll {
                village: VillageId::new("v05"),
                from: Party::Seat(s0),
                to: s1,
                amount: Gold(1),
            }],
        },
        Event::GoldTaken {
            seat: s0,
            slot: Slot::A,
            amount: Gold(2),
        },
        Event::HousesQuarried {
            seat: s0,
            slot: Slot::B,
            count: 2,
        },
        Event::HouseBuilt {
            seat: s0,
            by: Means::Slot(Slot::A),
            at: place("agra"),
            cost: Gold(1),
        },
        Event::HouseMoved {
            seat: s0,
            by: Means::Builder,
            from: place("v12"),
            to: place("agra"),
        },
        Event::PalaceBuilt {
            seat: s0,
            slot: Slot::A,
            city: agra,
            site: Site::Central,
            cost: Gold(12),
        },
        Event::GovernorMoved {
            seat: s0,
            slot: Slot::B,
            city: agra,
            from_slot: 5,
            to_slot: 3,
        },
        Event::CharacterTaken {
            seat: s0,
            slot: Slot::B,
            character: durbar_domain::maharaja::Character::Sadhu,
            from_seat: Some(s1),
            returned: vec![durbar_domain::maharaja::Character::Merchant],
        },
        Event::CharacterReplaced {
            seat: s1,
            character: durbar_domain::maharaja::Character::Merchant,
            by_system: true,
        },
        Event::ForfeitCompensated {
            seat: s0,
            slots: vec![Slot::B],
            payments: vec![pay(1, 2), pay(2, 2)],
        },
        Event::TurnEnded {
            round: 3,
            seat: s0,
            by_system: false,
        },
        Event::CityScored {
            round: 3,
            city: agra,
            scores: vec![CityScore {
                seat: s0,
                points: 5,
                gold: Gold(11),
            }],
            monopoly: Some(s0),
            payments: vec![pay(0, 11), pay(0, 5)],
        },
        Event::GameEnded {
            reason: EndReason::AllPalacesBuilt,
            ranking: vec![
                RankEntry {
                    seat: s0,
                    palaces: 7,
                    gold: Gold(30),
                    character: Some(durbar_domain::maharaja::Character::Merchant),
                },
                RankEntry {
                    seat: s1,
                    palaces: 1,
                    gold: Gold(3),
                    character: None,
                },
            ],
        },
        Event::KeyRegistered {
            player: 0,
            key: durbar_domain::signed::TestKey::from_seed(1).public(),
            device: 2,
        },
        Event::CommandSigned {
            seat: s0,
            n: 4,
            command: "{\"type\":\"end_turn\"}".into(),
            signature: durbar_domain::signed::TestKey::from_seed(1).sign(b"m"),
        },
        Event::DeadlinePassed {
            seat: s1,
            wait: "disc".into(),
            deadline: "2026-11-27T12:00:00Z".into(),
        },
    ]
}

/// The kind of an event; exhaustive, so that a new kind of event must get words (and a line in
/// `one_of_each`).
fn kind_of(event: &Event) -> &'static str {
    match event {
        Event::GameCreated { .. } => "game_created",
        Event::ContributionAdded { .. } => "contribution_added",
        Event::SeedRevealed { .. } => "seed_revealed",
        Event::SeatsDrawn { .. } => "seats_drawn",
        Event::GovernorsPlaced { .. } => "governors_placed",
        Event::NeutralPalacesPlaced { .. } => "neutral_palaces_placed",
        Event::CharacterChosen { .. } => "character_chosen",
        Event::AuctionStarted { .. } => "auction_started",
        Event::BidPlaced { .. } => "bid_placed",
        Event::BidPassed { .. } => "bid_passed",
        Event::BidCommitted { .. } => "bid_committed",
        Event::BidRevealed { .. } => "bid_revealed",
        Event::BidUnopenable { .. } => "bid_unopenable",
        Event::BidVoided { .. } => "bid_voided",
        Event::AuctionWon { .. } => "auction_won",
        Event::InitialHousePlaced { .. } => "initial_house_placed",
        Event::InitialSupplyTaken { .. } => "initial_supply_taken",
        Event::RoundStarted { .. } => "round_started",
        Event::DiscCommitted { .. } => "disc_committed",
        Event::DiscRevealed { .. } => "disc_revealed",
        Event::DiscUnopenable { .. } => "disc_unopenable",
        Event::DiscVoided { .. } => "disc_voided",
        Event::MerchantGoldReceived { .. } => "merchant_gold_received",
        Event::ActionTokenReceived { .. } => "action_token_received",
        Event::ActionTokenUsed { .. } => "action_token_used",
        Event::ArchitectTraveled { .. } => "architect_traveled",
        Event::GoldTaken { .. } => "gold_taken",
        Event::HousesQuarried { .. } => "houses_quarried",
        Event::HouseBuilt { .. } => "house_built",
        Event::HouseMoved { .. } => "house_moved",
        Event::PalaceBuilt { .. } => "palace_built",
        Event::GovernorMoved { .. } => "governor_moved",
        Event::CharacterTaken { .. } => "character_taken",
        Event::CharactersSwapped { .. } => "characters_swapped",
        Event::CharacterLured { .. } => "character_lured",
        Event::CharacterGiven { .. } => "character_given",
        Event::CharacterReplaced { .. } => "character_replaced",
        Event::ForfeitCompensated { .. } => "forfeit_compensated",
        Event::TurnEnded { .. } => "turn_ended",
        Event::CityScored { .. } => "city_scored",
        Event::GameEnded { .. } => "game_ended",
        Event::KeyRegistered { .. } => "key_registered",
        Event::CommandSigned { .. } => "command_signed",
        Event::DeadlinePassed { .. } => "deadline_passed",
    }
}

#[test]
fn every_kind_of_event_has_words() {
    let (game, names) = seated();
    let events = one_of_each();
    let kinds: std::collections::BTreeSet<&str> = events.iter().map(kind_of).collect();
    assert_eq!(kinds.len(), events.len(), "one event of each kind");
    let [a, b, ..] = names.as_slice() else {
        panic!("two players at least")
    };
    let expected: Vec<String> = vec![
        "The game was created on the Classic board for Anna, Bára and Cyril, with hidden gold. The server committed to its random seed (commitment 3f3f3f3f…).".into(),
        format!("{} joined and added randomness (abababab…).", {
            let info = game.info().unwrap();
            info.player_names[1].clone()
        }),
        "The server revealed the random seed (12121212…); the seating and the governor track are drawn from it and the players' randomness.".into(),
        String::new(), // the seats: checked below
        "The governor tiles were drawn and laid on the track, from the bottom: Agra, Delhi.".into(),
        "Every city received 2 neutral palaces.".into(),
        format!("{a} chose the Merchant (2)."),
        format!("{a} placed a starting house in village v12."),
        format!("{a} moved 6 houses from the quarry to their supply."),
        "Round 3 began: the Maharaja went to Agra, and its governor moved from slot 1 to round slot 3.".into(),
        format!("{b} has set their disc (commitment 3f3f3f3f…)."),
        format!("{b}'s disc was revealed: Palace and Gold."),
        format!("{b}'s disc could not be opened: both of its actions are forfeited (D14)."),
        format!("{b} did not open their disc by the deadline: it is void, and both of its actions are forfeited."),
        format!("{a} received 1 gold as the Merchant."),
        format!("{a}'s architect travelled from Delhi via village v05, village v06 to Agra: 1 gold in tolls, 1 gold to {b} in village v05."),
        format!("{a} took 2 gold (first arrow)."),
        format!("{a} moved 2 houses from the quarry to their supply (second arrow)."),
        format!("{a} built a house in Agra for 1 gold (first arrow)."),
        format!("{a} moved a house from village v12 to Agra (the Builder, free)."),
        format!("{a} built a palace in Agra (central site) for 12 gold (first arrow)."),
        format!("{a} moved the governor of Agra down from slot 5 to slot 3 (second arrow)."),
        format!("{a} took the Sadhu (3) from {b} (second arrow) and returned the Merchant (2) to the bank."),
        format!("{b} took the Merchant (2) from the bank (chosen by the server at the deadline)."),
        format!("{a} left part of their disc undone (second arrow): the bank paid {b} 2 gold and {} 2 gold (D3).", names[2]),
        format!("{a} ended their turn."),
        format!("Agra was scored in round 3: {a} 5 points → 11 gold; {a} alone scored and got 5 gold more (monopoly)."),
        format!("The game ended because a player built their last palace. Final ranking: 1. {a} (7 palaces, 30 gold), 2. {b} (1 palace, 3 gold)."),
        format!("{} registered device 2, key {}: it signs their moves from now on.", game.info().unwrap().player_names[0], durbar_domain::signed::TestKey::from_seed(1).public().fingerprint()),
        format!("{a} signed the next move (their signed move 4)."),
        format!("{b}'s deadline (27 Nov 2026, 12:00 UTC) passed: the server makes the next move for them."),
    ];
    for (event, expected) in events.iter().zip(&expected) {
        let words = describe(&game, event);
        if expected.is_empty() {
            continue;
        }
        assert_eq!(&words, expected, "{}", kind_of(event));
    }
    let seats = describe(&game, &events[3]);
    let info = game.info().unwrap();
    assert_eq!(
        seats,
        format!(
            "The seats were drawn: 1. {}, 2. {}, 3. {}.",
            info.player_names[2], info.player_names[0], info.player_names[1]
        )
    );
}

/// The events of the variants (auctions, the Yogi, Expanded II), with their words.
fn variant_events(a: &str, b: &str) -> Vec<(Event, String)> {
    use durbar_domain::maharaja::{Auction, Character};
    vec![
        (
            Event::AuctionStarted {
                auction: 1,
                kind: Auction::Open,
                starter: Seat(0),
                bidders: vec![Seat(0), Seat(1)],
            },
            format!("Character auction 1 began (open bidding): {a} and {b} bid, starting with {a}."),
        ),
        (
            Event::BidPlaced {
                auction: 1,
                seat: Seat(0),
                amount: Gold(3),
                by_system: false,
            },
            format!("{a} bid 3 gold."),
        ),
        (
            Event::BidPassed {
                auction: 1,
                seat: Seat(1),
                by_system: true,
            },
            format!("{b} passed and is out of this auction (chosen by the server at the deadline)."),
        ),
        (
            Event::BidCommitted {
                auction: 2,
                seat: Seat(1),
                commitment: Bytes32([0x5e; 32]),
                by_system: false,
            },
            format!("{b} has set their sealed bid (commitment 5e5e5e5e…)."),
        ),
        (
            Event::BidRevealed {
                auction: 2,
                seat: Seat(1),
                amount: Gold(4),
                nonce: Bytes32([2; 32]),
            },
            format!("{b}'s sealed bid was opened: 4 gold."),
        ),
        (
            Event::BidUnopenable {
                auction: 2,
                seat: Seat(0),
            },
            format!("{a}'s sealed bid could not be opened; it ranks below every opened bid."),
        ),
        (
            Event::BidVoided {
                auction: 2,
                seat: Seat(0),
            },
            format!(
                "{a} did not open their sealed bid by the deadline: it is void, cannot win and costs nothing."
            ),
        ),
        (
            Event::AuctionWon {
                auction: 2,
                seat: Seat(1),
                amount: Gold(4),
            },
            format!("{b} won auction 2, paid 4 gold to the bank and chooses a character."),
        ),
        (
            Event::ActionTokenReceived { seat: Seat(0) },
            format!("{a} received an action token as the Yogi."),
        ),
        (
            Event::ActionTokenUsed {
                seat: Seat(0),
                action: Action::TwoHouses,
            },
            format!("{a} used an action token for a third action: Two houses."),
        ),
        (
            Event::CharactersSwapped {
                seat: Seat(0),
                slot: Slot::A,
                took: Character::Sadhu,
                from_seat: Seat(1),
                gave: Character::Yogi,
            },
            format!("{a} took the Sadhu (3) from {b} and gave them the Yogi (7) in exchange (first arrow)."),
        ),
        (
            Event::CharacterLured {
                seat: Seat(0),
                slot: Slot::B,
                from_seat: Seat(1),
            },
            format!("{a} lured a character from {b}, who chooses which one to give (second arrow)."),
        ),
        (
            Event::CharacterGiven {
                seat: Seat(1),
                to: Seat(0),
                character: Character::Builder,
                by_system: false,
            },
            format!("{b} gave the Builder (5) to {a}."),
        ),
    ]
}

#[test]
fn the_events_of_the_variants_have_words() {
    let (game, names) = seated();
    let variants = variant_events(&names[0], &names[1]);
    let mut kinds: std::collections::BTreeSet<&str> = one_of_each().iter().map(kind_of).collect();
    for (event, expected) in &variants {
        assert_eq!(&describe(&game, event), expected, "{}", kind_of(event));
        kinds.insert(kind_of(event));
    }
    // Every kind of event is covered by the two lists.
    assert_eq!(kinds.len(), one_of_each().len() + variants.len());
}

#[test]
fn the_variants_of_a_sentence() {
    let (game, names) = seated();
    let a = &names[0];
    let by_system = Event::DiscCommitted {
        round: 1,
        seat: Seat(0),
        commitment: Bytes32([0xc0; 32]),
        by_system: true,
    };
    assert_eq!(
        describe(&game, &by_system),
        format!("The server set {a}'s disc at the deadline (commitment c0c0c0c0…).")
    );
    let monk = Event::ArchitectTraveled {
        seat: Seat(0),
        from: place("start"),
        path: vec![place("v21"), place("bikaner")],
        to: CityId::new("bikaner"),
        tolls: vec![Toll {
            village: VillageId::new("v21"),
            from: Party::Bank,
            to: Seat(1),
            amount: Gold(2),
        }],
    };
    assert_eq!(
        describe(&game, &monk),
        format!(
            "{a}'s architect travelled from the start via village v21 to Bikaner: the bank paid the tolls for the Wandering Monk, 2 gold to {} in village v21.",
            names[1]
        )
    );
    let free = Event::ArchitectTraveled {
        seat: Seat(0),
        from: place("start"),
        path: vec![place("v21"), place("bikaner")],
        to: CityId::new("bikaner"),
        tolls: vec![],
    };
    assert!(describe(&game, &free).ends_with("to Bikaner: no tolls."));
    let nobody = Event::CityScored {
        round: 2,
        city: CityId::new("delhi"),
        scores: vec![],
        monopoly: None,
        payments: vec![],
    };
    assert_eq!(
        describe(&game, &nobody),
        "Delhi was scored in round 2: nobody had any points there."
    );
    let ended = Event::TurnEnded {
        round: 2,
        seat: Seat(0),
        by_system: true,
    };
    assert_eq!(
        describe(&game, &ended),
        format!("The server ended {a}'s turn at the deadline.")
    );
    let one = Event::HousesQuarried {
        seat: Seat(0),
        slot: Slot::A,
        count: 1,
    };
    assert_eq!(
        describe(&game, &one),
        format!(
            "{a} moved 1 house from the quarry to their supply (first arrow), all that was left."
        )
    );
}

#[test]
fn a_fixed_seating_and_a_given_track_say_so() {
    let (game, _) = seated();
    let info = game.info().unwrap();
    let fixed = Event::SeatsDrawn {
        players: vec![0, 1],
        fixed: true,
    };
    assert_eq!(
        describe(&game, &fixed),
        format!(
            "The host fixed the seating: 1. {}, 2. {}.",
            info.player_names[0], info.player_names[1]
        )
    );
    let given = Event::GovernorsPlaced {
        track: vec![CityId::new("jaipur")],
        given: true,
    };
    assert_eq!(
        describe(&game, &given),
        "The governor tiles were laid as given by the host on the track, from the bottom: Jaipur."
    );
}

#[test]
fn the_whole_sample_game_reads_as_sentences() {
    let events = sample_events();
    let mut game = Game::default();
    for event in &events {
        let words = describe(&game, event);
        assert!(words.ends_with('.'), "{words}");
        assert!(!words.contains("seat "), "a name is missing: {words}");
        assert!(!words.contains('{') && !words.contains("Some("), "{words}");
        game = evolve(game, event);
    }
}

#[test]
fn short_hex_and_lists() {
    assert_eq!(short_hex("0123456789abcdef"), "01234567…");
    assert_eq!(short_hex("0123"), "0123");
    assert_eq!(and_list(Words::default(), &[]), "");
    assert_eq!(and_list(Words::default(), &["a".into()]), "a");
    assert_eq!(
        and_list(Words::default(), &["a".into(), "b".into(), "c".into()]),
        "a, b and c"
    );
}
