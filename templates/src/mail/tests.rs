use super::*;
use crate::catalogue::{Lang, Words};

fn frame() -> Frame {
    Frame {
        name: "Anna".into(),
        title: "Friday game".into(),
        round: 3,
        whose_move: "you — set a disc".into(),
        link: "https://durbar.example/p/abc".into(),
        head_seq: 42,
        head_hash: "ab".repeat(32),
        unsubscribe: "https://durbar.example/unsubscribe/def".into(),
        digest_intro: None,
        lang: Lang::En,
        picture: None,
    }
}

fn holdings() -> Holdings {
    Holdings {
        gold: 17,
        supply: 6,
        quarry: 10,
        palaces_built: 1,
        palaces_total: 7,
        characters: "2 · the Merchant".into(),
        architect: "in Agra".into(),
    }
}

fn set_disc() -> SetDisc {
    SetDisc {
        round: 3,
        last_round: false,
        city: "Agra".into(),
        points: vec![
            PointsLine {
                name: "you".into(),
                points: 4,
            },
            PointsLine {
                name: "Bára".into(),
                points: 1,
            },
        ],
        rank_gold: "11, 7 and 3 gold".into(),
        monopoly_bonus: 5,
        next_cities: vec!["Delhi".into(), "Jaipur".into()],
        holdings: holdings(),
        deadline: Some("Mon 23 Nov 2026, 19:52 CET".into()),
    }
}

#[test]
fn a_mail_has_its_frame_and_body() {
    let parts = compose(&frame(), &[set_disc().section(Words::default()).unwrap()]).unwrap();
    let text = &parts.text;
    assert!(
        text.starts_with("Hello Anna,\n\nRound 3: set your disc\n"),
        "{text}"
    );
    assert!(text.contains("The Maharaja travels to Agra"));
    assert!(text.contains("  you: 4\n  Bára: 1\n"), "{text}");
    assert!(text.contains("Open the game: https://durbar.example/p/abc"));
    assert!(text.contains(&format!("Log head: event 42, hash {}", "ab".repeat(32))));
    assert!(
        text.contains("\n-- \n"),
        "the signature separator keeps its space"
    );
    assert!(text.contains("Unsubscribe from this game's mail (the game goes on): https://durbar.example/unsubscribe/def"));
    assert!(!text.contains("\n\n\n"));
    assert!(parts
        .html
        .contains("<a href=\"https://durbar.example/p/abc\""));
    assert!(parts.html.contains("Delhi, Jaipur"));
}

#[test]
fn names_cannot_inject_html() {
    let mut f = frame();
    f.name = "<script>alert(1)</script>".into();
    f.title = "\"><img src=x onerror=alert(1)>".into();
    let mut body = set_disc();
    body.points[1].name = "<b>Eve</b>".into();
    let parts = compose(&f, &[body.section(Words::default()).unwrap()]).unwrap();
    assert!(!parts.html.contains("<script>"), "{}", parts.html);
    assert!(!parts.html.contains("<img"), "{}", parts.html);
    assert!(!parts.html.contains("<b>Eve"), "{}", parts.html);
    assert!(parts.html.contains("&#60;script&#62;") || parts.html.contains("&lt;script&gt;"));
    // The text part is text: the name as written.
    assert!(parts.text.contains("Hello <script>alert(1)</script>,"));
}

#[test]
fn a_digest_has_a_heading_per_section() {
    let mut f = frame();
    f.digest_intro = Some("Your daily digest: 2 notices.".into());
    let other = DiscSet {
        round: 3,
        name: "Bára".into(),
        at: "Sat 21 Nov, 09:00 UTC".into(),
        still_to_set: vec!["you".into()],
    };
    let parts = compose(
        &f,
        &[
            set_disc().section(Words::default()).unwrap(),
            other.section(Words::default()).unwrap(),
        ],
    )
    .unwrap();
    assert!(parts.text.contains("## Round 3: set your disc\n"));
    assert!(parts.text.contains("## Round 3: Bára has set their disc\n"));
    assert!(parts
        .text
        .contains("Bára set their disc (Sat 21 Nov, 09:00 UTC). Still to set: you."));
}

#[test]
fn a_link_re_sent_to_a_player_who_joined_is_not_an_invitation() {
    let invitation = |joined| {
        compose(
            &frame(),
            &[Invitation {
                host: "Anna".into(),
                you_are_host: false,
                players: vec!["Anna".into(), "Bára".into()],
                deadlines: vec![],
                options: vec![],
                joined,
            }
            .section(Words::default())
            .unwrap()],
        )
        .unwrap()
    };
    let fresh = invitation(false);
    assert!(fresh.text.contains("press \"Join\""));
    assert!(fresh.html.contains("Anna invites you"));
    let resent = invitation(true);
    for part in [&resent.text, &resent.html] {
        assert!(!part.contains("Join"), "{part}");
        assert!(!part.contains("invites you"), "{part}");
        assert!(part.contains("Here is a new personal link to your game of Maharaja"));
        assert!(part.contains("Your new link to the game"));
    }
}

#[test]
fn every_notice_renders() {
    let sections = [
        Invitation {
            host: "Anna".into(),
            you_are_host: false,
            players: vec!["Anna".into(), "Bára".into()],
            deadlines: vec!["48 hours for every move.".into()],
            options: vec![],
            joined: false,
        }
        .section(Words::default()),
        DiscReceipt {
            round: 1,
            seat: 2,
            first: "Gold".into(),
            second: "Palace".into(),
            codes: "00 05".into(),
            commitment: "cd".repeat(32),
            nonce: "ef".repeat(32),
            game_id: "01".repeat(16),
            by_system: false,
            replaces: None,
            still_to_set: vec!["Bára".into()],
            export_url: "https://durbar.example/games/x/export.json".into(),
        }
        .section(Words::default()),
        YourTurn {
            round: 1,
            resumed: None,
            disc: Some(("Gold".into(), "Palace".into())),
            maharaja: "Agra".into(),
            points: vec![],
            earlier: vec![],
            holdings: holdings(),
            forfeit_gold: 2,
            deadline: None,
        }
        .section(Words::default()),
        ChooseCharacter {
            round: 2,
            reason: ChooseReason::Lost {
                by: "Cyril".into(),
                character: "the Great Mogul".into(),
            },
            bank: vec!["3 · The Sadhu".into()],
            waiting: Some("Cyril's turn goes on once you have chosen".into()),
            deadline: None,
        }
        .section(Words::default()),
        PlaceHouse {
            number: 2,
            of: 4,
            capacity: 2,
            character: "1 · The Great Mogul".into(),
            deadline: None,
        }
        .section(Words::default()),
        RoundSummary {
            round: 1,
            city: "Agra".into(),
            scores: vec![ScoreLine {
                rank: 1,
                name: "you".into(),
                points: 1,
                gold: 11,
            }],
            no_points: vec!["Bára".into()],
            monopoly: Some("you".into()),
            monopoly_bonus: 5,
            turns: vec![TurnLine {
                name: "you".into(),
                character: "1 · The Great Mogul".into(),
                disc: "Gold + Gold".into(),
                did: vec!["took 2 gold".into()],
            }],
            next: "Round 2 begins.".into(),
        }
        .section(Words::default()),
        GameOver {
            round: 9,
            reason: "Anna built her 7th palace.".into(),
            winner: "you".into(),
            ranking: vec![RankLine {
                rank: 1,
                name: "you".into(),
                palaces: 7,
                gold: 3,
                character: "1 · The Great Mogul".into(),
            }],
            replay_url: "https://durbar.example/games/x/replay".into(),
            export_url: "https://durbar.example/games/x/export.json".into(),
        }
        .section(Words::default()),
        YourMove {
            round: 0,
            what: "bid in the character auction".into(),
            deadline: None,
        }
        .section(Words::default()),
        Reminder {
            round: 1,
            what: "set your disc".into(),
            deadline: "Mon 23 Nov 2026, 19:52 CET".into(),
            hours_left: 12,
            overdue: false,
            after: "Then the game waits for you.".into(),
        }
        .section(Words::default()),
    ];
    for section in sections {
        let section = section.unwrap();
        let parts = compose(&frame(), std::slice::from_ref(&section)).unwrap();
        assert!(parts.text.contains(&section.heading), "{}", parts.text);
        assert!(!parts.text.contains("{{") && !parts.text.contains("{%"));
        assert!(parts.html.contains("</html>"));
    }
}

#[test]
fn lists_read_as_english() {
    assert_eq!(and_list(&[]), "");
    assert_eq!(and_list(&["A".into()]), "A");
    assert_eq!(and_list(&["A".into(), "B".into()]), "A and B");
    assert_eq!(
        and_list(&["A".into(), "B".into(), "C".into()]),
        "A, B and C"
    );
}

fn your_turn_in(lang: Lang) -> MailParts {
    use crate::catalogue::maharaja::{action, and_list, character};
    use durbar_domain::maharaja::{Action, Character};
    let w = Words::new(lang);
    let holdings = Holdings {
        supply: 1,
        characters: character(w, Character::Merchant),
        architect: w.m("mail-architect-in").s("city", "Agra").to_string(),
        ..holdings()
    };
    let gold = ["11".to_owned(), "7".to_owned(), "3".to_owned()];
    let set_disc = SetDisc {
        points: vec![
            PointsLine {
                name: w.t("you"),
                points: 4,
            },
            PointsLine {
                name: "Bára".into(),
                points: 1,
            },
        ],
        rank_gold: w
            .m("gold-list")
            .s("amounts", and_list(w, &gold))
            .n("last", 3)
            .to_string(),
        holdings: holdings.clone(),
        deadline: None,
        ..set_disc()
    };
    let turn = YourTurn {
        round: 3,
        resumed: None,
        disc: Some((action(w, Action::Gold), action(w, Action::PalaceHouse))),
        maharaja: "Agra".into(),
        points: vec![("Bára".into(), 4), ("Anna".into(), 1), ("Cyril".into(), 0)],
        earlier: vec![TurnLine {
            name: "Bára".into(),
            character: "Great Mogul".into(),
            disc: "Gold + House".into(),
            did: vec!["took 2 gold".into(), "built a house in Agra".into()],
        }],
        holdings,
        forfeit_gold: 2,
        deadline: None,
    };
    let receipt = DiscReceipt {
        round: 3,
        seat: 2,
        first: action(w, Action::Gold),
        second: action(w, Action::PalaceHouse),
        codes: "00 06".into(),
        commitment: "cd".repeat(32),
        nonce: "ef".repeat(32),
        game_id: "01".repeat(16),
        by_system: false,
        replaces: Some("ab".repeat(8) + "…"),
        still_to_set: vec!["Bára".into(), "Cyril".into()],
        export_url: "https://durbar.example/games/x/export.json".into(),
    };
    let frame = Frame { lang, ..frame() };
    let sections = [
        set_disc.section(w).unwrap(),
        turn.section(w).unwrap(),
        receipt.section(w).unwrap(),
    ];
    compose(&frame, &sections).unwrap()
}

#[test]
fn a_mail_reads_in_its_recipients_language() {
    for lang in Lang::ALL {
        let parts = your_turn_in(lang);
        insta::assert_snapshot!(format!("your_turn_{lang}"), parts.text);
        assert!(parts
            .html
            .starts_with(&format!("<!doctype html>\n<html lang=\"{lang}\">")));
    }
    // No language's own sentences leak into another's mail.
    let czech = your_turn_in(Lang::Cs).text;
    let polish = your_turn_in(Lang::Pl).text;
    let english = your_turn_in(Lang::En).text;
    assert!(!czech.contains("Open the game") && !czech.contains("Otwórz"));
    assert!(!polish.contains("Open the game") && !polish.contains("Otevřít"));
    assert!(!english.contains("Otevřít") && !english.contains("Otwórz"));
}

fn sealed_receipt() -> SealedDiscReceipt {
    SealedDiscReceipt {
        round: 2,
        seat: 1,
        seq: 57,
        commitment: "cd".repeat(32),
        game_id: "01".repeat(16),
        replaces: None,
        still_to_set: vec!["Cyril".into()],
        export_url: "https://durbar.example/games/x/export.json".into(),
    }
}

/// The receipt of a disc sealed in the browser holds only what the server has (the
/// commitment and its event), in the recipient's language, in both parts.
#[test]
fn a_browser_sealed_receipt_holds_the_commitment_and_its_event_alone() {
    for lang in Lang::ALL {
        let w = Words::new(lang);
        let section = sealed_receipt().section(w).unwrap();
        assert_eq!(section.kind, "disc_receipt");
        for part in [&section.text, &section.html] {
            assert!(part.contains(&"cd".repeat(32)), "{lang}: {part}");
            assert!(part.contains("57"), "{lang}: the event's seq");
            assert!(part.contains(&"01".repeat(16)), "{lang}: the game id");
            assert!(
                !part.contains(&w.t("mail-receipt-nonce")),
                "{lang}: no nonce"
            );
            assert!(
                !part.contains(&w.t("mail-receipt-first")),
                "{lang}: no actions"
            );
        }
        if lang != Lang::En {
            assert!(!section.text.contains("sealed in your browser"), "{lang}");
        }
    }
    let en = sealed_receipt().section(Words::new(Lang::En)).unwrap();
    insta::assert_snapshot!("sealed_disc_receipt_en", en.text);
    let replacing = SealedDiscReceipt {
        replaces: Some("ab".repeat(8) + "…"),
        still_to_set: vec![],
        ..sealed_receipt()
    }
    .section(Words::new(Lang::En))
    .unwrap();
    assert!(replacing.text.contains("replaces the one you set before"));
    assert!(replacing.text.contains("Every disc of the round is set"));
}

/// Every notice of the invitation and call-to-act kinds in `lang`, each in its own mail (as
/// they are sent), the words made as the api makes them.
fn calls_in(lang: Lang) -> Vec<(&'static str, MailParts)> {
    use crate::catalogue::settings::{deadline_sentences, option_phrases, set_name, Which};
    use durbar_domain::maharaja::{Auction, GameOptions};
    let w = Words::new(lang);
    let frame = Frame {
        lang,
        round: 0,
        whose_move: w.t("whose-everyone-join"),
        ..frame()
    };
    let options = GameOptions {
        hidden_gold: true,
        neutral_palaces: true,
        auction: Auction::Sealed,
        ..GameOptions::default()
    };
    let players = vec!["Anna".to_owned(), "Bára".to_owned(), "Cyril".to_owned()];
    let invitation = |you_are_host, joined| Invitation {
        host: "Anna".into(),
        you_are_host,
        players: players.clone(),
        deadlines: deadline_sentences(w, Which::Maharaja, 22, 5, true),
        options: option_phrases(w, &options),
        joined,
    };
    let citadels = |joined| CitadelsInvitation {
        host: "Anna".into(),
        you_are_host: false,
        players: players.clone(),
        deadlines: deadline_sentences(w, Which::Citadels, 48, 1, false),
        set: set_name(w, "first_game"),
        joined,
    };
    let reminder = |hours_left, overdue| Reminder {
        round: 3,
        what: w.m("wait-to-do-disc").n("round", 3).to_string(),
        deadline: "23. 11. 2026 19:52 CET".into(),
        hours_left,
        overdue,
        after: w.t("policy-disc"),
    };
    let sealed = SealedDiscReceipt {
        round: 3,
        seat: 1,
        seq: 17,
        commitment: "cd".repeat(32),
        game_id: "01".repeat(16),
        replaces: None,
        still_to_set: vec!["Cyril".into()],
        export_url: "https://durbar.example/games/x/export.json".into(),
    };
    let sections: Vec<(&'static str, Section)> = vec![
        ("invitation", invitation(false, false).section(w).unwrap()),
        (
            "invitation_host",
            invitation(true, false).section(w).unwrap(),
        ),
        (
            "invitation_new_link",
            invitation(false, true).section(w).unwrap(),
        ),
        ("citadels_invitation", citadels(false).section(w).unwrap()),
        ("citadels_new_link", citadels(true).section(w).unwrap()),
        (
            "your_move",
            YourMove {
                round: 0,
                what: w.t("wait-to-do-sealed-bid"),
                deadline: Some("23. 11. 2026 19:52 CET".into()),
            }
            .section(w)
            .unwrap(),
        ),
        ("reminder", reminder(2, false).section(w).unwrap()),
        ("reminder_5h", reminder(5, false).section(w).unwrap()),
        ("reminder_overdue", reminder(0, true).section(w).unwrap()),
        ("sealed_disc_receipt", sealed.section(w).unwrap()),
    ];
    sections
        .into_iter()
        .map(|(name, section)| (name, compose(&frame, &[section]).unwrap()))
        .collect()
}

/// English sentences of these mails that no other language's mail may hold.
const ENGLISH: [&str; 12] = [
    "invites you",
    "Here is a new personal link",
    "is ready",
    "Open the game",
    "Rules:",
    "for every move",
    "A missed deadline",
    "Characters and unique districts",
    "The game waits for you",
    "If you miss it",
    "Please move by",
    "hours",
];

#[test]
fn invitations_and_calls_to_act_read_in_the_recipients_language() {
    for lang in [Lang::Cs, Lang::Pl] {
        for (name, parts) in calls_in(lang) {
            insta::assert_snapshot!(format!("{name}_{lang}"), parts.text);
            for english in ENGLISH {
                assert!(
                    !parts.text.contains(english) && !parts.html.contains(english),
                    "{lang} {name}: {english:?} in\n{}",
                    parts.text
                );
            }
            assert!(parts
                .html
                .starts_with(&format!("<!doctype html>\n<html lang=\"{lang}\">")));
        }
    }
    for (name, parts) in calls_in(Lang::Sk) {
        assert!(
            !ENGLISH.iter().any(|e| parts.text.contains(e)),
            "sk {name}: {}",
            parts.text
        );
    }
    // The English mails say what the others do not.
    let english: String = calls_in(Lang::En)
        .into_iter()
        .map(|(_, parts)| parts.text)
        .collect();
    for sentence in ENGLISH {
        assert!(english.contains(sentence), "{sentence}");
    }
}

#[test]
fn a_reminder_counts_its_hours_in_czech_and_polish() {
    let text = |lang, hours| {
        let w = Words::new(lang);
        Reminder {
            round: 1,
            what: w.t("wait-to-do-house"),
            deadline: "d".into(),
            hours_left: hours,
            overdue: false,
            after: String::new(),
        }
        .section(w)
        .unwrap()
        .text
    };
    for (hours, cs, pl) in [
        (1, "1 hodinu", "1 godzinę"),
        (2, "2 hodiny", "2 godziny"),
        (5, "5 hodin", "5 godzin"),
        (22, "22 hodin", "22 godziny"),
    ] {
        assert!(
            text(Lang::Cs, hours).contains(cs),
            "{}",
            text(Lang::Cs, hours)
        );
        assert!(
            text(Lang::Pl, hours).contains(pl),
            "{}",
            text(Lang::Pl, hours)
        );
    }
    assert!(text(Lang::Cs, 0).contains("0 hodin"));
    assert!(text(Lang::Pl, 0).contains("0 godzin"));
}
