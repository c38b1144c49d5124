//! Buttons that wait for the page's scripts. At the signed levels a move's form is sent only once
//! `sign.js` is running (it signs the move, and draws the nonce of a sealed choice); at the
//! sealed-in-the-browser level the disc's form only once `seal.js` is running too (it sends the
//! commitment alone: the arrows must never travel). Such a button is rendered disabled with a
//! mark for each script it waits for (`data-await-sign`, `data-await-seal`); each script, once
//! it has set up the page (and again for the content a live update brings), takes its mark off
//! and enables the button when no other mark is left. Without JavaScript the button stays disabled and the page says that the level needs it
//! (`game-needs-script`).

/// What a form's button waits for before it may be pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gate {
    /// Nothing: the server level.
    Open,
    /// `sign.js`: the signed levels.
    Sign,
    /// `sign.js` and `seal.js`: the disc's form at the sealed-in-the-browser level.
    SignAndSeal,
}

impl Gate {
    /// The button's attributes (a leading space, or nothing): safe HTML of constant text.
    pub fn attributes(self) -> &'static str {
        match self {
            Gate::Open => "",
            Gate::Sign => " disabled data-await-sign",
            Gate::SignAndSeal => " disabled data-await-sign data-await-seal",
        }
    }

    /// The gate of a level's forms: [`Gate::Sign`] where moves are signed, else none.
    pub fn signing(signs: bool) -> Gate {
        if signs {
            Gate::Sign
        } else {
            Gate::Open
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gated_button_is_disabled_and_names_the_scripts_it_waits_for() {
        assert_eq!(Gate::Open.attributes(), "");
        assert_eq!(Gate::signing(false), Gate::Open);
        assert_eq!(Gate::signing(true), Gate::Sign);
        assert_eq!(Gate::Sign.attributes(), " disabled data-await-sign");
        assert_eq!(
            Gate::SignAndSeal.attributes(),
            " disabled data-await-sign data-await-seal"
        );
    }
}
