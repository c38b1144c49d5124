//! Logging: structured lines on standard error, filtered by `RUST_LOG` (default `info`).
//!
//! Whatever `RUST_LOG` asks for, the database driver logs at `info` at most: at `debug` it prints
//! every statement's parameters, which include disc openings on their way into escrow and link
//! token hashes. No secret may reach a log line.

use tracing_subscriber::filter::Directive;
use tracing_subscriber::EnvFilter;

/// Targets that are capped at `info` because their debug output carries query parameters.
const CAPPED_TARGETS: &[&str] = &["tokio_postgres", "postgres_protocol", "deadpool_postgres"];

/// The filter for `spec` (a `RUST_LOG` value) with the secret-bearing targets capped.
pub fn filter(spec: &str) -> EnvFilter {
    let mut filter = EnvFilter::try_new(spec).unwrap_or_else(|_| EnvFilter::new("info"));
    for target in CAPPED_TARGETS {
        let directive: Directive = format!("{target}=info").parse().expect("a valid directive");
        filter = filter.add_directive(directive);
    }
    filter
}

/// Installs the global subscriber; a second call is harmless.
pub fn init() {
    let spec = std::env::var("RUST_LOG").unwrap_or_else(|_| "info".to_owned());
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter(&spec))
        .with_writer(std::io::stderr)
        // Colours only for a person at a terminal, never in files or journals.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
}
