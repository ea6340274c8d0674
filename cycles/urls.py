from django.urls import path

from cycles import history, views

urlpatterns = [
    path("", views.review_queue, name="qln-queue"),
    path("queue.json", views.review_queue_json, name="qln-queue-json"),
    path("cycles/", history.cycle_list, name="qln-cycle-list"),
    path("attestations/", history.attestation_list, name="qln-attestation-list"),
    path("cycles/<int:cycle_id>/", views.cycle_detail, name="qln-cycle-detail"),
    path("cycles/<int:cycle_id>/attest/", views.cycle_attest, name="qln-cycle-attest"),
    path("cycles/<int:cycle_id>/reopen/", views.cycle_reopen, name="qln-cycle-reopen"),
    path("cycles/<int:cycle_id>/abort/", views.cycle_abort, name="qln-cycle-abort"),
    path("cycles/<int:cycle_id>/corruption/", views.cycle_corruption, name="qln-cycle-corruption"),
]
