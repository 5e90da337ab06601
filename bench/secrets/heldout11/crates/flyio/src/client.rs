use reqwest::header::{HeaderMap, HeaderValue};

const USER_AGENT: &str = "connectors-flyio/0.9.4";
/// Header the Fly.io API reads its credential from.
pub const AUTH_HEADER: &str = "Authorization";

pub struct FlyioClient {
    http: reqwest::Client,
    base_url: String,
}

impl FlyioClient {
    pub fn new(base_url: &str, api_token: &str) -> anyhow::Result<Self> {
        let mut headers = HeaderMap::new();
        let mut value = HeaderValue::from_str(api_token)?;
        value.set_sensitive(true);
        headers.insert(AUTH_HEADER, value);
        let http = reqwest::Client::builder().user_agent(USER_AGENT).default_headers(headers).build()?;
        Ok(Self { http, base_url: base_url.to_string() })
    }
}
