#!/usr/bin/env python3
"""Checks a durbar export (durbar.export.v1) without durbar: the hash chain, the seed against its
commitment, a Citadels game's join contributions in its event 1, every disc reveal, sealed bid and
Citadels character pick against its commitment (and every character laid face down with a pick
against its own commitment, opened at the game's end), and every signed move of either game: each
signature (ECDSA P-256, checked here in plain Python) against the keys registered for its seat,
its number n, and that no player's move stands unsigned in a game at the signed-moves level
(or sealed in the browser, where a disc a player sealed is opened only by their signed opening
and voided only after its deadline).
Usage: verify_export.py EXPORT.json

It does not replay the rules (so it cannot tell that a signed command produced exactly the events
after it); `durbar verify` does that too. Exit status 0 when all holds."""
import json, hashlib, struct, sys

export = json.load(open(sys.argv[1]))
game_id = bytes.fromhex(export["game_id"])

# 1. The hash chain.
prev = bytes(32)
for event in export["events"]:
    payload = event["payload"].encode("utf-8")
    digest = hashlib.sha256(
        b"durbar.event.v1" + game_id + struct.pack(">Q", event["seq"]) + prev
        + struct.pack(">I", len(payload)) + payload
    ).digest()
    assert event["prev_hash"] == prev.hex(), f"seq {event['seq']}: broken link"
    assert event["hash"] == digest.hex(), f"seq {event['seq']}: altered"
    prev = digest
assert export["head"]["hash"] == prev.hex()
print("chain ok, head", prev.hex())

# 2. The seed against its commitment.
if export["seed"]:
    seed = bytes.fromhex(export["seed"])
    assert hashlib.sha256(b"durbar.seed.v1" + game_id + seed).hexdigest() == export["seed_commitment"]
    print("seed opens its commitment")

# 2b. Citadels (C2): event 1 names the seed's commitment and carries one join contribution per
# seat (each player's own random number, given before the start); every shuffle and draw comes
# from SHA-256(seed || contributions in seat order), which `durbar verify` re-derives. A game
# started at its creation (before the lobby, #13) carries none.
first = json.loads(export["events"][0]["payload"]) if export["events"] else {}
if first.get("game") == "citadels":
    assert first["seed_commitment"] == export["seed_commitment"], "event 1 names another seed"
    contributions = [bytes.fromhex(c) for c in first["contributions"]]
    assert len(contributions) in (0, first["options"]["players"]), "not one contribution per seat"
    assert all(len(c) == 32 for c in contributions), "a contribution is not 32 bytes"
    print(f"event 1 holds {len(contributions)} join contributions and the seed's commitment")
    if export["seed"] and contributions:
        key = hashlib.sha256(bytes.fromhex(export["seed"]) + b"".join(contributions)).hexdigest()
        print("the draws' key, SHA-256(seed || contributions):", key)

# Players are named as `durbar verify` names them: by the export's names where it has them,
# else by seat numbered from 1. Citadels seats its players in the host's order (seat n is player
# n) unless a `seats_drawn` event says otherwise (Maharaja).
names = export.get("players") or []
drawn = next((e["players"] for e in map(lambda event: json.loads(event["payload"]), export["events"])
              if e.get("type") == "seats_drawn"), None)

def player(seat):
    index = drawn[seat] if drawn and seat < len(drawn) else seat
    if index < len(names) and names[index]:
        return names[index]
    return f"seat {seat + 1}"

# 3. Every reveal against the last commitment of its seat in its round.
CODES = {"gold": 0, "house": 1, "two_houses": 2, "move_house": 3, "quarry": 4,
         "palace": 5, "palace_house": 6, "governor": 7, "character": 8}
commitments = {}
for event in export["events"]:
    e = json.loads(event["payload"])
    if e["type"] == "disc_committed":
        commitments[(e["round"], e["seat"])] = e["commitment"]
    elif e["type"] == "disc_revealed":
        opened = hashlib.sha256(
            b"durbar.disc.v1" + game_id + struct.pack(">I", e["round"]) + struct.pack(">H", e["seat"])
            + bytes([CODES[e["actions"][0]], CODES[e["actions"][1]]]) + bytes.fromhex(e["nonce"])
        ).hexdigest()
        assert opened == commitments[(e["round"], e["seat"])], f"seq {event['seq']}: reveal does not open"
print("all reveals open their commitments")

# 4. Every sealed bid (sealed-bid auction) against its commitment.
bids = {}
for event in export["events"]:
    e = json.loads(event["payload"])
    if e["type"] == "bid_committed":
        bids[(e["auction"], e["seat"])] = e["commitment"]
    elif e["type"] == "bid_revealed":
        opened = hashlib.sha256(
            b"durbar.bid.v1" + game_id + struct.pack(">I", e["auction"]) + struct.pack(">H", e["seat"])
            + struct.pack(">I", e["amount"]) + bytes.fromhex(e["nonce"])
        ).hexdigest()
        assert opened == bids[(e["auction"], e["seat"])], f"seq {event['seq']}: bid does not open"
print("all sealed bids open their commitments")

# Citadels (C3): every character pick opened at its call or at the round's end opens the
# commitment `SHA-256("durbar.pick.v1" ‖ game ‖ u32be(round) ‖ u16be(seat) ‖ u8(pick index) ‖
# u8(character code) ‖ nonce)` its seat logged; the code is the character's place in this list.
CHARACTERS = ["assassin", "witch", "magistrate", "thief", "spy", "blackmailer", "magician",
              "wizard", "seer", "king", "emperor", "patrician", "bishop", "abbot", "cardinal",
              "merchant", "alchemist", "trader", "architect", "navigator", "scholar", "warlord",
              "diplomat", "marshal", "queen", "artist", "tax_collector"]
# A pick that lays a character face down (2 players from the second pick on; the 7-/8-player last
# pick) also carries `discard_commitment`, the same layout under the tag "durbar.discard.v1" with
# the discarded character's code and a nonce of its own. Set aside face down, it stays sealed
# while the game runs: its opening (with its round) is in the game's end (`discards`), and every
# one must be opened by then (logs of 2026-11-27 opened them at the round's end).
def sealed(tag, round_, o):
    return hashlib.sha256(
        tag + game_id + struct.pack(">I", round_) + struct.pack(">H", o["seat"])
        + bytes([o["index"], CHARACTERS.index(o["character"])]) + bytes.fromhex(o["nonce"])
    ).hexdigest()

picks, discards, opened_picks, opened_discards = {}, {}, 0, 0
for event in export["events"]:
    e = json.loads(event["payload"])
    openings = []
    if e["type"] == "character_picked":
        picks[(e["round"], e["seat"], e["index"])] = e["commitment"]
        if e.get("discard_commitment"):
            discards[(e["round"], e["seat"], e["index"])] = e["discard_commitment"]
    elif e["type"] == "character_called" and e.get("seat") is not None and e.get("nonce"):
        openings = [e]
    elif e["type"] == "round_ended":
        openings = e.get("openings", [])
    if e["type"] in ("round_ended", "game_ended"):
        for o in e.get("discards", []):
            round_ = o.get("round", e.get("round"))
            key = (round_, o["seat"], o["index"])
            assert key in discards and sealed(b"durbar.discard.v1", round_, o) == discards[key], \
                f"seq {event['seq']}: the {o['character']} laid face down does not open" \
                f" {player(o['seat'])}'s discard commitment"
            opened_discards += 1
            del discards[key]
    if e["type"] == "game_ended":
        assert not discards, f"seq {event['seq']}: {player(next(iter(discards))[1])} laid a" \
            " character face down and the game's end does not reveal it"
    for o in openings:
        assert sealed(b"durbar.pick.v1", e["round"], o) == picks[(e["round"], o["seat"], o["index"])], \
            f"seq {event['seq']}: the {o['character']} does not open {player(o['seat'])}'s pick"
        opened_picks += 1
if picks:
    print(f"all {opened_picks} opened character picks open their commitments")
if opened_discards:
    print(f"all {opened_discards} characters laid face down open their commitments")

# Citadels engine 2 on (event 1's "engine") seals every character laid face down with a pick
# and names the deadline of every deadline_passed marker: a pick that lays one face down (2
# players: every pick of a round but its first; 7-8 players: the round's last pick when the
# characters offered are as many as the players, so that it takes the face-down card too) must
# carry its discard_commitment, and every marker its deadline. Engine 1's logs may lack both.
start = json.loads(export["events"][0]["payload"]) if export["events"] else {}
if start.get("game") == "citadels" and start.get("engine", 1) >= 2:
    players = start["options"]["players"]
    offered = len(start["options"]["characters"]) - 1
    picks_in_round = 0
    for event in export["events"]:
        e = json.loads(event["payload"])
        if e["type"] == "round_started":
            picks_in_round, offered = 0, len(start["options"]["characters"]) - len(e["face_up"]) - 1
        elif e["type"] == "deadline_passed":
            assert e.get("deadline"), f"seq {event['seq']}: a deadline_passed marker that names" \
                f" no deadline (engine {start['engine']} names every deadline)"
        elif e["type"] == "character_picked":
            lays_one = (players == 2 and picks_in_round > 0) or \
                (players >= 4 and offered == players and picks_in_round == players - 1)
            assert not lays_one or e.get("discard_commitment"), \
                f"seq {event['seq']}: a character_picked that lays a character face down without" \
                f" its discard_commitment (engine {start['engine']} seals every discard)"
            picks_in_round += 1
    print(f"engine {start['engine']}: every discard is sealed and every deadline named")

# 5. Signed moves (design.md "Trust levels"). The signed message is "durbar.cmd.v1" || game_id ||
# u16be(seat) || u64be(n) || command; keys are SEC1 uncompressed P-256 points, signatures r || s.
P = 2**256 - 2**224 + 2**192 + 2**96 - 1
N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
A = P - 3
B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
     0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)

def add(p1, p2):
    if p1 is None: return p2
    if p2 is None: return p1
    (x1, y1), (x2, y2) = p1, p2
    if x1 == x2 and (y1 + y2) % P == 0: return None
    if p1 == p2: m = (3 * x1 * x1 + A) * pow(2 * y1, -1, P) % P
    else: m = (y2 - y1) * pow(x2 - x1, -1, P) % P
    x3 = (m * m - x1 - x2) % P
    return (x3, (m * (x1 - x3) - y1) % P)

def mul(k, point):
    result = None
    while k:
        if k & 1: result = add(result, point)
        point = add(point, point)
        k >>= 1
    return result

def ecdsa_ok(key_hex, message, signature_hex):
    key, signature = bytes.fromhex(key_hex), bytes.fromhex(signature_hex)
    if len(key) != 65 or key[0] != 4 or len(signature) != 64: return False
    q = (int.from_bytes(key[1:33], "big"), int.from_bytes(key[33:], "big"))
    if (q[1] ** 2 - (q[0] ** 3 + A * q[0] + B)) % P != 0:
        return False  # not a point of the curve
    r, s = int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big")
    if not (0 < r < N and 0 < s < N): return False
    z = int.from_bytes(hashlib.sha256(message).digest(), "big")
    w = pow(s, -1, N)
    point = add(mul(z * w % N, G), mul(r * w % N, q))
    return point is not None and point[0] % N == r

PLAYER_MOVES = {"character_chosen", "initial_house_placed", "bid_placed", "bid_passed",
                "bid_committed", "disc_committed", "action_token_used", "architect_traveled",
                "gold_taken", "houses_quarried", "house_built", "house_moved", "palace_built",
                "governor_moved", "character_taken", "characters_swapped", "character_lured",
                "character_given", "character_replaced", "turn_ended"}
# Citadels: a player's move is one of these events of their seat; it must follow a signature of
# that seat, or the deadline_passed marker of that seat (the no-show policy's move, C7). A pick
# is signed as its commitment, `{"do":"pick","seat":…,"commitment":…}` (with `"discard":…`, the
# discard's commitment, when it lays a character face down), right before it; a marker covers a
# pick only when it is that pick's: made after the round's previous pick (or its start).
CITADELS_MOVES = {"character_picked", "district_built", "turn_ended"}
events = [(event["seq"], json.loads(event["payload"])) for event in export["events"]]
trust = events[0][1].get("options", {}).get("trust") if events else None
citadels = bool(events) and events[0][1].get("game") == "citadels"
if citadels:  # Citadels seats its players in the host's order: seat n is player n
    seat_player = list(range(events[0][1]["options"]["players"]))
signed_level = trust in ("signed_moves", "sealed_in_browser")
sealed_level = trust == "sealed_in_browser"
sealed_by_player = set()  # (round, seat) of discs a player sealed in the browser
bids_by_player = set()  # (auction, seat) of sealed bids a player sealed in the browser (R27)
keys, counts, checked = {}, {}, 0
seat_player = seat_player if citadels else []
covered = None  # the seat whose signed command or deadline the events that follow belong to
draft_mark = 0  # the seq of the round's last pick or of its start
for seq, e in events:
    kind = e["type"]
    if kind == "key_registered":
        keys.setdefault(e["player"], []).append(e["key"])
    elif kind == "seats_drawn":
        seat_player = e["players"]
    elif kind == "command_signed":
        seat, n = e["seat"], e["n"]
        counts[seat] = counts.get(seat, 0) + 1
        assert n == counts[seat], \
            f"seq {seq}: signed move numbered {n}, but it is {player(seat)}'s move {counts[seat]}"
        message = (b"durbar.cmd.v1" + game_id + struct.pack(">H", seat) + struct.pack(">Q", n)
                   + e["command"].encode("utf-8"))
        player_keys = keys.get(seat_player[seat], []) if seat < len(seat_player) else []
        assert any(ecdsa_ok(k, message, e["signature"]) for k in player_keys), \
            f"seq {seq}: the signature is not made by a key registered for {player(seat)}"
        checked += 1
        covered = ("signed", seat, json.loads(e["command"]))
    elif kind == "deadline_passed":
        covered = ("server", e["seat"], seq)
    elif citadels:
        if kind == "round_started":
            draft_mark = seq
        if kind in CITADELS_MOVES and signed_level:
            assert covered and covered[1] == e["seat"], \
                f"seq {seq}: a {kind} of {player(e['seat'])} that neither a signature of" \
                f" {player(e['seat'])} nor a deadline of {player(e['seat'])} covers"
        if kind == "character_picked" and signed_level and covered and covered[0] == "server":
            assert covered[2] > draft_mark, \
                f"seq {seq}: the deadline_passed marker at seq {covered[2]} is not for this pick" \
                f" of {player(e['seat'])} (it comes before the round's previous pick or start)"
        if kind == "character_picked" and covered and covered[0] == "signed":
            assert covered[2].get("do") == "pick" and covered[2].get("commitment") == e["commitment"], \
                f"seq {seq}: this is not the pick {player(e['seat'])} signed"
            assert covered[2].get("discard") == e.get("discard_commitment"), \
                f"seq {seq}: the character laid face down with this pick is not the one" \
                f" {player(e['seat'])} signed"
        if kind == "character_picked":
            covered = None  # a pick is signed alone, right before it
            draft_mark = seq
        if kind in ("district_built", "turn_ended") and covered and covered[0] == "signed":
            covered = None  # a signed command gives at most one build or turn end of its seat
    elif kind == "disc_voided":
        # Sealed in the browser: only after the deadline to open the disc passed.
        assert covered and covered[0] == "server" and covered[1] == e["seat"], \
            f"seq {seq}: {player(e['seat'])}'s disc was voided without its deadline having passed"
        covered = None
    elif kind == "bid_voided":
        # Sealed in the browser (R27): only after the deadline to open the bid passed.
        assert covered and covered[0] == "server" and covered[1] == e["seat"], \
            f"seq {seq}: {player(e['seat'])}'s bid was voided without its deadline having passed"
        covered = None
    elif kind == "bid_revealed" and sealed_level and (e["auction"], e["seat"]) in bids_by_player:
        # Sealed in the browser (R27): only the bidder opens their bid, signed.
        assert covered and covered[0] == "signed" and covered[1] == e["seat"] \
            and covered[2].get("type") == "open_bid", \
            f"seq {seq}: {player(e['seat'])}'s bid was opened without their signed opening"
        covered = None
    elif kind == "bid_unopenable" and sealed_level and (e["auction"], e["seat"]) in bids_by_player:
        # The server holds no opening of a bid sealed in the browser: it cannot find one
        # unopenable, only void it once its deadline passed (R27).
        raise AssertionError(f"seq {seq}: {player(e['seat'])}'s bid, sealed in their browser,"
                             " was set aside as unopenable by the server")
    elif kind == "disc_unopenable" and sealed_level and (e["round"], e["seat"]) in sealed_by_player:
        # The same for a disc sealed in the browser: only its deadline voids it.
        raise AssertionError(f"seq {seq}: {player(e['seat'])}'s disc, sealed in their browser,"
                             " was set aside as unopenable by the server")
    elif kind == "disc_revealed" and sealed_level and (e["round"], e["seat"]) in sealed_by_player:
        # Sealed in the browser: only the player opens their disc, signed.
        assert covered and covered[0] == "signed" and covered[1] == e["seat"] \
            and covered[2].get("type") == "open_disc", \
            f"seq {seq}: {player(e['seat'])}'s disc was opened without their signed opening"
        covered = None
    elif kind in PLAYER_MOVES and not e.get("by_system"):
        if kind == "disc_committed" and sealed_level:
            sealed_by_player.add((e["round"], e["seat"]))
        if kind == "bid_committed" and sealed_level:
            bids_by_player.add((e["auction"], e["seat"]))
        if signed_level:
            assert covered and covered[0] == "signed" and covered[1] == e["seat"], \
                f"seq {seq}: a {kind} of {player(e['seat'])} that no signature of theirs covers"
            signed_command = covered[2]
            if kind in ("disc_committed", "bid_committed"):
                assert signed_command.get("commitment") == e["commitment"], \
                    f"seq {seq}: the commitment is not the one {player(e['seat'])} signed"
                covered = None  # a signed commitment covers one event
    elif kind in ("disc_revealed", "bid_revealed", "disc_unopenable", "bid_unopenable",
                  "round_started", "city_scored", "auction_started", "auction_won"):
        covered = None  # the server's own steps end a player's step
print(f"{checked} signatures of registered keys check out"
      + ("; every player's move is signed" if signed_level else ""))
