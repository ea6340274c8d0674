from django.urls import path

from evaluation.candidates import views
from evaluation.candidates.hold_close import candidate_hold_close
from evaluation.candidates.hold_reject import candidate_hold_reject
from evaluation.candidates.review_views import candidate_review

urlpatterns = [
    path("candidates/", views.candidate_list, name="qln-candidate-list"),
    path("candidates/<int:candidate_id>/", views.candidate_detail, name="qln-candidate-detail"),
    path("candidates/<int:candidate_id>/lenses/", views.candidate_lens, name="qln-candidate-lens"),
    path("candidates/<int:candidate_id>/evaluate/", views.candidate_evaluate, name="qln-candidate-evaluate"),
    path("candidates/<int:candidate_id>/review/", candidate_review, name="qln-candidate-review"),
    path("candidates/<int:candidate_id>/reject/", candidate_hold_reject, name="qln-candidate-hold-reject"),
    path("candidates/<int:candidate_id>/close/", candidate_hold_close, name="qln-candidate-hold-close"),
    path("candidates/<int:candidate_id>/runs/latest.json", views.latest_run, name="qln-candidate-latest-run"),
    path("candidates/<int:candidate_id>/runs/<int:run_id>/progress.json", views.run_progress, name="qln-candidate-run-progress"),
]
