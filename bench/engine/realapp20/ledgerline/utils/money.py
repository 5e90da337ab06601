"""Money parsing and formatting helpers."""
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CURRENCIES = {"GBP", "EUR", "USD"}


def parse_amount(text):
    try:
        return Decimal(str(text).replace(",", "")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    except InvalidOperation:
        raise ValueError(f"not an amount: {text!r}")


def fmt(amount, currency="GBP"):
    symbol = {"GBP": "£", "EUR": "€", "USD": "$"}.get(currency, "")
    return f"{symbol}{Decimal(amount):,.2f}"


def clean_currency(code):
    code = (code or "GBP").upper()
    return code if code in CURRENCIES else "GBP"
