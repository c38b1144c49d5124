//! `decide`: a command checked against the rules and turned into events (with their secrets).
//! After the command's own events the game moves on by itself — the draft ends, ranks are
//! called, killed or absent characters pass, rounds end, the game ends — until a seat must act.

use super::cards::{Character, Colour, District};
use super::command::{Ability, BuildWith, Command};
use super::draft;
use super::event::{Event, Payment, PickOpening, Record, Secret, Source};
use super::evolve::evolve;
use super::options::Options;
use super::score;
use super::seal::{discard_commitment, fallback_discard_nonce, pick_commitment, secret_commitment};
use super::state::{Phase, State, Turn};
use super::violation::RuleViolation;
use crate::bytes::Bytes32;
use crate::citadels::state::Player;
use crate::commitment::seed_commitment;
use crate::ids::Seat;
use crate::timestamp::Timestamp;

/// Gold taken when gathering gold (p. 4).
pub const GATHER_GOLD: u32 = 2;
/// Cards drawn when gathering cards (p. 4).
pub const GATHER_CARDS: u32 = 2;

/// How many districts a character may build in a turn (pp. 11–13).
pub(crate) fn build_limit(character: Character) -> u32 {
    match character {
        Character::Architect => 3,
        Character::Seer | Character::Scholar => 2,
        Character::Navigator => 0,
        _ => 1,
    }
}

/// Whether building `district` counts toward the limit (Stables; the Trader's trade districts).
pub(crate) fn counts_toward_limit(character: Character, district: District) -> bool {
    district != District::Stables
        && !(character == Character::Trader && district.colour() == Colour::Trade)
}

/// Districts counting for a character's colour resources (School of Magic counts, p. 16).
fn colour_count(player: &Player, colour: Colour) -> u32 {
    player
        .city
        .iter()
        .filter(|b| b.district.colour() == colour || b.district == District::SchoolOfMagic)
        .count() as u32
}

/// Decides a command on the referee's state.
pub fn decide(state: &State, command: &Command) -> Result<Vec<Record>, RuleViolation> {
    let mut scratch = Scratch {
        state: state.clone(),
        out: Vec::new(),
    };
    scratch.run(command)?;
    scratch.advance();
    Ok(scratch.out)
}

struct Scratch {
    state: State,
    out: Vec<Record>,
}

fn removed_all(hand: &[District], cards: &[District]) -> bool {
    let mut rest = hand.to_vec();
    cards
        .iter()
        .all(|c| match rest.iter().position(|d| d == c) {
            Some(i) => {
                rest.remove(i);
                true
            }
            None => false,
        })
}

impl Scratch {
    fn emit(&mut self, event: Event) {
        self.emit_with(event, None);
    }

    fn emit_with(&mut self, event: Event, secret: Option<Secret>) {
        let state = std::mem::take(&mut self.state);
        self.state = evolve(state, &event, secret.as_ref());
        self.out.push(Record { event, secret });
    }

    /// The commitment to the next hidden fact.
    fn seal(&self, secret: &Secret) -> Bytes32 {
        let seed = self
            .state
            .referee
            .as_ref()
            .map(|r| r.seed)
            .unwrap_or_default();
        secret_commitment(self.state.game, &seed, self.state.sealed, secret)
    }

    fn turn_of(&self, seat: Seat) -> Result<Turn, RuleViolation> {
        match self.state.phase {
            Phase::NotStarted => return Err(RuleViolation::NotStarted),
            Phase::Over => return Err(RuleViolation::GameOver),
            _ => {}
        }
        let turn = self.state.turn.clone().ok_or(RuleViolation::NotInTurn)?;
        if turn.seat != seat {
            return Err(RuleViolation::NotYourMove(seat));
        }
        Ok(turn)
    }

    fn player(&self, seat: Seat) -> Result<&super::state::Player, RuleViolation> {
        self.state
            .player(seat)
            .ok_or(RuleViolation::NoSuchSeat(seat))
    }

    fn run(&mut self, command: &Command) -> Result<(), RuleViolation> {
        if !matches!(command, Command::Start { .. }) {
            if self.state.phase == Phase::NotStarted {
                return Err(RuleViolation::NotStarted);
            }
            if self.state.phase == Phase::Over {
                return Err(RuleViolation::GameOver);
            }
            if self.state.referee.is_none() {
                return Err(RuleViolation::NotReferee);
            }
            if let Some(seat) = command.seat() {
                self.player(seat)?;
            }
            if let (Some(by), Some(seat)) = (self.state.decider(), command.seat()) {
                let deciding = matches!(
                    command,
                    Command::Ability {
                        ability: Ability::Confiscate { .. }
                            | Ability::RevealThreat { .. }
                            | Ability::Graveyard { .. }
                            | Ability::Theater { .. },
                        ..
                    } | Command::NoShow { .. }
                );
                if seat != by || !deciding {
                    return Err(RuleViolation::NotYourMove(seat));
                }
            }
            let owing = self
                .state
                .turn
                .as_ref()
                .is_some_and(|t| !t.owed.is_empty() && command.seat() == Some(t.seat));
            let giving_back = matches!(
                command,
                Command::Ability {
                    ability: Ability::GiveBack { .. },
                    ..
                } | Command::NoShow { .. }
            );
            if owing && !giving_back {
                return Err(RuleViolation::GiveBackFirst);
            }
            self.check_witchcraft(command)?;
        }
        match command {
            Command::Start {
                game,
                options,
                seed,
                contributions,
                deck,
                drafts,
            } => {
                if self.state.phase != Phase::NotStarted {
                    return Err(RuleViolation::AlreadyStarted);
                }
                options.validate()?;
                options.check_playable()?;
                if let Some(deck) = deck {
                    let mut given = deck.clone();
                    let mut wanted = options.deck_cards();
                    given.sort();
                    wanted.sort();
                    if given != wanted {
                        return Err(RuleViolation::BadDeck);
                    }
                }
                for (i, fixed) in drafts.iter().enumerate() {
                    if !draft::fixed_is_valid(options, fixed) {
                        return Err(RuleViolation::BadDraft(i as u32 + 1));
                    }
                }
                self.emit_with(
                    Event::GameStarted {
                        kind: crate::game::GameKind::Citadels,
                        engine: super::rules::ENGINE_VERSION,
                        game: *game,
                        options: options.clone(),
                        seed_commitment: seed_commitment(*game, seed),
                        contributions: contributions.clone(),
                    },
                    Some(Secret::Setup {
                        seed: *seed,
                        deck: deck.clone(),
                        drafts: drafts.clone(),
                    }),
                );
                self.start_round(1);
                Ok(())
            }
            Command::Pick {
                seat,
                character,
                discard,
                nonce,
                discard_nonce,
            } => {
                let seed = self.referee_seed()?;
                self.pick(
                    &seed,
                    *seat,
                    *character,
                    *discard,
                    (nonce, discard_nonce.as_ref()),
                )
            }
            Command::Gold { seat } => {
                let turn = self.turn_of(*seat)?;
                if turn.gathered {
                    return Err(RuleViolation::AlreadyGathered);
                }
                let mine = u32::from(self.player(*seat)?.has(District::GoldMine));
                self.emit(Event::GoldGained {
                    seat: *seat,
                    gold: GATHER_GOLD + mine,
                    source: Source::Gather,
                });
                Ok(())
            }
            Command::Draw { seat } => {
                let turn = self.turn_of(*seat)?;
                if turn.gathered {
                    return Err(RuleViolation::AlreadyGathered);
                }
                let player = self.player(*seat)?;
                let count = if player.has(District::Observatory) {
                    GATHER_CARDS + 1
                } else {
                    GATHER_CARDS
                };
                let count = count.min(self.state.deck_size as u32);
                let keep = if player.has(District::Library) {
                    count
                } else {
                    1.min(count)
                };
                self.emit(Event::CardsDrawn {
                    seat: *seat,
                    count,
                    keep,
                    scholar: false,
                });
                if keep == count {
                    let cards = self
                        .state
                        .turn
                        .as_ref()
                        .map(|t| t.drawn.clone())
                        .unwrap_or_default();
                    self.keep(*seat, cards);
                }
                Ok(())
            }
            Command::Keep { seat, districts } => {
                let turn = self.turn_of(*seat)?;
                if turn.drawn_count == 0 {
                    return Err(RuleViolation::NothingToKeep);
                }
                if districts.len() as u32 != turn.keep {
                    return Err(RuleViolation::KeepCount(turn.keep));
                }
                if !removed_all(&turn.drawn, districts) {
                    let missing = districts
                        .iter()
                        .find(|d| !turn.drawn.contains(d))
                        .copied()
                        .unwrap_or(districts[0]);
                    return Err(RuleViolation::NotDrawn(missing));
                }
                self.keep(*seat, districts.clone());
                Ok(())
            }
            Command::Build {
                seat,
                district,
                with,
            } => self.build(*seat, *district, with),
            Command::Collect { seat } => {
                let turn = self.turn_of(*seat)?;
                let colour = turn
                    .character
                    .colour()
                    .ok_or(RuleViolation::NoSuchAbility(turn.character))?;
                if turn.collected {
                    return Err(RuleViolation::AlreadyCollected);
                }
                let count = colour_count(self.player(*seat)?, colour);
                if matches!(turn.character, Character::Patrician | Character::Cardinal) {
                    let count = count.min(self.state.deck_size as u32);
                    self.emit(Event::CardsGained {
                        seat: *seat,
                        count,
                        source: Source::Colour,
                    });
                } else {
                    self.emit(Event::GoldGained {
                        seat: *seat,
                        gold: count,
                        source: Source::Colour,
                    });
                }
                Ok(())
            }
            Command::Kill { seat, character } => {
                let turn = self.ability(*seat, Character::Assassin)?;
                self.check_target(turn.character, *character)?;
                self.emit(Event::CharacterKilled {
                    character: *character,
                });
                Ok(())
            }
            Command::Rob { seat, character } => {
                let turn = self.ability(*seat, Character::Thief)?;
                self.check_target(turn.character, *character)?;
                if self.state.struck(*character) {
                    return Err(RuleViolation::BadTarget {
                        ability: turn.character,
                        target: *character,
                    });
                }
                self.emit(Event::CharacterThreatenedByThief {
                    character: *character,
                });
                Ok(())
            }
            Command::Exchange { seat, target } => {
                self.ability(*seat, Character::Magician)?;
                self.player(*target)?;
                if target == seat {
                    return Err(RuleViolation::SelfTarget);
                }
                self.emit(Event::HandsExchanged {
                    seat: *seat,
                    target: *target,
                });
                Ok(())
            }
            Command::Redraw { seat, districts } => {
                self.ability(*seat, Character::Magician)?;
                let hand = &self.player(*seat)?.hand;
                if let Some(missing) = districts.iter().find(|d| !hand.contains(d)) {
                    return Err(RuleViolation::NotInHand(*missing));
                }
                if !removed_all(hand, districts) {
                    return Err(RuleViolation::NotInHand(districts[0]));
                }
                let secret = Secret::Cards {
                    cards: districts.clone(),
                };
                let sealed = self.seal(&secret);
                self.emit_with(
                    Event::CardsRedrawn {
                        seat: *seat,
                        count: districts.len() as u32,
                        sealed,
                    },
                    Some(secret),
                );
                Ok(())
            }
            Command::Destroy {
                seat,
                target,
                district,
            } => self.destroy(*seat, *target, *district),
            Command::Ability {
                seat,
                ability: Ability::Crown { to, .. },
            } if self.state.crown_gift == Some(*seat) => self.give_crown(*seat, *to, false),
            Command::Ability {
                seat,
                ability: Ability::Confiscate { confiscate },
            } => self.confiscate(*seat, *confiscate),
            Command::Ability {
                seat,
                ability: Ability::RevealThreat { reveal },
            } => self.reveal_threat(*seat, *reveal),
            Command::Ability {
                seat,
                ability: Ability::Graveyard { take },
            } => self.bury(*seat, *take),
            Command::Ability {
                seat,
                ability: Ability::Theater { target, give },
            } => self.theater(*seat, *target, *give),
            Command::Ability { seat, ability } => self.district_ability(*seat, ability),
            Command::EndTurn { seat } => self.end_turn(*seat),
            Command::NoShow {
                seat,
                nonce,
                deadline,
            } => self.no_show(*seat, nonce, deadline.clone()),
            Command::RegisterKey { player, key } => self.register_key(*player, key),
        }
    }

    /// p. 10: the Witch only gathers and bewitches in her own turn; the bewitched character's
    /// player only gathers.
    fn check_witchcraft(&self, command: &Command) -> Result<(), RuleViolation> {
        let Some(turn) = self.state.turn.as_ref() else {
            return Ok(());
        };
        if command.seat() != Some(turn.seat) {
            return Ok(());
        }
        let gathering = matches!(
            command,
            Command::Gold { .. }
                | Command::Draw { .. }
                | Command::Keep { .. }
                | Command::NoShow { .. }
        );
        if turn.gather_only && !gathering {
            return Err(RuleViolation::Bewitched);
        }
        let bribing = matches!(
            command,
            Command::Ability {
                ability: Ability::Bribe { .. },
                ..
            }
        );
        if turn.threat_pending && !gathering && !bribing {
            return Err(RuleViolation::ThreatFirst);
        }
        let witching = matches!(
            command,
            Command::EndTurn { .. }
                | Command::Ability {
                    ability: Ability::Bewitch { .. },
                    ..
                }
        );
        if turn.character == Character::Witch && !gathering && !witching {
            return Err(RuleViolation::WitchOnlyGathers);
        }
        Ok(())
    }

    fn keep(&mut self, seat: Seat, cards: Vec<District>) {
        let secret = Secret::Cards { cards };
        let sealed = self.seal(&secret);
        let count = match &secret {
            Secret::Cards { cards } => cards.len() as u32,
            _ => 0,
        };
        self.emit_with(
            Event::CardsKept {
                seat,
                count,
                sealed,
            },
            Some(secret),
        );
    }

    /// The acting turn, if it is `character`'s and its ability is unused.
    fn ability(&self, seat: Seat, character: Character) -> Result<Turn, RuleViolation> {
        let turn = self.turn_of(seat)?;
        if turn.character != character {
            return Err(RuleViolation::NoSuchAbility(turn.character));
        }
        if turn.ability_used {
            return Err(RuleViolation::AbilityUsed);
        }
        Ok(turn)
    }

    /// A character the Assassin or Thief may name: in the game, not face up, not rank 1.
    fn check_target(&self, ability: Character, target: Character) -> Result<(), RuleViolation> {
        let bad = !self.state.options.characters.contains(&target)
            || self.state.draft.face_up.contains(&target)
            || target.rank() == 1
            || target == ability;
        if bad {
            return Err(RuleViolation::BadTarget { ability, target });
        }
        Ok(())
    }

    /// The referee's seed, which a pick's discard nonce may come from; a state folded without
    /// the secrets has none, and decides no pick.
    fn referee_seed(&self) -> Result<Bytes32, RuleViolation> {
        self.state
            .referee
            .as_ref()
            .map(|r| r.seed)
            .ok_or(RuleViolation::NotReferee)
    }

    /// A pick; `seed` is the referee's (from [`Self::referee_seed`]): a discard that comes
    /// without its own nonce gets one from it, never a zero nonce.
    fn pick(
        &mut self,
        seed: &Bytes32,
        seat: Seat,
        character: Character,
        discard: Option<Character>,
        (nonce, discard_nonce): (&Bytes32, Option<&Bytes32>),
    ) -> Result<(), RuleViolation> {
        let (step, pool) = self.state.draft_pool().ok_or(RuleViolation::NotDrafting)?;
        if step.seat != seat {
            return Err(RuleViolation::NotYourMove(seat));
        }
        if !pool.contains(&character) {
            return Err(RuleViolation::NotOffered(character));
        }
        let discard = if step.with_face_down {
            let other = pool.iter().copied().find(|c| *c != character);
            if discard.is_some() && discard != other {
                return Err(RuleViolation::NotOffered(discard.unwrap_or(character)));
            }
            other
        } else if step.discards {
            match discard {
                Some(d) if d != character && pool.contains(&d) => Some(d),
                Some(d) => return Err(RuleViolation::NotOffered(d)),
                None => return Err(RuleViolation::DiscardRequired),
            }
        } else {
            if discard.is_some() {
                return Err(RuleViolation::DiscardNotAllowed);
            }
            None
        };
        let round = self.state.round;
        let commitment =
            pick_commitment(self.state.game, round, seat, step.index, character, nonce);
        // The discard's own nonce: the command's, or one from the sealed seed (never a zero
        // nonce: without the referee's seed there is no pick to decide).
        let discard_nonce = discard.map(|_| match discard_nonce {
            Some(given) => *given,
            None => fallback_discard_nonce(seed, round, seat, step.index),
        });
        let discard_commitment = discard.zip(discard_nonce).map(|(card, n)| {
            discard_commitment(self.state.game, round, seat, step.index, card, &n)
        });
        self.emit_with(
            Event::CharacterPicked {
                round,
                seat,
                index: step.index,
                commitment,
                discard_commitment,
            },
            Some(Secret::Pick {
                character,
                nonce: *nonce,
                discard,
                discard_nonce,
            }),
        );
        if self.state.options.players == 3 && self.state.draft.next == 3 {
            self.emit(Event::DraftCardSetAside { round });
        }
        Ok(())
    }

    /// Whether `to` may get the crown from `by` (p. 12: another player; C9, English "a
    /// different player": not its holder either).
    fn crown_heir(&self, by: Seat, to: Seat) -> bool {
        to != by && to != self.state.crown && self.state.player(to).is_some()
    }

    /// The Emperor's gift (p. 12): in his turn with 1 gold or 1 random card taken (`card`),
    /// when killed at the round's end with nothing.
    fn give_crown(&mut self, by: Seat, to: Seat, card: bool) -> Result<(), RuleViolation> {
        if !self.crown_heir(by, to) {
            return Err(RuleViolation::BadCrownGift);
        }
        let (gold, card) = if self.state.crown_gift == Some(by) {
            (0, false)
        } else {
            let heir = self.player(to)?;
            let (has_gold, has_cards) = (heir.gold > 0, heir.hand_count > 0);
            if (card && !has_cards && has_gold) || (!card && !has_gold && has_cards) {
                return Err(RuleViolation::NothingToTake);
            }
            (u32::from(!card && has_gold), card && has_cards)
        };
        self.emit(Event::CrownGiven { by, to, gold, card });
        Ok(())
    }

    /// C7: the crown to the first player clockwise who may get it, gold taken when they have
    /// any.
    fn default_crown(&mut self, by: Seat) -> Result<(), RuleViolation> {
        let n = self.state.seats();
        let to = (1..n)
            .map(|k| Seat(((by.index() + k) % n) as u8))
            .find(|s| self.crown_heir(by, *s))
            .ok_or(RuleViolation::BadCrownGift)?;
        let card = self.player(to)?.gold == 0;
        self.give_crown(by, to, card)
    }

    /// The Seer (p. 11): one card of her choice back to each player she took one from.
    fn give_back(&mut self, seat: Seat, cards: Vec<District>) -> Result<(), RuleViolation> {
        let turn = self.turn_of(seat)?;
        if turn.owed.is_empty() {
            return Err(RuleViolation::NothingToGiveBack);
        }
        if cards.len() != turn.owed.len() {
            return Err(RuleViolation::GiveBackCount {
                owed: turn.owed.len() as u32,
            });
        }
        let hand = &self.player(seat)?.hand;
        if let Some(missing) = cards.iter().find(|d| !hand.contains(d)) {
            return Err(RuleViolation::NotInHand(*missing));
        }
        if !removed_all(hand, &cards) {
            return Err(RuleViolation::NotInHand(cards[0]));
        }
        let secret = Secret::Cards { cards };
        let sealed = self.seal(&secret);
        self.emit_with(
            Event::CardsGivenBack {
                seat,
                to: turn.owed,
                sealed,
            },
            Some(secret),
        );
        Ok(())
    }

    /// The Wizard (p. 11): a card from `target`'s hand, the one he looked at, kept or built at once (a build outside
    /// the limit, paid in gold, after gathering like every build — decision C-Wizard).
    fn conjure(
        &mut self,
        seat: Seat,
        target: Seat,
        district: District,
        build: bool,
    ) -> Result<(), RuleViolation> {
        let turn = self.ability(seat, Character::Wizard)?;
        if target == seat {
            return Err(RuleViolation::SelfTarget);
        }
        // The look comes first (p. 11: "look at the hand …, choose one"): a take without it
        // would let a crafted move probe a hand card by card.
        match turn.spied {
            None => return Err(RuleViolation::LookFirst),
            Some(looked) if looked != target => return Err(RuleViolation::LookedElsewhere(target)),
            Some(_) => {}
        }
        if !self.player(target)?.hand.contains(&district) {
            return Err(RuleViolation::NotInHand(district));
        }
        let secret = Secret::Cards {
            cards: vec![district],
        };
        let sealed = self.seal(&secret);
        self.emit_with(
            Event::CardTaken {
                seat,
                from: target,
                sealed,
            },
            Some(secret),
        );
        if build {
            self.build_as(seat, district, &BuildWith::Gold, true)?;
        }
        Ok(())
    }

    fn build(
        &mut self,
        seat: Seat,
        district: District,
        with: &BuildWith,
    ) -> Result<(), RuleViolation> {
        self.build_as(seat, district, with, false)
    }

    /// A build; `conjured` is the Wizard's build at once, outside the limit.
    fn build_as(
        &mut self,
        seat: Seat,
        district: District,
        with: &BuildWith,
        conjured: bool,
    ) -> Result<(), RuleViolation> {
        let turn = self.turn_of(seat)?;
        if !turn.gathered {
            return Err(RuleViolation::GatherFirst);
        }
        if turn.drawn_count > 0 {
            return Err(RuleViolation::KeepFirst);
        }
        let player = self.player(seat)?;
        if !player.hand.contains(&district) {
            return Err(RuleViolation::NotInHand(district));
        }
        if district == District::SecretVault {
            return Err(RuleViolation::CannotBuild(district));
        }
        if district == District::Monument && player.city.len() >= 5 {
            return Err(RuleViolation::MonumentTooLate);
        }
        // p. 11: the Wizard may build a district identical to one in the city this turn.
        if player.has(district)
            && !player.has(District::Quarry)
            && turn.character != Character::Wizard
        {
            return Err(RuleViolation::AlreadyInCity(district));
        }
        let counted = !conjured && counts_toward_limit(turn.character, district);
        if turn.character == Character::Navigator
            || (counted && turn.builds >= build_limit(turn.character))
        {
            return Err(RuleViolation::BuildingLimit);
        }
        let mut cost = district.cost();
        if district.colour() == Colour::Unique
            && district != District::Factory
            && player.has(District::Factory)
        {
            cost -= 1;
        }
        let mut secret = None;
        let payment = match with {
            BuildWith::Gold => {
                if player.gold < cost {
                    return Err(RuleViolation::NotEnoughGold {
                        needed: cost,
                        have: player.gold,
                    });
                }
                Payment::Gold { gold: cost }
            }
            BuildWith::Cards { cards } => {
                if district != District::ThievesDen || cards.len() as u32 > cost {
                    return Err(RuleViolation::BadPayment(district));
                }
                let mut hand = player.hand.clone();
                if let Some(i) = hand.iter().position(|d| *d == district) {
                    hand.remove(i);
                }
                if let Some(missing) = cards.iter().find(|d| !hand.contains(d)) {
                    return Err(RuleViolation::NotInHand(*missing));
                }
                if !removed_all(&hand, cards) {
                    return Err(RuleViolation::NotInHand(cards[0]));
                }
                let gold = cost - cards.len() as u32;
                if player.gold < gold {
                    return Err(RuleViolation::NotEnoughGold {
                        needed: gold,
                        have: player.gold,
                    });
                }
                let paid = Secret::Cards {
                    cards: cards.clone(),
                };
                let sealed = self.seal(&paid);
                secret = Some(paid);
                Payment::ThievesDen {
                    gold,
                    cards: cards.len() as u32,
                    sealed,
                }
            }
            BuildWith::Cardinal { from, cards } => {
                if turn.character != Character::Cardinal || *from == seat {
                    return Err(RuleViolation::BadPayment(district));
                }
                let missing = cost.saturating_sub(player.gold);
                let giver = self.player(*from)?.gold;
                if missing == 0 || cards.len() as u32 != missing || giver < missing {
                    return Err(RuleViolation::BadPayment(district));
                }
                let mut hand = player.hand.clone();
                if let Some(i) = hand.iter().position(|d| *d == district) {
                    hand.remove(i);
                }
                if !removed_all(&hand, cards) {
                    return Err(RuleViolation::BadPayment(district));
                }
                let given = Secret::Cards {
                    cards: cards.clone(),
                };
                let sealed = self.seal(&given);
                self.emit_with(
                    Event::GoldForCards {
                        seat,
                        from: *from,
                        gold: missing,
                        sealed,
                    },
                    Some(given),
                );
                Payment::Gold { gold: cost }
            }
            BuildWith::Framework => {
                if !player.has(District::Framework) || district == District::Framework {
                    return Err(RuleViolation::NeedDistrict(District::Framework));
                }
                Payment::Framework
            }
            BuildWith::Necropolis { destroy } => {
                if district != District::Necropolis {
                    return Err(RuleViolation::BadPayment(district));
                }
                if !player.has(*destroy) {
                    return Err(RuleViolation::NotInCity(*destroy));
                }
                Payment::Necropolis {
                    destroyed: *destroy,
                }
            }
        };
        let paid = match &payment {
            Payment::Gold { gold } | Payment::ThievesDen { gold, .. } => Some(*gold),
            _ => None,
        };
        self.emit_with(
            Event::DistrictBuilt {
                seat,
                district,
                payment,
                counted,
            },
            secret,
        );
        if let Some(paid) = paid {
            if let Some(by) = self.warrant_applies(&turn, district) {
                self.emit(Event::ConfiscationDue {
                    by,
                    target: seat,
                    district,
                    paid,
                });
                return Ok(());
            }
        }
        self.after_build(seat, district, turn.character);
        Ok(())
    }

    /// p. 10: the Magistrate who may confiscate this build — the first paid build of a
    /// warranted character's turn (signed or not: the pause must not tell which), unless her
    /// city already has the district (p. 10 note; the Quarry does not help, p. 16).
    fn warrant_applies(&self, turn: &Turn, district: District) -> Option<Seat> {
        let warrants = self.state.warrants.as_ref()?;
        let applies = !warrants.revealed
            && !turn.warrant_checked
            && warrants.characters.contains(&turn.character)
            && warrants.by != turn.seat
            && !self.state.player(warrants.by)?.has(district);
        applies.then_some(warrants.by)
    }

    /// What follows a build in the owner's city: the tax (p. 14; the Magistrate pays it for a
    /// confiscated district), the Statue's crown, completion.
    fn after_build(&mut self, owner: Seat, district: District, character: Character) {
        if self.state.options.uses(Character::TaxCollector)
            && character != Character::TaxCollector
            && self.state.player(owner).is_some_and(|p| p.gold > 0)
        {
            // p. 14: 1 gold onto the Tax Collector after every build, unless the stash is empty.
            self.emit(Event::TaxPaid { seat: owner });
        }
        if district == District::Statue {
            self.emit(Event::CrownTaken { seat: owner });
        }
        self.check_completion(owner);
    }

    /// The Magistrate's decision on a warranted build (C8).
    fn confiscate(&mut self, seat: Seat, confiscate: bool) -> Result<(), RuleViolation> {
        let pending = self
            .state
            .confiscation
            .clone()
            .filter(|c| c.by == seat)
            .ok_or(RuleViolation::NothingToDecide)?;
        let real = self.state.warrants.as_ref().and_then(|w| w.real);
        if !confiscate {
            self.emit(Event::ConfiscationDeclined { by: seat });
            let character = pending.character;
            self.after_build(pending.target, pending.district, character);
            return Ok(());
        }
        if real != Some(pending.character) {
            return Err(RuleViolation::NotSigned(pending.character));
        }
        self.emit(Event::DistrictConfiscated {
            by: seat,
            target: pending.target,
            character: pending.character,
            district: pending.district,
            refund: pending.paid,
        });
        self.after_build(seat, pending.district, Character::Magistrate);
        Ok(())
    }

    /// The threatened player's choice after gathering (p. 11): pay half the gold, rounded
    /// down (0 with 0 or 1 gold), or refuse and let the Blackmailer decide (C8).
    fn bribe(&mut self, seat: Seat, pay: bool) -> Result<(), RuleViolation> {
        let turn = self.turn_of(seat)?;
        if !turn.threat_pending {
            return Err(RuleViolation::NothingToDecide);
        }
        if !turn.gathered {
            return Err(RuleViolation::GatherFirst);
        }
        if turn.drawn_count > 0 {
            return Err(RuleViolation::KeepFirst);
        }
        let by = self
            .state
            .threats
            .as_ref()
            .map(|t| t.by)
            .ok_or(RuleViolation::NothingToDecide)?;
        let character = turn.character;
        if pay {
            let gold = self.player(seat)?.gold / 2;
            self.emit(Event::ThreatPaidOff {
                seat,
                by,
                character,
                gold,
            });
        } else {
            self.emit(Event::BribeRefused {
                seat,
                by,
                character,
            });
        }
        Ok(())
    }

    /// The Blackmailer's decision after a refusal (C8): the real threat takes all the gold.
    fn reveal_threat(&mut self, seat: Seat, reveal: bool) -> Result<(), RuleViolation> {
        if self.state.threat_decision != Some(seat) {
            return Err(RuleViolation::NothingToDecide);
        }
        if !reveal {
            self.emit(Event::ThreatKept { by: seat });
            return Ok(());
        }
        let turn = self.state.turn.clone().ok_or(RuleViolation::NotInTurn)?;
        let real = self.state.threats.as_ref().and_then(|t| t.real) == Some(turn.character);
        let gold = if real {
            self.player(turn.seat)?.gold
        } else {
            0
        };
        self.emit(Event::ThreatRevealed {
            by: seat,
            target: turn.seat,
            character: turn.character,
            real,
            gold,
        });
        Ok(())
    }

    /// Face-down tokens (the Magistrate's 3 warrants, the Blackmailer's 2 threats) on
    /// different characters the `actor` may name (the Blackmailer: not the killed nor the
    /// bewitched one, p. 11; a warranted one may be): the characters in rank order, the seal of
    /// the real one and its secret.
    fn tokens(
        &self,
        seat: Seat,
        actor: Character,
        real: Character,
        others: &[Character],
    ) -> Result<(Vec<Character>, Bytes32, Secret), RuleViolation> {
        self.ability(seat, actor)?;
        let count = if actor == Character::Magistrate { 3 } else { 2 };
        let mut characters = vec![real];
        characters.extend_from_slice(others);
        characters.sort();
        characters.dedup();
        if others.len() + 1 != count || characters.len() != count {
            return Err(RuleViolation::TokenCount(count as u32));
        }
        for c in &characters {
            self.check_target(actor, *c)?;
            if actor == Character::Blackmailer && self.state.struck(*c) {
                return Err(RuleViolation::BadTarget {
                    ability: actor,
                    target: *c,
                });
            }
        }
        let secret = Secret::Token { character: real };
        let sealed = self.seal(&secret);
        Ok((characters, sealed, secret))
    }

    /// A district a rank-8 ability may touch in `target`'s city (pp. 12–13, Keep): its cost
    /// for that purpose and the Great Wall's extra gold.
    fn rank_8_target(&self, target: Seat, district: District) -> Result<(u32, u32), RuleViolation> {
        let victim = self.player(target)?;
        let built = victim
            .copy_of(district)
            .map(|i| &victim.city[i])
            .ok_or(RuleViolation::NotInCity(district))?;
        if victim.city_size() >= self.state.options.completion() {
            return Err(RuleViolation::CompletedCity);
        }
        if district == District::Keep {
            return Err(RuleViolation::KeepProtected);
        }
        if self.state.killed != Some(Character::Bishop)
            && self.state.playing(Character::Bishop) == Some(target)
        {
            return Err(RuleViolation::BishopProtected);
        }
        let wall = u32::from(victim.has(District::GreatWall) && district != District::GreatWall);
        Ok((built.cost(), wall))
    }

    fn pay_check(&self, seat: Seat, price: u32) -> Result<(), RuleViolation> {
        let have = self.player(seat)?.gold;
        if have < price {
            return Err(RuleViolation::NotEnoughGold {
                needed: price,
                have,
            });
        }
        Ok(())
    }

    fn seize(&mut self, seat: Seat, target: Seat, district: District) -> Result<(), RuleViolation> {
        self.ability(seat, Character::Marshal)?;
        if target == seat {
            return Err(RuleViolation::SelfTarget);
        }
        let (cost, wall) = self.rank_8_target(target, district)?;
        if cost > 3 {
            return Err(RuleViolation::TooDear(district));
        }
        if self.player(seat)?.has(district) {
            return Err(RuleViolation::AlreadyInCity(district));
        }
        self.pay_check(seat, cost + wall)?;
        self.emit(Event::DistrictSeized {
            by: seat,
            target,
            district,
            paid: cost + wall,
        });
        self.check_completion(seat);
        Ok(())
    }

    fn swap(
        &mut self,
        seat: Seat,
        target: Seat,
        give: District,
        take: District,
    ) -> Result<(), RuleViolation> {
        self.ability(seat, Character::Diplomat)?;
        if target == seat {
            return Err(RuleViolation::SelfTarget);
        }
        let (cost, wall) = self.rank_8_target(target, take)?;
        let me = self.player(seat)?;
        let mine = me
            .copy_of(give)
            .map(|i| me.city[i].cost())
            .ok_or(RuleViolation::NotInCity(give))?;
        if give != take && self.player(seat)?.has(take) {
            return Err(RuleViolation::AlreadyInCity(take));
        }
        if give != take && self.player(target)?.has(give) {
            return Err(RuleViolation::AlreadyInCity(give));
        }
        let price = cost.saturating_sub(mine) + wall;
        self.pay_check(seat, price)?;
        self.emit(Event::DistrictsExchanged {
            by: seat,
            target,
            gave: give,
            took: take,
            paid: price,
        });
        Ok(())
    }

    fn check_completion(&mut self, seat: Seat) {
        let size = self.state.player(seat).map_or(0, |p| p.city_size());
        if size >= self.state.options.completion() && !self.state.completers.contains(&seat) {
            let first = self.state.completers.is_empty();
            self.emit(Event::CityCompleted { seat, first });
        }
    }

    fn destroy(
        &mut self,
        seat: Seat,
        target: Seat,
        district: District,
    ) -> Result<(), RuleViolation> {
        let turn = self.ability(seat, Character::Warlord)?;
        let (cost, wall) = self.rank_8_target(target, district)?;
        let price = cost.saturating_sub(1) + wall;
        let have = self.player(turn.seat)?.gold;
        if have < price {
            return Err(RuleViolation::NotEnoughGold {
                needed: price,
                have,
            });
        }
        self.emit(Event::DistrictDestroyed {
            by: seat,
            target,
            district,
            paid: price,
            armory: false,
        });
        // Graveyard (Classic card, C9): the owner, not the Warlord, may pay 1 gold to take it.
        let owner = self.player(target)?;
        if target != seat && owner.has(District::Graveyard) && owner.gold >= 1 {
            self.emit(Event::GraveyardOffered {
                seat: target,
                district,
            });
        }
        Ok(())
    }

    /// The Theater's owner, after the draft (p. 16, English card: "exchange your chosen
    /// character card with an opponent's"): 4+ players exchange their only cards; with 2–3
    /// players the owner names the card given and takes one of the target's at random (C2).
    fn theater(
        &mut self,
        seat: Seat,
        target: Option<Seat>,
        give: Option<Character>,
    ) -> Result<(), RuleViolation> {
        if self.state.theater != Some(seat) {
            return Err(RuleViolation::NothingToDecide);
        }
        let Some(target) = target else {
            self.emit(Event::TheaterPassed { seat });
            return Ok(());
        };
        if target == seat {
            return Err(RuleViolation::SelfTarget);
        }
        let mine: Vec<Character> = self.player(seat)?.characters.iter().map(|c| c.1).collect();
        let theirs: Vec<Character> = self
            .player(target)?
            .characters
            .iter()
            .map(|c| c.1)
            .collect();
        let gave = match (mine.as_slice(), give) {
            ([only], None) => *only,
            (_, Some(g)) if mine.contains(&g) => g,
            (_, Some(g)) => return Err(RuleViolation::NotYours(g)),
            (_, None) => return Err(RuleViolation::GiveWhich),
        };
        let took = if theirs.len() == 1 {
            theirs[0]
        } else {
            let mut stream = self
                .state
                .referee
                .as_ref()
                .map(|r| r.stream.clone())
                .ok_or(RuleViolation::NotReferee)?;
            theirs[super::draw::index(&mut stream, theirs.len())]
        };
        let secret = Secret::Exchange { gave, took };
        let sealed = self.seal(&secret);
        self.emit_with(
            Event::CharactersExchanged {
                seat,
                target,
                sealed,
            },
            Some(secret),
        );
        Ok(())
    }

    /// The Graveyard's owner decides (C8).
    fn bury(&mut self, seat: Seat, take: bool) -> Result<(), RuleViolation> {
        let (owner, district) = self
            .state
            .graveyard
            .filter(|(owner, _)| *owner == seat)
            .ok_or(RuleViolation::NothingToDecide)?;
        self.emit(Event::DistrictBuried {
            seat: owner,
            district,
            taken: take,
        });
        Ok(())
    }

    fn district_ability(&mut self, seat: Seat, ability: &Ability) -> Result<(), RuleViolation> {
        let turn = self.turn_of(seat)?;
        let player = self.player(seat)?;
        match ability {
            Ability::Tithe { cards } => {
                if turn.character != Character::Abbot {
                    return Err(RuleViolation::NoSuchAbility(turn.character));
                }
                if turn.collected {
                    return Err(RuleViolation::AlreadyCollected);
                }
                let count = colour_count(player, Colour::Religious);
                let cards = (*cards).min(count).min(self.state.deck_size as u32);
                self.emit(Event::GoldGained {
                    seat,
                    gold: count - cards,
                    source: Source::Colour,
                });
                self.emit(Event::CardsGained {
                    seat,
                    count: cards,
                    source: Source::Tithe,
                });
            }
            Ability::Alms { from } => {
                if turn.character != Character::Abbot {
                    return Err(RuleViolation::NoSuchAbility(turn.character));
                }
                if turn.alms_taken {
                    return Err(RuleViolation::AbilityUsed);
                }
                let richest = self.state.players.iter().map(|p| p.gold).max().unwrap_or(0);
                let giver = self.player(*from)?.gold;
                if *from == seat || giver != richest || player.gold >= richest {
                    return Err(RuleViolation::NotRichest(*from));
                }
                self.emit(Event::GoldGiven {
                    from: *from,
                    to: seat,
                    gold: 1,
                });
            }
            Ability::Spy { target, colour } => {
                self.ability(seat, Character::Spy)?;
                if *target == seat {
                    return Err(RuleViolation::SelfTarget);
                }
                let victim = self.player(*target)?;
                let matches = victim.hand.iter().filter(|d| d.colour() == *colour).count() as u32;
                let gold = matches.min(victim.gold);
                self.emit(Event::HandSpied {
                    seat,
                    target: *target,
                    colour: *colour,
                    matches,
                });
                if gold > 0 {
                    self.emit(Event::GoldGiven {
                        from: *target,
                        to: seat,
                        gold,
                    });
                }
                let count = matches.min(self.state.deck_size as u32);
                self.emit(Event::CardsGained {
                    seat,
                    count,
                    source: Source::Spy,
                });
            }
            Ability::Conjure {
                target,
                district,
                build,
            } => return self.conjure(seat, *target, *district, *build),
            Ability::Foresee => {
                self.ability(seat, Character::Seer)?;
                let n = self.state.seats();
                let from = (1..n)
                    .map(|k| Seat(((seat.index() + k) % n) as u8))
                    .filter(|s| self.state.player(*s).is_some_and(|p| p.hand_count > 0))
                    .collect();
                self.emit(Event::CardsForeseen { seat, from });
            }
            Ability::GiveBack { cards } => return self.give_back(seat, cards.clone()),
            Ability::Warrants { signed, unsigned } => {
                let (characters, sealed, secret) =
                    self.tokens(seat, Character::Magistrate, *signed, unsigned)?;
                self.emit_with(
                    Event::WarrantsAssigned {
                        by: seat,
                        characters,
                        sealed,
                    },
                    Some(secret),
                );
            }
            Ability::Confiscate { .. }
            | Ability::RevealThreat { .. }
            | Ability::Graveyard { .. }
            | Ability::Theater { .. } => return Err(RuleViolation::NothingToDecide),
            Ability::Threaten { real, bluff } => {
                let (characters, sealed, secret) =
                    self.tokens(seat, Character::Blackmailer, *real, &[*bluff])?;
                self.emit_with(
                    Event::ThreatsAssigned {
                        by: seat,
                        characters,
                        sealed,
                    },
                    Some(secret),
                );
            }
            Ability::Bribe { pay } => return self.bribe(seat, *pay),
            Ability::Peek { target } => {
                self.ability(seat, Character::Wizard)?;
                self.player(*target)?;
                if *target == seat {
                    return Err(RuleViolation::SelfTarget);
                }
                if turn.spied.is_some() {
                    return Err(RuleViolation::AbilityUsed);
                }
                self.emit(Event::HandLookedAt {
                    seat,
                    target: *target,
                });
            }
            Ability::Bewitch { character } => {
                self.ability(seat, Character::Witch)?;
                if !turn.gathered {
                    return Err(RuleViolation::GatherFirst);
                }
                if turn.drawn_count > 0 {
                    return Err(RuleViolation::KeepFirst);
                }
                self.check_target(Character::Witch, *character)?;
                self.emit(Event::CharacterBewitched {
                    by: seat,
                    character: *character,
                });
                // Her turn is suspended: it ends here (no Poor House nor Park, p. 15) and goes
                // on, if at all, with `turn_resumed`.
                self.emit(Event::TurnEnded {
                    seat,
                    character: Character::Witch,
                });
            }
            Ability::Crown { to, card } => {
                if turn.character != Character::Emperor {
                    return Err(RuleViolation::NoSuchAbility(turn.character));
                }
                if turn.crown_given {
                    return Err(RuleViolation::AbilityUsed);
                }
                return self.give_crown(seat, *to, *card);
            }
            Ability::Seize { target, district } => return self.seize(seat, *target, *district),
            Ability::Swap { target, give, take } => return self.swap(seat, *target, *give, *take),
            Ability::Study => {
                self.ability(seat, Character::Scholar)?;
                if turn.drawn_count > 0 {
                    return Err(RuleViolation::KeepFirst);
                }
                let count = 7.min(self.state.deck_size as u32);
                self.emit(Event::CardsDrawn {
                    seat,
                    count,
                    keep: 1.min(count),
                    scholar: true,
                });
                if count <= 1 {
                    let cards = self
                        .state
                        .turn
                        .as_ref()
                        .map(|t| t.drawn.clone())
                        .unwrap_or_default();
                    self.keep(seat, cards);
                }
            }
            Ability::Navigate { cards } => {
                self.ability(seat, Character::Navigator)?;
                if *cards {
                    let count = 4.min(self.state.deck_size as u32);
                    self.emit(Event::CardsGained {
                        seat,
                        count,
                        source: Source::Navigator,
                    });
                } else {
                    self.emit(Event::GoldGained {
                        seat,
                        gold: 4,
                        source: Source::Navigator,
                    });
                }
            }
            Ability::TakeTaxes => {
                self.ability(seat, Character::TaxCollector)?;
                let gold = self.state.taxes;
                self.emit(Event::GoldGained {
                    seat,
                    gold,
                    source: Source::Taxes,
                });
            }
            Ability::Beautify { district } => {
                if turn.character != Character::Artist {
                    return Err(RuleViolation::NoSuchAbility(turn.character));
                }
                if turn.beautified >= 2 {
                    return Err(RuleViolation::AbilityUsed);
                }
                if !player
                    .city
                    .iter()
                    .any(|b| b.district == *district && !b.beautified)
                {
                    return Err(RuleViolation::NotInCity(*district));
                }
                if player.gold < 1 {
                    return Err(RuleViolation::NotEnoughGold { needed: 1, have: 0 });
                }
                self.emit(Event::DistrictBeautified {
                    seat,
                    district: *district,
                });
            }
            Ability::Laboratory { district } => {
                if !player.has(District::Laboratory) {
                    return Err(RuleViolation::NeedDistrict(District::Laboratory));
                }
                if turn.laboratory_used {
                    return Err(RuleViolation::AbilityUsed);
                }
                if !player.hand.contains(district) {
                    return Err(RuleViolation::NotInHand(*district));
                }
                let secret = Secret::Cards {
                    cards: vec![*district],
                };
                let sealed = self.seal(&secret);
                self.emit_with(Event::CardDiscarded { seat, sealed }, Some(secret));
                self.emit(Event::GoldGained {
                    seat,
                    gold: 2,
                    source: Source::Laboratory,
                });
            }
            Ability::Armory { target, district } => {
                if !player.has(District::Armory) {
                    return Err(RuleViolation::NeedDistrict(District::Armory));
                }
                let victim = self.player(*target)?;
                if !victim.has(*district) {
                    return Err(RuleViolation::NotInCity(*district));
                }
                if victim.city_size() >= self.state.options.completion() {
                    return Err(RuleViolation::CompletedCity);
                }
                if *target == seat && *district == District::Armory {
                    return Err(RuleViolation::NotInCity(*district));
                }
                // The Armory goes first, then the chosen district (district clarifications).
                self.emit(Event::DistrictDestroyed {
                    by: seat,
                    target: seat,
                    district: District::Armory,
                    paid: 0,
                    armory: true,
                });
                self.emit(Event::DistrictDestroyed {
                    by: seat,
                    target: *target,
                    district: *district,
                    paid: 0,
                    armory: true,
                });
            }
            Ability::Museum { district } => {
                if !player.has(District::Museum) {
                    return Err(RuleViolation::NeedDistrict(District::Museum));
                }
                if turn.museum_used {
                    return Err(RuleViolation::AbilityUsed);
                }
                if !player.hand.contains(district) {
                    return Err(RuleViolation::NotInHand(*district));
                }
                let secret = Secret::Cards {
                    cards: vec![*district],
                };
                let sealed = self.seal(&secret);
                self.emit_with(Event::CardUnderMuseum { seat, sealed }, Some(secret));
            }
            Ability::Smithy => {
                if !player.has(District::Smithy) {
                    return Err(RuleViolation::NeedDistrict(District::Smithy));
                }
                if turn.smithy_used {
                    return Err(RuleViolation::AbilityUsed);
                }
                if player.gold < 2 {
                    return Err(RuleViolation::NotEnoughGold {
                        needed: 2,
                        have: player.gold,
                    });
                }
                self.emit(Event::GoldPaid { seat, gold: 2 });
                let count = 3.min(self.state.deck_size as u32);
                self.emit(Event::CardsGained {
                    seat,
                    count,
                    source: Source::Smithy,
                });
            }
        }
        Ok(())
    }

    fn end_turn(&mut self, seat: Seat) -> Result<(), RuleViolation> {
        let turn = self.turn_of(seat)?;
        if !turn.gathered {
            return Err(RuleViolation::GatherFirst);
        }
        if turn.drawn_count > 0 {
            return Err(RuleViolation::KeepFirst);
        }
        if turn.character == Character::Emperor && !turn.crown_given {
            return Err(RuleViolation::CrownFirst);
        }
        let player = self.player(seat)?;
        if player.has(District::PoorHouse) && player.gold == 0 {
            self.emit(Event::GoldGained {
                seat,
                gold: 1,
                source: Source::PoorHouse,
            });
        }
        if turn.character == Character::Alchemist && turn.paid_for_builds > 0 {
            // p. 13: back all gold paid to build this turn (after the Poor House, p. 15).
            self.emit(Event::GoldGained {
                seat,
                gold: turn.paid_for_builds,
                source: Source::Alchemist,
            });
        }
        let player = self.player(seat)?;
        if player.has(District::Park) && player.hand_count == 0 {
            let count = 2.min(self.state.deck_size as u32);
            self.emit(Event::CardsGained {
                seat,
                count,
                source: Source::Park,
            });
        }
        self.emit(Event::TurnEnded {
            seat,
            character: turn.character,
        });
        Ok(())
    }

    /// C7: a missed pick takes the lowest-ranked character offered (and sets aside the
    /// highest-ranked other one where a card must be set aside); a missed turn takes 2 gold,
    /// keeps the first drawn cards if a draw was pending, builds nothing and ends.
    /// Signed moves: a device of `player` registers its key (refused twice in one game).
    fn register_key(
        &mut self,
        player: u8,
        key: &crate::signed::PublicKey,
    ) -> Result<(), RuleViolation> {
        self.player(Seat(player))?;
        let device = self
            .state
            .keyring
            .next_device(player, key)
            .ok_or(RuleViolation::KeyAlreadyRegistered)?;
        self.emit(Event::KeyRegistered {
            player,
            key: key.clone(),
            device,
        });
        Ok(())
    }

    fn no_show(
        &mut self,
        seat: Seat,
        nonce: &Bytes32,
        deadline: Option<Timestamp>,
    ) -> Result<(), RuleViolation> {
        if !self.state.awaiting().contains(&seat) {
            return Err(RuleViolation::NotYourMove(seat));
        }
        self.emit(Event::DeadlinePassed { seat, deadline });
        if let Some((step, pool)) = self.state.draft_pool() {
            if step.seat != seat {
                return Err(RuleViolation::NotYourMove(seat));
            }
            let character = pool[0];
            let discard = if step.discards {
                pool.last().copied()
            } else {
                None
            };
            let seed = self.referee_seed()?;
            return self.pick(&seed, seat, character, discard, (nonce, None));
        }
        if self.state.crown_gift == Some(seat) {
            return self.default_crown(seat);
        }
        if self
            .state
            .confiscation
            .as_ref()
            .is_some_and(|c| c.by == seat)
        {
            // C7: a Magistrate who misses the decision lets the build stand.
            return self.confiscate(seat, false);
        }
        if self.state.threat_decision == Some(seat) {
            // C7: a Blackmailer who misses the decision does not reveal.
            return self.reveal_threat(seat, false);
        }
        if self.state.theater == Some(seat) {
            // C7: an owner who misses the Theater's decision keeps the character.
            return self.theater(seat, None, None);
        }
        if self.state.graveyard.is_some_and(|(owner, _)| owner == seat) {
            // C7: an owner who misses the Graveyard's offer does not pay.
            return self.bury(seat, false);
        }
        let turn = self.turn_of(seat)?;
        if turn.character == Character::Emperor && !turn.crown_given {
            self.default_crown(seat)?;
        }
        if !turn.owed.is_empty() {
            // C7: the Seer who misses her turn gives back the first cards of her hand.
            let cards = self.player(seat)?.hand[..turn.owed.len()].to_vec();
            self.give_back(seat, cards)?;
        }
        if !turn.gathered {
            self.run(&Command::Gold { seat })?;
        }
        if turn.drawn_count > 0 {
            let cards = turn.drawn[..turn.keep as usize].to_vec();
            self.keep(seat, cards);
        }
        if turn.gather_only {
            // p. 10: the bewitched player's turn ends with the gathering (see `advance`).
            return Ok(());
        }
        if self.state.turn.as_ref().is_some_and(|t| t.threat_pending) {
            // C7: a threatened player who misses the turn pays (rounded down half the gold).
            self.bribe(seat, true)?;
        }
        self.end_turn(seat)
    }

    fn start_round(&mut self, round: u32) {
        let (face_up, _, _) = match self.state.referee.as_ref() {
            Some(referee) => {
                let mut referee = referee.clone();
                let fixed = referee.drafts.get(round as usize - 1).cloned();
                draft::set_aside(&self.state.options, &mut referee.stream, fixed.as_ref())
            }
            None => (Vec::new(), Character::Assassin, Vec::new()),
        };
        self.emit(Event::RoundStarted {
            round,
            crown: self.state.crown,
            face_up,
            face_down: 1,
        });
    }

    /// Moves the game on until a seat must act.
    fn advance(&mut self) {
        if self.state.decider().is_some() {
            return;
        }
        loop {
            match self.state.phase {
                Phase::Draft => {
                    if self.state.draft.next < self.state.draft.steps.len() {
                        return;
                    }
                    let round = self.state.round;
                    self.emit(Event::DraftEnded { round });
                    if let Some(owner) = self
                        .state
                        .players
                        .iter()
                        .position(|p| p.has(District::Theater))
                    {
                        self.emit(Event::TheaterDue {
                            seat: Seat(owner as u8),
                        });
                        return;
                    }
                }
                Phase::Turns => {
                    if self.bewitched_turn_done() {
                        continue;
                    }
                    if self.state.turn.is_some()
                        || self.state.crown_gift.is_some()
                        || self.state.decider().is_some()
                    {
                        return;
                    }
                    self.call_next();
                }
                _ => return,
            }
        }
    }

    /// p. 10: once the bewitched character's player has gathered, that turn ends and the
    /// Witch's suspended turn goes on as the bewitched character.
    fn bewitched_turn_done(&mut self) -> bool {
        let Some(turn) = self.state.turn.as_ref() else {
            return false;
        };
        if !turn.gather_only || !turn.gathered || turn.drawn_count > 0 {
            return false;
        }
        let (seat, character) = (turn.seat, turn.character);
        self.emit(Event::TurnEnded { seat, character });
        let Some((_, witch)) = self.state.bewitched.filter(|(c, _)| *c == character) else {
            return true;
        };
        self.emit(Event::TurnResumed {
            seat: witch,
            character,
        });
        self.character_effects(witch, character);
        true
    }

    fn call_next(&mut self) {
        let rank = usize::from(self.state.called.unwrap_or(0)) + 1;
        let Some(&character) = self.state.options.characters.get(rank - 1) else {
            self.end_round();
            return;
        };
        let holder = self.state.holder(character);
        let opening = self.state.opening(character).cloned();
        // Hospital (Dark City card, C9): a killed player with it still gathers in the turn.
        let hospital = holder
            .is_some_and(|(seat, _)| self.state.players[seat.index()].has(District::Hospital));
        let killed = self.state.killed == Some(character) && !hospital;
        match (holder, opening) {
            (Some((seat, _)), Some(opening))
                if self.state.killed == Some(character) && hospital =>
            {
                self.emit(Event::CharacterCalled {
                    round: self.state.round,
                    character,
                    seat: Some(seat),
                    nonce: Some(opening.nonce),
                    index: opening.index,
                });
            }
            (Some((seat, _)), Some(opening)) if !killed => {
                self.emit(Event::CharacterCalled {
                    round: self.state.round,
                    character,
                    seat: Some(seat),
                    nonce: Some(opening.nonce),
                    index: opening.index,
                });
                self.start_turn(seat, character);
            }
            _ => self.emit(Event::CharacterCalled {
                round: self.state.round,
                character,
                seat: None,
                nonce: None,
                index: 0,
            }),
        }
    }

    fn start_turn(&mut self, seat: Seat, character: Character) {
        if let Some((robbed, thief)) = self.state.robbed {
            if robbed == character {
                let gold = self.state.players[seat.index()].gold;
                self.emit(Event::GoldStolen {
                    thief,
                    victim: seat,
                    gold,
                });
            }
        }
        if matches!(character, Character::King | Character::Patrician) {
            // p. 11: a bewitched King keeps the crown ("nechává si korunu dál").
            self.emit(Event::CrownTaken { seat });
        }
        if self.state.bewitched.map(|(c, _)| c) != Some(character) {
            self.character_effects(seat, character);
        }
    }

    /// The automatic start-of-turn effects of a character, for whoever plays its abilities.
    fn character_effects(&mut self, seat: Seat, character: Character) {
        match character {
            Character::Queen => {
                if let Some(four) = self.queens_neighbour(seat) {
                    if self.state.killed != Some(four) {
                        self.emit(Event::GoldGained {
                            seat,
                            gold: 3,
                            source: Source::Queen,
                        });
                    }
                }
            }
            Character::Merchant => self.emit(Event::GoldGained {
                seat,
                gold: 1,
                source: Source::Merchant,
            }),
            Character::Architect => {
                let count = 2.min(self.state.deck_size as u32);
                self.emit(Event::CardsGained {
                    seat,
                    count,
                    source: Source::Architect,
                });
            }
            _ => {}
        }
    }

    /// The rank-4 character, when its holder sits next to `seat` (p. 14, Queen).
    fn queens_neighbour(&self, seat: Seat) -> Option<Character> {
        let four = *self.state.options.characters.get(3)?;
        let (holder, _) = self.state.holder(four)?;
        let n = self.state.seats();
        let next = (seat.index() + 1) % n;
        let previous = (seat.index() + n - 1) % n;
        (holder.index() == next || holder.index() == previous).then_some(four)
    }

    fn end_round(&mut self) {
        let round = self.state.round;
        if self.state.killed == Some(Character::Emperor) && !self.state.crown_gifted {
            if let Some((seat, _)) = self.state.holder(Character::Emperor) {
                // p. 12 + C8: the killed Emperor's player gives the crown (nothing taken).
                self.emit(Event::CrownGiftDue { seat });
                return;
            }
        }
        // p. 14 (Queen): a killed rank-4 neighbour still pays the Queen at the round's end.
        if let (Some(killed), Some((queen, _))) =
            (self.state.killed, self.state.holder(Character::Queen))
        {
            if killed.rank() == 4
                && self.queens_neighbour(queen) == Some(killed)
                && self.state.killed != Some(Character::Queen)
            {
                self.emit(Event::GoldGained {
                    seat: queen,
                    gold: 3,
                    source: Source::Queen,
                });
            }
        }
        let mut openings: Vec<PickOpening> = Vec::new();
        let mut heir = None;
        if let Some(killed) = self.state.killed {
            if let Some((seat, _)) = self.state.holder(killed) {
                let player = &self.state.players[seat.index()];
                if let Some(o) = self
                    .state
                    .opening(killed)
                    .filter(|_| !player.revealed.contains(&killed))
                {
                    openings.push(o.clone());
                }
                if matches!(killed, Character::King | Character::Patrician) {
                    heir = Some(seat);
                }
            }
        }
        self.emit(Event::RoundEnded {
            round,
            openings,
            discards: Vec::new(),
        });
        if let Some(seat) = heir {
            // C5: the killed King still takes the crown at the end of the round.
            self.emit(Event::CrownTaken { seat });
        }
        if self.state.completers.is_empty() {
            self.start_round(round + 1);
        } else {
            let seed = self
                .state
                .referee
                .as_ref()
                .map(|r| r.seed)
                .unwrap_or_default();
            let ranking = score::ranking(&self.state);
            // C3: the face-down discards stay sealed until the game ends.
            let discards = self.state.draft.discards.clone();
            self.emit(Event::GameEnded {
                seed,
                ranking,
                discards,
            });
        }
    }
}

/// Whether these options can be started (the rulebook's limits and the cards played so far).
pub fn check_options(options: &Options) -> Result<(), RuleViolation> {
    options.validate()?;
    options.check_playable()?;
    Ok(())
}
