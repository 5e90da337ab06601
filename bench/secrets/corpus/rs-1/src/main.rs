const API_TOKEN: &str = "WX5eZnlCs5Ea82stgnofftt7S6uzBwck";

fn main() {
    println!("{}", API_TOKEN.len());
}
