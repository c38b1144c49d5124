//! What the turn builder shows of a player's turn in progress, decided here and worded by the
//! page (`templates/src/play/game.rs`): what each arrow of the revealed disc still holds,
//! whether a palace waits for the architect to leave the start space (the palace form appears
//! only once it stands in a city), and the player's legal steps gathered into the builder's
//! forms ([`step_plan`]): one form per kind of step and arrow, each field with its values.

use super::action::{Action, Slot};
use super::character::Character;
use super::command::PlayerCommand;
use super::state::{Site, TurnState};
use super::view::View;
use crate::ids::{CityId, PlaceId, Seat};

/// What one arrow of the disc still holds this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlotLeft {
    /// The disc could not be opened: the arrow has no action.
    Unopened {
        /// The arrow.
        slot: Slot,
    },
    /// The arrow's action is done.
    Done {
        /// The arrow.
        slot: Slot,
        /// Its action.
        action: Action,
    },
    /// The arrow's action is not done yet.
    Open {
        /// The arrow.
        slot: Slot,
        /// Its action.
        action: Action,
        /// Houses still to build with it.
        houses: u8,
        /// Whether its palace is still to build.
        palace: bool,
        /// For the quarry, the houses still to take from it.
        quarry: Option<u8>,
    },
}

impl SlotLeft {
    /// Whether an open arrow has nothing left that can be counted (a one-step action not taken
    /// yet: gold, moving a house, the governor, a character).
    pub fn nothing_counted(&self) -> bool {
        matches!(
            self,
            SlotLeft::Open {
                houses: 0,
                palace: false,
                quarry: None,
                ..
            }
        )
    }
}

/// What each arrow of the disc still holds in `turn`, in the disc's order (the token is not an
/// arrow: it is listed among what finishing forfeits, not here).
pub fn slots_left(turn: &TurnState) -> Vec<SlotLeft> {
    Slot::DISC
        .into_iter()
        .filter_map(|slot| {
            let progress = turn.slot(slot)?;
            let Some(action) = progress.action else {
                return Some(SlotLeft::Unopened { slot });
            };
            if progress.is_complete() {
                return Some(SlotLeft::Done { slot, action });
            }
            Some(SlotLeft::Open {
                slot,
                action,
                houses: progress.houses_left(),
                palace: progress.palace_left(),
                quarry: (action == Action::Quarry).then(|| 2 - progress.quarried.min(2)),
            })
        })
        .collect()
}

/// Whether a palace of `turn` is still to build while `me`'s architect stands on the start
/// space: there is no palace form yet, and the page says when it comes.
pub fn palace_waits_for_architect(turn: &TurnState, view: &View, me: Option<Seat>) -> bool {
    let palace_due = Slot::DISC
        .iter()
        .filter_map(|slot| turn.slot(*slot))
        .any(|progress| progress.action.is_some() && progress.palace_left());
    let on_start = me
        .and_then(|s| view.players.get(s.index()))
        .is_some_and(|p| p.architect == "start");
    palace_due && on_start
}

/// A kind of step the turn builder has a form of its own for, in the order the page shows
/// the forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum StepKind {
    /// Take 2 gold.
    TakeGold,
    /// Take houses from the quarry.
    TakeFromQuarry,
    /// Build a house.
    BuildHouse,
    /// Build the palace.
    BuildPalace,
    /// Move a house.
    MoveHouse,
    /// Move a governor down the track.
    MoveGovernor,
    /// Take a character.
    TakeCharacter,
    /// The Builder's free house.
    BuilderBuildHouse,
    /// The Builder's free move of a house.
    BuilderMoveHouse,
}

impl StepKind {
    /// The command's `type` in the form (`"take_gold"`).
    pub fn name(self) -> &'static str {
        match self {
            StepKind::TakeGold => "take_gold",
            StepKind::TakeFromQuarry => "take_from_quarry",
            StepKind::BuildHouse => "build_house",
            StepKind::BuildPalace => "build_palace",
            StepKind::MoveHouse => "move_house",
            StepKind::MoveGovernor => "move_governor",
            StepKind::TakeCharacter => "take_character",
            StepKind::BuilderBuildHouse => "builder_build_house",
            StepKind::BuilderMoveHouse => "builder_move_house",
        }
    }
}

/// One value a step form's field may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldValue {
    /// A place on the board (`at`, `from`, `to`).
    Place(PlaceId),
    /// A palace site (`site`).
    Site(Site),
    /// A city whose governor moves (`city`).
    City(CityId),
    /// A character (`character`).
    Character(Character),
}

/// One form of the turn builder: every legal step of one kind with one arrow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepGroup {
    /// The kind of step.
    pub kind: StepKind,
    /// The arrow (or token) it uses; `None` for the Builder's steps, which use none.
    pub slot: Option<Slot>,
    /// The palace's city (of the first legal palace: a palace is built where the architect
    /// stands, so there is one).
    pub city: Option<CityId>,
    /// The form's fields by name, in the order of their names, each with its distinct values
    /// in the order the legal moves give them.
    pub fields: Vec<(&'static str, Vec<FieldValue>)>,
}

/// The player's legal steps as the turn builder offers them.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StepPlan {
    /// The cities the architect may travel to, in the order of the legal moves.
    pub travel: Vec<CityId>,
    /// The builder's own forms, in [`StepKind`] order, then by arrow.
    pub groups: Vec<StepGroup>,
    /// The legal commands the page has no form of its own for (a new variant's): it offers
    /// them through generic forms.
    pub other: Vec<PlayerCommand>,
}

/// Whether the page has a form of its own for this command (the turn builder's or another
/// form of the game page).
pub fn has_own_form(command: &PlayerCommand) -> bool {
    matches!(
        command,
        PlayerCommand::ChooseCharacter { .. }
            | PlayerCommand::PlaceHouse { .. }
            | PlayerCommand::ReplaceCharacter { .. }
            | PlayerCommand::SetDisc { .. }
            | PlayerCommand::SealDisc { .. }
            | PlayerCommand::OpenDisc { .. }
            | PlayerCommand::SealBid { .. }
            | PlayerCommand::OpenBid { .. }
            | PlayerCommand::Travel { .. }
            | PlayerCommand::TravelPath { .. }
            | PlayerCommand::TakeGold { .. }
            | PlayerCommand::TakeFromQuarry { .. }
            | PlayerCommand::BuildHouse { .. }
            | PlayerCommand::BuildPalace { .. }
            | PlayerCommand::MoveHouse { .. }
            | PlayerCommand::MoveGovernor { .. }
            | PlayerCommand::TakeCharacter { .. }
            | PlayerCommand::BuilderBuildHouse { .. }
            | PlayerCommand::BuilderMoveHouse { .. }
            | PlayerCommand::EndTurn
    )
}

/// One step's fields: each name with the step's value.
type StepFields = Vec<(&'static str, FieldValue)>;

/// The kind, arrow and field values of a step the builder has a form for.
fn step_of(command: &PlayerCommand) -> Option<(StepKind, Option<Slot>, StepFields)> {
    use FieldValue::{Character as Who, City, Place, Site as At};
    let (kind, slot, fields) = match *command {
        PlayerCommand::TakeGold { slot } => (StepKind::TakeGold, Some(slot), vec![]),
        PlayerCommand::TakeFromQuarry { slot } => (StepKind::TakeFromQuarry, Some(slot), vec![]),
        PlayerCommand::BuildHouse { slot, at } => {
            (StepKind::BuildHouse, Some(slot), vec![("at", Place(at))])
        }
        PlayerCommand::BuildPalace { slot, site, .. } => {
            (StepKind::BuildPalace, Some(slot), vec![("site", At(site))])
        }
        PlayerCommand::MoveHouse { slot, from, to } => (
            StepKind::MoveHouse,
            Some(slot),
            vec![("from", Place(from)), ("to", Place(to))],
        ),
        PlayerCommand::MoveGovernor { slot, city } => (
            StepKind::MoveGovernor,
            Some(slot),
            vec![("city", City(city))],
        ),
        PlayerCommand::TakeCharacter { slot, character } => (
            StepKind::TakeCharacter,
            Some(slot),
            vec![("character", Who(character))],
        ),
        PlayerCommand::BuilderBuildHouse { at } => {
            (StepKind::BuilderBuildHouse, None, vec![("at", Place(at))])
        }
        PlayerCommand::BuilderMoveHouse { from, to } => (
            StepKind::BuilderMoveHouse,
            None,
            vec![("from", Place(from)), ("to", Place(to))],
        ),
        _ => return None,
    };
    Some((kind, slot, fields))
}

/// The legal steps `legal` gathered into the turn builder's forms.
pub fn step_plan(legal: &[PlayerCommand]) -> StepPlan {
    let mut plan = StepPlan::default();
    let mut groups: std::collections::BTreeMap<(StepKind, Option<Slot>), StepGroup> =
        std::collections::BTreeMap::new();
    for command in legal {
        if let PlayerCommand::Travel { to } = command {
            plan.travel.push(*to);
            continue;
        }
        if !has_own_form(command) {
            plan.other.push(command.clone());
            continue;
        }
        let Some((kind, slot, fields)) = step_of(command) else {
            continue;
        };
        let group = groups.entry((kind, slot)).or_insert_with(|| StepGroup {
            kind,
            slot,
            city: match command {
                PlayerCommand::BuildPalace { city, .. } => Some(*city),
                _ => None,
            },
            fields: Vec::new(),
        });
        for (name, value) in fields {
            let at = match group.fields.binary_search_by(|(n, _)| n.cmp(&name)) {
                Ok(at) => at,
                Err(at) => {
                    group.fields.insert(at, (name, Vec::new()));
                    at
                }
            };
            let values = &mut group.fields[at].1;
            if !values.contains(&value) {
                values.push(value);
            }
        }
    }
    plan.groups = groups.into_values().collect();
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maharaja::state::SlotProgress;

    fn turn(a: SlotProgress, b: SlotProgress) -> TurnState {
        TurnState::new(Seat(0), [a, b])
    }

    fn progress(action: Option<Action>) -> SlotProgress {
        SlotProgress {
            action,
            ..SlotProgress::default()
        }
    }

    #[test]
    fn an_arrow_is_unopened_done_or_open_with_what_it_still_holds() {
        // Given a disc of Palace + house (nothing built yet) and Quarry (one house taken)
        let mut quarry = progress(Some(Action::Quarry));
        quarry.quarried = 1;
        let given = turn(progress(Some(Action::PalaceHouse)), quarry);
        // Then the first arrow holds a house and a palace, the second one quarry house
        assert_eq!(
            slots_left(&given),
            vec![
                SlotLeft::Open {
                    slot: Slot::A,
                    action: Action::PalaceHouse,
                    houses: 1,
                    palace: true,
                    quarry: None,
                },
                SlotLeft::Open {
                    slot: Slot::B,
                    action: Action::Quarry,
                    houses: 0,
                    palace: false,
                    quarry: Some(1),
                },
            ]
        );
        // Given an unopened disc and a gold action taken
        let mut gold = progress(Some(Action::Gold));
        gold.used = true;
        let given = turn(progress(None), gold);
        assert_eq!(
            slots_left(&given),
            vec![
                SlotLeft::Unopened { slot: Slot::A },
                SlotLeft::Done {
                    slot: Slot::B,
                    action: Action::Gold
                },
            ]
        );
        // A gold action not taken has nothing to count
        let given = turn(progress(Some(Action::Gold)), progress(Some(Action::Gold)));
        assert!(slots_left(&given).iter().all(SlotLeft::nothing_counted));
    }

    #[test]
    fn legal_steps_are_gathered_into_one_form_per_kind_and_arrow() {
        // Given two houses to build with the first arrow, a house move with the second, a
        // trip and a command the page has no form of its own for
        let (a, b) = (PlaceId::new("a"), PlaceId::new("b"));
        let swap = PlayerCommand::SwapCharacters {
            slot: Slot::A,
            take: Character::Merchant,
            give: Character::Sadhu,
        };
        let legal = vec![
            PlayerCommand::MoveHouse {
                slot: Slot::B,
                from: a,
                to: b,
            },
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: b,
            },
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: a,
            },
            PlayerCommand::BuildHouse {
                slot: Slot::A,
                at: b,
            },
            PlayerCommand::Travel {
                to: CityId::new("c"),
            },
            swap.clone(),
        ];
        // When the builder plans its forms
        let plan = step_plan(&legal);
        // Then houses come before moves, each value once, in the legal moves' order
        assert_eq!(plan.travel, vec![CityId::new("c")]);
        assert_eq!(
            plan.groups,
            vec![
                StepGroup {
                    kind: StepKind::BuildHouse,
                    slot: Some(Slot::A),
                    city: None,
                    fields: vec![("at", vec![FieldValue::Place(b), FieldValue::Place(a)])],
                },
                StepGroup {
                    kind: StepKind::MoveHouse,
                    slot: Some(Slot::B),
                    city: None,
                    fields: vec![
                        ("from", vec![FieldValue::Place(a)]),
                        ("to", vec![FieldValue::Place(b)]),
                    ],
                },
            ]
        );
        assert_eq!(plan.other, vec![swap]);
    }
}
