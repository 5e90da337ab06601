const API_TOKEN: &str = "9u0Vr8oZBkKJlX9wzb8YEwNUIgBA3OZg";

fn main() {
    println!("{}", API_TOKEN.len());
}
