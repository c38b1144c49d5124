//! The request span every log line of a request carries, with personal link tokens and query
//! strings left out: `tracing-actix-web`'s default span records the whole path and query, and a
//! personal link (`/p/<token>`) is a password.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::Error;
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RootSpanBuilder};

/// The root span builder of the service (see the module documentation).
pub struct RedactingRootSpan;

impl RootSpanBuilder for RedactingRootSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        let route = request.match_pattern();
        let target = redacted_target(request.path(), request.query_string());
        tracing::info_span!(
            "HTTP request",
            http.method = %request.method(),
            http.route = route.as_deref().unwrap_or("-"),
            http.target = %target,
            http.client_ip = %request.connection_info().realip_remote_addr().unwrap_or(""),
            http.status_code = tracing::field::Empty,
            otel.status_code = tracing::field::Empty,
            request_id = tracing::field::Empty,
            exception.message = tracing::field::Empty,
            exception.details = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}

/// The path as logged: a personal link's token and any query string are replaced by a mark.
pub fn redacted_target(path: &str, query: &str) -> String {
    let mut target = if path == "/p" || path.starts_with("/p/") {
        "/p/[redacted]".to_owned()
    } else {
        path.to_owned()
    };
    if !query.is_empty() {
        target.push_str("?[redacted]");
    }
    target
}

#[cfg(test)]
mod tests {
    use super::redacted_target;

    #[test]
    fn tokens_and_queries_are_left_out() {
        assert_eq!(redacted_target("/p/abcdef", ""), "/p/[redacted]");
        assert_eq!(
            redacted_target("/p/abcdef/x", "a=1"),
            "/p/[redacted]?[redacted]"
        );
        assert_eq!(
            redacted_target("/games/12", "travel=agra"),
            "/games/12?[redacted]"
        );
        assert_eq!(redacted_target("/games/12", ""), "/games/12");
        assert_eq!(redacted_target("/pages", ""), "/pages");
    }
}
