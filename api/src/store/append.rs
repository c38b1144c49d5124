//! Appending events: the new events with `seq = v+1…`, the disc openings they commit to, the
//! move's idempotency key and what the change writes besides ([`SideWrites`]: outbox mails,
//! thread anchors, digest items) and, for the move that ends the game, `games.ended`, in ONE
//! prepared statement (data-modifying CTEs), so a
//! move and its mail cost a single round trip and are atomic without an explicit transaction. A
//! primary-key conflict on the events means another writer appended first, one on the key that
//! the same request was made already; either way nothing at all was written.

use super::idempotency::MoveKey;
use super::kinds::StoredKind;
use super::side_writes::SideWrites;
use crate::audit::chain::{self, Hash, Link};
use deadpool_postgres::GenericClient;
use durbar_domain::Sealed;

/// The outcome of an append attempt.
pub(super) enum Appended {
    /// The events are in the log (once the surrounding transaction, if any, commits).
    Done(Vec<Link>),
    /// Another writer appended at the same seq first.
    Conflict,
    /// The move's idempotency key is already stored (a twin request in another process).
    KeySeen,
}

const APPEND: &str = "
    WITH escrowed AS (
        INSERT INTO sealed_escrow (game_id, round, seat, commitment, value, nonce, kind)
        SELECT $1, r, s, c, a, n, k
          FROM unnest($6::int4[], $7::int2[], $8::bytea[], $9::bytea[], $10::bytea[], $11::text[])
            AS o (r, s, c, a, n, k)
    ),
    remembered AS (
        INSERT INTO idempotency_keys (key, game_id, player_index, outcome, request_hash)
        SELECT $12, $1, $13, $14::text::jsonb, $34 WHERE $12::text IS NOT NULL
    ),
    mailed AS (
        INSERT INTO outbox (kind, game_id, message_id, to_name, to_address, subject, in_reply_to,
                            thread_references, list_unsubscribe, list_id, text_body, html_body,
                            picture_svg)
        SELECT k, $1, m, tn, ta, s, irt, string_to_array(r, ' '), lu, li, tb, hb, pp
          FROM unnest($15::text[], $16::text[], $17::text[], $18::text[], $19::text[],
                      $20::text[], $21::text[], $22::text[], $23::text[], $24::text[], $25::text[],
                      $35::text[])
            AS o (k, m, tn, ta, s, irt, r, lu, li, tb, hb, pp)
    ),
    anchored AS (
        INSERT INTO mail_thread_members (game_id, player_index, invitation_message_id)
        SELECT $1, p, i FROM unnest($26::int2[], $27::text[]) AS a (p, i)
        ON CONFLICT DO NOTHING
    ),
    ended AS (
        UPDATE games SET ended = true WHERE game_id = $1 AND $36 AND NOT ended
    ),
    queued AS (
        INSERT INTO digest_items (game_id, player_index, kind, round, heading, text_part, html_part)
        SELECT $1, p, k, r, h, t, x
          FROM unnest($28::int2[], $29::text[], $30::int4[], $31::text[], $32::text[], $33::text[])
            AS d (p, k, r, h, t, x)
    )
    INSERT INTO events (game_id, seq, payload, prev_hash, hash)
    SELECT $1, s, p, ph, h
      FROM unnest($2::int8[], $3::bytea[], $4::bytea[], $5::bytea[]) AS t (s, p, ph, h)";

/// The chain links of `events` appended after the head `(seq, hash)`.
pub(super) fn links<G: StoredKind>(
    game: durbar_domain::GameId,
    (head_seq, head_hash): (u64, Hash),
    events: &[G::Event],
) -> Vec<Link> {
    chain::extend(
        &game.0,
        head_seq,
        head_hash,
        events.iter().map(G::encode).collect(),
    )
}

/// Appends the chain `links` (from [`links`], after the head the decision was made on), with
/// the openings of the discs they commit to, the move's idempotency key, if any, and the
/// change's side writes (all about `game`); `ends` marks the game ended (`games.ended`) in the
/// same statement, for the events after which its rules say it is over.
pub(super) async fn append(
    client: &impl GenericClient,
    game: durbar_domain::GameId,
    links: Vec<Link>,
    escrow: &[Sealed],
    key: Option<&MoveKey>,
    side: &SideWrites,
    ends: bool,
) -> Result<Appended, tokio_postgres::Error> {
    let seqs: Vec<i64> = links.iter().map(|l| l.seq as i64).collect();
    let payloads: Vec<&[u8]> = links.iter().map(|l| l.payload.as_slice()).collect();
    let prevs: Vec<&[u8]> = links.iter().map(|l| l.prev_hash.as_slice()).collect();
    let hashes: Vec<&[u8]> = links.iter().map(|l| l.hash.as_slice()).collect();
    let rounds: Vec<i32> = escrow.iter().map(|o| o.round as i32).collect();
    let seats: Vec<i16> = escrow.iter().map(|o| i16::from(o.seat.0)).collect();
    let commitments: Vec<&[u8]> = escrow.iter().map(|o| o.commitment.0.as_slice()).collect();
    let actions: Vec<&[u8]> = escrow.iter().map(|o| o.opening.value.as_slice()).collect();
    let kinds: Vec<&str> = escrow.iter().map(|o| o.opening.kind.as_str()).collect();
    let nonces: Vec<&[u8]> = escrow
        .iter()
        .map(|o| o.opening.nonce.0.as_slice())
        .collect();
    let key_text = key.map(|k| k.key.as_str());
    let key_player = key.map(|k| i16::from(k.player));
    let key_outcome = key.map(|k| k.outcome.to_string());
    let key_request = key.map(|k| k.request.as_slice());
    let side = SideColumns::of(side);
    let statement = client.prepare_cached(APPEND).await?;
    let result = client
        .execute(
            &statement,
            &[
                &super::game_uuid(game),
                &seqs,
                &payloads,
                &prevs,
                &hashes,
                &rounds,
                &seats,
                &commitments,
                &actions,
                &nonces,
                &kinds,
                &key_text,
                &key_player,
                &key_outcome,
                &side.kinds,
                &side.message_ids,
                &side.to_names,
                &side.to_addresses,
                &side.subjects,
                &side.in_reply_to,
                &side.references,
                &side.list_unsubscribe,
                &side.list_ids,
                &side.text_bodies,
                &side.html_bodies,
                &side.anchor_players,
                &side.anchor_ids,
                &side.digest_players,
                &side.digest_kinds,
                &side.digest_rounds,
                &side.digest_headings,
                &side.digest_texts,
                &side.digest_htmls,
                &key_request,
                &side.pictures,
                &ends,
            ],
        )
        .await;
    match result {
        Ok(_) => Ok(Appended::Done(links)),
        Err(error) if is_unique_violation(&error, "events_pkey") => Ok(Appended::Conflict),
        Err(error) if is_unique_violation(&error, "idempotency_keys_pkey") => Ok(Appended::KeySeen),
        Err(error) => Err(error),
    }
}

/// Writes `side` about `game` on its own (in the caller's transaction, if any): the same
/// statement with no events.
pub async fn write_side(
    client: &impl GenericClient,
    game: durbar_domain::GameId,
    side: &SideWrites,
) -> Result<(), tokio_postgres::Error> {
    if side.is_empty() {
        return Ok(());
    }
    // Without events or key there is nothing to conflict with: every outcome is done.
    append(client, game, Vec::new(), &[], None, side, false).await?;
    Ok(())
}

/// The side writes as the statement's array parameters.
struct SideColumns<'a> {
    kinds: Vec<&'a str>,
    message_ids: Vec<&'a str>,
    to_names: Vec<&'a str>,
    to_addresses: Vec<&'a str>,
    subjects: Vec<&'a str>,
    in_reply_to: Vec<Option<&'a str>>,
    references: Vec<String>,
    list_unsubscribe: Vec<Option<&'a str>>,
    list_ids: Vec<Option<&'a str>>,
    text_bodies: Vec<&'a str>,
    html_bodies: Vec<&'a str>,
    pictures: Vec<Option<&'a str>>,
    anchor_players: Vec<i16>,
    anchor_ids: Vec<&'a str>,
    digest_players: Vec<i16>,
    digest_kinds: Vec<&'a str>,
    digest_rounds: Vec<i32>,
    digest_headings: Vec<&'a str>,
    digest_texts: Vec<&'a str>,
    digest_htmls: Vec<&'a str>,
}

impl<'a> SideColumns<'a> {
    fn of(side: &'a SideWrites) -> Self {
        let mails = &side.mails;
        let digest = &side.digest_items;
        Self {
            kinds: mails.iter().map(|m| m.kind.as_str()).collect(),
            message_ids: mails.iter().map(|m| m.message_id.as_str()).collect(),
            to_names: mails.iter().map(|m| m.to_name.as_str()).collect(),
            to_addresses: mails.iter().map(|m| m.to_address.as_str()).collect(),
            subjects: mails.iter().map(|m| m.subject.as_str()).collect(),
            in_reply_to: mails
                .iter()
                .map(|m| m.in_reply_to.as_ref().map(|id| id.as_str()))
                .collect(),
            // Message-IDs hold no spaces (checked by `OutgoingMail::validate`): the statement
            // splits each list at them.
            references: mails
                .iter()
                .map(|m| {
                    let ids: Vec<&str> = m.references.iter().map(|id| id.as_str()).collect();
                    ids.join(" ")
                })
                .collect(),
            list_unsubscribe: mails
                .iter()
                .map(|m| m.list_unsubscribe.as_deref())
                .collect(),
            list_ids: mails.iter().map(|m| m.list_id.as_deref()).collect(),
            text_bodies: mails.iter().map(|m| m.text_body.as_str()).collect(),
            html_bodies: mails.iter().map(|m| m.html_body.as_str()).collect(),
            pictures: mails.iter().map(|m| m.picture_svg.as_deref()).collect(),
            anchor_players: side.anchors.iter().map(|(p, _)| i16::from(*p)).collect(),
            anchor_ids: side.anchors.iter().map(|(_, id)| id.as_str()).collect(),
            digest_players: digest.iter().map(|d| i16::from(d.player)).collect(),
            digest_kinds: digest.iter().map(|d| d.kind.as_str()).collect(),
            digest_rounds: digest.iter().map(|d| d.round as i32).collect(),
            digest_headings: digest.iter().map(|d| d.heading.as_str()).collect(),
            digest_texts: digest.iter().map(|d| d.text.as_str()).collect(),
            digest_htmls: digest.iter().map(|d| d.html.as_str()).collect(),
        }
    }
}

fn is_unique_violation(error: &tokio_postgres::Error, constraint: &str) -> bool {
    error.as_db_error().is_some_and(|db| {
        db.code() == &tokio_postgres::error::SqlState::UNIQUE_VIOLATION
            && db.constraint() == Some(constraint)
    })
}
