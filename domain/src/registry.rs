//! The one registry of games: [`for_kind!`](crate::for_kind) runs code generic over a game's
//! [`Rules`](crate::Rules) type for the [`GameKind`](crate::GameKind) a stored log, an export
//! or a script names. The server's code that depends on the kind (the deadline scheduler and
//! its digests, the bot worker, the stored export, `durbar verify`, `play`, `simulate`) goes
//! through it, so adding a game is its module, its `GameKind` variant and one line here; the
//! compiler then names every trait the new game still has to implement.

/// Runs `$body` with `$G` standing for the [`Rules`](crate::Rules) type of the game kind
/// `$kind`: `for_kind!(kind, |G| store.load_as::<G>(game).await)`. Every arm is the same
/// body, so each game must implement whatever traits the body asks of `G`.
#[macro_export]
macro_rules! for_kind {
    ($kind:expr, |$G:ident| $body:expr) => {
        match $kind {
            $crate::GameKind::Maharaja => {
                #[allow(dead_code)]
                type $G = $crate::maharaja::Maharaja;
                $body
            }
            $crate::GameKind::Citadels => {
                #[allow(dead_code)]
                type $G = $crate::citadels::Citadels;
                $body
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use crate::{GameKind, Rules};

    #[test]
    fn every_kind_is_served_by_the_game_it_names() {
        for kind in GameKind::ALL {
            assert_eq!(for_kind!(kind, |G| G::KIND), kind);
        }
    }
}
