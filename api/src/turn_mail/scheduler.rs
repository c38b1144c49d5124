//! The deadline scheduler of `durbar serve`: reminders before a deadline, the no-show policy at
//! the deadline, and the daily digests. Its state is the database: a wait begins at the
//! `recorded_at` of the event that made the game wait for the seat (see [`RunningWaits`]), the
//! reminders already sent are rows of `deadline_reminders` (written in the transaction that
//! writes the reminder), the no-show moves are ordinary events appended through
//! [`Store::execute`], and digests wait in `digest_items`. So a restarted scheduler does nothing
//! twice, and [`Scheduler::run_once`] with a made-up "now" is how tests drive it.
//!
//! Deadlines (`games.deadlines`): `turn_hours` after a wait begins (0: no deadline); a reminder
//! `reminder_hours` before it (0: none), not while the player is on vacation or unsubscribed;
//! then the policy: `wait` does nothing more, `auto` moves for the seat. Every kind of game is
//! kept by the same loop over the engine's waits and no-show policy ([`Scheduled`]); each game's
//! fold of its waits is kept between passes, so a pass reads only the events appended since the
//! last, and a game that ended costs a cached load. In Maharaja a missing disc becomes
//! Gold + Gold (`SetDiscForAbsentSeat`, nonce from the OS), an unfinished turn ends
//! (`EndTurnForAbsentSeat`: the rest of the disc is forfeited, D3), a pending character choice
//! takes the lowest character in the bank (`ReplaceCharacterForAbsentSeat`); in the variants an
//! auction bid passes or bids 0 and a lured player gives a character. Choosing a starting
//! character and placing the starting houses have no no-show command: there the game waits,
//! with reminders. In Citadels (C7, C8) a missed pick takes the lowest-ranked character offered,
//! a missed turn takes 2 gold and ends, a missed crown gift goes to the first eligible player
//! clockwise, and a missed decision inside another player's turn is the decision that changes
//! least (no confiscation, no reveal, no payment, no exchange: `docs/citadels-decisions.md`).

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use std::any::Any;
use std::collections::HashMap;
use std::sync::Mutex;

use durbar_domain::GameId;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::deliver;
use super::records;
use super::scheduled::Scheduled;
use super::waits::{RunningWait, RunningWaits};
use super::MailContext;
use crate::store::{write_side, Deadlines, Loaded, NoShow, SideWrites, Store, StoreError};

/// The advisory lock that keeps two schedulers (two `durbar serve`) from working at once.
const SCHEDULER_LOCK: i64 = 0x0064_7572_6261_7201; // "durbar" and 1

/// The local hour digests go out.
pub const DIGEST_HOUR: i8 = 8;

/// No-show moves applied to one game in one pass at most (each re-reads the game).
const MAX_MOVES_PER_GAME: usize = 32;

/// What one pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct TickReport {
    /// Reminders written.
    pub reminders: usize,
    /// No-show moves appended.
    pub no_shows: usize,
    /// Digests written.
    pub digests: usize,
}

/// The scheduler: a store to read games and append no-show moves through (its notifier writes
/// the mail they make), and the mail settings.
#[derive(Clone)]
pub struct Scheduler {
    store: Store,
    cx: Arc<MailContext>,
    /// The running waits of the games, folded as far as the last pass read their logs.
    running: Arc<Mutex<RunningByGame>>,
}

/// Per game: its [`RunningWaits`] of the game's kind (boxed: games of every kind share the map).
type RunningByGame = HashMap<GameId, Box<dyn Any + Send>>;

/// A running scheduler; [`SchedulerHandle::stop`] stops it after its current pass.
pub struct SchedulerHandle {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl SchedulerHandle {
    /// Tells the scheduler to stop and waits until it has.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
    }
}

/// The first `DIGEST_HOUR`:00 in `time_zone` strictly after `after` (UTC if the zone is unknown).
pub fn next_digest_time(after: SystemTime, time_zone: &str) -> SystemTime {
    let tz = jiff::tz::TimeZone::get(time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let Ok(at) = jiff::Timestamp::try_from(after) else {
        return after;
    };
    let mut day = at.to_zoned(tz.clone()).date();
    for _ in 0..3 {
        if let Ok(morning) = day.at(DIGEST_HOUR, 0, 0, 0).to_zoned(tz.clone()) {
            if morning.timestamp() > at {
                return SystemTime::from(morning.timestamp());
            }
        }
        match day.tomorrow() {
            Ok(next) => day = next,
            Err(_) => break,
        }
    }
    after + Duration::from_secs(24 * 3600)
}

fn hours(h: u32) -> Duration {
    Duration::from_secs(u64::from(h) * 3600)
}

impl Scheduler {
    /// A scheduler over `store`.
    pub fn new(store: Store, cx: MailContext) -> Self {
        Self {
            store,
            cx: Arc::new(cx),
            running: Arc::default(),
        }
    }

    /// Runs passes every `every` until stopped (each with the clock's time).
    pub fn spawn(self, every: Duration) -> SchedulerHandle {
        let (stop, mut stopped) = watch::channel(false);
        let task = tokio::spawn(async move {
            loop {
                match self.run_once(SystemTime::now()).await {
                    Ok(report) if report != TickReport::default() => {
                        tracing::info!(?report, "deadline scheduler pass")
                    }
                    Ok(_) => {}
                    Err(error) => {
                        tracing::warn!(
                            error = format!("{error:#}"),
                            "deadline scheduler pass failed"
                        )
                    }
                }
                tokio::select! {
                    _ = tokio::time::sleep(every) => {}
                    _ = stopped.changed() => break,
                }
            }
        });
        SchedulerHandle { stop, task }
    }

    /// One pass at the time `now`: reminders, no-show moves and digests that are due. Does
    /// nothing if another scheduler holds the lock.
    pub async fn run_once(&self, now: SystemTime) -> anyhow::Result<TickReport> {
        let lock = self.store.pool().get().await?;
        if !records::try_advisory_lock(&lock, SCHEDULER_LOCK).await? {
            return Ok(TickReport::default());
        }
        let result = self.pass(now).await;
        if let Err(error) = records::advisory_unlock(&lock, SCHEDULER_LOCK).await {
            tracing::warn!(%error, "cannot release the scheduler lock");
        }
        result
    }

    async fn pass(&self, now: SystemTime) -> anyhow::Result<TickReport> {
        let mut report = TickReport::default();
        let client = self.store.pool().get().await?;
        let games = records::games_deadlines(&client).await?;
        drop(client);
        for (game, deadlines) in games {
            if deadlines.turn_hours == 0 {
                continue;
            }
            if let Err(error) = self.deadlines(game, &deadlines, now, &mut report).await {
                tracing::warn!(game = %game, error = format!("{error:#}"), "deadlines of a game failed");
            }
        }
        report.digests += self.digests(now).await?;
        Ok(report)
    }

    /// Reminders and no-show moves of one game, of whichever kind it is.
    async fn deadlines(
        &self,
        game: GameId,
        deadlines: &Deadlines,
        now: SystemTime,
        report: &mut TickReport,
    ) -> anyhow::Result<()> {
        let kind = self.store.kind(game).await?;
        durbar_domain::for_kind!(kind, |G| {
            self.deadlines_of::<G>(game, deadlines, now, report).await
        })
    }

    /// Reminders and no-show moves of one game of kind `G`.
    async fn deadlines_of<G: Scheduled>(
        &self,
        game: GameId,
        deadlines: &Deadlines,
        now: SystemTime,
        report: &mut TickReport,
    ) -> anyhow::Result<()> {
        for _ in 0..MAX_MOVES_PER_GAME {
            let loaded = self.store.load_as::<G>(game).await?;
            if !G::timed(&loaded.game) {
                self.forget(game);
                return Ok(());
            }
            let mut moved = false;
            for running in self.running::<G>(game, &loaded).await? {
                let wait = running.wait;
                let deadline = running.since + hours(deadlines.turn_hours);
                // A disc sealed in the browser and not opened by the deadline is void whatever
                // the no-show policy: the rules' own penalty (design.md "Trust levels").
                let applies = deadlines.no_show == NoShow::Auto || G::forced(&wait);
                if applies && now >= deadline {
                    let moves = G::no_show_moves(&loaded.game, &wait, deadline);
                    if !moves.is_empty() {
                        match self
                            .store
                            .execute_once_as::<G>(game, &moves, &[], Some(loaded.seq), None)
                            .await
                        {
                            Ok(_) => {
                                tracing::info!(game = %game, seat = wait.seat.0, kind = wait.kind, "no-show policy applied");
                                report.no_shows += 1;
                                moved = true;
                                break;
                            }
                            Err(
                                StoreError::Rule(_)
                                | StoreError::MovedOn(_)
                                | StoreError::GameRule(_)
                                | StoreError::GameMovedOn(_),
                            ) => {
                                tracing::debug!(game = %game, kind = wait.kind, "no-show move no longer applies");
                                continue;
                            }
                            Err(error) => return Err(error.into()),
                        }
                    }
                }
                let reminds =
                    deadlines.reminder_hours > 0 && deadlines.reminder_hours < deadlines.turn_hours;
                if reminds
                    && now + hours(deadlines.reminder_hours) >= deadline
                    && self
                        .remind::<G>(game, &loaded, &running, (deadline, now))
                        .await?
                {
                    report.reminders += 1;
                }
            }
            if !moved {
                return Ok(());
            }
        }
        Ok(())
    }

    /// The waits running in `game` as `loaded` stands, each with the time it began. The log is
    /// folded on from where the last pass left it: each pass reads only the events appended
    /// since (a busy game's whole log is read once, not every pass).
    async fn running<G: Scheduled>(
        &self,
        game: GameId,
        loaded: &Loaded<G>,
    ) -> anyhow::Result<Vec<RunningWait>> {
        let kept = self
            .running
            .lock()
            .expect("not poisoned")
            .remove(&game)
            .and_then(|kept| kept.downcast::<RunningWaits<G>>().ok())
            // Folded past the state served now (a cache a moment behind): fold afresh.
            .filter(|kept| kept.seq <= loaded.seq);
        let mut waits = kept.map_or_else(RunningWaits::<G>::default, |kept| *kept);
        if waits.seq < loaded.seq {
            let events = self.store.timed_events_as::<G>(game, waits.seq).await?;
            waits.advance(
                events
                    .iter()
                    .take_while(|e| e.seq <= loaded.seq)
                    .map(|e| (e.seq, &e.event, e.recorded_at)),
            );
        }
        let running = waits.running.clone();
        if waits.seq == loaded.seq {
            self.running
                .lock()
                .expect("not poisoned")
                .insert(game, Box::new(waits));
        }
        Ok(running)
    }

    /// Drops what is kept of a game whose waits are no longer timed.
    fn forget(&self, game: GameId) {
        self.running.lock().expect("not poisoned").remove(&game);
    }

    /// Writes the reminder of a wait unless it was written before (or the player is away or
    /// unsubscribed). Returns whether it wrote one.
    async fn remind<G: Scheduled>(
        &self,
        game: GameId,
        loaded: &Loaded<G>,
        running: &RunningWait,
        times: (SystemTime, SystemTime),
    ) -> anyhow::Result<bool> {
        let Some(player) = G::player_of(&loaded.game, running.wait.seat) else {
            return Ok(false);
        };
        let mut client = self.store.pool().get().await?;
        let tx = client.transaction().await?;
        let mail = records::game_mail(&tx, game).await?;
        let Some(rcpt) = mail.recipient(player) else {
            return Ok(false);
        };
        if rcpt.unsubscribed || rcpt.on_vacation {
            return Ok(false);
        }
        if !records::record_reminder(&tx, game, player, running.since_seq).await? {
            return Ok(false);
        }
        let head = (loaded.seq, loaded.head);
        let (framing, section) =
            G::reminder(&loaded.game, head, &mail, rcpt, &running.wait, times)?;
        let body = deliver::Body::single("reminder", section);
        let mut writes = SideWrites::with_link_key(self.store.link_key().await?);
        deliver::send_framed(&tx, &mut writes, &self.cx, &mail, rcpt, framing, &body).await?;
        write_side(&tx, game, &writes).await?;
        durbar_mailer::wake_workers(&*tx).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Sends every digest that is due. Returns how many.
    async fn digests(&self, now: SystemTime) -> anyhow::Result<usize> {
        let client = self.store.pool().get().await?;
        let waiting = records::waiting_digests(&client).await?;
        drop(client);
        let mut sent = 0;
        for (game, player, oldest, time_zone) in waiting {
            if now < next_digest_time(oldest, &time_zone) {
                continue;
            }
            let mut client = self.store.pool().get().await?;
            let tx = client.transaction().await?;
            let mail = records::game_mail(&tx, game).await?;
            let Some(rcpt) = mail.recipient(player) else {
                continue;
            };
            let mut writes = SideWrites::with_link_key(self.store.link_key().await?);
            // The frame of the digest: where the game stands now, of whichever kind it is.
            let kind = self.store.kind(game).await?;
            let sent_now = durbar_domain::for_kind!(kind, |G| {
                let loaded = self.store.load_as::<G>(game).await?;
                let framing = G::framing(&loaded.game, (loaded.seq, loaded.head), &mail, rcpt);
                deliver::send_digest(&tx, &mut writes, &self.cx, &mail, rcpt, framing).await?
            });
            if sent_now > 0 {
                write_side(&tx, game, &writes).await?;
                durbar_mailer::wake_workers(&*tx).await?;
                sent += 1;
            }
            tx.commit().await?;
        }
        Ok(sent)
    }
}

#[cfg(test)]
mod tests {
    use std::time::UNIX_EPOCH;

    use super::*;

    fn at(rfc3339: &str) -> SystemTime {
        humantime::parse_rfc3339(rfc3339).unwrap()
    }

    #[test]
    fn digests_go_out_at_the_next_local_morning() {
        // 2026-11-21 19:52 UTC is 20:52 in Prague: the next 08:00 there is 07:00 UTC next day.
        assert_eq!(
            next_digest_time(at("2026-11-21T19:52:00Z"), "Europe/Prague"),
            at("2026-11-22T07:00:00Z")
        );
        // 06:00 in Prague: 08:00 the same day.
        assert_eq!(
            next_digest_time(at("2026-11-21T05:00:00Z"), "Europe/Prague"),
            at("2026-11-21T07:00:00Z")
        );
        // Exactly 08:00 local: the next day.
        assert_eq!(
            next_digest_time(at("2026-11-21T08:00:00Z"), "UTC"),
            at("2026-11-22T08:00:00Z")
        );
        // New York in summer (UTC-4), and an unknown zone counts as UTC.
        assert_eq!(
            next_digest_time(at("2026-07-01T13:00:00Z"), "America/New_York"),
            at("2026-07-02T12:00:00Z")
        );
        assert_eq!(
            next_digest_time(at("2026-07-01T13:00:00Z"), "Nowhere/City"),
            at("2026-07-02T08:00:00Z")
        );
        assert!(next_digest_time(UNIX_EPOCH, "UTC") > UNIX_EPOCH);
    }
}
