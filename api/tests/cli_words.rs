//! The `durbar` command line speaks the reader's language: the real binary is run in English,
//! Czech and Polish (by `--lang` or by the locale) and its report of a verified export, its
//! simulation report, `durbar play`'s lines for people, its usage errors, its `--help` and
//! clap's errors about the command line are read back. The
//! JSON `durbar play` prints does not change with the language (the script format fixes it).

mod common;

use std::path::Path;
use std::process::Output;

use durbar_api::audit::export;
use durbar_domain::citadels::bots::{play, BotGame, BotKind as CitadelsBot};
use durbar_domain::citadels::{Logged, Options};
use durbar_domain::maharaja::bots::{play_game, BotKind, GameConfig};
use durbar_domain::maharaja::GameOptions;
use durbar_domain::Bytes32;

/// How the language is chosen for one run.
#[derive(Clone, Copy)]
enum Chosen {
    /// `--lang` given, the locale another language.
    Flag(&'static str),
    /// Only `LANG` set.
    Locale(&'static str),
}

/// Runs `durbar ARGS` with the language `chosen` (no other locale variable set).
fn durbar(args: &[&str], chosen: Chosen) -> Output {
    let mut command = match chosen {
        Chosen::Flag(_) => common::durbar("pl_PL.UTF-8"),
        Chosen::Locale(locale) => common::durbar(locale),
    };
    command.args(args);
    if let Chosen::Flag(lang) = chosen {
        command.args(["--lang", lang]);
    }
    command.output().expect("durbar runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

const ENGLISH: Chosen = Chosen::Locale("C.UTF-8");
const CZECH: Chosen = Chosen::Flag("cs");
const POLISH: Chosen = Chosen::Locale("pl_PL.UTF-8");

/// A finished 3-player Maharaja bot game's export, written to `dir`.
fn maharaja_export(dir: &Path) -> (String, usize) {
    let config = GameConfig {
        players: 3,
        bots: BotKind::Greedy,
        seed: 7,
        options: GameOptions::default(),
        board: std::sync::Arc::new(durbar_domain::maharaja::Board::shipped("classic").unwrap()),
    };
    let events = play_game(&config).expect("a bot game plays").events;
    let path = dir.join("maharaja.json");
    let export = export::from_events("Bot game", &events);
    std::fs::write(&path, serde_json::to_string(&export).unwrap()).unwrap();
    (path.display().to_string(), events.len())
}

/// A finished 3-player Citadels bot game's export, written to `dir`.
fn citadels_export(dir: &Path) -> (String, usize) {
    let game = BotGame {
        options: Options::first_game(3),
        seed: Bytes32([3; 32]),
        bots: vec![CitadelsBot::Greedy; 3],
        bot_seed: Bytes32([0x56; 32]),
    };
    let logged: Vec<Logged> = play(&game)
        .expect("a bot game plays")
        .records
        .into_iter()
        .map(Logged::from)
        .collect();
    let path = dir.join("citadels.json");
    let export = export::from_citadels("Bot game", &logged);
    std::fs::write(&path, serde_json::to_string(&export).unwrap()).unwrap();
    (path.display().to_string(), logged.len())
}

#[test]
fn durbar_verify_reports_a_verified_maharaja_game_in_the_reader_s_language() {
    // Given the export of a finished Maharaja game,
    let dir = tempfile::tempdir().unwrap();
    let (path, events) = maharaja_export(dir.path());
    // when it is verified in English, in Czech (--lang) and in Polish (the locale),
    let run = |chosen| {
        let output = durbar(&["verify", &path], chosen);
        assert!(output.status.success(), "{}", stdout(&output));
        stdout(&output)
    };
    let (english, czech, polish) = (run(ENGLISH), run(CZECH), run(POLISH));
    // Seats are counted from 1, as the reasons of a refused export count them.
    for seat in 1..=3 {
        assert!(english.contains(&format!("(seat {seat})")), "{english}");
    }
    assert!(!english.contains("(seat 0)"), "{english}");
    // then every line of the report is in that language.
    assert!(
        english.starts_with(&format!("VERIFIED: {events} events of game ")),
        "{english}"
    );
    for words in [
        "hash chain intact; seed, reveals and setup match their commitments",
        "setup: seating and governor track drawn from the committed seed",
        "server level: moves are not signed; the server vouches for them",
        "final ranking:\n  1. ",
        " gold\n",
    ] {
        assert!(english.contains(words), "{words:?} in {english}");
    }
    assert!(
        czech.starts_with(&format!("OVĚŘENO: {events} událost")) && czech.contains(" hry "),
        "{czech}"
    );
    for words in [
        "řetězec hashů je neporušený; semínko, odhalení i příprava odpovídají svým závazkům",
        "příprava: pořadí hráčů i stupnice guvernérů vylosovány ze zavázaného semínka",
        "úroveň serveru: tahy nejsou podepsané; ručí za ně server",
        "konečné pořadí:\n  1. ",
        "(místo ",
    ] {
        assert!(czech.contains(words), "{words:?} in {czech}");
    }
    assert!(
        polish.starts_with(&format!("ZWERYFIKOWANO: {events} zdarze")) && polish.contains(" gry "),
        "{polish}"
    );
    for words in [
        "łańcuch hashy nienaruszony",
        "przygotowanie: kolejność graczy i tor gubernatorów wylosowane",
        "końcowa kolejność:\n  1. ",
        "złota",
    ] {
        assert!(polish.contains(words), "{words:?} in {polish}");
    }
    for translated in [&czech, &polish] {
        for english_word in ["VERIFIED", "final ranking", "setup:", " gold", "seat "] {
            assert!(!translated.contains(english_word), "{translated}");
        }
    }
}

#[test]
fn durbar_verify_reports_a_verified_citadels_game_in_the_reader_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let (path, events) = citadels_export(dir.path());
    let run = |chosen| {
        let output = durbar(&["verify", &path], chosen);
        assert!(output.status.success(), "{}", stdout(&output));
        stdout(&output)
    };
    let english = run(ENGLISH);
    assert!(
        english.starts_with(&format!("VERIFIED: {events} events of game ")),
        "{english}"
    );
    assert!(english.contains("(Bot game, Citadels)"), "{english}");
    assert!(english.contains("deck, deal and every draw re-derived from the seed"));
    assert!(english.contains(" points ("), "{english}");
    // Seats are counted from 1, as the reasons of a refused export count them.
    for seat in 1..=3 {
        assert!(english.contains(&format!(". seat {seat}: ")), "{english}");
    }
    assert!(!english.contains("seat 0"), "{english}");
    let czech = run(CZECH);
    assert!(czech.contains("(Bot game, Citadela)"), "{czech}");
    assert!(
        czech.contains("balíček, rozdání i každé dobírání odvozeny ze semínka"),
        "{czech}"
    );
    assert!(czech.contains("konečné pořadí:\n  1. místo "), "{czech}");
    assert!(czech.contains(" za čtvrti, "), "{czech}");
    let polish = run(POLISH);
    assert!(polish.contains("(Bot game, Cytadela)"), "{polish}");
    assert!(polish.contains("talia, rozdanie i każde dobranie odtworzone z ziarna"));
    assert!(polish.contains(" za dzielnice, "), "{polish}");
}

#[test]
fn durbar_simulate_reports_in_the_reader_s_language_with_its_numbers() {
    let citadels = [
        "simulate",
        "--game",
        "citadels",
        "--games",
        "3",
        "--players",
        "3",
    ];
    let run = |args: &[&str], chosen| {
        let output = durbar(args, chosen);
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    };
    let english = run(&citadels, ENGLISH);
    assert!(
        english.starts_with(
            "Citadels, 3 players, first-game set, greedy bots, 3 games\nrounds: mean "
        ),
        "{english}"
    );
    assert!(english.contains("how games end: "), "{english}");
    assert!(english.contains("wins by seat: seat 1 "), "{english}");
    assert!(!english.contains("seat 0"), "{english}");
    assert!(english.contains("3 games in "), "{english}");
    assert!(english.contains(" games/s ("), "{english}");
    let czech = run(&citadels, CZECH);
    assert!(
        czech.starts_with(
            "Citadela, 3 hráči, sada pro první hru, boti: chamtiví, 3 hry\nkola: průměr "
        ),
        "{czech}"
    );
    assert!(czech.contains("jak hry končí: "), "{czech}");
    assert!(czech.contains("výhry podle místa: místo 1 "), "{czech}");
    assert!(czech.contains("3 hry za "), "{czech}");
    assert!(czech.contains(" her/s ("), "{czech}");
    // Decimals with a comma, as Czech writes them: "průměr 7,33".
    let mean = czech
        .split("kola: průměr ")
        .nth(1)
        .and_then(|rest| rest.split(", medián").next())
        .unwrap_or_default();
    assert!(
        mean.contains(',') && !mean.contains('.'),
        "a decimal comma in {czech}"
    );
    let polish = run(&citadels, POLISH);
    assert!(
        polish.starts_with("Cytadela, 3 gracze, zestaw na pierwszą grę, boty: zachłanne, 3 gry\n"),
        "{polish}"
    );
    assert!(polish.contains(" gier/s ("), "{polish}");

    let maharaja = [
        "simulate",
        "--games",
        "2",
        "--players",
        "3",
        "--options",
        "short_game",
    ];
    let english = run(&maharaja, ENGLISH);
    assert!(
        english.starts_with("Simulation of Maharaja: 2 games, 3 players, greedy bots, seed 1\n"),
        "{english}"
    );
    for words in [
        "per game",
        "palaces of the winner",
        "games ended by",
        "wins by seat",
        "\nseat ",
    ] {
        assert!(english.contains(words), "{words:?} in {english}");
    }
    let czech = run(&maharaja, CZECH);
    assert!(
        czech.starts_with("Simulace hry Maharadža: 2 hry, 3 hráči, boti: chamtiví, semínko 1\n"),
        "{czech}"
    );
    for words in [
        "na hru",
        "paláce vítěze",
        "hra skončila",
        "výhry podle místa",
        "\nmísto ",
        " %",
    ] {
        assert!(czech.contains(words), "{words:?} in {czech}");
    }
    let polish = run(&maharaja, POLISH);
    assert!(
        polish.starts_with("Symulacja gry Maharadża: 2 gry, 3 gracze, boty: zachłanne, ziarno 1\n"),
        "{polish}"
    );
    for words in [
        "na grę",
        "pałace zwycięzcy",
        "wygrane według miejsca",
        "\nmiejsce ",
    ] {
        assert!(polish.contains(words), "{words:?} in {polish}");
    }
    for translated in [&czech, &polish] {
        for english_word in [
            "per game",
            "games ended by",
            "wins by seat",
            "games/s",
            "Short game",
        ] {
            assert!(!translated.contains(english_word), "{translated}");
        }
    }
}

#[test]
fn durbar_play_speaks_to_people_in_their_language_and_keeps_its_json() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("script.json");
    let export_path = dir.path().join("export.json");
    let export = export_path.display().to_string();
    std::fs::write(
        &script,
        r#"{"players": 2, "seed": "0101010101010101010101010101010101010101010101010101010101010101",
            "moves": [ {"seat": 0, "do": "choose_character", "character": "merchant"},
                       {"seat": 1, "do": "choose_character", "character": "great_mogul"} ] }"#,
    )
    .unwrap();
    let script = script.display().to_string();
    let played = |chosen| {
        let output = durbar(&["play", &script, "--export", &export], chosen);
        assert!(output.status.success(), "{}", stderr(&output));
        let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        (json, stderr(&output))
    };
    let (english_json, english) = played(ENGLISH);
    let (czech_json, czech) = played(CZECH);
    let (polish_json, polish) = played(POLISH);
    // The JSON is the script format's, the same in every language;
    assert_eq!(english_json, czech_json);
    assert_eq!(english_json, polish_json);
    let events = english_json["events"].as_array().unwrap().len();
    // the lines for people are the reader's.
    assert_eq!(
        english,
        format!("durbar play: the script played through; the game holds {events} events\ndurbar play: the audit export is written to {export}\n")
    );
    assert_eq!(
        czech,
        format!("durbar play: skript proběhl celý; hra má {events} událostí\ndurbar play: auditní export je zapsán do {export}\n")
    );
    assert_eq!(
        polish,
        format!("durbar play: skrypt został rozegrany do końca; gra ma {events} zdarzeń\ndurbar play: eksport audytowy zapisano do {export}\n")
    );

    // A move against the rules: exit 2, the JSON's message as the format fixes it.
    let refused_script = dir.path().join("refused.json");
    std::fs::write(
        &refused_script,
        r#"{"players": 2, "seed": "0101010101010101010101010101010101010101010101010101010101010101",
            "moves": [ {"seat": 0, "do": "choose_character", "character": "merchant"},
                       {"seat": 0, "do": "choose_character", "character": "great_mogul"} ] }"#,
    )
    .unwrap();
    let refused_script = refused_script.display().to_string();
    let refused = |chosen| {
        let output = durbar(&["play", &refused_script], chosen);
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        (json, stderr(&output))
    };
    let (english_json, english) = refused(ENGLISH);
    let (czech_json, czech) = refused(CZECH);
    assert_eq!(english_json, czech_json);
    assert_eq!(english_json["error"]["move"], 1);
    assert_eq!(
        english,
        "durbar play: move 1 (seat 0) breaks a rule; the game stops before it\n"
    );
    assert_eq!(
        czech,
        "durbar play: tah 1 (místo 0) porušuje pravidlo; hra se před ním zastaví\n"
    );

    // A game durbar does not have.
    std::fs::write(
        dir.path().join("chess.json"),
        r#"{"game": "chess", "players": 2}"#,
    )
    .unwrap();
    let chess = dir.path().join("chess.json").display().to_string();
    let output = durbar(&["play", &chess], POLISH);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "durbar play: pole „game”: nie ma gry o nazwie „chess”; gry to “maharaja”, “citadels”.\n"
    );
    assert!(stdout(&output).contains(r#"There is no game called \"chess\""#));
}

#[test]
fn the_command_line_s_usage_errors_are_in_the_reader_s_language() {
    let failed = |args: &[&str], chosen| {
        let output = durbar(args, chosen);
        assert!(!output.status.success());
        stderr(&output)
    };
    let missing = "/nonexistent/export.json";
    assert_eq!(
        failed(&["verify", missing], ENGLISH),
        format!("durbar: cannot read {missing}: there is no such file\n")
    );
    assert_eq!(
        failed(&["verify", missing], CZECH),
        format!("durbar: nelze číst {missing}: takový soubor neexistuje\n")
    );
    assert_eq!(
        failed(&["verify", missing], POLISH),
        format!("durbar: nie można odczytać {missing}: nie ma takiego pliku\n")
    );
    assert_eq!(
        failed(&["simulate", "--game", "chess"], CZECH),
        "durbar: --game: hra „chess“ neexistuje; hry jsou “maharaja”, “citadels”.\n"
    );
    assert_eq!(
        failed(&["simulate", "--players", "9"], POLISH),
        "durbar: --players: w grze Maharadża gra od 2 do 5 graczy, nie 9.\n"
    );
    assert_eq!(
        failed(&["simulate", "--options", "yogi"], ENGLISH),
        "durbar: --options: there is no option called “yogi”; the options are short_game, \
         expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character and \
         hidden_gold.\n"
    );
    assert_eq!(
        failed(
            &["simulate", "--game", "citadels", "--options", "short_game"],
            CZECH
        ),
        "durbar: --options: Citadela se simuluje jen se sadou pro první hru.\n"
    );
}

#[test]
fn the_help_and_claps_errors_are_in_the_readers_language() {
    // Given the help asked for in Czech (by --lang) and in Polish (by the locale),
    let czech = durbar(&["--help"], CZECH);
    assert!(czech.status.success());
    let czech = stdout(&czech);
    // then every word of it is the catalogue's: the about, the usage line, the headings, the
    // commands' texts, the flags' texts.
    for line in [
        "durbar: server pro hraní deskových her Maharadža a Citadela e-mailem.",
        "Použití: durbar [VOLBY] <PŘÍKAZ>",
        "Příkazy:",
        "Ověří auditní export bez připojení",
        "Volby:",
        "--lang <JAZYK>",
        "Vypíše tuto nápovědu.",
    ] {
        assert!(czech.contains(line), "{line:?} in {czech}");
    }
    for english in [
        "Usage",
        "Commands",
        "Options",
        "Print help",
        "Verify an audit",
    ] {
        assert!(!czech.contains(english), "{english:?} in {czech}");
    }
    let polish = durbar(&["simulate", "--help"], POLISH);
    assert!(polish.status.success());
    let polish = stdout(&polish);
    for line in [
        "Użycie: durbar simulate [OPCJE]",
        "Opcje:",
        "--games <WARTOŚĆ>",
        "Ile gier (domyślnie: 1000).",
        "Wypisuje tę pomoc.",
    ] {
        assert!(polish.contains(line), "{line:?} in {polish}");
    }
    assert!(!polish.contains("[default"), "{polish}");
    let english = stdout(&durbar(&["verify", "--help"], ENGLISH));
    assert!(
        english.contains("Usage: durbar verify [OPTIONS] <FILE>"),
        "{english}"
    );
    // And a command line clap cannot read is told in the same words as the other usage errors.
    let unknown = durbar(&["frob"], CZECH);
    assert_eq!(unknown.status.code(), Some(2));
    assert_eq!(
        stderr(&unknown),
        "durbar: příkaz „frob“ neexistuje. Viz durbar --help nebo durbar PŘÍKAZ --help.\n"
    );
    let not_a_number = durbar(&["simulate", "--games", "x"], POLISH);
    assert_eq!(not_a_number.status.code(), Some(2));
    assert_eq!(
        stderr(&not_a_number),
        "durbar: „x” nie jest wartością, którą przyjmuje --games <WARTOŚĆ>. Zob. durbar --help lub \
         durbar POLECENIE --help.\n"
    );
}
