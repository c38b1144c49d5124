//! The governor track (D2): slots 1–7 unnumbered (slot 1 at the bottom), slots 8–17 the
//! numbered slots 1–10, the round markers (R1). Holds the order in which the Maharaja visits the
//! cities.

/// Number of slots on the track.
pub const TRACK_SLOTS: u8 = 17;
/// The highest unnumbered slot.
pub const UNNUMBERED_SLOTS: u8 = 7;

/// The numbered slot a track slot is (`Some(1..=10)`), or `None` for slots 1–7.
pub fn numbered(slot: u8) -> Option<u8> {
    (slot > UNNUMBERED_SLOTS).then(|| slot - UNNUMBERED_SLOTS)
}

/// The track slot of numbered slot `round`, where round `round` puts its tile (R1); `None`
/// past numbered slot 10.
pub fn round_slot(round: u32) -> Option<u8> {
    u8::try_from(round)
        .ok()
        .and_then(|r| r.checked_add(UNNUMBERED_SLOTS))
        .filter(|slot| *slot <= TRACK_SLOTS)
}

/// The governor track: which city's tile lies on each slot. Cities are board indices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Track {
    slots: [Option<u8>; TRACK_SLOTS as usize],
}

/// Why a governor tile may not be moved down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GovernorBlocked {
    /// The city's tile is not on the track.
    NotOnTrack,
    /// The tile lies in slot 1 (D2).
    AtBottom,
}

impl Track {
    /// Tiles laid on slots 1, 2, … in the given order (bottom first).
    pub fn with_bottom_first(cities: &[usize]) -> Track {
        let mut track = Track::default();
        for (i, city) in cities.iter().enumerate().take(TRACK_SLOTS as usize) {
            track.slots[i] = Some(*city as u8);
        }
        track
    }

    /// The city on a slot (1–17).
    pub fn at(&self, slot: u8) -> Option<usize> {
        let index = usize::from(slot.checked_sub(1)?);
        self.slots.get(index).copied().flatten().map(usize::from)
    }

    /// The slot (1–17) of a city's tile.
    pub fn slot_of(&self, city: usize) -> Option<u8> {
        self.slots
            .iter()
            .position(|c| *c == Some(city as u8))
            .map(|i| i as u8 + 1)
    }

    /// Occupied slots with their cities, bottom first.
    pub fn tiles(&self) -> impl Iterator<Item = (u8, usize)> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (i as u8 + 1, usize::from(c))))
    }

    /// The lowest occupied slot and its city: where the Maharaja goes next.
    pub fn lowest(&self) -> Option<(u8, usize)> {
        self.tiles().next()
    }

    /// The highest occupied slot.
    pub fn highest(&self) -> Option<u8> {
        self.tiles().last().map(|(slot, _)| slot)
    }

    /// The start of round `round` (§6.1, R1): the lowest tile's city and the move of that tile
    /// above the highest tile, onto numbered slot `round`: `(city, from, to)`. That is the slot
    /// directly above the highest tile unless Governor moves left the slots below it empty
    /// (empty slots mean nothing, D2). `None` past numbered slot 10.
    pub fn maharaja_step(&self, round: u32) -> Option<(usize, u8, u8)> {
        let (from, city) = self.lowest()?;
        let to = (self.highest()? + 1).max(round_slot(round)?);
        (to <= TRACK_SLOTS).then_some((city, from, to))
    }

    /// Where the Governor action would move a city's tile: `(from, to)` (D2, R1: any tile, on
    /// a numbered slot too).
    pub fn governor_move(&self, city: usize) -> Result<(u8, u8), GovernorBlocked> {
        let from = self.slot_of(city).ok_or(GovernorBlocked::NotOnTrack)?;
        if from == 1 {
            return Err(GovernorBlocked::AtBottom);
        }
        Ok((from, from.saturating_sub(2).max(1)))
    }

    /// Moves the tile on `from` to `to`. Moving down (`to < from`), the occupied slots passed
    /// (`to..from`) move up 1 (§7.5). Out-of-range slots are ignored (total, for `evolve`).
    pub fn move_tile(&mut self, from: u8, to: u8) {
        let (Some(f), Some(t)) = (from.checked_sub(1), to.checked_sub(1)) else {
            return;
        };
        let (f, t) = (usize::from(f), usize::from(t));
        if f >= self.slots.len() || t >= self.slots.len() {
            return;
        }
        let tile = self.slots[f].take();
        if t < f {
            // Shift the passed tiles up, top first, into the space the moved tile left.
            for s in (t..f).rev() {
                if self.slots[s].is_some() {
                    self.slots[s + 1] = self.slots[s].take();
                }
            }
        }
        self.slots[t] = tile;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passed_tiles_move_up_one_and_gaps_stay_meaningless() {
        // Slots: 1 empty, 2 = E(4), 3 empty, 4 = F(5).
        let mut track = Track::default();
        track.slots[1] = Some(4);
        track.slots[3] = Some(5);
        assert_eq!(track.governor_move(5), Ok((4, 2)));
        track.move_tile(4, 2);
        // F goes to 2; E passed (slot 2) moves up to 3.
        assert_eq!(track.at(2), Some(5));
        assert_eq!(track.at(3), Some(4));
        assert_eq!(track.at(4), None);
    }

    #[test]
    fn a_tile_in_slot_two_moves_only_one_slot() {
        let track = Track::with_bottom_first(&[0, 1, 2]);
        assert_eq!(track.governor_move(1), Ok((2, 1)));
        assert_eq!(track.governor_move(0), Err(GovernorBlocked::AtBottom));
    }
}
