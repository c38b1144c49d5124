//! The game page of a signed-in player, and what it and the JSON API share: the player's state
//! with their unfinished steps applied, their view (never the referee's), their legal moves and
//! their own sealed disc.

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::http::StatusCode;
use actix_web::HttpResponse;
use durbar_domain::maharaja::{
    cheapest_path, decide, legal_moves, view, CityId, Command, DiscState, Game, GameId, Id, Phase,
    PlayerCommand, RuleViolation, Seat, View, Viewer,
};
use durbar_templates::catalogue::maharaja::violation::{violation, Table};
use durbar_templates::play::{
    FormError, GameInput, GamePage, HostPlayer, MailLag, Me, OwnDisc, TravelPreview,
};
use durbar_templates::{board_figure, BoardSvgOptions, Template, VillageLinks, Words};

use super::draft::{self, Checked};
use super::page_cache::{KeptPage, PageKey};
use super::{guard, GameFacts, PlayerAccess, WebConfig};
use crate::http_error::{HttpError, Reason};
use crate::store::{Loaded, Store, TurnDraft};

/// A player's current state: the stored game, and the game after their unfinished steps.
pub struct PlayerState {
    /// The stored game.
    pub loaded: Loaded,
    /// The player's seat, once drawn.
    pub seat: Option<Seat>,
    /// The game after the player's unfinished steps (the stored game if none).
    pub state: Arc<Game>,
    /// The unfinished steps (empty if none).
    pub draft: Vec<PlayerCommand>,
    /// Whether a stored draft was dropped (the game moved on), and the rule it broke then, if
    /// the engine named one.
    pub dropped: Option<Option<RuleViolation>>,
}

impl PlayerState {
    /// Loads the game and the player's draft; a draft that no longer applies is deleted.
    pub async fn load(
        store: &Store,
        game: GameId,
        access: &PlayerAccess,
    ) -> Result<PlayerState, HttpError> {
        let loaded = store.load(game).await?;
        let seat = access.seat.or_else(|| {
            loaded
                .game
                .seat_players()
                .iter()
                .position(|p| *p == access.player_index)
                .map(|s| Seat(s as u8))
        });
        let mut state = PlayerState {
            state: loaded.game.clone(),
            loaded,
            seat,
            draft: Vec::new(),
            dropped: None,
        };
        let Some(seat) = seat else {
            return Ok(state);
        };
        if !draft::building(&state.loaded.game, seat) {
            return Ok(state);
        }
        let stored = store.draft(game, access.player_index).await?;
        match draft::check(&state.loaded.game, seat, stored.as_ref()) {
            Checked::None => {}
            Checked::Applies(after) => {
                state.state = Arc::new(*after);
                state.draft = stored.map(|d| d.commands).unwrap_or_default();
            }
            Checked::Stale(reason) => {
                store.clear_draft(game, access.player_index).await?;
                state.dropped = Some(reason);
            }
        }
        Ok(state)
    }

    /// Why the player's unfinished steps were dropped, in `w`'s words (`None` if they were not).
    pub fn dropped_sentence(&self, w: Words) -> Option<String> {
        let reason = self.dropped.as_ref()?;
        let table = Table::of(&self.loaded.game);
        Some(dropped(w, reason.as_ref(), &table))
    }

    /// The player's view of the state after their unfinished steps.
    pub fn view(&self) -> View {
        match self.seat {
            Some(seat) => view(&self.state, Viewer::Seat(seat)),
            None => view(&self.state, Viewer::Spectator),
        }
    }

    /// The player's legal moves now.
    pub fn legal(&self) -> Vec<PlayerCommand> {
        let Some(seat) = self.seat else {
            return Vec::new();
        };
        legal_moves(&self.state, seat)
            .into_iter()
            .filter_map(|c| match c {
                Command::Player { command, .. } => Some(command),
                Command::System(_) => None,
            })
            .collect()
    }

    /// The draft as stored, with a new list of steps.
    pub fn draft_with(&self, commands: Vec<PlayerCommand>) -> TurnDraft {
        TurnDraft {
            round: self.loaded.game.round(),
            seq: self.loaded.seq,
            commands,
        }
    }

    /// The player's own committed disc this round, from escrow.
    pub async fn own_disc(
        &self,
        store: &Store,
        game: GameId,
    ) -> Result<Option<OwnDisc>, HttpError> {
        let Some(seat) = self.seat else {
            return Ok(None);
        };
        if self.loaded.game.phase() != Phase::Discs {
            return Ok(None);
        }
        let Some(DiscState::Committed { commitment, .. }) =
            self.loaded.game.player(seat).map(|p| p.disc)
        else {
            return Ok(None);
        };
        Ok(store
            .disc_opening(game, &commitment)
            .await?
            .map(|(actions, nonce)| OwnDisc {
                actions,
                commitment,
                nonce,
            }))
    }
}

/// What else the page shows besides the state.
#[derive(Debug, Default, Clone)]
pub struct Extras {
    /// A refused step.
    pub error: Option<FormError>,
    /// What a form just did, to confirm it.
    pub notice: Option<durbar_templates::play::Done>,
    /// A proposed trip: the destination's id.
    pub travel: Option<String>,
    /// A village clicked on the board.
    pub village: Option<String>,
}

impl Extras {
    /// Nothing extra: the page shows the game as stored.
    fn is_plain(&self) -> bool {
        self.error.is_none()
            && self.notice.is_none()
            && self.travel.is_none()
            && self.village.is_none()
    }
}

/// The shared pieces a page needs.
pub struct PageContext<'a> {
    /// The store.
    pub store: &'a Store,
    /// Facts cache.
    pub facts: &'a GameFacts,
    /// Web settings.
    pub config: &'a WebConfig,
    /// The languages the request's pages may be shown in.
    pub lang: super::PageLang,
}

/// The words of a player's own pages: their own language (the one of their mail), unless the
/// switch chose another; the visitor's when they have none.
fn own_words(ctx: &PageContext<'_>, own: Option<durbar_templates::Lang>) -> Words {
    Words::new(match own {
        Some(lang) => ctx.lang.player(lang),
        None => ctx.lang.visitor(),
    })
}

/// The words of `access`'s player's own pages of `game` (see [`own_words`]).
pub async fn player_words(
    ctx: &PageContext<'_>,
    game: GameId,
    access: &PlayerAccess,
) -> Result<Words, HttpError> {
    let settings = ctx
        .facts
        .mail_settings(ctx.store, game, access.player_index)
        .await?;
    Ok(own_words(ctx, settings.map(|s| s.lang)))
}

/// Why a player's unfinished steps were dropped, in `w`'s words.
fn dropped(w: Words, reason: Option<&RuleViolation>, table: &Table) -> String {
    match reason {
        Some(v) => w
            .m("draft-dropped-because")
            .s("reason", violation(w, v, table))
            .to_string(),
        None => w.t("draft-dropped"),
    }
}

/// Renders the game page of a signed-in player with `status` (200, or 4xx with a refused step).
pub async fn player_page(
    ctx: &PageContext<'_>,
    game: GameId,
    access: &PlayerAccess,
    extras: Extras,
    status: StatusCode,
) -> Result<HttpResponse, HttpError> {
    if ctx.store.kind(game).await? == durbar_domain::GameKind::Citadels {
        let loaded: crate::store::Loaded<durbar_domain::citadels::Citadels> =
            ctx.store.load_as(game).await?;
        if loaded.seq == 0 {
            let kind = durbar_domain::GameKind::Citadels;
            return super::lobby::page(ctx, game, kind, access, extras.error, status).await;
        }
        return super::citadels::page(ctx, game, access, extras, status).await;
    }
    let state = PlayerState::load(ctx.store, game, access).await?;
    let mail_settings = ctx
        .facts
        .mail_settings(ctx.store, game, access.player_index)
        .await?;
    let w = own_words(ctx, mail_settings.as_ref().map(|s| s.lang));
    let stored = &state.loaded.game;
    let is_host = access.player_index == 0;
    let contributions = stored.contributions().to_vec();
    let joined = |i: usize| contributions.get(i).is_some_and(Option::is_some);
    let needs_join = stored.phase() == Phase::Setup && !joined(usize::from(access.player_index));
    // A plain page (nothing but the game as stored, for a player) is kept for reloads.
    let plain = status == StatusCode::OK
        && extras.is_plain()
        && !is_host
        && !needs_join
        && state.draft.is_empty()
        && state.dropped.is_none();
    let page_key = plain
        .then(|| ctx.store.players_version(game))
        .flatten()
        .map(|players| PageKey {
            game,
            seq: state.loaded.seq,
            player: access.player_index,
            csrf: access.csrf_token.clone(),
            players,
            lang: w.lang,
        });
    if let Some(kept) = page_key.as_ref().and_then(|key| ctx.facts.pages.get(key)) {
        return Ok(page_response(status, kept.with_key(&guard::fresh_key())));
    }
    let (title, last_scoring) = ctx.facts.get(ctx.store, game, &state.loaded).await?;
    let Some(info) = stored.info() else {
        return Err(HttpError::NotFound(Reason::NoSuchGame));
    };
    let board = info.board.clone();
    let names = info.player_names.clone();
    let view = state.view();
    let legal = state.legal();
    let turn = state
        .seat
        .filter(|s| draft::building(&state.state, *s))
        .and_then(|_| state.state.turn().copied());
    let own_disc = state.own_disc(ctx.store, game).await?;
    let travel_preview = match (&extras.travel, state.seat, turn) {
        (Some(to), Some(seat), Some(_)) => Some(travel_preview(w, &state.state, seat, to)),
        _ => None,
    };
    let host = if is_host {
        Some(
            ctx.store
                .players(game)
                .await?
                .into_iter()
                .map(|p| {
                    let joined = joined(usize::from(p.player_index));
                    host_row(p, joined)
                })
                .collect(),
        )
    } else {
        None
    };
    let mail_lag = if is_host {
        mail_lag(w, ctx.store, ctx.config.mail_lag_warning).await?
    } else {
        None
    };
    let join_fallback = needs_join.then(|| hex::encode(crate::secrets::random_bytes::<32>()));
    let village_links = (stored.phase() == Phase::PlaceHouses
        && state
            .seat
            .is_some_and(|s| stored.next_house_placer() == Some(s)))
    .then(|| VillageLinks {
        href: format!("/games/{game}?village={{village}}#place-house"),
        only: None,
    });
    // The trip being previewed, drawn on the board from where the architect stands.
    let route: Vec<String> = match (&travel_preview, state.seat) {
        (Some(trip), Some(seat)) if !trip.path.is_empty() => view
            .players
            .get(seat.index())
            .map(|me| me.architect.clone())
            .into_iter()
            .chain(trip.path.iter().map(|id| id.to_string()))
            .collect(),
        _ => Vec::new(),
    };
    let draw = || {
        board_figure(
            &board,
            &view,
            &BoardSvgOptions {
                you: state.seat,
                village_links: village_links.clone(),
                show_home_cities: info.options.home_cities,
                w,
                route: route.clone(),
            },
        )
    };
    let board_html = if state.draft.is_empty() && route.is_empty() {
        let key = (
            game,
            state.loaded.seq,
            state.seat,
            village_links.is_some(),
            w.lang,
        );
        ctx.facts.boards.get_or_draw(key, draw).to_string()
    } else {
        draw()
    };
    let notice = match (
        extras.notice.map(|done| done.sentence(w)),
        state.dropped_sentence(w),
    ) {
        (Some(a), Some(b)) => Some(format!("{a} {b}")),
        (a, b) => a.or(b),
    };
    let idem = guard::fresh_key();
    let input = GameInput {
        w,
        game_id: game.to_string(),
        title,
        board: &board,
        options: info.options,
        device_keys: state
            .loaded
            .game
            .keys_of_player(access.player_index)
            .map(|key| key.fingerprint())
            .collect(),
        own_commitment: state.seat.and_then(|seat| {
            match state.loaded.game.player(seat).map(|p| p.disc) {
                Some(DiscState::Committed { commitment, .. }) => Some(commitment),
                _ => None,
            }
        }),
        own_bid: state.seat.and_then(|seat| {
            let auction = state.loaded.game.auction()?;
            Some((auction.number, auction.commitment(seat)?))
        }),
        roster: names
            .iter()
            .enumerate()
            .map(|(i, n)| (n.clone(), joined(i)))
            .collect(),
        view,
        head_seq: state.loaded.seq,
        head_hash: hex::encode(state.loaded.head),
        me: Some(Me {
            player_index: access.player_index,
            seat: state.seat,
            name: names
                .get(usize::from(access.player_index))
                .cloned()
                .unwrap_or_default(),
            is_host,
        }),
        legal,
        turn,
        draft_mark: draft::mark(&state.draft),
        draft: state.draft.clone(),
        own_disc,
        travel_preview,
        last_scoring,
        error: extras.error,
        notice,
        csrf: access.csrf_token.clone(),
        idem: idem.clone(),
        host,
        mail_lag,
        mail_settings,
        join_fallback,
        board_html,
        selected_village: extras.village,
    };
    let html = GamePage::new(input).render()?;
    if let Some(key) = page_key {
        ctx.facts.pages.put(key, KeptPage::new(html.clone(), &idem));
    }
    Ok(page_response(status, html))
}

/// A player's row in the host's panel (links to re-send or revoke).
pub(super) fn host_row(p: crate::store::PlayerRecord, joined: bool) -> HostPlayer {
    HostPlayer {
        player_index: p.player_index,
        name: p.name,
        email: p.email,
        live_links: p.live_links,
        bot: p.bot.is_some(),
        joined,
    }
}

/// The outbox lag for the host's panel, when it passed `warning` (the log's threshold too).
async fn mail_lag(
    w: Words,
    store: &Store,
    warning: Duration,
) -> Result<Option<MailLag>, HttpError> {
    let lag = store.outbox_lag().await?;
    Ok(durbar_mailer::lag_watch::LagWatch::is_behind(warning, &lag)
        .then(|| MailLag::new(w, lag.unsent, lag.oldest)))
}

/// A player page. Every one carries the session's form token, and may show the player's own
/// sealed disc: nothing of it may be stored by a cache.
pub(super) fn page_response(status: StatusCode, html: String) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header(CacheControl(vec![
            CacheDirective::NoStore,
            CacheDirective::Private,
        ]))
        .content_type("text/html; charset=utf-8")
        .body(html)
}

/// The cheapest trip to `to`, or the engine's reason why there is none, in `w`'s language.
fn travel_preview(w: Words, game: &Game, seat: Seat, to: &str) -> TravelPreview {
    let refused = |sentence: String| TravelPreview {
        to: to.to_owned(),
        path: Vec::new(),
        tolls: Vec::new(),
        cost: durbar_domain::maharaja::Gold(0),
        refused: Some(sentence),
    };
    let table = Table::of(game);
    let Ok(id) = Id::new(to) else {
        return refused(
            w.m("violation-maharaja-unknown_city")
                .s("city", to)
                .to_string(),
        );
    };
    let city = CityId(id);
    let command = Command::player(seat, PlayerCommand::Travel { to: city });
    if let Err(violation_of) = decide(game, &command) {
        return refused(violation(w, &violation_of, &table));
    }
    match cheapest_path(game, seat, city) {
        Some(plan) => TravelPreview {
            to: to.to_owned(),
            path: plan.path,
            tolls: plan.tolls,
            cost: plan.cost,
            refused: None,
        },
        None => {
            let name = game.info().map_or_else(
                || to.to_owned(),
                |info| durbar_templates::play::words::place_name_in(w, &info.board, to),
            );
            refused(w.m("game-travel-no-way").s("city", name).to_string())
        }
    }
}
