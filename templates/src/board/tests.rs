//! Tests of the board drawing: every place and road drawn, pieces in their owners' colours,
//! escaping, links, options, and a snapshot of the sample game in round 5.

use std::collections::BTreeSet;

use durbar_domain::maharaja::{view, Board, PalacesView, Seat, SiteOwner, View, Viewer, VillageId};

use super::sample::{board_of, sample_game_after, sample_mid_game};
use super::*;
use crate::Lang;

fn count(svg: &str, needle: &str) -> usize {
    svg.matches(needle).count()
}

fn mid_game() -> (std::sync::Arc<Board>, View) {
    let game = sample_mid_game();
    (board_of(&game), view(&game, Viewer::Spectator))
}

/// The group of one element (from its opening tag to the next `</g>` of that nesting level is
/// too much parsing; this returns the text from the marker up to the next `data-` group).
fn element<'a>(svg: &'a str, marker: &str) -> &'a str {
    let start = svg
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} is drawn"));
    let rest = &svg[start..];
    let end = rest[1..]
        .find("<g class=\"db-village\"")
        .or_else(|| rest[1..].find("<g class=\"db-city\""))
        .map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

#[test]
fn every_city_village_and_road_is_drawn() {
    let (board, view) = mid_game();
    let svg = board_svg(&board, &view, &BoardSvgOptions::default());
    assert!(svg.starts_with("<svg "));
    assert!(svg.ends_with("</svg>"));
    assert!(
        svg.contains(r#"viewBox="-40 -40 1294 780""#),
        "viewBox from the board size"
    );
    for city in board.cities() {
        assert_eq!(
            count(&svg, &format!(r#"data-city="{}""#, city.id)),
            2,
            "{}: map and track",
            city.id
        );
        assert!(svg.contains(&format!(">{}</text>", city.name)));
    }
    for village in board.villages() {
        assert_eq!(count(&svg, &format!(r#"data-village="{village}""#)), 1);
    }
    assert_eq!(
        count(&svg, r#"class="db-road""#),
        board.source().roads.len()
    );
    assert!(svg.contains(r#"data-road="bikaner v01 v02 delhi""#));
    assert_eq!(count(&svg, r#"class="db-start""#), 1);
    assert_eq!(count(&svg, r#"class="db-architect""#), 4);
    // 7 governors, 17 slots with the numbers 1–10 on the round slots.
    assert_eq!(count(&svg, "<g class=\"db-governor"), 7);
    assert_eq!(count(&svg, "db-next"), 1);
    // Every house on the board is drawn once (cities draw a third and later house as a count).
    let houses: usize = view.houses.values().map(Vec::len).sum();
    assert!(count(&svg, r#"class="db-house""#) <= houses);
    assert!(count(&svg, r#"class="db-house""#) > 0);
}

#[test]
fn houses_and_palaces_are_drawn_in_their_owners_colours_with_their_letters() {
    let (board, mut view) = mid_game();
    let mut eva = view.players[3].clone();
    eva.seat = Seat(4);
    view.players.push(eva);
    for (player, name) in view
        .players
        .iter_mut()
        .zip(["Anna", "Bára", "Cyril", "Daniel", "Eva"])
    {
        player.name = name.into();
    }
    view.houses.clear();
    view.houses.insert("v12".into(), vec![Seat(0), Seat(3)]);
    view.houses
        .insert("agra".into(), vec![Seat(1), Seat(1), Seat(1), Seat(4)]);
    view.palaces.clear();
    view.palaces.insert(
        "delhi".into(),
        PalacesView {
            central: Some(SiteOwner::Seat(Seat(4))),
            outer: vec![SiteOwner::Seat(Seat(2)), SiteOwner::Neutral],
        },
    );
    let svg = board_svg(&board, &view, &BoardSvgOptions::default());
    let v12 = element(&svg, r#"data-village="v12""#);
    assert_eq!(count(v12, r#"class="db-house""#), 2);
    assert!(v12.contains(r##"data-owner="red"><title>House of Anna (orange) in v12</title><rect"##));
    assert!(v12.contains(r##"fill="#d55e00""##));
    assert!(v12.contains(r##"data-owner="yellow""##));
    assert!(v12.contains(">A</text>") && v12.contains(">D</text>"));
    assert!(delhi_palace_titles_are_sentences(&svg));
    let agra = element(&svg, r#"data-city="agra""#);
    assert!(agra.contains("3 houses of Bára (blue) in Agra"));
    assert!(agra.contains("×3"));
    let delhi = element(&svg, r#"data-city="delhi""#);
    // Black's palaces are purple; neutral ones grey.
    assert!(delhi.contains(r##"data-owner="black" data-site="central""##));
    assert!(delhi.contains(r##"fill="#8e5ba8""##));
    assert!(delhi.contains(r##"data-owner="green" data-site="outer""##));
    assert!(delhi.contains(r##"data-owner="neutral" data-site="outer""##));
    assert!(delhi.contains(r##"fill="#9a9a9a""##));
    assert_eq!(count(delhi, "<g class=\"db-palace\""), 3);
    // The other 4 outer sites are empty.
    assert_eq!(count(delhi, "stroke-dasharray=\"3 2\""), 4);
}

fn delhi_palace_titles_are_sentences(svg: &str) -> bool {
    svg.contains("<title>Palace of Eva (black) in Delhi (central site)</title>")
        && svg.contains("<title>Neutral palace in Delhi (outer site)</title>")
}

#[test]
fn names_from_players_and_boards_are_escaped() {
    let classic = Board::shipped("classic").unwrap();
    let mut source = classic.source().clone();
    source.cities[0].name = Some(r#"<b>Bik & "aner"</b>"#.into());
    let board = Board::from_source(source).unwrap();
    let (_, mut view) = mid_game();
    view.players[0].name = "<script>alert(1)</script>".into();
    view.houses.insert("v01".into(), vec![Seat(0)]);
    let svg = board_svg(&board, &view, &BoardSvgOptions::default());
    assert!(!svg.contains("<script>"));
    assert!(!svg.contains("<b>"));
    assert!(svg.contains("&lt;b&gt;Bik &amp; &quot;aner&quot;&lt;/b&gt;"));
    assert!(svg.contains("House of &lt;script&gt;alert(1)&lt;/script&gt; (orange) in v01"));
    // Its letter is the first letter or digit of the name: "S".
    assert!(svg.contains(">S</text>"));
}

#[test]
fn villages_are_links_only_when_asked_and_only_the_chosen_ones() {
    let (board, view) = mid_game();
    let plain = board_svg(&board, &view, &BoardSvgOptions::default());
    assert!(!plain.contains("<a "));
    let all = BoardSvgOptions {
        village_links: Some(VillageLinks {
            href: "/games/g/place?village={village}&x=\"1\"".into(),
            only: None,
        }),
        ..BoardSvgOptions::default()
    };
    let svg = board_svg(&board, &view, &all);
    assert_eq!(count(&svg, "<a class=\"db-vlink\""), 30);
    assert!(svg.contains(r#"href="/games/g/place?village=v07&amp;x=&quot;1&quot;""#));
    let some = BoardSvgOptions {
        village_links: Some(VillageLinks {
            href: "/p/{village}".into(),
            only: Some(BTreeSet::from([
                VillageId::new("v03"),
                VillageId::new("v29"),
            ])),
        }),
        ..BoardSvgOptions::default()
    };
    let svg = board_svg(&board, &view, &some);
    assert_eq!(count(&svg, "<a class=\"db-vlink\""), 2);
    assert!(svg.contains(r#"href="/p/v03""#) && svg.contains(r#"href="/p/v29""#));
}

#[test]
fn home_cities_are_labelled_only_when_asked() {
    let (board, view) = mid_game();
    let plain = board_svg(&board, &view, &BoardSvgOptions::default());
    assert!(!plain.contains("db-home"));
    let options = BoardSvgOptions {
        show_home_cities: true,
        ..BoardSvgOptions::default()
    };
    let svg = board_svg(&board, &view, &options);
    assert_eq!(count(&svg, "class=\"db-home\""), 7);
    assert!(svg.contains("Home city of the Merchant (2)"));
    assert!(element(&svg, r#"data-city="jaipur""#).contains("Home city of the Merchant (2)"));
}

#[test]
fn your_pieces_are_outlined() {
    let (board, view) = mid_game();
    let options = BoardSvgOptions {
        you: Some(Seat(2)),
        ..BoardSvgOptions::default()
    };
    let svg = board_svg(&board, &view, &options);
    let green = svg
        .split("<g class=\"db-architect\"")
        .find(|g| g.starts_with(" data-owner=\"green\""))
        .unwrap();
    assert!(green.contains("stroke-width=\"3\""), "{green}");
    assert!(green.contains("#ffe66b"), "a halo under your architect");
    let red = svg
        .split("<g class=\"db-architect\"")
        .find(|g| g.starts_with(" data-owner=\"red\""))
        .unwrap();
    assert!(!red.contains("#ffe66b"));
}

#[test]
fn the_maharaja_and_the_next_governor_are_marked() {
    let (board, view) = mid_game();
    let svg = board_svg(&board, &view, &BoardSvgOptions::default());
    let city = element(&svg, &format!(r#"data-city="{}""#, view.maharaja));
    assert!(city.contains("db-maharaja"));
    let next = view.governors.iter().min_by_key(|g| g.slot).unwrap();
    assert!(svg.contains(&format!(
        r#"<g class="db-governor db-next" data-city="{}" data-slot="{}">"#,
        next.city, next.slot
    )));
    assert!(svg.contains(&format!("The board in round {}", view.round)));
}

#[test]
fn after_the_end_no_governor_is_marked_next() {
    let (board, mut view) = mid_game();
    view.phase = durbar_domain::maharaja::Phase::Over;
    let svg = board_svg(&board, &view, &BoardSvgOptions::default());
    assert!(!svg.contains("db-next"));
    assert!(!svg.contains("goes there next"));
}

#[test]
fn before_the_first_round_everything_stands_on_the_start() {
    let game = sample_game_after(1);
    let board = board_of(&game);
    let view = view(&game, Viewer::Spectator);
    let svg = board_svg(&board, &view, &BoardSvgOptions::default());
    assert!(svg.contains("The board before the first round; the Maharaja is on the start space."));
    assert_eq!(count(&svg, "db-maharaja"), 1);
    assert_eq!(count(&svg, "<g class=\"db-governor"), 0);
}

#[test]
fn snapshot_of_the_sample_game_in_round_five() {
    let (board, view) = mid_game();
    let options = BoardSvgOptions {
        you: Some(Seat(1)),
        village_links: None,
        show_home_cities: true,
        ..BoardSvgOptions::default()
    };
    let svg = board_svg(&board, &view, &options);
    // One element a line, so a change shows as a readable diff.
    let lines = svg.replace("><", ">\n<");
    insta::assert_snapshot!("board_sample_round_5", lines);
}

#[test]
fn the_board_in_words_names_every_city_and_every_village_with_its_houses() {
    let (board, view) = mid_game();
    let words = board_words(&board, &view, Words::default());
    assert!(words.starts_with("<details class=\"board-words\"><summary>The board in words"));
    for city in board.cities() {
        assert!(
            words.contains(&format!("<li><strong>{}</strong>: ", city.name)),
            "{} is told",
            city.name
        );
    }
    for village in board.villages() {
        let owners = view.houses.get(village.as_str()).filter(|o| !o.is_empty());
        match owners {
            Some(owners) => {
                let line = format!("<li>{village}: houses of ");
                let start = words
                    .find(&line)
                    .unwrap_or_else(|| panic!("{village} is told"));
                let item = &words[start..start + words[start..].find("</li>").unwrap()];
                for seat in owners {
                    let name = &view.players[seat.index()].name;
                    assert!(item.contains(name.as_str()), "{village}: {name} in {item}");
                }
            }
            None => assert!(!words.contains(&format!("<li>{village}:"))),
        }
    }
    insta::assert_snapshot!(
        "board_words_sample_round_5",
        words.replace("<li>", "\n<li>")
    );
}

#[test]
fn the_board_in_words_tells_a_known_city_exactly() {
    let (board, mut view) = mid_game();
    let delhi = board
        .cities()
        .iter()
        .find(|c| c.id.as_str() == "delhi")
        .expect("the classic board has Delhi")
        .id
        .as_str()
        .to_owned();
    view.palaces.insert(
        delhi.clone(),
        PalacesView {
            central: Some(SiteOwner::Seat(Seat(1))),
            outer: vec![SiteOwner::Neutral, SiteOwner::Seat(Seat(0))],
        },
    );
    view.houses.insert(delhi, vec![Seat(0), Seat(2), Seat(0)]);
    let words = board_words(&board, &view, Words::default());
    let (a, b, c) = (
        format!("{} (orange)", view.players[0].name),
        format!("{} (blue)", view.players[1].name),
        format!("{} (teal)", view.players[2].name),
    );
    assert!(
        words.contains(&format!(
            "<li><strong>Delhi</strong>: central palace {b}; outer palaces neutral, {a}; 4 outer \
             sites free; houses of {a} 2 houses, {c} 1 house.</li>"
        )),
        "{words}"
    );
}

/// The words a reader reads in a drawn board: the text between tags and the `aria-label`s.
fn read_words(html: &str) -> Vec<String> {
    let mut text = String::new();
    let mut rest = html;
    while let Some(at) = rest.find("aria-label=\"") {
        rest = &rest[at + 12..];
        let end = rest.find('"').unwrap_or(rest.len());
        text.push_str(&rest[..end]);
        text.push(' ');
    }
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => {
                inside = false;
                text.push(' ');
            }
            c if !inside => text.push(c),
            _ => {}
        }
    }
    text.replace("&#39;", "'")
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_board_in_czech_polish_and_slovak_has_no_english_word_left() {
    let (board, view) = mid_game();
    let english: BTreeSet<&str> = [
        "The",
        "the",
        "board",
        "Board",
        "picture",
        "Swipe",
        "sideways",
        "Governor",
        "Governors",
        "governor",
        "track",
        "architect",
        "Palace",
        "palace",
        "palaces",
        "House",
        "house",
        "houses",
        "Village",
        "village",
        "Villages",
        "Choose",
        "next",
        "Maharaja",
        "Home",
        "home",
        "outer",
        "central",
        "Neutral",
        "neutral",
        "free",
        "site",
        "sites",
        "Round",
        "round",
        "Before",
        "first",
        "Cities",
        "words",
        "Architects",
        "slot",
        "of",
        "in",
        "on",
        "no",
        "start",
        "space",
        "goes",
        "there",
        "city",
    ]
    .into_iter()
    .collect();
    let names: BTreeSet<String> = board
        .cities()
        .iter()
        .map(|c| c.name.clone())
        .chain(view.players.iter().map(|p| p.name.clone()))
        .collect();
    for lang in [Lang::Cs, Lang::Pl, Lang::Sk] {
        let options = BoardSvgOptions {
            you: Some(Seat(1)),
            village_links: Some(VillageLinks {
                href: "#{village}".into(),
                only: None,
            }),
            show_home_cities: true,
            w: Words::new(lang),
            route: Vec::new(),
        };
        let html = super::board_figure(&board, &view, &options);
        let left: BTreeSet<String> = read_words(&html)
            .into_iter()
            .filter(|w| english.contains(w.as_str()) && !names.contains(w))
            .collect();
        assert!(left.is_empty(), "{lang}: {left:?} in {html}");
    }
    // The English words are found where they are (the check can fail).
    let english_board = super::board_figure(&board, &view, &BoardSvgOptions::default());
    assert!(read_words(&english_board).iter().any(|w| w == "Governors"));
}

#[test]
fn a_planned_trip_is_drawn_over_the_roads() {
    let (board, view) = mid_game();
    assert!(!board_svg(&board, &view, &BoardSvgOptions::default()).contains("db-route"));
    let options = BoardSvgOptions {
        route: vec!["start".into(), "v23".into(), "jaipur".into()],
        ..BoardSvgOptions::default()
    };
    let svg = board_svg(&board, &view, &options);
    assert!(
        svg.contains(r#"<polyline class="db-route" data-route="start v23 jaipur" aria-hidden="true" points=""#),
        "{svg}"
    );
    // Over the roads, under the villages and cities.
    let route = svg.find("db-route").unwrap();
    assert!(svg.find("db-roads").unwrap() < route);
    assert!(route < svg.find("data-village").unwrap());
}

/// The `data-…="x,y"` fractions of the figure's attribute `name`, if it has one.
fn fractions(html: &str, name: &str) -> Option<(f64, f64)> {
    let marker = format!(r#"{name}=""#);
    let start = html.find(&marker)? + marker.len();
    let (x, y) = html[start..start + html[start..].find('"')?].split_once(',')?;
    Some((x.parse().ok()?, y.parse().ok()?))
}

#[test]
fn without_javascript_the_figure_shows_the_whole_board_and_offers_no_zoom() {
    let (board, view) = mid_game();
    let html = board_figure(&board, &view, &BoardSvgOptions::default());
    assert!(
        html.contains(r#"<div class="board-tools" hidden>"#),
        "{html}"
    );
    assert!(html.contains(r#"width="100%" style="display:block;height:auto;max-width:100%""#));
    assert!(html.contains(r#"<script src="/static/board.js" defer></script>"#));
    for (button, label) in [("in", "Zoom in"), ("out", "Zoom out")] {
        assert!(html.contains(&format!(
            r#"<button type="button" data-zoom="{button}" aria-label="{label}">"#
        )));
    }
    let czech = BoardSvgOptions {
        w: Words::new(Lang::Cs),
        ..BoardSvgOptions::default()
    };
    assert!(board_figure(&board, &view, &czech).contains(">Celý plán</button>"));
}

#[test]
fn the_figure_names_where_the_maharaja_and_your_architect_stand() {
    let (board, view) = mid_game();
    let layout = layout::Layout::of(&board);
    let (x, y, width, height) = layout.view_box();
    let expected = |id: &str| {
        let p = layout.at(id);
        ((p.x - x) / width, (p.y - y) / height)
    };
    let close =
        |(a, b): (f64, f64), (c, d): (f64, f64)| (a - c).abs() < 0.001 && (b - d).abs() < 0.001;
    let spectator = board_figure(&board, &view, &BoardSvgOptions::default());
    let focus = fractions(&spectator, "data-focus").expect("the Maharaja's place");
    assert!(close(focus, expected(&view.maharaja)), "{focus:?}");
    assert!((0.0..=1.0).contains(&focus.0) && (0.0..=1.0).contains(&focus.1));
    assert_eq!(
        fractions(&spectator, "data-you"),
        None,
        "a spectator has no architect"
    );
    let you = BoardSvgOptions {
        you: Some(Seat(2)),
        ..BoardSvgOptions::default()
    };
    let player = board_figure(&board, &view, &you);
    let architect = fractions(&player, "data-you").expect("the viewer's architect");
    assert!(
        close(architect, expected(&view.players[2].architect)),
        "{architect:?}"
    );
}
