//! A hello-world actix-web server: the ceiling the web benchmark compares durbar's pages with
//! (`scripts/bench-web`). Same actix-web version and default worker count as `durbar serve`.
//!
//! `cargo run --release -p durbar-api --example hello -- 127.0.0.1:18081`

use actix_web::{get, App, HttpResponse, HttpServer};

#[get("/")]
async fn hello() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body("Hello, world!\n")
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let bind = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "127.0.0.1:18081".to_owned());
    HttpServer::new(|| App::new().service(hello))
        .bind(bind)?
        .run()
        .await
}
