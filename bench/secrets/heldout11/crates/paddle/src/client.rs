use reqwest::header::{HeaderMap, HeaderValue};

const USER_AGENT: &str = "connectors-paddle/0.9.4";
/// Header the Paddle API reads its credential from.
pub const AUTH_HEADER: &str = "Authorization";

pub struct PaddleClient {
    http: reqwest::Client,
    base_url: String,
}

impl PaddleClient {
    pub fn new(base_url: &str, api_key: &str) -> anyhow::Result<Self> {
        let mut headers = HeaderMap::new();
        let mut value = HeaderValue::from_str(api_key)?;
        value.set_sensitive(true);
        headers.insert(AUTH_HEADER, value);
        let http = reqwest::Client::builder().user_agent(USER_AGENT).default_headers(headers).build()?;
        Ok(Self { http, base_url: base_url.to_string() })
    }
}
