//! durbar's rules engines: pure deciders (`decide`/`evolve`), player views and legal move
//! enumeration. No I/O, no async, no clock, no randomness except from an explicit seed.
//!
//! [`game::Rules`] is the trait every game implements; [`game::GameKind`] names the games.
//! Each game is a module: [`maharaja`], [`citadels`]. The top level holds only what every game shares: ids,
//! seats, 32-byte values, the seed commitment and the seeded random stream.
#![deny(missing_docs)]

mod bytes;
pub mod citadels;
pub mod commitment;
pub mod game;
pub mod ids;
pub mod maharaja;
pub mod registry;
pub mod setup_draw;
pub mod signed;
#[cfg(feature = "testing")]
pub mod testing;
pub mod timestamp;

pub use bytes::{parse_hex, Bytes32};
pub use commitment::seed_commitment;
pub use game::{
    check_openings, check_trails, BadOpening, GameBot, GameKind, Opening, OpeningProblem, RuleCode,
    Rules, Sealed, SealedFact, SealedKind, SealedTrail, Secrets, SeedReveal, UnknownGameKind,
    Viewer, Wait,
};
pub use ids::{BySeat, CityId, GameId, Id, PlaceId, Seat, VillageId};
pub use signed::{signed_message, KeyError, LoggedSignatureError, PublicKey, Signature};
pub use timestamp::{BadTimestamp, Timestamp};
