//! `GET /healthz`: the service is up and its database answers.

use actix_web::{get, web, HttpResponse};

use crate::database::DbPool;

/// 200 "ok" when a query on the database succeeds, 503 with the reason otherwise.
#[get("/healthz")]
pub async fn healthz(pool: web::Data<DbPool>) -> HttpResponse {
    let check = async {
        let client = pool.get().await?;
        client.query_one("SELECT 1", &[]).await?;
        anyhow::Ok(())
    };
    match check.await {
        Ok(()) => HttpResponse::Ok()
            .content_type("text/plain; charset=utf-8")
            .body("ok\n"),
        Err(error) => {
            tracing::error!(error = %error, "health check failed");
            HttpResponse::ServiceUnavailable()
                .content_type("text/plain; charset=utf-8")
                .body("the database does not answer\n")
        }
    }
}
