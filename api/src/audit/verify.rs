//! `durbar verify`: checks an export offline without trusting the server — the hash chain, the
//! canonical form of every payload, the seed against its commitment, every disc reveal against
//! its commitment, and a full replay of the rules (which re-derives the setup from the seed).

use durbar_domain::citadels::Citadels;
use durbar_domain::maharaja::{Event, Game, Maharaja, Phase, RankEntry};
use durbar_domain::{check_openings, seed_commitment, Bytes32, GameId, GameKind};

use durbar_domain::maharaja::replay::SetupSource;

use super::chain::{self, ChainError, Link};
use super::citadels::{verify_citadels, CitadelsVerified};
use super::export::{parse_hash, Export, FORMAT};
use super::failure::Failure;
use crate::store::decode_event;

/// A verified export.
#[derive(Debug, Clone)]
pub struct Verified {
    /// The number of events checked.
    pub events: usize,
    /// The head hash, hex.
    pub head: String,
    /// The state after the last event.
    pub state: Game,
    /// How the seating and the governor track were made (`None` before the start).
    pub setup: Option<SetupSource>,
}

impl Verified {
    /// How the setup was made, in words.
    pub fn setup_in_words(&self) -> &'static str {
        match self.setup {
            None => "the game has not started",
            Some(SetupSource::Drawn) => "seating and governor track drawn from the committed seed",
            Some(SetupSource::FixedSeating) => {
                "seating fixed by the host; governor track drawn from the committed seed"
            }
            Some(SetupSource::GivenGovernors) => {
                "seating drawn from the committed seed; governor track GIVEN, not drawn"
            }
            Some(SetupSource::FixedSeatingAndGivenGovernors) => {
                "seating fixed by the host; governor track GIVEN, not drawn (a scripted game)"
            }
        }
    }

    /// The final ranking, if the game is over.
    pub fn ranking(&self) -> Option<&[RankEntry]> {
        (self.state.phase() == Phase::Over).then(|| self.state.ranking())
    }
}

/// The first problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{reason}", seq.map(|s| format!("event seq {s}: ")).unwrap_or_default())]
pub struct VerifyError {
    /// The first bad event, if the problem is in one.
    pub seq: Option<u64>,
    /// What is wrong (its sentence: [`Failure::sentence`]).
    pub reason: Failure,
}

pub(super) fn bad(seq: u64, reason: Failure) -> VerifyError {
    VerifyError {
        seq: Some(seq),
        reason,
    }
}

pub(super) fn bad_export(reason: Failure) -> VerifyError {
    VerifyError { seq: None, reason }
}

/// What `durbar verify` found, by game.
#[derive(Debug, Clone)]
pub enum Verdict {
    /// A verified Maharaja export.
    Maharaja(Box<Verified>),
    /// A verified Citadels export.
    Citadels(Box<CitadelsVerified>),
}

/// Verifies an export of any game: the generic checks, then the game's own.
pub fn verify_any(export: &Export) -> Result<Verdict, VerifyError> {
    let (game_id, links, head) = checked_chain(export)?;
    durbar_domain::for_kind!(export.game, |G| G::verify(export, game_id, &links, head))
}

/// What `durbar verify` needs of each game kind: its own checks of an export whose chain, head
/// and kind already passed, and the verdict they give.
pub trait Verifiable {
    /// The game's checks of `export` (its id, chain links and head hash already checked).
    fn verify(
        export: &Export,
        game_id: GameId,
        links: &[Link],
        head: String,
    ) -> Result<Verdict, VerifyError>;
}

impl Verifiable for Maharaja {
    fn verify(
        export: &Export,
        game_id: GameId,
        links: &[Link],
        head: String,
    ) -> Result<Verdict, VerifyError> {
        verify_maharaja(export, game_id, links, head).map(|v| Verdict::Maharaja(Box::new(v)))
    }
}

impl Verifiable for Citadels {
    fn verify(
        export: &Export,
        game_id: GameId,
        links: &[Link],
        head: String,
    ) -> Result<Verdict, VerifyError> {
        verify_citadels(export, game_id, links, head).map(|v| Verdict::Citadels(Box::new(v)))
    }
}

/// Verifies a Maharaja export; see the module documentation for what is checked. A Citadels
/// export is checked by [`verify_any`].
pub fn verify(export: &Export) -> Result<Verified, VerifyError> {
    match verify_any(export)? {
        Verdict::Maharaja(verified) => Ok(*verified),
        Verdict::Citadels(_) => Err(bad_export(Failure::CitadelsExport)),
    }
}

/// The format, the hash chain, the head and the kind: the checks every game's export gets.
fn checked_chain(export: &Export) -> Result<(GameId, Vec<Link>, String), VerifyError> {
    if export.format != FORMAT {
        return Err(bad_export(Failure::WrongFormat {
            found: export.format.clone(),
            expected: FORMAT,
        }));
    }
    let game_id = GameId(
        hex::decode(&export.game_id)
            .ok()
            .and_then(|b| b.try_into().ok())
            .ok_or_else(|| bad_export(Failure::GameIdNotHex))?,
    );
    let links = export
        .events
        .iter()
        .map(|e| {
            Ok(Link {
                seq: e.seq,
                payload: e.payload.as_bytes().to_vec(),
                prev_hash: parse_hash(&e.prev_hash)
                    .ok_or_else(|| bad(e.seq, Failure::PrevHashNotHex))?,
                hash: parse_hash(&e.hash).ok_or_else(|| bad(e.seq, Failure::HashNotHex))?,
            })
        })
        .collect::<Result<Vec<_>, VerifyError>>()?;
    chain::check(&game_id.0, &links).map_err(|error| match error {
        ChainError::OutOfOrder { expected, found } => bad(found, Failure::OutOfOrder { expected }),
        ChainError::BrokenLink { seq } => bad(seq, Failure::BrokenLink),
        ChainError::HashMismatch { seq } => bad(seq, Failure::Altered),
    })?;
    let head = links
        .last()
        .map(|l| hex::encode(l.hash))
        .unwrap_or_else(|| hex::encode(chain::GENESIS));
    if export.head.seq != links.len() as u64 || export.head.hash != head {
        return Err(bad_export(Failure::HeadNotLast));
    }
    check_kind(export, &links)?;
    Ok((game_id, links, head))
}

/// The header names the kind event 1 names (both absent in exports made before kinds).
fn check_kind(export: &Export, links: &[Link]) -> Result<(), VerifyError> {
    let Some(first) = links.first() else {
        return Ok(());
    };
    let named = serde_json::from_slice(&first.payload)
        .map_err(|_| bad(first.seq, Failure::NotJson))
        .and_then(|event| {
            GameKind::named_by(&event).map_err(|error| bad(first.seq, Failure::UnknownKind(error)))
        })?;
    if named != export.game {
        return Err(bad_export(Failure::KindDiffers {
            header: export.game,
            first: named,
        }));
    }
    Ok(())
}

/// The rules checks of a Maharaja log: header, openings, full replay.
fn verify_maharaja(
    export: &Export,
    game_id: GameId,
    links: &[Link],
    head: String,
) -> Result<Verified, VerifyError> {
    let events = links
        .iter()
        .map(|l| decode_event(&l.payload).map_err(|reason| bad(l.seq, Failure::Payload(reason))))
        .collect::<Result<Vec<Event>, VerifyError>>()?;
    check_header(export, game_id, &events)?;
    check_openings::<Maharaja>(game_id, &events)
        .map_err(|error| bad(error.index as u64 + 1, Failure::Opening(error.problem)))?;
    let report = super::signatures::replay_checked(&events)
        .map_err(|error| bad(error.index as u64 + 1, Failure::Replay(error.problem)))?;
    Ok(Verified {
        events: events.len(),
        head,
        state: report.game,
        setup: report.setup,
    })
}

/// Event 1 (seq 1) is this game's, and the header's seed commitment is event 1's.
pub(super) fn check_created(
    export: &Export,
    game_id: GameId,
    created: GameId,
    commitment: &Bytes32,
) -> Result<(), VerifyError> {
    if created != game_id {
        return Err(bad(1, Failure::OtherGame));
    }
    if commitment.to_string() != export.seed_commitment {
        return Err(bad_export(Failure::CommitmentDiffers));
    }
    Ok(())
}

/// The seed revealed at `seq` opens event 1's commitment and is the header's seed.
pub(super) fn check_revealed_seed(
    export: &Export,
    game_id: GameId,
    commitment: &Bytes32,
    seq: u64,
    seed: &Bytes32,
) -> Result<(), VerifyError> {
    if seed_commitment(game_id, seed) != *commitment {
        return Err(bad(seq, Failure::SeedMismatch));
    }
    if export.seed.as_deref() != Some(seed.to_string().as_str()) {
        return Err(bad(seq, Failure::HeaderSeedDiffers));
    }
    Ok(())
}

/// The first event creates this game, and the header agrees with the log about the seed.
fn check_header(export: &Export, game_id: GameId, events: &[Event]) -> Result<(), VerifyError> {
    let Some(Event::GameCreated {
        game_id: created,
        seed_commitment: commitment,
        board,
        ..
    }) = events.first()
    else {
        return Err(bad(1, Failure::NotGameCreated));
    };
    check_created(export, game_id, *created, commitment)?;
    if hex::encode(board.content_hash()) != export.board.sha256 || board.id() != export.board.id {
        return Err(bad_export(Failure::BoardDiffers));
    }
    for (index, event) in events.iter().enumerate() {
        if let Event::SeedRevealed { seed } = event {
            check_revealed_seed(export, game_id, commitment, index as u64 + 1, seed)?;
        }
    }
    Ok(())
}
