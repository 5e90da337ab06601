from django.http import HttpResponse
from django.views import View


class GreetingView(View):
    def get(self, request, *args, **kwargs):
        name = request.GET.get("name", "friend")
        return HttpResponse("<h1>Welcome back, %s!</h1>" % name)
