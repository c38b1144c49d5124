//! Fixed-size byte strings (seeds, nonces, commitments) written as lowercase hex in JSON.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Reads a hex string of exactly `N` bytes.
pub(crate) fn hex_array<'de, D: Deserializer<'de>, const N: usize>(
    deserializer: D,
) -> Result<[u8; N], D::Error> {
    let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
    parse_hex(&text).map_err(serde::de::Error::custom)
}

/// Parses a hex string of exactly `N` bytes, with a sentence on failure.
pub fn parse_hex<const N: usize>(text: &str) -> Result<[u8; N], String> {
    let bytes = hex::decode(text).map_err(|_| format!("\"{text}\" is not a hex string."))?;
    bytes.try_into().map_err(|_| {
        format!(
            "\"{text}\" must be exactly {} hex characters ({N} bytes).",
            N * 2
        )
    })
}

/// 32 bytes (a seed, a nonce, a hash, a contribution), written as 64 lowercase hex characters.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Bytes32(pub [u8; 32]);

impl fmt::Debug for Bytes32 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.0))
    }
}

impl fmt::Display for Bytes32 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.0))
    }
}

impl Serialize for Bytes32 {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&hex::encode(self.0))
    }
}

impl<'de> Deserialize<'de> for Bytes32 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Bytes32(hex_array(deserializer)?))
    }
}
