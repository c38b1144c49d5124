//! Which notices a change makes, to whom, in order: a pure function of the state before, the
//! state after and the new events, so it is tested without a database.
//!
//! - A disc committed: the receipt to that seat only (also when the no-show policy set it);
//!   every other seat gets only "seat N has set their disc", a minor notice that is never mailed
//!   alone (digests carry it; every mail's "whose move" line shows who is still to set a disc).
//! - A city scored: the round summary to everyone. The game ended: game over to everyone.
//! - Every seat the game newly waits for gets a call to act: "choose a character", "place a
//!   starting house", "set your disc" (round start), "your turn" (its disc revealed, or its turn
//!   going on after someone else's pending choice), "choose a new character" (D6).
//!
//! - A further device's key registered for a seat (device 2 on): a security notice to that seat,
//!   naming every key of the seat (the first key comes with joining and needs no notice).
//!
//! Nobody is mailed about their own move, except the receipt for their disc and the notice of a
//! new key (which may not have been theirs).

use durbar_domain::maharaja::{Bytes32, Character, Event, Game, Seat};

use super::waits::{new_waits, WaitKind};

/// One notice for one seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The receipt for the seat's own disc.
    Receipt {
        /// The round.
        round: u32,
        /// The seq of its `disc_committed` event.
        seq: u64,
        /// The commitment (its opening is read from escrow; a disc sealed in the browser has
        /// none there, and its receipt holds the commitment alone).
        commitment: Bytes32,
        /// Set by the no-show policy.
        by_system: bool,
    },
    /// Another seat set its disc (minor: digests only).
    DiscSet {
        /// The round.
        round: u32,
        /// Who.
        setter: Seat,
    },
    /// A city was scored: the round's summary, built from the log up to that event.
    RoundSummary {
        /// The round.
        round: u32,
        /// The seq of the `CityScored` event.
        seq: u64,
    },
    /// The game ended.
    GameOver,
    /// A further device's key was registered for a player: addressed by the player, since a key
    /// may come before the seats are drawn (the notice's seat is then the player's index).
    KeyRegistered {
        /// The player (index in the host's order).
        player: u8,
        /// Its device number (2 for the player's second device, …).
        device: u32,
        /// The key.
        key: durbar_domain::signed::PublicKey,
    },
    /// The game waits for the seat.
    Act {
        /// For what.
        kind: WaitKind,
        /// For a turn: whether it goes on (after another seat's choice) rather than begins.
        resumed: bool,
        /// For a replacement: who took which character.
        taken: Option<(Seat, Character)>,
    },
}

impl Notice {
    /// The outbox's name for it.
    pub fn kind(&self) -> &'static str {
        match self {
            Notice::Receipt { .. } => "disc_receipt",
            Notice::DiscSet { .. } => "disc_set",
            Notice::RoundSummary { .. } => "round_summary",
            Notice::GameOver => "game_over",
            Notice::KeyRegistered { .. } => "key_registered",
            Notice::Act { kind, .. } => match kind {
                WaitKind::StartingCharacter | WaitKind::Replacement => "choose_character",
                WaitKind::InitialHouse => "place_house",
                WaitKind::Disc => "set_disc",
                WaitKind::Turn => "your_turn",
                WaitKind::Bid
                | WaitKind::SealedBid
                | WaitKind::Gift
                | WaitKind::OpenDisc
                | WaitKind::OpenBid
                | WaitKind::Other => "your_move",
            },
        }
    }

    /// Never mailed alone: only in digests.
    pub fn is_minor(&self) -> bool {
        matches!(self, Notice::DiscSet { .. })
    }

    /// Sent at once, also to a digest player: the receipt (the player's proof of what they just
    /// did) and a new key's notice (someone may have just taken over their seat).
    pub fn is_urgent(&self) -> bool {
        matches!(self, Notice::Receipt { .. } | Notice::KeyRegistered { .. })
    }

    /// Sent also to a player who unsubscribed: a new key for their seat may be someone else's.
    pub fn reaches_the_unsubscribed(&self) -> bool {
        matches!(self, Notice::KeyRegistered { .. })
    }

    /// A call to act (what a digest is sent early for when the game waits only for the player).
    pub fn is_call_to_act(&self) -> bool {
        matches!(self, Notice::Act { .. })
    }
}

/// Whether any of these events can lead to a notice (the store opens no transaction otherwise:
/// the steps inside a turn need no mail).
pub fn interesting(event: &Event) -> bool {
    !matches!(
        event,
        Event::ArchitectTraveled { .. }
            | Event::GoldTaken { .. }
            | Event::HousesQuarried { .. }
            | Event::HouseBuilt { .. }
            | Event::HouseMoved { .. }
            | Event::PalaceBuilt { .. }
            | Event::GovernorMoved { .. }
            | Event::MerchantGoldReceived { .. }
            | Event::ContributionAdded { .. }
    )
}

/// The notices a change makes, in the order they should arrive.
pub fn plan(before: &Game, after: &Game, events: &[(u64, Event)]) -> Vec<(Seat, Notice)> {
    let mut notices = Vec::new();
    let seats: Vec<Seat> = after.seats().collect();
    for (seq, event) in events {
        match event {
            Event::DiscCommitted {
                round,
                seat,
                commitment,
                by_system,
                ..
            } => {
                notices.push((
                    *seat,
                    Notice::Receipt {
                        round: *round,
                        seq: *seq,
                        commitment: *commitment,
                        by_system: *by_system,
                    },
                ));
                for other in seats.iter().filter(|s| *s != seat) {
                    notices.push((
                        *other,
                        Notice::DiscSet {
                            round: *round,
                            setter: *seat,
                        },
                    ));
                }
            }
            Event::CityScored { round, .. } => {
                for seat in &seats {
                    notices.push((
                        *seat,
                        Notice::RoundSummary {
                            round: *round,
                            seq: *seq,
                        },
                    ));
                }
            }
            Event::GameEnded { .. } => {
                for seat in &seats {
                    notices.push((*seat, Notice::GameOver));
                }
            }
            Event::KeyRegistered {
                player,
                key,
                device,
            } if *device > 1 => {
                let seat = after
                    .seat_players()
                    .iter()
                    .position(|p| p == player)
                    .and_then(|i| u8::try_from(i).ok())
                    .unwrap_or(*player);
                notices.push((
                    Seat(seat),
                    Notice::KeyRegistered {
                        player: *player,
                        device: *device,
                        key: key.clone(),
                    },
                ));
            }
            _ => {}
        }
    }
    for (seat, kind) in new_waits(before, after) {
        let begun = events.iter().any(|(_, e)| {
            matches!(e, Event::DiscRevealed { seat: s, .. } | Event::DiscUnopenable { seat: s, .. } if *s == seat)
        });
        let taken = events.iter().rev().find_map(|(_, e)| match e {
            Event::CharacterTaken {
                seat: taker,
                character,
                from_seat: Some(victim),
                ..
            } if *victim == seat => Some((*taker, *character)),
            _ => None,
        });
        notices.push((
            seat,
            Notice::Act {
                kind,
                resumed: kind == WaitKind::Turn && !begun,
                taken: if kind == WaitKind::Replacement {
                    taken
                } else {
                    None
                },
            },
        ));
    }
    notices
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use durbar_domain::maharaja::{
        decide, evolve, legal_moves, Action, Board, Command, GameId, GameOptions, Phase,
        PlayerCommand, SystemCommand,
    };

    use super::*;

    fn apply(game: &Game, command: &Command) -> (Game, Vec<(u64, Event)>) {
        let events = decide(game, command).unwrap();
        let after = events.iter().fold(game.clone(), evolve);
        (
            after,
            events
                .into_iter()
                .enumerate()
                .map(|(i, e)| (i as u64 + 1, e))
                .collect(),
        )
    }

    fn started(players: usize) -> Game {
        let board = Arc::new(Board::shipped("classic").unwrap());
        let seed = durbar_domain::Bytes32([9; 32]);
        let id = GameId([1; 16]);
        let mut game = Game::default();
        for command in [
            Command::System(SystemCommand::CreateGame {
                game_id: id,
                options: GameOptions::default(),
                board,
                player_names: ["Anna", "Bára", "Cyril"][..players]
                    .iter()
                    .map(|s| s.to_string())
                    .collect(),
                seed_commitment: durbar_domain::seed_commitment(id, &seed),
            }),
            Command::System(SystemCommand::StartGame {
                seed,
                fixed_seating: true,
                governors: None,
            }),
        ] {
            game = apply(&game, &command).0;
        }
        game
    }

    fn first_legal(game: &Game) -> Command {
        let seat = game.awaiting_seats()[0];
        legal_moves(game, seat).into_iter().next().unwrap()
    }

    #[test]
    fn setup_calls_each_chooser_and_placer_in_turn() {
        let game = started(3);
        assert_eq!(game.phase(), Phase::ChooseCharacters);
        let (after, events) = apply(&game, &first_legal(&game));
        let notices = plan(&game, &after, &events);
        assert_eq!(
            notices,
            vec![(
                Seat(1),
                Notice::Act {
                    kind: WaitKind::StartingCharacter,
                    resumed: false,
                    taken: None
                }
            )]
        );
    }

    fn to_discs(mut game: Game) -> Game {
        while game.phase() != Phase::Discs {
            game = apply(&game, &first_legal(&game)).0;
        }
        game
    }

    #[test]
    fn a_disc_makes_a_receipt_for_its_setter_and_minor_notices_for_the_others() {
        let game = to_discs(started(3));
        let command = Command::player(
            Seat(1),
            PlayerCommand::SetDisc {
                actions: [Action::Gold, Action::Palace],
                nonce: durbar_domain::Bytes32([3; 32]),
            },
        );
        let (after, events) = apply(&game, &command);
        let notices = plan(&game, &after, &events);
        assert!(matches!(
            notices[0],
            (
                Seat(1),
                Notice::Receipt {
                    round: 1,
                    by_system: false,
                    ..
                }
            )
        ));
        assert_eq!(
            notices[1],
            (
                Seat(0),
                Notice::DiscSet {
                    round: 1,
                    setter: Seat(1)
                }
            )
        );
        assert_eq!(
            notices[2],
            (
                Seat(2),
                Notice::DiscSet {
                    round: 1,
                    setter: Seat(1)
                }
            )
        );
        assert_eq!(notices.len(), 3, "{notices:?}");
        assert!(notices.iter().all(|(_, n)| !n.is_call_to_act()));
    }

    #[test]
    fn the_round_start_asks_everyone_for_a_disc() {
        let mut game = started(3);
        loop {
            let (after, events) = apply(&game, &first_legal(&game));
            if after.phase() == Phase::Discs {
                let notices = plan(&game, &after, &events);
                let asked: Vec<Seat> = notices
                    .iter()
                    .filter(|(_, n)| n.kind() == "set_disc")
                    .map(|(s, _)| *s)
                    .collect();
                assert_eq!(asked, vec![Seat(0), Seat(1), Seat(2)]);
                return;
            }
            game = after;
        }
    }

    #[test]
    fn turn_steps_are_not_interesting() {
        assert!(!interesting(&Event::GoldTaken {
            seat: Seat(0),
            slot: durbar_domain::maharaja::Slot::A,
            amount: durbar_domain::maharaja::Gold(2)
        }));
        assert!(interesting(&Event::TurnEnded {
            round: 1,
            seat: Seat(0),
            by_system: false
        }));
    }
}
