//! The audit export (`GET /games/{id}/export.json`, `durbar play --export`): the whole log with
//! seq, exact payload, prev_hash and hash, the seed commitment and (once revealed) the seed, the
//! board's content hash and the engine version. Documented in docs/audit.md. Disc openings that
//! were not revealed are never in the log, so never in an export.

use serde::{Deserialize, Serialize};

use durbar_domain::citadels::{Citadels, Event as CitadelsEvent, Logged};
use durbar_domain::maharaja::{Event, Maharaja};
use durbar_domain::GameKind;

use super::chain::{self, Hash, Link, GENESIS};
use crate::store::{PayloadError, StoredKind};

/// What an export needs of each game kind: the header read from its events, for a stored game
/// and for a scripted one.
pub trait Exported: StoredKind {
    /// The export of a chain of this kind's events. `players`: the names the server holds in
    /// the host's order, for a kind whose events do not name its players.
    fn export(
        title: &str,
        links: &[Link],
        events: &[Self::Event],
        recorded_at: &[Option<String>],
        players: Vec<String>,
    ) -> Export;

    /// Chains freshly made events (a scripted game) from the start and exports them.
    fn scripted(title: &str, events: &[Self::Event]) -> Export;
}

impl Exported for Maharaja {
    /// Maharaja's event 1 names its players; `players` is not read.
    fn export(
        title: &str,
        links: &[Link],
        events: &[Event],
        recorded_at: &[Option<String>],
        _: Vec<String>,
    ) -> Export {
        build(title, links, events, recorded_at)
    }

    fn scripted(title: &str, events: &[Event]) -> Export {
        from_events(title, events)
    }
}

impl Exported for Citadels {
    fn export(
        title: &str,
        links: &[Link],
        events: &[Logged],
        recorded_at: &[Option<String>],
        players: Vec<String>,
    ) -> Export {
        let public: Vec<CitadelsEvent> = events.iter().map(|l| l.event.clone()).collect();
        build_citadels(title, links, &public, recorded_at, players)
    }

    fn scripted(title: &str, events: &[Logged]) -> Export {
        from_citadels(title, events)
    }
}

/// The export format's name and version.
pub const FORMAT: &str = "durbar.export.v1";

/// A game's audit export.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Export {
    /// Always [`FORMAT`].
    pub format: String,
    /// The game kind, as event 1 names it; absent in exports made before kinds existed (those
    /// are Maharaja's).
    #[serde(default)]
    pub game: GameKind,
    /// The engine version that wrote it.
    pub engine_version: String,
    /// The game id (32 hex characters).
    pub game_id: String,
    /// The game's title.
    pub title: String,
    /// The board: its id and the SHA-256 of its canonical JSON (the full board is in event 1).
    pub board: BoardSummary,
    /// Player names in the host's order.
    pub players: Vec<String>,
    /// `SHA-256("durbar.seed.v1" ‖ game_id ‖ seed)`, hex.
    pub seed_commitment: String,
    /// The seed, hex, once the game has started (null before).
    pub seed: Option<String>,
    /// The last event: its seq and hash.
    pub head: Head,
    /// Every event in order.
    pub events: Vec<ExportedEvent>,
}

/// The board of an export.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoardSummary {
    /// The board id.
    pub id: String,
    /// SHA-256 of the board's canonical JSON, hex.
    pub sha256: String,
}

/// The head of the chain.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Head {
    /// The last seq (0 for an empty log).
    pub seq: u64,
    /// Its hash, hex.
    pub hash: String,
}

/// One event of an export.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExportedEvent {
    /// Its seq, from 1.
    pub seq: u64,
    /// The exact bytes that were hashed, as a UTF-8 string (canonical JSON of the event).
    pub payload: String,
    /// The previous event's hash, hex.
    pub prev_hash: String,
    /// This event's hash, hex.
    pub hash: String,
    /// When the server recorded it (RFC 3339), if it was recorded by a server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recorded_at: Option<String>,
}

/// Builds an export from a chain of events (the metadata is read from the events themselves).
pub fn build(
    title: &str,
    links: &[Link],
    events: &[Event],
    recorded_at: &[Option<String>],
) -> Export {
    let mut game_id = String::new();
    let mut game = GameKind::default();
    let mut board = BoardSummary {
        id: String::new(),
        sha256: String::new(),
    };
    let mut players = Vec::new();
    let mut seed_commitment = String::new();
    let mut seed = None;
    for event in events {
        match event {
            Event::GameCreated {
                game: kind,
                game_id: id,
                board: b,
                player_names,
                seed_commitment: c,
                ..
            } => {
                game = *kind;
                game_id = id.to_string();
                board = BoardSummary {
                    id: b.id().to_owned(),
                    sha256: hex::encode(b.content_hash()),
                };
                players = player_names.clone();
                seed_commitment = c.to_string();
            }
            Event::SeedRevealed { seed: s } => seed = Some(s.to_string()),
            _ => {}
        }
    }
    let head = links.last().map_or(
        Head {
            seq: 0,
            hash: hex::encode(GENESIS),
        },
        |last| Head {
            seq: last.seq,
            hash: hex::encode(last.hash),
        },
    );
    Export {
        format: FORMAT.to_owned(),
        game,
        engine_version: env!("CARGO_PKG_VERSION").to_owned(),
        game_id,
        title: title.to_owned(),
        board,
        players,
        seed_commitment,
        seed,
        head,
        events: links
            .iter()
            .enumerate()
            .map(|(i, link)| ExportedEvent {
                seq: link.seq,
                payload: String::from_utf8_lossy(&link.payload).into_owned(),
                prev_hash: hex::encode(link.prev_hash),
                hash: hex::encode(link.hash),
                recorded_at: recorded_at.get(i).cloned().flatten(),
            })
            .collect(),
    }
}

/// Chains freshly made events (a scripted game) from the start and exports them.
pub fn from_events(title: &str, events: &[Event]) -> Export {
    let game_id = events
        .iter()
        .find_map(|e| match e {
            Event::GameCreated { game_id, .. } => Some(game_id.0),
            _ => None,
        })
        .unwrap_or_default();
    let payloads = events.iter().map(crate::store::encode_event).collect();
    let links = chain::extend(&game_id, 0, GENESIS, payloads);
    build(title, &links, events, &[])
}

/// Chains a Citadels game's public events (a scripted game) from the start and exports them:
/// the same format, `"game": "citadels"`; its players are named by seat, from "Seat 1".
pub fn from_citadels(title: &str, events: &[Logged]) -> Export {
    let game_id = events
        .iter()
        .find_map(|logged| match &logged.event {
            CitadelsEvent::GameStarted { game, .. } => Some(game.0),
            _ => None,
        })
        .unwrap_or_default();
    let seats = events
        .iter()
        .find_map(|logged| match &logged.event {
            CitadelsEvent::GameStarted { options, .. } => Some(options.players),
            _ => None,
        })
        .unwrap_or(0);
    let payloads = events.iter().map(encode_citadels).collect();
    let links = chain::extend(&game_id, 0, GENESIS, payloads);
    let public: Vec<CitadelsEvent> = events.iter().map(|l| l.event.clone()).collect();
    // Named as people count seats, from 1 (the log's seat 0 is "Seat 1").
    let players = (0..seats).map(|i| format!("Seat {}", i + 1)).collect();
    build_citadels(title, &links, &public, &[], players)
}

/// A Citadels export of a chain of its public events: the same format, `"game": "citadels"`;
/// Citadels has no board (empty id and hash), `players` names the seats in order, and its
/// seed is in the header only once `game_ended` revealed it (C2).
pub fn build_citadels(
    title: &str,
    links: &[Link],
    events: &[CitadelsEvent],
    recorded_at: &[Option<String>],
    players: Vec<String>,
) -> Export {
    let mut export = build(title, links, &[], recorded_at);
    export.game = GameKind::Citadels;
    export.players = players;
    for event in events {
        match event {
            CitadelsEvent::GameStarted {
                game,
                seed_commitment,
                ..
            } => {
                export.game_id = hex::encode(game.0);
                export.seed_commitment = seed_commitment.to_string();
            }
            CitadelsEvent::GameEnded { seed, .. } => export.seed = Some(seed.to_string()),
            _ => {}
        }
    }
    export
}

/// The stored bytes of a Citadels event: its canonical JSON (serde's fixed field order).
pub fn encode_citadels(logged: &Logged) -> Vec<u8> {
    serde_json::to_vec(&logged.event).expect("events always serialize")
}

/// Reads a Citadels event back, refusing anything that is not its canonical encoding.
pub fn decode_citadels(payload: &[u8]) -> Result<CitadelsEvent, PayloadError> {
    let event: CitadelsEvent =
        serde_json::from_slice(payload).map_err(|e| PayloadError::not_an_event(payload, &e))?;
    if serde_json::to_vec(&event).ok().as_deref() != Some(payload) {
        return Err(PayloadError::NotCanonical);
    }
    Ok(event)
}

/// Parses a hex hash field.
pub(super) fn parse_hash(text: &str) -> Option<Hash> {
    hex::decode(text).ok()?.try_into().ok()
}
