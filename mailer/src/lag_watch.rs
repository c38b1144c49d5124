//! Watching the outbox lag (the oldest unsent mail's age) against a threshold, for the log: a
//! warning when delivery falls behind, repeated once a minute while it stays behind, and a note
//! when it has caught up. The worker looks at the lag every [`LOOK_EVERY`] and logs what
//! [`LagWatch::observe`] says; `/healthz` and the host's game page show the same figures.

use std::time::{Duration, Instant};

use crate::queue::Lag;

/// How often the worker looks at the lag.
pub const LOOK_EVERY: Duration = Duration::from_secs(5);
/// How often the warning is repeated while delivery stays behind.
pub const REPEAT_EVERY: Duration = Duration::from_secs(60);

/// What to log about one look at the lag.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LagNews {
    /// Nothing to say.
    Quiet,
    /// The oldest unsent mail is older than the threshold (first time, or again after
    /// [`REPEAT_EVERY`]).
    Behind(Lag),
    /// The lag fell back under the threshold.
    CaughtUp(Lag),
}

/// The lag's story so far.
#[derive(Debug, Clone)]
pub struct LagWatch {
    threshold: Duration,
    warned_at: Option<Instant>,
}

impl LagWatch {
    /// Watches for lags above `threshold`.
    pub fn new(threshold: Duration) -> Self {
        Self {
            threshold,
            warned_at: None,
        }
    }

    /// Whether `lag` is above the threshold.
    pub fn is_behind(threshold: Duration, lag: &Lag) -> bool {
        lag.unsent > 0 && lag.oldest > threshold
    }

    /// Takes in a look at the lag taken `now`.
    pub fn observe(&mut self, lag: Lag, now: Instant) -> LagNews {
        match (Self::is_behind(self.threshold, &lag), self.warned_at) {
            (true, Some(at)) if now.duration_since(at) < REPEAT_EVERY => LagNews::Quiet,
            (true, _) => {
                self.warned_at = Some(now);
                LagNews::Behind(lag)
            }
            (false, Some(_)) => {
                self.warned_at = None;
                LagNews::CaughtUp(lag)
            }
            (false, None) => LagNews::Quiet,
        }
    }

    /// Logs what `news` says.
    pub fn log(&self, news: LagNews) {
        match news {
            LagNews::Quiet => {}
            LagNews::Behind(lag) => tracing::warn!(
                unsent = lag.unsent,
                oldest_seconds = lag.oldest.as_secs_f64().round(),
                threshold_seconds = self.threshold.as_secs_f64(),
                "mail delivery is behind: the oldest unsent mail is older than the threshold"
            ),
            LagNews::CaughtUp(lag) => tracing::info!(
                unsent = lag.unsent,
                oldest_seconds = lag.oldest.as_secs_f64().round(),
                "mail delivery has caught up"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lag(unsent: i64, oldest_seconds: u64) -> Lag {
        Lag {
            unsent,
            oldest: Duration::from_secs(oldest_seconds),
        }
    }

    #[test]
    fn falling_behind_warns_once_a_minute_and_catching_up_is_said_once() {
        let mut watch = LagWatch::new(Duration::from_secs(30));
        let start = Instant::now();
        let at = |seconds| start + Duration::from_secs(seconds);
        assert_eq!(watch.observe(lag(5, 10), at(0)), LagNews::Quiet);
        assert_eq!(watch.observe(lag(0, 0), at(5)), LagNews::Quiet);
        assert_eq!(
            watch.observe(lag(900, 31), at(10)),
            LagNews::Behind(lag(900, 31))
        );
        assert_eq!(watch.observe(lag(950, 36), at(15)), LagNews::Quiet);
        assert_eq!(watch.observe(lag(990, 60), at(69)), LagNews::Quiet);
        assert_eq!(
            watch.observe(lag(999, 70), at(70)),
            LagNews::Behind(lag(999, 70))
        );
        assert_eq!(
            watch.observe(lag(3, 2), at(75)),
            LagNews::CaughtUp(lag(3, 2))
        );
        assert_eq!(watch.observe(lag(0, 0), at(80)), LagNews::Quiet);
        assert_eq!(
            watch.observe(lag(40, 31), at(85)),
            LagNews::Behind(lag(40, 31))
        );
    }

    #[test]
    fn exactly_the_threshold_is_not_behind() {
        let threshold = Duration::from_secs(30);
        assert!(!LagWatch::is_behind(threshold, &lag(1, 30)));
        assert!(LagWatch::is_behind(
            threshold,
            &Lag {
                unsent: 1,
                oldest: Duration::from_millis(30_001)
            }
        ));
        assert!(!LagWatch::is_behind(threshold, &lag(0, 99)));
    }
}
