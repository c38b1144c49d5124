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
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťákov
    }, { $cards } { $cards ->
        [one] kartu
        [few] karty
       *[other] kariet
    } v ruke a { $districts } { $districts ->
        [one] štvrť
        [few] štvrte
       *[other] štvrtí
    }.
citadels-game-over = Hra sa skončila
citadels-game-over-intro = Hra sa skončila po { $round }. kole. Konečné poradie:
citadels-game-over-score = { $place }. { $name }: { $score } { $score ->
        [one] bod
        [few] body
       *[other] bodov
    } (štvrte { $districts }, päť farieb { $colours }, dokončené mesto { $completion }, unikátne štvrte { $unique })
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
    otvorenie vášho kotúča (server má iba jeho záväzok, kým ho vaša stránka na začiatku
    vášho ťahu neotvorí), takže nikto, ani ten, kto prevádzkuje server, váš kotúč predtým
    neprečíta ani nepozorovane nezmení; kotúč, ktorý do termínu neotvoríte, prepadá (obe
    jeho akcie sú stratené), a nepomôže to, ak bola pozmenená samotná stránka, s ktorou hráte.
wait-short-open-disc = otvoriť kotúč

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
