//! What the deadline scheduler needs of each game kind ([`Scheduled`]): whether a game's waits
//! are timed at all, which player a seat is, the no-show moves for a missed wait (their nonce
//! drawn from the OS), and the reminder's words and frame. The scheduler's loop
//! ([`super::Scheduler`]) is one for every kind.

use std::time::SystemTime;

use durbar_domain::citadels::{self, Citadels};
use durbar_domain::maharaja::{self, Game, Maharaja, Phase};
use durbar_domain::{Bytes32, Seat, Wait};
use durbar_templates::mail::{MailBody, Section};

use super::deliver::{self, Framing, Standing};
use super::records::{GameMail, Recipient};
use super::render;
use super::waits::WaitKind;
use crate::audit::chain::Hash;
use crate::secrets::random_bytes;
use crate::store::{NoShow, StoredKind};

/// A game kind whose deadlines the scheduler keeps.
pub trait Scheduled: StoredKind<State: Send + 'static> {
    /// Whether the game's waits are timed now (not before it starts, in setup or after it ends).
    fn timed(state: &Self::State) -> bool;

    /// Whether the moves for a missed `wait` are made whatever the game's no-show policy (the
    /// rules' own penalty, not a move for the player).
    fn forced(wait: &Wait) -> bool {
        let _ = wait;
        false
    }

    /// The player (host's order) in `seat`.
    fn player_of(state: &Self::State, seat: Seat) -> Option<u8>;

    /// The moves the no-show policy makes for `wait`, whose `deadline` passed: none if the
    /// policy has no move for it (then the game waits, with reminders).
    fn no_show_moves(state: &Self::State, wait: &Wait, deadline: SystemTime) -> Vec<Self::Command> {
        let _ = deadline;
        Self::no_show(state, wait, Bytes32(random_bytes::<32>()))
            .into_iter()
            .collect()
    }

    /// The reminder of `wait` to `rcpt`, and its frame (`head`: the log's seq and hash;
    /// `times`: the deadline and now).
    fn reminder<'s>(
        state: &'s Self::State,
        head: (u64, Hash),
        mail: &GameMail,
        rcpt: &Recipient,
        wait: &Wait,
        times: (SystemTime, SystemTime),
    ) -> anyhow::Result<(Framing<'s>, Section)>;

    /// The frame of a mail to `rcpt` about the game as it stands (`head`: the log's seq and
    /// hash): a reminder's or a digest's.
    fn framing<'s>(
        state: &'s Self::State,
        head: (u64, Hash),
        mail: &GameMail,
        rcpt: &Recipient,
    ) -> Framing<'s>;
}

impl Scheduled for Maharaja {
    /// A disc or sealed bid sealed in the browser and not opened by the deadline is void
    /// (design.md "Trust levels", R27).
    fn forced(wait: &Wait) -> bool {
        wait.kind == maharaja::wait::OPEN_DISC || wait.kind == maharaja::wait::OPEN_BID
    }

    fn timed(state: &Game) -> bool {
        !matches!(
            state.phase(),
            Phase::Over | Phase::Setup | Phase::NotCreated
        )
    }

    fn player_of(state: &Game, seat: Seat) -> Option<u8> {
        state.seat_players().get(seat.index()).copied()
    }

    /// At the signed-moves level the log names the deadline that allowed the server's move
    /// (`MarkDeadline` first), so `durbar verify` can tell it from a forgery.
    fn no_show_moves(state: &Game, wait: &Wait, deadline: SystemTime) -> Vec<maharaja::Command> {
        let Some(command) = maharaja::no_show(wait, Bytes32(random_bytes::<32>())) else {
            return Vec::new();
        };
        let mut commands = Vec::with_capacity(2);
        if state.options().trust.signs() {
            commands.push(maharaja::Command::System(
                maharaja::SystemCommand::MarkDeadline {
                    seat: wait.seat,
                    wait: wait.kind.to_string(),
                    deadline: humantime::format_rfc3339_seconds(deadline).to_string(),
                },
            ));
        }
        commands.push(command);
        commands
    }

    fn reminder<'s>(
        state: &'s Game,
        head: (u64, Hash),
        mail: &GameMail,
        rcpt: &Recipient,
        wait: &Wait,
        (deadline, now): (SystemTime, SystemTime),
    ) -> anyhow::Result<(Framing<'s>, Section)> {
        let section =
            render::reminder(state, mail, rcpt, WaitKind::named(wait.kind), deadline, now)
                .section(durbar_templates::Words::new(rcpt.lang))?;
        Ok((Self::framing(state, head, mail, rcpt), section))
    }

    fn framing<'s>(
        state: &'s Game,
        head: (u64, Hash),
        _: &GameMail,
        rcpt: &Recipient,
    ) -> Framing<'s> {
        deliver::framing(Standing { game: state, head }, rcpt)
    }
}

impl Scheduled for Citadels {
    fn timed(table: &citadels::Table) -> bool {
        matches!(
            table.state.phase,
            citadels::Phase::Draft | citadels::Phase::Turns
        )
    }

    /// Seats are the host's order.
    fn player_of(_: &citadels::Table, seat: Seat) -> Option<u8> {
        Some(seat.0)
    }

    /// The no-show move names the deadline that allowed it: its `deadline_passed` marker
    /// carries it into the log.
    fn no_show_moves(
        table: &citadels::Table,
        wait: &Wait,
        deadline: SystemTime,
    ) -> Vec<citadels::Command> {
        // humantime writes RFC 3339 UTC, which the domain reads back.
        let named = durbar_domain::Timestamp::parse(
            &humantime::format_rfc3339_seconds(deadline).to_string(),
        )
        .ok();
        <Self as durbar_domain::Rules>::no_show(table, wait, Bytes32(random_bytes::<32>()))
            .map(|command| match command {
                citadels::Command::NoShow { seat, nonce, .. } => citadels::Command::NoShow {
                    seat,
                    nonce,
                    deadline: named,
                },
                other => other,
            })
            .into_iter()
            .collect()
    }

    fn reminder<'s>(
        table: &'s citadels::Table,
        head: (u64, Hash),
        mail: &GameMail,
        rcpt: &Recipient,
        wait: &Wait,
        (deadline, now): (SystemTime, SystemTime),
    ) -> anyhow::Result<(Framing<'s>, Section)> {
        let auto = mail.deadlines.no_show == NoShow::Auto;
        let notice = super::citadels::reminder(table, rcpt, wait, auto, deadline, now);
        Ok((
            Self::framing(table, head, mail, rcpt),
            notice.section(durbar_templates::Words::new(rcpt.lang))?,
        ))
    }

    fn framing<'s>(
        table: &'s citadels::Table,
        head: (u64, Hash),
        mail: &GameMail,
        rcpt: &Recipient,
    ) -> Framing<'s> {
        super::citadels::framing(table, mail, rcpt, head)
    }
}
