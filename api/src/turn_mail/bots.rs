//! The bot worker of `durbar serve`, beside the deadline scheduler (#13, #14): it moves for the
//! seats the host filled with one of the engine's bots (`players.bot`), in games of every kind
//! ([`Botted`]). A bot seat joins with a contribution from the OS generator, as a person's page
//! would; when the game waits for it, after the configured delay, its bot plays the seat's
//! whole step (a disc, a pick, a setup choice, a turn up to its end) and the commands go
//! through [`Store::execute_once_as`] like a person's: decided on the stored state, sealed
//! values to escrow (a commitment in the log, no receipt mail: a bot seat gets no mail), the
//! mail of the change to the outbox in the same transaction.
//!
//! - When it looks: on every change to a game (the store's wake-up, [`Store::changes`], which
//!   the change feed also bumps for other nodes' moves), and on a slow poll as a fallback.
//! - What it looks at: a pass reads, in one query ([`Store::bot_seats_of`]), the bot seats of
//!   the running games (`games.ended`) that changed since the last pass
//!   ([`Store::take_changed_games`]), that have a bot seat not yet seen joined
//!   (`players.bot_joined`: a game made by another node is joined even if its change never
//!   reached this one), or that it must look at again (a bot waiting out its delay, a pass
//!   that failed or stopped early); a game nobody moved in is not read. The first pass and one
//!   every [`SWEEP`] read every running bot game, for a change that reached no wake-up. While a
//!   bot waits out its delay, it looks again every tick.
//! - What the bot sees: only what its seat may know. The server's state of a Maharaja game is
//!   the fold of the public log (a disc or sealed bid is only its commitment there; the openings
//!   stay in escrow); a Citadels bot chooses from its seat's view and legal moves (C4), never
//!   from the referee's state that holds every hand and the deck.
//! - Unpredictable to the other players: the bot's choices are drawn from a seed made of a
//!   secret the worker draws from the OS generator at its start, the game, the player and the
//!   version it moves on (a seed of public facts alone would let an opponent run the same bot
//!   on the public log and know its disc or sealed bid before the reveal); the nonce of its
//!   disc, bid or pick comes from the OS generator too (the nonce of a Citadels pick's
//!   face-down discard from the game's sealed seed, as for any pick that brings none).
//! - Once: each move carries the idempotency key `bot:<game>:<player>:<seq>`, written with its
//!   events, so two workers (two nodes) that both see the bot's turn append it once.
//! - Trust levels: a bot has no device to sign with, so the new-game form offers bots only at
//!   the server level (`routes::games`); the worker leaves a bot seat at another level alone.
//! - A bot without a move (its engine found none) is passed over, with one warning per version
//!   of the game: the game's other bots still move.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use durbar_domain::citadels::{self, Citadels};
use durbar_domain::maharaja::{self, Maharaja};
use durbar_domain::{Bytes32, GameId, Seat};
use sha2::{Digest, Sha256};
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::scheduled::Scheduled;
use crate::secrets::random_bytes;
use crate::store::{BotSeat, MoveKey, Once, Store, StoreError};

/// Moves one game's bots make in one pass at most (each re-reads the game).
const MAX_MOVES_PER_GAME: usize = 64;

/// Commands one bot step may hold at most (a turn takes a few dozen).
const MAX_COMMANDS_PER_STEP: usize = 200;

/// How often the worker looks without being woken (a change it missed, another node's move
/// without the change feed).
pub const SLOW_POLL: Duration = Duration::from_secs(5);

/// How often a pass reads every running bot game, not only those with a reason to look (a
/// change that reached no wake-up: another node's move without the change feed).
pub const SWEEP: Duration = Duration::from_secs(60);

/// What the bot worker needs of each game kind beyond its rules: whether its bots play now, and
/// how a sealed value of a bot's command gets its nonce from the OS generator.
pub trait Botted: Scheduled {
    /// Whether bot seats play this game now: bots play only at the server level (they have no
    /// device to sign with).
    fn bots_play(state: &Self::State) -> bool;

    /// `command` with `nonce` in the sealed value it commits to, if it seals one.
    fn with_nonce(command: Self::Command, nonce: Bytes32) -> Self::Command;

    /// Joins the bot in `player`'s place with `contribution`, as a person's page would (with
    /// no device key: bots play only at the server level).
    fn join(
        store: &Store,
        game: GameId,
        player: u8,
        contribution: Bytes32,
    ) -> impl std::future::Future<Output = Result<(), StoreError>> + Send;
}

impl Botted for Maharaja {
    fn bots_play(state: &maharaja::Game) -> bool {
        state.options().trust == maharaja::Trust::Server
    }

    fn with_nonce(mut command: maharaja::Command, fresh: Bytes32) -> maharaja::Command {
        if let maharaja::Command::Player {
            command:
                maharaja::PlayerCommand::SetDisc { nonce, .. }
                | maharaja::PlayerCommand::SealedBid { nonce, .. },
            ..
        } = &mut command
        {
            *nonce = fresh;
        }
        command
    }

    async fn join(
        store: &Store,
        game: GameId,
        player: u8,
        contribution: Bytes32,
    ) -> Result<(), StoreError> {
        store.join(game, player, contribution).await.map(drop)
    }
}

impl Botted for Citadels {
    fn bots_play(table: &citadels::Table) -> bool {
        table.state.options.trust == citadels::options::Trust::Server
    }

    fn with_nonce(mut command: citadels::Command, fresh: Bytes32) -> citadels::Command {
        if let citadels::Command::Pick { nonce, .. } = &mut command {
            *nonce = fresh;
        }
        command
    }

    async fn join(
        store: &Store,
        game: GameId,
        player: u8,
        contribution: Bytes32,
    ) -> Result<(), StoreError> {
        store
            .join_citadels(game, player, contribution, None)
            .await
            .map(drop)
    }
}

/// The worker: a store to read games and move through, and the delay before a bot moves.
pub struct BotWorker {
    store: Store,
    delay: Duration,
    /// Per bot seat (game, player): the version it was first seen awaited at, and when.
    awaited: Mutex<HashMap<(GameId, u8), (u64, Instant)>>,
    /// Bot seats (game, player, version) whose bot found no move (warned once).
    stuck: Mutex<HashSet<(GameId, u8, u64)>>,
    /// Whether a bot waits out its delay (then the worker looks again at the next tick).
    pending: std::sync::atomic::AtomicBool,
    /// The games the next pass looks at again whether they changed or not.
    again: Mutex<HashSet<GameId>>,
    /// When the last pass over every running bot game was made (`None`: never).
    swept: Mutex<Option<Instant>>,
    /// The secret in every bot seed of this worker, from the OS generator.
    secret: [u8; 32],
}

/// A running worker; [`BotWorkerHandle::stop`] stops it after its current pass.
pub struct BotWorkerHandle {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl BotWorkerHandle {
    /// Tells the worker to stop and waits until it has.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
    }
}

/// The seed of a bot's choices on the version `seq` of `game`, for `player`, under the worker's
/// `secret` (without it, anyone could compute the seed from the public log).
pub fn bot_seed(secret: &[u8; 32], game: GameId, player: u8, seq: u64) -> u64 {
    let digest = Sha256::new()
        .chain_update(b"durbar.bot.v2")
        .chain_update(secret)
        .chain_update(game.0)
        .chain_update([player])
        .chain_update(seq.to_be_bytes())
        .finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// The commands `kind` plays for `seat` on `state` now: its whole step, each checked by
/// `decide` on the state the previous ones left, until the game no longer waits for the seat.
/// Sealed values get a nonce from the OS generator (the bots' own are not secret).
pub fn bot_step<G: Botted>(state: &G::State, seat: Seat, kind: &str, seed: u64) -> Vec<G::Command> {
    let Some(mut bot) = G::bot(kind, seed) else {
        return Vec::new();
    };
    let mut state = state.clone();
    let mut commands = Vec::new();
    for _ in 0..MAX_COMMANDS_PER_STEP {
        if !G::waits(&state).iter().any(|wait| wait.seat == seat) {
            break;
        }
        let command = G::with_nonce(bot.choose(&state, seat), Bytes32(random_bytes::<32>()));
        match G::decide(&state, &command) {
            Ok(events) => {
                state = events.iter().fold(state, G::evolve);
                commands.push(command);
            }
            Err(violation) => {
                tracing::warn!(bot = kind, seat = seat.0, %violation, "a bot's command was refused");
                break;
            }
        }
    }
    commands
}

impl BotWorker {
    /// A worker over `store` whose bots wait `delay` before each move.
    pub fn new(store: Store, delay: Duration) -> Self {
        Self {
            store,
            delay,
            awaited: Mutex::default(),
            stuck: Mutex::default(),
            pending: std::sync::atomic::AtomicBool::new(false),
            again: Mutex::default(),
            swept: Mutex::default(),
            secret: random_bytes::<32>(),
        }
    }

    /// Runs a pass whenever a game changes, every `every` while a bot waits out its delay, and
    /// every [`SLOW_POLL`] otherwise, until stopped.
    pub fn spawn(self, every: Duration) -> BotWorkerHandle {
        let (stop, mut stopped) = watch::channel(false);
        let mut changes = self.store.changes();
        let task = tokio::spawn(async move {
            loop {
                changes.mark_unchanged();
                match self.run_once().await {
                    Ok(0) => {}
                    Ok(moves) => tracing::debug!(moves, "bot worker pass"),
                    Err(error) => {
                        tracing::warn!(error = format!("{error:#}"), "bot worker pass failed")
                    }
                }
                let pending = self.pending.load(std::sync::atomic::Ordering::Relaxed);
                let wait = if pending { every } else { SLOW_POLL.max(every) };
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    _ = changes.changed() => {}
                    _ = stopped.changed() => break,
                }
                if *stopped.borrow() {
                    break;
                }
            }
        });
        BotWorkerHandle { stop, task }
    }

    /// One pass: every bot seat the game waits for (and whose delay passed) moves, in the
    /// running games with a reason to look (changed since the last pass, a bot seat to join, a
    /// bot waiting out its delay), or in every running game on the first pass and once every
    /// [`SWEEP`]. Returns how many moves (joins included) were appended.
    pub async fn run_once(&self) -> anyhow::Result<usize> {
        let changed = self.store.take_changed_games();
        let sweep = {
            let mut swept = self.swept.lock().expect("not poisoned");
            let due = changed.is_none() || swept.is_none_or(|at| at.elapsed() >= SWEEP);
            if due {
                *swept = Some(Instant::now());
            }
            due
        };
        if sweep {
            return self.sweep().await;
        }
        let mut games = changed.unwrap_or_default();
        games.extend(std::mem::take(
            &mut *self.again.lock().expect("not poisoned"),
        ));
        let seats = self.store.bot_seats_of(&games).await?;
        self.pass(seats).await
    }

    /// A pass over every bot seat of every running game (the first pass, and the fallback
    /// every [`SWEEP`]; [`BotWorker::run_once`] otherwise reads only the games with a reason to
    /// look).
    pub async fn sweep(&self) -> anyhow::Result<usize> {
        self.again.lock().expect("not poisoned").clear();
        let seats = self.store.bot_seats().await?;
        self.pass(seats).await
    }

    /// The moves of the bots of `seats`, game by game.
    async fn pass(&self, seats: Vec<BotSeat>) -> anyhow::Result<usize> {
        self.pending
            .store(false, std::sync::atomic::Ordering::Relaxed);
        let mut by_game: HashMap<GameId, Vec<BotSeat>> = HashMap::new();
        for seat in seats {
            by_game.entry(seat.game).or_default().push(seat);
        }
        let mut moves = 0;
        for (game, seats) in by_game {
            match self.game(game, &seats).await {
                Ok(made) => moves += made,
                Err(error) => {
                    self.look_again(game);
                    tracing::warn!(game = %game, error = format!("{error:#}"), "a bot could not move")
                }
            }
        }
        Ok(moves)
    }

    /// Has the next pass look at `game` again (soon: at the next tick), changed or not.
    fn look_again(&self, game: GameId) {
        self.again.lock().expect("not poisoned").insert(game);
        self.pending
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Forgets what was kept of `game` and marks it ended.
    async fn finished(&self, game: GameId) -> Result<(), StoreError> {
        self.awaited
            .lock()
            .expect("not poisoned")
            .retain(|(g, _), _| *g != game);
        self.stuck
            .lock()
            .expect("not poisoned")
            .retain(|(g, _, _)| *g != game);
        self.store.mark_ended(game).await
    }

    /// Whether the bot of `player` has waited long enough at version `seq`.
    fn delay_passed(&self, game: GameId, player: u8, seq: u64) -> bool {
        if self.delay.is_zero() {
            return true;
        }
        let mut awaited = self.awaited.lock().expect("not poisoned");
        let since = awaited
            .entry((game, player))
            .and_modify(|(at, since)| {
                if *at != seq {
                    *at = seq;
                    *since = Instant::now();
                }
            })
            .or_insert((seq, Instant::now()));
        let passed = since.1.elapsed() >= self.delay;
        drop(awaited);
        if !passed {
            self.look_again(game);
        }
        passed
    }

    /// The moves of one game's bots, of whichever kind it is.
    async fn game(&self, game: GameId, seats: &[BotSeat]) -> anyhow::Result<usize> {
        let kind = self.store.kind(game).await?;
        let (joins, moves) = durbar_domain::for_kind!(kind, |G| {
            let joins = self.join::<G>(game, seats).await?;
            (joins, self.moves::<G>(game, seats).await?)
        });
        Ok(joins + moves)
    }

    /// Joins the bot seats that have not joined yet, each with a contribution from the OS
    /// generator, as a person's page would, and records those that are in
    /// ([`Store::mark_bots_joined`]): the game is then read only when it changes.
    async fn join<G: Botted>(&self, game: GameId, seats: &[BotSeat]) -> anyhow::Result<usize> {
        if seats.iter().all(|seat| seat.joined) {
            return Ok(0);
        }
        let joined = self.store.joined(game).await?;
        let mut joins = 0;
        let mut in_game = Vec::new();
        for seat in seats {
            if seat.joined {
                continue;
            }
            if joined.get(usize::from(seat.player)) != Some(&false) {
                in_game.push(seat.player);
                continue;
            }
            let contribution = Bytes32(random_bytes::<32>());
            let result = G::join(&self.store, game, seat.player, contribution).await;
            match result {
                Ok(()) => {
                    joins += 1;
                    in_game.push(seat.player);
                }
                // Another worker joined it a moment ago (the next pass finds it joined).
                Err(error) if refused(&error) => {}
                Err(error) => return Err(error.into()),
            }
        }
        self.store.mark_bots_joined(game, &in_game).await?;
        Ok(joins)
    }

    /// The moves of one game's bots, until the game waits for none of them (or their delay).
    /// Every awaited bot seat is tried in turn: one without a move does not hold up the others.
    async fn moves<G: Botted>(&self, game: GameId, seats: &[BotSeat]) -> anyhow::Result<usize> {
        let mut moves = 0;
        for _ in 0..MAX_MOVES_PER_GAME {
            let loaded = self.store.load_as::<G>(game).await?;
            let state = &*loaded.game;
            if G::is_over(state) {
                self.finished(game).await?;
                return Ok(moves);
            }
            if !G::bots_play(state) {
                return Ok(moves);
            }
            let due: Vec<(Seat, &BotSeat)> = G::waits(state)
                .into_iter()
                .filter_map(|wait| {
                    let player = G::player_of(state, wait.seat)?;
                    let seat = seats.iter().find(|seat| seat.player == player)?;
                    Some((wait.seat, seat))
                })
                .collect();
            let mut moved = false;
            for (seat, bot) in due {
                if !self.delay_passed(game, bot.player, loaded.seq) {
                    continue;
                }
                let seed = bot_seed(&self.secret, game, bot.player, loaded.seq);
                let commands = bot_step::<G>(state, seat, &bot.kind, seed);
                if commands.is_empty() {
                    if self
                        .stuck
                        .lock()
                        .expect("not poisoned")
                        .insert((game, bot.player, loaded.seq))
                    {
                        tracing::warn!(game = %game, player = bot.player, bot = bot.kind, "a bot found no move");
                    }
                    continue;
                }
                let key = move_key(game, bot, loaded.seq);
                match self
                    .store
                    .execute_once_as::<G>(game, &commands, &[], Some(loaded.seq), Some(&key))
                    .await
                {
                    Ok(Once::Ran(_)) => {
                        tracing::debug!(game = %game, player = bot.player, bot = bot.kind, commands = commands.len(), "a bot moved");
                        moves += 1;
                    }
                    // Another worker made this very move.
                    Ok(Once::AlreadySeen(_)) => {}
                    // The game moved on under it: look again.
                    Err(error) if refused(&error) => {}
                    Err(error) => return Err(error.into()),
                }
                moved = true;
                break;
            }
            if !moved {
                return Ok(moves);
            }
        }
        // Stopped early: the next pass goes on.
        self.look_again(game);
        Ok(moves)
    }
}

/// Whether `error` is the rules refusing the move (or the game having moved past it).
fn refused(error: &StoreError) -> bool {
    matches!(
        error,
        StoreError::Rule(_)
            | StoreError::MovedOn(_)
            | StoreError::GameRule(_)
            | StoreError::GameMovedOn(_)
    )
}

/// The idempotency key of the move `bot` makes on version `seq` of `game`.
fn move_key(game: GameId, bot: &BotSeat, seq: u64) -> MoveKey {
    let key = format!("bot:{game}:{}:{seq}", bot.player);
    MoveKey {
        request: Sha256::digest(key.as_bytes()).into(),
        key,
        player: bot.player,
        outcome: serde_json::json!({ "bot": bot.kind }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bots_seed_depends_on_the_workers_secret_not_only_on_public_facts() {
        let game = GameId([7; 16]);
        assert_eq!(
            bot_seed(&[1; 32], game, 2, 40),
            bot_seed(&[1; 32], game, 2, 40)
        );
        assert_ne!(
            bot_seed(&[1; 32], game, 2, 40),
            bot_seed(&[2; 32], game, 2, 40),
            "an opponent who knows the game, the seat and the version must not know the seed"
        );
        assert_ne!(
            bot_seed(&[1; 32], game, 2, 40),
            bot_seed(&[1; 32], game, 2, 41)
        );
    }
}
