from django import template
from django.utils.html import conditional_escape, format_html, format_html_join
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def star_rating(production):
    reviews = production.reviews.approved()
    if not reviews:
        return ""
    average = round(sum(r.stars for r in reviews) / len(reviews))
    return format_html_join("", "<span class='star star-{}'>&#9733;</span>", ((i,) for i in range(average)))


@register.simple_tag
def highlight(text, term):
    text = conditional_escape(text)
    if not term:
        return text
    term = conditional_escape(term)
    return mark_safe(text.replace(term, "<mark>%s</mark>" % term))


@register.simple_tag
def pull_quote(review):
    return mark_safe("<q class='pull-quote'>%s</q> &mdash; %s" % (review.body[:140], review.author.first_name))


@register.filter
def pence(value):
    return format_html("&pound;{}.{:02d}", int(value) // 100, int(value) % 100)
