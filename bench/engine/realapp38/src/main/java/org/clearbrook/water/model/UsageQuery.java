package org.clearbrook.water.model;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;

public class UsageQuery {

    @PathParam("account")
    private String account;

    @QueryParam("from")
    private String from;

    @QueryParam("to")
    private String to;

    @QueryParam("sort")
    @DefaultValue("read_on")
    private String sort;

    @QueryParam("limit")
    @DefaultValue("50")
    private int limit;

    public String getAccount() { return account; }
    public String getFrom() { return from; }
    public String getTo() { return to; }
    public String getSort() { return sort; }
    public int getLimit() { return limit; }
}
