//! durbar's pages and emails: askama templates (in `templates/`) and the structs that render them.
//! Every text a player reads lives here.

mod home;
mod outbox;

pub use askama::Template;
pub use home::HomePage;
pub use outbox::{linkify, BodyPiece, OutboxMail, OutboxPage};

/// The engine version shown in every page footer.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
