const API_TOKEN: &str = "1GCY93SJ7Awq0PVJSdbTyKdaOdBfiF9Y";

fn main() {
    println!("{}", API_TOKEN.len());
}
