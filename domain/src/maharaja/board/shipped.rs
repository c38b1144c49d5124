//! The boards shipped with the engine (`domain/boards/*.json`, found by the build script).

use super::{Board, BoardError};

include!(concat!(env!("OUT_DIR"), "/shipped_boards.rs"));

pub(super) fn load(id: &str) -> Result<Board, BoardError> {
    let (_, text) = SHIPPED_BOARDS
        .iter()
        .find(|(name, _)| *name == id)
        .ok_or_else(|| BoardError::UnknownShippedBoard(id.to_string()))?;
    Board::from_json(text)
}

pub(super) fn ids() -> Vec<&'static str> {
    SHIPPED_BOARDS.iter().map(|(id, _)| *id).collect()
}
