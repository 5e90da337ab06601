//! Connection settings for local runs against the live API.

use std::env;

pub const BASE_URL: &str = "https://discord.com";
pub const APPLICATION_ID: &str = "5771305012424862494";
pub const PUBLIC_KEY: &str = "6960606a6ee417bf9a2708f5dbe0f73bd74a2943e7e0f1256e1915c08ca0d495";

pub fn bot_token() -> String {
    env::var("DISCORD_BOT_TOKEN").expect("DISCORD_BOT_TOKEN must be set")
}
pub const WEBHOOK_URL: &str = "https://discord.com/api/webhooks/7932557506933999429/F_XN8fqWbGTl3EvAjtxx-Tb03qfX9shw_W9tR6leTRb_5gxwK9YDpogWrNCRaN8D-Km4";
