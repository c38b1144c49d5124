//! Creating games and players joining them: the seed drawn and committed to, personal link
//! tokens (only their SHA-256 stored), public contributions, and the start once all joined.

use std::sync::Arc;

use durbar_domain::maharaja::{
    seed_commitment, Board, Bytes32, Command, GameId, GameOptions, Phase, SystemCommand,
};
use sha2::{Digest, Sha256};

use durbar_domain::citadels::{self, Citadels};
use durbar_domain::maharaja::Maharaja;
use durbar_domain::Rules;

use super::append::{append, Appended};
use super::execute::Executed;
use super::kinds::StoredKind;
use super::load::Loaded;
use super::{game_uuid, Store, StoreError};
use crate::audit::chain::GENESIS;
use crate::secrets::random_bytes;

/// A player the host invites.
#[derive(Debug, Clone)]
pub struct NewPlayer {
    /// The name shown to everyone (it enters the events).
    pub name: String,
    /// Where mail goes (it never enters the events).
    pub email: String,
}

/// The mail a new game sends as it is written (its invitations), made from the game's id, its
/// players' links (bots' too: it must make none for them) and its head (seq, hash), and written
/// to the outbox in the game's own transaction.
pub trait CreationMails:
    FnOnce(
    GameId,
    &[PlayerLink],
    (u64, crate::audit::chain::Hash),
) -> anyhow::Result<Vec<durbar_mailer::OutgoingMail>>
{
}

impl<F> CreationMails for F where
    F: FnOnce(
        GameId,
        &[PlayerLink],
        (u64, crate::audit::chain::Hash),
    ) -> anyhow::Result<Vec<durbar_mailer::OutgoingMail>>
{
}

/// A seat the host filled with one of the engine's bots (`Rules::bot_names()`): it has no
/// email, no link and gets no mail; the bot worker (`turn_mail::bots`) moves for it.
#[derive(Debug, Clone)]
pub struct NewBot {
    /// The name shown to everyone (it enters the events), saying it is a bot: "Greedy bot 1
    /// (bot)" in the game's language.
    pub name: String,
    /// The bot, by its engine name (`"greedy"`, `"random"`).
    pub kind: &'static str,
}

/// Seats `bots` after `players` (the last seats, in the host's order, with no email); which bot
/// plays each seat, none for a person.
fn seat_bots(players: &mut Vec<NewPlayer>, bots: Vec<NewBot>) -> Vec<Option<&'static str>> {
    let mut kinds = vec![None; players.len()];
    for bot in bots {
        players.push(NewPlayer {
            name: bot.name,
            email: String::new(),
        });
        kinds.push(Some(bot.kind));
    }
    kinds
}

/// A game as the host asks for it.
#[derive(Debug, Clone)]
pub struct NewGame {
    /// A title for pages and mail subjects.
    pub title: String,
    /// Whether the export stays restricted to the players after the end.
    pub private: bool,
    /// Rule options.
    pub options: GameOptions,
    /// The board the game is played on (event 1 carries it whole).
    pub board: Arc<Board>,
    /// The players, the host first.
    pub players: Vec<NewPlayer>,
    /// The game's language: its mail's until a player picks their own.
    pub lang: durbar_templates::Lang,
}

/// A Citadels game as the host asks for it.
#[derive(Debug, Clone)]
pub struct NewCitadels {
    /// A title for pages and mail subjects.
    pub title: String,
    /// Whether the export stays restricted to the players after the end.
    pub private: bool,
    /// The player count and the characters and unique districts in play.
    pub options: citadels::Options,
    /// The players, the host first (seat = the host's order).
    pub players: Vec<NewPlayer>,
    /// The seed, sealed until the end: `None` draws it from the OS generator (the web form
    /// always does); a fixed one serves tests that need the same deal twice.
    pub seed: Option<Bytes32>,
    /// `None` (the web form): the game waits until every player has joined with their own
    /// random contribution (C2, see `store::lobby`). `Some` (tests and tools that need a fixed
    /// deal): it starts at once with these, one per seat or none at all.
    pub contributions: Option<Vec<Bytes32>>,
    /// The game's language: its mail's, until a player picks their own.
    pub lang: durbar_templates::Lang,
}

/// What every new game's row holds.
struct Header<'a> {
    game: GameId,
    seed: Bytes32,
    title: &'a str,
    private: bool,
    players: &'a [NewPlayer],
    /// Per player (same order): the bot that plays the seat, if any.
    bots: &'a [Option<&'static str>],
    lang: durbar_templates::Lang,
    /// What event 1 will say, for a game that waits for its players before it (Citadels).
    lobby: Option<serde_json::Value>,
}

/// A player's personal link token: shown once (emailed), signed and never stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerLink {
    /// The player's index (the host's order).
    pub player: u8,
    /// [`super::SIGNED_TOKEN_LEN`] hex characters.
    pub token: String,
}

/// The SHA-256 of a link token, as stored for the 64-hex links made before links were signed.
pub fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// A fresh 256-bit link token.
pub fn new_token() -> String {
    hex::encode(random_bytes::<32>())
}

impl Store {
    /// Creates a game: draws its id and seed, commits to the seed in the first event, stores the
    /// players. Returns the game id and each player's (signed) link token.
    pub async fn create_game(&self, new: NewGame) -> Result<(GameId, Vec<PlayerLink>), StoreError> {
        self.create_game_with(new, &super::players::Deadlines::default(), |_, _, _| {
            Ok(Vec::new())
        })
        .await
    }

    /// [`Store::create_game`] with the game's deadlines, and the mail `mails` makes from the new
    /// game's id, links and head (seq, hash) written to the outbox in the same transaction (the
    /// invitations).
    pub async fn create_game_with(
        &self,
        new: NewGame,
        deadlines: &super::players::Deadlines,
        mails: impl CreationMails,
    ) -> Result<(GameId, Vec<PlayerLink>), StoreError> {
        self.create_game_with_bots(new, Vec::new(), deadlines, mails)
            .await
    }

    /// [`Store::create_game_with`] with `bots` seated after the players (in the host's order,
    /// so they are the last players): their rows say which bot plays them, they have no email
    /// and `mails` gets their links too (it must make no mail of them). The bot worker joins
    /// them (`turn_mail::bots`).
    pub async fn create_game_with_bots(
        &self,
        mut new: NewGame,
        bots: Vec<NewBot>,
        deadlines: &super::players::Deadlines,
        mails: impl CreationMails,
    ) -> Result<(GameId, Vec<PlayerLink>), StoreError> {
        let kinds = seat_bots(&mut new.players, bots);
        let game = GameId(random_bytes::<16>());
        let seed = Bytes32(random_bytes::<32>());
        let commitment = seed_commitment(game, &seed);
        let command = Command::System(SystemCommand::CreateGame {
            game_id: game,
            options: new.options,
            board: new.board.clone(),
            player_names: new.players.iter().map(|p| p.name.clone()).collect(),
            seed_commitment: commitment,
        });
        let events =
            durbar_domain::maharaja::decide(&durbar_domain::maharaja::Game::default(), &command)
                .map_err(StoreError::Rule)?;
        let chained = super::append::links::<Maharaja>(game, (0, GENESIS), &events);
        let header = Header {
            game,
            seed,
            title: &new.title,
            private: new.private,
            players: &new.players,
            bots: &kinds,
            lang: new.lang,
            lobby: None,
        };
        let created = self
            .insert_game(header, chained, &[], deadlines, mails)
            .await?;
        if kinds.iter().any(Option::is_some) {
            // Wakes the bot worker to join them.
            self.players_changed(game);
        }
        Ok(created)
    }

    /// Creates a Citadels game: its row, its players and links, and the mail `mails` makes (the
    /// invitations), in one transaction. It waits for every player to join with their random
    /// contribution and starts on the last join (`store::lobby`, C2), unless `new.contributions`
    /// gives them: then its first events and their escrow are written at once.
    pub async fn create_citadels_with(
        &self,
        new: NewCitadels,
        deadlines: &super::players::Deadlines,
        mails: impl CreationMails,
    ) -> Result<(GameId, Vec<PlayerLink>), StoreError> {
        self.create_citadels_with_bots(new, Vec::new(), deadlines, mails)
            .await
    }

    /// [`Store::create_citadels_with`] with `bots` seated after the players (the last seats;
    /// `new.options` counts them): their rows say which bot plays them, they have no email and
    /// `mails` gets their links too (it must make no mail of them). The bot worker joins them
    /// (`turn_mail::bots`), which it is woken for at once.
    pub async fn create_citadels_with_bots(
        &self,
        mut new: NewCitadels,
        bots: Vec<NewBot>,
        deadlines: &super::players::Deadlines,
        mails: impl CreationMails,
    ) -> Result<(GameId, Vec<PlayerLink>), StoreError> {
        let kinds = seat_bots(&mut new.players, bots);
        let game = GameId(random_bytes::<16>());
        let seed = new.seed.unwrap_or_else(|| Bytes32(random_bytes::<32>()));
        let (chained, escrow, lobby) = match new.contributions {
            Some(contributions) => {
                let command = super::lobby::start_command(game, &new.options, seed, contributions);
                let events = Citadels::decide(&citadels::Table::default(), &command)
                    .map_err(|violation| Citadels::refused(violation, false))?;
                let escrow = Citadels::sealed_by(&command, &events);
                let chained = super::append::links::<Citadels>(game, (0, GENESIS), &events);
                (chained, escrow, None)
            }
            None => {
                citadels::check_options(&new.options)
                    .map_err(|violation| Citadels::refused(violation, false))?;
                (
                    Vec::new(),
                    Vec::new(),
                    Some(super::lobby::lobby_of(&new.options)),
                )
            }
        };
        let header = Header {
            game,
            seed,
            title: &new.title,
            private: new.private,
            players: &new.players,
            bots: &kinds,
            lang: new.lang,
            lobby,
        };
        let created = self
            .insert_game(header, chained, &escrow, deadlines, mails)
            .await?;
        if kinds.iter().any(Option::is_some) {
            self.players_changed(game);
        }
        Ok(created)
    }

    /// Writes a new game: its row, its players, its first events (`chained`) with `escrow`, its
    /// deadlines and the mail `mails` makes, in one transaction.
    async fn insert_game(
        &self,
        header: Header<'_>,
        chained: Vec<crate::audit::chain::Link>,
        escrow: &[durbar_domain::Sealed],
        deadlines: &super::players::Deadlines,
        mails: impl CreationMails,
    ) -> Result<(GameId, Vec<PlayerLink>), StoreError> {
        let Header {
            game,
            seed,
            title,
            private,
            players,
            bots,
            lang,
            lobby,
        } = header;
        let commitment = seed_commitment(game, &seed);
        let link_key = self.link_key().await?;
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        tx.execute(
            "INSERT INTO games (game_id, seed_commitment, seed, title, private, lang, lobby)
             VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb)",
            &[
                &game_uuid(game),
                &commitment.0.as_slice(),
                &seed.0.as_slice(),
                &title,
                &private,
                &lang.code(),
                &lobby.map(|l| l.to_string()),
            ],
        )
        .await?;
        let mut links = Vec::with_capacity(players.len());
        for (index, player) in players.iter().enumerate() {
            let token = link_key.sign_now(game, index as u8, 0);
            tx.execute(
                "INSERT INTO players (game_id, player_index, display_name, email, is_host, bot)
                 VALUES ($1, $2, $3, $4, $5, $6)",
                &[
                    &game_uuid(game),
                    &(index as i16),
                    &player.name,
                    &player.email,
                    &(index == 0),
                    &bots.get(index).copied().flatten(),
                ],
            )
            .await?;
            links.push(PlayerLink {
                player: index as u8,
                token,
            });
        }
        let no_side_writes = super::side_writes::SideWrites::default();
        let head = if chained.is_empty() {
            // A game waiting in its lobby: no event yet.
            (0, GENESIS)
        } else {
            match append(&tx, game, chained, escrow, None, &no_side_writes, false).await? {
                Appended::Done(appended) => appended
                    .last()
                    .map_or((0, GENESIS), |link| (link.seq, link.hash)),
                Appended::Conflict | Appended::KeySeen => {
                    return Err(StoreError::Database(anyhow::anyhow!(
                        "a new game id collided"
                    )))
                }
            }
        };
        super::players::write_deadlines(&tx, game, deadlines).await?;
        for mail in mails(game, &links, head)? {
            durbar_mailer::enqueue(&*tx, &mail)
                .await
                .map_err(|error| StoreError::Database(error.into()))?;
        }
        durbar_mailer::wake_workers(&*tx).await?;
        tx.commit().await?;
        Ok((game, links))
    }

    /// Records a player's public random contribution; once every player has contributed, the
    /// seed is revealed and the game starts (seating and governors drawn).
    pub async fn join(
        &self,
        game: GameId,
        player: u8,
        contribution: Bytes32,
    ) -> Result<Executed, StoreError> {
        let command = Command::System(SystemCommand::AddContribution {
            player,
            contribution,
        });
        let joined = self.execute(game, &command, None).await?;
        Ok(self.start_if_ready(game).await?.unwrap_or(joined))
    }

    /// [`Store::join`] with the player's device key, registered before the contribution.
    pub async fn join_with_key(
        &self,
        game: GameId,
        player: u8,
        contribution: Bytes32,
        key: Option<durbar_domain::PublicKey>,
    ) -> Result<Executed, StoreError> {
        let Some(key) = key else {
            return self.join(game, player, contribution).await;
        };
        let commands = [
            Command::System(SystemCommand::RegisterKey { player, key }),
            Command::System(SystemCommand::AddContribution {
                player,
                contribution,
            }),
        ];
        let joined = self.execute_all(game, &commands, None).await?;
        Ok(self.start_if_ready(game).await?.unwrap_or(joined))
    }

    /// Starts the game if every player has contributed and it has not started yet.
    pub async fn start_if_ready(&self, game: GameId) -> Result<Option<Executed>, StoreError> {
        let loaded: Loaded = self.load(game).await?;
        let ready = loaded.game.phase() == Phase::Setup
            && loaded.game.contributions().iter().all(Option::is_some);
        if !ready {
            return Ok(None);
        }
        let client = self.pool.get().await?;
        let row = client
            .query_one(
                "SELECT seed FROM games WHERE game_id = $1",
                &[&game_uuid(game)],
            )
            .await?;
        let seed: Vec<u8> = row.get(0);
        let seed = Bytes32(seed.try_into().map_err(|_| StoreError::Corrupt {
            seq: 0,
            reason: "seed".into(),
        })?);
        let start = Command::System(SystemCommand::StartGame {
            seed,
            fixed_seating: false,
            governors: None,
        });
        match self.execute(game, &start, Some(loaded.seq)).await {
            Ok(executed) => Ok(Some(executed)),
            // Someone else started it a moment ago.
            Err(StoreError::MovedOn(_)) => Ok(None),
            Err(error) => Err(error),
        }
    }
}
