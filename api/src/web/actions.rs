//! What the forms and the JSON API do, shared: join, play a command at once, set a disc, and
//! build a turn step by step (add a step, undo the last, finish). The actor is always the
//! signed-in player's own seat: no request names a seat.

use durbar_domain::maharaja::signing::{to_sign_nth, ToSign};
use durbar_domain::maharaja::{
    decide, Action, Bytes32, Command, Game, GameId, PlayerCommand, RuleViolation, Seat,
    SystemCommand,
};
use durbar_domain::{PublicKey, Signature};
use serde_json::{Map, Value};

use super::draft;
use super::game_page::PlayerState;
use crate::http_error::{HttpError, Reason};
use crate::store::{Executed, MoveKey, Once, Store};

/// Who acts: the signed-in player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    /// Index in the host's order.
    pub player_index: u8,
    /// Seat, once drawn.
    pub seat: Option<Seat>,
}

impl Actor {
    /// The signed-in player of `access`.
    pub fn of(access: &super::PlayerAccess) -> Self {
        Self {
            player_index: access.player_index,
            seat: access.seat,
        }
    }

    fn seat(&self) -> Result<Seat, HttpError> {
        self.seat
            .ok_or_else(|| HttpError::Conflict(Reason::NotStarted))
    }
}

/// What a device sent with a move at the signed-moves level: a signature for each player
/// command the move plays, in order, and the nonce it drew for a sealed value it signed (the
/// commitment it signed is made with it).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Signed {
    /// One per player command, in order.
    pub signatures: Vec<Signature>,
    /// The device's nonce for a disc or sealed bid.
    pub nonce: Option<Bytes32>,
    /// The device's own nonce for the character a Citadels pick lays face down.
    pub discard_nonce: Option<Bytes32>,
}

impl Signed {
    /// Reads signatures (hex, separated by commas or spaces) and a nonce (64 hex digits), as a
    /// form or header gives them; both may be absent (an unsigned move).
    pub fn parse(signatures: Option<&str>, nonce: Option<&str>) -> Result<Signed, HttpError> {
        let signatures = signatures
            .unwrap_or_default()
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(|s| Signature::from_hex(s).map_err(|e| HttpError::BadRequest(e.into())))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Signed {
            signatures,
            nonce: parse_nonce(nonce)?,
            discard_nonce: None,
        })
    }

    /// With the nonce (64 hex digits, or absent) the device drew for a pick's face-down discard.
    pub fn with_discard_nonce(self, text: Option<&str>) -> Result<Signed, HttpError> {
        Ok(Signed {
            discard_nonce: parse_nonce(text)?,
            ..self
        })
    }

    /// The nonce of a pick's face-down discard: the device's, if it signed the move (it signed
    /// the discard's commitment made with it), else one from the OS random generator.
    pub fn discard_nonce(&self) -> Bytes32 {
        match self.discard_nonce {
            Some(nonce) if !self.signatures.is_empty() => nonce,
            _ => Bytes32(crate::secrets::random_bytes::<32>()),
        }
    }

    /// The nonce of a sealed value: the device's, if it signed the move (it signed the
    /// commitment made with it), else one from the OS random generator.
    pub fn nonce(&self) -> Bytes32 {
        match self.nonce {
            Some(nonce) if !self.signatures.is_empty() => nonce,
            _ => Bytes32(crate::secrets::random_bytes::<32>()),
        }
    }
}

/// A nonce as a form or body gives it: 64 hex digits, or nothing.
fn parse_nonce(text: Option<&str>) -> Result<Option<Bytes32>, HttpError> {
    match text.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(text) => Ok(Some(Bytes32(
            durbar_domain::parse_hex::<32>(text)
                .map_err(|_| HttpError::BadRequest(Reason::BadNonce))?,
        ))),
    }
}

fn bad_key(error: durbar_domain::KeyError) -> HttpError {
    HttpError::BadRequest(error.into())
}

/// Adds this player's random contribution (and registers their device's key, if given); the
/// game starts when everyone has joined. At the signed-moves level joining needs a key. A
/// Citadels game keeps the contribution and the key in its lobby until the last join (C2), whose
/// start logs every key.
pub async fn join(
    store: &Store,
    game: GameId,
    actor: Actor,
    contribution: &str,
    key: Option<&str>,
) -> Result<(), HttpError> {
    let contribution = durbar_domain::parse_hex::<32>(contribution.trim())
        .map(Bytes32)
        .map_err(|_| HttpError::BadRequest(Reason::BadContribution))?;
    let key = key
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .map(PublicKey::from_hex)
        .transpose()
        .map_err(bad_key)?;
    let citadels = store.kind(game).await? == durbar_domain::GameKind::Citadels;
    let signs = if citadels {
        store.citadels_options(game).await?.trust.signs()
    } else {
        store.load(game).await?.game.options().trust.signs()
    };
    if key.is_none() && signs {
        return Err(HttpError::BadRequest(Reason::SignedNeedsScript));
    }
    if citadels {
        store
            .join_citadels(game, actor.player_index, contribution, key.as_ref())
            .await?;
        return Ok(());
    }
    store
        .join_with_key(game, actor.player_index, contribution, key)
        .await?;
    Ok(())
}

/// Registers another device's key for this player (a second device, through a fresh
/// personal link, or an API client's own key), in either game.
pub async fn register_key(
    store: &Store,
    game: GameId,
    actor: Actor,
    key: &str,
) -> Result<(), HttpError> {
    let key = PublicKey::from_hex(key).map_err(bad_key)?;
    let player = actor.player_index;
    if store.kind(game).await? == durbar_domain::GameKind::Citadels {
        let command = durbar_domain::citadels::Command::RegisterKey { player, key };
        store
            .execute_once_as::<durbar_domain::citadels::Citadels>(game, &[command], &[], None, None)
            .await?;
        return Ok(());
    }
    let command = Command::System(SystemCommand::RegisterKey { player, key });
    store.execute(game, &command, None).await?;
    Ok(())
}

/// What a device signs to make a move made of `commands` on `state`: one message per player
/// command, numbered on from the seat's signed commands so far.
pub fn to_sign(state: &Game, commands: &[Command]) -> Result<Vec<ToSign>, HttpError> {
    let mut state = state.clone();
    let mut messages = Vec::new();
    for command in commands {
        let decided = decide(&state, command).map_err(HttpError::Rule)?;
        if let Command::Player { seat, command } = command {
            let n = state.signed_count(*seat) + 1 + messages.len() as u64;
            messages.push(to_sign_nth(&state, *seat, n, command, &decided));
        }
        state = decided.iter().fold(state, durbar_domain::maharaja::evolve);
    }
    Ok(messages)
}

/// The command [`play_now`] plays.
pub fn plan_now(
    actor: Actor,
    command: PlayerCommand,
    nonce: Bytes32,
) -> Result<Command, HttpError> {
    if matches!(command, PlayerCommand::SetDisc { .. }) {
        return Err(HttpError::BadRequest(Reason::DiscsViaDiscForm));
    }
    let seat = actor.seat()?;
    let mut command = command;
    // A sealed bid is sealed with a nonce from the OS random generator, never one from the
    // request, unless the bidder's device signed the commitment made with its own nonce: the
    // opening goes to escrow and the bidder gets it in their receipt.
    let sealed_with = nonce;
    if let PlayerCommand::SealedBid { nonce, .. } = &mut command {
        *nonce = sealed_with;
    }
    Ok(Command::player(seat, command))
}

/// Plays one command with the signatures the device sent (once per idempotency key).
async fn play_one(
    store: &Store,
    game: GameId,
    command: &Command,
    signed: &Signed,
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<Executed>, HttpError> {
    Ok(store
        .execute_signed(
            game,
            std::slice::from_ref(command),
            &signed.signatures,
            seen,
            key.as_ref(),
        )
        .await?)
}

/// Plays a command at once (setup, a replacement, or a turn step via the API).
pub async fn play_now(
    store: &Store,
    game: GameId,
    actor: Actor,
    command: PlayerCommand,
    signed: &Signed,
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<Executed>, HttpError> {
    let command = plan_now(actor, command, signed.nonce())?;
    play_one(store, game, &command, signed, seen, key).await
}

/// The command [`set_disc`] plays, with its nonce.
pub fn plan_disc(actor: Actor, actions: [Action; 2], nonce: Bytes32) -> Result<Command, HttpError> {
    let seat = actor.seat()?;
    Ok(Command::player(
        seat,
        PlayerCommand::SetDisc { actions, nonce },
    ))
}

/// Sets (or changes) this player's disc with a nonce from the OS random generator (or the
/// device's, when it signed the commitment); returns the opening kept in escrow.
pub async fn set_disc(
    store: &Store,
    game: GameId,
    actor: Actor,
    actions: [Action; 2],
    signed: &Signed,
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<(Executed, Bytes32)>, HttpError> {
    let nonce = signed.nonce();
    let command = plan_disc(actor, actions, nonce)?;
    Ok(play_one(store, game, &command, signed, seen, key)
        .await?
        .map(|executed| (executed, nonce)))
}

/// A commitment as the player's device sent it (hex).
fn commitment_of(text: &str) -> Result<Bytes32, HttpError> {
    durbar_domain::parse_hex::<32>(text.trim())
        .map(Bytes32)
        .map_err(|_| HttpError::BadRequest(Reason::BadCommitment))
}

/// What a player's device sealed in the browser: the server gets its commitment alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sealed {
    /// The disc of the round.
    Disc,
    /// A bid of the running sealed auction (R27).
    Bid,
}

/// The command [`seal`] plays: the commitment alone of the disc or bid the device sealed.
pub fn plan_seal(actor: Actor, what: Sealed, commitment: &str) -> Result<Command, HttpError> {
    let commitment = commitment_of(commitment)?;
    Ok(Command::player(
        actor.seat()?,
        match what {
            Sealed::Disc => PlayerCommand::SealDisc { commitment },
            Sealed::Bid => PlayerCommand::SealBid { commitment },
        },
    ))
}

/// Seals (or changes) this player's disc or bid by the commitment their device made: the
/// server holds no opening (sealed in the browser).
#[allow(clippy::too_many_arguments)]
pub async fn seal(
    store: &Store,
    game: GameId,
    actor: Actor,
    what: Sealed,
    commitment: &str,
    signed: &Signed,
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<Executed>, HttpError> {
    let command = plan_seal(actor, what, commitment)?;
    play_one(store, game, &command, signed, seen, key).await
}

/// The command [`open_disc`] plays: the opening a carry code holds, for this `round`.
pub fn plan_open(actor: Actor, code: &str, round: u32) -> Result<Command, HttpError> {
    let Some((of, actions, nonce)) = durbar_domain::maharaja::commitment::parse_carry_code(code)
    else {
        return Err(HttpError::BadRequest(Reason::NotCarryCode));
    };
    if of != round {
        return Err(HttpError::BadRequest(Reason::CarryCodeOfAnotherRound {
            of,
            round,
        }));
    }
    Ok(Command::player(
        actor.seat()?,
        PlayerCommand::OpenDisc { actions, nonce },
    ))
}

/// Opens the disc this player's device sealed, from its carry code, when their turn begins.
pub async fn open_disc(
    store: &Store,
    game: GameId,
    actor: Actor,
    code: &str,
    signed: &Signed,
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<Executed>, HttpError> {
    let round = store.load(game).await?.game.round();
    let command = plan_open(actor, code, round)?;
    play_one(store, game, &command, signed, seen, key).await
}

/// The command [`open_bid`] plays: the opening a bid's carry code holds, for the running
/// `auction`.
pub fn plan_open_bid(actor: Actor, code: &str, auction: u32) -> Result<Command, HttpError> {
    let Some((of, amount, nonce)) = durbar_domain::maharaja::commitment::parse_bid_carry_code(code)
    else {
        return Err(HttpError::BadRequest(Reason::NotBidCarryCode));
    };
    if of != auction {
        return Err(HttpError::BadRequest(Reason::CarryCodeOfAnotherAuction {
            of,
            auction,
        }));
    }
    Ok(Command::player(
        actor.seat()?,
        PlayerCommand::OpenBid { amount, nonce },
    ))
}

/// Opens the sealed bid this player's device sealed, from its carry code, once every bid is
/// in (R27).
pub async fn open_bid(
    store: &Store,
    game: GameId,
    actor: Actor,
    code: &str,
    signed: &Signed,
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<Executed>, HttpError> {
    let auction = store
        .load(game)
        .await?
        .game
        .auction()
        .map_or(0, |auction| auction.number);
    let command = plan_open_bid(actor, code, auction)?;
    play_one(store, game, &command, signed, seen, key).await
}

/// Adds a step to the turn this player is building; it is decided on the state the earlier
/// steps leave. A step that needs another player's decision (taking their character) is played
/// at once, with the steps before it.
pub async fn add_step(
    store: &Store,
    game: GameId,
    actor: Actor,
    step: PlayerCommand,
    signed: &Signed,
    shown: Option<&str>,
) -> Result<(), HttpError> {
    if matches!(step, PlayerCommand::EndTurn | PlayerCommand::SetDisc { .. }) {
        return Err(HttpError::BadRequest(Reason::NotAStep));
    }
    let access = access_of(game, actor);
    let state = PlayerState::load(store, game, &access).await?;
    draft::check_shown(shown, &state.draft).map_err(HttpError::Conflict)?;
    let seat = actor.seat()?;
    decide(&state.state, &Command::player(seat, step.clone())).map_err(HttpError::Rule)?;
    if !draft::building(&state.loaded.game, seat) {
        return Err(HttpError::Rule(RuleViolation::NotYourTurn));
    }
    let mut steps = state.draft.clone();
    if draft::needs_other_player(&state.state, seat, &step) {
        steps.push(step);
        let commands: Vec<Command> = steps
            .into_iter()
            .map(|c| Command::player(seat, c))
            .collect();
        store
            .execute_signed(
                game,
                &commands,
                &signed.signatures,
                Some(state.loaded.seq),
                None,
            )
            .await?;
        store.clear_draft(game, actor.player_index).await?;
    } else {
        steps.push(step);
        store
            .save_draft(game, actor.player_index, &state.draft_with(steps))
            .await?;
    }
    Ok(())
}

/// Takes back the last unfinished step.
pub async fn undo(
    store: &Store,
    game: GameId,
    actor: Actor,
    shown: Option<&str>,
) -> Result<(), HttpError> {
    let access = access_of(game, actor);
    let state = PlayerState::load(store, game, &access).await?;
    draft::check_shown(shown, &state.draft).map_err(HttpError::Conflict)?;
    let mut steps = state.draft.clone();
    if steps.pop().is_some() {
        store
            .save_draft(game, actor.player_index, &state.draft_with(steps))
            .await?;
    }
    Ok(())
}

/// Whether the player agreed to give up what finishing the turn leaves undone (issue 14: finish
/// turn says what will be forfeited and asks once more).
#[derive(Debug, Clone, Copy)]
pub enum Forfeit {
    /// Agreed: the web form's box was ticked, or not asked (an API client reads the turn's
    /// state itself).
    Agreed,
    /// Not agreed: a finish that would forfeit something is refused, in these words.
    NotAgreed(durbar_templates::Words),
}

/// Finishes the turn: the unfinished steps and the end of the turn, all at once — refused when
/// it would forfeit part of the disc that `forfeit` did not agree to give up.
pub async fn finish(
    store: &Store,
    game: GameId,
    actor: Actor,
    signed: &Signed,
    key: Option<MoveKey>,
    shown: Option<&str>,
    forfeit: Forfeit,
) -> Result<Once<Executed>, HttpError> {
    let access = access_of(game, actor);
    let state = PlayerState::load(store, game, &access).await?;
    draft::check_shown(shown, &state.draft).map_err(HttpError::Conflict)?;
    if let Forfeit::NotAgreed(w) = forfeit {
        let turn = state.state.turn().filter(|t| Some(t.seat) == state.seat);
        if let Some(slots) = turn.and_then(|t| durbar_templates::play::game::forfeits(w, t)) {
            return Err(HttpError::Conflict(Reason::ForfeitUnconfirmed { slots }));
        }
    }
    let commands = plan_finish(actor, &state.draft)?;
    let executed = store
        .execute_signed(
            game,
            &commands,
            &signed.signatures,
            Some(state.loaded.seq),
            key.as_ref(),
        )
        .await?;
    if let Once::Ran(_) = executed {
        store.clear_draft(game, actor.player_index).await?;
    }
    Ok(executed)
}

/// The commands [`finish`] plays: the unfinished steps and the end of the turn.
pub fn plan_finish(actor: Actor, draft: &[PlayerCommand]) -> Result<Vec<Command>, HttpError> {
    let seat = actor.seat()?;
    Ok(draft
        .iter()
        .cloned()
        .chain([PlayerCommand::EndTurn])
        .map(|c| Command::player(seat, c))
        .collect())
}

/// What the player's device signs to submit the game form posted to `form` (`act`, `disc`,
/// `open`, `turn/step`, `turn/finish`) with `fields`, on the game as it is now: one message per
/// player command the form would play (none for a step only saved in the draft). A disc or
/// sealed bid is signed as its commitment made with the `nonce` field the page drew, or, sealed
/// in the browser, as the `commitment` field itself.
pub async fn to_sign_form(
    store: &Store,
    game: GameId,
    actor: Actor,
    form: &str,
    fields: &[(String, String)],
) -> Result<Vec<ToSign>, HttpError> {
    let field = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let nonce = Signed::parse(None, field("nonce"))?
        .nonce
        .unwrap_or_default();
    if store.kind(game).await? == durbar_domain::GameKind::Citadels {
        let seat = Seat(actor.player_index);
        let discard_nonce = parse_nonce(field("discard_nonce"))?.unwrap_or_default();
        return match form {
            "citadels/move" => {
                let text = field("move").unwrap_or_default();
                let nonces = (nonce, discard_nonce);
                super::citadels::to_sign(store, game, (actor.player_index, seat), text, nonces)
                    .await
            }
            // Taking a step back plays nothing.
            "citadels/undo" => Ok(Vec::new()),
            _ => Err(HttpError::BadRequest(Reason::NoSuchFormToSign)),
        };
    }
    let state = PlayerState::load(store, game, &access_of(game, actor)).await?;
    let commands = match form {
        "act" => vec![plan_now(actor, command_from_fields(fields)?, nonce)?],
        "disc" if field("commitment").is_some() => {
            vec![plan_seal(
                actor,
                Sealed::Disc,
                field("commitment").unwrap_or_default(),
            )?]
        }
        "bid" => vec![plan_seal(
            actor,
            Sealed::Bid,
            field("commitment").unwrap_or_default(),
        )?],
        "open-bid" => vec![plan_open_bid(
            actor,
            field("code").unwrap_or_default(),
            state.loaded.game.auction().map_or(0, |a| a.number),
        )?],
        "open" => vec![plan_open(
            actor,
            field("code").unwrap_or_default(),
            state.loaded.game.round(),
        )?],
        "disc" => {
            let disc = crate::web::inputs::DiscForm::from_fields(field)?;
            vec![plan_disc(actor, disc.arrows(), nonce)?]
        }
        "turn/step" => {
            let step = command_from_fields(fields)?;
            let seat = actor.seat()?;
            if draft::needs_other_player(&state.state, seat, &step) {
                state
                    .draft
                    .iter()
                    .cloned()
                    .chain([step])
                    .map(|c| Command::player(seat, c))
                    .collect()
            } else {
                Vec::new()
            }
        }
        "turn/finish" => plan_finish(actor, &state.draft)?,
        _ => return Err(HttpError::BadRequest(Reason::NoSuchFormToSign)),
    };
    to_sign(&state.loaded.game, &commands)
}

fn access_of(game: GameId, actor: Actor) -> super::PlayerAccess {
    super::PlayerAccess {
        game,
        player_index: actor.player_index,
        seat: actor.seat,
        csrf_token: String::new(),
    }
}

/// Reads a player command from form fields named like the command's JSON fields: `type`, and
/// `slot` (`0`, `1`), `at`, `from`, `to`, `city`, `site`, `character`, `village`, `path`
/// (ids separated by spaces).
pub fn command_from_fields(fields: &[(String, String)]) -> Result<PlayerCommand, HttpError> {
    let mut object = Map::new();
    for (name, value) in fields {
        if matches!(
            name.as_str(),
            "csrf" | "idem" | "seen" | "signatures" | "nonce" | "form" | draft::SHOWN_FIELD
        ) || object.contains_key(name)
        {
            continue;
        }
        let value = value.trim();
        let json = match name.as_str() {
            "slot" => match value.parse::<u8>() {
                Ok(n) => Value::from(n),
                Err(_) => Value::from(value),
            },
            "path" => Value::Array(
                value
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|s| !s.is_empty())
                    .map(Value::from)
                    .collect(),
            ),
            // Amounts and counts are numbers; ids are text.
            "at" | "from" | "to" | "city" | "village" | "site" | "character" | "type" => {
                Value::from(value)
            }
            _ => match value.parse::<u64>() {
                Ok(n) => Value::from(n),
                Err(_) => Value::from(value),
            },
        };
        object.insert(name.clone(), json);
    }
    // A sealed bid's form has no nonce (the server draws it); a placeholder lets it parse.
    if object.get("type").and_then(Value::as_str) == Some("sealed_bid") {
        object
            .entry("nonce")
            .or_insert_with(|| Value::from(Bytes32::default().to_string()));
    }
    if !object.contains_key("type") {
        return Err(HttpError::BadRequest(Reason::FormSaysNothing));
    }
    serde_json::from_value(Value::Object(object)).map_err(|e| {
        HttpError::BadRequest(Reason::StepUnreadable {
            detail: e.to_string(),
        })
    })
}

/// Reads an action by its JSON name (`two_houses`).
pub fn action_from(name: &str) -> Result<Action, HttpError> {
    serde_json::from_value(Value::from(name.trim())).map_err(|_| {
        HttpError::BadRequest(Reason::NotAnAction {
            name: name.to_owned(),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use durbar_domain::maharaja::{PlaceId, Slot};

    fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn form_fields_become_commands() {
        assert_eq!(
            command_from_fields(&fields(&[
                ("csrf", "x"),
                ("type", "build_house"),
                ("slot", "1"),
                ("at", "v12")
            ]))
            .unwrap(),
            PlayerCommand::BuildHouse {
                slot: Slot::B,
                at: PlaceId::new("v12")
            }
        );
        assert_eq!(
            command_from_fields(&fields(&[
                ("type", "travel_path"),
                ("path", "v01 v02 agra")
            ]))
            .unwrap(),
            PlayerCommand::TravelPath {
                path: vec![
                    PlaceId::new("v01"),
                    PlaceId::new("v02"),
                    PlaceId::new("agra")
                ]
            }
        );
        assert!(command_from_fields(&fields(&[("type", "fly")])).is_err());
        assert!(command_from_fields(&fields(&[("at", "v1")])).is_err());
    }

    #[test]
    fn actions_are_read_by_name() {
        assert_eq!(action_from("two_houses").unwrap(), Action::TwoHouses);
        assert!(action_from("nap").is_err());
    }
}
