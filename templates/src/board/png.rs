//! The board as a PNG picture (for turn mails, where no SVG is shown): the very SVG the pages
//! draw ([`board_svg`]), rasterised with resvg at a fixed width. Text is shaped with the DejaVu
//! Sans fonts bundled in the binary (`templates/fonts/`), never with the machine's fonts, so
//! every machine draws the same picture.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use durbar_domain::maharaja::{Board, View};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{fontdb, Options, Tree};

use super::{board_svg, BoardSvgOptions};

/// The picture's width in pixels (a mail is about 640 CSS pixels wide; the rest is for sharp
/// screens).
pub const BOARD_PNG_WIDTH: u32 = 900;

/// Why no picture could be drawn (never expected: the SVG is our own).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PngError {
    /// The SVG did not parse.
    #[error("the board SVG does not parse: {0}")]
    Svg(String),
    /// The picture would have no pixels.
    #[error("the board picture would be empty")]
    Empty,
    /// The PNG could not be encoded.
    #[error("the board PNG cannot be encoded: {0}")]
    Encode(String),
}

/// The bundled fonts, loaded once: DejaVu Sans (regular and bold) for every family.
fn fonts() -> Arc<fontdb::Database> {
    static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    Arc::clone(FONTS.get_or_init(|| {
        let mut db = fontdb::Database::new();
        db.load_font_data(include_bytes!("../../fonts/DejaVuSans.ttf").to_vec());
        db.load_font_data(include_bytes!("../../fonts/DejaVuSans-Bold.ttf").to_vec());
        let family = "DejaVu Sans";
        db.set_sans_serif_family(family);
        db.set_serif_family(family);
        db.set_monospace_family(family);
        db.set_cursive_family(family);
        db.set_fantasy_family(family);
        Arc::new(db)
    }))
}

/// The board as `view` shows it, as a PNG [`BOARD_PNG_WIDTH`] pixels wide: its bytes and its
/// size in pixels.
pub fn board_png(
    board: &Board,
    view: &View,
    options: &BoardSvgOptions,
) -> Result<BoardPng, PngError> {
    svg_png(&board_svg(board, view, options), BOARD_PNG_WIDTH)
}

/// The board's picture for a mail, not yet drawn: the SVG (drawn as a PNG by [`draw_png`] when
/// the mail is sent) and the size in pixels it will have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardPicture {
    /// The SVG the pages draw.
    pub svg: String,
    /// The PNG's width in pixels ([`BOARD_PNG_WIDTH`]).
    pub width: u32,
    /// The PNG's height in pixels (from the SVG's aspect ratio).
    pub height: u32,
}

/// The board as `view` shows it, as a picture to draw later; `None` if the SVG has no size.
pub fn board_picture(
    board: &Board,
    view: &View,
    options: &BoardSvgOptions,
) -> Option<BoardPicture> {
    let svg = board_svg(board, view, options);
    let height = height_at(&svg, BOARD_PNG_WIDTH)?;
    Some(BoardPicture {
        svg,
        width: BOARD_PNG_WIDTH,
        height,
    })
}

/// The height `svg` has when drawn `width` pixels wide: from its `viewBox`, as resvg sizes it.
fn height_at(svg: &str, width: u32) -> Option<u32> {
    let start = svg.find("viewBox=\"")? + "viewBox=\"".len();
    let end = start + svg[start..].find('"')?;
    let numbers: Vec<f32> = svg[start..end]
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    let [_, _, w, h] = numbers[..] else {
        return None;
    };
    (w > 0.0 && h > 0.0).then(|| (h * (width as f32 / w)).ceil() as u32)
}

/// Draws a picture's SVG as a PNG [`BOARD_PNG_WIDTH`] pixels wide (what the mailer calls when it
/// sends a mail with a picture); `None` if it cannot be drawn.
pub fn draw_png(svg: &str) -> Option<Vec<u8>> {
    svg_png(svg, BOARD_PNG_WIDTH).ok().map(|png| png.bytes)
}

/// A drawn picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardPng {
    /// The PNG file.
    pub bytes: Vec<u8>,
    /// Its width in pixels.
    pub width: u32,
    /// Its height in pixels.
    pub height: u32,
}

/// Rasterises `svg` at `width` pixels (the height follows its aspect ratio) on white.
fn svg_png(svg: &str, width: u32) -> Result<BoardPng, PngError> {
    let options = Options {
        fontdb: fonts(),
        ..Options::default()
    };
    let tree = Tree::from_str(svg, &options).map_err(|e| PngError::Svg(e.to_string()))?;
    let size = tree.size();
    let scale = width as f32 / size.width();
    let height = (size.height() * scale).ceil() as u32;
    let mut pixmap = Pixmap::new(width, height).ok_or(PngError::Empty)?;
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let bytes = encode_indexed(&pixmap).map_err(|e| PngError::Encode(e.to_string()))?;
    Ok(BoardPng {
        bytes,
        width,
        height,
    })
}

/// The pixels as an 8-bit indexed PNG, compressed hard: the board is flat fills, so its 256
/// most frequent colours are nearly all of it, and every other pixel (an anti-aliased edge)
/// takes the nearest of them. A third of the bytes of a true-colour PNG, for a small mail.
fn encode_indexed(pixmap: &Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    // The picture is opaque (drawn on white): the premultiplied RGB is the colour. Runs of one
    // colour are handled once (flat fills make long runs; debug builds are slow at hashing).
    let runs = runs(pixmap.data());
    let mut counts: HashMap<u32, u32> = HashMap::new();
    for &(colour, length) in &runs {
        *counts.entry(colour).or_default() += length;
    }
    let mut by_count: Vec<(u32, u32)> = counts.into_iter().collect();
    // Most frequent first; ties by colour, so the palette is the same on every run.
    by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let palette: Vec<u32> = by_count.iter().take(256).map(|(c, _)| *c).collect();
    let mut index: HashMap<u32, u8> = palette
        .iter()
        .enumerate()
        .map(|(i, c)| (*c, i as u8))
        .collect();
    let mut indices = Vec::with_capacity(pixmap.data().len() / 4);
    for &(colour, length) in &runs {
        let i = *index
            .entry(colour)
            .or_insert_with(|| nearest(&palette, colour));
        indices.extend(std::iter::repeat_n(i, length as usize));
    }
    let rgb: Vec<u8> = palette
        .iter()
        .flat_map(|c| [(c >> 16) as u8, (c >> 8) as u8, *c as u8])
        .collect();
    let mut out = Vec::with_capacity(indices.len() / 4);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(rgb);
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&indices)?;
    writer.finish()?;
    Ok(out)
}

/// Premultiplied RGBA pixels as runs of one RGB colour (`0xRRGGBB`) and their lengths.
fn runs(rgba: &[u8]) -> Vec<(u32, u32)> {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for px in rgba.chunks_exact(4) {
        let colour = u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2]);
        match runs.last_mut() {
            Some((last, length)) if *last == colour => *length += 1,
            _ => runs.push((colour, 1)),
        }
    }
    runs
}

/// The index of the palette colour nearest to `colour` (squared RGB distance; the first of
/// equals).
fn nearest(palette: &[u32], colour: u32) -> u8 {
    let channels = |c: u32| {
        [
            (c >> 16) as i32 & 0xff,
            (c >> 8) as i32 & 0xff,
            c as i32 & 0xff,
        ]
    };
    let [r, g, b] = channels(colour);
    let mut best = (i32::MAX, 0u8);
    for (i, p) in palette.iter().enumerate() {
        let [pr, pg, pb] = channels(*p);
        let d = (pr - r) * (pr - r) + (pg - g) * (pg - g) + (pb - b) * (pb - b);
        if d < best.0 {
            best = (d, i as u8);
        }
    }
    best.1
}

#[cfg(test)]
mod tests {
    use durbar_domain::maharaja::{view, Viewer};
    use resvg::tiny_skia::Pixmap;

    use super::*;
    use crate::board::sample::{board_of, sample_game_after, sample_mid_game};

    #[track_caller]
    fn drawn(game: &durbar_domain::maharaja::Game) -> BoardPng {
        let board = board_of(game);
        board_png(
            &board,
            &view(game, Viewer::Referee),
            &BoardSvgOptions::default(),
        )
        .expect("the board draws")
    }

    #[test]
    fn the_picture_is_a_png_of_the_promised_size() {
        let png = drawn(&sample_mid_game());
        let decoded = Pixmap::decode_png(&png.bytes).expect("a valid PNG");
        assert_eq!((decoded.width(), decoded.height()), (png.width, png.height));
        assert_eq!(png.width, BOARD_PNG_WIDTH);
        assert!(png.height > 300 && png.height < png.width, "{png:?}");
        assert!(png.bytes.len() < 150_000, "{} bytes", png.bytes.len());
    }

    #[test]
    fn the_picture_is_the_same_on_every_run_and_changes_with_the_board() {
        let game = sample_mid_game();
        assert_eq!(drawn(&game).bytes, drawn(&game).bytes);
        let earlier = sample_game_after(12);
        assert_ne!(drawn(&game).bytes, drawn(&earlier).bytes);
    }

    #[test]
    fn a_picture_drawn_later_has_the_size_it_promised() {
        let game = sample_mid_game();
        let board = board_of(&game);
        let seen = view(&game, Viewer::Referee);
        let options = BoardSvgOptions::default();
        let picture = board_picture(&board, &seen, &options).expect("a picture");
        let png = draw_png(&picture.svg).expect("it draws");
        let decoded = Pixmap::decode_png(&png).expect("a valid PNG");
        assert_eq!(
            (decoded.width(), decoded.height()),
            (picture.width, picture.height)
        );
        assert_eq!(png, drawn(&game).bytes, "the same picture as drawn at once");
        assert_eq!(height_at("<svg viewBox=\"0 0 0 10\">", 900), None);
    }

    #[test]
    fn text_is_drawn_with_the_bundled_font() {
        // A label in the SVG puts dark pixels where it stands; without a font it would not.
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 30"><text x="2" y="22" font-size="20" font-family="system-ui, sans-serif">Agra</text></svg>"#;
        let png = svg_png(svg, 100).unwrap();
        let pixmap = Pixmap::decode_png(&png.bytes).unwrap();
        let dark = pixmap
            .pixels()
            .iter()
            .filter(|p| p.red() < 128 && p.alpha() > 0)
            .count();
        assert!(dark > 50, "{dark} dark pixels");
    }
}
