"""URL map: operator pages, admin, the agent API and its schema."""
from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from django.views.generic import TemplateView
from rest_framework.schemas import get_schema_view

from qlnweb.auth_views import LogoutView
from qlnweb.schema import SCHEMA_RENDERER_CLASSES, schema_generator_class

handler403 = "qlnweb.errors.permission_denied"
handler404 = "qlnweb.errors.page_not_found"

urlpatterns = [
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
    path("api/v1/", include("evaluation.verdicts.api.urls")),
    path("api/v1/", include("evaluation.candidates.api.urls")),
    path("api/v1/", include("cycles.api.urls")),
    path(
        "api/schema/",
        get_schema_view(
            title="qlnweb agent API",
            version="1",
            description="What an agent may call. Attesting, promoting and rolling back are not here: humans do them.",
            generator_class=schema_generator_class(),
            renderer_classes=SCHEMA_RENDERER_CLASSES,
            public=True,
            authentication_classes=[],
            permission_classes=[],
        ),
        name="qln-api-schema",
    ),
    path("api/docs/", TemplateView.as_view(template_name="api_docs.html"), name="qln-api-docs"),
    path("", include("evaluation.verdicts.urls")),
    path("", include("evaluation.candidates.urls")),
    path("", include("promotion.urls")),
    path("", include("cycles.urls")),
]
