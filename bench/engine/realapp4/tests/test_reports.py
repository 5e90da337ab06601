from tallybook.utils import formula


def test_safe_formula():
    assert formula.evaluate_safe("amount * 2", {"amount": 3}) == 6


def test_safe_formula_rejects_calls():
    try:
        formula.evaluate_safe("__import__('os')", {})
    except ValueError:
        return
    raise AssertionError("expected ValueError")


def test_subtitle_escapes(logged_in):
    response = logged_in.get("/reports/subtitle?heading=<i>x</i>")
    assert b"<i>" not in response.data
