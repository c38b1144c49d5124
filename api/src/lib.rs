//! durbar's web server, event store and command-line service pieces.

pub mod audit;
pub mod cli;
pub mod config;
pub mod embedded_postgres;
pub mod http_error;
pub mod mail;
pub mod routes;
pub mod secrets;
pub mod security_headers;
pub mod serve;
pub mod startup;
pub mod store;
pub mod telemetry;
pub mod turn_mail;
pub mod web;

pub use store::{database, migrations};
