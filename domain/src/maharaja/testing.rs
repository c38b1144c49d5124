//! Maharaja's test harness (feature `testing`): a small test board, a table builder that reaches
//! positions through real commands, and `given(events).when(command).then(events)` from
//! [`crate::testing`] with Maharaja's shorthands.

use std::sync::Arc;

use crate::bytes::Bytes32;
use crate::ids::{CityId, GameId, PlaceId, Seat, VillageId};
use crate::maharaja::{
    decide, Action, Board, Character, Command, Event, Game, GameOptions, Maharaja, PlayerCommand,
    SystemCommand,
};
use crate::testing::{Given, Then};

/// A 7-city test board with 14 villages.
pub const TINY_BOARD: &str = r#"{
  "id": "tiny", "name": "Tiny", "start": "start",
  "cities": [
    {"id": "agra", "name": "Agra", "home": "great_mogul"},
    {"id": "delhi", "name": "Delhi", "home": "merchant"},
    {"id": "jaipur", "name": "Jaipur", "home": "sadhu"},
    {"id": "udaipur", "name": "Udaipur", "home": "wandering_monk"},
    {"id": "surat", "name": "Surat", "home": "builder"},
    {"id": "patna", "name": "Patna", "home": "master_craftsman"},
    {"id": "varanasi", "name": "Varanasi", "home": "yogi"}
  ],
  "villages": [
    {"id": "v1"}, {"id": "v2"}, {"id": "v3"}, {"id": "v4"}, {"id": "v5"}, {"id": "v6"},
    {"id": "v7"}, {"id": "v8"}, {"id": "v9"}, {"id": "v10"}, {"id": "v11"}, {"id": "v12"},
    {"id": "v13"}, {"id": "v14"}
  ],
  "roads": [
    ["start", "v1", "agra"],
    ["start", "v2", "v3", "delhi"],
    ["agra", "v4", "delhi"],
    ["agra", "v5", "v6", "jaipur"],
    ["delhi", "v7", "jaipur"],
    ["jaipur", "v8", "udaipur"],
    ["udaipur", "v9", "v10", "surat"],
    ["surat", "v11", "patna"],
    ["patna", "v12", "varanasi"],
    ["varanasi", "v13", "agra"],
    ["start", "v14", "udaipur"]
  ]
}"#;

/// Governor track used by default: Agra is visited in round 1, Delhi in round 2, …
pub const TRACK: [&str; 7] = [
    "agra", "delhi", "jaipur", "udaipur", "surat", "patna", "varanasi",
];

/// The tiny board, parsed.
pub fn tiny_board() -> Arc<Board> {
    Arc::new(Board::from_json(TINY_BOARD).expect("the tiny board is valid"))
}

/// A city id.
pub fn city(id: &str) -> CityId {
    CityId::new(id)
}

/// A place id.
pub fn place(id: &str) -> PlaceId {
    PlaceId::new(id)
}

/// A village id.
pub fn village(id: &str) -> VillageId {
    VillageId::new(id)
}

/// The test games' id.
pub const GAME_ID: GameId = GameId([7; 16]);
/// The test games' seed.
pub const SEED: Bytes32 = Bytes32([42; 32]);

/// The nonce a seat's sealed values use in tests.
pub fn nonce(seat: u8) -> Bytes32 {
    Bytes32([seat + 100; 32])
}

/// `CreateGame` on the tiny board for players P0, P1, ….
pub fn create_command(players: usize, options: GameOptions) -> Command {
    Command::System(SystemCommand::CreateGame {
        game_id: GAME_ID,
        options,
        board: tiny_board(),
        player_names: (0..players).map(|i| format!("P{i}")).collect(),
        seed_commitment: crate::commitment::seed_commitment(GAME_ID, &SEED),
    })
}

/// A game built through real commands; each step must be legal.
#[derive(Clone)]
pub struct Table {
    /// The state.
    pub game: Game,
    /// Every event so far.
    pub events: Vec<Event>,
    /// Each seat's disc this round, once set.
    pub discs: Vec<Option<[Action; 2]>>,
}

impl Table {
    /// Created and started with fixed seating and the default track; no characters yet.
    #[track_caller]
    pub fn started(players: usize, options: GameOptions) -> Table {
        let mut table = Table {
            game: Game::default(),
            events: Vec::new(),
            discs: vec![None; players],
        };
        table.apply(create_command(players, options));
        table.system(SystemCommand::StartGame {
            seed: SEED,
            fixed_seating: true,
            governors: Some(TRACK.iter().map(|c| city(c)).collect()),
        });
        table
    }

    /// Started, with these characters chosen by seats 0, 1, … .
    #[track_caller]
    pub fn with_characters(characters: &[Character]) -> Table {
        Table::with_options(characters, GameOptions::default())
    }

    /// Started with `options`, with these characters chosen by seats 0, 1, … .
    #[track_caller]
    pub fn with_options(characters: &[Character], options: GameOptions) -> Table {
        let mut table = Table::started(characters.len(), options);
        for (i, c) in characters.iter().enumerate() {
            table.play(i as u8, PlayerCommand::ChooseCharacter { character: *c });
        }
        table
    }

    /// Initial houses placed in the given villages, in placement order (character order, one
    /// per pass); round 1 starts.
    #[track_caller]
    pub fn houses(mut self, villages: &[&str]) -> Table {
        for v in villages {
            let seat = self.game.next_house_placer().expect("placing houses");
            self.play(
                seat.0,
                PlayerCommand::PlaceHouse {
                    village: village(v),
                },
            );
        }
        self
    }

    /// Standard opening for round 1: every seat places 4 houses on a path network that joins
    /// all cities (v1…v14 twice as needed), round 1 begins in Agra.
    #[track_caller]
    pub fn round_one(characters: &[Character]) -> Table {
        let n = characters.len();
        let all = [
            "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14",
        ];
        let spots: Vec<&str> = if n == 2 {
            all.iter().take(8).copied().collect()
        } else {
            all.iter().chain(all.iter()).take(4 * n).copied().collect()
        };
        Table::with_characters(characters).houses(&spots)
    }

    /// Every seat sets its disc; the first turn's disc is revealed.
    #[track_caller]
    pub fn discs(mut self, discs: &[[Action; 2]]) -> Table {
        for (i, actions) in discs.iter().enumerate() {
            self.play(
                i as u8,
                PlayerCommand::SetDisc {
                    actions: *actions,
                    nonce: nonce(i as u8),
                },
            );
            self.discs[i] = Some(*actions);
        }
        self.reveal();
        self
    }

    /// Reveals the pending disc, if the game waits for one.
    #[track_caller]
    pub fn reveal(&mut self) {
        if let Some(seat) = self.game.pending_reveal() {
            let actions = self.discs[seat.index()].expect("disc set");
            self.system(SystemCommand::RevealDisc {
                seat,
                actions,
                nonce: nonce(seat.0),
            });
        }
    }

    /// A player's command; must be legal.
    #[track_caller]
    pub fn play(&mut self, seat: u8, command: PlayerCommand) -> Vec<Event> {
        self.apply(Command::player(Seat(seat), command))
    }

    /// A system command; must be legal.
    #[track_caller]
    pub fn system(&mut self, command: SystemCommand) -> Vec<Event> {
        self.apply(Command::System(command))
    }

    /// Any command; must be legal.
    #[track_caller]
    pub fn apply(&mut self, command: Command) -> Vec<Event> {
        let events =
            decide(&self.game, &command).unwrap_or_else(|v| panic!("{command:?} was refused: {v}"));
        for e in &events {
            self.game.apply(e);
        }
        self.events.extend(events.clone());
        events
    }

    /// Adds a fact directly (to reach a position quickly).
    pub fn fact(mut self, event: Event) -> Table {
        self.game.apply(&event);
        self.events.push(event);
        self
    }

    /// Ends the active turn and reveals the next disc.
    #[track_caller]
    pub fn end_turn(&mut self) -> Vec<Event> {
        let seat = self.game.active_seat().expect("a turn runs");
        let events = self.play(seat.0, PlayerCommand::EndTurn);
        self.reveal();
        events
    }

    /// A seat's gold.
    pub fn gold(&self, seat: u8) -> u32 {
        self.game.player(Seat(seat)).unwrap().gold.0
    }
}

/// The governor track as (slot 1–17, city id), bottom first.
pub fn track(game: &Game) -> Vec<(u8, String)> {
    game.governors()
        .into_iter()
        .map(|(s, c)| (s, c.to_string()))
        .collect()
}

/// given(events): the history (Maharaja's).
pub fn given(events: Vec<Event>) -> Given<Maharaja> {
    crate::testing::given::<Maharaja>(&events)
}

/// Maharaja's shorthand for a player's command.
pub trait WhenPlayer {
    /// when(the player at `seat` issues `command`).
    fn when_player(self, seat: u8, command: PlayerCommand) -> Then<Maharaja>;
}

impl WhenPlayer for Given<Maharaja> {
    fn when_player(self, seat: u8, command: PlayerCommand) -> Then<Maharaja> {
        self.when(Command::player(Seat(seat), command))
    }
}
