//! The game page of a player: the board, the players, what the game waits for, the last scoring,
//! the head of the log, and the forms that apply now (join, character choice, first houses, the
//! disc, the turn builder, a pending decision), each with the engine's sentence when a step was
//! refused. Built from the player's view (never the referee's) and the player's legal moves.

use askama::Template;
use durbar_domain::maharaja::state::TurnState;
use durbar_domain::maharaja::turn_plan::{self, FieldValue, SlotLeft, StepGroup, StepKind};
use durbar_domain::maharaja::{
    Action, Board, Bytes32, CityScore, DiscView, GameOptions, Gold, Phase, PlaceId, PlayerCommand,
    Seat, Slot, Toll, View,
};

use super::words;
use crate::catalogue::maharaja;
use crate::Words;

/// The signed-in player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Me {
    /// Index in the host's order.
    pub player_index: u8,
    /// Seat, once drawn.
    pub seat: Option<Seat>,
    /// Display name.
    pub name: String,
    /// Whether this player is the host.
    pub is_host: bool,
}

/// The player's own sealed disc, read from escrow (shown only to them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnDisc {
    /// The actions, in the order set.
    pub actions: [Action; 2],
    /// The commitment (public).
    pub commitment: Bytes32,
    /// The nonce (secret until the reveal).
    pub nonce: Bytes32,
}

/// The cheapest trip to a city, proposed before the player confirms it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravelPreview {
    /// The destination's id.
    pub to: String,
    /// The path (after the architect's place).
    pub path: Vec<PlaceId>,
    /// Every toll.
    pub tolls: Vec<Toll>,
    /// What the traveller pays.
    pub cost: Gold,
    /// Why the trip cannot be made, if it cannot.
    pub refused: Option<String>,
}

/// The last city scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scoring {
    /// The round in which the city was scored.
    pub round: u32,
    /// The city's id.
    pub city: String,
    /// Players with points, best first.
    pub scores: Vec<CityScore>,
    /// The monopoly bonus's receiver.
    pub monopoly: Option<Seat>,
}

/// A player row of the host's panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostPlayer {
    /// Index in the host's order.
    pub player_index: u8,
    /// The name the host gave the player, as everyone sees it.
    pub name: String,
    /// The address their mail goes to (only the host's panel shows it).
    pub email: String,
    /// Live personal links.
    pub live_links: i64,
    /// A bot plays the seat: it has no email and no links to re-send or revoke.
    pub bot: bool,
    /// Joined the game.
    pub joined: bool,
}

/// A step refused: which form and the engine's sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormError {
    /// The form's name (`join`, `character`, `house`, `disc`, `step`, `finish`, `replace`,
    /// `host`).
    pub form: String,
    /// The engine's sentence saying why, in the page's language.
    pub sentence: String,
}

/// Everything the game page is made from.
#[derive(Debug, Clone)]
pub struct GameInput<'a> {
    /// The language the page is made in (every sentence is made in it, so a page is built in
    /// its language rather than switched afterwards).
    pub w: Words,
    /// The game's id (hex).
    pub game_id: String,
    /// Its title.
    pub title: String,
    /// The game's board (places, roads, cities) for the picture and the places' names.
    pub board: &'a Board,
    /// The host's rule options, listed on the page.
    pub options: GameOptions,
    /// The viewer's registered device keys, as fingerprints, first first.
    pub device_keys: Vec<String>,
    /// The viewer's disc commitment this round, if set (public in the log): at the sealed level
    /// the page opens the opening it kept for this commitment.
    pub own_commitment: Option<Bytes32>,
    /// The viewer's sealed bid in the running sealed auction (its number and the commitment the
    /// log holds), if set: at the sealed level the page opens the opening it kept for it.
    pub own_bid: Option<(u32, Bytes32)>,
    /// The viewer's view of the state (after the viewer's unfinished steps).
    pub view: View,
    /// Names of the players in the host's order, with whether each joined.
    pub roster: Vec<(String, bool)>,
    /// The head of the log: seq.
    pub head_seq: u64,
    /// The head of the log: hash (hex).
    pub head_hash: String,
    /// The signed-in player, if any.
    pub me: Option<Me>,
    /// The player's legal moves now (after the unfinished steps).
    pub legal: Vec<PlayerCommand>,
    /// The player's turn in progress, if it is theirs.
    pub turn: Option<TurnState>,
    /// The unfinished steps of the player's turn.
    pub draft: Vec<PlayerCommand>,
    /// The mark of those steps the turn builder's forms send back (a stale tab's form is
    /// refused by it).
    pub draft_mark: String,
    /// The player's own sealed disc.
    pub own_disc: Option<OwnDisc>,
    /// A trip proposed before confirming.
    pub travel_preview: Option<TravelPreview>,
    /// The last city scored, shown until the next scoring.
    pub last_scoring: Option<Scoring>,
    /// A refused step.
    pub error: Option<FormError>,
    /// A notice (the game moved on, a link was re-sent…).
    pub notice: Option<String>,
    /// The session's form token.
    pub csrf: String,
    /// A fresh idempotency key prefix for this render.
    pub idem: String,
    /// The host's panel, for the host.
    pub host: Option<Vec<HostPlayer>>,
    /// Mail delivery running behind, shown in the host's panel.
    pub mail_lag: Option<MailLag>,
    /// The player's mail settings form (turn mail).
    pub mail_settings: Option<crate::mail::MailSettingsForm>,
    /// A server-made contribution for the join form (when the viewer has not joined).
    pub join_fallback: Option<String>,
    /// The board drawn (trusted markup).
    pub board_html: String,
    /// A village clicked on the board, preselected in the house form.
    pub selected_village: Option<String>,
}

/// How far mail delivery is behind, for the host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailLag {
    /// Messages waiting to be sent.
    pub unsent: i64,
    /// How long the oldest has waited, in words ("3 minutes").
    pub waited: String,
}

impl MailLag {
    /// `unsent` messages waiting, the oldest for `oldest`, said in `w`'s language.
    pub fn new(w: Words, unsent: i64, oldest: std::time::Duration) -> Self {
        let seconds = oldest.as_secs();
        let (amount, unit) = match seconds {
            0..=119 => (seconds, "game-lag-seconds"),
            120..=7199 => (seconds / 60, "game-lag-minutes"),
            _ => (seconds / 3600, "game-lag-hours"),
        };
        Self {
            unsent,
            waited: w.m(unit).n("n", amount).to_string(),
        }
    }
}

/// One option of a select.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The submitted value.
    pub value: String,
    /// What the player reads.
    pub label: String,
}

/// A select of a step form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Select {
    /// The field name.
    pub name: String,
    /// Its label.
    pub label: String,
    /// Its options.
    pub options: Vec<Choice>,
}

/// A form adding one kind of step to the turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepForm {
    /// Heading.
    pub title: String,
    /// The command's type (`build_house`, …).
    pub kind: String,
    /// The slot, if the command has one (`0`, `1`).
    pub slot: Option<String>,
    /// Fixed fields.
    pub hidden: Vec<(String, String)>,
    /// Fields to choose.
    pub selects: Vec<Select>,
    /// The submit button's words.
    pub button: String,
    /// A short unique name, for its idempotency key.
    pub id: String,
}

/// A row of the players' table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    /// Seat number, counted from 1 as players count.
    pub seat: u8,
    /// Colour (the CSS class of the dot).
    pub colour: &'static str,
    /// The colour in words.
    pub colour_name: String,
    /// The player's name, as everyone sees it.
    pub name: String,
    /// The characters the player holds, in words.
    pub characters: String,
    /// The architect's city.
    pub architect: String,
    /// Houses in supply.
    pub supply: u8,
    /// Houses in quarry.
    pub quarry: u8,
    /// Palaces built, of all.
    pub palaces: String,
    /// Gold, or "hidden".
    pub gold: String,
    /// The disc this round.
    pub disc: String,
    /// Played this round.
    pub played: bool,
    /// This is the viewer.
    pub is_me: bool,
    /// The game waits for this player.
    pub awaited: bool,
}

/// The turn builder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnBuilder {
    /// The revealed disc in words.
    pub disc: String,
    /// What is left to do, one sentence per part.
    pub left: Vec<String>,
    /// The unfinished steps in words.
    pub steps: Vec<String>,
    /// The mark of the steps shown, sent back by every form of the builder.
    pub mark: String,
    /// Destinations with their cheapest tolls.
    pub travel: Vec<Choice>,
    /// The destination of the trip being previewed (the list keeps it chosen).
    pub travel_chosen: Option<String>,
    /// Before travel: the palace is built once the architect is in a city (the palace form
    /// only appears then).
    pub palace_hint: Option<String>,
    /// The proposed trip.
    pub preview: Option<TravelPreviewText>,
    /// Forms for each kind of legal step.
    pub forms: Vec<StepForm>,
    /// The warning shown on "finish turn" when parts are left.
    pub forfeit_warning: Option<String>,
    /// What finishing now gives up, in words (see [`forfeits`]): the finish form then asks for
    /// a ticked box naming it.
    pub forfeits: Option<String>,
}

/// What finishing `turn` now forfeits in `w`'s words — its unfinished slots, "first arrow
/// (Gold), token (Two houses)" — or `None` when nothing is left undone.
pub fn forfeits(w: Words, turn: &TurnState) -> Option<String> {
    let slots: Vec<String> = turn
        .unfinished()
        .into_iter()
        .map(|slot| words::slot_in(w, slot, turn.slot(slot).and_then(|p| p.action)))
        .collect();
    (!slots.is_empty()).then(|| slots.join(", "))
}

/// A proposed trip in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravelPreviewText {
    /// The destination's name.
    pub to: String,
    /// The path's ids, space-separated (the form's value).
    pub path_value: String,
    /// The path in words.
    pub path: String,
    /// The tolls in words.
    pub tolls: Vec<String>,
    /// What it costs the traveller.
    pub cost: String,
    /// Why it cannot be made.
    pub refused: Option<String>,
}

/// The disc form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscForm {
    /// The nine actions.
    pub actions: Vec<Choice>,
    /// The disc set so far (actions in words, commitment, nonce).
    pub current: Option<(String, String, String)>,
    /// Preselected values.
    pub a: String,
    /// Preselected values.
    pub b: String,
}

/// The game page of a player.
#[derive(Template, Debug, Clone)]
#[template(path = "play/game.html")]
pub struct GamePage {
    /// Footer version.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
    /// The game's id.
    pub game_id: String,
    /// The title the host gave the game.
    pub title: String,
    /// Phase in words.
    pub phase: String,
    /// Round, phase and the Maharaja's city in one line.
    pub status: String,
    /// The round number (for the page's heading).
    pub round: u32,
    /// The Maharaja's city.
    pub maharaja: String,
    /// What the game waits for.
    pub waiting: String,
    /// Whether the viewer is awaited.
    pub your_move: bool,
    /// The board drawn.
    pub board_html: String,
    /// Players.
    pub players: Vec<PlayerRow>,
    /// Players before the start, with joined flags.
    pub roster: Vec<(String, bool)>,
    /// The bank's characters.
    pub bank: String,
    /// Governors on the track, bottom first.
    pub track: Vec<String>,
    /// The last scoring in words.
    pub scoring: Option<(String, Vec<String>)>,
    /// The final ranking in words (the list numbers the places).
    pub ranking: Vec<String>,
    /// Who won, once the game is over.
    pub winner: Option<String>,
    /// Head seq.
    pub head_seq: u64,
    /// Head hash.
    pub head_hash: String,
    /// Signed in as.
    pub me: Option<Me>,
    /// The session's form token.
    pub csrf: String,
    /// Idempotency key prefix.
    pub idem: String,
    /// Join form: the fallback contribution.
    pub join: Option<String>,
    /// Character choice.
    pub choose_character: Vec<Choice>,
    /// Starting house.
    pub place_house: Vec<Choice>,
    /// Disc form.
    pub disc: Option<DiscForm>,
    /// Turn builder.
    pub turn: Option<TurnBuilder>,
    /// Pending decision: a character from the bank.
    pub replace: Vec<Choice>,
    /// Other decisions the engine offers now (variants), played at once.
    pub other: Vec<StepForm>,
    /// The village preselected (a village clicked on the board).
    pub selected_village: Option<String>,
    /// Host's panel.
    pub host: Option<Vec<HostPlayer>>,
    /// Mail delivery running behind (host only).
    pub mail_lag: Option<MailLag>,
    /// The player's mail settings form (turn mail).
    pub mail_settings: Option<crate::mail::MailSettingsForm>,
    /// A refused step.
    pub error: Option<FormError>,
    /// A notice.
    pub notice: Option<String>,
    /// Options in words.
    pub options: Vec<String>,
    /// The game's trust level in one sentence: what it protects against, and what not.
    pub trust: String,
    /// The viewer's keys at the signed levels (none at the server level).
    pub signing: Option<Signing>,
    /// Sealed in the browser: what `seal.js` needs to seal and open the player's disc.
    pub sealed: Option<SealedDisc>,
    /// Sealed in the browser, a sealed auction the player bids in: what `seal.js` needs to
    /// seal and open the player's bid (R27).
    pub sealed_bid: Option<SealedBid>,
}

/// A bidder's page in a sealed auction at the sealed-in-the-browser level (R27): the auction
/// and seat the bid's commitment is scoped by, the amounts the player may bid (while bids are
/// set), whether the game waits for the player to open their bid, and the commitment the log
/// holds for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SealedBid {
    /// The auction's number (1 for the game's first).
    pub auction: u32,
    /// The player's seat.
    pub seat: u8,
    /// The amounts the player may seal now, 0 up to their gold (empty once every bid is in).
    pub amounts: Vec<u32>,
    /// The game waits for the player to open their bid.
    pub open: bool,
    /// The commitment the log holds for the player's bid in this auction (hex), if set.
    pub commitment: Option<String>,
}

/// What a player's page holds at the sealed-in-the-browser level: the round and seat the
/// commitment is scoped by (the page computes it), and whether the player's turn begins (the
/// page opens the disc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SealedDisc {
    /// The round.
    pub round: u32,
    /// The player's seat (none before the seats are drawn).
    pub seat: Option<u8>,
    /// The game waits for the player to open their disc.
    pub open: bool,
    /// The commitment the log holds for the player's disc this round (hex), if set.
    pub commitment: Option<String>,
}

/// What a game page shows at the signed-moves level.
#[derive(Debug, Clone)]
pub struct Signing {
    /// The viewer's device keys (fingerprints), first first; empty before joining.
    pub keys: Vec<String>,
}

impl GamePage {
    /// The attributes of the button of `form` (`"disc"`, or any other form `sign.js` signs):
    /// disabled until the scripts it waits for are running (see [`crate::play::gate`]).
    pub fn awaits(&self, form: &str) -> &'static str {
        use crate::play::gate::Gate;
        let gate = match (&self.signing, &self.sealed) {
            (None, _) => Gate::Open,
            (Some(_), Some(_)) if form == "disc" || form == "bid" => Gate::SignAndSeal,
            (Some(_), _) => Gate::Sign,
        };
        gate.attributes()
    }

    /// Builds the page.
    pub fn new(input: GameInput<'_>) -> Self {
        let w = input.w;
        let board = input.board;
        let view = &input.view;
        let my_seat = input.me.as_ref().and_then(|m| m.seat);
        let palaces_each = input.options.palaces_per_player();
        let players: Vec<PlayerRow> = view
            .players
            .iter()
            .map(|p| PlayerRow {
                seat: p.seat.0 + 1,
                colour: words::colour(p.seat),
                colour_name: words::colour_in(w, p.seat),
                name: p.name.clone(),
                characters: if p.characters.is_empty() {
                    "—".to_owned()
                } else {
                    p.characters
                        .iter()
                        .map(|c| words::character_in(w, *c))
                        .collect::<Vec<_>>()
                        .join(", ")
                },
                architect: words::place_name_in(w, board, &p.architect),
                supply: p.supply,
                quarry: p.quarry,
                palaces: w
                    .m("game-palaces-of")
                    .n("built", p.palaces_built)
                    .n("total", palaces_each)
                    .to_string(),
                gold: p
                    .gold
                    .map_or_else(|| w.t("game-gold-hidden"), |g| g.0.to_string()),
                disc: match p.disc {
                    DiscView::Unset => w.t("game-disc-unset"),
                    DiscView::Set => w.t("game-disc-set"),
                    DiscView::Revealed(actions) => words::disc_in(w, actions),
                    DiscView::Unopenable => w.t("game-disc-unopenable"),
                },
                played: p.played,
                is_me: Some(p.seat) == my_seat,
                awaited: view.awaiting.contains(&p.seat),
            })
            .collect();
        let name_of = |seat: Seat| {
            view.players
                .get(seat.index())
                .map_or_else(|| seat.to_string(), |p| p.name.clone())
        };
        let waiting = waiting_sentence(w, view, &name_of, my_seat);
        let your_move = my_seat.is_some_and(|s| view.awaiting.contains(&s));
        let scoring = input.last_scoring.as_ref().map(|s| {
            let heading = w
                .m("game-scoring-heading")
                .n("round", s.round)
                .s("city", words::place_name_in(w, board, &s.city))
                .to_string();
            let mut lines: Vec<String> = s
                .scores
                .iter()
                .map(|score| {
                    w.m("game-scoring-line")
                        .s("name", name_of(score.seat))
                        .n("points", score.points)
                        .n("gold", score.gold.0)
                        .to_string()
                })
                .collect();
            if lines.is_empty() {
                lines.push(w.t("game-scoring-nobody"));
            }
            if let Some(seat) = s.monopoly {
                lines.push(
                    w.m("game-scoring-alone")
                        .s("name", name_of(seat))
                        .n("gold", 5)
                        .to_string(),
                );
            }
            (heading, lines)
        });
        let ranking = view
            .ranking
            .as_deref()
            .unwrap_or_default()
            .iter()
            .map(|r| {
                w.m("game-ranking-line")
                    .s("name", name_of(r.seat))
                    .n("palaces", r.palaces)
                    .n("gold", r.gold.0)
                    .to_string()
            })
            .collect();
        let winner = view
            .ranking
            .as_deref()
            .and_then(|ranking| ranking.first())
            .map(|r| {
                w.m("game-winner")
                    .s("name", name_of(r.seat))
                    .n("palaces", r.palaces)
                    .n("gold", r.gold.0)
                    .to_string()
            });
        let maharaja = words::place_name_in(w, board, &view.maharaja);
        let phase = words::phase_in(w, view.phase);
        let status = w
            .m("game-status")
            .s(
                "round",
                w.m("round-label").n("round", view.round).to_string(),
            )
            .s("phase", phase.as_str())
            .s("city", maharaja.as_str())
            .to_string();
        let mut page = GamePage {
            version: crate::VERSION,
            w,
            game_id: input.game_id.clone(),
            title: input.title.clone(),
            phase,
            status,
            round: view.round,
            maharaja,
            waiting,
            your_move,
            board_html: input.board_html.clone(),
            players,
            roster: input.roster.clone(),
            bank: if view.bank_characters.is_empty() {
                w.t("game-bank-none")
            } else {
                view.bank_characters
                    .iter()
                    .map(|c| words::character_in(w, *c))
                    .collect::<Vec<_>>()
                    .join(", ")
            },
            track: view
                .governors
                .iter()
                .map(|g| {
                    let name = words::place_name_in(w, board, &g.city);
                    match g.numbered {
                        Some(n) => w
                            .m("game-track-round-slot")
                            .s("city", name)
                            .n("round", n)
                            .to_string(),
                        None => w
                            .m("game-track-slot")
                            .s("city", name)
                            .n("slot", g.slot)
                            .to_string(),
                    }
                })
                .collect(),
            scoring,
            ranking,
            winner,
            head_seq: input.head_seq,
            head_hash: input.head_hash.clone(),
            me: input.me.clone(),
            csrf: input.csrf.clone(),
            idem: input.idem.clone(),
            join: input.join_fallback.clone(),
            choose_character: Vec::new(),
            place_house: Vec::new(),
            disc: None,
            turn: None,
            replace: Vec::new(),
            other: Vec::new(),
            selected_village: input.selected_village.clone(),
            host: input.host.clone(),
            mail_lag: input.mail_lag.clone(),
            mail_settings: input.mail_settings.clone(),
            error: input.error.clone(),
            notice: input.notice.clone(),
            options: option_words(w, &input.options),
            trust: crate::play::trust::protects(input.options.trust, w.lang),
            signing: input.options.trust.signs().then(|| Signing {
                keys: input.device_keys.clone(),
            }),
            sealed: input.options.trust.seals_in_browser().then(|| SealedDisc {
                round: view.round,
                seat: my_seat.map(|seat| seat.0),
                open: input
                    .legal
                    .iter()
                    .any(|c| matches!(c, PlayerCommand::OpenDisc { .. })),
                commitment: input.own_commitment.map(|c| c.to_string()),
            }),
            sealed_bid: sealed_bid(&input, my_seat),
        };
        if input.me.is_some() {
            page.forms(&input);
        }
        page
    }

    fn forms(&mut self, input: &GameInput<'_>) {
        let w = self.w;
        let board = input.board;
        for command in &input.legal {
            match command {
                PlayerCommand::ChooseCharacter { character } => {
                    self.choose_character.push(Choice {
                        value: snake(character),
                        label: with_ability(w, *character),
                    })
                }
                PlayerCommand::PlaceHouse { village } => self.place_house.push(Choice {
                    value: village.to_string(),
                    label: format!(
                        "{}{}",
                        w.m("place-village").s("village", village.to_string()),
                        houses_note(w, &input.view, village.as_str())
                    ),
                }),
                PlayerCommand::ReplaceCharacter { character } => self.replace.push(Choice {
                    value: snake(character),
                    label: with_ability(w, *character),
                }),
                _ => {}
            }
        }
        if input.view.phase == Phase::Discs && !input.legal.is_empty() {
            let current = input.own_disc.as_ref().map(|d| {
                (
                    words::disc_in(w, d.actions),
                    d.commitment.to_string(),
                    d.nonce.to_string(),
                )
            });
            let (a, b) = input
                .own_disc
                .as_ref()
                .map(|d| (snake(&d.actions[0]), snake(&d.actions[1])))
                .unwrap_or_else(|| ("gold".to_owned(), "gold".to_owned()));
            self.disc = Some(DiscForm {
                actions: Action::ALL
                    .iter()
                    .map(|a| Choice {
                        value: snake(a),
                        label: maharaja::action(w, *a),
                    })
                    .collect(),
                current,
                a,
                b,
            });
        }
        if let Some(turn) = &input.turn {
            self.turn = Some(turn_builder(input, board, turn));
        } else {
            let others: Vec<PlayerCommand> = input
                .legal
                .iter()
                .filter(|c| !turn_plan::has_own_form(c))
                .cloned()
                .collect();
            self.other = generic_forms(w, &input.view, &others);
        }
    }

    /// The join form's sentence: what the player's contribution to the randomness decides.
    pub fn join_intro(&self) -> String {
        self.w.t("game-join-intro")
    }

    /// The refused step's sentence, if it came from `form`.
    pub fn error_for(&self, form: &str) -> Option<&str> {
        self.error
            .as_ref()
            .filter(|e| e.form == form)
            .map(|e| e.sentence.as_str())
    }

    /// Whether the page has any form with a secret (the player's own disc).
    pub fn shows_secret(&self) -> bool {
        self.disc.as_ref().is_some_and(|d| d.current.is_some())
    }
}

/// What the page of a bidder in a sealed auction holds at the sealed-in-the-browser level (R27):
/// none elsewhere, or when the player neither seals nor opens a bid nor has one set.
fn sealed_bid(input: &GameInput<'_>, seat: Option<Seat>) -> Option<SealedBid> {
    if !input.options.trust.seals_in_browser() {
        return None;
    }
    let seat = seat?;
    let amounts: Vec<u32> = input
        .legal
        .iter()
        .filter(|c| matches!(c, PlayerCommand::SealBid { .. }))
        .enumerate()
        .map(|(amount, _)| amount as u32)
        .collect();
    let open = input
        .legal
        .iter()
        .any(|c| matches!(c, PlayerCommand::OpenBid { .. }));
    let auction = input.view.auction.as_ref()?.number;
    let commitment = input
        .own_bid
        .filter(|(number, _)| *number == auction)
        .map(|(_, c)| c.to_string());
    if amounts.is_empty() && !open && commitment.is_none() {
        return None;
    }
    Some(SealedBid {
        auction,
        seat: seat.0,
        amounts,
        open,
        commitment,
    })
}

/// A step form's place in the turn builder: order, command type, slot.
/// The turn builder's form for one group of legal steps, in `input`'s words: its title (with
/// the arrow it uses), its button, and a select per field with its values by label.
fn step_form(
    input: &GameInput<'_>,
    board: &Board,
    turn: &TurnState,
    group: &StepGroup,
) -> StepForm {
    let w = input.w;
    let (title, button) = match group.kind {
        StepKind::TakeGold => (
            w.m("game-form-take-gold").n("gold", 2).to_string(),
            w.m("game-button-take-gold").n("gold", 2).to_string(),
        ),
        StepKind::TakeFromQuarry => (w.t("game-form-take-quarry"), w.t("game-button-take-quarry")),
        StepKind::BuildHouse => (w.t("game-form-build-house"), w.t("game-button-build-house")),
        StepKind::BuildPalace => (
            w.m("game-form-build-palace")
                .s(
                    "city",
                    group.city.map_or_else(String::new, |city| {
                        words::place_in(w, board, &PlaceId(city.0))
                    }),
                )
                .to_string(),
            w.t("game-button-build-palace"),
        ),
        StepKind::MoveHouse => (w.t("game-form-move-house"), w.t("game-button-move-house")),
        StepKind::MoveGovernor => (
            w.m("game-form-move-governor").n("slots", 2).to_string(),
            w.t("game-button-move-governor"),
        ),
        StepKind::TakeCharacter => (
            w.t("game-form-take-character"),
            w.t("game-button-take-character"),
        ),
        StepKind::BuilderBuildHouse => (
            w.t("game-form-builder-house"),
            w.t("game-button-builder-house"),
        ),
        StepKind::BuilderMoveHouse => (
            w.t("game-form-builder-move"),
            w.t("game-button-builder-move"),
        ),
    };
    let slot_value = group.slot.map(|slot| match slot {
        Slot::A => "0".to_owned(),
        Slot::B => "1".to_owned(),
        Slot::Token => "token".to_owned(),
    });
    let slot_words = group.slot.map_or_else(String::new, |slot| {
        words::slot_in(w, slot, turn.slot(slot).and_then(|p| p.action))
    });
    let kind = group.kind.name();
    let mut selects: Vec<Select> = group
        .fields
        .iter()
        .map(|(name, values)| {
            let mut options: Vec<Choice> = values
                .iter()
                .map(|value| field_choice(input, board, *value))
                .collect();
            options.sort_by(|a, b| a.label.cmp(&b.label));
            Select {
                name: (*name).to_owned(),
                label: field_label(w, name),
                options,
            }
        })
        .collect();
    // "from" before "to".
    selects.sort_by_key(|s| match s.name.as_str() {
        "from" => 0,
        "to" => 1,
        _ => 2,
    });
    StepForm {
        title: if slot_words.is_empty() {
            title
        } else {
            format!("{title} — {slot_words}")
        },
        kind: kind.to_owned(),
        id: format!("{kind}-{}", slot_value.clone().unwrap_or_default()),
        slot: slot_value,
        hidden: group
            .city
            .map(|city| vec![("city".to_owned(), city.to_string())])
            .unwrap_or_default(),
        selects,
        button,
    }
}

/// The label of a step form's field.
fn field_label(w: Words, name: &str) -> String {
    w.t(match name {
        "at" => "game-field-where",
        "site" => "game-field-site",
        "from" => "game-field-from",
        "to" => "game-field-to",
        "city" => "game-field-governor-of",
        // "character", the last field there is.
        _ => "game-field-character",
    })
}

/// One value of a step form's field, with its label: a place with the houses on it, a palace
/// site, a governor's city, a character with who holds it.
fn field_choice(input: &GameInput<'_>, board: &Board, value: FieldValue) -> Choice {
    let w = input.w;
    match value {
        FieldValue::Place(id) => Choice {
            value: id.to_string(),
            label: format!(
                "{}{}",
                words::place_in(w, board, &id),
                houses_note(w, &input.view, id.as_str())
            ),
        },
        FieldValue::Site(site) => Choice {
            value: snake(&site),
            label: words::site_in(w, site),
        },
        FieldValue::City(city) => Choice {
            value: city.to_string(),
            label: words::place_in(w, board, &PlaceId(city.0)),
        },
        FieldValue::Character(character) => {
            let holder = input
                .view
                .players
                .iter()
                .find(|p| p.characters.contains(&character))
                .map(|p| format!(" ({})", w.m("game-from-player").s("name", p.name.as_str())))
                .unwrap_or_else(|| format!(" ({})", w.t("game-from-bank")));
            Choice {
                value: snake(&character),
                label: format!("{}{holder}", words::character_in(w, character)),
            }
        }
    }
}

/// Forms for the variants' commands (auctions, swap and lure, action tokens, gifts), worded from
/// the catalogue: one form per command type and slot, a select for each field with several
/// values, the others hidden. A secret's nonce (a sealed bid's) is never in a form: the server
/// draws it when the form is played.
pub fn generic_forms(w: Words, view: &View, commands: &[PlayerCommand]) -> Vec<StepForm> {
    let name_of = |seat: Seat| {
        view.players
            .get(seat.index())
            .map_or_else(|| seat_fallback(w, seat), |p| p.name.clone())
    };
    variant_forms(w, &name_of, commands)
}

/// [`generic_forms`] with the players' names from `name_of`.
fn variant_forms(
    w: Words,
    name_of: &dyn Fn(Seat) -> String,
    commands: &[PlayerCommand],
) -> Vec<StepForm> {
    let character = |c: &durbar_domain::maharaja::Character| Choice {
        value: snake(c),
        label: words::character_in(w, *c),
    };
    let gold = |amount: &Gold| Choice {
        value: amount.0.to_string(),
        label: w.m("game-gold").n("gold", amount.0).to_string(),
    };
    type Fields = Vec<(&'static str, Choice)>;
    type Kind = (&'static str, Option<Slot>);
    let mut groups: Vec<(Kind, Vec<Fields>)> = Vec::new();
    for command in commands {
        let (kind, slot, fields): (&'static str, Option<Slot>, Fields) = match command {
            PlayerCommand::Bid { amount } => ("bid", None, vec![("amount", gold(amount))]),
            PlayerCommand::PassBid => ("pass_bid", None, vec![]),
            PlayerCommand::SealedBid { amount, .. } => {
                ("sealed_bid", None, vec![("amount", gold(amount))])
            }
            PlayerCommand::SwapCharacters { slot, take, give } => (
                "swap_characters",
                Some(*slot),
                vec![("take", character(take)), ("give", character(give))],
            ),
            PlayerCommand::LureCharacter { slot, from_seat } => (
                "lure_character",
                Some(*slot),
                vec![(
                    "from_seat",
                    Choice {
                        value: from_seat.0.to_string(),
                        label: name_of(*from_seat),
                    },
                )],
            ),
            PlayerCommand::UseActionToken { action } => (
                "use_action_token",
                None,
                vec![(
                    "action",
                    Choice {
                        value: snake(action),
                        label: maharaja::action(w, *action),
                    },
                )],
            ),
            PlayerCommand::GiveCharacter { character: c } => {
                ("give_character", None, vec![("character", character(c))])
            }
            // The page has forms of its own for these.
            PlayerCommand::ChooseCharacter { .. }
            | PlayerCommand::PlaceHouse { .. }
            | PlayerCommand::SetDisc { .. }
            | PlayerCommand::SealDisc { .. }
            | PlayerCommand::OpenDisc { .. }
            | PlayerCommand::SealBid { .. }
            | PlayerCommand::OpenBid { .. }
            | PlayerCommand::Travel { .. }
            | PlayerCommand::TravelPath { .. }
            | PlayerCommand::TakeGold { .. }
            | PlayerCommand::TakeFromQuarry { .. }
            | PlayerCommand::BuildHouse { .. }
            | PlayerCommand::BuildPalace { .. }
            | PlayerCommand::MoveHouse { .. }
            | PlayerCommand::MoveGovernor { .. }
            | PlayerCommand::TakeCharacter { .. }
            | PlayerCommand::BuilderBuildHouse { .. }
            | PlayerCommand::BuilderMoveHouse { .. }
            | PlayerCommand::EndTurn
            | PlayerCommand::ReplaceCharacter { .. } => continue,
        };
        match groups.iter_mut().find(|(key, _)| *key == (kind, slot)) {
            Some((_, members)) => members.push(fields),
            None => groups.push(((kind, slot), vec![fields])),
        }
    }
    groups
        .into_iter()
        .map(|((kind, slot), members)| {
            let mut hidden = Vec::new();
            let mut selects = Vec::new();
            let mut names: Vec<&'static str> = Vec::new();
            for (name, _) in members.iter().flatten() {
                if !names.contains(name) {
                    names.push(name);
                }
            }
            for name in names {
                let mut options: Vec<Choice> = Vec::new();
                for (_, choice) in members.iter().flatten().filter(|(n, _)| *n == name) {
                    if !options.iter().any(|o| o.value == choice.value) {
                        options.push(choice.clone());
                    }
                }
                match options.as_slice() {
                    [] => {}
                    [one] => hidden.push((name.to_owned(), one.value.clone())),
                    _ => selects.push(Select {
                        name: name.to_owned(),
                        label: w.t(match name {
                            "amount" => "game-field-amount",
                            "take" => "game-field-take",
                            "give" => "game-field-give",
                            "from_seat" => "game-field-from-player",
                            "action" => "game-field-action",
                            _ => "game-field-character",
                        }),
                        options,
                    }),
                }
            }
            let (title, button) = match kind {
                "bid" => ("game-form-bid", "game-button-bid"),
                "pass_bid" => ("game-form-pass-bid", "game-button-pass-bid"),
                "sealed_bid" => ("game-form-sealed-bid", "game-button-sealed-bid"),
                "swap_characters" => ("game-form-swap", "game-button-swap"),
                "lure_character" => ("game-form-lure", "game-button-lure"),
                "use_action_token" => ("game-form-use-token", "game-button-use-token"),
                _ => ("game-form-give-character", "game-button-give-character"),
            };
            let title = w.t(title);
            let slot_value = slot.map(|s| plain(&serde_json::to_value(s).unwrap_or_default()));
            StepForm {
                id: format!("{kind}-{}", slot_value.clone().unwrap_or_default()),
                title: match slot {
                    Some(s) => format!("{title} — {}", words::slot_name(w, s)),
                    None => title,
                },
                button: w.t(button),
                kind: kind.to_owned(),
                slot: slot_value,
                hidden,
                selects,
            }
        })
        .collect()
}

/// "2 · The Merchant — +1 gold in each of your turns": a character to choose, with what it does.
fn with_ability(w: Words, character: durbar_domain::maharaja::Character) -> String {
    format!(
        "{} — {}",
        words::character_in(w, character),
        maharaja::ability(w, character)
    )
}

/// "seat 3" for a seat without a player (counted from 1).
fn seat_fallback(w: Words, seat: Seat) -> String {
    w.m("seat-fallback")
        .n("seat", u32::from(seat.0) + 1)
        .to_string()
}

fn plain(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn option_words(w: Words, options: &GameOptions) -> Vec<String> {
    let mut words = crate::catalogue::settings::option_names(w, options);
    match options.trust {
        durbar_domain::maharaja::Trust::Server => {}
        durbar_domain::maharaja::Trust::SignedMoves => words.push(w.t("game-option-signed")),
        durbar_domain::maharaja::Trust::SealedInBrowser => words.push(w.t("game-option-sealed")),
    }
    words
}

/// The snake-case JSON name of a unit enum value (`two_houses`).
fn snake<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

fn houses_note(w: Words, view: &View, place: &str) -> String {
    match view.houses.get(place) {
        Some(owners) if !owners.is_empty() => {
            let colours: Vec<String> = owners.iter().map(|s| words::colour_in(w, *s)).collect();
            format!(
                " ({})",
                w.m("game-houses-note").s("colours", colours.join(", "))
            )
        }
        _ => String::new(),
    }
}

fn waiting_sentence(
    w: Words,
    view: &View,
    name_of: &dyn Fn(Seat) -> String,
    me: Option<Seat>,
) -> String {
    let names = |seats: &[Seat]| -> String {
        let names: Vec<String> = seats
            .iter()
            .map(|s| {
                if Some(*s) == me {
                    w.t("you")
                } else {
                    name_of(*s)
                }
            })
            .collect();
        if names.is_empty() {
            w.t("game-nobody")
        } else {
            maharaja::and_list(w, &names)
        }
    };
    // Whether the viewer is among those awaited (the verb agrees with "you").
    let you = |seats: &[Seat]| -> &'static str {
        match (seats, me) {
            ([only], Some(me)) if *only == me => "yes",
            _ => "no",
        }
    };
    let awaited = |id: &'static str| {
        w.m(id)
            .s("names", names(&view.awaiting))
            .s("you", you(&view.awaiting))
            .to_string()
    };
    match view.phase {
        Phase::NotCreated => w.t("game-wait-not-created"),
        Phase::Setup => w.t("game-wait-join"),
        Phase::ChooseCharacters => awaited("game-wait-character"),
        Phase::PlaceHouses => awaited("game-wait-house"),
        Phase::Discs => awaited("game-wait-disc"),
        Phase::Turns => match view.active_seat {
            Some(active) if view.awaiting.contains(&active) && Some(active) == me => {
                w.t("game-wait-your-turn")
            }
            Some(active) if view.awaiting.contains(&active) => w
                .m("game-wait-turn")
                .s("names", names(&[active]))
                .to_string(),
            Some(active) => w
                .m("game-wait-new-character")
                .s("taker", names(&[active]))
                .s("taker_you", you(&[active]))
                .s("names", names(&view.awaiting))
                .s("you", you(&view.awaiting))
                .to_string(),
            None => w.t("game-wait-next-turn"),
        },
        Phase::Over => w.t("game-wait-over"),
        #[allow(unreachable_patterns)]
        _ => awaited("game-wait-other"),
    }
}

/// What one arrow of the disc still holds, in `w`'s words.
fn left_in(w: Words, left: SlotLeft) -> String {
    match left {
        SlotLeft::Unopened { slot } => w
            .m("game-left-unopened")
            .s("slot", words::slot_name(w, slot))
            .to_string(),
        SlotLeft::Done { slot, action } => w
            .m("game-left-done")
            .s("slot", words::capitalised(&words::slot_name(w, slot)))
            .s("action", maharaja::action(w, action))
            .to_string(),
        SlotLeft::Open {
            slot,
            action,
            houses,
            palace,
            quarry,
        } => {
            let mut parts = Vec::new();
            if houses > 0 {
                parts.push(w.m("game-left-houses").n("houses", houses).to_string());
            }
            if palace {
                parts.push(w.t("game-left-palace"));
            }
            if let Some(quarry) = quarry {
                parts.push(w.m("game-left-quarry").n("houses", quarry).to_string());
            }
            if parts.is_empty() {
                parts.push(w.t("game-left-not-done"));
            }
            w.m("game-left-parts")
                .s("slot", words::capitalised(&words::slot_name(w, slot)))
                .s("action", maharaja::action(w, action))
                .s("parts", parts.join(", "))
                .to_string()
        }
    }
}

fn turn_builder(input: &GameInput<'_>, board: &Board, turn: &TurnState) -> TurnBuilder {
    let w = input.w;
    let me = input.me.as_ref().and_then(|m| m.seat);
    let revealed = me
        .and_then(|s| input.view.players.get(s.index()))
        .and_then(|p| match p.disc {
            DiscView::Revealed(actions) => Some(actions),
            _ => None,
        });
    let left = turn_plan::slots_left(turn)
        .into_iter()
        .map(|slot_left| left_in(w, slot_left))
        .collect();
    let palace_hint = turn_plan::palace_waits_for_architect(turn, &input.view, me)
        .then(|| w.t("game-palace-hint"));
    let unfinished = turn.unfinished();
    let forfeit_warning =
        (!unfinished.is_empty()).then(|| w.m("game-forfeit-warning").n("gold", 2).to_string());
    let plan = turn_plan::step_plan(&input.legal);
    let travel = plan
        .travel
        .iter()
        .map(|to| Choice {
            value: to.to_string(),
            label: words::place_in(w, board, &PlaceId(to.0)),
        })
        .collect();
    let forms: Vec<StepForm> = plan
        .groups
        .iter()
        .map(|group| step_form(input, board, turn, group))
        .chain(generic_forms(w, &input.view, &plan.other))
        .collect();
    let preview = input.travel_preview.as_ref().map(|p| TravelPreviewText {
        to: words::place_name_in(w, board, &p.to),
        path_value: p
            .path
            .iter()
            .map(|id| id.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        path: p
            .path
            .iter()
            .map(|id| words::place_in(w, board, id))
            .collect::<Vec<_>>()
            .join(" → "),
        tolls: p
            .tolls
            .iter()
            .map(|t| {
                let (payer, payer_is) = match t.from {
                    durbar_domain::maharaja::Party::Bank => (String::new(), "bank"),
                    durbar_domain::maharaja::Party::Seat(s) if Some(s) == me => {
                        (String::new(), "you")
                    }
                    durbar_domain::maharaja::Party::Seat(s) => (
                        input
                            .view
                            .players
                            .get(s.index())
                            .map_or_else(|| s.to_string(), |p| p.name.clone()),
                        "player",
                    ),
                };
                let owner = input
                    .view
                    .players
                    .get(t.to.index())
                    .map_or_else(|| t.to.to_string(), |p| p.name.clone());
                w.m("game-toll")
                    .s("village", t.village.to_string())
                    .s("payer", payer)
                    .s("payer_is", payer_is)
                    .n("gold", t.amount.0)
                    .s("owner", owner)
                    .to_string()
            })
            .collect(),
        cost: w.m("game-gold").n("gold", p.cost.0).to_string(),
        refused: p.refused.clone(),
    });
    TurnBuilder {
        disc: revealed.map_or_else(|| w.t("game-disc-unopenable"), |d| words::disc_in(w, d)),
        left,
        steps: input
            .draft
            .iter()
            .map(|c| words::command_in(w, board, c))
            .collect(),
        mark: input.draft_mark.clone(),
        travel,
        travel_chosen: input.travel_preview.as_ref().map(|p| p.to.clone()),
        palace_hint,
        preview,
        forms,
        forfeit_warning,
        forfeits: forfeits(w, turn),
    }
}

#[cfg(test)]
mod tests {
    use super::MailLag;
    use crate::{Lang, Words};
    use std::time::Duration;

    /// Every move a variant adds (auctions, swap and lure, the action token, the gift), as a
    /// form and as a step of the turn: worded by the catalogue in each language, no JSON name
    /// ("pass_bid", "great mogul", "slot 0") left in what a player reads.
    #[test]
    fn the_variants_moves_are_worded_in_every_language() {
        use durbar_domain::maharaja::{
            Action, Board, Bytes32, Character, Gold, PlayerCommand, Seat, Slot,
        };
        let commands = vec![
            PlayerCommand::Bid { amount: Gold(0) },
            PlayerCommand::Bid { amount: Gold(3) },
            PlayerCommand::PassBid,
            PlayerCommand::SealedBid {
                amount: Gold(2),
                nonce: Bytes32::default(),
            },
            PlayerCommand::SealedBid {
                amount: Gold(5),
                nonce: Bytes32::default(),
            },
            PlayerCommand::SwapCharacters {
                slot: Slot::A,
                take: Character::GreatMogul,
                give: Character::WanderingMonk,
            },
            PlayerCommand::SwapCharacters {
                slot: Slot::A,
                take: Character::MasterCraftsman,
                give: Character::WanderingMonk,
            },
            PlayerCommand::LureCharacter {
                slot: Slot::B,
                from_seat: Seat(1),
            },
            PlayerCommand::LureCharacter {
                slot: Slot::B,
                from_seat: Seat(2),
            },
            PlayerCommand::UseActionToken {
                action: Action::TwoHouses,
            },
            PlayerCommand::UseActionToken {
                action: Action::Gold,
            },
            PlayerCommand::GiveCharacter {
                character: Character::Yogi,
            },
            PlayerCommand::GiveCharacter {
                character: Character::GreatMogul,
            },
        ];
        let names = |seat: Seat| ["Anna", "Bára", "Cyril"][seat.index()].to_owned();
        let board = Board::shipped("classic").expect("the classic board");
        let english = super::variant_forms(Words::new(Lang::En), &names, &commands);
        assert_eq!(english.len(), 7, "one form per kind of move");
        for lang in Lang::ALL {
            let w = Words::new(lang);
            let forms = super::variant_forms(w, &names, &commands);
            let mut read: Vec<String> = Vec::new();
            for form in &forms {
                read.push(form.title.clone());
                read.push(form.button.clone());
                for select in &form.selects {
                    read.push(select.label.clone());
                    read.extend(select.options.iter().map(|o| o.label.clone()));
                }
            }
            read.extend(
                commands
                    .iter()
                    .map(|c| super::words::command_in(w, &board, c)),
            );
            for text in &read {
                assert!(!text.is_empty(), "{lang:?}: an empty label");
                for raw in ["_", "slot ", "great mogul", "wandering monk", "two houses"] {
                    assert!(!text.contains(raw), "{lang:?}: {raw:?} in {text:?}");
                }
            }
            assert!(read.iter().any(|t| t.contains("Bára")), "players by name");
            if lang != Lang::En {
                let english_titles: Vec<&str> = english.iter().map(|f| f.title.as_str()).collect();
                for form in &forms {
                    assert!(
                        !english_titles.contains(&form.title.as_str()),
                        "{lang:?}: English title {:?}",
                        form.title
                    );
                }
            }
        }
        let cs = super::variant_forms(Words::new(Lang::Cs), &names, &commands);
        let swap = cs
            .iter()
            .find(|f| f.kind == "swap_characters")
            .expect("swap");
        assert_eq!(
            swap.title,
            "Vyměnit osobnost s jiným hráčem — první ručička"
        );
        assert_eq!(swap.slot.as_deref(), Some("0"));
        assert_eq!(
            swap.hidden,
            vec![("give".to_owned(), "wandering_monk".to_owned())]
        );
        let take = &swap.selects[0];
        assert_eq!(take.name, "take");
        assert_eq!(take.options[0].value, "great_mogul");
        assert!(
            take.options[0].label.starts_with("1 · "),
            "{:?}",
            take.options
        );
        let pl = super::variant_forms(Words::new(Lang::Pl), &names, &commands);
        let bid = pl.iter().find(|f| f.kind == "bid").expect("bid");
        assert_eq!(bid.selects[0].options[1].label, "3 sztuki złota");
    }

    #[test]
    fn houses_palaces_and_gold_are_counted_in_each_languages_plural_forms() {
        let ranking = |lang: Lang, n: u32| {
            Words::new(lang)
                .m("game-ranking-line")
                .s("name", "Anna")
                .n("palaces", n)
                .n("gold", n)
                .to_string()
        };
        let houses = |lang: Lang, n: u32| {
            Words::new(lang)
                .m("game-left-houses")
                .n("houses", n)
                .to_string()
        };
        let cases: [(Lang, [&str; 5], [&str; 5]); 3] = [
            (
                Lang::Cs,
                [
                    "Anna — 0 paláců, 0 zlaťáků",
                    "Anna — 1 palác, 1 zlaťák",
                    "Anna — 2 paláce, 2 zlaťáky",
                    "Anna — 5 paláců, 5 zlaťáků",
                    "Anna — 22 paláců, 22 zlaťáků",
                ],
                [
                    "zbývá postavit 0 domků",
                    "zbývá postavit 1 domek",
                    "zbývá postavit 2 domky",
                    "zbývá postavit 5 domků",
                    "zbývá postavit 22 domků",
                ],
            ),
            (
                Lang::Pl,
                [
                    "Anna — 0 pałaców, 0 sztuk złota",
                    "Anna — 1 pałac, 1 sztuka złota",
                    "Anna — 2 pałace, 2 sztuki złota",
                    "Anna — 5 pałaców, 5 sztuk złota",
                    "Anna — 22 pałace, 22 sztuki złota",
                ],
                [
                    "0 domów do zbudowania",
                    "1 dom do zbudowania",
                    "2 domy do zbudowania",
                    "5 domów do zbudowania",
                    "22 domy do zbudowania",
                ],
            ),
            (
                Lang::En,
                [
                    "Anna — 0 palaces, 0 gold",
                    "Anna — 1 palace, 1 gold",
                    "Anna — 2 palaces, 2 gold",
                    "Anna — 5 palaces, 5 gold",
                    "Anna — 22 palaces, 22 gold",
                ],
                [
                    "0 houses to build",
                    "1 house to build",
                    "2 houses to build",
                    "5 houses to build",
                    "22 houses to build",
                ],
            ),
        ];
        for (lang, ranked, built) in cases {
            for ((n, r), h) in [0, 1, 2, 5, 22].into_iter().zip(ranked).zip(built) {
                assert_eq!(ranking(lang, n), r, "{lang} {n}");
                assert_eq!(houses(lang, n), h, "{lang} {n}");
            }
        }
    }

    #[test]
    fn the_mail_lag_is_said_in_words() {
        let waited =
            |seconds| MailLag::new(crate::Words::default(), 1, Duration::from_secs(seconds)).waited;
        assert_eq!(waited(1), "1 second");
        assert_eq!(waited(75), "75 seconds");
        assert_eq!(waited(120), "2 minutes");
        assert_eq!(waited(7199), "119 minutes");
        assert_eq!(waited(7200), "2 hours");
    }
}
