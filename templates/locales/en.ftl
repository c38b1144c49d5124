# durbar's words in English. Every message exists in cs.ftl, pl.ftl and sk.ftl too, with the
# same arguments ({ $name }); the test in templates/src/catalogue/tests.rs checks both.
# Player and city names arrive as arguments and are never translated.

## The frame around every mail

mail-hello = Hello { $name },
mail-open-game = Open the game
mail-open-game-text = Open the game: { $link }
mail-link-yours-text = (This link is yours alone: it signs you in. Please do not forward this mail.)
mail-link-yours-html = This button is yours alone: it signs you in. Please do not forward this mail.
mail-status = { $title } · { $round } · whose move: { $whose }
mail-log-head = Log head: event { $seq }, hash
mail-keep-text =
    Every mail shows the head of the game's log: keep them, and you can check later
    that the log was never rewritten (durbar verify on the game's export).
mail-keep-html = Every mail shows the head of the game's log: keep them, and you can check later that the log was never rewritten.
mail-settings-hint = Every mail or a daily digest, vacation, time zone: see “Mail settings” on the game page.
mail-settings-hint-text = Every mail or a daily digest, vacation, time zone: see "Mail settings" on the game page.
mail-unsubscribe-text = Unsubscribe from this game's mail (the game goes on): { $link }
mail-unsubscribe-link = Unsubscribe from this game's mail
mail-unsubscribe-after = (the game goes on).
round-label = { $round ->
    [0] Setup
   *[other] Round { $round }
}

## What a player has (in "set your disc" and "your turn")

mail-holdings =
    You have { $gold } gold, { $supply ->
        [one] { $supply } house
       *[other] { $supply } houses
    } in your supply ({ $quarry } in the quarry),
    { $built } of { $total } palaces built, { $characters }; your architect is { $architect }.

## Your turn

mail-your-turn-heading = Round { $round }: your turn
mail-your-turn-goes-on-heading = Round { $round }: your turn goes on
mail-your-turn-goes-on = Your turn goes on.
mail-your-turn-disc = It is your turn in round { $round }. Your disc is revealed: { $first } and { $second }.
mail-your-turn-no-disc =
    It is your turn in round { $round }, but your disc could not be opened: both of
    its actions are forfeited (rule D14). You may still travel and use your character.
mail-maharaja-in = The Maharaja is in { $city }.
mail-your-turn-points = Points in { $city } now: { $list }.
mail-your-turn-earlier = Earlier this round:
mail-your-turn-earlier-line = { $name } ({ $character }), disc { $disc }:
mail-your-turn-earlier-nothing = nothing
mail-your-turn-play =
    Play your turn on the game page. Whatever part of your disc you do not play is
    forfeited: every other player then gets { $gold } gold from the bank.
mail-your-turn-by = Please finish your turn by { $deadline }.

## The receipt for a disc

mail-receipt-heading = Round { $round }: your disc is sealed
mail-receipt-by-system-heading = Round { $round }: your disc was set for you
mail-receipt-sealed = Your disc for round { $round } is sealed. Keep this mail: it proves what you chose.
mail-receipt-by-system =
    The deadline passed before you set your disc, so the server set it for you
    (the game's no-show policy): Gold + Gold.
mail-receipt-first = First arrow
mail-receipt-second = Second arrow
mail-receipt-commitment = Commitment
mail-receipt-nonce = Nonce
mail-receipt-all-set = Every disc of the round is set: the turns begin.
mail-receipt-still-to-set = Still to set their disc: { $names }.
mail-receipt-may-change = You may change your disc until the last disc of the round is set; the last one counts.
mail-receipt-replaces = This disc replaces the one you set before (commitment { $commitment }): its receipt no longer counts, this one does.
mail-receipt-how =
    How to check it later: when your turn begins, the log shows your disc revealed
    with these actions and this nonce. The commitment is SHA-256 of
mail-receipt-with =
    with game id { $game }, round { $round }, seat { $seat }
    and action bytes { $codes } (Gold 00, House 01, Two houses 02, Move house 03,
    Quarry 04, Palace 05, Palace + house 06, Governor 07, Character 08).
mail-receipt-log = The game's log: { $link } (check it with durbar verify).
mail-receipt-log-link = The game's log
mail-receipt-log-check = (check it with { $command }).

## The other notices' headings

mail-set-disc-heading = Round { $round }: set your disc
mail-disc-set-heading = Round { $round }: { $name } has set their disc
mail-invitation-new-link-heading = Your new link to the game
mail-invitation-host-heading = Your game of Maharaja is ready
mail-invitation-heading = { $host } invites you to play Maharaja
mail-choose-setup-heading = Choose your starting character
mail-choose-lost-heading = { $by } took { $character }: choose a new character
mail-place-house-heading = Place a starting house ({ $number } of { $of })
mail-summary-heading = Round { $round }: { $city } scored
mail-game-over-you-heading = The game is over: you win!
mail-game-over-heading = The game is over: { $winner } wins
mail-reminder-overdue-heading = Reminder: { $what } (the deadline has passed)
mail-reminder-heading = Reminder: { $what } (deadline in { $hours } h)
mail-your-move-heading = The game waits for you

## Maharaja's nouns

action-gold = Gold
action-house = House
action-two-houses = Two houses
action-move-house = Move house
action-quarry = Quarry
action-palace = Palace
action-palace-house = Palace + house
action-governor = Governor
action-character = Character
character-great-mogul = the Great Mogul
character-merchant = the Merchant
character-sadhu = the Sadhu
character-wandering-monk = the Wandering Monk
character-builder = the Builder
character-master-craftsman = the Master Craftsman
character-yogi = the Yogi
character-none = no character
list-and = { $rest } and { $last }
you = you
mail-architect-in = in { $city }
mail-architect-start = on the start space

## Whose move (the mail's footer)

whose-move = { $who } — { $what }
whose-everyone-join = everyone — join the game
whose-nobody-over = nobody — the game is over
whose-server = the server
wait-short-character = choose a character
wait-short-house = place a starting house
wait-short-disc = set a disc
wait-short-turn = play a turn
wait-short-new-character = choose a new character
wait-short-bid = bid or pass
wait-short-sealed-bid = set a sealed bid
wait-short-gift = give a character
wait-short-other = move

## Set your disc

mail-set-disc-intro =
    Round { $round } begins{ $last ->
        [yes] {" "}(the last round)
       *[no] {""}
    }. The Maharaja travels to { $city }; { $city } is
    scored at the end of the round: { $rank_gold } for the ranks, { $bonus } more
    for a player who scores alone.
mail-points-in = Points in { $city } now:
mail-points-none-text = nobody has any points there yet
mail-points-none = Nobody has any points there yet.
mail-track-empty = The governor track has no further visits.
mail-track-next = The Maharaja's next visits (governor track): { $cities }.
mail-set-disc-how =
    Set your disc: choose two actions. Your choice stays sealed until your turn
    begins, and you may change it until the last disc of the round is set.
mail-set-disc-by = Please set it by { $deadline }.
gold-list = { $amounts } { $last ->
       *[other] gold
    }

## Citadels: the round summary and the game-over mail (every player)

citadels-round-over = Round { $round } is over
citadels-round-who = Who was who: { $characters }.
citadels-round-quiet = Nobody built, killed or robbed anything this round.
citadels-round-player = { $name } now has { $gold } gold, { $cards } { $cards ->
        [one] card
       *[other] cards
    } in hand and { $districts } { $districts ->
        [one] district
       *[other] districts
    }.
citadels-game-over = The game is over
citadels-game-over-intro = The game is over after round { $round }. The final scores:
citadels-game-over-score = { $place }. { $name }: { $score } { $score ->
        [one] point
       *[other] points
    } (districts { $districts }, five colours { $colours }, completed city { $completion }, unique districts { $unique })
citadels-game-over-tie = A tie goes to the player whose character in the last round had the higher rank.
citadels-game-over-result = The result page: { $link }
citadels-game-over-seed = The seed is now revealed: anyone may download the export and check every shuffle, deal and draw with durbar verify.

## Trust levels (helper sealed, #21): the new-game form and the game page

trust-legend = Trust level: how far the game trusts whoever runs the server
trust-server = Held by the server
trust-server-protects =
    Held by the server: the server keeps each sealed disc until it is due and vouches
    for every move, so other players cannot see or change your choices; it does not
    protect you against whoever runs the server, who could read your disc or write a
    move in your name unnoticed.
trust-signed = Signed moves
trust-signed-protects =
    Signed moves: your device signs each of your moves with a key only it holds, so a
    move written in your name by anyone else, even by whoever runs the server with
    access to its database, makes durbar verify of the game's export fail; it does not
    hide your sealed disc from the server, and it cannot help if the page you sign with
    was itself altered.
trust-sealed = Sealed in the browser
trust-sealed-protects =
    Sealed in the browser: your device signs each of your moves and keeps the opening
    of your disc itself (the server holds only its commitment until your page opens it
    at your turn), so nobody, not even whoever runs the server, can read your disc
    before then or change it unnoticed; a disc you do not open by the deadline is void
    (both its actions are forfeited), and it cannot help if the page you play with was
    itself altered.
wait-short-open-disc = open a sealed disc

# --- lead: every page's footer and the home page ---
footer-tagline = board games by email: Maharaja, Citadels
footer-rules = rules
footer-languages = Language
home-title = Board games with secret choices, played by email
home-intro = durbar runs board games for friends over days: everyone gets an email when it is their move and plays through a web form, also on a phone.
home-maharaja = Maharaja (Kramer & Kiesling), 2 to 5 players: every round each player secretly sets an action disc, then reveals it in character order and plays a turn.
home-citadels = Citadels (Faidutti), 2 to 8 players: every round the players draft characters in secret, then each character is called by rank and its player takes a turn.
home-mail = Your turn comes by email, with a personal link; nobody needs an account.
home-sealed = Every secret choice is sealed with a hash commitment before anyone reveals theirs: it cannot be changed, or read early, unnoticed.
home-log = Every game is an append-only, hash-chained log of events: replay it, export it and check it offline with
home-new-maharaja = A new game of Maharaja
home-new-citadels = A new game of Citadels
home-invite = you invite the players by email, each gets a personal link to play.
home-rules = The rules each game follows, with every decision taken where a rulebook is silent.

# --- lead: a turn in words (round summaries, the your-turn mail's earlier turns) ---
turn-merchant-gold = got { $gold } gold (the Merchant)
turn-travelled = travelled to { $city }
turn-travelled-tolls = travelled to { $city } (paid { $gold } gold in tolls)
turn-travelled-tolls-bank = travelled to { $city } (the bank paid { $gold } gold in tolls)
turn-gold-taken = took { $gold } gold
turn-quarried = moved { $count } { $count ->
        [one] house
       *[other] houses
    } from the quarry to the supply
turn-house-built = built a house { $place }
turn-house-built-builder = built a house { $place } (the Builder, free)
turn-house-moved = moved a house { $from } { $to }
turn-house-moved-builder = moved a house { $from } { $to } (the Builder)
turn-palace-central = built a palace in { $city } (the central site) for { $gold } gold
turn-palace-outer = built a palace in { $city } (an outer site) for { $gold } gold
turn-governor = moved the governor of { $city } down the track (slot { $from } to { $to })
turn-character-from = took { $character } from { $name }
turn-character-bank = took { $character } from the bank
turn-character-chosen = chose { $character } from the bank
turn-character-chosen-deadline = chose { $character } from the bank (chosen by the server at the deadline)
turn-forfeit = forfeited the { $slots } (everyone else got { $gold } gold)
turn-slot-a = first arrow
turn-slot-b = second arrow
turn-slot-token = action token
turn-ended-by-server = the turn was ended by the server at the deadline
turn-repeated = { $step } ({ $count } times)
turn-disc-unopenable = could not be opened (both actions forfeited)
place-in-city = in { $city }
place-in-village = in village { $id }
place-from-city = from { $city }
place-from-village = from village { $id }
place-to-city = to { $city }
place-to-village = to village { $id }
place-start = the start
seat-fallback = seat { $seat }
summary-next-round = Round { $round } begins: the Maharaja goes to { $city }.
summary-last-round = That was the last round: the game is over.
ability-great-mogul = plays first and wins all scoring ties
ability-merchant = +1 gold in each of your turns
ability-sadhu = your outer palaces score 2 points
ability-wandering-monk = the bank pays your tolls
ability-builder = once per turn: 1 free extra house, or move 1 house free
ability-master-craftsman = palaces cost 9 gold instead of 12
ability-yogi = an action token in each of your turns
choose-lost-someone = Another player
choose-lost-your-character = your character
choose-waiting-yours = Your turn goes on once you have chosen
choose-waiting = { $name }'s turn goes on once you have chosen
resumed-chosen-you = You have chosen { $character }.
resumed-chosen-you-deadline = You have chosen { $character } (the server chose at the deadline).
resumed-chosen = { $name } has chosen { $character }.
resumed-chosen-deadline = { $name } has chosen { $character } (the server chose at the deadline).
resumed-done = The choice your turn waited for is made.
game-over-you-built = You built your last palace.
game-over-built = { $names } built their last palace.
game-over-someone-built = a player built their last palace.
game-over-track = the last round the governor track allows was played.
summary-scored = Round { $round } is over and { $city } was scored:
summary-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
summary-plus-gold = +{ $gold } gold
summary-nobody = Nobody had any points there.
summary-no-points = No points: { $names }
summary-monopoly = { $name } scored alone: +{ $gold } gold more (monopoly).
summary-who-did-what = Who did what:
gold-amount = { $gold } gold
game-over-after = The game is over after round { $round }: { $reason }
game-over-ranking-head = Final ranking (palaces built, then gold, then the lower character):
game-over-palaces = { $count ->
        [one] { $count } palace
       *[other] { $count } palaces
    }
game-over-replay-link = Replay the game move by move
game-over-export-link = Download the whole log
game-over-export-why = to check it yourself with durbar verify
game-over-thanks = Thank you for playing!
choose-setup = Before the first round, each player in seat order chooses a character. It is your choice now.
choose-lost = { $by } took { $character } from you with a Character action. Choose a new character from the bank now.
choose-lost-waiting = { $by } took { $character } from you with a Character action. Choose a new character from the bank now: { $waiting }.
choose-bank-head = Characters in the bank:
choose-order = The character's number sets the playing order (lowest first) and breaks ties.
choose-by = Please choose by { $deadline }.

# --- sealrest ---
## The receipt for a disc sealed in the browser (helper sealrest, #21): only what the server has

mail-sealed-receipt-heading = Round { $round }: your disc is sealed in your browser
mail-sealed-receipt-sealed = Your disc for round { $round } is sealed in your browser. Keep this mail: it proves which disc you sealed.
mail-sealed-receipt-event = Event in the log
mail-sealed-receipt-opening =
    The server has only this commitment. The opening (your two actions and the nonce) is in
    your browser and in the carry code your page showed you: nowhere else. When your turn
    begins, your page opens the disc; a disc not opened by the deadline is void.
mail-sealed-receipt-how =
    How to check it later: when your turn begins, the log shows your disc opened with
    the actions and the nonce your browser kept. The commitment is SHA-256 of
mail-sealed-receipt-with =
    with game id { $game }, round { $round }, seat { $seat } and the bytes of your two
    actions (Gold 00, House 01, Two houses 02, Move house 03, Quarry 04, Palace 05,
    Palace + house 06, Governor 07, Character 08).

# --- citlobby ---
mail-citadels-invitation-host-heading = Your game of Citadels is ready
mail-citadels-invitation-heading = { $host } invites you to play Citadels
