# Slova durbaru česky. Názvy podle českých pravidel Maharadži (rádža, architekt, akční disk
# s ručičkami, domky, paláce, zlaťáky, místodržící, karty osobností). Jména hráčů a měst se
# nepřekládají: přicházejí jako argumenty.

## Rámec každého e-mailu

mail-hello = Dobrý den, { $name },
mail-open-game = Otevřít hru
mail-open-game-text = Otevřít hru: { $link }
mail-link-yours-text = (Tento odkaz patří jen vám: přihlašuje vás. Tento e-mail prosím nikomu nepřeposílejte.)
mail-link-yours-html = Toto tlačítko patří jen vám: přihlašuje vás. Tento e-mail prosím nikomu nepřeposílejte.
mail-status = { $title } · { $round } · na tahu: { $whose }
mail-log-head = Hlava záznamu hry: událost { $seq }, hash
mail-keep-text =
    Každý e-mail ukazuje hlavu záznamu hry: schovejte si je a později můžete ověřit,
    že záznam nikdo nepřepsal (durbar verify na export hry).
mail-keep-html = Každý e-mail ukazuje hlavu záznamu hry: schovejte si je a později můžete ověřit, že záznam nikdo nepřepsal.
mail-settings-hint = Každý e-mail zvlášť nebo denní souhrn, dovolená, časové pásmo: viz „Nastavení e-mailů“ na stránce hry.
mail-settings-hint-text = Každý e-mail zvlášť nebo denní souhrn, dovolená, časové pásmo: viz „Nastavení e-mailů“ na stránce hry.
mail-unsubscribe-text = Odhlásit e-maily z této hry (hra pokračuje dál): { $link }
mail-unsubscribe-link = Odhlásit e-maily z této hry
mail-unsubscribe-after = (hra pokračuje dál).
round-label = { $round ->
    [0] Příprava
   *[other] { $round }. kolo
}

## Co hráč má

mail-holdings =
    Máte { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }, { $supply ->
        [one] { $supply } domek
        [few] { $supply } domky
       *[other] { $supply } domků
    } ve své zásobě ({ $quarry } ve společné zásobě),
    { $built } z { $total } paláců postaveno, { $characters }; váš architekt stojí { $architect }.

## Váš tah

mail-your-turn-heading = { $round }. kolo: jste na tahu
mail-your-turn-goes-on-heading = { $round }. kolo: váš tah pokračuje
mail-your-turn-goes-on = Váš tah pokračuje.
mail-your-turn-disc = Jste na tahu ({ $round }. kolo). Váš akční disk je odkrytý: { $first } a { $second }.
mail-your-turn-no-disc =
    Jste na tahu ({ $round }. kolo), ale váš akční disk nešlo otevřít: obě jeho
    akce propadají (pravidlo D14). Cestovat a využít svou osobnost můžete i tak.
mail-maharaja-in = Rádža je ve městě { $city }.
mail-your-turn-points = Body ve městě { $city } teď: { $list }.
mail-your-turn-earlier = Dříve v tomto kole:
mail-your-turn-earlier-line = { $name } ({ $character }), disk { $disc }:
mail-your-turn-earlier-nothing = nic
mail-your-turn-play =
    Odehrajte svůj tah na stránce hry. Co z disku neodehrajete, propadá:
    každý další hráč pak dostane z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }.
mail-your-turn-by = Dokončete prosím svůj tah do { $deadline }.

## Potvrzení disku

mail-receipt-heading = { $round }. kolo: váš disk je zapečetěný
mail-receipt-by-system-heading = { $round }. kolo: váš disk nastavil server
mail-receipt-sealed = Váš disk pro { $round }. kolo je zapečetěný. Schovejte si tento e-mail: dokazuje, co jste zvolili.
mail-receipt-by-system =
    Lhůta uplynula dřív, než jste nastavili disk, a tak ho server nastavil za vás
    (pravidlo hry pro nepřítomné): Zlato + Zlato.
mail-receipt-first = První ručička
mail-receipt-second = Druhá ručička
mail-receipt-commitment = Závazek
mail-receipt-nonce = Nonce
mail-receipt-all-set = Všechny disky kola jsou nastavené: začínají tahy.
mail-receipt-still-to-set = Disk ještě nastavují: { $names }.
mail-receipt-may-change = Disk můžete měnit, dokud není nastaven poslední disk kola; platí poslední volba.
mail-receipt-replaces = Tento disk nahrazuje ten, který jste nastavili předtím (závazek { $commitment }): dřívější potvrzení už neplatí, platí toto.
mail-receipt-how =
    Jak to později ověřit: až začne váš tah, záznam hry ukáže váš odkrytý disk
    s těmito akcemi a touto nonce. Závazek je SHA-256 z
mail-receipt-with =
    kde id hry je { $game }, kolo { $round }, místo { $seat }
    a bajty akcí { $codes } (Zlato 00, Domek 01, 2 domky 02, Přesun domku 03,
    Kamenolom 04, Palác 05, Palác a domek 06, Místodržící 07, Osobnost 08).
mail-receipt-log = Záznam hry: { $link } (ověříte ho příkazem durbar verify).
mail-receipt-log-link = Záznam hry
mail-receipt-log-check = (ověříte ho příkazem { $command }).

## Nadpisy ostatních oznámení

mail-set-disc-heading = { $round }. kolo: nastavte svůj disk
mail-disc-set-heading = { $round }. kolo: { $name } má disk nastavený
mail-invitation-new-link-heading = Váš nový odkaz do hry
mail-invitation-host-heading = Vaše hra Maharadža je připravena
mail-invitation-heading = { $host } vás zve ke hře Maharadža
mail-choose-setup-heading = Vyberte si svou první osobnost
mail-choose-lost-heading = { $character } teď drží { $by }: vyberte si novou osobnost
mail-place-house-heading = Postavte počáteční domek ({ $number } z { $of })
mail-summary-heading = { $round }. kolo: vyhodnoceno město { $city }
mail-game-over-you-heading = Hra skončila: vyhráli jste!
mail-game-over-heading = Hra skončila: vyhrává { $winner }
mail-reminder-overdue-heading = Připomínka: { $what } (lhůta už uplynula)
mail-reminder-heading = Připomínka: { $what } (lhůta vyprší za { $hours ->
        [one] { $hours } hodinu
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    })
mail-your-move-heading = Hra čeká na vás

## Podstatná jména Maharadži

action-gold = Zlato
action-house = Domek
action-two-houses = 2 domky
action-move-house = Přesun domku
action-quarry = Kamenolom
action-palace = Palác
action-palace-house = Palác a domek
action-governor = Místodržící
action-character = Osobnost
character-great-mogul = Velkokníže
character-merchant = Kupec
character-sadhu = Asketa
character-wandering-monk = Poutník
character-builder = Podnikatel
character-master-craftsman = Stavitel
character-yogi = Jogín
character-none = žádná osobnost
list-and = { $rest } a { $last }
you = vy
mail-architect-in = ve městě { $city }
mail-architect-start = na startovním poli

## Kdo je na tahu (patička e-mailu)

whose-move = { $who } — { $what }
whose-everyone-join = všichni — připojit se ke hře
whose-nobody-over = nikdo — hra skončila
whose-server = server
wait-short-character = vybrat osobnost
wait-short-house = postavit počáteční domek
wait-short-disc = nastavit disk
wait-short-turn = odehrát tah
wait-short-new-character = vybrat novou osobnost
wait-short-bid = přihodit, nebo pasovat
wait-short-sealed-bid = podat tajnou nabídku
wait-short-gift = darovat osobnost
wait-short-other = táhnout

## Nastavte disk

mail-set-disc-intro =
    Začíná { $round }. kolo{ $last ->
        [yes] {" "}(poslední kolo)
       *[no] {""}
    }. Rádža putuje do města { $city }; { $city } se
    vyhodnotí na konci kola: za pořadí { $rank_gold }, o { $bonus } víc
    dostane hráč, který ve městě boduje sám.
mail-points-in = Body ve městě { $city } teď:
mail-points-none-text = zatím tam nikdo nemá žádné body
mail-points-none = Zatím tam nikdo nemá žádné body.
mail-track-empty = Na stupnici místodržících už nejsou další návštěvy.
mail-track-next = Další návštěvy rádži (stupnice místodržících): { $cities }.
mail-set-disc-how =
    Nastavte svůj disk: zvolte dvě akce. Vaše volba zůstane zapečetěná, dokud nezačne
    váš tah, a měnit ji můžete, dokud není nastaven poslední disk kola.
mail-set-disc-by = Nastavte ho prosím do { $deadline }.
gold-list = { $amounts } { $last ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }

## Citadels: the round summary and the game-over mail (every player)

citadels-round-over = Kolo { $round } skončilo
citadels-round-who = Kdo byl kým: { $characters }.
citadels-round-quiet = V tomto kole nikdo nic nepostavil, nikoho nezavraždil ani neokradl.
citadels-round-player = { $name } má teď { $gold } { $gold ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }, { $cards } { $cards ->
        [one] kartu
        [few] karty
       *[other] karet
    } v ruce a { $districts } { $districts ->
        [one] čtvrť
        [few] čtvrti
       *[other] čtvrtí
    }.
citadels-game-over = Hra skončila
citadels-game-over-intro = Hra skončila po { $round }. kole. Konečné pořadí:
citadels-game-over-score = { $place }. { $name }: { $score } { $score ->
        [one] bod
        [few] body
       *[other] bodů
    } (čtvrti { $districts }, pět barev { $colours }, dokončené město { $completion }, unikátní čtvrti { $unique })
citadels-game-over-tie = Při rovnosti vyhrává hráč, jehož postava měla v posledním kole vyšší číslo.
citadels-game-over-result = Stránka s výsledky: { $link }
citadels-game-over-seed = Semínko je nyní odhaleno: kdokoli si může stáhnout export a příkazem durbar verify ověřit každé zamíchání, rozdání i líznutí.

## Trust levels (helper sealed, #21): the new-game form and the game page

trust-legend = Úroveň důvěry: nakolik hra důvěřuje tomu, kdo provozuje server
trust-server = Drží server
trust-server-protects =
    Drží server: server uchovává každý zapečetěný kotouč, dokud nepřijde jeho čas, a ručí
    za každý tah, takže ostatní hráči vaše volby nevidí ani nezmění; nechrání vás však
    před tím, kdo provozuje server: ten by mohl váš kotouč přečíst nebo za vás
    nepozorovaně zapsat tah.
trust-signed = Podepsané tahy
trust-signed-protects =
    Podepsané tahy: vaše zařízení podepisuje každý váš tah klíčem, který má jen ono, takže
    tah zapsaný vaším jménem kýmkoli jiným, i tím, kdo provozuje server a má přístup k jeho
    databázi, neprojde kontrolou durbar verify exportu hry; váš zapečetěný kotouč to před
    serverem neskryje a nepomůže to, pokud byla pozměněna sama stránka, kterou podepisujete.
trust-sealed = Zapečetěno v prohlížeči
trust-sealed-protects =
    Zapečetěno v prohlížeči: vaše zařízení podepisuje každý váš tah a samo uchovává otevření
    vašeho kotouče (server má jen jeho závazek, dokud jej vaše stránka na začátku vašeho tahu
    neotevře), takže nikdo, ani ten, kdo provozuje server, váš kotouč předtím nepřečte ani
    nepozorovaně nezmění; kotouč, který do termínu neotevřete, propadá (obě jeho akce
    jsou ztraceny), a nepomůže to, pokud byla pozměněna sama stránka, se kterou hrajete.
wait-short-open-disc = otevřít kotouč

# --- lead: every page's footer and the home page ---
footer-tagline = deskové hry e-mailem: Maharadža, Citadela
footer-rules = pravidla
footer-languages = Jazyk
home-title = Deskové hry s tajnými volbami, hrané e-mailem
home-intro = durbar hraje deskové hry s přáteli po několik dní: každý dostane e-mail, když je na tahu, a hraje přes webový formulář, i na telefonu.
home-maharaja = Maharadža (Kramer a Kiesling), 2 až 5 hráčů: každé kolo si každý tajně nastaví akční kotouč, pak ho v pořadí postav odkryje a odehraje tah.
home-citadels = Citadela (Faidutti), 2 až 8 hráčů: každé kolo si hráči tajně vyberou postavy, pak se postavy vyvolávají podle pořadí a jejich hráči hrají tah.
home-mail = Tah vám přijde e-mailem s osobním odkazem; nikdo nepotřebuje účet.
home-sealed = Každá tajná volba je zapečetěna hašovacím závazkem dřív, než ji kdokoli odkryje: nedá se nepozorovaně změnit ani předčasně přečíst.
home-log = Každá hra je záznam událostí, do kterého se jen přidává a který je zřetězen haši: přehrajte si ho, exportujte a ověřte offline příkazem
home-new-maharaja = Nová hra Maharadža
home-new-citadels = Nová hra Citadela
home-invite = pozvete hráče e-mailem, každý dostane osobní odkaz ke hře.
home-rules = Pravidla, podle kterých se každá hra hraje, se všemi rozhodnutími tam, kde pravidla mlčí.

# --- lead: a turn in words (round summaries, the your-turn mail's earlier turns) ---
turn-merchant-gold = Kupec přinesl { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
turn-travelled = cesta do města { $city }
turn-travelled-tolls = cesta do města { $city } (mýtné { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    })
turn-travelled-tolls-bank = cesta do města { $city } (mýtné { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    } zaplatil bank)
turn-gold-taken = z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
turn-quarried = { $count ->
        [one] přesunut { $count } domek
        [few] přesunuty { $count } domky
       *[other] přesunuto { $count } domků
    } z kamenolomu do zásoby
turn-house-built = postaven domek { $place }
turn-house-built-builder = postaven domek { $place } (Podnikatel, zdarma)
turn-house-moved = přesunut domek { $from } { $to }
turn-house-moved-builder = přesunut domek { $from } { $to } (Podnikatel)
turn-palace-central = postaven palác ve městě { $city } (prostřední místo) za { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
turn-palace-outer = postaven palác ve městě { $city } (vnější místo) za { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
turn-governor = místodržící města { $city } posunut na stupnici (z pole { $from } na { $to })
turn-character-from = osobnost { $character } vzata hráči { $name }
turn-character-bank = osobnost { $character } vzata z banku
turn-character-chosen = osobnost { $character } vybrána z banku
turn-character-chosen-deadline = osobnost { $character } vybrána z banku (vybral server po uplynutí lhůty)
turn-forfeit = propadá: { $slots } (každý další hráč dostal { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    })
turn-slot-a = první ručička
turn-slot-b = druhá ručička
turn-slot-token = akční žeton
turn-ended-by-server = tah ukončil server po uplynutí lhůty
turn-repeated = { $step } ({ $count }×)
turn-disc-unopenable = nešel otevřít (obě akce propadají)
place-in-city = ve městě { $city }
place-in-village = ve vesnici { $id }
place-from-city = z města { $city }
place-from-village = z vesnice { $id }
place-to-city = do města { $city }
place-to-village = do vesnice { $id }
place-start = startovní pole
seat-fallback = místo { $seat }
summary-next-round = Začíná { $round }. kolo: rádža jde do města { $city }.
summary-last-round = To bylo poslední kolo: hra skončila.
ability-great-mogul = hraje první a vyhrává všechny shody při vyhodnocení
ability-merchant = +1 zlaťák v každém vašem tahu
ability-sadhu = vaše vnější paláce mají hodnotu 2 bodů
ability-wandering-monk = mýtné za vás platí bank
ability-builder = jednou za tah: 1 domek navíc zdarma, nebo přesun 1 domku zdarma
ability-master-craftsman = palác stojí 9 zlaťáků místo 12
ability-yogi = akční žeton v každém vašem tahu
choose-lost-someone = Jiný hráč
choose-lost-your-character = vaši osobnost
choose-waiting-yours = Váš tah pokračuje, jakmile vyberete
choose-waiting = Tah hráče { $name } pokračuje, jakmile vyberete
resumed-chosen-you = Vybrali jste si osobnost { $character }.
resumed-chosen-you-deadline = Osobnost { $character } za vás vybral server po uplynutí lhůty.
resumed-chosen = { $name }: vybrána osobnost { $character }.
resumed-chosen-deadline = { $name }: osobnost { $character } vybral server po uplynutí lhůty.
resumed-done = Volba, na kterou váš tah čekal, je hotová.
game-over-you-built = Postavili jste svůj poslední palác.
game-over-built = { $names }: postaven poslední palác.
game-over-someone-built = jeden z hráčů postavil svůj poslední palác.
game-over-track = odehrálo se poslední kolo, které stupnice místodržících dovoluje.
summary-scored = { $round }. kolo skončilo a vyhodnotilo se město { $city }:
summary-points = { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
summary-plus-gold = +{ $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
summary-nobody = Nikdo tam neměl žádné body.
summary-no-points = Bez bodů: { $names }
summary-monopoly = { $name } jako jediný hráč s body: navíc +{ $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    } (monopol).
summary-who-did-what = Kdo co udělal:
gold-amount = { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
game-over-after = Hra skončila po { $round }. kole: { $reason }
game-over-ranking-head = Konečné pořadí (postavené paláce, pak zlaťáky, pak nižší osobnost):
game-over-palaces = { $count ->
        [one] { $count } palác
        [few] { $count } paláce
       *[other] { $count } paláců
    }
game-over-replay-link = Přehrát hru tah po tahu
game-over-export-link = Stáhnout celý záznam hry
game-over-export-why = a sami ho ověřit příkazem durbar verify
game-over-thanks = Děkujeme za hru!
choose-setup = Před prvním kolem si každý hráč v pořadí míst vybere osobnost. Teď vybíráte vy.
choose-lost = { $by }: akcí Osobnost vám byla vzata osobnost { $character }. Vyberte si teď novou osobnost z banku.
choose-lost-waiting = { $by }: akcí Osobnost vám byla vzata osobnost { $character }. Vyberte si teď novou osobnost z banku: { $waiting }.
choose-bank-head = Osobnosti v banku:
choose-order = Číslo osobnosti určuje pořadí tahů (nejnižší první) a rozhoduje shody.
choose-by = Vyberte prosím do { $deadline }.

# --- sealrest ---
## Potvrzení disku zapečetěného v prohlížeči (pomocník sealrest, #21): jen to, co má server

mail-sealed-receipt-heading = { $round }. kolo: váš disk je zapečetěný ve vašem prohlížeči
mail-sealed-receipt-sealed = Váš disk pro { $round }. kolo je zapečetěný ve vašem prohlížeči. Schovejte si tento e-mail: dokazuje, který disk jste zapečetili.
mail-sealed-receipt-event = Událost v záznamu
mail-sealed-receipt-opening =
    Server má jen tento závazek. Otevření (vaše dvě akce a nonce) je ve vašem prohlížeči
    a v přenosovém kódu, který vám stránka ukázala: nikde jinde. Až začne váš tah, vaše
    stránka disk otevře; disk neotevřený do termínu propadá.
mail-sealed-receipt-how =
    Jak to později ověřit: až začne váš tah, záznam hry ukáže váš otevřený disk
    s akcemi a nonce, které uchoval váš prohlížeč. Závazek je SHA-256 z
mail-sealed-receipt-with =
    kde id hry je { $game }, kolo { $round }, místo { $seat } a bajty vašich dvou akcí
    (Zlato 00, Domek 01, 2 domky 02, Přesun domku 03, Kamenolom 04, Palác 05,
    Palác a domek 06, Místodržící 07, Osobnost 08).

# --- citlobby ---
mail-citadels-invitation-host-heading = Vaše hra Citadela je připravena
mail-citadels-invitation-heading = { $host } vás zve ke hře Citadela
