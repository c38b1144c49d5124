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
    otwarcie twojego krążka (serwer ma tylko jego zobowiązanie, dopóki twoja strona nie
    otworzy go na początku twojej tury), więc nikt, nawet ten, kto prowadzi serwer, nie
    odczyta wcześniej twojego krążka ani niepostrzeżenie go nie zmieni; krążek nieotwarty
    do terminu przepada (obie jego akcje są stracone) i nie pomoże to, jeśli zmieniono samą
    stronę, na której grasz.
wait-short-open-disc = otworzyć krążek

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
