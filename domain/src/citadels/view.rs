//! What one viewer may see (C4): their own hand, picks and drawn cards; of others only counts,
//! cities, gold and the characters the rules have revealed; the cards passed in the draft only
//! to the picker who receives them; the seed only after the end.

use serde::Serialize;

use super::cards::{Character, District};
use super::event::Score;
use super::state::{Built, Phase, State};
use crate::bytes::Bytes32;
use crate::ids::Seat;

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// A player.
    Seat(Seat),
    /// Anyone else (spectators, the public log).
    Public,
}

/// One player as a viewer sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Gold (public).
    pub gold: u32,
    /// Cards in hand (public).
    pub hand_count: usize,
    /// The hand: only the viewer's own.
    pub hand: Option<Vec<District>>,
    /// The city.
    pub city: Vec<Built>,
    /// This round's characters the viewer may know: all of their own, others' revealed ones.
    pub characters: Vec<Character>,
    /// Picks made this round (count).
    pub picks: usize,
    /// Whether the city is completed.
    pub completed: bool,
}

/// A viewer's view of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    /// Phase.
    pub phase: Phase,
    /// Round.
    pub round: u32,
    /// The crowned seat.
    pub crown: Seat,
    /// The rank being called.
    pub called: Option<u8>,
    /// Cards in the deck.
    pub deck_size: usize,
    /// Characters set aside face up.
    pub face_up: Vec<Character>,
    /// How many are face down.
    pub face_down: usize,
    /// The cards passed to the viewer, when the draft awaits their pick.
    pub offered: Option<Vec<Character>>,
    /// Players.
    pub players: Vec<PlayerView>,
    /// The killed character (public once named).
    pub killed: Option<Character>,
    /// The character the Thief named.
    pub robbed: Option<Character>,
    /// The character the Witch bewitched (named aloud, p. 10).
    pub bewitched: Option<Character>,
    /// The characters carrying the Magistrate's warrants (face down).
    pub warrants: Vec<Character>,
    /// The signed warrant: once revealed, or to the Magistrate's player.
    pub signed_warrant: Option<Character>,
    /// The characters carrying the Blackmailer's threats (face down).
    pub threats: Vec<Character>,
    /// The real threat: once revealed, or to the Blackmailer's player.
    pub real_threat: Option<Character>,
    /// The seat playing a turn, and its character.
    pub turn: Option<(Seat, Character)>,
    /// Cards the viewer drew and must choose from.
    pub drawn: Option<Vec<District>>,
    /// Seats the game waits for.
    pub awaiting: Vec<Seat>,
    /// Final ranking.
    pub ranking: Vec<Score>,
    /// The seed, once the game is over.
    pub seed: Option<Bytes32>,
}

/// The view of `viewer`.
pub fn view(state: &State, viewer: Viewer) -> View {
    let me = match viewer {
        Viewer::Seat(seat) => Some(seat),
        Viewer::Public => None,
    };
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let own = me == Some(seat);
            // p. 11: the Spy looked at this hand; her view shows it during her turn.
            let spied = state
                .turn
                .as_ref()
                .is_some_and(|t| Some(t.seat) == me && t.spied == Some(seat));
            PlayerView {
                seat,
                gold: p.gold,
                hand_count: p.hand_count,
                hand: (own || spied).then(|| p.hand.clone()),
                city: p
                    .city
                    .iter()
                    .map(|b| Built {
                        under: if own { b.under.clone() } else { Vec::new() },
                        ..b.clone()
                    })
                    .collect(),
                characters: if own {
                    p.characters.iter().map(|(_, c)| *c).collect()
                } else {
                    p.revealed.clone()
                },
                picks: p.commitments.len(),
                completed: state.completers.contains(&seat),
            }
        })
        .collect();
    let awaiting = state.awaiting();
    let offered = match (state.phase, me) {
        (Phase::Draft, Some(seat)) if awaiting == [seat] => state.draft_pool().map(|(_, p)| p),
        _ => None,
    };
    let turn = state.turn.as_ref();
    View {
        phase: state.phase,
        round: state.round,
        crown: state.crown,
        called: state.called,
        deck_size: state.deck_size,
        face_up: state.draft.face_up.clone(),
        face_down: state.draft.face_down_count,
        offered,
        players,
        killed: state.killed,
        robbed: state.robbed.map(|(c, _)| c),
        bewitched: state.bewitched.map(|(c, _)| c),
        warrants: state
            .warrants
            .as_ref()
            .map(|w| w.characters.clone())
            .unwrap_or_default(),
        signed_warrant: state
            .warrants
            .as_ref()
            .filter(|w| w.revealed || Some(w.by) == me)
            .and_then(|w| w.real),
        threats: state
            .threats
            .as_ref()
            .map(|t| t.characters.clone())
            .unwrap_or_default(),
        real_threat: state
            .threats
            .as_ref()
            .filter(|t| t.revealed || Some(t.by) == me)
            .and_then(|t| t.real),
        turn: turn.map(|t| (t.seat, t.character)),
        drawn: turn
            .filter(|t| Some(t.seat) == me && t.drawn_count > 0)
            .map(|t| t.drawn.clone()),
        awaiting,
        ranking: state.ranking.clone(),
        seed: (state.phase == Phase::Over)
            .then(|| state.referee.as_ref().map(|r| r.seed))
            .flatten(),
    }
}
