//! Citadels from the command line: `durbar play` runs a Citadels script and exports it,
//! `durbar simulate --game citadels` plays bot games, and `durbar verify` checks a Citadels
//! export — re-deriving the deck, the deal and every draw from the revealed seed and opening
//! every pick — and refuses a changed pick, a forged seed and a draw the seed does not give at
//! the event where they happen.

use std::process::Command;

fn durbar() -> Command {
    Command::new(env!("CARGO_BIN_EXE_durbar"))
}

#[test]
fn durbar_play_runs_a_citadels_script_and_reports_a_broken_rule() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("script.json");
    std::fs::write(
        &script,
        r#"{"game": "citadels", "players": 3,
            "moves": [ {"seat": 0, "do": "pick", "character": "king"} ] }"#,
    )
    .unwrap();
    let play = durbar().arg("play").arg(&script).output().unwrap();
    assert!(
        play.status.success(),
        "{}",
        String::from_utf8_lossy(&play.stderr)
    );
    let output: serde_json::Value = serde_json::from_slice(&play.stdout).unwrap();
    assert_eq!(output["events"][0]["game"], "citadels");
    assert_eq!(output["events"][0]["seq"], 1);
    assert_eq!(output["state"]["phase"], "draft");
    assert_eq!(output["state"]["players"][0]["characters"][0], "king");

    std::fs::write(
        &script,
        r#"{"game": "citadels", "players": 3,
            "moves": [ {"seat": 1, "do": "pick", "character": "king"} ] }"#,
    )
    .unwrap();
    let refused = durbar().arg("play").arg(&script).output().unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let error: serde_json::Value = serde_json::from_slice(&refused.stdout).unwrap();
    assert_eq!(error["error"]["move"], 0);
    assert_eq!(error["error"]["seat"], 1);
    assert!(error["error"]["message"].is_string());

    std::fs::write(&script, r#"{"game": "citadels", "players": 1}"#).unwrap();
    let invalid = durbar().arg("play").arg(&script).output().unwrap();
    assert_eq!(invalid.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&invalid.stdout).contains("field `players`"));
}

#[test]
fn durbar_simulate_plays_citadels_bot_games_for_every_player_count() {
    for players in ["2", "8"] {
        let simulate = durbar()
            .args([
                "simulate",
                "--game",
                "citadels",
                "--games",
                "3",
                "--players",
                players,
            ])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&simulate.stdout);
        assert!(simulate.status.success(), "{text}");
        assert!(
            text.contains("how games end: 3 by a completed city"),
            "{text}"
        );
        assert!(text.contains("wins by seat: seat 0"), "{text}");
        assert!(text.contains("games/s"), "{text}");
    }
    let refused = durbar()
        .args(["simulate", "--game", "citadels", "--players", "9"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("2 to 8 players"));
}
