//! The board picture of a turn mail (#14): drawing the board as SVG, and rasterising it to the
//! PNG a mail carries (resvg with the bundled font), for the sample game in round 5.
//!
//! `cargo bench -p durbar-templates --bench board_png -- --warm-up-time 1 --measurement-time 5`

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use durbar_domain::maharaja::{view, Seat, Viewer};
use durbar_templates::board::board_png;
use durbar_templates::board::sample::{board_of, sample_mid_game};
use durbar_templates::{board_svg, BoardSvgOptions};

fn board_picture(c: &mut Criterion) {
    let game = sample_mid_game();
    let board = board_of(&game);
    let view = view(&game, Viewer::Seat(Seat(0)));
    let options = BoardSvgOptions {
        you: Some(Seat(0)),
        ..BoardSvgOptions::default()
    };
    let png = board_png(&board, &view, &options).expect("the board draws");
    eprintln!(
        "board PNG: {} × {} px, {} bytes",
        png.width,
        png.height,
        png.bytes.len()
    );
    c.bench_function("board_svg", |b| {
        b.iter(|| board_svg(black_box(&board), black_box(&view), &options))
    });
    c.bench_function("board_png", |b| {
        b.iter(|| board_png(black_box(&board), black_box(&view), &options))
    });
}

criterion_group!(benches, board_picture);
criterion_main!(benches);
