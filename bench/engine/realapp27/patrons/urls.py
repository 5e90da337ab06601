from django.urls import path

from . import views

app_name = "patrons"

urlpatterns = [
    path("login/", views.login_view, name="login"),
    path("logout/", views.logout_view, name="logout"),
    path("switch-branch/", views.switch_branch, name="switch-branch"),
    path("profile/edit/", views.ProfileEditView.as_view(), name="profile-edit"),
    path("u/<str:username>/", views.profile, name="profile"),
    path("password/reset/", views.request_reset, name="password-reset"),
    path("volunteers/", views.volunteer_search, name="volunteers"),
    path("mailing/import/", views.mailing_list_import, name="mailing-import"),
    path("mailing/preview/", views.email_preview, name="email-preview"),
    path("go/", views.outbound, name="outbound"),
]
