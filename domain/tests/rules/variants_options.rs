//! Game options (§11): validated together at creation (R20), described in plain sentences for
//! the game page, the rules page and the invitation, parsed from a list for `simulate`; and
//! every violation the variants added reads as one proper sentence.

use crate::common;

use common::*;
use durbar_domain::maharaja::{
    decide, Auction, Character, Event, Game, GameOptions, Gold, OptionsError, Phase, RuleViolation,
    Seat,
};

/// Every combination of the options.
fn every_option_set() -> Vec<GameOptions> {
    let mut all = Vec::new();
    for bits in 0u32..(1 << 6) {
        for auction in [Auction::None, Auction::Open, Auction::Sealed] {
            let flag = |i: u32| bits & (1 << i) != 0;
            all.push(GameOptions {
                short_game: flag(0),
                expanded: flag(1),
                home_cities: flag(2),
                auction,
                neutral_palaces: flag(3),
                multi_character: flag(4),
                hidden_gold: flag(5),
                ..GameOptions::default()
            });
        }
    }
    all
}

#[test]
fn r20_home_cities_need_expanded_i_and_every_other_combination_is_valid() {
    for options in every_option_set() {
        let result = decide(&Game::default(), &create_command(4, options));
        if options.home_cities && !options.expanded {
            assert_eq!(result, Err(RuleViolation::HomeCitiesNeedExpanded));
            assert_eq!(
                options.validate().unwrap_err().to_string(),
                "Home cities need Expanded I: one city is the home of the Yogi, who is in play \
                 only in Expanded I."
            );
        } else {
            let events = result.unwrap_or_else(|v| panic!("{options:?}: {v}"));
            assert!(matches!(events[0], Event::GameCreated { .. }));
        }
    }
}

#[test]
fn r20_auctions_are_available_with_or_without_expanded_i() {
    for kind in [Auction::Open, Auction::Sealed] {
        let options = GameOptions {
            auction: kind,
            ..GameOptions::default()
        };
        let t = Table::started(3, options);
        assert_eq!(t.game.phase(), Phase::Auction);
        // Without Expanded I the Yogi is not among the characters.
        assert!(!t.game.characters_in_play().contains(Character::Yogi));
    }
}

#[test]
fn r20_neutral_palaces_with_five_players_place_none() {
    let options = GameOptions {
        neutral_palaces: true,
        ..GameOptions::default()
    };
    let t = Table::started(5, options);
    assert!(!t
        .events
        .iter()
        .any(|e| matches!(e, Event::NeutralPalacesPlaced { .. })));
    assert_eq!(t.game.city_palaces(0).count(), 0);
}

#[test]
fn describe_says_every_option_in_one_sentence_each() {
    let base = GameOptions::default().describe();
    assert_eq!(
        base,
        vec![
            "Full game: each player has 7 palaces and the game ends after round 10 at the latest."
                .to_string(),
            "Characters: each player chooses one in seat order, the first seat first.".to_string(),
            "Hidden gold: you see only your own gold until the game ends.".to_string(),
        ]
    );
    let all = GameOptions {
        short_game: true,
        expanded: true,
        home_cities: true,
        auction: Auction::Sealed,
        neutral_palaces: true,
        multi_character: true,
        hidden_gold: false,
        ..GameOptions::default()
    }
    .describe();
    assert_eq!(all.len(), 7);
    for (line, words) in all.iter().zip([
        "Short game",
        "Expanded I",
        "Home cities",
        "sealed bids",
        "Neutral palaces",
        "Expanded II",
        "Open gold",
    ]) {
        assert!(line.contains(words), "{line}");
    }
    let open = GameOptions {
        auction: Auction::Open,
        ..GameOptions::default()
    }
    .describe();
    assert!(
        open[1].starts_with("Characters are auctioned: "),
        "{}",
        open[1]
    );
    for options in every_option_set() {
        for line in options.describe() {
            assert!(line.chars().next().unwrap().is_uppercase(), "{line}");
            assert!(line.ends_with('.'), "{line}");
            assert!(!line.contains("  "), "one space between words: {line}");
        }
    }
}

#[test]
fn an_option_set_is_parsed_from_a_comma_separated_list() {
    assert_eq!(GameOptions::parse_list(""), Ok(GameOptions::default()));
    assert_eq!(GameOptions::parse_list("base"), Ok(GameOptions::default()));
    assert_eq!(
        GameOptions::parse_list(
            "expanded, home_cities, auction=sealed, multi_character, open_gold"
        ),
        Ok(GameOptions {
            expanded: true,
            home_cities: true,
            auction: Auction::Sealed,
            multi_character: true,
            hidden_gold: false,
            ..GameOptions::default()
        })
    );
    assert_eq!(
        GameOptions::parse_list("short_game,neutral_palaces,auction"),
        Ok(GameOptions {
            short_game: true,
            neutral_palaces: true,
            auction: Auction::Open,
            ..GameOptions::default()
        })
    );
    assert_eq!(
        GameOptions::parse_list("hidden_gold=false"),
        Ok(GameOptions {
            hidden_gold: false,
            ..GameOptions::default()
        })
    );
    assert_eq!(
        GameOptions::parse_list("auction=dutch"),
        Err(OptionsError::NoSuchAuction {
            value: "dutch".into()
        })
    );
    assert_eq!(
        GameOptions::parse_list("yogi"),
        Err(OptionsError::NoSuchOption {
            name: "yogi".into()
        })
    );
    assert!(GameOptions::parse_list("yogi")
        .unwrap_err()
        .to_string()
        .starts_with("There is no game option called \"yogi\""));
}

/// Every violation the variants added.
fn variant_violations() -> Vec<RuleViolation> {
    let s = Seat(1);
    vec![
        RuleViolation::HomeCitiesNeedExpanded,
        RuleViolation::ChoiceIsAuctioned,
        RuleViolation::NoAuction,
        RuleViolation::NotAuctioning,
        RuleViolation::AuctionIsSealed,
        RuleViolation::AuctionIsOpen,
        RuleViolation::WaitingForAuctionWinner { seat: s },
        RuleViolation::NotYourTurnToBid { next: s },
        RuleViolation::NotABidder,
        RuleViolation::BidTooLow {
            amount: Gold(2),
            current: Gold(3),
        },
        RuleViolation::BidExceedsGold {
            amount: Gold(16),
            have: Gold(15),
        },
        RuleViolation::OpenerMustBid,
        RuleViolation::BidsAllIn,
        RuleViolation::BidAlreadySet { seat: s },
        RuleViolation::BidsNotAllIn,
        RuleViolation::NoSuchBid { seat: s },
        RuleViolation::BidRevealDoesNotMatchCommitment { seat: s },
        RuleViolation::NoTokenToUse,
        RuleViolation::TokenAlreadyUsed,
        RuleViolation::TokenCannotBeCharacter,
        RuleViolation::NoTokenInUse,
        RuleViolation::NotExpandedTwo,
        RuleViolation::BankEmpty,
        RuleViolation::BankNotEmpty,
        RuleViolation::DoNotHoldCharacter {
            character: Character::Builder,
        },
        RuleViolation::CannotLureFromYourself,
        RuleViolation::LureNeedsFewerCharacters {
            target: s,
            yours: 2,
            theirs: 2,
        },
        RuleViolation::WaitingForGift { seat: s },
        RuleViolation::NoGiftToGive,
    ]
}

#[test]
fn every_variant_violation_is_a_proper_sentence() {
    for v in variant_violations() {
        let text = v.to_string();
        assert!(text.chars().next().unwrap().is_uppercase(), "{text}");
        assert!(text.ends_with('.'), "{text}");
        assert!(
            !text.contains('{') && !text.contains("Some(") && !text.contains("Seat("),
            "no debug text: {text}"
        );
        assert!(!text.contains(".."), "{text}");
    }
    assert_eq!(
        RuleViolation::BidTooLow {
            amount: Gold(3),
            current: Gold(3)
        }
        .to_string(),
        "A bid must be higher than the current bid of 3 gold, and 3 gold is not."
    );
    assert_eq!(
        RuleViolation::LureNeedsFewerCharacters {
            target: Seat(2),
            yours: 2,
            theirs: 2
        }
        .to_string(),
        "You may lure only from a player who holds more characters than you: you hold 2 and \
         seat 2 holds 2."
    );
}
