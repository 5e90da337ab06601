package com.deskline.dto;

public class TicketFilter {
    private String status;
    private String assignee;
    private String sort;
    private String text;

    public String getStatus() { return status; }
    public void setStatus(String status) { this.status = status; }
    public String getAssignee() { return assignee; }
    public void setAssignee(String assignee) { this.assignee = assignee; }
    public String getSort() { return sort; }
    public void setSort(String sort) { this.sort = sort; }
    public String getText() { return text; }
    public void setText(String text) { this.text = text; }
}
