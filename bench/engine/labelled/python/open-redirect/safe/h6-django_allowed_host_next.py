from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class LoginView(View):
    template_name = "accounts/login.html"

    def get(self, request):
        return render(request, self.template_name)

    def post(self, request):
        user = authenticate(
            request, username=request.POST.get("username"), password=request.POST.get("password")
        )
        if user is None:
            return render(request, self.template_name, {"error": True}, status=401)
        login(request, user)
        next_url = request.GET.get("next", "")
        if not url_has_allowed_host_and_scheme(
            next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
        ):
            next_url = settings.LOGIN_REDIRECT_URL
        return redirect(next_url)
