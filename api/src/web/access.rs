//! Who is looking: the player a browser session is signed in as in a game. Pages call
//! [`viewer_of`]; a `None` is a visitor (a spectator).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime};

use actix_web::{web, HttpRequest};
use durbar_domain::{GameId, Seat};

use crate::store::{session_id_hash, SessionRecord, Store, StoreError};

/// The session cookie's name. Its value is a random 256-bit id (hex); only its SHA-256 is stored.
pub const SESSION_COOKIE: &str = "durbar_session";

/// A signed-in player of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerAccess {
    /// The game the access is to (a player's link opens one game only).
    pub game: GameId,
    /// The player's index in the host's order (`players.player_index`).
    pub player_index: u8,
    /// The player's seat, once seats are drawn (at the start).
    pub seat: Option<Seat>,
    /// The form token every POST of this session in this game must carry (`csrf` field).
    pub csrf_token: String,
}

/// The player the request's session cookie is signed in as in `game`, or `None` (no cookie,
/// an unknown, expired or revoked session, or a session of another game).
pub async fn viewer_of(
    req: &HttpRequest,
    store: &Store,
    game: GameId,
) -> Result<Option<PlayerAccess>, StoreError> {
    let Some(cookie) = req.cookie(SESSION_COOKIE) else {
        return Ok(None);
    };
    let session_id = cookie.value();
    if !is_session_id(session_id) {
        return Ok(None);
    }
    let cache = req.app_data::<web::Data<SessionCache>>();
    let key = (session_id_hash(session_id), game);
    if let Some(hit) = cache.and_then(|c| c.get(&key)) {
        return Ok(Some(hit));
    }
    let Some(record) = store.session(session_id, game).await? else {
        return Ok(None);
    };
    let seat = seat_of(store, game, record.player_index).await?;
    let access = access_from(game, &record, seat);
    if let Some(cache) = cache {
        cache.put(key, &record, access.clone());
    }
    Ok(Some(access))
}

/// The seat a player (host's order) sits in, once seats are drawn.
/// Citadels seats its players in the host's order.
pub async fn seat_of(store: &Store, game: GameId, player: u8) -> Result<Option<Seat>, StoreError> {
    if store.kind(game).await? == durbar_domain::GameKind::Citadels {
        return Ok(Some(Seat(player)));
    }
    let loaded = store.load(game).await?;
    Ok(loaded
        .game
        .seat_players()
        .iter()
        .position(|p| *p == player)
        .map(|s| Seat(s as u8)))
}

pub(crate) fn access_from(
    game: GameId,
    record: &SessionRecord,
    seat: Option<Seat>,
) -> PlayerAccess {
    PlayerAccess {
        game,
        player_index: record.player_index,
        seat,
        csrf_token: hex::encode(record.csrf_secret),
    }
}

/// Whether a cookie value looks like one of our session ids (64 lowercase hex characters).
pub(crate) fn is_session_id(value: &str) -> bool {
    value.len() == 64
        && value
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// How long a looked-up session is trusted without asking the database again. Revoking a link
/// in this process drops the player's entries at once; the bound covers other processes.
const CACHE_TTL: Duration = Duration::from_secs(30);
/// Entries the cache holds at most (it is emptied when full).
const CACHE_CAPACITY: usize = 16_384;

type CacheKey = (Vec<u8>, GameId);

/// Sessions looked up recently, so a page load does not ask the database who is looking.
#[derive(Default)]
pub struct SessionCache {
    entries: Mutex<HashMap<CacheKey, CacheEntry>>,
}

struct CacheEntry {
    access: PlayerAccess,
    fetched: Instant,
    expires_at: SystemTime,
}

impl SessionCache {
    fn get(&self, key: &CacheKey) -> Option<PlayerAccess> {
        let entries = self.entries.lock().expect("session cache lock");
        let entry = entries.get(key)?;
        // A seat not yet known is looked up again (seats are drawn at the start).
        let fresh = entry.fetched.elapsed() < CACHE_TTL
            && entry.expires_at > SystemTime::now()
            && entry.access.seat.is_some();
        fresh.then(|| entry.access.clone())
    }

    fn put(&self, key: CacheKey, record: &SessionRecord, access: PlayerAccess) {
        let mut entries = self.entries.lock().expect("session cache lock");
        if entries.len() >= CACHE_CAPACITY {
            entries.clear();
        }
        entries.insert(
            key,
            CacheEntry {
                access,
                fetched: Instant::now(),
                expires_at: record.expires_at,
            },
        );
    }

    /// Forgets every cached session of a player (after their links were revoked).
    pub fn forget_player(&self, game: GameId, player: u8) {
        let mut entries = self.entries.lock().expect("session cache lock");
        entries.retain(|(_, g), e| !(*g == game && e.access.player_index == player));
    }
}

impl SessionCache {
    /// Forgets one session's entry in a game (after it signed in again there).
    pub fn forget_session(&self, session_id: &str, game: GameId) {
        let mut entries = self.entries.lock().expect("session cache lock");
        entries.remove(&(session_id_hash(session_id), game));
    }
}
