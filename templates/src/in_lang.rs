//! Every page in a language: [`InLang::in_lang`] sets the words a page is rendered with (and its
//! `<html lang>`). A page whose own words are not in the catalogue yet keeps English, so that its
//! `lang` never claims a language its text is not in.

use crate::{Lang, Words};

/// A page that can be rendered in another language.
pub trait InLang: Sized {
    /// The page's words.
    fn words_mut(&mut self) -> &mut Words;

    /// The page in `lang`.
    fn in_lang(mut self, lang: Lang) -> Self {
        *self.words_mut() = Words::new(lang);
        self
    }
}

macro_rules! in_lang {
    ($($page:ty),* $(,)?) => {$(
        impl InLang for $page {
            fn words_mut(&mut self) -> &mut Words {
                &mut self.w
            }
        }
    )*};
}

// The pages whose words are all in the catalogue and chosen when they render. The game pages of
// both kinds are not here: they make their sentences when they are built, so they take their
// language in their input (`GameInput::w`, `CitadelsInput::w`); changing it afterwards would
// give a `<html lang>` their text is not in. The record pages (log, replay, watch, result,
// verify, of both games) are not here for the same reason: they narrate the events when they
// are built, so their constructors take the words (`LogPage::new(w, …)`).
in_lang!(crate::HomePage);
// The new-game forms and the pages around a game's start (formwords): their words are chosen
// when they render (option labels, sets, trust levels and policies included); their error
// sentences are made in the request's language by the api before.
in_lang!(
    crate::play::NewGamePage,
    crate::play::citadels::NewCitadelsPage,
    crate::play::InvitedPage,
    crate::play::PlayerMailPage,
    crate::mail::UnsubscribePage,
);
