//! What the forms and the JSON API do, shared: join, play a command at once, set a disc, and
//! build a turn step by step (add a step, undo the last, finish). The actor is always the
//! signed-in player's own seat: no request names a seat.

use durbar_domain::maharaja::{
    decide, Action, Bytes32, Command, GameId, PlayerCommand, RuleViolation, Seat,
};
use serde_json::{Map, Value};

use super::draft;
use super::game_page::PlayerState;
use crate::http_error::HttpError;
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
        self.seat.ok_or_else(|| {
            HttpError::Conflict(
                "The game has not started yet: seats are drawn once every player has joined."
                    .into(),
            )
        })
    }
}

/// Adds this player's random contribution; the game starts when everyone has joined.
pub async fn join(
    store: &Store,
    game: GameId,
    actor: Actor,
    contribution: &str,
) -> Result<Executed, HttpError> {
    let contribution = durbar_domain::parse_hex::<32>(contribution.trim())
        .map(Bytes32)
        .map_err(|_| {
            HttpError::BadRequest(
                "The contribution must be 64 hexadecimal digits (32 random bytes).".into(),
            )
        })?;
    Ok(store.join(game, actor.player_index, contribution).await?)
}

/// Plays a command at once (setup, a replacement, or a turn step via the API).
pub async fn play_now(
    store: &Store,
    game: GameId,
    actor: Actor,
    command: PlayerCommand,
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<Executed>, HttpError> {
    if matches!(command, PlayerCommand::SetDisc { .. }) {
        return Err(HttpError::BadRequest(
            "Discs are set with the disc form (the server draws the nonce).".into(),
        ));
    }
    let seat = actor.seat()?;
    let mut command = command;
    // A sealed bid is sealed with a nonce from the OS random generator, never one from the
    // request: the opening goes to escrow and the bidder gets it in their receipt.
    if let PlayerCommand::SealedBid { nonce, .. } = &mut command {
        *nonce = Bytes32(crate::secrets::random_bytes::<32>());
    }
    let command = Command::player(seat, command);
    Ok(store
        .execute_all_once(game, std::slice::from_ref(&command), seen, key.as_ref())
        .await?)
}

/// Sets (or changes) this player's disc with a nonce from the OS random generator; returns the
/// opening kept in escrow.
pub async fn set_disc(
    store: &Store,
    game: GameId,
    actor: Actor,
    actions: [Action; 2],
    seen: Option<u64>,
    key: Option<MoveKey>,
) -> Result<Once<(Executed, Bytes32)>, HttpError> {
    let seat = actor.seat()?;
    let nonce = Bytes32(crate::secrets::random_bytes::<32>());
    let command = Command::player(seat, PlayerCommand::SetDisc { actions, nonce });
    Ok(store
        .execute_all_once(game, std::slice::from_ref(&command), seen, key.as_ref())
        .await?
        .map(|executed| (executed, nonce)))
}

/// Adds a step to the turn this player is building; it is decided on the state the earlier
/// steps leave. A step that needs another player's decision (taking their character) is played
/// at once, with the steps before it.
pub async fn add_step(
    store: &Store,
    game: GameId,
    actor: Actor,
    step: PlayerCommand,
    shown: Option<&str>,
) -> Result<(), HttpError> {
    if matches!(step, PlayerCommand::EndTurn | PlayerCommand::SetDisc { .. }) {
        return Err(HttpError::BadRequest(
            "That is not a step of a turn; finish the turn with \"finish turn\".".into(),
        ));
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
            .execute_all(game, &commands, Some(state.loaded.seq))
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

/// Finishes the turn: the unfinished steps and the end of the turn, all at once.
pub async fn finish(
    store: &Store,
    game: GameId,
    actor: Actor,
    key: Option<MoveKey>,
    shown: Option<&str>,
) -> Result<Once<Executed>, HttpError> {
    let access = access_of(game, actor);
    let state = PlayerState::load(store, game, &access).await?;
    draft::check_shown(shown, &state.draft).map_err(HttpError::Conflict)?;
    let seat = actor.seat()?;
    let commands: Vec<Command> = state
        .draft
        .iter()
        .cloned()
        .chain([PlayerCommand::EndTurn])
        .map(|c| Command::player(seat, c))
        .collect();
    let executed = store
        .execute_all_once(game, &commands, Some(state.loaded.seq), key.as_ref())
        .await?;
    if let Once::Ran(_) = executed {
        store.clear_draft(game, actor.player_index).await?;
    }
    Ok(executed)
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
        if matches!(name.as_str(), "csrf" | "idem" | "seen" | draft::SHOWN_FIELD)
            || object.contains_key(name)
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
        return Err(HttpError::BadRequest(
            "The form does not say what to do.".into(),
        ));
    }
    serde_json::from_value(Value::Object(object))
        .map_err(|e| HttpError::BadRequest(format!("That step could not be read: {e}.")))
}

/// Reads an action by its JSON name (`two_houses`).
pub fn action_from(name: &str) -> Result<Action, HttpError> {
    serde_json::from_value(Value::from(name.trim()))
        .map_err(|_| HttpError::BadRequest(format!("\"{name}\" is not one of the nine actions.")))
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
