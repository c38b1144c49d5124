//! Playing through the web pages as a browser would: a client per player with its own cookies,
//! personal links taken from the invitations in the outbox, and form posts with the fields the
//! pages carry (the session's form token, an idempotency key).

use durbar_domain::maharaja::{GameId, PlayerCommand};
use serde_json::Value;

use crate::app::TestApp;

/// One player's browser: its own cookie jar, never following redirects.
pub struct Browser {
    /// The service's address (the node it talks to).
    pub address: String,
    /// The `Origin` its POSTs carry: the service's public URL.
    pub origin: String,
    /// The client.
    pub http: reqwest::Client,
    /// The form token of the last page seen (per session and game).
    pub csrf: Option<String>,
}

/// A response read whole.
#[derive(Debug, Clone)]
pub struct Page {
    /// Status.
    pub status: u16,
    /// `Location`, if any.
    pub location: Option<String>,
    /// `Cache-Control`, if any.
    pub cache_control: Option<String>,
    /// Every `Set-Cookie`.
    pub set_cookies: Vec<String>,
    /// The body.
    pub body: String,
}

impl Page {
    async fn read(response: reqwest::Response) -> Page {
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned)
        };
        let location = header("location");
        let cache_control = header("cache-control");
        let set_cookies = response
            .headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok().map(str::to_owned))
            .collect();
        let status = response.status().as_u16();
        let body = response.text().await.expect("a body");
        Page {
            status,
            location,
            cache_control,
            set_cookies,
            body,
        }
    }

    /// The value of the first hidden field `name` on the page.
    pub fn hidden(&self, name: &str) -> Option<String> {
        field_value(&self.body, name)
    }
}

/// The value of the first `<input … name="NAME" value="…">` in `html`.
pub fn field_value(html: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker)? + marker.len();
    let end = html[start..].find('"')? + start;
    Some(unescape(&html[start..end]))
}

fn unescape(text: &str) -> String {
    text.replace("&#34;", "\"")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#38;", "&")
        .replace("&amp;", "&")
}

/// A fresh idempotency key, as a page would carry.
pub fn fresh_key() -> String {
    hex::encode(rand::random::<[u8; 16]>())
}

impl Browser {
    /// A new browser for the service.
    pub fn new(app: &TestApp) -> Browser {
        Browser::on(&app.address, &app.address)
    }

    /// A new browser talking to the node at `address` of a service whose public URL is `origin`.
    pub fn on(address: &str, origin: &str) -> Browser {
        Browser {
            address: address.to_owned(),
            origin: origin.to_owned(),
            http: reqwest::Client::builder()
                .cookie_store(true)
                .redirect(reqwest::redirect::Policy::none())
                // Shorter than the server's 5 s keep-alive: a connection the server is closing is
                // never reused (a loaded machine saw `IncompleteMessage` from that race).
                .pool_idle_timeout(std::time::Duration::from_secs(2))
                .build()
                .expect("http client"),
            csrf: None,
        }
    }

    /// GETs a path.
    pub async fn get(&self, path: &str) -> Page {
        let response = self
            .http
            .get(format!("{}{path}", self.address))
            .send()
            .await
            .expect("request failed");
        Page::read(response).await
    }

    /// POSTs form fields as they are.
    pub async fn post_raw(&self, path: &str, fields: &[(String, String)]) -> Page {
        let response = self
            .http
            .post(format!("{}{path}", self.address))
            .header("origin", &self.origin)
            .form(fields)
            .send()
            .await
            .expect("request failed");
        Page::read(response).await
    }

    /// POSTs a form of the game page with the session's token and a fresh idempotency key.
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        let csrf = match &self.csrf {
            Some(csrf) => csrf.clone(),
            None => {
                let game = path
                    .split('/')
                    .nth(2)
                    .expect("a /games/{id}/… path")
                    .to_owned();
                self.refresh_csrf(&game).await
            }
        };
        let mut all: Vec<(String, String)> =
            vec![("csrf".into(), csrf), ("idem".into(), fresh_key())];
        all.extend(fields.iter().map(|(a, b)| (a.to_string(), b.to_string())));
        self.post_raw(path, &all).await
    }

    /// Joins `game` as the signed-in player with its join form's contribution (the fallback the
    /// server made: a browser's script would draw its own) and `fields`: the contribution and the
    /// answer.
    pub async fn join(&mut self, game: &str, fields: &[(&str, &str)]) -> (String, Page) {
        let page = self.get(&format!("/games/{game}")).await;
        let contribution = page
            .hidden("contribution")
            .unwrap_or_else(|| panic!("no join form on the game page: {}", page.body));
        let mut all = vec![("contribution", contribution.as_str())];
        all.extend_from_slice(fields);
        let joined = self.post(&format!("/games/{game}/join"), &all).await;
        (contribution, joined)
    }

    /// Reads the session's form token from the game page.
    pub async fn refresh_csrf(&mut self, game: &str) -> String {
        let page = self.get(&format!("/games/{game}")).await;
        let csrf = page
            .hidden("csrf")
            .unwrap_or_else(|| panic!("no form token on the game page: {}", page.body));
        self.csrf = Some(csrf.clone());
        csrf
    }

    /// Follows a personal link (`/p/…`); returns the response (a 303 to the game page).
    pub async fn follow(&mut self, link: &str) -> Page {
        self.csrf = None;
        let path = link
            .find("/p/")
            .map(|i| &link[i..])
            .expect("a personal link");
        self.get(path).await
    }

    /// Plays a player command through the page's forms: a step of the turn being built, a
    /// command played at once, the disc, or finishing the turn.
    pub async fn play(&mut self, game: GameId, command: &PlayerCommand, building: bool) -> Page {
        match command {
            PlayerCommand::SetDisc { actions, .. } => {
                let a = json_name(&actions[0]);
                let b = json_name(&actions[1]);
                self.post(&format!("/games/{game}/disc"), &[("a", &a), ("b", &b)])
                    .await
            }
            // A player who ends the turn ticks the box that gives up what is left of the disc
            // (the page asks for it only when something would be forfeited).
            PlayerCommand::EndTurn => {
                self.post(&format!("/games/{game}/turn/finish"), &[("forfeit", "yes")])
                    .await
            }
            other => {
                let fields = command_fields(other);
                let borrowed: Vec<(&str, &str)> = fields
                    .iter()
                    .map(|(a, b)| (a.as_str(), b.as_str()))
                    .collect();
                let action = if building { "turn/step" } else { "act" };
                self.post(&format!("/games/{game}/{action}"), &borrowed)
                    .await
            }
        }
    }
}

/// The JSON name of a unit enum value (`two_houses`).
pub fn json_name<T: serde::Serialize>(value: &T) -> String {
    match serde_json::to_value(value).expect("serializes") {
        Value::String(s) => s,
        other => other.to_string(),
    }
}

/// A command's form fields: its JSON fields, a path as ids separated by spaces.
pub fn command_fields(command: &PlayerCommand) -> Vec<(String, String)> {
    let Value::Object(object) = serde_json::to_value(command).expect("serializes") else {
        panic!("a command is an object");
    };
    object
        .into_iter()
        .map(|(name, value)| {
            let value = match value {
                Value::String(s) => s,
                Value::Array(items) => items
                    .iter()
                    .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
                    .collect::<Vec<_>>()
                    .join(" "),
                other => other.to_string(),
            };
            (name, value)
        })
        .collect()
}

/// The personal links of a game's invitations in the outbox, by player index (host first),
/// newest link per player.
pub async fn invitation_links(app: &TestApp, game: &str) -> Vec<String> {
    let client = app.pool.get().await.expect("a connection");
    let rows = client
        .query(
            "SELECT o.text_body, p.player_index FROM outbox o
               JOIN players p ON p.game_id = o.game_id AND p.email = o.to_address
              WHERE o.game_id = $1::text::uuid AND o.kind = 'invitation'
              ORDER BY p.player_index, o.id",
            &[&game],
        )
        .await
        .expect("outbox rows");
    let mut links: Vec<String> = Vec::new();
    for row in rows {
        let body: String = row.get(0);
        let index = usize::try_from(row.get::<_, i16>(1)).expect("an index");
        let link = link_in(&body).expect("an invitation carries a personal link");
        if links.len() <= index {
            links.resize(index + 1, String::new());
        }
        links[index] = link;
    }
    links
}

/// The first personal link (`…/p/<signed token>`, or an old `…/p/<64 hex>`) in a text.
pub fn link_in(text: &str) -> Option<String> {
    let start = text.find("/p/")?;
    let token: String = text[start + 3..]
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect();
    (token.len() == 64 || durbar_api::store::is_signed_token(&token)).then(|| {
        let begin = text[..start].rfind("http").unwrap_or(start);
        format!("{}/p/{token}", &text[begin..start])
    })
}

/// The page's `<main>` (what a page says, without the shared head and styles), with what changes
/// from run to run replaced (ids, hashes, tokens, nonces: runs of 32 or more hex digits) and the
/// board drawing left out, for golden snapshots.
pub fn masked(html: &str) -> String {
    let html = match (html.find("<main"), html.find("</main>")) {
        (Some(start), Some(end)) if start < end => &html[start..end + "</main>".len()],
        _ => html,
    };
    let opening = html
        .find("<div class=\"board\"")
        .and_then(|start| Some(start + html[start..].find('>')? + 1));
    let html = match (opening, html.find("</svg></div>")) {
        (Some(start), Some(end)) if start < end => format!(
            "{}[board]</div>{}",
            &html[..start],
            &html[end + "</svg></div>".len()..]
        ),
        _ => html.to_owned(),
    };
    let mut out = String::with_capacity(html.len());
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        if run.len() >= 32 {
            out.push_str(&format!("[hex{}]", run.len()));
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in html.chars() {
        if c.is_ascii_hexdigit() {
            run.push(c);
        } else {
            flush(&mut run, &mut out);
            out.push(c);
        }
    }
    flush(&mut run, &mut out);
    out
}

/// The new-game form's fields as `host`'s browser fills them in: the form's own tokens, the
/// title `title`, Anna as host, `others` (name, email) as the other players, 48-hour turns with a
/// reminder 12 hours before, and `extra` fields (ticked options) appended.
pub async fn new_game_fields(
    host: &Browser,
    title: &str,
    others: &[(&str, &str)],
    extra: &[(&str, &str)],
) -> Vec<(String, String)> {
    let form = host.get("/games/new").await;
    assert_eq!(form.status, 200);
    let mut fields: Vec<(String, String)> = vec![
        ("csrf".into(), form.hidden("csrf").unwrap()),
        ("idem".into(), form.hidden("idem").unwrap()),
        ("title".into(), title.into()),
        ("host_name".into(), "Anna".into()),
        ("host_email".into(), "anna@example.test".into()),
        ("turn_hours".into(), "48".into()),
        ("reminder_hours".into(), "12".into()),
        ("no_show".into(), "wait".into()),
    ];
    for (i, (name, email)) in others.iter().enumerate() {
        fields.push((format!("player_name_{}", i + 1), name.to_string()));
        fields.push((format!("player_email_{}", i + 1), email.to_string()));
    }
    fields.extend(extra.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    fields
}
