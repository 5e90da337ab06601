package com.quillstone.permits.model;

public enum PermitStatus {
    SUBMITTED,
    UNDER_REVIEW,
    APPROVED,
    REJECTED,
    EXPIRED
}
