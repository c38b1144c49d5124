# Słowa durbara po polsku. Nazwy z polskiej instrukcji Maharadży (Maharadża, architekt, dysk
# akcji ze strzałkami, domy, pałace, sztuki złota, pula, kamieniołom, gubernatorzy, karty
# Postaci). Imion graczy i nazw miast nie tłumaczymy: przychodzą jako argumenty.

## Rama każdego e-maila

mail-hello = Cześć { $name },
mail-open-game = Otwórz grę
mail-open-game-text = Otwórz grę: { $link }
mail-link-yours-text = (Ten link jest tylko Twój: loguje Cię do gry. Prosimy nie przesyłać dalej tego e-maila.)
mail-link-yours-html = Ten przycisk jest tylko Twój: loguje Cię do gry. Prosimy nie przesyłać dalej tego e-maila.
mail-status = { $title } · { $round } · czyj ruch: { $whose }
mail-log-head = Głowa dziennika gry: zdarzenie { $seq }, hash
mail-keep-text =
    Każdy e-mail pokazuje głowę dziennika gry: zachowaj je, a później sprawdzisz,
    że nikt nie przepisał dziennika (durbar verify na eksporcie gry).
mail-keep-html = Każdy e-mail pokazuje głowę dziennika gry: zachowaj je, a później sprawdzisz, że nikt nie przepisał dziennika.
mail-settings-hint = Każdy e-mail osobno lub dzienne podsumowanie, urlop, strefa czasowa: zobacz „Ustawienia poczty” na stronie gry.
mail-settings-hint-text = Każdy e-mail osobno lub dzienne podsumowanie, urlop, strefa czasowa: zobacz „Ustawienia poczty” na stronie gry.
mail-unsubscribe-text = Wypisz się z e-maili tej gry (gra toczy się dalej): { $link }
mail-unsubscribe-link = Wypisz się z e-maili tej gry
mail-unsubscribe-after = (gra toczy się dalej).
round-label = { $round ->
    [0] Przygotowanie
   *[other] Runda { $round }
}

## Co gracz ma

mail-holdings =
    Masz { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }, { $supply ->
        [one] { $supply } dom
        [few] { $supply } domy
       *[many] { $supply } domów
    } w swojej puli ({ $quarry } w kamieniołomie),
    wybudowane pałace: { $built } z { $total }, { $characters }; Twój architekt stoi { $architect }.

## Twoja tura

mail-your-turn-heading = Runda { $round }: Twoja tura
mail-your-turn-goes-on-heading = Runda { $round }: Twoja tura trwa dalej
mail-your-turn-goes-on = Twoja tura trwa dalej.
mail-your-turn-disc = Twoja tura w rundzie { $round }. Twój dysk akcji jest odkryty: { $first } i { $second }.
mail-your-turn-no-disc =
    Twoja tura w rundzie { $round }, ale Twojego dysku akcji nie udało się otworzyć: obie
    jego akcje przepadają (zasada D14). Nadal możesz podróżować i korzystać ze swojej Postaci.
mail-maharaja-in = Maharadża jest w mieście { $city }.
mail-your-turn-points = Punkty w mieście { $city } teraz: { $list }.
mail-your-turn-earlier = Wcześniej w tej rundzie:
mail-your-turn-earlier-line = { $name } ({ $character }), dysk { $disc }:
mail-your-turn-earlier-nothing = nic
mail-your-turn-play =
    Rozegraj swoją turę na stronie gry. Część dysku, której nie rozegrasz, przepada:
    każdy inny gracz dostaje wtedy z banku { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }.
mail-your-turn-by = Zakończ, proszę, swoją turę do { $deadline }.

## Potwierdzenie dysku

mail-receipt-heading = Runda { $round }: Twój dysk jest zapieczętowany
mail-receipt-by-system-heading = Runda { $round }: serwer ustawił Twój dysk
mail-receipt-sealed = Twój dysk na rundę { $round } jest zapieczętowany. Zachowaj ten e-mail: dowodzi, co wybrałeś.
mail-receipt-by-system =
    Termin minął, zanim ustawiłeś dysk, więc serwer ustawił go za Ciebie
    (zasada gry dla nieobecnych): Złoto + Złoto.
mail-receipt-first = Pierwsza strzałka
mail-receipt-second = Druga strzałka
mail-receipt-commitment = Zobowiązanie
mail-receipt-nonce = Nonce
mail-receipt-all-set = Wszystkie dyski rundy są ustawione: zaczynają się tury.
mail-receipt-still-to-set = Dysk muszą jeszcze ustawić: { $names }.
mail-receipt-may-change = Możesz zmieniać dysk, dopóki nie zostanie ustawiony ostatni dysk rundy; liczy się ostatni wybór.
mail-receipt-replaces = Ten dysk zastępuje dysk ustawiony wcześniej (zobowiązanie { $commitment }): wcześniejsze potwierdzenie już nie obowiązuje, obowiązuje to.
mail-receipt-how =
    Jak to później sprawdzić: gdy zacznie się Twoja tura, dziennik pokaże Twój odkryty dysk
    z tymi akcjami i tym nonce. Zobowiązanie to SHA-256 z
mail-receipt-formula = "{ $tag }" ‖ id gry ‖ runda (4 bajty) ‖ miejsce (2 bajty) ‖ bajty akcji ‖ nonce
mail-receipt-with =
    gdzie id gry to { $game }, runda { $round }, miejsce { $seat }
    i bajty akcji { $codes } (Złoto 00, Dom 01, 2 domy 02, Przesunięcie domu 03,
    Kamieniołom 04, Pałac 05, Pałac/Dom 06, Gubernator 07, Postać 08).
mail-receipt-log = Dziennik gry: { $link } (sprawdź go poleceniem durbar verify).
mail-receipt-log-link = Dziennik gry
mail-receipt-log-check = (sprawdź go poleceniem { $command }).

## Nagłówki pozostałych powiadomień

mail-set-disc-heading = Runda { $round }: ustaw swój dysk
mail-disc-set-heading = Runda { $round }: { $name } ma już ustawiony dysk
mail-key-registered-heading = Twoje ruchy podpisuje teraz nowe urządzenie (urządzenie { $device })
mail-invitation-new-link-heading = Twój nowy link do gry
mail-invitation-host-heading = Twoja gra w Maharadżę jest gotowa
mail-invitation-heading = { $host } zaprasza Cię do gry w Maharadżę
mail-choose-setup-heading = Wybierz swoją pierwszą Postać
mail-choose-lost-heading = { $character } ma teraz { $by }: wybierz nową Postać
mail-place-house-heading = Postaw początkowy dom ({ $number } z { $of })
mail-summary-heading = Runda { $round }: punktowanie w mieście { $city }
mail-game-over-you-heading = Koniec gry: wygrywasz!
mail-game-over-heading = Koniec gry: wygrywa { $winner }
mail-reminder-overdue-heading = Przypomnienie: { $what } (termin już minął)
mail-reminder-heading = Przypomnienie: { $what } (termin mija za { $hours ->
        [one] { $hours } godzinę
        [few] { $hours } godziny
       *[many] { $hours } godzin
    })
mail-your-move-heading = Gra czeka na Ciebie

## Rzeczowniki Maharadży

action-gold = Złoto
action-house = Dom
action-two-houses = 2 domy
action-move-house = Przesunięcie domu
action-quarry = Kamieniołom
action-palace = Pałac
action-palace-house = Pałac/Dom
action-governor = Gubernator
action-character = Postać
character-great-mogul = Mogoł
character-merchant = Handlarz
character-sadhu = Sadhu
character-wandering-monk = Mnich Wędrowca
character-builder = Budowniczy
character-master-craftsman = Mistrz rzemieślników
character-yogi = Jogin
character-none = brak Postaci
list-and = { $rest } i { $last }
you = Ty
mail-architect-in = w mieście { $city }
mail-architect-start = na polu startowym

## Czyj ruch (stopka e-maila)

whose-move = { $who } — { $what }
whose-everyone-join = wszyscy — dołączyć do gry
whose-nobody-over = nikt — gra się skończyła
whose-server = serwer
wait-short-character = wybrać Postać
wait-short-house = postawić początkowy dom
wait-short-disc = ustawić dysk
wait-short-turn = rozegrać turę
wait-short-new-character = wybrać nową Postać
wait-short-bid = licytować lub spasować
wait-short-sealed-bid = złożyć tajną ofertę
wait-short-gift = oddać Postać
wait-short-other = wykonać ruch

## Ustaw dysk

mail-set-disc-intro =
    Zaczyna się runda { $round }{ $last ->
        [yes] {" "}(ostatnia runda)
       *[no] {""}
    }. Maharadża udaje się do miasta { $city }; punktowanie w mieście { $city }
    odbędzie się na koniec rundy: { $rank_gold } za miejsca, { $bonus } więcej
    dla gracza, który punktuje tam sam.
mail-points-in = Punkty w mieście { $city } teraz:
mail-points-none-text = nikt nie ma tam jeszcze punktów
mail-points-none = Nikt nie ma tam jeszcze punktów.
mail-track-empty = Na torze gubernatorów nie ma już kolejnych wizyt.
mail-track-next = Kolejne wizyty Maharadży (tor gubernatorów): { $cities }.
mail-set-disc-how =
    Ustaw swój dysk: wybierz dwie akcje. Twój wybór pozostaje zapieczętowany do początku
    Twojej tury i możesz go zmieniać, dopóki nie zostanie ustawiony ostatni dysk rundy.
mail-set-disc-by = Ustaw go, proszę, do { $deadline }.
gold-list = { $amounts } { $last ->
        [one] sztuka złota
        [few] sztuki złota
       *[many] sztuk złota
    }

## Citadels: the round summary and the game-over mail (every player)

citadels-round-over = Runda { $round } dobiegła końca
citadels-round-who = Kto był kim: { $characters }.
citadels-round-quiet = W tej rundzie nikt niczego nie zbudował, nikogo nie zabił ani nie okradł.
citadels-round-player = { $name } ma teraz { $gold } { $gold ->
        [one] sztukę złota
        [few] sztuki złota
       *[other] sztuk złota
    }, { $cards } { $cards ->
        [one] kartę
        [few] karty
       *[other] kart
    } na ręce i { $districts } { $districts ->
        [one] dzielnicę
        [few] dzielnice
       *[other] dzielnic
    }.
citadels-game-over = Gra się zakończyła
citadels-game-over-intro = Gra zakończyła się po rundzie { $round }. Wyniki końcowe:
citadels-game-over-score = { $place }. { $name }: { $score } { $score ->
        [one] punkt
        [few] punkty
       *[other] punktów
    } (dzielnice { $districts }, pięć kolorów { $colours }, ukończone miasto { $completion }, unikalne dzielnice { $unique })
citadels-game-over-tie = Przy remisie wygrywa gracz, którego postać w ostatniej rundzie miała wyższy numer.
citadels-game-over-result = Strona z wynikami: { $link }
citadels-game-over-seed = Ziarno jest teraz ujawnione: każdy może pobrać eksport i poleceniem durbar verify sprawdzić każde tasowanie, rozdanie i dobranie.

## Trust levels (helper sealed, #21): the new-game form and the game page

trust-legend = Poziom zaufania: na ile gra ufa temu, kto prowadzi serwer
trust-server = Przechowuje serwer
trust-server-protects =
    Przechowuje serwer: serwer trzyma każdy zapieczętowany krążek, aż nadejdzie jego czas,
    i ręczy za każdy ruch, więc inni gracze nie zobaczą ani nie zmienią twoich wyborów; nie
    chroni cię jednak przed tym, kto prowadzi serwer: mógłby odczytać twój krążek albo
    niepostrzeżenie zapisać ruch w twoim imieniu.
trust-signed = Podpisane ruchy
trust-signed-protects =
    Podpisane ruchy: twoje urządzenie podpisuje każdy twój ruch kluczem, który ma tylko ono,
    więc ruch zapisany w twoim imieniu przez kogokolwiek innego, nawet przez tego, kto
    prowadzi serwer i ma dostęp do jego bazy danych, nie przejdzie sprawdzenia durbar verify
    eksportu gry; nie ukrywa to twojego krążka przed serwerem i nie pomoże, jeśli zmieniono
    samą stronę, którą podpisujesz.
trust-sealed = Zapieczętowane w przeglądarce
trust-sealed-protects =
    Zapieczętowane w przeglądarce: twoje urządzenie podpisuje każdy twój ruch i samo trzyma
    otwarcie twojego krążka i twojej zapieczętowanej oferty (serwer ma tylko ich zobowiązania,
    dopóki twoja strona nie otworzy krążka na początku twojej tury, a oferty po złożeniu
    wszystkich ofert), więc nikt, nawet ten, kto prowadzi serwer, nie odczyta ich wcześniej ani
    niepostrzeżenie nie zmieni; krążek nieotwarty do terminu przepada (obie jego akcje są
    stracone), nieotwarta oferta nie może wygrać i nie pomoże to, jeśli zmieniono samą stronę,
    na której grasz.
wait-short-open-disc = otworzyć krążek
wait-short-open-bid = otworzyć zapieczętowaną ofertę

# --- lead: every page's footer and the home page ---
footer-tagline = gry planszowe przez e-mail: Maharadża, Cytadela
footer-rules = zasady
footer-languages = Język
home-title = Gry planszowe z tajnymi wyborami, rozgrywane przez e-mail
home-intro = durbar prowadzi gry planszowe ze znajomymi przez kilka dni: każdy dostaje e-mail, gdy jest jego ruch, i gra przez formularz na stronie, także na telefonie.
home-maharaja = Maharadża (Kramer i Kiesling), od 2 do 5 graczy: w każdej rundzie każdy gracz w tajemnicy ustawia tarczę akcji, potem odkrywa ją w kolejności postaci i rozgrywa turę.
home-citadels = Cytadela (Faidutti), od 2 do 8 graczy: w każdej rundzie gracze w tajemnicy wybierają postacie, potem postacie są wywoływane według rangi, a ich gracze rozgrywają turę.
home-mail = Twoja tura przychodzi e-mailem z osobistym linkiem; nikt nie potrzebuje konta.
home-sealed = Każdy tajny wybór jest zapieczętowany zobowiązaniem kryptograficznym (haszem), zanim ktokolwiek odkryje swój: nie da się go niepostrzeżenie zmienić ani wcześniej odczytać.
home-log = Każda gra to dziennik zdarzeń, do którego tylko się dopisuje, połączony łańcuchem haszy: odtwórz go, wyeksportuj i sprawdź offline poleceniem
home-new-maharaja = Nowa gra w Maharadżę
home-new-citadels = Nowa gra w Cytadelę
home-invite = zapraszasz graczy e-mailem, każdy dostaje osobisty link do gry.
home-rules = Zasady, według których toczy się każda gra, z każdą decyzją podjętą tam, gdzie instrukcja milczy.

# --- lead: a turn in words (round summaries, the your-turn mail's earlier turns) ---
turn-merchant-gold = Handlarz przyniósł { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
turn-travelled = podróż do miasta { $city }
turn-travelled-tolls = podróż do miasta { $city } (myto: { $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    })
turn-travelled-tolls-bank = podróż do miasta { $city } (myto: { $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }, zapłacił bank)
turn-gold-taken = wzięto z banku { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
turn-quarried = przeniesiono { $count ->
        [one] { $count } dom
        [few] { $count } domy
       *[many] { $count } domów
    } z kamieniołomu do puli
turn-house-built = zbudowano dom { $place }
turn-house-built-builder = zbudowano dom { $place } (Budowniczy, za darmo)
turn-house-moved = przesunięto dom { $from } { $to }
turn-house-moved-builder = przesunięto dom { $from } { $to } (Budowniczy)
turn-palace-central = zbudowano pałac w mieście { $city } (miejsce środkowe) za { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
turn-palace-outer = zbudowano pałac w mieście { $city } (miejsce zewnętrzne) za { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
turn-governor = przesunięto gubernatora miasta { $city } na torze (z pola { $from } na { $to })
turn-character-from = wzięto Postać { $character } od gracza { $name }
turn-character-bank = wzięto Postać { $character } z banku
turn-character-chosen = wybrano Postać { $character } z banku
turn-character-chosen-deadline = wybrano Postać { $character } z banku (wybrał serwer po upływie terminu)
turn-forfeit = przepada: { $slots } (każdy inny gracz dostał { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    })
turn-slot-a = pierwsza strzałka
turn-slot-b = druga strzałka
turn-slot-token = żeton akcji
turn-ended-by-server = turę zakończył serwer po upływie terminu
turn-repeated = { $step } ({ $count }×)
turn-disc-unopenable = nie dało się otworzyć (obie akcje przepadają)
place-in-city = w mieście { $city }
place-in-village = w wiosce { $id }
place-from-city = z miasta { $city }
place-from-village = z wioski { $id }
place-to-city = do miasta { $city }
place-to-village = do wioski { $id }
place-start = pole startowe
seat-fallback = miejsce { $seat }
summary-next-round = Zaczyna się runda { $round }: Maharadża udaje się do miasta { $city }.
summary-last-round = To była ostatnia runda: gra się skończyła.
ability-great-mogul = gra pierwszy i wygrywa wszystkie remisy przy punktowaniu
ability-merchant = +1 sztuka złota w każdej Twojej turze
ability-sadhu = Twoje zewnętrzne pałace są warte 2 punkty
ability-wandering-monk = myto płaci za Ciebie bank
ability-builder = raz na turę: 1 dodatkowy dom za darmo albo przesunięcie 1 domu za darmo
ability-master-craftsman = pałac kosztuje 9 sztuk złota zamiast 12
ability-yogi = żeton akcji w każdej Twojej turze
choose-lost-someone = Inny gracz
choose-lost-your-character = Twoją Postać
choose-waiting-yours = Twoja tura toczy się dalej, gdy wybierzesz
choose-waiting = Tura gracza { $name } toczy się dalej, gdy wybierzesz
resumed-chosen-you = Twój wybór: Postać { $character }.
resumed-chosen-you-deadline = Postać { $character } wybrał za Ciebie serwer po upływie terminu.
resumed-chosen = { $name }: wybrano Postać { $character }.
resumed-chosen-deadline = { $name }: Postać { $character } wybrał serwer po upływie terminu.
resumed-done = Wybór, na który czekała Twoja tura, został dokonany.
game-over-you-built = Zbudowano Twój ostatni pałac.
game-over-built = { $names }: zbudowano ostatni pałac.
game-over-someone-built = jeden z graczy zbudował swój ostatni pałac.
game-over-track = rozegrano ostatnią rundę, na jaką pozwala tor gubernatorów.
summary-scored = Runda { $round } się skończyła, punktowano miasto { $city }:
summary-points = { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }
summary-plus-gold = +{ $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
summary-nobody = Nikt nie miał tam punktów.
summary-no-points = Bez punktów: { $names }
summary-monopoly = { $name } punktuje jako jedyny gracz: dodatkowo +{ $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    } (monopol).
summary-who-did-what = Kto co zrobił:
gold-amount = { $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
game-over-after = Gra skończyła się po rundzie { $round }: { $reason }
game-over-ranking-head = Końcowa kolejność (zbudowane pałace, potem złoto, potem niższa Postać):
game-over-palaces = { $count ->
        [one] { $count } pałac
        [few] { $count } pałace
       *[many] { $count } pałaców
    }
game-over-replay-link = Odtwórz grę ruch po ruchu
game-over-export-link = Pobierz cały dziennik gry
game-over-export-why = i sprawdź go sam poleceniem durbar verify
game-over-thanks = Dziękujemy za grę!
choose-setup = Przed pierwszą rundą każdy gracz w kolejności miejsc wybiera Postać. Teraz Twój wybór.
choose-lost = { $by }: akcją Postać zabrano Ci Postać { $character }. Wybierz teraz nową Postać z banku.
choose-lost-waiting = { $by }: akcją Postać zabrano Ci Postać { $character }. Wybierz teraz nową Postać z banku: { $waiting }.
choose-bank-head = Postacie w banku:
choose-order = Numer Postaci wyznacza kolejność tur (najniższy pierwszy) i rozstrzyga remisy.
choose-by = Wybierz, proszę, do { $deadline }.

# --- sealrest ---
## Potwierdzenie dysku zapieczętowanego w przeglądarce (pomocnik sealrest, #21): tylko to, co ma serwer

mail-sealed-receipt-heading = Runda { $round }: Twój dysk jest zapieczętowany w Twojej przeglądarce
mail-sealed-receipt-sealed = Twój dysk na rundę { $round } jest zapieczętowany w Twojej przeglądarce. Zachowaj ten e-mail: dowodzi, który dysk zapieczętowałeś.
mail-sealed-receipt-event = Zdarzenie w dzienniku
mail-sealed-receipt-opening =
    Serwer ma tylko to zobowiązanie. Otwarcie (Twoje dwie akcje i nonce) jest w Twojej
    przeglądarce i w kodzie przeniesienia, który pokazała Ci strona: nigdzie indziej. Gdy
    zacznie się Twoja tura, Twoja strona otworzy dysk; dysk nieotwarty do terminu przepada.
mail-sealed-receipt-how =
    Jak to później sprawdzić: gdy zacznie się Twoja tura, dziennik pokaże Twój otwarty dysk
    z akcjami i nonce, które zachowała Twoja przeglądarka. Zobowiązanie to SHA-256 z
mail-sealed-receipt-with =
    gdzie id gry to { $game }, runda { $round }, miejsce { $seat } i bajty Twoich dwóch
    akcji (Złoto 00, Dom 01, 2 domy 02, Przesunięcie domu 03, Kamieniołom 04, Pałac 05,
    Pałac/Dom 06, Gubernator 07, Postać 08).

# --- citlobby ---
mail-citadels-invitation-host-heading = Twoja gra w Cytadelę jest gotowa
mail-citadels-invitation-heading = { $host } zaprasza Cię do gry w Cytadelę

# --- citwords ---
## Cytadela (pomocnik citwords, #13/#15): postacie, dzielnice, strona gry, wezwania, narrator

citadels-character-assassin = Skrytobójczyni
citadels-character-witch = Wiedźma
citadels-character-magistrate = Sędzia
citadels-character-thief = Złodziej
citadels-character-spy = Szpieg
citadels-character-blackmailer = Szantażystka
citadels-character-magician = Magik
citadels-character-wizard = Czarnoksiężnik
citadels-character-seer = Wróżbitka
citadels-character-king = Król
citadels-character-emperor = Cesarz
citadels-character-patrician = Patrycjusz
citadels-character-bishop = Biskup
citadels-character-abbot = Opat
citadels-character-cardinal = Kardynał
citadels-character-merchant = Kupcowa
citadels-character-alchemist = Alchemiczka
citadels-character-trader = Handlarz
citadels-character-architect = Architektka
citadels-character-navigator = Nawigatorka
citadels-character-scholar = Uczona
citadels-character-warlord = Kondotier
citadels-character-diplomat = Dyplomatka
citadels-character-marshal = Marszałek
citadels-character-queen = Królowa
citadels-character-artist = Artystka
citadels-character-tax-collector = Poborca podatków
citadels-ability-assassin = Wskaż postać, którą zabijasz: traci całą swoją turę.
citadels-ability-witch = Pobierz dochód, potem wskaż postać do zaczarowania: gdy zostanie wywołana, to ty rozgrywasz jej turę z jej zdolnością.
citadels-ability-magistrate = Przydziel zakryte nakazy trzem postaciom; gdy postać z podpisanym nakazem coś zbuduje, możesz skonfiskować tę dzielnicę, zwracając jej koszt.
citadels-ability-thief = Wskaż postać do okradzenia: na początku swojej tury odda ci całe swoje złoto.
citadels-ability-spy = Wskaż kolor i obejrzyj rękę innego gracza: za każdą kartę tego koloru weź od niego 1 sztukę złota i dobierz 1 kartę.
citadels-ability-blackmailer = Przydziel zakryte groźby dwóm postaciom; zagrożony gracz może oddać ci połowę swojego złota, a jeśli nie, możesz odkryć groźbę: prawdziwa zabiera mu całe złoto.
citadels-ability-magician = Wymień całą rękę z innym graczem albo odrzuć dowolne karty i dobierz tyle samo.
citadels-ability-wizard = Obejrzyj rękę innego gracza i weź jedną kartę: na rękę albo od razu ją zbuduj (nawet taką, którą już masz).
citadels-ability-seer = Weź losową kartę z ręki każdego gracza, potem oddaj każdemu z nich jedną kartę; możesz zbudować do 2 dzielnic.
citadels-ability-king = Weź koronę; weź 1 sztukę złota za każdą swoją szlachecką dzielnicę.
citadels-ability-emperor = Przekaż koronę innemu graczowi i weź od niego 1 sztukę złota lub 1 kartę; weź 1 sztukę złota za każdą swoją szlachecką dzielnicę.
citadels-ability-patrician = Weź koronę; dobierz 1 kartę za każdą swoją szlachecką dzielnicę.
citadels-ability-bishop = Postać z numerem 8 nie może użyć zdolności przeciw twoim dzielnicom; weź 1 sztukę złota za każdą swoją religijną dzielnicę.
citadels-ability-abbot = Weź 1 sztukę złota lub 1 kartę za każdą swoją religijną dzielnicę; najbogatszy gracz daje ci 1 sztukę złota.
citadels-ability-cardinal = Jeśli brakuje ci złota na budowę, weź je od innego gracza, dając mu 1 kartę za każdą sztukę; dobierz 1 kartę za każdą swoją religijną dzielnicę.
citadels-ability-merchant = Weź 1 sztukę złota więcej; weź 1 sztukę złota za każdą swoją handlową dzielnicę.
citadels-ability-alchemist = Na koniec tury odzyskujesz całe złoto wydane w tej turze na budowę.
citadels-ability-trader = Dzielnice handlowe nie wliczają się do limitu budowy; weź 1 sztukę złota za każdą swoją handlową dzielnicę.
citadels-ability-architect = Dobierz 2 karty; możesz zbudować do 3 dzielnic.
citadels-ability-navigator = Weź 4 sztuki złota lub dobierz 4 karty; nie możesz budować.
citadels-ability-scholar = Dobierz 7 kart, zatrzymaj 1, resztę wtasuj z powrotem; możesz zbudować do 2 dzielnic.
citadels-ability-warlord = Zniszcz dowolną dzielnicę, płacąc o 1 sztukę złota mniej niż jej koszt (nigdy w ukończonym mieście); weź 1 sztukę złota za każdą swoją militarną dzielnicę.
citadels-ability-diplomat = Wymień dzielnicę swojego miasta na dzielnicę innego gracza, dopłacając różnicę; weź 1 sztukę złota za każdą swoją militarną dzielnicę.
citadels-ability-marshal = Zabierz z miasta innego gracza dzielnicę kosztującą najwyżej 3, płacąc mu jej koszt; weź 1 sztukę złota za każdą swoją militarną dzielnicę.
citadels-ability-queen = Jeśli siedzisz obok gracza z postacią numer 4, weź 3 sztuki złota.
citadels-ability-artist = Upiększ do 2 swoich dzielnic, kładąc na każdej 1 sztukę złota: każda kosztuje i punktuje o 1 więcej.
citadels-ability-tax-collector = Kto buduje, kładzie 1 sztukę złota na żetonie podatku tej postaci; weź całe złoto z żetonu.

citadels-colour-noble = szlachecka
citadels-colour-religious = religijna
citadels-colour-trade = handlowa
citadels-colour-military = militarna
citadels-colour-unique = unikalna

citadels-district-manor = Dwór
citadels-district-castle = Zamek
citadels-district-palace = Pałac
citadels-district-temple = Świątynia
citadels-district-church = Kościół
citadels-district-monastery = Klasztor
citadels-district-cathedral = Katedra
citadels-district-tavern = Karczma
citadels-district-market = Targowisko
citadels-district-trading-post = Faktoria
citadels-district-docks = Doki
citadels-district-harbor = Port
citadels-district-town-hall = Ratusz
citadels-district-watchtower = Strażnica
citadels-district-prison = Więzienie
citadels-district-barracks = Koszary
citadels-district-fortress = Forteca
citadels-district-armory = Zbrojownia
citadels-district-basilica = Bazylika
citadels-district-capitol = Kapitol
citadels-district-dragon-gate = Smocza Brama
citadels-district-factory = Manufaktura
citadels-district-framework = Rusztowanie
citadels-district-gold-mine = Kopalnia złota
citadels-district-great-wall = Wielki Mur
citadels-district-haunted-quarter = Nawiedzona Dzielnica
citadels-district-imperial-treasury = Skarbiec Cesarski
citadels-district-ivory-tower = Wieża z Kości Słoniowej
citadels-district-keep = Baszta
citadels-district-laboratory = Laboratorium
citadels-district-library = Biblioteka
citadels-district-map-room = Gabinet Map
citadels-district-monument = Pomnik
citadels-district-museum = Muzeum
citadels-district-necropolis = Nekropolia
citadels-district-observatory = Obserwatorium
citadels-district-park = Park
citadels-district-poor-house = Przytułek
citadels-district-quarry = Kamieniołom
citadels-district-school-of-magic = Szkoła Magii
citadels-district-secret-vault = Tajny Skarbiec
citadels-district-smithy = Kuźnia
citadels-district-stables = Stajnie
citadels-district-statue = Posąg
citadels-district-theater = Teatr
citadels-district-thieves-den = Kryjówka Złodziei
citadels-district-wishing-well = Studnia Życzeń
citadels-district-graveyard = Cmentarz
citadels-district-hospital = Szpital
citadels-effect-armory = W swojej turze zniszcz Zbrojownię, aby zniszczyć dowolną inną dzielnicę.
citadels-effect-basilica = Na koniec gry 1 punkt więcej za każdą dzielnicę w twoim mieście o nieparzystym koszcie.
citadels-effect-capitol = Na koniec gry 3 punkty więcej, jeśli masz co najmniej 3 dzielnice jednego koloru.
citadels-effect-dragon-gate = Na koniec gry 2 punkty więcej.
citadels-effect-factory = Każda inna unikalna dzielnica kosztuje cię 1 sztukę złota mniej.
citadels-effect-framework = Zbuduj dzielnicę, niszcząc Rusztowanie zamiast płacić jej koszt.
citadels-effect-gold-mine = Gdy pobierasz złoto, weź 1 sztukę więcej.
citadels-effect-great-wall = Postać z numerem 8 płaci 1 sztukę złota więcej za użycie zdolności na twoich pozostałych dzielnicach.
citadels-effect-haunted-quarter = Na koniec gry liczy się jako dzielnica wybranego przez ciebie koloru.
citadels-effect-imperial-treasury = Na koniec gry 1 punkt więcej za każdą twoją sztukę złota.
citadels-effect-ivory-tower = Na koniec gry 3 punkty więcej, jeśli to jedyna unikalna dzielnica w twoim mieście.
citadels-effect-keep = Postać z numerem 8 nie może użyć zdolności na Baszcie.
citadels-effect-laboratory = Raz na turę odrzuć kartę z ręki i weź 2 sztuki złota.
citadels-effect-library = Gdy pobierasz karty, zatrzymujesz wszystkie dobrane.
citadels-effect-map-room = Na koniec gry 1 punkt więcej za każdą kartę na ręce.
citadels-effect-monument = Nie można go zbudować w mieście z 5 lub więcej dzielnicami; do ukończenia miasta liczy się jako 2 dzielnice.
citadels-effect-museum = Raz na turę połóż kartę z ręki zakrytą pod Muzeum; na koniec gry 1 punkt więcej za każdą.
citadels-effect-necropolis = Zbuduj ją, niszcząc jedną dzielnicę swojego miasta zamiast płacić jej koszt.
citadels-effect-observatory = Gdy pobierasz karty, dobierz 3 zamiast 2.
citadels-effect-park = Jeśli na koniec tury nie masz kart na ręce, dobierz 2 karty.
citadels-effect-poor-house = Jeśli na koniec tury nie masz złota, weź 1 sztukę złota.
citadels-effect-quarry = Możesz budować dzielnice takie same jak te, które już masz w mieście.
citadels-effect-school-of-magic = Przy zdolnościach dających dochód za dzielnice danego koloru liczy się jako dzielnica wybranego koloru.
citadels-effect-secret-vault = Nie można go zbudować; na koniec gry pokaż go z ręki, aby dostać 3 punkty więcej.
citadels-effect-smithy = Raz na turę zapłać 2 sztuki złota i dobierz 3 karty.
citadels-effect-stables = Budowa Stajni nie wlicza się do limitu budowy.
citadels-effect-statue = Gdy go zbudujesz, weź koronę; jeśli na koniec gry masz koronę, 5 punktów więcej.
citadels-effect-theater = Na koniec każdego wyboru postaci możesz wymienić swoją postać z postacią innego gracza.
citadels-effect-thieves-den = Zapłać część lub całość kosztu kartami z ręki, karta za sztukę złota.
citadels-effect-wishing-well = Na koniec gry 1 punkt więcej za każdą unikalną dzielnicę w twoim mieście.
citadels-effect-graveyard = Gdy postać z numerem 8 zniszczy dzielnicę, możesz zapłacić 1 sztukę złota i wziąć ją na rękę.
citadels-effect-hospital = Nawet gdy twoja postać zostanie zabita, możesz w jej turze pobrać dochód.

citadels-character-ranked = { $rank } · { $name }
citadels-card = { $name } ({ $colour }, { $cost } szt. złota)
citadels-source-gather = dochód
citadels-source-colour = za dzielnice
citadels-source-merchant = dodatkowe złoto Kupcowej
citadels-source-architect = karty Architektki
citadels-source-laboratory = Laboratorium
citadels-source-smithy = Kuźnia
citadels-source-poor-house = Przytułek
citadels-source-park = Park
citadels-source-navigator = Nawigatorka
citadels-source-spy = Szpieg
citadels-source-tithe = dziesięcina Opata
citadels-source-queen = Królowa
citadels-source-taxes = podatki
citadels-source-alchemist = zwrot Alchemiczki
citadels-source-magician = Magik

## Cytadela: strona gry

citadels-page-title = Cytadela
citadels-status-not-started = Gra jeszcze się nie zaczęła
citadels-status-draft = Runda { $round }: wybór postaci
citadels-status-called = Runda { $round }: wywołany jest numer { $rank }
citadels-status-turns = Runda { $round }: postacie są wywoływane
citadels-status-over = Gra się skończyła
citadels-waits-for-you = Gra czeka na ciebie.
citadels-waits-for = Gra czeka na: { $names }.
citadels-mark-turn = { $name } gra postacią { $character }.
citadels-mark-killed = Postać { $character } została zabita.
citadels-mark-robbed = Postać { $character } jest okradziona.
citadels-mark-bewitched = Postać { $character } jest zaczarowana.
citadels-warrants-lie = Nakazy Sędziego leżą zakryte przy postaciach: { $characters }.
citadels-warrant-signed = Podpisany nakaz: { $character }.
citadels-threats-lie = Groźby Szantażystki leżą zakryte przy postaciach: { $characters }.
citadels-threat-real = Prawdziwa groźba: { $character }.
citadels-you = Ty, { $name }
citadels-your-hand = Twoja ręka
citadels-hand-empty = Nie masz kart na ręce.
citadels-your-characters = Twoje postacie w tej rundzie
citadels-your-picks = Twoje zapieczętowane wybory
citadels-pick-receipt = Runda { $round }: { $character }. Zobowiązanie { $commitment }, otwiera je nonce { $nonce }.
citadels-passed-to-you = Postacie przekazane tobie
citadels-you-drew = Karty, które dobrałeś
citadels-your-move = Twój ruch
citadels-nothing-to-do = Teraz nie masz nic do zrobienia.
citadels-table = Stół
citadels-face-up = Odłożone odkryte: { $characters }.
citadels-face-down = { $count ->
        [one] { $count } postać odłożona zakryta.
        [few] { $count } postacie odłożone zakryte.
       *[many] { $count } postaci odłożonych zakrytych.
    }
citadels-col-player = Gracz
citadels-col-gold = Złoto
citadels-col-cards = Karty
citadels-col-characters = Postacie
citadels-col-city = Miasto
citadels-you-mark = (ty)
citadels-crown-mark = · korona
citadels-completed-mark = · miasto ukończone
citadels-picked-face-down = wybrano { $count }, zakryte
citadels-looked-at = Ręka, którą obejrzałeś: { $cards }.
citadels-looked-empty = pusta
citadels-ranking = Końcowa kolejność
citadels-ranking-line = { $name }: { $score } { $score ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }
citadels-this-round = Ta runda
citadels-host-players = Gracze (gospodarz)
citadels-live-links = { $count ->
        [one] { $count } ważny link
        [few] { $count } ważne linki
       *[many] { $count } ważnych linków
    }
citadels-version = Wersja { $seq }, głowa

## Cytadela: co mówi przycisk ruchu

citadels-move-pick = Wybierz postać { $character }
citadels-move-pick-discard = Wybierz postać { $character } i odłóż postać { $aside }
citadels-move-gold = Weź 2 sztuki złota
citadels-move-draw = Dobierz karty i zatrzymaj jedną
citadels-move-keep = Zatrzymaj: { $cards }
citadels-move-build = Zbuduj: { $district } ({ $cost } szt. złota)
citadels-move-build-cards = Zbuduj: { $district }, płacąc kartami { $cards }
citadels-move-build-framework = Zbuduj: { $district }, niszcząc Rusztowanie
citadels-move-build-cardinal = Zbuduj: { $district }, biorąc złoto od gracza { $name } za karty { $cards }
citadels-move-build-necropolis = Zbuduj: { $district }, niszcząc dzielnicę { $destroy }
citadels-move-collect = Weź złoto za dzielnice koloru swojej postaci
citadels-move-kill = Zabij postać { $character }
citadels-move-rob = Okradnij postać { $character }
citadels-move-exchange = Wymień rękę z graczem { $name }
citadels-move-redraw = Odrzuć { $cards } i dobierz tyle samo
citadels-move-destroy = Zniszcz dzielnicę { $district } gracza { $name }
citadels-move-end-turn = Zakończ turę
citadels-move-laboratory = Laboratorium: odrzuć { $district } za 2 sztuki złota
citadels-move-smithy = Kuźnia: zapłać 2 sztuki złota za 3 karty
citadels-move-armory = Zbrojownia: zniszcz dzielnicę { $district } gracza { $name }
citadels-move-museum = Muzeum: połóż pod nim kartę { $district }
citadels-move-navigate-cards = Nawigatorka: dobierz 4 karty
citadels-move-navigate-gold = Nawigatorka: weź 4 sztuki złota
citadels-move-seize = Zabierz dzielnicę { $district } gracza { $name }
citadels-move-swap = Wymień swoją dzielnicę { $give } na dzielnicę { $take } gracza { $name }
citadels-move-study = Uczona: dobierz 7 kart i zatrzymaj jedną
citadels-move-tithe = Weź dochód za dzielnice religijne, w tym kart: { $cards }
citadels-move-alms = Weź 1 sztukę złota od najbogatszego: { $name }
citadels-move-spy = Obejrzyj rękę gracza { $name }, kolor: { $colour }
citadels-move-foresee = Wróżbitka: weź losową kartę z każdej ręki
citadels-move-give-back = Oddaj karty { $cards }
citadels-move-crown = Przekaż koronę graczowi { $name }, biorąc 1 sztukę złota
citadels-move-crown-card = Przekaż koronę graczowi { $name }, biorąc kartę
citadels-move-take-taxes = Weź złoto z żetonu podatku
citadels-move-conjure = Weź kartę { $district } od gracza { $name } na rękę
citadels-move-conjure-build = Weź kartę { $district } od gracza { $name } i ją zbuduj
citadels-move-bewitch = Zaczaruj postać { $character }
citadels-move-warrants = Nakazy: podpisany przy postaci { $signed }, puste przy postaciach { $unsigned }
citadels-move-confiscate = Skonfiskuj dzielnicę
citadels-move-confiscate-not = Zostaw dzielnicę
citadels-move-threaten = Groźby: prawdziwa przy postaci { $real }, fałszywa przy postaci { $bluff }
citadels-move-bribe = Oddaj Szantażystce połowę swojego złota
citadels-move-bribe-not = Odmów zapłaty
citadels-move-reveal = Odkryj groźbę
citadels-move-reveal-not = Nie odkrywaj groźby
citadels-move-graveyard = Cmentarz: zapłać 1 sztukę złota i weź dzielnicę
citadels-move-graveyard-not = Cmentarz: odpuść
citadels-move-theater = Teatr: wymień swoją postać z postacią gracza { $name }
citadels-move-theater-give = Teatr: wymień postać { $give } z postacią gracza { $name }
citadels-move-theater-not = Teatr: zatrzymaj swoją postać
citadels-move-peek = Obejrzyj rękę gracza { $name }
citadels-move-beautify = Upiększ dzielnicę { $district }

## Cytadela: wezwania, potwierdzenia i przypomnienia

citadels-call-pick-heading = Runda { $round }: wybierz postać
citadels-call-passed = Postacie przekazane tobie: { $characters }.
citadels-call-crown-heading = Runda { $round }: przekaż koronę
citadels-call-crown = Twój Cesarz został zabity: przekaż koronę innemu graczowi.
citadels-call-decision-heading = Runda { $round }: czeka na ciebie decyzja
citadels-call-turn-heading = Runda { $round }: twoja tura
citadels-call-turn = Wywołana postać { $character }: twoja tura.
citadels-call-gold = Masz { $gold } { $gold ->
        [one] sztukę złota
        [few] sztuki złota
       *[many] sztuk złota
    }.
citadels-call-hand = Twoja ręka: { $cards }.
citadels-call-open = Otwórz grę linkiem poniżej, aby wykonać ruch.
citadels-call-deadline = Twój termin: { $deadline }.
citadels-call-earlier = Co dotąd wydarzyło się w tej rundzie:
citadels-call-earlier-nothing = W tej rundzie jeszcze nic się nie wydarzyło.
citadels-decision-confiscate = Postać { $character } zbudowała { $district } z twoim nakazem: skonfiskuj dzielnicę (jeśli twój nakaz jest podpisany) albo ją zostaw.
citadels-decision-threat = Twoja groźba została odrzucona: odkryj ją (prawdziwa zabiera graczowi całe złoto) albo nie.
citadels-decision-graveyard = Kondotier zniszczył dzielnicę { $district }: zapłać 1 sztukę złota i weź ją na rękę (Cmentarz) albo nie.
citadels-decision-theater = Teatr: wymień swoją postać z postacią innego gracza albo ją zatrzymaj.
citadels-decision-other = Otwórz grę, aby zobaczyć, czego się od ciebie oczekuje.
citadels-receipt-heading = Runda { $round }: twój wybór jest zapieczętowany
citadels-receipt-picked = Wybrałeś postać { $character }. Zachowaj tę wiadomość: dowodzi, co wybrałeś.
citadels-receipt-by-server = Twój termin minął: serwer wybrał za ciebie postać { $character }, najniższą z przekazanych ci postaci (zasada gry dla nieobecnych). Zachowaj tę wiadomość: dowodzi, co wybrano.
citadels-receipt-commitment = Zobowiązanie: { $hex }
citadels-receipt-nonce = Nonce: { $hex }
citadels-receipt-secret = Inni widzą tylko, że wybrałeś, dopóki twoja postać nie zostanie wywołana lub runda się nie skończy.
citadels-receipt-discard = Odłożyłeś w zakryciu postać { $character }. Jej zobowiązanie: { $commitment }; jej nonce: { $nonce }. Zostanie ujawniona na koniec gry.
citadels-no-show-heading = Runda { $round }: twój termin minął
citadels-no-show = Serwer wykonał ruch za ciebie według zasady gry dla nieobecnych: pominięta tura daje 2 sztuki złota, niczego nie buduje i się kończy; pominięta decyzja zmienia jak najmniej; nieprzekazana korona trafia do pierwszego gracza po twojej lewej, który może ją przyjąć.
citadels-no-show-log = Co zrobiono, mówi zapis gry.
citadels-reminder-heading = Runda { $round }: przypomnienie
citadels-reminder-passed = Gra czeka, aż { $what }; twój termin ({ $when }) już minął.
citadels-reminder-left = Gra czeka, aż { $what }, do { $when } (zostało { $hours ->
        [one] { $hours } godzina
        [few] { $hours } godziny
       *[many] { $hours } godzin
    }).
citadels-to-pick = wybierzesz postać na rundę { $round }
citadels-to-crown = przekażesz koronę
citadels-to-decide = podejmiesz oczekiwaną decyzję
citadels-to-turn = rozegrasz swoją turę w rundzie { $round }
citadels-policy-wait = Jeśli go przegapisz, gra na ciebie poczeka — a z nią wszyscy pozostali.
citadels-policy-pick = Jeśli go przegapisz, serwer wybierze za ciebie najniższą z przekazanych ci postaci (zasada gry dla nieobecnych).
citadels-policy-crown = Jeśli go przegapisz, serwer przekaże koronę pierwszemu graczowi po twojej lewej, który może ją przyjąć (zasada gry dla nieobecnych).
citadels-policy-decision = Jeśli go przegapisz, serwer zdecyduje za ciebie jak najmniej: bez konfiskaty, bez odkrycia, bez zapłaty, bez wymiany (zasada gry dla nieobecnych).
citadels-policy-turn = Jeśli go przegapisz, serwer weźmie za ciebie 2 sztuki złota i zakończy twoją turę: nic nie zbudujesz, nie użyjesz zdolności (zasada gry dla nieobecnych).

## Cytadela: narrator (zapis, powtórka, wiadomości)

citadels-log-game-started = Zaczyna się gra w Cytadelę dla { $players } graczy: każdy ma 2 sztuki złota i 4 karty; koronę ma { $crown }.
citadels-log-round-started = Zaczyna się runda { $round }; pierwszy wybiera { $crown }. Odłożone odkryte: { $face_up }; zakryte: { $face_down }.
citadels-log-none = brak
citadels-log-picked = { $name } w tajemnicy wybiera postać.
citadels-log-picked-second = { $name } w tajemnicy wybiera drugą postać.
citadels-log-set-aside = Losowa postać zostaje odłożona zakryta.
citadels-log-draft-ended = Wybór postaci w rundzie { $round } zakończony; postacie są wywoływane.
citadels-log-called = Wywołana postać { $character }: odkrywa ją { $name }.
citadels-log-called-nobody = Wywołana postać { $character }; nikt się nie zgłasza.
citadels-log-killed = Skrytobójczyni zabija postać { $character }.
citadels-log-thief-aims = Złodziej okradnie postać { $character }.
citadels-log-robbed = { $thief } okrada gracza { $victim } z { $gold } szt. złota.
citadels-log-crown-taken = { $name } bierze koronę.
citadels-log-gold-gained = { $name } dostaje { $gold } szt. złota ({ $source }).
citadels-log-cards-gained = { $name } dobiera { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    } ({ $source }).
citadels-log-cards-drawn = { $name } dobiera { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    } i zatrzyma { $keep }.
citadels-log-cards-kept = { $name } zatrzymuje { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
citadels-log-built = { $name } buduje: { $district } za { $gold } szt. złota.
citadels-log-built-cards = { $name } buduje: { $district } za { $gold } szt. złota i { $cards } { $cards ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
citadels-log-built-framework = { $name } buduje: { $district }, niszcząc Rusztowanie.
citadels-log-built-necropolis = { $name } buduje: { $district }, niszcząc dzielnicę { $destroyed }.
citadels-log-built-free = { $name } buduje za darmo: { $district }.
citadels-log-hands-exchanged = { $name } wymienia rękę z graczem { $target }.
citadels-log-redrawn = { $name } odrzuca { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    } i dobiera tyle samo.
citadels-log-destroyed = { $by } niszczy dzielnicę { $district } gracza { $target }, płacąc { $gold } szt. złota.
citadels-log-destroyed-armory = { $by } niszczy Zbrojownią dzielnicę { $district } gracza { $target }.
citadels-log-laboratory = { $name } odrzuca kartę w Laboratorium.
citadels-log-museum = { $name } kładzie kartę pod Muzeum.
citadels-log-gold-paid = { $name } płaci { $gold } szt. złota.
citadels-log-seized = { $by } zabiera dzielnicę { $district } gracza { $target }, płacąc { $gold } szt. złota.
citadels-log-exchanged = { $by } wymienia swoją dzielnicę { $gave } na dzielnicę { $took } gracza { $target }, dopłacając { $gold } szt. złota.
citadels-log-gold-given = { $from } daje graczowi { $to } { $gold } szt. złota.
citadels-log-gold-for-cards = { $name } bierze od gracza { $from } { $gold } szt. złota i daje mu tyle samo kart.
citadels-log-spied = { $name } ogląda rękę gracza { $target }: kolor { $colour }, { $matches } { $matches ->
        [one] karta
        [few] karty
       *[many] kart
    }.
citadels-log-card-taken = { $name } bierze kartę z ręki gracza { $from }.
citadels-log-foreseen = { $name } bierze losową kartę z { $count ->
        [one] { $count } ręki
       *[many] { $count } rąk
    }.
citadels-log-given-back = { $name } oddaje kartę { $count ->
        [one] { $count } graczowi
       *[many] { $count } graczom
    }.
citadels-log-crown-given = { $by } przekazuje koronę graczowi { $to }.
citadels-log-crown-given-card = { $by } przekazuje koronę graczowi { $to }, biorąc kartę.
citadels-log-crown-given-gold = { $by } przekazuje koronę graczowi { $to }, biorąc { $gold } szt. złota.
citadels-log-crown-gift-due = Cesarz został zabity: { $name } przekaże koronę przed końcem rundy.
citadels-log-bewitched = { $name } zaczarowuje postać { $character }.
citadels-log-turn-resumed = { $name } gra dalej postacią { $character }.
citadels-log-warrants = { $name } rozdaje zakryte nakazy: { $characters }.
citadels-log-confiscation-due = { $target } zbudował { $district } z nakazem: { $by } może ją skonfiskować.
citadels-log-confiscated = { $by } konfiskuje dzielnicę { $district } graczowi { $target } ({ $character }), zwracając { $gold } szt. złota.
citadels-log-confiscation-declined = { $by } zostawia dzielnicę.
citadels-log-threats = { $name } rozdaje zakryte groźby: { $characters }.
citadels-log-threat-paid = { $name } ({ $character }) płaci graczowi { $by } { $gold } szt. złota, by zdjąć groźbę.
citadels-log-bribe-refused = { $name } ({ $character }) odmawia zapłaty graczowi { $by }.
citadels-log-threat-revealed-real = { $by } odkrywa groźbę przy postaci { $character }: jest prawdziwa i { $target } oddaje { $gold } szt. złota.
citadels-log-threat-revealed-bluff = { $by } odkrywa groźbę przy postaci { $character }: to był blef.
citadels-log-threat-kept = { $by } nie odkrywa groźby.
citadels-log-graveyard-offered = Dzielnica { $district } została zniszczona: { $name } może wziąć ją na rękę (Cmentarz).
citadels-log-buried-taken = { $name } płaci 1 szt. złota i bierze dzielnicę { $district } na rękę.
citadels-log-buried = { $name } odpuszcza dzielnicę { $district }.
citadels-log-theater-due = { $name } może wymienić postać (Teatr).
citadels-log-characters-exchanged = { $name } wymienia postać z graczem { $target } (Teatr).
citadels-log-theater-passed = { $name } zatrzymuje swoją postać.
citadels-log-hand-looked = { $name } ogląda rękę gracza { $target }.
citadels-log-tax-paid = { $name } płaci 1 szt. złota podatku.
citadels-log-beautified = { $name } upiększa dzielnicę { $district }.
citadels-log-turn-ended = { $name } kończy turę postaci { $character }.
citadels-log-deadline = { $name } przegapił termin: serwer wykonuje ruch za niego (zasada dla nieobecnych).
citadels-log-completed = { $name } kończy budowę miasta.
citadels-log-completed-first = { $name } pierwszy kończy budowę miasta.
citadels-log-round-ended = Runda { $round } się kończy.
citadels-log-round-ended-had = Runda { $round } się kończy; { $had }.
citadels-log-had = { $name } miał postać { $character }
citadels-log-game-ended = Gra kończy się po rundzie { $round }; ziarno zostaje ujawnione. { $places }.
citadels-log-laid-down-all = Ujawnione zostają postacie odłożone zakryte przy wyborze: { $laid }.
citadels-log-laid-down = { $name } w rundzie { $round } odłożył zakrytą postać { $character }
citadels-log-place = { $name } { $score } { $score ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }

# --- pagewords ---
## Strona gry Maharadża: nazwy rzeczy

colour-orange = pomarańczowy
colour-blue = niebieski
colour-teal = turkusowy
colour-yellow = żółty
colour-black = czarny
colour-grey = szary
place-village = wioska { $village }
slot-first = pierwsza strzałka
slot-second = druga strzałka
slot-token = żeton akcji
phase-not-created = nie założona
phase-setup = czekamy, aż dołączą wszyscy
phase-choose-characters = wybór Postaci
phase-place-houses = stawianie początkowych domów
phase-discs = ustawianie dysków
phase-turns = tury graczy
phase-over = koniec gry
phase-auction = licytacja Postaci
phase-playing = gra trwa
site-central = środkowe pole budowy (3 punkty)
site-outer = zewnętrzne pole budowy

## Krok tury albo ruch w zapisie gry

step-choose = Wybór Postaci { $character }
step-place-house = Początkowy dom w wiosce { $village }
step-set-disc = Dysk ustawiony na { $disc }
step-travel = Podróż do miasta { $to }
step-travel-via = Podróż do miasta { $to } przez { $via }
step-travel-nowhere = Podróż donikąd
step-take-gold = Weź 2 sztuki złota ({ $slot })
step-take-quarry = Weź domy z kamieniołomu ({ $slot })
step-build-house = Zbuduj dom: { $at } ({ $slot })
step-build-palace = Zbuduj pałac: { $site }, { $city } ({ $slot })
step-move-house = Przesuń dom: { $from } → { $to } ({ $slot })
step-move-governor = Przesuń gubernatora miasta { $city } w dół toru ({ $slot })
step-take-character = Weź Postać { $character } ({ $slot })
step-builder-house = Zbuduj dom za darmo: { $at } (Budowniczy)
step-builder-move = Przesuń dom za darmo: { $from } → { $to } (Budowniczy)
step-end-turn = Koniec tury
step-replace-character = Weź z banku Postać { $character }

## Strona gry: nagłówek i na co czeka gra

game-status = { $round } · { $phase } · Maharadża jest w mieście { $city }
game-you-are = Grasz jako
game-seat = miejsce { $seat }
game-you-host = , zakładający grę
game-keys = Klucze Twoich urządzeń, każdy zapisany w zapisie gry (klucz, którego nie rozpoznajesz, nie został utworzony przez Ciebie):
game-key = urządzenie { $device }, klucz { $key }
game-key-register = Zarejestruj klucz tego urządzenia
game-key-register-when = (na nowym urządzeniu, otwartym przez świeży osobisty link)
game-link-result = Wynik
game-link-replay = powtórka
game-nobody = nikt
game-wait-not-created = Gra jeszcze nie istnieje.
game-wait-join = Gra czeka, aż dołączą wszyscy gracze.
game-wait-character = { $you ->
        [yes] Gra czeka, aż wybierzesz Postać.
       *[no] Gra czeka na wybór Postaci: { $names }.
    }
game-wait-house = { $you ->
        [yes] Gra czeka, aż postawisz początkowy dom.
       *[no] Gra czeka na postawienie początkowego domu: { $names }.
    }
game-wait-disc = { $you ->
        [yes] Gra czeka, aż ustawisz dysk.
       *[no] Gra czeka na ustawienie dysku: { $names }.
    }
game-wait-your-turn = Twoja tura.
game-wait-turn = Teraz tura gracza { $names }.
game-wait-new-character = { $taker_you ->
        [yes] Zabrałeś Postać
       *[no] { $taker } zabrał(a) Postać
    }; { $you ->
        [yes] wybierz teraz nową z banku.
       *[no] gra czeka, aż { $names } wybierze nową z banku.
    }
game-wait-next-turn = Następna tura właśnie się zaczyna.
game-wait-over = Gra się skończyła.
game-wait-other = { $you ->
        [yes] Gra czeka na Ciebie.
       *[no] Gra czeka na: { $names }.
    }

## Strona gry: formularze przed turami

game-join-intro = Dołącz do gry. Twoja przeglądarka doda losową liczbę do losowości gry (kolejność graczy i tor gubernatorów wynikają z niej i z zobowiązanego ziarna serwera).
game-mail-language = Język Twoich e-maili:
game-join = Dołącz
game-choose-character = Wybierz swoją Postać
game-field-character = Postać
game-place-house = Postaw początkowy dom
game-field-village = Wioska
game-button-place-house = Postaw dom
game-houses-note = domy: { $colours }
game-disc-set-heading = Ustaw swój dysk
game-disc-change-heading = Zmień swój dysk
game-disc-yours = Twój dysk (do Twojej tury widzisz go tylko Ty):
game-disc-may-change = Możesz go zmieniać, dopóki ostatni gracz nie ustawi swojego.
game-button-set-disc = Ustaw dysk
game-button-change-disc = Zmień dysk
game-carry = Ta przeglądarka przechowuje otwarcie Twojego dysku z rundy { $round }; serwer ma tylko jego zobowiązanie. Aby otworzyć go na innym urządzeniu, skopiuj tam ten kod przeniesienia:
game-open-heading = Otwórz swój dysk
game-open-intro = Zaczyna się Twoja tura: Twoja strona otwiera dysk, który zapieczętowała. Na innym urządzeniu wklej kod przeniesienia, który pokazuje strona, która go zapieczętowała. Dysk nieotwarty przed terminem przepada: obie jego akcje są stracone.
game-carry-code = Kod przeniesienia
game-button-open = Otwórz mój dysk
game-bid-heading = Twoja zapieczętowana oferta
game-bid-intro = Twoja strona pieczętuje Twoją ofertę: zatrzymuje kwotę i wysyła serwerowi tylko jej zobowiązanie. Gdy wszystkie oferty są złożone, strona ją otwiera; oferta nieotwarta w terminie jest nieważna (nie może wygrać i nic nie kosztuje).
game-bid-may-change = Twoja oferta jest zapieczętowana; możesz ją zmienić, dopóki nie wpłynie ostatnia oferta.
game-bid-amount = Oferta (złoto)
game-button-seal-bid = Zapieczętuj moją ofertę
game-button-change-bid = Zmień moją ofertę
game-bid-carry = Ta przeglądarka przechowuje otwarcie Twojej zapieczętowanej oferty w licytacji { $auction }; serwer ma tylko jej zobowiązanie. Aby otworzyć ją na innym urządzeniu, skopiuj tam ten kod przeniesienia:
game-open-bid-heading = Otwórz swoją zapieczętowaną ofertę
game-open-bid-intro = Wszystkie oferty są złożone: Twoja strona otwiera ofertę, którą zapieczętowała. Na innym urządzeniu wklej kod przeniesienia, który pokazuje strona, która ją zapieczętowała. Oferta nieotwarta w terminie jest nieważna: nie może wygrać i nic nie kosztuje.
game-button-open-bid = Otwórz moją ofertę

## Strona gry: składanie tury

game-turn-heading = Twoja tura
game-turn-disc = Twój dysk:
game-turn-steps = Dotychczasowe kroki (jeszcze niezapisane w grze):
game-button-undo = Cofnij ostatni krok
game-left-unopened = Twoja { $slot } nie dała się otworzyć: jej akcja przepada.
game-left-done = { $slot }: { $action } — zrobione.
game-left-parts = { $slot }: { $action } — { $parts }.
game-left-houses = { $houses ->
        [one] { $houses } dom do zbudowania
        [few] { $houses } domy do zbudowania
       *[many] { $houses } domów do zbudowania
    }
game-left-palace = pałac do zbudowania
game-left-quarry = { $houses ->
        [one] { $houses } dom do wzięcia z kamieniołomu
        [few] { $houses } domy do wzięcia z kamieniołomu
       *[many] { $houses } domów do wzięcia z kamieniołomu
    }
game-left-not-done = jeszcze nie zrobione
game-forfeit-warning = Części Twojego dysku nie są rozegrane: jeśli skończysz teraz, przepadną, a każdy inny gracz dostanie z banku { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }.
game-travel-heading = Podróż
game-field-to = Dokąd
game-field-from = Skąd
game-field-where = Gdzie
game-field-site = Pole budowy
game-field-governor-of = Gubernator miasta
game-field-new-character = Nowa Postać
game-button-cheapest = Pokaż najtańszą drogę
game-travel-to = Podróż do miasta { $to }
game-travel-way = Najtańsza droga:
game-travel-no-tolls = Bez opłat.
game-toll = { $village }: { $payer_is ->
        [you] płacisz
        [bank] bank (Mnich Wędrowca) płaci
       *[player] { $payer } płaci
    } { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    } graczowi { $owner }
game-gold = { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
game-travel-you-pay = Płacisz { $cost }.
api-still-handled = To samo żądanie jest jeszcze obsługiwane.
game-travel-no-way = Do miasta { $city } nie prowadzi żadna droga przez wioski z domami.
game-button-travel = Wyrusz w podróż
game-cancel = anuluj
game-form-take-gold = Weź { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
game-button-take-gold = Weź { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
game-form-take-quarry = Weź domy z kamieniołomu
game-button-take-quarry = Weź z kamieniołomu
game-form-build-house = Zbuduj dom
game-button-build-house = Zbuduj dom
game-form-build-palace = Zbuduj pałac w mieście { $city }
game-button-build-palace = Zbuduj pałac
game-form-move-house = Przesuń dom
game-button-move-house = Przesuń dom
game-form-move-governor = Przesuń gubernatora o { $slots ->
        [one] { $slots } pole
        [few] { $slots } pola
       *[many] { $slots } pól
    } w dół toru
game-button-move-governor = Przesuń gubernatora
game-form-take-character = Weź Postać
game-button-take-character = Weź Postać
game-from-player = od gracza { $name }
game-from-bank = z banku
game-form-builder-house = Budowniczy: zbuduj dom za darmo
game-button-builder-house = Zbuduj za darmo
game-form-builder-move = Budowniczy: przesuń dom za darmo
game-button-builder-move = Przesuń za darmo
game-form-bid = Licytuj prawo wyboru Postaci
game-button-bid = Licytuj
game-form-pass-bid = Spasuj w tej licytacji
game-button-pass-bid = Pas
game-form-sealed-bid = Złóż tajną ofertę o prawo wyboru Postaci
game-button-sealed-bid = Złóż ofertę
game-form-swap = Wymień Postać z innym graczem
game-button-swap = Wymień
game-form-lure = Przywab Postać od innego gracza
game-button-lure = Przywab
game-form-use-token = Użyj żetonu akcji do trzeciej akcji
game-button-use-token = Użyj żetonu
game-form-give-character = Oddaj jedną ze swoich Postaci graczowi, który ją przywabia
game-button-give-character = Oddaj
game-field-amount = Oferta
game-field-take = Weź
game-field-give = Oddaj
game-field-from-player = Od gracza
game-field-action = Akcja
step-bid = Licytuj { $gold } { $gold ->
        [one] sztukę złota
        [few] sztuki złota
       *[many] sztuk złota
    }
step-pass-bid = Spasuj w licytacji
step-sealed-bid = Złóż tajną ofertę w wysokości { $gold } { $gold ->
        [one] sztuki złota
       *[many] sztuk złota
    }
step-seal-bid = Zapieczętuj ofertę
step-open-bid = Otwórz zapieczętowaną ofertę: { $bid }
step-seal-disc = Zapieczętuj dysk akcji
step-open-disc = Odkryj dysk akcji: { $disc }
step-swap = Oddaj Postać { $give } i weź { $take } ({ $slot })
step-lure = Przywab Postać od gracza na miejscu { $seat } ({ $slot })
step-use-token = Użyj żetonu akcji do akcji { $action }
step-give-character = Oddaj Postać { $character }
game-button-finish = Zakończ turę
game-replace-heading = Wybierz nową Postać
game-replace-intro = Ktoś zabrał Twoją Postać. Wybierz inną z banku; tura toczy się dalej, gdy to zrobisz.

## Strona gry: gracze, tor gubernatorów, punktowanie

game-col-seat = Miejsce
game-col-player = Gracz
game-col-characters = Postacie
game-col-architect = Architekt
game-col-supply = Pula
game-col-quarry = Kamieniołom
game-col-palaces = Pałace
game-col-gold = Złoto
game-col-disc = Dysk
game-palaces-of = { $built } z { $total }
game-gold-hidden = ukryte
game-disc-unset = nieustawiony
game-disc-set = ustawiony
game-disc-unopenable = nie dał się otworzyć
game-played = rozegrana
game-bank = Postacie w banku: { $characters }.
game-bank-none = brak
game-joined = dołączył(a)
game-not-joined-yet = jeszcze nie dołączył(a)
game-not-joined = nie dołączył(a)
game-track = Tor gubernatorów, od dołu:
game-track-round-slot = { $city } (pole rundy { $round })
game-track-slot = { $city } (pole { $slot })
game-last-scoring = Ostatnie punktowanie
game-scoring-heading = Runda { $round }: punktowanie w mieście { $city }.
game-scoring-line = { $name }: { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }, { $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
game-scoring-nobody = Nikt nie zdobył punktów.
game-scoring-alone = { $name } jako jedyny zdobył(a) punkty i dostał(a) dodatkowo { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }.
game-final-ranking = Końcowa klasyfikacja
game-ranking-line = { $name } — { $palaces ->
        [one] { $palaces } pałac
        [few] { $palaces } pałace
       *[many] { $palaces } pałaców
    }, { $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
game-winner = Wygrywa { $name }: { $palaces ->
        [one] { $palaces } pałac
        [few] { $palaces } pałace
       *[many] { $palaces } pałaców
    } i { $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }.
game-option-hidden-gold = ukryte złoto
game-option-short = krótka gra
game-option-neutral-palaces = neutralne pałace
game-option-expanded = gra rozszerzona
game-option-home-cities = miasta domowe
game-option-several-characters = kilka Postaci
game-option-signed = podpisane ruchy
game-option-sealed = dyski pieczętowane w przeglądarce

## Strona gry: panel zakładającego, ustawienia poczty, linki

game-host-heading = Gracze (zakładający grę)
game-mail-lag = Wysyłka poczty się opóźnia: { $unsent ->
        [one] { $unsent } wiadomość czeka
        [few] { $unsent } wiadomości czekają
       *[many] { $unsent } wiadomości czeka
    } na wysłanie, najstarsza od { $waited }. Ruchy są zapisane; poczta do nich dotrze.
game-lag-seconds = { $n ->
        [one] { $n } sekundy
       *[many] { $n } sekund
    }
game-lag-minutes = { $n ->
        [one] { $n } minuty
       *[many] { $n } minut
    }
game-lag-hours = { $n ->
        [one] { $n } godziny
       *[many] { $n } godzin
    }
game-live-links = { $links ->
        [one] { $links } aktywny link
        [few] { $links } aktywne linki
       *[many] { $links } aktywnych linków
    }
game-bot-seat = to miejsce zajmuje bot (bez linku i bez poczty)
game-needs-script = Ten poziom zaufania wymaga JavaScriptu: przeglądarka podpisuje Twoje ruchy (i pieczętuje Twoje tajne wybory), zanim je wyśle. Włącz JavaScript, aby grać z tej strony.
game-needs-crypto = Ta przeglądarka nie może zapieczętować Twojego dysku: brakuje jej WebCrypto lub pamięci lokalnej (IndexedDB), które strona dostaje tylko przez https albo z localhost. Aby ustawić dysk, otwórz grę przez https lub w innej przeglądarce.
game-needs-crypto-bid = Ta przeglądarka nie może zapieczętować Twojej oferty: brakuje jej WebCrypto lub pamięci lokalnej (IndexedDB), które strona dostaje tylko przez https albo z localhost. Aby złożyć ofertę, otwórz grę przez https lub w innej przeglądarce.
game-button-resend = Wyślij link ponownie
game-button-revoke = Unieważnij linki
game-link-log = zapis gry
game-link-export = eksport
game-link-mail = Twoja poczta
game-link-watch = widok widza
mail-settings-heading = Ustawienia poczty
mail-settings-mode = Poczta:
mail-settings-every = każdy e-mail od razu
mail-settings-digest = dzienne podsumowanie (o 8:00 Twojego czasu)
mail-settings-none = bez poczty (wypisany)
mail-settings-zone = Strefa czasowa (dla godzin w e-mailach i w podsumowaniu):
mail-settings-vacation = Na urlopie: bez przypomnień (terminy gry nadal obowiązują)
mail-settings-save = Zapisz ustawienia poczty
done-turn-finished = Twoja tura jest zakończona i zapisana w grze.
done-mail-saved = Ustawienia poczty są zapisane.
done-link-resent = Gracz dostał e-mailem nowy osobisty link; jego wcześniejsze linki nadal działają.
done-links-revoked = Linki i sesje gracza zostały unieważnione; wyślij mu nowy link, aby znów go wpuścić.
place-house-body = Postaw swój dom startowy ({ $number }. z { $of }) w dowolnej wiosce, w której jest miejsce (wioska mieści { $capacity ->
        [one] { $capacity } dom
        [few] { $capacity } domy
       *[many] { $capacity } domów
    }); jest darmowy. Gracze stawiają po jednym domu w kolejności Postaci; masz { $character }.
place-house-by = Postaw go, proszę, do { $deadline }.
disc-set-body = { $name }: dysk ustawiony ({ $at }).
key-registered-body = Dla Twojego miejsca w tej grze zapisano urządzenie { $device } z kluczem { $key }: ruchy, które podpisze, liczą się od teraz jako Twoje. Dzieje się tak, gdy jeden z Twoich osobistych linków zostanie otwarty na nowym urządzeniu i zapisze się tam jego klucz.
key-registered-not-you = Jeśli to nie Ty, ktoś inny ma jeden z Twoich linków: poproś gospodarza gry, by unieważnił Twoje linki i wysłał Ci nowy, i powiedz o tym pozostałym graczom. Każdy ruch podpisany kluczem jest w zapisie gry z numerem urządzenia, więc eksport pokazuje, które ruchy wykonało to urządzenie.
disc-set-all = Wszystkie dyski są ustawione.
disc-set-still = Dysk muszą jeszcze ustawić: { $names }.

# --- ruleswords ---
rules-title-maharaja = Zasady gry Maharadża
rules-title-citadels = Zasady gry Cytadela
rules-decisions = Rozstrzygnięcia
home-rules-citadels = Zasady Cytadeli wraz z naszymi rozstrzygnięciami.
rules-col-rank = Numer
rules-col-character = Postać
rules-col-ability = Zdolność
rules-col-district = Dzielnica
rules-col-cost = Koszt
rules-col-effect = Działanie

# --- citui ---
citadels-unfinished = Twoje niedokończone kroki (nic nie zostanie zagrane, dopóki nie zakończysz tury)
citadels-undo = Cofnij ostatni krok
citadels-at-once = { $move } (nie można cofnąć)
citadels-your-link = Twój osobisty link
citadels-your-link-why = Aby otworzyć tę grę na innym urządzeniu, poproś o nowy osobisty link e-mailem; twoje pozostałe linki nadal działają.
citadels-resend-mine = Wyślij mój link ponownie
done-own-link-resent = Nowy osobisty link został wysłany do ciebie e-mailem; wcześniejsze linki nadal działają.

# --- formwords ---
## Zaproszenia, „Twój ruch”, przypomnienia i podsumowania (helper formwords, #15/#13)

invite-new-link-maharaja = Oto nowy osobisty link do Twojej gry w Maharadżę z graczami: { $players }. Twoje wcześniejsze linki nadal działają, chyba że zakładający grę je unieważnił.
invite-new-link-citadels = Oto nowy osobisty link do Twojej gry w Cytadelę z graczami: { $players }. Twoje wcześniejsze linki nadal działają, chyba że zakładający grę je unieważnił.
invite-open-joined = Otwórz grę linkiem poniżej. E-mail dostaniesz za każdym razem, gdy gra będzie na Ciebie czekać.
invite-host-maharaja = Twoja gra w Maharadżę przez e-mail jest gotowa. Gracze w wybranej przez Ciebie kolejności: { $players }.
invite-host-citadels = Twoja gra w Cytadelę przez e-mail jest gotowa. Gracze w kolejności przy stole: { $players }.
invite-guest-maharaja = { $host } zaprasza Cię do gry w Maharadżę przez e-mail; grają: { $players }.
invite-guest-citadels = { $host } zaprasza Cię do gry w Cytadelę przez e-mail; grają: { $players }.
invite-rules = Zasady: { $options }.
invite-set = Postacie i fioletowe dzielnice: { $set }.
invite-set-characters = postacie { $characters }
invite-join-text =
    Otwórz grę linkiem poniżej i naciśnij „Dołącz”; gra zacznie się, gdy dołączą
    wszyscy. E-mail dostaniesz za każdym razem, gdy gra będzie na Ciebie czekać.
invite-join = Otwórz grę linkiem poniżej i naciśnij „Dołącz”; gra zacznie się, gdy dołączą wszyscy. E-mail dostaniesz za każdym razem, gdy gra będzie na Ciebie czekać.
deadline-none = Bez terminów: gra czeka tak długo, jak trzeba.
deadline-turn-maharaja = { $hours ->
        [one] { $hours } godzina
        [few] { $hours } godziny
       *[many] { $hours } godzin
    } na każdy ruch (dysk, turę, wybór), licząc od chwili, gdy gra zacznie na Ciebie czekać.
deadline-turn-citadels = { $hours ->
        [one] { $hours } godzina
        [few] { $hours } godziny
       *[many] { $hours } godzin
    } na każdy ruch (wybór postaci, turę, decyzję), licząc od chwili, gdy gra zacznie na Ciebie czekać.
deadline-reminder = Przypomnienie { $hours ->
        [one] { $hours } godzinę
        [few] { $hours } godziny
       *[many] { $hours } godzin
    } przed terminem (nie w czasie Twojego urlopu).
deadline-missed-wait = Przegapiony termin: gra czeka (tylko przypomnienia).
deadline-missed-auto-maharaja = Przegapiony termin: serwer wykonuje ruch za Ciebie — brakujący dysk ustawia na Złoto + Złoto; niedokończona tura się kończy (reszta dysku przepada); utraconą Postać zastępuje najniższa z banku.
deadline-missed-auto-citadels = Przegapiony termin: serwer wykonuje ruch za Ciebie — przy wyborze bierze najniższą z podanych postaci; w turze bierze 2 sztuki złota i kończy turę.
game-option-hidden-gold-what = złoto innych graczy nie jest widoczne w trakcie gry
game-option-short-what = po 6 pałaców, najwyżej 8 rund
game-option-neutral-palaces-what = przy mniej niż 5 graczach jeden neutralny pałac za każdy nieużywany kolor w każdym mieście
game-option-expanded-what = Jogin i żetony akcji
game-option-home-cities-what = +1 punkt w mieście rodzinnym Twojej Postaci
game-option-several-characters-what = gracz może mieć więcej niż jedną Postać (rozszerzenie II)
game-option-explained = { $option } ({ $what })
game-option-label = { $option }: { $what }
game-option-auction = Postacie
game-option-auction-none = wybierane w kolejności graczy
game-option-auction-open = licytowane, oferty jawne
game-option-auction-sealed = licytowane, oferty tajne
game-option-auctioned = Postacie: { $how }
set-first-game = zestaw na pierwszą grę (instrukcja, s. 2)
set-ambitious-aristocrats = Ambitni arystokraci
set-cunning-agents = Przebiegli agenci
set-illustrious-emissaries = Znamienici wysłannicy
set-devious-dignitaries = Podstępni dostojnicy
set-tenacious-delegates = Nieustępliwi delegaci
set-vicious-nobles = Okrutni możni
mail-your-move = Gra czeka na Ciebie: { $what }.
mail-your-move-by = Wykonaj ruch do { $deadline }.
mail-reminder-left = Gra czeka na Ciebie: { $what }. Termin mija { $deadline }, mniej więcej za { $hours ->
        [one] { $hours } godzinę
        [few] { $hours } godziny
       *[many] { $hours } godzin
    }.
mail-reminder-passed = Gra czeka na Ciebie: { $what }. Termin minął { $deadline }: wykonaj ruch jak najszybciej.
wait-to-do-character = wybrać swoją pierwszą Postać
wait-to-do-house = postawić początkowy dom
wait-to-do-disc = ustawić swój dysk na rundę { $round }
wait-to-do-turn = rozegrać swoją turę w rundzie { $round }
wait-to-do-new-character = wybrać nową Postać
wait-to-do-bid = licytować Postacie albo spasować
wait-to-do-sealed-bid = złożyć tajną ofertę w licytacji Postaci
wait-to-do-gift = wybrać, którą ze swoich Postaci oddasz
wait-to-do-open-disc = otworzyć swój dysk: zaczyna się Twoja tura w rundzie { $round }, a dysk nieotwarty do terminu przepada
wait-to-do-open-bid = otworzyć swoją zapieczętowaną ofertę: wszystkie oferty są złożone, a oferta nieotwarta do terminu jest nieważna
wait-to-do-other = wykonać ruch
policy-waits = Jeśli go przegapisz, gra na Ciebie poczeka — a z nią wszyscy pozostali.
policy-disc = Jeśli go przegapisz, serwer ustawi Twój dysk na Złoto + Złoto (zasada gry dla nieobecnych).
policy-turn = Jeśli go przegapisz, serwer zakończy Twoją turę (zasada gry dla nieobecnych): czego nie rozegrasz z dysku, przepada, a każdy inny gracz dostaje { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }.
policy-new-character = Jeśli go przegapisz, serwer da Ci Postać z najniższym numerem z banku (zasada gry dla nieobecnych).
policy-bid = Jeśli go przegapisz, pasujesz (oferta wywoławcza to 0; zasada gry dla nieobecnych).
policy-sealed-bid = Jeśli go przegapisz, serwer zaoferuje za Ciebie 0 (zasada gry dla nieobecnych).
policy-gift = Jeśli go przegapisz, serwer odda Twoją Postać z najwyższym numerem (zasada gry dla nieobecnych).
policy-open-disc = Jeśli go przegapisz, Twój dysk przepada wraz z obiema akcjami (kara z zasad, niezależnie od zasady dla nieobecnych).
policy-open-bid = Jeśli go przegapisz, Twoja oferta jest nieważna: nie może wygrać i nic nie kosztuje (kara z zasad, niezależnie od zasady dla nieobecnych).
mail-digest-intro = Twoje podsumowanie gry „{ $title }”: { $count ->
        [one] { $count } wiadomość
        [few] { $count } wiadomości
       *[many] { $count } wiadomości
    } od { $since }.

## Strona wypisania się z e-maili

unsubscribe-title = Wypisz się
unsubscribe-done-heading = Wypisano Cię z e-maili
unsubscribe-done = { $name }, nie dostaniesz już żadnego e-maila o grze „{ $title }”. Gra toczy się dalej bez Twoich e-maili:
unsubscribe-done-over = już się skończyła.
unsubscribe-done-goes-on = gdy czeka na Ciebie, czeka dalej (albo wykonuje ruch za Ciebie, jeśli tak mówią jej terminy).
unsubscribe-undo = Zmiana zdania? „Ustawienia poczty” na stronie gry (otwórz ją osobistym linkiem z wcześniejszego e-maila) znów włączą e-maile.
unsubscribe-heading = Wypisać się z e-maili gry „{ $title }”?
unsubscribe-ask = { $name }, to zatrzyma wszystkie e-maile o tej grze do Ciebie. Sama gra toczy się dalej.
unsubscribe-button = Wypisz się
unsubscribe-digest = Zamiast tego możesz dostawać codzienne podsumowanie: zobacz „Ustawienia poczty” na stronie gry.

## Formularze nowej gry, ich błędy i strony wokół początku gry

game-name-maharaja = Maharadża
game-name-citadels = Cytadela
form-game-legend = Gra
form-which-game = Która gra
form-title = Tytuł
form-lang = Język e-maili gry (każdy gracz może wybrać własny)
form-host-legend = Ty, zakładający grę (gracz 1)
form-name = Imię
form-email = E-mail
form-others-legend = Pozostali gracze (od 1 do { $most })
form-rules-legend = Zasady
form-set = Postacie i fioletowe dzielnice
form-deadlines-legend = Terminy
form-turn-hours = Ile godzin gracz ma na ruch
form-reminder-hours = Przypomnienie tyle godzin wcześniej
form-no-show = Gdy ktoś przegapi termin
form-no-show-wait = czekać na niego (tylko przypomnienia)
form-no-show-auto-maharaja = grać za niego: Złoto + Złoto, niedokończone tury się kończą
form-no-show-auto-citadels = grać za niego: najniższa z podanych postaci, w turze 2 sztuki złota i koniec tury
form-after-legend = Po zakończeniu
form-private = gra prywatna (dziennik i eksport zobaczą tylko gracze)
form-create = Załóż grę i wyślij zaproszenia
form-play-maharaja-instead = Zagraj raczej w Maharadżę
form-error-lang = Wybierz jeden z podanych języków.
form-error-game = Wybierz jedną z podanych gier.
form-error-name-empty = Podaj imię.
form-error-name-long = Imię może mieć najwyżej 40 znaków.
form-error-name-lines = Imię musi mieścić się w jednym wierszu.
form-error-name-invisible = Imię nie może zawierać niewidocznych znaków ani znaków zmieniających kierunek tekstu (na przykład spacji o zerowej szerokości czy przełączenia na pisanie od prawej).
form-error-name-twice = Dwóch graczy nie może mieć tego samego imienia.
form-error-email-empty = Podaj adres e-mail.
form-error-email-long = Adres e-mail może mieć najwyżej 200 znaków.
form-error-email-bad = Na ten adres nie da się wysłać e-maila: sprawdź, czy nie ma w nim zbędnej kropki, spacji, nawiasu lub innego znaku.
form-error-email-ip = Podaj adres w domenie, na przykład anna@example.org, a nie pod adresem IP.
form-error-email-twice = Dwóch graczy nie może mieć tego samego adresu e-mail: osobisty link i zapieczętowane potwierdzenia każdego gracza trafiają do jego własnej skrzynki.
form-error-players-maharaja = Gra potrzebuje od 2 do 5 graczy: Ciebie i od 1 do 4 innych.
form-error-players-citadels = Cytadela potrzebuje od 2 do 8 graczy: Ciebie i od 1 do 7 innych.
form-error-title-long = Tytuł musi mieścić się w jednym wierszu i mieć najwyżej 80 znaków.
form-error-title-invisible = Tytuł nie może zawierać niewidocznych znaków ani znaków zmieniających kierunek tekstu.
form-error-turn-hours = Podaj całkowitą liczbę godzin od 1 do 720.
form-error-reminder-hours = Podaj całkowitą liczbę godzin (0 = bez przypomnienia).
form-error-reminder-late = Przypomnienie musi przyjść przed terminem.
form-error-no-show = Wybierz, co się dzieje po przegapionym terminie.
form-error-trust = Wybierz jeden z podanych poziomów zaufania.
form-error-options = Tych opcji nie da się odczytać.
form-error-set = Wybierz jeden z podanych zestawów.
form-error-board = Nie da się wczytać planszy: { $error }
invited-title = { $title } — zaproszenia wysłane
invited-heading = { $title }: zaproszenia zostały wysłane
invited-each = Każdy gracz — Ty też — dostaje e-mail z osobistym linkiem do gry. Otwórz swój i naciśnij „Dołącz”; gra zacznie się, gdy dołączą wszyscy.
invited-keep = Zachowaj swój link dla siebie: kto go ma, gra za Ciebie. Zakładający grę może na stronie gry wysłać nowy link albo unieważnić stare.
invited-file-mail = Nie skonfigurowano tu serwera poczty, więc e-maile są zapisywane do plików: operator czyta je na stronie poczty wychodzącej (jej adres wypisuje { $command } przy starcie), a każdy gracz znajdzie swoje na stronie gry pod „Twoja poczta”.
lobby-waiting = Gra zacznie się, gdy dołączą wszyscy; wtedy pierwszy e-mail wezwie gracza do ruchu.
lobby-players = Gracze
lobby-seed = Ziarno serwera jest zapieczętowane: jego zobowiązanie to
lobby-seed-checked = Zostanie zmieszane z losową liczbą każdego gracza i ujawnione z dziennikiem po końcu gry, więc każdy może sprawdzić rozdanie.
lobby-join-intro-citadels = Dołącz do gry. Twoja przeglądarka doda losową liczbę do losowości gry (rozdanie, postacie odłożone w każdej rundzie i każde dobranie wynikają z niej i z zobowiązanego ziarna serwera).
own-mail-heading = Twoja poczta w tej grze
own-mail-intro = E-maile, które ta gra Ci wysłała, od najnowszego.
own-mail-back = Wróć do gry
own-mail-none = Na razie brak e-maili.
own-mail-to = Do: { $to }
not-signed-in-heading = Nie jesteś zalogowany w tej grze
not-signed-in-sentence = Gracze otwierają grę osobistym linkiem z e-maila z zaproszeniem. Każdy może oglądać grę jako widz.
not-signed-in-watch = Oglądaj grę

# --- violwords ---
## Dlaczego ruch został odrzucony: jedno zdanie na każdą zasadę (kod `rule` w JSON API), które tę zasadę nazywa.

violation-maharaja-game_already_created = Ta gra została już założona.
violation-maharaja-game_not_created = Gra nie została jeszcze założona.
violation-maharaja-player_count = W grze bierze udział od 2 do 5 graczy, nie { $count }.
violation-maharaja-empty_player_name = Każdy gracz potrzebuje imienia.
violation-maharaja-variant_not_available = Wariant { $variant } nie jest jeszcze dostępny.
violation-maharaja-home_cities_need_expanded = Miasta rodzinne wymagają gry rozszerzonej I: jedno z miast jest domem Jogina, który występuje tylko w grze rozszerzonej I.
violation-maharaja-game_already_started = Gra już się rozpoczęła.
violation-maharaja-unknown_player = W tej grze nie ma gracza numer { $player }.
violation-maharaja-contribution_already_added = { $player } już dodał(a) swój wkład do losowości gry.
violation-maharaja-seed_does_not_match_commitment = Ziarno nie zgadza się ze zobowiązaniem do ziarna złożonym przy zakładaniu gry.
violation-maharaja-governors_not_a_permutation = Tor gubernatorów musi wymieniać każde z 7 miast planszy dokładnie raz.
violation-maharaja-unknown_seat = W tej grze nie ma gracza { $seat }.
violation-maharaja-not_choosing_characters = Postacie wybiera się tylko na początku gry, gracz po graczu.
violation-maharaja-not_your_turn_to_choose = Postać wybiera teraz inny gracz: { $next }.
violation-maharaja-character_not_in_bank = Nie możesz wziąć Postaci { $character }: nie ma jej w banku.
violation-maharaja-character_not_in_game = Nie możesz wziąć Postaci { $character }: występuje tylko w grze rozszerzonej.
violation-maharaja-choice_is_auctioned = W tej grze prawo wyboru Postaci jest licytowane: najpierw wygraj licytację.
violation-maharaja-no_auction = W tej grze nie ma licytacji Postaci: Postacie wybiera się w kolejności graczy.
violation-maharaja-not_auctioning = Oferty składa się tylko w licytacjach Postaci przed grą.
violation-maharaja-auction_is_sealed = W tej licytacji składa się zapieczętowane oferty, otwierane wszystkie naraz, a nie jawne oferty czy pasy.
violation-maharaja-auction_is_open = Ta licytacja jest jawna: licytuj lub pasuj w kolejności graczy, zamiast pieczętować ofertę.
violation-maharaja-waiting_for_auction_winner = Licytacja się skończyła i czeka, aż { $seat } wybierze Postać.
violation-maharaja-not_your_turn_to_bid = Licytuje lub pasuje teraz inny gracz: { $next }.
violation-maharaja-not_a_bidder = Masz już Postać, więc nie bierzesz udziału w tej licytacji.
violation-maharaja-bid_too_low = Oferta musi być wyższa niż obecna oferta { $current } { $current ->
        [one] sztuki złota
       *[other] sztuk złota
    }, a { $amount } nie jest.
violation-maharaja-bid_exceeds_gold = Nie możesz zaoferować { $amount } { $amount ->
        [one] sztuki złota
       *[other] sztuk złota
    }: oferta nie może przekraczać Twojego złota, a masz { $have }.
violation-maharaja-opener_must_bid = Pierwszy licytujący nie może spasować: otwórz licytację ofertą 0 lub więcej sztuk złota.
violation-maharaja-bids_all_in = Wszystkie zapieczętowane oferty tej licytacji już są; właśnie się je otwiera.
violation-maharaja-bid_already_set = Zapieczętowana oferta gracza { $seat } w tej licytacji już jest złożona.
violation-maharaja-bids_not_all_in = Zapieczętowane oferty otwiera się dopiero, gdy złożą je wszyscy licytujący.
violation-maharaja-no_such_bid = W tej licytacji nie ma zapieczętowanej oferty gracza { $seat } do otwarcia.
violation-maharaja-bid_reveal_does_not_match_commitment = Odkryta oferta i nonce nie zgadzają się ze zobowiązaniem, które { $seat } złożył(a) w tej licytacji.
violation-maharaja-not_placing_houses = Początkowe domy stawia się tylko podczas przygotowania, gdy każdy gracz wybrał już Postać.
violation-maharaja-not_your_turn_to_place = Dom stawia teraz inny gracz: { $next }.
violation-maharaja-initial_house_not_in_village = Początkowe domy stawia się w wioskach, a { $at } nie jest wioską.
violation-maharaja-village_full = W wiosce { $village } { $capacity ->
        [one] stoi już { $capacity } dom
        [few] stoją już { $capacity } domy
       *[many] stoi już { $capacity } domów
    }, a tyle może najwyżej stać w wiosce w tej grze.
violation-maharaja-not_setting_discs = Dyski ustawia się na początku rundy, dopóki ostatni gracz nie ustawi swojego.
violation-maharaja-disc_already_set = Dysk gracza { $seat } na tę rundę jest już ustawiony.
violation-maharaja-not_this_seats_reveal = Dysk gracza { $seat } odkrywa się dopiero, gdy zaczyna się jego tura.
violation-maharaja-reveal_does_not_match_commitment = Odkryte akcje i nonce nie zgadzają się ze zobowiązaniem, które { $seat } złożył(a) na tę rundę.
violation-maharaja-not_your_turn = Możesz działać tylko w swojej turze.
violation-maharaja-seat_not_active = Teraz nie jest tura gracza { $seat }.
violation-maharaja-waiting_for_replacement = Tura czeka, aż { $seat } wybierze nową Postać.
violation-maharaja-no_character_to_replace = Nową Postać wybiera tylko gracz, który właśnie stracił swoją.
violation-maharaja-slot_shows_other_action = Na Twoim dysku { $slot } pokazuje akcję { $shown }, a nie { $wanted }.
violation-maharaja-wanted-house = akcję budującą dom
violation-maharaja-wanted-palace = akcję budującą pałac
violation-maharaja-disc_forfeited = Twojego dysku nie udało się otworzyć, więc obie jego akcje przepadają.
violation-maharaja-action_already_done = Akcję, którą pokazuje { $slot } Twojego dysku, już wykonałeś(-aś).
violation-maharaja-no_action_tokens = Żetonów akcji używa się tylko w grze rozszerzonej.
violation-maharaja-no_token_to_use = Nie masz żetonu akcji do użycia.
violation-maharaja-token_already_used = W jednej turze możesz użyć tylko jednego żetonu akcji, a w tej turze już jednego użyłeś(-aś).
violation-maharaja-token_cannot_be_character = Żetonu akcji nie można użyć do akcji Postać.
violation-maharaja-no_token_in_use = Najpierw użyj żetonu akcji; jego akcję rozgrywa się potem z żetonem.
violation-maharaja-not_enough_gold = To kosztuje { $needed } { $needed ->
        [one] sztukę złota
        [few] sztuki złota
       *[many] sztuk złota
    }, a masz tylko { $have } { $have ->
        [one] sztukę złota
        [few] sztuki złota
       *[many] sztuk złota
    }.
violation-maharaja-supply_empty = Nie masz żadnego domu w swojej puli; domy z kamieniołomu przynosi akcja Kamieniołom.
violation-maharaja-quarry_empty = Twój kamieniołom jest pusty, więc nie ma skąd wziąć domu.
violation-maharaja-architect_not_in_city = Możesz budować w mieście { $city } tylko wtedy, gdy stoi tam Twój architekt.
violation-maharaja-architect_not_in_city_for_move = Możesz przesunąć dom do miasta { $city } tylko wtedy, gdy stoi tam Twój architekt.
violation-maharaja-not_a_house_site = Domy stoją w wioskach i miastach, a { $at } nie jest ani jednym, ani drugim.
violation-maharaja-unknown_place = Na tej planszy nie ma miejsca „{ $id }”.
violation-maharaja-unknown_city = Na tej planszy nie ma miasta „{ $city }”.
violation-maharaja-second_house_must_be_in_city = Przy akcji 2 domy co najmniej jeden dom trafia do miasta, więc po domu w wiosce drugi musisz zbudować w mieście.
violation-maharaja-no_palace_left = Nie został Ci żaden pałac do zbudowania.
violation-maharaja-central_site_taken = Środkowe miejsce na pałac w mieście { $city } jest już zajęte.
violation-maharaja-outer_sites_full = Wszystkie zewnętrzne miejsca na pałac w mieście { $city } są zajęte.
violation-maharaja-no_house_there = Miejsce { $at }: nie masz tam domu do przesunięcia.
violation-maharaja-move_to_same_place = Dom trzeba przesunąć na inne miejsce.
violation-maharaja-governor_at_bottom = Gubernator miasta { $city } jest już na najniższym polu i nie może zejść niżej.
violation-maharaja-already_hold_character = Masz już Postać { $character }; akcja Postać bierze inną.
violation-maharaja-not_expanded_two = Zamiana i przywabienie Postaci należą do gry rozszerzonej II, której ta gra nie używa.
violation-maharaja-bank_empty = W banku nie została żadna Postać, więc akcja Postać zamiast tego zamienia lub przywabia Postać od innego gracza.
violation-maharaja-bank_not_empty = Dopóki w banku są Postacie, akcja Postać bierze jedną z nich; zamiana i przywabienie przychodzą dopiero, gdy bank jest pusty.
violation-maharaja-do_not_hold_character = Nie masz Postaci { $character }, więc nie możesz jej oddać.
violation-maharaja-cannot_lure_from_yourself = Nie możesz przywabić Postaci od samego siebie.
violation-maharaja-lure_needs_fewer_characters = Możesz przywabić tylko od gracza, który ma więcej Postaci niż Ty: Ty { $yours ->
        [one] masz { $yours } Postać
        [few] masz { $yours } Postacie
       *[many] masz { $yours } Postaci
    }, a { $target } { $theirs ->
        [one] ma { $theirs } Postać
        [few] ma { $theirs } Postacie
       *[many] ma { $theirs } Postaci
    }.
violation-maharaja-waiting_for_gift = Tura czeka, aż { $seat } wybierze, którą Postać odda.
violation-maharaja-no_gift_to_give = Postać do oddania wybiera tylko gracz, od którego przywabia się Postać.
violation-maharaja-not_the_builder = Zbudować lub przesunąć dom za darmo może tylko posiadacz Budowniczego.
violation-maharaja-builder_already_used = Darmowego domu lub przesunięcia Budowniczego możesz użyć tylko raz na turę.
violation-maharaja-empty_path = Podróż musi wskazywać co najmniej jedno miejsce za miejscem, gdzie stoi Twój architekt.
violation-maharaja-not_adjacent = Twój architekt nie może przejść z miejsca { $from } do miejsca { $to }: nie sąsiadują ze sobą na drodze.
violation-maharaja-village_without_houses = Twój architekt może przechodzić tylko przez wioski z co najmniej jednym domem, a w wiosce { $village } nie ma żadnego.
violation-maharaja-trip_must_end_in_city = Podróż musi kończyć się w mieście, a { $at } nie jest miastem.
violation-maharaja-already_there = Twój architekt już stoi w mieście { $city }.
violation-maharaja-no_route = Do miasta { $city } nie prowadzi żadna droga przez wioski z domami.
violation-maharaja-cannot_pay_tolls = Myto na tej podróży wynosi { $tolls } { $tolls ->
        [one] sztukę złota
        [few] sztuki złota
       *[many] sztuk złota
    }, masz tylko { $have }, a każde myto musisz móc zapłacić.
violation-maharaja-game_over = Gra się skończyła.
violation-maharaja-move_not_signed = Ta gra działa na poziomie podpisanych ruchów: Twoje urządzenie musi podpisać każdy ruch, a ten ruch przyszedł niepodpisany (strona potrzebuje JavaScriptu, by podpisać).
violation-maharaja-bad_signature = Podpis ruchu nie jest ważny dla ruchu numer { $n } Twojego miejsca z kluczem zarejestrowanym dla Ciebie; odśwież stronę i spróbuj ponownie.
violation-maharaja-key_already_registered = Ten klucz urządzenia jest już zarejestrowany w tej grze.
violation-maharaja-disc_sealed_in_browser = Ta gra pieczętuje dyski w przeglądarce: Twoje urządzenie wysyła tylko zobowiązanie Twojego dysku i zatrzymuje jego otwarcie, więc serwer nie przyjmuje dysku jawnie (strona potrzebuje JavaScriptu, by go zapieczętować).
violation-maharaja-not_sealed_in_browser = Ta gra nie pieczętuje dysków w przeglądarce: dyski przechowuje serwer, więc ustaw sam dysk, a serwer otworzy go, gdy zacznie się Twoja tura.
violation-maharaja-opening_is_the_players = { $seat } zapieczętował(a) swój dysk w przeglądarce: otworzyć go może tylko jego własne urządzenie, a serwer może go jedynie unieważnić po upływie terminu na otwarcie.
violation-maharaja-bid_sealed_in_browser = Ta gra pieczętuje oferty w przeglądarce: Twoje urządzenie wysyła tylko zobowiązanie Twojej oferty i zatrzymuje jej otwarcie, więc serwer nie przyjmuje oferty jawnie (strona potrzebuje JavaScriptu, by ją zapieczętować).
violation-maharaja-bid_not_to_open = { $seat } nie ma teraz zapieczętowanej oferty do otwarcia: oferty zapieczętowane w przeglądarce otwiera się, gdy wszystkie są złożone, każdą raz, na urządzeniu, które ją zapieczętowało.

violation-citadels-not_started = Gra się jeszcze nie rozpoczęła.
violation-citadels-already_started = Gra już się rozpoczęła.
violation-citadels-game_over = Gra się skończyła.
violation-citadels-bad_deck = Talia musi zawierać 54 podstawowe dzielnice i unikatowe dzielnice tej gry, każdą jeden raz.
violation-citadels-bad_draft = Odłożone postacie rundy { $round } nie pasują do zasad wyboru postaci.
violation-citadels-not_referee = O ruchach może rozstrzygać tylko sędzia, który zna zakryte karty.
violation-citadels-cannot_build = Dzielnicy { $district } nie można zbudować.
violation-citadels-monument_too_late = Dzielnicy { $district } nie można zbudować w mieście z 5 lub więcej dzielnicami.
violation-citadels-not_your_move = Teraz nie jest ruch gracza { $player }.
violation-citadels-no_such_seat = W tej grze nie ma gracza { $player }.
violation-citadels-not_drafting = Postacie wybiera się tylko podczas wyboru postaci.
violation-citadels-not_offered = Postaci { $character } nie ma wśród postaci przekazanych Tobie.
violation-citadels-discard_required = Przy tym wyborze musisz też odłożyć jedną postać zakrytą.
violation-citadels-discard_not_allowed = Przy tym wyborze nie odkłada się żadnej postaci.
violation-citadels-not_in_turn = Teraz nie trwa tura żadnej postaci.
violation-citadels-already_gathered = W tej turze już pobrałeś(-aś) dochód.
violation-citadels-gather_first = Najpierw pobierz dochód (złoto lub karty).
violation-citadels-keep_first = Najpierw wybierz, którą z dobranych kart zatrzymasz.
violation-citadels-give_back_first = Najpierw oddaj kartę każdemu graczowi, któremu jedną zabrałeś(-aś).
violation-citadels-nothing_to_give_back = Nie ma kart do oddania.
violation-citadels-give_back_count = Oddaj dokładnie { $owed } { $owed ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
violation-citadels-crown_first = Najpierw przekaż koronę innemu graczowi.
violation-citadels-bad_crown_gift = Korony nie można przekazać temu graczowi.
violation-citadels-nothing_to_take = Ten gracz nie ma nic takiego; weź to drugie.
violation-citadels-nothing_to_keep = Nie ma dobranych kart do zatrzymania.
violation-citadels-keep_count = Z dobranych kart zatrzymaj { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
violation-citadels-not_drawn = Dzielnicy { $district } nie było wśród dobranych kart.
violation-citadels-not_in_hand = Dzielnicy { $district } nie masz na ręce.
violation-citadels-already_in_city = W Twoim mieście jest już dzielnica { $district }: miasto nie może mieć dwóch dzielnic o tej samej nazwie.
violation-citadels-not_enough_gold = To kosztuje { $needed } { $needed ->
        [one] sztukę złota
        [few] sztuki złota
       *[many] sztuk złota
    }; masz { $have }.
violation-citadels-building_limit = W tej turze nie możesz już budować kolejnych dzielnic.
violation-citadels-ability_used = W tej turze już użyłeś(-aś) tej zdolności.
violation-citadels-no_such_ability = Postać { $character } nie ma takiej zdolności.
violation-citadels-bad_target = Postać { $character } nie może wskazać jako celu postaci { $target }.
violation-citadels-self_target = Wybierz innego gracza.
violation-citadels-not_in_city = Dzielnicy { $district } nie ma w tym mieście.
violation-citadels-completed_city = Dzielnic w ukończonym mieście nie można zniszczyć.
violation-citadels-bishop_protected = Dzielnice postaci { $bishop } są w tej rundzie chronione przed postacią nr 8.
violation-citadels-keep_protected = Dzielnicy { $district } nie można zniszczyć.
violation-citadels-too_dear = Dzielnica { $district } kosztuje więcej niż 3 sztuki złota.
violation-citadels-not_richest = { $player } nie jest najbogatszym graczem albo Ty jesteś wśród najbogatszych.
violation-citadels-already_collected = W tej turze już pobrałeś(-aś) dochód z dzielnic tej postaci.
violation-citadels-need_district = Potrzebujesz w swoim mieście dzielnicy { $district }.
violation-citadels-bad_payment = Za dzielnicę { $district } nie można zapłacić w ten sposób.
violation-citadels-witch_only_gathers = Jako { $witch } tylko pobierasz dochód i rzucasz urok na postać; Twoja tura toczy się dalej jako ta postać.
violation-citadels-bewitched = W tej turze tylko pobierasz dochód (jesteś zaczarowany(-a) albo zabity(-a) przy dzielnicy { $district }).
violation-citadels-token_count = Połóż każdy żeton na innej postaci (łącznie { $count }).
violation-citadels-nothing_to_decide = Teraz nie ma nic do zdecydowania.
violation-citadels-not_signed = Twój nakaz na postać { $character } nie jest tym podpisanym.
violation-citadels-not_yours = Postać { $character } nie jest Twoją postacią.
violation-citadels-give_which = Wskaż, którą ze swoich postaci oddajesz.
violation-citadels-look_first = Najpierw obejrzyj rękę któregoś gracza: { $wizard } bierze kartę tylko z ręki, którą obejrzał.
violation-citadels-looked_elsewhere = Obejrzałeś(-aś) rękę innego gracza; weź kartę z niej, a nie od gracza { $player }.
violation-citadels-threat_first = Najpierw zapłać postaci { $blackmailer } albo odmów.
violation-citadels-options-player_count = W Cytadele gra od 2 do 8 graczy, nie { $count }.
violation-citadels-options-character_ranks = Postacie muszą być po jednej z każdego numeru, w kolejności numerów 1–8 lub 1–9.
violation-citadels-options-character_count = Przy { $players } graczach gra się { $needed } postaciami (instrukcja, s. 8).
violation-citadels-options-character_not_for_player_count = Postaci { $character } nie można użyć przy { $players } graczach (instrukcja, s. 8).
violation-citadels-options-unique_district_count = Wybierz dokładnie 14 różnych unikatowych dzielnic.
violation-citadels-options-not_unique = Dzielnica { $district } nie jest dzielnicą unikatową.
violation-citadels-options-district_needs_character = Dzielnicy { $district } można używać tylko razem z postacią { $character }.
violation-citadels-options-not_yet_playable = Karty { $card } durbar jeszcze nie obsługuje.
violation-citadels-options-unknown_preset = Nie ma zestawu postaci o nazwie „{ $name }”.

## Co czyta ten, komu odrzucono żądanie, i nagłówek jego strony.

error-moved-on = Gra tymczasem poszła dalej: { $sentence }
error-internal = Coś poszło nie tak po naszej stronie; spróbuj ponownie.
error-contended = Gra jest teraz zajęta; nic nie zostało zmienione, spróbuj ponownie.
error-payload-too-large = To żądanie jest za duże.
error-key-reused = Ten klucz idempotencji został już użyty do innego żądania (inny adres lub inne pola); z każdym nowym żądaniem wysyłaj nowy klucz.
error-key-foreign = Ten formularz został już użyty gdzie indziej; odśwież stronę i spróbuj ponownie.
error-key-foreign-api = Ten klucz idempotencji został już użyty przez innego gracza lub w innej grze; z każdym nowym żądaniem wysyłaj nowy klucz.
error-method-not-allowed = Ten adres nie obsługuje tej metody; obsługuje { $methods }.
error-heading-400 = Nie udało się odczytać żądania
error-heading-401 = Zaloguj się
error-heading-403 = Niedozwolone
error-heading-404 = Nie znaleziono
error-heading-405 = Nie pod tym adresem
error-heading-409 = Gra poszła dalej
error-heading-413 = Za duże
error-heading-422 = Zasady na to nie pozwalają
error-heading-429 = Zwolnij
error-heading-503 = Zajęte
error-heading-500 = Coś poszło nie tak
draft-dropped = Gra tymczasem poszła dalej, więc Twoje niedokończone kroki zostały odrzucone.
draft-dropped-because = Gra tymczasem poszła dalej, więc Twoje niedokończone kroki zostały odrzucone: { $reason }

# --- recwords ---
## Zapis gry i powtórka: wydarzenia Maharadży słowami

log-character = { $name } ({ $number })
log-disc = { $first } + { $second }
log-city = { $city }
log-in-start = na polu startowym
log-from-start = z pola startowego
log-to-start = na pole startowe
log-round-slot = pole rundy { $slot }
log-slot = pole { $slot }
log-player = gracz { $player }
log-bank = bank
log-payment = { $name } { $gold }
log-option-expanded = gra rozszerzona (Jogin i żetony akcji)
log-option-auction = licytacja Postaci
log-option-sealed-auction = licytacja Postaci w zapieczętowanych ofertach
log-key-registered = { $name } rejestruje urządzenie { $device } z kluczem { $key }: od teraz podpisuje ono ruchy tego gracza.
log-command-signed = { $name } podpisuje następny ruch (podpisany ruch nr { $n }).
log-deadline-passed = Termin gracza { $name } ({ $deadline }) minął: następny ruch wykona za niego serwer.
log-created = Gra powstaje na planszy { $board } dla graczy: { $players }. Serwer zobowiązuje się do losowego ziarna (zobowiązanie { $commitment }).
log-created-with = Gra powstaje na planszy { $board } dla graczy: { $players }; zasady: { $options }. Serwer zobowiązuje się do losowego ziarna (zobowiązanie { $commitment }).
log-joined = { $name } dołącza i dodaje losowość ({ $hex }).
log-seed-revealed = Serwer ujawnia losowe ziarno ({ $hex }); z niego i z losowości graczy losowana jest kolejność miejsc i tor gubernatorów.
log-seats-fixed = Kolejność miejsc ustalił gospodarz: { $seats }.
log-seats-drawn = Kolejność miejsc została wylosowana: { $seats }.
log-governors-given = Płytki gubernatorów leżą na torze tak, jak ustalił gospodarz, od dołu: { $cities }.
log-governors-drawn = Płytki gubernatorów zostały wylosowane i ułożone na torze, od dołu: { $cities }.
log-neutral-palaces = Każde miasto dostaje { $count ->
        [one] { $count } neutralny pałac
        [few] { $count } neutralne pałace
       *[many] { $count } neutralnych pałaców
    }.
log-character-chosen = { $name } wybiera Postać: { $character }.
log-initial-house = { $name } stawia dom startowy { $place }.
log-initial-supply = { $name } przenosi { $count ->
        [one] { $count } dom
        [few] { $count } domy
       *[many] { $count } domów
    } z kamieniołomu do swojej puli.
log-auction-open = Zaczyna się licytacja Postaci nr { $auction } (licytacja otwarta): licytują { $bidders }, zaczyna { $starter }.
log-auction-sealed = Zaczyna się licytacja Postaci nr { $auction } (oferty zapieczętowane): licytują { $bidders }, zaczyna { $starter }.
log-bid = { $name } oferuje { $gold }.
log-bid-deadline = { $name } oferuje { $gold } (wybór serwera po upływie terminu).
log-passed = { $name } pasuje i odpada z tej licytacji.
log-passed-deadline = { $name } pasuje i odpada z tej licytacji (wybór serwera po upływie terminu).
log-bid-sealed = { $name } pieczętuje swoją ofertę (zobowiązanie { $commitment }).
log-bid-sealed-deadline = Po upływie terminu ofertę gracza { $name } pieczętuje serwer (zobowiązanie { $commitment }).
log-bid-opened = Zapieczętowana oferta gracza { $name } zostaje otwarta: { $gold }.
log-bid-unopenable = Zapieczętowanej oferty gracza { $name } nie da się otworzyć; jest niżej niż każda otwarta oferta.
log-bid-voided = { $name } nie otworzył zapieczętowanej oferty w terminie: oferta jest nieważna, nie może wygrać i nic nie kosztuje.
log-auction-won = { $name } wygrywa licytację nr { $auction }, płaci bankowi { $gold } i wybiera Postać.
log-round-started = Zaczyna się runda { $round }: Maharadża udaje się { $city }, a jego gubernator przesuwa się na torze: { $from } → { $to }.
log-disc-set = { $name } ustawia swój dysk (zobowiązanie { $commitment }).
log-disc-set-deadline = Po upływie terminu dysk gracza { $name } ustawia serwer (zobowiązanie { $commitment }).
log-disc-revealed = Dysk gracza { $name } zostaje odsłonięty: { $disc }.
log-disc-unopenable = Dysku gracza { $name } nie da się otworzyć: obie jego akcje przepadają (D14).
log-disc-voided = { $name } nie otworzył dysku w terminie: dysk jest nieważny, a obie jego akcje przepadają.
log-merchant-gold = { $name } dostaje jako Handlarz { $gold }.
log-token-received = { $name } dostaje jako Jogin żeton akcji.
log-forfeit = { $name } nie wykonuje części dysku ({ $slots }): bank wypłaca { $paid } (D3).
log-turn-ended = { $name } kończy swoją turę.
log-turn-ended-deadline = Po upływie terminu turę gracza { $name } kończy serwer.
log-scored = Punktowanie miasta { $city } w rundzie { $round }: { $scores }.
log-scored-nobody = nikt nie miał tam punktów
log-score = { $name } { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    } → { $gold }
log-monopoly = { $scores }; { $name } punktuje jako jedyny i dostaje dodatkowo { $gold } (monopol)
log-rank = { $rank }. { $name } ({ $palaces ->
        [one] { $palaces } pałac
        [few] { $palaces } pałace
       *[many] { $palaces } pałaców
    }, { $gold })
log-ended-palaces = Gra się kończy, bo jeden z graczy zbudował swój ostatni pałac. Końcowa kolejność: { $ranking }.
log-ended-last-round = Gra się kończy, bo rozegrano ostatnią rundę. Końcowa kolejność: { $ranking }.
log-token-used = { $name } używa żetonu akcji do trzeciej akcji: { $action }.
log-gold-taken = { $name } bierze { $gold } ({ $slot }).
log-quarried = { $name } przenosi { $count ->
        [one] { $count } dom
        [few] { $count } domy
       *[many] { $count } domów
    } z kamieniołomu do swojej puli ({ $slot }).
log-quarried-last = { $name } przenosi { $count ->
        [one] { $count } dom
        [few] { $count } domy
       *[many] { $count } domów
    } z kamieniołomu do swojej puli ({ $slot }), więcej tam nie było.
log-house-built = { $name } buduje dom { $place } za { $gold } ({ $slot }).
log-house-built-builder = { $name } buduje darmowy dom { $place } (Budowniczy).
log-house-moved = { $name } przesuwa dom { $from } { $to } ({ $slot }).
log-builder-free = Budowniczy, za darmo
log-palace-central = { $name } buduje pałac { $place } (miejsce środkowe) za { $gold } ({ $slot }).
log-palace-outer = { $name } buduje pałac { $place } (miejsce zewnętrzne) za { $gold } ({ $slot }).
log-governor = { $name } przesuwa gubernatora miasta { $city } w dół toru: { $from } → { $to } ({ $slot }).
log-travelled = Architekt gracza { $name } podróżuje { $from } { $to }: { $tolls }
log-travelled-via = Architekt gracza { $name } podróżuje { $from } { $to } (przez: { $via }): { $tolls }
log-tolls-none = bez myta.
log-tolls-paid = myto { $gold }: { $tolls }.
log-tolls-bank = myto za Mnicha Wędrowca płaci bank: { $tolls }.
log-toll = { $gold } dla gracza { $name } { $place }
log-character-taken = { $name } zabiera graczowi { $other } Postać { $character } ({ $slot }).
log-character-taken-returned = { $name } zabiera graczowi { $other } Postać { $character } ({ $slot }) i oddaje do banku: { $returned }.
log-character-taken-bank = { $name } bierze z banku Postać { $character } ({ $slot }).
log-character-taken-bank-returned = { $name } bierze z banku Postać { $character } ({ $slot }) i oddaje do banku: { $returned }.
log-characters-swapped = { $name } zabiera graczowi { $other } Postać { $took } i daje mu w zamian { $gave } ({ $slot }).
log-character-lured = { $name } wabi Postać od gracza { $other }, który wybierze, którą odda ({ $slot }).
log-character-given = { $name } daje Postać { $character } graczowi { $other }.
log-character-given-deadline = { $name } daje Postać { $character } graczowi { $other } (wybór serwera po upływie terminu).
log-character-replaced = { $name } bierze z banku Postać { $character }.
log-character-replaced-deadline = { $name } bierze z banku Postać { $character } (wybór serwera po upływie terminu).

## Strony zapisu gry: zapis, powtórka, podgląd, wynik, weryfikacja (obie gry)

record-nav-label = Ta gra
record-nav-yours = Twoja gra
record-nav-board = Plansza
record-nav-log = Zapis
record-nav-replay = Powtórka
record-nav-result = Wynik
record-nav-scores = Punkty
record-nav-export = Eksport
record-nav-rules = Zasady
record-page-first = « pierwsza
record-page-earlier = ‹ wcześniejsza
record-page-of = strona { $page } z { $pages }
record-page-later = późniejsza ›
record-page-latest = najnowsza »
record-verify-button = Zweryfikuj tę grę
record-verify-explain = Serwer sprawdza eksport tak jak durbar verify: łańcuch skrótów, każdy zapieczętowany wybór względem jego zobowiązania, ziarno i zasady, zdarzenie po zdarzeniu.
record-log-title = { $game } — zapis
record-log-heading = { $game }: zapis gry
record-log-intro = Wszystkie zdarzenia gry po kolei, z numerem i początkiem skrótu. Każdy skrót obejmuje swoje zdarzenie i poprzednie, więc ostatni z nich (głowa) poręcza za cały zapis.
record-log-range = Zdarzenia { $first }–{ $last } z { $total }.
record-log-pages = Strony zapisu
record-log-pages-below = Strony zapisu, ponownie pod nim
record-log-events = Zdarzenia
record-col-event = Zdarzenie
record-col-hash = Skrót
record-setup = Przygotowanie
record-round = Runda { $round }
record-log-step-title = plansza po tym zdarzeniu
record-head = Głowa zapisu: zdarzenie { $seq }, skrót
record-players = Gracze
record-col-houses = Domy
record-col-houses-title = domy w puli / w kamieniołomie
record-col-houses-label = Domy (pula / kamieniołom)
record-col-status = Stan
record-gold-hidden = Złoto graczy jest ukryte podczas gry (ukryte złoto, D12); każdą płatność pokazuje zapis.
record-read-log = Czytaj zapis
record-steps = Kroki
record-step-start = « początek
record-step-back = ‹ wstecz
record-step-of = krok { $step } z { $total }
record-step-forward = dalej ›
record-step-end = koniec »
record-go-to-step = Przejdź do kroku
record-show = Pokaż
record-rounds = Rundy:
record-before-first = Przed pierwszym zdarzeniem: gra jeszcze nie istnieje.
record-around = Wokół tego kroku
record-replay-title = { $game } — powtórka, krok { $step }
record-replay-heading = { $game }: powtórka
record-event-n = Zdarzenie { $step }:
record-players-after = Gracze po kroku { $step }
record-event-hash = Zdarzenie { $step } ma skrót
record-watch-title = { $game } — podgląd
record-next-cities = Maharadża odwiedzi kolejno:
record-bank = W banku:
record-options = Zasady:
record-watch-note = To jest widok widza: pokazuje to, co wolno widzieć każdemu. Dyski pozostają zapieczętowane, dopóki nie zacznie się tura ich gracza.
record-replay-start = Powtórz grę od początku
record-download-export = Pobierz eksport
record-result-title = { $game } — wynik
record-scores-title = { $game } — punkty
record-result-heading = { $game }: wynik
record-scores-heading = { $game }: dotychczasowe punkty
record-cities-heading = { $game }: dotychczasowe miasta
record-ranking-rule = Wygrywa ten, kto zbudował najwięcej pałaców; przy remisie decyduje więcej złota, potem niższy numer Postaci.
record-col-rank = Miejsce
record-col-character = Postać
record-col-ahead = Przewaga nad następnym
record-not-over = Gra jeszcze się nie skończyła. Końcowa kolejność pojawi się tu po ostatnim punktowaniu.
record-by-round = Punktowanie w rundach
record-none-scored = Żadne miasto nie było jeszcze punktowane.
record-scoring-rule = W każdej rundzie punktowane jest miasto Maharadży: punkty w nim (architekt 1, każdy dom 1, zewnętrzny pałac 1 lub 2 z Sadhu, środkowy pałac 3), potem złoto według miejsca; ★ oznacza premię za monopol.
record-col-round = Runda
record-col-city = Miasto
record-cell-points = { $points ->
        [one] { $points } pkt
        [few] { $points } pkt
       *[many] { $points } pkt
    }
record-gold-from-scorings = Złoto z punktowań
record-verify-title = { $game } — zweryfikowana?
record-verify-heading = { $game }: weryfikacja
record-verified = ZWERYFIKOWANO.
record-verified-events = Wszystkie zdarzenia ({ $events }) są w porządku.
record-verify-chain = Łańcuch skrótów jest nienaruszony aż do głowy
record-verify-ranking = Końcowa kolejność według powtórki
record-verify-compare = Porównaj głowę z tą podaną w twoich e-mailach ({ $head }): jeśli się zgadzają, otrzymany zapis jest właśnie tym. Aby to sprawdzić bez ufania temu serwerowi, uruchom durbar verify na eksporcie:
record-not-verified = NIE ZWERYFIKOWANO.
record-verify-again = Zweryfikuj ponownie
record-citadels-ended = Gra skończyła się po rundzie { $round }, w której ukończono pierwsze miasto.
record-citadels-scoring-rule = Gracz dostaje punkty za koszt każdej dzielnicy w swoim mieście, 3 za dzielnice we wszystkich pięciu kolorach, 4 za ukończenie miasta jako pierwszy i 2 za późniejsze ukończenie oraz dodatkowe punkty unikalnych dzielnic. Przy remisie wygrywa ten, czyja postać w ostatniej rundzie miała wyższą rangę.
record-col-districts = Dzielnice
record-col-colours = Pięć kolorów
record-col-completed = Ukończone miasto
record-col-unique = Unikalne dzielnice
record-col-points = Punkty
record-col-last-character = Najwyższa postać w ostatniej rundzie
record-citadels-not-over = Gra jeszcze się nie skończyła. Końcowa kolejność pojawi się tu, gdy skończy się runda, w której ktoś ukończy swoje miasto.
record-cities = Miasta
record-waited-mark = · czekamy na niego
record-in-hand = Na ręce:
record-deck = { $count ->
        [one] W talii jest { $count } karta.
        [few] W talii są { $count } karty.
       *[many] W talii jest { $count } kart.
    }
record-secret-note = Karty na ręce i nieujawnione wybory są tajne: ten widok pokazuje to, co wolno widzieć każdemu graczowi.
record-citadels-hands-shown = Gra się skończyła, a jej ziarno jest ujawnione, więc nic nie jest już tajne: powtórka pokazuje wszystkie karty na ręce w każdym kroku (tak jak odtwarza je z ziarna durbar verify). Wybory postaci są nazwane, gdy tylko zapis je ujawni.
record-citadels-hands-hidden = W trakcie gry powtórka składa tylko publiczny zapis: karty na ręce, dobrane karty i nieujawnione wybory pozostają ukryte.
record-status-setup = Przygotowanie · { $phase } · { $maharaja }
record-status-round = Runda { $round } · { $phase } · { $maharaja }
record-maharaja-in = Maharadża jest { $place }
record-maharaja-start = Maharadża czeka na polu startowym
record-wait-creation = Gra jest zakładana.
record-the-server = serwer
record-wait-join = Czekamy, aż do gry dołączą: { $names }.
record-wait-character = Czekamy, aż { $name } wybierze Postać.
record-wait-bid = Czekamy, aż { $name } podbije albo spasuje.
record-wait-sealed-bids = { $count ->
        [one] Czekamy na zapieczętowaną ofertę: { $names }.
       *[other] Czekamy na zapieczętowane oferty: { $names }.
    }
record-wait-bid-reveal = Wszystkie oferty są złożone: serwer je otwiera.
record-wait-bid-openings = { $count ->
        [one] Wszystkie oferty są złożone; czekamy na otwarcie zapieczętowanej oferty: { $names }.
       *[other] Wszystkie oferty są złożone; czekamy na otwarcie zapieczętowanych ofert: { $names }.
    }
record-wait-gift = Czekamy, aż { $name } wybierze, którą Postać odda (D10).
record-wait-house = Czekamy, aż { $name } postawi dom startowy.
record-wait-discs = { $count ->
        [one] Czekamy na ustawienie dysku: { $names }.
       *[other] Czekamy na ustawienie dysków: { $names }.
    }
record-wait-reveal = Zaczyna się tura gracza { $name }: serwer odsłania jego dysk.
record-wait-replacement = Czekamy, aż nowe Postacie z banku wybiorą: { $names } (D6).
record-wait-turn = { $name } rozgrywa swoją turę.
record-tokens = { $count ->
        [one] { $count } żeton akcji
        [few] { $count } żetony akcji
       *[many] { $count } żetonów akcji
    }
record-disc-sealed = ustawiony (zapieczętowany)
record-status-awaited = czekamy na niego
record-status-playing = gra
record-status-played = już zagrał
record-status-to-play = jeszcze zagra
record-ahead-palaces = więcej pałaców
record-ahead-gold = tyle samo pałaców, więcej złota
record-ahead-character = tyle samo pałaców i złota, niższa Postać
record-ended-palaces = Jeden z graczy zbudował swój ostatni pałac, więc gra skończyła się po punktowaniu tej rundy.
record-ended-last-round = Rozegrano ostatnią rundę, więc gra skończyła się po jej punktowaniu.
record-ahead-points = więcej punktów
record-ahead-higher-character = tyle samo punktów, wyższa postać w ostatniej rundzie
record-ahead-earlier-seat = tyle samo punktów i ranga postaci: wcześniejsze miejsce przy stole
record-verify-rank = { $rank }. { $name }: { $palaces ->
        [one] { $palaces } pałac
        [few] { $palaces } pałace
       *[many] { $palaces } pałaców
    }, { $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
record-verify-discs = Każdy ujawniony zapieczętowany wybór otwiera zobowiązanie swojego gracza, a ujawnione ziarno zgadza się ze zobowiązaniem z chwili założenia gry.
record-verify-reached-setup = Odtworzenie zasad z ziarna daje dokładnie te zdarzenia; gra doszła do przygotowania, faza: { $phase }.
record-verify-reached-round = Odtworzenie zasad z ziarna daje dokładnie te zdarzenia; gra doszła do rundy { $round }, faza: { $phase }.
record-verify-bad-event = Zdarzenie { $seq }: { $reason }
record-verify-picks = Każdy ujawniony wybór postaci otwiera zapieczętowane zobowiązanie swojego gracza (C3), a każdy wybór zakończonej rundy został ujawniony.
record-verify-seed-replayed = Ziarno ujawnione na końcu zgadza się ze zobowiązaniem z początku gry; odtworzenie gry z niego daje każde tasowanie, rozdanie i dobranie, które zapis pieczętuje, oraz końcowe punkty, które dają miasta.
record-verify-seed-sealed = Gra wciąż trwa, więc jej ziarno jest zapieczętowane (C2): talię, rozdania i dobrania można z niego odtworzyć dopiero po końcu gry.
record-citadels-rank = { $rank }. { $name }: { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
       *[many] { $score } punktów
    } (dzielnice { $districts }, pięć kolorów { $colours }, ukończone miasto { $completion }, unikalne dzielnice { $unique })

# --- citsign ---
violation-citadels-move_not_signed = Ta gra działa na poziomie podpisanych ruchów: Twoje urządzenie musi podpisać każdy ruch, a ten ruch przyszedł niepodpisany (strona potrzebuje JavaScriptu, by podpisać).
violation-citadels-bad_signature = Podpis ruchu nie jest ważny dla ruchu numer { $n } Twojego miejsca z kluczem zarejestrowanym dla Ciebie; odśwież stronę i spróbuj ponownie.
violation-citadels-key_already_registered = Ten klucz urządzenia jest już zarejestrowany w tej grze.
trust-server-protects-citadels =
    Przechowuje serwer: serwer trzyma każdy zapieczętowany wybór postaci, aż
    postać zostanie wywołana, i ręczy za każdy ruch, więc inni gracze nie zobaczą ani nie
    zmienią twoich wyborów; nie chroni cię to jednak przed tym, kto prowadzi serwer: mógłby
    odczytać twój wybór albo niepostrzeżenie zapisać ruch w twoim imieniu.
trust-signed-protects-citadels =
    Podpisane ruchy: twoje urządzenie podpisuje każdy twój ruch kluczem, który ma tylko
    ono, więc ruch zapisany w twoim imieniu przez kogokolwiek innego, nawet przez tego, kto
    prowadzi serwer i ma dostęp do jego bazy danych, sprawi, że durbar verify eksportu gry
    się nie powiedzie; nie ukrywa to twojego zapieczętowanego wyboru postaci przed serwerem
    (wybór potrzebuje rozdającego, który wie, jakie karty są przekazywane dalej) i nie
    pomoże, jeśli sama strona, którą podpisujesz, została zmieniona.

# --- errwords ---
# Dlaczego żądanie odrzucono (api/src/http_error/reason.rs): zawsze jedno zdanie.
refused-no-such-game = Nie ma takiej gry.
refused-no-such-game-address = Nie ma takiej gry. Sprawdź link: adres gry to /games/, a po nim 32 litery i cyfry.
refused-no-such-page = Nie ma takiej strony.
refused-no-such-endpoint = Nie ma takiego punktu końcowego API.
refused-no-such-player = Nie ma takiego gracza.
refused-unknown-unsubscribe-link = Nie znamy tego linku do wypisania się.
refused-link-unknown = Ten osobisty link jest nieważny. Poproś gospodarza gry o nowy.
refused-link-expired = Ten osobisty link wygasł. Każdy e-mail o Twojej grze zawiera świeży link; możesz też poprosić gospodarza gry o nowy.
refused-link-revoked = Gospodarz gry unieważnił ten osobisty link. Poproś go o nowy.
refused-not-signed-in = Nie jesteś zalogowany w tej grze. Otwórz osobisty link z e-maila z zaproszeniem i spróbuj ponownie.
refused-no-bearer-token = Wyślij token swojego osobistego linku jako „Authorization: Bearer <token>”.
refused-token-of-another-game = Ten token należy do innej gry.
refused-only-host = Osobiste linki może wysyłać i unieważniać tylko gospodarz gry.
refused-export-while-running = Dopóki gra trwa, jej eksport mogą pobrać tylko jej gracze; po zakończeniu gry — każdy.
refused-only-own-moves = Możesz wykonywać tylko własne ruchy.
refused-cross-site = Ten formularz wysłano z innej strony internetowej, więc go odrzucono. Otwórz stronę gry i wyślij go stamtąd.
refused-form-expired = Ten formularz wygasł albo nie pochodzi z tej strony. Odśwież stronę gry i spróbuj ponownie.
refused-no-form-key = Formularz nie ma ważnego klucza idempotencji; odśwież stronę i spróbuj ponownie.
refused-bad-idempotency-header = Nagłówek Idempotency-Key musi mieć od 16 do 128 liter, cyfr, „-” lub „_”.
refused-no-field = W formularzu brakuje pola „{ $name }”.
refused-form-unreadable = Nie da się odczytać formularza: { $detail }.
refused-not-json = Wyślij treść żądania jako JSON (Content-Type: application/json).
refused-unreadable-neither = Nie da się odczytać { $what ->
        [body] treści żądania
       *[command] polecenia
    }: jedna z wartości nie jest ani liczbą, ani nazwą znaną grze (pole to 0, 1 lub "token"; płacący to numer miejsca lub "bank").
refused-unreadable-wrong-type = Nie da się odczytać { $what ->
        [body] treści żądania
       *[command] polecenia
    }: któraś wartość ma zły typ lub wykracza poza zakres.
refused-unreadable-named = Nie da się odczytać { $what ->
        [body] treści żądania
       *[command] polecenia
    }: { $detail }.
refused-unreadable-other = Nie da się odczytać { $what ->
        [body] treści żądania
       *[command] polecenia
    }: to nie jest JSON o opisanej budowie.
refused-query-not-understood = Adres zawiera zapytanie, którego ta strona nie rozumie.
refused-not-whole-number = { $what ->
        [page] Strona
       *[step] Krok
    } musi być liczbą całkowitą, a nie „{ $text }”.
refused-not-started = Gra jeszcze się nie zaczęła: miejsca zostaną wylosowane, gdy dołączą wszyscy gracze.
refused-bad-signature = Podpis musi mieć 128 cyfr szesnastkowych (r i s podpisu ECDSA P-256).
refused-bad-key = Klucz publiczny musi być punktem P-256 w postaci nieskompresowanej: 130 cyfr szesnastkowych zaczynających się od 04.
refused-bad-nonce = Nonce musi mieć 64 cyfry szesnastkowe (32 losowe bajty).
refused-bad-contribution = Wkład musi mieć 64 cyfry szesnastkowe (32 losowe bajty).
refused-bad-commitment = Zobowiązanie dysku musi mieć 64 cyfry szesnastkowe (skrót SHA-256).
refused-signed-needs-script = Ta gra toczy się na poziomie podpisanych ruchów: dołączenie rejestruje klucz tworzony przez Twoje urządzenie, a do tego ta strona potrzebuje JavaScriptu.
refused-discs-via-disc-form = Dysk ustawia się formularzem dysku (nonce losuje serwer).
refused-not-carry-code = To nie jest kod przeniesienia dysku: wygląda jak 3-05- i 64 cyfry szesnastkowe, tak jak pokazuje go strona, która zapieczętowała Twój dysk.
refused-carry-code-of-another-round = Ten kod przeniesienia otwiera Twój dysk z rundy { $of }; teraz trwa runda { $round }.
refused-not-bid-carry-code = To nie jest kod przeniesienia zapieczętowanej oferty: wygląda jak bid-1-4- i 64 cyfry szesnastkowe, tak jak pokazuje go strona, która zapieczętowała Twoją ofertę.
refused-carry-code-of-another-auction = Ten kod przeniesienia otwiera Twoją ofertę z licytacji { $of }; trwa licytacja { $auction }.
refused-not-a-step = To nie jest krok tury; turę kończy się przyciskiem „zakończ turę”.
refused-changed-in-another-tab = Od wyświetlenia tej strony Twoja tura zmieniła się w innej karcie lub oknie: ma teraz { $steps ->
        [one] { $steps } niedokończony krok
        [few] { $steps } niedokończone kroki
       *[many] { $steps } niedokończonych kroków
    }. Nic nie zrobiono; spójrz na turę poniżej i spróbuj ponownie.
refused-stale-signing-script = Ta strona została wczytana, zanim gra zaczęła pieczętować postać odkładaną zakrytą, więc przeglądarka podpisała wybór bez niej. Odśwież stronę: wybór nie przepadnie, odświeżona strona znów pokaże formularz.
refused-choose-every-arrow = Wybierz akcję dla każdej strzałki dysku.
refused-no-such-form-to-sign = Nie ma takiego formularza do podpisania.
refused-form-says-nothing = Formularz nie mówi, co zrobić.
refused-step-unreadable = Nie da się odczytać tego kroku: { $detail }.
refused-not-an-action = „{ $name }” nie jest żadną z dziewięciu akcji.
refused-move-unreadable = Nie da się odczytać tego ruchu.
refused-signatures-header-empty = Nagłówek { $header } jest pusty: przy niepodpisanym ruchu pomiń go.
refused-too-many-requests = Wysyłasz za dużo żądań; odczekaj kilka sekund i spróbuj ponownie.
refused-too-many-moves = Wysyłasz do tej gry za dużo ruchów; odczekaj kilka sekund i spróbuj ponownie.
refused-already-handled = To samo żądanie zostało już obsłużone.
refused-unknown-time-zone = „{ $zone }” nie jest znaną nam strefą czasową: zapisz ją jak Europe/Prague, America/New_York lub UTC.
refused-unknown-mail-setting = „{ $value }” nie jest ustawieniem e-maili: wybierz wszystkie e-maile, dzienne podsumowanie albo brak e-maili.

# --- livelobby ---
game-forfeit-confirm = Zakończ mimo to i zrezygnuj z: { $slots }; każdy inny gracz dostanie z banku { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }.
game-forfeit-unconfirmed = Kończąc teraz, rezygnujesz z: { $slots }, a każdy inny gracz dostanie z banku { $gold ->
        [one] { $gold } sztukę złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }. Nic się nie stało: zaznacz pole, które to mówi, i zakończ turę ponownie albo najpierw rozegraj resztę.
# Plansza (templates/src/board/): podpisy, tytuły i plansza opisana słowami.
board-region = Obraz planszy (po powiększeniu można go przewijać)
board-hint = Powiększ, rozsuwając palce lub przyciskiem +; powiększoną planszę przesuwaj palcem, by zobaczyć też tor gubernatorów.
board-summary = { $round ->
        [0] Plansza przed pierwszą rundą
       *[other] Plansza w rundzie { $round }
    }; Maharadża jest { $at }.
board-architect-title = Architekt gracza { $name } ({ $colour }) { $at }
board-start-title = Pole startowe
board-start-label = Start
board-village-title = { $houses ->
        [0] Wioska { $village }: brak domów
       *[other] Wioska { $village }: domy graczy { $names }
    }
board-village-choose = Wybierz wioskę { $village }
board-village-house = Dom gracza { $name } ({ $colour }) w wiosce { $village }
board-home-title = Miasto rodzinne postaci { $character } ({ $number })
board-home-label = dom { $number }
board-palace-neutral = Neutralny pałac w mieście { $city } ({ $site ->
        [central] miejsce środkowe
       *[outer] miejsce zewnętrzne
    })
board-palace = Pałac gracza { $name } ({ $colour }) w mieście { $city } ({ $site ->
        [central] miejsce środkowe
       *[outer] miejsce zewnętrzne
    })
board-city-houses = { $houses ->
        [one] { $houses } dom
        [few] { $houses } domy
       *[many] { $houses } domów
    } gracza { $name } ({ $colour }) w mieście { $city }
board-maharaja = Maharadża
board-governors = Gubernatorzy
board-governor-round = Gubernator miasta { $city } na polu rundy { $slot }
board-governor-slot = Gubernator miasta { $city } na polu { $slot }
board-governor-next = (tam Maharadża uda się następnie)
board-next = następne
board-words-summary = Plansza opisana słowami
board-words-cities = Miasta
board-words-villages = Wioski
board-words-empty-villages = Wioski bez domów: { $villages }.
board-words-maharaja = { $round ->
        [0] Przed pierwszą rundą
       *[other] Runda { $round }
    }: Maharadża jest { $at }.
board-words-architects = { $maharaja } Architekci: { $architects }.
board-words-architect = { $owner } { $at }
board-words-neutral = neutralny
board-words-central = pałac środkowy { $owner }
board-words-central-free = miejsce środkowe wolne
board-words-outer = pałace zewnętrzne { $owners }
board-words-outer-free = { $free ->
        [one] { $free } miejsce zewnętrzne wolne
        [few] { $free } miejsca zewnętrzne wolne
       *[many] { $free } miejsc zewnętrznych wolnych
    }
board-words-no-houses = brak domów
board-words-houses = domy: { $owners }
board-words-house-count = { $owner } { $houses ->
        [one] { $houses } dom
        [few] { $houses } domy
       *[many] { $houses } domów
    }

# --- mailpng ---
mail-board-alt = { $round ->
    [0] Plansza przed pierwszą rundą
   *[other] Plansza w rundzie { $round }
}
game-button-choose-character = Wybierz Postać (nie można cofnąć)
game-palace-hint = Pałac buduje się, gdy Twój architekt jest w mieście: najpierw podróżuj, potem pojawi się tu formularz budowy pałacu.

# --- errwords3 ---
verify-failure-wrong-format = format to { $found }, oczekiwano { $expected }
verify-failure-game-id-not-hex = game_id nie ma 32 znaków szesnastkowych
verify-failure-prev-hash-not-hex = prev_hash nie ma 64 znaków szesnastkowych
verify-failure-hash-not-hex = hash nie ma 64 znaków szesnastkowych
verify-failure-out-of-order = stoi tam, gdzie powinno być seq { $expected }: brakuje zdarzeń albo są w złej kolejności
verify-failure-broken-link = jego prev_hash nie jest hashem poprzedniego zdarzenia
verify-failure-altered = jego hash nie zgadza się z treścią: zdarzenie zostało zmienione
verify-failure-head-not-last = głowa podana w nagłówku nie jest ostatnim zdarzeniem zapisu
verify-failure-not-json = treść zdarzenia nie jest JSON-em
verify-failure-unknown-kind = zdarzenie 1 wskazuje grę, której durbar nie zna ({ $detail })
verify-failure-kind-differs = według nagłówka to gra { $header }, ale zdarzenie 1 mówi { $first }
verify-failure-payload = nie da się odczytać treści zdarzenia ({ $detail })
verify-failure-opening = ujawniony zapieczętowany wybór nie otwiera swojego zobowiązania ({ $detail })
verify-failure-replay = odtworzenie według zasad nie daje tego zdarzenia ({ $detail })
verify-failure-citadels-export = to eksport gry Cytadela: sprawdza go i wypisuje `durbar verify`
verify-failure-other-game = zapis należy do innej gry, niż podaje eksport
verify-failure-commitment-differs = zobowiązanie ziarna w nagłówku różni się od tego ze zdarzenia 1
verify-failure-seed-mismatch = ujawnione ziarno nie zgadza się ze zobowiązaniem ziarna ze zdarzenia 1
verify-failure-header-seed-differs = ziarno w nagłówku różni się od ujawnionego ziarna
verify-failure-not-game-created = pierwsze zdarzenie to nie game_created
verify-failure-board-differs = plansza w nagłówku różni się od planszy ze zdarzenia 1
verify-failure-not-citadels-started = pierwsze zdarzenie to nie game_started gry Cytadela
verify-failure-seed-shown-early = nagłówek pokazuje ziarno, którego zapis jeszcze nie ujawnił (C2: ziarno pozostaje zapieczętowane do końca)
verify-failure-pick-never-revealed = { $player } nigdy nie ujawnił(a) tego wyboru postaci (C3)
verify-failure-scores-differ = końcowe punkty nie są tymi, które dają odtworzone miasta
verify-failure-cannot-rederive = weryfikator nie umie jeszcze odtworzyć zdarzeń `{ $kind }`
verify-failure-seals-no-cards = zdarzenie pieczętuje karty tam, gdzie odtworzona gra nie ma żadnych
verify-failure-too-many-tries = nie udało się sprawdzić jego zapieczętowanych kart w { $tries ->
        [one] { $tries } próbie
       *[other] { $tries } próbach
    }
verify-failure-kept-not-from-seed = zatrzymane karty nie są wśród kart, które ziarno daje do dobrania
verify-failure-redrawn-not-from-seed = dobrane ponownie karty nie są kartami z ręki, którą daje ziarno
verify-failure-discarded-not-from-seed = ta karta nie jest kartą z ręki, którą daje ziarno
verify-failure-paid-not-from-seed = zapłacone karty nie są kartami z ręki, którą daje ziarno
verify-failure-given-for-gold-not-from-seed = oddane karty nie są kartami z ręki, którą daje ziarno
verify-failure-taken-not-from-seed = zabrana karta nie jest kartą z ręki, którą daje ziarno
verify-failure-given-back-not-from-seed = zwrócone karty nie są kartami z ręki, którą daje ziarno
verify-failure-bad-signature = podpis w command_signed nie jest ważny ({ $detail })
verify-failure-pick-signed-as-character = wybór postaci podpisuje się jako zobowiązanie, nigdy jako postać
verify-failure-not-the-signed-pick = to nie jest wybór, który podpisał(a) { $player } (jego zobowiązanie { $commitment })
verify-failure-pick-not-signed = wybór gracza { $player } nie jest podpisany, a gra jest na poziomie podpisanych ruchów
verify-failure-not-the-signed-discard = postać odłożona w zakryciu przy tym wyborze nie jest tą, którą podpisał(a) { $player }
verify-failure-deadline-not-named = serwer wykonał ruch za gracza { $player }, nie podając terminu, który mu na to pozwolił (ta wersja zasad podaje każdy termin)
verify-failure-discard-not-committed = { $player } odłożył(a) przy tym wyborze zakrytą postać, a wybór nie zawiera zobowiązania do niej (ta wersja zasad pieczętuje każdą odłożoną postać)
verify-failure-discard-never-revealed = { $player } odłożył(a) przy wyborze zakrytą postać i nie została ona ujawniona na koniec gry
verify-failure-pick-not-offered = { $player } wybrał(a) lub odłożył(a) w zakryciu postać, której odtworzony wybór postaci mu nie przekazał
verify-failure-move-not-covered = ruch gracza { $player }, którego nie obejmuje ani jego podpis, ani znacznik deadline_passed (serwer wykonuje ruch za gracza dopiero po upływie jego terminu)
verify-failure-not-canonical = command_signed nie zawiera ruchu w postaci kanonicznej: { $command }
verify-failure-signed-for-other = command_signed podpisał(a) { $player } za ruch innego gracza
verify-failure-signed-refused = podpisanego ruchu gracza { $player } zasady tutaj nie dopuszczają: { $rule }
verify-failure-not-what-signed-gives = to nie jest to, co daje podpisany ruch gracza { $player } (ruch zmieniono po podpisaniu)
live-moved-on = Gra w międzyczasie poszła dalej — pokaż nowy stan

# --- phoneplay ---
board-zoom-in = Powiększ
board-zoom-out = Pomniejsz
board-zoom-all = Cała plansza

# --- botseats ---
form-bots-legend = Boty
form-bots-count = Miejsca zajęte przez boty
form-bots-kind = Jakie boty
form-bot-kind-greedy = Zachłanny (gra, by wygrać)
form-bot-kind-random = Losowy (dowolny dozwolony ruch)
form-bots-hint = Aby wypróbować grę samemu: boty zajmują miejsca po graczach powyżej, wykonują ruchy w ciągu kilku sekund i nie dostają poczty. Gra z botami toczy się na poziomie zaufania „Przechowuje serwer”: bot nie ma urządzenia, którym mógłby podpisywać.
form-error-bots-trust = Boty grają tylko na poziomie zaufania „Przechowuje serwer”: wybierz ten poziom albo nie wybieraj botów.
form-error-bots-count = Wybierz od 0 do 4 botów.
form-error-bots-count-citadels = Wybierz od 0 do 7 botów.
form-error-bots-kind = Wybierz jednego z wymienionych botów.
bot-seat-name = { $kind ->
    [greedy] Zachłanny bot
   *[random] Losowy bot
} { $number } (bot)
cli-verify-not-verified = NIEZWERYFIKOWANO: { $why }
cli-verify-bad-event = zdarzenie seq { $seq }: { $reason }
cli-verify-not-an-export = plik nie jest eksportem durbara ({ $detail })

# --- cliwords ---
verify-detail-unknown-game = nie ma gry o nazwie „{ $name }”; gry to { $games }
verify-detail-payload-unknown-type = to nie jest zdarzenie tej gry: jego typ to „{ $kind }” albo jego pola nie należą do tego zdarzenia
verify-detail-payload-not-an-event = to nie jest zdarzenie tej gry
verify-detail-payload-not-canonical = nie jest w postaci kanonicznej (ponowne zakodowanie zdarzenia daje inne bajty)
verify-detail-opening-not-committed = { $player }: ujawnienie { $value ->
        [disc] dysku
        [bid] zapieczętowanej oferty
        [pick] wyboru postaci
        [second_pick] wyboru postaci
        [discard] postaci odłożonej zakrytej
        [second_discard] postaci odłożonej zakrytej
       *[other] zapieczętowanej wartości
    } w rundzie { $round } bez wcześniejszego zobowiązania
verify-detail-opening-does-not-open = { $player }: ujawnienie { $value ->
        [disc] dysku
        [bid] zapieczętowanej oferty
        [pick] wyboru postaci
        [second_pick] wyboru postaci
        [discard] postaci odłożonej zakrytej
        [second_discard] postaci odłożonej zakrytej
       *[other] zapieczętowanej wartości
    } nie otwiera zobowiązania z rundy { $round }
verify-detail-signature-out-of-sequence = { $player }: podpisany ruch ma numer { $n }, a powinien mieć numer { $expected }; podpis użyto ponownie albo jednego brakuje
verify-detail-signature-no-key = { $player }: gracz tego miejsca nie zarejestrował żadnego klucza
verify-detail-signature-not-by-key = { $player }: podpisu nie złożył żaden klucz zarejestrowany dla tego miejsca
verify-replay-marker-without-step = zdarzenie { $seq } ({ $kind }) stoi przed krokiem, którego zapis nie zawiera
verify-replay-does-not-follow = zdarzenie { $seq } ({ $kind }) nie wynika z zasad
verify-replay-not-the-named-step = krok po zdarzeniu { $seq } ({ $kind }) nie jest tym, który ono wskazuje: { $problem }
verify-replay-bad-signature = zdarzenie { $seq } ({ $kind }): { $detail }
verify-replay-not-canonical = zdarzenie { $seq } ({ $kind }) nie zawiera polecenia w postaci kanonicznej: { $command }
verify-replay-not-signed = zdarzenie { $seq } ({ $kind }) to ruch za { $player }, którego nikt nie podpisał: nie poprzedza go żadne zdarzenie command_signed tego miejsca
verify-replay-no-deadline = zdarzenie { $seq } ({ $kind }) to ruch, który serwer wykonał za { $player }, nie wskazując terminu, który by na to pozwalał
verify-replay-cannot-begin = zdarzenie { $seq } ({ $kind }) nie może rozpocząć kroku gry: zasady tworzą je tylko jako skutek zdarzenia przed nim w tym samym kroku
verify-replay-cannot-begin-over = zdarzenie { $seq } ({ $kind }) nie może rozpocząć kroku gry: zasady tworzą je tylko jako skutek zdarzenia przed nim w tym samym kroku, a gra już się skończyła
verify-replay-refused = zdarzenie { $seq } ({ $kind }) nie wynika z zasad: { $rule }
verify-replay-produces-nothing = zdarzenie { $seq } ({ $kind }) nie wynika z zasad: polecenie, któremu odpowiada, nie tworzy żadnego zdarzenia
verify-replay-log-ends = zapis kończy się na zdarzeniu { $last }, ale zasady w tym samym kroku tworzą jeszcze zdarzenie { $seq } ({ $kind })
verify-replay-other-event = zdarzenie { $seq } ({ $kind }) nie wynika z zasad: tutaj zasady tworzą { $expected }
cli-verified = ZWERYFIKOWANO: { $events ->
        [one] { $events } zdarzenie
        [few] { $events } zdarzenia
       *[many] { $events } zdarzeń
    } gry { $game } ({ $title }), głowa { $head } na seq { $seq }
cli-verified-citadels = ZWERYFIKOWANO: { $events ->
        [one] { $events } zdarzenie
        [few] { $events } zdarzenia
       *[many] { $events } zdarzeń
    } gry { $game } ({ $title }, Cytadela), głowa { $head } na seq { $seq }
cli-verified-checks = łańcuch hashy nienaruszony; ziarno, ujawnienia i przygotowanie zgadzają się ze swoimi zobowiązaniami; każde zdarzenie wynika z zasad
cli-verified-setup = przygotowanie: { $setup }
cli-setup-not-started = gra jeszcze się nie zaczęła
cli-setup-drawn = kolejność graczy i tor gubernatorów wylosowane z zobowiązanego ziarna
cli-setup-fixed-seating = kolejność graczy ustalona przez zakładającego; tor gubernatorów wylosowany z zobowiązanego ziarna
cli-setup-given-governors = kolejność graczy wylosowana z zobowiązanego ziarna; tor gubernatorów PODANY, nie wylosowany
cli-setup-fixed-and-given = kolejność graczy ustalona przez zakładającego; tor gubernatorów PODANY, nie wylosowany (gra ze skryptu)
cli-verified-signed-moves = podpisane ruchy: każdy ruch gracza jest podpisany kluczem zarejestrowanym dla jego miejsca ({ $signed ->
        [one] sprawdzono { $signed } podpis
        [few] sprawdzono { $signed } podpisy
       *[many] sprawdzono { $signed } podpisów
    }); każdy ruch, który serwer wykonał za nieobecne miejsce, podaje swój termin
cli-verified-sealed-in-browser = dyski i oferty zapieczętowane w przeglądarce: każdy ruch gracza jest podpisany kluczem zarejestrowanym dla jego miejsca ({ $signed ->
        [one] sprawdzono { $signed } podpis
        [few] sprawdzono { $signed } podpisy
       *[many] sprawdzono { $signed } podpisów
    }), każdy dysk i każda oferta zapieczętowane przez gracza zostały przez niego otwarte albo unieważnione po terminie; każdy ruch, który serwer wykonał za nieobecne miejsce, podaje swój termin
cli-verified-server-signed = poziom serwera: { $signed ->
        [one] sprawdzono { $signed } podpis
        [few] sprawdzono { $signed } podpisy
       *[many] sprawdzono { $signed } podpisów
    }; na tym poziomie niepodpisane ruchy są dozwolone
cli-verified-server-unsigned = poziom serwera: ruchy nie są podpisane; ręczy za nie serwer
cli-verified-keys = klucze gracza { $name }: { $keys }
cli-verified-key = urządzenie { $device } klucz { $fingerprint }
cli-verified-ranking = końcowa kolejność:
cli-verified-rank = { $place }. { $name } (miejsce { $seat }): { $palaces ->
        [one] { $palaces } pałac
        [few] { $palaces } pałace
       *[many] { $palaces } pałaców
    }, { $gold ->
        [one] { $gold } sztuka złota
        [few] { $gold } sztuki złota
       *[many] { $gold } sztuk złota
    }
cli-verified-running = gra wciąż trwa: runda { $round }, faza: { $phase }
cli-verified-citadels-checks = łańcuch hashy nienaruszony; ziarno i każdy wybór zgadzają się ze swoimi zobowiązaniami; talia, rozdanie i każde dobranie odtworzone z ziarna, każda zapieczętowana karta znaleziona tam, gdzie umieściło ją ziarno
cli-verified-citadels-rank = { $place }. miejsce { $seat }: { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    } ({ $districts } za dzielnice, { $colours } za kolory, { $completion } za ukończenie, { $unique } za unikalne dzielnice)
cli-verified-citadels-picks = łańcuch hashy nienaruszony; każdy ujawniony wybór zgadza się ze swoim zobowiązaniem
cli-verified-citadels-running = gra wciąż trwa: runda { $round }; ziarno pozostaje zapieczętowane do końca (C2), więc dobrania zostaną sprawdzone dopiero wtedy
cli-bots = { $kind ->
        [greedy] zachłanne
       *[random] losowe
    }
cli-simulate-maharaja = Symulacja gry Maharadża: { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[many] { $games } gier
    }, { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    }, boty: { $bots }, ziarno { $seed }
cli-simulate-options = opcje: { $options }
cli-simulate-no-options = opcje: brak (gra podstawowa)
cli-simulate-per-game = na grę
cli-simulate-mean = średnia
cli-simulate-min = min.
cli-simulate-max = maks.
cli-simulate-games = liczba gier
cli-simulate-share = udział
cli-simulate-rounds = rundy
cli-simulate-palaces-per-player = pałace na gracza
cli-simulate-winner-palaces = pałace zwycięzcy
cli-simulate-gold-per-player = złoto gracza na koniec
cli-simulate-events = zdarzenia
cli-simulate-forfeits = stracone tury
cli-simulate-ended-by = gra skończyła się
cli-simulate-ended-palaces = ostatnim pałacem gracza
cli-simulate-ended-last-round = ostatnią rundą
cli-simulate-rounds-played = rozegrane rundy
cli-simulate-wins-by-seat = wygrane według miejsca
cli-simulate-seat = miejsce { $seat }
cli-simulate-citadels = Cytadela, { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    }, zestaw na pierwszą grę, boty: { $bots }, { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[many] { $games } gier
    }
cli-simulate-citadels-rounds = rundy: średnia { $mean }, mediana { $median }, min. { $min }, maks. { $max }
cli-simulate-citadels-ends = jak kończą się gry: { $ended } ukończonym miastem i dokończoną rundą, { $stopped } zatrzymane po { $commands } poleceniach; gracz, który pierwszy ukończył miasto, wygrał { $first } razy
cli-simulate-citadels-wins = wygrane według miejsca: { $seats }
cli-simulate-citadels-seat = miejsce { $seat } { $wins } ({ $share })
cli-simulate-citadels-score = zwycięski wynik: średnio { $score }; zdarzeń na grę: średnio { $events }
cli-simulate-speed = { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[many] { $games } gier
    } w { $seconds } s: { $rate } gier/s ({ $ms } ms na grę)
cli-simulate-failed = symulowana gra { $game } nie powiodła się: zasady odrzuciły ruch bota (błąd durbara; więcej w logu)
cli-error-no-file = nie można odczytać { $path }: nie ma takiego pliku
cli-error-not-allowed = nie można odczytać { $path }: brak uprawnień
cli-error-cannot-read = nie można odczytać { $path }
cli-error-cannot-read-stdin = nie można odczytać standardowego wejścia
cli-error-not-text = { $path } nie jest tekstem (UTF-8)
cli-error-cannot-write = nie można zapisać { $path }
cli-error-unknown-game = --game: nie ma gry o nazwie „{ $name }”; gry to { $games }.
cli-error-players = --players: w grze { $game } gra od { $min } do { $max } graczy, nie { $players }.
cli-error-option-flag = --options: opcja „{ $name }” przyjmuje true albo false, nie „{ $value }”.
cli-error-option-auction = --options: licytacja to „none”, „open” albo „sealed”, nie „{ $value }”.
cli-error-option-unknown = --options: nie ma opcji o nazwie „{ $name }”; opcje to short_game, expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character i hidden_gold.
cli-error-citadels-options = --options: Cytadela jest symulowana tylko z zestawem na pierwszą grę.
# `durbar --help` (pomoc clapu, słowami stąd; wartości domyślne są w tekstach).
cli-help-about = durbar: serwer do gier planszowych przez e-mail: Maharadża i Cytadela.
cli-help-usage = Użycie:
cli-help-commands = Polecenia
cli-help-arguments = Argumenty
cli-help-options = Opcje
cli-help-command-value = POLECENIE
cli-help-options-value = OPCJE
cli-help-file-value = PLIK
cli-help-value = WARTOŚĆ
cli-help-lang-value = JĘZYK
cli-help-help = Wypisuje tę pomoc.
cli-help-version = Wypisuje wersję.
cli-help-lang = Język tego, co durbar wypisuje dla ludzi: en, cs, pl lub sk (domyślnie: z LC_ALL, LC_MESSAGES lub LANG, w przeciwnym razie en).
cli-help-serve = Uruchamia usługę WWW (z własnym PostgreSQL, chyba że ustawiono DATABASE_URL).
cli-help-migrate = Wykonuje migracje bazy danych i kończy działanie.
cli-help-mailer = Doręcza pocztę z kolejki wychodzącej (bez usługi WWW; serve też ją doręcza).
cli-help-play = Odtwarza skrypt gry (JSON, zob. script-format.md) i wypisuje wynik jako JSON.
cli-help-play-file = Skrypt albo - dla standardowego wejścia.
cli-help-play-export = Zapisuje też eksport audytowy gry do tego pliku.
cli-help-verify = Weryfikuje eksport audytowy bez połączenia: łańcuch skrótów, zobowiązania, ziarno, pełne odtworzenie według zasad.
cli-help-verify-file = Eksport (JSON) albo - dla standardowego wejścia.
cli-help-simulate = Rozgrywa gry botów i wypisuje liczbę gier na sekundę oraz statystyki wyników.
cli-help-simulate-game = Która gra: maharaja lub citadels (domyślnie: maharaja).
cli-help-simulate-games = Ile gier (domyślnie: 1000).
cli-help-simulate-players = Graczy w grze: od 2 do 5 w Maharadży, od 2 do 8 w Cytadeli (domyślnie: 5).
cli-help-simulate-bots = Które boty grają: greedy lub random (domyślnie: greedy).
cli-help-simulate-seed = Ziarno pierwszej gry; ziarno każdej gry jest z niego wyprowadzane (domyślnie: 1).
cli-help-simulate-options = Opcje wariantów rozdzielone przecinkami: short_game, expanded, home_cities, auction=open|sealed, neutral_palaces, multi_character, hidden_gold=false.
# Błędy clapu w wierszu poleceń (po „durbar: ”).
cli-error-unknown-command = nie ma polecenia „{ $command }”.
cli-error-unknown-argument = nie ma tu opcji „{ $argument }”.
cli-error-missing-command = brakuje polecenia.
cli-error-missing-argument = brakuje { $argument }.
cli-error-invalid-value = „{ $value }” nie jest wartością, którą przyjmuje { $argument }.
cli-error-command-line = nie można odczytać wiersza poleceń.
cli-error-try-help = Zob. durbar --help lub durbar POLECENIE --help.
cli-play-unknown-game = durbar play: pole „game”: nie ma gry o nazwie „{ $name }”; gry to { $games }.
cli-play-invalid = durbar play: skrypt nie jest poprawnym wejściem: { $detail }
cli-play-refused = durbar play: ruch { $move } (miejsce { $seat }) łamie zasadę; gra zatrzymuje się przed nim
cli-play-done = durbar play: skrypt został rozegrany do końca; gra ma { $events ->
        [one] { $events } zdarzenie
        [few] { $events } zdarzenia
       *[many] { $events } zdarzeń
    }
cli-play-exported = durbar play: eksport audytowy zapisano do { $path }
cli-verify-json-where = w wierszu { $line }, w kolumnie { $column }
