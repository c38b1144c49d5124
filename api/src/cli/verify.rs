//! `durbar verify FILE`: checks an audit export offline and prints the result, or the first bad
//! event and why (in the language of `--lang` or the environment's locale).

use std::fmt::Write;
use std::path::Path;

use crate::audit::citadels::CitadelsVerified;
use crate::audit::export::Export;
use durbar_templates::{Lang, Words};

use crate::audit::verify::{verify_any, Verdict, Verified};

/// Verifies the export; returns the exit status (0 verified, 1 not). Why an export does not
/// verify is said in `lang`; the report of a verified one is English.
pub fn run(input: &Path, lang: Lang) -> anyhow::Result<i32> {
    let w = Words::new(lang);
    let text = super::read_input(input)?;
    let export: Export = match serde_json::from_str(&text) {
        Ok(export) => export,
        Err(error) => {
            let why = w
                .m("cli-verify-not-an-export")
                .s("detail", error.to_string())
                .to_string();
            println!("{}", not_verified(w, why));
            return Ok(1);
        }
    };
    match verify_any(&export) {
        Ok(Verdict::Maharaja(verified)) => {
            print!("{}", report(&export, &verified));
            Ok(0)
        }
        Ok(Verdict::Citadels(verified)) => {
            print!("{}", citadels_report(&export, &verified));
            Ok(0)
        }
        Err(error) => {
            let reason = error.reason.sentence(w, &export.players);
            let why = match error.seq {
                Some(seq) => w
                    .m("cli-verify-bad-event")
                    .n("seq", seq)
                    .s("reason", reason)
                    .to_string(),
                None => reason,
            };
            println!("{}", not_verified(w, why));
            Ok(1)
        }
    }
}

/// The line saying the export does not verify, and `why`.
fn not_verified(w: Words, why: String) -> String {
    w.m("cli-verify-not-verified").s("why", why).to_string()
}

/// The report of a verified export.
pub fn report(export: &Export, verified: &Verified) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "VERIFIED: {} events of game {} ({}), head {} at seq {}",
        verified.events, export.game_id, export.title, verified.head, export.head.seq
    );
    let _ = writeln!(out, "hash chain intact; seed, reveals and setup match their commitments; every event follows from the rules");
    let _ = writeln!(out, "setup: {}", verified.setup_in_words());
    signing_report(&mut out, &verified.state);
    let name = |seat: durbar_domain::maharaja::Seat| {
        verified.state.player_name(seat).unwrap_or("?").to_owned()
    };
    match verified.ranking() {
        Some(ranking) => {
            let _ = writeln!(out, "final ranking:");
            for (place, entry) in ranking.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "  {}. {} (seat {}): {} palaces, {} gold",
                    place + 1,
                    name(entry.seat),
                    entry.seat.0,
                    entry.palaces,
                    entry.gold
                );
            }
        }
        None => {
            let _ = writeln!(
                out,
                "the game is still running: round {}, phase {:?}",
                verified.state.round(),
                verified.state.phase()
            );
        }
    }
    out
}

/// The trust level, the signatures checked and every key registered, by player: a key a player
/// does not recognise as one of their devices is how an operator adding a key would show.
fn signing_report(out: &mut String, state: &durbar_domain::maharaja::Game) {
    let signed: u64 = state.seats().map(|seat| state.signed_count(seat)).sum();
    match state.options().trust {
        durbar_domain::maharaja::Trust::SignedMoves => {
            let _ = writeln!(out, "signed moves: every player's move is signed by a key registered for their seat ({signed} signatures checked); every move the server made for an absent seat names its deadline");
        }
        durbar_domain::maharaja::Trust::SealedInBrowser => {
            let _ = writeln!(out, "discs sealed in the browser: every player's move is signed by a key registered for their seat ({signed} signatures checked), every disc a player sealed was opened by its player or voided after its deadline; every move the server made for an absent seat names its deadline");
        }
        durbar_domain::maharaja::Trust::Server => {
            if signed > 0 {
                let _ = writeln!(out, "server level: {signed} signatures checked; unsigned moves are allowed at this level");
            } else {
                let _ = writeln!(
                    out,
                    "server level: moves are not signed; the server vouches for them"
                );
            }
        }
    }
    let names = state
        .info()
        .map(|info| info.player_names.clone())
        .unwrap_or_default();
    for (index, name) in names.iter().enumerate() {
        let keys: Vec<String> = state
            .keys_of_player(index as u8)
            .enumerate()
            .map(|(device, key)| format!("device {} key {}", device + 1, key.fingerprint()))
            .collect();
        if !keys.is_empty() {
            let _ = writeln!(out, "keys of {name}: {}", keys.join(", "));
        }
    }
}

/// The report of a verified Citadels export.
pub fn citadels_report(export: &Export, verified: &CitadelsVerified) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "VERIFIED: {} events of game {} ({}, Citadels), head {} at seq {}",
        verified.events, export.game_id, export.title, verified.head, export.head.seq
    );
    let state = &verified.state;
    if verified.replayed {
        let _ = writeln!(out, "hash chain intact; seed and every pick match their commitments; deck, deal and every draw re-derived from the seed, every sealed card found where the seed put it");
        let _ = writeln!(out, "final ranking:");
        for (place, score) in state.ranking.iter().enumerate() {
            let _ = writeln!(
                out,
                "  {}. seat {}: {} points ({} districts, {} colours, {} completion, {} unique)",
                place + 1,
                score.seat.0,
                score.score,
                score.districts,
                score.colours,
                score.completion,
                score.unique
            );
        }
    } else {
        let _ = writeln!(
            out,
            "hash chain intact; every revealed pick matches its commitment"
        );
        let _ = writeln!(
            out,
            "the game is still running: round {}; the seed stays sealed until the end (C2), so draws are checked then",
            state.round
        );
    }
    out
}
