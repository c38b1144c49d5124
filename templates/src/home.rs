//! The home page: what durbar is.

use askama::Template;

/// The home page.
#[derive(Template, Debug, Default)]
#[template(path = "home.html")]
pub struct HomePage {
    /// The service version shown in the footer.
    pub version: &'static str,
    /// The language of the page's words and of its `<html lang>`.
    pub w: crate::Words,
}

impl HomePage {
    /// The home page of this build.
    pub fn new() -> Self {
        Self {
            version: crate::VERSION,
            w: crate::Words::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn home_page_says_what_durbar_is() {
        let html = HomePage::new().render().unwrap();
        assert!(html.contains("Board games with secret choices, played by email"));
        assert!(html.contains(r#"<html lang="en">"#));
        assert!(html.contains(crate::VERSION));
    }

    #[test]
    fn home_page_in_czech_says_it_in_czech_and_says_so() {
        use crate::InLang;
        let html = HomePage::new().in_lang(crate::Lang::Cs).render().unwrap();
        assert!(html.contains("Deskové hry s tajnými volbami, hrané e-mailem"));
        assert!(html.contains(r#"<html lang="cs">"#));
        assert!(html.contains(r#"<strong lang="cs" aria-current="true">Čeština</strong>"#));
        assert!(!html.contains("Board games"));
    }
}
