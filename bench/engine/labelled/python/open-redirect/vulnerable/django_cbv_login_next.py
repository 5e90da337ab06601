from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.views import View


class LoginView(View):
    def get(self, request):
        return render(request, "login.html")

    def post(self, request):
        user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
        if user is None:
            return render(request, "login.html", {"error": True})
        login(request, user)
        return redirect(request.POST.get("next") or "/")
