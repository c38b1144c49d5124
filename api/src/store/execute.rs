//! Executing commands: decide on the loaded version, collect the openings of discs committed,
//! publish the reveals the game then waits for (from escrow, or from the openings just made),
//! and append it all in one statement (with `games.ended` when the game is then over). A seq conflict (another writer won) reloads and decides
//! again, a bounded number of times.

use std::sync::Arc;

use durbar_domain::maharaja::Maharaja;
use durbar_domain::{Bytes32, GameId, Opening, Rules, Sealed, Signature};

use super::append::{append, Appended};
use super::escrow;
use super::idempotency::{IdempotencyClaim, MoveKey, Once};
use super::kinds::StoredKind;
use super::load::Loaded;
use super::notify::Change;
use super::notify::{Notified, Reader};
use super::side_writes::SideWrites;
use super::{Store, StoreError};
use crate::audit::chain::Link;

/// How many times commands are decided again after losing a race to another writer.
const MAX_ATTEMPTS: usize = 8;

/// What a command did (in a Maharaja game unless `G` names another kind).
pub struct Executed<G: Rules = Maharaja> {
    /// The state it was decided on.
    pub before: Loaded<G>,
    /// The state after its events (and the reveals they led to).
    pub after: Loaded<G>,
    /// The appended events with their seq.
    pub events: Vec<(u64, G::Event)>,
}

impl<G: Rules> Clone for Executed<G> {
    fn clone(&self) -> Self {
        Self {
            before: self.before.clone(),
            after: self.after.clone(),
            events: self.events.clone(),
        }
    }
}

/// A change about to be appended: the states before and after, the new events with their seq.
type Changed<'a, G> = (
    &'a <G as Rules>::State,
    &'a <G as Rules>::State,
    &'a [(u64, <G as Rules>::Event)],
);

/// The outcome of deciding a batch on one version.
enum Decision<G: Rules> {
    Decided {
        state: Box<G::State>,
        events: Vec<G::Event>,
        escrow: Vec<Sealed>,
    },
    Refused(G::Violation),
}

impl Store {
    /// Appends `events` (chained as `links`) with the mail the notifier makes of them: in one
    /// statement, or — when the notifier must lock what it reads — in a transaction.
    #[allow(clippy::too_many_arguments)]
    async fn append_with_mail<G: StoredKind>(
        &self,
        mut client: deadpool_postgres::Client,
        game: GameId,
        (before, state, numbered): Changed<'_, G>,
        links: Vec<Link>,
        escrow: &[Sealed],
        key: Option<&MoveKey>,
    ) -> Result<Appended, StoreError> {
        let last = links.last().expect("at least one event is appended");
        let change = || Change::<G> {
            game,
            before,
            after: state,
            events: numbered,
            head: (last.seq, last.hash),
            players: self.players_version(game),
            escrowed: escrow,
        };
        let ends = G::is_over(state);
        let link_key = self.link_key().await?;
        let mut side = SideWrites::with_link_key(link_key.clone());
        let notified = G::notify(
            &*self.notifier,
            Reader::Connection(&client),
            change(),
            &mut side,
        )
        .await
        .map_err(StoreError::Database)?;
        let appended = match notified {
            Notified::Done => append(&client, game, links, escrow, key, &side, ends).await?,
            Notified::NeedsTransaction => {
                side = SideWrites::with_link_key(link_key);
                let tx = client.transaction().await?;
                G::notify(
                    &*self.notifier,
                    Reader::Transaction(&tx),
                    change(),
                    &mut side,
                )
                .await
                .map_err(StoreError::Database)?;
                let appended = append(&tx, game, links, escrow, key, &side, ends).await?;
                if let Appended::Done(_) = appended {
                    tx.commit().await?;
                }
                appended
            }
        };
        if matches!(appended, Appended::Done(_)) && side.has_mail() {
            self.announcer.mail();
        }
        Ok(appended)
    }

    /// Decides `command` on the current state of `game` and appends the outcome. `seen` is the
    /// version the player was looking at, if known: a command that no longer applies after the
    /// game moved past it is reported as [`StoreError::MovedOn`].
    pub async fn execute(
        &self,
        game: GameId,
        command: &durbar_domain::maharaja::Command,
        seen: Option<u64>,
    ) -> Result<Executed, StoreError> {
        self.execute_all(game, std::slice::from_ref(command), seen)
            .await
    }

    /// Decides `commands` one after the other (each on the state the previous ones left, with
    /// any reveals they led to) and appends all their events at once: all of them land, or none
    /// (a turn built step by step and finished at once).
    pub async fn execute_all(
        &self,
        game: GameId,
        commands: &[durbar_domain::maharaja::Command],
        seen: Option<u64>,
    ) -> Result<Executed, StoreError> {
        match self.execute_all_once(game, commands, seen, None).await? {
            Once::Ran(executed) => Ok(executed),
            Once::AlreadySeen(_) => Err(StoreError::Database(anyhow::anyhow!(
                "a move without an idempotency key was taken for a replay"
            ))),
        }
    }

    /// [`Store::execute_all`] for a request with an idempotency key: the key and its answer are
    /// written in the same statement as the events, and if the key is stored already (a twin
    /// request came first, in this process or another) nothing is written and what is stored is
    /// returned. A refused move whose key is stored is answered the same way (the twin's move may
    /// be why it is refused now).
    pub async fn execute_all_once(
        &self,
        game: GameId,
        commands: &[durbar_domain::maharaja::Command],
        seen: Option<u64>,
        key: Option<&MoveKey>,
    ) -> Result<Once<Executed>, StoreError> {
        self.execute_signed(game, commands, &[], seen, key).await
    }

    /// [`Store::execute_all_once`] for commands a device signed: `signatures` are those of the
    /// player commands among `commands`, in order (a player command without one is unsigned).
    /// Each signed command is logged as a `command_signed` event before its own events, after
    /// the signature is checked against the seat's registered keys and next number; an
    /// unsigned player command is refused at the signed-moves level.
    pub async fn execute_signed(
        &self,
        game: GameId,
        commands: &[durbar_domain::maharaja::Command],
        signatures: &[Signature],
        seen: Option<u64>,
        key: Option<&MoveKey>,
    ) -> Result<Once<Executed>, StoreError> {
        self.execute_once_as::<Maharaja>(game, commands, signatures, seen, key)
            .await
    }

    /// [`Store::execute_signed`] in a game of kind `G` (`signatures` as [`Rules::signed`]
    /// takes them).
    pub async fn execute_once_as<G: StoredKind>(
        &self,
        game: GameId,
        commands: &[G::Command],
        signatures: &[Signature],
        seen: Option<u64>,
        key: Option<&MoveKey>,
    ) -> Result<Once<Executed<G>>, StoreError> {
        let writer = self.cache.writer_lock(game);
        let _one_writer_per_game_here = writer.lock().await;
        let mut fresh = false;
        let mut lost_races = 0;
        for _ in 0..MAX_ATTEMPTS {
            let before = self.load_for_writing::<G>(game, fresh).await?;
            let client = self.pool.get().await?;
            let (state, events, escrow) =
                match decide_batch::<G>(&client, game, &before.game, commands, signatures).await? {
                    Decision::Decided {
                        state,
                        events,
                        escrow,
                    } => (*state, events, escrow),
                    // The cached state may be behind another process's writes: ask again fresh.
                    Decision::Refused(_) if !fresh => {
                        fresh = true;
                        continue;
                    }
                    Decision::Refused(violation) => {
                        // A twin request that came first may be why: then answer as it did.
                        if let Some(key) = key {
                            if let Some(seen) = self.move_key_seen(game, key).await? {
                                return Ok(Once::AlreadySeen(seen));
                            }
                        }
                        let moved = lost_races > 0 || seen.is_some_and(|seen| seen < before.seq);
                        return Err(G::refused(violation, moved));
                    }
                };
            if events.is_empty() {
                return Ok(Once::Ran(Executed {
                    after: before.clone(),
                    before,
                    events: Vec::new(),
                }));
            }
            let appended_at = std::time::Instant::now();
            let links = super::append::links::<G>(game, (before.seq, before.head), &events);
            let numbered: Vec<(u64, G::Event)> = links
                .iter()
                .map(|l| l.seq)
                .zip(events.iter().cloned())
                .collect();
            let appended = if G::interested(&*self.notifier, &numbered) {
                let change = (&*before.game, &state, &numbered[..]);
                self.append_with_mail::<G>(client, game, change, links, &escrow, key)
                    .await?
            } else {
                let ends = G::is_over(&state);
                let none = SideWrites::default();
                append(&client, game, links, &escrow, key, &none, ends).await?
            };
            match appended {
                Appended::Conflict => {
                    lost_races += 1;
                    fresh = true;
                }
                Appended::KeySeen => {
                    let key = key.expect("only a move with a key meets its key");
                    let seen = self.move_key_seen(game, key).await?;
                    return Ok(Once::AlreadySeen(seen.unwrap_or(IdempotencyClaim::Pending)));
                }
                Appended::Done(links) => {
                    let last = links.last().expect("at least one event was appended");
                    let after = Loaded {
                        game: Arc::new(state),
                        seq: last.seq,
                        head: last.hash,
                    };
                    self.cache.put(game, after.clone(), appended_at);
                    self.announcer.appended(game, last.seq);
                    self.cache.live.advanced(game, last.seq);
                    tracing::debug!(
                        game = %game,
                        first = before.seq + 1,
                        last = last.seq,
                        head = %hex::encode(last.hash),
                        "appended events"
                    );
                    return Ok(Once::Ran(Executed {
                        before,
                        after,
                        events: numbered,
                    }));
                }
            }
        }
        Err(StoreError::Contended)
    }
}

/// Decides each command in turn on the evolving state, collecting the openings to escrow and
/// publishing the reveals the game waits for after each.
async fn decide_batch<G: Rules>(
    client: &deadpool_postgres::Client,
    game: GameId,
    start: &G::State,
    commands: &[G::Command],
    signatures: &[Signature],
) -> Result<Decision<G>, StoreError> {
    let mut state = start.clone();
    let mut events = Vec::new();
    let mut escrow = Vec::new();
    let mut signatures = signatures.iter();
    for command in commands {
        let decided = match G::decide(&state, command) {
            Ok(decided) => decided,
            Err(violation) => return Ok(Decision::Refused(violation)),
        };
        match G::signed(&state, command, &decided, &mut signatures) {
            Ok(Some(signed)) => {
                state = G::evolve(state, &signed);
                events.push(signed);
            }
            Ok(None) => {}
            Err(violation) => return Ok(Decision::Refused(violation)),
        }
        escrow.extend(G::sealed_by(command, &decided));
        state = decided.iter().fold(state, G::evolve);
        events.extend(decided);
        publish_reveals::<G>(client, game, &mut state, &mut events, &escrow).await?;
    }
    Ok(Decision::Decided {
        state: Box::new(state),
        events,
        escrow,
    })
}

/// Publishes the openings the game waits for the system to open ([`Rules::reveal_due`]), from
/// the openings just made or from escrow; an opening the game refuses is declared unopenable
/// when the game has such a command.
async fn publish_reveals<G: Rules>(
    client: &deadpool_postgres::Client,
    game: GameId,
    state: &mut G::State,
    events: &mut Vec<G::Event>,
    just_committed: &[Sealed],
) -> Result<(), StoreError> {
    // Each seat's turn begins once a round and each auction reveals once; the bound only
    // guards against a bug looping.
    for _ in 0..16 {
        let Some(due) = G::reveal_due(state) else {
            return Ok(());
        };
        let mut openings = Vec::with_capacity(due.len());
        for (seat, commitment) in due {
            let opening = find_opening(client, game, &commitment, just_committed).await?;
            openings.push((seat, opening));
        }
        let reveal = G::reveal(state, &openings);
        let revealed = match G::decide(state, &reveal) {
            Ok(revealed) => revealed,
            Err(violation) => {
                let unopenable = G::unopenable(state).ok_or_else(|| {
                    StoreError::Database(anyhow::anyhow!(
                        "the escrowed openings were refused: {violation}"
                    ))
                })?;
                G::decide(state, &unopenable).map_err(|v| {
                    StoreError::Database(anyhow::anyhow!("cannot declare an unopenable value: {v}"))
                })?
            }
        };
        *state = revealed.iter().fold(std::mem::take(state), |state, event| {
            G::evolve(state, event)
        });
        events.extend(revealed);
    }
    Ok(())
}

/// The opening of `commitment`: made in this very batch, or held in escrow.
async fn find_opening(
    client: &deadpool_postgres::Client,
    game: GameId,
    commitment: &Bytes32,
    just_committed: &[Sealed],
) -> Result<Option<Opening>, StoreError> {
    match just_committed
        .iter()
        .find(|row| row.commitment == *commitment)
    {
        Some(row) => Ok(Some(row.opening.clone())),
        None => escrow::opening(client, game, commitment).await,
    }
}
