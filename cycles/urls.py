from django.urls import path

from cycles import history, passkey_views, views

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
    path("accounts/passkeys/", passkey_views.passkey_list, name="qln-passkeys"),
    path("accounts/passkeys/<int:credential_pk>/remove/", passkey_views.passkey_remove, name="qln-passkey-remove"),
    path("accounts/passkeys/enrol/", passkey_views.passkey_enrol, name="qln-passkey-enrol"),
    path("accounts/passkeys/enrol/options/", passkey_views.passkey_enrol_options, name="qln-passkey-enrol-options"),
    path("accounts/passkeys/enrol/finish/", passkey_views.passkey_enrol_finish, name="qln-passkey-enrol-finish"),
]
