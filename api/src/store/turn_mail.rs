//! The SQL of turn mail (tables of migration 0005, and the players' mail settings, links and
//! unsubscribes of 0002/0004): read
//! before the change they are about is written (its rows go with the change as
//! [`crate::store::SideWrites`]), or inside its transaction where rows must be locked.

use std::time::SystemTime;

use deadpool_postgres::{GenericClient, Transaction};
use durbar_domain::maharaja::commitment::{disc_from_value, DISC};
use durbar_domain::maharaja::{Action, Bytes32, GameId};
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
    /// Unsubscribed: no mail at all (a bot's seat is, from the start).
    pub unsubscribed: bool,
    /// Every mail or a digest.
    pub mode: MailMode,
    /// IANA time zone for shown times.
    pub time_zone: String,
    /// On vacation: no reminders.
    pub on_vacation: bool,
    /// The Message-ID their mail about the game replies to, once recorded — or once found by
    /// [`thread_anchor`] after this was read (an anchor never changes once written, so a kept
    /// [`GameMail`] keeps what was found and later mail need not ask again).
    pub thread_anchor: std::sync::OnceLock<MessageId>,
    /// The link generation their personal links are signed with.
    pub link_generation: u32,
    /// The language of their pages and mail.
    pub lang: durbar_templates::Lang,
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
                .prepare_cached("SELECT title, deadlines::text, lang FROM games WHERE game_id = $1")
                .await?,
            &[&id],
        )
        .await?;
    let deadlines: String = row.get(1);
    let game_lang = durbar_templates::Lang::parse(row.get(2)).unwrap_or_default();
    let rows = client
        .query(
            &client
                .prepare_cached(
                    "SELECT p.player_index, p.display_name, p.email,
                        p.unsubscribed_at IS NOT NULL OR p.bot IS NOT NULL,
                        p.mail_mode, p.time_zone, p.on_vacation, m.invitation_message_id,
                        p.link_generation, p.lang
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
                    .and_then(|id| MessageId::parse(id).ok())
                    .map(std::sync::OnceLock::from)
                    .unwrap_or_default(),
                link_generation: u32::try_from(row.get::<_, i32>(8)).unwrap_or(u32::MAX),
                lang: row
                    .get::<_, Option<&str>>(9)
                    .and_then(durbar_templates::Lang::parse)
                    .unwrap_or(game_lang),
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

impl crate::store::Store {
    /// The Message-ID of the first message player `player` got about the game (see
    /// [`thread_anchor`]), for mail written outside the turn mail (a re-sent invitation).
    pub async fn thread_anchor(
        &self,
        game: GameId,
        player: u8,
        email: &str,
    ) -> Result<Option<MessageId>, crate::store::StoreError> {
        let client = self.pool().get().await?;
        thread_anchor(&client, game, player, email.trim())
            .await
            .map_err(crate::store::StoreError::Database)
    }
}

/// The opening of a disc commitment, from escrow. Only ever read to write the receipt for the
/// player whose disc it is.
pub async fn escrow_opening(
    client: &impl GenericClient,
    game: GameId,
    commitment: &Bytes32,
) -> anyhow::Result<Option<([Action; 2], Bytes32)>> {
    let opening = crate::store::sealed_opening(client, game, commitment).await?;
    Ok(opening
        .filter(|o| o.kind == DISC.name)
        .and_then(|o| Some((disc_from_value(&o.value)?, o.nonce))))
}

/// The game's stored events up to `seq`, decoded.
pub async fn events_up_to(
    client: &impl GenericClient,
    game: GameId,
    seq: u64,
) -> anyhow::Result<Vec<durbar_domain::maharaja::Event>> {
    events_up_to_as::<durbar_domain::maharaja::Maharaja>(client, game, seq).await
}

/// The stored events of a game of kind `G` up to `seq`, decoded.
pub async fn events_up_to_as<G: super::StoredKind>(
    client: &impl GenericClient,
    game: GameId,
    seq: u64,
) -> anyhow::Result<Vec<G::Event>> {
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
        .map(|row| G::decode(row.get(0)).map_err(|e| anyhow::anyhow!(e)))
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
                                            'place_house', 'your_move', 'citadels_call'))",
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

/// Who an unsubscribe token belongs to: one made from a signed link (checked with `key`), or
/// the hex SHA-256 of an old stored link token.
pub async fn unsubscribe_owner(
    client: &impl deadpool_postgres::GenericClient,
    key: &crate::store::LinkKey,
    token: &str,
) -> anyhow::Result<Option<(GameId, u8, String, String, bool)>> {
    if crate::store::is_signed_token(token) {
        let Some((game, player)) = key.unsubscribe_claims(token) else {
            return Ok(None);
        };
        let row = client
            .query_opt(
                "SELECT p.display_name, g.title, p.unsubscribed_at IS NOT NULL
                   FROM players p JOIN games g USING (game_id)
                  WHERE p.game_id = $1 AND p.player_index = $2",
                &[&crate::store::game_uuid(game), &i16::from(player)],
            )
            .await?;
        return Ok(row.map(|row| (game, player, row.get(0), row.get(1), row.get(2))));
    }
    let Ok(hash) = hex::decode(token) else {
        return Ok(None);
    };
    if hash.len() != 32 {
        return Ok(None);
    }
    let row = client
        .query_opt(
            "SELECT p.game_id, p.player_index, p.display_name, g.title, p.unsubscribed_at IS NOT NULL
               FROM player_links l
               JOIN players p USING (game_id, player_index)
               JOIN games g USING (game_id)
              WHERE l.token_hash = $1",
            &[&hash],
        )
        .await?;
    Ok(row.map(|row| {
        let id: uuid::Uuid = row.get(0);
        (
            GameId(*id.as_bytes()),
            u8::try_from(row.get::<_, i16>(1)).unwrap_or(u8::MAX),
            row.get(2),
            row.get(3),
            row.get(4),
        )
    }))
}

/// Unsubscribes a player from a game's mail (idempotent; the game goes on).
pub async fn unsubscribe(
    client: &impl deadpool_postgres::GenericClient,
    game: GameId,
    player: u8,
) -> anyhow::Result<()> {
    client
        .execute(
            "UPDATE players SET unsubscribed_at = coalesce(unsubscribed_at, now())
              WHERE game_id = $1 AND player_index = $2",
            &[&crate::store::game_uuid(game), &i16::from(player)],
        )
        .await?;
    Ok(())
}

/// A player's mail settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailSettings {
    /// Every mail or a daily digest.
    pub mode: MailMode,
    /// Unsubscribed (no mail at all).
    pub unsubscribed: bool,
    /// IANA time zone.
    pub time_zone: String,
    /// On vacation: no reminders.
    pub on_vacation: bool,
    /// The language of their mail (their own, or else the game's).
    pub lang: durbar_templates::Lang,
}

/// Reads a player's mail settings.
pub async fn mail_settings(
    client: &impl deadpool_postgres::GenericClient,
    game: GameId,
    player: u8,
) -> anyhow::Result<Option<MailSettings>> {
    let row = client
        .query_opt(
            "SELECT p.mail_mode, p.unsubscribed_at IS NOT NULL, p.time_zone, p.on_vacation,
                    coalesce(p.lang, g.lang)
               FROM players p JOIN games g USING (game_id)
              WHERE p.game_id = $1 AND p.player_index = $2",
            &[&crate::store::game_uuid(game), &i16::from(player)],
        )
        .await?;
    Ok(row.map(|row| MailSettings {
        mode: if row.get::<_, String>(0) == "digest" {
            MailMode::Digest
        } else {
            MailMode::Every
        },
        unsubscribed: row.get(1),
        time_zone: row.get(2),
        on_vacation: row.get(3),
        lang: durbar_templates::Lang::parse(row.get(4)).unwrap_or_default(),
    }))
}

/// Writes a player's mail settings (the time zone must be one [`crate::turn_mail::is_time_zone`] knows).
pub async fn set_mail_settings(
    client: &impl deadpool_postgres::GenericClient,
    game: GameId,
    player: u8,
    settings: &MailSettings,
) -> anyhow::Result<()> {
    anyhow::ensure!(
        crate::turn_mail::is_time_zone(&settings.time_zone),
        "unknown time zone {:?}",
        settings.time_zone
    );
    client
        .execute(
            "UPDATE players
                SET mail_mode = $3, time_zone = $4, on_vacation = $5,
                    unsubscribed_at = CASE WHEN $6 THEN coalesce(unsubscribed_at, now()) END,
                    lang = $7
              WHERE game_id = $1 AND player_index = $2",
            &[
                &crate::store::game_uuid(game),
                &i16::from(player),
                &match settings.mode {
                    MailMode::Every => "every",
                    MailMode::Digest => "digest",
                },
                &settings.time_zone,
                &settings.on_vacation,
                &settings.unsubscribed,
                &settings.lang.code(),
            ],
        )
        .await?;
    Ok(())
}

/// Records the language a player picked (at join).
pub async fn set_player_lang(
    client: &impl GenericClient,
    game: GameId,
    player: u8,
    lang: durbar_templates::Lang,
) -> anyhow::Result<()> {
    client
        .execute(
            "UPDATE players SET lang = $3 WHERE game_id = $1 AND player_index = $2",
            &[&game_uuid(game), &i16::from(player), &lang.code()],
        )
        .await?;
    Ok(())
}

/// The game's language (the host's choice).
pub async fn game_lang(
    client: &impl GenericClient,
    game: GameId,
) -> anyhow::Result<durbar_templates::Lang> {
    let row = client
        .query_opt(
            "SELECT lang FROM games WHERE game_id = $1",
            &[&game_uuid(game)],
        )
        .await?;
    Ok(row
        .and_then(|row| durbar_templates::Lang::parse(row.get(0)))
        .unwrap_or_default())
}

/// Takes the session-level advisory lock `key` if it is free; whether it was taken.
pub async fn try_advisory_lock(client: &impl GenericClient, key: i64) -> anyhow::Result<bool> {
    Ok(client
        .query_one("SELECT pg_try_advisory_lock($1)", &[&key])
        .await?
        .get(0))
}

/// Releases the advisory lock `key` taken by [`try_advisory_lock`] on the same connection.
pub async fn advisory_unlock(client: &impl GenericClient, key: i64) -> anyhow::Result<()> {
    client
        .execute("SELECT pg_advisory_unlock($1)", &[&key])
        .await?;
    Ok(())
}

/// Every game with its deadlines (the defaults where they do not parse).
pub async fn games_deadlines(
    client: &impl GenericClient,
) -> anyhow::Result<Vec<(GameId, Deadlines)>> {
    let rows = client
        .query("SELECT game_id, deadlines::text FROM games", &[])
        .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let game = GameId(*row.get::<_, uuid::Uuid>(0).as_bytes());
            let deadlines = serde_json::from_str(row.get::<_, &str>(1)).unwrap_or_default();
            (game, deadlines)
        })
        .collect())
}

/// The players with unsent digest items (and mail): game, player, the oldest item's time and
/// the player's time zone.
pub async fn waiting_digests(
    client: &impl GenericClient,
) -> anyhow::Result<Vec<(GameId, u8, SystemTime, String)>> {
    let rows = client
        .query(
            "SELECT d.game_id, d.player_index, min(d.created_at), p.time_zone
               FROM digest_items d JOIN players p USING (game_id, player_index)
              WHERE d.sent_in IS NULL AND p.unsubscribed_at IS NULL
              GROUP BY d.game_id, d.player_index, p.time_zone",
            &[],
        )
        .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            (
                GameId(*row.get::<_, uuid::Uuid>(0).as_bytes()),
                u8::try_from(row.get::<_, i16>(1)).unwrap_or(u8::MAX),
                row.get(2),
                row.get(3),
            )
        })
        .collect())
}
