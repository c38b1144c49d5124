//! Headers every response carries: a strict content security policy, no referrer, no sniffing,
//! no framing.

use actix_web::middleware::DefaultHeaders;

/// The content security policy of every page: our own resources only, inline styles allowed
/// (the board's SVG uses them), no framing, forms post only to us.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; img-src 'self' data:; \
style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; base-uri 'none'; \
form-action 'self'; frame-ancestors 'none'";

/// The middleware that adds the headers.
pub fn security_headers() -> DefaultHeaders {
    DefaultHeaders::new()
        .add(("Content-Security-Policy", CONTENT_SECURITY_POLICY))
        .add(("Referrer-Policy", "no-referrer"))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add(("Cross-Origin-Opener-Policy", "same-origin"))
}
