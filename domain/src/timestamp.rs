//! An instant as a log names it, in RFC 3339 (`2026-11-27T21:00:00Z`): parsed where it comes in
//! (a command or a stored event; a malformed one is refused with a sentence), and kept with the
//! exact text it was read from, so that an event written back gives the bytes it was read from
//! (the hash chain covers them).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A parsed RFC 3339 instant and the text it was read from.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Timestamp {
    text: String,
    unix: i64,
}

/// Why a text is not an RFC 3339 instant.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not an RFC 3339 date and time (like 2026-11-27T21:00:00Z): {why}")]
pub struct BadTimestamp {
    /// The text refused.
    pub text: String,
    /// What is wrong with it.
    pub why: &'static str,
}

impl Timestamp {
    /// Reads `text`: `YYYY-MM-DDTHH:MM:SS`, optional fraction of a second, then `Z` or an offset
    /// `±HH:MM` (RFC 3339 section 5.6; `t` and `z` in lower case too).
    pub fn parse(text: &str) -> Result<Timestamp, BadTimestamp> {
        let bad = |why| BadTimestamp {
            text: text.to_owned(),
            why,
        };
        let b = text.as_bytes();
        let digits = |from: usize, len: usize| -> Result<i64, BadTimestamp> {
            let part = b.get(from..from + len).ok_or(bad("it is too short"))?;
            if !part.iter().all(u8::is_ascii_digit) {
                return Err(bad("a digit is missing"));
            }
            Ok(part.iter().fold(0, |n, d| n * 10 + i64::from(d - b'0')))
        };
        let sep = |at: usize, allowed: &[u8]| match b.get(at) {
            Some(c) if allowed.contains(c) => Ok(()),
            _ => Err(bad("a separator is wrong")),
        };
        let (year, month, day) = (digits(0, 4)?, digits(5, 2)?, digits(8, 2)?);
        sep(4, b"-")?;
        sep(7, b"-")?;
        sep(10, b"Tt")?;
        let (hour, minute, second) = (digits(11, 2)?, digits(14, 2)?, digits(17, 2)?);
        sep(13, b":")?;
        sep(16, b":")?;
        if !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
            return Err(bad("no such day"));
        }
        if hour > 23 || minute > 59 || second > 60 {
            return Err(bad("no such time of day"));
        }
        let mut at = 19;
        if b.get(at) == Some(&b'.') {
            at += 1;
            let start = at;
            while b.get(at).is_some_and(u8::is_ascii_digit) {
                at += 1;
            }
            if at == start {
                return Err(bad("a fraction of a second has no digits"));
            }
        }
        let offset = match b.get(at) {
            Some(b'Z' | b'z') if at + 1 == b.len() => 0,
            Some(sign @ (b'+' | b'-')) if at + 6 == b.len() => {
                sep(at + 3, b":")?;
                let (h, m) = (digits(at + 1, 2)?, digits(at + 4, 2)?);
                if h > 23 || m > 59 {
                    return Err(bad("no such offset"));
                }
                let minutes = h * 60 + m;
                if *sign == b'-' {
                    -minutes
                } else {
                    minutes
                }
            }
            _ => return Err(bad("it does not end with Z or an offset like +01:00")),
        };
        let days = days_from_civil(year, month, day);
        let unix = days * 86_400 + hour * 3_600 + minute * 60 + second - offset * 60;
        Ok(Timestamp {
            text: text.to_owned(),
            unix,
        })
    }

    /// Seconds since 1970-01-01T00:00:00Z (a leap second counts as the next second's start).
    pub fn unix_seconds(&self) -> i64 {
        self.unix
    }

    /// The text it was read from.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl std::fmt::Display for Timestamp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::str::FromStr for Timestamp {
    type Err = BadTimestamp;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Timestamp::parse(text)
    }
}

impl Serialize for Timestamp {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for Timestamp {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Timestamp::parse(&text).map_err(serde::de::Error::custom)
    }
}

fn is_leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_instant_is_read_with_its_offset_and_written_back_as_it_came() {
        let utc = Timestamp::parse("2026-11-27T21:00:00Z").expect("valid");
        assert_eq!(utc.unix_seconds(), 1_795_813_200);
        let prague = Timestamp::parse("2026-11-27T22:00:00.250+01:00").expect("valid");
        assert_eq!(prague.unix_seconds(), utc.unix_seconds());
        assert_eq!(
            serde_json::to_string(&prague).unwrap(),
            "\"2026-11-27T22:00:00.250+01:00\""
        );
        assert_eq!(
            Timestamp::parse("1970-01-01T00:00:00Z")
                .unwrap()
                .unix_seconds(),
            0
        );
        assert_eq!(
            Timestamp::parse("2024-02-29T00:00:00Z")
                .unwrap()
                .unix_seconds(),
            1_709_164_800
        );
    }

    #[test]
    fn a_malformed_instant_is_refused_with_a_sentence() {
        for text in [
            "",
            "tomorrow",
            "2026-11-27",
            "2026-11-27 21:00:00Z",
            "2026-11-27T21:00:00",
            "2026-02-30T21:00:00Z",
            "2026-11-27T24:00:00Z",
            "2026-11-27T21:00:00.Z",
            "2026-11-27T21:00:00+1:00",
            "2026-11-27T21:00:00Zjunk",
        ] {
            let error = Timestamp::parse(text).expect_err(text);
            assert!(
                error
                    .to_string()
                    .contains("is not an RFC 3339 date and time"),
                "{error}"
            );
        }
        let refused = serde_json::from_str::<Timestamp>("\"2026-13-01T00:00:00Z\"");
        assert!(refused.unwrap_err().to_string().contains("no such day"));
    }
}
