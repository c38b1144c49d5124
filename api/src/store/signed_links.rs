//! Personal links signed by the server: `/p/<token>` where the token is the hex of the game, the
//! player, the player's link generation and an expiry, followed by an HMAC-SHA256 of them under
//! the key in `link_keys`. Minting one writes nothing; a link is live while its MAC holds, it has
//! not expired and its generation is still the player's (the host's "revoke" bumps it). The
//! one-click unsubscribe token of a mail is derived from its link but cannot sign anyone in.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use durbar_domain::GameId;
use hmac::{KeyInit, Mac};
use sha2::{Digest, Sha256};

type HmacSha256 = hmac::Hmac<Sha256>;

/// How long a link works after it was sent (every mail carries a fresh one).
pub const LINK_LIFETIME: Duration = Duration::from_secs(30 * 24 * 3600);

/// Bytes of the signed part: game (16), player (1), generation (4), expiry in Unix seconds (8).
const PAYLOAD: usize = 29;
/// Bytes of the MAC.
const MAC: usize = 32;
/// Hex characters of a signed link token (and of an unsubscribe token made from one).
pub const SIGNED_TOKEN_LEN: usize = 2 * (PAYLOAD + MAC);
/// What the MAC covers before the payload, so that it signs nothing else by accident.
const DOMAIN: &[u8] = b"durbar personal link v1\0";

/// The key links are signed with (shared by every node on one database).
#[derive(Clone)]
pub struct LinkKey(pub(super) [u8; 32]);

impl std::fmt::Debug for LinkKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LinkKey([redacted])")
    }
}

/// What a signed link says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkClaims {
    /// The game.
    pub game: GameId,
    /// The player's index.
    pub player: u8,
    /// The player's link generation when it was sent.
    pub generation: u32,
    /// Unix seconds after which it does not work.
    pub expires: u64,
}

/// Why a link does not sign anyone in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LinkRefused {
    /// Not a link we made (malformed, tampered, or of a player or game that is gone).
    #[error("This personal link is not valid. Ask the host of your game to send you a new one.")]
    Unknown,
    /// Older than [`LINK_LIFETIME`].
    #[error(
        "This personal link has expired. Every mail about your game carries a fresh one, or \
         ask the host of your game to send you a new one."
    )]
    Expired,
    /// The host revoked the player's links after it was sent.
    #[error(
        "This personal link was revoked by the host of your game. Ask them to send you a new one."
    )]
    Revoked,
}

impl LinkKey {
    fn mac(&self, payload: &[u8]) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(DOMAIN);
        mac.update(payload);
        mac
    }

    /// The token of a link with `claims`.
    pub fn sign(&self, claims: &LinkClaims) -> String {
        let payload = encode(claims);
        let tag = self.mac(&payload).finalize().into_bytes();
        let mut token = hex::encode(payload);
        token.push_str(&hex::encode(tag));
        token
    }

    /// The token of a link for `player` at `generation`, working for [`LINK_LIFETIME`] from now.
    pub fn sign_now(&self, game: GameId, player: u8, generation: u32) -> String {
        let expires = (SystemTime::now() + LINK_LIFETIME)
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        self.sign(&LinkClaims {
            game,
            player,
            generation,
            expires,
        })
    }

    /// What `token` says, if its MAC holds and it has not expired at `now` (the generation is
    /// the caller's to compare).
    pub fn verify(&self, token: &str, now: SystemTime) -> Result<LinkClaims, LinkRefused> {
        let (payload, tag) = split(token).ok_or(LinkRefused::Unknown)?;
        self.mac(&payload)
            .verify_slice(&tag)
            .map_err(|_| LinkRefused::Unknown)?;
        let claims = decode(&payload);
        let now = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        if now >= claims.expires {
            return Err(LinkRefused::Expired);
        }
        Ok(claims)
    }

    /// The unsubscribe token of the link `token`: its payload and the SHA-256 of its MAC (which
    /// does not give the MAC back, so it cannot sign in).
    pub fn unsubscribe_token(token: &str) -> Option<String> {
        let (payload, tag) = split(token)?;
        Some(format!(
            "{}{}",
            hex::encode(payload),
            hex::encode(Sha256::digest(tag))
        ))
    }

    /// The game and player an unsubscribe token made by [`LinkKey::unsubscribe_token`] names, if
    /// it was made from a link signed with this key (expired or revoked links unsubscribe too).
    pub fn unsubscribe_claims(&self, token: &str) -> Option<(GameId, u8)> {
        let (payload, digest) = split(token)?;
        let tag = self.mac(&payload).finalize().into_bytes();
        let expected = Sha256::digest(tag);
        let same = expected
            .iter()
            .zip(digest.iter())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0;
        same.then(|| {
            let claims = decode(&payload);
            (claims.game, claims.player)
        })
    }
}

/// Whether `token` has the shape of a signed link token (not whether it is one).
pub fn is_signed_token(token: &str) -> bool {
    token.len() == SIGNED_TOKEN_LEN && token.bytes().all(|b| b.is_ascii_hexdigit())
}

fn encode(claims: &LinkClaims) -> [u8; PAYLOAD] {
    let mut payload = [0u8; PAYLOAD];
    payload[..16].copy_from_slice(&claims.game.0);
    payload[16] = claims.player;
    payload[17..21].copy_from_slice(&claims.generation.to_be_bytes());
    payload[21..].copy_from_slice(&claims.expires.to_be_bytes());
    payload
}

fn decode(payload: &[u8; PAYLOAD]) -> LinkClaims {
    let mut game = [0u8; 16];
    game.copy_from_slice(&payload[..16]);
    let mut generation = [0u8; 4];
    generation.copy_from_slice(&payload[17..21]);
    let mut expires = [0u8; 8];
    expires.copy_from_slice(&payload[21..]);
    LinkClaims {
        game: GameId(game),
        player: payload[16],
        generation: u32::from_be_bytes(generation),
        expires: u64::from_be_bytes(expires),
    }
}

/// The payload and the 32 bytes after it, if `token` is a signed token's hex.
fn split(token: &str) -> Option<([u8; PAYLOAD], [u8; MAC])> {
    if !is_signed_token(token) {
        return None;
    }
    let bytes = hex::decode(token).ok()?;
    let (payload, tag) = bytes.split_at(PAYLOAD);
    Some((payload.try_into().ok()?, tag.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> LinkKey {
        LinkKey([byte; 32])
    }

    fn claims() -> LinkClaims {
        LinkClaims {
            game: GameId([7; 16]),
            player: 2,
            generation: 3,
            expires: 2_000_000_000,
        }
    }

    fn before_expiry() -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(1_999_999_999)
    }

    #[test]
    fn a_signed_link_says_what_it_was_signed_with() {
        let token = key(1).sign(&claims());
        assert!(is_signed_token(&token));
        assert_eq!(key(1).verify(&token, before_expiry()), Ok(claims()));
    }

    #[test]
    fn another_key_or_any_changed_character_is_refused() {
        let token = key(1).sign(&claims());
        assert_eq!(
            key(2).verify(&token, before_expiry()),
            Err(LinkRefused::Unknown)
        );
        for at in [0, 33, 40, SIGNED_TOKEN_LEN - 1] {
            let mut tampered = token.clone().into_bytes();
            tampered[at] = if tampered[at] == b'0' { b'1' } else { b'0' };
            let tampered = String::from_utf8(tampered).unwrap();
            assert_eq!(
                key(1).verify(&tampered, before_expiry()),
                Err(LinkRefused::Unknown),
                "changed at {at}"
            );
        }
    }

    #[test]
    fn a_link_past_its_expiry_is_refused_as_expired() {
        let token = key(1).sign(&claims());
        let at_expiry = UNIX_EPOCH + Duration::from_secs(2_000_000_000);
        assert_eq!(key(1).verify(&token, at_expiry), Err(LinkRefused::Expired));
    }

    #[test]
    fn an_unsubscribe_token_names_the_player_but_does_not_sign_in() {
        let token = key(1).sign(&claims());
        let unsubscribe = LinkKey::unsubscribe_token(&token).unwrap();
        assert_eq!(
            key(1).unsubscribe_claims(&unsubscribe),
            Some((GameId([7; 16]), 2))
        );
        assert_eq!(key(2).unsubscribe_claims(&unsubscribe), None);
        assert_eq!(
            key(1).verify(&unsubscribe, before_expiry()),
            Err(LinkRefused::Unknown)
        );
    }
}
