package org.clearbrook.water.api;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.clearbrook.water.model.MeterReading;
import org.clearbrook.water.model.UsageQuery;
import org.clearbrook.water.service.AccountService;
import org.clearbrook.water.service.ReadingService;

@Path("/readings")
@Produces(MediaType.APPLICATION_JSON)
public class ReadingResource {

    @Inject
    ReadingService readings;

    @Inject
    AccountService accounts;

    @GET
    @Path("/usage/{account}")
    public List<MeterReading> usage(@BeanParam UsageQuery query) {
        long accountId = accounts.byNumber(query.getAccount()).orElseThrow().getId();
        return readings.forAccount(accountId, LocalDate.parse(query.getFrom()), LocalDate.parse(query.getTo()),
                query.getSort(), query.getLimit());
    }

    @GET
    @Path("/meter/{serial}")
    public List<MeterReading> byMeter(@PathParam("serial") String serial, @QueryParam("sort") @DefaultValue("readOn") String sort) {
        return readings.forMeter(serial, sort);
    }

    @GET
    @Path("/reader/{code}")
    public List<MeterReading> byReader(@PathParam("code") String code) {
        return readings.byReader(code);
    }

    @GET
    @Path("/total/{accountId}")
    public BigDecimal total(@PathParam("accountId") long accountId, @QueryParam("days") @DefaultValue("30") int days) {
        return readings.totalSince(accountId, days);
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public MeterReading submit(@FormParam("serial") String serial, @FormParam("accountId") long accountId,
                               @FormParam("m3") BigDecimal m3, @FormParam("reader") String reader,
                               @FormParam("note") String note) {
        return readings.record(serial, accountId, m3, reader, note);
    }
}
