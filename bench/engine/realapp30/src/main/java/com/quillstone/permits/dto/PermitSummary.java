package com.quillstone.permits.dto;

public class PermitSummary {

    private Long id;
    private String permitNo;
    private String address;
    private String status;
    private Long feeCents;

    public Long getId() { return id; }
    public void setId(Long id) { this.id = id; }
    public String getPermitNo() { return permitNo; }
    public void setPermitNo(String permitNo) { this.permitNo = permitNo; }
    public String getAddress() { return address; }
    public void setAddress(String address) { this.address = address; }
    public String getStatus() { return status; }
    public void setStatus(String status) { this.status = status; }
    public Long getFeeCents() { return feeCents; }
    public void setFeeCents(Long feeCents) { this.feeCents = feeCents; }
}
