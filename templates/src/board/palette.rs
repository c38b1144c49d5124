//! Player colours and marks. Seats take the rulebook's colours in order (red, blue, green,
//! yellow, black; black's palaces are purple), in shades from the Okabe–Ito palette that stay
//! apart for colour-blind eyes. Every piece also carries its owner's letter, so no information
//! is carried by colour alone.

use durbar_domain::maharaja::{PlayerView, Seat};

/// How one seat's pieces are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatColour {
    /// The colour's id ("red", the rulebook's seat colour): the pieces' `data-owner` and the
    /// dot's CSS class.
    pub name: &'static str,
    /// The catalogue's word for the colour as drawn ("colour-orange": the rulebook's red seat
    /// is drawn in Okabe–Ito vermilion, which players call orange).
    pub word: &'static str,
    /// Fill of houses and the architect.
    pub fill: &'static str,
    /// Fill of palaces (differs only for black: purple).
    pub palace: &'static str,
    /// Text drawn on the fill (the owner's letter).
    pub ink: &'static str,
    /// Text drawn on the palace fill.
    pub palace_ink: &'static str,
}

const COLOURS: [SeatColour; 5] = [
    SeatColour {
        name: "red",
        word: "colour-orange",
        fill: "#d55e00",
        palace: "#d55e00",
        ink: "#ffffff",
        palace_ink: "#ffffff",
    },
    SeatColour {
        name: "blue",
        word: "colour-blue",
        fill: "#0072b2",
        palace: "#0072b2",
        ink: "#ffffff",
        palace_ink: "#ffffff",
    },
    SeatColour {
        name: "green",
        word: "colour-teal",
        fill: "#009e73",
        palace: "#009e73",
        ink: "#ffffff",
        palace_ink: "#ffffff",
    },
    SeatColour {
        name: "yellow",
        word: "colour-yellow",
        fill: "#f0e442",
        palace: "#f0e442",
        ink: "#222222",
        palace_ink: "#222222",
    },
    SeatColour {
        name: "black",
        word: "colour-black",
        fill: "#2b2b2b",
        palace: "#8e5ba8",
        ink: "#ffffff",
        palace_ink: "#ffffff",
    },
];

/// Neutral palaces (§11.2.4): grey, marked "N".
pub const NEUTRAL: SeatColour = SeatColour {
    name: "neutral",
    word: "colour-grey",
    fill: "#9a9a9a",
    palace: "#9a9a9a",
    ink: "#ffffff",
    palace_ink: "#ffffff",
};

/// The colour of a seat (seats beyond the fifth wrap around).
pub fn seat_colour(seat: Seat) -> SeatColour {
    COLOURS[seat.index() % COLOURS.len()]
}

/// The letter drawn on each seat's pieces, by seat: the players' initials when they differ,
/// otherwise the seat numbers 1–5.
pub fn seat_marks(players: &[PlayerView]) -> Vec<String> {
    let initials: Vec<String> = players
        .iter()
        .map(|p| {
            p.name
                .chars()
                .find(|c| c.is_alphanumeric())
                .map(|c| c.to_uppercase().collect())
                .unwrap_or_default()
        })
        .collect();
    let distinct = initials.iter().all(|i| !i.is_empty())
        && initials
            .iter()
            .enumerate()
            .all(|(k, i)| !initials[..k].contains(i));
    if distinct {
        initials
    } else {
        (1..=players.len()).map(|n| n.to_string()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use durbar_domain::maharaja::DiscView;

    /// Each seat's colour is named as its pieces are drawn, and the players' table draws its
    /// dots in the same colours as the board.
    #[test]
    fn each_seat_colour_is_named_as_it_is_drawn() {
        let w = crate::Words::new(crate::Lang::En);
        let named: Vec<(&str, String)> = (0..5)
            .map(|s| {
                let c = seat_colour(Seat(s));
                (c.fill, crate::play::words::colour_in(w, Seat(s)))
            })
            .collect();
        assert_eq!(
            named,
            [
                ("#d55e00", "orange".to_owned()),
                ("#0072b2", "blue".to_owned()),
                ("#009e73", "teal".to_owned()),
                ("#f0e442", "yellow".to_owned()),
                ("#2b2b2b", "black".to_owned()),
            ]
        );
        let css = include_str!("../../static/play.css");
        for s in 0..5 {
            let c = seat_colour(Seat(s));
            let rule = format!(".dot.{} {{ background: {}; }}", c.name, c.fill);
            assert!(css.contains(&rule), "the dot of seat {s}: {rule}");
        }
    }

    fn player(seat: u8, name: &str) -> PlayerView {
        PlayerView {
            seat: Seat(seat),
            name: name.to_string(),
            gold: None,
            characters: vec![],
            architect: "start".into(),
            supply: 0,
            quarry: 0,
            palaces_built: 0,
            tokens: 0,
            disc: DiscView::Unset,
            played: false,
        }
    }

    #[test]
    fn marks_are_initials_when_they_differ_else_seat_numbers() {
        let players = [player(0, "anna"), player(1, "Bára"), player(2, "Čeněk")];
        assert_eq!(seat_marks(&players), ["A", "B", "Č"]);
        let players = [player(0, "Bot 1"), player(1, "Bot 2")];
        assert_eq!(seat_marks(&players), ["1", "2"]);
        let players = [player(0, "Anna"), player(1, "  ")];
        assert_eq!(seat_marks(&players), ["1", "2"]);
    }

    #[test]
    fn black_builds_purple_palaces() {
        assert_eq!(seat_colour(Seat(0)).name, "red");
        assert_eq!(seat_colour(Seat(4)).name, "black");
        assert_ne!(seat_colour(Seat(4)).palace, seat_colour(Seat(4)).fill);
    }
}
