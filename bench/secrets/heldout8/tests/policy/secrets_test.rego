package secrets

test_deny_plain_secret {
  deny["plaintext secret"] with input as {"kind": "Secret", "data": {"password": "cGFzc3dvcmQ="}}
}
