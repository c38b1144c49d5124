//! durbar's Maharaja rules engine: a pure decider (`decide`/`evolve`), player views and legal
//! move enumeration. No I/O, no async, no clock, no randomness except from an explicit seed.
#![deny(missing_docs)]
