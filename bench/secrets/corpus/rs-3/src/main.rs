const API_TOKEN: &str = "fordJVTmMYnQBPYIeVdp6199BuBfKj7M";

fn main() {
    println!("{}", API_TOKEN.len());
}
