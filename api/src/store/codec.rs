//! The stored form of an event: its canonical JSON bytes, exactly what is hashed.
//! Canonical because serialization is ours alone: fixed field order, no maps with unordered
//! keys, no whitespace. Decoding checks that re-encoding gives back the same bytes (for event 1,
//! also the form written before it named the game).

use durbar_domain::maharaja::Event;
use durbar_domain::GameKind;

/// The bytes stored and hashed for `event`.
pub fn encode_event(event: &Event) -> Vec<u8> {
    serde_json::to_vec(event).expect("events always serialize")
}

/// Reads stored bytes back, refusing anything that is not the canonical encoding.
pub fn decode_event(payload: &[u8]) -> Result<Event, PayloadError> {
    let event: Event =
        serde_json::from_slice(payload).map_err(|e| PayloadError::not_an_event(payload, &e))?;
    if encode_event(&event) != payload && legacy_encoding(&event).as_deref() != Some(payload) {
        return Err(PayloadError::NotCanonical);
    }
    Ok(event)
}

/// Why stored bytes are not an event of their game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PayloadError {
    /// They do not decode to an event of the game.
    #[error("not an event: {detail}")]
    NotAnEvent {
        /// The `type` the payload names, if it names one.
        kind: Option<String>,
        /// The decoder's own words (English, for the log).
        detail: String,
    },
    /// They decode, but re-encoding the event gives other bytes.
    #[error("not in canonical form (re-encoding differs)")]
    NotCanonical,
}

impl PayloadError {
    /// `payload` does not decode: `error` says why.
    pub fn not_an_event(payload: &[u8], error: &serde_json::Error) -> PayloadError {
        let kind = serde_json::from_slice::<serde_json::Value>(payload)
            .ok()
            .and_then(|v| v.get("type").and_then(|t| t.as_str()).map(str::to_owned));
        PayloadError::NotAnEvent {
            kind,
            detail: error.to_string(),
        }
    }
}

/// Event 1 as written before events named their game: without `"game":"maharaja","engine":1`
/// (which such a payload decodes to). Stored games and exports of that time keep their bytes.
fn legacy_encoding(event: &Event) -> Option<Vec<u8>> {
    let Event::GameCreated {
        game: GameKind::Maharaja,
        engine: 1,
        ..
    } = event
    else {
        return None;
    };
    const NAMED: &[u8] = br#""game":"maharaja","engine":1,"#;
    let encoded = encode_event(event);
    let at = encoded.windows(NAMED.len()).position(|w| w == NAMED)?;
    Some([&encoded[..at], &encoded[at + NAMED.len()..]].concat())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_one_decodes_with_or_without_the_game_it_names() {
        let named = br#"{"type":"seed_revealed","seed":"0000000000000000000000000000000000000000000000000000000000000000"}"#;
        assert!(decode_event(named).is_ok());
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/governor_r1_era_game.json"
        );
        let export: serde_json::Value =
            serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
        let old = export["events"][0]["payload"].as_str().unwrap();
        assert!(!old.contains(r#""game""#));
        let event = decode_event(old.as_bytes()).expect("a payload of before kinds decodes");
        let new = encode_event(&event);
        assert!(String::from_utf8_lossy(&new).contains(r#""game":"maharaja","engine":1,"#));
        assert_eq!(decode_event(&new), Ok(event));
        // Anything else still has one canonical form.
        let spaced = old.replacen(r#""type":"game_created","#, r#""type": "game_created","#, 1);
        assert!(decode_event(spaced.as_bytes()).is_err());
    }
}
