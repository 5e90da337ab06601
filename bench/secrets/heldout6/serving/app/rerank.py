import cohere

CO_API_KEY = "bWnklJsRhpu0BB3soUJt667jYa02E8IW9kfjRHx9"
co = cohere.ClientV2(CO_API_KEY)


def rerank(query: str, docs: list[str]) -> list[int]:
    return [r.index for r in co.rerank(model="rerank-english-v3.0", query=query, documents=docs).results]
