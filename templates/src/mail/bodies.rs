//! The notices, one struct each, with a plain-text and an HTML template (in
//! `templates/mail/<kind>.txt` and `.html`). The api fills them from the game as the recipient
//! may see it: never another player's sealed disc, never another player's hidden gold.

use askama::Template;

use super::{MailBody, Section};
use crate::catalogue::{Msg, Words};

/// Declares the text and HTML templates of a notice and its [`MailBody`] impl.
macro_rules! notice {
    ($data:ident, $kind:literal, $text:ident, $text_path:literal, $html:ident, $html_path:literal) => {
        #[derive(Template)]
        #[template(path = $text_path)]
        struct $text<'a> {
            m: &'a $data,
            // Read by the templates whose words are in the catalogue (not yet all of them).
            #[allow(dead_code)]
            w: Words,
        }

        #[derive(Template)]
        #[template(path = $html_path)]
        struct $html<'a> {
            m: &'a $data,
            // Read by the templates whose words are in the catalogue (not yet all of them).
            #[allow(dead_code)]
            w: Words,
        }

        impl MailBody for $data {
            fn section(&self, w: Words) -> Result<Section, askama::Error> {
                Ok(Section {
                    kind: $kind.to_owned(),
                    heading: self.heading(w),
                    text: $text { m: self, w }.render()?,
                    html: $html { m: self, w }.render()?,
                })
            }
        }
    };
}

/// What a player has, as they see it themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holdings {
    /// Gold.
    pub gold: u32,
    /// Houses in the supply.
    pub supply: u8,
    /// Houses in the quarry.
    pub quarry: u8,
    /// Palaces built.
    pub palaces_built: u8,
    /// Palaces a player has in all (7, or 6 in the short game).
    pub palaces_total: u8,
    /// Characters held, in words ("2 · the Merchant"), or "no character".
    pub characters: String,
    /// Where the architect stands ("in Agra", "on the start space").
    pub architect: String,
}

impl Holdings {
    /// "You have 17 gold, 6 houses in your supply (10 in the quarry), …".
    pub fn words(&self, w: &Words) -> Msg {
        w.m("mail-holdings")
            .n("gold", self.gold)
            .n("supply", self.supply)
            .n("quarry", self.quarry)
            .n("built", self.palaces_built)
            .n("total", self.palaces_total)
            .s("characters", self.characters.as_str())
            .s("architect", self.architect.as_str())
    }
}

/// The invitation to a game (the first message of the game's thread).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invitation {
    /// The host's name.
    pub host: String,
    /// Whether the recipient is the host.
    pub you_are_host: bool,
    /// Every player's name, in the host's order.
    pub players: Vec<String>,
    /// The deadlines in sentences, in the recipient's language
    /// ([`crate::catalogue::settings::deadline_sentences`]).
    pub deadlines: Vec<String>,
    /// The rule options in words, if any differ from the base game
    /// ([`crate::catalogue::settings::option_phrases`]).
    pub options: Vec<String>,
    /// Whether the recipient has joined already: then this is a new link, not an invitation.
    pub joined: bool,
}

impl Invitation {
    /// The players, in the host's order: "Anna, Bára, Cyril".
    pub fn players_list(&self) -> String {
        self.players.join(", ")
    }

    fn heading(&self, w: Words) -> String {
        if self.joined {
            w.t("mail-invitation-new-link-heading")
        } else if self.you_are_host {
            w.t("mail-invitation-host-heading")
        } else {
            w.m("mail-invitation-heading")
                .s("host", self.host.as_str())
                .to_string()
        }
    }
}
notice!(
    Invitation,
    "invitation",
    InvitationText,
    "mail/invitation.txt",
    InvitationHtml,
    "mail/invitation.html"
);

/// One player's points in a city.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointsLine {
    /// The player (or "you").
    pub name: String,
    /// Points there now.
    pub points: u32,
}

/// Round start: set your disc.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetDisc {
    /// The round.
    pub round: u32,
    /// Whether this is the last round the track allows.
    pub last_round: bool,
    /// The city the Maharaja visits (scored at the end of the round).
    pub city: String,
    /// Each player's points in that city now, best first.
    pub points: Vec<PointsLine>,
    /// The rank gold in words ("11, 7 and 3 gold").
    pub rank_gold: String,
    /// The monopoly bonus.
    pub monopoly_bonus: u32,
    /// The cities the Maharaja visits next, in order (the governor track).
    pub next_cities: Vec<String>,
    /// What the recipient has.
    pub holdings: Holdings,
    /// The deadline, in the recipient's time zone, if the game has one.
    pub deadline: Option<String>,
}

impl SetDisc {
    /// `yes` in the last round, else `no` (the intro's selector).
    pub fn last_round_word(&self) -> &'static str {
        if self.last_round {
            "yes"
        } else {
            "no"
        }
    }

    fn heading(&self, w: Words) -> String {
        w.m("mail-set-disc-heading")
            .n("round", self.round)
            .to_string()
    }
}
notice!(
    SetDisc,
    "set_disc",
    SetDiscText,
    "mail/set_disc.txt",
    SetDiscHtml,
    "mail/set_disc.html"
);

/// The receipt for a disc: only ever to the player whose disc it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscReceipt {
    /// The round.
    pub round: u32,
    /// The player's seat (from 0, as in the commitment).
    pub seat: u8,
    /// The first arrow's action.
    pub first: String,
    /// The second arrow's action.
    pub second: String,
    /// The two action bytes in hex ("00 05").
    pub codes: String,
    /// The commitment, hex.
    pub commitment: String,
    /// The nonce, hex.
    pub nonce: String,
    /// The game id, hex (as in the commitment and the export).
    pub game_id: String,
    /// Set by the no-show policy, not by the player.
    pub by_system: bool,
    /// The commitment (hex) of the disc this one replaces, when the player changed their disc:
    /// the earlier receipt no longer counts.
    pub replaces: Option<String>,
    /// Who has still to set a disc this round (the recipient is never among them).
    pub still_to_set: Vec<String>,
    /// The export's URL.
    pub export_url: String,
}

/// A receipt's text table: "Label:   value" rows, the values aligned after the longest label.
fn aligned(rows: &[(String, String)]) -> Vec<String> {
    let width = rows
        .iter()
        .map(|(label, _)| label.chars().count())
        .max()
        .unwrap_or(0)
        + 3;
    rows.iter()
        .map(|(label, value)| format!("{:<width$}{value}", format!("{label}:")))
        .collect()
}

impl DiscReceipt {
    /// The text part's table: "First arrow:   Gold", the values aligned after the longest label.
    pub fn table(&self, w: &Words) -> Vec<String> {
        aligned(&[
            (w.t("mail-receipt-first"), self.first.clone()),
            (w.t("mail-receipt-second"), self.second.clone()),
            (w.t("mail-receipt-commitment"), self.commitment.clone()),
            (w.t("mail-receipt-nonce"), self.nonce.clone()),
        ])
    }

    fn heading(&self, w: Words) -> String {
        let id = if self.by_system {
            "mail-receipt-by-system-heading"
        } else {
            "mail-receipt-heading"
        };
        w.m(id).n("round", self.round).to_string()
    }
}
notice!(
    DiscReceipt,
    "disc_receipt",
    DiscReceiptText,
    "mail/disc_receipt.txt",
    DiscReceiptHtml,
    "mail/disc_receipt.html"
);

/// The receipt for a disc sealed in the player's browser: only ever to the player whose disc
/// it is, and only what the server has — the commitment and its place in the log, never the
/// opening (the actions and the nonce stay in the player's browser and carry code).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SealedDiscReceipt {
    /// The round.
    pub round: u32,
    /// The player's seat (from 0, as in the commitment).
    pub seat: u8,
    /// The seq of the `disc_committed` event in the game's log.
    pub seq: u64,
    /// The commitment, hex.
    pub commitment: String,
    /// The game id, hex (as in the commitment and the export).
    pub game_id: String,
    /// The commitment (hex, shortened) of the disc this one replaces, when the player sealed
    /// another before: the earlier receipt no longer counts.
    pub replaces: Option<String>,
    /// Who has still to set a disc this round (the recipient is never among them).
    pub still_to_set: Vec<String>,
    /// The export's URL.
    pub export_url: String,
}

impl SealedDiscReceipt {
    /// The text part's table: "Commitment:   …", the values aligned after the longest label.
    pub fn table(&self, w: &Words) -> Vec<String> {
        aligned(&[
            (w.t("mail-receipt-commitment"), self.commitment.clone()),
            (w.t("mail-sealed-receipt-event"), self.seq.to_string()),
        ])
    }

    fn heading(&self, w: Words) -> String {
        w.m("mail-sealed-receipt-heading")
            .n("round", self.round)
            .to_string()
    }
}
notice!(
    SealedDiscReceipt,
    "disc_receipt",
    SealedDiscReceiptText,
    "mail/sealed_disc_receipt.txt",
    SealedDiscReceiptHtml,
    "mail/sealed_disc_receipt.html"
);

/// Another player set their disc (digests only: never mailed alone).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscSet {
    /// The round.
    pub round: u32,
    /// Who.
    pub name: String,
    /// When, in the recipient's time zone.
    pub at: String,
    /// Who has still to set a disc.
    pub still_to_set: Vec<String>,
}

impl DiscSet {
    fn heading(&self, w: Words) -> String {
        w.m("mail-disc-set-heading")
            .n("round", self.round)
            .s("name", self.name.as_str())
            .to_string()
    }
}
notice!(
    DiscSet,
    "disc_set",
    DiscSetText,
    "mail/disc_set.txt",
    DiscSetHtml,
    "mail/disc_set.html"
);

/// A new device's key was registered for the recipient's seat (a security notice: the
/// recipient's other devices and inbox learn that another key now signs their moves).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyRegistered {
    /// The new device's number (2 for the second, …).
    pub device: u32,
    /// The new key's fingerprint.
    pub key: String,
    /// Every key of the seat now, first first (fingerprints).
    pub keys: Vec<String>,
}

impl KeyRegistered {
    fn heading(&self, w: Words) -> String {
        w.m("mail-key-registered-heading")
            .n("device", self.device)
            .to_string()
    }
}
notice!(
    KeyRegistered,
    "key_registered",
    KeyRegisteredText,
    "mail/key_registered.txt",
    KeyRegisteredHtml,
    "mail/key_registered.html"
);

/// Your turn begins: your disc is revealed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YourTurn {
    /// The round.
    pub round: u32,
    /// Set when the turn goes on rather than begins: why it stopped ("Cyril has chosen a new
    /// character.").
    pub resumed: Option<String>,
    /// The revealed actions, `None` if the disc could not be opened (D14).
    pub disc: Option<(String, String)>,
    /// The city the Maharaja visits this round.
    pub maharaja: String,
    /// Every player's points in that city now, most first (names, not "you").
    pub points: Vec<(String, u32)>,
    /// The turns other players took earlier in this round.
    pub earlier: Vec<TurnLine>,
    /// What the recipient has.
    pub holdings: Holdings,
    /// Gold each other player gets if part of the disc is forfeited (D3).
    pub forfeit_gold: u32,
    /// The deadline, in the recipient's time zone, if the game has one.
    pub deadline: Option<String>,
}

impl YourTurn {
    /// "Anna 4, Bára 2, Cyril 0": the points in the Maharaja's city.
    pub fn points_list(&self) -> String {
        self.points
            .iter()
            .map(|(name, points)| format!("{name} {points}"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn heading(&self, w: Words) -> String {
        let id = if self.resumed.is_some() {
            "mail-your-turn-goes-on-heading"
        } else {
            "mail-your-turn-heading"
        };
        w.m(id).n("round", self.round).to_string()
    }
}
notice!(
    YourTurn,
    "your_turn",
    YourTurnText,
    "mail/your_turn.txt",
    YourTurnHtml,
    "mail/your_turn.html"
);

/// Why a player chooses a character.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChooseReason {
    /// Setup: each player in seat order chooses a starting character.
    Setup,
    /// D6: another player took the recipient's character.
    Lost {
        /// The taker.
        by: String,
        /// The character taken.
        character: String,
    },
}

/// A pending decision: choose a character.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChooseCharacter {
    /// The round (0 in setup).
    pub round: u32,
    /// Why.
    pub reason: ChooseReason,
    /// The characters in the bank, in words ("1 · the Great Mogul — plays first, wins all ties").
    pub bank: Vec<String>,
    /// Who is waiting for the choice ("Cyril's turn goes on once you have chosen").
    pub waiting: Option<String>,
    /// The deadline, in the recipient's time zone, if the game has one.
    pub deadline: Option<String>,
}

impl ChooseCharacter {
    fn heading(&self, w: Words) -> String {
        match &self.reason {
            ChooseReason::Setup => w.t("mail-choose-setup-heading"),
            ChooseReason::Lost { by, character } => w
                .m("mail-choose-lost-heading")
                .s("by", by.as_str())
                .s("character", character.as_str())
                .to_string(),
        }
    }

    /// Whether the choice is the starting one.
    pub fn is_setup(&self) -> bool {
        self.reason == ChooseReason::Setup
    }
}
notice!(
    ChooseCharacter,
    "choose_character",
    ChooseCharacterText,
    "mail/choose_character.txt",
    ChooseCharacterHtml,
    "mail/choose_character.html"
);

/// Setup: place a starting house.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceHouse {
    /// Which of the player's starting houses this is (1–4).
    pub number: u32,
    /// How many each player places.
    pub of: u32,
    /// How many houses a village holds.
    pub capacity: u8,
    /// The recipient's character.
    pub character: String,
    /// The deadline, in the recipient's time zone, if the game has one.
    pub deadline: Option<String>,
}

impl PlaceHouse {
    fn heading(&self, w: Words) -> String {
        w.m("mail-place-house-heading")
            .n("number", self.number)
            .n("of", self.of)
            .to_string()
    }
}
notice!(
    PlaceHouse,
    "place_house",
    PlaceHouseText,
    "mail/place_house.txt",
    PlaceHouseHtml,
    "mail/place_house.html"
);

/// One line of a city's scoring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreLine {
    /// Rank from 1.
    pub rank: usize,
    /// The player (or "you").
    pub name: String,
    /// Points.
    pub points: u32,
    /// Gold won.
    pub gold: u32,
}

/// One player's turn in a round, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnLine {
    /// The player (or "you").
    pub name: String,
    /// Their character(s) when the turn began, in words.
    pub character: String,
    /// The disc ("Gold + Palace", or "could not be opened").
    pub disc: String,
    /// What they did, in order, as sentences without the subject ("travelled to Agra").
    pub did: Vec<String>,
}

/// The end of a round: the scoring and who did what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundSummary {
    /// The round.
    pub round: u32,
    /// The city scored.
    pub city: String,
    /// Players with points, best first.
    pub scores: Vec<ScoreLine>,
    /// Players who scored nothing.
    pub no_points: Vec<String>,
    /// Who got the monopoly bonus.
    pub monopoly: Option<String>,
    /// The bonus.
    pub monopoly_bonus: u32,
    /// The turns of the round, in playing order.
    pub turns: Vec<TurnLine>,
    /// What comes next ("Round 4 begins: the Maharaja goes to Delhi.", "The game is over.").
    pub next: String,
}

impl RoundSummary {
    fn heading(&self, w: Words) -> String {
        w.m("mail-summary-heading")
            .n("round", self.round)
            .s("city", self.city.as_str())
            .to_string()
    }
}
notice!(
    RoundSummary,
    "round_summary",
    RoundSummaryText,
    "mail/round_summary.txt",
    RoundSummaryHtml,
    "mail/round_summary.html"
);

/// One line of the final ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankLine {
    /// Rank from 1.
    pub rank: usize,
    /// The player (or "you").
    pub name: String,
    /// Palaces built.
    pub palaces: u8,
    /// Gold at the end.
    pub gold: u32,
    /// The player's lowest character (the last tie-breaker), in words.
    pub character: String,
}

/// The end of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOver {
    /// The last round played.
    pub round: u32,
    /// Why it ended, as a sentence.
    pub reason: String,
    /// The winner's name (or "you").
    pub winner: String,
    /// The final ranking.
    pub ranking: Vec<RankLine>,
    /// The replay page.
    pub replay_url: String,
    /// The audit export.
    pub export_url: String,
}

impl GameOver {
    fn heading(&self, w: Words) -> String {
        if self.winner == "you" {
            w.t("mail-game-over-you-heading")
        } else {
            w.m("mail-game-over-heading")
                .s("winner", self.winner.as_str())
                .to_string()
        }
    }
}
notice!(
    GameOver,
    "game_over",
    GameOverText,
    "mail/game_over.txt",
    GameOverHtml,
    "mail/game_over.html"
);

/// A reminder before a deadline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    /// The round (0 in setup).
    pub round: u32,
    /// What the game waits for, after "The game waits for you to …" ("set your disc").
    pub what: String,
    /// The deadline in the recipient's time zone.
    pub deadline: String,
    /// Whole hours left (0 once it has passed).
    pub hours_left: u32,
    /// The deadline has passed (policy `wait`: the game still waits).
    pub overdue: bool,
    /// What happens at the deadline, as a sentence.
    pub after: String,
}

impl Reminder {
    fn heading(&self, w: Words) -> String {
        if self.overdue {
            w.m("mail-reminder-overdue-heading")
                .s("what", self.what.as_str())
                .to_string()
        } else {
            w.m("mail-reminder-heading")
                .s("what", self.what.as_str())
                .n("hours", self.hours_left)
                .to_string()
        }
    }
}
notice!(
    Reminder,
    "reminder",
    ReminderText,
    "mail/reminder.txt",
    ReminderHtml,
    "mail/reminder.html"
);

/// Any other move the game waits for (the variants' auctions and choices).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YourMove {
    /// The round (0 in setup).
    pub round: u32,
    /// What the game waits for, in words.
    pub what: String,
    /// The deadline, in the recipient's time zone, if the game has one.
    pub deadline: Option<String>,
}

impl YourMove {
    fn heading(&self, w: Words) -> String {
        w.t("mail-your-move-heading")
    }
}
notice!(
    YourMove,
    "your_move",
    YourMoveText,
    "mail/your_move.txt",
    YourMoveHtml,
    "mail/your_move.html"
);

/// The invitation to a game of Citadels (the first message of the game's thread): the link
/// opens the game to join it; it starts once everyone has joined (C2). Re-sent with a new link
/// to a player who has joined, it says so instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CitadelsInvitation {
    /// The host's name.
    pub host: String,
    /// Whether the recipient is the host.
    pub you_are_host: bool,
    /// Every player's name, in seat order.
    pub players: Vec<String>,
    /// The deadlines in sentences.
    pub deadlines: Vec<String>,
    /// The characters and unique districts in play, in words.
    pub set: String,
    /// Whether the recipient has joined already: then this is a new link, not an invitation.
    pub joined: bool,
}

impl CitadelsInvitation {
    /// The players, in seat order: "Anna, Bára, Cyril".
    pub fn players_list(&self) -> String {
        self.players.join(", ")
    }

    fn heading(&self, w: Words) -> String {
        if self.joined {
            w.t("mail-invitation-new-link-heading")
        } else if self.you_are_host {
            w.t("mail-citadels-invitation-host-heading")
        } else {
            w.m("mail-citadels-invitation-heading")
                .s("host", self.host.as_str())
                .to_string()
        }
    }
}
notice!(
    CitadelsInvitation,
    "invitation",
    CitadelsInvitationText,
    "mail/citadels_invitation.txt",
    CitadelsInvitationHtml,
    "mail/citadels_invitation.html"
);

/// A Citadels notice (your pick, your turn, your pick's receipt, the crown to give): a heading
/// and what the recipient may know, in sentences.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CitadelsNotice {
    /// The heading ("Round 2: pick your character").
    pub heading: String,
    /// The sentences.
    pub lines: Vec<String>,
}

impl CitadelsNotice {
    fn heading(&self, _w: Words) -> String {
        self.heading.clone()
    }
}
notice!(
    CitadelsNotice,
    "citadels",
    CitadelsNoticeText,
    "mail/citadels_notice.txt",
    CitadelsNoticeHtml,
    "mail/citadels_notice.html"
);
