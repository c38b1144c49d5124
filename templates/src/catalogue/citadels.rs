//! Citadels in every language: the names of the 27 characters and their abilities, the
//! districts and the unique districts' effects, the colours, what a move's button says, and the
//! narrator that puts every Citadels event into words (the log, the replay, the round summary
//! and the call mails all draw on [`narrate`]). Player names arrive as arguments; nothing here
//! knows a hidden card or an unrevealed pick (the narrator says only what the event says).

use durbar_domain::citadels::{
    Ability, BuildWith, Character, Colour, Command, DiscardOpening, District, Event, Payment,
    Source, State,
};
use durbar_domain::Seat;

use super::Words;

pub mod violation;

/// A character's name ("Král").
pub fn character_name(w: Words, character: Character) -> String {
    w.t(character_id(character))
}

/// A character's name with its rank ("4 · Král").
pub fn character(w: Words, character: Character) -> String {
    w.m("citadels-character-ranked")
        .n("rank", character.rank())
        .s("name", character_name(w, character))
        .to_string()
}

/// Characters with their ranks, listed ("1 · Mordýřka, 4 · Král"), or the language's "none".
pub fn characters(w: Words, list: &[Character]) -> String {
    if list.is_empty() {
        return w.t("citadels-log-none");
    }
    list.iter()
        .map(|c| character(w, *c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A character's ability, as its card states it.
pub fn ability(w: Words, character: Character) -> String {
    w.t(ability_id(character))
}

/// A district's name ("Město duchů").
pub fn district(w: Words, district: District) -> String {
    w.t(district_id(district))
}

/// Districts by name, listed.
pub fn districts(w: Words, list: &[District]) -> String {
    list.iter()
        .map(|d| district(w, *d))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A unique district's effect (a basic district has none).
pub fn effect(w: Words, district: District) -> Option<String> {
    effect_id(district).map(|id| w.t(id))
}

/// A colour in words ("panská").
pub fn colour(w: Words, colour: Colour) -> String {
    w.t(match colour {
        Colour::Noble => "citadels-colour-noble",
        Colour::Religious => "citadels-colour-religious",
        Colour::Trade => "citadels-colour-trade",
        Colour::Military => "citadels-colour-military",
        Colour::Unique => "citadels-colour-unique",
    })
}

/// A district card in words: its name, colour and cost ("Hrad (panská, 4 mince)").
pub fn card(w: Words, d: District) -> String {
    w.m("citadels-card")
        .s("name", district(w, d))
        .s("colour", colour(w, d.colour()))
        .n("cost", d.cost())
        .to_string()
}

/// Where gold or cards came from, in words.
fn source(w: Words, source: Source) -> String {
    w.t(match source {
        Source::Gather => "citadels-source-gather",
        Source::Colour => "citadels-source-colour",
        Source::Merchant => "citadels-source-merchant",
        Source::Architect => "citadels-source-architect",
        Source::Laboratory => "citadels-source-laboratory",
        Source::Smithy => "citadels-source-smithy",
        Source::PoorHouse => "citadels-source-poor-house",
        Source::Park => "citadels-source-park",
        Source::Navigator => "citadels-source-navigator",
        Source::Spy => "citadels-source-spy",
        Source::Tithe => "citadels-source-tithe",
        Source::Queen => "citadels-source-queen",
        Source::Taxes => "citadels-source-taxes",
        Source::Alchemist => "citadels-source-alchemist",
        Source::Magician => "citadels-source-magician",
    })
}

/// The name of `seat` among `names` (players' names are never translated).
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat.0 + 1))
}

/// The event in `w`'s words, given the state just before it and the players' names. It says
/// only what the event says: a pick is "in secret", a draw is a count.
pub fn narrate(w: Words, before: &State, event: &Event, names: &[String]) -> String {
    let name = |seat: Seat| seat_name(names, seat);
    let ch = |c: Character| character(w, c);
    let d = |x: District| district(w, x);
    match event {
        Event::GameStarted { options, .. } => w
            .m("citadels-log-game-started")
            .n("players", options.players)
            .s("crown", name(Seat(0)))
            .to_string(),
        Event::RoundStarted {
            round,
            crown,
            face_up,
            face_down,
        } => w
            .m("citadels-log-round-started")
            .n("round", *round)
            .s("crown", name(*crown))
            .s("face_up", characters(w, face_up))
            .n("face_down", *face_down)
            .to_string(),
        Event::CharacterPicked { seat, index, .. } => w
            .m(if *index > 0 {
                "citadels-log-picked-second"
            } else {
                "citadels-log-picked"
            })
            .s("name", name(*seat))
            .to_string(),
        Event::DraftCardSetAside { .. } => w.t("citadels-log-set-aside"),
        Event::DraftEnded { round } => w
            .m("citadels-log-draft-ended")
            .n("round", *round)
            .to_string(),
        Event::CharacterCalled {
            character,
            seat: Some(seat),
            ..
        } => w
            .m("citadels-log-called")
            .s("character", ch(*character))
            .s("name", name(*seat))
            .to_string(),
        Event::CharacterCalled { character, .. } => w
            .m("citadels-log-called-nobody")
            .s("character", ch(*character))
            .to_string(),
        Event::CharacterKilled { character } => w
            .m("citadels-log-killed")
            .s("character", ch(*character))
            .to_string(),
        Event::CharacterThreatenedByThief { character } => w
            .m("citadels-log-thief-aims")
            .s("character", ch(*character))
            .to_string(),
        Event::GoldStolen {
            thief,
            victim,
            gold,
        } => w
            .m("citadels-log-robbed")
            .s("thief", name(*thief))
            .s("victim", name(*victim))
            .n("gold", *gold)
            .to_string(),
        Event::CrownTaken { seat } => w
            .m("citadels-log-crown-taken")
            .s("name", name(*seat))
            .to_string(),
        Event::GoldGained {
            seat,
            gold,
            source: from,
        } => w
            .m("citadels-log-gold-gained")
            .s("name", name(*seat))
            .n("gold", *gold)
            .s("source", source(w, *from))
            .to_string(),
        Event::CardsGained {
            seat,
            count,
            source: from,
        } => w
            .m("citadels-log-cards-gained")
            .s("name", name(*seat))
            .n("count", *count)
            .s("source", source(w, *from))
            .to_string(),
        Event::CardsDrawn {
            seat, count, keep, ..
        } => w
            .m("citadels-log-cards-drawn")
            .s("name", name(*seat))
            .n("count", *count)
            .n("keep", *keep)
            .to_string(),
        Event::CardsKept { seat, count, .. } => w
            .m("citadels-log-cards-kept")
            .s("name", name(*seat))
            .n("count", *count)
            .to_string(),
        Event::DistrictBuilt {
            seat,
            district: built,
            payment,
            ..
        } => {
            let m = |id| w.m(id).s("name", name(*seat)).s("district", d(*built));
            match payment {
                Payment::Gold { gold } => m("citadels-log-built").n("gold", *gold),
                Payment::ThievesDen { gold, cards, .. } => m("citadels-log-built-cards")
                    .n("gold", *gold)
                    .n("cards", *cards),
                Payment::Framework => m("citadels-log-built-framework"),
                Payment::Necropolis { destroyed } => {
                    m("citadels-log-built-necropolis").s("destroyed", d(*destroyed))
                }
                Payment::Free => m("citadels-log-built-free"),
            }
            .to_string()
        }
        Event::HandsExchanged { seat, target } => w
            .m("citadels-log-hands-exchanged")
            .s("name", name(*seat))
            .s("target", name(*target))
            .to_string(),
        Event::CardsRedrawn { seat, count, .. } => w
            .m("citadels-log-redrawn")
            .s("name", name(*seat))
            .n("count", *count)
            .to_string(),
        Event::DistrictDestroyed {
            by,
            target,
            district: gone,
            paid,
            armory,
        } => if *armory {
            w.m("citadels-log-destroyed-armory")
        } else {
            w.m("citadels-log-destroyed").n("gold", *paid)
        }
        .s("by", name(*by))
        .s("target", name(*target))
        .s("district", d(*gone))
        .to_string(),
        Event::CardDiscarded { seat, .. } => w
            .m("citadels-log-laboratory")
            .s("name", name(*seat))
            .to_string(),
        Event::CardUnderMuseum { seat, .. } => w
            .m("citadels-log-museum")
            .s("name", name(*seat))
            .to_string(),
        Event::GoldPaid { seat, gold } => w
            .m("citadels-log-gold-paid")
            .s("name", name(*seat))
            .n("gold", *gold)
            .to_string(),
        Event::DistrictSeized {
            by,
            target,
            district: seized,
            paid,
        } => w
            .m("citadels-log-seized")
            .s("by", name(*by))
            .s("target", name(*target))
            .s("district", d(*seized))
            .n("gold", *paid)
            .to_string(),
        Event::DistrictsExchanged {
            by,
            target,
            gave,
            took,
            paid,
        } => w
            .m("citadels-log-exchanged")
            .s("by", name(*by))
            .s("target", name(*target))
            .s("gave", d(*gave))
            .s("took", d(*took))
            .n("gold", *paid)
            .to_string(),
        Event::GoldGiven { from, to, gold } => w
            .m("citadels-log-gold-given")
            .s("from", name(*from))
            .s("to", name(*to))
            .n("gold", *gold)
            .to_string(),
        Event::GoldForCards {
            seat, from, gold, ..
        } => w
            .m("citadels-log-gold-for-cards")
            .s("name", name(*seat))
            .s("from", name(*from))
            .n("gold", *gold)
            .to_string(),
        Event::HandSpied {
            seat,
            target,
            colour: of,
            matches,
        } => w
            .m("citadels-log-spied")
            .s("name", name(*seat))
            .s("target", name(*target))
            .s("colour", colour(w, *of))
            .n("matches", *matches)
            .to_string(),
        Event::CardTaken { seat, from, .. } => w
            .m("citadels-log-card-taken")
            .s("name", name(*seat))
            .s("from", name(*from))
            .to_string(),
        Event::CardsForeseen { seat, from } => w
            .m("citadels-log-foreseen")
            .s("name", name(*seat))
            .n("count", from.len())
            .to_string(),
        Event::CardsGivenBack { seat, to, .. } => w
            .m("citadels-log-given-back")
            .s("name", name(*seat))
            .n("count", to.len())
            .to_string(),
        Event::CrownGiven { by, to, gold, card } => if *card {
            w.m("citadels-log-crown-given-card")
        } else if *gold > 0 {
            w.m("citadels-log-crown-given-gold").n("gold", *gold)
        } else {
            w.m("citadels-log-crown-given")
        }
        .s("by", name(*by))
        .s("to", name(*to))
        .to_string(),
        Event::CrownGiftDue { seat } => w
            .m("citadels-log-crown-gift-due")
            .s("name", name(*seat))
            .to_string(),
        Event::CharacterBewitched { by, character } => w
            .m("citadels-log-bewitched")
            .s("name", name(*by))
            .s("character", ch(*character))
            .to_string(),
        Event::TurnResumed { seat, character } => w
            .m("citadels-log-turn-resumed")
            .s("name", name(*seat))
            .s("character", ch(*character))
            .to_string(),
        Event::WarrantsAssigned {
            by, characters: on, ..
        } => w
            .m("citadels-log-warrants")
            .s("name", name(*by))
            .s("characters", characters(w, on))
            .to_string(),
        Event::ConfiscationDue {
            by,
            target,
            district: built,
            ..
        } => w
            .m("citadels-log-confiscation-due")
            .s("by", name(*by))
            .s("target", name(*target))
            .s("district", d(*built))
            .to_string(),
        Event::DistrictConfiscated {
            by,
            target,
            character,
            district: taken,
            refund,
        } => w
            .m("citadels-log-confiscated")
            .s("by", name(*by))
            .s("target", name(*target))
            .s("character", ch(*character))
            .s("district", d(*taken))
            .n("gold", *refund)
            .to_string(),
        Event::ConfiscationDeclined { by } => w
            .m("citadels-log-confiscation-declined")
            .s("by", name(*by))
            .to_string(),
        Event::ThreatsAssigned {
            by, characters: on, ..
        } => w
            .m("citadels-log-threats")
            .s("name", name(*by))
            .s("characters", characters(w, on))
            .to_string(),
        Event::ThreatPaidOff {
            seat,
            by,
            character,
            gold,
        } => w
            .m("citadels-log-threat-paid")
            .s("name", name(*seat))
            .s("by", name(*by))
            .s("character", ch(*character))
            .n("gold", *gold)
            .to_string(),
        Event::BribeRefused {
            seat,
            by,
            character,
        } => w
            .m("citadels-log-bribe-refused")
            .s("name", name(*seat))
            .s("by", name(*by))
            .s("character", ch(*character))
            .to_string(),
        Event::ThreatRevealed {
            by,
            target,
            character,
            real: true,
            gold,
        } => w
            .m("citadels-log-threat-revealed-real")
            .s("by", name(*by))
            .s("target", name(*target))
            .s("character", ch(*character))
            .n("gold", *gold)
            .to_string(),
        Event::ThreatRevealed { by, character, .. } => w
            .m("citadels-log-threat-revealed-bluff")
            .s("by", name(*by))
            .s("character", ch(*character))
            .to_string(),
        Event::ThreatKept { by } => w
            .m("citadels-log-threat-kept")
            .s("by", name(*by))
            .to_string(),
        Event::GraveyardOffered {
            seat,
            district: gone,
        } => w
            .m("citadels-log-graveyard-offered")
            .s("name", name(*seat))
            .s("district", d(*gone))
            .to_string(),
        Event::DistrictBuried {
            seat,
            district: gone,
            taken,
        } => w
            .m(if *taken {
                "citadels-log-buried-taken"
            } else {
                "citadels-log-buried"
            })
            .s("name", name(*seat))
            .s("district", d(*gone))
            .to_string(),
        Event::TheaterDue { seat } => w
            .m("citadels-log-theater-due")
            .s("name", name(*seat))
            .to_string(),
        Event::CharactersExchanged { seat, target, .. } => w
            .m("citadels-log-characters-exchanged")
            .s("name", name(*seat))
            .s("target", name(*target))
            .to_string(),
        Event::TheaterPassed { seat } => w
            .m("citadels-log-theater-passed")
            .s("name", name(*seat))
            .to_string(),
        Event::HandLookedAt { seat, target } => w
            .m("citadels-log-hand-looked")
            .s("name", name(*seat))
            .s("target", name(*target))
            .to_string(),
        Event::TaxPaid { seat } => w
            .m("citadels-log-tax-paid")
            .s("name", name(*seat))
            .to_string(),
        Event::DistrictBeautified {
            seat,
            district: fine,
        } => w
            .m("citadels-log-beautified")
            .s("name", name(*seat))
            .s("district", d(*fine))
            .to_string(),
        Event::TurnEnded { seat, character } => w
            .m("citadels-log-turn-ended")
            .s("name", name(*seat))
            .s("character", ch(*character))
            .to_string(),
        Event::DeadlinePassed {
            seat,
            deadline: None,
        } => w
            .m("citadels-log-deadline")
            .s("name", name(*seat))
            .to_string(),
        // The same words as Maharaja's marker, which names the deadline too.
        Event::DeadlinePassed {
            seat,
            deadline: Some(deadline),
        } => w
            .m("log-deadline-passed")
            .s("name", name(*seat))
            .s(
                "deadline",
                super::maharaja::utc_time(w.lang, deadline.as_str()),
            )
            .to_string(),
        // The same words as Maharaja's log.
        Event::KeyRegistered {
            player,
            key,
            device,
        } => w
            .m("log-key-registered")
            .s("name", name(Seat(*player)))
            .n("device", *device)
            .s("key", key.fingerprint())
            .to_string(),
        Event::CommandSigned { seat, n, .. } => w
            .m("log-command-signed")
            .s("name", name(*seat))
            .n("n", *n)
            .to_string(),
        Event::CityCompleted { seat, first } => w
            .m(if *first {
                "citadels-log-completed-first"
            } else {
                "citadels-log-completed"
            })
            .s("name", name(*seat))
            .to_string(),
        Event::RoundEnded {
            round, openings, ..
        } => {
            let had: Vec<String> = openings
                .iter()
                .map(|o| {
                    w.m("citadels-log-had")
                        .s("name", name(o.seat))
                        .s("character", ch(o.character))
                        .to_string()
                })
                .collect();
            if had.is_empty() {
                w.m("citadels-log-round-ended").n("round", *round)
            } else {
                w.m("citadels-log-round-ended-had")
                    .n("round", *round)
                    .s("had", had.join(", "))
            }
            .to_string()
        }
        Event::GameEnded {
            ranking, discards, ..
        } => {
            let places: Vec<String> = ranking
                .iter()
                .map(|s| {
                    w.m("citadels-log-place")
                        .s("name", name(s.seat))
                        .n("score", s.score)
                        .to_string()
                })
                .collect();
            let ended = w
                .m("citadels-log-game-ended")
                .n("round", before.round)
                .s("places", places.join(", "))
                .to_string();
            match laid_down(w, discards, names) {
                Some(laid) => format!("{ended} {laid}"),
                None => ended,
            }
        }
    }
}

/// The characters laid face down with a pick, opened at the game's end (C3), in one sentence
/// ("The characters laid face down with a pick are revealed: Anna laid 4 · King face down in
/// round 1; …"), or None when no pick laid one (`names`: the seats' player names). The log's
/// `game_ended` and the game-over mail both say it.
pub fn laid_down(w: Words, discards: &[DiscardOpening], names: &[String]) -> Option<String> {
    if discards.is_empty() {
        return None;
    }
    let laid: Vec<String> = discards
        .iter()
        .map(|o| {
            w.m("citadels-log-laid-down")
                .s("name", seat_name(names, o.seat))
                .s("character", character(w, o.character))
                .n("round", o.round)
                .to_string()
        })
        .collect();
    Some(
        w.m("citadels-log-laid-down-all")
            .s("laid", laid.join("; "))
            .to_string(),
    )
}

/// What a move's button says, in `w`'s words (`name`: a seat's player name).
pub fn move_label(w: Words, command: &Command, name: &dyn Fn(Seat) -> String) -> String {
    let ch = |c: Character| character(w, c);
    let d = |x: District| district(w, x);
    match command {
        Command::Pick {
            character: picked,
            discard: None,
            ..
        } => w.m("citadels-move-pick").s("character", ch(*picked)),
        Command::Pick {
            character: picked,
            discard: Some(aside),
            ..
        } => w
            .m("citadels-move-pick-discard")
            .s("character", ch(*picked))
            .s("aside", ch(*aside)),
        Command::Gold { .. } => w.m("citadels-move-gold"),
        Command::Draw { .. } => w.m("citadels-move-draw"),
        Command::Keep {
            districts: kept, ..
        } => w.m("citadels-move-keep").s("cards", districts(w, kept)),
        Command::Build {
            district: built,
            with,
            ..
        } => match with {
            BuildWith::Cards { cards } => w
                .m("citadels-move-build-cards")
                .s("cards", districts(w, cards)),
            BuildWith::Framework => w.m("citadels-move-build-framework"),
            BuildWith::Cardinal { from, cards } => w
                .m("citadels-move-build-cardinal")
                .s("name", name(*from))
                .s("cards", districts(w, cards)),
            BuildWith::Necropolis { destroy } => w
                .m("citadels-move-build-necropolis")
                .s("destroy", d(*destroy)),
            BuildWith::Gold => w.m("citadels-move-build").n("cost", built.cost()),
        }
        .s("district", d(*built)),
        Command::Collect { .. } => w.m("citadels-move-collect"),
        Command::Kill { character: c, .. } => w.m("citadels-move-kill").s("character", ch(*c)),
        Command::Rob { character: c, .. } => w.m("citadels-move-rob").s("character", ch(*c)),
        Command::Exchange { target, .. } => w.m("citadels-move-exchange").s("name", name(*target)),
        Command::Redraw {
            districts: gone, ..
        } => w.m("citadels-move-redraw").s("cards", districts(w, gone)),
        Command::Destroy {
            target,
            district: gone,
            ..
        } => w
            .m("citadels-move-destroy")
            .s("district", d(*gone))
            .s("name", name(*target)),
        Command::EndTurn { .. } => w.m("citadels-move-end-turn"),
        Command::Ability { ability, .. } => return ability_label(w, ability, name),
        Command::NoShow { .. } | Command::Start { .. } | Command::RegisterKey { .. } => {
            return String::new()
        }
    }
    .to_string()
}

/// What an ability's button says.
fn ability_label(w: Words, ability: &Ability, name: &dyn Fn(Seat) -> String) -> String {
    let ch = |c: Character| character(w, c);
    let d = |x: District| district(w, x);
    match ability {
        Ability::Laboratory { district: x } => w.m("citadels-move-laboratory").s("district", d(*x)),
        Ability::Smithy => w.m("citadels-move-smithy"),
        Ability::Armory {
            target,
            district: x,
        } => w
            .m("citadels-move-armory")
            .s("district", d(*x))
            .s("name", name(*target)),
        Ability::Museum { district: x } => w.m("citadels-move-museum").s("district", d(*x)),
        Ability::Navigate { cards: true } => w.m("citadels-move-navigate-cards"),
        Ability::Navigate { cards: false } => w.m("citadels-move-navigate-gold"),
        Ability::Seize {
            target,
            district: x,
        } => w
            .m("citadels-move-seize")
            .s("district", d(*x))
            .s("name", name(*target)),
        Ability::Swap { target, give, take } => w
            .m("citadels-move-swap")
            .s("give", d(*give))
            .s("take", d(*take))
            .s("name", name(*target)),
        Ability::Study => w.m("citadels-move-study"),
        Ability::Tithe { cards } => w.m("citadels-move-tithe").n("cards", *cards),
        Ability::Alms { from } => w.m("citadels-move-alms").s("name", name(*from)),
        Ability::Spy { target, colour: of } => w
            .m("citadels-move-spy")
            .s("name", name(*target))
            .s("colour", colour(w, *of)),
        Ability::Foresee => w.m("citadels-move-foresee"),
        Ability::GiveBack { cards } => w
            .m("citadels-move-give-back")
            .s("cards", districts(w, cards)),
        Ability::Crown { to, card: true } => w.m("citadels-move-crown-card").s("name", name(*to)),
        Ability::Crown { to, card: false } => w.m("citadels-move-crown").s("name", name(*to)),
        Ability::TakeTaxes => w.m("citadels-move-take-taxes"),
        Ability::Conjure {
            target,
            district: x,
            build,
        } => w
            .m(if *build {
                "citadels-move-conjure-build"
            } else {
                "citadels-move-conjure"
            })
            .s("district", d(*x))
            .s("name", name(*target)),
        Ability::Bewitch { character: c } => w.m("citadels-move-bewitch").s("character", ch(*c)),
        Ability::Warrants { signed, unsigned } => w
            .m("citadels-move-warrants")
            .s("signed", ch(*signed))
            .s("unsigned", characters(w, unsigned)),
        Ability::Confiscate { confiscate: true } => w.m("citadels-move-confiscate"),
        Ability::Confiscate { confiscate: false } => w.m("citadels-move-confiscate-not"),
        Ability::Threaten { real, bluff } => w
            .m("citadels-move-threaten")
            .s("real", ch(*real))
            .s("bluff", ch(*bluff)),
        Ability::Bribe { pay: true } => w.m("citadels-move-bribe"),
        Ability::Bribe { pay: false } => w.m("citadels-move-bribe-not"),
        Ability::RevealThreat { reveal: true } => w.m("citadels-move-reveal"),
        Ability::RevealThreat { reveal: false } => w.m("citadels-move-reveal-not"),
        Ability::Graveyard { take: true } => w.m("citadels-move-graveyard"),
        Ability::Graveyard { take: false } => w.m("citadels-move-graveyard-not"),
        Ability::Theater {
            target: Some(target),
            give: Some(give),
        } => w
            .m("citadels-move-theater-give")
            .s("name", name(*target))
            .s("give", ch(*give)),
        Ability::Theater {
            target: Some(target),
            give: None,
        } => w.m("citadels-move-theater").s("name", name(*target)),
        Ability::Theater { .. } => w.m("citadels-move-theater-not"),
        Ability::Peek { target } => w.m("citadels-move-peek").s("name", name(*target)),
        Ability::Beautify { district: x } => w.m("citadels-move-beautify").s("district", d(*x)),
    }
    .to_string()
}

/// The catalogue id of a character's name.
fn character_id(x: Character) -> &'static str {
    match x {
        Character::Assassin => "citadels-character-assassin",
        Character::Witch => "citadels-character-witch",
        Character::Magistrate => "citadels-character-magistrate",
        Character::Thief => "citadels-character-thief",
        Character::Spy => "citadels-character-spy",
        Character::Blackmailer => "citadels-character-blackmailer",
        Character::Magician => "citadels-character-magician",
        Character::Wizard => "citadels-character-wizard",
        Character::Seer => "citadels-character-seer",
        Character::King => "citadels-character-king",
        Character::Emperor => "citadels-character-emperor",
        Character::Patrician => "citadels-character-patrician",
        Character::Bishop => "citadels-character-bishop",
        Character::Abbot => "citadels-character-abbot",
        Character::Cardinal => "citadels-character-cardinal",
        Character::Merchant => "citadels-character-merchant",
        Character::Alchemist => "citadels-character-alchemist",
        Character::Trader => "citadels-character-trader",
        Character::Architect => "citadels-character-architect",
        Character::Navigator => "citadels-character-navigator",
        Character::Scholar => "citadels-character-scholar",
        Character::Warlord => "citadels-character-warlord",
        Character::Diplomat => "citadels-character-diplomat",
        Character::Marshal => "citadels-character-marshal",
        Character::Queen => "citadels-character-queen",
        Character::Artist => "citadels-character-artist",
        Character::TaxCollector => "citadels-character-tax-collector",
    }
}

/// The catalogue id of a character's ability.
fn ability_id(x: Character) -> &'static str {
    match x {
        Character::Assassin => "citadels-ability-assassin",
        Character::Witch => "citadels-ability-witch",
        Character::Magistrate => "citadels-ability-magistrate",
        Character::Thief => "citadels-ability-thief",
        Character::Spy => "citadels-ability-spy",
        Character::Blackmailer => "citadels-ability-blackmailer",
        Character::Magician => "citadels-ability-magician",
        Character::Wizard => "citadels-ability-wizard",
        Character::Seer => "citadels-ability-seer",
        Character::King => "citadels-ability-king",
        Character::Emperor => "citadels-ability-emperor",
        Character::Patrician => "citadels-ability-patrician",
        Character::Bishop => "citadels-ability-bishop",
        Character::Abbot => "citadels-ability-abbot",
        Character::Cardinal => "citadels-ability-cardinal",
        Character::Merchant => "citadels-ability-merchant",
        Character::Alchemist => "citadels-ability-alchemist",
        Character::Trader => "citadels-ability-trader",
        Character::Architect => "citadels-ability-architect",
        Character::Navigator => "citadels-ability-navigator",
        Character::Scholar => "citadels-ability-scholar",
        Character::Warlord => "citadels-ability-warlord",
        Character::Diplomat => "citadels-ability-diplomat",
        Character::Marshal => "citadels-ability-marshal",
        Character::Queen => "citadels-ability-queen",
        Character::Artist => "citadels-ability-artist",
        Character::TaxCollector => "citadels-ability-tax-collector",
    }
}

/// The catalogue id of a district's name.
fn district_id(x: District) -> &'static str {
    match x {
        District::Manor => "citadels-district-manor",
        District::Castle => "citadels-district-castle",
        District::Palace => "citadels-district-palace",
        District::Temple => "citadels-district-temple",
        District::Church => "citadels-district-church",
        District::Monastery => "citadels-district-monastery",
        District::Cathedral => "citadels-district-cathedral",
        District::Tavern => "citadels-district-tavern",
        District::Market => "citadels-district-market",
        District::TradingPost => "citadels-district-trading-post",
        District::Docks => "citadels-district-docks",
        District::Harbor => "citadels-district-harbor",
        District::TownHall => "citadels-district-town-hall",
        District::Watchtower => "citadels-district-watchtower",
        District::Prison => "citadels-district-prison",
        District::Barracks => "citadels-district-barracks",
        District::Fortress => "citadels-district-fortress",
        District::Armory => "citadels-district-armory",
        District::Basilica => "citadels-district-basilica",
        District::Capitol => "citadels-district-capitol",
        District::DragonGate => "citadels-district-dragon-gate",
        District::Factory => "citadels-district-factory",
        District::Framework => "citadels-district-framework",
        District::GoldMine => "citadels-district-gold-mine",
        District::GreatWall => "citadels-district-great-wall",
        District::HauntedQuarter => "citadels-district-haunted-quarter",
        District::ImperialTreasury => "citadels-district-imperial-treasury",
        District::IvoryTower => "citadels-district-ivory-tower",
        District::Keep => "citadels-district-keep",
        District::Laboratory => "citadels-district-laboratory",
        District::Library => "citadels-district-library",
        District::MapRoom => "citadels-district-map-room",
        District::Monument => "citadels-district-monument",
        District::Museum => "citadels-district-museum",
        District::Necropolis => "citadels-district-necropolis",
        District::Observatory => "citadels-district-observatory",
        District::Park => "citadels-district-park",
        District::PoorHouse => "citadels-district-poor-house",
        District::Quarry => "citadels-district-quarry",
        District::SchoolOfMagic => "citadels-district-school-of-magic",
        District::SecretVault => "citadels-district-secret-vault",
        District::Smithy => "citadels-district-smithy",
        District::Stables => "citadels-district-stables",
        District::Statue => "citadels-district-statue",
        District::Theater => "citadels-district-theater",
        District::ThievesDen => "citadels-district-thieves-den",
        District::WishingWell => "citadels-district-wishing-well",
        District::Graveyard => "citadels-district-graveyard",
        District::Hospital => "citadels-district-hospital",
    }
}

/// The catalogue id of a unique district's effect (none for a basic one).
fn effect_id(x: District) -> Option<&'static str> {
    match x {
        District::Manor => None,
        District::Castle => None,
        District::Palace => None,
        District::Temple => None,
        District::Church => None,
        District::Monastery => None,
        District::Cathedral => None,
        District::Tavern => None,
        District::Market => None,
        District::TradingPost => None,
        District::Docks => None,
        District::Harbor => None,
        District::TownHall => None,
        District::Watchtower => None,
        District::Prison => None,
        District::Barracks => None,
        District::Fortress => None,
        District::Armory => Some("citadels-effect-armory"),
        District::Basilica => Some("citadels-effect-basilica"),
        District::Capitol => Some("citadels-effect-capitol"),
        District::DragonGate => Some("citadels-effect-dragon-gate"),
        District::Factory => Some("citadels-effect-factory"),
        District::Framework => Some("citadels-effect-framework"),
        District::GoldMine => Some("citadels-effect-gold-mine"),
        District::GreatWall => Some("citadels-effect-great-wall"),
        District::HauntedQuarter => Some("citadels-effect-haunted-quarter"),
        District::ImperialTreasury => Some("citadels-effect-imperial-treasury"),
        District::IvoryTower => Some("citadels-effect-ivory-tower"),
        District::Keep => Some("citadels-effect-keep"),
        District::Laboratory => Some("citadels-effect-laboratory"),
        District::Library => Some("citadels-effect-library"),
        District::MapRoom => Some("citadels-effect-map-room"),
        District::Monument => Some("citadels-effect-monument"),
        District::Museum => Some("citadels-effect-museum"),
        District::Necropolis => Some("citadels-effect-necropolis"),
        District::Observatory => Some("citadels-effect-observatory"),
        District::Park => Some("citadels-effect-park"),
        District::PoorHouse => Some("citadels-effect-poor-house"),
        District::Quarry => Some("citadels-effect-quarry"),
        District::SchoolOfMagic => Some("citadels-effect-school-of-magic"),
        District::SecretVault => Some("citadels-effect-secret-vault"),
        District::Smithy => Some("citadels-effect-smithy"),
        District::Stables => Some("citadels-effect-stables"),
        District::Statue => Some("citadels-effect-statue"),
        District::Theater => Some("citadels-effect-theater"),
        District::ThievesDen => Some("citadels-effect-thieves-den"),
        District::WishingWell => Some("citadels-effect-wishing-well"),
        District::Graveyard => Some("citadels-effect-graveyard"),
        District::Hospital => Some("citadels-effect-hospital"),
    }
}
#[cfg(test)]
mod tests;
