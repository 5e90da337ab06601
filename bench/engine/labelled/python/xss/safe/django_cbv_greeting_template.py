from django.shortcuts import render
from django.views import View


class GreetingView(View):
    template_name = "accounts/greeting.html"

    def get(self, request, *args, **kwargs):
        name = request.GET.get("name", "friend")
        return render(request, self.template_name, {"name": name})
