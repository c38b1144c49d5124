//! Per-client-address and per-player limits on POSTs (GCRA, from the `governor` crate): a client
//! or a player that posts faster gets 429 with a sentence and `Retry-After`. Bursts up to a
//! minute's quota are allowed. The per-player limit is counted only once the session or token
//! is known to be a player's of the game, so strangers cannot use up a game's quota.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};

use durbar_domain::GameId;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::http_error::{HttpError, Reason};

/// The POST limits of the service.
pub struct PostLimits {
    per_ip: Option<DefaultKeyedRateLimiter<IpAddr>>,
    per_player: Option<DefaultKeyedRateLimiter<(GameId, u8)>>,
    checks: AtomicU64,
}

/// How often (in checks) keys that are back to a full quota are dropped.
const SWEEP_EVERY: u64 = 4096;

impl PostLimits {
    /// Limits of `per_ip` and `per_player` POSTs a minute (0: no limit).
    pub fn new(per_ip: u32, per_player: u32) -> Self {
        Self {
            per_ip: NonZeroU32::new(per_ip).map(|n| RateLimiter::keyed(Quota::per_minute(n))),
            per_player: NonZeroU32::new(per_player)
                .map(|n| RateLimiter::keyed(Quota::per_minute(n))),
            checks: AtomicU64::new(0),
        }
    }

    /// Counts a POST from `ip`; refuses it if the address's limit is reached.
    pub fn check_ip(&self, ip: Option<IpAddr>) -> Result<(), HttpError> {
        self.sweep();
        if let (Some(limiter), Some(ip)) = (&self.per_ip, ip) {
            if limiter.check_key(&ip).is_err() {
                return Err(HttpError::TooManyRequests(Reason::TooManyRequests));
            }
        }
        Ok(())
    }

    /// Counts a POST of `player` in `game` (known to be theirs: call it after the session or
    /// token was checked); refuses it if the player's limit is reached.
    pub fn check_player(&self, game: GameId, player: u8) -> Result<(), HttpError> {
        if let Some(limiter) = &self.per_player {
            if limiter.check_key(&(game, player)).is_err() {
                return Err(HttpError::TooManyRequests(Reason::TooManyMoves));
            }
        }
        Ok(())
    }

    /// Now and then drops keys that are back to a full quota.
    fn sweep(&self) {
        if self.checks.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1 {
            if let Some(l) = &self.per_ip {
                l.retain_recent();
            }
            if let Some(l) = &self.per_player {
                l.retain_recent();
            }
        }
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
            limits.check_ip(Some(ip)).unwrap();
        }
        assert!(matches!(
            limits.check_ip(Some(ip)),
            Err(HttpError::TooManyRequests(_))
        ));
        // Another address has its own quota.
        limits.check_ip(Some("127.0.0.2".parse().unwrap())).unwrap();
    }

    #[test]
    fn players_have_their_own_quota() {
        let limits = PostLimits::new(0, 2);
        let game = GameId([1; 16]);
        limits.check_player(game, 0).unwrap();
        limits.check_player(game, 0).unwrap();
        assert!(limits.check_player(game, 0).is_err());
        limits.check_player(game, 1).unwrap();
        limits.check_player(GameId([2; 16]), 0).unwrap();
    }
}
