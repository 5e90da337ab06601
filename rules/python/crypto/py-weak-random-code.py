import random
import secrets

_rng = random.Random()


# Helpers whose results leave this module: where the codes end up is not visible here.
def sms_code():
    # ruleid: py-weak-random-code
    return "%06d" % random.randint(0, 999999)


def invite_number():
    # ruleid: py-weak-random-code
    return str(random.randrange(10000000))


def confirmation():
    # ruleid: py-weak-random-code
    return f"{_rng.randint(100000, 999999)}"


def secure_code():
    # ok: py-weak-random-code
    return "%06d" % secrets.randbelow(1000000)


def look_alikes(attempt):
    # Dice, a delay, a percentage, a sample size: small ranges, not codes.
    # ok: py-weak-random-code
    roll = random.randint(1, 6)
    # ok: py-weak-random-code
    delay = min(60, 2 ** attempt) + random.randint(0, 900) / 1000
    # ok: py-weak-random-code
    share = random.randrange(100)
    # ok: py-weak-random-code
    amount = random.randint(300, 45000)
    return roll, delay, share, amount
