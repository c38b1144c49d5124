//! Citadels from the command line: `durbar play` runs a Citadels script and exports it,
//! `durbar simulate --game citadels` plays bot games, and `durbar verify` checks a Citadels
//! export — re-deriving the deck, the deal and every draw from the revealed seed and opening
//! every pick — and refuses a changed pick, a forged seed and a draw the seed does not give at
//! the event where they happen.

mod common;

use std::process::Command;

/// The binary, in English whatever the machine's locale.
fn durbar() -> Command {
    common::durbar("C.UTF-8")
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
        // Seats are counted from 1, as people count them.
        assert!(text.contains("wins by seat: seat 1 "), "{text}");
        assert!(!text.contains("seat 0"), "{text}");
        assert!(text.contains("games/s"), "{text}");
    }
    let refused = durbar()
        .args(["simulate", "--game", "citadels", "--players", "9"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("2 to 8 players"));
}

mod exports {
    use durbar_api::audit::chain::{self, GENESIS};
    use durbar_api::audit::export::{self, decode_citadels, Export};
    use durbar_api::audit::verify::{verify_any, Verdict, VerifyError};
    use durbar_domain::citadels::bots::{play, BotGame, BotKind};
    use durbar_domain::citadels::seal::secret_commitment;
    use durbar_domain::citadels::Secret;
    use durbar_domain::citadels::{fold, Character, District, Event, Logged, Options, Record};
    use durbar_domain::{Bytes32, GameId};

    fn bot_game(players: u8, seed: u8) -> Vec<Record> {
        let game = BotGame {
            options: Options::first_game(players),
            seed: Bytes32([seed; 32]),
            bots: (0..players)
                .map(|i| {
                    if i % 2 == 0 {
                        BotKind::Greedy
                    } else {
                        BotKind::Random
                    }
                })
                .collect(),
            bot_seed: Bytes32([seed ^ 0x55; 32]),
        };
        play(&game).expect("a bot game plays").records
    }

    fn exported(records: &[Record]) -> Export {
        let logged: Vec<Logged> = records.iter().cloned().map(Logged::from).collect();
        export::from_citadels("Bot game", &logged)
    }

    fn event_at(export: &Export, index: usize) -> Event {
        decode_citadels(export.events[index].payload.as_bytes()).unwrap()
    }

    /// Replaces event `index` and recomputes the whole chain, as a dishonest server would.
    fn forge(export: &mut Export, index: usize, event: &Event) {
        export.events[index].payload = serde_json::to_string(event).unwrap();
        let id: [u8; 16] = hex::decode(&export.game_id).unwrap().try_into().unwrap();
        let payloads = export
            .events
            .iter()
            .map(|e| e.payload.clone().into_bytes())
            .collect();
        let links = chain::extend(&id, 0, GENESIS, payloads);
        for (event, link) in export.events.iter_mut().zip(&links) {
            event.prev_hash = hex::encode(link.prev_hash);
            event.hash = hex::encode(link.hash);
        }
        export.head.hash = hex::encode(links.last().unwrap().hash);
    }

    #[track_caller]
    fn refused_at(export: &Export, index: usize, words: &str) -> VerifyError {
        let error = verify_any(export).expect_err("the tampered export is refused");
        assert_eq!(error.seq, Some(index as u64 + 1), "{error}");
        assert!(error.reason.to_string().contains(words), "{error}");
        error
    }

    #[test]
    fn an_honest_citadels_export_verifies_and_replays_from_the_seed() {
        for (players, seed) in [(2, 1), (3, 2), (4, 3), (7, 4), (8, 5)] {
            let records = bot_game(players, seed);
            let export = exported(&records);
            assert_eq!(export.game, durbar_domain::GameKind::Citadels);
            assert_eq!(export.seed, Some(Bytes32([seed; 32]).to_string()));
            let Ok(Verdict::Citadels(verified)) = verify_any(&export) else {
                panic!("{players} players: {:?}", verify_any(&export).err())
            };
            assert!(verified.replayed);
            assert_eq!(verified.events, records.len());
            let live = fold(&records);
            assert_eq!(verified.state.ranking, live.ranking);
            for (replayed, live) in verified.state.players.iter().zip(&live.players) {
                assert_eq!(replayed.hand, live.hand, "every hand re-derived");
                assert_eq!(replayed.city, live.city);
            }
        }
    }

    #[test]
    fn a_changed_pick_is_refused_at_its_reveal() {
        let mut export = exported(&bot_game(4, 8));
        let at = (0..export.events.len())
            .find(|&i| {
                matches!(
                    event_at(&export, i),
                    Event::CharacterCalled { seat: Some(_), .. }
                )
            })
            .unwrap();
        let Event::CharacterCalled {
            round,
            character,
            seat,
            nonce,
            index,
        } = event_at(&export, at)
        else {
            unreachable!()
        };
        let other = if character == Character::King {
            Character::Bishop
        } else {
            Character::King
        };
        let changed = Event::CharacterCalled {
            round,
            character: other,
            seat,
            nonce,
            index,
        };
        forge(&mut export, at, &changed);
        refused_at(&export, at, "does not open");
    }

    #[test]
    fn a_forged_seed_is_refused_at_the_game_end() {
        let mut export = exported(&bot_game(5, 9));
        let at = export.events.len() - 1;
        let Event::GameEnded {
            ranking, discards, ..
        } = event_at(&export, at)
        else {
            panic!("the game ended")
        };
        let forged = Bytes32([0xee; 32]);
        forge(
            &mut export,
            at,
            &Event::GameEnded {
                seed: forged,
                ranking,
                discards,
            },
        );
        export.seed = Some(forged.to_string());
        refused_at(&export, at, "does not match the seed commitment");
    }

    /// The server knows the seed at the end and could seal any card it likes: the kept card
    /// must still be one of the cards the seed put in the draw.
    #[test]
    fn a_kept_card_the_seed_did_not_draw_is_refused_at_its_event() {
        let records = bot_game(4, 10);
        let at = records
            .iter()
            .position(|r| matches!(r.event, Event::CardsKept { .. }))
            .expect("someone drew");
        let before = fold(&records[..at]);
        let drawn = &before.turn.as_ref().unwrap().drawn;
        let not_drawn = District::ALL
            .iter()
            .copied()
            .find(|d| !drawn.contains(d))
            .unwrap();
        let Event::CardsKept { seat, count, .. } = records[at].event.clone() else {
            unreachable!()
        };
        let secret = Secret::Cards {
            cards: vec![not_drawn],
        };
        let seed = Bytes32([10; 32]);
        let sealed = secret_commitment(GameId([7; 16]), &seed, before.sealed, &secret);
        let mut export = exported(&records);
        forge(
            &mut export,
            at,
            &Event::CardsKept {
                seat,
                count,
                sealed,
            },
        );
        refused_at(&export, at, "not among the cards the seed gives");
    }

    #[test]
    fn a_running_game_verifies_its_picks_and_keeps_its_seed_sealed() {
        let records = bot_game(4, 12);
        let cut = records
            .iter()
            .position(|r| matches!(r.event, Event::RoundStarted { round: 2, .. }))
            .unwrap();
        let export = exported(&records[..cut]);
        assert_eq!(export.seed, None, "C2");
        let Ok(Verdict::Citadels(verified)) = verify_any(&export) else {
            panic!("{:?}", verify_any(&export).err())
        };
        assert!(!verified.replayed);
        let mut leaked = export.clone();
        leaked.seed = Some(Bytes32([12; 32]).to_string());
        assert!(verify_any(&leaked).is_err());
    }

    #[test]
    fn durbar_verify_reports_a_citadels_export_from_the_command_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("export.json");
        let export = exported(&bot_game(3, 13));
        std::fs::write(&path, serde_json::to_string(&export).unwrap()).unwrap();
        let ok = super::durbar().arg("verify").arg(&path).output().unwrap();
        let text = String::from_utf8_lossy(&ok.stdout);
        assert!(ok.status.success(), "{text}");
        assert!(text.starts_with("VERIFIED"), "{text}");
        assert!(text.contains("re-derived from the seed"), "{text}");
        assert!(text.contains("final ranking:\n  1. seat"), "{text}");

        let mut forged = export.clone();
        let at = forged.events.len() - 1;
        let Event::GameEnded {
            ranking, discards, ..
        } = event_at(&forged, at)
        else {
            unreachable!()
        };
        forge(
            &mut forged,
            at,
            &Event::GameEnded {
                seed: Bytes32([1; 32]),
                ranking,
                discards,
            },
        );
        std::fs::write(&path, serde_json::to_string(&forged).unwrap()).unwrap();
        let bad = super::durbar().arg("verify").arg(&path).output().unwrap();
        let text = String::from_utf8_lossy(&bad.stdout);
        assert_eq!(bad.status.code(), Some(1), "{text}");
        assert!(
            text.contains(&format!("NOT VERIFIED: event seq {}", at + 1)),
            "{text}"
        );
    }

    #[test]
    fn durbar_play_exports_a_citadels_script_that_verifies() {
        let dir = tempfile::tempdir().unwrap();
        let script = dir.path().join("script.json");
        let path = dir.path().join("export.json");
        std::fs::write(
            &script,
            r#"{"game": "citadels", "players": 2, "seed": "0202020202020202020202020202020202020202020202020202020202020202",
                "moves": [ {"seat": 0, "do": "pick", "character": "king"} ] }"#,
        )
        .unwrap();
        let play = super::durbar()
            .arg("play")
            .arg(&script)
            .arg("--export")
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            play.status.success(),
            "{}",
            String::from_utf8_lossy(&play.stderr)
        );
        let export: Export = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        assert_eq!(export.game, durbar_domain::GameKind::Citadels);
        assert_eq!(export.players, ["Seat 1", "Seat 2"]);
        let verify = super::durbar().arg("verify").arg(&path).output().unwrap();
        let text = String::from_utf8_lossy(&verify.stdout);
        assert!(verify.status.success(), "{text}");
        assert!(text.contains("still running"), "{text}");
    }
}
