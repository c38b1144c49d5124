//! Properties of whole bot-played games with random option sets (every variant: short game,
//! Expanded I with or without home cities, open and sealed auctions, neutral palaces,
//! Expanded II, hidden gold), checked at every step of the log: the base game's invariants (gold
//! conserved against the bank, 20 houses per colour, village and garden limits, fold and rules
//! replay equal the live state, legal moves accepted, sealed discs never shown, the game ends in
//! time, turns go to the lowest character that has not played), and for the variants: at most 7
//! action tokens, a sealed bid never visible in any view before the reveal, characters never held
//! twice, and one turn per player per round (Expanded II: the order by each player's lowest).
//!
//! `cargo test -p durbar-domain --test variants_properties -- --ignored` runs the long variant.

use crate::support;

use std::collections::BTreeMap;

use durbar_domain::maharaja::state::HOUSES_PER_PLAYER;
use durbar_domain::maharaja::{
    view, Auction, BotKind, CharacterSet, DiscState, Event, Game, GameOptions, Party, Payment,
    Phase, PlayedGame, Seat, Viewer, ACTION_TOKENS,
};
use proptest::prelude::*;

use support::{check_legal_moves, check_replay, play};

/// Whole games per property in the default run.
const CASES: u32 = 64;
/// Whole games in the long (ignored) run.
const LONG_CASES: u32 = 1000;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        max_shrink_iters: 32,
        ..ProptestConfig::default()
    }
}

/// Any valid option set (home cities only with Expanded I).
fn option_sets() -> impl Strategy<Value = GameOptions> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        prop_oneof![
            Just(Auction::None),
            Just(Auction::Open),
            Just(Auction::Sealed)
        ],
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(
                short_game,
                expanded,
                home,
                auction,
                neutral_palaces,
                multi_character,
                hidden_gold,
            )| {
                GameOptions {
                    short_game,
                    expanded,
                    home_cities: expanded && home,
                    auction,
                    neutral_palaces,
                    multi_character,
                    hidden_gold,
                    ..GameOptions::default()
                }
            },
        )
}

/// A game to play: seed, players, bots, options.
fn games() -> impl Strategy<Value = (u64, usize, BotKind, GameOptions)> {
    (
        any::<u64>(),
        2usize..=5,
        prop_oneof![Just(BotKind::Random), Just(BotKind::Greedy)],
        option_sets(),
    )
}

fn played((seed, players, bots, options): (u64, usize, BotKind, GameOptions)) -> PlayedGame {
    play(seed, players, bots, options)
}

/// The gold movements an event records.
fn payments(event: &Event) -> Vec<Payment> {
    match event {
        Event::MerchantGoldReceived { seat, amount } | Event::GoldTaken { seat, amount, .. } => {
            vec![Payment::from_bank(*seat, *amount)]
        }
        Event::HouseBuilt { seat, cost, .. } | Event::PalaceBuilt { seat, cost, .. } => {
            vec![Payment::to_bank(*seat, *cost)]
        }
        Event::AuctionWon { seat, amount, .. } => vec![Payment::to_bank(*seat, *amount)],
        Event::ArchitectTraveled { tolls, .. } => tolls
            .iter()
            .map(|t| Payment {
                from: t.from,
                to: Party::Seat(t.to),
                amount: t.amount,
            })
            .collect(),
        Event::ForfeitCompensated { payments, .. } | Event::CityScored { payments, .. } => {
            payments.clone()
        }
        _ => Vec::new(),
    }
}

/// Gold, pieces, tokens, characters and turn order at every step of the log.
fn check_every_step(played: &PlayedGame) -> Result<(), TestCaseError> {
    let mut game = Game::default();
    let mut flows = (0u64, 0u64);
    let mut turns: BTreeMap<(u32, Seat), u32> = BTreeMap::new();
    for event in &played.events {
        for payment in payments(event) {
            if let Party::Seat(payer) = payment.from {
                let have = game.player(payer).map_or(0, |p| p.gold.0);
                prop_assert!(
                    have >= payment.amount.0,
                    "{payer} pays {} with {have}: {event:?}",
                    payment.amount.0
                );
            }
            match (payment.from, payment.to) {
                (Party::Bank, Party::Seat(_)) => flows.0 += u64::from(payment.amount.0),
                (Party::Seat(_), Party::Bank) => flows.1 += u64::from(payment.amount.0),
                _ => {}
            }
        }
        check_turn_order(&game, event)?;
        if let Event::TurnEnded { round, seat, .. } = event {
            *turns.entry((*round, *seat)).or_insert(0) += 1;
        }
        game.apply(event);
        let held: u64 = game.players().0.iter().map(|p| u64::from(p.gold.0)).sum();
        prop_assert_eq!(held, 15 * game.player_count() as u64 + flows.0 - flows.1);
        prop_assert_eq!(game.bank_flows(), flows);
        check_pieces(&game)?;
        check_tokens(&game)?;
        check_characters(&game)?;
    }
    // One turn per player per round, every round.
    let rounds = played.final_state.round();
    for round in 1..=rounds {
        for seat in played.final_state.seats() {
            prop_assert_eq!(
                turns.get(&(round, seat)).copied().unwrap_or(0),
                1,
                "{} in round {}",
                seat,
                round
            );
        }
    }
    Ok(())
}

fn check_pieces(game: &Game) -> Result<(), TestCaseError> {
    let Some(board) = game.board() else {
        return Ok(());
    };
    for seat in game.seats() {
        let p = game.player(seat).unwrap();
        prop_assert_eq!(
            u32::from(p.supply) + u32::from(p.quarry) + game.houses_on_board(seat),
            u32::from(HOUSES_PER_PLAYER)
        );
        prop_assert!(p.palaces_built <= game.options().palaces_per_player());
    }
    for v in 0..board.villages().len() {
        let total = game.total_houses_at(durbar_domain::maharaja::Place::Village(v));
        prop_assert!(total <= game.village_capacity());
    }
    for c in 0..board.cities().len() {
        prop_assert!(game.city_palaces(c).count() <= 7);
    }
    Ok(())
}

/// D1: never more than 7 tokens held; none outside Expanded I.
fn check_tokens(game: &Game) -> Result<(), TestCaseError> {
    let held = game.tokens_held();
    if game.options().expanded {
        prop_assert!(held <= u32::from(ACTION_TOKENS), "{held} tokens held");
        prop_assert_eq!(
            u32::from(game.tokens_in_bank()) + held,
            u32::from(ACTION_TOKENS)
        );
    } else {
        prop_assert_eq!(held, 0);
    }
    Ok(())
}

/// No character is held twice; only characters in play are held; one each without Expanded II;
/// in Expanded II nobody is ever left without one once the game runs.
fn check_characters(game: &Game) -> Result<(), TestCaseError> {
    let mut seen = CharacterSet::EMPTY;
    for (seat, p) in game.players().iter() {
        for c in p.characters.iter() {
            prop_assert!(!seen.contains(c), "{c} held twice");
            prop_assert!(game.characters_in_play().contains(c), "{c} is not in play");
            seen.insert(c);
        }
        if !game.options().multi_character {
            prop_assert!(p.characters.len() <= 1, "{seat} holds several characters");
        } else if matches!(game.phase(), Phase::Discs | Phase::Turns | Phase::Over) {
            prop_assert!(!p.characters.is_empty(), "{seat} holds no character");
        }
    }
    Ok(())
}

/// D7 and §11.3: the seat whose turn begins is the one with the lowest character (each player's
/// lowest) among those who have not played; computed here from the players.
fn check_turn_order(game: &Game, event: &Event) -> Result<(), TestCaseError> {
    let seat = match event {
        Event::DiscRevealed { seat, .. } | Event::DiscUnopenable { seat, .. } => *seat,
        _ => return Ok(()),
    };
    let expected = game
        .players()
        .iter()
        .filter(|(_, p)| !p.played)
        .min_by_key(|(s, p)| {
            let lowest = p.characters.iter().map(|c| c.number()).min();
            (lowest.unwrap_or(u8::MAX), *s)
        })
        .map(|(s, _)| s);
    prop_assert_eq!(Some(seat), expected);
    Ok(())
}

/// Sealed bids and discs: before their reveal no view (players, spectators, the referee) shows
/// an amount, a nonce, or anything but "set"/"unset".
fn check_secrets(played: &PlayedGame) -> Result<(), TestCaseError> {
    let mut bid_nonces = BTreeMap::new();
    let mut disc_nonces = BTreeMap::new();
    for event in &played.events {
        match event {
            Event::BidRevealed {
                auction,
                seat,
                nonce,
                ..
            } => {
                bid_nonces.insert((*auction, *seat), nonce.to_string());
            }
            Event::DiscRevealed {
                round, seat, nonce, ..
            } => {
                disc_nonces.insert((*round, *seat), nonce.to_string());
            }
            _ => {}
        }
    }
    let mut game = Game::default();
    for event in &played.events {
        game.apply(event);
        let sealed_bids: Vec<Seat> = match game.auction() {
            Some(a) if a.kind == Auction::Sealed && game.phase() == Phase::Auction => game
                .seats()
                .filter(|s| {
                    a.commitment(*s).is_some()
                        && a.revealed.get(s.index()).copied().flatten().is_none()
                })
                .collect(),
            _ => Vec::new(),
        };
        let sealed_discs: Vec<Seat> = game
            .players()
            .iter()
            .filter(|(_, p)| matches!(p.disc, DiscState::Committed { .. }))
            .map(|(s, _)| s)
            .collect();
        if sealed_bids.is_empty() && sealed_discs.is_empty() {
            continue;
        }
        let viewers = game
            .seats()
            .map(Viewer::Seat)
            .chain([Viewer::Spectator, Viewer::Referee]);
        for viewer in viewers {
            let json = serde_json::to_value(view(&game, viewer)).unwrap();
            let text = json.to_string();
            if !sealed_bids.is_empty() {
                let number = game.auction().map_or(0, |a| a.number);
                for bidder in json["auction"]["bidders"].as_array().unwrap() {
                    let seat = Seat(bidder["seat"].as_u64().unwrap_or(99) as u8);
                    let bid = &bidder["bid"];
                    if sealed_bids.contains(&seat) {
                        prop_assert!(bid == "set", "{viewer:?} sees the sealed bid {bid}");
                    }
                }
                prop_assert!(json["auction"]["winner"].is_null());
                for seat in &sealed_bids {
                    if let Some(nonce) = bid_nonces.get(&(number, *seat)) {
                        prop_assert!(
                            !text.contains(nonce.as_str()),
                            "{viewer:?} sees the bid nonce of {seat}"
                        );
                    }
                }
            }
            for seat in &sealed_discs {
                if viewer == Viewer::Seat(*seat) {
                    continue;
                }
                prop_assert_eq!(
                    &json["players"][seat.index()]["disc"],
                    &serde_json::json!("set")
                );
                if let Some(nonce) = disc_nonces.get(&(game.round(), *seat)) {
                    prop_assert!(
                        !text.contains(nonce.as_str()),
                        "{viewer:?} sees the disc nonce of {seat}"
                    );
                }
            }
        }
    }
    Ok(())
}

fn check_end(played: &PlayedGame) -> Result<(), TestCaseError> {
    let game = &played.final_state;
    prop_assert_eq!(game.phase(), Phase::Over);
    prop_assert!(game.round() >= 1 && game.round() <= game.options().last_round());
    let ended = matches!(played.events.last(), Some(Event::GameEnded { .. }));
    prop_assert!(ended, "the log ends with game_ended");
    // An auction game had one auction per player but the last.
    let auctions = played
        .events
        .iter()
        .filter(|e| matches!(e, Event::AuctionStarted { .. }))
        .count();
    let expected = if game.options().has_auction() {
        game.player_count() - 1
    } else {
        0
    };
    prop_assert_eq!(auctions, expected);
    Ok(())
}

proptest! {
    #![proptest_config(config(CASES))]

    #[test]
    fn variant_games_keep_gold_pieces_tokens_characters_and_turn_order(game in games()) {
        check_every_step(&played(game))?;
    }

    #[test]
    fn variant_games_replay_to_the_live_state_and_end_in_time(game in games()) {
        let played = played(game);
        check_replay(&played)?;
        check_end(&played)?;
    }

    #[test]
    fn no_view_shows_a_sealed_bid_or_disc_before_its_reveal(game in games()) {
        check_secrets(&played(game))?;
    }
}

proptest! {
    #![proptest_config(config(CASES / 2))]

    #[test]
    fn every_legal_move_in_variant_games_is_accepted(game in games()) {
        check_legal_moves(&played(game), 7)?;
    }
}

proptest! {
    #![proptest_config(config(LONG_CASES))]

    #[test]
    #[ignore = "long run: cargo test -p durbar-domain --test variants_properties -- --ignored"]
    fn every_variant_property_over_many_games(game in games()) {
        let played = played(game);
        check_every_step(&played)?;
        check_replay(&played)?;
        check_end(&played)?;
        check_secrets(&played)?;
        check_legal_moves(&played, 3)?;
    }
}
