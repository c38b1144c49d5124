//! The deadline scheduler of `durbar serve`: reminders before a deadline, the no-show policy at
//! the deadline, and the daily digests. Its state is the database: a wait begins at the
//! `recorded_at` of the event that made the game wait for the seat (see [`running_waits`]), the
//! reminders already sent are rows of `deadline_reminders` (written in the transaction that
//! writes the reminder), the no-show moves are ordinary events appended through
//! [`Store::execute`], and digests wait in `digest_items`. So a restarted scheduler does nothing
//! twice, and [`Scheduler::run_once`] with a made-up "now" is how tests drive it.
//!
//! Deadlines (`games.deadlines`): `turn_hours` after a wait begins (0: no deadline); a reminder
//! `reminder_hours` before it (0: none), not while the player is on vacation or unsubscribed;
//! then the policy: `wait` does nothing more, `auto` moves for the seat — a missing disc becomes
//! Gold + Gold (`SetDiscForAbsentSeat`, nonce from the OS), an unfinished turn ends
//! (`EndTurnForAbsentSeat`: the rest of the disc is forfeited, D3), a pending character choice
//! takes the lowest character in the bank (`ReplaceCharacterForAbsentSeat`); in the variants an
//! auction bid passes or bids 0 and a lured player gives a character. Choosing a starting
//! character and placing the starting houses have no no-show command: there the game waits,
//! with reminders.

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use durbar_domain::maharaja::{Bytes32, Command, GameId, Phase};
use durbar_templates::mail::MailBody;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::deliver::{self, Standing};
use super::records;
use super::render;
use super::waits::{running_waits, Wait, WaitKind};
use super::MailContext;
use crate::secrets::random_bytes;
use crate::store::{write_side, Deadlines, NoShow, SideWrites, Store, StoreError};

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
}

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

    /// Reminders and no-show moves of one game.
    async fn deadlines(
        &self,
        game: GameId,
        deadlines: &Deadlines,
        now: SystemTime,
        report: &mut TickReport,
    ) -> anyhow::Result<()> {
        // Citadels' deadlines (C7) are not kept by the scheduler yet.
        if self.store.kind(game).await? != durbar_domain::GameKind::Maharaja {
            return Ok(());
        }
        for _ in 0..MAX_MOVES_PER_GAME {
            let loaded = self.store.load(game).await?;
            if matches!(
                loaded.game.phase(),
                Phase::Over | Phase::Setup | Phase::NotCreated
            ) {
                return Ok(());
            }
            let stored = self.store.events(game, 0, u64::MAX).await?;
            let (state, waits) = running_waits(stored.iter().map(|e| (e.seq, &e.event)));
            let Some(last) = stored.last() else {
                return Ok(());
            };
            let mut moved = false;
            for wait in waits {
                let Some(since) = stored
                    .iter()
                    .find(|e| e.seq == wait.since_seq)
                    .map(|e| e.recorded_at)
                else {
                    continue;
                };
                let deadline = since + hours(deadlines.turn_hours);
                let command = no_show_command(&wait);
                // A sealed disc not opened by the deadline is void whatever the no-show policy:
                // it is the rules' own penalty (design.md "Trust levels").
                let applies = deadlines.no_show == NoShow::Auto || wait.kind == WaitKind::OpenDisc;
                if applies && now >= deadline {
                    if let Some(command) = command {
                        // At the signed-moves level the log names the deadline that allowed
                        // the server's move, so `durbar verify` can tell it from a forgery.
                        let mut commands = Vec::with_capacity(2);
                        if state.options().trust.signs() {
                            commands.push(Command::System(
                                durbar_domain::maharaja::SystemCommand::MarkDeadline {
                                    seat: wait.seat,
                                    wait: wait.kind.name().unwrap_or("move").to_string(),
                                    deadline: humantime::format_rfc3339_seconds(deadline)
                                        .to_string(),
                                },
                            ));
                        }
                        commands.push(command);
                        match self
                            .store
                            .execute_all(game, &commands, Some(last.seq))
                            .await
                        {
                            Ok(_) => {
                                tracing::info!(game = %game, seat = wait.seat.0, kind = ?wait.kind, "no-show policy applied");
                                report.no_shows += 1;
                                moved = true;
                                break;
                            }
                            Err(StoreError::Rule(v) | StoreError::MovedOn(v)) => {
                                tracing::debug!(game = %game, %v, "no-show move no longer applies");
                                continue;
                            }
                            Err(error) => return Err(error.into()),
                        }
                    }
                }
                let reminds =
                    deadlines.reminder_hours > 0 && deadlines.reminder_hours < deadlines.turn_hours;
                if reminds && now + hours(deadlines.reminder_hours) >= deadline {
                    let head = (last.seq, last.hash);
                    if self
                        .remind(game, &state, head, &wait, deadline, now)
                        .await?
                    {
                        report.reminders += 1;
                    }
                }
            }
            if !moved {
                return Ok(());
            }
        }
        Ok(())
    }

    /// Writes the reminder of a wait unless it was written before (or the player is away or
    /// unsubscribed). Returns whether it wrote one.
    async fn remind(
        &self,
        game: GameId,
        state: &durbar_domain::maharaja::Game,
        head: (u64, crate::audit::chain::Hash),
        wait: &Wait,
        deadline: SystemTime,
        now: SystemTime,
    ) -> anyhow::Result<bool> {
        let Some(player) = state.seat_players().get(wait.seat.index()).copied() else {
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
        if !records::record_reminder(&tx, game, player, wait.since_seq).await? {
            return Ok(false);
        }
        let section = render::reminder(state, &mail, rcpt, wait.kind, deadline, now)
            .section(durbar_templates::Words::new(rcpt.lang))?;
        let standing = Standing { game: state, head };
        let body = deliver::Body::single("reminder", section);
        let mut writes = SideWrites::with_link_key(self.store.link_key().await?);
        deliver::send(&tx, &mut writes, &self.cx, &mail, rcpt, standing, &body).await?;
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
            let loaded = self.store.load(game).await?;
            let mut client = self.store.pool().get().await?;
            let tx = client.transaction().await?;
            let mail = records::game_mail(&tx, game).await?;
            let Some(rcpt) = mail.recipient(player) else {
                continue;
            };
            let standing = Standing {
                game: &loaded.game,
                head: (loaded.seq, loaded.head),
            };
            let mut writes = SideWrites::with_link_key(self.store.link_key().await?);
            if deliver::send_digest(&tx, &mut writes, &self.cx, &mail, rcpt, standing).await? > 0 {
                write_side(&tx, game, &writes).await?;
                durbar_mailer::wake_workers(&*tx).await?;
                sent += 1;
            }
            tx.commit().await?;
        }
        Ok(sent)
    }
}

/// The no-show command for a wait, if the policy has one (the engine's
/// [`durbar_domain::maharaja::no_show`]; the nonce of a sealed value comes from the OS).
fn no_show_command(wait: &Wait) -> Option<Command> {
    let kind = wait.kind.name()?;
    let wait = durbar_domain::Wait {
        seat: wait.seat,
        kind,
    };
    durbar_domain::maharaja::no_show(&wait, Bytes32(random_bytes::<32>()))
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
