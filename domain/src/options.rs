//! Game options (variants, §11) and which of them the engine offers yet.

use serde::{Deserialize, Serialize};

use crate::violation::RuleViolation;

/// How characters are handed out at the start (§11.2.5, D9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Auction {
    /// Players choose in seat order (base game).
    #[default]
    None,
    /// Open auction, bids in seat order.
    Open,
    /// Sealed-bid auction (our addition for play by email).
    Sealed,
}

/// The options a game is created with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameOptions {
    /// Short game (§11.1): 6 palaces each, at most 8 rounds.
    pub short_game: bool,
    /// Expanded I: Yogi and action tokens.
    pub expanded: bool,
    /// Expanded I: +1 point in your character's home city.
    pub home_cities: bool,
    /// Character auction.
    pub auction: Auction,
    /// Fewer than 5 players: one neutral outer palace per unused colour in each city.
    pub neutral_palaces: bool,
    /// Expanded II: several characters per player.
    pub multi_character: bool,
    /// D12: other players' gold is hidden while the game runs.
    pub hidden_gold: bool,
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            short_game: false,
            expanded: false,
            home_cities: false,
            auction: Auction::None,
            neutral_palaces: false,
            multi_character: false,
            hidden_gold: true,
        }
    }
}

impl GameOptions {
    /// Palaces each player has (7, or 6 in the short game).
    pub fn palaces_per_player(&self) -> u8 {
        if self.short_game {
            6
        } else {
            7
        }
    }

    /// The last round the game may have (10, or 8 in the short game).
    pub fn last_round(&self) -> u32 {
        if self.short_game {
            8
        } else {
            10
        }
    }

    /// Rejects the variants that are not implemented yet.
    pub fn check_available(&self) -> Result<(), RuleViolation> {
        if self.expanded {
            return Err(RuleViolation::VariantNotAvailable {
                variant: "Expanded I".into(),
            });
        }
        if self.home_cities {
            return Err(RuleViolation::VariantNotAvailable {
                variant: "home cities".into(),
            });
        }
        if self.auction != Auction::None {
            return Err(RuleViolation::VariantNotAvailable {
                variant: "character auction".into(),
            });
        }
        if self.multi_character {
            return Err(RuleViolation::VariantNotAvailable {
                variant: "Expanded II".into(),
            });
        }
        Ok(())
    }
}
