from ..repositories.audit_repo import AuditRepository
from ..repositories.case_repo import CaseRepository


class CaseService:
    def __init__(self, cases=None, audit=None):
        self.cases = cases or CaseRepository()
        self.audit = audit or AuditRepository()

    def open_case(self, user, case_id):
        case = self.cases.get(user.firm_id, case_id)
        if case:
            case["note_count"] = self.cases.note_count(case_id)
            self.audit.record(user.firm_id, user.username, "view", str(case_id))
        return case

    def find_by_slug(self, user, slug):
        return self.cases.get_by_slug(user.firm_id, slug)

    def search(self, user, term, status=None):
        return self.cases.search(user.firm_id, term.strip(), status)

    def listing(self, user, sort, direction):
        return self.cases.list_sorted(user.firm_id, sort, direction)

    def activity(self, user, actor=None, limit=50):
        if actor:
            return self.audit.by_actor(user.firm_id, actor)
        return self.audit.recent(user.firm_id, limit)

    def comment(self, user, case_id, body):
        self.cases.add_note(case_id, user.id, body)
        self.audit.record(user.firm_id, user.username, "note", str(case_id))
