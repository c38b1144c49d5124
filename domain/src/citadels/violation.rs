//! The rules a refused Citadels command breaks, each named in plain words.

use thiserror::Error;

use super::cards::{Character, District};
use super::options::OptionsError;
use crate::ids::Seat;

/// A broken rule.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleViolation {
    /// The game has not started.
    #[error("The game has not started.")]
    NotStarted,
    /// The game has already started.
    #[error("The game has already started.")]
    AlreadyStarted,
    /// The game is over.
    #[error("The game is over.")]
    GameOver,
    /// Invalid options.
    #[error("{0}")]
    Options(#[from] OptionsError),
    /// A script's deck is not the game's cards.
    #[error(
        "The deck must hold the 54 basic districts and the game's unique districts, each once."
    )]
    BadDeck,
    /// A script's set-aside characters break the draft rules.
    #[error("Round {0}'s set-aside characters do not fit the draft rules.")]
    BadDraft(u32),
    /// Only the referee's state (folded with the secrets) can decide.
    #[error("Only the referee, who knows the hidden cards, can decide moves.")]
    NotReferee,
    /// The Secret Vault cannot be built (district clarifications).
    #[error("The {0} cannot be built.")]
    CannotBuild(District),
    /// The Monument needs a city of fewer than 5 districts.
    #[error("The Monument cannot be built in a city of 5 or more districts.")]
    MonumentTooLate,
    /// Not this seat's move.
    #[error("It is not {0}'s move.")]
    NotYourMove(Seat),
    /// No such seat.
    #[error("There is no {0}.")]
    NoSuchSeat(Seat),
    /// Not in the draft.
    #[error("Characters are picked only in the draft.")]
    NotDrafting,
    /// The character was not passed to the picker.
    #[error("The {0} is not among the characters passed to you.")]
    NotOffered(Character),
    /// This pick must set a card aside face down.
    #[error("With this pick you must also set one character aside face down.")]
    DiscardRequired,
    /// This pick sets nothing aside.
    #[error("This pick sets no character aside.")]
    DiscardNotAllowed,
    /// Not in a turn.
    #[error("No character turn is being played.")]
    NotInTurn,
    /// Resources already gathered.
    #[error("You have already gathered resources this turn.")]
    AlreadyGathered,
    /// Resources must be gathered first (p. 4).
    #[error("Gather resources (gold or cards) first.")]
    GatherFirst,
    /// Drawn cards wait for the keep choice.
    #[error("Choose which drawn card to keep first.")]
    KeepFirst,
    /// The Seer must first give back a card to each player she took one from.
    #[error("Give a card back to each player you took one from first.")]
    GiveBackFirst,
    /// The Seer owes no cards.
    #[error("There are no cards to give back.")]
    NothingToGiveBack,
    /// The Seer gives back one card per player she took one from.
    #[error("Give back exactly {owed} cards.")]
    GiveBackCount {
        /// Cards owed.
        owed: u32,
    },
    /// The Emperor must give the crown before the turn ends.
    #[error("Give the crown to another player first.")]
    CrownFirst,
    /// The crown cannot go to this player.
    #[error("The crown cannot be given to this player.")]
    BadCrownGift,
    /// The chosen resource is missing while the other one is there.
    #[error("That player has nothing of that kind; take the other.")]
    NothingToTake,
    /// Nothing to keep.
    #[error("There are no drawn cards to keep.")]
    NothingToKeep,
    /// The kept cards are not the allowed number of the drawn ones.
    #[error("Keep {0} of the drawn cards.")]
    KeepCount(u32),
    /// The card was not drawn.
    #[error("The {0} was not among the drawn cards.")]
    NotDrawn(District),
    /// The card is not in the hand.
    #[error("The {0} is not in your hand.")]
    NotInHand(District),
    /// A second district of the same name (p. 4).
    #[error("Your city already has a {0}.")]
    AlreadyInCity(District),
    /// Not enough gold.
    #[error("That costs {needed} gold; you have {have}.")]
    NotEnoughGold {
        /// The cost.
        needed: u32,
        /// The stash.
        have: u32,
    },
    /// The building limit (p. 4).
    #[error("You cannot build more districts this turn.")]
    BuildingLimit,
    /// The ability was used this turn (C6).
    #[error("You have already used this ability this turn.")]
    AbilityUsed,
    /// The character has no such ability.
    #[error("The {0} has no such ability.")]
    NoSuchAbility(Character),
    /// A target the ability cannot name.
    #[error("The {ability} cannot target the {target}.")]
    BadTarget {
        /// The acting character.
        ability: Character,
        /// The named character.
        target: Character,
    },
    /// A player cannot target themself here.
    #[error("Choose another player.")]
    SelfTarget,
    /// The district is not in that city.
    #[error("The {0} is not in that city.")]
    NotInCity(District),
    /// Completed cities are safe from rank 8 (p. 13).
    #[error("Districts in a completed city cannot be destroyed.")]
    CompletedCity,
    /// The living Bishop's city is safe from rank 8 (p. 12).
    #[error("The Bishop's districts are safe from the rank 8 character this round.")]
    BishopProtected,
    /// The Keep (district clarifications).
    #[error("The Keep cannot be destroyed.")]
    KeepProtected,
    /// The Marshal seizes only districts of cost 3 or less (p. 13).
    #[error("The {0} costs more than 3.")]
    TooDear(District),
    /// The Abbot's alms come from the richest player, when the Abbot is not among them.
    #[error("{0} is not the richest player, or you are among the richest.")]
    NotRichest(Seat),
    /// Colour resources already collected.
    #[error("You have already collected this character's resources this turn.")]
    AlreadyCollected,
    /// The district effect is not in the player's city.
    #[error("You need the {0} in your city.")]
    NeedDistrict(District),
    /// A payment that does not fit the district built.
    #[error("The {0} cannot be paid that way.")]
    BadPayment(District),
    /// The Witch only gathers and bewitches in her own turn (p. 10).
    #[error("As the Witch you only gather resources and bewitch a character; your turn goes on as that character.")]
    WitchOnlyGathers,
    /// The bewitched character's player only gathers (p. 10).
    #[error("You only gather resources this turn (bewitched, or killed with the Hospital).")]
    Bewitched,
    /// Tokens go on different characters, as many as the rules say.
    #[error("Put each token on a different character ({0} in all).")]
    TokenCount(u32),
    /// No decision of this kind is waiting.
    #[error("There is nothing to decide now.")]
    NothingToDecide,
    /// The warrant on this character is not the signed one.
    #[error("Your warrant on the {0} is not the signed one.")]
    NotSigned(Character),
    /// Not one of your characters.
    #[error("The {0} is not your character.")]
    NotYours(Character),
    /// With two characters, name the one given.
    #[error("Name which of your characters you give.")]
    GiveWhich,
    /// The Wizard looks at a hand before he takes a card from it (p. 11).
    #[error(
        "Look at a player's hand first: the Wizard takes a card only from the hand he looked at."
    )]
    LookFirst,
    /// The Wizard takes from the hand he looked at.
    #[error("You looked at another player's hand; take the card from that one, not {0}'s.")]
    LookedElsewhere(Seat),
    /// The threatened player pays or refuses before anything but gathering (p. 11).
    #[error("Pay the Blackmailer or refuse first.")]
    ThreatFirst,
    // --- signed moves (design.md "Trust levels") ---
    /// An unsigned move in a game at the signed-moves level.
    #[error("This game runs at the signed-moves level: your device must sign every move, and this move came unsigned (the page needs JavaScript to sign).")]
    MoveNotSigned,
    /// A signature that no key registered for the seat makes for its next number.
    #[error("The move's signature is not valid for move number {n} of your seat with a key registered for you; reload the page and try again.")]
    BadSignature {
        /// The move number the server expected.
        n: u64,
    },
    /// A key registered twice.
    #[error("That device key is already registered in this game.")]
    KeyAlreadyRegistered,
}

impl RuleViolation {
    /// Every rule code [`RuleViolation::code`] gives, in the order of the variants.
    pub const CODES: [&'static str; 58] = [
        "not_started",
        "already_started",
        "game_over",
        "options",
        "bad_deck",
        "bad_draft",
        "not_referee",
        "cannot_build",
        "monument_too_late",
        "not_your_move",
        "no_such_seat",
        "not_drafting",
        "not_offered",
        "discard_required",
        "discard_not_allowed",
        "not_in_turn",
        "already_gathered",
        "gather_first",
        "keep_first",
        "give_back_first",
        "nothing_to_give_back",
        "give_back_count",
        "crown_first",
        "bad_crown_gift",
        "nothing_to_take",
        "nothing_to_keep",
        "keep_count",
        "not_drawn",
        "not_in_hand",
        "already_in_city",
        "not_enough_gold",
        "building_limit",
        "ability_used",
        "no_such_ability",
        "bad_target",
        "self_target",
        "not_in_city",
        "completed_city",
        "bishop_protected",
        "keep_protected",
        "too_dear",
        "not_richest",
        "already_collected",
        "need_district",
        "bad_payment",
        "witch_only_gathers",
        "bewitched",
        "token_count",
        "nothing_to_decide",
        "not_signed",
        "not_yours",
        "give_which",
        "look_first",
        "looked_elsewhere",
        "threat_first",
        "move_not_signed",
        "bad_signature",
        "key_already_registered",
    ];

    /// The rule's stable code for the JSON API, the variant's name in snake case:
    /// `NotEnoughGold` → `"not_enough_gold"`.
    pub fn code(&self) -> &'static str {
        use RuleViolation::*;
        match self {
            NotStarted => "not_started",
            AlreadyStarted => "already_started",
            GameOver => "game_over",
            Options(..) => "options",
            BadDeck => "bad_deck",
            BadDraft(..) => "bad_draft",
            NotReferee => "not_referee",
            CannotBuild(..) => "cannot_build",
            MonumentTooLate => "monument_too_late",
            NotYourMove(..) => "not_your_move",
            NoSuchSeat(..) => "no_such_seat",
            NotDrafting => "not_drafting",
            NotOffered(..) => "not_offered",
            DiscardRequired => "discard_required",
            DiscardNotAllowed => "discard_not_allowed",
            NotInTurn => "not_in_turn",
            AlreadyGathered => "already_gathered",
            GatherFirst => "gather_first",
            KeepFirst => "keep_first",
            GiveBackFirst => "give_back_first",
            NothingToGiveBack => "nothing_to_give_back",
            GiveBackCount { .. } => "give_back_count",
            CrownFirst => "crown_first",
            BadCrownGift => "bad_crown_gift",
            NothingToTake => "nothing_to_take",
            NothingToKeep => "nothing_to_keep",
            KeepCount(..) => "keep_count",
            NotDrawn(..) => "not_drawn",
            NotInHand(..) => "not_in_hand",
            AlreadyInCity(..) => "already_in_city",
            NotEnoughGold { .. } => "not_enough_gold",
            BuildingLimit => "building_limit",
            AbilityUsed => "ability_used",
            NoSuchAbility(..) => "no_such_ability",
            BadTarget { .. } => "bad_target",
            SelfTarget => "self_target",
            NotInCity(..) => "not_in_city",
            CompletedCity => "completed_city",
            BishopProtected => "bishop_protected",
            KeepProtected => "keep_protected",
            TooDear(..) => "too_dear",
            NotRichest(..) => "not_richest",
            AlreadyCollected => "already_collected",
            NeedDistrict(..) => "need_district",
            BadPayment(..) => "bad_payment",
            WitchOnlyGathers => "witch_only_gathers",
            Bewitched => "bewitched",
            TokenCount(..) => "token_count",
            NothingToDecide => "nothing_to_decide",
            NotSigned(..) => "not_signed",
            NotYours(..) => "not_yours",
            GiveWhich => "give_which",
            LookFirst => "look_first",
            LookedElsewhere(..) => "looked_elsewhere",
            ThreatFirst => "threat_first",
            MoveNotSigned => "move_not_signed",
            BadSignature { .. } => "bad_signature",
            KeyAlreadyRegistered => "key_already_registered",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RuleViolation;

    /// Every arm of `code` names a code of `CODES`, once (the source is the list of arms).
    #[test]
    fn codes_lists_every_code_once() {
        let source = include_str!("violation.rs");
        let start = source.find("pub fn code(&self)").expect("code is defined");
        let body = &source[start..start + source[start..].find("\n    }\n").expect("its end")];
        let arms: Vec<&str> = body.split('"').skip(1).step_by(2).collect();
        assert_eq!(arms, RuleViolation::CODES);
        assert_eq!(RuleViolation::GatherFirst.code(), "gather_first");
    }
}
