//! The `durbar play` contract for Citadels (script-format-citadels.md): `citadels::script::run`.

use durbar_domain::citadels::script::run;
use durbar_domain::citadels::{District, Options};
use durbar_domain::maharaja::script::ScriptError;

/// The whole deck of the first-game set with `top` on top (each card once).
fn deck_with(top: &[District]) -> Vec<District> {
    let mut rest = Options::first_game(4).deck_cards();
    for card in top {
        let at = rest.iter().position(|d| d == card).expect("in the deck");
        rest.remove(at);
    }
    top.iter().copied().chain(rest).collect()
}

/// Four players; seat 0 is dealt manor, castle, temple, tavern; seat 1 watchtower, prison,
/// church, market; seat 2 market, docks, harbor, temple; seat 3 temple, tavern, watchtower,
/// church (deal one at a time in seat order). Thief and bishop set aside face up, warlord face
/// down.
fn script(moves: &str) -> String {
    use District::*;
    let deck = deck_with(&[
        Manor, Watchtower, Market, Temple, //
        Castle, Prison, Docks, Tavern, //
        Temple, Church, Harbor, Watchtower, //
        Tavern, Market, Temple, Church, //
        Palace, Cathedral, Fortress, TownHall,
    ]);
    format!(
        r#"{{
  "game": "citadels",
  "players": 4,
  "seed": "{seed}",
  "deck": {deck},
  "drafts": [ {{ "face_up": ["thief", "bishop"], "face_down": "warlord" }} ],
  "moves": [{moves}]
}}"#,
        seed = "00".repeat(31) + "07",
        deck = serde_json::to_string(&deck).unwrap(),
    )
}

const DRAFT: &str = r#"
    {"seat": 0, "do": "pick", "character": "king"},
    {"seat": 1, "do": "pick", "character": "assassin"},
    {"seat": 2, "do": "pick", "character": "merchant"},
    {"seat": 3, "do": "pick", "character": "architect"}"#;

const ROUND_1: &str = r#"
    {"seat": 1, "do": "gold"},
    {"seat": 1, "do": "kill", "character": "magician"},
    {"seat": 1, "do": "build", "district": "watchtower"},
    {"seat": 1, "do": "end_turn"},
    {"seat": 0, "do": "gold"},
    {"seat": 0, "do": "build", "district": "manor"},
    {"seat": 0, "do": "end_turn"},
    {"seat": 2, "do": "draw"},
    {"seat": 2, "do": "keep", "district": "palace"},
    {"seat": 2, "do": "collect"},
    {"seat": 2, "do": "build", "district": "market"},
    {"seat": 2, "do": "end_turn"},
    {"seat": 3, "do": "gold"},
    {"seat": 3, "do": "build", "district": "temple"},
    {"seat": 3, "do": "build", "district": "tavern"},
    {"seat": 3, "do": "build", "district": "watchtower"},
    {"seat": 3, "do": "end_turn"}"#;

fn output(moves: &str) -> serde_json::Value {
    serde_json::to_value(run(&script(moves)).expect("the script runs")).unwrap()
}

#[test]
fn the_draft_is_sealed_and_the_referee_state_shows_every_pick() {
    let json = output(DRAFT);
    let events = json["events"].as_array().unwrap();
    assert_eq!(events[0]["seq"], 1);
    assert_eq!(events[0]["type"], "game_started");
    assert_eq!(events[0]["game"], "citadels");
    assert_eq!(events[0]["engine"], 2);
    let picks: Vec<_> = events
        .iter()
        .filter(|e| e["type"] == "character_picked")
        .collect();
    assert_eq!(picks.len(), 4);
    assert!(picks.iter().all(|p| p.get("character").is_none()), "C3");
    let state = &json["state"];
    assert_eq!(state["phase"], "turns");
    assert_eq!(state["round"], 1);
    assert_eq!(state["called"], 1, "the assassin is called first");
    assert_eq!(state["active_seat"], 1);
    assert_eq!(state["awaiting"], serde_json::json!([1]));
    assert_eq!(state["face_up"], serde_json::json!(["thief", "bishop"]));
    assert_eq!(
        state["players"][0]["hand"],
        serde_json::json!(["manor", "castle", "temple", "tavern"])
    );
    assert_eq!(
        state["players"][3]["characters"],
        serde_json::json!(["architect"])
    );
    assert!(state.get("ranking").is_none());
}

#[test]
fn a_round_plays_to_the_next_draft() {
    let json = output(&format!("{DRAFT},{ROUND_1}"));
    let state = &json["state"];
    assert_eq!(state["phase"], "draft");
    assert_eq!(state["round"], 2);
    assert_eq!(state["crown"], 0, "the king took the crown");
    assert_eq!(state["players"][0]["city"], serde_json::json!(["manor"]));
    assert_eq!(state["players"][0]["gold"], 2 + 2 - 3);
    assert_eq!(state["players"][2]["city"], serde_json::json!(["market"]));
    assert_eq!(
        state["players"][3]["city"],
        serde_json::json!(["temple", "tavern", "watchtower"]),
        "the architect builds up to three"
    );
    insta::assert_json_snapshot!("citadels_round_1", json);
}

#[test]
fn a_broken_rule_stops_the_run_with_the_move_seat_and_sentence() {
    let moves = format!(
        r#"{DRAFT},
    {{"seat": 1, "do": "build", "district": "watchtower"}}"#
    );
    let error = run(&script(&moves)).unwrap_err();
    let ScriptError::Rejected {
        move_index, seat, ..
    } = &error
    else {
        panic!("{error:?}")
    };
    assert_eq!((*move_index, *seat), (4, 1));
    assert_eq!(error.exit_code(), 2);
    insta::assert_json_snapshot!("citadels_gather_first", error.to_json());
}

#[test]
fn a_move_by_the_wrong_seat_is_refused() {
    let moves = r#"{"seat": 2, "do": "pick", "character": "king"}"#;
    let error = run(&script(moves)).unwrap_err();
    assert_eq!(error.exit_code(), 2);
    assert!(error.to_json()["error"]["message"].is_string());
}

#[track_caller]
fn invalid(text: &str, wanted: &str) {
    let error = run(text).unwrap_err();
    assert_eq!(error.exit_code(), 1, "{error}");
    let message = error.to_string();
    assert!(message.contains(wanted), "{message}");
}

#[test]
fn invalid_input_names_the_line_and_the_field() {
    invalid(r#"{"game": "citadels", "players": 9}"#, "field `players`");
    invalid(
        r#"{"game": "citadels", "players": 4, "deck": ["manor"]}"#,
        "field `deck`",
    );
    invalid(
        r#"{"game": "citadels", "players": 4,
            "drafts": [{"face_up": ["king", "thief"], "face_down": "bishop"}]}"#,
        "field `drafts`",
    );
    invalid(
        r#"{"game": "citadels", "players": 4, "options": {"characters": ["king"]}}"#,
        "field `options`",
    );
    invalid(
        r#"{"game": "citadels", "players": 4,
            "moves": [{"seat": 0, "do": "pick", "character": "jester"}]}"#,
        "line 2, move 0",
    );
    invalid(
        r#"{"game": "citadels", "players": 4, "moves": [{"seat": 0, "do": "no_show"}]}"#,
        "the server's",
    );
    invalid(
        r#"{"game": "citadels", "players": 4, "colour": 1}"#,
        "colour",
    );
}

#[test]
fn without_deck_drafts_or_seed_the_game_is_dealt_from_the_zero_seed() {
    let text = r#"{"game": "citadels", "players": 2}"#;
    let first = serde_json::to_value(run(text).unwrap()).unwrap();
    let again = serde_json::to_value(run(text).unwrap()).unwrap();
    assert_eq!(first, again, "deterministic");
    assert_eq!(
        first["state"]["players"][0]["hand"]
            .as_array()
            .unwrap()
            .len(),
        4
    );
    assert_eq!(first["state"]["phase"], "draft");
}

/// The rulebook's worked example of one turn (p. 5, "příklad jednoho tahu hráče"), as a script:
/// Veronika (seat 3) is the Warlord with 3 gold, a prison and a watchtower; Žaneta (seat 1), the
/// Thief, robs her; she takes 2 gold, 2 gold for her two military districts, destroys Martin's
/// (seat 2) market for 1 gold and builds the barracks for 3.
#[test]
fn the_rulebooks_warlord_turn_as_a_script() {
    use District::*;
    let deck = deck_with(&[
        Manor, Church, Market, Prison, //
        Castle, Monastery, Docks, Watchtower, //
        Palace, Cathedral, Harbor, Barracks, //
        Temple, Tavern, TownHall, Fortress,
    ]);
    let text = format!(
        r#"{{
  "game": "citadels", "players": 4, "deck": {deck},
  "drafts": [ {{ "face_up": ["thief", "magician"], "face_down": "bishop" }},
              {{ "face_up": ["thief", "magician"], "face_down": "bishop" }},
              {{ "face_up": ["magician", "bishop"], "face_down": "merchant" }} ],
  "moves": [
    {{"seat": 0, "do": "pick", "character": "king"}},
    {{"seat": 1, "do": "pick", "character": "assassin"}},
    {{"seat": 2, "do": "pick", "character": "merchant"}},
    {{"seat": 3, "do": "pick", "character": "warlord"}},
    {{"seat": 1, "do": "gold"}}, {{"seat": 1, "do": "end_turn"}},
    {{"seat": 0, "do": "gold"}}, {{"seat": 0, "do": "end_turn"}},
    {{"seat": 2, "do": "gold"}}, {{"seat": 2, "do": "build", "district": "market"}},
    {{"seat": 2, "do": "end_turn"}},
    {{"seat": 3, "do": "gold"}}, {{"seat": 3, "do": "build", "district": "prison"}},
    {{"seat": 3, "do": "end_turn"}},

    {{"seat": 0, "do": "pick", "character": "king"}},
    {{"seat": 1, "do": "pick", "character": "assassin"}},
    {{"seat": 2, "do": "pick", "character": "merchant"}},
    {{"seat": 3, "do": "pick", "character": "warlord"}},
    {{"seat": 1, "do": "gold"}}, {{"seat": 1, "do": "end_turn"}},
    {{"seat": 0, "do": "gold"}}, {{"seat": 0, "do": "end_turn"}},
    {{"seat": 2, "do": "gold"}}, {{"seat": 2, "do": "end_turn"}},
    {{"seat": 3, "do": "gold"}}, {{"seat": 3, "do": "build", "district": "watchtower"}},
    {{"seat": 3, "do": "end_turn"}},

    {{"seat": 0, "do": "pick", "character": "assassin"}},
    {{"seat": 1, "do": "pick", "character": "thief"}},
    {{"seat": 2, "do": "pick", "character": "king"}},
    {{"seat": 3, "do": "pick", "character": "warlord"}},
    {{"seat": 0, "do": "gold"}}, {{"seat": 0, "do": "end_turn"}},
    {{"seat": 1, "do": "rob", "character": "warlord"}},
    {{"seat": 1, "do": "gold"}}, {{"seat": 1, "do": "end_turn"}},
    {{"seat": 2, "do": "gold"}}, {{"seat": 2, "do": "end_turn"}},
    {{"seat": 3, "do": "gold"}},
    {{"seat": 3, "do": "collect"}},
    {{"seat": 3, "do": "destroy", "target": 2, "district": "market"}},
    {{"seat": 3, "do": "build", "district": "barracks"}},
    {{"seat": 3, "do": "end_turn"}}
  ]
}}"#,
        deck = serde_json::to_string(&deck).unwrap()
    );
    let output = serde_json::to_value(run(&text).expect("the example plays")).unwrap();
    let events = output["events"].as_array().unwrap();
    let warlord_turn: Vec<&serde_json::Value> = events
        .iter()
        .skip_while(|e| {
            !(e["type"] == "character_called" && e["character"] == "warlord" && e["round"] == 3)
        })
        .take_while(|e| e["type"] != "round_ended")
        .collect();
    let state = &output["state"];
    assert_eq!(state["round"], 4);
    assert_eq!(state["players"][3]["gold"], 0);
    assert_eq!(
        state["players"][3]["city"],
        serde_json::json!(["prison", "watchtower", "barracks"])
    );
    assert_eq!(state["players"][2]["city"], serde_json::json!([]));
    assert_eq!(state["crown"], 2, "the King took the crown");
    insta::assert_json_snapshot!("citadels_rulebook_warlord_turn", warlord_turn);
}
