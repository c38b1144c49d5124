//! The language a page is shown in, and the switch that chooses it.
//!
//! A page is in the language the visitor last chose with the switch in its footer (the
//! `durbar_lang` cookie, a preference kept in the browser, not on the server), else — on a
//! player's own game — the language the player chose for their mail, else the one their
//! browser asks for (`Accept-Language`). The switch is a plain link to the same page with
//! `?lang=cs`: [`switch_language`] answers it with the cookie and a redirect to the page without
//! that parameter, before any page sees the query.

use std::future::{ready, Ready};

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{FromRequest, HttpRequest, HttpResponse};
use durbar_templates::Lang;

/// The cookie holding the language chosen with the switch.
pub const LANG_COOKIE: &str = "durbar_lang";

/// How long the browser keeps the choice (a year).
const KEPT_SECONDS: u32 = 365 * 24 * 3600;

/// The languages a page may be shown in for this request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageLang {
    chosen: Option<Lang>,
    accepted: Lang,
}

impl PageLang {
    /// The language of a page for anyone: the switch's choice, else the browser's.
    pub fn visitor(self) -> Lang {
        self.chosen.unwrap_or(self.accepted)
    }

    /// The language of a player's own page: the switch's choice, else the player's own.
    pub fn player(self, own: Lang) -> Lang {
        self.chosen.unwrap_or(own)
    }

    /// The languages of `req`.
    pub fn of(req: &HttpRequest) -> PageLang {
        PageLang {
            chosen: req.cookie(LANG_COOKIE).and_then(|c| Lang::parse(c.value())),
            accepted: super::accept_language(req),
        }
    }
}

impl FromRequest for PageLang {
    type Error = actix_web::Error;
    type Future = Ready<Result<PageLang, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        ready(Ok(PageLang::of(req)))
    }
}

/// Answers a page asked for with `?lang=xx`: the choice kept in a cookie (when durbar speaks
/// `xx`) and a redirect to the same page without the parameter. Every other request goes on.
pub async fn switch_language(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return Ok(next.call(req).await?.map_into_boxed_body());
    }
    let query = req.query_string();
    let mut chosen = None;
    let mut asked = false;
    let rest: Vec<&str> = query
        .split('&')
        .filter(|pair| match pair.split_once('=') {
            Some(("lang", value)) => {
                asked = true;
                chosen = Lang::parse(value);
                false
            }
            _ => !pair.is_empty(),
        })
        .collect();
    if !asked {
        return Ok(next.call(req).await?.map_into_boxed_body());
    }
    // The same page: its path (never another site's: "//host" would leave the origin) and the
    // rest of its query.
    let path = req.path();
    let mut location = if path.starts_with('/') && !path.starts_with("//") {
        path.to_owned()
    } else {
        "/".to_owned()
    };
    if !rest.is_empty() {
        location.push('?');
        location.push_str(&rest.join("&"));
    }
    let mut response = HttpResponse::build(StatusCode::SEE_OTHER);
    response
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"));
    if let Some(lang) = chosen {
        response.insert_header((
            header::SET_COOKIE,
            format!(
                "{LANG_COOKIE}={}; Path=/; Max-Age={KEPT_SECONDS}; SameSite=Lax; HttpOnly",
                lang.code()
            ),
        ));
    }
    let (http_req, _) = req.into_parts();
    Ok(ServiceResponse::new(http_req, response.finish()))
}
