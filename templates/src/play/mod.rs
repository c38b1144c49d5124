//! The pages a player plays on: the new-game form, the game page with its forms, and a
//! one-sentence message page.

pub mod citadels;
pub mod done;
pub mod game;
pub mod gate;
pub mod pages;
pub mod trust;
pub mod words;

pub use done::Done;
pub use game::{
    FormError, GameInput, GamePage, HostPlayer, MailLag, Me, OwnDisc, Scoring, TravelPreview,
};
pub use pages::{
    BotFields, ChoiceField, InvitedPage, LobbyPage, MessagePage, NewGamePage, NewGameValues,
    OptionField, PlayerField, PlayerMailPage,
};
pub use trust::TrustChoice;

/// The little script of the join form: replaces the server-made contribution with one drawn by
/// the browser (served as `/static/join.js`; the content security policy allows no inline script).
pub const JOIN_SCRIPT: &str = include_str!("../../static/join.js");

/// `sign.js`: makes the device's key at join (WebCrypto ECDSA P-256, the private key not
/// extractable, kept in IndexedDB) and signs every move before its form is sent.
pub const SIGN_SCRIPT: &str = include_str!("../../static/sign.js");

/// `seal.js`: at the sealed-in-the-browser level draws the disc's nonce with WebCrypto,
/// computes the commitment as the domain does, keeps the opening in IndexedDB and sends the
/// commitment alone; opens the disc when the player's turn begins; shows the carry code.
pub const SEAL_SCRIPT: &str = include_str!("../../static/seal.js");

/// The live script of the game, spectator and log pages: follows the game's live stream and
/// fetches the page again when the game moves on (served as `/static/live.js`).
pub const LIVE_SCRIPT: &str = include_str!("../../static/live.js");

/// `board.js`: the board's zoom buttons and a zoomed board's opening middle (the Maharaja and
/// the viewer's architect), served as `/static/board.js`.
pub const BOARD_SCRIPT: &str = include_str!("../../static/board.js");

/// The game pages' style sheet (served as `/static/play.css`).
pub const PLAY_CSS: &str = include_str!("../../static/play.css");
