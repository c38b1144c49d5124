//! The shared test harness: Maharaja's, from `durbar_domain::maharaja::testing` (feature
//! `testing`).
#![allow(unused_imports)]

pub use durbar_domain::maharaja::testing::*;
