//! The board picture of a turn mail (#14): which mails carry one (the calls to act where the
//! board helps to plan: your turn, set your disc, choose a character, place a house), and the
//! drawing itself — the recipient's view of the game when the mail is written, as the page
//! draws it (SVG, in the recipient's language), rasterised to PNG by the mailer when it sends
//! the mail. Only the board is drawn (pieces and the governor track: public facts), never a
//! hand, a disc or hidden gold.

use durbar_domain::maharaja::{view, Game, Seat, Viewer};
use durbar_templates::board::{board_picture, BoardPicture};
use durbar_templates::mail::Section;
use durbar_templates::{BoardSvgOptions, Words};

/// The kinds of notice whose mail shows the board.
const PICTURED: [&str; 4] = ["your_turn", "set_disc", "choose_character", "place_house"];

/// What the picture is drawn from: the game and the recipient's seat. The recipient's view is
/// computed only when a mail wants the picture (most mails, receipts and summaries, do not).
#[derive(Clone, Copy)]
pub struct BoardSource<'a> {
    game: &'a Game,
    you: Option<Seat>,
}

impl<'a> BoardSource<'a> {
    /// The board of `game` as the player in `you` sees it (`None` before the game is created).
    pub fn of(game: &'a Game, you: Option<Seat>) -> Option<Self> {
        game.info()?;
        Some(Self { game, you })
    }

    /// The picture for a message of `sections` in `w`'s words, if one of them is a call to act
    /// where the board helps: its SVG, drawn as a PNG by the mailer when it sends the mail (so no
    /// move waits for it).
    pub fn picture_for(&self, sections: &[Section], w: Words) -> Option<BoardPicture> {
        if !sections.iter().any(|s| PICTURED.contains(&s.kind.as_str())) {
            return None;
        }
        let info = self.game.info()?;
        let viewer = self.you.map_or(Viewer::Spectator, Viewer::Seat);
        let options = BoardSvgOptions {
            you: self.you,
            village_links: None,
            show_home_cities: info.options.home_cities,
            w,
            route: Vec::new(),
        };
        board_picture(&info.board, &view(self.game, viewer), &options)
    }
}
