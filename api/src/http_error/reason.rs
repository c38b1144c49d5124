//! What went wrong with a request that no game rule refused: a missing page, an unreadable
//! field, an expired form. Each [`Reason`] has a stable machine code for the JSON API
//! ([`Reason::code`], listed in `docs/openapi.yaml`) and a sentence in every language of the
//! catalogue ([`Reason::sentence`]); handlers name the reason, never a sentence.

use durbar_templates::Words;

use crate::store::LinkRefused;

/// What a request's refusal says went wrong, with what the sentence names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// No game has this id (or the visitor may not know it exists).
    NoSuchGame,
    /// [`Reason::NoSuchGame`] on a page someone reached by a link: how a game's address looks.
    NoSuchGameAddress,
    /// No page at this address.
    NoSuchPage,
    /// No API endpoint at this address.
    NoSuchEndpoint,
    /// No player with this index in the game.
    NoSuchPlayer,
    /// An unsubscribe link we did not make (or of a game that is gone).
    UnknownUnsubscribeLink,
    /// A personal link that does not sign in.
    Link(LinkRefused),
    /// A form sent without a session in its game.
    NotSignedIn,
    /// An API request without a bearer token.
    NoBearerToken,
    /// A bearer token of another game.
    TokenOfAnotherGame,
    /// Only the host may do this.
    OnlyHost,
    /// The game's export while it runs, to someone not playing.
    ExportWhileRunning,
    /// Another player's move sent as one's own.
    OnlyOwnMoves,
    /// A form sent from another site.
    CrossSite,
    /// A form whose token is not the session's (expired, or another site's).
    FormExpired,
    /// A form without a valid idempotency key.
    NoFormKey,
    /// An `Idempotency-Key` header of the wrong shape.
    BadIdempotencyHeader,
    /// A form without a field it needs.
    NoField {
        /// The field's name (`seat`).
        name: String,
    },
    /// A form that could not be parsed at all; the parser's own (English) words.
    FormUnreadable {
        /// What the parser said.
        detail: String,
    },
    /// A JSON body without `Content-Type: application/json`.
    NotJson,
    /// A JSON body or command of another shape than documented.
    Unreadable {
        /// What could not be read.
        what: Unreadable,
        /// Why.
        why: Shape,
    },
    /// A query string this page does not take.
    QueryNotUnderstood,
    /// A query parameter that should be a whole number.
    NotWholeNumber {
        /// Which parameter.
        what: Counted,
        /// What it said.
        text: String,
    },
    /// The game has not started: there are no seats yet.
    NotStarted,
    /// A signature that is not 128 hex digits.
    BadSignature,
    /// A device key that is not a P-256 point.
    BadKey,
    /// A nonce that is not 64 hex digits.
    BadNonce,
    /// A contribution that is not 64 hex digits.
    BadContribution,
    /// A disc commitment that is not 64 hex digits.
    BadCommitment,
    /// Joining a signed-moves game without the script that makes a key.
    SignedNeedsScript,
    /// A disc sent as a plain step.
    DiscsViaDiscForm,
    /// Not a disc's carry code.
    NotCarryCode,
    /// The carry code of another round's disc.
    CarryCodeOfAnotherRound {
        /// The round of the disc it opens.
        of: u32,
        /// This round.
        round: u32,
    },
    /// Not a sealed bid's carry code.
    NotBidCarryCode,
    /// The carry code of another auction's bid.
    CarryCodeOfAnotherAuction {
        /// The auction of the bid it opens.
        of: u32,
        /// The running auction.
        auction: u32,
    },
    /// A form for the turn that is not a step (finishing, undoing).
    NotAStep,
    /// The turn changed in another tab since the page was shown.
    ChangedInAnotherTab {
        /// How many unfinished steps the turn has now.
        steps: usize,
    },
    /// A signed Citadels pick that lays a character face down, sent without the nonce of the
    /// discard: the page's signing script is from before discards were sealed (reload it).
    StaleSigningScript,
    /// A disc form without an action for each arrow.
    ChooseEveryArrow,
    /// A signing form of an unknown kind.
    NoSuchFormToSign,
    /// A step form without its `type`.
    FormSaysNothing,
    /// A step form that does not read as a step; serde's (English) words.
    StepUnreadable {
        /// What serde said.
        detail: String,
    },
    /// A name that is not one of the nine actions.
    NotAnAction {
        /// The name sent.
        name: String,
    },
    /// A Citadels move form that does not read as a move.
    MoveUnreadable,
    /// The signatures header present but empty.
    SignaturesHeaderEmpty {
        /// The header's name.
        header: String,
    },
    /// Too many requests from this address.
    TooManyRequests,
    /// Too many moves by this player in this game.
    TooManyMoves,
    /// An idempotency key being handled right now.
    AlreadyHandled,
    /// A time zone we do not know.
    UnknownTimeZone {
        /// What was written.
        zone: String,
    },
    /// "Finish turn" without the box that agrees to give up what is left of the disc.
    ForfeitUnconfirmed {
        /// What would be given up, in the reader's words.
        slots: String,
    },
    /// A mail setting that is none of the three.
    UnknownMailSetting {
        /// What was sent.
        value: String,
    },
}

/// What could not be read ([`Reason::Unreadable`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    /// A request's JSON body.
    Body,
    /// A JSON command.
    Command,
}

/// Why a JSON value could not be read ([`Reason::Unreadable`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// A value that is neither a number nor a name the game knows.
    NeitherNumberNorName,
    /// A value of the wrong type or out of range.
    WrongType,
    /// A missing field or unknown choice, in serde's (English) words that name it.
    Named(String),
    /// Anything else.
    Other,
}

impl Shape {
    /// Why serde could not read a value, from its error.
    pub fn of(error: &dyn std::fmt::Display) -> Shape {
        let text = error.to_string();
        if text.contains("untagged enum") {
            Shape::NeitherNumberNorName
        } else if text.contains("invalid type") || text.contains("invalid value") {
            Shape::WrongType
        } else if text.contains("missing field") || text.contains("unknown variant") {
            // serde's own words here name the field or the choices, which helps.
            Shape::Named(
                text.split(" at line ")
                    .next()
                    .unwrap_or_default()
                    .to_owned(),
            )
        } else {
            Shape::Other
        }
    }
}

/// A query parameter that counts ([`Reason::NotWholeNumber`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    /// The log's page.
    Page,
    /// The replay's step.
    Step,
}

impl Reason {
    /// Every machine code a reason has, in the order `docs/openapi.yaml` lists them.
    pub const CODES: &'static [&'static str] = &[
        "no_such_game",
        "no_such_page",
        "no_such_endpoint",
        "no_such_player",
        "unknown_unsubscribe_link",
        "link_unknown",
        "link_expired",
        "link_revoked",
        "not_signed_in",
        "no_bearer_token",
        "token_of_another_game",
        "only_host",
        "export_while_running",
        "only_own_moves",
        "cross_site",
        "form_expired",
        "no_form_key",
        "bad_idempotency_header",
        "no_field",
        "form_unreadable",
        "not_json",
        "body_unreadable",
        "command_unreadable",
        "query_not_understood",
        "not_whole_number",
        "not_started",
        "bad_signature",
        "bad_key",
        "bad_nonce",
        "bad_contribution",
        "bad_commitment",
        "signed_needs_script",
        "discs_via_disc_form",
        "not_carry_code",
        "not_bid_carry_code",
        "carry_code_of_another_auction",
        "carry_code_of_another_round",
        "not_a_step",
        "changed_in_another_tab",
        "stale_signing_script",
        "choose_every_arrow",
        "no_such_form_to_sign",
        "form_says_nothing",
        "step_unreadable",
        "not_an_action",
        "move_unreadable",
        "signatures_header_empty",
        "too_many_requests",
        "too_many_moves",
        "already_handled",
        "unknown_time_zone",
        "unknown_mail_setting",
        "forfeit_unconfirmed",
    ];

    /// The stable machine code of this reason (`no_such_game`), the JSON API's `reason`.
    pub fn code(&self) -> &'static str {
        match self {
            Self::NoSuchGame | Self::NoSuchGameAddress => "no_such_game",
            Self::NoSuchPage => "no_such_page",
            Self::NoSuchEndpoint => "no_such_endpoint",
            Self::NoSuchPlayer => "no_such_player",
            Self::UnknownUnsubscribeLink => "unknown_unsubscribe_link",
            Self::Link(LinkRefused::Unknown) => "link_unknown",
            Self::Link(LinkRefused::Expired) => "link_expired",
            Self::Link(LinkRefused::Revoked) => "link_revoked",
            Self::NotSignedIn => "not_signed_in",
            Self::NoBearerToken => "no_bearer_token",
            Self::TokenOfAnotherGame => "token_of_another_game",
            Self::OnlyHost => "only_host",
            Self::ExportWhileRunning => "export_while_running",
            Self::OnlyOwnMoves => "only_own_moves",
            Self::CrossSite => "cross_site",
            Self::FormExpired => "form_expired",
            Self::NoFormKey => "no_form_key",
            Self::BadIdempotencyHeader => "bad_idempotency_header",
            Self::NoField { .. } => "no_field",
            Self::FormUnreadable { .. } => "form_unreadable",
            Self::NotJson => "not_json",
            Self::Unreadable {
                what: Unreadable::Body,
                ..
            } => "body_unreadable",
            Self::Unreadable {
                what: Unreadable::Command,
                ..
            } => "command_unreadable",
            Self::QueryNotUnderstood => "query_not_understood",
            Self::NotWholeNumber { .. } => "not_whole_number",
            Self::NotStarted => "not_started",
            Self::BadSignature => "bad_signature",
            Self::BadKey => "bad_key",
            Self::BadNonce => "bad_nonce",
            Self::BadContribution => "bad_contribution",
            Self::BadCommitment => "bad_commitment",
            Self::SignedNeedsScript => "signed_needs_script",
            Self::DiscsViaDiscForm => "discs_via_disc_form",
            Self::NotCarryCode => "not_carry_code",
            Self::NotBidCarryCode => "not_bid_carry_code",
            Self::CarryCodeOfAnotherAuction { .. } => "carry_code_of_another_auction",
            Self::CarryCodeOfAnotherRound { .. } => "carry_code_of_another_round",
            Self::NotAStep => "not_a_step",
            Self::ChangedInAnotherTab { .. } => "changed_in_another_tab",
            Self::StaleSigningScript => "stale_signing_script",
            Self::ChooseEveryArrow => "choose_every_arrow",
            Self::NoSuchFormToSign => "no_such_form_to_sign",
            Self::FormSaysNothing => "form_says_nothing",
            Self::StepUnreadable { .. } => "step_unreadable",
            Self::NotAnAction { .. } => "not_an_action",
            Self::MoveUnreadable => "move_unreadable",
            Self::SignaturesHeaderEmpty { .. } => "signatures_header_empty",
            Self::TooManyRequests => "too_many_requests",
            Self::TooManyMoves => "too_many_moves",
            Self::AlreadyHandled => "already_handled",
            Self::UnknownTimeZone { .. } => "unknown_time_zone",
            Self::UnknownMailSetting { .. } => "unknown_mail_setting",
            Self::ForfeitUnconfirmed { .. } => "forfeit_unconfirmed",
        }
    }

    /// The sentence the reader reads, in `w`'s language.
    pub fn sentence(&self, w: Words) -> String {
        let unreadable = |what: Unreadable| match what {
            Unreadable::Body => "body",
            Unreadable::Command => "command",
        };
        match self {
            Self::NoSuchGame => w.t("refused-no-such-game"),
            Self::NoSuchGameAddress => w.t("refused-no-such-game-address"),
            Self::NoSuchPage => w.t("refused-no-such-page"),
            Self::NoSuchEndpoint => w.t("refused-no-such-endpoint"),
            Self::NoSuchPlayer => w.t("refused-no-such-player"),
            Self::UnknownUnsubscribeLink => w.t("refused-unknown-unsubscribe-link"),
            Self::Link(LinkRefused::Unknown) => w.t("refused-link-unknown"),
            Self::Link(LinkRefused::Expired) => w.t("refused-link-expired"),
            Self::Link(LinkRefused::Revoked) => w.t("refused-link-revoked"),
            Self::NotSignedIn => w.t("refused-not-signed-in"),
            Self::NoBearerToken => w.t("refused-no-bearer-token"),
            Self::TokenOfAnotherGame => w.t("refused-token-of-another-game"),
            Self::OnlyHost => w.t("refused-only-host"),
            Self::ExportWhileRunning => w.t("refused-export-while-running"),
            Self::OnlyOwnMoves => w.t("refused-only-own-moves"),
            Self::CrossSite => w.t("refused-cross-site"),
            Self::FormExpired => w.t("refused-form-expired"),
            Self::NoFormKey => w.t("refused-no-form-key"),
            Self::BadIdempotencyHeader => w.t("refused-bad-idempotency-header"),
            Self::NoField { name } => w.m("refused-no-field").s("name", name.as_str()).to_string(),
            Self::FormUnreadable { detail } => w
                .m("refused-form-unreadable")
                .s("detail", detail.as_str())
                .to_string(),
            Self::NotJson => w.t("refused-not-json"),
            Self::Unreadable { what, why } => {
                let msg = match why {
                    Shape::NeitherNumberNorName => w.m("refused-unreadable-neither"),
                    Shape::WrongType => w.m("refused-unreadable-wrong-type"),
                    Shape::Named(detail) => {
                        w.m("refused-unreadable-named").s("detail", detail.as_str())
                    }
                    Shape::Other => w.m("refused-unreadable-other"),
                };
                msg.s("what", unreadable(*what)).to_string()
            }
            Self::QueryNotUnderstood => w.t("refused-query-not-understood"),
            Self::NotWholeNumber { what, text } => w
                .m("refused-not-whole-number")
                .s(
                    "what",
                    match what {
                        Counted::Page => "page",
                        Counted::Step => "step",
                    },
                )
                .s("text", text.as_str())
                .to_string(),
            Self::NotStarted => w.t("refused-not-started"),
            Self::BadSignature => w.t("refused-bad-signature"),
            Self::BadKey => w.t("refused-bad-key"),
            Self::BadNonce => w.t("refused-bad-nonce"),
            Self::BadContribution => w.t("refused-bad-contribution"),
            Self::BadCommitment => w.t("refused-bad-commitment"),
            Self::SignedNeedsScript => w.t("refused-signed-needs-script"),
            Self::DiscsViaDiscForm => w.t("refused-discs-via-disc-form"),
            Self::NotCarryCode => w.t("refused-not-carry-code"),
            Self::NotBidCarryCode => w.t("refused-not-bid-carry-code"),
            Self::CarryCodeOfAnotherAuction { of, auction } => w
                .m("refused-carry-code-of-another-auction")
                .n("of", *of)
                .n("auction", *auction)
                .to_string(),
            Self::CarryCodeOfAnotherRound { of, round } => w
                .m("refused-carry-code-of-another-round")
                .n("of", *of)
                .n("round", *round)
                .to_string(),
            Self::NotAStep => w.t("refused-not-a-step"),
            Self::ChangedInAnotherTab { steps } => w
                .m("refused-changed-in-another-tab")
                .n("steps", *steps)
                .to_string(),
            Self::StaleSigningScript => w.t("refused-stale-signing-script"),
            Self::ChooseEveryArrow => w.t("refused-choose-every-arrow"),
            Self::NoSuchFormToSign => w.t("refused-no-such-form-to-sign"),
            Self::FormSaysNothing => w.t("refused-form-says-nothing"),
            Self::StepUnreadable { detail } => w
                .m("refused-step-unreadable")
                .s("detail", detail.as_str())
                .to_string(),
            Self::NotAnAction { name } => w
                .m("refused-not-an-action")
                .s("name", name.as_str())
                .to_string(),
            Self::MoveUnreadable => w.t("refused-move-unreadable"),
            Self::SignaturesHeaderEmpty { header } => w
                .m("refused-signatures-header-empty")
                .s("header", header.as_str())
                .to_string(),
            Self::TooManyRequests => w.t("refused-too-many-requests"),
            Self::TooManyMoves => w.t("refused-too-many-moves"),
            Self::AlreadyHandled => w.t("refused-already-handled"),
            Self::ForfeitUnconfirmed { slots } => w
                .m("game-forfeit-unconfirmed")
                .s("slots", slots.as_str())
                .n("gold", 2)
                .to_string(),
            Self::UnknownTimeZone { zone } => w
                .m("refused-unknown-time-zone")
                .s("zone", zone.as_str())
                .to_string(),
            Self::UnknownMailSetting { value } => w
                .m("refused-unknown-mail-setting")
                .s("value", value.as_str())
                .to_string(),
        }
    }
}

impl From<durbar_domain::KeyError> for Reason {
    fn from(error: durbar_domain::KeyError) -> Self {
        match error {
            durbar_domain::KeyError::BadKey => Self::BadKey,
            durbar_domain::KeyError::BadSignature => Self::BadSignature,
        }
    }
}

#[cfg(test)]
mod tests;
