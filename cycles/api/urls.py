from django.urls import path, re_path

from cycles.api import views

urlpatterns = [
    path("cycles", views.CyclesApi.as_view(), name="qln-api-cycle-create"),
    path("cycles/<int:cycle_id>", views.CycleDetailApi.as_view(), name="qln-api-cycle-detail"),
    path("cycles/<int:cycle_id>/outputs", views.OutputCreateApi.as_view(), name="qln-api-cycle-outputs"),
    path("kernel", views.KernelApi.as_view(), name="qln-api-kernel"),
    # Traps: there is no agent-callable way to attest, promote or roll back (R-AUTH-2).
    re_path(
        r"^(?:cycles/\d+/)?(?:attest|attestations|approve|promote|promotions|rollback|rollbacks)(?:/.*)?$",
        views.AttestationForbiddenApi.as_view(),
        name="qln-api-forbidden",
    ),
]
