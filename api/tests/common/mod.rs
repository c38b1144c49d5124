//! What the command-line tests share: the real `durbar` binary, run with the reader's locale
//! given and no other locale or log variable from the machine.

use std::process::Command;

/// `durbar` with `LANG` set to `locale` (`"C.UTF-8"`: English) and `LC_ALL`, `LC_MESSAGES` and
/// `RUST_LOG` removed; arguments are the caller's.
pub fn durbar(locale: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_durbar"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("RUST_LOG")
        .env("LANG", locale);
    command
}
