//! `evolve`: one event (with its secret, for the referee) applied to the state. Total: never
//! panics, never fails; an event that does not fit the state changes what it can.

use std::collections::VecDeque;

use super::cards::District;
use super::draft;
use super::draw::Stream;
use super::event::{Event, Payment, Secret, Source};
use super::state::{Built, Confiscation, Draft, Phase, Player, Referee, State, Tokens, Turn};
use crate::ids::Seat;

/// Applies an event; `secret` is the referee's knowledge of what it hides (None in a public
/// fold).
pub fn evolve(mut state: State, event: &Event, secret: Option<&Secret>) -> State {
    apply(&mut state, event, secret);
    state
}

fn remove_one(list: &mut Vec<District>, district: District) -> bool {
    match list.iter().position(|d| *d == district) {
        Some(i) => {
            list.remove(i);
            true
        }
        None => false,
    }
}

fn token(secret: Option<&Secret>) -> Option<super::cards::Character> {
    match secret {
        Some(Secret::Token { character }) => Some(*character),
        _ => None,
    }
}

/// Referee: `character`'s card (and its pick opening) from `from` to `to` (Theater).
fn move_character(state: &mut State, from: Seat, to: Seat, character: super::cards::Character) {
    let (a, b) = (from.index(), to.index());
    if a >= state.players.len() || b >= state.players.len() {
        return;
    }
    if let Some(i) = state.players[a]
        .characters
        .iter()
        .position(|(_, c)| *c == character)
    {
        let card = state.players[a].characters.remove(i);
        state.players[b].characters.push(card);
    }
    if let Some(i) = state.players[a]
        .openings
        .iter()
        .position(|o| o.character == character)
    {
        let opening = state.players[a].openings.remove(i);
        state.players[b].openings.push(opening);
    }
}

fn secret_cards(secret: Option<&Secret>) -> Option<&[District]> {
    match secret {
        Some(Secret::Cards { cards }) => Some(cards),
        _ => None,
    }
}

impl State {
    fn player_mut(&mut self, seat: Seat) -> Option<&mut Player> {
        self.players.get_mut(seat.index())
    }

    fn gold_delta(&mut self, seat: Seat, gain: u32, loss: u32) {
        if let Some(p) = self.player_mut(seat) {
            p.gold += gain;
        }
        self.pay(seat, loss);
    }

    /// `seat` pays `gold`: all it has if that is less, counted as an overdraft.
    fn pay(&mut self, seat: Seat, gold: u32) {
        let Some(p) = self.player_mut(seat) else {
            return;
        };
        match p.gold.checked_sub(gold) {
            Some(left) => p.gold = left,
            None => {
                p.gold = 0;
                self.overdrafts += 1;
            }
        }
    }

    /// Moves `count` cards from the top of the deck into a hand.
    fn deal(&mut self, seat: Seat, count: u32) {
        let mut cards = Vec::new();
        if let Some(referee) = self.referee.as_mut() {
            for _ in 0..count {
                if let Some(card) = referee.deck.pop_front() {
                    cards.push(card);
                }
            }
        }
        self.deck_size = self.deck_size.saturating_sub(count as usize);
        if let Some(p) = self.player_mut(seat) {
            p.hand.extend(cards);
            p.hand_count += count as usize;
        }
    }

    /// Puts cards (known to the referee, or only counted) at the bottom of the deck.
    fn put_under_deck(&mut self, cards: &[District], count: usize) {
        if let Some(referee) = self.referee.as_mut() {
            referee.deck.extend(cards.iter().copied());
        }
        self.deck_size += count;
    }

    fn turn_mut(&mut self) -> Option<&mut Turn> {
        self.turn.as_mut()
    }

    /// Marks the turn's character ability as used (C6: once per turn).
    /// Removes `cards` (the referee's knowledge) and `count` cards (public) from a hand.
    fn take_from_hand(&mut self, seat: Seat, cards: &[District], count: usize) {
        if let Some(p) = self.player_mut(seat) {
            for card in cards {
                remove_one(&mut p.hand, *card);
            }
            p.hand_count = p.hand_count.saturating_sub(count);
        }
    }

    /// A random card from `seat`'s hand (C2 draw 4; the referee only), the count lowered.
    fn take_random(&mut self, seat: Seat) -> Option<District> {
        let mut taken = None;
        if let Some(referee) = self.referee.as_mut() {
            if let Some(p) = self.players.get_mut(seat.index()) {
                if !p.hand.is_empty() {
                    let i = super::draw::index(&mut referee.stream, p.hand.len());
                    taken = Some(p.hand.remove(i));
                }
            }
        }
        self.take_from_hand(seat, &[], 1);
        taken
    }

    fn ability_done(&mut self) {
        if let Some(t) = self.turn.as_mut() {
            t.ability_used = true;
        }
    }
}

fn apply(state: &mut State, event: &Event, secret: Option<&Secret>) {
    match event {
        Event::GameStarted {
            game,
            options,
            seed_commitment,
            contributions,
            ..
        } => {
            let n = usize::from(options.players);
            state.game = *game;
            state.options = options.clone();
            state.seed_commitment = *seed_commitment;
            state.contributions = contributions.clone();
            state.players = (0..n)
                .map(|_| Player {
                    gold: 2,
                    ..Player::default()
                })
                .collect();
            state.crown = Seat(0);
            let cards = options.deck_cards();
            state.deck_size = cards.len();
            if let Some(Secret::Setup { seed, deck, drafts }) = secret {
                let mut stream = Stream::new(seed, contributions);
                let deck = match deck {
                    Some(deck) => deck.clone(),
                    None => {
                        let mut cards = cards;
                        stream.shuffle(&mut cards);
                        cards
                    }
                };
                state.referee = Some(Referee {
                    seed: *seed,
                    stream,
                    deck: VecDeque::from(deck),
                    drafts: drafts.clone(),
                });
            }
            for _ in 0..4 {
                for seat in 0..n {
                    state.deal(Seat(seat as u8), 1);
                }
            }
        }
        Event::RoundStarted {
            round,
            crown,
            face_up,
            face_down,
        } => {
            state.round = *round;
            state.crown = *crown;
            state.phase = Phase::Draft;
            state.called = None;
            state.killed = None;
            state.crown_gift = None;
            state.crown_gifted = false;
            state.robbed = None;
            state.bewitched = None;
            state.warrants = None;
            state.confiscation = None;
            state.threats = None;
            state.threat_decision = None;
            state.graveyard = None;
            state.theater = None;
            state.turn = None;
            for p in &mut state.players {
                p.characters.clear();
                p.revealed.clear();
                p.commitments.clear();
                p.openings.clear();
            }
            let mut next = Draft {
                face_up: face_up.clone(),
                face_down_count: usize::from(*face_down),
                steps: draft::steps(&state.options, *crown),
                discards: std::mem::take(&mut state.draft.discards),
                ..Draft::default()
            };
            if let Some(referee) = state.referee.as_mut() {
                let fixed = (*round as usize)
                    .checked_sub(1)
                    .and_then(|i| referee.drafts.get(i))
                    .cloned();
                let (_, down, offered) =
                    draft::set_aside(&state.options, &mut referee.stream, fixed.as_ref());
                next.face_down = vec![down];
                next.offered = offered;
            }
            state.draft = next;
        }
        Event::CharacterPicked {
            round,
            seat,
            index,
            commitment,
            ..
        } => {
            let step = state.draft.steps.get(state.draft.next).copied();
            state.draft.next += 1;
            if let Some(p) = state.player_mut(*seat) {
                p.commitments.push(*commitment);
            }
            if let Some(Secret::Pick {
                character,
                nonce,
                discard,
                discard_nonce,
            }) = secret
            {
                let draft = &mut state.draft;
                if let (Some(card), Some(n)) = (discard, discard_nonce) {
                    draft.discards.push(super::event::DiscardOpening {
                        round: *round,
                        seat: *seat,
                        index: *index,
                        character: *card,
                        nonce: *n,
                    });
                }
                if step.is_some_and(|s| s.with_face_down) {
                    if let Some(down) = draft.face_down.pop() {
                        draft.offered.push(down);
                    }
                }
                draft.offered.retain(|c| c != character);
                if let Some(discard) = discard {
                    draft.offered.retain(|c| c != discard);
                    draft.face_down.push(*discard);
                }
                if step.is_some_and(|s| s.with_face_down) {
                    draft.face_down.append(&mut draft.offered);
                }
                if let Some(p) = state.players.get_mut(seat.index()) {
                    p.characters.push((*index, *character));
                    p.openings.push(super::event::PickOpening {
                        seat: *seat,
                        index: *index,
                        character: *character,
                        nonce: *nonce,
                    });
                }
            }
            if step.is_some_and(|s| s.discards) {
                state.draft.face_down_count += 1;
            }
        }
        Event::DraftCardSetAside { .. } => {
            if let Some(referee) = state.referee.as_mut() {
                let draft = &mut state.draft;
                if !draft.offered.is_empty() {
                    let i = super::draw::index(&mut referee.stream, draft.offered.len());
                    let card = draft.offered.remove(i);
                    draft.face_down.push(card);
                }
            }
            state.draft.face_down_count += 1;
        }
        Event::DraftEnded { .. } => {
            let draft = &mut state.draft;
            draft.face_down.append(&mut draft.offered);
            let picks: usize = state.players.iter().map(|p| p.commitments.len()).sum();
            draft.face_down_count = state
                .options
                .characters
                .len()
                .saturating_sub(draft.face_up.len() + picks);
            state.phase = Phase::Turns;
            state.called = Some(0);
        }
        Event::CharacterCalled {
            character,
            seat,
            index,
            ..
        } => {
            state.called = Some(character.rank());
            state.turn = None;
            if let Some(seat) = seat {
                if let Some(p) = state.player_mut(*seat) {
                    if !p.characters.iter().any(|(_, c)| c == character) {
                        p.characters.push((*index, *character));
                    }
                    p.revealed.push(*character);
                }
                let mut turn = Turn::new(*seat, *character);
                // The bewitched character's player, or a killed one's with the Hospital.
                turn.gather_only = state.bewitched.is_some_and(|(c, _)| c == *character)
                    || state.killed == Some(*character);
                turn.threat_pending = state
                    .threats
                    .as_ref()
                    .is_some_and(|t| t.characters.contains(character));
                state.turn = Some(turn);
            }
        }
        Event::CharacterBewitched { by, character } => {
            state.bewitched = Some((*character, *by));
            state.turn = None;
        }
        Event::TurnResumed { seat, character } => {
            let mut turn = Turn::new(*seat, *character);
            turn.gathered = true;
            state.turn = Some(turn);
        }
        Event::CharacterKilled { character } => {
            state.killed = Some(*character);
            state.ability_done();
        }
        Event::CharacterThreatenedByThief { character } => {
            let thief = state.turn.as_ref().map(|t| t.seat).unwrap_or(Seat(0));
            state.robbed = Some((*character, thief));
            state.ability_done();
        }
        Event::GoldStolen {
            thief,
            victim,
            gold,
        } => {
            state.gold_delta(*victim, 0, *gold);
            state.gold_delta(*thief, *gold, 0);
        }
        Event::CrownTaken { seat } => state.crown = *seat,
        Event::CrownGiftDue { seat } => state.crown_gift = Some(*seat),
        Event::CrownGiven { by, to, gold, card } => {
            state.crown = *to;
            state.gold_delta(*to, 0, *gold);
            state.gold_delta(*by, *gold, 0);
            if *card {
                let taken = state.take_random(*to);
                if let Some(p) = state.player_mut(*by) {
                    p.hand.extend(taken);
                    p.hand_count += 1;
                }
            }
            if state.crown_gift.take().is_some() {
                state.crown_gifted = true;
            } else if let Some(t) = state.turn_mut() {
                t.crown_given = true;
            }
        }
        Event::GoldGained { seat, gold, source } => {
            state.gold_delta(*seat, *gold, 0);
            if let Some(t) = state.turn_mut() {
                match source {
                    Source::Gather => t.gathered = true,
                    Source::Colour => t.collected = true,
                    Source::Alchemist => t.paid_for_builds = 0,
                    Source::Navigator => t.ability_used = true,
                    _ => {}
                }
            }
            if *source == Source::Taxes {
                state.taxes = 0;
                if let Some(t) = state.turn_mut() {
                    t.ability_used = true;
                }
            }
        }
        Event::CardsGained {
            seat,
            count,
            source,
        } => {
            state.deal(*seat, *count);
            if let Some(t) = state.turn_mut() {
                match source {
                    Source::Colour | Source::Tithe => t.collected = true,
                    Source::Smithy => t.smithy_used = true,
                    Source::Navigator => t.ability_used = true,
                    _ => {}
                }
            }
        }
        Event::CardsDrawn {
            count,
            keep,
            scholar,
            ..
        } => {
            let mut drawn = Vec::new();
            if let Some(referee) = state.referee.as_mut() {
                for _ in 0..*count {
                    if let Some(card) = referee.deck.pop_front() {
                        drawn.push(card);
                    }
                }
            }
            state.deck_size = state.deck_size.saturating_sub(*count as usize);
            if let Some(t) = state.turn_mut() {
                if *scholar {
                    t.ability_used = true;
                    t.shuffle_back = true;
                } else {
                    t.gathered = true;
                }
                t.drawn = drawn;
                t.drawn_count = *count;
                t.keep = *keep;
            }
        }
        Event::CardsKept { seat, count, .. } => {
            state.sealed += 1;
            let (mut drawn, drawn_count, shuffle) = match state.turn_mut() {
                Some(t) => {
                    let out = (std::mem::take(&mut t.drawn), t.drawn_count, t.shuffle_back);
                    t.drawn_count = 0;
                    t.keep = 0;
                    t.shuffle_back = false;
                    out
                }
                None => (Vec::new(), 0, false),
            };
            let kept = secret_cards(secret).unwrap_or(&[]).to_vec();
            for card in &kept {
                remove_one(&mut drawn, *card);
            }
            if let Some(p) = state.player_mut(*seat) {
                p.hand.extend(kept);
                p.hand_count += *count as usize;
            }
            let returned = (drawn_count as usize).saturating_sub(*count as usize);
            state.put_under_deck(&drawn, returned);
            if shuffle {
                // Draw order step 5: the Scholar's shuffle of the whole deck.
                if let Some(referee) = state.referee.as_mut() {
                    let deck = referee.deck.make_contiguous();
                    referee.stream.shuffle(deck);
                }
            }
        }
        Event::DistrictBuilt {
            seat,
            district,
            payment,
            counted,
        } => {
            let mut to_bottom: Vec<District> = Vec::new();
            let mut bottom_count = 0;
            let mut gold_due = 0;
            if let Some(p) = state.player_mut(*seat) {
                remove_one(&mut p.hand, *district);
                p.hand_count = p.hand_count.saturating_sub(1);
                match payment {
                    Payment::Gold { gold } | Payment::ThievesDen { gold, .. } => {
                        gold_due = *gold;
                    }
                    Payment::Framework => {
                        if let Some(i) = p
                            .city
                            .iter()
                            .position(|b| b.district == District::Framework)
                        {
                            to_bottom.push(p.city.remove(i).district);
                            bottom_count += 1;
                        }
                    }
                    Payment::Necropolis { destroyed } => {
                        if let Some(i) = p.copy_of(*destroyed) {
                            to_bottom.push(p.city.remove(i).district);
                            bottom_count += 1;
                        }
                    }
                    Payment::Free => {}
                }
                if let Payment::ThievesDen { cards, .. } = payment {
                    let paid = secret_cards(secret).unwrap_or(&[]).to_vec();
                    for card in &paid {
                        remove_one(&mut p.hand, *card);
                    }
                    p.hand_count = p.hand_count.saturating_sub(*cards as usize);
                    to_bottom.extend(paid);
                    bottom_count += *cards as usize;
                }
                p.city.push(Built {
                    district: *district,
                    beautified: false,
                    under: Vec::new(),
                    under_count: 0,
                });
            }
            state.pay(*seat, gold_due);
            if matches!(payment, Payment::ThievesDen { .. }) {
                state.sealed += 1;
            }
            if bottom_count > 0 {
                state.put_under_deck(&to_bottom, bottom_count);
            }
            if let Some(t) = state.turn_mut() {
                if *counted {
                    t.builds += 1;
                }
                if let Payment::Gold { gold } | Payment::ThievesDen { gold, .. } = payment {
                    t.paid_for_builds += gold;
                }
            }
        }
        Event::HandsExchanged { seat, target } => {
            let (a, b) = (seat.index(), target.index());
            if a != b && a < state.players.len() && b < state.players.len() {
                let hand_a = std::mem::take(&mut state.players[a].hand);
                let count_a = state.players[a].hand_count;
                state.players[a].hand = std::mem::take(&mut state.players[b].hand);
                state.players[a].hand_count = state.players[b].hand_count;
                state.players[b].hand = hand_a;
                state.players[b].hand_count = count_a;
            }
            state.ability_done();
        }
        Event::CardsRedrawn { seat, count, .. } => {
            state.sealed += 1;
            let cards = secret_cards(secret).unwrap_or(&[]).to_vec();
            state.take_from_hand(*seat, &cards, *count as usize);
            state.put_under_deck(&cards, *count as usize);
            state.deal(*seat, *count);
            state.ability_done();
        }
        Event::DistrictDestroyed {
            by,
            target,
            district,
            paid,
            armory,
        } => {
            state.gold_delta(*by, 0, *paid);
            let removed = state.player_mut(*target).and_then(|p| {
                let i = p.copy_of(*district)?;
                Some(p.city.remove(i))
            });
            if let Some(built) = removed {
                let mut cards = vec![built.district];
                cards.extend(built.under);
                state.put_under_deck(&cards, 1 + built.under_count);
            }
            if !armory {
                state.ability_done();
            }
        }
        Event::CardDiscarded { seat, .. } => {
            state.sealed += 1;
            let cards = secret_cards(secret).unwrap_or(&[]).to_vec();
            if let Some(p) = state.player_mut(*seat) {
                for card in &cards {
                    remove_one(&mut p.hand, *card);
                }
                p.hand_count = p.hand_count.saturating_sub(1);
            }
            state.put_under_deck(&cards, 1);
            if let Some(t) = state.turn_mut() {
                t.laboratory_used = true;
            }
        }
        Event::CardUnderMuseum { seat, .. } => {
            state.sealed += 1;
            let cards = secret_cards(secret).unwrap_or(&[]).to_vec();
            if let Some(p) = state.player_mut(*seat) {
                for card in &cards {
                    remove_one(&mut p.hand, *card);
                }
                p.hand_count = p.hand_count.saturating_sub(1);
                if let Some(m) = p.city.iter_mut().find(|b| b.district == District::Museum) {
                    m.under.extend(cards);
                    m.under_count += 1;
                }
            }
            if let Some(t) = state.turn_mut() {
                t.museum_used = true;
            }
        }
        Event::GoldPaid { seat, gold } => state.gold_delta(*seat, 0, *gold),
        Event::DistrictBeautified { seat, district } => {
            let unbeautified = state.player_mut(*seat).and_then(|p| {
                p.city
                    .iter_mut()
                    .find(|b| b.district == *district && !b.beautified)
            });
            if let Some(b) = unbeautified {
                b.beautified = true;
                state.pay(*seat, 1);
            }
            if let Some(t) = state.turn_mut() {
                t.beautified += 1;
            }
        }
        Event::DistrictSeized {
            by,
            target,
            district,
            paid,
        } => {
            state.gold_delta(*by, 0, *paid);
            state.gold_delta(*target, *paid, 0);
            let moved = state.player_mut(*target).and_then(|p| {
                let i = p.copy_of(*district)?;
                Some(p.city.remove(i))
            });
            if let (Some(built), Some(p)) = (moved, state.players.get_mut(by.index())) {
                p.city.push(built);
            }
            state.ability_done();
        }
        Event::DistrictsExchanged {
            by,
            target,
            gave,
            took,
            paid,
        } => {
            state.gold_delta(*by, 0, *paid);
            state.gold_delta(*target, *paid, 0);
            let (a, b) = (by.index(), target.index());
            if a != b && a < state.players.len() && b < state.players.len() {
                let ia = state.players[a].copy_of(*gave);
                let ib = state.players[b].copy_of(*took);
                if let (Some(ia), Some(ib)) = (ia, ib) {
                    let mine = state.players[a].city.remove(ia);
                    let theirs = state.players[b].city.remove(ib);
                    state.players[a].city.push(theirs);
                    state.players[b].city.push(mine);
                }
            }
            state.ability_done();
        }
        Event::GoldGiven { from, to, gold } => {
            state.gold_delta(*from, 0, *gold);
            state.gold_delta(*to, *gold, 0);
            if let Some(t) = state.turn_mut() {
                if t.character == super::cards::Character::Abbot {
                    t.alms_taken = true;
                }
            }
        }
        Event::GoldForCards {
            seat, from, gold, ..
        } => {
            state.sealed += 1;
            state.gold_delta(*from, 0, *gold);
            state.gold_delta(*seat, *gold, 0);
            let cards = secret_cards(secret).unwrap_or(&[]).to_vec();
            let (a, b) = (seat.index(), from.index());
            if a < state.players.len() && b < state.players.len() {
                for card in &cards {
                    remove_one(&mut state.players[a].hand, *card);
                }
                state.players[a].hand_count =
                    state.players[a].hand_count.saturating_sub(*gold as usize);
                state.players[b].hand.extend(cards);
                state.players[b].hand_count += *gold as usize;
            }
        }
        Event::HandLookedAt { target, .. } => {
            if let Some(t) = state.turn_mut() {
                t.spied = Some(*target);
            }
        }
        Event::HandSpied { target, .. } => {
            state.ability_done();
            if let Some(t) = state.turn_mut() {
                t.spied = Some(*target);
            }
        }
        Event::CardsForeseen { seat, from } => {
            let taken: Vec<District> = from.iter().filter_map(|v| state.take_random(*v)).collect();
            if let Some(p) = state.player_mut(*seat) {
                p.hand.extend(taken);
                p.hand_count += from.len();
            }
            if let Some(t) = state.turn_mut() {
                t.owed = from.clone();
            }
            state.ability_done();
        }
        Event::CardsGivenBack { seat, to, .. } => {
            state.sealed += 1;
            let cards = secret_cards(secret).unwrap_or(&[]).to_vec();
            state.take_from_hand(*seat, &cards, to.len());
            for (i, receiver) in to.iter().enumerate() {
                if let Some(p) = state.player_mut(*receiver) {
                    p.hand.extend(cards.get(i).copied());
                    p.hand_count += 1;
                }
            }
            if let Some(t) = state.turn_mut() {
                t.owed.clear();
            }
        }
        Event::CardTaken { seat, from, .. } => {
            state.sealed += 1;
            let cards = secret_cards(secret).unwrap_or(&[]).to_vec();
            state.take_from_hand(*from, &cards, 1);
            if let Some(p) = state.player_mut(*seat) {
                p.hand.extend(cards);
                p.hand_count += 1;
            }
            state.ability_done();
        }
        Event::WarrantsAssigned { by, characters, .. } => {
            state.sealed += 1;
            state.warrants = Some(Tokens {
                by: *by,
                characters: characters.clone(),
                real: token(secret),
                revealed: false,
            });
            state.ability_done();
        }
        Event::ConfiscationDue {
            by,
            target,
            district,
            paid,
        } => {
            let character = state.turn.as_ref().map(|t| t.character);
            if let Some(t) = state.turn_mut() {
                t.warrant_checked = true;
            }
            if let Some(character) = character {
                state.confiscation = Some(Confiscation {
                    by: *by,
                    target: *target,
                    character,
                    district: *district,
                    paid: *paid,
                });
            }
        }
        Event::DistrictConfiscated {
            by,
            target,
            character,
            district,
            refund,
        } => {
            state.gold_delta(*target, *refund, 0);
            let moved = state.player_mut(*target).and_then(|p| {
                let i = p.city.iter().rposition(|b| b.district == *district)?;
                Some(p.city.remove(i))
            });
            if let (Some(built), Some(p)) = (moved, state.players.get_mut(by.index())) {
                p.city.push(built);
            }
            state.confiscation = None;
            if let Some(t) = state.turn.as_mut().filter(|t| t.seat == *target) {
                t.paid_for_builds = t.paid_for_builds.saturating_sub(*refund);
            }
            if let Some(w) = state.warrants.as_mut() {
                w.real = Some(*character);
                w.revealed = true;
            }
        }
        Event::ConfiscationDeclined { .. } => state.confiscation = None,
        Event::ThreatsAssigned { by, characters, .. } => {
            state.sealed += 1;
            state.threats = Some(Tokens {
                by: *by,
                characters: characters.clone(),
                real: token(secret),
                revealed: false,
            });
            state.ability_done();
        }
        Event::ThreatPaidOff {
            seat,
            by,
            character,
            gold,
        } => {
            state.gold_delta(*seat, 0, *gold);
            state.gold_delta(*by, *gold, 0);
            if let Some(t) = state.threats.as_mut() {
                t.characters.retain(|c| c != character);
            }
            if let Some(t) = state.turn_mut() {
                t.threat_pending = false;
            }
        }
        Event::BribeRefused { by, .. } => {
            state.threat_decision = Some(*by);
            if let Some(t) = state.turn_mut() {
                t.threat_pending = false;
            }
        }
        Event::ThreatRevealed {
            by,
            target,
            character,
            real,
            gold,
        } => {
            state.gold_delta(*target, 0, *gold);
            state.gold_delta(*by, *gold, 0);
            state.threat_decision = None;
            if let Some(t) = state.threats.as_mut() {
                t.characters.retain(|c| c != character);
                if *real {
                    t.real = Some(*character);
                    t.revealed = true;
                }
            }
        }
        Event::ThreatKept { .. } => state.threat_decision = None,
        Event::TheaterDue { seat } => state.theater = Some(*seat),
        Event::TheaterPassed { .. } => state.theater = None,
        Event::CharactersExchanged { seat, target, .. } => {
            state.theater = None;
            state.sealed += 1;
            if state.options.players <= 3 {
                // C2 draw 4: the random card taken (the referee's stream moves on).
                if let Some(referee) = state.referee.as_mut() {
                    super::draw::index(&mut referee.stream, 2);
                }
            }
            if let Some(Secret::Exchange { gave, took }) = secret {
                move_character(state, *seat, *target, *gave);
                move_character(state, *target, *seat, *took);
            }
        }
        Event::GraveyardOffered { seat, district } => {
            state.graveyard = Some((*seat, *district));
        }
        Event::DistrictBuried {
            seat,
            district,
            taken,
        } => {
            state.graveyard = None;
            if *taken {
                state.gold_delta(*seat, 0, 1);
                if let Some(referee) = state.referee.as_mut() {
                    if let Some(i) = referee.deck.iter().rposition(|d| d == district) {
                        referee.deck.remove(i);
                    }
                }
                state.deck_size = state.deck_size.saturating_sub(1);
                if let Some(p) = state.player_mut(*seat) {
                    p.hand.push(*district);
                    p.hand_count += 1;
                }
            }
        }
        Event::TaxPaid { seat } => {
            state.gold_delta(*seat, 0, 1);
            state.taxes += 1;
        }
        Event::TurnEnded { .. } => state.turn = None,
        Event::CityCompleted { seat, .. } => {
            if !state.completers.contains(seat) {
                state.completers.push(*seat);
            }
        }
        Event::RoundEnded { openings, .. } => {
            for opening in openings {
                // After a Theater exchange the referee knows the holder; others the picker.
                let holder = state
                    .holder(opening.character)
                    .map_or(opening.seat, |(seat, _)| seat);
                if let Some(p) = state.player_mut(holder) {
                    if !p.characters.iter().any(|(_, c)| *c == opening.character) {
                        p.characters.push((opening.index, opening.character));
                    }
                    p.revealed.push(opening.character);
                }
            }
            for p in &mut state.players {
                p.last_characters = p.characters.iter().map(|(_, c)| *c).collect();
            }
            state.turn = None;
            state.called = None;
        }
        // A marker: the moves that follow change the state.
        Event::DeadlinePassed { .. } => {}
        Event::KeyRegistered { player, key, .. } => state.keyring.register(*player, key.clone()),
        Event::CommandSigned { seat, .. } => state.keyring.count_signed(*seat),
        Event::GameEnded { ranking, .. } => {
            state.phase = Phase::Over;
            state.ranking = ranking.clone();
            state.turn = None;
        }
    }
}
