use durbar_domain::bots::{play_game, BotKind, GameConfig};
use durbar_domain::{Event, Game};
fn main() {
    let mut shown = 0;
    for seed in 0..200u64 {
        let config = GameConfig::classic(5, BotKind::Greedy, seed).unwrap();
        let played = play_game(&config).unwrap();
        for (i, e) in played.events.iter().enumerate() {
            if let Event::ForfeitCompensated { seat, slots, .. } = e {
                if shown < 12 {
                    shown += 1;
                    let before = Game::from_events(&played.events[..i]);
                    let p = before.player(*seat).unwrap();
                    let turn = before.turn().unwrap();
                    println!("seed {seed} ev {i} seat {} slots {:?} gold {} supply {} quarry {} arch {:?} palaces {} turn {:?}", seat.0, slots, p.gold.0, p.supply, p.quarry, p.architect, p.palaces_built, turn.slots);
                    // the turn's events
                    let start = played.events[..i]
                        .iter()
                        .rposition(|e| matches!(e, Event::DiscRevealed { .. }))
                        .unwrap();
                    for e in &played.events[start..i] {
                        println!("    {}", serde_json::to_string(e).unwrap());
                    }
                }
            }
        }
    }
}
