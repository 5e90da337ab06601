use connectors_paddle::client::PaddleClient;

const FAKE_KEY: &str = "pdl_live_apikey_dummyxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
const RECORDED_SIGNATURE: &str = "sha256=d90c02f59ea76df942e420a92e097aa75351f03cf8071f967b3c37e9b0438c32";

#[tokio::test]
async fn builds_with_a_fake_key() {
    let client = PaddleClient::new("http://127.0.0.1:9", FAKE_KEY);
    assert!(client.is_ok());
    assert!(!connectors_core::webhooks::verify(b"{}", RECORDED_SIGNATURE, b"not-a-real-secret"));
}
