//! The HTTP routes, one module per page or resource.

pub mod api_v1;
pub mod assets;
pub mod games;
pub mod health;
pub mod home;
pub mod links;
pub mod log;
pub mod outbox;
pub mod play;
pub mod record;
pub mod replay;
pub mod result;
pub mod rules;
pub mod unsubscribe;
pub mod verify;
pub mod watch;
