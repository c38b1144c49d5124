//! Gold: amounts of coins, and payments between players and the bank (D1: the bank never runs
//! out).

use std::fmt;
use std::ops::{Add, AddAssign};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::ids::Seat;

/// An amount of gold coins.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Gold(pub u32);

impl Gold {
    /// No gold.
    pub const ZERO: Gold = Gold(0);

    /// `self - other`, or `None` when `other` is more.
    pub fn checked_sub(self, other: Gold) -> Option<Gold> {
        self.0.checked_sub(other.0).map(Gold)
    }

    /// `self - other`, never below zero (used by `evolve`, which must be total).
    pub fn saturating_sub(self, other: Gold) -> Gold {
        Gold(self.0.saturating_sub(other.0))
    }
}

impl Add for Gold {
    type Output = Gold;
    fn add(self, other: Gold) -> Gold {
        Gold(self.0.saturating_add(other.0))
    }
}

impl AddAssign for Gold {
    fn add_assign(&mut self, other: Gold) {
        *self = *self + other;
    }
}

impl fmt::Display for Gold {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 1 {
            write!(f, "1 gold")
        } else {
            write!(f, "{} gold", self.0)
        }
    }
}

/// Who pays or receives gold: a seat or the bank. In JSON a seat is its number and the bank is
/// `"bank"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Party {
    /// The bank (unlimited, D1).
    Bank,
    /// A player.
    Seat(Seat),
}

impl Serialize for Party {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Party::Bank => serializer.serialize_str("bank"),
            Party::Seat(seat) => serializer.serialize_u8(seat.0),
        }
    }
}

impl<'de> Deserialize<'de> for Party {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Seat(u8),
            Name(String),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Seat(n) => Ok(Party::Seat(Seat(n))),
            Raw::Name(name) if name == "bank" => Ok(Party::Bank),
            Raw::Name(name) => Err(serde::de::Error::custom(format!(
                "expected a seat number or \"bank\", found \"{name}\""
            ))),
        }
    }
}

/// One movement of gold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payment {
    /// Who pays.
    pub from: Party,
    /// Who receives.
    pub to: Party,
    /// How much.
    pub amount: Gold,
}

impl Payment {
    /// The bank pays a seat.
    pub fn from_bank(to: Seat, amount: Gold) -> Payment {
        Payment {
            from: Party::Bank,
            to: Party::Seat(to),
            amount,
        }
    }

    /// A seat pays the bank.
    pub fn to_bank(from: Seat, amount: Gold) -> Payment {
        Payment {
            from: Party::Seat(from),
            to: Party::Bank,
            amount,
        }
    }
}
