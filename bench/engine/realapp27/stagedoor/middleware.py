"""Box-office kiosks identify their till with a header set by the kiosk browser profile."""


class KioskTillMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        till = request.headers.get("X-Till-Id")
        if till:
            request.session["till_id"] = till
        if request.path.startswith("/box-office/") and "till_id" not in request.session:
            request.session["till_mode"] = "web"
        response = self.get_response(request)
        response.setdefault("X-Content-Type-Options", "nosniff")
        return response
