//! A Citadels game's lobby (C2): created without events, it waits until every player has joined
//! with a public random contribution, kept with the player; the last join starts it with the
//! command whose event 1 carries every contribution in seat order, so the seed committed at
//! creation is mixed with all of them (`domain::citadels::draw`) and `durbar verify` re-derives
//! the deal from the seed and the contributions in the log. Until then `games.lobby` says what
//! kind of game it is and with which options. At the signed-moves level each join also brings
//! the public key the player's device made (`players.lobby_key`, 0020); the start logs them as
//! `key_registered` right after event 1, in the same commit, before anyone can move.

use durbar_domain::citadels::{self, Citadels};
use durbar_domain::{Bytes32, GameId, GameKind, PublicKey};

use super::execute::Executed;
use super::{game_uuid, Store, StoreError};

/// What `games.lobby` holds for a Citadels game waiting for its players: what its event 1 will
/// name (its kind, read as event 1's is) and its options.
pub(super) fn lobby_of(options: &citadels::Options) -> serde_json::Value {
    serde_json::json!({
        "game": GameKind::Citadels.name(),
        "options": options,
    })
}

/// The command that starts a Citadels game with `contributions` (by seat).
pub(super) fn start_command(
    game: GameId,
    options: &citadels::Options,
    seed: Bytes32,
    contributions: Vec<Bytes32>,
) -> citadels::Command {
    citadels::Command::Start {
        game,
        options: options.clone(),
        seed,
        contributions,
        deck: None,
        drafts: Vec::new(),
    }
}

/// A game waiting in its lobby: its options, the seed, who has contributed what and the keys
/// their devices made (by seat).
struct Waiting {
    options: citadels::Options,
    seed: Bytes32,
    contributions: Vec<Option<Bytes32>>,
    keys: Vec<Option<PublicKey>>,
}

fn bytes32(bytes: Vec<u8>, what: &str) -> Result<Bytes32, StoreError> {
    bytes
        .try_into()
        .map(Bytes32)
        .map_err(|_| StoreError::Corrupt {
            seq: 0,
            reason: format!("{what} is not 32 bytes"),
        })
}

impl Store {
    /// The kind a game waiting in its lobby will be (`None`: no such game, or one with events).
    pub(super) async fn lobby_kind(&self, game: GameId) -> Result<Option<GameKind>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("SELECT lobby::text FROM games WHERE game_id = $1")
            .await?;
        let Some(row) = client.query_opt(&statement, &[&game_uuid(game)]).await? else {
            return Ok(None);
        };
        let Some(lobby) = row.get::<_, Option<String>>(0) else {
            return Ok(None);
        };
        let json: serde_json::Value =
            serde_json::from_str(&lobby).map_err(|e| StoreError::Corrupt {
                seq: 0,
                reason: format!("the lobby is not JSON: {e}"),
            })?;
        GameKind::named_by(&json)
            .map(Some)
            .map_err(|e| StoreError::Corrupt {
                seq: 0,
                reason: e.to_string(),
            })
    }

    /// Which players have joined, in the host's order: in a Citadels game, those whose
    /// contribution is kept (every player, once it has started); in a Maharaja game, those whose
    /// contribution is in the log.
    pub async fn joined(&self, game: GameId) -> Result<Vec<bool>, StoreError> {
        if self.kind(game).await? == GameKind::Maharaja {
            let loaded = self.load(game).await?;
            return Ok(loaded
                .game
                .contributions()
                .iter()
                .map(Option::is_some)
                .collect());
        }
        let started = self.has_events(game).await?;
        Ok(match self.waiting(game).await? {
            Some(waiting) if !started => {
                waiting.contributions.iter().map(Option::is_some).collect()
            }
            // Started: everyone is in.
            _ => vec![true; self.players(game).await?.len()],
        })
    }

    /// The commitment to `game`'s seed (shown before anyone contributes; event 1 repeats it).
    pub async fn seed_commitment(&self, game: GameId) -> Result<Bytes32, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("SELECT seed_commitment FROM games WHERE game_id = $1")
            .await?;
        let row = client
            .query_opt(&statement, &[&game_uuid(game)])
            .await?
            .ok_or(StoreError::NotFound)?;
        bytes32(row.get(0), "the seed commitment")
    }

    /// The options of a Citadels game: its event 1's, or its lobby's while it waits.
    pub async fn citadels_options(&self, game: GameId) -> Result<citadels::Options, StoreError> {
        let loaded = self.load_as::<Citadels>(game).await?;
        if loaded.seq > 0 {
            return Ok(loaded.game.state.options.clone());
        }
        Ok(self
            .waiting(game)
            .await?
            .map(|waiting| waiting.options)
            .unwrap_or_default())
    }

    /// Whether `game` has any event yet.
    async fn has_events(&self, game: GameId) -> Result<bool, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("SELECT EXISTS (SELECT 1 FROM events WHERE game_id = $1 AND seq = 1)")
            .await?;
        Ok(client
            .query_one(&statement, &[&game_uuid(game)])
            .await?
            .get(0))
    }

    /// The lobby of `game`, if it has one.
    async fn waiting(&self, game: GameId) -> Result<Option<Waiting>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("SELECT lobby::text, seed FROM games WHERE game_id = $1")
            .await?;
        let Some(row) = client.query_opt(&statement, &[&game_uuid(game)]).await? else {
            return Err(StoreError::NotFound);
        };
        let Some(lobby) = row.get::<_, Option<String>>(0) else {
            return Ok(None);
        };
        let corrupt = |reason: String| StoreError::Corrupt { seq: 0, reason };
        let json: serde_json::Value =
            serde_json::from_str(&lobby).map_err(|e| corrupt(e.to_string()))?;
        let options: citadels::Options = serde_json::from_value(json["options"].clone())
            .map_err(|e| corrupt(format!("the lobby's options: {e}")))?;
        let seed = bytes32(row.get(1), "the seed")?;
        let statement = client
            .prepare_cached(
                "SELECT contribution, lobby_key FROM players WHERE game_id = $1
                  ORDER BY player_index",
            )
            .await?;
        let rows = client.query(&statement, &[&game_uuid(game)]).await?;
        let contributions = rows
            .iter()
            .map(|row| {
                row.get::<_, Option<Vec<u8>>>(0)
                    .map(|b| bytes32(b, "a contribution"))
                    .transpose()
            })
            .collect::<Result<_, _>>()?;
        let keys = rows
            .iter()
            .map(|row| {
                row.get::<_, Option<Vec<u8>>>(1)
                    .map(|b| {
                        PublicKey::from_sec1(&b).map_err(|e| corrupt(format!("a lobby key: {e}")))
                    })
                    .transpose()
            })
            .collect::<Result<_, _>>()?;
        Ok(Some(Waiting {
            options,
            seed,
            contributions,
            keys,
        }))
    }

    /// Player `player` joins the Citadels game waiting in its lobby with `contribution` and the
    /// key their device made, if any (a second join keeps the first contribution and key); the
    /// last join starts the game, and the start's mail (the first "pick your character") goes
    /// out with its events. Returns the start, if this join (or a retry of it) made it.
    pub async fn join_citadels(
        &self,
        game: GameId,
        player: u8,
        contribution: Bytes32,
        key: Option<&PublicKey>,
    ) -> Result<Option<Executed<Citadels>>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached(
                "UPDATE players SET contribution = $3, lobby_key = $4
                  WHERE game_id = $1 AND player_index = $2 AND contribution IS NULL",
            )
            .await?;
        let key = key.map(PublicKey::to_sec1);
        client
            .execute(
                &statement,
                &[
                    &game_uuid(game),
                    &i16::from(player),
                    &contribution.0.as_slice(),
                    &key,
                ],
            )
            .await?;
        drop(client);
        self.players_changed(game);
        self.start_citadels_if_ready(game).await
    }

    /// Starts the Citadels game waiting in its lobby if every player has joined; `None` if some
    /// have not, or it has started already.
    pub async fn start_citadels_if_ready(
        &self,
        game: GameId,
    ) -> Result<Option<Executed<Citadels>>, StoreError> {
        if self.has_events(game).await? {
            return Ok(None);
        }
        let Some(waiting) = self.waiting(game).await? else {
            return Ok(None);
        };
        let Some(contributions) = waiting
            .contributions
            .into_iter()
            .collect::<Option<Vec<_>>>()
        else {
            return Ok(None);
        };
        let start = start_command(game, &waiting.options, waiting.seed, contributions);
        let keys = waiting
            .keys
            .into_iter()
            .enumerate()
            .filter_map(|(player, key)| {
                Some(citadels::Command::RegisterKey {
                    player: player as u8,
                    key: key?,
                })
            });
        let commands: Vec<citadels::Command> = std::iter::once(start).chain(keys).collect();
        match self
            .execute_once_as::<Citadels>(game, &commands, &[], None, None)
            .await
        {
            Ok(once) => Ok(match once {
                super::Once::Ran(executed) => Some(executed),
                super::Once::AlreadySeen(_) => None,
            }),
            // Another join started it a moment ago.
            Err(StoreError::GameRule(refusal) | StoreError::GameMovedOn(refusal))
                if refusal.code == citadels::RuleViolation::AlreadyStarted.code() =>
            {
                Ok(None)
            }
            Err(error) => Err(error),
        }
    }
}
