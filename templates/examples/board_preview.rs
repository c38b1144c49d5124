//! Writes the sample game's board as an HTML page, for looking at it in a browser:
//! `cargo run -p durbar-templates --example board_preview -- OUT.html [EVENTS] [SEAT] [PLAYERS]`
//! (EVENTS: fold only that many events, `-` for the middle of round 5; SEAT: draw as that seat,
//! with village links, `-` for a spectator; PLAYERS: another sample game of 2–5 players).

use durbar_domain::maharaja::{evolve, view, Game, Seat, Viewer};
use durbar_templates::board::sample::{board_of, sample_events_with, sample_mid_game};
use durbar_templates::{board_svg, BoardSvgOptions, VillageLinks};

fn main() {
    let mut args = std::env::args().skip(1);
    let out = args.next().unwrap_or_else(|| "board.html".into());
    let count = args.next().and_then(|n| n.parse::<usize>().ok());
    let seat = args.next().and_then(|s| s.parse::<u8>().ok()).map(Seat);
    let players = args.next().and_then(|p| p.parse::<usize>().ok());
    let game = match (count, players) {
        (None, None) => sample_mid_game(),
        (count, players) => sample_events_with(players.unwrap_or(4), 7)
            .iter()
            .take(count.unwrap_or(usize::MAX))
            .fold(Game::default(), evolve),
    };
    let board = board_of(&game);
    let view = view(&game, seat.map_or(Viewer::Spectator, Viewer::Seat));
    let options = BoardSvgOptions {
        you: seat,
        village_links: seat.map(|_| VillageLinks {
            href: "#{village}".into(),
            only: None,
        }),
        show_home_cities: true,
        ..BoardSvgOptions::default()
    };
    let svg = board_svg(&board, &view, &options);
    let html = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>board</title></head><body style=\"margin:0;padding:8px;background:#fff\">{svg}</body></html>"
    );
    std::fs::write(&out, html).expect("cannot write the page");
    eprintln!("wrote {out} (round {})", game.round());
}
