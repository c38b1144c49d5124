//! The SQL of turn mail (tables of migration 0005, and the players' mail settings of 0002): read
//! before the change they are about is written (its rows go with the change as
//! [`crate::store::SideWrites`]), or inside its transaction where rows must be locked.

use std::time::SystemTime;

use deadpool_postgres::{GenericClient, Transaction};
use durbar_domain::{Action, Bytes32, GameId};
use durbar_mailer::MessageId;

use crate::store::{game_uuid, Deadlines};

/// How a player wants their mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailMode {
    /// Every notice as it happens.
    Every,
    /// One digest a day (calls to act sent at once when the game waits only for them).
    Digest,
}

/// A player as mail sees them.
#[derive(Debug, Clone)]
pub struct Recipient {
    /// Index in the host's order.
    pub player_index: u8,
    /// Display name.
    pub name: String,
    /// Address.
    pub email: String,
    /// Unsubscribed: no mail at all.
    pub unsubscribed: bool,
    /// Every mail or a digest.
    pub mode: MailMode,
    /// IANA time zone for shown times.
    pub time_zone: String,
    /// On vacation: no reminders.
    pub on_vacation: bool,
    /// The Message-ID their mail about the game replies to, once recorded.
    pub thread_anchor: Option<MessageId>,
    /// The link generation their personal links are signed with.
    pub link_generation: u32,
}

/// What mail needs of a game.
#[derive(Debug, Clone)]
pub struct GameMail {
    /// The game.
    pub game: GameId,
    /// Its title.
    pub title: String,
    /// Its deadlines.
    pub deadlines: Deadlines,
    /// Its players, in the host's order.
    pub recipients: Vec<Recipient>,
}

impl GameMail {
    /// The recipient who is player `index`.
    pub fn recipient(&self, index: u8) -> Option<&Recipient> {
        self.recipients.iter().find(|r| r.player_index == index)
    }
}

/// Reads a game's title, deadlines and players.
pub async fn game_mail(client: &impl GenericClient, game: GameId) -> anyhow::Result<GameMail> {
    let id = game_uuid(game);
    let row = client
        .query_one(
            &client
                .prepare_cached("SELECT title, deadlines::text FROM games WHERE game_id = $1")
                .await?,
            &[&id],
        )
        .await?;
    let deadlines: String = row.get(1);
    let rows = client
        .query(
            &client
                .prepare_cached(
                    "SELECT p.player_index, p.display_name, p.email, p.unsubscribed_at IS NOT NULL,
                        p.mail_mode, p.time_zone, p.on_vacation, m.invitation_message_id,
                        p.link_generation
                   FROM players p
                   LEFT JOIN mail_thread_members m USING (game_id, player_index)
                  WHERE p.game_id = $1 ORDER BY p.player_index",
                )
                .await?,
            &[&id],
        )
        .await?;
    Ok(GameMail {
        game,
        title: row.get(0),
        deadlines: serde_json::from_str(&deadlines).unwrap_or_default(),
        recipients: rows
            .into_iter()
            .map(|row| Recipient {
                player_index: u8::try_from(row.get::<_, i16>(0)).unwrap_or(u8::MAX),
                name: row.get(1),
                email: row.get(2),
                unsubscribed: row.get(3),
                mode: if row.get::<_, String>(4) == "digest" {
                    MailMode::Digest
                } else {
                    MailMode::Every
                },
                time_zone: row.get(5),
                on_vacation: row.get(6),
                thread_anchor: row
                    .get::<_, Option<&str>>(7)
                    .and_then(|id| MessageId::parse(id).ok()),
                link_generation: u32::try_from(row.get::<_, i32>(8)).unwrap_or(u32::MAX),
            })
            .collect(),
    })
}

/// The Message-ID of the first message the player got about the game (their invitation, found
/// in the outbox the first time), if any.
pub async fn thread_anchor(
    client: &impl GenericClient,
    game: GameId,
    player: u8,
    email: &str,
) -> anyhow::Result<Option<MessageId>> {
    let row = client
        .query_opt(
            &client
                .prepare_cached(
                    "SELECT invitation_message_id FROM mail_thread_members
              WHERE game_id = $1 AND player_index = $2
             UNION ALL
             (SELECT message_id FROM outbox
               WHERE game_id = $1 AND kind = 'invitation' AND to_address = $3
               ORDER BY id LIMIT 1)
             LIMIT 1",
                )
                .await?,
            &[&game_uuid(game), &i16::from(player), &email],
        )
        .await?;
    row.map(|row| MessageId::parse(row.get(0)).map_err(Into::into))
        .transpose()
}

/// The opening of a disc commitment, from escrow. Only ever read to write the receipt for the
/// player whose disc it is.
pub async fn escrow_opening(
    client: &impl GenericClient,
    game: GameId,
    commitment: &Bytes32,
) -> anyhow::Result<Option<([Action; 2], Bytes32)>> {
    let row = client
        .query_opt(
            &client
                .prepare_cached(
                    "SELECT actions, nonce FROM disc_escrow WHERE game_id = $1 AND commitment = $2",
                )
                .await?,
            &[&game_uuid(game), &commitment.0.as_slice()],
        )
        .await?;
    Ok(row.and_then(|row| {
        let actions: Vec<u8> = row.get(0);
        let nonce: Vec<u8> = row.get(1);
        Some((
            [
                Action::from_code(*actions.first()?)?,
                Action::from_code(*actions.get(1)?)?,
            ],
            Bytes32(nonce.try_into().ok()?),
        ))
    }))
}

/// The game's stored events up to `seq`, decoded.
pub async fn events_up_to(
    client: &impl GenericClient,
    game: GameId,
    seq: u64,
) -> anyhow::Result<Vec<durbar_domain::Event>> {
    let rows = client
        .query(
            &client
                .prepare_cached(
                    "SELECT payload FROM events WHERE game_id = $1 AND seq <= $2 ORDER BY seq",
                )
                .await?,
            &[&game_uuid(game), &(seq.min(i64::MAX as u64) as i64)],
        )
        .await?;
    rows.into_iter()
        .map(|row| crate::store::decode_event(row.get(0)).map_err(|e| anyhow::anyhow!(e)))
        .collect()
}

/// A notice waiting for a digest.
#[derive(Debug, Clone)]
pub struct DigestItem {
    /// Its row.
    pub id: i64,
    /// What it is.
    pub kind: String,
    /// Its heading.
    pub heading: String,
    /// Text part.
    pub text: String,
    /// HTML part.
    pub html: String,
    /// When it was made.
    pub created_at: SystemTime,
}

/// The notices waiting for the player's digest, oldest first (locked against a concurrent
/// sender).
pub async fn waiting_digest_items(
    tx: &Transaction<'_>,
    game: GameId,
    player: u8,
) -> anyhow::Result<Vec<DigestItem>> {
    let rows = tx
        .query(
            &tx.prepare_cached(
                "SELECT id, kind, heading, text_part, html_part, created_at FROM digest_items
              WHERE game_id = $1 AND player_index = $2 AND sent_in IS NULL
              ORDER BY id FOR UPDATE",
            )
            .await?,
            &[&game_uuid(game), &i16::from(player)],
        )
        .await?;
    Ok(rows
        .into_iter()
        .map(|row| DigestItem {
            id: row.get(0),
            kind: row.get(1),
            heading: row.get(2),
            text: row.get(3),
            html: row.get(4),
            created_at: row.get(5),
        })
        .collect())
}

/// Whether a call to act waits in the player's digest queue.
pub async fn has_waiting_call(
    client: &impl GenericClient,
    game: GameId,
    player: u8,
) -> anyhow::Result<bool> {
    Ok(client
        .query_one(
            &client
                .prepare_cached(
                    "SELECT EXISTS (SELECT 1 FROM digest_items
                             WHERE game_id = $1 AND player_index = $2 AND sent_in IS NULL
                               AND kind IN ('set_disc', 'your_turn', 'choose_character',
                                            'place_house', 'your_move'))",
                )
                .await?,
            &[&game_uuid(game), &i16::from(player)],
        )
        .await?
        .get(0))
}

/// Marks digest items as carried by the message `id`.
pub async fn mark_digest_items(
    tx: &Transaction<'_>,
    items: &[i64],
    id: &MessageId,
) -> anyhow::Result<()> {
    tx.execute(
        &tx.prepare_cached("UPDATE digest_items SET sent_in = $2 WHERE id = ANY($1)")
            .await?,
        &[&items, &id.as_str()],
    )
    .await?;
    Ok(())
}

/// Records a reminder for a wait; false if it was recorded before (then send nothing).
pub async fn record_reminder(
    tx: &Transaction<'_>,
    game: GameId,
    player: u8,
    since_seq: u64,
) -> anyhow::Result<bool> {
    let inserted = tx
        .execute(
            &tx.prepare_cached(
                "INSERT INTO deadline_reminders (game_id, player_index, waiting_since_seq)
             VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
            )
            .await?,
            &[&game_uuid(game), &i16::from(player), &(since_seq as i64)],
        )
        .await?;
    Ok(inserted == 1)
}
