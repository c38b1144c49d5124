//! The bot worker of `durbar serve`, beside the deadline scheduler (#14): it moves for the seats
//! the host filled with one of the engine's bots (`players.bot`). A bot seat joins with a
//! contribution from the OS generator, as a person's page would; when the game waits for it,
//! after the configured delay, its bot plays the seat's whole step (a disc, a setup choice, a
//! turn up to its end) and the commands go through [`Store::execute_once_as`] like a person's:
//! decided on the stored state, sealed values to escrow, the mail of the change to the outbox
//! in the same transaction.
//!
//! - What the bot sees: the server's state of a Maharaja game is the fold of the public log (a
//!   disc or sealed bid is only its commitment there; the openings stay in escrow), so it knows
//!   what every player may know and nothing of another seat's secrets.
//! - Unpredictable to the other players: the bot's choices are drawn from a seed made of a
//!   secret the worker draws from the OS generator at its start, the game, the player and the
//!   version it moves on (a seed of public facts alone would let an opponent run the same bot
//!   on the public log and know its disc or sealed bid before the reveal); the nonces of its
//!   sealed values come from the OS generator too.
//! - Once: each move carries the idempotency key `bot:<game>:<player>:<seq>`, written with its
//!   events, so two workers (two nodes) that both see the bot's turn append it once.
//! - Trust levels: a bot has no device to sign with, so the new-game form offers bots only at
//!   the server level (`routes::games`); the worker leaves a bot seat at another level alone.
//! - Citadels: not yet (its server state holds every hand; a bot needs a seat's view).

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use durbar_domain::maharaja::{Command, Game, Maharaja, Phase, PlayerCommand, Trust};
use durbar_domain::{Bytes32, GameId, GameKind, Rules, Seat};
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

/// The worker: a store to read games and move through, and the delay before a bot moves.
pub struct BotWorker {
    store: Store,
    delay: Duration,
    /// Per bot seat (game, player): the version it was first seen awaited at, and when.
    awaited: Mutex<HashMap<(GameId, u8), (u64, Instant)>>,
    /// Games that ended, or that this worker does not play (another kind, a signed level).
    done: Mutex<HashSet<GameId>>,
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
/// Sealed values get a nonce from the OS generator (the bots leave it zero).
pub fn bot_step(state: &Game, seat: Seat, kind: &str, seed: u64) -> Vec<Command> {
    let Some(mut bot) = Maharaja::bot(kind, seed) else {
        return Vec::new();
    };
    let mut state = state.clone();
    let mut commands = Vec::new();
    for _ in 0..MAX_COMMANDS_PER_STEP {
        if !Maharaja::waits(&state).iter().any(|wait| wait.seat == seat) {
            break;
        }
        let mut command = bot.choose(&state, seat);
        if let Command::Player {
            command: PlayerCommand::SetDisc { nonce, .. } | PlayerCommand::SealedBid { nonce, .. },
            ..
        } = &mut command
        {
            *nonce = Bytes32(random_bytes::<32>());
        }
        match Maharaja::decide(&state, &command) {
            Ok(events) => {
                state = events.iter().fold(state, Maharaja::evolve);
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
            secret: random_bytes::<32>(),
            done: Mutex::default(),
        }
    }

    /// Runs passes every `every` until stopped.
    pub fn spawn(self, every: Duration) -> BotWorkerHandle {
        let (stop, mut stopped) = watch::channel(false);
        let task = tokio::spawn(async move {
            loop {
                match self.run_once().await {
                    Ok(0) => {}
                    Ok(moves) => tracing::debug!(moves, "bot worker pass"),
                    Err(error) => {
                        tracing::warn!(error = format!("{error:#}"), "bot worker pass failed")
                    }
                }
                tokio::select! {
                    _ = tokio::time::sleep(every) => {}
                    _ = stopped.changed() => break,
                }
            }
        });
        BotWorkerHandle { stop, task }
    }

    /// One pass: every bot seat the game waits for (and whose delay passed) moves. Returns how
    /// many moves (joins included) were appended.
    pub async fn run_once(&self) -> anyhow::Result<usize> {
        let seats = self.store.bot_seats().await?;
        let mut by_game: HashMap<GameId, Vec<BotSeat>> = HashMap::new();
        for seat in seats {
            if !self.done.lock().expect("not poisoned").contains(&seat.game) {
                by_game.entry(seat.game).or_default().push(seat);
            }
        }
        let mut moves = 0;
        for (game, seats) in by_game {
            match self.game(game, &seats).await {
                Ok(made) => moves += made,
                Err(error) => {
                    tracing::warn!(game = %game, error = format!("{error:#}"), "a bot could not move")
                }
            }
        }
        Ok(moves)
    }

    fn finished(&self, game: GameId) {
        self.done.lock().expect("not poisoned").insert(game);
        self.awaited
            .lock()
            .expect("not poisoned")
            .retain(|(g, _), _| *g != game);
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
        since.1.elapsed() >= self.delay
    }

    /// The moves of one game's bots, until the game waits for none of them (or their delay).
    async fn game(&self, game: GameId, seats: &[BotSeat]) -> anyhow::Result<usize> {
        if self.store.kind(game).await? != GameKind::Maharaja {
            self.finished(game);
            return Ok(0);
        }
        let mut moves = 0;
        for _ in 0..MAX_MOVES_PER_GAME {
            let loaded = self.store.load_as::<Maharaja>(game).await?;
            let state = &loaded.game;
            if state.phase() == Phase::Over || state.options().trust != Trust::Server {
                self.finished(game);
                return Ok(moves);
            }
            if state.phase() == Phase::Setup {
                if let Some(seat) = seats.iter().find(|seat| {
                    state
                        .contributions()
                        .get(usize::from(seat.player))
                        .is_some_and(Option::is_none)
                }) {
                    let contribution = Bytes32(random_bytes::<32>());
                    match self.store.join(game, seat.player, contribution).await {
                        Ok(_) => moves += 1,
                        // Another worker joined it a moment ago.
                        Err(error) if refused(&error) => {}
                        Err(error) => return Err(error.into()),
                    }
                    continue;
                }
            }
            let due = Maharaja::waits(state).into_iter().find_map(|wait| {
                let player = Maharaja::player_of(state, wait.seat)?;
                let seat = seats.iter().find(|seat| seat.player == player)?;
                Some((wait.seat, seat))
            });
            let Some((seat, bot)) = due else {
                return Ok(moves);
            };
            if !self.delay_passed(game, bot.player, loaded.seq) {
                return Ok(moves);
            }
            let seed = bot_seed(&self.secret, game, bot.player, loaded.seq);
            let commands = bot_step(state, seat, &bot.kind, seed);
            if commands.is_empty() {
                tracing::warn!(game = %game, player = bot.player, bot = bot.kind, "a bot found no move");
                return Ok(moves);
            }
            let key = move_key(game, bot, loaded.seq);
            match self
                .store
                .execute_once_as::<Maharaja>(game, &commands, &[], Some(loaded.seq), Some(&key))
                .await
            {
                Ok(Once::Ran(_)) => {
                    tracing::debug!(game = %game, player = bot.player, bot = bot.kind, commands = commands.len(), "a bot moved");
                    moves += 1;
                }
                // Another worker made this very move.
                Ok(Once::AlreadySeen(_)) => return Ok(moves),
                // The game moved on under it: the next pass looks again.
                Err(error) if refused(&error) => return Ok(moves),
                Err(error) => return Err(error.into()),
            }
        }
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
