//! Outbox delivery for durbar: the mailer only delivers what is in the outbox.
//!
//! The api renders every message and writes it with [`enqueue`] in the same transaction as the
//! events it is about. A [`Worker`] claims due rows ([`queue`]), builds each message
//! ([`compose`]), sends it outside any transaction through a [`Transport`] (SMTP on connections with
//! `TCP_NODELAY`, [`smtp`], or `.eml` files
//! when no SMTP server is configured), several at once ([`concurrent_send`]), and marks it sent;
//! transient failures are retried with capped exponential backoff, permanent ones are marked
//! failed. A worker that dies between the send and the mark re-sends the message later with the
//! same Message-ID: delivery is at-least-once and never loses a message. [`files`] reads the
//! `.eml` files back for the local outbox page.

pub mod compose;
pub mod concurrent_send;
pub mod files;
pub mod lag_watch;
pub mod outgoing;
pub mod queue;
pub mod smtp;
pub mod transport;
pub mod worker;

pub use compose::Composer;
pub use outgoing::{
    message_id_domain, EnqueueError, InvalidMail, MessageId, OutgoingMail, NOTIFY_CHANNEL,
    PICTURE_CONTENT_ID,
};
pub use queue::{enqueue, enqueue_with, wake_workers, Backoff, Lag, ENQUEUE};
pub use transport::{Permanence, SendError, Transport};
pub use worker::{BatchReport, Worker, WorkerConfig, WorkerHandle, DEFAULT_LAG_WARNING};
