//! A real browser for the tests: headless Chromium driven over WebDriver by the chromedriver that
//! `testenv` starts, at desktop or phone size, with axe-core (the accessibility engine) to audit
//! what it shows.

use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};
use serde::Deserialize;
use serde_json::{json, Value};

/// Names the WebDriver address of the run's chromedriver (set by `testenv`).
pub const WEBDRIVER_VARIABLE: &str = "DURBAR_TEST_WEBDRIVER";
/// Names the path of `axe.min.js` (set by `./scripts/test`).
pub const AXE_VARIABLE: &str = "DURBAR_TEST_AXE";

/// The two sizes every page is checked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// 1280 × 900, a laptop.
    Desktop,
    /// 390 × 844 at 3× pixels with touch, a phone.
    Phone,
}

impl Screen {
    /// Both sizes.
    pub const ALL: [Screen; 2] = [Screen::Desktop, Screen::Phone];

    /// Width and height of the viewport in CSS pixels.
    pub fn size(self) -> (u32, u32) {
        match self {
            Screen::Desktop => (1280, 900),
            Screen::Phone => (390, 844),
        }
    }
}

/// One accessibility rule broken on a page, as axe-core reports it.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct Violation {
    /// The rule's id (`select-name`, `nested-interactive`, …).
    pub id: String,
    /// `minor`, `moderate`, `serious` or `critical`.
    pub impact: Option<String>,
    /// CSS selectors of the offending elements.
    pub nodes: Vec<String>,
}

/// A headless Chromium window.
pub struct Chrome {
    /// The WebDriver session (for what this wrapper does not offer).
    pub client: Client,
}

impl Chrome {
    /// Opens a fresh browser (its own profile: no cookies) at `screen`'s size.
    pub async fn open(screen: Screen) -> Chrome {
        let webdriver = std::env::var(WEBDRIVER_VARIABLE).unwrap_or_else(|_| {
            panic!(
                "{WEBDRIVER_VARIABLE} is not set: run the tests with ./scripts/test, which \
                 installs Chromium and starts the chromedriver they use"
            )
        });
        let (width, height) = screen.size();
        let mut options = json!({
            "binary": chromium_binary(),
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run", "--disable-extensions",
                format!("--window-size={width},{height}"),
            ],
        });
        if screen == Screen::Phone {
            options["mobileEmulation"] = json!({
                "deviceMetrics": { "width": width, "height": height, "pixelRatio": 3.0, "touch": true, "mobile": true },
            });
        }
        let mut capabilities = serde_json::Map::new();
        capabilities.insert("goog:chromeOptions".into(), options);
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = ClientBuilder::new(connector)
            .capabilities(capabilities)
            .connect(&webdriver)
            .await
            .expect("chromedriver starts a headless Chromium");
        Chrome { client }
    }

    /// Loads `url` and waits for the page to be ready.
    pub async fn goto(&self, url: &str) {
        self.client.goto(url).await.expect("the page loads");
    }

    /// The current address.
    pub async fn url(&self) -> String {
        self.client.current_url().await.expect("a URL").to_string()
    }

    /// Runs axe-core on the page and returns every violation of the WCAG 2.x A/AA rules and
    /// axe's best practices.
    pub async fn audit(&self) -> Vec<Violation> {
        let path = std::env::var(AXE_VARIABLE).unwrap_or_else(|_| {
            panic!("{AXE_VARIABLE} is not set: run the tests with ./scripts/test")
        });
        let source = std::fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("cannot read axe-core at {path}: {error}"));
        self.client
            .execute(&source, vec![])
            .await
            .expect("axe-core loads into the page");
        let result = self
            .client
            .execute_async(
                "const done = arguments[arguments.length - 1];
                 axe.run(document, { resultTypes: ['violations'] }).then(
                   r => done(r.violations.map(v => ({
                     id: v.id, impact: v.impact,
                     nodes: v.nodes.map(n => n.target.join(' ')) }))),
                   e => done({ error: String(e) }));",
                vec![],
            )
            .await
            .expect("axe-core runs");
        serde_json::from_value(result.clone())
            .unwrap_or_else(|_| panic!("axe-core failed: {result}"))
    }

    /// The width of the whole document in CSS pixels (wider than the viewport = sideways scroll).
    pub async fn document_width(&self) -> u64 {
        self.script_number("return document.documentElement.scrollWidth")
            .await
    }

    /// Runs `script` (which returns a number) in the page.
    pub async fn script_number(&self, script: &str) -> u64 {
        let value = self
            .client
            .execute(script, vec![])
            .await
            .expect("the script runs");
        value
            .as_f64()
            .map(|n| n.round() as u64)
            .unwrap_or_else(|| panic!("not a number: {value}"))
    }

    /// Runs `script` in the page and returns what it returns.
    pub async fn script(&self, script: &str) -> Value {
        self.client
            .execute(script, vec![])
            .await
            .expect("the script runs")
    }

    /// Presses keys (WebDriver key codes included, e.g. `"\u{E004}"` for Tab) on whatever has
    /// the focus.
    pub async fn keys(&self, keys: &str) {
        self.client
            .active_element()
            .await
            .expect("an element has the focus")
            .send_keys(keys)
            .await
            .expect("the keys are sent");
    }

    /// What has the focus, described as `tag#id.class[name=…]` with its text.
    pub async fn focused(&self) -> String {
        self.script(
            "const e = document.activeElement; if (!e) return '';
             return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
               + (e.getAttribute('name') ? '[name=' + e.getAttribute('name') + ']' : '')
               + (e.getAttribute('value') ? '[value=' + e.getAttribute('value') + ']' : '')
               + ' ' + (e.textContent || '').trim().slice(0, 60);",
        )
        .await
        .as_str()
        .unwrap_or_default()
        .to_owned()
    }

    /// The page's visible text.
    pub async fn text(&self) -> String {
        self.client
            .find(Locator::Css("body"))
            .await
            .expect("a body")
            .text()
            .await
            .expect("its text")
    }

    /// Waits (up to `timeout`) until `css` matches an element.
    pub async fn wait_for(&self, css: &str, timeout: Duration) {
        self.client
            .wait()
            .at_most(timeout)
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|error| panic!("no {css} within {timeout:?}: {error}"));
    }

    /// Waits until the document is complete (its deferred scripts have run).
    pub async fn complete(&self) {
        for _ in 0..100 {
            if self.script("return document.readyState;").await.as_str() == Some("complete") {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the page never completed");
    }

    /// Clicks the first element `css` names once the page is complete and the element is
    /// enabled (a button waits for the page's scripts at the signed levels: up to 5 s), by a
    /// script (the element may be below the window); panics with the page's text if there is
    /// none, or if it stays disabled.
    pub async fn click(&self, css: &str) {
        self.complete().await;
        for _ in 0..100 {
            let clicked = self
                .client
                .execute(
                    "const e = document.querySelector(arguments[0]);
                     if (!e) return 'none'; if (e.disabled) return 'disabled';
                     e.click(); return 'clicked';",
                    vec![json!(css)],
                )
                .await
                .expect("the script runs");
            match clicked.as_str() {
                Some("clicked") => return,
                Some("disabled") => tokio::time::sleep(Duration::from_millis(50)).await,
                _ => panic!("no {css} on the page: {}", self.text().await),
            }
        }
        panic!("{css} stayed disabled: {}", self.text().await);
    }

    /// Whether the first element `css` names is disabled (false if there is none).
    pub async fn disabled(&self, css: &str) -> bool {
        self.script(&format!(
            "const e = document.querySelector({}); return !!(e && e.disabled);",
            json!(css)
        ))
        .await
            == true
    }

    /// Whether `css` matches an element of the page, once it is complete.
    pub async fn has(&self, css: &str) -> bool {
        self.complete().await;
        self.client
            .execute(
                "return document.querySelector(arguments[0]) !== null;",
                vec![json!(css)],
            )
            .await
            .expect("the script runs")
            == true
    }

    /// Runs `source` in every document this window loads from now on, before the page's own
    /// scripts (the DevTools protocol's `Page.addScriptToEvaluateOnNewDocument`, through
    /// chromedriver): e.g. to take away what a browser on another origin would lack.
    pub async fn before_page_scripts(&self, source: &str) {
        let webdriver = std::env::var(WEBDRIVER_VARIABLE).expect("the WebDriver address");
        let session = self
            .client
            .session_id()
            .await
            .expect("the session")
            .expect("a session id");
        let answer = reqwest::Client::new()
            .post(format!(
                "{}/session/{session}/goog/cdp/execute",
                webdriver.trim_end_matches('/')
            ))
            .json(&json!({
                "cmd": "Page.addScriptToEvaluateOnNewDocument",
                "params": { "source": source },
            }))
            .send()
            .await
            .expect("chromedriver answers");
        assert!(
            answer.status().is_success(),
            "the DevTools command was refused: {}",
            answer.text().await.unwrap_or_default()
        );
    }

    /// Closes the browser.
    pub async fn close(self) {
        let _ = self.client.close().await;
    }
}

fn chromium_binary() -> String {
    [
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
        "/usr/bin/google-chrome",
    ]
    .into_iter()
    .find(|path| std::path::Path::new(path).exists())
    .unwrap_or("/usr/bin/chromium")
    .to_owned()
}
