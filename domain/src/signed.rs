//! Signed moves (design.md "Trust levels"): the bytes a player's device signs for a command,
//! the public keys devices register and the ECDSA P-256 check of a signature, for every game.
//!
//! A command is signed over `"durbar.cmd.v1" ‖ game_id (16 bytes) ‖ u16be(seat) ‖ u64be(n) ‖
//! command`, where `command` is the game's canonical bytes of the command (its public form: a
//! sealed value appears as its commitment, never its opening) and `n` is that seat's count of
//! signed commands so far plus one, so an old signature cannot be replayed. Keys are SEC1
//! uncompressed points (65 bytes, what WebCrypto's `exportKey("raw")` gives); signatures are
//! `r ‖ s` (64 bytes, WebCrypto's ECDSA output) over SHA-256 of the message.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::ids::{GameId, Seat};

/// The domain separator of a signed command; never changes once used.
pub const COMMAND_TAG: &[u8] = b"durbar.cmd.v1";

/// The bytes signed for `seat`'s `n`-th signed command `command` (canonical bytes) in `game`.
pub fn signed_message(game: GameId, seat: Seat, n: u64, command: &[u8]) -> Vec<u8> {
    let mut message = Vec::with_capacity(COMMAND_TAG.len() + 16 + 2 + 8 + command.len());
    message.extend_from_slice(COMMAND_TAG);
    message.extend_from_slice(&game.0);
    message.extend_from_slice(&u16::from(seat.0).to_be_bytes());
    message.extend_from_slice(&n.to_be_bytes());
    message.extend_from_slice(command);
    message
}

/// A device's public key: a P-256 point, SEC1 uncompressed (65 bytes), hex in JSON. Signatures
/// are checked with `ring`'s P-256 (about five times faster than the `p256` crate's, which reads
/// the key and signs for bots and tests).
#[derive(Clone, PartialEq, Eq)]
pub struct PublicKey {
    /// The point, checked to be on the curve.
    point: p256::ecdsa::VerifyingKey,
    /// Its SEC1 uncompressed bytes, what the signature check reads.
    sec1: [u8; 65],
}

/// A key or signature that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    /// Not a P-256 public key.
    #[error("The public key must be a P-256 point in uncompressed form: 130 hexadecimal digits starting with 04.")]
    BadKey,
    /// Not a 64-byte signature.
    #[error("The signature must be 128 hexadecimal digits (r and s of an ECDSA P-256 signature).")]
    BadSignature,
}

impl PublicKey {
    /// Reads a key from its SEC1 uncompressed bytes.
    pub fn from_sec1(bytes: &[u8]) -> Result<PublicKey, KeyError> {
        if bytes.len() != 65 || bytes[0] != 4 {
            return Err(KeyError::BadKey);
        }
        p256::ecdsa::VerifyingKey::from_sec1_bytes(bytes)
            .map(PublicKey::from)
            .map_err(|_| KeyError::BadKey)
    }

    /// Reads a key from hex.
    pub fn from_hex(text: &str) -> Result<PublicKey, KeyError> {
        let bytes = hex::decode(text.trim()).map_err(|_| KeyError::BadKey)?;
        PublicKey::from_sec1(&bytes)
    }

    /// The SEC1 uncompressed bytes.
    pub fn to_sec1(&self) -> Vec<u8> {
        self.sec1.to_vec()
    }

    /// A short name for people: the first 8 hex digits of SHA-256 of the key, in groups of 4
    /// (`"3f2a 91c0"`), what pages and mails show so a player can tell their devices apart.
    pub fn fingerprint(&self) -> String {
        use sha2::{Digest, Sha256};
        let digest = Sha256::digest(self.to_sec1());
        let text = hex::encode(&digest[..4]);
        format!("{} {}", &text[..4], &text[4..])
    }

    /// Whether `signature` signs `message` with this key.
    pub fn verifies(&self, message: &[u8], signature: &Signature) -> bool {
        use ring::signature::{UnparsedPublicKey, ECDSA_P256_SHA256_FIXED};
        UnparsedPublicKey::new(&ECDSA_P256_SHA256_FIXED, &self.sec1)
            .verify(message, &signature.0.to_bytes())
            .is_ok()
    }
}

impl From<p256::ecdsa::VerifyingKey> for PublicKey {
    fn from(point: p256::ecdsa::VerifyingKey) -> Self {
        let mut sec1 = [0; 65];
        sec1.copy_from_slice(point.to_encoded_point(false).as_bytes());
        PublicKey { point, sec1 }
    }
}

impl fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.to_sec1()))
    }
}

impl fmt::Display for PublicKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.to_sec1()))
    }
}

impl Serialize for PublicKey {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for PublicKey {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        PublicKey::from_hex(&text).map_err(serde::de::Error::custom)
    }
}

/// An ECDSA P-256 signature, `r ‖ s` (64 bytes), hex in JSON.
#[derive(Clone, PartialEq, Eq)]
pub struct Signature(p256::ecdsa::Signature);

impl Signature {
    /// Reads `r ‖ s`.
    pub fn from_bytes(bytes: &[u8]) -> Result<Signature, KeyError> {
        p256::ecdsa::Signature::from_slice(bytes)
            .map(Signature)
            .map_err(|_| KeyError::BadSignature)
    }

    /// Reads hex `r ‖ s`.
    pub fn from_hex(text: &str) -> Result<Signature, KeyError> {
        let bytes = hex::decode(text.trim()).map_err(|_| KeyError::BadSignature)?;
        if bytes.len() != 64 {
            return Err(KeyError::BadSignature);
        }
        Signature::from_bytes(&bytes)
    }
}

impl From<p256::ecdsa::Signature> for Signature {
    fn from(signature: p256::ecdsa::Signature) -> Self {
        Signature(signature)
    }
}

impl fmt::Debug for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.0.to_bytes()))
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.0.to_bytes()))
    }
}

impl Serialize for Signature {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Signature {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        Signature::from_hex(&text).map_err(serde::de::Error::custom)
    }
}

/// What a device signs for one command: its number, the canonical command bytes and the full
/// message ([`signed_message`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToSign {
    /// The seat's signed-command number.
    pub n: u64,
    /// The canonical command bytes.
    pub command: String,
    /// The full message.
    pub message: Vec<u8>,
}

impl ToSign {
    /// What `seat` signs as its `n`-th signed command, `command` (canonical bytes), in `game`.
    pub fn new(game: GameId, seat: Seat, n: u64, command: String) -> ToSign {
        let message = signed_message(game, seat, n, command.as_bytes());
        ToSign {
            n,
            command,
            message,
        }
    }
}

/// The device keys a game's log registered and each seat's count of signed commands: what
/// every game folds from its `key_registered` and `command_signed` events.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Keyring {
    /// (player index, key), in log order.
    keys: Vec<(u8, PublicKey)>,
    /// Signed commands so far, by seat.
    signed: Vec<u64>,
}

impl Keyring {
    /// Folds a `key_registered` event.
    pub fn register(&mut self, player: u8, key: PublicKey) {
        self.keys.push((player, key));
    }

    /// Folds a `command_signed` event of `seat`.
    pub fn count_signed(&mut self, seat: Seat) {
        let index = usize::from(seat.0);
        if self.signed.len() <= index {
            self.signed.resize(index + 1, 0);
        }
        self.signed[index] += 1;
    }

    /// The keys of player `player` (index in the host's order), first first.
    pub fn keys_of_player(&self, player: u8) -> impl Iterator<Item = &PublicKey> {
        self.keys
            .iter()
            .filter(move |(p, _)| *p == player)
            .map(|(_, key)| key)
    }

    /// Every key registered, in log order: (player index, key).
    pub fn registered(&self) -> &[(u8, PublicKey)] {
        &self.keys
    }

    /// How many commands `seat` has signed so far.
    pub fn signed_count(&self, seat: Seat) -> u64 {
        self.signed.get(usize::from(seat.0)).copied().unwrap_or(0)
    }

    /// The device number `key` gets as player `player`'s next key (1 for the first), or `None`
    /// if the key is registered already in this game.
    pub fn next_device(&self, player: u8, key: &PublicKey) -> Option<u32> {
        if self.keys.iter().any(|(_, known)| known == key) {
            return None;
        }
        Some(self.keys_of_player(player).count() as u32 + 1)
    }
}

/// Why a player's move was refused at the signed-moves level (each game names it as one of its
/// rule violations).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The move came unsigned where the game's level needs a signature.
    NotSigned,
    /// The signature is not one a key registered for the seat makes for its next number `n`.
    BadSignature {
        /// The number the server expected.
        n: u64,
    },
}

/// A signed command checked for logging: the `command_signed` event's fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The seat's signed-command number.
    pub n: u64,
    /// The canonical command bytes.
    pub command: String,
    /// The signature.
    pub signature: Signature,
}

/// Checks `signature` over `to_sign` against `keys` (the seat's registered keys): the fields
/// of the `command_signed` event to log, or none for an unsigned move where the game does not
/// `require` signatures.
pub fn check_move<'k>(
    keys: impl IntoIterator<Item = &'k PublicKey>,
    require: bool,
    to_sign: ToSign,
    signature: Option<&Signature>,
) -> Result<Option<Checked>, Refusal> {
    let Some(signature) = signature else {
        return if require {
            Err(Refusal::NotSigned)
        } else {
            Ok(None)
        };
    };
    if !keys
        .into_iter()
        .any(|key| key.verifies(&to_sign.message, signature))
    {
        return Err(Refusal::BadSignature { n: to_sign.n });
    }
    Ok(Some(Checked {
        n: to_sign.n,
        command: to_sign.command,
        signature: signature.clone(),
    }))
}

/// The verifier's check of a logged `command_signed` event of `seat` numbered `n`, given what
/// the log before it registered (`keyring`): its number follows the seat's last one and a key
/// registered for the seat's player (`player`) made its signature. The error's English words
/// follow "event N (command_signed)".
pub fn check_logged(
    keyring: &Keyring,
    game: GameId,
    seat: (Seat, Option<u8>),
    n: u64,
    command: &str,
    signature: &Signature,
) -> Result<(), LoggedSignatureError> {
    check_logged_with(keyring, game, seat, n, command, signature, &mut at_once)
}

/// The signature check of [`check_logged`]: whether one of `keys` signed `message`.
pub fn at_once(keys: &[&PublicKey], message: &[u8], signature: &Signature) -> bool {
    keys.iter().any(|key| key.verifies(message, signature))
}

/// A signature check: whether one of the keys signed the message.
pub type KeysVerify<'a> = dyn FnMut(&[&PublicKey], &[u8], &Signature) -> bool + 'a;

/// [`check_logged`] with the signature check left to `verifies` (given the keys registered
/// for the seat's player, the signed message and the signature): a verifier may note the check
/// to make it later, on many cores, and answer for now that it holds.
pub fn check_logged_with(
    keyring: &Keyring,
    game: GameId,
    (seat, player): (Seat, Option<u8>),
    n: u64,
    command: &str,
    signature: &Signature,
    verifies: &mut KeysVerify<'_>,
) -> Result<(), LoggedSignatureError> {
    let expected = keyring.signed_count(seat) + 1;
    if n != expected {
        return Err(LoggedSignatureError::OutOfSequence { seat, n, expected });
    }
    let message = signed_message(game, seat, n, command.as_bytes());
    let keys: Vec<&PublicKey> = player
        .into_iter()
        .flat_map(|player| keyring.keys_of_player(player))
        .collect();
    if keys.is_empty() {
        return Err(LoggedSignatureError::NoKey { seat });
    }
    if !verifies(&keys, &message, signature) {
        return Err(LoggedSignatureError::NotByKey { seat });
    }
    Ok(())
}

/// Why a logged `command_signed` event does not hold ([`check_logged`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LoggedSignatureError {
    /// Its number does not follow the seat's last signed move.
    #[error(
        "is numbered {n}, but it is {seat}'s signed move {expected}: a signature was replayed or one was removed."
    )]
    OutOfSequence {
        /// The signer's seat.
        seat: Seat,
        /// The number it carries.
        n: u64,
        /// The number it should carry.
        expected: u64,
    },
    /// The seat's player registered no key.
    #[error("is signed for {seat}, whose player has registered no key.")]
    NoKey {
        /// The signer's seat.
        seat: Seat,
    },
    /// No key registered for the seat's player made the signature.
    #[error("has a signature not made by a key registered for {seat}.")]
    NotByKey {
        /// The signer's seat.
        seat: Seat,
    },
}

/// A private signing key, as a device holds it: bots sign with one drawn from their seed.
pub struct DeviceKey(p256::ecdsa::SigningKey);

impl DeviceKey {
    /// The key with this scalar, or `None` if it is not a valid one (zero, or not below the
    /// curve's order).
    pub fn from_scalar(bytes: [u8; 32]) -> Option<DeviceKey> {
        p256::ecdsa::SigningKey::from_bytes(&bytes.into())
            .ok()
            .map(DeviceKey)
    }

    /// Its public key.
    pub fn public(&self) -> PublicKey {
        PublicKey::from(*self.0.verifying_key())
    }

    /// Signs `message` (deterministic ECDSA, RFC 6979).
    pub fn sign(&self, message: &[u8]) -> Signature {
        use p256::ecdsa::signature::Signer;
        Signature(self.0.sign(message))
    }
}

/// A device key for tests: signs messages as a browser would.
#[cfg(any(test, feature = "testing"))]
pub struct TestKey(DeviceKey);

#[cfg(any(test, feature = "testing"))]
impl TestKey {
    /// The key made from `seed` (any seed but all zeros).
    pub fn from_seed(seed: u8) -> TestKey {
        let mut bytes = [0u8; 32];
        bytes[31] = seed.max(1);
        bytes[0] = 0x11;
        TestKey(DeviceKey::from_scalar(bytes).expect("a valid scalar"))
    }

    /// Its public key.
    pub fn public(&self) -> PublicKey {
        self.0.public()
    }

    /// Signs `message`.
    pub fn sign(&self, message: &[u8]) -> Signature {
        self.0.sign(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_is_tag_game_seat_n_command() {
        let game = GameId([7; 16]);
        let message = signed_message(game, Seat(2), 3, b"{\"type\":\"end_turn\"}");
        let mut expected = b"durbar.cmd.v1".to_vec();
        expected.extend([7; 16]);
        expected.extend([0, 2]);
        expected.extend([0, 0, 0, 0, 0, 0, 0, 3]);
        expected.extend(b"{\"type\":\"end_turn\"}");
        assert_eq!(message, expected);
    }

    #[test]
    fn a_signature_verifies_only_its_message_and_key() {
        let key = TestKey::from_seed(1);
        let other = TestKey::from_seed(2);
        let message = signed_message(GameId([1; 16]), Seat(0), 1, b"x");
        let signature = key.sign(&message);
        assert!(key.public().verifies(&message, &signature));
        assert!(!other.public().verifies(&message, &signature));
        let next = signed_message(GameId([1; 16]), Seat(0), 2, b"x");
        assert!(!key.public().verifies(&next, &signature));
    }

    #[test]
    fn keys_and_signatures_round_trip_as_hex_and_bad_ones_are_named() {
        let key = TestKey::from_seed(3);
        let text = key.public().to_string();
        assert_eq!(text.len(), 130);
        assert_eq!(PublicKey::from_hex(&text), Ok(key.public()));
        assert_eq!(PublicKey::from_hex("04ab"), Err(KeyError::BadKey));
        let signature = key.sign(b"m");
        assert_eq!(Signature::from_hex(&signature.to_string()), Ok(signature));
        assert_eq!(Signature::from_hex("00"), Err(KeyError::BadSignature));
        assert_eq!(key.public().fingerprint().len(), 9);
    }
}
