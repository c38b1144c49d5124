//! `durbar play` scenarios for each game option (script-format.md): `script::run` with the
//! options, moves and slot `"token"` of the variants.

use crate::common;

use durbar_domain::maharaja::script::{run, ScriptError};
use serde_json::{json, Value};

const TRACK: [&str; 7] = [
    "agra", "delhi", "jaipur", "udaipur", "surat", "patna", "varanasi",
];

fn script(players: usize, options: Value, moves: &[Value]) -> String {
    let board: Value = serde_json::from_str(common::TINY_BOARD).unwrap();
    json!({
        "players": players,
        "options": options,
        "board": board,
        "seed": "00".repeat(31) + "07",
        "governors": TRACK,
        "moves": moves,
    })
    .to_string()
}

fn ok(players: usize, options: Value, moves: &[Value]) -> Value {
    let output = run(&script(players, options, moves)).unwrap_or_else(|e| panic!("{e}"));
    serde_json::to_value(&output).unwrap()
}

fn m(seat: u8, what: &str, fields: Value) -> Value {
    let mut step = json!({"seat": seat, "do": what});
    if let (Some(map), Value::Object(extra)) = (step.as_object_mut(), fields) {
        map.extend(extra);
    }
    step
}

fn choose(seat: u8, character: &str) -> Value {
    m(seat, "choose_character", json!({"character": character}))
}

/// Initial houses for 2 players, placed in character order.
fn houses(first: u8) -> Vec<Value> {
    let second = 1 - first;
    (1..=8)
        .map(|i| {
            let seat = if i % 2 == 1 { first } else { second };
            m(seat, "place_house", json!({"at": format!("v{i}")}))
        })
        .collect()
}

fn disc(seat: u8, a: &str, b: &str) -> Value {
    m(seat, "set_disc", json!({"actions": [a, b]}))
}

fn gold_turn(seat: u8) -> Vec<Value> {
    vec![
        m(seat, "gold", json!({"slot": 0})),
        m(seat, "gold", json!({"slot": 1})),
        m(seat, "end_turn", json!({})),
    ]
}

fn events_of<'a>(output: &'a Value, kind: &str) -> Vec<&'a Value> {
    output["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["type"] == kind)
        .collect()
}

/// Two players (Great Mogul at seat 0, Merchant at seat 1), houses placed, round 1 discs set.
fn opening(options: Value, discs: [Value; 2], characters: [&str; 2]) -> (Value, Vec<Value>) {
    let mut moves = vec![choose(0, characters[0]), choose(1, characters[1])];
    moves.extend(houses(0));
    moves.extend(discs);
    (options, moves)
}

#[test]
fn short_game_ends_after_round_eight() {
    let mut moves = vec![choose(0, "great_mogul"), choose(1, "merchant")];
    moves.extend(houses(0));
    for _ in 0..8 {
        moves.push(disc(0, "gold", "gold"));
        moves.push(disc(1, "gold", "gold"));
        moves.extend(gold_turn(0));
        moves.extend(gold_turn(1));
    }
    let out = ok(2, json!({"short_game": true}), &moves);
    assert_eq!(out["state"]["phase"], "over");
    assert_eq!(out["state"]["round"], 8);
    assert_eq!(events_of(&out, "game_ended")[0]["reason"], "last_round");
}

#[test]
fn neutral_palaces_take_one_outer_site_per_unused_colour() {
    let out = ok(2, json!({"neutral_palaces": true}), &[]);
    assert_eq!(
        out["state"]["palaces"]["agra"],
        json!({"central": null, "outer": ["neutral", "neutral", "neutral"]})
    );
}

#[test]
fn hidden_gold_off_is_recorded_and_the_referee_sees_all_gold_either_way() {
    for hidden in [true, false] {
        let out = ok(2, json!({"hidden_gold": hidden}), &[choose(0, "sadhu")]);
        assert_eq!(out["events"][0]["options"]["hidden_gold"], hidden);
        assert_eq!(out["state"]["players"][1]["gold"], 15);
    }
}

#[test]
fn expanded_the_yogi_gives_a_token_played_with_slot_token() {
    let (options, mut moves) = opening(
        json!({"expanded": true}),
        [disc(0, "gold", "gold"), disc(1, "gold", "quarry")],
        ["great_mogul", "yogi"],
    );
    moves.extend(gold_turn(0));
    // Seat 1 (the Yogi) received a token as its turn began; it uses it for a third action.
    moves.push(m(1, "use_token", json!({"action": "gold"})));
    moves.push(m(1, "gold", json!({"slot": "token"})));
    moves.push(m(1, "gold", json!({"slot": 0})));
    moves.push(m(1, "quarry", json!({"slot": 1})));
    let out = ok(2, options.clone(), &moves);
    assert_eq!(events_of(&out, "action_token_received").len(), 1);
    let used = events_of(&out, "action_token_used");
    assert_eq!(used[0]["action"], "gold");
    let gold = events_of(&out, "gold_taken");
    assert_eq!(gold.last().unwrap()["slot"], 0);
    assert!(gold.iter().any(|e| e["slot"] == "token" && e["seat"] == 1));
    assert_eq!(out["state"]["players"][1]["tokens"], 0);
    assert_eq!(out["state"]["players"][1]["gold"], 15 + 2 + 2);
    assert_eq!(out["state"]["action_tokens_in_bank"], 7);
    // The Character action cannot be a token's.
    let mut bad = moves[..moves.len() - 3].to_vec();
    bad.truncate(bad.len() - 1);
    bad.push(m(1, "use_token", json!({"action": "character"})));
    let err = run(&script(2, options, &bad)).unwrap_err();
    assert_eq!(
        err,
        ScriptError::Rejected {
            move_index: bad.len() - 1,
            seat: 1,
            message: "An action token cannot be used for the Character action.".into()
        }
    );
}

#[test]
fn home_cities_give_the_great_moguls_holder_a_point_in_agra() {
    let (options, mut moves) = opening(
        json!({"expanded": true, "home_cities": true}),
        [disc(0, "gold", "gold"), disc(1, "gold", "gold")],
        ["great_mogul", "merchant"],
    );
    moves.extend(gold_turn(0));
    moves.extend(gold_turn(1));
    let out = ok(2, options, &moves);
    let scored = events_of(&out, "city_scored");
    assert_eq!(scored[0]["city"], "agra");
    assert_eq!(
        scored[0]["scores"],
        json!([{"seat": 0, "points": 1, "gold": 10}])
    );
    assert_eq!(scored[0]["monopoly"], 0);
    // Home cities without Expanded I are not a valid option set.
    let err = run(&script(2, json!({"home_cities": true}), &[])).unwrap_err();
    assert_eq!(err.exit_code(), 1);
}

#[test]
fn open_auction_bids_and_passes_then_the_winner_chooses() {
    let moves = [
        m(0, "bid", json!({"amount": 0})),
        m(1, "bid", json!({"amount": 2})),
        m(2, "pass", json!({})),
        m(0, "pass", json!({})),
        choose(1, "great_mogul"),
        m(2, "bid", json!({"amount": 0})),
        m(0, "bid", json!({"amount": 1})),
    ];
    let out = ok(3, json!({"auction": "open"}), &moves);
    let state = &out["state"];
    assert_eq!(state["phase"], "auction");
    assert_eq!(state["players"][1]["gold"], 13);
    assert_eq!(state["players"][1]["characters"], json!(["great_mogul"]));
    assert_eq!(state["auction"]["number"], 2);
    assert_eq!(state["auction"]["starter"], 2);
    assert_eq!(
        state["auction"]["high_bid"],
        json!({"seat": 0, "amount": 1})
    );
    assert_eq!(state["auction"]["next_bidder"], 2);
    assert_eq!(state["awaiting"], json!([2]));
    assert_eq!(events_of(&out, "auction_won")[0]["amount"], 2);
    // Bidding out of turn stops the run with the rule.
    let err = run(&script(
        3,
        json!({"auction": "open"}),
        &moves[..1]
            .iter()
            .cloned()
            .chain([m(2, "bid", json!({"amount": 1}))])
            .collect::<Vec<_>>(),
    ))
    .unwrap_err();
    assert_eq!(
        err,
        ScriptError::Rejected {
            move_index: 1,
            seat: 2,
            message: "It is seat 1's turn to bid or pass.".into()
        }
    );
}

#[test]
fn sealed_auction_bids_stay_sealed_until_all_are_in() {
    let options = json!({"auction": "sealed"});
    let partial = [
        m(0, "sealed_bid", json!({"amount": 3})),
        m(1, "sealed_bid", json!({"amount": 5})),
    ];
    let out = ok(3, options.clone(), &partial);
    let state = &out["state"];
    assert_eq!(state["phase"], "auction");
    assert_eq!(state["awaiting"], json!([2]));
    assert_eq!(
        state["auction"]["bidders"],
        json!([{"seat": 0, "bid": "set"}, {"seat": 1, "bid": "set"}, {"seat": 2, "bid": "unset"}])
    );
    assert!(!out.to_string().contains("\"amount\":5"), "{out}");
    let mut moves = partial.to_vec();
    moves.push(m(2, "sealed_bid", json!({"amount": 5})));
    let out = ok(3, options, &moves);
    let revealed = events_of(&out, "bid_revealed");
    assert_eq!(revealed.len(), 3);
    // 5 and 5: the tie goes to seat 1, earlier from the starter (seat 0).
    let won = events_of(&out, "auction_won");
    assert_eq!(won[0]["seat"], 1);
    assert_eq!(won[0]["amount"], 5);
    assert_eq!(out["state"]["awaiting"], json!([1]));
    assert_eq!(out["state"]["players"][1]["gold"], 10);
}

#[test]
fn expanded_two_takes_from_the_bank_then_swaps_and_lures_with_a_gift() {
    // 2 players, 6 characters: the bank empties after four takes.
    let (options, mut moves) = opening(
        json!({"multi_character": true}),
        [
            disc(0, "character", "character"),
            disc(1, "character", "character"),
        ],
        ["great_mogul", "merchant"],
    );
    moves.push(m(0, "character", json!({"slot": 0, "take": "sadhu"})));
    moves.push(m(0, "character", json!({"slot": 1, "take": "builder"})));
    moves.push(m(0, "end_turn", json!({})));
    moves.push(m(
        1,
        "character",
        json!({"slot": 0, "take": "wandering_monk"}),
    ));
    moves.push(m(
        1,
        "character",
        json!({"slot": 1, "take": "master_craftsman"}),
    ));
    moves.push(m(1, "end_turn", json!({})));
    moves.push(disc(0, "character", "gold"));
    moves.push(disc(1, "character", "gold"));
    // Round 2: seat 0 swaps its Builder for seat 1's Craftsman.
    moves.push(m(
        0,
        "swap",
        json!({"slot": 0, "take": "master_craftsman", "give": "builder"}),
    ));
    moves.extend([
        m(0, "gold", json!({"slot": 1})),
        m(0, "end_turn", json!({})),
    ]);
    let out = ok(2, options.clone(), &moves);
    assert_eq!(
        out["state"]["players"][0]["characters"],
        json!(["great_mogul", "sadhu", "master_craftsman"])
    );
    assert_eq!(out["state"]["bank_characters"], json!([]));
    assert_eq!(out["state"]["active_seat"], 1);
    // Seat 1 (3 characters) cannot lure from seat 0 (3 characters)…
    let mut lure = moves.clone();
    lure.push(m(1, "lure", json!({"slot": 0, "from_seat": 0})));
    let err = run(&script(2, options.clone(), &lure)).unwrap_err();
    assert!(
        matches!(&err, ScriptError::Rejected { message, .. } if message.starts_with("You may lure only from a player who holds more")),
        "{err:?}"
    );
    // …but after a swap in round 1 that left seat 1 with fewer, a lure works: see below.
    let (options, mut moves) = opening(
        json!({"multi_character": true}),
        [
            disc(0, "character", "character"),
            disc(1, "character", "gold"),
        ],
        ["great_mogul", "merchant"],
    );
    for take in ["sadhu", "wandering_monk"] {
        moves.push(m(
            0,
            "character",
            json!({"slot": if take == "sadhu" { 0 } else { 1 }, "take": take}),
        ));
    }
    moves.push(m(0, "end_turn", json!({})));
    moves.push(m(1, "character", json!({"slot": 0, "take": "builder"})));
    moves.extend([
        m(1, "gold", json!({"slot": 1})),
        m(1, "end_turn", json!({})),
    ]);
    moves.push(disc(0, "character", "gold"));
    moves.push(disc(1, "character", "gold"));
    moves.push(m(
        0,
        "character",
        json!({"slot": 0, "take": "master_craftsman"}),
    ));
    moves.extend([
        m(0, "gold", json!({"slot": 1})),
        m(0, "end_turn", json!({})),
    ]);
    // Seat 1 holds 2, seat 0 holds 4: seat 1 lures, seat 0 chooses what to give.
    moves.push(m(1, "lure", json!({"slot": 0, "from_seat": 0})));
    let out = ok(2, options.clone(), &moves);
    assert_eq!(out["state"]["awaiting"], json!([0]));
    moves.push(m(
        0,
        "give_character",
        json!({"character": "wandering_monk"}),
    ));
    let out = ok(2, options, &moves);
    let given = events_of(&out, "character_given");
    assert_eq!(
        given[0],
        &json!({"seq": given[0]["seq"], "type": "character_given", "seat": 0, "to": 1, "character": "wandering_monk"})
    );
    assert_eq!(
        out["state"]["players"][1]["characters"],
        json!(["merchant", "wandering_monk", "builder"])
    );
}
