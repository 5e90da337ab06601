from enum import Enum


class ToolCategory(str, Enum):
    power = "power"
    garden = "garden"
    kitchen = "kitchen"
    woodwork = "woodwork"
    bike = "bike"


class LoanStatus(str, Enum):
    requested = "requested"
    out = "out"
    returned = "returned"
    overdue = "overdue"


class SortField(str, Enum):
    name = "name"
    created_at = "created_at"
    deposit = "deposit"


class ManagedTable(str, Enum):
    tools = "tools"
    loans = "loans"
    members = "members"


class Language(str, Enum):
    en = "en"
    cy = "cy"
    pl = "pl"
