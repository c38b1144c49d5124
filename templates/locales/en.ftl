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
mail-receipt-formula = "{ $tag }" ‖ game id ‖ round (4 bytes) ‖ seat (2 bytes) ‖ action bytes ‖ nonce
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
mail-key-registered-heading = A new device (device { $device }) now signs your moves
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
    of your disc and of your sealed bid itself (the server holds only their commitments
    until your page opens the disc at your turn and the bid once every bid is in), so
    nobody, not even whoever runs the server, can read them before then or change them
    unnoticed; a disc you do not open by the deadline is void (both its actions are
    forfeited), a bid you do not open cannot win, and it cannot help if the page you
    play with was itself altered.
wait-short-open-disc = open a sealed disc
wait-short-open-bid = open a sealed bid

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

# --- citwords ---
## Citadels (helper citwords, #13/#15): the pieces, the game page, the call mails, the narrator

citadels-character-assassin = Assassin
citadels-character-witch = Witch
citadels-character-magistrate = Magistrate
citadels-character-thief = Thief
citadels-character-spy = Spy
citadels-character-blackmailer = Blackmailer
citadels-character-magician = Magician
citadels-character-wizard = Wizard
citadels-character-seer = Seer
citadels-character-king = King
citadels-character-emperor = Emperor
citadels-character-patrician = Patrician
citadels-character-bishop = Bishop
citadels-character-abbot = Abbot
citadels-character-cardinal = Cardinal
citadels-character-merchant = Merchant
citadels-character-alchemist = Alchemist
citadels-character-trader = Trader
citadels-character-architect = Architect
citadels-character-navigator = Navigator
citadels-character-scholar = Scholar
citadels-character-warlord = Warlord
citadels-character-diplomat = Diplomat
citadels-character-marshal = Marshal
citadels-character-queen = Queen
citadels-character-artist = Artist
citadels-character-tax-collector = Tax Collector
citadels-ability-assassin = Name a character to kill: it skips its whole turn.
citadels-ability-witch = Gather, then name a character to bewitch: when it is called, you play its turn with its ability.
citadels-ability-magistrate = Give three characters a warrant face down; when the one with the signed warrant builds, you may confiscate the district and refund its cost.
citadels-ability-thief = Name a character to rob: when it is called, it gives you all its gold.
citadels-ability-spy = Name a colour and look at another player's hand: for each card of that colour take 1 gold from them and draw 1 card.
citadels-ability-blackmailer = Give two characters a threat face down; a threatened player may pay you half their gold, or else you may reveal the threat: the real one takes all their gold.
citadels-ability-magician = Exchange your whole hand with another player's, or discard any cards and draw as many.
citadels-ability-wizard = Look at another player's hand and take one card: into your hand, or build it at once (even one you have).
citadels-ability-seer = Take a random card from every other player's hand, then give each of them one back; you may build up to 2 districts.
citadels-ability-king = Take the crown; take 1 gold for each noble district in your city.
citadels-ability-emperor = Give the crown to another player and take 1 gold or 1 card from them; take 1 gold for each noble district.
citadels-ability-patrician = Take the crown; draw 1 card for each noble district in your city.
citadels-ability-bishop = The rank 8 character cannot use its ability on your districts; take 1 gold for each religious district.
citadels-ability-abbot = Take 1 gold or 1 card for each religious district; the richest player gives you 1 gold.
citadels-ability-cardinal = If you lack gold to build, take it from another player and give them 1 card per gold; draw 1 card for each religious district.
citadels-ability-merchant = Take 1 gold more; take 1 gold for each trade district.
citadels-ability-alchemist = At the end of your turn, take back all the gold you paid to build this turn.
citadels-ability-trader = Trade districts do not count toward your building limit; take 1 gold for each trade district.
citadels-ability-architect = Draw 2 cards; you may build up to 3 districts.
citadels-ability-navigator = Take 4 gold or draw 4 cards; you may not build.
citadels-ability-scholar = Draw 7 cards, keep 1 and shuffle the rest back; you may build up to 2 districts.
citadels-ability-warlord = Destroy a district, paying 1 gold less than its cost (never in a completed city); take 1 gold for each military district.
citadels-ability-diplomat = Exchange a district of your city for another player's, paying the difference; take 1 gold for each military district.
citadels-ability-marshal = Take a district costing 3 or less from another player's city, paying them its cost; take 1 gold for each military district.
citadels-ability-queen = If you sit next to the player of the rank 4 character, take 3 gold.
citadels-ability-artist = Beautify up to 2 of your districts with 1 gold each: each then costs and scores 1 more.
citadels-ability-tax-collector = Whoever builds puts 1 gold on this character's tax token; take all the gold on it.

citadels-colour-noble = noble
citadels-colour-religious = religious
citadels-colour-trade = trade
citadels-colour-military = military
citadels-colour-unique = unique

citadels-district-manor = Manor
citadels-district-castle = Castle
citadels-district-palace = Palace
citadels-district-temple = Temple
citadels-district-church = Church
citadels-district-monastery = Monastery
citadels-district-cathedral = Cathedral
citadels-district-tavern = Tavern
citadels-district-market = Market
citadels-district-trading-post = Trading Post
citadels-district-docks = Docks
citadels-district-harbor = Harbor
citadels-district-town-hall = Town Hall
citadels-district-watchtower = Watchtower
citadels-district-prison = Prison
citadels-district-barracks = Barracks
citadels-district-fortress = Fortress
citadels-district-armory = Armory
citadels-district-basilica = Basilica
citadels-district-capitol = Capitol
citadels-district-dragon-gate = Dragon Gate
citadels-district-factory = Factory
citadels-district-framework = Framework
citadels-district-gold-mine = Gold Mine
citadels-district-great-wall = Great Wall
citadels-district-haunted-quarter = Haunted Quarter
citadels-district-imperial-treasury = Imperial Treasury
citadels-district-ivory-tower = Ivory Tower
citadels-district-keep = Keep
citadels-district-laboratory = Laboratory
citadels-district-library = Library
citadels-district-map-room = Map Room
citadels-district-monument = Monument
citadels-district-museum = Museum
citadels-district-necropolis = Necropolis
citadels-district-observatory = Observatory
citadels-district-park = Park
citadels-district-poor-house = Poor House
citadels-district-quarry = Quarry
citadels-district-school-of-magic = School of Magic
citadels-district-secret-vault = Secret Vault
citadels-district-smithy = Smithy
citadels-district-stables = Stables
citadels-district-statue = Statue
citadels-district-theater = Theater
citadels-district-thieves-den = Thieves' Den
citadels-district-wishing-well = Wishing Well
citadels-district-graveyard = Graveyard
citadels-district-hospital = Hospital
citadels-effect-armory = In your turn, destroy the Armory to destroy any other district.
citadels-effect-basilica = At the end of the game, 1 point more for each district in your city with an odd cost.
citadels-effect-capitol = At the end of the game, 3 points more if you have at least 3 districts of one colour.
citadels-effect-dragon-gate = At the end of the game, 2 points more.
citadels-effect-factory = Every other unique district costs you 1 gold less.
citadels-effect-framework = Build a district by destroying the Framework instead of paying its cost.
citadels-effect-gold-mine = When you gather gold, take 1 gold more.
citadels-effect-great-wall = The rank 8 character pays 1 gold more to use its ability on your other districts.
citadels-effect-haunted-quarter = At the end of the game, it counts as a district of the colour of your choice.
citadels-effect-imperial-treasury = At the end of the game, 1 point more for each gold you have.
citadels-effect-ivory-tower = At the end of the game, 3 points more if it is the only unique district in your city.
citadels-effect-keep = The rank 8 character cannot use its ability on the Keep.
citadels-effect-laboratory = Once per turn, discard a card from your hand to take 2 gold.
citadels-effect-library = When you gather cards, keep every card you drew.
citadels-effect-map-room = At the end of the game, 1 point more for each card in your hand.
citadels-effect-monument = Cannot be built in a city of 5 or more districts; counts as 2 districts toward completing your city.
citadels-effect-museum = Once per turn, put a card from your hand face down under the Museum; 1 point more for each at the end of the game.
citadels-effect-necropolis = Build it by destroying one district of your city instead of paying its cost.
citadels-effect-observatory = When you gather cards, draw 3 instead of 2.
citadels-effect-park = If your hand is empty at the end of your turn, draw 2 cards.
citadels-effect-poor-house = If you have no gold at the end of your turn, take 1 gold.
citadels-effect-quarry = You may build districts identical to ones in your city.
citadels-effect-school-of-magic = For abilities that pay for districts of a colour, it counts as the colour of your choice.
citadels-effect-secret-vault = Cannot be built; at the end of the game, show it from your hand for 3 points more.
citadels-effect-smithy = Once per turn, pay 2 gold to draw 3 cards.
citadels-effect-stables = Building the Stables does not count toward your building limit.
citadels-effect-statue = When you build it, take the crown; at the end of the game, 5 points more if you hold the crown.
citadels-effect-theater = At the end of each draft, you may exchange your character with another player's.
citadels-effect-thieves-den = Pay some or all of its cost with cards from your hand, one card for one gold.
citadels-effect-wishing-well = At the end of the game, 1 point more for each unique district in your city.
citadels-effect-graveyard = When the rank 8 character destroys a district, you may pay 1 gold to take it into your hand.
citadels-effect-hospital = If your character is killed, you may still gather resources in its turn.

citadels-character-ranked = { $rank } · { $name }
citadels-card = { $name } ({ $colour }, { $cost } gold)
citadels-source-gather = gathering
citadels-source-colour = for their districts
citadels-source-merchant = the Merchant's extra gold
citadels-source-architect = the Architect's cards
citadels-source-laboratory = the Laboratory
citadels-source-smithy = the Smithy
citadels-source-poor-house = the Poor House
citadels-source-park = the Park
citadels-source-navigator = the Navigator
citadels-source-spy = the Spy
citadels-source-tithe = the Abbot's tithe
citadels-source-queen = the Queen
citadels-source-taxes = the taxes
citadels-source-alchemist = the Alchemist's refund
citadels-source-magician = the Magician

## Citadels: the game page

citadels-page-title = Citadels
citadels-status-not-started = The game has not started
citadels-status-draft = Round { $round }: the characters are being picked
citadels-status-called = Round { $round }: rank { $rank } is called
citadels-status-turns = Round { $round }: the characters are called
citadels-status-over = The game is over
citadels-waits-for-you = The game waits for you.
citadels-waits-for = The game waits for { $names }.
citadels-mark-turn = { $name } plays { $character }.
citadels-mark-killed = { $character } was killed.
citadels-mark-robbed = { $character } is robbed.
citadels-mark-bewitched = { $character } is bewitched.
citadels-warrants-lie = The Magistrate's warrants lie face down on: { $characters }.
citadels-warrant-signed = The signed warrant: { $character }.
citadels-threats-lie = The Blackmailer's threats lie face down on: { $characters }.
citadels-threat-real = The real threat: { $character }.
citadels-you = You, { $name }
citadels-your-hand = Your hand
citadels-hand-empty = Your hand is empty.
citadels-your-characters = Your characters this round
citadels-your-picks = Your sealed picks
citadels-pick-receipt = Round { $round }: { $character }. Commitment { $commitment }, opened by the nonce { $nonce }.
citadels-passed-to-you = The characters passed to you
citadels-you-drew = The cards you drew
citadels-your-move = Your move
citadels-nothing-to-do = Nothing to do now.
citadels-table = The table
citadels-face-up = Set aside face up: { $characters }.
citadels-face-down = { $count ->
        [one] { $count } character set aside face down.
       *[other] { $count } characters set aside face down.
    }
citadels-col-player = Player
citadels-col-gold = Gold
citadels-col-cards = Cards
citadels-col-characters = Characters
citadels-col-city = City
citadels-you-mark = (you)
citadels-crown-mark = · crown
citadels-completed-mark = · city completed
citadels-picked-face-down = { $count } picked, face down
citadels-looked-at = The hand you looked at: { $cards }.
citadels-looked-empty = empty
citadels-ranking = Final ranking
citadels-ranking-line = { $name }: { $score } { $score ->
        [one] point
       *[other] points
    }
citadels-this-round = This round
citadels-host-players = Players (host)
citadels-live-links = { $count ->
        [one] { $count } live link
       *[other] { $count } live links
    }
citadels-version = Version { $seq }, head

## Citadels: what a move's button says

citadels-move-pick = Pick { $character }
citadels-move-pick-discard = Pick { $character } and set { $aside } aside
citadels-move-gold = Take 2 gold
citadels-move-draw = Draw cards and keep one
citadels-move-keep = Keep { $cards }
citadels-move-build = Build { $district } ({ $cost } gold)
citadels-move-build-cards = Build { $district } paying with { $cards }
citadels-move-build-framework = Build { $district } by destroying the Framework
citadels-move-build-cardinal = Build { $district }, taking gold from { $name } for { $cards }
citadels-move-build-necropolis = Build { $district } by destroying { $destroy }
citadels-move-collect = Collect gold for your districts of your colour
citadels-move-kill = Kill { $character }
citadels-move-rob = Rob { $character }
citadels-move-exchange = Exchange hands with { $name }
citadels-move-redraw = Discard { $cards } and draw again
citadels-move-destroy = Destroy { $district } of { $name }
citadels-move-end-turn = End your turn
citadels-move-laboratory = Laboratory: discard { $district } for 2 gold
citadels-move-smithy = Smithy: pay 2 gold for 3 cards
citadels-move-armory = Armory: destroy { $district } of { $name }
citadels-move-museum = Museum: put { $district } under it
citadels-move-navigate-cards = Navigator: draw 4 cards
citadels-move-navigate-gold = Navigator: take 4 gold
citadels-move-seize = Seize { $district } of { $name }
citadels-move-swap = Exchange your { $give } for { $take } of { $name }
citadels-move-study = Scholar: draw 7 cards and keep one
citadels-move-tithe = Take gold for your religious districts, { $cards } of them as cards
citadels-move-alms = Take 1 gold from { $name } (the richest)
citadels-move-spy = Spy on the hand of { $name }: { $colour } cards
citadels-move-foresee = Seer: take a random card from every hand
citadels-move-give-back = Give back { $cards }
citadels-move-crown = Give the crown to { $name }, taking 1 gold
citadels-move-crown-card = Give the crown to { $name }, taking a card
citadels-move-take-taxes = Take the gold on the tax token
citadels-move-conjure = Take { $district } from { $name } into your hand
citadels-move-conjure-build = Take { $district } from { $name } and build it
citadels-move-bewitch = Bewitch { $character }
citadels-move-warrants = Warrants: signed on { $signed }, blank on { $unsigned }
citadels-move-confiscate = Confiscate the district
citadels-move-confiscate-not = Let the district stand
citadels-move-threaten = Threats: real on { $real }, bluff on { $bluff }
citadels-move-bribe = Pay half your gold to the Blackmailer
citadels-move-bribe-not = Refuse to pay
citadels-move-reveal = Reveal the threat
citadels-move-reveal-not = Keep the threat hidden
citadels-move-graveyard = Graveyard: pay 1 gold and take the district
citadels-move-graveyard-not = Graveyard: let it go
citadels-move-theater = Theater: exchange your character with { $name }'s
citadels-move-theater-give = Theater: exchange { $give } with { $name }'s character
citadels-move-theater-not = Theater: keep your character
citadels-move-peek = Look at the hand of { $name }
citadels-move-beautify = Beautify { $district }

## Citadels: the call mails, receipts and reminders

citadels-call-pick-heading = Round { $round }: pick your character
citadels-call-passed = The characters passed to you: { $characters }.
citadels-call-crown-heading = Round { $round }: give the crown
citadels-call-crown = Your Emperor was killed: give the crown to another player.
citadels-call-decision-heading = Round { $round }: a decision waits for you
citadels-call-turn-heading = Round { $round }: your turn
citadels-call-turn = { $character } is called: it is your turn.
citadels-call-gold = You have { $gold } gold.
citadels-call-hand = Your hand: { $cards }.
citadels-call-open = Open the game with the link below to make your move.
citadels-call-deadline = Your deadline: { $deadline }.
citadels-call-earlier = So far this round:
citadels-call-earlier-nothing = Nothing has happened yet this round.
citadels-decision-confiscate = { $character } built { $district } under your warrant: confiscate it (if your warrant is the signed one) or let it stand.
citadels-decision-threat = Your threat was refused: reveal it (a real threat takes all their gold) or not.
citadels-decision-graveyard = The Warlord destroyed { $district }: pay 1 gold to take it into your hand (Graveyard), or not.
citadels-decision-theater = Theater: exchange your character with another player's, or keep it.
citadels-decision-other = Open the game to see what is asked of you.
citadels-receipt-heading = Round { $round }: your pick is sealed
citadels-receipt-picked = You picked { $character }. Keep this mail: it proves what you chose.
citadels-receipt-by-server = Your deadline passed: the server picked { $character } for you, the lowest-ranked character passed to you (the game's no-show policy). Keep this mail: it proves what was picked.
citadels-receipt-commitment = Commitment: { $hex }
citadels-receipt-nonce = Nonce: { $hex }
citadels-receipt-secret = The others see only that you picked, until your character is called or the round ends.
citadels-receipt-discard = You laid { $character } face down. Its commitment: { $commitment }; its nonce: { $nonce }. It is revealed when the game ends.
citadels-no-show-heading = Round { $round }: your deadline passed
citadels-no-show = The server moved for you by the game's no-show policy: a missed turn takes 2 gold, builds nothing and ends; a missed decision changes as little as it can; a missed crown gift goes to the first player on your left who may take it.
citadels-no-show-log = The game's log says what was done.
citadels-reminder-heading = Round { $round }: reminder
citadels-reminder-passed = The game is waiting for you to { $what }; your deadline ({ $when }) has passed.
citadels-reminder-left = The game is waiting for you to { $what } by { $when } ({ $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } left).
citadels-to-pick = pick your character for round { $round }
citadels-to-crown = give the crown
citadels-to-decide = make the decision asked of you
citadels-to-turn = play your turn in round { $round }
citadels-policy-wait = If you miss it, the game waits for you — and so does everyone else.
citadels-policy-pick = If you miss it, the server picks the lowest-ranked character passed to you (the game's no-show policy).
citadels-policy-crown = If you miss it, the server gives the crown to the first player on your left who may take it (the game's no-show policy).
citadels-policy-decision = If you miss it, the server decides for you as little as it can: no confiscation, no reveal, no payment, no exchange (the game's no-show policy).
citadels-policy-turn = If you miss it, the server takes 2 gold for you and ends your turn: nothing built, no ability used (the game's no-show policy).

## Citadels: the narrator (the log, the replay, the mails)

citadels-log-game-started = A game of Citadels for { $players } players begins: each has 2 gold and 4 cards; { $crown } holds the crown.
citadels-log-round-started = Round { $round } begins; { $crown } picks first. Set aside face up: { $face_up }; face down: { $face_down }.
citadels-log-none = none
citadels-log-picked = { $name } picks a character in secret.
citadels-log-picked-second = { $name } picks a second character in secret.
citadels-log-set-aside = A random character is set aside face down.
citadels-log-draft-ended = The draft of round { $round } is over; the ranks are called.
citadels-log-called = { $character } is called: { $name } reveals it.
citadels-log-called-nobody = { $character } is called; nobody answers.
citadels-log-killed = The Assassin kills { $character }.
citadels-log-thief-aims = The Thief will rob { $character }.
citadels-log-robbed = { $thief } robs { $victim } of { $gold } gold.
citadels-log-crown-taken = { $name } takes the crown.
citadels-log-gold-gained = { $name } gains { $gold } gold ({ $source }).
citadels-log-cards-gained = { $name } draws { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } ({ $source }).
citadels-log-cards-drawn = { $name } draws { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } and will keep { $keep }.
citadels-log-cards-kept = { $name } keeps { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.
citadels-log-built = { $name } builds { $district } for { $gold } gold.
citadels-log-built-cards = { $name } builds { $district } for { $gold } gold and { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }.
citadels-log-built-framework = { $name } builds { $district } by destroying the Framework.
citadels-log-built-necropolis = { $name } builds { $district } by destroying { $destroyed }.
citadels-log-built-free = { $name } builds { $district } for free.
citadels-log-hands-exchanged = { $name } exchanges hands with { $target }.
citadels-log-redrawn = { $name } discards { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } and draws as many.
citadels-log-destroyed = { $by } destroys { $district } of { $target }, paying { $gold } gold.
citadels-log-destroyed-armory = { $by } destroys { $district } of { $target } with the Armory.
citadels-log-laboratory = { $name } discards a card at the Laboratory.
citadels-log-museum = { $name } puts a card under the Museum.
citadels-log-gold-paid = { $name } pays { $gold } gold.
citadels-log-seized = { $by } seizes { $district } of { $target }, paying { $gold } gold.
citadels-log-exchanged = { $by } exchanges their { $gave } for { $took } of { $target }, paying { $gold } gold.
citadels-log-gold-given = { $from } gives { $gold } gold to { $to }.
citadels-log-gold-for-cards = { $name } takes { $gold } gold from { $from } and gives as many cards.
citadels-log-spied = { $name } looks at the hand of { $target }: { $matches } { $colour } { $matches ->
        [one] card
       *[other] cards
    }.
citadels-log-card-taken = { $name } takes a card from the hand of { $from }.
citadels-log-foreseen = { $name } takes a random card from { $count ->
        [one] { $count } hand
       *[other] { $count } hands
    }.
citadels-log-given-back = { $name } gives a card back to { $count ->
        [one] { $count } player
       *[other] { $count } players
    }.
citadels-log-crown-given = { $by } gives the crown to { $to }.
citadels-log-crown-given-card = { $by } gives the crown to { $to }, taking a card.
citadels-log-crown-given-gold = { $by } gives the crown to { $to }, taking { $gold } gold.
citadels-log-crown-gift-due = The Emperor was killed: { $name } gives the crown before the round ends.
citadels-log-bewitched = { $name } bewitches { $character }.
citadels-log-turn-resumed = { $name } plays on as { $character }.
citadels-log-warrants = { $name } gives out the warrants face down: { $characters }.
citadels-log-confiscation-due = { $target } built { $district } under a warrant: { $by } may confiscate it.
citadels-log-confiscated = { $by } confiscates { $district } of { $target } ({ $character }), refunding { $gold } gold.
citadels-log-confiscation-declined = { $by } lets the district stand.
citadels-log-threats = { $name } gives out the threats face down: { $characters }.
citadels-log-threat-paid = { $name } ({ $character }) pays { $by } { $gold } gold to lift the threat.
citadels-log-bribe-refused = { $name } ({ $character }) refuses to pay { $by }.
citadels-log-threat-revealed-real = { $by } reveals the threat on { $character }: it is real, and { $target } hands over { $gold } gold.
citadels-log-threat-revealed-bluff = { $by } reveals the threat on { $character }: it was a bluff.
citadels-log-threat-kept = { $by } keeps the threat hidden.
citadels-log-graveyard-offered = { $district } was destroyed: { $name } may take it into their hand (Graveyard).
citadels-log-buried-taken = { $name } pays 1 gold and takes { $district } into their hand.
citadels-log-buried = { $name } lets { $district } go.
citadels-log-theater-due = { $name } may exchange their character (Theater).
citadels-log-characters-exchanged = { $name } exchanges characters with { $target } (Theater).
citadels-log-theater-passed = { $name } keeps their character.
citadels-log-hand-looked = { $name } looks at the hand of { $target }.
citadels-log-tax-paid = { $name } pays 1 gold of tax.
citadels-log-beautified = { $name } beautifies { $district }.
citadels-log-turn-ended = { $name } ends the turn of { $character }.
citadels-log-deadline = { $name } missed the deadline: the server moves for them (the no-show policy).
citadels-log-completed = { $name } completes their city.
citadels-log-completed-first = { $name } completes their city first.
citadels-log-round-ended = Round { $round } ends.
citadels-log-round-ended-had = Round { $round } ends; { $had }.
citadels-log-had = { $name } had { $character }
citadels-log-game-ended = The game ends after round { $round }; the seed is revealed. { $places }.
citadels-log-laid-down-all = The characters laid face down with a pick are revealed: { $laid }.
citadels-log-laid-down = { $name } laid { $character } face down in round { $round }
citadels-log-place = { $name } { $score } { $score ->
        [one] point
       *[other] points
    }

# --- pagewords ---
## The Maharaja game page of a player: things named

colour-orange = orange
colour-blue = blue
colour-teal = teal
colour-yellow = yellow
colour-black = black
colour-grey = grey
place-village = village { $village }
slot-first = first arrow
slot-second = second arrow
slot-token = action token
phase-not-created = not created
phase-setup = waiting for everyone to join
phase-choose-characters = choosing characters
phase-place-houses = placing the first houses
phase-discs = setting discs
phase-turns = playing turns
phase-over = over
phase-auction = auctioning the characters
phase-playing = playing
site-central = the central site (3 points)
site-outer = an outer site

## A step of a turn, or a move in the log

step-choose = Choose { $character }
step-place-house = Place a starting house in village { $village }
step-set-disc = Set the disc to { $disc }
step-travel = Travel to { $to }
step-travel-via = Travel to { $to } via { $via }
step-travel-nowhere = Travel nowhere
step-take-gold = Take 2 gold ({ $slot })
step-take-quarry = Take houses from the quarry ({ $slot })
step-build-house = Build a house in { $at } ({ $slot })
step-build-palace = Build a palace on { $site } of { $city } ({ $slot })
step-move-house = Move a house from { $from } to { $to } ({ $slot })
step-move-governor = Move the governor of { $city } down the track ({ $slot })
step-take-character = Take { $character } ({ $slot })
step-builder-house = Build a free house in { $at } (the Builder)
step-builder-move = Move a house from { $from } to { $to } for free (the Builder)
step-end-turn = End the turn
step-replace-character = Take { $character } from the bank

## The game page: the header and what the game waits for

game-status = { $round } · { $phase } · the Maharaja is in { $city }
game-you-are = You are
game-seat = seat { $seat }
game-you-host = , the host
game-keys = Keys of your devices, each registered in the game's log (a key you do not recognise was not made by you):
game-key = device { $device }, key { $key }
game-key-register = Register this device's key
game-key-register-when = (on a new device, opened through a fresh personal link)
game-link-result = The result
game-link-replay = the replay
game-nobody = nobody
game-wait-not-created = The game does not exist yet.
game-wait-join = The game waits for every player to join.
game-wait-character = The game waits for { $you ->
        [yes] you
       *[no] { $names }
    } to choose a character.
game-wait-house = The game waits for { $you ->
        [yes] you
       *[no] { $names }
    } to place a starting house.
game-wait-disc = The game waits for { $you ->
        [yes] you
       *[no] { $names }
    } to set a disc.
game-wait-your-turn = It is your turn.
game-wait-turn = The game waits for { $names } to play their turn.
game-wait-new-character =
    { $taker_you ->
        [yes] You
       *[no] { $taker }
    } took a character; the game waits for { $you ->
        [yes] you
       *[no] { $names }
    } to choose a new one from the bank.
game-wait-next-turn = The next turn is about to begin.
game-wait-over = The game is over.
game-wait-other = The game waits for { $you ->
        [yes] you
       *[no] { $names }
    }.

## The game page: the forms before the turns

game-join-intro = Join the game. Your browser adds a random number to the game's randomness (the seating and the governor track come from it and the server's committed seed).
game-mail-language = Language of your mail:
game-join = Join
game-choose-character = Choose your character
game-field-character = Character
game-place-house = Place a starting house
game-field-village = Village
game-button-place-house = Place the house
game-houses-note = houses: { $colours }
game-disc-set-heading = Set your disc
game-disc-change-heading = Change your disc
game-disc-yours = Your disc (only you see this until your turn):
game-disc-may-change = You may change it until the last player has set theirs.
game-button-set-disc = Set disc
game-button-change-disc = Change disc
game-carry = This browser keeps the opening of your disc of round { $round }; the server has only its commitment. To open it from another device, copy this carry code there:
game-open-heading = Open your disc
game-open-intro = Your turn begins: your page opens the disc it sealed. On another device, paste the carry code the page that sealed it shows. A disc not opened by the deadline is void: both of its actions are forfeited.
game-carry-code = Carry code
game-button-open = Open my disc
game-bid-heading = Your sealed bid
game-bid-intro = Your page seals your bid: it keeps the amount and sends the server only its commitment. Once every bid is in, your page opens it; a bid not opened by the deadline is void (it cannot win and costs nothing).
game-bid-may-change = Your bid is sealed; you may change it until the last bid is in.
game-bid-amount = Bid (gold)
game-button-seal-bid = Seal my bid
game-button-change-bid = Change my bid
game-bid-carry = This browser keeps the opening of your sealed bid in auction { $auction }; the server has only its commitment. To open it from another device, copy this carry code there:
game-open-bid-heading = Open your sealed bid
game-open-bid-intro = Every bid is in: your page opens the bid it sealed. On another device, paste the carry code the page that sealed it shows. A bid not opened by the deadline is void: it cannot win and costs nothing.
game-button-open-bid = Open my bid

## The game page: the turn builder

game-turn-heading = Your turn
game-turn-disc = Your disc:
game-turn-steps = Steps so far (not yet saved in the game):
game-button-undo = Undo last step
game-left-unopened = Your { $slot } could not be opened: its action is forfeited.
game-left-done = { $slot }: { $action } — done.
game-left-parts =
    { $slot }: { $action } — { $parts }.
game-left-houses =
    { $houses ->
        [one] { $houses } house to build
       *[other] { $houses } houses to build
    }
game-left-palace = a palace to build
game-left-quarry =
    { $houses ->
        [one] { $houses } house to take from the quarry
       *[other] { $houses } houses to take from the quarry
    }
game-left-not-done = not done yet
game-forfeit-warning = Parts of your disc are not done: if you finish now they are forfeited, and every other player receives { $gold } gold from the bank.
game-travel-heading = Travel
game-field-to = To
game-field-from = From
game-field-where = Where
game-field-site = Site
game-field-governor-of = Governor of
game-field-new-character = New character
game-button-cheapest = Show the cheapest way
game-travel-to = Travel to { $to }
game-travel-way = The cheapest way:
game-travel-no-tolls = No tolls.
game-toll =
    { $village }: { $payer_is ->
        [you] you pay
        [bank] the bank (the Wandering Monk) pays
       *[player] { $payer } pays
    } { $gold } gold to { $owner }
game-gold = { $gold } gold
game-travel-you-pay = You pay { $cost }.
api-still-handled = The same request is still being handled.
game-travel-no-way = There is no way to { $city } through villages with houses.
game-button-travel = Travel
game-cancel = cancel
game-form-take-gold = Take { $gold } gold
game-button-take-gold = Take { $gold } gold
game-form-take-quarry = Take houses from the quarry
game-button-take-quarry = Take from the quarry
game-form-build-house = Build a house
game-button-build-house = Build the house
game-form-build-palace = Build a palace in { $city }
game-button-build-palace = Build the palace
game-form-move-house = Move a house
game-button-move-house = Move the house
game-form-move-governor = Move a governor { $slots } slots down the track
game-button-move-governor = Move the governor
game-form-take-character = Take a character
game-button-take-character = Take the character
game-from-player = from { $name }
game-from-bank = from the bank
game-form-builder-house = The Builder: build a free house
game-button-builder-house = Build for free
game-form-builder-move = The Builder: move a house for free
game-button-builder-move = Move for free
game-form-bid = Bid for the right to choose a character
game-button-bid = Bid
game-form-pass-bid = Pass in this auction
game-button-pass-bid = Pass
game-form-sealed-bid = Seal a bid for the right to choose a character
game-button-sealed-bid = Seal the bid
game-form-swap = Swap characters with another player
game-button-swap = Swap
game-form-lure = Lure a character from another player
game-button-lure = Lure
game-form-use-token = Use an action token for a third action
game-button-use-token = Use the token
game-form-give-character = Give one of your characters to the player luring it
game-button-give-character = Give
game-field-amount = Bid
game-field-take = Take
game-field-give = Give
game-field-from-player = From
game-field-action = Action
step-bid = Bid { $gold } gold
step-pass-bid = Pass in the auction
step-sealed-bid = Seal a bid of { $gold } gold
step-seal-bid = Seal a bid
step-open-bid = Open the sealed bid: { $bid }
step-seal-disc = Seal the disc
step-open-disc = Open the disc: { $disc }
step-swap = Give { $give } and take { $take } ({ $slot })
step-lure = Lure a character from the player in seat { $seat } ({ $slot })
step-use-token = Use an action token for { $action }
step-give-character = Give { $character }
game-button-finish = Finish turn
game-replace-heading = Choose a new character
game-replace-intro = Your character was taken. Choose one from the bank; the turn goes on once you have.

## The game page: the players, the track, the scoring

game-col-seat = Seat
game-col-player = Player
game-col-characters = Characters
game-col-architect = Architect
game-col-supply = Supply
game-col-quarry = Quarry
game-col-palaces = Palaces
game-col-gold = Gold
game-col-disc = Disc
game-palaces-of = { $built } of { $total }
game-gold-hidden = hidden
game-disc-unset = not set
game-disc-set = set
game-disc-unopenable = could not be opened
game-played = played
game-bank = Characters in the bank: { $characters }.
game-bank-none = none
game-joined = joined
game-not-joined-yet = not joined yet
game-not-joined = not joined
game-track = Governor track, bottom first:
game-track-round-slot = { $city } (round slot { $round })
game-track-slot = { $city } (slot { $slot })
game-last-scoring = Last scoring
game-scoring-heading = Round { $round }: { $city } was scored.
game-scoring-line =
    { $name }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $gold } gold
game-scoring-nobody = Nobody scored.
game-scoring-alone = { $name } alone scored and got { $gold } extra gold.
game-final-ranking = Final ranking
game-ranking-line =
    { $name } — { $palaces ->
        [one] { $palaces } palace
       *[other] { $palaces } palaces
    }, { $gold } gold
game-winner = { $name } won the game with { $palaces ->
        [one] { $palaces } palace
       *[other] { $palaces } palaces
    } and { $gold } gold.
game-option-hidden-gold = hidden gold
game-option-short = short game
game-option-neutral-palaces = neutral palaces
game-option-expanded = expanded game
game-option-home-cities = home cities
game-option-several-characters = several characters
game-option-signed = signed moves
game-option-sealed = discs sealed in the browser

## The game page: the host's panel, mail settings, links

game-host-heading = Players (host)
game-mail-lag = Mail is running behind: { $unsent ->
        [one] { $unsent } message waits
       *[other] { $unsent } messages wait
    } to be sent, the oldest for { $waited }. Moves are kept; their mail follows.
game-lag-seconds =
    { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
game-lag-minutes =
    { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
game-lag-hours =
    { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
game-live-links =
    { $links ->
        [one] { $links } live link
       *[other] { $links } live links
    }
game-bot-seat = a bot plays this seat (no link, no mail)
game-needs-script = This trust level needs JavaScript: your browser signs your moves (and seals your secret choices) before they are sent. Turn JavaScript on to play from this page.
game-needs-crypto = This browser cannot seal your disc: it lacks WebCrypto or its local storage (IndexedDB), which a page gets only over https or from localhost. To set your disc, open the game over https or in another browser.
game-needs-crypto-bid = This browser cannot seal your bid: it lacks WebCrypto or its local storage (IndexedDB), which a page gets only over https or from localhost. To bid, open the game over https or in another browser.
game-button-resend = Re-send link
game-button-revoke = Revoke links
game-link-log = log
game-link-export = export
game-link-mail = your mail
game-link-watch = spectator view
mail-settings-heading = Mail settings
mail-settings-mode = Mail:
mail-settings-every = every mail as it happens
mail-settings-digest = a daily digest (08:00 your time)
mail-settings-none = no mail (unsubscribed)
mail-settings-zone = Time zone (for the times in mail and the digest):
mail-settings-vacation = On vacation: no reminders (the game's deadlines still apply)
mail-settings-save = Save mail settings
done-turn-finished = Your turn is finished and saved in the game.
done-mail-saved = Your mail settings are saved.
done-link-resent = A new personal link was mailed to the player; their earlier links still work.
done-links-revoked = The player's links and sessions were revoked; re-send a link to let them in again.
place-house-body = Place your starting house { $number } of { $of }: put it in any village that has room (a village holds { $capacity ->
        [one] { $capacity } house
       *[other] { $capacity } houses
    }); it is free. Players place one house at a time, in character order; you hold { $character }.
place-house-by = Please place it by { $deadline }.
disc-set-body = { $name } set their disc ({ $at }).
key-registered-body = Device { $device }, key { $key }, was registered for your seat in this game: from now on the moves it signs count as yours. This happens when one of your personal links is opened on a new device and its key is registered there.
key-registered-not-you = If that was not you, someone else has one of your links: ask the host to revoke your links and send you a new one, and tell the other players. Every move a key signs is in the game's log under its device number, so the export shows which moves that device made.
disc-set-all = Every disc is set.
disc-set-still = Still to set: { $names }.

# --- ruleswords ---
rules-title-maharaja = Maharaja: the rules
rules-title-citadels = Citadels: the rules
rules-decisions = Decisions
home-rules-citadels = The rules of Citadels, with our decisions.
rules-col-rank = Rank
rules-col-character = Character
rules-col-ability = Ability
rules-col-district = District
rules-col-cost = Cost
rules-col-effect = Effect

# --- citui ---
citadels-unfinished = Your unfinished steps (nothing is played until you end your turn)
citadels-undo = Undo last step
citadels-at-once = { $move } (cannot be undone)
citadels-your-link = Your personal link
citadels-your-link-why = To open this game on another device, have a fresh personal link mailed to you; your other links keep working.
citadels-resend-mine = Re-send my link
done-own-link-resent = A new personal link was mailed to you; your earlier links still work.

# --- formwords ---
## The invitations, your move, reminders and digests (helper formwords, #15/#13)

invite-new-link-maharaja = Here is a new personal link to your game of Maharaja with { $players }. Your earlier links still work unless the host revoked them.
invite-new-link-citadels = Here is a new personal link to your game of Citadels with { $players }. Your earlier links still work unless the host revoked them.
invite-open-joined = Open the game with the link below. You will get a mail whenever the game needs you.
invite-host-maharaja = Your game of Maharaja by email is ready. The players, in your order: { $players }.
invite-host-citadels = Your game of Citadels by email is ready. The players, in seat order: { $players }.
invite-guest-maharaja = { $host } invites you to a game of Maharaja by email, with { $players }.
invite-guest-citadels = { $host } invites you to a game of Citadels by email, with { $players }.
invite-rules = Rules: { $options }.
invite-set = Characters and unique districts: { $set }.
invite-set-characters = the characters { $characters }
invite-join-text =
    Open the game with the link below and press "Join"; the game starts once everyone
    has joined. You will get a mail whenever the game needs you.
invite-join = Open the game with the link below and press “Join”; the game starts once everyone has joined. You will get a mail whenever the game needs you.
deadline-none = No deadlines: the game waits as long as it takes.
deadline-turn-maharaja = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } for every move (a disc, a turn, a choice), from when the game starts waiting for you.
deadline-turn-citadels = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } for every move (a pick, a turn, a decision), from when the game starts waiting for you.
deadline-reminder = A reminder { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } before a deadline (none while you are on vacation).
deadline-missed-wait = A missed deadline: the game waits (reminders only).
deadline-missed-auto-maharaja = A missed deadline: the server moves for you — Gold + Gold for a missing disc; an unfinished turn ends (the rest of the disc is forfeited); a lost character is replaced by the lowest in the bank.
deadline-missed-auto-citadels = A missed deadline: the server moves for you — the lowest character offered for a missing pick; in a turn, 2 gold and the turn ends.
game-option-hidden-gold-what = other players' gold is not shown while the game runs
game-option-short-what = 6 palaces each, at most 8 rounds
game-option-neutral-palaces-what = with fewer than 5 players, one neutral palace per unused colour in each city
game-option-expanded-what = the Yogi and action tokens
game-option-home-cities-what = +1 point in your character's home city
game-option-several-characters-what = a player may hold more than one character (Expanded II)
game-option-explained = { $option } ({ $what })
game-option-label = { $option }: { $what }
game-option-auction = Characters
game-option-auction-none = chosen in seat order
game-option-auction-open = auctioned, open bids
game-option-auction-sealed = auctioned, sealed bids
game-option-auctioned = characters { $how }
set-first-game = the first game's set (rulebook p. 2)
set-ambitious-aristocrats = Ambitious Aristocrats
set-cunning-agents = Cunning Agents
set-illustrious-emissaries = Illustrious Emissaries
set-devious-dignitaries = Devious Dignitaries
set-tenacious-delegates = Tenacious Delegates
set-vicious-nobles = Vicious Nobles
mail-your-move = The game waits for you: { $what }.
mail-your-move-by = Please move by { $deadline }.
mail-reminder-left = The game waits for you to { $what }. The deadline is { $deadline }, in about { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }.
mail-reminder-passed = The game waits for you to { $what }. The deadline was { $deadline }: please move as soon as you can.
wait-to-do-character = choose your starting character
wait-to-do-house = place a starting house
wait-to-do-disc = set your disc for round { $round }
wait-to-do-turn = play your turn in round { $round }
wait-to-do-new-character = choose a new character
wait-to-do-bid = bid in the character auction, or pass
wait-to-do-sealed-bid = set your sealed bid in the character auction
wait-to-do-gift = choose which of your characters to give
wait-to-do-open-disc = open your disc: your turn in round { $round } begins, and a disc not opened by the deadline is void
wait-to-do-open-bid = open your sealed bid: every bid is in, and a bid not opened by the deadline is void
wait-to-do-other = make your move
policy-waits = If you miss it, the game waits for you — and so does everyone else.
policy-disc = If you miss it, the server sets your disc to Gold + Gold (the game's no-show policy).
policy-turn = If you miss it, the server ends your turn (the game's no-show policy): whatever you have not played of your disc is forfeited, and every other player gets { $gold } gold.
policy-new-character = If you miss it, the server gives you the lowest-numbered character in the bank (the game's no-show policy).
policy-bid = If you miss it, you pass (the opening bid is 0; the game's no-show policy).
policy-sealed-bid = If you miss it, the server bids 0 for you (the game's no-show policy).
policy-gift = If you miss it, the server gives your highest-numbered character (the game's no-show policy).
policy-open-disc = If you miss it, your disc is void and both of its actions are forfeited (the rules' penalty, whatever the no-show policy).
policy-open-bid = If you miss it, your bid is void: it cannot win and costs nothing (the rules' penalty, whatever the no-show policy).
mail-digest-intro = Your digest of “{ $title }”: { $count ->
        [one] { $count } notice
       *[other] { $count } notices
    } since { $since }.

## The unsubscribe page

unsubscribe-title = Unsubscribe
unsubscribe-done-heading = You are unsubscribed
unsubscribe-done = { $name }, you will get no more mail about “{ $title }”. The game goes on without your mail:
unsubscribe-done-over = it is over.
unsubscribe-done-goes-on = when it waits for you, it still waits (or moves for you, if its deadlines say so).
unsubscribe-undo = Changed your mind? The “Mail settings” on the game page (open it with a personal link from an earlier mail) turn mail on again.
unsubscribe-heading = Unsubscribe from “{ $title }”?
unsubscribe-ask = { $name }, this stops every mail about this game to you. The game itself goes on.
unsubscribe-button = Unsubscribe
unsubscribe-digest = You can also get a daily digest instead: see “Mail settings” on the game page.

## The new-game forms, their errors, and the pages around a game's start

game-name-maharaja = Maharaja
game-name-citadels = Citadels
form-game-legend = Game
form-which-game = Which game
form-title = Title
form-lang = Language of the game's mail (each player may pick their own)
form-host-legend = You, the host (player 1)
form-name = Name
form-email = Email
form-others-legend = The other players (1 to { $most })
form-rules-legend = Rules
form-set = Characters and unique districts
form-deadlines-legend = Deadlines
form-turn-hours = Hours a player has to act
form-reminder-hours = Reminder this many hours before
form-no-show = When someone misses a deadline
form-no-show-wait = wait for them (reminders only)
form-no-show-auto-maharaja = play for them: Gold + Gold, unfinished turns end
form-no-show-auto-citadels = play for them: the lowest character offered, or 2 gold and the turn ends
form-after-legend = After the end
form-private = keep the game private (only the players may see its log and export)
form-create = Create the game and send the invitations
form-play-maharaja-instead = Play Maharaja instead
form-error-lang = Choose one of the languages listed.
form-error-game = Choose one of the games listed.
form-error-name-empty = Please give a name.
form-error-name-long = A name may have at most 40 characters.
form-error-name-lines = A name must be one line of text.
form-error-name-invisible = A name may not hold invisible or text-direction characters (such as zero-width spaces or right-to-left overrides).
form-error-name-twice = Two players may not have the same name.
form-error-email-empty = Please give an email address.
form-error-email-long = An email address may have at most 200 characters.
form-error-email-bad = This is not an email address mail can be sent to: check it for a stray dot, space, bracket or other symbol.
form-error-email-ip = Give an address at a domain name, such as anna@example.org, not at an IP address.
form-error-email-twice = Two players may not share an email address: each player's link and sealed receipts go to their own inbox.
form-error-players-maharaja = A game needs 2 to 5 players: you and 1 to 4 others.
form-error-players-citadels = Citadels needs 2 to 8 players: you and 1 to 7 others.
form-error-title-long = The title must be one line of at most 80 characters.
form-error-title-invisible = The title may not hold invisible or text-direction characters.
form-error-turn-hours = Give a whole number of hours from 1 to 720.
form-error-reminder-hours = Give a whole number of hours (0 for no reminder).
form-error-reminder-late = The reminder must come before the deadline.
form-error-no-show = Choose what happens at a deadline.
form-error-trust = Choose one of the trust levels listed.
form-error-options = These options cannot be read.
form-error-set = Choose one of the sets offered.
form-error-board = The board cannot be loaded: { $error }
invited-title = { $title } — invitations sent
invited-heading = { $title }: the invitations went out
invited-each = Each player — you too — gets an email with a personal link to the game. Open yours and press “Join”; the game starts once everyone has joined.
invited-keep = Keep your link to yourself: it lets whoever has it play your seat. The host can send a new link or revoke the old ones from the game page.
invited-file-mail = No mail server is configured here, so the mails are written to files: the operator reads them on the outbox page (its address is printed when { $command } starts), and each player finds their own on the game page under “your mail”.
lobby-waiting = The game starts once everyone has joined; then the first mail calls its player.
lobby-players = Players
lobby-seed = The server's seed is sealed: its commitment is
lobby-seed-checked = It is mixed with every player's random number, and shown with the log when the game ends, so anyone can check the deal.
lobby-join-intro-citadels = Join the game. Your browser adds a random number to the game's randomness (the deal, the characters set aside in each round and every draw come from it and the server's committed seed).
own-mail-heading = Your mail in this game
own-mail-intro = The emails this game sent to you, newest first.
own-mail-back = Back to the game
own-mail-none = No mail yet.
own-mail-to = To { $to }
not-signed-in-heading = You are not signed in to this game
not-signed-in-sentence = Players open the game with the personal link from their invitation email. Anyone may watch the game as a spectator.
not-signed-in-watch = Watch the game

# --- violwords ---
## Why a move was refused: one sentence per rule (the JSON API's `rule` code), naming the rule.

violation-maharaja-game_already_created = This game has already been created.
violation-maharaja-game_not_created = The game has not been created yet.
violation-maharaja-player_count = A game needs 2 to 5 players, not { $count }.
violation-maharaja-empty_player_name = Every player needs a name.
violation-maharaja-variant_not_available = The { $variant } variant is not available yet.
violation-maharaja-home_cities_need_expanded = Home cities need Expanded I: one city is the home of the Yogi, who is in play only in Expanded I.
violation-maharaja-game_already_started = The game has already started.
violation-maharaja-unknown_player = There is no player number { $player } in this game.
violation-maharaja-contribution_already_added = { $player } has already added a contribution to the game's randomness.
violation-maharaja-seed_does_not_match_commitment = The seed does not match the seed commitment made when the game was created.
violation-maharaja-governors_not_a_permutation = The governor track must list each of the board's 7 cities exactly once.
violation-maharaja-unknown_seat = There is no { $seat } in this game.
violation-maharaja-not_choosing_characters = Characters are chosen only at the start of the game, one player after another.
violation-maharaja-not_your_turn_to_choose = It is { $next }'s turn to choose a character.
violation-maharaja-character_not_in_bank = You cannot take { $character }: it is not in the bank.
violation-maharaja-character_not_in_game = You cannot take { $character }: it is used only in the expanded game.
violation-maharaja-choice_is_auctioned = In this game the right to choose a character is auctioned: win the auction first.
violation-maharaja-no_auction = This game has no character auction: characters are chosen in seat order.
violation-maharaja-not_auctioning = Bids are made only in the character auctions before the game.
violation-maharaja-auction_is_sealed = This auction takes sealed bids, all opened together, not open bids or passes.
violation-maharaja-auction_is_open = This auction is open: bid or pass in seat order instead of sealing a bid.
violation-maharaja-waiting_for_auction_winner = The auction is over and waits until { $seat } has chosen a character.
violation-maharaja-not_your_turn_to_bid = It is { $next }'s turn to bid or pass.
violation-maharaja-not_a_bidder = You already hold a character, so you take no part in this auction.
violation-maharaja-bid_too_low = A bid must be higher than the current bid of { $current } gold, and { $amount } is not.
violation-maharaja-bid_exceeds_gold = You cannot bid { $amount } gold: a bid may not be more than your gold, and you have { $have }.
violation-maharaja-opener_must_bid = The first bidder of an auction cannot pass: open it with a bid of 0 gold or more.
violation-maharaja-bids_all_in = Every sealed bid of this auction is in; they are being opened.
violation-maharaja-bid_already_set = The sealed bid of { $seat } for this auction is already set.
violation-maharaja-bids_not_all_in = Sealed bids are opened only when every bidder has set one.
violation-maharaja-no_such_bid = There is no sealed bid of { $seat } in this auction to open.
violation-maharaja-bid_reveal_does_not_match_commitment = The revealed bid and nonce do not match the commitment that { $seat } made in this auction.
violation-maharaja-not_placing_houses = Initial houses are placed only during setup, after every player has chosen a character.
violation-maharaja-not_your_turn_to_place = It is { $next }'s turn to place a house.
violation-maharaja-initial_house_not_in_village = Initial houses go in villages, and { $at } is not a village.
violation-maharaja-village_full = The village { $village } already holds { $capacity } { $capacity ->
        [one] house
       *[other] houses
    }, the most a village may hold in this game.
violation-maharaja-not_setting_discs = Discs are set at the start of a round, until the last player has set theirs.
violation-maharaja-disc_already_set = The disc of { $seat } is already set for this round.
violation-maharaja-not_this_seats_reveal = The disc of { $seat } is revealed only when that player's turn begins.
violation-maharaja-reveal_does_not_match_commitment = The revealed actions and nonce do not match the commitment that { $seat } made for this round.
violation-maharaja-not_your_turn = You can act only during your own turn.
violation-maharaja-seat_not_active = It is not the turn of { $seat }.
violation-maharaja-waiting_for_replacement = The turn waits until { $seat } has chosen a new character.
violation-maharaja-no_character_to_replace = Only a player who has just lost their character chooses a new one.
violation-maharaja-slot_shows_other_action = Your disc's { $slot } shows { $shown }, not { $wanted }.
violation-maharaja-wanted-house = an action that builds a house
violation-maharaja-wanted-palace = an action that builds a palace
violation-maharaja-disc_forfeited = Your disc could not be opened, so both of its actions are forfeited.
violation-maharaja-action_already_done = You have already done the action on your disc's { $slot }.
violation-maharaja-no_action_tokens = Action tokens are used only in the expanded game.
violation-maharaja-no_token_to_use = You have no action token to use.
violation-maharaja-token_already_used = You may use only one action token per turn, and you have already used one this turn.
violation-maharaja-token_cannot_be_character = An action token cannot be used for the Character action.
violation-maharaja-no_token_in_use = Use an action token first; its action is then played with the token.
violation-maharaja-not_enough_gold = That costs { $needed } gold, but you have only { $have }.
violation-maharaja-supply_empty = You have no house in your supply; the Quarry action brings houses from the quarry.
violation-maharaja-quarry_empty = Your quarry is empty, so there is no house to take.
violation-maharaja-architect_not_in_city = You can build in { $city } only while your architect stands there.
violation-maharaja-architect_not_in_city_for_move = You can move a house into { $city } only while your architect stands there.
violation-maharaja-not_a_house_site = Houses stand in villages and cities, and { $at } is neither.
violation-maharaja-unknown_place = There is no place called "{ $id }" on this board.
violation-maharaja-unknown_city = There is no city called "{ $city }" on this board.
violation-maharaja-second_house_must_be_in_city = With Two houses at least one house goes to a city, so after a house in a village the second must be built in a city.
violation-maharaja-no_palace_left = You have no palace left to build.
violation-maharaja-central_site_taken = The central palace site of { $city } is already taken.
violation-maharaja-outer_sites_full = All outer palace sites of { $city } are taken.
violation-maharaja-no_house_there = You have no house in { $at } to move.
violation-maharaja-move_to_same_place = A house must be moved to a different place.
violation-maharaja-governor_at_bottom = The governor of { $city } is already in the bottom slot and cannot move down.
violation-maharaja-already_hold_character = You already hold { $character }; the Character action takes a different one.
violation-maharaja-not_expanded_two = Swapping and luring characters are part of Expanded II, which this game does not use.
violation-maharaja-bank_empty = The bank has no character left, so the Character action swaps or lures one from another player instead.
violation-maharaja-bank_not_empty = While the bank has characters the Character action takes one from it; swapping and luring come only when it is empty.
violation-maharaja-do_not_hold_character = You do not hold { $character }, so you cannot give it.
violation-maharaja-cannot_lure_from_yourself = You cannot lure a character from yourself.
violation-maharaja-lure_needs_fewer_characters = You may lure only from a player who holds more characters than you: you hold { $yours } and { $target } holds { $theirs }.
violation-maharaja-waiting_for_gift = The turn waits until { $seat } has chosen which character to give.
violation-maharaja-no_gift_to_give = Only a player whose character is being lured chooses one to give.
violation-maharaja-not_the_builder = Only the holder of the Builder may build or move a house for free.
violation-maharaja-builder_already_used = The Builder's free house or free move may be used only once per turn.
violation-maharaja-empty_path = A trip must name at least one place after your architect's location.
violation-maharaja-not_adjacent = Your architect cannot go from { $from } to { $to }: they are not next to each other on a road.
violation-maharaja-village_without_houses = Your architect may pass only villages with at least one house, and village { $village } has none.
violation-maharaja-trip_must_end_in_city = A trip must end in a city, and { $at } is not a city.
violation-maharaja-already_there = Your architect already stands in { $city }.
violation-maharaja-no_route = There is no way to { $city } through villages with houses.
violation-maharaja-cannot_pay_tolls = The tolls on this trip come to { $tolls } gold, but you have only { $have }, and you must be able to pay every toll.
violation-maharaja-game_over = The game is over.
violation-maharaja-move_not_signed = This game runs at the signed-moves level: your device must sign every move, and this move came unsigned (the page needs JavaScript to sign).
violation-maharaja-bad_signature = The move's signature is not valid for move number { $n } of your seat with a key registered for you; reload the page and try again.
violation-maharaja-key_already_registered = That device key is already registered in this game.
violation-maharaja-disc_sealed_in_browser = This game seals discs in the browser: your device sends only your disc's commitment and keeps its opening, so the server takes no disc in the open (the page needs JavaScript to seal it).
violation-maharaja-not_sealed_in_browser = This game does not seal discs in the browser: the server holds the discs, so set your disc itself and the server opens it when your turn begins.
violation-maharaja-opening_is_the_players = { $seat } sealed their disc in the browser: only their own device can open it, and the server can only void it once the deadline to open it has passed.
violation-maharaja-bid_sealed_in_browser = This game seals bids in the browser: your device sends only your bid's commitment and keeps its opening, so the server takes no bid in the open (the page needs JavaScript to seal it).
violation-maharaja-bid_not_to_open = { $seat } has no sealed bid to open now: bids sealed in the browser are opened once every bid is in, each once, by the device that sealed it.

violation-citadels-not_started = The game has not started.
violation-citadels-already_started = The game has already started.
violation-citadels-game_over = The game is over.
violation-citadels-bad_deck = The deck must hold the 54 basic districts and the game's unique districts, each once.
violation-citadels-bad_draft = Round { $round }'s set-aside characters do not fit the draft rules.
violation-citadels-not_referee = Only the referee, who knows the hidden cards, can decide moves.
violation-citadels-cannot_build = The { $district } cannot be built.
violation-citadels-monument_too_late = The { $district } cannot be built in a city of 5 or more districts.
violation-citadels-not_your_move = It is not { $player }'s move.
violation-citadels-no_such_seat = There is no { $player } in this game.
violation-citadels-not_drafting = Characters are picked only in the draft.
violation-citadels-not_offered = The { $character } is not among the characters passed to you.
violation-citadels-discard_required = With this pick you must also set one character aside face down.
violation-citadels-discard_not_allowed = This pick sets no character aside.
violation-citadels-not_in_turn = No character turn is being played.
violation-citadels-already_gathered = You have already gathered resources this turn.
violation-citadels-gather_first = Gather resources (gold or cards) first.
violation-citadels-keep_first = Choose which drawn card to keep first.
violation-citadels-give_back_first = Give a card back to each player you took one from first.
violation-citadels-nothing_to_give_back = There are no cards to give back.
violation-citadels-give_back_count = Give back exactly { $owed } { $owed ->
        [one] card
       *[other] cards
    }.
violation-citadels-crown_first = Give the crown to another player first.
violation-citadels-bad_crown_gift = The crown cannot be given to this player.
violation-citadels-nothing_to_take = That player has nothing of that kind; take the other.
violation-citadels-nothing_to_keep = There are no drawn cards to keep.
violation-citadels-keep_count = Keep { $count } of the drawn cards.
violation-citadels-not_drawn = The { $district } was not among the drawn cards.
violation-citadels-not_in_hand = The { $district } is not in your hand.
violation-citadels-already_in_city = Your city already has a { $district }: a city has no two districts of the same name.
violation-citadels-not_enough_gold = That costs { $needed } gold; you have { $have }.
violation-citadels-building_limit = You cannot build more districts this turn.
violation-citadels-ability_used = You have already used this ability this turn.
violation-citadels-no_such_ability = The { $character } has no such ability.
violation-citadels-bad_target = The { $character } cannot target the { $target }.
violation-citadels-self_target = Choose another player.
violation-citadels-not_in_city = The { $district } is not in that city.
violation-citadels-completed_city = Districts in a completed city cannot be destroyed.
violation-citadels-bishop_protected = The { $bishop }'s districts are safe from the rank 8 character this round.
violation-citadels-keep_protected = The { $district } cannot be destroyed.
violation-citadels-too_dear = The { $district } costs more than 3.
violation-citadels-not_richest = { $player } is not the richest player, or you are among the richest.
violation-citadels-already_collected = You have already collected this character's resources this turn.
violation-citadels-need_district = You need the { $district } in your city.
violation-citadels-bad_payment = The { $district } cannot be paid that way.
violation-citadels-witch_only_gathers = As the { $witch } you only gather resources and bewitch a character; your turn goes on as that character.
violation-citadels-bewitched = You only gather resources this turn (bewitched, or killed with the { $district }).
violation-citadels-token_count = Put each token on a different character ({ $count } in all).
violation-citadels-nothing_to_decide = There is nothing to decide now.
violation-citadels-not_signed = Your warrant on the { $character } is not the signed one.
violation-citadels-not_yours = The { $character } is not your character.
violation-citadels-give_which = Name which of your characters you give.
violation-citadels-look_first = Look at a player's hand first: the { $wizard } takes a card only from the hand he looked at.
violation-citadels-looked_elsewhere = You looked at another player's hand; take the card from that one, not { $player }'s.
violation-citadels-threat_first = Pay the { $blackmailer } or refuse first.
violation-citadels-options-player_count = Citadels is played by 2 to 8 players, not { $count }.
violation-citadels-options-character_ranks = The characters must be one per rank in rank order, ranks 1–8 or 1–9.
violation-citadels-options-character_count = With { $players } players the game uses { $needed } characters (rulebook p. 8).
violation-citadels-options-character_not_for_player_count = The { $character } cannot be used with { $players } players (rulebook p. 8).
violation-citadels-options-unique_district_count = Choose exactly 14 different unique districts.
violation-citadels-options-not_unique = The { $district } is not a unique district.
violation-citadels-options-district_needs_character = The { $district } can only be used together with the { $character }.
violation-citadels-options-not_yet_playable = The { $card } is not playable on durbar yet.
violation-citadels-options-unknown_preset = There is no character set called "{ $name }".

## What a refused request reads, and the heading of its page.

error-moved-on = The game moved on: { $sentence }
error-internal = Something went wrong on our side; please try again.
error-contended = The game is busy right now; nothing was changed, please try again.
error-payload-too-large = This request is too large.
error-key-reused = This idempotency key was already used for another request (another address or other fields); send a new key with each new request.
error-key-foreign = This form was already used elsewhere; reload the page and try again.
error-key-foreign-api = This idempotency key was already used by another player or in another game; send a new key with each new request.
error-method-not-allowed = This address does not answer that method; it answers { $methods }.
error-heading-400 = That request could not be read
error-heading-401 = Please sign in
error-heading-403 = Not allowed
error-heading-404 = Not found
error-heading-405 = Not at this address
error-heading-409 = The game moved on
error-heading-413 = Too large
error-heading-422 = Not allowed by the rules
error-heading-429 = Slow down
error-heading-503 = Busy
error-heading-500 = Something went wrong
draft-dropped = The game moved on, so your unfinished steps were dropped.
draft-dropped-because = The game moved on, so your unfinished steps were dropped: { $reason }

# --- recwords ---
## The log and the replay: Maharaja's events in words

log-character = { $name } ({ $number })
log-disc = { $first } and { $second }
log-city = { $city }
log-in-start = on the start
log-from-start = from the start
log-to-start = to the start
log-round-slot = round slot { $slot }
log-slot = slot { $slot }
log-player = player { $player }
log-bank = the bank
log-payment = { $name } { $gold }
log-option-expanded = expanded game (Yogi and action tokens)
log-option-auction = character auction
log-option-sealed-auction = sealed-bid character auction
log-key-registered = { $name } registered device { $device }, key { $key }: it signs their moves from now on.
log-command-signed = { $name } signed the next move (their signed move { $n }).
log-deadline-passed = { $name }'s deadline ({ $deadline }) passed: the server makes the next move for them.
log-created = The game was created on the { $board } board for { $players }. The server committed to its random seed (commitment { $commitment }).
log-created-with = The game was created on the { $board } board for { $players }, with { $options }. The server committed to its random seed (commitment { $commitment }).
log-joined = { $name } joined and added randomness ({ $hex }).
log-seed-revealed = The server revealed the random seed ({ $hex }); the seating and the governor track are drawn from it and the players' randomness.
log-seats-fixed = The host fixed the seating: { $seats }.
log-seats-drawn = The seats were drawn: { $seats }.
log-governors-given = The governor tiles were laid as given by the host on the track, from the bottom: { $cities }.
log-governors-drawn = The governor tiles were drawn and laid on the track, from the bottom: { $cities }.
log-neutral-palaces = Every city received { $count ->
        [one] { $count } neutral palace
       *[other] { $count } neutral palaces
    }.
log-character-chosen = { $name } chose { $character }.
log-initial-house = { $name } placed a starting house { $place }.
log-initial-supply = { $name } moved { $count ->
        [one] { $count } house
       *[other] { $count } houses
    } from the quarry to their supply.
log-auction-open = Character auction { $auction } began (open bidding): { $bidders } bid, starting with { $starter }.
log-auction-sealed = Character auction { $auction } began (sealed bids): { $bidders } bid, starting with { $starter }.
log-bid = { $name } bid { $gold }.
log-bid-deadline = { $name } bid { $gold } (chosen by the server at the deadline).
log-passed = { $name } passed and is out of this auction.
log-passed-deadline = { $name } passed and is out of this auction (chosen by the server at the deadline).
log-bid-sealed = { $name } has set their sealed bid (commitment { $commitment }).
log-bid-sealed-deadline = The server set { $name }'s bid at the deadline (commitment { $commitment }).
log-bid-opened = { $name }'s sealed bid was opened: { $gold }.
log-bid-unopenable = { $name }'s sealed bid could not be opened; it ranks below every opened bid.
log-bid-voided = { $name } did not open their sealed bid by the deadline: it is void, cannot win and costs nothing.
log-auction-won = { $name } won auction { $auction }, paid { $gold } to the bank and chooses a character.
log-round-started = Round { $round } began: the Maharaja went { $city }, and its governor moved from { $from } to { $to }.
log-disc-set = { $name } has set their disc (commitment { $commitment }).
log-disc-set-deadline = The server set { $name }'s disc at the deadline (commitment { $commitment }).
log-disc-revealed = { $name }'s disc was revealed: { $disc }.
log-disc-unopenable = { $name }'s disc could not be opened: both of its actions are forfeited (D14).
log-disc-voided = { $name } did not open their disc by the deadline: it is void, and both of its actions are forfeited.
log-merchant-gold = { $name } received { $gold } as the Merchant.
log-token-received = { $name } received an action token as the Yogi.
log-forfeit = { $name } left part of their disc undone ({ $slots }): the bank paid { $paid } (D3).
log-turn-ended = { $name } ended their turn.
log-turn-ended-deadline = The server ended { $name }'s turn at the deadline.
log-scored = { $city } was scored in round { $round }: { $scores }.
log-scored-nobody = nobody had any points there
log-score = { $name } { $points ->
        [one] { $points } point
       *[other] { $points } points
    } → { $gold }
log-monopoly = { $scores }; { $name } alone scored and got { $gold } more (monopoly)
log-rank = { $rank }. { $name } ({ $palaces ->
        [one] { $palaces } palace
       *[other] { $palaces } palaces
    }, { $gold })
log-ended-palaces = The game ended because a player built their last palace. Final ranking: { $ranking }.
log-ended-last-round = The game ended because the last round was played. Final ranking: { $ranking }.
log-token-used = { $name } used an action token for a third action: { $action }.
log-gold-taken = { $name } took { $gold } ({ $slot }).
log-quarried = { $name } moved { $count } houses from the quarry to their supply ({ $slot }).
log-quarried-last = { $name } moved { $count ->
        [one] { $count } house
       *[other] { $count } houses
    } from the quarry to their supply ({ $slot }), all that was left.
log-house-built = { $name } built a house { $place } for { $gold } ({ $slot }).
log-house-built-builder = { $name } built a free house { $place } (the Builder).
log-house-moved = { $name } moved a house { $from } { $to } ({ $slot }).
log-builder-free = the Builder, free
log-palace-central = { $name } built a palace { $place } (central site) for { $gold } ({ $slot }).
log-palace-outer = { $name } built a palace { $place } (outer site) for { $gold } ({ $slot }).
log-governor = { $name } moved the governor of { $city } down from { $from } to { $to } ({ $slot }).
log-travelled = { $name }'s architect travelled { $from } { $to }: { $tolls }
log-travelled-via = { $name }'s architect travelled { $from } via { $via } { $to }: { $tolls }
log-tolls-none = no tolls.
log-tolls-paid = { $gold } in tolls, { $tolls }.
log-tolls-bank = the bank paid the tolls for the Wandering Monk, { $tolls }.
log-toll = { $gold } to { $name } { $place }
log-character-taken = { $name } took { $character } from { $other } ({ $slot }).
log-character-taken-returned = { $name } took { $character } from { $other } ({ $slot }) and returned { $returned } to the bank.
log-character-taken-bank = { $name } took { $character } from the bank ({ $slot }).
log-character-taken-bank-returned = { $name } took { $character } from the bank ({ $slot }) and returned { $returned } to the bank.
log-characters-swapped = { $name } took { $took } from { $other } and gave them { $gave } in exchange ({ $slot }).
log-character-lured = { $name } lured a character from { $other }, who chooses which one to give ({ $slot }).
log-character-given = { $name } gave { $character } to { $other }.
log-character-given-deadline = { $name } gave { $character } to { $other } (chosen by the server at the deadline).
log-character-replaced = { $name } took { $character } from the bank.
log-character-replaced-deadline = { $name } took { $character } from the bank (chosen by the server at the deadline).

## The record pages: log, replay, watch, result, verify (both games)

record-nav-label = This game
record-nav-yours = Your game
record-nav-board = Board
record-nav-log = Log
record-nav-replay = Replay
record-nav-result = Result
record-nav-scores = Scores
record-nav-export = Export
record-nav-rules = Rules
record-page-first = « first
record-page-earlier = ‹ earlier
record-page-of = page { $page } of { $pages }
record-page-later = later ›
record-page-latest = latest »
record-verify-button = Verify this game
record-verify-explain = The server checks the export as durbar verify would: the hash chain, every sealed choice against its commitment, the seed, and the rules, event by event.
record-log-title = { $game } — log
record-log-heading = { $game }: the log
record-log-intro = Every event of the game in order, with its number and the start of its hash. Each hash covers the event and the one before it, so the last one (the head) vouches for the whole log.
record-log-range = Events { $first }–{ $last } of { $total }.
record-log-pages = Pages of the log
record-log-pages-below = Pages of the log, again below it
record-log-events = The events
record-col-event = Event
record-col-hash = Hash
record-setup = Setup
record-round = Round { $round }
record-log-step-title = the board after this event
record-head = Log head: event { $seq }, hash
record-players = Players
record-col-houses = Houses
record-col-houses-title = houses in the supply / in the quarry
record-col-houses-label = Houses (supply / quarry)
record-col-status = Status
record-gold-hidden = Gold totals are hidden while the game runs (hidden gold, D12); the log shows every payment.
record-read-log = Read the log
record-steps = Steps
record-step-start = « start
record-step-back = ‹ back
record-step-of = step { $step } of { $total }
record-step-forward = forward ›
record-step-end = end »
record-go-to-step = Go to step
record-show = Show
record-rounds = Rounds:
record-before-first = Before the first event: the game does not exist yet.
record-around = Around this step
record-replay-title = { $game } — replay, step { $step }
record-replay-heading = { $game }: replay
record-event-n = Event { $step }:
record-players-after = Players after step { $step }
record-event-hash = Event { $step } has the hash
record-watch-title = { $game } — watch
record-next-cities = The Maharaja visits next:
record-bank = In the bank:
record-options = Options:
record-watch-note = This is the spectator view: it shows what everyone may see. Discs stay sealed until their player's turn begins.
record-replay-start = Replay the game from the start
record-download-export = Download the export
record-result-title = { $game } — result
record-scores-title = { $game } — scores
record-result-heading = { $game }: the result
record-scores-heading = { $game }: the scores so far
record-cities-heading = { $game }: the cities so far
record-ranking-rule = Most palaces built wins; a tie goes to more gold, then to the lower character number.
record-col-rank = Rank
record-col-character = Character
record-col-ahead = Ahead of the next by
record-not-over = The game is not over yet. The final ranking appears here after the last scoring.
record-by-round = Scoring by round
record-none-scored = No city has been scored yet.
record-scoring-rule = Each round the Maharaja's city is scored: points there (architect 1, each house 1, outer palace 1 or 2 with the Sadhu, central palace 3), then gold by rank; ★ marks the monopoly bonus.
record-col-round = Round
record-col-city = City
record-cell-points = { $points } pt
record-gold-from-scorings = Gold from scorings
record-verify-title = { $game } — verified?
record-verify-heading = { $game }: verification
record-verified = VERIFIED.
record-verified-events = All { $events } events check out.
record-verify-chain = The hash chain is unbroken up to the head
record-verify-ranking = Final ranking, as the replay computes it
record-verify-compare = Compare the head with the one printed in your emails ({ $head }): if they agree, the log you received is this one. To check without trusting this server, run durbar verify on the export:
record-not-verified = NOT VERIFIED.
record-verify-again = Verify again
record-citadels-ended = The game ended after round { $round }, the round in which the first city was completed.
record-citadels-scoring-rule = A player scores the cost of every district in their city, 3 for districts of all five colours, 4 for completing the city first and 2 for completing it later, and the unique districts' extra points. A tie goes to the player whose character in the last round had the higher rank.
record-col-districts = Districts
record-col-colours = Five colours
record-col-completed = Completed city
record-col-unique = Unique districts
record-col-points = Points
record-col-last-character = Highest character, last round
record-citadels-not-over = The game is not over yet. The final ranking appears here once the round in which a city is completed has ended.
record-cities = The cities
record-waited-mark = · waited for
record-in-hand = In hand:
record-deck = { $count ->
        [one] { $count } card in the deck.
       *[other] { $count } cards in the deck.
    }
record-secret-note = Hands and unrevealed picks are secret: this view shows what every player may see.
record-citadels-hands-shown = The game is over and its seed revealed, so nothing is secret any more: the replay shows every hand at every step (as durbar verify re-derives them from the seed). Picks are named once the log reveals them.
record-citadels-hands-hidden = While the game runs the replay folds the public log only: hands, draws and unrevealed picks stay hidden.
record-status-setup = Setup · { $phase } · { $maharaja }
record-status-round = Round { $round } · { $phase } · { $maharaja }
record-maharaja-in = the Maharaja is { $place }
record-maharaja-start = the Maharaja waits on the start
record-wait-creation = The game is being created.
record-the-server = the server
record-wait-join = Waiting for { $names } to join the game.
record-wait-character = Waiting for { $name } to choose a character.
record-wait-bid = Waiting for { $name } to bid or pass.
record-wait-sealed-bids = Waiting for { $names } to set { $count ->
        [one] their sealed bid
       *[other] their sealed bids
    }.
record-wait-bid-reveal = Every bid is in: the server opens them.
record-wait-bid-openings = Every bid is in: waiting for { $names } to open { $count ->
        [one] their sealed bid
       *[other] their sealed bids
    }.
record-wait-gift = Waiting for { $name } to choose which character to give (D10).
record-wait-house = Waiting for { $name } to place a starting house.
record-wait-discs = Waiting for { $names } to set { $count ->
        [one] their disc
       *[other] their discs
    }.
record-wait-reveal = { $name }'s turn begins: the server reveals their disc.
record-wait-replacement = Waiting for { $names } to choose a new character from the bank (D6).
record-wait-turn = { $name } is playing their turn.
record-tokens = { $count ->
        [one] { $count } action token
       *[other] { $count } action tokens
    }
record-disc-sealed = set (sealed)
record-status-awaited = waited for
record-status-playing = playing
record-status-played = has played
record-status-to-play = to play
record-ahead-palaces = more palaces
record-ahead-gold = same palaces, more gold
record-ahead-character = same palaces and gold, lower character
record-ended-palaces = A player built their last palace, so the game ended after that round's scoring.
record-ended-last-round = The last round was played, so the game ended after its scoring.
record-ahead-points = more points
record-ahead-higher-character = same points, a higher character in the last round
record-ahead-earlier-seat = same points and character rank: the earlier seat
record-verify-rank = { $rank }. { $name }: { $palaces ->
        [one] { $palaces } palace
       *[other] { $palaces } palaces
    }, { $gold } gold
record-verify-discs = Every revealed sealed choice opens its player's commitment, and the seed, once revealed, matches the commitment made when the game was created.
record-verify-reached-setup = Replaying the rules from the seed gives exactly these events; the game reached setup, { $phase }.
record-verify-reached-round = Replaying the rules from the seed gives exactly these events; the game reached round { $round }, { $phase }.
record-verify-bad-event = Event { $seq }: { $reason }
record-verify-picks = Every revealed character pick opens its player's sealed commitment (C3), and every pick of a finished round was revealed.
record-verify-seed-replayed = The seed revealed at the end matches the commitment made when the game began; replaying the game from it gives every shuffle, deal and draw the log seals, and the final scores the cities give.
record-verify-seed-sealed = The game is still running, so its seed is sealed (C2): the deck, the deals and the draws can be re-derived from it only once the game is over.
record-citadels-rank = { $rank }. { $name }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    } (districts { $districts }, five colours { $colours }, completed city { $completion }, unique districts { $unique })

# --- citsign ---
violation-citadels-move_not_signed = This game runs at the signed-moves level: your device must sign every move, and this move came unsigned (the page needs JavaScript to sign).
violation-citadels-bad_signature = The move's signature is not valid for move number { $n } of your seat with a key registered for you; reload the page and try again.
violation-citadels-key_already_registered = That device key is already registered in this game.
trust-server-protects-citadels =
    Held by the server: the server keeps each sealed pick until its character is called
    and vouches for every move, so other players cannot see or change your choices; it
    does not protect you against whoever runs the server, who could read your pick or
    write a move in your name unnoticed.
trust-signed-protects-citadels =
    Signed moves: your device signs each of your moves with a key only it holds, so a
    move written in your name by anyone else, even by whoever runs the server with
    access to its database, makes durbar verify of the game's export fail; it does not
    hide your sealed pick from the server (the draft needs a dealer who knows which
    cards are passed on), and it cannot help if the page you sign with was itself altered.

# --- errwords ---
# Why a request was refused (api/src/http_error/reason.rs): one sentence each.
refused-no-such-game = There is no such game.
refused-no-such-game-address = There is no such game. Check the link: a game's address is /games/ followed by 32 letters and digits.
refused-no-such-page = There is no such page.
refused-no-such-endpoint = There is no such API endpoint.
refused-no-such-player = There is no such player.
refused-unknown-unsubscribe-link = This unsubscribe link is not known here.
refused-link-unknown = This personal link is not valid. Ask the host of your game to send you a new one.
refused-link-expired = This personal link has expired. Every mail about your game carries a fresh one, or ask the host of your game to send you a new one.
refused-link-revoked = This personal link was revoked by the host of your game. Ask them to send you a new one.
refused-not-signed-in = You are not signed in to this game. Open the personal link from your invitation email, then try again.
refused-no-bearer-token = Send your personal link's token as "Authorization: Bearer <token>".
refused-token-of-another-game = This token belongs to another game.
refused-only-host = Only the host of the game can send or revoke personal links.
refused-export-while-running = While the game runs its export is open only to its players; anyone may download it once the game is over.
refused-only-own-moves = You may only make your own moves.
refused-cross-site = This form was sent from another website, so it was refused. Open the game page and send it from there.
refused-form-expired = This form has expired or did not come from this site. Reload the game page and try again.
refused-no-form-key = The form has no valid idempotency key; reload the page and try again.
refused-bad-idempotency-header = The Idempotency-Key header must be 16 to 128 letters, digits, "-" or "_".
refused-no-field = The form has no field "{ $name }".
refused-form-unreadable = The form could not be read: { $detail }.
refused-not-json = Send the request body as JSON (Content-Type: application/json).
refused-unreadable-neither = { $what ->
        [body] The request body
       *[command] The command
    } could not be read: one of its values is neither a number nor a name the game knows (a slot is 0, 1 or "token"; a payer is a seat number or "bank").
refused-unreadable-wrong-type = { $what ->
        [body] The request body
       *[command] The command
    } could not be read: a value has the wrong type or is out of range.
refused-unreadable-named = { $what ->
        [body] The request body
       *[command] The command
    } could not be read: { $detail }.
refused-unreadable-other = { $what ->
        [body] The request body
       *[command] The command
    } could not be read: it is not JSON of the documented shape.
refused-query-not-understood = The address has a query this page does not understand.
refused-not-whole-number = The { $what ->
        [page] page
       *[step] step
    } must be a whole number, not "{ $text }".
refused-not-started = The game has not started yet: seats are drawn once every player has joined.
refused-bad-signature = The signature must be 128 hexadecimal digits (r and s of an ECDSA P-256 signature).
refused-bad-key = The public key must be a P-256 point in uncompressed form: 130 hexadecimal digits starting with 04.
refused-bad-nonce = The nonce must be 64 hexadecimal digits (32 random bytes).
refused-bad-contribution = The contribution must be 64 hexadecimal digits (32 random bytes).
refused-bad-commitment = The disc's commitment must be 64 hexadecimal digits (a SHA-256 hash).
refused-signed-needs-script = This game runs at the signed-moves level: joining registers a key your device makes, and this page needs JavaScript to make it.
refused-discs-via-disc-form = Discs are set with the disc form (the server draws the nonce).
refused-not-carry-code = That is not a disc's carry code: it looks like 3-05- and 64 hexadecimal digits, as the page that sealed your disc shows it.
refused-carry-code-of-another-round = That carry code is the opening of your disc of round { $of }; this is round { $round }.
refused-not-bid-carry-code = That is not a sealed bid's carry code: it looks like bid-1-4- and 64 hexadecimal digits, as the page that sealed your bid shows it.
refused-carry-code-of-another-auction = That carry code is the opening of your bid in auction { $of }; this is auction { $auction }.
refused-not-a-step = That is not a step of a turn; finish the turn with "finish turn".
refused-changed-in-another-tab = Your turn was changed in another tab or window since this page was shown: it now has { $steps ->
        [one] { $steps } unfinished step
       *[other] { $steps } unfinished steps
    }. Nothing was done; look at the turn below, then try again.
refused-stale-signing-script = This page was loaded before the game began sealing the character you lay face down, so your browser signed the pick without it. Reload the page: your pick is not lost, the fresh page shows the form again.
refused-choose-every-arrow = Choose an action for each arrow of the disc.
refused-no-such-form-to-sign = There is no such form to sign.
refused-form-says-nothing = The form does not say what to do.
refused-step-unreadable = That step could not be read: { $detail }.
refused-not-an-action = "{ $name }" is not one of the nine actions.
refused-move-unreadable = This move cannot be read.
refused-signatures-header-empty = The { $header } header is empty: leave it out for an unsigned move.
refused-too-many-requests = You are sending too many requests; please wait a few seconds and try again.
refused-too-many-moves = You are sending too many moves to this game; please wait a few seconds and try again.
refused-already-handled = The same request was handled already.
refused-unknown-time-zone = "{ $zone }" is not a time zone we know: write it like Europe/Prague, America/New_York or UTC.
refused-unknown-mail-setting = "{ $value }" is not a mail setting: choose every mail, a daily digest or no mail.

# --- livelobby ---
game-forfeit-confirm = Finish anyway and give up: { $slots }; every other player receives { $gold } gold from the bank.
game-forfeit-unconfirmed = Finishing now gives up { $slots }, and every other player receives { $gold } gold from the bank. Nothing was done: tick the box that says so and finish again, or play the rest first.
# The board drawing (templates/src/board/): titles, labels and the board in words.
board-region = Board picture (scrolls when zoomed)
board-hint = Pinch or press + to zoom in; when zoomed, swipe to move around the board and the governor track.
board-summary = { $round ->
        [0] The board before the first round
       *[other] The board in round { $round }
    }; the Maharaja is { $at }.
board-architect-title = { $name }'s architect ({ $colour }) { $at }
board-start-title = The start space
board-start-label = Start
board-village-title = { $houses ->
        [0] Village { $village }: no houses
       *[other] Village { $village }: houses of { $names }
    }
board-village-choose = Choose village { $village }
board-village-house = House of { $name } ({ $colour }) in { $village }
board-home-title = Home city of { $character } ({ $number })
board-home-label = home { $number }
board-palace-neutral = Neutral palace in { $city } ({ $site ->
        [central] central
       *[outer] outer
    } site)
board-palace = Palace of { $name } ({ $colour }) in { $city } ({ $site ->
        [central] central
       *[outer] outer
    } site)
board-city-houses = { $houses ->
        [one] { $houses } house
       *[other] { $houses } houses
    } of { $name } ({ $colour }) in { $city }
board-maharaja = The Maharaja
board-governors = Governors
board-governor-round = Governor of { $city } on round slot { $slot }
board-governor-slot = Governor of { $city } on slot { $slot }
board-governor-next = (the Maharaja goes there next)
board-next = next
board-words-summary = The board in words
board-words-cities = Cities
board-words-villages = Villages
board-words-empty-villages = Villages without houses: { $villages }.
board-words-maharaja = { $round ->
        [0] Before the first round
       *[other] Round { $round }
    }: the Maharaja is { $at }.
board-words-architects = { $maharaja } Architects: { $architects }.
board-words-architect = { $owner } { $at }
board-words-neutral = neutral
board-words-central = central palace { $owner }
board-words-central-free = central site free
board-words-outer = outer palaces { $owners }
board-words-outer-free = { $free ->
        [one] { $free } outer site free
       *[other] { $free } outer sites free
    }
board-words-no-houses = no houses
board-words-houses = houses of { $owners }
board-words-house-count = { $owner } { $houses ->
        [one] { $houses } house
       *[other] { $houses } houses
    }

# --- mailpng ---
mail-board-alt = { $round ->
    [0] The board before the first round
   *[other] The board in round { $round }
}
game-button-choose-character = Choose this character (cannot be undone)
game-palace-hint = The palace is built once your architect is in a city: travel first, then the palace form appears here.

# --- errwords3 ---
# Why an export does not verify (api/src/audit/failure.rs). Each follows "Event N: " or stands
# alone; $detail is what the domain or the decoder found, worded by a verify-detail-… or
# verify-replay-… message below.
verify-failure-wrong-format = the format is { $found }, expected { $expected }
verify-failure-game-id-not-hex = game_id is not 32 hex characters
verify-failure-prev-hash-not-hex = prev_hash is not 64 hex characters
verify-failure-hash-not-hex = hash is not 64 hex characters
verify-failure-out-of-order = it stands where seq { $expected } should: events are missing or out of order
verify-failure-broken-link = its prev_hash is not the hash of the event before it
verify-failure-altered = its hash does not match its payload: the event was altered
verify-failure-head-not-last = the head in the header is not the last event of the log
verify-failure-not-json = the payload is not JSON
verify-failure-unknown-kind = { $detail }
verify-failure-kind-differs = the header says the game is { $header }, but event 1 says { $first }
verify-failure-payload = the payload is { $detail }
verify-failure-opening = { $detail }
verify-failure-replay = { $detail }
verify-failure-citadels-export = this is a Citadels export: `durbar verify` checks and reports it
verify-failure-other-game = the log belongs to another game than the export says
verify-failure-commitment-differs = the seed commitment in the header differs from event 1's
verify-failure-seed-mismatch = the revealed seed does not match the seed commitment of event 1
verify-failure-header-seed-differs = the seed in the header differs from the revealed seed
verify-failure-not-game-created = the first event is not game_created
verify-failure-board-differs = the board in the header differs from event 1's board
verify-failure-not-citadels-started = the first event is not a Citadels game_started
verify-failure-seed-shown-early = the header shows a seed the log has not revealed (C2: the seed is sealed until the end)
verify-failure-pick-never-revealed = { $player } never revealed this pick (C3)
verify-failure-scores-differ = the final scores are not what the replayed cities give
verify-failure-cannot-rederive = the verifier cannot re-derive `{ $kind }` events yet
verify-failure-seals-no-cards = the event seals cards where the replayed game has none
verify-failure-too-many-tries = its sealed cards could not be checked in { $tries } tries
verify-failure-kept-not-from-seed = the kept cards are not among the cards the seed gives to the draw
verify-failure-redrawn-not-from-seed = the redrawn cards are not cards of the hand the seed gives
verify-failure-discarded-not-from-seed = the card is not a card of the hand the seed gives
verify-failure-paid-not-from-seed = the cards paid are not cards of the hand the seed gives
verify-failure-given-for-gold-not-from-seed = the cards given are not cards of the hand the seed gives
verify-failure-taken-not-from-seed = the card taken is not a card of the hand the seed gives
verify-failure-given-back-not-from-seed = the cards given back are not cards of the hand the seed gives
verify-failure-bad-signature = command_signed { $detail }
verify-failure-pick-signed-as-character = a pick is signed as its commitment, never its character
verify-failure-not-the-signed-pick = this is not the pick { $player } signed (its commitment { $commitment })
verify-failure-pick-not-signed = { $player }'s pick is not signed, in a game at the signed-moves level
verify-failure-not-the-signed-discard = the character laid face down with this pick is not the one { $player } signed
verify-failure-deadline-not-named = the server moved for { $player } without naming the deadline that allowed it (this engine names every deadline)
verify-failure-discard-not-committed = { $player } laid a character face down with this pick, and the pick carries no commitment to it (this engine seals every discard)
verify-failure-discard-never-revealed = { $player } laid a character face down with a pick, and the game's end never revealed it
verify-failure-pick-not-offered = { $player } picked, or laid face down, a character that the replayed draft did not pass to { $player }
verify-failure-move-not-covered = a move of { $player } that neither { $player }'s signature nor a deadline_passed marker of { $player } covers (the server moves for a player only after their deadline)
verify-failure-not-canonical = command_signed holds no command in canonical form: { $command }
verify-failure-signed-for-other = command_signed is signed by { $player } for another player's move
verify-failure-signed-refused = { $player }'s signed move is refused by the rules here: { $rule }
verify-failure-not-what-signed-gives = this is not what { $player }'s signed move gives (the move was changed after it was signed)
# The live notice's button when the game moved on while a form is being filled in (live.js).
live-moved-on = The game moved on — show the new state

# --- phoneplay ---
board-zoom-in = Zoom in
board-zoom-out = Zoom out
board-zoom-all = Whole board

# --- botseats ---
form-bots-legend = Bots
form-bots-count = Seats played by bots
form-bots-kind = Which bots
form-bot-kind-greedy = Greedy (plays to win)
form-bot-kind-random = Random (any allowed move)
form-bots-hint = To try the game alone: bots take the seats after the players above, move within seconds and get no mail. A game with bots is played at the trust level “Held by the server”: a bot has no device to sign with.
form-error-bots-trust = Bots play only at the trust level “Held by the server”: choose that level, or no bots.
form-error-bots-count = Choose 0 to 4 bots.
form-error-bots-count-citadels = Choose 0 to 7 bots.
form-error-bots-kind = Choose one of the bots listed.
bot-seat-name = { $kind ->
    [greedy] Greedy bot
   *[random] Random bot
} { $number } (bot)
# `durbar verify`'s line when an export does not verify (api/src/cli/verify.rs).
cli-verify-not-verified = NOT VERIFIED: { $why }
cli-verify-bad-event = event seq { $seq }: { $reason }
cli-verify-not-an-export = the file is not a durbar export ({ $detail })

# --- cliwords ---
# What the domain's checks and the decoder found, as $detail of verify-failure-unknown-kind,
# -payload, -opening, -bad-signature and -replay (api/src/audit/failure.rs). $player is a seat
# numbered from 1 (seat-fallback); $seq numbers events from 1; $kind is an event's type;
# $value the kind of sealed value.
verify-detail-unknown-game = there is no game called “{ $name }”; the games are { $games }
verify-detail-payload-unknown-type = not an event of this game: its type is “{ $kind }”, or its fields are not that event's
verify-detail-payload-not-an-event = not an event of this game
verify-detail-payload-not-canonical = not in canonical form (encoding the event again gives other bytes)
verify-detail-opening-not-committed = { $player } revealed { $value ->
        [disc] a disc
        [bid] a sealed bid
        [pick] a character pick
        [second_pick] a character pick
        [discard] a face-down discard
        [second_discard] a face-down discard
       *[other] a sealed value
    } in round { $round } without committing to one
verify-detail-opening-does-not-open = the revealed { $value ->
        [disc] disc
        [bid] sealed bid
        [pick] character pick
        [second_pick] character pick
        [discard] face-down discard
        [second_discard] face-down discard
       *[other] sealed value
    } does not open the commitment { $player } made in round { $round }
verify-detail-signature-out-of-sequence = is numbered { $n }, but it is signed move { $expected } of { $player }: a signature was replayed or one was removed
verify-detail-signature-no-key = is signed for { $player }, whose player has registered no key
verify-detail-signature-not-by-key = has a signature not made by a key registered for { $player }
verify-replay-marker-without-step = event { $seq } ({ $kind }) stands before a step the log does not hold
verify-replay-does-not-follow = event { $seq } ({ $kind }) does not follow from the rules
verify-replay-not-the-named-step = the step after event { $seq } ({ $kind }) is not the one it names: { $problem }
verify-replay-bad-signature = event { $seq } ({ $kind }) { $detail }
verify-replay-not-canonical = event { $seq } ({ $kind }) holds no command in canonical form: { $command }
verify-replay-not-signed = event { $seq } ({ $kind }) is a move of { $player } that they did not sign: no command_signed event of theirs stands before it
verify-replay-no-deadline = event { $seq } ({ $kind }) is a move the server made for { $player } without naming the deadline that allowed it
verify-replay-cannot-begin = event { $seq } ({ $kind }) cannot begin a step of the game: the rules produce it only as a consequence of the event before it in the same step
verify-replay-cannot-begin-over = event { $seq } ({ $kind }) cannot begin a step of the game: the rules produce it only as a consequence of the event before it in the same step, and the game is already over
verify-replay-refused = event { $seq } ({ $kind }) does not follow from the rules: { $rule }
verify-replay-produces-nothing = event { $seq } ({ $kind }) does not follow from the rules: the command it stands for produces no event
verify-replay-log-ends = the log ends after event { $last } but the rules also produce event { $seq } ({ $kind }) in the same step
verify-replay-other-event = event { $seq } ({ $kind }) does not follow from the rules: here the rules produce { $expected }
# `durbar verify`'s report of an export that verifies (api/src/cli/verify.rs). $head is a hash.
cli-verified = VERIFIED: { $events ->
        [one] { $events } event
       *[other] { $events } events
    } of game { $game } ({ $title }), head { $head } at seq { $seq }
cli-verified-citadels = VERIFIED: { $events ->
        [one] { $events } event
       *[other] { $events } events
    } of game { $game } ({ $title }, Citadels), head { $head } at seq { $seq }
cli-verified-checks = hash chain intact; seed, reveals and setup match their commitments; every event follows from the rules
cli-verified-setup = setup: { $setup }
cli-setup-not-started = the game has not started
cli-setup-drawn = seating and governor track drawn from the committed seed
cli-setup-fixed-seating = seating fixed by the host; governor track drawn from the committed seed
cli-setup-given-governors = seating drawn from the committed seed; governor track GIVEN, not drawn
cli-setup-fixed-and-given = seating fixed by the host; governor track GIVEN, not drawn (a scripted game)
cli-verified-signed-moves = signed moves: every player's move is signed by a key registered for their seat ({ $signed ->
        [one] { $signed } signature checked
       *[other] { $signed } signatures checked
    }); every move the server made for an absent seat names its deadline
cli-verified-sealed-in-browser = discs and bids sealed in the browser: every player's move is signed by a key registered for their seat ({ $signed ->
        [one] { $signed } signature checked
       *[other] { $signed } signatures checked
    }), every disc and sealed bid a player sealed was opened by its player or voided after its deadline; every move the server made for an absent seat names its deadline
cli-verified-server-signed = server level: { $signed ->
        [one] { $signed } signature checked
       *[other] { $signed } signatures checked
    }; unsigned moves are allowed at this level
cli-verified-server-unsigned = server level: moves are not signed; the server vouches for them
cli-verified-keys = keys of { $name }: { $keys }
cli-verified-key = device { $device } key { $fingerprint }
cli-verified-ranking = final ranking:
cli-verified-rank = { $place }. { $name } (seat { $seat }): { $palaces ->
        [one] { $palaces } palace
       *[other] { $palaces } palaces
    }, { $gold } gold
cli-verified-running = the game is still running: round { $round }, { $phase }
cli-verified-citadels-checks = hash chain intact; seed and every pick match their commitments; deck, deal and every draw re-derived from the seed, every sealed card found where the seed put it
cli-verified-citadels-rank = { $place }. seat { $seat }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $districts } for districts, { $colours } for colours, { $completion } for completion, { $unique } for unique districts)
cli-verified-citadels-picks = hash chain intact; every revealed pick matches its commitment
cli-verified-citadels-running = the game is still running: round { $round }; the seed stays sealed until the end (C2), so draws are checked then
# `durbar simulate`'s report (api/src/cli/simulate.rs). $share, $mean, $seconds, $rate and $ms
# are numbers already written the language's way ($share with its per cent sign).
cli-bots = { $kind ->
        [greedy] greedy
       *[random] random
    }
cli-simulate-maharaja = Simulation of Maharaja: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $players } players, { $bots } bots, seed { $seed }
cli-simulate-options = options: { $options }
cli-simulate-no-options = options: none (the base game)
cli-simulate-per-game = per game
cli-simulate-mean = mean
cli-simulate-min = min
cli-simulate-max = max
cli-simulate-games = games
cli-simulate-share = share
cli-simulate-rounds = rounds
cli-simulate-palaces-per-player = palaces per player
cli-simulate-winner-palaces = palaces of the winner
cli-simulate-gold-per-player = gold per player at the end
cli-simulate-events = events
cli-simulate-forfeits = forfeiting turns
cli-simulate-ended-by = games ended by
cli-simulate-ended-palaces = a player's last palace
cli-simulate-ended-last-round = the last round
cli-simulate-rounds-played = rounds played
cli-simulate-wins-by-seat = wins by seat
cli-simulate-seat = seat { $seat }
cli-simulate-citadels = Citadels, { $players } players, first-game set, { $bots } bots, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
cli-simulate-citadels-rounds = rounds: mean { $mean }, median { $median }, min { $min }, max { $max }
cli-simulate-citadels-ends = how games end: { $ended } by a completed city and the round finished, { $stopped } stopped after { $commands } commands; the first to complete won { $first }
cli-simulate-citadels-wins = wins by seat: { $seats }
cli-simulate-citadels-seat = seat { $seat } { $wins } ({ $share })
cli-simulate-citadels-score = winning score: mean { $score }; events per game: mean { $events }
cli-simulate-speed = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } in { $seconds } s: { $rate } games/s ({ $ms } ms per game)
cli-simulate-failed = simulated game { $game } failed: the engine refused a bot's move (a fault in durbar; the log says more)
# The command line's usage errors (api/src/cli/usage.rs), printed after "durbar: ".
cli-error-no-file = cannot read { $path }: there is no such file
cli-error-not-allowed = cannot read { $path }: permission denied
cli-error-cannot-read = cannot read { $path }
cli-error-cannot-read-stdin = cannot read standard input
cli-error-not-text = { $path } is not text (UTF-8)
cli-error-cannot-write = cannot write { $path }
cli-error-unknown-game = --game: there is no game called “{ $name }”; the games are { $games }.
cli-error-players = --players: a game of { $game } has { $min } to { $max } players, not { $players }.
cli-error-option-flag = --options: the option “{ $name }” is true or false, not “{ $value }”.
cli-error-option-auction = --options: the auction is “none”, “open” or “sealed”, not “{ $value }”.
cli-error-option-unknown = --options: there is no option called “{ $name }”; the options are short_game, expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character and hidden_gold.
cli-error-citadels-options = --options: Citadels is simulated with the first-game set only.
# `durbar --help` (clap's help, worded here; the defaults are in the texts).
cli-help-about = durbar: a play-by-email server for the board games Maharaja and Citadels.
cli-help-usage = Usage:
cli-help-commands = Commands
cli-help-arguments = Arguments
cli-help-options = Options
cli-help-command-value = COMMAND
cli-help-options-value = OPTIONS
cli-help-file-value = FILE
cli-help-value = VALUE
cli-help-lang-value = LANGUAGE
cli-help-help = Print this help.
cli-help-version = Print the version.
cli-help-lang = The language of what durbar prints for people: en, cs, pl or sk (default: from LC_ALL, LC_MESSAGES or LANG, else en).
cli-help-serve = Run the web service (with its own PostgreSQL unless DATABASE_URL is set).
cli-help-migrate = Apply the database migrations and exit.
cli-help-mailer = Deliver the mail outbox (without the web service; serve also delivers it).
cli-help-play = Run a game script (JSON, see script-format.md) and print the outcome as JSON.
cli-help-play-file = The script, or - for standard input.
cli-help-play-export = Also write the game's audit export to this file.
cli-help-verify = Verify an audit export offline: hash chain, commitments, seed, full rules replay.
cli-help-verify-file = The export (JSON), or - for standard input.
cli-help-simulate = Play bot games and print games per second and outcome statistics.
cli-help-simulate-game = Which game: maharaja or citadels (default: maharaja).
cli-help-simulate-games = How many games (default: 1000).
cli-help-simulate-players = Players per game: 2 to 5 for Maharaja, 2 to 8 for Citadels (default: 5).
cli-help-simulate-bots = Which bots play: greedy or random (default: greedy).
cli-help-simulate-seed = The seed of the first game; each game's seed is derived from it (default: 1).
cli-help-simulate-options = Variant options, comma-separated: short_game, expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character, hidden_gold=false.
# clap's errors about the command line (after "durbar: ").
cli-error-unknown-command = there is no command “{ $command }”.
cli-error-unknown-argument = there is no option “{ $argument }” here.
cli-error-missing-command = a command is missing.
cli-error-missing-argument = { $argument } is missing.
cli-error-invalid-value = “{ $value }” is not a value { $argument } takes.
cli-error-command-line = the command line cannot be read.
cli-error-try-help = See durbar --help, or durbar COMMAND --help.
# `durbar play`'s lines for people, on standard error (its JSON on standard output stays as
# script-format.md fixes it).
cli-play-unknown-game = durbar play: field “game”: there is no game called “{ $name }”; the games are { $games }.
cli-play-invalid = durbar play: the script is not valid input: { $detail }
cli-play-refused = durbar play: move { $move } (seat { $seat }) breaks a rule; the game stops before it
cli-play-done = durbar play: the script played through; the game holds { $events ->
        [one] { $events } event
       *[other] { $events } events
    }
cli-play-exported = durbar play: the audit export is written to { $path }
# Where `durbar verify` found that the file is not an export (within cli-verify-not-an-export).
cli-verify-json-where = at line { $line }, column { $column }
