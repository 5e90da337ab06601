from django import forms

from .models import PatronProfile

BRANCHES = [("north", "North Street"), ("quay", "Quayside"), ("online", "Online")]


class LoginForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(widget=forms.PasswordInput)
    next = forms.CharField(required=False)


class ProfileForm(forms.ModelForm):
    class Meta:
        model = PatronProfile
        fields = ["display_name", "bio", "website", "access_requirements", "newsletter"]


class BranchForm(forms.Form):
    branch = forms.ChoiceField(choices=BRANCHES)


class VolunteerSearchForm(forms.Form):
    name = forms.CharField(max_length=60)
    team = forms.CharField(max_length=40, required=False)
