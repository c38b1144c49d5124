//! `GET /games/{game}/live`: the game's live stream (Server-Sent Events) that keeps an open page
//! current (`/static/live.js`). It sends only the game's head seq — at once, then whenever a move
//! made here or in another process (the change feed) reaches a newer one — a `players` event
//! (carrying the head seq too) whenever the game's players change (a join in a lobby moves no
//! seq), and a keep-alive comment every [`KEEP_ALIVE`]; each page then fetches itself again with
//! its own session, so nothing private travels in the stream. Who may read the game's pages may open it (a private
//! game: its players only). While it waits it holds no database connection; at most
//! [`LIVE_STREAMS`] are open per process.

use std::convert::Infallible;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use actix_web::body::{BodySize, MessageBody};
use actix_web::http::header::{CacheControl, CacheDirective};
use actix_web::web::Bytes;
use actix_web::{web, HttpRequest, HttpResponse};
use durbar_domain::GameId;
use tokio::sync::mpsc;

use super::record::Reading;
use crate::http_error::{HttpError, Reason};
use crate::store::{LiveHead, Store, LIVE_STREAMS};

/// How often an idle stream sends a comment, so proxies and browsers keep it open.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How long a browser waits before it opens a dropped stream again, in milliseconds.
const RETRY_MS: u64 = 3000;

/// The sentence when every live stream of this process is taken.
pub const TOO_MANY: &str = "Too many pages are following games live right now. The page still \
works: reload it to see the latest state, or try again in a minute.";

/// The live stream of a game.
pub async fn live(
    req: HttpRequest,
    path: web::Path<String>,
    store: web::Data<Store>,
) -> Result<HttpResponse, HttpError> {
    let game = durbar_domain::parse_hex::<16>(&path)
        .map(GameId)
        .map_err(|_| HttpError::NotFound(Reason::NoSuchGameAddress))?;
    // Follow first, read the head second: a move between the two is not missed.
    let Some(head) = store.follow(game) else {
        tracing::warn!(
            limit = LIVE_STREAMS,
            "a live stream is refused: all are open"
        );
        return Ok(HttpResponse::ServiceUnavailable()
            .insert_header(("Retry-After", "60"))
            .content_type("text/plain; charset=utf-8")
            .body(TOO_MANY));
    };
    let reading = Reading::open(&req, &store, &path).await?;
    let (sender, receiver) = mpsc::channel(4);
    tokio::spawn(stream(head, reading.seq(), sender));
    Ok(HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header(CacheControl(vec![
            CacheDirective::Private,
            CacheDirective::NoStore,
        ]))
        .insert_header(("X-Accel-Buffering", "no"))
        .body(Events(receiver)))
}

/// One event telling the head seq.
fn head_text(seq: u64) -> String {
    format!("id: {seq}\ndata: {seq}\n\n")
}

/// One event telling that the game's players changed (with the head seq, which a page ignores).
fn players_event(seq: u64) -> String {
    format!("event: players\ndata: {seq}\n\n")
}

/// Sends the head now and every newer one, a players event whenever they change, and a
/// keep-alive comment while nothing happens, until the client goes (the body is dropped) or the
/// store does.
async fn stream(mut head: LiveHead, now: u64, sender: mpsc::Sender<Bytes>) {
    let first = format!("retry: {RETRY_MS}\n");
    if sender.send(Bytes::from(first)).await.is_err()
        || sender.send(Bytes::from(head_text(now))).await.is_err()
    {
        return;
    }
    let mut told = now;
    let mut players = head.now().players;
    let mut keep_alive =
        tokio::time::interval_at(tokio::time::Instant::now() + KEEP_ALIVE, KEEP_ALIVE);
    loop {
        let chunk = tokio::select! {
            _ = sender.closed() => return,
            _ = keep_alive.tick() => Bytes::from_static(b": keep-alive\n\n"),
            next = head.next() => match next {
                Some(next) => {
                    let changed = players != next.players;
                    players = next.players;
                    let mut chunk = String::new();
                    if changed {
                        chunk.push_str(&players_event(told.max(next.seq)));
                    }
                    if next.seq > told {
                        told = next.seq;
                        chunk.push_str(&head_text(told));
                    }
                    if chunk.is_empty() {
                        continue;
                    }
                    Bytes::from(chunk)
                }
                None => return,
            },
        };
        if sender.send(chunk).await.is_err() {
            return;
        }
    }
}

/// The response body: the chunks [`stream`] sends, as they come.
struct Events(mpsc::Receiver<Bytes>);

impl MessageBody for Events {
    type Error = Infallible;

    fn size(&self) -> BodySize {
        BodySize::Stream
    }

    fn poll_next(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        self.0.poll_recv(cx).map(|chunk| chunk.map(Ok))
    }
}
