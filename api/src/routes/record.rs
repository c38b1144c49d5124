//! What the read-only game pages share (watch, log, replay, result, export, verify): who may
//! read a game, the navigation between its pages and the answer as HTML.
//!
//! Access: a private game is readable only by its players (anyone else gets the same 404 as for
//! a game that does not exist); a public game's pages are open to anyone — they show public
//! information only. The export (and the verify button) of a public game is open to its players
//! during the game and to anyone once it is over (design.md, Audit).

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::{HttpRequest, HttpResponse};
use durbar_domain::citadels::Citadels;
use durbar_domain::maharaja::{GameId, Phase, Seat};
use durbar_domain::{GameKind, Rules};
use durbar_templates::record::{CitadelsLogged, GameNav, Head, LoggedEvent};
use durbar_templates::rules::RulesGame;
use durbar_templates::Words;

use crate::http_error::{Counted, HttpError, Reason};
use crate::store::{GameRecord, Loaded, Store, StoreError};
use crate::web::{viewer_of, PageLang, PlayerAccess};

/// A game's state folded for reading, of whichever kind it is.
pub enum Folded {
    /// A Maharaja game.
    Maharaja(Loaded),
    /// A Citadels game (the referee's fold: pages show only its public view).
    Citadels(Loaded<Citadels>),
}

/// A game opened for reading.
pub struct Reading {
    /// The game.
    pub game: GameId,
    /// Its folded state and head.
    pub folded: Folded,
    /// Its title and privacy.
    pub record: GameRecord,
    /// The visitor, if they are a player of this game.
    pub player: Option<PlayerAccess>,
    /// The words of the pages: the language chosen with the switch, else a signed-in player's
    /// own (their mail's), else the one the browser asks for.
    pub w: Words,
}

impl Reading {
    /// Opens the game named in the path for this request, or answers 404 (no such game, or a
    /// private game and the visitor is not one of its players: the same sentence for both,
    /// whatever the game's kind).
    pub async fn open(req: &HttpRequest, store: &Store, id: &str) -> Result<Self, HttpError> {
        let not_found = || HttpError::NotFound(Reason::NoSuchGameAddress);
        let missing = |error: StoreError| match error {
            StoreError::NotFound | StoreError::OtherKind(_) => not_found(),
            other => other.into(),
        };
        let game = durbar_domain::parse_hex::<16>(id)
            .map(GameId)
            .map_err(|_| not_found())?;
        let record = store.game_record(game).await.map_err(missing)?;
        let player = viewer_of(req, store, game).await?;
        if record.private && player.is_none() {
            return Err(not_found());
        }
        let folded = match store.kind(game).await.map_err(missing)? {
            GameKind::Maharaja => Folded::Maharaja(store.load(game).await.map_err(missing)?),
            GameKind::Citadels => Folded::Citadels(store.load_as(game).await.map_err(missing)?),
        };
        let lang = PageLang::of(req);
        let own = match &player {
            Some(access) => crate::turn_mail::settings_form(store, game, access.player_index)
                .await?
                .map(|settings| settings.lang),
            None => None,
        };
        let w = Words::new(own.map_or_else(|| lang.visitor(), |own| lang.player(own)));
        Ok(Self {
            game,
            folded,
            record,
            player,
            w,
        })
    }

    /// The Maharaja game, if it is one.
    pub fn maharaja(&self) -> Option<&Loaded> {
        match &self.folded {
            Folded::Maharaja(loaded) => Some(loaded),
            Folded::Citadels(_) => None,
        }
    }

    /// The seq the state was folded to.
    pub fn seq(&self) -> u64 {
        match &self.folded {
            Folded::Maharaja(loaded) => loaded.seq,
            Folded::Citadels(loaded) => loaded.seq,
        }
    }

    /// The kind of game.
    pub fn kind(&self) -> GameKind {
        match &self.folded {
            Folded::Maharaja(_) => GameKind::Maharaja,
            Folded::Citadels(_) => GameKind::Citadels,
        }
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        match &self.folded {
            Folded::Maharaja(loaded) => loaded.game.phase() == Phase::Over,
            Folded::Citadels(loaded) => Citadels::is_over(&loaded.game),
        }
    }

    /// Whether this visitor may download the export (and have it verified).
    pub fn may_export(&self) -> bool {
        self.player.is_some() || (!self.record.private && self.over())
    }

    /// Refuses the export to a visitor who may not have it.
    pub fn require_export(&self) -> Result<(), HttpError> {
        if self.may_export() {
            Ok(())
        } else {
            Err(HttpError::Forbidden(Reason::ExportWhileRunning))
        }
    }

    /// The visitor's seat, if they are a seated player.
    pub fn you(&self) -> Option<Seat> {
        self.player.as_ref().and_then(|p| p.seat)
    }

    /// The navigation of a page.
    pub fn nav(&self, current: &'static str) -> GameNav {
        GameNav {
            game_id: self.game.to_string(),
            title: self.record.title.clone(),
            current,
            can_export: self.may_export(),
            is_player: self.player.is_some(),
            over: self.over(),
            rules: match &self.folded {
                Folded::Maharaja(_) => RulesGame::Maharaja.path(),
                Folded::Citadels(_) => RulesGame::Citadels.path(),
            },
        }
    }

    /// The head of the log.
    pub fn head(&self) -> Head {
        let (seq, hash) = match &self.folded {
            Folded::Maharaja(loaded) => (loaded.seq, loaded.head),
            Folded::Citadels(loaded) => (loaded.seq, loaded.head),
        };
        Head {
            seq,
            hash: hex::encode(hash),
        }
    }

    /// The events of a Maharaja game up to the head the state was folded to.
    pub async fn events(&self, store: &Store) -> Result<Vec<LoggedEvent>, HttpError> {
        let stored = store.events(self.game, 0, self.seq()).await?;
        Ok(stored
            .into_iter()
            .map(|e| LoggedEvent {
                seq: e.seq,
                hash: hex::encode(e.hash),
                event: e.event,
            })
            .collect())
    }

    /// The players' names in the host's order (a Citadels game seats them so).
    pub async fn names(&self, store: &Store) -> Result<Vec<String>, HttpError> {
        Ok(store
            .players(self.game)
            .await?
            .into_iter()
            .map(|p| p.name)
            .collect())
    }

    /// The visitor's seat in a Citadels game (its seats are the host's order).
    pub fn citadels_seat(&self) -> Option<Seat> {
        self.player.as_ref().map(|p| Seat(p.player_index))
    }

    /// The events of a Citadels game up to the head the state was folded to, with the
    /// players' names by seat.
    pub async fn citadels_events(
        &self,
        store: &Store,
    ) -> Result<(Vec<CitadelsLogged>, Vec<String>), HttpError> {
        let stored = store
            .stored_as::<Citadels>(self.game, 0, self.seq())
            .await?;
        let names = self.names(store).await?;
        let events = stored
            .into_iter()
            .map(|e| CitadelsLogged {
                seq: e.seq,
                hash: hex::encode(e.hash),
                event: e.event.event,
            })
            .collect();
        Ok((events, names))
    }
}

/// A page of a game: HTML, revalidated on every visit (a game moves on), never stored by
/// shared caches.
pub fn page(html: String) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header(CacheControl(vec![
            CacheDirective::Private,
            CacheDirective::NoCache,
        ]))
        .content_type("text/html; charset=utf-8")
        .body(html)
}

/// A whole number from a query parameter; empty or absent is `None`.
pub fn number(value: Option<&str>, what: Counted) -> Result<Option<usize>, HttpError> {
    match value.map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => text.parse().map(Some).map_err(|_| {
            HttpError::BadRequest(Reason::NotWholeNumber {
                what,
                text: text.to_owned(),
            })
        }),
    }
}
