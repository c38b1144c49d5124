//! The Citadels words: the rulebook's Czech names, every event narrated in every language
//! without a leftover id, and the narrator naming players.

use durbar_domain::citadels::{Character, Colour, District, Event, State};
use durbar_domain::Seat;

use super::*;
use crate::catalogue::Lang;

#[test]
fn czech_names_are_the_rulebooks() {
    // Rulebook pp. 10–14 (characters) and the scoring example p. 9 (districts).
    let cs = Words::new(Lang::Cs);
    assert_eq!(character(cs, Character::Assassin), "1 · Mordýřka");
    assert_eq!(character(cs, Character::Warlord), "8 · Žoldnéř");
    assert_eq!(character_name(cs, Character::TaxCollector), "Výběrčí daní");
    assert_eq!(district(cs, District::HauntedQuarter), "Město duchů");
    assert_eq!(district(cs, District::DragonGate), "Dračí věž");
    assert_eq!(district(cs, District::TradingPost), "Obchodní kancelář");
    assert_eq!(colour(cs, Colour::Noble), "panská");
    assert_eq!(card(cs, District::Castle), "Hrad (panská, 4 mince)");
    let pl = Words::new(Lang::Pl);
    assert_eq!(character(pl, Character::King), "4 · Król");
    assert_eq!(district(pl, District::Castle), "Zamek");
    assert_eq!(character(Words::default(), Character::King), "4 · King");
}

#[test]
fn every_piece_has_words_in_every_language() {
    for lang in Lang::ALL {
        let w = Words::new(lang);
        for c in Character::ALL {
            assert!(!character_name(w, c).is_empty(), "{lang}: {c}");
            assert!(ability(w, c).len() > 10, "{lang}: {c}'s ability");
        }
        for d in District::ALL {
            assert!(!district(w, *d).is_empty(), "{lang}: {d}");
            assert_eq!(
                effect(w, *d).is_some(),
                d.colour() == Colour::Unique,
                "{lang}: {d} has an effect exactly when unique"
            );
        }
    }
}

#[test]
fn the_narrator_names_players_in_their_language() {
    let names = ["Anna".to_owned(), "Bára".to_owned()];
    let state = State::default();
    let killed = Event::CharacterKilled {
        character: Character::King,
    };
    assert_eq!(
        narrate(Words::new(Lang::Cs), &state, &killed, &names),
        "Mordýřka zneškodňuje postavu 4 · Král."
    );
    let built = Event::DistrictBuilt {
        seat: Seat(1),
        district: District::Castle,
        payment: durbar_domain::citadels::Payment::Gold { gold: 4 },
        counted: true,
    };
    assert_eq!(
        narrate(Words::new(Lang::Pl), &state, &built, &names),
        "Bára buduje: Zamek za 4 szt. złota."
    );
    assert_eq!(
        narrate(Words::default(), &state, &built, &names),
        "Bára builds Castle for 4 gold."
    );
}

#[test]
fn a_bot_games_log_names_no_secret_card() {
    use durbar_domain::citadels::bots::{play, BotGame, BotKind};
    use durbar_domain::citadels::{evolve, Options, Secret};
    use durbar_domain::maharaja::Bytes32;
    let played = play(&BotGame {
        options: Options::first_game(4),
        seed: Bytes32([21; 32]),
        bots: vec![
            BotKind::Greedy,
            BotKind::Random,
            BotKind::Greedy,
            BotKind::Random,
        ],
        bot_seed: Bytes32([3; 32]),
    })
    .expect("a bot game");
    let names: Vec<String> = ["Anna", "Bára", "Cyril", "Daniel"]
        .map(String::from)
        .to_vec();
    for lang in Lang::ALL {
        let w = Words::new(lang);
        let mut before = State::default();
        for record in &played.records {
            let sentence = narrate(w, &before, &record.event, &names);
            assert!(sentence.ends_with('.'), "{lang}: {sentence}");
            if let Some(Secret::Cards { cards }) = &record.secret {
                for card in cards {
                    let name = district(w, *card);
                    assert!(!sentence.contains(&name), "{lang}: {sentence} names {name}");
                }
            }
            before = evolve(before, &record.event, None);
        }
    }
}

#[test]
fn the_deadline_passed_marker_says_which_deadline_allowed_the_servers_move() {
    let names = ["Anna".to_owned(), "Bára".to_owned()];
    let state = State::default();
    let named = Event::DeadlinePassed {
        seat: Seat(1),
        deadline: Some("2026-11-27T18:00:00Z".parse().expect("RFC 3339")),
    };
    let old = Event::DeadlinePassed {
        seat: Seat(1),
        deadline: None,
    };
    for lang in Lang::ALL {
        let w = Words::new(lang);
        let sentence = narrate(w, &state, &named, &names);
        assert!(
            sentence.contains("Bára") && sentence.contains("18:00"),
            "{lang}: {sentence}"
        );
        assert_ne!(sentence, narrate(w, &state, &old, &names), "{lang}");
    }
}

#[test]
fn the_game_end_says_which_character_each_seat_laid_face_down_in_which_round() {
    // C3: given a 2-player game whose picks laid characters face down, when the game ends and
    // opens them, then the log's last sentence names each seat, its character and the round.
    use durbar_domain::citadels::{DiscardOpening, Score};
    use durbar_domain::maharaja::Bytes32;
    let names = ["Anna".to_owned(), "Bára".to_owned()];
    let state = State {
        round: 2,
        ..State::default()
    };
    let score = |seat: u8, score: u32| Score {
        seat: Seat(seat),
        score,
        districts: score,
        colours: 0,
        completion: 0,
        unique: 0,
        last_rank: 4,
    };
    let laid = |round: u32, seat: u8, character: Character| DiscardOpening {
        round,
        seat: Seat(seat),
        index: 0,
        character,
        nonce: Bytes32([7; 32]),
    };
    let ended = |discards: Vec<DiscardOpening>| Event::GameEnded {
        seed: Bytes32([1; 32]),
        ranking: vec![score(1, 20), score(0, 18)],
        discards,
    };
    let opened = ended(vec![
        laid(1, 1, Character::King),
        laid(2, 0, Character::Thief),
    ]);
    assert_eq!(
        narrate(Words::default(), &state, &opened, &names),
        "The game ends after round 2; the seed is revealed. Bára 20 points, Anna 18 points. \
         The characters laid face down with a pick are revealed: Bára laid 4 · King face down \
         in round 1; Anna laid 2 · Thief face down in round 2."
    );
    assert_eq!(
        narrate(Words::new(Lang::Cs), &state, &opened, &names),
        "Hra končí po 2. kole; semínko je odhaleno. Bára 20 bodů, Anna 18 bodů. Odhalují se \
         postavy odložené při výběru lícem dolů: Bára v 1. kole odložil lícem dolů postavu \
         4 · Král; Anna v 2. kole odložil lícem dolů postavu 2 · Zloděj."
    );
    for lang in Lang::ALL {
        let w = Words::new(lang);
        let sentence = narrate(w, &state, &opened, &names);
        let king = character(w, Character::King);
        assert!(sentence.contains(&king), "{lang}: {sentence}");
        assert!(sentence.ends_with('.'), "{lang}: {sentence}");
        // A game without such picks says nothing of them.
        let plain = narrate(w, &state, &ended(Vec::new()), &names);
        assert!(!plain.contains(&king), "{lang}: {plain}");
        assert!(sentence.starts_with(&plain), "{lang}: {sentence}");
    }
}
