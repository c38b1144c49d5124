//! durbar's pages and emails: askama templates (in `templates/`) and the structs that render them.
//! Every text a player reads lives here.

pub mod board;
pub mod catalogue;
mod home;
mod in_lang;
pub mod mail;
mod outbox;
pub mod play;
pub mod record;
pub mod rules;

pub use askama::Template;
pub use board::{board_figure, board_svg, board_words, BoardSvgOptions, VillageLinks};
pub use catalogue::{Lang, Msg, Said, Words};
pub use home::HomePage;
pub use in_lang::InLang;
pub use outbox::{linkify, BodyPiece, OutboxMail, OutboxPage};
pub use play::{InvitedPage, MessagePage, NewGamePage};
pub use record::{
    GameNav, Head, LogPage, LoggedEvent, ReplayPage, ResultPage, VerifyPage, WatchPage,
};
pub use rules::RulesPage;

/// The engine version shown in every page footer.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
