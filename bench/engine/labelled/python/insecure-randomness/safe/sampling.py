import random


def sample_for_review(records: list, rate: float = 0.05) -> list:
    return [r for r in records if random.random() < rate]
