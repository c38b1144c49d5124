//! Bot seats (#14): which players of which games one of the engine's bots plays
//! (`players.bot`, migration 0022). The bot worker (`turn_mail::bots`) reads them; its moves go
//! through [`Store::execute_once_as`] like everyone's.

use durbar_domain::GameId;

use super::{Store, StoreError};

/// One seat a bot plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotSeat {
    /// The game.
    pub game: GameId,
    /// The player (host's order).
    pub player: u8,
    /// The bot's engine name (`"greedy"`, `"random"`).
    pub kind: String,
}

impl Store {
    /// Every bot seat of every game that has not ended (`games.ended`, migration 0023), games
    /// in no particular order, each game's seats in the host's order.
    pub async fn bot_seats(&self) -> Result<Vec<BotSeat>, StoreError> {
        let client = self.pool.get().await?;
        let rows = client
            .query(
                &client
                    .prepare_cached(
                        "SELECT p.game_id, p.player_index, p.bot
                           FROM players p JOIN games g USING (game_id)
                          WHERE p.bot IS NOT NULL AND NOT g.ended
                          ORDER BY p.game_id, p.player_index",
                    )
                    .await?,
                &[],
            )
            .await?;
        Ok(rows
            .into_iter()
            .map(|row| BotSeat {
                game: GameId(*row.get::<_, uuid::Uuid>(0).as_bytes()),
                player: u8::try_from(row.get::<_, i16>(1)).unwrap_or(u8::MAX),
                kind: row.get(2),
            })
            .collect())
    }

    /// Marks `game` ended: its rules say it is over (the bot worker no longer reads its seats).
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
