//! The catalogue: every word durbar shows, in every language it speaks, as Project Fluent
//! messages (`templates/locales/<lang>.ftl`, compiled into the binary).
//!
//! A message is looked up through [`Words`] (a language) and [`Msg`] (a message id and its
//! arguments), which displays as the message's text: templates write
//! `{{ w.m("mail-hello").s("name", f.name.as_str()) }}`, code writes
//! `w.m("round-label").n("round", 3).to_string()`. Numbers select CLDR plural forms (Czech and
//! Slovak `one`/`few`/`many`/`other`, Polish `one`/`few`/`many`, English `one`/`other`). Player and
//! city names are arguments, never translated. A message missing from a language falls back to
//! English (the tests make sure none is missing).

use std::fmt;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub mod citadels;
mod lang;
pub mod maharaja;
pub mod settings;

pub use lang::Lang;

/// The source of each language's messages, in [`Lang::ALL`] order.
pub const SOURCES: [(Lang, &str); 4] = [
    (Lang::En, include_str!("../../locales/en.ftl")),
    (Lang::Cs, include_str!("../../locales/cs.ftl")),
    (Lang::Pl, include_str!("../../locales/pl.ftl")),
    (Lang::Sk, include_str!("../../locales/sk.ftl")),
];

static BUNDLES: LazyLock<Vec<(Lang, FluentBundle<FluentResource>)>> = LazyLock::new(|| {
    SOURCES
        .iter()
        .map(|(lang, source)| {
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(_, errors)| panic!("{lang}.ftl does not parse: {errors:?}"));
            let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language tag");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Plain text (mail bodies, subjects): no Unicode isolation marks around arguments.
            bundle.set_use_isolating(false);
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("{lang}.ftl repeats a message: {errors:?}"));
            (*lang, bundle)
        })
        .collect()
});

fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    &BUNDLES
        .iter()
        .find(|(l, _)| *l == lang)
        .expect("every language has a bundle")
        .1
}

/// Whether `lang`'s catalogue has the message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The words of one language: where messages are looked up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Words {
    /// The language.
    pub lang: Lang,
}

impl Words {
    /// The words of `lang`.
    pub fn new(lang: Lang) -> Words {
        Words { lang }
    }

    /// The message `id`, to be given its arguments and displayed.
    pub fn m(&self, id: &'static str) -> Msg {
        Msg {
            lang: self.lang,
            id,
            args: Vec::new(),
        }
    }

    /// The message `id` without arguments, as a string.
    pub fn t(&self, id: &'static str) -> String {
        self.m(id).to_string()
    }
}

/// A sentence in every language, made where its words are known (a refusal, with the game's
/// names) and read where its reader's language is (the HTTP answer). Displays in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said([String; 4]);

impl Said {
    /// The sentence `say` makes in each language.
    pub fn new(say: impl Fn(Words) -> String) -> Said {
        Said(Lang::ALL.map(|lang| say(Words::new(lang))))
    }

    /// The sentence in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        &self.0[i]
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.get(Lang::En))
    }
}

/// A number a message can take (by value, or by reference as templates pass them).
pub trait Number {
    /// The number as an `i64` (saturating).
    fn as_i64(&self) -> i64;
}

macro_rules! number {
    ($($t:ty),*) => {$(
        impl Number for $t {
            fn as_i64(&self) -> i64 {
                i64::try_from(*self).unwrap_or(i64::MAX)
            }
        }
    )*};
}
number!(u8, u16, u32, u64, usize, i32, i64);

impl<T: Number> Number for &T {
    fn as_i64(&self) -> i64 {
        (**self).as_i64()
    }
}

/// One argument of a message.
#[derive(Debug, Clone, PartialEq)]
enum Arg {
    Text(String),
    Number(i64),
}

/// A message with its arguments; displays as its text in its language.
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    lang: Lang,
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// The text argument `name` (a player's or city's name, or words already in this language).
    pub fn s(mut self, name: &'static str, value: impl Into<String>) -> Msg {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// The number argument `name` (selects plural forms).
    pub fn n(mut self, name: &'static str, value: impl Number) -> Msg {
        self.args.push((name, Arg::Number(value.as_i64())));
        self
    }

    fn format(&self, lang: Lang) -> Option<String> {
        let bundle = bundle(lang);
        let pattern = bundle.get_message(self.id)?.value()?;
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            match value {
                Arg::Text(text) => args.set(*name, FluentValue::from(text.as_str())),
                Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
            }
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        debug_assert!(
            errors.is_empty(),
            "{lang}: message {} with {:?}: {errors:?}",
            self.id,
            self.args
        );
        Some(text.into_owned())
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self
            .format(self.lang)
            .or_else(|| self.format(Lang::En))
            .unwrap_or_else(|| {
                debug_assert!(false, "no message {} in the catalogue", self.id);
                String::new()
            });
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests;
