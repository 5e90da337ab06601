DEFAULT_PAGE_SIZE = 25
MAX_PAGE_SIZE = 200


def page_bounds(page, size):
    page = max(int(page or 1), 1)
    size = min(max(int(size or DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE)
    return (page - 1) * size, size


def paginate(query, page, size):
    offset, limit = page_bounds(page, size)
    return list(query.offset(offset).limit(limit))
