//! Events in plain words, for the log and the replay: Maharaja's [`describe`] (the game trait's
//! wording of an event) and the phrases the pages share with it, from
//! [`durbar_domain::maharaja::words`].

pub use durbar_domain::maharaja::words::*;

#[cfg(test)]
mod tests;
