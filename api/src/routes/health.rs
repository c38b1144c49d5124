//! `GET /healthz`, for operators and monitors: the service is up, its database answers, and how
//! far mail delivery is behind, as JSON:
//!
//! ```json
//! {"status":"ok","database":"ok",
//!  "outbox":{"unsent":3,"oldest_unsent_seconds":0.4,"lag_warning_seconds":60,"behind":false}}
//! ```
//!
//! `unsent` counts mail not yet sent (due, or waiting for a retry; not mail failed for good),
//! `oldest_unsent_seconds` is the age of the oldest of it (0 when none waits), and `behind` says
//! whether that age passed the configured warning threshold (`DURBAR_MAIL_LAG_WARNING_SECONDS`).
//! Mail running behind does not make the service unhealthy (it still takes moves, and the mail
//! follows): the status stays 200. A database that does not answer is 503.

use std::time::Duration;

use actix_web::{web, HttpResponse};
use serde::Serialize;

use crate::database::DbPool;

/// The outbox lag above which `/healthz` says `behind` (the service's `mail_lag_warning`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LagWarning(pub Duration);

/// The answer's body.
#[derive(Debug, Serialize)]
struct Health {
    status: &'static str,
    database: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    outbox: Option<Outbox>,
}

/// The outbox part.
#[derive(Debug, Serialize)]
struct Outbox {
    unsent: i64,
    oldest_unsent_seconds: f64,
    lag_warning_seconds: u64,
    behind: bool,
}

/// 200 with the outbox lag when the database answers, 503 otherwise.
pub async fn healthz(pool: web::Data<DbPool>, warning: web::Data<LagWarning>) -> HttpResponse {
    let check = async {
        let client = pool.get().await?;
        anyhow::Ok(durbar_mailer::queue::lag(&**client).await?)
    };
    match check.await {
        Ok(lag) => HttpResponse::Ok().json(Health {
            status: "ok",
            database: "ok",
            outbox: Some(Outbox {
                unsent: lag.unsent,
                // Milliseconds are plenty.
                oldest_unsent_seconds: (lag.oldest.as_secs_f64() * 1000.0).round() / 1000.0,
                lag_warning_seconds: warning.0.as_secs(),
                behind: durbar_mailer::lag_watch::LagWatch::is_behind(warning.0, &lag),
            }),
        }),
        Err(error) => {
            tracing::error!(error = %error, "health check failed");
            HttpResponse::ServiceUnavailable().json(Health {
                status: "unavailable",
                database: "the database does not answer",
                outbox: None,
            })
        }
    }
}
