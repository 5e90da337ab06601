KG_PER_LB = 0.45359237


def to_kg(value, unit):
    value = float(value)
    if unit in ("lb", "lbs", "pound"):
        return round(value * KG_PER_LB, 2)
    return round(value, 2)


def meals_from_kg(kg):
    return int(float(kg) * 2.4)
