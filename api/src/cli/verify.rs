//! `durbar verify FILE`: checks an audit export offline and prints the result, or the first bad
//! event and why, in the language of `--lang` or the environment's locale.

use std::fmt::Write;
use std::path::Path;

use crate::audit::citadels::CitadelsVerified;
use crate::audit::export::Export;
use durbar_domain::maharaja::replay::SetupSource;
use durbar_templates::{Lang, Words};

use crate::audit::verify::{verify_any, Verdict, Verified};

/// Verifies the export; returns the exit status (0 verified, 1 not). The report, or why the
/// export does not verify, is said in `lang`.
pub fn run(input: &Path, lang: Lang) -> anyhow::Result<i32> {
    let w = Words::new(lang);
    let text = super::read_input(input)?;
    let export: Export = match serde_json::from_str(&text) {
        Ok(export) => export,
        Err(error) => {
            let at = w
                .m("cli-verify-json-where")
                .n("line", error.line())
                .n("column", error.column());
            let why = w
                .m("cli-verify-not-an-export")
                .s("detail", at.to_string())
                .to_string();
            println!("{}", not_verified(w, why));
            return Ok(1);
        }
    };
    match verify_any(&export) {
        Ok(Verdict::Maharaja(verified)) => {
            print!("{}", report(w, &export, &verified));
            Ok(0)
        }
        Ok(Verdict::Citadels(verified)) => {
            print!("{}", citadels_report(w, &export, &verified));
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

/// How the setup was made, in `w`'s language.
fn setup_in_words(w: Words, setup: Option<SetupSource>) -> String {
    w.t(match setup {
        None => "cli-setup-not-started",
        Some(SetupSource::Drawn) => "cli-setup-drawn",
        Some(SetupSource::FixedSeating) => "cli-setup-fixed-seating",
        Some(SetupSource::GivenGovernors) => "cli-setup-given-governors",
        Some(SetupSource::FixedSeatingAndGivenGovernors) => "cli-setup-fixed-and-given",
    })
}

/// The report of a verified export, in `w`'s language.
pub fn report(w: Words, export: &Export, verified: &Verified) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-verified")
            .n("events", verified.events)
            .s("game", export.game_id.as_str())
            .s("title", export.title.as_str())
            .s("head", verified.head.as_str())
            .n("seq", export.head.seq)
    );
    let _ = writeln!(out, "{}", w.t("cli-verified-checks"));
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-verified-setup")
            .s("setup", setup_in_words(w, verified.setup))
    );
    signing_report(w, &mut out, &verified.state);
    let name = |seat: durbar_domain::maharaja::Seat| {
        verified.state.player_name(seat).unwrap_or("?").to_owned()
    };
    match verified.ranking() {
        Some(ranking) => {
            let _ = writeln!(out, "{}", w.t("cli-verified-ranking"));
            for (place, entry) in ranking.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "  {}",
                    w.m("cli-verified-rank")
                        .n("place", place + 1)
                        .s("name", name(entry.seat))
                        .n("seat", u32::from(entry.seat.0) + 1)
                        .n("palaces", entry.palaces)
                        .n("gold", entry.gold.0)
                );
            }
        }
        None => {
            let _ = writeln!(
                out,
                "{}",
                w.m("cli-verified-running")
                    .n("round", verified.state.round())
                    .s(
                        "phase",
                        durbar_templates::play::words::phase_in(w, verified.state.phase())
                    )
            );
        }
    }
    out
}

/// The trust level, the signatures checked and every key registered, by player: a key a player
/// does not recognise as one of their devices is how an operator adding a key would show.
fn signing_report(w: Words, out: &mut String, state: &durbar_domain::maharaja::Game) {
    let signed: u64 = state.seats().map(|seat| state.signed_count(seat)).sum();
    let line = match state.options().trust {
        durbar_domain::maharaja::Trust::SignedMoves => {
            w.m("cli-verified-signed-moves").n("signed", signed)
        }
        durbar_domain::maharaja::Trust::SealedInBrowser => {
            w.m("cli-verified-sealed-in-browser").n("signed", signed)
        }
        durbar_domain::maharaja::Trust::Server if signed > 0 => {
            w.m("cli-verified-server-signed").n("signed", signed)
        }
        durbar_domain::maharaja::Trust::Server => w.m("cli-verified-server-unsigned"),
    };
    let _ = writeln!(out, "{line}");
    let names = state
        .info()
        .map(|info| info.player_names.clone())
        .unwrap_or_default();
    for (index, name) in names.iter().enumerate() {
        let keys: Vec<String> = state
            .keys_of_player(index as u8)
            .enumerate()
            .map(|(device, key)| {
                w.m("cli-verified-key")
                    .n("device", device + 1)
                    .s("fingerprint", key.fingerprint())
                    .to_string()
            })
            .collect();
        if !keys.is_empty() {
            let _ = writeln!(
                out,
                "{}",
                w.m("cli-verified-keys")
                    .s("name", name.as_str())
                    .s("keys", keys.join(", "))
            );
        }
    }
}

/// The report of a verified Citadels export, in `w`'s language.
pub fn citadels_report(w: Words, export: &Export, verified: &CitadelsVerified) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-verified-citadels")
            .n("events", verified.events)
            .s("game", export.game_id.as_str())
            .s("title", export.title.as_str())
            .s("head", verified.head.as_str())
            .n("seq", export.head.seq)
    );
    let state = &verified.state;
    if verified.replayed {
        let _ = writeln!(out, "{}", w.t("cli-verified-citadels-checks"));
        let _ = writeln!(out, "{}", w.t("cli-verified-ranking"));
        for (place, score) in state.ranking.iter().enumerate() {
            let _ = writeln!(
                out,
                "  {}",
                w.m("cli-verified-citadels-rank")
                    .n("place", place + 1)
                    .n("seat", u32::from(score.seat.0) + 1)
                    .n("points", score.score)
                    .n("districts", score.districts)
                    .n("colours", score.colours)
                    .n("completion", score.completion)
                    .n("unique", score.unique)
            );
        }
    } else {
        let _ = writeln!(out, "{}", w.t("cli-verified-citadels-picks"));
        let _ = writeln!(
            out,
            "{}",
            w.m("cli-verified-citadels-running").n("round", state.round)
        );
    }
    out
}
