//! Lists the shipped boards (`boards/*.json`) so `Board::shipped` can include them with
//! `include_str!` and a new board file needs no code change.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("boards");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut boards: Vec<(String, String)> = Vec::new();
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            println!("cargo:rerun-if-changed={}", path.display());
            if path.extension().and_then(|e| e.to_str()) == Some("json") {
                if let Some(stem) = path.file_stem().and_then(|s| s.to_str()) {
                    boards.push((stem.to_string(), path.display().to_string()));
                }
            }
        }
    }
    boards.sort();
    let mut code = String::from("/// Shipped boards: (id, JSON text).\npub(crate) const SHIPPED_BOARDS: &[(&str, &str)] = &[\n");
    for (id, path) in &boards {
        let _ = writeln!(code, "    ({id:?}, include_str!({path:?})),");
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR is set by cargo"))
        .join("shipped_boards.rs");
    std::fs::write(out, code).expect("write shipped_boards.rs");
}
