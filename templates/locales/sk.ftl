# Slová durbaru po slovensky. Názvy podľa pravidiel Maharadžu (rádža, architekt, akčný disk
# s ručičkami, domčeky, paláce, zlaťáky, miestodržitelia, karty osobností). Mená hráčov a miest
# sa neprekladajú: prichádzajú ako argumenty.

## Rámec každého e-mailu

mail-hello = Dobrý deň, { $name },
mail-open-game = Otvoriť hru
mail-open-game-text = Otvoriť hru: { $link }
mail-link-yours-text = (Tento odkaz patrí len vám: prihlasuje vás. Tento e-mail prosím nikomu nepreposielajte.)
mail-link-yours-html = Toto tlačidlo patrí len vám: prihlasuje vás. Tento e-mail prosím nikomu nepreposielajte.
mail-status = { $title } · { $round } · na ťahu: { $whose }
mail-log-head = Hlava záznamu hry: udalosť { $seq }, hash
mail-keep-text =
    Každý e-mail ukazuje hlavu záznamu hry: odložte si ich a neskôr môžete overiť,
    že záznam nikto neprepísal (durbar verify na export hry).
mail-keep-html = Každý e-mail ukazuje hlavu záznamu hry: odložte si ich a neskôr môžete overiť, že záznam nikto neprepísal.
mail-settings-hint = Každý e-mail zvlášť alebo denný súhrn, dovolenka, časové pásmo: pozri „Nastavenia e-mailov“ na stránke hry.
mail-settings-hint-text = Každý e-mail zvlášť alebo denný súhrn, dovolenka, časové pásmo: pozri „Nastavenia e-mailov“ na stránke hry.
mail-unsubscribe-text = Odhlásiť e-maily z tejto hry (hra pokračuje ďalej): { $link }
mail-unsubscribe-link = Odhlásiť e-maily z tejto hry
mail-unsubscribe-after = (hra pokračuje ďalej).
round-label = { $round ->
    [0] Príprava
   *[other] { $round }. kolo
}

## Čo hráč má

mail-holdings =
    Máte { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }, { $supply ->
        [one] { $supply } domček
        [few] { $supply } domčeky
       *[other] { $supply } domčekov
    } vo svojej zásobe ({ $quarry } v spoločnej zásobe),
    postavené paláce: { $built } z { $total }, { $characters }; váš architekt stojí { $architect }.

## Váš ťah

mail-your-turn-heading = { $round }. kolo: ste na ťahu
mail-your-turn-goes-on-heading = { $round }. kolo: váš ťah pokračuje
mail-your-turn-goes-on = Váš ťah pokračuje.
mail-your-turn-disc = Ste na ťahu ({ $round }. kolo). Váš akčný disk je odkrytý: { $first } a { $second }.
mail-your-turn-no-disc =
    Ste na ťahu ({ $round }. kolo), ale váš akčný disk sa nepodarilo otvoriť: obe jeho
    akcie prepadajú (pravidlo D14). Cestovať a využiť svoju osobnosť môžete aj tak.
mail-maharaja-in = Rádža je v meste { $city }.
mail-your-turn-points = Body v meste { $city } teraz: { $list }.
mail-your-turn-earlier = Predtým v tomto kole:
mail-your-turn-earlier-line = { $name } ({ $character }), disk { $disc }:
mail-your-turn-earlier-nothing = nič
mail-your-turn-play =
    Odohrajte svoj ťah na stránke hry. Čo z disku neodohráte, prepadá:
    každý ďalší hráč potom dostane z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }.
mail-your-turn-by = Dokončite prosím svoj ťah do { $deadline }.

## Potvrdenie disku

mail-receipt-heading = { $round }. kolo: váš disk je zapečatený
mail-receipt-by-system-heading = { $round }. kolo: váš disk nastavil server
mail-receipt-sealed = Váš disk na { $round }. kolo je zapečatený. Odložte si tento e-mail: dokazuje, čo ste zvolili.
mail-receipt-by-system =
    Lehota uplynula skôr, než ste nastavili disk, a tak ho server nastavil za vás
    (pravidlo hry pre neprítomných): Zlato + Zlato.
mail-receipt-first = Prvá ručička
mail-receipt-second = Druhá ručička
mail-receipt-commitment = Záväzok
mail-receipt-nonce = Nonce
mail-receipt-all-set = Všetky disky kola sú nastavené: začínajú ťahy.
mail-receipt-still-to-set = Disk ešte nastavujú: { $names }.
mail-receipt-may-change = Disk môžete meniť, kým nie je nastavený posledný disk kola; platí posledná voľba.
mail-receipt-replaces = Tento disk nahrádza ten, ktorý ste nastavili predtým (záväzok { $commitment }): skoršie potvrdenie už neplatí, platí toto.
mail-receipt-how =
    Ako to neskôr overiť: keď začne váš ťah, záznam hry ukáže váš odkrytý disk
    s týmito akciami a touto nonce. Záväzok je SHA-256 z
mail-receipt-formula = "{ $tag }" ‖ id hry ‖ kolo (4 bajty) ‖ miesto (2 bajty) ‖ bajty akcií ‖ nonce
mail-receipt-with =
    kde id hry je { $game }, kolo { $round }, miesto { $seat }
    a bajty akcií { $codes } (Zlato 00, Domček 01, 2 domčeky 02, Presun domčeka 03,
    Kameňolom 04, Palác 05, Palác a domček 06, Miestodržiteľ 07, Osobnosť 08).
mail-receipt-log = Záznam hry: { $link } (overíte ho príkazom durbar verify).
mail-receipt-log-link = Záznam hry
mail-receipt-log-check = (overíte ho príkazom { $command }).

## Nadpisy ostatných oznámení

mail-set-disc-heading = { $round }. kolo: nastavte svoj disk
mail-disc-set-heading = { $round }. kolo: { $name } má disk nastavený
mail-key-registered-heading = Vaše ťahy odteraz podpisuje aj ďalšie zariadenie (zariadenie { $device })
mail-invitation-new-link-heading = Váš nový odkaz do hry
mail-invitation-host-heading = Vaša hra Maharadža je pripravená
mail-invitation-heading = { $host } vás pozýva na hru Maharadža
mail-choose-setup-heading = Vyberte si svoju prvú osobnosť
mail-choose-lost-heading = { $character } teraz drží { $by }: vyberte si novú osobnosť
mail-place-house-heading = Postavte počiatočný domček ({ $number } z { $of })
mail-summary-heading = { $round }. kolo: vyhodnotené mesto { $city }
mail-game-over-you-heading = Hra sa skončila: vyhrali ste!
mail-game-over-heading = Hra sa skončila: vyhráva { $winner }
mail-reminder-overdue-heading = Pripomienka: { $what } (lehota už uplynula)
mail-reminder-heading = Pripomienka: { $what } (lehota uplynie o { $hours ->
        [one] { $hours } hodinu
        [few] { $hours } hodiny
       *[other] { $hours } hodín
    })
mail-your-move-heading = Hra čaká na vás

## Podstatné mená Maharadžu

action-gold = Zlato
action-house = Domček
action-two-houses = 2 domčeky
action-move-house = Presun domčeka
action-quarry = Kameňolom
action-palace = Palác
action-palace-house = Palác a domček
action-governor = Miestodržiteľ
action-character = Osobnosť
character-great-mogul = Veľkoknieža
character-merchant = Kupec
character-sadhu = Asketa
character-wandering-monk = Pútnik
character-builder = Podnikateľ
character-master-craftsman = Staviteľ
character-yogi = Jogín
character-none = žiadna osobnosť
list-and = { $rest } a { $last }
you = vy
mail-architect-in = v meste { $city }
mail-architect-start = na štartovom poli

## Kto je na ťahu (pätička e-mailu)

whose-move = { $who } — { $what }
whose-everyone-join = všetci — pripojiť sa k hre
whose-nobody-over = nikto — hra sa skončila
whose-server = server
wait-short-character = vybrať osobnosť
wait-short-house = postaviť počiatočný domček
wait-short-disc = nastaviť disk
wait-short-turn = odohrať ťah
wait-short-new-character = vybrať novú osobnosť
wait-short-bid = prihodiť alebo pasovať
wait-short-sealed-bid = podať tajnú ponuku
wait-short-gift = darovať osobnosť
wait-short-other = ťahať

## Nastavte disk

mail-set-disc-intro =
    Začína { $round }. kolo{ $last ->
        [yes] {" "}(posledné kolo)
       *[no] {""}
    }. Rádža putuje do mesta { $city }; { $city } sa
    vyhodnotí na konci kola: za poradie { $rank_gold }, o { $bonus } viac
    dostane hráč, ktorý v meste boduje sám.
mail-points-in = Body v meste { $city } teraz:
mail-points-none-text = zatiaľ tam nikto nemá žiadne body
mail-points-none = Zatiaľ tam nikto nemá žiadne body.
mail-track-empty = Na stupnici miestodržiteľov už nie sú ďalšie návštevy.
mail-track-next = Ďalšie návštevy rádžu (stupnica miestodržiteľov): { $cities }.
mail-set-disc-how =
    Nastavte svoj disk: zvoľte dve akcie. Vaša voľba zostane zapečatená, kým nezačne
    váš ťah, a meniť ju môžete, kým nie je nastavený posledný disk kola.
mail-set-disc-by = Nastavte ho prosím do { $deadline }.
gold-list = { $amounts } { $last ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    }

## Citadels: the round summary and the game-over mail (every player)

citadels-round-over = Kolo { $round } sa skončilo
citadels-round-who = Kto bol kým: { $characters }.
citadels-round-quiet = V tomto kole nikto nič nepostavil, nikoho nezavraždil ani neokradol.
citadels-round-player = { $name } má teraz { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }, { $cards } { $cards ->
        [one] kartu
        [few] karty
       *[other] kariet
    } v ruke a { $districts } { $districts ->
        [one] budovu
        [few] budovy
       *[other] budov
    }.
citadels-game-over = Hra sa skončila
citadels-game-over-intro = Hra sa skončila po { $round }. kole. Konečné poradie:
citadels-game-over-score = { $place }. { $name }: { $score } { $score ->
        [one] bod
        [few] body
       *[other] bodov
    } (budovy { $districts }, päť farieb { $colours }, dokončené mesto { $completion }, fialové budovy { $unique })
citadels-game-over-tie = Pri rovnosti vyhráva hráč, ktorého postava mala v poslednom kole vyššie číslo.
citadels-game-over-result = Stránka s výsledkami: { $link }
citadels-game-over-seed = Semienko je teraz odhalené: ktokoľvek si môže stiahnuť export a príkazom durbar verify overiť každé zamiešanie, rozdanie aj ťahanie.

## Trust levels (helper sealed, #21): the new-game form and the game page

trust-legend = Úroveň dôvery: nakoľko hra dôveruje tomu, kto prevádzkuje server
trust-server = Drží server
trust-server-protects =
    Drží server: server uchováva každý zapečatený kotúč, kým nepríde jeho čas, a ručí za
    každý ťah, takže ostatní hráči vaše voľby nevidia ani nezmenia; nechráni vás však pred
    tým, kto prevádzkuje server: ten by mohol váš kotúč prečítať alebo za vás nepozorovane
    zapísať ťah.
trust-signed = Podpísané ťahy
trust-signed-protects =
    Podpísané ťahy: vaše zariadenie podpisuje každý váš ťah kľúčom, ktorý má iba ono, takže
    ťah zapísaný vaším menom kýmkoľvek iným, aj tým, kto prevádzkuje server a má prístup k
    jeho databáze, neprejde kontrolou durbar verify exportu hry; váš zapečatený kotúč to pred
    serverom neskryje a nepomôže to, ak bola pozmenená samotná stránka, ktorou podpisujete.
trust-sealed = Zapečatené v prehliadači
trust-sealed-protects =
    Zapečatené v prehliadači: vaše zariadenie podpisuje každý váš ťah a samo uchováva
    otvorenie vášho kotúča aj vašej zapečatenej ponuky (server má iba ich záväzky, kým vaša
    stránka kotúč na začiatku vášho ťahu a ponuku po podaní všetkých ponúk neotvorí), takže
    nikto, ani ten, kto prevádzkuje server, ich predtým neprečíta ani nepozorovane nezmení;
    kotúč, ktorý do termínu neotvoríte, prepadá (obe jeho akcie sú stratené), neotvorená
    ponuka nemôže vyhrať, a nepomôže to, ak bola pozmenená samotná stránka, s ktorou hráte.
wait-short-open-disc = otvoriť kotúč
wait-short-open-bid = otvoriť zapečatenú ponuku

# --- lead: every page's footer and the home page ---
footer-tagline = spoločenské hry e-mailom: Maharadža, Citadela
footer-rules = pravidlá
footer-languages = Jazyk
home-title = Spoločenské hry s tajnými voľbami, hrané e-mailom
home-intro = durbar hrá spoločenské hry s priateľmi niekoľko dní: každý dostane e-mail, keď je na ťahu, a hrá cez webový formulár, aj na telefóne.
home-maharaja = Maharadža (Kramer a Kiesling), 2 až 5 hráčov: každé kolo si každý tajne nastaví akčný kotúč, potom ho v poradí postáv odkryje a odohrá ťah.
home-citadels = Citadela (Faidutti), 2 až 8 hráčov: každé kolo si hráči tajne vyberú postavy, potom sa postavy vyvolávajú podľa poradia a ich hráči hrajú ťah.
home-mail = Ťah vám príde e-mailom s osobným odkazom; nikto nepotrebuje účet.
home-sealed = Každá tajná voľba je zapečatená hašovacím záväzkom skôr, než ju ktokoľvek odkryje: nedá sa nepozorovane zmeniť ani predčasne prečítať.
home-log = Každá hra je záznam udalostí, do ktorého sa len pridáva a ktorý je zreťazený hašmi: prehrajte si ho, exportujte a overte offline príkazom
home-new-maharaja = Nová hra Maharadža
home-new-citadels = Nová hra Citadela
home-invite = pozvete hráčov e-mailom, každý dostane osobný odkaz na hru.
home-rules = Pravidlá, podľa ktorých sa každá hra hrá, so všetkými rozhodnutiami tam, kde pravidlá mlčia.

# --- lead: a turn in words (round summaries, the your-turn mail's earlier turns) ---
turn-merchant-gold = Kupec priniesol { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
turn-travelled = cesta do mesta { $city }
turn-travelled-tolls = cesta do mesta { $city } (mýto { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    })
turn-travelled-tolls-bank = cesta do mesta { $city } (mýto { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    } zaplatila banka)
turn-gold-taken = z banky { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
turn-quarried = { $count ->
        [one] presunutý { $count } domček
        [few] presunuté { $count } domčeky
       *[other] presunutých { $count } domčekov
    } z kameňolomu do zásoby
turn-house-built = postavený domček { $place }
turn-house-built-builder = postavený domček { $place } (Podnikateľ, zadarmo)
turn-house-moved = presunutý domček { $from } { $to }
turn-house-moved-builder = presunutý domček { $from } { $to } (Podnikateľ)
turn-palace-central = postavený palác v meste { $city } (stredné miesto) za { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
turn-palace-outer = postavený palác v meste { $city } (vonkajšie miesto) za { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
turn-governor = miestodržiteľ mesta { $city } posunutý na stupnici (z poľa { $from } na { $to })
turn-character-from = osobnosť { $character } vzatá hráčovi { $name }
turn-character-bank = osobnosť { $character } vzatá z banky
turn-character-chosen = osobnosť { $character } vybraná z banky
turn-character-chosen-deadline = osobnosť { $character } vybraná z banky (vybral server po uplynutí lehoty)
turn-forfeit = prepadá: { $slots } (každý ďalší hráč dostal { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    })
turn-slot-a = prvá ručička
turn-slot-b = druhá ručička
turn-slot-token = akčný žetón
turn-ended-by-server = ťah ukončil server po uplynutí lehoty
turn-repeated = { $step } ({ $count }×)
turn-disc-unopenable = nedal sa otvoriť (obe akcie prepadajú)
place-in-city = v meste { $city }
place-in-village = v dedine { $id }
place-from-city = z mesta { $city }
place-from-village = z dediny { $id }
place-to-city = do mesta { $city }
place-to-village = do dediny { $id }
place-start = štartové pole
seat-fallback = miesto { $seat }
summary-next-round = Začína sa { $round }. kolo: rádža ide do mesta { $city }.
summary-last-round = To bolo posledné kolo: hra sa skončila.
ability-great-mogul = hrá prvý a vyhráva všetky zhody pri vyhodnotení
ability-merchant = +1 zlaťák v každom vašom ťahu
ability-sadhu = vaše vonkajšie paláce majú hodnotu 2 bodov
ability-wandering-monk = mýto za vás platí banka
ability-builder = raz za ťah: 1 domček navyše zadarmo, alebo presun 1 domčeka zadarmo
ability-master-craftsman = palác stojí 9 zlaťákov namiesto 12
ability-yogi = akčný žetón v každom vašom ťahu
choose-lost-someone = Iný hráč
choose-lost-your-character = vašu osobnosť
choose-waiting-yours = Váš ťah pokračuje, hneď ako vyberiete
choose-waiting = Ťah hráča { $name } pokračuje, hneď ako vyberiete
resumed-chosen-you = Vybrali ste si osobnosť { $character }.
resumed-chosen-you-deadline = Osobnosť { $character } za vás vybral server po uplynutí lehoty.
resumed-chosen = { $name }: vybraná osobnosť { $character }.
resumed-chosen-deadline = { $name }: osobnosť { $character } vybral server po uplynutí lehoty.
resumed-done = Voľba, na ktorú váš ťah čakal, je hotová.
game-over-you-built = Postavili ste svoj posledný palác.
game-over-built = { $names }: postavený posledný palác.
game-over-someone-built = jeden z hráčov postavil svoj posledný palác.
game-over-track = odohralo sa posledné kolo, ktoré stupnica miestodržiteľov dovoľuje.
summary-scored = { $round }. kolo sa skončilo a vyhodnotilo sa mesto { $city }:
summary-points = { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodov
    }
summary-plus-gold = +{ $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
summary-nobody = Nikto tam nemal žiadne body.
summary-no-points = Bez bodov: { $names }
summary-monopoly = { $name } ako jediný hráč s bodmi: navyše +{ $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    } (monopol).
summary-who-did-what = Kto čo urobil:
gold-amount = { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
game-over-after = Hra sa skončila po { $round }. kole: { $reason }
game-over-ranking-head = Konečné poradie (postavené paláce, potom zlaťáky, potom nižšia osobnosť):
game-over-palaces = { $count ->
        [one] { $count } palác
        [few] { $count } paláce
       *[other] { $count } palácov
    }
game-over-replay-link = Prehrať hru ťah po ťahu
game-over-export-link = Stiahnuť celý záznam hry
game-over-export-why = a sami ho overiť príkazom durbar verify
game-over-thanks = Ďakujeme za hru!
choose-setup = Pred prvým kolom si každý hráč v poradí miest vyberie osobnosť. Teraz vyberáte vy.
choose-lost = { $by }: akciou Osobnosť vám bola vzatá osobnosť { $character }. Vyberte si teraz novú osobnosť z banky.
choose-lost-waiting = { $by }: akciou Osobnosť vám bola vzatá osobnosť { $character }. Vyberte si teraz novú osobnosť z banky: { $waiting }.
choose-bank-head = Osobnosti v banke:
choose-order = Číslo osobnosti určuje poradie ťahov (najnižšie prvé) a rozhoduje zhody.
choose-by = Vyberte prosím do { $deadline }.

# --- sealrest ---
## Potvrdenie disku zapečateného v prehliadači (pomocník sealrest, #21): len to, čo má server

mail-sealed-receipt-heading = { $round }. kolo: váš disk je zapečatený vo vašom prehliadači
mail-sealed-receipt-sealed = Váš disk na { $round }. kolo je zapečatený vo vašom prehliadači. Odložte si tento e-mail: dokazuje, ktorý disk ste zapečatili.
mail-sealed-receipt-event = Udalosť v zázname
mail-sealed-receipt-opening =
    Server má len tento záväzok. Otvorenie (vaše dve akcie a nonce) je vo vašom prehliadači
    a v prenosovom kóde, ktorý vám stránka ukázala: nikde inde. Keď začne váš ťah, vaša
    stránka disk otvorí; disk neotvorený do termínu prepadá.
mail-sealed-receipt-how =
    Ako to neskôr overiť: keď začne váš ťah, záznam hry ukáže váš otvorený disk
    s akciami a nonce, ktoré uchoval váš prehliadač. Záväzok je SHA-256 z
mail-sealed-receipt-with =
    kde id hry je { $game }, kolo { $round }, miesto { $seat } a bajty vašich dvoch akcií
    (Zlato 00, Domček 01, 2 domčeky 02, Presun domčeka 03, Kameňolom 04, Palác 05,
    Palác a domček 06, Miestodržiteľ 07, Osobnosť 08).

# --- citlobby ---
mail-citadels-invitation-host-heading = Vaša hra Citadela je pripravená
mail-citadels-invitation-heading = { $host } vás pozýva na hru Citadela

# --- citwords ---
## Citadely (pomocník citwords, #13/#15): postavy, budovy, stránka hry, výzvy, rozprávač

citadels-character-assassin = Vrahyňa
citadels-character-witch = Ježibaba
citadels-character-magistrate = Sudca
citadels-character-thief = Zlodej
citadels-character-spy = Špión
citadels-character-blackmailer = Vydieračka
citadels-character-magician = Kúzelníčka
citadels-character-wizard = Zaklínač
citadels-character-seer = Veštica
citadels-character-king = Kráľ
citadels-character-emperor = Cisár
citadels-character-patrician = Patricij
citadels-character-bishop = Kňaz
citadels-character-abbot = Mních
citadels-character-cardinal = Kardinál
citadels-character-merchant = Obchodníčka
citadels-character-alchemist = Alchymistka
citadels-character-trader = Prekupník
citadels-character-architect = Staviteľka
citadels-character-navigator = Moreplavkyňa
citadels-character-scholar = Študentka
citadels-character-warlord = Žoldnier
citadels-character-diplomat = Diplomatka
citadels-character-marshal = Generál
citadels-character-queen = Kráľovná
citadels-character-artist = Umelkyňa
citadels-character-tax-collector = Výberca daní
citadels-ability-assassin = Určte postavu, ktorú zneškodníte: vynechá celý svoj ťah.
citadels-ability-witch = Vezmite si zdroje a určte postavu, ktorú očarujete: keď bude vyvolaná, jej ťah s jej schopnosťou odohráte vy.
citadels-ability-magistrate = Prideľte skryto glejty trom postavám; ak postava s podpísaným glejtom postaví budovu, smiete ju zhabať a vrátiť jej stavebné náklady.
citadels-ability-thief = Určte postavu, ktorú okradnete: na začiatku svojho ťahu vám dá všetky svoje peniaze.
citadels-ability-spy = Určte farbu budov a pozrite si karty v ruke súpera: za každú kartu tej farby mu vezmite 1 mincu a doberte si 1 kartu.
citadels-ability-blackmailer = Prideľte skryto šatky dvom postavám; ohrozený hráč sa smie vykúpiť polovicou svojich mincí, inak smiete šatku odhaliť: pravá mu vezme všetky mince.
citadels-ability-magician = Vymeňte si karty z ruky so súperom (všetky za všetky), alebo s balíčkom (kus za kus).
citadels-ability-wizard = Pozrite si karty v ruke súpera a jednu si vezmite do ruky, alebo ju hneď postavte (aj rovnakú, akú už máte).
citadels-ability-seer = Vezmite náhodne po karte z ruky každého hráča a každému potom jednu kartu vráťte; smiete postaviť až 2 budovy.
citadels-ability-king = Prevezmite korunu; vezmite si 1 mincu za každú svoju panskú budovu.
citadels-ability-emperor = Odovzdajte korunu inému hráčovi a vezmite mu 1 mincu alebo 1 kartu z ruky; vezmite si 1 mincu za každú svoju panskú budovu.
citadels-ability-patrician = Prevezmite korunu; doberte si 1 kartu za každú svoju panskú budovu.
citadels-ability-bishop = Postava č. 8 nesmie použiť svoju schopnosť na vaše budovy; vezmite si 1 mincu za každú svoju sakrálnu budovu.
citadels-ability-abbot = Vezmite si 1 mincu alebo 1 kartu za každú svoju sakrálnu budovu; najbohatší hráč vám musí dať 1 mincu.
citadels-ability-cardinal = Ak nemáte na stavbu dosť mincí, vezmite chýbajúce súperovi za svoje karty z ruky (1 : 1); doberte si 1 kartu za každú svoju sakrálnu budovu.
citadels-ability-merchant = Vezmite si 1 mincu navyše; vezmite si 1 mincu za každú svoju obchodnú budovu.
citadels-ability-alchemist = Na konci svojho ťahu dostanete späť mince zaplatené v tomto ťahu za stavbu budov.
citadels-ability-trader = Obchodné budovy sa nepočítajú do limitu stavieb; vezmite si 1 mincu za každú svoju obchodnú budovu.
citadels-ability-architect = Doberte si 2 karty; smiete postaviť až 3 budovy.
citadels-ability-navigator = Vezmite si 4 mince, alebo si doberte 4 karty; nesmiete stavať žiadne budovy.
citadels-ability-scholar = Doberte si 1 kartu zo 7 vrchných z balíčka a balíček zamiešajte; smiete postaviť až 2 budovy.
citadels-ability-warlord = Zbúrajte ľubovoľnú budovu a zaplaťte o 1 mincu menej, než sú jej stavebné náklady (nie v dokončenom meste); vezmite si 1 mincu za každú svoju vojenskú budovu.
citadels-ability-diplomat = Vymeňte svoju budovu za budovu súpera a rozdiel v nákladoch mu doplaťte; vezmite si 1 mincu za každú svoju vojenskú budovu.
citadels-ability-marshal = Vezmite súperovi budovu s nákladmi najviac 3 a náklady mu uhraďte; vezmite si 1 mincu za každú svoju vojenskú budovu.
citadels-ability-queen = Ak sedíte vedľa hráča za postavu č. 4, vezmite si 3 mince.
citadels-ability-artist = Skrášlite až 2 svoje budovy položením 1 mince na kartu: každá potom stojí a boduje o 1 viac.
citadels-ability-tax-collector = Kto postaví budovu, položí 1 mincu na žetón tejto postavy; vezmite si všetky mince na ňom.

citadels-colour-noble = panská
citadels-colour-religious = sakrálna
citadels-colour-trade = obchodná
citadels-colour-military = vojenská
citadels-colour-unique = fialová

citadels-district-manor = Kaštieľ
citadels-district-castle = Hrad
citadels-district-palace = Palác
citadels-district-temple = Chrám
citadels-district-church = Kostol
citadels-district-monastery = Opátstvo
citadels-district-cathedral = Katedrála
citadels-district-tavern = Krčma
citadels-district-market = Trhovisko
citadels-district-trading-post = Obchodná stanica
citadels-district-docks = Lodenica
citadels-district-harbor = Prístav
citadels-district-town-hall = Radnica
citadels-district-watchtower = Strážna veža
citadels-district-prison = Žalár
citadels-district-barracks = Kasárne
citadels-district-fortress = Pevnosť
citadels-district-armory = Zbrojnica
citadels-district-basilica = Bazilika
citadels-district-capitol = Kapitol
citadels-district-dragon-gate = Dračia brána
citadels-district-factory = Manufaktúra
citadels-district-framework = Lešenie
citadels-district-gold-mine = Zlatá baňa
citadels-district-great-wall = Veľký múr
citadels-district-haunted-quarter = Mesto duchov
citadels-district-imperial-treasury = Cisárska pokladnica
citadels-district-ivory-tower = Slonovinová veža
citadels-district-keep = Tvrdza
citadels-district-laboratory = Laboratórium
citadels-district-library = Knižnica
citadels-district-map-room = Mapovňa
citadels-district-monument = Pamätník
citadels-district-museum = Múzeum
citadels-district-necropolis = Nekropola
citadels-district-observatory = Hvezdáreň
citadels-district-park = Park
citadels-district-poor-house = Chudobinec
citadels-district-quarry = Kameňolom
citadels-district-school-of-magic = Čarodejnícka škola
citadels-district-secret-vault = Tajná skrýša
citadels-district-smithy = Kováčska dielňa
citadels-district-stables = Stajne
citadels-district-statue = Socha
citadels-district-theater = Divadlo
citadels-district-thieves-den = Zlodejský brloh
citadels-district-wishing-well = Studňa želaní
citadels-district-graveyard = Cintorín
citadels-district-hospital = Nemocnica
citadels-effect-armory = Vo svojom ťahu zbúrajte Zbrojnicu a s ňou ľubovoľnú inú budovu.
citadels-effect-basilica = Na konci hry 1 bod navyše za každú budovu vo vašom meste s nepárnymi nákladmi.
citadels-effect-capitol = Na konci hry 3 body navyše, ak máte aspoň 3 budovy jednej farby.
citadels-effect-dragon-gate = Na konci hry dostanete o 2 body viac.
citadels-effect-factory = Každá ďalšia fialová budova vás stojí o 1 mincu menej.
citadels-effect-framework = Postavte budovu tak, že namiesto jej nákladov zbúrate Lešenie.
citadels-effect-gold-mine = Ak si ako zdroje beriete mince, dostanete 1 mincu navyše.
citadels-effect-great-wall = Postava č. 8 platí za použitie schopnosti na vaše ostatné budovy o 1 mincu viac.
citadels-effect-haunted-quarter = Na konci hry platí za budovu jednej ľubovoľnej farby.
citadels-effect-imperial-treasury = Na konci hry 1 bod navyše za každú vašu mincu.
citadels-effect-ivory-tower = Na konci hry 3 body navyše, ak je to jediná fialová budova vo vašom meste.
citadels-effect-keep = Postava č. 8 nesmie na Tvrdzu použiť svoju schopnosť.
citadels-effect-laboratory = Raz za ťah odhoďte kartu z ruky a vezmite si 2 mince.
citadels-effect-library = Ak si ako zdroje doberáte karty, ponechajte si všetky.
citadels-effect-map-room = Na konci hry 1 bod navyše za každú kartu v ruke.
citadels-effect-monument = Nedá sa postaviť v meste s 5 a viac budovami; do dokončenia mesta sa počíta za 2 budovy.
citadels-effect-museum = Raz za ťah dajte kartu z ruky lícom nadol pod Múzeum; na konci hry za každú 1 bod navyše.
citadels-effect-necropolis = Postavte ju tak, že namiesto nákladov zbúrate jednu budovu svojho mesta.
citadels-effect-observatory = Ak si ako zdroje doberáte karty, vyberáte z 3 namiesto z 2.
citadels-effect-park = Ak na konci ťahu nemáte v ruke žiadnu kartu, doberte si 2 karty.
citadels-effect-poor-house = Ak na konci ťahu nemáte žiadnu mincu, vezmite si 1 mincu.
citadels-effect-quarry = Smiete stavať budovy rovnaké ako tie, ktoré už v meste máte.
citadels-effect-school-of-magic = Pri schopnostiach, ktoré dávajú zdroje za budovy určitej farby, platí za budovu ľubovoľnej farby.
citadels-effect-secret-vault = Nedá sa postaviť; na konci hry ju ukážte z ruky a dostanete 3 body navyše.
citadels-effect-smithy = Raz za ťah zaplaťte 2 mince a doberte si 3 karty.
citadels-effect-stables = Stavba Stajní sa nepočíta do limitu stavieb.
citadels-effect-statue = Ak ju postavíte, prevezmite korunu; ak máte korunu na konci hry, 5 bodov navyše.
citadels-effect-theater = Na konci každej fázy výberu postáv si smiete vymeniť postavu so súperom.
citadels-effect-thieves-den = Náklady zaplaťte sčasti alebo celkom kartami z ruky, karta za mincu.
citadels-effect-wishing-well = Na konci hry 1 bod navyše za každú fialovú budovu vo vašom meste.
citadels-effect-graveyard = Ak postava č. 8 zbúra budovu, smiete zaplatiť 1 mincu a vziať si ju do ruky.
citadels-effect-hospital = Aj zneškodnená postava si vo svojom ťahu smie vziať zdroje.

citadels-character-ranked = { $rank } · { $name }
citadels-card = { $name } ({ $colour }, { $cost } { $cost ->
        [one] minca
        [few] mince
       *[other] mincí
    })
citadels-source-gather = zdroje
citadels-source-colour = za budovy
citadels-source-merchant = minca navyše Obchodníčky
citadels-source-architect = karty Staviteľky
citadels-source-laboratory = Laboratórium
citadels-source-smithy = Kováčska dielňa
citadels-source-poor-house = Chudobinec
citadels-source-park = Park
citadels-source-navigator = Moreplavkyňa
citadels-source-spy = Špión
citadels-source-tithe = desiatok Mnícha
citadels-source-queen = Kráľovná
citadels-source-taxes = dane
citadels-source-alchemist = vrátené mince Alchymistky
citadels-source-magician = Kúzelníčka

## Citadely: stránka hry

citadels-page-title = Citadely
citadels-status-not-started = Hra ešte nezačala
citadels-status-draft = { $round }. kolo: vyberajú sa postavy
citadels-status-called = { $round }. kolo: na rade je postava č. { $rank }
citadels-status-turns = { $round }. kolo: postavy sa vyvolávajú
citadels-status-over = Hra sa skončila
citadels-waits-for-you = Hra čaká na vás.
citadels-waits-for = Hra čaká na: { $names }.
citadels-mark-turn = { $name } hrá za postavu { $character }.
citadels-mark-killed = Postava { $character } bola zneškodnená.
citadels-mark-robbed = Postava { $character } je okradnutá.
citadels-mark-bewitched = Postava { $character } je očarovaná.
citadels-warrants-lie = Glejty sudcu ležia lícom nadol pri postavách: { $characters }.
citadels-warrant-signed = Podpísaný glejt: { $character }.
citadels-threats-lie = Šatky vydieračky ležia lícom nadol pri postavách: { $characters }.
citadels-threat-real = Pravá šatka: { $character }.
citadels-you = Vy, { $name }
citadels-your-hand = Vaše karty v ruke
citadels-hand-empty = Nemáte v ruke žiadnu kartu.
citadels-your-characters = Vaše postavy v tomto kole
citadels-your-picks = Vaše zapečatené voľby
citadels-pick-receipt = { $round }. kolo: { $character }. Záväzok { $commitment }, otvára ho nonce { $nonce }.
citadels-passed-to-you = Postavy, ktoré vám boli podané
citadels-you-drew = Karty, ktoré ste si dobrali
citadels-your-move = Váš ťah
citadels-nothing-to-do = Teraz nemáte čo robiť.
citadels-table = Stôl
citadels-face-up = Odložené lícom nahor: { $characters }.
citadels-face-down = { $count ->
        [one] { $count } postava odložená lícom nadol.
        [few] { $count } postavy odložené lícom nadol.
       *[other] { $count } postáv odložených lícom nadol.
    }
citadels-col-player = Hráč
citadels-col-gold = Mince
citadels-col-cards = Karty
citadels-col-characters = Postavy
citadels-col-city = Mesto
citadels-you-mark = (vy)
citadels-crown-mark = · koruna
citadels-completed-mark = · mesto dokončené
citadels-picked-face-down = vybrané { $count }, lícom nadol
citadels-looked-at = Karty v ruke, ktoré ste videli: { $cards }.
citadels-looked-empty = žiadne
citadels-ranking = Konečné poradie
citadels-ranking-line = { $name }: { $score } { $score ->
        [one] bod
        [few] body
       *[other] bodov
    }
citadels-this-round = Toto kolo
citadels-host-players = Hráči (zakladateľ hry)
citadels-live-links = { $count ->
        [one] { $count } platný odkaz
        [few] { $count } platné odkazy
       *[other] { $count } platných odkazov
    }
citadels-version = Verzia { $seq }, hlava

## Citadely: čo hovorí tlačidlo ťahu

citadels-move-pick = Vybrať postavu { $character }
citadels-move-pick-discard = Vybrať postavu { $character } a odložiť postavu { $aside }
citadels-move-gold = Vziať si 2 mince
citadels-move-draw = Dobrať karty a jednu si ponechať
citadels-move-keep = Ponechať si: { $cards }
citadels-move-build = Postaviť budovu { $district } ({ $cost } { $cost ->
        [one] minca
        [few] mince
       *[other] mincí
    })
citadels-move-build-cards = Postaviť budovu { $district } a zaplatiť kartami { $cards }
citadels-move-build-framework = Postaviť budovu { $district } zbúraním Lešenia
citadels-move-build-cardinal = Postaviť budovu { $district } s mincami od hráča { $name } za karty { $cards }
citadels-move-build-necropolis = Postaviť budovu { $district } zbúraním budovy { $destroy }
citadels-move-collect = Vziať si mince za budovy farby svojej postavy
citadels-move-kill = Zneškodniť postavu { $character }
citadels-move-rob = Okradnúť postavu { $character }
citadels-move-exchange = Vymeniť si karty z ruky s hráčom { $name }
citadels-move-redraw = Odhodiť { $cards } a dobrať rovnaký počet
citadels-move-destroy = Zbúrať budovu { $district } hráča { $name }
citadels-move-end-turn = Ukončiť ťah
citadels-move-laboratory = Laboratórium: odhodiť { $district } za 2 mince
citadels-move-smithy = Kováčska dielňa: zaplatiť 2 mince za 3 karty
citadels-move-armory = Zbrojnica: zbúrať budovu { $district } hráča { $name }
citadels-move-museum = Múzeum: dať podň kartu { $district }
citadels-move-navigate-cards = Moreplavkyňa: dobrať 4 karty
citadels-move-navigate-gold = Moreplavkyňa: vziať si 4 mince
citadels-move-seize = Zabrať budovu { $district } hráča { $name }
citadels-move-swap = Vymeniť svoju budovu { $give } za budovu { $take } hráča { $name }
citadels-move-study = Študentka: dobrať 7 kariet a jednu si ponechať
citadels-move-tithe = Vziať si zdroje za sakrálne budovy, z toho kariet: { $cards }
citadels-move-alms = Vziať 1 mincu najbohatšiemu hráčovi: { $name }
citadels-move-spy = Pozrieť karty hráča { $name }, farba: { $colour }
citadels-move-foresee = Veštica: vziať náhodnú kartu z každej ruky
citadels-move-give-back = Vrátiť karty { $cards }
citadels-move-crown = Odovzdať korunu hráčovi { $name } a vziať si 1 mincu
citadels-move-crown-card = Odovzdať korunu hráčovi { $name } a vziať si kartu
citadels-move-take-taxes = Vziať si mince z daňového žetónu
citadels-move-conjure = Vziať si kartu { $district } od hráča { $name } do ruky
citadels-move-conjure-build = Vziať si kartu { $district } od hráča { $name } a postaviť ju
citadels-move-bewitch = Očarovať postavu { $character }
citadels-move-warrants = Glejty: podpísaný pri postave { $signed }, prázdne pri postavách { $unsigned }
citadels-move-confiscate = Zhabať budovu
citadels-move-confiscate-not = Nechať budovu stáť
citadels-move-threaten = Šatky: pravá pri postave { $real }, falošná pri postave { $bluff }
citadels-move-bribe = Zaplatiť vydieračke polovicu svojich mincí
citadels-move-bribe-not = Odmietnuť zaplatiť
citadels-move-reveal = Odhaliť šatku
citadels-move-reveal-not = Šatku neodhaľovať
citadels-move-graveyard = Cintorín: zaplatiť 1 mincu a vziať si budovu
citadels-move-graveyard-not = Cintorín: nechať budovu tak
citadels-move-theater = Divadlo: vymeniť svoju postavu s postavou hráča { $name }
citadels-move-theater-give = Divadlo: vymeniť postavu { $give } s postavou hráča { $name }
citadels-move-theater-not = Divadlo: ponechať si svoju postavu
citadels-move-peek = Pozrieť karty v ruke hráča { $name }
citadels-move-beautify = Skrášliť budovu { $district }

## Citadely: výzvy, potvrdenia a pripomienky

citadels-call-pick-heading = { $round }. kolo: vyberte si postavu
citadels-call-passed = Postavy, ktoré vám boli podané: { $characters }.
citadels-call-crown-heading = { $round }. kolo: odovzdajte korunu
citadels-call-crown = Váš Cisár bol zneškodnený: odovzdajte korunu inému hráčovi.
citadels-call-decision-heading = { $round }. kolo: čaká na vás rozhodnutie
citadels-call-turn-heading = { $round }. kolo: ste na ťahu
citadels-call-turn = Je vyvolaná postava { $character }: ste na ťahu.
citadels-call-gold = Máte { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-call-hand = Vaše karty v ruke: { $cards }.
citadels-call-open = Otvorte hru odkazom nižšie a ťahajte.
citadels-call-deadline = Váš termín: { $deadline }.
citadels-call-earlier = Čo sa v tomto kole zatiaľ stalo:
citadels-call-earlier-nothing = V tomto kole sa zatiaľ nič nestalo.
citadels-decision-confiscate = Postava { $character } postavila budovu { $district } s vaším glejtom: zhabajte ju (ak je váš glejt podpísaný), alebo ju nechajte stáť.
citadels-decision-threat = Vaša šatka bola odmietnutá: odhaľte ju (pravá šatka vezme hráčovi všetky mince), alebo nie.
citadels-decision-graveyard = Žoldnier zbúral budovu { $district }: zaplaťte 1 mincu a vezmite si ju do ruky (Cintorín), alebo nie.
citadels-decision-theater = Divadlo: vymeňte svoju postavu s postavou iného hráča, alebo si ju ponechajte.
citadels-decision-other = Otvorte hru a uvidíte, čo sa od vás čaká.
citadels-receipt-heading = { $round }. kolo: vaša voľba je zapečatená
citadels-receipt-picked = Vybrali ste si postavu { $character }. Tento e-mail si odložte: dokazuje, čo ste zvolili.
citadels-receipt-by-server = Váš termín uplynul: server za vás vybral postavu { $character }, tú s najnižším číslom z postáv, ktoré vám boli podané (pravidlo hry pre neprítomných). Tento e-mail si odložte: dokazuje, čo bolo vybrané.
citadels-receipt-commitment = Záväzok: { $hex }
citadels-receipt-nonce = Nonce: { $hex }
citadels-receipt-secret = Ostatní vidia len to, že ste si vybrali, kým vaša postava nie je vyvolaná alebo sa kolo neskončí.
citadels-receipt-discard = Lícom nadol ste odložili postavu { $character }. Jej záväzok: { $commitment }; jej nonce: { $nonce }. Odhalí sa na konci hry.
citadels-no-show-heading = { $round }. kolo: váš termín uplynul
citadels-no-show = Server za vás ťahal podľa pravidla hry pre neprítomných: zmeškaný ťah vezme 2 mince, nič nepostaví a skončí; zmeškané rozhodnutie zmení čo najmenej; zmeškané odovzdanie koruny ju dá prvému hráčovi po vašej ľavici, ktorý ju smie prevziať.
citadels-no-show-log = Čo sa stalo, hovorí záznam hry.
citadels-reminder-heading = { $round }. kolo: pripomienka
citadels-reminder-passed = Hra čaká, kým { $what }; váš termín ({ $when }) už uplynul.
citadels-reminder-left = Hra čaká, kým { $what }, do { $when } (zostáva { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodín
    }).
citadels-to-pick = si vyberiete postavu pre { $round }. kolo
citadels-to-crown = odovzdáte korunu
citadels-to-decide = urobíte rozhodnutie, ktoré sa od vás čaká
citadels-to-turn = odohráte svoj ťah v { $round }. kole
citadels-policy-wait = Ak ho zmeškáte, hra na vás počká — a s ňou všetci ostatní.
citadels-policy-pick = Ak ho zmeškáte, server za vás vyberie postavu s najnižším číslom z tých, ktoré vám boli podané (pravidlo hry pre neprítomných).
citadels-policy-crown = Ak ho zmeškáte, server odovzdá korunu prvému hráčovi po vašej ľavici, ktorý ju smie prevziať (pravidlo hry pre neprítomných).
citadels-policy-decision = Ak ho zmeškáte, server za vás rozhodne čo najmenej: nič nezhabe, nič neodhalí, nič nezaplatí, nič nevymení (pravidlo hry pre neprítomných).
citadels-policy-turn = Ak ho zmeškáte, server si za vás vezme 2 mince a ukončí váš ťah: nič nepostavíte, schopnosť nepoužijete (pravidlo hry pre neprítomných).

## Citadely: rozprávač (záznam, prehrávanie, e-maily)

citadels-log-game-started = Začína sa hra Citadely pre { $players } hráčov: každý má 2 mince a 4 karty; korunu drží { $crown }.
citadels-log-round-started = Začína sa { $round }. kolo; prvý vyberá { $crown }. Odložené lícom nahor: { $face_up }; lícom nadol: { $face_down }.
citadels-log-none = nič
citadels-log-picked = { $name } si tajne vyberá postavu.
citadels-log-picked-second = { $name } si tajne vyberá druhú postavu.
citadels-log-set-aside = Náhodná postava je odložená lícom nadol.
citadels-log-draft-ended = Výber postáv { $round }. kola sa skončil; postavy sa vyvolávajú.
citadels-log-called = Je vyvolaná postava { $character }: ukazuje ju { $name }.
citadels-log-called-nobody = Je vyvolaná postava { $character }; nikto sa nehlási.
citadels-log-killed = Vrahyňa zneškodňuje postavu { $character }.
citadels-log-thief-aims = Zlodej okradne postavu { $character }.
citadels-log-robbed = { $thief } okráda hráča { $victim } o { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-crown-taken = { $name } preberá korunu.
citadels-log-gold-gained = { $name } získava { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    } ({ $source }).
citadels-log-cards-gained = { $name } si doberá { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] kariet
    } ({ $source }).
citadels-log-cards-drawn = { $name } si doberá { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] kariet
    } a ponechá si { $keep }.
citadels-log-cards-kept = { $name } si ponecháva { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] kariet
    }.
citadels-log-built = { $name } stavia budovu { $district } za { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-built-cards = { $name } stavia budovu { $district } za { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    } a { $cards } { $cards ->
        [one] kartu
        [few] karty
       *[other] kariet
    }.
citadels-log-built-framework = { $name } stavia budovu { $district } zbúraním Lešenia.
citadels-log-built-necropolis = { $name } stavia budovu { $district } zbúraním budovy { $destroyed }.
citadels-log-built-free = { $name } stavia budovu { $district } zadarmo.
citadels-log-hands-exchanged = { $name } si vymieňa karty z ruky s hráčom { $target }.
citadels-log-redrawn = { $name } odhadzuje { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] kariet
    } a doberá si rovnaký počet.
citadels-log-destroyed = { $by } búra budovu { $district } hráča { $target } a platí { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-destroyed-armory = { $by } búra Zbrojnicou budovu { $district } hráča { $target }.
citadels-log-laboratory = { $name } odhadzuje kartu v Laboratóriu.
citadels-log-museum = { $name } dáva kartu pod Múzeum.
citadels-log-gold-paid = { $name } platí { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-seized = { $by } zaberá budovu { $district } hráča { $target } a platí { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-exchanged = { $by } vymieňa svoju budovu { $gave } za budovu { $took } hráča { $target } a dopláca { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-gold-given = { $from } dáva hráčovi { $to } { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-gold-for-cards = { $name } berie hráčovi { $from } { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    } a dáva mu rovnaký počet kariet.
citadels-log-spied = { $name } si prezerá karty hráča { $target }: farba { $colour }, { $matches } { $matches ->
        [one] karta
        [few] karty
       *[other] kariet
    }.
citadels-log-card-taken = { $name } berie kartu z ruky hráča { $from }.
citadels-log-foreseen = { $name } berie náhodnú kartu z { $count ->
        [one] { $count } ruky
       *[other] { $count } rúk
    }.
citadels-log-given-back = { $name } vracia kartu { $count ->
        [one] { $count } hráčovi
       *[other] { $count } hráčom
    }.
citadels-log-crown-given = { $by } odovzdáva korunu hráčovi { $to }.
citadels-log-crown-given-card = { $by } odovzdáva korunu hráčovi { $to } a berie si kartu.
citadels-log-crown-given-gold = { $by } odovzdáva korunu hráčovi { $to } a berie si { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-crown-gift-due = Cisár bol zneškodnený: { $name } odovzdá korunu pred koncom kola.
citadels-log-bewitched = { $name } očarúva postavu { $character }.
citadels-log-turn-resumed = { $name } hrá ďalej za postavu { $character }.
citadels-log-warrants = { $name } rozdáva glejty lícom nadol: { $characters }.
citadels-log-confiscation-due = { $target } postavil budovu { $district } s glejtom: { $by } ju smie zhabať.
citadels-log-confiscated = { $by } zhabáva budovu { $district } hráčovi { $target } ({ $character }) a vracia { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-confiscation-declined = { $by } necháva budovu stáť.
citadels-log-threats = { $name } rozdáva šatky lícom nadol: { $characters }.
citadels-log-threat-paid = { $name } ({ $character }) sa vykupuje hráčovi { $by } za { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-bribe-refused = { $name } ({ $character }) odmieta zaplatiť hráčovi { $by }.
citadels-log-threat-revealed-real = { $by } odhaľuje šatku pri postave { $character }: je pravá a { $target } odovzdáva { $gold } { $gold ->
        [one] mincu
        [few] mince
       *[other] mincí
    }.
citadels-log-threat-revealed-bluff = { $by } odhaľuje šatku pri postave { $character }: bola falošná.
citadels-log-threat-kept = { $by } šatku neodhaľuje.
citadels-log-graveyard-offered = Budova { $district } bola zbúraná: { $name } si ju smie vziať do ruky (Cintorín).
citadels-log-buried-taken = { $name } platí 1 mincu a berie si budovu { $district } do ruky.
citadels-log-buried = { $name } necháva budovu { $district } tak.
citadels-log-theater-due = { $name } si smie vymeniť postavu (Divadlo).
citadels-log-characters-exchanged = { $name } si vymieňa postavu s hráčom { $target } (Divadlo).
citadels-log-theater-passed = { $name } si ponecháva svoju postavu.
citadels-log-hand-looked = { $name } si prezerá karty v ruke hráča { $target }.
citadels-log-tax-paid = { $name } platí 1 mincu dane.
citadels-log-beautified = { $name } skrášľuje budovu { $district }.
citadels-log-turn-ended = { $name } končí ťah postavy { $character }.
citadels-log-deadline = { $name } zmeškal termín: server ťahá zaňho (pravidlo pre neprítomných).
citadels-log-completed = { $name } dokončuje svoje mesto.
citadels-log-completed-first = { $name } dokončuje svoje mesto ako prvý.
citadels-log-round-ended = { $round }. kolo sa končí.
citadels-log-round-ended-had = { $round }. kolo sa končí; { $had }.
citadels-log-had = { $name } mal postavu { $character }
citadels-log-game-ended = Hra sa končí po { $round }. kole; semienko je odhalené. { $places }.
citadels-log-laid-down-all = Odhaľujú sa postavy odložené pri výbere lícom nadol: { $laid }.
citadels-log-laid-down = { $name } v { $round }. kole odložil lícom nadol postavu { $character }
citadels-log-place = { $name } { $score } { $score ->
        [one] bod
        [few] body
       *[other] bodov
    }

# --- pagewords ---
## Stránka hry Maharadža: pomenované veci

colour-orange = oranžová
colour-blue = modrá
colour-teal = tyrkysová
colour-yellow = žltá
colour-black = čierna
colour-grey = sivá
place-village = dedina { $village }
slot-first = prvá ručička
slot-second = druhá ručička
slot-token = akčný žetón
phase-not-created = nezaložená
phase-setup = čaká sa, kým sa pripoja všetci
phase-choose-characters = výber osobností
phase-place-houses = stavba počiatočných domčekov
phase-discs = nastavovanie diskov
phase-turns = ťahy hráčov
phase-over = koniec hry
phase-auction = dražba osobností
phase-playing = hra beží
site-central = stredné stavebné miesto (3 body)
site-outer = vonkajšie stavebné miesto

## Krok ťahu alebo ťah v zázname

step-choose = Výber osobnosti { $character }
step-place-house = Počiatočný domček v dedine { $village }
step-set-disc = Disk nastavený na { $disc }
step-travel = Cesta do mesta { $to }
step-travel-via = Cesta do mesta { $to } cez { $via }
step-travel-nowhere = Cesta nikam
step-take-gold = Vziať 2 zlaťáky ({ $slot })
step-take-quarry = Vziať domčeky z kameňolomu ({ $slot })
step-build-house = Postaviť domček: { $at } ({ $slot })
step-build-palace = Postaviť palác: { $site }, { $city } ({ $slot })
step-move-house = Presunúť domček: { $from } → { $to } ({ $slot })
step-move-governor = Posunúť miestodržiteľa mesta { $city } nadol po dráhe ({ $slot })
step-take-character = Vziať osobnosť { $character } ({ $slot })
step-builder-house = Postaviť domček zadarmo: { $at } (Podnikateľ)
step-builder-move = Presunúť domček zadarmo: { $from } → { $to } (Podnikateľ)
step-end-turn = Koniec ťahu
step-replace-character = Vziať z banku osobnosť { $character }

## Stránka hry: záhlavie a na čo hra čaká

game-status = { $round } · { $phase } · rádža je v meste { $city }
game-you-are = Ste
game-seat = miesto { $seat }
game-you-host = , zakladateľ hry
game-keys = Kľúče vašich zariadení, každý zapísaný v zázname hry (kľúč, ktorý nepoznáte, ste nevytvorili vy):
game-key = zariadenie { $device }, kľúč { $key }
game-key-register = Zapísať kľúč tohto zariadenia
game-key-register-when = (na novom zariadení, otvorenom cez čerstvý osobný odkaz)
game-link-result = Výsledok
game-link-replay = záznam partie
game-nobody = nikto
game-wait-not-created = Hra ešte neexistuje.
game-wait-join = Hra čaká, kým sa pripoja všetci hráči.
game-wait-character = { $you ->
        [yes] Hra čaká, kým si vyberiete osobnosť.
       *[no] Hra čaká na výber osobnosti: { $names }.
    }
game-wait-house = { $you ->
        [yes] Hra čaká, kým postavíte počiatočný domček.
       *[no] Hra čaká na stavbu počiatočného domčeka: { $names }.
    }
game-wait-disc = { $you ->
        [yes] Hra čaká, kým nastavíte disk.
       *[no] Hra čaká na nastavenie disku: { $names }.
    }
game-wait-your-turn = Ste na ťahu.
game-wait-turn = Na ťahu je { $names }.
game-wait-new-character = { $taker_you ->
        [yes] Vzali ste osobnosť
       *[no] { $taker } vzal(a) osobnosť
    }; { $you ->
        [yes] teraz si vyberte novú z banku.
       *[no] hra čaká, kým si novú z banku vyberie { $names }.
    }
game-wait-next-turn = Ďalší ťah práve začína.
game-wait-over = Hra skončila.
game-wait-other = { $you ->
        [yes] Hra čaká na vás.
       *[no] Hra čaká na: { $names }.
    }

## Stránka hry: formuláre pred ťahmi

game-join-intro = Pripojte sa k hre. Váš prehliadač pridá do náhody hry náhodné číslo (poradie hráčov a dráha miestodržiteľov vzídu z neho a zo serverom zapečateného semienka).
game-mail-language = Jazyk vašich e-mailov:
game-join = Pripojiť sa
game-choose-character = Vyberte si osobnosť
game-field-character = Osobnosť
game-place-house = Postavte počiatočný domček
game-field-village = Dedina
game-button-place-house = Postaviť domček
game-houses-note = domčeky: { $colours }
game-disc-set-heading = Nastavte svoj disk
game-disc-change-heading = Zmeňte svoj disk
game-disc-yours = Váš disk (do vášho ťahu ho vidíte len vy):
game-disc-may-change = Môžete ho meniť, kým svoj disk nenastaví posledný hráč.
game-button-set-disc = Nastaviť disk
game-button-change-disc = Zmeniť disk
game-carry = Tento prehliadač uchováva otvorenie vášho disku z { $round }. kola; server má len jeho záväzok. Ak chcete disk otvoriť na inom zariadení, skopírujte tam tento prenosový kód:
game-open-heading = Otvorte svoj disk
game-open-intro = Začína váš ťah: vaša stránka otvorí disk, ktorý zapečatila. Na inom zariadení vložte prenosový kód, ktorý ukazuje stránka, čo disk zapečatila. Disk neotvorený do termínu prepadá: obe jeho akcie sú stratené.
game-carry-code = Prenosový kód
game-button-open = Otvoriť môj disk
game-bid-heading = Vaša zapečatená ponuka
game-bid-intro = Vaša stránka ponuku zapečatí: sumu si ponechá a serveru pošle len jej záväzok. Keď sú podané všetky ponuky, stránka ju otvorí; ponuka neotvorená do termínu je neplatná (nemôže vyhrať a nič nestojí).
game-bid-may-change = Vaša ponuka je zapečatená; môžete ju zmeniť, kým nie je podaná posledná ponuka.
game-bid-amount = Ponuka (zlaťáky)
game-button-seal-bid = Zapečatiť moju ponuku
game-button-change-bid = Zmeniť moju ponuku
game-bid-carry = Tento prehliadač uchováva otvorenie vašej zapečatenej ponuky v { $auction }. dražbe; server má len jej záväzok. Ak ju chcete otvoriť na inom zariadení, skopírujte tam tento prenosový kód:
game-open-bid-heading = Otvorte svoju zapečatenú ponuku
game-open-bid-intro = Všetky ponuky sú podané: vaša stránka otvorí ponuku, ktorú zapečatila. Na inom zariadení vložte prenosový kód, ktorý ukazuje stránka, čo ju zapečatila. Ponuka neotvorená do termínu je neplatná: nemôže vyhrať a nič nestojí.
game-button-open-bid = Otvoriť moju ponuku

## Stránka hry: skladanie ťahu

game-turn-heading = Váš ťah
game-turn-disc = Váš disk:
game-turn-steps = Doterajšie kroky (v hre ešte neuložené):
game-button-undo = Vrátiť posledný krok
game-left-unopened = Vaša { $slot } sa nedala otvoriť: jej akcia prepadá.
game-left-done = { $slot }: { $action } — hotovo.
game-left-parts = { $slot }: { $action } — { $parts }.
game-left-houses = { $houses ->
        [one] zostáva postaviť { $houses } domček
        [few] zostáva postaviť { $houses } domčeky
       *[other] zostáva postaviť { $houses } domčekov
    }
game-left-palace = zostáva postaviť palác
game-left-quarry = { $houses ->
        [one] zostáva vziať { $houses } domček z kameňolomu
        [few] zostáva vziať { $houses } domčeky z kameňolomu
       *[other] zostáva vziať { $houses } domčekov z kameňolomu
    }
game-left-not-done = ešte nehotové
game-forfeit-warning = Časti vášho disku nie sú odohrané: ak ťah teraz ukončíte, prepadnú a každý ďalší hráč dostane z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }.
game-travel-heading = Cesta
game-field-to = Kam
game-field-from = Odkiaľ
game-field-where = Kde
game-field-site = Stavebné miesto
game-field-governor-of = Miestodržiteľ mesta
game-field-new-character = Nová osobnosť
game-button-cheapest = Ukázať najlacnejšiu cestu
game-travel-to = Cesta do mesta { $to }
game-travel-way = Najlacnejšia cesta:
game-travel-no-tolls = Bez mýta.
game-toll = { $village }: { $payer_is ->
        [you] platíte
        [bank] bank (Pútnik) platí
       *[player] { $payer } platí
    } { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    } hráčovi { $owner }
game-gold = { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
game-travel-you-pay = Zaplatíte { $cost }.
api-still-handled = Tá istá požiadavka sa ešte spracúva.
game-travel-no-way = Do mesta { $city } nevedie žiadna cesta cez dediny s domčekmi.
game-button-travel = Vydať sa na cestu
game-cancel = zrušiť
game-form-take-gold = Vziať { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
game-button-take-gold = Vziať { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
game-form-take-quarry = Vziať domčeky z kameňolomu
game-button-take-quarry = Vziať z kameňolomu
game-form-build-house = Postaviť domček
game-button-build-house = Postaviť domček
game-form-build-palace = Postaviť palác v meste { $city }
game-button-build-palace = Postaviť palác
game-form-move-house = Presunúť domček
game-button-move-house = Presunúť domček
game-form-move-governor = Posunúť miestodržiteľa po dráhe o { $slots ->
        [one] { $slots } pole
        [few] { $slots } polia
       *[other] { $slots } polí
    } nadol
game-button-move-governor = Posunúť miestodržiteľa
game-form-take-character = Vziať osobnosť
game-button-take-character = Vziať osobnosť
game-from-player = od hráča { $name }
game-from-bank = z banku
game-form-builder-house = Podnikateľ: postaviť domček zadarmo
game-button-builder-house = Postaviť zadarmo
game-form-builder-move = Podnikateľ: presunúť domček zadarmo
game-button-builder-move = Presunúť zadarmo
game-form-bid = Prihodiť v dražbe o výber osobnosti
game-button-bid = Prihodiť
game-form-pass-bid = Pasovať v tejto dražbe
game-button-pass-bid = Pasovať
game-form-sealed-bid = Podať tajnú ponuku o výber osobnosti
game-button-sealed-bid = Podať ponuku
game-form-swap = Vymeniť osobnosť s iným hráčom
game-button-swap = Vymeniť
game-form-lure = Pretiahnuť osobnosť od iného hráča
game-button-lure = Pretiahnuť
game-form-use-token = Použiť akčný žetón na tretiu akciu
game-button-use-token = Použiť žetón
game-form-give-character = Darovať jednu zo svojich osobností hráčovi, ktorý ju preťahuje
game-button-give-character = Darovať
game-field-amount = Ponuka
game-field-take = Vziať
game-field-give = Dať
game-field-from-player = Od hráča
game-field-action = Akcia
step-bid = Prihodiť { $gold } { $gold ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    }
step-pass-bid = Pasovať v dražbe
step-sealed-bid = Podať tajnú ponuku { $gold } { $gold ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    }
step-seal-bid = Zapečatiť ponuku
step-open-bid = Otvoriť zapečatenú ponuku: { $bid }
step-seal-disc = Zapečatiť akčný disk
step-open-disc = Odkryť akčný disk: { $disc }
step-swap = Dať osobnosť { $give } a vziať { $take } ({ $slot })
step-lure = Pretiahnuť osobnosť od hráča na { $seat }. mieste ({ $slot })
step-use-token = Použiť akčný žetón na akciu { $action }
step-give-character = Darovať osobnosť { $character }
game-button-finish = Ukončiť ťah
game-replace-heading = Vyberte si novú osobnosť
game-replace-intro = Vašu osobnosť vám vzali. Vyberte si inú z banku; ťah pokračuje, hneď ako ju vyberiete.

## Stránka hry: hráči, dráha miestodržiteľov, vyhodnotenie

game-col-seat = Miesto
game-col-player = Hráč
game-col-characters = Osobnosti
game-col-architect = Architekt
game-col-supply = Zásoba
game-col-quarry = Kameňolom
game-col-palaces = Paláce
game-col-gold = Zlaťáky
game-col-disc = Disk
game-palaces-of = { $built } z { $total }
game-gold-hidden = skryté
game-disc-unset = nenastavený
game-disc-set = nastavený
game-disc-unopenable = nedal sa otvoriť
game-played = odohrané
game-bank = Osobnosti v banku: { $characters }.
game-bank-none = žiadne
game-joined = pripojený/á
game-not-joined-yet = ešte nepripojený/á
game-not-joined = nepripojený/á
game-track = Dráha miestodržiteľov, odspodu:
game-track-round-slot = { $city } (pole { $round }. kola)
game-track-slot = { $city } (pole { $slot })
game-last-scoring = Posledné vyhodnotenie
game-scoring-heading = { $round }. kolo: vyhodnotené mesto { $city }.
game-scoring-line = { $name }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodov
    }, { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
game-scoring-nobody = Nikto nebodoval.
game-scoring-alone = { $name } bodoval(a) ako jediný hráč a dostal(a) navyše { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }.
game-final-ranking = Konečné poradie
game-ranking-line = { $name } — { $palaces ->
        [one] { $palaces } palác
        [few] { $palaces } paláce
       *[other] { $palaces } palácov
    }, { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
game-winner = Víťazom je { $name } s { $palaces ->
        [one] { $palaces } palácom
       *[other] { $palaces } palácmi
    } a { $gold ->
        [one] { $gold } zlaťákom
       *[other] { $gold } zlaťákmi
    }.
game-option-hidden-gold = skryté zlaťáky
game-option-short = krátka hra
game-option-neutral-palaces = neutrálne paláce
game-option-expanded = rozšírená hra
game-option-home-cities = domovské mestá
game-option-several-characters = viac osobností
game-option-signed = podpísané ťahy
game-option-sealed = disky zapečatené v prehliadači

## Stránka hry: panel zakladateľa, nastavenia e-mailov, odkazy

game-host-heading = Hráči (zakladateľ hry)
game-mail-lag = Odosielanie e-mailov mešká: { $unsent ->
        [one] na odoslanie čaká { $unsent } správa
        [few] na odoslanie čakajú { $unsent } správy
       *[other] na odoslanie čaká { $unsent } správ
    }, najstaršia { $waited }. Ťahy sú uložené; e-maily k nim prídu.
game-lag-seconds = { $n ->
        [one] { $n } sekundu
        [few] { $n } sekundy
       *[other] { $n } sekúnd
    }
game-lag-minutes = { $n ->
        [one] { $n } minútu
        [few] { $n } minúty
       *[other] { $n } minút
    }
game-lag-hours = { $n ->
        [one] { $n } hodinu
        [few] { $n } hodiny
       *[other] { $n } hodín
    }
game-live-links = { $links ->
        [one] { $links } platný odkaz
        [few] { $links } platné odkazy
       *[other] { $links } platných odkazov
    }
game-bot-seat = toto miesto hrá bot (bez odkazu a bez pošty)
game-needs-script = Táto úroveň dôvery potrebuje JavaScript: váš prehliadač podpisuje vaše ťahy (a pečatí vaše tajné voľby) skôr, ako ich odošle. Ak chcete hrať z tejto stránky, zapnite JavaScript.
game-needs-crypto = Tento prehliadač nemôže zapečatiť váš disk: chýba mu WebCrypto alebo miestne úložisko (IndexedDB), ktoré stránka dostane len cez https alebo z localhostu. Ak chcete nastaviť disk, otvorte hru cez https alebo v inom prehliadači.
game-needs-crypto-bid = Tento prehliadač nemôže zapečatiť vašu ponuku: chýba mu WebCrypto alebo miestne úložisko (IndexedDB), ktoré stránka dostane len cez https alebo z localhostu. Ak chcete prihodiť, otvorte hru cez https alebo v inom prehliadači.
game-button-resend = Znova poslať odkaz
game-button-revoke = Zrušiť odkazy
game-link-log = záznam
game-link-export = export hry
game-link-mail = vaše e-maily
game-link-watch = pohľad diváka
mail-settings-heading = Nastavenia e-mailov
mail-settings-mode = E-maily:
mail-settings-every = každý e-mail hneď
mail-settings-digest = denný súhrn (o 8:00 vášho času)
mail-settings-none = žiadne e-maily (odhlásené)
mail-settings-zone = Časové pásmo (pre časy v e-mailoch a v súhrne):
mail-settings-vacation = Na dovolenke: žiadne pripomienky (termíny hry však platia ďalej)
mail-settings-save = Uložiť nastavenia e-mailov
done-turn-finished = Váš ťah je dokončený a uložený v hre.
done-mail-saved = Nastavenia e-mailov sú uložené.
done-link-resent = Hráčovi prišiel e-mailom nový osobný odkaz; jeho skoršie odkazy naďalej fungujú.
done-links-revoked = Odkazy a prihlásenia hráča sú zrušené; pošlite mu nový odkaz, ak ho chcete znova pustiť do hry.
place-house-body = Postavte svoj počiatočný domček ({ $number }. z { $of }) do ktorejkoľvek dediny, kde je miesto (do dediny sa zmestí { $capacity ->
        [one] { $capacity } domček
        [few] { $capacity } domčeky
       *[other] { $capacity } domčekov
    }); je zadarmo. Hráči stavajú po jednom domčeku v poradí osobností; vy máte { $character }.
place-house-by = Postavte ho prosím do { $deadline }.
disc-set-body = { $name } má disk nastavený ({ $at }).
key-registered-body = Pre vaše miesto v tejto hre bolo zapísané zariadenie { $device } s kľúčom { $key }: ťahy, ktoré podpíše, sa odteraz počítajú ako vaše. Stáva sa to, keď na novom zariadení otvoríte niektorý zo svojich osobných odkazov a zapíšete tam jeho kľúč.
key-registered-not-you = Ak ste to neboli vy, má niektorý z vašich odkazov niekto iný: požiadajte hostiteľa, nech vaše odkazy zneplatní a pošle vám nový, a dajte vedieť ostatným hráčom. Každý ťah podpísaný kľúčom je v zázname hry s číslom zariadenia, takže z exportu vidno, ktoré ťahy to zariadenie urobilo.
disc-set-all = Všetky disky sú nastavené.
disc-set-still = Disk ešte nastavujú: { $names }.

# --- ruleswords ---
rules-title-maharaja = Pravidlá hry Maharadža
rules-title-citadels = Pravidlá hry Citadela
rules-decisions = Rozhodnutia
home-rules-citadels = Pravidlá Citadely aj s našimi rozhodnutiami.
rules-col-rank = Číslo
rules-col-character = Postava
rules-col-ability = Schopnosť
rules-col-district = Budova
rules-col-cost = Cena
rules-col-effect = Účinok

# --- citui ---
citadels-unfinished = Vaše nedokončené kroky (nič sa nezahrá, kým neukončíte ťah)
citadels-undo = Vrátiť posledný krok
citadels-at-once = { $move } (nedá sa vrátiť)
citadels-your-link = Váš osobný odkaz
citadels-your-link-why = Ak chcete hru otvoriť na inom zariadení, nechajte si poslať nový osobný odkaz; vaše doterajšie odkazy naďalej fungujú.
citadels-resend-mine = Poslať môj odkaz znova
done-own-link-resent = Nový osobný odkaz vám bol poslaný e-mailom; skoršie odkazy stále fungujú.

# --- formwords ---
## Pozvánky, „ste na rade“, pripomienky a súhrny (helper formwords, #15/#13)

invite-new-link-maharaja = Posielame vám nový osobný odkaz do vašej hry Maharadža s hráčmi { $players }. Vaše skoršie odkazy naďalej fungujú, ak ich zakladateľ hry nezrušil.
invite-new-link-citadels = Posielame vám nový osobný odkaz do vašej hry Citadela s hráčmi { $players }. Vaše skoršie odkazy naďalej fungujú, ak ich zakladateľ hry nezrušil.
invite-open-joined = Otvorte hru odkazom nižšie. E-mail dostanete vždy, keď na vás hra bude čakať.
invite-host-maharaja = Vaša hra Maharadža e-mailom je pripravená. Hráči vo vami zvolenom poradí: { $players }.
invite-host-citadels = Vaša hra Citadela e-mailom je pripravená. Hráči v poradí pri stole: { $players }.
invite-guest-maharaja = { $host } vás pozýva na hru Maharadža e-mailom; hrajú { $players }.
invite-guest-citadels = { $host } vás pozýva na hru Citadela e-mailom; hrajú { $players }.
invite-rules = Pravidlá: { $options }.
invite-set = Postavy a fialové budovy: { $set }.
invite-set-characters = postavy { $characters }
invite-join-text =
    Otvorte hru odkazom nižšie a stlačte „Pripojiť sa“; hra sa začne, keď sa pripoja
    všetci. E-mail dostanete vždy, keď na vás hra bude čakať.
invite-join = Otvorte hru odkazom nižšie a stlačte „Pripojiť sa“; hra sa začne, keď sa pripoja všetci. E-mail dostanete vždy, keď na vás hra bude čakať.
deadline-none = Bez lehôt: hra čaká, ako dlho treba.
deadline-turn-maharaja = { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodín
    } na každý ťah (disk, ťah, voľbu) od chvíle, keď na vás hra začne čakať.
deadline-turn-citadels = { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodín
    } na každý ťah (výber postavy, ťah, rozhodnutie) od chvíle, keď na vás hra začne čakať.
deadline-reminder = Pripomienka { $hours ->
        [one] { $hours } hodinu
        [few] { $hours } hodiny
       *[other] { $hours } hodín
    } pred koncom lehoty (nie počas vašej dovolenky).
deadline-missed-wait = Zmeškaná lehota: hra čaká (len pripomienky).
deadline-missed-auto-maharaja = Zmeškaná lehota: server ťahá za vás — chýbajúci disk nastaví na Zlato + Zlato; nedokončený ťah ukončí (zvyšok disku prepadá); stratenú osobnosť nahradí tou s najnižším číslom z banku.
deadline-missed-auto-citadels = Zmeškaná lehota: server ťahá za vás — pri výbere vezme postavu s najnižším číslom z ponúknutých; v ťahu si vezme 2 mince a ťah ukončí.
game-option-hidden-gold-what = zlaťáky ostatných hráčov nie sú počas hry vidieť
game-option-short-what = 6 palácov pre každého, najviac 8 kôl
game-option-neutral-palaces-what = pri menej ako 5 hráčoch jeden neutrálny palác za každú nepoužitú farbu v každom meste
game-option-expanded-what = jogín a akčné žetóny
game-option-home-cities-what = +1 bod v domovskom meste vašej osobnosti
game-option-several-characters-what = hráč smie mať viac ako jednu osobnosť (rozšírenie II)
game-option-explained = { $option } ({ $what })
game-option-label = { $option }: { $what }
game-option-auction = Osobnosti
game-option-auction-none = vyberajú sa v poradí hráčov
game-option-auction-open = dražia sa, otvorené ponuky
game-option-auction-sealed = dražia sa, tajné ponuky
game-option-auctioned = osobnosti: { $how }
set-first-game = sada na prvú hru (pravidlá, s. 2)
set-ambitious-aristocrats = Ctižiadostiví aristokrati
set-cunning-agents = Ľstiví agenti
set-illustrious-emissaries = Vznešení vyslanci
set-devious-dignitaries = Úskoční hodnostári
set-tenacious-delegates = Húževnatí delegáti
set-vicious-nobles = Krutí šľachtici
mail-your-move = Hra na vás čaká: { $what }.
mail-your-move-by = Ťahajte prosím do { $deadline }.
mail-reminder-left = Hra na vás čaká: { $what }. Lehota končí { $deadline }, zhruba o { $hours ->
        [one] { $hours } hodinu
        [few] { $hours } hodiny
       *[other] { $hours } hodín
    }.
mail-reminder-passed = Hra na vás čaká: { $what }. Lehota skončila { $deadline }: ťahajte prosím čo najskôr.
wait-to-do-character = vybrať si počiatočnú osobnosť
wait-to-do-house = postaviť počiatočný domček
wait-to-do-disc = nastaviť svoj disk na { $round }. kolo
wait-to-do-turn = odohrať svoj ťah v { $round }. kole
wait-to-do-new-character = vybrať si novú osobnosť
wait-to-do-bid = prihodiť v dražbe osobností, alebo pasovať
wait-to-do-sealed-bid = podať tajnú ponuku v dražbe osobností
wait-to-do-gift = vybrať, ktorú zo svojich osobností darujete
wait-to-do-open-disc = otvoriť svoj disk: začína váš ťah v { $round }. kole a disk neotvorený do konca lehoty prepadá
wait-to-do-open-bid = otvoriť svoju zapečatenú ponuku: všetky ponuky sú podané a ponuka neotvorená do konca lehoty je neplatná
wait-to-do-other = ťahať
policy-waits = Ak ju zmeškáte, hra na vás počká — a s ňou všetci ostatní.
policy-disc = Ak ju zmeškáte, server vám nastaví disk na Zlato + Zlato (pravidlo hry pre neprítomných).
policy-turn = Ak ju zmeškáte, server ukončí váš ťah (pravidlo hry pre neprítomných): čo z disku neodohráte, prepadá, a každý ďalší hráč dostane { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }.
policy-new-character = Ak ju zmeškáte, server vám dá osobnosť s najnižším číslom z banku (pravidlo hry pre neprítomných).
policy-bid = Ak ju zmeškáte, pasujete (vyvolávacia cena je 0; pravidlo hry pre neprítomných).
policy-sealed-bid = Ak ju zmeškáte, server za vás ponúkne 0 (pravidlo hry pre neprítomných).
policy-gift = Ak ju zmeškáte, server daruje vašu osobnosť s najvyšším číslom (pravidlo hry pre neprítomných).
policy-open-disc = Ak ju zmeškáte, váš disk prepadá aj s oboma akciami (trest podľa pravidiel, nech pre neprítomných platí čokoľvek).
policy-open-bid = Ak ju zmeškáte, vaša ponuka je neplatná: nemôže vyhrať a nič nestojí (trest podľa pravidiel, nech pre neprítomných platí čokoľvek).
mail-digest-intro = Váš súhrn hry „{ $title }“: { $count ->
        [one] { $count } správa
        [few] { $count } správy
       *[other] { $count } správ
    } od { $since }.

## Stránka na odhlásenie e-mailov

unsubscribe-title = Odhlásiť e-maily
unsubscribe-done-heading = E-maily sú odhlásené
unsubscribe-done = { $name }, o hre „{ $title }“ vám už nepríde žiadny e-mail. Hra pokračuje aj bez vašich e-mailov:
unsubscribe-done-over = už sa skončila.
unsubscribe-done-goes-on = keď čaká na vás, čaká ďalej (alebo ťahá za vás, ak to jej lehoty určujú).
unsubscribe-undo = Rozmysleli ste si to? „Nastavenia e-mailov“ na stránke hry (otvorte ju osobným odkazom zo skoršieho e-mailu) e-maily znova zapnú.
unsubscribe-heading = Odhlásiť e-maily z hry „{ $title }“?
unsubscribe-ask = { $name }, týmto vám prestanú chodiť všetky e-maily o tejto hre. Hra samotná pokračuje.
unsubscribe-button = Odhlásiť
unsubscribe-digest = Namiesto toho môžete dostávať denný súhrn: pozri „Nastavenia e-mailov“ na stránke hry.

## Formuláre novej hry, ich chyby a stránky okolo začiatku hry

game-name-maharaja = Maharadža
game-name-citadels = Citadela
form-game-legend = Hra
form-which-game = Ktorá hra
form-title = Názov
form-lang = Jazyk e-mailov hry (každý hráč si môže zvoliť svoj)
form-host-legend = Vy, zakladateľ hry (hráč 1)
form-name = Meno
form-email = E-mail
form-others-legend = Ďalší hráči (1 až { $most })
form-rules-legend = Pravidlá
form-set = Postavy a fialové budovy
form-deadlines-legend = Lehoty
form-turn-hours = Koľko hodín má hráč na ťah
form-reminder-hours = Pripomienka toľko hodín vopred
form-no-show = Keď niekto zmešká lehotu
form-no-show-wait = počkať na neho (len pripomienky)
form-no-show-auto-maharaja = ťahať za neho: Zlato + Zlato, nedokončené ťahy končia
form-no-show-auto-citadels = ťahať za neho: najnižšia ponúknutá postava, v ťahu 2 mince a koniec ťahu
form-after-legend = Po skončení
form-private = ponechať hru súkromnú (záznam a export uvidia len hráči)
form-create = Založiť hru a rozoslať pozvánky
form-play-maharaja-instead = Radšej hrať Maharadžu
form-error-lang = Vyberte jeden z ponúkaných jazykov.
form-error-game = Vyberte jednu z ponúkaných hier.
form-error-name-empty = Zadajte prosím meno.
form-error-name-long = Meno smie mať najviac 40 znakov.
form-error-name-lines = Meno musí byť na jednom riadku.
form-error-name-invisible = Meno nesmie obsahovať neviditeľné znaky ani znaky meniace smer textu (napríklad medzery nulovej šírky alebo prepnutie sprava doľava).
form-error-name-twice = Dvaja hráči nesmú mať rovnaké meno.
form-error-email-empty = Zadajte prosím e-mailovú adresu.
form-error-email-long = E-mailová adresa smie mať najviac 200 znakov.
form-error-email-bad = Na túto adresu nemožno poslať e-mail: skontrolujte, či v nej nie je bodka, medzera, zátvorka alebo iný znak navyše.
form-error-email-ip = Zadajte adresu s doménovým menom, napríklad anna@example.org, nie s IP adresou.
form-error-email-twice = Dvaja hráči nesmú mať rovnakú e-mailovú adresu: osobný odkaz a zapečatené potvrdenia každého hráča chodia do jeho vlastnej schránky.
form-error-players-maharaja = Hra potrebuje 2 až 5 hráčov: vás a 1 až 4 ďalších.
form-error-players-citadels = Citadela potrebuje 2 až 8 hráčov: vás a 1 až 7 ďalších.
form-error-title-long = Názov musí byť na jednom riadku a mať najviac 80 znakov.
form-error-title-invisible = Názov nesmie obsahovať neviditeľné znaky ani znaky meniace smer textu.
form-error-turn-hours = Zadajte celý počet hodín od 1 do 720.
form-error-reminder-hours = Zadajte celý počet hodín (0 = bez pripomienky).
form-error-reminder-late = Pripomienka musí prísť pred koncom lehoty.
form-error-no-show = Vyberte, čo sa stane pri zmeškanej lehote.
form-error-trust = Vyberte jednu z ponúkaných úrovní dôvery.
form-error-options = Týmto voľbám nemožno porozumieť.
form-error-set = Vyberte jednu z ponúkaných sád.
form-error-board = Herný plán nemožno načítať: { $error }
invited-title = { $title } — pozvánky odoslané
invited-heading = { $title }: pozvánky sú odoslané
invited-each = Každý hráč — vy tiež — dostane e-mail s osobným odkazom do hry. Otvorte ten svoj a stlačte „Pripojiť sa“; hra sa začne, keď sa pripoja všetci.
invited-keep = Svoj odkaz si nechajte pre seba: kto ho má, hrá za vás. Zakladateľ hry môže na stránke hry poslať nový odkaz alebo staré zrušiť.
invited-file-mail = Na tomto serveri nie je nastavený poštový server, takže sa e-maily ukladajú do súborov: správca ich číta na stránke odchádzajúcej pošty (jej adresu vypíše { $command } pri štarte) a každý hráč nájde tie svoje na stránke hry pod odkazom „vaše e-maily“.
lobby-waiting = Hra sa začne, keď sa pripoja všetci; potom prvý e-mail zavolá hráča na ťah.
lobby-players = Hráči
lobby-seed = Semienko servera je zapečatené: jeho záväzok je
lobby-seed-checked = Zmieša sa s náhodným číslom každého hráča a po konci hry sa zverejní so záznamom, takže rozdanie môže overiť ktokoľvek.
lobby-join-intro-citadels = Pripojte sa k hre. Váš prehliadač pridá do náhody hry náhodné číslo (rozdanie, postavy odložené v každom kole aj každé ťahanie kariet vzídu z neho a zo serverom zapečateného semienka).
own-mail-heading = Vaše e-maily v tejto hre
own-mail-intro = E-maily, ktoré vám táto hra poslala, od najnovšieho.
own-mail-back = Späť do hry
own-mail-none = Zatiaľ žiadne e-maily.
own-mail-to = Komu: { $to }
not-signed-in-heading = Do tejto hry nie ste prihlásení
not-signed-in-sentence = Hráči otvárajú hru osobným odkazom z e-mailovej pozvánky. Ako divák môže hru sledovať ktokoľvek.
not-signed-in-watch = Sledovať hru

# --- violwords ---
## Prečo bol ťah odmietnutý: jedna veta na každé pravidlo (kód `rule` v JSON API), ktorá pravidlo menuje.

violation-maharaja-game_already_created = Táto hra už bola založená.
violation-maharaja-game_not_created = Hra ešte nebola založená.
violation-maharaja-player_count = Hru hrajú 2 až 5 hráči, nie { $count }.
violation-maharaja-empty_player_name = Každý hráč potrebuje meno.
violation-maharaja-variant_not_available = Variant { $variant } zatiaľ nie je k dispozícii.
violation-maharaja-home_cities_need_expanded = Domovské mestá vyžadujú rozšírenú hru I: jedno z miest je domovom Jogína, ktorý je v hre len v rozšírenej hre I.
violation-maharaja-game_already_started = Hra sa už začala.
violation-maharaja-unknown_player = V tejto hre nie je hráč číslo { $player }.
violation-maharaja-contribution_already_added = { $player } už do náhody hry svoj príspevok pridal(a).
violation-maharaja-seed_does_not_match_commitment = Semienko nezodpovedá záväzku na semienko, ktorý vznikol pri založení hry.
violation-maharaja-governors_not_a_permutation = Stupnica miestodržiteľov musí uviesť každé zo 7 miest plánu práve raz.
violation-maharaja-unknown_seat = V tejto hre nie je { $seat }.
violation-maharaja-not_choosing_characters = Osobnosti sa vyberajú len na začiatku hry, jeden hráč po druhom.
violation-maharaja-not_your_turn_to_choose = Osobnosť si teraz vyberá iný hráč: { $next }.
violation-maharaja-character_not_in_bank = Osobnosť { $character } si vziať nemôžete: nie je v banke.
violation-maharaja-character_not_in_game = Osobnosť { $character } si vziať nemôžete: hrá sa s ňou len v rozšírenej hre.
violation-maharaja-choice_is_auctioned = V tejto hre sa o právo vybrať si osobnosť draží: najprv musíte dražbu vyhrať.
violation-maharaja-no_auction = V tejto hre sa osobnosti nedražia: vyberajú sa v poradí hráčov.
violation-maharaja-not_auctioning = Prihadzuje sa len v dražbách osobností pred začiatkom hry.
violation-maharaja-auction_is_sealed = V tejto dražbe sa podávajú zapečatené ponuky, otvorené všetky naraz, nie verejné prihodenia ani pasy.
violation-maharaja-auction_is_open = Táto dražba je verejná: prihoďte alebo pasujte v poradí hráčov, ponuku nepečaťte.
violation-maharaja-waiting_for_auction_winner = Dražba skončila a čaká, kým si { $seat } vyberie osobnosť.
violation-maharaja-not_your_turn_to_bid = Prihadzuje alebo pasuje teraz iný hráč: { $next }.
violation-maharaja-not_a_bidder = Osobnosť už máte, takže sa tejto dražby nezúčastňujete.
violation-maharaja-bid_too_low = Ponuka musí byť vyššia ako doterajšia ponuka { $current } { $current ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    } a { $amount } vyššia nie je.
violation-maharaja-bid_exceeds_gold = Nemôžete ponúknuť { $amount } { $amount ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    }: ponuka nesmie prevýšiť vaše zlato a vy máte { $have }.
violation-maharaja-opener_must_bid = Kto dražbu otvára, nesmie pasovať: otvorte ju ponukou 0 alebo viac zlaťákov.
violation-maharaja-bids_all_in = Všetky zapečatené ponuky tejto dražby už sú podané; práve sa otvárajú.
violation-maharaja-bid_already_set = Zapečatená ponuka hráča { $seat } do tejto dražby už je podaná.
violation-maharaja-bids_not_all_in = Zapečatené ponuky sa otvárajú, až keď ich podajú všetci dražitelia.
violation-maharaja-no_such_bid = V tejto dražbe nie je žiadna zapečatená ponuka hráča { $seat }, ktorú by bolo možné otvoriť.
violation-maharaja-bid_reveal_does_not_match_commitment = Odkrytá ponuka a nonce nezodpovedajú záväzku, ktorý { $seat } v tejto dražbe urobil(a).
violation-maharaja-not_placing_houses = Počiatočné domčeky sa stavajú len pri príprave hry, keď si všetci vyberú osobnosť.
violation-maharaja-not_your_turn_to_place = Domček teraz stavia iný hráč: { $next }.
violation-maharaja-initial_house_not_in_village = Počiatočné domčeky patria do dedín a { $at } nie je dedina.
violation-maharaja-village_full = V dedine { $village } už { $capacity ->
        [one] stojí { $capacity } domček
        [few] stoja { $capacity } domčeky
       *[other] stojí { $capacity } domčekov
    }, viac ich v tejto hre dedina nepojme.
violation-maharaja-not_setting_discs = Disky sa nastavujú na začiatku kola, kým svoj nenastaví posledný hráč.
violation-maharaja-disc_already_set = Disk hráča { $seat } je pre toto kolo už nastavený.
violation-maharaja-not_this_seats_reveal = Disk hráča { $seat } sa odkrýva, až keď sa začne jeho ťah.
violation-maharaja-reveal_does_not_match_commitment = Odkryté akcie a nonce nezodpovedajú záväzku, ktorý { $seat } pre toto kolo urobil(a).
violation-maharaja-not_your_turn = Konať môžete len vo svojom ťahu.
violation-maharaja-seat_not_active = Teraz nie je na ťahu { $seat }.
violation-maharaja-waiting_for_replacement = Ťah čaká, kým si { $seat } vyberie novú osobnosť.
violation-maharaja-no_character_to_replace = Novú osobnosť si vyberá len hráč, ktorý práve o svoju prišiel.
violation-maharaja-slot_shows_other_action = Na vašom disku ukazuje { $slot } akciu { $shown }, nie { $wanted }.
violation-maharaja-wanted-house = akciu, ktorá stavia domček
violation-maharaja-wanted-palace = akciu, ktorá stavia palác
violation-maharaja-disc_forfeited = Váš disk sa nepodarilo otvoriť, a tak obe jeho akcie prepadajú.
violation-maharaja-action_already_done = Akciu, ktorú ukazuje { $slot } vášho disku, ste už vykonali.
violation-maharaja-no_action_tokens = Akčné žetóny sa používajú len v rozšírenej hre.
violation-maharaja-no_token_to_use = Nemáte žiadny akčný žetón.
violation-maharaja-token_already_used = V jednom ťahu smiete použiť len jeden akčný žetón a v tomto ťahu ste už jeden použili.
violation-maharaja-token_cannot_be_character = Akčný žetón nemožno použiť na akciu Osobnosť.
violation-maharaja-no_token_in_use = Najprv použite akčný žetón; jeho akcia sa potom hrá s ním.
violation-maharaja-not_enough_gold = To stojí { $needed } { $needed ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    }, ale vy máte len { $have } { $have ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    }.
violation-maharaja-supply_empty = Vo svojej zásobe nemáte žiadny domček; domčeky z kameňolomu prináša akcia Kameňolom.
violation-maharaja-quarry_empty = Váš kameňolom je prázdny, nie je z neho čo vziať.
violation-maharaja-architect_not_in_city = V meste { $city } smiete stavať, len keď tam stojí váš architekt.
violation-maharaja-architect_not_in_city_for_move = Domček do mesta { $city } smiete presunúť, len keď tam stojí váš architekt.
violation-maharaja-not_a_house_site = Domčeky stoja v dedinách a v mestách a { $at } nie je ani jedno.
violation-maharaja-unknown_place = Na tomto pláne nie je žiadne miesto „{ $id }“.
violation-maharaja-unknown_city = Na tomto pláne nie je žiadne mesto „{ $city }“.
violation-maharaja-second_house_must_be_in_city = S akciou 2 domčeky ide aspoň jeden domček do mesta, takže po domčeku v dedine musíte druhý postaviť v meste.
violation-maharaja-no_palace_left = Už vám nezostáva žiadny palác na stavbu.
violation-maharaja-central_site_taken = Prostredné miesto pre palác v meste { $city } už je obsadené.
violation-maharaja-outer_sites_full = Všetky vonkajšie miesta pre palác v meste { $city } sú obsadené.
violation-maharaja-no_house_there = Miesto { $at }: nemáte tam žiadny domček, ktorý by ste presunuli.
violation-maharaja-move_to_same_place = Domček sa musí presunúť na iné miesto.
violation-maharaja-governor_at_bottom = Miestodržiteľ mesta { $city } už je na najnižšej pozícii a nižšie sa posunúť nedá.
violation-maharaja-already_hold_character = Osobnosť { $character } už máte; akcia Osobnosť berie inú.
violation-maharaja-not_expanded_two = Výmena a pretiahnutie osobností patria k rozšírenej hre II, s ktorou táto hra nehrá.
violation-maharaja-bank_empty = V banke už nezostala žiadna osobnosť, a tak akcia Osobnosť namiesto toho osobnosť vymení alebo pretiahne od iného hráča.
violation-maharaja-bank_not_empty = Kým sú v banke osobnosti, berie akcia Osobnosť jednu z nich; výmena a pretiahnutie prichádzajú na rad, až keď je banka prázdna.
violation-maharaja-do_not_hold_character = Osobnosť { $character } nemáte, takže ju nemôžete dať.
violation-maharaja-cannot_lure_from_yourself = Osobnosť nemôžete pretiahnuť sami od seba.
violation-maharaja-lure_needs_fewer_characters = Pretiahnuť smiete len od hráča, ktorý má viac osobností ako vy: vy { $yours ->
        [one] máte { $yours } osobnosť
        [few] máte { $yours } osobnosti
       *[other] máte { $yours } osobností
    } a { $target } { $theirs ->
        [one] má { $theirs } osobnosť
        [few] má { $theirs } osobnosti
       *[other] má { $theirs } osobností
    }.
violation-maharaja-waiting_for_gift = Ťah čaká, kým { $seat } vyberie, ktorú osobnosť dá.
violation-maharaja-no_gift_to_give = Osobnosť na darovanie vyberá len hráč, od ktorého sa osobnosť preťahuje.
violation-maharaja-not_the_builder = Domček zadarmo postaviť alebo presunúť smie len ten, kto má Podnikateľa.
violation-maharaja-builder_already_used = Domček alebo presun zadarmo od Podnikateľa smiete použiť len raz za ťah.
violation-maharaja-empty_path = Cesta musí uviesť aspoň jedno miesto za tým, kde stojí váš architekt.
violation-maharaja-not_adjacent = Váš architekt nemôže ísť z miesta { $from } na miesto { $to }: nesusedia spolu po ceste.
violation-maharaja-village_without_houses = Váš architekt smie prejsť len dedinami s aspoň jedným domčekom a v dedine { $village } žiadny nie je.
violation-maharaja-trip_must_end_in_city = Cesta musí končiť v meste a { $at } nie je mesto.
violation-maharaja-already_there = Váš architekt už v meste { $city } stojí.
violation-maharaja-no_route = Do mesta { $city } nevedie žiadna cesta cez dediny s domčekmi.
violation-maharaja-cannot_pay_tolls = Mýto na tejto ceste robí { $tolls } { $tolls ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    }, ale vy máte len { $have } a každé mýto musíte byť schopní zaplatiť.
violation-maharaja-game_over = Hra skončila.
violation-maharaja-move_not_signed = Táto hra beží na úrovni podpísaných ťahov: vaše zariadenie musí podpísať každý ťah a tento ťah prišiel nepodpísaný (stránka na podpis potrebuje JavaScript).
violation-maharaja-bad_signature = Podpis ťahu neplatí pre ťah číslo { $n } vášho miesta s kľúčom, ktorý je pre vás registrovaný; obnovte stránku a skúste to znova.
violation-maharaja-key_already_registered = Tento kľúč zariadenia už je v tejto hre registrovaný.
violation-maharaja-disc_sealed_in_browser = Táto hra pečatí disky v prehliadači: vaše zariadenie posiela len záväzok vášho disku a jeho otvorenie si necháva, takže server žiadny disk v otvorenej podobe neprijíma (stránka na zapečatenie potrebuje JavaScript).
violation-maharaja-not_sealed_in_browser = Táto hra disky v prehliadači nepečatí: disky drží server, takže nastavte samotný disk a server ho otvorí, keď sa začne váš ťah.
violation-maharaja-opening_is_the_players = { $seat } zapečatil(a) svoj disk v prehliadači: otvoriť ho môže len jeho vlastné zariadenie a server ho smie len zneplatniť, keď uplynie lehota na jeho otvorenie.
violation-maharaja-bid_sealed_in_browser = Táto hra pečatí ponuky v prehliadači: vaše zariadenie posiela len záväzok vašej ponuky a jej otvorenie si necháva, takže server žiadnu ponuku v otvorenej podobe neprijíma (stránka na zapečatenie potrebuje JavaScript).
violation-maharaja-bid_not_to_open = { $seat } teraz nemá žiadnu zapečatenú ponuku na otvorenie: ponuky zapečatené v prehliadači sa otvárajú, keď sú všetky podané, každá raz, a to zariadením, ktoré ju zapečatilo.

violation-citadels-not_started = Hra sa ešte nezačala.
violation-citadels-already_started = Hra sa už začala.
violation-citadels-game_over = Hra skončila.
violation-citadels-bad_deck = Balíček musí obsahovať 54 základných budov a fialové budovy tejto hry, každú raz.
violation-citadels-bad_draft = Odložené postavy { $round }. kola nezodpovedajú pravidlám výberu postáv.
violation-citadels-not_referee = O ťahoch môže rozhodnúť len rozhodca, ktorý pozná skryté karty.
violation-citadels-cannot_build = Budovu { $district } nemožno postaviť.
violation-citadels-monument_too_late = Budovu { $district } nemožno postaviť v meste s 5 alebo viac budovami.
violation-citadels-not_your_move = Teraz nie je na ťahu { $player }.
violation-citadels-no_such_seat = V tejto hre nie je { $player }.
violation-citadels-not_drafting = Postavy sa vyberajú len pri výbere postáv.
violation-citadels-not_offered = Postava { $character } nie je medzi postavami, ktoré vám boli podané.
violation-citadels-discard_required = S týmto výberom musíte aj jednu postavu odložiť lícom nadol.
violation-citadels-discard_not_allowed = S týmto výberom sa žiadna postava neodkladá.
violation-citadels-not_in_turn = Teraz sa nehrá ťah žiadnej postavy.
violation-citadels-already_gathered = Zdroje ste v tomto ťahu už získali.
violation-citadels-gather_first = Najprv získajte zdroje (mince, alebo karty).
violation-citadels-keep_first = Najprv vyberte, ktorú z dobratých kariet si necháte.
violation-citadels-give_back_first = Najprv vráťte kartu každému hráčovi, ktorému ste jednu vzali.
violation-citadels-nothing_to_give_back = Nemáte žiadne karty na vrátenie.
violation-citadels-give_back_count = Vráťte presne { $owed } { $owed ->
        [one] kartu
        [few] karty
       *[other] kariet
    }.
violation-citadels-crown_first = Najprv odovzdajte korunu inému hráčovi.
violation-citadels-bad_crown_gift = Tomuto hráčovi korunu odovzdať nemožno.
violation-citadels-nothing_to_take = Ten hráč nič také nemá; vezmite si to druhé.
violation-citadels-nothing_to_keep = Nemáte žiadne dobraté karty, ktoré by ste si nechali.
violation-citadels-keep_count = Z dobratých kariet si nechajte { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } kariet
    }.
violation-citadels-not_drawn = Budova { $district } nebola medzi dobratými kartami.
violation-citadels-not_in_hand = Budovu { $district } nemáte v ruke.
violation-citadels-already_in_city = Budovu { $district } už vo svojom meste máte: dve budovy rovnakého mena mesto mať nesmie.
violation-citadels-not_enough_gold = To stojí { $needed } { $needed ->
        [one] mincu
        [few] mince
       *[other] mincí
    }; vy máte { $have }.
violation-citadels-building_limit = V tomto ťahu už ďalšie budovy stavať nesmiete.
violation-citadels-ability_used = Túto schopnosť ste v tomto ťahu už použili.
violation-citadels-no_such_ability = Postava { $character } takú schopnosť nemá.
violation-citadels-bad_target = Postava { $character } nemôže ako cieľ určiť postavu { $target }.
violation-citadels-self_target = Vyberte iného hráča.
violation-citadels-not_in_city = Budova { $district } v tom meste nie je.
violation-citadels-completed_city = Budovy v dokončenom meste zbúrať nemožno.
violation-citadels-bishop_protected = Budovy postavy { $bishop } sú v tomto kole chránené pred postavou s č. 8.
violation-citadels-keep_protected = Budovu { $district } zbúrať nemožno.
violation-citadels-too_dear = Budova { $district } stojí viac ako 3 mince.
violation-citadels-not_richest = { $player } nie je najbohatší hráč, alebo ste medzi najbohatšími vy.
violation-citadels-already_collected = Zdroje za budovy tejto postavy ste v tomto ťahu už vybrali.
violation-citadels-need_district = Potrebujete vo svojom meste budovu { $district }.
violation-citadels-bad_payment = Budovu { $district } takto zaplatiť nemožno.
violation-citadels-witch_only_gathers = Ako { $witch } len získate zdroje a očarujete postavu; váš ťah potom pokračuje za tú postavu.
violation-citadels-bewitched = V tomto ťahu len získavate zdroje (ste očarovaní, alebo zneškodnení s budovou { $district }).
violation-citadels-token_count = Položte každý žetón na inú postavu ({ $count } celkom).
violation-citadels-nothing_to_decide = Teraz nie je o čom rozhodovať.
violation-citadels-not_signed = Váš glejt na postavu { $character } nie je ten podpísaný.
violation-citadels-not_yours = Postava { $character } nie je vaša.
violation-citadels-give_which = Určte, ktorú zo svojich postáv dávate.
violation-citadels-look_first = Najprv si prezrite ruku niektorého hráča: { $wizard } berie kartu len z ruky, ktorú si prezrel.
violation-citadels-looked_elsewhere = Prezreli ste si ruku iného hráča; vezmite kartu z nej, nie od hráča { $player }.
violation-citadels-threat_first = Najprv sa postave { $blackmailer } vykúpte, alebo odmietnite.
violation-citadels-options-player_count = Citadely hrajú 2 až 8 hráči, nie { $count }.
violation-citadels-options-character_ranks = Postavy musia byť po jednej z každého čísla, zoradené podľa čísel 1–8 alebo 1–9.
violation-citadels-options-character_count = Pri { $players } hráčoch sa hrá s { $needed } postavami (pravidlá, s. 8).
violation-citadels-options-character_not_for_player_count = Postavu { $character } nemožno použiť pri { $players } hráčoch (pravidlá, s. 8).
violation-citadels-options-unique_district_count = Vyberte presne 14 rôznych fialových budov.
violation-citadels-options-not_unique = Budova { $district } nie je fialová budova.
violation-citadels-options-district_needs_character = Budovu { $district } možno použiť len spolu s postavou { $character }.
violation-citadels-options-not_yet_playable = Kartu { $card } zatiaľ durbar hrať nevie.
violation-citadels-options-unknown_preset = Sada postáv „{ $name }“ neexistuje.

## Čo číta ten, komu bola požiadavka odmietnutá, a nadpis jeho stránky.

error-moved-on = Hra medzitým pokročila: { $sentence }
error-internal = Na našej strane sa niečo pokazilo; skúste to, prosím, znova.
error-contended = Hra je práve zaneprázdnená; nič sa nezmenilo, skúste to, prosím, znova.
error-payload-too-large = Táto požiadavka je príliš veľká.
error-key-reused = Tento kľúč idempotencie už bol použitý pre inú požiadavku (inú adresu alebo iné polia); s každou novou požiadavkou pošlite nový kľúč.
error-key-foreign = Tento formulár už bol použitý inde; obnovte stránku a skúste to znova.
error-key-foreign-api = Tento kľúč idempotencie už použil iný hráč alebo bol použitý v inej hre; s každou novou požiadavkou pošlite nový kľúč.
error-method-not-allowed = Táto adresa na túto metódu neodpovedá; odpovedá na { $methods }.
error-heading-400 = Požiadavku sa nepodarilo prečítať
error-heading-401 = Prihláste sa, prosím
error-heading-403 = Nepovolené
error-heading-404 = Nenájdené
error-heading-405 = Na tejto adrese nie
error-heading-409 = Hra medzitým pokročila
error-heading-413 = Príliš veľké
error-heading-422 = Pravidlá to nedovoľujú
error-heading-429 = Spomaľte
error-heading-503 = Zaneprázdnené
error-heading-500 = Niečo sa pokazilo
draft-dropped = Hra medzitým pokročila, a tak boli vaše nedokončené kroky zahodené.
draft-dropped-because = Hra medzitým pokročila, a tak boli vaše nedokončené kroky zahodené: { $reason }

# --- recwords ---
## Záznam a prehrávanie: udalosti Maharadžu slovami

log-character = { $name } ({ $number })
log-disc = { $first } + { $second }
log-city = { $city }
log-in-start = na štartovom poli
log-from-start = zo štartového poľa
log-to-start = na štartové pole
log-round-slot = pole { $slot }. kola
log-slot = pole { $slot }
log-player = hráč { $player }
log-bank = banka
log-payment = { $name } { $gold }
log-option-expanded = rozšírená hra (Jogín a akčné žetóny)
log-option-auction = dražba osobností
log-option-sealed-auction = dražba osobností zapečatenými ponukami
log-key-registered = { $name } registruje zariadenie { $device } s kľúčom { $key }: odteraz podpisuje jeho ťahy.
log-command-signed = { $name } podpisuje ďalší ťah (podpísaný ťah č. { $n }).
log-deadline-passed = Lehota hráča { $name } ({ $deadline }) uplynula: ďalší ťah zaňho urobí server.
log-created = Hra vzniká na pláne { $board } pre hráčov { $players }. Server sa zaväzuje k náhodnému semienku (záväzok { $commitment }).
log-created-with = Hra vzniká na pláne { $board } pre hráčov { $players }; pravidlá: { $options }. Server sa zaväzuje k náhodnému semienku (záväzok { $commitment }).
log-joined = { $name } sa pripája a pridáva náhodu ({ $hex }).
log-seed-revealed = Server odhaľuje náhodné semienko ({ $hex }); z neho a z náhody hráčov sa losuje poradie hráčov a stupnica miestodržiteľov.
log-seats-fixed = Poradie hráčov určil hostiteľ: { $seats }.
log-seats-drawn = Poradie hráčov je vylosované: { $seats }.
log-governors-given = Doštičky miestodržiteľov ležia na stupnici tak, ako ich určil hostiteľ, odspodu: { $cities }.
log-governors-drawn = Doštičky miestodržiteľov sú vylosované a položené na stupnicu, odspodu: { $cities }.
log-neutral-palaces = Každé mesto dostáva { $count ->
        [one] { $count } neutrálny palác
        [few] { $count } neutrálne paláce
       *[other] { $count } neutrálnych palácov
    }.
log-character-chosen = { $name } si vyberá osobnosť: { $character }.
log-initial-house = { $name } stavia počiatočný domček { $place }.
log-initial-supply = { $name } presúva { $count ->
        [one] { $count } domček
        [few] { $count } domčeky
       *[other] { $count } domčekov
    } z kameňolomu do svojej zásoby.
log-auction-open = Začína sa { $auction }. dražba osobností (otvorené prihadzovanie): prihadzujú { $bidders }, začína { $starter }.
log-auction-sealed = Začína sa { $auction }. dražba osobností (zapečatené ponuky): ponúkajú { $bidders }, začína { $starter }.
log-bid = { $name } ponúka { $gold }.
log-bid-deadline = { $name } ponúka { $gold } (zvolil server po uplynutí lehoty).
log-passed = { $name } pasuje a z tejto dražby odstupuje.
log-passed-deadline = { $name } pasuje a z tejto dražby odstupuje (zvolil server po uplynutí lehoty).
log-bid-sealed = { $name } zapečatí svoju ponuku (záväzok { $commitment }).
log-bid-sealed-deadline = Po uplynutí lehoty zapečatí ponuku hráča { $name } server (záväzok { $commitment }).
log-bid-opened = Zapečatená ponuka hráča { $name } je otvorená: { $gold }.
log-bid-unopenable = Zapečatenú ponuku hráča { $name } nemožno otvoriť; radí sa pod všetky otvorené ponuky.
log-bid-voided = { $name } do lehoty neotvoril svoju zapečatenú ponuku: je neplatná, nemôže vyhrať a nič nestojí.
log-auction-won = { $name } vyhráva { $auction }. dražbu, platí banke { $gold } a vyberá si osobnosť.
log-round-started = Začína sa { $round }. kolo: rádža ide { $city } a jeho miestodržiteľ sa posúva na stupnici: { $from } → { $to }.
log-disc-set = { $name } nastavuje svoj disk (záväzok { $commitment }).
log-disc-set-deadline = Po uplynutí lehoty nastavuje disk hráča { $name } server (záväzok { $commitment }).
log-disc-revealed = Disk hráča { $name } je odhalený: { $disc }.
log-disc-unopenable = Disk hráča { $name } nemožno otvoriť: obe jeho akcie prepadajú (D14).
log-disc-voided = { $name } do lehoty neotvoril svoj disk: je neplatný a obe jeho akcie prepadajú.
log-merchant-gold = { $name } dostáva ako Kupec { $gold }.
log-token-received = { $name } dostáva ako Jogín akčný žetón.
log-forfeit = { $name } necháva časť disku nevyužitú ({ $slots }): banka vypláca { $paid } (D3).
log-turn-ended = { $name } končí svoj ťah.
log-turn-ended-deadline = Po uplynutí lehoty končí ťah hráča { $name } server.
log-scored = Vyhodnotenie mesta { $city } v { $round }. kole: { $scores }.
log-scored-nobody = nikto tam nemal žiadne body
log-score = { $name } { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodov
    } → { $gold }
log-monopoly = { $scores }; { $name } jediný bodoval a dostáva navyše { $gold } (monopol)
log-rank = { $rank }. { $name } ({ $palaces ->
        [one] { $palaces } palác
        [few] { $palaces } paláce
       *[other] { $palaces } palácov
    }, { $gold })
log-ended-palaces = Hra sa končí, pretože jeden z hráčov postavil svoj posledný palác. Konečné poradie: { $ranking }.
log-ended-last-round = Hra sa končí, pretože sa odohralo posledné kolo. Konečné poradie: { $ranking }.
log-token-used = { $name } používa akčný žetón na tretiu akciu: { $action }.
log-gold-taken = { $name } berie { $gold } ({ $slot }).
log-quarried = { $name } presúva { $count ->
        [one] { $count } domček
        [few] { $count } domčeky
       *[other] { $count } domčekov
    } z kameňolomu do svojej zásoby ({ $slot }).
log-quarried-last = { $name } presúva { $count ->
        [one] { $count } domček
        [few] { $count } domčeky
       *[other] { $count } domčekov
    } z kameňolomu do svojej zásoby ({ $slot }), viac tam nezostalo.
log-house-built = { $name } stavia domček { $place } za { $gold } ({ $slot }).
log-house-built-builder = { $name } stavia domček zadarmo { $place } (Podnikateľ).
log-house-moved = { $name } presúva domček { $from } { $to } ({ $slot }).
log-builder-free = Podnikateľ, zadarmo
log-palace-central = { $name } stavia palác { $place } (stredné miesto) za { $gold } ({ $slot }).
log-palace-outer = { $name } stavia palác { $place } (vonkajšie miesto) za { $gold } ({ $slot }).
log-governor = { $name } posúva miestodržiteľa mesta { $city } na stupnici: { $from } → { $to } ({ $slot }).
log-travelled = Architekt hráča { $name } cestuje { $from } { $to }: { $tolls }
log-travelled-via = Architekt hráča { $name } cestuje { $from } { $to } (cestou cez: { $via }): { $tolls }
log-tolls-none = bez mýta.
log-tolls-paid = mýto { $gold }: { $tolls }.
log-tolls-bank = mýto za Pútnika platí banka: { $tolls }.
log-toll = { $gold } hráčovi { $name } { $place }
log-character-taken = { $name } berie osobnosť { $character } hráčovi { $other } ({ $slot }).
log-character-taken-returned = { $name } berie osobnosť { $character } hráčovi { $other } ({ $slot }) a vracia do banky: { $returned }.
log-character-taken-bank = { $name } berie z banky osobnosť { $character } ({ $slot }).
log-character-taken-bank-returned = { $name } berie z banky osobnosť { $character } ({ $slot }) a vracia do banky: { $returned }.
log-characters-swapped = { $name } berie hráčovi { $other } osobnosť { $took } a dáva mu výmenou { $gave } ({ $slot }).
log-character-lured = { $name } láka osobnosť od hráča { $other }, ktorý vyberie, ktorú dá ({ $slot }).
log-character-given = { $name } dáva osobnosť { $character } hráčovi { $other }.
log-character-given-deadline = { $name } dáva osobnosť { $character } hráčovi { $other } (zvolil server po uplynutí lehoty).
log-character-replaced = { $name } si berie z banky osobnosť { $character }.
log-character-replaced-deadline = { $name } si berie z banky osobnosť { $character } (zvolil server po uplynutí lehoty).

## Stránky záznamu: záznam, prehrávanie, sledovanie, výsledok, overenie (obe hry)

record-nav-label = Táto hra
record-nav-yours = Vaša hra
record-nav-board = Plán
record-nav-log = Záznam
record-nav-replay = Prehrávanie
record-nav-result = Výsledok
record-nav-scores = Body
record-nav-export = Export
record-nav-rules = Pravidlá
record-page-first = « prvá
record-page-earlier = ‹ skoršia
record-page-of = strana { $page } z { $pages }
record-page-later = neskoršia ›
record-page-latest = najnovšia »
record-verify-button = Overiť túto hru
record-verify-explain = Server skontroluje export rovnako ako durbar verify: reťazec odtlačkov, každú zapečatenú voľbu voči jej záväzku, semienko a pravidlá, udalosť po udalosti.
record-log-title = { $game } — záznam
record-log-heading = { $game }: záznam hry
record-log-intro = Všetky udalosti hry v poradí, s číslom a začiatkom odtlačku. Každý odtlačok pokrýva svoju udalosť aj tú pred ňou, takže posledný z nich (hlava) ručí za celý záznam.
record-log-range = Udalosti { $first }–{ $last } z { $total }.
record-log-pages = Strany záznamu
record-log-pages-below = Strany záznamu, znova pod ním
record-log-events = Udalosti
record-col-event = Udalosť
record-col-hash = Odtlačok
record-setup = Príprava
record-round = { $round }. kolo
record-log-step-title = plán po tejto udalosti
record-head = Hlava záznamu: udalosť { $seq }, odtlačok
record-players = Hráči
record-col-houses = Domčeky
record-col-houses-title = domčeky v zásobe / v kameňolome
record-col-houses-label = Domčeky (zásoba / kameňolom)
record-col-status = Stav
record-gold-hidden = Zlaťáky hráčov sú počas hry skryté (skryté zlato, D12); každú platbu ukazuje záznam.
record-read-log = Čítať záznam
record-steps = Kroky
record-step-start = « začiatok
record-step-back = ‹ späť
record-step-of = krok { $step } z { $total }
record-step-forward = vpred ›
record-step-end = koniec »
record-go-to-step = Prejsť na krok
record-show = Ukázať
record-rounds = Kolá:
record-before-first = Pred prvou udalosťou: hra ešte neexistuje.
record-around = Okolo tohto kroku
record-replay-title = { $game } — prehrávanie, krok { $step }
record-replay-heading = { $game }: prehrávanie
record-event-n = Udalosť { $step }:
record-players-after = Hráči po kroku { $step }
record-event-hash = Udalosť { $step } má odtlačok
record-watch-title = { $game } — sledovanie
record-next-cities = Rádža pôjde ďalej do:
record-bank = V banke:
record-options = Pravidlá:
record-watch-note = Toto je pohľad diváka: ukazuje, čo smie vidieť každý. Disky zostávajú zapečatené, kým nezačne ťah ich hráča.
record-replay-start = Prehrať hru od začiatku
record-download-export = Stiahnuť export
record-result-title = { $game } — výsledok
record-scores-title = { $game } — body
record-result-heading = { $game }: výsledok
record-scores-heading = { $game }: doterajšie body
record-cities-heading = { $game }: doterajšie mestá
record-ranking-rule = Vyhráva, kto postavil najviac palácov; pri zhode rozhoduje viac zlaťákov, potom nižšie číslo osobnosti.
record-col-rank = Poradie
record-col-character = Osobnosť
record-col-ahead = Náskok pred ďalším
record-not-over = Hra sa ešte neskončila. Konečné poradie sa tu objaví po poslednom vyhodnotení.
record-by-round = Vyhodnotenie po kolách
record-none-scored = Zatiaľ nebolo vyhodnotené žiadne mesto.
record-scoring-rule = V každom kole sa vyhodnocuje mesto, kde je rádža: body v ňom (architekt 1, každý domček 1, vonkajší palác 1, s Asketom 2, stredný palác 3), potom zlaťáky podľa poradia; ★ značí bonus za monopol.
record-col-round = Kolo
record-col-city = Mesto
record-cell-points = { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodov
    }
record-gold-from-scorings = Zlaťáky z vyhodnotení
record-verify-title = { $game } — overené?
record-verify-heading = { $game }: overenie
record-verified = OVERENÉ.
record-verified-events = Všetkých { $events } udalostí je v poriadku.
record-verify-chain = Reťazec odtlačkov je neporušený až po hlavu
record-verify-ranking = Konečné poradie, ako ho vypočítalo prehranie
record-verify-compare = Porovnajte hlavu s tou, ktorú uvádzajú vaše e-maily ({ $head }): ak sa zhodujú, dostali ste práve tento záznam. Ak to chcete overiť bez dôvery v tento server, spustite durbar verify na export:
record-not-verified = NEOVERENÉ.
record-verify-again = Overiť znova
record-citadels-ended = Hra sa skončila po { $round }. kole, v ktorom bolo dostavané prvé mesto.
record-citadels-scoring-rule = Hráč získa body za cenu všetkých budov vo svojom meste, 3 za budovy všetkých piatich farieb, 4 za prvé dostavané mesto a 2 za neskôr dostavané a navyše body unikátnych budov. Pri zhode vyhráva ten, ktorého postava mala v poslednom kole vyššie poradie.
record-col-districts = Budovy
record-col-colours = Päť farieb
record-col-completed = Dostavané mesto
record-col-unique = Unikátne budovy
record-col-points = Body
record-col-last-character = Najvyššia postava v poslednom kole
record-citadels-not-over = Hra sa ešte neskončila. Konečné poradie sa tu objaví, keď sa skončí kolo, v ktorom niekto dostavia svoje mesto.
record-cities = Mestá
record-waited-mark = · čaká sa naňho
record-in-hand = V ruke:
record-deck = { $count ->
        [one] V balíčku zostáva { $count } karta.
        [few] V balíčku zostávajú { $count } karty.
       *[other] V balíčku zostáva { $count } kariet.
    }
record-secret-note = Karty v ruke a neodhalené voľby sú tajné: tento pohľad ukazuje, čo smie vidieť každý hráč.
record-citadels-hands-shown = Hra sa skončila a jej semienko je odhalené, takže už nič nie je tajné: prehrávanie ukazuje všetky karty v ruke v každom kroku (ako ich zo semienka odvodí durbar verify). Voľby postáv sú pomenované, hneď ako ich záznam odhalí.
record-citadels-hands-hidden = Počas hry prehrávanie skladá iba verejný záznam: karty v ruke, ťahané karty a neodhalené voľby zostávajú skryté.
record-status-setup = Príprava · { $phase } · { $maharaja }
record-status-round = { $round }. kolo · { $phase } · { $maharaja }
record-maharaja-in = rádža je { $place }
record-maharaja-start = rádža čaká na štartovom poli
record-wait-creation = Hra sa zakladá.
record-the-server = server
record-wait-join = Čaká sa, kým sa k hre pripojí: { $names }.
record-wait-character = Čaká sa, kým si { $name } vyberie osobnosť.
record-wait-bid = Čaká sa, kým { $name } prihodí alebo pasuje.
record-wait-sealed-bids = { $count ->
        [one] Čaká sa na zapečatenú ponuku: { $names }.
       *[other] Čaká sa na zapečatené ponuky: { $names }.
    }
record-wait-bid-reveal = Všetky ponuky sú podané: server ich otvára.
record-wait-bid-openings = { $count ->
        [one] Všetky ponuky sú podané; čaká sa na otvorenie zapečatenej ponuky: { $names }.
       *[other] Všetky ponuky sú podané; čaká sa na otvorenie zapečatených ponúk: { $names }.
    }
record-wait-gift = Čaká sa, kým { $name } vyberie, ktorú osobnosť dá (D10).
record-wait-house = Čaká sa, kým { $name } postaví počiatočný domček.
record-wait-discs = { $count ->
        [one] Čaká sa na nastavenie disku: { $names }.
       *[other] Čaká sa na nastavenie diskov: { $names }.
    }
record-wait-reveal = Začína sa ťah hráča { $name }: server odhaľuje jeho disk.
record-wait-replacement = Čaká sa, kým si nové osobnosti z banky vyberú: { $names } (D6).
record-wait-turn = { $name } hrá svoj ťah.
record-tokens = { $count ->
        [one] { $count } akčný žetón
        [few] { $count } akčné žetóny
       *[other] { $count } akčných žetónov
    }
record-disc-sealed = nastavený (zapečatený)
record-status-awaited = čaká sa naňho
record-status-playing = hrá
record-status-played = odohral
record-status-to-play = ešte hrá
record-ahead-palaces = viac palácov
record-ahead-gold = rovnako palácov, viac zlaťákov
record-ahead-character = rovnako palácov aj zlaťákov, nižšia osobnosť
record-ended-palaces = Jeden z hráčov postavil svoj posledný palác, takže hra sa skončila po vyhodnotení toho kola.
record-ended-last-round = Odohralo sa posledné kolo, takže hra sa skončila po jeho vyhodnotení.
record-ahead-points = viac bodov
record-ahead-higher-character = rovnako bodov, vyššia postava v poslednom kole
record-ahead-earlier-seat = rovnako bodov aj poradia postavy: skoršie miesto pri stole
record-verify-rank = { $rank }. { $name }: { $palaces ->
        [one] { $palaces } palác
        [few] { $palaces } paláce
       *[other] { $palaces } palácov
    }, { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
record-verify-discs = Každá odhalená zapečatená voľba zodpovedá záväzku svojho hráča a odhalené semienko zodpovedá záväzku z chvíle, keď hra vznikla.
record-verify-reached-setup = Prehranie pravidiel zo semienka dáva presne tieto udalosti; hra došla do prípravy, fáza: { $phase }.
record-verify-reached-round = Prehranie pravidiel zo semienka dáva presne tieto udalosti; hra došla do { $round }. kola, fáza: { $phase }.
record-verify-bad-event = Udalosť { $seq }: { $reason }
record-verify-picks = Každá odhalená voľba postavy zodpovedá zapečatenému záväzku svojho hráča (C3) a každá voľba skončeného kola bola odhalená.
record-verify-seed-replayed = Semienko odhalené na konci zodpovedá záväzku zo začiatku hry; prehranie hry z neho dáva každé zamiešanie, rozdanie a ťahanie, ktoré záznam pečatí, aj konečné body, ktoré mestá dávajú.
record-verify-seed-sealed = Hra ešte beží, takže jej semienko je zapečatené (C2): balíček, rozdania a ťahania z neho možno odvodiť, až keď sa hra skončí.
record-citadels-rank = { $rank }. { $name }: { $score ->
        [one] { $score } bod
        [few] { $score } body
       *[other] { $score } bodov
    } (budovy { $districts }, päť farieb { $colours }, dostavané mesto { $completion }, unikátne budovy { $unique })

# --- citsign ---
violation-citadels-move_not_signed = Táto hra beží na úrovni podpísaných ťahov: vaše zariadenie musí podpísať každý ťah a tento ťah prišiel nepodpísaný (stránka na podpis potrebuje JavaScript).
violation-citadels-bad_signature = Podpis ťahu neplatí pre ťah číslo { $n } vášho miesta s kľúčom, ktorý je pre vás registrovaný; obnovte stránku a skúste to znova.
violation-citadels-key_already_registered = Tento kľúč zariadenia už je v tejto hre registrovaný.
trust-server-protects-citadels =
    Drží server: server uchováva každú zapečatenú voľbu postavy, kým nie je postava
    vyvolaná, a ručí za každý ťah, takže ostatní hráči vaše voľby nevidia ani nezmenia;
    nechráni vás však pred tým, kto server prevádzkuje: ten by mohol vašu voľbu prečítať
    alebo nepozorovane zapísať ťah vaším menom.
trust-signed-protects-citadels =
    Podpísané ťahy: vaše zariadenie podpisuje každý váš ťah kľúčom, ktorý má iba ono, takže
    ťah zapísaný vaším menom kýmkoľvek iným, aj tým, kto server prevádzkuje a má prístup k
    jeho databáze, spôsobí, že durbar verify exportu hry zlyhá; vašu zapečatenú voľbu postavy
    to pred serverom neskryje (výber potrebuje rozdávajúceho, ktorý vie, ktoré karty sa
    posielajú ďalej), a nepomôže to, ak bola pozmenená samotná stránka, ktorou podpisujete.

# --- errwords ---
# Prečo bola požiadavka odmietnutá (api/src/http_error/reason.rs): vždy jedna veta.
refused-no-such-game = Taká hra neexistuje.
refused-no-such-game-address = Taká hra neexistuje. Skontrolujte odkaz: adresa hry je /games/ a za ním 32 písmen a číslic.
refused-no-such-page = Taká stránka neexistuje.
refused-no-such-endpoint = Taký koncový bod API neexistuje.
refused-no-such-player = Taký hráč neexistuje.
refused-unknown-unsubscribe-link = Tento odkaz na odhlásenie tu nepoznáme.
refused-link-unknown = Tento osobný odkaz nie je platný. Požiadajte zakladateľa hry, nech vám pošle nový.
refused-link-expired = Platnosť tohto osobného odkazu vypršala. Čerstvý nájdete v každom e-maile o vašej hre, alebo požiadajte zakladateľa hry, nech vám pošle nový.
refused-link-revoked = Tento osobný odkaz zakladateľ hry zrušil. Požiadajte ho, nech vám pošle nový.
refused-not-signed-in = V tejto hre nie ste prihlásení. Otvorte osobný odkaz z e-mailu s pozvánkou a skúste to znova.
refused-no-bearer-token = Pošlite token svojho osobného odkazu ako „Authorization: Bearer <token>“.
refused-token-of-another-game = Tento token patrí k inej hre.
refused-only-host = Osobné odkazy môže posielať a rušiť len zakladateľ hry.
refused-export-while-running = Kým hra beží, jej export si môžu stiahnuť len jej hráči; po skončení hry ktokoľvek.
refused-only-own-moves = Môžete hrať len svoje vlastné ťahy.
refused-cross-site = Tento formulár prišiel z iného webu, a preto bol odmietnutý. Otvorte stránku hry a odošlite ho odtiaľ.
refused-form-expired = Platnosť tohto formulára vypršala alebo nepochádza z tohto webu. Obnovte stránku hry a skúste to znova.
refused-no-form-key = Formulár nemá platný kľúč idempotencie; obnovte stránku a skúste to znova.
refused-bad-idempotency-header = Hlavička Idempotency-Key musí mať 16 až 128 písmen, číslic, „-“ alebo „_“.
refused-no-field = Vo formulári chýba pole „{ $name }“.
refused-form-unreadable = Formulár sa nedá prečítať: { $detail }.
refused-not-json = Pošlite telo požiadavky ako JSON (Content-Type: application/json).
refused-unreadable-neither = { $what ->
        [body] Telo požiadavky
       *[command] Príkaz
    } sa nedá prečítať: jedna z jeho hodnôt nie je číslo ani názov, ktorý hra pozná (pole je 0, 1 alebo "token"; platiteľ je číslo miesta alebo "bank").
refused-unreadable-wrong-type = { $what ->
        [body] Telo požiadavky
       *[command] Príkaz
    } sa nedá prečítať: niektorá hodnota má zlý typ alebo je mimo rozsahu.
refused-unreadable-named = { $what ->
        [body] Telo požiadavky
       *[command] Príkaz
    } sa nedá prečítať: { $detail }.
refused-unreadable-other = { $what ->
        [body] Telo požiadavky
       *[command] Príkaz
    } sa nedá prečítať: nie je to JSON v opísanom tvare.
refused-query-not-understood = Adresa obsahuje dopyt, ktorému táto stránka nerozumie.
refused-not-whole-number = { $what ->
        [page] Strana
       *[step] Krok
    } musí byť celé číslo, nie „{ $text }“.
refused-not-started = Hra sa ešte nezačala: miesta sa losujú, keď sa pripoja všetci hráči.
refused-bad-signature = Podpis musí mať 128 šestnástkových číslic (r a s podpisu ECDSA P-256).
refused-bad-key = Verejný kľúč musí byť bod P-256 v nekomprimovanom tvare: 130 šestnástkových číslic, ktoré začínajú 04.
refused-bad-nonce = Nonce musí mať 64 šestnástkových číslic (32 náhodných bajtov).
refused-bad-contribution = Príspevok musí mať 64 šestnástkových číslic (32 náhodných bajtov).
refused-bad-commitment = Záväzok disku musí mať 64 šestnástkových číslic (haš SHA-256).
refused-signed-needs-script = Táto hra beží na úrovni podpísaných ťahov: pri pripojení sa registruje kľúč, ktorý si vytvorí vaše zariadenie, a na to táto stránka potrebuje JavaScript.
refused-discs-via-disc-form = Disk sa nastavuje formulárom disku (nonce losuje server).
refused-not-carry-code = To nie je prenosový kód disku: vyzerá ako 3-05- a 64 šestnástkových číslic, tak ako ho ukazuje stránka, ktorá váš disk zapečatila.
refused-carry-code-of-another-round = Tento prenosový kód otvára váš disk z { $of }. kola; teraz je { $round }. kolo.
refused-not-bid-carry-code = To nie je prenosový kód zapečatenej ponuky: vyzerá ako bid-1-4- a 64 šestnástkových číslic, ako ho ukazuje stránka, ktorá vašu ponuku zapečatila.
refused-carry-code-of-another-auction = Ten prenosový kód otvára vašu ponuku z { $of }. dražby; teraz prebieha { $auction }. dražba.
refused-not-a-step = To nie je krok ťahu; ťah ukončíte tlačidlom „ukončiť ťah“.
refused-changed-in-another-tab = Od zobrazenia tejto stránky sa váš ťah zmenil v inej záložke alebo okne: teraz má { $steps ->
        [one] { $steps } nedokončený krok
        [few] { $steps } nedokončené kroky
       *[other] { $steps } nedokončených krokov
    }. Nič sa nestalo; pozrite sa na ťah nižšie a skúste to znova.
refused-stale-signing-script = Táto stránka sa načítala skôr, ako hra začala zapečaťovať postavu, ktorú odkladáte lícom nadol, a váš prehliadač preto podpísal výber bez nej. Načítajte stránku znova: o výber neprídete, nová stránka vám formulár ukáže znova.
refused-choose-every-arrow = Zvoľte akciu pre každú šípku disku.
refused-no-such-form-to-sign = Taký formulár na podpis neexistuje.
refused-form-says-nothing = Formulár nehovorí, čo sa má urobiť.
refused-step-unreadable = Tento krok sa nedá prečítať: { $detail }.
refused-not-an-action = „{ $name }“ nie je žiadna z deviatich akcií.
refused-move-unreadable = Tento ťah sa nedá prečítať.
refused-signatures-header-empty = Hlavička { $header } je prázdna: pri nepodpísanom ťahu ju vynechajte.
refused-too-many-requests = Posielate priveľa požiadaviek; počkajte, prosím, pár sekúnd a skúste to znova.
refused-too-many-moves = Posielate do tejto hry priveľa ťahov; počkajte, prosím, pár sekúnd a skúste to znova.
refused-already-handled = Rovnaká požiadavka už bola vybavená.
refused-unknown-time-zone = „{ $zone }“ nie je časové pásmo, ktoré poznáme: napíšte ho ako Europe/Prague, America/New_York alebo UTC.
refused-unknown-mail-setting = „{ $value }“ nie je nastavenie e-mailov: zvoľte všetky e-maily, denný súhrn alebo žiadne e-maily.

# --- livelobby ---
game-forfeit-confirm = Napriek tomu ukončiť a vzdať sa: { $slots }; každý ďalší hráč dostane z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }.
game-forfeit-unconfirmed = Ukončením ťahu teraz sa vzdáte: { $slots }, a každý ďalší hráč dostane z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }. Nič sa nestalo: zaškrtnite políčko, ktoré to hovorí, a ukončite ťah znova, alebo najprv dohrajte zvyšok.
# Herný plán (templates/src/board/): popisky, nadpisy a plán slovami.
board-region = Obrázok herného plánu (pri priblížení sa posúva)
board-hint = Priblížte roztiahnutím prstov alebo tlačidlom +; priblížený plán posúvajte ťahom prsta, uvidíte aj stupnicu miestodržiteľov.
board-summary = { $round ->
        [0] Herný plán pred prvým kolom
       *[other] Herný plán v { $round }. kole
    }; rádža je { $at }.
board-architect-title = Architekt hráča { $name } ({ $colour }) { $at }
board-start-title = Štartové pole
board-start-label = Štart
board-village-title = { $houses ->
        [0] Dedina { $village }: žiadne domčeky
       *[other] Dedina { $village }: domčeky hráčov { $names }
    }
board-village-choose = Vybrať dedinu { $village }
board-village-house = Domček hráča { $name } ({ $colour }) v dedine { $village }
board-home-title = Domovské mesto osobnosti { $character } ({ $number })
board-home-label = domov { $number }
board-palace-neutral = Neutrálny palác v meste { $city } ({ $site ->
        [central] stredné
       *[outer] vonkajšie
    } miesto)
board-palace = Palác hráča { $name } ({ $colour }) v meste { $city } ({ $site ->
        [central] stredné
       *[outer] vonkajšie
    } miesto)
board-city-houses = { $houses ->
        [one] { $houses } domček
        [few] { $houses } domčeky
       *[other] { $houses } domčekov
    } hráča { $name } ({ $colour }) v meste { $city }
board-maharaja = Rádža
board-governors = Miestodržitelia
board-governor-round = Miestodržiteľ mesta { $city } na poli { $slot } pre kolá
board-governor-slot = Miestodržiteľ mesta { $city } na poli { $slot }
board-governor-next = (sem rádža mieri nabudúce)
board-next = ďalšie
board-words-summary = Herný plán slovami
board-words-cities = Mestá
board-words-villages = Dediny
board-words-empty-villages = Dediny bez domčekov: { $villages }.
board-words-maharaja = { $round ->
        [0] Pred prvým kolom
       *[other] { $round }. kolo
    }: rádža je { $at }.
board-words-architects = { $maharaja } Architekti: { $architects }.
board-words-architect = { $owner } { $at }
board-words-neutral = neutrálny
board-words-central = stredný palác { $owner }
board-words-central-free = stredné miesto voľné
board-words-outer = vonkajšie paláce { $owners }
board-words-outer-free = { $free ->
        [one] { $free } vonkajšie miesto voľné
        [few] { $free } vonkajšie miesta voľné
       *[other] { $free } vonkajších miest voľných
    }
board-words-no-houses = žiadne domčeky
board-words-houses = domčeky: { $owners }
board-words-house-count = { $owner } { $houses ->
        [one] { $houses } domček
        [few] { $houses } domčeky
       *[other] { $houses } domčekov
    }

# --- mailpng ---
mail-board-alt = { $round ->
    [0] Hracia plocha pred prvým kolom
   *[other] Hracia plocha v { $round }. kole
}
game-button-choose-character = Vybrať osobnosť (nedá sa vrátiť)
game-palace-hint = Palác sa stavia, keď je váš architekt v meste: najprv cestujte, potom sa tu objaví formulár na stavbu paláca.

# --- errwords3 ---
verify-failure-wrong-format = formát je { $found }, očakával sa { $expected }
verify-failure-game-id-not-hex = game_id nie je 32 šestnástkových znakov
verify-failure-prev-hash-not-hex = prev_hash nie je 64 šestnástkových znakov
verify-failure-hash-not-hex = hash nie je 64 šestnástkových znakov
verify-failure-out-of-order = stojí tam, kde má byť seq { $expected }: udalosti chýbajú alebo sú poprehadzované
verify-failure-broken-link = jej prev_hash nie je hash predchádzajúcej udalosti
verify-failure-altered = jej hash nezodpovedá jej obsahu: udalosť bola zmenená
verify-failure-head-not-last = hlava uvedená v hlavičke nie je poslednou udalosťou záznamu
verify-failure-not-json = obsah udalosti nie je JSON
verify-failure-unknown-kind = udalosť 1 menuje hru, ktorú durbar nepozná ({ $detail })
verify-failure-kind-differs = podľa hlavičky ide o hru { $header }, ale udalosť 1 hovorí { $first }
verify-failure-payload = obsah udalosti sa nedá prečítať ({ $detail })
verify-failure-opening = odhalená zapečatená voľba nezodpovedá svojmu záväzku ({ $detail })
verify-failure-replay = prehranie podľa pravidiel túto udalosť nedáva ({ $detail })
verify-failure-citadels-export = toto je export hry Citadela: overuje ho a vypisuje `durbar verify`
verify-failure-other-game = záznam patrí inej hre, než uvádza export
verify-failure-commitment-differs = záväzok semienka v hlavičke sa líši od záväzku v udalosti 1
verify-failure-seed-mismatch = odhalené semienko nezodpovedá záväzku semienka z udalosti 1
verify-failure-header-seed-differs = semienko v hlavičke sa líši od odhaleného semienka
verify-failure-not-game-created = prvá udalosť nie je game_created
verify-failure-board-differs = hrací plán v hlavičke sa líši od plánu v udalosti 1
verify-failure-not-citadels-started = prvá udalosť nie je game_started hry Citadela
verify-failure-seed-shown-early = hlavička ukazuje semienko, ktoré záznam ešte neodhalil (C2: semienko zostáva zapečatené až do konca)
verify-failure-pick-never-revealed = { $player } túto voľbu postavy nikdy neodhalil(a) (C3)
verify-failure-scores-differ = konečné body nie sú tie, ktoré dávajú prehrané mestá
verify-failure-cannot-rederive = overovač zatiaľ nevie znova odvodiť udalosti `{ $kind }`
verify-failure-seals-no-cards = udalosť pečatí karty tam, kde prehraná hra žiadne nemá
verify-failure-too-many-tries = jej zapečatené karty sa nepodarilo overiť ani po { $tries ->
        [one] { $tries } pokuse
       *[other] { $tries } pokusoch
    }
verify-failure-kept-not-from-seed = ponechané karty nie sú medzi kartami, ktoré semienko dáva do ťahania
verify-failure-redrawn-not-from-seed = znova ťahané karty nie sú karty z ruky, ktorú dáva semienko
verify-failure-discarded-not-from-seed = karta nie je karta z ruky, ktorú dáva semienko
verify-failure-paid-not-from-seed = zaplatené karty nie sú karty z ruky, ktorú dáva semienko
verify-failure-given-for-gold-not-from-seed = odovzdané karty nie sú karty z ruky, ktorú dáva semienko
verify-failure-taken-not-from-seed = vzatá karta nie je karta z ruky, ktorú dáva semienko
verify-failure-given-back-not-from-seed = vrátené karty nie sú karty z ruky, ktorú dáva semienko
verify-failure-bad-signature = podpis v command_signed neplatí ({ $detail })
verify-failure-pick-signed-as-character = voľba postavy sa podpisuje ako záväzok, nikdy ako postava
verify-failure-not-the-signed-pick = toto nie je voľba, ktorú { $player } podpísal(a) (jej záväzok { $commitment })
verify-failure-pick-not-signed = voľba hráča { $player } nie je podpísaná, a to v hre s podpísanými ťahmi
verify-failure-not-the-signed-discard = postava odložená lícom nadol s touto voľbou nie je tá, ktorú { $player } podpísal(a)
verify-failure-deadline-not-named = server ťahal za hráča { $player } bez uvedenia termínu, ktorý mu to dovolil (táto verzia pravidiel uvádza každý termín)
verify-failure-discard-not-committed = { $player } s touto voľbou odložil(a) postavu lícom nadol, ale voľba k nej nenesie žiadny záväzok (táto verzia pravidiel zapečaťuje každú odloženú postavu)
verify-failure-discard-never-revealed = { $player } s voľbou odložil(a) postavu lícom nadol a na konci hry nebola odhalená
verify-failure-pick-not-offered = { $player } si vybral(a) alebo lícom nadol odložil(a) postavu, ktorú mu prehraný výber postáv neodovzdal
verify-failure-move-not-covered = ťah hráča { $player }, ktorý nekryje ani jeho podpis, ani značka deadline_passed (server hrá za hráča až po uplynutí jeho lehoty)
verify-failure-not-canonical = command_signed neobsahuje ťah v kanonickom tvare: { $command }
verify-failure-signed-for-other = command_signed podpísal(a) { $player } za ťah iného hráča
verify-failure-signed-refused = podpísaný ťah hráča { $player } tu pravidlá nepripúšťajú: { $rule }
verify-failure-not-what-signed-gives = toto nie je to, čo dáva podpísaný ťah hráča { $player } (ťah bol po podpise zmenený)
live-moved-on = Hra medzitým pokročila — ukázať nový stav

# --- phoneplay ---
board-zoom-in = Priblížiť
board-zoom-out = Oddialiť
board-zoom-all = Celý plán

# --- botseats ---
form-bots-legend = Boti
form-bots-count = Miesta, ktoré hrajú boti
form-bots-kind = Akí boti
form-bot-kind-greedy = Chamtivý (hrá na výhru)
form-bot-kind-random = Náhodný (akýkoľvek povolený ťah)
form-bots-hint = Ak chcete hru vyskúšať sami: boti obsadia miesta za hráčmi vyššie, ťahajú v priebehu niekoľkých sekúnd a nedostávajú poštu. Hra s botmi sa hrá na úrovni dôvery „Drží server“: bot nemá zariadenie, ktorým by podpisoval.
form-error-bots-trust = Boti hrajú len na úrovni dôvery „Drží server“: zvoľte túto úroveň, alebo žiadnych botov.
form-error-bots-count = Zvoľte 0 až 4 botov.
form-error-bots-count-citadels = Zvoľte 0 až 7 botov.
form-error-bots-kind = Zvoľte jedného z ponúkaných botov.
bot-seat-name = { $kind ->
    [greedy] Chamtivý bot
   *[random] Náhodný bot
} { $number } (bot)
cli-verify-not-verified = NEOVERENÉ: { $why }
cli-verify-bad-event = udalosť seq { $seq }: { $reason }
cli-verify-not-an-export = súbor nie je export durbaru ({ $detail })

# --- cliwords ---
verify-detail-unknown-game = hra „{ $name }“ neexistuje; hry sú { $games }
verify-detail-payload-unknown-type = nie je to udalosť tejto hry: jej typ je „{ $kind }“, alebo nemá polia tejto udalosti
verify-detail-payload-not-an-event = nie je to udalosť tejto hry
verify-detail-payload-not-canonical = nie je v kanonickom tvare (nové zakódovanie udalosti dáva iné bajty)
verify-detail-opening-not-committed = { $player }: odhalenie { $value ->
        [disc] disku
        [bid] tajnej ponuky
        [pick] voľby postavy
        [second_pick] voľby postavy
        [discard] postavy odloženej lícom nadol
        [second_discard] postavy odloženej lícom nadol
       *[other] zapečatenej hodnoty
    } v { $round }. kole bez predchádzajúceho záväzku
verify-detail-opening-does-not-open = { $player }: odhalenie { $value ->
        [disc] disku
        [bid] tajnej ponuky
        [pick] voľby postavy
        [second_pick] voľby postavy
        [discard] postavy odloženej lícom nadol
        [second_discard] postavy odloženej lícom nadol
       *[other] zapečatenej hodnoty
    } nezodpovedá záväzku z { $round }. kola
verify-detail-signature-out-of-sequence = { $player }: podpísaný ťah má číslo { $n }, ale má mať číslo { $expected }; podpis bol použitý znova, alebo jeden chýba
verify-detail-signature-no-key = { $player }: hráč tohto miesta nezaregistroval žiadny kľúč
verify-detail-signature-not-by-key = { $player }: podpis nevytvoril žiadny kľúč registrovaný pre toto miesto
verify-replay-marker-without-step = udalosť { $seq } ({ $kind }) stojí pred krokom, ktorý záznam neobsahuje
verify-replay-does-not-follow = udalosť { $seq } ({ $kind }) z pravidiel nevyplýva
verify-replay-not-the-named-step = krok po udalosti { $seq } ({ $kind }) nie je ten, ktorý menuje: { $problem }
verify-replay-bad-signature = udalosť { $seq } ({ $kind }): { $detail }
verify-replay-not-canonical = udalosť { $seq } ({ $kind }) neobsahuje príkaz v kanonickom tvare: { $command }
verify-replay-not-signed = udalosť { $seq } ({ $kind }) je ťah za { $player }, ktorý nikto nepodpísal: pred ňou nestojí žiadna udalosť command_signed tohto miesta
verify-replay-no-deadline = udalosť { $seq } ({ $kind }) je ťah, ktorý server urobil za { $player } bez uvedenia lehoty, ktorá ho dovolila
verify-replay-cannot-begin = udalosť { $seq } ({ $kind }) nemôže začať krok hry: pravidlá ju vytvárajú len ako dôsledok udalosti pred ňou v tom istom kroku
verify-replay-cannot-begin-over = udalosť { $seq } ({ $kind }) nemôže začať krok hry: pravidlá ju vytvárajú len ako dôsledok udalosti pred ňou v tom istom kroku, a hra sa už skončila
verify-replay-refused = udalosť { $seq } ({ $kind }) z pravidiel nevyplýva: { $rule }
verify-replay-produces-nothing = udalosť { $seq } ({ $kind }) z pravidiel nevyplýva: príkaz, za ktorý stojí, nevytvára žiadnu udalosť
verify-replay-log-ends = záznam končí udalosťou { $last }, ale pravidlá v tom istom kroku vytvárajú ešte udalosť { $seq } ({ $kind })
verify-replay-other-event = udalosť { $seq } ({ $kind }) z pravidiel nevyplýva: pravidlá tu vytvárajú { $expected }
cli-verified = OVERENÉ: { $events ->
        [one] { $events } udalosť
        [few] { $events } udalosti
       *[other] { $events } udalostí
    } hry { $game } ({ $title }), hlava { $head } na seq { $seq }
cli-verified-citadels = OVERENÉ: { $events ->
        [one] { $events } udalosť
        [few] { $events } udalosti
       *[other] { $events } udalostí
    } hry { $game } ({ $title }, Citadela), hlava { $head } na seq { $seq }
cli-verified-checks = reťazec hashov je neporušený; semienko, odhalenia aj príprava zodpovedajú svojim záväzkom; každá udalosť vyplýva z pravidiel
cli-verified-setup = príprava: { $setup }
cli-setup-not-started = hra sa ešte nezačala
cli-setup-drawn = poradie hráčov aj stupnica guvernérov vylosované zo zaviazaného semienka
cli-setup-fixed-seating = poradie hráčov určil zakladateľ hry; stupnica guvernérov vylosovaná zo zaviazaného semienka
cli-setup-given-governors = poradie hráčov vylosované zo zaviazaného semienka; stupnica guvernérov ZADANÁ, nie vylosovaná
cli-setup-fixed-and-given = poradie hráčov určil zakladateľ hry; stupnica guvernérov ZADANÁ, nie vylosovaná (hra zo skriptu)
cli-verified-signed-moves = podpísané ťahy: každý ťah hráča je podpísaný kľúčom registrovaným pre jeho miesto ({ $signed ->
        [one] overený { $signed } podpis
        [few] overené { $signed } podpisy
       *[other] overených { $signed } podpisov
    }); každý ťah, ktorý server urobil za neprítomné miesto, uvádza svoju lehotu
cli-verified-sealed-in-browser = disky a ponuky zapečatené v prehliadači: každý ťah hráča je podpísaný kľúčom registrovaným pre jeho miesto ({ $signed ->
        [one] overený { $signed } podpis
        [few] overené { $signed } podpisy
       *[other] overených { $signed } podpisov
    }), každý disk a každú zapečatenú ponuku, ktoré hráč zapečatil, ich hráč odhalil, alebo prepadli po lehote; každý ťah, ktorý server urobil za neprítomné miesto, uvádza svoju lehotu
cli-verified-server-signed = úroveň servera: { $signed ->
        [one] overený { $signed } podpis
        [few] overené { $signed } podpisy
       *[other] overených { $signed } podpisov
    }; nepodpísané ťahy sú na tejto úrovni dovolené
cli-verified-server-unsigned = úroveň servera: ťahy nie sú podpísané; ručí za ne server
cli-verified-keys = kľúče hráča { $name }: { $keys }
cli-verified-key = zariadenie { $device } kľúč { $fingerprint }
cli-verified-ranking = konečné poradie:
cli-verified-rank = { $place }. { $name } (miesto { $seat }): { $palaces ->
        [one] { $palaces } palác
        [few] { $palaces } paláce
       *[other] { $palaces } palácov
    }, { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťákov
    }
cli-verified-running = hra ešte beží: { $round }. kolo, fáza: { $phase }
cli-verified-citadels-checks = reťazec hashov je neporušený; semienko aj každá voľba zodpovedajú svojim záväzkom; balíček, rozdanie aj každé ťahanie odvodené zo semienka, každá zapečatená karta nájdená tam, kam ju semienko dalo
cli-verified-citadels-rank = { $place }. miesto { $seat }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodov
    } ({ $districts } za budovy, { $colours } za farby, { $completion } za dostavanie, { $unique } za unikátne budovy)
cli-verified-citadels-picks = reťazec hashov je neporušený; každá odhalená voľba zodpovedá svojmu záväzku
cli-verified-citadels-running = hra ešte beží: { $round }. kolo; semienko zostáva zapečatené až do konca (C2), ťahanie sa preto overí až potom
cli-bots = { $kind ->
        [greedy] chamtiví
       *[random] náhodní
    }
cli-simulate-maharaja = Simulácia hry Maharadža: { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } hier
    }, { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčov
    }, boti: { $bots }, semienko { $seed }
cli-simulate-options = voľby: { $options }
cli-simulate-no-options = voľby: žiadne (základná hra)
cli-simulate-per-game = na hru
cli-simulate-mean = priemer
cli-simulate-min = min.
cli-simulate-max = max.
cli-simulate-games = počet hier
cli-simulate-share = podiel
cli-simulate-rounds = kolá
cli-simulate-palaces-per-player = paláce na hráča
cli-simulate-winner-palaces = paláce víťaza
cli-simulate-gold-per-player = zlato hráča na konci
cli-simulate-events = udalosti
cli-simulate-forfeits = prepadnuté ťahy
cli-simulate-ended-by = hra sa skončila
cli-simulate-ended-palaces = posledným palácom hráča
cli-simulate-ended-last-round = posledným kolom
cli-simulate-rounds-played = odohrané kolá
cli-simulate-wins-by-seat = výhry podľa miesta
cli-simulate-seat = miesto { $seat }
cli-simulate-citadels = Citadela, { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčov
    }, sada pre prvú hru, boti: { $bots }, { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } hier
    }
cli-simulate-citadels-rounds = kolá: priemer { $mean }, medián { $median }, min. { $min }, max. { $max }
cli-simulate-citadels-ends = ako sa hry končia: { $ended } dostavaným mestom a dohraným kolom, { $stopped } zastavených po { $commands } príkazoch; hráč, ktorý dostaval prvý, vyhral { $first }-krát
cli-simulate-citadels-wins = výhry podľa miesta: { $seats }
cli-simulate-citadels-seat = miesto { $seat } { $wins } ({ $share })
cli-simulate-citadels-score = víťazné skóre: priemer { $score }; udalostí na hru: priemer { $events }
cli-simulate-speed = { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } hier
    } za { $seconds } s: { $rate } hier/s ({ $ms } ms na hru)
cli-simulate-failed = simulovaná hra { $game } zlyhala: pravidlá odmietli ťah bota (chyba v durbare; viac povie log)
cli-error-no-file = nedá sa čítať { $path }: taký súbor neexistuje
cli-error-not-allowed = nedá sa čítať { $path }: prístup odmietnutý
cli-error-cannot-read = nedá sa čítať { $path }
cli-error-cannot-read-stdin = nedá sa čítať štandardný vstup
cli-error-not-text = { $path } nie je text (UTF-8)
cli-error-cannot-write = nedá sa zapísať { $path }
cli-error-unknown-game = --game: hra „{ $name }“ neexistuje; hry sú { $games }.
cli-error-players = --players: hru { $game } hrajú { $min } až { $max } hráči, nie { $players }.
cli-error-option-flag = --options: voľba „{ $name }“ je true alebo false, nie „{ $value }“.
cli-error-option-auction = --options: dražba je „none“, „open“ alebo „sealed“, nie „{ $value }“.
cli-error-option-unknown = --options: voľba „{ $name }“ neexistuje; voľby sú short_game, expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character a hidden_gold.
cli-error-citadels-options = --options: Citadela sa simuluje len so sadou pre prvú hru.
# `durbar --help` (pomocník clapu, slovami odtiaľto; predvolené hodnoty sú v textoch).
cli-help-about = durbar: server na hranie spoločenských hier Maharadža a Citadela e-mailom.
cli-help-usage = Použitie:
cli-help-commands = Príkazy
cli-help-arguments = Argumenty
cli-help-options = Voľby
cli-help-command-value = PRÍKAZ
cli-help-options-value = VOĽBY
cli-help-file-value = SÚBOR
cli-help-value = HODNOTA
cli-help-lang-value = JAZYK
cli-help-help = Vypíše tohto pomocníka.
cli-help-version = Vypíše verziu.
cli-help-lang = Jazyk toho, čo durbar vypisuje ľuďom: en, cs, pl alebo sk (predvolene: podľa LC_ALL, LC_MESSAGES alebo LANG, inak en).
cli-help-serve = Spustí webovú službu (s vlastným PostgreSQL, ak nie je nastavené DATABASE_URL).
cli-help-migrate = Vykoná migrácie databázy a skončí.
cli-help-mailer = Doručuje poštu z odchádzajúceho frontu (bez webovej služby; serve ju doručuje tiež).
cli-help-play = Prehrá skript hry (JSON, pozri script-format.md) a vypíše výsledok ako JSON.
cli-help-play-file = Skript alebo - pre štandardný vstup.
cli-help-play-export = Zapíše do tohto súboru aj auditný export hry.
cli-help-verify = Overí auditný export bez pripojenia: reťazec hašov, záväzky, seed, celé prehranie podľa pravidiel.
cli-help-verify-file = Export (JSON) alebo - pre štandardný vstup.
cli-help-simulate = Odohrá hry botov a vypíše počet hier za sekundu a štatistiku výsledkov.
cli-help-simulate-game = Ktorá hra: maharaja alebo citadels (predvolene: maharaja).
cli-help-simulate-games = Koľko hier (predvolene: 1000).
cli-help-simulate-players = Hráčov v hre: 2 až 5 pri Maharadžovi, 2 až 8 pri Citadele (predvolene: 5).
cli-help-simulate-bots = Ktorí boti hrajú: greedy alebo random (predvolene: greedy).
cli-help-simulate-seed = Seed prvej hry; seed každej hry sa z neho odvodí (predvolene: 1).
cli-help-simulate-options = Voľby variantov oddelené čiarkou: short_game, expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character, hidden_gold=false.
# Chyby clapu v príkazovom riadku (za „durbar: “).
cli-error-unknown-command = príkaz „{ $command }“ neexistuje.
cli-error-unknown-argument = voľba „{ $argument }“ tu neexistuje.
cli-error-missing-command = chýba príkaz.
cli-error-missing-argument = chýba { $argument }.
cli-error-invalid-value = „{ $value }“ nie je hodnota, ktorú { $argument } prijíma.
cli-error-command-line = príkazový riadok nemožno prečítať.
cli-error-try-help = Pozri durbar --help alebo durbar PRÍKAZ --help.
cli-play-unknown-game = durbar play: pole „game“: hra „{ $name }“ neexistuje; hry sú { $games }.
cli-play-invalid = durbar play: skript nie je platný vstup: { $detail }
cli-play-refused = durbar play: ťah { $move } (miesto { $seat }) porušuje pravidlo; hra sa pred ním zastaví
cli-play-done = durbar play: skript prebehol celý; hra má { $events ->
        [one] { $events } udalosť
        [few] { $events } udalosti
       *[other] { $events } udalostí
    }
cli-play-exported = durbar play: auditný export je zapísaný do { $path }
cli-verify-json-where = na riadku { $line }, v stĺpci { $column }
