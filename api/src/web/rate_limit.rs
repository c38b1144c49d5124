//! Per-client-address and per-game limits on POSTs (GCRA, from the `governor` crate): a client or
//! a game that posts faster gets 429 with a sentence. Bursts up to a minute's quota are allowed.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};

use durbar_domain::GameId;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::http_error::HttpError;

/// The POST limits of the service.
pub struct PostLimits {
    per_ip: Option<DefaultKeyedRateLimiter<IpAddr>>,
    per_game: Option<DefaultKeyedRateLimiter<GameId>>,
    checks: AtomicU64,
}

/// How often (in checks) keys that are back to a full quota are dropped.
const SWEEP_EVERY: u64 = 4096;

impl PostLimits {
    /// Limits of `per_ip` and `per_game` POSTs a minute (0: no limit).
    pub fn new(per_ip: u32, per_game: u32) -> Self {
        Self {
            per_ip: NonZeroU32::new(per_ip).map(|n| RateLimiter::keyed(Quota::per_minute(n))),
            per_game: NonZeroU32::new(per_game).map(|n| RateLimiter::keyed(Quota::per_minute(n))),
            checks: AtomicU64::new(0),
        }
    }

    /// Counts a POST from `ip` (about `game`, if any); refuses it if either limit is reached.
    pub fn check(&self, ip: Option<IpAddr>, game: Option<GameId>) -> Result<(), HttpError> {
        if self.checks.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1 {
            if let Some(l) = &self.per_ip {
                l.retain_recent();
            }
            if let Some(l) = &self.per_game {
                l.retain_recent();
            }
        }
        if let (Some(limiter), Some(ip)) = (&self.per_ip, ip) {
            if limiter.check_key(&ip).is_err() {
                return Err(HttpError::TooManyRequests(
                    "You are sending too many requests; please wait a few seconds and try again."
                        .into(),
                ));
            }
        }
        if let (Some(limiter), Some(game)) = (&self.per_game, game) {
            if limiter.check_key(&game).is_err() {
                return Err(HttpError::TooManyRequests(
                    "This game is receiving too many requests; please wait a few seconds and try again."
                        .into(),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_beyond_the_quota_is_refused() {
        let limits = PostLimits::new(3, 0);
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        for _ in 0..3 {
            limits.check(Some(ip), None).unwrap();
        }
        assert!(matches!(
            limits.check(Some(ip), None),
            Err(HttpError::TooManyRequests(_))
        ));
        // Another address has its own quota.
        limits
            .check(Some("127.0.0.2".parse().unwrap()), None)
            .unwrap();
    }

    #[test]
    fn games_have_their_own_quota() {
        let limits = PostLimits::new(0, 2);
        let game = GameId([1; 16]);
        limits.check(None, Some(game)).unwrap();
        limits.check(None, Some(game)).unwrap();
        assert!(limits.check(None, Some(game)).is_err());
        limits.check(None, Some(GameId([2; 16]))).unwrap();
    }
}
