//! Bot seats (#14): which players of which games one of the engine's bots plays
//! (`players.bot`, migration 0022). The bot worker (`turn_mail::bots`) reads them; its moves go
//! through [`Store::execute_once_as`] like everyone's. It reads only the games it has reason to
//! look at ([`Store::bot_seats_of`]: those that changed, and those with a bot seat still to join,
//! `players.bot_joined`, migration 0024), so a pass costs what changed, not every running game.

use durbar_domain::GameId;

use super::{Store, StoreError};

/// One seat a bot plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotSeat {
    /// The game whose seat it is.
    pub game: GameId,
    /// The player (host's order).
    pub player: u8,
    /// The bot's engine name (`"greedy"`, `"random"`).
    pub kind: String,
    /// Whether the worker has seen this seat joined ([`Store::mark_bots_joined`]).
    pub joined: bool,
}

/// The seats of running bot games: (no filter: all of them), else only of the games listed or
/// with a bot seat not yet seen joined.
const BOT_SEATS: &str = "
    SELECT p.game_id, p.player_index, p.bot, p.bot_joined
      FROM players p JOIN games g USING (game_id)
     WHERE p.bot IS NOT NULL AND NOT g.ended
       AND ($1::uuid[] IS NULL
            OR p.game_id = ANY($1)
            OR p.game_id IN (SELECT j.game_id FROM players j
                              WHERE j.bot IS NOT NULL AND NOT j.bot_joined))
     ORDER BY p.game_id, p.player_index";

impl Store {
    /// Every bot seat of every game that has not ended (`games.ended`, migration 0023), games
    /// in no particular order, each game's seats in the host's order.
    pub async fn bot_seats(&self) -> Result<Vec<BotSeat>, StoreError> {
        self.seats(None).await
    }

    /// The bot seats of the games that have not ended among `games` and of every running game
    /// with a bot seat not yet seen joined: in one query, ordered as [`Store::bot_seats`].
    pub async fn bot_seats_of(&self, games: &[GameId]) -> Result<Vec<BotSeat>, StoreError> {
        self.seats(Some(games)).await
    }

    async fn seats(&self, games: Option<&[GameId]>) -> Result<Vec<BotSeat>, StoreError> {
        let games: Option<Vec<uuid::Uuid>> =
            games.map(|games| games.iter().copied().map(super::game_uuid).collect());
        let client = self.pool.get().await?;
        let rows = client
            .query(&client.prepare_cached(BOT_SEATS).await?, &[&games])
            .await?;
        Ok(rows
            .into_iter()
            .map(|row| BotSeat {
                game: GameId(*row.get::<_, uuid::Uuid>(0).as_bytes()),
                player: u8::try_from(row.get::<_, i16>(1)).unwrap_or(u8::MAX),
                kind: row.get(2),
                joined: row.get(3),
            })
            .collect())
    }

    /// Records that the bot seats of `players` in `game` have joined (their contribution is in
    /// the game): the worker no longer reads the game for their join.
    pub async fn mark_bots_joined(&self, game: GameId, players: &[u8]) -> Result<(), StoreError> {
        if players.is_empty() {
            return Ok(());
        }
        let players: Vec<i16> = players.iter().copied().map(i16::from).collect();
        let client = self.pool.get().await?;
        client
            .execute(
                &client
                    .prepare_cached(
                        "UPDATE players SET bot_joined = true
                          WHERE game_id = $1 AND player_index = ANY($2) AND bot IS NOT NULL",
                    )
                    .await?,
                &[&super::game_uuid(game), &players],
            )
            .await?;
        Ok(())
    }

    /// Marks `game` ended: its rules say it is over (the bot worker no longer reads its seats).
    /// The move that ends a game marks it in its own statement (`append`); this mends a game
    /// that ended before `games.ended` existed.
    pub async fn mark_ended(&self, game: GameId) -> Result<(), StoreError> {
        let client = self.pool.get().await?;
        client
            .execute(
                &client
                    .prepare_cached(
                        "UPDATE games SET ended = true WHERE game_id = $1 AND NOT ended",
                    )
                    .await?,
                &[&super::game_uuid(game)],
            )
            .await?;
        Ok(())
    }
}
