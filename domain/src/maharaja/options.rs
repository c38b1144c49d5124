//! Game options (variants, §11): how they fit together, and their description in words.

use serde::{Deserialize, Serialize};

use crate::maharaja::violation::RuleViolation;

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

/// What a game's log can prove about its moves (design.md "Trust levels"), chosen by the host.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trust {
    /// The server vouches for every move (games made before trust levels, scripts, bots).
    #[default]
    Server,
    /// Every move a player makes is signed by a key of their device, registered in the log:
    /// a move the player did not sign (written by SQL, say) makes `durbar verify` fail.
    SignedMoves,
    /// Signed moves, and each disc and sealed bid sealed in the player's browser: the server
    /// holds only its commitment, the player's page opens a disc when their turn begins and a
    /// bid once every bid is in, and one not opened by the deadline is void.
    SealedInBrowser,
}

/// What the signed-moves level protects against, and what not, in one sentence (game pages,
/// the README).
pub const SIGNED_MOVES_PROTECT: &str = "Signed moves: your device signs each of your moves \
     with a key only it holds, so a move written in your name by anyone else, even by whoever \
     runs the server with access to its database, makes `durbar verify` of the game's export \
     fail; it does not hide your sealed disc from the server, and it cannot help if the page \
     you sign with was itself altered.";

/// What the sealed-in-the-browser level protects against, and what not, in one sentence.
pub const SEALED_IN_BROWSER_PROTECT: &str = "Sealed in the browser: your device signs each of \
     your moves and keeps the opening of your disc and of your sealed bid itself (the server holds \
     only their commitments until your page opens the disc at your turn and the bid once every \
     bid is in), so nobody, not even whoever runs the server, can read them before then or \
     change them unnoticed; a disc you do not open by the deadline is void (both its actions are \
     forfeited), a bid you do not open cannot win, and it cannot help if the page you play with \
     was itself altered.";

impl Trust {
    /// The levels a Maharaja host may choose, strongest first: the first is the new-game
    /// form's default.
    pub const OFFERED: [Trust; 3] = [Trust::SealedInBrowser, Trust::SignedMoves, Trust::Server];

    /// The level's stored name (`"signed_moves"`), as in event 1 and the form.
    pub fn name(self) -> &'static str {
        match self {
            Trust::Server => "server",
            Trust::SignedMoves => "signed_moves",
            Trust::SealedInBrowser => "sealed_in_browser",
        }
    }

    /// Whether every player move must be signed by the player's device.
    pub fn signs(self) -> bool {
        self != Trust::Server
    }

    /// Whether discs are sealed in the players' browsers (the server holds no opening).
    pub fn seals_in_browser(self) -> bool {
        self == Trust::SealedInBrowser
    }

    /// Whether this is the server level (left out of event 1, as in logs made before levels).
    pub fn is_server(&self) -> bool {
        *self == Trust::Server
    }
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
    /// The trust level (absent in event 1: the server level).
    #[serde(skip_serializing_if = "Trust::is_server")]
    pub trust: Trust,
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
            trust: Trust::Server,
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

    /// Checks that the options fit together; the first conflict found is returned as a
    /// sentence saying which option needs which. Every variant is available.
    pub fn validate(&self) -> Result<(), RuleViolation> {
        if self.home_cities && !self.expanded {
            return Err(RuleViolation::HomeCitiesNeedExpanded);
        }
        Ok(())
    }

    /// The same check as [`GameOptions::validate`] (kept for callers of the earlier name).
    pub fn check_available(&self) -> Result<(), RuleViolation> {
        self.validate()
    }

    /// Whether characters are auctioned before the game (§11.2.5).
    pub fn has_auction(&self) -> bool {
        self.auction != Auction::None
    }

    /// The options in plain English, one sentence each, in a fixed order: what the game page,
    /// the rules page and the invitation show.
    pub fn describe(&self) -> Vec<String> {
        let mut lines = Vec::new();
        lines.push(if self.short_game {
            "Short game: each player has 6 palaces and the game ends after round 8 at the latest."
                .to_string()
        } else {
            "Full game: each player has 7 palaces and the game ends after round 10 at the latest."
                .to_string()
        });
        if self.expanded {
            lines.push(
                "Expanded I: the Yogi (character 7) joins the characters; its holder receives an \
                 action token in each of their turns (7 tokens in all), and a player may use one \
                 token per turn for a third action, any action but Character."
                    .to_string(),
            );
        }
        if self.home_cities {
            lines.push(
                "Home cities: when a city is scored, the holder of its home character gets 1 \
                 extra point, even if it is their only point."
                    .to_string(),
            );
        }
        lines.push(match self.auction {
            Auction::None => {
                "Characters: each player chooses one in seat order, the first seat first."
                    .to_string()
            }
            Auction::Open => "Characters are auctioned: the players without a character bid in \
                 seat order for the right to choose first (the opener may bid 0, each bid must \
                 be higher and no more than the bidder's gold, a player who passes is out of \
                 that auction); the winner pays the bank and chooses; the last player chooses \
                 for free."
                .to_string(),
            Auction::Sealed => "Characters are auctioned with sealed bids: the players without \
                 a character each set a hidden bid, all bids are opened together, the highest \
                 bid wins (ties go to the earlier seat from the auction's opener), the winner \
                 pays their bid and chooses; the last player chooses for free."
                .to_string(),
        });
        if self.neutral_palaces {
            lines.push(
                "Neutral palaces: with fewer than 5 players, every city starts with one neutral \
                 outer palace per unused colour; they take sites and score for nobody."
                    .to_string(),
            );
        }
        if self.multi_character {
            lines.push(
                "Expanded II: players may hold several characters and use all their abilities; \
                 the Character action takes one from the bank without giving one back, and once \
                 the bank is empty it swaps one with another player or lures one from a player \
                 who holds more; turn order and ties go by each player's lowest character."
                    .to_string(),
            );
        }
        lines.push(if self.hidden_gold {
            "Hidden gold: you see only your own gold until the game ends.".to_string()
        } else {
            "Open gold: everyone's gold is shown.".to_string()
        });
        match self.trust {
            Trust::Server => {}
            Trust::SignedMoves => lines.push(SIGNED_MOVES_PROTECT.to_string()),
            Trust::SealedInBrowser => lines.push(SEALED_IN_BROWSER_PROTECT.to_string()),
        }
        lines
    }

    /// Parses an option set as a comma-separated list (for `simulate` and the command line):
    /// `short_game`, `expanded`, `home_cities`, `auction=open|sealed|none`, `neutral_palaces`,
    /// `multi_character`, `hidden_gold` / `open_gold`, or `base` for the defaults. Each flag may
    /// also be written `name=true|false`. An empty text is the defaults.
    pub fn parse_list(text: &str) -> Result<GameOptions, OptionsError> {
        let mut options = GameOptions::default();
        for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (name, value) = match item.split_once('=') {
                Some((n, v)) => (n.trim(), Some(v.trim())),
                None => (item, None),
            };
            let flag = |value: Option<&str>| match value {
                None | Some("true") | Some("yes") | Some("on") => Ok(true),
                Some("false") | Some("no") | Some("off") => Ok(false),
                Some(other) => Err(OptionsError::NotAFlag {
                    name: name.to_owned(),
                    value: other.to_owned(),
                }),
            };
            match name {
                "base" => options = GameOptions::default(),
                "short_game" | "short" => options.short_game = flag(value)?,
                "expanded" | "expanded_1" => options.expanded = flag(value)?,
                "home_cities" => options.home_cities = flag(value)?,
                "neutral_palaces" | "neutral" => options.neutral_palaces = flag(value)?,
                "multi_character" | "expanded_2" => options.multi_character = flag(value)?,
                "hidden_gold" => options.hidden_gold = flag(value)?,
                "open_gold" => options.hidden_gold = !flag(value)?,
                "auction" => {
                    options.auction = match value.unwrap_or("open") {
                        "none" => Auction::None,
                        "open" => Auction::Open,
                        "sealed" => Auction::Sealed,
                        other => {
                            return Err(OptionsError::NoSuchAuction {
                                value: other.to_owned(),
                            })
                        }
                    }
                }
                "sealed" | "sealed_auction" => {
                    if flag(value)? {
                        options.auction = Auction::Sealed;
                    }
                }
                other => {
                    return Err(OptionsError::NoSuchOption {
                        name: other.to_owned(),
                    })
                }
            }
        }
        Ok(options)
    }
}

/// Why a list of options does not parse ([`GameOptions::parse_list`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    /// A yes/no option given another value.
    #[error("The option \"{name}\" is true or false, not \"{value}\".")]
    NotAFlag {
        /// The option.
        name: String,
        /// The value given.
        value: String,
    },
    /// An auction that is not none, open or sealed.
    #[error("The auction is \"none\", \"open\" or \"sealed\", not \"{value}\".")]
    NoSuchAuction {
        /// The value given.
        value: String,
    },
    /// An option durbar does not have.
    #[error(
        "There is no game option called \"{name}\"; the options are short_game, expanded, \
         home_cities, auction=open|sealed, neutral_palaces, multi_character and hidden_gold."
    )]
    NoSuchOption {
        /// The name given.
        name: String,
    },
}
