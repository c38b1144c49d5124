//! Citadels in the browser: a player's page (their own view, C4: their hand, picks and drawn
//! cards, nothing secret of others) with one button per legal move, and the move form's work.
//! A move is sent as the command's JSON; the seat in it must be the signed-in player's, and a
//! pick's nonce is drawn here from the OS generator (never taken from the request), so the
//! opening that goes to escrow is the server's, unless the player's device signed the pick: then
//! it drew the nonce and signed the commitment made with it (the signed-moves level; the page's
//! script asks [`to_sign`] what to sign). Steps held in the turn's draft are signed when they are
//! played, at "End turn" or with a step that is final at once, as Maharaja's draft is.

use actix_web::http::StatusCode;
use actix_web::HttpResponse;
use durbar_domain::citadels::{self, Citadels, Command, Table};
use durbar_domain::{Bytes32, GameId, Rules, Seat, Viewer};
use durbar_templates::play::citadels::{CitadelsInput, CitadelsPage, PickReceipt};
use durbar_templates::Template;

use super::actions::Signed;
use super::game_page::PageContext;
use super::{citadels_draft, draft, guard, PlayerAccess};
use crate::http_error::{HttpError, Reason};
use crate::store::{Loaded, MoveKey, Once, Store};

/// The page of a signed-in player of a Citadels game, with a refused form's sentence or a
/// done form's confirmation (`extras`) if any.
pub async fn page(
    ctx: &PageContext<'_>,
    game: GameId,
    access: &PlayerAccess,
    extras: super::game_page::Extras,
    status: StatusCode,
) -> Result<HttpResponse, HttpError> {
    let store = ctx.store;
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
    let mail_settings = ctx
        .facts
        .mail_settings(store, game, access.player_index)
        .await?;
    let w = durbar_templates::Words::new(
        ctx.lang.player(
            mail_settings
                .as_ref()
                .map(|settings| settings.lang)
                .unwrap_or_default(),
        ),
    );
    let seat = Seat(access.player_index);
    let (loaded, steps) = with_draft(store, game, access.player_index, seat).await?;
    let (table, draft_events) = match citadels_draft::apply(&loaded.game, &steps) {
        Ok((table, events)) => (table, events),
        Err(_) => ((*loaded.game).clone(), Vec::new()),
    };
    let table = &table;
    let view = Citadels::view(table, Viewer::Seat(seat));
    let moves = legal_moves(table, seat);
    let building = citadels_draft::building(table, seat);
    let at_once: Vec<bool> = moves
        .iter()
        .map(|command| building && final_at_once(table, seat, command))
        .collect();
    let (log, public) = round_log(store, game, loaded.seq, &names, w).await?;
    let unfinished = draft_lines(public, &draft_events, &names, w);
    let html = CitadelsPage::new(CitadelsInput {
        w,
        trust: table.state.options.trust,
        device_keys: table
            .state
            .keyring
            .keys_of_player(access.player_index)
            .map(|key| key.fingerprint())
            .collect(),
        game_id: game.to_string(),
        title: record.title,
        names: &names,
        seat,
        view: &view,
        moves: &moves,
        at_once: &at_once,
        unfinished,
        draft_mark: draft::mark(&steps),
        receipts: receipts(table, seat, w),
        log,
        seq: loaded.seq,
        head: hex::encode(loaded.head),
        csrf: access.csrf_token.clone(),
        idem: guard::fresh_key(),
        error: extras.error,
        notice: extras.notice.map(|done| done.sentence(w)),
        mail_settings,
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

/// Whether `command`, offered in `seat`'s turn on `table`, would be played at once (its button
/// says it cannot be undone; "End turn" is the finish itself and says so by its name).
fn final_at_once(table: &Table, seat: Seat, command: &Command) -> bool {
    !matches!(command, Command::EndTurn { .. })
        && citadels_draft::try_step(table, seat, command).is_ok_and(|(at_once, _)| at_once)
}

/// The unfinished steps of the viewer's turn in words: the events they would log, told as the
/// log tells them (from `public`, the public fold of the game as stored).
fn draft_lines(
    mut public: Table,
    events: &[citadels::Logged],
    names: &[String],
    w: durbar_templates::Words,
) -> Vec<String> {
    events
        .iter()
        .map(|logged| {
            let line = durbar_templates::catalogue::citadels::narrate(
                w,
                &public.state,
                &logged.event,
                names,
            );
            public = Citadels::evolve(
                public.clone(),
                &citadels::Logged::from(logged.event.clone()),
            );
            line
        })
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
/// the log says), and that public fold.
async fn round_log(
    store: &Store,
    game: GameId,
    up_to: u64,
    names: &[String],
    w: durbar_templates::Words,
) -> Result<(Vec<String>, Table), HttpError> {
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
    Ok((lines, public))
}

/// Reads `text` (a command's JSON) as a move of `seat`: refused unless it is that seat's
/// command; a pick is sealed with `nonce` and its face-down discard, if any, with `discard`
/// (see [`Signed::nonce`], [`Signed::discard_nonce`]).
fn own_command(
    seat: Seat,
    text: &str,
    (nonce, discard): (Bytes32, Bytes32),
) -> Result<Command, HttpError> {
    let mut command: Command =
        serde_json::from_str(text).map_err(|_| HttpError::BadRequest(Reason::MoveUnreadable))?;
    if citadels::signing::signer(&command).is_none() || command_seat(&command) != Some(seat) {
        return Err(HttpError::Forbidden(Reason::OnlyOwnMoves));
    }
    if let Command::Pick {
        nonce: sealed,
        discard_nonce,
        ..
    } = &mut command
    {
        *sealed = nonce;
        *discard_nonce = Some(discard);
    }
    Ok(command)
}

/// Whether `text` is a pick (a sealed choice, always played at once, once per key).
pub fn is_pick(text: &str) -> bool {
    matches!(
        serde_json::from_str::<Command>(text),
        Ok(Command::Pick { .. })
    )
}

/// Plays `text` (a command's JSON) as `seat` at once with the device's signature, once per
/// `key` (picks and every move outside the player's own turn).
pub async fn play(
    store: &Store,
    game: GameId,
    seat: Seat,
    text: &str,
    signed: &Signed,
    (seen, key): (Option<u64>, Option<MoveKey>),
) -> Result<Once<()>, HttpError> {
    let command = own_command(seat, text, (signed.nonce(), signed.discard_nonce()))?;
    if !signed.signatures.is_empty()
        && signed.discard_nonce.is_none()
        && lays_face_down(store, game, seat).await?
    {
        // A page whose signing script is from before discards were sealed signed the pick
        // without the discard: it cannot verify, and no unsigned discard is accepted.
        return Err(HttpError::Conflict(Reason::StaleSigningScript));
    }
    Ok(store
        .execute_once_as::<Citadels>(
            game,
            std::slice::from_ref(&command),
            &signed.signatures,
            seen,
            key.as_ref(),
        )
        .await?
        .map(drop))
}

/// Whether `seat`'s pick, due now, lays a character face down (the 2-player draft's discards,
/// the 7-/8-player last pick).
async fn lays_face_down(store: &Store, game: GameId, seat: Seat) -> Result<bool, HttpError> {
    let loaded: Loaded<Citadels> = store.load_as(game).await?;
    let draft = &loaded.game.state.draft;
    Ok(draft
        .steps
        .get(draft.next)
        .is_some_and(|step| step.seat == seat && (step.discards || step.with_face_down)))
}

/// The commands `seat`'s move `command` plays now on `table` with the turn's draft `steps`, as
/// [`step`] plays them: the move alone outside the seat's own turn; in it, none while the step
/// is held in the draft, or the draft's steps and the move when it is final at once.
fn planned(
    table: &Table,
    steps: &[Command],
    seat: Seat,
    command: Command,
) -> Result<Vec<Command>, HttpError> {
    if !citadels_draft::building(table, seat) {
        return Ok(vec![command]);
    }
    let (state, _) = citadels_draft::apply(table, steps).map_err(refused)?;
    let (at_once, _) = citadels_draft::try_step(&state, seat, &command).map_err(refused)?;
    Ok(if at_once {
        steps.iter().cloned().chain([command]).collect()
    } else {
        Vec::new()
    })
}

/// What the device of `seat` (player `player`) signs to send the move form with `text` (a
/// pick sealed with the nonces it drew, the pick's and its discard's): one message per command the form would play now,
/// numbered on from the seat's signed commands (none for a step only held in the draft).
pub async fn to_sign(
    store: &Store,
    game: GameId,
    (player, seat): (u8, Seat),
    text: &str,
    nonces: (Bytes32, Bytes32),
) -> Result<Vec<durbar_domain::signed::ToSign>, HttpError> {
    let command = own_command(seat, text, nonces)?;
    let (loaded, steps) = with_draft(store, game, player, seat).await?;
    let commands = planned(&loaded.game, &steps, seat, command)?;
    let mut table = (*loaded.game).clone();
    let mut messages = Vec::new();
    for command in &commands {
        let decided = Citadels::decide(&table, command).map_err(refused)?;
        if let Some(signer) = citadels::signing::signer(command) {
            let n = table.state.keyring.signed_count(signer) + 1 + messages.len() as u64;
            let events = decided.iter().map(|logged| &logged.event);
            messages.push(citadels::signing::to_sign_nth(
                &table.state,
                signer,
                n,
                command,
                events,
            ));
        }
        table = decided.iter().fold(table, Citadels::evolve);
    }
    Ok(messages)
}

/// The game as stored and `seat`'s draft on it (a stale draft is dropped here).
async fn with_draft(
    store: &Store,
    game: GameId,
    player: u8,
    seat: Seat,
) -> Result<(Loaded<Citadels>, Vec<Command>), HttpError> {
    let loaded: Loaded<Citadels> = store.load_as(game).await?;
    let stored: Option<citadels_draft::Draft> = store.draft(game, player).await?;
    let steps = match citadels_draft::check(&loaded.game, loaded.seq, seat, stored.as_ref()) {
        citadels_draft::Checked::Applies(..) => stored.map(|d| d.commands).unwrap_or_default(),
        citadels_draft::Checked::None => Vec::new(),
        citadels_draft::Checked::Stale => {
            store.clear_draft(game, player).await?;
            Vec::new()
        }
    };
    Ok((loaded, steps))
}

/// A move of `seat` (player `player`) in its turn or outside it, as the move form sends it:
/// in its own turn a step that shows nothing hidden and asks nobody else is added to the
/// turn's draft; any other step is played at once with the draft before it ("End turn"
/// finishes the draft), with the signatures the device made for them all. `shown` is the draft
/// mark of the page the form came from: a form of a page that showed another draft (a stale
/// tab) is refused.
pub async fn step(
    store: &Store,
    game: GameId,
    (player, seat): (u8, Seat),
    text: &str,
    signed: &Signed,
    (seen, shown): (Option<u64>, Option<&str>),
) -> Result<(), HttpError> {
    let command = own_command(seat, text, (signed.nonce(), signed.discard_nonce()))?;
    let (loaded, steps) = with_draft(store, game, player, seat).await?;
    draft::check_shown(shown, &steps).map_err(HttpError::Conflict)?;
    let table = &loaded.game;
    if !citadels_draft::building(table, seat) {
        play(store, game, seat, text, signed, (seen, None)).await?;
        return Ok(());
    }
    let played = planned(table, &steps, seat, command.clone())?;
    if !played.is_empty() {
        store
            .execute_once_as::<Citadels>(
                game,
                &played,
                &signed.signatures,
                seen.or(Some(loaded.seq)),
                None,
            )
            .await?;
        store.clear_draft(game, player).await?;
    } else {
        let draft = citadels_draft::Draft {
            round: table.state.round,
            seq: loaded.seq,
            commands: steps.into_iter().chain([command]).collect(),
        };
        store.save_draft(game, player, &draft).await?;
    }
    Ok(())
}

/// Takes back the last unfinished step of `seat`'s turn (refused from a stale tab).
pub async fn undo(
    store: &Store,
    game: GameId,
    (player, seat): (u8, Seat),
    shown: Option<&str>,
) -> Result<(), HttpError> {
    let (loaded, mut steps) = with_draft(store, game, player, seat).await?;
    draft::check_shown(shown, &steps).map_err(HttpError::Conflict)?;
    if steps.pop().is_some() {
        let draft = citadels_draft::Draft {
            round: loaded.game.state.round,
            seq: loaded.seq,
            commands: steps,
        };
        store.save_draft(game, player, &draft).await?;
    }
    Ok(())
}

/// The engine's refusal as the page says it.
fn refused(violation: citadels::RuleViolation) -> HttpError {
    use crate::store::StoredKind;
    HttpError::from(citadels::Citadels::refused(violation, false))
}

/// The seat a command is made by (every player command names it).
fn command_seat(command: &Command) -> Option<Seat> {
    let json = serde_json::to_value(command).ok()?;
    serde_json::from_value(json.get("seat")?.clone()).ok()
}
