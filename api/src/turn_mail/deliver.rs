//! Turning sections into outbox rows: one message per notice (or one digest), each with a
//! freshly minted personal link and unsubscribe token, threaded under the game's root, with a
//! subject that never changes during the game — collected as side writes the caller writes with
//! its change.

use deadpool_postgres::{GenericClient, Transaction};
use durbar_domain::maharaja::{Game, GameId, Seat};
use durbar_mailer::compose::header_safe;
use durbar_mailer::{MessageId, OutgoingMail, PICTURE_CONTENT_ID};
use durbar_templates::mail::{compose, Frame, Picture, Section};

use super::picture::BoardSource;
use super::records::{self, GameMail, Recipient};
use super::words;
use super::MailContext;
use crate::audit::chain::Hash;
use crate::store::{game_uuid, token_hash, SideWrites};

/// Where the game stands, for the frame of every message.
#[derive(Clone, Copy)]
pub struct Standing<'a> {
    /// The state.
    pub game: &'a Game,
    /// The log's head: seq and hash.
    pub head: (u64, Hash),
}

/// The stable subject of a game's mail.
pub fn subject(title: &str) -> String {
    let title = header_safe(title);
    let title: String = title.chars().take(120).collect();
    if title.is_empty() {
        "durbar: Maharaja".to_owned()
    } else {
        format!("durbar: {title}")
    }
}

/// The Message-ID every message of a game names first in its References (and the invitation
/// answers): `<game.{id}@{domain}>`. Derived from the game's (random) id, so it needs no storage.
pub fn root_message_id(game: GameId, domain: &str) -> MessageId {
    MessageId::parse(&format!("<game.{game}@{domain}>")).unwrap_or_else(|_| {
        MessageId::parse(&format!("<game.{game}@localhost>")).expect("a valid id")
    })
}

/// The one-click unsubscribe URL of a message carrying the personal link `token`:
/// `/unsubscribe/{the link's claims and the SHA-256 of its MAC}` (it unsubscribes, it does not
/// sign in; [`crate::store::LinkKey::unsubscribe_token`]). For an old 64-hex token, the SHA-256
/// of the token (its player_links row's hash).
pub fn unsubscribe_url(base_url: &str, token: &str) -> String {
    let unsubscribe = crate::store::LinkKey::unsubscribe_token(token)
        .unwrap_or_else(|| hex::encode(token_hash(token)));
    format!("{base_url}/unsubscribe/{unsubscribe}")
}

/// The List-Id of a game's mail: `"title" <gameid.games.domain>`.
pub fn list_id(title: &str, game: GameId, domain: &str) -> String {
    let phrase: String = header_safe(title)
        .chars()
        .filter(|c| !matches!(c, '<' | '>' | '"' | '\\'))
        .take(60)
        .collect();
    let domain: String = domain
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-'))
        .collect();
    let domain = if domain.is_empty() {
        "localhost".to_owned()
    } else {
        domain
    };
    format!("\"{}\" <{game}.games.{domain}>", phrase.trim())
}

/// What a message says: its kind, its sections, and a digest's intro line.
pub struct Body<'a> {
    /// The outbox's kind.
    pub kind: &'a str,
    /// The message's parts in order, each a notice of one change.
    pub sections: Vec<Section>,
    /// A digest's intro (`None` for a single notice).
    pub digest_intro: Option<String>,
}

impl<'a> Body<'a> {
    /// One notice.
    pub fn single(kind: &'a str, section: Section) -> Self {
        Self {
            kind,
            sections: vec![section],
            digest_intro: None,
        }
    }
}

/// The frame's facts of a Maharaja game for `rcpt`.
pub fn framing<'a>(standing: Standing<'a>, rcpt: &Recipient) -> Framing<'a> {
    let me = standing
        .game
        .seat_players()
        .iter()
        .position(|p| *p == rcpt.player_index)
        .map(|s| Seat(s as u8));
    Framing {
        round: standing.game.round(),
        whose_move: words::whose_move(standing.game, me, durbar_templates::Words::new(rcpt.lang)),
        head: standing.head,
        board: BoardSource::of(standing.game, me),
    }
}

/// Where a game of any kind stands, as a message's frame tells it.
pub struct Framing<'a> {
    /// The round.
    pub round: u32,
    /// Whose move it is, in words for the recipient.
    pub whose_move: String,
    /// The log's head: seq and hash.
    pub head: (u64, Hash),
    /// The board, for a picture in the mail (`None`: a game without one).
    pub board: Option<BoardSource<'a>>,
}

/// Writes one message to the recipient (into `writes`): the body's sections in the frame
/// `framing` gives (for any kind of game), with a fresh personal link and unsubscribe link.
/// Returns its Message-ID, or `None` if the recipient's address cannot take mail (logged; the
/// change goes on without it).
pub async fn send_framed(
    client: &impl GenericClient,
    writes: &mut SideWrites,
    cx: &MailContext,
    mail: &GameMail,
    rcpt: &Recipient,
    framing: Framing<'_>,
    body: &Body<'_>,
) -> anyhow::Result<Option<MessageId>> {
    let kind = body.kind;
    let game = mail.game;
    let recorded = rcpt.thread_anchor.get().is_some();
    let anchor = match (
        rcpt.thread_anchor.get(),
        writes.thread_anchor(rcpt.player_index),
    ) {
        (Some(anchor), _) | (None, Some(anchor)) => Some(anchor.clone()),
        (None, None) => {
            let found =
                records::thread_anchor(client, game, rcpt.player_index, rcpt.email.trim()).await?;
            // Committed, so it stays the anchor: keep it with the kept recipient.
            if let Some(found) = &found {
                let _ = rcpt.thread_anchor.set(found.clone());
            }
            found
        }
    };
    // A thread keeps the host of its first mail (the invitation, written when the game was
    // created), also after the base URL changes, so no References mix two hosts.
    let domain = anchor
        .as_ref()
        .map_or(cx.domain.as_str(), MessageId::domain);
    let root = root_message_id(game, domain);
    let message_id = MessageId::random(domain);
    let token = writes.mint_link(game, rcpt.player_index, rcpt.link_generation)?;
    let picture = framing.board.as_ref().and_then(|board| {
        board.picture_for(&body.sections, durbar_templates::Words::new(rcpt.lang))
    });
    let frame = Frame {
        name: header_safe(&rcpt.name),
        title: header_safe(&mail.title),
        round: framing.round,
        whose_move: framing.whose_move,
        link: format!("{}/p/{token}", cx.base_url),
        head_seq: framing.head.0,
        head_hash: hex::encode(framing.head.1),
        unsubscribe: unsubscribe_url(&cx.base_url, &token),
        digest_intro: body.digest_intro.clone(),
        lang: rcpt.lang,
        picture: picture.as_ref().map(|drawn| Picture {
            src: format!("cid:{PICTURE_CONTENT_ID}"),
            width: drawn.width,
            height: drawn.height,
        }),
    };
    let parts = compose(&frame, &body.sections)?;
    let (in_reply_to, references) = match &anchor {
        Some(anchor) if *anchor != root => (anchor.clone(), vec![root.clone(), anchor.clone()]),
        _ => (root.clone(), vec![root.clone()]),
    };
    let outgoing = OutgoingMail {
        kind: kind.to_owned(),
        game_id: Some(game_uuid(game)),
        message_id: message_id.clone(),
        to_name: header_safe(&rcpt.name),
        to_address: rcpt.email.trim().to_owned(),
        subject: subject(&mail.title),
        in_reply_to: Some(in_reply_to),
        references,
        list_unsubscribe: Some(frame.unsubscribe.clone()),
        list_id: Some(list_id(&mail.title, game, domain)),
        text_body: parts.text,
        html_body: parts.html,
        picture_svg: picture.map(|drawn| drawn.svg),
    };
    if let Err(reason) = writes.mail(outgoing) {
        tracing::warn!(game = %game, player = rcpt.player_index, %reason, kind, "a mail was not written");
        return Ok(None);
    }
    // Record the anchor (the invitation found in the outbox, or else this first message), so
    // later mail finds it by the player's key instead of searching the game's outbox.
    if !recorded {
        let anchor = anchor.unwrap_or_else(|| message_id.clone());
        writes.set_thread_anchor(rcpt.player_index, anchor);
    }
    Ok(Some(message_id))
}

/// Sends the recipient's waiting digest items as one message now (nothing if none wait; a
/// single item goes as the notice it is): the items are locked and marked in `tx`, the message
/// goes to `writes`. Returns how many notices it carried.
pub async fn send_digest(
    tx: &Transaction<'_>,
    writes: &mut SideWrites,
    cx: &MailContext,
    mail: &GameMail,
    rcpt: &Recipient,
    framing: Framing<'_>,
) -> anyhow::Result<usize> {
    let items = records::waiting_digest_items(tx, mail.game, rcpt.player_index).await?;
    if items.is_empty() {
        return Ok(0);
    }
    let since = items
        .iter()
        .map(|i| i.created_at)
        .min()
        .unwrap_or_else(std::time::SystemTime::now);
    let intro = durbar_templates::Words::new(rcpt.lang)
        .m("mail-digest-intro")
        .s("title", mail.title.as_str())
        .n("count", items.len())
        .s(
            "since",
            words::local_time(since, &rcpt.time_zone, rcpt.lang),
        )
        .to_string();
    let sections: Vec<Section> = items
        .iter()
        .map(|item| Section {
            kind: item.kind.clone(),
            heading: item.heading.clone(),
            text: item.text.clone(),
            html: item.html.clone(),
        })
        .collect();
    let ids: Vec<i64> = items.iter().map(|i| i.id).collect();
    // A single notice goes as itself, not as a digest of one.
    let (kind, intro) = match items.as_slice() {
        [one] => (one.kind.as_str(), None),
        _ => ("digest", Some(intro)),
    };
    let body = Body {
        kind,
        sections,
        digest_intro: intro,
    };
    match send_framed(tx, writes, cx, mail, rcpt, framing, &body).await? {
        Some(id) => records::mark_digest_items(tx, &ids, &id).await?,
        None => {
            // The address cannot take mail: do not try again every tick.
            let dropped = MessageId::random(&cx.domain);
            records::mark_digest_items(tx, &ids, &dropped).await?;
        }
    }
    Ok(items.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subjects_and_list_ids_are_single_clean_lines() {
        assert_eq!(subject("Friday game"), "durbar: Friday game");
        assert_eq!(
            subject("Evil\r\nBcc: victim@example.test"),
            "durbar: Evil  Bcc: victim@example.test"
        );
        assert_eq!(subject(" \r\n"), "durbar: Maharaja");
        let game = GameId([0x0f; 16]);
        let id = list_id("A \"quoted\" <game>\r\n", game, "durbar.example");
        assert_eq!(
            id,
            format!("\"A quoted game\" <{game}.games.durbar.example>")
        );
        assert!(!id.chars().any(char::is_control));
    }
}
