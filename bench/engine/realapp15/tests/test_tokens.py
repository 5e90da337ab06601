from labwise.utils.tokens import api_key, sms_code


def test_api_key_prefix():
    assert api_key().startswith("lw_")


def test_sms_code_is_six_digits():
    code = sms_code()
    assert len(code) == 6 and code.isdigit()
