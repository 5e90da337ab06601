use connectors_flyio::client::FlyioClient;

const FAKE_KEY: &str = "fo1_dummyxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
const RECORDED_SIGNATURE: &str = "sha256=487f2e75944e1d294b618597face470d1a1cc70f70d24bfb632637cb345469a5";

#[tokio::test]
async fn builds_with_a_fake_key() {
    let client = FlyioClient::new("http://127.0.0.1:9", FAKE_KEY);
    assert!(client.is_ok());
    assert!(!connectors_core::webhooks::verify(b"{}", RECORDED_SIGNATURE, b"fake-signing-key"));
}
