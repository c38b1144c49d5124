//! Auditing a game: the hash chain over its events, the export format, and the offline verifier.

pub mod chain;
pub mod citadels;
pub mod export;
pub mod failure;
mod signatures;
pub mod verify;
