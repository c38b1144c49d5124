//! The HTTP routes, one module per page or resource.

pub mod health;
pub mod home;
pub mod outbox;
