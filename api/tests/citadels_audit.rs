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
