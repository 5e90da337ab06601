import uuid

KNOWN = [
    "bd99b096-e2bf-431d-9fdd-dc7260b8cbd2",
    "d1711ecb-b76c-4dcb-aafc-9afbddf19e57",
    "4e73ea8a-d578-4779-9e6c-b8a506f15b82",
]

def test_parse():
    for k in KNOWN:
        assert uuid.UUID(k).version == 4
