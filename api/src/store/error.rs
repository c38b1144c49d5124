//! What can go wrong when reading or writing a game.

use durbar_domain::maharaja::RuleViolation;

/// An error of the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The command breaks a rule; the sentence names it.
    #[error("{0}")]
    Rule(RuleViolation),
    /// The command applied to the game as the player saw it, but the game has moved on since.
    #[error("The game moved on while you were deciding: {0}")]
    MovedOn(RuleViolation),
    /// The command breaks a rule of a game other than Maharaja; the sentence names it.
    #[error("{0}")]
    GameRule(Box<Refusal>),
    /// [`StoreError::MovedOn`] for a game other than Maharaja.
    #[error("The game moved on while you were deciding: {0}")]
    GameMovedOn(Box<Refusal>),
    /// The game is of another kind than the one asked for (a Maharaja page of a Citadels game).
    #[error("This is a {0} game.")]
    OtherKind(durbar_domain::GameKind),
    /// Other writers kept winning; nothing was written.
    #[error("The game is busy right now; nothing was changed, please try again.")]
    Contended,
    /// No such game.
    #[error("There is no such game.")]
    NotFound,
    /// The stored log could not be read back (a bug or tampering).
    #[error("the stored event {seq} cannot be read: {reason}")]
    Corrupt {
        /// The event's seq.
        seq: u64,
        /// Why.
        reason: String,
    },
    /// The database failed.
    #[error(transparent)]
    Database(#[from] anyhow::Error),
}

impl From<tokio_postgres::Error> for StoreError {
    fn from(error: tokio_postgres::Error) -> Self {
        Self::Database(error.into())
    }
}

impl From<deadpool_postgres::PoolError> for StoreError {
    fn from(error: deadpool_postgres::PoolError) -> Self {
        Self::Database(error.into())
    }
}

/// A game's refusal of a command: its rule code and its sentence in every language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{sentence}")]
pub struct Refusal {
    /// The rule code (the JSON API's `rule`).
    pub code: &'static str,
    /// One plain sentence naming the rule, in each language (English when displayed).
    pub sentence: durbar_templates::Said,
    /// The broken Citadels rule, for the answer to say it again naming seats by the players'
    /// names, which the store does not know where it refuses
    /// ([`crate::http_error::HttpError::named`]).
    pub citadels: Option<durbar_domain::citadels::RuleViolation>,
}
