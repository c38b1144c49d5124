//! The operator's secret: a random token `durbar serve` prints at start (like a notebook
//! server's token URL). Opening `/outbox?token=…` once exchanges it for an operator cookie and
//! redirects to `/outbox`, so the token is in no later URL; the outbox page needs that cookie.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::HttpRequest;

use super::WebConfig;

/// The operator cookie's name.
pub const OPERATOR_COOKIE: &str = "durbar_operator";

/// The operator's token of this server process (256 random bits, hex).
#[derive(Clone)]
pub struct OperatorToken(String);

impl std::fmt::Debug for OperatorToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OperatorToken([redacted])")
    }
}

impl OperatorToken {
    /// A fresh random token.
    pub fn fresh() -> Self {
        Self(hex::encode(crate::secrets::random_bytes::<32>()))
    }

    /// The token (to print once, at start).
    pub fn reveal(&self) -> &str {
        &self.0
    }

    /// The URL the operator opens: `<base_url>/outbox?token=…`.
    pub fn url(&self, base_url: &str) -> String {
        format!("{base_url}/outbox?token={}", self.0)
    }

    /// Whether `given` is the token (compared in constant time).
    pub fn matches(&self, given: &str) -> bool {
        super::guard::same_secret(given.as_bytes(), self.0.as_bytes())
    }

    /// Whether the request carries the operator cookie.
    pub fn signed_in(&self, req: &HttpRequest) -> bool {
        req.cookie(OPERATOR_COOKIE)
            .is_some_and(|cookie| self.matches(cookie.value()))
    }

    /// The operator cookie (only sent to `/outbox`, never cross-site).
    pub fn cookie(&self, config: &WebConfig) -> Cookie<'static> {
        Cookie::build(OPERATOR_COOKIE, self.0.clone())
            .http_only(true)
            .same_site(SameSite::Strict)
            .path("/outbox")
            .secure(config.secure_cookies)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_token_itself_matches() {
        let token = OperatorToken::fresh();
        assert!(token.matches(token.reveal()));
        assert!(!token.matches(""));
        assert!(!token.matches(&token.reveal()[1..]));
        assert!(!format!("{token:?}").contains(token.reveal()));
    }
}
