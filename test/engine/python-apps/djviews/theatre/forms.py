# A Django form and a DRF serializer: number and choice fields are converted or checked, char fields are text.
from django import forms
from rest_framework import serializers


class FilterForm(forms.Form):
    q = forms.CharField(max_length=50)
    venue = forms.IntegerField()
    sort = forms.ChoiceField(choices=[("title", "Title"), ("date", "Date")])
    slug = forms.SlugField()


class FeedForm(forms.Form):
    url = forms.URLField()


class HoldSerializer(serializers.Serializer):
    performance = serializers.IntegerField()
    band = serializers.ChoiceField(choices=["stalls", "circle"])
    note = serializers.CharField(max_length=200)
