//! The service tested as its users meet it, one module per topic: real HTTP against a running
//! durbar, a throw-away PostgreSQL cluster, a real SMTP server (aiosmtpd) and, for pages that need
//! a browser, headless Chromium over WebDriver. One test binary: linked once, not once per topic.

mod accessibility;
mod api_contract;
mod board_zoom;
mod bot_links;
mod bot_seats;
mod citadels_bots;
mod citadels_deadlines;
mod citadels_digest;
mod citadels_inbox;
mod citadels_live;
mod citadels_lobby;
mod citadels_page;
mod citadels_phone;
mod citadels_record;
mod citadels_settings;
mod citadels_signed;
mod citadels_signed_browser;
mod citadels_undo;
mod citadels_web;
mod clicked_round;
mod durability;
mod harness;
mod inbox_game;
mod join_refresh;
mod languages;
mod live;
mod live_lobby;
mod live_scripts;
mod mail_picture;
mod mailer;
mod notifications;
mod pages;
mod phone;
mod refusal_words;
mod sealed_bids;
mod secrets_in_logs;
mod security;
mod signed;
mod store;
mod verify_words;
mod web;
mod web_variants;
