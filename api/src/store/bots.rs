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
    /// Every bot seat of every game, games in no particular order, each game's seats in the
    /// host's order.
    pub async fn bot_seats(&self) -> Result<Vec<BotSeat>, StoreError> {
        let client = self.pool.get().await?;
        let rows = client
            .query(
                &client
                    .prepare_cached(
                        "SELECT game_id, player_index, bot FROM players
                          WHERE bot IS NOT NULL ORDER BY game_id, player_index",
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
}
