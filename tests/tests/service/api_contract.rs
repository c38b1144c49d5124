//! The JSON API as a contract (issue 19): `docs/openapi.yaml` is valid OpenAPI 3.1
//! (openapi-spec-validator), names exactly the API routes of the route table, and has one schema
//! per command that the engine's serde types read and write back unchanged; undeclared methods
//! get 405 with `Allow`, an unknown game 404 whatever the token; and Schemathesis, run against a
//! live game in each phase the API serves, finds no server error and no answer that breaks the
//! document, after which the game's export still verifies.
//!
//! The Python tools come from the test venv (`DURBAR_TEST_PYTHON`, made by `./scripts/test` from
//! `tests/python-requirements.txt`).

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use durbar_api::audit::verify::verify;
use durbar_api::routes::ROUTES;
use durbar_domain::maharaja::{Action, Board, Character, Phase, PlayerCommand, Site};
use durbar_tests::games::{created_game, drive_until, started_game};
use durbar_tests::{spawn_app_with, TestApp};
use serde::de::DeserializeOwned;
use serde_json::{json, Value};

fn python() -> String {
    std::env::var("DURBAR_TEST_PYTHON").unwrap_or_else(|_| "python3".into())
}

fn document_path() -> String {
    format!("{}/../docs/openapi.yaml", env!("CARGO_MANIFEST_DIR"))
}

/// The document, validated as OpenAPI 3.1 by openapi-spec-validator, as JSON.
fn document() -> Value {
    const CHECK: &str = "import json, sys\n\
        from openapi_spec_validator import validate\n\
        from openapi_spec_validator.readers import read_from_filename\n\
        spec, _ = read_from_filename(sys.argv[1])\n\
        validate(spec)\n\
        print(json.dumps(spec))\n";
    let output = Command::new(python())
        .args(["-c", CHECK, &document_path()])
        .output()
        .expect("cannot run Python (set DURBAR_TEST_PYTHON to the venv ./scripts/test makes)");
    assert!(
        output.status.success(),
        "docs/openapi.yaml is not valid OpenAPI 3.1 (or openapi-spec-validator is missing: \
         ./scripts/test installs tests/python-requirements.txt):\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the validator prints JSON")
}

/// `schema` with its `$ref` followed (within the document).
fn resolved<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let pointer = reference.strip_prefix('#').expect("a local reference");
            resolved(
                doc,
                doc.pointer(pointer)
                    .unwrap_or_else(|| panic!("{reference} is not in the document")),
            )
        }
        None => schema,
    }
}

fn schema<'a>(doc: &'a Value, name: &str) -> &'a Value {
    doc.pointer(&format!("/components/schemas/{name}"))
        .unwrap_or_else(|| panic!("no schema {name}"))
}

/// A value `schema` accepts: its const, its first enum value or example, the first of its
/// alternatives, or the smallest of its type.
fn sample(doc: &Value, schema: &Value) -> Value {
    let schema = resolved(doc, schema);
    if let Some(value) = schema.get("const") {
        return value.clone();
    }
    for list in ["enum", "examples"] {
        if let Some(first) = schema.get(list).and_then(|l| l.get(0)) {
            return first.clone();
        }
    }
    for alternatives in ["oneOf", "anyOf"] {
        if let Some(first) = schema.get(alternatives).and_then(|l| l.get(0)) {
            return sample(doc, first);
        }
    }
    match schema.get("type").and_then(Value::as_str) {
        Some("integer") => schema.get("minimum").cloned().unwrap_or(json!(0)),
        Some("array") => {
            let count = schema.get("minItems").and_then(Value::as_u64).unwrap_or(1);
            Value::Array((0..count).map(|_| sample(doc, &schema["items"])).collect())
        }
        Some("object") => {
            let mut object = serde_json::Map::new();
            for field in required(schema) {
                object.insert(field.clone(), sample(doc, &schema["properties"][&field]));
            }
            Value::Object(object)
        }
        other => panic!("no sample for a schema of type {other:?}: {schema}"),
    }
}

fn required(schema: &Value) -> Vec<String> {
    schema["required"]
        .as_array()
        .map(|fields| {
            fields
                .iter()
                .map(|f| f.as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The names serde knows for `T`'s variants (from its "unknown variant" sentence).
fn serde_variants<T: DeserializeOwned + std::fmt::Debug>(probe: Value) -> BTreeSet<String> {
    let error = serde_json::from_value::<T>(probe).expect_err("an unknown variant is refused");
    let text = error.to_string();
    let (_, choices) = text
        .split_once(", expected ")
        .unwrap_or_else(|| panic!("not an unknown-variant error: {text}"));
    choices
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

fn enum_of(doc: &Value, name: &str) -> BTreeSet<String> {
    schema(doc, name)["enum"]
        .as_array()
        .unwrap_or_else(|| panic!("{name} is an enum"))
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

/// `type` → the schema of that command, from a `oneOf` with its discriminator mapping.
fn commands_of<'a>(doc: &'a Value, name: &str) -> BTreeMap<String, &'a Value> {
    let union = schema(doc, name);
    assert_eq!(union["discriminator"]["propertyName"], "type", "{name}");
    let mapping = union["discriminator"]["mapping"].as_object().unwrap();
    let branches: Vec<&Value> = union["oneOf"].as_array().unwrap().iter().collect();
    assert_eq!(
        mapping.len(),
        branches.len(),
        "{name}: one mapping per branch"
    );
    let mut commands = BTreeMap::new();
    for branch in branches {
        let command = resolved(doc, branch);
        let tag = command["properties"]["type"]["const"]
            .as_str()
            .unwrap_or_else(|| panic!("{name}: a branch without a `type` const: {command}"));
        assert_eq!(
            mapping[tag]["$ref"].as_str().or(mapping[tag].as_str()),
            branch["$ref"].as_str(),
            "{name}: the mapping of {tag}"
        );
        assert!(
            required(command).contains(&"type".to_owned()),
            "{tag} requires `type`"
        );
        commands.insert(tag.to_owned(), command);
    }
    commands
}

#[test]
fn the_document_is_valid_openapi_3_1() {
    let doc = document();
    assert_eq!(doc["openapi"], "3.1.0");
}

#[test]
fn the_documented_operations_are_the_api_routes_of_the_route_table() {
    let doc = document();
    let documented: BTreeSet<(String, String)> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, operations)| {
            operations
                .as_object()
                .unwrap()
                .keys()
                .filter(|key| {
                    ["get", "put", "post", "delete", "patch", "head", "options"]
                        .contains(&key.as_str())
                })
                .map(move |method| (method.to_uppercase(), path.clone()))
        })
        .collect();
    let routed: BTreeSet<(String, String)> = ROUTES
        .iter()
        .filter(|route| route.path.starts_with("/api/"))
        .map(|route| (route.method.to_owned(), route.path.to_owned()))
        .collect();
    assert_eq!(documented, routed);
}

#[test]
fn each_command_has_one_schema_that_the_engine_reads_and_writes_back() {
    let doc = document();
    let commands = commands_of(&doc, "Command");
    // Given the commands serde knows, when the document lists its commands, then they are the same
    let known = serde_variants::<PlayerCommand>(json!({ "type": "no_such_command" }));
    assert_eq!(commands.keys().cloned().collect::<BTreeSet<_>>(), known);
    for (tag, command) in &commands {
        // A command made of the required fields only is read, and written back the same: the
        // schema names every field the server needs, and no field it does not know.
        let instance = sample(&doc, command);
        let parsed: PlayerCommand = serde_json::from_value(instance.clone())
            .unwrap_or_else(|e| panic!("{tag}: the server refuses {instance}: {e}"));
        assert_eq!(serde_json::to_value(&parsed).unwrap(), instance, "{tag}");
        // Every required field is needed.
        for field in required(command).iter().filter(|f| *f != "type") {
            let mut without = instance.clone();
            without.as_object_mut().unwrap().remove(field);
            assert!(
                serde_json::from_value::<PlayerCommand>(without).is_err(),
                "{tag}: `{field}` is required by the document but not by the server"
            );
        }
        // Every value an enum of a field allows is read, and written back the same.
        for (field, property) in command["properties"].as_object().unwrap() {
            let values = resolved(&doc, property)["enum"].as_array().cloned();
            for value in values.unwrap_or_default() {
                let mut with = instance.clone();
                with[field] = value.clone();
                let parsed: PlayerCommand = serde_json::from_value(with.clone())
                    .unwrap_or_else(|e| panic!("{tag}: {field} = {value} is refused: {e}"));
                assert_eq!(serde_json::to_value(&parsed).unwrap(), with, "{tag}");
            }
        }
    }
    // The request bodies are the commands each endpoint plays.
    let all: BTreeSet<String> = commands.keys().cloned().collect();
    let without = |left_out: &[&str]| -> BTreeSet<String> {
        all.iter()
            .filter(|tag| !left_out.contains(&tag.as_str()))
            .cloned()
            .collect()
    };
    let keys = |name| {
        commands_of(&doc, name)
            .keys()
            .cloned()
            .collect::<BTreeSet<_>>()
    };
    assert_eq!(keys("CommandRequest"), without(&["set_disc"]));
    assert_eq!(
        keys("Step"),
        without(&[
            "set_disc",
            "end_turn",
            "seal_disc",
            "open_disc",
            "seal_bid",
            "open_bid"
        ])
    );
}

#[test]
fn the_enums_are_the_engines_and_the_shipped_boards() {
    let doc = document();
    assert_eq!(
        enum_of(&doc, "Character"),
        serde_variants::<Character>(json!("nobody"))
    );
    assert_eq!(
        enum_of(&doc, "Action"),
        serde_variants::<Action>(json!("nothing"))
    );
    assert_eq!(enum_of(&doc, "Site"), serde_variants::<Site>(json!("roof")));
    let boards: Vec<Board> = Board::shipped_ids()
        .into_iter()
        .map(|id| Board::shipped(id).unwrap())
        .collect();
    let cities: BTreeSet<String> = boards
        .iter()
        .flat_map(|b| b.cities().iter().map(|c| c.id.to_string()))
        .collect();
    let villages: BTreeSet<String> = boards
        .iter()
        .flat_map(|b| b.villages().iter().map(|v| v.to_string()))
        .collect();
    assert_eq!(enum_of(&doc, "City"), cities);
    assert_eq!(enum_of(&doc, "Village"), villages);
    // A slot is 0, 1 or "token", and nothing else.
    assert_eq!(schema(&doc, "Slot")["enum"], json!([0, 1, "token"]));
    for slot in [json!(2), json!("a"), json!(-1)] {
        let command = json!({ "type": "take_gold", "slot": slot });
        assert!(serde_json::from_value::<PlayerCommand>(command).is_err());
    }
    // The rule codes are those of the engine (see also `http_error`'s unit test).
    let codes: Vec<String> = doc
        .pointer("/components/schemas/Error/properties/error/properties/rule/enum")
        .and_then(Value::as_array)
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(codes, durbar_api::http_error::rule_codes());
}

/// The service without rate limits (Schemathesis and these tests post fast).
async fn app() -> TestApp {
    spawn_app_with(|s| {
        s.post_rate_per_ip = 0;
        s.post_rate_per_game = 0;
    })
    .await
}

#[tokio::test]
async fn undeclared_methods_are_answered_405_with_allow_and_unknown_paths_404() {
    let app = app().await;
    let game = "00112233445566778899aabbccddeeff";
    let cases = [
        ("PUT", format!("/api/v1/games/{game}"), "GET, HEAD", true),
        ("DELETE", format!("/api/v1/games/{game}/join"), "POST", true),
        (
            "GET",
            format!("/api/v1/games/{game}/commands"),
            "POST",
            true,
        ),
        (
            "POST",
            format!("/api/v1/games/{game}/draft/steps/last"),
            "DELETE",
            true,
        ),
        ("DELETE", format!("/games/{game}"), "GET, HEAD", false),
        ("GET", format!("/games/{game}/act"), "POST", false),
        (
            "PUT",
            "/unsubscribe/abc".to_owned(),
            "GET, HEAD, POST",
            false,
        ),
    ];
    for (method, path, allow, json) in cases {
        let response = app
            .http
            .request(method.parse().unwrap(), format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 405, "{method} {path}");
        assert_eq!(response.headers()["allow"], allow, "{method} {path}");
        let content_type = response.headers()["content-type"].to_str().unwrap();
        assert_eq!(
            content_type.starts_with("application/json"),
            json,
            "{method} {path}: {content_type}"
        );
    }
    // An unknown path is not found: in JSON under /api/, as a page elsewhere.
    let api = app.get("/api/v1/nothing").await;
    assert_eq!(api.status(), 404);
    let body: Value = api.json().await.unwrap();
    assert!(body["error"]["message"].is_string(), "{body}");
    let page = app.get("/nothing/here").await;
    assert_eq!(page.status(), 404);
    assert!(page.text().await.unwrap().contains("no such page"));
    app.stop().await;
}

#[tokio::test]
async fn a_game_that_does_not_exist_is_not_found_whatever_the_token() {
    let app = app().await;
    let (_, links) = created_game(&app.store, 2).await;
    let unknown = "00112233445566778899aabbccddeeff";
    let url = |path: &str| format!("{}/api/v1/games/{unknown}{path}", app.address);
    for token in [Some(links[0].token.as_str()), Some("ff00"), None] {
        let mut get = app.http.get(url(""));
        let mut post = app.http.post(url("/join")).json(&json!({}));
        if let Some(token) = token {
            get = get.bearer_auth(token);
            post = post.bearer_auth(token);
        }
        for response in [get.send().await.unwrap(), post.send().await.unwrap()] {
            assert_eq!(response.status(), 404, "token {token:?}");
            let body: Value = response.json().await.unwrap();
            assert_eq!(body["error"]["message"], "There is no such game.");
        }
    }
    app.stop().await;
}

/// One Schemathesis run (from the test venv) against `game` as the player of `token`, bounded
/// and seeded, in `phases` (its coverage phase alone sends some 1,800 requests).
struct Fuzzing {
    phases: &'static str,
    child: std::process::Child,
    _config: tempfile::TempDir,
}

impl Fuzzing {
    fn start(app: &TestApp, game: &str, token: &str, phases: &'static str) -> Fuzzing {
        let dir = tempfile::tempdir().unwrap();
        let config = dir.path().join("schemathesis.toml");
        std::fs::write(
            &config,
            format!("[parameters]\n\"path.game\" = \"{game}\"\n"),
        )
        .unwrap();
        let child = Command::new(python())
            .current_dir(dir.path())
            .args(["-m", "schemathesis.cli", "--config-file"])
            .arg(&config)
            .args([
                "run",
                &document_path(),
                "--url",
                &app.address,
                "--header",
                &format!("Authorization: Bearer {token}"),
                "--checks",
                "not_a_server_error,status_code_conformance,content_type_conformance,\
                 response_schema_conformance,response_headers_conformance,\
                 negative_data_rejection,unsupported_method",
                "--phases",
                phases,
                "--max-examples",
                "10",
                "--seed",
                "19",
                "--workers",
                "1",
                "--generation-database",
                "none",
                "--no-color",
                "--warnings",
                "off",
            ])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("cannot run Schemathesis (./scripts/test installs it into the test venv)");
        Fuzzing {
            phases,
            child,
            _config: dir,
        }
    }

    /// Waits for the run; panics with its report on any failure.
    fn passed(self, what: &str) {
        let output = self.child.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "Schemathesis ({}) found failures against {what}:\n{}\n{}",
            self.phases,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn schemathesis_finds_no_failure_against_a_live_game_in_each_phase() {
    let app = app().await;
    // A game nobody has joined (setup), and games choosing characters, setting discs and
    // playing turns, each fuzzed as the player it waits for, all at once.
    let (unjoined, unjoined_links) = created_game(&app.store, 2).await;
    let mut runs = vec![(
        "the unjoined game",
        unjoined,
        Fuzzing::start(
            &app,
            &unjoined.to_string(),
            &unjoined_links[0].token,
            "examples,fuzzing",
        ),
    )];
    // The coverage phase (boundary and negative values of every field) runs once, in the turns,
    // where every endpoint has work to do.
    let phases = [
        (
            "the choice of characters",
            Phase::ChooseCharacters,
            "examples,fuzzing",
        ),
        ("the discs", Phase::Discs, "examples,fuzzing"),
        ("the turns", Phase::Turns, "examples,coverage,fuzzing"),
    ];
    for (what, phase, tools) in phases {
        let (game, links) = started_game(&app.store, 2).await;
        drive_until(&app.store, game, phase).await;
        let loaded = app.store.load(game).await.unwrap();
        let awaited = loaded.game.awaiting_seats()[0];
        let player = usize::from(loaded.game.seat_players()[usize::from(awaited.0)]);
        let run = Fuzzing::start(&app, &game.to_string(), &links[player].token, tools);
        runs.push((what, game, run));
    }
    let started = std::time::Instant::now();
    for (what, game, run) in runs {
        tokio::task::block_in_place(|| run.passed(what));
        // The export still verifies after everything Schemathesis sent.
        let export = app.store.export(game).await.unwrap();
        verify(&export).unwrap_or_else(|e| panic!("the export of {what} verifies: {e:?}"));
    }
    eprintln!("Schemathesis, all runs: {:?}", started.elapsed());
    app.stop().await;
}
