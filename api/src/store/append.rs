//! Appending events: the new events with `seq = v+1…`, the disc openings they commit to and the
//! move's idempotency key, in ONE prepared statement (data-modifying CTEs put the openings in
//! escrow and the key with its answer in `idempotency_keys`), so a move costs a single round
//! trip and is atomic without an explicit transaction. A primary-key conflict on the events means
//! another writer appended first, one on the key that the same request was made already; either
//! way nothing at all was written.

use deadpool_postgres::GenericClient;
use durbar_domain::Event;

use super::codec::encode_event;
use super::escrow::EscrowRow;
use super::idempotency::MoveKey;
use crate::audit::chain::{self, Hash, Link};

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
        INSERT INTO disc_escrow (game_id, round, seat, commitment, actions, nonce, kind)
        SELECT $1, r, s, c, a, n, k
          FROM unnest($6::int4[], $7::int2[], $8::bytea[], $9::bytea[], $10::bytea[], $11::text[])
            AS o (r, s, c, a, n, k)
    ),
    remembered AS (
        INSERT INTO idempotency_keys (key, game_id, player_index, outcome)
        SELECT $12, $1, $13, $14::text::jsonb WHERE $12::text IS NOT NULL
    )
    INSERT INTO events (game_id, seq, payload, prev_hash, hash)
    SELECT $1, s, p, ph, h
      FROM unnest($2::int8[], $3::bytea[], $4::bytea[], $5::bytea[]) AS t (s, p, ph, h)";

/// Appends `events` after the head `(seq, hash)` that the decision was made on, with the
/// openings of the discs they commit to and the move's idempotency key, if any.
pub(super) async fn append(
    client: &impl GenericClient,
    game: durbar_domain::GameId,
    (head_seq, head_hash): (u64, Hash),
    events: &[Event],
    escrow: &[EscrowRow],
    key: Option<&MoveKey>,
) -> Result<Appended, tokio_postgres::Error> {
    let links = chain::extend(
        &game.0,
        head_seq,
        head_hash,
        events.iter().map(encode_event).collect(),
    );
    let seqs: Vec<i64> = links.iter().map(|l| l.seq as i64).collect();
    let payloads: Vec<&[u8]> = links.iter().map(|l| l.payload.as_slice()).collect();
    let prevs: Vec<&[u8]> = links.iter().map(|l| l.prev_hash.as_slice()).collect();
    let hashes: Vec<&[u8]> = links.iter().map(|l| l.hash.as_slice()).collect();
    let rounds: Vec<i32> = escrow.iter().map(|o| o.round as i32).collect();
    let seats: Vec<i16> = escrow.iter().map(|o| i16::from(o.seat.0)).collect();
    let commitments: Vec<&[u8]> = escrow.iter().map(|o| o.commitment.0.as_slice()).collect();
    let actions: Vec<Vec<u8>> = escrow.iter().map(EscrowRow::sealed_bytes).collect();
    let kinds: Vec<&str> = escrow.iter().map(EscrowRow::kind).collect();
    let nonces: Vec<&[u8]> = escrow.iter().map(|o| o.nonce().0.as_slice()).collect();
    let key_text = key.map(|k| k.key.as_str());
    let key_player = key.map(|k| i16::from(k.player));
    let key_outcome = key.map(|k| k.outcome.to_string());
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

fn is_unique_violation(error: &tokio_postgres::Error, constraint: &str) -> bool {
    error.as_db_error().is_some_and(|db| {
        db.code() == &tokio_postgres::error::SqlState::UNIQUE_VIOLATION
            && db.constraint() == Some(constraint)
    })
}
