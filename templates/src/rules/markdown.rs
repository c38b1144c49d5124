//! A small Markdown renderer for the rule texts this crate embeds (headings, paragraphs, lists
//! with continuation lines, pipe tables, `**bold**` and `` `code` ``). Everything is escaped
//! first; nothing else of Markdown is recognised. Decision paragraphs and list items that start
//! with `**D3**`, `**R3 —` or `**CR3**` get the anchors `d3` / `r3` / `cr3`.

/// Escapes text for HTML.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Inline formatting: code spans, then bold, in escaped text.
pub fn inline(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        // Odd parts are inside backticks (an unclosed backtick just ends as code).
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(&escape(part));
            out.push_str("</code>");
        } else {
            for (j, piece) in part.split("**").enumerate() {
                let open = j % 2 == 1;
                if open {
                    out.push_str("<strong>");
                }
                out.push_str(&escape(piece));
                if open {
                    out.push_str("</strong>");
                }
            }
        }
    }
    // Balance a dangling "**" (an odd count leaves one <strong> open).
    let opened = out.matches("<strong>").count();
    let closed = out.matches("</strong>").count();
    for _ in closed..opened {
        out.push_str("</strong>");
    }
    out
}

/// The anchor of a decision: "**D3** …" → "d3", "**R12 — …" → "r12", "**CR2** …" → "cr2":
/// one or two capital letters, a number, then the end of the bold or a space.
pub fn decision_anchor(text: &str) -> Option<String> {
    let rest = text.strip_prefix("**")?;
    let letters = rest.chars().take_while(char::is_ascii_uppercase).count();
    if !(1..=2).contains(&letters) {
        return None;
    }
    let digits = rest[letters..]
        .chars()
        .take_while(char::is_ascii_digit)
        .count();
    if digits == 0 {
        return None;
    }
    let after = rest[letters + digits..].chars().next()?;
    (after == '*' || after == ' ').then(|| rest[..letters + digits].to_ascii_lowercase())
}

/// A heading's anchor: lower-case words joined by '-'.
pub fn slug(text: &str) -> String {
    let mut slug = String::new();
    for word in text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.push_str(&word.to_lowercase());
    }
    slug
}

#[derive(PartialEq)]
enum Block {
    None,
    Paragraph(Vec<String>),
    List {
        ordered: bool,
        items: Vec<Vec<String>>,
    },
}

fn flush(block: &mut Block, out: &mut String) {
    match std::mem::replace(block, Block::None) {
        Block::None => {}
        Block::Paragraph(lines) => {
            let text = lines.join(" ");
            match decision_anchor(&text) {
                Some(id) => out.push_str(&format!("<p id=\"{id}\">{}</p>\n", inline(&text))),
                None => out.push_str(&format!("<p>{}</p>\n", inline(&text))),
            }
        }
        Block::List { ordered, items } => {
            let tag = if ordered { "ol" } else { "ul" };
            out.push_str(&format!("<{tag}>\n"));
            for item in items {
                let text = item.join(" ");
                match decision_anchor(&text) {
                    Some(id) => out.push_str(&format!("<li id=\"{id}\">{}</li>\n", inline(&text))),
                    None => out.push_str(&format!("<li>{}</li>\n", inline(&text))),
                }
            }
            out.push_str(&format!("</{tag}>\n"));
        }
    }
}

/// A list item's marker: `- ` or `1. `; returns (ordered, the text after it).
fn list_item(line: &str) -> Option<(bool, &str)> {
    if let Some(rest) = line.strip_prefix("- ") {
        return Some((false, rest));
    }
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 {
        if let Some(rest) = line[digits..].strip_prefix(". ") {
            return Some((true, rest));
        }
    }
    None
}

fn table(rows: &[&str], out: &mut String) {
    let cells = |row: &str| -> Vec<String> {
        row.trim()
            .trim_start_matches('|')
            .trim_end_matches('|')
            .split('|')
            .map(|c| inline(c.trim()))
            .collect()
    };
    let is_rule = |row: &str| row.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '));
    out.push_str("<div class=\"table-wrap\"><table>\n");
    let mut body = false;
    for (i, row) in rows.iter().enumerate() {
        if is_rule(row) {
            continue;
        }
        if i == 0 {
            out.push_str("<thead><tr>");
            for cell in cells(row) {
                out.push_str(&format!("<th>{cell}</th>"));
            }
            out.push_str("</tr></thead>\n<tbody>\n");
            body = true;
        } else {
            out.push_str("<tr>");
            for cell in cells(row) {
                out.push_str(&format!("<td>{cell}</td>"));
            }
            out.push_str("</tr>\n");
        }
    }
    if body {
        out.push_str("</tbody>");
    }
    out.push_str("</table></div>\n");
}

/// Renders `markdown` to HTML; headings are shifted down by `shift` levels (`#` → `h2` with 1).
pub fn to_html(markdown: &str, shift: usize) -> String {
    let mut out = String::new();
    let mut block = Block::None;
    let lines: Vec<&str> = markdown.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim();
        if trimmed.is_empty() {
            flush(&mut block, &mut out);
            i += 1;
            continue;
        }
        let hashes = line.chars().take_while(|c| *c == '#').count();
        if hashes > 0 && line[hashes..].starts_with(' ') {
            flush(&mut block, &mut out);
            let text = line[hashes..].trim();
            let level = (hashes + shift).min(6);
            out.push_str(&format!(
                "<h{level} id=\"{}\">{}</h{level}>\n",
                slug(text),
                inline(text)
            ));
            i += 1;
            continue;
        }
        if line.starts_with('|') {
            flush(&mut block, &mut out);
            let start = i;
            while i < lines.len() && lines[i].starts_with('|') {
                i += 1;
            }
            table(&lines[start..i], &mut out);
            continue;
        }
        let indented = line.starts_with(' ') || line.starts_with('\t');
        if let (false, Some((ordered, text))) = (indented, list_item(line)) {
            match &mut block {
                Block::List {
                    ordered: same,
                    items,
                } if *same == ordered => items.push(vec![text.to_string()]),
                _ => {
                    flush(&mut block, &mut out);
                    block = Block::List {
                        ordered,
                        items: vec![vec![text.to_string()]],
                    };
                }
            }
            i += 1;
            continue;
        }
        match &mut block {
            Block::List { items, .. } if indented => {
                if let Some(item) = items.last_mut() {
                    item.push(trimmed.to_string());
                }
            }
            Block::Paragraph(lines) => lines.push(trimmed.to_string()),
            _ => {
                flush(&mut block, &mut out);
                block = Block::Paragraph(vec![trimmed.to_string()]);
            }
        }
        i += 1;
    }
    flush(&mut block, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_and_inline_formatting() {
        let md = "# Title here\nSome `co<de>` and **bold** & more\ntext.\n\n- **D1** one\n  continued\n- two\n\n1. first\n2. second\n\n| a | b |\n|---|---|\n| 1 | <2> |\n\n**R12 — A rule.** Why.\n";
        let html = to_html(md, 1);
        assert!(html.contains("<h2 id=\"title-here\">Title here</h2>"));
        assert!(html.contains(
            "<p>Some <code>co&lt;de&gt;</code> and <strong>bold</strong> &amp; more text.</p>"
        ));
        assert!(html.contains("<li id=\"d1\"><strong>D1</strong> one continued</li>"));
        assert!(html.contains("<li>two</li>\n</ul>"));
        assert!(html.contains("<ol>\n<li>first</li>\n<li>second</li>\n</ol>"));
        assert!(html.contains("<thead><tr><th>a</th><th>b</th></tr></thead>"));
        assert!(html.contains("<tr><td>1</td><td>&lt;2&gt;</td></tr>"));
        assert!(html.contains("<p id=\"r12\"><strong>R12 — A rule.</strong> Why.</p>"));
    }

    #[test]
    fn anchors_of_decisions() {
        assert_eq!(decision_anchor("**D14** A player"), Some("d14".into()));
        assert_eq!(decision_anchor("**R3 — A player"), Some("r3".into()));
        assert_eq!(decision_anchor("**Dx** no"), None);
        assert_eq!(decision_anchor("**Decisions**"), None);
        assert_eq!(decision_anchor("D1 plain"), None);
        assert_eq!(decision_anchor("**C9** Czech"), Some("c9".into()));
        assert_eq!(decision_anchor("**CR12** ours"), Some("cr12".into()));
        assert_eq!(decision_anchor("**ABC1** no"), None);
    }

    #[test]
    fn a_dangling_bold_is_closed() {
        assert_eq!(inline("**open"), "<strong>open</strong>");
    }
}
