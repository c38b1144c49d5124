//! The `durbar play` contract: `script::run`.

use crate::common;

use durbar_domain::maharaja::script::{run, ScriptError};

fn script(moves: &str) -> String {
    format!(
        r#"{{
  "players": 2,
  "board": {board},
  "seed": "{seed}",
  "governors": ["agra", "delhi", "jaipur", "udaipur", "surat", "patna", "varanasi"],
  "moves": [{moves}]
}}"#,
        board = common::TINY_BOARD,
        seed = "00".repeat(31) + "01",
    )
}

const SETUP: &str = r#"
    {"seat": 0, "do": "choose_character", "character": "great_mogul"},
    {"seat": 1, "do": "choose_character", "character": "merchant"},
    {"seat": 0, "do": "place_house", "at": "v1"}, {"seat": 1, "do": "place_house", "at": "v2"},
    {"seat": 0, "do": "place_house", "at": "v3"}, {"seat": 1, "do": "place_house", "at": "v4"},
    {"seat": 0, "do": "place_house", "at": "v5"}, {"seat": 1, "do": "place_house", "at": "v6"},
    {"seat": 0, "do": "place_house", "at": "v7"}, {"seat": 1, "do": "place_house", "at": "v8"},
    {"seat": 1, "do": "set_disc", "actions": ["gold", "house"]},
    {"seat": 0, "do": "set_disc", "actions": ["palace", "gold"]}"#;

#[test]
fn a_small_script_plays_and_reports_events_and_state() {
    let moves = format!(
        r#"{SETUP},
    {{"seat": 0, "do": "travel", "to": "agra"}},
    {{"seat": 0, "do": "palace", "slot": 0, "city": "agra", "site": "central"}},
    {{"seat": 0, "do": "gold", "slot": 1}},
    {{"seat": 0, "do": "end_turn"}}"#
    );
    let output = run(&script(&moves)).expect("the script runs");
    let json = serde_json::to_value(&output).unwrap();
    let events = json["events"].as_array().unwrap();
    assert_eq!(events[0]["seq"], 1);
    assert_eq!(events[0]["type"], "game_created");
    assert!(events
        .iter()
        .any(|e| e["type"] == "disc_revealed" && e["seat"] == 1));
    let state = &json["state"];
    assert_eq!(state["phase"], "turns");
    assert_eq!(state["round"], 1);
    assert_eq!(state["maharaja"], "agra");
    assert_eq!(state["active_seat"], 1);
    assert_eq!(state["awaiting"], serde_json::json!([1]));
    assert_eq!(state["players"][0]["gold"], 15 - 12 + 2);
    assert_eq!(state["players"][0]["architect"], "agra");
    assert_eq!(state["players"][1]["gold"], 16, "the Merchant's gold");
    assert_eq!(state["palaces"]["agra"]["central"], 0);
    assert_eq!(state["houses"]["v1"], serde_json::json!([0]));
    assert_eq!(state["governors"][0]["city"], "delhi");
    assert!(state.get("ranking").is_none());
}

#[test]
fn an_illegal_move_stops_the_run_with_its_index_seat_and_rule() {
    let moves = format!(
        r#"{SETUP},
    {{"seat": 0, "do": "palace", "slot": 0, "city": "agra", "site": "central"}}"#
    );
    let err = run(&script(&moves)).unwrap_err();
    assert_eq!(
        err,
        ScriptError::Rejected {
            move_index: 12,
            seat: 0,
            message: "You can build in agra only while your architect stands there.".into()
        }
    );
    assert_eq!(err.exit_code(), 2);
    assert_eq!(
        err.to_json(),
        serde_json::json!({"error": {"move": 12, "seat": 0, "message": "You can build in agra only while your architect stands there."}})
    );
}

#[test]
fn a_bad_field_is_invalid_input_naming_line_and_field() {
    let moves = r#"{"seat": 0, "do": "choose_character", "character": "emperor"}"#;
    let err = run(&script(moves)).unwrap_err();
    assert_eq!(err.exit_code(), 1);
    let ScriptError::Invalid { message } = err else {
        panic!()
    };
    assert!(message.contains("line"), "{message}");
    assert!(message.contains("moves[0]"), "{message}");
    assert!(message.contains("emperor"), "{message}");
}

#[test]
fn a_wrong_player_count_and_unknown_board_are_invalid() {
    let err = run(r#"{"players": 7, "board": "classic"}"#).unwrap_err();
    assert!(
        matches!(&err, ScriptError::Invalid { message } if message.contains("players")),
        "{err:?}"
    );
    let err = run(r#"{"players": 3, "board": "atlantis"}"#).unwrap_err();
    assert!(
        matches!(&err, ScriptError::Invalid { message } if message.contains("board")),
        "{err:?}"
    );
    let err =
        run(r#"{"players": 3, "board": "classic", "options": {"home_cities": true}}"#).unwrap_err();
    assert!(
        matches!(&err, ScriptError::Invalid { message } if message.contains("Expanded I")),
        "{err:?}"
    );
}

#[test]
fn the_classic_board_can_be_named_by_id() {
    let output = run(r#"{"players": 3, "board": "classic",
            "moves": [{"seat": 0, "do": "choose_character", "character": "sadhu"}]}"#)
    .unwrap();
    assert_eq!(
        output.state.phase,
        durbar_domain::maharaja::Phase::ChooseCharacters
    );
    assert_eq!(output.state.maharaja, "start");
}

#[test]
fn a_script_without_a_board_plays_on_the_classic_board() {
    let output = run(
        r#"{"players": 2, "moves": [{"seat": 0, "do": "choose_character", "character": "sadhu"}]}"#,
    )
    .expect("the board defaults to the classic one");
    let created = serde_json::to_value(&output.events[0]).unwrap();
    assert_eq!(created["board"]["id"], "classic");
}
