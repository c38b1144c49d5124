//! The audit export and `durbar verify` on real bot games: an honest game verifies, and every
//! kind of tampering is found at the event where it happened — also when the tamperer recomputes
//! the whole hash chain (then only commitments and the rules can tell).

mod common;

use std::process::Command;

use durbar_api::audit::chain::{self, GENESIS};
use durbar_api::audit::export::{self, Export};
use durbar_api::audit::verify::{verify, VerifyError};
use durbar_api::store::{decode_event, encode_event};
use durbar_domain::maharaja::bots::{play_game, BotKind, GameConfig};
use durbar_domain::maharaja::{Action, Bytes32, Event, GameOptions};

fn bot_game(seed: u64) -> Vec<Event> {
    bot_game_with(seed, 4, GameOptions::default())
}

fn bot_game_with(seed: u64, players: usize, options: GameOptions) -> Vec<Event> {
    let config = GameConfig {
        players,
        bots: BotKind::Greedy,
        seed,
        options,
        board: std::sync::Arc::new(durbar_domain::maharaja::Board::shipped("classic").unwrap()),
    };
    play_game(&config)
        .expect("a bot game plays to its end")
        .events
}

fn exported(events: &[Event]) -> Export {
    export::from_events("Bot game", events)
}

fn game_id(export: &Export) -> [u8; 16] {
    hex::decode(&export.game_id).unwrap().try_into().unwrap()
}

/// What a dishonest server would do after editing payloads: recompute every hash and the head.
fn rechain(export: &mut Export) {
    let id = game_id(export);
    let payloads = export
        .events
        .iter()
        .map(|e| e.payload.clone().into_bytes())
        .collect();
    let links = chain::extend(&id, 0, GENESIS, payloads);
    for (event, link) in export.events.iter_mut().zip(&links) {
        event.seq = link.seq;
        event.prev_hash = hex::encode(link.prev_hash);
        event.hash = hex::encode(link.hash);
    }
    export.head.seq = links.len() as u64;
    export.head.hash = links
        .last()
        .map_or(hex::encode(GENESIS), |l| hex::encode(l.hash));
}

fn event_at(export: &Export, index: usize) -> Event {
    decode_event(export.events[index].payload.as_bytes()).unwrap()
}

fn set_event(export: &mut Export, index: usize, event: &Event) {
    export.events[index].payload = String::from_utf8(encode_event(event)).unwrap();
}

fn position(export: &Export, wanted: impl Fn(&Event) -> bool) -> usize {
    (0..export.events.len())
        .find(|&i| wanted(&event_at(export, i)))
        .expect("such an event exists")
}

/// Flips one byte of the first revealed disc's nonce and recomputes the chain, as a dishonest
/// server would; returns the reveal's index.
fn forge_first_reveal_nonce(export: &mut Export, byte: usize) -> usize {
    let i = position(export, |e| matches!(e, Event::DiscRevealed { .. }));
    let Event::DiscRevealed {
        round,
        seat,
        actions,
        mut nonce,
    } = event_at(export, i)
    else {
        unreachable!()
    };
    nonce.0[byte] ^= 0xff;
    set_event(
        export,
        i,
        &Event::DiscRevealed {
            round,
            seat,
            actions,
            nonce,
        },
    );
    rechain(export);
    i
}

#[track_caller]
fn refused_at(export: &Export, seq: u64) -> VerifyError {
    let error = verify(export).expect_err("the tampered export must not verify");
    assert_eq!(
        error.seq,
        Some(seq),
        "the first bad event is named: {error}"
    );
    error
}

#[test]
fn an_honest_bot_game_verifies_and_reports_its_ranking() {
    let events = bot_game(7);
    let export = exported(&events);
    let verified = verify(&export).expect("an honest game verifies");
    assert_eq!(verified.events, events.len());
    let live = events.iter().fold(
        durbar_domain::maharaja::Game::default(),
        durbar_domain::maharaja::evolve,
    );
    assert_eq!(verified.ranking().unwrap(), live.ranking());
    // Exports round-trip through JSON unchanged.
    let text = serde_json::to_string(&export).unwrap();
    assert!(verify(&serde_json::from_str(&text).unwrap()).is_ok());
}

/// A 2-player random-bot game exported before R1 let the Governor action move tiles on numbered
/// slots: its three Governor discs of rounds 8 and 10 could move nothing and were forfeited
/// (D3).
/// Its events are unchanged by R1 (only a refusal became legal), so it still verifies, with
/// `durbar verify` too.
#[test]
fn an_export_recorded_before_any_governor_could_move_on_numbered_slots_still_verifies() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/governor_r1_era_game.json"
    );
    let export: Export = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    let events: Vec<Event> = (0..export.events.len())
        .map(|i| event_at(&export, i))
        .collect();
    let mut round = 0;
    let mut forfeited_governors = Vec::new();
    let mut revealed = Vec::new();
    for event in &events {
        match event {
            Event::RoundStarted { round: r, .. } => round = *r,
            Event::DiscRevealed { actions, .. } => revealed = actions.to_vec(),
            Event::ForfeitCompensated { slots, .. } if round >= 8 => {
                let governors = slots.iter().filter(|s| {
                    s.disc_index().and_then(|i| revealed.get(i)) == Some(&Action::Governor)
                });
                forfeited_governors.extend(governors.map(|_| round));
            }
            _ => {}
        }
    }
    assert_eq!(
        forfeited_governors,
        [8, 10, 10],
        "the fixture is the game described"
    );
    // What was refused there is legal now: round 8's Governor disc may move a numbered tile.
    let reveal = events
        .iter()
        .position(|e| {
            matches!(e, Event::DiscRevealed { round: 8, actions, .. }
                if actions.contains(&Action::Governor))
        })
        .unwrap();
    let game = durbar_domain::maharaja::Game::from_events(&events[..=reveal]);
    let (slot, city) = game.governors()[2];
    assert!(slot > 7, "every tile lies on a numbered slot in round 8");
    let seat = game.active_seat().unwrap();
    let moved = durbar_domain::maharaja::decide(
        &game,
        &durbar_domain::maharaja::Command::player(
            seat,
            durbar_domain::maharaja::PlayerCommand::MoveGovernor {
                slot: durbar_domain::maharaja::Slot::A,
                city,
            },
        ),
    );
    assert!(
        matches!(moved.as_deref(), Ok([Event::GovernorMoved { .. }])),
        "{moved:?}"
    );
    let verified = verify(&export).expect("an export recorded before R1 verifies");
    assert_eq!(verified.events, events.len());
    let durbar = common::durbar("C.UTF-8")
        .arg("verify")
        .arg(path)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&durbar.stdout);
    assert!(durbar.status.success(), "{text}");
    assert!(text.starts_with("VERIFIED"), "{text}");
}

/// A bot game's export whose first gold taken was set to 20 after it was hashed, and that
/// event's index.
fn gold_altered() -> (Export, usize) {
    let mut export = exported(&bot_game(8));
    let i = position(&export, |e| matches!(e, Event::GoldTaken { .. }));
    let Event::GoldTaken { seat, slot, .. } = event_at(&export, i) else {
        unreachable!()
    };
    set_event(
        &mut export,
        i,
        &Event::GoldTaken {
            seat,
            slot,
            amount: durbar_domain::maharaja::Gold(20),
        },
    );
    (export, i)
}

#[test]
fn a_tampered_payload_breaks_the_chain_at_its_seq() {
    let (export, i) = gold_altered();
    let error = refused_at(&export, i as u64 + 1);
    assert!(error.reason.to_string().contains("was altered"), "{error}");
}

#[test]
fn a_tampered_payload_with_a_recomputed_chain_fails_the_rules_replay() {
    let mut export = exported(&bot_game(9));
    let i = position(&export, |e| matches!(e, Event::GoldTaken { .. }));
    let Event::GoldTaken { seat, slot, .. } = event_at(&export, i) else {
        unreachable!()
    };
    set_event(
        &mut export,
        i,
        &Event::GoldTaken {
            seat,
            slot,
            amount: durbar_domain::maharaja::Gold(20),
        },
    );
    rechain(&mut export);
    refused_at(&export, i as u64 + 1);
}

#[test]
fn reordered_events_break_the_chain() {
    let mut export = exported(&bot_game(10));
    let i = position(&export, |e| matches!(e, Event::PalaceBuilt { .. }));
    export.events.swap(i, i + 1);
    refused_at(&export, i as u64 + 2);
}

#[test]
fn a_reorder_that_breaks_the_rules_is_found_even_with_a_recomputed_chain() {
    // Two independent moves swapped make another legal history: only the chain (and the head
    // every player received) tells. A reveal moved before the last disc of its round is set is
    // against the rules, so the replay finds it even in a consistently rewritten log.
    let mut export = exported(&bot_game(10));
    let reveal = position(&export, |e| matches!(e, Event::DiscRevealed { .. }));
    assert!(matches!(
        event_at(&export, reveal - 1),
        Event::DiscCommitted { .. }
    ));
    export.events.swap(reveal - 1, reveal);
    rechain(&mut export);
    refused_at(&export, reveal as u64);
}

#[test]
fn a_changed_nonce_in_a_reveal_does_not_open_the_commitment() {
    let mut export = exported(&bot_game(11));
    let i = forge_first_reveal_nonce(&mut export, 0);
    let error = refused_at(&export, i as u64 + 1);
    assert!(
        error.reason.to_string().contains("does not open"),
        "{error}"
    );
}

#[test]
fn changed_actions_in_a_reveal_do_not_open_the_commitment() {
    let mut export = exported(&bot_game(12));
    let i = position(&export, |e| matches!(e, Event::DiscRevealed { .. }));
    let Event::DiscRevealed {
        round,
        seat,
        actions,
        nonce,
    } = event_at(&export, i)
    else {
        unreachable!()
    };
    let swapped = [actions[1], actions[0]];
    let other = if swapped == actions {
        [
            durbar_domain::maharaja::Action::Gold,
            durbar_domain::maharaja::Action::Quarry,
        ]
    } else {
        swapped
    };
    let other = if other == actions {
        [
            durbar_domain::maharaja::Action::Palace,
            durbar_domain::maharaja::Action::Palace,
        ]
    } else {
        other
    };
    set_event(
        &mut export,
        i,
        &Event::DiscRevealed {
            round,
            seat,
            actions: other,
            nonce,
        },
    );
    rechain(&mut export);
    refused_at(&export, i as u64 + 1);
}

#[test]
fn a_swapped_commitment_is_found_at_the_reveal() {
    let mut export = exported(&bot_game(13));
    let reveal = position(&export, |e| matches!(e, Event::DiscRevealed { .. }));
    let Event::DiscRevealed { round, seat, .. } = event_at(&export, reveal) else {
        unreachable!()
    };
    let commit = (0..reveal)
        .rev()
        .find(|&j| matches!(event_at(&export, j), Event::DiscCommitted { round: r, seat: s, .. } if r == round && s == seat))
        .unwrap();
    let Event::DiscCommitted {
        round,
        seat,
        by_system,
        ..
    } = event_at(&export, commit)
    else {
        unreachable!()
    };
    set_event(
        &mut export,
        commit,
        &Event::DiscCommitted {
            round,
            seat,
            commitment: Bytes32([0x42; 32]),
            by_system,
        },
    );
    rechain(&mut export);
    let error = refused_at(&export, reveal as u64 + 1);
    assert!(
        error.reason.to_string().contains("does not open"),
        "{error}"
    );
}

#[test]
fn a_reveal_replayed_from_another_round_is_found() {
    let mut export = exported(&bot_game(14));
    let first = position(&export, |e| {
        matches!(e, Event::DiscRevealed { round: 1, .. })
    });
    let Event::DiscRevealed {
        seat,
        actions,
        nonce,
        ..
    } = event_at(&export, first)
    else {
        unreachable!()
    };
    let later = position(
        &export,
        |e| matches!(e, Event::DiscRevealed { round: 2, seat: s, .. } if *s == seat),
    );
    set_event(
        &mut export,
        later,
        &Event::DiscRevealed {
            round: 2,
            seat,
            actions,
            nonce,
        },
    );
    rechain(&mut export);
    refused_at(&export, later as u64 + 1);
}

#[test]
fn a_reveal_replayed_from_another_game_is_found() {
    let mut victim = exported(&bot_game(15));
    let other = exported(&bot_game(16));
    let i = position(&victim, |e| {
        matches!(e, Event::DiscRevealed { round: 1, .. })
    });
    let Event::DiscRevealed { round, seat, .. } = event_at(&victim, i) else {
        unreachable!()
    };
    let j = position(
        &other,
        |e| matches!(e, Event::DiscRevealed { round: r, seat: s, .. } if *r == round && *s == seat),
    );
    let foreign = event_at(&other, j);
    set_event(&mut victim, i, &foreign);
    rechain(&mut victim);
    refused_at(&victim, i as u64 + 1);
}

#[test]
fn a_changed_seed_does_not_match_its_commitment() {
    let mut export = exported(&bot_game(17));
    let i = position(&export, |e| matches!(e, Event::SeedRevealed { .. }));
    let forged = Bytes32([0x99; 32]);
    set_event(&mut export, i, &Event::SeedRevealed { seed: forged });
    export.seed = Some(forged.to_string());
    rechain(&mut export);
    let error = refused_at(&export, i as u64 + 1);
    assert!(error.reason.to_string().contains("seed"), "{error}");
}

#[test]
fn a_setup_that_the_seed_does_not_give_is_found() {
    let mut export = exported(&bot_game(18));
    let i = position(&export, |e| matches!(e, Event::GovernorsPlaced { .. }));
    let Event::GovernorsPlaced { mut track, .. } = event_at(&export, i) else {
        unreachable!()
    };
    track.swap(0, 1);
    let mut event = event_at(&export, i);
    if let Event::GovernorsPlaced { track: t, .. } = &mut event {
        *t = track;
    }
    set_event(&mut export, i, &event);
    rechain(&mut export);
    assert!(
        verify(&export).is_err(),
        "a governor order the seed does not give is refused"
    );
}

#[test]
fn a_missing_last_event_changes_the_head_every_mailbox_witnessed() {
    let honest = exported(&bot_game(19));
    let mut cut = honest.clone();
    cut.events.pop();
    rechain(&mut cut);
    // The shortened log is self-consistent, but its head differs from the one every player's
    // email carried: the verifier prints the head so it can be compared.
    assert_ne!(cut.head.hash, honest.head.hash);
}

#[test]
fn durbar_play_exports_and_durbar_verify_checks_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("script.json");
    let export_path = dir.path().join("export.json");
    std::fs::write(
        &script,
        r#"{"players": 2, "seed": "0101010101010101010101010101010101010101010101010101010101010101",
            "moves": [ {"seat": 0, "do": "choose_character", "character": "merchant"},
                       {"seat": 1, "do": "choose_character", "character": "great_mogul"} ] }"#,
    )
    .unwrap();
    let durbar = || common::durbar("C.UTF-8");
    let play = durbar()
        .arg("play")
        .arg(&script)
        .arg("--export")
        .arg(&export_path)
        .output()
        .unwrap();
    assert!(
        play.status.success(),
        "{}",
        String::from_utf8_lossy(&play.stderr)
    );
    let output: serde_json::Value = serde_json::from_slice(&play.stdout).unwrap();
    assert_eq!(output["state"]["phase"], "place_houses");

    let verify_ok = durbar().arg("verify").arg(&export_path).output().unwrap();
    let text = String::from_utf8_lossy(&verify_ok.stdout);
    assert!(verify_ok.status.success(), "{text}");
    assert!(text.starts_with("VERIFIED"), "{text}");

    let mut export: Export = serde_json::from_slice(&std::fs::read(&export_path).unwrap()).unwrap();
    export.events[4].payload = export.events[4].payload.replace("merchant", "sadhu");
    std::fs::write(&export_path, serde_json::to_string(&export).unwrap()).unwrap();
    let verify_bad = durbar().arg("verify").arg(&export_path).output().unwrap();
    let text = String::from_utf8_lossy(&verify_bad.stdout);
    assert_eq!(verify_bad.status.code(), Some(1), "{text}");
    assert!(text.contains("NOT VERIFIED: event seq"), "{text}");
}

/// A script names its game (absent = Maharaja); the script's event 1 and its export carry the
/// kind; a game durbar does not have is refused by `play` and `simulate` with the games there are.
#[test]
fn a_script_and_its_export_carry_the_game_and_unknown_games_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("script.json");
    let export_path = dir.path().join("export.json");
    std::fs::write(&script, r#"{"game": "maharaja", "players": 2}"#).unwrap();
    let durbar = || common::durbar("C.UTF-8");
    let play = durbar()
        .arg("play")
        .arg(&script)
        .arg("--export")
        .arg(&export_path)
        .output()
        .unwrap();
    assert!(
        play.status.success(),
        "{}",
        String::from_utf8_lossy(&play.stderr)
    );
    let output: serde_json::Value = serde_json::from_slice(&play.stdout).unwrap();
    assert_eq!(output["events"][0]["game"], "maharaja", "{output}");
    assert_eq!(output["events"][0]["engine"], 1);
    let export: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&export_path).unwrap()).unwrap();
    assert_eq!(export["game"], "maharaja");

    std::fs::write(&script, r#"{"game": "chess", "players": 2}"#).unwrap();
    let refused = durbar().arg("play").arg(&script).output().unwrap();
    assert_eq!(refused.status.code(), Some(1));
    let error = String::from_utf8_lossy(&refused.stdout);
    assert!(
        error.contains(
            r#"There is no game called \"chess\"; the games are \"maharaja\", \"citadels\"."#
        ),
        "{error}"
    );

    let simulate = durbar()
        .args([
            "simulate", "--game", "chess", "--games", "1", "--lang", "en",
        ])
        .output()
        .unwrap();
    assert!(!simulate.status.success());
    let error = String::from_utf8_lossy(&simulate.stderr);
    assert!(
        error.contains("there is no game called “chess”; the games are “maharaja”, “citadels”."),
        "{error}"
    );
}

/// An export made before kinds existed has no `game` (nor does its event 1): it is Maharaja's
/// and verifies; an event 1 naming a game durbar does not have is refused.
#[test]
fn an_export_without_a_kind_is_maharaja_and_an_unknown_kind_is_refused() {
    let mut export = exported(&bot_game(23));
    let mut json = serde_json::to_value(&export).unwrap();
    json.as_object_mut().unwrap().remove("game");
    let old: Export = serde_json::from_value(json).unwrap();
    assert_eq!(old.game, durbar_domain::GameKind::Maharaja);
    verify(&old).expect("an export without a kind verifies as Maharaja");

    export.events[0].payload = export.events[0]
        .payload
        .replace(r#""game":"maharaja""#, r#""game":"chess""#);
    rechain(&mut export);
    let error = refused_at(&export, 1);
    assert!(
        error.reason.to_string().contains("there is no game called"),
        "{error}"
    );
}

/// docs/verify_export.py checks an export without durbar; it must agree with the format we write.
#[test]
fn the_independent_python_checker_accepts_honest_exports_and_refuses_a_forged_reveal() {
    let checker = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/verify_export.py");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("export.json");
    let mut export = exported(&bot_game(20));
    std::fs::write(&path, serde_json::to_string(&export).unwrap()).unwrap();
    let honest = Command::new("python3")
        .arg(checker)
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        honest.status.success(),
        "{}",
        String::from_utf8_lossy(&honest.stderr)
    );
    assert!(String::from_utf8_lossy(&honest.stdout).contains("all reveals open their commitments"));

    forge_first_reveal_nonce(&mut export, 5);
    std::fs::write(&path, serde_json::to_string(&export).unwrap()).unwrap();
    let forged = Command::new("python3")
        .arg(checker)
        .arg(&path)
        .output()
        .unwrap();
    assert!(!forged.status.success());
    assert!(String::from_utf8_lossy(&forged.stderr).contains("reveal does not open"));
}

#[test]
fn a_sealed_auction_game_with_every_variant_verifies_with_durbar_and_with_the_python_checker() {
    let options =
        GameOptions::parse_list("expanded,home_cities,auction=sealed,multi_character").unwrap();
    let events = bot_game_with(21, 3, options);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::BidRevealed { .. })));
    let export = exported(&events);
    let verified = verify(&export).expect("a variant game verifies");
    assert!(verified.ranking().is_some());
    assert_eq!(
        verified.setup,
        Some(durbar_domain::maharaja::replay::SetupSource::Drawn)
    );

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("export.json");
    std::fs::write(&path, serde_json::to_string(&export).unwrap()).unwrap();
    let checker = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/verify_export.py");
    let output = Command::new("python3")
        .arg(checker)
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("all sealed bids open their commitments")
    );
}

#[test]
fn the_cli_says_why_an_export_does_not_verify_in_the_chosen_language() {
    // Given an export whose gold was altered after it was hashed,
    let (export, i) = gold_altered();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("export.json");
    std::fs::write(&path, serde_json::to_string(&export).unwrap()).unwrap();
    let seq = i + 1;
    let verify = |lang: Option<&str>, env_lang: &str| {
        let mut command = common::durbar(env_lang);
        command.arg("verify").arg(&path);
        if let Some(lang) = lang {
            command.arg("--lang").arg(lang);
        }
        let output = command.output().unwrap();
        assert_eq!(output.status.code(), Some(1));
        String::from_utf8(output.stdout).unwrap()
    };
    // when it is verified with --lang cs, in a Polish locale, and in the C locale,
    let czech = verify(Some("cs"), "C.UTF-8");
    let polish = verify(None, "pl_PL.UTF-8");
    let english = verify(None, "C.UTF-8");
    // then the line says why in Czech, in Polish, and in English as before.
    assert_eq!(
        czech,
        format!("NEOVĚŘENO: událost seq {seq}: její hash neodpovídá jejímu obsahu: událost byla změněna\n")
    );
    assert_eq!(
        polish,
        format!("NIEZWERYFIKOWANO: zdarzenie seq {seq}: jego hash nie zgadza się z treścią: zdarzenie zostało zmienione\n")
    );
    assert_eq!(
        english,
        format!("NOT VERIFIED: event seq {seq}: its hash does not match its payload: the event was altered\n")
    );
}
