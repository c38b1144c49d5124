//! The command line's usage errors ([`UsageError`]): a file it cannot read, a game or an option
//! it does not know. Each is worded by the catalogue in the reader's language
//! ([`UsageError::sentence`], keys `cli-error-…`); `main` prints it after "durbar: ".

use std::path::{Path, PathBuf};

use durbar_domain::maharaja::OptionsError;
use durbar_domain::{GameKind, Rules};
use durbar_templates::Words;

/// What is wrong with how `durbar` was called.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UsageError {
    /// The file does not exist.
    NoFile(PathBuf),
    /// The file may not be read.
    NotAllowed(PathBuf),
    /// The file cannot be read for another reason.
    CannotRead(PathBuf),
    /// Standard input cannot be read.
    CannotReadStdin,
    /// The file is not UTF-8 text.
    NotText(PathBuf),
    /// The file cannot be written.
    CannotWrite(PathBuf),
    /// `--game` names a game durbar does not have.
    UnknownGame(String),
    /// `--players` is not a number of players the game seats.
    Players {
        /// The game.
        game: GameKind,
        /// The number asked for.
        players: usize,
    },
    /// `--options` is not a list of Maharaja's options.
    Options(OptionsError),
    /// `--options` given for Citadels.
    CitadelsOptions,
    /// A simulated game failed (a fault of the engine or the bots; the log has the details).
    SimulationFailed {
        /// The game's number.
        game: u64,
    },
}

impl UsageError {
    /// Why reading `path` failed, from the operating system's answer.
    pub fn reading(path: &Path, error: &std::io::Error) -> UsageError {
        let path = path.to_owned();
        match error.kind() {
            std::io::ErrorKind::NotFound => UsageError::NoFile(path),
            std::io::ErrorKind::PermissionDenied => UsageError::NotAllowed(path),
            std::io::ErrorKind::InvalidData => UsageError::NotText(path),
            _ => UsageError::CannotRead(path),
        }
    }

    /// The sentence in `w`'s language.
    pub fn sentence(&self, w: Words) -> String {
        let path = |id: &'static str, path: &Path| {
            w.m(id).s("path", path.display().to_string()).to_string()
        };
        match self {
            Self::NoFile(p) => path("cli-error-no-file", p),
            Self::NotAllowed(p) => path("cli-error-not-allowed", p),
            Self::CannotRead(p) => path("cli-error-cannot-read", p),
            Self::CannotReadStdin => w.t("cli-error-cannot-read-stdin"),
            Self::NotText(p) => path("cli-error-not-text", p),
            Self::CannotWrite(p) => path("cli-error-cannot-write", p),
            Self::UnknownGame(name) => w
                .m("cli-error-unknown-game")
                .s("name", name.as_str())
                .s("games", game_names())
                .to_string(),
            Self::Players { game, players } => {
                let seats = durbar_domain::for_kind!(*game, |G| G::PLAYERS);
                w.m("cli-error-players")
                    .s("game", durbar_templates::play::pages::kind_name(w, *game))
                    .n("min", *seats.start())
                    .n("max", *seats.end())
                    .n("players", *players)
                    .to_string()
            }
            Self::Options(error) => match error {
                OptionsError::NotAFlag { name, value } => w
                    .m("cli-error-option-flag")
                    .s("name", name.as_str())
                    .s("value", value.as_str())
                    .to_string(),
                OptionsError::NoSuchAuction { value } => w
                    .m("cli-error-option-auction")
                    .s("value", value.as_str())
                    .to_string(),
                OptionsError::NoSuchOption { name } => w
                    .m("cli-error-option-unknown")
                    .s("name", name.as_str())
                    .to_string(),
            },
            Self::CitadelsOptions => w.t("cli-error-citadels-options"),
            Self::SimulationFailed { game } => {
                w.m("cli-simulate-failed").n("game", *game).to_string()
            }
        }
    }
}

/// The stored names of the games, quoted: "maharaja", "citadels".
pub fn game_names() -> String {
    GameKind::ALL
        .iter()
        .map(|kind| format!("“{}”", kind.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

impl std::fmt::Display for UsageError {
    /// The English sentence.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.sentence(Words::default()))
    }
}

impl std::error::Error for UsageError {}
