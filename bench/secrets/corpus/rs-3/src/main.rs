const API_TOKEN: &str = "mt2SURPQUOmnmXalBCwTjwCYZZDjsaLA";

fn main() {
    println!("{}", API_TOKEN.len());
}
