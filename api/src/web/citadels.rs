//! Citadels in the browser: a player's page (their own view, C4: their hand, picks and drawn
//! cards, nothing secret of others) with one button per legal move, and the move form's work.
//! A move is sent as the command's JSON; the seat in it must be the signed-in player's, and a
//! pick's nonce is drawn here from the OS generator (never taken from the request), so the
//! opening that goes to escrow is the server's.

use actix_web::http::StatusCode;
use actix_web::HttpResponse;
use durbar_domain::citadels::{self, Citadels, Command, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat, Viewer};
use durbar_templates::play::citadels::{CitadelsInput, CitadelsPage, PickReceipt};
use durbar_templates::Template;

use super::game_page::PageContext;
use super::{guard, PlayerAccess};
use crate::http_error::HttpError;
use crate::store::{Loaded, MoveKey, Once, Store};

/// The page of a signed-in player of a Citadels game, with `error` (a refused move) if any.
pub async fn page(
    ctx: &PageContext<'_>,
    game: GameId,
    access: &PlayerAccess,
    error: Option<String>,
    status: StatusCode,
) -> Result<HttpResponse, HttpError> {
    let store = ctx.store;
    let loaded: Loaded<Citadels> = store.load_as(game).await?;
    let record = store.game_record(game).await?;
    let players = store.players(game).await?;
    let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
    let host = (access.player_index == 0).then(|| {
        players
            .into_iter()
            .map(|p| super::game_page::host_row(p, true))
            .collect()
    });
    // The switch's choice, else the player's own language (their mail settings', else the
    // game's).
    let w = durbar_templates::Words::new(
        ctx.lang.player(
            ctx.facts
                .mail_settings(store, game, access.player_index)
                .await?
                .map(|settings| settings.lang)
                .unwrap_or_default(),
        ),
    );
    let seat = Seat(access.player_index);
    let table = &loaded.game;
    let view = Citadels::view(table, Viewer::Seat(seat));
    let moves = legal_moves(table, seat);
    let log = round_log(store, game, loaded.seq, &names, w).await?;
    let html = CitadelsPage::new(CitadelsInput {
        w,
        game_id: game.to_string(),
        title: record.title,
        names: &names,
        seat,
        view: &view,
        moves: &moves,
        receipts: receipts(table, seat, w),
        log,
        seq: loaded.seq,
        head: hex::encode(loaded.head),
        csrf: access.csrf_token.clone(),
        idem: guard::fresh_key(),
        error,
        host,
    })
    .render()?;
    Ok(super::game_page::page_response(status, html))
}

/// The moves `seat` may make now, as the page offers them (the server's no-show command is
/// not a player's move).
pub fn legal_moves(table: &Table, seat: Seat) -> Vec<Command> {
    Citadels::legal_moves(table, seat)
        .into_iter()
        .filter(|command| !matches!(command, Command::NoShow { .. } | Command::Start { .. }))
        .collect()
}

/// The receipts of `seat`'s own sealed picks this round: each commitment and the nonce opening
/// it (the picker's, also after a Theater exchange moved the card).
fn receipts(table: &Table, seat: Seat, w: durbar_templates::Words) -> Vec<PickReceipt> {
    table
        .state
        .pick_receipts(seat)
        .into_iter()
        .map(|(opening, commitment)| PickReceipt {
            round: table.state.round,
            character: durbar_templates::play::citadels::character_name(w, opening.character),
            commitment: hex::encode(commitment.0),
            nonce: hex::encode(opening.nonce.0),
        })
        .collect()
}

/// The current round's events in the viewer's words (from the public fold: they say only what
/// the log says).
async fn round_log(
    store: &Store,
    game: GameId,
    up_to: u64,
    names: &[String],
    w: durbar_templates::Words,
) -> Result<Vec<String>, HttpError> {
    let events = store.events_as::<Citadels>(game, 0, up_to).await?;
    let mut public = Table::default();
    let mut lines = Vec::new();
    for (_, logged) in &events {
        if let citadels::Event::RoundStarted { .. } = logged.event {
            lines.clear();
        }
        lines.push(durbar_templates::catalogue::citadels::narrate(
            w,
            &public.state,
            &logged.event,
            names,
        ));
        public = Citadels::evolve(public, logged);
    }
    Ok(lines)
}

/// Plays `text` (a command's JSON) as `seat`: refused unless it is that seat's command; a pick
/// is sealed with a fresh nonce from the OS generator.
pub async fn play(
    store: &Store,
    game: GameId,
    seat: Seat,
    text: &str,
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<()>, HttpError> {
    let mut command: Command = serde_json::from_str(text)
        .map_err(|_| HttpError::BadRequest("This move cannot be read.".into()))?;
    if matches!(command, Command::NoShow { .. } | Command::Start { .. })
        || command_seat(&command) != Some(seat)
    {
        return Err(HttpError::Forbidden(
            "You may only make your own moves.".into(),
        ));
    }
    if let Command::Pick { nonce, .. } = &mut command {
        *nonce = Bytes32(crate::secrets::random_bytes::<32>());
    }
    Ok(store
        .execute_once_as::<Citadels>(
            game,
            std::slice::from_ref(&command),
            &[],
            seen,
            key.as_ref(),
        )
        .await?
        .map(drop))
}

/// The seat a command is made by (every player command names it).
fn command_seat(command: &Command) -> Option<Seat> {
    let json = serde_json::to_value(command).ok()?;
    serde_json::from_value(json.get("seat")?.clone()).ok()
}
