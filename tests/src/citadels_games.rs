//! Citadels games for tests, made through the real store: dealt from a fixed seed and started at
//! once (no contributions unless a test gives them: the deal the tests read), the players'
//! browsers signed in by their personal links, and the referee's table as the server holds it.

use durbar_api::store::{Deadlines, NewCitadels, NewPlayer, PlayerLink, Store};
use durbar_domain::citadels::{Citadels, Options, Table};
use durbar_domain::{Bytes32, GameId};

use crate::browser::Browser;
use crate::TestApp;

/// A Citadels game to create for a test; `DealtGame::new(…).create(store)` makes it.
pub struct DealtGame {
    title: String,
    names: Vec<String>,
    options: Options,
    seed: Bytes32,
    private: bool,
    deadlines: Deadlines,
    contributions: Option<Vec<Bytes32>>,
}

impl DealtGame {
    /// The first game's set for `names` (2–8 players), titled `title`, dealt from `seed`.
    pub fn new(title: &str, names: &[&str], seed: Bytes32) -> Self {
        let players = u8::try_from(names.len()).expect("a handful of players");
        DealtGame {
            title: title.into(),
            names: names.iter().map(|name| name.to_string()).collect(),
            options: Options::first_game(players),
            seed,
            private: false,
            deadlines: Deadlines::default(),
            contributions: Some(Vec::new()),
        }
    }

    /// With these options (their player count must match the names).
    pub fn options(mut self, options: Options) -> Self {
        assert_eq!(usize::from(options.players), self.names.len());
        self.options = options;
        self
    }

    /// A private game (its record is not public once over).
    pub fn private(mut self, private: bool) -> Self {
        self.private = private;
        self
    }

    /// With these deadlines.
    pub fn deadlines(mut self, deadlines: Deadlines) -> Self {
        self.deadlines = deadlines;
        self
    }

    /// With these players' random contributions (in seat order).
    pub fn contributions(mut self, contributions: Vec<Bytes32>) -> Self {
        self.contributions = Some(contributions);
        self
    }

    /// Not started: the game waits in its lobby for every player's join (C2).
    pub fn waiting(mut self) -> Self {
        self.contributions = None;
        self
    }

    /// The game created and started (unless [`DealtGame::waiting`]): its id and each player's
    /// personal link, in seat order.
    pub async fn create(self, store: &Store) -> (GameId, Vec<PlayerLink>) {
        let players = self
            .names
            .iter()
            .map(|name| NewPlayer {
                name: name.clone(),
                email: email_of(name),
            })
            .collect();
        store
            .create_citadels_with(
                NewCitadels {
                    title: self.title,
                    private: self.private,
                    options: self.options,
                    players,
                    seed: Some(self.seed),
                    lang: durbar_templates::Lang::En,
                    contributions: self.contributions,
                },
                &self.deadlines,
                |_, _, _| Ok(Vec::new()),
            )
            .await
            .expect("the game is created")
    }

    /// The game created and started: its id and each player's browser, signed in by their
    /// personal link.
    pub async fn signed_in(self, app: &TestApp) -> (GameId, Vec<Browser>) {
        let (game, links) = self.create(&app.store).await;
        (game, signed_in(app, &links).await)
    }
}

/// A player's address: the name in lower case, its Czech accents dropped, at example.test.
pub fn email_of(name: &str) -> String {
    let local: String = name
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' => 'a',
            'č' => 'c',
            'ď' => 'd',
            'é' | 'ě' => 'e',
            'í' => 'i',
            'ň' => 'n',
            'ó' => 'o',
            'ř' => 'r',
            'š' => 's',
            'ť' => 't',
            'ú' | 'ů' => 'u',
            'ý' => 'y',
            'ž' => 'z',
            ' ' => '.',
            other => other,
        })
        .collect();
    format!("{local}@example.test")
}

/// A browser per link, signed in by following it.
pub async fn signed_in(app: &TestApp, links: &[PlayerLink]) -> Vec<Browser> {
    let mut browsers = Vec::new();
    for link in links {
        let mut browser = Browser::new(app);
        let url = format!("{}/p/{}", app.address, link.token);
        assert_eq!(browser.follow(&url).await.status, 303, "{url} signs in");
        browsers.push(browser);
    }
    browsers
}

/// The referee's table as the server holds it.
pub async fn table(store: &Store, game: GameId) -> Table {
    (*store.load_as::<Citadels>(game).await.unwrap().game).clone()
}
