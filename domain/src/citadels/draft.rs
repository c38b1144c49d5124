//! The draft's shape (pp. 3 and 7): who picks in which order, who also sets a card aside, and
//! the set-aside characters of a round's start (drawn from the seed, or fixed by a script).

use super::cards::Character;
use super::draw::Stream;
use super::event::DraftSetup;
use super::options::Options;
use super::state::DraftStep;
use crate::ids::Seat;

/// The picks of a round in order, starting with the crowned seat and going clockwise.
pub fn steps(options: &Options, crown: Seat) -> Vec<DraftStep> {
    let n = usize::from(options.players);
    let seat = |k: usize| Seat(((crown.index() + k) % n) as u8);
    let step = |k: usize, index: u8, discards: bool| DraftStep {
        seat: seat(k),
        index,
        discards,
        with_face_down: false,
    };
    match n {
        // p. 7: the crown picks 1 of 7; then each picks one and sets one aside.
        2 => vec![
            step(0, 0, false),
            step(1, 0, true),
            step(0, 1, true),
            step(1, 1, true),
        ],
        // p. 7: one pick each, a random card aside, one pick each again.
        3 => (0..6).map(|k| step(k % 3, (k / 3) as u8, false)).collect(),
        _ => {
            let mut list: Vec<DraftStep> = (0..n).map(|k| step(k, 0, false)).collect();
            let offered = options.characters.len() - options.face_up_count() - 1;
            if offered == n {
                // p. 3 (7 players) and p. 7 (8 players): the last picker also takes the
                // face-down card and chooses between the two.
                if let Some(last) = list.last_mut() {
                    last.with_face_down = true;
                }
            }
            list
        }
    }
}

/// The set-aside characters of a round: face up (never rank 4), one face down, and the rest
/// offered in rank order (draw order step 2 of [`super::draw`]).
pub fn set_aside(
    options: &Options,
    stream: &mut Stream,
    fixed: Option<&DraftSetup>,
) -> (Vec<Character>, Character, Vec<Character>) {
    let mut face_up = Vec::new();
    let face_down;
    let mut rest: Vec<Character>;
    if let Some(fixed) = fixed {
        face_up = fixed.face_up.clone();
        face_down = fixed.face_down;
        rest = options
            .characters
            .iter()
            .copied()
            .filter(|c| *c != face_down && !face_up.contains(c))
            .collect();
    } else {
        let mut deck = options.characters.clone();
        stream.shuffle(&mut deck);
        let wanted = options.face_up_count();
        while face_up.len() < wanted {
            let position = deck.iter().position(|c| c.rank() != 4);
            let Some(position) = position else { break };
            let skipped_four = position > 0;
            face_up.push(deck.remove(position));
            if skipped_four {
                stream.shuffle(&mut deck);
            }
        }
        face_down = deck.remove(0);
        rest = deck;
    }
    rest.sort();
    (face_up, face_down, rest)
}

/// Whether a script's fixed set-aside fits the rules for these options.
pub fn fixed_is_valid(options: &Options, fixed: &DraftSetup) -> bool {
    let mut all = fixed.face_up.clone();
    all.push(fixed.face_down);
    let mut sorted = all.clone();
    sorted.sort();
    sorted.dedup();
    sorted.len() == all.len()
        && all.iter().all(|c| options.characters.contains(c))
        && fixed.face_up.len() == options.face_up_count()
        && fixed.face_up.iter().all(|c| c.rank() != 4)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytes::Bytes32;

    #[test]
    fn the_rank_4_character_is_never_set_aside_face_up() {
        // p. 3: "never the rank-4 character face up".
        let options = Options::first_game(4);
        let mut stream = Stream::new(&Bytes32([3; 32]), &[]);
        for _ in 0..500 {
            let (up, down, rest) = set_aside(&options, &mut stream, None);
            assert_eq!(up.len(), 2);
            assert!(up.iter().all(|c| c.rank() != 4));
            assert_eq!(up.len() + 1 + rest.len(), 8);
            assert!(!rest.contains(&down));
        }
    }

    #[test]
    fn the_last_of_seven_players_gets_the_face_down_card() {
        // p. 3, rule of seven players; p. 7 for eight players with nine characters.
        let seven = steps(&Options::first_game(7), Seat(3));
        assert_eq!(seven.len(), 7);
        assert_eq!(seven[0].seat, Seat(3));
        assert!(seven[6].with_face_down && seven[6].seat == Seat(2));
        assert!(steps(&Options::first_game(8), Seat(0))[7].with_face_down);
        assert!(!steps(&Options::first_game(6), Seat(0))[5].with_face_down);
    }

    #[test]
    fn two_and_three_players_pick_twice() {
        // p. 7.
        let two = steps(&Options::first_game(2), Seat(1));
        let seats: Vec<_> = two
            .iter()
            .map(|s| (s.seat.0, s.index, s.discards))
            .collect();
        assert_eq!(
            seats,
            [(1, 0, false), (0, 0, true), (1, 1, true), (0, 1, true)]
        );
        let three = steps(&Options::first_game(3), Seat(0));
        let seats: Vec<_> = three.iter().map(|s| (s.seat.0, s.index)).collect();
        assert_eq!(seats, [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]);
    }
}
