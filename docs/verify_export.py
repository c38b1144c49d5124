#!/usr/bin/env python3
"""Checks a durbar export (durbar.export.v1) without durbar: the hash chain, the seed against its
commitment, and every disc reveal and sealed bid against its commitment. Usage: verify_export.py EXPORT.json

It does not replay the rules; `durbar verify` does that too. Exit status 0 when all holds."""
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
