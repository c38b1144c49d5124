//! durbar's web server, event store and command-line service pieces.

pub mod config;
pub mod database;
pub mod embedded_postgres;
pub mod http_error;
pub mod migrations;
pub mod routes;
pub mod security_headers;
pub mod serve;
pub mod startup;
pub mod telemetry;
