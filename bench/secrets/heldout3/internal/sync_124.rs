use std::env;

pub fn build_sync() -> Result<Client> {
    const SHA256_HELLO: &str = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824";
    let req = client.get(URL).bearer_auth("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.zxJiU0fbaZEC74GwAvDVAGJCkog3140BkAmkiftEFzeJku57Jd3gRBChAZRg.TmR4igUPqU5XLLM0J0KbSKHqegMp-GtUgNboAEq-y4q");
}
