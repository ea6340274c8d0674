from django.urls import path

from evaluation.candidates.api import views as candidates
from evaluation.candidates.withdraw import CandidateWithdrawApi

urlpatterns = [
    path("cycles/<int:cycle_id>/candidates", candidates.CandidateCreateApi.as_view(), name="qln-api-candidate-create"),
    path("candidates/<int:candidate_id>", candidates.CandidateDetailApi.as_view(), name="qln-api-candidate-detail"),
    path("candidates/<int:candidate_id>/withdraw", CandidateWithdrawApi.as_view(), name="qln-api-candidate-withdraw"),
    path("candidates/<int:candidate_id>/evaluations", candidates.EvaluationCreateApi.as_view(), name="qln-api-evaluation-create"),
    path("evaluations/<int:run_id>", candidates.EvaluationDetailApi.as_view(), name="qln-api-evaluation-detail"),
    path("suites", candidates.SuiteListApi.as_view(), name="qln-api-suite-list"),
    path("suites/<int:suite_id>", candidates.SuiteDetailApi.as_view(), name="qln-api-suite-detail"),
]
