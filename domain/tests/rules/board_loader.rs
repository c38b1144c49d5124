//! Board loading and validation.

use crate::common;

use common::TINY_BOARD;
use durbar_domain::maharaja::{Board, BoardError, Character, Place, PlaceId};

fn edit(f: impl FnOnce(&mut serde_json::Value)) -> Result<Board, BoardError> {
    let mut value: serde_json::Value = serde_json::from_str(TINY_BOARD).unwrap();
    f(&mut value);
    Board::from_json(&value.to_string())
}

#[test]
fn the_tiny_board_loads_with_its_roads() {
    let board = Board::from_json(TINY_BOARD).unwrap();
    assert_eq!(board.cities().len(), 7);
    assert_eq!(board.villages().len(), 14);
    let v1 = board.place(PlaceId::new("v1")).unwrap();
    assert_eq!(board.neighbours(v1), &[Place::City(0), Place::Start]);
    assert_eq!(
        board.home_of(Character::Merchant).map(|c| c.to_string()),
        Some("delhi".into())
    );
}

#[test]
fn the_shipped_classic_board_loads() {
    assert!(Board::shipped_ids().contains(&"classic"));
    let board = Board::shipped("classic").unwrap();
    assert_eq!(board.cities().len(), 7);
    assert_eq!(board.villages().len(), 30);
}

#[test]
fn an_unknown_shipped_board_is_an_error() {
    assert_eq!(
        Board::shipped("nowhere"),
        Err(BoardError::UnknownShippedBoard("nowhere".into()))
    );
}

#[test]
fn content_hash_is_stable_and_changes_with_the_board() {
    let a = Board::from_json(TINY_BOARD).unwrap();
    let b = Board::from_json(&a.canonical_json()).unwrap();
    assert_eq!(a.content_hash(), b.content_hash());
    let c = edit(|v| v["name"] = "Other".into()).unwrap();
    assert_ne!(a.content_hash(), c.content_hash());
}

#[test]
fn a_road_naming_an_unknown_id_is_rejected() {
    let err = edit(|v| v["roads"][0][1] = "nowhere".into()).unwrap_err();
    assert_eq!(
        err,
        BoardError::UnknownId {
            road: 0,
            id: "nowhere".into()
        }
    );
}

#[test]
fn a_village_on_two_roads_is_rejected() {
    let err = edit(|v| v["roads"][2] = serde_json::json!(["agra", "v1", "delhi"])).unwrap_err();
    assert_eq!(err, BoardError::VillageOnSeveralRoads("v1".into()));
}

#[test]
fn a_village_on_no_road_is_rejected() {
    let err = edit(|v| {
        v["villages"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!({"id": "v99"}))
    })
    .unwrap_err();
    assert_eq!(err, BoardError::VillageOnNoRoad("v99".into()));
}

#[test]
fn a_board_without_seven_cities_is_rejected() {
    let err = edit(|v| {
        v["cities"].as_array_mut().unwrap().pop();
    })
    .unwrap_err();
    assert_eq!(err, BoardError::CityCount(6));
}

#[test]
fn a_road_with_no_village_or_three_villages_is_rejected() {
    let none = edit(|v| v["roads"][0] = serde_json::json!(["start", "agra"])).unwrap_err();
    assert_eq!(none, BoardError::RoadVillageCount { road: 0, count: 0 });
    let three = edit(|v| {
        v["roads"][0] = serde_json::json!(["start", "v1", "v2", "v3", "agra"]);
        v["roads"][1] = serde_json::json!(["start", "v14", "delhi"]);
        v["roads"][10] = serde_json::json!(["start", "v4", "udaipur"]);
        v["roads"][2] = serde_json::json!(["agra", "v13", "delhi"]);
    });
    assert!(matches!(
        three,
        Err(BoardError::RoadVillageCount { road: 0, count: 3 })
    ));
}

#[test]
fn a_road_joining_a_place_to_itself_is_rejected() {
    let err = edit(|v| v["roads"][2] = serde_json::json!(["agra", "v4", "agra"])).unwrap_err();
    assert_eq!(
        err,
        BoardError::RoadJoinsPlaceToItself {
            road: 2,
            id: "agra".into()
        }
    );
}

#[test]
fn a_road_ending_in_a_village_is_rejected() {
    let err = edit(|v| v["roads"][2] = serde_json::json!(["agra", "v4", "v1"])).unwrap_err();
    assert!(matches!(err, BoardError::RoadEndNotAPlace { road: 2, .. }));
}

#[test]
fn duplicate_ids_are_rejected() {
    let err = edit(|v| v["villages"][1]["id"] = "v1".into()).unwrap_err();
    assert_eq!(err, BoardError::DuplicateId("v1".into()));
}

#[test]
fn two_cities_with_the_same_home_character_are_rejected() {
    let err = edit(|v| v["cities"][1]["home"] = "great_mogul".into()).unwrap_err();
    assert!(matches!(
        err,
        BoardError::HomeTwice {
            character: Character::GreatMogul,
            ..
        }
    ));
}

#[test]
fn a_disconnected_map_is_rejected() {
    // Patna–Varanasi cut off: remove the roads joining them to the rest.
    let err = edit(|v| {
        let roads = v["roads"].as_array_mut().unwrap();
        roads.retain(|r| {
            let r = r.to_string();
            !(r.contains("\"v11\"") || r.contains("\"v13\""))
        });
        v["villages"]
            .as_array_mut()
            .unwrap()
            .retain(|x| x["id"] != "v11" && x["id"] != "v13");
    })
    .unwrap_err();
    assert!(matches!(err, BoardError::Disconnected(_)), "{err:?}");
}

#[test]
fn bad_json_is_a_clear_error() {
    assert!(matches!(Board::from_json("{"), Err(BoardError::Json(_))));
}
