//! The harness durbar's tests share: a database of its own for every test (copied from a migrated
//! template in the run's throw-away cluster), the service on a free port, and a real SMTP server
//! that writes a Maildir the tests read.
//!
//! Run the tests with `./scripts/test`, which starts the cluster (see `testenv`).

pub mod app;
pub mod browser;
pub mod chrome;
pub mod citadels_forms;
pub mod citadels_games;
pub mod cluster;
pub mod games;
pub mod inbox;
pub mod logs;
pub mod own_cluster;
pub mod smtp;
pub mod stored;
pub mod tongues;

pub use app::{spawn_app, spawn_app_unlimited, spawn_app_with, TestApp};
pub use cluster::TestDatabase;
pub use smtp::{DeliveredMail, SmtpServer};
