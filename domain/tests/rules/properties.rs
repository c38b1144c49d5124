//! Properties of whole bot-played games (random seeds, 2–5 players, both bots, every variant),
//! checked at every step of the log: gold is conserved against the bank, every colour keeps its
//! 20 houses, villages and palace gardens never overflow, the fold and the rules replay give the
//! live state, legal moves are accepted, views never show a sealed disc or bid, games end within
//! 10 rounds (8 short), every round visits the city the track names and turns go to the lowest
//! character that has not played.
//!
//! Each property plays its own games; case counts keep the file well under a minute in debug
//! on 2 cores. `cargo test -p durbar-domain --test properties -- --ignored` runs the long
//! variant (all properties over many more games).

use crate::support;

use durbar_domain::maharaja::state::HOUSES_PER_PLAYER;
use durbar_domain::maharaja::track::{numbered, round_slot};
use durbar_domain::maharaja::{
    view, Auction, BotKind, DiscState, Event, Game, GameOptions, Party, Payment, PlayedGame, Seat,
    Viewer,
};
use proptest::prelude::*;

use support::{check_legal_moves, check_replay, play};

/// Whole games per property in the default run.
const CASES: u32 = 128;
/// Whole games in the long (ignored) run.
const LONG_CASES: u32 = 1000;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        max_shrink_iters: 32,
        ..ProptestConfig::default()
    }
}

/// A game to play: seed, players, bots, options (every variant the engine offers).
fn games() -> impl Strategy<Value = (u64, usize, BotKind, GameOptions)> {
    let auction = prop_oneof![
        Just(Auction::None),
        Just(Auction::Open),
        Just(Auction::Sealed)
    ];
    (
        any::<u64>(),
        2usize..=5,
        prop_oneof![Just(BotKind::Random), Just(BotKind::Greedy)],
        any::<[bool; 6]>(),
        auction,
    )
        .prop_map(|(seed, players, bots, flags, auction)| {
            let [short_game, neutral_palaces, hidden_gold, expanded, home_cities, multi_character] =
                flags;
            let options = GameOptions {
                short_game,
                neutral_palaces,
                hidden_gold,
                expanded,
                home_cities: expanded && home_cities,
                auction,
                multi_character,
                ..GameOptions::default()
            };
            (seed, players, bots, options)
        })
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

/// Gold: the players hold 15 × players + what the bank paid − what it received, counted from
/// the payments in the events; nobody ever pays more than they have.
fn check_gold(game: &Game, event: &Event, flows: &mut (u64, u64)) -> Result<(), TestCaseError> {
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
    Ok(())
}

fn check_totals(game: &Game, flows: (u64, u64)) -> Result<(), TestCaseError> {
    let held: u64 = game.players().0.iter().map(|p| u64::from(p.gold.0)).sum();
    let players = game.player_count() as u64;
    prop_assert_eq!(held, 15 * players + flows.0 - flows.1);
    prop_assert_eq!(game.bank_flows(), flows);
    Ok(())
}

/// Houses, villages and palace gardens.
fn check_pieces(game: &Game) -> Result<(), TestCaseError> {
    let Some(board) = game.board() else {
        return Ok(());
    };
    for seat in game.seats() {
        let p = game.player(seat).unwrap();
        prop_assert_eq!(
            u32::from(p.supply) + u32::from(p.quarry) + game.houses_on_board(seat),
            u32::from(HOUSES_PER_PLAYER),
            "houses of {}",
            seat
        );
    }
    for v in 0..board.villages().len() {
        let total = game.total_houses_at(durbar_domain::maharaja::Place::Village(v));
        prop_assert!(
            total <= game.village_capacity(),
            "village {} holds {total}",
            board.villages()[v]
        );
    }
    let mut built = 0usize;
    for c in 0..board.cities().len() {
        let palaces = game.city_palaces(c);
        prop_assert!(
            palaces.count() <= 7,
            "{} has {} palaces",
            board.city_id(c),
            palaces.count()
        );
        built += palaces
            .outer
            .iter()
            .chain(std::iter::once(&palaces.central))
            .flatten()
            .filter(|o| matches!(o, durbar_domain::maharaja::SiteOwner::Seat(_)))
            .count();
    }
    let counted: usize = game
        .players()
        .0
        .iter()
        .map(|p| usize::from(p.palaces_built))
        .sum();
    prop_assert_eq!(built, counted);
    Ok(())
}

/// D7: the seat whose disc is revealed is the lowest character among those who have not
/// played (computed here from the players, not with the engine's helper).
fn check_turn_order(game: &Game, event: &Event) -> Result<(), TestCaseError> {
    let seat = match event {
        Event::DiscRevealed { seat, .. } | Event::DiscUnopenable { seat, .. } => *seat,
        _ => return Ok(()),
    };
    let expected = game
        .players()
        .iter()
        .filter(|(_, p)| !p.played)
        .min_by_key(|(s, p)| (p.characters.lowest().map_or(u8::MAX, |c| c.number()), *s))
        .map(|(s, _)| s);
    prop_assert_eq!(Some(seat), expected);
    Ok(())
}

/// Folds the log and checks gold, pieces and turn order at every step.
fn check_every_step(played: &PlayedGame) -> Result<(), TestCaseError> {
    let mut game = Game::default();
    let mut flows = (0, 0);
    for event in &played.events {
        check_gold(&game, event, &mut flows)?;
        check_turn_order(&game, event)?;
        game.apply(event);
        check_totals(&game, flows)?;
        check_pieces(&game)?;
    }
    Ok(())
}

/// While discs are sealed, no view shows another seat's disc as anything but "set", nor its
/// opening's nonce (taken from the reveal later in the log).
fn check_views(played: &PlayedGame) -> Result<(), TestCaseError> {
    let mut nonces = std::collections::BTreeMap::new();
    for event in &played.events {
        if let Event::DiscRevealed {
            round, seat, nonce, ..
        } = event
        {
            nonces.insert((*round, *seat), nonce.to_string());
        }
    }
    let mut bid_nonces = std::collections::BTreeMap::new();
    for event in &played.events {
        if let Event::BidRevealed {
            auction,
            seat,
            nonce,
            ..
        } = event
        {
            bid_nonces.insert((*auction, *seat), nonce.to_string());
        }
    }
    let mut game = Game::default();
    for event in &played.events {
        game.apply(event);
        check_sealed_bids(&game, &bid_nonces)?;
        let sealed: Vec<Seat> = game
            .players()
            .iter()
            .filter(|(_, p)| matches!(p.disc, DiscState::Committed { .. }))
            .map(|(s, _)| s)
            .collect();
        if sealed.is_empty() {
            continue;
        }
        let viewers = game.seats().map(Viewer::Seat).chain([Viewer::Spectator]);
        for viewer in viewers {
            let json = serde_json::to_value(view(&game, viewer)).unwrap();
            let text = json.to_string();
            for seat in &sealed {
                if viewer == Viewer::Seat(*seat) {
                    continue;
                }
                let disc = &json["players"][seat.index()]["disc"];
                prop_assert_eq!(
                    disc,
                    &serde_json::json!("set"),
                    "{:?} sees the disc of {}",
                    viewer,
                    seat
                );
                if let Some(nonce) = nonces.get(&(game.round(), *seat)) {
                    prop_assert!(
                        !text.contains(nonce.as_str()),
                        "{viewer:?} sees the nonce of {seat}"
                    );
                }
            }
            // Other seats' disc fields say only "set" or "not set" while sealed or unset.
            for (seat, p) in game.players().iter() {
                if viewer == Viewer::Seat(seat) {
                    continue;
                }
                let disc = &json["players"][seat.index()]["disc"];
                match p.disc {
                    DiscState::Unset => prop_assert_eq!(disc, &serde_json::json!("unset")),
                    DiscState::Committed { .. } => prop_assert_eq!(disc, &serde_json::json!("set")),
                    _ => {}
                }
            }
        }
    }
    Ok(())
}

/// While a sealed auction's bids are in escrow, no view shows another bidder's bid as
/// anything but "set", nor the nonce of its opening.
fn check_sealed_bids(
    game: &Game,
    nonces: &std::collections::BTreeMap<(u32, Seat), String>,
) -> Result<(), TestCaseError> {
    let Some(auction) = game.auction() else {
        return Ok(());
    };
    if auction.kind != Auction::Sealed {
        return Ok(());
    }
    let sealed: Vec<Seat> = game
        .seats()
        .filter(|s| {
            auction.commitment(*s).is_some()
                && auction.revealed.get(s.index()).copied().flatten().is_none()
        })
        .collect();
    if sealed.is_empty() {
        return Ok(());
    }
    let viewers = game.seats().map(Viewer::Seat).chain([Viewer::Spectator]);
    for viewer in viewers {
        let json = serde_json::to_value(view(game, viewer)).unwrap();
        let text = json.to_string();
        let bidders = json["auction"]["bidders"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        for seat in &sealed {
            if viewer == Viewer::Seat(*seat) {
                continue;
            }
            let entry = bidders
                .iter()
                .find(|b| b["seat"] == serde_json::json!(seat.0))
                .cloned()
                .unwrap_or_default();
            prop_assert_eq!(
                &entry["bid"],
                &serde_json::json!("set"),
                "{:?} sees the bid of {}",
                viewer,
                seat
            );
            if let Some(nonce) = nonces.get(&(auction.number, *seat)) {
                prop_assert!(
                    !text.contains(nonce.as_str()),
                    "{viewer:?} sees the bid nonce of {seat}"
                );
            }
        }
    }
    Ok(())
}

fn check_end(played: &PlayedGame) -> Result<(), TestCaseError> {
    let game = &played.final_state;
    prop_assert_eq!(game.phase(), durbar_domain::maharaja::Phase::Over);
    prop_assert!(
        game.round() >= 1 && game.round() <= 10,
        "{} rounds",
        game.round()
    );
    prop_assert!(game.round() <= game.options().last_round());
    let rounds = played
        .events
        .iter()
        .filter(|e| matches!(e, Event::RoundStarted { .. }))
        .count();
    prop_assert_eq!(rounds as u32, game.round());
    let ended = matches!(played.events.last(), Some(Event::GameEnded { .. }));
    prop_assert!(ended, "the log ends with game_ended");
    Ok(())
}

/// Every round visits the city of the lowest governor tile as the track then stands (§6.1,
/// whatever Governor moves did, numbered slots included) and puts that tile onto the round's
/// numbered slot (R1), and no round comes after the last (10, or 8 in the short game, R13).
fn check_round_starts(played: &PlayedGame) -> Result<(), TestCaseError> {
    let mut game = Game::default();
    for event in &played.events {
        if let Event::RoundStarted {
            round,
            maharaja,
            from_slot,
            to_slot,
        } = event
        {
            prop_assert_eq!(
                game.governors().first().copied(),
                Some((*from_slot, *maharaja)),
                "round {}",
                round
            );
            prop_assert_eq!(Some(*to_slot), round_slot(*round), "round {}", round);
            prop_assert!(*round <= game.options().last_round(), "round {}", round);
        }
        game.apply(event);
    }
    Ok(())
}

/// How many Governor moves of rounds 8 and later took a tile from a numbered slot (R1).
fn late_numbered_governor_moves(played: &PlayedGame) -> usize {
    let mut round = 0;
    let mut moves = 0;
    for event in &played.events {
        match event {
            Event::RoundStarted { round: r, .. } => round = *r,
            Event::GovernorMoved { from_slot, .. } if round >= 8 => {
                moves += usize::from(numbered(*from_slot).is_some());
            }
            _ => {}
        }
    }
    moves
}

/// The round-start property is not empty: random bots move tiles on numbered slots, in the
/// last rounds too.
#[test]
fn random_bots_move_governors_on_numbered_slots_in_late_rounds() {
    let late: usize = (0..20)
        .map(|seed| {
            let played = played((seed, 3, BotKind::Random, GameOptions::default()));
            check_round_starts(&played).unwrap();
            late_numbered_governor_moves(&played)
        })
        .sum();
    assert!(late > 0, "no numbered-slot move in rounds 8–10 in 20 games");
}

proptest! {
    #![proptest_config(config(CASES))]

    #[test]
    fn gold_houses_villages_and_palace_sites_hold_at_every_step(game in games()) {
        check_every_step(&played(game))?;
    }

    #[test]
    fn the_fold_and_the_rules_replay_give_the_live_state(game in games()) {
        check_replay(&played(game))?;
    }

    #[test]
    fn views_never_show_another_players_sealed_disc_or_bid(game in games()) {
        check_views(&played(game))?;
    }

    #[test]
    fn every_round_visits_the_city_the_track_names_and_every_game_ends_by_its_last_round(
        game in games()
    ) {
        let played = played(game);
        check_round_starts(&played)?;
        check_end(&played)?;
    }
}

proptest! {
    #![proptest_config(config(CASES / 2))]

    #[test]
    fn every_legal_move_at_sampled_states_is_accepted(game in games()) {
        check_legal_moves(&played(game), 7)?;
    }
}

proptest! {
    #![proptest_config(config(LONG_CASES))]

    #[test]
    #[ignore = "long run: cargo test -p durbar-domain --test properties -- --ignored"]
    fn every_property_over_many_games(game in games()) {
        let played = played(game);
        check_every_step(&played)?;
        check_replay(&played)?;
        check_views(&played)?;
        check_end(&played)?;
        check_round_starts(&played)?;
        check_legal_moves(&played, 3)?;
    }
}
