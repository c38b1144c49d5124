//! `durbar simulate --game KIND`: plays many bot games through the engine and prints games/s and
//! outcome statistics (for Citadels: rounds, how games end, wins by seat), in the reader's
//! language.

use std::fmt::Write;
use std::time::Instant;

use durbar_domain::citadels::bots::{play, BotGame, BotKind as CitadelsBot, MAX_COMMANDS};
use durbar_domain::citadels::rules::bot_seed;
use durbar_domain::citadels::{Citadels, Options, Phase};
use durbar_domain::maharaja::bots::BotKind;
use durbar_domain::maharaja::simulate::{simulate, SimulationConfig, SimulationReport, Spread};
use durbar_domain::maharaja::{Auction, GameOptions, Maharaja};
use durbar_domain::{GameKind, Rules};
use durbar_templates::catalogue::settings;
use durbar_templates::{Lang, Words};

use super::{decimal, percent as percent_in, UsageError};

/// Runs the simulation of game `game` (a [`GameKind`] name) and prints the report in `lang`.
pub fn run(
    lang: Lang,
    game: &str,
    games: u32,
    players: usize,
    bots: BotKind,
    seed: u64,
    options: &str,
) -> anyhow::Result<i32> {
    let w = Words::new(lang);
    let kind: GameKind = game
        .parse()
        .map_err(|_| UsageError::UnknownGame(game.to_owned()))?;
    let started = Instant::now();
    let report = durbar_domain::for_kind!(kind, |G| {
        if !G::PLAYERS.contains(&players) {
            return Err(UsageError::Players {
                game: kind,
                players,
            }
            .into());
        }
        G::simulate(w, games, players, bots, seed, options)?
    });
    print!("{report}");
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{}",
        w.m("cli-simulate-speed")
            .n("games", games)
            .s("seconds", decimal(lang, seconds, 3))
            .s("rate", decimal(lang, f64::from(games) / seconds, 0))
            .s(
                "ms",
                decimal(lang, seconds * 1000.0 / f64::from(games.max(1)), 3)
            )
    );
    Ok(0)
}

/// What `durbar simulate` needs of each game kind: its bot games and their report.
trait Simulated: Rules {
    /// Plays `games` bot games of `players` seats (a number [`Rules::PLAYERS`] allows) with
    /// the `bots` kind of bots from `seed`, under the game's `options` (a list whose format is
    /// the game's own); the report in `w`'s words.
    fn simulate(
        w: Words,
        games: u32,
        players: usize,
        bots: BotKind,
        seed: u64,
        options: &str,
    ) -> anyhow::Result<String>;
}

impl Simulated for Maharaja {
    fn simulate(
        w: Words,
        games: u32,
        players: usize,
        bots: BotKind,
        seed: u64,
        options: &str,
    ) -> anyhow::Result<String> {
        let options = GameOptions::parse_list(options).map_err(UsageError::Options)?;
        let config = SimulationConfig::classic(games, players, bots, seed)?.with_options(options);
        let report = simulate(&config).map_err(|error| {
            tracing::error!(%error, "a simulated game failed");
            UsageError::SimulationFailed {
                game: u64::from(error.index),
            }
        })?;
        Ok(maharaja_report(w, &report))
    }
}

impl Simulated for Citadels {
    /// Citadels has no options to simulate under.
    fn simulate(
        w: Words,
        games: u32,
        players: usize,
        bots: BotKind,
        seed: u64,
        options: &str,
    ) -> anyhow::Result<String> {
        if !options.is_empty() {
            return Err(UsageError::CitadelsOptions.into());
        }
        let bot = match bots {
            BotKind::Greedy => CitadelsBot::Greedy,
            BotKind::Random => CitadelsBot::Random,
        };
        simulate_citadels(w, games, players as u8, bot, seed)
    }
}

/// The bots' name in `w`'s language.
fn bots_in_words(w: Words, greedy: bool) -> String {
    w.m("cli-bots")
        .s("kind", if greedy { "greedy" } else { "random" })
        .to_string()
}

/// The options of a Maharaja simulation in words: the yes/no options on, and the auction.
fn options_in_words(w: Words, options: &GameOptions) -> String {
    let mut names = settings::option_names(w, options);
    if options.auction != Auction::None {
        let value = match options.auction {
            Auction::Sealed => "sealed",
            _ => "open",
        };
        if let Some((_, label)) = settings::choice_values(w, "auction")
            .unwrap_or_default()
            .into_iter()
            .find(|(v, _)| v == value)
        {
            names.push(w.m("game-option-auctioned").s("how", label).to_string());
        }
    }
    if names.is_empty() {
        w.t("cli-simulate-no-options")
    } else {
        w.m("cli-simulate-options")
            .s("options", names.join(", "))
            .to_string()
    }
}

/// The report of a Maharaja simulation, in `w`'s language: a table per figure.
pub fn maharaja_report(w: Words, report: &SimulationReport) -> String {
    let lang = w.lang;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-simulate-maharaja")
            .n("games", report.games)
            .n("players", report.players)
            .s("bots", bots_in_words(w, report.bots == BotKind::Greedy))
            .s("seed", report.seed.to_string())
    );
    let _ = writeln!(out, "  {}", options_in_words(w, &report.options));
    let _ = writeln!(out);
    let row = |out: &mut String, cells: [String; 4]| {
        let _ = writeln!(
            out,
            "{}{}{}{}",
            pad(&cells[0], 30),
            right(&cells[1], 10),
            right(&cells[2], 10),
            right(&cells[3], 10)
        );
    };
    row(
        &mut out,
        [
            w.t("cli-simulate-per-game"),
            w.t("cli-simulate-mean"),
            w.t("cli-simulate-min"),
            w.t("cli-simulate-max"),
        ],
    );
    let spreads: [(&'static str, Spread); 6] = [
        ("cli-simulate-rounds", report.rounds),
        ("cli-simulate-palaces-per-player", report.palaces_per_player),
        ("cli-simulate-winner-palaces", report.winner_palaces),
        ("cli-simulate-gold-per-player", report.gold_per_player),
        ("cli-simulate-events", report.events_per_game),
        ("cli-simulate-forfeits", report.forfeits_per_game),
    ];
    for (id, spread) in spreads {
        row(
            &mut out,
            [
                w.t(id),
                decimal(lang, spread.mean, 2),
                decimal(lang, spread.min, 0),
                decimal(lang, spread.max, 0),
            ],
        );
    }
    let share = |n: u32| {
        let percent = if report.games == 0 {
            0.0
        } else {
            100.0 * f64::from(n) / f64::from(report.games)
        };
        percent_in(lang, percent)
    };
    let counts = |out: &mut String, heading: &'static str, rows: Vec<(String, u32)>| {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "{}{}{}",
            pad(&w.t(heading), 30),
            right(&w.t("cli-simulate-games"), 10),
            right(&w.t("cli-simulate-share"), 10)
        );
        for (name, count) in rows {
            let _ = writeln!(
                out,
                "{}{}{}",
                pad(&name, 30),
                right(&count.to_string(), 10),
                right(&share(count), 10)
            );
        }
    };
    counts(
        &mut out,
        "cli-simulate-ended-by",
        vec![
            (
                w.t("cli-simulate-ended-palaces"),
                report.ended_by.all_palaces_built,
            ),
            (
                w.t("cli-simulate-ended-last-round"),
                report.ended_by.last_round,
            ),
        ],
    );
    counts(
        &mut out,
        "cli-simulate-rounds-played",
        report
            .rounds_histogram
            .iter()
            .map(|(rounds, count)| (rounds.to_string(), *count))
            .collect(),
    );
    counts(
        &mut out,
        "cli-simulate-wins-by-seat",
        report
            .wins_by_seat
            .iter()
            .map(|(seat, count)| {
                (
                    w.m("cli-simulate-seat")
                        .n("seat", u32::from(*seat) + 1)
                        .to_string(),
                    *count,
                )
            })
            .collect(),
    );
    out
}

/// `text` padded with spaces to `width` characters (not bytes: the words may be Czech).
fn pad(text: &str, width: usize) -> String {
    let len = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(len).max(1)))
}

/// `text` right-aligned in `width` characters.
fn right(text: &str, width: usize) -> String {
    let len = text.chars().count();
    format!("{}{text}", " ".repeat(width.saturating_sub(len).max(1)))
}

/// Plays `games` Citadels games of the first-game set, every seat played by `bot`; game `g`
/// has seed `bot_seed(seed + g)` and its bots the next seed. Returns the report in `w`'s
/// language.
pub fn simulate_citadels(
    w: Words,
    games: u32,
    players: u8,
    bot: CitadelsBot,
    seed: u64,
) -> anyhow::Result<String> {
    let lang = w.lang;
    let mut rounds = Vec::with_capacity(games as usize);
    let mut ended = 0u32;
    let mut wins = vec![0u32; usize::from(players)];
    let mut first_completer_won = 0u32;
    let mut winning_scores = 0u64;
    let mut events = 0u64;
    for g in 0..u64::from(games) {
        let game = BotGame {
            options: Options::first_game(players),
            seed: bot_seed(seed.wrapping_add(g)),
            bots: vec![bot; usize::from(players)],
            bot_seed: bot_seed(seed.wrapping_add(g).wrapping_add(1 << 32)),
        };
        let played = play(&game).map_err(|error| {
            tracing::error!(%error, game = g, "a simulated game failed");
            UsageError::SimulationFailed { game: g }
        })?;
        let state = &played.state;
        events += played.records.len() as u64;
        rounds.push(state.round);
        if state.phase == Phase::Over {
            ended += 1;
            if let Some(winner) = state.ranking.first() {
                wins[winner.seat.index()] += 1;
                winning_scores += u64::from(winner.score);
                if state.completers.first() == Some(&winner.seat) {
                    first_completer_won += 1;
                }
            }
        }
    }
    rounds.sort_unstable();
    let n = f64::from(games.max(1));
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-simulate-citadels")
            .n("players", players)
            .s("bots", bots_in_words(w, bot == CitadelsBot::Greedy))
            .n("games", games)
    );
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-simulate-citadels-rounds")
            .s(
                "mean",
                decimal(
                    lang,
                    rounds.iter().map(|r| f64::from(*r)).sum::<f64>() / n,
                    2
                )
            )
            .n("median", rounds.get(rounds.len() / 2).copied().unwrap_or(0))
            .n("min", rounds.first().copied().unwrap_or(0))
            .n("max", rounds.last().copied().unwrap_or(0))
    );
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-simulate-citadels-ends")
            .n("ended", ended)
            .n("stopped", games - ended)
            .n("commands", MAX_COMMANDS)
            .n("first", first_completer_won)
    );
    let by_seat: Vec<String> = wins
        .iter()
        .enumerate()
        .map(|(seat, wins)| {
            w.m("cli-simulate-citadels-seat")
                .n("seat", seat + 1)
                .n("wins", *wins)
                .s("share", percent_in(lang, f64::from(*wins) * 100.0 / n))
                .to_string()
        })
        .collect();
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-simulate-citadels-wins")
            .s("seats", by_seat.join(", "))
    );
    let _ = writeln!(
        out,
        "{}",
        w.m("cli-simulate-citadels-score")
            .s(
                "score",
                decimal(lang, winning_scores as f64 / f64::from(ended.max(1)), 1)
            )
            .s("events", decimal(lang, events as f64 / n, 0))
    );
    Ok(out)
}
