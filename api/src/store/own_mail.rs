//! A player's own mail in one game: the outbox rows addressed to them, for their "your mail"
//! page (never anyone else's: the rows are picked by the player's own address in that game).

use durbar_domain::GameId;

use super::{game_uuid, Store, StoreError};

/// One mail sent to a player.
#[derive(Debug, Clone, PartialEq)]
pub struct OwnMail {
    /// The subject.
    pub subject: String,
    /// The address it went to.
    pub to: String,
    /// When it was written (RFC 3339, UTC).
    pub created_at: String,
    /// The plain-text body.
    pub text_body: String,
}

impl Store {
    /// The newest `limit` mails of `game` sent to `player`, newest first.
    pub async fn own_mail(
        &self,
        game: GameId,
        player: u8,
        limit: i64,
    ) -> Result<Vec<OwnMail>, StoreError> {
        let client = self.pool.get().await?;
        let statement = client
            .prepare_cached(
                "SELECT o.subject, o.to_address,
                        to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'),
                        o.text_body
                   FROM outbox o
                   JOIN players p ON p.game_id = o.game_id AND p.email = o.to_address
                  WHERE o.game_id = $1 AND p.player_index = $2
                  ORDER BY o.id DESC LIMIT $3",
            )
            .await?;
        let rows = client
            .query(&statement, &[&game_uuid(game), &i16::from(player), &limit])
            .await?;
        Ok(rows
            .iter()
            .map(|row| OwnMail {
                subject: row.get(0),
                to: row.get(1),
                created_at: row.get(2),
                text_body: row.get(3),
            })
            .collect())
    }
}
