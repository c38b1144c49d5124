//! The home page: what durbar is.

use askama::Template;

/// The home page.
#[derive(Template, Debug, Default)]
#[template(path = "home.html")]
pub struct HomePage {
    /// The service version shown in the footer.
    pub version: &'static str,
}

impl HomePage {
    /// The home page of this build.
    pub fn new() -> Self {
        Self {
            version: crate::VERSION,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn home_page_says_what_durbar_is() {
        let html = HomePage::new().render().unwrap();
        assert!(html.contains("Maharaja, played by email"));
        assert!(html.contains(crate::VERSION));
    }
}
