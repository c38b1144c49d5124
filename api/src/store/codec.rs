//! The stored form of an event: its canonical JSON bytes, exactly what is hashed.
//! Canonical because serialization is ours alone: fixed field order, no maps with unordered
//! keys, no whitespace. Decoding checks that re-encoding gives back the same bytes.

use durbar_domain::maharaja::Event;

/// The bytes stored and hashed for `event`.
pub fn encode_event(event: &Event) -> Vec<u8> {
    serde_json::to_vec(event).expect("events always serialize")
}

/// Reads stored bytes back, refusing anything that is not the canonical encoding.
pub fn decode_event(payload: &[u8]) -> Result<Event, String> {
    let event: Event = serde_json::from_slice(payload).map_err(|e| format!("not an event: {e}"))?;
    if encode_event(&event) != payload {
        return Err("not in canonical form (re-encoding differs)".to_owned());
    }
    Ok(event)
}
