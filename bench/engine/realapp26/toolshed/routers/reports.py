from fastapi import APIRouter

from ..deps import AdminUser
from ..schemas import ReportQuery
from ..services import report_service
from ..utils.formulas import evaluate, evaluate_arithmetic

router = APIRouter(prefix="/api/reports", tags=["reports"])


@router.post("/loans")
def loans_report(admin: AdminUser, body: ReportQuery):
    return report_service.loans_per(body.group_by, body.since_days)


@router.get("/metric/{metric}")
def metric(admin: AdminUser, metric: str, branch: str = "central"):
    return {"total": report_service.metric_total(metric, branch)}


@router.get("/overdue")
def overdue(admin: AdminUser, branch: str):
    return report_service.overdue_for(branch)


@router.get("/values/{column}")
def values(admin: AdminUser, column: str):
    return report_service.column_values(column)


@router.post("/score")
def score(admin: AdminUser, body: ReportQuery):
    rows = report_service.monthly_rows()
    return [{"branch": r["branch"], "score": evaluate(body.formula or "loans", r)} for r in rows]


@router.post("/score-safe")
def score_safe(admin: AdminUser, body: ReportQuery):
    rows = report_service.monthly_rows()
    return [{"branch": r["branch"], "score": evaluate_arithmetic(body.formula or "loans", r)} for r in rows]
