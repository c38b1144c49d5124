//! Citadels' refusals in every language: each [`RuleViolation`] (and each [`OptionsError`] of
//! a host's choice) as the sentence a player reads when a move is refused, naming the rule it
//! breaks (one message `violation-citadels-<code>` per rule code, and
//! `violation-citadels-options-…` per kind of wrong options). Seats are named by the players'
//! names when they are known.

use durbar_domain::citadels::{Character, District, OptionsError, RuleViolation};
use durbar_domain::Seat;

use super::super::{Msg, Words};
use super::{character_name, district};

/// The sentence of `v` in `w`'s language; `names` are the players' names by seat (empty where
/// they are not known: seats are then numbered).
pub fn violation(w: Words, v: &RuleViolation, names: &[String]) -> String {
    message(w, v, names).to_string()
}

fn seat_name(w: Words, names: &[String], seat: Seat) -> String {
    names.get(seat.index()).cloned().unwrap_or_else(|| {
        w.m("seat-fallback")
            .n("seat", u32::from(seat.0) + 1)
            .to_string()
    })
}

fn message(w: Words, v: &RuleViolation, names: &[String]) -> Msg {
    use RuleViolation as V;
    let ch = |c: &Character| character_name(w, *c);
    let d = |x: &District| district(w, *x);
    let seat = |s: &Seat| seat_name(w, names, *s);
    match v {
        V::NotStarted => w.m("violation-citadels-not_started"),
        V::AlreadyStarted => w.m("violation-citadels-already_started"),
        V::GameOver => w.m("violation-citadels-game_over"),
        V::Options(error) => options(w, error),
        V::BadDeck => w.m("violation-citadels-bad_deck"),
        V::BadDraft(round) => w.m("violation-citadels-bad_draft").n("round", round),
        V::NotReferee => w.m("violation-citadels-not_referee"),
        V::CannotBuild(x) => w.m("violation-citadels-cannot_build").s("district", d(x)),
        V::MonumentTooLate => w
            .m("violation-citadels-monument_too_late")
            .s("district", d(&District::Monument)),
        V::NotYourMove(s) => w.m("violation-citadels-not_your_move").s("player", seat(s)),
        V::NoSuchSeat(s) => w.m("violation-citadels-no_such_seat").s("player", seat(s)),
        V::NotDrafting => w.m("violation-citadels-not_drafting"),
        V::NotOffered(c) => w.m("violation-citadels-not_offered").s("character", ch(c)),
        V::DiscardRequired => w.m("violation-citadels-discard_required"),
        V::DiscardNotAllowed => w.m("violation-citadels-discard_not_allowed"),
        V::NotInTurn => w.m("violation-citadels-not_in_turn"),
        V::AlreadyGathered => w.m("violation-citadels-already_gathered"),
        V::GatherFirst => w.m("violation-citadels-gather_first"),
        V::KeepFirst => w.m("violation-citadels-keep_first"),
        V::GiveBackFirst => w.m("violation-citadels-give_back_first"),
        V::NothingToGiveBack => w.m("violation-citadels-nothing_to_give_back"),
        V::GiveBackCount { owed } => w.m("violation-citadels-give_back_count").n("owed", owed),
        V::CrownFirst => w.m("violation-citadels-crown_first"),
        V::BadCrownGift => w.m("violation-citadels-bad_crown_gift"),
        V::NothingToTake => w.m("violation-citadels-nothing_to_take"),
        V::NothingToKeep => w.m("violation-citadels-nothing_to_keep"),
        V::KeepCount(n) => w.m("violation-citadels-keep_count").n("count", n),
        V::NotDrawn(x) => w.m("violation-citadels-not_drawn").s("district", d(x)),
        V::NotInHand(x) => w.m("violation-citadels-not_in_hand").s("district", d(x)),
        V::AlreadyInCity(x) => w
            .m("violation-citadels-already_in_city")
            .s("district", d(x)),
        V::NotEnoughGold { needed, have } => w
            .m("violation-citadels-not_enough_gold")
            .n("needed", needed)
            .n("have", have),
        V::BuildingLimit => w.m("violation-citadels-building_limit"),
        V::AbilityUsed => w.m("violation-citadels-ability_used"),
        V::NoSuchAbility(c) => w
            .m("violation-citadels-no_such_ability")
            .s("character", ch(c)),
        V::BadTarget { ability, target } => w
            .m("violation-citadels-bad_target")
            .s("character", ch(ability))
            .s("target", ch(target)),
        V::SelfTarget => w.m("violation-citadels-self_target"),
        V::NotInCity(x) => w.m("violation-citadels-not_in_city").s("district", d(x)),
        V::CompletedCity => w.m("violation-citadels-completed_city"),
        V::BishopProtected => w
            .m("violation-citadels-bishop_protected")
            .s("bishop", ch(&Character::Bishop)),
        V::KeepProtected => w
            .m("violation-citadels-keep_protected")
            .s("district", d(&District::Keep)),
        V::TooDear(x) => w.m("violation-citadels-too_dear").s("district", d(x)),
        V::NotRichest(s) => w.m("violation-citadels-not_richest").s("player", seat(s)),
        V::AlreadyCollected => w.m("violation-citadels-already_collected"),
        V::NeedDistrict(x) => w.m("violation-citadels-need_district").s("district", d(x)),
        V::BadPayment(x) => w.m("violation-citadels-bad_payment").s("district", d(x)),
        V::WitchOnlyGathers => w
            .m("violation-citadels-witch_only_gathers")
            .s("witch", ch(&Character::Witch)),
        V::Bewitched => w
            .m("violation-citadels-bewitched")
            .s("district", d(&District::Hospital)),
        V::TokenCount(n) => w.m("violation-citadels-token_count").n("count", n),
        V::NothingToDecide => w.m("violation-citadels-nothing_to_decide"),
        V::NotSigned(c) => w.m("violation-citadels-not_signed").s("character", ch(c)),
        V::NotYours(c) => w.m("violation-citadels-not_yours").s("character", ch(c)),
        V::GiveWhich => w.m("violation-citadels-give_which"),
        V::LookFirst => w
            .m("violation-citadels-look_first")
            .s("wizard", ch(&Character::Wizard)),
        V::LookedElsewhere(s) => w
            .m("violation-citadels-looked_elsewhere")
            .s("player", seat(s)),
        V::ThreatFirst => w
            .m("violation-citadels-threat_first")
            .s("blackmailer", ch(&Character::Blackmailer)),
        V::MoveNotSigned => w.m("violation-citadels-move_not_signed"),
        V::BadSignature { n } => w.m("violation-citadels-bad_signature").n("n", n),
        V::KeyAlreadyRegistered => w.m("violation-citadels-key_already_registered"),
    }
}

/// A character's or district's name from its id (the engine names a card not yet playable by
/// its id); the id itself when it names neither.
fn card_name(w: Words, id: &str) -> String {
    if let Some(c) = Character::ALL.iter().find(|c| c.id() == id) {
        return character_name(w, *c);
    }
    if let Some(x) = District::ALL.iter().find(|x| x.id() == id) {
        return district(w, *x);
    }
    id.to_owned()
}

fn options(w: Words, error: &OptionsError) -> Msg {
    use OptionsError as E;
    match error {
        E::PlayerCount(n) => w.m("violation-citadels-options-player_count").n("count", n),
        E::CharacterRanks => w.m("violation-citadels-options-character_ranks"),
        E::CharacterCount { players, needed } => w
            .m("violation-citadels-options-character_count")
            .n("players", players)
            .n("needed", needed.parse::<u32>().unwrap_or(8)),
        E::CharacterNotForPlayerCount { character, players } => w
            .m("violation-citadels-options-character_not_for_player_count")
            .s("character", character_name(w, *character))
            .n("players", players),
        E::UniqueDistrictCount => w.m("violation-citadels-options-unique_district_count"),
        E::NotUnique(x) => w
            .m("violation-citadels-options-not_unique")
            .s("district", district(w, *x)),
        E::DistrictNeedsCharacter { district: x, needs } => w
            .m("violation-citadels-options-district_needs_character")
            .s("district", district(w, *x))
            .s("character", character_name(w, *needs)),
        E::NotYetPlayable(id) => w
            .m("violation-citadels-options-not_yet_playable")
            .s("card", card_name(w, id)),
        E::UnknownPreset(name) => w
            .m("violation-citadels-options-unknown_preset")
            .s("name", name.as_str()),
    }
}

#[cfg(test)]
mod tests;
