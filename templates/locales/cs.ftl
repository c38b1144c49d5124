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
mail-receipt-formula = "{ $tag }" ‖ id hry ‖ kolo (4 bajty) ‖ místo (2 bajty) ‖ bajty akcí ‖ nonce
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
mail-key-registered-heading = Vaše tahy nově podepisuje další zařízení (zařízení { $device })
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
        [one] minci
        [few] mince
       *[other] mincí
    }, { $cards } { $cards ->
        [one] kartu
        [few] karty
       *[other] karet
    } v ruce a { $districts } { $districts ->
        [one] budovu
        [few] budovy
       *[other] budov
    }.
citadels-game-over = Hra skončila
citadels-game-over-intro = Hra skončila po { $round }. kole. Konečné pořadí:
citadels-game-over-score = { $place }. { $name }: { $score } { $score ->
        [one] bod
        [few] body
       *[other] bodů
    } (budovy { $districts }, pět barev { $colours }, dokončené město { $completion }, fialové budovy { $unique })
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
    vašeho kotouče i vaší zapečetěné nabídky (server má jen jejich závazky, dokud vaše stránka
    kotouč na začátku vašeho tahu a nabídku po podání všech nabídek neotevře), takže nikdo, ani
    ten, kdo provozuje server, je předtím nepřečte ani nepozorovaně nezmění; kotouč, který do
    termínu neotevřete, propadá (obě jeho akce jsou ztraceny), neotevřená nabídka nemůže
    vyhrát, a nepomůže to, pokud byla pozměněna sama stránka, se kterou hrajete.
wait-short-open-disc = otevřít kotouč
wait-short-open-bid = otevřít zapečetěnou nabídku

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

# --- citwords ---
## Citadely (pomocník citwords, #13/#15): postavy, budovy, stránka hry, výzvy, vypravěč

citadels-character-assassin = Mordýřka
citadels-character-witch = Ježibaba
citadels-character-magistrate = Soudce
citadels-character-thief = Zloděj
citadels-character-spy = Špión
citadels-character-blackmailer = Vyděračka
citadels-character-magician = Čarodějka
citadels-character-wizard = Zaklínač
citadels-character-seer = Kartářka
citadels-character-king = Král
citadels-character-emperor = Císař
citadels-character-patrician = Patricij
citadels-character-bishop = Kněz
citadels-character-abbot = Mnich
citadels-character-cardinal = Kardinál
citadels-character-merchant = Obchodnice
citadels-character-alchemist = Alchymistka
citadels-character-trader = Překupník
citadels-character-architect = Stavitelka
citadels-character-navigator = Dobyvatelka
citadels-character-scholar = Studentka
citadels-character-warlord = Žoldnéř
citadels-character-diplomat = Diplomatka
citadels-character-marshal = Generál
citadels-character-queen = Královna
citadels-character-artist = Umělkyně
citadels-character-tax-collector = Výběrčí daní
citadels-ability-assassin = Určete postavu, kterou zneškodníte: celý svůj tah vynechá.
citadels-ability-witch = Vezměte si zdroje a určete postavu, kterou očarujete: až bude vyvolána, odehrajete její tah s její schopností vy.
citadels-ability-magistrate = Přidělte skrytě glejty třem postavám; postaví-li postava s podepsaným glejtem budovu, smíte ji zabavit a vrátit jí stavební náklady.
citadels-ability-thief = Určete postavu, kterou okradete: na začátku svého tahu vám dá všechny své peníze.
citadels-ability-spy = Určete barvu budov a prohlédněte si karty v ruce soupeře: za každou kartu té barvy mu vezměte 1 minci a doberte si 1 kartu.
citadels-ability-blackmailer = Přiřaďte skrytě šátky dvěma postavám; ohrožený hráč se smí vykoupit polovinou svých mincí, jinak smíte šátek odhalit: pravý mu vezme všechny mince.
citadels-ability-magician = Vyměňte si karty z ruky se soupeřem (všechny za všechny), nebo s balíčkem (kus za kus).
citadels-ability-wizard = Prohlédněte si karty v ruce soupeře a jednu si vezměte do ruky, nebo ji hned postavte (i stejnou, jakou už máte).
citadels-ability-seer = Vezměte náhodně po kartě z ruky každého hráče a každému pak jednu kartu vraťte; smíte postavit až 2 budovy.
citadels-ability-king = Převezměte korunu; vezměte si 1 minci za každou svou panskou budovu.
citadels-ability-emperor = Předejte korunu jinému hráči a vezměte mu 1 minci, nebo 1 kartu z ruky; vezměte si 1 minci za každou svou panskou budovu.
citadels-ability-patrician = Převezměte korunu; doberte si 1 kartu za každou svou panskou budovu.
citadels-ability-bishop = Postava s č. 8 na vaše budovy svou schopnost použít nesmí; vezměte si 1 minci za každou svou sakrální budovu.
citadels-ability-abbot = Vezměte si 1 minci nebo 1 kartu za každou svou sakrální budovu; nejbohatší hráč vám musí dát 1 minci.
citadels-ability-cardinal = Nemáte-li na stavbu dost mincí, vezměte chybějící soupeři za svoje karty z ruky (1 : 1); doberte si 1 kartu za každou svou sakrální budovu.
citadels-ability-merchant = Vezměte si 1 minci navíc; vezměte si 1 minci za každou svou obchodní budovu.
citadels-ability-alchemist = Na konci svého tahu dostanete zpět mince zaplacené v tomto tahu za stavbu budov.
citadels-ability-trader = Obchodní budovy se nepočítají do limitu staveb; vezměte si 1 minci za každou svou obchodní budovu.
citadels-ability-architect = Doberte si 2 karty; smíte postavit až 3 budovy.
citadels-ability-navigator = Vezměte si 4 mince, nebo si doberte 4 karty; nesmíte stavět žádné budovy.
citadels-ability-scholar = Doberte si 1 kartu ze 7 horních z balíčku a balíček zamíchejte; smíte postavit až 2 budovy.
citadels-ability-warlord = Zbourejte libovolnou budovu a zaplaťte o 1 minci méně, než činí její stavební náklady (ne v dokončeném městě); vezměte si 1 minci za každou svou vojenskou budovu.
citadels-ability-diplomat = Vyměňte svou budovu za budovu soupeře a rozdíl v nákladech mu doplaťte; vezměte si 1 minci za každou svou vojenskou budovu.
citadels-ability-marshal = Vezměte soupeři budovu s náklady nejvýše 3 a náklady mu uhraďte; vezměte si 1 minci za každou svou vojenskou budovu.
citadels-ability-queen = Sedíte-li vedle hráče za postavu s č. 4, vezměte si 3 mince.
citadels-ability-artist = Zkrášlete až 2 své budovy položením 1 mince na kartu: každá pak stojí a boduje o 1 víc.
citadels-ability-tax-collector = Kdo postaví budovu, položí 1 minci na žeton této postavy; vezměte si všechny mince na něm.

citadels-colour-noble = panská
citadels-colour-religious = sakrální
citadels-colour-trade = obchodní
citadels-colour-military = vojenská
citadels-colour-unique = fialová

citadels-district-manor = Lovecký zámek
citadels-district-castle = Hrad
citadels-district-palace = Palác
citadels-district-temple = Chrám
citadels-district-church = Kostel
citadels-district-monastery = Opatství
citadels-district-cathedral = Katedrála
citadels-district-tavern = Hospoda
citadels-district-market = Tržiště
citadels-district-trading-post = Obchodní kancelář
citadels-district-docks = Loděnice
citadels-district-harbor = Přístav
citadels-district-town-hall = Radnice
citadels-district-watchtower = Strážní věž
citadels-district-prison = Žalář
citadels-district-barracks = Cvičiště
citadels-district-fortress = Pevnost
citadels-district-armory = Zbrojnice
citadels-district-basilica = Bazilika
citadels-district-capitol = Kapitol
citadels-district-dragon-gate = Dračí věž
citadels-district-factory = Manufaktura
citadels-district-framework = Lešení
citadels-district-gold-mine = Zlatý důl
citadels-district-great-wall = Velká zeď
citadels-district-haunted-quarter = Město duchů
citadels-district-imperial-treasury = Císařská pokladnice
citadels-district-ivory-tower = Slonovinová věž
citadels-district-keep = Tvrz
citadels-district-laboratory = Laboratoř
citadels-district-library = Knihovna
citadels-district-map-room = Mapovna
citadels-district-monument = Pomník
citadels-district-museum = Muzeum
citadels-district-necropolis = Nekropole
citadels-district-observatory = Hvězdárna
citadels-district-park = Park
citadels-district-poor-house = Chudobinec
citadels-district-quarry = Kamenolom
citadels-district-school-of-magic = Čarodějná škola
citadels-district-secret-vault = Tajná skrýš
citadels-district-smithy = Kovárna
citadels-district-stables = Stáje
citadels-district-statue = Socha
citadels-district-theater = Divadlo
citadels-district-thieves-den = Zlodějské doupě
citadels-district-wishing-well = Studna přání
citadels-district-graveyard = Hřbitov
citadels-district-hospital = Nemocnice
citadels-effect-armory = Ve svém tahu zbourejte Zbrojnici a s ní libovolnou jinou budovu.
citadels-effect-basilica = Na konci hry 1 bod navíc za každou budovu ve vašem městě s lichými náklady.
citadels-effect-capitol = Na konci hry 3 body navíc, máte-li aspoň 3 budovy jedné barvy.
citadels-effect-dragon-gate = Na konci hry dostanete o 2 body více.
citadels-effect-factory = Každá další fialová budova vás stojí o 1 minci méně.
citadels-effect-framework = Postavte budovu tak, že místo jejích nákladů zbouráte Lešení.
citadels-effect-gold-mine = Berete-li si jako zdroje mince, dostanete 1 minci navíc.
citadels-effect-great-wall = Postava s č. 8 platí za použití schopnosti na vaše ostatní budovy o 1 minci víc.
citadels-effect-haunted-quarter = Na konci hry platí za budovu jedné libovolné barvy.
citadels-effect-imperial-treasury = Na konci hry 1 bod navíc za každou vaši minci.
citadels-effect-ivory-tower = Na konci hry 3 body navíc, je-li to jediná fialová budova ve vašem městě.
citadels-effect-keep = Postava s č. 8 na Tvrz svou schopnost použít nesmí.
citadels-effect-laboratory = Jednou za tah odhoďte kartu z ruky a vezměte si 2 mince.
citadels-effect-library = Dobíráte-li si jako zdroje karty, ponechte si všechny.
citadels-effect-map-room = Na konci hry 1 bod navíc za každou kartu v ruce.
citadels-effect-monument = Nelze postavit ve městě s 5 a více budovami; do dokončení města se počítá za 2 budovy.
citadels-effect-museum = Jednou za tah dejte kartu z ruky lícem dolů pod Muzeum; na konci hry za každou 1 bod navíc.
citadels-effect-necropolis = Postavte ji tak, že místo nákladů zbouráte jednu budovu svého města.
citadels-effect-observatory = Dobíráte-li si jako zdroje karty, vybíráte ze 3 místo ze 2.
citadels-effect-park = Nemáte-li na konci tahu v ruce žádnou kartu, doberte si 2 karty.
citadels-effect-poor-house = Nemáte-li na konci tahu žádnou minci, vezměte si 1 minci.
citadels-effect-quarry = Smíte stavět budovy stejné jako ty, které už ve městě máte.
citadels-effect-school-of-magic = Pro schopnosti, které dávají zdroje za budovy určité barvy, platí za budovu libovolné barvy.
citadels-effect-secret-vault = Nelze postavit; na konci hry ji ukažte z ruky a dostanete 3 body navíc.
citadels-effect-smithy = Jednou za tah zaplaťte 2 mince a doberte si 3 karty.
citadels-effect-stables = Stavba Stájí se nepočítá do limitu staveb.
citadels-effect-statue = Postavíte-li ji, převezměte korunu; máte-li korunu na konci hry, 5 bodů navíc.
citadels-effect-theater = Na konci každé fáze výběru postav si smíte vyměnit postavu se soupeřem.
citadels-effect-thieves-den = Náklady zaplaťte zčásti nebo zcela kartami z ruky, karta za minci.
citadels-effect-wishing-well = Na konci hry 1 bod navíc za každou fialovou budovu ve vašem městě.
citadels-effect-graveyard = Zbourá-li postava s č. 8 budovu, smíte zaplatit 1 minci a vzít si ji do ruky.
citadels-effect-hospital = I zneškodněná postava si ve svém tahu smí vzít zdroje.

citadels-character-ranked = { $rank } · { $name }
citadels-card = { $name } ({ $colour }, { $cost } { $cost ->
        [one] mince
        [few] mince
       *[other] mincí
    })
citadels-source-gather = zdroje
citadels-source-colour = za budovy
citadels-source-merchant = mince navíc Obchodnice
citadels-source-architect = karty Stavitelky
citadels-source-laboratory = Laboratoř
citadels-source-smithy = Kovárna
citadels-source-poor-house = Chudobinec
citadels-source-park = Park
citadels-source-navigator = Dobyvatelka
citadels-source-spy = Špión
citadels-source-tithe = desátek Mnicha
citadels-source-queen = Královna
citadels-source-taxes = daně
citadels-source-alchemist = vrácené mince Alchymistky
citadels-source-magician = Čarodějka

## Citadely: stránka hry

citadels-page-title = Citadely
citadels-status-not-started = Hra ještě nezačala
citadels-status-draft = { $round }. kolo: vybírají se postavy
citadels-status-called = { $round }. kolo: na řadě je postava s č. { $rank }
citadels-status-turns = { $round }. kolo: postavy jsou vyvolávány
citadels-status-over = Hra skončila
citadels-waits-for-you = Hra čeká na vás.
citadels-waits-for = Hra čeká na: { $names }.
citadels-mark-turn = { $name } hraje za postavu { $character }.
citadels-mark-killed = Postava { $character } byla zneškodněna.
citadels-mark-robbed = Postava { $character } je okradena.
citadels-mark-bewitched = Postava { $character } je očarována.
citadels-warrants-lie = Glejty soudce leží lícem dolů u postav: { $characters }.
citadels-warrant-signed = Podepsaný glejt: { $character }.
citadels-threats-lie = Šátky vyděračky leží lícem dolů u postav: { $characters }.
citadels-threat-real = Pravý šátek: { $character }.
citadels-you = Vy, { $name }
citadels-your-hand = Vaše karty v ruce
citadels-hand-empty = Nemáte v ruce žádnou kartu.
citadels-your-characters = Vaše postavy v tomto kole
citadels-your-picks = Vaše zapečetěné volby
citadels-pick-receipt = { $round }. kolo: { $character }. Závazek { $commitment }, otevírá ho nonce { $nonce }.
citadels-passed-to-you = Postavy, které vám byly podány
citadels-you-drew = Karty, které jste si dobrali
citadels-your-move = Váš tah
citadels-nothing-to-do = Teď nemáte co dělat.
citadels-table = Stůl
citadels-face-up = Odloženo lícem nahoru: { $characters }.
citadels-face-down = { $count ->
        [one] { $count } postava odložena lícem dolů.
        [few] { $count } postavy odloženy lícem dolů.
       *[other] { $count } postav odloženo lícem dolů.
    }
citadels-col-player = Hráč
citadels-col-gold = Mince
citadels-col-cards = Karty
citadels-col-characters = Postavy
citadels-col-city = Město
citadels-you-mark = (vy)
citadels-crown-mark = · koruna
citadels-completed-mark = · město dokončeno
citadels-picked-face-down = vybráno { $count }, lícem dolů
citadels-looked-at = Karty v ruce, které jste viděli: { $cards }.
citadels-looked-empty = žádné
citadels-ranking = Konečné pořadí
citadels-ranking-line = { $name }: { $score } { $score ->
        [one] bod
        [few] body
       *[other] bodů
    }
citadels-this-round = Toto kolo
citadels-host-players = Hráči (zakladatel hry)
citadels-live-links = { $count ->
        [one] { $count } platný odkaz
        [few] { $count } platné odkazy
       *[other] { $count } platných odkazů
    }
citadels-version = Verze { $seq }, hlava

## Citadely: co říká tlačítko tahu

citadels-move-pick = Vybrat postavu { $character }
citadels-move-pick-discard = Vybrat postavu { $character } a odložit postavu { $aside }
citadels-move-gold = Vzít si 2 mince
citadels-move-draw = Dobrat karty a jednu si ponechat
citadels-move-keep = Ponechat si: { $cards }
citadels-move-build = Postavit budovu { $district } ({ $cost } { $cost ->
        [one] mince
        [few] mince
       *[other] mincí
    })
citadels-move-build-cards = Postavit budovu { $district } a zaplatit kartami { $cards }
citadels-move-build-framework = Postavit budovu { $district } zbouráním Lešení
citadels-move-build-cardinal = Postavit budovu { $district } s mincemi od hráče { $name } za karty { $cards }
citadels-move-build-necropolis = Postavit budovu { $district } zbouráním budovy { $destroy }
citadels-move-collect = Vzít si mince za budovy barvy své postavy
citadels-move-kill = Zneškodnit postavu { $character }
citadels-move-rob = Okrást postavu { $character }
citadels-move-exchange = Vyměnit si karty z ruky s hráčem { $name }
citadels-move-redraw = Odhodit { $cards } a dobrat stejný počet
citadels-move-destroy = Zbourat budovu { $district } hráče { $name }
citadels-move-end-turn = Ukončit tah
citadels-move-laboratory = Laboratoř: odhodit { $district } za 2 mince
citadels-move-smithy = Kovárna: zaplatit 2 mince za 3 karty
citadels-move-armory = Zbrojnice: zbourat budovu { $district } hráče { $name }
citadels-move-museum = Muzeum: dát pod něj kartu { $district }
citadels-move-navigate-cards = Dobyvatelka: dobrat 4 karty
citadels-move-navigate-gold = Dobyvatelka: vzít si 4 mince
citadels-move-seize = Zabrat budovu { $district } hráče { $name }
citadels-move-swap = Vyměnit svou budovu { $give } za budovu { $take } hráče { $name }
citadels-move-study = Studentka: dobrat 7 karet a jednu si ponechat
citadels-move-tithe = Vzít si zdroje za sakrální budovy, z toho karet: { $cards }
citadels-move-alms = Vzít 1 minci nejbohatšímu hráči: { $name }
citadels-move-spy = Prohlédnout karty hráče { $name }, barva: { $colour }
citadels-move-foresee = Kartářka: vzít náhodnou kartu z každé ruky
citadels-move-give-back = Vrátit karty { $cards }
citadels-move-crown = Předat korunu hráči { $name } a vzít si 1 minci
citadels-move-crown-card = Předat korunu hráči { $name } a vzít si kartu
citadels-move-take-taxes = Vzít si mince z daňového žetonu
citadels-move-conjure = Vzít si kartu { $district } od hráče { $name } do ruky
citadels-move-conjure-build = Vzít si kartu { $district } od hráče { $name } a postavit ji
citadels-move-bewitch = Očarovat postavu { $character }
citadels-move-warrants = Glejty: podepsaný u postavy { $signed }, prázdné u postav { $unsigned }
citadels-move-confiscate = Zabavit budovu
citadels-move-confiscate-not = Budovu nechat stát
citadels-move-threaten = Šátky: pravý u postavy { $real }, falešný u postavy { $bluff }
citadels-move-bribe = Zaplatit vyděračce polovinu svých mincí
citadels-move-bribe-not = Odmítnout zaplatit
citadels-move-reveal = Odhalit šátek
citadels-move-reveal-not = Šátek neodhalovat
citadels-move-graveyard = Hřbitov: zaplatit 1 minci a vzít si budovu
citadels-move-graveyard-not = Hřbitov: nechat budovu být
citadels-move-theater = Divadlo: vyměnit svou postavu s postavou hráče { $name }
citadels-move-theater-give = Divadlo: vyměnit postavu { $give } s postavou hráče { $name }
citadels-move-theater-not = Divadlo: ponechat si svou postavu
citadels-move-peek = Prohlédnout karty v ruce hráče { $name }
citadels-move-beautify = Zkrášlit budovu { $district }

## Citadely: výzvy, potvrzení a připomínky

citadels-call-pick-heading = { $round }. kolo: vyberte si postavu
citadels-call-passed = Postavy, které vám byly podány: { $characters }.
citadels-call-crown-heading = { $round }. kolo: předejte korunu
citadels-call-crown = Váš Císař byl zneškodněn: předejte korunu jinému hráči.
citadels-call-decision-heading = { $round }. kolo: čeká na vás rozhodnutí
citadels-call-turn-heading = { $round }. kolo: jste na tahu
citadels-call-turn = Je vyvolána postava { $character }: jste na tahu.
citadels-call-gold = Máte { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-call-hand = Vaše karty v ruce: { $cards }.
citadels-call-open = Otevřete hru odkazem níže a táhněte.
citadels-call-deadline = Váš termín: { $deadline }.
citadels-call-earlier = Co se v tomto kole zatím stalo:
citadels-call-earlier-nothing = V tomto kole se zatím nic nestalo.
citadels-decision-confiscate = Postava { $character } postavila budovu { $district } s vaším glejtem: zabavte ji (je-li váš glejt podepsaný), nebo ji nechte stát.
citadels-decision-threat = Váš šátek byl odmítnut: odhalte ho (pravý šátek vezme hráči všechny mince), nebo ne.
citadels-decision-graveyard = Žoldnéř zbořil budovu { $district }: zaplaťte 1 minci a vezměte si ji do ruky (Hřbitov), nebo ne.
citadels-decision-theater = Divadlo: vyměňte svou postavu s postavou jiného hráče, nebo si ji ponechte.
citadels-decision-other = Otevřete hru a uvidíte, co se od vás čeká.
citadels-receipt-heading = { $round }. kolo: vaše volba je zapečetěna
citadels-receipt-picked = Vybrali jste postavu { $character }. Tento e-mail si schovejte: dokazuje, co jste zvolili.
citadels-receipt-by-server = Váš termín vypršel: server za vás vybral postavu { $character }, tu s nejnižším číslem z postav, které vám byly podány (pravidlo hry pro nepřítomné). Tento e-mail si schovejte: dokazuje, co bylo vybráno.
citadels-receipt-commitment = Závazek: { $hex }
citadels-receipt-nonce = Nonce: { $hex }
citadels-receipt-secret = Ostatní vidí jen to, že jste si vybrali, dokud není vaše postava vyvolána nebo kolo neskončí.
citadels-receipt-discard = Lícem dolů jste odložili postavu { $character }. Její závazek: { $commitment }; její nonce: { $nonce }. Odhalí se na konci hry.
citadels-no-show-heading = { $round }. kolo: váš termín vypršel
citadels-no-show = Server za vás táhl podle pravidla hry pro nepřítomné: zmeškaný tah vezme 2 mince, nic nepostaví a skončí; zmeškané rozhodnutí změní co nejméně; zmeškané předání koruny ji dá prvnímu hráči po vaší levici, který ji smí převzít.
citadels-no-show-log = Co se stalo, říká záznam hry.
citadels-reminder-heading = { $round }. kolo: připomínka
citadels-reminder-passed = Hra čeká, až { $what }; váš termín ({ $when }) už vypršel.
citadels-reminder-left = Hra čeká, až { $what }, do { $when } (zbývá { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    }).
citadels-to-pick = si vyberete postavu pro { $round }. kolo
citadels-to-crown = předáte korunu
citadels-to-decide = učiníte rozhodnutí, které se od vás čeká
citadels-to-turn = odehrajete svůj tah v { $round }. kole
citadels-policy-wait = Zmeškáte-li ho, hra na vás počká — a s ní všichni ostatní.
citadels-policy-pick = Zmeškáte-li ho, server za vás vybere postavu s nejnižším číslem z těch, které vám byly podány (pravidlo hry pro nepřítomné).
citadels-policy-crown = Zmeškáte-li ho, server předá korunu prvnímu hráči po vaší levici, který ji smí převzít (pravidlo hry pro nepřítomné).
citadels-policy-decision = Zmeškáte-li ho, server za vás rozhodne co nejméně: nic nezabaví, nic neodhalí, nic nezaplatí, nic nevymění (pravidlo hry pro nepřítomné).
citadels-policy-turn = Zmeškáte-li ho, server si za vás vezme 2 mince a ukončí váš tah: nic nepostavíte, schopnost nepoužijete (pravidlo hry pro nepřítomné).

## Citadely: vypravěč (záznam, přehrávání, e-maily)

citadels-log-game-started = Začíná hra Citadely pro { $players } hráčů: každý má 2 mince a 4 karty; korunu drží { $crown }.
citadels-log-round-started = Začíná { $round }. kolo; první vybírá { $crown }. Odloženo lícem nahoru: { $face_up }; lícem dolů: { $face_down }.
citadels-log-none = nic
citadels-log-picked = { $name } si tajně vybírá postavu.
citadels-log-picked-second = { $name } si tajně vybírá druhou postavu.
citadels-log-set-aside = Náhodná postava je odložena lícem dolů.
citadels-log-draft-ended = Výběr postav { $round }. kola skončil; postavy se vyvolávají.
citadels-log-called = Je vyvolána postava { $character }: ukazuje ji { $name }.
citadels-log-called-nobody = Je vyvolána postava { $character }; nikdo se nehlásí.
citadels-log-killed = Mordýřka zneškodňuje postavu { $character }.
citadels-log-thief-aims = Zloděj okrade postavu { $character }.
citadels-log-robbed = { $thief } okrádá hráče { $victim } o { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-crown-taken = { $name } přebírá korunu.
citadels-log-gold-gained = { $name } získává { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    } ({ $source }).
citadels-log-cards-gained = { $name } si dobírá { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] karet
    } ({ $source }).
citadels-log-cards-drawn = { $name } si dobírá { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] karet
    } a ponechá si { $keep }.
citadels-log-cards-kept = { $name } si ponechává { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] karet
    }.
citadels-log-built = { $name } staví budovu { $district } za { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-built-cards = { $name } staví budovu { $district } za { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    } a { $cards } { $cards ->
        [one] kartu
        [few] karty
       *[other] karet
    }.
citadels-log-built-framework = { $name } staví budovu { $district } zbouráním Lešení.
citadels-log-built-necropolis = { $name } staví budovu { $district } zbouráním budovy { $destroyed }.
citadels-log-built-free = { $name } staví budovu { $district } zdarma.
citadels-log-hands-exchanged = { $name } si vyměňuje karty z ruky s hráčem { $target }.
citadels-log-redrawn = { $name } odhazuje { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] karet
    } a dobírá si stejný počet.
citadels-log-destroyed = { $by } bourá budovu { $district } hráče { $target } a platí { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-destroyed-armory = { $by } bourá Zbrojnicí budovu { $district } hráče { $target }.
citadels-log-laboratory = { $name } odhazuje kartu v Laboratoři.
citadels-log-museum = { $name } dává kartu pod Muzeum.
citadels-log-gold-paid = { $name } platí { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-seized = { $by } zabírá budovu { $district } hráče { $target } a platí { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-exchanged = { $by } vyměňuje svou budovu { $gave } za budovu { $took } hráče { $target } a doplácí { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-gold-given = { $from } dává hráči { $to } { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-gold-for-cards = { $name } bere hráči { $from } { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    } a dává mu stejný počet karet.
citadels-log-spied = { $name } si prohlíží karty hráče { $target }: barva { $colour }, { $matches } { $matches ->
        [one] karta
        [few] karty
       *[other] karet
    }.
citadels-log-card-taken = { $name } bere kartu z ruky hráče { $from }.
citadels-log-foreseen = { $name } bere náhodnou kartu z { $count ->
        [one] { $count } ruky
       *[other] { $count } rukou
    }.
citadels-log-given-back = { $name } vrací kartu { $count ->
        [one] { $count } hráči
       *[other] { $count } hráčům
    }.
citadels-log-crown-given = { $by } předává korunu hráči { $to }.
citadels-log-crown-given-card = { $by } předává korunu hráči { $to } a bere si kartu.
citadels-log-crown-given-gold = { $by } předává korunu hráči { $to } a bere si { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-crown-gift-due = Císař byl zneškodněn: { $name } předá korunu před koncem kola.
citadels-log-bewitched = { $name } očarovává postavu { $character }.
citadels-log-turn-resumed = { $name } hraje dál za postavu { $character }.
citadels-log-warrants = { $name } rozdává glejty lícem dolů: { $characters }.
citadels-log-confiscation-due = { $target } postavil budovu { $district } s glejtem: { $by } ji smí zabavit.
citadels-log-confiscated = { $by } zabavuje budovu { $district } hráči { $target } ({ $character }) a vrací { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-confiscation-declined = { $by } nechává budovu stát.
citadels-log-threats = { $name } rozdává šátky lícem dolů: { $characters }.
citadels-log-threat-paid = { $name } ({ $character }) se vykupuje hráči { $by } za { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-bribe-refused = { $name } ({ $character }) odmítá zaplatit hráči { $by }.
citadels-log-threat-revealed-real = { $by } odhaluje šátek u postavy { $character }: je pravý a { $target } odevzdává { $gold } { $gold ->
        [one] minci
        [few] mince
       *[other] mincí
    }.
citadels-log-threat-revealed-bluff = { $by } odhaluje šátek u postavy { $character }: byl falešný.
citadels-log-threat-kept = { $by } šátek neodhaluje.
citadels-log-graveyard-offered = Budova { $district } byla zbořena: { $name } si ji smí vzít do ruky (Hřbitov).
citadels-log-buried-taken = { $name } platí 1 minci a bere si budovu { $district } do ruky.
citadels-log-buried = { $name } nechává budovu { $district } být.
citadels-log-theater-due = { $name } si smí vyměnit postavu (Divadlo).
citadels-log-characters-exchanged = { $name } si vyměňuje postavu s hráčem { $target } (Divadlo).
citadels-log-theater-passed = { $name } si ponechává svou postavu.
citadels-log-hand-looked = { $name } si prohlíží karty v ruce hráče { $target }.
citadels-log-tax-paid = { $name } platí 1 minci daně.
citadels-log-beautified = { $name } zkrášluje budovu { $district }.
citadels-log-turn-ended = { $name } končí tah postavy { $character }.
citadels-log-deadline = { $name } zmeškal termín: server táhne za něj (pravidlo pro nepřítomné).
citadels-log-completed = { $name } dokončuje své město.
citadels-log-completed-first = { $name } dokončuje své město jako první.
citadels-log-round-ended = { $round }. kolo končí.
citadels-log-round-ended-had = { $round }. kolo končí; { $had }.
citadels-log-had = { $name } měl postavu { $character }
citadels-log-game-ended = Hra končí po { $round }. kole; semínko je odhaleno. { $places }.
citadels-log-laid-down-all = Odhalují se postavy odložené při výběru lícem dolů: { $laid }.
citadels-log-laid-down = { $name } v { $round }. kole odložil lícem dolů postavu { $character }
citadels-log-place = { $name } { $score } { $score ->
        [one] bod
        [few] body
       *[other] bodů
    }

# --- pagewords ---
## Stránka hry Maharadža: pojmenované věci

colour-orange = oranžová
colour-blue = modrá
colour-teal = tyrkysová
colour-yellow = žlutá
colour-black = černá
colour-grey = šedá
place-village = vesnice { $village }
slot-first = první ručička
slot-second = druhá ručička
slot-token = akční žeton
phase-not-created = nezaložená
phase-setup = čeká se, až se připojí všichni
phase-choose-characters = výběr osobností
phase-place-houses = stavba počátečních domků
phase-discs = nastavování disků
phase-turns = tahy hráčů
phase-over = konec hry
phase-auction = dražba osobností
phase-playing = hra běží
site-central = střední stavební místo (3 body)
site-outer = vnější stavební místo

## Krok tahu nebo tah v záznamu

step-choose = Výběr osobnosti { $character }
step-place-house = Počáteční domek ve vesnici { $village }
step-set-disc = Disk nastaven na { $disc }
step-travel = Cesta do města { $to }
step-travel-via = Cesta do města { $to } přes { $via }
step-travel-nowhere = Cesta nikam
step-take-gold = Vzít 2 zlaťáky ({ $slot })
step-take-quarry = Vzít domky z kamenolomu ({ $slot })
step-build-house = Postavit domek: { $at } ({ $slot })
step-build-palace = Postavit palác: { $site }, { $city } ({ $slot })
step-move-house = Přesunout domek: { $from } → { $to } ({ $slot })
step-move-governor = Posunout místodržícího města { $city } dolů po dráze ({ $slot })
step-take-character = Vzít osobnost { $character } ({ $slot })
step-builder-house = Postavit domek zdarma: { $at } (Podnikatel)
step-builder-move = Přesunout domek zdarma: { $from } → { $to } (Podnikatel)
step-end-turn = Konec tahu
step-replace-character = Vzít z banku osobnost { $character }

## Stránka hry: záhlaví a na co hra čeká

game-status = { $round } · { $phase } · rádža je ve městě { $city }
game-you-are = Jste
game-seat = místo { $seat }
game-you-host = , zakladatel hry
game-keys = Klíče vašich zařízení, každý zapsaný v záznamu hry (klíč, který nepoznáváte, jste nevytvořili vy):
game-key = zařízení { $device }, klíč { $key }
game-key-register = Zapsat klíč tohoto zařízení
game-key-register-when = (na novém zařízení, otevřeném přes čerstvý osobní odkaz)
game-link-result = Výsledek
game-link-replay = záznam partie
game-nobody = nikdo
game-wait-not-created = Hra ještě neexistuje.
game-wait-join = Hra čeká, až se připojí všichni hráči.
game-wait-character = { $you ->
        [yes] Hra čeká, až si vyberete osobnost.
       *[no] Hra čeká na výběr osobnosti: { $names }.
    }
game-wait-house = { $you ->
        [yes] Hra čeká, až postavíte počáteční domek.
       *[no] Hra čeká na stavbu počátečního domku: { $names }.
    }
game-wait-disc = { $you ->
        [yes] Hra čeká, až nastavíte disk.
       *[no] Hra čeká na nastavení disku: { $names }.
    }
game-wait-your-turn = Jste na tahu.
game-wait-turn = Na tahu je { $names }.
game-wait-new-character = { $taker_you ->
        [yes] Vzali jste osobnost
       *[no] { $taker } vzal(a) osobnost
    }; { $you ->
        [yes] teď si vyberte novou z banku.
       *[no] hra čeká, až si novou z banku vybere { $names }.
    }
game-wait-next-turn = Další tah právě začíná.
game-wait-over = Hra skončila.
game-wait-other = { $you ->
        [yes] Hra čeká na vás.
       *[no] Hra čeká na: { $names }.
    }

## Stránka hry: formuláře před tahy

game-join-intro = Připojte se ke hře. Váš prohlížeč přidá do náhody hry náhodné číslo (pořadí hráčů a dráha místodržících vzejdou z něj a ze serverem zapečetěného semínka).
game-mail-language = Jazyk vašich e-mailů:
game-join = Připojit se
game-choose-character = Vyberte si osobnost
game-field-character = Osobnost
game-place-house = Postavte počáteční domek
game-field-village = Vesnice
game-button-place-house = Postavit domek
game-houses-note = domky: { $colours }
game-disc-set-heading = Nastavte svůj disk
game-disc-change-heading = Změňte svůj disk
game-disc-yours = Váš disk (do vašeho tahu ho vidíte jen vy):
game-disc-may-change = Můžete ho měnit, dokud svůj disk nenastaví poslední hráč.
game-button-set-disc = Nastavit disk
game-button-change-disc = Změnit disk
game-carry = Tento prohlížeč uchovává otevření vašeho disku z { $round }. kola; server má jen jeho závazek. Chcete-li disk otevřít na jiném zařízení, zkopírujte tam tento přenosový kód:
game-open-heading = Otevřete svůj disk
game-open-intro = Začíná váš tah: vaše stránka otevře disk, který zapečetila. Na jiném zařízení vložte přenosový kód, který ukazuje stránka, jež disk zapečetila. Disk neotevřený do termínu propadá: obě jeho akce jsou ztraceny.
game-carry-code = Přenosový kód
game-button-open = Otevřít můj disk
game-bid-heading = Vaše zapečetěná nabídka
game-bid-intro = Vaše stránka nabídku zapečetí: částku si ponechá a serveru pošle jen její závazek. Jakmile jsou podány všechny nabídky, stránka ji otevře; nabídka neotevřená do termínu je neplatná (nemůže vyhrát a nic nestojí).
game-bid-may-change = Vaše nabídka je zapečetěna; můžete ji změnit, dokud není podána poslední nabídka.
game-bid-amount = Nabídka (zlaťáky)
game-button-seal-bid = Zapečetit mou nabídku
game-button-change-bid = Změnit mou nabídku
game-bid-carry = Tento prohlížeč uchovává otevření vaší zapečetěné nabídky v { $auction }. dražbě; server má jen její závazek. Chcete-li ji otevřít na jiném zařízení, zkopírujte tam tento přenosový kód:
game-open-bid-heading = Otevřete svou zapečetěnou nabídku
game-open-bid-intro = Všechny nabídky jsou podány: vaše stránka otevře nabídku, kterou zapečetila. Na jiném zařízení vložte přenosový kód, který ukazuje stránka, jež ji zapečetila. Nabídka neotevřená do termínu je neplatná: nemůže vyhrát a nic nestojí.
game-button-open-bid = Otevřít mou nabídku

## Stránka hry: skládání tahu

game-turn-heading = Váš tah
game-turn-disc = Váš disk:
game-turn-steps = Dosavadní kroky (ve hře ještě neuložené):
game-button-undo = Vrátit poslední krok
game-left-unopened = Vaše { $slot } nešla otevřít: její akce propadá.
game-left-done = { $slot }: { $action } — hotovo.
game-left-parts = { $slot }: { $action } — { $parts }.
game-left-houses = { $houses ->
        [one] zbývá postavit { $houses } domek
        [few] zbývá postavit { $houses } domky
       *[other] zbývá postavit { $houses } domků
    }
game-left-palace = zbývá postavit palác
game-left-quarry = { $houses ->
        [one] zbývá vzít { $houses } domek z kamenolomu
        [few] zbývá vzít { $houses } domky z kamenolomu
       *[other] zbývá vzít { $houses } domků z kamenolomu
    }
game-left-not-done = ještě nehotovo
game-forfeit-warning = Části vašeho disku nejsou odehrané: když tah teď ukončíte, propadnou a každý další hráč dostane z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }.
game-travel-heading = Cesta
game-field-to = Kam
game-field-from = Odkud
game-field-where = Kde
game-field-site = Stavební místo
game-field-governor-of = Místodržící města
game-field-new-character = Nová osobnost
game-button-cheapest = Ukázat nejlevnější cestu
game-travel-to = Cesta do města { $to }
game-travel-way = Nejlevnější cesta:
game-travel-no-tolls = Bez mýta.
game-toll = { $village }: { $payer_is ->
        [you] platíte
        [bank] bank (Poutník) platí
       *[player] { $payer } platí
    } { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    } hráči { $owner }
game-gold = { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
game-travel-you-pay = Zaplatíte { $cost }.
api-still-handled = Tentýž požadavek se ještě zpracovává.
game-travel-no-way = Do města { $city } nevede žádná cesta přes vesnice s domky.
game-button-travel = Vydat se na cestu
game-cancel = zrušit
game-form-take-gold = Vzít { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
game-button-take-gold = Vzít { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
game-form-take-quarry = Vzít domky z kamenolomu
game-button-take-quarry = Vzít z kamenolomu
game-form-build-house = Postavit domek
game-button-build-house = Postavit domek
game-form-build-palace = Postavit palác ve městě { $city }
game-button-build-palace = Postavit palác
game-form-move-house = Přesunout domek
game-button-move-house = Přesunout domek
game-form-move-governor = Posunout místodržícího po dráze o { $slots ->
        [one] { $slots } pole
        [few] { $slots } pole
       *[other] { $slots } polí
    } dolů
game-button-move-governor = Posunout místodržícího
game-form-take-character = Vzít osobnost
game-button-take-character = Vzít osobnost
game-from-player = od hráče { $name }
game-from-bank = z banku
game-form-builder-house = Podnikatel: postavit domek zdarma
game-button-builder-house = Postavit zdarma
game-form-builder-move = Podnikatel: přesunout domek zdarma
game-button-builder-move = Přesunout zdarma
game-form-bid = Přihodit v dražbě o výběr osobnosti
game-button-bid = Přihodit
game-form-pass-bid = Pasovat v této dražbě
game-button-pass-bid = Pasovat
game-form-sealed-bid = Podat tajnou nabídku o výběr osobnosti
game-button-sealed-bid = Podat nabídku
game-form-swap = Vyměnit osobnost s jiným hráčem
game-button-swap = Vyměnit
game-form-lure = Přetáhnout osobnost od jiného hráče
game-button-lure = Přetáhnout
game-form-use-token = Použít akční žeton na třetí akci
game-button-use-token = Použít žeton
game-form-give-character = Darovat jednu ze svých osobností hráči, který ji přetahuje
game-button-give-character = Darovat
game-field-amount = Nabídka
game-field-take = Vzít
game-field-give = Dát
game-field-from-player = Od hráče
game-field-action = Akce
step-bid = Přihodit { $gold } { $gold ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }
step-pass-bid = Pasovat v dražbě
step-sealed-bid = Podat tajnou nabídku { $gold } { $gold ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }
step-seal-bid = Zapečetit nabídku
step-open-bid = Otevřít zapečetěnou nabídku: { $bid }
step-seal-disc = Zapečetit akční disk
step-open-disc = Odkrýt akční disk: { $disc }
step-swap = Dát osobnost { $give } a vzít { $take } ({ $slot })
step-lure = Přetáhnout osobnost od hráče na { $seat }. místě ({ $slot })
step-use-token = Použít akční žeton na akci { $action }
step-give-character = Darovat osobnost { $character }
game-button-finish = Ukončit tah
game-replace-heading = Vyberte si novou osobnost
game-replace-intro = Vaši osobnost vám vzali. Vyberte si jinou z banku; tah pokračuje, jakmile ji vyberete.

## Stránka hry: hráči, dráha místodržících, vyhodnocení

game-col-seat = Místo
game-col-player = Hráč
game-col-characters = Osobnosti
game-col-architect = Architekt
game-col-supply = Zásoba
game-col-quarry = Kamenolom
game-col-palaces = Paláce
game-col-gold = Zlaťáky
game-col-disc = Disk
game-palaces-of = { $built } z { $total }
game-gold-hidden = skryté
game-disc-unset = nenastaven
game-disc-set = nastaven
game-disc-unopenable = nešel otevřít
game-played = odehráno
game-bank = Osobnosti v banku: { $characters }.
game-bank-none = žádné
game-joined = připojen(a)
game-not-joined-yet = ještě nepřipojen(a)
game-not-joined = nepřipojen(a)
game-track = Dráha místodržících, odspodu:
game-track-round-slot = { $city } (pole { $round }. kola)
game-track-slot = { $city } (pole { $slot })
game-last-scoring = Poslední vyhodnocení
game-scoring-heading = { $round }. kolo: vyhodnoceno město { $city }.
game-scoring-line = { $name }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }, { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
game-scoring-nobody = Nikdo nebodoval.
game-scoring-alone = { $name } bodoval(a) jako jediný hráč a dostal(a) navíc { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }.
game-final-ranking = Konečné pořadí
game-ranking-line = { $name } — { $palaces ->
        [one] { $palaces } palác
        [few] { $palaces } paláce
       *[other] { $palaces } paláců
    }, { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
game-winner = Vítězem je { $name } s { $palaces ->
        [one] { $palaces } palácem
       *[other] { $palaces } paláci
    } a { $gold ->
        [one] { $gold } zlaťákem
       *[other] { $gold } zlaťáky
    }.
game-option-hidden-gold = skryté zlaťáky
game-option-short = krátká hra
game-option-neutral-palaces = neutrální paláce
game-option-expanded = rozšířená hra
game-option-home-cities = domovská města
game-option-several-characters = více osobností
game-option-signed = podepsané tahy
game-option-sealed = disky zapečetěné v prohlížeči

## Stránka hry: panel zakladatele, nastavení e-mailů, odkazy

game-host-heading = Hráči (zakladatel hry)
game-mail-lag = Odesílání e-mailů se zpožďuje: { $unsent ->
        [one] na odeslání čeká { $unsent } zpráva
        [few] na odeslání čekají { $unsent } zprávy
       *[other] na odeslání čeká { $unsent } zpráv
    }, nejstarší { $waited }. Tahy jsou uložené; e-maily k nim dorazí.
game-lag-seconds = { $n ->
        [one] { $n } sekundu
        [few] { $n } sekundy
       *[other] { $n } sekund
    }
game-lag-minutes = { $n ->
        [one] { $n } minutu
        [few] { $n } minuty
       *[other] { $n } minut
    }
game-lag-hours = { $n ->
        [one] { $n } hodinu
        [few] { $n } hodiny
       *[other] { $n } hodin
    }
game-live-links = { $links ->
        [one] { $links } platný odkaz
        [few] { $links } platné odkazy
       *[other] { $links } platných odkazů
    }
game-bot-seat = toto místo hraje bot (bez odkazu a bez pošty)
game-needs-script = Tato úroveň důvěry potřebuje JavaScript: váš prohlížeč podepisuje vaše tahy (a pečetí vaše tajné volby) dřív, než je odešle. Chcete-li hrát z této stránky, zapněte JavaScript.
game-needs-crypto = Tento prohlížeč nemůže zapečetit váš disk: chybí mu WebCrypto nebo místní úložiště (IndexedDB), které stránka dostane jen přes https nebo z localhostu. Chcete-li nastavit disk, otevřete hru přes https nebo v jiném prohlížeči.
game-needs-crypto-bid = Tento prohlížeč nemůže zapečetit vaši nabídku: chybí mu WebCrypto nebo místní úložiště (IndexedDB), které stránka dostane jen přes https nebo z localhostu. Chcete-li přihodit, otevřete hru přes https nebo v jiném prohlížeči.
game-button-resend = Znovu poslat odkaz
game-button-revoke = Zrušit odkazy
game-link-log = záznam
game-link-export = export hry
game-link-mail = vaše e-maily
game-link-watch = pohled diváka
mail-settings-heading = Nastavení e-mailů
mail-settings-mode = E-maily:
mail-settings-every = každý e-mail hned
mail-settings-digest = denní souhrn (v 8:00 vašeho času)
mail-settings-none = žádné e-maily (odhlášeno)
mail-settings-zone = Časové pásmo (pro časy v e-mailech a v souhrnu):
mail-settings-vacation = Na dovolené: žádné připomínky (termíny hry ale platí dál)
mail-settings-save = Uložit nastavení e-mailů
done-turn-finished = Váš tah je dokončený a uložený ve hře.
done-mail-saved = Nastavení e-mailů je uložené.
done-link-resent = Hráči přišel e-mailem nový osobní odkaz; jeho dřívější odkazy dál fungují.
done-links-revoked = Odkazy a přihlášení hráče jsou zrušené; pošlete mu nový odkaz, pokud ho chcete znovu pustit do hry.
place-house-body = Postavte svůj počáteční domek ({ $number }. z { $of }) do kterékoli vesnice, kde je místo (do vesnice se vejde { $capacity ->
        [one] { $capacity } domek
        [few] { $capacity } domky
       *[other] { $capacity } domků
    }); je zdarma. Hráči stavějí po jednom domku v pořadí osobností; vy máte { $character }.
place-house-by = Postavte ho prosím do { $deadline }.
disc-set-body = { $name } má disk nastavený ({ $at }).
key-registered-body = Pro vaše místo v této hře bylo zapsáno zařízení { $device } s klíčem { $key }: tahy, které podepíše, se od teď počítají jako vaše. Stává se to, když na novém zařízení otevřete některý ze svých osobních odkazů a zapíšete tam jeho klíč.
key-registered-not-you = Pokud jste to nebyli vy, má některý z vašich odkazů někdo jiný: požádejte hostitele, ať vaše odkazy zneplatní a pošle vám nový, a dejte vědět ostatním hráčům. Každý tah podepsaný klíčem je v záznamu hry s číslem zařízení, takže z exportu je vidět, které tahy to zařízení udělalo.
disc-set-all = Všechny disky jsou nastavené.
disc-set-still = Disk ještě nastavují: { $names }.

# --- ruleswords ---
rules-title-maharaja = Pravidla hry Maharadža
rules-title-citadels = Pravidla hry Citadela
rules-decisions = Rozhodnutí
home-rules-citadels = Pravidla Citadely i s našimi rozhodnutími.
rules-col-rank = Číslo
rules-col-character = Postava
rules-col-ability = Schopnost
rules-col-district = Budova
rules-col-cost = Cena
rules-col-effect = Účinek

# --- citui ---
citadels-unfinished = Vaše nedokončené kroky (nic se nezahraje, dokud neukončíte tah)
citadels-undo = Vrátit poslední krok
citadels-at-once = { $move } (nelze vrátit)
citadels-your-link = Váš osobní odkaz
citadels-your-link-why = Chcete-li hru otevřít na jiném zařízení, nechte si poslat nový osobní odkaz; vaše dosavadní odkazy dál fungují.
citadels-resend-mine = Poslat můj odkaz znovu
done-own-link-resent = Nový osobní odkaz vám byl poslán e-mailem; dřívější odkazy stále fungují.

# --- formwords ---
## Pozvánky, „jste na řadě“, připomínky a souhrny (helper formwords, #15/#13)

invite-new-link-maharaja = Posíláme vám nový osobní odkaz do vaší hry Maharadža s hráči { $players }. Vaše dřívější odkazy dál fungují, pokud je zakladatel hry nezrušil.
invite-new-link-citadels = Posíláme vám nový osobní odkaz do vaší hry Citadela s hráči { $players }. Vaše dřívější odkazy dál fungují, pokud je zakladatel hry nezrušil.
invite-open-joined = Otevřete hru odkazem níže. E-mail dostanete vždy, když na vás hra bude čekat.
invite-host-maharaja = Vaše hra Maharadža e-mailem je připravená. Hráči ve vámi zvoleném pořadí: { $players }.
invite-host-citadels = Vaše hra Citadela e-mailem je připravená. Hráči v pořadí u stolu: { $players }.
invite-guest-maharaja = { $host } vás zve ke hře Maharadža e-mailem; hrají { $players }.
invite-guest-citadels = { $host } vás zve ke hře Citadela e-mailem; hrají { $players }.
invite-rules = Pravidla: { $options }.
invite-set = Postavy a fialové budovy: { $set }.
invite-set-characters = postavy { $characters }
invite-join-text =
    Otevřete hru odkazem níže a stiskněte „Připojit se“; hra začne, jakmile se připojí
    všichni. E-mail dostanete vždy, když na vás hra bude čekat.
invite-join = Otevřete hru odkazem níže a stiskněte „Připojit se“; hra začne, jakmile se připojí všichni. E-mail dostanete vždy, když na vás hra bude čekat.
deadline-none = Bez časových lhůt: hra čeká, jak dlouho je potřeba.
deadline-turn-maharaja = { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    } na každý tah (disk, tah, volbu) od chvíle, kdy na vás hra začne čekat.
deadline-turn-citadels = { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    } na každý tah (výběr postavy, tah, rozhodnutí) od chvíle, kdy na vás hra začne čekat.
deadline-reminder = Připomínka { $hours ->
        [one] { $hours } hodinu
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    } před koncem lhůty (ne během vaší dovolené).
deadline-missed-wait = Zmeškaná lhůta: hra čeká (jen připomínky).
deadline-missed-auto-maharaja = Zmeškaná lhůta: server táhne za vás — chybějící disk nastaví na Zlato + Zlato; nedokončený tah ukončí (zbytek disku propadá); ztracenou osobnost nahradí tou s nejnižším číslem z banku.
deadline-missed-auto-citadels = Zmeškaná lhůta: server táhne za vás — při výběru vezme postavu s nejnižším číslem z nabídnutých; v tahu si vezme 2 mince a tah ukončí.
game-option-hidden-gold-what = zlaťáky ostatních hráčů nejsou během hry vidět
game-option-short-what = 6 paláců pro každého, nejvýš 8 kol
game-option-neutral-palaces-what = při méně než 5 hráčích jeden neutrální palác za každou nepoužitou barvu v každém městě
game-option-expanded-what = jogín a akční žetony
game-option-home-cities-what = +1 bod v domovském městě vaší osobnosti
game-option-several-characters-what = hráč smí mít více než jednu osobnost (rozšíření II)
game-option-explained = { $option } ({ $what })
game-option-label = { $option }: { $what }
game-option-auction = Osobnosti
game-option-auction-none = vybírají se v pořadí hráčů
game-option-auction-open = draží se, otevřené nabídky
game-option-auction-sealed = draží se, tajné nabídky
game-option-auctioned = osobnosti: { $how }
set-first-game = sada pro první hru (pravidla, str. 2)
set-ambitious-aristocrats = Ctižádostiví aristokraté
set-cunning-agents = Lstiví agenti
set-illustrious-emissaries = Vznešení vyslanci
set-devious-dignitaries = Úskoční hodnostáři
set-tenacious-delegates = Houževnatí delegáti
set-vicious-nobles = Krutí šlechtici
mail-your-move = Hra na vás čeká: { $what }.
mail-your-move-by = Táhněte prosím do { $deadline }.
mail-reminder-left = Hra na vás čeká: { $what }. Lhůta končí { $deadline }, zhruba za { $hours ->
        [one] { $hours } hodinu
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    }.
mail-reminder-passed = Hra na vás čeká: { $what }. Lhůta skončila { $deadline }: táhněte prosím co nejdřív.
wait-to-do-character = vybrat si počáteční osobnost
wait-to-do-house = postavit počáteční domek
wait-to-do-disc = nastavit svůj disk pro { $round }. kolo
wait-to-do-turn = odehrát svůj tah v { $round }. kole
wait-to-do-new-character = vybrat si novou osobnost
wait-to-do-bid = přihodit v dražbě osobností, nebo pasovat
wait-to-do-sealed-bid = podat tajnou nabídku v dražbě osobností
wait-to-do-gift = vybrat, kterou ze svých osobností darujete
wait-to-do-open-disc = otevřít svůj disk: začíná váš tah v { $round }. kole a disk neotevřený do konce lhůty propadá
wait-to-do-open-bid = otevřít svou zapečetěnou nabídku: všechny nabídky jsou podány a nabídka neotevřená do konce lhůty je neplatná
wait-to-do-other = táhnout
policy-waits = Zmeškáte-li ji, hra na vás počká — a s ní všichni ostatní.
policy-disc = Zmeškáte-li ji, server vám nastaví disk na Zlato + Zlato (pravidlo hry pro nepřítomné).
policy-turn = Zmeškáte-li ji, server ukončí váš tah (pravidlo hry pro nepřítomné): co z disku neodehrajete, propadá, a každý další hráč dostane { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }.
policy-new-character = Zmeškáte-li ji, server vám dá osobnost s nejnižším číslem z banku (pravidlo hry pro nepřítomné).
policy-bid = Zmeškáte-li ji, pasujete (vyvolávací cena je 0; pravidlo hry pro nepřítomné).
policy-sealed-bid = Zmeškáte-li ji, server za vás nabídne 0 (pravidlo hry pro nepřítomné).
policy-gift = Zmeškáte-li ji, server daruje vaši osobnost s nejvyšším číslem (pravidlo hry pro nepřítomné).
policy-open-disc = Zmeškáte-li ji, váš disk propadá i s oběma akcemi (trest podle pravidel, ať platí pro nepřítomné cokoli).
policy-open-bid = Zmeškáte-li ji, vaše nabídka je neplatná: nemůže vyhrát a nic nestojí (trest podle pravidel, ať platí pro nepřítomné cokoli).
mail-digest-intro = Váš souhrn hry „{ $title }“: { $count ->
        [one] { $count } zpráva
        [few] { $count } zprávy
       *[other] { $count } zpráv
    } od { $since }.

## Stránka pro odhlášení e-mailů

unsubscribe-title = Odhlásit e-maily
unsubscribe-done-heading = E-maily jsou odhlášené
unsubscribe-done = { $name }, o hře „{ $title }“ vám už nepřijde žádný e-mail. Hra pokračuje i bez vašich e-mailů:
unsubscribe-done-over = už skončila.
unsubscribe-done-goes-on = když čeká na vás, čeká dál (nebo táhne za vás, pokud to její lhůty určují).
unsubscribe-undo = Rozmysleli jste si to? „Nastavení e-mailů“ na stránce hry (otevřete ji osobním odkazem z dřívějšího e-mailu) e-maily zase zapne.
unsubscribe-heading = Odhlásit e-maily ze hry „{ $title }“?
unsubscribe-ask = { $name }, tímto vám přestanou chodit všechny e-maily o této hře. Hra sama pokračuje.
unsubscribe-button = Odhlásit
unsubscribe-digest = Místo toho můžete dostávat denní souhrn: viz „Nastavení e-mailů“ na stránce hry.

## Formuláře nové hry, jejich chyby a stránky kolem začátku hry

game-name-maharaja = Maharadža
game-name-citadels = Citadela
form-game-legend = Hra
form-which-game = Která hra
form-title = Název
form-lang = Jazyk e-mailů hry (každý hráč si může zvolit svůj)
form-host-legend = Vy, zakladatel hry (hráč 1)
form-name = Jméno
form-email = E-mail
form-others-legend = Další hráči (1 až { $most })
form-rules-legend = Pravidla
form-set = Postavy a fialové budovy
form-deadlines-legend = Lhůty
form-turn-hours = Kolik hodin má hráč na tah
form-reminder-hours = Připomínka tolik hodin předem
form-no-show = Když někdo zmešká lhůtu
form-no-show-wait = počkat na něj (jen připomínky)
form-no-show-auto-maharaja = táhnout za něj: Zlato + Zlato, nedokončené tahy končí
form-no-show-auto-citadels = táhnout za něj: nejnižší nabídnutá postava, v tahu 2 mince a konec tahu
form-after-legend = Po skončení
form-private = ponechat hru soukromou (záznam a export uvidí jen hráči)
form-create = Založit hru a rozeslat pozvánky
form-play-maharaja-instead = Raději hrát Maharadžu
form-error-lang = Vyberte jeden z nabízených jazyků.
form-error-game = Vyberte jednu z nabízených her.
form-error-name-empty = Zadejte prosím jméno.
form-error-name-long = Jméno smí mít nejvýš 40 znaků.
form-error-name-lines = Jméno musí být na jednom řádku.
form-error-name-invisible = Jméno nesmí obsahovat neviditelné znaky ani znaky měnící směr textu (například mezery nulové šířky nebo přepnutí zprava doleva).
form-error-name-twice = Dva hráči nesmějí mít stejné jméno.
form-error-email-empty = Zadejte prosím e-mailovou adresu.
form-error-email-long = E-mailová adresa smí mít nejvýš 200 znaků.
form-error-email-bad = Na tuto adresu nelze poslat e-mail: zkontrolujte, zda v ní není tečka, mezera, závorka nebo jiný znak navíc.
form-error-email-ip = Zadejte adresu s doménovým jménem, například anna@example.org, ne s IP adresou.
form-error-email-twice = Dva hráči nesmějí mít stejnou e-mailovou adresu: osobní odkaz a zapečetěná potvrzení každého hráče chodí do jeho vlastní schránky.
form-error-players-maharaja = Hra potřebuje 2 až 5 hráčů: vás a 1 až 4 další.
form-error-players-citadels = Citadela potřebuje 2 až 8 hráčů: vás a 1 až 7 dalších.
form-error-title-long = Název musí být na jednom řádku a mít nejvýš 80 znaků.
form-error-title-invisible = Název nesmí obsahovat neviditelné znaky ani znaky měnící směr textu.
form-error-turn-hours = Zadejte celý počet hodin od 1 do 720.
form-error-reminder-hours = Zadejte celý počet hodin (0 = bez připomínky).
form-error-reminder-late = Připomínka musí přijít před koncem lhůty.
form-error-no-show = Vyberte, co se stane při zmeškané lhůtě.
form-error-trust = Vyberte jednu z nabízených úrovní důvěry.
form-error-options = Těmto volbám nelze porozumět.
form-error-set = Vyberte jednu z nabízených sad.
form-error-board = Herní plán nelze načíst: { $error }
invited-title = { $title } — pozvánky odeslány
invited-heading = { $title }: pozvánky jsou odeslané
invited-each = Každý hráč — vy také — dostane e-mail s osobním odkazem do hry. Otevřete ten svůj a stiskněte „Připojit se“; hra začne, jakmile se připojí všichni.
invited-keep = Svůj odkaz si nechte pro sebe: kdo ho má, hraje za vás. Zakladatel hry může na stránce hry poslat nový odkaz nebo staré zrušit.
invited-file-mail = Na tomto serveru není nastavený poštovní server, takže se e-maily ukládají do souborů: správce je čte na stránce odchozí pošty (její adresu vypíše { $command } při startu) a každý hráč najde ty své na stránce hry pod odkazem „vaše e-maily“.
lobby-waiting = Hra začne, jakmile se připojí všichni; pak první e-mail zavolá hráče na tah.
lobby-players = Hráči
lobby-seed = Semínko serveru je zapečetěné: jeho závazek je
lobby-seed-checked = Smíchá se s náhodným číslem každého hráče a po konci hry se zveřejní se záznamem, takže rozdání může ověřit kdokoli.
lobby-join-intro-citadels = Připojte se ke hře. Váš prohlížeč přidá do náhody hry náhodné číslo (rozdání, postavy odložené v každém kole i každé dobírání vzejdou z něj a ze serverem zapečetěného semínka).
own-mail-heading = Vaše e-maily v této hře
own-mail-intro = E-maily, které vám tato hra poslala, od nejnovějšího.
own-mail-back = Zpět do hry
own-mail-none = Zatím žádné e-maily.
own-mail-to = Komu: { $to }
not-signed-in-heading = Do této hry nejste přihlášeni
not-signed-in-sentence = Hráči otevírají hru osobním odkazem z e-mailové pozvánky. Jako divák může hru sledovat kdokoli.
not-signed-in-watch = Sledovat hru

# --- violwords ---
## Proč byl tah odmítnut: jedna věta na každé pravidlo (kód `rule` v JSON API), která pravidlo jmenuje.

violation-maharaja-game_already_created = Tato hra už byla založena.
violation-maharaja-game_not_created = Hra ještě nebyla založena.
violation-maharaja-player_count = Hru hrají 2 až 5 hráči, ne { $count }.
violation-maharaja-empty_player_name = Každý hráč potřebuje jméno.
violation-maharaja-variant_not_available = Varianta { $variant } zatím není k dispozici.
violation-maharaja-home_cities_need_expanded = Domovská města vyžadují rozšířenou hru I: jedno z měst je domovem Jogína, který je ve hře jen v rozšířené hře I.
violation-maharaja-game_already_started = Hra už začala.
violation-maharaja-unknown_player = V této hře není hráč číslo { $player }.
violation-maharaja-contribution_already_added = { $player } už do náhody hry svůj příspěvek přidal(a).
violation-maharaja-seed_does_not_match_commitment = Semínko neodpovídá závazku na semínko, který vznikl při založení hry.
violation-maharaja-governors_not_a_permutation = Stupnice místodržících musí uvést každé ze 7 měst plánu právě jednou.
violation-maharaja-unknown_seat = V této hře není { $seat }.
violation-maharaja-not_choosing_characters = Osobnosti se vybírají jen na začátku hry, jeden hráč po druhém.
violation-maharaja-not_your_turn_to_choose = Osobnost si teď vybírá jiný hráč: { $next }.
violation-maharaja-character_not_in_bank = Osobnost { $character } si vzít nemůžete: není v bance.
violation-maharaja-character_not_in_game = Osobnost { $character } si vzít nemůžete: hraje se s ní jen v rozšířené hře.
violation-maharaja-choice_is_auctioned = V této hře se o právo vybrat si osobnost draží: nejdřív musíte dražbu vyhrát.
violation-maharaja-no_auction = V této hře se osobnosti nedraží: vybírají se v pořadí hráčů.
violation-maharaja-not_auctioning = Přihazuje se jen v dražbách osobností před začátkem hry.
violation-maharaja-auction_is_sealed = V této dražbě se podávají zapečetěné nabídky, otevřené všechny najednou, ne veřejné přihozy ani pasy.
violation-maharaja-auction_is_open = Tato dražba je veřejná: přihoďte nebo pasujte v pořadí hráčů, nabídku nepečetěte.
violation-maharaja-waiting_for_auction_winner = Dražba skončila a čeká, až si { $seat } vybere osobnost.
violation-maharaja-not_your_turn_to_bid = Přihazuje nebo pasuje teď jiný hráč: { $next }.
violation-maharaja-not_a_bidder = Osobnost už máte, takže se této dražby neúčastníte.
violation-maharaja-bid_too_low = Nabídka musí být vyšší než dosavadní nabídka { $current } { $current ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    } a { $amount } vyšší není.
violation-maharaja-bid_exceeds_gold = Nemůžete nabídnout { $amount } { $amount ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }: nabídka nesmí převýšit vaše zlato a vy máte { $have }.
violation-maharaja-opener_must_bid = Kdo dražbu zahajuje, nesmí pasovat: zahajte ji nabídkou 0 nebo více zlaťáků.
violation-maharaja-bids_all_in = Všechny zapečetěné nabídky této dražby už jsou podány; právě se otevírají.
violation-maharaja-bid_already_set = Zapečetěná nabídka hráče { $seat } do této dražby už je podaná.
violation-maharaja-bids_not_all_in = Zapečetěné nabídky se otevírají, až je podají všichni dražitelé.
violation-maharaja-no_such_bid = V této dražbě není žádná zapečetěná nabídka hráče { $seat }, kterou by šlo otevřít.
violation-maharaja-bid_reveal_does_not_match_commitment = Odkrytá nabídka a nonce neodpovídají závazku, který { $seat } v této dražbě učinil(a).
violation-maharaja-not_placing_houses = Počáteční domky se stavějí jen při přípravě hry, až si všichni vyberou osobnost.
violation-maharaja-not_your_turn_to_place = Domek teď staví jiný hráč: { $next }.
violation-maharaja-initial_house_not_in_village = Počáteční domky patří do vesnic a { $at } vesnice není.
violation-maharaja-village_full = Ve vesnici { $village } už { $capacity ->
        [one] stojí { $capacity } domek
        [few] stojí { $capacity } domky
       *[other] stojí { $capacity } domků
    }, víc jich v této hře vesnice nepojme.
violation-maharaja-not_setting_discs = Disky se nastavují na začátku kola, dokud svůj nenastaví poslední hráč.
violation-maharaja-disc_already_set = Disk hráče { $seat } je pro toto kolo už nastavený.
violation-maharaja-not_this_seats_reveal = Disk hráče { $seat } se odkrývá, až začne jeho tah.
violation-maharaja-reveal_does_not_match_commitment = Odkryté akce a nonce neodpovídají závazku, který { $seat } pro toto kolo učinil(a).
violation-maharaja-not_your_turn = Jednat můžete jen ve svém tahu.
violation-maharaja-seat_not_active = Teď není na tahu { $seat }.
violation-maharaja-waiting_for_replacement = Tah čeká, až si { $seat } vybere novou osobnost.
violation-maharaja-no_character_to_replace = Novou osobnost si vybírá jen hráč, který právě o svou přišel.
violation-maharaja-slot_shows_other_action = Na vašem disku ukazuje { $slot } akci { $shown }, ne { $wanted }.
violation-maharaja-wanted-house = akci, která staví domek
violation-maharaja-wanted-palace = akci, která staví palác
violation-maharaja-disc_forfeited = Váš disk nešel otevřít, a tak obě jeho akce propadají.
violation-maharaja-action_already_done = Akci, kterou ukazuje { $slot } vašeho disku, už jste provedli.
violation-maharaja-no_action_tokens = Akční žetony se používají jen v rozšířené hře.
violation-maharaja-no_token_to_use = Nemáte žádný akční žeton.
violation-maharaja-token_already_used = V jednom tahu smíte použít jen jeden akční žeton a v tomto tahu už jste jeden použili.
violation-maharaja-token_cannot_be_character = Akční žeton nelze použít na akci Osobnost.
violation-maharaja-no_token_in_use = Nejdřív použijte akční žeton; jeho akce se pak hraje s ním.
violation-maharaja-not_enough_gold = To stojí { $needed } { $needed ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }, ale vy máte jen { $have } { $have ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }.
violation-maharaja-supply_empty = Ve své zásobě nemáte žádný domek; domky z kamenolomu přináší akce Kamenolom.
violation-maharaja-quarry_empty = Váš kamenolom je prázdný, není z něj co vzít.
violation-maharaja-architect_not_in_city = Ve městě { $city } smíte stavět, jen když tam stojí váš architekt.
violation-maharaja-architect_not_in_city_for_move = Domek do města { $city } smíte přesunout, jen když tam stojí váš architekt.
violation-maharaja-not_a_house_site = Domky stojí ve vesnicích a ve městech a { $at } není ani jedno.
violation-maharaja-unknown_place = Na tomto plánu není žádné místo „{ $id }“.
violation-maharaja-unknown_city = Na tomto plánu není žádné město „{ $city }“.
violation-maharaja-second_house_must_be_in_city = S akcí 2 domky jde aspoň jeden domek do města, takže po domku ve vesnici musíte druhý postavit ve městě.
violation-maharaja-no_palace_left = Už vám nezbývá žádný palác ke stavbě.
violation-maharaja-central_site_taken = Prostřední místo pro palác ve městě { $city } už je obsazené.
violation-maharaja-outer_sites_full = Všechna vnější místa pro palác ve městě { $city } jsou obsazená.
violation-maharaja-no_house_there = Místo { $at }: nemáte tam žádný domek, který byste přesunuli.
violation-maharaja-move_to_same_place = Domek se musí přesunout na jiné místo.
violation-maharaja-governor_at_bottom = Místodržící města { $city } už je na nejnižší pozici a níž posunout nejde.
violation-maharaja-already_hold_character = Osobnost { $character } už máte; akce Osobnost bere jinou.
violation-maharaja-not_expanded_two = Výměna a přetažení osobností patří k rozšířené hře II, se kterou tato hra nehraje.
violation-maharaja-bank_empty = V bance už žádná osobnost nezbyla, a tak akce Osobnost místo toho osobnost vymění nebo přetáhne od jiného hráče.
violation-maharaja-bank_not_empty = Dokud jsou v bance osobnosti, bere akce Osobnost jednu z nich; výměna a přetažení přicházejí na řadu, až je banka prázdná.
violation-maharaja-do_not_hold_character = Osobnost { $character } nemáte, takže ji nemůžete dát.
violation-maharaja-cannot_lure_from_yourself = Osobnost nemůžete přetáhnout sami od sebe.
violation-maharaja-lure_needs_fewer_characters = Přetáhnout smíte jen od hráče, který má víc osobností než vy: vy { $yours ->
        [one] máte { $yours } osobnost
        [few] máte { $yours } osobnosti
       *[other] máte { $yours } osobností
    } a { $target } { $theirs ->
        [one] má { $theirs } osobnost
        [few] má { $theirs } osobnosti
       *[other] má { $theirs } osobností
    }.
violation-maharaja-waiting_for_gift = Tah čeká, až { $seat } vybere, kterou osobnost dá.
violation-maharaja-no_gift_to_give = Osobnost k darování vybírá jen hráč, od kterého se osobnost přetahuje.
violation-maharaja-not_the_builder = Domek zdarma postavit nebo přesunout smí jen ten, kdo má Podnikatele.
violation-maharaja-builder_already_used = Domek nebo přesun zdarma od Podnikatele smíte použít jen jednou za tah.
violation-maharaja-empty_path = Cesta musí uvést aspoň jedno místo za tím, kde stojí váš architekt.
violation-maharaja-not_adjacent = Váš architekt nemůže jít z místa { $from } na místo { $to }: nesousedí spolu po cestě.
violation-maharaja-village_without_houses = Váš architekt smí projít jen vesnicemi s aspoň jedním domkem a ve vesnici { $village } žádný není.
violation-maharaja-trip_must_end_in_city = Cesta musí končit ve městě a { $at } město není.
violation-maharaja-already_there = Váš architekt už ve městě { $city } stojí.
violation-maharaja-no_route = Do města { $city } nevede žádná cesta přes vesnice s domky.
violation-maharaja-cannot_pay_tolls = Mýtné na této cestě dělá { $tolls } { $tolls ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }, ale vy máte jen { $have } a každé mýtné musíte být schopni zaplatit.
violation-maharaja-game_over = Hra skončila.
violation-maharaja-move_not_signed = Tato hra běží na úrovni podepsaných tahů: vaše zařízení musí podepsat každý tah a tento tah přišel nepodepsaný (stránka k podpisu potřebuje JavaScript).
violation-maharaja-bad_signature = Podpis tahu neplatí pro tah číslo { $n } vašeho místa s klíčem, který je pro vás registrovaný; obnovte stránku a zkuste to znovu.
violation-maharaja-key_already_registered = Tento klíč zařízení už je v této hře registrovaný.
violation-maharaja-disc_sealed_in_browser = Tato hra pečetí disky v prohlížeči: vaše zařízení posílá jen závazek vašeho disku a jeho otevření si nechává, takže server žádný disk v otevřené podobě nepřijímá (stránka k zapečetění potřebuje JavaScript).
violation-maharaja-not_sealed_in_browser = Tato hra disky v prohlížeči nepečetí: disky drží server, takže nastavte samotný disk a server ho otevře, až začne váš tah.
violation-maharaja-opening_is_the_players = { $seat } zapečetil(a) svůj disk v prohlížeči: otevřít ho může jen jeho vlastní zařízení a server ho smí jen zneplatnit, až uplyne lhůta na jeho otevření.
violation-maharaja-bid_sealed_in_browser = Tato hra pečetí nabídky v prohlížeči: vaše zařízení posílá jen závazek vaší nabídky a její otevření si nechává, takže server žádnou nabídku v otevřené podobě nepřijímá (stránka k zapečetění potřebuje JavaScript).
violation-maharaja-bid_not_to_open = { $seat } teď nemá žádnou zapečetěnou nabídku k otevření: nabídky zapečetěné v prohlížeči se otevírají, až jsou všechny podány, každá jednou, a to zařízením, které ji zapečetilo.

violation-citadels-not_started = Hra ještě nezačala.
violation-citadels-already_started = Hra už začala.
violation-citadels-game_over = Hra skončila.
violation-citadels-bad_deck = Balíček musí obsahovat 54 základních budov a fialové budovy této hry, každou jednou.
violation-citadels-bad_draft = Odložené postavy { $round }. kola neodpovídají pravidlům výběru postav.
violation-citadels-not_referee = O tazích může rozhodnout jen rozhodčí, který zná skryté karty.
violation-citadels-cannot_build = Budovu { $district } nelze postavit.
violation-citadels-monument_too_late = Budovu { $district } nelze postavit ve městě s 5 nebo více budovami.
violation-citadels-not_your_move = Teď není na tahu { $player }.
violation-citadels-no_such_seat = V této hře není { $player }.
violation-citadels-not_drafting = Postavy se vybírají jen při výběru postav.
violation-citadels-not_offered = Postava { $character } není mezi postavami, které vám byly podány.
violation-citadels-discard_required = S tímto výběrem musíte také jednu postavu odložit lícem dolů.
violation-citadels-discard_not_allowed = S tímto výběrem se žádná postava neodkládá.
violation-citadels-not_in_turn = Teď se nehraje tah žádné postavy.
violation-citadels-already_gathered = Zdroje jste v tomto tahu už získali.
violation-citadels-gather_first = Nejdřív získejte zdroje (mince, nebo karty).
violation-citadels-keep_first = Nejdřív vyberte, kterou z dobraných karet si necháte.
violation-citadels-give_back_first = Nejdřív vraťte kartu každému hráči, kterému jste jednu vzali.
violation-citadels-nothing_to_give_back = Nemáte žádné karty k vrácení.
violation-citadels-give_back_count = Vraťte přesně { $owed } { $owed ->
        [one] kartu
        [few] karty
       *[other] karet
    }.
violation-citadels-crown_first = Nejdřív předejte korunu jinému hráči.
violation-citadels-bad_crown_gift = Tomuto hráči korunu předat nelze.
violation-citadels-nothing_to_take = Ten hráč nic takového nemá; vezměte si to druhé.
violation-citadels-nothing_to_keep = Nemáte žádné dobrané karty, které byste si nechali.
violation-citadels-keep_count = Z dobraných karet si nechte { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
violation-citadels-not_drawn = Budova { $district } nebyla mezi dobranými kartami.
violation-citadels-not_in_hand = Budovu { $district } nemáte v ruce.
violation-citadels-already_in_city = Budovu { $district } už ve svém městě máte: dvě budovy stejného jména město mít nesmí.
violation-citadels-not_enough_gold = To stojí { $needed } { $needed ->
        [one] minci
        [few] mince
       *[other] mincí
    }; vy máte { $have }.
violation-citadels-building_limit = V tomto tahu už další budovy stavět nesmíte.
violation-citadels-ability_used = Tuto schopnost jste v tomto tahu už použili.
violation-citadels-no_such_ability = Postava { $character } takovou schopnost nemá.
violation-citadels-bad_target = Postava { $character } nemůže jako cíl určit postavu { $target }.
violation-citadels-self_target = Vyberte jiného hráče.
violation-citadels-not_in_city = Budova { $district } v tom městě není.
violation-citadels-completed_city = Budovy v dokončeném městě zbořit nelze.
violation-citadels-bishop_protected = Budovy postavy { $bishop } jsou v tomto kole chráněné před postavou s č. 8.
violation-citadels-keep_protected = Budovu { $district } zbořit nelze.
violation-citadels-too_dear = Budova { $district } stojí víc než 3 mince.
violation-citadels-not_richest = { $player } není nejbohatší hráč, nebo jste mezi nejbohatšími vy.
violation-citadels-already_collected = Zdroje za budovy této postavy jste v tomto tahu už vybrali.
violation-citadels-need_district = Potřebujete ve svém městě budovu { $district }.
violation-citadels-bad_payment = Budovu { $district } takto zaplatit nelze.
violation-citadels-witch_only_gathers = Jako { $witch } jen získáte zdroje a očarujete postavu; váš tah pak pokračuje za tu postavu.
violation-citadels-bewitched = V tomto tahu jen získáváte zdroje (jste očarovaní, nebo zneškodnění s budovou { $district }).
violation-citadels-token_count = Položte každý žeton na jinou postavu ({ $count } celkem).
violation-citadels-nothing_to_decide = Teď není o čem rozhodovat.
violation-citadels-not_signed = Váš glejt na postavu { $character } není ten podepsaný.
violation-citadels-not_yours = Postava { $character } není vaše.
violation-citadels-give_which = Určete, kterou ze svých postav dáváte.
violation-citadels-look_first = Nejdřív si prohlédněte ruku některého hráče: { $wizard } bere kartu jen z ruky, kterou si prohlédl.
violation-citadels-looked_elsewhere = Prohlédli jste si ruku jiného hráče; vezměte kartu z ní, ne od hráče { $player }.
violation-citadels-threat_first = Nejdřív se postavě { $blackmailer } vykupte, nebo odmítněte.
violation-citadels-options-player_count = Citadely hrají 2 až 8 hráči, ne { $count }.
violation-citadels-options-character_ranks = Postavy musí být po jedné z každého čísla, seřazené podle čísel 1–8 nebo 1–9.
violation-citadels-options-character_count = Při { $players } hráčích se hraje s { $needed } postavami (pravidla, s. 8).
violation-citadels-options-character_not_for_player_count = Postavu { $character } nelze použít při { $players } hráčích (pravidla, s. 8).
violation-citadels-options-unique_district_count = Vyberte přesně 14 různých fialových budov.
violation-citadels-options-not_unique = Budova { $district } není fialová budova.
violation-citadels-options-district_needs_character = Budovu { $district } lze použít jen spolu s postavou { $character }.
violation-citadels-options-not_yet_playable = Kartu { $card } zatím durbar hrát neumí.
violation-citadels-options-unknown_preset = Sada postav „{ $name }“ neexistuje.

## Co čte ten, komu byl požadavek odmítnut, a nadpis jeho stránky.

error-moved-on = Hra mezitím pokročila: { $sentence }
error-internal = Na naší straně se něco pokazilo; zkuste to prosím znovu.
error-contended = Hra je právě zaneprázdněná; nic se nezměnilo, zkuste to prosím znovu.
error-payload-too-large = Tento požadavek je příliš velký.
error-key-reused = Tento klíč idempotence už byl použit pro jiný požadavek (jinou adresu nebo jiná pole); s každým novým požadavkem pošlete nový klíč.
error-key-foreign = Tento formulář už byl použit jinde; obnovte stránku a zkuste to znovu.
error-key-foreign-api = Tento klíč idempotence už použil jiný hráč nebo byl použit v jiné hře; s každým novým požadavkem pošlete nový klíč.
error-method-not-allowed = Tato adresa na tuto metodu neodpovídá; odpovídá na { $methods }.
error-heading-400 = Požadavek nešlo přečíst
error-heading-401 = Přihlaste se prosím
error-heading-403 = Nepovoleno
error-heading-404 = Nenalezeno
error-heading-405 = Na této adrese ne
error-heading-409 = Hra mezitím pokročila
error-heading-413 = Příliš velké
error-heading-422 = Pravidla to nedovolují
error-heading-429 = Zpomalte
error-heading-503 = Zaneprázdněno
error-heading-500 = Něco se pokazilo
draft-dropped = Hra mezitím pokročila, a tak byly vaše nedokončené kroky zahozeny.
draft-dropped-because = Hra mezitím pokročila, a tak byly vaše nedokončené kroky zahozeny: { $reason }

# --- recwords ---
## Záznam a přehrávání: události Maharadži slovy

log-character = { $name } ({ $number })
log-disc = { $first } + { $second }
log-city = { $city }
log-in-start = na startovním poli
log-from-start = ze startovního pole
log-to-start = na startovní pole
log-round-slot = pole { $slot }. kola
log-slot = pole { $slot }
log-player = hráč { $player }
log-bank = bank
log-payment = { $name } { $gold }
log-option-expanded = rozšířená hra (Jogín a akční žetony)
log-option-auction = dražba osobností
log-option-sealed-auction = dražba osobností zapečetěnými nabídkami
log-key-registered = { $name } registruje zařízení { $device } s klíčem { $key }: od teď podepisuje jeho tahy.
log-command-signed = { $name } podepisuje další tah (podepsaný tah č. { $n }).
log-deadline-passed = Lhůta hráče { $name } ({ $deadline }) uplynula: další tah za něj udělá server.
log-created = Hra vzniká na plánu { $board } pro hráče { $players }. Server se zavazuje k náhodnému semínku (závazek { $commitment }).
log-created-with = Hra vzniká na plánu { $board } pro hráče { $players }; pravidla: { $options }. Server se zavazuje k náhodnému semínku (závazek { $commitment }).
log-joined = { $name } se připojuje a přidává náhodu ({ $hex }).
log-seed-revealed = Server odhaluje náhodné semínko ({ $hex }); z něj a z náhody hráčů se losuje pořadí hráčů a stupnice místodržících.
log-seats-fixed = Pořadí hráčů určil hostitel: { $seats }.
log-seats-drawn = Pořadí hráčů je vylosováno: { $seats }.
log-governors-given = Destičky místodržících leží na stupnici tak, jak je určil hostitel, odspodu: { $cities }.
log-governors-drawn = Destičky místodržících jsou vylosovány a položeny na stupnici, odspodu: { $cities }.
log-neutral-palaces = Každé město dostává { $count ->
        [one] { $count } neutrální palác
        [few] { $count } neutrální paláce
       *[other] { $count } neutrálních paláců
    }.
log-character-chosen = { $name } si vybírá osobnost: { $character }.
log-initial-house = { $name } staví počáteční domek { $place }.
log-initial-supply = { $name } přesouvá { $count ->
        [one] { $count } domek
        [few] { $count } domky
       *[other] { $count } domků
    } z kamenolomu do své zásoby.
log-auction-open = Začíná { $auction }. dražba osobností (otevřené přihazování): přihazují { $bidders }, začíná { $starter }.
log-auction-sealed = Začíná { $auction }. dražba osobností (zapečetěné nabídky): nabízejí { $bidders }, začíná { $starter }.
log-bid = { $name } nabízí { $gold }.
log-bid-deadline = { $name } nabízí { $gold } (zvolil server po uplynutí lhůty).
log-passed = { $name } pasuje a z této dražby odstupuje.
log-passed-deadline = { $name } pasuje a z této dražby odstupuje (zvolil server po uplynutí lhůty).
log-bid-sealed = { $name } zapečeťuje svou nabídku (závazek { $commitment }).
log-bid-sealed-deadline = Po uplynutí lhůty zapečeťuje nabídku hráče { $name } server (závazek { $commitment }).
log-bid-opened = Zapečetěná nabídka hráče { $name } je otevřena: { $gold }.
log-bid-unopenable = Zapečetěnou nabídku hráče { $name } nelze otevřít; řadí se pod všechny otevřené nabídky.
log-bid-voided = { $name } do lhůty neotevřel svou zapečetěnou nabídku: je neplatná, nemůže vyhrát a nic nestojí.
log-auction-won = { $name } vyhrává { $auction }. dražbu, platí bance { $gold } a vybírá si osobnost.
log-round-started = Začíná { $round }. kolo: rádža jde { $city } a jeho místodržící se posouvá na stupnici: { $from } → { $to }.
log-disc-set = { $name } nastavuje svůj disk (závazek { $commitment }).
log-disc-set-deadline = Po uplynutí lhůty nastavuje disk hráče { $name } server (závazek { $commitment }).
log-disc-revealed = Disk hráče { $name } je odhalen: { $disc }.
log-disc-unopenable = Disk hráče { $name } nelze otevřít: obě jeho akce propadají (D14).
log-disc-voided = { $name } do lhůty neotevřel svůj disk: je neplatný a obě jeho akce propadají.
log-merchant-gold = { $name } dostává jako Kupec { $gold }.
log-token-received = { $name } dostává jako Jogín akční žeton.
log-forfeit = { $name } nechává část disku nevyužitou ({ $slots }): bank vyplácí { $paid } (D3).
log-turn-ended = { $name } končí svůj tah.
log-turn-ended-deadline = Po uplynutí lhůty končí tah hráče { $name } server.
log-scored = Vyhodnocení města { $city } v { $round }. kole: { $scores }.
log-scored-nobody = nikdo tam neměl žádné body
log-score = { $name } { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } → { $gold }
log-monopoly = { $scores }; { $name } jediný bodoval a dostává navíc { $gold } (monopol)
log-rank = { $rank }. { $name } ({ $palaces ->
        [one] { $palaces } palác
        [few] { $palaces } paláce
       *[other] { $palaces } paláců
    }, { $gold })
log-ended-palaces = Hra končí, protože jeden z hráčů postavil svůj poslední palác. Konečné pořadí: { $ranking }.
log-ended-last-round = Hra končí, protože se odehrálo poslední kolo. Konečné pořadí: { $ranking }.
log-token-used = { $name } používá akční žeton na třetí akci: { $action }.
log-gold-taken = { $name } bere { $gold } ({ $slot }).
log-quarried = { $name } přesouvá { $count ->
        [one] { $count } domek
        [few] { $count } domky
       *[other] { $count } domků
    } z kamenolomu do své zásoby ({ $slot }).
log-quarried-last = { $name } přesouvá { $count ->
        [one] { $count } domek
        [few] { $count } domky
       *[other] { $count } domků
    } z kamenolomu do své zásoby ({ $slot }), víc tam nezbylo.
log-house-built = { $name } staví domek { $place } za { $gold } ({ $slot }).
log-house-built-builder = { $name } staví domek zdarma { $place } (Podnikatel).
log-house-moved = { $name } přesouvá domek { $from } { $to } ({ $slot }).
log-builder-free = Podnikatel, zdarma
log-palace-central = { $name } staví palác { $place } (prostřední místo) za { $gold } ({ $slot }).
log-palace-outer = { $name } staví palác { $place } (vnější místo) za { $gold } ({ $slot }).
log-governor = { $name } posouvá místodržícího města { $city } na stupnici: { $from } → { $to } ({ $slot }).
log-travelled = Architekt hráče { $name } cestuje { $from } { $to }: { $tolls }
log-travelled-via = Architekt hráče { $name } cestuje { $from } { $to } (cestou přes: { $via }): { $tolls }
log-tolls-none = bez mýtného.
log-tolls-paid = mýtné { $gold }: { $tolls }.
log-tolls-bank = mýtné za Poutníka platí bank: { $tolls }.
log-toll = { $gold } hráči { $name } { $place }
log-character-taken = { $name } bere osobnost { $character } hráči { $other } ({ $slot }).
log-character-taken-returned = { $name } bere osobnost { $character } hráči { $other } ({ $slot }) a vrací do banku: { $returned }.
log-character-taken-bank = { $name } bere z banku osobnost { $character } ({ $slot }).
log-character-taken-bank-returned = { $name } bere z banku osobnost { $character } ({ $slot }) a vrací do banku: { $returned }.
log-characters-swapped = { $name } bere hráči { $other } osobnost { $took } a dává mu výměnou { $gave } ({ $slot }).
log-character-lured = { $name } láká osobnost od hráče { $other }, který vybere, kterou dá ({ $slot }).
log-character-given = { $name } dává osobnost { $character } hráči { $other }.
log-character-given-deadline = { $name } dává osobnost { $character } hráči { $other } (zvolil server po uplynutí lhůty).
log-character-replaced = { $name } si bere z banku osobnost { $character }.
log-character-replaced-deadline = { $name } si bere z banku osobnost { $character } (zvolil server po uplynutí lhůty).

## Stránky záznamu: záznam, přehrávání, sledování, výsledek, ověření (obě hry)

record-nav-label = Tato hra
record-nav-yours = Vaše hra
record-nav-board = Plán
record-nav-log = Záznam
record-nav-replay = Přehrávání
record-nav-result = Výsledek
record-nav-scores = Body
record-nav-export = Export
record-nav-rules = Pravidla
record-page-first = « první
record-page-earlier = ‹ dřívější
record-page-of = strana { $page } z { $pages }
record-page-later = pozdější ›
record-page-latest = nejnovější »
record-verify-button = Ověřit tuto hru
record-verify-explain = Server zkontroluje export stejně jako durbar verify: řetězec otisků, každou zapečetěnou volbu proti jejímu závazku, semínko a pravidla, událost po události.
record-log-title = { $game } — záznam
record-log-heading = { $game }: záznam hry
record-log-intro = Všechny události hry v pořadí, s číslem a začátkem otisku. Každý otisk pokrývá svou událost i tu před ní, takže poslední z nich (hlava) ručí za celý záznam.
record-log-range = Události { $first }–{ $last } z { $total }.
record-log-pages = Strany záznamu
record-log-pages-below = Strany záznamu, znovu pod ním
record-log-events = Události
record-col-event = Událost
record-col-hash = Otisk
record-setup = Příprava
record-round = { $round }. kolo
record-log-step-title = plán po této události
record-head = Hlava záznamu: událost { $seq }, otisk
record-players = Hráči
record-col-houses = Domky
record-col-houses-title = domky v zásobě / v kamenolomu
record-col-houses-label = Domky (zásoba / kamenolom)
record-col-status = Stav
record-gold-hidden = Zlaťáky hráčů jsou během hry skryté (skryté zlato, D12); každou platbu ukazuje záznam.
record-read-log = Číst záznam
record-steps = Kroky
record-step-start = « začátek
record-step-back = ‹ zpět
record-step-of = krok { $step } z { $total }
record-step-forward = vpřed ›
record-step-end = konec »
record-go-to-step = Přejít na krok
record-show = Ukázat
record-rounds = Kola:
record-before-first = Před první událostí: hra ještě neexistuje.
record-around = Kolem tohoto kroku
record-replay-title = { $game } — přehrávání, krok { $step }
record-replay-heading = { $game }: přehrávání
record-event-n = Událost { $step }:
record-players-after = Hráči po kroku { $step }
record-event-hash = Událost { $step } má otisk
record-watch-title = { $game } — sledování
record-next-cities = Rádža půjde dál do:
record-bank = V banku:
record-options = Pravidla:
record-watch-note = Toto je pohled diváka: ukazuje, co smí vidět každý. Disky zůstávají zapečetěné, dokud nezačne tah jejich hráče.
record-replay-start = Přehrát hru od začátku
record-download-export = Stáhnout export
record-result-title = { $game } — výsledek
record-scores-title = { $game } — body
record-result-heading = { $game }: výsledek
record-scores-heading = { $game }: dosavadní body
record-cities-heading = { $game }: dosavadní města
record-ranking-rule = Vyhrává, kdo postavil nejvíc paláců; při shodě rozhoduje víc zlaťáků, pak nižší číslo osobnosti.
record-col-rank = Pořadí
record-col-character = Osobnost
record-col-ahead = Náskok před dalším
record-not-over = Hra ještě neskončila. Konečné pořadí se tu objeví po posledním vyhodnocení.
record-by-round = Vyhodnocení po kolech
record-none-scored = Zatím nebylo vyhodnoceno žádné město.
record-scoring-rule = V každém kole se vyhodnocuje město, kde je rádža: body v něm (architekt 1, každý domek 1, vnější palác 1, s Asketou 2, prostřední palác 3), pak zlaťáky podle pořadí; ★ značí bonus za monopol.
record-col-round = Kolo
record-col-city = Město
record-cell-points = { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
record-gold-from-scorings = Zlaťáky z vyhodnocení
record-verify-title = { $game } — ověřeno?
record-verify-heading = { $game }: ověření
record-verified = OVĚŘENO.
record-verified-events = Všech { $events } událostí je v pořádku.
record-verify-chain = Řetězec otisků je neporušený až po hlavu
record-verify-ranking = Konečné pořadí, jak ho spočítalo přehrání
record-verify-compare = Porovnejte hlavu s tou, kterou uvádějí vaše e-maily ({ $head }): pokud se shodují, dostali jste právě tento záznam. Chcete-li to ověřit bez důvěry v tento server, spusťte durbar verify na export:
record-not-verified = NEOVĚŘENO.
record-verify-again = Ověřit znovu
record-citadels-ended = Hra skončila po { $round }. kole, v němž bylo dostavěno první město.
record-citadels-scoring-rule = Hráč získá body za cenu všech budov ve svém městě, 3 za budovy všech pěti barev, 4 za první dostavěné město a 2 za později dostavěné a navíc body unikátních budov. Při shodě vyhrává ten, jehož postava měla v posledním kole vyšší pořadí.
record-col-districts = Budovy
record-col-colours = Pět barev
record-col-completed = Dostavěné město
record-col-unique = Unikátní budovy
record-col-points = Body
record-col-last-character = Nejvyšší postava v posledním kole
record-citadels-not-over = Hra ještě neskončila. Konečné pořadí se tu objeví, až skončí kolo, v němž někdo dostaví své město.
record-cities = Města
record-waited-mark = · čeká se na něj
record-in-hand = V ruce:
record-deck = { $count ->
        [one] V balíčku zbývá { $count } karta.
        [few] V balíčku zbývají { $count } karty.
       *[other] V balíčku zbývá { $count } karet.
    }
record-secret-note = Karty v ruce a neodhalené volby jsou tajné: tento pohled ukazuje, co smí vidět každý hráč.
record-citadels-hands-shown = Hra skončila a její semínko je odhaleno, takže už nic není tajné: přehrávání ukazuje všechny karty v ruce v každém kroku (jak je ze semínka odvodí durbar verify). Volby postav jsou pojmenované, jakmile je záznam odhalí.
record-citadels-hands-hidden = Během hry přehrávání skládá jen veřejný záznam: karty v ruce, dobírané karty a neodhalené volby zůstávají skryté.
record-status-setup = Příprava · { $phase } · { $maharaja }
record-status-round = { $round }. kolo · { $phase } · { $maharaja }
record-maharaja-in = rádža je { $place }
record-maharaja-start = rádža čeká na startovním poli
record-wait-creation = Hra se zakládá.
record-the-server = server
record-wait-join = Čeká se, až se ke hře připojí: { $names }.
record-wait-character = Čeká se, až si { $name } vybere osobnost.
record-wait-bid = Čeká se, až { $name } přihodí nebo pasuje.
record-wait-sealed-bids = { $count ->
        [one] Čeká se na zapečetěnou nabídku: { $names }.
       *[other] Čeká se na zapečetěné nabídky: { $names }.
    }
record-wait-bid-reveal = Všechny nabídky jsou podány: server je otevírá.
record-wait-bid-openings = { $count ->
        [one] Všechny nabídky jsou podány; čeká se na otevření zapečetěné nabídky: { $names }.
       *[other] Všechny nabídky jsou podány; čeká se na otevření zapečetěných nabídek: { $names }.
    }
record-wait-gift = Čeká se, až { $name } vybere, kterou osobnost dá (D10).
record-wait-house = Čeká se, až { $name } postaví počáteční domek.
record-wait-discs = { $count ->
        [one] Čeká se na nastavení disku: { $names }.
       *[other] Čeká se na nastavení disků: { $names }.
    }
record-wait-reveal = Začíná tah hráče { $name }: server odhaluje jeho disk.
record-wait-replacement = Čeká se, až si nové osobnosti z banku vyberou: { $names } (D6).
record-wait-turn = { $name } hraje svůj tah.
record-tokens = { $count ->
        [one] { $count } akční žeton
        [few] { $count } akční žetony
       *[other] { $count } akčních žetonů
    }
record-disc-sealed = nastaven (zapečetěný)
record-status-awaited = čeká se na něj
record-status-playing = hraje
record-status-played = odehrál
record-status-to-play = ještě hraje
record-ahead-palaces = víc paláců
record-ahead-gold = stejně paláců, víc zlaťáků
record-ahead-character = stejně paláců i zlaťáků, nižší osobnost
record-ended-palaces = Jeden z hráčů postavil svůj poslední palác, takže hra skončila po vyhodnocení toho kola.
record-ended-last-round = Odehrálo se poslední kolo, takže hra skončila po jeho vyhodnocení.
record-ahead-points = víc bodů
record-ahead-higher-character = stejně bodů, vyšší postava v posledním kole
record-ahead-earlier-seat = stejně bodů i pořadí postavy: dřívější místo u stolu
record-verify-rank = { $rank }. { $name }: { $palaces ->
        [one] { $palaces } palác
        [few] { $palaces } paláce
       *[other] { $palaces } paláců
    }, { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
record-verify-discs = Každá odhalená zapečetěná volba odpovídá závazku svého hráče a odhalené semínko odpovídá závazku z chvíle, kdy hra vznikla.
record-verify-reached-setup = Přehrání pravidel ze semínka dává přesně tyto události; hra došla do přípravy, fáze: { $phase }.
record-verify-reached-round = Přehrání pravidel ze semínka dává přesně tyto události; hra došla do { $round }. kola, fáze: { $phase }.
record-verify-bad-event = Událost { $seq }: { $reason }
record-verify-picks = Každá odhalená volba postavy odpovídá zapečetěnému závazku svého hráče (C3) a každá volba skončeného kola byla odhalena.
record-verify-seed-replayed = Semínko odhalené na konci odpovídá závazku z počátku hry; přehrání hry z něj dává každé zamíchání, rozdání a dobrání, které záznam pečetí, i konečné body, které města dávají.
record-verify-seed-sealed = Hra ještě běží, takže její semínko je zapečetěné (C2): balíček, rozdání a dobírání z něj lze odvodit, až hra skončí.
record-citadels-rank = { $rank }. { $name }: { $score ->
        [one] { $score } bod
        [few] { $score } body
       *[other] { $score } bodů
    } (budovy { $districts }, pět barev { $colours }, dostavěné město { $completion }, unikátní budovy { $unique })

# --- citsign ---
violation-citadels-move_not_signed = Tato hra běží na úrovni podepsaných tahů: vaše zařízení musí podepsat každý tah a tento tah přišel nepodepsaný (stránka k podpisu potřebuje JavaScript).
violation-citadels-bad_signature = Podpis tahu neplatí pro tah číslo { $n } vašeho místa s klíčem, který je pro vás registrovaný; obnovte stránku a zkuste to znovu.
violation-citadels-key_already_registered = Tento klíč zařízení už je v této hře registrovaný.
trust-server-protects-citadels =
    Drží server: server uchovává každou zapečetěnou volbu postavy, dokud není postava
    vyvolána, a ručí za každý tah, takže ostatní hráči vaše volby nevidí ani nezmění;
    nechrání vás však před tím, kdo server provozuje: ten by mohl vaši volbu přečíst nebo
    nepozorovaně zapsat tah vaším jménem.
trust-signed-protects-citadels =
    Podepsané tahy: vaše zařízení podepisuje každý váš tah klíčem, který má jen ono, takže
    tah zapsaný vaším jménem kýmkoli jiným, i tím, kdo server provozuje a má přístup k jeho
    databázi, způsobí, že durbar verify exportu hry selže; vaši zapečetěnou volbu postavy
    to před serverem neskryje (výběr potřebuje rozdávajícího, který ví, které karty se
    posílají dál), a nepomůže to, pokud byla pozměněna sama stránka, kterou podepisujete.

# --- errwords ---
# Proč byl požadavek odmítnut (api/src/http_error/reason.rs): vždy jedna věta.
refused-no-such-game = Taková hra neexistuje.
refused-no-such-game-address = Taková hra neexistuje. Zkontrolujte odkaz: adresa hry je /games/ a za ním 32 písmen a číslic.
refused-no-such-page = Taková stránka neexistuje.
refused-no-such-endpoint = Takový koncový bod API neexistuje.
refused-no-such-player = Takový hráč neexistuje.
refused-unknown-unsubscribe-link = Tento odkaz pro odhlášení tu neznáme.
refused-link-unknown = Tento osobní odkaz není platný. Požádejte zakladatele hry, ať vám pošle nový.
refused-link-expired = Platnost tohoto osobního odkazu vypršela. Čerstvý najdete v každém e-mailu o vaší hře, nebo požádejte zakladatele hry, ať vám pošle nový.
refused-link-revoked = Tento osobní odkaz zakladatel hry zrušil. Požádejte ho, ať vám pošle nový.
refused-not-signed-in = V této hře nejste přihlášeni. Otevřete osobní odkaz z e-mailu s pozvánkou a zkuste to znovu.
refused-no-bearer-token = Pošlete token svého osobního odkazu jako „Authorization: Bearer <token>“.
refused-token-of-another-game = Tento token patří k jiné hře.
refused-only-host = Osobní odkazy může posílat a rušit jen zakladatel hry.
refused-export-while-running = Dokud hra běží, mohou si její export stáhnout jen její hráči; po skončení hry kdokoli.
refused-only-own-moves = Můžete hrát jen své vlastní tahy.
refused-cross-site = Tento formulář přišel z jiného webu, a proto byl odmítnut. Otevřete stránku hry a odešlete ho odtamtud.
refused-form-expired = Platnost tohoto formuláře vypršela, nebo nepochází z tohoto webu. Obnovte stránku hry a zkuste to znovu.
refused-no-form-key = Formulář nemá platný klíč idempotence; obnovte stránku a zkuste to znovu.
refused-bad-idempotency-header = Hlavička Idempotency-Key musí mít 16 až 128 písmen, číslic, „-“ nebo „_“.
refused-no-field = Ve formuláři chybí pole „{ $name }“.
refused-form-unreadable = Formulář nejde přečíst: { $detail }.
refused-not-json = Pošlete tělo požadavku jako JSON (Content-Type: application/json).
refused-unreadable-neither = { $what ->
        [body] Tělo požadavku
       *[command] Příkaz
    } nejde přečíst: jedna z jeho hodnot není číslo ani název, který hra zná (pole je 0, 1 nebo "token"; plátce je číslo místa nebo "bank").
refused-unreadable-wrong-type = { $what ->
        [body] Tělo požadavku
       *[command] Příkaz
    } nejde přečíst: některá hodnota má špatný typ nebo je mimo rozsah.
refused-unreadable-named = { $what ->
        [body] Tělo požadavku
       *[command] Příkaz
    } nejde přečíst: { $detail }.
refused-unreadable-other = { $what ->
        [body] Tělo požadavku
       *[command] Příkaz
    } nejde přečíst: není to JSON v popsaném tvaru.
refused-query-not-understood = Adresa obsahuje dotaz, kterému tato stránka nerozumí.
refused-not-whole-number = { $what ->
        [page] Stránka
       *[step] Krok
    } musí být celé číslo, ne „{ $text }“.
refused-not-started = Hra ještě nezačala: místa se losují, až se připojí všichni hráči.
refused-bad-signature = Podpis musí mít 128 šestnáctkových číslic (r a s podpisu ECDSA P-256).
refused-bad-key = Veřejný klíč musí být bod P-256 v nekomprimovaném tvaru: 130 šestnáctkových číslic začínajících 04.
refused-bad-nonce = Nonce musí mít 64 šestnáctkových číslic (32 náhodných bajtů).
refused-bad-contribution = Příspěvek musí mít 64 šestnáctkových číslic (32 náhodných bajtů).
refused-bad-commitment = Závazek disku musí mít 64 šestnáctkových číslic (haš SHA-256).
refused-signed-needs-script = Tato hra běží na úrovni podepsaných tahů: při připojení se registruje klíč, který si vytvoří vaše zařízení, a k tomu tato stránka potřebuje JavaScript.
refused-discs-via-disc-form = Disk se nastavuje formulářem disku (nonce losuje server).
refused-not-carry-code = To není přenosový kód disku: vypadá jako 3-05- a 64 šestnáctkových číslic, tak jak ho ukazuje stránka, která váš disk zapečetila.
refused-carry-code-of-another-round = Tento přenosový kód otevírá váš disk z { $of }. kola; teď je { $round }. kolo.
refused-not-bid-carry-code = To není přenosový kód zapečetěné nabídky: vypadá jako bid-1-4- a 64 šestnáctkových číslic, jak ho ukazuje stránka, která vaši nabídku zapečetila.
refused-carry-code-of-another-auction = Ten přenosový kód otevírá vaši nabídku z { $of }. dražby; teď běží { $auction }. dražba.
refused-not-a-step = To není krok tahu; tah ukončíte tlačítkem „ukončit tah“.
refused-changed-in-another-tab = Od zobrazení této stránky se váš tah změnil v jiné záložce nebo okně: teď má { $steps ->
        [one] { $steps } nedokončený krok
        [few] { $steps } nedokončené kroky
       *[other] { $steps } nedokončených kroků
    }. Nic se nestalo; podívejte se na tah níže a zkuste to znovu.
refused-stale-signing-script = Tato stránka se načetla dřív, než hra začala zapečeťovat postavu, kterou odkládáte lícem dolů, a váš prohlížeč proto podepsal výběr bez ní. Načtěte stránku znovu: o výběr nepřijdete, nová stránka vám formulář ukáže znovu.
refused-choose-every-arrow = Zvolte akci pro každou šipku disku.
refused-no-such-form-to-sign = Takový formulář k podpisu neexistuje.
refused-form-says-nothing = Formulář neříká, co se má udělat.
refused-step-unreadable = Tento krok nejde přečíst: { $detail }.
refused-not-an-action = „{ $name }“ není žádná z devíti akcí.
refused-move-unreadable = Tento tah nejde přečíst.
refused-signatures-header-empty = Hlavička { $header } je prázdná: u nepodepsaného tahu ji vynechte.
refused-too-many-requests = Posíláte příliš mnoho požadavků; počkejte prosím pár sekund a zkuste to znovu.
refused-too-many-moves = Posíláte do této hry příliš mnoho tahů; počkejte prosím pár sekund a zkuste to znovu.
refused-already-handled = Stejný požadavek už byl vyřízen.
refused-unknown-time-zone = „{ $zone }“ není časové pásmo, které známe: napište ho jako Europe/Prague, America/New_York nebo UTC.
refused-unknown-mail-setting = „{ $value }“ není nastavení e-mailů: zvolte všechny e-maily, denní souhrn, nebo žádné e-maily.

# --- livelobby ---
game-forfeit-confirm = Přesto ukončit a vzdát se: { $slots }; každý další hráč dostane z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }.
game-forfeit-unconfirmed = Ukončením tahu teď se vzdáte: { $slots }, a každý další hráč dostane z banku { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }. Nic se nestalo: zaškrtněte políčko, které to říká, a ukončete tah znovu, nebo nejdřív dohrajte zbytek.
# Herní plán (templates/src/board/): popisky, nadpisy a plán slovy.
board-region = Obrázek herního plánu (při přiblížení se posouvá)
board-hint = Přibližte roztažením prstů nebo tlačítkem +; přiblížený plán posouvejte tahem prstu, uvidíte i stupnici místodržících.
board-summary = { $round ->
        [0] Herní plán před prvním kolem
       *[other] Herní plán v { $round }. kole
    }; rádža je { $at }.
board-architect-title = Architekt hráče { $name } ({ $colour }) { $at }
board-start-title = Startovní pole
board-start-label = Start
board-village-title = { $houses ->
        [0] Vesnice { $village }: žádné domky
       *[other] Vesnice { $village }: domky hráčů { $names }
    }
board-village-choose = Vybrat vesnici { $village }
board-village-house = Domek hráče { $name } ({ $colour }) ve vesnici { $village }
board-home-title = Domovské město osobnosti { $character } ({ $number })
board-home-label = domov { $number }
board-palace-neutral = Neutrální palác ve městě { $city } ({ $site ->
        [central] prostřední
       *[outer] vnější
    } místo)
board-palace = Palác hráče { $name } ({ $colour }) ve městě { $city } ({ $site ->
        [central] prostřední
       *[outer] vnější
    } místo)
board-city-houses = { $houses ->
        [one] { $houses } domek
        [few] { $houses } domky
       *[other] { $houses } domků
    } hráče { $name } ({ $colour }) ve městě { $city }
board-maharaja = Rádža
board-governors = Místodržící
board-governor-round = Místodržící města { $city } na poli { $slot } pro kola
board-governor-slot = Místodržící města { $city } na poli { $slot }
board-governor-next = (sem rádža míří příště)
board-next = další
board-words-summary = Herní plán slovy
board-words-cities = Města
board-words-villages = Vesnice
board-words-empty-villages = Vesnice bez domků: { $villages }.
board-words-maharaja = { $round ->
        [0] Před prvním kolem
       *[other] { $round }. kolo
    }: rádža je { $at }.
board-words-architects = { $maharaja } Architekti: { $architects }.
board-words-architect = { $owner } { $at }
board-words-neutral = neutrální
board-words-central = prostřední palác { $owner }
board-words-central-free = prostřední místo volné
board-words-outer = vnější paláce { $owners }
board-words-outer-free = { $free ->
        [one] { $free } vnější místo volné
        [few] { $free } vnější místa volná
       *[other] { $free } vnějších míst volných
    }
board-words-no-houses = žádné domky
board-words-houses = domky: { $owners }
board-words-house-count = { $owner } { $houses ->
        [one] { $houses } domek
        [few] { $houses } domky
       *[other] { $houses } domků
    }

# --- mailpng ---
mail-board-alt = { $round ->
    [0] Hrací plán před prvním kolem
   *[other] Hrací plán v { $round }. kole
}
game-button-choose-character = Vybrat osobnost (nelze vrátit)
game-palace-hint = Palác se staví, až je váš architekt ve městě: nejdřív cestujte, pak se tu objeví formulář pro stavbu paláce.

# --- errwords3 ---
verify-failure-wrong-format = formát je { $found }, očekáván byl { $expected }
verify-failure-game-id-not-hex = game_id není 32 šestnáctkových znaků
verify-failure-prev-hash-not-hex = prev_hash není 64 šestnáctkových znaků
verify-failure-hash-not-hex = hash není 64 šestnáctkových znaků
verify-failure-out-of-order = stojí tam, kde má být seq { $expected }: události chybějí nebo jsou přeházené
verify-failure-broken-link = její prev_hash není hash předchozí události
verify-failure-altered = její hash neodpovídá jejímu obsahu: událost byla změněna
verify-failure-head-not-last = hlava uvedená v hlavičce není poslední událostí záznamu
verify-failure-not-json = obsah události není JSON
verify-failure-unknown-kind = událost 1 jmenuje hru, kterou durbar nezná ({ $detail })
verify-failure-kind-differs = podle hlavičky jde o hru { $header }, ale událost 1 říká { $first }
verify-failure-payload = obsah události nelze přečíst ({ $detail })
verify-failure-opening = odhalená zapečetěná volba neodpovídá svému závazku ({ $detail })
verify-failure-replay = přehrání podle pravidel tuto událost nedává ({ $detail })
verify-failure-citadels-export = toto je export hry Citadela: ověřuje ho a vypisuje `durbar verify`
verify-failure-other-game = záznam patří jiné hře, než uvádí export
verify-failure-commitment-differs = závazek semínka v hlavičce se liší od závazku v události 1
verify-failure-seed-mismatch = odhalené semínko neodpovídá závazku semínka z události 1
verify-failure-header-seed-differs = semínko v hlavičce se liší od odhaleného semínka
verify-failure-not-game-created = první událost není game_created
verify-failure-board-differs = hrací plán v hlavičce se liší od plánu v události 1
verify-failure-not-citadels-started = první událost není game_started hry Citadela
verify-failure-seed-shown-early = hlavička ukazuje semínko, které záznam dosud neodhalil (C2: semínko zůstává zapečetěné až do konce)
verify-failure-pick-never-revealed = { $player } tuto volbu postavy nikdy neodhalil(a) (C3)
verify-failure-scores-differ = konečné body nejsou ty, které dávají přehraná města
verify-failure-cannot-rederive = ověřovač zatím neumí znovu odvodit události `{ $kind }`
verify-failure-seals-no-cards = událost pečetí karty tam, kde přehraná hra žádné nemá
verify-failure-too-many-tries = jejích zapečetěných karet nešlo ověřit ani po { $tries ->
        [one] { $tries } pokusu
       *[other] { $tries } pokusech
    }
verify-failure-kept-not-from-seed = ponechané karty nejsou mezi kartami, které semínko dává do dobírání
verify-failure-redrawn-not-from-seed = znovu dobrané karty nejsou karty z ruky, kterou dává semínko
verify-failure-discarded-not-from-seed = karta není karta z ruky, kterou dává semínko
verify-failure-paid-not-from-seed = zaplacené karty nejsou karty z ruky, kterou dává semínko
verify-failure-given-for-gold-not-from-seed = odevzdané karty nejsou karty z ruky, kterou dává semínko
verify-failure-taken-not-from-seed = vzatá karta není karta z ruky, kterou dává semínko
verify-failure-given-back-not-from-seed = vrácené karty nejsou karty z ruky, kterou dává semínko
verify-failure-bad-signature = podpis v command_signed neplatí ({ $detail })
verify-failure-pick-signed-as-character = volba postavy se podepisuje jako závazek, nikdy jako postava
verify-failure-not-the-signed-pick = toto není volba, kterou { $player } podepsal(a) (její závazek { $commitment })
verify-failure-pick-not-signed = volba hráče { $player } není podepsaná, a to ve hře s podepsanými tahy
verify-failure-not-the-signed-discard = postava odložená lícem dolů s touto volbou není ta, kterou { $player } podepsal(a)
verify-failure-deadline-not-named = server táhl za hráče { $player }, aniž by uvedl termín, který mu to dovolil (tato verze pravidel uvádí každý termín)
verify-failure-discard-not-committed = { $player } s touto volbou odložil(a) postavu lícem dolů, ale volba k ní nenese žádný závazek (tato verze pravidel zapečeťuje každou odloženou postavu)
verify-failure-discard-never-revealed = { $player } s volbou odložil(a) postavu lícem dolů a na konci hry nebyla odhalena
verify-failure-pick-not-offered = { $player } si vybral(a) nebo lícem dolů odložil(a) postavu, kterou mu přehraný výběr postav nepředal
verify-failure-move-not-covered = tah hráče { $player }, který nekryje ani jeho podpis, ani značka deadline_passed (server hraje za hráče až po uplynutí jeho lhůty)
verify-failure-not-canonical = command_signed neobsahuje tah v kanonickém tvaru: { $command }
verify-failure-signed-for-other = command_signed podepsal(a) { $player } za tah jiného hráče
verify-failure-signed-refused = podepsaný tah hráče { $player } tady pravidla nepřipouštějí: { $rule }
verify-failure-not-what-signed-gives = toto není to, co dává podepsaný tah hráče { $player } (tah byl po podpisu změněn)
live-moved-on = Hra mezitím pokročila — ukázat nový stav

# --- phoneplay ---
board-zoom-in = Přiblížit
board-zoom-out = Oddálit
board-zoom-all = Celý plán

# --- botseats ---
form-bots-legend = Boti
form-bots-count = Místa, která hrají boti
form-bots-kind = Jací boti
form-bot-kind-greedy = Chamtivý (hraje na výhru)
form-bot-kind-random = Náhodný (jakýkoli povolený tah)
form-bots-hint = Chcete-li hru vyzkoušet sami: boti obsadí místa za hráči výše, táhnou během několika sekund a nedostávají poštu. Hra s boty se hraje na úrovni důvěry „Drží server“: bot nemá zařízení, kterým by podepisoval.
form-error-bots-trust = Boti hrají jen na úrovni důvěry „Drží server“: zvolte tuto úroveň, nebo žádné boty.
form-error-bots-count = Zvolte 0 až 4 boty.
form-error-bots-count-citadels = Zvolte 0 až 7 botů.
form-error-bots-kind = Zvolte jednoho z nabízených botů.
bot-seat-name = { $kind ->
    [greedy] Chamtivý bot
   *[random] Náhodný bot
} { $number } (bot)
cli-verify-not-verified = NEOVĚŘENO: { $why }
cli-verify-bad-event = událost seq { $seq }: { $reason }
cli-verify-not-an-export = soubor není export durbaru ({ $detail })

# --- cliwords ---
verify-detail-unknown-game = hra „{ $name }“ neexistuje; hry jsou { $games }
verify-detail-payload-unknown-type = není to událost této hry: její typ je „{ $kind }“, nebo nemá pole této události
verify-detail-payload-not-an-event = není to událost této hry
verify-detail-payload-not-canonical = není v kanonickém tvaru (nové zakódování události dává jiné bajty)
verify-detail-opening-not-committed = { $player }: odhalení { $value ->
        [disc] disku
        [bid] tajné nabídky
        [pick] volby postavy
        [second_pick] volby postavy
        [discard] postavy odložené lícem dolů
        [second_discard] postavy odložené lícem dolů
       *[other] zapečetěné hodnoty
    } v { $round }. kole bez předchozího závazku
verify-detail-opening-does-not-open = { $player }: odhalení { $value ->
        [disc] disku
        [bid] tajné nabídky
        [pick] volby postavy
        [second_pick] volby postavy
        [discard] postavy odložené lícem dolů
        [second_discard] postavy odložené lícem dolů
       *[other] zapečetěné hodnoty
    } neodpovídá závazku z { $round }. kola
verify-detail-signature-out-of-sequence = { $player }: podepsaný tah má číslo { $n }, ale má mít číslo { $expected }; podpis byl použit znovu, nebo jeden chybí
verify-detail-signature-no-key = { $player }: hráč tohoto místa nezaregistroval žádný klíč
verify-detail-signature-not-by-key = { $player }: podpis nevytvořil žádný klíč registrovaný pro toto místo
verify-replay-marker-without-step = událost { $seq } ({ $kind }) stojí před krokem, který záznam neobsahuje
verify-replay-does-not-follow = událost { $seq } ({ $kind }) z pravidel nevyplývá
verify-replay-not-the-named-step = krok po události { $seq } ({ $kind }) není ten, který jmenuje: { $problem }
verify-replay-bad-signature = událost { $seq } ({ $kind }): { $detail }
verify-replay-not-canonical = událost { $seq } ({ $kind }) neobsahuje příkaz v kanonickém tvaru: { $command }
verify-replay-not-signed = událost { $seq } ({ $kind }) je tah za { $player }, který nikdo nepodepsal: před ní nestojí žádná událost command_signed tohoto místa
verify-replay-no-deadline = událost { $seq } ({ $kind }) je tah, který server udělal za { $player }, aniž uvedl lhůtu, která ho dovolila
verify-replay-cannot-begin = událost { $seq } ({ $kind }) nemůže začít krok hry: pravidla ji vytvářejí jen jako důsledek události před ní v témž kroku
verify-replay-cannot-begin-over = událost { $seq } ({ $kind }) nemůže začít krok hry: pravidla ji vytvářejí jen jako důsledek události před ní v témž kroku, a hra už skončila
verify-replay-refused = událost { $seq } ({ $kind }) z pravidel nevyplývá: { $rule }
verify-replay-produces-nothing = událost { $seq } ({ $kind }) z pravidel nevyplývá: příkaz, za který stojí, nevytváří žádnou událost
verify-replay-log-ends = záznam končí událostí { $last }, ale pravidla v témž kroku vytvářejí ještě událost { $seq } ({ $kind })
verify-replay-other-event = událost { $seq } ({ $kind }) z pravidel nevyplývá: pravidla zde vytvářejí { $expected }
cli-verified = OVĚŘENO: { $events ->
        [one] { $events } událost
        [few] { $events } události
       *[other] { $events } událostí
    } hry { $game } ({ $title }), hlava { $head } na seq { $seq }
cli-verified-citadels = OVĚŘENO: { $events ->
        [one] { $events } událost
        [few] { $events } události
       *[other] { $events } událostí
    } hry { $game } ({ $title }, Citadela), hlava { $head } na seq { $seq }
cli-verified-checks = řetězec hashů je neporušený; semínko, odhalení i příprava odpovídají svým závazkům; každá událost vyplývá z pravidel
cli-verified-setup = příprava: { $setup }
cli-setup-not-started = hra ještě nezačala
cli-setup-drawn = pořadí hráčů i stupnice guvernérů vylosovány ze zavázaného semínka
cli-setup-fixed-seating = pořadí hráčů určil zakladatel hry; stupnice guvernérů vylosována ze zavázaného semínka
cli-setup-given-governors = pořadí hráčů vylosováno ze zavázaného semínka; stupnice guvernérů ZADÁNA, ne vylosována
cli-setup-fixed-and-given = pořadí hráčů určil zakladatel hry; stupnice guvernérů ZADÁNA, ne vylosována (hra ze skriptu)
cli-verified-signed-moves = podepsané tahy: každý tah hráče je podepsán klíčem registrovaným pro jeho místo ({ $signed ->
        [one] ověřen { $signed } podpis
        [few] ověřeny { $signed } podpisy
       *[other] ověřeno { $signed } podpisů
    }); každý tah, který server udělal za nepřítomné místo, uvádí svou lhůtu
cli-verified-sealed-in-browser = disky a nabídky zapečetěné v prohlížeči: každý tah hráče je podepsán klíčem registrovaným pro jeho místo ({ $signed ->
        [one] ověřen { $signed } podpis
        [few] ověřeny { $signed } podpisy
       *[other] ověřeno { $signed } podpisů
    }), každý disk a každou zapečetěnou nabídku, které hráč zapečetil, jejich hráč odhalil, nebo propadly po lhůtě; každý tah, který server udělal za nepřítomné místo, uvádí svou lhůtu
cli-verified-server-signed = úroveň serveru: { $signed ->
        [one] ověřen { $signed } podpis
        [few] ověřeny { $signed } podpisy
       *[other] ověřeno { $signed } podpisů
    }; nepodepsané tahy jsou na této úrovni dovoleny
cli-verified-server-unsigned = úroveň serveru: tahy nejsou podepsané; ručí za ně server
cli-verified-keys = klíče hráče { $name }: { $keys }
cli-verified-key = zařízení { $device } klíč { $fingerprint }
cli-verified-ranking = konečné pořadí:
cli-verified-rank = { $place }. { $name } (místo { $seat }): { $palaces ->
        [one] { $palaces } palác
        [few] { $palaces } paláce
       *[other] { $palaces } paláců
    }, { $gold ->
        [one] { $gold } zlaťák
        [few] { $gold } zlaťáky
       *[other] { $gold } zlaťáků
    }
cli-verified-running = hra ještě běží: { $round }. kolo, fáze: { $phase }
cli-verified-citadels-checks = řetězec hashů je neporušený; semínko i každá volba odpovídají svým závazkům; balíček, rozdání i každé dobírání odvozeny ze semínka, každá zapečetěná karta nalezena tam, kam ji semínko dalo
cli-verified-citadels-rank = { $place }. místo { $seat }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } ({ $districts } za čtvrti, { $colours } za barvy, { $completion } za dokončení, { $unique } za unikátní čtvrti)
cli-verified-citadels-picks = řetězec hashů je neporušený; každá odhalená volba odpovídá svému závazku
cli-verified-citadels-running = hra ještě běží: { $round }. kolo; semínko zůstává zapečetěné až do konce (C2), dobírání se proto ověří až potom
cli-bots = { $kind ->
        [greedy] chamtiví
       *[random] náhodní
    }
cli-simulate-maharaja = Simulace hry Maharadža: { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    }, { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, boti: { $bots }, semínko { $seed }
cli-simulate-options = volby: { $options }
cli-simulate-no-options = volby: žádné (základní hra)
cli-simulate-per-game = na hru
cli-simulate-mean = průměr
cli-simulate-min = min.
cli-simulate-max = max.
cli-simulate-games = počet her
cli-simulate-share = podíl
cli-simulate-rounds = kola
cli-simulate-palaces-per-player = paláce na hráče
cli-simulate-winner-palaces = paláce vítěze
cli-simulate-gold-per-player = zlato hráče na konci
cli-simulate-events = události
cli-simulate-forfeits = propadlé tahy
cli-simulate-ended-by = hra skončila
cli-simulate-ended-palaces = posledním palácem hráče
cli-simulate-ended-last-round = posledním kolem
cli-simulate-rounds-played = odehraná kola
cli-simulate-wins-by-seat = výhry podle místa
cli-simulate-seat = místo { $seat }
cli-simulate-citadels = Citadela, { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, sada pro první hru, boti: { $bots }, { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    }
cli-simulate-citadels-rounds = kola: průměr { $mean }, medián { $median }, min. { $min }, max. { $max }
cli-simulate-citadels-ends = jak hry končí: { $ended } dokončeným městem a dohraným kolem, { $stopped } zastaveno po { $commands } příkazech; hráč, který dokončil první, vyhrál { $first }×
cli-simulate-citadels-wins = výhry podle místa: { $seats }
cli-simulate-citadels-seat = místo { $seat } { $wins } ({ $share })
cli-simulate-citadels-score = vítězné skóre: průměr { $score }; událostí na hru: průměr { $events }
cli-simulate-speed = { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    } za { $seconds } s: { $rate } her/s ({ $ms } ms na hru)
cli-simulate-failed = simulovaná hra { $game } selhala: pravidla odmítla tah bota (chyba v durbaru; víc řekne log)
cli-error-no-file = nelze číst { $path }: takový soubor neexistuje
cli-error-not-allowed = nelze číst { $path }: přístup odepřen
cli-error-cannot-read = nelze číst { $path }
cli-error-cannot-read-stdin = nelze číst standardní vstup
cli-error-not-text = { $path } není text (UTF-8)
cli-error-cannot-write = nelze zapsat { $path }
cli-error-unknown-game = --game: hra „{ $name }“ neexistuje; hry jsou { $games }.
cli-error-players = --players: hru { $game } hraje { $min } až { $max } hráčů, ne { $players }.
cli-error-option-flag = --options: volba „{ $name }“ je true nebo false, ne „{ $value }“.
cli-error-option-auction = --options: dražba je „none“, „open“ nebo „sealed“, ne „{ $value }“.
cli-error-option-unknown = --options: volba „{ $name }“ neexistuje; volby jsou short_game, expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character a hidden_gold.
cli-error-citadels-options = --options: Citadela se simuluje jen se sadou pro první hru.
# `durbar --help` (nápověda clapu, slovy odsud; výchozí hodnoty jsou v textech).
cli-help-about = durbar: server pro hraní deskových her Maharadža a Citadela e-mailem.
cli-help-usage = Použití:
cli-help-commands = Příkazy
cli-help-arguments = Argumenty
cli-help-options = Volby
cli-help-command-value = PŘÍKAZ
cli-help-options-value = VOLBY
cli-help-file-value = SOUBOR
cli-help-value = HODNOTA
cli-help-lang-value = JAZYK
cli-help-help = Vypíše tuto nápovědu.
cli-help-version = Vypíše verzi.
cli-help-lang = Jazyk toho, co durbar vypisuje lidem: en, cs, pl nebo sk (výchozí: podle LC_ALL, LC_MESSAGES nebo LANG, jinak en).
cli-help-serve = Spustí webovou službu (s vlastním PostgreSQL, není-li nastaveno DATABASE_URL).
cli-help-migrate = Provede migrace databáze a skončí.
cli-help-mailer = Doručuje poštu z odchozí fronty (bez webové služby; serve ji doručuje také).
cli-help-play = Přehraje skript hry (JSON, viz script-format.md) a vypíše výsledek jako JSON.
cli-help-play-file = Skript, nebo - pro standardní vstup.
cli-help-play-export = Zapíše do tohoto souboru i auditní export hry.
cli-help-verify = Ověří auditní export bez připojení: řetězec hašů, závazky, seed, celé přehrání podle pravidel.
cli-help-verify-file = Export (JSON), nebo - pro standardní vstup.
cli-help-simulate = Odehraje hry botů a vypíše počet her za sekundu a statistiku výsledků.
cli-help-simulate-game = Která hra: maharaja nebo citadels (výchozí: maharaja).
cli-help-simulate-games = Kolik her (výchozí: 1000).
cli-help-simulate-players = Hráčů ve hře: 2 až 5 u Maharadži, 2 až 8 u Citadely (výchozí: 5).
cli-help-simulate-bots = Kteří boti hrají: greedy nebo random (výchozí: greedy).
cli-help-simulate-seed = Seed první hry; seed každé hry se z něj odvodí (výchozí: 1).
cli-help-simulate-options = Volby variant oddělené čárkou: short_game, expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character, hidden_gold=false.
# Chyby clapu v příkazovém řádku (za „durbar: “).
cli-error-unknown-command = příkaz „{ $command }“ neexistuje.
cli-error-unknown-argument = volba „{ $argument }“ tu neexistuje.
cli-error-missing-command = chybí příkaz.
cli-error-missing-argument = chybí { $argument }.
cli-error-invalid-value = „{ $value }“ není hodnota, kterou { $argument } přijímá.
cli-error-command-line = příkazový řádek nelze přečíst.
cli-error-try-help = Viz durbar --help nebo durbar PŘÍKAZ --help.
cli-play-unknown-game = durbar play: pole „game“: hra „{ $name }“ neexistuje; hry jsou { $games }.
cli-play-invalid = durbar play: skript není platný vstup: { $detail }
cli-play-refused = durbar play: tah { $move } (místo { $seat }) porušuje pravidlo; hra se před ním zastaví
cli-play-done = durbar play: skript proběhl celý; hra má { $events ->
        [one] { $events } událost
        [few] { $events } události
       *[other] { $events } událostí
    }
cli-play-exported = durbar play: auditní export je zapsán do { $path }
cli-verify-json-where = na řádku { $line }, ve sloupci { $column }
