//! The players of a game outside the event log: their personal links (many live tokens per
//! player, only SHA-256 stored, revocable), browser sessions made by following a link, the
//! idempotency keys that make every POST play once, the turn a player is building, and the
//! game's deadlines.

use std::time::{Duration, SystemTime};

use deadpool_postgres::GenericClient;
use durbar_domain::maharaja::{GameId, PlayerCommand};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::games::token_hash;
use super::signed_links::{is_signed_token, LinkRefused};
use super::{game_uuid, Store, StoreError};
use crate::secrets::random_bytes;

/// What happens when a player does not act by the deadline (design.md, "Deadlines").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoShow {
    /// Wait for the player (reminders only).
    #[default]
    Wait,
    /// Gold + Gold for a missing disc; a turn plays what was set and forfeits the rest.
    Auto,
}

/// A game's deadlines, stored as `games.deadlines` (jsonb); the scheduler applies them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadlines {
    /// Hours a player has to act once the game waits for them.
    pub turn_hours: u32,
    /// Hours before the deadline when a reminder goes out (0: none).
    pub reminder_hours: u32,
    /// What happens at the deadline.
    pub no_show: NoShow,
}

impl Default for Deadlines {
    fn default() -> Self {
        Self {
            turn_hours: 48,
            reminder_hours: 12,
            no_show: NoShow::Wait,
        }
    }
}

/// Writes the deadlines of a game (inside the creating transaction).
pub(super) async fn write_deadlines(
    client: &impl GenericClient,
    game: GameId,
    deadlines: &Deadlines,
) -> Result<(), StoreError> {
    let json = serde_json::to_string(deadlines).map_err(|e| StoreError::Database(e.into()))?;
    client
        .execute(
            &client
                .prepare_cached("UPDATE games SET deadlines = $2::text::jsonb WHERE game_id = $1")
                .await?,
            &[&game_uuid(game), &json],
        )
        .await?;
    Ok(())
}

/// One player of a game as the web pages need them (the email only for the host's page).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRecord {
    /// Index in the host's order.
    pub player_index: u8,
    /// Display name.
    pub name: String,
    /// Email address.
    pub email: String,
    /// The host.
    pub is_host: bool,
    /// Live links: one (the signed link of the player's generation) unless the host revoked it
    /// and sent none since, plus old stored links still live.
    pub live_links: i64,
    /// The bot that plays the seat (`players.bot`: `"greedy"`, `"random"`), none for a person.
    /// A bot's seat has no email, no link and gets no mail.
    pub bot: Option<String>,
}

/// A game's facts kept outside the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The title the host gave the game, shown on its pages and in mail subjects.
    pub title: String,
    /// Export restricted to players after the end.
    pub private: bool,
    /// Deadlines.
    pub deadlines: Deadlines,
}

/// Who a valid personal link token belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkOwner {
    /// The game.
    pub game: GameId,
    /// The player (host's order).
    pub player_index: u8,
}

/// A browser session in one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRecord {
    /// The player (host's order).
    pub player_index: u8,
    /// The session's form token secret.
    pub csrf_secret: [u8; 32],
    /// When it ends.
    pub expires_at: SystemTime,
}

/// The turn a player is building: its steps are the game's player commands (Maharaja's by
/// default, Citadels' commands for a Citadels game).
#[derive(Debug, Clone, PartialEq)]
pub struct TurnDraft<C = PlayerCommand> {
    /// The round it belongs to.
    pub round: u32,
    /// The game's seq when the draft was last checked.
    pub seq: u64,
    /// The steps, in order.
    pub commands: Vec<C>,
}

/// SHA-256 of a session id, as stored.
pub fn session_id_hash(id: &str) -> Vec<u8> {
    Sha256::digest(id.as_bytes()).to_vec()
}

fn player_of(index: i16) -> u8 {
    u8::try_from(index).unwrap_or(u8::MAX)
}

/// The most browser sessions one player keeps in one game (each device or browser signed in by
/// the link is one); signing in once more ends the oldest.
pub const SESSIONS_PER_PLAYER: i64 = 10;

impl Store {
    /// A personal link token for a player (signed with their current link generation: nothing
    /// is written). Returns the token, to be put in the link `{base_url}/p/{token}`.
    pub async fn mint_link(&self, game: GameId, player: u8) -> Result<String, StoreError> {
        let key = self.link_key().await?;
        let client = self.pool.get().await?;
        let row = client
            .query_opt(
                "SELECT link_generation FROM players WHERE game_id = $1 AND player_index = $2",
                &[&game_uuid(game), &i16::from(player)],
            )
            .await?
            .ok_or(StoreError::NotFound)?;
        Ok(key.sign_now(game, player, generation_of(row.get(0))))
    }

    /// A fresh link for a player and the mail that carries it (made by `mail` from the token),
    /// written to the outbox in one transaction that also marks the player's link as sent again
    /// (the host's page counts it live): the host's "re-send the link".
    pub async fn mint_link_with_mail(
        &self,
        game: GameId,
        player: u8,
        mail: impl FnOnce(&str) -> anyhow::Result<durbar_mailer::OutgoingMail>,
    ) -> Result<(), StoreError> {
        let key = self.link_key().await?;
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        let row = tx
            .query_opt(
                "UPDATE players SET link_revoked_at = NULL
                  WHERE game_id = $1 AND player_index = $2 RETURNING link_generation",
                &[&game_uuid(game), &i16::from(player)],
            )
            .await?
            .ok_or(StoreError::NotFound)?;
        let token = key.sign_now(game, player, generation_of(row.get(0)));
        let mail = mail(&token)?;
        durbar_mailer::enqueue(&*tx, &mail)
            .await
            .map_err(|error| StoreError::Database(error.into()))?;
        durbar_mailer::wake_workers(&*tx).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Revokes every link and every session of a player: bumps their link generation (every
    /// signed link sent so far stops working), revokes their old stored links and ends their
    /// sessions. Call [`Store::players_changed`] after it, so that mail signs with the new
    /// generation. False, and nothing changed, when the game has no such person: no player of
    /// that index, or a bot's seat (`players.bot`), which has no link to revoke.
    pub async fn revoke_links(&self, game: GameId, player: u8) -> Result<bool, StoreError> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        let revoked = tx
            .execute(
                "UPDATE players SET link_generation = link_generation + 1, link_revoked_at = now()
                  WHERE game_id = $1 AND player_index = $2 AND bot IS NULL",
                &[&game_uuid(game), &i16::from(player)],
            )
            .await?;
        if revoked == 0 {
            return Ok(false);
        }
        tx.execute(
            "UPDATE player_links SET revoked_at = now()
              WHERE game_id = $1 AND player_index = $2 AND revoked_at IS NULL",
            &[&game_uuid(game), &i16::from(player)],
        )
        .await?;
        tx.execute(
            "DELETE FROM sessions WHERE game_id = $1 AND player_index = $2",
            &[&game_uuid(game), &i16::from(player)],
        )
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Who a link token belongs to, or why it signs nobody in: a signed token (its MAC, expiry
    /// and the player's current generation), or a 64-hex token stored before links were signed
    /// (live while not revoked and younger than [`super::LINK_LIFETIME`]).
    pub async fn link_owner(
        &self,
        token: &str,
    ) -> Result<Result<LinkOwner, LinkRefused>, StoreError> {
        let client = self.pool.get().await?;
        if is_signed_token(token) {
            let key = self.link_key().await?;
            let claims = match key.verify(token, SystemTime::now()) {
                Ok(claims) => claims,
                Err(refused) => return Ok(Err(refused)),
            };
            let statement = client
                .prepare_cached(
                    "SELECT link_generation FROM players WHERE game_id = $1 AND player_index = $2",
                )
                .await?;
            let row = client
                .query_opt(
                    &statement,
                    &[&game_uuid(claims.game), &i16::from(claims.player)],
                )
                .await?;
            return Ok(match row.map(|row| generation_of(row.get(0))) {
                None => Err(LinkRefused::Unknown),
                Some(generation) if generation != claims.generation => Err(LinkRefused::Revoked),
                Some(_) => Ok(LinkOwner {
                    game: claims.game,
                    player_index: claims.player,
                }),
            });
        }
        if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(Err(LinkRefused::Unknown));
        }
        let statement = client
            .prepare_cached(
                "SELECT game_id, player_index FROM player_links
                  WHERE token_hash = $1 AND revoked_at IS NULL
                    AND created_at > now() - make_interval(secs => $2)",
            )
            .await?;
        let lifetime = super::LINK_LIFETIME.as_secs_f64();
        let row = client
            .query_opt(&statement, &[&token_hash(token), &lifetime])
            .await?;
        Ok(row
            .map(|row| LinkOwner {
                game: GameId(*row.get::<_, uuid::Uuid>(0).as_bytes()),
                player_index: player_of(row.get(1)),
            })
            .ok_or(LinkRefused::Unknown))
    }

    /// Signs a browser in to `game` as `player` for `lifetime`, with a fresh form token secret.
    /// The session id is always new (so nobody can fix it in advance); the sign-ins of the
    /// browser's `previous` session in other games move over to it. Returns the new id.
    pub async fn sign_in(
        &self,
        previous: Option<&str>,
        game: GameId,
        player: u8,
        lifetime: Duration,
    ) -> Result<(String, SessionRecord), StoreError> {
        let session_id = hex::encode(random_bytes::<32>());
        let id_hash = session_id_hash(&session_id);
        let csrf_secret = random_bytes::<32>();
        let expires_at = SystemTime::now() + lifetime;
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        if let Some(previous) = previous {
            tx.execute(
                "UPDATE sessions SET id_hash = $2
                  WHERE id_hash = $1 AND game_id <> $3 AND expires_at > now()",
                &[&session_id_hash(previous), &id_hash, &game_uuid(game)],
            )
            .await?;
            tx.execute(
                "DELETE FROM sessions WHERE id_hash = $1",
                &[&session_id_hash(previous)],
            )
            .await?;
        }
        tx.execute(
            "INSERT INTO sessions (id_hash, game_id, player_index, csrf_secret, expires_at)
             VALUES ($1, $2, $3, $4, $5)",
            &[
                &id_hash,
                &game_uuid(game),
                &i16::from(player),
                &csrf_secret.as_slice(),
                &expires_at,
            ],
        )
        .await?;
        // A player has at most SESSIONS_PER_PLAYER sessions in a game: the oldest go.
        tx.execute(
            "DELETE FROM sessions
              WHERE game_id = $1 AND player_index = $2
                AND id_hash NOT IN (SELECT id_hash FROM sessions
                                     WHERE game_id = $1 AND player_index = $2
                                     ORDER BY created_at DESC, id_hash LIMIT $3)",
            &[&game_uuid(game), &i16::from(player), &SESSIONS_PER_PLAYER],
        )
        .await?;
        tx.commit().await?;
        Ok((
            session_id,
            SessionRecord {
                player_index: player,
                csrf_secret,
                expires_at,
            },
        ))
    }

    /// The session `session_id` in `game`, if signed in there and not expired.
    pub async fn session(
        &self,
        session_id: &str,
        game: GameId,
    ) -> Result<Option<SessionRecord>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached(
                "SELECT player_index, csrf_secret, expires_at FROM sessions
                  WHERE id_hash = $1 AND game_id = $2 AND expires_at > now()",
            )
            .await?;
        let row = client
            .query_opt(
                &statement,
                &[&session_id_hash(session_id), &game_uuid(game)],
            )
            .await?;
        Ok(row.and_then(|row| {
            let secret: Vec<u8> = row.get(1);
            Some(SessionRecord {
                player_index: player_of(row.get(0)),
                csrf_secret: secret.try_into().ok()?,
                expires_at: row.get(2),
            })
        }))
    }

    /// The players of a game, in the host's order.
    pub async fn players(&self, game: GameId) -> Result<Vec<PlayerRecord>, StoreError> {
        let client = self.pool.get().await?;
        let rows = client
            .query(
                &client
                    .prepare_cached(
                        "SELECT p.player_index, p.display_name, p.email, p.is_host,
                        CASE WHEN p.link_revoked_at IS NULL THEN 1 ELSE 0 END::int8
                        + (SELECT count(*) FROM player_links l
                            WHERE l.game_id = p.game_id AND l.player_index = p.player_index
                              AND l.revoked_at IS NULL
                              AND l.created_at > now() - make_interval(secs => $2)),
                        p.bot
                   FROM players p WHERE p.game_id = $1 ORDER BY p.player_index",
                    )
                    .await?,
                &[&game_uuid(game), &super::LINK_LIFETIME.as_secs_f64()],
            )
            .await?;
        Ok(rows
            .into_iter()
            .map(|row| PlayerRecord {
                player_index: player_of(row.get(0)),
                name: row.get(1),
                email: row.get(2),
                is_host: row.get(3),
                live_links: row.get(4),
                bot: row.get(5),
            })
            .collect())
    }

    /// The title, privacy and deadlines of a game.
    pub async fn game_record(&self, game: GameId) -> Result<GameRecord, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached("SELECT title, private, deadlines::text FROM games WHERE game_id = $1")
            .await?;
        let row = client
            .query_opt(&statement, &[&game_uuid(game)])
            .await?
            .ok_or(StoreError::NotFound)?;
        let deadlines: String = row.get(2);
        Ok(GameRecord {
            title: row.get(0),
            private: row.get(1),
            deadlines: serde_json::from_str(&deadlines).unwrap_or_default(),
        })
    }

    /// The opening of a disc commitment, from escrow: for the page of the player whose disc it
    /// is, and nobody else.
    pub async fn disc_opening(
        &self,
        game: GameId,
        commitment: &durbar_domain::Bytes32,
    ) -> Result<Option<([durbar_domain::maharaja::Action; 2], durbar_domain::Bytes32)>, StoreError>
    {
        let client = self.pool.get().await?;
        let opening = super::escrow::opening(&client, game, commitment).await?;
        Ok(opening
            .filter(|o| o.kind == durbar_domain::maharaja::commitment::DISC.name)
            .and_then(|o| {
                let actions = durbar_domain::maharaja::commitment::disc_from_value(&o.value)?;
                Some((actions, o.nonce))
            }))
    }

    /// The turn `player` is building in `game`, if any.
    pub async fn draft<C: serde::de::DeserializeOwned>(
        &self,
        game: GameId,
        player: u8,
    ) -> Result<Option<TurnDraft<C>>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached(
                "SELECT round, seq, commands::text FROM turn_drafts WHERE game_id = $1 AND player_index = $2",
            )
            .await?;
        let row = client
            .query_opt(&statement, &[&game_uuid(game), &i16::from(player)])
            .await?;
        let Some(row) = row else { return Ok(None) };
        let commands: String = row.get(2);
        let commands = serde_json::from_str(&commands).map_err(|e| StoreError::Corrupt {
            seq: 0,
            reason: format!("a turn draft cannot be read: {e}"),
        })?;
        Ok(Some(TurnDraft {
            round: u32::try_from(row.get::<_, i32>(0)).unwrap_or(0),
            seq: u64::try_from(row.get::<_, i64>(1)).unwrap_or(0),
            commands,
        }))
    }

    /// Stores the turn `player` is building (an empty draft is removed).
    pub async fn save_draft<C: Serialize>(
        &self,
        game: GameId,
        player: u8,
        draft: &TurnDraft<C>,
    ) -> Result<(), StoreError> {
        if draft.commands.is_empty() {
            return self.clear_draft(game, player).await;
        }
        let client = self.pool.get().await?;
        let commands =
            serde_json::to_string(&draft.commands).map_err(|e| StoreError::Database(e.into()))?;
        client
            .execute(
                &client
                    .prepare_cached(
                        "INSERT INTO turn_drafts (game_id, player_index, round, seq, commands, updated_at)
                 VALUES ($1, $2, $3, $4, $5::text::jsonb, now())
                 ON CONFLICT (game_id, player_index) DO UPDATE
                    SET round = EXCLUDED.round, seq = EXCLUDED.seq,
                        commands = EXCLUDED.commands, updated_at = now()",
                    )
                    .await?,
                &[
                    &game_uuid(game),
                    &i16::from(player),
                    &(draft.round as i32),
                    &(draft.seq as i64),
                    &commands,
                ],
            )
            .await?;
        Ok(())
    }

    /// Drops the turn `player` was building.
    pub async fn clear_draft(&self, game: GameId, player: u8) -> Result<(), StoreError> {
        let client = self.pool.get().await?;
        client
            .execute(
                &client
                    .prepare_cached(
                        "DELETE FROM turn_drafts WHERE game_id = $1 AND player_index = $2",
                    )
                    .await?,
                &[&game_uuid(game), &i16::from(player)],
            )
            .await?;
        Ok(())
    }
}

fn generation_of(generation: i32) -> u32 {
    u32::try_from(generation).unwrap_or(u32::MAX)
}
