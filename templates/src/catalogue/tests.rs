//! The catalogue's completeness: every message in every language with the same arguments, no
//! message that nothing uses, and the plural forms of the languages with three or four.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use super::{has, Lang, Words, SOURCES};

/// Every message of a source, with the variables it uses (in any variant).
fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(source).expect("the source parses");
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_vars(value, &mut vars);
            }
            assert!(
                message.attributes.is_empty(),
                "{}: no attributes",
                message.id.name
            );
            out.insert(message.id.name.to_owned(), vars);
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for arg in &arguments.positional {
                inline_vars(arg, vars);
            }
            for arg in &arguments.named {
                inline_vars(&arg.value, vars);
            }
        }
        _ => {}
    }
}

fn english() -> BTreeMap<String, BTreeSet<String>> {
    messages(SOURCES[0].1)
}

#[test]
fn every_message_is_in_every_language_with_the_same_arguments() {
    let english = english();
    assert!(english.len() > 20, "the English catalogue is read");
    for (lang, source) in &SOURCES[1..] {
        let theirs = messages(source);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        let extra: Vec<&String> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{lang}.ftl lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang}.ftl has messages English lacks: {extra:?}"
        );
        for (id, vars) in &english {
            assert_eq!(
                &theirs[id], vars,
                "{lang}.ftl: {id} must use every argument English uses, and no other"
            );
        }
        for id in english.keys() {
            assert!(has(*lang, id), "{lang}: {id} is in the bundle");
        }
    }
}

/// Whether a message's first line has words outside its placeables (`{ $round ->` has none:
/// a selector or a number with a name reads the same in every language).
fn has_words(line: &str) -> bool {
    let value = line.split_once(" = ").map_or("", |(_, v)| v);
    let mut depth = 0;
    value.chars().any(|c| {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        depth == 0 && c.is_alphabetic()
    })
}

#[test]
fn no_translation_is_left_in_english() {
    // A message may read the same in two languages (a name, "Nonce"), but not most of them.
    let english = SOURCES[0].1;
    for (lang, source) in &SOURCES[1..] {
        let same = english
            .lines()
            // A line with no words outside its placeables ("n = { $n ->") has nothing to translate.
            .filter(|l| l.contains(" = ") && !l.starts_with('#') && has_words(l))
            .filter(|l| source.lines().any(|theirs| theirs == *l))
            .count();
        assert!(same < 6, "{lang}.ftl copies {same} English lines");
    }
}

/// Every file under `dir` whose name ends in one of `exts`, read.
fn sources_under(dir: &Path, exts: &[&str], out: &mut String) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources_under(&path, exts, out);
        } else if exts
            .iter()
            .any(|e| path.extension().is_some_and(|x| x == *e))
        {
            out.push_str(&std::fs::read_to_string(&path).expect("a source file"));
        }
    }
}

#[test]
fn every_message_is_used_somewhere() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut code = String::new();
    sources_under(&root.join("src"), &["rs"], &mut code);
    sources_under(&root.join("templates"), &["html", "txt"], &mut code);
    sources_under(&root.join("../api/src"), &["rs"], &mut code);
    let orphans: Vec<String> = english()
        .into_keys()
        .filter(|id| !code.contains(&format!("\"{id}\"")))
        .collect();
    assert!(orphans.is_empty(), "messages nothing uses: {orphans:?}");
}

#[test]
fn czech_and_polish_count_in_three_forms() {
    let supply = |n: u32| {
        move |w: Words| {
            w.m("mail-holdings")
                .n("gold", n)
                .n("supply", n)
                .n("quarry", 0)
                .n("built", 0)
                .n("total", 7)
                .s("characters", "-")
                .s("architect", "-")
                .to_string()
        }
    };
    let cases: [(Lang, [&str; 5]); 3] = [
        (
            Lang::Cs,
            [
                "0 zlaťáků, 0 domků",
                "1 zlaťák, 1 domek",
                "2 zlaťáky, 2 domky",
                "5 zlaťáků, 5 domků",
                "22 zlaťáků, 22 domků",
            ],
        ),
        (
            Lang::Pl,
            [
                "0 sztuk złota, 0 domów",
                "1 sztukę złota, 1 dom",
                "2 sztuki złota, 2 domy",
                "5 sztuk złota, 5 domów",
                "22 sztuki złota, 22 domy",
            ],
        ),
        (
            Lang::En,
            [
                "0 gold, 0 houses",
                "1 gold, 1 house",
                "2 gold, 2 houses",
                "5 gold, 5 houses",
                "22 gold, 22 houses",
            ],
        ),
    ];
    for (lang, expected) in cases {
        for (n, text) in [0, 1, 2, 5, 22].into_iter().zip(expected) {
            let sentence = supply(n)(Words::new(lang));
            assert!(
                sentence.contains(text),
                "{lang} for {n}: {sentence:?} lacks {text:?}"
            );
        }
    }
    let hours: [(Lang, [&str; 5]); 2] = [
        (
            Lang::Cs,
            [
                "za 0 hodin",
                "za 1 hodinu",
                "za 2 hodiny",
                "za 5 hodin",
                "za 22 hodin",
            ],
        ),
        (
            Lang::Pl,
            [
                "za 0 godzin",
                "za 1 godzinę",
                "za 2 godziny",
                "za 5 godzin",
                "za 22 godziny",
            ],
        ),
    ];
    for (lang, expected) in hours {
        for (n, text) in [0u32, 1, 2, 5, 22].into_iter().zip(expected) {
            let heading = Words::new(lang)
                .m("mail-reminder-heading")
                .s("what", "x")
                .n("hours", n)
                .to_string();
            assert!(heading.contains(text), "{lang}: {heading:?} lacks {text:?}");
        }
    }
}
