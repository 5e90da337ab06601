package com.quillstone.permits.model;

/** Sort orders offered in the UI; each maps to one fixed column. */
public enum SortField {
    ISSUED("issued_on"),
    NUMBER("permit_no"),
    FEE("fee_cents"),
    SCHEDULED("scheduled_on");

    private final String column;

    SortField(String column) {
        this.column = column;
    }

    public String column() {
        return column;
    }
}
