from django import forms

from .models import Review

SORT_CHOICES = [("title", "Title"), ("-popularity", "Most booked"), ("venue__name", "Venue")]


class ShowSearchForm(forms.Form):
    q = forms.CharField(max_length=100, required=False)
    genre = forms.CharField(max_length=40, required=False)
    venue = forms.IntegerField(required=False, min_value=1)
    sort = forms.ChoiceField(choices=SORT_CHOICES, required=False)


class ReviewForm(forms.ModelForm):
    class Meta:
        model = Review
        fields = ["headline", "body", "stars"]


class PressImportForm(forms.Form):
    feed_url = forms.URLField()
    label = forms.CharField(max_length=60)
