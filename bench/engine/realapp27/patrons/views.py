from urllib.parse import urljoin

import requests
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import authenticate, login, logout
from django.contrib.auth.decorators import login_required, permission_required
from django.contrib.auth.mixins import LoginRequiredMixin
from django.contrib.auth.models import User
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect, render
from django.template import Context, Template, engines
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.generic import UpdateView

from . import directory, security, xml_import
from .forms import BranchForm, LoginForm, ProfileForm, VolunteerSearchForm
from .models import EmailTemplate, PatronProfile

BRANCH_CODES = {"north", "quay", "online"}

WELCOME_TEMPLATE = "<p>Hello {{ name }}, thanks for booking with {{ venue }}.</p>"


def login_view(request):
    form = LoginForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = authenticate(request, username=form.cleaned_data["username"], password=form.cleaned_data["password"])
        if user is None:
            user = security.legacy_login(form.cleaned_data["username"], form.cleaned_data["password"])
        if user is not None:
            login(request, user)
            target = form.cleaned_data["next"] or request.GET.get("next", "")
            if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
                response = redirect(target)
            else:
                response = redirect("home")
            if request.POST.get("remember"):
                response.set_cookie("sd_remember", security.remember_token(user), max_age=60 * 60 * 24 * 30)
            response.set_cookie("sd_seen_intro", "1", max_age=60 * 60 * 24 * 365)
            return response
        messages.error(request, "Those details did not match an account.")
    return render(request, "patrons/login.html", {"form": form, "next": request.GET.get("next", "")})


def logout_view(request):
    logout(request)
    return redirect(request.GET.get("next", "/"))


def outbound(request):
    referer = request.META.get("HTTP_REFERER", "/")
    url = request.GET.get("url", "")
    if url_has_allowed_host_and_scheme(url, allowed_hosts=settings.ALLOWED_HOSTS):
        return HttpResponseRedirect(url)
    if request.GET.get("back"):
        return HttpResponseRedirect(referer)
    return HttpResponseRedirect(reverse("home"))


@login_required
def switch_branch(request):
    form = BranchForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        request.session["branch"] = form.cleaned_data["branch"]
        request.session["acting_box_office"] = request.POST.get("box_office")
        requested = request.POST.get("fallback", "online")
        request.session["fallback_branch"] = requested if requested in BRANCH_CODES else "online"
        response = redirect("home")
        response.set_cookie("sd_branch", form.cleaned_data["branch"], secure=True, httponly=True, samesite="Lax")
        return response
    return render(request, "patrons/branch.html", {"form": form})


class ProfileEditView(LoginRequiredMixin, UpdateView):
    form_class = ProfileForm
    template_name = "patrons/profile_edit.html"

    def get_object(self, queryset=None):
        return PatronProfile.objects.get_or_create(user=self.request.user)[0]

    def form_valid(self, form):
        response = super().form_valid(form)
        website = form.cleaned_data.get("website")
        if website:
            icon = requests.get(urljoin(website, "/favicon.ico"), timeout=5)
            self.object.has_icon = icon.ok
        return response

    def get_success_url(self):
        return reverse("patrons:profile", args=[self.request.user.username])


def profile(request, username):
    user = get_object_or_404(User, username=username, is_active=True)
    profile = get_object_or_404(PatronProfile, user=user)
    return render(request, "patrons/profile.html", {"profile": profile, "viewer_note": request.GET.get("note", "")})


def request_reset(request):
    if request.method == "POST":
        email = request.POST.get("email", "")
        profile = PatronProfile.objects.filter(user__email__iexact=email).first()
        if profile:
            profile.reset_code = security.reset_code()
            profile.save(update_fields=["reset_code"])
        return HttpResponse("If that address has an account, a code is on its way.")
    return render(request, "patrons/reset.html")


@permission_required("patrons.view_patronprofile")
def volunteer_search(request):
    form = VolunteerSearchForm(request.GET or None)
    people = []
    if form.is_valid():
        people = directory.find_volunteers(form.cleaned_data["name"], form.cleaned_data["team"])
    return render(request, "patrons/volunteers.html", {"form": form, "people": people})


@permission_required("patrons.add_patronprofile")
def mailing_list_import(request):
    if request.method == "POST":
        upload = request.FILES["list"]
        if request.POST.get("format") == "legacy":
            entries = xml_import.parse_legacy(upload.read())
        else:
            entries = xml_import.parse(upload.read())
        return render(request, "patrons/import_done.html", {"count": len(entries)})
    return render(request, "patrons/import.html")


@permission_required("patrons.change_emailtemplate")
def email_preview(request):
    greeting = request.POST.get("greeting", "Hello")
    venue = "Stagedoor"
    standard = Template(WELCOME_TEMPLATE).render(Context({"name": request.user.first_name, "venue": venue}))
    custom = Template("<h2>" + greeting + "</h2>{{ body }}").render(Context({"body": standard}))
    stored = get_object_or_404(EmailTemplate, name=request.POST.get("template", "welcome"))
    from_db = engines["django"].from_string(stored.body).render({"name": request.user.first_name})
    return HttpResponse(custom + from_db)
