#!/usr/bin/env python3
"""Sets up games for scripts/bench-web through the service's own pages and API (stdlib only).

Usage: bench-web-setup.py BASE_URL MAIL_DIR GAMES OUT_TSV

Creates GAMES two-player games by the new-game form, reads the personal links from the
invitation mails written to MAIL_DIR, joins both players and plays setup through the JSON API
(first legal move) until the disc phase, and signs one browser session in to every game as the
host. Writes one line per game to OUT_TSV: game id, the host's session id, form token and API token,
and a session id of the other player (signed in to that game only).
The host can then change their disc again and again (the round locks only when the last disc is
set, and the other player never sets theirs): every such POST is a real move (decide + append).
"""
import email
import email.policy
import glob
import http.cookiejar
import json
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

BASE, MAIL_DIR, GAMES, OUT = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def opener(jar):
    return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)


def request(op, method, path, data=None, headers=None):
    req = urllib.request.Request(BASE + path, data=data, method=method, headers=headers or {})
    try:
        with op.open(req) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


def hidden(html, name):
    match = re.search(r'name="%s" value="([^"]*)"' % re.escape(name), html)
    return match.group(1) if match else None


def api(token, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Authorization": "Bearer " + token, "Content-Type": "application/json"}
    status, _, text = request(urllib.request.build_opener(), method, path, data, headers)
    if status != 200:
        raise SystemExit(f"{method} {path}: {status} {text}")
    return json.loads(text)


def links_by_address():
    links = {}
    for path in sorted(glob.glob(os.path.join(MAIL_DIR, "*.eml"))):
        with open(path, "rb") as f:
            message = email.message_from_binary_file(f, policy=email.policy.default)
        body = message.get_body(preferencelist=("plain",)).get_content()
        match = re.search(r"/p/([0-9a-f]{64,})", body)
        if match:
            links.setdefault(message["To"].addresses[0].addr_spec, []).append(match.group(1))
    return links


games = []
for i in range(GAMES):
    jar = http.cookiejar.CookieJar()
    op = opener(jar)
    _, _, form = request(op, "GET", "/games/new")
    fields = {
        "csrf": hidden(form, "csrf"), "idem": hidden(form, "idem"), "title": f"Bench {i}",
        "host_name": "Host", "host_email": f"host{i}@bench.test",
        "player_name_1": "Guest", "player_email_1": f"guest{i}@bench.test",
        "opt_hidden_gold": "on", "turn_hours": "48", "reminder_hours": "12", "no_show": "wait",
    }
    status, headers, body = request(op, "POST", "/games", urllib.parse.urlencode(fields).encode(),
                                    {"Content-Type": "application/x-www-form-urlencoded"})
    if status != 303:
        raise SystemExit(f"creating a game: {status} {body[:500]}")
    games.append(headers["Location"].split("/")[2])

# The invitations are delivered to files by the outbox worker.
deadline = time.time() + 60
while True:
    links = links_by_address()
    if all(f"host{i}@bench.test" in links and f"guest{i}@bench.test" in links
           for i in range(GAMES)):
        break
    if time.time() > deadline:
        raise SystemExit("the invitation mails did not arrive")
    time.sleep(0.2)

session_jar = http.cookiejar.CookieJar()
session = opener(session_jar)
rows = []
for i, game in enumerate(games):
    host, guest = links[f"host{i}@bench.test"][0], links[f"guest{i}@bench.test"][0]
    for token in (host, guest):
        api(token, "POST", f"/api/v1/games/{game}/join", {})
    for _ in range(100):
        state = api(host, "GET", f"/api/v1/games/{game}")
        if state["view"]["phase"] == "discs":
            break
        for token in (host, guest):
            moves = api(token, "GET", f"/api/v1/games/{game}/legal-moves")["legal_moves"]
            if moves and moves[0]["type"] != "set_disc":
                api(token, "POST", f"/api/v1/games/{game}/commands", moves[0])
    status, _, _ = request(session, "GET", "/p/" + host)
    assert status == 303, status
    guest_jar = http.cookiejar.CookieJar()
    status, _, _ = request(opener(guest_jar), "GET", "/p/" + guest)
    assert status == 303, status
    guest_session = next(c.value for c in guest_jar if c.name == "durbar_session")
    rows.append((game, host, guest_session))

session_id = next(c.value for c in session_jar if c.name == "durbar_session")
with open(OUT, "w") as out:
    for game, host, guest_session in rows:
        _, _, page = request(session, "GET", f"/games/{game}")
        out.write(f"{game}\t{session_id}\t{hidden(page, 'csrf')}\t{host}\t{guest_session}\n")
print(f"{len(rows)} games ready", file=sys.stderr)
