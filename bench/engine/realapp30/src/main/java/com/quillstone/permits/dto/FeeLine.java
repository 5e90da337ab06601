package com.quillstone.permits.dto;

import java.io.Serializable;

/** A fee schedule line; exported and re-imported by the admin backup tools as serialized objects. */
public class FeeLine implements Serializable {

    private static final long serialVersionUID = 1L;

    private String code;
    private String label;
    private long amountCents;

    public String getCode() { return code; }
    public void setCode(String code) { this.code = code; }
    public String getLabel() { return label; }
    public void setLabel(String label) { this.label = label; }
    public long getAmountCents() { return amountCents; }
    public void setAmountCents(long amountCents) { this.amountCents = amountCents; }
}
