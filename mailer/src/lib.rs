//! Outbox delivery for durbar.
